"""The saved-game format of the Woodwalkers duel as a strict pydantic model (``Save``).

It checks each field's type and range and which fields each phase needs; the invariants that tie
fields together (every animal exactly once, every tile exactly once, who may stand where) are in
``WoodwalkersState._validate``. ``tools/save_schemas.py`` publishes it as ``save.schema.json``.

>>> import boardtutor
>>> game = boardtutor.load("woodwalkers")
>>> data = game.new_initial_state(players=2, seed=1).to_dict()
>>> Save.model_validate(data, strict=True).phase
'setup_draw'
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from ... import savegame
from .rules import ALL_FIELDS, ANIMALS, CATEGORIES, DATA, FOREST_FIELDS, MAX_WOUNDS, PHASES

SavedState = savegame.SavedState

MAX_PLAYERS = 4
TILE_KINDS: tuple[str, ...] = tuple(DATA["forest_tiles"]["day"])
MOST_OF_KIND = {kind: max(mix.get(kind, 0) for mix in DATA["forest_tiles"].values()) for kind in TILE_KINDS}
FLAG_VALUES = sorted({int(kind[4:]) for mix in DATA["forest_tiles"].values() for kind in mix if kind.startswith("flag")})
MEDICINE_TILES = max(mix["medicine"] for mix in DATA["forest_tiles"].values())


def score_limit(players: int, with_flags: bool = True) -> int:
    """The most points all players together can have: every duel wounds one animal (at most
    ``MAX_WOUNDS`` per animal, plus one more for each medicine that healed a wound), every points
    tile gives one, and at the end the flags count.

    >>> score_limit(2), score_limit(4)
    (136, 220)
    """
    duels = players * len(ANIMALS) * MAX_WOUNDS + MEDICINE_TILES
    flags = max(sum(int(k[4:]) * n for k, n in mix.items() if k.startswith("flag")) for mix in DATA["forest_tiles"].values())
    points = MOST_OF_KIND["points"]
    return DATA["duel_win_points"] * duels + points + (flags if with_flags else 0)


def _real_field(name: str) -> str:
    if name not in ALL_FIELDS:
        raise PydanticCustomError("woodwalkers.save.no_field", "{field} is not a field of the board", {"field": name})
    return name


def _forest_field(name: str) -> str:
    if name not in FOREST_FIELDS:
        raise PydanticCustomError("woodwalkers.save.not_forest", "{field} is not a forest field", {"field": name})
    return name


def _wound_count(count: int) -> int:
    if not 0 <= count < MAX_WOUNDS:
        raise PydanticCustomError("woodwalkers.save.wound_count", "{count} wounds are impossible", {"count": count})
    return count


def _as_tuple(value: Any) -> Any:
    """JSON has no tuples: a list of the right length is read as one (anything else stays and is refused)."""
    return tuple(value) if isinstance(value, list) else value


def _unique(items: list) -> list:
    seen = set()
    for item in items:
        if item in seen:
            raise PydanticCustomError("woodwalkers.save.listed_twice", "{item} is listed twice", {"item": item})
        seen.add(item)
    return items


FieldName = Annotated[str, Field(max_length=3, json_schema_extra={"enum": sorted(ALL_FIELDS)}), AfterValidator(_real_field)]
ForestField = Annotated[str, Field(max_length=3, json_schema_extra={"enum": sorted(FOREST_FIELDS)}), AfterValidator(_forest_field)]
Seat = Annotated[int, Field(ge=0, lt=MAX_PLAYERS)]
Animal = Literal[ANIMALS]  # type: ignore[valid-type]
Category = Literal[CATEGORIES]  # type: ignore[valid-type]
TileKind = Literal[TILE_KINDS]  # type: ignore[valid-type]
Die = Annotated[int, Field(ge=1, le=6)]
WoundCount = Annotated[int, AfterValidator(_wound_count), Field(json_schema_extra={"minimum": 0, "maximum": MAX_WOUNDS - 1})]
Phase = Literal[tuple(sorted(PHASES))]  # type: ignore[valid-type]
Score = Annotated[int, Field(ge=0, le=score_limit(MAX_PLAYERS))]


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class ForestPool(_Part):
    """How many forest tiles of each kind still lie face down."""

    flag2: int = Field(ge=0, le=MOST_OF_KIND["flag2"])
    flag3: int = Field(ge=0, le=MOST_OF_KIND["flag3"])
    flag4: int = Field(ge=0, le=MOST_OF_KIND["flag4"])
    flag5: int = Field(ge=0, le=MOST_OF_KIND["flag5"])
    flag6: int = Field(ge=0, le=MOST_OF_KIND["flag6"])
    flag7: int = Field(ge=0, le=MOST_OF_KIND["flag7"])
    flag8: int = Field(ge=0, le=MOST_OF_KIND["flag8"])
    medicine: int = Field(ge=0, le=MOST_OF_KIND["medicine"])
    die: int = Field(ge=0, le=MOST_OF_KIND["die"])
    points: int = Field(ge=0, le=MOST_OF_KIND["points"])


assert set(ForestPool.model_fields) == set(TILE_KINDS), "data.json forest tile kinds changed: update ForestPool"


class Inventory(_Part):
    """The forest tiles a player keeps until they use them."""

    medicine: int = Field(ge=0, le=MOST_OF_KIND["medicine"])
    die: int = Field(ge=0, le=MOST_OF_KIND["die"])


class Stack(_Part):
    """The face-down battle-mode tiles left, per category."""

    endurance: int = Field(ge=0, le=DATA["battle_mode_tiles"]["endurance"])
    speed: int = Field(ge=0, le=DATA["battle_mode_tiles"]["speed"])
    intelligence: int = Field(ge=0, le=DATA["battle_mode_tiles"]["intelligence"])
    strength: int = Field(ge=0, le=DATA["battle_mode_tiles"]["strength"])


assert set(Stack.model_fields) == set(CATEGORIES), "data.json categories changed: update Stack"


class Duel(_Part):
    """A duel being fought: the attacker has left ``origin`` and attacks the defender on ``field``."""

    challenger: Seat
    defender: Seat
    c_animal: Animal
    d_animal: Animal
    origin: FieldName
    field: FieldName
    category: Category
    guess: Optional[Animal]
    c_die: Optional[Die]
    d_die: Optional[Die]
    deciding: Seat


class DuelResult(_Part):
    """How the last duel went (shown on the board and in the walkthroughs)."""

    challenger: Seat
    defender: Seat
    c_animal: Animal
    d_animal: Animal
    field: FieldName
    category: Category
    guess: Optional[Animal]
    c_die: Die
    d_die: Die
    c_value: int = Field(ge=-MAX_WOUNDS, le=6)
    d_value: int = Field(ge=-MAX_WOUNDS, le=6)
    c_bonus: int = Field(ge=0, le=1)
    d_bonus: int = Field(ge=0, le=1)
    c_total: int = Field(ge=-MAX_WOUNDS, le=13)
    d_total: int = Field(ge=-MAX_WOUNDS, le=13)
    winner: Seat
    loser: Seat
    removed: bool


class LastDuel(DuelResult):
    returned_to: Optional[FieldName] = None
    """The start field the loser went back to (absent while they still choose, or when it was removed)."""


class DuelEvent(DuelResult):
    type: Literal["duel"]


class RevealEvent(_Part):
    type: Literal["reveal"]
    field: ForestField
    seat: Seat
    found: TileKind


class Pending(_Part):
    """What waits for an answer: a forest tile to turn over (``field``, ``seat``) or a beaten animal
    to put back on a start field (``seat``, ``animal``)."""

    seat: Seat
    field: Optional[ForestField] = None
    animal: Optional[Animal] = None


DUEL_PHASES = frozenset({"guess", "duel_roll_challenger", "duel_roll_defender", "duel_reroll", "duel_decide"})
ROLLING_PHASES = frozenset({"roll_or_skip", "roll", "move", "reveal", "return"}) | DUEL_PHASES
DIE_PHASES = frozenset({"move", "reveal", "return"}) | DUEL_PHASES
"""Phases after a roll: the die shows what was rolled for the move."""


def _need(phase: str, field: str) -> PydanticCustomError:
    return PydanticCustomError("woodwalkers.save.phase_needs", "in phase {phase} {field} is needed", {"phase": phase, "field": field})


def _forbid(phase: str, field: str) -> PydanticCustomError:
    return PydanticCustomError("woodwalkers.save.phase_forbids", "in phase {phase} {field} must be null", {"phase": phase, "field": field})


class Save(SavedState):
    """A saved Woodwalkers position (``WoodwalkersState.to_dict()``)."""

    game: Literal["woodwalkers"]
    names: SavedState.model_fields["names"].annotation = Field(min_length=2, max_length=MAX_PLAYERS)  # type: ignore[valid-type]
    variant: Literal[tuple(DATA["forest_tiles"])]  # type: ignore[valid-type]
    board: dict[FieldName, Annotated[tuple[Seat, Animal], BeforeValidator(_as_tuple)]] = Field(max_length=MAX_PLAYERS * len(ANIMALS))
    wounds: list[dict[Animal, WoundCount]] = Field(min_length=2, max_length=MAX_PLAYERS)
    hidden_forest: Annotated[list[ForestField], AfterValidator(_unique)] = Field(max_length=len(FOREST_FIELDS))
    flags: dict[ForestField, int] = Field(max_length=len(FOREST_FIELDS))
    forest_pool: ForestPool
    inventory: list[Inventory] = Field(min_length=2, max_length=MAX_PLAYERS)
    score: list[Score] = Field(min_length=2, max_length=MAX_PLAYERS)
    display: list[Category] = Field(max_length=DATA["display_size"])
    stack: Stack
    discard: list[Category] = Field(max_length=sum(DATA["battle_mode_tiles"].values()))
    category: Optional[Category]
    marker: Seat
    turn: Seat
    last_round: bool
    phase: Phase
    die: Optional[Die]
    duel: Optional[Duel]
    last_duel: Optional[LastDuel]
    pending: Optional[Pending]
    final_flags: Optional[list[Annotated[tuple[FieldName, Seat, int], BeforeValidator(_as_tuple)]]] = Field(max_length=len(FOREST_FIELDS))
    event: Optional[Annotated[Union[RevealEvent, DuelEvent], Field(discriminator="type")]]
    revealed: Annotated[list[Annotated[tuple[Seat, Animal], BeforeValidator(_as_tuple)]], AfterValidator(_unique)] = Field(
        default=[], max_length=MAX_PLAYERS * len(ANIMALS), description="night: the animals a duel has shown to everyone")

    @model_validator(mode="after")
    def _seats_and_phase(self) -> "Save":
        players = len(self.names)
        for field in ("wounds", "inventory", "score"):
            if len(getattr(self, field)) != players:
                raise PydanticCustomError(
                    "woodwalkers.save.per_seat",
                    "{field} needs one entry per player",
                    {"field": field, "count": len(getattr(self, field)), "players": players},
                )
        seats: list[tuple[str, int]] = [("marker", self.marker), ("turn", self.turn)]
        seats += [(f"board → {field}", seat) for field, (seat, _) in self.board.items()]
        if self.duel:
            seats += [(f"duel → {k}", getattr(self.duel, k)) for k in ("challenger", "defender", "deciding")]
        if self.last_duel:
            seats += [(f"last_duel → {k}", getattr(self.last_duel, k)) for k in ("challenger", "defender", "winner", "loser")]
        if self.pending:
            seats.append(("pending → seat", self.pending.seat))
        if isinstance(self.event, RevealEvent):
            seats.append(("event → seat", self.event.seat))
        seats += [(f"final_flags → {field}", seat) for field, seat, _ in self.final_flags or []]
        seats += [("revealed", seat) for seat, _ in self.revealed]
        for where, seat in seats:
            if seat >= players:
                raise PydanticCustomError(
                    "woodwalkers.save.seat",
                    "{place}: there is no seat {seat}",
                    {"place": where, "seat": seat, "players": players, "last": players - 1},
                )
        for field, value in self.flags.items():
            if value not in FLAG_VALUES:
                raise PydanticCustomError("woodwalkers.save.flag_value", "no flag worth {value}", {"field": field, "value": value, "values": ", ".join(map(str, FLAG_VALUES))})
        self._phase_needs()
        return self

    def _phase_needs(self) -> None:
        phase = self.phase
        needs = {
            "category": phase in ROLLING_PHASES or phase == "refill",
            "duel": phase in DUEL_PHASES,
            "pending": phase in ("reveal", "return"),
            "final_flags": phase == "end",
            "last_duel": phase == "return",
        }
        for field, needed in needs.items():
            value = getattr(self, field)
            if needed and value is None:
                raise _need(phase, field)
            if not needed and value is not None and field != "last_duel":
                raise _forbid(phase, field)
        if phase in DIE_PHASES and self.die is None:
            raise _need(phase, "die")
        if phase not in DIE_PHASES and phase != "roll" and self.die is not None:
            raise _forbid(phase, "die")
        if self.pending is not None:
            wanted = {"reveal": "field", "return": "animal"}[phase]
            other = "animal" if wanted == "field" else "field"
            if getattr(self.pending, wanted) is None:
                raise _need(phase, f"pending → {wanted}")
            if other in self.pending.model_fields_set:
                raise _forbid(phase, f"pending → {other}")
        if self.duel is not None:
            dice = {
                "guess": (False, False),
                "duel_roll_challenger": (False, False),
                "duel_roll_defender": (True, False),
                "duel_reroll": (True, True),
                "duel_decide": (True, True),
            }[phase]
            for key, needed in zip(("c_die", "d_die"), dice):
                value = getattr(self.duel, key)
                if needed and value is None:
                    raise _need(phase, f"duel → {key}")
                if not needed and value is not None:
                    raise _forbid(phase, f"duel → {key}")
            if phase == "guess" and self.duel.guess is not None:
                raise _forbid(phase, "duel → guess")
