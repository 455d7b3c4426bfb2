"""Woodwalkers duel (2–4 players): rules engine, duel odds, SVG board, rulebook walkthroughs.

>>> import boardtutor
>>> boardtutor.load("woodwalkers").title("en")
'Woodwalkers – The Duel'
"""

from pathlib import Path

from ...i18n import register_catalog
from .. import register
from .rules import ANIMALS, CATEGORIES, DATA, WoodwalkersAction, WoodwalkersGame, WoodwalkersState

register_catalog(Path(__file__).parent / "locale")
GAME = register(WoodwalkersGame())
WoodwalkersGame.state_class = WoodwalkersState


def __getattr__(name: str):
    # The odds module pulls in nothing heavy, but keep the package import minimal.
    if name in ("duel_odds", "DuelOdds"):
        from . import odds

        return getattr(odds, name)
    raise AttributeError(name)


__all__ = ["ANIMALS", "CATEGORIES", "DATA", "GAME", "WoodwalkersAction", "WoodwalkersGame", "WoodwalkersState", "duel_odds"]
