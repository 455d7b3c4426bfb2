"""Saved Woodwalkers games are untrusted input: impossible positions are refused in words (DE and EN)
that name what is wrong, possible ones load. Rulebook: ``shared/rulebooks/woodwalkers-duel_de-en.txt``;
component numbers from ``data.json``.
"""

from __future__ import annotations

import copy
import json

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.fuzzing import check_loaded
from boardtutor.games.woodwalkers import DATA

GAME = boardtutor.load("woodwalkers")
WALKTHROUGHS = {w.id: w for w in boardtutor.walkthroughs("woodwalkers")}


def after_duel() -> dict:
    """Four players (Sarah, James, Isidore, Lissa) after the rulebook's tied duel: James found a die tile,
    Isidore's otter stands on a flag worth 5, Lissa's wolf lost and has one wound."""
    return GAME_DICT(WALKTHROUGHS["duel_tie"].replay()[-1])


def GAME_DICT(state) -> dict:
    return json.loads(state.to_json())


def mid_duel(variant: str = "day") -> dict:
    """Two players; south's wolf (d3) has just attacked north's wolf on d4 in a strength round."""
    state = GAME.new_initial_state(["Mia", "Tom"], seed=4, variant=variant, arrangement=[list(DATA["animals"])] * 2)
    for action in ("draw strength", "draw speed", "draw endurance"):
        state = state.apply(action)
    state = state.with_setup({"place": {"b1": "d3", "b9": "d4"}, "marker": 1, "phase": "choose"})
    state = state.apply("choose strength").apply("draw intelligence").apply("roll").apply("die 1").apply("d3-d4")
    assert state.duel is not None
    return GAME_DICT(state)


def refused(data: dict | str, *words: str) -> RuleViolation:
    """Loading ``data`` is refused; each of ``words`` ("de-word|en-word" or one for both) is in the message."""
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_json(text)
    exc = info.value
    de, en = exc.message("de"), exc.message("en")
    assert de != en and "Error" not in en and "bad_json" not in exc.text.key
    for word in words:
        de_word, _, en_word = word.partition("|")
        assert de_word in de, (de_word, de)
        assert (en_word or de_word) in en, (en_word or de_word, en)
    return exc


# -- what loads ----------------------------------------------------------------------------------
def test_a_valid_mid_game_save_loads_and_plays_on():
    for data in (after_duel(), mid_duel(), mid_duel("night")):
        state = GAME.state_from_json(json.dumps(data))
        assert GAME_DICT(state) == data
        check_loaded(state, __import__("random").Random(1), plies=6)


# -- wounds and animals -----------------------------------------------------------------------------
@pytest.mark.parametrize("count", [-2, -1, 3, 10**7, 10**14])
def test_wound_counts_outside_0_to_2_are_refused(count):
    """Refused as it is read, never counted up to: 10**14 (the longest number a save may hold) would not finish."""
    data = after_duel()
    data["wounds"][3]["wolf"] = count
    refused(data, "wounds → 4 → wolf", str(count), "dritte Wunde|third wound")


def test_an_animal_on_two_fields_is_refused():
    data = mid_duel()
    data["board"]["e5"] = [1, "otter"]  # Tom's otter is on c9 already
    refused(data, "Otter|otter", "Tom", "e5", "c9")


def test_an_animal_missing_without_its_third_wound_is_refused():
    data = after_duel()
    del data["board"]["h7"]
    refused(data, "Otter|otter", "Isidore", "nirgends|nowhere")


def test_a_removed_animal_still_on_the_board_is_refused():
    data = after_duel()
    del data["wounds"][3]["wolf"]  # Lissa's wolf out of the game, but it stands on i8
    refused(data, "Wolf|wolf", "Lissa", "i8", "dritte Wunde|third wound")


def test_two_animals_on_one_field_cannot_even_be_written():
    text = json.dumps(after_duel()).replace('"h7": [2, "otter"]', '"h7": [2, "otter"], "h7": [0, "wolf"]')
    refused(text, "h7", "zweimal|twice")


@pytest.mark.parametrize("field", ["z9", "a1", "i9", "b10", "h"])
def test_animals_on_fields_that_do_not_exist_are_refused(field):
    data = after_duel()
    data["board"][field] = data["board"].pop("h7")
    refused(data, field, "kein Feld des Spielplans|not a field of the board")


def test_animals_on_another_colours_start_fields_or_face_down_tiles_are_refused():
    data = after_duel()
    data["board"]["b9"], data["board"]["b1"] = data["board"]["b1"], data["board"]["b9"]
    refused(data, "b1", "Startfeld|start field", "Isidore")
    data = mid_duel()
    data["board"]["c5"] = data["board"].pop("c9")  # c5 still has its face-down forest tile
    refused(data, "c5", "Otter|otter", "verdeckt|face down")


def test_a_seat_that_is_not_at_the_table_is_refused():
    data = mid_duel()
    data["board"]["e5"] = [3, "wolf"]
    refused(data, "board → e5", "Nummer 3|number 3", "0 bis 1|0 to 1")
    data = mid_duel()
    data["marker"] = 2
    refused(data, "marker", "0 bis 1|0 to 1")


# -- forest tiles -------------------------------------------------------------------------------
def test_forest_tiles_must_add_up_to_the_variants_set():
    data = after_duel()
    data["forest_pool"]["medicine"] = -1
    refused(data, "forest_pool → medicine", "-1")
    data = after_duel()
    data["forest_pool"]["die"] += 1  # one tile too many face down (James has found a die tile)
    refused(data, "18", "19", "verdeckt|face down")
    data = after_duel()
    data["forest_pool"]["flag5"] += 1  # the flag on h7 is counted face down as well
    data["forest_pool"]["flag2"] -= 1
    refused(data, "Wert 2|worth 2", "Fahne|flag")
    data = after_duel()
    data["flags"]["h7"] = 9
    refused(data, "h7", "9", "2, 3, 4, 5, 6, 7, 8")


def test_tiles_in_front_of_players_must_have_been_found():
    data = after_duel()
    data["inventory"][0]["medicine"] = 1  # no medicine has been turned over yet
    refused(data, "Medizin|medicine", "gefunden|turned up")
    data = after_duel()
    data["inventory"][1]["die"] = 2  # James found one die tile
    refused(data, "Würfel-Plättchen|die tile", "2", "1")


def test_a_hidden_field_listed_twice_is_refused():
    data = after_duel()
    data["hidden_forest"].append(data["hidden_forest"][0])
    refused(data, "hidden_forest", data["hidden_forest"][0], "zweimal|twice")


# -- battle-mode tiles ----------------------------------------------------------------------------
def test_battle_mode_tiles_must_add_up_to_twenty():
    total = sum(DATA["battle_mode_tiles"].values())
    assert total == 20
    data = after_duel()
    data["stack"]["speed"] -= 1  # a tile vanishes
    refused(data, "Schnelligkeit|speed", "5", "4")
    data = after_duel()
    data["stack"]["speed"] = -3
    refused(data, "stack → speed", "-3")
    data = after_duel()
    data["discard"] = ["strength"] * 21
    refused(data, "discard")
    data = after_duel()
    data["stack"][data["display"].pop()] += 1  # mid-round the display holds three for the next round
    refused(data, "Auslage|display", "2", "3")


# -- score, marker, phase --------------------------------------------------------------------------
def test_scores_out_of_range_are_refused():
    data = after_duel()
    data["score"][0] = -5
    refused(data, "score → 1", "-5")
    data = after_duel()
    data["score"] = [200, 200, 0, 0]
    refused(data, "400", "180")  # 2 × (4 × 7 × 3 + 4) duel points + 4 points tiles; flags count at the end
    data = after_duel()
    data["score"] = [1, 2]
    refused(data, "score", "4")


def test_what_each_phase_needs():
    data = after_duel()
    data["phase"] = "move"  # the die is missing
    refused(data, "move", "die")
    data = mid_duel()
    data["duel"] = None
    refused(data, "duel_roll_challenger", "duel")
    data = mid_duel()
    data["phase"] = "return"
    refused(data, "return")
    data = mid_duel()
    data["phase"] = "end"
    refused(data, "end")


def test_the_duel_must_fit_the_board():
    data = mid_duel()
    data["duel"]["defender"] = 0
    refused(data, "gegen sich selbst|against themselves")
    data = mid_duel()
    data["duel"]["d_animal"] = "bear"  # Tom's bear stands on h9, not on d4
    refused(data, "Bär|bear", "d4")
    data = mid_duel()
    data["duel"]["category"] = "speed"
    refused(data, "Schnelligkeit|speed", "Stärke|strength")
    data = mid_duel()
    data["duel"]["origin"] = "d8"
    refused(data, "d8", "d4", "1")
    data = mid_duel()
    data["board"]["d3"] = [0, "wolf"]  # the attacking wolf also still on its field
    refused(data, "Wolf|wolf", "d3", "Duell|duel")


def test_guessing_is_only_for_the_night_side():
    data = mid_duel()
    data["duel"]["guess"] = "otter"
    refused(data, "Mitternachtsduell|midnight duel")
    night = mid_duel("night")
    assert night["phase"] == "guess"
    night["variant"] = "day"
    refused(night, "Mitternachtsduell|midnight duel")


def test_the_last_duel_must_add_up():
    data = after_duel()
    data["last_duel"]["c_total"] = 12
    refused(data, "12", "9")
    data = after_duel()
    data["last_duel"]["winner"], data["last_duel"]["loser"] = 3, 2  # the 9:9 tie goes to the defender
    refused(data, "9", "Isidore")
    data = after_duel()
    data["event"] = None
    data["last_duel"]["c_value"], data["last_duel"]["c_total"] = 3, 6  # the wolf's strength card is 6
    refused(data, "3", "4 bis 6|4 to 6")


def test_unknown_or_missing_fields_are_refused():
    data = after_duel()
    data["lions"] = 2
    refused(data, "lions")
    data = after_duel()
    del data["forest_pool"]
    refused(data, "forest_pool")
    data = after_duel()
    data["score"] = "12"
    refused(data, "score")


# -- the set-up helper uses the same gate -------------------------------------------------------------
def test_with_setup_refuses_impossible_or_malformed_specs():
    state = GAME.new_initial_state(["Mia", "Tom"], seed=1)
    for action in ("draw strength", "draw speed", "draw endurance"):
        state = state.apply(action)
    cases = [
        ({"place": {"b1": "z9"}}, "z9"),
        ({"place": {"e5": "e6"}}, "e5"),
        ({"lions": 2}, "lions"),
        ({"wounds": {"0": "wolf"}}, "wounds"),
        ({"stack": {"speed": 0, "strength": 0, "endurance": 0, "intelligence": 0}}, "Kampfmodus|battle-mode"),
        ({"board": {"b1": [0, "wolf"], "c1": [0, "wolf"]}}, "Wolf|wolf"),
        ({"flags": {"e5": 5}}, "e5"),
        ("not a dict", "–"),
    ]
    for spec, word in cases:
        with pytest.raises(RuleViolation) as info:
            state.with_setup(spec)
        de_word, _, en_word = word.partition("|")
        assert de_word in info.value.message("de") and (en_word or de_word) in info.value.message("en"), (spec, info.value.message("en"))
    # a possible spec still works, and keeps every tile somewhere
    ok = state.with_setup({"place": {"b1": "c5"}, "wounds": {1: {"bear": 3}}})
    assert "c5" not in ok.hidden and "bear" not in ok.wounds[1] and (1, "bear") not in ok.board.values()


def test_saved_positions_of_random_games_round_trip():
    import random

    from boardtutor.fuzzing import sample_states

    for number, state in enumerate(sample_states(GAME, 30, seed=11)):
        again = GAME.state_from_json(state.to_json())
        assert again == state
        check_loaded(again, random.Random(number))


def test_the_fuzzer_finds_no_bare_exception():
    from boardtutor.fuzzing import fuzz

    report = fuzz(GAME, 400, seed=5, states=30)
    assert not report.bare and not report.slow, report.line()
    assert report.reasons.get("core.error.bad_json", 0) == 0
    assert any(key.startswith("woodwalkers.save.") for key in report.reasons)


def test_the_data_file_and_the_model_agree():
    from boardtutor.games.woodwalkers.save import Save

    schema = Save.model_json_schema()
    assert set(schema["properties"]) == set(GAME_DICT(GAME.new_initial_state(2, seed=1)))
    assert copy.deepcopy(schema) == GAME.save_schema()


def test_with_setup_leaves_the_callers_spec_alone():
    state = GAME.new_initial_state(["Mia", "Tom"], seed=1)
    for action in ("draw strength", "draw speed", "draw endurance"):
        state = state.apply(action)
    spec = {"place": {"b1": "c5"}, "score": [0, 0], "marker": 0, "phase": "choose"}
    before = copy.deepcopy(spec)
    first = state.with_setup(spec)
    assert spec == before and state.with_setup(spec) == first
    assert first.score == [0, 0] and "c5" not in first.hidden  # the tile under the wolf is turned over


def test_walkthrough_8_starts_with_every_tile_somewhere():
    start = WALKTHROUGHS["end_game_flags"].replay()[0]
    assert sum(start.stack.values()) == 0 and len(start.display) == 3 and len(start.discard) == 17
    assert start.board["c3"] == (2, "otter") and start.board["h7"] == (2, "wolf")  # the intro's words
    assert start.flags == {"c3": 5, "h7": 7}
    # 16 duels so far: a wound on a card for each, 2 points for each winner
    assert sum(start.total_wounds(s) for s in range(4)) == 16 and sum(start.score) == 32


def test_a_night_set_up_that_is_already_done_cannot_wait_for_animals():
    """Found by the fuzzer: every animal laid out, but the phase still says the animals are being laid."""
    import json as _json

    import boardtutor as _bt

    game = _bt.load("woodwalkers")
    state = game.new_initial_state(players=3, seed=2, variant="night")
    while state.phase == "arrange":
        state = state.apply(state.sample_chance())
    data = _json.loads(state.to_json())
    data["phase"] = "arrange"
    with pytest.raises(_bt.RuleViolation) as info:
        game.state_from_dict(data)
    assert "verdeckt" in info.value.message("de") and "face down" in info.value.message("en")
