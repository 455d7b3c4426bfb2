"""The animal exercise card battle: the rules as a pure engine for two players.

Rulebook: ``shared/rulebooks/animal-exercise-cards_en.txt`` (rules 1–10). The cards themselves were
pictures, so the sample deck and every value on it are assumptions in ``data.json``.

Each player has a deck of 40 cards and a 3×3 grid (columns a–c, row 1 at the front). A game starts
with rock, paper, scissors (a chance event), then each player puts six level-1 animals on their grid
and draws five cards – one card at a time, each draw a chance event with exact probabilities. A turn
is a *play* (a health or item card, a dojo, a new level-1 animal, swapping cards, or nothing) and an
*attack*: one of your animals that is not resting attacks the front animal of a column of the other
grid – and the attacking player does the animal's exercise (rule 5.1; that the whole class joins in
is our assumption ``everybody_exercises``).

>>> import boardtutor
>>> state = boardtutor.load("animal_cards").new_initial_state(["Mia", "Leo"], seed=1)
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 9)
>>> state = state.apply("rps rock scissors")      # Mia's rock beats Leo's scissors
>>> state.player_name(state.current_player), state.phase
('Mia', 'setup')
>>> str(state.legal_actions()[0])
'place bear1 a1'
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations
from pathlib import Path
from typing import Any, Sequence

from ...core import CHANCE, TERMINAL, Action, Game, Outcome, RuleViolation, State, _check_players, _check_seed, _shown
from ...i18n import LANGUAGES, Bilingual, Noun, Text
from ...savegame import SAVE_VERSION

DATA: dict[str, Any] = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
ANIMALS: dict[str, dict[str, Any]] = {animal["id"]: animal for animal in DATA["animals"]}
"""The nine animals of the sample deck by id, in the deck's order."""
EXERCISES: dict[str, dict[str, Any]] = DATA["exercises"]
CARDS: dict[str, dict[str, Any]] = DATA["cards"]
"""The health, item and dojo cards by id (``type``, ``count``, name, text and effect)."""
LEVELS = (1, 2, 3)
COLUMNS: tuple[str, ...] = tuple(DATA["grid"]["columns"])
ROWS: tuple[int, ...] = tuple(DATA["grid"]["rows"])
CELLS: tuple[str, ...] = tuple(f"{c}{r}" for r in ROWS for c in COLUMNS)
"""The nine cells of a grid, front row first: a1 b1 c1 a2 … c3."""
START_ANIMALS: int = DATA["grid"]["start_animals"]
HAND_SIZE: int = DATA["hand_size"]
TURN_LIMIT: int = DATA["turn_limit"]
THROWS: tuple[str, ...] = tuple(DATA["throws"])
FORMATS = ("basic", "strong_weak")
FIRST = ("rps", "1", "2")

ANIMAL_CARDS: tuple[str, ...] = tuple(f"{animal}{level}" for animal in ANIMALS for level in LEVELS)
ALL_CARDS: tuple[str, ...] = ANIMAL_CARDS + tuple(CARDS)
"""Every card id: the animal cards (``frog1`` … ``elephant3``), then the others in the data's order."""
DECK: dict[str, int] = {**{card: 1 for card in ANIMAL_CARDS}, **{card: spec["count"] for card, spec in CARDS.items()}}
"""One player's whole deck: card id → how many."""
_ORDER = {card: i for i, card in enumerate(ALL_CARDS)}
_BEATS = {THROWS[i]: THROWS[i - 1] for i in range(len(THROWS))}  # paper beats rock, scissors paper, rock scissors


def animal_of(card: str) -> str | None:
    """The animal of an animal card (``"frog2"`` → ``"frog"``), None for other cards."""
    return card[:-1] if card in _ORDER and card[-1].isdigit() else None


def level_of(card: str) -> int:
    """The level of an animal card (``"frog2"`` → 2); 0 for other cards."""
    return int(card[-1]) if animal_of(card) else 0


def card_type(card: str) -> str:
    """``"animal"``, ``"health"``, ``"item"`` or ``"dojo"``."""
    return "animal" if animal_of(card) else CARDS[card]["type"]


def stats(card: str) -> dict[str, int]:
    """Health, damage and exercise repetitions printed on an animal card.

    >>> stats("frog1")
    {'health': 5, 'damage': 3, 'reps': 3}
    """
    return dict(ANIMALS[animal_of(card)]["levels"][level_of(card) - 1])


def max_health(card: str) -> int:
    """The health printed on an animal card (its full health)."""
    return stats(card)["health"]


def damage_of(card: str) -> int:
    """The damage printed on an animal card (rule 5.2, before strong and weak)."""
    return stats(card)["damage"]


def strength(attacker: str, target: str) -> int:
    """+1 if the attacking animal is strong against the target, −1 if weak, else 0 (rule 5.3).

    >>> strength("bear2", "cheetah1"), strength("bear1", "elephant3"), strength("bear1", "frog1")
    (1, -1, 0)
    """
    animal = ANIMALS[animal_of(attacker)]
    kind = animal_of(target)
    return 1 if animal["strong"] == kind else -1 if animal["weak"] == kind else 0


def sort_cards(cards: Sequence[str]) -> list[str]:
    """Cards in the deck's order (animals by animal and level, then the others)."""
    return sorted(cards, key=_ORDER.__getitem__)


def front_cells(grid: dict[str, Any]) -> list[str]:
    """The cells that can be attacked: the front-most animal of each column (rule 2.2).

    >>> front_cells({"a2": 1, "a3": 1, "b1": 1, "b2": 1})
    ['a2', 'b1']
    """
    out = []
    for column in COLUMNS:
        for row in ROWS:
            if f"{column}{row}" in grid:
                out.append(f"{column}{row}")
                break
    return sorted(out)


@dataclass(frozen=True)
class Exercise:
    """What the attacking player does when an animal attacks (and in our version the whole class with
    them): the exercise and how many (repetitions or seconds).

    >>> ex = exercise_for("starfish3")
    >>> ex.text("en"), ex.text("de")
    ('10 star jumps', '10 Hampelmänner')
    """

    animal: str
    id: str
    count: int
    unit: str

    def label(self) -> Text:
        """The exercise with its count as a message (rendered in whichever language is asked for)."""
        return Text(f"animal_cards.exercise.{self.id}", n=self.count)

    def text(self, lang: str | None = None) -> str:
        """The exercise with its count, e.g. "10 star jumps"."""
        return self.label().render(lang)

    def how(self, lang: str | None = None) -> str:
        """One sentence on how to do it."""
        return Text(f"animal_cards.how.{self.id}").render(lang)


def exercise_for(card: str) -> Exercise:
    """The exercise an animal card asks for when it attacks."""
    animal = ANIMALS[animal_of(card)]
    exercise = animal["exercise"]
    return Exercise(animal["id"], exercise, stats(card)["reps"], EXERCISES[exercise]["unit"])


def animal_noun(card: str) -> Noun:
    """The noun of an animal or an animal card: ``"bear2"`` or ``"bear"`` → ``Noun("animal_cards.animal.bear")``."""
    return Noun(f"animal_cards.animal.{animal_of(card) or card}")


def card_noun(card: str) -> Noun:
    """The noun of a health, item or dojo card: ``"banana"`` → ``Noun("animal_cards.card.banana")``."""
    return Noun(f"animal_cards.card.{card}")


def card_name(card: str) -> Text:
    """A card's name as a label: "Frog (level 2)" / "Frosch (Stufe 2)", "Banana" / "Banane"."""
    if animal_of(card):
        return Text("animal_cards.animal_level", animal=animal_noun(card), level=level_of(card))
    return Text("animal_cards.card_label", card=card_noun(card))


def animal_name(animal: str) -> Text:
    """An animal's name as a label ("Frosch" / "Frog")."""
    return Text("animal_cards.animal_label", animal=animal_noun(animal))


# -- actions ----------------------------------------------------------------------------------------
_CELL = re.compile(r"^[a-c][1-3]$")


class AnimalAction(Action):
    """An action of the card battle. Notation:

    - chance: ``rps rock scissors`` (player 1's sign, player 2's sign), ``draw frog2``
    - set-up: ``place frog1 a1``
    - the play (rule 4.2): ``play banana b2`` (health card on an animal), ``play honey``,
      ``play sneakers``, ``play picnic``, ``play dojo b2`` (upgrade the animal on b2), ``add horse1 c3``
      (a level-1 animal onto a free cell), ``discard banana frog3`` (and draw new cards), ``pass``
    - the attack (rule 5): ``attack b1 a1`` (your animal on b1 attacks the other's animal on a1),
      ``end`` (when none of your animals can attack)
    - out of turn (rule 8): ``play whistle`` or ``pass`` when your animal is attacked
    - after a win (rule 7.1): ``upgrade b1`` or ``keep``

    >>> str(AnimalAction.parse("discard  frog3 banana"))
    'discard frog3 banana'
    >>> AnimalAction.parse("attack b1 a1").args
    ('b1', 'a1')
    """

    BARE = ("pass", "end", "keep")

    @classmethod
    def parse(cls, text: str) -> "AnimalAction":
        """Read the notation; RuleViolation for anything else."""
        if not isinstance(text, str):
            raise RuleViolation(Text("core.error.not_an_action", value=repr(text)[:60]))
        words = text.strip().lower().split()
        if not words:
            raise RuleViolation(Text("animal_cards.error.notation", text=text[:40]))
        kind, args = words[0], words[1:]
        cells = [a for a in args if _CELL.match(a)]
        cards = [a for a in args if a in _ORDER]
        if kind in cls.BARE and not args:
            return cls(kind)
        if kind == "rps" and len(args) == 2 and all(a in THROWS for a in args):
            return cls(kind, tuple(args))
        if kind == "draw" and len(args) == 1 and len(cards) == 1:
            return cls(kind, tuple(args))
        if kind in ("place", "add") and len(args) == 2 and args[0] in _ORDER and level_of(args[0]) == 1 and _CELL.match(args[1]):
            return cls(kind, tuple(args))
        if kind == "play" and args and args[0] in CARDS and len(args) <= 2 and len(cells) == len(args) - 1:
            return cls(kind, tuple(args))
        if kind == "discard" and 1 <= len(args) <= HAND_SIZE and len(cards) == len(args):
            return cls(kind, tuple(sort_cards(args)))
        if kind == "attack" and len(args) == 2 and len(cells) == 2:
            return cls(kind, tuple(args))
        if kind == "upgrade" and len(args) == 1 and len(cells) == 1:
            return cls(kind, tuple(args))
        raise RuleViolation(Text("animal_cards.error.notation", text=text[:40]))


A = AnimalAction
PASS, END, KEEP = A("pass"), A("end"), A("keep")


# -- the game ---------------------------------------------------------------------------------------
class AnimalCardsGame(Game):
    """The animal exercise card battle for two players (sample deck from ``data.json``)."""

    id = "animal_cards"
    min_players = DATA["players"]["min"]
    max_players = DATA["players"]["max"]
    action_class = AnimalAction
    data = DATA
    play_options = {"format": FORMATS, "first": FIRST}
    hidden_information = True
    gentle_settings = {"mistakes": 0.45, "iterations": 30}
    """The beginners' computer (``GentleBot``): see ``benchmarks/RESULTS-bots.md`` for how it was tuned."""
    """Hands are private and the deck order is unknown to both (each draw is a chance event)."""

    def ui(self):
        """The click adapter for BoardView, StepThrough and PlayView."""
        from .ui import AnimalCardsUI

        return AnimalCardsUI()

    def new_initial_state(self, players: int | Sequence[str] = 2, seed: int | None = None, *, format: str = "basic",
                          first: str = "rps") -> "AnimalCardsState":
        """A new game. ``format``: ``"basic"`` or ``"strong_weak"`` (rule 5.3's ±1); ``first``:
        ``"rps"`` (rock, paper, scissors decides, rule 2.1), ``"1"`` or ``"2"`` (that player starts)."""
        names = _check_players(self, players)
        if format not in FORMATS:
            raise RuleViolation(Text("core.error.bad_option", name="format", value=_shown(format, 20)))
        if str(first) not in FIRST:
            raise RuleViolation(Text("core.error.bad_option", name="first", value=_shown(first, 20)))
        state = AnimalCardsState(self)
        state.names = names
        state.seed = _check_seed(seed)
        state.history = []
        state.format = format
        state.turn = 0
        state.first = None
        state.turns = 0
        state.grids = [{}, {}]
        state.hands = [[], []]
        state.reserve = [[f"{animal}1" for animal in ANIMALS] for _ in range(2)]
        state.decks = [{card: n for card, n in DECK.items() if level_of(card) != 1} for _ in range(2)]
        state.discards = [[], []]
        state.defeated = [[], []]
        state.fallen = [[], []]
        state.slots = [_empty_slots(), _empty_slots()]
        state.extra_health = False
        state.boost = 0
        state.pending = None
        state.last = None
        state.kills = [0, 0]
        state.dealt = False
        state.events = []
        state.ending = None
        state.winners = []
        if str(first) == "rps":
            state.phase = "rps"
        else:
            state.first = state.turn = int(first) - 1
            state.phase = "setup"
        return state



def _setup_error(part: str) -> RuleViolation:
    return RuleViolation(Text("animal_cards.error.setup_spec", part=str(part)[:40]))


def _spec_part(value: Any, name: str, keys: set[str]) -> dict[str, Any]:
    """A part of a ``with_setup`` spec: a dict with only the keys it may have."""
    if not isinstance(value, dict):
        raise _setup_error(name)
    for key in value:
        if key not in keys:
            raise _setup_error(key)
    return value


def _spec_int(spec: dict[str, Any], key: str, low: int, high: int, default: int) -> int:
    value = spec.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _setup_error(f"{key}: {_shown(value)}")
    return value


def _spec_cards(part: dict[str, Any], key: str) -> list[str]:
    value = part.get(key, [])
    if not isinstance(value, (list, tuple)) or not all(isinstance(card, str) for card in value) or len(value) > 60:
        raise _setup_error(key)
    return list(value)


def _spec_map(part: dict[str, Any], key: str, kind: type) -> dict[str, Any]:
    value = part.get(key, {})
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, kind) and not isinstance(v, bool) for k, v in value.items()
    ):
        raise _setup_error(key)
    return value


def _empty_slots() -> dict[str, str | None]:
    return {"health": None, "on": None, "item": None}


class AnimalCardsState(State):
    """One moment of a card battle.

    Per seat (0, 1): ``grids`` (cell → ``[card, health, rest]``; ``rest`` > 0 means resting),
    ``hands``, ``reserve`` (level-1 animals still to place in the set-up), ``decks`` (card → count;
    drawn one at a time), ``discards``, ``defeated`` (the defeated pile), ``fallen`` (animals
    defeated: their later cards go straight to the defeated pile), ``slots`` (the health card and
    the item or dojo card in play; ``on`` is the cell a health card lies on). ``last`` describes the
    last attack (with its exercise), ``kills`` counts the animals each seat defeated.
    """

    _FIELDS = (
        "format", "phase", "turn", "first", "turns", "grids", "hands", "reserve", "decks", "discards", "defeated",
        "fallen", "slots", "extra_health", "boost", "pending", "last", "kills", "dealt", "events", "ending", "winners",
    )

    # -- copying and JSON --------------------------------------------------------------------------
    def _copy(self) -> "AnimalCardsState":
        new = AnimalCardsState.__new__(AnimalCardsState)
        new.game, new.names, new.seed = self.game, self.names, self.seed
        new.format, new.phase, new.turn, new.first, new.turns = self.format, self.phase, self.turn, self.first, self.turns
        new.grids = [{cell: list(slot) for cell, slot in grid.items()} for grid in self.grids]
        new.hands = [list(h) for h in self.hands]
        new.reserve = [list(r) for r in self.reserve]
        new.decks = [dict(d) for d in self.decks]
        new.discards = [list(d) for d in self.discards]
        new.defeated = [list(d) for d in self.defeated]
        new.fallen = [list(f) for f in self.fallen]
        new.slots = [dict(s) for s in self.slots]
        new.extra_health, new.boost = self.extra_health, self.boost
        new.pending = dict(self.pending) if self.pending else None
        new.last = self.last  # replaced, never changed in place
        new.kills = list(self.kills)
        new.dealt, new.ending, new.winners = self.dealt, self.ending, list(self.winners)
        new.events = []
        return new

    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON data (with the save format's version)."""
        data = {"game": "animal_cards", "version": SAVE_VERSION, "names": list(self.names), "seed": self.seed,
                "history": list(self.history)}
        for name in self._FIELDS:
            data[name] = json.loads(json.dumps(getattr(self, name)))
        return data

    @classmethod
    def from_dict(cls, game: AnimalCardsGame, data: dict[str, Any]) -> "AnimalCardsState":
        """Rebuild a state from ``to_dict`` data that passed the save model (``save.Save``): the types
        are right, so this only copies and puts piles back into the deck's order. The invariants are
        checked by ``_validate`` (``game.state_from_dict`` runs both)."""
        data = json.loads(json.dumps(data))  # a deep copy: the state never shares lists with the caller
        state = cls(game)
        state.names, state.seed, state.history = list(data["names"]), data["seed"], list(data["history"])
        for name in cls._FIELDS:
            setattr(state, name, data[name])
        # JSON sorts keys: put the decks and grids back into the deck's and grid's order (the order of the chance
        # outcomes and of the legal actions); piles are kept sorted like the engine keeps them
        state.decks = [{card: deck[card] for card in ALL_CARDS if card in deck} for deck in state.decks]
        state.grids = [{cell: list(grid[cell]) for cell in CELLS if cell in grid} for grid in state.grids]
        for name in ("hands", "discards", "defeated"):
            setattr(state, name, [sort_cards(pile) for pile in getattr(state, name)])
        state.reserve = [sort_cards(reserve) for reserve in state.reserve]
        state.events = list(state.events)
        return state

    def _validate(self) -> None:
        """What the rules make impossible, each refused with a message naming what is wrong: every card
        exactly once, animals only where they can be, resting, cards in play, the phase and what it
        needs, the counters (see ``save.Save`` for the types and ranges checked before)."""
        from .checks import check_state

        check_state(self)

    def card_count(self, seat: int) -> dict[str, int]:
        """Every card of a seat, wherever it is (grid, hand, reserve, deck, piles, in play) – always the
        whole deck of 40 (a test checks that no card is lost or copied)."""
        counts: Counter = Counter()
        for place in self._places(seat).values():
            counts.update(place)
        return {card: counts[card] for card in ALL_CARDS if counts[card]}

    def _places(self, seat: int) -> dict[str, Counter]:
        """The cards of ``seat`` by place (``grid``, ``hand``, ``reserve``, ``deck``, ``discard``, ``defeated``, ``in_play``)."""
        return {
            "grid": Counter(slot[0] for slot in self.grids[seat].values()),
            "hand": Counter(self.hands[seat]),
            "reserve": Counter(self.reserve[seat]),
            "deck": Counter(self.decks[seat]),
            "discard": Counter(self.discards[seat]),
            "defeated": Counter(self.defeated[seat]),
            "in_play": Counter(c for k, c in self.slots[seat].items() if k != "on" and c),
        }

    def with_setup(self, spec: dict[str, Any]) -> "AnimalCardsState":
        """A position built by hand (for walkthroughs and lessons that start mid-game): the set-up is
        done and it is ``spec["turn"]``'s play. ``spec`` keys, each per seat ``"1"``/``"2"``:
        ``grid`` (cell → card), ``health`` (cell → health; default full), ``resting`` (cells),
        ``hand`` (cards), ``deck`` (cards; default: every card not placed elsewhere), ``discard``,
        ``defeated`` (cards), ``fallen_animals`` (animals defeated); plus ``turn`` (1 or 2), ``turns``
        (turns over; default 0) and ``first`` (default: whoever started, counted back from ``turn``).
        Cards not placed anywhere go to the deck – or, if a ``deck`` is given, to the discard pile; the
        lower levels of an upgraded animal on the grid and the cards of a defeated animal go to the
        defeated pile (rules 6 and 7.3). The position passes the same gate as a saved game
        (``game.state_from_dict``): an impossible one is refused – e.g. fewer than six animals on a grid
        and defeated together (rule 2.2), so a small grid needs its ``fallen_animals``.

        >>> import boardtutor
        >>> state = boardtutor.load("animal_cards").new_initial_state(["Mia", "Leo"])
        >>> gone = ["cheetah", "eagle", "monkey", "horse"]
        >>> state = state.with_setup({"turns": 8, "1": {"grid": {"a1": "frog1", "a2": "bear1"}, "hand": ["banana"], "fallen_animals": gone},
        ...                           "2": {"grid": {"b1": "bear2", "a1": "frog1"}, "fallen_animals": gone}})
        >>> state.phase, state.facts()["grid.2"], state.hands[0], state.defeated[1][:2], state.kills
        ('play', {'a1': 'frog1', 'b1': 'bear2'}, ['banana'], ['bear1', 'cheetah1'], [4, 4])
        >>> try:
        ...     state.with_setup({"1": {"grid": {"a1": "frog1"}, "hand": ["frog1"]}, "2": {"grid": {"b1": "bear1"}}})
        ... except boardtutor.RuleViolation as exc:
        ...     print(exc.message("en"))
        Mia has the card “Frog (level 1)” 2 times (on the grid, in the hand), but the deck has only one.
        """
        data = self.to_dict()
        spec = _spec_part(spec, "setup", {"turn", "turns", "first", "1", "2"})
        turn = _spec_int(spec, "turn", 1, 2, 1) - 1
        turns = _spec_int(spec, "turns", 0, TURN_LIMIT, 0)
        first = _spec_int(spec, "first", 1, 2, 1 + (turn ^ (turns % 2))) - 1
        data.update(phase="play", turn=turn, first=first, turns=turns, dealt=True, extra_health=False, boost=0,
                    pending=None, last=None, events=[], ending=None, winners=[])
        for seat in (0, 1):
            part = _spec_part(spec.get(str(seat + 1), {}), str(seat + 1),
                              {"grid", "health", "resting", "hand", "deck", "discard", "defeated", "fallen", "fallen_animals"})
            cards = {name: _spec_cards(part, name) for name in ("hand", "discard", "defeated", "fallen", "fallen_animals")}
            placed = _spec_map(part, "grid", str)
            health = _spec_map(part, "health", int)
            resting = set(_spec_cards(part, "resting"))
            grid = {}
            for cell, card in placed.items():
                full = max_health(card) if card in _ORDER and animal_of(card) else 1
                grid[cell] = [card, health.get(cell, full), 1 if cell in resting else 0]
            data["grids"][seat] = grid
            data["hands"][seat] = sort_cards(cards["hand"]) if all(c in _ORDER for c in cards["hand"]) else cards["hand"]
            data["reserve"][seat] = []
            discard, defeated = list(cards["discard"]), list(cards["defeated"])
            fallen = {animal_of(c) for c in cards["fallen"] if animal_of(c)} | set(cards["fallen_animals"])
            data["fallen"][seat] = sorted(fallen)
            data["slots"][seat] = _empty_slots()
            deck = _spec_cards(part, "deck") if "deck" in part else None
            used = Counter(placed.values()) + Counter(cards["hand"]) + Counter(discard) + Counter(defeated) + Counter(deck or [])
            for card in placed.values():  # rule 7.3: the lower levels of an upgraded animal are defeated
                for level in range(1, level_of(card)):
                    lower = f"{animal_of(card)}{level}"
                    if not used[lower]:
                        defeated.append(lower)
                        used[lower] += 1
            for animal in sorted(fallen):  # rule 6: the cards of a defeated animal not placed elsewhere are defeated too
                for level in LEVELS:
                    card = f"{animal}{level}"
                    if card in _ORDER and not used[card]:
                        defeated.append(card)
                        used[card] += 1
            rest = Counter(DECK) - used
            if deck is None:
                deck = list(rest.elements())
            else:
                discard += list(rest.elements())
            if len(cards["hand"]) < HAND_SIZE and not deck and discard:  # rule 10: the deck is refilled at once
                deck, discard = discard, []
            data["discards"][seat] = sort_cards(discard) if all(c in _ORDER for c in discard) else discard
            data["defeated"][seat] = sort_cards(defeated) if all(c in _ORDER for c in defeated) else defeated
            counts = Counter(deck)
            data["decks"][seat] = {card: counts[card] for card in sorted(counts, key=lambda c: _ORDER.get(c, len(_ORDER)))}
        data["kills"] = [len(data["fallen"][1]), len(data["fallen"][0])]
        return self.game.state_from_dict(data)

    # -- what each seat may know ---------------------------------------------------------------------
    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (None: the projector): the own hand, of the other hand and of both
        decks only how many cards they hold, and everything on the table (grids, piles, cards in play).
        The history and the seed are left out: together they would tell every card drawn and to come.

        >>> import boardtutor
        >>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[1]
        >>> seen = state.observation(0)
        >>> seen["hands"][0] == state.hands[0], seen["hands"][1] == len(state.hands[1]), "history" in seen
        (True, True, False)
        """
        data = self.to_dict()
        for key in ("history", "seed"):
            data.pop(key)
        data["hands"] = [list(hand) if seat == player else len(hand) for seat, hand in enumerate(self.hands)]
        data["decks"] = [sum(deck.values()) for deck in self.decks]
        data["events"] = [e for e in data["events"] if not (e["type"] == "drew" and e["seat"] != player)]
        return data

    def hidden_from(self, viewer: int) -> list[Bilingual]:
        """The names of the cards in the other hand that ``viewer`` sees nowhere (own hand, table, piles):
        no screen drawn for that seat may name them. Cards leave a hand only face up, so whatever was
        ever seen stays on the table or a pile.

        >>> import boardtutor
        >>> state = boardtutor.walkthroughs("animal_cards")[1].replay()[1]
        >>> all(name.render("en") for name in state.hidden_from(0))
        True
        """
        seen: set[str] = set()
        pending = [self.observation(viewer)]
        while pending:  # every card named anywhere in what the seat observes
            value = pending.pop()
            if isinstance(value, dict):
                pending.extend([*value.keys(), *value.values()])
            elif isinstance(value, list):
                pending.extend(value)
            elif isinstance(value, str):
                seen.add(value)
        secret = {card for seat, hand in enumerate(self.hands) if seat != viewer for card in hand} - seen
        return [Bilingual({lang: card_name(card).render(lang) for lang in LANGUAGES}) for card in sort_cards(secret)]

    def resample_hidden(self, player: int, rng: Any) -> "AnimalCardsState":
        """A state ``player`` cannot tell from this one: the other seat's hand is dealt anew from the
        cards that seat holds in hand and deck together (the deck has no order: every draw is a chance
        event). Each hand is possible that the table allows: no card of a defeated animal (rule 6.2),
        the whistle while an attack waits for it (rule 8), the next level while the winner may upgrade
        (rule 7.1)."""
        other = 1 - player
        new = self._copy()
        new.history = list(self.history)
        size = len(self.hands[other])
        if not size or not self.decks[other]:
            new.events = [e for e in self.events if not (e["type"] == "drew" and e["seat"] == other)]
            return new
        pool = sort_cards(self.hands[other] + list(Counter(self.decks[other]).elements()))
        needed: list[str] = []
        if self.phase == "react" and other != self.turn:
            needed.append(next(c for c in pool if CARDS.get(c, {}).get("out_of_turn")))
        if self.phase == "upgrade" and other == self.turn:
            needed.append(self.next_level(self.last["attacker"]))
        for card in needed:
            pool.remove(card)
        fallen = set(self.fallen[other])
        allowed = [c for c in pool if animal_of(c) not in fallen]
        rng.shuffle(allowed)
        hand = needed + allowed[: size - len(needed)]
        deck = Counter(pool)
        deck.subtract(hand[len(needed):])
        new.hands[other] = sort_cards(hand)
        new.decks[other] = {card: deck[card] for card in ALL_CARDS if deck[card] > 0}
        new.events = [e for e in self.events if not (e["type"] == "drew" and e["seat"] == other)]
        return new

    # -- who acts -------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """A seat (0 or 1), ``CHANCE`` (rock-paper-scissors or a card drawn) or ``TERMINAL`` (kept once
        asked: a state never changes after ``apply`` made it; ``_copy`` starts without it)."""
        known = self.__dict__.get("_current")
        if known is not None:
            return known
        phase = self.phase
        if phase == "end":
            known = TERMINAL
        elif phase == "rps" or self.drawer() is not None:
            known = CHANCE
        elif phase == "react":
            known = 1 - self.turn
        else:
            known = self.turn
        self._current = known
        return known

    def drawer(self) -> int | None:
        """The seat that has to draw a card now (hand below five and cards left), else None."""
        if not self.dealt or self.phase == "end":
            return None
        for seat in (self.turn, 1 - self.turn):
            if len(self.hands[seat]) < HAND_SIZE and self.decks[seat]:
                return seat
        return None

    # -- small queries --------------------------------------------------------------------------------
    def other(self, seat: int | None = None) -> int:
        """The other seat (of the player whose turn it is, by default)."""
        return 1 - (self.turn if seat is None else seat)

    def cells(self, seat: int) -> list[str]:
        """The occupied cells of ``seat``'s grid, front row first."""
        grid = self.grids[seat]
        return [cell for cell in CELLS if cell in grid]

    def attackable(self, seat: int) -> list[str]:
        """The cells of ``seat``'s grid that can be attacked: the front animal of each column."""
        return front_cells(self.grids[seat])

    def resting(self, seat: int) -> list[str]:
        """The cells of ``seat``'s animals that rest (they attacked and cannot attack yet)."""
        return [cell for cell in self.cells(seat) if self.grids[seat][cell][2] > 0]

    def attackers(self, seat: int) -> list[str]:
        """The cells of ``seat``'s animals that may attack now."""
        return [cell for cell in self.cells(seat) if self.grids[seat][cell][2] == 0]

    def uses(self, card: str) -> list[Action]:
        """The legal actions that bring ``card`` from the hand into play now (place, add or play it)."""
        return [a for a in self.legal_actions() if a.kind in ("place", "play", "add") and a.args and a.args[0] == card]

    def next_level(self, card: str) -> str | None:
        """The card one level up (``frog1`` → ``frog2``), None at level 3."""
        level = level_of(card)
        return f"{animal_of(card)}{level + 1}" if 0 < level < 3 else None

    def damage(self, seat: int, source: str, target: str, *, boost: int | None = None) -> dict[str, int]:
        """The damage ``seat``'s animal on ``source`` would do to the other's animal on ``target``
        (rule 5.2), with its parts: ``base`` (the card), ``strong_weak`` (rule 5.3, if played),
        ``sneakers`` (+1 this turn), ``blanket`` (−1 on the target) and the ``total`` (never below 0)."""
        attacker = self.grids[seat][source][0]
        defender = self.grids[1 - seat][target][0]
        parts = {"base": damage_of(attacker), "strong_weak": 0, "sneakers": self.boost if boost is None else boost, "blanket": 0}
        if self.format == "strong_weak":
            parts["strong_weak"] = strength(attacker, defender)
        slots = self.slots[1 - seat]
        if slots["health"] and CARDS[slots["health"]].get("shield") and slots["on"] == target:
            parts["blanket"] = -CARDS[slots["health"]]["shield"]
        parts["total"] = max(0, sum(parts.values()))
        return parts

    def health_left(self, seat: int) -> int:
        """The health of all of ``seat``'s animals on the grid together."""
        return sum(slot[1] for slot in self.grids[seat].values())

    # -- applying actions ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.events = []
        getattr(self, f"_do_{action.kind}")(*action.args)
        self._settle()

    def _settle(self) -> None:
        """Before anyone decides: an empty deck is refilled from the discard pile (rule 10)."""
        if not self.dealt or self.phase == "end":
            return
        for seat in (self.turn, 1 - self.turn):
            if len(self.hands[seat]) < HAND_SIZE and not self.decks[seat] and self.discards[seat]:
                self.decks[seat] = {card: n for card, n in Counter(self.discards[seat]).items()}
                self.decks[seat] = {card: self.decks[seat][card] for card in ALL_CARDS if card in self.decks[seat]}
                self.events.append({"type": "reshuffled", "seat": seat, "cards": len(self.discards[seat])})
                self.discards[seat] = []

    def _do_rps(self, one: str, two: str) -> None:
        if one == two:
            self.events.append({"type": "rps_tie", "sign": one})
            return
        winner = 0 if _BEATS[one] == two else 1
        self.first = self.turn = winner
        self.phase = "setup"
        self.events.append({"type": "rps_won", "seat": winner})

    def _do_place(self, card: str, cell: str) -> None:
        seat = self.turn
        self.reserve[seat].remove(card)
        self.grids[seat][cell] = [card, max_health(card), 0]
        if len(self.grids[seat]) < START_ANIMALS:
            return
        if len(self.grids[1 - seat]) < START_ANIMALS:
            self.turn = 1 - seat
            return
        for s in (0, 1):  # rule 3: every other card goes into the draw deck
            for card in self.reserve[s]:
                self.decks[s][card] = 1
            self.decks[s] = {c: self.decks[s][c] for c in ALL_CARDS if c in self.decks[s]}
            self.reserve[s] = []
        self.dealt = True
        self.turn = self.first
        self.phase = "play"
        self.events.append({"type": "dealt"})

    def _do_draw(self, card: str) -> None:
        seat = self.drawer()
        deck = self.decks[seat]
        deck[card] -= 1
        if not deck[card]:
            del deck[card]
        if animal_of(card) in self.fallen[seat]:  # rule 6.2
            self.defeated[seat] = sort_cards(self.defeated[seat] + [card])
            self.events.append({"type": "fallen_drawn", "seat": seat, "card": card})
        else:
            self.hands[seat] = sort_cards(self.hands[seat] + [card])
            self.events.append({"type": "drew", "seat": seat, "card": card})

    def _take(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)

    def _put_in_play(self, seat: int, card: str, on: str | None = None) -> None:
        slots = self.slots[seat]
        kind = "health" if CARDS[card]["type"] == "health" else "item"
        old = slots[kind]
        if old:  # rule 9.2: a card that stays leaves when another of its type is played
            self.discards[seat] = sort_cards(self.discards[seat] + [old])
            self.events.append({"type": "replaced", "seat": seat, "card": old})
        slots[kind] = card
        if kind == "health":
            slots["on"] = on

    def _heal(self, seat: int, cell: str, amount: int) -> int:
        slot = self.grids[seat][cell]
        healed = min(amount, max_health(slot[0]) - slot[1])
        slot[1] += healed
        return healed

    def _do_play(self, card: str, cell: str | None = None) -> None:
        seat = self.turn
        if self.phase == "react":
            self._react(card)
            return
        self._take(seat, card)
        spec = CARDS[card]
        after_attack = True
        if spec["type"] == "health":
            self._put_in_play(seat, card, cell if spec.get("stay") else None)
            if "heal" in spec:
                healed = self._heal(seat, cell, spec["heal"])
                self.events.append({"type": "healed", "seat": seat, "cell": cell, "amount": healed})
            elif "heal_all" in spec:
                healed = sum(self._heal(seat, c, spec["heal_all"]) for c in list(self.grids[seat]))
                self.events.append({"type": "healed_all", "seat": seat, "amount": healed})
            else:
                self.events.append({"type": "blanket", "seat": seat, "cell": cell})
            self.extra_health = False
        elif spec["type"] == "dojo":
            self._put_in_play(seat, card)
            self._upgrade(seat, cell, rest=0)
        else:
            self._put_in_play(seat, card)
            if spec.get("boost"):
                self.boost += spec["boost"]
                self.events.append({"type": "boost", "seat": seat, "amount": spec["boost"]})
            if spec.get("extra_health"):
                self.extra_health = True
                after_attack = False
                self.events.append({"type": "extra_health", "seat": seat})
        self.phase = "attack" if after_attack else "play"
        self._check_attack_possible()

    def _upgrade(self, seat: int, cell: str, rest: int | None = None) -> None:
        slot = self.grids[seat][cell]
        old, new = slot[0], self.next_level(slot[0])
        self._take(seat, new)
        self.defeated[seat] = sort_cards(self.defeated[seat] + [old])  # rule 7.3
        slot[0], slot[1] = new, max_health(new)
        if rest is not None:
            slot[2] = rest
        self.events.append({"type": "upgraded", "seat": seat, "cell": cell, "card": new, "old": old})

    def _do_add(self, card: str, cell: str) -> None:
        seat = self.turn
        self._take(seat, card)
        self.grids[seat][cell] = [card, max_health(card), 0]
        self.events.append({"type": "added", "seat": seat, "card": card, "cell": cell})
        self.phase = "attack"
        self._check_attack_possible()

    def _do_discard(self, *cards: str) -> None:
        seat = self.turn
        for card in cards:
            self._take(seat, card)
        self.discards[seat] = sort_cards(self.discards[seat] + list(cards))
        self.events.append({"type": "discarded", "seat": seat, "n": len(cards)})
        self.phase = "attack"
        self._check_attack_possible()

    def _do_pass(self) -> None:
        if self.phase == "react":
            self._resolve_attack(blocked=False)
            return
        self.extra_health = False
        self.phase = "attack"
        self._check_attack_possible()

    def _check_attack_possible(self) -> None:
        if self.phase == "attack" and not self.attackers(self.turn):
            self.events.append({"type": "all_resting", "seat": self.turn})

    def _do_attack(self, source: str, target: str) -> None:
        seat = self.turn
        self.pending = {"from": source, "to": target, "ply": len(self.history)}
        parts = self.damage(seat, source, target)
        self.grids[seat][source][2] = 2  # rule 5.4: rests through its owner's next turn
        defender = 1 - seat
        if parts["total"] > 0 and any(CARDS[c].get("out_of_turn") for c in self.hands[defender] if c in CARDS):
            self.phase = "react"
            self.events.append({"type": "can_react", "seat": defender})
            return
        self._resolve_attack(blocked=False)

    def _react(self, card: str) -> None:
        defender = 1 - self.turn
        self._take(defender, card)
        self._put_in_play(defender, card)
        self.events.append({"type": "whistle", "seat": defender})
        self._resolve_attack(blocked=True)

    def _resolve_attack(self, blocked: bool) -> None:
        seat, defender = self.turn, 1 - self.turn
        source, target = self.pending["from"], self.pending["to"]
        attacker_card = self.grids[seat][source][0]
        target_slot = self.grids[defender][target]
        parts = self.damage(seat, source, target)
        total = 0 if blocked else parts["total"]
        target_slot[1] = max(0, target_slot[1] - total)
        exercise = exercise_for(attacker_card)
        self.last = {
            "seat": seat, "from": source, "to": target, "attacker": attacker_card, "target": target_slot[0],
            "exercise": exercise.id, "count": exercise.count, "damage": total, "parts": parts, "blocked": blocked,
            "health": target_slot[1], "defeated": target_slot[1] <= 0,
            "ply": self.pending.get("ply", len(self.history)),
        }
        self.events.append({"type": "attack", "seat": seat, "damage": total, "blocked": blocked})
        self.pending = None
        if target_slot[1] > 0:
            self._end_turn()
            return
        self._defeat(defender, target)
        self.kills[seat] += 1
        if not self.grids[defender]:
            self._finish("all_defeated", [seat])
            return
        if self.next_level(attacker_card) in self.hands[seat]:
            self.phase = "upgrade"
            return
        self._end_turn()

    def _defeat(self, seat: int, cell: str) -> None:
        """Rule 6: the animal goes to the defeated pile, with any card of it in the hand (6.2)."""
        card = self.grids[seat].pop(cell)[0]
        animal = animal_of(card)
        self.fallen[seat] = sorted(set(self.fallen[seat]) | {animal})
        same = [c for c in self.hands[seat] if animal_of(c) == animal]
        for c in same:
            self.hands[seat].remove(c)
        self.defeated[seat] = sort_cards(self.defeated[seat] + [card] + same)
        slots = self.slots[seat]
        if slots["on"] == cell and slots["health"]:  # the blanket on it is destroyed (rule 9.2)
            self.discards[seat] = sort_cards(self.discards[seat] + [slots["health"]])
            self.events.append({"type": "destroyed", "seat": seat, "card": slots["health"]})
            slots["health"], slots["on"] = None, None
        self.events.append({"type": "defeated", "seat": seat, "card": card, "cell": cell, "from_hand": same})

    def _do_upgrade(self, cell: str) -> None:
        self._upgrade(self.turn, cell)
        self._end_turn()

    def _do_keep(self) -> None:
        self._end_turn()

    def _do_end(self) -> None:
        self._end_turn()

    def _end_turn(self) -> None:
        """Rule 9.1: played cards go to the discard pile unless they stay; the resting marks age."""
        for seat in (0, 1):
            slots = self.slots[seat]
            if slots["item"]:
                self.discards[seat] = sort_cards(self.discards[seat] + [slots["item"]])
                slots["item"] = None
            if slots["health"] and not CARDS[slots["health"]].get("stay"):
                self.discards[seat] = sort_cards(self.discards[seat] + [slots["health"]])
                slots["health"], slots["on"] = None, None
        for slot in self.grids[self.turn].values():
            slot[2] = max(0, slot[2] - 1)
        self.turns += 1
        self.extra_health = False
        self.boost = 0
        self.events.append({"type": "turn_over", "seat": self.turn})
        if self.turns >= TURN_LIMIT:
            self._finish_by_limit()
            return
        self.turn = 1 - self.turn
        self.phase = "play"

    def _finish(self, ending: str, winners: list[int]) -> None:
        self.phase = "end"
        self.ending = ending
        self.winners = winners

    def _finish_by_limit(self) -> None:
        if self.kills[0] != self.kills[1]:
            self._finish("turn_limit", [0 if self.kills[0] > self.kills[1] else 1])
            return
        health = [self.health_left(0), self.health_left(1)]
        if health[0] != health[1]:
            self._finish("turn_limit_health", [0 if health[0] > health[1] else 1])
            return
        self._finish("draw", [0, 1])

    # -- legal actions ---------------------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        phase, seat = self.phase, self.turn
        if phase == "setup":
            free = [cell for cell in CELLS if cell not in self.grids[seat]]
            return [A("place", (card, cell)) for card in dict.fromkeys(self.reserve[seat]) for cell in free]
        if phase == "play":
            return self._plays(seat)
        if phase == "attack":
            targets = self.attackable(1 - seat)
            actions = [A("attack", (source, target)) for source in self.attackers(seat) for target in targets]
            return actions or [END]
        if phase == "react":
            return [A("play", (card,)) for card in dict.fromkeys(self.hands[1 - seat]) if card in CARDS and CARDS[card].get("out_of_turn")] + [PASS]
        if phase == "upgrade":
            return [A("upgrade", (self.last["from"],)), KEEP]
        return []

    def _plays(self, seat: int) -> list[Action]:
        hand, grid = self.hands[seat], self.grids[seat]
        distinct = list(dict.fromkeys(hand))
        cells = self.cells(seat)
        damaged = [cell for cell in cells if grid[cell][1] < max_health(grid[cell][0])]
        actions: list[Action] = []
        for card in distinct:
            spec = CARDS.get(card)
            if spec is None or spec.get("out_of_turn"):
                continue
            if self.extra_health and spec["type"] != "health":
                continue
            if spec["type"] == "health":
                if "heal" in spec:
                    actions += [A("play", (card, cell)) for cell in damaged]
                elif "heal_all" in spec:
                    actions += [A("play", (card,))] if damaged else []
                else:
                    actions += [A("play", (card, cell)) for cell in cells]
            elif spec["type"] == "dojo":
                actions += [A("play", (card, cell)) for cell in cells if self.next_level(grid[cell][0]) in hand]
            else:
                actions.append(A("play", (card,)))
        if not self.extra_health:
            free = [cell for cell in CELLS if cell not in grid]
            actions += [A("add", (card, cell)) for card in distinct if level_of(card) == 1 for cell in free]
            actions += _discard_choices(tuple(hand))
        return actions + [PASS]

    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        if self.phase == "rps":
            return list(_RPS_OUTCOMES)
        known = self.__dict__.get("_outcomes")
        if known is None:
            deck = self.decks[self.drawer()]
            total = sum(deck.values())
            known = self._outcomes = [(_DRAW[card], _chance(n, total)) for card, n in deck.items()]
        return list(known)

    # -- illegal input ---------------------------------------------------------------------------------
    def _explain_illegal(self, action: Action) -> RuleViolation:
        rule = self.game.rule
        kind, args = action.kind, action.args
        if self.is_chance_node():
            if self.phase == "rps":
                return RuleViolation(Text("animal_cards.error.rps_first"), rule("first_player"))
            name = self.player_name(self.drawer())
            if kind == "draw":
                return RuleViolation(Text("animal_cards.error.not_in_deck", name=name, card=card_name(args[0])), rule("draw_deck"))
            return RuleViolation(Text("animal_cards.error.drawing", name=name), rule("draw_deck"))
        seat = self.current_player
        phase = self.phase
        expected = Text(f"animal_cards.phase.{phase}")
        if kind in ("draw", "rps"):
            return RuleViolation(Text("animal_cards.error.no_chance", expected=expected), rule(_PHASE_RULE[phase]))
        if phase == "setup" and kind == "place":
            card, cell = args
            if card not in self.reserve[seat]:
                return RuleViolation(Text("animal_cards.error.not_in_reserve", animal=animal_noun(card), level=level_of(card)), rule("grid"))
            return RuleViolation(Text("animal_cards.error.cell_taken", cell=cell), rule("grid"))
        if phase == "play":
            return self._explain_play(action)
        if phase == "attack" and kind == "attack":
            return self._explain_attack(*args)
        if phase == "attack" and kind == "end":
            return RuleViolation(Text("animal_cards.error.must_attack"), rule("turn"))
        if phase == "attack" and kind in ("play", "add", "discard"):
            return RuleViolation(Text("animal_cards.error.play_done"), rule("turn"))
        if phase == "react" and kind == "play":
            return RuleViolation(Text("animal_cards.error.react_card", card=card_name(args[0])), rule("card_instructions"))
        if phase == "upgrade" and kind == "upgrade":
            return RuleViolation(Text("animal_cards.error.upgrade_which", cell=self.last["from"]), rule("upgrade_defeat"))
        return RuleViolation(Text("animal_cards.error.wrong_time", action=str(action), expected=expected), rule(_PHASE_RULE[phase]))

    def _explain_play(self, action: Action) -> RuleViolation:
        rule = self.game.rule
        seat, kind, args = self.turn, action.kind, action.args
        hand, grid = self.hands[seat], self.grids[seat]
        if kind in ("attack", "end", "upgrade", "keep"):
            return RuleViolation(Text("animal_cards.error.play_first"), rule("turn"))
        if kind not in ("play", "add", "discard"):
            return RuleViolation(Text("animal_cards.error.wrong_time", action=str(action), expected=Text("animal_cards.phase.play")), rule("play"))
        if kind == "discard":
            missing = Counter(args) - Counter(hand)
            if missing:
                return RuleViolation(Text("animal_cards.error.not_in_hand", card=card_name(next(iter(missing)))), rule("play"))
            return RuleViolation(Text("animal_cards.error.only_health"), rule("card_instructions"))
        card = args[0]
        if kind in ("play", "add") and card not in hand:
            return RuleViolation(Text("animal_cards.error.not_in_hand", card=card_name(card)), rule("play"))
        if self.extra_health and not (kind == "play" and CARDS.get(card, {}).get("type") == "health"):
            return RuleViolation(Text("animal_cards.error.only_health"), rule("card_instructions"))
        if kind == "add":
            cell = args[1]
            if cell in grid:
                return RuleViolation(Text("animal_cards.error.cell_taken", cell=cell), rule("play"))
            return RuleViolation(Text("animal_cards.error.notation", text=str(action)), rule("play"))
        spec = CARDS[card]
        if spec.get("out_of_turn"):
            return RuleViolation(Text("animal_cards.error.out_of_turn_only", card=card_name(card)), rule("card_instructions"))
        needs_cell = spec["type"] == "dojo" or spec.get("target") == "own_animal"
        if needs_cell and len(args) < 2:
            return RuleViolation(Text("animal_cards.error.which_animal", card=card_name(card)), rule("play"))
        if not needs_cell and len(args) > 1:
            return RuleViolation(Text("animal_cards.error.no_target", card=card_name(card)), rule("play"))
        if needs_cell and args[1] not in grid:
            return RuleViolation(Text("animal_cards.error.no_own_animal", cell=args[1]), rule("play"))
        if spec["type"] == "dojo":
            slot = grid[args[1]]
            upgrade = self.next_level(slot[0])
            if upgrade is None:
                return RuleViolation(Text("animal_cards.error.top_level", animal=animal_noun(slot[0])), rule("dojo"))
            return RuleViolation(Text("animal_cards.error.no_next_level", card=card_name(upgrade)), rule("dojo"))
        if "heal" in spec or "heal_all" in spec:  # our assumption heal_needs_hurt_animal; rule 4.2 lets a play be a health card
            key = "animal_cards.error.full_health" if "heal" in spec else "animal_cards.error.full_health_all"
            return RuleViolation(Text(key), rule("play"))
        return RuleViolation(Text("animal_cards.error.wrong_time", action=str(action), expected=Text("animal_cards.phase.play")), rule("play"))

    def _explain_attack(self, source: str, target: str) -> RuleViolation:
        rule = self.game.rule
        seat = self.turn
        own, theirs = self.grids[seat], self.grids[1 - seat]
        if source not in own:
            return RuleViolation(Text("animal_cards.error.no_own_animal", cell=source), rule("attack"))
        if own[source][2] > 0:
            return RuleViolation(Text("animal_cards.error.resting", animal=animal_noun(own[source][0]), level=level_of(own[source][0])), rule("rest"))
        if target not in theirs:
            return RuleViolation(Text("animal_cards.error.no_target_there", cell=target), rule("attack"))
        return RuleViolation(Text("animal_cards.error.not_front", cell=target, cells=", ".join(self.attackable(1 - seat))), rule("grid"))

    # -- for computer players ------------------------------------------------------------------------
    def decisions_left_in_turn(self) -> int:
        """The play and the attack (2); only the attack or the upgrade (1); the whistle (3: its own play
        and attack follow at once); or the animals still to place."""
        if self.phase == "setup":
            return max(1, START_ANIMALS - len(self.grids[self.turn]))
        return {"play": 2, "react": 3}.get(self.phase, 1)

    def evaluation(self) -> list[float]:
        """Per seat: the animals it defeated, plus a sixth of the health its animals have left (about
        one defeated animal's worth): hurting, healing and upgrading count before an animal falls."""
        return [self.kills[seat] + self.health_left(seat) / 6 for seat in (0, 1)]

    def move_reason(self, action: Action, lang: str | None = None, viewer: int | None = None) -> str | None:
        """Why ``action`` helps, in one clause naming cards, cells and health points (see ``reasons``),
        from what the moving seat may know; ``viewer`` reads it (None: the teacher, who sees everything)."""
        from .reasons import move_reason

        return move_reason(self, action, lang, viewer=viewer)

    # -- results ---------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Per seat: how many of the other player's animals it has defeated (what the result shows;
        SearchBot also reads it mid-game)."""
        return list(self.kills)

    def outcome(self) -> Outcome | None:
        """The winner and why, once the game is over (both win a draw)."""
        if self.phase != "end":
            return None
        names = [self.names[s] or Text("core.player", n=s + 1) for s in (0, 1)]  # rendered in the language asked for
        if self.ending == "draw":
            return Outcome((0, 1), Text("animal_cards.outcome.draw", turns=self.turns))
        winner = self.winners[0]
        params = {"winner": names[winner], "loser": names[1 - winner], "turns": self.turns,
                  "kills": self.kills[winner], "other_kills": self.kills[1 - winner],
                  "health": self.health_left(winner), "other_health": self.health_left(1 - winner)}
        return Outcome((winner,), Text(f"animal_cards.outcome.{self.ending}", **params))

    # -- words -----------------------------------------------------------------------------------------
    def describe(self, lang: str | None = None, viewer: int | None = None) -> str:
        """Whose turn it is and what happens next, in ``lang`` (the same words for every ``viewer``:
        they name no hidden card)."""
        phase = self.phase
        if phase == "end":
            return self.outcome().message(lang)
        if phase == "rps":
            return Text("animal_cards.next.rps").render(lang)
        drawer = self.drawer()
        if drawer is not None:
            return Text("animal_cards.next.draw", name=self.player_name(drawer, lang), n=len(self.hands[drawer])).render(lang)
        seat = self.current_player
        params: dict[str, Any] = {"name": self.player_name(seat, lang)}
        key = phase
        if phase == "setup":
            params["left"] = START_ANIMALS - len(self.grids[seat])
        elif phase == "play" and self.extra_health:
            key = "play_extra"
        elif phase == "attack" and not self.attackers(seat):
            key = "attack_none"
        elif phase == "react":
            attack = self.pending
            attacker, target = self.grids[self.turn][attack["from"]][0], self.grids[seat][attack["to"]][0]
            params.update(animal=animal_noun(attacker), level=level_of(attacker), target=animal_noun(target), target_level=level_of(target))
        elif phase == "upgrade":
            params.update(animal=animal_noun(self.last["attacker"]), level=level_of(self.last["attacker"]))
        return Text(f"animal_cards.next.{key}", **params).render(lang)

    def action_text(self, action: Action | str, lang: str | None = None, viewer: int | None = None) -> str:
        """An action in words, e.g. "Mia's frog (b1) attacks bear (a1): 3 frog jumps!" – for every
        ``viewer`` the same: a card drawn is never named, every other card named is on the table."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        kind, args = action.kind, action.args
        seat = self.current_player if self.current_player in (0, 1) else self.turn
        name = self.player_name(seat, lang)
        t = "animal_cards.action."
        if kind == "rps":
            return Text(t + "rps", one=self.player_name(0, lang), two=self.player_name(1, lang),
                        sign1=Text(f"animal_cards.throw.{args[0]}"), sign2=Text(f"animal_cards.throw.{args[1]}")).render(lang)
        if kind == "draw":
            drawer = self.drawer()
            return Text(t + "draw", name=self.player_name(drawer if drawer is not None else seat, lang)).render(lang)
        if kind == "place":
            return Text(t + kind, name=name, animal=animal_noun(args[0]), level=level_of(args[0]), cell=args[1]).render(lang)
        if kind == "add":
            return Text(t + kind, name=name, animal=animal_noun(args[0]), level=level_of(args[0]), cell=args[1]).render(lang)
        if kind == "discard":
            return Text(t + "discard", name=name, cards=card_list(args), n=len(args)).render(lang)
        if kind == "play":
            card = args[0]
            if card == "dojo" and len(args) == 2 and args[1] in self.grids[seat]:
                old = self.grids[seat][args[1]][0]
                new = self.next_level(old) or old
                return Text(t + "dojo", name=name, animal=animal_noun(old), cell=args[1], level=level_of(new)).render(lang)
            if len(args) == 2 and args[1] in self.grids[seat]:
                animal = self.grids[seat][args[1]][0]
                return Text(t + "play_on", name=name, card=card_noun(card), animal=animal_noun(animal), level=level_of(animal),
                            cell=args[1]).render(lang)
            return Text(t + "play", name=name, card=card_noun(card)).render(lang)
        if kind == "attack":
            source, target = args
            own, theirs = self.grids[self.turn], self.grids[1 - self.turn]
            if source in own and target in theirs:
                exercise = exercise_for(own[source][0])
                return Text(t + "attack", name=name, animal=animal_noun(own[source][0]), level=level_of(own[source][0]), source=source,
                            target=animal_noun(theirs[target][0]), target_level=level_of(theirs[target][0]), cell=target,
                            exercise=exercise.label()).render(lang)
            return Text(t + "attack_plain", name=name, source=source, cell=target).render(lang)
        if kind == "upgrade":
            card = self.grids[self.turn].get(args[0], [""])[0]
            new = self.next_level(card) if card else None
            if not new:
                return Text(t + "upgrade_cell", name=name, cell=args[0]).render(lang)
            return Text(t + "upgrade", name=name, animal=animal_noun(new), level=level_of(new)).render(lang)
        if kind == "pass" and self.phase == "react":
            return Text(t + "no_whistle", name=name).render(lang)
        return Text(t + kind, name=name).render(lang)

    def current_attack(self) -> dict[str, Any] | None:
        """The attack the class exercises for now: the one waiting for the whistle, else the last one
        (``attacker`` and ``target`` cards, ``ply``: the number of the action that attacked)."""
        if self.pending:
            own, theirs = self.grids[self.turn], self.grids[1 - self.turn]
            return {"attacker": own[self.pending["from"]][0], "target": theirs[self.pending["to"]][0],
                    "ply": self.pending["ply"], "pending": True}
        return self.last

    def exercise(self) -> Exercise | None:
        """The exercise of the current attack (what the class does now), or None before the first attack."""
        attack = self.current_attack()
        return exercise_for(attack["attacker"]) if attack else None

    def facts(self) -> dict[str, Any]:
        """Named facts about this state, for walkthroughs and tests (seats are "1" and "2")."""
        current = self.current_player
        facts: dict[str, Any] = {
            "phase": self.phase,
            "current": "chance" if current == CHANCE else ("end" if current == TERMINAL else self._key(current)),
            "turn": self._key(self.turn),
            "first": self._key(self.first) if self.first is not None else None,
            "turns": self.turns,
            "format": self.format,
            "drawing": self._key(self.drawer()) if self.drawer() is not None else None,
            "extra_health": self.extra_health,
            "boost": self.boost,
            "events": [e["type"] for e in self.events],
            "ending": self.ending,
            "winners": [self._key(s) for s in self.winners],
        }
        for seat in (0, 1):
            n = str(seat + 1)
            grid = self.grids[seat]
            facts[f"grid.{n}"] = {cell: slot[0] for cell, slot in grid.items()}
            facts[f"health.{n}"] = {cell: slot[1] for cell, slot in grid.items()}
            for cell, slot in grid.items():
                facts[f"card.{n}.{cell}"] = slot[0]
                facts[f"hp.{n}.{cell}"] = slot[1]
            facts[f"animals.{n}"] = len(grid)
            facts[f"attackable.{n}"] = self.attackable(seat)
            facts[f"resting.{n}"] = self.resting(seat)
            facts[f"hand.{n}"] = len(self.hands[seat])
            facts[f"cards.{n}"] = list(self.hands[seat])
            facts[f"reserve.{n}"] = len(self.reserve[seat])
            facts[f"deck.{n}"] = sum(self.decks[seat].values())
            facts[f"discard.{n}"] = len(self.discards[seat])
            facts[f"discard_pile.{n}"] = list(self.discards[seat])
            facts[f"defeated.{n}"] = list(self.defeated[seat])
            facts[f"in_play.{n}"] = [c for k, c in self.slots[seat].items() if k != "on" and c]
            facts[f"blanket.{n}"] = self.slots[seat]["on"]
            facts[f"kills.{n}"] = self.kills[seat]
        last = self.last
        facts["last_attack"] = None if not last else {
            "from": last["from"], "to": last["to"], "attacker": last["attacker"], "target": last["target"],
            "exercise": last["exercise"], "count": last["count"], "damage": last["damage"], "health": last["health"],
            "defeated": last["defeated"], "blocked": last["blocked"],
        }
        for key in ("exercise", "count", "damage", "health", "defeated", "blocked"):
            facts[f"last.{key}"] = last[key] if last else None
        if self.pending:
            facts["pending_damage"] = self.damage(self.turn, self.pending["from"], self.pending["to"])["total"]
        return facts

    def _key(self, seat: int) -> str:
        return self.names[seat] or f"P{seat + 1}"

    def svg(self, **options: Any) -> str:
        """Both grids, the hands and piles as SVG (see ``render.render_svg`` for the options)."""
        from .render import render_svg

        return render_svg(self, **options)


@lru_cache(maxsize=4096)
def _discard_choices(hand: tuple[str, ...]) -> tuple[Action, ...]:
    """Every non-empty choice of cards to discard from a hand (equal cards are not told apart), fewest
    cards first, then in the deck's order."""
    found: dict[tuple[str, ...], None] = {}
    ordered = sort_cards(hand)
    for n in range(1, len(ordered) + 1):
        for combo in combinations(ordered, n):  # a sorted hand gives sorted choices, in the deck's order
            found.setdefault(combo, None)
    return tuple(A("discard", combo) for combo in found)


@lru_cache(maxsize=1024)
def _chance(n: int, total: int) -> Fraction:
    """``Fraction(n, total)``, kept: computer players ask for draws thousands of times a second."""
    return Fraction(n, total)


_DRAW = {card: A("draw", (card,)) for card in ALL_CARDS}


def card_list(cards: Sequence[str]) -> Text:
    """Card names in quotes as a list to read: “Banana”, “Banana” and “Dojo”, “Banana”, “Dojo” and “Frog (level 2)”."""
    quoted = [Text("animal_cards.list.quoted", card=card_name(c)) for c in cards]
    text = quoted[-1]
    if len(quoted) > 1:
        text = Text("animal_cards.list.and", first=quoted[-2], last=text)
    for item in reversed(quoted[:-2]):
        text = Text("animal_cards.list.comma", first=item, last=text)
    return text


_RPS_OUTCOMES = tuple((A("rps", (one, two)), Fraction(1, len(THROWS) ** 2)) for one in THROWS for two in THROWS)
PHASES = frozenset({"rps", "setup", "play", "attack", "react", "upgrade", "end"})
_PHASE_RULE = {
    "rps": "first_player",
    "setup": "grid",
    "play": "play",
    "attack": "attack",
    "react": "card_instructions",
    "upgrade": "upgrade_defeat",
    "end": "goal",
}

__all__ = [
    "ALL_CARDS", "ANIMALS", "ANIMAL_CARDS", "CARDS", "CELLS", "DATA", "DECK", "EXERCISES", "AnimalAction",
    "AnimalCardsGame", "AnimalCardsState", "Exercise", "animal_of", "card_name", "card_type", "exercise_for",
    "front_cells", "level_of", "max_health", "damage_of", "sort_cards", "stats", "strength",
]
