"""``score_forest``: the rulebook's scoring examples, every card the rulebook describes, the errors.

Rulebook: ``shared/rulebooks/wispwood_de.txt`` ("Wertung", "Wertungsbeispiel", the score sheet, the
Kürbis-Sudoku card and the goal-card page). Numbers the rulebook does not give come from the
assumptions in ``data.json`` (per-card points), and are read from there.
"""

from __future__ import annotations

import random
import re

import pandas as pd
import pytest

from boardtutor import RuleViolation
from boardtutor.games.wispwood import DATA, score_forest

GOALS = DATA["goals"]
SCORING_EXAMPLE = ["orb_kinds_around", "heart_adjacent_trees", "biggest_forest"]
# The scoring example, laid out to match its stated numbers: the upper orb sees only the other orb
# (2 points), the lower orb sees an orb and a heart (4), the heart has 3 trees next to it (6), the
# largest group of trees has 8 (8). Tom's column on the score sheet: 0, 0, 6, 6, 8, no full grid = 20.
TOM = """
O T T .
O T T .
C V T .
. T T T
"""
# Sylvester's column: pumpkin 4, hat 0, heart 2, orb 8, trees 6, full grid 2 = 22
SYLVESTER = """
T T T V
T T T O
C P O T
T T T T
"""
FIVE_CARDS = ["pumpkin_sudoku", "hat_near_cat", "heart_adjacent_trees", "orb_kinds_around", "biggest_forest"]


def bilingual(exc):
    de, en = exc.message("de"), exc.message("en")
    assert de.strip() and en.strip() and de != en
    return de, en


@pytest.mark.rule("wispwood", "scoring.goals", "terms.adjacent", "terms.around", "terms.group")
def test_the_scoring_example_orbs_6_heart_6_trees_8():
    result = score_forest(TOM, SCORING_EXAMPLE)
    assert result.by_goal == {"orb_kinds_around": 2 + 4, "heart_adjacent_trees": 6, "biggest_forest": 8}
    orbs = result.awards["orb_kinds_around"]
    assert [a.points for a in orbs] == [2, 4]
    assert result.full_grid_bonus == 0 and result.total == 20


@pytest.mark.rule("wispwood", "scoring.goals", "scoring.full_grid")
def test_the_score_sheet_tom_20_sylvester_22():
    tom, sylvester = score_forest(TOM, FIVE_CARDS), score_forest(SYLVESTER, FIVE_CARDS)
    assert [tom.by_goal[g] for g in FIVE_CARDS] + [tom.full_grid_bonus] == [0, 0, 6, 6, 8, 0]
    assert [sylvester.by_goal[g] for g in FIVE_CARDS] + [sylvester.full_grid_bonus] == [4, 0, 2, 8, 6, 2]
    assert (tom.total, sylvester.total) == (20, 22)


@pytest.mark.rule("wispwood", "setup.goal_card")
def test_pumpkin_sudoku_card_example_and_table():
    # the card's picture: pumpkins in row 1 col 4, row 2 col 2, row 4 cols 1 and 4 → only b2 is alone
    result = score_forest("C..P\n.P..\n....\nP..P", "pumpkin_sudoku")
    assert result.cells() == [(1, 1)] and result.total == 4
    for n, points in enumerate([4, 9, 15, 22, 30, 40], start=1):
        diagonal = "\n".join("." * i + "P" + "." * (5 - i) for i in range(n))
        diagonal = diagonal[:5] + "C" + diagonal[6:]  # every forest has its cat (here on f1)
        assert score_forest(diagonal, "pumpkin_sudoku", round=3).by_goal["pumpkin_sudoku"] == points
    assert score_forest("PP\nC.", "pumpkin_sudoku").total == 0


def test_pumpkin_sudoku_card_text_shows_its_table():
    # "Aufbau 5", the Kürbis-Sudoku card: 1–6 pumpkins score 4, 9, 15, 22, 30, 40 – the card text a
    # learner reads in the card list must carry these numbers, not point to a table it does not show
    for lang in ("de", "en"):
        text = GOALS["pumpkin_sudoku"]["text"][lang]
        assert all(str(points) in text for points in GOALS["pumpkin_sudoku"]["table"][1:]), lang


@pytest.mark.rule("wispwood", "goals.heart_line")
def test_herz_auf_der_zunge_lines_stop_at_empty_cat_and_wisp():
    forest = """
    T T V T O T
    . . T . . .
    . . T . . .
    . . C . . .
    . . T . . .
    """
    result = score_forest(forest, "heart_tree_lines", round=3)
    # left: 2 trees; right: 1 tree, then an orb stops the line; down: 2 trees, then the cat stops it.
    # "Suche eine ... Linie": one line counts, the longest (2 trees) – recorded as an assumption
    assert result.total == 2 * GOALS["heart_tree_lines"]["per"]
    assert score_forest("TVT.T\n....C", "heart_tree_lines", round=2).total == 1 * GOALS["heart_tree_lines"]["per"]
    assert score_forest("VTTT\nT...\nT..C", "heart_tree_lines", round=2).total == 3 * GOALS["heart_tree_lines"]["per"]
    assert any(a["id"] == "heart_lines" and "eine Linie" in a["de"] and "one line" in a["en"] for a in DATA["assumptions"])


@pytest.mark.rule("wispwood", "goals.hearts")
def test_one_tree_counts_for_several_hearts():
    result = score_forest("VTV\nC..", "heart_adjacent_trees")
    assert result.total == 2 * 2  # both hearts score for the same tree


@pytest.mark.rule("wispwood", "goals.zum_kugeln", "terms.adjacent")
def test_zum_kugeln_an_orb_without_an_adjacent_wisp_scores_0():
    assert score_forest("OTC\nTT.", "orb_kinds_adjacent").total == 0
    assert score_forest("O.\n.V\nC.", "orb_kinds_adjacent").total == 0  # diagonal does not count
    assert score_forest("OV\n.C", "orb_kinds_adjacent").total > 0


@pytest.mark.rule("wispwood", "goals.ruhige_kugel")
def test_ruhige_kugel_only_how_many_not_where():
    spread = score_forest("O..P\n.C..\nV..H", "orb_quiet").total
    together = score_forest("OPVH\nC...", "orb_quiet").total
    assert spread == together == 4 * GOALS["orb_quiet"]["per"]


@pytest.mark.rule("wispwood", "goals.orbs", "goals.cat_tile", "setup.cat")
def test_trees_are_no_wisps_and_the_cat_is_no_tree():
    assert score_forest("TTT.\nTOT.\nTTTC", "orb_kinds_around", round=1).total == 0
    # the cat splits the trees into two groups of 2
    assert score_forest("TTCTT", "biggest_forest", round=2).total == 2
    assert score_forest("TTCTT", "second_forest", round=2).total == 2 * GOALS["second_forest"]["per"]


@pytest.mark.rule("wispwood", "goals.tree_groups", "terms.group")
def test_biggest_forest_ties_and_second_forest_with_one_group():
    assert score_forest("TT.TT\n..C..", "biggest_forest", round=2).total == 2  # equal groups: one of them counts
    assert score_forest("TTT\nT.C", "second_forest").total == 0  # only one group: 0
    assert score_forest("TTT.T\n...C.", "second_forest", round=2).total == 1 * GOALS["second_forest"]["per"]


@pytest.mark.rule("wispwood", "scoring.full_grid", "new_round.grid")
def test_full_grid_bonus_two_four_six_only_when_the_grid_is_full():
    for round, size, bonus in ((1, 4, 2), (2, 5, 4), (3, 6, 6)):
        full = "\n".join(["C" + "T" * (size - 1)] + ["T" * size] * (size - 1))
        assert score_forest(full, [], round=round).full_grid_bonus == bonus
        assert score_forest(full.replace("T", ".", 1), [], round=round).full_grid_bonus == 0
    assert score_forest("CTTT\nTTTT\nTTTT\nTTTT", [], round=2).full_grid_bonus == 0  # 4 × 4 is not full in round 2


def test_text_format_spaces_lower_case_and_ragged_rows():
    assert score_forest(" o t \n c", "orb_kinds_around").forest == score_forest("OT\nC.", "orb_kinds_around").forest
    assert score_forest(["OT", "CV"], SCORING_EXAMPLE).total == score_forest("OT\nCV", SCORING_EXAMPLE).total


@pytest.mark.parametrize(
    "forest,goals,round,words",
    [
        ("OTX", ["orb_kinds_around"], 1, ("X", "row 1")),
        ("OT", ["chess"], 1, ("chess",)),
        ("TTTTT", ["biggest_forest"], 1, ("5 fields wide and 1 field high", "4 × 4")),
        ("T\nT\nT\nT\nT\nT\nT", ["biggest_forest"], 3, ("1 field wide and 7 fields high", "6 × 6")),
        ("OT", ["orb_kinds_around"], 4, ("4",)),
        ("CC", ["biggest_forest"], 1, ("a1, b1",)),
        (42, ["biggest_forest"], 1, ("42",)),
        ("OT", 5, 1, ("5",)),
        ("OT", ["orb_kinds_around"], 1, ("no cat", "C")),
        ("CT", ["biggest_forest"], 1.0, ("1.0",)),
    ],
)
def test_bad_input_gives_a_clear_bilingual_error(forest, goals, round, words):
    with pytest.raises(RuleViolation) as info:
        score_forest(forest, goals, round=round)
    de, en = bilingual(info.value)
    for word in words:
        assert word in en, en


def test_table_and_explain_name_every_card_and_the_tiles():
    result = score_forest(TOM, FIVE_CARDS)
    table = result.table("en")
    assert isinstance(table, pd.DataFrame) and len(table) == len(FIVE_CARDS) + 2
    assert table.iloc[-1].tolist()[-1] == 20 and table.iloc[-2].tolist()[-1] == 0
    assert list(result.table("de").columns) != list(table.columns)
    en, de = result.explain("en"), result.explain("de")
    assert "Big forest: 8 points" in en and "Großer Wald: 8 Punkte" in de
    assert "b2, c3, b4" in en and "b2, c3, b4" in de  # the three trees next to the heart on b3
    assert "Total: 20 points" in en and "Summe: 20 Punkte" in de


def test_every_point_has_tiles_behind_it_for_every_card():
    rng = random.Random(4)
    for _ in range(40):
        rows = ["".join(rng.choice("PHVOTT.") for _ in range(6)) for _ in range(6)]
        rows[rng.randrange(6)] = "C" + rows[0][1:]
        result = score_forest("\n".join(rows), list(GOALS), round=3)
        for goal, awards in result.awards.items():
            assert sum(a.points for a in awards) == result.by_goal[goal]
            assert all(a.cells for a in awards if a.points), goal
            assert all(a.explain("de") != a.explain("en") for a in awards)
        assert result.total == sum(result.by_goal.values()) + result.full_grid_bonus


def test_html_view_shows_the_forest_and_the_explanation():
    html = score_forest(TOM, SCORING_EXAMPLE)._repr_html_()
    # the forest as an image with its alternative text (inline SVG is stripped where a notebook is not trusted)
    assert "<svg" not in html and 'src="data:image/svg+xml;base64,' in html and "20" in html
    tiles = sum(1 for char in TOM if char in "PHVOTC")
    assert re.search(rf'alt="[^"]*{tiles} [^"]*"', html), html[:300]


def test_goal_card_list_marks_what_the_rulebook_describes():
    from boardtutor.games.wispwood import goal_cards

    table = goal_cards("en")
    assert len(table) == 25 and table["Kind"].value_counts().tolist() == [5] * 5
    described = {"pumpkin_sudoku", "orb_kinds_around", "heart_adjacent_trees", "biggest_forest", "orb_kinds_adjacent",
                 "orb_quiet", "heart_tree_lines", "second_forest"}
    sources = dict(zip(table["id"], table["Source"]))
    assert {g for g, s in sources.items() if s.startswith("rulebook")} == described
    assert set(goal_cards("de")["Quelle"]) == {"Spielregel", "Spielregel, Punkte angenommen", "Annahme"}
