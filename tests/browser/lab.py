"""Drive a real JupyterLab in headless Chromium: small helpers for browser tests.

Typical use (see ``conftest.py`` for the fixtures that wrap the first two)::

    with run_lab(root_dir) as server, sync_playwright() as pw:
        browser = launch_chromium(pw)
        page = browser.new_page(viewport=DEFAULT_VIEWPORT)
        result = run_notebook(page, server.url, "notebooks/de/00_start.ipynb",
                              screenshot="test-output/screenshots/de_00_start.png")
        assert not result.errors, result.describe_errors()

Everything runs against a throw-away Jupyter configuration (temporary
``JUPYTER_CONFIG_DIR``, ``JUPYTER_DATA_DIR``, settings, workspaces and
``IPYTHONDIR``), so nothing from the user's own Jupyter set-up leaks in.

The server is started with ``--LabApp.expose_app_in_browser=True``: the page
then has ``window.jupyterapp``, which these helpers use to read the notebook
model (outputs of type ``error``) -- far more reliable than guessing from the
DOM, where a traceback and a harmless warning both render as
``application/vnd.jupyter.stderr``. Cells are still run through the menu
("Run" -> "Run All Cells"), as a person would.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]
DEFAULT_VIEWPORT = {"width": 1400, "height": 1000}
# Taller notebooks are saved in several pictures (Chromium's limit is ~16k px,
# and much taller pictures are hard to look at anyway).
MAX_SCREENSHOT_HEIGHT = 8000

# Settings every test server starts with (as overrides.json, i.e. defaults):
# render all cells (no virtual scrolling, so the DOM holds the whole notebook
# and a screenshot can show all of it), never autosave (a run must not write
# outputs into the repository's notebooks) and no news / update toasts.
LAB_SETTINGS_OVERRIDES: dict[str, dict[str, Any]] = {
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
    "@jupyterlab/apputils-extension:notification": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
}

_ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
# Used only when window.jupyterapp is not available (DOM fallback).
_TRACEBACK_TEXT = re.compile(
    r"Traceback \(most recent call last\)|^\s*Cell In\[\d+\]|^\w*(Error|Exception)(: |$)",
    re.MULTILINE,
)
# Console errors logged from these sources mean a widget failed in the browser.
_WIDGET_CONSOLE_MARKERS = ("/lab/extensions/anywidget/", "/lab/extensions/@jupyter-widgets/", "[anywidget]")
# What ipywidgets shows instead of a widget whose model or view failed
# (besides its `.jupyter-widgets-error-widget` box).
_WIDGET_FAILURES = ("Error displaying widget", "Failed to load model class", "Failed to create view")


# Where this repository's browser tests look and write.
REPO_ROOT = Path(__file__).resolve().parents[2]
OUTPUT_DIR = REPO_ROOT / "test-output"


def browser_root() -> Path:
    """The folder the test server serves: the repository root, or
    ``BOARDTUTOR_BROWSER_ROOT`` (to try the harness on sample notebooks)."""
    return Path(os.environ.get("BOARDTUTOR_BROWSER_ROOT") or REPO_ROOT).resolve()


def chromium_executable() -> str:
    """Path of the Chromium to drive (``BOARDTUTOR_CHROMIUM`` overrides /usr/bin/chromium)."""
    return os.environ.get("BOARDTUTOR_CHROMIUM", "/usr/bin/chromium")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago.

    >>> 1024 <= free_port() <= 65535
    True
    """
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


# --------------------------------------------------------------------------
# The JupyterLab server
# --------------------------------------------------------------------------


@dataclass
class LabServer:
    url: str  # e.g. "http://127.0.0.1:41234" (no trailing slash)
    root_dir: Path
    process: subprocess.Popen
    log_path: Path
    home: Path  # the temporary Jupyter config/data/settings tree

    def api(self, method: str, path: str, timeout: float = 10) -> Any:
        """Call the server's REST API (no token needed); returns parsed JSON or None."""
        req = urllib.request.Request(self.url + path, method=method)
        if method != "GET":
            req.data = b""
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            body = resp.read()
        return json.loads(body) if body else None

    def shutdown_sessions(self) -> None:
        """Stop every kernel session (e.g. between two notebooks)."""
        with contextlib.suppress(OSError, urllib.error.URLError, ValueError):
            for session in self.api("GET", "/api/sessions") or []:
                with contextlib.suppress(OSError, urllib.error.URLError):
                    self.api("DELETE", f"/api/sessions/{session['id']}", timeout=30)

    def log_tail(self, chars: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-chars:]
        except OSError:
            return ""


def _lab_environment(home: Path) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        # no user Jupyter paths; no MPLBACKEND=Agg (the kernel must use its
        # inline backend so plots show up as they would for a person)
        if not key.startswith(("JUPYTER", "JPY_")) and key not in {"MPLBACKEND", "IPYTHONDIR"}
    }
    env.update(
        JUPYTER_CONFIG_DIR=str(home / "config"),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(home / "user-settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
        JUPYTER_PLATFORM_DIRS="1",
        IPYTHONDIR=str(home / "ipython"),
        PYTHONUNBUFFERED="1",
    )
    return env


@contextlib.contextmanager
def run_lab(
    root_dir: str | os.PathLike,
    *,
    python: str = sys.executable,
    startup_timeout: float = 120,
    log_path: str | os.PathLike | None = None,
    extra_args: list[str] | None = None,
    subcommand: str = "lab",
) -> Iterator[LabServer]:
    """Start ``python -m jupyter lab`` on a free port of 127.0.0.1, wait for
    ``/api/status``, yield a :class:`LabServer`, and stop it (with its kernels)
    afterwards. Authentication is off: the server only listens on loopback.

    ``subcommand="server"`` starts ``jupyter server`` instead, as ``make app``
    does: the same server with the same extensions (JupyterLab at /lab, Voilà's
    app view at /voila/render/...), without opening JupyterLab's page."""
    root = Path(root_dir).resolve()
    home = Path(tempfile.mkdtemp(prefix="boardtutor-lab-"))
    for sub in ("config", "data", "runtime", "user-settings", "workspaces", "ipython", "app-settings"):
        (home / sub).mkdir()
    (home / "app-settings" / "overrides.json").write_text(json.dumps(LAB_SETTINGS_OVERRIDES, indent=2))
    log_file = Path(log_path) if log_path else home / f"jupyter-{subcommand}.log"
    log_file.parent.mkdir(parents=True, exist_ok=True)

    port = free_port()
    cmd = [
        python, "-m", "jupyter", subcommand,
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",  # (= --ServerApp.token= without the deprecation warning)
        "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",  # lets the fixtures DELETE sessions via REST
        f"--ServerApp.root_dir={root}",
        f"--LabApp.workspaces_dir={home / 'workspaces'}",
        f"--LabApp.user_settings_dir={home / 'user-settings'}",
        f"--LabApp.app_settings_dir={home / 'app-settings'}",
        "--LabApp.expose_app_in_browser=True",
        "--LabApp.news_url=",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        *(["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []),
        *(extra_args or []),
    ]
    url = f"http://127.0.0.1:{port}"
    with open(log_file, "w") as log:
        proc = subprocess.Popen(
            cmd,
            cwd=root,
            env=_lab_environment(home),
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: kernels are stopped with it
        )
    server = LabServer(url=url, root_dir=root, process=proc, log_path=log_file, home=home)
    try:
        deadline = time.monotonic() + startup_timeout
        while True:
            if proc.poll() is not None:
                raise RuntimeError(
                    f"jupyter {subcommand} exited with code {proc.returncode} while starting:\n{server.log_tail()}"
                )
            try:
                server.api("GET", "/api/status", timeout=2)
                break
            except (OSError, urllib.error.URLError, ValueError):
                if time.monotonic() > deadline:
                    raise RuntimeError(
                        f"jupyter {subcommand} did not answer {url}/api/status within {startup_timeout:.0f}s:\n"
                        + server.log_tail()
                    ) from None
                time.sleep(0.25)
        yield server
    finally:
        _stop_lab(server)
        shutil.rmtree(home, ignore_errors=True)


def _stop_lab(server: LabServer) -> None:
    proc = server.process
    if proc.poll() is None:
        # Clean shutdown first (stops the kernels too), then signals to the
        # process group this module started, and only that group.
        with contextlib.suppress(OSError, urllib.error.URLError, ValueError):
            server.api("POST", "/api/shutdown", timeout=5)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            pass
    for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 5)):
        try:
            os.killpg(proc.pid, sig)  # leftovers (kernels) of this group only
        except (ProcessLookupError, PermissionError):
            break
        try:
            proc.wait(timeout=wait)
        except subprocess.TimeoutExpired:
            continue


# --------------------------------------------------------------------------
# The browser
# --------------------------------------------------------------------------


def launch_chromium(playwright, *, headless: bool = True, **kwargs):
    """Launch Debian's Chromium through Playwright (Playwright's own browser
    downloads are not available here)."""
    exe = chromium_executable()
    if not Path(exe).exists():
        raise FileNotFoundError(
            f"Chromium not found at {exe}. Install it with `apt-get install -y chromium` "
            "(`make test` does this) or point BOARDTUTOR_CHROMIUM at a Chromium binary."
        )
    return playwright.chromium.launch(
        executable_path=exe, args=list(CHROMIUM_ARGS), headless=headless, **kwargs
    )


# --------------------------------------------------------------------------
# A notebook in JupyterLab
# --------------------------------------------------------------------------

_VISIBLE_PANEL_JS = """
() => [...document.querySelectorAll('.jp-NotebookPanel')]
        .find(p => !p.classList.contains('lm-mod-hidden') && p.offsetParent !== null) || null
"""

_STATE_JS = """
(path) => {
  const panel = (%s)();
  if (!panel) return {panel: false};
  const ind = panel.querySelector('.jp-Notebook-ExecutionIndicator');
  const prompts = [...panel.querySelectorAll('.jp-Notebook .jp-CodeCell .jp-InputPrompt')]
      .map(e => e.textContent.trim());
  const stderr = panel.querySelectorAll(
      '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]').length;
  // With window.jupyterapp: the kernel connection itself (the toolbar can
  // show "idle" a moment before the websocket is really connected).
  let kernel = null;
  const app = window.jupyterapp;
  if (app) {
    for (const w of app.shell.widgets('main')) {
      if (w.context && w.context.path === path) {
        const k = w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
        kernel = k ? k.connectionStatus + '/' + k.status : 'none';
      }
    }
  }
  return {
    panel: true,
    kernel: kernel,
    status: ind ? ind.getAttribute('data-status') : null,
    cells: panel.querySelectorAll('.jp-Notebook .jp-Cell').length,
    running: prompts.filter(p => p.includes('*')).length,
    numbered: prompts.filter(p => /\\[\\d+\\]/.test(p)).length,
    stderr: stderr,
    dialog: document.querySelectorAll('.jp-Dialog').length,
  };
}
""" % _VISIBLE_PANEL_JS.strip()

_MODEL_JS = """
(path) => {
  const app = window.jupyterapp;
  if (!app) return null;
  for (const w of app.shell.widgets('main')) {
    if (w.context && w.context.path === path && w.context.model) return w.context.model.toJSON();
  }
  return null;
}
"""


@dataclass
class NotebookError:
    cell: int  # index among all cells of the notebook (0-based); -1: not tied to a cell
    ename: str
    evalue: str
    traceback: str = ""

    def __str__(self) -> str:
        where = f"cell {self.cell}" if self.cell >= 0 else "page"
        head = f"{where}: {self.ename}: {self.evalue}"
        return f"{head}\n{self.traceback}" if self.traceback else head


@dataclass
class NotebookRun:
    path: str
    seconds: float
    errors: list[NotebookError] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    screenshots: list[Path] = field(default_factory=list)  # top first

    def describe_errors(self) -> str:
        lines = [f"{len(self.errors)} error(s) in {self.path}:"]
        lines += [str(e) for e in self.errors]
        if self.console_errors:
            lines.append("browser console errors:")
            lines += [f"  {m}" for m in self.console_errors[:20]]
        return "\n".join(lines)


def write_notebook(path: str | os.PathLike, sources: list[str]) -> Path:
    """Write a notebook of code cells (with a kernelspec, so JupyterLab does not ask for one)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    cells = [
        {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {}, "outputs": [], "source": src}
        for i, src in enumerate(sources)
    ]
    path.write_text(json.dumps({
        "cells": cells,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }), encoding="utf-8")
    return path


def code_cells_to_run(notebook_file: str | os.PathLike) -> int:
    """How many code cells JupyterLab will send to the kernel (empty ones are skipped)."""
    nb = json.loads(Path(notebook_file).read_text(encoding="utf-8"))
    count = 0
    for cell in nb.get("cells", []):
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        if cell.get("cell_type") == "code" and source.strip():
            count += 1
    return count


def dismiss_dialogs(page) -> int:
    """Accept any open JupyterLab dialog (e.g. "Select Kernel"); returns how many."""
    closed = 0
    for _ in range(5):
        dialog = page.locator(".jp-Dialog")
        if dialog.count() == 0:
            break
        accept = dialog.locator(".jp-Dialog-button.jp-mod-accept")
        if accept.count():
            accept.first.click()
        else:
            page.keyboard.press("Escape")
        closed += 1
        page.wait_for_timeout(300)
    return closed


def _state(page, path: str) -> dict:
    return page.evaluate(_STATE_JS, path)


def _kernel_idle(state: dict) -> bool:
    return state.get("status") == "idle" and state.get("kernel") in (None, "connected/idle")


def wait_until_idle(page, path: str, timeout: float = 60) -> dict:
    """Wait until the notebook panel is shown and its kernel is connected and
    idle -- for a second in a row, as the status flickers while connecting."""
    deadline = time.monotonic() + timeout
    state: dict = {}
    stable = 0
    while time.monotonic() < deadline:
        state = _state(page, path)
        if state.get("dialog"):
            dismiss_dialogs(page)
            stable = 0
            continue
        stable = stable + 1 if state.get("panel") and _kernel_idle(state) else 0
        if stable >= 4:
            return state
        page.wait_for_timeout(250)
    raise TimeoutError(f"kernel of {path} not idle after {timeout:.0f}s (last state: {state})")


def open_notebook(page, base_url: str, path: str, timeout: float = 90) -> None:
    """Open ``path`` (relative to the server root) in a fresh workspace of its
    own and wait for an idle kernel."""
    workspace = re.sub(r"[^A-Za-z0-9]+", "-", path).strip("-") or "ws"
    url = f"{base_url}/lab/workspaces/{workspace}/tree/{urllib.parse.quote(path)}?reset"
    page.goto(url, wait_until="domcontentloaded", timeout=timeout * 1000)
    page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", timeout=timeout * 1000)
    wait_until_idle(page, path, timeout=timeout)


def _menu(page, top: str, item: str) -> None:
    """Click a main-menu entry, e.g. _menu(page, "Run", "Run All Cells")."""
    page.locator("#jp-menu-panel .lm-MenuBar-itemLabel", has_text=re.compile(rf"^{re.escape(top)}$")).click()
    entry = page.locator(
        ".lm-Menu:visible .lm-Menu-item:not(.lm-mod-disabled) .lm-Menu-itemLabel",
        has_text=re.compile(rf"^{re.escape(item)}$"),
    )
    entry.first.click()


def run_all_cells(page, path: str, expected_code_cells: int, timeout: float = 120) -> float:
    """Clear all outputs, run all cells via the menu and wait until the run
    is over: kernel idle, no ``[*]`` prompt left, and either every non-empty
    code cell numbered or an error stopped the run. Returns the seconds taken."""
    # Focus the notebook (command mode) so the menu commands act on it.
    page.locator(".jp-NotebookPanel:visible .jp-Notebook").first.click(position={"x": 5, "y": 5})
    page.keyboard.press("Escape")
    _menu(page, "Edit", "Clear Outputs of All Cells")
    wait_until_idle(page, path)
    start = time.monotonic()
    _menu(page, "Run", "Run All Cells")
    deadline = start + timeout
    stable = 0
    retries = 2
    state: dict = {}
    while time.monotonic() < deadline:
        state = _state(page, path)
        if state.get("dialog"):
            dismiss_dialogs(page)
            stable = 0
            continue
        started = state.get("running", 0) > 0 or state.get("numbered", 0) > 0
        if expected_code_cells and not started and retries and time.monotonic() - start > 10 * (3 - retries):
            # Nothing ran: the command was lost (e.g. kernel still connecting); again.
            retries -= 1
            print(f"{path}: 'Run All Cells' started nothing; trying again")
            wait_until_idle(page, path)
            _menu(page, "Run", "Run All Cells")
            continue
        finished = (
            _kernel_idle(state)
            and state.get("running") == 0
            and (
                state.get("numbered", 0) >= expected_code_cells
                or (state.get("numbered", 0) >= 1 and state.get("stderr", 0) >= 1)
            )
        )
        stable = stable + 1 if finished else 0
        if stable >= 3:  # three polls in a row: no late cells, no late outputs
            return time.monotonic() - start
        page.wait_for_timeout(300)
    raise TimeoutError(
        f"{path}: cells still running after {timeout:.0f}s "
        f"(expected {expected_code_cells} code cells; last state: {state})"
    )


def collect_errors(page, path: str) -> list[NotebookError]:
    """Error outputs of the open notebook. Cells tagged ``raises-exception``
    may fail on purpose and are not reported. Widgets that failed to render
    count as errors too."""
    errors: list[NotebookError] = []
    model = page.evaluate(_MODEL_JS, path)
    if model is not None:
        for index, cell in enumerate(model.get("cells", [])):
            tags = (cell.get("metadata") or {}).get("tags") or []
            if "raises-exception" in tags:
                continue
            for out in cell.get("outputs", []) or []:
                if out.get("output_type") == "error":
                    tb = _ANSI.sub("", "\n".join(out.get("traceback") or []))
                    errors.append(NotebookError(index, out.get("ename", "?"), out.get("evalue", ""), tb))
    else:  # no window.jupyterapp: look at the rendered stderr outputs
        texts = page.evaluate(
            """() => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell')]
                 .map((c, i) => [i, [...c.querySelectorAll(
                    '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]')]
                    .map(o => o.innerText)])"""
        )
        for index, outs in texts:
            for text in outs:
                if _TRACEBACK_TEXT.search(text):
                    errors.append(NotebookError(index, "Error", text.strip().splitlines()[-1], text))
    widget_failures = page.evaluate(
        """(needles) => [...document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell')]
             .map((c, i) => [i, [...c.querySelectorAll('.jp-OutputArea-output')]
                .filter(o => o.querySelector('.jupyter-widgets-error-widget')
                             || needles.some(n => o.innerText.includes(n)))
                .map(o => o.innerText.trim())])
             .filter(([i, hits]) => hits.length)""",
        list(_WIDGET_FAILURES),
    )
    for index, hits in widget_failures:
        for text in hits:
            errors.append(NotebookError(index, "WidgetError", f"widget failed to render: {text[:300]}"))
    return errors


def stored_widget_outputs(notebook_file: str | os.PathLike) -> int:
    """How many widget outputs the notebook file was saved with (widgets it is meant to show)."""
    nb = json.loads(Path(notebook_file).read_text(encoding="utf-8"))
    return sum(
        1
        for cell in nb.get("cells", [])
        for out in cell.get("outputs", []) or []
        if "application/vnd.jupyter.widget-view+json" in (out.get("data") or {})
    )


def rendered_widgets(page) -> dict[str, int]:
    """Widget views in the open notebook's outputs (boardtutor's own and plain ipywidgets such as a
    progress bar): ``views`` in all, ``drawn`` of them with visible content (an empty or failed view
    does not count)."""
    return page.evaluate(
        """() => {
          const panel = (%s)();
          const views = panel ? [...panel.querySelectorAll(
              '.jp-OutputArea-output > .boardtutor, .jp-OutputArea-output > .jupyter-widgets')] : [];
          const drawn = views.filter(w => w.children.length && w.getBoundingClientRect().height > 10
                                          && !w.querySelector('.jupyter-widgets-error-widget'));
          return {views: views.length, drawn: drawn.length};
        }"""
        % _VISIBLE_PANEL_JS.strip()
    )


def screenshot_notebook(page, out_png: str | os.PathLike) -> list[Path]:
    """Save PNGs of the whole notebook and return their paths.

    JupyterLab scrolls the notebook inside a panel, so a plain full-page shot
    only shows one screen: the left sidebar is collapsed and the viewport made
    as tall as the notebook's content. A notebook taller than
    MAX_SCREENSHOT_HEIGHT is saved in parts: ``out_png`` holds the top, then
    ``<stem>.part2.png``, ``<stem>.part3.png``, ... (overlapping a little)."""
    out = Path(out_png)
    out.parent.mkdir(parents=True, exist_ok=True)
    for old in out.parent.glob(f"{out.stem}.part*.png"):
        old.unlink()
    collapse_sidebar(page)
    scroll_js = """(top) => { const panel = (%s)();
        const outer = panel && panel.querySelector('.jp-WindowedPanel-outer');
        if (outer) outer.scrollTop = top; }""" % _VISIBLE_PANEL_JS.strip()
    size = page.evaluate(
        """() => {
          const panel = (%s)();
          const outer = panel && panel.querySelector('.jp-WindowedPanel-outer');
          const cells = panel ? panel.querySelectorAll('.jp-Notebook .jp-Cell') : [];
          if (!outer || !cells.length) return null;
          const last = cells[cells.length - 1].getBoundingClientRect().bottom;
          return {content: last - outer.getBoundingClientRect().top + outer.scrollTop + 40,
                  chrome: window.innerHeight - outer.clientHeight,
                  width: window.innerWidth};
        }"""
        % _VISIBLE_PANEL_JS.strip()
    )
    shots = [out]
    tops = [0]
    if size:
        content, chrome = int(size["content"]), int(size["chrome"])
        height = max(min(chrome + content, MAX_SCREENSHOT_HEIGHT), DEFAULT_VIEWPORT["height"])
        page.set_viewport_size({"width": size["width"], "height": height})
        page.wait_for_timeout(500)
        visible = height - chrome
        if content > visible:
            step = visible - 200  # overlap, so no line is cut in two unseen
            tops = list(range(0, content - visible + step, step))
            shots = [out] + [out.with_name(f"{out.stem}.part{i}.png") for i in range(2, len(tops) + 1)]
    for top, shot in zip(tops, shots):
        page.evaluate(scroll_js, top)
        page.wait_for_timeout(300)
        page.screenshot(path=str(shot), full_page=True)
    return shots


def run_notebook(
    page,
    base_url: str,
    path: str,
    *,
    notebook_file: str | os.PathLike | None = None,
    screenshot: str | os.PathLike | None = None,
    timeout: float = 120,
) -> NotebookRun:
    """Open ``path``, run all cells, collect errors and (optionally) take a
    screenshot. ``notebook_file`` is the .ipynb on disk (to count its code
    cells); by default ``path`` relative to the current directory."""
    console: list[str] = []
    widget_console: list[str] = []

    def on_console(msg) -> None:
        if msg.type != "error":
            return
        console.append(msg.text)
        source = f"{msg.text} {(msg.location or {}).get('url', '')}"
        if any(marker in source for marker in _WIDGET_CONSOLE_MARKERS):
            widget_console.append(msg.text)

    def on_pageerror(exc) -> None:
        text = f"{exc}\n{getattr(exc, 'stack', '') or ''}"
        console.append(f"pageerror: {text}")
        if any(marker in text for marker in _WIDGET_CONSOLE_MARKERS):
            widget_console.append(text)

    page.on("console", on_console)
    page.on("pageerror", on_pageerror)
    start = time.monotonic()
    try:
        open_notebook(page, base_url, path)
        expected = code_cells_to_run(notebook_file or path)
        run_all_cells(page, path, expected, timeout=timeout)
        page.wait_for_timeout(1000)  # widget views and images render asynchronously
        errors = collect_errors(page, path)
        # An anywidget whose JavaScript throws leaves an empty output and only
        # logs to the console: count errors logged by the widget extensions.
        errors += [NotebookError(-1, "WidgetError", f"browser console: {text[:1000]}") for text in widget_console]
    finally:
        # also when something above failed: the picture shows what went wrong
        shots: list[Path] = []
        if screenshot:
            with contextlib.suppress(Exception):
                shots = screenshot_notebook(page, screenshot)
    return NotebookRun(path, time.monotonic() - start, errors, console, shots)


# -- the projector: what a board looks like on a 1366×768 or 1024×768 screen ------------------
PROJECTOR_SIZES = ({"width": 1366, "height": 768}, {"width": 1024, "height": 768})
# The board text at that screen width (px): READABLE where the board and its column fit with it, never
# under MIN_FONT (issue #25: 11 px); under READABLE only where the board gave up size so that it and its
# column fit the screen (the widget's fit() in boardtutor.js; checked by READABLE_WOULD_FIT_JS).
READABLE_FONT = {1366: 12.0, 1024: 11.0}
MIN_FONT = {1366: 11.0, 1024: 11.0}

MEASURE_WIDGET_JS = """(el) => {
  // one widget: its board's size and smallest text (in screen pixels), the block of board and buttons,
  // where each row of controls ends (from the widget's top), and every part that scrolls on its own
  const top = el.getBoundingClientRect().top;
  const shown = (n) => { const b = n.getBoundingClientRect(); return b.width > 0 && b.height > 0; };
  const svg = el.querySelector('.bt-board svg');
  const main = el.querySelector('.bt-main');
  const texts = [];
  if (svg && shown(svg)) {
    for (const t of svg.querySelectorAll('text')) {
      if (!t.textContent.trim() || !shown(t)) continue;
      const m = t.getScreenCTM();
      const scale = m ? Math.hypot(m.a, m.b) : 1;
      texts.push({size: parseFloat(getComputedStyle(t).fontSize) * scale, text: t.textContent.trim().slice(0, 30)});
    }
  }
  texts.sort((a, b) => a.size - b.size);
  // rows of controls a learner sees (not those of a closed "New game…" or "Load…"); the rule finder's
  // detail lists every example that teaches the rule: its first row must show, the others are a list
  const firstOfDetail = el.querySelector('.bt-ruledetail .bt-row');
  const rows = [...el.querySelectorAll('.bt-row')]
    .filter((r) => shown(r) && r.querySelector('button, input, select') && !r.closest('details:not([open])')
                   && (!r.checkVisibility || r.checkVisibility()))
    .filter((r) => !r.closest('.bt-ruledetail') || r === firstOfDetail)
    .map((r) => ({bottom: r.getBoundingClientRect().bottom - top, text: r.innerText.trim().replace(/\\s+/g, ' ').slice(0, 40)}));
  // a form field scrolls its own text: that is not a part of the widget hidden in a scroll area
  const scrollers = [el, ...el.querySelectorAll('*')]
    .filter((n) => !/^(TEXTAREA|INPUT|SELECT)$/.test(n.tagName))
    .filter((n) => {
      const style = getComputedStyle(n);
      const y = /(auto|scroll)/.test(style.overflowY) && n.scrollHeight > n.clientHeight + 1;
      const x = /(auto|scroll)/.test(style.overflowX) && n.scrollWidth > n.clientWidth + 1;
      return y || x;
    })
    .map((n) => ({what: n.className && n.className.baseVal === undefined ? n.className : n.tagName,
                  content: Math.max(n.scrollHeight, n.scrollWidth), shown: Math.max(n.clientHeight, n.clientWidth)}));
  const title = el.querySelector('.bt-title');
  const board = svg && shown(svg) ? svg.getBoundingClientRect() : null;
  return {title: title ? title.innerText : '', kind: svg && shown(svg) ? 'board' : 'rules',
          board_height: board ? board.height : 0, board_width: board ? board.width : 0,
          block_height: main && shown(main) ? main.getBoundingClientRect().height : 0,
          widget_height: el.getBoundingClientRect().height, width: el.getBoundingClientRect().width,
          wrapped: !!el.querySelector('.bt-root.bt-wrapped'),
          smallest: texts.slice(0, 5), count: texts.length,
          under12: texts.filter((t) => t.size < 11.95).length, under11: texts.filter((t) => t.size < 10.95).length,
          rows, last_row: rows.length ? Math.max(...rows.map((r) => r.bottom)) : 0, scrollers};
}"""


def collapse_sidebar(page) -> None:
    """The file browser out of the way (for a picture of the whole notebook)."""
    page.evaluate("() => { const app = window.jupyterapp; if (app && app.shell.collapseLeft) app.shell.collapseLeft(); }")
    page.wait_for_timeout(300)


def open_file_browser(page) -> float:
    """As JupyterLab (and Binder) opens a notebook: the file browser open on the left, at the width
    JupyterLab gives it. Returns that width (px)."""
    page.evaluate("() => { const app = window.jupyterapp; if (app) { app.shell.expandLeft(); app.shell.activateById('filebrowser'); } }")
    page.wait_for_timeout(500)
    return page.evaluate("() => { const s = document.querySelector('#jp-left-stack'); return s ? s.getBoundingClientRect().width : 0; }")


# Would the board and its column fit with the board's text at `px` px? `smallest`: the board's smallest
# text now (px, as MEASURE_WIDGET_JS measured it). The board is set to the height at which that text is
# `px` px (the least board with that text: the column beside it is then as wide, and so as short, as it
# gets), the column beside it and then under it; the block must end 4 px above the visible area's
# bottom (as the widget's fit() leaves). The widget is put back as it was.
READABLE_WOULD_FIT_JS = """(el, [px, visible, smallest]) => {
  const root = el.querySelector('.bt-root'), main = el.querySelector('.bt-main');
  const svg = el.querySelector('.bt-board svg');
  if (!root || !main || !svg || !(smallest > 0)) return null;
  const height = Math.ceil(svg.getBoundingClientRect().height * px / smallest);
  const before = [root.style.getPropertyValue('--bt-board-height'), root.classList.contains('bt-wrapped')];
  let fits = false;
  for (const under of [false, true]) {
    root.style.setProperty('--bt-board-height', `${height}px`);
    root.classList.toggle('bt-wrapped', under);
    if (main.getBoundingClientRect().bottom - el.getBoundingClientRect().top <= visible - 4) fits = true;
  }
  root.style.setProperty('--bt-board-height', before[0]);
  root.classList.toggle('bt-wrapped', before[1]);
  return fits;
}"""


def measure_widgets(page, selector: str = ".jp-NotebookPanel:visible .boardtutor", *,
                    readable: float | None = None, visible: float | None = None) -> list[dict]:
    """``MEASURE_WIDGET_JS`` for every boardtutor widget that ``selector`` finds (by default: in the
    visible notebook of JupyterLab). With ``readable`` and ``visible``: for a board whose text is under
    ``readable`` px, also whether it would have fitted ``visible`` px with text of that size
    (``readable_would_fit``, ``READABLE_WOULD_FIT_JS``)."""
    widgets = page.locator(selector)
    found = []
    for i in range(widgets.count()):
        widget = widgets.nth(i)
        widget.scroll_into_view_if_needed()
        measured = widget.evaluate(MEASURE_WIDGET_JS)
        if readable and visible and measured["smallest"] and measured["smallest"][0]["size"] < readable - 0.05:
            measured["readable_would_fit"] = widget.evaluate(READABLE_WOULD_FIT_JS, [readable, visible, measured["smallest"][0]["size"]])
        found.append(measured)
    return found


def visible_notebook_height(page) -> float:
    """The height of the notebook's scrolling area (what shows without scrolling the page)."""
    return page.evaluate(
        "() => { const p = (%s)(); const o = p && p.querySelector('.jp-WindowedPanel-outer'); return o ? o.clientHeight : 0; }"
        % _VISIBLE_PANEL_JS.strip()
    )


def fit_problems(widget: dict, visible: float, screen_width: int) -> list[str]:
    """What does not fit a screen whose notebook area shows ``visible`` px: the board with the column
    beside (or under) it taller than that, a row of controls that ends below it while the widget's top
    is at the top, a part of the widget that scrolls on its own, board text under ``MIN_FONT``, or under
    ``READABLE_FONT`` where the board did not have to give up size (it would have fitted with readable
    text: ``readable_would_fit`` from ``measure_widgets``, or the block does not fit anyway)."""
    name = widget["title"] or "(no title)"
    problems = []
    too_tall = widget["block_height"] > visible
    if too_tall:
        problems.append(f"{name}: board with buttons {widget['block_height']:.0f} px > {visible:.0f} px visible")
    for row in widget["rows"]:
        if row["bottom"] > visible:
            problems.append(f"{name}: the row “{row['text']}” ends {row['bottom']:.0f} px below the widget's top "
                            f"> {visible:.0f} px visible")
    for part in widget["scrollers"]:
        problems.append(f"{name}: {part['what']} scrolls on its own ({part['content']} px in {part['shown']} px)")
    smallest = widget["smallest"][0]["size"] if widget["smallest"] else 99
    gave_up_size = widget.get("readable_would_fit") is False and not too_tall
    least = MIN_FONT[screen_width] if gave_up_size else READABLE_FONT[screen_width]
    if smallest < least - 0.05:
        texts = ", ".join(f"“{t['text']}” {t['size']:.1f} px" for t in widget["smallest"][:3])
        problems.append(f"{name}: text under {least:g} px: {texts}")
    return problems


def split_fit_problems(problems: list[str], screen_width: int) -> tuple[list[str], list[str]]:
    """``fit_problems`` split by what issue #25 asks at this width: (what the tests assert; what is only
    reported, in the figures).

    At 1366 px (JupyterLab with the file browser open, and the app) everything is asserted: nothing
    scrolls on its own, every row of buttons and the whole block show, the board text is readable. At
    1024 px beside the file browser the issue asks for readable text (11 px; the boards switch to their
    narrow pictures), and nothing scrolling on its own: the narrow boards are taller than the screen
    there, so their rows and blocks are left to the figures (fit_*.json)."""
    if screen_width >= 1200:
        return list(problems), []
    reached = [p for p in problems if " scrolls on its own " in p or " text under " in p]
    return reached, [p for p in problems if p not in reached]


def widget_cells(game_ids, lang: str) -> list[str]:
    """A notebook's code cells that show every widget of each game as a lesson shows it: a live game
    (up to 4 players), every example at its last step and (where that is another step) at the step whose
    picture holds the most, an exercise, and the rule finder with a question asked and a rule open."""
    import boardtutor

    cells = [
        f"import boardtutor\nboardtutor.set_language({lang!r})\n"
        "from boardtutor.widgets import PlayView, PracticeView, RuleFinder, StepThrough\n"
        "def fullest(walkthrough):\n"
        "    w = StepThrough(walkthrough)\n"
        "    w.goto(max(range(w.total + 1), key=lambda i: (w.goto(i), len(w.view['svg']))[1]))\n"
        "    return w if w.index < w.total else None\n"
        "def rule_open(game_id):\n"
        "    r = RuleFinder(game_id)\n"
        "    rule = max(r.rules, key=lambda p: len(p.steps))\n"
        f"    r.search(' '.join(rule.summary({lang!r}).split()[:5]))\n"
        "    r.select(rule.id)\n"
        "    return r"
    ]
    for game_id in game_ids:
        players = min(4, boardtutor.load(game_id).max_players)
        cells.append(f"PlayView({game_id!r}, players={players}, seats=['human'] + ['random'] * {players - 1}, seed=3, pause=0)")
        for index, _ in enumerate(boardtutor.walkthroughs(game_id)):
            cells.append(f"w = StepThrough(boardtutor.walkthroughs({game_id!r})[{index}]); w.goto(w.total); w")
            cells.append(f"fullest(boardtutor.walkthroughs({game_id!r})[{index}])")
        cells.append(f"PracticeView({game_id!r}, seed=1)")
        cells.append(f"rule_open({game_id!r})")
    return cells


def widget_outputs(page, path: str) -> int:
    """How many widget views the open notebook's outputs hold (in its model: drawn or not yet)."""
    model = page.evaluate(_MODEL_JS, path) or {}
    return sum(1 for cell in model.get("cells", []) for out in cell.get("outputs", []) or []
               if "application/vnd.jupyter.widget-view+json" in (out.get("data") or {}))


# -- a learner's clicks (JupyterLab and the app view alike) ---------------------------------------


def wait_for_change(page, locator, before: str, what: str = "text", timeout: float = 15_000) -> str:
    """Wait until ``locator``'s text (``what="html"``: its markup, e.g. a board's SVG) differs from ``before``."""
    deadline = page.evaluate("Date.now()") + timeout
    while page.evaluate("Date.now()") < deadline:
        now = locator.inner_html() if what == "html" else locator.inner_text().strip()
        if now != before:
            return now
        page.wait_for_timeout(100)
    raise AssertionError(f"{what} did not change within {timeout / 1000:.0f} s (still {before[:120]!r})")


def click_what_is_lit(view, *, last: bool = False) -> bool:
    """As a learner who follows what a game view offers: click a highlighted field (the last one with
    ``last``, e.g. to complete a selection), else the first enabled action button. False: nothing to click."""
    lit = view.locator(".bt-target")
    button = view.locator(".bt-actions .bt-button:not([disabled])")
    if lit.count():
        (lit.last if last else lit.first).click()
    elif button.count():
        button.first.click()
    else:
        return False
    return True


# -- accessibility: axe-core (npm, pinned in package.json; `make axe` puts it into node_modules/) -----

AXE_SCRIPT = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
# What the tests demand: none of these (axe's two worst of four impacts).
AXE_BLOCKING = ("critical", "serious")


def axe_violations(page, target: str, *, exclude: list[str] | None = None) -> list[dict]:
    """axe-core's violations in the elements ``target`` (a CSS selector) of ``page``, leaving out
    ``exclude``: one dict per rule with ``id``, ``impact``, ``help``, ``helpUrl`` and ``nodes`` (the
    CSS path, the markup and what axe says to fix, per element). axe is injected once per page."""
    if not AXE_SCRIPT.exists():
        raise FileNotFoundError(f"{AXE_SCRIPT} is missing: run `make axe` (npm ci) first")
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE_SCRIPT))
    return page.evaluate(
        """async ([target, exclude]) => {
          const include = [...document.querySelectorAll(target)];
          if (!include.length) throw new Error('axe: nothing matches ' + target);
          const context = exclude.length ? {include, exclude} : include;
          const result = await axe.run(context, {resultTypes: ['violations']});
          return result.violations.map((v) => ({
            id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
            nodes: v.nodes.map((n) => ({target: n.target.join(' '), html: n.html.slice(0, 300),
                                         summary: n.failureSummary})),
          }));
        }""",
        [target, exclude or []],
    )


def describe_violations(violations: list[dict], nodes: int = 3) -> str:
    """axe's violations as lines a person reads: impact, rule, how many elements, the first few."""
    lines = []
    for v in violations:
        lines.append(f"[{v['impact']}] {v['id']}: {v['help']} ({len(v['nodes'])} element(s)) {v['helpUrl']}")
        for n in v["nodes"][:nodes]:
            lines.append(f"    {n['target']}  {n['html'][:160]}")
            if n.get("summary"):
                lines.append("      " + n["summary"].replace("\n", "\n      ")[:400])
    return "\n".join(lines)


# -- the app (Voilà) ---------------------------------------------------------------------------------

APP_VIEWPORT = {"width": 1366, "height": 768}


def wait_for_app(page, widgets: int, timeout: float = 240) -> None:
    """Voilà has run every cell (its page is shown) and at least ``widgets`` widget views are drawn
    (boardtutor's own, the Wispwood calculator among them, and plain ipywidgets)."""
    page.wait_for_selector("#rendered_cells", state="visible", timeout=timeout * 1000)
    page.wait_for_function(
        """(n) => [...document.querySelectorAll('.jp-OutputArea-output')]
                   .filter(o => o.querySelector('.boardtutor > *, .jupyter-widgets')).length >= n""",
        arg=widgets, timeout=timeout * 1000,
    )
