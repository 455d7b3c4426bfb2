"""Checks every game's practice tests share (tests/games/<id>/test_practice.py import them).

``assert_no_wrong_answer_is_right(ex)``: the exercise takes its right answer and nothing else. The right
answer itself is checked by each game's own test against its independent computation; this one only
asks the exercise about answers that differ from it:

- a choice: each single choice is right only if it alone is the answer; with several right choices
  (``multiple``), the right ones plus a wrong one and the right ones less one are both wrong, and the
  verdict names the wrong choice and the missed one;
- fields: the right fields plus another one (up to ``extra`` of them, each on its own) is wrong and the
  verdict names that field; with several right fields, one left out is wrong and named as missed;
- a number: the numbers next to the right ones are right only if they are right answers too.
"""

from __future__ import annotations

from typing import Any


def _wrong_and_missed(ex: Any, others: list) -> None:
    """The right answers plus each of ``others`` is wrong (and names it); the right ones less one too."""
    answers = sorted(ex.answers)
    for other in others:
        verdict = ex.check(sorted(ex.answers | {other}))
        assert not verdict.right and verdict.wrong == {other}, (ex, other)
    if len(answers) > 1:
        verdict = ex.check(answers[1:])
        assert not verdict.right and verdict.missed == {answers[0]}, ex


def assert_no_wrong_answer_is_right(ex: Any, extra: int = 5) -> None:
    """No answer but the right one is taken as right (see the module docstring)."""
    if ex.kind == "choice":
        for index in range(len(ex.choices)):
            assert ex.check([index]).right == ({index} == ex.answers), (ex, index)
        if ex.multiple:
            _wrong_and_missed(ex, sorted(set(range(len(ex.choices))) - ex.answers)[:extra])
    elif ex.kind == "fields":
        _wrong_and_missed(ex, sorted(set(ex.fields()) - ex.answers)[:extra])
    else:
        for other in (min(ex.answers) - 1, max(ex.answers) + 1):
            assert ex.check(other).right == (other in ex.answers), (ex, other)
