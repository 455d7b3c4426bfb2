"""Saving, loading and watching a game again in a real JupyterLab + Chromium, with keyboard and mouse.

A learner plays two moves, presses Save (a download link and the text to copy appear), loads a
damaged file (the widget says what is wrong, the game stays), loads the good file into a second
PlayView through the file picker, watches the game again step by step and takes over.
"""

from __future__ import annotations

import json

import pytest

import lab
from lab import OUTPUT_DIR

pytestmark = pytest.mark.browser

CELLS = [
    'import boardtutor\nboardtutor.set_language("en")\nfrom boardtutor.widgets import PlayView',
    'first = PlayView("woodwalkers", players=2, seats=["human", "random"], seed=3)\nfirst',
    'second = PlayView("woodwalkers", players=2, seats=["human", "human"], seed=8)\nsecond',
]


def _text(locator) -> str:
    return locator.inner_text().strip()


def test_save_load_a_bad_file_load_a_good_one_and_watch_again(lab_server, lab_page, tmp_path):
    page = lab_page
    file = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "saved_games.ipynb", CELLS)
    path = file.relative_to(lab_server.root_dir).as_posix()
    result = lab.run_notebook(page, lab_server.url, path, notebook_file=file)
    assert not result.errors, result.describe_errors()
    widgets = page.locator(".jp-NotebookPanel:visible .boardtutor")
    widgets.first.locator(".bt-root").wait_for(timeout=30_000)
    first, second = widgets.nth(0), widgets.nth(1)

    # play: roll (keyboard: focus the button, press Enter), then whatever the first action button is
    roll = first.locator('.bt-actions button').first
    roll.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("(el) => el.querySelectorAll('.bt-log li').length > 0", arg=first.element_handle(), timeout=20_000)

    # Save: a download link with the file, and the same text to copy
    first.locator('button[data-id="ctl:save"]').click()
    first.locator(".bt-saved a.bt-download").wait_for(timeout=15_000)
    with page.expect_download() as info:
        first.locator(".bt-saved a.bt-download").click()
    download = info.value
    saved_file = tmp_path / download.suggested_filename
    download.save_as(saved_file)
    text = saved_file.read_text(encoding="utf-8")
    saved = json.loads(text)
    assert saved["game"] == "woodwalkers" and saved["moves"]
    assert json.loads(first.locator(".bt-savetext").input_value()) == saved

    # Load a damaged file into the second view: an error in words, the board unchanged
    board_before = second.locator(".bt-board").inner_html()
    second.locator(".bt-loadbox summary").click()
    damaged = text.replace('"version": 1', '"version": 7', 1)
    second.locator(".bt-loadtext").fill(damaged)
    second.locator("button.bt-load").click()
    message = second.locator(".bt-message.bt-error")
    message.wait_for(timeout=15_000)
    assert "version" in _text(message).lower()
    assert second.locator(".bt-board").inner_html() == board_before

    # Load the good file through the file picker
    second.locator(".bt-loadbox summary").click() if not second.locator(".bt-loadfile").is_visible() else None
    second.locator(".bt-loadfile").set_input_files(str(saved_file))
    second.locator(".bt-message.bt-success").wait_for(timeout=15_000)
    assert "Loaded" in _text(second.locator(".bt-message"))
    moves = len(saved["moves"])

    # Watch again: the last step, Back with the keyboard-reachable button, then take over
    second.locator('button[data-id="ctl:replay"]').click()
    second.locator(".bt-steplabel").wait_for(timeout=15_000)
    assert f"{moves} of {moves}" in _text(second.locator(".bt-steplabel"))
    narration = _text(second.locator(".bt-narration p").first)
    second.locator('button[data-id="nav:back"]').click()
    page.wait_for_function(
        "([el, old]) => el.querySelector('.bt-narration p')?.innerText.trim() !== old",
        arg=[second.element_handle(), narration], timeout=15_000,
    )
    second.locator('button[data-id="ctl:take_over"]').click()
    page.wait_for_function("(el) => !el.querySelector('.bt-steplabel')", arg=second.element_handle(), timeout=15_000)
    lab.screenshot_notebook(page, OUTPUT_DIR / "screenshots" / "saved_games.png")
