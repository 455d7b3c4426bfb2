"""Wispwood on the interactive board: click a wisp at the pond, then a shape, then where the shape
goes in your forest – turn it (↻, key R) and mirror it (⇆, key M) while its preview shows where it
would lie (green: fits, orange: does not) – click the same field again (or ✓, key P) to place it,
then click the field that gets the wisp. A tree turn: click an open field twice.

Clicks are intents; the engine's legal actions decide. The adapter remembers a choice in the making
(the shape's turn, mirror and where it was clicked) as text in the widget's selection.

>>> import boardtutor
>>> from boardtutor.games.wispwood.ui import WispwoodUI
>>> game = boardtutor.load("wispwood")
>>> state = game.new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD")
>>> for kind in ["orb", "heart", "hat", "pumpkin"] * 2:
...     state = state.apply(f"draw {kind}")
>>> ui = WispwoodUI()
>>> str(ui.click(state, None, "spot1").action)
'take 1'
>>> state = state.apply("take 1").apply("shape I2")
>>> ui.click(state, None, "cell:g6").select          # a preview of the domino on g6 …
'place:0:0:g6'
>>> str(ui.click(state, "place:0:0:g6", "cell:g6").action)   # … clicked again: placed
'place g6 h6'
>>> ui.click(state, "place:0:0:g6", "ctl:rotate").select     # turned a quarter
'place:1:0:g6'
"""

from __future__ import annotations

from ...core import Action, RuleViolation, State, Text
from ...widgets.adapter import BoardUI, Click
from ...core import _shown
from .forest import SHAPES, cell_name, number, orient, parse_cell, reading_order
from .render import CONTROLS, arrangement, cell_centre, control_centre, focus_layout, render_svg, shape_centre, spot_centre
from .rules import SPOTS, WispwoodAction

A = WispwoodAction
BUTTON_KINDS = ("refresh", "catrefresh", "shape", "catshape", "done", "catstay")
CELL_PHASES = ("choose", "trees", "place", "wisp", "cat_move")


def _placement(selected: str | None) -> tuple[int, bool, str | None]:
    """Turn, mirror and anchor field of a placement in the making (``"place:<turn>:<mirror>:<field>"``)."""
    if selected and selected.startswith("place:"):
        parts = selected.split(":")
        if len(parts) == 4 and number(parts[1]) is not None and parts[2] in ("0", "1"):
            return number(parts[1]) % 4, parts[2] == "1", (parts[3] if parse_cell(parts[3]) else None)
    return 0, False, None


def _read(state: State, text: str) -> Action:
    """The move a click stands for, read by the notation: a field name the browser made up is refused
    with words like typed text."""
    return state.game.parse_action(text)


def _placement_key(rotation: int, mirrored: bool, anchor: str | None) -> str:
    return f"place:{rotation % 4}:{int(mirrored)}:{anchor or '-'}"


class WispwoodUI(BoardUI):
    """The board adapter for Wispwood (see the module docstring)."""

    def fields(self) -> dict[str, tuple[float, float]]:
        return {}

    def fields_for(self, state: State, layout: str = "wide") -> dict[str, tuple[float, float]]:
        """The pond's fields and shapes, and while a forest is clicked its cells and placing buttons, where
        the picture of ``layout`` draws them (``render.LAYOUTS``: the pond's centre and the forest's left
        edge); y upwards as ``-y``."""
        place = arrangement(layout)
        positions: dict[str, tuple[float, float]] = {}
        for spot in range(SPOTS):
            x, y = spot_centre(spot, place.pond)
            positions[f"spot{spot + 1}"] = (x, -y)
        for slot, shape in enumerate(state.shapes):
            if shape is not None:
                x, y = shape_centre(slot, place.pond)
                positions[f"shape:{shape}"] = (x, -y)
        if state.phase in CELL_PHASES and not state.is_chance_node():
            layout = focus_layout(state, forest_x=place.forest_x)
            x0, y0, x1, y1 = layout["window"]
            region = state.region(layout["focus"]) if state.phase != "cat_move" else layout["window"]
            for cy in range(max(y0, region[1]), min(y1, region[3]) + 1):
                for cx in range(max(x0, region[0]), min(x1, region[2]) + 1):
                    x, y = cell_centre(layout, (cx, cy))
                    positions[f"cell:{cell_name(cx, cy)}"] = (x, -y)
            for field in layout["controls"]:
                x, y = control_centre(layout, field)
                positions[field] = (x, -y)
        return positions

    # -- what a placement in the making looks like -----------------------------------------------
    def _legal(self, state: State, kind: str) -> list[Action]:
        return [a for a in state.legal_actions() if a.kind == kind]

    def preview_cells(self, state: State, selected: str | None) -> tuple[list[str], bool] | None:
        """The fields the shape would cover for this selection (snapped so that it fits if it can,
        still covering the clicked field), and whether that is a legal placement."""
        if state.phase != "place":
            return None
        rotation, mirrored, anchor = _placement(selected)
        if anchor is None:
            return None
        ax, ay = parse_cell(anchor)
        cells = orient(SHAPES[state.turn_info["shape"]], rotation, mirrored)
        legal = {a.args for a in self._legal(state, "place")}
        candidates = []
        for kx, ky in cells:
            placed = [(x - kx + ax, y - ky + ay) for x, y in cells]
            if all(0 <= x < 11 and 0 <= y < 11 for x, y in placed):
                candidates.append(tuple(cell_name(*c) for c in reading_order(placed)))
        for names in candidates:
            if names in legal:
                return list(names), True
        return (list(candidates[0]), False) if candidates else None

    # -- BoardUI -----------------------------------------------------------------------------------
    def svg(self, state: State, *, highlight=(), targets=(), selected=None, lang=None, layout: str = "wide") -> str:
        preview = None
        marked: list[str] = []
        shown = self.preview_cells(state, selected)
        if shown is not None:
            preview = {"cells": shown[0], "ok": shown[1]}
            marked = [f"cell:{_placement(selected)[2]}"]
        elif selected and selected.startswith("tree:"):
            name = selected[5:]
            preview = {"cells": [name], "ok": A("tree", (name,)) in state.legal_actions()}
            marked = [f"cell:{name}"]
        return render_svg(state, highlight=highlight, targets=targets, selected=marked, lang=lang, preview=preview, layout=layout)

    def targets(self, state: State, selected: str | None) -> list[str]:
        phase = state.phase
        if state.is_chance_node() or state.is_terminal():
            return []
        if phase == "choose":
            return [f"spot{a.args[0]}" for a in self._legal(state, "take")]
        if phase == "ghost_cat":
            return [f"spot{a.args[0]}" for a in self._legal(state, "ghostcat")]
        if phase == "shape":
            return [f"shape:{a.args[0]}" for a in state.legal_actions() if a.kind in ("shape", "catshape")]
        if phase == "place":
            rotation, mirrored, _ = _placement(selected)
            shape = frozenset(orient(SHAPES[state.turn_info["shape"]], rotation, mirrored))
            fields = set()
            for action in self._legal(state, "place"):
                cells = [parse_cell(c) for c in action.args]
                mx, my = min(c[0] for c in cells), min(c[1] for c in cells)
                if frozenset((x - mx, y - my) for x, y in cells) == shape:
                    fields.update(action.args)
            return [f"cell:{c}" for c in sorted(fields)]
        if phase in ("wisp", "trees", "catmove", "cat_move"):
            kind = {"wisp": "wisp", "trees": "tree", "cat_move": "catmove"}.get(phase, phase)
            return [f"cell:{a.args[0]}" for a in self._legal(state, kind)]
        return []

    def click(self, state: State, selected: str | None, field: str) -> Click:
        rule = state.game.rule
        phase = state.phase
        if field.startswith("spot"):
            if phase == "ghost_cat":
                return Click(action=_read(state, f"ghostcat {field[4:]}"))
            if phase == "choose":
                return Click(action=_read(state, f"take {field[4:]}"))
            raise RuleViolation(Text("wispwood.ui.not_now", expected=Text(f"wispwood.phase.{phase}")), rule("normal_turn"))
        if field.startswith("shape:"):
            if phase == "shape":
                shape = _read(state, f"shape {field[6:]}").args[0]
                near = state.shapes_next_to(state.turn_info["spot"])
                return Click(action=A("shape" if shape in near else "catshape", (shape,)))
            if phase == "choose":
                raise RuleViolation(Text("wispwood.ui.take_first"), rule("normal_turn"))
            raise RuleViolation(Text("wispwood.ui.not_now", expected=Text(f"wispwood.phase.{phase}")), rule("normal_turn"))
        if field in CONTROLS:
            return self._control(state, selected, field)
        if not field.startswith("cell:"):
            raise RuleViolation(Text("widgets.error.unknown_field", field=_shown(field, 20)))
        name = field[5:]
        if phase in ("choose", "trees"):
            action = _read(state, f"tree {name}")
            if selected == f"tree:{name}":
                return Click(action=action)
            if action not in state.legal_actions():
                raise state._explain_illegal(action)
            return Click(select=f"tree:{name}")
        if phase == "place":
            rotation, mirrored, anchor = _placement(selected)
            if anchor == name:
                return self._control(state, selected, "ctl:place")
            return Click(select=_placement_key(rotation, mirrored, name))
        if phase == "wisp":
            return Click(action=_read(state, f"wisp {name}"))
        if phase == "cat_move":
            return Click(action=_read(state, f"catmove {name}"))
        raise RuleViolation(Text("wispwood.ui.not_now", expected=Text(f"wispwood.phase.{phase}")), rule("normal_turn"))

    def _control(self, state: State, selected: str | None, field: str) -> Click:
        rotation, mirrored, anchor = _placement(selected)
        if field == "ctl:rotate":
            return Click(select=_placement_key(rotation + 1, mirrored, anchor))
        if field == "ctl:mirror":
            return Click(select=_placement_key(rotation, not mirrored, anchor))
        if field == "ctl:cancel":
            return Click(select=_placement_key(rotation, mirrored, None))
        shown = self.preview_cells(state, selected)
        if shown is None:
            raise RuleViolation(Text("wispwood.ui.click_field_first"), state.game.rule("normal_turn"))
        action = A("place", tuple(shown[0]))
        if not shown[1]:
            raise state._explain_illegal(action)
        return Click(action=action)

    def buttons(self, state: State) -> list[Action]:
        return [a for a in state.legal_actions() if a.kind in BUTTON_KINDS]


__all__ = ["WispwoodUI"]
