"""Woodwalkers exercises: one generator per rule paragraph (see :mod:`boardtutor.practice`).

Positions come from seeded random play through the engine; where a die decides, the generator picks the
face that makes the rule matter and applies it as the chance outcome, so every position is one the game
can reach.
"""

from __future__ import annotations

import random

from ...i18n import Noun, Text
from ...practice import Exercise, because, generator, play_until, random_play
from . import GAME
from .rules import A, WoodwalkersState

ID = "woodwalkers"


def _animal(animal: str) -> Noun:
    return Noun(f"woodwalkers.animal.{animal}")


def _at_roll(rng: random.Random, variant: str = "day") -> WoodwalkersState | None:
    """A position where the seat to move has just chosen to roll (the die is the next chance event)."""
    state = random_play(GAME, rng, rng.randrange(0, 160), variant=variant)
    return play_until(state, rng, lambda s: s.phase == "roll")


def _own_animals(state: WoodwalkersState) -> list[str]:
    return sorted(field for field, (seat, _) in state.board.items() if seat == state.turn)


@generator(ID, rule="move.die_max", kind="fields")
def reach(rng: random.Random) -> Exercise | None:
    """Which fields can this animal reach with the die rolled? Only where one step more would reach more."""
    state = _at_roll(rng)
    if state is None:
        return None
    origin = rng.choice(_own_animals(state))
    faces = [d for d in range(1, 7) if set(state.reachable(origin, d + 1)) - set(state.reachable(origin, d)) and state.reachable(origin, d)]
    if not faces:
        return None
    die = rng.choice(faces)
    state = state.apply(A("die", (die,)))
    targets = frozenset(a.args[1] for a in state.legal_actions() if a.kind == "move" and a.args[0] == origin)
    seat, animal = state.board[origin]
    return Exercise(
        game_id=ID,
        rule="move.die_max",
        kind="fields",
        state=state,
        viewer=seat,
        question=Text("woodwalkers.practice.reach.question", name=state._name(seat), die=die, animal=_animal(animal), field=origin),
        answers=targets,
        explanation=because(ID, "move.die_max", Text("woodwalkers.practice.reach.why", die=die, animal=_animal(animal), field=origin, count=len(targets))),
        highlight=(origin,),
    )
