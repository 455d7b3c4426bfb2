"""Fixtures for the browser tests: one JupyterLab server and one headless
Chromium per test session, a fresh page (browser context) per test.

Run them with ``python -m pytest tests/browser`` (``make test`` does). They
are left out of a plain ``pytest`` run by ``--ignore=tests/browser`` in
pyproject.toml, because they need Chromium and take a while.

Environment variables:
  BOARDTUTOR_BROWSER_ROOT  serve this folder instead of the repository root
                           (it must hold notebooks/de and/or notebooks/en);
                           handy to try the harness on sample notebooks.
  BOARDTUTOR_CHROMIUM      Chromium binary (default /usr/bin/chromium).
"""

from __future__ import annotations

from pathlib import Path

import re

import pytest

import lab
from lab import OUTPUT_DIR, REPO_ROOT, browser_root


def pytest_collection_modifyitems(config, items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def lab_server():
    """A running JupyterLab (see lab.run_lab) serving browser_root()."""
    with lab.run_lab(browser_root(), log_path=OUTPUT_DIR / "browser" / "jupyter-lab.log") as server:
        yield server


@pytest.fixture(scope="session")
def chromium_browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = lab.launch_chromium(pw)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def lab_page(chromium_browser, lab_server):
    """A fresh browser page; afterwards every kernel of the server is stopped
    so the next test starts clean (and the 2 cores are not shared)."""
    context = chromium_browser.new_context(viewport=dict(lab.DEFAULT_VIEWPORT))
    page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        yield page
    finally:
        context.close()
        lab_server.shutdown_sessions()


@pytest.fixture(scope="session")
def app_server():
    """`make app`'s server: `jupyter server --config=voila.json` in the repository root (tracebacks on,
    so that a failing cell says why); one for every test of the app (Voilà)."""
    with lab.run_lab(
        browser_root(),
        subcommand="server",
        extra_args=[f"--config={REPO_ROOT / 'voila.json'}", "--VoilaConfiguration.show_tracebacks=True"],
        log_path=OUTPUT_DIR / "browser" / "voila.log",
    ) as server:
        yield server


@pytest.fixture
def app_page(chromium_browser, app_server):
    """A fresh page at the app's 1366×768; ``page.problems`` collects the widgets' errors in the browser."""
    context = chromium_browser.new_context(viewport=dict(lab.APP_VIEWPORT))
    page = context.new_page()
    page.set_default_timeout(30_000)
    problems: list[str] = []
    page.on("pageerror", lambda exc: problems.append(f"pageerror: {exc}"))
    page.on("console", lambda msg: problems.append(f"console: {msg.text}")
            if msg.type == "error" and re.search(r"anywidget|jupyter-widgets|boardtutor", msg.text) else None)
    page.problems = problems
    try:
        yield page
    finally:
        context.close()
        app_server.shutdown_sessions()
