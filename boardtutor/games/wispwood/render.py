"""Wispwood as SVG: the pond with its 8 wisps and 8 shapes, the forests, the players and the goal cards.

``render_svg(state)`` draws the whole table (``layout="narrow"``: the same table for a narrow column,
the players and goal cards under the pond and the forest); ``forest_svg(forest)`` one forest alone
(the scoring calculator uses it). Wisps are told apart by colour *and* picture *and* letter (``P`` pumpkin, ``H`` hat,
``V`` heart, ``O`` orb – the letters of the forest text), colours from the Okabe–Ito palette. Every
place one can click is a ``<g data-field="…">`` with a ``<title>`` saying what is there: pond fields
``spot1``–``spot8``, shapes ``shape:L4``, the forest of the player to move ``cell:d4``, the shape
preview's controls ``ctl:rotate``, ``ctl:mirror``, ``ctl:place``, ``ctl:cancel``.

>>> import boardtutor
>>> state = boardtutor.load("wispwood").new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD")
>>> svg = render_svg(state, lang="en")
>>> svg.startswith("<svg") and 'data-field="shape:L4"' in svg and "Ada" in svg
True
"""

from __future__ import annotations

import math
from typing import Any, Iterable, Mapping, NamedTuple, Sequence

from ...i18n import Bilingual, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .forest import CAT, COLUMNS, DATA, KIND_OF, KINDS, LETTER, SHAPES, TREE, bounds, cell_name, parse_cell, reading_order
from .scoring import and_list, kind_noun, shape_noun

SOFT = "#555555"
WATER = "#CFE6F3"
WATER_EDGE = "#6FA8C8"
GROUND = "#F6F1E3"
ROOM = "#FFFDF6"
ROOM_EDGE = "#C9BFA3"
TREE_FILL = "#3F7F4A"
TREE_DARK = "#24512D"
CAT_FILL = "#E9E2D0"
HIGHLIGHT = "#0072B2"
TARGET = "#009E73"
BAD = "#D55E00"
COLOURS = {kind: DATA["kinds"][kind]["colour"] for kind in KINDS}


def kind_word(kind: str, lang: str) -> str:
    return kind_noun(kind).render(lang)


def tile_word(tile: str | None, lang: str) -> str:
    """What lies on a field, in words: a wisp kind, tree, cat or empty."""
    if tile in KIND_OF:
        return kind_word(KIND_OF[tile], lang)
    if tile in (TREE, CAT):
        return kind_noun({TREE: "tree", CAT: "cat"}[tile]).render(lang)
    return tr("wispwood.tile.empty", lang)


# -- tile pictures (drawn in a square of side s at x, y) ------------------------------------------
def _wisp_icon(kind: str, x: float, y: float, s: float) -> str:
    cx, cy = x + s / 2, y + s / 2
    r = s * 0.3
    dark = INK
    if kind == "pumpkin":
        return (f'<ellipse cx="{svg.num(cx)}" cy="{svg.num(cy + r * 0.15)}" rx="{svg.num(r * 1.1)}" ry="{svg.num(r * 0.85)}" fill="#FFF3D6" stroke="{dark}" stroke-width="1.5"/>'
                f'<path d="M{svg.num(cx)} {svg.num(cy - r * 0.7)} v{svg.num(-r * 0.45)}" stroke="{dark}" stroke-width="2"/>'
                f'<path d="M{svg.num(cx)} {svg.num(cy - r * 0.68)} C{svg.num(cx - r * 0.75)} {svg.num(cy - r * 0.3)} {svg.num(cx - r * 0.75)} {svg.num(cy + r * 0.6)} {svg.num(cx)} {svg.num(cy + r * 0.98)} '
                f'M{svg.num(cx)} {svg.num(cy - r * 0.68)} C{svg.num(cx + r * 0.75)} {svg.num(cy - r * 0.3)} {svg.num(cx + r * 0.75)} {svg.num(cy + r * 0.6)} {svg.num(cx)} {svg.num(cy + r * 0.98)}" '
                f'fill="none" stroke="{dark}" stroke-width="1"/>')
    if kind == "hat":
        return (f'<path d="M{svg.num(cx - r * 1.2)} {svg.num(cy + r * 0.8)} h{svg.num(r * 2.4)} M{svg.num(cx - r * 0.7)} {svg.num(cy + r * 0.8)} '
                f'L{svg.num(cx)} {svg.num(cy - r * 1.1)} L{svg.num(cx + r * 0.7)} {svg.num(cy + r * 0.8)} Z" fill="#FBE8F2" stroke="{dark}" stroke-width="1.5"/>')
    if kind == "heart":
        return (f'<path d="M{svg.num(cx)} {svg.num(cy + r * 0.95)} C{svg.num(cx - r * 1.6)} {svg.num(cy - r * 0.2)} {svg.num(cx - r * 0.7)} {svg.num(cy - r * 1.3)} '
                f'{svg.num(cx)} {svg.num(cy - r * 0.45)} C{svg.num(cx + r * 0.7)} {svg.num(cy - r * 1.3)} {svg.num(cx + r * 1.6)} {svg.num(cy - r * 0.2)} {svg.num(cx)} {svg.num(cy + r * 0.95)} Z" '
                f'fill="#FFE4D6" stroke="{dark}" stroke-width="1.5"/>')
    return (f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(r)}" fill="#E6F4FC" stroke="{dark}" stroke-width="1.5"/>'
            f'<circle cx="{svg.num(cx - r * 0.35)}" cy="{svg.num(cy - r * 0.35)}" r="{svg.num(r * 0.25)}" fill="{dark}" opacity="0.5"/>')


def tile_svg(tile: str, x: float, y: float, s: float, *, hidden_cat: bool = False, opacity: float = 1.0, letter: bool = True) -> str:
    """One tile: a wisp (colour, picture and, with ``letter``, its letter), a tree, or the cat (ready or hidden)."""
    fade = f' opacity="{svg.num(opacity)}"' if opacity < 1 else ""
    inset = max(1.5, s * 0.05)
    box = f'x="{svg.num(x + inset)}" y="{svg.num(y + inset)}" width="{svg.num(s - 2 * inset)}" height="{svg.num(s - 2 * inset)}" rx="{svg.num(s * 0.14)}"'
    if tile in KIND_OF:
        kind = KIND_OF[tile]
        mark = svg.text(x + s - inset - s * 0.07, y + s - inset - s * 0.08, tile, max(8, s * 0.24), weight="bold", anchor="end") if letter else ""
        return (f'<g{fade}><rect {box} fill="{COLOURS[kind]}" stroke="{INK}" stroke-width="1.2"/>'
                f"{_wisp_icon(kind, x, y, s)}{mark}</g>")
    if tile == TREE:
        cx = x + s / 2
        return (f'<g{fade}><rect {box} fill="{TREE_FILL}" stroke="{TREE_DARK}" stroke-width="1.2"/>'
                f'<path d="M{svg.num(cx)} {svg.num(y + s * 0.18)} L{svg.num(x + s * 0.76)} {svg.num(y + s * 0.7)} L{svg.num(x + s * 0.24)} {svg.num(y + s * 0.7)} Z" fill="#A9D18E" stroke="{TREE_DARK}" stroke-width="1"/>'
                f'<rect x="{svg.num(cx - s * 0.05)}" y="{svg.num(y + s * 0.7)}" width="{svg.num(s * 0.1)}" height="{svg.num(s * 0.13)}" fill="#6B4A2B"/></g>')
    if tile == CAT:
        cx, cy, r = x + s / 2, y + s * 0.55, s * 0.24
        dash = ' stroke-dasharray="3 2"' if hidden_cat else ""
        face = "#BDB6A6" if hidden_cat else "#F2A65A"
        return (f'<g{fade}><rect {box} fill="{CAT_FILL}" stroke="{INK}" stroke-width="1.2"/>'
                f'<path d="M{svg.num(cx - r)} {svg.num(cy - r * 0.3)} L{svg.num(cx - r * 0.8)} {svg.num(cy - r * 1.45)} L{svg.num(cx - r * 0.2)} {svg.num(cy - r * 0.9)} '
                f'L{svg.num(cx + r * 0.2)} {svg.num(cy - r * 0.9)} L{svg.num(cx + r * 0.8)} {svg.num(cy - r * 1.45)} L{svg.num(cx + r)} {svg.num(cy - r * 0.3)} Z" fill="{face}" stroke="{INK}" stroke-width="1.3"{dash}/>'
                f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(r)}" fill="{face}" stroke="{INK}" stroke-width="1.3"{dash}/>'
                + ("" if hidden_cat else f'<circle cx="{svg.num(cx - r * 0.38)}" cy="{svg.num(cy - r * 0.1)}" r="{svg.num(r * 0.13)}" fill="{INK}"/>'
                   f'<circle cx="{svg.num(cx + r * 0.38)}" cy="{svg.num(cy - r * 0.1)}" r="{svg.num(r * 0.13)}" fill="{INK}"/>')
                + "</g>")
    return ""


def shape_svg(shape: str, x: float, y: float, cell: float, fill: str = "#F4F8EF") -> str:
    """A shape drawn as little squares with its top-left corner at x, y."""
    return "".join(
        f'<rect x="{svg.num(x + cx * cell)}" y="{svg.num(y + cy * cell)}" width="{svg.num(cell)}" height="{svg.num(cell)}" fill="{fill}" stroke="{INK}" stroke-width="1.2"/>'
        for cx, cy in SHAPES[shape]
    )


# -- one forest -----------------------------------------------------------------------------------
def _marks(values: Iterable[str] | None) -> set:
    return set(values or ())


def forest_group(forest: Mapping, window: tuple[int, int, int, int], x: float, y: float, cell: float, lang: str, *,
                 region: tuple[int, int, int, int] | None = None, field_prefix: str | None = None,
                 highlight: Iterable = (), targets: Iterable = (), selected: Iterable = (), hidden_cat: bool = False,
                 preview: dict | None = None, grid: int | None = None, labels: bool = True, letters: bool = True,
                 label_size: float | None = None) -> str:
    """A forest drawn over ``window`` (x0, y0, x1, y1 on the naming sheet), top-left at x, y.

    ``region``: the fields still open (drawn as room for tiles); fields outside it are plain ground.
    ``field_prefix``: make every field clickable as ``<prefix><name>``. ``highlight``/``targets``/
    ``selected``: fields (``(x, y)`` tuples) to mark. ``preview``: a shape not yet placed
    (``cells``, ``ok``, ``kind``). ``grid``: draw the grid helper (an N × N frame) when it is pinned.
    ``letters``: the wisps' letters on their tiles; ``label_size``: the font of the field names."""
    x0, y0, x1, y1 = window
    highlight, targets, selected = _marks(highlight), _marks(targets), _marks(selected)
    parts = []
    if labels:
        for cx in range(x0, x1 + 1):
            parts.append(svg.text(x + (cx - x0 + 0.5) * cell, y - 5, COLUMNS[cx], label_size or max(9, cell * 0.3), anchor="middle", fill=SOFT))
        for cy in range(y0, y1 + 1):
            parts.append(svg.text(x - 5, y + (cy - y0 + 0.62) * cell, cy + 1, label_size or max(9, cell * 0.3), anchor="end", fill=SOFT))
    preview_cells = {}
    if preview:
        for name in preview.get("cells", ()):
            field = parse_cell(name)
            if field:
                preview_cells[field] = preview
    for cy in range(y0, y1 + 1):
        for cx in range(x0, x1 + 1):
            field = (cx, cy)
            px, py = x + (cx - x0) * cell, y + (cy - y0) * cell
            tile = forest.get(field)
            inside = region is None or (region[0] <= cx <= region[2] and region[1] <= cy <= region[3])
            name = cell_name(cx, cy)
            body = []
            fill = ROOM if inside else GROUND
            stroke = ROOM_EDGE if inside else "#E3DCC8"
            body.append(f'<rect x="{svg.num(px)}" y="{svg.num(py)}" width="{svg.num(cell)}" height="{svg.num(cell)}" fill="{fill}" stroke="{stroke}" stroke-width="1"/>')
            if tile:
                body.append(tile_svg(tile, px, py, cell, hidden_cat=hidden_cat and tile == CAT, letter=letters))
            if field in preview_cells:
                p = preview_cells[field]
                shade = TARGET if p.get("ok") else BAD
                body.append(f'<rect x="{svg.num(px + 3)}" y="{svg.num(py + 3)}" width="{svg.num(cell - 6)}" height="{svg.num(cell - 6)}" rx="4" fill="{shade}" opacity="0.35" stroke="{shade}" stroke-width="3" stroke-dasharray="6 3"/>')
            if field in targets:
                body.append(f'<circle cx="{svg.num(px + cell / 2)}" cy="{svg.num(py + cell / 2)}" r="{svg.num(cell * 0.14)}" fill="{TARGET}" opacity="0.8"/>')
            if field in highlight:
                body.append(f'<rect x="{svg.num(px + 2)}" y="{svg.num(py + 2)}" width="{svg.num(cell - 4)}" height="{svg.num(cell - 4)}" rx="5" fill="none" stroke="{HIGHLIGHT}" stroke-width="4"/>')
            if field in selected:
                body.append(f'<rect x="{svg.num(px + 1)}" y="{svg.num(py + 1)}" width="{svg.num(cell - 2)}" height="{svg.num(cell - 2)}" rx="5" fill="none" stroke="{INK}" stroke-width="3" stroke-dasharray="4 3"/>')
            label = f"{name}: {tile_word(tile, lang)}"
            if field_prefix is not None and inside:
                parts.append(f'<g data-field="{field_prefix}{name}">{svg.title(label)}{"".join(body)}</g>')
            else:
                parts.append(f"<g>{svg.title(label)}{''.join(body)}</g>")
    box = bounds(forest)
    if grid and box and box[2] - box[0] + 1 == grid and box[3] - box[1] + 1 == grid:
        gx, gy = x + (box[0] - x0) * cell, y + (box[1] - y0) * cell
        parts.append(f'<rect x="{svg.num(gx - 2)}" y="{svg.num(gy - 2)}" width="{svg.num(grid * cell + 4)}" height="{svg.num(grid * cell + 4)}" fill="none" stroke="{INK}" stroke-width="3"/>')
    return "".join(parts)


def forest_svg(forest: Mapping, *, highlight: Iterable = (), grid: int | None = None, lang: str | None = None,
               window: tuple[int, int, int, int] | None = None, cell: float = 48, field_prefix: str | None = None,
               targets: Iterable = ()) -> str:
    """One forest on its own (for the scoring calculator): the fields of ``window`` (default: the
    forest's box, at least the grid) with the ``highlight`` fields marked."""
    lang = check_language(lang)
    if window is None:
        box = bounds(forest) or (0, 0, 0, 0)
        size = grid or 1
        window = (box[0], box[1], max(box[2], box[0] + size - 1), max(box[3], box[1] + size - 1))
    width = (window[2] - window[0] + 1) * cell + 34
    height = (window[3] - window[1] + 1) * cell + 30
    body = forest_group(forest, window, 28, 22, cell, lang, highlight=highlight, grid=grid, field_prefix=field_prefix, targets=targets)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {svg.num(width)} {svg.num(height)}" width="{svg.num(width)}" height="{svg.num(height)}" '
            f'font-family="{FONT}" role="img">{body}</svg>')


# -- the table --------------------------------------------------------------------------------------
# Sized for a projector: the picture is shown at most min(470 px, 60vh) tall, so at about 0.8 of its
# size; no text is smaller than TEXT_MIN (12 px on screen and more), and no tile carries a letter
# (the legend names the pictures).
WIDTH = 1080
MIN_HEIGHT = 560  # at most about 1.9 : 1, so that at 1366 px the widget's column (280 px) fits beside the board
TEXT_MIN = 16
POND_CX, POND_CY, RING = 210, 240, 154
FOREST_X, FOREST_Y, FOREST_CELL, FOREST_SPAN = 448, 70, 54, 346
CONTROL_W, CONTROL_H, CONTROL_STEP = 80, 50, 84
PANEL_X, PANEL_W = 810, 262


class Arrangement(NamedTuple):
    """Where the parts of the table stand: the picture's ``width``, the ``pond``'s centre, the left
    edge of the forest in focus (``forest_x``, its area is ``FOREST_SPAN`` wide), the panel's left
    edge (``panel_x``) and the least height. ``goals_x``: None puts the goal cards under the players
    in one column beside the forest; a number puts the panel under the pond and the forest, with the
    goal cards (and the ghost) in a second column starting there."""

    width: float
    pond: tuple[float, float]
    forest_x: float
    panel_x: float
    goals_x: float | None
    min_height: float


# The wide table: pond, forest and panel side by side. The narrow one (a column about 590 px wide,
# issue #25) keeps the pond and the forest side by side and puts the panel under them in two columns;
# it is as wide as its 15-unit texts allow for 11 px at 570 px (570 × 15 / 11 ≈ 777).
LAYOUTS = {
    "wide": Arrangement(width=WIDTH, pond=(POND_CX, POND_CY), forest_x=FOREST_X, panel_x=PANEL_X, goals_x=None, min_height=MIN_HEIGHT),
    "narrow": Arrangement(width=776, pond=(200, POND_CY), forest_x=426, panel_x=24, goals_x=426, min_height=0),
}
WIDE = LAYOUTS["wide"]


def arrangement(layout: str) -> Arrangement:
    """The arrangement called ``layout`` ("wide" or "narrow"); anything else is a ValueError."""
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(map(repr, LAYOUTS))}, not {layout!r}")
    return LAYOUTS[layout]


def spot_centre(spot: int, centre: tuple[float, float] = WIDE.pond) -> tuple[float, float]:
    """Where pond field ``spot`` (0-based, clockwise from the top) is drawn around the pond's ``centre``."""
    angle = math.radians(-90 + (spot + 0.5) * 45)
    return centre[0] + RING * math.cos(angle), centre[1] + RING * math.sin(angle)


def shape_centre(slot: int, centre: tuple[float, float] = WIDE.pond) -> tuple[float, float]:
    """Where shape ``slot`` (0-based; slot 0 at the top, just before pond field 1) is drawn around the
    pond's ``centre``."""
    angle = math.radians(-90 + slot * 45)
    return centre[0] + RING * math.cos(angle), centre[1] + RING * math.sin(angle)


def focus_layout(state: Any, focus: int | None = None, forest_x: float = FOREST_X) -> dict[str, Any]:
    """Where the forest in focus is drawn: ``focus`` seat, ``window`` (x0, y0, x1, y1 on the sheet),
    ``cell`` size, top-left ``x``/``y``, and the ``controls`` under it while a shape is placed
    (``forest_x``: the left edge of its area)."""
    focus = _focus_seat(state) if focus is None else focus
    window = _window(state, focus)
    cols = window[2] - window[0] + 1
    rows = window[3] - window[1] + 1
    cell = min(FOREST_CELL, FOREST_SPAN / max(cols, rows))
    x = forest_x + (FOREST_SPAN - cols * cell) / 2
    layout = {"focus": focus, "window": window, "cell": cell, "x": x, "y": FOREST_Y, "bottom": FOREST_Y + rows * cell, "controls": {}}
    if state.phase == "place" and state.current_player == focus:
        left = forest_x + (FOREST_SPAN - 3 * CONTROL_STEP - CONTROL_W) / 2
        for i, field in enumerate(CONTROLS):
            layout["controls"][field] = (left + i * CONTROL_STEP, layout["bottom"] + 12)
    return layout


def cell_centre(layout: dict[str, Any], field: tuple[int, int]) -> tuple[float, float]:
    window, cell = layout["window"], layout["cell"]
    return layout["x"] + (field[0] - window[0] + 0.5) * cell, layout["y"] + (field[1] - window[1] + 0.5) * cell


def control_centre(layout: dict[str, Any], field: str) -> tuple[float, float]:
    """The middle of a placing button (``ctl:rotate`` …) of ``focus_layout``."""
    x, y = layout["controls"][field]
    return x + CONTROL_W / 2, y + CONTROL_H / 2


def _pond(state: Any, lang: str, highlight: set, targets: set, selected: set, centre: tuple[float, float] = WIDE.pond) -> str:
    """The pond around ``centre``: its 8 fields with their wisps and the 8 shapes between them."""
    wisps = len(state.wisp_spots())
    px, py = centre
    parts = [
        f'<circle cx="{px}" cy="{py}" r="{RING + 44}" fill="#EAF2E1" stroke="#B9CFA7" stroke-width="2"/>',
        f'<circle cx="{px}" cy="{py}" r="{RING - 62}" fill="{WATER}" stroke="{WATER_EDGE}" stroke-width="3"/>',
        svg.text(px, py - 4, tr("wispwood.render.pond", lang), 21, weight="bold", anchor="middle", fill="#2E5E7A"),
        svg.text(px, py + 20, tr("wispwood.render.wisps_left", lang, n=wisps), TEXT_MIN,
                 anchor="middle", fill="#2E5E7A"),
    ]
    shapes = state.shapes
    for slot, shape in enumerate(shapes):
        if shape is None:
            continue
        cx, cy = shape_centre(slot, centre)
        cell = 12
        cells = SHAPES[shape]
        w = (1 + max(c[0] for c in cells)) * cell
        h = (1 + max(c[1] for c in cells)) * cell
        field = f"shape:{shape}"
        mark = ""
        if field in highlight or field in selected:
            mark = f'<rect x="{svg.num(cx - 27)}" y="{svg.num(cy - 27)}" width="54" height="54" rx="10" fill="none" stroke="{HIGHLIGHT if field in highlight else INK}" stroke-width="3.5"/>'
        elif field in targets:
            mark = f'<rect x="{svg.num(cx - 27)}" y="{svg.num(cy - 27)}" width="54" height="54" rx="10" fill="none" stroke="{TARGET}" stroke-width="2.5" stroke-dasharray="5 3"/>'
        name = shape_noun(shape)
        parts.append(
            f'<g data-field="{field}">{svg.title(tr("wispwood.render.shape_title", lang, n=slot + 1, shape=name))}'
            f'<rect x="{svg.num(cx - 27)}" y="{svg.num(cy - 27)}" width="54" height="54" rx="10" fill="#FFFFFF" opacity="0.01"/>'
            f"{shape_svg(shape, cx - w / 2, cy - h / 2, cell)}{mark}</g>"
        )
    for spot in range(len(state.pond)):
        cx, cy = spot_centre(spot, centre)
        content = state.pond[spot]
        s = 50
        field = f"spot{spot + 1}"
        if content in KINDS:
            body = tile_svg(LETTER[content], cx - s / 2, cy - s / 2, s, letter=False)
            what = kind_word(content, lang)
        elif content == "ghost":
            body = tile_svg(CAT, cx - s / 2, cy - s / 2, s) + _ghost_mark(cx, cy, s)
            what = tr("wispwood.render.ghost_cat", lang)
        else:
            body = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(s / 2 - 4)}" fill="none" stroke="{ROOM_EDGE}" stroke-width="2" stroke-dasharray="4 3"/>'
            what = tr("wispwood.tile.empty", lang)
        angle = math.radians(-90 + (spot + 0.5) * 45)
        nx, ny = px + (RING + 38) * math.cos(angle), py + (RING + 38) * math.sin(angle)
        number = svg.text(nx, ny + 6, spot + 1, 17, weight="bold", anchor="middle", fill=SOFT)
        mark = ""
        if field in highlight or field in selected:
            mark = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(s / 2 + 5)}" fill="none" stroke="{HIGHLIGHT if field in highlight else INK}" stroke-width="4"/>'
        elif field in targets:
            mark = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(s / 2 + 5)}" fill="none" stroke="{TARGET}" stroke-width="3" stroke-dasharray="5 3"/>'
        parts.append(f'<g data-field="{field}">{svg.title(tr("wispwood.render.spot_title", lang, n=spot + 1, what=what))}{body}{number}{mark}</g>')
    return "".join(parts)


def _ghost_mark(cx: float, cy: float, s: float) -> str:
    """A little white ghost on the ghost's cat, so that it is not taken for a player's cat."""
    x, y, r = cx + s * 0.28, cy - s * 0.3, s * 0.2
    return (f'<path d="M{svg.num(x - r)} {svg.num(y + r * 1.3)} V{svg.num(y)} A{svg.num(r)} {svg.num(r)} 0 0 1 {svg.num(x + r)} {svg.num(y)} '
            f'V{svg.num(y + r * 1.3)} L{svg.num(x + r / 2)} {svg.num(y + r)} L{svg.num(x)} {svg.num(y + r * 1.3)} L{svg.num(x - r / 2)} {svg.num(y + r)} Z" '
            f'fill="#FFFFFF" stroke="{INK}" stroke-width="1.3"/>'
            f'<circle cx="{svg.num(x - r * 0.35)}" cy="{svg.num(y)}" r="{svg.num(r * 0.16)}" fill="{INK}"/>'
            f'<circle cx="{svg.num(x + r * 0.35)}" cy="{svg.num(y)}" r="{svg.num(r * 0.16)}" fill="{INK}"/>')


def _legend(lang: str, x: float, y: float, width: float) -> tuple[str, float]:
    """The tiles with their names (no letters on the board): two rows of three."""
    items = [(LETTER[k], kind_word(k, lang), False) for k in KINDS] + [(TREE, tile_word(TREE, lang), False), (CAT, tile_word(CAT, lang), False)]
    parts, step = [], width / 3
    for i, (tile, name, hidden) in enumerate(items):
        px, py = x + (i % 3) * step, y + (i // 3) * 30
        parts.append(f"<g>{svg.title(name)}{tile_svg(tile, px, py, 26, letter=False)}{svg.text(px + 31, py + 19, name, TEXT_MIN)}</g>")
    return "".join(parts), y + 60


def _window(state: Any, seat: int) -> tuple[int, int, int, int]:
    region = state.region(seat)
    box = bounds(state.forests[seat])
    return (min(region[0], box[0]), min(region[1], box[1]), max(region[2], box[2]), max(region[3], box[3]))


def _small_window(state: Any, seat: int) -> tuple[int, int, int, int]:
    """Another player's forest, small: its tiles, at least the round's grid."""
    x0, y0, x1, y1 = bounds(state.forests[seat])
    n = state.grid
    return x0, y0, max(x1, x0 + n - 1), max(y1, y0 + n - 1)


def _seat_marks(values: Iterable[str], state: Any, seat: int, focus: int) -> set:
    """Fields of ``seat``'s forest named in ``values``: ``"d4"``/``"cell:d4"`` mean the forest in
    focus, ``"Ada:d4"`` or ``"1:d4"`` a player's forest by name or seat number."""
    found = set()
    for value in values or ():
        owner, _, name = str(value).rpartition(":")
        if owner in ("", "cell"):
            if seat != focus:
                continue
        elif owner != str(seat) and owner != (state.names[seat] if seat < len(state.names) else None):
            continue
        field = parse_cell(name)
        if field:
            found.add(field)
    return found


CONTROLS = {"ctl:rotate": ("↻", "rotate", "r"), "ctl:mirror": ("⇆", "mirror", "m"),
            "ctl:place": ("✓", "place", "p"), "ctl:cancel": ("✕", "cancel", "x")}


def _controls(preview: dict | None, layout: dict[str, Any], lang: str) -> str:
    """Buttons under the forest while a shape is being placed: turn, mirror, place, somewhere else.
    Each has a keyboard letter (``data-key``, named in its tooltip)."""
    parts = []
    for field, (bx, by) in layout["controls"].items():
        icon, key, shortcut = CONTROLS[field]
        label = tr(f"wispwood.render.{key}", lang)
        enabled = (preview is not None and preview.get("ok")) if field == "ctl:place" else preview is not None or field != "ctl:cancel"
        fill = "#FFF6D6" if enabled else "#EEEEEE"
        parts.append(
            f'<g data-field="{field}" data-key="{shortcut}">{svg.title(tr("wispwood.render.key_hint", lang, label=label, shortcut=shortcut.upper()))}'
            f'<rect x="{svg.num(bx)}" y="{svg.num(by)}" width="{CONTROL_W}" height="{CONTROL_H}" rx="8" fill="{fill}" stroke="#8A6D00" stroke-width="2"/>'
            f"{svg.text(bx + CONTROL_W / 2, by + 21, icon, 20, weight='bold', anchor='middle')}"
            f"{svg.text(bx + CONTROL_W / 2, by + 42, label, TEXT_MIN - 1, anchor='middle')}</g>"
        )
    return "".join(parts)


def _named_seat(state: Any, highlight: Sequence[str]) -> int | None:
    """The one forest that seat-qualified highlights (``"Ada:d4"``) all point at, if there is one:
    a walkthrough that talks about Ada's forest shows hers large even when Ben is to move."""
    seats = set()
    for value in highlight:
        owner, sep, _ = str(value).rpartition(":")
        if not sep or owner in ("cell", "shape"):
            continue
        for seat in range(len(state.forests)):
            if owner in (str(seat), state.names[seat]):
                seats.add(seat)
    return seats.pop() if len(seats) == 1 else None


def _focus_seat(state: Any) -> int:
    player = state.current_player
    if 0 <= player < len(state.forests):
        return player
    return min(state.turn, len(state.forests) - 1)


def render_svg(state: Any, *, highlight: Iterable[str] = (), targets: Iterable[str] = (), selected: Any = None,
               lang: str | None = None, preview: dict | None = None, focus: int | None = None, layout: str = "wide") -> str:
    """The table as SVG: pond, the forest of the player in focus (large, with the room left in this
    round's grid), the other forests (small), players with points and cats, the goal cards, and in
    solo games the ghost. ``highlight``/``targets``/``selected``: field names to mark; ``preview``:
    a shape being placed (``cells``, ``ok``). ``layout``: "wide" (pond, forest and panel side by
    side) or "narrow" (the panel under pond and forest, for a narrow column; see ``LAYOUTS``).

    >>> import boardtutor
    >>> state = boardtutor.load("wispwood").new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD")
    >>> render_svg(state, lang="en", layout="narrow").startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 776 ')
    True
    >>> render_svg(state, layout="tall")
    Traceback (most recent call last):
    ...
    ValueError: layout must be one of 'wide', 'narrow', not 'tall'
    """
    place = arrangement(layout)
    lang = check_language(lang)
    highlight = list(highlight or ())
    targets = list(targets or ())
    selected_list = [selected] if isinstance(selected, str) else list(selected or ())
    if focus is None:
        focus = _named_seat(state, highlight)
    layout = focus_layout(state, focus, place.forest_x)
    focus, window, cell, fx, fy = layout["focus"], layout["window"], layout["cell"], layout["x"], layout["y"]
    parts = [_pond(state, lang, set(highlight), set(targets), set(selected_list), place.pond)]
    pond_x, pond_y = place.pond
    legend, legend_bottom = _legend(lang, pond_x - RING - 32, pond_y + RING + 62, 372)
    parts.append(legend)
    name = state.player_name(focus, lang)
    parts.append(svg.fitted(place.forest_x + FOREST_SPAN / 2, 28, tr("wispwood.render.forest_of", lang, name=name), FOREST_SPAN, 19,
                            weight="bold", anchor="middle"))
    if preview is None and state.phase == "wisp" and state.current_player == focus:
        preview = {"cells": [cell_name(*c) for c in state.turn_info["placed"]], "ok": True}
    interactive = state.current_player == focus and state.phase in ("choose", "trees", "place", "wisp", "cat_move", "shape")
    parts.append(forest_group(
        state.forests[focus], window, fx, fy, cell, lang,
        region=state.region(focus) if state.phase not in ("cat_move", "end") else None,
        field_prefix="cell:" if interactive else None,
        highlight=_seat_marks(highlight, state, focus, focus), targets=_seat_marks(targets, state, focus, focus),
        selected=_seat_marks(selected_list, state, focus, focus), hidden_cat=state.cats[focus] == "hidden",
        preview=preview, grid=state.grid, letters=False, label_size=TEXT_MIN,
    ))
    bottom = layout["bottom"]
    if layout["controls"]:
        parts.append(_controls(preview, layout, lang))
        bottom += CONTROL_H + 12
    else:
        bottom = _others(state, lang, parts, focus, highlight, bottom + 14, place.forest_x)
    if place.goals_x is None:
        panel_bottom = _panel(state, lang, parts, focus, place.panel_x, 28)
    else:  # under the pond's legend and the forests, the players and the goal cards side by side
        panel_bottom = _panel(state, lang, parts, focus, place.panel_x, max(legend_bottom, bottom) + 36, place.goals_x)
    height = max(legend_bottom, bottom, panel_bottom, place.min_height - 12) + 12
    summary = tr("wispwood.render.summary", lang, round=state.round, n=state.grid, name=state.player_name(focus, lang))
    width = place.width
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {svg.num(height)}" width="{width}" height="{svg.num(height)}" '
            f'font-family="{FONT}" role="img" aria-label="{svg.attr(summary)}">{svg.title(summary)}'
            f'<rect width="{width}" height="{svg.num(height)}" fill="#FFFEF8"/>{"".join(parts)}</svg>')


def _others(state: Any, lang: str, parts: list[str], focus: int, highlight: list[str], top: float, left: float) -> float:
    """The other players' forests, small, side by side under the forest in focus (whose area starts at ``left``)."""
    seats = [s for s in range(len(state.forests)) if s != focus]
    if not seats:
        return top
    width = FOREST_SPAN / len(seats)
    bottom = top
    for i, seat in enumerate(seats):
        win = _small_window(state, seat)
        cols, rows = win[2] - win[0] + 1, win[3] - win[1] + 1
        small = min(16, (width - 12) / cols, 84 / rows)
        x = left + i * width
        parts.append(svg.fitted(x, top + 14, state.player_name(seat, lang), width - 8, TEXT_MIN, weight="bold"))
        parts.append(forest_group(state.forests[seat], win, x, top + 22, small, lang, labels=False, letters=False,
                                  highlight=_seat_marks(highlight, state, seat, focus), hidden_cat=state.cats[seat] == "hidden", grid=state.grid))
        bottom = max(bottom, top + 22 + rows * small)
    return bottom


def _panel(state: Any, lang: str, parts: list[str], focus: int, x: float, top: float, goals_x: float | None = None) -> float:
    """The round, the shape in hand and the players with their points from ``x``, first line at ``top``;
    then the goal cards (and the ghost) under them, or, with ``goals_x``, in a column of their own
    starting there at the same height. Returns where the panel ends."""
    y, right = top, x + PANEL_W
    parts.append(svg.text(x, y, tr("wispwood.render.round", lang, round=state.round, rounds=state.rounds, n=state.grid), 18, weight="bold"))
    y += 32
    info = state.turn_info
    if info["kind"] and state.phase in ("shape", "place", "wisp"):
        parts.append(tile_svg(LETTER[info["kind"]], x, y - 22, 30, letter=False))
        text = (tr("wispwood.render.in_hand_shape", lang, shape=shape_noun(info["shape"]))
                if info["shape"] else tr("wispwood.render.in_hand", lang, wisp=kind_noun(info["kind"])))
        parts.append(svg.fitted(x + 38, y, text, PANEL_W - 38, TEXT_MIN))
        y += 30
    scores = state.scores()
    for seat in range(state.num_players):
        name = state.player_name(seat, lang)
        mover = seat == state.current_player or (state.current_player < 0 and seat == state.turn and state.phase != "end")
        banked = state.score[seat]
        points = tr("wispwood.render.points", lang, points=banked)
        start = tr("wispwood.render.start_marker", lang) if seat == state.start and not state.solo and seat < len(state.forests) else ""
        weight = "bold" if mover or seat == focus else "normal"
        room = right - x - svg.text_width(points, 17) - 10  # the name, shortened where needed, ends before the points
        parts.append(svg.fitted(x, y, name, room, 17, prefix="▶ " if mover else "", suffix=f" · {start}" if start else "", weight=weight))
        parts.append(svg.text(right, y, points, 17, anchor="end"))
        y += 22
        details = []
        if seat < len(state.forests):
            now = scores[seat] - banked
            if state.phase not in ("end", "cat_move"):
                details.append(tr("wispwood.render.this_round", lang, points=now))
            details.append(tr(f"wispwood.render.cat_{state.cats[seat]}", lang))
        elif state.round_scores[seat]:
            details.append(tr("wispwood.render.rounds_scored", lang, points=" + ".join(str(r["total"]) for r in state.round_scores[seat])))
        if details:
            parts.append(svg.text(x + 18, y, " · ".join(details), TEXT_MIN - 1, fill=SOFT))
            y += 26
        else:
            y += 6
    if goals_x is None:
        return _goals(state, lang, parts, x, y + 6)
    return max(y, _goals(state, lang, parts, goals_x, top))


def _goals(state: Any, lang: str, parts: list[str], x: float, y: float) -> float:
    """The goal cards and, in a solo game, the ghost's helper card, from ``x``, first line at ``y``.
    Returns where they end."""
    parts.append(svg.text(x, y, tr("wispwood.render.goals", lang), 17, weight="bold"))
    y += 24
    for goal in state.goals:
        card = DATA["goals"][goal]
        kind = card["kind"]
        tile = LETTER.get(kind, TREE)
        parts.append(tile_svg(tile, x, y - 17, 22, letter=False))
        mark = " *" if card["source"] != "rulebook" else ""
        name = Bilingual(card["name"]).render(lang) + mark
        # a long name („Nicht ganz so großer Wald *“) is set a little narrower instead of losing its end
        squeeze = f' textLength="{PANEL_W - 32}" lengthAdjust="spacingAndGlyphs"' if len(name) * TEXT_MIN * 0.6 > PANEL_W - 32 else ""
        parts.append(f"<g>{svg.title(Bilingual(card['text']).render(lang))}"
                     f"{svg.text(x + 28, y, name, TEXT_MIN, extra=squeeze)}</g>")
        y += 24
    if any(DATA["goals"][g]["source"] != "rulebook" for g in state.goals):
        parts.append(svg.text(x, y, tr("wispwood.render.assumed", lang), TEXT_MIN - 1, fill=SOFT))
        y += 22
    if state.ghost is not None and state.ghost["ranks"]:
        y += 6
        ghost = state.ghost
        parts.append(svg.text(x, y, tr("wispwood.render.ghost_helper", lang), 17, weight="bold"))
        y += 24
        values = state.ghost_values()
        for kind in ghost["ranks"]:
            parts.append(tile_svg(LETTER[kind], x, y - 17, 22, letter=False))
            n = ghost["collected"][kind]
            parts.append(svg.text(x + 28, y, tr("wispwood.render.ghost_row", lang, value=values[kind], n=n), TEXT_MIN))
            y += 24
        left = state.facts()["fireflies_left"]
        shown = ", ".join(map(str, ghost["fireflies"])) or "–"
        parts.append(svg.text(x, y, tr("wispwood.render.fireflies", lang, left=left), TEXT_MIN - 1, fill=SOFT))
        y += 20
        parts.append(svg.fitted(x, y, tr("wispwood.render.fireflies_shown", lang, shown=shown), PANEL_W, TEXT_MIN - 1, fill=SOFT))
        y += 20
    return y


def shapes_svg(lang: str | None = None) -> str:
    """The 8 shapes of the pond side by side, each with its name and the code the moves use
    (e.g. "L shape", ``shape L4``)."""
    lang = check_language(lang)
    parts, x = [], 12
    for code, cells in SHAPES.items():
        width = (1 + max(c[0] for c in cells)) * 22
        name = shape_noun(code).render(lang)
        parts.append(f"<g>{svg.title(_named(name, code, lang))}{shape_svg(code, x, 14, 22)}"
                     f"{svg.text(x, 124, name, 15)}{svg.text(x, 146, code, 15, fill=SOFT)}</g>")
        x += max(width, len(name) * 9) + 18
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {x} 156" width="{x}" height="156" font-family="{FONT}" '
            f'role="img" aria-label="{svg.attr(tr("wispwood.render.shapes", lang))}">{"".join(parts)}</svg>')


def tiles_svg(lang: str | None = None) -> str:
    """The tiles with their letters: the four wisp kinds, a tree, the cat ready and hidden."""
    lang = check_language(lang)
    items = _tile_items(lang)
    parts = []
    for i, (tile, name, hidden) in enumerate(items):
        x = 12 + i * 120
        parts.append(f"<g>{svg.title(name)}{tile_svg(tile, x + 26, 8, 60, hidden_cat=hidden)}"
                     f"{svg.text(x + 56, 90, name, 15, anchor='middle')}{svg.text(x + 56, 110, tile, 15, weight='bold', anchor='middle', fill=SOFT)}</g>")
    width = 12 + len(items) * 120
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 118" width="{width}" height="118" font-family="{FONT}" '
            f'role="img" aria-label="{svg.attr(tr("wispwood.render.tiles", lang))}">{"".join(parts)}</svg>')


def _tile_items(lang: str) -> list[tuple[str, str, bool]]:
    """The tiles of ``tiles_svg``: (letter, name, whether the cat is drawn hidden)."""
    return [(LETTER[k], kind_word(k, lang), False) for k in KINDS] + [(TREE, tile_word(TREE, lang), False),
            (CAT, tr("wispwood.render.cat_ready", lang), False), (CAT, tr("wispwood.render.cat_hidden", lang), True)]


def _named(name: str, code: str, lang: str) -> str:
    """“pumpkin (P)”, “corner of three (L3)”, “orb (a1)”: a name with the letter, code or field the game uses."""
    return tr("wispwood.render.named", lang, name=name, code=code)


def tiles_alt(lang: str | None = None) -> str:
    """What ``tiles_svg`` shows, in words (the alternative text of its image)."""
    lang = check_language(lang)
    return tr("wispwood.render.tiles_alt", lang, items=and_list([_named(name, tile, lang) for tile, name, _ in _tile_items(lang)]))


def shapes_alt(lang: str | None = None) -> str:
    """What ``shapes_svg`` shows, in words (the alternative text of its image)."""
    lang = check_language(lang)
    return tr("wispwood.render.shapes_alt", lang, n=len(SHAPES),
              items=and_list([_named(shape_noun(code).render(lang), code, lang) for code in SHAPES]))


def forest_alt(forest: Mapping, lang: str | None = None) -> str:
    """What ``forest_svg`` shows, in words: every tile with its field, row by row (the alternative text
    of its image)."""
    lang = check_language(lang)
    tiles = [_named(tile_word(forest[f], lang), cell_name(*f), lang) for f in reading_order(forest)]
    return tr("wispwood.render.forest_alt", lang, n=len(tiles), items=and_list(tiles))


__all__ = ["control_centre", "forest_alt", "forest_group", "forest_svg", "render_svg", "shape_svg", "shapes_alt", "shapes_svg",
           "tile_svg", "tile_word", "tiles_alt", "tiles_svg"]
