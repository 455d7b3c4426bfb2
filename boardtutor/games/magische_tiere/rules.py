"""Die Schule der magischen Tiere – the dino dice game: the rules as a pure, co-operative engine.

Rulebook: ``shared/rulebooks/magische-tiere-dino_de.txt``. Components and every assumption are in
``data.json`` next to this file.

A turn has two phases. **Rolling**: the blue dice (and the white die once earned) are rolled as one
chance event (a multiset of faces with multinomial probabilities); every cap goes to the watchman's
row at once, then the group chooses which other dice to place (``place shoe shoe light``) and rolls
the rest again, until every die lies on the tray. **Actions**: the rows act from top to bottom –
cards, flashlight, shoe, watchman, Ida – each as often as the number beside its last die.

Everyone plays together: ``current_player`` is the seat whose turn it is, but every seat wins or
loses together (``GAME.cooperative``).

>>> import boardtutor
>>> state = boardtutor.load("magische_tiere").new_initial_state(players=2, seed=1)
>>> state.is_chance_node()
True
>>> state = state.apply("roll card light shoe shoe cap ida")
>>> state.tray["cap"], state.rolled
(['blue'], ['card', 'light', 'shoe', 'shoe', 'ida'])
>>> "place light shoe shoe" in [str(a) for a in state.legal_actions()]
True
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement, product
from pathlib import Path
from typing import Any, Sequence

from ...core import CHANCE, TERMINAL, Action, Game, Outcome, RuleViolation, State, _check_players, _check_seed, _shown
from ...i18n import LANGUAGES, Bilingual, Noun, Text
from ...savegame import SAVE_VERSION

DATA: dict[str, Any] = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
SYMBOLS: tuple[str, ...] = tuple(DATA["symbols"])
"""The rows of the tray from top to bottom (the order the actions are carried out in)."""
CHILDREN: tuple[str, ...] = tuple(DATA["children"])
ROWS: dict[str, tuple[int, ...]] = {row: tuple(values) for row, values in DATA["rows"].items()}
BLUE_FACES: tuple[str, ...] = tuple(DATA["blue_die"])
WHITE_FACES: tuple[str, ...] = tuple(DATA["white_die"])
BLUE_DICE: int = DATA["blue_dice"]
CARD_KINDS: tuple[str, ...] = tuple(DATA["cards"])
CARD_COUNTS: dict[str, int] = dict(DATA["cards"])
TRACK = DATA["track"]
PURPLE: int = TRACK["purple_fields"]
TILES: int = TRACK["path_tiles"]
GOAL: int = PURPLE + TILES + 1
"""Silas's goal tile, as a position on the way (0 is the big purple start field)."""
WATCHMAN_START: int = -TRACK["red_fields"]
IDA_START: int = -TRACK["ida_fields"]
DIE_KINDS = ("blue", "white")

ANYTIME_CARDS = frozenset({"watchman_back", "watchman_rests", "ida_step", "light_one", "light_two", "steps_two", "steps_three"})
TURN_CARDS = {"turn_one": 1, "turn_two": 2}
REROLL_CARDS = {"reroll_cap_one": 1, "reroll_cap_two": 2}
LIGHT_CARDS = {"light_one": 1, "light_two": 2}
STEP_CARDS = {"steps_two": 2, "steps_three": 3}

_ORDER = {symbol: i for i, symbol in enumerate(SYMBOLS)}
_ORDER["dino"] = len(SYMBOLS)
_BLUE_P = {face: Fraction(n, len(BLUE_FACES)) for face, n in Counter(BLUE_FACES).items()}
_BLUE_SORTED = tuple(sorted(_BLUE_P, key=_ORDER.__getitem__))


def field_name(position: int | None, lane: str = "way") -> str:
    """The field id of a position: ``p0``–``p4`` purple, ``t1``–``t11`` path tiles, ``silas``; before
    the way, ``r1``… (the watchman's red fields, ``r1`` his start) or ``o1``… (Ida's orange fields).

    >>> field_name(0), field_name(5), field_name(GOAL), field_name(WATCHMAN_START, "red"), field_name(IDA_START, "orange")
    ('p0', 't1', 'silas', 'r1', 'o1')
    """
    if position is None:
        return "tray"
    if position >= GOAL:
        return "silas"
    if position > PURPLE:
        return f"t{position - PURPLE}"
    if position >= 0:
        return f"p{position}"
    if lane == "red":
        return f"r{position - WATCHMAN_START + 1}"
    return f"o{position - IDA_START + 1}"


def position_of(field: str) -> int:
    """The position of a field id (the inverse of ``field_name``).

    >>> position_of("t2"), position_of("r5"), position_of("o7")
    (6, -1, -1)
    """
    if field == "silas":
        return GOAL
    match = re.fullmatch(r"([ptro])(\d+)", field or "")
    if not match:
        raise RuleViolation(Text("magische_tiere.error.field", field=str(field)[:20], **_FIELD_RANGES))
    lane, n = match.group(1), int(match.group(2))
    position = {"p": n, "t": PURPLE + n, "r": WATCHMAN_START + n - 1, "o": IDA_START + n - 1}[lane]
    if field_name(position, "red" if lane == "r" else "orange") != field:
        raise RuleViolation(Text("magische_tiere.error.field", field=field[:20], **_FIELD_RANGES))
    return position


_FIELD_RANGES = {"purple": f"p0–p{PURPLE}", "tiles": f"t1–t{TILES}", "red": f"r1–r{-WATCHMAN_START}", "orange": f"o1–o{-IDA_START}"}


# -- chance ----------------------------------------------------------------------------------------
@lru_cache(maxsize=BLUE_DICE + 1)
def blue_roll_outcomes(n: int) -> tuple[tuple[tuple[str, ...], Fraction], ...]:
    """Every multiset of faces ``n`` blue dice can show, with its exact (multinomial) probability.

    >>> outcomes = blue_roll_outcomes(2)
    >>> len(outcomes), sum(p for _, p in outcomes)
    (15, Fraction(1, 1))
    >>> dict(outcomes)[("shoe", "shoe")]
    Fraction(1, 9)
    """
    if not 0 <= n <= BLUE_DICE:  # the cache holds one entry per possible count, never more
        raise ValueError(f"{n} blue dice: there are {BLUE_DICE}")
    result = []
    for faces in combinations_with_replacement(_BLUE_SORTED, n):
        counts = Counter(faces)
        ways = math.factorial(n)
        probability = Fraction(1)
        for face, k in counts.items():
            ways //= math.factorial(k)
            probability *= _BLUE_P[face] ** k
        result.append((faces, ways * probability))
    return tuple(result)


def sort_faces(faces: Sequence[str]) -> list[str]:
    """Faces in the tray's order (card, light, shoe, cap, Ida, dino)."""
    return sorted(faces, key=_ORDER.__getitem__)


def caps_distribution(n: int = BLUE_DICE, white: bool = False) -> dict[int, Fraction]:
    """The exact probability that one roll of ``n`` blue dice (and the white die) shows k caps.

    >>> caps_distribution(6)[0]
    Fraction(15625, 46656)
    >>> sum(caps_distribution(6, white=True).values())
    Fraction(1, 1)
    """
    p_blue = Fraction(BLUE_FACES.count("cap"), len(BLUE_FACES))
    dist = {k: math.comb(n, k) * p_blue**k * (1 - p_blue) ** (n - k) for k in range(n + 1)}
    if white:
        p_white = Fraction(WHITE_FACES.count("cap"), len(WHITE_FACES))
        mixed = {k: Fraction(0) for k in range(n + 2)}
        for k, p in dist.items():
            mixed[k] += p * (1 - p_white)
            mixed[k + 1] += p * p_white
        dist = mixed
    return dist


# -- actions ---------------------------------------------------------------------------------------
_WORD = re.compile(r"^[a-z_]+$")
_TURN = re.compile(r"^(white:)?([a-z]+)>([a-z]+)$")


class MagicAction(Action):
    """An action of the dino game. Notation:

    - chance: ``roll card shoe shoe cap`` (the blue dice rolled), ``white dino``, ``draw light_two``
    - rolling: ``place shoe shoe light`` (``white:<row>`` places the white die, e.g. ``white:shoe``),
      ``reroll`` (place nothing, roll again), ``turn ida>shoe`` / ``turn white:ida>dino`` and
      ``done`` (with a "turn dice" card)
    - cards: ``use light_two``, ``use reroll_cap_one blue``
    - actions: ``go`` (start / go on with the rows), ``step jo``, ``stop`` (give up the other steps)
    - when Ida has distracted the watchman: ``finish`` (narrow win) or ``continue`` (the variant)

    >>> str(MagicAction.parse("place light shoe  white:card shoe"))
    'place light shoe shoe white:card'
    >>> MagicAction.parse("roll shoe cap card") == MagicAction.parse("roll card shoe cap")
    True
    """

    SIMPLE = ("reroll", "done", "go", "stop", "finish", "continue")

    @classmethod
    def parse(cls, text: str) -> "MagicAction":
        """Read the notation (any order of faces, extra spaces); RuleViolation for anything else."""
        if not isinstance(text, str):
            raise RuleViolation(Text("core.error.not_an_action", value=repr(text)[:60]))
        words = text.strip().lower().split()
        if not words:
            raise RuleViolation(Text("magische_tiere.error.notation", text=text[:40]))
        kind, args = words[0], words[1:]
        if kind in cls.SIMPLE and not args:
            return cls(kind)
        if kind == "roll" and 1 <= len(args) <= BLUE_DICE and all(a in _BLUE_P for a in args):
            return cls(kind, tuple(sort_faces(args)))
        if kind == "white" and len(args) == 1 and args[0] in WHITE_FACES:
            return cls(kind, tuple(args))
        if kind == "draw" and len(args) == 1 and args[0] in CARD_COUNTS:
            return cls(kind, tuple(args))
        if kind == "step" and len(args) == 1 and args[0] in CHILDREN:
            return cls(kind, tuple(args))
        if kind == "place" and args:
            blue = [a for a in args if not a.startswith("white:")]
            white = [a[6:] for a in args if a.startswith("white:")]
            if len(white) <= 1 and len(blue) <= BLUE_DICE and all(a in SYMBOLS for a in blue + white):
                return cls(kind, tuple(sort_faces(blue)) + tuple(f"white:{w}" for w in white))
        if kind == "use" and args and args[0] in CARD_COUNTS:
            dice = args[1:]
            if len(dice) <= 2 and all(d in DIE_KINDS for d in dice):
                return cls(kind, (args[0], *sorted(dice)))
        if kind == "turn" and len(args) == 1:
            match = _TURN.match(args[0])
            if match and match.group(2) in WHITE_FACES + BLUE_FACES and match.group(3) in WHITE_FACES + BLUE_FACES:
                return cls(kind, (args[0],))
        raise RuleViolation(Text("magische_tiere.error.notation", text=text[:40]))


A = MagicAction
GO, STOP, REROLL, DONE, FINISH, CONTINUE = A("go"), A("stop"), A("reroll"), A("done"), A("finish"), A("continue")


@dataclass(frozen=True)
class CoopOutcome(Outcome):
    """How a co-operative game ended: everyone won (``winners`` = every seat) or nobody did.

    ``ending`` is ``"win"`` (all four children reached Silas), ``"narrow"`` (Ida distracted the
    watchman) or ``"loss"`` (the watchman reached Silas and has caught everyone).
    """

    ending: str = ""


# -- the game --------------------------------------------------------------------------------------
class MagischeTiereGame(Game):
    """Die Schule der magischen Tiere – the co-operative dino dice game for 1–4 players."""

    id = "magische_tiere"
    min_players = DATA["players"]["min"]
    max_players = DATA["players"]["max"]
    action_class = MagicAction
    data = DATA
    cooperative = True
    gentle_settings = {"mistakes": 0.3}
    """The beginners' computer (``GentleBot``): see ``benchmarks/RESULTS-bots.md`` for how it was tuned."""

    def ui(self):
        """The click adapter for BoardView, StepThrough and PlayView."""
        from .ui import MagischeTiereUI

        return MagischeTiereUI()

    def advisor(self, seed: int | None = None):
        """A bot that suggests what the group could do next and says why (see ``strategies``)."""
        from .strategies import Advisor

        return Advisor(seed=seed)

    def new_initial_state(self, players: int | Sequence[str] = 2, seed: int | None = None) -> "MagischeTiereState":
        """A new game, set up as the rulebook says: the children on the big purple field, the watchman
        on his round red field, Ida on the tray (her row covered), 11 dark path tiles, the white die on
        Silas's tile, the cards shuffled. The first person (the youngest) rolls first.

        ``players``: a count or a list of names in clockwise order, the youngest first.
        """
        names = _check_players(self, players)
        state = MagischeTiereState(self)
        state.names = names
        state.seed = _check_seed(seed)
        state.history = []
        state.turn = 0
        state.turns = 0
        state.children = {child: 0 for child in CHILDREN}
        state.caught = []
        state.watchman = WATCHMAN_START
        state.ida = None
        state.lit = 0
        state.deck = dict(CARD_COUNTS)
        state.hand = []
        state.covered = ["ida"]
        state.white_owned = False
        state.variant = False
        state.ending = None
        state.events = []
        state._start_turn()
        return state


class MagischeTiereState(State):
    """One moment of a game (see the module docstring for the flow of a turn).

    Plain attributes hold the whole position: ``children`` (child → position, see ``field_name``),
    ``caught``, ``watchman``, ``ida`` (None while on the tray), ``lit`` (path tiles lit, from the
    start of the way), ``deck``/``hand`` (cards), ``covered`` rows, ``tray`` (row → dice on it),
    ``loose_blue``/``loose_white`` (dice still to place), ``rolled``/``rolled_white`` (what the loose
    dice show), ``phase``.
    """

    # -- copying and JSON -------------------------------------------------------------------------
    _FIELDS = (
        "turn", "turns", "children", "caught", "watchman", "ida", "lit", "deck", "hand", "covered", "white_owned",
        "variant", "ending", "events", "phase", "tray", "loose_blue", "loose_white", "idle", "rolled", "rolled_white",
        "caps_now", "forced", "row", "left", "acting", "resting", "drew", "steps_left", "turns_left", "resume",
    )

    def _copy(self) -> "MagischeTiereState":
        new = MagischeTiereState.__new__(MagischeTiereState)
        new.game = self.game
        new.names = self.names
        new.seed = self.seed
        new.turn, new.turns = self.turn, self.turns
        new.children = dict(self.children)
        new.caught = list(self.caught)
        new.watchman, new.ida, new.lit = self.watchman, self.ida, self.lit
        new.deck = dict(self.deck)
        new.hand = list(self.hand)
        new.covered = list(self.covered)
        new.white_owned, new.variant, new.ending = self.white_owned, self.variant, self.ending
        new.events = []
        new.phase = self.phase
        new.tray = {row: list(dice) for row, dice in self.tray.items()}
        new.loose_blue, new.loose_white, new.idle = self.loose_blue, self.loose_white, self.idle
        new.rolled = list(self.rolled)
        new.rolled_white = self.rolled_white
        new.caps_now, new.forced = self.caps_now, self.forced
        new.row, new.left, new.acting, new.resting, new.drew = self.row, self.left, self.acting, self.resting, self.drew
        new.steps_left, new.turns_left = self.steps_left, self.turns_left
        new.resume = list(self.resume)
        return new

    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON data (with the save format's ``version``)."""
        data = {"game": "magische_tiere", "version": SAVE_VERSION, "names": list(self.names), "seed": self.seed,
                "history": list(self.history)}
        for name in self._FIELDS:
            value = getattr(self, name)
            data[name] = json.loads(json.dumps(value))
        return data

    @classmethod
    def from_dict(cls, game: MagischeTiereGame, data: dict[str, Any]) -> "MagischeTiereState":
        """Rebuild a state from ``to_dict`` data that passed the model in ``save.py`` (use
        ``game.state_from_dict``, the gate that also runs ``_validate``)."""
        state = cls(game)
        state.names = list(data["names"])
        state.seed = data["seed"]
        state.history = list(data["history"])
        for name in cls._FIELDS:
            setattr(state, name, json.loads(json.dumps(data[name])))
        # in the game's own order: JSON sorts keys, and the order of outcomes and actions must not change
        state.children = {c: data["children"][c] for c in CHILDREN}
        state.deck = {k: data["deck"][k] for k in CARD_KINDS}
        state.tray = {r: list(data["tray"][r]) for r in SYMBOLS}
        state.caught = sorted(state.caught, key=CHILDREN.index)
        state.covered = sorted(state.covered, key=SYMBOLS.index)
        state.hand = sorted(state.hand, key=CARD_KINDS.index)
        state.rolled = sort_faces(state.rolled)
        return state

    # -- the invariants of a position from outside ------------------------------------------------------
    def _validate(self) -> None:
        """What the rules make impossible, for a position from outside (after the model in ``save.py``
        has checked types, ranges and what each phase needs). Raises RuleViolation naming the problem."""
        self._validate_dice()
        self._validate_cards()
        self._validate_way()
        self._validate_rows()
        self._validate_ending()

    def _used(self, *kinds: str) -> int:
        """Cards of these kinds already used (neither in the pile nor in the hand: back in the box)."""
        return sum(CARD_COUNTS[k] - self.deck[k] - self.hand.count(k) for k in kinds)

    def _validate_dice(self) -> None:
        on_tray = [die for dice in self.tray.values() for die in dice]
        white = on_tray.count("white") + int(self.loose_white)
        if white > int(self.white_owned):
            raise _bad("white_twice" if self.white_owned else "white_not_earned")
        blue = on_tray.count("blue") + self.loose_blue
        if blue > BLUE_DICE:
            raise _bad("blue_count", blue=BLUE_DICE, found=blue)
        # dice set aside this turn (no free row left): the missing blue ones, and the white die if it was
        # rolled; a white die earned during this turn stays on Silas's tile until the next turn begins
        white_aside = self.idle - (BLUE_DICE - blue)
        if white_aside not in (0, 1) or white_aside == 1 and (white or not self.white_owned):
            total = BLUE_DICE + int(self.white_owned)
            raise _bad("dice_count", found=len(on_tray) + self.loose_blue + int(self.loose_white) + self.idle, total=total,
                       blue=BLUE_DICE, white=int(self.white_owned), tray=len(on_tray),
                       loose=self.loose_blue + int(self.loose_white), idle=self.idle)
        base = self.resume[0] if self.resume else self.phase
        if base == "place":
            caps = self.rolled.count("cap") + int(self.rolled_white == "cap")
            if caps and self.room("cap") > 0:
                raise _bad("cap_not_placed", n=caps)
        if self.caps_now > self.rolled.count("cap") + len(self.tray["cap"]) + int(self.rolled_white == "cap"):
            raise _bad("caps_now_count", n=self.caps_now)
        if self.tray["ida"] and self.ida is None:
            raise _bad("ida_dice_early", n=len(self.tray["ida"]))
        if self.row >= 0 and self.left > self.row_value(SYMBOLS[self.row]):
            raise _bad("left", n=self.left, row=Noun(f"magische_tiere.row.{SYMBOLS[self.row]}"),
                       value=self.row_value(SYMBOLS[self.row]))

    def _validate_cards(self) -> None:
        for kind in CARD_KINDS:
            out = self.deck[kind] + self.hand.count(kind)
            if out > CARD_COUNTS[kind]:
                raise _bad("card_count", card=Noun(f"magische_tiere.card.{kind}"), pile=self.deck[kind],
                           hand=self.hand.count(kind), total=CARD_COUNTS[kind])
        steps = self.row_value("shoe") + sum(n * self._used(kind) for kind, n in STEP_CARDS.items())
        if self.steps_left > steps:
            raise _bad("steps_too_many", n=self.steps_left, most=steps)
        if self.phase == "draw" and not sum(self.deck.values()):
            raise _bad("draw_empty")
        drawn = sum(CARD_COUNTS.values()) - sum(self.deck.values())
        if self.drew > drawn:
            raise _bad("drew", n=self.drew, drawn=drawn)
        still = self.left if self.row == 0 else 0  # draws still to come while the card row acts
        if self.drew + still > self.row_value("card"):
            raise _bad("drew_row", n=self.drew + still, value=self.row_value("card"))
        for flag, kinds in (("resting", ("watchman_rests",)), ("forced", tuple(REROLL_CARDS)),
                            ("turning", tuple(TURN_CARDS))):
            on = self.phase == "turning" if flag == "turning" else getattr(self, flag)
            if on and not self._used(*kinds):
                raise _bad(f"no_card_for_{flag}", card=Noun(f"magische_tiere.card.{kinds[0]}"))

    def _validate_way(self) -> None:
        ended = self.phase == "end"
        used_back = self._used("watchman_back")
        for child in CHILDREN:
            position = self.children[child]
            name = Text(f"magische_tiere.child.{child}")
            if position >= GOAL and self.lit < TILES:
                raise _bad("child_dark_silas", child=name, lit=self.lit, tiles=TILES)
            if not self.passable(position):
                raise _bad("child_dark", child=name, at=_at(position), lit=self.lit)
            if child in self.caught:
                if self.watchman < -used_back:
                    raise _bad("caught_early", child=name, watchman=_at(self.watchman, "red"))
                if not ended and position > self.watchman + used_back:
                    raise _bad("caught_ahead", child=name, at=_at(position),
                               watchman=_at(self.watchman, "red"))
                if not ended and position >= GOAL:
                    raise _bad("caught_at_silas", child=name)
            elif not self.variant and 0 <= self.watchman and position <= self.watchman:
                raise _bad("child_not_caught", child=name, at=_at(position),
                           watchman=_at(self.watchman, "red"))
        if self.ida is None:
            if self.watchman >= 0:
                raise _bad("ida_not_entered", watchman=_at(self.watchman, "red"))
            if self.variant:
                raise _bad("variant_without_ida")
            if self.phase == "distracted" or self.ending == "narrow":
                raise _bad("distracted_without_ida")
        else:
            if self.watchman < -used_back:
                raise _bad("ida_too_early", watchman=_at(self.watchman, "red"), ida=_at(self.ida, "orange"))
            if self.ida >= GOAL and self.lit < TILES:
                raise _bad("ida_dark_silas", lit=self.lit, tiles=TILES)
            if not self.passable(self.ida):
                raise _bad("ida_dark", at=_at(self.ida, "orange"), lit=self.lit)
            met = self.watchman >= 0 and self.ida >= self.watchman
            if (self.variant or self.phase == "distracted" or self.ending == "narrow") and not met:
                raise _bad("not_met", ida=_at(self.ida, "orange"), watchman=_at(self.watchman, "red"))
            if not (self.variant or self.phase == "distracted" or ended) and met:
                raise _bad("ida_met", ida=_at(self.ida, "orange"), watchman=_at(self.watchman, "red"))
        if self.watchman >= GOAL and self.ending != "loss":
            raise _bad("watchman_at_silas")
        if self.variant and self.caught:
            raise _bad("variant_caught", child=Text(f"magische_tiere.child.{self.caught[0]}"))
        at_silas = any(self.children[c] >= GOAL for c in CHILDREN)
        if self.white_owned != at_silas:
            raise _bad("white_owned" if self.white_owned else "white_not_taken")
        if self.phase == "steps" and not self.movable_children():
            raise _bad("steps_nobody")

    def _validate_rows(self) -> None:
        should = {
            "card": not sum(self.deck.values()),
            "light": self.lit >= TILES,
            "cap": self.variant,
            "ida": self.ida is None,
        }
        if self.phase != "end":
            should["shoe"] = not self.active_children()
        for row, covered in should.items():
            if covered != (row in self.covered):
                raise _bad(f"{'covered' if row in self.covered else 'uncovered'}.{row}", lit=self.lit, tiles=TILES)

    def _validate_ending(self) -> None:
        ending = self.ending
        home = self.at_silas()
        if ending is None and len(home) == len(CHILDREN):
            raise _bad("all_home")
        if ending == "win" and len(home) != len(CHILDREN):
            raise _bad("win_not_home", n=len(home))
        if ending == "loss" and (self.watchman < GOAL or len(self.caught) != len(CHILDREN)):
            raise _bad("loss_not_caught", n=len(self.caught))
        if ending in ("loss", "narrow") and self.variant:
            raise _bad("variant_ending")

    def with_setup(self, spec: dict[str, Any]) -> "MagischeTiereState":
        """A start-of-turn position with parts replaced (for walkthroughs and lessons that start
        mid-game), built as saved-game data and loaded through the same gate as a saved game
        (``game.state_from_dict``): a position the rules cannot reach is refused with a RuleViolation.

        ``spec`` keys: ``children`` (child → field id or ``"caught"``), ``watchman`` (field id), ``ida``
        (field id; Ida enters and her row is uncovered), ``lit``, ``hand`` (cards, taken from the pile),
        ``deck`` (kind → count in the pile), ``turn`` (seat), ``rounds`` (whole rounds played before, so a
        finished game counts its turns from the real start). Derived unless given: ``white`` (True once a
        child is with Silas) and ``covered`` (the rows that the position covers: cards when the pile is
        empty, flashlight when every tile is lit, shoe when no child can walk any more, Ida's row while
        she waits on the tray).

        >>> import boardtutor
        >>> state = boardtutor.load("magische_tiere").new_initial_state(players=1, seed=1)
        >>> state.with_setup({"children": {"jo": "t2"}, "lit": 3}).facts()["where.jo"]
        't2'
        >>> try:
        ...     state.with_setup({"children": {"jo": "t4"}, "lit": 3})
        ... except boardtutor.RuleViolation as exc:
        ...     print(exc.message("en"))
        Jo stands on path tile 4, but that tile is still dark: only 3 path tiles are lit, and children may only step onto lit tiles.
        """
        spec = _check_spec(spec, len(self.names))
        data = self.to_dict()
        for child, field in spec.get("children", {}).items():
            if field == "caught":
                data["caught"] = sorted(set(data["caught"]) | {child}, key=CHILDREN.index)
                data["children"][child] = 0
            else:
                data["caught"] = [c for c in data["caught"] if c != child]
                data["children"][child] = position_of(field)
        if "watchman" in spec:
            data["watchman"] = position_of(spec["watchman"])
        if "ida" in spec:
            data["ida"] = position_of(spec["ida"])
        if "lit" in spec:
            data["lit"] = spec["lit"]
        data["turns"] += spec.get("rounds", 0) * len(self.names)  # whole rounds played before this position
        if "turn" in spec:  # the dice went round the table clockwise until this seat
            data["turns"] += (spec["turn"] - data["turn"]) % len(self.names)
            data["turn"] = spec["turn"]
        if "deck" in spec:
            data["deck"] = {kind: spec["deck"].get(kind, 0) for kind in CARD_KINDS}
        for card in spec.get("hand", []):
            data["hand"].append(card)
            if data["deck"][card] > 0:
                data["deck"][card] -= 1
        data["hand"] = sorted(data["hand"], key=CARD_KINDS.index)
        at_silas = any(p >= GOAL for c, p in data["children"].items())
        data["white_owned"] = spec.get("white", at_silas)
        if "covered" in spec:
            data["covered"] = sorted(spec["covered"], key=SYMBOLS.index)
        else:
            active = [c for c in CHILDREN if c not in data["caught"] and data["children"][c] < GOAL]
            rows = {"card": not sum(data["deck"].values()), "light": data["lit"] >= TILES, "shoe": not active,
                    "cap": data["variant"], "ida": data["ida"] is None}
            data["covered"] = [row for row in SYMBOLS if rows[row]]
        data.update(_turn_start(data["white_owned"]), ending=None, events=[])
        return self.game.state_from_dict(data)

    # -- who acts ----------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat whose turn it is (the group decides together), ``CHANCE`` or ``TERMINAL``."""
        phase = self.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == "end":
            return TERMINAL
        return self.turn

    # -- small queries ----------------------------------------------------------------------------------
    def room(self, row: str) -> int:
        """Free fields on a row (0 if it is covered, or if it has already acted this turn: a die rerolled
        with a card after the card row has acted cannot go there and is rolled again)."""
        if row in self.covered or self.acting and SYMBOLS.index(row) < self.row:
            return 0
        return len(ROWS[row]) - len(self.tray[row])

    def row_value(self, row: str) -> int:
        """How often the row's action is carried out: the number beside its last die (0 if empty)."""
        dice = len(self.tray[row])
        return ROWS[row][dice - 1] if dice else 0

    def passable(self, position: int) -> bool:
        """Whether a child (or Ida) may step onto ``position``: purple and orange fields always, a
        path tile only once lit, Silas's tile always."""
        if position <= PURPLE or position >= GOAL:
            return True
        return position - PURPLE <= self.lit

    def active_children(self) -> list[str]:
        """Children still on the way (neither caught nor with Silas)."""
        return [c for c in CHILDREN if c not in self.caught and self.children[c] < GOAL]

    def movable_children(self) -> list[str]:
        """Children who could take a step now."""
        return [c for c in self.active_children() if self.passable(self.children[c] + 1)]

    def at_silas(self) -> list[str]:
        """Children who reached Silas (and were not caught there)."""
        return [c for c in CHILDREN if c not in self.caught and self.children[c] >= GOAL]

    def watchman_threatens(self) -> bool:
        """Whether the watchman could reach a child this turn: with the caps on his row, or with one
        more cap when his row is empty."""
        active = [self.children[c] for c in self.active_children()]
        if self.variant or not active:
            return False
        return self.watchman + (self.row_value("cap") or 1) >= min(active)

    def watchman_active(self) -> bool:
        """False once Ida has distracted him and you play on in the variant."""
        return not self.variant

    def cap_dice(self) -> list[str]:
        """The dice on the watchman's row (``blue``/``white``)."""
        return list(self.tray["cap"])

    # -- facts the computer's words are built from (each one computed here for this position) ----------
    def watchman_walk(self, caps: int | None = None) -> int:
        """How many fields the watchman walks when his row acts with ``caps`` dice on it (default: the
        dice on it now): the number beside the last die; 0 while a card keeps him still, in the variant,
        or once his row has acted this turn.

        >>> import boardtutor
        >>> state = boardtutor.load("magische_tiere").new_initial_state(players=1, seed=1)
        >>> [state.watchman_walk(k) for k in range(5)]
        [0, 1, 1, 2, 2]
        """
        caps = len(self.tray["cap"]) if caps is None else caps
        if caps <= 0 or self.resting or not self.watchman_active() or not self._cap_row_ahead():
            return 0
        return ROWS["cap"][min(caps, len(ROWS["cap"])) - 1]

    def loose_dice(self) -> int:
        """Dice of this turn that are still to be rolled or placed (0 once every die lies on the tray)."""
        return self.loose_blue + int(self.loose_white)

    def caps_possible(self) -> int:
        """The most dice the watchman's row can hold once this turn's rolling is over: the caps on it now
        and every loose die that may still be rolled again and show a cap. After a roll without a cap at
        least one die must be placed first (rule 3), and after a card rerolled caps every die that fits."""
        caps, loose = len(self.tray["cap"]), self.loose_dice()
        if not loose or self.room("cap") <= 0 or not self.watchman_active():
            return caps
        base = self.resume[0] if self.resume else self.phase
        if base in ("place", "turning") and (not self.cap_rolled() or self.forced) and self.any_placeable():
            placements = self._placements()
            loose -= max((len(b) + (r is not None) for b, r in placements), default=0) if self.forced else 1
        return min(len(ROWS["cap"]), caps + max(0, loose))

    def ida_meets_watchman(self, placing: Sequence[str] = ()) -> bool:
        """Whether Ida reaches the watchman when the rows act with the dice on the tray now and those of
        ``placing`` (a ``place`` action's arguments): the flashlight lights first, the watchman walks,
        then Ida walks as far as lit fields let her. More caps from dice still loose can only stop her."""
        if self.ida is None or not self.watchman_active():
            return False
        tray = {row: len(dice) for row, dice in self.tray.items()}
        for arg in placing:
            tray[arg[6:] if arg.startswith("white:") else arg] += 1
        value = {row: ROWS[row][min(k, len(ROWS[row])) - 1] if k else 0 for row, k in tray.items()}
        lit = self.lit if "light" in self.covered else min(TILES, self.lit + value["light"])
        watchman = self.watchman + (0 if self.resting or not self._cap_row_ahead() else value["cap"])
        if watchman >= GOAL or watchman < 0:
            return False
        ida = self.ida
        for _ in range(value["ida"] if "ida" not in self.covered else 0):
            ahead = ida + 1
            if not (ahead <= PURPLE or ahead >= GOAL or ahead - PURPLE <= lit):
                break
            ida = ahead
        return ida >= watchman

    def _white_rows(self, face: str) -> list[str]:
        return list(SYMBOLS) if face == "dino" else [face]

    # -- the turn ---------------------------------------------------------------------------------------
    def _start_turn(self) -> None:
        for name, value in _turn_start(self.white_owned).items():
            setattr(self, name, value)
        self._next_roll()

    def _can_ever_place(self, faces: Sequence[str]) -> bool:
        for face in faces:
            rows = list(SYMBOLS) if face == "dino" else [face]
            if any(self.room(row) > 0 for row in rows):
                return True
        return False

    def _next_roll(self) -> None:
        """Roll what is still loose; dice that can never be placed any more sit out this turn."""
        self.rolled = []
        self.rolled_white = None
        self.caps_now = 0
        if self.loose_blue and not self._can_ever_place(BLUE_FACES):
            self.idle += self.loose_blue
            self.loose_blue = 0
        if self.loose_white and not self._can_ever_place(WHITE_FACES):
            self.idle += 1
            self.loose_white = False
        if self.loose_blue:
            self.phase = "roll"
        elif self.loose_white:
            self.phase = "roll_white"
        else:
            self._all_placed()

    def _do_roll(self, *faces: str) -> None:
        self.rolled = list(faces)
        self.caps_now = faces.count("cap")
        if self.loose_white:
            self.phase = "roll_white"
        else:
            self._after_roll()

    def _do_white(self, face: str) -> None:
        self.rolled_white = face
        self.caps_now += face == "cap"
        self._after_roll()

    def _place_caps(self) -> None:
        """Every cap goes to the watchman's row at once (if the row is open). Whether this roll brought a
        cap (rule 3) is ``caps_now``, counted when the dice are rolled: a die turned into a cap by a card
        is placed like one, but it was not rolled."""
        while "cap" in self.rolled and self.room("cap") > 0:
            self.rolled.remove("cap")
            self.tray["cap"].append("blue")
            self.loose_blue -= 1
        if self.rolled_white == "cap" and self.room("cap") > 0:
            self.tray["cap"].append("white")
            self.rolled_white = None
            self.loose_white = False

    def _after_roll(self) -> None:
        self._place_caps()
        if not self.loose_blue and not self.loose_white:
            self._all_placed()
            return
        self.phase = "place"
        if not self.any_placeable() and not self._usable_cards():
            self.events.append({"type": "no_fit"})
            self._next_roll()

    def _placements(self) -> list[tuple[tuple[str, ...], str | None]]:
        """Every choice of dice to place now: (blue faces, row of the white die or None); the empty
        choice is not listed. In forced mode (a card rerolled caps) only the choices placing most."""
        rolled = Counter(self.rolled)
        room = {row: self.room(row) for row in SYMBOLS}
        syms = [s for s in SYMBOLS if rolled.get(s) and room[s] > 0]
        white = self.rolled_white
        choices = []
        for combo in product(*(range(min(rolled[s], room[s]) + 1) for s in syms)):
            used = dict(zip(syms, combo))
            blue = tuple(s for s, k in zip(syms, combo) for _ in range(k))
            options: list[str | None] = [None]
            if white is not None:
                options += [r for r in self._white_rows(white) if room[r] - used.get(r, 0) > 0]
            for row in options:
                if blue or row is not None:
                    choices.append((blue, row))
        if self.forced and choices:
            most = max(len(b) + (r is not None) for b, r in choices)
            choices = [(b, r) for b, r in choices if len(b) + (r is not None) == most]
        return choices

    def any_placeable(self) -> bool:
        """Whether at least one loose die fits a row now."""
        for face in self.rolled:
            if self.room(face) > 0:
                return True
        white = self.rolled_white
        if white is None:
            return False
        return any(self.room(row) > 0 for row in self._white_rows(white))

    def cap_rolled(self) -> bool:
        """Whether this roll brought a cap (placed at once, or rolled again in the variant)."""
        return bool(self.caps_now)

    def must_place(self) -> bool:
        """Rule 3: no cap was rolled, so at least one die must be placed (if any fits); after a card
        rerolled caps, every die that fits must be placed."""
        return self.phase == "place" and (not self.cap_rolled() or self.forced) and self.any_placeable()

    def _do_place(self, *args: str) -> None:
        for arg in args:
            if arg.startswith("white:"):
                self.tray[arg[6:]].append("white")
                self.rolled_white = None
                self.loose_white = False
            else:
                self.tray[arg].append("blue")
                self.rolled.remove(arg)
                self.loose_blue -= 1
        self._next_roll()

    def _do_reroll(self) -> None:
        self._next_roll()

    def _all_placed(self) -> None:
        self.rolled = []
        self.rolled_white = None
        self.caps_now = 0
        self.forced = False
        self.phase = "ready"  # the whole tray is shown before the actions: the group says "go"

    def _do_go(self) -> None:
        if not self.acting:
            self.acting = True
            self.row = 0
        # the row about to act counts its dice now: a card may have added one (a rerolled cap)
        self.left = self.row_value(SYMBOLS[self.row]) if SYMBOLS[self.row] not in self.covered else 0
        self._run_rows()

    # -- the actions, row by row -------------------------------------------------------------------------
    def _next_row(self) -> None:
        self.row += 1
        if self.row < len(SYMBOLS):
            name = SYMBOLS[self.row]
            self.left = 0 if name in self.covered else self.row_value(name)

    def _run_rows(self) -> None:
        """Carry out the rows from the current one down, until a decision or a chance event is due."""
        self.phase = "acting"
        while self.row < len(SYMBOLS):
            name = SYMBOLS[self.row]
            if name == "card":
                if self.left > 0 and sum(self.deck.values()):
                    self.phase = "draw"
                    return
                self._next_row()
                if self.drew and self._usable_cards("ready"):
                    self.phase = "ready"
                    return
                continue
            if name == "light":
                if self.left:
                    self._light(self.left)
            elif name == "shoe":
                if self.left and self.movable_children():
                    self.steps_left, self.left = self.left, 0
                    self.phase = "steps"
                    return
                if self.left:
                    self.events.append({"type": "steps_lost", "steps": self.left})
            elif name == "cap":
                if self.left and self.resting:
                    self.events.append({"type": "watchman_rests"})
                while self.left > 0 and not self.resting and self.watchman_active():
                    self.left -= 1
                    self._move_watchman(1)
                    if self.phase in ("end", "distracted"):
                        return
            elif name == "ida":
                while self.left > 0:
                    self.left -= 1
                    self._move_ida()
                    if self.phase in ("end", "distracted"):
                        return
            self.left = 0
            self._next_row()
        self._end_turn()

    def _do_draw(self, kind: str) -> None:
        self.deck[kind] -= 1
        self.hand = sorted(self.hand + [kind], key=CARD_KINDS.index)
        self.drew += 1
        self.left -= 1
        self.events.append({"type": "drew", "card": kind})
        if not sum(self.deck.values()):
            self._cover("card")
            self.left = 0
        self._run_rows()

    def _cover(self, row: str) -> None:
        if row not in self.covered:
            self.covered = sorted(self.covered + [row], key=SYMBOLS.index)
            self.events.append({"type": "covered", "row": row})

    def _uncover(self, row: str) -> None:
        if row in self.covered:
            self.covered = [r for r in self.covered if r != row]
            self.events.append({"type": "uncovered", "row": row})

    def _light(self, n: int) -> None:
        lit = min(n, TILES - self.lit)
        if lit:
            self.lit += lit
            self.events.append({"type": "lit", "tiles": lit, "total": self.lit})
        if self.lit >= TILES:
            self._cover("light")

    def _move_watchman(self, steps: int) -> None:
        """One field forward (or back for ``steps == -1``); catches, Ida's entry, Silas, Ida's meeting."""
        self.watchman += steps
        if steps > 0 and self.watchman >= 0:
            caught = [c for c in CHILDREN if c not in self.caught and self.children[c] <= self.watchman]
            if caught:
                self.caught = sorted(self.caught + caught, key=CHILDREN.index)
                self.events.append({"type": "caught", "children": caught, "field": field_name(self.watchman)})
            if self.ida is None and not self.variant:
                self.ida = IDA_START
                self._uncover("ida")
                self.events.append({"type": "ida_enters"})
            if not self.movable_children() and not self.active_children() and self.caught and "shoe" not in self.covered:
                self._cover("shoe")
        self.events.append({"type": "watchman", "field": field_name(self.watchman, "red")})
        if self.watchman >= GOAL:
            self._finish("loss")
            return
        self._check_meeting()

    def _move_ida(self) -> None:
        if self.ida is None or self.ida >= GOAL or not self.passable(self.ida + 1):
            self.events.append({"type": "ida_blocked"})
            return
        self.ida += 1
        self.events.append({"type": "ida", "field": field_name(self.ida, "orange")})
        self._check_meeting()

    def _check_meeting(self) -> None:
        if self.ida is not None and not self.variant and self.watchman >= 0 and self.ida >= self.watchman:
            self.events.append({"type": "distracted"})
            self.phase = "distracted"

    def _finish(self, ending: str) -> None:
        self.ending = ending
        self.phase = "end"
        if ending == "loss":
            waiting = [c for c in CHILDREN if c not in self.caught]
            if waiting:
                self.caught = sorted(self.caught + waiting, key=CHILDREN.index)
                self.events.append({"type": "caught", "children": waiting, "field": "silas"})

    def _end_turn(self) -> None:
        self.turns += 1
        self.turn = (self.turn + 1) % len(self.names)
        self.events.append({"type": "next_turn"})
        self._start_turn()

    # -- steps -----------------------------------------------------------------------------------------
    def _do_step(self, child: str) -> None:
        self.children[child] += 1
        self.steps_left -= 1
        arrived = self.children[child] >= GOAL
        self.events.append({"type": "step", "child": child, "field": field_name(self.children[child])})
        if arrived:
            self.events.append({"type": "arrived", "child": child})
            if not self.white_owned:
                self.white_owned = True
                self.events.append({"type": "white_die"})
            if len(self.at_silas()) == len(CHILDREN):
                self._finish("win")
                return
            if not self.active_children():
                self._cover("shoe")
        if self.steps_left <= 0 or not self.movable_children():
            self._end_steps()

    def _do_stop(self) -> None:
        self._end_steps()

    def _end_steps(self) -> None:
        if self.steps_left > 0:
            self.events.append({"type": "steps_lost", "steps": self.steps_left})
        self.steps_left = 0
        self._resume()

    def _resume(self) -> None:
        """Back to where a card, the steps or the distraction interrupted the turn."""
        if self.resume:
            self.phase = self.resume.pop()
            if self.phase == "place":
                self._after_roll_resume()
            elif self.phase == "steps" and (self.steps_left <= 0 or not self.movable_children()):
                self._end_steps()
        else:
            self._next_row()
            self._run_rows()

    def _after_roll_resume(self) -> None:
        self._place_caps()
        if not self.loose_blue and not self.loose_white:
            self._all_placed()
        elif not self.any_placeable() and not self._usable_cards():
            self._next_roll()

    # -- cards -----------------------------------------------------------------------------------------
    def _usable_cards(self, phase: str | None = None) -> list[Action]:
        """The ``use`` actions possible now (or in ``phase``, about to begin)."""
        phase = phase or self.phase
        if not self.hand or phase not in ("place", "ready", "steps"):
            return []
        actions = []
        for kind in dict.fromkeys(self.hand):
            if kind in TURN_CARDS:
                if phase == "place" and any(f != "cap" for f in self.rolled) or (phase == "place" and self.rolled_white not in (None, "cap")):
                    actions.append(A("use", (kind,)))
            elif kind in REROLL_CARDS:
                if phase == "ready" and self._cap_row_ahead() and self.tray["cap"]:
                    dice = self.tray["cap"]
                    n = min(REROLL_CARDS[kind], len(dice))
                    for pick in sorted(set(tuple(sorted(c)) for c in _choose(dice, n))):
                        actions.append(A("use", (kind, *pick)))
            elif self._anytime_usable(kind):
                actions.append(A("use", (kind,)))
        return actions

    def _cap_row_ahead(self) -> bool:
        """Whether the watchman's row has yet to act this turn."""
        return not self.acting or self.row <= SYMBOLS.index("cap")

    def _anytime_usable(self, kind: str) -> bool:
        if kind in LIGHT_CARDS:
            return self.lit < TILES
        if kind in STEP_CARDS:
            return bool(self.movable_children())
        if kind == "watchman_back":
            return self.watchman_active() and self.watchman > WATCHMAN_START
        if kind == "watchman_rests":
            return self.watchman_active() and not self.resting and self._cap_row_ahead()
        if kind == "ida_step":
            return self.ida is not None and self.ida < GOAL and self.passable(self.ida + 1)
        return False

    def _do_use(self, kind: str, *dice: str) -> None:
        before = self.phase
        self.hand.remove(kind)
        self.events.append({"type": "used", "card": kind})
        if kind in LIGHT_CARDS:
            self._light(LIGHT_CARDS[kind])
        elif kind in STEP_CARDS:
            if self.phase != "steps":
                self.resume.append(self.phase)
                self.phase = "steps"
            self.steps_left += STEP_CARDS[kind]
        elif kind == "watchman_back":
            self._move_watchman(-1)
            if self.phase == "distracted":
                self.resume.append(before)
        elif kind == "watchman_rests":
            self.resting = True
        elif kind == "ida_step":
            self._move_ida()
            if self.phase == "distracted":
                self.resume.append(before)
        elif kind in TURN_CARDS:
            self.resume.append("place")
            self.phase = "turning"
            self.turns_left = TURN_CARDS[kind]
        elif kind in REROLL_CARDS:
            for die in dice:
                self.tray["cap"].remove(die)
                if die == "white":
                    self.loose_white = True
                else:
                    self.loose_blue += 1
            self.forced = True
            self._next_roll()

    def _apply(self, action: Action) -> None:
        self.events = []
        getattr(self, f"_do_{action.kind}")(*action.args)

    # -- turning dice (cards) -------------------------------------------------------------------------
    def _turn_options(self) -> list[Action]:
        options = []
        for face in dict.fromkeys(self.rolled):
            if face == "cap":
                continue
            for target in _BLUE_SORTED:
                if target != face:
                    options.append(A("turn", (f"{face}>{target}",)))
        white = self.rolled_white
        if white is not None and white != "cap":
            for target in WHITE_FACES:
                if target != white:
                    options.append(A("turn", (f"white:{white}>{target}",)))
        return options

    def _do_turn(self, spec: str) -> None:
        match = _TURN.match(spec)
        white, face, target = bool(match.group(1)), match.group(2), match.group(3)
        if white:
            self.rolled_white = target
        else:
            self.rolled.remove(face)
            self.rolled = sort_faces(self.rolled + [target])
        self.events.append({"type": "turned", "from": face, "to": target, "white": white})
        self.turns_left -= 1
        self._place_caps()
        if self.turns_left <= 0 or not self._turn_options():
            self._end_turning()

    def _do_done(self) -> None:
        self._end_turning()

    def _end_turning(self) -> None:
        self.turns_left = 0
        self._resume()

    # -- Ida and the watchman ----------------------------------------------------------------------------
    def _do_finish(self) -> None:
        self._finish("narrow")

    def _do_continue(self) -> None:
        """The variant: the watchman's row is covered, caught children start again on the purple start
        field, caps are rolled again from now on; play on until everyone is with Silas."""
        self.variant = True
        self._cover("cap")
        back = list(self.caught)
        for child in back:
            self.children[child] = 0
        self.caught = []
        if back:
            self.events.append({"type": "back_to_start", "children": back})
        self._uncover("shoe")
        if self.resume:
            self._resume()
        else:
            self.phase = "acting"
            self._run_rows()

    # -- legal actions -----------------------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "place":
            actions = [A("place", blue + ((f"white:{row}",) if row else ())) for blue, row in self._placements()]
            if not self.must_place():
                actions.append(REROLL)
            return actions + self._usable_cards()
        if phase == "turning":
            return self._turn_options() + [DONE]
        if phase == "ready":
            return [GO] + self._usable_cards()
        if phase == "steps":
            return [A("step", (c,)) for c in self.movable_children()] + [STOP] + self._usable_cards()
        if phase == "distracted":
            return [FINISH, CONTINUE]
        return []

    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        phase = self.phase
        if phase == "roll":
            return _roll_actions(self.loose_blue)
        if phase == "roll_white":
            return _WHITE_OUTCOMES
        total = sum(self.deck.values())
        return [(A("draw", (kind,)), Fraction(self.deck[kind], total)) for kind in CARD_KINDS if self.deck[kind]]

    # -- illegal input ---------------------------------------------------------------------------------
    def _explain_illegal(self, action: Action) -> RuleViolation:
        rule = self.game.rule
        phase, kind = self.phase, action.kind
        if self.is_chance_node():
            event = Text(f"magische_tiere.phase.{phase}")
            if kind in ("roll", "white", "draw"):
                return RuleViolation(Text("magische_tiere.error.impossible_outcome", action=str(action), event=event), rule(_PHASE_RULE[phase]))
            return RuleViolation(Text("magische_tiere.error.chance_pending", event=event), rule(_PHASE_RULE[phase]))
        if kind == "place" and phase == "place":
            return self._explain_place(action.args)
        if kind == "reroll" and phase == "place":
            key = "forced" if self.forced else "must_place"
            return RuleViolation(Text(f"magische_tiere.error.{key}"), rule("card.reroll_caps" if self.forced else "rolling.at_least_one"))
        if kind == "step" and phase == "steps":
            return self._explain_step(action.args[0])
        if kind == "use":
            return self._explain_card(action.args[0])
        if kind == "turn" and phase == "turning":
            return RuleViolation(Text("magische_tiere.error.turn", spec=action.args[0]), rule("card.turn"))
        expected = Text(f"magische_tiere.phase.{phase}")
        return RuleViolation(Text("magische_tiere.error.wrong_time", action=str(action), expected=expected), rule(_PHASE_RULE[phase]))

    def _explain_place(self, args: tuple[str, ...]) -> RuleViolation:
        rule = self.game.rule
        blue = Counter(a for a in args if not a.startswith("white:"))
        white = [a[6:] for a in args if a.startswith("white:")]
        rolled = Counter(self.rolled)
        if "cap" in blue and "cap" not in self.covered:  # a joker (white dino) may go there; a rolled cap goes by itself
            full = self.room("cap") == 0
            return RuleViolation(Text("magische_tiere.error.cap_by_itself" + ("_full" if full else "")), rule("rolling.caps"))
        for face, n in blue.items():
            if rolled[face] < n:
                return RuleViolation(Text("magische_tiere.error.not_rolled", face=Noun(f"magische_tiere.symbol.{face}"), n=n, have=rolled[face]),
                                     rule("rolling.left_to_right"))
        if white and self.rolled_white is None:
            return RuleViolation(Text("magische_tiere.error.no_white"), rule("white_die.earn"))
        if white and white[0] not in self._white_rows(self.rolled_white):
            return RuleViolation(Text("magische_tiere.error.white_row", face=Noun(f"magische_tiere.symbol.{self.rolled_white}"),
                                      row=Noun(f"magische_tiere.row.{white[0]}")), rule("white_die.joker"))
        wanted = blue + Counter(white)
        for row, n in wanted.items():
            if row in self.covered:
                section = "ida_action.not_yet" if row == "ida" and self.ida is None else "rolling.covered"
                return RuleViolation(Text("magische_tiere.error.covered", row=Noun(f"magische_tiere.row.{row}")), rule(section))
            if self.acting and SYMBOLS.index(row) < self.row:
                return RuleViolation(Text("magische_tiere.error.row_done", row=Noun(f"magische_tiere.row.{row}")), rule("card.reroll_caps"))
            if n > self.room(row):
                return RuleViolation(Text("magische_tiere.error.row_full", row=Noun(f"magische_tiere.row.{row}"), free=self.room(row)), rule("rolling.left_to_right"))
        if self.forced:
            return RuleViolation(Text("magische_tiere.error.forced"), rule("card.reroll_caps"))
        return RuleViolation(Text("magische_tiere.error.wrong_time", action="place", expected=Text("magische_tiere.phase.place")), rule("rolling.roll"))

    def _explain_step(self, child: str) -> RuleViolation:
        rule = self.game.rule
        name = Text(f"magische_tiere.child.{child}")
        if child in self.caught:
            return RuleViolation(Text("magische_tiere.error.child_caught", child=name), rule("watchman_action.catch"))
        if self.children[child] >= GOAL:
            return RuleViolation(Text("magische_tiere.error.child_home", child=name), rule("ending.win"))
        return RuleViolation(Text("magische_tiere.error.dark_tile", child=name, tile=int(_number(field_name(self.children[child] + 1)))),
                             rule("shoe_action.dark"))

    def _explain_card(self, kind: str) -> RuleViolation:
        rule = self.game.rule
        card = Noun(f"magische_tiere.card.{kind}")
        if kind not in self.hand:
            return RuleViolation(Text("magische_tiere.error.no_card", card=card), rule("card_action"))
        if kind in TURN_CARDS:
            return RuleViolation(Text("magische_tiere.error.card_turn_time", card=card), rule("card.turn"))
        if kind in REROLL_CARDS:
            return RuleViolation(Text("magische_tiere.error.card_reroll_time", card=card), rule("card.reroll_caps"))
        if self.phase not in ("place", "ready", "steps"):
            return RuleViolation(Text("magische_tiere.error.card_time", card=card), rule("cards.keep"))
        return RuleViolation(Text(f"magische_tiere.error.card_useless.{kind}"), rule(_CARD_RULE[kind]))

    # -- results -------------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """The group's standing, the same for every seat (everyone wins or loses together): positive
        when the children are well ahead of the watchman, negative when he is catching up.

        Roughly "turns of lead": the turns the watchman still needs to reach Silas (or, once Ida is
        close, the turns she needs to reach him, whichever ends the game sooner) minus the turns the
        children still need, with a caught child counting as lost ground. At the end: +100 for a
        win, +60 for a narrow win, −100 for a loss.
        """
        if self.ending is not None:
            score = {"win": 100, "narrow": 60, "loss": -100}[self.ending]
            return [score] * len(self.names)
        children_need = sum(GOAL - self.children[c] for c in self.active_children())
        dark = TILES - self.lit
        children_turns = (children_need + 2 * dark) / 3 + 6 * len(self.caught)
        if self.variant:
            threat_turns = 30
        else:
            threat_turns = (GOAL - self.watchman) / 1.2
            if self.ida is not None:
                threat_turns = max(threat_turns, 30 - 3 * max(0, self.watchman - self.ida))
        return [round(threat_turns - children_turns)] * len(self.names)

    def evaluation(self) -> list[float]:
        """``scores()`` turned into the group's chance of winning as SearchBot reads it (it squashes a
        value v into 0.5 + 0.5·tanh(v / 4)): v = (score + 28) / 6, fitted to 500 seeded games of the
        hint's strategy (a logistic fit of "won or narrowly won" against the score at each turn's start).
        A new game (score about −13) reads as about 78 %, a score of 0 as about 91 %. Without it every
        position of a new game looked like a certain loss (“my chance of winning: 0 %”)."""
        if self.ending is not None:
            return self.scores()
        return [(score + 28) / 6 for score in self.scores()]

    def outcome(self) -> CoopOutcome | None:
        """Which ending and why, once the game is over (everyone wins or loses together)."""
        if self.phase != "end":
            return None
        everyone = tuple(range(len(self.names)))
        caught = len(self.caught)
        turns = self.turns + 1
        if self.ending == "win":
            key = "win_variant" if self.variant else "win"
            return CoopOutcome(everyone, Text(f"magische_tiere.outcome.{key}", turns=turns), "win")
        if self.ending == "narrow":
            return CoopOutcome(everyone, Text("magische_tiere.outcome.narrow", caught=caught, home=len(self.at_silas()), turns=turns), "narrow")
        return CoopOutcome((), Text("magische_tiere.outcome.loss", turns=turns), "loss")

    # -- words ----------------------------------------------------------------------------------------------
    def describe(self, lang: str | None = None) -> str:
        """Whose turn it is and what happens next, in ``lang``."""
        phase = self.phase
        if phase == "end":
            return self.outcome().message(lang)
        name = self.player_name(self.turn, lang)
        params: dict[str, Any] = {"name": name, "steps": self.steps_left, "turns": self.turns_left,
                                  "dice": self.loose_blue + int(self.loose_white)}
        if phase == "acting":
            phase = "ready"
        if phase == "place" and self.forced:
            phase = "place_forced"
        elif phase == "place" and not self.any_placeable():
            phase = "place_none"
        elif phase == "place" and not self.must_place():
            phase = "place_free"
        return Text(f"magische_tiere.next.{phase}", **params).render(lang)

    def action_text(self, action: Action | str, lang: str | None = None) -> str:
        """An action in words, e.g. "Place 2 shoes, 1 flashlight, roll one die again"."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        kind, args = action.kind, action.args
        if kind == "roll":
            return Text("magische_tiere.action.roll", faces=faces_text(args)).render(lang)
        if kind == "white":
            return Text("magische_tiere.action.white", face=Noun(f"magische_tiere.symbol.{args[0]}")).render(lang)
        if kind == "draw":
            return Text("magische_tiere.action.draw", card=Noun(f"magische_tiere.card.{args[0]}")).render(lang)
        if kind == "place":
            blue = [a for a in args if not a.startswith("white:")]
            white = [a[6:] for a in args if a.startswith("white:")]
            parts = faces_text(blue) if blue else None
            loose = self.loose_blue + int(self.loose_white) if self.phase == "place" else 0
            rest = loose - len(args)
            if not white:
                return Text("magische_tiere.action.place", faces=parts, rest=max(0, rest)).render(lang)
            row = Noun(f"magische_tiere.row.{white[0]}")
            if not blue:
                return Text("magische_tiere.action.place_only_white", row=row, rest=max(0, rest)).render(lang)
            return Text("magische_tiere.action.place_white", faces=parts, row=row, rest=max(0, rest)).render(lang)
        if kind == "use":
            if args[1:]:
                return Text("magische_tiere.action.use_dice", card=Noun(f"magische_tiere.card.{args[0]}"),
                            blue=args[1:].count("blue"), white=args[1:].count("white")).render(lang)
            return Text("magische_tiere.action.use", card=Noun(f"magische_tiere.card.{args[0]}")).render(lang)
        if kind == "turn":
            match = _TURN.match(args[0])
            key = "turn_white" if match.group(1) else "turn"
            return Text(f"magische_tiere.action.{key}", face=Noun(f"magische_tiere.symbol.{match.group(2)}"),
                        target=Noun(f"magische_tiere.symbol.{match.group(3)}")).render(lang)
        if kind == "step":
            child = args[0]
            target = field_name(self.children[child] + 1)
            return Text("magische_tiere.action.step", child=Text(f"magische_tiere.child.{child}"), lane=_lane(target),
                        tile=int(_number(target) or 0)).render(lang)
        return Text(f"magische_tiere.action.{kind}").render(lang)

    # -- the computer player ------------------------------------------------------------------------------
    def decisions_left_in_turn(self) -> int:
        """About how many decisions the group still makes this turn: while rolling, placing and the
        "go" before the actions (about four), while walking one per step left; 0 once the turn is over
        (the game has ended, or the next turn begins with all dice still to roll)."""
        phase = self.phase
        if phase == "end" or phase == "roll" and not self.forced and not self.idle and not any(self.tray.values()):
            return 0
        if phase == "steps":
            return max(1, self.steps_left)
        if phase in ("place", "turning"):
            return 2 + (self.loose_blue + int(self.loose_white) + 1) // 2
        return 1

    def move_reason(self, action: Action | str, lang: str | None = None, viewer: Any = None) -> str | None:
        """Why ``action`` helps here, in one short clause naming something on the board (a child, the
        watchman's distance, dark tiles, caps, cards), for a computer move's explanation. Every number in
        it is computed for this position; where dice are still open it says "can", "up to" or "if".
        ``viewer`` (the seat that reads it) changes nothing: this game has no secrets.

        >>> import boardtutor
        >>> state = boardtutor.load("magische_tiere").new_initial_state(players=1, seed=1)
        >>> state = state.apply("roll card light shoe shoe cap ida")
        >>> state.move_reason("place shoe shoe", "en")
        'so the children walk on: Eddie is 5 fields ahead of the watchman'
        """
        if isinstance(action, str):
            action = self.game.parse_action(action)
        return self._reason(action).render(lang)

    def _rear(self) -> tuple[str, int] | None:
        """The child closest to the watchman (the next to be caught) and how far ahead of him."""
        active = self.active_children()
        if not active:
            return None
        child = min(active, key=lambda c: (self.children[c], CHILDREN.index(c)))
        return child, self.children[child] - self.watchman

    def _row_reason(self, row: str) -> Text:
        if row == "ida" and self.variant:
            return Text("magische_tiere.reason.ida_done")
        if row == "ida" and self.ida is not None and self.watchman < 0:  # a card sent him back to his red fields
            return Text("magische_tiere.reason.ida_red")
        if row == "ida" and self.ida is not None:
            gap = max(0, self.watchman - self.ida)
            return Text("magische_tiere.reason.ida", n=gap)
        if row == "light":
            dark = TILES - self.lit
            return Text("magische_tiere.reason.light", n=dark)
        if row == "card":
            pile = sum(self.deck.values())
            return Text("magische_tiere.reason.card", n=pile)
        if row == "shoe":
            return self._child_reason("magische_tiere.reason.shoe")
        caps = len(self.tray["cap"]) + 1  # only the dino joker is ever placed there by choice
        key = "cap" if not any(self.room(r) > 0 for r in SYMBOLS if r != "cap") else "cap_choice"
        return Text(f"magische_tiere.reason.{key}", n=caps, walk=fields(self.watchman_walk(caps)))

    def _child_reason(self, key: str, **params: Any) -> Text:
        rear = self._rear()
        if rear is None:
            return Text("magische_tiere.reason.home", n=len(self.at_silas()))
        if not self.watchman_active():
            return Text("magische_tiere.reason.way", child=Text(f"magische_tiere.child.{rear[0]}"), n=GOAL - self.children[rear[0]])
        child, gap = rear
        return Text(key, child=Text(f"magische_tiere.child.{child}"), n=gap, **params)

    def _faces_reason(self, key: str) -> Text:
        faces = list(self.rolled) + ([self.rolled_white] if self.rolled_white else [])
        return Text(key, faces=faces_text(faces), n=len(faces))

    def _watchman_card_reason(self, kind: str, dice: Sequence[str]) -> Text:
        """What a card that sends the watchman back or holds him does to his walk this turn."""
        caps, walk = len(self.tray["cap"]), self.watchman_walk()
        if kind == "watchman_back":
            rear = self._rear()
            if rear is not None and rear[1] <= walk:
                return self._child_reason("magische_tiere.reason.back", walk=fields(walk))
            if rear is not None and rear[1] <= self.watchman_walk(self.caps_possible()):
                return self._child_reason("magische_tiere.reason.back_loose", walk=fields(walk))
            return self._child_reason("magische_tiere.reason.back_far")
        if kind == "watchman_rests":
            return Text("magische_tiere.reason.rests", n=caps, walk=fields(walk))
        less = self.watchman_walk(caps - len(dice))
        key = "caps_card_less" if less < walk else "caps_card_same"
        return Text(f"magische_tiere.reason.{key}", n=caps, dice=len(dice), walk=fields(walk), less=fields(less), m=less)

    def _reason(self, action: Action) -> Text:
        kind, args = action.kind, action.args
        if kind == "place":
            rows = {a[6:] if a.startswith("white:") else a for a in args}
            row = next(r for r in ("ida", "shoe", "light", "card", "cap") if r in rows)
            return self._row_reason(row)
        if kind == "reroll":
            if not self.any_placeable():
                return Text("magische_tiere.reason.reroll_no_fit", n=self.loose_dice())
            caps = min(len(ROWS["cap"]), len(self.tray["cap"]) + self.loose_dice())
            return self._child_reason("magische_tiere.reason.reroll", walk=fields(self.watchman_walk(caps)))
        if kind == "step":
            child = args[0]
            if child in self.children and GOAL - self.children[child] <= self.steps_left and self.passable(GOAL - 1):
                return Text("magische_tiere.reason.step_home", child=Text(f"magische_tiere.child.{child}"), steps=self.steps_left)
            if self.watchman_active() and child in self.children:
                gap = self.children[child] - self.watchman
                return Text("magische_tiere.reason.step", child=Text(f"magische_tiere.child.{child}"), n=gap)
            return self._child_reason("magische_tiere.reason.step")
        if kind == "stop":
            rear = self._rear()
            if rear is not None and not self.movable_children() and self.lit < TILES:
                return Text("magische_tiere.reason.stop", n=self.lit)
            if rear is None or not self.movable_children():
                return Text("magische_tiere.reason.stop_nobody")
            walk = self.watchman_walk()
            key = "magische_tiere.reason.stop_safe" if rear[1] > walk else "magische_tiere.reason.stop_risk"
            return self._child_reason(key, walk=fields(walk), steps=self.steps_left)
        if kind == "go":
            caps = len(self.tray["cap"])
            if self.resting and caps and self.watchman_active():
                return Text("magische_tiere.reason.go_rests", n=caps)
            if caps == 0 or not self.watchman_active():
                return Text("magische_tiere.reason.go_safe")
            walk, rear = self.watchman_walk(), self._rear()
            if rear is not None and rear[1] <= walk:  # the shoe row comes first: steps can still save the child
                return Text("magische_tiere.reason.go_catch", n=caps, walk=fields(walk), child=Text(f"magische_tiere.child.{rear[0]}"))
            return Text("magische_tiere.reason.go", n=caps, walk=fields(walk))
        if kind == "use":
            card = args[0]
            if card in LIGHT_CARDS:
                return self._row_reason("light")
            if card in STEP_CARDS:
                return self._child_reason("magische_tiere.reason.shoe")
            if card == "ida_step":
                return self._row_reason("ida")
            if card in REROLL_CARDS or card in ("watchman_back", "watchman_rests"):
                return self._watchman_card_reason(card, args[1:])
            return self._faces_reason("magische_tiere.reason.turn_card")
        if kind == "turn":
            match = _TURN.match(args[0])
            target = match.group(3)
            if target == "cap" and self.room("cap") > 0:
                caps = len(self.tray["cap"]) + 1
                return Text("magische_tiere.reason.turn_cap", n=caps, walk=fields(self.watchman_walk(caps)))
            if target == "dino":
                return Text("magische_tiere.reason.turn_joker", face=Noun(f"magische_tiere.symbol.{match.group(2)}"))
            return Text("magische_tiere.reason.turn", face=Noun(f"magische_tiere.symbol.{match.group(2)}"),
                        target=Noun(f"magische_tiere.symbol.{target}"), free=self.room(target))
        if kind == "done":
            return self._faces_reason("magische_tiere.reason.done")
        if kind == "continue":
            away = len(CHILDREN) - len(self.at_silas())
            return Text("magische_tiere.reason.continue", n=away)
        if kind == "finish":
            return Text("magische_tiere.reason.finish")
        return Text("magische_tiere.reason.chance")

    def facts(self) -> dict[str, Any]:
        """Named facts about this state, for walkthroughs and tests."""
        current = self.current_player
        facts: dict[str, Any] = {
            "phase": self.phase,
            "current": "chance" if current == CHANCE else ("end" if current == TERMINAL else self._key(current)),
            "turn": self._key(self.turn),
            "turns_played": self.turns,
            "rolled": list(self.rolled),
            "rolled_white": self.rolled_white,
            "loose": self.loose_blue + int(self.loose_white),
            "must_place": self.must_place(),
            "placeable": sorted({f for f in self.rolled if self.room(f) > 0}, key=_ORDER.__getitem__) if self.phase == "place" else [],
            "lit": self.lit,
            "covered": list(self.covered),
            "watchman": field_name(self.watchman, "red"),
            "ida": field_name(self.ida, "orange") if self.ida is not None else None,
            "caught": list(self.caught),
            "at_silas": self.at_silas(),
            "white_die": self.white_owned,
            "hand": list(self.hand),
            "deck": sum(self.deck.values()),
            "steps_left": self.steps_left,
            "variant": self.variant,
            "ending": self.ending,
            "terminal": self.is_terminal(),
            "events": [e["type"] for e in self.events],
        }
        for row in SYMBOLS:
            facts[f"tray.{row}"] = len(self.tray[row])
            facts[f"value.{row}"] = self.row_value(row)
        for child in CHILDREN:
            facts[f"where.{child}"] = "caught" if child in self.caught else field_name(self.children[child])
        caught_now = [c for e in self.events if e["type"] == "caught" for c in e["children"]]
        facts["caught_now"] = caught_now
        if self.is_terminal():
            facts["winners"] = [self._key(s) for s in self.outcome().winners]
        return facts

    def _key(self, seat: int) -> str:
        return self.names[seat] or f"P{seat + 1}"

    def svg(self, **options: Any) -> str:
        """The board and tray as SVG (see ``render.render_svg`` for the options)."""
        from .render import render_svg

        return render_svg(self, **options)


def _bad(what: str, **params: Any) -> RuleViolation:
    """A position from outside that the rules cannot reach: ``magische_tiere.save.<what>``."""
    return RuleViolation(Text(f"magische_tiere.save.{what}", **params))


def _at(position: int, lane: str = "way") -> Text:
    """Where a figure stands, in words: “on the purple start field”, “on path tile 4”, “with Silas”."""
    field = field_name(position, lane)
    if field == "p0":
        return Text("magische_tiere.save.at.start")
    return Text(f"magische_tiere.save.at.{_lane(field)}", tile=int(_number(field) or 0))


def _turn_start(white_owned: bool) -> dict[str, Any]:
    """The fields of a turn that has just begun: every die loose, no row acting yet."""
    return {
        "phase": "roll", "tray": {row: [] for row in SYMBOLS}, "loose_blue": BLUE_DICE, "loose_white": white_owned,
        "idle": 0, "rolled": [], "rolled_white": None, "caps_now": 0, "forced": False, "row": -1, "left": 0,
        "acting": False, "resting": False, "drew": 0, "steps_left": 0, "turns_left": 0, "resume": [],
    }


_SPEC_KEYS = ("children", "watchman", "ida", "lit", "hand", "deck", "white", "turn", "covered", "rounds")


def _check_spec(spec: Any, players: int) -> dict[str, Any]:
    """A ``with_setup`` spec in its expected shape, else RuleViolation naming the part that is wrong
    (the position itself is checked afterwards by the gate)."""

    def wrong(key: str, value: Any) -> RuleViolation:
        return _bad("setup", part=key, value=_shown(value, 40))

    if not isinstance(spec, dict):
        raise wrong("setup", spec)
    for key, value in spec.items():
        if key not in _SPEC_KEYS:
            raise wrong(key, value)
        if key == "children" and not (isinstance(value, dict) and all(c in CHILDREN and isinstance(f, str) for c, f in value.items())):
            raise wrong(key, value)
        if key in ("watchman", "ida") and not isinstance(value, str):
            raise wrong(key, value)
        if key in ("lit", "turn", "rounds") and (isinstance(value, bool) or not isinstance(value, int)):
            raise wrong(key, value)
        if key == "lit" and not 0 <= value <= TILES or key == "turn" and not 0 <= value < players or key == "rounds" and not 0 <= value <= 99:
            raise wrong(key, value)
        if key == "hand" and not (isinstance(value, list) and all(isinstance(c, str) and c in CARD_COUNTS for c in value)):
            raise wrong(key, value)
        if key == "deck" and not (isinstance(value, dict) and all(
                k in CARD_COUNTS and not isinstance(n, bool) and isinstance(n, int) and 0 <= n <= CARD_COUNTS[k] for k, n in value.items())):
            raise wrong(key, value)
        if key == "white" and not isinstance(value, bool):
            raise wrong(key, value)
        if key == "covered" and not (isinstance(value, list) and all(isinstance(r, str) and r in SYMBOLS for r in value)):
            raise wrong(key, value)
    return spec


def _choose(items: list[str], n: int) -> list[tuple[str, ...]]:
    from itertools import combinations

    return list(combinations(items, n))


def _lane(field: str) -> str:
    return "silas" if field == "silas" else field[0]


def _number(field: str) -> str:
    return field[1:] if field != "silas" else ""


def fields(n: int) -> Text:
    """A number of fields in words (“no field”, “one field”, “3 fields”), for the reasons and hints."""
    return Text("magische_tiere.fields", n=n)


def faces_text(faces: Sequence[str]) -> Bilingual:
    counts = Counter(faces)
    ordered = sort_faces(counts)
    texts = {}
    for lang in LANGUAGES:
        parts = [Text("magische_tiere.count_face", n=counts[f], face=Noun(f"magische_tiere.symbol.{f}")).render(lang) for f in ordered]
        texts[lang] = ", ".join(parts)
    return Bilingual(texts)


@lru_cache(maxsize=BLUE_DICE + 1)
def _roll_actions_cached(n: int) -> tuple[tuple[Action, Fraction], ...]:
    return tuple((A("roll", faces), p) for faces, p in blue_roll_outcomes(n))


def _roll_actions(n: int) -> list[tuple[Action, Fraction]]:
    return list(_roll_actions_cached(n))


_WHITE_OUTCOMES = [(A("white", (face,)), Fraction(WHITE_FACES.count(face), len(WHITE_FACES))) for face in dict.fromkeys(WHITE_FACES)]

CHANCE_PHASES = frozenset({"roll", "roll_white", "draw"})
PHASES = CHANCE_PHASES | {"place", "turning", "ready", "acting", "steps", "distracted", "end"}
_PHASE_RULE = {
    "roll": "rolling.roll",
    "roll_white": "white_die.earn",
    "place": "rolling.roll",
    "turning": "card.turn",
    "ready": "actions.order",
    "acting": "actions.order",
    "draw": "card_action",
    "steps": "shoe_action",
    "distracted": "ending.ida_distracts",
    "end": "goal",
}
"""The rule-map paragraph (rulebook.json) an action at the wrong time breaks, by phase."""
_CARD_RULE = {
    "watchman_back": "card.watchman_back", "watchman_rests": "card.watchman_rests", "ida_step": "card.ida_step",
    "light_one": "card.light", "light_two": "card.light", "turn_one": "card.turn", "turn_two": "card.turn",
    "reroll_cap_one": "card.reroll_caps", "reroll_cap_two": "card.reroll_caps", "steps_two": "card.steps", "steps_three": "card.steps",
}
"""The paragraph of each card kind in the rule map (the card overview on pages 8–10)."""

__all__ = [
    "CHILDREN", "DATA", "GOAL", "SYMBOLS", "CoopOutcome", "MagicAction", "MagischeTiereGame", "MagischeTiereState",
    "blue_roll_outcomes", "caps_distribution", "field_name", "position_of",
]
