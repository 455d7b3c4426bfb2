"""Scenario tests for the dino game's rules: set-up, the six placement rules, every row action, every
card, the white die, the variant and the three endings.

Rulebook: ``shared/rulebooks/magische-tiere-dino_de.txt``. Positions use the field ids of
``field_name``: ``p0`` is the big purple start field, ``t1``…``t11`` the path tiles, ``r1``… the
watchman's red fields (``r1`` his start), ``o1``… Ida's orange fields.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from fractions import Fraction

import pytest

import boardtutor
from boardtutor import CHANCE, TERMINAL, RuleViolation
from boardtutor.core import check_probabilities
from boardtutor.games.magische_tiere import DATA, GOAL, MagicAction, blue_roll_outcomes, caps_distribution, field_name
from boardtutor.games.magische_tiere.rules import BLUE_FACES, ROWS, TILES, WHITE_FACES
from boardtutor.rulebook import rulebook

GAME = boardtutor.load("magische_tiere")
RED = DATA["track"]["red_fields"]
LAST_RED = f"r{RED}"


def new(players=2, seed=1, **setup):
    state = GAME.new_initial_state(players=players, seed=seed)
    return state.with_setup(setup) if setup else state


def play(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def violation(state, action):
    before = state.to_json()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert state.to_json() == before, "a rejected action changed the state"
    de, en = info.value.message("de"), info.value.message("en")
    assert de and en and de != en
    return info.value


def legal(state):
    return {str(a) for a in state.legal_actions()}


# -- set-up -------------------------------------------------------------------------------------------
@pytest.mark.rule("magische_tiere", "setup.figures", "setup.ida", "setup.path", "setup.cards")
def test_set_up_follows_the_rulebook():
    state = new(players=3)
    facts = state.facts()
    assert all(facts[f"where.{c}"] == "p0" for c in ("eddie", "helene", "jo", "schoki"))  # big purple field
    assert facts["watchman"] == "r1"  # his round red start field
    assert facts["ida"] is None and facts["covered"] == ["ida"]  # Ida waits on the tray, her row covered
    assert facts["lit"] == 0 and facts["deck"] == 20 and facts["hand"] == []
    assert facts["white_die"] is False  # it lies on Silas's goal tile
    assert state.current_player == CHANCE and facts["loose"] == 6  # the youngest rolls all six blue dice
    assert sum(DATA["cards"].values()) == 20 and DATA["track"]["path_tiles"] == 11
    assert len(DATA["blue_die"]) == len(DATA["white_die"]) == 6 and "dino" in DATA["white_die"]


def test_player_counts_and_names():
    assert (GAME.min_players, GAME.max_players) == (1, 4)
    state = GAME.new_initial_state(players=["Mia", "Ben"], seed=2)
    assert state.player_name(0) == "Mia" and state.facts()["turn"] == "Mia"
    for bad in (0, 5, "two"):
        with pytest.raises(RuleViolation):
            GAME.new_initial_state(players=bad)


# -- the roll as a chance event -------------------------------------------------------------------------
def _ordered_distribution(n, faces):
    """The multiset distribution by brute force over all 6^n ordered rolls (independent of the engine)."""
    counts = Counter(tuple(sorted(roll, key=lambda f: ("card", "light", "shoe", "cap", "ida", "dino").index(f)))
                     for roll in itertools.product(faces, repeat=n))
    total = len(faces) ** n
    return {roll: Fraction(k, total) for roll, k in counts.items()}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_roll_outcomes_are_the_exact_multinomial_distribution(n):
    assert dict(blue_roll_outcomes(n)) == _ordered_distribution(n, BLUE_FACES)


@pytest.mark.rule("magische_tiere", "rolling.roll")
def test_six_dice_roll_has_few_outcomes_with_exact_probabilities():
    state = new()
    outcomes = state.chance_outcomes()
    assert check_probabilities(outcomes)
    assert len(outcomes) == 210  # multisets of 6 dice over 5 symbols, not 6^6 ordered rolls
    probabilities = dict((str(a), p) for a, p in outcomes)
    assert probabilities["roll shoe shoe shoe shoe shoe shoe"] == Fraction(1, 3) ** 6
    # 6!/2! orders of the six symbols, and each shoe can be either of the two shoe faces
    assert probabilities["roll card light shoe shoe cap ida"] == Fraction(720 // 2 * 2 * 2, 6**6)


def test_white_die_outcomes():
    state = new(children={"jo": "silas"}, lit=11)  # the first child with Silas earns the white die
    state = play(state, "roll shoe shoe shoe shoe shoe shoe")
    assert state.phase == "roll_white"
    outcomes = dict((str(a), p) for a, p in state.chance_outcomes())
    assert set(outcomes) == {f"white {f}" for f in WHITE_FACES} and all(p == Fraction(1, 6) for p in outcomes.values())


def test_caps_distribution_matches_brute_force():
    for n, white in ((3, False), (2, True)):
        faces = [BLUE_FACES] * n + ([WHITE_FACES] if white else [])
        brute = Counter(sum(f == "cap" for f in roll) for roll in itertools.product(*faces))
        total = 6 ** len(faces)
        assert caps_distribution(n, white) == {k: Fraction(brute.get(k, 0), total) for k in range(len(faces) + 1)}


# -- the six placement rules --------------------------------------------------------------------------------
@pytest.mark.rule("magische_tiere", "rolling.left_to_right")
def test_rule_1_rows_fill_left_to_right_with_the_matching_symbol():
    state = play(new(), "roll card light shoe shoe cap ida", "place shoe shoe")
    assert state.tray["shoe"] == ["blue", "blue"] and state.row_value("shoe") == ROWS["shoe"][1]
    state = play(state, "roll card light light")
    error = violation(state, "place shoe")  # no loose die shows a shoe now
    assert "Schuh" in error.message("de") and "shoe" in error.message("en")
    state = play(state, "place light light")
    assert state.row_value("light") == ROWS["light"][1]


@pytest.mark.rule("magische_tiere", "rolling.caps")
def test_rule_2_every_cap_goes_to_the_watchman_row_at_once():
    state = play(new(), "roll cap cap shoe ida ida ida")
    assert state.tray["cap"] == ["blue", "blue"] and state.rolled == ["shoe", "ida", "ida", "ida"]
    assert state.facts()["loose"] == 4
    assert not any(a.startswith("place") and "cap" in a for a in legal(state))


@pytest.mark.rule("magische_tiere", "rolling.at_least_one")
def test_rule_3_without_a_cap_at_least_one_die_must_be_placed():
    state = play(new(), "roll card light shoe shoe ida ida")
    assert state.facts()["must_place"] is True and "reroll" not in legal(state)
    error = violation(state, "reroll")
    assert error.rule.section == "rolling.at_least_one"
    with_cap = play(new(), "roll card light shoe shoe cap ida")
    assert "reroll" in legal(with_cap) and with_cap.facts()["must_place"] is False


@pytest.mark.rule("magische_tiere", "rolling.covered", "ida_action.not_yet")
def test_rule_4_a_die_for_a_covered_row_cannot_be_placed():
    state = play(new(), "roll shoe ida ida ida ida ida")  # Ida's row is covered at the start
    assert legal(state) == {"place shoe"}
    error = violation(state, "place ida")
    assert error.rule.section == "ida_action.not_yet" and "abgedeckt" in error.message("de") and "covered" in error.message("en")


@pytest.mark.rule("magische_tiere", "rolling.reroll")
def test_a_roll_that_fits_nowhere_is_rolled_again():
    state = play(new(), "roll shoe cap cap cap cap cap")
    state = play(state, "reroll")
    state = play(state, "roll ida")  # the only loose die shows Ida: it cannot be placed, so it rolls again
    assert state.phase == "roll" and state.loose_blue == 1 and "no_fit" in state.facts()["events"]


@pytest.mark.rule("magische_tiere", "rolling.reroll", "rolling.placed_stay")
def test_rules_5_and_6_only_loose_dice_are_rolled_again():
    state = play(new(), "roll card light shoe shoe cap ida", "place shoe shoe light")
    assert state.phase == "roll" and state.loose_blue == 2  # card and Ida are rolled again, placed dice stay
    assert all(len(a.args) == 2 for a, _ in state.chance_outcomes())
    with pytest.raises(RuleViolation):
        state.apply("roll shoe shoe shoe")  # three dice cannot come up: only two are loose
    state = play(state, "roll shoe card", "place card shoe")
    assert state.tray["shoe"] == ["blue"] * 3 and state.tray["light"] == ["blue"] and state.tray["cap"] == ["blue"]
    assert sum(len(d) for d in state.tray.values()) == 6 and state.phase == "ready"  # all placed: the actions come next
    assert play(state, "go").phase == "draw"  # the top row first: a card is drawn


@pytest.mark.rule("magische_tiere", "rolling.until_all", "turn.phases", "actions.order", "actions.count")
def test_rolling_ends_when_every_die_is_placed_and_the_actions_follow():
    state = play(new(), "roll light light light shoe shoe shoe", "place light light light shoe shoe shoe")
    assert state.phase == "ready" and legal(state) == {"go"}  # the whole tray is shown first
    state = play(state, "go")
    # light row acts (3 tiles), then the shoe row asks who walks
    assert state.lit == ROWS["light"][2] and state.phase == "steps" and state.steps_left == ROWS["shoe"][2]


# -- the row actions ------------------------------------------------------------------------------------------
@pytest.mark.rule("magische_tiere", "card_action", "card_action.empty", "actions.count")
def test_card_row_draws_and_the_pile_running_out_covers_it():
    state = play(new(deck={"light_two": 1, "ida_step": 1}), "roll card card card shoe shoe shoe", "place card card card shoe shoe shoe", "go")
    assert state.row_value("card") == 2  # the number beside the third card die
    assert state.phase == "draw" and len(state.chance_outcomes()) == 2
    state = play(state, "draw light_two")
    state = play(state, "draw ida_step")
    facts = state.facts()
    assert facts["hand"] == ["ida_step", "light_two"] and facts["deck"] == 0 and "card" in facts["covered"]
    later = play(state, "go") if state.phase == "ready" else state
    assert later.phase in ("steps", "ready", "roll")


@pytest.mark.rule("magische_tiere", "light_action", "light_action.all_lit")
def test_flashlight_lights_the_next_tiles_and_all_lit_covers_the_row():
    state = play(new(lit=10), "roll light light cap shoe shoe shoe", "place light light shoe shoe shoe", "go")
    assert state.lit == TILES and "light" in state.covered
    state = play(state, *(["step eddie"] * state.steps_left))
    state = play(state, "roll light ida ida card card shoe")
    assert "place light" not in legal(state) and not any("light" in a for a in legal(state) if a.startswith("place"))


@pytest.mark.rule("magische_tiere", "shoe_action", "shoe_action.dark")
def test_shoe_steps_are_shared_and_dark_tiles_stop_the_children():
    state = new(children={"jo": "p4", "helene": "p2"}, lit=2)
    state = play(state, "roll shoe shoe shoe cap cap cap", "place shoe shoe shoe", "go")
    assert state.phase == "steps" and state.steps_left == ROWS["shoe"][2]
    state = play(state, "step jo", "step jo")
    assert state.facts()["where.jo"] == "t2"
    error = violation(state, "step jo")  # tile 3 is still dark
    assert "dunkel" in error.message("de") and "dark" in error.message("en") and error.rule.section == "shoe_action.dark"
    assert "Wegplättchen 3" in error.message("de") and "path tile 3" in error.message("en")  # words, not the id t3
    state = play(state, "step helene")
    assert state.facts()["where.helene"] == "p3" and state.steps_left == 0


@pytest.mark.rule("magische_tiere", "shoe_action.dark")
def test_steps_are_lost_when_nobody_can_move():
    state = new(children={c: "p4" for c in ("eddie", "helene", "jo", "schoki")}, lit=0)
    state = play(state, "roll shoe shoe cap cap cap cap", "place shoe shoe", "go")
    assert state.phase != "steps" and "steps_lost" in state.facts()["events"]


@pytest.mark.rule("magische_tiere", "watchman_action", "watchman_action.catch", "ida_action.enter", "ida_action.not_yet")
def test_watchman_walks_red_fields_then_catches_whom_he_lands_on_or_passes():
    state = new(watchman=LAST_RED, children={"schoki": "p0", "eddie": "p1", "jo": "p3", "helene": "p3"})
    state = play(state, "roll cap cap cap ida ida ida")  # three caps: the row shows 2
    assert state.row_value("cap") == ROWS["cap"][2]
    assert state.is_chance_node() and state.loose_blue == 3  # Ida's row is covered: the Ida dice roll again
    state = play(state, "roll ida ida ida", "roll light light light", "place light light light", "go")
    facts = state.facts()
    steps = ROWS["cap"][2]
    assert facts["watchman"] == field_name(steps - 1)
    assert "schoki" in facts["caught"] and ("eddie" in facts["caught"]) == (steps >= 2)
    assert facts["ida"] == "o1" and "ida" not in facts["covered"]  # he reached the purple footprint field


@pytest.mark.rule("magische_tiere", "shoe_action.all_caught", "watchman_action.catch")
def test_caught_children_may_not_walk_and_the_shoe_row_is_covered_when_nobody_can():
    state = new(watchman="p3", children={"eddie": "caught", "helene": "caught", "jo": "caught", "schoki": "p4"}, ida="o1")
    walking = play(state.with_setup({"lit": 2}), "roll shoe shoe cap ida ida ida", "place shoe shoe ida ida ida", "go")
    assert walking.phase == "steps" and legal(walking) == {"step schoki", "stop"}
    error = violation(walking, "step jo")
    assert "erwischt" in error.message("de") and "caught" in error.message("en")
    state = play(state, "roll cap cap cap cap cap cap", "go")  # the row shows 3: he passes Schoki
    assert state.caught == ["eddie", "helene", "jo", "schoki"] and "shoe" in state.covered


@pytest.mark.rule("magische_tiere", "ida_action", "ending.ida_distracts", "ending.narrow")
def test_ida_moves_on_lit_tiles_and_distracting_the_watchman_is_a_narrow_win():
    # every child caught (a child ahead of the watchman would need t3 lit, and the tiles light up in order)
    caught = {c: "caught" for c in ("eddie", "helene", "jo", "schoki")}
    state = new(watchman="t3", ida="t1", children=caught, lit=1)
    state = play(state, "roll ida ida ida ida cap cap", "place ida ida ida ida", "go")
    facts = state.facts()
    assert facts["ida"] == "t1" and facts["watchman"] == "t4"  # t2 is dark: both of her steps are lost
    assert "ida_blocked" in [e["type"] for e in play(new(watchman="t3", ida="t1", children=caught, lit=1),
                                                      "roll ida ida ida ida cap cap", "place ida ida ida ida", "go").events]
    state = new(watchman="t2", ida="p4", lit=5, children={"jo": "t5", "helene": "caught", "eddie": "caught", "schoki": "caught"})
    state = play(state, "roll light light ida ida ida ida", "place light light ida ida ida ida")
    assert state.row_value("ida") == 2
    state = play(state, "go")
    assert state.phase == "distracted" and state.phase == "distracted" and state.facts()["ida"] == "t2"
    end = play(state, "finish")
    assert end.is_terminal() and end.outcome().ending == "narrow"
    assert end.outcome().winners == (0, 1)


@pytest.mark.rule("magische_tiere", "ending.loss")
def test_the_watchman_reaching_silas_loses_the_game():
    state = new(watchman="t11", children={"eddie": "silas", "helene": "caught", "jo": "caught", "schoki": "caught"}, lit=11, ida="p1")
    # Eddie with Silas earned the white die; no child walks any more, so the shoe row is covered
    state = play(state, "roll cap ida ida ida ida ida", "white cap", "place ida ida ida ida ida", "go")
    assert state.is_terminal() and state.current_player == TERMINAL
    outcome = state.outcome()
    assert outcome.ending == "loss" and outcome.winners == ()
    assert "Verloren" in outcome.message("de") and "Lost" in outcome.message("en")
    assert state.facts()["caught"] == ["eddie", "helene", "jo", "schoki"]


@pytest.mark.rule("magische_tiere", "ending.win", "goal")
def test_all_four_children_at_silas_is_a_win():
    state = new(children={"eddie": "silas", "helene": "silas", "jo": "silas", "schoki": "t10"}, lit=11, white=True)
    state = play(state, "roll shoe shoe cap cap cap cap", "white cap", "place shoe shoe", "go")
    assert state.phase == "steps" and state.tray["cap"] == ["blue"] * 4 + ["white"]
    state = play(state, "step schoki")
    assert state.phase == "steps"
    state = play(state, "step schoki")
    assert state.is_terminal() and state.outcome().ending == "win" and state.outcome().winners == (0, 1)
    assert "Gewonnen" in state.outcome().message("de") and "won" in state.outcome().message("en")


# -- the white die ----------------------------------------------------------------------------------------------
@pytest.mark.rule("magische_tiere", "white_die.earn")
def test_the_first_child_at_silas_earns_the_white_die_for_the_next_turn():
    state = new(children={"jo": "t11"}, lit=11)
    state = play(state, "roll shoe cap cap cap cap cap", "place shoe", "go")
    assert state.phase == "steps"
    state = play(state, "step jo")
    assert state.facts()["white_die"] is True and state.facts()["at_silas"] == ["jo"]
    while not state.is_chance_node():
        state = play(state, state.legal_actions()[0])
    while state.phase != "roll" or state.loose_blue != 6:
        state = state.apply(state.sample_chance()) if state.is_chance_node() else state.apply(state.legal_actions()[0])
    state = play(state, "roll shoe shoe shoe shoe shoe shoe")
    assert state.phase == "roll_white"


@pytest.mark.rule("magische_tiere", "white_die.joker")
def test_the_dino_is_a_joker_and_other_white_faces_are_not():
    state = play(new(children={"jo": "silas"}, lit=11), "roll shoe shoe cap ida ida ida", "white dino")
    places = legal(state)
    assert {"place white:card", "place white:shoe", "place white:cap"} <= places
    assert "place white:ida" not in places and "place white:light" not in places  # covered rows: Ida's, and every tile is lit
    state = play(state, "place shoe shoe white:card")
    assert state.tray["card"] == ["white"]
    plain = play(new(children={"jo": "silas"}, lit=11), "roll shoe shoe cap ida ida ida", "white card")
    error = violation(plain, "place white:shoe")
    assert error.rule.section == "white_die.joker"


# -- the variant ----------------------------------------------------------------------------------------------
@pytest.mark.rule("magische_tiere", "variant")
def test_variant_after_distracting_the_watchman():
    state = new(watchman="t2", ida="p4", lit=5, children={"jo": "t5", "helene": "t4", "eddie": "caught", "schoki": "caught"})
    state = play(state, "roll light light ida ida ida ida", "place light light ida ida ida ida", "go")
    assert state.phase == "distracted"
    state = play(state, "continue")
    facts = state.facts()
    assert facts["variant"] is True and "cap" in facts["covered"]
    assert facts["caught"] == [] and facts["where.eddie"] == "p0" and facts["where.schoki"] == "p0"
    while state.phase != "roll" or state.loose_blue != 6:
        state = state.apply(state.sample_chance()) if state.is_chance_node() else state.apply(state.legal_actions()[0])
    rolled = play(state, "roll cap cap shoe ida ida ida")
    assert rolled.tray["cap"] == [] and rolled.rolled.count("cap") == 2  # caps are rolled again now
    # "1. Würfeln", rule 3 binds only when no cap was rolled; the box on playing on: after a cap, roll again
    assert rolled.facts()["must_place"] is False and "reroll" in legal(rolled)
    assert play(rolled, "reroll").loose_blue == 6
    no_cap = play(state, "roll light shoe shoe ida ida ida")
    assert no_cap.facts()["must_place"] is True and "reroll" not in legal(no_cap)


# -- cards ----------------------------------------------------------------------------------------------------
def _ready_with(hand, **setup):
    """All six dice placed as caps is impossible to avoid here; place one shoe and five caps."""
    state = new(hand=hand, **setup)
    return play(state, "roll shoe cap cap cap cap cap", "place shoe") if state.phase == "roll" else state


@pytest.mark.rule("magische_tiere", "card.light")
def test_light_cards_turn_tiles_at_once():
    state = play(new(hand=["light_two", "light_one"]), "roll card light shoe shoe cap ida")
    assert {"use light_one", "use light_two"} <= legal(state)
    assert play(state, "use light_two").lit == 2 and play(state, "use light_one").lit == 1


@pytest.mark.rule("magische_tiere", "card.steps")
def test_step_cards_give_extra_steps_to_share():
    state = play(new(hand=["steps_three"], lit=2), "roll card light shoe shoe cap ida", "use steps_three")
    assert state.phase == "steps" and state.steps_left == 3
    state = play(state, "step jo", "step jo", "step eddie")
    assert state.phase == "place" and state.facts()["where.jo"] == "p2"


@pytest.mark.rule("magische_tiere", "card.watchman_back")
def test_watchman_back_and_not_from_his_start():
    state = play(new(hand=["watchman_back"]), "roll card light shoe shoe cap ida")
    assert "use watchman_back" not in legal(state)
    error = violation(state, "use watchman_back")
    assert error.rule.section == "card.watchman_back"
    moved = play(new(hand=["watchman_back"], watchman="r3"), "roll card light shoe shoe cap ida", "use watchman_back")
    assert moved.facts()["watchman"] == "r2"


@pytest.mark.rule("magische_tiere", "card.watchman_rests")
def test_watchman_rests_clears_the_caps_without_walking():
    state = play(new(hand=["watchman_rests"], watchman="r2"), "roll cap cap cap shoe shoe shoe", "use watchman_rests",
                 "place shoe shoe shoe", "go")
    assert state.resting and state.row_value("cap") == ROWS["cap"][2]
    state = play(state, "step jo", "step jo")
    assert state.steps_left == 1
    state = play(state, "step jo")  # the last step: then the watchman row would act
    assert state.facts()["watchman"] == "r2" and "watchman_rests" in state.facts()["events"]
    assert state.phase == "roll" and state.facts()["turn"] == "P2"  # the caps were cleared, the next turn begins


@pytest.mark.rule("magische_tiere", "card.ida_step")
def test_ida_step_card_needs_ida_in_play_and_a_lit_field():
    state = play(new(hand=["ida_step"]), "roll card light shoe shoe cap ida")
    assert "use ida_step" not in legal(state)
    state = play(new(hand=["ida_step"], ida="o1", watchman="p3", children={c: "p4" for c in ("eddie", "helene", "jo", "schoki")}), "roll card light shoe shoe cap ida", "use ida_step")
    assert state.facts()["ida"] == "o2"


@pytest.mark.rule("magische_tiere", "card.turn")
def test_turn_cards_turn_loose_dice_but_not_caps():
    state = play(new(hand=["turn_two"]), "roll card ida ida ida cap cap", "use turn_two")
    assert state.phase == "turning"
    options = legal(state)
    assert "turn ida>shoe" in options and not any(o.startswith("turn cap>") for o in options)
    state = play(state, "turn ida>shoe", "turn ida>shoe")
    assert state.phase == "place" and state.rolled.count("shoe") == 2 and "turn_two" not in state.hand


@pytest.mark.rule("magische_tiere", "card.turn")
def test_a_die_may_be_turned_to_a_cap_but_a_die_showing_a_cap_stays():
    """Issue 22: the card turns a die to any side, the cap included (it then goes onto the watchman
    row like every cap); only a die that already shows a cap cannot be turned. In the variant the caps
    stay loose, so there is such a die to try."""
    state = play(new(hand=["turn_one"]), "roll card ida ida ida shoe shoe", "use turn_one")
    assert "turn ida>cap" in legal(state)
    turned = play(state, "turn ida>cap")
    assert turned.tray["cap"] == ["blue"] and turned.rolled.count("ida") == 2
    children = {c: "p2" for c in ("eddie", "helene", "jo", "schoki")}
    variant = play(new(players=1, hand=["ida_step", "turn_one"], ida="o7", watchman="p0", children=children),
                   "roll card light shoe shoe cap ida", "use ida_step", "continue")
    assert variant.variant and "cap" in variant.covered
    rng, first = random.Random(0), variant.turns
    while variant.turns == first or variant.phase != "roll":  # on to the next turn's roll
        variant = play(variant, variant.sample_chance(rng) if variant.is_chance_node() else variant.legal_actions()[0])
    variant = play(variant, "roll card shoe cap cap ida ida")
    assert variant.rolled.count("cap") == 2 and "use turn_one" in legal(variant)
    options = legal(play(variant, "use turn_one"))
    assert "turn ida>cap" in options and "turn card>shoe" in options
    assert not any(o.startswith("turn cap>") for o in options)
    # the rule map says the same: turning to a cap is allowed, a die showing a cap stays
    rule = rulebook("magische_tiere").get("card.turn")
    assert "even to a cap" in rule.summary("en") and "already shows a cap" in rule.summary("en")
    assert "auch auf die Mütze" in rule.summary("de") and "schon eine Mütze zeigt" in rule.summary("de")


@pytest.mark.rule("magische_tiere", "card.reroll_caps")
def test_reroll_cap_cards_after_all_dice_are_placed():
    state = new(hand=["reroll_cap_one"])
    state = play(state, "roll cap cap shoe shoe shoe shoe", "place shoe shoe shoe shoe")
    assert state.phase == "ready" and "use reroll_cap_one blue" in legal(state)
    state = play(state, "use reroll_cap_one blue")
    assert state.tray["cap"] == ["blue"] and state.is_chance_node() and state.loose_blue == 1
    state = play(state, "roll light")
    assert legal(state) == {"place light"} and state.facts()["must_place"] is True  # it must be placed
    state = play(state, "place light")
    assert state.tray["light"] == ["blue"] and state.phase == "ready"


@pytest.mark.rule("magische_tiere", "cards.keep", "card.reroll_caps")
def test_cards_cannot_be_used_without_holding_them_or_at_the_wrong_time():
    state = play(new(), "roll card light shoe shoe cap ida")
    error = violation(state, "use light_two")
    assert "light_two" not in state.hand and error.rule.section == "card_action"
    state = play(new(hand=["reroll_cap_one"]), "roll card light shoe shoe cap ida")
    error = violation(state, "use reroll_cap_one blue")
    assert error.rule.section == "card.reroll_caps"


def test_every_card_kind_has_words_in_both_languages():
    state = new()
    for kind in DATA["cards"]:
        de = state.action_text(f"use {kind}", "de")
        en = state.action_text(f"use {kind}", "en")
        assert de != en and kind not in de


# -- notation, JSON, words ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["roll card shoe", "white dino", "draw light_two", "place shoe shoe white:card", "reroll",
                                  "turn ida>shoe", "turn white:ida>dino", "use reroll_cap_two blue white", "use light_one",
                                  "step jo", "stop", "go", "done", "finish", "continue"])
def test_notation_round_trips(text):
    action = MagicAction.parse(text)
    assert str(action) == text and MagicAction.parse(str(action)) == action
    assert eval(repr(action), {"MagicAction": MagicAction}) == action


@pytest.mark.parametrize("text", ["", "roll", "roll dino", "place dino", "step silas", "use nothing", "turn ida", "jump"])
def test_bad_notation_is_a_bilingual_rule_violation(text):
    with pytest.raises(RuleViolation) as info:
        MagicAction.parse(text)
    assert info.value.message("de") != info.value.message("en")


def test_json_round_trip_mid_turn():
    state = play(new(hand=["steps_two"], children={"jo": "silas"}, lit=11), "roll card light shoe shoe cap ida", "white dino")
    again = GAME.state_from_json(state.to_json())
    assert again == state and again.legal_actions() == state.legal_actions()
    data = json.loads(state.to_json())
    data["children"]["jo"] = 99
    with pytest.raises(RuleViolation):
        GAME.state_from_json(json.dumps(data))


def test_describe_and_action_text_in_both_languages():
    state = play(new(players=["Mia", "Ben"]), "roll card light shoe shoe cap ida")
    assert "Mia" in state.describe("de") and "Mia" in state.describe("en") and state.describe("de") != state.describe("en")
    de = state.action_text("place light shoe shoe", "de")
    en = state.action_text("place light shoe shoe", "en")
    assert "2 Schuhe" in de and "2 shoes" in en and "2 Würfel neu würfeln" in de and "roll 2 dice again" in en


def test_scores_are_shared_and_fall_when_a_child_is_caught():
    ahead = {c: "p3" for c in ("eddie", "helene", "jo", "schoki")}
    calm = new(players=3, watchman="p0", ida="o1", children=ahead)
    caught = new(players=3, watchman="p0", ida="o1", children={**ahead, "jo": "caught"})
    assert len(set(calm.scores())) == 1 and calm.scores()[0] > caught.scores()[0]
    danger = new(players=3, watchman="p2", ida="o1", children=ahead)
    assert danger.scores()[0] < calm.scores()[0]


def test_random_games_end_in_one_of_the_three_endings():
    seen = Counter()
    for seed in range(25):
        rng = random.Random(seed)
        state = GAME.new_initial_state(players=rng.randint(1, 4), seed=seed)
        while not state.is_terminal():
            state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
        seen[state.outcome().ending] += 1
        assert state.outcome().message("de") != state.outcome().message("en")
    assert set(seen) <= {"win", "narrow", "loss"} and sum(seen.values()) == 25


def test_assumption_texts_state_the_numbers_the_engine_uses():
    """The assumptions shown to learners must match data.json (they were tuned with the lab)."""
    texts = {a["id"]: a for a in DATA["assumptions"]}
    for lang in ("de", "en"):
        rows = texts["rows"][lang]
        for values in DATA["rows"].values():
            assert "-".join(map(str, values)) in rows
        track = texts["track"][lang]
        for key in ("purple_fields", "path_tiles", "red_fields", "ida_fields"):
            assert f" {DATA['track'][key]} " in track
        cards = texts["cards"][lang]
        assert "2" in cards and "1" in cards
    assert sorted(Counter(DATA["cards"].values()).items()) == [(1, 2), (2, 9)]  # as the "cards" text says
    for assumption in DATA["assumptions"]:
        assert assumption["de"] != assumption["en"] and assumption["provenance"]["de"] != assumption["provenance"]["en"]
    shown = GAME.assumptions("en")
    assert len(shown) == len(DATA["assumptions"]) and all(a["text"] and a["provenance"] for a in shown)


def test_describe_says_why_placing_is_free_or_not():
    """“1. Würfeln”: rule 3 depends on whether a cap came up; a roll that fits nowhere may be rolled again."""
    with_cap = play(new(), "roll card light shoe shoe cap ida")
    assert "Mütze" in with_cap.describe("de") and "cap came up" in with_cap.describe("en")
    stuck = play(new(hand=["light_one"]), "roll ida ida ida ida ida ida")  # Ida's row is covered; a card could be used
    assert stuck.phase == "place" and legal(stuck) == {"reroll", "use light_one"}
    assert "cap" not in stuck.describe("en") and "Mütze" not in stuck.describe("de")


def test_the_order_of_the_rows_is_an_assumption_shown_to_learners():
    """“2. Aktionen ausführen” says top to bottom, but the tray itself was only a picture: the order
    the engine uses (that of the overview of the actions) must be listed as an assumption."""
    from boardtutor.i18n import Noun

    texts = {a["id"]: a for a in DATA["assumptions"]}
    assert "row_order" in texts
    for lang in ("de", "en"):
        text = texts["row_order"][lang]
        places = [text.find(Noun(f"magische_tiere.row.{row}").render(lang)) for row in DATA["symbols"]]
        assert -1 not in places and places == sorted(places), (lang, places)
    assert not any("Reihenfolge" in s["de"] or "order" in s["en"] for s in DATA["stated_by_rulebook"])


def test_the_watchman_path_assumption_weighs_moving_like_the_children():
    """“Nachtwächter-Aktion”: from the footprints on he moves like the children – the assumption that he
    may cross dark tiles must say how it reads that."""
    provenance = {a["id"]: a["provenance"] for a in DATA["assumptions"]}["watchman_path"]
    assert "wie die Kinder" in provenance["de"] and "like the children" in provenance["en"]


PLURAL_AFTER_ONE = ("1 Schritte", "1 steps", "1 Würfeln", "1 dice", "1 Felder", "1 fields", "1 Karten", "1 cards",
                    "1 Kinder", "1 children", "1 Wegplättchen sind", "1 path tiles", "1 Runden", "1 turns", "der 1 ",
                    "übrigen 1 ", "the 1 ", "other 1 ")


def _singular_ok(text):
    import re

    return not any(re.search(r"(?<![\d.])" + re.escape(bad), text) for bad in PLURAL_AFTER_ONE)


def test_texts_with_a_count_of_one_use_the_singular():
    """What a learner reads while playing: “1 step left”, not “1 steps left”."""
    steps = play(new(lit=2), "roll shoe cap cap cap cap cap", "place shoe", "go")
    last_die = play(new(), "roll card light shoe shoe cap ida", "place card light shoe shoe")
    turning = play(new(hand=["turn_two"]), "roll card ida ida ida cap cap", "use turn_two", "turn ida>shoe")
    assert (steps.steps_left, last_die.facts()["loose"], turning.turns_left) == (1, 1, 1)
    for state in (steps, last_die, turning):
        for lang in ("de", "en"):
            assert _singular_ok(state.describe(lang)), state.describe(lang)
    narrow = play(new(watchman="t2", ida="p4", lit=5, children={"jo": "t5", "helene": "t4", "schoki": "t3", "eddie": "caught"}),
                  "roll light light ida ida ida ida", "place light light ida ida ida ida", "go", "finish")
    lost = play(new(watchman="t11", children={"eddie": "silas", "helene": "caught", "jo": "caught", "schoki": "caught"},
                    lit=11, ida="p1"), "roll cap ida ida ida ida ida", "white cap", "place ida ida ida ida ida", "go")
    for lang in ("de", "en"):
        for end in (narrow, lost):
            assert end.outcome().ending and _singular_ok(end.outcome().message(lang)), end.outcome().message(lang)
    advisor = GAME.advisor()
    seen = 0
    for seed in range(4):  # the advisor's reasons over whole games: steps, dice, fields, tiles and cards
        rng = random.Random(seed)
        state = GAME.new_initial_state(players=1, seed=seed)
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            action = advisor.choose(state)
            for lang in ("de", "en"):
                text = advisor.explain(lang)
                assert _singular_ok(text), text
                seen += " 1 " in text
            state = state.apply(action)
    assert seen > 10


@pytest.mark.rule("magische_tiere", "cards.keep", "card.reroll_caps")
def test_a_reroll_card_drawn_this_turn_can_be_used_at_once_before_the_watchman_walks():
    """“Magische Tiere-Aktion”: a drawn card may be used at once; “1 Mütze neu würfeln” only needs
    every die to be placed – so it works right after drawing it, before the watchman's row acts."""
    state = play(new(watchman="r1", deck={"reroll_cap_one": 1, "light_one": 1}),
                 "roll card cap cap cap shoe shoe", "place card shoe shoe", "go", "draw reroll_cap_one")
    assert state.phase == "ready" and state.row_value("cap") == ROWS["cap"][2]
    assert "use reroll_cap_one blue" in legal(state)
    state = play(state, "use reroll_cap_one blue", "roll shoe", "place shoe")
    assert state.tray["cap"] == ["blue", "blue"] and state.tray["shoe"] == ["blue"] * 3 and state.phase == "ready"
    state = play(state, "go")
    assert state.phase == "steps" and state.steps_left == ROWS["shoe"][2]  # the rerolled die counts on its new row
    state = play(state, "step jo", "step jo", "step eddie")
    assert state.facts()["watchman"] == field_name(-DATA["track"]["red_fields"] + ROWS["cap"][1], "red")
