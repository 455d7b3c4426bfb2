"""Woodwalkers duel: the rules as a pure engine (Game + State).

Rulebook: ``shared/rulebooks/woodwalkers-duel_de-en.txt``. Components and every assumption are in
``data.json`` next to this file.

A round: the holder of the battle-mode marker chooses the round's category from the display of three
(that counts as their turn) and refills the display; then everyone rolls and moves in clockwise order,
the marker holder last; then the marker passes left. Landing on a face-down forest tile reveals it;
landing on another player's animal starts a duel in the round's category.

>>> import boardtutor
>>> state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=7)
>>> state.is_chance_node()
True
>>> state = state.apply("draw strength").apply("draw speed").apply("draw endurance")
>>> [str(a) for a in state.legal_actions()]
['choose endurance', 'choose speed', 'choose strength']
"""

from __future__ import annotations

import copy
import functools
import json
import re
from collections import deque
from fractions import Fraction
from functools import cached_property
from pathlib import Path
from typing import Any, Sequence

from ...core import CHANCE, TERMINAL, Action, Game, Outcome, Rule, RuleViolation, State, _check_players, _check_seed, _shown
from ...savegame import SAVE_VERSION
from ...i18n import LANGUAGES, Bilingual, Noun, Text

DATA: dict[str, Any] = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
BOARD = DATA["board"]
ANIMALS: tuple[str, ...] = tuple(DATA["animals"])
CATEGORIES: tuple[str, ...] = tuple(DATA["categories"])
COLUMNS: str = BOARD["columns"]
START_FIELDS: dict[str, tuple[str, ...]] = {side: tuple(fields) for side, fields in BOARD["start_fields"].items()}
SIDE_OF_START = {field: side for side, fields in START_FIELDS.items() for field in fields}
FOREST_FIELDS: tuple[str, ...] = tuple(BOARD["forest_fields"])
MAX_WOUNDS: int = DATA["max_wounds"]
DUEL_POINTS: int = DATA["duel_win_points"]
DISPLAY_SIZE: int = DATA["display_size"]
EVALUATION_WEIGHTS: dict[str, float] = {"score": 1.0, "held": 0.4, "wounds": -1.3, "die": 1.1, "medicine": 2.9, "animals": 6.0}
"""Points per term of ``WoodwalkersState.evaluation_terms`` (where they come from: ``evaluation``)."""
TRACK_LENGTH: int = BOARD["score_track_length"]
DIE_FACES = tuple(range(1, 7))
_SIXTH = Fraction(1, 6)
_DUEL_WIN = {edge: sum(edge + a > b for a in DIE_FACES for b in DIE_FACES) / 36 for edge in range(-6, 7)}
"""The challenger's chance to win a duel by its card's lead (the defender wins ties), before rerolls."""


def _play_fields() -> tuple[str, ...]:
    lo, hi = BOARD["play_area"]["from"], BOARD["play_area"]["to"]
    cols = COLUMNS[COLUMNS.index(lo[0]) : COLUMNS.index(hi[0]) + 1]
    return tuple(f"{c}{r}" for r in range(int(lo[1:]), int(hi[1:]) + 1) for c in cols)


PLAY_FIELDS = _play_fields()
ALL_FIELDS = frozenset(PLAY_FIELDS) | frozenset(SIDE_OF_START)


def _neighbours(field: str) -> list[str]:
    col, row = COLUMNS.index(field[0]), int(field[1:])
    out = []
    for dc, dr in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        c, r = col + dc, row + dr
        if 0 <= c < len(COLUMNS) and r >= 1:
            name = f"{COLUMNS[c]}{r}"
            if name in ALL_FIELDS:
                out.append(name)
    return out


def _steps_for_side(side: str) -> dict[str, tuple[str, ...]]:
    """Where one step may go for an animal of ``side``: never into another colour's start fields, and
    from the playing area never back into any start field; within one's own start fields is fine."""
    steps = {}
    for field in ALL_FIELDS:
        here = SIDE_OF_START.get(field)
        if here is not None and here != side:
            continue
        allowed = []
        for nb in _neighbours(field):
            there = SIDE_OF_START.get(nb)
            if there is None or (there == side and here == side):
                allowed.append(nb)
        steps[field] = tuple(allowed)
    return steps


STEPS = {side: _steps_for_side(side) for side in START_FIELDS}
_FIELD_RE = re.compile(r"^[a-i][1-9]$")


class WoodwalkersAction(Action):
    """A Woodwalkers action. Notation: ``choose strength``, ``roll``, ``skip``, ``i8-h7`` (a move),
    ``stay``, ``reroll``, ``medicine wolf``, ``guess otter``, ``noguess``, ``accept``, ``return c9``; chance
    outcomes ``draw speed``, ``die 4``, ``reveal flag5``, ``place wolf`` (night set-up: the next animal laid
    face down).

    >>> str(WoodwalkersAction.parse("I8 - H7"))
    'i8-h7'
    """

    SIMPLE = ("roll", "skip", "stay", "reroll", "accept", "noguess")
    WITH_ARG = {
        "place": ANIMALS,
        "choose": CATEGORIES,
        "draw": CATEGORIES,
        "medicine": ANIMALS,
        "guess": ANIMALS,
        "die": tuple(str(face) for face in DIE_FACES),
        "reveal": tuple(sorted(DATA["forest_tiles"]["day"])),
        "return": None,
    }

    def __str__(self) -> str:
        if self.kind == "move":
            return f"{self.args[0]}-{self.args[1]}"
        return super().__str__()

    @classmethod
    def parse(cls, text: str) -> "WoodwalkersAction":
        if not isinstance(text, str):
            raise RuleViolation(Text("core.error.not_an_action", value=repr(text)[:60]))
        clean = " ".join(text.strip().lower().split())
        move = re.fullmatch(r"([a-i][1-9]) ?- ?([a-i][1-9])", clean)
        if move:
            return cls("move", (move.group(1), move.group(2)))
        words = clean.split(" ")
        kind = words[0] if words else ""
        if kind in cls.SIMPLE and len(words) == 1:
            return cls(kind)
        if kind in cls.WITH_ARG and len(words) == 2:
            arg = words[1]
            allowed = cls.WITH_ARG[kind]
            if kind == "return" and _FIELD_RE.match(arg):
                return cls(kind, (arg,))
            if allowed is not None and arg in allowed:
                return cls(kind, (int(arg) if kind == "die" else arg,))
        raise RuleViolation(Text("woodwalkers.error.notation", text=text[:40]))


A = WoodwalkersAction
ROLL, SKIP, STAY, REROLL, ACCEPT = A("roll"), A("skip"), A("stay"), A("reroll"), A("accept")


class WoodwalkersGame(Game):
    """The Woodwalkers duel for 2–4 players, day side or the night variant ("Mitternachtsduell")."""

    id = "woodwalkers"
    min_players = 2
    max_players = 4
    action_class = WoodwalkersAction
    data = DATA
    play_options = {"variant": ("day", "night")}
    hidden_information = True
    """At night each seat knows only its own face-down animals and those a duel has shown; by day
    everything is open (the observation is the whole state)."""
    search_settings = {"common_chance": True, "anchor": 1.0, "playout_depth": 12}
    gentle_settings = {"mistakes": 0.6, "iterations": 40}
    """The beginners' computer (``GentleBot``): see ``benchmarks/RESULTS-bots.md`` for how it was tuned."""
    """The search compares its ~100 moves under the same dice and keeps the move order's first choice
    unless it has found a better one by a standard error (see ``SearchBot``): without that, in 1 s
    the dice's noise alone decided between many good moves. Its quick games stop after 12 actions
    (about two turns each) and ``evaluation()`` estimates the end from there: random moves over many
    turns walk animals off their flags and into bad duels, which no player would do."""

    def ui(self):
        from .ui import WoodwalkersUI

        return WoodwalkersUI()

    def new_initial_state(
        self,
        players: int | Sequence[str] = 2,
        seed: int | None = None,
        *,
        variant: str = "day",
        arrangement: dict[int, Sequence[str]] | Sequence[Sequence[str]] | None = None,
        start_player: int = 0,
    ) -> "WoodwalkersState":
        """A new game, set up as the rulebook says; the first chance events draw the display of three.

        ``players``: a count or a list of names in clockwise seat order (the youngest first, since the
        youngest gets the marker, unless ``start_player`` says otherwise). ``variant``: ``"day"`` or
        ``"night"``. ``arrangement``: per seat, the animals in the order of that colour's start fields.
        At night without ``arrangement`` every seat lays its animals face down in secret: chance events
        ``place <animal>`` (every order equally likely) fill the start fields one after the other.
        """
        names = _check_players(self, players)
        if variant not in ("day", "night"):
            raise RuleViolation(Text("core.error.bad_option", name="variant", value=_shown(variant, 20)), self.rule("night.variant"))
        if isinstance(start_player, bool) or not isinstance(start_player, int) or not 0 <= start_player < len(names):
            raise RuleViolation(Text("core.error.bad_option", name="start_player", value=_shown(start_player, 20)), self.rule("setup.youngest"))
        sides = BOARD["sides_by_player_count"][str(len(names))]
        order = _arrangements(arrangement, len(names))
        secret = variant == "night" and arrangement is None
        board = {}
        for seat, side in enumerate(sides):
            for field, animal in zip(START_FIELDS[side], order[seat]):
                if not secret:
                    board[field] = (seat, animal)
        state = WoodwalkersState(self)
        state.names = names
        state.seed = _check_seed(seed)
        state.history = []
        state.variant = variant
        state.board = board
        state.wounds = [{animal: 0 for animal in ANIMALS} for _ in names]
        state.hidden = set(FOREST_FIELDS)
        state.flags = {}
        state.pool = dict(DATA["forest_tiles"][variant])
        state.inventory = [{"medicine": 0, "die": 0} for _ in names]
        state.score = [0] * len(names)
        state.display = []
        state.stack = dict(DATA["battle_mode_tiles"])
        state.discard = []
        state.category = None
        state.marker = start_player
        state.turn = start_player
        state.last_round = False
        state.phase = "arrange" if secret else "setup_draw"
        state.revealed = set()
        state.die = None
        state.duel = None
        state.last_duel = None
        state.pending = None
        state.final_flags = None
        state.event = None
        return state

def _arrangements(arrangement: Any, count: int) -> list[tuple[str, ...]]:
    default = [ANIMALS] * count
    if arrangement is None:
        return default
    items = arrangement.items() if isinstance(arrangement, dict) else enumerate(arrangement)
    for seat, animals in items:
        if isinstance(seat, str) and seat.isdigit():
            seat = int(seat)
        if not (isinstance(seat, int) and 0 <= seat < count) or sorted(animals) != sorted(ANIMALS):
            raise RuleViolation(Text("woodwalkers.error.arrangement", animals=", ".join(ANIMALS)), Rule("woodwalkers", "setup.animals"))
        default[seat] = tuple(animals)
    return default


class WoodwalkersState(State):
    """One moment of a Woodwalkers game (see the module docstring for the flow)."""

    # -- copying and JSON ----------------------------------------------------
    def _copy(self) -> "WoodwalkersState":
        new = WoodwalkersState.__new__(WoodwalkersState)
        new.game = self.game
        new.names = self.names
        new.seed = self.seed
        new.variant = self.variant
        new.board = dict(self.board)
        new.wounds = [dict(w) for w in self.wounds]
        new.hidden = set(self.hidden)
        new.flags = dict(self.flags)
        new.pool = dict(self.pool)
        new.inventory = [dict(i) for i in self.inventory]
        new.score = list(self.score)
        new.display = list(self.display)
        new.stack = dict(self.stack)
        new.discard = list(self.discard)
        new.category = self.category
        new.marker = self.marker
        new.turn = self.turn
        new.last_round = self.last_round
        new.phase = self.phase
        new.die = self.die
        new.duel = dict(self.duel) if self.duel else None
        new.last_duel = self.last_duel
        new.pending = self.pending
        new.final_flags = self.final_flags
        new.event = self.event
        new.revealed = set(self.revealed)
        return new

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "woodwalkers",
            "version": SAVE_VERSION,
            "names": list(self.names),
            "seed": self.seed,
            "history": list(self.history),
            "variant": self.variant,
            "board": {field: [seat, animal] for field, (seat, animal) in sorted(self.board.items())},
            "wounds": [dict(w) for w in self.wounds],
            "hidden_forest": sorted(self.hidden),
            "flags": dict(sorted(self.flags.items())),
            "forest_pool": dict(self.pool),
            "inventory": [dict(i) for i in self.inventory],
            "score": list(self.score),
            "display": list(self.display),
            "stack": dict(self.stack),
            "discard": list(self.discard),
            "category": self.category,
            "marker": self.marker,
            "turn": self.turn,
            "last_round": self.last_round,
            "phase": self.phase,
            "die": self.die,
            "duel": dict(self.duel) if self.duel else None,
            "last_duel": dict(self.last_duel) if self.last_duel else None,
            "pending": dict(self.pending) if self.pending else None,
            "final_flags": [list(entry) for entry in self.final_flags] if self.final_flags is not None else None,
            "event": dict(self.event) if self.event else None,
            "revealed": [[seat, animal] for seat, animal in sorted(self.revealed)],
        }

    @classmethod
    def from_dict(cls, game: WoodwalkersGame, data: dict[str, Any]) -> "WoodwalkersState":
        """Read ``to_dict()``'s output; ``game.state_from_dict`` has checked its structure (``save.Save``)
        before and checks the invariants (``_validate``) after."""
        state = cls(game)
        state.names = list(data["names"])
        state.seed = data["seed"]
        state.history = list(data["history"])
        state.variant = data["variant"]
        state.board = {field: (v[0], v[1]) for field, v in data["board"].items()}
        state.wounds = [dict(w) for w in data["wounds"]]
        state.hidden = set(data["hidden_forest"])
        state.flags = dict(data["flags"])
        state.pool = dict(data["forest_pool"])
        state.inventory = [dict(i) for i in data["inventory"]]
        state.score = list(data["score"])
        state.display = list(data["display"])
        state.stack = dict(data["stack"])
        state.discard = list(data["discard"])
        state.category = data["category"]
        state.marker = data["marker"]
        state.turn = data["turn"]
        state.last_round = data["last_round"]
        state.phase = data["phase"]
        state.die = data["die"]
        state.duel = dict(data["duel"]) if data["duel"] else None
        state.last_duel = dict(data["last_duel"]) if data["last_duel"] else None
        state.pending = dict(data["pending"]) if data["pending"] else None
        state.final_flags = [list(e) for e in data["final_flags"]] if data["final_flags"] is not None else None
        state.event = dict(data["event"]) if data["event"] else None
        state.revealed = {(seat, animal) for seat, animal in data.get("revealed", [])}
        return state

    def _validate(self) -> None:
        """The invariants of a position from outside (after the structure check of ``save.Save``): every
        animal exactly once (on the board, attacking in a duel, or waiting to go back to a start field)
        unless its third wound took it out; every forest and battle-mode tile exactly once; animals only
        where they may stand; what the phase needs; the last duel's sums. Raises RuleViolation naming
        what is wrong."""
        players = len(self.names)
        sides = self.side
        duel, pending, phase = self.duel, self.pending, self.phase

        # -- the animals --------------------------------------------------------------------
        for field, (seat, animal) in self.board.items():
            start_side = SIDE_OF_START.get(field)
            if start_side is not None and start_side != sides[seat]:
                raise _bad("foreign_start", field=field, name=self._name(seat), animal=_animal(animal))
            if field in self.hidden:
                raise _bad("on_hidden", field=field, name=self._name(seat), animal=_animal(animal))
        places: dict[tuple[int, str], list[Any]] = {}
        for field, occupant in sorted(self.board.items()):
            places.setdefault(occupant, []).append(field)
        if duel is not None:
            places.setdefault((duel["challenger"], duel["c_animal"]), []).append(Text("woodwalkers.save.place.duel"))
        if phase == "return":
            places.setdefault((pending["seat"], pending["animal"]), []).append(Text("woodwalkers.save.place.return"))
        for seat in range(players):
            for animal in ANIMALS:
                where = places.get((seat, animal), [])
                if animal not in self.wounds[seat]:
                    if where:
                        raise _bad("removed_in_play", name=self._name(seat), animal=_animal(animal), place=where[0])
                elif not where and not (phase == "arrange" and seat >= self._arranging_seat()):
                    raise _bad("animal_missing", name=self._name(seat), animal=_animal(animal))
                elif len(where) > 1:
                    raise _bad("animal_twice", name=self._name(seat), animal=_animal(animal), first=where[0], second=where[1])

        # -- the forest tiles ---------------------------------------------------------------
        mix = DATA["forest_tiles"][self.variant]
        for kind, count in self.pool.items():
            if count > mix[kind]:
                raise _bad("pool_too_many", tile=_tile(kind), count=count, total=mix[kind])
        for field in self.flags:
            if field in self.hidden:
                raise _bad("flag_hidden", field=field)
        face_down = len(self.hidden) + (1 if phase == "reveal" else 0)
        if sum(self.pool.values()) != face_down:
            raise _bad("pool_hidden", pool=sum(self.pool.values()), hidden=face_down)
        for value in sorted({int(k[4:]) for k in mix if k.startswith("flag")} | set(self.flags.values())):
            kind = f"flag{value}"
            shown = sum(1 for v in self.flags.values() if v == value)
            expected = mix.get(kind, 0) - self.pool.get(kind, 0)
            if shown != expected:
                raise _bad("flags_count", value=value, shown=shown, expected=expected)
        others = [k for k in mix if not k.startswith("flag")]
        taken = {kind: mix[kind] - self.pool[kind] for kind in others}
        turned = [f for f in FOREST_FIELDS if f not in self.hidden and f not in self.flags]
        if phase == "reveal" and pending["field"] in turned:
            turned.remove(pending["field"])
        if len(turned) != sum(taken.values()):
            raise _bad("taken_count", fields=len(turned), taken=sum(taken.values()))
        for kind in ("medicine", "die"):
            held = sum(items[kind] for items in self.inventory)
            if held > taken[kind]:
                raise _bad("inventory_count", tile=_tile(kind), held=held, taken=taken[kind])

        # -- the animals a duel has shown (night) ----------------------------------------------
        for seat, animal in self.revealed:
            if self.variant != "night" or seat >= players:
                raise _bad("revealed", name=self._name(seat) if seat < players else str(seat), animal=_animal(animal))

        # -- the battle-mode tiles ----------------------------------------------------------
        counted = {c: self.stack[c] + self.display.count(c) + self.discard.count(c) + (self.category == c) for c in CATEGORIES}
        for category, count in counted.items():
            total = DATA["battle_mode_tiles"][category]
            if count != total:
                raise _bad("battle_tiles", category=_category(category), count=count, total=total)
        stack = sum(self.stack.values())
        if phase == "arrange" and self._arranging_seat() >= players:
            raise _bad("arrange_done")  # every animal lies face down: the set-up goes on with the tiles
        if phase == "arrange":
            expected_display = 0
        elif phase == "setup_draw":
            expected_display = None
        elif phase == "choose":
            expected_display = DISPLAY_SIZE
        elif phase in ("refill", "end") or self.last_round:
            expected_display = DISPLAY_SIZE - 1
        else:
            expected_display = DISPLAY_SIZE
        if expected_display is None and len(self.display) >= DISPLAY_SIZE:
            raise _bad("display_size", count=len(self.display), expected=f"0–{DISPLAY_SIZE - 1}")
        if expected_display is not None and len(self.display) != expected_display:
            raise _bad("display_size", count=len(self.display), expected=expected_display)
        if phase in ("setup_draw", "refill") and stack == 0:
            raise _bad("stack_empty")
        rolling = phase not in ("setup_draw", "choose", "refill", "end")
        # the round whose choice finds the stack empty is the last (one refilled by the last tile is not)
        if self.last_round != (phase == "end" or (rolling and self.last_round)) or (self.last_round and stack):
            raise _bad("last_round", value=str(self.last_round).lower())
        if phase in ("arrange", "setup_draw", "choose", "refill") and self.turn != self.marker:
            raise _bad("turn_marker", turn=self._name(self.turn), marker=self._name(self.marker))
        if phase == "arrange":
            arranging = self._arranging_seat()
            for seat in range(players):
                placed = [f for f, (s, _) in self.board.items() if s == seat]
                expected = START_FIELDS[sides[seat]][: len(placed)] if seat == arranging else (() if seat > arranging else START_FIELDS[sides[seat]])
                if sorted(placed) != sorted(expected) or self.variant != "night":
                    raise _bad("arrange_order", name=self._name(seat))
        if phase in ("arrange", "setup_draw"):
            fresh = {
                "discard": not self.discard,
                "board": all(field in SIDE_OF_START for field in self.board),
                "wounds": all(w == {a: 0 for a in ANIMALS} for w in self.wounds),
                "hidden_forest": len(self.hidden) == len(FOREST_FIELDS),
                "inventory": all(not any(i.values()) for i in self.inventory),
                "score": not any(self.score),
            }
            for field, ok in fresh.items():
                if not ok:
                    raise _bad("setup_played", field=field)

        # -- the running duel, the pending step, the last duel -------------------------------
        if duel is not None:
            self._validate_duel(duel)
        if phase == "reveal":
            field, seat = pending["field"], pending["seat"]
            if seat != self.turn or self.board.get(field, (None,))[0] != seat or field in self.flags:
                raise _bad("pending_reveal", field=field, name=self._name(seat))
        if phase == "return":
            last = self.last_duel
            loser_animal = last["d_animal"] if last["winner"] == last["challenger"] else last["c_animal"]
            if (
                (pending["seat"], pending["animal"]) != (last["loser"], loser_animal)
                or last["removed"]
                or "returned_to" in last
                or last["challenger"] != self.turn
            ):
                raise _bad("pending_return", name=self._name(pending["seat"]), animal=_animal(pending["animal"]))
        if self.last_duel is not None:
            self._validate_last_duel(self.last_duel)
        event = self.event
        if event is not None:
            if event["type"] == "reveal":
                found = event["found"]
                ok = event["field"] not in self.hidden and (
                    self.flags.get(event["field"]) == int(found[4:]) if found.startswith("flag") else event["field"] not in self.flags
                )
            else:
                last = {k: v for k, v in (self.last_duel or {}).items() if k != "returned_to"}
                ok = {k: v for k, v in event.items() if k != "type"} == last
            if not ok:
                raise _bad("event")

        # -- points -----------------------------------------------------------------------
        if phase == "end":
            gained = [[f, self.board[f][0], v] for f, v in sorted(self.flags.items()) if f in self.board]
            if self.final_flags != gained:
                raise _bad("final_flags")
        limit = _score_limit(players, with_flags=phase == "end")
        if sum(self.score) > limit:
            raise _bad("score_too_high", total=sum(self.score), limit=limit, players=players)
        if sum(self.score) < taken["points"]:
            raise _bad("score_points", total=sum(self.score), taken=taken["points"])

    def _validate_duel(self, duel: dict[str, Any]) -> None:
        challenger, defender = duel["challenger"], duel["defender"]
        if challenger == defender:
            raise _bad("duel_self", name=self._name(challenger))
        if challenger != self.turn:
            raise _bad("duel_challenger", challenger=self._name(challenger), turn=self._name(self.turn))
        if duel["deciding"] not in (challenger, defender):
            raise _bad("duel_deciding", name=self._name(duel["deciding"]))
        if self.board.get(duel["field"]) != (defender, duel["d_animal"]):
            raise _bad("duel_defender", name=self._name(defender), animal=_animal(duel["d_animal"]), field=duel["field"])
        if duel["origin"] in self.board or duel["origin"] == duel["field"]:
            raise _bad("duel_origin", origin=duel["origin"])
        steps = _manhattan(duel["origin"], duel["field"])
        if steps > self.die:
            raise _bad("duel_distance", origin=duel["origin"], field=duel["field"], steps=steps, die=self.die)
        side = self.side[challenger]
        if SIDE_OF_START.get(duel["field"]) is not None or SIDE_OF_START.get(duel["origin"]) not in (None, side):
            raise _bad("duel_field", field=duel["field"])
        if duel["category"] != self.category:
            raise _bad("duel_category", category=_category(duel["category"]), round=_category(self.category))
        if duel["guess"] is not None and self.variant != "night":
            raise _bad("guess_day")
        if self.phase == "guess" and self.variant != "night":
            raise _bad("guess_day")
        shown = (challenger, duel["c_animal"]) in self.revealed and (defender, duel["d_animal"]) in self.revealed
        if self.variant == "night" and self.phase != "guess" and not shown:
            raise _bad("duel_not_shown")

    def _validate_last_duel(self, last: dict[str, Any]) -> None:
        challenger, defender = last["challenger"], last["defender"]
        if challenger == defender:
            raise _bad("duel_self", name=self._name(challenger))
        for side, animal in (("c", last["c_animal"]), ("d", last["d_animal"])):
            card = DATA["animals"][animal][last["category"]]
            if not card - (MAX_WOUNDS - 1) <= last[f"{side}_value"] <= card:
                raise _bad("last_duel_value", animal=_animal(animal), category=_category(last["category"]),
                           value=last[f"{side}_value"], low=card - (MAX_WOUNDS - 1), high=card)
        guess = last["guess"]
        bonus = (0, 0) if guess is None else ((0, 1) if guess == last["c_animal"] else (1, 0))
        if (last["c_bonus"], last["d_bonus"]) != bonus or (guess is not None and self.variant != "night"):
            raise _bad("last_duel_bonus")
        for side in ("c", "d"):
            total = last[f"{side}_value"] + last[f"{side}_bonus"] + last[f"{side}_die"]
            if last[f"{side}_total"] != total:
                raise _bad("last_duel_sum", total=last[f"{side}_total"], expected=total)
        challenger_won = last["c_total"] > last["d_total"]
        winner, loser = (challenger, defender) if challenger_won else (defender, challenger)
        if (last["winner"], last["loser"]) != (winner, loser):
            raise _bad("last_duel_winner", winner=self._name(winner), c_total=last["c_total"], d_total=last["d_total"])
        returned = last.get("returned_to")
        if returned is not None and (last["removed"] or SIDE_OF_START.get(returned) != self.side[loser]):
            raise _bad("last_duel_return", field=returned)
        loser_animal = last["d_animal"] if challenger_won else last["c_animal"]
        if last["removed"] == (loser_animal in self.wounds[loser]):
            raise _bad("last_duel_removed", name=self._name(loser), animal=_animal(loser_animal))

    def with_setup(self, spec: dict[str, Any]) -> "WoodwalkersState":
        """A copy with parts of the position replaced (used by walkthroughs that start mid-game); the
        result passes the same gate as a saved game (``game.state_from_dict``).

        ``spec`` keys: ``place`` (from-field → to-field: moves animals before anything else),
        ``board`` (field → [seat, animal]; replaces the whole board, and animals left off it are out
        of the game), ``flags`` (field → value: turned face up, taken from the face-down mix),
        ``score``, ``wounds`` (seat → {animal: n}; n = 3 takes the animal out of the game),
        ``display`` (the tiles come from the stack, those put back go into it), ``stack`` (category →
        count), ``discard`` (list of categories: with ``stack`` and ``display`` every battle-mode tile
        must be somewhere), ``marker`` (also whose turn it is), ``inventory`` (seat list of
        {medicine, die}: tiles gained were found under forest tiles that are turned over now),
        ``phase``. An animal placed on a face-down forest tile has turned it over (a die or medicine
        tile used up since, else a flag, else a points tile).

        >>> import boardtutor
        >>> state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=1)
        >>> try:
        ...     state.with_setup({"place": {"b1": "z9"}})
        ... except boardtutor.RuleViolation as exc:
        ...     print(exc.message("en"))
        The set-up cannot be used: in “place”, z9 is not a field of the board.
        """
        return self.game.state_from_dict(_apply_setup(self.to_dict(), spec))

    # -- who acts -----------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == "end":
            return TERMINAL
        if phase == "guess":
            return self.duel["defender"]
        if phase == "duel_decide":
            return self.duel["deciding"]
        if phase == "return":
            return self.pending["seat"]
        if phase == "choose":
            return self.marker
        return self.turn

    def _arranging_seat(self) -> int:
        """At the night set-up: the first seat that has not laid all its animals face down yet."""
        for seat in range(len(self.names)):
            if sum(1 for s, _ in self.board.values() if s == seat) < len(ANIMALS):
                return seat
        return len(self.names)

    @property
    def side(self) -> list[str]:
        return BOARD["sides_by_player_count"][str(len(self.names))]

    # -- chance ---------------------------------------------------------------
    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        phase = self.phase
        if phase in ("roll", "duel_roll_challenger", "duel_roll_defender", "duel_reroll"):
            return [(A("die", (face,)), _SIXTH) for face in DIE_FACES]
        if phase == "arrange":
            seat = self._arranging_seat()
            placed = {animal for s, animal in self.board.values() if s == seat}
            left = [animal for animal in ANIMALS if animal not in placed]
            return [(A("place", (animal,)), Fraction(1, len(left))) for animal in sorted(left)]
        counts = self.stack if phase in ("setup_draw", "refill") else self.pool
        kind = "draw" if phase in ("setup_draw", "refill") else "reveal"
        total = sum(counts.values())
        return [(_outcome(kind, name), Fraction(n, total)) for name, n in sorted(counts.items()) if n]

    # -- legal actions --------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "choose":
            # Choosing counts as the marker holder's own turn, and medicine may be used any time in one's turn.
            return [A("choose", (c,)) for c in sorted(set(self.display))] + self._medicine_actions(self.marker)
        if phase == "roll_or_skip":
            return [ROLL, SKIP, *self._medicine_actions(self.turn)]
        if phase == "move":
            actions: list[Action] = [_move_action(move) for move in self._moves()]
            actions.append(STAY)
            if self.inventory[self.turn]["die"]:
                actions.append(REROLL)
            actions.extend(self._medicine_actions(self.turn))
            return actions
        if phase == "guess":
            challenger = self.duel["challenger"]
            alive = sorted({animal for seat, animal in self.board.values() if seat == challenger} | {self.duel["c_animal"]})
            return [*(A("guess", (animal,)) for animal in alive), A("noguess")]
        if phase == "duel_decide":
            seat = self.duel["deciding"]
            actions = [ACCEPT]
            if self.inventory[seat]["die"]:
                actions.append(REROLL)
            if seat == self.duel["challenger"]:
                actions.extend(self._medicine_actions(seat))
            return actions
        if phase == "return":
            return [A("return", (field,)) for field in self._free_start_fields(self.pending["seat"])]
        return []

    def _medicine_actions(self, seat: int) -> list[Action]:
        if not self.inventory[seat]["medicine"]:
            return []
        # in the fixed animal order: the wounds dict's order changes in a JSON round trip (sort_keys)
        return [A("medicine", (animal,)) for animal in ANIMALS if self.wounds[seat].get(animal, 0) > 0]

    def _free_start_fields(self, seat: int) -> list[str]:
        return [f for f in START_FIELDS[self.side[seat]] if f not in self.board]

    def _moves(self, die: int | None = None) -> list[tuple[str, str]]:
        """The moves of the seat whose turn it is with the rolled die (or with ``die``)."""
        seat, board = self.turn, self.board
        die = self.die if die is None else die
        steps = STEPS[self.side[seat]]
        moves = []
        mine = {f for f, (owner, _) in board.items() if owner == seat}
        add = moves.append
        for origin in mine:
            seen = {origin}
            frontier = [origin]
            for _ in range(die):
                nxt = []
                for field in frontier:
                    for nb in steps[field]:
                        if nb in seen:
                            continue
                        seen.add(nb)
                        if nb not in board:
                            nxt.append(nb)
                            add((origin, nb))
                        elif nb not in mine:
                            add((origin, nb))
                frontier = nxt
                if not frontier:
                    break
        moves.sort()
        return moves

    def reachable(self, origin: str, die: int | None = None) -> dict[str, int]:
        """Fields the animal on ``origin`` could reach with ``die`` (default: the rolled die), with the
        number of steps each needs. For explanations and highlights."""
        seat = self.board[origin][0]
        steps, board = STEPS[self.side[seat]], self.board
        die = self.die if die is None else die
        dist = {origin: 0}
        queue = deque([origin])
        while queue:
            field = queue.popleft()
            if dist[field] >= (die or 0) or (field != origin and field in board):
                continue
            for nb in steps[field]:
                if nb not in dist and (board.get(nb) is None or board[nb][0] != seat):
                    dist[nb] = dist[field] + 1
                    queue.append(nb)
        del dist[origin]
        return dist

    # -- applying -----------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self.event = None
        getattr(self, f"_do_{action.kind}")(*action.args)

    def _do_place(self, animal: str) -> None:
        seat = self._arranging_seat()
        field = next(f for f in START_FIELDS[self.side[seat]] if f not in self.board)
        self.board[field] = (seat, animal)
        if self._arranging_seat() == len(self.names):
            self.phase = "setup_draw"

    def _do_draw(self, category: str) -> None:
        self.stack[category] -= 1
        self.display.append(category)
        self.display.sort()
        if self.phase == "setup_draw" and len(self.display) < DISPLAY_SIZE:
            return
        if self.phase == "setup_draw":
            self.phase = "choose"
        else:
            self._start_rolling()

    def _do_choose(self, category: str) -> None:
        self.display.remove(category)
        self.category = category
        if sum(self.stack.values()):
            self.phase = "refill"
        else:
            self.last_round = True
            self._start_rolling()

    def _start_rolling(self) -> None:
        self.turn = (self.marker + 1) % len(self.names)
        self.phase = "roll_or_skip"

    def _do_roll(self) -> None:
        self.phase = "roll"

    def _do_skip(self) -> None:
        self._end_turn()

    def _do_stay(self) -> None:
        self._end_turn()

    def _do_die(self, face: int) -> None:
        phase = self.phase
        if phase == "roll":
            self.die = face
            self.phase = "move"
        elif phase == "duel_roll_challenger":
            self.duel["c_die"] = face
            self.phase = "duel_roll_defender"
        elif phase == "duel_roll_defender":
            self.duel["d_die"] = face
            self.duel["deciding"] = self.duel["challenger"]
            self._next_duel_decision()
        else:  # a reroll in the duel
            key = "c_die" if self.duel["deciding"] == self.duel["challenger"] else "d_die"
            self.duel[key] = face
            self.phase = "duel_decide"
            self._next_duel_decision()

    def _do_reroll(self) -> None:
        seat = self.current_player
        self.inventory[seat]["die"] -= 1
        self.phase = "roll" if self.phase == "move" else "duel_reroll"

    def _do_medicine(self, animal: str) -> None:
        seat = self.current_player
        self.inventory[seat]["medicine"] -= 1
        self.wounds[seat][animal] -= 1

    def _do_move(self, origin: str, target: str) -> None:
        seat, animal = self.board[origin]
        occupant = self.board.get(target)
        if occupant is not None:
            self.duel = {
                "challenger": seat,
                "defender": occupant[0],
                "c_animal": animal,
                "d_animal": occupant[1],
                "origin": origin,
                "field": target,
                "category": self.category,
                "guess": None,
                "c_die": None,
                "d_die": None,
                "deciding": seat,
            }
            del self.board[origin]
            self.phase = "guess" if self.variant == "night" else "duel_roll_challenger"
            return
        del self.board[origin]
        self.board[target] = (seat, animal)
        if target in self.hidden:
            self.hidden.discard(target)
            self.pending = {"field": target, "seat": seat}
            self.phase = "reveal"
        else:
            self._end_turn()

    def _do_reveal(self, kind: str) -> None:
        self.pool[kind] -= 1
        field, seat = self.pending["field"], self.pending["seat"]
        if kind.startswith("flag"):
            self.flags[field] = int(kind[4:])
        elif kind == "points":
            self.score[seat] += 1
        else:
            self.inventory[seat][kind] += 1
        self.pending = None
        self.event = {"type": "reveal", "field": field, "seat": seat, "found": kind}
        self._end_turn()

    def _do_guess(self, animal: str) -> None:
        self.duel["guess"] = animal
        self._turn_over_duel_tiles()

    def _do_noguess(self) -> None:
        self._turn_over_duel_tiles()

    def _turn_over_duel_tiles(self) -> None:
        """Night: after the guess both animal tiles are turned over for the duel; everyone has seen them."""
        duel = self.duel
        self.revealed |= {(duel["challenger"], duel["c_animal"]), (duel["defender"], duel["d_animal"])}
        self.phase = "duel_roll_challenger"

    def _do_accept(self) -> None:
        duel = self.duel
        if duel["deciding"] == duel["challenger"]:
            duel["deciding"] = duel["defender"]
            self._next_duel_decision()
        else:
            self._resolve_duel()

    def _next_duel_decision(self) -> None:
        """Ask the challenger, then the defender, only where they have a choice besides accepting."""
        duel = self.duel
        self.phase = "duel_decide"
        if duel["deciding"] == duel["challenger"]:
            if self.inventory[duel["challenger"]]["die"] or self._medicine_actions(duel["challenger"]):
                return
            duel["deciding"] = duel["defender"]
        if self.inventory[duel["defender"]]["die"]:
            return
        self._resolve_duel()

    def duel_values(self) -> dict[str, int]:
        """The running duel's card values (after wounds), bonuses and totals so far."""
        duel = self.duel
        category = duel["category"]
        c_value = DATA["animals"][duel["c_animal"]][category] - self.wounds[duel["challenger"]][duel["c_animal"]]
        d_value = DATA["animals"][duel["d_animal"]][category] - self.wounds[duel["defender"]][duel["d_animal"]]
        guess = duel["guess"]
        right = guess is not None and guess == duel["c_animal"]
        c_bonus = 1 if guess is not None and not right else 0
        d_bonus = 1 if right else 0
        return {
            "c_value": c_value,
            "d_value": d_value,
            "c_bonus": c_bonus,
            "d_bonus": d_bonus,
            "c_total": c_value + c_bonus + (duel["c_die"] or 0),
            "d_total": d_value + d_bonus + (duel["d_die"] or 0),
        }

    def _resolve_duel(self) -> None:
        duel = self.duel
        values = self.duel_values()
        challenger_won = values["c_total"] > values["d_total"]
        winner, loser = (duel["challenger"], duel["defender"]) if challenger_won else (duel["defender"], duel["challenger"])
        loser_animal = duel["d_animal"] if challenger_won else duel["c_animal"]
        field = duel["field"]
        self.score[winner] += DUEL_POINTS
        if challenger_won:
            self.board[field] = (duel["challenger"], duel["c_animal"])
        self.wounds[loser][loser_animal] += 1
        removed = self.wounds[loser][loser_animal] >= MAX_WOUNDS
        if removed:
            del self.wounds[loser][loser_animal]
        self.last_duel = {
            **{k: duel[k] for k in ("challenger", "defender", "c_animal", "d_animal", "field", "category", "guess", "c_die", "d_die")},
            **values,
            "winner": winner,
            "loser": loser,
            "removed": removed,
        }
        self.duel = None
        self.event = {"type": "duel", **self.last_duel}
        free = self._free_start_fields(loser)
        if removed:
            self._end_turn()
        elif len(free) == 1:
            self.board[free[0]] = (loser, loser_animal)
            self.last_duel["returned_to"] = free[0]
            self._end_turn()
        else:
            self.pending = {"seat": loser, "animal": loser_animal}
            self.phase = "return"

    def _do_return(self, field: str) -> None:
        seat, animal = self.pending["seat"], self.pending["animal"]
        self.board[field] = (seat, animal)
        self.last_duel = {**self.last_duel, "returned_to": field}
        self.pending = None
        self._end_turn()

    def _end_turn(self) -> None:
        self.pending = None
        self.die = None
        if self.turn != self.marker:
            self.turn = (self.turn + 1) % len(self.names)
            self.phase = "roll_or_skip"
            return
        if self.category is not None:
            self.discard.append(self.category)
        self.category = None
        if self.last_round:
            self._final_scoring()
            return
        self.marker = (self.marker + 1) % len(self.names)
        self.turn = self.marker
        self.phase = "choose"

    def _final_scoring(self) -> None:
        gained = []
        for field, value in sorted(self.flags.items()):
            occupant = self.board.get(field)
            if occupant is not None:
                self.score[occupant[0]] += value
                gained.append([field, occupant[0], value])
        self.final_flags = gained
        self.phase = "end"

    # -- illegal input -------------------------------------------------------
    def _explain_illegal(self, action: Action) -> RuleViolation:
        rule = self.game.rule
        phase, kind = self.phase, action.kind
        if self.is_chance_node():
            if kind in ("die", "draw", "reveal", "place"):
                return RuleViolation(Text("woodwalkers.error.impossible_outcome", action=str(action)), rule(_PHASE_RULE[phase]))
            return RuleViolation(Text("woodwalkers.error.chance_pending", event=Text(f"woodwalkers.phase.{phase}")), rule(_PHASE_RULE[phase]))
        expected = Text(f"woodwalkers.phase.{phase}")
        if kind == "move" and phase == "move":
            return self._explain_illegal_move(*action.args)
        if kind == "choose" and phase == "choose":
            return RuleViolation(Text("woodwalkers.error.not_in_display", category=_category(action.args[0])), rule("round.choose"))
        if kind == "medicine" and self.inventory[self.current_player]["medicine"] == 0:
            return RuleViolation(Text("woodwalkers.error.no_medicine"), rule("forest.medicine"))
        if kind == "medicine" and not self.wounds[self.current_player].get(action.args[0]):
            return RuleViolation(Text("woodwalkers.error.no_wound", animal=_animal(action.args[0])), rule("forest.medicine"))
        if kind == "reroll" and phase in ("move", "duel_decide"):
            return RuleViolation(Text("woodwalkers.error.no_die_tile"), rule("forest.die"))
        if kind == "return" and phase == "return":
            return RuleViolation(Text("woodwalkers.error.return_field", field=action.args[0]), rule("duel.loser"))
        return RuleViolation(Text("woodwalkers.error.wrong_time", action=str(action), expected=expected), rule(_PHASE_RULE[phase]))

    def _explain_illegal_move(self, origin: str, target: str) -> RuleViolation:
        rule = self.game.rule
        seat = self.turn
        occupant = self.board.get(origin)
        if occupant is None or occupant[0] != seat:
            return RuleViolation(Text("woodwalkers.error.not_your_animal", field=origin), rule("turn.roll_move"))
        target_side = SIDE_OF_START.get(target)
        own_side = self.side[seat]
        if target not in ALL_FIELDS:
            return RuleViolation(Text("woodwalkers.error.off_board", field=target), rule("move.orthogonal"))
        if origin == target:
            return RuleViolation(Text("woodwalkers.error.same_field"), rule("move.stop_early"))
        if target_side is not None and target_side not in self.side:
            return RuleViolation(Text("woodwalkers.error.unused_start", field=target), rule("move.foreign_start"))
        if target_side is not None and target_side != own_side:
            return RuleViolation(Text("woodwalkers.error.foreign_start", field=target), rule("move.foreign_start"))
        if target_side == own_side and SIDE_OF_START.get(origin) != own_side:
            return RuleViolation(Text("woodwalkers.error.back_to_start", field=target), rule("move.own_start"))
        if target in self.board and self.board[target][0] == seat:
            return RuleViolation(Text("woodwalkers.error.own_animal", field=target), rule("move.one_per_field"))
        distance = _manhattan(origin, target)
        if distance > self.die:
            # a target the die would reach on a slant is too far only because slanted steps are not allowed
            across, along = abs(COLUMNS.index(origin[0]) - COLUMNS.index(target[0])), abs(int(origin[1:]) - int(target[1:]))
            slanted = across == along <= self.die
            return RuleViolation(Text("woodwalkers.error.too_far", die=self.die, steps=distance), rule("move.orthogonal" if slanted else "move.die_max"))
        return RuleViolation(Text("woodwalkers.error.blocked", field=target, die=self.die), rule("move.no_jump"))

    # -- results ------------------------------------------------------------
    def scores(self) -> list[int]:
        return list(self.score)

    def flag_tiles(self, seat: int) -> int:
        """How many of the seat's animals stand on flags."""
        return sum(1 for field in self.flags if self.board.get(field, (None,))[0] == seat)

    def total_wounds(self, seat: int) -> int:
        return sum(self.wounds[seat].values())

    def outcome(self) -> Outcome | None:
        if self.phase != "end":
            return None
        seats = range(len(self.names))
        best = max(self.score)
        leaders = [s for s in seats if self.score[s] == best]
        if len(leaders) == 1:
            return Outcome(tuple(leaders), Text("woodwalkers.outcome.points", name=self._name(leaders[0]), points=best))
        most_flags = max(self.flag_tiles(s) for s in leaders)
        leaders = [s for s in leaders if self.flag_tiles(s) == most_flags]
        if len(leaders) == 1:
            return Outcome(tuple(leaders), Text("woodwalkers.outcome.flags", name=self._name(leaders[0]), points=best, flags=most_flags))
        fewest = min(self.total_wounds(s) for s in leaders)
        leaders = [s for s in leaders if self.total_wounds(s) == fewest]
        if len(leaders) == 1:
            return Outcome(tuple(leaders), Text("woodwalkers.outcome.wounds", name=self._name(leaders[0]), points=best, wounds=fewest))
        first = Bilingual({lang: ", ".join(self.player_name(s, lang) for s in leaders[:-1]) for lang in LANGUAGES})
        names = Text("woodwalkers.outcome.names", first=first, last=self._name(leaders[-1]))
        return Outcome(tuple(leaders), Text("woodwalkers.outcome.shared", names=names, points=best))

    def _name(self, player: int) -> Bilingual:
        """The player's name as a text that renders in whichever language is asked for later."""
        return Bilingual({lang: self.player_name(player, lang) for lang in LANGUAGES})

    def player_name(self, player: int, lang: str | None = None) -> str:
        if self.names[player]:
            return self.names[player]
        return Text("woodwalkers.seat", colour=Text(f"woodwalkers.colour.{DATA['colours'][player]['id']}")).render(lang)

    # -- secrets (night) ---------------------------------------------------------
    def knows(self, viewer: int | None, seat: int, animal: str) -> bool:
        """Whether ``viewer`` may know which animal ``seat``'s tile is: always by day and for ``None``
        (a teacher: everything); at night only one's own animals and those a duel has shown (a seat
        keeps track of a tile it has seen, since every move is made in the open). ``-1``: a spectator."""
        return self.variant != "night" or viewer is None or viewer == seat or (seat, animal) in self.revealed

    def has_secrets(self) -> bool:
        """Only the night game has face-down animals."""
        return self.variant == "night"

    def _arranged_seats(self) -> list[int]:
        """The seat of each ``place`` chance event in the history, in order (seat 0's seven first)."""
        return [i // len(ANIMALS) for i in range(sum(1 for h in self.history if h.startswith("place ")))]

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know (``None``: a spectator). At night the other seats' face-down
        animals are left out (``null``), also in the set-up's history, unless a duel has shown them; and
        the seed, which would settle every draw (also the secret set-up)."""
        data = json.loads(self.to_json())
        data.pop("seed", None)
        if self.variant != "night":
            return data
        viewer = -1 if player is None else player
        data["board"] = {f: [seat, animal if self.knows(viewer, seat, animal) else None] for f, (seat, animal) in data["board"].items()}
        if data["duel"] is not None:
            duel = data["duel"]
            for who, key in (("challenger", "c_animal"), ("defender", "d_animal")):
                if not self.knows(viewer, duel[who], duel[key]):
                    duel[key] = None
        seats = iter(self._arranged_seats())
        data["history"] = [h if not h.startswith("place ") or next(seats) == viewer else "place ?" for h in data["history"]]
        return data

    def resample_hidden(self, player: int, rng: Any) -> "WoodwalkersState":
        """A state ``player`` cannot tell apart from this one: at night each other seat's animals that no
        duel has shown are shuffled among that seat's face-down tiles (all such orders are equally
        likely to ``player``; shown, wounded and removed animals stay where they are)."""
        if self.variant != "night":
            return self
        new = self._copy()
        new.history = list(self.history)
        duel = new.duel
        rename: dict[int, dict[str, str]] = {}
        for seat in range(len(self.names)):
            if seat == player:
                continue
            # where that seat's unknown tiles lie (public), and which animals they could be (public)
            slots = [f for f in sorted(self.board) if self.board[f][0] == seat and (seat, self.board[f][1]) not in self.revealed]
            if duel is not None and duel["challenger"] == seat and (seat, duel["c_animal"]) not in self.revealed:
                slots.append("duel")
            secret = sorted(a for a in ANIMALS if a in self.wounds[seat] and (seat, a) not in self.revealed)
            drawn = list(secret)
            rng.shuffle(drawn)
            if self.phase == "arrange" and seat >= self._arranging_seat():
                drawn = drawn[: len(slots)] + sorted(drawn[len(slots):])
            mapping = rename[seat] = {}
            for slot, animal in zip(slots, drawn):
                real = duel["c_animal"] if slot == "duel" else self.board[slot][1]
                mapping[real] = animal
                if slot == "duel":
                    duel["c_animal"] = animal
                else:
                    new.board[slot] = (seat, animal)
            unused = [a for a in secret if a not in mapping]
            for real, animal in zip(unused, [a for a in secret if a not in mapping.values()]):
                mapping[real] = animal  # not laid out yet (the set-up): keeps the history a true story
        seats = iter(self._arranged_seats())
        for i, h in enumerate(new.history):
            if h.startswith("place "):
                seat, animal = next(seats), h[6:]
                new.history[i] = f"place {rename.get(seat, {}).get(animal, animal)}"
        return new

    # -- words -----------------------------------------------------------------
    def describe(self, lang: str | None = None, viewer: int | None = None) -> str:
        """Whose turn it is and what happens next, in ``lang`` (it names no secret animal, so it reads
        the same for every ``viewer``)."""
        phase = self.phase
        if phase == "end":
            return self.outcome().message(lang)
        player = self.current_player
        key = phase
        if phase == "arrange":
            player = self._arranging_seat()
        elif phase == "duel_decide":  # name only what the player can do now: the die tile, medicine, or both
            kinds = {a.kind for a in self.legal_actions()}
            die, medicine = "reroll" in kinds, "medicine" in kinds
            key = {(True, True): "duel_decide_both", (False, True): "duel_decide_medicine"}.get((die, medicine), "duel_decide")
        name = self.player_name(self.turn if player == CHANCE else player, lang)
        return Text(f"woodwalkers.next.{key}", name=name, die=self.die or 0).render(lang)

    # -- for computer players --------------------------------------------------
    def search_actions(self) -> list[Action]:
        """The legal actions without skipping when rolling is open: rolling and then staying ends the turn
        just as skipping does (staying after a roll is the assumption ``stop_after_roll`` in data.json), so a
        searching bot need not weigh skipping and puts its time into the move.

        >>> import boardtutor
        >>> state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=7)
        >>> for action in ("draw strength", "draw speed", "draw endurance", "choose speed", "draw speed"):
        ...     state = state.apply(action)
        >>> [str(a) for a in state.legal_actions()], [str(a) for a in state.search_actions()]
        (['roll', 'skip'], ['roll'])
        """
        actions = self.legal_actions()
        if self.phase == "roll_or_skip":
            return [a for a in actions if a != SKIP]
        return actions

    def decisions_left_in_turn(self) -> int:
        """Roll or skip, then the move: two decisions; every other choice is one."""
        return 2 if self.phase == "roll_or_skip" else 1

    def evaluation(self) -> list[float]:
        """What the position is worth at the end, in points: the score, plus part of what the flags one's
        animals stand on will bring, minus for each wound (a wounded animal is weaker in the next duels,
        and the third wound takes it out), plus for the die tile and medicine still in hand and for each
        animal still in the game. The weights are rounded from a least-squares fit of the final margin
        over 240 self-play games of the search before them (0.1 s a turn, 60-action quick games, the
        hand-set evaluation; seeds 1000–1239): flags held 0.38, a wound -1.32, the die tile 1.15,
        medicine 2.95, an animal 6.45 (the score's 0.63 is kept at 1: points won stay won). In games the
        search with them beat the one before by 4.5 points a deal (``benchmarks/RESULTS-bots.md``).
        ``benchmarks/woodwalkers_evaluation.py`` repeats the fit with today's bot: its figures move with
        how the bots play, most for an animal out of the game, which is rare."""
        return [sum(EVALUATION_WEIGHTS[k] * v for k, v in terms.items()) for terms in self.evaluation_terms()]

    def evaluation_terms(self) -> list[dict[str, float]]:
        """Per seat, what ``evaluation()`` weighs (``EVALUATION_WEIGHTS``): score, value of the flags its
        animals stand on, wounds, die tile and medicine in hand (0 or 1), animals still in the game."""
        seats = range(len(self.names))
        held, animals = [0.0 for _ in seats], [0 for _ in seats]
        flags = self.flags
        for field, (owner, _) in self.board.items():
            animals[owner] += 1
            held[owner] += flags.get(field, 0)
        inventory = self.inventory
        return [{"score": self.score[s], "held": held[s], "wounds": self.total_wounds(s), "die": bool(inventory[s]["die"]),
                 "medicine": bool(inventory[s]["medicine"]), "animals": animals[s]} for s in seats]

    def move_order(self, actions: Sequence[Action]) -> list[Action] | None:
        """The moves, the most promising first (a quick guess a searching bot tries first): a flag to
        take or hold, a face-down forest tile by what it may hold, a duel by its chance of winning, a
        step towards the nearest flag or forest tile. None outside the move (nothing to sort)."""
        if self.phase != "move":
            return None
        seat, board, flags, category = self.turn, self.board, self.flags, self.category
        pool = self.pool
        tiles = sum(pool.values())
        forest = sum(int(k[4:]) * n if k.startswith("flag") else (1 if k == "points" else 0.5) * n
                     for k, n in pool.items()) / tiles if tiles else 0.0
        goals = [_xy(f) for f in self.hidden] + [_xy(f) for f in flags if board.get(f, (None,))[0] != seat]
        late = 1.0 if self.last_round else 0.7
        distance: dict[str, int] = {}  # to the nearest goal, by target

        def value(action: Action) -> float:
            if action.kind != "move":
                return 0.2 if action.kind == "reroll" else -0.1 if action.kind == "medicine" else 0.0
            origin, target = action.args
            mover = board[origin]
            gain = -late * flags.get(origin, 0)
            occupant = board.get(target)
            if occupant is not None:
                edge = self._card(mover, category) - self._card(occupant, category)
                win = _DUEL_WIN.get(edge, 1.0 if edge > 5 else 0.0)
                gain += win * (DUEL_POINTS + late * flags.get(target, 0) + 0.3) - (1 - win) * (DUEL_POINTS + 0.3)
            elif target in self.hidden:
                gain += forest
            else:
                gain += late * flags.get(target, 0)
            if target not in distance:
                tx, ty = _xy(target)
                distance[target] = min((abs(tx - gx) + abs(ty - gy) for gx, gy in goals if (gx, gy) != (tx, ty)), default=0)
            return gain - 0.05 * distance[target]

        return sorted(actions, key=value, reverse=True)

    def move_reason(self, action: Action, lang: str | None = None, viewer: int | None = None) -> str | None:
        """Why ``action`` helps, in one short clause naming a field, an animal, points or a category;
        None where nothing true and useful can be said (a search's figures explain the move then).

        Every number is computed here for this position, and what is still open is said with "can",
        "would" or "if": a duel is won for sure only when no die tile left in anyone's hand can turn it.
        The acting seat's reasoning uses only what that seat may know, and ``viewer`` (the seat that
        reads it; ``None``: a teacher) decides which animals it may name: at night nobody's face-down
        animal that the reader, or the acting seat, cannot know.

        >>> import boardtutor
        >>> state = boardtutor.load("woodwalkers").new_initial_state(["Ada", "Ben"], seed=7)
        >>> state = state.apply("draw strength").apply("draw speed").apply("draw endurance")
        >>> state.move_reason(state.game.parse_action("choose strength"), "en")
        "in strength my animals add up to 27, Ben's to 27."
        """
        if isinstance(action, str):
            action = self.game.parse_action(action)
        seat = self.current_player
        if seat < 0:
            return None
        reason = self._reason(seat, action, viewer)
        if reason is None:
            return None
        key, params = reason
        return Text(f"woodwalkers.reason.{key}", **params).render(lang)

    def _reason(self, seat: int, action: Action, viewer: int | None) -> tuple[str, dict[str, Any]] | None:
        """``move_reason``'s message key and values (see there)."""
        kind, args = action.kind, action.args

        def named(owner: int, animal: str) -> bool:  # both the acting seat and the reader know this tile
            return self.knows(seat, owner, animal) and self.knows(viewer, owner, animal)

        if kind == "choose":
            others = [s for s in range(len(self.names)) if s != seat]
            params: dict[str, Any] = {"category": _category(args[0]), "mine": self._strength(seat, args[0]),
                                      "theirs": max(self._strength(s, args[0]) for s in others)}
            if len(others) == 1:
                return "choose", {**params, "name": self._name(others[0])}
            return "choose_many", params
        if kind == "move":
            origin, target = args
            occupant = self.board.get(target)
            if occupant is not None:
                mover = self.board[origin]
                params = {"category": _category(self.category), "points": DUEL_POINTS, "name": self._name(occupant[0])}
                mine, theirs = named(*mover), named(*occupant)
                if mine:
                    params.update(c=_animal(mover[1]), mine=self._card(mover, self.category))
                if theirs:
                    params.update(d=_animal(occupant[1]), theirs=self._card(occupant, self.category))
                key = {(True, True): "duel_known", (True, False): "duel_mine", (False, True): "duel_theirs"}.get((mine, theirs), "duel")
                return key, params
            if target in self.hidden:
                return "forest", {"target": target, **self._face_down_mix()}
            if target in self.flags:
                return "flag", {"target": target, "value": self.flags[target]}
            goal = self._nearest(target, seat, leaving=origin)
            if goal is None:
                return None
            return self._goal_key("closer", goal), {"target": target, "field": goal[1], "steps": goal[0], "value": self.flags.get(goal[1], 0)}
        if kind in ("stay", "skip"):
            held = [(f, v) for f, v in sorted(self.flags.items()) if self.board.get(f, (None,))[0] == seat]
            if held:
                return f"{kind}_flag", {"field": held[0][0], "value": held[0][1]}
            if self._goal_moves(self.die if kind == "stay" else max(DIE_FACES)):
                return None
            return kind, {"die": self.die or max(DIE_FACES)}
        if kind == "roll":
            movable = len({origin for origin, _ in self._moves(min(DIE_FACES))})
            return ("roll", {"count": movable, "hidden": len(self.hidden)}) if movable else None
        if kind == "medicine":
            animal = args[0]
            if not named(seat, animal):
                return None
            category = self.category or max(CATEGORIES, key=lambda c: DATA["animals"][animal][c])
            before = self._card((seat, animal), category)
            return "medicine", {"animal": _animal(animal), "category": _category(category), "before": before, "after": before + 1}
        if kind in ("guess", "noguess"):
            return self._guess_reason(kind, args)
        if kind in ("accept", "reroll") and self.phase == "duel_decide":
            return self._duel_decision_reason(seat, kind)
        if kind == "reroll":
            if self._goal_moves(self.die) or not any(self._goal_moves(face) for face in DIE_FACES):
                return None
            return "reroll_move", {"die": self.die}
        if kind == "return":
            goal = self._nearest(args[0], seat)
            if goal is None:
                return "return_plain", {"field": args[0]}
            return self._goal_key("return", goal), {"field": args[0], "steps": goal[0], "target": goal[1], "value": self.flags.get(goal[1], 0)}
        return None

    def _face_down_mix(self) -> dict[str, int]:
        """What the face-down forest tiles are, by kind (everyone can count the tiles turned over)."""
        flags = sum(n for k, n in self.pool.items() if k.startswith("flag"))
        return {"flags": flags, "useful": sum(self.pool.values()) - flags}

    def _goal_moves(self, die: int) -> list[tuple[str, str]]:
        """The moves a roll of ``die`` would allow that end on a face-down forest tile, a flag or another
        player's animal (a duel)."""
        return [(o, t) for o, t in self._moves(die) if t in self.hidden or t in self.flags or t in self.board]

    def _guess_reason(self, kind: str, args: tuple) -> tuple[str, dict[str, Any]]:
        """The defender's guess at night, judged from what the defender may know."""
        duel = self.duel
        candidates = self._attacker_candidates()
        shown = (duel["challenger"], duel["c_animal"]) in self.revealed
        name = self._name(duel["challenger"])
        if kind == "guess":
            animal = args[0]
            if animal not in candidates:
                return "guess_impossible", {"animal": _animal(animal)}
            if len(candidates) == 1:
                return ("guess_sure" if shown else "guess_only"), {"animal": _animal(animal), "name": name}
            return "guess", {"animal": _animal(animal), "n": len(candidates)}
        if len(candidates) == 1:
            return ("noguess_known" if shown else "noguess_only"), {"name": name}
        return "noguess", {"n": len(candidates)}

    def _duel_decision_reason(self, seat: int, kind: str) -> tuple[str, dict[str, Any]] | None:
        """Accepting or rerolling in a duel: the totals now, and what a die tile or medicine still in
        anyone's hand can change (the challenger decides first, then the defender; ties go to the defender)."""
        duel, values = self.duel, self.duel_values()
        challenger = seat == duel["challenger"]
        me, them = ("c", "d") if challenger else ("d", "c")
        mine, theirs = values[f"{me}_total"], values[f"{them}_total"]

        def wins(a: int, b: int) -> bool:  # my total a against their total b
            return a > b if challenger else a >= b

        base = mine - duel[f"{me}_die"]
        healing = min(self.inventory[seat]["medicine"], self.wounds[seat].get(duel["c_animal"], 0)) if challenger else 0
        die_tile = self.inventory[seat]["die"] > 0
        best = base + (max(DIE_FACES) if die_tile else duel[f"{me}_die"]) + healing
        opponent = duel["defender"]
        # only the defender decides after the challenger; the defender's choice ends the duel
        answer = challenger and self.inventory[opponent]["die"] > 0
        their_best = values["d_total"] - duel["d_die"] + max(DIE_FACES)
        params: dict[str, Any] = {"mine": mine, "theirs": theirs, "name": self._name(opponent)}
        if kind == "accept":
            if not wins(mine, theirs):
                return ("accept_behind_keep" if wins(best, theirs) else "accept_behind"), params
            if answer and their_best >= mine:
                return "accept_ahead_open", params
            return "accept_win", params
        if not wins(mine, theirs):
            if not any(wins(base + face, theirs) for face in DIE_FACES):
                return None
            return "reroll_behind", params
        if answer and their_best >= mine and base + max(DIE_FACES) > mine:
            return "reroll_ahead", {**params, "best": base + max(DIE_FACES)}
        return None

    def guess_check(self, action: Action) -> tuple[bool | None, float] | None:
        """For benchmarks of the night guess: for ``guess``/``noguess`` in a duel, whether the guess was
        right (None: no guess) and the chance an informed guess had, judged only from what the defender
        may know (about 1 in the number of animals that could be attacking). None for other actions."""
        if self.phase != "guess" or action.kind not in ("guess", "noguess"):
            return None
        chance = 1 / len(self._attacker_candidates())
        return (action.args[0] == self.duel["c_animal"] if action.kind == "guess" else None), chance

    def _strength(self, seat: int, category: str) -> int:
        """The seat's animals still in the game, added up in ``category`` (wounds taken off): public."""
        return sum(DATA["animals"][a][category] - w for a, w in self.wounds[seat].items())

    def _card(self, occupant: tuple[int, str], category: str) -> int:
        seat, animal = occupant
        return DATA["animals"][animal][category] - self.wounds[seat].get(animal, 0)

    def _nearest(self, field: str, seat: int, leaving: str | None = None) -> tuple[int, str] | None:
        """The nearest face-down forest tile or flag without an animal of ``seat`` that an animal of
        ``seat`` on ``field`` could walk to over free fields as the board stands (``leaving``: the field
        it moves away from, free then), as (steps, field); None if there is none."""
        goals = set(self.hidden) | {f for f in self.flags if self.board.get(f, (None,))[0] != seat}
        goals.discard(field)
        steps = STEPS[self.side[seat]]
        dist = {field: 0}
        queue = deque([field])
        found: list[tuple[int, str]] = []
        while queue:
            here = queue.popleft()
            if found and dist[here] >= found[0][0]:
                break
            for nb in steps[here]:
                if nb in dist:
                    continue
                dist[nb] = dist[here] + 1
                if nb in goals:
                    found.append((dist[nb], nb))
                elif nb not in self.board or nb == leaving:
                    queue.append(nb)
        return min(found) if found else None

    def _goal_key(self, prefix: str, goal: tuple[int, str]) -> str:
        kind = "flag" if goal[1] in self.flags else "forest"
        return f"{prefix}_{kind}"

    def _attacker_candidates(self) -> list[str]:
        """In the running duel: the animals the defender cannot rule out as the attacker."""
        duel = self.duel
        challenger = duel["challenger"]
        if (challenger, duel["c_animal"]) in self.revealed or self.variant != "night":
            return [duel["c_animal"]]
        # a tile shown before is tracked by everyone: the attacker is one of the never-shown animals
        return sorted(a for a in self.wounds[challenger] if (challenger, a) not in self.revealed)

    def action_text(self, action: Action | str, lang: str | None = None, viewer: int | None = None) -> str:
        """An action in words, e.g. "Blue moves the wolf from b9 to b8". ``viewer``: the seat that reads it
        (``None``: everything, for teachers); at night another seat's face-down animal stays unnamed:
        "Blue moves an animal from b9 to b8"."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        seat = self.current_player if self.current_player >= 0 else self.turn
        kind, args = action.kind, action.args
        if kind == "place":
            seat = self._arranging_seat()
        name = self.player_name(seat, lang)
        params: dict[str, Any] = {"name": name}
        if kind == "move":
            occupant = self.board.get(args[0])
            params.update(origin=args[0], target=args[1])
            if args[1] in self.board:
                kind = "move_duel"
            if occupant is None or not self.knows(viewer, *occupant):
                kind += "_hidden"
            else:
                params["animal"] = _animal(occupant[1])
        elif kind == "place":
            free = [f for f in START_FIELDS[self.side[seat]] if f not in self.board] if seat < len(self.names) else []
            params["field"] = free[0] if free else "?"
            if self.knows(viewer, seat, args[0]):
                params["animal"] = _animal(args[0])
            else:
                kind = "place_hidden"
        elif kind in ("choose", "draw"):
            params["category"] = _category(args[0])
        elif kind == "medicine":
            params["animal"] = _animal(args[0])
        elif kind == "guess":
            params["animal"] = _animal(args[0])
        elif kind == "die":
            params["face"] = args[0]
        elif kind == "reveal" and args[0].startswith("flag"):
            kind, params["value"] = "reveal_flag", int(args[0][4:])
        elif kind == "reveal":
            params["tile"] = _tile(args[0])
        elif kind == "return":
            params["field"] = args[0]
        return Text(f"woodwalkers.action.{kind}", **params).render(lang)

    def facts(self) -> dict[str, Any]:
        """Named facts about this state, for walkthroughs and tests (player names as keys)."""
        key = [n or f"P{i + 1}" for i, n in enumerate(self.names)]
        current = self.current_player
        facts: dict[str, Any] = {
            "phase": self.phase,
            "current": "chance" if current == CHANCE else ("end" if current == TERMINAL else key[current]),
            "turn": key[self.turn],
            "marker": key[self.marker],
            "category": self.category,
            "display": sorted(self.display),
            "stack": sum(self.stack.values()),
            "die": self.die,
            "last_round": self.last_round,
            "terminal": self.is_terminal(),
            "supply_wounds": DATA["wounds"] - sum(self.total_wounds(s) for s in range(len(self.names))),
            "variant": self.variant,
            "track_fields": TRACK_LENGTH,
        }
        for seat, k in enumerate(key):
            facts[f"score.{k}"] = self.score[seat]
            facts[f"track.{k}"] = track_position(self.score[seat])[0]
            facts[f"flags_held.{k}"] = self.flag_tiles(seat)
            facts[f"wounds_total.{k}"] = self.total_wounds(seat)
            for item, n in self.inventory[seat].items():
                facts[f"inventory.{k}.{item}"] = n
            for animal in ANIMALS:
                facts[f"wounds.{k}.{animal}"] = self.wounds[seat].get(animal)
                facts[f"where.{k}.{animal}"] = None
        for field, (seat, animal) in self.board.items():
            facts[f"at.{field}"] = f"{key[seat]}/{animal}"
            facts[f"where.{key[seat]}.{animal}"] = field
        for field in FOREST_FIELDS:
            facts[f"forest.{field}"] = "hidden" if field in self.hidden else (f"flag{self.flags[field]}" if field in self.flags else None)
        if self.event and self.event["type"] == "reveal":
            facts["found"] = self.event["found"]
        if self.die is not None and self.phase == "move":
            facts["moves"] = sorted(str(A("move", m)) for m in self._moves())
            for origin, target in self._moves():
                facts.setdefault(f"targets.{origin}", []).append(target)
        if self.duel:  # a duel under way: the card values and what counts after the wounds
            category, values = self.duel["category"], self.duel_values()
            facts.update({
                "duel_now.c_animal": self.duel["c_animal"],
                "duel_now.d_animal": self.duel["d_animal"],
                "duel_now.c_card": DATA["animals"][self.duel["c_animal"]][category],
                "duel_now.d_card": DATA["animals"][self.duel["d_animal"]][category],
                "duel_now.c_value": values["c_value"],
                "duel_now.d_value": values["d_value"],
                "duel_now.guess": self.duel["guess"],
                "duel_now.c_die": self.duel["c_die"],
                "duel_now.d_die": self.duel["d_die"],
                "duel_now.c_total": values["c_total"] if self.duel["c_die"] else None,
                "duel_now.d_total": values["d_total"] if self.duel["d_die"] else None,
            })
        if self.last_duel:
            d = self.last_duel
            facts.update({
                "duel.challenger": key[d["challenger"]],
                "duel.defender": key[d["defender"]],
                "duel.c_animal": d["c_animal"],
                "duel.d_animal": d["d_animal"],
                "duel.category": d["category"],
                "duel.c_value": d["c_value"],
                "duel.d_value": d["d_value"],
                "duel.c_die": d["c_die"],
                "duel.d_die": d["d_die"],
                "duel.guess": d["guess"],
                "duel.c_bonus": d["c_bonus"],
                "duel.d_bonus": d["d_bonus"],
                "duel.c_total": d["c_total"],
                "duel.d_total": d["d_total"],
                "duel.winner": key[d["winner"]],
                "duel.removed": d["removed"],
                "duel.returned_to": d.get("returned_to"),
            })
        if self.final_flags is not None:
            for seat, k in enumerate(key):
                facts[f"flag_points.{k}"] = sum(v for _, s, v in self.final_flags if s == seat)
        if self.is_terminal():
            outcome = self.outcome()
            facts["winners"] = [key[s] for s in outcome.winners]
            facts["decided_by"] = outcome.reason.key.rsplit(".", 1)[1]  # points, flags, wounds or shared
        return facts

    def svg(self, **options: Any) -> str:
        """The board as SVG (see ``render.render_svg`` for the options)."""
        from .render import render_svg

        return render_svg(self, **options)


SETUP_KEYS = ("place", "board", "flags", "score", "wounds", "display", "stack", "discard", "marker", "inventory", "phase")


def _apply_setup(data: dict[str, Any], spec: Any) -> dict[str, Any]:
    """``with_setup``'s changes to a ``to_dict()`` dict; a spec of the wrong shape is refused naming the key."""
    if not isinstance(spec, dict):
        raise _bad("setup_spec", part="–")
    for key in spec:
        if key not in SETUP_KEYS:
            raise _bad("setup_unknown", part=str(key)[:30], parts=", ".join(SETUP_KEYS))
    key = "–"
    try:
        spec = copy.deepcopy(spec)  # the spec's lists become part of the new state: never change the caller's
        key = "place"
        for origin, target in spec.get("place", {}).items():
            if origin not in data["board"]:
                raise _bad("setup_place", field=str(origin)[:10])
            if target not in ALL_FIELDS:
                raise _bad("setup_field", part="place", field=str(target)[:10])
            data["board"][target] = data["board"].pop(origin)
        key = "display"
        if "display" in spec and "stack" not in spec:
            for category in data["display"]:
                data["stack"][category] += 1
            for category in spec["display"]:
                data["stack"][category] -= 1
        for key in ("board", "score", "display", "stack", "discard", "marker", "inventory", "phase"):
            if key in spec:
                data[key] = spec[key]
        key = "board"
        if "board" in spec:  # animals left off the board are out of the game
            on_board = {(seat, animal) for seat, animal in spec["board"].values()}
            for seat, wounds in enumerate(data["wounds"]):
                for animal in [a for a in wounds if (seat, a) not in on_board]:
                    del wounds[animal]
        key = "marker"
        if "marker" in spec:
            data["turn"] = spec["marker"]
        key = "flags"
        for field, value in spec.get("flags", {}).items():
            if field not in data["hidden_forest"]:
                raise _bad("setup_flag", field=str(field)[:10])
            data["flags"][field] = value
            data["hidden_forest"].remove(field)
            data["forest_pool"][f"flag{value}"] -= 1
        key = "wounds"
        for seat, wounds in spec.get("wounds", {}).items():
            seat = int(seat)
            for animal, count in wounds.items():
                if count >= MAX_WOUNDS:  # the third wound takes the animal out of the game
                    data["wounds"][seat].pop(animal, None)
                    data["board"] = {f: v for f, v in data["board"].items() if list(v) != [seat, animal]}
                else:
                    data["wounds"][seat][animal] = count
        key = "inventory"
        if "inventory" in spec:  # the tiles came from forest fields that were turned over
            for kind in ("medicine", "die"):
                held = sum(items[kind] for items in spec["inventory"])
                missing = held - (DATA["forest_tiles"][data["variant"]][kind] - data["forest_pool"][kind])
                free = [f for f in FOREST_FIELDS if f in data["hidden_forest"] and f not in data["board"]]
                for field in free[::-1][: max(0, missing)]:
                    data["hidden_forest"].remove(field)
                    data["forest_pool"][kind] -= 1
        key = "board"
        # an animal put on a face-down forest tile has turned it over: a die or medicine tile that is
        # used up by now, else a flag, else a points tile (then the points count in the score)
        order = ["die", "medicine", *sorted((k for k in data["forest_pool"] if k.startswith("flag")), reverse=True), "points"]
        for field in sorted(set(data["board"]) & set(data["hidden_forest"])):
            kind = next((k for k in order if data["forest_pool"][k] > 0), None)
            if kind is None:
                break
            data["hidden_forest"].remove(field)
            data["forest_pool"][kind] -= 1
            if kind.startswith("flag"):
                data["flags"][field] = int(kind[4:])
            elif kind == "points":
                data["score"][data["board"][field][0]] += 1
    except RuleViolation:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise _bad("setup_spec", part=key) from None
    return data


def _bad(what: str, **params: Any) -> RuleViolation:
    """A refused position: ``woodwalkers.save.<what>`` in the catalogs."""
    return RuleViolation(Text(f"woodwalkers.save.{what}", **params))


def _animal(animal: str) -> Noun:
    """The animal as a noun, declined by the sentence it goes into (“den Bären”, “the bear”)."""
    return Noun(f"woodwalkers.animal.{animal}")


_ACTIONS: dict[tuple, Action] = {}


def _move_action(move: tuple[str, str]) -> Action:
    """The move as an Action, made once (bots ask for legal moves thousands of times a second)."""
    action = _ACTIONS.get(move)
    if action is None:
        action = _ACTIONS[move] = A("move", move)
    return action


def _outcome(kind: str, name: str) -> Action:
    key = (kind, name)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = A(kind, (name,))
    return action


def _category(category: str) -> Noun:
    return Noun(f"woodwalkers.category.{category}")


def _tile(kind: str) -> Noun | Text:
    """A forest tile: a noun, or for a flag ("flag5") its words with the value."""
    if kind.startswith("flag"):
        return Text("woodwalkers.tile.flag", value=int(kind[4:]))
    return Noun(f"woodwalkers.forest.{kind}")


def _score_limit(players: int, with_flags: bool = True) -> int:
    from .save import score_limit

    return score_limit(players, with_flags)


def track_position(score: int) -> tuple[int, int]:
    """Where a score stands on the score track, and how many times it went past the last field.

    The counters start on the largest field (the start, worth ``TRACK_LENGTH``); whoever goes past
    it starts again on the field next to the start (assumption "score_track"). 0 is the start.

    >>> track_position(0), track_position(39), track_position(40), track_position(41), track_position(80)
    ((0, 0), (39, 0), (40, 0), (1, 1), (40, 1))
    """
    if score <= 0:
        return 0, 0
    return (score - 1) % TRACK_LENGTH + 1, (score - 1) // TRACK_LENGTH


def _manhattan(a: str, b: str) -> int:
    (ax, ay), (bx, by) = _xy(a), _xy(b)
    return abs(ax - bx) + abs(ay - by)


@functools.lru_cache(maxsize=None)
def _xy(field: str) -> tuple[int, int]:
    return COLUMNS.index(field[0]), int(field[1:])


CHANCE_PHASES = frozenset({"arrange", "setup_draw", "refill", "roll", "reveal", "duel_roll_challenger", "duel_roll_defender", "duel_reroll"})
PHASES = CHANCE_PHASES | {"choose", "roll_or_skip", "move", "guess", "duel_decide", "return", "end"}
_PHASE_RULE = {  # the rulebook paragraph (rulebook.json) that says what comes next in each phase
    "arrange": "night.hidden_animals",
    "setup_draw": "setup.battle_mode",
    "refill": "round.refill",
    "choose": "round.choose",
    "roll_or_skip": "turn.roll_move",
    "roll": "turn.roll_move",
    "move": "move.die_max",
    "reveal": "land.forest",
    "guess": "night.guess",
    "duel_roll_challenger": "duel.values",
    "duel_roll_defender": "duel.values",
    "duel_reroll": "forest.die",
    "duel_decide": "duel.total",
    "return": "duel.loser",
    "end": "end.trigger",
}

__all__ = ["WoodwalkersAction", "WoodwalkersGame", "WoodwalkersState", "DATA", "ANIMALS", "CATEGORIES"]
