"""Saved games of the card battle are untrusted input: impossible positions are refused in words (DE and
EN) that name what is wrong, valid ones load, and the set-up helper passes the same gate."""

from __future__ import annotations

import copy
import json
import random

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.bots import RandomBot, play
from boardtutor.fuzzing import check_loaded

from . import reachable

GAME = boardtutor.load("animal_cards")
FULL = ["banana", "blanket", "sneakers", "dojo", "honey"]


def setup(spec, **options):
    """A hand-built position; the animals it does not name count as defeated (six per grid, rule 2.2)."""
    return GAME.new_initial_state(["Mia", "Leo"], seed=3, **options).with_setup(reachable(spec))


def mid_game():
    """A position in the middle of a game: Mia's play, both grids with three animals, hands full."""
    return setup({
        "turn": 1, "turns": 4,
        "1": {"grid": {"a1": "bear1", "b1": "frog1", "c1": "eagle1", "a2": "monkey1", "b2": "horse1", "c2": "starfish1"},
              "health": {"a1": 3}, "resting": ["b2"], "hand": FULL},
        "2": {"grid": {"a1": "cheetah1", "b1": "eagle1", "c1": "monkey1", "a2": "bear1", "b2": "elephant1", "c2": "horse1"},
              "resting": ["c1"], "hand": FULL},
    })


def waiting_for_the_whistle():
    """Mia's horse has attacked Leo's frog; Leo may blow the whistle (phase react)."""
    state = setup({"turn": 1,
                   "1": {"grid": {"a1": "horse1", "b1": "bear1"}, "hand": FULL},
                   "2": {"grid": {"a1": "frog1", "a2": "eagle1"}, "hand": ["whistle", "banana", "blanket", "honey", "dojo"]}})
    state = state.apply("pass").apply("attack a1 a1")
    assert state.phase == "react"
    return state


def refused(data, *words):
    """Load ``data``: it must be refused, in both languages, with each (de, en) pair of words in the message."""
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_dict(data)
    de, en = info.value.message("de"), info.value.message("en")
    assert de != en
    for text in (de, en):
        assert "Error" not in text and "Traceback" not in text and "core.error.bad_json" not in text
    for word_de, word_en in words:
        assert word_de in de, de
        assert word_en in en, en
    return info.value


def data_of(state):
    return json.loads(state.to_json())


# -- valid saves load --------------------------------------------------------------------------------------
def test_a_valid_mid_game_save_loads_and_plays_on():
    for seed in range(3):
        states = play(GAME.new_initial_state(["Mia", "Leo"], seed=seed), [RandomBot(seed), RandomBot(seed + 9)], max_actions=150)
        for state in states[::10] + [states[-1]]:
            loaded = GAME.state_from_json(state.to_json())
            assert loaded == state and loaded.legal_actions() == state.legal_actions()
            check_loaded(loaded, random.Random(seed))
    state = mid_game()
    again = GAME.state_from_json(state.to_json())
    assert again == state and again.facts()["resting.1"] == ["b2"]
    assert json.loads(state.to_json())["version"] == 1


def test_the_whistle_phase_round_trips():
    state = waiting_for_the_whistle()
    assert GAME.state_from_json(state.to_json()) == state


# -- the hand, health, damage ---------------------------------------------------------------------------------
def test_a_hand_of_nine_cards_is_refused():
    data = data_of(mid_game())
    data["hands"][0] = data["hands"][0] + ["starfish3", "horse3", "frog3", "eagle3"]
    refused(data, ("9 Karten", "9 cards"), ("höchstens 5", "at most 5"))


def test_health_below_one_or_above_the_card_is_refused():
    data = data_of(mid_game())
    data["grids"][0]["a1"][1] = -5
    refused(data, ("-5", "-5"), ("Lebenspunkte", "health"), ("grids → 1 → a1", "grids → 1 → a1"))
    data["grids"][0]["a1"][1] = 0
    refused(data, ("besiegt", "defeated"))
    data["grids"][0]["a1"][1] = 9  # a level-1 bear has 6
    refused(data, ("a1", "a1"), ("Bär (Stufe 1)", "Bear (level 1)"), ("9 Lebenspunkte", "9 health"), ("nur 6", "only 6"))


def test_negative_damage_cannot_raise_health():
    state = waiting_for_the_whistle().apply("pass")  # the frog takes the hit
    data = data_of(state)
    assert data["last"]["damage"] == 3
    for path, value in ((("last", "damage"), -2), (("last", "parts", "total"), -2), (("last", "parts", "blanket"), 2),
                        (("last", "parts", "sneakers"), -2)):
        bad = copy.deepcopy(data)
        target = bad
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        refused(bad, (path[-1], path[-1]))
    bad = copy.deepcopy(data)
    bad["last"]["damage"] = 5  # more than the parts add up to
    refused(bad, ("letzten Angriff", "last attack"), ("damage", "damage"))


# -- every card exactly once ------------------------------------------------------------------------------------
def test_the_same_card_in_two_places_is_refused():
    data = data_of(mid_game())
    data["hands"][0] = ["bear1"] + data["hands"][0][:4]  # the bear on a1 is also in Mia's hand …
    data["decks"][0]["dojo"] += 1                         # … and the dojo put back keeps the count of cards
    error = refused(data, ("Mia", "Mia"), ("Bär (Stufe 1)", "Bear (level 1)"), ("2-mal", "2 times"),
                    ("auf dem Spielfeld", "on the grid"), ("auf der Hand", "in the hand"))
    assert error.text.key == "animal_cards.save.card_extra"


def test_a_missing_card_is_refused():
    data = data_of(mid_game())
    del data["decks"][1]["whistle"]
    refused(data, ("Leo", "Leo"), ("fehlt", "missing"), ("Pfeife", "whistle"))


# -- the grid ------------------------------------------------------------------------------------------------------
def test_cells_that_do_not_exist_and_two_animals_on_one_cell_are_refused():
    data = data_of(mid_game())
    data["grids"][0]["d4"] = data["grids"][0].pop("b1")
    refused(data, ("d4", "d4"))
    text = mid_game().to_json()
    doubled = text.replace('"b1": ["frog1", 5, 0]', '"b1": ["frog1", 5, 0], "b1": ["horse1", 4, 0]')
    assert doubled != text
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_json(doubled)
    assert "b1" in info.value.message("de") and "b1" in info.value.message("en")


def test_levels_that_do_not_exist_are_refused():
    data = data_of(mid_game())
    data["grids"][0]["b1"][0] = "frog4"
    refused(data, ("frog4", "frog4"))


def test_the_same_animal_twice_on_the_grid_is_refused():
    data = data_of(mid_game())
    del data["decks"][0]["bear2"]
    data["grids"][0]["c3"] = ["bear2", 8, 0]
    refused(data, ("Bär", "Bear"), ("zweimal", "twice"), ("a1, c3", "a1, c3"))


def test_a_higher_level_needs_its_lower_levels_defeated():
    data = data_of(mid_game())
    del data["decks"][0]["frog2"]
    data["defeated"][0] = []
    data["grids"][0]["c3"] = ["frog2", 7, 0]
    data["grids"][0].pop("b1")
    data["decks"][0]["frog1"] = 1
    refused(data, ("Frosch (Stufe 1)", "Frog (level 1)"), ("Regel 7.3", "rule 7.3"))


def test_only_the_last_attacker_rests():
    data = data_of(mid_game())
    data["grids"][0]["b1"][2] = 1
    refused(data, ("mehrere Tiere", "several animals"), ("b1, b2", "b1, b2"))


# -- piles and counters -----------------------------------------------------------------------------------------
def test_a_defeated_animal_cannot_be_in_the_hand_and_kills_must_match():
    state = setup({"turn": 1, "turns": 2,
                   "1": {"grid": {"a1": "horse1", "b1": "bear1", "c1": "eagle1", "a2": "monkey1", "b2": "frog1", "c2": "starfish1"},
                         "hand": FULL},
                   "2": {"grid": {"a1": "frog1", "b1": "eagle1", "c1": "bear1", "a2": "monkey1", "b2": "horse1", "c2": "cheetah1"},
                         "health": {"a1": 2}, "hand": ["frog2", "banana", "blanket", "honey", "dojo"]}})
    state = state.apply("pass").apply("attack a1 a1")
    while state.is_chance_node():
        state = state.apply(state.legal_actions()[-1])
    data = data_of(state)
    assert data["fallen"][1] == ["frog"] and data["kills"] == [1, 0]
    GAME.state_from_dict(data)
    bad = copy.deepcopy(data)
    bad["kills"] = [2, 0]
    refused(bad, ("besiegt: 2", "animals: 2"), ("Leo", "Leo"))
    bad = copy.deepcopy(data)
    bad["defeated"][1].remove("frog2")
    card = bad["hands"][1].pop()
    bad["hands"][1].append("frog2")
    bad["decks"][1][card] = bad["decks"][1].get(card, 0) + 1
    refused(bad, ("Frosch (Stufe 2)", "Frog (level 2)"), ("Regel 6.2", "rule 6.2"))


def test_turn_counters_stay_in_range_and_in_order():
    data = data_of(mid_game())
    refused({**data, "turns": 81}, ("turns", "turns"), ("80", "80"))
    refused({**data, "turns": 80}, ("80 Zügen", "80 turns"))
    refused({**data, "turns": 5}, ("Leo", "Leo"), ("Züge ist 5", "turns over is 5"))
    refused({**data, "turn": 2}, ("turn", "turn"))
    refused({**data, "turns": -1}, ("turns", "turns"))


# -- the phase and what it needs --------------------------------------------------------------------------------------
def test_a_pending_attack_needs_a_real_attacker_and_target():
    data = data_of(waiting_for_the_whistle())
    bad = copy.deepcopy(data)
    bad["pending"]["from"] = "c3"
    refused(bad, ("c3", "c3"), ("Pfeife", "whistle"))
    bad = copy.deepcopy(data)
    bad["pending"]["to"] = "a2"  # the eagle behind the frog cannot be attacked
    refused(bad, ("a2", "a2"), ("vorderste", "front"))
    bad = copy.deepcopy(data)
    bad["pending"]["to"] = "z9"
    refused(bad, ("z9", "z9"))
    bad = copy.deepcopy(data)
    bad["hands"][1].remove("whistle")
    bad["hands"][1].append("picnic")
    bad["decks"][1]["whistle"] = 1
    bad["decks"][1]["picnic"] -= 1
    if not bad["decks"][1]["picnic"]:
        del bad["decks"][1]["picnic"]
    refused(bad, ("keine Pfeife", "no whistle"))


def test_each_phase_has_what_it_needs():
    data = data_of(waiting_for_the_whistle())
    refused({**data, "pending": None}, ("pending", "pending"), ("Pfeife oder nicht", "the whistle or not"))
    play_data = data_of(mid_game())
    refused({**play_data, "phase": "upgrade"}, ("last", "last"))
    refused({**play_data, "phase": "end"}, ("Spielende", "end of the game"))
    refused({**play_data, "phase": "setup"}, ("dealt", "dealt"))
    refused({**play_data, "extra_health": True}, ("Picknickkorb", "picnic basket"))
    refused({**play_data, "boost": 1}, ("Kraftriegel", "power bar"))
    refused({**play_data, "phase": "dance"}, ("dance", "dance"))
    refused({k: v for k, v in play_data.items() if k != "slots"}, ("slots", "slots"))
    refused({**play_data, "colour": "red"}, ("colour", "colour"))


def test_strict_types():
    data = data_of(mid_game())
    refused({**data, "turns": "4"}, ("turns", "turns"))
    refused({**data, "turn": True}, ("turn", "turn"))
    refused({**data, "hands": ["banana", "honey"]}, ("hands", "hands"))
    refused({**data, "names": ["Mia"]}, ("names", "names"))
    refused({**data, "names": ["Mia", "Leo", "Ann"]}, ("names", "names"))


# -- the set-up helper passes the same gate -------------------------------------------------------------------------------
def test_with_setup_refuses_an_impossible_spec():
    base = GAME.new_initial_state(["Mia", "Leo"], seed=3)
    with pytest.raises(RuleViolation) as info:
        base.with_setup(reachable({"1": {"grid": {"a1": "frog1", "b1": "frog2"}}, "2": {"grid": {"a1": "bear1"}}}))
    assert "Frosch" in info.value.message("de") and "Frog" in info.value.message("en")
    with pytest.raises(RuleViolation) as info:  # two animals on the grid and none defeated: the set-up had six (rule 2.2)
        base.with_setup({"1": {"grid": {"a1": "frog1", "b1": "bear1"}}, "2": {"grid": {"a1": "bear1"}}})
    assert "6" in info.value.message("de") and "defeated" in info.value.message("en")
    for spec in (
        {"1": {"grid": {"a1": "dragon1"}}, "2": {"grid": {"a1": "bear1"}}},
        {"1": {"grid": {"a1": "frog1"}, "health": {"a1": 99}}, "2": {"grid": {"a1": "bear1"}}},
        {"1": {"grid": {"a1": "frog1"}, "hand": ["banana"] * 6}, "2": {"grid": {"a1": "bear1"}}},
        {"1": {"grid": {"a1": "frog1", "b1": "bear1"}, "resting": ["a1", "b1"]}, "2": {"grid": {"a1": "bear1"}}},
        {"1": {"grid": {"a1": "frog1"}}, "2": {"grid": {"a1": "bear1"}, "hand": ["bear1"]}},
        {"1": {"grid": {"a1": "frog1"}, "fallen_animals": ["frog"]}, "2": {"grid": {"a1": "bear1"}}},
        {"1": {"grid": {"a1": "frog1"}}, "2": {"grid": {}}},
    ):
        with pytest.raises(RuleViolation) as info:
            base.with_setup(reachable(spec))
        assert info.value.text.key != "animal_cards.save.animals_missing" or spec["2"]["grid"] == {}
        assert info.value.message("de") != info.value.message("en")
    for spec in (
        {"1": [], "2": {}},
        {"1": {"grid": {"a1": 5}}},
        {"1": {"grid": {"a1": "frog1"}, "health": {"a1": "full"}}},
        {"1": {"grid": {"a1": "frog1"}, "wings": 2}},
        {"turn": "x"},
        {"turn": 3},
        "frog",
    ):
        with pytest.raises(RuleViolation) as info:
            base.with_setup(spec)
        assert info.value.text.key == "animal_cards.error.setup_spec"
        assert info.value.message("de") != info.value.message("en")


def test_with_setup_puts_the_lower_levels_of_an_upgraded_animal_on_the_defeated_pile():
    state = setup({"1": {"grid": {"a1": "frog3"}}, "2": {"grid": {"a1": "bear2"}}})
    assert {"frog1", "frog2"} <= set(state.defeated[0]) and "frog3" not in state.defeated[0]
    assert "bear1" in state.defeated[1] and "bear2" not in state.defeated[1]
    assert state.kills == [5, 5]  # five animals of each side count as defeated: six on each grid at the start
