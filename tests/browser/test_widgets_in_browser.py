"""The widgets in a real JupyterLab + Chromium: a learner's clicks reach the engine and come back.

A small notebook (written into test-output/, never into notebooks/) shows a StepThrough and a
BoardView at known positions. The test clicks as a person would and checks what they see:
Next changes the narration, a legal move changes the board, an illegal one shows the engine's
message (in English, then in German after the language button), and the language button switches
the text live without re-running a cell.
"""

from __future__ import annotations

import pytest

import lab
from lab import OUTPUT_DIR

pytestmark = pytest.mark.browser

CELLS = [
    'import boardtutor\nboardtutor.set_language("en")\nfrom boardtutor.widgets import BoardView, StepThrough',
    'StepThrough(boardtutor.walkthroughs("woodwalkers")[3])',
    # walkthrough 2 after its first step: James (blue) rolled a 4 and must move one animal
    'BoardView(boardtutor.walkthroughs("woodwalkers")[1].replay()[1])',
]


@pytest.fixture(scope="module")
def widget_notebook(lab_server):
    path = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "widget_check.ipynb", CELLS)
    return path.relative_to(lab_server.root_dir).as_posix(), path


def _text(locator) -> str:
    return locator.inner_text().strip()


_wait_for_change = lab.wait_for_change


def test_clicks_reach_the_engine_and_come_back(lab_server, lab_page, widget_notebook):
    page = lab_page
    path, file = widget_notebook
    result = lab.run_notebook(
        page, lab_server.url, path, notebook_file=file,
        screenshot=OUTPUT_DIR / "screenshots" / "widgets_before_clicks.png",
    )
    assert not result.errors, result.describe_errors()

    # .boardtutor is the widget's own element; its .bt-root is drawn anew after every change
    widgets = page.locator(".jp-NotebookPanel:visible .boardtutor")
    widgets.first.locator(".bt-root").wait_for(timeout=30_000)
    assert widgets.count() == 2 and widgets.locator(".bt-root").count() == 2, "both widgets rendered"
    steps, board = widgets.nth(0), widgets.nth(1)
    for root in (steps, board):
        assert root.locator(".bt-board svg [data-field]").count() > 50, "the board is drawn with its fields"

    # StepThrough: Next changes the narration and the step label.
    narration = steps.locator(".bt-narration p").first
    before = _text(narration)
    label_before = _text(steps.locator(".bt-steplabel"))
    steps.locator('button[data-id="nav:next"]').click()
    after = _wait_for_change(page, narration, before, "text")
    assert after and _text(steps.locator(".bt-steplabel")) != label_before

    # The language button switches this widget's text live (no cell re-run).
    steps.locator("button.bt-lang").click()
    german = _wait_for_change(page, steps.locator(".bt-narration p").first, after, "text")
    assert steps.locator('button[data-id="nav:next"]').inner_text().strip() == "Weiter ▶"
    assert german != after
    steps.locator("button.bt-lang").click()
    _wait_for_change(page, steps.locator(".bt-narration p").first, german, "text")

    # BoardView: an illegal click shows the engine's message and changes nothing.
    svg = board.locator(".bt-board")
    svg_before = svg.inner_html()
    board.locator('[data-field="a6"]').click()  # James's animal: selected, its targets lit
    page.wait_for_function(
        "(el) => el.querySelector('[data-field=\"a6\"]')?.getAttribute('aria-pressed') === 'true'",
        arg=board.element_handle(),
    )
    board.locator('[data-field="h3"]').click()  # far beyond a roll of 4
    message = board.locator(".bt-message.bt-error")
    message.wait_for(timeout=15_000)
    english = _text(message)
    assert "too far" in english.lower() and "rulebook" in english.lower(), english
    board.locator("button.bt-lang").click()
    page.wait_for_function(
        "([el, old]) => { const m = el.querySelector('.bt-message'); return m && m.innerText.trim() !== old; }",
        arg=[board.element_handle(), english],
    )
    german_message = _text(board.locator(".bt-message"))
    assert "Zu weit" in german_message and "Spielregel" in german_message, german_message
    history_marker = _text(board.locator(".bt-board"))  # text of the SVG: the field labels, panel, status
    board.locator("button.bt-lang").click()
    page.wait_for_function("(el) => el.querySelector('.bt-root').getAttribute('lang') === 'en'", arg=board.element_handle())

    # ... the refused move lost nothing: the animal is still selected; a lit target moves it.
    assert board.locator('[data-field="a6"]').get_attribute("aria-pressed") == "true"
    assert "d5" in board.locator(".bt-target").evaluate_all("nodes => nodes.map(n => n.dataset.field)")
    board.locator('[data-field="d5"]').click()
    _wait_for_change(page, svg, svg_before, "html")
    page.wait_for_function("(el) => !el.querySelector('.bt-message.bt-error')", arg=board.element_handle())
    log = board.locator(".bt-log li")
    assert log.count() >= 1 and "d5" in " ".join(log.evaluate_all("nodes => nodes.map(n => n.textContent)"))
    assert _text(board.locator(".bt-board")) != history_marker
    lab.screenshot_notebook(page, OUTPUT_DIR / "screenshots" / "widgets_after_clicks.png")


def test_the_keyboard_moves_a_visible_focus_and_enter_clicks(lab_server, lab_page, widget_notebook):
    page = lab_page
    path, file = widget_notebook
    result = lab.run_notebook(page, lab_server.url, path, notebook_file=file)
    assert not result.errors, result.describe_errors()
    board = page.locator(".jp-NotebookPanel:visible .boardtutor").nth(1)
    board.locator("[data-field][tabindex='0']").wait_for(timeout=30_000)
    board.locator('[data-field="a6"]').focus()
    page.keyboard.press("ArrowDown")  # a6 -> a5: the focus moves along the board, nothing is clicked
    focused = page.evaluate("() => document.activeElement.getAttribute('data-field')")
    assert focused == "a5"
    stroke = page.evaluate(
        "() => getComputedStyle(document.activeElement.querySelector(':scope > title + *')).stroke"
    )
    assert stroke == "rgb(0, 114, 178)", f"the focused field is not marked (stroke {stroke})"
    page.keyboard.press("ArrowUp")
    page.keyboard.press("Enter")  # selects James's animal on a6, as a click would
    page.wait_for_function(
        "(el) => el.querySelector('[data-field=\"a6\"]')?.getAttribute('aria-pressed') === 'true'",
        arg=board.element_handle(),
    )
    assert page.evaluate("() => document.activeElement.getAttribute('data-field')") == "a6", "focus survives the redraw"


PLAY_CELLS = [
    'import boardtutor\nboardtutor.set_language("en")\nfrom boardtutor.widgets import PlayView',
    *[f'PlayView("{game_id}", players=2, seed=3)' for game_id in ("woodwalkers", "wispwood", "magische_tiere", "animal_cards", "tawa_hallae")],
]


def test_every_game_can_be_played_by_clicks(lab_server, lab_page):
    """In each game's PlayView, a learner who clicks what is lit (a highlighted field, else the first action
    button) moves the game on, and never meets an error."""
    page = lab_page
    file = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "play_check.ipynb", PLAY_CELLS)
    path = file.relative_to(lab_server.root_dir).as_posix()
    result = lab.run_notebook(page, lab_server.url, path, notebook_file=file)
    assert not result.errors, result.describe_errors()
    views = page.locator(".jp-NotebookPanel:visible .boardtutor")
    views.nth(4).locator(".bt-board svg").wait_for(timeout=30_000)
    assert views.count() == 5
    for index in range(5):
        view = views.nth(index)
        title = _text(view.locator(".bt-title"))
        moves, selected_only = 0, False
        for _ in range(10):
            before = view.locator(".bt-log").evaluate("n => n.textContent") if view.locator(".bt-log").count() else ""
            picture = view.locator(".bt-board").inner_html()
            # a highlighted field: a move, or a selection that a later lit field (e.g. "place") completes
            if not lab.click_what_is_lit(view, last=selected_only):
                break
            _wait_for_change(page, view.locator(".bt-board"), picture, "html")
            assert view.locator(".bt-message.bt-error").count() == 0, f"{title}: {_text(view.locator('.bt-message'))}"
            after = view.locator(".bt-log").evaluate("n => n.textContent") if view.locator(".bt-log").count() else ""
            moves += after != before
            selected_only = after == before
        assert moves >= 2, f"{title}: clicking what is lit did not move the game on"
    lab.screenshot_notebook(page, OUTPUT_DIR / "screenshots" / "play_by_clicks.png")
