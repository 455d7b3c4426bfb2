"""The rulebook's examples (``walkthroughs.json``) replay through the engine, and the numbers the
rulebook prints come out of it.

Rulebook: ``shared/rulebooks/wispwood_de.txt``: a normal turn, cat actions and the tree turn, the end
of a round, the scoring example with the score sheet (Tom 20, Sylvester 22), the Kürbis-Sudoku card,
and the ghost's round-2 score 6 × 4 + 5 × 3 + 4 × 3 + 3 × 0 = 51.
"""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.games.wispwood import DATA, score_forest
from boardtutor.views.static import show_walkthrough

WALKTHROUGHS = boardtutor.walkthroughs("wispwood")
BY_ID = {w.id: w for w in WALKTHROUGHS}


def test_the_five_examples_are_there_in_order():
    assert [w.id for w in WALKTHROUGHS] == ["normal_turn", "cat_and_trees", "round_end", "scoring_example", "pumpkins_and_ghost"]


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=lambda w: w.id)
def test_highlights_name_fields_that_are_drawn(walkthrough):
    for number, (step, state) in enumerate(zip(walkthrough.steps, walkthrough.replay()[1:]), start=1):
        svg = state.svg(highlight=step.highlight, lang="en")
        assert svg.count('stroke="#0072B2"') >= len(step.highlight), (walkthrough.id, number)


SHAPE_WORDS = boardtutor.games.wispwood.DATA["shape_names"]


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=lambda w: w.id)
def test_narration_names_only_shapes_next_to_the_taken_wisp_or_the_one_chosen(walkthrough):
    # "Ein normaler Zug" 2: a wisp lies between 2 shapes (pond layout: assumption "pond_layout")
    replayed = walkthrough.replay()
    for number, step in enumerate(walkthrough.steps, start=1):
        state, allowed = replayed[number - 1], set()
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


def test_round_end_wisps_stay_trees_go_pond_stays():
    start, filled, scored, moved, next_round = BY_ID["round_end"].replay()
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
