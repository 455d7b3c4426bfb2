"""Animal card battle exercises: every right answer checked against a computation written here from the
rulebook and the sample deck in data.json (not read off the engine's helpers or the generators), on
500+ seeded exercises; no wrong answer is also right; every position passes the save gate and is drawn
for the seat that answers.

Rulebook facts used here: rock beats scissors, scissors paper, paper rock (2.1); only the front animal
of a column can be attacked (2.2); the hand is filled up to five (3); first the play, then the attack
(4.1); what a play can be (4.2, with our assumption that a banana or honey pot needs a hurt animal);
the attacking animal's exercise (5.1); damage is subtracted (5.2), +1 with the power bar, −1 through a
cosy blanket (8); an animal that attacked rests (5.4); at zero health it is defeated (6.1), and cards
of a defeated animal go to the defeated pile when drawn (6.2); the winner may be upgraded (7.1), a dojo
upgrades with the next level from the hand (7.2), the old card is defeated (7.3); the whistle is
played out of turn, the picnic basket allows a health card (8); played cards leave at the end of the
turn (9.1) unless they stay, until another of their type comes (9.2); the discard pile becomes the new
deck (10); you win when the other grid is empty (goal).
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from pathlib import Path

import pytest

import boardtutor
from boardtutor import practice
from boardtutor.i18n import LANGUAGES
from practice_checks import assert_no_wrong_answer_is_right  # tests/practice_checks.py

DATA = json.loads((Path(boardtutor.__file__).parent / "games" / "animal_cards" / "data.json").read_text(encoding="utf-8"))
ANIMALS = {a["id"]: a for a in DATA["animals"]}
CARDS = DATA["cards"]
COLUMNS, ROWS = DATA["grid"]["columns"], DATA["grid"]["rows"]
BEATS = {"rock": "scissors", "scissors": "paper", "paper": "rock"}
COUNT = 18 * 29  # exercises drawn over all generators


def animal(card):
    return card[:-1] if card[-1:].isdigit() else None


def level(card):
    return int(card[-1])


def printed(card, value):
    return ANIMALS[animal(card)]["levels"][level(card) - 1][value]


def damage(state, seat, source, target):
    """The damage of seat's animal on source against the other's on target (5.2, 5.3, power bar, blanket)."""
    card, other = state.grids[seat][source][0], state.grids[1 - seat][target][0]
    total = printed(card, "damage") + state.boost
    if state.format == "strong_weak":
        total += 1 if ANIMALS[animal(card)]["strong"] == animal(other) else -1 if ANIMALS[animal(card)]["weak"] == animal(other) else 0
    slots = state.slots[1 - seat]
    if slots["health"] and CARDS[slots["health"]].get("shield") and slots["on"] == target:
        total -= CARDS[slots["health"]]["shield"]
    return max(0, total)


def front(grid):
    out = set()
    for column in COLUMNS:
        rows = [r for r in ROWS if f"{column}{r}" in grid]
        if rows:
            out.add(f"{column}{min(rows)}")
    return out


def ready(state, seat):
    return {cell for cell, slot in state.grids[seat].items() if slot[2] == 0}


def hurt(state, seat):
    return any(slot[1] < printed(slot[0], "health") for slot in state.grids[seat].values())


def upgradable(state, seat):
    hand = state.hands[seat]
    return {cell for cell, (card, _, _) in state.grids[seat].items() if level(card) < 3 and f"{animal(card)}{level(card) + 1}" in hand}


def can_play(state, seat, card):
    """Rule 4.2 with our assumptions: can this card of the hand be played as the play now?"""
    if animal(card):
        return level(card) == 1 and len(state.grids[seat]) < 9
    spec = CARDS[card]
    if spec.get("out_of_turn"):
        return False
    if "heal" in spec or "heal_all" in spec:
        return hurt(state, seat)
    if spec["type"] == "dojo":
        return bool(upgradable(state, seat))
    return True


def why(ex):
    """The sentence about the position inside the explanation (``because`` wraps it with the citation)."""
    return ex.explanation.params["message"]


def hand_fields(state, seat, keep):
    return {f"card.{i}" for i, card in enumerate(state.hands[seat]) if keep(card)}


def grid_fields(seat, cells):
    return {f"{seat + 1}.{cell}" for cell in cells}


def pile_of(ex, index):
    return ex.choices[index].key.rsplit(".", 1)[-1]


# -- one check per rule -------------------------------------------------------------------------------------------
def check_goal(ex):
    state, seat = ex.state, ex.viewer
    source, target = (h.split(".")[1] for h in ex.highlight)
    theirs = state.grids[1 - seat]
    assert state.phase == "attack" and source in ready(state, seat) and target in front(theirs)
    assert damage(state, seat, source, target) >= theirs[target][1]  # the attack defeats its target
    (right,) = ex.answers
    assert ex.choices[right].key.endswith("win" if len(theirs) == 1 else "on")


def check_first(ex):
    one = ex.question.params["sign1"].key.rsplit(".", 1)[-1]
    two = ex.question.params["sign2"].key.rsplit(".", 1)[-1]
    expected = 0 if BEATS[one] == two else 1 if BEATS[two] == one else 2
    assert ex.answers == {expected} and ex.state.phase == "rps"


def check_grid(ex):
    state, seat = ex.state, ex.viewer
    assert state.phase == "attack" and ready(state, seat)
    assert len(state.grids[1 - seat]) > len(front(state.grids[1 - seat]))  # some animal is safe behind another
    assert ex.answers == grid_fields(1 - seat, front(state.grids[1 - seat]))


def check_draw(ex):
    state, seat = ex.state, ex.viewer
    fallen = set(state.fallen[seat])
    assert not any(animal(c) in fallen for c in list(state.decks[seat]) + state.discards[seat])
    pool = sum(state.decks[seat].values()) + len(state.discards[seat])
    assert ex.answers == {min(5 - len(state.hands[seat]), pool)}


def check_turn(ex):
    state = ex.state
    (right,) = ex.answers
    attack = [" attacks " in choice.render("en") for choice in ex.choices]
    assert sorted(attack) == [False, True]
    assert attack[right] == (state.phase == "attack")


def check_play(ex):
    state, seat = ex.state, ex.viewer
    assert state.phase == "play" and not state.extra_health
    assert ex.answers == hand_fields(state, seat, lambda card: can_play(state, seat, card))
    assert len(ex.answers) < len(state.hands[seat])


def check_attack(ex):
    state, seat = ex.state, ex.viewer
    source, _ = (h.split(".")[1] for h in ex.highlight)
    card = state.grids[seat][source][0]
    (right,) = ex.answers
    choice = ex.choices[right]
    assert choice.key == f"animal_cards.exercise.{ANIMALS[animal(card)]['exercise']}"
    assert choice.params["n"] == printed(card, "reps")
    assert len({(c.key, c.params["n"]) for c in ex.choices}) == len(ex.choices)


def check_damage(ex):
    state, seat = ex.state, ex.viewer
    source, target = (h.split(".")[1] for h in ex.highlight)
    assert source in ready(state, seat) and target in front(state.grids[1 - seat])
    assert ex.answers == {max(0, state.grids[1 - seat][target][1] - damage(state, seat, source, target))}


def check_rest(ex):
    state, seat = ex.state, ex.viewer
    assert len(ready(state, seat)) < len(state.grids[seat])
    assert ex.answers == grid_fields(seat, ready(state, seat))


def check_health(ex):
    state, seat = ex.state, ex.viewer
    (source,) = (h.split(".")[1] for h in ex.highlight)
    assert source in ready(state, seat)
    theirs = state.grids[1 - seat]
    defeated = {t for t in front(theirs) if damage(state, seat, source, t) >= theirs[t][1]}
    assert ex.answers == grid_fields(1 - seat, defeated) and defeated != front(theirs)


def check_fallen(ex):
    state, seat = ex.state, ex.viewer
    assert state.is_chance_node() and state.drawer() == seat
    card_text = ex.question.params["label"]
    kind = card_text.params["animal"].key.rsplit(".", 1)[-1]
    drawn = f"{kind}{card_text.params['level']}"
    assert state.decks[seat].get(drawn)
    (right,) = ex.answers
    assert pile_of(ex, right) == ("defeated" if kind in state.fallen[seat] else "hand")


def check_upgrade(ex):
    state, seat = ex.state, ex.viewer
    last = state.last
    assert state.phase == "upgrade" and last["defeated"] and last["seat"] == seat
    card = state.grids[seat][last["from"]][0]
    assert f"{animal(card)}{level(card) + 1}" in state.hands[seat]
    assert ex.answers == grid_fields(seat, {last["from"]})
    assert len(upgradable(state, seat)) > 1  # another animal's next level is in the hand, too


def check_dojo(ex):
    state, seat = ex.state, ex.viewer
    assert "dojo" in state.hands[seat] and state.phase == "play"
    assert ex.answers == grid_fields(seat, upgradable(state, seat))
    assert len(ex.answers) < len(state.grids[seat])


def check_old(ex):
    (right,) = ex.answers
    assert pile_of(ex, right) == "defeated"
    (cell,) = (h.split(".")[1] for h in ex.highlight)
    old = ex.state.grids[ex.viewer][cell][0]
    card_text = ex.question.params["label"]
    assert f"{card_text.params['animal'].key.rsplit('.', 1)[-1]}{card_text.params['level']}" == old


def check_says(ex):
    state, seat = ex.state, ex.viewer
    if state.phase == "react":
        assert seat != state.turn
        expected = hand_fields(state, seat, lambda card: bool(CARDS.get(card, {}).get("out_of_turn")))
    else:
        assert state.phase == "play" and state.extra_health and state.slots[seat]["item"] == "picnic"
        expected = hand_fields(state, seat, lambda card: card in CARDS and CARDS[card]["type"] == "health" and can_play(state, seat, card))
    assert ex.answers == expected and len(expected) < len(state.hands[seat])


def check_in_play(ex):
    (right,) = ex.answers
    card = why(ex).params["card"].key.rsplit(".", 1)[-1]
    assert pile_of(ex, right) == ("in_play" if CARDS[card].get("stay") else "discard")


def check_stay(ex):
    state, seat = ex.state, ex.viewer
    (right,) = ex.answers
    played = why(ex).params["card"].key.rsplit(".", 1)[-1]
    lying = state.slots[seat]["health"] == "blanket"
    if lying:
        (cell,) = (h.split(".")[1] for h in ex.highlight)
        assert state.slots[seat]["on"] == cell
        expected = "discard" if CARDS[played]["type"] == "health" else "in_play"
    else:
        assert played == "blanket"
        expected = "in_play"
    assert pile_of(ex, right) == expected


def check_reshuffle(ex):
    state, seat = ex.state, ex.viewer
    swapped = why(ex).params["n"]
    assert swapped > sum(state.decks[seat].values())  # the deck runs out while drawing
    assert ex.answers == {len(state.discards[seat]) + swapped}


CHECKS = {
    "goal": check_goal, "first_player": check_first, "grid": check_grid, "draw_deck": check_draw, "turn": check_turn,
    "play": check_play, "attack": check_attack, "damage": check_damage, "rest": check_rest, "health": check_health,
    "defeated_pile": check_fallen, "upgrade_defeat": check_upgrade, "dojo": check_dojo, "level_one": check_old,
    "card_instructions": check_says, "in_play": check_in_play, "stay": check_stay, "reshuffle": check_reshuffle,
}


@pytest.fixture(scope="module")
def drawn():
    return list(itertools.islice(practice.exercises("animal_cards", seed=24), COUNT))


def test_every_generator_has_an_independent_check():
    assert set(practice.practice_rules("animal_cards")) <= set(CHECKS)


def test_nine_in_ten_rule_paragraphs_have_exercises():
    from boardtutor.rulebook import rulebook

    rules = [p.id for p in rulebook("animal_cards") if p.kind == "rule"]
    assert len(practice.practice_rules("animal_cards")) >= 0.9 * len(rules)


def test_every_right_answer_agrees_with_the_rulebook(drawn):
    counts = Counter()
    for ex in drawn:
        CHECKS[ex.rule](ex)
        counts[ex.rule] += 1
    assert len(drawn) >= 500
    assert set(counts) == set(practice.practice_rules("animal_cards"))


def test_positions_pass_the_save_gate_and_render(drawn):
    game = boardtutor.load("animal_cards")
    for ex in drawn:
        again = game.state_from_json(ex.state.to_json())
        assert again.to_dict() == ex.state.to_dict()
        for lang in LANGUAGES:
            assert ex.question.render(lang) and ex.cite(lang) in ex.explanation.render(lang)
            assert all(choice.render(lang) for choice in ex.choices)
        if ex.rule != "first_player":  # the board is drawn for the seat that answers: its hand is the one shown
            assert ex.viewer in (0, 1)
            shown = [f for f in ex.fields() if f.startswith("card.")]
            assert not shown or ex.viewer == (ex.state.current_player if ex.state.current_player in (0, 1) else ex.state.drawer())


def test_no_wrong_answer_is_also_right(drawn):
    for ex in drawn:
        assert_no_wrong_answer_is_right(ex)
        if ex.kind == "choice":
            assert ex.check(min(ex.answers)).right == (len(ex.answers) == 1)  # one choice, given as its index
        elif ex.kind == "fields":
            assert ex.check(sorted(ex.answers)).right
        else:
            (right,) = ex.answers  # every number question here has exactly one right number
            assert ex.check(right).right


def test_generators_vary_their_positions(drawn):
    keys = Counter(ex.rule for ex in {ex.key: ex for ex in drawn}.values())
    for rule, n in keys.items():
        assert n >= (9 if rule != "first_player" else 5), rule


def test_texts_name_no_card_the_answering_seat_cannot_see(drawn):
    """Hands and decks are hidden: an exercise names only cards on the table or in the viewer's own hand
    (and the card the viewer is drawing)."""
    for ex in drawn:
        state, seat = ex.state, ex.viewer
        if seat is None:
            continue
        seen = set(state.hands[seat]) | {c for grid in state.grids for c, _, _ in grid.values()}
        seen |= {c for pile in (*state.discards, *state.defeated) for c in pile}
        seen |= {c for slots in state.slots for k, c in slots.items() if k != "on" and c}
        if ex.rule == "defeated_pile":
            card = ex.question.params["label"]
            seen.add(f"{card.params['animal'].key.rsplit('.', 1)[-1]}{card.params['level']}")
        hidden = {c for c in set(state.hands[1 - seat]) | set(state.decks[0]) | set(state.decks[1]) if animal(c)} - seen
        words = " ".join([ex.question.render("en"), ex.explanation.render("en"), *(c.render("en") for c in ex.choices)]).lower()
        for card in hidden:
            assert f"{animal(card)} (level {level(card)})" not in words, (ex, card)
