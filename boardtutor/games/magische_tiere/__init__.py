"""Die Schule der magischen Tiere – the co-operative dino dice game (1–4 players): rules engine,
SVG board and tray, the rule map (``rulebook.json``: every paragraph of the rulebook, cited by the
engine's refusals, the walkthroughs, the assumptions and the tests), walkthroughs (two follow the
rulebook's example boxes, the rest are our own), named strategies and a win-rate lab.

>>> import boardtutor
>>> boardtutor.load("magische_tiere").title("en")
'The School of Magical Animals – the dino dice game'
"""

from pathlib import Path

from ...i18n import register_catalog
from .. import register
from .rules import (
    CHILDREN, DATA, GOAL, SYMBOLS, CoopOutcome, MagicAction, MagischeTiereGame, MagischeTiereState,
    blue_roll_outcomes, caps_distribution, field_name, position_of,
)

register_catalog(Path(__file__).parent / "locale")
GAME = register(MagischeTiereGame())
MagischeTiereGame.state_class = MagischeTiereState

__all__ = [
    "CHILDREN", "DATA", "GAME", "GOAL", "SYMBOLS", "CoopOutcome", "MagicAction", "MagischeTiereGame",
    "MagischeTiereState", "blue_roll_outcomes", "caps_distribution", "field_name", "position_of",
]
