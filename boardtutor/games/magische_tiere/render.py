"""The dino game as SVG: the way through the museum, the figures, the dice tray, the loose dice and
the cards – a pure function of a state, for notebooks, projectors and the interactive views.

Left, the way: the watchman's red fields and Ida's orange fields lead to the big purple start field
with the footprints; four purple fields follow, then the 11 path tiles (dark ones hatched, lit ones
with rays) and Silas's goal tile. Children are circles with their initial, the watchman a black
square with his letter, Ida an orange diamond: shape and letter, never colour alone. Right, the tray:
five rows top to bottom, the dice placed on them and the numbers (the first number right of the last
die says how often the row acts), covered rows shaded and labelled; below it the loose dice (clickable), the cards in hand and the pile.

Every clickable thing is a ``<g data-field="…">`` with a ``<title>``: board fields (``p0``, ``t3``,
``silas``, ``r2``, ``o1``; the title names who stands there), tray rows (``row.shoe``), loose dice (``d1``…,
``dw`` for the white die) and the button ``place``. Texts come from ``locale/render.*.ftl``.

>>> import boardtutor
>>> from boardtutor.games.magische_tiere.render import render_svg
>>> state = boardtutor.load("magische_tiere").new_initial_state(["Lena", "Tim"], seed=1)
>>> svg = render_svg(state.apply("roll card light shoe shoe cap ida"), lang="en", selected="d3,d4")
>>> svg.startswith("<svg") and 'data-field="row.shoe"' in svg and 'data-field="d3"' in svg
True
"""

from __future__ import annotations

from functools import partial
from typing import Any, Iterable, NamedTuple

from ...i18n import Noun, Text, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .rules import CARD_KINDS, CHILDREN, GOAL, PURPLE, ROWS, SYMBOLS, TILES, field_name

WIDTH, HEIGHT = 1060, 550
TYPE = 16
"""The smallest type on the board: at a projector the picture is shown about 460 px tall, so 16 units
read as 12–14 screen pixels."""
SOFT = "#4A4A4A"
BG = "#F7F3E8"
HIGHLIGHT = "#D55E00"
TARGET = "#0072B2"

CHILD_STYLE = {
    "eddie": ("#0072B2", "#FFFFFF"),
    "helene": ("#CC79A7", "#1B1B1B"),
    "jo": ("#009E73", "#FFFFFF"),
    "schoki": ("#56B4E9", "#1B1B1B"),
}
FACE_COLOUR = {"card": "#009E73", "light": "#C9A800", "shoe": "#6A4C93", "cap": "#B0413E", "ida": "#C77700", "dino": "#0072B2"}
LANE = {
    "p": ("#DCCDF0", "#6A4C93"),
    "r": ("#F6CFC6", "#B0413E"),
    "o": ("#FBDDB0", "#C77700"),
}

# -- geometry ---------------------------------------------------------------------------------------
RED_X0, RED_Y, RED_DX = 36, 72, 50
ORANGE_X0, ORANGE_Y, ORANGE_DX = 30, 190, 38
P0 = (318, 128)
PURPLE_X0, PURPLE_DX = 388, 52
TILE_Y, TILE_X0, TILE_DX, TILE = 290, 556, 52, 44
SILAS = (36, 356, 150, 74)
CAUGHT_BOX = (220, 360, 360, 70)
TRAY_X, TRAY_Y, ROW_H = 612, 44, 56
SLOT, SLOT_X0 = 37, 150
DICE_Y = TRAY_Y + 5 * ROW_H + 34
DIE_DX = 44
"""From one loose die to the next (seven dice and the place button fit beside the tray)."""


class Layout(NamedTuple):
    """Where the tray, the loose dice and the cards stand; the way and the caption stay where they are.
    ``cards``: the top left of the hand (its heading's baseline), ``columns``: cards side by side;
    ``caption``: the caption box's width (its text wraps as in the wide picture all the same), and
    ``squeeze``: whether a long first line of the caption is set narrower to stay inside it."""

    width: float
    height: float
    tray: tuple[float, float]
    cards: tuple[float, float]
    columns: int
    caption: float = 586
    squeeze: bool = False

    @property
    def dice_y(self) -> float:
        """The top of the loose dice, under the tray's five rows."""
        return self.tray[1] + 5 * ROW_H + 34


LAYOUTS = {
    # the way left, the tray right with the loose dice and the cards under it
    "wide": Layout(WIDTH, HEIGHT, (TRAY_X, TRAY_Y), (TRAY_X, DICE_Y + 74), 2),
    # for a narrow column: the tray and the loose dice under the caption, the cards in one column
    # beside the tray; the text is as big as in the wide picture, the picture 684 units wide (the
    # wide picture lets a long first caption line run out of its box: kept as it was)
    "narrow": Layout(684, 958, (16, 584), (16 + 446, 584 - 14), 1, caption=684 - 24, squeeze=True),
}
"""The arrangements ``render_svg`` draws: ``wide`` is the game's own picture, ``narrow`` the same
things for a column about 600 px wide (issue #25)."""


def position_xy(field: str) -> tuple[float, float]:
    """The centre of a board field in the picture."""
    if field == "silas":
        x, y, w, h = SILAS
        return x + w / 2, y + h / 2
    lane, n = field[0], int(field[1:])
    if lane == "r":
        return RED_X0 + (n - 1) * RED_DX, RED_Y
    if lane == "o":
        return ORANGE_X0 + (n - 1) * ORANGE_DX, ORANGE_Y
    if lane == "p":
        return P0 if n == 0 else (PURPLE_X0 + (n - 1) * PURPLE_DX, P0[1])
    return TILE_X0 - (n - 1) * TILE_DX, TILE_Y


def board_fields() -> list[str]:
    """Every field of the way, in the order red lane, orange lane, purple fields, tiles, Silas."""
    from .rules import IDA_START, WATCHMAN_START

    fields = [f"r{i}" for i in range(1, -WATCHMAN_START + 1)] + [f"o{i}" for i in range(1, -IDA_START + 1)]
    fields += [f"p{i}" for i in range(PURPLE + 1)] + [f"t{i}" for i in range(1, TILES + 1)] + ["silas"]
    return fields


# One decimal is plenty at this size and keeps the SVG short; each text names its font (the <svg> does not).
_n = partial(svg.num, decimals=1)
_text = partial(svg.text, font=FONT, decimals=1)


def _wrap(text: str, width: float, size: float, max_lines: int = 3) -> list[str]:
    return svg.wrap(text, max(10, int(width / (size * 0.55))), max_lines=max_lines)


def _t(key: str, lang: str, **params: Any) -> str:
    return tr(f"magische_tiere.render.{key}", lang, **params)


def _name(key: str, lang: str, **params: Any) -> str:
    return Text(f"magische_tiere.{key}", **params).render(lang)


def _noun(key: str, lang: str) -> str:
    """A noun of the game's catalog (a row, a card) as a label: “Schuh-Leiste”."""
    return Noun(f"magische_tiere.{key}").render(lang)


# -- icons ----------------------------------------------------------------------------------------------
def icon(face: str, cx: float, cy: float, size: float, colour: str) -> str:
    """A face symbol drawn with shapes (card, flashlight, shoe, cap, Ida, dino)."""
    s = size / 2
    c = colour
    if face == "card":
        return (f'<rect x="{_n(cx - s * 0.62)}" y="{_n(cy - s * 0.85)}" width="{_n(s * 1.24)}" height="{_n(s * 1.7)}" rx="{_n(s * 0.18)}" '
                f'fill="{c}" stroke="{INK}" stroke-width="1"/>'
                f'<path d="M{_n(cx - s * 0.35)} {_n(cy + s * 0.1)} L{_n(cx - s * 0.2)} {_n(cy - s * 0.45)} L{_n(cx)} {_n(cy - s * 0.1)} '
                f'L{_n(cx + s * 0.2)} {_n(cy - s * 0.45)} L{_n(cx + s * 0.35)} {_n(cy + s * 0.1)} L{_n(cx)} {_n(cy + s * 0.5)} Z" fill="#FFFFFF"/>')
    if face == "light":
        rays = "".join(
            f'<line x1="{_n(cx + dx * s * 0.55)}" y1="{_n(cy + dy * s * 0.55)}" x2="{_n(cx + dx * s * 0.95)}" y2="{_n(cy + dy * s * 0.95)}" '
            f'stroke="{c}" stroke-width="{_n(max(1.5, s * 0.16))}" stroke-linecap="round"/>'
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7))
        )
        return rays + f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(s * 0.42)}" fill="{c}" stroke="{INK}" stroke-width="1"/>'
    if face == "shoe":
        return (f'<path d="M{_n(cx - s * 0.8)} {_n(cy + s * 0.55)} L{_n(cx - s * 0.8)} {_n(cy - s * 0.6)} L{_n(cx - s * 0.2)} {_n(cy - s * 0.6)} '
                f'L{_n(cx - s * 0.1)} {_n(cy - s * 0.05)} L{_n(cx + s * 0.6)} {_n(cy + s * 0.1)} Q{_n(cx + s * 0.9)} {_n(cy + s * 0.25)} '
                f'{_n(cx + s * 0.85)} {_n(cy + s * 0.55)} Z" fill="{c}" stroke="{INK}" stroke-width="1"/>')
    if face == "cap":
        return (f'<path d="M{_n(cx - s * 0.6)} {_n(cy + s * 0.25)} A{_n(s * 0.6)} {_n(s * 0.65)} 0 0 1 {_n(cx + s * 0.6)} {_n(cy + s * 0.25)} Z" '
                f'fill="{c}" stroke="{INK}" stroke-width="1"/>'
                f'<rect x="{_n(cx - s * 0.9)}" y="{_n(cy + s * 0.25)}" width="{_n(s * 1.8)}" height="{_n(s * 0.28)}" rx="{_n(s * 0.1)}" '
                f'fill="{INK}"/>')
    if face == "ida":
        return (f'<circle cx="{_n(cx)}" cy="{_n(cy - s * 0.45)}" r="{_n(s * 0.3)}" fill="{c}" stroke="{INK}" stroke-width="1"/>'
                f'<path d="M{_n(cx - s * 0.55)} {_n(cy + s * 0.8)} L{_n(cx)} {_n(cy - s * 0.1)} L{_n(cx + s * 0.55)} {_n(cy + s * 0.8)} Z" '
                f'fill="{c}" stroke="{INK}" stroke-width="1"/>')
    # dino: a long-necked silhouette
    return (f'<path d="M{_n(cx - s * 0.85)} {_n(cy + s * 0.6)} Q{_n(cx - s * 0.6)} {_n(cy - s * 0.1)} {_n(cx - s * 0.05)} {_n(cy)} '
            f'L{_n(cx + s * 0.35)} {_n(cy - s * 0.75)} L{_n(cx + s * 0.7)} {_n(cy - s * 0.75)} L{_n(cx + s * 0.55)} {_n(cy - s * 0.5)} '
            f'L{_n(cx + s * 0.45)} {_n(cy + s * 0.1)} Q{_n(cx + s * 0.5)} {_n(cy + s * 0.6)} {_n(cx + s * 0.3)} {_n(cy + s * 0.6)} Z" '
            f'fill="{c}" stroke="{INK}" stroke-width="1"/>')


def _die(cx: float, cy: float, face: str, white: bool, size: float = 34, *, selected: bool = False, label: str = "") -> str:
    half = size / 2
    fill, edge = ("#FFFFFF", INK) if white else ("#2F6DB5", "#173B66")
    colour = FACE_COLOUR[face] if white else "#FFFFFF"
    if not white and face in ("light",):
        colour = "#FFE45C"
    parts = [f'<rect x="{_n(cx - half)}" y="{_n(cy - half)}" width="{_n(size)}" height="{_n(size)}" rx="6" fill="{fill}" '
             f'stroke="{TARGET if selected else edge}" stroke-width="{4 if selected else 2}"/>']
    if white:
        parts.append(f'<circle cx="{_n(cx + half - 5)}" cy="{_n(cy - half + 5)}" r="2.5" fill="{INK}"/>')
    parts.append(icon(face, cx, cy, size * 0.62, colour))
    if selected:
        parts.append(f'<path d="M{_n(cx - 7)} {_n(cy + half + 6)} l5 5 l9 -10" fill="none" stroke="{TARGET}" stroke-width="3"/>')
    return "".join(parts)


# -- the parts of the picture ---------------------------------------------------------------------------
def _field_title(state: Any, field: str, lang: str) -> str:
    kind = field[0] if field != "silas" else "silas"
    if field == "p0":
        name = _name("field_name.start", lang)
    elif kind == "silas":
        name = _name("field_name.silas", lang)
    else:
        name = _name(f"field_name.{kind}", lang, tile=int(field[1:]))
    if kind == "t":
        n = int(field[1:])
        name = f"{name} ({_t('lit' if n <= state.lit else 'dark', lang)})"
    who = [_name(f"child.{c}", lang) for c in CHILDREN if c not in state.caught and field_name(state.children[c]) == field]
    if field_name(state.watchman, "red") == field:
        who.append(_name("watchman", lang))
    if state.ida is not None and field_name(state.ida, "orange") == field:
        who.append(_name("ida", lang))
    return f"{name}: {', '.join(who)}" if who else name


def _board(state: Any, lang: str, highlight: set[str], targets: set[str]) -> str:
    parts = [_text(RED_X0 - 14, RED_Y - 37, _t("red_lane", lang), TYPE, fill="#8A2F2C"),
             _text(ORANGE_X0 - 10, ORANGE_Y - 24, _t("orange_lane", lang), TYPE, fill="#8A5200"),
             _text(TILE_X0 - 10 * TILE_DX - 22, TILE_Y - 34, _t("path", lang, lit=state.lit, total=TILES), TYPE, fill=SOFT)]
    # connecting lines (the order of the way)
    line = [position_xy(f"r{i}") for i in range(1, 6)] + [P0]
    parts.append(f'<polyline points="{" ".join(f"{_n(x)},{_n(y)}" for x, y in line)}" fill="none" stroke="#B0413E" stroke-width="3" stroke-dasharray="6 4"/>')
    line = [position_xy(f"o{i}") for i in range(1, 8)] + [P0]
    parts.append(f'<polyline points="{" ".join(f"{_n(x)},{_n(y)}" for x, y in line)}" fill="none" stroke="#C77700" stroke-width="3" stroke-dasharray="2 4"/>')
    way = [P0] + [position_xy(f"p{i}") for i in range(1, PURPLE + 1)] + [position_xy(f"t{i}") for i in range(1, TILES + 1)] + [position_xy("silas")]
    parts.append(f'<polyline points="{" ".join(f"{_n(x)},{_n(y)}" for x, y in way)}" fill="none" stroke="#6A4C93" stroke-width="4"/>')
    for field in board_fields():
        parts.append(_field(state, field, lang, field in highlight, field in targets))
    return "".join(parts)


def _field(state: Any, field: str, lang: str, lit_up: bool, target: bool) -> str:
    x, y = position_xy(field)
    title = _field_title(state, field, lang)
    out = [f'<g data-field="{field}">{svg.title(title)}']
    stroke_extra = ""
    if field == "silas":
        sx, sy, w, h = SILAS
        out.append(f'<rect x="{sx}" y="{sy}" width="{w}" height="{h}" rx="10" fill="#EFE6CF" stroke="#7A6A45" stroke-width="3"/>')
        out.append(_bones(sx + 22, sy + 42))
        out.append(_text(sx + w / 2 + 14, sy + 24, _name("silas", lang), TYPE + 2, weight="bold", anchor="middle"))
        if not state.white_owned:
            out.append(_die(sx + w - 26, sy + h - 24, "dino", True, 24))
        shape = (sx - 4, sy - 4, w + 8, h + 8)
    elif field[0] == "t":
        n = int(field[1:])
        lit = n <= state.lit
        half = TILE / 2
        fill = "#FFF1A8" if lit else "#3A3F4B"
        out.append(f'<rect x="{_n(x - half)}" y="{_n(y - half)}" width="{TILE}" height="{TILE}" rx="5" fill="{fill}" stroke="#2A2A2A" stroke-width="2"/>')
        if lit:
            out.append(icon("light", x + 12, y - 12, 13, "#E0B000"))
        else:
            out.append(f'<path d="M{_n(x - half + 6)} {_n(y + half - 6)} L{_n(x + half - 6)} {_n(y - half + 6)} M{_n(x - half + 6)} {_n(y)} '
                       f'L{_n(x)} {_n(y - half + 6)} M{_n(x)} {_n(y + half - 6)} L{_n(x + half - 6)} {_n(y)}" stroke="#6B7285" stroke-width="2"/>')
        out.append(_text(x - half + 4, y + half - 5, n, TYPE, fill=INK if lit else "#FFFFFF", weight="bold"))
        shape = (x - half - 4, y - half - 4, TILE + 8, TILE + 8)
    else:
        fill, edge = LANE[field[0]]
        r = 34 if field == "p0" else (15 if field[0] == "o" else 19)
        out.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{r}" fill="{fill}" stroke="{edge}" stroke-width="2.5"/>')
        if field in ("p0", "r1", "o1"):
            out.append(_footprints(x, y + (14 if field == "p0" else 0), edge, 0.8 if field == "p0" else 0.5))
        shape = (x - r - 4, y - r - 4, 2 * r + 8, 2 * r + 8)
    if lit_up:
        sx, sy, w, h = shape
        out.append(f'<rect x="{_n(sx)}" y="{_n(sy)}" width="{_n(w)}" height="{_n(h)}" rx="8" fill="none" stroke="{HIGHLIGHT}" '
                   f'stroke-width="4" stroke-dasharray="7 4"/>')
    elif target:
        sx, sy, w, h = shape
        out.append(f'<rect x="{_n(sx)}" y="{_n(sy)}" width="{_n(w)}" height="{_n(h)}" rx="8" fill="none" stroke="{TARGET}" stroke-width="3"/>')
    out.append("</g>")
    return "".join(out) + stroke_extra


def _footprints(x: float, y: float, colour: str, scale: float) -> str:
    return "".join(
        f'<ellipse cx="{_n(x + dx * scale)}" cy="{_n(y + dy * scale)}" rx="{_n(4 * scale)}" ry="{_n(7 * scale)}" fill="{colour}" opacity="0.55"/>'
        for dx, dy in ((-7, 4), (7, -4))
    )


def _bones(x: float, y: float) -> str:
    return (f'<g stroke="#7A6A45" stroke-width="4" stroke-linecap="round"><line x1="{x}" y1="{y}" x2="{x + 30}" y2="{y - 12}"/>'
            f'<line x1="{x + 4}" y1="{y - 16}" x2="{x + 28}" y2="{y + 4}"/></g>')


def _figures(state: Any, lang: str, targets: set[str]) -> str:
    parts = []
    groups: dict[str, list[str]] = {}
    for child in CHILDREN:
        if child in state.caught:
            continue
        groups.setdefault(field_name(state.children[child]), []).append(child)
    for field, children in groups.items():
        x, y = position_xy(field)
        offsets = [(-10, -10), (10, -10), (-10, 10), (10, 10)] if field != "silas" else [(-33, 14), (-8, 14), (17, 14), (42, 14)]
        if field == "p0":
            offsets = [(-14, -12), (14, -12), (-14, 12), (14, 12)]
        for child, (dx, dy) in zip(children, offsets):
            parts.append(_child_token(state, child, x + dx, y + dy, lang, False))
    wx, wy = position_xy(field_name(state.watchman, "red"))
    if state.watchman >= GOAL:  # top left on Silas's tile, off his name
        wx, wy = SILAS[0] + 22, SILAS[1] + 32
    watch = _name("watchman", lang)
    parts.append(f'<g pointer-events="none"><rect x="{_n(wx - 12)}" y="{_n(wy - 30)}" width="24" height="24" rx="3" fill="{INK}" '
                 f'stroke="#FFFFFF" stroke-width="1.5"/>{_text(wx, wy - 12, _t("watchman_letter", lang), TYPE, weight="bold", anchor="middle", fill="#FFFFFF")}</g>')
    if state.ida is not None:
        field = field_name(state.ida, "orange")
        ix, iy = position_xy(field)
        if field[0] != "o":
            iy += 16  # below the children on a shared field
        parts.append(f'<g pointer-events="none"><path d="M{_n(ix)} {_n(iy - 12)} l12 12 l-12 12 l-12 -12 Z" fill="#E69F00" '
                     f'stroke="{INK}" stroke-width="1.5"/>{_text(ix, iy + 5.5, "I", TYPE, weight="bold", anchor="middle")}</g>')
    return "".join(parts)


def _child_token(state: Any, child: str, x: float, y: float, lang: str, target: bool) -> str:
    fill, ink = CHILD_STYLE[child]
    name = _name(f"child.{child}", lang)
    ring = f'<circle cx="{_n(x)}" cy="{_n(y)}" r="13" fill="none" stroke="{TARGET}" stroke-width="3"/>' if target else ""
    # no click target of its own: a click goes through to the field underneath (its title names the child)
    return (f'<g pointer-events="none"><circle cx="{_n(x)}" cy="{_n(y)}" r="11.5" fill="{fill}" '
            f'stroke="{INK}" stroke-width="1.5"/>{_text(x, y + 5.5, name[0], TYPE, weight="bold", anchor="middle", fill=ink)}{ring}</g>')


def _caught_box(state: Any, lang: str) -> str:
    x, y, w, h = CAUGHT_BOX
    parts = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="#FFFFFF" stroke="#B0413E" stroke-dasharray="5 4" stroke-width="2"/>',
             _text(x + 10, y + 22, _t("caught", lang, n=len(state.caught)), TYPE, weight="bold", fill="#8A2F2C")]
    for i, child in enumerate(state.caught):
        fill, ink = CHILD_STYLE[child]
        cx = x + 24 + i * 30
        parts.append(f'<g>{svg.title(_name(f"child.{child}", lang))}<circle cx="{cx}" cy="{y + 44}" r="11.5" fill="{fill}" stroke="{INK}"/>'
                     f'{_text(cx, y + 49.5, _name(f"child.{child}", lang)[0], TYPE, weight="bold", anchor="middle", fill=ink)}'
                     f'<line x1="{cx - 9}" y1="{y + 35}" x2="{cx + 9}" y2="{y + 53}" stroke="#B0413E" stroke-width="2.5"/></g>')
    home = state.at_silas()
    parts.append(_text(x + w - 10, y + 22, _t("home", lang, n=len(home)), TYPE, weight="bold", anchor="end", fill="#4C6B2F"))
    return "".join(parts)


def _tray(state: Any, lang: str, highlight: set[str], targets: set[str], at: Layout) -> str:
    x0, y0 = at.tray
    parts = [_text(x0, y0 - 14, _t("tray", lang), TYPE + 2, weight="bold")]
    for index, row in enumerate(SYMBOLS):
        y = y0 + index * ROW_H
        field = f"row.{row}"
        covered = row in state.covered
        value = state.row_value(row)
        dice = state.tray[row]
        title = _noun(f"row.{row}", lang) + ": " + (_t("covered", lang) if covered else _t("row_status", lang, dice=len(dice), value=value))
        parts.append(f'<g data-field="{field}">{svg.title(title)}')
        parts.append(f'<rect x="{x0}" y="{y}" width="430" height="{ROW_H - 6}" rx="8" fill="#FFFFFF" stroke="{FACE_COLOUR[row]}" stroke-width="2"/>')
        parts.append(icon(row, x0 + 22, y + 25, 26, FACE_COLOUR[row]))
        parts.append(_text(x0 + 42, y + 21, _t(f"row_short.{row}", lang), TYPE, weight="bold"))
        if not covered and dice:
            parts.append(_text(x0 + 42, y + 41, _t("times", lang, n=value), TYPE, fill=SOFT))
        # each field shows the count of the die space before it, so the first number right of the
        # last die is how often the row acts; the last count stands after the last field
        slots = len(ROWS[row])
        for slot in range(slots):
            sx = x0 + SLOT_X0 + slot * SLOT
            parts.append(f'<rect x="{sx}" y="{y + 6}" width="{SLOT - 4}" height="{SLOT - 2}" rx="5" fill="#F3EFE4" stroke="#B8B09A"/>')
            if slot < len(dice):
                parts.append(_die(sx + (SLOT - 4) / 2, y + 6 + (SLOT - 2) / 2, row, dice[slot] == "white", SLOT - 9))
            elif slot:
                parts.append(_text(sx + (SLOT - 4) / 2, y + 31, ROWS[row][slot - 1], TYPE + 1, anchor="middle", fill="#6E6753", weight="bold"))
        parts.append(_text(x0 + SLOT_X0 + slots * SLOT + 7, y + 31, ROWS[row][-1], TYPE + 1, anchor="middle", fill="#6E6753", weight="bold"))
        if covered:
            parts.append(f'<rect x="{x0 + SLOT_X0 - 6}" y="{y + 3}" width="{slots * SLOT + 24}" height="{ROW_H - 12}" rx="6" '
                         f'fill="#6B6B6B"/>')
            parts.append(_text(x0 + SLOT_X0 + slots * SLOT / 2, y + 31, _t("covered", lang), TYPE, weight="bold", anchor="middle", fill="#FFFFFF"))
        if field in highlight:
            parts.append(f'<rect x="{x0 - 4}" y="{y - 4}" width="438" height="{ROW_H + 2}" rx="10" fill="none" stroke="{HIGHLIGHT}" stroke-width="4" stroke-dasharray="7 4"/>')
        elif field in targets:
            parts.append(f'<rect x="{x0 - 3}" y="{y - 3}" width="436" height="{ROW_H}" rx="10" fill="none" stroke="{TARGET}" stroke-width="3"/>')
        parts.append("</g>")
    return "".join(parts)


def loose_dice(state: Any) -> list[tuple[str, str, bool]]:
    """The loose dice as (field id, face, white?): ``d1``… for the blue ones, ``dw`` for the white."""
    dice = [(f"d{i + 1}", face, False) for i, face in enumerate(state.rolled)]
    if state.rolled_white is not None:
        dice.append(("dw", state.rolled_white, True))
    return dice


def parse_selection(selected: str | None) -> tuple[set[str], str | None]:
    """A selection string of the UI (``"d1,d3,dw=light"``) as (dice, joker row)."""
    dice, row = set(), None
    for part in (selected or "").split(","):
        if not part:
            continue
        name, _, target = part.partition("=")
        dice.add(name)
        if target:
            row = target
    return dice, row


def _loose(state: Any, lang: str, selected: str | None, targets: set[str], at: Layout) -> str:
    chosen, joker_row = parse_selection(selected)
    x0, y = at.tray[0], at.dice_y
    parts = [_text(x0, y - 8, _t("loose", lang, n=state.loose_blue + int(state.loose_white)), TYPE, weight="bold")]
    dice = loose_dice(state)
    if state.phase == "place" or state.phase == "turning":
        for i, (field, face, white) in enumerate(dice):
            cx = x0 + 24 + i * DIE_DX
            title = _t("white_die" if white else "blue_die", lang, face=Noun(f"magische_tiere.symbol.{face}"))
            if field in chosen and joker_row:
                title += " → " + _noun(f"row.{joker_row}", lang)
            parts.append(f'<g data-field="{field}">{svg.title(title)}'
                         f'{_die(cx, y + 24 - (6 if field in chosen else 0), face, white, 36, selected=field in chosen)}'
                         + (f'<circle cx="{cx}" cy="{y + 24}" r="24" fill="none" stroke="{TARGET}" stroke-width="1.5" stroke-dasharray="3 3"/>'
                            if field in targets and field not in chosen else "") + "</g>")
        if state.phase == "place":
            bx = x0 + 24 + (max(len(dice), 1) - 1) * DIE_DX + 26  # right of the last die, inside the picture with 7 dice
            active = "place" in targets
            parts.append(f'<g data-field="place">{svg.title(_t("place_button", lang))}<rect x="{_n(bx)}" y="{y}" width="118" '
                         f'height="48" rx="8" fill="{"#E3F5EC" if active else "#EEEEEE"}" stroke="{"#009E73" if active else "#9A9A9A"}" stroke-width="2.5"/>')
            for j, line in enumerate(_wrap(_t("place_button", lang), 118, TYPE * 0.85, 2)):
                parts.append(_text(bx + 59, y + 20 + j * 19, line, TYPE, weight="bold", anchor="middle"))
            parts.append("</g>")
    elif state.phase in ("roll", "roll_white"):
        parts.append(_text(x0 + 10, y + 28, _t("rolling", lang), TYPE, fill=SOFT))
    else:
        parts.append(_text(x0 + 10, y + 28, _t("no_loose", lang), TYPE, fill=SOFT))
    return "".join(parts)


def _squeeze(label: str) -> str:
    """A long card name ("Nachtwächter bleibt stehen") is set a little narrower to fit its 210-unit
    button instead of losing its end to an ellipsis."""
    return ' textLength="198" lengthAdjust="spacingAndGlyphs"' if len(label) > 22 else ""


def _card_place(at: Layout, i: int) -> tuple[float, float]:
    """The top left of the ``i``-th place for a card (0-based), row by row."""
    x, y = at.cards
    return x + (i % at.columns) * 216, y + 8 + (i // at.columns) * 34


def _cards(state: Any, lang: str, at: Layout) -> str:
    x, y = at.cards
    parts = [_text(x, y, _t("hand", lang, n=len(state.hand), deck=sum(state.deck.values())), TYPE, weight="bold")]
    shown = 4 if len(state.hand) <= 4 else 3  # the fourth place says how many more there are
    for i, kind in enumerate(state.hand[:shown]):
        cx, cy = _card_place(at, i)
        label = _noun(f"card.{kind}", lang)
        parts.append(f'<g>{svg.title(label + ": " + _name(f"card_text.{kind}", lang))}'
                     f'<rect x="{cx}" y="{cy}" width="210" height="30" rx="5" fill="#E8F4EE" stroke="#009E73" stroke-width="1.5"/>'
                     f'{_text(cx + 105, cy + 21, label, TYPE, anchor="middle", extra=_squeeze(label))}</g>')
    if len(state.hand) > shown:
        cx, cy = _card_place(at, shown)
        parts.append(_text(cx + 105, cy + 21, _t("more_cards", lang, n=len(state.hand) - shown), TYPE,
                           anchor="middle", fill=SOFT))
    return "".join(parts)


def _caption(state: Any, lang: str, at: Layout) -> str:
    """Whose turn it is and what comes next, under the way (left of the cards)."""
    x, y0, w = 12, 444, 586
    parts = [f'<rect x="{x}" y="{y0}" width="{at.caption}" height="{HEIGHT - y0 - 8}" rx="10" fill="#FFFFFF" stroke="#CFC6AE"/>']
    info = _t("status", lang, name=state.player_name(state.turn, lang), turn=state.turns + 1)
    if state.variant:
        info += " · " + _t("variant", lang)
    room = at.caption - 24
    # bold letters are about 0.6 em wide on average; a line that may be longer is fitted to the room
    fit = f' textLength="{_n(room)}" lengthAdjust="spacingAndGlyphs"' if at.squeeze and len(info) * TYPE * 0.6 > room else ""
    parts.append(_text(x + 12, y0 + 22, info, TYPE, fill=SOFT, weight="bold", extra=fit))
    for i, line in enumerate(_wrap(state.describe(lang), w - 24, TYPE * 0.95, 3)):
        parts.append(_text(x + 12, y0 + 46 + i * 21, line, TYPE))
    return "".join(parts)


def render_svg(state: Any, *, highlight: Iterable[str] | str | None = None, targets: Iterable[str] | str | None = None,
               selected: str | None = None, lang: str | None = None, size: float | None = None,
               layout: str = "wide") -> str:
    """The state as an SVG document. ``highlight``: fields (board, ``row.*``, dice) marked by a dashed
    outline; ``targets``: fields a click would act on (a thin blue ring); ``selected``: the UI's
    selection of loose dice; ``lang``: "de"/"en"; ``size``: the width in pixels (default: the picture's
    own width, scaled freely); ``layout``: "wide" (the tray beside the way) or "narrow" (the tray
    under it, for a narrow column; see ``LAYOUTS``).

    >>> import boardtutor
    >>> state = boardtutor.load("magische_tiere").new_initial_state(2, seed=1)
    >>> render_svg(state, lang="en", layout="narrow")[:61]
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 684 958"'
    >>> render_svg(state, layout="tall")
    Traceback (most recent call last):
    ...
    ValueError: layout must be one of wide, narrow, not 'tall'
    """
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
    at = LAYOUTS[layout]
    lang = check_language(lang)
    marks, aims = svg.fields(highlight), svg.fields(targets)
    width = f' width="{_n(size)}" height="{_n(size * at.height / at.width)}"' if size else ""
    title = _name("title", lang)
    body = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {at.width} {at.height}"{width} role="img" aria-label="{svg.attr(title)}">',
        svg.title(f"{title} – {state.describe(lang)}"),
        f'<rect x="0" y="0" width="{at.width}" height="{at.height}" fill="{BG}"/>',
        _board(state, lang, marks, aims),
        _caught_box(state, lang),
        _figures(state, lang, aims),
        _tray(state, lang, marks, aims, at),
        _loose(state, lang, selected, aims, at),
        _cards(state, lang, at),
        _caption(state, lang, at),
        "</svg>",
    ]
    return "".join(body)


__all__ = ["LAYOUTS", "Layout", "board_fields", "icon", "loose_dice", "parse_selection", "position_xy", "render_svg"]
