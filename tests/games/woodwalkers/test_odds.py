"""Duel odds: exact values checked against an independent count of all 36 pairs of dice."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from boardtutor.i18n import tr
from hypothesis import given, strategies as st

from boardtutor.core import RuleViolation
from boardtutor.games.woodwalkers import odds as odds_module
from boardtutor.games.woodwalkers.odds import DuelOdds, duel_odds, format_chance, format_percent
from boardtutor import textcheck
from boardtutor.i18n import get_language, register_catalog, set_language, tr

LOCALE = Path(odds_module.__file__).parent / "locale"
register_catalog(LOCALE)
ANIMALS = json.loads((LOCALE.parent / "data.json").read_text(encoding="utf-8"))["animals"]
GUESS_BONUS = {None: (0, 0), "right": (0, 1), "wrong": (1, 0)}


def brute(c, d, cw=0, dw=0, guess=None):
    """(challenger wins, ties) counted over all 36 pairs, written out without the module."""
    cb, db = GUESS_BONUS[guess]
    wins = ties = 0
    for c_die in range(1, 7):
        for d_die in range(1, 7):
            mine, theirs = c - cw + cb + c_die, d - dw + db + d_die
            wins += mine > theirs
            ties += mine == theirs
    return wins, ties


VALID = [
    (c, d, cw, dw, g)
    for c, d, cw, dw, g in itertools.product(range(1, 7), range(1, 7), range(3), range(3), GUESS_BONUS)
    if c >= cw and d >= dw
]


@st.composite
def duels(draw):
    c, d = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    return c, d, draw(st.integers(0, min(2, c))), draw(st.integers(0, min(2, d))), draw(st.sampled_from(list(GUESS_BONUS)))


def odds_of(duel):
    c, d, cw, dw, g = duel
    return duel_odds(c, d, challenger_wounds=cw, defender_wounds=dw, guess=g)


# -- the rulebook's example ---------------------------------------------------------------------------
def test_rulebook_example_wolf_against_otter():
    wolf, otter = ANIMALS["wolf"]["strength"], ANIMALS["otter"]["strength"]
    assert (wolf, otter) == (6, 3)
    odds = duel_odds(wolf, otter)
    assert odds.challenger_wins == Fraction(5, 6)
    assert odds.given(defender_roll=6) == Fraction(1, 2)  # the wolf needs a 4, 5 or 6
    assert [k for k in range(1, 7) if odds.given(defender_roll=6, challenger_roll=k) == 1] == [4, 5, 6]
    assert odds.totals(3, 6) == (9, 9)
    assert odds.given(defender_roll=6, challenger_roll=3) == 0  # a tie: the defender wins
    row = odds.table("en").iloc[(3 - 1) * 6 + (6 - 1)]
    assert row.tolist() == [3, 6, 9, 9, tr("woodwalkers.odds.winner.tie", "en")]


# -- exact values -----------------------------------------------------------------------------------
def test_every_valid_duel_matches_brute_force():
    for duel in VALID:
        odds = odds_of(duel)
        wins, ties = brute(*duel)
        assert odds.challenger_wins == Fraction(wins, 36), duel
        assert odds.defender_wins == Fraction(36 - wins, 36), duel
        assert (odds.tie_count, odds.ties) == (ties, Fraction(ties, 36)), duel
        assert isinstance(odds.challenger_wins, Fraction) and isinstance(odds.defender_wins, Fraction)


def test_wounds_lower_the_value():
    wounded = duel_odds(6, 3, challenger_wounds=2, defender_wounds=1)
    assert wounded.effective == (4, 2)
    assert wounded.challenger_wins == duel_odds(4, 2).challenger_wins
    assert duel_odds(6, 3, challenger_wounds=1).challenger_wins < duel_odds(6, 3).challenger_wins
    assert duel_odds(6, 3, defender_wounds=1).challenger_wins > duel_odds(6, 3).challenger_wins
    assert duel_odds(2, 2, challenger_wounds=2).effective == (0, 2)  # a value of 0 is still allowed


def test_midnight_guess_shifts_one_point():
    day = duel_odds(4, 4)
    right, wrong = duel_odds(4, 4, guess="right"), duel_odds(4, 4, guess="wrong")
    assert (right.bonus, wrong.bonus, day.bonus) == ((0, 1), (1, 0), (0, 0))
    assert right.challenger_wins == duel_odds(4, 5).challenger_wins
    assert wrong.challenger_wins == duel_odds(5, 4).challenger_wins
    assert right.challenger_wins < day.challenger_wins < wrong.challenger_wins


def test_given_one_die():
    odds = duel_odds(3, 5, guess="wrong")
    for k in range(1, 7):
        c_total = 3 + 1 + k
        assert odds.given(challenger_roll=k) == Fraction(sum(c_total > 5 + d for d in range(1, 7)), 6)
    assert sum(odds.given(defender_roll=k) for k in range(1, 7)) / 6 == odds.challenger_wins
    assert odds.given() == odds.challenger_wins


# -- table, distribution, plot ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["de", "en"])
def test_table_has_36_rows_that_agree(lang):
    odds = duel_odds(5, 4, defender_wounds=1, guess="right")
    table = odds.table(lang)
    cols = [tr(f"woodwalkers.odds.col.{c}", lang) for c in ("challenger_die", "defender_die", "challenger_total", "defender_total", "winner")]
    assert list(table.columns) == cols and len(table) == 36
    assert set(zip(table[cols[0]], table[cols[1]])) == set(itertools.product(range(1, 7), repeat=2))
    winners = table[cols[4]]
    assert (winners == tr("woodwalkers.odds.winner.challenger", lang)).sum() == odds.challenger_wins * 36
    assert (winners == tr("woodwalkers.odds.winner.tie", lang)).sum() == odds.tie_count
    assert ((table[cols[2]] > table[cols[3]]) == (winners == tr("woodwalkers.odds.winner.challenger", lang))).all()


def test_table_headers_are_localized():
    odds = duel_odds(6, 3)
    assert list(odds.table("de").columns) != list(odds.table("en").columns)
    assert list(odds.distribution("de").columns) != list(odds.distribution("en").columns)


@pytest.mark.parametrize("duel", [(6, 3, 0, 0, None), (1, 6, 0, 0, "right"), (4, 4, 1, 2, "wrong"), (6, 1, 0, 1, None)])
def test_distribution_is_consistent(duel):
    odds = odds_of(duel)
    table = odds.distribution("en")
    total, beaten, chance, percent = table.columns
    assert table.index.tolist() == [1, 2, 3, 4, 5, 6]  # rows named by the die, as people count
    assert table.index.name == tr("woodwalkers.odds.col.challenger_die", "en")
    assert all(isinstance(p, Fraction) for p in table[chance])
    assert sum(table[chance]) / 6 == odds.challenger_wins
    assert [Fraction(b, 6) for b in table[beaten]] == table[chance].tolist()
    assert table[percent].tolist() == [format_percent(p, "en") for p in table[chance]]
    assert table[total].tolist() == [odds.totals(k, 1)[0] for k in range(1, 7)]


def test_percent_uses_the_language_decimal_separator():
    assert format_percent(Fraction(5, 6), "de") == "83,3 %"
    assert format_percent(Fraction(5, 6), "en") == "83.3%"
    assert format_percent(Fraction(1, 2), "en") == "50%"
    assert format_percent(Fraction(1, 36), "de") == "2,8 %"
    assert format_chance(Fraction(5, 6), "de") == "5/6 (83,3 %)"


def test_describe_in_both_languages():
    odds = duel_odds(6, 3)
    assert odds.describe("en") == "Of the 36 pairs the two dice can show, the challenger wins with 30: that is 83.3% of duels."
    assert "bei 30:" in odds.describe("de") and "83,3 %" in odds.describe("de")
    assert "bei einem:" in duel_odds(2, 6).describe("de")  # only a 6 against a 1
    assert duel_odds(6, 1, guess="wrong").challenger_wins == 1
    assert duel_odds(6, 1, guess="wrong").describe("en") == tr("woodwalkers.odds.describe.always", "en", percent="100%")
    assert duel_odds(1, 6, guess="right").describe("de") == tr("woodwalkers.odds.describe.never", "de", percent="0 %")
    previous = get_language()
    try:
        set_language("en")
        assert str(odds) == odds.describe("en") and "30:" in odds._repr_html_()
        set_language("de")
        assert str(odds) == odds.describe("de")
    finally:
        set_language(previous)


def test_repr_evaluates_back():
    for odds in (duel_odds(6, 3), duel_odds(4, 2, challenger_wounds=1, guess="right")):
        again = eval(repr(odds), {"duel_odds": duel_odds})
        assert again == odds and again.challenger_wins == odds.challenger_wins


@pytest.mark.parametrize("lang", ["de", "en"])
def test_plot_draws_36_cells(lang, tmp_path):
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    odds = duel_odds(6, 3)
    fig = odds.plot(lang)
    assert isinstance(fig, Figure)
    ax = fig.axes[0]
    cells = [p for p in ax.patches if isinstance(p, Rectangle)]
    assert len(cells) == 36
    wins = [p for p in cells if p.get_gid().startswith("challenger-")]
    assert len(wins) == odds.challenger_wins * 36
    letter = tr("woodwalkers.odds.letter.challenger", lang)
    assert sum(t.get_text() == letter for t in ax.texts) == len(wins)
    assert len({tuple(p.get_facecolor()) for p in wins}) == 1
    assert sum(bool(p.get_hatch()) for p in cells) == odds.tie_count
    assert odds.describe(lang) in ax.get_title()
    legend_texts = [t.get_text() for t in fig.legends[0].get_texts()]
    assert legend_texts[0] == tr("woodwalkers.odds.legend.challenger", lang, letter=letter)
    fig.savefig(tmp_path / "odds.png")
    assert (tmp_path / "odds.png").stat().st_size > 1000


def test_plot_into_a_given_axes():
    from matplotlib.figure import Figure

    fig = Figure()
    ax = fig.add_subplot()
    assert duel_odds(2, 5, guess="wrong").plot("en", ax=ax) is fig
    assert len(ax.patches) == 36


# -- invalid input ----------------------------------------------------------------------------------
BAD = [
    ({"challenger": 0}, "duel.total"),
    ({"challenger": 7}, "duel.total"),
    ({"challenger": "6"}, "duel.total"),
    ({"challenger": 6.0}, "duel.total"),
    ({"challenger": True}, "duel.total"),
    ({"defender": None}, "duel.total"),
    ({"defender": -3}, "duel.total"),
    ({"challenger_wounds": 3}, "duel.total"),
    ({"defender_wounds": -1}, "duel.total"),
    ({"defender_wounds": False}, "duel.total"),
    ({"guess": "maybe"}, "night.guess"),
    ({"guess": "Right"}, "night.guess"),
    ({"guess": True}, "night.guess"),
]


def test_wounds_may_push_a_value_below_zero_as_the_engine_does():
    # A squirrel (strength 1) with two wounds fights at 1 - 2 = -1; the die still adds 1..6.
    odds = duel_odds(1, 1, challenger_wounds=2)
    assert odds.effective == (-1, 1)
    wins = sum(-1 + c > 1 + d for c in range(1, 7) for d in range(1, 7))
    assert odds.challenger_wins == Fraction(wins, 36)


@pytest.mark.parametrize("kwargs, section", BAD)
def test_invalid_input_is_a_rule_violation(kwargs, section):
    args = {"challenger": 4, "defender": 4, **kwargs}
    with pytest.raises(RuleViolation) as info:
        duel_odds(args.pop("challenger"), args.pop("defender"), **args)
    error = info.value
    de, en = error.message("de"), error.message("en")
    assert de and en and de != en and "{" not in de + en
    assert error.text.key.startswith("woodwalkers.odds.error.")
    assert (error.rule.game_id, error.rule.section) == ("woodwalkers", section)
    assert error.rule.cite("de") != error.rule.cite("en")


def test_error_messages_name_the_allowed_values():
    with pytest.raises(RuleViolation) as info:
        duel_odds(9, 3)
    assert "9" in info.value.message("en") and "1" in info.value.message("en") and "6" in info.value.message("de")
    with pytest.raises(RuleViolation) as info:
        duel_odds(3, 3, guess="maybe")
    assert all(word in info.value.message(lang) for lang in ("de", "en") for word in ('"right"', '"wrong"', "None"))


@pytest.mark.parametrize("roll", [0, 7, "3", 2.5, True])
def test_given_rejects_impossible_dice(roll):
    with pytest.raises(RuleViolation):
        duel_odds(4, 4).given(defender_roll=roll)
    with pytest.raises(RuleViolation):
        duel_odds(4, 4).given(challenger_roll=roll)


def test_direct_construction_is_validated_too():
    assert DuelOdds(6, 3) == duel_odds(6, 3)
    with pytest.raises(RuleViolation):
        DuelOdds(6, 3, 0, 0, "sometimes")


# -- properties -------------------------------------------------------------------------------------
@given(duels())
def test_probabilities_add_up_to_one(duel):
    odds = odds_of(duel)
    assert odds.challenger_wins + odds.defender_wins == 1
    assert 0 <= odds.ties <= odds.defender_wins


@given(duels(), st.integers(1, 6))
def test_a_higher_challenger_value_never_hurts(duel, other):
    c, d, cw, dw, g = duel
    if other < cw:
        return
    low, high = sorted((c, other))
    assert odds_of((low, d, cw, dw, g)).challenger_wins <= odds_of((high, d, cw, dw, g)).challenger_wins


@given(duels())
def test_more_wounds_never_help(duel):
    c, d, cw, dw, g = duel
    if cw < min(2, c):
        assert odds_of((c, d, cw + 1, dw, g)).challenger_wins <= odds_of(duel).challenger_wins
    if dw < min(2, d):
        assert odds_of((c, d, cw, dw + 1, g)).challenger_wins >= odds_of(duel).challenger_wins


# -- catalogs and imports ---------------------------------------------------------------------------
def test_catalogs_have_the_same_keys_and_placeholders():
    de = {e.key: e for e in textcheck.file_entries(LOCALE / "odds.de.ftl", "de")}
    en = {e.key: e for e in textcheck.file_entries(LOCALE / "odds.en.ftl", "en")}
    assert de.keys() == en.keys()
    assert all(key.startswith("woodwalkers.odds.") for key in de)
    assert all(set(de[key].variables) == set(en[key].variables) for key in de)


def test_pandas_and_matplotlib_load_lazily():
    code = "import sys, boardtutor.games.woodwalkers.odds; print('pandas' in sys.modules, 'matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["False", "False"]
