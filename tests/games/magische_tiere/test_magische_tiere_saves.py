"""Saved games of the dino game are untrusted input: impossible positions are refused in a learner's
words (DE and EN), valid ones load, and nothing in a save can swell or hang the kernel.

Rulebook: ``shared/rulebooks/magische-tiere-dino_de.txt``. The gate is ``Game.state_from_dict``: the
model in ``games/magische_tiere/save.py``, then ``MagischeTiereState._validate``.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.magische_tiere.rules import BLUE_DICE, _roll_actions_cached, blue_roll_outcomes
from boardtutor.savegame import read_game, save_game

GAME = boardtutor.load("magische_tiere")
CHILDREN = ("eddie", "helene", "jo", "schoki")


from .test_magische_rules import new as start, play  # noqa: E402  (the same set-up helpers)


def data_of(state) -> dict:
    return json.loads(state.to_json())


def refused(data, de_words=(), en_words=()) -> RuleViolation:
    """Load ``data``; it must be refused with a message that names the problem in both languages."""
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_json(json.dumps(data))
    de, en = info.value.message("de"), info.value.message("en")
    assert de != en and "Error" not in en and "Traceback" not in en
    for word in de_words:
        assert word in de, de
    for word in en_words:
        assert word in en, en
    return info.value


def mid_game():
    """A position in the middle of a game: Ida in play, a child caught, tiles lit, cards in hand."""
    state = start(watchman="p3", ida="o4", lit=4, children={"eddie": "t2", "helene": "p4", "jo": "t4", "schoki": "caught"},
                  hand=["light_one", "steps_two"], deck={"watchman_back": 1, "turn_one": 2, "ida_step": 2})
    return play(state, "roll card light shoe shoe cap ida", "place light shoe shoe ida")


# -- valid saves load ---------------------------------------------------------------------------------------
def test_a_valid_mid_game_save_loads_and_plays_on():
    state = mid_game()
    assert state.phase == "roll" and state.loose_blue == 1  # the card die is rolled again
    loaded = GAME.state_from_json(state.to_json())
    assert loaded == state and loaded.legal_actions() == state.legal_actions()
    assert loaded.facts()["where.eddie"] == "t2" and loaded.facts()["caught"] == ["schoki"]
    after = play(loaded, "roll card", "place card", "go")
    assert after.phase == "draw"  # the card row draws: chance with exact probabilities
    assert sum(p for _, p in after.chance_outcomes()) == 1


def test_a_saved_game_replays_and_a_random_game_round_trips_at_every_step():
    rng = random.Random(4)
    first = state = GAME.new_initial_state(players=3, seed=4)
    while not state.is_terminal():
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
        assert GAME.state_from_json(state.to_json()) == state
    assert read_game(save_game(state, first)).final == state


# -- the impossible positions of the issue ------------------------------------------------------------------
def ready() -> dict:
    """A turn whose dice all lie on the tray, before the actions."""
    return data_of(play(start(), "roll light light shoe shoe cap cap", "place light light shoe shoe"))


def test_seven_white_dice_are_refused():
    data = ready()
    data["tray"] = {"card": [], "light": [], "shoe": [], "cap": ["white"] * 7, "ida": []}
    refused(data, ["weiße Würfel", "kein Kind"], ["white die", "no child"])
    owned = data_of(play(start(children={"jo": "silas"}, lit=11), "roll card card shoe shoe cap cap", "white cap",
                         "place card card shoe shoe"))
    assert owned["phase"] == "ready"
    owned["tray"] = {"card": [], "light": [], "shoe": [], "cap": ["white"] * 7, "ida": []}
    refused(owned, ["weiße Würfel", "zwei Stellen"], ["white die", "two places"])


def test_extra_and_missing_dice_are_refused_by_count():
    data = data_of(start())
    data["tray"]["cap"] = ["blue"]  # a seventh blue die beside the six loose ones
    refused(data, ["6 blaue", "7"], ["6 blue", "7"])
    data = data_of(start())
    data["loose_blue"] = 4  # two blue dice gone
    refused(data, ["Würfel", "4 lose"], ["dice", "4 loose"])


def test_a_million_loose_dice_are_refused_and_the_dice_cache_stays_bounded():
    data = data_of(start())
    data["loose_blue"] = 1_000_000
    refused(data, ["loose_blue", "6"], ["loose_blue", "6"])
    with pytest.raises(ValueError):
        blue_roll_outcomes(1_000_000)
    assert blue_roll_outcomes.cache_info().maxsize == BLUE_DICE + 1
    assert _roll_actions_cached.cache_info().maxsize == BLUE_DICE + 1


def test_a_child_on_a_dark_tile_is_refused():
    data = data_of(start(lit=2))
    data["children"]["jo"] = 5 + 4  # path tile 5, but only tiles 1 and 2 are lit
    refused(data, ["Jo", "Wegplättchen 5", "dunkel"], ["Jo", "path tile 5", "dark"])
    data = data_of(start(lit=10))
    data["children"]["helene"] = 16  # with Silas, over a dark eleventh tile
    refused(data, ["Helene", "bei Silas", "10 von 11"], ["Helene", "with Silas", "10 of 11"])


def test_a_child_in_two_places_is_refused():
    data = data_of(start(watchman="p1", ida="o1", children={"eddie": "caught", "helene": "p2", "jo": "p2", "schoki": "p3"}))
    data["caught"] = ["eddie", "eddie"]
    refused(data, ["eddie", "zweimal"], ["eddie", "twice"])
    data = data_of(start(watchman="t3", ida="o1", lit=11, children={"jo": "silas", "eddie": "t5", "helene": "t6", "schoki": "t7"}))
    data["caught"] = ["jo"]  # with Silas and caught at once: the watchman catches there only at the very end
    refused(data, ["Jo", "bei Silas", "erwischt"], ["Jo", "with Silas", "caught"])


def test_a_child_the_watchman_has_passed_must_be_caught():
    data = data_of(start(watchman="p3", ida="o1", children={c: "p4" for c in CHILDREN}))
    data["children"]["helene"] = 2
    refused(data, ["Helene", "lila Feld 2", "schon erwischt"], ["Helene", "purple field 2", "caught"])
    data = data_of(start())
    data["caught"] = ["jo"]  # caught while the watchman is still on his red start field
    refused(data, ["Jo", "erwischt", "roten Feld 1"], ["Jo", "caught", "red field 1"])


def test_the_watchman_on_the_way_needs_ida_in_play():
    data = data_of(start())
    data["watchman"] = 8  # tile 4; Ida is still on the tray with her row covered
    data["children"] = {c: 10 for c in CHILDREN}
    data["lit"], data["covered"] = 6, ["ida"]
    refused(data, ["Wegplättchen 4", "Ida", "Ablagetafel"], ["path tile 4", "Ida", "tray"])
    data = data_of(start())
    data["ida"], data["covered"] = -5, []  # Ida on the board before the watchman reached the purple start field
    refused(data, ["Ida", "orangen Feld 3", "roten Feld 1"], ["Ida", "orange field 3", "red field 1"])


def test_ida_on_the_watchmans_field_must_have_distracted_him():
    data = data_of(start(watchman="p2", ida="o7", children={c: "p3" for c in CHILDREN}))
    data["ida"] = 2
    refused(data, ["Ida", "abgelenkt"], ["Ida", "distracted"])


def test_ida_row_and_the_other_covers_follow_the_position():
    data = data_of(start())
    data["covered"] = []  # Ida waits on the tray, but her row is open
    refused(data, ["Ida", "Ablagetafel", "nicht abgedeckt"], ["Ida", "tray", "not covered"])
    data = data_of(start(lit=3))
    data["covered"] = ["light", "ida"]
    refused(data, ["Taschenlampen-Leiste", "3 von 11"], ["flashlight row", "3 of 11"])
    data = data_of(start(lit=11))
    data["covered"] = ["ida"]
    refused(data, ["Taschenlampen-Leiste", "nicht abgedeckt"], ["flashlight row", "not covered"])


def test_cards_are_conserved_between_pile_hand_and_box():
    data = data_of(start(hand=["watchman_back"]))
    data["hand"] = ["watchman_back"] * 2  # the pile still holds one: three of a card that exists twice
    refused(data, ["Nachtwächter zurück", "Zu viele", "2"], ["Watchman back", "Too many", "2"])
    data = data_of(start())
    data["deck"]["turn_two"] = 2
    refused(data, ["turn_two", "1"], ["turn_two", "1"])


def test_lit_tiles_stay_in_range():
    for lit in (-1, 12, 10**7):
        data = data_of(start())
        data["lit"] = lit
        refused(data, ["lit"], ["lit"])


def test_the_dice_go_round_the_table_clockwise():
    data = data_of(start(players=3))
    data["turns"] = 4  # after four turns of three players, the second player rolls
    refused(data, ["Spieler 2", "Spieler 1"], ["player 2", "player 1"])
    assert start(players=3, turn=2).turns == 2


def test_the_white_die_belongs_to_the_first_child_with_silas():
    data = data_of(start())
    data["white_owned"], data["loose_white"] = True, True
    refused(data, ["weißen Würfel", "kein Kind"], ["white die", "no child"])


def test_what_each_phase_needs():
    base = data_of(start())
    refused({**ready(), "phase": "draw"}, ["Karten-Leiste"], ["card row"])
    refused({**ready(), "phase": "roll"}, ["blauen Würfel"], ["blue dice"])
    refused({**ready(), "phase": "steps"}, ["keine Schritte"], ["no steps"])
    refused({**ready(), "phase": "distracted"}, ["distracted", "row"], ["distracted", "row"])  # no row is acting
    refused({**ready(), "phase": "distracted", "acting": True, "row": 3}, ["Ida", "abgelenkt"], ["Ida", "distracted"])
    placing = data_of(play(start(), "roll card light shoe shoe cap ida"))
    refused({**placing, "phase": "turning", "resume": ["place"]}, ["turns_left"], ["turns_left"])
    cases = [
        ({"phase": "end"}, ["Phase", "end"], ["phase", "end"]),
        ({"phase": "draw"}, ["Ablagetafel"], ["tray"]),
        ({"phase": "turning"}, ["turning", "resume"], ["turning", "resume"]),
        ({"phase": "ready"}, ["Ablagetafel", "6"], ["tray", "6"]),
        ({"phase": "distracted"}, ["Ablagetafel"], ["tray"]),
        ({"phase": "acting"}, ["phase"], ["phase"]),
        ({"ending": "win"}, ["Spielende"], ["ending"]),
        ({"steps_left": 3}, ["Schritte: 3"], ["Steps left over: 3"]),
        ({"rolled": ["shoe"]}, ["Würfel"], ["dice"]),
    ]
    for change, de, en in cases:
        refused({**copy.deepcopy(base), **change}, de, en)


def test_a_pending_roll_has_exact_chances():
    for loose in range(1, BLUE_DICE + 1):
        data = data_of(start())
        data["loose_blue"], data["idle"] = loose, BLUE_DICE - loose
        state = GAME.state_from_json(json.dumps(data))
        outcomes = state.chance_outcomes()
        assert all(p > 0 for _, p in outcomes) and sum(p for _, p in outcomes) == 1


# -- the set-up helper uses the same gate ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "spec, de, en",
    [
        ({"children": {"jo": "t4"}, "lit": 3}, "dunkel", "dark"),
        ({"watchman": "t4"}, "Eddie", "Eddie"),  # the watchman passed the children on the purple start field
        ({"watchman": "t4", "children": {c: "t6" for c in CHILDREN}, "lit": 6}, "Ida", "Ida"),
        ({"ida": "o2"}, "Ida", "Ida"),
        ({"children": {"jo": "caught"}}, "erwischt", "caught"),
        ({"white": True}, "weißen Würfel", "white die"),
        ({"hand": ["turn_two", "turn_two"]}, "Zu viele", "Too many"),
        ({"children": {"zoe": "p1"}}, "children", "children"),
        ({"children": {"jo": "x9"}}, "x9", "x9"),
        ({"hand": ["joker"]}, "hand", "hand"),
        ({"lit": "3"}, "lit", "lit"),
        ({"lit": 99}, "lit", "lit"),
        ({"watchman": 5}, "watchman", "watchman"),
        ({"turn": 2}, "turn", "turn"),
        ({"deck": {"light_one": -1}}, "deck", "deck"),
        ({"colour": "red"}, "colour", "colour"),
        ("everything", "setup", "setup"),
    ],
)
def test_with_setup_refuses_an_impossible_or_malformed_spec(spec, de, en):
    with pytest.raises(RuleViolation) as info:
        start().with_setup(spec)
    assert de in info.value.message("de") and en in info.value.message("en"), info.value.message("en")


def test_with_setup_derives_the_covers_and_the_white_die():
    state = start(children={"jo": "silas", "eddie": "caught", "helene": "caught", "schoki": "caught"}, lit=11,
                  watchman="t9", ida="p1")
    assert state.covered == ["light", "shoe"] and state.white_owned and state.loose_white
    assert start().covered == ["ida"]


# -- the two card decisions (data.json: turned_cap, reroll_after_card_row) -----------------------------------
@pytest.mark.rule("magische_tiere", "card.turn", "rolling.at_least_one")
def test_a_die_turned_into_a_cap_goes_to_the_watchman_but_does_not_lift_rule_3():
    state = play(start(hand=["turn_one"]), "roll card light shoe shoe ida ida", "use turn_one", "turn ida>cap")
    assert state.phase == "place" and state.tray["cap"] == ["blue"] and state.loose_blue == 5
    assert state.must_place() and "reroll" not in {str(a) for a in state.legal_actions()}
    assert "turned_cap" in {a["id"] for a in GAME.assumptions("en")}


@pytest.mark.rule("magische_tiere", "card.reroll_caps")
def test_a_die_rerolled_after_the_card_row_cannot_go_onto_the_card_row():
    state = play(start(deck={"reroll_cap_one": 1, "light_one": 1}),
                 "roll card cap cap cap shoe shoe", "place card shoe shoe", "go", "draw reroll_cap_one",
                 "use reroll_cap_one blue", "roll card")
    # the card row has acted: the rerolled card die fits nowhere and is rolled again
    assert state.phase == "roll" and state.loose_blue == 1 and "no_fit" in state.facts()["events"]
    assert state.room("card") == 0 and len(state.tray["card"]) == 1
    state = play(state, "roll ida")  # Ida is not in play: her row is covered, so again nothing fits
    assert state.phase == "roll"
    state = play(state, "roll shoe", "place shoe")
    assert state.tray["shoe"] == ["blue"] * 3 and state.phase == "ready"
    assert "reroll_after_card_row" in {a["id"] for a in GAME.assumptions("de")}
    two = play(start(deck={"reroll_cap_two": 1, "light_one": 1}), "roll card cap cap cap shoe shoe", "place card shoe shoe", "go",
               "draw reroll_cap_two", "use reroll_cap_two blue blue", "roll card shoe")
    assert two.phase == "place" and {str(a) for a in two.legal_actions()} == {"place shoe"}
    with pytest.raises(RuleViolation) as info:
        two.apply("place card")
    assert "schon dran" in info.value.message("de") and "already acted" in info.value.message("en")
