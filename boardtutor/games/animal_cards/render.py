"""The card battle as SVG: both 3×3 grids facing each other, the exercise of the last attack in big
letters between them, and beside each grid its player's hand, cards in play and piles.

Row 1 of each grid faces the middle (the front). An animal card shows its name, its level as stars
and a digit, health as a number and a row of pips (filled = left, hollow = lost), damage in a star,
the animals it is strong (▲) and weak (▼) against, and – when resting – a hatched cover with “Zzz”.
Shapes, letters and numbers carry every meaning; colour only helps. The hand of the player who is to
act is face up; the other hand shows only card backs (hotseat: pass the screen).

Clickable things are ``<g data-field="…">`` with a ``<title>``: the cells ``1.a1`` … ``2.c3`` (seat
1 is the first player in the list, drawn at the bottom), the cards of the shown hand ``card.0`` …
(keys 1–9), and the ``swap`` button (choose cards to swap). Texts come from ``locale/render.*.json``.

>>> import boardtutor
>>> from boardtutor.games.animal_cards.render import render_svg
>>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[2]
>>> svg = render_svg(state, lang="en")
>>> svg.startswith("<svg") and 'data-field="2.b1"' in svg and "10 elephant stomps" in svg
True
"""

from __future__ import annotations

import math
from functools import partial
from typing import Any, Iterable

from ...i18n import Text, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .words import animal_phrase, count_text
from .rules import (
    ANIMALS, CARDS, CELLS, COLUMNS, ROWS, START_ANIMALS, animal_of, card_name, damage_of, exercise_for, level_of, max_health, stats,
)

WIDTH, HEIGHT = 1000, 820
SOFT, PAPER = "#555555", "#FFFFFF"
BG = "#F6F3EA"
HIGHLIGHT, TARGET, SELECTED = "#E69F00", "#0072B2", "#1B1B1B"
SEAT_COLOUR = ("#009E73", "#CC79A7")  # bluish green, reddish purple (Okabe–Ito)
ANIMAL_FILL = {
    "bear": "#F1E3D3", "cheetah": "#FBEFC5", "eagle": "#E4E9F2", "frog": "#DDF0DA", "monkey": "#EEDFCF",
    "starfish": "#FBDCD2", "horse": "#EADCC8", "flamingo": "#F9DCEA", "elephant": "#E3E3E3",
}
TYPE_FILL = {"health": "#E3F4EC", "item": "#E8F0FA", "dojo": "#F4ECDB"}

CELL_W, CELL_H, GAP = 122, 106, 6
GRID_X = 34
GRID_Y = (36, 448)  # top of the upper grid (seat 2) and the lower grid (seat 1)
BAND_Y, BAND_H = 368, 74
PANEL_X, PANEL_W = 432, 548
CARD_W, CARD_H, CARD_GAP = 100, 124, 7
SWAP_W = 132


# One decimal is plenty at this size and keeps the SVG short; each text names its font, as cards are
# also drawn inside other SVGs (deck.card_gallery).
_n = partial(svg.num, decimals=1)
_text = partial(svg.text, font=FONT, decimals=1)


def _wrap(text: str, width: float, size: float, max_lines: int = 4) -> list[str]:
    return svg.wrap(text, max(6, int(width / (size * 0.56))), max_lines=max_lines)


def _t(key: str, lang: str, **params: Any) -> str:
    return tr(f"animal_cards.render.{key}", lang, **params)


# -- geometry -------------------------------------------------------------------------------------------
def cell_xy(seat: int, cell: str) -> tuple[float, float]:
    """The top-left corner of a cell: seat 0's grid at the bottom with row 1 on top (facing the middle),
    seat 1's grid at the top with row 1 at the bottom."""
    column = COLUMNS.index(cell[0])
    row = int(cell[1:])
    x = GRID_X + column * (CELL_W + GAP)
    if seat == 0:
        y = GRID_Y[1] + (row - 1) * (CELL_H + GAP)
    else:
        y = GRID_Y[0] + (len(ROWS) - row) * (CELL_H + GAP)
    return x, y


def panel_y(seat: int) -> float:
    """The top of a player's panel (hand, piles, cards in play), level with their grid."""
    return GRID_Y[1] if seat == 0 else GRID_Y[0]


def hand_xy(seat: int, index: int, many: bool = False) -> tuple[float, float]:
    """Top-left corner of the ``index``-th card of a hand (two rows for the nine animals of the set-up)."""
    per_row = 5
    row, column = divmod(index, per_row)
    height = 108 if many else CARD_H
    top = panel_y(seat) + (96 if not many else 30)
    return PANEL_X + 10 + column * (CARD_W + CARD_GAP), top + row * (height + 6)


def swap_xy(seat: int) -> tuple[float, float]:
    """Top-left corner of the swap button in a player's panel."""
    return PANEL_X + PANEL_W - SWAP_W - 12, panel_y(seat) + 33


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


def _pips(x: float, y: float, health: int, top: int, width: float) -> str:
    size = min(9.0, (width - 2) / max(top, 1) - 2)
    out = []
    for i in range(top):
        px = x + i * (size + 2)
        fill = INK if i < health else PAPER
        out.append(f'<rect x="{_n(px)}" y="{_n(y)}" width="{_n(size)}" height="{_n(size)}" rx="1.5" fill="{fill}" stroke="{INK}" stroke-width="1"/>')
    return "".join(out)


def _animal_card(x: float, y: float, w: float, h: float, card: str, health: int | None, lang: str, *,
                 resting: bool = False, blanket: bool = False, strong_weak: bool = True) -> str:
    """An animal card: name, level stars, health (number and pips), damage, strong/weak corner."""
    animal = animal_of(card)
    level = level_of(card)
    info = stats(card)
    top = info["health"]
    health = top if health is None else health
    name = ANIMALS[animal]["name"][lang]
    parts = [
        f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="9" fill="{ANIMAL_FILL[animal]}" stroke="{INK}" stroke-width="1.5"/>',
        _text(x + 8, y + 18, name, 15 if len(name) < 9 else 13.5, weight="bold"),
        _stars(x + 14, y + 31, level, 5.5),
        _text(x + 44, y + 35, _t("level_short", lang, level=level), 11, fill=SOFT),
        _heart(x + 17, y + 40, 16),
        _text(x + 31, y + 55, f"{health}/{top}", 17, weight="bold"),
        _burst(x + w - 21, y + 49, 14),
        _text(x + w - 21, y + 54, info["damage"], 14, weight="bold", anchor="middle"),
        _pips(x + 8, y + 62, health, top, w - 44),
    ]
    if h >= 120:  # tall enough for the exercise (hand and gallery)
        for i, line in enumerate(_wrap(exercise_for(card).text(lang), w - 12, 10.5, 2)):
            parts.append(_text(x + 7, y + 86 + i * 12, line, 10.5, weight="bold"))
    if strong_weak:
        data = ANIMALS[animal]
        parts.append(_text(x + 8, y + h - 20, f"▲ {ANIMALS[data['strong']]['name'][lang]}", 10.5))
        parts.append(_text(x + 8, y + h - 7, f"▼ {ANIMALS[data['weak']]['name'][lang]}", 10.5))
    if blanket:
        parts.append(f'<rect x="{_n(x + w - 50)}" y="{_n(y + h - 30)}" width="44" height="24" rx="5" fill="url(#ac-blanket)" stroke="{INK}"/>')
        parts.append(_text(x + w - 28, y + h - 13, _t("blanket_mark", lang), 11, weight="bold", anchor="middle"))
    if resting:
        parts.append(f'<rect x="{_n(x)}" y="{_n(y + h * 0.45)}" width="{_n(w)}" height="{_n(h * 0.55)}" rx="9" fill="url(#ac-rest)" stroke="none"/>')
        parts.append(f'<rect x="{_n(x + 4)}" y="{_n(y + h - 31)}" width="{_n(w - 8)}" height="27" rx="6" fill="{PAPER}" stroke="{INK}"/>')
        parts.append(_text(x + w / 2, y + h - 12, _t("resting_mark", lang), 14, weight="bold", anchor="middle"))
    return "".join(parts)


def _type_icon(kind: str, x: float, y: float) -> str:
    if kind == "health":
        return _heart(x, y - 8, 15)
    if kind == "dojo":
        return (f'<polygon points="{_n(x - 9)},{_n(y + 7)} {_n(x - 9)},{_n(y - 2)} {_n(x)},{_n(y - 10)} {_n(x + 9)},{_n(y - 2)} '
                f'{_n(x + 9)},{_n(y + 7)}" fill="#E69F00" stroke="{INK}"/>')
    return (f'<polygon points="{_n(x)},{_n(y - 10)} {_n(x + 9)},{_n(y)} {_n(x)},{_n(y + 10)} {_n(x - 9)},{_n(y)}" '
            f'fill="#56B4E9" stroke="{INK}"/>')


def _other_card(x: float, y: float, w: float, h: float, card: str, lang: str) -> str:
    """A health, item or dojo card: its kind as a shape (heart, diamond, house), name and effect."""
    spec = CARDS[card]
    kind = spec["type"]
    parts = [
        f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" rx="9" fill="{TYPE_FILL[kind]}" stroke="{INK}" stroke-width="1.5"/>',
        _type_icon(kind, x + 15, y + 17),
        _text(x + 28, y + 22, _t(f"type.{kind}", lang), 11, fill=SOFT),
    ]
    name = card_name(card).render(lang)
    size = 13 if len(name) <= 10 else 11.5
    for i, line in enumerate(_wrap(name, w - 12, size, 2)):
        parts.append(_text(x + 7, y + 42 + i * 15, line, size, weight="bold"))
    badge = "stays" if spec.get("stay") else "out_of_turn" if spec.get("out_of_turn") else None
    lines = _wrap(Text("animal_cards.card_short." + card).render(lang), w - 10, 10, 4)
    for i, line in enumerate(lines):
        parts.append(_text(x + 6, y + 72 + i * 12, line, 10))
    if badge:
        parts.append(_text(x + w / 2, y + h - 6, _t(f"badge.{badge}", lang), 10, weight="bold", anchor="middle"))
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
               lang: str | None = None, viewer: int | None = None) -> str:
    """The table as SVG for ``viewer`` (a seat: the other hand face down; None: every hand face up, for
    teachers and walkthroughs): ``highlight`` marks cells or regions (``1.a1``, ``hand.1``, ``deck.2``, ``inplay.1``,
    ``discard.1``, ``defeated.2``, ``exercise``),
    ``targets`` the places a click would act on, ``selected`` the chosen animal, card or swap choice."""
    lang = check_language(lang)
    marks, aims = svg.fields(highlight), svg.fields(targets)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
        f'role="img" aria-label="{svg.attr(_t("aria", lang, status=state.describe(lang)))}" font-family="{FONT}">',
        "<defs>"
        '<pattern id="ac-rest" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="10" height="10" fill="#FFFFFF" fill-opacity="0.35"/><line x1="0" y1="0" x2="0" y2="10" stroke="#1B1B1B" stroke-width="2.5" stroke-opacity="0.55"/></pattern>'
        '<pattern id="ac-blanket" width="8" height="8" patternUnits="userSpaceOnUse">'
        '<rect width="8" height="8" fill="#F7D9A8"/><rect width="4" height="4" fill="#E9B872"/><rect x="4" y="4" width="4" height="4" fill="#E9B872"/></pattern>'
        '<pattern id="ac-back" width="12" height="12" patternUnits="userSpaceOnUse">'
        '<rect width="12" height="12" fill="#56B4E9"/><circle cx="6" cy="6" r="3" fill="#0072B2"/></pattern>'
        '<marker id="ac-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        f'<path d="M 0 0 L 10 5 L 0 10 z" fill="{INK}"/></marker>'
        "</defs>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="{BG}"/>',
    ]
    for seat in (1, 0):
        parts.append(_grid(state, seat, lang, marks, aims, selected))
        parts.append(_panel(state, seat, lang, marks, aims, selected, viewer))
    parts.append(_last_attack_arrow(state))
    parts.append(_band(state, lang, "exercise" in marks))
    parts.append("</svg>")
    return "".join(parts)


def _grid(state, seat: int, lang: str, marks: set, aims: set, selected: str | None) -> str:
    name = state.player_name(seat, lang)
    colour = SEAT_COLOUR[seat]
    top = GRID_Y[seat == 0]
    height = 3 * CELL_H + 2 * GAP
    out = [f'<rect x="{GRID_X - 26}" y="{_n(top - 8)}" width="{_n(3 * CELL_W + 2 * GAP + 34)}" height="{_n(height + 16)}" rx="12" '
           f'fill="{PAPER}" fill-opacity="0.6" stroke="{colour}" stroke-width="3"/>']
    front = set(state.attackable(seat))
    resting = set(state.resting(seat))
    slots = state.slots[seat]
    for row in ROWS:
        x, y = cell_xy(seat, f"a{row}")
        out.append(_text(GRID_X - 14, y + CELL_H / 2 + 5, row, 13, weight="bold", anchor="middle", fill=SOFT))
    for column in COLUMNS:
        x, y = cell_xy(seat, f"{column}1")
        label_y = y - 8 if seat == 0 else y + CELL_H + 17
        out.append(_text(x + CELL_W / 2, label_y, column, 13, weight="bold", anchor="middle", fill=SOFT))
    for cell in CELLS:
        field = f"{seat + 1}.{cell}"
        x, y = cell_xy(seat, cell)
        slot = state.grids[seat].get(cell)
        if slot is None:
            title = _t("cell_empty", lang, name=name, cell=cell)
            body = (f'<rect x="{_n(x)}" y="{_n(y)}" width="{CELL_W}" height="{CELL_H}" rx="9" fill="{PAPER}" fill-opacity="0.5" '
                    f'stroke="{SOFT}" stroke-width="1.2" stroke-dasharray="5 4"/>' + _text(x + CELL_W / 2, y + CELL_H / 2 + 5, cell, 14, anchor="middle", fill=SOFT))
        else:
            card, health, _ = slot
            states_text = []
            if cell in resting:
                states_text.append(_t("resting", lang))
            if cell in front:
                states_text.append(_t("front", lang))
            if slots["on"] == cell and slots["health"]:
                states_text.append(_t("under", lang, card=card_name(slots["health"])))
            title = _t("cell_animal", lang, name=name, card=card_name(card), cell=cell, health=health, top=max_health(card),
                       damage=damage_of(card), exercise=exercise_for(card).text(lang), notes=", ".join(states_text))
            body = _animal_card(x, y, CELL_W, CELL_H, card, health, lang, resting=cell in resting,
                                blanket=slots["on"] == cell and bool(slots["health"]))
            if cell in front:
                body += (f'<polygon points="{_n(x + CELL_W / 2 - 7)},{_n(y + (-1 if seat == 0 else CELL_H + 1))} '
                         f'{_n(x + CELL_W / 2 + 7)},{_n(y + (-1 if seat == 0 else CELL_H + 1))} '
                         f'{_n(x + CELL_W / 2)},{_n(y + (-9 if seat == 0 else CELL_H + 9))}" fill="{colour}" stroke="{INK}"/>')
        body += _frame(x, y, CELL_W, CELL_H, highlight=field in marks, target=field in aims, selected=field == selected)
        out.append(f'<g data-field="{field}">{svg.title(title)}{body}</g>')
    return "".join(out)


def _panel(state, seat: int, lang: str, marks: set, aims: set, selected: str | None, viewer: int | None = None) -> str:
    name = state.player_name(seat, lang)
    colour = SEAT_COLOUR[seat]
    top = panel_y(seat)
    height = 3 * CELL_H + 2 * GAP
    acting = state.current_player == seat or (state.current_player not in (0, 1) and state.drawer() == seat)
    out = [f'<rect x="{PANEL_X}" y="{_n(top - 8)}" width="{PANEL_W}" height="{_n(height + 16)}" rx="12" fill="{PAPER}" '
           f'fill-opacity="0.75" stroke="{colour}" stroke-width="{5 if acting else 2}"/>']
    badge = f'<circle cx="{PANEL_X + 18}" cy="{_n(top + 12)}" r="11" fill="{colour}" stroke="{INK}"/>' + _text(
        PANEL_X + 18, top + 17, str(seat + 1), 14, weight="bold", anchor="middle", fill=PAPER)
    out.append(badge)
    title = ("▶ " if acting else "") + name + (f" – {_t('kills', lang, n=state.kills[seat])}" if state.dealt else "")
    out.append(_text(PANEL_X + 36, top + 18, title, 17, weight="bold"))
    shown_seat, cards, reserve = shown_cards(state)
    if not reserve:
        out.append(_piles(state, seat, lang, marks, top))
        out.append(_in_play(state, seat, lang, marks, top))
    hand_field = f"hand.{seat + 1}"
    if reserve and seat == state.turn:
        out.append(_text(PANEL_X + PANEL_W - 10, top + 18, _t("reserve", lang, placed=len(state.grids[seat]), total=START_ANIMALS), 13, anchor="end", fill=SOFT))
        for index, card in enumerate(cards):
            x, y = hand_xy(seat, index, True)
            field = f"card.{index}"
            body = _animal_card(x, y, CARD_W, 108, card, None, lang, strong_weak=False)
            body += _frame(x, y, CARD_W, 108, highlight=False, target=field in aims, selected=field == selected)
            key = f' data-key="{index + 1}"' if index < 9 else ""
            out.append(f'<g data-field="{field}"{key}>{svg.title(_t("reserve_card", lang, card=card_name(card), n=index + 1))}{body}</g>')
        return "".join(out)
    if reserve:
        out.append(_text(PANEL_X + 12, top + 60, _t("waiting_setup", lang, placed=len(state.grids[seat]), total=START_ANIMALS), 14, fill=SOFT))
        return "".join(out)
    hand = state.hands[seat]
    face_up = viewer is None or viewer == seat or state.phase == "end"
    y_label = top + 88
    out.append(_text(PANEL_X + 12, y_label, _t("hand", lang, count=count_text("animal_cards.count.cards", len(hand))) + ("" if face_up else " " + _t("hidden", lang)), 12, fill=SOFT))
    swapping = parse_swap(selected) if face_up and shown_seat == seat and state.current_player == seat else None
    for index, card in enumerate(hand):
        x, y = hand_xy(seat, index)
        if not face_up:
            out.append(_card_back(x, y, CARD_W, CARD_H))
            continue
        field = f"card.{index}"
        chosen = field == selected or (swapping is not None and index in swapping)
        body = card_svg(card, x, y, CARD_W, CARD_H, lang, strong_weak=False) if animal_of(card) else card_svg(card, x, y, CARD_W, CARD_H, lang)
        if swapping is not None and index in swapping:
            body += (f'<rect x="{_n(x + CARD_W - 30)}" y="{_n(y + 4)}" width="26" height="22" rx="5" fill="{PAPER}" stroke="{INK}"/>'
                     + _text(x + CARD_W - 17, y + 20, "⇄", 15, weight="bold", anchor="middle"))
        body += _frame(x, y, CARD_W, CARD_H, highlight=hand_field in marks, target=field in aims, selected=chosen)
        if shown_seat == seat and state.current_player == seat:
            out.append(f'<g data-field="{field}" data-key="{index + 1}">{svg.title(_hand_title(card, index, lang))}{body}</g>')
        else:
            out.append(f"<g>{svg.title(_hand_title(card, index, lang))}{body}</g>")
    if shown_seat == seat and state.current_player == seat and state.phase == "play" and not state.extra_health:
        x, y = swap_xy(seat)
        label = _t("swap_go" if swapping else "swap", lang, n=len(swapping or ()))
        body = (f'<rect x="{_n(x)}" y="{_n(y)}" width="{SWAP_W}" height="26" rx="8" fill="{"#FFF0B8" if swapping is not None else PAPER}" '
                f'stroke="{INK}" stroke-width="1.5"/>' + _text(x + SWAP_W / 2, y + 18, label, 12, weight="bold", anchor="middle"))
        body += _frame(x, y, SWAP_W, 26, highlight=False, target="swap" in aims, selected=swapping is not None)
        out.append(f'<g data-field="swap" data-key="s">{svg.title(_t("swap_title", lang))}{body}</g>')
    return "".join(out)


def _hand_title(card: str, index: int, lang: str) -> str:
    if animal_of(card):
        info = stats(card)
        return _t("hand_animal", lang, n=index + 1, card=card_name(card), health=info["health"], damage=info["damage"])
    return _t("hand_card", lang, n=index + 1, card=card_name(card), text=Text(f"animal_cards.card_short.{card}"))


def _piles(state, seat: int, lang: str, marks: set, top: float) -> str:
    out = []
    items = (
        ("deck", sum(state.decks[seat].values()), _t("deck", lang)),
        ("discard", len(state.discards[seat]), _t("discard", lang)),
        ("defeated", len(state.defeated[seat]), _t("defeated", lang)),
    )
    x = PANEL_X + 12
    for index, (pile, count, label) in enumerate(items):
        field = f"{pile}.{seat + 1}"
        px = x + index * 92
        py = top + 28
        body = (f'<rect x="{_n(px)}" y="{_n(py)}" width="86" height="36" rx="6" fill="{PAPER}" stroke="{INK}" stroke-width="1"/>'
                f'<rect x="{_n(px + 4)}" y="{_n(py + 4)}" width="18" height="26" rx="3" fill="{"url(#ac-back)" if pile == "deck" else "#DDDDDD"}" stroke="{INK}"/>'
                + (_text(px + 13, py + 22, "✕", 12, weight="bold", anchor="middle") if pile == "defeated" else "")
                + _text(px + 28, py + 15, label, 10, fill=SOFT) + _text(px + 28, py + 31, count, 15, weight="bold"))
        body += _frame(px, py, 86, 36, highlight=field in marks, target=False, selected=False)
        names = ", ".join(card_name(c).render(lang) for c in state.defeated[seat][-4:]) if pile == "defeated" else ""
        out.append(f"<g>{svg.title(_t('pile_title', lang, pile=label, count=count_text('animal_cards.count.cards', count), cards=names))}{body}</g>")
    return "".join(out)


def _in_play(state, seat: int, lang: str, marks: set, top: float) -> str:
    """Below the hand: the health card and the item or dojo card in play (rule 9.1)."""
    slots = state.slots[seat]
    cards = [c for k, c in slots.items() if k != "on" and c]
    field = f"inplay.{seat + 1}"
    x, y, w, h = PANEL_X + 10, top + 232, PANEL_W - 20, 90
    out = (f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{h}" rx="8" fill="#FFFBEA" stroke="{INK}" stroke-width="1" '
           f'stroke-dasharray="{"none" if cards else "4 4"}"/>' + _text(x + 8, y + 16, _t("in_play", lang), 12, weight="bold", fill=SOFT))
    if not cards:
        out += _text(x + 8, y + 44, _t("in_play_none", lang), 12, fill=SOFT)
    names = []
    for index, card in enumerate(cards):
        cx, cy = x + 8 + index * 262, y + 24
        spec = CARDS[card]
        label = card_name(card).render(lang)
        if card == slots["health"] and slots["on"]:
            label = _t("lies_on", lang, card=label, cell=slots["on"])
        names.append(label)
        out += (f'<rect x="{_n(cx)}" y="{_n(cy)}" width="252" height="58" rx="7" fill="{TYPE_FILL[spec["type"]]}" stroke="{INK}" stroke-width="1.2"/>'
                + _type_icon(spec["type"], cx + 16, cy + 20) + _text(cx + 32, cy + 24, label, 13, weight="bold"))
        for i, line in enumerate(_wrap(Text(f"animal_cards.card_short.{card}").render(lang), 236, 10.5, 2)):
            out += _text(cx + 10, cy + 41 + i * 12, line, 10.5)
        if spec.get("stay"):
            out += _text(cx + 246, cy + 20, _t("badge.stays", lang), 10.5, weight="bold", anchor="end")
    out += _frame(x, y, w, h, highlight=field in marks, target=False, selected=False)
    text = ", ".join(names) or _t("in_play_none", lang)
    return f"<g>{svg.title(_t('in_play', lang) + ': ' + text)}{out}</g>"


def _band(state, lang: str, marked: bool) -> str:
    """Between the grids: the exercise of the last attack, big, and what happens next."""
    y = BAND_Y
    out = [f'<rect x="8" y="{y}" width="{WIDTH - 16}" height="{BAND_H}" rx="12" fill="#FFF6D6" stroke="#8A6D00" stroke-width="2"/>']
    last = state.current_attack()
    if last:
        exercise = exercise_for(last["attacker"])
        attacker = ANIMALS[animal_of(last["attacker"])]["name"][lang]
        target = ANIMALS[animal_of(last["target"])]["name"][lang]
        if last.get("pending"):
            line = _t("band_pending", lang, attacker=attacker, target=target)
        else:
            key = "band_blocked" if last["blocked"] else "band_defeated" if last["defeated"] else "band_attack"
            line = _t(key, lang, attacker=attacker, target=target, damage=last["damage"], health=last["health"])
        out.append(_burst(40, y + 28, 18))
        out.append(_text(68, y + 36, exercise.text(lang) + "!", 27, weight="bold"))
        out.append(_text(WIDTH - 20, y + 34, line, 15, anchor="end"))
    else:
        out.append(_text(24, y + 34, _t("band_none", lang), 20, weight="bold"))
    out.append(_text(24, y + 62, state.describe(lang), 15, fill=INK))
    if marked:
        out.append(f'<rect x="5" y="{y - 3}" width="{WIDTH - 10}" height="{BAND_H + 6}" rx="14" fill="none" stroke="{HIGHLIGHT}" '
                   f'stroke-width="5" stroke-dasharray="9 5"/>')
    return "".join(out)


def _last_attack_arrow(state) -> str:
    """A thin arrow from the last attacker to where its target stood (only until the next action)."""
    last = state.last
    if not last or not any(e["type"] == "attack" for e in state.events):
        return ""
    seat = last["seat"]
    x1, y1 = cell_xy(seat, last["from"])
    x2, y2 = cell_xy(1 - seat, last["to"])
    x1 += CELL_W / 2
    x2 += CELL_W / 2
    y1 += CELL_H / 2
    y2 += CELL_H / 2
    return (f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{INK}" stroke-width="3" '
            f'stroke-dasharray="10 6" marker-end="url(#ac-arrow)" opacity="0.8"/>')


__all__ = ["card_svg", "cell_xy", "hand_xy", "parse_swap", "render_svg", "shown_cards"]
