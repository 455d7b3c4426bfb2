"""The saved-game format of Tawa Hallae as a strict pydantic model (``Game.save_model``).

Types, ranges and names only: which fields, animals, facings and phases exist, how long each list may
be, and which keys each step still to do (``pending``) and each last event need. What the rulebook
makes impossible (an animal twice, a lion in its own defence area, points without a hunt, …) is
checked by ``TawaHallaeState._validate`` after this model.

>>> import boardtutor
>>> game = boardtutor.load("tawa_hallae")
>>> data = game.new_initial_state(seed=1).to_dict()
>>> Save.model_validate(data, strict=True).stage
'play'
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Discriminator, Field, Tag, WithJsonSchema, model_validator
from pydantic_core import PydanticCustomError

from ... import savegame
from .rules import ANIMALS, FACINGS, FIELDS, FREE_AT_MOST, PACKS, SEATS, WIN_POINTS

SavedState = savegame.SavedState

Seat = Annotated[int, Field(ge=0, le=1)]
"""0 = red, 1 = blue (a whole number: true/false is refused, which a Literal[0, 1] would let through)."""
Kind = Literal[tuple(ANIMALS)]  # type: ignore[valid-type]
Facing = Literal[tuple(FACINGS)]  # type: ignore[valid-type]


def _field_exists(name: str) -> str:
    if name not in FIELDS:
        raise PydanticCustomError("tawa_hallae.save.no_field", "no such field", {"field": name[:12]})
    return name


FieldName = Annotated[str, Field(max_length=3), AfterValidator(_field_exists), WithJsonSchema({"type": "string", "enum": list(FIELDS)})]
"""A field of the arena, ``a1`` … ``i13`` (a wrong one is named in the learner's words)."""
Tagged = Literal[tuple(f"{side}/{kind}" for seat, side in enumerate(SEATS) for kind in PACKS[seat])]  # type: ignore[valid-type]
PACK_SIZE = len(PACKS[0])
MOST_POINTS = WIN_POINTS - 1 + max(a.get("hunt_points", 1) for a in ANIMALS.values())
"""The most points a pack can have: 4 and then a turtle's hunt (2)."""


def _as_tuple(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


Piece = Annotated[tuple[Seat, Kind, Facing], BeforeValidator(_as_tuple)]
"""An animal on the arena: ``[seat, animal, facing]``, e.g. ``[0, "lion", "n"]``."""
Animals = Annotated[list[Kind], Field(max_length=PACK_SIZE)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Face(_Strict):
    """The mover still chooses the facing of the animal on ``field`` (one of ``options``)."""

    kind: Literal["face"]
    seat: Seat
    field: FieldName
    options: Annotated[list[Facing], Field(min_length=1, max_length=len(FACINGS))]


class Restart(_Strict):
    """After a hunt the animal goes back onto a free field of its den."""

    kind: Literal["restart"]
    seat: Seat
    animal: Kind


class Release(_Strict):
    """Freeing prisoners: ``liberator`` went into the prison, ``freed`` are placed already."""

    kind: Literal["release"]
    seat: Seat
    liberator: Kind
    freed: Annotated[list[Kind], Field(max_length=FREE_AT_MOST - 1)]


class Home(_Strict):
    """A turtle (hit, or after freeing) goes back onto a free field of its den, keeping ``facing``."""

    kind: Literal["home"]
    seat: Seat
    facing: Facing


Pending = Annotated[Union[Face, Restart, Release, Home], Field(discriminator="kind")]
Caught = Annotated[list[Tagged], Field(max_length=2 * PACK_SIZE)]


class MoveEvent(_Strict):
    """The last action was a movement (for the facts and the narration)."""

    type: Literal["move"]
    seat: Seat
    animal: Kind
    from_: FieldName = Field(alias="from")
    to: FieldName
    captured: Caught
    turtle: FieldName | None
    armour_lost: Tagged | None
    spring: bool
    goal: Literal["hunt", "prison"] | None
    web: bool
    points: int = Field(ge=0, le=2)
    danger: Annotated[list[Kind], Field(max_length=PACK_SIZE)] | None = None
    web_end: Caught | None = None


class TurnEvent(_Strict):
    """The last action turned an animal on the spot."""

    type: Literal["turn"]
    seat: Seat
    animal: Kind
    field: FieldName
    from_: Facing = Field(alias="from")
    to: Facing
    web_end: Caught | None = None


class PlaceEvent(_Strict):
    """The last action placed an animal (set-up or freeing)."""

    type: Literal["place"]
    seat: Seat
    animal: Kind
    field: FieldName
    web_end: Caught | None = None


class WebEndEvent(_Strict):
    """At the end of a turn the web caught the animals that stayed in it."""

    web_end: Caught


def _event_kind(value: Any) -> str | None:
    if isinstance(value, dict):
        return value.get("type", "web_end") if isinstance(value.get("type", "web_end"), str) else None
    return None


Event = Annotated[
    Union[
        Annotated[MoveEvent, Tag("move")],
        Annotated[TurnEvent, Tag("turn")],
        Annotated[PlaceEvent, Tag("place")],
        Annotated[WebEndEvent, Tag("web_end")],
    ],
    Discriminator(_event_kind),
]


class Result(_Strict):
    """How the game ended and who won."""

    reason: Literal["points", "captured", "blocked", "blocked_last_hunt", "blocked_draw"]
    winners: Annotated[list[Seat], Field(min_length=1, max_length=2)]
    away: Annotated[list[Tagged], Field(max_length=3)]
    """Animals on their way to their den when the game ended (the winning hunter, a turtle that was hit)."""


class Save(SavedState):
    """A saved Tawa Hallae position (``TawaHallaeState.to_dict``).

    ``board`` maps a field to ``[seat, animal, facing]`` (seat 0 = red, 1 = blue). Every animal of both
    packs is exactly once on the board, in ``prison``, in ``reserve`` (still to place in the set-up),
    in ``aside`` (not in this lesson's position) or on its way to its den (``pending``).
    """

    names: Annotated[SavedState.model_fields["names"].annotation, Field(min_length=2, max_length=2)]  # type: ignore[name-defined]
    board: Annotated[dict[FieldName, Piece], Field(max_length=2 * PACK_SIZE)]
    armour: Annotated[list[bool], Field(min_length=2, max_length=2)]
    points: Annotated[list[Annotated[int, Field(ge=0, le=MOST_POINTS)]], Field(min_length=2, max_length=2)]
    prison: Annotated[list[Animals], Field(min_length=2, max_length=2)]
    reserve: Annotated[list[Animals], Field(min_length=2, max_length=2)]
    aside: Annotated[list[Animals], Field(min_length=2, max_length=2)]
    moved: Annotated[list[Kind], Field(max_length=3)]
    pending: Annotated[list[Pending], Field(max_length=3)]
    danger: Annotated[list[Animals], Field(min_length=2, max_length=2)]
    event: Event | None
    result: Result | None
    turn: Seat
    used: int = Field(ge=0, le=3)
    allowed: Literal[2, 3]
    no_double: bool
    bonus: bool
    placed: int = Field(ge=0, le=3)
    last_hunt: Seat | None
    stage: Literal["setup", "play", "end"]

    @model_validator(mode="after")
    def _stage_needs(self) -> "Save":
        if (self.stage == "end") != (self.result is not None):
            raise PydanticCustomError("tawa_hallae.save.stage_result", "stage and result do not fit", {})
        if self.stage == "end" and self.pending:
            raise PydanticCustomError("tawa_hallae.save.pending_order", "nothing can be pending in a finished game", {})
        if self.stage == "setup" and any(p.kind != "face" for p in self.pending):
            raise PydanticCustomError("tawa_hallae.save.pending_order", "only a facing can be pending in the set-up", {})
        return self


__all__ = ["Save"]
