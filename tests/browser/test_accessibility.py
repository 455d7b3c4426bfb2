"""Accessible to a screen reader and a keyboard, measured with axe-core (the standard engine; npm,
pinned in package.json, injected into the page by Playwright):

* every lesson as a pupil opens it in the app (Voilà), both languages: what the notebook shows
  (``#rendered_cells``: the lesson's text, its pictures and tables, its widgets), not Voilà's own page;
* every kind of boardtutor widget in JupyterLab: each ``.boardtutor`` area, not JupyterLab around it.

No violation of axe's two worst impacts (critical, serious) is allowed; the others are printed
(``pytest -s``) and written to test-output/browser/axe_*.txt, so they can be looked at.
"""

from __future__ import annotations

import pytest

import lab
from lab import AXE_BLOCKING, OUTPUT_DIR, REPO_ROOT

pytestmark = pytest.mark.browser

LESSONS = ["00_start", "01_woodwalkers", "02_wispwood", "03_magische_tiere", "04_animal_cards", "05_tawa_hallae"]
REPORTS = OUTPUT_DIR / "browser"


def _report(name: str, where: str, violations: list[dict]) -> list[dict]:
    """Print and keep what axe found; return the blocking ones."""
    counts = {impact: sum(len(v["nodes"]) for v in violations if v["impact"] == impact)
              for impact in ("critical", "serious", "moderate", "minor")}
    text = f"axe in {where}: {counts}\n{lab.describe_violations(violations)}\n"
    print(text)
    REPORTS.mkdir(parents=True, exist_ok=True)
    (REPORTS / f"axe_{name}.txt").write_text(text, encoding="utf-8")
    return [v for v in violations if v["impact"] in AXE_BLOCKING]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("lesson", LESSONS)
def test_every_lesson_in_the_app(app_server, app_page, lang, lesson):
    page = app_page
    page.goto(f"{app_server.url}/voila/render/notebooks/{lang}/{lesson}.ipynb", timeout=240_000)
    lab.wait_for_app(page, lab.stored_widget_outputs(REPO_ROOT / "notebooks" / lang / f"{lesson}.ipynb"))
    page.wait_for_timeout(500)  # pictures and late widget redraws
    violations = lab.axe_violations(page, "#rendered_cells")
    blocking = _report(f"app_{lang}_{lesson}", f"{lang}/{lesson} (Voilà)", violations)
    assert not blocking, f"{lang}/{lesson}: critical or serious:\n{lab.describe_violations(blocking)}"


# One of every widget kind, in English and in German, with a game's board where it has one.
WIDGET_CELLS = [
    "import boardtutor\nfrom boardtutor.widgets import BoardView, StepThrough, PlayView, RuleFinder, PracticeView",
    'boardtutor.set_language("en"); StepThrough(boardtutor.walkthroughs("woodwalkers")[3])',
    'BoardView(boardtutor.walkthroughs("woodwalkers")[1].replay()[1])',
    'PlayView("woodwalkers", players=2, seats=["human", "search"], seed=1)',
    'RuleFinder("tawa_hallae")',
    'PracticeView("woodwalkers", seed=1)',
    'from boardtutor.games.wispwood import ScoringCalculator\nScoringCalculator()',
    'from boardtutor.games.animal_cards.coach import ExerciseCoach\nExerciseCoach(seed=4)',
    'from boardtutor.games.tawa_hallae.explorer import MoveExplorer\nMoveExplorer()',
    'boardtutor.set_language("de"); PlayView("wispwood", players=1, seats=["human"], seed=1)',
    'PlayView("magische_tiere", players=2, seed=1)',
    'PlayView("animal_cards", players=["Mia", "Leo"], seats=["human", "search"], seed=2)',
    'PlayView("tawa_hallae", seats=["human", "search"], seed=1)',
    'RuleFinder("woodwalkers")',
    'PracticeView("tawa_hallae", seed=1)',
]


def test_every_widget_kind_in_jupyterlab(lab_server, lab_page):
    page = lab_page
    path = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "a11y_widgets.ipynb", WIDGET_CELLS)
    result = lab.run_notebook(page, lab_server.url, path.relative_to(lab_server.root_dir).as_posix(),
                              notebook_file=path, timeout=240,
                              screenshot=OUTPUT_DIR / "screenshots" / "a11y_widgets.png")
    assert not result.errors, result.describe_errors()
    expected = len(WIDGET_CELLS) - 1
    drawn = lab.rendered_widgets(page)
    assert drawn["views"] == drawn["drawn"] == expected, drawn
    violations = lab.axe_violations(page, ".jp-NotebookPanel:not(.lm-mod-hidden) .boardtutor")
    blocking = _report("lab_widgets", "the widgets in JupyterLab", violations)
    assert not blocking, f"critical or serious:\n{lab.describe_violations(blocking)}"
