"""The Tawa Hallae arena as SVG: a pure function of a state, for notebooks, widgets and projectors.

``render_svg(state)`` draws the 9 × 13 arena – every kind of field has its colour *and* a pattern
(waves for water, a den arch, hatching for the defence area, a star on hunt fields, bars on the
prison) – the animals as pieces in their pack's colour *and* shape (red: circle, blue: square) with a
short name and a triangle pointing where they face, the spiders' webs, and a side panel with points,
armour, prisoners, the animals still to place and the facing arrows.

Every field is a ``<g data-field="e4">`` with a ``<title>`` saying what is there, so a widget maps
clicks to fields and a screen reader can read the arena. Texts come from ``locale/render.*.ftl``.

>>> import boardtutor
>>> from boardtutor.games.tawa_hallae.render import render_svg
>>> state = boardtutor.load("tawa_hallae").new_initial_state()
>>> svg = render_svg(state, lang="en", highlight=["e4"])
>>> svg.startswith("<svg") and 'data-field="e4"' in svg and "Red's lion facing north" in svg
True
"""

from __future__ import annotations

import math
from typing import Any, Iterable

from ...i18n import Noun, Text, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .rules import ARMOURED, COLUMNS, DATA, FIELD_KIND, FIELDS, HEIGHT, OWNER, PACKS, SEATS, WIDTH, XY

# one unit is about one screen pixel where the widget shows the picture (at most 470 px tall): every
# text is at least 13 units, so at least 12 px at a projector's 1366×768 and 1024×768
CELL = 34
# the picture is narrow enough (about 1.17 × its height) that the widget's column fits beside it even
# on a 1024 px screen
LEFT, TOP, BOTTOM = 20, 6, 22  # the column letters' descenders ("g") inside the picture
GRID_W, GRID_H = WIDTH * CELL, HEIGHT * CELL
BOARD_W = LEFT + GRID_W + 4
BOARD_H = TOP + GRID_H + BOTTOM
PANEL_X = BOARD_W + 6
PANEL_W = 206
SVG_W = PANEL_X + PANEL_W + 4
SMALLEST = 13
"""The smallest font size in the picture (units ≈ screen pixels in the widget)."""
CAPTION_SIZE = 16
CAPTION_W = SVG_W - 16
"""The caption under the arena: its font size and the width its lines keep to (8 units from each edge)."""
NAME_SIZE = 16
BACKGROUND = "#F6F1E4"
COLOURS = DATA["board"]["colours"]
PACK = {seat: DATA["pack_colours"][side] for seat, side in enumerate(SEATS)}
ARROWS = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}  # screen directions (y grows down)
CONTROL_KEYS = {"de": {"n": "n", "e": "o", "s": "s", "w": "w"}, "en": {"n": "n", "e": "e", "s": "s", "w": "w"}}


def cell_origin(field: str) -> tuple[float, float]:
    """The top-left corner of a field in the picture (row 13 at the top)."""
    x, y = XY[field]
    return LEFT + x * CELL, TOP + (HEIGHT - 1 - y) * CELL


def _animal(kind: str, lang: str) -> str:
    return Noun(f"tawa_hallae.animal.{kind}").render(lang)


def _abbr(kind: str, lang: str) -> str:
    return tr(f"tawa_hallae.render.abbr.{kind}", lang)


# -- fields --------------------------------------------------------------------------------------------
def _pattern(kind: str, x: float, y: float) -> str:
    """The pattern that tells the kinds of field apart without colour."""
    if kind in ("water", "den_water"):
        waves = []
        for row in (0.36, 0.64):
            yy = y + CELL * row
            waves.append(
                f"M{svg.num(x + 4)},{svg.num(yy)} q4,-3.5 8.5,0 t8.5,0 t8.5,0"
            )
        return f'<path d="{" ".join(waves)}" fill="none" stroke="#2C6E9B" stroke-width="1.6" opacity="0.75"/>'
    if kind == "defence":
        lines = []
        for k in (8, 17, 26, 35, 44, 53, 62):
            a0, b0 = (x + k, y) if k <= CELL else (x + CELL, y + k - CELL)
            a1, b1 = (x, y + k) if k <= CELL else (x + k - CELL, y + CELL)
            lines.append(f"M{svg.num(a0)},{svg.num(b0)} L{svg.num(a1)},{svg.num(b1)}")
        return f'<path d="{" ".join(lines)}" stroke="#7A2010" stroke-width="1.4" opacity="0.55"/>'
    if kind == "hunt":
        cx, cy, r = x + CELL / 2, y + CELL / 2, 13
        points = " ".join(
            f"{svg.num(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5))},"
            f"{svg.num(cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))}"
            for i in range(10)
        )
        return f'<polygon points="{points}" fill="#FFF4C2" stroke="#7A5A00" stroke-width="1.5"/>'
    if kind == "prison":
        bars = "".join(
            f'<line x1="{svg.num(x + 7 + 7 * i)}" y1="{svg.num(y + 4)}" x2="{svg.num(x + 7 + 7 * i)}" y2="{svg.num(y + CELL - 4)}" '
            'stroke="#F2F2F2" stroke-width="2.5"/>'
            for i in range(4)
        )
        return bars
    if kind == "den_land":
        return (
            f'<path d="M{svg.num(x + 3)},{svg.num(y + CELL - 3)} v-6 a4,4 0 0 1 8,0 v6" fill="none" stroke="#7A5A00" '
            'stroke-width="1.6" opacity="0.8"/>'
        )
    return ""


def _field_text(state: Any, field: str, lang: str) -> str:
    kind = FIELD_KIND[field]
    owner = OWNER[field]
    where = tr(f"tawa_hallae.render.kind.{kind}", lang)
    if owner is not None and kind not in ("land", "water"):
        where = tr("tawa_hallae.render.kind_of", lang, kind=where, pack=Text(f"tawa_hallae.pack.{SEATS[owner]}"))
    occupant = state.board.get(field)
    if occupant is None:
        content = where
    else:
        seat, animal, facing = occupant
        content = tr(
            "tawa_hallae.render.piece", lang, pack=Text(f"tawa_hallae.pack.{SEATS[seat]}"), animal=Noun(f"tawa_hallae.animal.{animal}"),
            facing=Text(f"tawa_hallae.facing.{facing}"), field_kind=where,
        )
        if animal in ARMOURED and state.armour[seat]:
            content = tr("tawa_hallae.render.armoured", lang, text=content)
        if animal in state.danger[seat]:
            content = tr("tawa_hallae.render.in_danger", lang, text=content)
    for seat in (0, 1):
        if field in _webs(state)[seat]:
            content = tr("tawa_hallae.render.in_web", lang, text=content, pack=Text(f"tawa_hallae.pack.{SEATS[seat]}"))
    return content


def _webs(state: Any) -> tuple[frozenset, frozenset]:
    cached = state.__dict__.get("_render_webs")
    if cached is None:
        cached = state._render_webs = (state.web(0), state.web(1))
    return cached


def piece(cx: float, cy: float, seat: int, label: str, facing: str | None, *, r: float = 12.5, armoured: bool = False,
          danger: bool = False, label_size: float | None = None) -> str:
    """A piece: pack colour and shape, a short name (the legend beside the arena spells it out), a big
    black-and-white triangle on the side it faces (none for ``facing=None``: a token beside the arena)."""
    colour = PACK[seat]["hex"]
    parts = []
    if armoured:
        parts.append(_shape(seat, cx, cy, r + 3.5, "#E2B534", INK, 2))
    parts.append(_shape(seat, cx, cy, r, colour, "#FFFFFF" if not armoured else INK, 2))
    if facing is not None:
        dx, dy = ARROWS[facing]
        tip = (cx + dx * (r + 4.5), cy + dy * (r + 4.5))
        base = (cx + dx * (r - 5), cy + dy * (r - 5))
        px, py = -dy, dx
        parts.append(
            f'<polygon points="{svg.num(tip[0])},{svg.num(tip[1])} {svg.num(base[0] + px * 9)},{svg.num(base[1] + py * 9)} '
            f'{svg.num(base[0] - px * 9)},{svg.num(base[1] - py * 9)}" fill="{INK}" stroke="#FFFFFF" stroke-width="1.8" stroke-linejoin="round"/>'
        )
    size = label_size or (14 if len(label) <= 2 else SMALLEST)
    # a wide short name ("Wo", "Gei") is narrowed to the inside of the shape, its letters as tall as the others
    inside = label_room(r)
    narrow = f' textLength="{svg.num(inside)}" lengthAdjust="spacingAndGlyphs"' if svg.text_width(label, size, bold=True) > inside else ""
    parts.append(svg.text(cx, cy + 5, label, size, weight="bold", anchor="middle", fill="#FFFFFF", extra=narrow))
    if danger:
        parts.append(f'<circle cx="{svg.num(cx + r - 1)}" cy="{svg.num(cy - r + 1)}" r="7.5" fill="#FFD23F" stroke="{INK}" stroke-width="1.5"/>')
        parts.append(svg.text(cx + r - 1, cy - r + 5.5, "!", SMALLEST, weight="bold", anchor="middle"))
    return "".join(parts)


def label_room(r: float) -> float:
    """The width a piece of radius ``r`` has for its short name: inside the square (1.8 r wide) and the
    circle at the letters' height, with half a unit to spare on each side."""
    return 1.8 * r - 1


def _shape(seat: int, cx: float, cy: float, r: float, fill: str, stroke: str, width: float) -> str:
    if PACK[seat]["shape"] == "circle":
        return f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(r)}" fill="{fill}" stroke="{stroke}" stroke-width="{svg.num(width)}"/>'
    return (
        f'<rect x="{svg.num(cx - r * 0.9)}" y="{svg.num(cy - r * 0.9)}" width="{svg.num(r * 1.8)}" height="{svg.num(r * 1.8)}" rx="4" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{svg.num(width)}"/>'
    )


def _web(x: float, y: float) -> str:
    cx, cy = x + CELL / 2, y + CELL / 2
    spokes = " ".join(f"M{svg.num(cx)},{svg.num(cy)} L{svg.num(cx + dx * 15)},{svg.num(cy + dy * 15)}" for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1), (1, 0), (-1, 0), (0, 1), (0, -1)))
    return (
        f'<path d="{spokes}" stroke="#555555" stroke-width="0.9" opacity="0.7"/>'
        f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="7" fill="none" stroke="#555555" stroke-width="0.9" stroke-dasharray="3 2" opacity="0.7"/>'
        f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="13" fill="none" stroke="#555555" stroke-width="0.9" stroke-dasharray="3 2" opacity="0.7"/>'
    )


def _field(state: Any, field: str, lang: str, marks: dict[str, set[str]]) -> str:
    x, y = cell_origin(field)
    kind = FIELD_KIND[field]
    parts = [f'<rect x="{svg.num(x)}" y="{svg.num(y)}" width="{CELL}" height="{CELL}" fill="{COLOURS[kind]}" stroke="#5B4A36" stroke-width="0.8"/>']
    parts.append(_pattern(kind, x, y))
    webs = _webs(state)
    if field in webs[0] or field in webs[1]:
        parts.append(_web(x, y))
    occupant = state.board.get(field)
    content = _field_text(state, field, lang)
    # frames first, the piece above them (its facing triangle stays visible), target marks on top
    if field in marks["selected"]:
        parts.append(f'<rect x="{svg.num(x + 3)}" y="{svg.num(y + 3)}" width="{CELL - 6}" height="{CELL - 6}" rx="5" fill="none" stroke="#0057B8" stroke-width="4" stroke-dasharray="6 3"/>')
        content = tr("tawa_hallae.render.mark.selected", lang, text=content)
    if field in marks["highlight"]:
        parts.append(
            f'<rect x="{svg.num(x + 3)}" y="{svg.num(y + 3)}" width="{CELL - 6}" height="{CELL - 6}" rx="5" fill="none" stroke="{INK}" stroke-width="6"/>'
            f'<rect x="{svg.num(x + 3)}" y="{svg.num(y + 3)}" width="{CELL - 6}" height="{CELL - 6}" rx="5" fill="none" stroke="#FFD23F" stroke-width="3"/>'
        )
        content = tr("tawa_hallae.render.mark.highlight", lang, text=content)
    if occupant is not None:
        seat, animal, facing = occupant
        parts.append(piece(x + CELL / 2, y + CELL / 2, seat, _abbr(animal, lang), facing,
                           armoured=animal in ARMOURED and state.armour[seat], danger=animal in state.danger[seat]))
    if field in marks["targets"]:
        if occupant is not None:
            for dx, dy in ((0, 0), (1, 0), (0, 1), (1, 1)):
                cx, cy = x + 2 + dx * (CELL - 4), y + 2 + dy * (CELL - 4)
                sx, sy = (1 if dx == 0 else -1), (1 if dy == 0 else -1)
                parts.append(f'<polygon points="{svg.num(cx)},{svg.num(cy)} {svg.num(cx + 11 * sx)},{svg.num(cy)} {svg.num(cx)},{svg.num(cy + 11 * sy)}" '
                             f'fill="#FFD23F" stroke="{INK}" stroke-width="1.5"/>')
        else:  # yellow with a black ring: it reads on brown land, white water and the red defence area
            parts.append(f'<circle cx="{svg.num(x + CELL / 2)}" cy="{svg.num(y + CELL / 2)}" r="8" fill="#FFD23F" stroke="{INK}" stroke-width="3"/>')
        content = tr("tawa_hallae.render.mark.target", lang, text=content)
    title = tr("tawa_hallae.render.field", lang, field=field, content=content)
    return f'<g data-field="{field}" class="bt-field">{svg.title(title)}{"".join(parts)}</g>'


def _arena(state: Any, lang: str, marks: dict[str, set[str]]) -> str:
    parts = [f'<rect x="{LEFT - 4}" y="{TOP - 4}" width="{GRID_W + 8}" height="{GRID_H + 8}" rx="8" fill="#5B4A36"/>']
    for i, col in enumerate(COLUMNS):
        parts.append(svg.text(LEFT + i * CELL + CELL / 2, TOP + GRID_H + 18, col, 14, weight="bold", anchor="middle"))
    for row in range(1, HEIGHT + 1):
        parts.append(svg.text(LEFT - 11, TOP + (HEIGHT - row) * CELL + CELL / 2 + 5, row, SMALLEST, weight="bold", anchor="middle"))
    parts.extend(_field(state, field, lang, marks) for field in sorted(FIELDS, key=lambda f: (-XY[f][1], XY[f][0])))
    return "".join(parts)


# -- the panel ----------------------------------------------------------------------------------------------
# the panel from top to bottom: blue's card, blue's tray, the animals' legend, the facing arrows (or
# the fields' legend when no arrows and no red tray need the room), red's tray, red's card
CARD_H = 40
TRAY_TOP = {1: CARD_H, 0: BOARD_H - CARD_H - 71}
ANIMALS_TOP = CARD_H + 78
CONTROLS_Y = ANIMALS_TOP + 198
FIELDS_TOP = ANIMALS_TOP + 158


def control_positions() -> dict[str, tuple[float, float]]:
    """Centres of the four facing arrows in the panel (``turn:n`` …), in a row: west, north, south, east."""
    xs = {"w": 0, "n": 1, "s": 2, "e": 3}
    return {f"turn:{f}": (PANEL_X + 40 + xs[f] * 42, CONTROLS_Y) for f in ARROWS}


# the tokens in a tray: 8 in a row, two rows (15 animals to place at most), each token (radius
# TOKEN_R, its white rim and its marks) inside its own TOKEN_PITCH × ROW_PITCH box, so neighbours
# never overlap; the tray's heading above them, the legends below (blue) or the card (red)
TOKEN_R, TOKEN_PITCH, ROW_PITCH, TOKENS_PER_ROW = 12, 26, 27, 8
TRAY_ROWS = 2
TRAY_HEADING = 17


def _token_xy(seat: int, index: int) -> tuple[float, float]:
    return (PANEL_X + TOKEN_PITCH / 2 + (index % TOKENS_PER_ROW) * TOKEN_PITCH,
            _tray_top(seat) + TRAY_HEADING + ROW_PITCH / 2 + (index // TOKENS_PER_ROW) * ROW_PITCH)


def _tray_kinds(state: Any, seat: int) -> list[str]:
    """The tokens beside the arena: in the set-up the animals still to place of the seat placing now,
    in play each pack's prisoners."""
    if state.stage == "setup":
        return list(state.reserve[seat]) if seat == state.turn else []
    return list(state.prison[seat])


def token_positions(state: Any) -> dict[str, tuple[float, float]]:
    """Centres of the clickable animal tokens in the panel: ``res:<animal>`` (still to place, in the
    set-up) and ``pri:<animal>`` (imprisoned, while freeing) of the seat that decides."""
    phase = state.phase
    out: dict[str, tuple[float, float]] = {}
    if phase == "setup":
        prefix, seat = "res", state.turn
    elif phase == "release":
        prefix, seat = "pri", state.pending[0]["seat"]
    else:
        return out
    liberator = state.pending[0]["liberator"] if phase == "release" else None
    for i, kind in enumerate(_tray_kinds(state, seat)):
        if kind != liberator:
            out[f"{prefix}:{kind}"] = _token_xy(seat, i)
    return out


def _tray_top(seat: int) -> float:
    return TRAY_TOP[seat]


def _card(state: Any, seat: int, lang: str) -> str:
    y = 18 if seat == 1 else BOARD_H - 24
    colour = PACK[seat]["hex"]
    name = state.player_name(seat, lang)
    parts = [_shape(seat, PANEL_X + 9, y - 6, 8, colour, INK, 1.5)]
    right = PANEL_X + PANEL_W
    if state.armour[seat]:
        animal = "lion" if seat == 0 else "tiger"
        armour = tr("tawa_hallae.render.has_armour", lang, animal=Noun(f"tawa_hallae.animal.{animal}"))
        parts.append(svg.text(right, y, armour, SMALLEST, anchor="end", fill="#7A5A00", weight="bold"))
        right -= svg.text_width(armour, SMALLEST, bold=True) + 8
    # a long name is shortened with "…" to the room left of the armour (names may have 32 characters);
    # the whole name is then in the text's title
    parts.append(svg.fitted(PANEL_X + 22, y, name, right - PANEL_X - 22, NAME_SIZE, weight="bold"))
    if state.stage == "setup":
        line2 = tr("tawa_hallae.render.to_place", lang, count=len(state.reserve[seat]))
    else:
        line2 = tr("tawa_hallae.render.card", lang, points=state.points[seat], goal=DATA["win_points"], count=len(state.prison[seat]))
    parts.append(svg.text(PANEL_X, y + 18, line2, SMALLEST))
    return "".join(parts)


def _trays(state: Any, lang: str, marks: dict[str, set[str]]) -> str:
    parts = []
    clickable = token_positions(state)
    for seat in (0, 1):
        kinds = _tray_kinds(state, seat)
        if not kinds:
            continue
        key = "reserve" if state.stage == "setup" else "prison_tray"
        top = _tray_top(seat)
        parts.append(svg.text(PANEL_X, top + 13, tr(f"tawa_hallae.render.{key}", lang, pack=Text(f"tawa_hallae.pack.{SEATS[seat]}")), SMALLEST, weight="bold"))
        for i, kind in enumerate(kinds):
            cx, cy = _token_xy(seat, i)
            name = next((f for f, p in clickable.items() if f.endswith(f":{kind}") and p == (cx, cy)), None)
            token = piece(cx, cy, seat, _abbr(kind, lang), None, r=TOKEN_R, label_size=SMALLEST)
            label = _animal(kind, lang)
            if name is None:
                parts.append(f'<g class="bt-token">{svg.title(label)}{token}</g>')
                continue
            extra = ""
            if name in marks["targets"]:
                extra = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(TOKEN_R)}" fill="none" stroke="{INK}" stroke-width="2" stroke-dasharray="4 3"/>'
                label = tr("tawa_hallae.render.mark.target", lang, text=label)
            if name in marks["selected"]:
                extra = f'<rect x="{svg.num(cx - 11.5)}" y="{svg.num(cy - 11.5)}" width="23" height="23" rx="5" fill="none" stroke="#0057B8" stroke-width="3" stroke-dasharray="6 3"/>'
                label = tr("tawa_hallae.render.mark.selected", lang, text=label)
            parts.append(f'<g data-field="{name}" class="bt-token">{svg.title(label)}<rect x="{svg.num(cx - TOKEN_PITCH / 2)}" y="{svg.num(cy - ROW_PITCH / 2)}" width="{TOKEN_PITCH}" height="{ROW_PITCH}" fill="#FFFFFF" fill-opacity="0.01"/>{token}{extra}</g>')
    return "".join(parts)


def _controls(state: Any, lang: str, marks: dict[str, set[str]], active: Iterable[str]) -> str:
    active = set(active)
    if not active:
        return ""
    parts = [svg.text(PANEL_X, CONTROLS_Y - 24, tr("tawa_hallae.render.facing_controls", lang), 14, weight="bold")]
    for name, (cx, cy) in control_positions().items():
        facing = name[5:]
        dx, dy = ARROWS[facing]
        on = name in active
        fill = "#FFF6D6" if on else "#E4E0D6"
        tip = (cx + dx * 11, cy + dy * 11)
        px, py = -dy, dx
        arrow = (
            f'<polygon points="{svg.num(tip[0])},{svg.num(tip[1])} {svg.num(cx - dx * 6 + px * 10)},{svg.num(cy - dy * 6 + py * 10)} '
            f'{svg.num(cx - dx * 6 - px * 10)},{svg.num(cy - dy * 6 - py * 10)}" fill="{INK if on else "#9A968C"}"/>'
        )
        key = CONTROL_KEYS[lang][facing]
        label = tr("tawa_hallae.render.control", lang, facing=Text(f"tawa_hallae.facing.{facing}"), letter=key.upper())
        box = f'<rect x="{svg.num(cx - 16)}" y="{svg.num(cy - 16)}" width="32" height="32" rx="7" fill="{fill}" stroke="{INK}" stroke-width="1.5"/>'
        keytext = svg.text(cx, cy + 32, key.upper(), 14, weight="bold", anchor="middle", fill=INK if on else "#6B675F")
        if on:
            target = ""
            if name in marks["targets"]:
                target = f'<rect x="{svg.num(cx - 19)}" y="{svg.num(cy - 19)}" width="38" height="38" rx="8" fill="none" stroke="#0057B8" stroke-width="2.5"/>'
            parts.append(f'<g data-field="{name}" data-key="{key}">{svg.title(label)}{box}{arrow}{keytext}{target}</g>')
        else:
            parts.append(f"<g>{box}{arrow}{keytext}</g>")
    return "".join(parts)


LEGEND_ANIMALS = tuple(PACKS[0]) + tuple(k for k in PACKS[1] if k not in PACKS[0])


def _legend_animals(lang: str) -> str:
    """What the short names on the pieces mean: two columns, the longer names on the left."""
    names = {kind: _animal(kind, lang) for kind in LEGEND_ANIMALS}
    by_length = sorted(LEGEND_ANIMALS, key=lambda k: (-len(names[k]), names[k]))
    columns = (sorted(by_length[:9], key=names.get), sorted(by_length[9:], key=names.get))
    widest = max(len(names[k]) for k in columns[0])
    parts = [svg.text(PANEL_X, ANIMALS_TOP + 12, tr("tawa_hallae.render.legend_animals", lang), 14, weight="bold")]
    row = 15.5
    for c, kinds in enumerate(columns):
        x0 = PANEL_X + (0 if c == 0 else 34 + widest * 7.6)
        for i, kind in enumerate(kinds):
            y = ANIMALS_TOP + 17 + i * row
            parts.append(f'<rect x="{svg.num(x0)}" y="{svg.num(y)}" width="28" height="{svg.num(row - 1.5)}" rx="4" fill="#5B4A36"/>')
            parts.append(svg.text(x0 + 14, y + 11.5, _abbr(kind, lang), SMALLEST, weight="bold", anchor="middle", fill="#FFFFFF"))
            parts.append(svg.text(x0 + 31, y + 11.5, names[kind], SMALLEST))
    return "".join(parts)


def _legend_fields(lang: str) -> str:
    kinds = ("den_land", "den_water", "land", "water", "defence", "hunt", "prison")
    parts = [svg.text(PANEL_X, FIELDS_TOP + 12, tr("tawa_hallae.render.legend", lang), 14, weight="bold")]
    for i, kind in enumerate(kinds):
        y = FIELDS_TOP + 17 + i * 15.5
        parts.append(
            f'<g transform="translate({svg.num(PANEL_X)},{svg.num(y)}) scale(0.41)"><rect x="0" y="0" width="{CELL}" height="{CELL}" '
            f'fill="{COLOURS[kind]}" stroke="#5B4A36"/>{_pattern(kind, 0, 0)}</g>'
        )
        parts.append(svg.text(PANEL_X + 19, y + 12, tr(f"tawa_hallae.render.kind.{kind}", lang), SMALLEST))
    return "".join(parts)


def _legend(state: Any, lang: str, controls: bool) -> str:
    """The animals' legend always; the fields' legend where the facing arrows and red's tray leave room."""
    room = not controls and not _tray_kinds(state, 0)
    return _legend_animals(lang) + (_legend_fields(lang) if room else "")


def _summary(state: Any, lang: str) -> str:
    return tr(
        "tawa_hallae.render.summary", lang,
        red=state.player_name(0, lang), blue=state.player_name(1, lang),
        red_points=state.points[0], blue_points=state.points[1], next=state.describe(lang),
    )


def render_svg(
    state: Any,
    *,
    highlight: Iterable[str] = (),
    targets: Iterable[str] = (),
    selected: str | None = None,
    lang: str | None = None,
    controls: Iterable[str] = (),
    caption: str | None = None,
    size: int = 470,
) -> str:
    """The state as a self-contained SVG string.

    ``highlight``: fields framed boldly (a walkthrough's focus); ``targets``: legal destinations (a
    yellow dot, or corner marks on an animal that would be hit); ``selected``: a field or panel token
    framed with a dashed line; ``controls``: the facing arrows to offer (``turn:n`` …); ``caption``:
    the line under the arena (default: what happens next; ``""``: none, where the widget says it
    beside the picture); ``lang``: ``"de"`` or ``"en"``; ``size``: the picture's height in pixels.
    """
    lang = check_language(lang)
    controls = tuple(controls)
    marks = {"highlight": set(highlight), "targets": set(targets), "selected": {selected} if selected else set()}
    arena = _arena(state, lang, marks)
    panel = "".join((
        _card(state, 1, lang), _card(state, 0, lang), _trays(state, lang, marks), _controls(state, lang, marks, controls),
        _legend(state, lang, bool(set(controls))),
    ))
    text = state.describe(lang) if caption is None else caption
    lines = svg.wrap_to_width(text, CAPTION_W, CAPTION_SIZE, bold=True, lang=lang) if text else []
    height = BOARD_H + (22 * len(lines) + 8 if lines else 0)
    caption = svg.whole_in_title(text, lines, "".join(  # a word too long for a line (a name) may be cut short
        svg.text(SVG_W / 2, BOARD_H + 20 + 22 * i, line, CAPTION_SIZE, weight="bold", anchor="middle") for i, line in enumerate(lines)
    ))
    scale = size / height
    summary = _summary(state, lang)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{svg.num(SVG_W * scale)}" height="{svg.num(height * scale)}" '
        f'viewBox="0 0 {svg.num(SVG_W)} {svg.num(height)}" role="img" aria-label="{svg.attr(summary)}" font-family="{FONT}" lang="{lang}">'
        f"{svg.title(summary)}"
        f'<rect width="{svg.num(SVG_W)}" height="{svg.num(height)}" fill="{BACKGROUND}"/>'
        f"{arena}{panel}<g class=\"bt-caption\">{caption}</g></svg>"
    )


__all__ = ["render_svg", "piece", "cell_origin", "control_positions", "token_positions"]
