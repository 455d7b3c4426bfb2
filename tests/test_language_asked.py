"""A text is rendered in the language it is asked for, all of it, whatever the global language is.

Every game is played to its end (random moves, fixed seeds) with the global language set to the *other*
language; every description, move text, move reason, violation and outcome asked for in one language
must not contain words that only the other language's catalogs use for players and turns.
"""

from __future__ import annotations

import random

import pytest

import boardtutor
from boardtutor.core import RuleViolation
from boardtutor.i18n import set_language

# words the catalogs use for players and turns, which only one language has
FOREIGN = {"en": ("Spieler", " ist am Zug", "gewinnt", "Runde "), "de": ("Player", " wins", "'s turn", "Round ")}


def _texts(state, lang):
    yield state.describe(lang)
    actions = state.legal_actions() if not state.is_terminal() and not state.is_chance_node() else []
    for action in actions[:6]:
        yield state.action_text(action, lang)
        reason = state.move_reason(action, lang)
        if reason:
            yield reason
    if state.is_terminal():
        outcome = state.outcome()
        if outcome is not None:
            yield outcome.message(lang)


@pytest.mark.parametrize("game_id", boardtutor.games())
@pytest.mark.parametrize("lang", ["de", "en"])
def test_texts_come_in_the_language_asked_for(game_id, lang):
    other = "en" if lang == "de" else "de"
    game = boardtutor.load(game_id)
    set_language(other)
    try:
        for seed in range(2):
            rng = random.Random(seed)
            state = game.new_initial_state(seed=seed)
            for _ in range(400):
                for text in _texts(state, lang):
                    assert not any(word in text for word in FOREIGN[lang]), (game_id, lang, text)
                if state.is_terminal():
                    break
                if state.is_chance_node():
                    state = state.apply(state.sample_chance(rng))
                else:
                    state = state.apply(rng.choice(state.legal_actions()))
            with pytest.raises(RuleViolation) as info:
                state.apply("this is no move")
            message = info.value.message(lang)
            assert not any(word in message for word in FOREIGN[lang]), message
    finally:
        set_language("de")
