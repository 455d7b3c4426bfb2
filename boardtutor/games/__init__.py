"""The game registry. ``boardtutor.games()`` lists the registered game ids.

Each game lives in its own subpackage and registers itself when imported.

>>> import boardtutor
>>> "woodwalkers" in boardtutor.games()
True
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import types

from ..core import Game

_registry: dict[str, Game] = {}
_discovered = False


def register(game: Game) -> Game:
    """Add a game to the registry (called by each game package on import)."""
    _registry[game.id] = game
    return game


def registered() -> list[str]:
    """Import every game subpackage once (each registers itself) and list the ids."""
    global _discovered
    if not _discovered:
        for module in pkgutil.iter_modules(__path__):
            if module.ispkg:
                importlib.import_module(f"{__name__}.{module.name}")
        _discovered = True
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
