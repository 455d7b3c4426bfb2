"""How every game's board looks at a projector: board height, the board-and-buttons block, and the
smallest text (in screen pixels) at 1366×768 and 1024×768, in a real JupyterLab + Chromium.

    .venv/bin/python tools/measure_boards.py [--game woodwalkers] [--screenshots DIR]

Goals (issue "Ready for the classroom projector"): the board with its buttons within the visible
notebook area (about 600 px at 1366×768), text at least 12 px at 1366 px width and 11 px at 1024 px.
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


def cells_for(game_id: str) -> list[str]:
    """A PlayView and the last step of every walkthrough: the boards a lesson shows."""
    game = boardtutor.load(game_id)
    players = 4 if game.max_players >= 4 else game.max_players
    cells = [
        "import boardtutor\nboardtutor.set_language('de')\nfrom boardtutor.widgets import PlayView, StepThrough",
        f"PlayView({game_id!r}, players={players}, seats=['human'] + ['random'] * {players - 1}, seed=3)",
    ]
    for index, _ in enumerate(boardtutor.walkthroughs(game_id)):
        cells.append(f"w = StepThrough(boardtutor.walkthroughs({game_id!r})[{index}]); w.goto(w.total); w")
    return cells


def measure(game_ids: list[str], screenshots: Path | None) -> list[dict]:
    from playwright.sync_api import sync_playwright

    rows = []
    root = ROOT / "test-output" / "measure"
    with lab.run_lab(ROOT) as server, sync_playwright() as p:
        browser = lab.launch_chromium(p)
        for game_id in game_ids:
            file = lab.write_notebook(root / f"measure_{game_id}.ipynb", cells_for(game_id))
            path = file.relative_to(ROOT).as_posix()
            for size in lab.PROJECTOR_SIZES:
                page = browser.new_page(viewport=size)
                result = lab.run_notebook(page, server.url, path, notebook_file=file)
                lab.collapse_sidebar(page)
                visible = lab.visible_notebook_height(page)
                for found in lab.measure_widgets(page):
                    found.update(game=game_id, width=size["width"], visible=visible, errors=len(result.errors))
                    rows.append(found)
                if screenshots:
                    screenshots.mkdir(parents=True, exist_ok=True)
                    page.screenshot(path=str(screenshots / f"{game_id}_{size['width']}.png"))
                page.close()
                server.shutdown_sessions()
        browser.close()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all")
    parser.add_argument("--screenshots", type=Path)
    args = parser.parse_args()
    ids = boardtutor.games() if args.game == "all" else [args.game]
    for row in measure(ids, args.screenshots):
        small = ", ".join(f"{t['size']:.1f}px “{t['text']}”" for t in row["smallest"][:3])
        print(
            f"{row['game']:14} {row['width']:4} {row['title'][:34]:34} board {row['board_height']:4.0f} px, "
            f"board+buttons {row['block_height']:4.0f} px of {row['visible']:3.0f}; texts {row['count']:3}, "
            f"<12px {row['under12']:3}, <11px {row['under11']:3}; smallest {small}"
        )


if __name__ == "__main__":
    main()
