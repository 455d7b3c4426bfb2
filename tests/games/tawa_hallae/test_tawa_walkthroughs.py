"""The rulebook's examples (``walkthroughs.json``) replay through the engine, and what the rulebook
says about them comes out of it (rulebook: ``shared/rulebooks/tawa-hallae_it.txt``)."""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.games.tawa_hallae.rules import FIELDS, WATER

WALKTHROUGHS = boardtutor.walkthroughs("tawa_hallae")
BY_ID = {w.id: w for w in WALKTHROUGHS}


def test_the_examples_of_the_issue_are_all_there():
    assert {"land_and_water", "crocodile_and_cheetah", "lion_l_move", "destroyers", "runners", "spring_attack",
            "hunt", "freeing", "spider_web", "turtle", "end_of_game"} <= set(BY_ID)
    assert sum(1 for w in WALKTHROUGHS for s in w.steps if s.predict) >= 8


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=lambda w: w.id)
def test_every_step_highlights_fields_of_the_arena(walkthrough):
    for number, step in enumerate(walkthrough.steps, start=1):
        assert step.highlight and set(step.highlight) <= set(FIELDS), (walkthrough.id, number)


def test_land_animal_stops_at_water_and_then_moves_with_its_water_range():
    start, looked, stopped, turned, ashore = BY_ID["land_and_water"].replay()
    assert "d8" in WATER and "d9" in stopped.destinations("d8")
    assert len(stopped.destinations("d8")) < len(start.destinations("d5"))
    assert ashore.facts()["where.red.cheetah"] == "d9"


def test_spring_attack_returns_to_the_start_field_in_both_cases():
    start, case1, case2 = BY_ID["spring_attack"].replay()
    assert start.facts()["where.red.wolf"] == case1.facts()["where.red.wolf"] == "d3"
    assert start.facts()["where.red.gorilla"] == case2.facts()["where.red.gorilla"] == "f8"
    assert start.facts()["armour.blue"] and not case2.facts()["armour.blue"]
    assert case2.facts()["where.blue.tiger"] == "e9"


def test_hunt_scores_once_and_the_restarted_lion_may_not_move_again():
    *_, restarted = BY_ID["hunt"].replay()
    assert restarted.scores() == [1, 0]
    assert not any(a.args and a.args[0] == "e4" for a in restarted.legal_actions())


def test_freeing_gives_the_enemy_three_moves_with_three_animals():
    states = BY_ID["freeing"].replay()
    before, after = states[3], states[4]
    assert before.facts()["moves_left"] == 3
    moved = {before.facts()[f"at.{f}"] for f in ("e10", "a10", "i11")}
    assert moved == {"blue/tiger", "blue/wolf", "blue/rhino"} and after.facts()["current"] == "red"


def test_both_endings_name_the_winner_in_both_languages():
    start, points, captured = BY_ID["end_of_game"].replay()
    for state in (points, captured):
        assert state.outcome().winners == (0,)
        assert state.outcome().message("de") != state.outcome().message("en")
