"""The practice framework (boardtutor.practice): seeded exercises, real positions that pass the save
gate, answers read strictly, and every registered generator's answers accepted and its wrong answers
refused. The games' own tests check each right answer against an independent computation."""

from __future__ import annotations

import itertools

import pytest

import boardtutor
from boardtutor import RuleViolation, practice
from boardtutor.i18n import LANGUAGES
from boardtutor.rulebook import rulebook

GAMES = [g for g in boardtutor.games() if practice.practice_rules(g)]


def test_exercises_are_seeded():
    for game_id in GAMES:
        one = [e.key for e in itertools.islice(boardtutor.exercises(game_id, seed=3), 12)]
        two = [e.key for e in itertools.islice(boardtutor.exercises(game_id, seed=3), 12)]
        other = [e.key for e in itertools.islice(boardtutor.exercises(game_id, seed=4), 12)]
        assert one == two
        assert one != other


@pytest.mark.parametrize("game_id", GAMES)
def test_each_generator_makes_sound_exercises(game_id):
    rules = rulebook(game_id)
    for rule in practice.practice_rules(game_id):
        assert rules.get(rule).kind == "rule"
        for ex in itertools.islice(boardtutor.exercises(game_id, rule=rule, seed=11), 3):
            assert (ex.game_id, ex.rule) == (game_id, rule)
            # a real position: the save gate gives it back unchanged
            again = ex.state.game.state_from_json(ex.state.to_json())
            assert again.to_dict() == ex.state.to_dict()
            assert again.legal_actions() == ex.state.legal_actions()
            for lang in LANGUAGES:
                assert ex.question.render(lang) and ex.explanation.render(lang)
                assert ex.cite(lang) in ex.explanation.render(lang)
                assert all(choice.render(lang) for choice in ex.choices)
            assert set(ex.highlight) <= set(ex.fields())
            if ex.walkthrough is not None:
                assert ex.walkthrough in rules.get(rule).steps
            right = sorted(ex.answers) if ex.kind != "number" else min(ex.answers)
            if ex.kind == "choice" and not ex.multiple:
                right = min(ex.answers)
            verdict = ex.check(right)
            assert verdict.right and not verdict.wrong and not verdict.missed
            assert verdict.render("en").startswith("Right!") and verdict.render("de").startswith("Richtig!")


def test_practice_rules_are_in_rulebook_order():
    for game_id in GAMES:
        order = [p.id for p in rulebook(game_id)]
        listed = practice.practice_rules(game_id)
        assert listed == sorted(listed, key=order.index)


def _one(kind):
    for game_id in GAMES:
        for rule in practice.practice_rules(game_id):
            if practice.generators(game_id, rule)[0].kind == kind:
                return next(boardtutor.exercises(game_id, rule=rule, seed=5))
    pytest.skip(f"no generator of kind {kind} yet")


@pytest.mark.parametrize("answer", [None, {}, {"a": 1}, b"b2", 3.5, "z99", "", [], ["b2", None], 7, True, "<script>", "x" * 5000])
def test_hostile_field_answers_are_refused_in_words(answer):
    ex = _one("fields")
    before = (ex.key, ex.answers, ex.state.to_json())
    with pytest.raises(RuleViolation) as info:
        ex.check(answer)
    for lang in LANGUAGES:
        text = info.value.message(lang)
        assert text and "Traceback" not in text and len(text) < 200
    assert (ex.key, ex.answers, ex.state.to_json()) == before


def test_wrong_fields_say_what_the_rule_says():
    ex = _one("fields")
    other = sorted(set(ex.fields()) - ex.answers)[0]
    verdict = ex.check(other)
    assert not verdict.right and verdict.wrong == {other} and verdict.missed == ex.answers
    summary = rulebook(ex.game_id).get(ex.rule).summary("en")
    assert summary in verdict.render("en") and ex.cite("en") in verdict.render("en")
    assert rulebook(ex.game_id).get(ex.rule).summary("de") in verdict.render("de")


def test_numbers_and_choices_are_read_strictly():
    ex = _one("number")
    right = min(ex.answers)
    assert ex.check(str(right)).right and ex.check(f" {right} ").right
    for bad in ("abc", "3.5", None, [], {}, 2.0, True, "1e9", 10**9):
        with pytest.raises(RuleViolation):
            ex.check(bad)


def test_choices_are_read_strictly():
    ex = _one("choice")
    for bad in (-1, len(ex.choices), "0", None, 1.0, True, {}, ["x"]):
        with pytest.raises(RuleViolation):
            ex.check(bad)


def test_unknown_games_and_rules_are_refused_in_words():
    with pytest.raises(RuleViolation):
        boardtutor.exercises("chess")
    with pytest.raises(RuleViolation) as info:
        boardtutor.exercises("woodwalkers", rule="move.fly")
    assert "move.fly" in info.value.message("en")
    with pytest.raises(RuleViolation):
        boardtutor.exercises("woodwalkers", seed=-1)


def test_the_game_packages_do_not_import_practice():
    import subprocess
    import sys

    code = "import sys, boardtutor; boardtutor.load('woodwalkers'); print(any(m.endswith('.practice') and m != 'boardtutor.practice' for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert out == "False"


def _coverage_tool():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "tools" / "practice_coverage.py"
    spec = importlib.util.spec_from_file_location("practice_coverage", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_coverage_counts_rules_and_their_reasons(monkeypatch, capsys):
    tool = _coverage_tool()
    for game_id in GAMES:
        report = tool.coverage(game_id)
        rules = [p.id for p in rulebook(game_id) if p.kind == "rule"]
        assert report["covered"] == [r for r in rules if r in practice.practice_rules(game_id)]
        assert not report["problems"] and report["percent"] >= tool.GOAL
        for paragraph_id in report["missing"]:
            assert set(report["reasons"][paragraph_id]) == {"de", "en"}
    # a rule that loses its generator and has no reason is reported, and the tool fails
    game_id = GAMES[0]
    dropped = practice.practice_rules(game_id)[0]
    original = practice.practice_rules
    monkeypatch.setattr(practice, "practice_rules", lambda g: [r for r in original(g) if r != dropped])
    assert tool.main(["--games", game_id]) == 1
    assert f"{dropped}: no generator and no reason" in capsys.readouterr().out
