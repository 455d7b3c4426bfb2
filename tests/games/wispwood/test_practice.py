"""Wispwood exercises: every right answer checked against a computation written here from the rulebook
and the numbers in data.json (not read off the generators or the engine's helpers), on 500+ seeded
exercises; no wrong choice is also right; every position passes the save gate; both languages render.

Rulebook facts used here: a new tile touches the forest above, below, left or right and the forest stays
inside the round's grid of 4 × 4, 5 × 5, 6 × 6 (turn.place, turn.grid); a wisp comes with one of the two
shapes next to it, or any shape with a ready cat (turn.shape, cat.any_shape); the hat card's placing
rule (turn.hats); a free refresh only with one wisp kind at the pond, a cat refresh only with a ready
cat (pond.refresh, cat.refresh); after a tree turn the cat is ready (tree.ready); the goal cards as
printed on their text in data.json (goals.*); the full-grid bonus 2/4/6 (scoring.full_grid); the round
ends after the seat to the right of the start marker (round_end.trigger), the marker moves on clockwise
(round_end.start_marker), only the cat's tree stays (round_end.remove_trees), the cat may go onto a tree
(round_end.cat_move); most points win, then more full grids (end.winner); the ghost: its cat sees the
firefly's number of wisps clockwise, skipping empty fields, takes the one worth most (first clockwise on
equal value) and moves there; 7 new wisps when too few (solo.*); 8 wisps round the pond (setup.wisps).
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

import boardtutor
from boardtutor import practice
from boardtutor.core import RuleViolation
from boardtutor.games.wispwood.scoring import score_forest
from practice_checks import assert_no_wrong_answer_is_right  # tests/practice_checks.py

DATA = json.loads((Path(boardtutor.__file__).parent / "games" / "wispwood" / "data.json").read_text(encoding="utf-8"))
GOALS = DATA["goals"]
KINDS = list(DATA["kinds"])
LETTERS = {DATA["kinds"][k]["letter"]: k for k in KINDS}
KIND_LETTER = {k: DATA["kinds"][k]["letter"] for k in KINDS}
GRID = DATA["grid_sizes"]
BONUS = DATA["full_grid_bonus"]
COUNT = 8 * 71  # exercises drawn over all generators (about 8 per generator)
GAME = boardtutor.load("wispwood")
NEXT_TO = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAG = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def name(cell):
    return "abcdefghijk"[cell[0]] + str(cell[1] + 1)


def near(cell, steps=NEXT_TO):
    return [(cell[0] + dx, cell[1] + dy) for dx, dy in steps]


def box_ok(cells, size):
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return max(xs) - min(xs) < size and max(ys) - min(ys) < size


def groups_of(forest, letters):
    seen, found = set(), []
    for start in forest:
        if start in seen or forest[start] not in letters:
            continue
        group, todo = [], [start]
        seen.add(start)
        while todo:
            cell = todo.pop()
            group.append(cell)
            for nb in near(cell):
                if nb not in seen and forest.get(nb) in letters:
                    seen.add(nb)
                    todo.append(nb)
        found.append(group)
    return found


def kinds(letters):
    return len({t for t in letters if t in LETTERS})


def goal_points(forest, goal):
    """The card's points, counted here from the card's text (data.json)."""
    card = GOALS[goal]
    rule, letter = card["rule"], KIND_LETTER.get(card["kind"], "T")
    mine = [c for c, t in forest.items() if t == letter]
    around = NEXT_TO + DIAG
    if rule == "alone_in_row_and_column":
        alone = [c for c in mine if not any(o != c and (o[0] == c[0] or o[1] == c[1]) for o in mine)]
        return card["table"][min(len(alone), len(card["table"]) - 1)]
    if rule == "no_same_kind_around":
        return card["per"] * sum(1 for c in mine if not any(forest.get(nb) == letter for nb in near(c, around)))
    if rule == "other_tile_kinds_adjacent":
        return card["per"] * sum(len({forest[nb] for nb in near(c) if nb in forest} - {letter}) for c in mine)
    if rule == "same_kind_diagonal":
        return card["per"] * sum(1 for c in mine for nb in near(c, DIAG) if forest.get(nb) == letter)
    if rule == "groups_of_exactly":
        return card["points"] * sum(1 for g in groups_of(forest, {letter}) if len(g) == card["size"])
    if rule == "per_tile":
        return card["per"] * len(mine)
    if rule in ("trees_adjacent", "trees_around", "trees_diagonal"):
        steps = {"trees_adjacent": NEXT_TO, "trees_around": around, "trees_diagonal": DIAG}[rule]
        return card["per"] * sum(1 for c in mine for nb in near(c, steps) if forest.get(nb) == "T")
    if rule == "trees_in_a_line":
        total = 0
        for c in mine:
            best = 0
            for dx, dy in NEXT_TO:
                n = 1
                while forest.get((c[0] + n * dx, c[1] + n * dy)) == "T":
                    n += 1
                best = max(best, n - 1)
            total += best
        return card["per"] * total
    if rule == "trees_in_adjacent_groups":
        trees = groups_of(forest, {"T"})
        return card["per"] * sum(len(g) for c in mine for g in trees if set(near(c)) & set(g))
    if rule in ("kinds_around", "kinds_adjacent"):
        steps = around if rule == "kinds_around" else NEXT_TO
        return card["per"] * sum(kinds(forest.get(nb) for nb in near(c, steps)) for c in mine)
    if rule == "kinds_in_group":
        return card["per"] * sum(kinds(forest[c] for c in g) for g in groups_of(forest, set(LETTERS)) if any(forest[c] == letter for c in g))
    if rule == "kinds_in_lines":
        rows = {c[1] for c in mine}
        cols = {c[0] for c in mine}
        return card["per"] * (sum(kinds(t for c, t in forest.items() if c[1] == r) for r in rows)
                              + sum(kinds(t for c, t in forest.items() if c[0] == k) for k in cols))
    if rule == "kinds_in_forest":
        return card["per"] * len(mine) * kinds(forest.values())
    sizes = sorted((len(g) for g in groups_of(forest, {"T"})), reverse=True)
    if rule == "largest_tree_group":
        return card["per"] * (sizes[0] if sizes else 0)
    if rule == "second_tree_group":
        return card["per"] * (sizes[1] if len(sizes) > 1 else 0)
    if rule == "lone_trees":
        return card["per"] * sum(1 for c, t in forest.items() if t == "T" and not any(forest.get(nb) == "T" for nb in near(c)))
    if rule == "tree_groups_of_at_least":
        return card["points"] * sum(1 for s in sizes if s >= card["size"])
    if rule == "longest_tree_line":
        best = 0
        for c, t in forest.items():
            if t == "T":
                for dx, dy in ((1, 0), (0, 1)):
                    n = 1
                    while forest.get((c[0] + n * dx, c[1] + n * dy)) == "T":
                        n += 1
                    best = max(best, n)
        return card["per"] * best
    raise AssertionError(rule)


def orientations(shape):
    """Every turn and flip of a shape (data.json), as sets of offsets."""
    cells = [tuple(c) for c in DATA["shapes"][shape]]
    found = set()
    for flip, turns in itertools.product((False, True), range(4)):
        pts = [(-x, y) if flip else (x, y) for x, y in cells]
        for _ in range(turns):
            pts = [(-y, x) for x, y in pts]
        mx, my = min(x for x, _ in pts), min(y for _, y in pts)
        found.add(frozenset((x - mx, y - my) for x, y in pts))
    return found


def hat_ok(forest, cell, placing):
    """The hat card's placing rule, from its text in data.json."""
    cat = next(c for c, t in forest.items() if t == "C")
    dx, dy = cell[0] - cat[0], cell[1] - cat[1]
    if placing == "near_cat":
        return max(abs(dx), abs(dy)) == 1
    if placing == "cat_line":
        return dx == 0 or dy == 0
    if placing == "chain":
        return any(forest.get(nb) in ("C", "H") for nb in near(cell))
    if placing == "cat_diagonal":
        return abs(dx) == abs(dy) != 0
    if placing == "rack":
        return max(abs(dx), abs(dy)) <= 2 and not any(forest.get(nb) == "H" for nb in near(cell))
    raise AssertionError(placing)


def placements(forest, shape, size, hat_rule=None):
    """Every field set the shape may cover: empty, touching the forest, the forest inside the grid."""
    xs, ys = [c[0] for c in forest], [c[1] for c in forest]
    found = []
    for form in orientations(shape):
        for ox in range(min(xs) - 4, max(xs) + 2):
            for oy in range(min(ys) - 4, max(ys) + 2):
                cells = [(ox + x, oy + y) for x, y in form]
                if any(c in forest or not (0 <= c[0] < 11 and 0 <= c[1] < 11) for c in cells):
                    continue
                if not any(nb in forest for c in cells for nb in near(c)):
                    continue
                if not box_ok(list(forest) + cells, size):
                    continue
                if hat_rule and not any(hat_ok(forest, c, hat_rule) for c in cells):
                    continue
                found.append(cells)
    return found


def tree_cells(forest, size):
    return {name(nb) for c in forest for nb in near(c) if nb not in forest and 0 <= nb[0] < 11 and 0 <= nb[1] < 11
            and box_ok(list(forest) + [nb], size)}


def hat_placing(state):
    return next((GOALS[g].get("placement") for g in state.goals if GOALS[g]["kind"] == "hat"), None)


def ghost_value(state, kind):
    return DATA["ghost_helpers"][state.ghost["level"]][state.ghost["ranks"].index(kind)]


def expected(ex):
    """The right answer, computed here."""
    s, rule = ex.state, ex.rule
    size = GRID[s.round - 1]
    q = ex.question
    key = q.key.removeprefix("wispwood.practice.")
    seat = ex.viewer
    if key == "goal.question":
        goal = next(g for g in GOALS if GOALS[g]["name"]["en"] == q.params["card"].render("en"))
        forest = s.forests[s.turn]
        points = goal_points(forest, goal)
        assert points == score_forest(forest, [goal], s.round).by_goal[goal]
        return {points}
    if key == "full.question":
        forest = s.forests[s.turn]
        return {BONUS[s.round - 1] if len(forest) == size * size and box_ok(list(forest), size) else 0}
    if key == "tree.question":
        return {"cell:" + c for c in tree_cells(s.forests[s.turn], size)}
    if key == "start.question":
        pond = [p for p in s.pond if p in KINDS]
        info = s.turn_info
        allowed = {
            "refresh": len(set(pond)) == 1 and not info["refreshed"] and not info["cat_refreshed"],
            "catrefresh": s.cats[s.turn] == "ready",
            "tree": bool(tree_cells(s.forests[s.turn], size)),
            "take": any(_takes(s, spot) for spot in range(8) if s.pond[spot] in KINDS),
        }
        return {i for i, k in enumerate(("refresh", "catrefresh", "take", "tree")) if allowed[k]}
    if key == "shape.question":
        spot, kind = s.turn_info["spot"], s.turn_info["kind"]
        shapes = list(dict.fromkeys(s.shapes))
        nextto = {s.shapes[spot], s.shapes[(spot + 1) % 8]}
        rule_ = hat_placing(s) if kind == "hat" else None
        return {i for i, sh in enumerate(shapes)
                if (sh in nextto or s.cats[s.turn] == "ready") and placements(s.forests[s.turn], sh, size, rule_)}
    if key == "hat.question":
        forest = s.forests[s.turn]
        return {"cell:" + name(c) for c in s.turn_info["placed"] if hat_ok(forest, c, hat_placing(s))}
    if key in ("ghost.take.question", "ghost.cat.question", "ghost.seen.question"):
        n = q.params["n"]
        seen = []
        for step in range(1, 8):
            spot = (s.ghost["cat"] + step) % 8
            if s.pond[spot] in KINDS and len(seen) < n:
                seen.append(spot)
        if key == "ghost.seen.question":
            return {len(seen)}
        best = max(ghost_value(s, s.pond[p]) for p in seen)
        return {f"spot{next(p for p in seen if ghost_value(s, s.pond[p]) == best) + 1}"}
    if key == "refill.question":
        return {7}  # every pond field but the ghost cat's
    if key == "helper.question":
        return {sum(ghost_value(s, k) * n for k, n in s.ghost["collected"].items())}
    if key == "ghostcat.question":
        return {f"spot{i + 1}" for i, p in enumerate(s.pond) if p in KINDS}
    if key == "catmove.question":
        return {"cell:" + name(c) for c, t in s.forests[s.cat_queue[0]].items() if t == "T"}
    if key == "kept.question":
        return {sum(1 for t in s.forests[s.cat_queue[0]].values() if t != "T")}
    if key == "ready.question":
        return {0}  # ready
    if key == "cover.question":
        return {"cell:" + name(c) for cells in placements(s.forests[s.turn], s.turn_info["shape"], size) for c in cells}
    if key == "winner.question":
        if s.solo:
            return {0} if s.score[0] > s.score[1] else {1}
        best = max(s.score)
        top = [i for i, p in enumerate(s.score) if p == best]
        most = max(s.full_grids[i] for i in top)
        return {i for i in top if s.full_grids[i] == most}
    if key == "trigger.question":
        n = len(s.forests)
        last = (s.start - 1) % n
        seats, seat_ = [s.turn], s.turn
        while seat_ != last:
            seat_ = (seat_ + 1) % n
            seats.append(seat_)
        return set(seats)
    if key == "marker.question":
        return {(s.start + 1) % len(s.forests)}
    if key == "first.question":
        return {1}  # the ghost
    if key == "solo_new.question":
        return {7}
    if key == "discard.question":
        return {sum(s.discard.values()) + sum(1 for p in s.pond if p in KINDS)}
    if key == "fireflies.question":
        return {DATA["fireflies_per_round"][s.round - 1] - len(s.ghost["fireflies"])}
    if key == "tiles.question":
        return {len(DATA["shapes"][s.turn_info["shape"]]) - 1}
    if key == "left.question":
        return {sum(1 for p in s.pond if p in KINDS) - 1}
    if key == "next.question":
        return {(s.turn + 1) % len(s.forests)}
    if key == "setup.question":
        return {8}
    raise AssertionError(key)


def _takes(state, spot):
    try:
        state.apply(f"take {spot + 1}")
    except RuleViolation:
        return False
    return True


@pytest.fixture(scope="module")
def drawn():
    stream = boardtutor.exercises("wispwood", seed=7)
    return [next(stream) for _ in range(COUNT)]


def test_coverage():
    rules = [p.id for p in boardtutor.rulebook("wispwood") if p.kind == "rule"]
    covered = set(practice.practice_rules("wispwood"))
    exempt = {e["paragraph"] for e in DATA["practice_exempt"]}
    assert len(covered) / len(rules) >= 0.9
    assert set(rules) == covered | exempt and not covered & exempt


def test_every_answer_is_right(drawn):
    assert len(drawn) >= 500
    assert {e.rule for e in drawn} == set(practice.practice_rules("wispwood"))
    for ex in drawn:
        want = expected(ex)
        assert set(ex.answers) == want, (ex, sorted(ex.answers), sorted(want), ex.state.to_json())
        assert ex.check(sorted(ex.answers) if ex.kind != "number" else next(iter(ex.answers))).right
        assert_no_wrong_answer_is_right(ex)


def test_positions_pass_the_save_gate_and_render(drawn):
    for ex in drawn[::3]:
        again = GAME.state_from_json(ex.state.to_json())
        assert again.to_json() == ex.state.to_json()
        for lang in ("de", "en"):
            text = ex.question.render(lang) + ex.explanation.render(lang)
            assert "{" not in text and text.strip()
            for choice in ex.choices:
                assert choice.render(lang).strip()


def test_bad_answers_change_nothing(drawn):
    ex = next(e for e in drawn if e.kind == "number")
    before = ex.state.to_json()
    for bad in ("seven", None, {"a": 1}, 1.5):
        with pytest.raises(RuleViolation):
            ex.check(bad)
    fields = next(e for e in drawn if e.kind == "fields")
    with pytest.raises(RuleViolation):
        fields.check("cell:z99")
    assert ex.state.to_json() == before


def test_varied_positions(drawn):
    by_rule = {}
    for ex in drawn:
        by_rule.setdefault(ex.rule, set()).add(ex.key)
    assert sum(len(keys) > 1 for keys in by_rule.values()) >= 0.8 * len(by_rule)
