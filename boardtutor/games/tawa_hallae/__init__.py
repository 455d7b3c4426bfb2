"""Tawa Hallae (two packs of 15 animals on a land and water arena): rules engine, arena and movement
data, SVG arena, rulebook walkthroughs, a move explorer.

>>> import boardtutor
>>> boardtutor.load("tawa_hallae").title("en")
'Tawa Hallae'
"""

from pathlib import Path

from ...i18n import register_catalog
from .. import register
from .rules import ANIMALS, DATA, PACKS, TawaHallaeAction, TawaHallaeGame, TawaHallaeState

register_catalog(Path(__file__).parent / "locale")
TawaHallaeGame.state_class = TawaHallaeState
GAME = register(TawaHallaeGame())

__all__ = ["ANIMALS", "DATA", "GAME", "PACKS", "TawaHallaeAction", "TawaHallaeGame", "TawaHallaeState"]
