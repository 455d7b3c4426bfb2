"""Saved games and everything else that enters from outside, over every registered game.

The text guard (size, depth, numbers, duplicate keys), the one validation gate
(``Game.state_from_dict``), seeds, names and Action objects, saved games with their moves, the
published JSON Schema, and the mutation fuzzer (``boardtutor.fuzzing``; longer runs:
``benchmarks/fuzz.py``).
"""

from __future__ import annotations

import json
import random
import signal
from dataclasses import dataclass
from pathlib import Path

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.core import Action
from boardtutor.fuzzing import check_loaded, fuzz, sample_states
from boardtutor.savegame import MAX_NAME, SAVE_VERSION, read_game, read_json, save_game

GAMES = boardtutor.games()
FUZZ_MUTATIONS = 250


def _bilingual(exc: RuleViolation) -> None:
    de, en = exc.message("de"), exc.message("en")
    assert de and en and de != en
    for text in (de, en):
        assert "Error" not in text and "Traceback" not in text and "object" not in text, text


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"a": Infinity}',
        '{"a": NaN}',
        '{"a": -Infinity}',
        '{"a": 1e999}',
        '{"a": ' + "9" * 5000 + "}",
        '{"a": 1, "a": 2}',
        "x" * 3_000_000,
        "",
        "   ",
        "{",
        b"\xff\xfe",
        None,
        42,
    ],
    ids=["deep", "inf", "nan", "-inf", "1e999", "5000 digits", "duplicate", "huge", "empty", "blank", "broken", "bytes", "none", "int"],
)
def test_the_text_guard_refuses_in_words(text):
    with pytest.raises(RuleViolation) as info:
        read_json(text)
    _bilingual(info.value)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_position_round_trips_with_its_version(game_id):
    game = boardtutor.load(game_id)
    for state in sample_states(game, 12, seed=1):
        data = json.loads(state.to_json())
        assert data["game"] == game_id and data["version"] == SAVE_VERSION
        assert game.state_from_json(state.to_json()) == state
        for version in (None, 0, SAVE_VERSION + 1, "1"):
            with pytest.raises(RuleViolation) as info:
                game.state_from_json(json.dumps({**data, "version": version}))
            _bilingual(info.value)


@pytest.mark.parametrize("game_id", GAMES)
def test_seeds_names_and_player_counts_are_checked(game_id):
    game = boardtutor.load(game_id)
    players = max(2, game.min_players)
    for seed in ("abc", -1, 2**64, 1.5, True, [1]):
        with pytest.raises(RuleViolation) as info:
            game.new_initial_state(players=players, seed=seed)
        _bilingual(info.value)
    bad_names = ["A\x00", "B\x1b[31m", "x" * (MAX_NAME + 1), 7, None]
    for bad in bad_names:
        with pytest.raises(RuleViolation) as info:
            game.new_initial_state(players=[bad] + ["Ann"] * (players - 1), seed=1)
        _bilingual(info.value)
    with pytest.raises(RuleViolation):
        game.new_initial_state(players="AB", seed=1)  # a string is not a list of two names
    state = game.new_initial_state(players=["Ann", "Ben", "Cem", "Dan"][:players], seed=1)
    data = json.loads(state.to_json())
    for bad in ("AB", ["A\x00"] * players, ["x" * 5000] * players, [], ["A"] * 9):
        with pytest.raises(RuleViolation) as info:
            game.state_from_json(json.dumps({**data, "names": bad}))
        _bilingual(info.value)


@dataclass(frozen=True)
class _Odd:
    text: str = "odd"

    def __str__(self):
        return self.text


@pytest.mark.parametrize("game_id", GAMES)
def test_action_objects_of_the_wrong_shape_are_refused_like_bad_notation(game_id):
    game = boardtutor.load(game_id)
    for state in sample_states(game, 8, seed=2):
        if state.is_terminal():
            continue
        legal = state.legal_actions()[0]
        odd = [
            Action("move", ([1], {"a": 2})),
            Action(legal.kind, ("x" * 500,)),
            Action(legal.kind, legal.args + (None,)),
            type(legal)(legal.kind, tuple(_Odd() for _ in legal.args) or (_Odd(),)),
            type(legal)("no such kind", ()),
            Action("zz", ()),
        ]
        for action in odd:
            with pytest.raises(RuleViolation) as info:
                state.apply(action)
            _bilingual(info.value)
        assert state.apply(legal) is not None
        # a core Action is read by its text, like every input: written as the legal move, it is that move
        kind, *args = str(legal).split(" ")
        assert state.apply(Action(kind, tuple(args))) == state.apply(legal)
        assert state.action_text(Action(kind, tuple(args)), "en") == state.action_text(legal, "en")


@pytest.mark.parametrize("game_id", GAMES)
def test_saved_games_replay_their_moves_through_the_engine(game_id):
    game = boardtutor.load(game_id)
    rng = random.Random(game_id)
    start = game.new_initial_state(players=game.max_players, seed=5, **{k: v[-1] for k, v in game.play_options.items()})
    state = start
    for _ in range(30):
        if state.is_terminal():
            break
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    text = save_game(state, start)
    saved = read_game(text)
    assert saved.game is game and saved.start == start and saved.final == state
    assert len(saved.states) == len(saved.moves) + 1 == len(state.history) - len(start.history) + 1
    data = json.loads(text)
    # a move that the rules do not allow there is refused, naming the move
    for number in range(min(3, len(data["moves"]))):
        bad = {**data, "moves": data["moves"][:number] + ["no such move"] + data["moves"][number + 1 :]}
        with pytest.raises(RuleViolation) as info:
            read_game(json.dumps(bad))
        _bilingual(info.value)
        assert str(number + 1) in info.value.message("en")
    for bad in ({**data, "moves": "roll"}, {**data, "version": 99}, {**data, "game": "chess"}, {**data, "extra": 1}):
        with pytest.raises(RuleViolation) as info:
            read_game(json.dumps(bad))
        _bilingual(info.value)
    # a bare position (State.to_json) reads as a game without moves
    single = read_game(state.to_json())
    assert single.final == state and single.moves == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_published_json_schema_is_generated_from_the_model(game_id):
    game = boardtutor.load(game_id)
    assert game.save_model is not None, f"{game_id} has no pydantic model (games/{game_id}/save.py: Save)"
    path = Path(boardtutor.__file__).parent / "games" / game_id / "save.schema.json"
    assert path.exists(), "run tools/save_schemas.py"
    assert json.loads(path.read_text(encoding="utf-8")) == game.save_schema(), "run tools/save_schemas.py"


class _Hang(Exception):
    pass


@pytest.mark.parametrize("game_id", GAMES)
def test_mutated_saves_are_refused_in_words_or_load_as_valid_states(game_id):
    """The mutation fuzzer: every edited save is a RuleViolation at load, or a state that passes the
    whole invariant suite (legal actions or valid chance, describe, svg, facts, outcome, round trip,
    a few plies of play). A hang guard stops a single case after 10 s (the 1-s goal is measured by
    benchmarks/fuzz.py)."""

    def alarm(signum, frame):
        raise _Hang()

    game = boardtutor.load(game_id)
    old = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(600)
    try:
        report = fuzz(game, FUZZ_MUTATIONS, seed=0, states=40)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert not report.bare, "\n".join(report.bare[:5])
    assert report.refused > FUZZ_MUTATIONS // 2, report.line()
    assert report.reasons.get("core.error.bad_json", 0) == 0, "refusals should name what is wrong"


@pytest.mark.parametrize("game_id", GAMES)
def test_sampled_states_pass_the_invariant_suite(game_id):
    game = boardtutor.load(game_id)
    for number, state in enumerate(sample_states(game, 20, seed=3)):
        check_loaded(game.state_from_json(state.to_json()), random.Random(number))


@pytest.mark.parametrize("game_id", GAMES)
def test_options_are_checked(game_id):
    game = boardtutor.load(game_id)
    players = max(2, game.min_players)
    for name in [*game.play_options, "nonsense"]:
        for bad in (5, None, "x", [1], {"a": 1}):
            with pytest.raises(RuleViolation) as info:
                game.new_initial_state(players=players, seed=1, **{name: bad})
            _bilingual(info.value)
    with pytest.raises(RuleViolation):
        game.new_initial_state(players, 1, "extra")
