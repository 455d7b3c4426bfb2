"""Wispwood – Wald der Lichter: the rules as a pure engine (Game + State).

Rulebook: ``shared/rulebooks/wispwood_de.txt``. Components and every assumption are in ``data.json``.

A turn: maybe lay out new wisps (free when all wisps at the pond are of one kind, forced when the pond
is empty, or as a cat action), then either a *normal turn* – ``take`` a wisp, choose one of the two
shapes next to it (``shape``; or any shape as a cat action, ``catshape``), ``place`` the shape in the
forest and put the wisp on one of its fields (``wisp``) – or a *tree turn*: 1–3 single ``tree`` tiles,
after which the cat is ready again. A round ends once someone fills the round's grid (4 × 4, 5 × 5,
6 × 6) and everybody after them has played once more; then every forest is scored, cats may move,
trees are removed (wisps stay) and the start marker passes. Solo: a ghost plays first each turn,
driven by firefly tiles.

>>> import boardtutor
>>> state = boardtutor.load("wispwood").new_initial_state(["Ada", "Ben"], seed=1)
>>> state.is_chance_node()                      # the pond's rims go together in random order
True
>>> state = state.apply("pond ABCD")
>>> for kind in ["orb", "heart", "hat", "pumpkin"] * 2:
...     state = state.apply(f"draw {kind}")
>>> state.describe("en")
'Ada: take a wisp from the pond (or lay out new wisps, or make a tree turn).'
>>> state = state.apply("take 1").apply("shape I2")
>>> [str(a) for a in state.legal_actions()][:3]
['place f4 f5', 'place e5 f5', 'place e5 e6']
"""

from __future__ import annotations

import itertools
import json
from fractions import Fraction
from typing import Any, Iterable, Sequence

from ...core import CHANCE, TERMINAL, Action, Game, Outcome, Rule, RuleViolation, State, _check_players, _check_seed, _shown
from ...i18n import LANGUAGES, Bilingual, Text
from ...savegame import SAVE_VERSION
from .forest import (
    CAT, DATA, GRID_SIZES, KIND_OF, KINDS, LETTER, ORIENTATIONS, SHEET, TREE, WISPS, Field,
    bounds, cell_name, forest_text, neighbours, number, parse_cell, parse_forest, reading_order,
)
from .scoring import GOAL_KINDS, GOALS, ForestScore, and_list, is_full, kind_noun, shape_noun

SPOTS: int = DATA["pond_spots"]
SHAPE_NAMES: tuple[str, ...] = tuple(DATA["shapes"])
RIMS: dict[str, tuple[str, ...]] = {rim: tuple(shapes) for rim, shapes in DATA["pond_rims"].items()}
TILES_PER_KIND: int = DATA["tiles_per_kind"]
TOTAL_TILES = TILES_PER_KIND * len(KINDS)
FIREFLIES: tuple[int, ...] = tuple(DATA["fireflies"])
FIREFLIES_PER_ROUND: tuple[int, ...] = tuple(DATA["fireflies_per_round"])
GHOST_HELPERS: dict[str, tuple[int, ...]] = {level: tuple(v) for level, v in DATA["ghost_helpers"].items()}
CAT_START: Field = (5, 5)  # f6, the middle of the 11 × 11 sheet (assumption "forest_frame")
RIM_ORDERS: tuple[str, ...] = tuple("A" + "".join(p) for p in itertools.permutations(sorted(RIMS)[1:]))
EASY_GOALS: tuple[str, ...] = tuple(DATA["easy_goals"])
GHOST = "ghost"


def _read(field: Field) -> tuple[int, int]:
    return field[1], field[0]


def _mask(fields: Iterable[Field]) -> int:
    """Fields as a bit mask over the naming sheet (bit y·11 + x)."""
    mask = 0
    for x, y in fields:
        mask |= 1 << (y * SHEET + x)
    return mask


SHAPE_MASKS: dict[str, tuple[tuple[int, int, int, tuple[Field, ...]], ...]] = {
    shape: tuple((_mask(cells), max(x for x, _ in cells), max(y for _, y in cells), cells) for cells in orientations)
    for shape, orientations in ORIENTATIONS.items()
}


class WispwoodAction(Action):
    """A Wispwood action. Notation: ``refresh``, ``catrefresh``, ``take 3`` (a pond field 1–8),
    ``shape L4``, ``catshape O4``, ``place d4 e4 e5`` (the shape's fields), ``wisp e4`` (which of them
    holds the wisp), ``tree c2``, ``done``, ``catmove d3``, ``catstay``, ``ghostcat 5``; chance
    outcomes ``pond ACBD``, ``goal orb_lines``, ``rank heart``, ``draw orb``, ``firefly 3``.

    >>> str(WispwoodAction.parse("place E5  d4 E4"))
    'place d4 e4 e5'
    """

    SIMPLE = ("refresh", "catrefresh", "done", "catstay")

    def __str__(self) -> str:
        return " ".join([self.kind, *map(str, self.args)])

    @classmethod
    def parse(cls, text: str) -> "WispwoodAction":
        if not isinstance(text, str):
            raise RuleViolation(Text("wispwood.error.not_text", value=_shown(text)))
        words = text.strip().split()
        kind = words[0].lower() if words else ""
        args = words[1:]
        action = cls._build(kind, args)
        if action is None:
            raise RuleViolation(Text("wispwood.error.notation", text=_shown(text)))
        return action

    @classmethod
    def _build(cls, kind: str, args: list[str]) -> "WispwoodAction | None":
        if kind in cls.SIMPLE:
            return cls(kind) if not args else None
        if kind == "place":
            cells = [parse_cell(a) for a in args]
            if not 1 <= len(cells) <= 4 or None in cells or len(set(cells)) != len(cells):
                return None
            return cls(kind, tuple(cell_name(*c) for c in reading_order(cells)))
        if len(args) != 1:
            return None
        arg = args[0]
        if kind in ("wisp", "tree", "catmove"):
            cell = parse_cell(arg)
            return cls(kind, (cell_name(*cell),)) if cell else None
        if kind in ("take", "ghostcat") and number(arg) in range(1, SPOTS + 1):
            return cls(kind, (number(arg),))
        if kind in ("shape", "catshape") and arg.upper() in SHAPE_NAMES:
            return cls(kind, (arg.upper(),))
        if kind == "pond" and arg.upper() in RIM_ORDERS:
            return cls(kind, (arg.upper(),))
        if kind == "goal" and arg.lower() in GOALS:
            return cls(kind, (arg.lower(),))
        if kind in ("rank", "draw") and arg.lower() in KINDS:
            return cls(kind, (arg.lower(),))
        if kind == "firefly" and number(arg) in FIREFLIES:
            return cls(kind, (number(arg),))
        return None


A = WispwoodAction
DONE, CATSTAY = A("done"), A("catstay")


def _option(value: Any, name: str, allowed: dict[Any, Any]) -> Any:
    key = value.lower() if isinstance(value, str) else value
    if isinstance(key, bool) and name != "tree_goal":
        key = None
    try:
        return allowed[key]
    except (KeyError, TypeError):
        raise RuleViolation(Text("core.error.bad_option", name=name, value=_shown(value, 20))) from None


class WispwoodGame(Game):
    """Wispwood for 1–4 players; alone you play against the ghost (solo mode)."""

    id = "wispwood"
    min_players = DATA["min_players"]
    max_players = DATA["max_players"]
    action_class = WispwoodAction
    data = DATA
    play_options = {"goals": ("easy", "random"), "rounds": ("3", "2"), "tree_goal": ("yes", "no"), "ghost": ("1", "2", "3", "4")}
    gentle_settings = {"mistakes": 0.5, "iterations": 20}
    """The beginners' computer (``GentleBot``): see ``benchmarks/RESULTS-bots.md`` for how it was tuned."""

    def parse_action(self, text: str) -> Action:
        """Read an action's text notation (a move that is not text is refused with Wispwood examples)."""
        if not isinstance(text, str):
            raise RuleViolation(Text("wispwood.error.not_text", value=_shown(text)))
        return super().parse_action(text)

    def ui(self):
        from .ui import WispwoodUI

        return WispwoodUI()

    def new_initial_state(
        self,
        players: int | Sequence[str] = 2,
        seed: int | None = None,
        *,
        goals: str | Sequence[str] = "easy",
        rounds: int | str = 3,
        tree_goal: bool | str = True,
        ghost: int | str = 1,
        start_player: int = 0,
        pond: str | None = None,
    ) -> "WispwoodState":
        """A new game. ``players``: a count or names in clockwise order (one player: solo against the
        ghost, who joins as the second seat). ``goals``: ``"easy"`` (the 1-paw cards), ``"random"``
        (drawn as chance events) or a list of card ids, one per kind. ``rounds``: 3, or 2 for the
        shorter game; ``tree_goal=False`` plays without the tree card (the simpler variant). ``ghost``:
        the solo points helper, 1–4 paws. ``pond``: the rims' order (e.g. ``"ACBD"``) instead of a
        chance event."""
        names = _check_players(self, players)
        solo = len(names) == 1
        rounds = _option(rounds, "rounds", {3: 3, 2: 2, "3": 3, "2": 2})
        tree_goal = _option(tree_goal, "tree_goal", {True: True, False: False, "yes": True, "no": False})
        level = _option(ghost, "ghost", {**{int(k): k for k in GHOST_HELPERS}, **{k: k for k in GHOST_HELPERS}})
        kinds = [k for k in GOAL_KINDS if tree_goal or k != "tree"]
        if isinstance(goals, str) and goals.lower() in ("easy", "random"):
            chosen = [g for g in EASY_GOALS if GOALS[g]["kind"] in kinds] if goals.lower() == "easy" else []
        else:
            chosen = _check_goal_set(goals, kinds)
        if isinstance(start_player, bool) or not isinstance(start_player, int) or not 0 <= start_player < len(names):
            raise RuleViolation(Text("core.error.bad_option", name="start_player", value=_shown(start_player, 20)))
        if pond is not None and (not isinstance(pond, str) or pond.upper() not in RIM_ORDERS):
            raise RuleViolation(Text("core.error.bad_option", name="pond", value=_shown(pond, 20)))
        state = WispwoodState(self)
        state.names = names + ([""] if solo else [])
        state.seed = _check_seed(seed)
        state.history = []
        state.solo = solo
        state.rounds = rounds
        state.goal_kinds = kinds
        state.goals = chosen
        state.rims = pond.upper() if pond else None
        state.pond = [None] * SPOTS
        state.discard = {k: 0 for k in KINDS}
        humans = 1 if solo else len(names)
        state.forests = [{CAT_START: CAT} for _ in range(humans)]
        state.cats = ["ready"] * humans
        state.score = [0] * len(state.names)
        state.full_grids = [0] * len(state.names)
        state.round_scores = [[] for _ in state.names]
        state.round = 1
        state.start = 0 if solo else start_player
        state.turn = state.start
        state.ending = False
        state.refill = []
        state.after_refill = "setup"
        state.turn_info = _fresh_turn()
        state.cat_queue = []
        state.ghost = {"level": level, "ranks": [], "collected": {k: 0 for k in KINDS}, "cat": None, "fireflies": [], "took": None} if solo else None
        state.phase = "setup_pond"
        state._advance_setup()
        return state


def _fresh_turn() -> dict[str, Any]:
    return {"refreshed": False, "cat_refreshed": False, "spot": None, "kind": None, "shape": None, "cat_shape": False,
            "placed": None, "trees": 0}


def _copy_ghost(ghost: dict[str, Any]) -> dict[str, Any]:
    took = ghost["took"]
    return {"level": ghost["level"], "ranks": list(ghost["ranks"]), "collected": {k: ghost["collected"][k] for k in KINDS},
            "cat": ghost["cat"], "fireflies": list(ghost["fireflies"]),
            "took": None if took is None else {"spot": took["spot"], "kind": took["kind"], "seen": list(took["seen"])}}


def _check_goal_set(goals: Any, kinds: list[str]) -> list[str]:
    from .scoring import check_goals

    chosen = check_goals(goals)
    if sorted(GOALS[g]["kind"] for g in chosen) != sorted(kinds):
        raise RuleViolation(Text("wispwood.error.goal_set", kinds=and_list([kind_noun(k) for k in kinds])), Rule("wispwood", "setup.goals"))
    return [g for k in kinds for g in chosen if GOALS[g]["kind"] == k]


class WispwoodState(State):
    """One moment of a Wispwood game (see the module docstring for the flow)."""

    def apply(self, action: Action | str) -> "WispwoodState":
        """The state after ``action`` (an Action or its text, e.g. ``"take 3"``); raises RuleViolation if
        it is not legal."""
        if not isinstance(action, (str, Action)):
            raise RuleViolation(self._not_a_move(action))
        return super().apply(action)

    def _move(self, action: Any) -> WispwoodAction:
        """A move from outside as this game's action: text is read, a core Action must be what the
        notation reads back from its text, anything else is refused with words."""
        if isinstance(action, WispwoodAction):
            return action
        if isinstance(action, str):
            return self.game.parse_action(action)
        if isinstance(action, Action):
            return self.game.check_action(action)
        raise RuleViolation(self._not_a_move(action))

    def _not_a_move(self, value: Any) -> Text:
        """Why ``value`` (not text) is refused, with up to two moves that can be typed right now."""
        if self.is_terminal():
            return Text("core.error.game_over")
        examples: list[Action] = []
        for action in sorted(self.legal_actions(), key=lambda a: a.kind.startswith("cat")):  # cat actions last
            if all(action.kind != seen.kind for seen in examples):
                examples.append(action)
            if len(examples) == 2:
                break
        return Text("wispwood.error.not_text_now", value=_shown(value), count=len(examples),
                    first=str(examples[0]), second=str(examples[-1]))

    # -- copying and JSON ----------------------------------------------------------------------------
    def _copy(self) -> "WispwoodState":
        new = WispwoodState.__new__(WispwoodState)
        new.game = self.game
        new.names = self.names
        new.seed = self.seed
        new.solo = self.solo
        new.rounds = self.rounds
        new.goal_kinds = self.goal_kinds
        new.goals = list(self.goals)
        new.rims = self.rims
        new.pond = list(self.pond)
        new.discard = dict(self.discard)
        new.forests = [dict(f) for f in self.forests]
        new.cats = list(self.cats)
        new.score = list(self.score)
        new.full_grids = list(self.full_grids)
        new.round_scores = [list(r) for r in self.round_scores]
        new.round = self.round
        new.start = self.start
        new.turn = self.turn
        new.ending = self.ending
        new.refill = list(self.refill)
        new.after_refill = self.after_refill
        new.turn_info = dict(self.turn_info)
        new.cat_queue = list(self.cat_queue)
        new.ghost = None if self.ghost is None else _copy_ghost(self.ghost)
        new.phase = self.phase
        return new

    def to_dict(self) -> dict[str, Any]:
        info = dict(self.turn_info)
        if info["placed"] is not None:
            info["placed"] = [cell_name(*c) for c in info["placed"]]
        return {
            "game": "wispwood",
            "version": SAVE_VERSION,
            "names": list(self.names),
            "seed": self.seed,
            "history": list(self.history),
            "solo": self.solo,
            "rounds": self.rounds,
            "goal_kinds": list(self.goal_kinds),
            "goals": list(self.goals),
            "rims": self.rims,
            "pond": list(self.pond),
            "discard": dict(self.discard),
            "forests": [{cell_name(*f): t for f, t in sorted(forest.items(), key=lambda i: _read(i[0]))} for forest in self.forests],
            "cats": list(self.cats),
            "score": list(self.score),
            "full_grids": list(self.full_grids),
            "round_scores": [list(r) for r in self.round_scores],
            "round": self.round,
            "start": self.start,
            "turn": self.turn,
            "ending": self.ending,
            "refill": list(self.refill),
            "after_refill": self.after_refill,
            "turn_info": info,
            "cat_queue": list(self.cat_queue),
            "ghost": None if self.ghost is None else _copy_ghost(self.ghost),
            "phase": self.phase,
        }

    @classmethod
    def from_dict(cls, game: WispwoodGame, data: dict[str, Any]) -> "WispwoodState":
        """Rebuild a state from ``to_dict`` output that has passed the save model (``save.py``: the types
        and ranges are sure; ``_validate`` checks the rest)."""
        state = cls(game)
        state.names = list(data["names"])
        state.seed = data["seed"]
        state.history = list(data["history"])
        state.solo = data["solo"]
        state.rounds = data["rounds"]
        state.goal_kinds = list(data["goal_kinds"])
        state.goals = list(data["goals"])
        state.rims = data["rims"]
        state.pond = list(data["pond"])
        state.discard = {k: data["discard"][k] for k in KINDS}
        state.forests = [{_cell(name): tile for name, tile in forest.items()} for forest in data["forests"]]
        state.cats = list(data["cats"])
        state.score = list(data["score"])
        state.full_grids = list(data["full_grids"])
        state.round_scores = [[dict(r) for r in rs] for rs in data["round_scores"]]
        state.round = data["round"]
        state.start = data["start"]
        state.turn = data["turn"]
        state.ending = data["ending"]
        state.refill = list(data["refill"])
        state.after_refill = data["after_refill"]
        info = dict(data["turn_info"])
        if info["placed"] is not None:
            info["placed"] = tuple(_cell(c) for c in info["placed"])
        state.turn_info = info
        state.cat_queue = list(data["cat_queue"])
        ghost = data["ghost"]
        state.ghost = None if ghost is None else _copy_ghost(ghost)
        state.phase = data["phase"]
        return state

    def _validate(self) -> None:
        """What the rules make impossible, each refused with a message naming it (see ``validate.py``)."""
        from .validate import validate

        validate(self)

    SETUP_KEYS = ("forests", "pond", "cats", "round_points", "full_grids", "round", "start", "turn", "discard", "ghost", "phase")

    def with_setup(self, spec: dict[str, Any]) -> "WispwoodState":
        """A copy with parts of the position replaced (for walkthroughs that start mid-game), through the
        same gate as a saved game: an impossible position is refused with a RuleViolation.

        ``spec`` keys: ``forests`` (seat → ``{"at": "c3", "rows": [...]}``: the rows' top-left field,
        as in ``score_forest``), ``pond`` (8 entries: a kind, ``"ghost"`` or null), ``cats`` (seat →
        ``"ready"``/``"hidden"``), ``round_points`` (seat → the points of each finished round; the
        score is their sum), ``full_grids``, ``round``, ``start``, ``turn``, ``discard``, ``ghost``
        (``collected``, ``ranks``, ``cat``, ``fireflies``), ``phase``.

        >>> import boardtutor
        >>> state = boardtutor.load("wispwood").new_initial_state(2, seed=1, pond="ABCD")
        >>> try:
        ...     state.with_setup({"colour": "red"})
        ... except boardtutor.RuleViolation as exc:
        ...     print(exc.message("en"))
        The set-up does not know “colour”. Allowed are: forests, pond, cats, round_points, full_grids, round, start, turn, discard, ghost, phase.
        """
        known = ", ".join(self.SETUP_KEYS)
        if not isinstance(spec, dict):
            raise RuleViolation(Text("wispwood.save.spec_type", keys=known))
        for key in spec:
            if key not in self.SETUP_KEYS:
                raise RuleViolation(Text("wispwood.save.spec_key", part=_shown(key, 30), keys=known))
        data = self.to_dict()
        for key in self.SETUP_KEYS:
            if key not in spec:
                continue
            try:
                self._setup_part(data, key, spec[key])
            except RuleViolation:
                raise
            except (KeyError, TypeError, ValueError, IndexError, AttributeError):
                raise RuleViolation(Text("wispwood.save.spec_part", part=key)) from None
        if "turn" not in spec and "start" in spec:
            data["turn"] = spec["start"]
        if "forests" in spec and data["phase"] not in ("cat_move", "end") and data["round"] in (1, 2, 3):
            # a full grid has triggered the end of the round (the rule, not a choice of the set-up)
            data["ending"] = any(is_full({_cell(c): t for c, t in forest.items()}, data["round"]) for forest in data["forests"])
        data["turn_info"] = _fresh_turn()
        if "phase" in spec:
            if data["after_refill"] == "setup" and data["phase"] not in ("setup_pond", "setup_goals", "setup_ranks"):
                data["after_refill"] = "setup_done"  # the set-up ended with laying out the pond's wisps
            if data["phase"] != "refill":
                data["refill"] = []
            order = [(data["start"] + i) % len(data["forests"]) for i in range(len(data["forests"]))] if isinstance(data["start"], int) else []
            data["cat_queue"] = [s for s in order if "T" in data["forests"][s].values()] if data["phase"] == "cat_move" else []
        return self.game.state_from_dict(data)

    def _setup_part(self, data: dict[str, Any], key: str, value: Any) -> None:
        humans = len(self.forests)

        def seat(name: Any) -> int:
            number = int(name)
            if not 0 <= number < len(data["names"]) or (key in ("forests", "cats") and number >= humans):
                raise ValueError(name)
            return number

        if key == "forests":
            for name, forest in value.items():
                origin = parse_cell(forest.get("at", "a1"))
                if origin is None:
                    raise ValueError(forest.get("at"))
                parsed = parse_forest(forest["rows"])
                cells = {}
                for (x, y), tile in parsed.items():
                    if x + origin[0] >= SHEET or y + origin[1] >= SHEET:
                        raise RuleViolation(Text("wispwood.error.forest_sheet", size=SHEET))
                    cells[cell_name(x + origin[0], y + origin[1])] = tile
                data["forests"][seat(name)] = cells
        elif key == "cats":
            for name, cat in value.items():
                data["cats"][seat(name)] = cat
        elif key == "round_points":
            for name, points in value.items():
                if not isinstance(points, list) or not all(isinstance(p, int) and not isinstance(p, bool) for p in points):
                    raise TypeError(points)
                number = seat(name)
                data["round_scores"][number] = [{"total": p} for p in points]
                data["score"][number] = sum(points)
        elif key == "ghost":
            if data["ghost"] is None or not isinstance(value, dict):
                raise TypeError(value)
            data["ghost"] = {**data["ghost"], **value}
        else:
            data[key] = value

    # -- who acts ---------------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        phase = self.phase
        if phase in CHANCE_PHASES:
            return CHANCE
        if phase == "end":
            return TERMINAL
        if phase == "cat_move":
            return self.cat_queue[0]
        return self.turn

    @property
    def grid(self) -> int:
        """The side of this round's grid: 4, 5 or 6."""
        return GRID_SIZES[self.round - 1]

    @property
    def shapes(self) -> list[str | None]:
        """The 8 shapes round the pond, slot 1 to 8 (None before the rims are put together)."""
        if self.rims is None:
            return [None] * SPOTS
        return [shape for rim in self.rims for shape in RIMS[rim]]

    def shapes_next_to(self, spot: int) -> tuple[str, str]:
        """The two shapes next to pond field ``spot`` (0-based): the one before it and the one after it."""
        shapes = self.shapes
        return shapes[spot], shapes[(spot + 1) % SPOTS]

    @property
    def last_seat(self) -> int:
        """Who plays last in a round: the seat to the right of the start marker."""
        return (self.start - 1) % len(self.forests)

    def wisp_spots(self) -> list[int]:
        return [i for i, p in enumerate(self.pond) if p in KINDS]

    # -- chance ---------------------------------------------------------------------------------------
    def in_hand(self) -> tuple[str | None, int]:
        """What the current player holds during a normal turn: the wisp taken (its kind, or None) and
        the trees taken from the stacks for the shape (they join the forest with the wisp)."""
        if self.phase not in ("shape", "place", "wisp"):
            return None, 0
        placed = self.turn_info["placed"]
        return self.turn_info["kind"], len(placed) - 1 if self.phase == "wisp" and placed else 0

    def visible(self) -> dict[str, int]:
        """Per wisp kind, the tiles showing their wisp side: pond, forests, discard pile, the wisp in
        hand, the ghost's wisps and the 4 on its points helper."""
        seen = dict.fromkeys(KINDS, 0)
        for p in self.pond:
            if p in seen:
                seen[p] += 1
        for forest in self.forests:
            for tile in forest.values():
                if tile in KIND_OF:
                    seen[KIND_OF[tile]] += 1
        hand, _ = self.in_hand()
        if hand in seen:
            seen[hand] += 1
        for kind in KINDS:
            seen[kind] += self.discard[kind]
            if self.ghost is not None:
                seen[kind] += self.ghost["collected"][kind] + 1  # +1: the marker on the points helper
        return seen

    def unseen(self) -> dict[str, int]:
        """Per wisp kind, the tiles nobody can see: the face-down stacks and the backs of trees."""
        seen = self.visible()
        return {k: TILES_PER_KIND - seen[k] for k in KINDS}

    def stack(self) -> int:
        """How many tiles are left in the face-down stacks (all 160 tiles minus those in play)."""
        return TOTAL_TILES - self.tiles_in_play()

    def tiles_in_play(self) -> int:
        """Tiles out of the stacks: pond, forests (the cat's tile too), discard pile, in hand, the ghost's."""
        kind, trees = self.in_hand()
        used = sum(1 for p in self.pond if p in KINDS) + sum(len(f) for f in self.forests) + sum(self.discard.values())
        used += (kind is not None) + trees
        if self.ghost is not None:
            used += sum(self.ghost["collected"].values()) + len(KINDS)
        return used

    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        phase = self.phase
        if phase == "setup_pond":
            return [(A("pond", (order,)), Fraction(1, len(RIM_ORDERS))) for order in RIM_ORDERS]
        if phase == "setup_goals":
            kind = self.goal_kinds[len(self.goals)]
            cards = [g for g, card in GOALS.items() if card["kind"] == kind]
            return [(A("goal", (g,)), Fraction(1, len(cards))) for g in cards]
        if phase == "setup_ranks":
            left = [k for k in KINDS if k not in self.ghost["ranks"]]
            return [(A("rank", (k,)), Fraction(1, len(left))) for k in left]
        if phase == "firefly":
            pool = list(FIREFLIES)
            for value in self.ghost["fireflies"]:
                pool.remove(value)
            return [(A("firefly", (v,)), Fraction(pool.count(v), len(pool))) for v in sorted(set(pool))]
        unseen = self.unseen()
        total = sum(unseen.values())
        return [(A("draw", (k,)), Fraction(n, total)) for k, n in unseen.items() if n > 0]

    # -- legal actions ----------------------------------------------------------------------------------
    def _legal_actions(self) -> list[Action]:
        phase = self.phase
        info = self.turn_info
        if phase == "choose":
            actions: list[Action] = []
            if self._may_refresh():
                actions.append(A("refresh"))
            if self.cats[self.turn] == "ready":
                actions.append(A("catrefresh"))
            actions += [A("take", (spot + 1,)) for spot in self.wisp_spots() if self._shapes_for(spot)]
            actions += [A("tree", (cell_name(*c),)) for c in self._tree_fields()]
            return actions
        if phase == "shape":
            spot, kind = info["spot"], info["kind"]
            near = self.shapes_next_to(spot)
            actions = [A("shape", (s,)) for s in dict.fromkeys(near) if self._fits(s, kind)]
            if self.cats[self.turn] == "ready":
                actions += [A("catshape", (s,)) for s in self.shapes if s not in near and self._fits(s, kind)]
            return actions
        if phase == "place":
            return [A("place", tuple(cell_name(*c) for c in cells)) for cells in self._placements(info["shape"], info["kind"])]
        if phase == "wisp":
            return [A("wisp", (cell_name(*c),)) for c in info["placed"] if self._wisp_ok(info["placed"], c, info["kind"])]
        if phase == "trees":
            return [A("tree", (cell_name(*c),)) for c in self._tree_fields()] + [DONE]
        if phase == "cat_move":
            forest = self.forests[self.cat_queue[0]]
            return [A("catmove", (cell_name(*f),)) for f in reading_order(f for f, t in forest.items() if t == TREE)] + [CATSTAY]
        if phase == "ghost_cat":
            return [A("ghostcat", (spot + 1,)) for spot in self.wisp_spots()]
        return []

    def _may_refresh(self) -> bool:
        info = self.turn_info
        kinds = {self.pond[i] for i in self.wisp_spots()}
        return not info["refreshed"] and not info["cat_refreshed"] and len(kinds) == 1

    # -- geometry of placing ----------------------------------------------------------------------------
    def _cache(self) -> dict:
        cache = self.__dict__.get("_geometry")
        if cache is None:
            cache = self._geometry = {}
        return cache

    def region(self, seat: int | None = None) -> tuple[int, int, int, int]:
        """``(x0, y0, x1, y1)``: the fields a tile may still go to without the forest outgrowing the
        round's grid (the smallest box holding the forest, widened as far as the grid allows)."""
        forest = self.forests[self.turn if seat is None else seat]
        n = self.grid
        x0, y0, x1, y1 = bounds(forest)
        return max(0, x1 - n + 1), max(0, y1 - n + 1), min(SHEET - 1, x0 + n - 1), min(SHEET - 1, y0 + n - 1)

    def _frontier(self) -> set[Field]:
        """Empty fields inside the region next to a tile of the forest: where a new tile may touch it."""
        cache = self._cache()
        if "frontier" not in cache:
            forest = self.forests[self.turn]
            x0, y0, x1, y1 = self.region()
            cache["frontier"] = {
                nb for field in forest for nb in neighbours(field)
                if nb not in forest and x0 <= nb[0] <= x1 and y0 <= nb[1] <= y1
            }
        return cache["frontier"]

    def _tree_fields(self) -> list[Field]:
        return reading_order(self._frontier())

    def _fittings(self, shape: str) -> Iterable[list[Field]]:
        """Every way to lay ``shape`` on empty fields of the region touching the forest (one of its
        fields goes on a field next to the forest), each once."""
        for _, dx, dy, cells in self._fitting_masks(shape):
            yield [(x + dx, y + dy) for x, y in cells]

    def _masks(self) -> tuple[int, int]:
        """The open fields of the region and the frontier as bit masks over the sheet (bit y·11 + x):
        testing a shape at an offset is then two integer operations."""
        cache = self._cache()
        if "masks" not in cache:
            cache["masks"] = (_mask(self._open_fields()), _mask(self._frontier()))
        return cache["masks"]

    def _fitting_masks(self, shape: str) -> Iterable[tuple[int, int, int, tuple[Field, ...]]]:
        x0, y0, x1, y1 = self.region()
        free, frontier = self._masks()
        for base, width, height, cells in SHAPE_MASKS[shape]:
            for dy in range(y0, y1 - height + 1):
                for dx in range(x0, x1 - width + 1):
                    placed = base << (dy * SHEET + dx)
                    if placed & free == placed and placed & frontier:
                        yield placed, dx, dy, cells

    def _hat_fields(self) -> set[Field]:
        """Fields where the hat card's placing rule lets a hat go now."""
        cache = self._cache()
        if "hat_fields" not in cache:
            forest, rule = self.forests[self.turn], self.hat_rule()
            cache["hat_fields"] = {f for f in self._open_fields() if hat_allowed(forest, f, rule)}
        return cache["hat_fields"]

    def _open_fields(self) -> list[Field]:
        x0, y0, x1, y1 = self.region()
        forest = self.forests[self.turn]
        return [(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1) if (x, y) not in forest]

    def _placements(self, shape: str, kind: str | None = None) -> list[tuple[Field, ...]]:
        """Every way to lay ``shape`` (as sets of fields, in reading order) in the current player's
        forest; for a hat only those with a field where the hat's placing rule holds."""
        cache = self._cache()
        key = ("placements", shape, kind == "hat")
        if key not in cache:
            hats = _mask(self._hat_fields()) if kind == "hat" else None
            found = {tuple(sorted(((x + dx, y + dy) for x, y in cells), key=_read))
                     for placed, dx, dy, cells in self._fitting_masks(shape) if hats is None or placed & hats}
            cache[key] = sorted(found, key=lambda cells: [_read(c) for c in cells])
        return cache[key]

    def _fits(self, shape: str, kind: str | None) -> bool:
        cache = self._cache()
        key = ("fits", shape, kind == "hat")
        if key not in cache:
            hats = _mask(self._hat_fields()) if kind == "hat" else None
            cache[key] = any(hats is None or placed & hats for placed, _, _, _ in self._fitting_masks(shape))
        return cache[key]

    def _shapes_for(self, spot: int) -> list[str]:
        """Shapes the current player could use with the wisp at ``spot`` (the two next to it, or any
        with a ready cat) that fit into the forest."""
        kind = self.pond[spot]
        offered = self.shapes if self.cats[self.turn] == "ready" else self.shapes_next_to(spot)
        return [s for s in dict.fromkeys(offered) if self._fits(s, kind)]

    def hat_rule(self) -> str | None:
        """The placing rule of this game's hat card (None without a hat card)."""
        for goal in self.goals:
            if GOALS[goal]["kind"] == "hat":
                return GOALS[goal].get("placement")
        return None

    def _wisp_ok(self, cells: Sequence[Field], field: Field, kind: str) -> bool:
        """Whether the wisp may lie on ``field`` of the shape laid on ``cells`` (only hats have a rule)."""
        return kind != "hat" or field in self._hat_fields()

    # -- applying ---------------------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        getattr(self, f"_do_{action.kind}")(*action.args)

    def _advance_setup(self) -> None:
        """Go to the next set-up step that needs a chance event or a decision."""
        if self.rims is None:
            self.phase = "setup_pond"
        elif len(self.goals) < len(self.goal_kinds):
            self.phase = "setup_goals"
        elif self.solo and len(self.ghost["ranks"]) < len(KINDS) - 1:
            self.phase = "setup_ranks"
        else:
            if self.solo and len(self.ghost["ranks"]) == len(KINDS) - 1:
                self.ghost["ranks"].append(next(k for k in KINDS if k not in self.ghost["ranks"]))
            self._start_refill(list(range(SPOTS)), "setup_done")

    def _do_pond(self, order: str) -> None:
        self.rims = order
        self._advance_setup()

    def _do_goal(self, goal: str) -> None:
        self.goals.append(goal)
        self._advance_setup()

    def _do_rank(self, kind: str) -> None:
        self.ghost["ranks"].append(kind)
        self._advance_setup()

    def _start_refill(self, spots: list[int], then: str) -> None:
        self.refill = spots
        self.after_refill = then
        self.phase = "refill"

    def _discard_pond(self) -> None:
        for i in self.wisp_spots():
            self.discard[self.pond[i]] += 1
            self.pond[i] = None

    def _reshuffle_if_needed(self, needed: int) -> None:
        """Out of face-down tiles: the discarded wisps are turned over and shuffled into new stacks."""
        if self.stack() < needed:
            self.discard = dict.fromkeys(KINDS, 0)

    def _do_draw(self, kind: str) -> None:
        spot = self.refill.pop(0)
        self.pond[spot] = kind
        if self.refill:
            self._reshuffle_if_needed(1)
            return
        then = self.after_refill
        if then == "setup_done":
            if self.solo:
                self.phase = "ghost_cat"
            else:
                self._start_turn(self.start)
        elif then == "ghost":
            self._ghost_take()
        else:
            self.phase = "choose"

    def _refill_spots(self) -> list[int]:
        return [i for i in range(SPOTS) if self.pond[i] != GHOST]

    def _lay_out_new(self, then: str) -> None:
        self._discard_pond()
        spots = self._refill_spots()
        self._reshuffle_if_needed(len(spots))
        self._start_refill(spots, then)

    def _do_ghostcat(self, spot: int) -> None:
        i = spot - 1
        self.discard[self.pond[i]] += 1
        self.pond[i] = GHOST
        self.ghost["cat"] = i
        self._start_ghost_turn()

    def _start_turn(self, seat: int) -> None:
        self.turn = seat
        self.turn_info = _fresh_turn()
        self.__dict__.pop("_geometry", None)
        if is_full(self.forests[seat], self.round):  # cannot happen by the rules; keeps the game moving
            self._end_turn()
            return
        if not self.wisp_spots():
            self.turn_info["refreshed"] = True
            self._lay_out_new("turn")
        else:
            self.phase = "choose"

    def _do_refresh(self) -> None:
        self.turn_info["refreshed"] = True
        self._lay_out_new("turn")

    def _do_catrefresh(self) -> None:
        self.cats[self.turn] = "hidden"
        self.turn_info["cat_refreshed"] = True
        self._lay_out_new("turn")

    def _do_take(self, spot: int) -> None:
        i = spot - 1
        self.turn_info.update(spot=i, kind=self.pond[i])
        self.pond[i] = None
        self.phase = "shape"

    def _do_shape(self, shape: str) -> None:
        self.turn_info["shape"] = shape
        self.phase = "place"

    def _do_catshape(self, shape: str) -> None:
        self.cats[self.turn] = "hidden"
        self.turn_info.update(shape=shape, cat_shape=True)
        self.phase = "place"

    def _do_place(self, *cells: str) -> None:
        placed = tuple(_cell(c) for c in cells)
        self._reshuffle_if_needed(len(placed) - 1)
        self.turn_info["placed"] = placed
        self.phase = "wisp"

    def _do_wisp(self, cell: str) -> None:
        field = _cell(cell)
        forest = self.forests[self.turn]
        for c in self.turn_info["placed"]:
            forest[c] = TREE
        forest[field] = LETTER[self.turn_info["kind"]]
        self._end_turn()

    def _do_tree(self, cell: str) -> None:
        self._reshuffle_if_needed(1)
        self.forests[self.turn][_cell(cell)] = TREE
        self.turn_info["trees"] += 1
        self.__dict__.pop("_geometry", None)
        if self.turn_info["trees"] >= 3 or not self._frontier():
            self._end_tree_turn()
        else:
            self.phase = "trees"

    def _do_done(self) -> None:
        self._end_tree_turn()

    def _end_tree_turn(self) -> None:
        self.cats[self.turn] = "ready"
        self._end_turn()

    def _end_turn(self) -> None:
        seat = self.turn
        self.__dict__.pop("_geometry", None)
        if self.solo:
            if is_full(self.forests[0], self.round) or len(self.ghost["fireflies"]) >= FIREFLIES_PER_ROUND[self.round - 1]:
                self._end_round()
            else:
                self._start_ghost_turn()
            return
        if is_full(self.forests[seat], self.round):
            self.ending = True
        if self.ending and seat == self.last_seat:
            self._end_round()
        else:
            self._start_turn((seat + 1) % len(self.forests))

    # -- the ghost (solo) -------------------------------------------------------------------------------
    def ghost_values(self) -> dict[str, int]:
        """Points per wisp kind for the ghost: its points helper, top row first."""
        values = GHOST_HELPERS[self.ghost["level"]]
        return {kind: values[rank] for rank, kind in enumerate(self.ghost["ranks"])}

    def ghost_points(self) -> int:
        values = self.ghost_values()
        return sum(values.get(k, 0) * n for k, n in self.ghost["collected"].items())

    def _start_ghost_turn(self) -> None:
        self.turn = 0
        self.turn_info = _fresh_turn()
        self.phase = "firefly"

    def _do_firefly(self, value: int) -> None:
        self.ghost["fireflies"].append(value)
        self.ghost["took"] = None
        if len(self.wisp_spots()) < value:
            self._lay_out_new("ghost")
        else:
            self._ghost_take()

    def ghost_sees(self) -> list[int]:
        """The pond fields (0-based) the ghost's cat sees: the revealed number of wisps, clockwise."""
        value = self.ghost["fireflies"][-1]
        cat = self.ghost["cat"]
        seen = []
        for step in range(1, SPOTS):
            spot = (cat + step) % SPOTS
            if self.pond[spot] in KINDS:
                seen.append(spot)
                if len(seen) == value:
                    break
        return seen

    def _ghost_take(self) -> None:
        values = self.ghost_values()
        seen = self.ghost_sees()
        # most points first (every helper gives each kind different points); then the nearest clockwise
        spot = min(seen, key=lambda s: (-values[self.pond[s]], seen.index(s)))
        kind = self.pond[spot]
        self.ghost["collected"][kind] += 1
        self.ghost["took"] = {"spot": spot, "kind": kind, "seen": seen}
        self.pond[self.ghost["cat"]] = None
        self.pond[spot] = GHOST
        self.ghost["cat"] = spot
        self._start_turn(0)

    # -- round end --------------------------------------------------------------------------------------
    def forest_score(self, seat: int) -> ForestScore:
        """The forest of ``seat`` scored now with this game's goal cards (every point explained)."""
        return ForestScore(self.forests[seat], self.goals, self.round)

    def _end_round(self) -> None:
        self.turn_info = _fresh_turn()
        for seat in range(len(self.forests)):
            result = self.forest_score(seat)
            self.score[seat] += result.total
            self.full_grids[seat] += int(result.full)
            self.round_scores[seat].append({**result.by_goal, "full_grid": result.full_grid_bonus, "total": result.total})
        if self.solo:
            points = self.ghost_points()
            self.score[1] += points
            self.round_scores[1].append({"total": points})
        if self.round >= self.rounds:
            self.phase = "end"
            return
        order = [(self.start + i) % len(self.forests) for i in range(len(self.forests))]
        self.cat_queue = [seat for seat in order if TREE in self.forests[seat].values()]
        if self.cat_queue:
            self.phase = "cat_move"
        else:
            self._next_round()

    def _do_catmove(self, cell: str) -> None:
        seat = self.cat_queue.pop(0)
        forest = self.forests[seat]
        old = next(f for f, t in forest.items() if t == CAT)
        forest[old] = TREE
        forest[_cell(cell)] = CAT
        self._after_cat_move()

    def _do_catstay(self) -> None:
        self.cat_queue.pop(0)
        self._after_cat_move()

    def _after_cat_move(self) -> None:
        if not self.cat_queue:
            self._next_round()

    def _next_round(self) -> None:
        for seat, forest in enumerate(self.forests):
            self.forests[seat] = {f: t for f, t in forest.items() if t != TREE}
        self.round += 1
        self.ending = False
        for seat in range(len(self.forests)):
            self._recentre(seat)
        if self.solo:
            self.ghost["fireflies"] = []
            self._start_ghost_turn()
        else:
            self.start = (self.start + 1) % len(self.forests)
            self._start_turn(self.start)

    def _recentre(self, seat: int) -> None:
        """Shift a forest on the naming sheet if the new round's grid would not fit on it."""
        n = self.grid
        x0, y0, x1, y1 = bounds(self.forests[seat])
        dx = max(0, n - 1 - x1) - max(0, x0 + n - SHEET)
        dy = max(0, n - 1 - y1) - max(0, y0 + n - SHEET)
        if dx or dy:
            self.forests[seat] = {(x + dx, y + dy): t for (x, y), t in self.forests[seat].items()}

    # -- illegal input ----------------------------------------------------------------------------------
    def _explain_illegal(self, action: Action) -> RuleViolation:
        rule = self.game.rule
        phase, kind, args = self.phase, action.kind, action.args
        if self.is_chance_node():
            return RuleViolation(Text("wispwood.error.chance_pending", event=Text(f"wispwood.phase.{phase}")), rule(PHASE_RULE[phase]))
        info = self.turn_info
        if kind == "take" and phase == "choose":
            spot = args[0] - 1
            if self.pond[spot] not in KINDS:
                return RuleViolation(Text("wispwood.error.take_empty", spot=args[0]), rule("turn.take"))
            offered = self.shapes if self.cats[self.turn] == "ready" else self.shapes_next_to(spot)
            if self.pond[spot] == "hat" and any(self._fits(s, None) for s in offered):
                return RuleViolation(Text("wispwood.error.take_hat", rule=Bilingual(GOALS[self._hat_goal()]["text"])), rule("turn.hats"))
            return RuleViolation(Text("wispwood.error.take_no_room", spot=args[0]), rule("tree.forced"))
        if kind in ("refresh", "catrefresh") and phase == "choose":
            if kind == "catrefresh":
                return RuleViolation(Text("wispwood.error.cat_hidden"), rule("cat.hidden"))
            if info["refreshed"] or info["cat_refreshed"]:
                return RuleViolation(Text("wispwood.error.refresh_once"), rule("pond.refresh"))
            return RuleViolation(Text("wispwood.error.refresh_mixed"), rule("pond.refresh"))
        if kind in ("shape", "catshape") and phase == "shape":
            return self._explain_shape(kind, args[0])
        if kind == "place" and phase == "place":
            return self._explain_place([_cell(c) for c in args])
        if kind == "wisp" and phase == "wisp":
            field = _cell(args[0])
            if field not in info["placed"]:
                return RuleViolation(Text("wispwood.error.wisp_outside", cell=args[0], cells=" ".join(cell_name(*c) for c in info["placed"])), rule("turn.shape"))
            return RuleViolation(Text("wispwood.error.wisp_hat", cell=args[0], rule=Bilingual(GOALS[self._hat_goal()]["text"])), rule("turn.hats"))
        if kind == "tree" and phase in ("choose", "trees"):
            problem = self._field_problem([_cell(args[0])])
            return RuleViolation(problem or Text("wispwood.error.wrong_time", action=str(action), expected=Text(f"wispwood.phase.{phase}")), rule("tree.place"))
        if kind == "catmove" and phase == "cat_move":
            return RuleViolation(Text("wispwood.error.catmove_not_tree", cell=args[0]), rule("round_end.cat_move"))
        if kind == "ghostcat" and phase == "ghost_cat":
            return RuleViolation(Text("wispwood.error.take_empty", spot=args[0]), rule("solo.pond"))
        return RuleViolation(Text("wispwood.error.wrong_time", action=str(action), expected=Text(f"wispwood.phase.{phase}")), rule(PHASE_RULE[phase]))

    def _hat_goal(self) -> str:
        return next(g for g in self.goals if GOALS[g]["kind"] == "hat")

    def _explain_shape(self, kind: str, shape: str) -> RuleViolation:
        rule = self.game.rule
        info = self.turn_info
        near = self.shapes_next_to(info["spot"])
        if shape not in self.shapes:
            return RuleViolation(Text("wispwood.error.shape_not_at_pond", shape=shape_noun(shape)), rule("turn.shape"))
        if kind == "shape" and shape not in near:
            key = "wispwood.error.shape_not_next_cat" if self.cats[self.turn] == "ready" else "wispwood.error.shape_not_next"
            return RuleViolation(Text(key, shape=shape_noun(shape), a=shape_noun(near[0]), b=shape_noun(near[1])), rule("turn.shape"))
        if kind == "catshape" and self.cats[self.turn] != "ready":
            return RuleViolation(Text("wispwood.error.cat_hidden"), rule("cat.hidden"))
        if kind == "catshape" and shape in near:
            return RuleViolation(Text("wispwood.error.catshape_next", shape=shape_noun(shape)), rule("cat.any_shape"))
        if info["kind"] == "hat" and self._fits(shape, None):
            return RuleViolation(Text("wispwood.error.shape_hat", shape=shape_noun(shape), rule=Bilingual(GOALS[self._hat_goal()]["text"])), rule("turn.hats"))
        return RuleViolation(Text("wispwood.error.shape_no_room", shape=shape_noun(shape)), rule("turn.place"))

    def _field_problem(self, cells: list[Field]) -> Text | None:
        """Why tiles on ``cells`` cannot join the forest (None if they can)."""
        forest = self.forests[self.turn]
        taken = [c for c in cells if c in forest]
        if taken:
            return Text("wispwood.error.occupied", cells=" ".join(cell_name(*c) for c in reading_order(taken)))
        x0, y0, x1, y1 = bounds(list(forest) + cells)
        if x1 - x0 + 1 > self.grid or y1 - y0 + 1 > self.grid:
            return Text("wispwood.error.too_big", n=self.grid, round=self.round)
        if not any(nb in forest for c in cells for nb in neighbours(c)):
            return Text("wispwood.error.not_touching")
        return None

    def _explain_place(self, cells: list[Field]) -> RuleViolation:
        rule = self.game.rule
        shape = self.turn_info["shape"]
        shapes = {frozenset(_normal(cells))} & {frozenset(o) for o in ORIENTATIONS[shape]}
        if not shapes:
            return RuleViolation(Text("wispwood.error.not_the_shape", shape=shape_noun(shape)), rule("turn.shape"))
        problem = self._field_problem(cells)
        if problem is not None:
            return RuleViolation(problem, rule("turn.place"))
        return RuleViolation(Text("wispwood.error.place_hat", rule=Bilingual(GOALS[self._hat_goal()]["text"])), rule("turn.hats"))

    # -- results ----------------------------------------------------------------------------------------
    def scores(self) -> list[int]:
        """Points so far; during a round the current forests count as if the round ended now (the
        goal cards and the bonus for a full grid)."""
        scores = list(self.score)
        if self.phase in ("end", "cat_move"):
            return scores
        for seat in range(len(self.forests)):
            scores[seat] += self.forest_score(seat).total
        if self.solo:
            scores[1] += self.ghost_points()
        return scores

    # -- for computer players --------------------------------------------------------------------------
    EVALUATION_UNIT = 3
    """Points per unit of ``evaluation``: a lead of about 3 × 4 = 12 points counts as clear."""
    SOLO_EVALUATION_UNIT = 12
    """The same against the ghost, who mostly leads by tens of points in the middle of a game: with the
    coarser unit, what a move changes still shows next to so large a gap."""

    def evaluation(self) -> list[float]:
        """How each seat stands mid-game: its points so far, the forest as if the round ended now, and
        for an unfinished grid the share of the full-grid bonus its filled fields are on the way to;
        in units of ``EVALUATION_UNIT`` points (a difference of a few units is a clear lead)."""
        scores = [float(s) for s in self.scores()]
        if self.phase not in ("end", "cat_move"):
            bonus = DATA["full_grid_bonus"][self.round - 1]
            fields = self.grid * self.grid
            for seat, forest in enumerate(self.forests):
                if not is_full(forest, self.round):
                    scores[seat] += bonus * min(len(forest), fields) / fields / 2
        unit = self.SOLO_EVALUATION_UNIT if self.solo else self.EVALUATION_UNIT
        return [s / unit for s in scores]

    def observation(self, player: int | None) -> dict[str, Any]:
        """What a seat may know: everything on the table (Wispwood has no secrets beyond chance, see
        ``data.json`` "hidden_information"), but not the seed, which would settle the draws to come."""
        seen = json.loads(self.to_json())
        seen.pop("seed", None)
        return seen

    def move_reason(self, action: Action | str, lang: str | None = None, viewer: int | None = None) -> str | None:
        """Why ``action`` is good here, in one short clause naming the wisp, field, card or points it
        is about (see ``reasons.py``); the computer player's explanation uses it. None for a move that
        is not legal now. ``viewer``: the seat that reads it (None: everybody); in Wispwood every seat
        sees the whole table, and a reason uses nothing else, so it is the same for every reader."""
        from .reasons import move_reason

        action = self._move(action)
        if self.is_chance_node() or self.is_terminal() or action not in self.legal_actions():
            return None
        return move_reason(self, action, lang, viewer)

    TURN_DECISIONS = {"choose": 4, "shape": 3, "place": 2, "wisp": 1, "cat_move": 1, "ghost_cat": 1}

    def decisions_left_in_turn(self) -> int:
        """Decisions the seat to move still makes this turn: a normal turn is take, shape, place and
        wisp; a tree turn up to 3 trees (and "done"). 0 at a chance event between turns (the turn is
        over), where it would be the ghost's or the next player's."""
        phase = self.phase
        if phase == "trees":
            return max(1, 3 - self.turn_info["trees"])
        if phase == "refill" and self.after_refill == "turn":
            return self.TURN_DECISIONS["choose"]
        return self.TURN_DECISIONS.get(phase, 0 if self.is_chance_node() else 1)

    def outcome(self) -> Outcome | None:
        if self.phase != "end":
            return None
        if self.solo:
            you, ghost = self.score
            if you > ghost:
                return Outcome((0,), Text("wispwood.outcome.solo_win", name=self._name(0), points=you, ghost=ghost))
            return Outcome((1,), Text("wispwood.outcome.solo_lose", name=self._name(0), points=you, ghost=ghost))
        seats = range(len(self.names))
        best = max(self.score)
        leaders = [s for s in seats if self.score[s] == best]
        if len(leaders) == 1:
            return Outcome(tuple(leaders), Text("wispwood.outcome.points", name=self._name(leaders[0]), points=best))
        most = max(self.full_grids[s] for s in leaders)
        leaders = [s for s in leaders if self.full_grids[s] == most]
        if len(leaders) == 1:
            return Outcome(tuple(leaders), Text("wispwood.outcome.full_grids", name=self._name(leaders[0]), points=best, grids=most))
        return Outcome(tuple(leaders), Text("wispwood.outcome.shared", names=and_list([self._name(s) for s in leaders]), points=best))

    def _name(self, seat: int) -> Bilingual:
        return Bilingual({lang: self.player_name(seat, lang) for lang in LANGUAGES})

    def plays_by_itself(self, player: int) -> bool:
        """The ghost takes its wisps by itself: no person and no computer player sits in its seat."""
        return bool(self.solo and player == 1)

    def player_name(self, player: int, lang: str | None = None) -> str:
        if self.solo and player == 1:
            return Text("wispwood.ghost").render(lang)
        return super().player_name(player, lang)

    # -- words ------------------------------------------------------------------------------------------
    def describe(self, lang: str | None = None) -> str:
        """Whose turn it is and what happens next, in ``lang``."""
        phase = self.phase
        if phase == "end":
            return self.outcome().message(lang)
        player = self.current_player
        name = self.player_name(self.turn if player == CHANCE else player, lang)
        info = self.turn_info
        params: dict[str, Any] = {"name": name, "round": self.round, "n": self.grid}
        if info["kind"]:
            params["wisp"] = kind_noun(info["kind"])
        if info["shape"]:
            params["shape"] = shape_noun(info["shape"])
        params["trees"] = info["trees"]
        if phase == "firefly":
            params["left"] = FIREFLIES_PER_ROUND[self.round - 1] - len(self.ghost["fireflies"])
        key = phase
        if phase == "choose":  # name only the choices the rules leave open now
            refresh = any(a.kind in ("refresh", "catrefresh") for a in self.legal_actions())
            if not any(a.kind == "take" for a in self.legal_actions()):
                key = "choose_trees_or_refresh" if refresh else "choose_trees"
            elif not refresh:
                key = "choose_no_refresh"
        return Text(f"wispwood.next.{key}", **params).render(lang)

    def action_text(self, action: Action | str, lang: str | None = None, viewer: int | None = None) -> str:
        """An action in words, without a full stop at the end (it is also quoted and listed), e.g.
        "Ada takes the wisp from field 3 (orb)". Anything that is not a move is refused with words
        (``RuleViolation``), like ``apply`` does. ``viewer`` (the reading seat) changes nothing: every
        seat sees the whole table, and a draw is told once it is drawn."""
        action = self._move(action)
        player = self.current_player
        seat = player if player >= 0 else self.turn
        params: dict[str, Any] = {"name": self.player_name(seat, lang)}
        kind, args = action.kind, action.args
        key = kind
        if kind in ("take", "ghostcat"):
            wisp = self.pond[args[0] - 1]
            params["spot"] = args[0]
            if wisp in KINDS:
                params["wisp"] = kind_noun(wisp)
            else:
                key = f"{kind}_spot"
        elif kind in ("shape", "catshape"):
            params["shape"] = shape_noun(args[0])
        elif kind == "place":
            params["cells"] = " ".join(args)
            if self.turn_info["shape"]:
                params["shape"] = shape_noun(self.turn_info["shape"])
            else:
                key = "place_any"
        elif kind in ("wisp", "tree", "catmove"):
            params["cell"] = args[0]
            if kind == "wisp":
                if self.turn_info["kind"]:
                    params["wisp"] = kind_noun(self.turn_info["kind"])
                else:
                    key = "wisp_any"
        elif kind in ("draw", "rank"):
            params["wisp"] = kind_noun(args[0])
        elif kind == "goal":
            params["card"] = Bilingual(GOALS[args[0]]["name"])
        elif kind == "pond":
            params["order"] = args[0]
        elif kind == "firefly":
            params["n"] = args[0]
        text = Text(f"wispwood.action.{key}", **params).render(lang)
        if self.ghost is not None and (kind == "firefly" or (kind == "draw" and len(self.refill) == 1 and self.after_refill == "ghost")):
            took = self.apply(action).ghost["took"] if action in self.legal_actions() else None
            note = (Text("wispwood.action.ghost_took", wisp=kind_noun(took["kind"]), spot=took["spot"] + 1) if took
                    else Text("wispwood.action.ghost_refills")).render(lang)
            text = f"{text}. {note}"
        return text

    def _keys(self) -> list[str]:
        keys = [n or f"P{i + 1}" for i, n in enumerate(self.names)]
        if self.solo:
            keys[1] = GHOST
        return keys

    def facts(self) -> dict[str, Any]:
        """Named facts about this state, for walkthroughs and tests (player names as keys)."""
        keys = self._keys()
        current = self.current_player
        info = self.turn_info
        facts: dict[str, Any] = {
            "phase": self.phase,
            "current": "chance" if current == CHANCE else ("end" if current == TERMINAL else keys[current]),
            "round": self.round,
            "grid": self.grid,
            "start": keys[self.start],
            "turn": keys[self.turn],
            "ending": self.ending,
            "pond": list(self.pond),
            "pond_wisps": len(self.wisp_spots()),
            "shapes": self.shapes,
            "goals": list(self.goals),
            "taken": info["kind"],
            "shape": info["shape"],
            "placed": None if info["placed"] is None else [cell_name(*c) for c in info["placed"]],
            "discarded": sum(self.discard.values()),
            "stack": self.stack(),
            "terminal": self.is_terminal(),
        }
        if self.phase == "place":
            facts["placements"] = len(self._placements(info["shape"], info["kind"]))
        facts["taken_from"] = None if info["spot"] is None else info["spot"] + 1
        if self.phase == "choose":  # what the player may do now: a free refresh, which pond fields to take
            facts["may_refresh"] = self._may_refresh()
            facts["takeable"] = [a.args[0] for a in self.legal_actions() if a.kind == "take"]
        for seat, forest in enumerate(self.forests):
            k = keys[seat]
            facts[f"cat.{k}"] = self.cats[seat]
            facts[f"cat_at.{k}"] = next(cell_name(*f) for f, t in forest.items() if t == CAT)
            facts[f"forest.{k}"] = forest_text(forest)
            facts[f"forest_box.{k}"] = cell_name(*bounds(forest)[:2])
            if self.phase not in ("cat_move", "end"):
                x0, y0, x1, y1 = self.region(seat)
                facts[f"room.{k}"] = f"{cell_name(x0, y0)}:{cell_name(x1, y1)}"
            facts[f"tiles.{k}"] = len(forest)
            facts[f"trees.{k}"] = sum(1 for t in forest.values() if t == TREE)
            facts[f"wisps.{k}"] = sum(1 for t in forest.values() if t in WISPS)
            facts[f"full.{k}"] = is_full(forest, self.round)
            for goal, points in self.forest_score(seat).by_goal.items():  # each card's points if the round ended now
                facts[f"points_now.{k}.{goal}"] = points
        for seat, k in enumerate(keys):
            facts[f"score.{k}"] = self.score[seat]
            facts[f"full_grids.{k}"] = self.full_grids[seat]
            if self.round_scores[seat]:
                last = self.round_scores[seat][-1]
                facts[f"round_points.{k}"] = last["total"]
                for name, points in last.items():
                    if name != "total":
                        facts[f"points.{k}.{name}"] = points
        if self.ghost is not None:
            ghost = self.ghost
            facts["ghost.ranks"] = list(ghost["ranks"])
            facts["ghost.cat"] = None if ghost["cat"] is None else ghost["cat"] + 1
            facts["ghost.points_now"] = self.ghost_points()
            facts["fireflies"] = list(ghost["fireflies"])
            facts["fireflies_left"] = FIREFLIES_PER_ROUND[self.round - 1] - len(ghost["fireflies"])
            facts["ghost.wisps"] = sum(ghost["collected"].values())
            values = self.ghost_values() if len(ghost["ranks"]) == len(KINDS) else {}
            for kind, n in ghost["collected"].items():
                facts[f"ghost.{kind}"] = n
                if values:  # the points helper's value for the kind, and what the ghost's wisps of it are worth
                    facts[f"ghost.value.{kind}"] = values[kind]
                    facts[f"ghost.points.{kind}"] = values[kind] * n
            took = ghost["took"]
            facts["ghost.took"] = took["kind"] if took else None
            facts["ghost.took_from"] = took["spot"] + 1 if took else None
            facts["ghost.saw"] = [s + 1 for s in took["seen"]] if took else None
        if self.is_terminal():
            facts["winners"] = [keys[s] for s in self.outcome().winners]
        return facts

    def svg(self, **options: Any) -> str:
        """The table as SVG: the pond with its shapes, every forest, scores (see ``render.render_svg``)."""
        from .render import render_svg

        return render_svg(self, **options)


def hat_allowed(forest: dict[Field, str], field: Field, rule: str | None) -> bool:
    """Whether a hat may be placed on ``field`` of ``forest`` under the hat card's placing rule."""
    if rule is None:
        return True
    cat = next((f for f, t in forest.items() if t == CAT), None)
    if cat is None:
        return True
    dx, dy = field[0] - cat[0], field[1] - cat[1]
    king = max(abs(dx), abs(dy))
    hat = LETTER["hat"]
    if rule == "near_cat":
        return king == 1
    if rule == "cat_line":
        return dx == 0 or dy == 0
    if rule == "chain":
        return any(forest.get(nb) in (CAT, hat) for nb in neighbours(field))
    if rule == "cat_diagonal":
        return abs(dx) == abs(dy) != 0
    if rule == "rack":
        return king <= 2 and not any(forest.get(nb) == hat for nb in neighbours(field))
    raise ValueError(rule)


def _normal(cells: Iterable[Field]) -> list[Field]:
    cells = list(cells)
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return [(x - mx, y - my) for x, y in cells]


def _cell(name: str) -> Field:
    cell = parse_cell(name)
    if cell is None:
        raise ValueError(name)
    return cell


CHANCE_PHASES = frozenset({"setup_pond", "setup_goals", "setup_ranks", "refill", "firefly"})
PHASES = CHANCE_PHASES | {"ghost_cat", "choose", "shape", "place", "wisp", "trees", "cat_move", "end"}
PHASE_RULE = {  # the paragraph of rulebook.json that says what comes next in each phase
    "setup_pond": "setup.pond",
    "setup_goals": "setup.goals",
    "setup_ranks": "solo.helper",
    "refill": "setup.wisps",
    "firefly": "solo.firefly",
    "ghost_cat": "solo.pond",
    "choose": "overview.choose",
    "shape": "turn.shape",
    "place": "turn.place",
    "wisp": "turn.shape",
    "trees": "tree.place",
    "cat_move": "round_end.cat_move",
    "end": "end.winner",
}

__all__ = ["WispwoodAction", "WispwoodGame", "WispwoodState", "hat_allowed"]
