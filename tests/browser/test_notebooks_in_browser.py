"""Every notebook in notebooks/de and notebooks/en runs in a real JupyterLab
in headless Chromium without an error output, and leaves a screenshot in
test-output/screenshots/<lang>_<name>.png (also when it fails)."""

from __future__ import annotations

import pytest

import lab
from lab import OUTPUT_DIR, browser_root

pytestmark = pytest.mark.browser

NOTEBOOK_TIMEOUT = 120  # seconds for running all cells of one notebook


def _notebooks():
    root = browser_root()
    found = [p for lang in ("de", "en") for p in sorted((root / "notebooks" / lang).glob("*.ipynb"))]
    if not found:
        return [pytest.param(None, marks=pytest.mark.skip(reason=f"no notebooks in {root}/notebooks/{{de,en}} yet"))]
    return [pytest.param(p.relative_to(root).as_posix(), id=f"{p.parent.name}/{p.name}") for p in found]


@pytest.mark.parametrize("notebook", _notebooks())
def test_notebook_runs_without_errors(notebook, lab_server, lab_page):
    lang, name = notebook.split("/")[-2], notebook.split("/")[-1].removesuffix(".ipynb")
    result = lab.run_notebook(
        lab_page,
        lab_server.url,
        notebook,
        notebook_file=lab_server.root_dir / notebook,
        screenshot=OUTPUT_DIR / "screenshots" / f"{lang}_{name}.png",
        timeout=NOTEBOOK_TIMEOUT,
    )
    print(f"{notebook}: ran in {result.seconds:.1f}s; screenshots: {[str(p) for p in result.screenshots]}")
    assert not result.errors, result.describe_errors()
    expected = lab.stored_widget_outputs(lab_server.root_dir / notebook)
    widgets = lab.rendered_widgets(lab_page)
    assert widgets["views"] >= expected, f"{notebook}: {widgets['views']} widget views, saved with {expected}"
    assert widgets["drawn"] == widgets["views"], f"{notebook}: only {widgets['drawn']} of {widgets['views']} widgets drawn"
