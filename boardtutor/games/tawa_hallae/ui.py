"""Tawa Hallae on the interactive board: click one of your animals, then a highlighted field – or one
of the facing arrows beside the arena to turn it on the spot (keys N/E/S/W, in German N/O/S/W). After
a movement the arrows (or the buttons) choose the new facing. In the set-up and when freeing, click an
animal in the panel, then a den field.

Clicks are intents; the engine's legal actions decide.

>>> import boardtutor
>>> from boardtutor.games.tawa_hallae.ui import TawaHallaeUI
>>> state = boardtutor.load("tawa_hallae").new_initial_state()
>>> ui = TawaHallaeUI()
>>> ui.click(state, None, "e10").select
'e10'
>>> str(ui.click(state, "e10", "e8").action), str(ui.click(state, "e10", "turn:w").action)
('e10-e8', 'turn e10 w')
"""

from __future__ import annotations

from ...core import Action, RuleViolation, State, Text
from ...widgets.adapter import BoardUI, Click
from .render import CELL, HEIGHT, LEFT, TOP, control_positions, render_svg, token_positions
from .rules import FIELDS, XY, A


def _board_position(field: str) -> tuple[float, float]:
    x, y = XY[field]
    return (LEFT + x * CELL + CELL / 2, -(TOP + (HEIGHT - 1 - y) * CELL + CELL / 2))


class TawaHallaeUI(BoardUI):
    """The board adapter for Tawa Hallae (see the module docstring)."""

    def fields(self) -> dict[str, tuple[float, float]]:
        return {field: _board_position(field) for field in FIELDS}

    def fields_for(self, state: State) -> dict[str, tuple[float, float]]:
        positions = self.fields()
        for name, (x, y) in token_positions(state).items():
            positions[name] = (x, -y)
        if state.phase in ("move", "face"):
            for name, (x, y) in control_positions().items():
                positions[name] = (x, -y)
        return positions

    # -- what may be clicked now ----------------------------------------------------------------------
    def _actions(self, state: State, kind: str) -> list[Action]:
        return [a for a in state.legal_actions() if a.kind == kind]

    def controls(self, state: State, selected: str | None) -> list[str]:
        """The facing arrows that do something now."""
        if state.is_terminal():
            return []
        if state.phase == "face":
            return [f"turn:{a.args[0]}" for a in self._actions(state, "face")]
        if state.phase == "move" and selected in XY:
            return [f"turn:{a.args[1]}" for a in self._actions(state, "turn") if a.args[0] == selected]
        return []

    def svg(self, state: State, *, highlight=(), targets=(), selected=None, lang=None) -> str:
        # no caption: the widget says what happens next beside the picture, in bigger type
        return render_svg(state, highlight=highlight, targets=targets, selected=selected, lang=lang,
                          controls=self.controls(state, selected), caption="")

    def targets(self, state: State, selected: str | None) -> list[str]:
        if state.is_terminal() or state.current_player < 0:
            return []
        phase = state.phase
        if phase == "move":
            if selected in XY:
                return [a.args[1] for a in self._actions(state, "move") if a.args[0] == selected] + self.controls(state, selected)
            return sorted({a.args[0] for a in state.legal_actions() if a.kind in ("move", "turn")}, key=_order)
        if phase == "face":
            return self.controls(state, selected)
        if phase in ("setup", "release"):
            if selected and selected[4:] and selected[:4] in ("res:", "pri:"):
                return sorted({a.args[1] for a in self._actions(state, "place") if a.args[0] == selected[4:]}, key=_order)
            return sorted(token_positions(state))
        if phase in ("restart", "home"):
            return sorted((a.args[0] for a in self._actions(state, phase)), key=_order)
        return []

    def click(self, state: State, selected: str | None, field: str) -> Click:
        rule = state.game.rule
        phase = state.phase
        if phase == "face":
            if field.startswith("turn:"):
                return Click(action=A("face", (field[5:],)))
            raise RuleViolation(Text("tawa_hallae.ui.choose_facing"), rule("turn"))
        if phase in ("restart", "home"):
            if field in XY:
                return Click(action=A(phase, (field,)))
            raise RuleViolation(Text("tawa_hallae.ui.choose_den"), rule("hunt" if phase == "restart" else "turtle"))
        if phase in ("setup", "release"):
            if field[:4] in ("res:", "pri:"):
                return Click(select=None if field == selected else field)
            if selected and selected[:4] in ("res:", "pri:") and field in XY:
                return Click(action=A("place", (selected[4:], field)))
            raise RuleViolation(Text("tawa_hallae.ui.choose_animal_first"), rule("setup" if phase == "setup" else "freeing"))
        # a move: select one of your animals, then a field or a facing arrow
        if field.startswith("turn:"):
            if selected not in XY:
                raise RuleViolation(Text("tawa_hallae.ui.select_first"), rule("turn"))
            return Click(action=A("turn", (selected, field[5:])))
        if field == selected:
            return Click(select=None)
        occupant = state.board.get(field)
        if occupant is not None and occupant[0] == state.current_player:
            if any(a.args[0] == field for a in state.legal_actions() if a.kind in ("move", "turn")):
                return Click(select=field)
            if selected not in XY:
                raise RuleViolation(Text("tawa_hallae.ui.moved_already", field=field), rule("turn"))
        if selected not in XY:
            raise RuleViolation(Text("tawa_hallae.ui.select_first"), rule("turn"))
        return Click(action=A("move", (selected, field)))

    def buttons(self, state: State) -> list[Action]:
        return [a for a in state.legal_actions() if a.kind in ("face", "done", "pass")]

    def selection_for(self, state: State, action: Action) -> str | None:
        return action.args[0] if action.kind in ("move", "turn") else None


def _order(field: str) -> tuple:
    return (-XY[field][1], XY[field][0]) if field in XY else (99, field)


__all__ = ["TawaHallaeUI"]
