"""The learner model (boardtutor.progress): Leitner boxes, mastery on three different positions in a row,
what comes back first, the progress code and the class overview."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.i18n import LANGUAGES
from boardtutor.progress import Progress

GAME = "woodwalkers"
RULES = boardtutor.practice_rules(GAME)


def answer(progress, rule, key, right):
    return progress.record(SimpleNamespace(game_id=GAME, rule=rule, key=key), right)


def test_three_right_on_different_positions_in_a_row_master_a_rule():
    progress = Progress()
    rule = RULES[0]
    for key in ("a", "a", "a"):  # the same position three times is one position
        answer(progress, rule, key, True)
    assert not progress.mastered(GAME, rule) and progress.stars(GAME, rule) == 1
    answer(progress, rule, "b", True)
    answer(progress, rule, "c", False)  # a wrong answer starts the row again
    assert progress.stars(GAME, rule) == 0 and progress.get(GAME, rule).box == 1
    for key in ("d", "e"):
        answer(progress, rule, key, True)
    assert not progress.mastered(GAME, rule) and progress.stars(GAME, rule) == 2
    answer(progress, rule, "f", True)
    assert progress.mastered(GAME, rule) and progress.stars(GAME, rule) == 3
    answer(progress, rule, "g", False)  # mastered stays mastered, but the rule drops back to box 1
    assert progress.mastered(GAME, rule) and progress.get(GAME, rule).box == 1
    assert progress.share(GAME) == pytest.approx(1 / len(RULES))


def test_weak_rules_come_first_then_unseen_then_mastered():
    progress = Progress()
    strong, weak = RULES[0], RULES[1]
    for key in "xyz":
        answer(progress, strong, key, True)
    answer(progress, weak, "k", False)
    # the rule just answered waits one exercise: the first rule never practised comes first
    assert progress.next_rule(GAME) == RULES[2]
    answer(progress, RULES[2], "a", True)  # practised once, not mastered: weak as well
    assert progress.next_rule(GAME) == weak  # the weak rules first, the lower box first
    answer(progress, weak, "l", True)
    answer(progress, weak, "m", True)
    answer(progress, weak, "n", True)
    assert progress.next_rule(GAME) == RULES[2]  # the one weak rule left
    for index, rule in enumerate(RULES[2:]):
        for key in "pqr":
            answer(progress, rule, f"{key}{index}", True)
    # all mastered: the lowest box, practised longest ago
    assert progress.next_rule(GAME) == strong
    answer(progress, RULES[5], "w", False)
    answer(progress, RULES[6], "w", True)
    assert progress.next_rule(GAME) == RULES[5]


def test_the_progress_code_round_trips():
    rng = random.Random(7)
    for trial in range(30):
        progress = Progress(name=rng.choice(["", "Ada", "Jürgen Groß", "李"]))
        for _ in range(rng.randrange(0, 120)):
            answer(progress, rng.choice(RULES), str(rng.randrange(6)), rng.random() < 0.7)
        again = Progress.from_code(progress.code())
        assert again.name == progress.name
        for rule in RULES:
            mine, theirs = progress.get(GAME, rule), again.get(GAME, rule)
            assert (mine.box, min(mine.streak, 2), mine.mastered) == (theirs.box, theirs.streak, theirs.mastered)
        assert again.code() == progress.code()
        assert len(progress.code()) < 140


@pytest.mark.parametrize("bad", [None, 12, "", "hello", "BT1..", "BT2.abc.00000", "BT1.!!!.00000", "x" * 5000, {"code": 1}])
def test_damaged_codes_are_refused_in_words(bad):
    with pytest.raises(RuleViolation) as info:
        Progress.from_code(bad)
    for lang in LANGUAGES:
        assert info.value.message(lang)


def test_a_typo_in_a_code_is_found():
    progress = Progress(name="Ada")
    for key in "abc":
        answer(progress, RULES[3], key, True)
    code = progress.code()
    payload = code.split(".")[1]
    for position in range(len(payload)):
        changed = payload[:position] + ("A" if payload[position] != "A" else "B") + payload[position + 1:]
        with pytest.raises(RuleViolation):
            Progress.from_code(f"BT1.{changed}.{code.split('.')[2]}")
    assert Progress.from_code(f"  {code[:20]}\n{code[20:]} ").mastered(GAME, RULES[3])  # copied with line breaks


def test_reset_forgets():
    progress = Progress()
    answer(progress, RULES[0], "a", True)
    progress.reset(GAME)
    assert progress.get(GAME, RULES[0]).box == 0 and progress.code() == Progress().code()


def test_class_progress_counts_who_mastered_what():
    rng = random.Random(3)
    pupils = []
    for number in range(5):
        progress = Progress(name=f"P{number}")
        for rule in rng.sample(RULES, 10):
            for key in "abc"[: rng.randint(1, 3)]:
                answer(progress, rule, key, True)
        pupils.append(progress)
    codes = [p.code() for p in pupils] + ["not a code"]
    overview = boardtutor.class_progress("\n".join(codes), lang="en")
    assert len(overview.refused) == 1 and overview.refused[0].startswith("Code 6")
    assert len(overview.table) == len(pupils) * len(RULES)
    mastered = dict(zip(overview.summary["Rule"], overview.summary["Mastered"]))
    rules = boardtutor.rulebook(GAME)
    for rule in RULES:
        assert mastered[rules.get(rule).summary("en")] == sum(p.mastered(GAME, rule) for p in pupils)
    stars = overview.table.groupby("Pupil")["Stars"].sum()
    assert all(stars[p.name] == sum(p.stars(GAME, r) for r in RULES) for p in pupils)
    (ax,) = overview.figure.axes
    assert [round(bar.get_width()) for bar in ax.patches] == list(overview.summary["Mastered"])
    with pytest.raises(RuleViolation):
        boardtutor.class_progress(42)
