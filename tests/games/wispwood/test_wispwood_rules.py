"""Scenario tests for the Wispwood engine, one or more per rule of the rulebook.

Rulebook: ``shared/rulebooks/wispwood_de.txt``. Expectations come from the rulebook's text (and, where
it is silent, from the assumptions in ``data.json``: the shapes, the pond's layout, the cards' numbers,
the fireflies, the 11 × 11 naming sheet with the cat starting on f6) – never read off the engine.
Fields are named like a spreadsheet: column letter, row number, row 1 at the top.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

import boardtutor
from boardtutor import CHANCE, RuleViolation
from boardtutor.core import check_probabilities
from boardtutor.games.wispwood import DATA

GAME = boardtutor.load("wispwood")
KINDS = ["pumpkin", "hat", "heart", "orb"]
EASY = {"pumpkin": "pumpkin_loner", "hat": "hat_near_cat", "heart": "heart_adjacent_trees", "orb": "orb_kinds_around", "tree": "biggest_forest"}
# rims A (I2, L3), B (I3, O4), C (L4, T4), D (I4, S4); with order ABCD the shapes round the pond are:
SHAPES_ABCD = ["I2", "L3", "I3", "O4", "L4", "T4", "I4", "S4"]


def names(actions):
    return sorted(str(a) for a in actions)


def assert_illegal(state, action, section=None):
    before = state.to_json()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    exc = info.value
    de, en = exc.message("de"), exc.message("en")
    assert de.strip() and en.strip() and de != en
    if section is not None:
        assert exc.rule is not None and (exc.rule.game_id, exc.rule.section) == ("wispwood", section), exc.rule
    assert state.to_json() == before
    return exc


def new_game(players=("Ada", "Ben"), pond=("orb", "heart", "hat", "pumpkin") * 2, **options):
    """A set-up game: rims in order ABCD, the pond's 8 wisps as given (field 1 to 8)."""
    state = GAME.new_initial_state(list(players), seed=3, **options)
    if state.phase == "setup_pond":
        state = state.apply("pond ABCD")
    while state.phase == "setup_ranks":
        state = state.apply(f"rank {state.legal_actions()[0].args[0]}")
    for kind in pond:
        state = state.apply(f"draw {kind}")
    return state


def setup(state, **spec):
    return state.with_setup(spec)


# -- set-up ---------------------------------------------------------------------------------------
@pytest.mark.rule("wispwood", "setup.pond", "setup.wisps", "setup.trees")
def test_setup_pond_rims_in_random_order_then_eight_random_wisps():
    state = GAME.new_initial_state(["Ada", "Ben"], seed=1)
    assert state.current_player == CHANCE
    outcomes = state.chance_outcomes()
    assert check_probabilities(outcomes) and len(outcomes) == 6  # 3! orders of B, C, D after A
    state = state.apply("pond ACBD")
    assert state.shapes == ["I2", "L3", "L4", "T4", "I3", "O4", "I4", "S4"]
    # "160 Plättchen – 40 von jeder Irrlicht-Art": every kind equally likely at first
    assert dict((str(a), p) for a, p in state.chance_outcomes()) == {f"draw {k}": Fraction(1, 4) for k in KINDS}
    for _ in range(8):
        state = state.apply("draw orb")
    assert state.current_player == 0 and state.phase == "choose"
    assert state.facts()["pond"] == ["orb"] * 8


@pytest.mark.rule("wispwood", "setup.trees")
def test_drawing_counts_the_tiles_nobody_has_seen():
    state = GAME.new_initial_state(["Ada", "Ben"], seed=1).apply("pond ABCD")
    for _ in range(5):
        state = state.apply("draw orb")
    odds = dict((str(a), p) for a, p in state.chance_outcomes())
    assert odds["draw orb"] == Fraction(40 - 5, 160 - 5) and odds["draw hat"] == Fraction(40, 155)


@pytest.mark.rule("wispwood", "setup.cat", "cat.ready", "setup.start", "turn.rounds")
def test_every_forest_starts_with_only_the_cat_ready():
    state = new_game(("Ada", "Ben", "Cleo"))
    facts = state.facts()
    for name in ("Ada", "Ben", "Cleo"):
        assert facts[f"forest.{name}"] == ["C"] and facts[f"cat.{name}"] == "ready"
        assert facts[f"cat_at.{name}"] == "f6"
    assert facts["round"] == 1 and facts["grid"] == 4 and facts["start"] == "Ada"


@pytest.mark.rule("wispwood", "setup.goals", "setup.easy_goals")
def test_goal_cards_easy_random_or_chosen():
    easy = new_game()
    assert easy.goals == [EASY[k] for k in DATA["goal_kinds"]]
    assert all(DATA["goals"][g]["paws"] == 1 for g in easy.goals)
    state = GAME.new_initial_state(2, seed=2, goals="random").apply("pond ABCD")
    for kind in DATA["goal_kinds"]:  # one card of each of the 5 kinds
        outcomes = state.chance_outcomes()
        assert check_probabilities(outcomes) and len(outcomes) == 5
        assert {DATA["goals"][a.args[0]]["kind"] for a, _ in outcomes} == {kind}
        state = state.apply(outcomes[-1][0])
    assert state.phase == "refill" and len(state.goals) == 5
    chosen = ["pumpkin_sudoku", "hat_chain", "heart_tree_lines", "orb_lines", "avenue"]
    assert GAME.new_initial_state(2, goals=chosen).goals == chosen
    for bad in (["pumpkin_sudoku", "pumpkin_loner", "hat_chain", "heart_tree_lines", "orb_lines"], ["chess"], 7):
        with pytest.raises(RuleViolation):
            GAME.new_initial_state(2, goals=bad)


@pytest.mark.rule("wispwood", "setup.easy_goals")
def test_the_easy_set_is_exactly_the_one_paw_cards_one_per_kind():
    # "Aufbau 5": a first game may use only the easier goals with 1 paw; the easy set (assumption
    # "easy_goals") must be the very cards the card list marks with 1 paw, one of each kind
    one_paw = sorted(g for g, card in DATA["goals"].items() if card["paws"] == 1)
    assert one_paw == sorted(DATA["easy_goals"])
    assert sorted(DATA["goals"][g]["kind"] for g in one_paw) == sorted(DATA["goal_kinds"])


@pytest.mark.rule("wispwood", "variants.no_tree_goal", "variants.two_rounds")
def test_simpler_variant_without_tree_card_and_shorter_variant_with_two_rounds():
    state = new_game(tree_goal=False, rounds=2)
    assert [DATA["goals"][g]["kind"] for g in state.goals] == ["pumpkin", "hat", "heart", "orb"]
    assert state.rounds == 2
    assert GAME.new_initial_state(2, tree_goal="no", rounds="2").rounds == 2
    for option in ({"rounds": 4}, {"tree_goal": "maybe"}, {"ghost": 9}, {"pond": "BACD"}, {"start_player": 2}):
        with pytest.raises(RuleViolation):
            GAME.new_initial_state(2, **option)


# -- a normal turn -----------------------------------------------------------------------------------
@pytest.mark.rule("wispwood", "turn.take", "pond.no_refill", "overview.take")
def test_a_wisp_lies_between_two_shapes_and_the_pond_is_not_refilled():
    state = new_game().apply("take 3")  # field 3 lies between shapes 3 and 4
    assert state.facts()["taken"] == "hat" and state.facts()["pond_wisps"] == 7
    assert state.pond[2] is None
    shapes = names(a for a in state.legal_actions() if a.kind == "shape")
    assert shapes == ["shape I3", "shape O4"]
    # the ready cat may hide to take any other shape instead
    assert names(a for a in state.legal_actions() if a.kind == "catshape") == sorted(f"catshape {s}" for s in SHAPES_ABCD if s not in ("I3", "O4"))


@pytest.mark.rule("wispwood", "turn.shape", "overview.shape")
def test_shape_not_next_to_the_wisp_is_refused_and_points_to_the_cat():
    state = new_game().apply("take 1")  # between I2 and L3
    exc = assert_illegal(state, "shape O4", "turn.shape")
    assert "cat" in exc.message("en").lower() and "Katze" in exc.message("de")


@pytest.mark.rule("wispwood", "turn.place", "turn.shape", "turn.grid", "overview.place", "overview.tiles")
def test_place_anywhere_touching_the_forest_rotated_and_mirrored_within_the_grid():
    state = new_game().apply("take 5").apply("shape L4")  # field 5: between L4 and T4
    placements = {tuple(a.args) for a in state.legal_actions()}
    # all 8 orientations of the L (turned and mirrored) appear somewhere
    shapes = set()
    for cells in placements:
        xs = [ord(c[0]) for c in cells]
        ys = [int(c[1:]) for c in cells]
        shapes.add(frozenset((x - min(xs), y - min(ys)) for x, y in zip(xs, ys)))
    assert len(shapes) == 8
    for cells in placements:
        assert "f6" not in cells  # the cat's field is taken
        touching = {"f5", "e6", "g6", "f7"}
        assert touching & set(cells), cells
        xs = [ord(c[0]) for c in cells] + [ord("f")]
        ys = [int(c[1:]) for c in cells] + [6]
        assert max(xs) - min(xs) < 4 and max(ys) - min(ys) < 4
    assert_illegal(state, "place g7 g8 g9 h9", "turn.place")  # not touching the cat
    tall = setup(new_game(), forests={"0": {"at": "f3", "rows": ["T", "T", "C"]}}).apply("take 5").apply("shape L4")
    exc = assert_illegal(tall, "place f6 f7 f8 g8", "turn.place")  # the forest would be 6 fields high
    assert "4 × 4" in exc.message("en")
    assert_illegal(state, "place f5 g5 h5 i5", "turn.shape")  # not an L
    assert_illegal(state, "place f4 f5 f6 g6", "turn.place")  # covers the cat


@pytest.mark.rule("wispwood", "turn.shape", "overview.tiles")
def test_the_wisp_may_lie_on_any_field_of_the_shape():
    state = new_game().apply("take 2").apply("shape I3")  # field 2 (a heart) lies between L3 and I3
    state = state.apply("place g6 h6 i6")
    assert names(state.legal_actions()) == ["wisp g6", "wisp h6", "wisp i6"]
    assert_illegal(state, "wisp f5", "turn.shape")
    done = state.apply("wisp h6")
    assert done.facts()["forest.Ada"] == ["CTVT"]  # field 2 held a heart
    assert done.current_player == 1 and done.phase == "choose"


@pytest.mark.rule("wispwood", "turn.grid")
def test_later_rounds_may_grow_in_any_direction():
    # the forest is not fixed to a corner: with the cat in the middle the first shape may go left or right
    state = new_game().apply("take 1").apply("shape I2")
    cells = {c for a in state.legal_actions() for c in a.args}
    assert {"e6", "g6", "f5", "f7"} <= cells


# -- the pond -----------------------------------------------------------------------------------------
@pytest.mark.rule("wispwood", "pond.refresh", "overview.free_refresh")
def test_refresh_only_when_all_wisps_are_one_kind_and_only_at_the_start():
    mixed = new_game()
    assert "refresh" not in names(mixed.legal_actions())
    assert_illegal(mixed, "refresh", "pond.refresh")
    same = setup(mixed, pond=["orb", None, "orb", None, None, "orb", None, None])
    assert "refresh" in names(same.legal_actions())
    refreshed = same.apply("refresh")
    assert refreshed.phase == "refill" and refreshed.facts()["discarded"] == 3
    for kind in ["orb"] * 8:
        refreshed = refreshed.apply(f"draw {kind}")
    # continue the turn normally; the free refresh is used up, the cat may still lay out new wisps
    assert refreshed.phase == "choose" and refreshed.current_player == 0
    assert "refresh" not in names(refreshed.legal_actions()) and "catrefresh" in names(refreshed.legal_actions())


@pytest.mark.rule("wispwood", "pond.empty", "overview.free_refresh")
def test_an_empty_pond_must_be_refilled_at_the_start_of_a_turn():
    # a turn never starts at an empty pond, so a set-up that shows one is refused
    with pytest.raises(RuleViolation) as info:
        setup(new_game(), pond=[None] * 8)
    assert "kein einziges Irrlicht" in info.value.message("de") and "not a single wisp" in info.value.message("en")
    state = setup(new_game(), pond=["orb"] + [None] * 7).apply("take 1").apply("shape I2").apply("place f4 f5").apply("wisp f4")
    assert state.phase == "refill" and state.current_player == CHANCE  # Ben starts with an empty pond
    for kind in KINDS * 2:
        state = state.apply(f"draw {kind}")
    assert state.current_player == 1 and state.facts()["pond_wisps"] == 8
    assert "refresh" not in names(state.legal_actions())


# -- cat actions ------------------------------------------------------------------------------------
@pytest.mark.rule("wispwood", "cat.refresh", "cat.ready", "cat.hidden", "overview.cat_refresh")
def test_cat_refresh_hides_the_cat_discards_and_lays_out_eight_new():
    state = new_game()
    state = state.apply("catrefresh")
    assert state.facts()["cat.Ada"] == "hidden" and state.facts()["discarded"] == 8 and state.phase == "refill"
    for kind in KINDS * 2:
        state = state.apply(f"draw {kind}")
    legal = names(state.legal_actions())
    assert "catrefresh" not in legal
    state = state.apply("take 1")
    assert not any(a.kind == "catshape" for a in state.legal_actions())  # hidden: no cat action
    assert_illegal(state, "catshape O4", "cat.hidden")


@pytest.mark.rule("wispwood", "cat.any_shape", "overview.shape")
def test_cat_any_shape_hides_the_cat():
    state = new_game().apply("take 1").apply("catshape O4")
    assert state.facts()["cat.Ada"] == "hidden" and state.facts()["shape"] == "O4"
    state = state.apply("place f4 g4 f5 g5").apply("wisp g4")
    assert state.facts()["forest.Ada"] == ["TO", "TT", "C."]


@pytest.mark.rule("wispwood", "tree.place", "tree.ready", "overview.trees", "overview.ready")
def test_tree_turn_one_to_three_trees_one_by_one_then_the_cat_is_ready():
    state = setup(new_game(), cats={"0": "hidden"})
    state = state.apply("tree f5")
    assert state.phase == "trees" and "done" in names(state.legal_actions())
    state = state.apply("tree f4")  # touches the tree placed just before
    state = state.apply("tree f3")
    assert state.current_player == 1  # after the third tree the turn is over
    assert state.facts()["forest.Ada"] == ["T", "T", "T", "C"] and state.facts()["cat.Ada"] == "ready"
    one = setup(new_game(), cats={"0": "hidden"}).apply("tree e6").apply("done")
    assert one.facts()["trees.Ada"] == 1 and one.facts()["cat.Ada"] == "ready"


@pytest.mark.rule("wispwood", "tree.instead", "tree.ready", "tree.place", "overview.choose")
def test_tree_turn_allowed_after_laying_out_new_wisps_and_trees_must_touch_and_fit():
    state = new_game().apply("catrefresh")
    for kind in KINDS * 2:
        state = state.apply(f"draw {kind}")
    assert "tree f5" in names(state.legal_actions())
    state = state.apply("tree f5")
    assert_illegal(state, "tree h8", "tree.place")  # touches nothing
    assert_illegal(state, "tree f5", "tree.place")  # taken
    state = state.apply("done")
    assert state.facts()["cat.Ada"] == "ready"  # ready again, though the cat was used this turn


@pytest.mark.rule("wispwood", "tree.forced")
def test_a_tree_turn_is_forced_when_no_wisp_fits():
    # a full 4 × 4 but for one hole: no shape of 2+ tiles fits, only a single tree does
    state = setup(new_game(), forests={"0": {"at": "c3", "rows": ["TTTT", "TCTT", "TT.T", "TTTT"]}})
    legal = names(state.legal_actions())
    assert not any(a.startswith("take") for a in legal)
    assert "tree e5" in legal
    exc = assert_illegal(state, "take 1", "tree.forced")
    assert "tree turn" in exc.message("en")


@pytest.mark.rule("wispwood", "turn.hats")
def test_hat_card_rule_applies_when_placing_and_a_hat_that_cannot_be_placed_cannot_be_taken():
    # easy hat card "Katzenkuscheln": a hat only on the 8 fields round the cat (assumption "hat_cards")
    state = new_game().apply("take 3").apply("shape I3").apply("place f7 f8 f9")
    assert names(state.legal_actions()) == ["wisp f7"]
    assert_illegal(state, "wisp f9", "turn.hats")
    # the 8 fields round the cat are full: the hat (field 3) cannot be taken, the heart can
    ring = setup(new_game(), forests={"0": {"at": "e5", "rows": ["TTT", "TCT", "TTT"]}})
    assert "take 3" not in names(ring.legal_actions()) and "take 2" in names(ring.legal_actions())
    assert_illegal(ring, "take 3", "turn.hats")


def test_a_hat_that_fits_nowhere_at_all_is_refused_for_lack_of_room_not_by_the_hat_card():
    # "Baum-Zug" (note): no wisp fits → a tree turn; the hat card is not the reason when nothing fits
    hole = setup(new_game(), forests={"0": {"at": "c3", "rows": ["TTTT", "TCTT", "TTTT", "TTT."]}}, cats={"0": "hidden"})
    assert names(hole.legal_actions()) == ["tree f6"]
    assert_illegal(hole, "take 3", "tree.forced")  # field 3 holds a hat


@pytest.mark.rule("wispwood", "turn.hats")
def test_a_shape_refused_only_by_the_hat_card_says_so():
    # "Hüte dich vor den Hüten!": the corner of three fits (f5 e6 f6), but not on a field round the cat
    pond = ("hat", "orb", "heart", "pumpkin") * 2
    state = setup(new_game(pond=pond), forests={"0": {"at": "c3", "rows": ["TTTT", "TCT.", ".TT.", ".T.."]}}, cats={"0": "hidden"})
    state = state.apply("take 1")  # the hat between the domino and the corner of three
    assert names(state.legal_actions()) == ["shape I2"]
    exc = assert_illegal(state, "shape L3", "turn.hats")
    assert "hat card" in exc.message("en") and "Hut-Karte" in exc.message("de")


@pytest.mark.rule("wispwood", "tree.forced")
def test_when_no_wisp_fits_the_prompt_says_a_tree_turn_is_due():
    # "Baum-Zug" (note): if none of the wisps can be placed, a tree turn is a must
    state = setup(new_game(), forests={"0": {"at": "c3", "rows": ["TTTT", "TCTT", "TT.T", "TTTT"]}})
    assert not any(a.kind == "take" for a in state.legal_actions())
    assert "tree turn" in state.describe("en") and "Baum-Zug" in state.describe("de")
    assert "take a wisp" not in state.describe("en") and "Nimm ein Irrlicht" not in state.describe("de")
    assert "new wisps" in state.describe("en")  # the ready cat could still lay out new ones first
    hidden = setup(state, cats={"0": "hidden"})
    assert "tree turn" in hidden.describe("en") and "new wisps" not in hidden.describe("en")
    assert "take a wisp" in new_game().describe("en")


@pytest.mark.rule("wispwood", "round_end.hats")
def test_hat_rule_only_counts_when_placing():
    # round 2: the cat moved after round 1, the hat is now 2 away from it and still scores
    state = setup(new_game(), forests={"0": {"at": "e5", "rows": ["HT.", ".TC"]}}, round=2, round_points={"0": [12], "1": [9]})
    assert state.forest_score(0).by_goal["hat_near_cat"] == 3
    # in round 1 the cat has not moved yet, so such a hat cannot be there
    with pytest.raises(RuleViolation) as info:
        setup(new_game(), forests={"0": {"at": "e5", "rows": ["HT.", ".TC"]}})
    assert "e5" in info.value.message("en") and "Hut" in info.value.message("de")


# -- end of a round ---------------------------------------------------------------------------------
FULL_BUT_TWO = ["OTTT", "TCTT", "TTTT", "TT.."]


@pytest.mark.rule("wispwood", "round_end.trigger", "round_end.score", "scoring.full_grid", "overview.end_trigger", "overview.end_turns", "overview.end_score")
def test_round_ends_after_the_last_player_once_someone_fills_the_grid():
    state = setup(new_game(("Ada", "Ben", "Cleo")), forests={"0": {"at": "c3", "rows": FULL_BUT_TWO}})
    state = state.apply("take 1").apply("shape I2").apply("place e6 f6").apply("wisp e6")
    facts = state.facts()
    assert facts["full.Ada"] and facts["ending"] and facts["current"] == "Ben"
    state = state.apply("tree f5").apply("done")  # Ben's last turn
    assert state.facts()["current"] == "Cleo"
    state = state.apply("tree f5").apply("done")  # Cleo plays last (right of the start marker)
    assert state.phase == "cat_move"  # the round is over and scored
    facts = state.facts()
    assert facts["round_points.Ada"] == facts["score.Ada"] > 0 and facts["points.Ada.full_grid"] == 2
    assert facts["full_grids.Ada"] == 1 and facts["points.Ben.full_grid"] == 0


@pytest.mark.rule("wispwood", "round_end.trigger")
def test_round_ends_at_once_when_the_last_player_fills_the_grid():
    state = setup(new_game(), forests={"1": {"at": "c3", "rows": FULL_BUT_TWO}}, turn=1)
    state = state.apply("take 1").apply("shape I2").apply("place e6 f6").apply("wisp f6")
    assert state.phase == "cat_move" and state.facts()["round"] == 1


@pytest.mark.rule("wispwood", "round_end.cat_move", "round_end.remove_trees", "round_end.start_marker", "new_round.keep", "new_round.grid", "overview.next_cat", "overview.next_trees", "overview.next_marker")
def test_between_rounds_cat_moves_trees_go_wisps_stay_pond_stays_marker_passes():
    state = setup(new_game(), forests={"1": {"at": "c3", "rows": FULL_BUT_TWO}}, turn=1, cats={"0": "hidden"})
    state = state.apply("take 1").apply("shape I2").apply("place e6 f6").apply("wisp f6")
    pond = list(state.pond)
    assert state.current_player == 1  # only Ben has trees, so only Ben may move his cat
    assert "catmove c3" not in names(state.legal_actions()) and "catmove f4" in names(state.legal_actions())  # c3 holds an orb
    assert_illegal(state, "catmove c3", "round_end.cat_move")
    state = state.apply("catmove f4")
    facts = state.facts()
    assert facts["round"] == 2 and facts["grid"] == 5
    assert facts["forest.Ben"] == ["O...", "...C", "....", "...O"]  # wisps stay, trees go, the cat's tile stays
    assert facts["cat_at.Ben"] == "f4" and facts["cat.Ada"] == "hidden"  # hidden cats stay hidden
    assert list(state.pond) == pond  # the pond is not refilled
    assert facts["start"] == "Ben" and facts["current"] == "Ben"  # the start marker passed clockwise


@pytest.mark.rule("wispwood", "new_round.grow")
def test_later_rounds_new_tiles_may_touch_any_remaining_tile():
    state = setup(new_game(), forests={"0": {"at": "c3", "rows": ["O...", "....", "...C"]}}, round=2, round_points={"0": [14], "1": [11]})
    legal = names(state.legal_actions())
    assert "tree c4" in legal and "tree f4" in legal  # next to the lone orb, next to the cat
    assert "tree b3" in legal and "tree g5" in legal  # 5 × 5: one more column on either side
    assert_illegal(setup(state, forests={"0": {"at": "b3", "rows": ["O....", ".....", "....C"]}}), "tree g5", "tree.place")


@pytest.mark.rule("wispwood", "turn.rounds", "variants.two_rounds", "end.winner")
def test_three_rounds_then_the_game_ends_and_two_in_the_short_variant():
    for rounds in (3, 2):
        state = GAME.new_initial_state(["Ada", "Ben"], seed=7, rounds=rounds)
        rng = random.Random(rounds)
        seen_rounds = set()
        while not state.is_terminal():
            seen_rounds.add(state.round)
            state = state.apply(state.sample_chance() if state.is_chance_node() else rng.choice(state.legal_actions()))
        assert seen_rounds == set(range(1, rounds + 1))
        assert all(len(r) == rounds for r in state.round_scores)
        assert state.scores() == [sum(r["total"] for r in rs) for rs in state.round_scores]


@pytest.mark.rule("wispwood", "end.winner", "end.tie")
def test_winner_most_points_then_most_full_grids_then_shared():
    # the forests are only the cats now, so the last round scored 0
    end = setup(new_game(("Ada", "Ben", "Cleo")), round=3, phase="end", round_points={"0": [10, 20, 0], "1": [12, 18, 0], "2": [5, 5, 0]},
                full_grids=[1, 2, 3])
    outcome = end.outcome()
    assert outcome.winners == (1,) and "Ben" in outcome.message("en")
    shared = setup(end, full_grids=[2, 2, 3])
    assert shared.outcome().winners == (0, 1)
    assert setup(end, round_points={"0": [11, 20, 0]}).outcome().winners == (0,)


# -- solo -------------------------------------------------------------------------------------------
def solo(pond=("orb", "heart", "hat", "pumpkin") * 2, ranks=("orb", "heart", "hat"), level=2):
    state = GAME.new_initial_state(["Ada"], seed=5, ghost=level).apply("pond ABCD")
    for kind in ranks:
        state = state.apply(f"rank {kind}")
    for kind in pond:
        state = state.apply(f"draw {kind}")
    return state


@pytest.mark.rule("wispwood", "solo.goal", "solo.helper", "solo.pond", "solo.ghost_first")
def test_solo_setup_points_helper_and_ghost_cat_replacing_a_wisp():
    state = solo()
    assert state.num_players == 2 and state.player_name(1, "de") == "Geist" and state.player_name(1, "en") == "Ghost"
    assert state.facts()["ghost.ranks"] == ["orb", "heart", "hat", "pumpkin"]
    assert state.phase == "ghost_cat" and state.current_player == 0 and len(state.legal_actions()) == 8
    state = state.apply("ghostcat 4")
    assert state.pond[3] == "ghost" and state.facts()["discarded"] == 1
    assert state.phase == "firefly" and state.current_player == CHANCE  # the ghost always plays first
    fireflies = dict((a.args[0], p) for a, p in state.chance_outcomes())
    assert fireflies == {1: Fraction(1, 8), 2: Fraction(2, 8), 3: Fraction(2, 8), 4: Fraction(2, 8), 5: Fraction(1, 8)}


@pytest.mark.rule("wispwood", "solo.firefly", "solo.best", "solo.cat_moves")
def test_ghost_takes_the_most_valuable_wisp_it_sees_clockwise_and_moves_its_cat_there():
    state = solo().apply("ghostcat 8")  # fields 1–7 clockwise: orb heart hat pumpkin orb heart hat
    state = state.apply("firefly 3")  # sees fields 1, 2, 3: orb (4 points) is the best
    facts = state.facts()
    assert facts["ghost.saw"] == [1, 2, 3] and facts["ghost.took"] == "orb" and facts["ghost.cat"] == 1
    assert state.pond[0] == "ghost" and state.pond[7] is None
    assert facts["current"] == "Ada" and facts["phase"] == "choose"


@pytest.mark.rule("wispwood", "solo.firefly", "solo.best")
def test_ghost_skips_empty_fields_and_takes_the_nearest_of_equal_wisps():
    state = setup(solo().apply("ghostcat 8"), pond=[None, "hat", None, "orb", "orb", "heart", None, "ghost"],
                  ghost={"cat": 7}, phase="firefly")
    state = state.apply("firefly 3")  # sees hat (2), orb (4), orb (5): the nearer orb
    assert state.facts()["ghost.saw"] == [2, 4, 5] and state.facts()["ghost.took_from"] == 4


@pytest.mark.rule("wispwood", "solo.not_enough")
def test_ghost_lays_out_seven_new_wisps_when_it_cannot_see_enough():
    state = setup(solo().apply("ghostcat 8"), pond=["hat", None, None, None, None, None, None, "ghost"], ghost={"cat": 7}, phase="firefly")
    state = state.apply("firefly 2")
    assert state.phase == "refill" and state.facts()["discarded"] == 2  # the ghost's-cat wisp and the hat
    for kind in ["pumpkin"] * 6 + ["heart"]:
        state = state.apply(f"draw {kind}")
    # fields 1–7 are new, the cat stays on 8; 2 seen: pumpkin, pumpkin → the nearest
    assert state.facts()["ghost.took_from"] == 1 and state.facts()["ghost.pumpkin"] == 1


@pytest.mark.rule("wispwood", "solo.your_turn")
def test_solo_refresh_lays_out_seven_and_the_cat_stays():
    state = solo().apply("ghostcat 8").apply("firefly 1")  # took field 1
    state = state.apply("catrefresh")
    assert len(state.refill) == 7
    for kind in ["orb"] * 7:
        state = state.apply(f"draw {kind}")
    assert state.pond.count("ghost") == 1 and state.pond[0] == "ghost" and state.facts()["pond_wisps"] == 7


@pytest.mark.rule("wispwood", "solo.round_end", "solo.ghost_first")
def test_solo_round_ends_after_the_last_firefly_and_one_more_turn():
    state = solo().apply("ghostcat 8")
    my_turns = 0
    while state.phase != "cat_move":
        if state.phase == "firefly":
            state = state.apply(state.legal_actions()[0])  # the smallest firefly left
        elif state.phase == "refill":
            state = state.apply("draw orb")
        else:  # my turn: one tree, then done
            assert state.current_player == 0
            my_turns += 1
            state = state.apply([a for a in state.legal_actions() if a.kind == "tree"][0]).apply("done")
    assert state.facts()["fireflies"] == [1, 2, 2, 3] and my_turns == 4
    assert len(state.round_scores[0]) == 1 and state.facts()["round"] == 1


@pytest.mark.rule("wispwood", "solo.round_end", "solo.scoring")
def test_solo_round_ends_at_once_with_a_full_grid_and_the_ghost_scores_its_helper():
    # two ghost turns are over (fireflies 2 and 3: an orb and a heart), the third is next
    ghost = {"fireflies": [2, 3], "collected": {"orb": 1, "heart": 1, "hat": 0, "pumpkin": 0}}
    state = setup(solo(level=2).apply("ghostcat 8"), forests={"0": {"at": "c3", "rows": FULL_BUT_TWO}}, ghost=ghost, phase="firefly")
    state = state.apply("firefly 1")  # takes the orb on field 1
    state = state.apply("take 6").apply("catshape I2")  # field 6 lies between T4 and I4
    state = state.apply("place e6 f6").apply("wisp e6")
    assert state.facts()["fireflies_left"] == 1 and state.phase == "cat_move"
    # helper 6/5/4/3 for orb, heart, hat, pumpkin: 2 orbs × 6 + 1 heart × 5
    assert state.facts()["round_points.ghost"] == 2 * 6 + 1 * 5


@pytest.mark.rule("wispwood", "solo.scoring", "solo.end")
def test_solo_ghost_keeps_its_wisps_and_scores_them_again_and_ties_lose():
    # round 3 is over; the ghost's 3 orbs score 3 × 6 again, Ada's forest is only her cat (0 points)
    ghost = {"fireflies": [3], "collected": {"orb": 3, "heart": 0, "hat": 0, "pumpkin": 0}}
    end = setup(solo().apply("ghostcat 8"), round=3, phase="end", ghost=ghost, round_points={"0": [20, 20, 0], "1": [10, 12, 18]})
    assert end.score == [40, 40] and end.outcome().winners == (1,)
    assert setup(end, round_points={"0": [21, 20, 0]}).outcome().winners == (0,)


@pytest.mark.rule("wispwood", "solo.fireflies")
def test_solo_fireflies_per_round_are_four_six_eight():
    state = solo().apply("ghostcat 8")
    assert state.facts()["fireflies_left"] == 4
    one = {"collected": {"orb": 1, "heart": 0, "hat": 0, "pumpkin": 0}}
    assert setup(state, round=2, round_points={"0": [8], "1": [6]}, ghost=one).facts()["fireflies_left"] == 6
    two = {"collected": {"orb": 1, "heart": 1, "hat": 0, "pumpkin": 0}}
    assert setup(state, round=3, round_points={"0": [8, 9], "1": [6, 11]}, ghost=two).facts()["fireflies_left"] == 8


# -- protocol details ---------------------------------------------------------------------------------
def test_actions_round_trip_and_bad_notation_is_bilingual():
    for text in ("take 3", "shape L4", "catshape O4", "place d4 e4 e5", "wisp e4", "tree c2", "done", "catmove d3",
                 "catstay", "refresh", "catrefresh", "ghostcat 5", "pond ACBD", "goal orb_lines", "rank heart",
                 "draw orb", "firefly 3"):
        assert str(GAME.parse_action(text)) == text
    assert str(GAME.parse_action("PLACE e5 D4 e4")) == "place d4 e4 e5"
    for bad in ("take 9", "shape X5", "place z1", "place d4 d4", "wisp", "fly away", "", "firefly 9"):
        with pytest.raises(RuleViolation) as info:
            GAME.parse_action(bad)
        assert info.value.message("de") != info.value.message("en")


def test_mid_game_states_survive_json_including_solo():
    for state in (new_game().apply("take 2").apply("shape I3").apply("place g6 h6 i6"), solo().apply("ghostcat 8").apply("firefly 2")):
        again = GAME.state_from_json(state.to_json())
        assert again == state and again.legal_actions() == state.legal_actions()
        assert json.loads(state.to_json())["game"] == "wispwood"


def test_wrong_time_and_chance_pending_are_explained():
    state = new_game()
    assert_illegal(state, "done", "overview.choose")
    assert_illegal(state, "wisp f5", "overview.choose")
    pending = GAME.new_initial_state(2, seed=1)
    assert_illegal(pending, "take 1", "setup.pond")


def test_scores_during_a_round_count_the_forest_as_it_is():
    state = setup(new_game(), forests={"0": {"at": "c3", "rows": ["OT", "CV"]}})
    assert state.scores()[0] == state.forest_score(0).total and state.scores()[1] == 0
    # "as if the round ended now": a full grid counts its bonus too
    full = setup(new_game(), forests={"0": {"at": "c3", "rows": ["OTTT", "TCTT", "TTTT", "TTTT"]}}, turn=1)
    assert full.forest_score(0).full_grid_bonus == 2 and full.scores()[0] == full.forest_score(0).total


def test_forest_shifts_on_the_naming_sheet_when_the_next_grid_would_not_fit():
    # Ben's 4 × 4 forest fills the sheet's bottom-right corner (h8–k11); a 5 × 5 grid would not fit there
    state = setup(new_game(), forests={"1": {"at": "h8", "rows": FULL_BUT_TWO}}, turn=1)
    state = state.apply("take 1").apply("shape I2").apply("place j11 k11").apply("wisp k11")
    state = state.apply("catstay")
    facts = state.facts()
    assert facts["round"] == 2
    assert facts["forest.Ben"] == ["O...", ".C..", "....", "...O"]  # the same forest …
    assert facts["forest_box.Ben"] == "g7" and facts["cat_at.Ben"] == "h8"  # … one field up and left


@pytest.mark.rule("wispwood", "solo.best", "solo.helper")
def test_ghost_takes_the_kind_worth_more_on_its_helper():
    # helper 6/5/4/3 for orb, heart, hat, pumpkin: the heart (5) beats the hat (4)
    state = setup(solo().apply("ghostcat 8"), pond=["hat", "heart", None, None, None, None, None, "ghost"], ghost={"cat": 7}, phase="firefly")
    state = state.apply("firefly 2")
    assert state.facts()["ghost.took"] == "heart" and state.facts()["ghost.took_from"] == 2


@pytest.mark.rule("wispwood", "pond.discard")
def test_thrown_out_wisps_lie_face_up_and_become_new_stacks_when_the_stacks_run_out():
    # every one of the 160 tiles is in play: 8 orbs at the pond, both cats, 150 on the discard pile
    full = setup(new_game(pond=["orb"] * 8), discard={"orb": 32, "pumpkin": 40, "hat": 40, "heart": 38})
    assert full.stack() == 0 and full.facts()["discarded"] == 150
    # face up: the discarded wisps are seen, so the next draw knows no orb can come from them
    few = setup(new_game(pond=["orb"] * 8), discard={"orb": 30, "pumpkin": 0, "hat": 0, "heart": 0})
    odds = dict((str(a), p) for a, p in few.apply("refresh").chance_outcomes())
    assert odds["draw orb"] == Fraction(40 - 38, 160 - 38)  # 38 orbs face up (pond and pile); the rest nobody has seen
    # the refresh throws the 8 orbs out too; the stacks are empty, so the pile is turned over and shuffled
    refreshed = full.apply("refresh")
    assert refreshed.facts()["discarded"] == 0 and refreshed.stack() == 158
    assert dict((str(a), p) for a, p in refreshed.chance_outcomes())["draw orb"] == Fraction(1, 4)  # nothing face up any more


@pytest.mark.rule("wispwood", "setup.start", "round_end.trigger")
def test_the_chosen_start_player_begins_and_the_seat_to_the_right_plays_last():
    # assumption "start_player": the first name starts unless another start player is chosen
    assert new_game(("Ada", "Ben", "Cleo")).facts()["current"] == "Ada"
    state = new_game(("Ada", "Ben", "Cleo"), start_player=2)
    assert state.facts()["start"] == "Cleo" and state.facts()["current"] == "Cleo" and state.last_seat == 1


@pytest.mark.rule("wispwood", "solo.ghost_first", "round_end.start_marker")
def test_solo_the_ghost_begins_every_round():
    # assumption "solo_start": no start marker passes in solo; after round 1 the ghost goes first again
    state = setup(solo().apply("ghostcat 8"), forests={"0": {"at": "c3", "rows": FULL_BUT_TWO}}, ghost={"fireflies": [2], "collected": {"orb": 1, "heart": 0, "hat": 0, "pumpkin": 0}}, phase="choose")
    state = state.apply("tree e6").apply("tree f6")  # the grid is full: the round ends at once
    state = state.apply("catstay")
    assert state.facts()["round"] == 2 and state.phase == "firefly" and state.facts()["start"] == "Ada"


def test_every_assumption_names_the_paragraphs_it_fills_in():
    rules = boardtutor.rulebook("wispwood")
    for assumption in DATA["assumptions"]:
        assert assumption["paragraphs"] and all(p in rules for p in assumption["paragraphs"]), assumption["id"]
