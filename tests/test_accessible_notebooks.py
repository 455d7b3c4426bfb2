"""The lessons' own text is easy to move through with a screen reader (issue #25): headings go down
one level at a time (a screen reader lists them as the lesson's outline; a skipped level looks like
a missing part). Checked on the saved notebooks, in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*/*.ipynb"))


def _headings(notebook: Path) -> list[tuple[int, str]]:
    """(level, text) of every markdown heading, in order (lines in a ``` block are not headings)."""
    found = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        if cell["cell_type"] != "markdown":
            continue
        fenced = False
        source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        for line in source.splitlines():
            if line.lstrip().startswith("```"):
                fenced = not fenced
            match = None if fenced else re.match(r"(#{1,6})\s+(.*)", line)
            if match:
                found.append((len(match.group(1)), match.group(2).strip()))
    return found


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_headings_go_down_one_level_at_a_time(notebook):
    headings = _headings(notebook)
    assert headings and headings[0][0] == 1, f"the lesson starts with its title: {headings[:1]}"
    skipped = [(before, now) for before, now in zip(headings, headings[1:]) if now[0] > before[0] + 1]
    assert not skipped, f"a heading level is skipped: {skipped}"
