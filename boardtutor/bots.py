"""Bots that play any registered game through the protocol, and a loop that lets them play.

>>> import boardtutor
>>> from boardtutor.bots import RandomBot, play
>>> game = boardtutor.load("woodwalkers")
>>> states = play(game.new_initial_state(players=2, seed=5), [RandomBot(1), RandomBot(2)])
>>> states[-1].is_terminal()
True
"""

from __future__ import annotations

import random
from typing import Sequence

from .core import Action, State


class RandomBot:
    """Picks uniformly among the legal actions (seeded, so games can be repeated)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())


def play(state: State, bots: Sequence[RandomBot], max_actions: int = 100_000) -> list[State]:
    """Play from ``state`` to the end: ``bots[seat]`` chooses for each seat, chance is sampled with
    the game's seed. Returns every state passed through (the first is ``state``)."""
    states = [state]
    for _ in range(max_actions):
        if state.is_terminal():
            break
        action = state.sample_chance() if state.is_chance_node() else bots[state.current_player].choose(state)
        state = state.apply(action)
        states.append(state)
    return states
