"""The RuleFinder in a real JupyterLab + Chromium: search (umlauts and case do not matter), open a
rule, open the example that teaches it, go back, and switch the language live."""

from __future__ import annotations

import pytest

import lab
from lab import OUTPUT_DIR

pytestmark = pytest.mark.browser

CELLS = [
    "import boardtutor\nboardtutor.set_language('de')\nfrom boardtutor.widgets import RuleFinder",
    "RuleFinder('woodwalkers')",
]


def test_search_open_an_example_and_switch_language(lab_server, lab_page):
    page = lab_page
    file = lab.write_notebook(lab_server.root_dir / "test-output" / "browser" / "rulefinder.ipynb", CELLS)
    result = lab.run_notebook(page, lab_server.url, file.relative_to(lab_server.root_dir).as_posix(), notebook_file=file)
    assert not result.errors, result.describe_errors()
    finder = page.locator(".jp-NotebookPanel:visible .boardtutor").first
    finder.locator(".bt-search").wait_for(timeout=30_000)
    every = finder.locator(".bt-rulebutton").count()
    assert every > 40

    # search: "WUERFEL" finds the rules about the die (Würfel), and fewer than all
    finder.locator(".bt-search").fill("WUERFEL")
    page.wait_for_function("([el, n]) => el.querySelectorAll('.bt-rulebutton').length < n", arg=[finder.element_handle(), every], timeout=15_000)
    found = finder.locator(".bt-rulebutton")
    assert 0 < found.count() < every
    assert any("ürfel" in t for t in found.all_inner_texts())

    # a rule's details, with an example that teaches it
    found.first.click()
    finder.locator(".bt-ruledetail").wait_for(timeout=15_000)
    assert finder.locator(".bt-ruledetail .bt-citation").inner_text().startswith("§")
    finder.locator(".bt-ruledetail button", has_text="Beispiel zeigen").first.click()
    finder.locator(".bt-steplabel").wait_for(timeout=15_000)
    assert finder.locator(".bt-board svg").count() == 1

    # switch the language while the example is open, then go back to the rules
    finder.locator("button.bt-lang").click()
    page.wait_for_function("(el) => el.querySelector('.bt-root').getAttribute('lang') === 'en'", arg=finder.element_handle(), timeout=15_000)
    assert "Step" in finder.locator(".bt-steplabel").inner_text()
    finder.locator('button[data-id="ctl:rules"]').click()
    finder.locator(".bt-search").wait_for(timeout=15_000)
    assert finder.locator(".bt-count").inner_text().endswith("rules")
    assert not finder.locator(".bt-main").is_visible()  # the example's board is gone
    lab.screenshot_notebook(page, OUTPUT_DIR / "screenshots" / "rulefinder.png")
