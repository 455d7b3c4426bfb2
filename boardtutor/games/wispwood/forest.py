"""A forest as data: fields, neighbours, groups, the shapes' orientations, and forests written as text.

A forest maps fields ``(x, y)`` to a tile letter: ``P`` pumpkin, ``H`` hat, ``V`` heart, ``O`` orb
(the four wisp kinds), ``T`` tree, ``C`` the cat (on its tree tile, which counts as no tree). ``x``
grows to the right (columns a, b, c, …) and ``y`` downwards (rows 1, 2, 3, …, row 1 at the top).

>>> forest = parse_forest('''
...   O T
...   C V
... ''')
>>> sorted((cell_name(*field), tile) for field, tile in forest.items())
[('a1', 'O'), ('a2', 'C'), ('b1', 'T'), ('b2', 'V')]
>>> forest_text(forest)
['OT', 'CV']
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Iterable, Mapping

from ...core import Rule, RuleViolation, Text, _shown

DATA: dict = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))

Field = tuple[int, int]
Forest = dict[Field, str]

COLUMNS = "abcdefghijk"
SHEET = len(COLUMNS)  # the naming sheet is 11 × 11 (assumption "forest_frame")
KINDS: tuple[str, ...] = tuple(DATA["kinds"])  # pumpkin, hat, heart, orb
LETTER = {kind: DATA["kinds"][kind]["letter"] for kind in KINDS}
KIND_OF = {letter: kind for kind, letter in LETTER.items()}
WISPS = frozenset(KIND_OF)
TREE, CAT, EMPTY = "T", "C", "."
TILES = WISPS | {TREE, CAT}
GRID_SIZES: tuple[int, ...] = tuple(DATA["grid_sizes"])

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
AROUND = ORTHOGONAL + DIAGONAL
_CELL_RE = re.compile(r"^([a-k])(1[01]|[1-9])$")
_NUMBER_RE = re.compile(r"[0-9]{1,4}")


def cell_name(x: int, y: int) -> str:
    """The field's name: column letter, then row number (row 1 at the top).

    >>> cell_name(0, 0), cell_name(5, 5), cell_name(10, 10)
    ('a1', 'f6', 'k11')
    """
    return f"{COLUMNS[x]}{y + 1}"


def parse_cell(text: str) -> Field | None:
    """``"f6"`` → ``(5, 5)``; None for anything that is not a field of the sheet."""
    match = _CELL_RE.match(text.strip().lower()) if isinstance(text, str) else None
    if not match:
        return None
    return COLUMNS.index(match.group(1)), int(match.group(2)) - 1


def number(text: str) -> int | None:
    """A small count typed as plain digits 0–9 (``"3"`` → 3); None for anything else, also for what
    Python calls digits but ``int`` cannot read or people would not type here (``"²"``, ``"٣"``).

    >>> number("3"), number("²"), number("12345")
    (3, None, None)
    """
    return int(text) if isinstance(text, str) and _NUMBER_RE.fullmatch(text) else None



def neighbours(field: Field, steps: Iterable[Field] = ORTHOGONAL) -> list[Field]:
    x, y = field
    return [(x + dx, y + dy) for dx, dy in steps]


def bounds(fields: Iterable[Field]) -> tuple[int, int, int, int] | None:
    """``(min_x, min_y, max_x, max_y)`` of the fields, or None if there are none."""
    fields = list(fields)
    if not fields:
        return None
    xs = [x for x, _ in fields]
    ys = [y for _, y in fields]
    return min(xs), min(ys), max(xs), max(ys)


def extent(fields: Iterable[Field]) -> tuple[int, int]:
    """Width and height of the smallest rectangle holding the fields (0, 0 for none)."""
    box = bounds(fields)
    if box is None:
        return 0, 0
    return box[2] - box[0] + 1, box[3] - box[1] + 1


def groups(forest: Mapping[Field, str], letters: Iterable[str]) -> list[list[Field]]:
    """Orthogonally connected groups of fields whose tile is one of ``letters``, largest first
    (ties in reading order), each group in reading order."""
    wanted = set(letters)
    todo = {f for f, tile in forest.items() if tile in wanted}
    found = []
    while todo:
        start = min(todo, key=lambda f: (f[1], f[0]))
        todo.discard(start)
        group, stack = [start], [start]
        while stack:
            for nb in neighbours(stack.pop()):
                if nb in todo:
                    todo.discard(nb)
                    group.append(nb)
                    stack.append(nb)
        found.append(sorted(group, key=lambda f: (f[1], f[0])))
    found.sort(key=lambda g: (-len(g), g[0][1], g[0][0]))
    return found


def reading_order(fields: Iterable[Field]) -> list[Field]:
    return sorted(fields, key=lambda f: (f[1], f[0]))


def names(fields: Iterable[Field]) -> str:
    """Field names in reading order, comma-separated: ``"a1, c2"``."""
    return ", ".join(cell_name(*f) for f in reading_order(fields))


# -- shapes ------------------------------------------------------------------------------------------
def _normalise(cells: Iterable[Field]) -> tuple[Field, ...]:
    cells = list(cells)
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted(((x - mx, y - my) for x, y in cells), key=lambda f: (f[1], f[0])))


def orient(cells: Iterable[Field], rotation: int, mirrored: bool) -> tuple[Field, ...]:
    """The cells mirrored (left ↔ right) if asked, then turned ``rotation`` quarter turns clockwise,
    moved so that the top-left corner of their box is (0, 0).

    >>> orient([(0, 0), (1, 0)], 1, False)   # a lying domino turned once stands upright
    ((0, 0), (0, 1))
    """
    out = [(-x, y) if mirrored else (x, y) for x, y in cells]
    for _ in range(rotation % 4):
        out = [(-y, x) for x, y in out]
    return _normalise(out)


SHAPES: dict[str, tuple[Field, ...]] = {name: _normalise(map(tuple, cells)) for name, cells in DATA["shapes"].items()}
ORIENTATIONS: dict[str, tuple[tuple[Field, ...], ...]] = {
    name: tuple(dict.fromkeys(orient(cells, r, m) for m in (False, True) for r in range(4)))
    for name, cells in SHAPES.items()
}


# -- forests written as text ------------------------------------------------------------------------
def parse_forest(text: str | Iterable[str], *, rule: Rule | None = None) -> Forest:
    """Read a forest written one row per line, one character per field (spaces are ignored):
    ``P`` pumpkin, ``H`` hat, ``V`` heart, ``O`` orb, ``T`` tree, ``C`` cat, ``.`` empty. Lower case
    is fine too. Raises RuleViolation (in German and English) for other characters or a second cat."""
    if isinstance(text, str):
        lines = text.splitlines()
    elif isinstance(text, (list, tuple)) and all(isinstance(line, str) for line in text):
        lines = list(text)
    else:
        raise RuleViolation(Text("wispwood.error.forest_type", value=_shown(text)), rule)
    rows = ["".join(line.split()) for line in lines]
    while rows and not rows[0]:
        rows.pop(0)
    while rows and not rows[-1]:
        rows.pop()
    if len(rows) > SHEET or any(len(row) > SHEET for row in rows):
        raise RuleViolation(Text("wispwood.error.forest_sheet", size=SHEET), rule)
    forest: Forest = {}
    cats = []
    for y, row in enumerate(rows):
        for x, char in enumerate(row):
            tile = char.upper()
            if tile == EMPTY:
                continue
            if tile not in TILES:
                raise RuleViolation(Text("wispwood.error.forest_char", char=_shown(char, 3), row=y + 1, column=x + 1), rule)
            if tile == CAT:
                cats.append((x, y))
            forest[(x, y)] = tile
    if len(cats) > 1:
        raise RuleViolation(Text("wispwood.error.forest_cats", cells=names(cats)), rule)
    return forest


def forest_text(forest: Mapping[Field, str], box: tuple[int, int, int, int] | None = None) -> list[str]:
    """The forest as rows of characters over ``box`` (default: the smallest rectangle holding it)."""
    box = box or bounds(forest)
    if box is None:
        return []
    x0, y0, x1, y1 = box
    return ["".join(forest.get((x, y), EMPTY) for x in range(x0, x1 + 1)) for y in range(y0, y1 + 1)]


__all__ = [
    "AROUND", "CAT", "COLUMNS", "DATA", "DIAGONAL", "EMPTY", "KINDS", "KIND_OF", "LETTER", "ORIENTATIONS",
    "ORTHOGONAL", "SHAPES", "SHEET", "TILES", "TREE", "WISPS", "bounds", "cell_name", "extent", "forest_text", "groups",
    "names", "neighbours", "number", "orient", "parse_cell", "parse_forest",
]
