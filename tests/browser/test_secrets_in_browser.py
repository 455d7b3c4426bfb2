"""A Woodwalkers night game against the computer in a real JupyterLab + Chromium: the page never names
the computer's face-down animals (board, log, the computer's explanations) until a duel turns them over.

The person rolls and moves an animal forward (a click on it, then on the field furthest forward), so the
computer's animals meet them; when the computer attacks, the person sees a "?" for the attacker while
guessing (unless an earlier duel has already shown that animal) and the animal's name after the guess.
"""

from __future__ import annotations

import re

import pytest

import lab
from lab import OUTPUT_DIR

pytestmark = pytest.mark.browser

ANIMALS = ("wolf", "otter", "bison", "puma", "squirrel", "raven", "bear")
COMPUTER = "Blue"
CELLS = [
    'import boardtutor\nboardtutor.set_language("en")\nfrom boardtutor.widgets import PlayView',
    'view = PlayView("woodwalkers", players=2, seats=["human", "search"], seed=4, bot_time=0.3, variant="night")\nview',
]
NAMED = re.compile(rf"\b{COMPUTER}(?:'s| moves the| lays the)\s+({'|'.join(ANIMALS)})\b", re.I)

READY = """(el) => !el.querySelector('.bt-thinking') && (el.querySelector('.bt-result')
    || el.querySelector('.bt-actions button:not([disabled])') || el.querySelector('.bt-board .bt-target'))"""


def _click(page, widget, selector: str) -> None:
    """Click and wait until the game has taken the action (the log changes)."""
    log = "(el) => [...el.querySelectorAll('.bt-log li')].map((li) => li.textContent).join('|')"
    before = widget.evaluate(log)
    widget.locator(selector).first.click()
    page.wait_for_function(f"([el, old]) => ({log})(el) !== old", arg=[widget.element_handle(), before], timeout=60_000)


def _secrets_named(widget) -> list[str]:
    """The computer's animals the widget names (in its text and the board's titles)."""
    text = widget.inner_text()
    titles = widget.locator(".bt-board svg title").all_text_contents()
    return [m.group(1).lower() for chunk in [text, *titles] for m in NAMED.finditer(chunk)]


def test_a_night_game_never_shows_the_computers_face_down_animals(lab_server, lab_page):
    page = lab_page
    file = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "secrets.ipynb", CELLS)
    path = file.relative_to(lab_server.root_dir).as_posix()
    result = lab.run_notebook(page, lab_server.url, path, notebook_file=file)
    assert not result.errors, result.describe_errors()
    widget = page.locator(".jp-NotebookPanel:visible .boardtutor").first
    widget.locator(".bt-root").wait_for(timeout=30_000)

    board = widget.locator(".bt-board svg")
    assert board.locator("title").count() > 50
    # its own animals the person sees by name; the computer's tiles are face down
    assert any(t.startswith("b1: Orange's ") for t in board.locator("title").all_text_contents())
    assert any(t == f"b9: a face-down animal of {COMPUTER}'s" for t in board.locator("title").all_text_contents())

    duel_seen = False
    shown: set[str] = set()  # the computer's animals a duel has turned over
    for _ in range(60):
        page.wait_for_function(READY, arg=widget.element_handle(), timeout=60_000)
        if widget.locator(".bt-result").count():
            break
        assert set(_secrets_named(widget)) <= shown, "the page names a face-down animal of the computer"
        buttons = widget.locator(".bt-actions button:not([disabled])")
        ids = [buttons.nth(i).get_attribute("data-id") for i in range(buttons.count())]
        if not ids:  # the person's animal lost a duel: it goes back to a start field (a click on the board)
            _click(page, widget, ".bt-board .bt-target")
            continue
        if "act:noguess" in ids:  # the computer attacks: the attacker is unknown while guessing
            duel = widget.locator(".bt-board g.bt-duel title").text_content()
            # "? ? + ? vs otter 3 + ?": the attacker face down, unless an earlier duel has shown it
            # ("otter 4 + ? vs bison 2 + ?" after the computer's otter lost or won a duel before)
            attacker = duel.split(" ")[0].lower()
            assert attacker == "?" or attacker in shown, (duel, shown)
            _click(page, widget, 'button[data-id="act:noguess"]')
            page.wait_for_function(READY, arg=widget.element_handle(), timeout=60_000)
            duel_seen = True
            shown |= set(_secrets_named(widget))
            continue
        if "act:stay" in ids and widget.locator(".bt-board .bt-target").count():  # move: an animal, then a field
            widget.locator(".bt-board .bt-target").first.click()
            page.wait_for_function("(el) => el.querySelector('.bt-board [data-marks~=\"selected\"]')",
                                   arg=widget.element_handle(), timeout=30_000)
            fields = widget.evaluate("(el) => [...el.querySelectorAll('.bt-board .bt-target')].map((g) => g.dataset.field)")
            forward = max(fields, key=lambda f: int(f[1:]))  # towards the computer's animals
            target = widget.locator(f'.bt-board [data-field="{forward}"] > title').text_content()
            _click(page, widget, f'.bt-board [data-field="{forward}"]')
            if COMPUTER in target:  # the person attacks: the duel turns the defender over
                page.wait_for_function(READY, arg=widget.element_handle(), timeout=60_000)
                shown |= set(_secrets_named(widget))
                duel_seen = True
            continue
        for wanted in ("act:roll", "act:stay", "act:accept"):
            if wanted in ids:
                _click(page, widget, f'button[data-id="{wanted}"]')
                break
        else:
            _click(page, widget, f'button[data-id="{ids[0]}"]')
    lab.screenshot_notebook(page, OUTPUT_DIR / "screenshots" / f"secrets{'_duel' if duel_seen else ''}.png")
