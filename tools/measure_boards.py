"""How every game's widgets fit a projector's screen, in a real JupyterLab + Chromium with the file
browser open (as JupyterLab and Binder open): board size, the board-and-buttons block against the visible
notebook area, where the last row of buttons ends, parts that scroll on their own, and the smallest board
text (in screen pixels), at 1366×768 and 1024×768.

    .venv/bin/python tools/measure_boards.py [--game woodwalkers] [--lang de] [--width 1366] [--screenshots DIR]

Goals (issue #25 "A screen that fits"): everything within the visible notebook area without a scroll area
inside the widget, text at least 12 px at 1366 px width and 11 px at 1024 px (tests/browser/test_projector.py).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
os.environ.setdefault("BOARDTUTOR_CHROMIUM", "/usr/bin/chromium")

import lab  # noqa: E402

import boardtutor  # noqa: E402


def measure(game_ids: list[str], lang: str, sizes, screenshots: Path | None) -> list[dict]:
    from playwright.sync_api import sync_playwright

    rows = []
    root = ROOT / "test-output" / "measure"
    with lab.run_lab(ROOT) as server, sync_playwright() as p:
        browser = lab.launch_chromium(p)
        for game_id in game_ids:
            file = lab.write_notebook(root / f"measure_{game_id}_{lang}.ipynb", lab.widget_cells([game_id], lang))
            path = file.relative_to(ROOT).as_posix()
            for size in sizes:
                page = browser.new_page(viewport=size)
                result = lab.run_notebook(page, server.url, path, notebook_file=file)
                lab.open_file_browser(page)
                page.wait_for_timeout(1000)
                visible = lab.visible_notebook_height(page)
                for found in lab.measure_widgets(page):
                    found.update(game=game_id, screen=size["width"], visible=visible, errors=len(result.errors),
                                 problems=lab.fit_problems(found, visible, size["width"]))
                    rows.append(found)
                if screenshots:  # the live game, the first example, the exercise and the rule finder, each at the top
                    screenshots.mkdir(parents=True, exist_ok=True)
                    widgets = page.locator(".jp-NotebookPanel:visible .boardtutor")
                    for name, index in (("play", 0), ("example", 1), ("practice", widgets.count() - 2), ("rules", widgets.count() - 1)):
                        widgets.nth(index).evaluate("(el) => el.scrollIntoView({block: 'start'})")
                        page.wait_for_timeout(300)
                        page.screenshot(path=str(screenshots / f"{game_id}_{lang}_{size['width']}_{name}.png"))
                page.close()
                server.shutdown_sessions()
        browser.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all")
    parser.add_argument("--lang", default="de")
    parser.add_argument("--width", type=int, choices=[s["width"] for s in lab.PROJECTOR_SIZES])
    parser.add_argument("--screenshots", type=Path)
    args = parser.parse_args()
    ids = boardtutor.games() if args.game == "all" else [args.game]
    sizes = [s for s in lab.PROJECTOR_SIZES if args.width in (None, s["width"])]
    for row in measure(ids, args.lang, sizes, args.screenshots):
        small = ", ".join(f"{t['size']:.1f}px “{t['text']}”" for t in row["smallest"][:2])
        print(
            f"{row['game']:14} {row['screen']:4} {row['title'][:34]:34} board {row['board_width']:4.0f}×{row['board_height']:3.0f}, "
            f"block {row['block_height']:4.0f}, last row {row['last_row']:4.0f} of {row['visible']:3.0f} px; "
            f"scrolls: {len(row['scrollers'])}; smallest {small}"
        )
        for problem in row["problems"]:
            print("    !", problem)


if __name__ == "__main__":
    main()
