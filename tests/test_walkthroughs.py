"""What every game's walkthroughs (``walkthroughs.json``) must do: replay through the engine with the
facts they expect, tell each step in German and English, cite a section of the game's rulebook,
play only legal actions, and ask predict-first questions that have a right answer.

What a walkthrough teaches about its own game is tested in ``tests/games/<id>/``.
"""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.i18n import has_key
from boardtutor.rulebook import has_rulebook, rulebook

GAMES = boardtutor.games()
WALKTHROUGHS = [walkthrough for game_id in GAMES for walkthrough in boardtutor.walkthroughs(game_id)]


def _id(walkthrough) -> str:
    return f"{walkthrough.game.id}/{walkthrough.id}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_walkthroughs(game_id):
    assert boardtutor.walkthroughs(game_id)


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_walkthrough_replays_with_its_facts(walkthrough):
    replayed = walkthrough.replay()  # raises WalkthroughError if an action is illegal or a fact differs
    assert len(replayed) == len(walkthrough.steps) + 1
    assert walkthrough.title("de") and walkthrough.title("en") and walkthrough.title("de") != walkthrough.title("en")


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_every_step_is_narrated_in_both_languages_cites_a_rule_and_checks_facts(walkthrough):
    game_id = walkthrough.game.id
    assert walkthrough.steps
    for number, step in enumerate(walkthrough.steps, start=1):
        de, en = step.narration.render("de"), step.narration.render("en")
        assert de.strip() and en.strip() and de != en, (walkthrough.id, number)
        if has_rulebook(game_id):  # a step teaches paragraphs of the rule map (rulebook.json)
            unknown = [r for r in step.rules if r not in rulebook(game_id)]
            assert step.rules and not unknown, (walkthrough.id, number, step.rules)
        else:
            assert step.rule is not None, (walkthrough.id, number)
            assert step.rule.game_id == game_id and has_key(f"{game_id}.section.{step.rule.section}"), (walkthrough.id, number)
        assert step.cite("de") != step.cite("en")
        assert step.expect, f"{walkthrough.id} step {number} checks no facts"


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_predict_questions_have_a_valid_answer(walkthrough):
    for number, step in enumerate(walkthrough.steps, start=1):
        if step.predict:
            choices = step.predict["choices"]
            assert step.predict["question"]["de"] and step.predict["question"]["en"], (walkthrough.id, number)
            assert 0 <= step.predict["answer"] < len(choices) and all(c["de"] and c["en"] for c in choices), (walkthrough.id, number)
            also = step.predict.get("also_right", [])  # other choices that are right as well
            assert all(0 <= i < len(choices) and i != step.predict["answer"] for i in also), (walkthrough.id, number)
            for lang in ("de", "en"):  # no two choices read the same
                assert len({c[lang] for c in choices}) == len(choices), (walkthrough.id, number, lang)


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_every_step_action_is_legal_where_it_is_played(walkthrough):
    """Independently of ``replay``: each action is among the legal actions (or chance outcomes with a
    positive probability) of the state it is applied to."""
    replayed = walkthrough.replay()
    for number, step in enumerate(walkthrough.steps, start=1):
        state = replayed[number - 1] if step.branch_from is None else replayed[step.branch_from]
        for action in step.actions:
            options = {str(a) for a in state.legal_actions()}
            assert action in options, f"{walkthrough.id} step {number}: {action!r} not in {sorted(options)}"
            if state.is_chance_node():
                assert dict((str(a), p) for a, p in state.chance_outcomes())[action] > 0
            state = state.apply(action)
        assert state == replayed[number]


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_every_walkthrough_state_draws_as_well_formed_svg(walkthrough, drawn_fields):
    """In both languages; each clickable field (``<g data-field>``) is drawn once."""
    ui = walkthrough.game.ui()
    for state in walkthrough.replay():
        for lang in ("de", "en"):
            fields = drawn_fields(ui.svg(state, lang=lang))
            assert fields and len(fields) == len(set(fields)), "a field id appears twice"


def _flat(value, out: set[str]) -> set[str]:
    if isinstance(value, dict):
        for key, item in value.items():
            _flat(key, out)
            _flat(item, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            _flat(item, out)
    else:
        out.add(str(value))
    return out


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_every_number_a_narration_names_is_a_fact_of_the_engine(walkthrough):
    """A narration states only what the engine confirms: each number in it (in either language) is a
    value of ``state.facts()`` before or after the step, or of the facts the step expects."""
    import re

    replayed = walkthrough.replay()
    for number, step in enumerate(walkthrough.steps, start=1):
        before = replayed[number - 1] if step.branch_from is None else replayed[step.branch_from]
        values = _flat(replayed[number].facts(), set()) | _flat(before.facts(), set()) | _flat(step.expect, set())
        known = {n for value in values for n in re.findall(r"\d+", value)}
        for lang in ("de", "en"):
            for found in re.findall(r"\d+", step.narration.render(lang)):
                assert found in known, f"{walkthrough.id} step {number} ({lang}) names {found}, which no fact confirms"


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_every_walkthrough_says_where_it_comes_from(walkthrough):
    """Rulebook examples name the box they come from; our own examples say so."""
    assert walkthrough.source in ("rulebook", "own"), walkthrough.id
    for lang in ("de", "en"):
        assert walkthrough.source_note(lang)
    if walkthrough.source == "rulebook":
        assert walkthrough.source_ref, f"{walkthrough.id}: which example box of the rulebook?"


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=_id)
def test_every_walkthrough_position_passes_the_save_gate(walkthrough):
    """No impossible board: each position a walkthrough shows is one the gate for saved games accepts."""
    import json

    for state in walkthrough.replay():
        assert walkthrough.game.state_from_dict(json.loads(json.dumps(state.to_dict()))) == state
