"""A mutation fuzzer for saved games, over every registered game (used by the tests and by
``benchmarks/fuzz.py``).

It takes states from seeded random play (so every phase comes up), changes their JSON the way an
edited or damaged file would (keys deleted, types changed, negative and huge numbers, pieces
duplicated or unknown, long strings, a phase swapped with another state's), and loads the result.
Each mutation must end in one of two ways: a ``RuleViolation`` at load (refused), or a state that
passes the whole invariant suite (``check_loaded``). Anything else — another exception, a load or
check that takes more than a second — is a finding.
"""

from __future__ import annotations

import copy
import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterator

from .core import CHANCE, RuleViolation, State, check_probabilities
from .i18n import LANGUAGES

SLOW = 1.0
"""Seconds after which a load plus its checks counts as slow."""


def sample_states(game, count: int, seed: int = 0, max_plies: int = 400) -> list[State]:
    """``count`` states from seeded random games, spread over each game's length and phases."""
    rng = random.Random(f"fuzz/{game.id}/{seed}")
    states: list[State] = []
    while len(states) < count:
        players = rng.randint(game.min_players, game.max_players)
        options = {name: rng.choice(values) for name, values in game.play_options.items()}
        state = game.new_initial_state(players=players, seed=rng.randrange(10**9), **options)
        keep = {rng.randrange(max_plies) for _ in range(4)} | {0}
        for ply in range(max_plies):
            if ply in keep:
                states.append(state)
            if state.is_terminal():
                states.append(state)
                break
            action = state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions())
            state = state.apply(action)
    return states[:count]


def _paths(value: Any, prefix: tuple = ()) -> Iterator[tuple]:
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, prefix + (index,))


def _get(data: Any, path: tuple) -> Any:
    for part in path:
        data = data[part]
    return data


def _set(data: Any, path: tuple, value: Any) -> Any:
    if not path:
        return value
    _get(data, path[:-1])[path[-1]] = value
    return data


def _other_value(rng: random.Random, current: Any, others: list[Any]) -> Any:
    choices = [
        None,
        True,
        0,
        -1,
        -5,
        1,
        2,
        3,
        7,
        9,
        10**7,
        10**12,
        0.5,
        "",
        "x" * rng.choice((1, 50, 10_000)),
        "\x00\x1b",
        [],
        {},
        [1, 2],
        {"a": 1},
    ]
    if isinstance(current, int) and not isinstance(current, bool):
        choices += [current + 1, current - 1, -current, current * 1000]
    if isinstance(current, str):
        choices += [current.upper(), current + current, current[::-1], list(current)]
    for other in others:
        choices.append(copy.deepcopy(other))
    return rng.choice(choices)


def mutate(data: dict, rng: random.Random, donors: list[dict]) -> dict:
    """One to three random edits of a state's JSON dict (a deep copy is changed and returned)."""
    data = copy.deepcopy(data)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = list(_paths(data))[1:]
        if not paths:
            break
        path = rng.choice(paths)
        parent = _get(data, path[:-1])
        current = parent[path[-1]]
        donor_values = []
        for donor in rng.sample(donors, min(3, len(donors))):
            try:
                donor_values.append(_get(donor, path))
            except (KeyError, IndexError, TypeError):
                pass
        kind = rng.randrange(8)
        if kind == 0:  # delete
            del parent[path[-1]]
        elif kind == 1 and isinstance(current, list) and current:  # duplicate an element
            current.append(copy.deepcopy(rng.choice(current)))
        elif kind == 2 and isinstance(current, list) and current:  # drop an element
            current.pop(rng.randrange(len(current)))
        elif kind == 3 and isinstance(current, dict) and current:  # copy an entry under a new key
            key = rng.choice(list(current))
            for new_key in (key + "x", key.upper(), "z9", "a1", "wolf", "lion"):
                if new_key not in current:
                    current[new_key] = copy.deepcopy(current[key])
                    break
        elif kind == 4 and donor_values:  # another state's value (e.g. a swapped phase)
            parent[path[-1]] = copy.deepcopy(rng.choice(donor_values))
        elif kind == 5 and isinstance(parent, dict):  # an unknown key
            parent[path[-1] + "_"] = copy.deepcopy(current)
        else:
            parent[path[-1]] = _other_value(rng, current, donor_values)
    return data


def check_loaded(state: State, rng: random.Random, plies: int = 3) -> None:
    """Everything a learner or a bot may do with a loaded state; raises AssertionError if it breaks."""
    for lang in LANGUAGES:
        assert isinstance(state.describe(lang), str)
    svg = state.svg()
    assert svg.lstrip().startswith("<") and len(svg) < 2_000_000
    state.facts()
    state.scores()
    text = state.to_json()
    again = state.game.state_from_json(text)
    assert again.to_json() == text, "to_json round trip changed the state"
    for _ in range(plies):
        if state.is_terminal():
            outcome = state.outcome()
            assert outcome is not None and outcome.message("de") and outcome.message("en")
            return
        assert state.outcome() is None
        legal = state.legal_actions()
        assert legal, "a state that is not over has no legal action"
        if state.current_player == CHANCE:
            assert check_probabilities(state.chance_outcomes()), "chance probabilities are not valid"
            action = state.sample_chance(rng)
        else:
            action = rng.choice(legal)
        for lang in LANGUAGES:
            state.action_text(action, lang)
        state = state.apply(action)


@dataclass
class Report:
    """What a fuzzing run found for one game."""

    game: str
    tried: int = 0
    refused: int = 0
    accepted: int = 0
    bare: list[str] = field(default_factory=list)
    slow: list[str] = field(default_factory=list)
    vague: int = 0
    reasons: Counter = field(default_factory=Counter)

    def line(self) -> str:
        return (
            f"{self.game}: {self.tried} mutations, {self.refused} refused, {self.accepted} accepted and valid, "
            f"{len(self.bare)} bare exceptions, {len(self.slow)} slow (> {SLOW:g} s)"
        )


def fuzz(game, mutations: int, seed: int = 0, states: int = 60) -> Report:
    """Run ``mutations`` mutations of ``states`` sampled states of ``game``."""
    rng = random.Random(f"fuzz/{game.id}/{seed}/mutations")
    sample = [json.loads(s.to_json()) for s in sample_states(game, states, seed)]
    report = Report(game.id)
    for number in range(mutations):
        base = rng.choice(sample)
        text = json.dumps(mutate(base, rng, sample), ensure_ascii=False)
        report.tried += 1
        started = time.perf_counter()
        try:
            try:
                state = game.state_from_json(text)
            except RuleViolation as exc:
                report.refused += 1
                report.reasons[exc.text.key] += 1
                for lang in LANGUAGES:
                    message = exc.message(lang)
                    assert message and "Error" not in message and "Traceback" not in message, message
            else:
                check_loaded(state, random.Random(number))
                report.accepted += 1
        except Exception as exc:  # a finding: anything but a refusal or a valid state
            report.bare.append(f"#{number} {type(exc).__name__}: {str(exc)[:200]} | {text[:300]}")
        elapsed = time.perf_counter() - started
        if elapsed > SLOW:
            report.slow.append(f"#{number} {elapsed:.2f} s | {text[:300]}")
    return report
