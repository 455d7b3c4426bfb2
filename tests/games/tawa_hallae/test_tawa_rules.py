"""Tawa Hallae rules, each checked on a small hand-built position (rulebook:
``shared/rulebooks/tawa-hallae_it.txt``; the sections are named in each test)."""

from __future__ import annotations

import json

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.tawa_hallae.rules import (
    ANIMALS, AREA, DATA, DEN, GOALS, HUNT, PACKS, PRISON, TYPE, WATER, XY, A, neighbours, standard_setup,
)

GAME = boardtutor.load("tawa_hallae")
# two animals per pack stand far away in every position, so one capture never ends the game (each
# animal is there once: the first two kinds of this list that the position does not use)
RESERVE_FIELDS = {"red": ("a6", "i6"), "blue": ("a9", "i9")}
RESERVE_KINDS = ("wolf", "rhino", "elephant", "hippo", "anaconda")


def position(board, turn="red", keep_reserves=True, **spec):
    full = dict(board)
    if keep_reserves:
        for side, fields in RESERVE_FIELDS.items():
            used = {text.split()[1] for text in board.values() if text.split()[0] == side}
            kinds = [k for k in RESERVE_KINDS if k not in used]
            for field, kind in zip(fields, kinds):
                full.setdefault(field, f"{side} {kind} {'n' if side == 'red' else 's'}")
    return GAME.new_initial_state(setup="free").with_setup({"board": full, "turn": turn, **spec})


def play(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def legal(state):
    return {str(a) for a in state.legal_actions()}


def violation(state, action):
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    de, en = info.value.message("de"), info.value.message("en")
    assert de and en and de != en
    return info.value


# -- arena and packs ("Arena di combattimento", "Branchi") --------------------------------------------
@pytest.mark.rule("tawa_hallae", "setup.sides", "arena.goals")
def test_arena_fields_and_symmetry():
    for seat in (0, 1):
        assert len(DEN[seat]) == 18 and sum(f in WATER for f in DEN[seat]) == 2
        assert len(AREA[seat]) == 9 and len(HUNT[seat]) == 4
    for field in GOALS:  # hunt and prison fields are reachable only through the defence area
        owner = 0 if XY[field][1] < 6 else 1
        assert all(n in AREA[owner] or n in GOALS for n in neighbours(field))
    assert PRISON == ("e1", "e13")


@pytest.mark.rule("tawa_hallae", "packs.animals", "ranges.numbers", "destroyers.rhino_elephant")
def test_packs_follow_the_rulebook():
    red, blue = set(PACKS[0]), set(PACKS[1])
    assert len(red) == len(blue) == 15 and len(red & blue) == 13
    assert red - blue == {"lion", "gazelle"} and blue - red == {"tiger", "giraffe"}
    assert sorted({TYPE[k] for k in red}) == sorted(DATA["types"])
    land = {d for a in ANIMALS.values() for m in a["moves"] for d in m["land"]}
    water = {d for a in ANIMALS.values() for m in a["moves"] for d in m["water"]}
    assert land == {1, 2, 3, 4, 5, 7, 8} and water == {1, 2, 3}
    for kind, animal in ANIMALS.items():
        if animal["type"] == "aquatic":  # "Situazione di gioco": never a single field in water
            assert all(1 not in m["water"] for m in animal["moves"])
    assert all(not m["water"] for m in ANIMALS["spider"]["moves"])
    assert ANIMALS["lion"]["moves"] == ANIMALS["tiger"]["moves"]
    assert ANIMALS["rhino"]["moves"] == ANIMALS["elephant"]["moves"]


def test_standard_setup_is_the_same_for_both_packs_turned_round():
    red, blue = standard_setup(0), standard_setup(1)
    assert len(red) == len(blue) == 15
    swap = {"lion": "tiger", "gazelle": "giraffe"}
    for field, kind in red.items():
        x, y = XY[field]
        mirrored = next(f for f, (fx, fy) in XY.items() if (fx, fy) == (8 - x, 12 - y))
        assert blue[mirrored] == swap.get(kind, kind)


# -- set-up ("Preparazione") ------------------------------------------------------------------------
@pytest.mark.rule("tawa_hallae", "setup.three_at_a_time", "setup.back_row", "setup.first_turn", "runners.forward")
def test_free_setup_three_at_a_time_back_row_only_behind_front_and_blue_starts():
    state = GAME.new_initial_state(setup="free")
    assert state.phase == "setup" and state.current_player == 0
    error = violation(state, "place lion e3")  # back row, nothing in front yet
    assert "e4" in error.message("en")
    state = play(state, "place lion e4", "face n")
    assert "place wolf e3" in legal(state)
    state = play(state, "place wolf e3", "face e", "place gazelle a4")
    assert "face s" not in legal(state)  # a runner never faces its own den
    state = play(state, "face n")
    assert state.current_player == 1 and len(state.reserve[0]) == 12
    while state.phase in ("setup", "face"):
        state = state.apply(state.legal_actions()[0])
    assert state.phase == "move" and state.current_player == 1
    assert state.facts()["facing.e3"] == "e"
    assert state.facts()["animals.red"] == state.facts()["animals.blue"] == 15


@pytest.mark.rule("tawa_hallae", "setup.first_turn", "turn.two_moves")
def test_standard_setup_starts_with_blue_and_two_moves():
    state = GAME.new_initial_state()
    facts = state.facts()
    assert facts["current"] == "blue" and facts["moves_left"] == 2
    assert facts["at.e4"] == "red/lion" and facts["at.e10"] == "blue/tiger"


# -- a turn ("Turno di gioco") ---------------------------------------------------------------------
@pytest.mark.rule("tawa_hallae", "turn.two_moves", "turn.movement", "turn.change_facing", "facing.triangle", "turn.combinations")
def test_two_moves_with_two_different_animals_facing_after_movement():
    state = position({"e5": "red lion n", "c6": "red gorilla n", "e11": "blue tiger s", "g11": "blue zebra s"})
    state = state.apply("e5-e6")
    assert state.phase == "face" and legal(state) == {"face n", "face e", "face s", "face w"}
    state = state.apply("face w")
    assert state.facts()["moves_left"] == 1
    error = violation(state, "e6-e7")
    assert "lion" in error.message("en")
    state = play(state, "turn c6 e")
    assert state.facts()["current"] == "blue" and state.facts()["facing.c6"] == "e"
    violation(state, "turn e11 s")  # a turn must change the facing


def test_wrong_notation_and_wrong_phase_are_explained():
    state = GAME.new_initial_state()
    error = violation(state, "fly e4")
    assert "e4-e6" in error.message("en")
    error = violation(state, "face n")
    assert error.rule.section == "turn.two_moves"


# -- land and water ("Nelle caselle di acqua", "Situazione di gioco") -------------------------------
@pytest.mark.rule("tawa_hallae", "water.stop_on_entry", "ranges.land_or_water")
def test_land_animal_stops_on_first_water_field():
    # lion on e5 facing north: e6 land, e7 water → it stops on e7 although it could go 4
    state = position({"e5": "red lion n"})
    assert {"e6", "e7"} <= set(state.destinations("e5"))
    assert not {"e8", "e9"} & set(state.destinations("e5"))


@pytest.mark.rule("tawa_hallae", "water.from_water", "ranges.land_or_water")
def test_from_water_the_water_range_counts_even_onto_land():
    state = position({"e7": "red lion n"})  # e7 is water: the lion moves 1 from there
    assert set(state.destinations("e7")) == set(neighbours("e7")) - GOALS


@pytest.mark.rule("tawa_hallae", "aquatic.crocodile", "aquatic.no_single_step")
def test_aquatic_cannot_move_one_field_in_water_so_an_adjacent_cheetah_is_safe():
    state = position({"c8": "red crocodile n", "c9": "blue cheetah s"}, turn="red")
    # front: the cheetah on c9 is 1 field away – neither capture nor jump; diagonals: 2 or 3 fields
    assert state.destinations("c8") == ["a10", "e10", "f11"]


@pytest.mark.rule("tawa_hallae", "water.aquatic_from_land", "aquatic.hippo")
def test_aquatic_starting_on_land_crosses_water_with_its_land_range():
    # hippo on c6 facing north: land range 1-2 goes c7 (land), c8 (water) without stopping rules
    state = position({"d6": "red hippo n", "d5": "red lion n"})
    assert "d8" in state.destinations("d6")
    lion = position({"d6": "red lion n"})
    assert "d8" in lion.destinations("d6") and "d9" not in lion.destinations("d6")


# -- capture and spring attack ("Animale Imprigionato", "Attacco a molla") ---------------------------
@pytest.mark.rule("tawa_hallae", "imprisoned.capture", "turn.what_a_movement_does")
def test_capture_imprisons_and_removes():
    state = position({"e8": "red lion n", "e9": "blue cheetah s"})
    state = play(state, "e8-e9")
    facts = state.facts()
    assert facts["at.e9"] == "red/lion" and facts["prisoners.blue"] == ["cheetah"]
    assert facts["last.captured"] == ["blue/cheetah"]


@pytest.mark.rule("tawa_hallae", "armour.first_hit", "spring.back", "armour.two_hits")
def test_armoured_tiger_loses_its_armour_and_the_attacker_springs_back():
    state = position({"e8": "red wolf n", "e9": "blue tiger s", "a6": "red lion n"}, armour=[False, True], points=[0, 1], last_hunt="blue")
    state = state.apply("e8-e9")
    facts = state.facts()
    assert facts["at.e8"] == "red/wolf" and facts["at.e9"] == "blue/tiger"
    assert facts["armour.blue"] is False and facts["last.spring"] is True and facts["prisoners.blue"] == []
    assert state.phase == "face"  # back on its start field it may turn
    state = play(state, "face n", "i6-i7", "face n")
    # a second hit by a different animal imprisons the tiger now
    state = position({"e8": "red wolf n", "f8": "red gorilla n", "e9": "blue tiger s"}, armour=[False, True], points=[0, 1],
                     last_hunt="blue")
    state = play(state, "e8-e9", "face n", "f8-e9")
    assert state.facts()["prisoners.blue"] == ["tiger"]


@pytest.mark.rule("tawa_hallae", "defence.spring_in", "spring.back")
def test_defender_springs_into_its_own_defence_area_and_back():
    # blue attacker on e2 inside red's defence area, facing east; red wolf on e3 hits it from the side (moving south)
    state = position({"e3": "red wolf s", "e2": "blue zebra e"})
    assert "e3-e2" in legal(state)
    state = state.apply("e3-e2")
    facts = state.facts()
    assert facts["where.red.wolf"] == "e3" and facts["prisoners.blue"] == ["zebra"] and facts["last.spring"]


@pytest.mark.rule("tawa_hallae", "defence.own_area")
def test_own_animals_may_not_stop_in_their_defence_area_but_one_special_may():
    state = position({"e3": "red wolf s", "d3": "red vulture s", "f3": "red spider s"})
    assert not {"e2", "d2", "f2"} & set(state.destinations("e3"))
    assert "d2" in state.destinations("d3")
    state = play(state, "d3-d2")
    assert "f2" not in state.destinations("f3")  # one special at a time


@pytest.mark.rule("tawa_hallae", "defence.special_stays")
def test_special_in_own_area_stays_where_it_hit():
    state = position({"d2": "red vulture n", "e2": "blue zebra s"})
    state = state.apply("d2-e2")
    assert state.facts()["where.red.vulture"] == "e2" and not state.facts()["last.spring"]


@pytest.mark.rule("tawa_hallae", "defence.special_blocks")
def test_no_spring_attack_while_a_special_stands_in_the_area():
    state = position({"e3": "red wolf s", "e2": "blue zebra s", "h2": "red turtle n"})
    assert "e3-e2" not in legal(state)


# -- defence area ("Nell'area di difesa") -----------------------------------------------------------
@pytest.mark.rule("tawa_hallae", "defence.attacker_stops", "defence.one_step", "defence.may_leave")
def test_attacker_stops_on_first_defence_field_then_moves_one_step():
    state = position({"e4": "blue tiger s", "e11": "red lion n"}, turn="blue")
    reach = state.destinations("e4")
    assert "e2" in reach and "e1" not in reach  # e3 free, e2 first defence field
    state = play(state, "e4-e2", "face s", "turn a9 e", "turn a6 e", "turn i6 w")
    # one step only: the hunt fields d1/f1, the defence fields beside it, the den fields behind red's line;
    # not the prison e1 (no blue animal is imprisoned)
    assert set(state.destinations("e2")) == {"d1", "f1", "d2", "f2", "d3", "e3", "f3"}


@pytest.mark.rule("tawa_hallae", "hunt.point", "hunt.restart", "armour.gain", "packs.armour")
def test_hunt_scores_and_restarts_from_the_den_and_lion_gets_armour():
    state = position({"d12": "red lion n", "e11": "red zebra n"}, turn="red")
    assert "d12-d13" in legal(state)
    state = state.apply("d12-d13")
    assert state.phase == "restart" and state.facts()["points.red"] == 1 and state.facts()["armour.red"]
    state = play(state, "restart e4", "face e")
    assert state.facts()["at.e4"] == "red/lion"
    assert not any(a.args and a.args[0] == "e4" for a in state.legal_actions())  # cannot move again


@pytest.mark.rule("tawa_hallae", "turtle.double_hunt", "hunt.point")
def test_turtle_hunt_is_worth_two_points():
    state = position({"d12": "red turtle n"}, turn="red")
    state = state.apply("d12-d13")
    assert state.facts()["points.red"] == 2


@pytest.mark.rule("tawa_hallae", "arena.goals")
def test_own_goals_and_goals_from_outside_are_refused_with_reasons():
    state = position({"e2": "red vulture s"})
    error = violation(state, "e2-e1")
    assert error.rule.section == "arena.goals"


# -- runners ("Corridori") --------------------------------------------------------------------------
@pytest.mark.rule("tawa_hallae", "runners.not_head_on", "runners.side_only", "predators.cheetah")
def test_runner_cannot_be_hit_head_on_except_by_cheetah_but_from_the_side():
    board = {"e8": "red wolf n", "e9": "blue zebra s", "d8": "red gorilla n"}
    state = position(board)
    assert "e8-e9" not in legal(state)  # head-on
    assert "d8-e9" not in legal(state)  # diagonally from the front is head-on too
    cheetah = position({"e8": "red cheetah n", "e9": "blue zebra s"})
    assert "e8-e9" in legal(cheetah)
    side = position({"d9": "red wolf e", "e9": "blue zebra s"})
    assert "d9-e9" in legal(side)
    # "Possono essere imprigionati solo da un attacco di fianco": from behind or diagonally behind is no hit
    behind = position({"e10": "red wolf s", "f10": "red gorilla n", "e9": "blue zebra s"})
    assert "e10-e9" not in legal(behind) and "f10-e9" not in legal(behind)


@pytest.mark.rule("tawa_hallae", "runners.keep_facing", "runners.forward")
def test_runner_keeps_its_facing_after_a_hit_and_never_moves_back():
    state = position({"d9": "red zebra e", "e9": "blue giraffe s"})
    assert all(XY[t][1] >= XY["d9"][1] for t in state.destinations("d9"))
    state = state.apply("d9-e9")
    assert state.phase == "move" and state.facts()["facing.e9"] == "e"


# -- destroyers ("Distruttori") ----------------------------------------------------------------------
@pytest.mark.rule("tawa_hallae", "destroyers.run")
def test_rhino_captures_everything_it_runs_over_and_stops_at_a_destroyer():
    state = position({"e8": "red rhino n", "e9": "blue wolf s", "e10": "blue cheetah s", "e11": "blue elephant s",
                      "f9": "blue tiger s"})
    effect = state.reach("e8")["e11"]
    assert set(effect.captures) == {"e9", "e10", "e11"}
    state = state.apply("e8-e10")
    assert sorted(state.facts()["prisoners.blue"]) == ["cheetah", "wolf"]
    blocked = position({"e8": "red rhino n", "e9": "blue elephant s", "e10": "blue cheetah s", "f9": "blue tiger s"})
    assert "e10" not in blocked.destinations("e8") and "e9" in blocked.destinations("e8")


@pytest.mark.rule("tawa_hallae", "destroyers.gorilla", "animals.in_the_way")
def test_gorilla_jumps_over_and_captures_only_where_it_lands():
    state = position({"e8": "red gorilla n", "e9": "blue wolf s", "d9": "red lion n"})
    effect = state.reach("e8")["e10"]
    assert effect.captures == ()
    assert state.reach("e8")["e9"].captures == ("e9",)


@pytest.mark.rule("tawa_hallae", "runners.kangaroo")
def test_kangaroo_jumps_its_own_animals():
    state = position({"e8": "red kangaroo n", "e9": "red lion n"})
    assert "e10" in state.destinations("e8")


# -- specials ("Tartaruga", "Ragno", "Avvoltoio") ----------------------------------------------------
@pytest.mark.rule("tawa_hallae", "turtle.never_captures", "turtle.sent_home", "animals.all_capture")
def test_turtle_never_captures_and_is_sent_home_when_hit():
    state = position({"e8": "red turtle n", "e9": "blue wolf s"})
    assert "e9" not in state.destinations("e8")
    state = position({"e8": "red wolf n", "e9": "blue turtle e"})
    state = state.apply("e8-e9")
    assert state.facts()["current"] == "red" and state.phase == "face"
    state = state.apply("face n")
    assert state.phase == "home" and state.current_player == 1
    state = state.apply("home d11")
    assert state.facts()["at.d11"] == "blue/turtle" and state.facts()["facing.d11"] == "e"
    assert state.facts()["prisoners.blue"] == []


@pytest.mark.rule("tawa_hallae", "turtle.safe_at_home")
def test_turtle_cannot_be_hit_in_its_den_or_defence_area():
    state = position({"e9": "red wolf n", "e10": "blue turtle s"})
    assert "e10" not in state.destinations("e9")


@pytest.mark.rule("tawa_hallae", "spider.web", "spider.enter_web", "turtle.web_immune")
def test_spider_web_imprisons_an_enemy_that_ends_there_but_not_the_turtle():
    board = {"e9": "red spider n", "e11": "blue zebra s", "g11": "blue turtle s"}
    state = position(board, turn="blue")
    assert sorted(state.web(0)) == sorted(n for n in neighbours("e9") if n not in WATER)
    state = state.apply("e11-e10")
    assert state.facts()["last.web"] and "zebra" in state.facts()["prisoners.blue"]
    state = position(board, turn="blue").apply("g11-f10")
    assert state.facts()["at.f10"] == "blue/turtle"


@pytest.mark.rule("tawa_hallae", "spider.danger")
def test_spider_move_endangers_and_the_web_catches_at_the_end_of_the_next_turn():
    state = position({"e8": "red spider n", "d10": "blue tiger s", "g10": "blue zebra s"})
    state = play(state, "e8-e9")  # the spider moves in all 8 directions: nobody asks for its facing
    assert state.facts()["danger.blue"] == ["tiger"]
    state = play(state, "turn a6 e")
    assert state.facts()["current"] == "blue"
    stays = play(state, "turn g10 e", "turn a9 e")
    assert "tiger" in stays.facts()["prisoners.blue"] and stays.facts()["last.web_end"] == ["blue/tiger"]
    leaves = play(state, "d10-c11", "face s", "turn a9 e")
    assert "tiger" not in leaves.facts()["prisoners.blue"]


@pytest.mark.rule("tawa_hallae", "spider.no_water")
def test_spider_never_enters_water():
    state = position({"c6": "red spider n"})
    assert not set(state.destinations("c6")) & WATER


@pytest.mark.rule("tawa_hallae", "vulture.long_move")
def test_vulture_long_move_rules():
    state = position({"d4": "red vulture n"}, keep_reserves=True)
    reach = state.destinations("d4")
    assert "d6" in reach  # short move of 2
    assert "d8" in reach  # the long move stops on the first water field (d8)
    assert "d11" not in reach  # cannot cross the water
    row = position({"a3": "red vulture e"})
    assert {"h3", "i3"} <= set(row.destinations("a3"))  # 7 and 8 fields along the den row
    blocked = position({"a3": "red vulture e", "e3": "red lion n"})
    assert not {"h3", "i3"} & set(blocked.destinations("a3"))  # a long move may not jump
    assert "e3" not in blocked.destinations("a3") and "c3" in blocked.destinations("a3")  # short jumps may


# -- freeing ("Liberazione animali prigionieri") -----------------------------------------------------
@pytest.mark.rule("tawa_hallae", "freeing.prison", "freeing.liberator", "freeing.placement", "freeing.compensation")
def test_freeing_counts_two_moves_liberator_stays_and_the_enemy_gets_three_moves():
    state = position({"e12": "red lion n", "c11": "blue gorilla s"}, prison={"red": ["cheetah", "zebra"]})
    assert "e12-e13" in legal(state)
    state = state.apply("e12-e13")
    assert state.phase == "release" and "done" not in legal(state)
    assert "place cheetah e3" not in legal(state)  # set-up rule: back row only behind a taken front field
    state = play(state, "place cheetah e4", "face n")
    assert "done" in legal(state)
    state = play(state, "place zebra e3", "face n")
    facts = state.facts()
    assert facts["prisoners.red"] == ["lion"] and facts["current"] == "blue" and facts["moves_left"] == 3


@pytest.mark.rule("tawa_hallae", "freeing.first_move", "freeing.prison")
def test_freeing_only_with_the_first_move_and_only_with_prisoners():
    state = position({"e12": "red lion n", "d12": "red zebra n"}, prison={"red": ["cheetah"]})
    state = play(state, "d12-d13")  # a hunt first…
    state = play(state, "restart a4", "face n")
    error = violation(state, "e12-e13")
    assert error.rule.section == "freeing.first_move"
    empty = position({"e12": "red lion n"})
    violation(empty, "e12-e13")


@pytest.mark.rule("tawa_hallae", "freeing.compensation")
def test_after_a_freeing_the_double_move_forbids_captures_and_ends_the_turn():
    state = position({"e10": "blue tiger s", "d11": "blue wolf s", "e7": "red lion n"}, turn="blue", bonus=True)
    state = play(state, "e10-e9", "face s")
    assert "e9-e8" in legal(state)  # the same animal again: a double move
    assert "e9-e7" not in legal(state)  # …but it may not capture
    state = play(state, "e9-e8", "face s")
    assert state.facts()["current"] == "red"


# -- the end ("Condizioni di vittoria") -----------------------------------------------------------------
@pytest.mark.rule("tawa_hallae", "victory.five_points", "summary.overview")
def test_five_points_win():
    state = position({"d12": "red lion n"}, points=[4, 0], last_hunt="red")
    state = state.apply("d12-d13")
    assert state.is_terminal() and state.outcome().winners == (0,)
    assert state.facts()["end.reason"] == "points"


@pytest.mark.rule("tawa_hallae", "victory.all_imprisoned", "summary.overview")
def test_imprisoning_all_but_the_turtle_wins():
    others = [k for k in PACKS[1] if k not in ("wolf", "turtle")]
    state = position({"e8": "red lion n", "e9": "blue wolf s", "a11": "blue turtle s"}, keep_reserves=False,
                     prison={"blue": others})
    state = play(state, "e8-e9")
    assert state.is_terminal() and state.outcome().winners == (0,)
    assert "turtle" not in state.outcome().message("en").split(":")[0]


@pytest.mark.rule("tawa_hallae", "victory.blocked")
def test_a_pocket_of_own_fields_and_a_head_on_runner_blocks_a_pack():
    # red anaconda a1 (own defence area around it), hippo a2 facing a blue zebra head-on on a3
    state = position({"a1": "red anaconda n", "a2": "red hippo n", "a3": "blue zebra s", "e11": "blue tiger s"},
                     keep_reserves=False, turn="blue")
    assert not state.can_move_at_all(0) and state.can_move_at_all(1)


@pytest.mark.parametrize("points, last_hunt, reason, winners", [
    ([2, 1], "red", "blocked", (0,)),
    ([1, 1], "blue", "blocked_last_hunt", (1,)),
    ([0, 0], None, "blocked_draw", (0, 1)),
])
@pytest.mark.rule("tawa_hallae", "victory.blocked")
def test_blocked_game_goes_to_points_then_last_hunt(points, last_hunt, reason, winners):
    state = position({"e8": "red lion n"}, points=points, last_hunt=last_hunt)
    state._finish("blocked", None)
    assert state.is_terminal() and state.facts()["end.reason"] == reason
    assert state.outcome().winners == winners
    assert state.outcome().message("de") != state.outcome().message("en")


def test_state_json_round_trip_and_actions_round_trip():
    state = position({"e8": "red lion n", "e9": "blue wolf s"})
    again = GAME.state_from_json(state.to_json())
    assert again == state and again.legal_actions() == state.legal_actions()
    for action in state.legal_actions():
        assert A.parse(str(action)) == action
    data = json.loads(state.to_json())
    data["board"]["e8"] = ["red", "lion", "n"]
    with pytest.raises(RuleViolation):
        GAME.state_from_json(json.dumps(data))


def test_spider_may_take_a_back_field_when_only_water_is_free_in_front():
    state = GAME.new_initial_state(setup="free")
    data = json.loads(state.to_json())
    others = [k for k in PACKS[0] if k != "spider"]
    fields = ["a4", "b4", "d4", "e4", "f4", "h4", "i4", "a3", "b3", "d3", "e3", "f3", "h3", "i3"]
    data["board"] = {f: [0, k, "n"] for f, k in zip(fields, others)}
    data["reserve"][0] = ["spider"]
    # blue has placed 12 (four rounds), red 2 of its fifth round
    blue = [k for k in PACKS[1] if k not in ("spider", "turtle", "vulture")]
    blue_fields = ["a10", "b10", "c10", "d10", "e10", "f10", "g10", "h10", "i10", "a11", "b11", "d11"]
    data["board"].update({f: [1, k, "s"] for f, k in zip(blue_fields, blue)})
    data["reserve"][1] = ["spider", "turtle", "vulture"]
    data["placed"] = 2
    state = GAME.state_from_json(json.dumps(data))
    # free: c4 and g4 (water: never for the spider), c3 and g3 (behind them)
    assert legal(state) == {"place spider c3", "place spider g3"}


# -- fidelity: armour, freeing and the web ("Leone e Tigre corazzati", "Liberazione", "Ragno") ---------
@pytest.mark.rule("tawa_hallae", "setup.armour_aside")
def test_an_imprisoned_lion_loses_its_armour_and_comes_back_without_it():
    armoured = {"armour": [True, False], "points": [1, 0], "last_hunt": "red"}
    # the lion as liberator stays in the prison: its armour is gone when it is freed later
    state = position({"e12": "red lion n"}, prison={"red": ["zebra"]}, **armoured)
    state = state.apply("e12-e13")
    assert state.phase == "release" and state.facts()["armour.red"] is False
    # caught by the web: imprisoned, and the armour is gone too
    state = position({"e5": "red lion n", "d7": "blue spider s"}, **armoured)
    state = state.apply("e5-e6")
    assert state.facts()["prisoners.red"] == ["lion"] and state.facts()["armour.red"] is False


@pytest.mark.rule("tawa_hallae", "spider.danger")
def test_a_spider_that_springs_back_has_not_moved_and_puts_nobody_in_danger():
    state = position({"f7": "red spider n", "f9": "blue tiger s", "g8": "blue cheetah s"},
                     armour=[False, True], points=[0, 1], last_hunt="blue")
    state = state.apply("f7-f9")
    facts = state.facts()
    assert facts["last.spring"] and facts["armour.blue"] is False and facts["where.red.spider"] == "f7"
    assert facts["danger.blue"] == []
