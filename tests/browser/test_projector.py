"""Ready for the classroom projector, in a real JupyterLab + Chromium at 1366×768 and 1024×768.

- Every notebook opened unrun and untrusted (as JupyterLab, GitHub and nbviewer first show it) shows an
  image for every saved picture (boards, tiles, shapes, cards, plots), each HTML one with its alternative
  text, no output shows markup as text, and the notebook is not marked as changed by being opened.
- Every game's widgets, once run, with the file browser open as JupyterLab and Binder open it (a live
  game, every worked example at its last step and at its fullest, an exercise, the rule finder with a
  rule open): the board with its buttons fits the visible notebook area, every row of buttons shows
  while the widget's top is at the top, no part of a widget scrolls on its own, and no text on the
  board is smaller than 11 px, nor than 12 px at 1366 px where the board did not have to give up size
  (lab.fit_problems).
- A message never moves the board; → / PageDown / Space step through an example and the focus stays in
  the widget; while the computer thinks the widget says so.
"""

from __future__ import annotations

import json
import re

import pytest

import boardtutor
import lab
from lab import OUTPUT_DIR, browser_root

pytestmark = pytest.mark.browser

def _notebooks():
    root = browser_root()
    return [p for lang in ("de", "en") for p in sorted((root / "notebooks" / lang).glob("*.ipynb"))]


def _saved_pictures(path) -> int:
    """The pictures the saved outputs hold: a PNG or SVG output, each ``<img>`` or inline ``<svg>`` in
    an HTML output (a widget's saved picture too), counted from the file itself. (An inline ``<svg>``
    is a picture its author meant to show: where the notebook is untrusted it is stripped, so it
    must be saved as an image.)"""
    count = 0
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            html = data.get("text/html", "")
            html = "".join(html) if isinstance(html, list) else html
            if "image/png" in data or "image/svg+xml" in data:
                count += 1
            elif html:
                count += len(re.findall(r"<(?:img|svg)[\s>]", html, re.IGNORECASE))
    return count


SHOWN_PICTURES_JS = """() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  const images = [...panel.querySelectorAll('.jp-OutputArea-output img')];
  const shown = images.filter((img) => img.src.startsWith('data:image/') && img.complete && img.naturalWidth > 0);
  const html = images.filter((img) => img.closest('.jp-RenderedHTMLCommon'));
  const outputs = [...panel.querySelectorAll('.jp-OutputArea-output')];
  return {
    shown: shown.length,
    without_alt: html.filter((img) => !(img.getAttribute('alt') || '').trim()).length,
    // markup shown as text: a tag in what the reader sees (a stripped <svg> leaves its words, a text
    // fallback of HTML would show the tags themselves)
    markup: outputs.map((o) => o.innerText).filter((t) => /<\\/?(svg|g|rect|path|text|title|div|img|span|table)[\\s>]|viewBox=/i.test(t))
                   .map((t) => t.slice(0, 120)),
  };
}"""

DIRTY_JS = """(path) => {
  for (const w of window.jupyterapp.shell.widgets('main')) {
    if (w.context && w.context.path === path) return w.context.model.dirty;
  }
  return null;
}"""


@pytest.mark.parametrize("size", lab.PROJECTOR_SIZES[:1], ids=lambda s: f"{s['width']}x{s['height']}")
def test_unrun_untrusted_notebooks_show_an_image_for_every_saved_board(lab_server, chromium_browser, size):
    page = chromium_browser.new_page(viewport=size)
    try:
        problems = []
        for path in _notebooks():
            relative = path.relative_to(lab_server.root_dir).as_posix()
            expected = _saved_pictures(path)
            lab.open_notebook(page, lab_server.url, relative)  # waits until its kernel is idle
            page.wait_for_timeout(1500)
            seen = page.evaluate(SHOWN_PICTURES_JS)
            if seen["shown"] < expected:
                problems.append(f"{relative}: {seen['shown']} images shown for {expected} saved pictures")
            if seen["without_alt"]:
                problems.append(f"{relative}: {seen['without_alt']} images without alternative text")
            if seen["markup"]:
                problems.append(f"{relative}: markup shown as text: {seen['markup'][:3]}")
            # opened, the kernel started and idle, nothing done: nothing to save
            if page.evaluate(DIRTY_JS, relative) is not False:
                problems.append(f"{relative}: marked as changed after only opening it")
            if size["width"] == 1366:
                lab.screenshot_notebook(page, OUTPUT_DIR / "screenshots" / f"unrun_{path.parent.name}_{path.stem}.png")
            lab_server.shutdown_sessions()
        assert not problems, "\n".join(problems)
    finally:
        page.close()


# at 1366 px both languages (each has its own long questions and answers); at 1024 px German, the longer
# words (there the issue asks for the text size, which the narrow pictures hold in either language)
SIZES_AND_LANGUAGES = [(lab.PROJECTOR_SIZES[0], "en"), (lab.PROJECTOR_SIZES[0], "de"), (lab.PROJECTOR_SIZES[1], "de")]


@pytest.mark.parametrize(("size", "lang"), SIZES_AND_LANGUAGES, ids=lambda v: f"{v['width']}x{v['height']}" if isinstance(v, dict) else v)
def test_every_widget_fits_the_screen_with_the_file_browser_open(lab_server, chromium_browser, size, lang):
    """JupyterLab as it opens (and as Binder opens it): the file browser open at its own width. Every
    widget of every game (a live game, every example's last and fullest step, an exercise, the rule
    finder with a rule open) fits the notebook area: no part scrolls on its own, no row of buttons ends
    below the visible area, and the board text is readable (``lab.fit_problems``: 12 px at 1366 px, or
    11 px where the board gave up size so that the column under it fits too). At 1024 px the issue asks
    for text of 11 px (the boards switch to their narrow pictures) and nothing scrolling on its own; the
    rows and blocks there are reported in test-output/browser/fit_lab_1024_*.json, not asserted."""
    cells = lab.widget_cells(boardtutor.games(), lang)
    file = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / f"projector_widgets_{lang}.ipynb", cells)
    path = file.relative_to(lab_server.root_dir).as_posix()
    page = chromium_browser.new_page(viewport=size)
    try:
        result = lab.run_notebook(page, lab_server.url, path, notebook_file=file, timeout=400)
        assert not result.errors, result.describe_errors()
        sidebar = lab.open_file_browser(page)
        assert sidebar > 150, f"the file browser is not open ({sidebar:.0f} px)"
        widgets = lab.widget_outputs(page, path)
        # on a busy machine the last widgets may still be drawing when the run ends: wait for every one
        page.wait_for_function("(n) => document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .boardtutor .bt-root').length >= n",
                               arg=widgets, timeout=60_000)
        page.wait_for_timeout(500)
        visible = lab.visible_notebook_height(page)
        measured = lab.measure_widgets(page, readable=lab.READABLE_FONT[size["width"]], visible=visible)
        assert len(measured) == widgets
        page.screenshot(path=str(OUTPUT_DIR / "screenshots" / f"projector_lab_{size['width']}_{lang}.png"))
        problems = [p for widget in measured for p in lab.fit_problems(widget, visible, size["width"])]
        asserted, reported = lab.split_fit_problems(problems, size["width"])
        _report(measured, visible, f"lab_{size['width']}_{lang}", sidebar=sidebar, not_asserted=reported)
        assert not asserted, "\n".join(asserted)
    finally:
        page.close()
        lab_server.shutdown_sessions()


def _report(measured: list[dict], visible: float, name: str, **extra) -> None:
    """The figures, for people: test-output/browser/fit_<name>.json."""
    out = OUTPUT_DIR / "browser" / f"fit_{name}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({"visible": visible, **extra, "widgets": measured}, indent=1, ensure_ascii=False), encoding="utf-8")


def _plain_walkthrough() -> int:
    """A Woodwalkers example with at least four steps and no question (a question stops the stepping)."""
    return next(i for i, w in enumerate(boardtutor.walkthroughs("woodwalkers")) if len(w.steps) >= 4 and not any(s.predict for s in w.steps))


CONTROL_CELLS = [
    "import boardtutor\nboardtutor.set_language('en')\nfrom boardtutor.widgets import PlayView, StepThrough",
    f"StepThrough(boardtutor.walkthroughs('woodwalkers')[{_plain_walkthrough()}])",
    "PlayView('woodwalkers', players=2, seats=['human', 'search'], seed=4, bot_time=1.5)",
]


def test_messages_do_not_move_the_board_keys_step_through_and_the_computer_says_it_thinks(lab_server, chromium_browser):
    file = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "projector_controls.ipynb", CONTROL_CELLS)
    page = chromium_browser.new_page(viewport=lab.PROJECTOR_SIZES[0])
    try:
        result = lab.run_notebook(page, lab_server.url, file.relative_to(lab_server.root_dir).as_posix(), notebook_file=file)
        assert not result.errors, result.describe_errors()
        widgets = page.locator(".jp-NotebookPanel:visible .boardtutor")
        steps, play = widgets.nth(0), widgets.nth(1)

        # a click on an example's board: a message, and the board stays where it was
        steps.scroll_into_view_if_needed()
        board = steps.locator(".bt-board")
        before = board.bounding_box()
        steps.locator("[data-field]").first.click()
        steps.locator(".bt-message").wait_for(timeout=15_000)
        after = board.bounding_box()
        assert abs(after["y"] - before["y"]) < 1 and abs(after["x"] - before["x"]) < 1, (before, after)

        # the keyboard steps through: → and PageDown and Space, the focus stays in the widget
        label = steps.locator(".bt-steplabel")  # drawn anew on every change: always look it up again
        changed = "([el, old]) => el.querySelector('.bt-steplabel').innerText !== old"
        old = label.inner_text()
        steps.locator('button[data-id="nav:next"]').click()
        page.wait_for_function(changed, arg=[steps.element_handle(), old], timeout=15_000)
        page.wait_for_timeout(300)
        for key in ("ArrowRight", "PageDown", "PageUp", " "):
            old = label.inner_text()
            page.keyboard.press(key)
            page.wait_for_function(changed, arg=[steps.element_handle(), old], timeout=15_000)
            page.wait_for_timeout(200)
            assert steps.evaluate("(el) => el.contains(document.activeElement)")

        # the computer's turn: the learner's move is drawn at once, "… is thinking", then its move in a list
        play.scroll_into_view_if_needed()
        play.locator(".bt-actions button").first.click()  # roll
        while play.locator(".bt-actions button").count() and not play.locator(".bt-thinking").count():
            buttons = play.locator(".bt-actions button")
            buttons.last.click()  # stay (or skip): the turn passes to the computer
            page.wait_for_timeout(300)
        play.locator(".bt-thinking").wait_for(timeout=15_000)
        assert "thinking" in play.locator(".bt-thinking").inner_text()
        play.locator(".bt-botmoves li").first.wait_for(timeout=30_000)
        page.screenshot(path=str(OUTPUT_DIR / "screenshots" / "projector_controls.png"))
    finally:
        page.close()
        lab_server.shutdown_sessions()
