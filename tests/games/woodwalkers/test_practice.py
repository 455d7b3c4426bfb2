"""Woodwalkers exercises: every right answer checked against a computation written here from the
rulebook (not read off the engine or the generators), on 500+ seeded exercises, and no wrong choice
is also right.

Rulebook facts used here: animals step up, down, left or right (move.orthogonal), at most as many
steps as the die shows (move.die_max), only through free fields (move.no_jump), never onto another
colour's start fields (move.foreign_start), never back into their own once they have left them
(move.own_start), not onto their own animals (move.one_per_field), onto another player's animal to
fight (land.duel). The board (b2..h8 and the start fields) comes from data.json.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

import boardtutor
from boardtutor import practice
from boardtutor.games.woodwalkers import CATEGORIES, DATA
from practice_checks import assert_no_wrong_answer_is_right  # tests/practice_checks.py

GAME = boardtutor.load("woodwalkers")
START = {side: set(fields) for side, fields in DATA["board"]["start_fields"].items()}
CATEGORIES = list(CATEGORIES)
SIDE_OF = {field: side for side, fields in START.items() for field in fields}
PLAY = {f"{c}{r}" for r in range(2, 9) for c in "bcdefgh"}
FIELDS = PLAY | set(SIDE_OF)
COUNT = 560  # exercises drawn over all generators


def sides(players: int) -> list[str]:
    return DATA["board"]["sides_by_player_count"][str(players)]


def step_allowed(side: str, here: str, there: str) -> bool:
    """One orthogonal step of an animal of ``side`` from ``here`` to ``there`` (start-field rules)."""
    if there not in FIELDS:
        return False
    if SIDE_OF.get(there) is None:
        return True
    return SIDE_OF[there] == side and SIDE_OF.get(here) == side


def neighbours(field: str) -> list[str]:
    col, row = "abcdefghi".index(field[0]), int(field[1:])
    out = []
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        c, r = col + dc, row + dr
        if 0 <= c < 9 and 1 <= r <= 9:
            out.append(f"{'abcdefghi'[c]}{r}")
    return out


def _board(state) -> dict:
    return {field: (seat, animal) for field, (seat, animal) in state.to_dict()["board"].items()}


def _reach_for(board, origin, die, side, seat):
    """Every field the animal on ``origin`` may end on with ``die``: breadth-first over free fields."""
    found, frontier, seen = set(), [origin], {origin}
    for _ in range(die):
        nxt = []
        for here in frontier:
            for there in neighbours(here):
                if there in seen or not step_allowed(side, here, there):
                    continue
                seen.add(there)
                occupant = board.get(there)
                if occupant is None:
                    found.add(there)
                    nxt.append(there)
                elif occupant[0] != seat:
                    found.add(there)  # a duel ends the move there
        frontier = nxt
    return found


def _reach_of(state, origin, die=None):
    board = _board(state)
    seat = board[origin][0]
    return _reach_for(board, origin, state.die if die is None else die, sides(len(state.names))[seat], seat)


def _param(ex, name):
    return ex.question.params[name]


def _noun(value) -> str:
    return value.key.rsplit(".", 1)[1]


def _seat(state, name) -> int:
    """The seat a question names (its name in English)."""
    names = [state.player_name(s, "en") for s in range(len(state.names))]
    return names.index(name.render("en"))


def _right_key(ex) -> str:
    (index,) = ex.answers
    return ex.choices[index].key.rsplit(".", 1)[1]


def _data(state) -> dict:
    return state.to_dict()


def manhattan(a, b):
    return abs(ord(a[0]) - ord(b[0])) + abs(int(a[1:]) - int(b[1:]))


# --- the checks, one per rule ---------------------------------------------------------------------


def check_setup_forest(ex):
    assert ex.state.phase == "choose" and len(ex.state.history) <= 4
    assert ex.answers == set(DATA["board"]["forest_fields"])


def check_score_start(ex):
    assert len(ex.state.history) <= 4 and ex.answers == {0}


def check_start_fields(ex):
    seat = ex.viewer
    assert _seat(ex.state, _param(ex, "name")) == seat
    assert ex.answers == START[sides(len(ex.state.names))[seat]]


def check_card_value(ex):
    # the cards are open to everyone (day and night): the viewer's own observation holds the other
    # player's cards (their wounds), and the values are the printed ones
    state = ex.state
    seat = _seat(state, _param(ex, "name"))
    assert seat != ex.viewer and _right_key(ex) == "open"
    assert ex.state.observation(ex.viewer)["wounds"][seat] == _data(state)["wounds"][seat]
    assert _noun(_param(ex, "animal")) in DATA["animals"] and _noun(_param(ex, "category")) in CATEGORIES


def check_battle_mode(ex):
    assert ex.answers == {sum(DATA["battle_mode_tiles"].values()) - 3}


def check_youngest(ex):
    data = _data(ex.state)
    assert data["phase"] == "choose" and data["discard"] == [] and len(ex.state.history) == 3
    (answer,) = ex.answers
    assert answer == _seat(ex.state, _param(ex, "name")) == data["marker"]


def check_choose(ex):
    display = set(_data(ex.state)["display"])
    assert ex.answers == {CATEGORIES.index(c) for c in display} and len(display) < 4


def check_refill(ex):
    assert ex.answers == {sum(_data(ex.state)["stack"].values()) - 1}


def check_next_after_marker(ex):
    data = _data(ex.state)
    assert ex.answers == {(data["marker"] + 1) % len(data["names"])}


def check_reach(ex):
    state = ex.state
    (origin,) = ex.highlight
    assert _board(state)[origin][0] == state.turn
    expected = _reach_of(state, origin)
    assert ex.answers == expected
    assert _reach_of(state, origin, state.die + 1) - expected  # one more pip would reach more: the die decides


def check_stop_early(ex):
    state = ex.state
    origin, target = ex.highlight
    assert target in _reach_of(state, origin)
    assert _param(ex, "steps") < state.die and _param(ex, "left") == state.die - _param(ex, "steps")
    assert target not in _board(state) and target not in _data(state)["hidden_forest"]
    after = state.apply(f"{origin}-{target}")  # played out: the turn is over, the rest of the roll is gone
    assert after.die is None and after.turn != state.turn or after.phase == "choose"
    assert _right_key(ex) == "lost"


def check_skip(ex):
    data = _data(ex.state)
    assert data["phase"] == "roll_or_skip"
    assert ex.answers == {(data["turn"] + 1) % len(data["names"])}


def _reasons(state, origin, target) -> set[str]:
    """Every reason that forbids the move (or {"allowed"}), from the rulebook."""
    board, seat = _board(state), state.turn
    side = sides(len(state.names))[seat]
    if target in _reach_of(state, origin):
        return {"allowed"}
    found = set()
    if board.get(target, (None,))[0] == seat:
        found.add("own_animal")
    if target in SIDE_OF and SIDE_OF[target] != side:
        found.add("foreign_start")
    if SIDE_OF.get(target) == side and SIDE_OF.get(origin) != side:
        found.add("back_to_start")
    return found


def check_may_move(ex):
    state = ex.state
    origin, target = ex.highlight
    right = _right_key(ex)
    reasons = _reasons(state, origin, target)
    die, distance = state.die, manhattan(origin, target)
    across, along = abs(ord(origin[0]) - ord(target[0])), abs(int(origin[1:]) - int(target[1:]))
    if ex.rule == "move.turns":
        assert reasons == {"allowed"} and across and along and right == "allowed"
    elif ex.rule == "move.orthogonal":
        assert reasons == set() and across == along <= die < distance and right == "slant"
    elif ex.rule == "move.no_jump":
        assert reasons == set() and distance <= die and right == "jump"
    else:
        wanted = {"move.one_per_field": "own_animal", "move.foreign_start": "foreign_start", "move.own_start": "back_to_start"}[ex.rule]
        assert reasons == {wanted} == {right} and distance <= die
    for index, choice in enumerate(ex.choices):
        key = choice.key.rsplit(".", 1)[1]
        if index not in ex.answers:  # a wrong answer is not true here
            assert key not in reasons and key not in ("too_far", "jump", "slant"), (ex, key)
    legal = any(str(a) == f"{origin}-{target}" for a in state.legal_actions())
    assert legal == (right == "allowed")


def check_landing(ex):
    state = ex.state
    origin, target = ex.highlight
    data = _data(state)
    board = _board(state)
    assert target in _reach_of(state, origin)
    expected = "duel" if target in board else "forest" if target in data["hidden_forest"] else "empty"
    assert _right_key(ex) == expected == ex.rule.split(".")[1]
    after = state.apply(f"{origin}-{target}")
    assert {"duel": after.phase == "duel_roll_challenger", "forest": after.phase == "reveal",
            "empty": after.phase in ("roll_or_skip", "choose")}[expected]


def check_flag_owner(ex):
    (field,) = ex.highlight
    data = _data(ex.state)
    assert field in data["flags"]
    occupant = data["board"].get(field)
    assert ex.answers == {occupant[0] if occupant else len(data["names"])}


def check_medicine(ex):
    data = _data(ex.state)
    seat = ex.viewer
    assert data["inventory"][seat]["medicine"] >= 1 and ex.state.current_player == seat
    alive = sorted(data["wounds"][seat])
    assert ex.answers == {alive.index(a) for a, n in data["wounds"][seat].items() if n > 0}


def check_die_tile(ex):
    data = _data(ex.state)
    assert data["phase"] == "move"
    assert ex.answers == {0 if data["inventory"][data["turn"]]["die"] > 0 else 1}


def check_points_tile(ex):
    data = _data(ex.state)
    seat = data["pending"]["seat"]
    assert data["phase"] == "reveal" and ex.answers == {data["score"][seat] + 1}


def check_duel_targets(ex):
    state = ex.state
    (origin,) = ex.highlight
    board = _board(state)
    assert ex.answers == {f for f in _reach_of(state, origin) if f in board and board[f][0] != state.turn}


def _duel(ex):
    data = _data(ex.state)
    duel = data["duel"]
    value = {}
    for role, seat_key, animal_key in (("c", "challenger", "c_animal"), ("d", "defender", "d_animal")):
        seat, animal = duel[seat_key], duel[animal_key]
        value[role] = DATA["animals"][animal][duel["category"]] - data["wounds"][seat][animal]
    return data, duel, value


def _duel_move(ex):
    data = _data(ex.state)
    origin, target = ex.highlight
    assert data["phase"] == "move" and target in _reach_of(ex.state, origin)
    assert data["board"][origin][0] == data["turn"] != data["board"][target][0]
    return data, origin, target


def check_duel_category(ex):
    data, _, _ = _duel_move(ex)
    assert ex.answers == {CATEGORIES.index(data["category"])}  # the round's tile


def check_duel_value(ex):
    data, origin, target = _duel_move(ex)
    seat = _seat(ex.state, _param(ex, "name"))
    animal = _noun(_param(ex, "animal"))
    assert [seat, animal] in (data["board"][origin], data["board"][target])
    assert _param(ex, "card") == DATA["animals"][animal][data["category"]]
    assert data["wounds"][seat][animal] > 0
    assert ex.answers == {DATA["animals"][animal][data["category"]] - data["wounds"][seat][animal]}


def _duel_result(ex):
    data, duel, value = _duel(ex)
    c_die, d_die = _param(ex, "c_die"), _param(ex, "d_die")
    assert data["phase"] == "duel_roll_defender" and duel["c_die"] == c_die
    c_total, d_total = value["c"] + c_die, value["d"] + d_die
    winner = duel["challenger"] if c_total > d_total else duel["defender"]
    return data, duel, c_total, d_total, winner


def check_duel_winner(ex):
    data, duel, c_total, d_total, winner = _duel_result(ex)
    assert (c_total == d_total) == (ex.rule == "duel.tie")
    assert ex.answers == {[duel["challenger"], duel["defender"]].index(winner)}


def check_duel_points(ex):
    data, duel, _, _, winner = _duel_result(ex)
    assert _seat(ex.state, _param(ex, "name")) == winner
    assert ex.answers == {data["score"][winner] + 2}


def check_return(ex):
    data = _data(ex.state)
    seat = data["pending"]["seat"]
    taken = set(data["board"])
    assert data["phase"] == "return"
    assert ex.answers == START[sides(len(data["names"]))[seat]] - taken


def check_third_wound(ex):
    data, duel, value = _duel(ex)
    c_total, d_total = value["c"] + _param(ex, "c_die"), value["d"] + _param(ex, "d_die")
    loser, animal = (duel["defender"], duel["d_animal"]) if c_total > d_total else (duel["challenger"], duel["c_animal"])
    assert _seat(ex.state, _param(ex, "name")) == loser and _noun(_param(ex, "animal")) == animal
    assert data["wounds"][loser][animal] == 2
    assert _right_key(ex) == "out"


def check_next_player(ex):
    data = _data(ex.state)
    origin, target = ex.highlight
    assert data["turn"] != data["marker"] and target not in data["board"] and target not in data["hidden_forest"]
    assert ex.answers == {(data["turn"] + 1) % len(data["names"])}


def check_last_roller(ex):
    assert ex.answers == {_data(ex.state)["marker"]}


def check_pass_marker(ex):
    data = _data(ex.state)
    assert data["turn"] == data["marker"] and data["phase"] == "roll_or_skip" and not data["last_round"]
    assert ex.answers == {(data["marker"] + 1) % len(data["names"])}


def check_two_players(ex):
    data = _data(ex.state)
    assert len(data["names"]) == 2 and data["turn"] == data["marker"] and not data["last_round"]
    assert ex.answers == {data["turn"]}


def check_lap(ex):
    field = _param(ex, "place")
    seat = _seat(ex.state, _param(ex, "name"))
    score = _data(ex.state)["score"][seat]
    assert field == (score - 1) % 40 + 1 and score + 2 > 40
    assert ex.answers == {(score + 2 - 1) % 40 + 1}


def check_last_round(ex):
    data = _data(ex.state)
    assert data["phase"] == "choose"
    assert ex.answers == {0 if sum(data["stack"].values()) == 0 else 1}


def check_final_flags(ex):
    data = _data(ex.state)
    assert data["last_round"] and data["turn"] == data["marker"]
    seat = _seat(ex.state, _param(ex, "other"))
    gain = sum(v for f, v in data["flags"].items() if data["board"].get(f, [None])[0] == seat)
    assert ex.answers == {data["score"][seat] + gain}


def check_winner(ex):
    data = _data(ex.state)
    assert data["phase"] == "end"
    seats = range(len(data["names"]))
    flags = {s: sum(1 for f in data["flags"] if data["board"].get(f, [None])[0] == s) for s in seats}
    wounds = {s: sum(data["wounds"][s].values()) for s in seats}
    leaders = [s for s in seats if data["score"][s] == max(data["score"])]
    deciding = "win.most_points"
    if len(leaders) > 1:
        deciding = "win.tie_flags"
        leaders = [s for s in leaders if flags[s] == max(flags[t] for t in leaders)]
    if len(leaders) > 1:
        deciding = "win.tie_wounds"
        leaders = [s for s in leaders if wounds[s] == min(wounds[t] for t in leaders)]
    if len(leaders) > 1:
        deciding = "win.shared"
    assert ex.rule == deciding and ex.answers == set(leaders)


CHECKS = {
    "setup.forest": check_setup_forest,
    "setup.score_start": check_score_start,
    "setup.animals": check_start_fields,
    "setup.cards": check_card_value,
    "setup.battle_mode": check_battle_mode,
    "setup.youngest": check_youngest,
    "round.choose": check_choose,
    "round.refill": check_refill,
    "turn.roll_move": check_next_after_marker,
    "move.die_max": check_reach,
    "move.stop_early": check_stop_early,
    "move.skip": check_skip,
    "move.orthogonal": check_may_move,
    "move.no_jump": check_may_move,
    "move.one_per_field": check_may_move,
    "move.foreign_start": check_may_move,
    "move.own_start": check_may_move,
    "move.turns": check_may_move,
    "land.empty": check_landing,
    "land.forest": check_landing,
    "land.duel": check_landing,
    "forest.flag": check_flag_owner,
    "forest.medicine": check_medicine,
    "forest.die": check_die_tile,
    "forest.points": check_points_tile,
    "duel.start": check_duel_targets,
    "duel.category": check_duel_category,
    "duel.values": check_duel_value,
    "duel.total": check_duel_winner,
    "duel.tie": check_duel_winner,
    "duel.winner": check_duel_points,
    "duel.loser": check_return,
    "duel.third_wound": check_third_wound,
    "round_end.turn": check_next_player,
    "round_end.marker_last": check_last_roller,
    "round_end.pass_marker": check_pass_marker,
    "round_end.new_choice": check_next_after_marker,
    "round_end.two_players": check_two_players,
    "score.lap": check_lap,
    "end.trigger": check_last_round,
    "end.flags": check_final_flags,
    "win.most_points": check_winner,
    "win.tie_flags": check_winner,
    "win.tie_wounds": check_winner,
    "win.shared": check_winner,
}


@pytest.fixture(scope="module")
def drawn():
    return list(itertools.islice(practice.exercises("woodwalkers", seed=24), COUNT))


def test_every_generator_has_an_independent_check():
    assert set(practice.practice_rules("woodwalkers")) <= set(CHECKS)


def test_every_right_answer_agrees_with_the_rulebook(drawn):
    counts = Counter()
    for ex in drawn:
        CHECKS[ex.rule](ex)
        assert ex.check(sorted(ex.answers) if ex.kind != "number" else min(ex.answers)).right
        counts[ex.rule] += 1
    assert len(drawn) >= 500
    assert set(counts) == set(practice.practice_rules("woodwalkers"))


def test_no_wrong_choice_is_also_right(drawn):
    for ex in drawn:
        assert_no_wrong_answer_is_right(ex)
