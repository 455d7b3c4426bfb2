"""The lessons as an app (Voilà), as `make app` and the Binder links open them, in headless Chromium at
1366×768: the start page and one game in each language, reached through the lessons' own links.

A pupil sees no code and no error; the instructions that only make sense with code ("press Shift +
Enter") are left out (cells tagged ``notebook-only``, voila.json); a cell's bare return value (e.g. the
``'de'`` of ``set_language``) does not show. Everything interactive works: Next in a walkthrough, a move
against the computer (which answers), saving and loading that game, the rule finder's search, and (in
Woodwalkers) the board and the move form that take the place of "write your own move here".
Pictures go to test-output/screenshots/app_*.png.
"""

from __future__ import annotations

import json
import re
import urllib.parse

import pytest

import lab
from lab import OUTPUT_DIR, REPO_ROOT

pytestmark = pytest.mark.browser

SHOTS = OUTPUT_DIR / "screenshots"
# What a pupil must not see: code, notebook-only instructions, Python's error words.
CODE_WORDS = ("import boardtutor", "set_language(", "StepThrough(", "PlayView(", "RuleFinder(", "walkthroughs[")
NOTEBOOK_WORDS = ("Shift + Enter", "Code-Zelle", "code cell", "Notebook", "notebook")
ERROR_WORDS = ("Traceback", "There was an error when executing cell", *lab._WIDGET_FAILURES)


def _stored_boardtutor_widgets(lang: str, name: str) -> int:
    return lab.stored_widget_outputs(REPO_ROOT / "notebooks" / lang / f"{name}.ipynb")


def _check_what_a_pupil_sees(page, where: str) -> None:
    shown = page.evaluate(
        """() => ({
          code: document.querySelectorAll('.jp-CodeCell .jp-InputArea, .jp-CodeCell .highlight, .cm-editor').length,
          prompts: [...document.querySelectorAll('.jp-InputPrompt, .jp-OutputPrompt')].filter(e => e.innerText.trim()).length,
          errors: document.querySelectorAll('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], '
                                            + '.jupyter-widgets-error-widget').length,
          plain: [...document.querySelectorAll('.jp-OutputArea-output[data-mime-type="text/plain"]')].map(o => o.innerText.trim()),
          text: document.body.innerText,
        })"""
    )
    assert shown["code"] == 0 and shown["prompts"] == 0, f"{where}: code is shown"
    assert shown["errors"] == 0, f"{where}: {shown['errors']} error output(s)"
    assert not [t for t in shown["plain"] if re.fullmatch(r"'[^']*'", t)], f"{where}: a bare return value shows: {shown['plain']}"
    for words, what in ((CODE_WORDS, "code"), (NOTEBOOK_WORDS, "a notebook-only instruction"), (ERROR_WORDS, "an error")):
        found = [w for w in words if w in shown["text"]]
        assert not found, f"{where}: {what} in the page: {found}"
    assert not page.problems, f"{where}: browser errors: {page.problems[:5]}"


def _open_by_link(page, href: str, lang: str, name: str) -> None:
    """Follow the lesson's own relative link and wait for the lesson."""
    page.locator(f'#rendered_cells a[href="{href}"]').first.click()
    page.wait_for_url(re.compile(re.escape(f"/voila/render/notebooks/{lang}/{name}.ipynb")), timeout=60_000)
    lab.wait_for_app(page, _stored_boardtutor_widgets(lang, name))


def _shot(page, locator, name: str) -> None:
    if locator is not None:
        locator.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
    page.screenshot(path=str(SHOTS / name))


def _play_against_the_computer(page, view) -> None:
    """Click what is lit until the computer has answered with a move of its own."""
    selected_only = False
    for _ in range(12):
        if view.locator(".bt-botmoves li").count():
            break
        before = view.locator(".bt-log").evaluate("n => n.textContent") if view.locator(".bt-log").count() else ""
        picture = view.locator(".bt-board").inner_html()
        if not lab.click_what_is_lit(view, last=selected_only):
            view.locator(".bt-thinking").wait_for(state="detached", timeout=60_000)
            continue
        lab.wait_for_change(page, view.locator(".bt-board"), picture, "html")
        assert view.locator(".bt-message.bt-error").count() == 0, view.locator(".bt-message").inner_text()
        view.locator(".bt-thinking").wait_for(state="detached", timeout=60_000)
        after = view.locator(".bt-log").evaluate("n => n.textContent") if view.locator(".bt-log").count() else ""
        selected_only = after == before
    assert view.locator(".bt-botmoves li").count() >= 1, "the computer did not move"


def _save_and_load(page, view) -> None:
    view.locator('button[data-id="ctl:save"]').click()
    saved = view.locator(".bt-savetext")
    saved.wait_for(timeout=15_000)
    text = saved.input_value()
    assert '"game"' in text or "game" in text, text[:200]
    picture = view.locator(".bt-board").inner_html()
    view.locator(".bt-loadbox summary").click()
    view.locator(".bt-loadtext").fill(text)
    view.locator(".bt-load").click()
    page.wait_for_function("(el) => el.querySelector('.bt-message')", arg=view.element_handle(), timeout=15_000)
    assert view.locator(".bt-message.bt-error").count() == 0, view.locator(".bt-message").inner_text()
    assert view.locator(".bt-board").inner_html() == picture, "loading the saved game changed the board"


def _use_the_game(page, lang: str, name: str, query: str) -> None:
    where = f"{lang}/{name}"
    _shot(page, None, f"app_{lang}_{name}_top.png")
    _check_what_a_pupil_sees(page, where)
    widgets = page.locator("#rendered_cells .boardtutor")

    # a walkthrough: Next tells the next step
    steps = widgets.filter(has=page.locator('button[data-id="nav:next"]')).first
    narration = steps.locator(".bt-narration p").first
    before = narration.inner_text().strip()
    steps.locator('button[data-id="nav:next"]').click()
    assert lab.wait_for_change(page, narration, before)
    _shot(page, steps, f"app_{lang}_{name}_walkthrough.png")

    # the rule finder: a search finds some rules, a rule opens with its section
    finder = widgets.filter(has=page.locator(".bt-search")).first
    every = finder.locator(".bt-rulebutton").count()
    finder.locator(".bt-search").fill(query)
    page.wait_for_function("([el, n]) => el.querySelectorAll('.bt-rulebutton').length < n",
                           arg=[finder.element_handle(), every], timeout=15_000)
    found = finder.locator(".bt-rulebutton")
    assert 0 < found.count() < every, f"{where}: {query!r} found {found.count()} of {every} rules"
    found.first.click()
    finder.locator(".bt-ruledetail .bt-citation").wait_for(timeout=15_000)
    _shot(page, finder, f"app_{lang}_{name}_rulefinder.png")

    if name == "01_woodwalkers":
        # "try a move yourself": in the app a board to click instead of a cell to edit
        board = (widgets.filter(has=page.locator('[data-field="a2"]'))
                 .filter(has_not=page.locator('button[data-id="nav:next"], button[data-id="ctl:save"], .bt-search')).first)
        board.locator('[data-field="a2"]').click()
        page.wait_for_function("(el) => el.querySelector('[data-field=\"a2\"]')?.getAttribute('aria-pressed') === 'true'",
                               arg=board.element_handle())
        board.locator('[data-field="f2"]').click()
        board.locator(".bt-message.bt-error").wait_for(timeout=15_000)
        assert "Zu weit" in board.locator(".bt-message").inner_text()
        _shot(page, board, f"app_{lang}_{name}_try_a_move.png")
        _type_a_move(page, lang, name)

    # the first game with a save button is the one against the computer
    game = widgets.filter(has=page.locator('button[data-id="ctl:save"]')).first
    game.scroll_into_view_if_needed()
    _play_against_the_computer(page, game)
    _save_and_load(page, game)
    _shot(page, game, f"app_{lang}_{name}_play.png")
    _check_what_a_pupil_sees(page, f"{where} after playing")


def _type_a_move(page, lang: str, name: str) -> None:
    """The move form (boardtutor.widgets.forms): a forbidden move shows the rule's words, an allowed one
    the board after it -- in the app, where there is no cell to edit."""
    form = page.locator("#rendered_cells .boardtutor-form").filter(has=page.locator('input[type="text"]')).first
    form.scroll_into_view_if_needed()
    answer = form.locator(".jp-OutputArea-output")
    field = form.locator('input[type="text"]')
    field.fill("a2-f2")
    form.locator("button").click()
    answer.filter(has_text="Zu weit").wait_for(timeout=30_000)
    assert "Traceback" not in form.inner_text()
    field.fill("a2-c2")
    form.locator("button").click()
    form.locator(".jp-OutputArea-output .bt-static").wait_for(timeout=30_000)
    assert "Zu weit" not in form.inner_text()
    _shot(page, form, f"app_{lang}_{name}_move_form.png")


GAMES = {"de": ("01_woodwalkers", "WUERFEL"), "en": ("05_tawa_hallae", "water")}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_pupil_uses_the_app(app_server, app_page, lang):
    page = app_page
    SHOTS.mkdir(parents=True, exist_ok=True)
    other = "en" if lang == "de" else "de"
    # start in the other language, as the Binder link of the other language does, and switch by the link
    page.goto(f"{app_server.url}/voila/render/notebooks/{other}/00_start.ipynb", timeout=240_000)
    lab.wait_for_app(page, 0)
    _check_what_a_pupil_sees(page, f"{other}/00_start")
    _open_by_link(page, f"../{lang}/00_start.ipynb", lang, "00_start")
    assert page.locator("#rendered_cells table a").count() >= 5, "the table of games with its links"
    page.screenshot(path=str(SHOTS / f"app_{lang}_00_start.png"), full_page=True)
    _check_what_a_pupil_sees(page, f"{lang}/00_start")

    name, query = GAMES[lang]
    _open_by_link(page, f"{name}.ipynb", lang, name)
    assert urllib.parse.unquote(page.url).endswith(f"/voila/render/notebooks/{lang}/{name}.ipynb")
    _use_the_game(page, lang, name, query)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_widget_of_every_lesson_fits_the_app_page(app_server, app_page, lang):
    """Every game's lesson in the app at 1366×768: each widget (the examples, the games, the exercise,
    the rule finder) fits the page: no part of it scrolls on its own, its rows of buttons show while its
    top is at the top of the page, and the board text is at least 12 px (11 px where the board gave up
    size so that the column under it fits too: ``lab.fit_problems``)."""
    page = app_page
    SHOTS.mkdir(parents=True, exist_ok=True)
    problems, figures = [], {}
    for path in sorted((REPO_ROOT / "notebooks" / lang).glob("0[1-9]_*.ipynb")):
        page.goto(f"{app_server.url}/voila/render/notebooks/{lang}/{path.name}", timeout=240_000)
        widgets = _stored_boardtutor_widgets(lang, path.stem)
        lab.wait_for_app(page, widgets)
        page.wait_for_timeout(1000)  # the last boards may still be drawing
        visible = page.evaluate("() => document.documentElement.clientHeight")
        measured = lab.measure_widgets(page, "#rendered_cells .boardtutor", visible=visible,
                                       readable=lab.READABLE_FONT[lab.APP_VIEWPORT["width"]])
        figures[path.stem] = {"visible": visible, "widgets": measured}
        problems += [f"{lang}/{path.stem}: {p}" for w in measured for p in lab.fit_problems(w, visible, lab.APP_VIEWPORT["width"])]
        _shot(page, page.locator("#rendered_cells .boardtutor").last, f"app_fit_{lang}_{path.stem}.png")
    out = OUTPUT_DIR / "browser" / f"fit_app_{lang}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(figures, indent=1, ensure_ascii=False), encoding="utf-8")
    asserted, _ = lab.split_fit_problems(problems, lab.APP_VIEWPORT["width"])
    assert not asserted, "\n".join(asserted)
