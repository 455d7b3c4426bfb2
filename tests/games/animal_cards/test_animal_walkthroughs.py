"""The walkthroughs (``walkthroughs.json``) replay through the engine, and what they teach comes out of
it: set-up (rules 2–3), a turn (4–5), strong and weak (5.3), defeat and upgrades (6–7), a card that
stays and the reshuffle (9.2, 10), and the card instructions of rule 8."""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.games.animal_cards.rules import CELLS, damage_of, max_health, stats

WALKTHROUGHS = boardtutor.walkthroughs("animal_cards")
BY_ID = {w.id: w for w in WALKTHROUGHS}
REGIONS = {f"{seat}.{cell}" for seat in (1, 2) for cell in CELLS} | {
    f"{pile}.{seat}" for pile in ("deck", "discard", "defeated", "inplay", "hand") for seat in (1, 2)} | {"exercise"}


def states(walkthrough_id):
    return BY_ID[walkthrough_id].replay()


def test_the_walkthroughs_of_the_issue_are_all_there():
    assert {"setup", "turn", "strong_weak", "defeat_upgrade", "stay_reshuffle", "card_instructions"} <= set(BY_ID)


@pytest.mark.parametrize("walkthrough", WALKTHROUGHS, ids=lambda w: w.id)
def test_highlights_name_regions_of_the_picture(walkthrough):
    for step in walkthrough.steps:
        assert set(step.highlight) <= REGIONS, step.highlight


def test_setup_front_cells_and_five_cards():
    start, thrown, mia, leo, dealt = states("setup")
    assert thrown.first == 0 and thrown.current_player == 0
    assert leo.attackable(1) == ["a1", "b1", "c2"] and "c1" not in leo.grids[1]
    assert all(len(hand) == 5 for hand in dealt.hands) and dealt.current_player == dealt.first


def test_a_turn_exercise_damage_and_rest():
    _, passed, attacked, healed, hit, mia_heals, mia_attacks = states("turn")
    last = attacked.last
    assert last["damage"] == damage_of("elephant1") and last["health"] == max_health("cheetah1") - damage_of("elephant1")
    assert attacked.exercise().count == stats("elephant1")["reps"]
    assert "10" in attacked.exercise().text("de") and "elephant" in attacked.exercise().text("en")
    assert healed.grids[1]["b1"][1] == max_health("cheetah1")
    assert mia_heals.resting(0) == ["b1"] and "attack b1 b1" not in {str(a) for a in mia_heals.legal_actions()}
    assert mia_attacks.resting(0) == ["a1"]  # the elephant woke up, the bear rests now


def test_strong_and_weak_are_plus_and_minus_one_on_the_same_attacker():
    start, passed, strong, weak, neither = states("strong_weak")
    base = damage_of("bear1")
    assert (strong.last["damage"], weak.last["damage"], neither.last["damage"]) == (base + 1, base - 1, base)


def test_defeat_then_upgrade_after_the_win_and_with_the_dojo():
    start, defeated, drew_fallen, drew, upgraded, leo, dojo, attack = states("defeat_upgrade")
    assert "monkey2" in defeated.defeated[1] and "monkey2" not in defeated.hands[1]
    assert drew_fallen.events[0]["type"] == "fallen_drawn"
    assert upgraded.grids[0]["a1"] == ["horse2", max_health("horse2"), 1]  # still resting
    assert "a1" in leo.resting(0) and "a1" not in dojo.resting(0)
    assert attack.kills[0] == 2 and attack.last["damage"] == damage_of("horse3")


def test_the_blanket_stays_and_the_discard_pile_becomes_the_deck():
    start, blanket, turn_over, shielded, banana, drew = states("stay_reshuffle")
    assert turn_over.slots[0]["health"] == "blanket" and turn_over.slots[0]["on"] == "a1"
    assert shielded.last["parts"]["blanket"] == -1
    assert any(e["type"] == "reshuffled" for e in banana.events) and any(e["type"] == "replaced" for e in banana.events)
    assert sum(banana.decks[0].values()) == len(blanket.discards[0]) + 1  # the old pile and the blanket


def test_picnic_and_whistle():
    start, picnic, banana, attack, whistle = states("card_instructions")
    assert picnic.extra_health and not banana.extra_health
    assert attack.current_player == 1 and attack.phase == "react"
    assert whistle.grids[1]["a1"][1] == max_health("frog1") and whistle.last["blocked"]
