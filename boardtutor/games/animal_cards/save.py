"""The saved-game format of the card battle as a strict pydantic model (types, ranges, the keys each
phase needs). ``Game.state_from_dict`` checks it first; the invariants that need the whole position
(each card exactly once, who may rest, what a pending attack needs …) follow in
``AnimalCardsState._validate``. ``tools/save_schemas.py`` publishes it as ``save.schema.json``.

>>> import boardtutor, json
>>> game = boardtutor.load("animal_cards")
>>> data = json.loads(game.new_initial_state(["Mia", "Leo"], seed=1).to_json())
>>> Save.model_validate(data, strict=True).phase
'rps'
>>> try:
...     game.state_from_dict({**data, "hands": [["banana"] * 9, []]})
... except boardtutor.RuleViolation as exc:
...     print(exc.message("en"))
The saved game cannot be loaded: Player 1 has 9 cards in their hand, but a hand holds at most 5 cards.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from ...savegame import MAX_MOVES
from ... import savegame
from .rules import ALL_CARDS, ANIMAL_CARDS, ANIMALS, CARDS, CELLS, DECK, EXERCISES, FORMATS, HAND_SIZE, THROWS, TURN_LIMIT

SavedState = savegame.SavedState

DECK_SIZE = sum(DECK.values())
MAX_HEALTH = max(level["health"] for animal in ANIMALS.values() for level in animal["levels"])
MAX_DAMAGE = max(level["damage"] for animal in ANIMALS.values() for level in animal["levels"])
MAX_REPS = max(level["reps"] for animal in ANIMALS.values() for level in animal["levels"])
MAX_BOOST = max(spec.get("boost", 0) for spec in CARDS.values())
MAX_SHIELD = max(spec.get("shield", 0) for spec in CARDS.values())
MAX_TOTAL = MAX_DAMAGE + 1 + MAX_BOOST

Card = Literal[ALL_CARDS]
AnimalCard = Literal[ANIMAL_CARDS]
LevelOne = Literal[tuple(card for card in ANIMAL_CARDS if card.endswith("1"))]
Animal = Literal[tuple(ANIMALS)]
Cell = Literal[CELLS]
Seat = Annotated[int, Field(ge=0, le=1)]
HealthCard = Literal[tuple(card for card, spec in CARDS.items() if spec["type"] == "health")]
ItemCard = Literal[tuple(card for card, spec in CARDS.items() if spec["type"] != "health")]
Phase = Literal["rps", "setup", "play", "attack", "react", "upgrade", "end"]
Ending = Literal["all_defeated", "turn_limit", "turn_limit_health", "draw"]


def _as_tuple(value: Any) -> Any:
    """JSON has no tuples: a grid cell's ``[card, health, rest]`` list is read as a tuple (its items stay strict)."""
    return tuple(value) if isinstance(value, list) else value


def _health(value: int) -> int:
    if not 1 <= value <= MAX_HEALTH:
        raise PydanticCustomError(
            "animal_cards.save.health_range", "an animal on the grid has 1 to {limit} health, not {value}",
            {"value": value, "limit": MAX_HEALTH},
        )
    return value


Health = Annotated[int, AfterValidator(_health), Field(json_schema_extra={"minimum": 1, "maximum": MAX_HEALTH})]
Rest = Annotated[int, Field(ge=0, le=2)]
GridSlot = Annotated[tuple[AnimalCard, Health, Rest], BeforeValidator(_as_tuple)]
"""An animal on the grid: its card, its health (1 … the card's health) and how long it still rests."""

Two = dict(min_length=2, max_length=2)


class _Part(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, populate_by_name=False)


class Slots(_Part):
    """The cards a player has in play: a health card (``on``: the cell a cosy blanket lies on) and an
    item or dojo card (rule 9.1)."""

    health: Optional[HealthCard]
    on: Optional[Cell]
    item: Optional[ItemCard]


class Pending(_Part):
    """An attack waiting for the other player's whistle (rule 8)."""

    from_: Cell = Field(alias="from")
    to: Cell
    ply: int = Field(ge=0, le=MAX_MOVES)


class Parts(_Part):
    """How the damage of the last attack came about (rules 5.2 and 5.3, cards)."""

    base: int = Field(ge=1, le=MAX_DAMAGE)
    strong_weak: int = Field(ge=-1, le=1)
    sneakers: int = Field(ge=0, le=MAX_BOOST)
    blanket: int = Field(ge=-MAX_SHIELD, le=0)
    total: int = Field(ge=0, le=MAX_TOTAL)


class Last(_Part):
    """The last attack, with its exercise (what the class does)."""

    seat: Seat
    from_: Cell = Field(alias="from")
    to: Cell
    attacker: AnimalCard
    target: AnimalCard
    exercise: Literal[tuple(EXERCISES)]
    count: int = Field(ge=1, le=MAX_REPS)
    damage: int = Field(ge=0, le=MAX_TOTAL)
    parts: Parts
    blocked: bool
    health: int = Field(ge=0, le=MAX_HEALTH)
    defeated: bool
    ply: int = Field(ge=0, le=MAX_MOVES)


# -- what just happened (for the picture: the sticker on the animal just attacked) ------------------------------------------
class _Seated(_Part):
    seat: Seat


class RpsTie(_Part):
    type: Literal["rps_tie"]
    sign: Literal[THROWS]


class RpsWon(_Seated):
    type: Literal["rps_won"]


class Dealt(_Part):
    type: Literal["dealt"]


class CardEvent(_Seated):
    type: Literal["drew", "fallen_drawn", "replaced", "destroyed"]
    card: Card


class Healed(_Seated):
    type: Literal["healed"]
    cell: Cell
    amount: int = Field(ge=0, le=MAX_HEALTH)


class HealedAll(_Seated):
    type: Literal["healed_all"]
    amount: int = Field(ge=0, le=len(CELLS) * MAX_HEALTH)


class CellEvent(_Seated):
    type: Literal["blanket"]
    cell: Cell


class Boost(_Seated):
    type: Literal["boost"]
    amount: int = Field(ge=1, le=MAX_BOOST)


class SeatEvent(_Seated):
    type: Literal["extra_health", "all_resting", "can_react", "whistle", "turn_over"]


class Upgraded(_Seated):
    type: Literal["upgraded"]
    cell: Cell
    card: AnimalCard
    old: AnimalCard


class Added(_Seated):
    type: Literal["added"]
    card: AnimalCard
    cell: Cell


class Discarded(_Seated):
    type: Literal["discarded"]
    n: int = Field(ge=1, le=HAND_SIZE)


class Attacked(_Seated):
    type: Literal["attack"]
    damage: int = Field(ge=0, le=MAX_TOTAL)
    blocked: bool


class Defeated(_Seated):
    type: Literal["defeated"]
    card: AnimalCard
    cell: Cell
    from_hand: list[AnimalCard] = Field(max_length=HAND_SIZE)


class Reshuffled(_Seated):
    type: Literal["reshuffled"]
    cards: int = Field(ge=1, le=DECK_SIZE)


Event = Annotated[
    Union[RpsTie, RpsWon, Dealt, CardEvent, Healed, HealedAll, CellEvent, Boost, SeatEvent, Upgraded, Added, Discarded,
          Attacked, Defeated, Reshuffled],
    Field(discriminator="type"),
]


class Save(SavedState):
    """A saved position of the card battle (``AnimalCardsState.to_dict``). Per seat (0, 1): ``grids``
    (cell → [card, health, rest]), ``hands`` (at most 5 cards), ``reserve`` (level-1 animals still to
    place in the set-up), ``decks`` (card → how many), ``discards``, ``defeated``, ``fallen``
    (defeated animals), ``slots`` (cards in play), ``kills``."""

    game: Literal["animal_cards"]
    names: SavedState.model_fields["names"].annotation = Field(**Two)  # type: ignore[valid-type]
    format: Literal[FORMATS]
    phase: Phase
    turn: Seat
    first: Optional[Seat]
    turns: int = Field(ge=0, le=TURN_LIMIT)
    grids: list[dict[Cell, GridSlot]] = Field(**Two)
    hands: list[Annotated[list[Card], Field(max_length=DECK_SIZE, json_schema_extra={"maxItems": HAND_SIZE})]] = Field(**Two)
    reserve: list[Annotated[list[LevelOne], Field(max_length=len(ANIMALS))]] = Field(**Two)
    decks: list[dict[Card, Annotated[int, Field(ge=1, le=max(DECK.values()))]]] = Field(**Two)
    discards: list[Annotated[list[Card], Field(max_length=DECK_SIZE)]] = Field(**Two)
    defeated: list[Annotated[list[Card], Field(max_length=DECK_SIZE)]] = Field(**Two)
    fallen: list[Annotated[list[Animal], Field(max_length=len(ANIMALS))]] = Field(**Two)
    slots: list[Slots] = Field(**Two)
    extra_health: bool
    boost: int = Field(ge=0, le=MAX_BOOST)
    pending: Optional[Pending]
    last: Optional[Last]
    kills: list[Annotated[int, Field(ge=0, le=len(ANIMALS))]] = Field(**Two)
    dealt: bool
    events: list[Event] = Field(max_length=16)
    ending: Optional[Ending]
    winners: list[Seat] = Field(max_length=2)

    @model_validator(mode="after")
    def _phase_needs(self) -> "Save":
        for seat, hand in enumerate(self.hands):
            if len(hand) > HAND_SIZE:
                raise PydanticCustomError(
                    "animal_cards.save.hand_size", "player {seat} has {count} cards in hand (at most {limit})",
                    {"seat": seat + 1, "count": len(hand), "limit": HAND_SIZE},
                )
        phase = self.phase

        def need(what: str, english: str) -> PydanticCustomError:
            return PydanticCustomError(f"animal_cards.save.{what}", english, {"phase": phase})

        if (phase == "rps") != (self.first is None):
            raise need("first", "who goes first is decided by rock, paper, scissors – and only then")
        if (phase == "react") != (self.pending is not None):
            raise need("pending", "an attack waits for the whistle exactly in the phase react")
        if (phase == "end") != (self.ending is not None):
            raise need("ending", "only a finished game has an ending")
        if phase == "end" and len(self.winners) != (2 if self.ending == "draw" else 1):
            raise need("winners", "a draw has two winners, every other ending one")
        if phase != "end" and self.winners:
            raise need("winners", "only a finished game has winners")
        if (phase in ("rps", "setup")) == self.dealt:
            raise need("dealt", "the cards are dealt when both grids are set up")
        if self.extra_health and phase != "play":
            raise need("extra_health", "the picnic basket's extra health card belongs to the play")
        if phase == "upgrade" and self.last is None:
            raise need("upgrade", "an upgrade needs the attack that won")
        return self
