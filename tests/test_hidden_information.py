"""Hidden information, over every registered game: what a seat observes, resampling, texts, bots.

``State.observation(seat)`` is what that seat may know; ``State.resample_hidden(seat, rng)`` draws a
state the seat cannot tell apart from the real one. Games without secrets (``hidden_information``
False) observe the whole state and resample to themselves: the checks hold trivially for them.
"""

from __future__ import annotations

import json
import random

import pytest

import boardtutor
from boardtutor.bots import SearchBot
from boardtutor.fuzzing import sample_states

GAMES = boardtutor.games()


def _states(game, count=30):
    return [s for s in sample_states(game, count, seed=11) if not s.is_terminal()]


@pytest.mark.parametrize("game_id", GAMES)
def test_resampling_keeps_what_the_seat_observes_and_every_component(game_id):
    game = boardtutor.load(game_id)
    rng = random.Random(game_id)
    for state in _states(game):
        for seat in range(state.num_players):
            seen = state.observation(seat)
            json.dumps(seen)  # JSON-able
            other = state.resample_hidden(seat, rng)
            assert other.observation(seat) == seen
            # every component exactly once: the resampled state passes the one gate for outside input
            again = game.state_from_json(other.to_json())
            assert again.legal_actions() == other.legal_actions()
            if not game.hidden_information:
                assert other == state
            for lang in ("de", "en"):
                assert other.describe(lang, viewer=seat) == state.describe(lang, viewer=seat) if _viewer(state.describe) else True
                if not other.is_chance_node() and other.current_player == seat:
                    for action in other.legal_actions()[:5]:
                        if _viewer(state.action_text):
                            assert other.action_text(action, lang, viewer=seat) == state.action_text(action, lang, viewer=seat)
        assert json.dumps(state.observation(None))


def _viewer(method) -> bool:
    import inspect

    return "viewer" in inspect.signature(method).parameters


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bot_decides_from_what_its_seat_may_know(game_id):
    """The same seed gives the same choice in two states that differ only in what is hidden from it."""
    game = boardtutor.load(game_id)
    rng = random.Random(f"bot/{game_id}")
    checked = 0
    for state in _states(game, 12)[:6]:
        if state.is_chance_node():
            continue
        seat = state.current_player
        twin = state.resample_hidden(seat, rng)
        first = SearchBot(seed=5, time_limit=None, max_iterations=40).choose(state)
        second = SearchBot(seed=5, time_limit=None, max_iterations=40).choose(twin)
        assert first == second
        checked += 1
    assert checked
