"""Saved Wispwood games are untrusted input: positions the rules cannot reach are refused, naming what
is wrong in German and English; real positions load; set-ups go through the same gate.

Rulebook: ``shared/rulebooks/wispwood_de.txt`` (160 tiles, 40 of each kind; grids 4 × 4 / 5 × 5 /
6 × 6; the ghost takes 1 wisp per firefly, 4 / 6 / 8 fireflies per round).
"""

from __future__ import annotations

import json

import pytest

import boardtutor
from boardtutor import RuleViolation

GAME = boardtutor.load("wispwood")
KINDS = ["pumpkin", "hat", "heart", "orb"]
FULL_BUT_TWO = ["OTTT", "TCTT", "TTTT", "TT.."]


def game(players=("Ada", "Ben"), pond=("orb", "heart", "hat", "pumpkin") * 2):
    state = GAME.new_initial_state(list(players), seed=3, pond="ABCD")
    for kind in pond:
        state = state.apply(f"draw {kind}")
    return state


def solo():
    state = GAME.new_initial_state(["Ada"], seed=5, pond="ABCD", ghost=2)
    for kind in ("orb", "heart", "hat"):
        state = state.apply(f"rank {kind}")
    for kind in ("orb", "heart", "hat", "pumpkin") * 2:
        state = state.apply(f"draw {kind}")
    return state.apply("ghostcat 8")


def saved(state) -> dict:
    return json.loads(state.to_json())


def refused(data, *words_de_en):
    """Load ``data``; it must be refused, and the message must name the problem in both languages."""
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_dict(data)
    de, en = info.value.message("de"), info.value.message("en")
    assert de != en and "Error" not in en and "Traceback" not in en
    for de_word, en_word in words_de_en:
        assert de_word in de, de
        assert en_word in en, en
    return de, en


def mid_game():
    """Ada has placed a shape with an orb, Ben has taken a heart and chosen a shape."""
    state = game().apply("take 1").apply("shape I2").apply("place f4 f5").apply("wisp f4")
    return state.apply("take 2").apply("shape L3")


# -- real positions load ------------------------------------------------------------------------------
def test_a_mid_game_save_loads_and_plays_on():
    for state in (mid_game(), mid_game().apply(mid_game().legal_actions()[0]), solo().apply("firefly 3")):
        again = GAME.state_from_json(state.to_json())
        assert again == state and again.legal_actions() == state.legal_actions()
        assert saved(state)["version"] == 1


# -- the 160 tiles --------------------------------------------------------------------------------------
def test_more_tiles_of_a_kind_than_the_box_holds_is_refused():
    data = saved(game())
    data["discard"]["orb"] = 39  # 2 orbs at the pond + 39 discarded = 41
    refused(data, ("41 Kugeln", "41 orbs"), ("40", "40"))


def test_negative_tile_counts_are_refused():
    data = saved(game())
    data["discard"]["heart"] = -2
    refused(data, ("discard → heart", "discard → heart"), ("-2", "-2"))
    data = saved(solo())
    data["ghost"]["collected"]["orb"] = -1
    refused(data, ("collected → orb", "collected → orb"))


def test_more_than_160_tiles_in_play_is_refused():
    # 4 full 6 × 6 forests in round 3 (36 tiles each), 8 wisps at the pond, 10 on the discard pile: 162
    state = game(("Ada", "Ben", "Cleo", "Dan"))
    data = saved(state)
    for seat in range(4):
        data["forests"][seat] = {f"{c}{r}": "T" for c in "cdefgh" for r in range(3, 9)}
        data["forests"][seat]["d4"] = "C"
    data["round"], data["ending"] = 3, True
    data["round_scores"] = [[{"total": 0}, {"total": 0}] for _ in range(4)]
    data["discard"] = {"pumpkin": 3, "hat": 3, "heart": 2, "orb": 2}
    refused(data, ("162 Plättchen", "add up to 162"), ("160", "160"))


def test_the_wisp_in_hand_and_its_trees_count_so_the_discards_are_reshuffled_in_time():
    # 1 tile is left in the stacks. Ada takes an orb and lays the corner of three (2 trees): the stacks
    # run out, so the discard pile is shuffled into new stacks before she takes the second tree
    state = game().with_setup({"discard": {"pumpkin": 37, "hat": 37, "heart": 37, "orb": 38}})
    assert state.stack() == 1 and state.tiles_in_play() == 159
    state = state.apply("take 1")
    assert state.stack() == 1 and state.tiles_in_play() == 159  # the orb went from the pond to her hand
    state = state.apply("shape L3").apply("place f4 f5 g5")
    assert sum(state.discard.values()) == 0  # reshuffled
    assert state.tiles_in_play() == 7 + 2 + 1 + 2 <= 160 and state.stack() == 160 - state.tiles_in_play()
    state = state.apply("wisp f4")
    assert state.tiles_in_play() == 7 + 4 + 1 and GAME.state_from_json(state.to_json()) == state


def test_stacks_and_discard_pile_both_too_small_for_the_new_wisps_is_refused():
    state = game().apply("catrefresh")  # 8 wisps discarded, 8 new ones are due
    data = saved(state)
    data["discard"] = {kind: 38 for kind in KINDS}  # only 6 tiles would be left in the stacks
    refused(data, ("nur noch 6 Plättchen", "hold only 6 more"), ("8 von 8 Feldern", "8 of the 8 pond fields"))
    assert any(a["id"] == "stack_empty" for a in GAME.assumptions("en"))


# -- forests ----------------------------------------------------------------------------------------------
def test_tiles_on_fields_that_do_not_exist_are_refused():
    for cell in ("z9", "a12", "F6", "f06", "a0"):
        data = saved(game())
        data["forests"][0][cell] = "T"
        refused(data, (f"„{cell}“ ist kein Feld", f"“{cell}” is not a field"))


def test_two_tiles_on_one_field_are_refused():
    state = game().apply("take 1").apply("shape I2").apply("place f4 f5")
    data = saved(state)
    data["turn_info"]["placed"] = ["f5", "f6"]  # f6 holds Ada's cat
    refused(data, ("f6", "f6"), ("schon etwas", "already"))
    data["forests"][0]["f7"] = "C"
    refused(data, ("genau eine Katze", "exactly one cat"), ("2", "2"))


def test_a_forest_bigger_than_the_rounds_grid_is_refused():
    data = saved(game())
    data["forests"][0].update({"f5": "T", "f4": "T", "f3": "T", "f2": "T"})  # 1 × 5 in round 1
    refused(data, ("1 Feld breit und 5 Felder hoch", "1 field wide and 5 fields high"), ("4 × 4", "4 × 4"), ("Runde 1", "round 1"))


def test_a_forest_in_pieces_in_round_one_is_refused():
    data = saved(game())
    data["forests"][0]["h6"] = "O"
    refused(data, ("h6", "h6"), ("Runde 1", "round 1"))


def test_a_hat_that_broke_the_hat_card_in_round_one_is_refused():
    # the easy hat card: a hat goes on one of the 8 fields round the cat; the cat cannot have moved yet
    data = saved(game())
    data["forests"][0].update({"f5": "T", "f4": "H"})
    refused(data, ("Hut auf f4", "hat on f4"))


# -- scores and goal cards --------------------------------------------------------------------------------
def test_scores_that_do_not_add_up_are_refused():
    data = saved(game())
    data["score"][1] = 5  # no round is over yet
    refused(data, ("Punktzahl 5", "score is 5"))
    data = saved(game())
    data["score"][0] = -5
    refused(data, ("-5", "-5"))
    data = saved(game())
    data["round_scores"][0] = [{"total": 7}]  # points for a round that is not over
    refused(data, ("gewerteten Runden 1", "scored rounds is 1"), ("beendeten Runden aber 0", "finished rounds is 0"))


def test_goal_cards_must_be_one_of_each_kind_and_real():
    data = saved(game())
    data["goals"][1] = "pumpkin_sudoku"  # a second pumpkin card where the hat card belongs
    refused(data, ("Zielkarte 2", "Goal card 2"), ("Hut", "hat"))
    data["goals"][1] = "chess"
    refused(data, ("goals → 2", "goals → 2"))


def test_a_full_grid_bonus_must_be_the_rounds_bonus():
    state = game().with_setup({"forests": {"1": {"at": "c3", "rows": FULL_BUT_TWO}}, "turn": 1})
    state = state.apply("take 1").apply("shape I2").apply("place e6 f6").apply("wisp f6")
    assert state.phase == "cat_move"
    data = saved(state)
    entry = data["round_scores"][1][0]
    entry["full_grid"], entry["total"] = 3, entry["total"] + 1
    data["score"][1] += 1
    refused(data, ("entweder 2 oder 0", "either 2 or 0"), ("steht aber 3", "says 3"))
    data = saved(state)
    data["full_grids"][1] = 0  # Ben's round 1 shows the bonus for his full grid
    refused(data, ("Zahl der vollen Raster von Ben ist 0", "number of full grids is 0"))


# -- the ghost ---------------------------------------------------------------------------------------------
def test_the_ghost_takes_one_wisp_per_turn():
    # the misread rulebook example: 18 wisps after the 4 + 6 ghost turns of rounds 1 and 2
    spec = {"round": 2, "round_points": {"0": [18], "1": [20]}, "phase": "choose",
            "ghost": {"ranks": ["heart", "orb", "pumpkin", "hat"], "fireflies": [1, 2, 2, 3, 3, 4],
                      "collected": {"heart": 6, "orb": 5, "pumpkin": 4, "hat": 3}}}
    with pytest.raises(RuleViolation) as info:
        solo().with_setup(spec)
    assert "gesammelt hat, ist 18" in info.value.message("de") and "collected is 18" in info.value.message("en")
    # at least 1 in round 1 and 6 in round 2, at most 4 + 6
    assert "zwischen 7 und 10" in info.value.message("de") and "from 7 to 10" in info.value.message("en")
    spec["ghost"]["collected"] = {"heart": 4, "orb": 3, "pumpkin": 3, "hat": 0}
    assert solo().with_setup(spec).ghost_points() == 6 * 4 + 5 * 3 + 4 * 3 + 3 * 0


def test_the_ghost_cat_fireflies_and_helper_must_fit():
    data = saved(solo().apply("firefly 3"))
    data["pond"][data["ghost"]["cat"]] = "orb"
    refused(data, ("Katze des Geistes", "ghost's cat"))
    data = saved(solo().apply("firefly 3"))
    data["ghost"]["fireflies"] = [5, 5]
    refused(data, ("Glühwürmchen", "fireflies"), ("5, 5", "5, 5"))
    data = saved(solo())
    data["ghost"]["ranks"] = ["orb", "orb", "hat", "pumpkin"]
    refused(data, ("Punkte-Hilfe", "points helper"))
    data = saved(game())
    data["pond"][0] = "ghost"
    refused(data, ("nur im Solospiel", "only plays in a solo game"))
    data = saved(solo())
    data["ghost"] = None
    refused(data, ("fehlt der Geist", "has no ghost"))


# -- what each phase needs -----------------------------------------------------------------------------------
def test_each_phase_needs_its_part_of_the_turn():
    data = saved(game())
    data["phase"] = "wisp"
    refused(data, ("turn_info → spot", "turn_info → spot"), ("ausgefüllt", "filled in"))
    data = saved(mid_game())
    data["turn_info"]["spot"] = 4  # the wisp in hand came from field 5, where a wisp still lies
    refused(data, ("Feld 5", "field 5"))
    data = saved(mid_game())
    data["phase"] = "refill"
    refused(data, ("refill", "refill"))
    data = saved(game())
    data["phase"] = "cat_move"
    refused(data, ("cat_queue", "cat_queue"))
    data = saved(mid_game())
    data["phase"] = "choose"  # a wisp in hand at the start of a turn
    refused(data, ("turn_info → spot", "turn_info → spot"))


def test_whose_turn_it_is_must_fit_the_round():
    state = game().with_setup({"forests": {"0": {"at": "c3", "rows": FULL_BUT_TWO}}})
    data = saved(state.apply("take 1").apply("shape I2").apply("place e6 f6").apply("wisp e6"))
    assert data["ending"] and data["turn"] == 1
    data["ending"] = False
    refused(data, ("volles Raster", "full grid"))
    data["ending"], data["turn"] = True, 0  # Ada filled her grid: she has no turn left this round
    refused(data, ("schon voll", "already full"))


# -- set-up helpers use the same gate --------------------------------------------------------------------
def test_with_setup_refuses_an_impossible_or_malformed_spec():
    state = game()
    for spec, de, en in (
        ({"colour": "red"}, "colour", "colour"),
        ({"forests": {"0": {"rows": 5}}}, "Wald als Text", "forest as text"),
        ({"forests": {"7": {"rows": ["C"]}}}, "forests", "forests"),
        ({"round_points": {"0": "many"}}, "round_points", "round_points"),
        ({"pond": [None] * 8}, "kein einziges Irrlicht", "not a single wisp"),
        ({"forests": {"0": {"at": "a1", "rows": ["CTTTT"]}}}, "5 Felder breit und 1 Feld hoch", "5 fields wide and 1 field high"),
        ({"round": 2}, "gewerteten Runden 0", "scored rounds is 0"),
        ("round 2", "geschweiften Klammern", "curly brackets"),
    ):
        with pytest.raises(RuleViolation) as info:
            state.with_setup(spec)
        assert de in info.value.message("de") and en in info.value.message("en"), (spec, info.value.message("en"))


def test_points_of_the_round_just_scored_must_match_the_table():
    ghost = {"fireflies": [3], "collected": {"orb": 3, "heart": 0, "hat": 0, "pumpkin": 0}}
    end = solo().with_setup({"round": 3, "phase": "end", "ghost": ghost, "round_points": {"0": [20, 20, 0], "1": [10, 12, 18]}})
    data = saved(end)
    data["round_scores"][1][2]["total"], data["score"][1] = 17, 39  # the ghost's 3 orbs are worth 3 × 6
    refused(data, ("Punktzahl 18, nicht 17", "score 18, not 17"))
    data = saved(end)
    data["round_scores"][0][2]["total"], data["score"][0] = 5, 45  # Ada's forest is only her cat: 0 points
    refused(data, ("Wald von Ada", "Ada's forest"), ("Punktzahl 0, nicht 5", "scores 0, not 5"))
    data = saved(end)
    data["round_scores"][1][:2], data["score"][1] = [{"total": 12}, {"total": 10}], 40  # fewer than before
    refused(data, ("Runde 2 mindestens so viele Punkte", "round 2 it scores at least as much"))
    # after round 1 the ghost had at most the 1 orb it has now, worth 6
    with pytest.raises(RuleViolation) as info:
        solo().with_setup({"round": 2, "round_points": {"0": [8], "1": [7]}, "ghost": {"collected": {"orb": 1, "heart": 0, "hat": 0, "pumpkin": 0}}})
    assert "nur 6 wert" in info.value.message("de") and "worth only 6" in info.value.message("en")


def test_the_shape_in_hand_must_fit_the_pond_and_the_placed_fields():
    data = saved(mid_game())  # Ben took the heart from field 2 and chose the corner of three next to it
    data["turn_info"]["shape"] = "O4"
    refused(data, ("Das Quadrat liegt nicht neben Feld 2", "The square does not lie next to field 2"))
    data = saved(mid_game())
    data["turn_info"]["cat_shape"], data["cats"][1] = True, "hidden"
    refused(data, ("Die Dreier-Ecke liegt schon neben Feld 2", "The corner of three already lies next to field 2"))
    state = mid_game()
    placed = state.apply(next(a for a in state.legal_actions() if a.kind == "place"))
    data = saved(placed)
    data["turn_info"]["placed"] = ["a1", "k11", "a11"]
    refused(data, ("ergeben nicht die Dreier-Ecke", "do not make the corner of three"))
