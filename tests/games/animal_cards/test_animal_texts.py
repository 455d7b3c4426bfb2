"""Every composed sentence of the card battle, in German and English: cases and articles with every
animal (dein Pferd, deinen Bären), counts 0, 1, 2 and 5 without “(s)”, texts entirely in the language
asked for, and the computer's reasons naming something of the position."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import boardtutor
from boardtutor.fuzzing import sample_states
from boardtutor.games.animal_cards.rules import ANIMAL_CARDS, ANIMALS, CARDS, card_name
from boardtutor.games.animal_cards.words import animal_phrase, count_text
from boardtutor.i18n import Text, set_language

LOCALE = Path(boardtutor.__file__).parent / "games" / "animal_cards" / "locale"
GAME = boardtutor.load("animal_cards")
NEUTER = {"horse"}
WEAK = {"bear": "Bären", "cheetah": "Geparden", "monkey": "Affen", "elephant": "Elefanten"}


@pytest.mark.parametrize("card", ANIMAL_CARDS)
def test_german_articles_and_cases_fit_every_animal(card):
    animal = card[:-1]
    noun = ANIMALS[animal]["name"]["de"]
    acc = animal_phrase(card, "your", "acc").render("de")
    dat = animal_phrase(card, "my", "dat").render("de")
    nom = animal_phrase(card, "the", "nom", cap=True).render("de")
    if animal in NEUTER:
        assert acc.startswith(f"dein {noun} (") and nom.startswith(f"Das {noun}")
    else:
        assert acc.startswith(f"deinen {WEAK.get(animal, noun)} (") and nom.startswith(f"Der {noun}")
    assert dat.startswith(f"meinem {WEAK.get(animal, noun)} (")
    assert animal_phrase(card, "your", "acc").render("en") == f"your {ANIMALS[animal]['name']['en']} (level {card[-1]})"


@pytest.mark.parametrize("attacker", ["bear1", "horse2", "monkey3"])
@pytest.mark.parametrize("target", ANIMAL_CARDS[::3])
def test_the_whistle_question_names_both_animals_with_their_case(attacker, target):
    text = Text("animal_cards.next.react", name="Mia", attacker=animal_phrase(attacker, "the", "nom", cap="de"),
                target=animal_phrase(target, "your", "acc"))
    de, en = text.render("de"), text.render("en")
    assert "deinen Pferd" not in de and "deinen Bär " not in de and "deinen Affe " not in de
    assert re.search(r"greift (dein|deinen) \w+ \(Stufe \d\) an\.", de), de
    assert "your " in en and "greift" not in en


@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_counts_read_well_in_both_languages(n):
    for key, de_one, en_one in (("animal_cards.count.cards", "Karte", "card"), ("animal_cards.count.new_cards", "neue Karte", "new card"),
                                ("animal_cards.count.health", "Lebenspunkt", "health point")):
        de, en = count_text(key, n).render("de"), count_text(key, n).render("en")
        assert de.startswith(f"{n} ") and en.startswith(f"{n} ")
        assert (de == f"1 {de_one}") == (n == 1) and (en == f"1 {en_one}") == (n == 1)
        assert "(" not in de + en


@pytest.mark.parametrize("n", [1, 2, 5])
def test_swapping_cards_says_what_is_put_away_and_how_many_are_drawn(n):
    state = GAME.new_initial_state(["Mia", "Leo"]).with_setup(
        {"1": {"grid": {"a1": "frog1"}, "hand": ["banana", "dojo", "honey", "sneakers", "bear2"],
               "fallen_animals": ["cheetah", "eagle", "monkey", "horse", "starfish"]},
         "2": {"grid": {"a1": "bear1"}, "hand": ["blanket", "blanket", "dojo", "dojo", "whistle"],
               "fallen_animals": ["cheetah", "eagle", "monkey", "horse", "starfish"]}, "turns": 10})
    cards = sorted(state.hands[0])[:n]
    action = next(a for a in state.legal_actions() if a.kind == "discard" and len(a.args) == n)
    de, en = state.action_text(action, "de"), state.action_text(action, "en")
    assert "(n)" not in de and "(s)" not in en
    assert ("1 neue Karte." in de) == (n == 1) and (f"{n} new card" in en)
    assert de.index("Ablagestapel") > de.index(card_name(action.args[0]).render("de"))  # the cards put away come first
    assert len(cards) == n


def test_catalog_texts_have_no_plural_brackets_doubled_stops_or_nested_brackets():
    for name in ("de.json", "en.json", "render.de.json", "render.en.json"):
        for key, text in json.loads((LOCALE / name).read_text(encoding="utf-8")).items():
            assert "(s)" not in text and "(n)" not in text and "(e)" not in text, key
            assert ".." not in text.replace("...", "") and "((" not in text, key
            assert not re.search(r"\([^()]*\([^()]*\)[^()]*\)", text), key


def test_the_outcome_names_the_seats_in_the_language_asked_for():
    state = GAME.new_initial_state(2, seed=1)
    from boardtutor.bots import RandomBot, play

    end = play(state, [RandomBot(1), RandomBot(2)])[-1]
    set_language("de")
    try:
        english, german = end.outcome().message("en"), end.outcome().message("de")
    finally:
        set_language("en")
    assert "Spieler" not in english and "Player" in english
    assert "Player" not in german and "Spieler" in german


def test_prompts_and_the_set_up_count_agree():
    state = GAME.new_initial_state(["Mia", "Leo"], first="1")
    for cell in ("a1", "b1", "c1", "a2", "b2"):
        state = state.apply(f"place {state.reserve[0][0]} {cell}")
    de, en = state.describe("de"), state.describe("en")
    assert "Tier 6 von 6" in de and "animal 6 of 6" in en
    svg = state.svg(lang="en")
    assert "on the grid: 5 of 6" in svg and "to place" not in svg


def _names_something(text: str, state) -> bool:
    if re.search(r"\b[a-c][1-3]\b", text):
        return True
    names = {card_name(c).render(lang) for c in ANIMAL_CARDS + tuple(CARDS) for lang in ("de", "en")}
    return any(name in text for name in names) or bool(re.search(r"\d", text))


def test_the_computer_says_why_naming_cards_cells_or_points_of_the_position():
    checked = 0
    for state in sample_states(GAME, 40, seed=5):
        if state.is_terminal() or state.is_chance_node():
            continue
        for action in state.legal_actions()[:8]:
            for lang in ("de", "en"):
                reason = state.move_reason(action, lang)
                assert reason and _names_something(reason, state), (str(action), reason)
                assert "(s)" not in reason and "(n)" not in reason
            de, en = state.move_reason(action, "de"), state.move_reason(action, "en")
            assert de != en or re.fullmatch(r"[\W\d a-c]*", de)
            checked += 1
    assert checked > 50


def test_a_computer_move_is_explained_with_the_reason_in_both_languages():
    from boardtutor.bots import SearchBot

    walks = {w.id: w for w in boardtutor.walkthroughs("animal_cards")}
    state = walks["turn"].replay()[1]  # Mia attacks
    bot = SearchBot(seed=1, time_limit=None, max_iterations=30)
    action = bot.choose(state)
    for lang in ("de", "en"):
        assert state.move_reason(action, lang) in bot.explain(lang)
    assert bot.explain("de").count("Lebenspunkt") >= 1 and "health point" in bot.explain("en")


def test_the_computer_shares_a_turn_between_its_play_and_its_attack_and_counts_health_mid_game():
    walks = {w.id: w for w in boardtutor.walkthroughs("animal_cards")}
    states = walks["turn"].replay()
    play = next(s for s in states if s.phase == "play" and not s.is_chance_node())
    attack = next(s for s in states if s.phase == "attack")
    assert play.decisions_left_in_turn() == 2 and attack.decisions_left_in_turn() == 1
    start = GAME.new_initial_state(["Mia", "Leo"], first="1")
    assert start.apply(f"place {start.reserve[0][0]} a1").decisions_left_in_turn() == 5
    after = attack.apply(next(a for a in attack.legal_actions() if a.kind == "attack"))
    while after.is_chance_node() or after.phase == "react":
        after = after.apply(after.legal_actions()[-1])
    seat = attack.turn
    before_margin = attack.evaluation()[seat] - attack.evaluation()[1 - seat]
    assert after.evaluation()[seat] - after.evaluation()[1 - seat] > before_margin  # damage done counts before a defeat
