"""The game registry. ``boardtutor.games()`` lists the registered game ids.

Each game lives in its own subpackage and registers itself when imported.

>>> import boardtutor
>>> "woodwalkers" in boardtutor.games()
True
"""

from __future__ import annotations

import importlib
import sys
import types

from ..core import Game

KNOWN = ("woodwalkers",)
_registry: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game to the registry (called by each game package on import)."""
    _registry[game.id] = game
    return game


def registered() -> list[str]:
    for game_id in KNOWN:
        if game_id not in _registry:
            importlib.import_module(f"{__name__}.{game_id}")
    return sorted(_registry)


def get(game_id: str) -> Game:
    registered()
    try:
        return _registry[game_id]
    except (KeyError, TypeError):
        from ..core import RuleViolation, Text

        raise RuleViolation(Text("core.error.unknown_game", game=str(game_id), games=", ".join(sorted(_registry)))) from None


class _CallableModule(types.ModuleType):
    """Lets ``boardtutor.games`` be both this package and the function ``boardtutor.games()``."""

    def __call__(self) -> list[str]:
        return registered()


sys.modules[__name__].__class__ = _CallableModule
