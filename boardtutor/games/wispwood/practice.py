"""Wispwood exercises: one generator per rule paragraph (see :mod:`boardtutor.practice`).

Positions come from seeded random play through the engine, with goal cards chosen so that the card a
question is about is in play. Every answer is what the engine says: the legal actions of the position,
the points of the score calculator (``state.forest_score``), or the position after the engine played an
action or a chance event out (the ghost's firefly, the end of a round). Forests and the pond lie open on
the table; the face-down stacks are never asked about. The board is drawn for the seat that acts.
"""

from __future__ import annotations

import random
from typing import Callable

from ...i18n import Bilingual, Text
from ...practice import Exercise, because, for_each, generator, play_until, random_play
from . import GAME
from .forest import CAT, LETTER, TREE, WISPS as WISP_LETTERS, cell_name, neighbours
from .rules import FIREFLIES, GHOST, A, WispwoodState
from .scoring import GOALS, goal_name, kind_noun, shape_noun

ID = "wispwood"
T = "wispwood.practice."


def _exercise(rule: str, kind: str, state: WispwoodState, question: Text, answers, why: Text, **more) -> Exercise:
    return Exercise(game_id=ID, rule=rule, kind=kind, state=state, question=question, answers=frozenset(answers),
                    explanation=because(ID, rule, why), **more)


def _goal_set(rng: random.Random, must: str | None = None) -> list[str]:
    """One goal card per kind, at random; ``must`` among them."""
    by_kind: dict[str, list[str]] = {}
    for goal, card in GOALS.items():
        by_kind.setdefault(card["kind"], []).append(goal)
    chosen = {kind: rng.choice(cards) for kind, cards in by_kind.items()}
    if must is not None:
        chosen[GOALS[must]["kind"]] = must
    return list(chosen.values())


def _find(rng: random.Random, stop: Callable[[WispwoodState], bool], *, goals: list[str] | None = None,
          players: int | None = None, plies: int = 60, max_plies: int = 120) -> WispwoodState | None:
    """A position reached by random play (from a random point of a new game) where ``stop`` holds."""
    options = {"goals": goals or _goal_set(rng)}
    if players is not None:
        options["players"] = players
    else:
        options["players"] = rng.randint(2, 4)
    state = random_play(GAME, rng, rng.randrange(0, plies), **options)
    return play_until(state, rng, stop, max_plies=max_plies)


def _cells(state: WispwoodState, cells) -> set[str]:
    return {f"cell:{c}" for c in cells}


# --- how many points does this goal card bring ----------------------------------------------------------------

GOAL_RULES: dict[str, tuple[str, ...]] = {
    "goals.orbs": ("orb_kinds_around", "orb_group_kinds", "orb_lines", "orb_kinds_adjacent", "orb_quiet"),
    "goals.zum_kugeln": ("orb_kinds_adjacent",),
    "goals.ruhige_kugel": ("orb_quiet",),
    "goals.hearts": ("heart_adjacent_trees", "heart_surrounding_trees", "heart_diagonal_trees"),
    "goals.heart_line": ("heart_tree_lines",),
    "goals.cat_tile": ("heart_adjacent_trees", "heart_surrounding_trees", "biggest_forest", "lone_trees"),
    "goals.tree_groups": ("second_forest",),
    "terms.adjacent": ("heart_adjacent_trees", "orb_kinds_adjacent", "pumpkin_mixup"),
    "terms.around": ("heart_surrounding_trees", "orb_kinds_around", "pumpkin_loner"),
    "terms.group": ("biggest_forest", "second_forest", "copses", "pumpkin_pairs", "orb_group_kinds"),
    "scoring.goals": tuple(GOALS),
    "round_end.score": tuple(GOALS),
    "setup.goal_card": ("pumpkin_sudoku", "pumpkin_loner", "heart_adjacent_trees", "orb_kinds_around", "biggest_forest"),
    "setup.goals": tuple(GOALS),
    "overview.end_score": tuple(GOALS),
}


def _decides(rule: str, state: WispwoodState, goal: str, lean: bool = False) -> bool:
    """Whether the forest of the seat to move has what ``rule`` is about for ``goal``."""
    forest = state.forests[state.turn]
    letter = LETTER.get(GOALS[goal]["kind"], TREE)
    mine = [f for f, t in forest.items() if t == letter]
    if not mine:
        return False
    if rule == "goals.cat_tile":
        cat = next(f for f, t in forest.items() if t == CAT)
        return any(nb in forest and forest[nb] in (letter, TREE) for nb in neighbours(cat))
    if rule == "goals.zum_kugeln":  # ``lean``: an orb with a wisp next to it, else orbs with none
        return any(forest.get(nb) in WISP_LETTERS for f in mine for nb in neighbours(f)) == lean
    if rule == "goals.tree_groups":
        return sum(1 for t in forest.values() if t == TREE) >= 2
    return True


def _goal_points(rng: random.Random, rule: str) -> Exercise | None:
    """How many points does this goal card bring for your forest now? The score calculator counts."""
    goal = rng.choice(GOAL_RULES[rule])
    lean = rng.random() < 0.5
    state = _find(rng, lambda s: s.phase == "choose" and _decides(rule, s, goal, lean), goals=_goal_set(rng, goal))
    if state is None:
        return None
    seat = state.turn
    points = state.forest_score(seat).by_goal[goal]
    question = Text(T + "goal.question", card=goal_name(goal), text=Bilingual(GOALS[goal]["text"]))
    why = Text(T + "goal.why", card=goal_name(goal), points=points)
    return _exercise(rule, "number", state, question, {points}, why, viewer=seat)


for_each(ID, tuple(GOAL_RULES), "number", _goal_points, "goal_points")


@generator(ID, rule="scoring.full_grid", kind="number")
def full_grid(rng: random.Random) -> Exercise | None:
    """The round ends now: how many extra points does your full (or not full) grid bring?"""
    state = _find(rng, lambda s: s.phase == "choose" and s.ending, plies=120, max_plies=200)
    if state is None:
        return None
    seat = state.turn
    bonus = state.forest_score(seat).full_grid_bonus
    size = state.grid
    question = Text(T + "full.question", round=state.round, size=size)
    why = Text(T + "full.why", points=bonus, size=size, round=state.round)
    return _exercise("scoring.full_grid", "number", state, question, {bonus}, why, viewer=seat)


# --- where may a tree go --------------------------------------------------------------------------------------

TREE_RULES = ("tree.place", "overview.trees", "turn.grid", "new_round.grid", "new_round.grow", "turn.place")


def _tree_fields(rng: random.Random, rule: str) -> Exercise | None:
    """Where may you put a tree? The engine's legal tree actions."""
    def stop(s: WispwoodState) -> bool:
        if s.phase not in ("choose", "trees"):
            return False
        if rule == "new_round.grow":
            return s.round >= 2 and s.phase == "choose" and len(s.forests[s.turn]) <= 6
        if rule == "new_round.grid":
            return s.round >= 2
        return True

    plies = 200 if rule.startswith("new_round") else 60
    state = _find(rng, stop, plies=plies, max_plies=250)
    if state is None:
        return None
    seat = state.turn
    answers = _cells(state, (a.args[0] for a in state.legal_actions() if a.kind == "tree"))
    if not answers or not answers <= set(GAME.ui().fields_for(state)):
        return None
    question = Text(T + "tree.question", size=state.grid, round=state.round)
    why = Text(T + "tree.why", size=state.grid, count=len(answers))
    return _exercise(rule, "fields", state, question, answers, why, viewer=seat)


for_each(ID, TREE_RULES, "fields", _tree_fields, "tree_fields")


# --- what may you do at the start of your turn ---------------------------------------------------------------

START_CHOICES = ("refresh", "catrefresh", "take", "tree")
START_RULES = ("pond.refresh", "overview.free_refresh", "cat.ready", "cat.hidden", "cat.refresh",
               "overview.cat_refresh", "tree.instead", "overview.choose", "turn.take", "overview.take", "tree.forced")


def _start_options(rng: random.Random, rule: str) -> Exercise | None:
    """Which of these may you do now? The engine's legal actions at the start of a turn."""
    one_kind = rng.random() < 0.5  # half of the refresh questions with one wisp kind at the pond

    def stop(s: WispwoodState) -> bool:
        if s.phase != "choose" or s.solo:
            return False
        kinds = {s.pond[i] for i in s.wisp_spots()}
        if rule in ("pond.refresh", "overview.free_refresh"):
            return (len(kinds) == 1) == one_kind
        if rule == "tree.forced":  # no wisp fits, or (as a contrast) one does
            return any(a.kind == "take" for a in s.legal_actions()) != one_kind
        if rule == "cat.hidden":
            return s.cats[s.turn] == "hidden"
        if rule in ("cat.ready", "cat.refresh", "overview.cat_refresh"):
            return s.cats[s.turn] == "ready" or rng.random() < 0.3
        return True

    state = _find(rng, stop)
    if state is None:
        return None
    seat = state.turn
    legal = {a.kind for a in state.legal_actions()}
    answers = {i for i, kind in enumerate(START_CHOICES) if kind in legal}
    choices = tuple(Text(T + f"start.{kind}") for kind in START_CHOICES)
    kinds = sorted({state.pond[i] for i in state.wisp_spots()})
    question = Text(T + "start.question", count=len(state.wisp_spots()), kinds=len(kinds),
                    cat=Text(T + f"catstate.{state.cats[seat]}"))
    why = Text(T + "start.why", answer=Bilingual({lang: " · ".join(choices[i].render(lang) for i in sorted(answers))
                                                   for lang in ("de", "en")}))
    return _exercise(rule, "choice", state, question, answers, why, viewer=seat, choices=choices, multiple=True,
                     highlight=tuple(f"spot{i + 1}" for i in state.wisp_spots()))


for_each(ID, START_RULES, "choice", _start_options, "start")


# --- which shapes fit ----------------------------------------------------------------------------------------

SHAPE_RULES = ("turn.shape", "overview.shape", "cat.any_shape", "turn.hats")


def _shapes(rng: random.Random, rule: str) -> Exercise | None:
    """You took this wisp: which shapes may you use? The engine's legal shape actions."""
    def stop(s: WispwoodState) -> bool:
        if s.phase != "shape":
            return False
        if rule == "cat.any_shape":
            return s.cats[s.turn] == "ready"
        if rule == "turn.hats":
            return s.turn_info["kind"] == "hat"
        return True

    state = _find(rng, stop)
    if state is None:
        return None
    seat = state.turn
    names = list(dict.fromkeys(state.shapes))
    legal = {a.args[0] for a in state.legal_actions() if a.kind in ("shape", "catshape")}
    answers = {i for i, shape in enumerate(names) if shape in legal}
    if not answers:
        return None
    choices = tuple(Text(T + "shape.choice", shape=shape_noun(s)) for s in names)
    spot = state.turn_info["spot"]
    question = Text(T + "shape.question", wisp=kind_noun(state.turn_info["kind"]), spot=spot + 1,
                    cat=Text(T + f"catstate.{state.cats[seat]}"))
    why = Text(T + "shape.why", count=len(answers), cat=Text(T + f"catstate.{state.cats[seat]}"))
    return _exercise(rule, "choice", state, question, answers, why, viewer=seat, choices=choices, multiple=True,
                     highlight=(f"spot{spot + 1}",))


for_each(ID, SHAPE_RULES, "choice", _shapes, "shapes")


# --- on which field may the wisp lie ------------------------------------------------------------------------------

@generator(ID, rule="turn.hats", kind="fields")
def hat_field(rng: random.Random) -> Exercise | None:
    """The shape lies: which of its fields may the hat go on? The engine's legal wisp actions."""
    state = _find(rng, lambda s: s.phase == "wisp" and s.turn_info["kind"] == "hat")
    if state is None:
        return None
    answers = _cells(state, (a.args[0] for a in state.legal_actions()))
    placed = _cells(state, (cell_name(*c) for c in state.turn_info["placed"]))
    if not answers <= set(GAME.ui().fields_for(state)):
        return None
    rule = state.hat_rule()
    question = Text(T + "hat.question", card=goal_name(next(g for g in state.goals if GOALS[g]["kind"] == "hat")))
    why = Text(T + "hat.why", count=len(answers), of=len(placed))
    return _exercise("turn.hats", "fields", state, question, answers, why, viewer=state.turn, highlight=tuple(sorted(placed)))


# --- the ghost -------------------------------------------------------------------------------------------------

def _before_firefly(rng: random.Random, enough: bool) -> tuple[WispwoodState, int] | None:
    state = random_play(GAME, rng, rng.randrange(0, 60), players=1, goals=_goal_set(rng), ghost=rng.randint(1, 4))
    state = play_until(state, rng, lambda s: s.phase == "firefly", max_plies=120)
    if state is None:
        return None
    values = sorted({a.args[0] for a in state.legal_actions()})
    fitting = [v for v in values if (len(state.wisp_spots()) >= v) == enough]
    if not fitting:
        return None
    return state, rng.choice(fitting)


GHOST_RULES = ("solo.best", "solo.cat_moves", "solo.firefly")


def _ghost_takes(rng: random.Random, rule: str) -> Exercise | None:
    """The firefly shows a number: which wisp does the ghost take? The engine plays the firefly."""
    found = _before_firefly(rng, enough=True)
    if found is None:
        return None
    state, value = found
    after = state.apply(A("firefly", (value,)))
    took = after.ghost["took"]
    values = state.ghost_values()
    if rule == "solo.firefly":
        kind, answers = "number", {len(took["seen"])}
        question = Text(T + "ghost.seen.question", n=value)
        why = Text(T + "ghost.seen.why", n=value)
    else:
        kind, answers = "fields", {f"spot{took['spot'] + 1}"}
        question = Text(T + ("ghost.cat.question" if rule == "solo.cat_moves" else "ghost.take.question"), n=value)
        why = Text(T + "ghost.take.why", wisp=kind_noun(took["kind"]), points=values[took["kind"]], spot=took["spot"] + 1)
    return _exercise(rule, kind, state, question, answers, why, viewer=0, highlight=(f"spot{state.ghost['cat'] + 1}",))


for _rule in GHOST_RULES:
    for_each(ID, (_rule,), "number" if _rule == "solo.firefly" else "fields", _ghost_takes, "ghost")


@generator(ID, rule="solo.not_enough", kind="number")
def ghost_refill(rng: random.Random) -> Exercise | None:
    """Too few wisps at the pond for the firefly: how many new wisps are laid out?"""
    found = _before_firefly(rng, enough=False)
    if found is None:
        return None
    state, value = found
    after = state.apply(A("firefly", (value,)))
    new = len(after.refill) if after.phase == "refill" else 0
    question = Text(T + "refill.question", n=value, count=len(state.wisp_spots()))
    why = Text(T + "refill.why", n=value, count=new)
    return _exercise("solo.not_enough", "number", state, question, {new}, why, viewer=0)


HELPER_RULES = ("solo.scoring", "solo.helper")


def _ghost_points(rng: random.Random, rule: str) -> Exercise | None:
    """How many points do the ghost's wisps bring at the end of this round? The engine's ghost score."""
    state = random_play(GAME, rng, rng.randrange(20, 120), players=1, goals=_goal_set(rng), ghost=rng.randint(1, 4))
    state = play_until(state, rng, lambda s: s.phase == "choose" and sum(s.ghost["collected"].values()) >= 2, max_plies=120)
    if state is None:
        return None
    points = state.ghost_points()
    question = Text(T + "helper.question")
    why = Text(T + "helper.why", points=points)
    return _exercise(rule, "number", state, question, {points}, why, viewer=0)


for_each(ID, HELPER_RULES, "number", _ghost_points, "ghost_points")


@generator(ID, rule="solo.pond", kind="fields")
def ghost_cat(rng: random.Random) -> Exercise | None:
    """Where may the ghost's cat go at the start? The engine's legal ghostcat actions."""
    state = random_play(GAME, rng, 0, players=1, goals=_goal_set(rng), ghost=rng.randint(1, 4))
    state = play_until(state, rng, lambda s: s.phase == "ghost_cat", max_plies=40)
    if state is None:
        return None
    answers = {f"spot{a.args[0]}" for a in state.legal_actions()}
    question = Text(T + "ghostcat.question")
    why = Text(T + "ghostcat.why", count=len(answers))
    return _exercise("solo.pond", "fields", state, question, answers, why, viewer=0)


# --- end of a round ----------------------------------------------------------------------------------------------

CAT_RULES = ("round_end.cat_move", "overview.next_cat", "round_end.hats")


def _cat_move(rng: random.Random, rule: str) -> Exercise | None:
    """The round is over: where may your cat go? The engine's legal catmove actions."""
    state = _find(rng, lambda s: s.phase == "cat_move" and (rule != "round_end.hats" or "H" in s.forests[s.cat_queue[0]].values()),
                  plies=150, max_plies=300)
    if state is None:
        return None
    seat = state.cat_queue[0]
    answers = _cells(state, (a.args[0] for a in state.legal_actions() if a.kind == "catmove"))
    if not answers or not answers <= set(GAME.ui().fields_for(state)):
        return None
    question = Text(T + "catmove.question")
    why = Text(T + "catmove.why", count=len(answers))
    return _exercise(rule, "fields", state, question, answers, why, viewer=seat)


for_each(ID, CAT_RULES, "fields", _cat_move, "cat_move")

KEEP_RULES = ("round_end.remove_trees", "overview.next_trees", "new_round.keep")


def _kept(rng: random.Random, rule: str) -> Exercise | None:
    """Your cat stays: how many tiles stay in your forest for the next round? The engine plays it out."""
    state = _find(rng, lambda s: s.phase == "cat_move", plies=150, max_plies=300)
    if state is None:
        return None
    seat = state.cat_queue[0]
    after = state
    while after.phase == "cat_move":
        after = after.apply(A("catstay"))
    kept = len(after.forests[seat])
    question = Text(T + "kept.question", count=len(state.forests[seat]))
    why = Text(T + "kept.why", count=kept)
    return _exercise(rule, "number", state, question, {kept}, why, viewer=seat)


for_each(ID, KEEP_RULES, "number", _kept, "kept")



# --- the cat after a tree turn --------------------------------------------------------------------------------

READY_RULES = ("tree.ready", "overview.ready")
CAT_STATES = ("ready", "hidden")


def _ready(rng: random.Random, rule: str) -> Exercise | None:
    """You make a tree turn with one tree: how is your cat afterwards? The engine plays the turn."""
    hidden = rng.random() < 0.6
    state = _find(rng, lambda s: s.phase == "choose" and (s.cats[s.turn] == "hidden") == hidden
                  and any(a.kind == "tree" for a in s.legal_actions()))
    if state is None:
        return None
    seat = state.turn
    tree = rng.choice([a for a in state.legal_actions() if a.kind == "tree"])
    after = state.apply(tree)
    if after.phase == "trees" and after.turn == seat:
        after = after.apply(A("done"))
    answers = {CAT_STATES.index(after.cats[seat])}
    choices = tuple(Text(T + f"catstate.{c}") for c in CAT_STATES)
    question = Text(T + "ready.question", cat=Text(T + f"catstate.{state.cats[seat]}"), cell=tree.args[0])
    why = Text(T + "ready.why")
    return _exercise(rule, "choice", state, question, answers, why, viewer=seat, choices=choices,
                     highlight=(f"cell:{tree.args[0]}",))


for_each(ID, READY_RULES, "choice", _ready, "ready")


# --- where the shape may lie ------------------------------------------------------------------------------------

@generator(ID, rule="overview.place", kind="fields")
def shape_cover(rng: random.Random) -> Exercise | None:
    """Which fields could your shape cover? The union of the engine's legal placements."""
    state = _find(rng, lambda s: s.phase == "place" and s.turn_info["kind"] != "hat")
    if state is None:
        return None
    answers = set()
    for action in state.legal_actions():
        answers |= _cells(state, action.args)
    if not answers or not answers <= set(GAME.ui().fields_for(state)):
        return None
    question = Text(T + "cover.question", shape=shape_noun(state.turn_info["shape"]), size=state.grid)
    why = Text(T + "cover.why", count=len(answers), size=state.grid)
    return _exercise("overview.place", "fields", state, question, answers, why, viewer=state.turn)


# --- who wins -----------------------------------------------------------------------------------------------

WIN_RULES = ("end.winner", "solo.end", "solo.goal")


def _winner(rng: random.Random, rule: str) -> Exercise | None:
    """The game is over: who wins? The engine's outcome."""
    solo = rule != "end.winner"
    state = random_play(GAME, rng, 0, players=1 if solo else rng.randint(2, 4), goals=_goal_set(rng), rounds=2)
    state = play_until(state, rng, lambda s: s.phase == "end", max_plies=600)
    if state is None:
        return None
    seats = range(len(state.score))
    choices = tuple(Text(T + "winner.choice", name=state._name(s), points=state.score[s]) for s in seats)
    winners = set(state.outcome().winners)
    question = Text(T + "winner.question")
    why = Text(T + "winner.why", reason=state.outcome().reason)
    return _exercise(rule, "choice", state, question, winners, why, viewer=0, choices=choices, multiple=len(winners) > 1)


for_each(ID, WIN_RULES, "choice", _winner, "winner")


# --- the end of a round -----------------------------------------------------------------------------------------

TRIGGER_RULES = ("round_end.trigger", "overview.end_trigger", "overview.end_turns")


def _still_play(rng: random.Random, rule: str) -> Exercise | None:
    """Someone filled their grid: who still plays this round? The engine plays the round out."""
    state = _find(rng, lambda s: s.phase == "choose" and s.ending and not s.solo, plies=120, max_plies=250)
    if state is None:
        return None
    played, after, round_ = [], state, state.round
    while after.round == round_ and after.phase != "end" and after.phase != "cat_move":
        if after.phase == "choose" and (not played or played[-1] != after.turn):
            played.append(after.turn)
        after = after.apply(after.sample_chance(rng) if after.is_chance_node() else rng.choice(after.legal_actions()))
    seats = range(len(state.forests))
    choices = tuple(Text(T + "seat.choice", name=state._name(s)) for s in seats)
    question = Text(T + "trigger.question", name=state._name(state.turn))
    why = Text(T + "trigger.why", count=len(played))
    return _exercise(rule, "choice", state, question, set(played), why, viewer=state.turn, choices=choices, multiple=True)


for_each(ID, TRIGGER_RULES, "choice", _still_play, "still_play")

MARKER_RULES = ("round_end.start_marker", "overview.next_marker")


def _next_start(rng: random.Random, rule: str) -> Exercise | None:
    """The round ends: who begins the next one? The engine plays on to the next round."""
    state = _find(rng, lambda s: s.phase == "cat_move" and not s.solo, plies=150, max_plies=300)
    if state is None:
        return None
    after = state
    while after.phase == "cat_move":
        after = after.apply(A("catstay"))
    after = play_until(after, rng, lambda s: s.phase == "choose", max_plies=20)
    if after is None:
        return None
    seats = range(len(state.forests))
    choices = tuple(Text(T + "seat.choice", name=state._name(s)) for s in seats)
    question = Text(T + "marker.question", name=state._name(state.start))
    why = Text(T + "marker.why", name=state._name(after.turn))
    return _exercise(rule, "choice", state, question, {after.turn}, why, viewer=state.cat_queue[0], choices=choices)


for_each(ID, MARKER_RULES, "choice", _next_start, "next_start")


# --- solo: whose turn, new wisps, fireflies -----------------------------------------------------------------------

@generator(ID, rule="solo.ghost_first", kind="choice")
def ghost_first(rng: random.Random) -> Exercise | None:
    """The next round begins: who goes first? The engine plays on."""
    state = random_play(GAME, rng, rng.randrange(0, 60), players=1, goals=_goal_set(rng))
    state = play_until(state, rng, lambda s: s.phase == "cat_move", max_plies=250)
    if state is None:
        return None
    after = state.apply(A("catstay"))
    first = 1 if after.phase == "firefly" else 0
    choices = tuple(Text(T + "seat.choice", name=state._name(s)) for s in (0, 1))
    question = Text(T + "first.question", round=state.round + 1)
    why = Text(T + "first.why")
    return _exercise("solo.ghost_first", "choice", state, question, {first}, why, viewer=0, choices=choices)


@generator(ID, rule="solo.your_turn", kind="number")
def solo_new_wisps(rng: random.Random) -> Exercise | None:
    """Against the ghost you hide your cat and lay out new wisps: how many come? The engine plays it."""
    state = random_play(GAME, rng, rng.randrange(0, 60), players=1, goals=_goal_set(rng))
    state = play_until(state, rng, lambda s: s.phase == "choose" and A("catrefresh") in s.legal_actions(), max_plies=120)
    if state is None:
        return None
    after = state.apply(A("catrefresh"))
    new = len(after.refill)
    question = Text(T + "solo_new.question")
    why = Text(T + "solo_new.why", count=new)
    return _exercise("solo.your_turn", "number", state, question, {new}, why, viewer=0)


@generator(ID, rule="pond.discard", kind="number")
def discard(rng: random.Random) -> Exercise | None:
    """You lay out new wisps: how many wisps lie on the discard pile then? The engine plays it."""
    state = _find(rng, lambda s: s.phase == "choose" and any(a.kind in ("refresh", "catrefresh") for a in s.legal_actions()))
    if state is None:
        return None
    action = next(a for a in state.legal_actions() if a.kind in ("refresh", "catrefresh"))
    after = state.apply(action)
    if sum(after.discard.values()) < sum(state.discard.values()):
        return None  # the stacks ran out and the pile became the new stacks
    pile = sum(after.discard.values())
    question = Text(T + "discard.question", before=sum(state.discard.values()), count=len(state.wisp_spots()))
    why = Text(T + "discard.why", count=pile)
    return _exercise("pond.discard", "number", state, question, {pile}, why, viewer=state.turn)


FIREFLY_RULES = ("solo.fireflies", "solo.round_end")


def _fireflies_left(rng: random.Random, rule: str) -> Exercise | None:
    """How many more fireflies are turned this round, if your grid does not fill? The engine plays it out
    with tree turns of one tree."""
    state = random_play(GAME, rng, rng.randrange(0, 150), players=1, goals=_goal_set(rng))
    state = play_until(state, rng, lambda s: s.phase == "choose", max_plies=60)
    if state is None:
        return None
    after, turned, round_ = state, 0, state.round
    while after.round == round_ and after.phase not in ("cat_move", "end"):
        if after.phase == "firefly":
            turned += 1
        if after.is_chance_node():
            after = after.apply(after.sample_chance(rng))
        else:
            legal = after.legal_actions()
            pick = next((a for a in legal if a.kind == "done"), None) or next((a for a in legal if a.kind == "tree"), None)
            if pick is None:
                return None
            after = after.apply(pick)
    if after.round_scores[0][-1]["full_grid"]:
        return None  # your grid filled up: the round ended before the last firefly
    question = Text(T + "fireflies.question", round=round_)
    why = Text(T + "fireflies.why", count=turned, round=round_)
    return _exercise(rule, "number", state, question, {turned}, why, viewer=0)


for_each(ID, FIREFLY_RULES, "number", _fireflies_left, "fireflies")


@generator(ID, rule="setup.wisps", kind="number")
def setup_wisps(rng: random.Random) -> Exercise | None:
    """The game is set up: how many wisps lie at the pond? The engine sets it up."""
    state = random_play(GAME, rng, 0, players=rng.randint(2, 4), goals=_goal_set(rng))
    state = play_until(state, rng, lambda s: s.phase == "choose", max_plies=40)
    if state is None or state.history and any(str(a).startswith(("take", "tree", "refresh", "catrefresh")) for a in state.history):
        return None
    count = len(state.wisp_spots())
    question = Text(T + "setup.question")
    why = Text(T + "setup.why", count=count)
    return _exercise("setup.wisps", "number", state, question, {count}, why, viewer=state.turn)


@generator(ID, rule="overview.tiles", kind="number")
def trees_for_shape(rng: random.Random) -> Exercise | None:
    """You chose a shape: how many trees do you take to complete it? The engine lays the shape."""
    state = _find(rng, lambda s: s.phase == "place")
    if state is None:
        return None
    after = state.apply(rng.choice(state.legal_actions()))
    _, trees = after.in_hand()
    question = Text(T + "tiles.question", shape=shape_noun(state.turn_info["shape"]), wisp=kind_noun(state.turn_info["kind"]))
    why = Text(T + "tiles.why", count=trees)
    return _exercise("overview.tiles", "number", state, question, {trees}, why, viewer=state.turn)


@generator(ID, rule="pond.no_refill", kind="number")
def pond_left(rng: random.Random) -> Exercise | None:
    """You take a wisp: how many are left at the pond for the next player? The engine plays the take."""
    state = _find(rng, lambda s: s.phase == "choose" and any(a.kind == "take" for a in s.legal_actions()))
    if state is None:
        return None
    take = rng.choice([a for a in state.legal_actions() if a.kind == "take"])
    left = len(state.apply(take).wisp_spots())
    question = Text(T + "left.question", spot=take.args[0])
    why = Text(T + "left.why", count=left)
    return _exercise("pond.no_refill", "number", state, question, {left}, why, viewer=state.turn, highlight=(f"spot{take.args[0]}",))


@generator(ID, rule="turn.rounds", kind="choice")
def next_seat(rng: random.Random) -> Exercise | None:
    """Whose turn comes after yours? The engine plays your turn out."""
    state = _find(rng, lambda s: s.phase == "choose" and not s.ending and not s.solo)
    if state is None:
        return None
    seat, after = state.turn, state
    while after.turn == seat and after.phase not in ("cat_move", "end"):
        after = after.apply(after.sample_chance(rng) if after.is_chance_node() else rng.choice(after.legal_actions()))
    if after.phase in ("cat_move", "end") or after.round != state.round:
        return None
    choices = tuple(Text(T + "seat.choice", name=state._name(s)) for s in range(len(state.forests)))
    question = Text(T + "next.question", name=state._name(seat))
    why = Text(T + "next.why", name=state._name(after.turn))
    return _exercise("turn.rounds", "choice", state, question, {after.turn}, why, viewer=seat, choices=choices)
