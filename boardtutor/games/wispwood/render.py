"""Wispwood as SVG: the pond with its 8 wisps and 8 shapes, the forests, the players and the goal cards.

``render_svg(state)`` draws the whole table; ``forest_svg(forest)`` one forest alone (the scoring
calculator uses it). Wisps are told apart by colour *and* picture *and* letter (``P`` pumpkin, ``H`` hat,
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
from typing import Any, Iterable, Mapping, Sequence

from ...i18n import Bilingual, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .forest import CAT, COLUMNS, DATA, KIND_OF, KINDS, LETTER, SHAPES, TREE, bounds, cell_name, parse_cell

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
    return DATA["kinds"][kind]["name"][lang]


def tile_word(tile: str | None, lang: str) -> str:
    """What lies on a field, in words: a wisp kind, tree, cat or empty."""
    if tile in KIND_OF:
        return kind_word(KIND_OF[tile], lang)
    return tr({TREE: "wispwood.tile.tree", CAT: "wispwood.tile.cat"}.get(tile, "wispwood.tile.empty"), lang)


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


def tile_svg(tile: str, x: float, y: float, s: float, *, hidden_cat: bool = False, opacity: float = 1.0) -> str:
    """One tile: a wisp (colour, picture, letter), a tree, or the cat (ready or hidden)."""
    fade = f' opacity="{svg.num(opacity)}"' if opacity < 1 else ""
    inset = max(1.5, s * 0.05)
    box = f'x="{svg.num(x + inset)}" y="{svg.num(y + inset)}" width="{svg.num(s - 2 * inset)}" height="{svg.num(s - 2 * inset)}" rx="{svg.num(s * 0.14)}"'
    if tile in KIND_OF:
        kind = KIND_OF[tile]
        letter = svg.text(x + s - inset - s * 0.07, y + s - inset - s * 0.08, tile, max(8, s * 0.24), weight="bold", anchor="end")
        return (f'<g{fade}><rect {box} fill="{COLOURS[kind]}" stroke="{INK}" stroke-width="1.2"/>'
                f"{_wisp_icon(kind, x, y, s)}{letter}</g>")
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
                 preview: dict | None = None, grid: int | None = None, labels: bool = True) -> str:
    """A forest drawn over ``window`` (x0, y0, x1, y1 on the naming sheet), top-left at x, y.

    ``region``: the fields still open (drawn as room for tiles); fields outside it are plain ground.
    ``field_prefix``: make every field clickable as ``<prefix><name>``. ``highlight``/``targets``/
    ``selected``: fields (``(x, y)`` tuples) to mark. ``preview``: a shape not yet placed
    (``cells``, ``ok``, ``kind``). ``grid``: draw the grid helper (an N × N frame) when it is pinned."""
    x0, y0, x1, y1 = window
    highlight, targets, selected = _marks(highlight), _marks(targets), _marks(selected)
    parts = []
    if labels:
        for cx in range(x0, x1 + 1):
            parts.append(svg.text(x + (cx - x0 + 0.5) * cell, y - 5, COLUMNS[cx], max(9, cell * 0.3), anchor="middle", fill=SOFT))
        for cy in range(y0, y1 + 1):
            parts.append(svg.text(x - 5, y + (cy - y0 + 0.62) * cell, cy + 1, max(9, cell * 0.3), anchor="end", fill=SOFT))
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
                body.append(tile_svg(tile, px, py, cell, hidden_cat=hidden_cat and tile == CAT))
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
WIDTH = 1080
POND_CX, POND_CY, RING = 216, 262, 158
FOREST_X, FOREST_Y, FOREST_CELL, FOREST_SPAN = 466, 70, 42, 300
CONTROL_W, CONTROL_STEP = 84, 88


def spot_centre(spot: int) -> tuple[float, float]:
    """Where pond field ``spot`` (0-based, clockwise from the top) is drawn."""
    angle = math.radians(-90 + (spot + 0.5) * 45)
    return POND_CX + RING * math.cos(angle), POND_CY + RING * math.sin(angle)


def shape_centre(slot: int) -> tuple[float, float]:
    """Where shape ``slot`` (0-based; slot 0 at the top, just before pond field 1) is drawn."""
    angle = math.radians(-90 + slot * 45)
    return POND_CX + RING * math.cos(angle), POND_CY + RING * math.sin(angle)


def focus_layout(state: Any, focus: int | None = None) -> dict[str, Any]:
    """Where the forest in focus is drawn: ``focus`` seat, ``window`` (x0, y0, x1, y1 on the sheet),
    ``cell`` size, top-left ``x``/``y``, and the ``controls`` under it while a shape is placed."""
    focus = _focus_seat(state) if focus is None else focus
    window = _window(state, focus)
    cols = window[2] - window[0] + 1
    rows = window[3] - window[1] + 1
    cell = min(FOREST_CELL, FOREST_SPAN / max(cols, rows))
    layout = {"focus": focus, "window": window, "cell": cell, "x": FOREST_X, "y": FOREST_Y, "bottom": FOREST_Y + rows * cell, "controls": {}}
    if state.phase == "place" and state.current_player == focus:
        for i, field in enumerate(CONTROLS):
            layout["controls"][field] = (FOREST_X - 20 + i * CONTROL_STEP, layout["bottom"] + 12)
    return layout


def cell_centre(layout: dict[str, Any], field: tuple[int, int]) -> tuple[float, float]:
    window, cell = layout["window"], layout["cell"]
    return layout["x"] + (field[0] - window[0] + 0.5) * cell, layout["y"] + (field[1] - window[1] + 0.5) * cell


def _pond(state: Any, lang: str, highlight: set, targets: set, selected: set) -> str:
    parts = [
        f'<circle cx="{POND_CX}" cy="{POND_CY}" r="{RING + 46}" fill="#EAF2E1" stroke="#B9CFA7" stroke-width="2"/>',
        f'<circle cx="{POND_CX}" cy="{POND_CY}" r="{RING - 58}" fill="{WATER}" stroke="{WATER_EDGE}" stroke-width="3"/>',
        svg.text(POND_CX, POND_CY - 6, tr("wispwood.render.pond", lang), 18, weight="bold", anchor="middle", fill="#2E5E7A"),
        svg.text(POND_CX, POND_CY + 16, tr("wispwood.render.wisps_left", lang, n=len(state.wisp_spots())), 13, anchor="middle", fill="#2E5E7A"),
    ]
    shapes = state.shapes
    for slot, shape in enumerate(shapes):
        if shape is None:
            continue
        cx, cy = shape_centre(slot)
        cell = 11
        cells = SHAPES[shape]
        w = (1 + max(c[0] for c in cells)) * cell
        h = (1 + max(c[1] for c in cells)) * cell
        field = f"shape:{shape}"
        mark = ""
        if field in highlight or field in selected:
            mark = f'<rect x="{svg.num(cx - 30)}" y="{svg.num(cy - 30)}" width="60" height="60" rx="10" fill="none" stroke="{HIGHLIGHT if field in highlight else INK}" stroke-width="3.5"/>'
        elif field in targets:
            mark = f'<rect x="{svg.num(cx - 30)}" y="{svg.num(cy - 30)}" width="60" height="60" rx="10" fill="none" stroke="{TARGET}" stroke-width="2.5" stroke-dasharray="5 3"/>'
        name = Bilingual(DATA["shape_names"][shape]).render(lang)
        parts.append(
            f'<g data-field="{field}">{svg.title(tr("wispwood.render.shape_title", lang, n=slot + 1, shape=name, code=shape))}'
            f'<rect x="{svg.num(cx - 30)}" y="{svg.num(cy - 30)}" width="60" height="60" rx="10" fill="#FFFFFF" opacity="0.01"/>'
            f"{shape_svg(shape, cx - w / 2, cy - h / 2 - 5, cell)}"
            f"{svg.text(cx, cy + 27, shape, 11, anchor='middle', fill=SOFT)}{mark}</g>"
        )
    for spot in range(len(state.pond)):
        cx, cy = spot_centre(spot)
        content = state.pond[spot]
        s = 46
        field = f"spot{spot + 1}"
        if content in KINDS:
            body = tile_svg(LETTER[content], cx - s / 2, cy - s / 2, s)
            what = kind_word(content, lang)
        elif content == "ghost":
            body = tile_svg(CAT, cx - s / 2, cy - s / 2, s) + svg.text(cx, cy + s / 2 + 12, tr("wispwood.ghost", lang), 11, anchor="middle", fill=SOFT)
            what = tr("wispwood.render.ghost_cat", lang)
        else:
            body = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(s / 2 - 4)}" fill="none" stroke="{ROOM_EDGE}" stroke-width="2" stroke-dasharray="4 3"/>'
            what = tr("wispwood.tile.empty", lang)
        number = svg.text(cx + s / 2 + 2, cy - s / 2 + 4, spot + 1, 12, weight="bold", fill=SOFT)
        mark = ""
        if field in highlight or field in selected:
            mark = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(s / 2 + 5)}" fill="none" stroke="{HIGHLIGHT if field in highlight else INK}" stroke-width="4"/>'
        elif field in targets:
            mark = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(s / 2 + 5)}" fill="none" stroke="{TARGET}" stroke-width="3" stroke-dasharray="5 3"/>'
        parts.append(f'<g data-field="{field}">{svg.title(tr("wispwood.render.spot_title", lang, n=spot + 1, what=what))}{body}{number}{mark}</g>')
    return "".join(parts)


def _window(state: Any, seat: int) -> tuple[int, int, int, int]:
    region = state.region(seat)
    box = bounds(state.forests[seat])
    return (min(region[0], box[0]), min(region[1], box[1]), max(region[2], box[2]), max(region[3], box[3]))


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
    """Buttons under the forest while a shape is being placed: turn, mirror, place, choose again.
    Each has a keyboard letter (``data-key``)."""
    parts = []
    for field, (bx, by) in layout["controls"].items():
        icon, key, shortcut = CONTROLS[field]
        label = tr(f"wispwood.render.{key}", lang)
        enabled = (preview is not None and preview.get("ok")) if field == "ctl:place" else preview is not None or field != "ctl:cancel"
        fill = "#FFF6D6" if enabled else "#EEEEEE"
        parts.append(
            f'<g data-field="{field}" data-key="{shortcut}">{svg.title(tr("wispwood.render.key_hint", lang, label=label, shortcut=shortcut.upper()))}'
            f'<rect x="{svg.num(bx)}" y="{svg.num(by)}" width="{CONTROL_W}" height="34" rx="8" fill="{fill}" stroke="#8A6D00" stroke-width="2"/>'
            f"{svg.text(bx + 14, by + 23, icon, 16, weight='bold', anchor='middle')}{svg.text(bx + 50, by + 22, label, 11, anchor='middle')}"
            f"{svg.text(bx + CONTROL_W - 5, by + 12, shortcut.upper(), 9, weight='bold', anchor='end', fill=SOFT)}</g>"
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
               lang: str | None = None, preview: dict | None = None, focus: int | None = None) -> str:
    """The table as SVG: pond, the forest of the player in focus (large, with the room left in this
    round's grid), the other forests (small), players with points and cats, the goal cards, and in
    solo games the ghost. ``highlight``/``targets``/``selected``: field names to mark; ``preview``:
    a shape being placed (``cells``, ``ok``)."""
    lang = check_language(lang)
    highlight = list(highlight or ())
    targets = list(targets or ())
    selected_list = [selected] if isinstance(selected, str) else list(selected or ())
    if focus is None:
        focus = _named_seat(state, highlight)
    layout = focus_layout(state, focus)
    focus, window, cell, fx, fy = layout["focus"], layout["window"], layout["cell"], layout["x"], layout["y"]
    humans = len(state.forests)
    parts = [_pond(state, lang, set(highlight), set(targets), set(selected_list))]
    name = state.player_name(focus, lang)
    parts.append(svg.text(fx - 20, 28, tr("wispwood.render.forest_of", lang, name=name, round=state.round, n=state.grid), 17, weight="bold"))
    if preview is None and state.phase == "wisp" and state.current_player == focus:
        preview = {"cells": [cell_name(*c) for c in state.turn_info["placed"]], "ok": True}
    interactive = state.current_player == focus and state.phase in ("choose", "trees", "place", "wisp", "cat_move", "shape")
    parts.append(forest_group(
        state.forests[focus], window, fx, fy, cell, lang,
        region=state.region(focus) if state.phase not in ("cat_move", "end") else None,
        field_prefix="cell:" if interactive else None,
        highlight=_seat_marks(highlight, state, focus, focus), targets=_seat_marks(targets, state, focus, focus),
        selected=_seat_marks(selected_list, state, focus, focus), hidden_cat=state.cats[focus] == "hidden",
        preview=preview, grid=state.grid,
    ))
    bottom = layout["bottom"]
    if layout["controls"]:
        parts.append(_controls(preview, layout, lang))
        bottom += 50
    # the other forests, small
    ox, oy = 40, max(470, bottom + 30)
    small = 17
    for seat in range(humans):
        if seat == focus:
            continue
        win = _window(state, seat)
        parts.append(svg.text(ox - 12, oy - 8, state.player_name(seat, lang), 13, weight="bold"))
        parts.append(forest_group(state.forests[seat], win, ox, oy + 12, small, lang, labels=False,
                                  highlight=_seat_marks(highlight, state, seat, focus), hidden_cat=state.cats[seat] == "hidden", grid=state.grid))
        ox += (win[2] - win[0] + 1) * small + 40
    panel_bottom = _panel(state, lang, parts, focus)
    height = max(oy + (13 * small if humans > 1 else 0), bottom + 20, panel_bottom) + 44
    caption = state.describe(lang)
    parts.append(f'<rect x="0" y="{svg.num(height - 38)}" width="{WIDTH}" height="38" fill="#FBFAF3"/>')
    parts.append(svg.text(16, height - 13, caption, 16, weight="bold"))
    summary = tr("wispwood.render.summary", lang, round=state.round, n=state.grid, name=state.player_name(focus, lang))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {svg.num(height)}" width="{WIDTH}" height="{svg.num(height)}" '
            f'font-family="{FONT}" role="img" aria-label="{svg.attr(summary)}">{svg.title(summary)}'
            f'<rect width="{WIDTH}" height="{svg.num(height)}" fill="#FFFEF8"/>{"".join(parts)}</svg>')


def _panel(state: Any, lang: str, parts: list[str], focus: int) -> float:
    x, y = 812, 56
    parts.append(svg.text(x, y, tr("wispwood.render.round", lang, round=state.round, rounds=state.rounds, n=state.grid), 14, weight="bold"))
    y += 26
    info = state.turn_info
    if info["kind"] and state.phase in ("shape", "place", "wisp"):
        parts.append(tile_svg(LETTER[info["kind"]], x, y - 17, 24))
        shape = Bilingual(DATA["shape_names"][info["shape"]]).render(lang) if info["shape"] else "–"
        parts.append(svg.text(x + 30, y - 1, tr("wispwood.render.in_hand", lang, wisp=kind_word(info["kind"], lang), shape=shape), 12))
        y += 26
    scores = state.scores()
    for seat in range(state.num_players):
        name = state.player_name(seat, lang)
        marker = "▶ " if seat == state.current_player or (state.current_player < 0 and seat == state.turn and state.phase != "end") else ""
        parts.append(svg.text(x, y, f"{marker}{name}", 14, weight="bold" if seat == focus else "normal"))
        banked = state.score[seat]
        now = scores[seat] - banked
        text = tr("wispwood.render.points_now", lang, points=banked, now=now) if now else tr("wispwood.render.points", lang, points=banked)
        parts.append(svg.text(x + 244, y, text, 12, anchor="end"))
        y += 18
        if state.round_scores[seat]:
            points = " + ".join(str(r["total"]) for r in state.round_scores[seat])
            parts.append(svg.text(x + 14, y, tr("wispwood.render.rounds_scored", lang, points=points), 12, fill=SOFT))
            y += 17
        if seat < len(state.forests):
            cat = tr(f"wispwood.cat.{state.cats[seat]}", lang)
            start = tr("wispwood.render.start_marker", lang) if seat == state.start and not state.solo else ""
            parts.append(svg.text(x + 14, y, tr("wispwood.render.cat_state", lang, state=cat) + start, 12, fill=SOFT))
            y += 20
    y += 8
    parts.append(svg.text(x, y, tr("wispwood.render.goals", lang), 14, weight="bold"))
    y += 20
    for goal in state.goals:
        card = DATA["goals"][goal]
        kind = card["kind"]
        if kind in COLOURS:
            parts.append(f'<rect x="{x}" y="{svg.num(y - 11)}" width="13" height="13" rx="3" fill="{COLOURS[kind]}" stroke="{INK}"/>')
        else:
            parts.append(f'<rect x="{x}" y="{svg.num(y - 11)}" width="13" height="13" rx="3" fill="{TREE_FILL}" stroke="{INK}"/>')
        mark = " *" if card["source"] != "rulebook" else ""
        parts.append(svg.text(x + 19, y, Bilingual(card["name"]).render(lang) + mark, 12))
        y += 18
    if any(DATA["goals"][g]["source"] != "rulebook" for g in state.goals):
        parts.append(svg.text(x, y, tr("wispwood.render.assumed", lang), 10, fill=SOFT))
        y += 16
    if state.ghost is not None and state.ghost["ranks"]:
        y += 8
        ghost = state.ghost
        parts.append(svg.text(x, y, tr("wispwood.render.ghost_helper", lang, level=ghost["level"]), 14, weight="bold"))
        y += 20
        values = state.ghost_values()
        for kind in ghost["ranks"]:
            parts.append(tile_svg(LETTER[kind], x, y - 14, 18))
            parts.append(svg.text(x + 24, y, tr("wispwood.render.ghost_row", lang, kind=kind_word(kind, lang), value=values[kind], n=ghost["collected"][kind]), 12))
            y += 22
        left = state.facts()["fireflies_left"]
        parts.append(svg.text(x, y, tr("wispwood.render.fireflies", lang, left=left, shown=", ".join(map(str, ghost["fireflies"])) or "–"), 12, fill=SOFT))
        y += 18
    return y


def shapes_svg(lang: str | None = None) -> str:
    """The 8 shapes of the pond side by side, each with its name and code (e.g. "L shape (L4)")."""
    lang = check_language(lang)
    parts, x = [], 12
    for code, cells in SHAPES.items():
        width = (1 + max(c[0] for c in cells)) * 22
        name = Bilingual(DATA["shape_names"][code]).render(lang)
        parts.append(f"<g>{svg.title(f'{name} ({code})')}{shape_svg(code, x, 14, 22)}"
                     f"{svg.text(x, 126, code, 13, weight='bold')}{svg.text(x, 144, name, 11, fill=SOFT)}</g>")
        x += max(width, 88) + 16
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {x} 156" width="{x}" height="156" font-family="{FONT}" '
            f'role="img" aria-label="{svg.attr(tr("wispwood.render.shapes", lang))}">{"".join(parts)}</svg>')


def tiles_svg(lang: str | None = None) -> str:
    """The tiles with their letters: the four wisp kinds, a tree, the cat ready and hidden."""
    lang = check_language(lang)
    items = [(LETTER[k], kind_word(k, lang), False) for k in KINDS] + [(TREE, tile_word(TREE, lang), False),
             (CAT, tr("wispwood.render.cat_ready", lang), False), (CAT, tr("wispwood.render.cat_hidden", lang), True)]
    parts = []
    for i, (tile, name, hidden) in enumerate(items):
        x = 12 + i * 96
        letter = tile if tile != CAT or not hidden else CAT
        parts.append(f"<g>{svg.title(name)}{tile_svg(tile, x + 14, 8, 56, hidden_cat=hidden)}"
                     f"{svg.text(x + 42, 84, name, 12, anchor='middle')}{svg.text(x + 42, 100, letter, 12, weight='bold', anchor='middle', fill=SOFT)}</g>")
    width = 12 + len(items) * 96
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 108" width="{width}" height="108" font-family="{FONT}" '
            f'role="img" aria-label="{svg.attr(tr("wispwood.render.tiles", lang))}">{"".join(parts)}</svg>')


__all__ = ["forest_group", "forest_svg", "render_svg", "shape_svg", "shapes_svg", "tile_svg", "tile_word", "tiles_svg"]
