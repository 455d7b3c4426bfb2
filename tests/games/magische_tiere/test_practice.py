"""Dino game exercises (boardtutor/games/magische_tiere/practice.py): each right answer checked against a
computation written here (the rows' numbers from data.json, a play-out loop of this test, legal actions
and what applying an action does), no wrong choice right as well, the position through the save gate,
both languages rendered."""

from __future__ import annotations

import itertools
import random

import pytest

import boardtutor
from boardtutor import practice
from boardtutor.core import RuleViolation

boardtutor.games()  # every game's catalogs in their usual order (the rendered-messages test compares that order)

from boardtutor.games.magische_tiere.rules import DATA, MagicAction as A, field_name  # noqa: E402
from practice_checks import assert_no_wrong_answer_is_right  # tests/practice_checks.py

GAME = boardtutor.load("magische_tiere")
SYMBOLS = tuple(DATA["symbols"])
CHILDREN = tuple(DATA["children"])
TILES = DATA["track"]["path_tiles"]
PURPLE = DATA["track"]["purple_fields"]
GOAL = PURPLE + TILES + 1
DRAWS = 500


def _value(state, row: str) -> int:
    dice = len(state.tray[row])
    return DATA["rows"][row][dice - 1] if dice else 0


def _walkable(state, position: int) -> bool:
    return position <= PURPLE or position >= GOAL or position - PURPLE <= state.lit


def _play_out(state, stop: bool = False):
    """The rows act with no card used: every chance event its first outcome, "go" when asked (``stop``:
    the children take no step)."""
    turns, caught = state.turns, []
    while state.turns == turns and state.phase not in ("end", "distracted"):
        if state.is_chance_node():
            assert state.phase == "draw", state.phase
            state = state.apply(state.chance_outcomes()[0][0])
        elif stop and state.phase == "steps":
            state = state.apply(A("stop"))
        else:
            assert state.phase == "ready", state.phase
            state = state.apply(A("go"))
        caught += [c for e in state.events if e["type"] == "caught" for c in e["children"]]
    return state, caught


def _action_named(state, text: str, candidates):
    found = [a for a in candidates if state.action_text(a, "en") == text]
    assert found, text
    return found[0]


def _tries(state):
    """Actions a learner might try (this test's own list)."""
    out = list(state.legal_actions())
    faces = ("card", "light", "shoe", "cap", "ida")
    out += [A.parse("place " + " ".join(combo)) for n in (1, 2) for combo in itertools.combinations_with_replacement(faces, n)]
    out += [A.parse(f"place {f} {f} {f}") for f in faces]
    out += [A.parse(f"place white:{row}") for row in SYMBOLS] + [A("reroll")]
    out += [A("step", (c,)) for c in CHILDREN] + [A("use", (k,)) for k in DATA["cards"]]
    out += [A("turn", (f"{f}>{t}",)) for f in faces for t in faces if f != t]
    return out


def _ending(state) -> int:
    if state.phase == "distracted":
        state = state.apply(A("finish"))
    return ["goes_on", "win", "narrow", "loss"].index(state.ending) if state.phase == "end" else 0


def expected(ex):
    """The right answers, computed here."""
    s, q = ex.state, ex.question.key.rsplit(".", 2)[-2]
    p = ex.question.params
    if q == "start_fields":
        which = ex.question.key.rsplit("_", 1)[-1]
        return {"p0", "r1"} if which == "both" else {"p0"} if which == "children" else {"r1"}
    if q == "covered_start":
        return {SYMBOLS.index("ida")}
    if q == "dark_start":
        return {TILES}
    if q == "pile_start":
        return {sum(DATA["cards"].values())}
    if q == "first":
        return {0}
    if q == "dice_rolled":
        return {DATA["blue_dice"] + int(s.white_owned)}
    if q == "allowed":
        legal = {s.action_text(a, "en") for a in s.legal_actions()}
        texts = [c.render("en") for c in ex.choices]
        tries = _tries(s)
        cited = [_cite(s, _action_named(s, t, tries)) for t in texts if t not in legal]
        assert ex.rule in cited, (ex.rule, cited)
        return {i for i, t in enumerate(texts) if t in legal}
    if q in ("reroll_count", "next", "white", "last"):
        action = _action_named(s, p["action"].render("en"), s.legal_actions())
        after = s.apply(action)
        if q == "reroll_count":
            assert after.is_chance_node()
            return {len(after.chance_outcomes()[0][0].args) + int(after.loose_white) if after.phase == "roll" else 1}
        if q == "next":
            return {0 if after.is_chance_node() else 1}
        if q == "white":
            return {0 if after.white_owned and not s.white_owned else 1}
        return {_ending(after)}
    if q == "row_count":
        return {_value(s, p["row"].key.rsplit(".", 1)[-1])}
    if q == "first_row":
        rows = [c.params["row"].key.rsplit(".", 1)[-1] for c in ex.choices]
        return {rows.index(min(rows, key=SYMBOLS.index))}
    if q == "next_player":
        return {(s.turn + 1) % len(s.names)}
    if q == "cards_after":
        return {len(s.hand) + min(_value(s, "card"), sum(s.deck.values()))}
    if q == "lit_after":
        assert _play_out(s, stop=True)[0].lit == min(TILES, s.lit + _value(s, "light"))
        return {min(TILES, s.lit + _value(s, "light"))}
    if q == "card_gone":
        return {len(s.hand) - 1}
    if q == "keep":
        try:
            s.apply(A("use", (p["card"].key.rsplit(".", 1)[-1],)))
        except RuleViolation:
            return {1}
        return {0}
    if q == "walkers":
        return {field_name(s.children[c]) for c in CHILDREN
                if c not in s.caught and s.children[c] < GOAL and _walkable(s, s.children[c] + 1)}
    if q == "watchman_rests":
        after, _ = _play_out(s.apply(A("use", ("watchman_rests",))), stop=True)
        assert after.watchman == s.watchman
        return {field_name(after.watchman, "red")}
    if "card" in p:
        kind = p["card"].key.rsplit(".", 1)[-1]
        after = s.apply(A("use", (kind,)))
        assert after.hand.count(kind) == s.hand.count(kind) - 1
        if q == "ida_after":
            assert after.ida == s.ida + 1
            return {field_name(after.ida, "orange")}
        if q == "back_card":
            assert after.watchman == s.watchman - 1
            return {field_name(after.watchman, "red")}
        if q == "light_card":
            return {min(TILES, s.lit + {"light_one": 1, "light_two": 2}[kind])}
        return {s.steps_left + {"steps_two": 2, "steps_three": 3}[kind]}
    if q == "ida_after":  # the children's steps cannot change where Ida stands: they stand still here
        return {field_name(_play_out(s, stop=True)[0].ida, "orange")}
    after, caught = _play_out(s)
    if q == "covered_after":
        return {SYMBOLS.index(r) for r in after.covered} or {len(SYMBOLS)}
    if q == "watchman_after":
        return {field_name(after.watchman, "red")}
    if q == "caught":
        return {CHILDREN.index(c) for c in caught} or {len(CHILDREN)}
    if q == "ending":
        return {_ending(after)}
    raise AssertionError(f"no check for {ex.question.key}")


def _cite(state, action):
    try:
        state.apply(action)
    except RuleViolation as exc:
        return exc.rule.section if exc.rule else None
    return "allowed"


def _draw_all():
    out = []
    gens = practice.generators("magische_tiere")
    for gen in gens:
        rng = random.Random(f"test/{gen.name}")
        out += [gen.draw(rng) for _ in range(-(-DRAWS // len(gens)))]
    return out


@pytest.fixture(scope="module")
def drawn():
    out = _draw_all()
    assert len(out) >= DRAWS
    return out


def test_many_exercises_are_right(drawn):
    for ex in drawn:
        assert set(ex.answers) == expected(ex), (ex, ex.question.key)
        assert ex.check(sorted(ex.answers) if ex.kind != "number" else next(iter(ex.answers))).right
        assert_no_wrong_answer_is_right(ex)


def test_positions_pass_the_save_gate_and_render(drawn):
    for ex in drawn:
        again = GAME.state_from_json(ex.state.to_json())
        assert again.to_dict() == ex.state.to_dict()
        for lang in ("de", "en"):
            for text in (ex.question, ex.explanation, *ex.choices):
                rendered = text.render(lang)
                assert rendered and "{" not in rendered and "magische_tiere" not in rendered, rendered


def test_coverage_and_variety(drawn):
    rules = {p.id for p in boardtutor.rulebook("magische_tiere") if p.kind == "rule"}
    assert len(set(practice.practice_rules("magische_tiere")) & rules) >= 0.9 * len(rules)
    by_rule: dict[str, set] = {}
    for ex in drawn:
        by_rule.setdefault(ex.rule, set()).add(ex.key)
    # the set-up questions ask about the one position every game starts from; the others vary
    few = {r: len(k) for r, k in by_rule.items() if len(k) < 3 and not r.startswith("setup.")}
    assert not few, few


def test_bad_answers_change_nothing(drawn):
    for ex in drawn[:40]:
        before = ex.state.to_dict()
        for bad in (None, {"a": 1}, "zz99", 2.5):
            with pytest.raises(RuleViolation):
                ex.check(bad)
        assert ex.state.to_dict() == before
