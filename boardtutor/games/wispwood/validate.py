"""What the rules make impossible, for a position from outside (a saved game, a set-up for a
walkthrough). ``validate(state)`` runs after the save model (``save.py``) has checked types and ranges
and raises RuleViolation with a message that names what is wrong, in German and English.

Checked: each of the 160 tiles exactly once (forests, pond, discard pile, in hand, the ghost's, the
stacks), the forests (one cat, inside the round's grid, in round 1 one connected forest whose hats
obey the hat card), the set-up, the pond and the ghost, what the phase needs (the turn so far, the
pond fields waiting for a wisp, the cats still to move), whose turn it is and the scores.

>>> import boardtutor, json
>>> game = boardtutor.load("wispwood")
>>> state = game.new_initial_state(2, seed=1, pond="ABCD")
>>> for kind in ["orb"] * 8:
...     state = state.apply(f"draw {kind}")
>>> data = json.loads(state.to_json())
>>> data["discard"]["orb"] = 33
>>> try:
...     game.state_from_dict(data)
... except boardtutor.RuleViolation as exc:
...     print(exc.message("en"))
There are 41 orbs showing in this game, but the box has only 40.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core import RuleViolation
from ...i18n import Bilingual, Text
from .forest import CAT, KINDS, LETTER, ORIENTATIONS, TREE, cell_name, extent, groups, names
from .scoring import FULL_GRID_BONUS, GOAL_KINDS, GOALS, _list, is_full, kind_noun, shape_noun

if TYPE_CHECKING:  # pragma: no cover
    from .rules import WispwoodState

SETUP_PHASES = ("setup_pond", "setup_goals", "setup_ranks")
PLAYER_PHASES = ("choose", "shape", "place", "wisp", "trees")
ALLOWED_IN_TURN = {
    "choose": {"refreshed", "cat_refreshed"},
    "shape": {"refreshed", "cat_refreshed", "spot", "kind"},
    "place": {"refreshed", "cat_refreshed", "spot", "kind", "shape", "cat_shape"},
    "wisp": {"refreshed", "cat_refreshed", "spot", "kind", "shape", "cat_shape", "placed"},
    "trees": {"refreshed", "cat_refreshed", "trees"},
}


def _no(key: str, **params) -> RuleViolation:
    return RuleViolation(Text(f"wispwood.save.{key}", **params))


def _phase(phase: str) -> Text:
    return Text(f"wispwood.phase.{phase}")


def validate(state: "WispwoodState") -> None:
    """Raise RuleViolation if ``state`` is a position the rules cannot reach."""
    _setup(state)
    _forests(state)
    _tiles(state)
    _pond_and_ghost(state)
    _turn(state)
    _scores(state)


# -- set-up and goal cards ------------------------------------------------------------------------
def _setup(state: "WispwoodState") -> None:
    from .rules import CAT_START

    kinds = list(state.goal_kinds)
    full = list(GOAL_KINDS)
    if kinds not in (full, [k for k in full if k != "tree"]):
        raise _no("goal_kinds", kinds=_list([kind_noun(k) for k in kinds]) if kinds else "–")
    for number, goal in enumerate(state.goals):
        if number >= len(kinds) or GOALS[goal]["kind"] != kinds[number]:
            if number >= len(kinds):
                raise _no("goal_extra", number=number + 1, count=len(kinds))
            raise _no("goal_card", number=number + 1, goal=Bilingual(GOALS[goal]["name"]), kind=kind_noun(kinds[number]))
    missing = []
    if state.rims is None:
        missing.append("setup_pond")
    elif len(state.goals) < len(kinds):
        missing.append("setup_goals")
    elif state.solo and len(state.ghost["ranks"]) < len(KINDS) - 1:
        missing.append("setup_ranks")
    if state.phase in SETUP_PHASES:
        if not missing or missing[0] != state.phase:
            expected = _phase(missing[0]) if missing else Text("wispwood.save.part.play")
            raise _no("setup_step", phase=_phase(state.phase), expected=expected)
    elif missing:
        raise _no("setup_unfinished", phase=_phase(state.phase), missing=_phase(missing[0]))
    if state.solo:
        ranks = state.ghost["ranks"]
        if len(set(ranks)) != len(ranks) or (state.phase not in SETUP_PHASES and len(ranks) != len(KINDS)):
            raise _no("ghost_ranks", ranks=_list([kind_noun(k) for k in ranks]) if ranks else "–")
    at_start = state.phase in SETUP_PHASES or state.phase == "ghost_cat" or (state.phase == "refill" and state.after_refill == "setup_done")
    if (state.after_refill == "setup") != (state.phase in SETUP_PHASES):
        raise _no("after_refill", phase=_phase(state.phase), value=state.after_refill)
    if at_start:
        clean = (
            state.round == 1
            and all(forest == {CAT_START: CAT} for forest in state.forests)
            and all(cat == "ready" for cat in state.cats)
            and not any(state.discard.values())
            and not any(state.score) and not any(state.full_grids)
            and state.turn == state.start
            and not state.ending
        )
        if state.solo:
            ghost = state.ghost
            clean = clean and not any(ghost["collected"].values()) and not ghost["fireflies"] and ghost["took"] is None
        if not clean:
            raise _no("setup_board", cell=cell_name(*CAT_START))
        if state.phase in SETUP_PHASES and any(p is not None for p in state.pond):
            raise _no("setup_pond")
        if state.phase == "ghost_cat" and not all(p in KINDS for p in state.pond):
            raise _no("ghost_cat_pond")


# -- forests --------------------------------------------------------------------------------------
def _forests(state: "WispwoodState") -> None:
    from .rules import hat_allowed

    for seat, forest in enumerate(state.forests):
        name = state._name(seat)
        cats = [f for f, t in forest.items() if t == CAT]
        if len(cats) != 1:
            raise _no("forest_cats", name=name, count=len(cats), cells=names(cats) or "–")
        width, height = extent(forest)
        if max(width, height) > state.grid:
            raise _no("forest_size", name=name, width=width, height=height, n=state.grid, round=state.round)
        if state.round == 1:
            parts = groups(forest, set(forest.values()))
            if len(parts) > 1:
                raise _no("forest_apart", name=name, cells=names(parts[1]))
            rule = state.hat_rule()
            moved = state.phase == "cat_move" and seat not in state.cat_queue  # the hat rule holds only when placing
            hats = [] if moved else [f for f, t in forest.items() if t == LETTER["hat"]]
            if rule == "chain":
                linked = next(g for g in groups(forest, (CAT, LETTER["hat"])) if cats[0] in g)
                wrong = [f for f in hats if f not in linked]
            elif rule == "rack":
                wrong = [f for f in hats if not hat_allowed({**forest, f: TREE}, f, rule)]
            else:
                wrong = [f for f in hats if not hat_allowed(forest, f, rule)]
            if wrong:
                goal = next(g for g in state.goals if GOALS[g]["kind"] == "hat")
                raise _no("hat_rule", name=name, cell=cell_name(*sorted(wrong, key=lambda f: (f[1], f[0]))[0]),
                          rule=Bilingual(GOALS[goal]["text"]))


# -- the 160 tiles ------------------------------------------------------------------------------------
def _tiles(state: "WispwoodState") -> None:
    from .rules import TILES_PER_KIND, TOTAL_TILES

    for kind, count in state.visible().items():
        if count > TILES_PER_KIND:
            raise _no("too_many_tiles", count=count, kind=kind_noun(kind), limit=TILES_PER_KIND)
    used = state.tiles_in_play()
    if used > TOTAL_TILES:
        raise _no("tiles_total", count=used, limit=TOTAL_TILES)
    if state.phase == "refill" and state.stack() < len(state.refill):
        raise _no("refill_stack", count=len(state.refill), stack=state.stack())


# -- the pond and the ghost ---------------------------------------------------------------------------
def _pond_and_ghost(state: "WispwoodState") -> None:
    from .rules import FIREFLIES, FIREFLIES_PER_ROUND, GHOST

    pond = state.pond
    if state.phase == "refill":
        if len(set(state.refill)) != len(state.refill):
            raise _no("refill_twice", spots=", ".join(str(s + 1) for s in state.refill))
        for spot in state.refill:
            if pond[spot] is not None:
                raise _no("refill_full", spot=spot + 1)
        left = [i for i, p in enumerate(pond) if p is None and i not in state.refill]
        if left:
            raise _no("refill_left", spot=left[0] + 1)
        if state.after_refill == "ghost" and not state.solo:
            raise _no("after_refill", phase=_phase(state.phase), value=state.after_refill)
        if state.after_refill == "turn" and not (state.turn_info["refreshed"] or state.turn_info["cat_refreshed"]):
            raise _no("refill_why")
    if state.phase == "choose" and not state.wisp_spots():
        raise _no("pond_empty")
    if not state.solo:
        if GHOST in pond:
            raise _no("pond_ghost", spot=pond.index(GHOST) + 1)
        return
    ghost = state.ghost
    cat = ghost["cat"]
    before_cat = state.phase in SETUP_PHASES or state.phase == "ghost_cat" or (state.phase == "refill" and state.after_refill == "setup_done")
    if before_cat:
        if cat is not None or GHOST in pond:
            raise _no("ghost_cat_early")
    elif cat is None or pond[cat] != GHOST or pond.count(GHOST) != 1:
        shown = ", ".join(str(i + 1) for i, p in enumerate(pond) if p == GHOST) or "–"
        raise _no("ghost_cat", spot="–" if cat is None else cat + 1, spots=shown)
    pool = list(FIREFLIES)
    for value in ghost["fireflies"]:
        if value not in pool:
            raise _no("fireflies", values=", ".join(map(str, ghost["fireflies"])), tiles=", ".join(map(str, FIREFLIES)))
        pool.remove(value)
    limit = FIREFLIES_PER_ROUND[state.round - 1]
    turned = len(ghost["fireflies"])
    if turned > limit or (state.phase == "firefly" and turned >= limit):
        raise _no("fireflies_many", count=turned, round=state.round, limit=limit)
    if (state.phase in PLAYER_PHASES or state.phase in ("cat_move", "end")) and turned == 0:
        raise _no("ghost_first", round=state.round)
    pending = int(state.phase == "refill" and state.after_refill == "ghost")
    if pending and turned == 0:
        raise _no("ghost_first", round=state.round)
    low = state.round - 1 + turned - pending
    high = sum(FIREFLIES_PER_ROUND[: state.round - 1]) + turned - pending
    if before_cat:
        low = high = 0
    collected = sum(ghost["collected"].values())
    if not low <= collected <= high:
        raise _no("ghost_count", count=collected, low=low, high=high)
    took = ghost["took"]
    if took is not None:
        seen = took["seen"]
        if before_cat or took["spot"] != cat or took["spot"] not in seen or len(set(seen)) != len(seen):
            raise _no("ghost_took", spot=took["spot"] + 1)


# -- whose turn, and the turn so far -------------------------------------------------------------------
def _turn(state: "WispwoodState") -> None:
    phase, info = state.phase, state.turn_info
    seats = len(state.forests)
    if state.solo and (state.start != 0 or state.turn != 0):
        raise _no("solo_turn")
    playing = phase in PLAYER_PHASES or phase in ("refill", "firefly", "ghost_cat")
    full = [s for s in range(seats) if is_full(state.forests[s], state.round)]
    if playing:
        if state.turn in full and not (phase == "refill" and state.after_refill == "setup_done"):
            raise _no("full_now", name=state._name(state.turn), round=state.round, n=state.grid)
        if state.solo:
            if full:
                raise _no("full_now", name=state._name(0), round=state.round, n=state.grid)
        else:
            if state.ending != bool(full):
                key = "ending_without" if state.ending else "ending_missing"
                raise _no(key, name=state._name(full[0]) if full else "–")
            order = (state.turn - state.start) % seats
            late = [s for s in full if (s - state.start) % seats > order]
            if late:
                raise _no("full_early", name=state._name(late[0]), now=state._name(state.turn))
    allowed = ALLOWED_IN_TURN.get(phase, set())
    if phase == "refill" and state.after_refill == "turn":
        allowed = {"refreshed", "cat_refreshed"}
    from .rules import _fresh_turn

    for field, empty in _fresh_turn().items():
        if field not in allowed and info[field] != empty:
            raise _no("turn_step", field=field, phase=_phase(phase))
    cat = state.cats[state.turn]
    if (info["cat_refreshed"] or info["cat_shape"]) and cat != "hidden":
        raise _no("cat_used", name=state._name(state.turn))
    if phase in ("shape", "place", "wisp") and state.pond[info["spot"]] is not None:
        raise _no("taken_spot", spot=info["spot"] + 1)
    if phase in ("place", "wisp"):
        near = state.shapes_next_to(info["spot"])
        if info["cat_shape"] == (info["shape"] in near):
            key = "shape_cat" if info["cat_shape"] else "shape_far"
            raise _no(key, shape=shape_noun(info["shape"]), spot=info["spot"] + 1)
    if phase == "wisp":
        _placed(state)
    if phase == "cat_move":
        order = [(state.start + i) % seats for i in range(seats)]
        queue = state.cat_queue
        if len(set(queue)) != len(queue) or any(s >= seats for s in queue):
            raise _no("cat_queue")
        if sorted(queue, key=order.index) != queue or any(TREE not in state.forests[s].values() for s in queue):
            raise _no("cat_queue")
        if state.round >= state.rounds:
            raise _no("cat_move_last", round=state.round)
    if phase == "end" and state.round != state.rounds:
        raise _no("end_early", round=state.round, rounds=state.rounds)


def _placed(state: "WispwoodState") -> None:
    from .rules import _normal

    info = state.turn_info
    cells = list(info["placed"])
    shown = names(cells)
    shape = info["shape"]
    if len(set(cells)) != len(cells) or frozenset(_normal(cells)) not in {frozenset(o) for o in ORIENTATIONS[shape]}:
        raise _no("placed_shape", cells=shown, shape=shape_noun(shape))
    problem = state._field_problem(cells)
    if problem is not None:
        raise _no("placed_where", cells=shown, problem=problem)
    if info["kind"] == "hat" and not any(c in state._hat_fields() for c in cells):
        raise _no("placed_hat", cells=shown)


# -- scores -------------------------------------------------------------------------------------------
def _scores(state: "WispwoodState") -> None:
    done = state.round - 1 + int(state.phase in ("cat_move", "end"))
    goals = set(state.goals)
    for seat, entries in enumerate(state.round_scores):
        name = state._name(seat)
        ghost = state.solo and seat == 1
        if len(entries) != done:
            raise _no("round_count", name=name, count=len(entries), done=done)
        full = 0
        for number, entry in enumerate(entries, 1):
            parts = {k: v for k, v in entry.items() if k != "total"}
            if "total" not in entry or (ghost and parts) or (parts and set(parts) != goals | {"full_grid"}):
                raise _no("round_entry", name=name, round=number)
            if parts:
                if sum(parts.values()) != entry["total"]:
                    raise _no("round_sum", name=name, round=number, total=entry["total"], sum=sum(parts.values()))
                if parts["full_grid"] not in (0, FULL_GRID_BONUS[number - 1]):
                    raise _no("full_bonus", name=name, round=number, points=parts["full_grid"], bonus=FULL_GRID_BONUS[number - 1])
                full += parts["full_grid"] > 0
        if ghost:  # the ghost keeps every wisp and takes more each round
            for number in range(1, len(entries)):
                if entries[number]["total"] < entries[number - 1]["total"]:
                    raise _no("ghost_less", round=number + 1, total=entries[number]["total"], before=entries[number - 1]["total"])
            if entries and entries[-1]["total"] > state.ghost_points():
                raise _no("ghost_more", round=len(entries), total=entries[-1]["total"], now=state.ghost_points())
        total = sum(entry["total"] for entry in entries)
        if state.score[seat] != total:
            raise _no("score_sum", name=name, score=state.score[seat], total=total)
        if ghost and state.full_grids[seat]:
            raise _no("ghost_full", count=state.full_grids[seat])
        split = all(len(entry) > 1 for entry in entries)  # every round with its points split up: the count is exact
        if not full <= state.full_grids[seat] <= done or (split and not ghost and state.full_grids[seat] != full):
            raise _no("full_grids", name=name, count=state.full_grids[seat], done=done)
        # before moving: a cat that has moved changes what its forest scores now
        unmoved = state.phase == "end" or ghost or (state.phase == "cat_move" and seat in state.cat_queue)
        if entries and state.phase in ("cat_move", "end") and unmoved:
            expected = state.ghost_points() if ghost else state.forest_score(seat).total
            if entries[-1]["total"] != expected:
                raise _no("ghost_last" if ghost else "round_last", name=name, round=state.round, total=entries[-1]["total"], expected=expected)


__all__ = ["validate"]
