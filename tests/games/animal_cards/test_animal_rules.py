"""The card battle's rules 1–10 through the engine: set-up, plays, attacks, resting, defeats,
upgrades, cards out of turn, cards that stay, reshuffling, and the end of the game."""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

import boardtutor
from boardtutor import CHANCE, RuleViolation
from boardtutor.bots import RandomBot, play
from boardtutor.games.animal_cards import ANIMALS, CARDS, DECK
from . import filler, reachable
from boardtutor.games.animal_cards.rules import (
    HAND_SIZE, START_ANIMALS, TURN_LIMIT, damage_of, exercise_for, max_health, stats, strength,
)

GAME = boardtutor.load("animal_cards")


def new(**options):
    return GAME.new_initial_state(["Mia", "Leo"], seed=3, **options)


SAFE_DECK = ("dojo", "dojo", "dojo", "honey", "picnic")  # draws that change nothing unless played


def position(spec, **options):
    """A hand-built position the rules can reach: hands topped up to five with cards that cannot be
    played here, a deck of cards that change nothing unless played (the other cards lie on the discard
    pile), and the animals not named count as defeated, so that each grid and its defeated animals make
    the six of the set-up."""
    spec = {key: (dict(value) if isinstance(value, dict) else value) for key, value in spec.items()}
    for seat in ("1", "2"):
        part = spec.setdefault(seat, {})
        hand = list(part.get("hand", []))
        hand += filler(part, max(0, HAND_SIZE - len(hand)))
        part["hand"] = hand
        if "deck" not in part:
            left = Counter(DECK) - Counter(hand) - Counter(part.get("grid", {}).values())
            part["deck"] = [card for card in SAFE_DECK if left[card] > 0 and not left.subtract([card])]
    spec = reachable(spec)
    return new(**options).with_setup(spec)


def legal(state):
    return {str(a) for a in state.legal_actions()}


def refused(state, action):
    """Apply an illegal action: it raises a bilingual RuleViolation and changes nothing."""
    before = state.to_json()
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert state.to_json() == before
    assert info.value.message("de") != info.value.message("en")
    return info.value


def draw_all(state, cards=()):
    """Resolve pending draws: first the given cards, then whatever the seed gives."""
    cards = list(cards)
    while state.is_chance_node() and state.phase != "rps":
        state = state.apply(f"draw {cards.pop(0)}" if cards else state.sample_chance())
    return state


# -- rule 1: the deck ----------------------------------------------------------------------------------
@pytest.mark.rule("animal_cards", "deck")
def test_a_deck_is_nine_animal_sets_three_dojos_and_ten_health_or_item_cards():
    animals = [card for card in DECK if card[:-1] in ANIMALS]
    assert len(ANIMALS) == 9 and len(animals) == 27
    assert all(sorted(int(c[-1]) for c in animals if c[:-1] == a) == [1, 2, 3] for a in ANIMALS)
    assert DECK["dojo"] == 3
    assert sum(n for card, n in DECK.items() if CARDS.get(card, {}).get("type") in ("health", "item")) == 10
    assert sum(DECK.values()) == 40


def test_higher_levels_are_stronger_and_every_card_names_an_exercise():
    for animal in ANIMALS:
        levels = [stats(f"{animal}{n}") for n in (1, 2, 3)]
        assert levels[0]["health"] < levels[1]["health"] < levels[2]["health"]
        assert levels[0]["damage"] <= levels[1]["damage"] <= levels[2]["damage"]
        assert levels[0]["reps"] < levels[1]["reps"] < levels[2]["reps"]
        ex = exercise_for(f"{animal}2")
        assert str(ex.count) in ex.text("de") and str(ex.count) in ex.text("en") and ex.text("de") != ex.text("en")


@pytest.mark.rule("animal_cards", "strong_weak")
def test_strong_and_weak_go_round_in_a_circle():
    for animal, data in ANIMALS.items():
        assert ANIMALS[data["strong"]]["weak"] == animal
        assert strength(f"{animal}1", f"{data['strong']}3") == 1
        assert strength(f"{animal}2", f"{data['weak']}1") == -1
    assert len({data["strong"] for data in ANIMALS.values()}) == 9


# -- rule 2: who goes first, the grid --------------------------------------------------------------------
@pytest.mark.rule("animal_cards", "first_player")
def test_rock_paper_scissors_is_a_fair_chance_event():
    state = new()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 9 and all(p == Fraction(1, 9) for _, p in outcomes)
    wins = Counter()
    for action, p in outcomes:
        after = state.apply(action)
        if after.phase == "rps":
            wins["again"] += p
        else:
            wins[after.facts()["first"]] += p
    assert wins == {"Mia": Fraction(1, 3), "Leo": Fraction(1, 3), "again": Fraction(1, 3)}
    assert state.apply("rps paper rock").facts()["first"] == "Mia"
    assert state.apply("rps paper scissors").facts()["first"] == "Leo"
    assert state.apply("rps rock rock").phase == "rps"


@pytest.mark.rule("animal_cards", "first_player")
def test_who_goes_first_can_be_chosen():
    state = new(first="2")
    assert state.phase == "setup" and state.facts()["current"] == "Leo"
    with pytest.raises(RuleViolation):
        new(first="3")


@pytest.mark.rule("animal_cards", "grid", "draw_deck")
def test_set_up_six_level_one_animals_each_then_five_cards_in_hand():
    state = new(first="1")
    cells = ["a1", "b1", "c1", "a2", "b2", "c2"]
    for card, cell in zip(["bear1", "frog1", "eagle1", "monkey1", "horse1", "cheetah1"], cells):
        assert state.facts()["current"] == "Mia"
        state = state.apply(f"place {card} {cell}")
    assert state.facts()["current"] == "Leo" and state.facts()["animals.1"] == START_ANIMALS
    state = state.apply("place bear1 a1")  # Leo's grid is his own: a1 is free there
    with pytest.raises(RuleViolation) as info:
        state.apply("place bear1 b1")  # a card can only be placed once
    assert "bear" in info.value.message("en").lower()
    refused(state, "place frog1 a1")  # a1 is taken
    for card, cell in zip(["frog1", "eagle1", "monkey1", "horse1"], ["b1", "c1", "a3", "b3"]):
        state = state.apply(f"place {card} {cell}")
    state = state.apply("place flamingo1 c3")
    facts = state.facts()
    assert state.is_chance_node() and facts["drawing"] == "Mia"
    assert facts["deck.1"] == facts["deck.2"] == 40 - START_ANIMALS  # rule 3: every other card is in the deck
    first = dict((str(a), p) for a, p in state.chance_outcomes())
    assert first["draw banana"] == Fraction(DECK["banana"], 40 - START_ANIMALS)
    state = draw_all(state)
    facts = state.facts()
    assert facts["hand.1"] == facts["hand.2"] == HAND_SIZE and facts["deck.1"] == 40 - START_ANIMALS - HAND_SIZE
    assert facts["phase"] == "play" and facts["current"] == "Mia"


@pytest.mark.rule("animal_cards", "grid")
def test_only_the_front_animal_of_each_column_can_be_attacked():
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1"}}, "2": {"grid": {"a2": "bear1", "a3": "horse1", "b3": "eagle1"}}})
    assert state.facts()["attackable.2"] == ["a2", "b3"]
    state = state.apply("pass")
    assert legal(state) == {"attack a1 a2", "attack a1 b3"}
    error = refused(state, "attack a1 a3")
    assert error.rule.section == "grid" and "a2, b3" in error.message("en")


# -- rules 4 and 5: a turn ----------------------------------------------------------------------------
@pytest.mark.rule("animal_cards", "turn", "attack", "damage", "rest", "in_play")
def test_a_turn_is_a_play_then_an_attack_with_its_exercise_damage_and_rest():
    state = position({
        "turn": 1,
        "1": {"grid": {"b1": "frog1", "a1": "bear1"}, "health": {"a1": 2}, "hand": ["banana"]},
        "2": {"grid": {"a1": "monkey1", "b1": "horse1"}},
    })
    refused(state, "attack b1 a1")  # first the play
    refused(state, "play banana b1")  # the frog has all its health
    state = state.apply("play banana a1")
    assert state.facts()["health.1"]["a1"] == 2 + CARDS["banana"]["heal"]
    state = draw_all(state)
    assert state.facts()["phase"] == "attack"
    text = state.action_text("attack b1 a1", "en")
    assert exercise_for("frog1").text("en") in text and "the monkey (level 1)" in text
    state = state.apply("attack b1 a1")
    facts = state.facts()
    assert facts["health.2"]["a1"] == max_health("monkey1") - damage_of("frog1")
    assert facts["last_attack"]["exercise"] == "frog_jump" and facts["last_attack"]["count"] == stats("frog1")["reps"]
    assert facts["resting.1"] == ["b1"] and facts["current"] == "Leo"
    assert facts["in_play.1"] == [] and "banana" in facts["discard_pile.1"]  # rule 9.1: discarded at the end of the turn
    # Leo's turn, then Mia's: the frog still rests; after that turn it is awake again
    state = state.apply("pass").apply("attack a1 a1")
    state = state.apply("pass")
    assert "attack b1 a1" not in legal(state) and "attack a1 a1" in legal(state)
    assert refused(state, "attack b1 b1").rule.section == "rest"
    state = state.apply("attack a1 b1").apply("pass").apply("attack b1 b1").apply("pass")
    assert "attack b1 a1" in legal(state)


@pytest.mark.rule("animal_cards", "turn")
def test_the_attack_is_not_optional_but_a_turn_ends_when_every_animal_rests():
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1"}, "resting": ["a1"]}, "2": {"grid": {"a1": "bear1"}}})
    state = state.apply("pass")
    assert legal(state) == {"end"} and state.facts()["events"] == ["all_resting"]
    state = state.apply("end")
    assert state.facts()["current"] == "Leo"
    state = state.apply("pass")
    assert "end" not in legal(state)
    refused(state, "end")


@pytest.mark.rule("animal_cards", "strong_weak")
@pytest.mark.parametrize("target,change", [("cheetah1", 1), ("elephant1", -1), ("frog1", 0)])
def test_strong_and_weak_change_the_damage_only_in_that_format(target, change):
    spec = {"turn": 1, "1": {"grid": {"a1": "bear2"}}, "2": {"grid": {"a1": target}}}
    for fmt, expected in (("basic", 0), ("strong_weak", change)):
        state = position(spec, format=fmt).apply("pass").apply("attack a1 a1")
        assert state.facts()["last_attack"]["damage"] == damage_of("bear2") + expected


@pytest.mark.rule("animal_cards", "health")
def test_health_never_goes_above_the_card():
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1", "b1": "bear1"}, "health": {"a1": 3}, "hand": ["honey"]},
                      "2": {"grid": {"a1": "monkey1"}}})
    state = state.apply("play honey")
    assert state.facts()["health.1"] == {"a1": 3 + CARDS["honey"]["heal_all"], "b1": max_health("bear1")}


@pytest.mark.rule("animal_cards", "play")
def test_a_health_card_needs_a_hurt_animal_which_is_our_assumption_not_rule_6_1():
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1", "b1": "bear1"}, "health": {"a1": 3}, "hand": ["banana", "honey"]},
                      "2": {"grid": {"a1": "monkey1"}}})
    error = refused(state, "play banana b1")  # the bear has all its health
    assert error.rule.section == "play" and "all its health" in error.message("en") and "Annahmen" in error.message("de")
    healthy = position({"turn": 1, "1": {"grid": {"a1": "frog1"}, "hand": ["honey"]}, "2": {"grid": {"a1": "monkey1"}}})
    error = refused(healthy, "play honey")
    assert error.rule.section == "play" and "all your animals" in error.message("en")
    assert "heal_needs_hurt_animal" in {a["id"] for a in GAME.assumptions("en")}


# -- rule 6: health, the defeated pile ----------------------------------------------------------------------
@pytest.mark.rule("animal_cards", "health", "defeated_pile")
def test_a_defeated_animal_goes_to_the_defeated_pile_with_its_cards_now_and_later():
    state = position({
        "turn": 1,
        "1": {"grid": {"a1": "horse1"}},
        "2": {"grid": {"a1": "frog1", "b1": "bear1"}, "health": {"a1": 1}, "hand": ["frog2", "banana"],
              "deck": ["frog3", "honey", "dojo", "sneakers", "picnic"]},
    })
    kills = state.facts()["kills.1"]
    state = state.apply("pass").apply("attack a1 a1")
    facts = state.facts()
    frogs = lambda facts: [card for card in facts["defeated.2"] if card.startswith("frog")]  # noqa: E731
    assert "a1" not in facts["grid.2"] and facts["kills.1"] == kills + 1
    assert frogs(facts) == ["frog1", "frog2"]  # 6.2: the frog card in Leo's hand too
    assert state.is_chance_node() and facts["drawing"] == "Leo"
    state = state.apply("draw frog3")
    facts = state.facts()
    assert frogs(facts) == ["frog1", "frog2", "frog3"] and "fallen_drawn" in facts["events"]
    assert "frog3" not in facts["cards.2"] and state.is_chance_node()  # Leo draws again instead
    state = draw_all(state)
    assert state.facts()["hand.2"] == HAND_SIZE


@pytest.mark.rule("animal_cards", "goal")
def test_defeating_every_animal_in_the_playing_zone_wins():
    start = position({"turn": 1, "1": {"grid": {"a1": "horse1"}}, "2": {"grid": {"c3": "frog1"}, "health": {"c3": 2}}})
    assert start.scores() == [5, 5]  # five animals of each were defeated before
    state = start.apply("pass").apply("attack a1 c3")
    assert state.is_terminal() and state.outcome().winners == (0,) and state.scores() == [6, 5]
    assert "Leo" in state.outcome().message("en") and state.outcome().message("de") != state.outcome().message("en")


# -- rule 7: upgrades ------------------------------------------------------------------------------------------
@pytest.mark.rule("animal_cards", "upgrade_defeat", "level_one")
def test_a_winner_may_be_upgraded_from_the_hand_and_still_rests():
    spec = {"turn": 1, "1": {"grid": {"a1": "horse1", "b1": "bear1"}, "hand": ["horse2"]},
            "2": {"grid": {"a1": "frog1", "b1": "eagle1"}, "health": {"a1": 2}}}
    state = position(spec).apply("pass").apply("attack a1 a1")
    assert state.phase == "upgrade" and legal(state) == {"upgrade a1", "keep"}
    refused(state, "upgrade b1")
    upgraded = state.apply("upgrade a1")
    facts = upgraded.facts()
    assert facts["grid.1"]["a1"] == "horse2" and facts["health.1"]["a1"] == max_health("horse2")
    assert "horse1" in facts["defeated.1"]  # rule 7.3
    assert "a1" in facts["resting.1"]
    kept = state.apply("keep")
    assert kept.facts()["grid.1"]["a1"] == "horse1" and "horse2" in kept.facts()["cards.1"]


@pytest.mark.rule("animal_cards", "upgrade_defeat")
def test_no_upgrade_question_without_the_next_level_in_hand():
    spec = {"turn": 1, "1": {"grid": {"a1": "horse1"}, "hand": ["horse3"]},
            "2": {"grid": {"a1": "frog1", "b1": "eagle1"}, "health": {"a1": 2}}}
    state = position(spec).apply("pass").apply("attack a1 a1")
    assert state.phase == "play" and state.facts()["current"] == "Leo"


@pytest.mark.rule("animal_cards", "dojo", "level_one", "in_play")
def test_a_dojo_upgrades_and_the_animal_may_attack_at_once():
    spec = {"turn": 1, "1": {"grid": {"a1": "frog1"}, "resting": ["a1"], "hand": ["dojo", "frog2", "frog3"]},
            "2": {"grid": {"a1": "bear1"}}}
    state = position(spec)
    assert "play dojo a1" in legal(state)
    state = state.apply("play dojo a1")
    facts = state.facts()
    assert facts["grid.1"]["a1"] == "frog2" and facts["resting.1"] == [] and facts["in_play.1"] == ["dojo"]
    assert "frog1" in facts["defeated.1"]
    state = draw_all(state)
    assert legal(state) == {"attack a1 a1"}
    state = state.apply("attack a1 a1")
    assert "dojo" in state.facts()["discard_pile.1"] and state.facts()["in_play.1"] == []


@pytest.mark.rule("animal_cards", "dojo")
def test_a_dojo_needs_the_next_level_in_hand():
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1"}, "hand": ["dojo", "frog3"]}, "2": {"grid": {"a1": "bear1"}}})
    error = refused(state, "play dojo a1")
    assert error.rule.section == "dojo" and "Frog (level 2)" in error.message("en")


# -- rule 4.2: the other plays -----------------------------------------------------------------------------------
@pytest.mark.rule("animal_cards", "play", "draw_deck")
def test_adding_a_level_one_animal_and_swapping_cards():
    state = position({"turn": 1, "1": {"grid": {"a2": "frog1"}, "hand": ["bear1", "bear2", "banana", "banana", "horse3"]},
                      "2": {"grid": {"a1": "monkey1"}}})
    actions = legal(state)
    assert "add bear1 a1" in actions and "add bear1 a2" not in actions and "add bear2 a1" not in actions
    added = state.apply("add bear1 a1")
    assert added.facts()["attackable.1"] == ["a1"]  # the new bear now shields the frog
    swapped = state.apply("discard banana banana horse3")
    assert swapped.facts()["discard.1"] == state.facts()["discard.1"] + 3 and swapped.facts()["drawing"] == "Mia"
    swapped = draw_all(swapped)
    assert swapped.facts()["hand.1"] == HAND_SIZE and swapped.phase == "attack"
    assert "discard banana banana" in actions and "discard banana banana banana" not in actions


# -- rules 8 and 9: card instructions, cards in play -----------------------------------------------------------------
@pytest.mark.rule("animal_cards", "card_instructions")
def test_the_whistle_is_played_out_of_turn_and_stops_the_damage():
    spec = {"turn": 1, "1": {"grid": {"a1": "horse1"}, "hand": ["whistle"]},
            "2": {"grid": {"a1": "frog1"}, "hand": ["whistle"]}}
    state = position(spec)
    assert refused(state, "play whistle").rule.section == "card_instructions"
    state = state.apply("pass").apply("attack a1 a1")
    assert state.phase == "react" and state.facts()["current"] == "Leo" and legal(state) == {"play whistle", "pass"}
    blocked = state.apply("play whistle")
    assert blocked.facts()["health.2"]["a1"] == max_health("frog1") and blocked.facts()["last_attack"]["blocked"]
    assert blocked.facts()["resting.1"] == ["a1"]  # the exercise was done: the horse rests anyway
    hit = state.apply("pass")
    assert hit.facts()["health.2"]["a1"] == max_health("frog1") - damage_of("horse1")


@pytest.mark.rule("animal_cards", "card_instructions", "in_play")
def test_the_picnic_basket_lets_a_health_card_follow():
    spec = {"turn": 1, "1": {"grid": {"a1": "frog1"}, "health": {"a1": 1}, "hand": ["picnic", "banana", "sneakers"]},
            "2": {"grid": {"a1": "bear1"}}}
    state = draw_all(position(spec).apply("play picnic"), ["dojo"])
    assert state.phase == "play" and state.extra_health
    assert legal(state) == {"play banana a1", "pass"}
    assert refused(state, "play sneakers").rule.section == "card_instructions"
    state = state.apply("play banana a1")
    assert state.phase == "attack" and set(state.facts()["in_play.1"]) == {"picnic", "banana"}


@pytest.mark.rule("animal_cards", "in_play")
def test_sneakers_add_one_damage_for_this_turn_only():
    spec = {"turn": 1, "1": {"grid": {"a1": "frog1", "b1": "bear1"}, "hand": ["sneakers"]}, "2": {"grid": {"a1": "elephant1", "b1": "eagle1"}}}
    state = draw_all(position(spec).apply("play sneakers"))
    state = state.apply("attack a1 a1")
    assert state.facts()["last_attack"]["damage"] == damage_of("frog1") + CARDS["sneakers"]["boost"]
    state = state.apply("pass").apply("attack a1 a1").apply("pass").apply("attack b1 a1")
    assert state.facts()["last_attack"]["damage"] == damage_of("bear1")


@pytest.mark.rule("animal_cards", "stay")
def test_a_blanket_stays_shields_and_leaves_when_another_health_card_is_played():
    spec = {"turn": 1, "1": {"grid": {"a1": "frog1", "b1": "bear1"}, "health": {"b1": 2}, "hand": ["blanket", "banana"]},
            "2": {"grid": {"a1": "eagle1"}}}
    state = draw_all(position(spec).apply("play blanket a1"), ["dojo"])
    state = state.apply("attack a1 a1")
    assert state.facts()["in_play.1"] == ["blanket"] and state.facts()["blanket.1"] == "a1"  # rule 9.2: it stays
    state = state.apply("pass").apply("attack a1 a1")  # the eagle attacks the frog under the blanket
    assert state.facts()["last_attack"]["damage"] == damage_of("eagle1") - CARDS["blanket"]["shield"]
    state = state.apply("play banana b1")
    assert state.facts()["in_play.1"] == ["banana"] and "blanket" in state.facts()["discard_pile.1"]


@pytest.mark.rule("animal_cards", "stay")
def test_a_blanket_is_destroyed_with_its_animal():
    spec = {"turn": 1, "1": {"grid": {"a1": "frog1", "b1": "bear1"}, "health": {"a1": 1}, "hand": ["blanket"]},
            "2": {"grid": {"a1": "eagle1"}}}
    state = draw_all(position(spec).apply("play blanket a1")).apply("attack b1 a1")
    assert damage_of("eagle1") - CARDS["blanket"]["shield"] >= 1  # enough for the frog's last health
    state = state.apply("pass").apply("attack a1 a1")
    facts = state.facts()
    assert "a1" not in facts["grid.1"] and "blanket" in facts["discard_pile.1"] and facts["blanket.1"] is None
    assert "destroyed" in facts["events"]


# -- rule 10: reshuffling ----------------------------------------------------------------------------------------------
@pytest.mark.rule("animal_cards", "reshuffle")
def test_an_empty_deck_is_refilled_from_the_discard_pile():
    spec = {"turn": 1, "1": {"grid": {"a1": "frog1"}, "hand": ["banana", "banana", "sneakers", "dojo", "horse3"], "deck": []},
            "2": {"grid": {"a1": "bear1"}}}
    state = position(spec)
    before = state.facts()
    assert before["deck.1"] == 0 and before["discard.1"] == 40 - 1 - 5 - len(before["defeated.1"])
    state = state.apply("discard horse3")
    facts = state.facts()
    assert "reshuffled" in facts["events"] and facts["discard.1"] == 0 and facts["deck.1"] == before["discard.1"] + 1
    assert state.is_chance_node()


# -- the game as a whole -------------------------------------------------------------------------------------------------
def test_every_card_stays_accounted_for_in_random_games():
    for seed in range(12):
        states = play(GAME.new_initial_state(2, seed=seed, format=random.Random(seed).choice(["basic", "strong_weak"])),
                      [RandomBot(seed), RandomBot(seed + 50)])
        for state in states[::7] + [states[-1]]:
            assert state.card_count(0) == DECK and state.card_count(1) == DECK
            assert all(len(state.hands[s]) <= HAND_SIZE for s in (0, 1))
            if state.dealt and not state.is_chance_node() and not state.is_terminal():
                assert all(len(state.hands[s]) == HAND_SIZE or not state.decks[s] for s in (0, 1))


def test_random_games_end_with_a_winner_long_before_the_turn_limit():
    endings = Counter()
    for seed in range(40):
        final = play(GAME.new_initial_state(2, seed=seed), [RandomBot(seed), RandomBot(seed + 1)])[-1]
        endings[final.ending] += 1
        assert final.turns < TURN_LIMIT
    assert endings == {"all_defeated": 40}


@pytest.mark.rule("animal_cards", "goal")
def test_the_turn_limit_ends_the_game_by_defeated_animals_then_health():
    spec = {"turn": 1, "turns": TURN_LIMIT - 1, "1": {"grid": {"a1": "frog1", "b1": "bear1"}},
            "2": {"grid": {"a1": "bear1", "b1": "elephant1"}}}
    state = position(spec).apply("pass").apply("attack b1 a1")
    assert state.is_terminal() and state.ending == "turn_limit_health"
    health = [state.health_left(0), state.health_left(1)]
    assert state.outcome().winners == ((0,) if health[0] > health[1] else (1,))


def test_json_round_trip_mid_game_and_bad_input():
    state = play(new(), [RandomBot(1), RandomBot(2)], max_actions=120)[-1]
    again = GAME.state_from_json(state.to_json())
    assert again == state and again.legal_actions() == state.legal_actions()
    for bad in ("attack", "attack z9 a1", "play frog1", "discard", "place frog2 a1", "fly away", ""):
        with pytest.raises(RuleViolation) as info:
            state.apply(bad)
        assert info.value.message("de") != info.value.message("en")


@pytest.mark.rule("animal_cards", "draw_deck")
def test_chance_draws_follow_the_deck():
    state = new().with_setup(reachable({"turn": 1, "1": {"grid": {"a1": "frog1"}, "hand": ["banana"], "deck": ["dojo", "dojo", "honey"]},
                                        "2": {"grid": {"a1": "bear1"}, "hand": ["banana"] * 3 + ["honey", "picnic"]}}))
    assert state.current_player == CHANCE
    assert dict((str(a), p) for a, p in state.chance_outcomes()) == {"draw dojo": Fraction(2, 3), "draw honey": Fraction(1, 3)}
    refused(state, "draw picnic")
    refused(state, "pass")
