"""The dino game on the interactive board: the group clicks the dice it wants to place, then
"place the chosen dice" (the others are rolled again); a click on a field lets a child there walk.

Clicks only build actions; the engine decides whether they are legal and explains when not.

- placing: a click on a loose die (``d1``…, ``dw`` the white one) selects or unselects it; a click
  on a tray row selects every loose die showing that symbol – or, with the white dino selected, makes
  it a joker for that row; ``place`` places the selection. Rolling everything again, cards, "go",
  "stop" and the like are buttons.
- turning dice (a card): click a die, then the row whose symbol it should show.
- walking: click a field with a child who can walk.

>>> import boardtutor
>>> from boardtutor.games.magische_tiere.ui import MagischeTiereUI
>>> state = boardtutor.load("magische_tiere").new_initial_state(2, seed=1).apply("roll card light shoe shoe cap ida")
>>> ui = MagischeTiereUI()
>>> ui.click(state, None, "row.shoe").select
'd3,d4'
>>> str(ui.click(state, "d3,d4", "place").action)
'place shoe shoe'
"""

from __future__ import annotations

from ...core import Action, RuleViolation, State, Text
from ...widgets.adapter import BoardUI, Click
from .render import DIE_DX, HEIGHT, LAYOUTS, ROW_H, board_fields, loose_dice, parse_selection, position_xy
from .rules import CHILDREN, SYMBOLS, A, field_name

DIE_FIELDS = tuple(f"d{i}" for i in range(1, 7)) + ("dw",)


def _selection(dice: set[str], joker: str | None) -> str | None:
    order = {f: i for i, f in enumerate(DIE_FIELDS)}
    parts = [d + (f"={joker}" if d == "dw" and joker else "") for d in sorted(dice, key=order.__getitem__)]
    return ",".join(parts) or None


class MagischeTiereUI(BoardUI):
    """Clicks on dice, tray rows and fields of the dino game (see the module docstring)."""

    draws_status = True  # the picture says what happens next (State.describe)

    def svg(self, state: State, *, highlight=(), targets=(), selected=None, lang=None, layout: str = "wide") -> str:
        """The board in the layout the widget asks for ("wide" or "narrow", see ``render.LAYOUTS``)."""
        options = {"layout": layout} if layout != "wide" else {}
        return state.svg(highlight=highlight, targets=targets, selected=selected, lang=lang, **options)

    def fields(self, layout: str = "wide") -> dict[str, tuple[float, float]]:
        """Every clickable place (board fields, rows, dice, the place button) for keyboard navigation, in
        the picture of ``layout`` (``render.LAYOUTS``: the way stays where it is, the tray and the loose
        dice move). y is flipped with the wide picture's ``HEIGHT`` in both layouts."""
        if layout not in LAYOUTS:
            raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
        at = LAYOUTS[layout]
        tray_x, tray_y = at.tray
        positions = {field: (x, HEIGHT - y) for field in board_fields() for x, y in [position_xy(field)]}
        for index, row in enumerate(SYMBOLS):
            positions[f"row.{row}"] = (tray_x + 40, HEIGHT - (tray_y + index * ROW_H + 25))
        for index, field in enumerate(DIE_FIELDS):
            positions[field] = (tray_x + 24 + index * DIE_DX, HEIGHT - (at.dice_y + 24))
        positions["place"] = (tray_x + 24 + 6 * DIE_DX + 26 + 59, HEIGHT - (at.dice_y + 24))
        return positions

    # -- what a click would do ----------------------------------------------------------------------------
    def targets(self, state: State, selected: str | None) -> list[str]:
        """Where a click would do something now (dice, the place button, joker rows, fields with walkers)."""
        phase = state.phase
        if phase == "place":
            dice, joker = parse_selection(selected)
            out = [field for field, _, _ in loose_dice(state)]
            if dice:
                out.append("place")
            faces = dict((f, face) for f, face, _ in loose_dice(state))
            if "dw" in dice and faces.get("dw") == "dino" and joker is None:
                out += [f"row.{row}" for row in SYMBOLS if state.room(row) > 0]
            return out
        if phase == "turning":
            dice, _ = parse_selection(selected)
            out = [field for field, face, _ in loose_dice(state) if face != "cap"]
            if dice:
                out += [f"row.{row}" for row in SYMBOLS]
            return out
        if phase == "steps":
            return sorted({field_name(state.children[c]) for c in state.movable_children()})
        return []

    def click(self, state: State, selected: str | None, field: str) -> Click:
        """What a click on ``field`` means in the current phase; RuleViolation explains a useless click."""
        rule = state.game.rule
        phase = state.phase
        if phase == "place":
            return self._click_place(state, selected, field)
        if phase == "turning":
            return self._click_turn(state, selected, field)
        if phase == "steps":
            return self._click_step(state, field)
        raise RuleViolation(Text("magische_tiere.ui.no_click", expected=Text(f"magische_tiere.phase.{phase}")),
                            rule("actions.order" if phase in ("ready", "acting") else "rolling.roll"))

    def _click_place(self, state: State, selected: str | None, field: str) -> Click:
        rule = state.game.rule
        dice, joker = parse_selection(selected)
        faces = {f: (face, white) for f, face, white in loose_dice(state)}
        if field in faces:
            dice ^= {field}
            return Click(select=_selection(dice, joker if "dw" in dice else None))
        if field.startswith("row."):
            row = field[4:]
            if "dw" in dice and faces.get("dw", ("", False))[0] == "dino" and joker is None:
                return Click(select=_selection(dice, row))
            dice |= {f for f, (face, _) in faces.items() if face == row}
            return Click(select=_selection(dice, joker))
        if field == "place":
            if not dice:
                raise RuleViolation(Text("magische_tiere.ui.choose_dice"), rule("rolling.roll"))
            blue = [faces[f][0] for f in dice if f in faces and f != "dw"]
            args = list(blue)
            if "dw" in dice and "dw" in faces:
                face = faces["dw"][0]
                if face == "dino" and joker is None:
                    raise RuleViolation(Text("magische_tiere.ui.joker_row"), rule("white_die.joker"))
                args.append(f"white:{joker or face}")
            return Click(action=A.parse(" ".join(["place", *args])))
        raise RuleViolation(Text("magische_tiere.ui.choose_dice"), rule("rolling.roll"))

    def _click_turn(self, state: State, selected: str | None, field: str) -> Click:
        rule = state.game.rule
        faces = {f: (face, white) for f, face, white in loose_dice(state)}
        if field in faces:
            return Click(select=None if selected == field else field)
        if field.startswith("row.") and selected in faces:
            face, white = faces[selected]
            return Click(action=A("turn", (f"{'white:' if white else ''}{face}>{field[4:]}",)))
        raise RuleViolation(Text("magische_tiere.ui.choose_turn"), rule("card.turn"))

    def _click_step(self, state: State, field: str) -> Click:
        rule = state.game.rule
        movable = state.movable_children()
        for child in CHILDREN:
            if child in movable and field_name(state.children[child]) == field:
                return Click(action=A("step", (child,)))
        here = [c for c in CHILDREN if c not in state.caught and field_name(state.children[c]) == field]
        if here:  # a child stands here but cannot walk: let the engine say why
            return Click(action=A("step", (here[0],)))
        raise RuleViolation(Text("magische_tiere.ui.no_child"), rule("shoe_action"))

    def selection_for(self, state: State, action: Action) -> str | None:
        """The dice a suggested ``place`` action would place, as a selection (shown on the board)."""
        if action.kind != "place":
            return None
        free = [(field, face) for field, face, white in loose_dice(state) if not white]
        dice, joker = set(), None
        for arg in action.args:
            if arg.startswith("white:"):
                dice.add("dw")
                joker = arg[6:] if state.rolled_white == "dino" else None
                continue
            for index, (field, face) in enumerate(free):
                if face == arg:
                    dice.add(field)
                    del free[index]
                    break
        return _selection(dice, joker)

    def buttons(self, state: State) -> list[Action]:
        """Everything that is not done by clicking dice or fields: rolling again, cards, go, stop,
        done, finish, continue – and turning the white die into the dino."""
        out = []
        for action in state.legal_actions():
            if action.kind in ("place", "step"):
                continue
            if action.kind == "turn" and not action.args[0].endswith(">dino"):
                continue
            out.append(action)
        return out


__all__ = ["MagischeTiereUI"]
