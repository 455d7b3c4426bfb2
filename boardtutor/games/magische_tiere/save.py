"""The saved-state format of the dino game as a strict pydantic model (``Save``).

Every field ``MagischeTiereState.to_dict`` writes, with its exact type and range, and what each phase
needs (a pending roll has loose dice, a drawn card has a card row that acts, the end has an ending …).
What needs the whole position — each die and card exactly once, children only on lit tiles, the
watchman, Ida and the children where the rules can bring them — is checked by
``MagischeTiereState._validate`` after this model. ``save.schema.json`` is generated from it
(``tools/save_schemas.py``).

>>> import boardtutor
>>> game = boardtutor.load("magische_tiere")
>>> data = game.new_initial_state(players=2, seed=1).to_dict()
>>> try:
...     game.state_from_dict({**data, "loose_blue": 1000000})
... except boardtutor.RuleViolation as exc:
...     print(exc.message("en"))
The saved game cannot be loaded: “loose_blue” is 1000000, but it cannot be more than 6.
"""

from __future__ import annotations

from typing import Annotated, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from boardtutor import savegame

from .rules import BLUE_DICE, CARD_COUNTS, DATA, GOAL, IDA_START, ROWS, SYMBOLS, TILES, WATCHMAN_START, field_name

SavedState = savegame.SavedState
_Names = SavedState.model_fields["names"].annotation
"""A list of player names (text of at most ``MAX_NAME`` printable characters each)."""

Child = Literal["eddie", "helene", "jo", "schoki"]
Card = Literal[
    "watchman_back", "watchman_rests", "ida_step", "light_one", "light_two", "turn_one", "turn_two",
    "reroll_cap_one", "reroll_cap_two", "steps_two", "steps_three",
]
Row = Literal["card", "light", "shoe", "cap", "ida"]
BlueFace = Literal["card", "light", "shoe", "cap", "ida"]
WhiteFace = Literal["card", "light", "shoe", "cap", "ida", "dino"]
Die = Literal["blue", "white"]
Phase = Literal["roll", "roll_white", "place", "turning", "ready", "draw", "steps", "distracted", "end"]
"""Every phase a saved state can be in (``acting`` is only passed through inside one action)."""
Ending = Literal["win", "narrow", "loss"]
Resumed = Literal["place", "ready", "steps"]

WAY_FIELDS = tuple(dict.fromkeys(field_name(p) for p in range(0, GOAL + 1)))
RED_FIELDS = tuple(field_name(p, "red") for p in range(WATCHMAN_START, 0))
ORANGE_FIELDS = tuple(field_name(p, "orange") for p in range(IDA_START, 0))
WayField = Literal[WAY_FIELDS]  # type: ignore[valid-type]
WatchmanField = Literal[RED_FIELDS + WAY_FIELDS]  # type: ignore[valid-type]
IdaField = Literal[ORANGE_FIELDS + WAY_FIELDS]  # type: ignore[valid-type]

MAX_DICE = BLUE_DICE + 1
"""The six blue dice and the white one."""
MAX_STEPS = max(ROWS["shoe"]) + sum(n * {"steps_two": 2, "steps_three": 3}[k] for k, n in CARD_COUNTS.items() if k.startswith("steps_"))
"""The most steps one turn can give: the full shoe row and every step card."""
MAX_TURNS = 100_000
MAX_EVENTS = 64
"""What one action reports is short (a whole row of actions: well under 30 events)."""


def _fail(what: str, english: str, **ctx) -> PydanticCustomError:
    return PydanticCustomError(f"magische_tiere.save.{what}", english, ctx)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Children(_Strict):
    """Where each child stands: 0 is the big purple start field, ``GOAL`` Silas's tile."""

    eddie: int = Field(ge=0, le=GOAL)
    helene: int = Field(ge=0, le=GOAL)
    jo: int = Field(ge=0, le=GOAL)
    schoki: int = Field(ge=0, le=GOAL)


class Deck(_Strict):
    """How many cards of each kind are still in the face-down pile."""

    watchman_back: int = Field(ge=0, le=CARD_COUNTS["watchman_back"])
    watchman_rests: int = Field(ge=0, le=CARD_COUNTS["watchman_rests"])
    ida_step: int = Field(ge=0, le=CARD_COUNTS["ida_step"])
    light_one: int = Field(ge=0, le=CARD_COUNTS["light_one"])
    light_two: int = Field(ge=0, le=CARD_COUNTS["light_two"])
    turn_one: int = Field(ge=0, le=CARD_COUNTS["turn_one"])
    turn_two: int = Field(ge=0, le=CARD_COUNTS["turn_two"])
    reroll_cap_one: int = Field(ge=0, le=CARD_COUNTS["reroll_cap_one"])
    reroll_cap_two: int = Field(ge=0, le=CARD_COUNTS["reroll_cap_two"])
    steps_two: int = Field(ge=0, le=CARD_COUNTS["steps_two"])
    steps_three: int = Field(ge=0, le=CARD_COUNTS["steps_three"])


class Tray(_Strict):
    """The dice on each row of the tray (at most one per field of the row)."""

    card: list[Die] = Field(max_length=len(ROWS["card"]))
    light: list[Die] = Field(max_length=len(ROWS["light"]))
    shoe: list[Die] = Field(max_length=len(ROWS["shoe"]))
    cap: list[Die] = Field(max_length=len(ROWS["cap"]))
    ida: list[Die] = Field(max_length=len(ROWS["ida"]))


# -- what the last action did (for narration); one model per kind of event ----------------------------
class _NoDetail(_Strict):
    type: Literal["no_fit", "watchman_rests", "ida_enters", "ida_blocked", "distracted", "next_turn", "white_die"]


class _StepsLost(_Strict):
    type: Literal["steps_lost"]
    steps: int = Field(ge=1, le=MAX_STEPS)


class _CardEvent(_Strict):
    type: Literal["drew", "used"]
    card: Card


class _RowEvent(_Strict):
    type: Literal["covered", "uncovered"]
    row: Row


class _Lit(_Strict):
    type: Literal["lit"]
    tiles: int = Field(ge=1, le=TILES)
    total: int = Field(ge=1, le=TILES)


class _Caught(_Strict):
    type: Literal["caught"]
    children: list[Child] = Field(min_length=1, max_length=4)
    field: WayField


class _Watchman(_Strict):
    type: Literal["watchman"]
    field: WatchmanField


class _Ida(_Strict):
    type: Literal["ida"]
    field: IdaField


class _Step(_Strict):
    type: Literal["step"]
    child: Child
    field: WayField


class _Arrived(_Strict):
    type: Literal["arrived"]
    child: Child


class _BackToStart(_Strict):
    type: Literal["back_to_start"]
    children: list[Child] = Field(min_length=1, max_length=4)


class _Turned(_Strict):
    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=True)

    type: Literal["turned"]
    from_: WhiteFace = Field(alias="from")
    to: WhiteFace
    white: bool


Event = Annotated[
    Union[_NoDetail, _StepsLost, _CardEvent, _RowEvent, _Lit, _Caught, _Watchman, _Ida, _Step, _Arrived, _BackToStart, _Turned],
    Field(union_mode="left_to_right"),
]


# -- the whole state -------------------------------------------------------------------------------------
_RESUME = {
    "roll": [[]],
    "roll_white": [[]],
    "place": [[]],
    "ready": [[]],
    "draw": [[]],
    "turning": [["place"]],
    "steps": [[], ["place"], ["ready"]],
    "distracted": [[], ["place"], ["ready"], ["steps"], ["place", "steps"], ["ready", "steps"]],
}
_RESUME["end"] = _RESUME["distracted"]


class Save(SavedState):
    """A saved position of the dino game (see ``MagischeTiereState`` for what each field means)."""

    game: Literal["magische_tiere"]
    names: _Names = Field(min_length=DATA["players"]["min"], max_length=DATA["players"]["max"])
    turn: int = Field(ge=0, le=DATA["players"]["max"] - 1, description="the seat whose turn it is")
    turns: int = Field(ge=0, le=MAX_TURNS, description="turns finished so far")
    children: Children
    caught: list[Child] = Field(max_length=4)
    watchman: int = Field(ge=WATCHMAN_START, le=GOAL)
    ida: Optional[int] = Field(ge=IDA_START, le=GOAL, description="None while Ida waits on the tray")
    lit: int = Field(ge=0, le=TILES, description="path tiles lit, from the start of the way")
    deck: Deck
    hand: list[Card] = Field(max_length=sum(CARD_COUNTS.values()))
    covered: list[Row] = Field(max_length=len(SYMBOLS))
    white_owned: bool
    variant: bool
    ending: Optional[Ending]
    events: list[Event] = Field(max_length=MAX_EVENTS)
    phase: Phase
    tray: Tray
    loose_blue: int = Field(ge=0, le=BLUE_DICE)
    loose_white: bool
    idle: int = Field(ge=0, le=MAX_DICE)
    rolled: list[BlueFace] = Field(max_length=BLUE_DICE)
    rolled_white: Optional[WhiteFace]
    caps_now: int = Field(ge=0, le=MAX_DICE)
    forced: bool
    row: int = Field(ge=-1, le=len(SYMBOLS) - 1, description="the row acting now (-1 before the actions)")
    left: int = Field(ge=0, le=max(max(v) for v in ROWS.values()))
    acting: bool
    resting: bool
    drew: int = Field(ge=0, le=max(ROWS["card"]))
    steps_left: int = Field(ge=0, le=MAX_STEPS)
    turns_left: int = Field(ge=0, le=2)
    resume: list[Resumed] = Field(max_length=2)

    @model_validator(mode="after")
    def _phase_needs(self) -> "Save":
        phase = self.phase
        if self.turn >= len(self.names):
            raise _fail("turn", "turn {turn} but only {players} players", turn=self.turn + 1, players=len(self.names))
        if self.turn != self.turns % len(self.names):
            raise _fail("turn_order", "the turn passes clockwise", turns=self.turns, players=len(self.names),
                        expected=self.turns % len(self.names) + 1, turn=self.turn + 1)
        for name, items in (("caught", self.caught), ("covered", self.covered)):
            twice = next((x for x in items if items.count(x) > 1), None)
            if twice is not None:
                raise _fail(f"{name}_twice", "{item} listed twice", item=twice)
        if (phase == "end") != (self.ending is not None):
            raise _fail("ending", "the phase and the ending do not fit", phase=phase, ending=str(self.ending).lower())
        if self.resume not in _RESUME[phase]:
            if not self.resume:
                raise _fail("resume_missing", "the phase must know what comes after it", phase=phase)
            raise _fail("resume", "the phase cannot be interrupted like that", phase=phase, resume=", ".join(self.resume))
        base = self.resume[0] if self.resume else phase
        loose = self.loose_blue + int(self.loose_white)
        if base == "roll" and (not self.loose_blue or self.rolled or self.rolled_white is not None):
            raise _fail("roll_needs", "a roll of the blue dice needs loose blue dice that show nothing yet")
        if base == "roll_white" and (not self.loose_white or self.rolled_white is not None or len(self.rolled) != self.loose_blue):
            raise _fail("roll_white_needs", "a roll of the white die needs the white die loose")
        if base in ("place", "turning") and (
            not loose or len(self.rolled) != self.loose_blue or (self.rolled_white is not None) != self.loose_white
        ):
            raise _fail("place_needs", "the rolled dice must be the loose dice", loose=self.loose_blue, rolled=len(self.rolled))
        if base not in ("roll", "roll_white", "place", "turning") and (loose or self.rolled or self.rolled_white is not None):
            raise _fail("all_placed", "every die must lie on the tray now", phase=phase, loose=loose)
        if self.forced and base not in ("roll", "roll_white", "place"):
            raise _fail("forced", "forced placing only right after a reroll card")
        if self.caps_now and base not in ("roll_white", "place"):
            raise _fail("caps_now", "caps of a roll only while its dice are placed", caps=self.caps_now)
        if (phase == "turning") != (self.turns_left > 0):
            raise _fail("turns_left", "turns to make only while turning dice", turns=self.turns_left)
        if phase == "steps" and not self.steps_left:
            raise _fail("steps_none", "sharing out steps needs steps")
        if phase not in ("steps", "distracted", "end") and self.steps_left:
            raise _fail("steps_left", "steps left only while sharing out steps", steps=self.steps_left, phase=phase)
        if phase == "distracted" and bool(self.steps_left) != (self.resume[-1:] == ["steps"]):
            raise _fail("steps_left", "steps left only while sharing out steps", steps=self.steps_left, phase=phase)
        if self.acting != (self.row >= 0):
            raise _fail("acting", "the actions run exactly when a row is acting", row=self.row + 1)
        if self.row < 0 and (self.left or self.drew):
            raise _fail("not_acting", "no row is acting yet", left=self.left, drew=self.drew)
        if phase == "draw" and (self.row != 0 or not self.left):
            raise _fail("draw_needs", "a card is drawn only by the card row", row=self.row + 1, left=self.left)
        if self.acting and base in ("roll", "roll_white", "place") and not (self.forced and self.row == 1):
            raise _fail("acting_roll", "dice are rolled during the actions only after a reroll card")
        if self.acting and base == "ready" and self.row != 1:
            raise _fail("acting_ready", "the actions pause only after the card row", row=self.row + 1)
        if phase in ("steps", "distracted", "end") and self.resume in ([], ["steps"]):
            # what the rows themselves started, not a card: steps (shoe row), a distraction, the end
            started = "steps" if phase == "steps" or self.resume else phase
            rows = {"steps": (2,), "distracted": (3, 4), "end": (2, 3, 4)}[started]
            if not self.acting or self.row not in rows:
                raise _fail("row_for_phase", "this comes only from a row's action", phase=phase, row=self.row)
        return self


__all__ = ["Save"]
