"""Practice in a real JupyterLab + Chromium: a learner answers by clicking, the progress stays in the browser.

A small notebook (written into test-output/, never into notebooks/) shows three PracticeViews of
Woodwalkers, each fixed to one rule and seed, so the test knows their exercises
(``boardtutor.exercises(game, rule, seed)`` makes the same stream the view draws from). The learner:

- marks fields on the board (wrong twice: the rule, a second try, then the answer drawn on the board;
  the next exercise right: one star);
- picks a choice three times in a row right on three positions: three stars, the rule mastered, the
  progress bar moves;
- types a number (text is refused and changes nothing, a wrong number gets a second try).

Then the page is reloaded and the kernel restarted, the notebook run again: fresh views in Python show
the progress the browser kept (from all three views, none overwriting another). The progress code shown
is read back with ``boardtutor.progress``; "Reset progress" (pressed twice) in one view clears it, in the
browser and in the other views (they forget theirs when they next draw), also after the next reload.
"""

from __future__ import annotations

import itertools

import pytest

import boardtutor
import lab
from boardtutor.progress import Progress
from boardtutor.widgets.practice import STORAGE_KEY
from lab import OUTPUT_DIR

pytestmark = pytest.mark.browser

GAME = "woodwalkers"
VIEWS = (("move.die_max", 2), ("duel.total", 1), ("duel.winner", 1))  # fields, choice, number
CELLS = [
    'import boardtutor\nboardtutor.set_language("en")\nfrom boardtutor.widgets import PracticeView',
    *(f'PracticeView("{GAME}", rule="{rule}", seed={seed})' for rule, seed in VIEWS),
]


def _exercises(rule: str, seed: int, count: int) -> list:
    """The first ``count`` exercises the view for ``rule`` and ``seed`` shows."""
    return list(itertools.islice(boardtutor.exercises(GAME, rule=rule, seed=seed), count))


def _text(locator) -> str:
    return locator.inner_text().strip()


def _stored(page) -> Progress:
    """The progress this browser keeps (localStorage), read back as a learner's code is."""
    code = page.evaluate("(key) => window.localStorage.getItem(key)", STORAGE_KEY)
    assert code, "the browser keeps a progress code"
    return Progress.from_code(code)


def _wait_for_text(page, view, selector: str, needle: str, timeout: float = 20_000) -> None:
    page.wait_for_function(
        "([el, sel, needle]) => (el.querySelector(sel)?.innerText || '').includes(needle)",
        arg=[view.element_handle(), selector, needle], timeout=timeout,
    )


def _press(view, button_id: str) -> None:
    view.locator(f'button[data-id="{button_id}"]').click()


def _mark(page, view, field: str) -> None:
    """Click a field on the board and wait until it is drawn as marked."""
    view.locator(f'.bt-board [data-field="{field}"]').click()
    page.wait_for_function(
        "([el, f]) => el.querySelector(`.bt-board [data-field=\"${f}\"]`)?.classList.contains('bt-target')",
        arg=[view.element_handle(), field], timeout=20_000,
    )


def _run(page, lab_server, file) -> list:
    result = lab.run_notebook(page, lab_server.url, file.relative_to(lab_server.root_dir).as_posix(), notebook_file=file)
    assert not result.errors, result.describe_errors()
    widgets = page.locator(".jp-NotebookPanel:visible .boardtutor")
    widgets.first.locator(".bt-root").wait_for(timeout=30_000)
    page.wait_for_function("() => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .bt-progress').length === 3",
                           timeout=30_000)
    return [widgets.nth(i) for i in range(3)]


def test_answer_by_clicking_reload_restart_and_reset(lab_server, lab_page):
    page = lab_page
    file = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "practice.ipynb", CELLS)
    fields, choice, number = _run(page, lab_server, file)
    rules_total = len(boardtutor.practice_rules(GAME))
    assert _text(choice.locator(".bt-progress span")).endswith(f"mastered: 0 of {rules_total} rules")

    # -- fields on the board: wrong, wrong (the answer is drawn), then the next exercise right ---------------
    first, second = _exercises("move.die_max", 2, 2)
    wrong = sorted(set(first.fields()) - first.answers)[0]
    summary = boardtutor.rulebook(GAME).get("move.die_max").summary("en")
    _mark(page, fields, wrong)
    _press(fields, "practice:check")
    _wait_for_text(page, fields, ".bt-message", "Try again")
    assert summary in _text(fields.locator(".bt-message"))
    assert fields.locator(".bt-board .bt-target").count() == 0  # a clean board for the second try
    board_before = fields.locator(".bt-board").inner_html()
    _mark(page, fields, wrong)
    _press(fields, "practice:check")
    _wait_for_text(page, fields, ".bt-message", "The answer is")
    assert first.answer_text("en") in _text(fields.locator(".bt-message"))
    assert fields.locator(".bt-board").inner_html() != board_before  # the answer is shown on the board
    assert fields.locator(".bt-citation").inner_text().startswith("§")
    _press(fields, "practice:next")
    _wait_for_text(page, fields, ".bt-narration", second.question.render("en"))
    for field in sorted(second.answers):
        _mark(page, fields, field)
    _press(fields, "practice:check")
    _wait_for_text(page, fields, ".bt-progress span", "★☆☆")
    assert "bt-success" in fields.locator(".bt-message").get_attribute("class")

    # -- a choice, three times right on three positions: mastered, the progress bar moves ---------------------
    three = _exercises("duel.total", 1, 3)
    assert len({e.key for e in three}) == 3
    for index, exercise in enumerate(three):
        if index:
            _press(choice, "practice:next")
            _wait_for_text(page, choice, ".bt-narration", exercise.question.render("en"))
        (right,) = exercise.answers
        _press(choice, f"choice:{right}")
        _wait_for_text(page, choice, ".bt-progress span", "★" * (index + 1) + "☆" * (2 - index))
    assert _text(choice.locator(".bt-progress span")).endswith(f"mastered: 1 of {rules_total} rules")
    assert choice.locator(".bt-progress progress").evaluate("(bar) => bar.value") == pytest.approx(1 / rules_total)

    # -- a number typed: text is refused (nothing changes), a wrong number gets a second try ------------------
    asked = _exercises("duel.winner", 1, 1)[0]
    box = number.locator("input.bt-number")
    box.fill("seven")
    box.press("Enter")
    _wait_for_text(page, number, ".bt-message.bt-error", "seven")
    assert _text(number.locator(".bt-progress span")).startswith("This rule: ☆☆☆")
    too_many = max(asked.answers) + 100
    number.locator("input.bt-number").fill(str(too_many))
    number.locator("button.bt-check").click()
    _wait_for_text(page, number, ".bt-message", "Try again")
    number.locator("input.bt-number").fill(str(min(asked.answers)))
    number.locator("button.bt-check").click()
    page.wait_for_function("(el) => el.querySelector('.bt-message.bt-success')", arg=number.element_handle(), timeout=20_000)

    # -- the browser keeps what all three views learnt (none overwrote another) ------------------------------
    stored = _stored(page)
    assert stored.mastered(GAME, "duel.total") and stored.stars(GAME, "duel.total") == 3
    assert stored.stars(GAME, "move.die_max") == 1 and stored.get(GAME, "move.die_max").box == 2  # wrong, then right
    assert stored.get(GAME, "duel.winner").box == 1 and stored.stars(GAME, "duel.winner") == 0  # first answer wrong
    # the progress code shown is the same progress, read back by boardtutor.progress
    _press(number, "practice:code")
    number.locator(".bt-savetext").wait_for(timeout=20_000)
    shown = Progress.from_code(number.locator(".bt-savetext").input_value())
    assert {k: (v.box, v.streak, v.mastered) for k, v in shown.rules.items()} == {
        k: (v.box, v.streak, v.mastered) for k, v in stored.rules.items()}

    # -- reload the page and restart the kernel: fresh views show the progress the browser kept --------------
    lab_server.shutdown_sessions()
    fields, choice, number = _run(page, lab_server, file)
    _wait_for_text(page, choice, ".bt-progress span", f"★★★ · mastered: 1 of {rules_total} rules")
    _wait_for_text(page, fields, ".bt-progress span", "★☆☆")
    assert choice.locator(".bt-progress progress").evaluate("(bar) => bar.value") == pytest.approx(1 / rules_total)
    restored = _stored(page)
    assert restored.mastered(GAME, "duel.total") and restored.stars(GAME, "move.die_max") == 1
    lab.screenshot_notebook(page, OUTPUT_DIR / "screenshots" / "practice_after_reload.png")

    # -- reset (pressed twice) clears it, in this view and in the browser -----------------------------------
    _press(choice, "practice:reset")
    _wait_for_text(page, choice, ".bt-message", "once more")
    assert _stored(page).mastered(GAME, "duel.total")  # the first press only asks
    _press(choice, "practice:reset")
    _wait_for_text(page, choice, ".bt-progress span", f"☆☆☆ · mastered: 0 of {rules_total} rules")
    page.wait_for_function("(key) => { const c = window.localStorage.getItem(key); return c && c.length < 20; }",
                           arg=STORAGE_KEY, timeout=20_000)
    assert not _stored(page).rules
    # the other views hear of the reset: the next time they draw they forget too, not bring the progress back
    assert _text(fields.locator(".bt-progress span")).startswith("This rule: ★☆☆")
    _mark(page, fields, wrong)  # any click makes the view draw again (the same first exercise as before)
    _wait_for_text(page, fields, ".bt-progress span", "This rule: ☆☆☆")
    _press(number, "practice:code")
    _wait_for_text(page, number, ".bt-progress span", "mastered: 0 of")
    page.wait_for_timeout(1000)  # anything a view would still send back has arrived
    assert not _stored(page).rules

    # and after the next restart and reload every view starts from nothing
    lab_server.shutdown_sessions()
    fields, choice, number = _run(page, lab_server, file)
    for view in (fields, choice, number):
        assert _text(view.locator(".bt-progress span")).endswith(f"mastered: 0 of {rules_total} rules")
    assert _text(choice.locator(".bt-progress span")).startswith("This rule: ☆☆☆")
    assert not _stored(page).rules
