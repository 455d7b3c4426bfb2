"""Tawa Hallae: the rules as a pure engine (Game + State).

Rulebook: ``shared/rulebooks/tawa-hallae_it.txt`` (Italian). The arena, every animal's movement
diagram and every assumption are in ``data.json`` next to this file.

Two packs of 15 animals face each other. A turn is two moves with two different animals; a move is a
movement (then a new facing) or a turn on the spot. Hunting (reaching an enemy gold field) scores;
5 points, or imprisoning every enemy animal but the turtle, wins.

One action is one decision: a movement ``e4-e6``, a turn on the spot ``turn e4 w``, the facing after
a movement ``face n``, placing an animal ``place lion e4`` (set-up and freeing), ``restart e4`` after a
hunt, ``home e4`` for a turtle that was hit, ``done`` when freeing fewer than five.

>>> import boardtutor
>>> state = boardtutor.load("tawa_hallae").new_initial_state(seed=1)
>>> state.describe("en")
"Blue's turn, move 1 of 2: an animal moves or turns on the spot."
>>> state = state.apply("e10-e8").apply("face s")
>>> state.facts()["at.e8"], state.facts()["moves_left"]
('blue/tiger', 1)
"""

from __future__ import annotations

import copy
import json
import re
from collections import namedtuple
from pathlib import Path
from typing import Any, Sequence

from ...core import TERMINAL, Action, Game, Outcome, RuleViolation, State, _check_players, _check_seed, _shown
from ...i18n import LANGUAGES, Bilingual, Noun, Text, check_language
from ...savegame import SAVE_VERSION

DATA: dict[str, Any] = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
BOARD = DATA["board"]
COLUMNS: str = BOARD["columns"]
SEATS = ("red", "blue")
WIN_POINTS: int = DATA["win_points"]
FREE_AT_MOST: int = DATA["free_at_most"]
PER_ROUND: int = DATA["animals_per_placement_round"]

# -- the arena ------------------------------------------------------------------------------------
FIELD_KIND: dict[str, str] = {}
XY: dict[str, tuple[int, int]] = {}
AT: dict[tuple[int, int], str] = {}
for _y, _row in enumerate(BOARD["rows_bottom_up"]):
    for _x, _code in enumerate(_row):
        _name = f"{COLUMNS[_x]}{_y + 1}"
        FIELD_KIND[_name] = BOARD["legend"][_code]
        XY[_name] = (_x, _y)
        AT[(_x, _y)] = _name
FIELDS: tuple[str, ...] = tuple(FIELD_KIND)
WIDTH, HEIGHT = len(COLUMNS), len(BOARD["rows_bottom_up"])


def _owner(field: str) -> int | None:
    row = XY[field][1] + 1
    for seat, side in enumerate(SEATS):
        lo, hi = BOARD["half_rows"][side]
        if lo <= row <= hi:
            return seat
    return None


OWNER: dict[str, int | None] = {f: _owner(f) for f in FIELDS}
WATER = frozenset(f for f, k in FIELD_KIND.items() if k in ("water", "den_water"))


def _fields_of(kinds: tuple[str, ...], seat: int) -> tuple[str, ...]:
    return tuple(f for f in FIELDS if FIELD_KIND[f] in kinds and OWNER[f] == seat)


DEN = tuple(_fields_of(("den_land", "den_water"), s) for s in range(2))
AREA = tuple(frozenset(_fields_of(("defence",), s)) for s in range(2))
HUNT = tuple(frozenset(_fields_of(("hunt",), s)) for s in range(2))
PRISON = tuple(_fields_of(("prison",), s)[0] for s in range(2))
GOALS = frozenset().union(*HUNT, PRISON)
FRONT_ROW = tuple(BOARD["front_den_row"][side] for side in SEATS)
FORWARD = (1, -1)  # red moves up the rows towards blue, blue down
IN_FRONT_OF: dict[str, str] = {}
for _seat, _side in enumerate(SEATS):
    _back = BOARD["back_den_row"][_side]
    for _col in COLUMNS:
        IN_FRONT_OF[f"{_col}{_back}"] = f"{_col}{FRONT_ROW[_seat]}"

# -- the animals ----------------------------------------------------------------------------------
ANIMALS: dict[str, dict[str, Any]] = DATA["animals"]
PACKS: tuple[tuple[str, ...], ...] = tuple(tuple(DATA["packs"][side]) for side in SEATS)
TYPE: dict[str, str] = {kind: a["type"] for kind, a in ANIMALS.items()}
ARMOURED = frozenset(kind for kind, a in ANIMALS.items() if a.get("armour"))
FACINGS = ("n", "e", "s", "w")
VEC = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}
ALL8 = ((0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))

Gait = namedtuple("Gait", "shape vectors land water jump long")
Effect = namedtuple("Effect", "target captures turtle armour spring goal step")
Effect.__doc__ = """What a movement does: the field clicked (``target``), the fields of the animals it
imprisons (``captures``), the field of a turtle it sends home (``turtle``), the field of an armoured
lion/tiger it hits (``armour``), whether it springs back to its start (``spring``), ``goal``
("hunt", "prison" or None) and its last step as a vector (``step``)."""


def direction_vectors(names: Sequence[str], facing: str) -> tuple[tuple[int, int], ...]:
    """The step vectors of direction names ("front", "diagonal_left", "complete", …) for a facing.

    >>> direction_vectors(["front", "diagonal_left"], "n")
    ((0, 1), (-1, 1))
    """
    fx, fy = VEC[facing]
    left, right = (-fy, fx), (fy, -fx)
    out: list[tuple[int, int]] = []
    for name in names:
        if name == "front":
            out.append((fx, fy))
        elif name == "back":
            out.append((-fx, -fy))
        elif name == "diagonal_left":
            out.append((fx + left[0], fy + left[1]))
        elif name == "diagonal_right":
            out.append((fx + right[0], fy + right[1]))
        elif name == "complete":
            out.extend(ALL8)
    return tuple(dict.fromkeys(out))


GAITS: dict[tuple[str, str], tuple[Gait, ...]] = {
    (kind, facing): tuple(
        Gait(
            move.get("shape", "line"),
            direction_vectors(move["directions"], facing),
            frozenset(move["land"]),
            frozenset(move["water"]),
            bool(move.get("jump")),
            bool(move.get("long")),
        )
        for move in animal["moves"]
    )
    for kind, animal in ANIMALS.items()
    for facing in FACINGS
}


FACING_MATTERS = frozenset(
    kind
    for kind, animal in ANIMALS.items()
    if animal["type"] == "runner" or any(m.get("shape") == "L" or "complete" not in m["directions"] for m in animal["moves"])
)
"""Animals whose facing changes something; the others move in all 8 directions anyway, so nobody is
asked for their facing after a movement or placement (a turn on the spot is still a move)."""


def hunt_points(kind: str) -> int:
    """Points for a hunt by this animal (the turtle's count double).

    >>> hunt_points("turtle"), hunt_points("lion")
    (2, 1)
    """
    return ANIMALS[kind].get("hunt_points", 1)


def facings_for(seat: int, kind: str) -> tuple[str, ...]:
    """The facings an animal may take: runners never face their own den.

    >>> facings_for(0, "zebra"), facings_for(1, "lion")
    (('n', 'e', 'w'), ('n', 'e', 's', 'w'))
    """
    if TYPE[kind] != "runner":
        return FACINGS
    return tuple(f for f in FACINGS if VEC[f][1] * FORWARD[seat] >= 0)


def neighbours(field: str) -> list[str]:
    """The up to 8 fields around ``field``."""
    x, y = XY[field]
    return [AT[(x + dx, y + dy)] for dx, dy in ALL8 if (x + dx, y + dy) in AT]


# -- actions ----------------------------------------------------------------------------------------
_FIELD = r"[a-i](?:1[0-3]|[1-9])"
_MOVE_RE = re.compile(rf"^({_FIELD}) ?- ?({_FIELD})$")


class TawaHallaeAction(Action):
    """A Tawa Hallae action. Notation: ``e4-e6`` (a movement), ``turn e4 w`` (a turn on the spot),
    ``face n`` (the facing after a movement or placement), ``place lion e4`` (set-up, freeing),
    ``restart e4`` (after a hunt), ``home e4`` (a turtle that was hit), ``done``, ``pass``.

    >>> str(TawaHallaeAction.parse(" E4 - E6 "))
    'e4-e6'
    >>> TawaHallaeAction.parse("turn e4 w").args
    ('e4', 'w')
    """

    def __str__(self) -> str:
        if self.kind == "move":
            return f"{self.args[0]}-{self.args[1]}"
        return super().__str__()

    @classmethod
    def parse(cls, text: str) -> "TawaHallaeAction":
        """Read the notation (case and spaces do not matter); RuleViolation for anything else."""
        if not isinstance(text, str):
            raise RuleViolation(Text("core.error.not_an_action", value=repr(text)[:60]))
        clean = " ".join(text.strip().lower().split())
        move = _MOVE_RE.match(clean)
        if move:
            return cls("move", (move.group(1), move.group(2)))
        words = clean.split(" ")
        kind, args = words[0], words[1:]
        field = re.compile(rf"^{_FIELD}$")
        if kind in ("done", "pass") and not args:
            return cls(kind)
        if kind == "face" and len(args) == 1 and args[0] in FACINGS:
            return cls(kind, (args[0],))
        if kind == "turn" and len(args) == 2 and field.match(args[0]) and args[1] in FACINGS:
            return cls(kind, (args[0], args[1]))
        if kind in ("restart", "home") and len(args) == 1 and field.match(args[0]):
            return cls(kind, (args[0],))
        if kind == "place" and len(args) == 2 and args[0] in ANIMALS and field.match(args[1]):
            return cls(kind, (args[0], args[1]))
        raise RuleViolation(Text("tawa_hallae.error.notation", text=text[:40]))


A = TawaHallaeAction
DONE, PASS = A("done"), A("pass")


class TawaHallaeGame(Game):
    """Tawa Hallae for two players: the red pack (seat 0) against the blue pack (seat 1)."""

    id = "tawa_hallae"
    min_players = 2
    max_players = 2
    action_class = TawaHallaeAction
    data = DATA
    play_options = {"setup": ("standard", "free")}
    hidden_information = DATA["hidden_information"]["value"]  # no secrets: data.json says why
    gentle_settings = {"mistakes": 0.5, "iterations": 4}
    """The beginners' computer (``GentleBot``): see ``benchmarks/RESULTS-bots.md`` for how it was tuned."""

    def ui(self):
        """The board adapter for the widgets (click an animal, then a field or a facing arrow)."""
        from .ui import TawaHallaeUI

        return TawaHallaeUI()

    def new_initial_state(
        self, players: int | Sequence[str] = 2, seed: int | None = None, *, setup: str = "standard"
    ) -> "TawaHallaeState":
        """A new game. ``setup="free"``: the players place their animals three at a time, red first (the
        rulebook's set-up); ``"standard"``: every animal already stands in its den facing forwards.
        Either way blue, who placed second, makes the first move."""
        names = _check_players(self, players)
        if setup not in self.play_options["setup"]:
            raise RuleViolation(Text("core.error.bad_option", name="setup", value=_shown(setup, 20)))
        state = TawaHallaeState(self)
        state.names = names
        state.seed = _check_seed(seed)
        state.history = []
        state.board = {}
        state.armour = [False, False]
        state.points = [0, 0]
        state.prison = [[], []]
        state.reserve = [list(PACKS[0]), list(PACKS[1])]
        state.aside = [[], []]
        state.turn = 0
        state.used = 0
        state.allowed = 2
        state.moved = []
        state.no_double = False
        state.bonus = False
        state.placed = 0
        state.pending = []
        state.danger = [[], []]
        state.last_hunt = None
        state.event = None
        state.result = None
        state.stage = "setup"
        if setup == "standard":
            for seat in range(2):
                for field, kind in standard_setup(seat).items():
                    state.board[field] = (seat, kind, FACINGS[0] if seat == 0 else FACINGS[2])
                state.reserve[seat] = []
            state._start_play()
        return state


def standard_setup(seat: int) -> dict[str, str]:
    """The quick standard set-up of a pack: den field → animal (the data file's picture, turned for blue).

    >>> standard_setup(0)["e4"], standard_setup(1)["e10"]
    ('lion', 'tiger')
    """
    own = {"lion": "tiger", "gazelle": "giraffe"} if seat == 1 else {}
    rows = (("front", FRONT_ROW[seat]), ("back", BOARD["back_den_row"][SEATS[seat]]))
    out = {}
    for key, row in rows:
        for index, kind in enumerate(DATA["standard_setup"][key]):
            if kind is not None:
                column = COLUMNS[index] if seat == 0 else COLUMNS[WIDTH - 1 - index]
                out[f"{column}{row}"] = own.get(kind, kind)
    return out


class TawaHallaeState(State):
    """One moment of a Tawa Hallae game (see the module docstring)."""

    # -- copying and JSON ---------------------------------------------------------------------------
    _FIELDS = ("turn", "used", "allowed", "no_double", "bonus", "placed", "last_hunt", "stage")

    def _copy(self) -> "TawaHallaeState":
        new = TawaHallaeState.__new__(TawaHallaeState)
        new.game = self.game
        new.names = self.names
        new.seed = self.seed
        new.board = dict(self.board)
        new.armour = list(self.armour)
        new.points = list(self.points)
        new.prison = [list(p) for p in self.prison]
        new.reserve = [list(r) for r in self.reserve]
        new.aside = [list(a) for a in self.aside]
        new.moved = list(self.moved)
        new.pending = [dict(p) for p in self.pending]
        new.danger = [list(d) for d in self.danger]
        new.event = self.event
        new.result = self.result
        if "_moves_cache" in self.__dict__:  # same position: the movements just computed still hold
            new._moves_cache = self._moves_cache
        for name in self._FIELDS:
            setattr(new, name, getattr(self, name))
        return new

    def to_dict(self) -> dict[str, Any]:
        """The whole state as plain JSON data (``from_dict`` reads it back)."""
        return {
            "game": "tawa_hallae",
            "version": SAVE_VERSION,
            "names": list(self.names),
            "seed": self.seed,
            "history": list(self.history),
            "board": {f: list(v) for f, v in sorted(self.board.items())},
            "armour": list(self.armour),
            "points": list(self.points),
            "prison": [list(p) for p in self.prison],
            "reserve": [list(r) for r in self.reserve],
            "aside": [list(a) for a in self.aside],
            "moved": list(self.moved),
            "pending": [dict(p) for p in self.pending],
            "danger": [list(d) for d in self.danger],
            "event": self.event,
            "result": self.result,
            **{name: getattr(self, name) for name in self._FIELDS},
        }

    @classmethod
    def from_dict(cls, game: TawaHallaeGame, data: dict[str, Any]) -> "TawaHallaeState":
        """Rebuild a state from ``to_dict`` data whose types the save model (``save.py``) has checked;
        ``Game.state_from_dict`` then runs ``_validate``."""
        state = cls(game)
        state.names = list(data["names"])
        state.seed = data["seed"]
        state.history = list(data["history"])
        state.board = {f: (v[0], v[1], v[2]) for f, v in data["board"].items()}
        state.armour = list(data["armour"])
        state.points = list(data["points"])
        state.prison = [list(p) for p in data["prison"]]
        state.reserve = [list(r) for r in data["reserve"]]
        state.aside = [list(a) for a in data["aside"]]
        state.moved = list(data["moved"])
        state.pending = copy.deepcopy(data["pending"])
        state.danger = [list(d) for d in data["danger"]]
        state.event = copy.deepcopy(data["event"])
        state.result = copy.deepcopy(data["result"])
        for name in cls._FIELDS:
            setattr(state, name, data[name])
        return state

    def with_setup(self, spec: dict[str, Any]) -> "TawaHallaeState":
        """A game in play with a hand-built position (for walkthroughs and lessons). ``spec`` keys:
        ``board`` (field → ``"red lion n"``), ``turn`` (``"red"``/``"blue"``), ``points``, ``armour``
        (lists of two), ``prison`` (``{"red": [animals]}``), ``last_hunt`` (``"red"``/``"blue"``, who
        scored last), ``bonus`` (True: the turn has 3 moves). Animals not named are set aside: they are
        not in this example (and not imprisoned either). The position passes the same gate as a saved
        game, so an impossible one is refused in words.

        >>> import boardtutor
        >>> state = boardtutor.load("tawa_hallae").new_initial_state(setup="free")
        >>> state = state.with_setup({"board": {"e8": "red cheetah n", "e10": "blue zebra s"}, "turn": "red"})
        >>> state.destinations("e8")          # e10: the cheetah may hit a runner head-on
        ['d9', 'e9', 'f9', 'c10', 'e10', 'g10']
        >>> try:
        ...     state.with_setup({"board": {"e8": "red lion n", "e9": "red lion s"}})
        ... except boardtutor.RuleViolation as exc:
        ...     print(exc.message("en"))
        Red's pack has one animal twice: the lion. Each animal is exactly once in the arena, in prison, still to place or set aside.
        """
        if not isinstance(spec, dict):
            raise RuleViolation(Text("tawa_hallae.save.spec_type"))
        unknown = sorted(str(k) for k in spec if k not in _SPEC_KEYS)
        if unknown:
            raise RuleViolation(Text("tawa_hallae.save.spec_key", entry=unknown[0][:30], entries=", ".join(_SPEC_KEYS)))
        board_spec = spec.get("board", {})
        if not isinstance(board_spec, dict):
            raise RuleViolation(Text("tawa_hallae.save.spec_type"))
        board = {}
        for field, text in board_spec.items():
            words = text.split() if isinstance(text, str) else []
            if len(words) != 3 or words[0] not in SEATS:
                raise RuleViolation(Text("tawa_hallae.save.spec_piece", field=_shown(field, 20), text=_shown(text, 40)))
            board[field] = [SEATS.index(words[0]), words[1], words[2]]
        prison_spec = spec.get("prison", {})
        if not isinstance(prison_spec, dict) or any(side not in SEATS or not isinstance(v, list) for side, v in prison_spec.items()):
            raise RuleViolation(Text("tawa_hallae.save.spec_prison"))
        prison = [list(prison_spec.get(side, [])) for side in SEATS]
        for key in ("turn", "last_hunt"):
            if spec.get(key) is not None and spec[key] not in SEATS:
                raise RuleViolation(Text("tawa_hallae.save.spec_side", entry=key, value=_shown(spec[key], 20)))
        there = [[v[1] for v in board.values() if v[0] == seat] + prison[seat] for seat in range(2)]
        data = self.to_dict()
        data.update({
            "board": board,
            "reserve": [[], []],
            "prison": prison,
            "aside": [[k for k in PACKS[seat] if k not in there[seat]] for seat in range(2)],
            "points": spec.get("points", [0, 0]),
            "armour": spec.get("armour", [False, False]),
            "last_hunt": SEATS.index(spec["last_hunt"]) if spec.get("last_hunt") is not None else None,
            "stage": "play",
            "pending": [],
            "danger": [[], []],
            "event": None,
            "result": None,
            "turn": SEATS.index(spec.get("turn") or "red"),
            "used": 0,
            "allowed": 3 if spec.get("bonus") is True else 2,
            "moved": [],
            "no_double": False,
            "bonus": False,
            "placed": 0,
        })
        if spec.get("bonus") not in (None, True, False):
            raise RuleViolation(Text("tawa_hallae.save.spec_bonus"))
        return self.game.state_from_dict(data)

    # -- the invariants of a position from outside -----------------------------------------------------
    def _validate(self) -> None:
        """What the rulebook makes impossible, for a position whose types the save model checked: every
        animal exactly once, animals only where they may stand, the set-up order, the moves of the turn,
        the steps still to do, points, armour and danger, and the result of a finished game."""
        self._validate_animals()
        self._validate_board()
        if self.stage == "setup":
            self._validate_setup()
        else:
            self._validate_turn()
            self._validate_pending()
        self._validate_score()
        self._validate_danger()
        if self.stage == "end":
            self._validate_result()
        elif self._all_imprisoned_but_turtle():
            seat = self._all_imprisoned_but_turtle()[0]
            raise _refuse("should_be_over", pack=_pack(seat))

    def _in_transit(self, seat: int) -> list[str]:
        """Animals of ``seat`` on their way to the den (after a hunt, a turtle hit or freeing)."""
        out = []
        for step in self.pending:
            if step["seat"] == seat and step["kind"] == "restart":
                out.append(step["animal"])
            elif step["seat"] == seat and step["kind"] == "home":
                out.append("turtle")
        if self.result is not None:
            out.extend(tag.split("/")[1] for tag in self.result["away"] if tag.split("/")[0] == SEATS[seat])
        return out

    def _validate_animals(self) -> None:
        for seat in (0, 1):
            on_board = [k for s, k, _ in self.board.values() if s == seat]
            every = on_board + self.prison[seat] + self.reserve[seat] + self.aside[seat] + self._in_transit(seat)
            for kind in every:
                if kind not in PACKS[seat]:
                    raise _refuse("foreign", pack=_pack(seat), animal=_animal(kind))
            for kind in PACKS[seat]:
                count = every.count(kind)
                if count > 1:
                    raise _refuse("twice", pack=_pack(seat), animal=_animal(kind))
                if count == 0:
                    raise _refuse("missing", pack=_pack(seat), animal=_animal(kind))
            if "turtle" in self.prison[seat]:
                raise _refuse("turtle_prison", pack=_pack(seat))

    def _validate_board(self) -> None:
        specials = [[], []]
        for field, (seat, kind, facing) in sorted(self.board.items(), key=lambda item: _field_order(item[0])):
            if field in GOALS:
                raise _refuse("goal_field", field=field, animal=_animal(kind))
            if kind == "spider" and field in WATER:
                raise _refuse("spider_water", pack=_pack(seat), field=field)
            if facing not in facings_for(seat, kind):
                raise _refuse("runner_facing", pack=_pack(seat), field=field, animal=_animal(kind))
            if field in AREA[seat]:
                if TYPE[kind] != "special":
                    raise _refuse("own_area", pack=_pack(seat), field=field, animal=_animal(kind))
                specials[seat].append(field)
        for seat in (0, 1):
            if len(specials[seat]) > 1:
                raise _refuse("two_specials", pack=_pack(seat), fields=", ".join(specials[seat]))

    def _validate_setup(self) -> None:
        for what, present in (
            ("prison", any(self.prison)), ("points", any(self.points) or self.last_hunt is not None),
            ("armour", any(self.armour)), ("danger", any(self.danger)), ("aside", any(self.aside)),
            ("moves", bool(self.moved or self.used or self.no_double or self.bonus or self.allowed != 2)),
        ):
            if present:
                raise _refuse("setup_started", what=Text(f"tawa_hallae.save.none.{what}"))
        for field, (seat, kind, _) in self.board.items():
            if field not in DEN[seat]:
                raise _refuse("setup_field", pack=_pack(seat), field=field, animal=_animal(kind))
            front = IN_FRONT_OF.get(field)
            if front is not None and front not in self.board and not (kind == "spider" and front in WATER):
                raise _refuse("setup_back_row", field=field, front=front)
        red, blue = (len(PACKS[s]) - len(self.reserve[s]) for s in (0, 1))
        placed = self.placed
        facing = bool(self.pending)
        ok = (1 <= placed <= PER_ROUND) if facing else (placed < PER_ROUND and bool(self.reserve[self.turn]))
        if self.turn == 0:
            ok = ok and blue % PER_ROUND == 0 and red == blue + placed
        else:
            ok = ok and red % PER_ROUND == 0 and red - blue == PER_ROUND - placed
        if not ok:
            raise _refuse("setup_order", red=red, blue=blue, placed=placed, pack=_pack(self.turn))
        self._validate_pending()

    def _validate_turn(self) -> None:
        seat = self.turn
        if any(self.reserve):
            other = 0 if self.reserve[0] else 1
            raise _refuse("reserve_in_play", pack=_pack(other), count=len(self.reserve[other]))
        if self.placed:
            raise _refuse("placed")
        for kind in self.moved:
            if kind not in PACKS[seat]:
                raise _refuse("foreign", pack=_pack(seat), animal=_animal(kind))
        moved, used, allowed = self.moved, self.used, self.allowed
        double = len(moved) == 2 and moved[0] == moved[1]
        if double:
            ok = allowed == 3 and used == 3 and not self.bonus
        else:
            ok = len(set(moved)) == len(moved) and used == len(moved) + (1 if self.bonus else 0)
        if self.stage == "end" and used == allowed:
            ok = True  # a pass uses up the turn without moving, and the web may end the game after it
        ok = ok and used <= allowed and not (self.no_double and not moved)
        if self.stage == "play" and not self.pending:
            ok = ok and used < allowed
        if not ok:
            raise _refuse("moves_count", used=used, allowed=allowed, count=len(moved))

    def _validate_pending(self) -> None:
        kinds = [step["kind"] for step in self.pending]
        if not re.fullmatch(r"(face )?((restart|release) )?(home )?", "".join(k + " " for k in kinds)):
            raise _refuse("pending_order")
        seat = self.turn
        for step in self.pending:
            kind = step["kind"]
            if kind != "home" and step["seat"] != seat:
                raise _refuse("pending_seat")
            if kind == "face":
                spot = self.board.get(step["field"])
                if spot is None or spot[0] != seat or spot[1] not in FACING_MATTERS:
                    raise _refuse("face_field", field=step["field"], pack=_pack(seat))
                if step["options"] != list(facings_for(seat, spot[1])):
                    raise _refuse("face_options", field=step["field"], animal=_animal(spot[1]))
            elif kind == "restart":
                if step["animal"] not in self.moved or not self.no_double:
                    raise _refuse("restart_not_moved", animal=_animal(step["animal"]))
            elif kind == "release":
                liberator = step["liberator"]
                if self.moved != [liberator] or self.used != 2 or not self.bonus:
                    raise _refuse("release_turn")
                if (liberator == "turtle") != ("turtle" in self._in_transit(seat)) or (
                    liberator != "turtle" and liberator not in self.prison[seat]
                ):
                    raise _refuse("release_liberator", animal=_animal(liberator))
                for kind_freed in step["freed"]:
                    if self.where(seat, kind_freed) is None or kind_freed == liberator:
                        raise _refuse("release_freed", animal=_animal(kind_freed))
                    if step["freed"].count(kind_freed) > 1:
                        raise _refuse("twice", pack=_pack(seat), animal=_animal(kind_freed))
            elif kind == "home" and step["seat"] == seat:
                if not self.moved or self.moved[0] != "turtle" or not self.bonus:
                    raise _refuse("home_own", pack=_pack(seat))

    def _validate_score(self) -> None:
        for seat in (0, 1):
            points = self.points[seat]
            if points >= WIN_POINTS and not (self.result and self.result["reason"] == "points" and self.result["winners"] == [seat]):
                raise _refuse("points_over", pack=_pack(seat), points=points)
            if points and self.last_hunt is None:
                raise _refuse("points_without_hunt", pack=_pack(seat), points=points)
            if self.armour[seat]:
                lion = next(k for k in PACKS[seat] if k in ARMOURED)
                if not points:
                    raise _refuse("armour_no_hunt", pack=_pack(seat), animal=_animal(lion))
                if self.where(seat, lion) is None and lion not in self._in_transit(seat):
                    raise _refuse("armour_away", pack=_pack(seat), animal=_animal(lion))
        if self.last_hunt is not None and not self.points[self.last_hunt]:
            raise _refuse("last_hunt", pack=_pack(self.last_hunt))

    def _validate_danger(self) -> None:
        for seat in (0, 1):
            if not self.danger[seat]:
                continue
            for kind in self.danger[seat]:
                if kind == "turtle":
                    raise _refuse("turtle_danger", pack=_pack(seat))
                if self.danger[seat].count(kind) > 1:
                    raise _refuse("twice", pack=_pack(seat), animal=_animal(kind))
                if self.where(seat, kind) is None and kind not in self._in_transit(seat):
                    raise _refuse("danger_away", pack=_pack(seat), animal=_animal(kind))
            if self.stage == "setup" or (self.stage == "play" and self.turn != seat and "spider" not in self.moved):
                raise _refuse("danger_no_spider", pack=_pack(seat))

    def _all_imprisoned_but_turtle(self) -> list[int]:
        releasing = {p["seat"] for p in self.pending if p["kind"] in ("release", "restart")}
        return [
            seat for seat in (0, 1)
            if seat not in releasing and all(k == "turtle" or k in self.prison[seat] for k in PACKS[seat])
        ]

    def _validate_result(self) -> None:
        reason, winners = self.result["reason"], self.result["winners"]
        points = self.points
        if reason == "points":  # the winning hunter is on its way to its den
            ok = len(winners) == 1 and points[winners[0]] >= WIN_POINTS and any(
                tag.startswith(SEATS[winners[0]] + "/") for tag in self.result["away"]
            )
        elif reason == "captured":
            ok = len(winners) == 1 and self._all_imprisoned_but_turtle() == [1 - winners[0]]
        else:
            blocked = not self.can_move_at_all(0) and not self.can_move_at_all(1)
            if reason == "blocked":
                ok = len(winners) == 1 and points[winners[0]] > points[1 - winners[0]]
            elif reason == "blocked_last_hunt":
                ok = len(winners) == 1 and points[0] == points[1] and self.last_hunt == winners[0]
            else:
                ok = winners == [0, 1] and points[0] == points[1] and self.last_hunt is None
            ok = ok and blocked
        if not ok:
            raise _refuse("end_result")

    # -- who decides ----------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat that decides now (the turtle's owner sends it home), or TERMINAL."""
        if self.stage == "end":
            return TERMINAL
        if self.pending:
            return self.pending[0]["seat"]
        return self.turn

    @property
    def phase(self) -> str:
        """``setup``, ``move``, ``face``, ``restart``, ``release``, ``home`` or ``end``."""
        if self.stage == "end":
            return "end"
        if self.pending:
            return self.pending[0]["kind"]
        return "setup" if self.stage == "setup" else "move"

    # -- the arena now --------------------------------------------------------------------------------
    def where(self, seat: int, kind: str) -> str | None:
        """The field of a pack's animal, or None (imprisoned, not placed yet, on its way home)."""
        for field, (s, k, _) in self.board.items():
            if s == seat and k == kind:
                return field
        return None

    def web(self, seat: int) -> frozenset[str]:
        """The fields of the web of ``seat``'s spider: the land fields around it."""
        spider = self.where(seat, "spider")
        if spider is None:
            return frozenset()
        return frozenset(f for f in neighbours(spider) if f not in WATER and f not in GOALS)

    def _special_in_area(self, seat: int, besides: str | None = None) -> bool:
        return any(
            f != besides and self.board[f][0] == seat and TYPE[self.board[f][1]] == "special"
            for f in AREA[seat]
            if f in self.board
        )

    def free_den(self, seat: int, kind: str, *, setup_rule: bool = False) -> list[str]:
        """Free den fields where ``kind`` may be placed: not on an enemy web (the turtle is immune), the
        spider not on water; with ``setup_rule`` a back-row field only behind a taken front field."""
        web = self.web(1 - seat) if kind != "turtle" else frozenset()
        out = [f for f in DEN[seat] if f not in self.board and f not in web and not (kind == "spider" and f in WATER)]
        if setup_rule:
            # the back row only behind a taken front field – unless that leaves this animal no field at all
            # (the spider, when only water is free in front)
            strict = [f for f in out if f not in IN_FRONT_OF or IN_FRONT_OF[f] in self.board]
            return strict or out
        return out

    # -- movement -------------------------------------------------------------------------------------
    def reach(self, origin: str, facing: str | None = None) -> dict[str, Effect]:
        """Every movement of the animal on ``origin`` (in its facing, or ``facing``): target → Effect.
        Only the arena's rules count here, not whose turn it is or which animals already moved."""
        board = self.board
        seat, kind, own_facing = board[origin]
        facing = facing or own_facing
        enemy = 1 - seat
        kind_type = TYPE[kind]
        aquatic = kind_type == "aquatic"
        special = kind_type == "special"
        runner = kind_type == "runner"
        start_water = origin in WATER
        own_area, enemy_area = AREA[seat], AREA[enemy]
        inside = origin in enemy_area
        special_there = self._special_in_area(seat, besides=origin)
        forward = FORWARD[seat]
        out: dict[str, Effect] = {}

        def may_stop(field: str, long: bool) -> bool:
            if field in own_area:
                return special and not special_there
            return not (long and field in enemy_area)

        def hit(field: str, occupant: tuple, step: tuple[int, int], passed: tuple, turtle: str | None, long: bool) -> Effect | None:
            how = self._hit_type(kind, field, occupant, step)
            if how is None or (long and field in enemy_area):
                return None
            if field in own_area and special_there:
                return None
            spring = how == "armour" or (field in own_area and not special)
            captures = passed + (field,) if how == "imprison" else passed
            return Effect(field, captures, field if how == "turtle" else turtle, field if how == "armour" else None, spring, None, step)

        def landing(field: str, step: tuple[int, int], long: bool) -> Effect | None:
            if field in GOALS:
                if OWNER[field] != enemy or long:
                    return None
                if field in HUNT[enemy]:
                    return Effect(field, (), None, None, False, "hunt", step) if self.free_den(seat, kind) else None
                if self.prison[seat] and self._free_spots_after_freeing(seat, origin):
                    return Effect(field, (), None, None, False, "prison", step)
                return None
            if kind == "spider" and field in WATER:
                return None
            occupant = board.get(field)
            if occupant is None:
                return Effect(field, (), None, None, False, None, step) if may_stop(field, long) else None
            if occupant[0] == seat:
                return None
            return hit(field, occupant, step, (), None, long)

        def add(effect: Effect | None) -> None:
            if effect is None or effect.target in out:
                return
            if effect.turtle and not effect.spring and self.free_den(enemy, "turtle") == [effect.target]:
                return  # the run would end on the last free field of the den the turtle must go back to
            out[effect.target] = effect

        ox, oy = XY[origin]
        run_over = kind_type == "destroyer"
        for gait in GAITS[(kind, facing)]:
            distances = gait.water if start_water else gait.land
            if not distances:
                continue
            longest = max(distances)
            if gait.shape == "L":
                for dx, dy in gait.vectors:
                    if dx and dy:
                        continue
                    for sx, sy in ((-dy, dx), (dy, -dx)):
                        for n in distances:
                            x, y = ox, oy
                            clear = True
                            for _ in range(n - 1):
                                x, y = x + dx, y + dy
                                field = AT.get((x, y))
                                if (
                                    field is None or field in GOALS or field in board
                                    or (field in WATER and not start_water and not aquatic)
                                    or (field in enemy_area and not inside) or (kind == "spider" and field in WATER)
                                ):
                                    clear = False
                                    break
                            end = AT.get((x + sx, y + sy))
                            if not clear or end is None or (runner and (y + sy - oy) * forward < 0):
                                continue
                            if not inside or end not in GOALS:
                                add(landing(end, (sx, sy), False))
                continue
            for dx, dy in gait.vectors:
                if runner and dy * forward < 0:
                    continue
                x, y = ox, oy
                passed: tuple = ()
                turtle = None
                for step in range(1, longest + 1):
                    x, y = x + dx, y + dy
                    field = AT.get((x, y))
                    if field is None or field in GOALS or (kind == "spider" and field in WATER):
                        break
                    forced = (field in WATER and not start_water and not aquatic) or (field in enemy_area and not inside)
                    fits = step in distances or forced
                    occupant = board.get(field)
                    if occupant is None:
                        if fits and may_stop(field, gait.long):
                            add(Effect(field, passed, turtle, None, False, None, (dx, dy)))
                        if forced:
                            break
                        continue
                    if occupant[0] == seat:
                        if gait.jump and not forced:
                            continue
                        break
                    effect = hit(field, occupant, (dx, dy), passed, turtle, gait.long)
                    if effect is None:
                        if gait.jump and not forced:
                            continue
                        break
                    stops = run_over and (
                        TYPE[occupant[1]] == "destroyer" or effect.spring or field in own_area or field in enemy_area
                    )
                    if fits or stops:
                        add(effect)
                    if run_over and not gait.jump and not stops and not forced:
                        passed, turtle = effect.captures, effect.turtle
                        continue
                    if gait.jump and not forced:
                        continue
                    break
        if inside:
            deep = {t: e for t, e in out.items() if any(TYPE[board[c][1]] == "special" and c in enemy_area for c in e.captures)}
            out = {}
            vectors = dict.fromkeys(v for g in GAITS[(kind, facing)] if g.shape == "line" and g.land for v in g.vectors)
            for dx, dy in vectors:
                if runner and dy * forward < 0:
                    continue
                field = AT.get((ox + dx, oy + dy))
                if field is not None:
                    add(landing(field, (dx, dy), False))
            for target, effect in deep.items():
                out.setdefault(target, effect)
        return out

    def _hit_type(self, kind: str, field: str, occupant: tuple, step: tuple[int, int]) -> str | None:
        """How an attack of ``kind`` on ``occupant`` (on ``field``) ends: "imprison", "armour" (loses its
        armour), "turtle" (sent home) or None (it cannot be hit there)."""
        seat, target, facing = occupant
        if kind == "turtle":
            return None
        if target == "turtle":
            if field in DEN[seat] or field in AREA[seat] or not self.free_den(seat, "turtle"):
                return None
            return "turtle"
        if TYPE[target] == "runner" and kind != "cheetah" and TYPE[kind] != "runner":
            fx, fy = VEC[facing]
            if step[0] * fx + step[1] * fy != 0:
                return None  # only an attack from the side (across its facing) imprisons a runner
        if target in ARMOURED and self.armour[seat]:
            return "armour"
        return "imprison"

    def _free_spots_after_freeing(self, seat: int, liberator: str) -> bool:
        """Whether a freed animal could be placed (the liberator leaves its field ``liberator`` first)."""
        web = self.web(1 - seat)
        free = [f for f in DEN[seat] if f not in self.board or f == liberator]
        if self.board[liberator][1] == "turtle" and len(free) < 2:
            return False  # the turtle goes home afterwards and needs a field of its own
        return any(
            (k == "turtle" or field not in web) and not (k == "spider" and field in WATER)
            for field in free
            for k in self.prison[seat]
        )

    def destinations(self, field: str, facing: str | None = None) -> list[str]:
        """Sorted fields the animal on ``field`` could move to (arena rules only, see ``reach``)."""
        return sorted(self.reach(field, facing), key=_field_order)

    def _actors(self) -> tuple[list[str], str | None]:
        """The fields of the animals that may act now, and the field of a double-move candidate."""
        seat = self.turn
        mine = [f for f, (s, _, _) in self.board.items() if s == seat]
        if self.used == 0:
            return sorted(mine, key=_field_order), None
        free = [f for f in mine if self.board[f][1] not in self.moved]
        double = None
        if self.allowed == 3 and self.used == 1 and len(self.moved) == 1 and not self.no_double:
            double = self.where(seat, self.moved[0])
        return sorted(free, key=_field_order), double

    def _movements(self) -> dict[tuple[str, str], Effect]:
        cache = self.__dict__.get("_moves_cache")
        if cache is not None:
            return cache
        out: dict[tuple[str, str], Effect] = {}
        actors, double = self._actors()
        enemy_area = AREA[1 - self.turn]
        for origin in actors + ([double] if double else []):
            for target, effect in self.reach(origin).items():
                if effect.goal == "prison" and self.used > 0:
                    continue
                if origin == double and (
                    effect.captures or effect.turtle or effect.armour or effect.goal or target in enemy_area
                ):
                    continue
                out[(origin, target)] = effect
        self._moves_cache = out
        return out

    def _turns(self) -> list[Action]:
        actors, double = self._actors()
        out = []
        for field in actors + ([double] if double else []):
            seat, kind, facing = self.board[field]
            out.extend(A("turn", (field, f)) for f in facings_for(seat, kind) if f != facing)
        return out

    def can_move_at_all(self, seat: int) -> bool:
        """Whether some animal of ``seat`` could make a movement in some facing (else it is blocked)."""
        for field, (s, kind, facing) in list(self.board.items()):
            if s != seat:
                continue
            if self.reach(field):
                return True
            if any(self.reach(field, f) for f in facings_for(seat, kind) if f != facing):
                return True
        return False

    # -- legal actions --------------------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "move":
            moves = [A("move", key) for key in sorted(self._movements(), key=_move_order)]
            actions = moves + self._turns()
            return actions or [PASS]
        if phase == "face":
            top = self.pending[0]
            return [A("face", (f,)) for f in top["options"]]
        if phase == "setup":
            seat = self.turn
            return [A("place", (kind, field)) for kind in self.reserve[seat] for field in self.free_den(seat, kind, setup_rule=True)]
        if phase == "restart":
            top = self.pending[0]
            return [A("restart", (f,)) for f in self.free_den(top["seat"], top["animal"])]
        if phase == "home":
            top = self.pending[0]
            return [A("home", (f,)) for f in self.free_den(top["seat"], "turtle")]
        if phase == "release":
            top = self.pending[0]
            seat = top["seat"]
            actions = [A("place", key) for key in self._release_spots(seat, top["liberator"])]
            if top["freed"]:
                actions.append(DONE)
            return actions
        return []

    # -- applying -------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.event = None
        getattr(self, f"_do_{action.kind}")(*action.args)
        self.__dict__.pop("_moves_cache", None)
        self._settle()

    def _settle(self) -> None:
        """After an action: end the game, continue the set-up, or end the turn when it is used up."""
        if self.stage == "end" or self.pending:
            return
        if self._check_end():
            return
        if self.stage == "setup":
            self._setup_progress()
            return
        if self.used >= self.allowed:
            self._end_turn()
        elif not self._movements() and not self._turns():
            self._end_turn()

    def _do_place(self, kind: str, field: str) -> None:
        seat = self.current_player
        self.board[field] = (seat, kind, FACINGS[0] if seat == 0 else FACINGS[2])
        if self.phase == "release":
            top = self.pending[0]
            self.prison[seat].remove(kind)
            top["freed"] = top["freed"] + [kind]
            if len(top["freed"]) >= FREE_AT_MOST or not self._legal_release_left(seat, top["liberator"]):
                self.pending.pop(0)
        else:
            self.reserve[seat].remove(kind)
            self.placed += 1
        self._ask_facing(seat, kind, field)
        self.event = {"type": "place", "seat": seat, "animal": kind, "field": field}

    def _ask_facing(self, seat: int, kind: str, field: str) -> None:
        if kind in FACING_MATTERS:
            self.pending.insert(0, {"kind": "face", "seat": seat, "field": field, "options": list(facings_for(seat, kind))})

    def _release_spots(self, seat: int, liberator: str) -> list[tuple[str, str]]:
        """(animal, den field) pairs for freeing; a turtle that freed them keeps one den field for itself."""
        if liberator == "turtle" and len(self.free_den(seat, "turtle")) < 2:
            return []
        return [(kind, field) for kind in self.prison[seat] if kind != liberator for field in self.free_den(seat, kind, setup_rule=True)]

    def _legal_release_left(self, seat: int, liberator: str) -> bool:
        return bool(self._release_spots(seat, liberator))

    def _do_done(self) -> None:
        self.pending.pop(0)

    def _do_pass(self) -> None:
        self.used = self.allowed

    def _do_face(self, facing: str) -> None:
        top = self.pending.pop(0)
        seat, kind, _ = self.board[top["field"]]
        self.board[top["field"]] = (seat, kind, facing)

    def _do_turn(self, field: str, facing: str) -> None:
        seat, kind, before = self.board[field]
        self.board[field] = (seat, kind, facing)
        self._count_move(kind, 1)
        self.event = {"type": "turn", "seat": seat, "animal": kind, "field": field, "from": before, "to": facing}

    def _count_move(self, kind: str, moves: int) -> None:
        self.used += moves
        self.moved.append(kind)
        if len(self.moved) == 2 and self.moved[0] == self.moved[1]:
            self.used = self.allowed  # the double move ends the turn

    def _do_restart(self, field: str) -> None:
        top = self.pending.pop(0)
        seat, kind = top["seat"], top["animal"]
        self.board[field] = (seat, kind, FACINGS[0] if seat == 0 else FACINGS[2])
        self._ask_facing(seat, kind, field)

    def _do_home(self, field: str) -> None:
        top = self.pending.pop(0)
        self.board[field] = (top["seat"], "turtle", top["facing"])

    def _imprison(self, field: str) -> str:
        seat, kind, _ = self.board.pop(field)
        self._to_prison(seat, kind)
        return f"{SEATS[seat]}/{kind}"

    def _to_prison(self, seat: int, kind: str) -> None:
        """An animal leaves the arena for the prison: no longer in danger, and a lion/tiger loses its
        armour (a freed animal comes back like at the set-up, where they are not armoured)."""
        self.prison[seat].append(kind)
        self.danger[seat] = [k for k in self.danger[seat] if k != kind]
        if kind in ARMOURED:
            self.armour[seat] = False

    def _do_move(self, origin: str, target: str) -> None:
        effect = self._movements()[(origin, target)]
        seat, kind, facing = self.board[origin]
        enemy = 1 - seat
        self._count_move(kind, 2 if effect.goal == "prison" else 1)
        event: dict[str, Any] = {
            "type": "move", "seat": seat, "animal": kind, "from": origin, "to": target,
            "captured": [], "turtle": None, "armour_lost": None, "spring": effect.spring, "goal": effect.goal,
            "web": False, "points": 0,
        }
        self.event = event
        after: list[dict] = []
        for field in effect.captures:
            event["captured"].append(self._imprison(field))
        if effect.armour:
            self.armour[enemy] = False
            event["armour_lost"] = f"{SEATS[enemy]}/{self.board[effect.armour][1]}"
        if effect.turtle:
            turtle = self.board.pop(effect.turtle)
            event["turtle"] = effect.turtle
            after.append({"kind": "home", "seat": enemy, "facing": turtle[2]})
        del self.board[origin]
        hit_something = bool(effect.captures or effect.armour or effect.turtle)
        if effect.goal == "hunt":
            event["points"] = hunt_points(kind)
            self.points[seat] += hunt_points(kind)
            self.last_hunt = seat
            if kind in ARMOURED:
                self.armour[seat] = True
            self.no_double = True
            if self.points[seat] >= WIN_POINTS:
                self._finish("points", seat, away=[kind])
                return
            self.pending[:0] = [{"kind": "restart", "seat": seat, "animal": kind}] + after
            return
        if effect.goal == "prison":
            if kind == "turtle":
                after.append({"kind": "home", "seat": seat, "facing": facing})
            else:
                self._to_prison(seat, kind)
            self.bonus = True
            self.pending[:0] = [{"kind": "release", "seat": seat, "liberator": kind, "freed": []}] + after
            return
        end = origin if effect.spring else target
        self.board[end] = (seat, kind, facing)
        if kind != "turtle" and end in self.web(enemy):
            event["web"] = True
            event["captured"].append(self._imprison(end))
        else:
            if kind == "spider" and not effect.spring:  # "se muovendosi": a spider that springs back has not moved
                caught = sorted(self.board[f][1] for f in self.web(seat) if f in self.board and self.board[f][0] == enemy and self.board[f][1] != "turtle")
                self.danger[enemy] = sorted(set(self.danger[enemy]) | set(caught))
                event["danger"] = caught
            if kind in FACING_MATTERS and not (TYPE[kind] == "runner" and hit_something):
                after.insert(0, {"kind": "face", "seat": seat, "field": end, "options": list(facings_for(seat, kind))})
        self.pending[:0] = after
        self._check_end()

    # -- turns, set-up, the end -----------------------------------------------------------------------
    def _setup_progress(self) -> None:
        seat = self.turn
        if self.placed < PER_ROUND and self.reserve[seat]:
            return
        self.placed = 0
        if self.reserve[1 - seat]:
            self.turn = 1 - seat
        elif not self.reserve[seat]:
            self._start_play()

    def _start_play(self) -> None:
        self.stage = "play"
        self.turn = 1  # blue placed second, so blue moves first
        self._start_turn(False)

    def _start_turn(self, bonus: bool) -> None:
        self.used = 0
        self.allowed = 3 if bonus else 2
        self.moved = []
        self.no_double = False
        self.__dict__.pop("_moves_cache", None)
        if not self._movements() and not self.can_move_at_all(self.turn) and not self.can_move_at_all(1 - self.turn):
            self._finish("blocked", None)

    def _end_turn(self) -> None:
        seat = self.turn
        web = self.web(1 - seat)
        caught = []
        for kind in self.danger[seat]:
            field = self.where(seat, kind)
            if field is not None and field in web:
                caught.append(self._imprison(field))
        self.danger[seat] = []
        if caught:
            self.event = {**(self.event or {}), "web_end": caught}
        if self._check_end():
            return
        self.turn = 1 - seat
        bonus, self.bonus = self.bonus, False
        self._start_turn(bonus)

    def _check_end(self) -> bool:
        if self.stage != "play":
            return self.stage == "end"
        for seat in self._all_imprisoned_but_turtle():
            self._finish("captured", 1 - seat)
            return True
        return False

    def _finish(self, reason: str, winner: int | None, away: Sequence[str] = ()) -> None:
        """End the game. ``result["away"]`` keeps the animals that were on their way to their den (the
        winning hunter, a turtle that was hit) as ``"red/turtle"``, so every animal stays accounted for."""
        away_tags = [f"{SEATS[winner]}/{kind}" for kind in away] if winner is not None else []
        for step in self.pending:
            if step["kind"] in ("restart", "home"):
                away_tags.append(f"{SEATS[step['seat']]}/{step.get('animal', 'turtle')}")
        if reason == "blocked":
            if self.points[0] != self.points[1]:
                winners = [0 if self.points[0] > self.points[1] else 1]
            elif self.last_hunt is not None:
                winners, reason = [self.last_hunt], "blocked_last_hunt"
            else:
                winners, reason = [0, 1], "blocked_draw"
        else:
            winners = [winner]
        self.result = {"reason": reason, "winners": winners, "away": away_tags}
        self.stage = "end"
        self.pending = []

    # -- illegal input --------------------------------------------------------------------------------
    def _explain_illegal(self, action: Action) -> RuleViolation:
        rule = self.game.rule
        phase, kind = self.phase, action.kind
        expected = Text(f"tawa_hallae.phase.{phase}")
        if phase == "move" and kind == "move":
            return self._explain_movement(*action.args)
        if phase == "move" and kind == "turn":
            field, facing = action.args
            occupant = self.board.get(field)
            if occupant is None or occupant[0] != self.turn:
                return RuleViolation(Text("tawa_hallae.error.not_your_animal", field=field), rule("turn.two_moves"))
            if occupant[1] in self.moved:
                return RuleViolation(Text("tawa_hallae.error.moved_already", animal=_animal(occupant[1])), rule("turn.two_moves"))
            if occupant[2] == facing:
                return RuleViolation(Text("tawa_hallae.error.same_facing"), rule("turn.change_facing"))
            return RuleViolation(Text("tawa_hallae.error.runner_back", animal=_animal(occupant[1])), rule("runners.forward"))
        if phase == "face" and kind == "face":
            return RuleViolation(Text("tawa_hallae.error.runner_back", animal=_animal(self.board[self.pending[0]["field"]][1])), rule("runners.forward"))
        if phase in ("setup", "release") and kind == "place":
            animal, field = action.args
            section = "setup" if phase == "setup" else "freeing"
            pool = self.reserve[self.turn] if phase == "setup" else self.prison[self.current_player]
            if animal not in pool:
                key = "tawa_hallae.error.not_in_reserve" if phase == "setup" else "tawa_hallae.error.not_imprisoned"
                return RuleViolation(Text(key, animal=_animal(animal)), rule(_SPOT_RULE[section]))
            return self._explain_spot(field, animal, section)
        if phase == "restart" and kind == "restart":
            return self._explain_spot(action.args[0], self.pending[0]["animal"], "hunt")
        if phase == "home" and kind == "home":
            return self._explain_spot(action.args[0], "turtle", "turtle")
        if phase == "release" and kind == "done":
            return RuleViolation(Text("tawa_hallae.error.free_one"), rule("freeing.liberator"))
        return RuleViolation(Text("tawa_hallae.error.wrong_time", action=str(action), expected=expected), rule(_PHASE_RULE[phase]))

    def _explain_spot(self, field: str, animal: str, section: str) -> RuleViolation:
        rule = self.game.rule(_SPOT_RULE[section])
        seat = self.current_player
        if field not in DEN[seat]:
            return RuleViolation(Text("tawa_hallae.error.not_den", field=field), rule)
        if field in self.board:
            return RuleViolation(Text("tawa_hallae.error.taken", field=field), self.game.rule("packs.one_per_field"))
        if field in IN_FRONT_OF and section in ("setup", "freeing"):
            return RuleViolation(Text("tawa_hallae.error.front_first", field=field, front=IN_FRONT_OF[field]), self.game.rule("setup.back_row"))
        if animal == "spider" and field in WATER:
            return RuleViolation(Text("tawa_hallae.error.spider_water"), self.game.rule("spider.no_water"))
        return RuleViolation(Text("tawa_hallae.error.on_web", field=field), self.game.rule("spider.web"))

    def _explain_movement(self, origin: str, target: str) -> RuleViolation:
        rule = self.game.rule
        occupant = self.board.get(origin)
        if occupant is None or occupant[0] != self.turn:
            return RuleViolation(Text("tawa_hallae.error.not_your_animal", field=origin), rule("turn.two_moves"))
        seat, kind, facing = occupant
        actors, double = self._actors()
        if origin not in actors and origin != double:
            return RuleViolation(Text("tawa_hallae.error.moved_already", animal=_animal(kind)), rule("turn.two_moves"))
        effect = self.reach(origin).get(target)
        if effect is not None and effect.goal == "prison":
            return RuleViolation(Text("tawa_hallae.error.free_first_move"), rule("freeing.first_move"))
        if effect is not None:
            return RuleViolation(Text("tawa_hallae.error.double_move"), rule("freeing.compensation"))
        if target in GOALS:
            if OWNER[target] == seat:
                return RuleViolation(Text("tawa_hallae.error.own_goal", field=target), rule("arena.goals"))
            if target == PRISON[1 - seat] and not self.prison[seat]:
                return RuleViolation(Text("tawa_hallae.error.nobody_to_free"), rule("freeing.prison"))
            return RuleViolation(Text("tawa_hallae.error.goal_from_area", field=target), rule("defence.attacker_stops"))
        if target in self.board and self.board[target][0] == seat:
            return RuleViolation(Text("tawa_hallae.error.own_animal", field=target), rule("packs.one_per_field"))
        if kind == "spider" and target in WATER:
            return RuleViolation(Text("tawa_hallae.error.spider_water"), rule("spider.no_water"))
        if target in AREA[seat]:
            return RuleViolation(Text("tawa_hallae.error.own_area", field=target), rule("defence.own_area"))
        if origin in AREA[1 - seat]:
            return RuleViolation(Text("tawa_hallae.error.one_step_inside", animal=_animal(kind)), rule("defence.one_step"))
        return RuleViolation(
            Text("tawa_hallae.error.cannot_reach", animal=_animal(kind), origin=origin, target=target, facing=Text(f"tawa_hallae.facing.{facing}")),
            rule("ranges.land_or_water"),
        )

    # -- results --------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Hunt points per seat (red, blue)."""
        return list(self.points)

    def evaluation(self) -> list[float]:
        """For bots: 3 per hunt point, ½ per animal still in the arena (the turtle does not count, it is
        never imprisoned), ½ for armour – hunts are rare, captures are what happens in between."""
        alive = [0, 0]
        for seat, kind, _ in self.board.values():
            if kind != "turtle":
                alive[seat] += 1
        return [3 * self.points[s] + 0.5 * alive[s] + 0.5 * self.armour[s] for s in (0, 1)]

    def decisions_left_in_turn(self) -> int:
        """About how many decisions the seat to move still makes this turn: its moves still to come, each
        but the last followed by a facing, plus the step it is in (facing, restart, freeing); in the
        set-up the animals of this round with their facings. A bot shares its time for the turn so.

        >>> import boardtutor
        >>> state = boardtutor.load("tawa_hallae").new_initial_state()
        >>> state.decisions_left_in_turn(), state.apply("e10-e8").decisions_left_in_turn()
        (3, 2)
        """
        if self.stage == "end":
            return 1
        if self.stage == "setup":
            return max(1, 2 * min(PER_ROUND - self.placed, len(self.reserve[self.turn])) + (1 if self.pending else 0))
        if self.pending and self.pending[0]["seat"] != self.turn:
            return 1  # the turtle's owner sends it home in the other seat's turn
        moves = max(0, self.allowed - self.used)
        return max(1, (1 if self.pending else 0) + 2 * moves - 1)

    def move_reason(self, action: Action | str, lang: str | None = None, viewer: int | None = None) -> str | None:
        """Why ``action`` is good here, in one clause after the move's own text (``reasons.py``): what it
        captures, scores or can do next, as computed for this position. ``viewer`` (the seat that reads
        it) changes nothing here: nothing in Tawa Hallae is hidden.

        >>> import boardtutor
        >>> state = boardtutor.load("tawa_hallae").new_initial_state()
        >>> state.move_reason("e10-e8", "en")
        "it comes 2 rows closer to Red's hunt fields"
        """
        from .reasons import move_reason

        if isinstance(action, str):
            action = self.game.parse_action(action)
        if self.is_terminal() or action not in self._legal_set():
            return None
        return move_reason(self, action, check_language(lang), viewer)

    def outcome(self) -> Outcome | None:
        """Who won and why (5 points, every enemy imprisoned, or nobody can move), once it is over."""
        if self.result is None:
            return None
        winners = tuple(self.result["winners"])
        reason = self.result["reason"]
        if reason == "blocked_draw":
            return Outcome(winners, Text("tawa_hallae.outcome.blocked_draw", points=self.points[0]))
        winner = winners[0]
        return Outcome(
            winners,
            Text(f"tawa_hallae.outcome.{reason}", name=self._name(winner), points=self.points[winner], other=self.points[1 - winner]),
        )

    def _name(self, seat: int) -> Bilingual:
        return Bilingual({lang: self.player_name(seat, lang) for lang in LANGUAGES})

    def player_name(self, player: int, lang: str | None = None) -> str:
        """The player's name, or the pack's colour ("Red", "Blau")."""
        if self.names[player]:
            return self.names[player]
        return Text(f"tawa_hallae.pack.{SEATS[player]}").render(lang)

    # -- words -------------------------------------------------------------------------------------------
    def describe(self, lang: str | None = None) -> str:
        """Whose turn it is and what happens next, in ``lang``."""
        phase = self.phase
        if phase == "end":
            return self.outcome().message(lang)
        seat = self.current_player
        params: dict[str, Any] = {"name": self.player_name(seat, lang), "n": self.used + 1, "total": self.allowed}
        if phase == "setup":
            params["left"] = len(self.reserve[seat])
        elif phase == "face":
            params["animal"] = _animal(self.board[self.pending[0]["field"]][1])
        elif phase == "restart":
            params["animal"] = _animal(self.pending[0]["animal"])
        elif phase == "release":
            params["freed"] = len(self.pending[0]["freed"])
            params["most"] = FREE_AT_MOST
        key = "move_bonus" if phase == "move" and self.allowed == 3 else phase
        if phase == "home" and self.pending[0]["seat"] == self.turn:
            key = "home_freed"  # its own turtle goes home after freeing; a turtle that was hit is the other pack's
        return Text(f"tawa_hallae.next.{key}", **params).render(lang)

    def action_text(self, action: Action | str, lang: str | None = None) -> str:
        """An action in words, e.g. "Red: lion e4 → e7 (captures the blue wolf)"."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        seat = self.current_player if self.current_player >= 0 else self.turn
        params: dict[str, Any] = {"name": self.player_name(seat, lang)}
        kind, args = action.kind, action.args
        key = kind
        if kind == "move":
            origin, target = args
            occupant = self.board.get(origin)
            params.update(origin=origin, target=target, animal=_animal(occupant[1] if occupant else None))
            effect = self._movements().get((origin, target)) if self.phase == "move" else None
            if effect is not None:
                if effect.goal:
                    key = f"move_{effect.goal}"
                elif effect.spring:
                    key = "move_spring"
                elif effect.captures or effect.turtle:
                    params["count"] = len(effect.captures) + (1 if effect.turtle else 0)
                    key = "move_capture"
        elif kind == "turn":
            occupant = self.board.get(args[0])
            params.update(field=args[0], facing=Text(f"tawa_hallae.facing.{args[1]}"), animal=_animal(occupant[1] if occupant else None))
        elif kind == "face":
            params["facing"] = Text(f"tawa_hallae.facing.{args[0]}")
            occupant = self.board.get(self.pending[0]["field"]) if self.phase == "face" else None
            params["animal"] = _animal(occupant[1] if occupant else None)
            if occupant is not None and occupant[2] == args[0]:
                key = "face_keep"
        elif kind == "place":
            params.update(field=args[1], animal=_animal(args[0]))
            if self.phase == "release":
                key = "free"
        elif kind in ("restart", "home"):
            params["field"] = args[0]
            params["animal"] = _animal(self.pending[0].get("animal", "turtle") if self.phase == kind else "turtle")
        return Text(f"tawa_hallae.action.{key}", **params).render(lang)

    def facts(self) -> dict[str, Any]:
        """Named facts about this state, for walkthroughs and tests."""
        current = self.current_player
        facts: dict[str, Any] = {
            "phase": self.phase,
            "current": "end" if current == TERMINAL else SEATS[current],
            "turn": SEATS[self.turn],
            "moves_left": max(0, self.allowed - self.used) if self.stage == "play" else None,
            "terminal": self.is_terminal(),
        }
        for seat, side in enumerate(SEATS):
            facts[f"points.{side}"] = self.points[seat]
            facts[f"prisoners.{side}"] = sorted(self.prison[seat])
            facts[f"armour.{side}"] = self.armour[seat]
            facts[f"danger.{side}"] = sorted(self.danger[seat])
            facts[f"web.{side}"] = sorted(self.web(seat), key=_field_order)
            facts[f"animals.{side}"] = sum(1 for s, _, _ in self.board.values() if s == seat)
            facts[f"stuck.{side}"] = self.stage == "play" and not self.can_move_at_all(seat)  # no movement in any facing
        for field, (seat, kind, facing) in self.board.items():
            facts[f"at.{field}"] = f"{SEATS[seat]}/{kind}"
            facts[f"facing.{field}"] = facing
            facts[f"where.{SEATS[seat]}.{kind}"] = field
            facts[f"reach.{field}"] = self.destinations(field)
        if self.event and self.event.get("type") == "move":
            event = self.event
            facts.update({
                "last.captured": sorted(event["captured"]),
                "last.spring": event["spring"],
                "last.goal": event["goal"],
                "last.web": event["web"],
                "last.turtle_hit": event["turtle"] is not None,
                "last.armour_lost": event["armour_lost"],
            })
        if self.event and "web_end" in self.event:
            facts["last.web_end"] = sorted(self.event["web_end"])
        if self.phase in ("setup", "release", "restart", "home"):  # the den fields an animal may go to now
            facts["places"] = sorted({a.args[-1] for a in self.legal_actions() if a.kind != "done"}, key=_field_order)
        if self.phase == "move":
            legal = [a for a in self.legal_actions() if a.kind in ("move", "turn")]
            facts["movers"] = sorted({a.args[0] for a in legal}, key=_field_order)
            for origin in facts["movers"]:  # where each animal may really go now (the turn's limits included)
                facts[f"moves.{origin}"] = sorted((a.args[1] for a in legal if a.kind == "move" and a.args[0] == origin), key=_field_order)
        for field, (seat, kind, facing) in self.board.items():  # the numbers of fields it may run from here
            gaits = GAITS[(kind, facing)]
            facts[f"range.{field}"] = sorted(set().union(*(g.water if field in WATER else g.land for g in gaits)))
        if self.result:
            facts["end.reason"] = self.result["reason"]
            facts["winners"] = [SEATS[s] for s in self.result["winners"]]
        return facts

    def svg(self, **options: Any) -> str:
        """The arena as SVG (see ``render.render_svg`` for the options)."""
        from .render import render_svg

        return render_svg(self, **options)


def _field_order(field: str) -> tuple[int, int]:
    x, y = XY[field]
    return (y, x)


_ORDER = {field: y * WIDTH + x for field, (x, y) in XY.items()}  # bottom-up, left to right


def _move_order(key: tuple[str, str]) -> int:
    return _ORDER[key[0]] * 1000 + _ORDER[key[1]]


def _animal(kind: str | None) -> Noun:
    """An animal as a noun for a sentence, which declines it (``NOUN($animal, case: "acc", det: "the")``);
    "animal" itself where no animal stands on the field an action names."""
    return Noun(f"tawa_hallae.animal.{kind}" if kind in ANIMALS else "tawa_hallae.any.animal")


def _pack(seat: int) -> Text:
    return Text(f"tawa_hallae.pack.{SEATS[seat]}")


def _refuse(_key: str, **params: Any) -> RuleViolation:
    """A refused position from outside, in words (``tawa_hallae.save.<what>`` in the catalogs)."""
    return RuleViolation(Text(f"tawa_hallae.save.{_key}", **params))


PENDING_KINDS = ("face", "restart", "release", "home")
_SPEC_KEYS = ("board", "turn", "points", "armour", "prison", "last_hunt", "bonus")
_PHASE_RULE = {  # the rulebook paragraph (rulebook.json) that says what comes next in each phase
    "setup": "setup.three_at_a_time",
    "move": "turn.two_moves",
    "face": "turn.movement",
    "restart": "hunt.restart",
    "release": "freeing.liberator",
    "home": "turtle.sent_home",
    "end": "summary.overview",
}
_SPOT_RULE = {"setup": "setup.three_at_a_time", "freeing": "freeing.placement", "hunt": "hunt.restart", "turtle": "turtle.sent_home"}

__all__ = [
    "ANIMALS", "AREA", "DATA", "DEN", "Effect", "FACING_MATTERS", "FIELDS", "GOALS", "HUNT", "PACKS", "PRISON", "SEATS", "TYPE", "WATER",
    "TawaHallaeAction", "TawaHallaeGame", "TawaHallaeState", "direction_vectors", "facings_for", "hunt_points",
    "standard_setup",
]
