"""Why a move is good, in one short clause (DE/EN), for the computer player's explanation.

Every clause names something from the position: the wisp and its pond field, a goal card and the
points it gains, the fields of the forest, the grid. The points are the forest scored as if the
round ended now (``ForestScore``), before and after the move. Where the move leaves choices open
(a wisp taken, but not yet placed), the clause says what it *can* bring at most: the best over every
way to finish the turn (``take_gains``). Every number is checked against a computation of its own in
``tests/games/wispwood/test_claims.py``. The clause follows the move, which
names the wisp, its pond field and the field it goes to, so it says "it" instead of naming them again.

>>> import boardtutor
>>> state = boardtutor.load("wispwood").new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD")
>>> for kind in ["orb", "heart", "hat", "pumpkin"] * 2:
...     state = state.apply(f"draw {kind}")
>>> state.move_reason("tree f5", "en")
'it raises the forest from 0 to 1 point (card “Big forest”)'
>>> state.move_reason("take 3", "de")
'er kann mit der Karte „Katzenkuscheln“ bis zu 3 Punkte mehr bringen'
"""

from __future__ import annotations

from typing import Any

from ...i18n import Bilingual, Text
from .forest import CAT, LETTER, TREE, cell_name, parse_cell
from .scoring import GOALS, ForestScore, kind_noun, shape_noun


def _card(goal: str) -> Bilingual:
    return Bilingual(GOALS[goal]["name"])


def _gain(state: Any, forest: dict) -> tuple[int, int, str | None]:
    """The forest's points now and with ``forest`` instead, and the card that gains the most."""
    seat = state.turn
    before = state.forest_score(seat)
    after = ForestScore(forest, state.goals, state.round)
    best, card = 0, None
    for goal in state.goals:
        diff = after.by_goal[goal] - before.by_goal[goal]
        if diff > best:
            best, card = diff, goal
    return before.total, after.total, card


def _points_text(state: Any, forest: dict, subject: Text) -> Text:
    """``subject`` followed by what it does to the forest's points (or to the grid)."""
    before, after, card = _gain(state, forest)
    if after > before:
        if card is None:  # only the full-grid bonus grew
            return Text("wispwood.reason.full_grid", n=after, subject=subject, before=before)
        return Text("wispwood.reason.points_up", n=after, subject=subject, before=before, card=_card(card))
    fields = state.grid * state.grid
    return Text("wispwood.reason.fills", subject=subject, filled=min(len(forest), fields), fields=fields)


def _best_wisp(state: Any, cells: tuple) -> tuple[dict, tuple[int, int]]:
    """Where the wisp in hand scores most among ``cells`` (hats only where the hat card allows)."""
    kind = state.turn_info["kind"]
    forest = state.forests[state.turn]
    best = None
    for cell in cells:
        if not state._wisp_ok(cells, cell, kind):
            continue
        trial = dict(forest)
        for c in cells:
            trial[c] = TREE
        trial[cell] = LETTER[kind]
        total = ForestScore(trial, state.goals, state.round).total
        if best is None or total > best[0]:
            best = (total, trial, cell)
    return best[1], best[2]


def take_gains(state: Any, spot: int) -> tuple[dict[str, int], int]:
    """What taking the wisp on pond field ``spot`` (0-based) can bring this turn, as if the round ended
    after it: per goal card the most points the card can gain, and the most the whole forest can gain,
    over every way to finish the turn (each shape it may use, each place, each field for the wisp).

    >>> import boardtutor
    >>> state = boardtutor.load("wispwood").new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD")
    >>> for kind in ["orb", "heart", "hat", "pumpkin"] * 2:
    ...     state = state.apply(f"draw {kind}")
    >>> take_gains(state, 2)
    ({'pumpkin_loner': 0, 'hat_near_cat': 3, 'heart_adjacent_trees': 0, 'orb_kinds_around': 0, 'biggest_forest': 3}, 6)
    """
    cache = state._cache()
    if ("take_gains", spot) not in cache:
        cache["take_gains", spot] = _take_gains(state, spot)
    return cache["take_gains", spot]


def _take_gains(state: Any, spot: int) -> tuple[dict[str, int], int]:
    kind = state.pond[spot]
    forest = state.forests[state.turn]
    before = state.forest_score(state.turn)
    by_goal = dict.fromkeys(state.goals, None)
    total = None
    seen = set()
    for shape in state._shapes_for(spot):
        for cells in state._placements(shape, kind):
            for cell in cells:
                if (cells, cell) in seen or not state._wisp_ok(cells, cell, kind):
                    continue
                seen.add((cells, cell))
                trial = dict(forest)
                trial.update(dict.fromkeys(cells, TREE))
                trial[cell] = LETTER[kind]
                after = ForestScore(trial, state.goals, state.round)
                gain = after.total - before.total
                total = gain if total is None else max(total, gain)
                for goal in state.goals:
                    diff = after.by_goal[goal] - before.by_goal[goal]
                    by_goal[goal] = diff if by_goal[goal] is None else max(by_goal[goal], diff)
    return {goal: value or 0 for goal, value in by_goal.items()}, total or 0


def move_reason(state: Any, action: Any, lang: str | None = None, viewer: int | None = None) -> str | None:
    """See ``WispwoodState.move_reason``. ``viewer`` changes nothing: every seat sees the whole table
    (``data.json`` "hidden_information"), and a reason reads nothing else – not the seed, which
    would settle the draws to come."""
    kind, args = action.kind, action.args
    text = _reason(state, kind, args)
    return None if text is None else text.render(lang)


def _reason(state: Any, kind: str, args: tuple) -> Text | None:
    forest = state.forests[state.turn] if state.turn < len(state.forests) else {}
    if kind == "take":
        spot = args[0] - 1
        subject = Text("wispwood.reason.the_wisp", wisp=kind_noun(state.pond[spot]), spot=args[0])
        gains, _ = take_gains(state, spot)
        own = [g for g in state.goals if GOALS[g]["kind"] == state.pond[spot] and gains[g] > 0]  # the wisp's own card first
        card = own[0] if own else max(state.goals, key=lambda g: gains[g], default=None)
        if card is not None and gains[card] > 0:
            return Text("wispwood.reason.wisp_card", n=gains[card], subject=subject, card=_card(card))
        shapes = state._shapes_for(spot)  # a legal take always has a shape that fits
        near = [s for s in shapes if s in state.shapes_next_to(spot)]
        return Text("wispwood.reason.wisp_fits", subject=subject, shape=shape_noun((near or shapes)[0]))
    if kind in ("shape", "catshape"):
        n = len(state._placements(args[0], state.turn_info["kind"]))
        key = "wispwood.reason.catshape" if kind == "catshape" else "wispwood.reason.shape"
        return Text(key, n=n, shape=shape_noun(args[0]))
    if kind == "place":
        cells = tuple(parse_cell(c) for c in args)
        trial, cell = _best_wisp(state, cells)
        subject = Text("wispwood.reason.the_shape", shape=shape_noun(state.turn_info["shape"]), wisp=kind_noun(state.turn_info["kind"]), cell=cell_name(*cell))
        return _points_text(state, trial, subject)
    if kind == "wisp":
        cells = state.turn_info["placed"]
        trial = dict(forest)
        for c in cells:
            trial[c] = TREE
        trial[parse_cell(args[0])] = LETTER[state.turn_info["kind"]]
        subject = Text("wispwood.reason.the_wisp_on", wisp=kind_noun(state.turn_info["kind"]), cell=args[0])
        return _points_text(state, trial, subject)
    if kind == "tree":
        trial = dict(forest)
        trial[parse_cell(args[0])] = TREE
        return _points_text(state, trial, Text("wispwood.reason.a_tree", cell=args[0]))
    if kind == "done":
        trees = state.turn_info["trees"]
        key = "wispwood.reason.done_hidden" if state.cats[state.turn] == "hidden" else "wispwood.reason.done"
        return Text(key, n=trees)
    if kind == "refresh":
        wisps = state.wisp_spots()
        return Text("wispwood.reason.refresh", n=len(wisps), wisp=kind_noun(state.pond[wisps[0]]), new=len(state._refill_spots()))
    if kind == "catrefresh":
        wisps = state.wisp_spots()
        best = max((take_gains(state, s)[1] for s in wisps if state._shapes_for(s)), default=0)
        new = len(state._refill_spots())
        if best <= 0:
            return Text("wispwood.reason.catrefresh_none", n=len(wisps), new=new)
        return Text("wispwood.reason.catrefresh", n=len(wisps), new=new, best=best)
    if kind in ("catmove", "catstay"):
        cat = next(f for f, t in state.forests[state.current_player].items() if t == CAT)
        if kind == "catstay":
            return Text("wispwood.reason.catstay", cell=cell_name(*cat))
        return Text("wispwood.reason.catmove", cell=args[0], old=cell_name(*cat))
    if kind == "ghostcat":
        wisp = state.pond[args[0] - 1]
        values = state.ghost_values()
        at_pond = {values[state.pond[s]] for s in state.wisp_spots()}
        value = values[wisp]
        rank = "other" if len(at_pond) == 1 else "most" if value == max(at_pond) else "least" if value == min(at_pond) else "other"
        return Text("wispwood.reason.ghostcat", n=value, spot=args[0], wisp=kind_noun(wisp), rank=rank)
    return None


__all__ = ["move_reason", "take_gains"]
