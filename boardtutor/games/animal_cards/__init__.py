"""The animal exercise card battle (2 players): rules engine with a sample deck, SVG table, the rule map
(``rulebook.json``), walkthroughs of our own (the rulebook has no worked examples), damage maths and an
exercise coach for the projector.

>>> import boardtutor
>>> boardtutor.load("animal_cards").title("en")
'Animal exercise card battle'
"""

from pathlib import Path

from ...i18n import register_catalog
from .. import register
from .rules import (
    ALL_CARDS, ANIMAL_CARDS, ANIMALS, CARDS, CELLS, DATA, DECK, EXERCISES, AnimalAction, AnimalCardsGame,
    AnimalCardsState, Exercise, card_name, exercise_for, front_cells, strength,
)

register_catalog(Path(__file__).parent / "locale")
GAME = register(AnimalCardsGame())
AnimalCardsGame.state_class = AnimalCardsState

__all__ = [
    "ALL_CARDS", "ANIMAL_CARDS", "ANIMALS", "CARDS", "CELLS", "DATA", "DECK", "EXERCISES", "GAME", "AnimalAction",
    "AnimalCardsGame", "AnimalCardsState", "Exercise", "card_name", "exercise_for", "front_cells", "strength",
]
