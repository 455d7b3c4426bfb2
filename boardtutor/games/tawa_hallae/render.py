"""The Tawa Hallae arena as SVG: a pure function of a state, for notebooks, widgets and projectors.

``render_svg(state)`` draws the 9 × 13 arena – every kind of field has its colour *and* a pattern
(waves for water, a den arch, hatching for the defence area, a star on hunt fields, bars on the
prison) – the animals as pieces in their pack's colour *and* shape (red: circle, blue: square) with a
short name and a triangle pointing where they face, the spiders' webs, and a side panel with points,
armour, prisoners, the animals still to place and the facing arrows.

Every field is a ``<g data-field="e4">`` with a ``<title>`` saying what is there, so a widget maps
clicks to fields and a screen reader can read the arena. Texts come from ``locale/render.*.json``.

>>> import boardtutor
>>> from boardtutor.games.tawa_hallae.render import render_svg
>>> state = boardtutor.load("tawa_hallae").new_initial_state()
>>> svg = render_svg(state, lang="en", highlight=["e4"])
>>> svg.startswith("<svg") and 'data-field="e4"' in svg and "red lion, facing north" in svg
True
"""

from __future__ import annotations

import math
from typing import Any, Iterable

from ...i18n import Text, check_language, tr
from ...views import svg
from ...views.svg import FONT, INK
from .rules import ARMOURED, COLUMNS, DATA, FIELD_KIND, FIELDS, HEIGHT, OWNER, SEATS, WIDTH, XY

CELL = 44
LEFT, TOP, BOTTOM = 30, 10, 28
GRID_W, GRID_H = WIDTH * CELL, HEIGHT * CELL
BOARD_W = LEFT + GRID_W + 10
BOARD_H = TOP + GRID_H + BOTTOM
PANEL_X = BOARD_W + 10
PANEL_W = 300
SVG_W = PANEL_X + PANEL_W + 10
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
    return tr(f"tawa_hallae.animal.{kind}", lang)


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
                f"M{svg.num(x + 6)},{svg.num(yy)} q5,-4 10,0 t10,0 t10,0"
            )
        return f'<path d="{" ".join(waves)}" fill="none" stroke="#2C6E9B" stroke-width="1.6" opacity="0.75"/>'
    if kind == "defence":
        lines = []
        for k in (10, 22, 34, 46, 58, 70):
            a0, b0 = (x + k, y) if k <= CELL else (x + CELL, y + k - CELL)
            a1, b1 = (x, y + k) if k <= CELL else (x + k - CELL, y + CELL)
            lines.append(f"M{svg.num(a0)},{svg.num(b0)} L{svg.num(a1)},{svg.num(b1)}")
        return f'<path d="{" ".join(lines)}" stroke="#7A2010" stroke-width="1.4" opacity="0.55"/>'
    if kind == "hunt":
        cx, cy, r = x + CELL / 2, y + CELL / 2, 15
        points = " ".join(
            f"{svg.num(cx + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5))},"
            f"{svg.num(cy - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))}"
            for i in range(10)
        )
        return f'<polygon points="{points}" fill="#FFF4C2" stroke="#7A5A00" stroke-width="1.5"/>'
    if kind == "prison":
        bars = "".join(
            f'<line x1="{svg.num(x + 9 + 9 * i)}" y1="{svg.num(y + 6)}" x2="{svg.num(x + 9 + 9 * i)}" y2="{svg.num(y + CELL - 6)}" '
            'stroke="#F2F2F2" stroke-width="2.5"/>'
            for i in range(4)
        )
        return bars
    if kind == "den_land":
        return (
            f'<path d="M{svg.num(x + 5)},{svg.num(y + CELL - 5)} v-7 a5,5 0 0 1 10,0 v7" fill="none" stroke="#7A5A00" '
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
            "tawa_hallae.render.piece", lang, pack=Text(f"tawa_hallae.pack_adj.{SEATS[seat]}"), animal=Text(f"tawa_hallae.animal.{animal}"),
            facing=Text(f"tawa_hallae.facing.{facing}"), field_kind=where,
        )
        if animal in ARMOURED and state.armour[seat]:
            content = tr("tawa_hallae.render.armoured", lang, text=content)
        if animal in state.danger[seat]:
            content = tr("tawa_hallae.render.in_danger", lang, text=content)
    for seat in (0, 1):
        if field in _webs(state)[seat]:
            content = tr("tawa_hallae.render.in_web", lang, text=content, pack=Text(f"tawa_hallae.pack_adj.{SEATS[seat]}"))
    return content


def _webs(state: Any) -> tuple[frozenset, frozenset]:
    cached = state.__dict__.get("_render_webs")
    if cached is None:
        cached = state._render_webs = (state.web(0), state.web(1))
    return cached


def piece(cx: float, cy: float, seat: int, label: str, facing: str, *, r: float = 17, armoured: bool = False,
          danger: bool = False) -> str:
    """A piece: pack colour and shape, a short name, a triangle on the side it faces."""
    colour = PACK[seat]["hex"]
    parts = []
    if armoured:
        parts.append(_shape(seat, cx, cy, r + 4, "#E2B534", INK, 2))
    parts.append(_shape(seat, cx, cy, r, colour, "#FFFFFF" if not armoured else INK, 2))
    dx, dy = ARROWS[facing]
    tip = (cx + dx * (r + 7), cy + dy * (r + 7))
    base = (cx + dx * (r - 2), cy + dy * (r - 2))
    px, py = -dy, dx
    parts.append(
        f'<polygon points="{svg.num(tip[0])},{svg.num(tip[1])} {svg.num(base[0] + px * 8)},{svg.num(base[1] + py * 8)} '
        f'{svg.num(base[0] - px * 8)},{svg.num(base[1] - py * 8)}" fill="{INK}" stroke="#FFFFFF" stroke-width="1.2"/>'
    )
    parts.append(svg.text(cx, cy + 5, label, 14 if len(label) <= 2 else 11.5, weight="bold", anchor="middle", fill="#FFFFFF"))
    if danger:
        parts.append(f'<circle cx="{svg.num(cx + r - 2)}" cy="{svg.num(cy - r + 2)}" r="7" fill="#FFD23F" stroke="{INK}" stroke-width="1.5"/>')
        parts.append(svg.text(cx + r - 2, cy - r + 6.5, "!", 11, weight="bold", anchor="middle"))
    return "".join(parts)


def _shape(seat: int, cx: float, cy: float, r: float, fill: str, stroke: str, width: float) -> str:
    if PACK[seat]["shape"] == "circle":
        return f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="{svg.num(r)}" fill="{fill}" stroke="{stroke}" stroke-width="{svg.num(width)}"/>'
    return (
        f'<rect x="{svg.num(cx - r * 0.9)}" y="{svg.num(cy - r * 0.9)}" width="{svg.num(r * 1.8)}" height="{svg.num(r * 1.8)}" rx="4" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{svg.num(width)}"/>'
    )


def _web(x: float, y: float) -> str:
    cx, cy = x + CELL / 2, y + CELL / 2
    spokes = " ".join(f"M{svg.num(cx)},{svg.num(cy)} L{svg.num(cx + dx * 19)},{svg.num(cy + dy * 19)}" for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1), (1, 0), (-1, 0), (0, 1), (0, -1)))
    return (
        f'<path d="{spokes}" stroke="#555555" stroke-width="0.9" opacity="0.7"/>'
        f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="9" fill="none" stroke="#555555" stroke-width="0.9" stroke-dasharray="3 2" opacity="0.7"/>'
        f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="16" fill="none" stroke="#555555" stroke-width="0.9" stroke-dasharray="3 2" opacity="0.7"/>'
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
        parts.append(f'<rect x="{svg.num(x + 3)}" y="{svg.num(y + 3)}" width="{CELL - 6}" height="{CELL - 6}" rx="5" fill="none" stroke="#0057B8" stroke-width="4" stroke-dasharray="7 4"/>')
        content = tr("tawa_hallae.render.mark.selected", lang, text=content)
    if field in marks["highlight"]:
        parts.append(
            f'<rect x="{svg.num(x + 3)}" y="{svg.num(y + 3)}" width="{CELL - 6}" height="{CELL - 6}" rx="5" fill="none" stroke="{INK}" stroke-width="7"/>'
            f'<rect x="{svg.num(x + 3)}" y="{svg.num(y + 3)}" width="{CELL - 6}" height="{CELL - 6}" rx="5" fill="none" stroke="#FFD23F" stroke-width="3.5"/>'
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
                parts.append(f'<polygon points="{svg.num(cx)},{svg.num(cy)} {svg.num(cx + 12 * sx)},{svg.num(cy)} {svg.num(cx)},{svg.num(cy + 12 * sy)}" fill="{INK}"/>')
        else:
            parts.append(f'<circle cx="{svg.num(x + CELL / 2)}" cy="{svg.num(y + CELL / 2)}" r="8" fill="{INK}" fill-opacity="0.65" stroke="#FFFFFF" stroke-width="2.5"/>')
        content = tr("tawa_hallae.render.mark.target", lang, text=content)
    title = tr("tawa_hallae.render.field", lang, field=field, content=content)
    return f'<g data-field="{field}" class="bt-field">{svg.title(title)}{"".join(parts)}</g>'


def _arena(state: Any, lang: str, marks: dict[str, set[str]]) -> str:
    parts = [f'<rect x="{LEFT - 4}" y="{TOP - 4}" width="{GRID_W + 8}" height="{GRID_H + 8}" rx="8" fill="#5B4A36"/>']
    for i, col in enumerate(COLUMNS):
        parts.append(svg.text(LEFT + i * CELL + CELL / 2, TOP + GRID_H + 20, col, 15, weight="bold", anchor="middle"))
    for row in range(1, HEIGHT + 1):
        parts.append(svg.text(LEFT - 15, TOP + (HEIGHT - row) * CELL + CELL / 2 + 5, row, 14, weight="bold", anchor="middle"))
    parts.extend(_field(state, field, lang, marks) for field in sorted(FIELDS, key=lambda f: (-XY[f][1], XY[f][0])))
    return "".join(parts)


# -- the panel ----------------------------------------------------------------------------------------------
def control_positions() -> dict[str, tuple[float, float]]:
    """Centres of the four facing arrows in the panel (``turn:n`` …)."""
    cx, cy = PANEL_X + PANEL_W / 2, TOP + GRID_H / 2 + 8
    return {f"turn:{f}": (cx + dx * 44, cy + dy * 44) for f, (dx, dy) in ARROWS.items()}


def token_positions(state: Any) -> dict[str, tuple[float, float]]:
    """Centres of the clickable animal tokens in the panel: ``res:<animal>`` (still to place, in the
    set-up) and ``pri:<animal>`` (imprisoned, while freeing) of the seat that decides."""
    phase = state.phase
    out: dict[str, tuple[float, float]] = {}
    if phase == "setup":
        kinds, prefix, seat = state.reserve[state.turn], "res", state.turn
    elif phase == "release":
        seat = state.pending[0]["seat"]
        kinds, prefix = [k for k in state.prison[seat] if k != state.pending[0]["liberator"]], "pri"
    else:
        return out
    top = _tray_top(seat)
    for i, kind in enumerate(kinds):
        out[f"{prefix}:{kind}"] = (PANEL_X + 26 + (i % 6) * 46, top + 26 + (i // 6) * 44)
    return out


def _tray_top(seat: int) -> float:
    return TOP + (GRID_H - 190 if seat == 0 else 60)


def _card(state: Any, seat: int, lang: str) -> str:
    y = TOP + (GRID_H - 24 if seat == 0 else 4)
    colour = PACK[seat]["hex"]
    name = state.player_name(seat, lang)
    parts = [_shape(seat, PANEL_X + 14, y + 8, 9, colour, INK, 1.5)]
    parts.append(svg.text(PANEL_X + 30, y + 14, name, 17, weight="bold"))
    points = tr("tawa_hallae.render.points", lang, points=state.points[seat], goal=DATA["win_points"])
    parts.append(svg.text(PANEL_X + PANEL_W - 4, y + 14, points, 15, anchor="end"))
    line2 = []
    animal = "lion" if seat == 0 else "tiger"
    if state.armour[seat]:
        line2.append(tr("tawa_hallae.render.has_armour", lang, animal=Text(f"tawa_hallae.animal.{animal}")))
    imprisoned = state.prison[seat]
    line2.append(tr("tawa_hallae.render.prisoners", lang, count=len(imprisoned)))
    parts.append(svg.text(PANEL_X + 30, y + 34 if seat == 1 else y - 8, " · ".join(line2), 13))
    return "".join(parts)


def _trays(state: Any, lang: str, marks: dict[str, set[str]]) -> str:
    parts = []
    clickable = token_positions(state)
    for seat in (0, 1):
        kinds = list(state.reserve[seat]) if state.stage == "setup" else list(state.prison[seat])
        if not kinds:
            continue
        key = "reserve" if state.stage == "setup" else "prison_tray"
        top = _tray_top(seat)
        parts.append(svg.text(PANEL_X + 4, top + 2, tr(f"tawa_hallae.render.{key}", lang, pack=Text(f"tawa_hallae.pack.{SEATS[seat]}")), 13, weight="bold"))
        for i, kind in enumerate(kinds):
            cx, cy = PANEL_X + 26 + (i % 6) * 46, top + 26 + (i // 6) * 44
            name = next((f for f, p in clickable.items() if f.endswith(f":{kind}") and p == (cx, cy)), None)
            token = piece(cx, cy, seat, _abbr(kind, lang), "n" if seat == 0 else "s", r=15)
            label = _animal(kind, lang)
            if name is None:
                parts.append(f"<g>{svg.title(label)}{token}</g>")
                continue
            extra = ""
            if name in marks["targets"]:
                extra = f'<circle cx="{svg.num(cx)}" cy="{svg.num(cy)}" r="20" fill="none" stroke="{INK}" stroke-width="2.5" stroke-dasharray="4 3"/>'
                label = tr("tawa_hallae.render.mark.target", lang, text=label)
            if name in marks["selected"]:
                extra = f'<rect x="{svg.num(cx - 21)}" y="{svg.num(cy - 21)}" width="42" height="42" rx="6" fill="none" stroke="#0057B8" stroke-width="3.5" stroke-dasharray="7 4"/>'
                label = tr("tawa_hallae.render.mark.selected", lang, text=label)
            parts.append(f'<g data-field="{name}">{svg.title(label)}<rect x="{svg.num(cx - 22)}" y="{svg.num(cy - 22)}" width="44" height="44" fill="#FFFFFF" fill-opacity="0.01"/>{token}{extra}</g>')
    return "".join(parts)


def _controls(state: Any, lang: str, marks: dict[str, set[str]], active: Iterable[str]) -> str:
    active = set(active)
    if not active:
        return ""
    parts = [svg.text(PANEL_X + PANEL_W / 2, control_positions()["turn:n"][1] - 26, tr("tawa_hallae.render.facing_controls", lang), 13, weight="bold", anchor="middle")]
    for name, (cx, cy) in control_positions().items():
        facing = name[5:]
        dx, dy = ARROWS[facing]
        on = name in active
        fill = "#FFF6D6" if on else "#E4E0D6"
        tip = (cx + dx * 14, cy + dy * 14)
        px, py = -dy, dx
        arrow = (
            f'<polygon points="{svg.num(tip[0])},{svg.num(tip[1])} {svg.num(cx - dx * 6 + px * 12)},{svg.num(cy - dy * 6 + py * 12)} '
            f'{svg.num(cx - dx * 6 - px * 12)},{svg.num(cy - dy * 6 - py * 12)}" fill="{INK if on else "#9A968C"}"/>'
        )
        key = CONTROL_KEYS[lang][facing]
        label = tr("tawa_hallae.render.control", lang, facing=Text(f"tawa_hallae.facing.{facing}"), letter=key.upper())
        box = f'<rect x="{svg.num(cx - 19)}" y="{svg.num(cy - 19)}" width="38" height="38" rx="8" fill="{fill}" stroke="{INK}" stroke-width="1.5"/>'
        keytext = svg.text(cx + 12, cy + 15, key.upper(), 10, weight="bold")
        if on:
            target = ""
            if name in marks["targets"]:
                target = f'<rect x="{svg.num(cx - 22)}" y="{svg.num(cy - 22)}" width="44" height="44" rx="9" fill="none" stroke="#0057B8" stroke-width="2.5"/>'
            parts.append(f'<g data-field="{name}" data-key="{key}">{svg.title(label)}{box}{arrow}{keytext}{target}</g>')
        else:
            parts.append(f"<g>{box}{arrow}</g>")
    return "".join(parts)


def _legend(lang: str) -> str:
    kinds = ("den_land", "den_water", "land", "water", "defence", "hunt", "prison")
    y0 = BOARD_H + 2
    parts = []
    for i, kind in enumerate(kinds):
        x, y = LEFT + (i % 4) * 176, y0 + (i // 4) * 26
        parts.append(
            f'<g transform="translate({svg.num(x)},{svg.num(y)}) scale(0.45)"><rect x="0" y="0" width="{CELL}" height="{CELL}" '
            f'fill="{COLOURS[kind]}" stroke="#5B4A36"/>{_pattern(kind, 0, 0)}</g>'
        )
        parts.append(svg.text(x + 26, y + 15, tr(f"tawa_hallae.render.kind.{kind}", lang), 13))
    return "".join(parts)


LEGEND_H = 56


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
    size: int = 640,
) -> str:
    """The state as a self-contained SVG string.

    ``highlight``: fields framed boldly (a walkthrough's focus); ``targets``: legal destinations (a
    dot, or corner marks on an animal that would be hit); ``selected``: a field or panel token framed
    with a dashed line; ``controls``: the facing arrows to offer (``turn:n`` …); ``caption``: the line
    under the arena (default: what happens next); ``lang``: ``"de"`` or ``"en"``; ``size``: the
    picture's height in pixels.
    """
    lang = check_language(lang)
    marks = {"highlight": set(highlight), "targets": set(targets), "selected": {selected} if selected else set()}
    arena = _arena(state, lang, marks)
    panel = "".join((
        _card(state, 1, lang), _card(state, 0, lang), _trays(state, lang, marks), _controls(state, lang, marks, controls),
        _legend(lang),
    ))
    lines = svg.wrap(state.describe(lang) if caption is None else caption, 64)
    height = BOARD_H + LEGEND_H + 10 + 24 * len(lines)
    caption = "".join(
        svg.text(SVG_W / 2, BOARD_H + LEGEND_H + 18 + 24 * i, line, 17, weight="bold", anchor="middle") for i, line in enumerate(lines)
    )
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
