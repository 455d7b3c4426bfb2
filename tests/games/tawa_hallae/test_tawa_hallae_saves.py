"""Saved Tawa Hallae games are untrusted input: impossible positions are refused in words (DE and EN)
naming what is wrong, possible ones load (rulebook: ``shared/rulebooks/tawa-hallae_it.txt``)."""

from __future__ import annotations

import copy
import json
import random

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.fuzzing import check_loaded
from boardtutor.games.tawa_hallae.explorer import MoveExplorer, reach
from boardtutor.games.tawa_hallae.rules import PACKS
from boardtutor.savegame import SAVE_VERSION

GAME = boardtutor.load("tawa_hallae")


def mid_game() -> dict:
    """A position in play with prisoners on both sides, points and an armoured lion."""
    state = GAME.new_initial_state(setup="free").with_setup({
        "board": {"d12": "red lion n", "e8": "red wolf n", "a6": "red rhino n", "e9": "blue wolf s",
                  "a9": "blue rhino s", "i11": "blue tiger s", "e11": "blue turtle s"},
        "prison": {"red": ["zebra"], "blue": ["cheetah"]},
        "points": [1, 0], "last_hunt": "red", "armour": [True, False],
    })
    return json.loads(state.to_json())


def refused(data, *words: tuple[str, str]) -> RuleViolation:
    """Loading ``data`` (dict or text) is refused; each (german, english) pair of words is in the message."""
    with pytest.raises(RuleViolation) as info:
        if isinstance(data, str):
            GAME.state_from_json(data)
        else:
            GAME.state_from_dict(copy.deepcopy(data))
    de, en = info.value.message("de"), info.value.message("en")
    assert de != en and "Error" not in en and "Traceback" not in en
    for german, english in words:
        assert german in de, de
        assert english in en, en
    return info.value


def test_a_mid_game_save_loads_and_plays_on():
    data = mid_game()
    assert data["version"] == SAVE_VERSION and data["aside"][0] and "lion" not in data["aside"][0]
    state = GAME.state_from_dict(data)
    assert state.to_dict() == data
    check_loaded(state, random.Random(1), plies=6)
    # a save from real play (standard set-up, some moves) loads as the same state
    state = GAME.new_initial_state(seed=3)
    rng = random.Random(3)
    for _ in range(60):
        state = state.apply(rng.choice(state.legal_actions()))
    assert GAME.state_from_json(state.to_json()) == state


def test_two_lions_of_one_colour_are_refused():
    data = mid_game()
    data["board"]["e6"] = [0, "lion", "n"]
    refused(data, ("doppelt", "twice"), ("Löwe", "lion"), ("Rot", "Red"))
    data = mid_game()
    data["prison"][0].append("lion")  # on the board and in prison
    refused(data, ("doppelt", "twice"), ("Löwe", "lion"))
    data = mid_game()
    data["aside"][1].remove("giraffe")  # gone from everywhere
    refused(data, ("fehlt", "missing"), ("Giraffe", "giraffe"), ("Blau", "Blue"))


def test_an_animal_of_the_other_pack_is_refused():
    data = mid_game()
    data["board"]["e6"] = [1, "lion", "s"]  # blue has a tiger, not a lion
    refused(data, ("Löwe", "lion"), ("nicht zum Rudel von Blau", "does not belong to Blue's pack"))


def test_two_animals_on_one_field_are_refused():
    text = json.dumps(mid_game())
    text = text.replace('"e8": [0, "wolf", "n"]', '"e8": [0, "wolf", "n"], "e8": [0, "cheetah", "n"]')
    refused(text, ("e8", "e8"), ("zweimal", "twice"))


def test_fields_that_do_not_exist_or_where_nobody_may_stand():
    data = mid_game()
    data["board"]["z9"] = data["board"].pop("e8")
    refused(data, ("z9", "z9"))
    data = mid_game()
    data["board"]["e13"] = data["board"].pop("e8")  # a hunt field of blue
    refused(data, ("Jagdfeld oder ein Gefängnis", "hunt field or a prison"), ("e13", "e13"))
    data = mid_game()
    data["board"]["d8"] = [0, "spider", "n"]  # water
    data["aside"][0].remove("spider")
    refused(data, ("Spinne", "spider"), ("Wasser", "water"), ("d8", "d8"))
    data = mid_game()
    data["board"]["c2"] = data["board"].pop("e8")  # a red wolf in red's own defence area
    refused(data, ("Verteidigungsbereich", "defence area"), ("Wolf", "wolf"), ("c2", "c2"))
    data = mid_game()
    for field, kind in (("c2", "spider"), ("g2", "turtle")):
        data["board"][field] = [0, kind, "n"]
        data["aside"][0].remove(kind)
    refused(data, ("zwei Spezialtiere", "Two of Red's special animals"), ("c2, g2", "c2, g2"))


def test_facings_must_exist_and_runners_never_face_their_den():
    data = mid_game()
    data["board"]["e8"] = [0, "wolf", "x"]
    refused(data, ("e8", "e8"), ("„x“", "“x”"))
    data = mid_game()
    data["board"]["e6"] = [0, "zebra", "s"]  # red's den is south
    data["prison"][0].remove("zebra")
    refused(data, ("Läufer", "runner"), ("Zebra", "zebra"), ("e6", "e6"))


def test_armour_only_after_a_hunt_and_only_in_the_arena():
    data = mid_game()
    data["points"], data["last_hunt"] = [0, 0], None
    refused(data, ("Rüstung", "armour"), ("nie gejagt", "never hunted"))
    data = mid_game()
    del data["board"]["d12"]
    data["prison"][0].append("lion")
    refused(data, ("Rüstung", "armour"), ("nicht in der Arena", "not in the arena"))


@pytest.mark.parametrize("points, german, english", [
    ([-5, 0], "-5", "-5"),
    ([7, 0], "7", "7"),
    ([5, 0], "schon vorbei", "over already"),
    ([True, 0], "wahr oder falsch", "whole number"),
])
def test_points_in_their_range(points, german, english):
    data = mid_game()
    data["points"] = points
    if german == "wahr oder falsch":
        refused(data, ("ganze Zahl", english))
    else:
        refused(data, (german, english))


def test_points_need_a_hunt_and_the_last_hunt_needs_points():
    data = mid_game()
    data["last_hunt"] = None
    refused(data, ("last_hunt", "last_hunt"), ("Punkte", "points"))
    data = mid_game()
    data["last_hunt"] = 1
    refused(data, ("zuletzt gejagt", "hunted last"), ("Blau", "Blue"))


def test_the_turtle_is_never_imprisoned_nor_in_danger():
    data = mid_game()
    data["prison"][0].append("turtle")
    data["aside"][0].remove("turtle")
    refused(data, ("Schildkröte", "turtle"), ("nie gefangen", "never be imprisoned"))


def test_the_moves_of_the_turn_must_fit_together():
    data = mid_game()
    data["used"] = 1  # one move used, but nobody moved
    refused(data, ("passen nicht zusammen", "do not fit together"))
    data = mid_game()
    data["moved"], data["used"] = ["wolf", "wolf"], 2  # a double move only in a turn of 3
    refused(data, ("passen nicht zusammen", "do not fit together"))
    data = mid_game()
    data["moved"], data["used"] = ["wolf", "rhino"], 2  # the turn is used up but not passed on
    refused(data, ("passen nicht zusammen", "do not fit together"))


def test_steps_still_to_do_need_their_contents():
    data = mid_game()
    data["pending"] = [{"kind": "face", "seat": 0, "field": "e6", "options": ["n", "e", "w"]}]  # nobody on e6
    data["moved"], data["used"] = ["wolf"], 1
    refused(data, ("e6", "e6"), ("Blickrichtung", "facing"))
    data = mid_game()
    data["pending"] = [{"kind": "face", "seat": 0, "field": "e8", "options": ["n"]}]
    data["moved"], data["used"] = ["wolf"], 1
    refused(data, ("falschen Blickrichtungen", "not the ones it may take"))
    data = mid_game()
    data["pending"] = [{"kind": "release", "seat": 0, "liberator": "wolf", "freed": []}]  # the wolf is in the arena
    refused(data, ("Befreien", "Freeing"))
    data = mid_game()
    data["pending"] = [{"kind": "home", "seat": 1, "facing": "s"}, {"kind": "face", "seat": 0, "field": "e8", "options": []}]
    refused(data, ("pending", "pending"))
    data = mid_game()
    data["pending"] = [{"kind": "restart", "seat": 0}]
    refused(data, ("animal", "animal"), ("fehlt", "missing"))


def test_danger_needs_a_spider_that_moved_and_an_animal_in_the_arena():
    data = mid_game()
    data["danger"] = [[], ["wolf"]]  # red's turn, but no red spider moved
    refused(data, ("Spinne", "spider"), ("Gefahr", "danger"))
    data = mid_game()
    data["danger"] = [[], ["turtle"]]
    data["moved"], data["used"] = ["spider"], 1
    refused(data, ("Schildkröte", "turtle"), ("Gefahr", "danger"))


def test_a_finished_game_needs_a_result_that_fits():
    data = mid_game()
    data["stage"] = "end"
    refused(data, ("result", "result"))
    data = mid_game()
    data["stage"], data["result"] = "end", {"reason": "points", "winners": [0], "away": []}
    refused(data, ("Ergebnis", "result"), ("Punkten", "points"))
    data = mid_game()
    data["prison"][1] += data["aside"][1] + ["wolf", "rhino", "tiger"]
    data["aside"][1] = []
    for field in ("e9", "a9", "i11"):
        del data["board"][field]
    refused(data, ("schon vorbei", "over already"), ("Blau", "Blue"))


def test_the_set_up_order_and_den_rules_are_checked():
    start = json.loads(GAME.new_initial_state(setup="free").to_json())
    GAME.state_from_dict(copy.deepcopy(start))
    data = copy.deepcopy(start)
    data["board"] = {"e5": [0, "lion", "n"]}
    data["reserve"][0].remove("lion")
    data["placed"] = 1
    refused(data, ("Höhle", "den"), ("e5", "e5"))
    data = copy.deepcopy(start)
    data["board"] = {"e3": [0, "lion", "n"]}
    data["reserve"][0].remove("lion")
    data["placed"] = 1
    refused(data, ("hinteren Reihe", "back row"), ("e4", "e4"))
    data = copy.deepcopy(start)
    data["board"] = {"e4": [1, "tiger", "s"]}  # blue placed first
    data["reserve"][1].remove("tiger")
    refused(data, ("Aufbau", "set-up"))
    data = copy.deepcopy(start)
    data["points"], data["last_hunt"] = [1, 0], 0
    refused(data, ("Aufbau", "set-up"), ("keine Punkte", "no points"))


def test_bad_types_are_refused_by_the_model():
    for key, value in (("turn", "0"), ("used", 1.5), ("armour", [1, 0]), ("prison", "lion"), ("names", ["a", "b", "c"])):
        data = mid_game()
        data[key] = value
        refused(data, (key, key))
    data = mid_game()
    data["event"] = {"type": "move", "seat": 0}
    refused(data)
    data = mid_game()
    data["board"]["e8"] = ["red", "wolf", "n"]
    refused(data, ("e8", "e8"))
    data = mid_game()
    data["board"]["e8"] = [True, "wolf", "n"]  # true is not the seat 1
    refused(data, ("ganze Zahl", "whole number"))


def test_with_setup_refuses_impossible_and_malformed_specs():
    state = GAME.new_initial_state(setup="free")
    with pytest.raises(RuleViolation) as info:
        state.with_setup({"board": {"e8": "red lion n", "e9": "red lion s"}})
    assert "doppelt" in info.value.message("de") and "twice" in info.value.message("en")
    for spec, words in (
        ({"board": {"e8": "red lion"}}, ("red lion", "red lion")),
        ({"board": {"e8": 7}}, ("e8", "e8")),
        ({"board": ["e8"]}, ("Aufbau", "set-up")),
        ({"turn": "green"}, ("green", "green")),
        ({"prison": ["wolf"]}, ("prison", "prison")),
        ({"armour": [True, False]}, ("Rüstung", "armour")),
        ({"colour": 1}, ("colour", "colour")),
        ("lion", ("Aufbau", "set-up")),
        ({"board": {"b2": "red lion n"}}, ("Verteidigungsbereich", "defence area")),
        ({"board": {"e5": "red lion n"}, "points": [3, 0]}, ("last_hunt", "last_hunt")),
    ):
        with pytest.raises(RuleViolation) as info:
            state.with_setup(spec)
        de, en = info.value.message("de"), info.value.message("en")
        assert words[0] in de and words[1] in en, (de, en)


def test_the_explorers_lonely_animal_passes_the_gate():
    assert reach("lion", "e5", "n")
    state = GAME.new_initial_state(setup="free").with_setup({"board": {"e5": "red lion n"}, "turn": "red"})
    assert sorted(state.aside[1]) == sorted(PACKS[1]) and len(state.aside[0]) == 14
    assert not state.is_terminal()  # animals set aside are not imprisoned: nobody has won
    explorer = MoveExplorer(kind="spider", field="d5")
    explorer.press("ctl:pack")
    assert explorer.reach
    # a lion in its own defence area is not a position: the click is refused in words, nothing changes
    explorer = MoveExplorer(kind="lion", field="e6")
    with pytest.raises(RuleViolation) as info:
        explorer.click_field("c2")
    assert "Verteidigungsbereich" in info.value.message("de") and "defence area" in info.value.message("en")
    assert explorer.field == "e6" and explorer.reach
    # a special animal may stand there; switching to the lion moves it back to a field it may stand on
    explorer.press("animal:vulture")
    explorer.click_field("c2")
    explorer.press("animal:lion")
    assert explorer.field != "c2" and explorer.reach


def test_a_won_game_keeps_the_winning_hunter_accounted_for():
    state = GAME.new_initial_state(setup="free").with_setup({
        "board": {"d12": "red lion n", "a6": "red wolf n", "a9": "blue wolf s"}, "points": [4, 0], "last_hunt": "red"})
    won = state.apply("d12-d13")
    assert won.is_terminal() and won.result["away"] == ["red/lion"]
    data = json.loads(won.to_json())
    assert GAME.state_from_dict(copy.deepcopy(data)) == won
    data["result"]["away"] = []  # the lion would be nowhere
    refused(data, ("fehlt", "missing"), ("Löwe", "lion"))
