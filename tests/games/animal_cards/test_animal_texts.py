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
from boardtutor.games.animal_cards.rules import ANIMAL_CARDS, CARDS, animal_noun, card_name, exercise_for
from boardtutor.i18n import Text, set_language

LOCALE = Path(boardtutor.__file__).parent / "games" / "animal_cards" / "locale"
GAME = boardtutor.load("animal_cards")
GERMAN = {"bear": ("Bär", "Bären"), "cheetah": ("Gepard", "Geparden"), "eagle": ("Adler", "Adler"), "frog": ("Frosch", "Frosch"),
          "monkey": ("Affe", "Affen"), "starfish": ("Seestern", "Seestern"), "horse": ("Pferd", "Pferd"),
          "flamingo": ("Flamingo", "Flamingo"), "elephant": ("Elefant", "Elefanten")}


@pytest.mark.parametrize("animal", list(GERMAN))
def test_german_articles_and_cases_fit_every_animal(animal):
    noun, oblique = GERMAN[animal]
    term = animal_noun(animal)
    neuter = animal == "horse"
    assert term.render("de", det="your", case="acc") == (f"dein {noun}" if neuter else f"deinen {oblique}")
    assert term.render("de", det="my", case="dat") == f"meinem {oblique}"
    assert term.render("de", det="the", cap=True) == (f"Das {noun}" if neuter else f"Der {noun}")
    assert term.render("en", det="your") == f"your {animal}"


@pytest.mark.parametrize("attacker", ["bear1", "horse2", "monkey3"])
@pytest.mark.parametrize("target", ANIMAL_CARDS[::3])
def test_the_whistle_question_names_both_animals_with_their_case(attacker, target):
    text = Text("animal_cards.next.react", name="Mia", animal=animal_noun(attacker), level=int(attacker[-1]),
                target=animal_noun(target), target_level=int(target[-1]))
    de, en = text.render("de"), text.render("en")
    assert "deinen Pferd" not in de and "deinen Bär " not in de and "deinen Affe " not in de
    assert re.search(r"greift (dein|deinen) \w+ \(Stufe \d\) an\.", de), de
    assert re.search(r"(Der|Das) \w+ \(Stufe \d\) greift", de), de
    assert "your " in en and "greift" not in en


def test_greift_an_declines_every_animal_after_dein():
    for animal, expected in (("horse", "dein Pferd"), ("monkey", "deinen Affen"), ("elephant", "deinen Elefanten"), ("bear", "deinen Bären")):
        de = Text("animal_cards.next.react", name="Mia", animal=animal_noun("frog"), level=1, target=animal_noun(animal),
                  target_level=1).render("de")
        assert f"greift {expected} (Stufe 1) an" in de


@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_counts_read_well_in_both_languages(n):
    de, en = Text("animal_cards.count.cards", n=n).render("de"), Text("animal_cards.count.cards", n=n).render("en")
    assert de == (f"{n} Karte" if n == 1 else f"{n} Karten") and en == (f"{n} card" if n == 1 else f"{n} cards")
    for card in ("bear1", "flamingo1", "starfish3"):
        exercise = Text(f"animal_cards.exercise.{exercise_for(card).id}", n=n)
        assert "(" not in exercise.render("de") + exercise.render("en")
    assert Text("animal_cards.exercise.bear_reach", n=1).render("en") == "1 stretch like a bear"
    assert Text("animal_cards.exercise.bear_reach", n=4).render("en") == "4 stretches like a bear"
    assert Text("animal_cards.exercise.flamingo_balance", n=1).render("de") == "1 Sekunde auf einem Bein"


def _swapping_position():
    """Mia's turn with five cards in hand, some of which she can play now and some not."""
    return GAME.new_initial_state(["Mia", "Leo"]).with_setup(
        {"1": {"grid": {"a1": "frog1"}, "health": {"a1": 2}, "hand": ["banana", "dojo", "frog2", "sneakers", "bear2"],
               "fallen_animals": ["cheetah", "eagle", "monkey", "horse", "starfish"]},
         "2": {"grid": {"a1": "bear1"}, "hand": ["blanket", "blanket", "dojo", "dojo", "whistle"],
               "fallen_animals": ["cheetah", "eagle", "monkey", "horse", "starfish"]}, "turns": 10})


@pytest.mark.parametrize("n", [1, 2, 5])
def test_swapping_cards_says_what_is_put_away_and_how_many_are_drawn(n):
    state = _swapping_position()
    cards = sorted(state.hands[0])[:n]
    action = next(a for a in state.legal_actions() if a.kind == "discard" and len(a.args) == n)
    de, en = state.action_text(action, "de"), state.action_text(action, "en")
    assert "(n)" not in de and "(s)" not in en
    assert ("eine neue Karte." in de) == (n == 1) and (("a new card" in en) == (n == 1))
    assert (f"{n} neue Karten." in de) == (n > 1) and ((f"{n} new cards" in en) == (n > 1))
    names = [card_name(c).render("de") for c in action.args]
    assert all(de.index(name) < de.index("Ablagestapel") for name in names)  # the cards put away come first …
    assert not any(name in de[de.index("Ablagestapel"):] for name in names)  # … and are not said to be drawn
    assert ("die Karte „" in de) == (n == 1) and ("die Karten „" in de) == (n > 1)
    assert len(cards) == n


def test_the_reason_for_a_swap_says_why_the_cards_go():
    """A swap's reason is more than the swap again: cards that no move of the turn could use are the
    reason; cards it could use are named as such, with the deck the new ones come from. A dojo uses the
    next level of an animal too (Mia's frog on a1: the dojo takes the frog of level 2)."""
    state = _swapping_position()
    deck = sum(state.decks[0].values())
    reasons = {str(a): (state.move_reason(a, "de"), state.move_reason(a, "en")) for a in state.legal_actions() if a.kind == "discard"}
    assert reasons["discard bear2"] == (
        "die Karte „Bär (Stufe 2)“ kann ich jetzt nicht einsetzen, darum tausche ich sie gegen eine neue",
        "I cannot use the card “Bear (level 2)” now, so I swap it for a new one")
    assert reasons["discard frog2"] == (
        f"die Karte „Frosch (Stufe 2)“ könnte ich jetzt einsetzen, aber ich hoffe, aus den {deck} Karten in meinem Stapel bessere zu ziehen",
        f"I could use the card “Frog (level 2)” now, but I hope to draw better ones from the {deck} cards in my deck")
    de, en = reasons["discard bear2 frog2 banana"]
    assert en == f"I could use the cards “Frog (level 2)” and “Banana” now, but I hope to draw better ones from the {deck} cards in my deck"
    assert de.startswith("die Karten „Frosch (Stufe 2)“ und „Banane“ könnte ich jetzt einsetzen"), de


def test_catalog_texts_have_no_plural_brackets_doubled_stops_or_nested_brackets():
    for path in LOCALE.glob("*.ftl"):
        text = path.read_text(encoding="utf-8")
        assert "(s)" not in text and "(n)" not in text and "(e)" not in text, path
        assert ".." not in text.replace("...", "") and "((" not in text, path
        assert not re.search(r"\([^()\n]*\([^()\n]*\)[^()\n]*\)", text), path


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


def test_the_set_up_prompt_says_which_animals_and_how_many_are_left():
    state = GAME.new_initial_state(["Mia", "Leo"], first="1")
    assert "Noch 6 Tiere" in state.describe("de") and "6 animals to go" in state.describe("en")
    assert "Stufe 1" in state.describe("de") and "level-1 animals" in state.describe("en")
    for cell in ("a1", "b1", "c1", "a2", "b2"):
        state = state.apply(f"place {state.reserve[0][0]} {cell}")
    de, en = state.describe("de"), state.describe("en")
    assert "dein letztes Tier" in de and "your last animal" in en
    assert "1 of 6" not in en and "1 von 6" not in de
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
    from boardtutor.bots import SearchBot, move_and_reason

    walks = {w.id: w for w in boardtutor.walkthroughs("animal_cards")}
    state = walks["turn"].replay()[1]  # Mia attacks
    bot = SearchBot(seed=1, time_limit=None, max_iterations=30)
    action = bot.choose(state)
    for lang in ("de", "en"):  # the move as the log says it, and why (as a sentence of its own after the move's dash)
        assert bot.explain(lang).startswith(move_and_reason(state.action_text(action, lang), state.move_reason(action, lang), lang))
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


def test_play_view_in_english_shows_no_german_while_the_global_language_is_german():
    import json as _json

    from boardtutor.widgets import PlayView

    set_language("de")
    try:
        play = PlayView("animal_cards", players=2, seats=["random", "random"], seed=3, bot_time=0.01, background=False, pause=0)
        play.lang = "en"
        assert play.state.is_terminal()
        shown = _json.dumps(play.view, ensure_ascii=False)
    finally:
        set_language("en")
    assert "Player" in play.view["result"]
    for german in ("Spieler", "gewinnt", "Stufe", "Karte", "greift", "Lebenspunkt"):
        assert german not in shown, german
