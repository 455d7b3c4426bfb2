"""One generic test over every registered game: seeded random games and the protocol's invariants."""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

import boardtutor
from boardtutor import CHANCE, TERMINAL, RuleViolation
from boardtutor.core import check_probabilities

GAMES = boardtutor.games()
GAMES_PER_ID = 60
DEEP_CHECK_EVERY = 7  # JSON round trip and an illegal action every few states keeps the run fast


def _random_games(game_id: str, count: int):
    game = boardtutor.load(game_id)
    rng = random.Random(f"protocol/{game_id}")
    for _ in range(count):
        players = rng.randint(game.min_players, game.max_players)
        yield game, game.new_initial_state(players=players, seed=rng.randrange(10**9)), rng


def _an_illegal_action(state, rng):
    """Some action that is legal in another state of this game but not here (or malformed text)."""
    legal = set(map(str, state.legal_actions()))
    for candidate in ("roll", "skip", "stay", "accept", "reroll", "choose strength", "die 6", "b1-b2", "a5-a6"):
        if candidate not in legal:
            return candidate
    return "no such move"


@pytest.mark.parametrize("game_id", GAMES)
def test_random_games_keep_the_protocol(game_id):
    finished = 0
    for game, state, rng in _random_games(game_id, GAMES_PER_ID):
        for ply in range(20_000):
            player = state.current_player
            legal = state.legal_actions()
            if state.is_terminal():
                assert player == TERMINAL and legal == [] and state.outcome() is not None
                assert state.chance_outcomes() == []
                break
            assert legal, f"non-terminal state without legal actions: {state.describe('en')}"
            assert state.outcome() is None
            if player == CHANCE:
                outcomes = state.chance_outcomes()
                assert check_probabilities(outcomes)
                assert [o for o, _ in outcomes] == legal
                action = state.sample_chance(rng)
            else:
                assert 0 <= player < state.num_players
                assert state.chance_outcomes() == []
                action = rng.choice(legal)
            assert game.parse_action(str(action)) == action
            before = state.to_json()
            if ply % DEEP_CHECK_EVERY == 0:
                again = game.state_from_json(before)
                assert again.to_json() == before and again.legal_actions() == legal
                bad = _an_illegal_action(state, rng)
                with pytest.raises(RuleViolation) as info:
                    state.apply(bad)
                de, en = info.value.message("de"), info.value.message("en")
                assert de and en and de != en
                assert state.to_json() == before
            new = state.apply(action)
            assert state.to_json() == before, "apply changed its input"
            assert new.history == state.history + [str(action)]
            state = new
        else:
            pytest.fail(f"{game_id}: a game did not end within 20,000 actions")
        scores = state.scores()
        assert len(scores) == state.num_players
        assert all(isinstance(s, int) for s in scores)
        winners = state.outcome().winners
        if game.cooperative:  # everyone wins together, or nobody does
            assert winners in ((), tuple(range(state.num_players)))
            assert len(set(scores)) == 1
        else:
            assert winners and all(0 <= w < state.num_players for w in winners)
        assert state.outcome().message("de") != state.outcome().message("en")
        finished += 1
    assert finished == GAMES_PER_ID


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_and_actions_give_the_same_game(game_id):
    game = boardtutor.load(game_id)

    chance_seen = []

    def run(seed):
        rng = random.Random(99)
        state = game.new_initial_state(players=game.min_players, seed=seed)
        while not state.is_terminal():
            chance_seen.append(state.is_chance_node())
            state = state.apply(state.sample_chance() if state.is_chance_node() else rng.choice(state.legal_actions()))
        return state.history

    assert run(11) == run(11)
    if any(chance_seen):
        assert run(11) != run(12)
    else:  # a game without dice or draws: the seed changes nothing, the same choices give the same game
        assert run(11) == run(12)


@pytest.mark.parametrize("game_id", GAMES)
def test_state_json_is_plain_json(game_id):
    game = boardtutor.load(game_id)
    state = game.new_initial_state(players=game.max_players, seed=3)
    data = json.loads(state.to_json())
    assert data["game"] == game_id
    assert game.state_from_json(state.to_json()) == state


@pytest.mark.parametrize("game_id", GAMES)
def test_game_metadata(game_id):
    game = boardtutor.load(game_id)
    assert game.id == game_id
    assert game.title("de") and game.title("en")
    assert 1 <= game.min_players <= game.max_players
    for players in (game.min_players - 1, game.max_players + 1, "two", True):
        with pytest.raises(RuleViolation):
            game.new_initial_state(players=players)


@pytest.mark.parametrize("game_id", GAMES)
def test_damaged_state_json_is_a_rule_violation_not_a_crash(game_id):
    """Any one field of a mid-game state replaced by junk: the state loads, or a bilingual RuleViolation
    says the JSON is bad – never another exception."""
    game = boardtutor.load(game_id)
    rng = random.Random(f"damaged/{game_id}")
    state = game.new_initial_state(players=max(2, game.min_players), seed=4)
    for _ in range(40):
        if state.is_terminal():
            break
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    good = json.loads(state.to_json())
    junk = [[], {}, 5, -1, "x", None, True, [1], [[1]], {"a": 1}, {"b1": [0, "wolf"]}, ["b1"]]
    refused = set()
    for key in set(good) - {"game"}:
        for bad in junk:
            try:
                game.state_from_json(json.dumps({**good, key: bad}))
            except RuleViolation as exc:
                assert exc.message("de") != exc.message("en")
                refused.add(key)
    assert {"names", "seed", "history"} <= refused


@pytest.mark.parametrize("bad", ["{", "[]", '{"game": "chess"}', 42, None])
def test_bad_json_is_a_rule_violation(bad):
    game = boardtutor.load(GAMES[0])
    with pytest.raises(RuleViolation) as info:
        game.state_from_json(bad)
    assert info.value.message("de") != info.value.message("en")


def test_unknown_game_and_bad_action_type():
    with pytest.raises(RuleViolation) as info:
        boardtutor.load("chess")
    assert "woodwalkers" in info.value.message("en")
    state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=1)
    for bad in (42, None, ["roll"]):
        with pytest.raises(RuleViolation):
            state.apply(bad)


def test_chance_sampling_follows_the_probabilities():
    state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=1)
    outcomes = dict(state.chance_outcomes())
    rng = random.Random(5)
    draws = [state.sample_chance(rng) for _ in range(4000)]
    for outcome, probability in outcomes.items():
        share = Fraction(draws.count(outcome), len(draws))
        assert abs(float(share - probability)) < 0.03
