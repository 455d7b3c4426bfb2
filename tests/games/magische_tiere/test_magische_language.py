"""Every text of the game comes in the language asked for, all of it, whatever the global language is:
the same text whether the global language is German or English."""

from __future__ import annotations

import json
import random

import pytest

import boardtutor
from boardtutor.core import RuleViolation
from boardtutor.games.magische_tiere.lab import cap_odds, simulate
from boardtutor.games.magische_tiere.render import render_svg
from boardtutor.games.magische_tiere.strategies import Advisor
from boardtutor.i18n import set_language

GAME = boardtutor.load("magische_tiere")
WRONG = ["place cap", "place card card card card", "step jo", "use light_one", "turn shoe>ida", "go", "place white:light"]


def _texts(state, advisor, lang):
    """Everything a learner reads about ``state`` in ``lang``: prompt, picture, moves, reasons, hint,
    answers to wrong moves, the ending."""
    yield state.describe(lang)
    yield render_svg(state, lang=lang)
    if state.is_terminal():
        yield state.outcome().message(lang)
        return
    if state.is_chance_node():
        return
    for action in state.legal_actions()[:8]:
        yield state.action_text(action, lang)
        yield state.move_reason(action, lang)
    advisor.choose(state)
    yield advisor.explain(lang)
    for wrong in WRONG:
        try:
            state.apply(wrong)
        except RuleViolation as error:
            yield error.message(lang)


def _play(seed):
    rng, advisor = random.Random(seed), Advisor()
    state = GAME.new_initial_state(players=2, seed=seed)
    for _ in range(300):
        yield state, advisor
        if state.is_terminal():
            return
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else advisor.choose(state))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_text_is_the_same_whatever_the_global_language(lang):
    other = "en" if lang == "de" else "de"
    try:
        for seed in (1,):
            for state, advisor in _play(seed):
                set_language(lang)
                wanted = list(_texts(state, advisor, lang))
                set_language(other)
                assert list(_texts(state, advisor, lang)) == wanted, (seed, state.history[-3:])
        set_language(other)
        assert cap_odds(6, lang=lang).to_dict() == (set_language(lang), cap_odds(6, lang=lang))[1].to_dict()
        set_language(other)
        table = simulate(["place_all"], games=3, seed=1, progress=False).table(lang)
        set_language(lang)
        assert table.equals(simulate(["place_all"], games=3, seed=1, progress=False).table(lang))
    finally:
        set_language("de")


def test_play_view_in_english_while_the_global_language_is_german(recording_comm):
    from boardtutor.widgets import PlayView

    def seen(global_lang):
        set_language(global_lang)
        view = PlayView("magische_tiere", players=2, seed=4)
        view.switch_language("en")
        view.press("ctl:hint")
        return json.dumps(view.view, sort_keys=True)

    try:
        english = seen("en")
        assert seen("de") == english
        assert "Suggestion" in english and "Vorschlag" not in english and "Würfel" not in english
    finally:
        set_language("de")
