"""Click-to-board latency of a BoardView in a real JupyterLab + Chromium, next to an echo widget.

Run: ``.venv/bin/python benchmarks/latency.py [--clicks 60]`` (needs Debian's Chromium; ``make test``
installs it). Prints figures; asserts nothing.

In the same notebook and the same run it measures, in the page, the time from a click to the
re-drawn view:
- the floor: a minimal anywidget that sends the click to Python through a synced trait, and Python
  answers through another synced trait (the same channel BoardView uses, with no work on either side);
- a BoardView: clicking an animal selects it (Python checks the click against the rules, renders the
  SVG board with the highlighted targets, and the browser redraws it); clicking it again deselects.
The two kinds of click alternate, so both see the same load.
Goals (2 cores): median <= 1.2x the floor, p95 <= 1.5x the floor.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import lab  # noqa: E402  (the browser harness of the tests)

GOAL_MEDIAN, GOAL_P95 = 1.2, 1.5

ECHO = '''
import anywidget, traitlets

class Echo(anywidget.AnyWidget):
    """The floor: a click goes to Python and comes back, with no work on either side."""
    _esm = """
    function render({ model, el }) {
      el.classList.add("bt-echo");
      const draw = () => {
        const button = document.createElement("button");
        button.className = "bt-echo-button";
        button.textContent = String(model.get("count"));
        button.addEventListener("click", () => { model.set("intent", { n: model.get("count") }); model.save_changes(); });
        el.replaceChildren(button);
      };
      model.on("change:count", draw);
      draw();
    }
    export default { render };
    """
    intent = traitlets.Any({}).tag(sync=True)
    count = traitlets.Int(0).tag(sync=True)

    @traitlets.observe("intent")
    def _echo(self, change):
        if change["new"]:
            self.count += 1
'''

CELLS = [
    "import boardtutor\nboardtutor.set_language('en')\nfrom boardtutor.widgets import BoardView",
    ECHO + "\necho = Echo()\necho",
    "board = BoardView(boardtutor.walkthroughs('woodwalkers')[1].replay()[1])\nboard",
]

# One measured click in the page: click, then wait until the view has changed (a MutationObserver
# sees the redraw, which happens in one go) and the next frame is due.
MEASURE_JS = """
async ([selector, field]) => {
  const host = document.querySelector(selector);
  const target = field ? host.querySelector(`[data-field="${field}"]`) : host.querySelector('button');
  return await new Promise((resolve) => {
    const start = performance.now();
    const observer = new MutationObserver(() => {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(host, { childList: true, subtree: true, attributes: true, characterData: true });
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}
"""


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60, help="measured clicks per widget (default 60)")
    parser.add_argument("--warmup", type=int, default=5, help="unmeasured clicks first (default 5)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    out = ROOT / "test-output" / "benchmarks"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out) as tmp:
        file = lab.write_notebook(Path(tmp) / "latency.ipynb", CELLS)
        path = file.relative_to(ROOT).as_posix()
        with lab.run_lab(ROOT, log_path=out / "latency-lab.log") as server, sync_playwright() as pw:
            browser = lab.launch_chromium(pw)
            page = browser.new_page(viewport=dict(lab.DEFAULT_VIEWPORT))
            run = lab.run_notebook(page, server.url, path, notebook_file=file)
            if run.errors:
                sys.exit(run.describe_errors())
            echo = ".jp-NotebookPanel:not(.lm-mod-hidden) .bt-echo"
            board = ".jp-NotebookPanel:not(.lm-mod-hidden) .boardtutor"
            page.wait_for_selector(f"{echo} button")
            page.wait_for_selector(f"{board} [data-field='a6']")
            floor, view = [], []
            started = time.perf_counter()
            for i in range(args.warmup + args.clicks):
                f = page.evaluate(MEASURE_JS, [echo, None])
                b = page.evaluate(MEASURE_JS, [board, "a6"])  # select, then deselect, alternately
                if i >= args.warmup:
                    floor.append(f)
                    view.append(b)
            selected = page.evaluate(f"() => document.querySelector(\"{board} [data-field='a6']\").getAttribute('aria-pressed')")
            wall = time.perf_counter() - started
            browser.close()

    med_f, med_b = statistics.median(floor), statistics.median(view)
    p95_f, p95_b = p95(floor), p95(view)
    print(f"clicks measured: {len(view)} per widget (+{args.warmup} warm-up), {wall:.1f} s in all")
    print(f"echo widget (floor):  median {med_f:6.1f} ms   p95 {p95_f:6.1f} ms")
    print(f"BoardView (select):   median {med_b:6.1f} ms   p95 {p95_b:6.1f} ms   (last state: a6 pressed={selected})")
    print(f"ratio BoardView/floor: median {med_b / med_f:.2f}x (goal <= {GOAL_MEDIAN}x: "
          f"{'met' if med_b / med_f <= GOAL_MEDIAN else 'MISSED'}),  p95 {p95_b / p95_f:.2f}x "
          f"(goal <= {GOAL_P95}x: {'met' if p95_b / p95_f <= GOAL_P95 else 'MISSED'})")


if __name__ == "__main__":
    main()
