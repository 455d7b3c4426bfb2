"""Issue 11 for Tawa Hallae: every text in the language asked for, nouns declined by the catalogs,
no nested brackets, headings translated with the Italian in brackets, exactly two players said so."""

from __future__ import annotations

import json
import re

import pytest

import boardtutor
from boardtutor.games.tawa_hallae.rules import ANIMALS
from boardtutor.i18n import Noun, tr
from boardtutor.widgets import PlayView

GAME = boardtutor.load("tawa_hallae")
GERMAN = re.compile(r"\b(Rot|Blau|Spieler|gewinnt|Punkte|Tier|Tiere|Höhle|schaut|nach|Zug|der|die|das|und)\b")
ENGLISH = re.compile(r"\b(Red|Blue|Player|wins|points|animal|faces|moves|the|and)\b")
NESTED = re.compile(r"\([^)]*\(")


@pytest.fixture
def german_elsewhere():
    boardtutor.set_language("de")
    yield
    boardtutor.set_language("de")


def _ended() -> boardtutor.State:
    state = GAME.new_initial_state(setup="free").with_setup(
        {"board": {"d12": "red turtle n", "a6": "blue wolf s"}, "turn": "red", "points": [3, 1], "last_hunt": "blue"})
    return state.apply("d12-d13")


def test_the_outcome_and_every_state_text_speak_the_language_asked_for(german_elsewhere):
    end = _ended()
    assert end.is_terminal()
    assert end.outcome().message("en") == "Red wins with 5 hunt points (against 1)!"
    assert end.outcome().message("de") == "Rot gewinnt mit 5 Punkten aus der Jagd (gegen 1)!"
    state = GAME.new_initial_state(seed=1)
    english = [state.describe("en"), state.action_text("e10-e8", "en"), state.move_reason("e10-e8", "en"),
               end.describe("en"), state.svg(lang="en")]
    for text in english:
        assert not GERMAN.search(re.sub(r"<[^>]*>", " ", text)), text
    boardtutor.set_language("en")
    german = [state.describe("de"), state.action_text("e10-e8", "de"), state.move_reason("e10-e8", "de"), end.describe("de")]
    for text in german:
        assert not ENGLISH.search(text), text


def test_play_view_in_english_while_the_global_language_is_german(german_elsewhere):
    play = PlayView("tawa_hallae", seats=["human", "human"], seed=1)
    play.switch_language("en")
    play.click_field("e10")
    play.click_field("e8")
    view = play.view
    words = " ".join([view["status"], *view["log"], *(b["label"] for b in view["buttons"])])
    assert "Blue" in words and not GERMAN.search(words), words
    assert not re.search(r"Rot|Blau|Höhle|schaut", view["svg"] + json.dumps(view["settings"], ensure_ascii=False))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_animal_is_declined_by_its_sentence(lang):
    """The articles follow gender and case: zieht den Löwen / das Nashorn / die Giraffe; greift mit dem
    Löwen an; the English has no articles but “the”, and “an” before elephant and anaconda."""
    expected_acc = {"lion": "den Löwen", "cheetah": "den Geparden", "rhino": "das Nashorn", "elephant": "den Elefanten",
                    "giraffe": "die Giraffe", "gorilla": "den Gorilla", "vulture": "den Geier"}
    for kind in ANIMALS:
        noun = Noun(f"tawa_hallae.animal.{kind}")
        text = tr("tawa_hallae.action.move", lang, name="Rot", animal=noun, origin="e4", target="e6")
        if lang == "de" and kind in expected_acc:
            assert f"zieht {expected_acc[kind]} von" in text
        if lang == "en":
            assert f"moves the {noun.render('en')} from" in text
    assert tr("tawa_hallae.save.goal_field", "en", field="e13", animal=Noun("tawa_hallae.animal.elephant")).startswith("An elephant")
    assert "mit dem Löwen von e4 aus" in tr("tawa_hallae.action.move_spring", "de", name="Rot", animal=Noun("tawa_hallae.animal.lion"),
                                           origin="e4", target="e6")
    assert "springt sie nach e4 zurück" in tr("tawa_hallae.action.move_spring", "de", name="Rot", animal=Noun("tawa_hallae.animal.gazelle"),
                                             origin="e4", target="e6")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_facings_headings_and_citations_have_no_brackets_inside_brackets(lang):
    facings = [tr(f"tawa_hallae.facing.{f}", lang) for f in "nesw"]
    assert all("(" not in f for f in facings)
    state = GAME.new_initial_state()
    with pytest.raises(boardtutor.RuleViolation) as info:
        state.apply("e10-a5")
    assert not NESTED.search(info.value.message(lang)) and not NESTED.search(info.value.rule.cite(lang))
    headings = [line for line in (GAME_LOCALE / f"{lang}.ftl").read_text(encoding="utf-8").splitlines()
                if line.startswith("tawa_hallae-section-")]
    assert len(headings) > 20
    for line in headings:
        key = line.split(" = ")[0].replace("-", ".")
        heading = tr(key, lang)
        cite = boardtutor.core.Rule("tawa_hallae", key.rsplit(".", 1)[1]).cite(lang)
        assert not NESTED.search(cite), cite
        # the translation first, the printed Italian heading after it in quotes
        assert re.fullmatch(r"[^()]+ \((„[^“]+“|“[^”]+”)\)", heading), heading
    for paragraph in boardtutor.rulebook("tawa_hallae").paragraphs:
        assert not NESTED.search(paragraph.cite(lang)), paragraph.cite(lang)


GAME_LOCALE = __import__("pathlib").Path(boardtutor.games.tawa_hallae.__file__).parent / "locale"


def test_a_game_for_exactly_two_says_so():
    for players in (1, 3):
        with pytest.raises(boardtutor.RuleViolation) as info:
            GAME.new_initial_state(players)
        assert "genau 2 Spieler" in info.value.message("de") and "exactly 2 players" in info.value.message("en")
        assert "2 bis 2" not in info.value.message("de") and "2 to 2" not in info.value.message("en")


def test_reasons_name_both_packs_in_the_language_asked_for(german_elsewhere):
    start = GAME.new_initial_state(setup="free")
    state = start.with_setup({"board": {"e5": "red elephant n", "e6": "blue wolf s", "e7": "blue cheetah s"}, "turn": "red"})
    assert state.move_reason("e5-e7", "en") == "it captures Blue's wolf on e6 and Blue's cheetah on e7"
    assert state.move_reason("e5-e7", "de") == "er nimmt den Wolf von Blau auf e6 und den Geparden von Blau auf e7 gefangen"
    boardtutor.set_language("en")
    assert state.move_reason("e5-e7", "de").startswith("er nimmt")
