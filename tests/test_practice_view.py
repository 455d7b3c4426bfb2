"""PracticeView without a browser: answering by clicks, choices and typed numbers, feedback (right: why;
wrong: the rule and a second try; wrong again: the answer on the board), the example, and the progress
kept in the browser (restore, code, reset). A recording comm stands in for the front end."""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.progress import Progress
from boardtutor.widgets import PracticeView

pytestmark = pytest.mark.usefixtures("recording_comm")


def from_browser(widget, **intent):
    intent.setdefault("version", widget.version)
    widget.set_state({"intent": intent})


def wrong_field(exercise):
    return sorted(set(exercise.fields()) - exercise.answers)[0]


def test_fields_are_marked_by_clicks_and_checked():
    view = PracticeView("woodwalkers", rule="move.die_max", seed=2)
    exercise = view.exercise
    assert view.view["clickable"] and set(view.view["clickable"]) == set(exercise.fields())
    for field in sorted(exercise.answers):
        from_browser(view, type="field", field=field)
    assert view.view["targets"] == sorted(exercise.answers)  # the marks are drawn on the board
    from_browser(view, type="button", id="practice:check")
    assert view.done and view.feedback.right and view.view["message"]["kind"] == "success"
    assert exercise.explanation.render(view.lang) in view.view["message"]["text"]
    assert view.view["citation"] == exercise.cite(view.lang) and view.view["clickable"] == []
    assert view.progress.stars("woodwalkers", "move.die_max") == 1
    from_browser(view, type="button", id="practice:next")
    assert view.exercise is not exercise and not view.done


def test_wrong_twice_shows_the_rule_then_the_answer_on_the_board():
    view = PracticeView("woodwalkers", rule="move.die_max", seed=3)
    exercise = view.exercise
    summary = boardtutor.rulebook("woodwalkers").get("move.die_max").summary("de")
    from_browser(view, type="field", field=wrong_field(exercise))
    from_browser(view, type="button", id="practice:check")
    assert not view.done and view.tries == 1 and summary in view.view["message"]["text"]
    assert view.view["targets"] == []  # a second try on a clean board
    from_browser(view, type="field", field=wrong_field(exercise))
    from_browser(view, type="button", id="practice:check")
    assert view.done and view.revealed
    assert view.view["targets"] == sorted(exercise.answers)
    assert exercise.answer_text("de") in view.view["message"]["text"]
    entry = view.progress.get("woodwalkers", "move.die_max")
    assert entry.box == 1 and entry.streak == 0  # counted once, as wrong
    from_browser(view, type="button", id="practice:check")  # nothing more to check
    assert view.view["message"]["kind"] == "error"


def test_choices_and_numbers_answer_through_the_browser():
    view = PracticeView("woodwalkers", rule="duel.total", seed=1)
    view.switch_language("en")
    exercise = view.exercise
    (right,) = exercise.answers
    labels = [b["label"] for b in view.view["buttons"] if b["group"] == "choices"]
    assert labels == [c.render("en") for c in exercise.choices]
    from_browser(view, type="button", id=f"choice:{right}")
    assert view.feedback.right
    number = PracticeView("woodwalkers", rule="duel.winner", seed=1)
    assert number.view["number"]["label"]
    from_browser(number, type="number", text="seven")
    assert number.view["message"]["kind"] == "error" and not number.done and number.tries == 0
    from_browser(number, type="number", text=str(min(number.exercise.answers)))
    assert number.feedback.right


def test_several_choices_are_ticked_then_checked():
    view = PracticeView("woodwalkers", rule="round.choose", seed=4)
    exercise = view.exercise
    assert exercise.multiple
    for index in sorted(exercise.answers):
        from_browser(view, type="button", id=f"choice:{index}")
    assert view.selected == exercise.answers and not view.done
    from_browser(view, type="button", id="practice:check")
    assert view.feedback.right


@pytest.mark.parametrize("intent", [
    {"type": "field", "field": "z9"}, {"type": "field", "field": None}, {"type": "number", "text": "5"},
    {"type": "button", "id": "choice:99"}, {"type": "button", "id": "practice:nope"}, {"type": "restore", "text": 5},
])
def test_hostile_intents_change_nothing(intent):
    view = PracticeView("woodwalkers", rule="move.die_max", seed=5)
    before = (view.exercise.key, set(view.selected), view.progress.code())
    from_browser(view, **intent)
    assert view.view["message"]["kind"] == "error" and view.view["message"]["text"]
    assert (view.exercise.key, set(view.selected), view.progress.code()) == before


def test_progress_kept_in_the_browser_comes_back():
    first = PracticeView("woodwalkers", rule="move.die_max", seed=6)
    first.answer(sorted(first.exercise.answers))
    stored = first.view["storage"]
    assert stored["key"] and Progress.from_code(stored["code"]).stars("woodwalkers", "move.die_max") == 1
    again = PracticeView("woodwalkers", seed=7)  # after a reload: a new view, a fresh kernel
    assert again.progress.stars("woodwalkers", "move.die_max") == 0
    from_browser(again, type="restore", text=stored["code"])
    assert again.progress.stars("woodwalkers", "move.die_max") == 1
    assert again.view["storage"]["code"] == stored["code"]
    from_browser(again, type="restore", text="garbage")  # unreadable storage: the progress here stays
    assert again.progress.stars("woodwalkers", "move.die_max") == 1


def test_the_kept_progress_arriving_between_clicks_does_not_make_a_click_stale():
    """The browser sends what it kept whenever another view wrote progress, also just before the learner's
    click reaches Python: the restore is never stale, keeps the version, and the click still counts."""
    other = PracticeView("woodwalkers", rule="move.die_max", seed=6)
    other.answer(sorted(other.exercise.answers))
    view = PracticeView("woodwalkers", rule="duel.total", seed=1)
    clicked_on = view.version  # the view the learner sees and clicks on
    from_browser(view, type="restore", text=other.view["storage"]["code"], version=clicked_on - 1)
    assert view.progress.stars("woodwalkers", "move.die_max") == 1 and view.version == clicked_on
    assert Progress.from_code(view.view["storage"]["code"]).stars("woodwalkers", "move.die_max") == 1
    (right,) = view.exercise.answers
    from_browser(view, type="button", id=f"choice:{right}", version=clicked_on)
    assert view.feedback is not None and view.feedback.right and view.view["message"]["kind"] == "success"
    from_browser(view, type="button", id="practice:next", version=clicked_on)  # a real click on an old view
    assert view.view["message"]["kind"] == "error" and view.done


def test_a_reset_leaves_a_mark_and_another_view_forgets_on_its_word():
    """A reset view gives the browser a mark with its code; a view the browser tells of another's reset (a
    'forget', in the background like a restore) forgets its progress, so joining codes cannot bring it back."""
    first = PracticeView("woodwalkers", rule="move.die_max", seed=6)
    first.answer(sorted(first.exercise.answers))
    other = PracticeView("woodwalkers", rule="duel.total", seed=1)
    from_browser(other, type="restore", text=first.view["storage"]["code"])
    assert other.progress.stars("woodwalkers", "move.die_max") == 1 and other.view["storage"]["reset"] is None
    from_browser(first, type="button", id="practice:reset")
    from_browser(first, type="button", id="practice:reset")
    mark = first.view["storage"]["reset"]
    assert mark and not first.progress.rules and not Progress.from_code(first.view["storage"]["code"]).rules
    version = other.version
    from_browser(other, type="forget", version=version - 1)
    assert not other.progress.rules and other.version == version and not Progress.from_code(other.view["storage"]["code"]).rules
    from_browser(first, type="button", id="practice:reset")
    from_browser(first, type="button", id="practice:reset")
    assert first.view["storage"]["reset"] not in (None, mark)  # each reset its own mark


def test_the_progress_code_is_shown_loaded_and_reset():
    view = PracticeView("woodwalkers", rule="setup.animals", seed=8)
    view.answer(sorted(view.exercise.answers))
    from_browser(view, type="button", id="practice:code")
    code = view.view["saved"]["text"]
    assert code == view.progress.code()
    other = PracticeView("woodwalkers", seed=9)
    from_browser(other, type="load", text=code)
    assert other.progress.stars("woodwalkers", "setup.animals") == 1 and other.view["message"]["kind"] == "success"
    from_browser(other, type="load", text=code[:-2])
    assert other.view["message"]["kind"] == "error" and other.progress.stars("woodwalkers", "setup.animals") == 1
    from_browser(other, type="button", id="practice:reset")
    assert other.progress.stars("woodwalkers", "setup.animals") == 1  # asks first
    from_browser(other, type="button", id="practice:reset")
    assert other.progress.stars("woodwalkers", "setup.animals") == 0


def test_the_example_that_teaches_the_rule_is_one_click_away():
    view = PracticeView("woodwalkers", rule="move.die_max", seed=10)
    walkthrough_id, step = view.exercise.walkthrough
    from_browser(view, type="button", id="practice:example")
    assert view.view["step"]["index"] == step
    narration = next(w for w in boardtutor.walkthroughs("woodwalkers") if w.id == walkthrough_id).steps[step - 1].narration
    assert view.view["narration"] == narration.render(view.lang)
    from_browser(view, type="button", id="practice:back")
    assert view.view["narration"] == view.exercise.question.render(view.lang)


def test_the_learner_model_chooses_the_rule():
    view = PracticeView("woodwalkers", seed=11)
    assert view.exercise.rule == boardtutor.practice_rules("woodwalkers")[0]  # nothing practised: the first rule
    first = view.exercise.rule
    view.answer(sorted(view.exercise.answers) if view.exercise.kind != "number" else min(view.exercise.answers))
    view.next_exercise()
    assert view.exercise.rule != first


def test_the_rule_finder_offers_practice_for_a_rule():
    from boardtutor.widgets import RuleFinder

    finder = RuleFinder("woodwalkers")
    from_browser(finder, type="button", id="rule:move.die_max")
    detail = finder.view["detail"]
    assert detail["practise"] == "practise:move.die_max" and detail["labels"]["practise"]
    from_browser(finder, type="button", id="rule:setup.board")  # no exercises for this one
    assert finder.view["detail"]["practise"] == ""
    from_browser(finder, type="button", id="practise:setup.board")
    assert finder.view["message"]["kind"] == "error"
    from_browser(finder, type="button", id="rule:move.die_max")
    from_browser(finder, type="button", id=detail["practise"])
    exercise = finder._practice.exercise
    assert exercise.rule == "move.die_max" and finder.view["narration"] == exercise.question.render("de")
    for field in sorted(exercise.answers):
        from_browser(finder, type="field", field=field)
    from_browser(finder, type="button", id="practice:check")
    assert finder.view["message"]["kind"] == "success" and finder.view["storage"]["code"]
    code = finder.view["storage"]["code"]
    from_browser(finder, type="restore", text=code, version=finder.version - 1)  # the browser's, in the background
    assert finder.view["message"]["kind"] == "success"  # the feedback stays
    from_browser(finder, type="button", id="ctl:rules")
    assert finder.view["kind"] == "rules"
    for late in ({"type": "restore", "text": code}, {"type": "forget"}):  # meant for the practice just closed
        from_browser(finder, **late)
        assert finder.view["kind"] == "rules" and finder.view["message"] is None
