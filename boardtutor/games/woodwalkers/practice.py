"""Woodwalkers exercises: one generator per rule paragraph (see :mod:`boardtutor.practice`).

Positions come from seeded random play through the engine. Where a die decides, the generator picks the
face that makes its rule matter and applies it as the chance outcome; where a rule needs something rare
(a medicine tile, a third wound, a score near the end of the track, a close finish), the position is
changed with ``with_setup``, which passes the same gate as a saved game. Every answer is what the engine
says: its legal actions, or the position after playing the step out.
"""

from __future__ import annotations

import random
from typing import Any

from ...core import RuleViolation
from ...i18n import Bilingual, Noun, Text
from ...practice import Exercise, because, for_each, generator, play_until, random_play
from . import GAME
from .rules import (
    ALL_FIELDS,
    ANIMALS,
    CATEGORIES,
    DATA,
    DUEL_POINTS,
    FOREST_FIELDS,
    MAX_WOUNDS,
    SIDE_OF_START,
    START_FIELDS,
    A,
    WoodwalkersState,
    _manhattan,
    track_position,
)

ID = "woodwalkers"
SKIP, STAY, ACCEPT = A("skip"), A("stay"), A("accept")


# --- words ----------------------------------------------------------------------------------------------


def _animal(animal: str) -> Noun:
    return Noun(f"woodwalkers.animal.{animal}")


def _category(category: str) -> Noun:
    return Noun(f"woodwalkers.category.{category}")


def _msg(key: str, /, **params: Any) -> Text:
    return Text(f"woodwalkers.practice.{key}", **params)


def _names(state: WoodwalkersState) -> tuple[Text, ...]:
    return tuple(state._name(seat) for seat in range(len(state.names)))


def _exercise(rule: str, kind: str, state: WoodwalkersState, question: Text, answers, why: Text, **more: Any) -> Exercise:
    more.setdefault("viewer", None)
    return Exercise(game_id=ID, rule=rule, kind=kind, state=state, question=question, answers=frozenset(answers),
                    explanation=because(ID, rule, why), **more)


# --- reaching positions ------------------------------------------------------------------------------------


def _reach(rng: random.Random, stop, most: int = 160, **options: Any) -> WoodwalkersState | None:
    """Random play for up to ``most`` actions, then on until ``stop`` holds (None if the game ended)."""
    options.setdefault("variant", "day")
    state = random_play(GAME, rng, rng.randrange(0, most + 1), **options)
    return play_until(state, rng, stop, max_plies=600)


def _at_roll(rng: random.Random) -> WoodwalkersState | None:
    """The seat to move has chosen to roll (the die is the next chance event)."""
    return _reach(rng, lambda s: s.phase == "roll")


def _changed(state: WoodwalkersState | None, spec: dict[str, Any]) -> WoodwalkersState | None:
    """``state.with_setup(spec)``, or None where the game cannot be in that position (say, every medicine
    tile has been found already): the generator then tries another draw."""
    if state is None:
        return None
    try:
        return state.with_setup(spec)
    except RuleViolation:
        return None


def _last_move(state: WoodwalkersState) -> bool:
    """Whether the seat to move makes the game's last move (after it the flags count: another rule)."""
    return state.last_round and state.turn == state.marker


def _own_animals(state: WoodwalkersState, seat: int | None = None) -> list[str]:
    seat = state.turn if seat is None else seat
    return sorted(field for field, (owner, _) in state.board.items() if owner == seat)


def _rolled(state: WoodwalkersState, die: int) -> WoodwalkersState:
    return state.apply(A("die", (die,)))


def _moves_from(state: WoodwalkersState, origin: str) -> list[str]:
    return sorted(a.args[1] for a in state.legal_actions() if a.kind == "move" and a.args[0] == origin)


def _finish_duel(state: WoodwalkersState) -> WoodwalkersState:
    """Play a duel out once both dice are rolled: everyone accepts; a lost animal goes to its first free
    start field."""
    while state.duel is not None or state.phase == "return":
        if state.phase == "return":
            state = state.apply(state.legal_actions()[0])
            break
        state = state.apply(ACCEPT)
    return state


def _at_duel(rng: random.Random) -> WoodwalkersState | None:
    """A duel has started (by day): the challenger is about to roll."""
    return _reach(rng, lambda s: s.phase == "duel_roll_challenger")


# --- set-up ---------------------------------------------------------------------------------------------------


def _new_game(rng: random.Random, **options: Any) -> WoodwalkersState:
    """A new game, its three battle-mode tiles turned up; by day each seat lays its animals in an order of
    its own (the rulebook lets them choose), so the set-up questions are asked about many positions."""
    players = rng.randint(2, 4)
    if options.get("variant", "day") == "day":
        options.setdefault("arrangement", [rng.sample(ANIMALS, len(ANIMALS)) for _ in range(players)])
    state = GAME.new_initial_state(players=players, seed=rng.randrange(10**9), start_player=rng.randrange(players), **options)
    return play_until(state, rng, lambda s: s.phase == "choose")


@generator(ID, rule="setup.forest", kind="fields")
def forest_fields(rng: random.Random) -> Exercise | None:
    """Where do the forest tiles lie at the start?"""
    state = _new_game(rng)
    return _exercise("setup.forest", "fields", state, _msg("setup_forest.question"), state.hidden,
                     _msg("setup_forest.why", count=len(state.hidden)))


@generator(ID, rule="setup.score_start", kind="number")
def score_start(rng: random.Random) -> Exercise | None:
    """How many points has a player at the start?"""
    state = _new_game(rng)
    seat = rng.randrange(len(state.names))
    return _exercise("setup.score_start", "number", state, _msg("score_start.question", name=state._name(seat)),
                     {state.score[seat]}, _msg("score_start.why", name=state._name(seat)))


@generator(ID, rule="setup.animals", kind="fields")
def start_fields(rng: random.Random) -> Exercise | None:
    """Which are this player's start fields?"""
    state = _new_game(rng)
    seat = rng.randrange(len(state.names))
    fields = _own_animals(state, seat)
    return _exercise("setup.animals", "fields", state, _msg("start_fields.question", name=state._name(seat)), fields,
                     _msg("start_fields.why", name=state._name(seat), count=len(fields)), viewer=seat)


@generator(ID, rule="setup.cards", kind="choice")
def card_value(rng: random.Random) -> Exercise | None:
    """May a player look at another player's animal cards (by day and at night)?"""
    night = rng.random() < 0.5
    state = _reach(rng, lambda s: s.phase == "roll_or_skip", variant="night" if night else "day")
    if state is None:
        return None
    viewer = state.turn
    seat = rng.choice([s for s in range(len(state.names)) if s != viewer])
    animal = rng.choice(sorted(state.wounds[seat]))
    category = rng.choice(CATEGORIES)
    options = ["open", "owner_only", "after_duel"]
    rng.shuffle(options)
    words = dict(viewer=state._name(viewer), name=state._name(seat), animal=_animal(animal), category=_category(category))
    return _exercise("setup.cards", "choice", state, _msg("card_value.question_night" if night else "card_value.question", **words),
                     {options.index("open")}, _msg("card_value.why_night" if night else "card_value.why", **words),
                     choices=tuple(_msg(f"card_value.{o}") for o in options), viewer=viewer)


@generator(ID, rule="setup.battle_mode", kind="number")
def battle_mode_stack(rng: random.Random) -> Exercise | None:
    """How many battle-mode tiles are left in the stack after the set-up?"""
    state = _new_game(rng)
    left = sum(state.stack.values())
    return _exercise("setup.battle_mode", "number", state, _msg("battle_mode.question"), {left},
                     _msg("battle_mode.why", total=left + len(state.display), count=left))


@generator(ID, rule="setup.youngest", kind="choice")
def youngest(rng: random.Random) -> Exercise | None:
    """The youngest player gets the marker: who chooses first?"""
    state = _new_game(rng)
    youngest_seat = state.marker  # new_initial_state(start_player=…) seats the youngest there
    return _exercise("setup.youngest", "choice", state, _msg("youngest.question", name=state._name(youngest_seat)),
                     {state.current_player}, _msg("youngest.why", name=state._name(youngest_seat)), choices=_names(state))


# --- the round's battle mode -----------------------------------------------------------------------------------


@generator(ID, rule="round.choose", kind="choice")
def choose(rng: random.Random) -> Exercise | None:
    """Which categories may the marker holder choose?"""
    state = _reach(rng, lambda s: s.phase == "choose" and len(set(s.display)) < len(CATEGORIES))
    if state is None:
        return None
    allowed = {a.args[0] for a in state.legal_actions() if a.kind == "choose"}
    seat = state.marker
    return _exercise("round.choose", "choice", state, _msg("choose.question", name=state._name(seat)),
                     {CATEGORIES.index(c) for c in allowed}, _msg("choose.why", count=len(state.display)),
                     choices=tuple(_msg("category", category=_category(c)) for c in CATEGORIES), multiple=True)


def _refilled(rng: random.Random) -> tuple[WoodwalkersState, WoodwalkersState] | None:
    """The marker holder has chosen: the position before the display is refilled, and after it."""
    state = _reach(rng, lambda s: s.phase == "refill")
    return None if state is None else (state, state.apply(state.sample_chance(rng)))


@generator(ID, rule="round.refill", kind="number")
def refill(rng: random.Random) -> Exercise | None:
    """After the choice the display is refilled: how many tiles are left in the stack?"""
    found = _refilled(rng)
    if found is None:
        return None
    state, after = found
    left = sum(after.stack.values())
    return _exercise("round.refill", "number", state, _msg("refill.question", name=state._name(state.marker)), {left},
                     _msg("refill.why", count=left))


@generator(ID, rule="turn.roll_move", kind="choice")
def first_roller(rng: random.Random) -> Exercise | None:
    """The battle mode is chosen: who rolls first?"""
    found = _refilled(rng)
    if found is None:
        return None
    state, after = found
    first = after.current_player
    return _exercise("turn.roll_move", "choice", state, _msg("first_roller.question", name=state._name(state.marker)), {first},
                     _msg("first_roller.why", marker=state._name(state.marker), name=state._name(first)), choices=_names(state))


# --- moving ---------------------------------------------------------------------------------------------------------


@generator(ID, rule="move.die_max", kind="fields")
def reach(rng: random.Random) -> Exercise | None:
    """Which fields can this animal reach with the die rolled? Only where one step more would reach more."""
    state = _at_roll(rng)
    if state is None:
        return None
    origin = rng.choice(_own_animals(state))
    faces = [d for d in range(1, 7) if state.reachable(origin, d) and set(state.reachable(origin, d + 1)) - set(state.reachable(origin, d))]
    if not faces:
        return None
    die = rng.choice(faces)
    state = _rolled(state, die)
    targets = _moves_from(state, origin)
    seat, animal = state.board[origin]
    return _exercise("move.die_max", "fields", state,
                     _msg("reach.question", name=state._name(seat), die=die, animal=_animal(animal), field=origin), targets,
                     _msg("reach.why", die=die, animal=_animal(animal), field=origin, count=len(targets)),
                     highlight=(origin,), viewer=seat)


@generator(ID, rule="move.stop_early", kind="choice")
def stop_early(rng: random.Random) -> Exercise | None:
    """An animal goes fewer steps than the die shows: what becomes of the rest?"""
    state = _at_roll(rng)
    if state is None or _last_move(state):
        return None
    state = _rolled(state, rng.randint(3, 6))
    moves = [(o, t) for o in _own_animals(state) for t, steps in state.reachable(o).items()
             if steps < state.die and t not in state.board and t not in state.hidden and (o, t) in _legal_moves(state)]
    if not moves:
        return None
    origin, target = rng.choice(moves)
    steps = state.reachable(origin)[target]
    seat, animal = state.board[origin]
    after = state.apply(A("move", (origin, target)))
    if after.die is not None:  # the engine keeps no steps for later
        return None
    options = ["lost", "other_animal", "next_turn"]
    rng.shuffle(options)
    return _exercise("move.stop_early", "choice", state,
                     _msg("stop_early.question", name=state._name(seat), die=state.die, animal=_animal(animal), origin=origin, target=target,
                          steps=steps, left=state.die - steps),
                     {options.index("lost")}, _msg("stop_early.why", left=state.die - steps),
                     choices=tuple(_msg(f"stop_early.{o}", left=state.die - steps) for o in options),
                     highlight=(origin, target), viewer=seat)


def _legal_moves(state: WoodwalkersState) -> set[tuple[str, str]]:
    return {a.args for a in state.legal_actions() if a.kind == "move"}


@generator(ID, rule="move.skip", kind="choice")
def skip(rng: random.Random) -> Exercise | None:
    """Whoever skips rolling ends the turn at once: who acts next?"""
    state = _reach(rng, lambda s: s.phase == "roll_or_skip")
    if state is None:
        return None
    after = state.apply(SKIP)
    if after.is_terminal():
        return None
    nxt = after.current_player
    return _exercise("move.skip", "choice", state, _msg("skip.question", name=state._name(state.turn)), {nxt},
                     _msg("skip.why", name=state._name(nxt)), choices=_names(state))


REASONS = {
    "allowed": None,
    "move.die_max": "too_far",
    "move.orthogonal": "slant",
    "move.no_jump": "jump",
    "move.one_per_field": "own_animal",
    "move.foreign_start": "foreign_start",
    "move.own_start": "back_to_start",
}
"""The answers to "may this animal move there?": allowed, or the rule that forbids it."""
MISBELIEFS = ("straight_line", "whole_roll")
"""Wrong reasons that learners believe (the rulebook says the opposite: move.turns, move.stop_early)."""


def _may_move(rng: random.Random, rule: str) -> Exercise | None:
    """May this animal move to that field? The engine's verdict (legal, or the rule its refusal cites)."""
    state = _at_roll(rng)
    if state is None:
        return None
    state = _rolled(state, rng.randint(1, 6))
    die, legal = state.die, _legal_moves(state)
    candidates = []
    for origin in _own_animals(state):
        for target in sorted(ALL_FIELDS):
            if target == origin:
                continue
            distance = _manhattan(origin, target)
            if rule == "move.turns":
                if (origin, target) in legal and origin[0] != target[0] and origin[1:] != target[1:] and state.reachable(origin)[target] == die:
                    candidates.append((origin, target))
                continue
            if (origin, target) in legal:
                continue
            try:
                state.apply(A("move", (origin, target)))
            except RuleViolation as refusal:
                cited = refusal.rule.section if refusal.rule else None
                # one reason only: the field would be near enough where the die is not the reason
                near = rule == "move.orthogonal" or distance <= die
                empty = rule != "move.own_start" or target not in state.board
                if cited == rule and near and empty:
                    candidates.append((origin, target, refusal.text))
    if not candidates:
        return None
    pick = rng.choice(candidates)
    origin, target = pick[0], pick[1]
    seat, animal = state.board[origin]
    if rule == "move.turns":
        right, why = "allowed", _msg("may_move.turns", steps=state.reachable(origin)[target], target=target)
    elif rule == "move.orthogonal":
        right = REASONS[rule]
        across = abs(ord(origin[0]) - ord(target[0]))
        why = _msg("may_move.slant_why", target=target, diagonal=across, steps=_manhattan(origin, target), die=die)
    else:
        right, why = REASONS[rule], pick[2]
    # wrong answers that cannot also be true here: the other reasons about the field itself, and
    # what learners wrongly believe; never "too far" or "blocked" next to each other
    pool = [r for r in ("allowed", "own_animal", "foreign_start", "back_to_start", *MISBELIEFS) if r != right]
    wrong = rng.sample(pool, 3)
    options = [right, *wrong]
    rng.shuffle(options)
    return _exercise(rule, "choice", state,
                     _msg("may_move.question", name=state._name(seat), die=die, animal=_animal(animal), origin=origin, target=target),
                     {options.index(right)}, why, choices=tuple(_msg(f"may_move.{o}") for o in options),
                     highlight=(origin, target), viewer=seat)


for_each(ID, ("move.orthogonal", "move.no_jump", "move.one_per_field", "move.foreign_start", "move.own_start", "move.turns"), "choice", _may_move, "may_move")


# --- landing -----------------------------------------------------------------------------------------------------------

LANDINGS = ("land.empty", "land.forest", "land.duel")


def _landing(rng: random.Random, rule: str) -> Exercise | None:
    """What happens when the animal lands there? The engine plays the move."""
    state = _at_roll(rng)
    if state is None or _last_move(state):
        return None
    state = _rolled(state, rng.randint(1, 6))
    moves = sorted(_legal_moves(state))
    kinds = {
        "land.empty": [m for m in moves if m[1] not in state.board and m[1] not in state.hidden],
        "land.forest": [m for m in moves if m[1] in state.hidden],
        "land.duel": [m for m in moves if m[1] in state.board],
    }
    if not kinds[rule]:
        return None
    origin, target = rng.choice(kinds[rule])
    after = state.apply(A("move", (origin, target)))
    happened = "land.duel" if after.duel is not None else "land.forest" if after.phase == "reveal" else "land.empty"
    seat, animal = state.board[origin]
    why = {
        "land.empty": _msg("landing.why_empty", target=target),
        "land.forest": _msg("landing.why_forest", target=target),
        "land.duel": _msg("landing.why_duel", target=target, name=state._name(state.board[target][0]) if target in state.board else state._name(seat)),
    }[happened]
    return _exercise(rule, "choice", state,
                     _msg("landing.question", name=state._name(seat), animal=_animal(animal), origin=origin, target=target),
                     {LANDINGS.index(happened)}, why, choices=tuple(_msg(f"landing.{r.split('.')[1]}") for r in LANDINGS),
                     highlight=(origin, target), viewer=seat)


for_each(ID, LANDINGS, "choice", _landing, "landing")


# --- forest tiles ----------------------------------------------------------------------------------------------------------


@generator(ID, rule="forest.flag", kind="choice")
def flag_owner(rng: random.Random) -> Exercise | None:
    """Who would get this flag's points if the game ended now?"""
    state = _reach(rng, lambda s: s.phase == "roll_or_skip" and bool(s.flags), most=300)
    if state is None:
        return None
    field = rng.choice(sorted(state.flags))
    occupant = state.board.get(field)
    nobody = len(state.names)
    answer = occupant[0] if occupant else nobody
    why = (_msg("flag_owner.why", field=field, name=state._name(occupant[0]), animal=_animal(occupant[1]), value=state.flags[field])
           if occupant else _msg("flag_owner.why_nobody", field=field))
    return _exercise("forest.flag", "choice", state, _msg("flag_owner.question", field=field, value=state.flags[field]), {answer}, why,
                     choices=(*_names(state), _msg("flag_owner.nobody")), highlight=(field,))


@generator(ID, rule="forest.medicine", kind="choice")
def medicine(rng: random.Random) -> Exercise | None:
    """Which animals can Sherri's medicine heal now?"""
    state = _reach(rng, lambda s: s.phase == "roll_or_skip")
    if state is None:
        return None
    seat = state.turn
    alive = sorted(state.wounds[seat])
    hurt = rng.sample(alive, rng.randint(1, min(3, len(alive))))
    spec = {"inventory": [dict(items, medicine=1) if s == seat else dict(items) for s, items in enumerate(state.inventory)],
            "wounds": {str(seat): {animal: rng.randint(1, MAX_WOUNDS - 1) for animal in hurt}}}
    state = _changed(state, spec)
    if state is None:
        return None
    healable = {a.args[0] for a in state.legal_actions() if a.kind == "medicine"}
    alive = sorted(state.wounds[seat])
    return _exercise("forest.medicine", "choice", state, _msg("medicine.question", name=state._name(seat)),
                     {alive.index(a) for a in healable}, _msg("medicine.why", name=state._name(seat), count=len(healable)),
                     choices=tuple(_msg("animal", animal=_animal(a)) for a in alive), multiple=True, viewer=seat)


@generator(ID, rule="forest.die", kind="choice")
def die_tile(rng: random.Random) -> Exercise | None:
    """May this player roll again? Only with a die tile."""
    state = _at_roll(rng)
    if state is None:
        return None
    seat = state.turn
    has = rng.random() < 0.5
    state = _changed(state, {"inventory": [dict(items, die=int(has)) if s == seat else dict(items) for s, items in enumerate(state.inventory)]})
    if state is None:
        return None
    state = _rolled(state, rng.randint(1, 3))
    may = A("reroll") in state.legal_actions()
    return _exercise("forest.die", "choice", state, _msg("die_tile.question", name=state._name(seat), die=state.die),
                     {0 if may else 1}, _msg("die_tile.why_yes" if may else "die_tile.why_no", name=state._name(seat)),
                     choices=(_msg("yes"), _msg("no")), viewer=seat)


@generator(ID, rule="forest.points", kind="number")
def points_tile(rng: random.Random) -> Exercise | None:
    """A points tile is turned over: how many points then?"""
    state = _reach(rng, lambda s: s.phase == "reveal" and s.pool.get("points", 0) > 0, most=200)
    if state is None or _last_move(state):
        return None
    seat, field = state.pending["seat"], state.pending["field"]
    after = state.apply(A("reveal", ("points",)))
    return _exercise("forest.points", "number", state, _msg("points_tile.question", name=state._name(seat), field=field, score=state.score[seat]),
                     {after.score[seat]}, _msg("points_tile.why", name=state._name(seat), score=after.score[seat]), highlight=(field,))


# --- duels ------------------------------------------------------------------------------------------------------------------


@generator(ID, rule="duel.start", kind="fields")
def duel_targets(rng: random.Random) -> Exercise | None:
    """On which fields can this animal start a duel with the die rolled?"""
    state = _at_roll(rng)
    if state is None:
        return None
    state = _rolled(state, rng.randint(2, 6))
    choices = [(o, [t for t in _moves_from(state, o) if t in state.board]) for o in _own_animals(state)]
    choices = [(o, ts) for o, ts in choices if ts]
    if not choices:
        return None
    origin, targets = rng.choice(choices)
    seat, animal = state.board[origin]
    return _exercise("duel.start", "fields", state, _msg("duel_targets.question", name=state._name(seat), die=state.die, animal=_animal(animal), field=origin),
                     targets, _msg("duel_targets.why", count=len(targets)), highlight=(origin,), viewer=seat)


def _duel_words(state: WoodwalkersState) -> dict[str, Any]:
    duel = state.duel
    return {"challenger": state._name(duel["challenger"]), "c_animal": _animal(duel["c_animal"]),
            "defender": state._name(duel["defender"]), "d_animal": _animal(duel["d_animal"])}


def _duel_move(rng: random.Random, wounded: str | None = None):
    """A move that starts a duel: the position before it (by day, the die rolled), the move, and the duel
    it starts. ``wounded`` ("c" or "d"): that side's animal gets one or two wounds first (if it has none)."""
    state = _at_roll(rng)
    if state is None:
        return None
    state = _rolled(state, rng.randint(1, 6))
    duels = [m for m in sorted(_legal_moves(state)) if m[1] in state.board]
    if not duels:
        return None
    origin, target = rng.choice(duels)
    if wounded is not None:
        seat, animal = state.board[origin if wounded == "c" else target]
        if state.wounds[seat][animal] == 0:
            state = _changed(state, {"wounds": {str(seat): {animal: rng.randint(1, MAX_WOUNDS - 1)}}})
            if state is None:
                return None
    after = state.apply(A("move", (origin, target)))
    words = _msg("duel_move", name=state._name(state.turn), c_animal=_animal(state.board[origin][1]), origin=origin, target=target,
                 defender=state._name(state.board[target][0]), d_animal=_animal(state.board[target][1]))
    return state, origin, target, after, words


@generator(ID, rule="duel.category", kind="choice")
def duel_category(rng: random.Random) -> Exercise | None:
    """In which category will this duel be fought?"""
    found = _duel_move(rng)
    if found is None:
        return None
    state, origin, target, after, words = found
    category = after.duel["category"]
    return _exercise("duel.category", "choice", state, _msg("duel_category.question", move=words), {CATEGORIES.index(category)},
                     _msg("duel_category.why", category=_category(category)),
                     choices=tuple(_msg("category", category=_category(c)) for c in CATEGORIES), highlight=(origin, target), viewer=state.turn)


@generator(ID, rule="duel.values", kind="number")
def duel_value(rng: random.Random) -> Exercise | None:
    """What value does this animal bring into the duel: the card's value less its wounds (on the board)?"""
    side = rng.choice(("c", "d"))
    found = _duel_move(rng, wounded=side)
    if found is None:
        return None
    state, origin, target, after, words = found
    duel = after.duel
    seat, animal = (duel["challenger"], duel["c_animal"]) if side == "c" else (duel["defender"], duel["d_animal"])
    value = after.duel_values()[f"{side}_value"]
    card = DATA["animals"][animal][duel["category"]]
    return _exercise("duel.values", "number", state,
                     _msg("duel_value.question", move=words, name=state._name(seat), animal=_animal(animal), category=_category(duel["category"]), card=card),
                     {value}, _msg("duel_value.why", card=card, wounds=state.wounds[seat][animal], value=value),
                     highlight=(origin, target), viewer=state.turn)


def _duel_with_dice(rng: random.Random, want: str) -> tuple[WoodwalkersState, int, int, WoodwalkersState] | None:
    """A duel, the challenger's die rolled, and a defender's roll that gives ``want`` ("win", "lose" for
    the challenger, or "tie"): the state before the defender's roll, both rolls, and the duel played out."""
    state = _at_duel(rng)
    if state is None or _last_move(state):
        return None
    state = state.apply(A("die", (rng.randint(1, 6),)))
    values = state.duel_values()
    fits = []
    for d in range(1, 7):
        c_total, d_total = values["c_total"], values["d_value"] + values["d_bonus"] + d
        outcome = "tie" if c_total == d_total else "win" if c_total > d_total else "lose"
        if outcome == want:
            fits.append(d)
    if not fits:
        return None
    d = rng.choice(fits)
    return state, state.duel["c_die"], d, _finish_duel(state.apply(A("die", (d,))))


@generator(ID, rule="duel.total", kind="choice")
def duel_winner(rng: random.Random) -> Exercise | None:
    """Value plus die: who wins?"""
    found = _duel_with_dice(rng, rng.choice(("win", "lose")))
    if found is None:
        return None
    state, c_die, d_die, after = found
    last = after.last_duel
    duel = state.duel
    seats = (duel["challenger"], duel["defender"])
    return _exercise("duel.total", "choice", state, _msg("duel_winner.question", **_duel_words(state), c_die=c_die, d_die=d_die),
                     {seats.index(last["winner"])}, _msg("duel_winner.why", c_total=last["c_total"], d_total=last["d_total"], name=state._name(last["winner"])),
                     choices=tuple(state._name(s) for s in seats), highlight=(duel["field"],))


@generator(ID, rule="duel.tie", kind="choice")
def duel_tie(rng: random.Random) -> Exercise | None:
    """Equal sums: who wins?"""
    found = _duel_with_dice(rng, "tie")
    if found is None:
        return None
    state, c_die, d_die, after = found
    last = after.last_duel
    duel = state.duel
    seats = (duel["challenger"], duel["defender"])
    return _exercise("duel.tie", "choice", state, _msg("duel_winner.question", **_duel_words(state), c_die=c_die, d_die=d_die),
                     {seats.index(last["winner"])}, _msg("duel_tie.why", total=last["c_total"], name=state._name(last["winner"])),
                     choices=tuple(state._name(s) for s in seats), highlight=(duel["field"],))


@generator(ID, rule="duel.winner", kind="number")
def duel_points(rng: random.Random) -> Exercise | None:
    """The winner moves ahead: how many points then?"""
    found = _duel_with_dice(rng, rng.choice(("win", "lose")))
    if found is None:
        return None
    state, c_die, d_die, after = found
    winner = after.last_duel["winner"]
    return _exercise("duel.winner", "number", state,
                     _msg("duel_points.question", **_duel_words(state), c_die=c_die, d_die=d_die, name=state._name(winner), score=state.score[winner]),
                     {after.score[winner]}, _msg("duel_points.why", points=DUEL_POINTS, score=after.score[winner]), highlight=(state.duel["field"],))


@generator(ID, rule="duel.loser", kind="fields")
def return_fields(rng: random.Random) -> Exercise | None:
    """Where may the loser put the animal back?"""
    state = _reach(rng, lambda s: s.phase == "return", most=200)
    if state is None:
        return None
    seat, animal = state.pending["seat"], state.pending["animal"]
    fields = [a.args[0] for a in state.legal_actions() if a.kind == "return"]
    return _exercise("duel.loser", "fields", state, _msg("return.question", name=state._name(seat), animal=_animal(animal)), fields,
                     _msg("return.why", count=len(fields)), viewer=seat)


@generator(ID, rule="duel.third_wound", kind="choice")
def third_wound(rng: random.Random) -> Exercise | None:
    """An animal with two wounds loses: what happens to it?"""
    want = rng.choice(("win", "lose"))
    state = _at_duel(rng)
    if state is None:
        return None
    duel = state.duel
    loser, animal = (duel["defender"], duel["d_animal"]) if want == "win" else (duel["challenger"], duel["c_animal"])
    state = _changed(state, {"wounds": {str(loser): {animal: MAX_WOUNDS - 1}}})
    if state is None:
        return None
    state = state.apply(A("die", (rng.randint(1, 6),)))
    values = state.duel_values()
    fits = [d for d in range(1, 7) if (values["c_total"] > values["d_value"] + values["d_bonus"] + d) == (want == "win")]
    if not fits:
        return None
    d = rng.choice(fits)
    after = _finish_duel(state.apply(A("die", (d,))))
    if after.last_duel["loser"] != loser:
        return None
    options = ["out", "start_field", "stays"]
    rng.shuffle(options)
    answer = options.index("out" if after.last_duel["removed"] else "start_field")
    return _exercise("duel.third_wound", "choice", state,
                     _msg("third_wound.question", **_duel_words(state), name=state._name(loser), animal=_animal(animal), wounds=MAX_WOUNDS - 1,
                          c_die=state.duel["c_die"], d_die=d),
                     {answer}, _msg("third_wound.why", animal=_animal(animal)), choices=tuple(_msg(f"third_wound.{o}") for o in options),
                     highlight=(duel["field"],))


# --- the end of a turn and of a round --------------------------------------------------------------------------------------


@generator(ID, rule="round_end.turn", kind="choice")
def next_player(rng: random.Random) -> Exercise | None:
    """After this move, who rolls next?"""
    state = _at_roll(rng)
    if state is None or state.turn == state.marker:
        return None
    state = _rolled(state, rng.randint(1, 6))
    moves = [m for m in sorted(_legal_moves(state)) if m[1] not in state.board and m[1] not in state.hidden]
    if not moves:
        return None
    origin, target = rng.choice(moves)
    after = state.apply(A("move", (origin, target)))
    seat, animal = state.board[origin]
    return _exercise("round_end.turn", "choice", state,
                     _msg("next_player.question", name=state._name(seat), animal=_animal(animal), origin=origin, target=target),
                     {after.current_player}, _msg("next_player.why", name=state._name(after.current_player)), choices=_names(state),
                     highlight=(origin, target))


@generator(ID, rule="round_end.marker_last", kind="choice")
def last_roller(rng: random.Random) -> Exercise | None:
    """Who rolls last in this round?"""
    state = _reach(rng, lambda s: s.phase == "roll_or_skip")
    if state is None:
        return None
    return _exercise("round_end.marker_last", "choice", state, _msg("last_roller.question"), {state.marker},
                     _msg("last_roller.why", name=state._name(state.marker)), choices=_names(state))


def _last_of_round(rng: random.Random, last_round: bool = False, **options: Any) -> WoodwalkersState | None:
    """The marker holder's roll-or-skip: the last turn of the round (of the game if ``last_round``)."""
    return _reach(rng, lambda s: s.phase == "roll_or_skip" and s.turn == s.marker and s.last_round == last_round,
                  most=600 if last_round else 160, **options)


@generator(ID, rule="round_end.pass_marker", kind="choice")
def pass_marker(rng: random.Random) -> Exercise | None:
    """The round ends: who gets the marker?"""
    state = _last_of_round(rng)
    if state is None:
        return None
    after = state.apply(SKIP)
    return _exercise("round_end.pass_marker", "choice", state, _msg("pass_marker.question", name=state._name(state.marker)), {after.marker},
                     _msg("pass_marker.why", name=state._name(after.marker), category=_category(state.category)), choices=_names(state))


def _who_rolls_first(state: WoodwalkersState, rng: random.Random) -> int | None:
    """From the marker holder's choice (phase "choose"), played out: who rolls first in that round."""
    after = state.apply(rng.choice([a for a in state.legal_actions() if a.kind == "choose"]))
    after = play_until(after, rng, lambda s: s.phase == "roll_or_skip")
    return None if after is None else after.current_player


@generator(ID, rule="round_end.new_choice", kind="choice")
def new_choice(rng: random.Random) -> Exercise | None:
    """A new round: after the new marker holder's choice, who rolls first?"""
    state = _reach(rng, lambda s: s.phase == "choose" and len(s.discard) > 0)
    first = None if state is None else _who_rolls_first(state, rng)
    if first is None:
        return None
    return _exercise("round_end.new_choice", "choice", state, _msg("new_choice.question", name=state._name(state.marker)),
                     {first}, _msg("new_choice.why", marker=state._name(state.marker), name=state._name(first)), choices=_names(state))


@generator(ID, rule="round_end.two_players", kind="choice")
def two_players(rng: random.Random) -> Exercise | None:
    """Two players: the one who rolled last rolls first in the next round."""
    state = _last_of_round(rng, players=2)
    first = None if state is None else _who_rolls_first(state.apply(SKIP), rng)
    if first is None:
        return None
    return _exercise("round_end.two_players", "choice", state, _msg("two_players.question", name=state._name(state.turn)),
                     {first}, _msg("two_players.why", name=state._name(first), other=state._name(1 - first)), choices=_names(state))


@generator(ID, rule="score.lap", kind="number")
def lap(rng: random.Random) -> Exercise | None:
    """Past the end of the score track: on which field does the counter stand?"""
    state = _at_duel(rng)
    if state is None:
        return None
    track = DATA["board"]["score_track_length"]
    winner = state.duel["challenger"] if rng.random() < 0.5 else state.duel["defender"]
    score = rng.randint(track - DUEL_POINTS + 1, track)  # a won duel takes the counter past the end
    state = _changed(state, {"score": [score if s == winner else min(x, track) for s, x in enumerate(state.score)]})
    if state is None:
        return None
    before = track_position(score)[0]
    after = track_position(score + DUEL_POINTS)[0]
    return _exercise("score.lap", "number", state,
                     _msg("lap.question", name=state._name(winner), place=before, track=track, points=DUEL_POINTS), {after},
                     _msg("lap.why", track=track, place=after))


# --- the end of the game ------------------------------------------------------------------------------------------------------


@generator(ID, rule="end.trigger", kind="choice")
def last_round(rng: random.Random) -> Exercise | None:
    """Is the round that starts now the last one?"""
    late = rng.random() < 0.5
    state = _reach(rng, lambda s: s.phase == "choose" and (sum(s.stack.values()) == 0) == late, most=600 if late else 160, players=2 if late else None)
    if state is None:
        return None
    after = state.apply(rng.choice([a for a in state.legal_actions() if a.kind == "choose"]))
    return _exercise("end.trigger", "choice", state, _msg("last_round.question", name=state._name(state.marker), count=sum(state.stack.values())),
                     {0 if after.last_round else 1}, _msg("last_round.why_yes" if after.last_round else "last_round.why_no", count=sum(state.stack.values())),
                     choices=(_msg("yes"), _msg("no")))


@generator(ID, rule="end.flags", kind="number")
def final_flags(rng: random.Random) -> Exercise | None:
    """The last turn: how many points has a player once the flags count?"""
    state = _last_of_round(rng, last_round=True, players=rng.choice((2, 2, 3)))
    if state is None:
        return None
    after = state.apply(SKIP)
    seat = max(range(len(state.names)), key=lambda s: (after.score[s] - state.score[s], rng.random()))
    gain = after.score[seat] - state.score[seat]
    return _exercise("end.flags", "number", state, _msg("final_flags.question", name=state._name(state.turn), other=state._name(seat), score=state.score[seat]),
                     {after.score[seat]}, _msg("final_flags.why", other=state._name(seat), gain=gain, score=after.score[seat]))


WINS = ("win.most_points", "win.tie_flags", "win.tie_wounds", "win.shared")


def _finish(rng: random.Random, rule: str) -> Exercise | None:
    """A finished game where ``rule`` decides who wins. The last turn's position gets scores (and wounds)
    that make the tie-break matter; the engine plays the last turn and names the winners."""
    state = _last_of_round(rng, last_round=True, players=rng.choice((2, 2, 3, 4)))
    if state is None:
        return None
    seats = list(range(len(state.names)))
    gain = [sum(v for f, v in state.flags.items() if state.board.get(f, (None,))[0] == s) for s in seats]
    flags = [state.flag_tiles(s) for s in seats]
    a, b = rng.sample(seats, 2)
    if rule == "win.most_points":
        ok = True
    elif rule == "win.tie_flags":
        ok = flags[a] != flags[b]
    else:
        ok = flags[a] == flags[b]
    if not ok:
        return None
    top = rng.randint(12, 30)
    final = {s: rng.randint(0, top - 3) for s in seats}
    final[a] = top
    final[b] = top - rng.randint(1, 3) if rule == "win.most_points" else top
    if any(final[s] - gain[s] < 0 for s in seats):
        return None
    spec: dict[str, Any] = {"score": [final[s] - gain[s] for s in seats]}
    if rule in ("win.tie_wounds", "win.shared"):
        wounds = {}
        for seat in (a, b):
            alive = sorted(state.wounds[seat])
            wounds[str(seat)] = {animal: 0 for animal in alive}
        total = rng.randint(1, 3)
        hurt = {a: total, b: total if rule == "win.shared" else total + rng.choice((-1, 1))}
        for seat in (a, b):
            alive = sorted(state.wounds[seat])
            left = hurt[seat]
            for animal in alive:
                if left <= 0:
                    break
                wounds[str(seat)][animal] = min(left, MAX_WOUNDS - 1)
                left -= wounds[str(seat)][animal]
            if left > 0:
                return None
        spec["wounds"] = wounds
    before = _changed(state, spec)
    if before is None:
        return None
    if rule == "win.shared" and any(before.total_wounds(s) != before.total_wounds(a) for s in (a, b)):
        return None
    end = before.apply(SKIP)
    if not end.is_terminal():
        return None
    if _deciding_rule(end) != rule:
        return None
    return _exercise(rule, "choice", end, _msg("winner.question"), end.outcome().winners, end.outcome().reason,
                     choices=_names(end), multiple=True)


WIN_BY = {"points": "win.most_points", "flags": "win.tie_flags", "wounds": "win.tie_wounds", "shared": "win.shared"}
"""The engine's outcome (``woodwalkers.outcome.<how>``) and the rule that decided it."""


def _deciding_rule(end: WoodwalkersState) -> str:
    """Which of the rules on winning settled this finished game, as the engine's outcome says."""
    return WIN_BY[end.outcome().reason.key.rsplit(".", 1)[1]]


for_each(ID, WINS, "choice", _finish, "finish")
