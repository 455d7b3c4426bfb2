"""The examples (``walkthroughs.json``) replay through the engine, and the numbers the rulebook prints
come out of it.

From the rulebook (``shared/rulebooks/wispwood_de.txt``): the scoring example with the score sheet (Tom
20, Sylvester 22), the Kürbis-Sudoku card with the ghost's round-2 score 6 × 4 + 5 × 3 + 4 × 3 + 3 × 0 =
51, and the orb cards' "1 orb and 3 pumpkins are 2 kinds". Our own: a normal turn, cat actions and the
tree turn, the end of a round, the ghost's turn, the pond refreshed by choice and by rule, the hat rule,
a forced tree turn, the tie-break, two more orb cards.
"""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.games.wispwood import DATA, score_forest
from boardtutor.games.wispwood.scoring import shape_noun
from boardtutor.views.static import show_walkthrough

WALKTHROUGHS = boardtutor.walkthroughs("wispwood")
BY_ID = {w.id: w for w in WALKTHROUGHS}


def test_the_examples_are_there_in_order_and_say_where_they_come_from():
    assert [w.id for w in WALKTHROUGHS] == [
        "normal_turn", "cat_and_trees", "round_end", "scoring_example", "pumpkins_and_ghost", "ghost_turn", "pond_refresh",
        "hat_rule", "forced_tree_turn", "tie_break", "orb_group_kinds", "zum_kugeln", "ruhige_kugel",
    ]
    # only the examples printed in the rulebook say so: the scoring example, the Pumpkin Sudoku card with the
    # ghost's table, and the orb cards' "1 orb and 3 pumpkins are 2 kinds"
    assert [w.id for w in WALKTHROUGHS if w.source == "rulebook"] == ["scoring_example", "pumpkins_and_ghost", "orb_group_kinds"]


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=lambda w: w.id)
def test_highlights_name_fields_that_are_drawn(walkthrough):
    for number, (step, state) in enumerate(zip(walkthrough.steps, walkthrough.replay()[1:]), start=1):
        svg = state.svg(highlight=step.highlight, lang="en")
        assert svg.count('stroke="#0072B2"') >= len(step.highlight), (walkthrough.id, number)


SHAPE_WORDS = {s: {lang: shape_noun(s).render(lang) for lang in ("de", "en")} for s in boardtutor.games.wispwood.SHAPES}


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=lambda w: w.id)
def test_narration_names_only_shapes_next_to_the_taken_wisp_or_the_one_chosen(walkthrough):
    # "Ein normaler Zug" 2: a wisp lies between 2 shapes (pond layout: assumption "pond_layout")
    replayed = walkthrough.replay()
    for number, step in enumerate(walkthrough.steps, start=1):
        state, allowed = replayed[number - 1 if step.branch_from is None else step.branch_from], set()
        for action in step.actions:
            kind, *args = action.split()
            if kind == "take":
                allowed.update(state.shapes_next_to(int(args[0]) - 1))
            if kind in ("shape", "catshape"):
                allowed.add(args[0])
            state = state.apply(action)
        if not allowed:
            continue
        for lang in ("de", "en"):
            text = step.narration.render(lang)
            named = {s for s, words in SHAPE_WORDS.items() if words[lang] in text}
            assert named <= allowed, (walkthrough.id, number, lang, named - allowed)


def test_cat_refresh_example_wants_an_orb_that_is_not_at_the_pond():
    # "Katzenaktionen": Ben lays out new wisps because the kind he wants is not at the pond
    start, refreshed, *_ = BY_ID["cat_and_trees"].replay()
    assert "orb" not in start.pond and "orb" in refreshed.pond


def test_normal_turn_the_shape_is_turned_and_mirrored_and_touches_the_cat():
    *_, placed, done = BY_ID["normal_turn"].replay()
    facts = done.facts()
    assert facts["forest.Ada"] == [".O..", "CTTT"] and facts["cat_at.Ada"] == "f6"
    assert facts["pond_wisps"] == 7


def test_cat_and_trees_hide_and_ready():
    start, refreshed, ben_placed, ada_placed, trees = BY_ID["cat_and_trees"].replay()
    assert start.facts()["cat.Ben"] == "ready" and refreshed.facts()["cat.Ben"] == "hidden"
    assert ada_placed.facts()["cat.Ada"] == "hidden" and trees.facts()["cat.Ben"] == "ready"


@pytest.mark.rule("wispwood", "new_round.grow")
def test_round_end_wisps_stay_trees_go_pond_stays():
    start, filled, scored, moved, next_round, ben, ada = BY_ID["round_end"].replay()
    # round 2: Ada's new tree touches only her loose pumpkins, not the cat or the orb
    new = set(ada.forests[0]) - set(next_round.forests[0])
    assert len(new) == 1 and not any(ada.forests[0].get(n) in ("C", "O") for n in _around(*new))
    before, after = scored.forests[0], next_round.forests[0]
    wisps = {f: t for f, t in before.items() if t not in ("T", "C")}
    assert {f: t for f, t in after.items() if t != "C"} == wisps
    assert next_round.pond == scored.pond and next_round.facts()["start"] == "Ben"


def test_scoring_example_matches_score_forest_and_the_score_sheet():
    *_, sheet = BY_ID["scoring_example"].replay()
    facts = sheet.facts()
    assert (facts["round_points.Tom"], facts["round_points.Sylvester"]) == (20, 22)
    tom = score_forest(sheet.facts()["forest.Tom"], sheet.goals)
    assert tom.by_goal["orb_kinds_around"] == 2 + 4 and tom.by_goal["heart_adjacent_trees"] == 6 and tom.by_goal["biggest_forest"] == 8


def test_the_scoring_example_forests_are_recorded_as_our_layout():
    # "Wertungsbeispiel": the text gives the points, the forests were a picture – our layout is an assumption
    ids = {a["id"] for a in boardtutor.load("wispwood").data["assumptions"]}
    assert "example_forests" in ids and "ghost_example" in ids


def test_ghost_round_two_is_51_and_pumpkin_sudoku_4():
    *_, scored, _ = BY_ID["pumpkins_and_ghost"].replay()
    # the rulebook's table: points helper 6/5/4/3 times the wisps taken 4/3/3/0
    assert scored.facts()["round_points.ghost"] == 6 * 4 + 5 * 3 + 4 * 3 + 3 * 0 == 51
    facts = scored.facts()
    assert [facts[f"ghost.{kind}"] for kind in facts["ghost.ranks"]] == [4, 3, 3, 0]
    assert sum(DATA["fireflies_per_round"][:2]) == 4 + 3 + 3 + 0 == 10  # one wisp per ghost turn in rounds 1 and 2
    assert list(DATA["ghost_helpers"]["2"]) == [6, 5, 4, 3]
    assert scored.facts()["points.Ada.pumpkin_sudoku"] == 4


def test_static_walkthrough_view_in_both_languages():
    html_de = show_walkthrough(BY_ID["scoring_example"], "de").data
    html_en = show_walkthrough(BY_ID["scoring_example"], "en").data
    assert "data:image/svg+xml;base64," in html_de and "Wertungsblock" in html_de and "score sheet" in html_en


def _around(field):
    x, y = field
    return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]


def _states(walkthrough_id):
    return BY_ID[walkthrough_id].replay()


@pytest.mark.rule("wispwood", "solo.firefly", "solo.best", "solo.cat_moves", "solo.not_enough", "solo.your_turn")
def test_ghost_turn_counts_clockwise_skips_empty_fields_and_takes_the_nearest_best_wisp():
    start, setup, cat, first, ada, second, ada2, refill, refresh = _states("ghost_turn")
    values = {k: first.facts()[f"ghost.value.{k}"] for k in ("orb", "heart", "hat", "pumpkin")}
    assert values == {"orb": 6, "heart": 5, "hat": 4, "pumpkin": 3}  # the 2-paw helper, ranks drawn orb, heart, hat
    # counted clockwise from the cat on field 8: fields 1, 2, 3; the orb (6) is the best
    assert cat.facts()["ghost.cat"] == 8 and first.facts()["ghost.saw"] == [1, 2, 3] and first.facts()["ghost.took"] == "orb"
    # from field 2, four wisps: field 4 was emptied by Ada and is skipped; two hearts: the nearer one (5)
    assert ada.pond[3] is None and second.facts()["ghost.saw"] == [3, 5, 6, 7] and second.facts()["ghost.took_from"] == 5
    # 3 wisps left, the firefly shows 5: all 3 go, 7 new ones come, the cat stays on field 5 until it takes
    assert ada2.facts()["pond_wisps"] == 3 and refill.facts()["discarded"] == ada2.facts()["discarded"] + 3
    assert refill.facts()["ghost.saw"][0] == 6 and refill.pond[4] is None
    # Ada's refresh: 7 new wisps, the ghost's cat stays where it is
    assert refresh.facts()["ghost.cat"] == refill.facts()["ghost.cat"] and refresh.facts()["pond_wisps"] == 7


@pytest.mark.rule("wispwood", "pond.refresh", "pond.empty")
def test_pond_refresh_free_once_and_a_forced_refill_of_one_kind_gives_no_second_free_refresh():
    start, free, took, forced, cat, trees = _states("pond_refresh")
    assert start.facts()["may_refresh"] and not free.facts()["may_refresh"]
    assert free.facts()["cat.Ada"] == "ready"  # the free refresh costs nothing
    assert took.is_chance_node() and took.facts()["pond_wisps"] == 0  # an empty pond must be refilled
    assert forced.pond == ["heart"] * 8 and "refresh" not in {str(a) for a in forced.legal_actions()}  # assumption "refresh_once"
    assert "catrefresh" in {str(a) for a in forced.legal_actions()}


@pytest.mark.rule("wispwood", "turn.hats", "round_end.hats")
def test_hat_walkthrough_old_hats_score_new_hats_only_round_the_cat():
    start, _, placed, ben, blocked = _states("hat_rule")
    assert start.forest_score(0).by_goal["hat_near_cat"] == 3 and placed.forest_score(0).by_goal["hat_near_cat"] == 6
    assert blocked.pond[6] == "hat" and 7 not in blocked.facts()["takeable"]
    assert start.pond[0] == "hat" and 1 in start.facts()["takeable"]


@pytest.mark.rule("wispwood", "end.tie", "variants.two_rounds", "variants.no_tree_goal")
def test_tie_break_walkthrough_ends_after_two_rounds_with_more_full_grids_winning():
    start, end = _states("tie_break")
    assert end.is_terminal() and end.rounds == 2 and len(end.goals) == 4
    assert end.score[0] == end.score[1] and end.full_grids == [1, 2] and end.outcome().winners == (1,)


@pytest.mark.rule("wispwood", "goals.orbs", "goals.hearts", "goals.heart_line", "goals.tree_groups")
def test_orb_card_example_one_orb_and_three_pumpkins_are_two_kinds():
    start, _, heart, ben, lines, second = _states("orb_group_kinds")
    per = DATA["goals"]["orb_group_kinds"]["per"]
    assert start.forest_score(0).by_goal["orb_group_kinds"] == 2 * per
    assert score_forest("OPP\nP.C", "orb_group_kinds").total == 2 * per  # the same group on its own
    assert heart.forest_score(0).by_goal["orb_group_kinds"] == 3 * per
    assert lines.forest_score(0).by_goal["heart_tree_lines"] == 2 + 2 + 2
    assert lines.forest_score(0).by_goal["second_forest"] == 0 and second.forest_score(0).by_goal["second_forest"] == 1 * DATA["goals"]["second_forest"]["per"]


@pytest.mark.rule("wispwood", "tree.forced")
def test_forced_tree_turn_walkthrough_no_wisp_can_be_taken():
    start, same, done = _states("forced_tree_turn")
    assert same == start and {a.kind for a in start.legal_actions()} == {"tree"}
    assert done.facts()["full.Ada"] and done.facts()["cat.Ada"] == "ready"
