"""The forms in the lessons (boardtutor.widgets.forms): what a lesson once asked the learner to change in
code, as inputs and a button that work in JupyterLab and in the app (Voilà). The answer is the library's
(checked here against the rules computed in the test), refused input shows the library's words in the
learner's language, never a traceback, and the labels come from the catalogs."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

import boardtutor
from boardtutor.i18n import tr
from boardtutor.widgets.forms import class_progress_form, exercise_form, lab_form, move_form, odds_form

pytestmark = pytest.mark.usefixtures("recording_comm")


def _shown_text(form) -> str:
    return "".join(o.get("text", "") for o in form.output.outputs if o["output_type"] == "stream")


def _press(form, **values) -> None:
    for name, value in values.items():
        form.inputs[name].value = value
    form.button.click()  # the same path as a click in the browser


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_labels_come_from_the_catalogs(lang):
    boardtutor.set_language(lang)
    form = odds_form()
    assert form.button.description == tr("widgets.form.show", lang)
    assert form.inputs["defender_wounds"].description == tr("woodwalkers.odds.form.defender_wounds", lang)
    assert move_form(boardtutor.load("woodwalkers").new_initial_state(players=2, seed=1)).button.description == tr("widgets.form.try", lang)


@pytest.mark.parametrize("values", [(6, 3, 1, 0), (2, 5, 0, 2), (4, 4, 0, 0), (1, 6, 2, 0)])
def test_the_odds_form_shows_the_exact_chance(values):
    challenger, defender, challenger_wounds, defender_wounds = values
    form = odds_form()
    _press(form, challenger=challenger, defender=defender, challenger_wounds=challenger_wounds, defender_wounds=defender_wounds)
    assert form.refusal is None and len(form.answer) == 1
    # by hand: each wound takes one off, the higher total wins, a tie goes to the defender
    mine, theirs = challenger - challenger_wounds, defender - defender_wounds
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if mine + a > theirs + b)
    assert form.answer[0].challenger_wins == Fraction(wins, 36)
    assert [o["output_type"] for o in form.output.outputs] == ["display_data"]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_odds_form_refuses_a_value_in_words(lang):
    boardtutor.set_language(lang)
    form = odds_form()
    _press(form, defender=9)
    assert form.refusal is not None and form.answer == ()
    assert _shown_text(form) == form.refusal.explain(lang) + "\n"
    assert "9" in _shown_text(form) and "Traceback" not in _shown_text(form)
    _press(form, defender=3)  # and it recovers
    assert form.refusal is None and _shown_text(form) == ""


def test_the_move_form_takes_exactly_the_legal_moves_and_leaves_the_state_alone():
    state = boardtutor.walkthroughs("woodwalkers")[1].replay()[1]
    from boardtutor.views import show_state

    before = state.to_json()
    legal = {str(action) for action in state.legal_actions()}
    tried = ["a2-c2", "a2-f2", "a3-a2", "a2-b1", "b1-b4", "z9-a1", "a2-c2 x", "", "roll"] + sorted(legal)[:6]
    form = move_form(state, "a2-c2", highlight=True)
    for move in tried:
        _press(form, move=move)
        assert (form.refusal is None) == (move in legal), move
        if form.refusal is None:
            assert form.output.outputs[0]["output_type"] == "display_data"
            drawn = show_state(state.apply(move), highlight=list(state.game.parse_action(move).args))
            assert form.output.outputs[0]["data"]["text/html"] == drawn.data  # the board the library draws
        else:
            assert _shown_text(form) == form.refusal.explain() + "\n"
    assert state.to_json() == before


def test_the_move_form_says_why_too_far_in_german():
    state = boardtutor.walkthroughs("woodwalkers")[1].replay()[1]
    form = move_form(state, "a2-f2")
    assert "Zu weit" in _shown_text(form)


def test_the_wispwood_move_form_places_a_shape_or_says_why_not():
    state = boardtutor.walkthroughs("wispwood")[0].replay()[3]
    legal = {str(action) for action in state.legal_actions()}
    form = move_form(state, "place g7 g8 g9 h9", highlight=True)
    assert form.refusal is not None and "place g7 g8 g9 h9" not in legal
    _press(form, move="place g5 g6 h6 i6")
    assert ("place g5 g6 h6 i6" in legal) == (form.refusal is None)


def test_the_lab_form_plays_the_chosen_strategies():
    form = lab_form(["place_all"], games=20, seed=3)
    table = form.answer[0].data  # show_table gives a Styler over the lab's table
    assert list(table.index) == [tr("magische_tiere.strategy.place_all")]
    assert table[tr("magische_tiere.lab.games")].tolist() == [20]
    _press(form, names=("children_first", "light_first"), games=5)
    assert form.answer[0].data[tr("magische_tiere.lab.games")].tolist() == [5, 5]


@pytest.mark.parametrize("change, key", [({"games": 0}, "lab_games"), ({"games": 10**9}, "lab_games"),
                                         ({"names": ()}, "lab_no_strategy")])
def test_the_lab_form_refuses_in_words(change, key):
    form = lab_form(["place_all"], games=3)
    _press(form, **change)
    assert form.refusal is not None and form.refusal.text.key == f"magische_tiere.error.{key}"
    assert _shown_text(form) == form.refusal.explain() + "\n"


def test_the_exercise_form_counts_the_exercise():
    from boardtutor.games.animal_cards.rules import damage_of, exercise_for, max_health

    form = exercise_form("starfish1", "elephant3")
    # by hand: hits = health ÷ damage, rounded up; every hit is one round of the attacker's exercise
    hits = math.ceil(max_health("elephant3") / damage_of("starfish1"))
    count = exercise_for("starfish1").count * hits
    assert form.answer == (f"{count} Hampelmänner",)
    _press(form, attacker="frog1", target="elephant1")
    assert form.answer[0].startswith(str(exercise_for("frog1").count * math.ceil(max_health("elephant1") / damage_of("frog1"))))


def test_the_class_progress_form_reads_pasted_codes_and_names_the_bad_ones():
    from boardtutor.progress import Progress

    codes = "not a code\n" + Progress(name="Mia").code()
    form = class_progress_form("woodwalkers", codes)
    assert form.refusal is None
    assert form.answer[0] == tr("progress.class.refused", number=1,
                                reason=_refusal_of("not a code"))
    kinds = [o["output_type"] for o in form.output.outputs]
    assert kinds[0] == "stream" and kinds.count("display_data") == 2


def _refusal_of(code: str) -> str:
    from boardtutor.core import RuleViolation
    from boardtutor.progress import Progress

    with pytest.raises(RuleViolation) as refused:
        Progress.from_code(code)
    return refused.value.message()


def test_without_a_kernel_a_form_shows_its_inputs_and_answer_not_python():
    """GitHub, nbviewer and a notebook not yet run show the saved text/html and text/plain."""
    boardtutor.set_language("en")
    form = exercise_form("frog1", "elephant1")
    data, _ = form._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/plain"] == f"Attacking animal: Frog 1 · Target: Elephant 1 · strong and weak (±1): – → {form.answer[0]}"
    assert form.answer[0] in data["text/html"] and "Form(" not in data["text/html"] + data["text/plain"]
    odds = odds_form()
    _press(odds, defender=9)
    assert odds.refusal.explain() in odds._repr_mimebundle_()[0]["text/plain"]
