"""The card battle as SVG: both 3×3 grids facing each other, the exercise of the last attack in big
letters between them, and beside each grid its player's hand, cards in play and piles.

Row 1 of each grid faces the middle (the front). An animal card shows its name, its level as stars
and a digit, health as a number and a row of pips (filled = left, hollow = lost), damage in a star,
the animals it is strong (▲) and weak (▼) against, and – when resting – hatching and “Zzz” over the level's line.
Shapes, letters and numbers carry every meaning; colour only helps. The hand of the player who is to
act is face up; the other hand shows only card backs (hotseat: pass the screen). For a narrow screen
(``layout="narrow"``) the same parts stand in one column, 750 units wide: each panel on the outer side of
its grid, the band between the grids with its texts under each other.

Clickable things are ``<g data-field="…">`` with a ``<title>``: the cells ``1.a1`` … ``2.c3`` (seat
1 is the first player in the list, drawn at the bottom), the cards of the shown hand ``card.0`` …
(keys 1–9), and the ``swap`` button (choose cards to swap). Texts come from ``locale/render.*.ftl``.

>>> import boardtutor
>>> from boardtutor.games.animal_cards.render import render_svg
>>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[2]
>>> svg = render_svg(state, lang="en")
>>> svg.startswith("<svg") and 'data-field="2.b1"' in svg and "10 stomps like an elephant" in svg
True
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Iterable, NamedTuple

from ...i18n import Text, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .rules import (
    ANIMALS, CARDS, CELLS, COLUMNS, ROWS, START_ANIMALS, animal_name, animal_noun, animal_of, card_name, card_noun, damage_of, exercise_for, level_of, max_health, stats,
)

WIDTH, HEIGHT = 1200, 600
SOFT, PAPER = "#4A4A4A", "#FFFFFF"
BG = "#F6F3EA"
HIGHLIGHT, TARGET, SELECTED = "#E69F00", "#0072B2", "#1B1B1B"
HIT = "#D55E00"  # vermilion (Okabe–Ito): the sticker with what the last attack took
SEAT_COLOUR = ("#009E73", "#CC79A7")  # bluish green, reddish purple (Okabe–Ito)
ANIMAL_FILL = {
    "bear": "#F1E3D3", "cheetah": "#FBEFC5", "eagle": "#E4E9F2", "frog": "#DDF0DA", "monkey": "#EEDFCF",
    "starfish": "#FBDCD2", "horse": "#EADCC8", "flamingo": "#F9DCEA", "elephant": "#E3E3E3",
}
TYPE_FILL = {"health": "#E3F4EC", "item": "#E8F0FA", "dojo": "#F4ECDB"}

# Sizes for a projector: the picture is shown about 460 px tall, so 1 unit is about 0.77 px; no text is
# smaller than 16 units (12 px), names and numbers are 18–22.
SMALL, MEDIUM, LARGE = 16, 18, 21
CELL_W, CELL_H, GAP = 132, 78, 5
GRID_X = 34
GRID_H = 3 * CELL_H + 2 * GAP
GRID_Y = (8, HEIGHT - 8 - GRID_H)  # top of the upper grid (seat 2) and the lower grid (seat 1)
BAND_Y = GRID_Y[0] + GRID_H + 6
BAND_H = GRID_Y[1] - 6 - BAND_Y
PANEL_X = GRID_X + 3 * CELL_W + 2 * GAP + 18
PANEL_W = WIDTH - 8 - PANEL_X
CARD_W, CARD_H, CARD_GAP = 136, 150, 8
SETUP_H = 100
SWAP_W = 210
LAYOUTS = ("wide", "narrow")


# One decimal is plenty at this size and keeps the SVG short; each text names its font, as cards are
# also drawn inside other SVGs (deck.card_gallery).
_n = partial(svg.num, decimals=1)
_text = partial(svg.text, font=FONT, decimals=1)


def text_width(text: object, size: float, bold: bool = False) -> float:
    """The text's width at ``size`` in DejaVu Sans (the shared estimate of ``views.svg``).

    >>> round(text_width("10/10", 21, bold=True))
    67
    """
    return svg.text_width(text, size, bold=bold)


def fit(text: object, width: float, size: float, bold: bool = False) -> str:
    """``text`` shortened with "…" so that it fits ``width`` (player names may have 32 characters).

    >>> fit("Maximiliane-Charlotte Wunderlich", 150, 21, bold=True)
    'Maximilian…'
    """
    return svg.fit(text, width, size, bold=bold)


def _wrap(text: str, width: float, size: float, max_lines: int = 4, lang: str | None = None, bold: bool = False) -> list[str]:
    """``text`` in lines no wider than ``width`` (long words hyphenated by ``lang``); beyond ``max_lines``
    the last line ends with "…"."""
    per_line = max(6, int(width / (size * 0.45)))
    while True:
        lines = svg.wrap(text, per_line, lang=lang)
        if per_line <= 6 or all(text_width(line, size, bold) <= width for line in lines):
            break
        per_line -= 1
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [fit(" ".join(lines[max_lines - 1:]), width, size, bold)]
    return lines


def _t(key: str, lang: str, **params: Any) -> str:
    return tr(f"animal_cards.render.{key}", lang, **params)


# -- geometry -------------------------------------------------------------------------------------------
class Geometry(NamedTuple):
    """Where the parts of the picture stand. The wide picture has the panels beside the grids; the
    narrow one (``narrow_geometry``) stacks them in one column: the upper player's panel, their grid,
    the band, the lower player's grid and panel. Grids, panels and the band look the same in both."""
    width: int
    height: int
    grid_x: float  # left edge of the cells' first column
    grid_y: tuple[float, float]  # top of the upper grid (seat 2) and of the lower grid (seat 1)
    panel_x: float
    panel_y: tuple[float, float]  # top of seat 1's panel and of seat 2's panel
    band_y: float
    band_h: float
    narrow: bool = False


WIDE = Geometry(WIDTH, HEIGHT, GRID_X, GRID_Y, PANEL_X, (GRID_Y[1], GRID_Y[0]), BAND_Y, BAND_H)
NARROW_WIDTH = PANEL_W + 16  # a panel as wide as in the wide picture, so its texts are the same


def narrow_geometry(band_h: float) -> Geometry:
    """The narrow picture's places, top to bottom with 8 units between the parts: seat 2's panel, seat
    2's grid (in the middle), the band (``band_h`` high, as much as its rows need), seat 1's grid and
    seat 1's panel – each player's panel on the outer side of their grid.

    >>> narrow_geometry(NARROW_BAND_H).width, narrow_geometry(NARROW_BAND_H).height
    (750, 1190)
    """
    box_w = 3 * CELL_W + 2 * GAP + 36  # a grid's frame (see _grid)
    upper_panel = 8 + 5
    upper_grid = upper_panel + GRID_H + 5 + 8 + 5
    band_y = upper_grid + GRID_H + 6
    lower_grid = band_y + band_h + 6
    lower_panel = lower_grid + GRID_H + 5 + 8 + 5
    return Geometry(NARROW_WIDTH, int(math.ceil(lower_panel + GRID_H + 5 + 8)), (NARROW_WIDTH - box_w) / 2 + 28,
                    (upper_grid, lower_grid), 8, (lower_panel, upper_panel), band_y, band_h, narrow=True)


def geometry(state, layout: str = "wide", lang: str | None = None) -> Geometry:
    """The places ``render_svg`` uses for ``state`` in ``layout``: the narrow picture's band is as high as
    its rows need, so where the lower grid and panel stand depends on its texts (``lang``)."""
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {LAYOUTS}, not {layout!r}")
    return narrow_geometry(_narrow_band(state, check_language(lang))[1]) if layout == "narrow" else WIDE


def cell_xy(seat: int, cell: str, geo: Geometry = WIDE) -> tuple[float, float]:
    """The top-left corner of a cell: seat 0's grid at the bottom with row 1 on top (facing the middle),
    seat 1's grid at the top with row 1 at the bottom."""
    column = COLUMNS.index(cell[0])
    row = int(cell[1:])
    x = geo.grid_x + column * (CELL_W + GAP)
    if seat == 0:
        y = geo.grid_y[1] + (row - 1) * (CELL_H + GAP)
    else:
        y = geo.grid_y[0] + (len(ROWS) - row) * (CELL_H + GAP)
    return x, y


def panel_y(seat: int, geo: Geometry = WIDE) -> float:
    """The top of a player's panel (hand, piles, cards in play): level with their grid in the wide
    picture, on the outer side of it in the narrow one."""
    return geo.panel_y[seat]


def hand_xy(seat: int, index: int, many: bool = False, geo: Geometry = WIDE) -> tuple[float, float]:
    """Top-left corner of the ``index``-th card of a hand (two rows of shorter cards for the nine
    animals of the set-up)."""
    row, column = divmod(index, 5)
    height = SETUP_H if many else CARD_H
    return geo.panel_x + 12 + column * (CARD_W + CARD_GAP), panel_y(seat, geo) + 34 + row * (height + 6)


def swap_xy(seat: int, geo: Geometry = WIDE) -> tuple[float, float]:
    """Top-left corner of the swap button in a player's panel (under the hand, on the right)."""
    return geo.panel_x + PANEL_W - SWAP_W - 10, panel_y(seat, geo) + 34 + CARD_H + 8


def shown_cards(state) -> tuple[int | None, list[str], bool]:
    """Whose cards are face up (the seat that acts, or that draws), the cards (the hand, or the
    animals still to place during the set-up) and whether they are the set-up's reserve."""
    seat = state.current_player
    if seat not in (0, 1):
        seat = state.drawer()
    if seat is None and state.phase == "end":
        return None, [], False
    if state.phase == "setup":
        return state.turn, list(state.reserve[state.turn]), True
    if seat is None:
        return None, [], False
    return seat, list(state.hands[seat]), False


def parse_swap(selected: str | None) -> set[int] | None:
    """The hand indexes chosen in swap mode (``"swap:0,3"``), or None when not swapping.

    >>> parse_swap("swap:0,3"), parse_swap("swap:"), parse_swap("1.a1")
    ({0, 3}, set(), None)
    """
    if not selected or not selected.startswith("swap:"):
        return None
    return {int(part) for part in selected[5:].split(",") if part.isdigit()}


# -- drawing pieces ---------------------------------------------------------------------------------------
def _stars(x: float, y: float, level: int, size: float = 9) -> str:
    out = []
    for i in range(3):
        cx = x + i * (size * 2.1)
        points = []
        for k in range(10):
            r = size if k % 2 == 0 else size * 0.45
            angle = math.pi / 2 + k * math.pi / 5
            points.append(f"{_n(cx + r * math.cos(angle))},{_n(y - r * math.sin(angle))}")
        fill = INK if i < level else "none"
        out.append(f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="{INK}" stroke-width="1"/>')
    return "".join(out)


def _heart(x: float, y: float, size: float) -> str:
    s = size
    return (f'<path d="M {_n(x)} {_n(y + s * 0.35)} C {_n(x)} {_n(y - s * 0.1)} {_n(x - s * 0.55)} {_n(y - s * 0.1)} '
            f'{_n(x - s * 0.55)} {_n(y + s * 0.25)} C {_n(x - s * 0.55)} {_n(y + s * 0.6)} {_n(x)} {_n(y + s * 0.8)} '
            f'{_n(x)} {_n(y + s)} C {_n(x)} {_n(y + s * 0.8)} {_n(x + s * 0.55)} {_n(y + s * 0.6)} {_n(x + s * 0.55)} '
            f'{_n(y + s * 0.25)} C {_n(x + s * 0.55)} {_n(y - s * 0.1)} {_n(x)} {_n(y - s * 0.1)} {_n(x)} {_n(y + s * 0.35)} Z" '
            f'fill="#D55E00" stroke="{INK}" stroke-width="1"/>')


def _burst(x: float, y: float, r: float) -> str:
    points = []
    for k in range(16):
        radius = r if k % 2 == 0 else r * 0.62
        angle = k * math.pi / 8
        points.append(f"{_n(x + radius * math.cos(angle))},{_n(y + radius * math.sin(angle))}")
    return f'<polygon points="{" ".join(points)}" fill="#F0E442" stroke="{INK}" stroke-width="1.2"/>'


def _animal_card(x: float, y: float, w: float, h: float, card: str, health: int | None, lang: str, *,
                 resting: bool = False, blanket: bool = False, strong_weak: bool = False, hit: int | None = None) -> str:
    """An animal card: name, level (stars; on taller cards also in words), health (heart) and damage
    (burst) as big numbers – on taller cards with the words under them – and, with ``strong_weak``,
    whom it is strong and weak against, in words. ``blanket``: a blanket badge in the top right corner;
    ``hit``: the health the last attack took, on a red sticker over the top right corner (the blanket
    moves left of it, and a long name gets the smaller font)."""
    animal = animal_of(card)
    level = level_of(card)
    info = stats(card)
    top = info["health"]
    health = top if health is None else health
    name = animal_name(animal).render(lang)
    tall = h >= 90
    parts = [
        f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="9" fill="{ANIMAL_FILL[animal]}" stroke="{INK}" stroke-width="1.5"/>',
        _text(x + 7, y + 22, name, MEDIUM if (len(name) <= 9 or w > 125) and not (blanket and hit is not None) else SMALL,
              weight="bold"),
    ]
    if resting:  # the hatching lies under the numbers, which stay readable
        parts.append(f'<rect x="{_n(x)}" y="{_n(y + 27)}" width="{_n(w)}" height="{_n(h - 27)}" rx="9" fill="url(#ac-rest)" stroke="none"/>')
    if tall:
        parts.append(_text(x + 8, y + 44, _t("level_short", lang, level=level), SMALL, fill=SOFT))
        parts.append(_stars(x + w - 42, y + 38, level, 6.5))
        row = y + 76
    else:
        parts.append(_stars(x + 13, y + 38, level, 6.5))
        row = y + h - 10
    numbers = f"{health}/{top}"
    # the health numbers end at least 4 units before the damage burst (10/10 is too wide at LARGE)
    size = LARGE if x + 31 + text_width(numbers, LARGE, bold=True) <= x + w - 41 else MEDIUM
    parts += [
        _heart(x + 16, row - 19, 19),
        _text(x + 31, row, numbers, size, weight="bold"),
        _burst(x + w - 22, row - 7, 15),
        _text(x + w - 22, row - 1, info["damage"], MEDIUM, weight="bold", anchor="middle"),
    ]
    if strong_weak and h >= 140:
        data = ANIMALS[animal]
        parts.append(_text(x + 7, y + h - 28, _t("strong_short", lang, animal=animal_noun(data["strong"])), SMALL))
        parts.append(_text(x + 7, y + h - 8, _t("weak_short", lang, animal=animal_noun(data["weak"])), SMALL))
    if blanket:  # a folded blanket in the corner, clear of the name, the stars and the numbers
        left = x + w - (38 if hit is not None else 24)
        parts.append(f'<rect x="{_n(left)}" y="{_n(y + 4)}" width="16" height="20" rx="3" fill="url(#ac-blanket)" stroke="{INK}"/>')
    if resting:  # "Zzz – rests" over the level's line (the level is in the title), not over health and damage
        parts.append(f'<rect x="{_n(x + 4)}" y="{_n(y + 27)}" width="{_n(w - 8)}" height="22" rx="6" fill="{PAPER}" stroke="{INK}"/>')
        parts.append(_text(x + w / 2, y + 44, _t("resting_mark", lang), SMALL, weight="bold", anchor="middle"))
    if hit is not None:  # what the last attack took, "−3", on a sticker over the corner
        parts.append(f'<circle cx="{_n(x + w - 10)}" cy="{_n(y + 12)}" r="12" fill="{HIT}" stroke="{INK}" stroke-width="1.5"/>')
        parts.append(_text(x + w - 10, y + 17.5, f"−{hit}" if hit else "0", SMALL, weight="bold", anchor="middle", fill=PAPER))
    return "".join(parts)


def _type_icon(kind: str, x: float, y: float) -> str:
    if kind == "health":
        return _heart(x, y - 8, 16)
    if kind == "dojo":
        return (f'<polygon points="{_n(x - 9)},{_n(y + 7)} {_n(x - 9)},{_n(y - 2)} {_n(x)},{_n(y - 10)} {_n(x + 9)},{_n(y - 2)} '
                f'{_n(x + 9)},{_n(y + 7)}" fill="#E69F00" stroke="{INK}"/>')
    return (f'<polygon points="{_n(x)},{_n(y - 10)} {_n(x + 9)},{_n(y)} {_n(x)},{_n(y + 10)} {_n(x - 9)},{_n(y)}" '
            f'fill="#56B4E9" stroke="{INK}"/>')


def _other_card(x: float, y: float, w: float, h: float, card: str, lang: str) -> str:
    """A health, item or dojo card: its kind as a shape (heart, diamond, house) and in words, its name
    and what it does in a few words."""
    spec = CARDS[card]
    kind = spec["type"]
    parts = [
        f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="9" fill="{TYPE_FILL[kind]}" stroke="{INK}" stroke-width="1.5"/>',
        _type_icon(kind, x + 15, y + 18),
        _text(x + 30, y + 24, _t(f"type.{kind}", lang), SMALL, fill=SOFT),
    ]
    name = card_name(card).render(lang)
    size = MEDIUM if text_width(name, MEDIUM, bold=True) <= w - 14 else SMALL
    names = _wrap(name, w - 14, size, 2, lang, bold=True)
    for i, line in enumerate(names):
        parts.append(_text(x + 7, y + 48 + i * 20, line, size, weight="bold"))
    badge = "stays" if spec.get("stay") else "out_of_turn" if spec.get("out_of_turn") else None
    # the short text under the name, 18 units a line; the badge's line (if any) at the bottom stays free
    top = y + 48 + 20 * (len(names) - 1) + 21
    room = int((y + h - (25 if badge else 6) - top) // 18) + 1
    for i, line in enumerate(_wrap(Text("animal_cards.card_short." + card).render(lang), w - 12, SMALL, max(1, room), lang)):
        parts.append(_text(x + 6, top + i * 18, line, SMALL))
    if badge:
        parts.append(_text(x + w / 2, y + h - 7, _t(f"badge.{badge}", lang), SMALL, weight="bold", anchor="middle"))
    return "".join(parts)


def _card_back(x: float, y: float, w: float, h: float) -> str:
    return (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="9" fill="url(#ac-back)" stroke="{INK}" stroke-width="1.5"/>'
            f'<circle cx="{_n(x + w / 2)}" cy="{_n(y + h / 2)}" r="16" fill="{PAPER}" stroke="{INK}"/>'
            + _text(x + w / 2, y + h / 2 + 7, "?", 20, weight="bold", anchor="middle"))


def card_svg(card: str, x: float, y: float, w: float, h: float, lang: str, health: int | None = None, **marks: Any) -> str:
    """Any card face (animal or not), for hands, piles and the static card gallery."""
    if animal_of(card):
        return _animal_card(x, y, w, h, card, health, lang, **marks)
    return _other_card(x, y, w, h, card, lang)


def _frame(x: float, y: float, w: float, h: float, *, highlight: bool, target: bool, selected: bool) -> str:
    out = ""
    if target:  # inside the card, so that it never looks like the neighbour's frame
        out += (f'<rect x="{_n(x + 2.5)}" y="{_n(y + 2.5)}" width="{_n(w - 5)}" height="{_n(h - 5)}" rx="8" fill="none" '
                f'stroke="{TARGET}" stroke-width="4" stroke-dasharray="3 4"/>')
    if highlight:
        out += (f'<rect x="{_n(x - 3)}" y="{_n(y - 3)}" width="{_n(w + 6)}" height="{_n(h + 6)}" rx="11" fill="none" '
                f'stroke="{HIGHLIGHT}" stroke-width="5" stroke-dasharray="9 5"/>')
    if selected:
        out += (f'<rect x="{_n(x - 3)}" y="{_n(y - 3)}" width="{_n(w + 6)}" height="{_n(h + 6)}" rx="12" fill="none" '
                f'stroke="{SELECTED}" stroke-width="4"/>')
    return out


# -- the whole picture ---------------------------------------------------------------------------------------
def render_svg(state, *, highlight: Iterable[str] = (), targets: Iterable[str] = (), selected: str | None = None,
               lang: str | None = None, viewer: int | None = None, layout: str = "wide") -> str:
    """The table as SVG for ``viewer`` (a seat: the other hand face down; None: every hand face up, for
    teachers and walkthroughs): ``highlight`` marks cells or regions (``1.a1``, ``hand.1``, ``deck.2``, ``inplay.1``,
    ``discard.1``, ``defeated.2``, ``exercise``),
    ``targets`` the places a click would act on, ``selected`` the chosen animal, card or swap choice.
    ``layout``: ``"wide"`` (the panels beside the grids) or ``"narrow"`` (everything in one column, for a
    narrow screen: the same parts and texts, bigger on the screen).

    >>> import boardtutor
    >>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[2]
    >>> render_svg(state, lang="en", layout="narrow")[:75]
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 1190" width="750" '
    """
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {LAYOUTS}, not {layout!r}")
    lang = check_language(lang)
    marks, aims = svg.fields(highlight), svg.fields(targets)
    band = None
    if layout == "narrow":
        band = _narrow_band(state, lang)
        geo = narrow_geometry(band[1])
    else:
        geo = WIDE
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {geo.width} {geo.height}" width="{geo.width}" height="{geo.height}" '
        f'role="img" aria-label="{svg.attr(_t("aria", lang, status=state.describe(lang)))}" font-family="{FONT}">',
        "<defs>"
        '<pattern id="ac-rest" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="10" height="10" fill="#FFFFFF" fill-opacity="0.35"/><line x1="0" y1="0" x2="0" y2="10" stroke="#1B1B1B" stroke-width="2.5" stroke-opacity="0.55"/></pattern>'
        '<pattern id="ac-blanket" width="8" height="8" patternUnits="userSpaceOnUse">'
        '<rect width="8" height="8" fill="#F7D9A8"/><rect width="4" height="4" fill="#E9B872"/><rect x="4" y="4" width="4" height="4" fill="#E9B872"/></pattern>'
        '<pattern id="ac-back" width="12" height="12" patternUnits="userSpaceOnUse">'
        '<rect width="12" height="12" fill="#56B4E9"/><circle cx="6" cy="6" r="3" fill="#0072B2"/></pattern>'
        "</defs>",
        f'<rect width="{geo.width}" height="{geo.height}" fill="{BG}"/>',
    ]
    for seat in (1, 0):
        parts.append(_grid(state, seat, lang, marks, aims, selected, geo))
        parts.append(_panel(state, seat, lang, marks, aims, selected, viewer, geo))
    if band is None:
        parts.append(_band(state, lang, "exercise" in marks))
    else:
        parts.append(_band_box(geo.band_y, geo.width, geo.band_h, band[0], "exercise" in marks))
    parts.append("</svg>")
    return "".join(parts)


def _grid(state, seat: int, lang: str, marks: set, aims: set, selected: str | None, geo: Geometry = WIDE) -> str:
    name = state.player_name(seat, lang)
    colour = SEAT_COLOUR[seat]
    top = geo.grid_y[seat == 0]
    out = [f'<rect x="{_n(geo.grid_x - 28)}" y="{_n(top - 5)}" width="{_n(3 * CELL_W + 2 * GAP + 36)}" height="{_n(GRID_H + 10)}" rx="12" '
           f'fill="{PAPER}" fill-opacity="0.6" stroke="{colour}" stroke-width="3"/>']
    front = set(state.attackable(seat))
    resting = set(state.resting(seat))
    slots = state.slots[seat]
    last = last_hit(state)
    for row in ROWS:
        x, y = cell_xy(seat, f"a{row}", geo)
        out.append(_text(geo.grid_x - 15, y + CELL_H / 2 + 6, row, MEDIUM, weight="bold", anchor="middle", fill=SOFT))
    for cell in CELLS:
        field = f"{seat + 1}.{cell}"
        x, y = cell_xy(seat, cell, geo)
        slot = state.grids[seat].get(cell)
        if slot is None:
            title = _t("cell_empty", lang, name=name, cell=cell)
            body = (f'<rect x="{_n(x)}" y="{_n(y)}" width="{CELL_W}" height="{CELL_H}" rx="9" fill="{PAPER}" fill-opacity="0.5" '
                    f'stroke="{SOFT}" stroke-width="1.2" stroke-dasharray="5 4"/>'
                    + _text(x + CELL_W / 2, y + CELL_H / 2 + 7, cell, MEDIUM, anchor="middle", fill=SOFT))
        else:
            card, health, _ = slot
            states_text = []
            if cell in resting:
                states_text.append(_t("resting", lang))
            if cell in front:
                states_text.append(_t("front", lang))
            if slots["on"] == cell and slots["health"]:
                states_text.append(_t("under", lang, card=card_noun(slots["health"])))
            hit = last[2] if last is not None and last[:2] == (seat, cell) else None
            if hit is not None:
                states_text.append(_t("hit", lang, n=hit))
            title = _t("cell_animal", lang, name=name, animal=animal_noun(card), level=level_of(card), cell=cell, health=health, top=max_health(card),
                       damage=damage_of(card), exercise=exercise_for(card).label())
            if states_text:
                title = _t("cell_notes", lang, text=title, notes=", ".join(states_text))
            body = _animal_card(x, y, CELL_W, CELL_H, card, health, lang, resting=cell in resting,
                                blanket=slots["on"] == cell and bool(slots["health"]), hit=hit)
            if cell not in resting:
                body += _text(x + CELL_W - 6, y + 42, cell, SMALL, anchor="end", fill=SOFT)
            if cell in front:
                edge, tip = (y - 1, y - 8) if seat == 0 else (y + CELL_H + 1, y + CELL_H + 8)
                body += (f'<polygon points="{_n(x + CELL_W / 2 - 8)},{_n(edge)} {_n(x + CELL_W / 2 + 8)},{_n(edge)} '
                         f'{_n(x + CELL_W / 2)},{_n(tip)}" fill="{colour}" stroke="{INK}"/>')
        body += _frame(x, y, CELL_W, CELL_H, highlight=field in marks, target=field in aims, selected=field == selected)
        out.append(f'<g data-field="{field}">{svg.title(title)}{body}</g>')
    return "".join(out)


def _panel(state, seat: int, lang: str, marks: set, aims: set, selected: str | None, viewer: int | None = None,
           geo: Geometry = WIDE) -> str:
    """Beside a grid: the player's name and piles, the hand (or the animals to place), the cards in play."""
    name = state.player_name(seat, lang)
    colour = SEAT_COLOUR[seat]
    top = panel_y(seat, geo)
    left = geo.panel_x
    acting = state.current_player == seat or (state.current_player not in (0, 1) and state.drawer() == seat)
    out = [f'<rect x="{_n(left)}" y="{_n(top - 5)}" width="{PANEL_W}" height="{_n(GRID_H + 10)}" rx="12" fill="{PAPER}" '
           f'fill-opacity="0.75" stroke="{colour}" stroke-width="{6 if acting else 2}"/>']
    out.append(f'<circle cx="{_n(left + 20)}" cy="{_n(top + 15)}" r="13" fill="{colour}" stroke="{INK}"/>'
               + _text(left + 20, top + 21, str(seat + 1), MEDIUM, weight="bold", anchor="middle", fill=PAPER))
    shown_seat, cards, reserve = shown_cards(state)
    if not reserve:
        right = pile_boxes(lang, geo)[0][0]
    elif seat == state.turn:
        reserve_label = _t("reserve", lang, placed=len(state.grids[seat]), total=START_ANIMALS)
        right = left + PANEL_W - 12 - text_width(reserve_label, MEDIUM)
    else:
        right = left + PANEL_W - 12
    # the name ends 10 units before the piles (or the set-up count): a long one is shortened with "…"
    out.append(svg.fitted(left + 40, top + 22, name, right - 10 - (left + 40), LARGE, prefix="▶ " if acting else "",
                          weight="bold", font=FONT, decimals=1))
    if not reserve:
        out.append(_piles(state, seat, lang, marks, top, geo))
        out.append(_in_play(state, seat, lang, marks, top, geo))
    if reserve and seat == state.turn:
        out.append(_text(left + PANEL_W - 12, top + 22, reserve_label, MEDIUM, anchor="end", fill=SOFT))
        for index, card in enumerate(cards):
            x, y = hand_xy(seat, index, True, geo)
            field = f"card.{index}"
            body = _animal_card(x, y, CARD_W, SETUP_H, card, None, lang)
            body += _frame(x, y, CARD_W, SETUP_H, highlight=False, target=field in aims, selected=field == selected)
            key = f' data-key="{index + 1}"' if index < 9 else ""
            out.append(f'<g data-field="{field}"{key}>{svg.title(_t("reserve_card", lang, animal=animal_noun(card), n=index + 1))}{body}</g>')
        return "".join(out)
    if reserve:
        out.append(_text(left + 16, top + 70, _t("waiting_setup", lang, placed=len(state.grids[seat]), total=START_ANIMALS), MEDIUM, fill=SOFT))
        return "".join(out)
    hand = state.hands[seat]
    face_up = viewer is None or viewer == seat or state.phase == "end"
    swapping = parse_swap(selected) if face_up and shown_seat == seat and state.current_player == seat else None
    strong_weak = state.format == "strong_weak"
    for index, card in enumerate(hand):
        x, y = hand_xy(seat, index, geo=geo)
        if not face_up:
            out.append(_card_back(x, y, CARD_W, CARD_H))
            continue
        field = f"card.{index}"
        chosen = field == selected or (swapping is not None and index in swapping)
        body = card_svg(card, x, y, CARD_W, CARD_H, lang, strong_weak=strong_weak) if animal_of(card) else card_svg(card, x, y, CARD_W, CARD_H, lang)
        if swapping is not None and index in swapping:
            body += (f'<rect x="{_n(x + CARD_W - 34)}" y="{_n(y + 4)}" width="30" height="26" rx="5" fill="{PAPER}" stroke="{INK}"/>'
                     + _text(x + CARD_W - 19, y + 23, "⇄", MEDIUM, weight="bold", anchor="middle"))
        body += _frame(x, y, CARD_W, CARD_H, highlight=f"hand.{seat + 1}" in marks, target=field in aims, selected=chosen)
        if shown_seat == seat and state.current_player == seat:
            out.append(f'<g data-field="{field}" data-key="{index + 1}">{svg.title(_hand_title(card, index, lang))}{body}</g>')
        else:
            out.append(f"<g>{svg.title(_hand_title(card, index, lang))}{body}</g>")
    if hand and not face_up:
        label = _t("hand", lang, n=len(hand)) + " " + _t("hidden", lang)
        x0, _ = hand_xy(seat, 0, geo=geo)
        middle = x0 + (len(hand) * (CARD_W + CARD_GAP) - CARD_GAP) / 2
        if geo.narrow:  # over one or two cards the label would stick out of the panel at the picture's edge
            middle = max(middle, left + 6 + 150)
        out.append(f'<rect x="{_n(middle - 150)}" y="{_n(top + 34 + CARD_H / 2 - 20)}" width="300" height="34" rx="8" '
                   f'fill="{PAPER}" stroke="{INK}"/>' + _text(middle, top + 34 + CARD_H / 2 + 3, label, MEDIUM, anchor="middle"))
    if shown_seat == seat and state.current_player == seat and state.phase == "play" and not state.extra_health and face_up:
        x, y = swap_xy(seat, geo)
        label = _t("swap_go" if swapping else "swap", lang, n=len(swapping or ()))
        body = (f'<rect x="{_n(x)}" y="{_n(y)}" width="{SWAP_W}" height="36" rx="8" fill="{"#FFF0B8" if swapping is not None else PAPER}" '
                f'stroke="{INK}" stroke-width="1.5"/>' + _text(x + SWAP_W / 2, y + 24, label, MEDIUM, weight="bold", anchor="middle"))
        body += _frame(x, y, SWAP_W, 36, highlight=False, target="swap" in aims, selected=swapping is not None)
        out.append(f'<g data-field="swap" data-key="s">{svg.title(_t("swap_title", lang))}{body}</g>')
    return "".join(out)


def _hand_title(card: str, index: int, lang: str) -> str:
    if animal_of(card):
        info = stats(card)
        return _t("hand_animal", lang, n=index + 1, animal=animal_noun(card), level=level_of(card), health=info["health"], damage=info["damage"])
    return _t("hand_card", lang, n=index + 1, card=card_name(card), text=Text(f"animal_cards.card_short.{card}"))


def _piles(state, seat: int, lang: str, marks: set, top: float, geo: Geometry = WIDE) -> str:
    """In the panel's top line: the draw deck, the discard pile and the defeated pile with their counts."""
    out = []
    items = (
        ("deck", sum(state.decks[seat].values()), _t("deck", lang)),
        ("discard", len(state.discards[seat]), _t("discard", lang)),
        ("defeated", len(state.defeated[seat]), _t("defeated", lang)),
    )
    for (pile, count, label), (px, width) in zip(items, pile_boxes(lang, geo)):
        field = f"{pile}.{seat + 1}"
        py = top + 1
        body = (f'<rect x="{_n(px)}" y="{_n(py)}" width="{_n(width)}" height="28" rx="6" fill="{PAPER}" stroke="{INK}" stroke-width="1"/>'
                f'<rect x="{_n(px + 4)}" y="{_n(py + 4)}" width="14" height="20" rx="3" fill="{"url(#ac-back)" if pile == "deck" else "#DDDDDD"}" stroke="{INK}"/>'
                + _text(px + 24, py + 20, label, SMALL, fill=SOFT) + _text(px + width - 6, py + 21, count, MEDIUM, weight="bold", anchor="end"))
        body += _frame(px, py, width, 28, highlight=field in marks, target=False, selected=False)
        names = ", ".join(card_name(c).render(lang) for c in state.defeated[seat][-4:]) if pile == "defeated" else ""
        out.append(f"<g>{svg.title(_t('pile_title', lang, pile=label, n=count, cards=names))}{body}</g>")
    return "".join(out)


def pile_boxes(lang: str, geo: Geometry = WIDE) -> list[tuple[float, float]]:
    """Left edge and width of the three pile boxes (deck, discard, defeated) at the right of a panel's top
    line: each as wide as its label plus a two-digit count (the deck holds 34 cards)."""
    boxes = []
    right = geo.panel_x + PANEL_W - 10
    for key in reversed(("deck", "discard", "defeated")):
        width = 24 + text_width(_t(key, lang), SMALL) + 10 + text_width("88", MEDIUM, bold=True) + 7
        right -= width
        boxes.append((right, width))
        right -= 6
    return boxes[::-1]


def _in_play(state, seat: int, lang: str, marks: set, top: float, geo: Geometry = WIDE) -> str:
    """Under the hand, one line: the health card and the item or dojo card in play (rule 9.1) and the
    animals this player has defeated."""
    slots = state.slots[seat]
    cards = [c for k, c in slots.items() if k != "on" and c]
    field = f"inplay.{seat + 1}"
    x, y = geo.panel_x + 12, top + 34 + CARD_H + 8
    w = PANEL_W - 24 - (SWAP_W + 10 if state.current_player == seat and state.phase == "play" else 0)
    names = []
    for card in cards:
        label = card_name(card).render(lang)
        if card == slots["health"] and slots["on"]:
            label = _t("lies_on", lang, card=label, cell=slots["on"])
        names.append(label)
    text = _t("in_play_line", lang, cards=", ".join(names) or _t("in_play_none", lang), kills=state.kills[seat])
    # one line, or two when the cards' names are long (the panel has room for 48 units under the hand)
    lines = _wrap(text, w - 20, SMALL, 2, lang)
    height = 36 if len(lines) == 1 else 48
    out = (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{height}" rx="8" fill="#FFFBEA" stroke="{INK}" stroke-width="1" '
           f'stroke-dasharray="{"none" if cards else "4 4"}"/>'
           + "".join(_text(x + 10, y + (24 if len(lines) == 1 else 20 + 19 * i), line, SMALL) for i, line in enumerate(lines)))
    out += _frame(x, y, w, height, highlight=field in marks, target=False, selected=False)
    details = "; ".join(f"{card_name(c).render(lang)}: {Text(f'animal_cards.card_short.{c}').render(lang)}" for c in cards)
    return f"<g>{svg.title(_t('in_play', lang) + ': ' + (details or _t('in_play_none', lang)))}{out}</g>"


def _attack_texts(last: dict, lang: str) -> tuple[str, str]:
    """The band's two texts about the last attack: its exercise ("10 stomps like an elephant!") and
    what it did."""
    attacker, target = animal_noun(last["attacker"]), animal_noun(last["target"])
    if last.get("pending"):
        line = _t("band_pending", lang, attacker=attacker, target=target)
    else:
        key = "band_blocked" if last["blocked"] else "band_defeated" if last["defeated"] else "band_attack"
        line = _t(key, lang, attacker=attacker, target=target, damage=last["damage"], health=last["health"])
    return exercise_for(last["attacker"]).text(lang) + "!", line


def _band_box(y: float, width: float, height: float, content: str, marked: bool) -> str:
    """The band's yellow box around ``content``, with the dashed frame when it is highlighted."""
    out = (f'<rect x="6" y="{_n(y)}" width="{_n(width - 12)}" height="{_n(height)}" rx="12" fill="#FFF6D6" stroke="#8A6D00" '
           f'stroke-width="2"/>{content}')
    if marked:
        out += (f'<rect x="3" y="{_n(y - 3)}" width="{_n(width - 6)}" height="{_n(height + 6)}" rx="14" fill="none" stroke="{HIGHLIGHT}" '
                f'stroke-width="5" stroke-dasharray="9 5"/>')
    return out


def _band(state, lang: str, marked: bool) -> str:
    """Between the grids: the exercise of the last attack, big, and what happens next (the wide picture;
    ``_narrow_band`` puts the same texts in rows)."""
    y = BAND_Y
    out = []
    last = state.current_attack()
    if last:
        exercise, line = _attack_texts(last, lang)
        out.append(_burst(34, y + 22, 17))
        out.append(_text(60, y + 33, exercise, 30, weight="bold"))
        out.append(_text(WIDTH - 18, y + 31, line, LARGE, anchor="end"))
    else:
        out.append(_text(20, y + 31, _t("band_none", lang), 24, weight="bold"))
    legend, legend_x = _legend(WIDTH - 18, y + BAND_H - 12, lang)
    size, lines = band_lines(state.describe(lang), legend_x - 16 - 20)
    for i, text in enumerate(lines):
        out.append(_text(20, y + BAND_H - (12 if len(lines) == 1 else 9 + (len(lines) - 1 - i) * 21), text, size, fill=INK))
    out.append(legend)
    return _band_box(y, WIDTH, BAND_H, "".join(out), marked)


NARROW_BAND_H = 140  # the narrow band's least height: enough for most states, so that the picture keeps its height


def _narrow_band(state, lang: str) -> tuple[str, float]:
    """The band of the narrow picture, under each other: the exercise, what the attack did, what happens
    next (the wide picture's lines, a long one on two rows) and the legend on the right; and the band's
    height (at least ``NARROW_BAND_H``)."""
    y = narrow_geometry(0).band_y
    right = NARROW_WIDTH - 18
    out = []
    last = state.current_attack()
    if last:
        exercise, line = _attack_texts(last, lang)
        out.append(_burst(34, y + 22, 17))
        text, rows = _text_rows(60, y + 33, [exercise], 30, right - 60, 34, weight="bold")
        base = y + 33 + 34 * (rows - 1)
        text2, rows = _text_rows(20, base + 30, [line], LARGE, right - 20, 25)
        out += [text, text2]
        base += 30 + 25 * (rows - 1)
    else:
        text, rows = _text_rows(20, y + 31, [_t("band_none", lang)], 24, right - 20, 28, weight="bold")
        out.append(text)
        base = y + 31 + 28 * (rows - 1)
    # the same lines as in the wide picture (where the legend stands right of them), here run on as one
    # paragraph
    size, lines = band_lines(state.describe(lang), _legend(WIDTH - 18, 0, lang)[1] - 16 - 20)
    text, rows = _text_rows(20, base + 8 + size + 5, lines, size, right - 20, size + 5)
    out.append(text)
    base += 8 + (size + 5) * rows
    legend, _ = _legend(right, base + 30, lang)
    out.append(legend)
    return "".join(out), max(NARROW_BAND_H, base + 30 + 12 - y)


def _text_rows(x: float, y: float, texts: list[str], size: float, width: float, step: float, **style: Any) -> tuple[str, int]:
    """``texts`` as one paragraph ``width`` wide from (x, y), its rows ``step`` apart: each text stays one
    ``<text>``; one that runs on to the next row is split into ``<tspan>``s (the space kept at each row's
    end, so that it is still the same text), and the next text goes on in the row where it ends. Also
    how many rows.

    >>> text, rows = _text_rows(0, 20, ["one two", "three four"], 16, 120, 20)
    >>> print(text.replace(' font-family="DejaVu Sans, Verdana, sans-serif" font-size="16" text-anchor="start" fill="#1B1B1B"', ""), rows)
    <text x="0" y="20">one two</text><text x="69.1" y="20"><tspan x="69.1" y="20">three </tspan><tspan x="0" y="40">four</tspan></text> 2
    """
    bold = style.get("weight") == "bold"
    out = []
    row, line = 0, ""  # the current row and what stands in it so far
    for content in texts:
        spans: list[list] = []  # [left, row, words] of each piece of this text
        for word in content.split(" "):
            joined = f"{line} {word}" if line else word
            if line and text_width(joined, size, bold) > width:
                row, line = row + 1, word
                spans.append([x, row, [word]])
                continue
            if spans and spans[-1][1] == row:
                spans[-1][2].append(word)
            else:
                spans.append([x + (text_width(line + " ", size, bold) if line else 0), row, [word]])
            line = joined
        if len(spans) == 1:
            left, at, words = spans[0]
            out.append(_text(left, y + at * step, " ".join(words), size, **style))
            continue
        pieces = "".join(f'<tspan x="{_n(left)}" y="{_n(y + at * step)}">{svg.escape(" ".join(words) + (" " if i < len(spans) - 1 else ""))}</tspan>'
                         for i, (left, at, words) in enumerate(spans))
        out.append(_text(spans[0][0], y + spans[0][1] * step, "", size, **style).replace("</text>", pieces + "</text>"))
    return "".join(out), row + 1


def band_lines(text: str, width: float) -> tuple[float, list[str]]:
    """What happens next, for the band's lower part left of the legend: one line at 21 or 18 units, else
    two lines at 18 or 16 (the set-up's prompt is long) – cut with "…" only beyond that."""
    for size in (LARGE, MEDIUM):
        if text_width(text, size) <= width:
            return size, [text]
    for size in (MEDIUM, SMALL):
        lines = _wrap(text, width, size, 9)
        if len(lines) <= 2:
            return size, lines
    return SMALL, _wrap(text, width, SMALL, 2)


def _legend(right: float, y: float, lang: str) -> tuple[str, float]:
    """What the two symbols on every animal mean, in words: heart = health, burst = damage; and where
    the legend begins on the left."""
    damage, health = _t("damage_word", lang), _t("health_word", lang)
    width = text_width(health, LARGE)
    x = right - (26 + width + 40 + text_width(damage, LARGE))
    return "".join([_heart(x + 10, y - 17, 17), _text(x + 26, y, health, LARGE),
                    _burst(x + 26 + width + 22, y - 7, 12), _text(x + 26 + width + 40, y, damage, LARGE)]), x - 2


def last_hit(state) -> tuple[int, str, int] | None:
    """(seat, cell, health lost) of the animal the last action attacked, while it still stands there
    (only until the next action; a defeated animal has left the grid)."""
    last = state.last
    if not last or not any(e["type"] == "attack" for e in state.events):
        return None
    seat, cell = 1 - last["seat"], last["to"]
    slot = state.grids[seat].get(cell)
    if slot is None or slot[0] != last["target"]:
        return None
    return seat, cell, last["damage"]


__all__ = ["card_svg", "cell_xy", "geometry", "hand_xy", "parse_swap", "render_svg", "shown_cards"]
