"""The Woodwalkers board as SVG: a pure function of a state, for notebooks and projectors.

``render_svg(state)`` draws the 9 × 9 board (the 7 × 7 playing area, the start fields tinted in their
colour, the light forest fields with their tiles), the animal tiles (owner's colour *and* shape *and* a
short animal label, wound marks), and a side panel with the players, the round's category, the
display, the stack, the die, a duel box and a caption saying what happens next. For a narrow column
(``layout="narrow"``) the panel's parts stand in two columns under the board instead, at the same sizes.

Every field is a ``<g data-field="h7">`` with a ``<title>`` naming what is on it, so a widget can map
clicks to fields and a screen reader can read the board. The output is deterministic (no random ids,
no external fonts or styles) and every text comes from the catalogs ``locale/render.*.ftl``.

>>> import boardtutor
>>> from boardtutor.games.woodwalkers.render import render_svg
>>> state = boardtutor.load("woodwalkers").new_initial_state(["Ana", "Ben"], seed=1)
>>> svg = render_svg(state, lang="en", highlight=["b1"])
>>> svg.startswith("<svg") and 'data-field="b1"' in svg and "Ana's wolf" in svg
True
"""

from __future__ import annotations

from typing import Any, Iterable

from ...i18n import Noun, Text, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .rules import ANIMALS, COLUMNS, DATA, FOREST_FIELDS, PLAY_FIELDS, START_FIELDS, track_position

# -- geometry (viewBox units; ``size`` scales the whole picture) ------------------------------------
CELL = 56
LEFT, TOP, RIGHT, BOTTOM = 34, 12, 12, 34  # margins around the 9 × 9 grid (labels left and below)
GRID = 9 * CELL
BOARD_W = LEFT + GRID + RIGHT
BOARD_H = TOP + GRID + BOTTOM
PANEL_X = BOARD_W + 14
PANEL_W = 396
WIDTH = PANEL_X + PANEL_W + 14
CAPTION_SIZE = 19
SMALL = 16  # the smallest type: about 12 screen pixels on a projector (the board shown 460 px tall)
CAPTION_LINE = 25
# the narrow picture (``layout="narrow"``, for a column about 570 px wide): the board on top, centred, and
# the panel's parts under it in two columns of the panel's width; the texts keep their sizes
GAP = 12
NARROW_W = 3 * GAP + 2 * PANEL_W
LAYOUTS = ("wide", "narrow")

SOFT_INK = "#4A4A4A"
WOUND = "#D7191C"
FLAG = "#C8322B"

PALETTES = {
    "day": {
        "background": "#F5EFDD",
        "plate": "#93AF74",
        "play": "#C9DDAA",
        "forest": "#EEF4DC",
        "forest_edge": "#A6BF86",
        "unused": "#E2DCCB",
        "tile": "#5C8647",
        "tile_edge": "#3C5E2E",
        "tile_mark": "#F4F0D8",
        "label": "#3E4A33",
        "card": "#FFFCF3",
        "card_edge": "#CFC6AE",
    },
    "night": {
        "background": "#E6E8EF",
        "plate": "#7F8DA8",
        "play": "#BCC6D8",
        "forest": "#E9EDF5",
        "forest_edge": "#9AA6BE",
        "unused": "#D9DCE4",
        "tile": "#44557A",
        "tile_edge": "#2C3A58",
        "tile_mark": "#EEF1F8",
        "label": "#2F3850",
        "card": "#FBFCFF",
        "card_edge": "#C2C8D6",
    },
}

START_SIDE = {field: side for side, fields in START_FIELDS.items() for field in fields}
FOREST = frozenset(FOREST_FIELDS)
PLAY = frozenset(PLAY_FIELDS)


def all_fields() -> list[str]:
    """Every field of the board (playing area and start fields), top row first, a → i."""
    return [
        f"{col}{row}"
        for row in range(9, 0, -1)
        for col in COLUMNS
        if f"{col}{row}" in PLAY or f"{col}{row}" in START_SIDE
    ]


def text_width(text: str, size: float, bold: bool = False) -> float:
    """The text's width at ``size`` in DejaVu Sans (the shared estimate of ``views.svg``)."""
    return svg.text_width(text, size, bold=bold)


def _fit(text: str, max_width: float, size: float, bold: bool = False) -> str:
    """``text`` shortened with an ellipsis so that it fits ``max_width``."""
    return svg.fit(text, max_width, size, bold=bold)


def _wrap(text: str, max_width: float, size: float, max_lines: int = 3, bold: bool = False) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and text_width(candidate, size, bold) > max_width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [_fit(" ".join(lines[max_lines - 1 :]), max_width, size, bold)]
    return lines or [""]


def _mix(colour: str, other: str, t: float) -> str:
    """``colour`` moved the fraction ``t`` towards ``other`` (both ``#RRGGBB``)."""
    a = [int(colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02X}" for x, y in zip(a, b))


def _cell(field: str) -> tuple[float, float]:
    """The top-left corner of a field's square."""
    return LEFT + COLUMNS.index(field[0]) * CELL, TOP + (9 - int(field[1:])) * CELL


def _shape(shape: str, cx: float, cy: float, r: float, fill: str, stroke: str = INK, width: float = 2.0,
           extra: str = "") -> str:
    """A seat's shape centred on (cx, cy); ``r`` is about half its height."""
    paint = f'fill="{fill}" stroke="{stroke}" stroke-width="{svg.num(width)}" stroke-linejoin="round"{extra}'
    if shape == "circle":
        return f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(r)}" {paint}/>'
    if shape == "square":
        s = r * 0.9
        return f'<rect x="{svg.num(cx - s)}" y="{svg.num(cy - s)}" width="{svg.num(2 * s)}" height="{svg.num(2 * s)}" rx="{svg.num(r * 0.2)}" {paint}/>'
    if shape == "triangle":
        h = r * 1.08
        points = [(cx, cy - h), (cx + h * 1.1, cy + h * 0.8), (cx - h * 1.1, cy + h * 0.8)]
    else:  # diamond
        h = r * 1.16
        points = [(cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy)]
    return f'<polygon points="{" ".join(f"{svg.num(x)},{svg.num(y)}" for x, y in points)}" {paint}/>'


def _label_y(shape: str, cy: float, r: float, size: float) -> float:
    """The baseline that centres a label inside the shape (a triangle's label sits lower)."""
    shift = r * 0.28 if shape == "triangle" else 0.0
    return cy + shift + size * 0.36


def _seat(seat: int) -> dict[str, str]:
    return DATA["colours"][seat]


def _colour_word(seat: int, lang: str) -> str:
    return tr(f"woodwalkers.colour.{_seat(seat)['id']}", lang)


def _shape_word(seat: int, lang: str) -> str:
    return Noun(f"woodwalkers.shape.{_seat(seat)['shape']}").render(lang)


def _animal(animal: str, lang: str) -> str:
    return Noun(f"woodwalkers.animal.{animal}").render(lang)


def _points(score: int, lang: str) -> str:
    return tr("woodwalkers.render.points", lang, score=score)


def _track(score: int, lang: str) -> str:
    pos, laps = track_position(score)
    if laps:
        return tr("woodwalkers.render.track_laps", lang, pos=pos, laps=laps)
    return tr("woodwalkers.render.track", lang, pos=pos)


def _fields(values: Iterable[str] | str | None) -> set[str]:
    if values is None:
        return set()
    if isinstance(values, str):
        values = [values]
    return {str(v).strip().lower() for v in values}


# -- pieces -----------------------------------------------------------------------------------------
def _token(cx: float, cy: float, seat: int, label: str, *, r: float = 19.5, hidden: bool = False) -> str:
    """An animal tile: the owner's shape in the owner's colour with a dark label (or "?" face down)."""
    colour = _seat(seat)
    shape, fill = colour["shape"], colour["hex"]
    parts = []
    if hidden:
        parts.append(_shape(shape, cx + 1.5, cy + 2, r, "#000000", stroke="none", extra=' opacity="0.18"'))
        parts.append(_shape(shape, cx, cy, r, _mix(fill, "#000000", 0.12), width=2.4, extra=' stroke-dasharray="5 3"'))
    else:
        parts.append(_shape(shape, cx + 1.5, cy + 2, r, "#000000", stroke="none", extra=' opacity="0.18"'))
        parts.append(_shape(shape, cx, cy, r, fill, width=2.2))
    size = max(SMALL, r * (0.84 if shape in ("triangle", "diamond") else 0.9) * (1.15 if hidden else 1))
    parts.append(svg.text(cx, _label_y(shape, cy, r, size), label, size, weight="bold", anchor="middle"))
    return "".join(parts)


def _wound_marks(x: float, y: float, count: int) -> str:
    """``count`` red discs with a black rim and a white cross, in the field's top-right corner."""
    parts = []
    for i in range(count):
        cx, cy = x + CELL - 10 - i * 17, y + 10
        parts.append(f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="7.5" fill="{WOUND}" stroke="#000000" stroke-width="1.8"/>')
        parts.append(
            f'<path d="M{svg.num(cx - 4)} {svg.num(cy)}H{svg.num(cx + 4)}M{svg.num(cx)} {svg.num(cy - 4)}V{svg.num(cy + 4)}" '
            'stroke="#FFFFFF" stroke-width="2.2"/>'
        )
    return "".join(parts)


def _flag(x: float, y: float, value: int, big: bool) -> str:
    """A flag (pole and a swallow-tailed cloth) with its number; big on an empty field, small in a corner."""
    if big:
        px, top, w, h, pole, size = x + 15, y + 10, 30, 22, 38, 16
    else:
        px, top, w, h, pole, size = x + 5, y + 3, 27, 20, 26, SMALL
    cloth = [(px + 1, top), (px + w, top), (px + w - w * 0.22, top + h / 2), (px + w, top + h), (px + 1, top + h)]
    return (
        f'<line x1="{svg.num(px)}" y1="{svg.num(top - 1)}" x2="{svg.num(px)}" y2="{svg.num(top + pole)}" stroke="#5A3B22" '
        f'stroke-width="{"3" if big else "2.4"}" stroke-linecap="round"/>'
        f'<polygon points="{" ".join(f"{svg.num(a)},{svg.num(b)}" for a, b in cloth)}" fill="{FLAG}" stroke="#000000" '
        'stroke-width="1.4" stroke-linejoin="round"/>'
        + svg.text(px + 1 + (w - w * 0.22) / 2, top + h / 2 + size * 0.36, value, size, weight="bold", anchor="middle", fill="#FFFFFF")
    )


def _forest_tile(x: float, y: float, palette: dict[str, str], mark: str) -> str:
    """A face-down forest tile: a dark green tile with two leaves and a big question mark."""
    parts = [
        f'<rect x="{svg.num(x + 6)}" y="{svg.num(y + 6)}" width="{CELL - 12}" height="{CELL - 12}" rx="6" '
        f'fill="{palette["tile"]}" stroke="{palette["tile_edge"]}" stroke-width="2"/>'
    ]
    for lx, ly, flip in ((x + 10, y + 22, 1), (x + CELL - 10, y + CELL - 22, -1)):
        tip_x, tip_y = lx + 13 * flip, ly - 12 * flip
        parts.append(
            f'<path d="M{svg.num(lx)} {svg.num(ly)}Q{svg.num(lx + 1 * flip)} {svg.num(ly - 11 * flip)} {svg.num(tip_x)} {svg.num(tip_y)}'
            f'Q{svg.num(lx + 12 * flip)} {svg.num(ly - 1 * flip)} {svg.num(lx)} {svg.num(ly)}Z" fill="{palette["tile_mark"]}" opacity="0.45"/>'
        )
    parts.append(svg.text(x + CELL / 2, y + CELL / 2 + 9, mark, 25, weight="bold", anchor="middle", fill=palette["tile_mark"]))
    return "".join(parts)


def _die_face(x: float, y: float, face: int, size: float) -> str:
    """A die of ``size`` with ``face`` pips."""
    pips = {
        1: [(1, 1)],
        2: [(0, 0), (2, 2)],
        3: [(0, 0), (1, 1), (2, 2)],
        4: [(0, 0), (2, 0), (0, 2), (2, 2)],
        5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }[face]
    step = size * 0.27
    parts = [
        f'<rect x="{svg.num(x)}" y="{svg.num(y)}" width="{svg.num(size)}" height="{svg.num(size)}" rx="{svg.num(size * 0.18)}" '
        f'fill="#FFFFFF" stroke="{INK}" stroke-width="{svg.num(max(1.4, size * 0.05))}"/>'
    ]
    for col, row in pips:
        parts.append(
            f'<circle cx="{svg.num(x + size / 2 + (col - 1) * step)}" cy="{svg.num(y + size / 2 + (row - 1) * step)}" '
            f'r="{svg.num(size * 0.085)}" fill="{INK}"/>'
        )
    return "".join(parts)


def _medicine_icon(x: float, y: float, size: float) -> str:
    """Sherri's medicine: a small bottle with a cross."""
    w = size * 0.7
    bx = x + (size - w) / 2
    return (
        f'<rect x="{svg.num(bx + w * 0.3)}" y="{svg.num(y)}" width="{svg.num(w * 0.4)}" height="{svg.num(size * 0.2)}" rx="1.5" fill="#7B5A3A"/>'
        f'<rect x="{svg.num(bx)}" y="{svg.num(y + size * 0.18)}" width="{svg.num(w)}" height="{svg.num(size * 0.82)}" rx="{svg.num(size * 0.14)}" '
        f'fill="#FFFFFF" stroke="{INK}" stroke-width="1.5"/>'
        f'<path d="M{svg.num(bx + w / 2)} {svg.num(y + size * 0.38)}V{svg.num(y + size * 0.86)}M{svg.num(bx + w * 0.22)} {svg.num(y + size * 0.62)}'
        f'H{svg.num(bx + w * 0.78)}" stroke="#0072B2" stroke-width="{svg.num(size * 0.13)}"/>'
    )


# -- field texts ------------------------------------------------------------------------------------
def _animal_text(state: Any, seat: int, animal: str, lang: str, hidden: bool) -> str:
    name = state.player_name(seat, lang)
    if hidden:
        return tr("woodwalkers.render.content.animal_hidden", lang, name=name)
    return tr("woodwalkers.render.content.animal", lang, name=name, animal=Noun(f"woodwalkers.animal.{animal}"))


def _with_wounds(text: str, count: int, lang: str) -> str:
    if count <= 0:
        return text
    return tr("woodwalkers.render.content.wounds", lang, content=text, count=count)


# -- the board --------------------------------------------------------------------------------------
def _field_group(state: Any, field: str, lang: str, hidden: frozenset, palette: dict[str, str], marks: dict[str, set[str]]) -> str:
    x, y = _cell(field)
    sides = state.side
    side = START_SIDE.get(field)
    owner = sides.index(side) if side in sides else None
    parts: list[str] = []

    # the field itself
    if side is not None:
        if owner is None:
            fill, edge = palette["unused"], _mix(palette["unused"], "#000000", 0.15)
            content = tr("woodwalkers.render.content.start_unused", lang)
        else:
            fill = _mix(_seat(owner)["hex"], "#FFFFFF", 0.55)
            edge = _mix(_seat(owner)["hex"], "#000000", 0.25)
            content = tr(
                "woodwalkers.render.content.start", lang, name=state.player_name(owner, lang), colour=_colour_word(owner, lang)
            )
    elif field in FOREST:
        fill, edge = palette["forest"], palette["forest_edge"]
        content = tr("woodwalkers.render.content.forest_empty", lang)
    else:
        fill, edge = palette["play"], _mix(palette["play"], "#000000", 0.12)
        content = tr("woodwalkers.render.content.empty", lang)
    parts.append(
        f'<rect x="{svg.num(x + 2)}" y="{svg.num(y + 2)}" width="{CELL - 4}" height="{CELL - 4}" rx="7" fill="{fill}" '
        f'stroke="{edge}" stroke-width="1.2"/>'
    )

    flag = state.flags.get(field)
    occupant = state.board.get(field)
    duel = state.duel if state.duel and state.duel.get("field") == field else None

    if field in state.hidden:
        parts.append(_forest_tile(x, y, palette, tr("woodwalkers.render.unknown", lang)))
        content = tr("woodwalkers.render.content.forest_hidden", lang)
    elif flag is not None and occupant is None:
        parts.append(
            f'<rect x="{svg.num(x + 6)}" y="{svg.num(y + 6)}" width="{CELL - 12}" height="{CELL - 12}" rx="6" fill="#FFF7DD" '
            f'stroke="#B59A5A" stroke-width="1.5"/>'
        )
        parts.append(_flag(x, y, flag, big=True))
        content = tr("woodwalkers.render.content.flag", lang, value=flag)
    elif side is not None and owner is not None and occupant is None:
        parts.append(
            _shape(_seat(owner)["shape"], x + CELL / 2, y + CELL / 2, 12, "none", stroke=edge, width=2,
                   extra=' opacity="0.55"')
        )

    if duel is not None and occupant is not None:
        # the challenger has stepped onto the defender's field: both tiles, corner to corner
        c_seat, c_animal = duel["challenger"], duel["c_animal"]
        d_seat, d_animal = occupant
        c_secret, d_secret = (c_seat, c_animal) in hidden, (d_seat, d_animal) in hidden
        parts.append(_token(x + 19, y + CELL - 19, d_seat, _abbr(d_animal, lang, d_secret), r=16, hidden=d_secret))
        parts.append(_token(x + CELL - 19, y + 19, c_seat, _abbr(c_animal, lang, c_secret), r=16, hidden=c_secret))
        content = tr(
            "woodwalkers.render.content.duel",
            lang,
            challenger=_animal_text(state, c_seat, c_animal, lang, c_secret),
            defender=_animal_text(state, d_seat, d_animal, lang, d_secret),
        )
    elif occupant is not None:
        seat, animal = occupant
        secret = occupant in hidden
        parts.append(_token(x + CELL / 2, y + CELL / 2 + (3 if flag is not None else 0), seat, _abbr(animal, lang, secret), hidden=secret))
        content = _animal_text(state, seat, animal, lang, secret)
    badges: list[str] = []  # drawn last, above any frame
    if occupant is not None and flag is not None:
        badges.append(_flag(x, y, flag, big=False))
        content = tr("woodwalkers.render.content.on_flag", lang, content=content, value=flag)
    if occupant is not None and occupant not in hidden:
        count = state.wounds[occupant[0]].get(occupant[1], 0)
        badges.append(_wound_marks(x, y, count))
        content = _with_wounds(content, count, lang)

    # marks: targets (dots or corner brackets), the selected field (dashed), highlights (bold frame)
    if field in marks["targets"]:
        if occupant is not None:
            for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
                cx, cy = x + 3 + dx * (CELL - 6), y + 3 + dy * (CELL - 6)
                sx, sy = (1 if dx == 0 else -1), (1 if dy == 0 else -1)
                parts.append(
                    f'<polygon points="{svg.num(cx)},{svg.num(cy)} {svg.num(cx + 14 * sx)},{svg.num(cy)} {svg.num(cx)},{svg.num(cy + 14 * sy)}" '
                    f'fill="{INK}" opacity="0.7"/>'
                )
        else:
            parts.append(
                f'<circle cx="{svg.num(x + CELL / 2)}" cy="{svg.num(y + CELL / 2)}" r="10" fill="{INK}" fill-opacity="0.6" '
                'stroke="#FFFFFF" stroke-width="2.5"/>'
            )
        content = tr("woodwalkers.render.mark.target", lang, text=content)
    if field in marks["selected"]:
        parts.append(
            f'<rect x="{svg.num(x + 4)}" y="{svg.num(y + 4)}" width="{CELL - 8}" height="{CELL - 8}" rx="6" fill="none" '
            f'stroke="#0057B8" stroke-width="4" stroke-dasharray="8 4"/>'
        )
        content = tr("woodwalkers.render.mark.selected", lang, text=content)
    if field in marks["highlight"]:
        parts.append(
            f'<rect x="{svg.num(x + 4)}" y="{svg.num(y + 4)}" width="{CELL - 8}" height="{CELL - 8}" rx="6" fill="none" '
            f'stroke="{INK}" stroke-width="8"/>'
            f'<rect x="{svg.num(x + 4)}" y="{svg.num(y + 4)}" width="{CELL - 8}" height="{CELL - 8}" rx="6" fill="none" '
            f'stroke="#FFD23F" stroke-width="4"/>'
        )
        content = tr("woodwalkers.render.mark.highlight", lang, text=content)

    parts.extend(badges)
    title = tr("woodwalkers.render.field", lang, field=field, content=content)
    marked = " ".join(name for kind, name in _MARK_NAMES if field in marks[kind])
    data = f' data-marks="{marked}"' if marked else ""
    return f'<g data-field="{field}" class="bt-field"{data}>{svg.title(title)}{"".join(parts)}</g>'


_MARK_NAMES = (("highlight", "highlight"), ("selected", "selected"), ("targets", "target"))


def _secrets(state: Any, show_hidden: bool | None, viewer: int | None) -> frozenset:
    """The (seat, animal) pairs drawn face down: ``show_hidden`` decides for all (True: none, False:
    all); else none by day or without a ``viewer`` (a teacher, a walkthrough: everything), and at night
    for a ``viewer`` the others' animals it may not know."""
    pairs = [(seat, animal) for seat in range(len(state.names)) for animal in ANIMALS]
    if show_hidden is not None:
        return frozenset(() if show_hidden else pairs)
    if state.variant != "night" or viewer is None:
        return frozenset()
    return frozenset(p for p in pairs if not state.knows(viewer, *p))


def _abbr(animal: str, lang: str, hidden: bool) -> str:
    return tr("woodwalkers.render.unknown" if hidden else f"woodwalkers.render.abbr.{animal}", lang)


def _board(state: Any, lang: str, hidden: frozenset, palette: dict[str, str], marks: dict[str, set[str]]) -> str:
    parts = [
        f'<rect x="{LEFT - 4}" y="{TOP - 4}" width="{GRID + 8}" height="{GRID + 8}" rx="14" fill="{palette["plate"]}"/>'
    ]
    for i, col in enumerate(COLUMNS):
        parts.append(svg.text(LEFT + i * CELL + CELL / 2, TOP + GRID + 24, col, 17, weight="bold", anchor="middle", fill=palette["label"]))
    for row in range(1, 10):
        parts.append(svg.text(LEFT - 17, TOP + (9 - row) * CELL + CELL / 2 + 6, row, 17, weight="bold", anchor="middle", fill=palette["label"]))
    parts.extend(_field_group_cached(state, field, lang, hidden, palette, marks) for field in all_fields())
    return "".join(parts)


_FIELD_CACHE: dict[tuple, str] = {}
_FIELD_CACHE_LIMIT = 20_000


def _field_group_cached(state: Any, field: str, lang: str, hidden: frozenset, palette: dict[str, str], marks: dict[str, set[str]]) -> str:
    """``_field_group``, remembered by everything it reads: most fields look the same from one picture
    to the next, so a click re-renders only the few that changed (the widgets redraw after every click)."""
    occupant = state.board.get(field)
    duel = state.duel if state.duel and state.duel.get("field") == field else None
    key = (
        field, lang, hidden, id(palette), tuple(state.side), tuple(state.names),
        state.flags.get(field), occupant, field in state.hidden,
        None if duel is None else (duel["challenger"], duel["c_animal"]),
        None if duel is None else (duel["challenger"], duel["c_animal"]) in hidden,
        None if occupant is None or occupant in hidden else state.wounds[occupant[0]].get(occupant[1], 0),
        field in marks["targets"], field in marks["selected"], field in marks["highlight"],
    )
    group = _FIELD_CACHE.get(key)
    if group is None:
        if len(_FIELD_CACHE) >= _FIELD_CACHE_LIMIT:
            _FIELD_CACHE.clear()
        group = _FIELD_CACHE[key] = _field_group(state, field, lang, hidden, palette, marks)
    return group


# -- the panel --------------------------------------------------------------------------------------
def _pill(x: float, y: float, text: str, size: float, fill: str, colour: str, icon: str = "") -> tuple[str, float]:
    """A rounded label ending at ``x`` (right-aligned); returns the svg and its left edge."""
    width = text_width(text, size, bold=True) + 16 + (16 if icon else 0)
    left = x - width
    parts = [f'<rect x="{svg.num(left)}" y="{svg.num(y)}" width="{svg.num(width)}" height="{svg.num(size + 10)}" rx="{svg.num((size + 10) / 2)}" fill="{fill}"/>']
    if icon:
        parts.append(icon.format(x=svg.num(left + 14), y=svg.num(y + (size + 10) / 2)))
    parts.append(svg.text(left + 8 + (16 if icon else 0), y + size + 2.5, text, size, weight="bold", fill=colour))
    return "".join(parts), left


_STAR = '<path d="M{x} {y}m0 -6.5l1.9 4.1 4.4 .5 -3.3 3 .9 4.4 -3.9 -2.2 -3.9 2.2 .9 -4.4 -3.3 -3 4.4 -.5z" fill="#FFD23F" stroke="#FFD23F" stroke-width=".8"/>'
_ARROW = '<path d="M{x} {y}m-4 -6l9 6 -9 6z" fill="#FFFFFF"/>'


def _player_card(state: Any, seat: int, x: float, y: float, lang: str, hidden: frozenset, palette: dict[str, str],
                 acting: int | None) -> tuple[str, float]:
    """One player's card: the seat's shape, name and points; below, only where there is something to
    say, whose turn it is, who holds the marker, tiles held, laps of the score track, animals out."""
    colour = _seat(seat)
    name = state.player_name(seat, lang)
    score = state.score[seat]
    colour_word, shape_word = _colour_word(seat, lang), _shape_word(seat, lang)
    w = PANEL_W - 16
    name_x, right = x + 48, x + w - 12
    to_move = acting == seat

    pos, laps = track_position(score)
    items = [(item, state.inventory[seat].get(item, 0)) for item in ("die", "medicine")]
    items = [(item, count) for item, count in items if count]
    wounds = state.wounds[seat]
    extra_lines = []
    out = [a for a in ANIMALS if a not in wounds]
    if out:
        extra_lines.append(tr("woodwalkers.render.out", lang, animals=", ".join(_animal(a, lang) for a in out)))
    wounded = [a for a in ANIMALS if wounds.get(a)] if any(s == seat for s, _ in hidden) else []
    if wounded:
        listed = ", ".join(f"{_animal(a, lang)} {wounds[a]}" for a in wounded)
        extra_lines.append(tr("woodwalkers.render.wounds_list", lang, list=listed))
    if laps:
        extra_lines.append(_track(score, lang))
    # a long list (four animals out of the game) wraps instead of losing its last names
    extra_lines = [part for line in extra_lines for part in _wrap(line, w - 60, SMALL)]
    row2 = to_move or state.marker == seat or bool(items)
    h = 40 + (29 if row2 else 0)
    extra_y = y + h + 2
    h += 21 * len(extra_lines)

    title = tr(
        "woodwalkers.render.player_title",
        lang,
        name=name,
        colour=colour_word,
        shape=shape_word,
        points=_points(score, lang),
        track=_track(score, lang),
    )
    parts = [f'<g class="bt-player" data-seat="{seat}">{svg.title(title)}']
    parts.append(
        f'<rect x="{svg.num(x)}" y="{svg.num(y)}" width="{svg.num(w)}" height="{svg.num(h)}" rx="10" fill="{palette["card"]}" '
        f'stroke="{INK if to_move else palette["card_edge"]}" stroke-width="{"3.5" if to_move else "1.5"}"/>'
    )
    # a colour stripe on the left and the seat's shape
    parts.append(
        f'<path d="M{svg.num(x + 10)} {svg.num(y)}H{svg.num(x + 6)}a6 6 0 0 0 -6 6V{svg.num(y + h - 6)}'
        f'a6 6 0 0 0 6 6H{svg.num(x + 10)}Z" fill="{colour["hex"]}"/>'
    )
    parts.append(_shape(colour["shape"], x + 30, y + 20, 11.5, colour["hex"], width=2))

    # row 1: the name, and the points on the right
    points = _points(score, lang)
    parts.append(svg.text(right, y + 27, points, 19, weight="bold", anchor="end"))
    room = right - text_width(points, 19, bold=True) - 12 - name_x
    size = 20 if text_width(name, 20, bold=True) <= room else 17
    parts.append(svg.fitted(name_x, y + 27, name, room, size, weight="bold"))

    # row 2: whose turn it is and who holds the marker (pills), then the tiles held
    cx = name_x - 4
    for shown, key, fill, icon in ((to_move, "turn", INK, _ARROW), (state.marker == seat, "marker", "#5A3B22", _STAR)):
        if shown:
            label = tr(f"woodwalkers.render.{key}", lang)
            width = text_width(label, SMALL, bold=True) + 32
            pill, _ = _pill(cx + width, y + 38, label, SMALL, fill, "#FFFFFF", icon)
            parts.append(f"<g>{svg.title(tr(f'woodwalkers.render.{key}_title', lang, name=name))}{pill}</g>")
            cx += width + 6
    item_x = max(cx + 26, right - sum(text_width(f"×{c}", SMALL, bold=True) + 32 for _, c in items) + 26)
    for item, count in items:
        label = f"×{count}"
        held = tr("woodwalkers.render.held", lang, item=Noun(f"woodwalkers.forest.{item}"), count=count)
        icon = _medicine_icon(item_x - 22, y + 42, 19) if item == "medicine" else _die_face(item_x - 23, y + 43, 5, 18)
        parts.append(f"<g>{svg.title(held)}{icon}{svg.text(item_x, y + 58, label, SMALL, weight='bold')}</g>")
        item_x += text_width(label, SMALL, bold=True) + 32

    for i, line in enumerate(extra_lines):
        parts.append(svg.text(name_x, extra_y + 21 * i + 12, _fit(line, w - 60, SMALL), SMALL, fill=SOFT_INK))
    parts.append("</g>")
    return "".join(parts), h


def _duel_box(state: Any, x: float, y: float, lang: str, hidden: frozenset) -> tuple[str, float]:
    running = state.duel is not None
    duel = state.duel if running else state.last_duel
    values = state.duel_values() if running else duel
    c_seat, d_seat = duel["challenger"], duel["defender"]
    unknown = tr("woodwalkers.render.unknown", lang)

    def side(seat: int, animal: str, value_key: str, bonus_key: str, die_key: str) -> tuple[str, str, str]:
        secret = running and state.phase == "guess" and (seat, animal) in hidden
        animal_word = unknown if secret else Noun(f"woodwalkers.animal.{animal}")
        terms = [unknown if secret else str(values[value_key])]
        if values.get(bonus_key):
            terms.append(str(values[bonus_key]))
        die = duel.get(die_key)
        terms.append(unknown if die is None else str(die))
        known = not secret and die is not None
        total = values[value_key.replace("value", "total")]
        sum_text = " + ".join(terms) + (f" = {total}" if known else "")
        return animal_word, sum_text, tr("woodwalkers.render.duel.side", lang, name=state.player_name(seat, lang), animal=animal_word)

    c_word, c_sum, c_label = side(c_seat, duel["c_animal"], "c_value", "c_bonus", "c_die")
    d_word, d_sum, d_label = side(d_seat, duel["d_animal"], "d_value", "d_bonus", "d_die")
    lines: list[tuple[str, float, str, str]] = []  # (text, size, weight, fill)
    if duel.get("guess") is not None and not (running and state.phase == "guess"):
        right = duel["guess"] == duel["c_animal"]
        key = "woodwalkers.render.duel.guess_right" if right else "woodwalkers.render.duel.guess_wrong"
        lines.append((tr(key, lang, name=state.player_name(d_seat, lang), animal=Noun(f"woodwalkers.animal.{duel['guess']}")), SMALL, "normal", SOFT_INK))
    winner = None if running else duel["winner"]
    if winner is not None:
        lines.append((tr("woodwalkers.render.duel.result", lang, name=state.player_name(winner, lang)), 17, "bold", INK))
        if duel["c_total"] == duel["d_total"]:
            lines.append((tr("woodwalkers.render.duel.tie", lang), SMALL, "normal", SOFT_INK))
        if duel.get("removed"):
            lines.append((
                tr("woodwalkers.render.duel.removed", lang, name=state.player_name(duel["loser"], lang),
                   animal=Noun(f"woodwalkers.animal.{duel['c_animal'] if duel['loser'] == c_seat else duel['d_animal']}")),
                SMALL, "normal", SOFT_INK,
            ))
    summary_params = dict(c_animal=c_word, c_sum=c_sum, d_animal=d_word, d_sum=d_sum)
    if winner is None:
        summary = tr("woodwalkers.render.duel.summary_open", lang, **summary_params)
    else:
        summary = tr("woodwalkers.render.duel.summary", lang, winner=state.player_name(winner, lang), **summary_params)

    w = PANEL_W - 16
    category = Noun(f"woodwalkers.category.{duel['category']}") if duel.get("category") else unknown
    heading = tr("woodwalkers.render.duel.title", lang, category=category, name=state.player_name(c_seat, lang))
    heading_lines = _wrap(heading, w - 28, 17, max_lines=2, bold=True)  # a long heading wraps instead of losing its end
    body = [svg.whole_in_title(heading, heading_lines, "".join(  # cut short (a long name): whole in a title
        svg.text(x + 14, y + 25 + 21 * i, line, 17, weight="bold") for i, line in enumerate(heading_lines)
    ))]
    row_y = y + 51 + 21 * (len(heading_lines) - 1)
    for seat, label, sum_text in ((c_seat, c_label, c_sum), (d_seat, d_label, d_sum)):
        colour = _seat(seat)
        body.append(_shape(colour["shape"], x + 24, row_y - 5, 10, colour["hex"], width=1.8))
        sum_w = text_width(sum_text, 20, bold=True)
        body.append(svg.text(x + w - 14, row_y + 2, sum_text, 20, weight="bold", anchor="end"))
        room = w - 14 - sum_w - 12 - 42
        body.append(svg.fitted(x + 42, row_y, label, room, 17, weight="bold"))
        row_y += 28
    line_y = row_y - 16
    for text, size, weight, fill in lines:  # a long line wraps once; what still does not fit is cut, whole in a title
        bold = weight == "bold"
        wrapped = [_fit(line, w - 28, size, bold) for line in _wrap(text, w - 28, size, max_lines=2, bold=bold)]
        shown = []
        for line in wrapped:
            line_y += size + 6
            shown.append(svg.text(x + 14, line_y, line, size, weight=weight, fill=fill))
        body.append(svg.whole_in_title(text, wrapped, "".join(shown)))
    h = line_y - y + 12
    parts = [f'<g class="bt-duel">{svg.title(summary)}']
    parts.append(
        f'<rect x="{svg.num(x)}" y="{svg.num(y)}" width="{svg.num(w)}" height="{svg.num(h)}" rx="10" fill="#FFF3E2" stroke="#A0622D" stroke-width="2"/>'
    )
    parts.extend(body)
    parts.append("</g>")
    return "".join(parts), h


def _acting(state: Any) -> int | None:
    """Whose turn the panel shows: the current player, or who rolls or draws at a chance point."""
    player = state.current_player
    if player >= 0:
        return player
    phase = state.phase
    if state.is_terminal() or phase == "setup_draw":
        return None
    if phase == "refill":
        return state.marker
    if phase == "duel_roll_challenger":
        return state.duel["challenger"]
    if phase == "duel_roll_defender":
        return state.duel["defender"]
    if phase == "duel_reroll":
        return state.duel["deciding"]
    return state.turn


def _head(state: Any, x: float, y: float, lang: str, palette: dict[str, str]) -> tuple[str, float]:
    """The panel's top: the round's category (big), the die when it has been rolled for a move, the
    night variant, the display of battle-mode tiles (wrapping when long) and the stack."""
    right_edge = x + PANEL_W
    parts: list[str] = []
    die_shown = state.phase == "move" and state.die
    round_text = (
        tr("woodwalkers.render.round", lang, category=Noun(f"woodwalkers.category.{state.category}"))
        if state.category
        else tr("woodwalkers.render.round_none", lang)
    )
    round_room = PANEL_W - (60 if die_shown else 0)
    parts.append(svg.text(x, y + 24, _fit(round_text, round_room, 22, bold=True), 22, weight="bold"))
    if die_shown:
        die_title = tr("woodwalkers.action.die", lang, face=state.die)
        parts.append(f'<g class="bt-die">{svg.title(die_title)}{_die_face(right_edge - 48, y, state.die, 46)}</g>')
    line = y + 46
    if state.variant == "night":
        parts.append(svg.text(x, line, tr("woodwalkers.render.variant.night", lang), SMALL, weight="bold", fill=palette["tile"]))
    line += 22 if state.variant == "night" or die_shown else 4
    # the display of battle-mode tiles (wrapping when long), then the stack
    label = tr("woodwalkers.render.display", lang)
    parts.append(svg.text(x, line + 4, label, SMALL, fill=SOFT_INK))
    chip_start = chip_x = x + text_width(label, SMALL) + 8
    if not state.display:
        empty = tr("woodwalkers.render.display_empty", lang)
        parts.append(svg.text(chip_x, line + 4, empty, SMALL, fill=SOFT_INK))
        chip_x += text_width(empty, SMALL) + 5  # the stack follows it as it follows the last chip
    for category in state.display:
        word = Noun(f"woodwalkers.category.{category}").render(lang)
        cw = text_width(word, SMALL, bold=True) + 12
        if chip_x + cw > right_edge and chip_x > chip_start:
            chip_x = chip_start
            line += 30
        parts.append(
            f'<rect x="{svg.num(chip_x)}" y="{svg.num(line - 15)}" width="{svg.num(cw)}" height="26" rx="5" fill="#FFFFFF" '
            f'stroke="#8A7F63" stroke-width="1.4"/>'
        )
        parts.append(svg.text(chip_x + 6, line + 4, word, SMALL, weight="bold"))
        chip_x += cw + 5
    stack_text = tr("woodwalkers.render.stack", lang, count=sum(state.stack.values()))
    if chip_x + 10 + text_width(stack_text, SMALL) <= right_edge:
        parts.append(svg.text(chip_x + 10, line + 4, stack_text, SMALL, fill=SOFT_INK))
        line += 26
    else:
        line += 30
        parts.append(svg.text(x, line + 4, stack_text, SMALL, fill=SOFT_INK))
        line += 20
    return "".join(parts), line - y


def _blocks(state: Any, lang: str, hidden: frozenset, palette: dict[str, str]) -> list[tuple[Any, float, float]]:
    """The panel's parts from top to bottom, each as (draw, space above, space below): ``draw(x, y)``
    gives its svg and height. The wide picture stacks them in one column, the narrow one in two."""
    acting = _acting(state)
    blocks: list[tuple[Any, float, float]] = [(lambda x, y: _head(state, x, y, lang, palette), 0, 0)]
    for seat in range(len(state.names)):
        blocks.append((lambda x, y, seat=seat: _player_card(state, seat, x, y, lang, hidden, palette, acting), 0, 5))
    if state.duel is not None or (state.event and state.event.get("type") == "duel" and state.last_duel):
        blocks.append((lambda x, y: _duel_box(state, x, y, lang, hidden), 1, 5))
    blocks.append((lambda x, y: _legend(state, x, y, lang, hidden), 0, 0))
    return blocks


def _panel(state: Any, lang: str, hidden: frozenset, palette: dict[str, str]) -> tuple[str, float]:
    """The panel beside the board (the wide picture): its parts one under the other."""
    x, line = PANEL_X, TOP
    parts: list[str] = []
    for draw, above, below in _blocks(state, lang, hidden, palette):
        part, h = draw(x, line + above)
        parts.append(part)
        line += above + h + below
    return "".join(parts), line


def _legend(state: Any, x: float, y: float, lang: str, hidden: frozenset) -> tuple[str, float]:
    """What the letters on the animal tiles mean ("Wo Wolf"), and "?" for a face-down tile at night."""
    entries = [(tr(f"woodwalkers.render.abbr.{a}", lang), _animal(a, lang)) for a in ANIMALS]
    if hidden:
        entries.append((tr("woodwalkers.render.unknown", lang), tr("woodwalkers.render.legend_hidden", lang)))
    parts = ['<g class="bt-legend">']
    cx, line = x, y + 16
    for abbr, word in entries:
        width = text_width(abbr, SMALL, bold=True) + 5 + text_width(word, SMALL) + 13
        if cx + width > x + PANEL_W and cx > x:
            cx, line = x, line + 21
        parts.append(svg.text(cx, line, abbr, SMALL, weight="bold"))
        parts.append(svg.text(cx + text_width(abbr, SMALL, bold=True) + 5, line, word, SMALL, fill=SOFT_INK))
        cx += width
    parts.append("</g>")
    return "".join(parts), line - y + 8


# -- the whole picture ------------------------------------------------------------------------------
def _summary(state: Any, lang: str) -> str:
    players = ", ".join(
        tr(
            "woodwalkers.render.summary_player",
            lang,
            name=state.player_name(seat, lang),
            colour=_colour_word(seat, lang),
            shape=_shape_word(seat, lang),
            points=_points(state.score[seat], lang),
        )
        for seat in range(len(state.names))
    )
    round_text = (
        tr("woodwalkers.render.round", lang, category=Noun(f"woodwalkers.category.{state.category}"))
        if state.category
        else tr("woodwalkers.render.round_none", lang)
    )
    return tr(
        "woodwalkers.render.summary",
        lang,
        game=Text("woodwalkers.title"),
        variant=Text(f"woodwalkers.render.variant.{state.variant}"),
        players=players,
        round=round_text,
        next=state.describe(lang),
    )


def _columns(blocks: list[tuple[Any, float, float]], top: float) -> tuple[str, float]:
    """The panel's parts in two columns under the board (the narrow picture): the first parts on the
    left, the rest on the right, split where the taller column is shortest; each part is drawn at the
    origin and moved to its place. Returns the svg and the bottom of the taller column."""
    drawn = []
    for draw, above, below in blocks:
        part, h = draw(0, 0)
        drawn.append((part, above, h + above + below))
    heights = [height for _, _, height in drawn]
    split = min(range(1, len(drawn) + 1), key=lambda k: (max(sum(heights[:k]), sum(heights[k:])), k))
    parts = []
    for column, x in ((drawn[:split], GAP), (drawn[split:], 2 * GAP + PANEL_W)):
        line = top
        for part, above, height in column:
            parts.append(f'<g transform="translate({svg.num(x)} {svg.num(line + above)})">{part}</g>')
            line += height
    return "".join(parts), top + max(sum(heights[:split]), sum(heights[split:]))


def _caption(lines: list[str], width: float, top: float, room: float) -> tuple[str, int]:
    """The caption's lines centred under the board; a line wider than ``room`` goes on in the next
    line as the same text (a ``<tspan>`` each), so the words stay those of the wide picture. Returns
    the svg and the number of lines shown."""
    parts, shown = [], 0
    for line in lines:
        pieces = _wrap(line, room, CAPTION_SIZE, max_lines=len(line.split()), bold=True)
        y = top + CAPTION_LINE * (shown + 1) - 4
        if len(pieces) == 1:
            parts.append(svg.text(width / 2, y, line, CAPTION_SIZE, weight="bold", anchor="middle"))
        else:
            spans = "".join(
                f'<tspan x="{svg.num(width / 2)}"{dy}>{svg.escape(piece)}{space}</tspan>'
                for dy, piece, space in zip(
                    [""] + [f' dy="{CAPTION_LINE}"'] * (len(pieces) - 1), pieces, [" "] * (len(pieces) - 1) + [""]
                )
            )
            parts.append(
                f'<text x="{svg.num(width / 2)}" y="{svg.num(y)}" font-size="{CAPTION_SIZE}" font-weight="bold" '
                f'text-anchor="middle" fill="{INK}">{spans}</text>'
            )
        shown += len(pieces)
    return "".join(parts), shown


def render_svg(
    state: Any,
    *,
    highlight: Iterable[str] = (),
    targets: Iterable[str] = (),
    selected: str | None = None,
    lang: str | None = None,
    show_hidden: bool | None = None,
    viewer: int | None = None,
    size: int = 560,
    panel: bool = True,
    layout: str = "wide",
) -> str:
    """The state as a self-contained SVG string.

    ``highlight``: fields framed boldly (a walkthrough's focus); ``targets``: fields marked as legal
    destinations (a dot, or corner marks on an animal that would be challenged); ``selected``: one field
    framed with a dashed line. ``lang``: ``"de"`` or ``"en"`` (default: the current language).
    ``show_hidden``: True shows every animal's face, False none (default: all faces, except at night
    for a ``viewer``). ``size``: the board's height in pixels (the panel and caption scale with it). ``panel``:
    False draws the board and caption only. ``viewer``: at night, the seat looking at the board sees its
    own animals and those a duel has shown, the others face down (``show_hidden`` decides over it).
    ``layout``: ``"wide"`` (the panel beside the board) or ``"narrow"`` (for a narrow column: the panel's
    parts in two columns under the board, the long caption lines broken once more; the same texts at
    the same sizes, on a picture 828 units wide instead of 974). Without a panel both are the same.
    """
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
    lang = check_language(lang)
    hidden = _secrets(state, show_hidden, viewer)
    palette = PALETTES["night" if state.variant == "night" else "day"]
    marks = {"highlight": _fields(highlight), "targets": _fields(targets), "selected": _fields(selected)}

    board = _board(state, lang, hidden, palette, marks)
    caption_lines = _wrap(state.describe(lang), (WIDTH if panel else BOARD_W) - 2 * LEFT + 20, CAPTION_SIZE, bold=True)
    if layout == "narrow" and panel:
        width = NARROW_W
        board = f'<g transform="translate({svg.num((width - BOARD_W) / 2)} 0)">{board}</g>'
        panel_svg, panel_h = _columns(_blocks(state, lang, hidden, palette), BOARD_H + 2)
        top_h = panel_h + 4
        caption, shown = _caption(caption_lines, width, top_h + 4, width - 2 * GAP)
    else:
        width = WIDTH if panel else BOARD_W
        panel_svg, panel_h = _panel(state, lang, hidden, palette) if panel else ("", 0.0)
        top_h = max(BOARD_H, panel_h + 4)
        caption = "".join(
            svg.text(width / 2, top_h + 4 + CAPTION_LINE * (i + 1) - 4, line, CAPTION_SIZE, weight="bold", anchor="middle")
            for i, line in enumerate(caption_lines)
        )
        shown = len(caption_lines)
    height = top_h + 14 + CAPTION_LINE * shown
    scale = size / BOARD_H
    summary = _summary(state, lang)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{svg.num(width * scale)}" height="{svg.num(height * scale)}" '
        f'viewBox="0 0 {svg.num(width)} {svg.num(height)}" role="img" aria-label="{svg.attr(summary)}" '
        f'font-family="{FONT}" lang="{lang}">'
        f"{svg.title(summary)}"
        f'<rect width="{svg.num(width)}" height="{svg.num(height)}" fill="{palette["background"]}"/>'
        f"{board}{panel_svg}"
        f'<line x1="{LEFT}" y1="{svg.num(top_h + 2)}" x2="{svg.num(width - LEFT)}" y2="{svg.num(top_h + 2)}" stroke="{palette["card_edge"]}" stroke-width="1.5"/>'
        f'<g class="bt-caption">{caption}</g>'
        "</svg>"
    )


def render_step_svg(walkthrough: Any, index: int, lang: str | None = None, **options: Any) -> str:
    """The board after step ``index`` of a walkthrough (1-based; 0 is the start) with the step's
    highlighted fields."""
    states = walkthrough.replay()
    if not 0 <= index < len(states):
        raise IndexError(index)
    highlight = walkthrough.steps[index - 1].highlight if index else ()
    return render_svg(states[index], highlight=options.pop("highlight", highlight), lang=lang, **options)


__all__ = ["render_svg", "render_step_svg", "all_fields"]
