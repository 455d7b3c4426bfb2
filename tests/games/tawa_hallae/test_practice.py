"""Tawa Hallae exercises: every right answer checked on 500+ seeded exercises against a computation
written here – the arena read from data.json, the move played through the engine and its result read
off the position, or a statement of the rulebook (a turtle never catches, a hunt by the turtle counts
double, a destroyer hits only one animal in a defence area, the web is the land around the spider …)
– and no wrong choice is also right. Each position passes the save gate and both languages render.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from boardtutor import RuleViolation, practice
from boardtutor.games.tawa_hallae import DATA
from boardtutor.games.tawa_hallae.rules import A
from boardtutor.i18n import LANGUAGES
from practice_checks import assert_no_wrong_answer_is_right  # tests/practice_checks.py

COUNT = 540  # exercises drawn over all generators
SEATS = ("red", "blue")
COLUMNS = DATA["board"]["columns"]
KIND, XY, AT = {}, {}, {}
for _y, _row in enumerate(DATA["board"]["rows_bottom_up"]):
    for _x, _code in enumerate(_row):
        _f = f"{COLUMNS[_x]}{_y + 1}"
        KIND[_f], XY[_f], AT[(_x, _y)] = DATA["board"]["legend"][_code], (_x, _y), _f
ARENA = set(KIND)


def side_of(field: str) -> int | None:
    row = XY[field][1] + 1
    for seat, side in enumerate(SEATS):
        lo, hi = DATA["board"]["half_rows"][side]
        if lo <= row <= hi:
            return seat
    return None


WATER = {f for f, k in KIND.items() if k in ("water", "den_water")}
GOALS = {f for f, k in KIND.items() if k in ("hunt", "prison")}
AREA = [{f for f, k in KIND.items() if k == "defence" and side_of(f) == s} for s in (0, 1)]
DEN = [{f for f, k in KIND.items() if k.startswith("den") and side_of(f) == s} for s in (0, 1)]
HUNT = [{f for f, k in KIND.items() if k == "hunt" and side_of(f) == s} for s in (0, 1)]
PRISON = [next(f for f, k in KIND.items() if k == "prison" and side_of(f) == s) for s in (0, 1)]
FORWARD = (1, -1)
SPECIAL = {k for k, a in DATA["animals"].items() if a["type"] == "special"}
RUNNER = {k for k, a in DATA["animals"].items() if a["type"] == "runner"}
VEC = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}


def around(field: str) -> set[str]:
    x, y = XY[field]
    return {AT[(x + dx, y + dy)] for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0) and (x + dx, y + dy) in AT}


def distance(a: str, b: str) -> int:
    return max(abs(XY[a][0] - XY[b][0]), abs(XY[a][1] - XY[b][1]))


def between(a: str, b: str) -> list[str] | None:
    (ax, ay), (bx, by) = XY[a], XY[b]
    dx, dy = bx - ax, by - ay
    if not (dx == 0 or dy == 0 or abs(dx) == abs(dy)):
        return None
    n = max(abs(dx), abs(dy))
    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    return [AT[(ax + sx * i, ay + sy * i)] for i in range(1, n)]


def board(state) -> dict[str, tuple[int, str, str]]:
    return {f: tuple(v) for f, v in state.to_dict()["board"].items()}


def web_of(state, seat: int) -> set[str]:
    """The rulebook's web: the land fields around the spider (not water, not hunt fields or prison)."""
    spider = next((f for f, (s, k, _) in board(state).items() if s == seat and k == "spider"), None)
    return set() if spider is None else {f for f in around(spider) if f not in WATER and f not in GOALS}


def moves(state) -> set[tuple[str, str]]:
    return {a.args for a in state.legal_actions() if a.kind == "move"}


def play(state, origin: str, target: str):
    return state.apply(A("move", (origin, target)))


def choice_key(ex) -> str:
    return ex.choices[min(ex.answers)].key.rsplit(".", 1)[1]


# --- which fields can it reach -------------------------------------------------------------------------


def check_reach(ex):
    origin = ex.highlight[0]
    seat, kind, facing = board(ex.state)[origin]
    legal = {t for o, t in moves(ex.state) if o == origin}
    assert ex.answers == legal
    for target in sorted(ex.answers)[:3]:
        play(ex.state, origin, target)  # each answer is a move the engine plays
    for target in sorted(ARENA - ex.answers - {origin})[:4]:
        with pytest.raises(RuleViolation):
            play(ex.state, origin, target)
    pieces = board(ex.state)
    for target in ex.answers:
        assert target not in pieces or pieces[target][0] != seat  # never onto its own pack
        assert target not in HUNT[seat] and target != PRISON[seat]
    rule = ex.rule
    if kind in RUNNER:
        assert all((XY[t][1] - XY[origin][1]) * FORWARD[seat] >= 0 for t in ex.answers)  # never back towards its den
    if rule == "ranges.land_or_water":
        assert origin in WATER and all(distance(origin, t) == 1 for t in ex.answers)  # water range 1
    if rule in ("water.stop_on_entry", "water.no_crossing"):
        assert origin not in WATER
        for t in ex.answers:
            line = between(origin, t)
            if line is not None and distance(origin, t) < 7:
                assert not any(f in WATER for f in line)  # stopped on the first water field
    if rule == "water.from_water":
        assert origin in WATER and any(t not in WATER for t in ex.answers)
    if rule == "vulture.long_move":
        for t in ex.answers:
            if distance(origin, t) >= 7:
                assert t not in AREA[1 - seat] and t not in GOALS
                assert not any(f in WATER or f in pieces for f in between(origin, t))
    if rule in ("defence.one_step", "defence.may_leave"):
        assert origin in AREA[1 - seat]
        assert all(distance(origin, t) == 1 or (t in pieces and pieces[t][1] in SPECIAL) for t in ex.answers)
    if rule == "defence.attacker_stops":
        for t in ex.answers:
            line = between(origin, t) or []
            assert not any(f in AREA[1 - seat] for f in line)
    if rule == "animals.in_the_way":
        for t in ex.answers:
            line = between(origin, t)
            if line is not None:
                assert not any(f in pieces for f in line)
    if rule == "destroyers.rhino_elephant":
        axis = 0 if facing in ("n", "s") else 1
        assert all(XY[t][axis] == XY[origin][axis] for t in ex.answers)
    if rule == "defence.no_passing":
        assert any(any(f in AREA[seat] for f in between(origin, t) or []) for t in ex.answers)
    if rule in ("predators.lion_tiger", "predators.wolf"):
        assert any(between(origin, t) is None for t in ex.answers)
    if rule == "aquatic.anaconda" and origin not in WATER:
        assert all(distance(origin, t) == 1 for t in ex.answers)


# --- may it move there --------------------------------------------------------------------------------

EXPECT = {
    "packs.one_per_field": "own_animal",
    "spider.no_water": "spider_water",
    "defence.own_area": "own_area",
    "arena.goals": "own_goal",
    "freeing.first_move": "free_first",
    "freeing.prison": "nobody_to_free",
}


def check_may_move(ex):
    origin, target = ex.highlight
    with pytest.raises(RuleViolation) as refused:
        play(ex.state, origin, target)
    assert refused.value.rule.section == ex.rule
    assert choice_key(ex) == EXPECT[ex.rule]
    data = ex.state.to_dict()
    pieces = board(ex.state)
    seat, kind, _ = pieces[origin]
    true = {
        "allowed": False,
        "own_animal": target in pieces and pieces[target][0] == seat,
        "spider_water": kind == "spider" and target in WATER,
        "own_area": target in AREA[seat],
        "own_goal": target in HUNT[seat] or target == PRISON[seat],
        "free_first": target == PRISON[1 - seat] and data["used"] > 0,
        "nobody_to_free": target == PRISON[1 - seat] and not data["prison"][seat],
        "one_step": origin in AREA[1 - seat],
        "moved_already": kind in data["moved"],
    }
    assert true[EXPECT[ex.rule]]
    for i, choice in enumerate(ex.choices):
        if i not in ex.answers:
            assert not true[choice.key.rsplit(".", 1)[1]]


# --- can it hit -----------------------------------------------------------------------------------------


def check_can_hit(ex):
    origin, target = ex.highlight
    yes = (origin, target) in moves(ex.state)
    assert ex.answers == {0 if yes else 1}
    pieces = board(ex.state)
    _, kind, _ = pieces[origin]
    _, victim, facing = pieces[target]
    line = between(origin, target)
    rule = ex.rule
    if rule == "turtle.never_captures":
        assert kind == "turtle" and not yes
    if rule == "turtle.safe_at_home":
        home = target in DEN[pieces[target][0]] or target in AREA[pieces[target][0]]
        assert victim == "turtle" and yes == (not home)
    if rule == "animals.all_capture":
        assert yes
    if rule == "defence.special_blocks":
        seat = pieces[origin][0]
        special_home = any(pieces[f][0] == seat and pieces[f][1] in SPECIAL for f in AREA[seat] if f in pieces)
        assert target in AREA[seat] and yes == (not special_home)
    if rule in ("runners.not_head_on", "runners.side_only", "predators.cheetah") and line is not None and kind not in RUNNER:
        step = ((XY[target][0] > XY[origin][0]) - (XY[target][0] < XY[origin][0]), (XY[target][1] > XY[origin][1]) - (XY[target][1] < XY[origin][1]))
        across = step[0] * VEC[facing][0] + step[1] * VEC[facing][1] == 0
        assert yes == (across or kind == "cheetah")


# --- what happens ----------------------------------------------------------------------------------------

FATE = {"imprisoned.capture": "imprisoned", "armour.first_hit": "armour", "turtle.sent_home": "home", "spider.enter_web": "imprisoned",
        "turtle.web_immune": "nothing", "armour.two_hits": "imprisoned"}


def check_fate(ex):
    origin, target = ex.highlight
    pieces = board(ex.state)
    before, after = ex.state.to_dict(), play(ex.state, origin, target).to_dict()
    seat, kind, _ = pieces[origin]
    who, what = (pieces[target][0], pieces[target][1]) if ex.rule not in ("spider.enter_web", "turtle.web_immune") else (seat, kind)
    if what in after["prison"][who] and what not in before["prison"][who]:
        fate = "imprisoned"
    elif any(p["kind"] == "home" and p["seat"] == who for p in after["pending"]):
        fate = "home"
    elif before["armour"][who] and not after["armour"][who]:
        fate = "armour"
    else:
        fate = "nothing"
    assert fate == FATE[ex.rule] == choice_key(ex)


def check_where(ex):
    origin, target = ex.highlight
    seat, kind, _ = board(ex.state)[origin]
    after = board(play(ex.state, origin, target))
    field = next(f for f, (s, k, _) in after.items() if (s, k) == (seat, kind))
    assert ex.answers == {field} == ({target} if ex.rule == "defence.special_stays" else {origin})


def check_keep_facing(ex):
    origin, target = ex.highlight
    seat, kind, facing = board(ex.state)[origin]
    after = board(play(ex.state, origin, target))
    assert after[target][2] == facing
    assert ex.choices[min(ex.answers)].key == f"tawa_hallae.facing.{facing}"


def check_run(ex):
    origin, target = ex.highlight[:2]
    seat = board(ex.state)[origin][0]
    before, after = ex.state.to_dict(), play(ex.state, origin, target).to_dict()
    caught = len(after["prison"][1 - seat]) - len(before["prison"][1 - seat])
    assert ex.answers == {caught}
    assert caught == 1 if ex.rule == "destroyers.in_area" else caught >= 2


# --- hunting and winning ----------------------------------------------------------------------------------


def check_hunt_points(ex):
    origin, target = ex.highlight
    seat, kind, _ = board(ex.state)[origin]
    assert target in HUNT[1 - seat]
    after = play(ex.state, origin, target).to_dict()
    gain = 2 if kind == "turtle" else 1
    assert ex.answers == {after["points"][seat]} == {ex.state.to_dict()["points"][seat] + gain}


def check_armour_after(ex):
    origin, target = ex.highlight
    seat, kind, _ = board(ex.state)[origin]
    after = play(ex.state, origin, target).to_dict()
    assert after["armour"][seat] == (kind in ("lion", "tiger"))
    assert ex.answers == {0 if kind in ("lion", "tiger") else 1}


def check_restart(ex):
    data = ex.state.to_dict()
    step = data["pending"][0]
    seat = step["seat"]
    pieces = board(ex.state)
    free = {f for f in DEN[seat] if f not in pieces and f not in web_of(ex.state, 1 - seat)
            and not (step["animal"] == "spider" and f in WATER)}  # the spider never goes into the water
    assert ex.answers == free


def check_after_hunt(ex):
    origin, target = ex.highlight
    seat, kind, _ = board(ex.state)[origin]
    after = play(ex.state, origin, target)
    assert target not in board(after) and choice_key(ex) == "den"
    assert after.phase == "restart"


def check_five_points(ex):
    origin, target = ex.highlight
    seat, kind, _ = board(ex.state)[origin]
    points = ex.state.to_dict()["points"][seat] + (2 if kind == "turtle" else 1)
    after = play(ex.state, origin, target)
    assert ex.answers == ({seat} if points >= 5 else {2})
    assert after.is_terminal() == (points >= 5)


def check_all_imprisoned(ex):
    origin, target = ex.highlight
    seat = board(ex.state)[origin][0]
    after = play(ex.state, origin, target)
    prison = after.to_dict()["prison"][1 - seat]
    done = all(k == "turtle" or k in prison for k in DATA["packs"][SEATS[1 - seat]])
    assert ex.answers == ({seat} if done else {2})
    assert after.is_terminal() == done


# --- the spider ---------------------------------------------------------------------------------------------


def check_web(ex):
    field = ex.highlight[0]
    seat = board(ex.state)[field][0]
    assert ex.answers == {f for f in around(field) if f not in WATER and f not in GOALS} == web_of(ex.state, seat)


def check_danger(ex):
    origin, target = ex.highlight
    seat = board(ex.state)[origin][0]
    after = play(ex.state, origin, target)
    pieces = board(after)
    web = {f for f in around(target) if f not in WATER and f not in GOALS}
    assert ex.answers == {f for f in web if f in pieces and pieces[f][0] != seat and pieces[f][1] != "turtle"}


# --- freeing --------------------------------------------------------------------------------------------------


def check_placement(ex):
    step = ex.state.to_dict()["pending"][0]
    seat = step["seat"]
    kind = ex.question.params["animal"].key.rsplit(".", 1)[1]
    pieces = board(ex.state)
    assert ex.answers == {a.args[1] for a in ex.state.legal_actions() if a.kind == "place" and a.args[0] == kind}
    for field in ex.answers:
        assert field in DEN[seat] and field not in pieces
    back = DATA["board"]["back_den_row"][SEATS[seat]]
    front = DATA["board"]["front_den_row"][SEATS[seat]]
    if any(f"{c}{front}" not in pieces and f"{c}{front}" not in WATER for c in COLUMNS):
        assert all(not f.endswith(str(back)) or f"{f[0]}{front}" in pieces for f in ex.answers if len(f) == len(str(back)) + 1)


def _played_out(ex, seat):
    origin, target = ex.highlight
    state = play(ex.state, origin, target)
    rng = random.Random(7)
    while not state.is_terminal() and not (state.phase == "move" and state.to_dict()["turn"] != seat):
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def check_liberator(ex):
    origin, target = ex.highlight
    seat, kind, _ = board(ex.state)[origin]
    assert target == PRISON[1 - seat]
    after = _played_out(ex, seat)
    if kind == "turtle":
        field = next(f for f, (s, k, _) in board(after).items() if (s, k) == (seat, "turtle"))
        assert field in DEN[seat] and choice_key(ex) == "den"
    else:
        assert kind in after.to_dict()["prison"][seat] and choice_key(ex) == "prison"
    assert PRISON[1 - seat] not in board(after)


def check_compensation(ex):
    seat = board(ex.state)[ex.highlight[0]][0]
    after = _played_out(ex, seat).to_dict()
    assert after["turn"] == 1 - seat and ex.answers == {after["allowed"]} == {3}


# --- a turn ----------------------------------------------------------------------------------------------------


def check_second(ex):
    data = ex.state.to_dict()
    seat = data["turn"]
    pieces = board(ex.state)
    legal = {a.args[0] for a in ex.state.legal_actions() if a.kind in ("move", "turn")}
    assert ex.answers == legal
    assert all(pieces[f][0] == seat and pieces[f][1] not in data["moved"] for f in ex.answers)


def check_combinations(ex):
    params = ex.question.params
    data = ex.state.to_dict()
    if ex.question.key.endswith("question_turn"):
        action = A("turn", (params["field"], params["facing"].key.rsplit(".", 1)[1]))
    else:
        action = A("move", (params["field"], params["target"]))
    after = ex.state.apply(action)
    rng = random.Random(3)
    while after.phase == "face":
        after = after.apply(rng.choice(after.legal_actions()))
    left = after.to_dict()["allowed"] - after.to_dict()["used"]
    assert ex.answers == {left} == {data["allowed"] - 1}


def check_change_facing(ex):
    field = ex.highlight[0]
    seat, kind, facing = board(ex.state)[field]
    ways = {f for f in VEC if f != facing and not (kind in RUNNER and VEC[f][1] * FORWARD[seat] < 0)}
    assert {("n", "e", "s", "w")[i] for i in ex.answers} == ways


def check_face_after(ex):
    field = ex.state.to_dict()["pending"][0]["field"]  # where it stands (a defender that sprang back: its start)
    assert ex.highlight == (field,)
    seat, kind, _ = board(ex.state)[field]
    ways = {f for f in VEC if not (kind in RUNNER and VEC[f][1] * FORWARD[seat] < 0)}
    assert {("n", "e", "s", "w")[i] for i in ex.answers} == ways


def check_does(ex):
    origin, target = ex.highlight
    seat = board(ex.state)[origin][0]
    before, after = ex.state.to_dict(), play(ex.state, origin, target).to_dict()
    if after["points"][seat] > before["points"][seat] or target in HUNT[1 - seat]:
        does = "hunt"
    elif target == PRISON[1 - seat]:
        does = "free"
    elif len(after["prison"][1 - seat]) > len(before["prison"][1 - seat]):
        does = "imprison"
    elif any(p["kind"] == "home" for p in after["pending"]) or before["armour"][1 - seat] != after["armour"][1 - seat]:
        does = "hit"
    else:
        does = "advance"
    assert choice_key(ex) == does


# --- the set-up and the packs -------------------------------------------------------------------------------


def check_three(ex):
    data = ex.state.to_dict()
    seat = data["turn"]
    assert ex.answers == {min(3 - data["placed"], len(data["reserve"][seat]))}


def check_place(ex):
    data = ex.state.to_dict()
    seat = data["turn"]
    kind = ex.question.params["animal"].key.rsplit(".", 1)[1]
    pieces = board(ex.state)
    assert ex.answers == {a.args[1] for a in ex.state.legal_actions() if a.args[0] == kind}
    front = DATA["board"]["front_den_row"][SEATS[seat]]
    for field in ex.answers:
        assert field in DEN[seat] and field not in pieces
        if kind != "spider" and int(field[1:]) != front:
            assert f"{field[0]}{front}" in pieces  # the back row only behind a taken field
    if ex.rule == "setup.sides":
        assert all(int(f[1:]) == front for f in ex.answers)


def check_first_turn(ex):
    state = ex.state
    rng = random.Random(11)
    while state.to_dict()["stage"] == "setup":
        state = state.apply(rng.choice(state.legal_actions()))
    assert ex.answers == {state.current_player} == {1}  # blue places last, so blue starts


def check_armour_start(ex):
    assert ex.answers == {1} and not any(ex.state.to_dict()["armour"])


def check_pack(ex):
    seat = 0 if ex.question.params["name"].render("en") == "Red" else 1
    pack = set(DATA["packs"][SEATS[seat]])
    assert {i for i, c in enumerate(ex.choices) if c.params["animal"].key.rsplit(".", 1)[1] in pack} == ex.answers


CHECKS = {rule: check_reach for rule in (
    "facing.triangle", "facing.directions", "ranges.land_or_water", "ranges.numbers", "predators.lion_tiger", "predators.wolf",
    "destroyers.rhino_elephant", "destroyers.gorilla", "runners.forward", "runners.gazelle_giraffe", "runners.zebra", "runners.kangaroo",
    "aquatic.crocodile", "aquatic.hippo", "aquatic.anaconda", "water.from_water", "water.stop_on_entry", "water.aquatic_from_land",
    "water.no_crossing", "vulture.long_move", "animals.in_the_way", "defence.one_step", "defence.may_leave", "defence.attacker_stops",
    "defence.no_passing")}
CHECKS.update({rule: check_may_move for rule in EXPECT})
CHECKS.update({rule: check_can_hit for rule in ("runners.not_head_on", "runners.side_only", "predators.cheetah", "turtle.safe_at_home",
                                                "turtle.never_captures", "animals.all_capture", "defence.special_blocks")})
CHECKS.update({rule: check_fate for rule in FATE})
CHECKS.update({rule: check_where for rule in ("spring.back", "defence.spring_in", "defence.special_stays")})
CHECKS.update({
    "runners.keep_facing": check_keep_facing, "destroyers.run": check_run, "destroyers.in_area": check_run,
    "hunt.point": check_hunt_points, "turtle.double_hunt": check_hunt_points, "armour.gain": check_armour_after,
    "armour.again": check_armour_after, "packs.armour": check_armour_after, "hunt.restart": check_restart,
    "hunt.no_standing": check_after_hunt, "victory.five_points": check_five_points, "victory.all_imprisoned": check_all_imprisoned,
    "spider.web": check_web, "spider.danger": check_danger, "freeing.placement": check_placement,
    "freeing.liberator": check_liberator, "turtle.liberator": check_liberator, "freeing.no_standing": check_liberator,
    "freeing.compensation": check_compensation, "turn.two_moves": check_second, "turn.combinations": check_combinations,
    "turn.change_facing": check_change_facing, "turn.movement": check_face_after, "turn.what_a_movement_does": check_does,
    "setup.three_at_a_time": check_three, "setup.back_row": check_place, "setup.sides": check_place,
    "setup.first_turn": check_first_turn, "setup.armour_aside": check_armour_start, "packs.animals": check_pack,
})


@pytest.fixture(scope="module")
def drawn():
    return list(itertools.islice(practice.exercises("tawa_hallae", seed=24), COUNT))


def test_every_generator_has_an_independent_check():
    assert set(practice.practice_rules("tawa_hallae")) <= set(CHECKS)


def test_every_right_answer_agrees_with_the_rulebook(drawn):
    counts = Counter()
    for ex in drawn:
        CHECKS[ex.rule](ex)
        right = sorted(ex.answers) if ex.kind == "fields" or ex.multiple else min(ex.answers)
        assert ex.check(right).right
        counts[ex.rule] += 1
    assert len(drawn) >= 500
    assert set(counts) == set(practice.practice_rules("tawa_hallae"))


def test_no_wrong_choice_is_also_right(drawn):
    for ex in drawn:
        assert_no_wrong_answer_is_right(ex)


def test_positions_pass_the_save_gate_and_texts_render(drawn):
    game = drawn[0].state.game
    for ex in drawn[::3]:
        again = game.state_from_json(ex.state.to_json())
        assert again.to_dict() == ex.state.to_dict()
        for lang in LANGUAGES:
            text = ex.question.render(lang) + ex.explanation.render(lang) + "".join(c.render(lang) for c in ex.choices)
            assert "{" not in text and "tawa_hallae-" not in text and ex.cite(lang) in ex.explanation.render(lang)


def test_varied_positions(drawn):
    by_rule: dict[str, set] = {}
    for ex in drawn:
        by_rule.setdefault(ex.rule, set()).add(ex.key)
    assert all(len(keys) >= 2 for keys in by_rule.values())
