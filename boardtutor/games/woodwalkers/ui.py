"""Woodwalkers on the interactive board: click one of your animals, then a highlighted field.

>>> import boardtutor
>>> from boardtutor.games.woodwalkers.ui import WoodwalkersUI
>>> state = boardtutor.walkthroughs("woodwalkers")[1].replay()[1]   # James rolled a 4
>>> ui = WoodwalkersUI()
>>> ui.click(state, None, "a6").select
'a6'
>>> str(ui.click(state, "a6", "d5").action)
'a6-d5'
"""

from __future__ import annotations

from ...core import Action, RuleViolation, State, Text
from ...widgets.adapter import BoardUI, Click
from .render import LAYOUTS
from .rules import ALL_FIELDS, COLUMNS, A


class WoodwalkersUI(BoardUI):
    draws_status = True  # the picture says what happens next (State.describe)

    def svg(self, state: State, *, highlight=(), targets=(), selected=None, lang=None, viewer: int | None = None,
            layout: str = "wide") -> str:
        """The board for ``viewer`` (at night: its own animals face up, the others' face down unless a
        duel showed them); ``None`` shows everything (teachers, walkthroughs). ``layout``: ``"wide"``
        (the panel beside the board) or ``"narrow"`` (the panel under it, for a narrow column)."""
        return state.svg(highlight=highlight, targets=targets, selected=selected, lang=lang, viewer=viewer, layout=layout)

    def fields(self, layout: str = "wide") -> dict[str, tuple[float, float]]:
        """Every field at (column, row) of the 9 × 9 grid. Only the board's fields are clickable, and
        the narrow picture moves the whole board (``render.render_svg``: the board centred above the
        panel's parts), so the same positions hold for both layouts."""
        if layout not in LAYOUTS:
            raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
        return {field: (COLUMNS.index(field[0]), int(field[1:])) for field in sorted(ALL_FIELDS)}

    def _movable(self, state: State) -> set[str]:
        return {a.args[0] for a in state.legal_actions() if a.kind == "move"}

    def targets(self, state: State, selected: str | None) -> list[str]:
        if state.phase == "return":
            return [a.args[0] for a in state.legal_actions() if a.kind == "return"]
        if selected is None:
            return sorted(self._movable(state))
        return sorted(a.args[1] for a in state.legal_actions() if a.kind == "move" and a.args[0] == selected)

    def click(self, state: State, selected: str | None, field: str) -> Click:
        rule = state.game.rule
        if state.phase == "return":
            return Click(action=A("return", (field,)))
        if state.phase != "move":
            raise RuleViolation(Text("woodwalkers.ui.no_move_now", expected=Text(f"woodwalkers.phase.{state.phase}")), rule("turn.roll_move"))
        movable = self._movable(state)
        if field in movable and field != selected:
            return Click(select=field)
        if selected is None:
            occupant = state.board.get(field)
            if occupant is not None and occupant[0] == state.turn:
                raise RuleViolation(Text("woodwalkers.ui.stuck", field=field, die=state.die), rule("move.no_jump"))
            raise RuleViolation(Text("woodwalkers.ui.choose_animal"), rule("turn.roll_move"))
        if field == selected:
            return Click(select=None)
        return Click(action=A("move", (selected, field)))

    def buttons(self, state: State) -> list[Action]:
        return [a for a in state.legal_actions() if a.kind not in ("move", "return")]
