"""Damage maths (checked against the engine) and the exercise coach for the projector."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest

import boardtutor
from boardtutor.games.animal_cards.coach import ExerciseCoach
from boardtutor.games.animal_cards.maths import (
    damage_per_hit, exercise_to_defeat, game_lengths, hits_table, hits_to_defeat, level_summary, plot_hits,
)
from boardtutor.games.animal_cards.rules import ANIMAL_CARDS, TURN_LIMIT, exercise_for, level_of, max_health
from boardtutor.widgets import PlayView, StepThrough
from . import reachable

GAME = boardtutor.load("animal_cards")
LEVEL_ONE = [card for card in ANIMAL_CARDS if level_of(card) == 1]


def _engine_hits(attacker, target, fmt):
    """Attack again and again through the engine (a fresh position each time, with the health left)."""
    health, hits = max_health(target), 0
    while health > 0:
        spec = {"turn": 1, "1": {"grid": {"a1": attacker}, "hand": ["dojo"] * 3 + ["honey", "picnic"]},
                "2": {"grid": {"a1": target}, "health": {"a1": health}, "hand": ["dojo"] * 3 + ["honey", "picnic"]}}
        state = GAME.new_initial_state(2, seed=1, format=fmt).with_setup(reachable(spec)).apply("pass").apply("attack a1 a1")
        health = state.last["health"]
        hits += 1
        if hits > 20:
            return None
    return hits


@pytest.mark.parametrize("fmt", ["basic", "strong_weak"])
def test_hits_to_defeat_agrees_with_the_engine(fmt):
    strong_weak = fmt == "strong_weak"
    for attacker in LEVEL_ONE:
        for target in LEVEL_ONE[::2] + ["elephant3", "cheetah2"]:
            assert hits_to_defeat(attacker, target, strong_weak=strong_weak) == _engine_hits(attacker, target, fmt), (attacker, target)


def test_damage_per_hit_in_both_formats_and_the_exercise_it_takes():
    assert damage_per_hit("bear1", "cheetah1", strong_weak=True) == damage_per_hit("bear1", "cheetah1") + 1
    assert damage_per_hit("bear1", "elephant1", strong_weak=True) == damage_per_hit("bear1", "elephant1") - 1
    total = exercise_to_defeat("monkey1", "elephant3")
    assert total.count == exercise_for("monkey1").count * hits_to_defeat("monkey1", "elephant3")
    assert str(total.count) in total.text("de")


def test_hits_table_and_summary():
    table = hits_table(lang="en")
    assert table.shape == (9, 9) and table.loc["Frog", "Elephant"] == hits_to_defeat("frog1", "elephant1")
    german = hits_table(lang="de", strong_weak=True)
    assert german.loc["Bär", "Gepard"] == hits_to_defeat("bear1", "cheetah1", strong_weak=True)
    mixed = hits_table(1, 3, lang="en")
    assert mixed.loc["Frog 1", "Elephant 3"] == hits_to_defeat("frog1", "elephant3")
    summary = level_summary(lang="en")
    assert len(summary) == 9 and (summary["fewest"] <= summary["most"]).all()
    ax = plot_hits(lang="de")
    assert len(ax.texts) == 81 and "Treffer" in ax.get_title()


def test_games_of_random_players_end_before_the_turn_limit():
    lengths = game_lengths(games=20, seed=3)
    assert len(lengths) == 20 and max(lengths) < TURN_LIMIT and min(lengths) > 0


@pytest.mark.usefixtures("recording_comm")
def test_coach_counts_cheers_and_draws_another_exercise():
    coach = ExerciseCoach("frog1", seed=2)
    total = coach.exercise.count
    for _ in range(total):
        coach.set_state({"intent": {"type": "field", "field": "count", "version": coach.version}})
    assert coach.done == total and coach.view["message"]["kind"] == "success"
    assert next(b for b in coach.view["buttons"] if b["id"] == "coach:count")["disabled"]
    coach.press("coach:next")
    assert coach.card != "frog1" and coach.done == 0
    coach.set_state({"intent": {"type": "button", "id": "coach:fly", "version": coach.version}})
    assert coach.view["message"]["kind"] == "error"
    with pytest.raises(boardtutor.RuleViolation):
        ExerciseCoach("unicorn9")


@pytest.mark.usefixtures("recording_comm")
def test_coach_follows_the_attacks_of_a_game():
    play = PlayView("animal_cards", players=["Mia", "Leo"], seats=["human", "human"], seed=3, first="1")
    coach = ExerciseCoach(play)
    shown = coach.card
    for seat in (0, 1):
        for cell in ("a1", "b1", "c1", "a2", "b2", "c2"):
            play.click_field("card.0")
            play.click_field(f"{seat + 1}.{cell}")
    assert coach.card == shown  # no attack yet
    play.press("act:pass")
    play.click_field("1.b1")
    play.click_field("2.a1")
    assert coach.card == play.state.last["attacker"] and coach.target == play.state.last["target"]
    assert coach.exercise.text("en") in coach.view["svg"] or coach.exercise.text("de") in coach.view["svg"]
    assert not any(b["id"] == "coach:next" for b in coach.view["buttons"])
    with pytest.raises(boardtutor.RuleViolation):
        coach.next()


@pytest.mark.usefixtures("recording_comm")
def test_coach_has_its_own_keyboard_hint_and_the_computer_seat_is_not_named_twice():
    play = PlayView("animal_cards", players=["Mia", "Computer"], seats=["human", "search"], seed=2)
    coach = ExerciseCoach(play)
    for lang in ("en", "de"):
        play.lang = coach.lang = lang
        hint = coach.view["labels"]["keyboard_help"]
        assert hint != play.view["labels"]["keyboard_help"]
        assert "Leertaste" in hint if lang == "de" else "space bar" in hint
        seats = play.view["seats_line"]
        assert "Computer (" not in seats and "Computer" in seats and "Mia (" in seats


@pytest.mark.usefixtures("recording_comm")
def test_coach_shows_the_exercise_while_the_whistle_is_decided_and_keeps_counting_after():
    steps = StepThrough(boardtutor.walkthroughs("animal_cards")[5])  # picnic, banana, attack (whistle?), whistle
    coach = ExerciseCoach(steps)
    steps.goto(3)
    assert steps.states[3].pending and coach.card == "cheetah1"
    coach.count()
    steps.goto(4)  # the whistle: the same attack, so the count stays
    assert coach.card == "cheetah1" and coach.done == 1
