"""Tawa Hallae exercises: generators for the rule paragraphs (see :mod:`boardtutor.practice`).

Most positions are small scenes built with ``with_setup`` (the same gate as a saved game): the animal
the rule is about, put where its rule matters (in the water, in front of an enemy runner, inside the
enemy defence area, next to the enemy prison …), and a few more animals of both packs at random. The
set-up questions play the rulebook's free set-up from its start. Every answer is what the engine says:
its legal actions, or the position after the move is played out. A generator keeps a scene only where
its rule decides the answer: the animal it is about can move, the move it asks about is refused for the
reason the rule gives, the hit it asks about lands on the kind of animal the rule names.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Iterable

from ...core import RuleViolation
from ...i18n import Bilingual, Noun, Text
from ...practice import Exercise, because, generator, play_until, random_play, register
from . import GAME
from .rules import (
    A,
    ALL8,
    ANIMALS,
    AREA,
    AT,
    DEN,
    FACINGS,
    FIELDS,
    GOALS,
    HUNT,
    PACKS,
    PRISON,
    SEATS,
    TYPE,
    WATER,
    XY,
    TawaHallaeState,
    facings_for,
    neighbours,
)

ID = "tawa_hallae"
ARMOURED = ("lion", "tiger")
RUNNERS = tuple(k for k in ANIMALS if TYPE[k] == "runner")


# --- words ------------------------------------------------------------------------------------------------


def _animal(kind: str) -> Noun:
    return Noun(f"tawa_hallae.animal.{kind}")


def _msg(key: str, /, **params: Any) -> Text:
    return Text(f"tawa_hallae.practice.{key}", **params)


def _name(state: TawaHallaeState, seat: int) -> Bilingual:
    return state._name(seat)


def _names(state: TawaHallaeState) -> tuple[Text, ...]:
    return (_name(state, 0), _name(state, 1))


def _facing(facing: str) -> Text:
    return Text(f"tawa_hallae.facing.{facing}")


def _exercise(rule: str, kind: str, state: TawaHallaeState, question: Text, answers: Iterable, why: Text, **more: Any) -> Exercise:
    more.setdefault("viewer", None)  # nothing is hidden in Tawa Hallae: both packs see the whole arena
    return Exercise(game_id=ID, rule=rule, kind=kind, state=state, question=question, answers=frozenset(answers),
                    explanation=because(ID, rule, why), **more)


YES_NO = (_msg("yes"), _msg("no"))


# --- scenes -----------------------------------------------------------------------------------------------

Piece = tuple  # (seat, kind, field or None, facing or None)


def may_stand(seat: int, kind: str, field: str) -> bool:
    """Whether a scene may put this animal there (the save gate's board checks, not a rule copy: a field
    the gate refuses would only make with_setup refuse the scene)."""
    return field not in GOALS and (TYPE[kind] == "special" or field not in AREA[seat]) and not (kind == "spider" and field in WATER)


def _scene(rng: random.Random, pieces: list[Piece], *, turn: int, extra: int | None = None, spec: dict | None = None,
           fields: Callable[[int, str], Iterable[str]] | None = None) -> TawaHallaeState | None:
    """A position with ``pieces`` (a field or facing None: chosen at random) and ``extra`` more animals of
    both packs at random places; ``turn`` moves. None when the gate refuses it."""
    board: dict[str, tuple[int, str, str]] = {}
    taken = set()
    for seat, kind, field, facing in pieces:
        if field is None:
            options = [f for f in (fields(seat, kind) if fields else FIELDS) if f not in board and may_stand(seat, kind, f)]
            if not options:
                return None
            field = rng.choice(options)
        if field in board or (seat, kind) in taken:
            return None
        board[field] = (seat, kind, facing or rng.choice(facings_for(seat, kind)))
        taken.add((seat, kind))
    count = rng.randint(2, 8) if extra is None else extra
    for _ in range(count):
        seat = rng.randrange(2)
        kind = rng.choice([k for k in PACKS[seat] if (seat, k) not in taken])
        options = [f for f in FIELDS if f not in board and may_stand(seat, kind, f)]
        field = rng.choice(options)
        board[field] = (seat, kind, rng.choice(facings_for(seat, kind)))
        taken.add((seat, kind))
    data = {"board": {f: f"{SEATS[s]} {k} {d}" for f, (s, k, d) in board.items()}, "turn": SEATS[turn]}
    data.update(spec or {})
    base = GAME.new_initial_state(seed=rng.randrange(10**9))
    try:
        return base.with_setup(data)
    except RuleViolation:
        return None


def _spec_of(state: TawaHallaeState, **changes: Any) -> dict:
    """The with_setup spec of a scene (to build it again with a change)."""
    spec = {"board": {f: f"{SEATS[s]} {k} {d}" for f, (s, k, d) in state.board.items()}, "turn": SEATS[state.turn],
            "points": list(state.points), "armour": list(state.armour),
            "prison": {SEATS[s]: list(state.prison[s]) for s in (0, 1) if state.prison[s]},
            "last_hunt": SEATS[state.last_hunt] if state.last_hunt is not None else None}
    spec.update(changes)
    return spec


def _rebuild(state: TawaHallaeState, **changes: Any) -> TawaHallaeState | None:
    try:
        return state.with_setup(_spec_of(state, **changes))
    except RuleViolation:
        return None


def _moves_from(state: TawaHallaeState, origin: str) -> list[str]:
    return [a.args[1] for a in state.legal_actions() if a.kind == "move" and a.args[0] == origin]


def _legal(state: TawaHallaeState, origin: str, target: str) -> bool:
    return A("move", (origin, target)) in state.legal_actions()


def _line(origin: str, target: str) -> list[str] | None:
    """The fields between two fields on one straight or diagonal line (None if they are not on one)."""
    (ox, oy), (tx, ty) = XY[origin], XY[target]
    dx, dy = tx - ox, ty - oy
    if not (dx == 0 or dy == 0 or abs(dx) == abs(dy)) or (dx, dy) == (0, 0):
        return None
    n = max(abs(dx), abs(dy))
    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    return [AT[(ox + sx * i, oy + sy * i)] for i in range(1, n)]


def _distance(origin: str, target: str) -> int:
    (ox, oy), (tx, ty) = XY[origin], XY[target]
    return max(abs(tx - ox), abs(ty - oy))


def _step(field: str, vector: tuple[int, int], n: int = 1) -> str | None:
    x, y = XY[field]
    return AT.get((x + vector[0] * n, y + vector[1] * n))


# --- which fields can this animal reach? --------------------------------------------------------------------

REACH: dict[str, tuple[Callable, Callable]] = {}
"""rule → (the scene's first piece and its field choice, whether the rule decides this animal's reach)."""


def _reach_rule(rule: str, kinds: Callable[[int], Iterable[str]], where: Callable[[int, str], Iterable[str]] | None,
                relevant: Callable[[TawaHallaeState, str, list[str]], bool], **scene: Any) -> None:
    def make(rng: random.Random) -> Exercise | None:
        seat = rng.randrange(2)
        kind = rng.choice(list(kinds(seat)))
        state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=where, **scene)
        if state is None:
            return None
        origin = state.where(seat, kind)
        targets = _moves_from(state, origin)
        if not targets or not relevant(state, origin, targets):
            return None
        facing = state.board[origin][2]
        return _exercise(rule, "fields", state,
                         _msg("reach.question", name=_name(state, seat), animal=_animal(kind), field=origin, facing=_facing(facing)),
                         targets, _msg(f"reach.why_{rule.replace('.', '_')}", animal=_animal(kind), field=origin, count=len(targets)),
                         highlight=(origin,))

    register(ID, rule, "fields", make, "reach")


def _pack_kinds(*kinds: str) -> Callable[[int], list[str]]:
    return lambda seat: [k for k in kinds if k in PACKS[seat]]


def _land(seat: int, kind: str) -> list[str]:
    return [f for f in FIELDS if f not in WATER]


def _water(seat: int, kind: str) -> list[str]:
    return sorted(WATER)


def _near_water(seat: int, kind: str) -> list[str]:
    return [f for f in FIELDS if f not in WATER and any(_step(f, v, n) in WATER for v in ALL8 for n in (1, 2))]


def _crossing(state: TawaHallaeState, origin: str, targets: list[str]) -> bool:
    """Some target lies beyond a water field on its line."""
    return any((line := _line(origin, t)) is not None and any(f in WATER for f in line) for t in targets)


def _bent(origin: str, target: str) -> bool:
    return _line(origin, target) is None


def _other_facing_differs(state: TawaHallaeState, origin: str, targets: list[str]) -> bool:
    seat, kind, facing = state.board[origin]
    return any(set(state.reach(origin, f)) != set(targets) for f in facings_for(seat, kind) if f != facing)


def _in_front_rows(seat: int, kind: str) -> list[str]:
    """Fields two or three rows before the enemy defence area."""
    rows = (9, 10, 11) if seat == 0 else (1, 2, 3)
    return [f for f in FIELDS if XY[f][1] in rows]


def _inside_enemy_area(seat: int, kind: str) -> list[str]:
    return sorted(AREA[1 - seat])


def _next_to_own_area(seat: int, kind: str) -> list[str]:
    return [f for f in FIELDS if f not in AREA[seat] and any(n in AREA[seat] for n in neighbours(f))]


def _behind_own_area(seat: int, kind: str) -> list[str]:
    edge = 0 if seat == 0 else 12
    return [f for f in FIELDS if XY[f][1] in (edge, abs(edge - 1)) and f not in AREA[seat] and f not in GOALS]


_reach_rule("facing.triangle", lambda s: [k for k in PACKS[s] if k in ("lion", "tiger", "wolf", "cheetah", "rhino", "elephant", "hippo", "crocodile")],
            _land, _other_facing_differs)
_reach_rule("facing.directions", _pack_kinds("wolf", "cheetah", "crocodile", "hippo"), _land, _other_facing_differs)
_reach_rule("ranges.land_or_water", _pack_kinds("lion", "tiger", "wolf", "cheetah", "zebra", "gorilla"), _water,
            lambda s, o, t: bool(t))
_reach_rule("ranges.numbers", _pack_kinds("cheetah", "zebra", "lion", "tiger", "vulture"), _land,
            lambda s, o, t: any(_distance(o, x) >= 3 for x in t))
_reach_rule("predators.lion_tiger", _pack_kinds("lion", "tiger"), _land, lambda s, o, t: any(_bent(o, x) for x in t))
_reach_rule("predators.wolf", _pack_kinds("wolf"), _land, lambda s, o, t: any(_bent(o, x) for x in t))
_reach_rule("destroyers.rhino_elephant", _pack_kinds("rhino", "elephant"), None, lambda s, o, t: True)
_reach_rule("destroyers.gorilla", _pack_kinds("gorilla"), _land,
            lambda s, o, t: any((line := _line(o, x)) and any(f in s.board for f in line) for x in t), extra=10)
_reach_rule("runners.forward", lambda s: RUNNERS, _land, lambda s, o, t: s.board[o][2] in ("e", "w"))  # sideways: half its diagonals lead back
_reach_rule("runners.gazelle_giraffe", _pack_kinds("gazelle", "giraffe"), None, lambda s, o, t: True)
_reach_rule("runners.zebra", _pack_kinds("zebra"), None, lambda s, o, t: True)
_reach_rule("runners.kangaroo", _pack_kinds("kangaroo"), _land,
            lambda s, o, t: any((line := _line(o, x)) and any(f in s.board for f in line) for x in t), extra=10)
_reach_rule("aquatic.crocodile", _pack_kinds("crocodile"), None, lambda s, o, t: True)
_reach_rule("aquatic.hippo", _pack_kinds("hippo"), None, lambda s, o, t: True)
_reach_rule("aquatic.anaconda", _pack_kinds("anaconda"), None, lambda s, o, t: True)
_reach_rule("water.from_water", _pack_kinds("lion", "tiger", "wolf", "cheetah", "zebra", "rhino", "crocodile", "hippo", "anaconda"), _water,
            lambda s, o, t: any(x not in WATER for x in t))
_reach_rule("water.stop_on_entry", _pack_kinds("lion", "tiger", "wolf", "cheetah", "zebra", "rhino", "elephant", "gazelle", "giraffe"),
            _near_water, lambda s, o, t: any(x in WATER for x in t))
_reach_rule("water.aquatic_from_land", _pack_kinds("crocodile", "hippo"), _near_water, _crossing)
_reach_rule("water.no_crossing", _pack_kinds("kangaroo", "gorilla", "vulture"), _near_water, lambda s, o, t: any(x in WATER for x in t))
_reach_rule("vulture.long_move", _pack_kinds("vulture"), _land, lambda s, o, t: any(_distance(o, x) >= 7 for x in t), extra=3)
_reach_rule("animals.in_the_way", _pack_kinds("lion", "tiger", "wolf", "cheetah", "zebra"), _land,
            lambda s, o, t: any(n in s.board for n in neighbours(o)), extra=12)
_reach_rule("defence.one_step", lambda s: [k for k in PACKS[s] if TYPE[k] != "special"], _inside_enemy_area, lambda s, o, t: True)
_reach_rule("defence.may_leave", lambda s: [k for k in PACKS[s] if TYPE[k] not in ("special", "runner")], _inside_enemy_area,
            lambda s, o, t: any(x not in AREA[s.turn ^ 1] for x in t))
_reach_rule("defence.attacker_stops", _pack_kinds("lion", "tiger", "wolf", "cheetah", "zebra", "gazelle", "giraffe"), _in_front_rows,
            lambda s, o, t: any(x in AREA[1 - s.turn] for x in t))
_reach_rule("defence.no_passing", _pack_kinds("lion", "tiger", "wolf", "rhino", "elephant", "gorilla"), _behind_own_area,
            lambda s, o, t: any((line := _line(o, x)) and any(f in AREA[s.turn] for f in line) for x in t))


# --- may this animal move there? ----------------------------------------------------------------------------

WHY_NOT = {
    "packs.one_per_field": "own_animal",
    "spider.no_water": "spider_water",
    "defence.own_area": "own_area",
    "arena.goals": "own_goal",
    "freeing.first_move": "free_first",
    "freeing.prison": "nobody_to_free",
}
"""The refusals asked about: the rule a refused move cites → its answer."""


def _facts(state: TawaHallaeState, origin: str, target: str) -> dict[str, bool]:
    """What is true of this move's position (to offer only wrong reasons that are plainly false here)."""
    seat, kind, _ = state.board[origin]
    return {
        "allowed": _legal(state, origin, target),
        "own_animal": target in state.board and state.board[target][0] == seat,
        "spider_water": kind == "spider" and target in WATER,
        "own_area": target in AREA[seat],
        "own_goal": target in GOALS and target in (HUNT[seat] | {PRISON[seat]}),
        "free_first": target == PRISON[1 - seat] and state.used > 0,
        "nobody_to_free": target == PRISON[1 - seat] and not state.prison[seat],
        "one_step": origin in AREA[1 - seat],
        "moved_already": kind in state.moved,
    }


def _may_move(rule: str, state: TawaHallaeState, origin: str, target: str, rng: random.Random) -> Exercise | None:
    if _legal(state, origin, target):
        return None
    try:
        state.apply(A("move", (origin, target)))
        return None
    except RuleViolation as refusal:
        if refusal.rule is None or refusal.rule.section != rule:
            return None
        why = refusal.text
    facts = _facts(state, origin, target)
    right = WHY_NOT[rule]
    wrong = [k for k, true in facts.items() if not true and k != right]
    options = [right, *rng.sample(wrong, 3)]
    rng.shuffle(options)
    seat, kind, _ = state.board[origin]
    return _exercise(rule, "choice", state, _msg("may_move.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                     {options.index(right)}, why, choices=tuple(_msg(f"may_move.{o}") for o in options), highlight=(origin, target))


def _may_move_generator(rule: str, build: Callable[[random.Random], tuple | None]) -> None:
    def make(rng: random.Random) -> Exercise | None:
        found = build(rng)
        if found is None:
            return None
        return _may_move(rule, *found, rng)

    register(ID, rule, "choice", make, "may_move")


def _ahead(state: TawaHallaeState, origin: str, test: Callable[[str], bool]) -> list[str]:
    """Fields one or two steps from ``origin`` (any direction) where ``test`` holds."""
    return [f for v in ALL8 for n in (1, 2) if (f := _step(origin, v, n)) is not None and test(f)]


def _build_own_animal(rng: random.Random) -> tuple | None:
    seat = rng.randrange(2)
    kind = rng.choice([k for k in PACKS[seat] if TYPE[k] != "special"])
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=_land, extra=3)
    if state is None:
        return None
    origin = state.where(seat, kind)
    targets = _moves_from(state, origin)
    empty = [t for t in targets if t not in state.board]
    if not empty:
        return None
    target = rng.choice(empty)  # put an animal of its own pack where it could have gone
    others = [k for k in PACKS[seat] if k != kind and state.where(seat, k) is None and may_stand(seat, k, target)]
    if not others:
        return None
    other = rng.choice(others)
    board = dict(_spec_of(state)["board"])
    board[target] = f"{SEATS[seat]} {other} {rng.choice(facings_for(seat, other))}"
    state = _rebuild(state, board=board)
    return None if state is None else (state, origin, target)


def _build_spider(rng: random.Random) -> tuple | None:
    seat = rng.randrange(2)
    state = _scene(rng, [(seat, "spider", None, None)], turn=seat, fields=_near_water, extra=4)
    if state is None:
        return None
    origin = state.where(seat, "spider")
    water = _ahead(state, origin, lambda f: f in WATER and f not in state.board)
    return (state, origin, rng.choice(water)) if water else None


def _build_own_area(rng: random.Random) -> tuple | None:
    seat = rng.randrange(2)
    kind = rng.choice([k for k in PACKS[seat] if TYPE[k] not in ("special", "runner")])
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=_next_to_own_area, extra=4)
    if state is None:
        return None
    origin = state.where(seat, kind)
    inside = [f for f in neighbours(origin) if f in AREA[seat] and f not in state.board]
    return (state, origin, rng.choice(inside)) if inside else None


def _build_own_goal(rng: random.Random) -> tuple | None:
    seat = rng.randrange(2)
    kind = rng.choice(("turtle", "spider", "vulture"))  # only a special animal stands next to its own goals
    near = [f for f in FIELDS if any(n in GOALS and n in (HUNT[seat] | {PRISON[seat]}) for n in neighbours(f))]
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=lambda s, k: near, extra=4)
    if state is None:
        return None
    origin = state.where(seat, kind)
    goals = [f for f in neighbours(origin) if f in HUNT[seat] or f == PRISON[seat]]
    return (state, origin, rng.choice(goals)) if goals else None


def _next_to_enemy_prison(seat: int, kind: str) -> list[str]:
    return [f for f in neighbours(PRISON[1 - seat]) if f in AREA[1 - seat]]


def _build_prison(rng: random.Random, prisoners: bool) -> tuple | None:
    seat = rng.randrange(2)
    kind = rng.choice([k for k in PACKS[seat] if TYPE[k] not in ("special",)])
    caught = rng.sample([k for k in PACKS[seat] if k not in (kind, "turtle")], rng.randint(1, 6)) if prisoners else []
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=_next_to_enemy_prison, extra=rng.randint(1, 4),
                   spec={"prison": {SEATS[seat]: caught}} if caught else None)
    if state is None:
        return None
    return state, state.where(seat, kind), PRISON[1 - seat]


def _build_free_first(rng: random.Random) -> tuple | None:
    found = _build_prison(rng, True)
    if found is None:
        return None
    state, origin, target = found
    seat, kind = state.turn, state.board[origin][1]
    first = [a for a in state.legal_actions() if a.args and a.args[0] != origin and a.kind in ("move", "turn")
             and not (a.kind == "move" and a.args[1] in GOALS)]
    if not first:
        return None
    state = state.apply(rng.choice(first))
    while state.phase == "face":
        state = state.apply(state.legal_actions()[0])
    if state.phase != "move" or state.turn != seat or state.where(seat, kind) != origin:
        return None
    return state, origin, target


_may_move_generator("packs.one_per_field", _build_own_animal)
_may_move_generator("spider.no_water", _build_spider)
_may_move_generator("defence.own_area", _build_own_area)
_may_move_generator("arena.goals", _build_own_goal)
_may_move_generator("freeing.prison", lambda rng: _build_prison(rng, False))
_may_move_generator("freeing.first_move", _build_free_first)


# --- attacks: can it hit, what happens, where does it stand -------------------------------------------------


def _attack(rng: random.Random, attackers: Iterable[str], victims: Iterable[str], *, seat: int | None = None,
            where: Callable[[int, str], Iterable[str]] | None = None, victim_seat: int | None = None,
            victim_fields: Callable[[int, str], Iterable[str]] | None = None,
            victim_facing: Callable[[int, str, tuple[int, int]], str] | None = None, extra: int | None = None,
            spec: dict | None = None, victim_spec: dict | None = None) -> tuple[TawaHallaeState, str, str] | None:
    """A scene where an animal (of ``attackers``, seat to move) could run onto an empty field, and an
    animal of ``victims`` (the enemy's, unless ``victim_seat``) then stands there: (state, origin, target).
    Whether the attack is legal there is left to the rules of the victim (the engine decides).
    ``victim_spec`` is set once the victim stands there (its armour)."""
    seat = rng.randrange(2) if seat is None else seat
    other = 1 - seat if victim_seat is None else victim_seat
    kinds = [k for k in attackers if k in PACKS[seat]]
    prey = [k for k in victims if k in PACKS[other] and not (other == seat and k in kinds)]
    if not kinds or not prey:
        return None
    kind = rng.choice(kinds)
    victim = rng.choice([k for k in prey if k != kind or other != seat])
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=where, extra=extra, spec=spec)
    if state is None or state.where(other, victim) is not None:
        return None
    origin = state.where(seat, kind)
    allowed = victim_fields(other, victim) if victim_fields else FIELDS
    empty = [t for t in _moves_from(state, origin) if t not in state.board and t in allowed and may_stand(other, victim, t)]
    if not empty:
        return None
    target = rng.choice(empty)
    (ox, oy), (tx, ty) = XY[origin], XY[target]
    vector = ((tx > ox) - (tx < ox), (ty > oy) - (ty < oy))
    facing = victim_facing(other, victim, vector) if victim_facing else rng.choice(facings_for(other, victim))
    board = dict(_spec_of(state)["board"])
    board[target] = f"{SEATS[other]} {victim} {facing}"
    state = _rebuild(state, board=board, **(victim_spec or {}))
    return None if state is None else (state, origin, target)


def _along(seat: int, kind: str, vector: tuple[int, int]) -> str:
    """A facing on the line of the attack (head-on or from behind), one the animal may take."""
    options = [f for f in facings_for(seat, kind) if (f in ("n", "s")) == (vector[0] == 0) and vector[0] * vector[1] == 0]
    return options[0] if options else facings_for(seat, kind)[0]


NOT_TURTLE = tuple(k for k in ANIMALS if k != "turtle")
PLAIN = tuple(k for k in ANIMALS if k != "turtle" and TYPE[k] != "runner")
HITTERS = tuple(k for k in ANIMALS if k != "turtle" and TYPE[k] not in ("runner",) and k != "cheetah")


def _can_hit(rule: str, build: Callable[[random.Random], tuple | None]) -> None:
    """Can this animal hit that one now? Yes if the engine has the move."""
    def make(rng: random.Random) -> Exercise | None:
        found = build(rng)
        if found is None:
            return None
        state, origin, target = found
        seat, kind, _ = state.board[origin]
        other, victim, facing = state.board[target]
        yes = _legal(state, origin, target)
        return _exercise(rule, "choice", state,
                         _msg("can_hit.question", name=_name(state, seat), animal=_animal(kind), origin=origin,
                              other=_name(state, other), victim=_animal(victim), target=target),
                         {0 if yes else 1}, _msg(f"can_hit.{'yes' if yes else 'no'}_{rule.replace('.', '_')}", animal=_animal(kind), victim=_animal(victim)),
                         choices=YES_NO, highlight=(origin, target))

    register(ID, rule, "choice", make, "can_hit")


def _own_home(seat: int, kind: str) -> list[str]:
    return [f for f in FIELDS if f in DEN[seat] or f in AREA[seat]]


def _away_from_home(seat: int, kind: str) -> list[str]:
    return [f for f in FIELDS if f not in DEN[seat] and f not in AREA[seat]]


_can_hit("runners.not_head_on", lambda rng: _attack(rng, HITTERS, RUNNERS, where=_land, victim_facing=_along))
_can_hit("runners.side_only", lambda rng: _attack(rng, HITTERS, RUNNERS, where=_land))
_can_hit("predators.cheetah", lambda rng: _attack(rng, ("cheetah",), RUNNERS, where=_land, victim_facing=_along))
_can_hit("turtle.safe_at_home", lambda rng: _attack(rng, NOT_TURTLE, ("turtle",), victim_fields=rng.choice((_own_home, _own_home, _away_from_home))))
_can_hit("turtle.never_captures", lambda rng: _attack(rng, ("turtle",), NOT_TURTLE))
_can_hit("animals.all_capture", lambda rng: _attack(rng, NOT_TURTLE, PLAIN, where=_land))


FATES = ("imprisoned", "armour", "home", "nothing")


def _fate(before: TawaHallaeState, after: TawaHallaeState, seat: int, kind: str) -> str:
    """What became of a pack's animal with one move, as the played-out position shows."""
    if kind in after.prison[seat] and kind not in before.prison[seat]:
        return "imprisoned"
    if kind == "turtle" and any(p["kind"] == "home" and p["seat"] == seat for p in after.pending):
        return "home"
    if kind in ARMOURED and before.armour[seat] and not after.armour[seat]:
        return "armour"
    return "nothing"


def _legal_attack(build: Callable[[random.Random], tuple | None], rng: random.Random) -> tuple | None:
    """A scene from ``build`` whose move (origin → target) the engine allows: (state, origin, target)."""
    found = build(rng)
    if found is None or not _legal(*found):
        return None
    return found


def _what_happens(rule: str, build: Callable[[random.Random], tuple | None], subject: str = "victim") -> None:
    """X moves from o to t: what happens to the animal on t (or to X itself)? The engine plays it."""
    def make(rng: random.Random) -> Exercise | None:
        found = _legal_attack(build, rng)
        if found is None:
            return None
        state, origin, target = found
        seat, kind, _ = state.board[origin]
        who, what = (state.board[target][0], state.board[target][1]) if subject == "victim" else (seat, kind)
        after = state.apply(A("move", (origin, target)))
        fate = _fate(state, after, who, what)
        return _exercise(rule, "choice", state,
                         _msg("fate.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target,
                              other=_name(state, who), subject=_animal(what)),
                         {FATES.index(fate)}, _msg(f"fate.why_{fate}", other=_name(state, who), subject=_animal(what)),
                         choices=tuple(_msg(f"fate.{f}") for f in FATES), highlight=(origin, target))

    register(ID, rule, "choice", make, "fate")


def _armoured(rng: random.Random, seat: int) -> dict:
    """The spec of a pack whose lion (tiger) wears armour: it has hunted, so it has points."""
    points = [0, 0]
    points[seat] = rng.randint(1, 4)
    return {"armour": [s == seat for s in (0, 1)], "points": points, "last_hunt": SEATS[seat]}


def _armour_attack(rng: random.Random, attackers: Iterable[str] = PLAIN, **more: Any):
    seat = rng.randrange(2)
    return _attack(rng, attackers, ARMOURED, seat=seat, where=_land, victim_spec=_armoured(rng, 1 - seat), **more)


def _web_fields(state: TawaHallaeState, seat: int) -> frozenset:
    return state.web(seat)


def _into_web(rng: random.Random, kinds: Iterable[str]) -> tuple | None:
    seat = rng.randrange(2)
    kind = rng.choice([k for k in kinds if k in PACKS[seat]])
    state = _scene(rng, [(seat, kind, None, None), (1 - seat, "spider", None, None)], turn=seat, fields=lambda s, k: _land(s, k), extra=3)
    if state is None:
        return None
    origin = state.where(seat, kind)
    web = state.web(1 - seat)
    targets = [t for t in _moves_from(state, origin) if t in web and t not in state.board  # a clear way: nothing caught on it
               and not any(f in state.board for f in _line(origin, t) or ())]
    return (state, origin, rng.choice(targets)) if targets else None


_what_happens("imprisoned.capture", lambda rng: _attack(rng, NOT_TURTLE, [k for k in PLAIN if k not in ARMOURED], where=_land))
_what_happens("armour.first_hit", _armour_attack)
_what_happens("turtle.sent_home", lambda rng: _attack(rng, NOT_TURTLE, ("turtle",), victim_fields=_away_from_home))
_what_happens("spider.enter_web", lambda rng: _into_web(rng, [k for k in NOT_TURTLE if k != "spider"]), subject="mover")
_what_happens("turtle.web_immune", lambda rng: _into_web(rng, ("turtle",)), subject="mover")


def _second_hit(rng: random.Random) -> tuple | None:
    """An armoured lion (tiger) that lost its armour to a first animal this turn, and a second attacker."""
    found = _armour_attack(rng, extra=0)
    if found is None:
        return None
    state, origin, target = found
    seat = state.turn
    kind = rng.choice([k for k in PLAIN if k in PACKS[seat] and state.where(seat, k) is None])
    spots = [f for f in neighbours(target) if f not in state.board and may_stand(seat, kind, f)]
    if not spots:
        return None
    board = dict(_spec_of(state)["board"])
    board[rng.choice(spots)] = f"{SEATS[seat]} {kind} {rng.choice(facings_for(seat, kind))}"
    state = _rebuild(state, board=board)
    if state is None or not _legal(state, origin, target):
        return None
    second = state.where(seat, kind)
    state = state.apply(A("move", (origin, target)))
    while state.phase == "face":
        state = state.apply(state.legal_actions()[0])
    if state.phase != "move" or state.turn != seat or target not in state.board or state.armour[1 - seat]:
        return None
    return state, second, target


_what_happens("armour.two_hits", _second_hit)


def _where_after(rule: str, build: Callable[[random.Random], tuple | None]) -> None:
    """Where does the attacker stand after this move? The engine plays it."""
    def make(rng: random.Random) -> Exercise | None:
        found = _legal_attack(build, rng)
        if found is None:
            return None
        state, origin, target = found
        seat, kind, _ = state.board[origin]
        after = state.apply(A("move", (origin, target)))
        field = after.where(seat, kind)
        if field is None:
            return None
        return _exercise(rule, "fields", state,
                         _msg("where.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                         {field}, _msg("where.why_back" if field == origin else "where.why_stays", animal=_animal(kind), field=field),
                         highlight=(origin, target))

    register(ID, rule, "fields", make, "where")


def _defender(rng: random.Random, special: bool) -> tuple | None:
    """A defender hits an attacker in its own defence area: a special animal standing there, or an
    animal from outside (then no special animal of its own stands in the area)."""
    seat = rng.randrange(2)
    if special:
        kind = rng.choice(("vulture", "spider"))
        where = lambda s, k: sorted(AREA[s])  # noqa: E731
    else:
        kind = rng.choice([k for k in PACKS[seat] if TYPE[k] in ("predator", "destroyer")])
        where = _next_to_own_area
    prey = [k for k in PLAIN if k in PACKS[1 - seat] and k not in ARMOURED]
    victim = rng.choice(prey)
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=where, extra=3)
    if state is None or state.where(1 - seat, victim) is not None:
        return None
    origin = state.where(seat, kind)
    spots = [f for f in neighbours(origin) if f in AREA[seat] and f not in state.board]
    if not spots:
        return None
    target = rng.choice(spots)
    board = {f: v for f, v in _spec_of(state)["board"].items() if not (f in AREA[seat] and f != origin)}
    board[target] = f"{SEATS[1 - seat]} {victim} {rng.choice(facings_for(1 - seat, victim))}"
    state = _rebuild(state, board=board)
    return None if state is None else (state, origin, target)


_where_after("spring.back", lambda rng: _armour_attack(rng, HITTERS))
_where_after("defence.spring_in", lambda rng: _defender(rng, False))
_where_after("defence.special_stays", lambda rng: _defender(rng, True))


def _blocked_by_special(rng: random.Random) -> tuple | None:
    """A defender that could hit an attacker in its own area – and, mostly, a special animal of its own
    pack standing in that area too."""
    found = _defender(rng, False)
    if found is None:
        return None
    state, origin, target = found
    if not _legal(state, origin, target):  # without the special animal the defender could hit: only it decides
        return None
    if rng.random() < 0.3:
        return found
    seat = state.turn
    special = rng.choice([k for k in ("turtle", "vulture", "spider") if state.where(seat, k) is None] or ["turtle"])
    if state.where(seat, special) is not None:
        return None
    spots = [f for f in sorted(AREA[seat]) if f not in state.board and may_stand(seat, special, f)]
    if not spots:
        return None
    board = dict(_spec_of(state)["board"])
    board[rng.choice(spots)] = f"{SEATS[seat]} {special} {rng.choice(facings_for(seat, special))}"
    state = _rebuild(state, board=board)
    return None if state is None else (state, origin, target)


_can_hit("defence.special_blocks", _blocked_by_special)


@generator(ID, rule="runners.keep_facing", kind="choice")
def keep_facing(rng: random.Random) -> Exercise | None:
    """A runner has hit an animal: which way does it face afterwards?"""
    found = _legal_attack(lambda r: _attack(r, RUNNERS, [k for k in PLAIN if k not in ARMOURED], where=_land), rng)
    if found is None:
        return None
    state, origin, target = found
    seat, kind, facing = state.board[origin]
    after = state.apply(A("move", (origin, target)))
    field = after.where(seat, kind)
    if field is None or after.phase == "face":
        return None
    options = facings_for(seat, kind)
    return _exercise("runners.keep_facing", "choice", state,
                     _msg("keep_facing.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target, facing=_facing(facing)),
                     {options.index(after.board[field][2])}, _msg("keep_facing.why", animal=_animal(kind), facing=_facing(after.board[field][2])),
                     choices=tuple(_facing(f) for f in options), highlight=(origin, target))


@generator(ID, rule="destroyers.run", kind="number")
def destroyer_run(rng: random.Random) -> Exercise | None:
    """How many animals does the destroyer imprison in one run?"""
    seat = rng.randrange(2)
    kind = rng.choice(("rhino", "elephant"))
    facing = rng.choice(("n", "s"))
    state = _scene(rng, [(seat, kind, None, facing)], turn=seat, fields=_land, extra=2)
    if state is None:
        return None
    origin = state.where(seat, kind)
    vector = (0, 1) if facing == "n" else (0, -1)
    prey = [k for k in PLAIN if k in PACKS[1 - seat] and TYPE[k] != "destroyer" and k not in ARMOURED and state.where(1 - seat, k) is None]
    board = dict(_spec_of(state)["board"])
    for n in range(1, rng.randint(2, 3) + 1):
        field = _step(origin, vector, n)
        if field is None or field in board or not prey or not may_stand(1 - seat, prey[0], field):
            return None
        victim = prey.pop(rng.randrange(len(prey)))
        board[field] = f"{SEATS[1 - seat]} {victim} {rng.choice(facings_for(1 - seat, victim))}"
    state = _rebuild(state, board=board)
    if state is None:
        return None
    best = None
    for target in _moves_from(state, origin):
        after = state.apply(A("move", (origin, target)))
        caught = len(after.prison[1 - seat]) - len(state.prison[1 - seat])
        if best is None or caught > best[1]:
            best = (target, caught)
    if best is None or best[1] < 2:
        return None
    target, caught = best
    return _exercise("destroyers.run", "number", state,
                     _msg("run.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                     {caught}, _msg("run.why", animal=_animal(kind), count=caught), highlight=(origin, target))


# --- hunting ---------------------------------------------------------------------------------------------------


def _next_to_enemy_hunt(seat: int, kind: str) -> list[str]:
    return [f for f in sorted(AREA[1 - seat]) if any(n in HUNT[1 - seat] for n in neighbours(f))]


def _hunt(rng: random.Random, kinds: Iterable[str], points: tuple[int, int] = (0, 3), armour: bool | None = False,
          ) -> tuple[TawaHallaeState, str, str, TawaHallaeState] | None:
    """An animal next to an enemy hunt field, the hunt played: (before, origin, hunt field, after)."""
    seat = rng.randrange(2)
    kind = rng.choice([k for k in kinds if k in PACKS[seat]])
    score = [0, 0]
    score[seat] = rng.randint(*points)
    score[1 - seat] = rng.randint(0, 3)
    spec: dict[str, Any] = {"points": score}
    if any(score):
        spec["last_hunt"] = SEATS[rng.choice([s for s in (0, 1) if score[s]])]
    if armour and score[seat]:
        spec["armour"] = [s == seat for s in (0, 1)]
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=_next_to_enemy_hunt, extra=rng.randint(1, 5), spec=spec)
    if state is None:
        return None
    origin = state.where(seat, kind)
    hunts = [t for t in _moves_from(state, origin) if t in HUNT[1 - seat]]
    if not hunts:
        return None
    target = rng.choice(hunts)
    return state, origin, target, state.apply(A("move", (origin, target)))


def _hunt_points(rule: str, kinds: Iterable[str]) -> None:
    def make(rng: random.Random) -> Exercise | None:
        found = _hunt(rng, kinds, points=(0, 2))
        if found is None:
            return None
        state, origin, target, after = found
        seat, kind, _ = state.board[origin]
        if after.is_terminal():
            return None
        return _exercise(rule, "number", state,
                         _msg("hunt_points.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target, points=state.points[seat]),
                         {after.points[seat]}, _msg("hunt_points.why", animal=_animal(kind), gain=after.points[seat] - state.points[seat], points=after.points[seat]),
                         highlight=(origin, target))

    register(ID, rule, "number", make, "hunt_points")


_hunt_points("hunt.point", [k for k in ANIMALS if k != "turtle" and TYPE[k] != "special"])
_hunt_points("turtle.double_hunt", ("turtle",))


def _armour_after_hunt(rule: str, points: tuple[int, int]) -> None:
    def make(rng: random.Random) -> Exercise | None:
        found = _hunt(rng, ARMOURED, points=points)
        if found is None:
            return None
        state, origin, target, after = found
        seat, kind, _ = state.board[origin]
        if after.is_terminal() or (rule == "armour.again" and not state.points[seat]):
            return None
        yes = after.armour[seat]
        return _exercise(rule, "choice", state,
                         _msg("armour_after.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                         {0 if yes else 1}, _msg("armour_after.why_yes" if yes else "armour_after.why_no", animal=_animal(kind)),
                         choices=YES_NO, highlight=(origin, target))

    register(ID, rule, "choice", make, "armour_after")


_armour_after_hunt("armour.gain", (0, 0))
_armour_after_hunt("armour.again", (1, 3))


@generator(ID, rule="hunt.restart", kind="fields")
def hunt_restart(rng: random.Random) -> Exercise | None:
    """The hunter goes back into its den: onto which fields?"""
    found = _hunt(rng, [k for k in ANIMALS if k != "turtle"], points=(0, 3))
    if found is None:
        return None
    state, origin, target, after = found
    if after.phase != "restart":
        return None
    seat, kind = after.pending[0]["seat"], after.pending[0]["animal"]
    fields = [a.args[0] for a in after.legal_actions() if a.kind == "restart"]
    return _exercise("hunt.restart", "fields", after, _msg("restart.question", name=_name(after, seat), animal=_animal(kind), target=target),
                     fields, _msg("restart.why", animal=_animal(kind), count=len(fields)), highlight=(target,))


AFTER_HUNT = ("den", "stays", "prison")


@generator(ID, rule="hunt.no_standing", kind="choice")
def hunt_no_standing(rng: random.Random) -> Exercise | None:
    """Where is the hunter right after the hunt?"""
    found = _hunt(rng, [k for k in ANIMALS if k != "turtle"], points=(0, 3))
    if found is None:
        return None
    state, origin, target, after = found
    if after.is_terminal():
        return None
    seat, kind, _ = state.board[origin]
    answer = "stays" if after.where(seat, kind) == target else "prison" if kind in after.prison[seat] else "den"
    return _exercise("hunt.no_standing", "choice", state,
                     _msg("after_hunt.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                     {AFTER_HUNT.index(answer)}, _msg("after_hunt.why", animal=_animal(kind), target=target),
                     choices=tuple(_msg(f"after_hunt.{a}") for a in AFTER_HUNT), highlight=(origin, target))


def _winner_choice(state: TawaHallaeState, after: TawaHallaeState) -> int:
    """Index into (red, blue, nobody yet)."""
    if not after.is_terminal():
        return 2
    return after.outcome().winners[0]


@generator(ID, rule="victory.five_points", kind="choice")
def five_points(rng: random.Random) -> Exercise | None:
    """After this hunt: has somebody won?"""
    found = _hunt(rng, [k for k in ANIMALS], points=(2, 4))
    if found is None:
        return None
    state, origin, target, after = found
    seat, kind, _ = state.board[origin]
    answer = _winner_choice(state, after)
    why = _msg("winner.why_points", name=_name(state, seat), points=after.points[seat]) if answer < 2 else \
        _msg("winner.why_not_yet", name=_name(state, seat), points=after.points[seat])
    return _exercise("victory.five_points", "choice", state,
                     _msg("winner.question_hunt", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target, points=state.points[seat]),
                     {answer}, why, choices=(*_names(state), _msg("winner.nobody")), highlight=(origin, target))


@generator(ID, rule="victory.all_imprisoned", kind="choice")
def all_imprisoned(rng: random.Random) -> Exercise | None:
    """The last enemy animal but the turtle is caught (or not): who has won?"""
    seat = rng.randrange(2)
    enemy = 1 - seat
    left = rng.choice([k for k in PLAIN if k in PACKS[enemy] and k not in ARMOURED])
    prisoners = [k for k in PACKS[enemy] if k not in (left, "turtle")]
    if rng.random() < 0.3:  # one more animal still free: the capture does not end the game
        prisoners.remove(rng.choice([k for k in prisoners if k not in ARMOURED]))
    found = _attack(rng, PLAIN, (left,), seat=seat, where=_land, extra=0, spec={"prison": {SEATS[enemy]: prisoners}})
    if found is None:
        return None
    state, origin, target = found
    missing = [k for k in PACKS[enemy] if k not in prisoners and k not in (left, "turtle")]
    if missing:
        spots = [f for f in FIELDS if f not in state.board and may_stand(enemy, missing[0], f) and f not in DEN[seat]]
        board = dict(_spec_of(state)["board"])
        board[rng.choice(spots)] = f"{SEATS[enemy]} {missing[0]} {rng.choice(facings_for(enemy, missing[0]))}"
        state = _rebuild(state, board=board)
    if state is None or not _legal(state, origin, target):
        return None
    _, kind, _ = state.board[origin]
    after = state.apply(A("move", (origin, target)))
    answer = _winner_choice(state, after)
    return _exercise("victory.all_imprisoned", "choice", state,
                     _msg("winner.question_capture", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                     {answer}, _msg("winner.why_captured" if answer < 2 else "winner.why_one_left", name=_name(state, seat), other=_name(state, enemy)),
                     choices=(*_names(state), _msg("winner.nobody")), highlight=(origin, target))


# --- the spider ------------------------------------------------------------------------------------------------


@generator(ID, rule="spider.web", kind="fields")
def web(rng: random.Random) -> Exercise | None:
    """Which fields are the spider's web?"""
    seat = rng.randrange(2)
    state = _scene(rng, [(seat, "spider", None, None)], turn=rng.randrange(2), extra=rng.randint(2, 6))
    if state is None:
        return None
    field = state.where(seat, "spider")
    fields = state.web(seat)
    if not fields or len(fields) == len(neighbours(field)) and rng.random() < 0.6:  # mostly where water or the edge matter
        return None
    return _exercise("spider.web", "fields", state, _msg("web.question", name=_name(state, seat), field=field), fields,
                     _msg("web.why", count=len(fields)), highlight=(field,))


@generator(ID, rule="spider.danger", kind="fields")
def danger(rng: random.Random) -> Exercise | None:
    """The spider moves: which enemy animals are then in danger?"""
    seat = rng.randrange(2)
    state = _scene(rng, [(seat, "spider", None, None)], turn=seat, fields=_land, extra=rng.randint(8, 12))
    if state is None:
        return None
    origin = state.where(seat, "spider")
    options = []
    for target in _moves_from(state, origin):
        after = state.apply(A("move", (origin, target)))
        if after.danger[1 - seat] and after.where(seat, "spider") == target:
            options.append((target, [after.where(1 - seat, k) for k in after.danger[1 - seat]]))
    if not options:
        return None
    target, fields = rng.choice(options)
    return _exercise("spider.danger", "fields", state, _msg("danger.question", name=_name(state, seat), origin=origin, target=target),
                     fields, _msg("danger.why", count=len(fields)), highlight=(origin, target))


# --- freeing prisoners -------------------------------------------------------------------------------------------


def _freeing(rng: random.Random, kinds: Iterable[str] | None = None) -> tuple[TawaHallaeState, str, TawaHallaeState] | None:
    """An animal runs onto the enemy prison: (before, origin, the position where its pack frees)."""
    seat = rng.randrange(2)
    pool = [k for k in (kinds or PACKS[seat]) if k in PACKS[seat]]
    kind = rng.choice(pool)
    caught = rng.sample([k for k in PACKS[seat] if k not in (kind, "turtle")], rng.randint(1, 7))
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, fields=_next_to_enemy_prison, extra=rng.randint(1, 4),
                   spec={"prison": {SEATS[seat]: caught}})
    if state is None:
        return None
    origin = state.where(seat, kind)
    if not _legal(state, origin, PRISON[1 - seat]):
        return None
    return state, origin, state.apply(A("move", (origin, PRISON[1 - seat])))


def _play_out(state: TawaHallaeState, rng: random.Random, seat: int) -> TawaHallaeState | None:
    """Random choices until the other pack's turn starts."""
    return play_until(state, rng, lambda s: s.is_terminal() or (s.phase == "move" and s.turn != seat), max_plies=40)


@generator(ID, rule="freeing.placement", kind="fields")
def freeing_placement(rng: random.Random) -> Exercise | None:
    """Where may a freed animal be placed?"""
    found = _freeing(rng)
    if found is None:
        return None
    state, origin, free = found
    if free.phase == "face":
        free = free.apply(free.legal_actions()[0])
    if free.phase != "release":
        return None
    seat = free.pending[0]["seat"]
    kinds = sorted({a.args[0] for a in free.legal_actions() if a.kind == "place"})
    if not kinds:
        return None
    kind = rng.choice(kinds)
    fields = [a.args[1] for a in free.legal_actions() if a.kind == "place" and a.args[0] == kind]
    return _exercise("freeing.placement", "fields", free, _msg("placement.question", name=_name(free, seat), animal=_animal(kind)),
                     fields, _msg("placement.why", animal=_animal(kind), count=len(fields)))


LIBERATOR = ("prison", "den", "prison_field")


def _liberator(rule: str, kinds: Iterable[str]) -> None:
    def make(rng: random.Random) -> Exercise | None:
        found = _freeing(rng, kinds)
        if found is None:
            return None
        state, origin, free = found
        seat, kind, _ = state.board[origin]
        after = _play_out(free, rng, seat)
        if after is None or after.is_terminal():
            return None
        field = after.where(seat, kind)
        answer = "prison" if kind in after.prison[seat] else "prison_field" if field == PRISON[1 - seat] else "den" if field in DEN[seat] else None
        if answer is None:
            return None
        return _exercise(rule, "choice", state,
                         _msg("liberator.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=PRISON[1 - seat]),
                         {LIBERATOR.index(answer)}, _msg(f"liberator.why_{answer}", animal=_animal(kind)),
                         choices=tuple(_msg(f"liberator.{a}") for a in LIBERATOR), highlight=(origin, PRISON[1 - seat]))

    register(ID, rule, "choice", make, "liberator")


_liberator("freeing.liberator", [k for k in ANIMALS if k != "turtle"])
_liberator("turtle.liberator", ("turtle",))


@generator(ID, rule="freeing.compensation", kind="number")
def compensation(rng: random.Random) -> Exercise | None:
    """After freeing: how many moves has the other pack?"""
    found = _freeing(rng)
    if found is None:
        return None
    state, origin, free = found
    seat, kind, _ = state.board[origin]
    after = _play_out(free, rng, seat)
    if after is None or after.is_terminal():
        return None
    moves = after.allowed
    return _exercise("freeing.compensation", "number", state,
                     _msg("compensation.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=PRISON[1 - seat],
                          other=_name(state, 1 - seat)),
                     {moves}, _msg("compensation.why", other=_name(state, 1 - seat), count=moves), highlight=(origin, PRISON[1 - seat]))


# --- a turn -------------------------------------------------------------------------------------------------------


def _first_move(rng: random.Random, kind_of_move: str | None = None) -> tuple[TawaHallaeState, Any, TawaHallaeState] | None:
    """A scene, its first move played (a movement or a turn on the spot), facings chosen: (before, the
    move, after) with the same pack still to move."""
    seat = rng.randrange(2)
    state = _scene(rng, [], turn=seat, extra=rng.randint(6, 12), spec={"bonus": rng.random() < 0.25})
    if state is None:
        return None
    actions = [a for a in state.legal_actions() if a.kind in ("move", "turn") and (kind_of_move is None or a.kind == kind_of_move)
               and not (a.kind == "move" and a.args[1] in GOALS)]
    if not actions:
        return None
    action = rng.choice(actions)
    after = state.apply(action)
    while after.phase == "face":
        after = after.apply(rng.choice(after.legal_actions()))
    if after.phase != "move" or after.turn != seat:
        return None
    return state, action, after


@generator(ID, rule="turn.two_moves", kind="fields")
def second_move(rng: random.Random) -> Exercise | None:
    """After the first move: which animals may make the second?"""
    found = _first_move(rng)
    if found is None:
        return None
    state, action, after = found
    if after.allowed != 2:
        return None
    seat, kind, _ = state.board[action.args[0]]
    movers = sorted({a.args[0] for a in after.legal_actions() if a.kind in ("move", "turn")})
    if not movers:
        return None
    return _exercise("turn.two_moves", "fields", after, _msg("second.question", name=_name(after, seat), animal=_animal(kind)),
                     movers, _msg("second.why", animal=_animal(kind), count=len(movers)), highlight=(after.where(seat, kind),) if after.where(seat, kind) else ())


@generator(ID, rule="turn.combinations", kind="number")
def moves_left(rng: random.Random) -> Exercise | None:
    """After a turn on the spot (or a movement): how many moves are left in this turn?"""
    found = _first_move(rng, rng.choice(("turn", "move")))
    if found is None:
        return None
    state, action, after = found
    seat, kind, _ = state.board[action.args[0]]
    left = after.allowed - after.used
    key = "combinations.question_turn" if action.kind == "turn" else "combinations.question_move"
    return _exercise("turn.combinations", "number", state,
                     _msg(key, name=_name(state, seat), animal=_animal(kind), field=action.args[0], target=action.args[-1] if action.kind == "move" else "",
                          facing=_facing(action.args[1]) if action.kind == "turn" else _facing("n"), total=state.allowed),
                     {left}, _msg("combinations.why", total=state.allowed, count=left), highlight=(action.args[0],))


@generator(ID, rule="turn.change_facing", kind="choice")
def change_facing(rng: random.Random) -> Exercise | None:
    """Which ways can this animal turn to on its field?"""
    seat = rng.randrange(2)
    kind = rng.choice([k for k in PACKS[seat] if k not in ("turtle", "spider", "vulture", "anaconda", "gorilla")])
    state = _scene(rng, [(seat, kind, None, None)], turn=seat, extra=rng.randint(2, 6))
    if state is None:
        return None
    field = state.where(seat, kind)
    ways = [a.args[1] for a in state.legal_actions() if a.kind == "turn" and a.args[0] == field]
    if not ways:
        return None
    return _exercise("turn.change_facing", "choice", state,
                     _msg("change_facing.question", name=_name(state, seat), animal=_animal(kind), field=field, facing=_facing(state.board[field][2])),
                     {FACINGS.index(w) for w in ways}, _msg("change_facing.why", animal=_animal(kind), count=len(ways)),
                     choices=tuple(_facing(f) for f in FACINGS), multiple=True, highlight=(field,))


@generator(ID, rule="turn.movement", kind="choice")
def face_after(rng: random.Random) -> Exercise | None:
    """After its movement, which ways may the animal face?"""
    found = _first_move(rng, "move")
    if found is None:
        return None
    state, action, _ = found
    after = state.apply(action)
    if after.phase != "face":
        return None
    seat, kind, _ = state.board[action.args[0]]
    ways = [a.args[0] for a in after.legal_actions() if a.kind == "face"]
    return _exercise("turn.movement", "choice", after,
                     _msg("face_after.question", name=_name(after, seat), animal=_animal(kind), origin=action.args[0], target=action.args[1]),
                     {FACINGS.index(w) for w in ways}, _msg("face_after.why", animal=_animal(kind), count=len(ways)),
                     choices=tuple(_facing(f) for f in FACINGS), multiple=True, highlight=(after.pending[0]["field"],))


DOES = ("advance", "imprison", "hit", "hunt", "free")


@generator(ID, rule="turn.what_a_movement_does", kind="choice")
def what_it_does(rng: random.Random) -> Exercise | None:
    """What does this movement do? The engine plays it."""
    seat = rng.randrange(2)
    want = rng.choice(DOES)
    if want == "hunt":
        found = _hunt(rng, [k for k in ANIMALS if k != "turtle"])
        if found is None:
            return None
        state, origin, target, _ = found
    elif want == "free":
        found = _freeing(rng)
        if found is None:
            return None
        state, origin, _ = found
        target = PRISON[1 - state.turn]
    else:
        state = _scene(rng, [], turn=seat, extra=rng.randint(10, 16))
        if state is None:
            return None
        moves = [a.args for a in state.legal_actions() if a.kind == "move"]
        if not moves:
            return None
        origin, target = rng.choice(moves)
    after = state.apply(A("move", (origin, target)))
    event = after.event or {}
    if event.get("web") or event.get("type") != "move":
        return None
    answer = ("hunt" if event["goal"] == "hunt" else "free" if event["goal"] == "prison" else "imprison" if event["captured"]
              else "hit" if event["turtle"] or event["armour_lost"] else "advance")
    seat, kind, _ = state.board[origin]
    return _exercise("turn.what_a_movement_does", "choice", state,
                     _msg("does.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                     {DOES.index(answer)}, _msg(f"does.why_{answer}", animal=_animal(kind), target=target),
                     choices=tuple(_msg(f"does.{d}") for d in DOES), highlight=(origin, target))


# --- the set-up and the packs ----------------------------------------------------------------------------------------


def _setting_up(rng: random.Random, most: int = 29, placed: int | None = None) -> TawaHallaeState | None:
    """The free set-up after some random placements (up to ``most``, or exactly ``placed``), an animal about
    to be placed."""
    state = GAME.new_initial_state(seed=rng.randrange(10**9), setup="free")
    placed = rng.randint(0, most) if placed is None else placed
    state = play_until(state, rng, lambda s: s.phase == "setup" and sum(len(PACKS[x]) - len(s.reserve[x]) for x in (0, 1)) >= placed, max_plies=80)
    return state


@generator(ID, rule="setup.three_at_a_time", kind="number")
def three_at_a_time(rng: random.Random) -> Exercise | None:
    """How many more animals does this pack place before the other pack's turn?"""
    state = _setting_up(rng)
    if state is None:
        return None
    seat, count, after = state.turn, 0, state
    while after.stage == "setup" and after.turn == seat:
        if after.phase == "setup":
            count += 1
        after = after.apply(rng.choice(after.legal_actions()))
    return _exercise("setup.three_at_a_time", "number", state, _msg("three.question", name=_name(state, seat), other=_name(state, 1 - seat),
                                                                     placed=state.placed),
                     {count}, _msg("three.why", name=_name(state, seat), count=count))


@generator(ID, rule="setup.back_row", kind="fields")
def back_row(rng: random.Random) -> Exercise | None:
    """Where may this animal be placed now?"""
    state = _setting_up(rng)
    if state is None:
        return None
    seat = state.turn
    kind = rng.choice(state.reserve[seat])
    fields = [a.args[1] for a in state.legal_actions() if a.args[0] == kind]
    free_back = [f for f in DEN[seat] if f not in state.board and f not in fields]
    if not fields or not free_back:
        return None
    return _exercise("setup.back_row", "fields", state, _msg("place.question", name=_name(state, seat), animal=_animal(kind)), fields,
                     _msg("place.why_back_row", animal=_animal(kind), count=len(fields)))


@generator(ID, rule="setup.sides", kind="fields")
def sides(rng: random.Random) -> Exercise | None:
    """The first animals of a pack: where may they go? Red's first ones stand in the game's start, the same
    every time; Blue's come after Red's three, which vary: so mostly Blue's."""
    state = _setting_up(rng, placed=0 if rng.random() < 0.25 else 3)
    if state is None or any(s == state.turn for s, _, _ in state.board.values()):
        return None
    seat = state.turn
    kind = rng.choice(state.reserve[seat])
    fields = [a.args[1] for a in state.legal_actions() if a.args[0] == kind]
    return _exercise("setup.sides", "fields", state, _msg("place.question", name=_name(state, seat), animal=_animal(kind)), fields,
                     _msg("place.why_sides", name=_name(state, seat), count=len(fields)))


@generator(ID, rule="setup.first_turn", kind="choice")
def first_turn(rng: random.Random) -> Exercise | None:
    """Who makes the first move once every animal is placed?"""
    state = _setting_up(rng, most=29)
    if state is None:
        return None
    after = play_until(state, rng, lambda s: s.stage != "setup", max_plies=80)
    if after is None or after.is_terminal():
        return None
    return _exercise("setup.first_turn", "choice", state, _msg("first_turn.question"), {after.current_player},
                     _msg("first_turn.why", name=_name(state, after.current_player)), choices=_names(state))


@generator(ID, rule="setup.armour_aside", kind="choice")
def armour_aside(rng: random.Random) -> Exercise | None:
    """Does the lion (tiger) wear armour when the game starts?"""
    # the standard set-up is one position; a free one differs from game to game, so mostly a free one
    state = GAME.new_initial_state(seed=rng.randrange(10**9), setup="standard" if rng.random() < 0.2 else "free")
    state = play_until(state, rng, lambda s: s.stage == "play", max_plies=80)
    if state is None:
        return None
    seat = rng.randrange(2)
    kind = next(k for k in PACKS[seat] if k in ARMOURED)
    yes = state.armour[seat]
    return _exercise("setup.armour_aside", "choice", state, _msg("armour_start.question", name=_name(state, seat), animal=_animal(kind)),
                     {0 if yes else 1}, _msg("armour_start.why", animal=_animal(kind)), choices=YES_NO, highlight=(state.where(seat, kind),))


SPECIAL_KINDS = ("lion", "tiger", "gazelle", "giraffe")


@generator(ID, rule="packs.animals", kind="choice")
def pack_animals(rng: random.Random) -> Exercise | None:
    """Which of these animals are in this pack? (Any moment of a game: a pack keeps its animals.)"""
    state = random_play(GAME, rng, rng.randrange(0, 30))
    seat = rng.randrange(2)
    kinds = [*SPECIAL_KINDS, *rng.sample([k for k in ANIMALS if k not in SPECIAL_KINDS], 2)]
    rng.shuffle(kinds)
    present = {i for i, k in enumerate(kinds) if k in PACKS[seat]}
    return _exercise("packs.animals", "choice", state, _msg("pack.question", name=_name(state, seat)), present,
                     _msg("pack.why", name=_name(state, seat), count=len(present)),
                     choices=tuple(_msg("animal", animal=_animal(k)) for k in kinds), multiple=True)


@generator(ID, rule="packs.armour", kind="choice")
def armour_animals(rng: random.Random) -> Exercise | None:
    """Which animals can win armour? The engine shows it: a hunt by each of them."""
    found = _hunt(rng, [k for k in ANIMALS if TYPE[k] in ("predator", "destroyer")], points=(0, 2))
    if found is None:
        return None
    state, origin, target, after = found
    seat, kind, _ = state.board[origin]
    if after.is_terminal():
        return None
    yes = after.armour[seat]
    return _exercise("packs.armour", "choice", state, _msg("armour_after.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=target),
                     {0 if yes else 1}, _msg("armour_after.why_yes" if yes else "armour_after.why_no", animal=_animal(kind)),
                     choices=YES_NO, highlight=(origin, target))


_liberator("freeing.no_standing", [k for k in ANIMALS if k != "turtle"])


@generator(ID, rule="destroyers.in_area", kind="number")
def destroyer_in_area(rng: random.Random) -> Exercise | None:
    """A destroyer hits attackers standing in a row in its own defence area: how many are caught?"""
    seat = rng.randrange(2)
    kind = rng.choice(("rhino", "elephant"))
    column = rng.choice(("b", "h"))
    rows = (3, 2, 1) if seat == 0 else (11, 12, 13)
    origin, first, second = (f"{column}{r}" for r in rows)
    enemy = 1 - seat
    prey = rng.sample([k for k in PLAIN if k in PACKS[enemy] and TYPE[k] != "destroyer" and k not in ARMOURED], 2)
    pieces = [(seat, kind, origin, rng.choice(("n", "s"))), (enemy, prey[0], first, None), (enemy, prey[1], second, None)]
    state = _scene(rng, pieces, turn=seat, extra=rng.randint(0, 4))
    if state is None or not _legal(state, origin, first):
        return None
    after = state.apply(A("move", (origin, first)))
    caught = len(after.prison[enemy]) - len(state.prison[enemy])
    return _exercise("destroyers.in_area", "number", state,
                     _msg("run.question", name=_name(state, seat), animal=_animal(kind), origin=origin, target=first),
                     {caught}, _msg("run.why_area", animal=_animal(kind), count=caught), highlight=(origin, first, second))
