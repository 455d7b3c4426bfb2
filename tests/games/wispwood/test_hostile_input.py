"""Issue #22, part 3: whatever a learner (or a program, or a browser) hands to Wispwood's public
functions, the answer is a result or a RuleViolation in German and English words – never a Python
exception with a traceback.

Hypothesis feeds hostile values (None, 1.0, NaN, bytes, huge and odd strings – "take ²", full-width
digits, control characters –, nested lists and dicts, objects) to the scoring calculator
(``score_forest`` and the ``ScoringCalculator`` widget, also through the intents the browser writes),
the move notation, ``apply``, ``action_text``, ``move_reason``, a new game's options, the set-up of a
walkthrough position and the board's clicks. The generic cross-game test lives in ``tests/``; this one
knows Wispwood's own entry points.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import boardtutor
from boardtutor import RuleViolation
from boardtutor.core import Action
from boardtutor.games.wispwood import GOALS
from boardtutor.games.wispwood.calculator import ScoringCalculator
from boardtutor.games.wispwood.forest import parse_forest
from boardtutor.games.wispwood.rules import WispwoodAction
from boardtutor.games.wispwood.scoring import check_forest, check_goals, check_round, score_forest
from boardtutor.games.wispwood.ui import WispwoodUI

GAME = boardtutor.load("wispwood")
SETTINGS = settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=[HealthCheck.too_slow])

ODD_TEXT = [
    "take ²", "take ٣", "take １", "tree f５", "take 3\x00", "take\t3\n", "shape l4\u200b", "‮take 3", "place d4 d4",
    "take -1", "take 03", "take 999999999999999999999", "wisp e4 e5", "tree k12", "firefly ³", "pond ABCD",
    "done done", "", " ", "\n", "T" * 5000, "C" + "T" * 200_000, "OTX\nCVT", "c\u0301", "Ⅷ", "ghostcat 9",
    "goal pumpkin_sudoku", "catmove", "P H V O T C .", "None", "{}", "[]", "%s%s%n", "{ $n }", "<script>",
]
SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-(10**30), 10**30), st.floats(allow_nan=True, allow_infinity=True),
    st.just(1.0), st.just(2.5), st.binary(max_size=20), st.text(max_size=40), st.sampled_from(ODD_TEXT),
    st.builds(object), st.just(math.pi), st.complex_numbers(max_magnitude=10),
)
HOSTILE = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner), st.dictionaries(st.one_of(st.text(max_size=8), st.integers()), inner, max_size=3),
                            st.frozensets(st.integers(), max_size=3)),
    max_leaves=8,
)
FOREST_TEXT = st.one_of(
    st.text(alphabet="PHVOTC.phvotc xX²\n\t", max_size=60),
    st.lists(st.text(alphabet="PHVOTC.x ", max_size=8), max_size=8),
    st.dictionaries(st.tuples(st.integers(-2, 12), st.integers(-2, 12)), st.sampled_from(["P", "T", "C", "c", "X", "", "TT"]), max_size=6),
    st.dictionaries(st.one_of(st.text(max_size=3), st.tuples(st.booleans(), st.booleans())), st.one_of(st.none(), st.text(max_size=2)), max_size=3),
)
NOTATION = st.one_of(
    st.builds(lambda kind, arg: f"{kind} {arg}",
              st.sampled_from(["take", "ghostcat", "firefly", "shape", "catshape", "place", "wisp", "tree", "catmove", "pond", "goal", "rank", "draw", "done", "refresh"]),
              st.one_of(st.text(max_size=12), st.sampled_from(["²", "٣", "１", "3", "e4", "E4 e5", "L4", "k11", "a0", "z9", "12", "0", "-0"]))),
    st.text(max_size=30),
    st.sampled_from(ODD_TEXT),
)


def refused_in_words(error: RuleViolation) -> None:
    """A refusal a learner can read: German and English, different, short, no Python in it."""
    de, en = error.message("de"), error.message("en")
    assert de.strip() and en.strip() and de != en, (de, en)
    for text in (de, en):
        assert len(text) < 700, text[:100]
        assert "Traceback" not in text and "object at 0x" not in text, text
        assert all(ch.isprintable() or ch == "\n" for ch in text), repr(text)


def answers(call, *args, **kwargs):
    """``call``'s result, or None after checking that it refused with words."""
    try:
        return call(*args, **kwargs)
    except RuleViolation as error:
        refused_in_words(error)
        return None


def _position(phase: str, players: int = 2):
    state = GAME.new_initial_state(players, seed=7)
    steps = 0
    while (state.is_chance_node() or state.phase != phase) and steps < 400:
        state = state.apply(state.sample_chance() if state.is_chance_node() else state.legal_actions()[steps % len(state.legal_actions())])
        steps += 1
    assert state.phase == phase
    return state


POSITIONS = [_position("choose"), _position("place"), _position("trees"), _position("ghost_cat", players=1), _position("cat_move", players=3)]


# -- the scoring calculator ----------------------------------------------------------------------------------
@pytest.mark.parametrize("forest,goals,round", [
    ("OTX\nCVT", ["biggest_forest"], 1),  # an unknown tile letter
    ("CT", ["biggest_forest"], 1.0),  # a round of 1.0
    ("CT", ["biggest_forest"], "1"),
    ("OTT\nVTT", ["biggest_forest"], 1),  # a forest without a cat
    ("", ["biggest_forest"], 1),
    (None, ["biggest_forest"], 1),
    ("T" * 10**6, ["biggest_forest"], 1),
    ([["C", "T"]], ["biggest_forest"], 1),
    ({"a1": "C"}, ["biggest_forest"], 1),
    ({(0, 0): "C", (1, 0): "Z"}, ["biggest_forest"], 1),
    ({(0, 0): "C", (99, "x"): "T"}, ["biggest_forest"], 1),
    ({(0, 0): "C", (1, 0): "C"}, ["biggest_forest"], 1),
    ("CT", [["biggest_forest"]], 1),
    ("CT", {"biggest_forest": 1, 2: 3}, 1),
    ("CT", None, float("nan")),
])
def test_the_cases_the_issue_names_are_refused_in_words(forest, goals, round):
    with pytest.raises(RuleViolation) as info:
        score_forest(forest, goals, round)
    refused_in_words(info.value)


def test_the_words_say_what_is_wrong():
    messages = {}
    for name, args in {"letter": ("OTX\nCVT", ["biggest_forest"], 1), "round": ("CT", ["biggest_forest"], 1.0),
                       "cat": ("OTT\nVTT", ["biggest_forest"], 1)}.items():
        with pytest.raises(RuleViolation) as info:
            score_forest(*args)
        messages[name] = info.value.message("en")
    assert "“X”" in messages["letter"] and "1.0" in messages["round"] and "no cat" in messages["cat"]
    assert score_forest({(0, 0): "C", (1, 0): "T"}, ["biggest_forest"]).total == score_forest("CT", ["biggest_forest"]).total  # a mapping is fine


@settings(SETTINGS)
@given(forest=st.one_of(HOSTILE, FOREST_TEXT), goals=st.one_of(HOSTILE, st.just(["biggest_forest"]), st.lists(st.sampled_from([*GOALS, "chess"]), max_size=3)),
       round=st.one_of(HOSTILE, st.sampled_from([1, 2, 3])))
def test_score_forest_answers_anything_with_points_or_words(forest, goals, round):
    result = answers(score_forest, forest, goals, round)
    if result is not None:
        assert result.total == sum(result.by_goal.values()) + result.full_grid_bonus
        assert list(result.forest.values()).count("C") == 1
    for check, value in ((check_forest, forest), (check_goals, goals), (check_round, round), (parse_forest, forest)):
        answers(check, value)


@settings(SETTINGS)
@given(value=st.one_of(HOSTILE, FOREST_TEXT), other=st.one_of(HOSTILE, st.sampled_from(["a1", "d4", "cell:b2", "T", "C", ".", "brush:O", "round:²", "focus:biggest_forest:²", "goal:chess"])))
def test_the_calculator_widget_answers_every_input_and_keeps_working(value, other):
    calc = ScoringCalculator()
    for call, args in ((calc.set_text, (value,)), (calc.paint, (other, value)), (calc.paint, (other,)), (calc.choose_brush, (value,)),
                       (calc.toggle_goal, (value,)), (calc.set_round, (value,)), (calc.focus_on, (value,)), (calc.click_field, (other,)),
                       (calc.press, (other,)), (calc.press, (value,))):
        answers(call, *args)
        assert calc.view["total"] and calc.view["svg"].startswith("<svg")  # still drawn
    answers(ScoringCalculator, value, other if isinstance(other, (list, tuple)) else ["biggest_forest"], other)


@settings(SETTINGS)
@given(intent=st.one_of(
    HOSTILE,
    st.fixed_dictionaries({"type": st.sampled_from(["text", "button", "field", "lang"]), "version": st.just(0)},
                          optional={"text": st.one_of(HOSTILE, FOREST_TEXT), "id": st.one_of(HOSTILE, st.sampled_from(["round:²", "round:3", "focus:x:1", "brush:²", "goal:" + "x" * 60])),
                                    "field": st.one_of(HOSTILE, st.sampled_from(["cell:a1", "cell:²1", "cell:k11", "a1"])), "lang": HOSTILE}),
))
def test_whatever_the_browser_writes_to_the_calculator_ends_in_a_message_not_a_crash(intent):
    calc = ScoringCalculator()
    version = calc.version
    if isinstance(intent, dict) and intent.get("version") == 0:
        intent = {**intent, "version": version}
    try:
        calc.intent = intent
    except Exception as error:  # the trait itself refused it (e.g. not JSON-like): fine, nothing changed
        assert not isinstance(error, (AttributeError, IndexError, KeyError, ZeroDivisionError)), error
    message = calc._message
    if message is not None:
        assert message["text"].key != "widgets.error.internal", (intent, message["text"].params)
    assert calc.view["total"]


# -- moves ---------------------------------------------------------------------------------------------------
def test_the_moves_the_issue_names_are_refused_in_words():
    state = POSITIONS[0]
    for call in (state.apply, state.action_text, state.move_reason, GAME.parse_action):
        for move in ("take ²", "take ٣", "firefly ³", None, 5, 1.0, ["take", 3], {"take": 3}, b"take 3", Action("take", ("99",)), Action("nonsense")):
            with pytest.raises(RuleViolation) as info:
                call(move)
            refused_in_words(info.value)
    with pytest.raises(RuleViolation):
        state.action_text(None)


@settings(SETTINGS)
@given(move=st.one_of(HOSTILE, NOTATION, st.builds(Action, st.text(max_size=8), st.tuples(st.one_of(st.integers(), st.text(max_size=4), st.none())))))
def test_every_move_function_answers_any_input_with_a_result_or_words(move):
    answers(GAME.parse_action, move)
    answers(WispwoodAction.parse, move)
    for state in POSITIONS:
        after = answers(state.apply, move)
        if after is not None:
            assert str(move).split()[0].lower() in {a.kind for a in state.legal_actions()}
        text = answers(state.action_text, move, "en")
        assert text is None or (isinstance(text, str) and text)
        reason = answers(state.move_reason, move, "de")
        assert reason is None or isinstance(reason, str)


@settings(SETTINGS)
@given(options=st.fixed_dictionaries({}, optional={
    "players": st.one_of(HOSTILE, st.integers(0, 6), st.lists(st.text(max_size=12), max_size=6)),
    "seed": HOSTILE, "goals": st.one_of(HOSTILE, st.lists(st.sampled_from(list(GOALS)), max_size=6)),
    "rounds": HOSTILE, "tree_goal": HOSTILE, "ghost": HOSTILE, "start_player": HOSTILE, "pond": st.one_of(HOSTILE, st.sampled_from(["abcd", "ACBD", "AAAA", "²"]))}))
def test_a_new_game_answers_any_options(options):
    state = answers(GAME.new_initial_state, **options)
    if state is not None:
        assert state.describe("en")


@settings(SETTINGS)
@given(spec=st.one_of(HOSTILE, st.dictionaries(st.sampled_from(["forests", "pond", "cats", "round_points", "full_grids", "round", "start", "turn", "discard", "ghost", "phase", "colour"]),
                                               st.one_of(HOSTILE, st.fixed_dictionaries({"0": st.fixed_dictionaries({"at": st.one_of(HOSTILE, st.just("c3")), "rows": st.one_of(HOSTILE, st.lists(st.text("PHVOTC.x²", max_size=5), max_size=4))})})),
                                               max_size=3)))
def test_the_set_up_of_a_walkthrough_position_answers_anything(spec):
    state = answers(POSITIONS[0].with_setup, spec)
    if state is not None:
        assert state.describe("de")


@settings(SETTINGS)
@given(selected=st.one_of(st.none(), st.text(max_size=20), st.sampled_from(["place:²:0:e4", "place:1:1:²4", "place:9:0:-", "place:::", "place:1:0:e4"])),
       field=st.one_of(st.text(max_size=20), st.sampled_from(["spot²", "spot9", "spot0", "shape:X9", "cell:e٣", "cell:", "ctl:rotate", "ctl:place", "cell:k11", "spot1"])))
def test_clicks_on_the_board_answer_with_a_move_a_selection_or_words(selected, field):
    ui = WispwoodUI()
    for state in POSITIONS:
        click = answers(ui.click, state, selected, field)
        if click is not None and click.action is not None:  # the view plays it: the rules take it or refuse it in words
            answers(state.apply, click.action)
