"""The saved-game format of Wispwood as a strict pydantic model: every field ``to_dict`` writes, with
its type, its range and the keys each phase needs. ``Game.state_from_dict`` checks a save against it
before ``WispwoodState._validate`` checks what the rules make impossible.

>>> import boardtutor, json
>>> game = boardtutor.load("wispwood")
>>> data = json.loads(game.new_initial_state(2, seed=1).to_json())
>>> data["pond"] = ["orb"] * 9
>>> try:
...     game.state_from_dict(data)
... except boardtutor.RuleViolation as exc:
...     print(exc.message("en"))
The saved game cannot be loaded: “pond” has too many entries (at most 8).
"""

from __future__ import annotations

from typing import Annotated, Literal, Optional

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from ... import savegame
from .forest import DATA, GRID_SIZES, KINDS, LETTER, parse_cell
from .rules import FIREFLIES, GHOST, PHASES, RIM_ORDERS, SHAPE_NAMES, SPOTS, TILES_PER_KIND

SavedState = savegame.SavedState

Kind = Literal[tuple(KINDS)]  # type: ignore[valid-type]
GoalKind = Literal[tuple(DATA["goal_kinds"])]  # type: ignore[valid-type]
Goal = Literal[tuple(DATA["goals"])]  # type: ignore[valid-type]
Tile = Literal[tuple(sorted(LETTER.values())) + ("T", "C")]  # type: ignore[valid-type]
CELL_PATTERN = r"^[a-k](1[01]|[1-9])$"


def _field_name(name: str) -> str:
    if parse_cell(name) is None or name != name.strip().lower():
        raise PydanticCustomError("wispwood.save.cell", "not a field of the sheet", {"value": name[:12]})
    return name


Cell = Annotated[str, Field(max_length=3, json_schema_extra={"pattern": CELL_PATTERN}), AfterValidator(_field_name)]
Spot = Annotated[int, Field(ge=0, le=SPOTS - 1)]
Seat = Annotated[int, Field(ge=0, le=DATA["max_players"] - 1)]
TileCount = Annotated[int, Field(ge=0, le=TILES_PER_KIND)]
Points = Annotated[int, Field(ge=0, le=999)]
MAX_FOREST = GRID_SIZES[-1] ** 2
SOLO_PHASES = ("setup_ranks", "firefly", "ghost_cat")


def _problem(what: str, english: str, **ctx) -> PydanticCustomError:
    return PydanticCustomError(f"wispwood.save.{what}", english, ctx)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Counts(_Strict):
    """Tiles per wisp kind (the discard pile, the ghost's wisps)."""

    pumpkin: TileCount
    hat: TileCount
    heart: TileCount
    orb: TileCount


class TurnInfo(_Strict):
    """What the current player has done so far in this turn."""

    refreshed: bool
    cat_refreshed: bool
    spot: Optional[Spot]
    kind: Optional[Kind]
    shape: Optional[Literal[SHAPE_NAMES]]  # type: ignore[valid-type]
    cat_shape: bool
    placed: Optional[list[Cell]] = Field(min_length=2, max_length=4)
    trees: int = Field(ge=0, le=2)


class GhostTook(_Strict):
    """The ghost's last take: the pond field, the kind and the fields its cat saw."""

    spot: Spot
    kind: Kind
    seen: list[Spot] = Field(min_length=1, max_length=max(FIREFLIES))


class Ghost(_Strict):
    """The solo ghost: its points helper, its kinds top to bottom, its wisps, its cat, the fireflies."""

    level: Literal[tuple(sorted(DATA["ghost_helpers"]))]  # type: ignore[valid-type]
    ranks: list[Kind] = Field(max_length=len(KINDS))
    collected: Counts
    cat: Optional[Spot]
    fireflies: list[Literal[tuple(sorted(set(FIREFLIES)))]] = Field(max_length=len(FIREFLIES))  # type: ignore[valid-type]
    took: Optional[GhostTook]


RoundEntry = dict[Literal[tuple(DATA["goals"]) + ("full_grid", "total")], Points]  # type: ignore[misc]


class Save(SavedState):
    """A saved Wispwood position (``WispwoodState.to_dict``)."""

    game: Literal["wispwood"]
    solo: bool
    rounds: Literal[2, 3]
    goal_kinds: list[GoalKind] = Field(min_length=len(DATA["goal_kinds"]) - 1, max_length=len(DATA["goal_kinds"]))
    goals: list[Goal] = Field(max_length=len(DATA["goal_kinds"]))
    rims: Optional[Literal[RIM_ORDERS]]  # type: ignore[valid-type]
    pond: list[Optional[Literal[tuple(KINDS) + (GHOST,)]]] = Field(min_length=SPOTS, max_length=SPOTS)  # type: ignore[misc]
    discard: Counts
    forests: list[dict[Cell, Tile]] = Field(min_length=1, max_length=DATA["max_players"])
    cats: list[Literal["ready", "hidden"]] = Field(min_length=1, max_length=DATA["max_players"])
    score: list[Annotated[int, Field(ge=0, le=9999)]] = Field(min_length=2, max_length=DATA["max_players"])
    full_grids: list[Annotated[int, Field(ge=0, le=len(GRID_SIZES))]] = Field(min_length=2, max_length=DATA["max_players"])
    round_scores: list[Annotated[list[RoundEntry], Field(max_length=len(GRID_SIZES))]] = Field(min_length=2, max_length=DATA["max_players"])
    round: int = Field(ge=1, le=len(GRID_SIZES))
    start: Seat
    turn: Seat
    ending: bool
    refill: list[Spot] = Field(max_length=SPOTS)
    after_refill: Literal["setup", "setup_done", "ghost", "turn"]
    turn_info: TurnInfo
    cat_queue: list[Seat] = Field(max_length=DATA["max_players"])
    ghost: Optional[Ghost]
    phase: Literal[tuple(sorted(PHASES))]  # type: ignore[valid-type]

    @model_validator(mode="after")
    def _seats_and_phase_needs(self) -> "Save":
        players = len(self.names)
        if self.solo:
            if players != 2:
                raise _problem("solo_seats", "a solo game has two seats: you and the ghost", count=players)
            if self.ghost is None:
                raise _problem("ghost_missing", "a solo game needs the ghost")
        else:
            if players < 2:
                raise _problem("players", "2 to 4 players", count=players)
            if self.ghost is not None:
                raise _problem("ghost_extra", "only a solo game has a ghost")
        humans = 1 if self.solo else players
        for name, value, count in (("forests", self.forests, humans), ("cats", self.cats, humans), ("score", self.score, players),
                                   ("full_grids", self.full_grids, players), ("round_scores", self.round_scores, players)):
            if len(value) != count:
                raise _problem("seats", "one entry per seat", field=name, count=len(value), expected=count)
        for name, value in (("start", self.start), ("turn", self.turn)):
            if value >= humans:
                raise _problem("seat", "no such seat", field=name, value=value + 1, count=humans)
        for forest in self.forests:
            if len(forest) > MAX_FOREST:
                raise _problem("forest_tiles", "too many tiles in a forest", count=len(forest), limit=MAX_FOREST)
        if self.round > self.rounds:
            raise _problem("round", "no such round", round=self.round, rounds=self.rounds)
        phase, info = self.phase, self.turn_info
        if phase in SOLO_PHASES and not self.solo:
            raise _problem("solo_phase", "only in a solo game", phase=phase)
        needs = {"shape": ("spot", "kind"), "place": ("spot", "kind", "shape"), "wisp": ("spot", "kind", "shape", "placed")}
        for name in needs.get(phase, ()):
            if getattr(info, name) is None:
                raise _problem("phase_needs", "this phase needs it", phase=phase, field=f"turn_info → {name}")
        if phase == "trees" and info.trees < 1:
            raise _problem("phase_needs", "this phase needs it", phase=phase, field="turn_info → trees")
        if phase == "refill" and not self.refill:
            raise _problem("phase_needs", "this phase needs it", phase=phase, field="refill")
        if phase == "cat_move" and not self.cat_queue:
            raise _problem("phase_needs", "this phase needs it", phase=phase, field="cat_queue")
        if phase != "refill" and self.refill:
            raise _problem("phase_empty", "must be empty in this phase", phase=phase, field="refill")
        if phase != "cat_move" and self.cat_queue:
            raise _problem("phase_empty", "must be empty in this phase", phase=phase, field="cat_queue")
        return self


__all__ = ["Counts", "Ghost", "GhostTook", "Save", "TurnInfo"]
