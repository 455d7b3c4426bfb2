"""The glossary per game (``games/<id>/glossary.json``): valid data, terms tied to real paragraphs, one word
per thing in our texts, and every learner's word of a term finds the term's paragraphs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

import boardtutor
from boardtutor.glossary import Glossary, glossary
from boardtutor.rulebook import has_rulebook

GAMES = Path(boardtutor.__file__).parent / "games"
MAPPED = [g for g in boardtutor.games() if has_rulebook(g)]


@pytest.mark.parametrize("game_id", MAPPED)
def test_every_game_has_a_valid_glossary_tied_to_its_paragraphs(game_id):
    words = glossary(game_id)
    assert words is not None and words.game == game_id and len(words.terms) >= 20
    rules = boardtutor.rulebook(game_id)
    for term in words.terms:
        assert term.de and term.en and term.rulebook
        assert all(p in rules for p in term.paragraphs), (term.id, term.paragraphs)
    if rules.language == "it":
        assert all(term.it for term in words.terms if term.id != "box" or term.it)


def test_the_model_refuses_broken_glossaries():
    good = {"game": "g", "terms": [{"id": "tie", "rulebook": ["gleich"], "de": "Gleichstand", "en": "tie"}]}
    assert Glossary.model_validate(good).term("tie").de == "Gleichstand"
    broken = [
        {**good, "terms": good["terms"] * 2},  # one term twice
        {**good, "terms": [{**good["terms"][0], "colour": "red"}]},  # an unknown key
        {**good, "terms": [{**good["terms"][0], "de": ""}]},  # no German word
        {**good, "terms": [{**good["terms"][0], "rulebook": []}]},  # not the rulebook's word
        {**good, "terms": [{**good["terms"][0], "synonyms": {"fr": ["égalité"]}}]},  # no such language
        {**good, "terms": [{**good["terms"][0], "id": "Tie Break"}]},
        {**good, "terms": []},
    ]
    for data in broken:
        with pytest.raises(ValidationError):
            Glossary.model_validate(data)


def _texts(game_id: str, lang: str) -> list[str]:
    """Every text of a game in one language: the rule map, the walkthroughs and the catalogs."""
    folder = GAMES / game_id
    found: list[str] = []

    def strings(node, keyed: bool = False):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == lang or key.endswith(f"_{lang}"):
                    found.extend(v for v in ([value] if isinstance(value, str) else []) )
                strings(value)
        elif isinstance(node, list):
            for item in node:
                strings(item)

    for name in ("rulebook.json", "walkthroughs.json", "data.json"):
        if (folder / name).exists():
            strings(json.loads((folder / name).read_text(encoding="utf-8")))
    found += [path.read_text(encoding="utf-8") for path in (folder / "locale").glob(f"*{lang}.ftl")]
    return found


@pytest.mark.parametrize("game_id", MAPPED)
def test_our_texts_use_the_glossarys_word_not_the_avoided_one(game_id):
    for term in glossary(game_id).terms:
        for lang, avoided in term.avoid.items():
            texts = _texts(game_id, lang)
            assert texts
            for word in avoided:
                hits = [t for t in texts if re.search(rf"\b{re.escape(word)}", t, re.IGNORECASE)]
                assert not hits, f"{game_id}: “{word}” in our {lang} texts; the glossary says “{getattr(term, lang)}”"


@pytest.mark.parametrize("game_id", MAPPED)
def test_every_word_of_a_term_finds_the_terms_paragraphs(game_id):
    rules = boardtutor.rulebook(game_id)
    for term in glossary(game_id).terms:
        wanted = set(term.paragraphs)
        if not wanted:
            continue
        words = [(term.de, "de"), (term.en, "en"), *((w, None) for w in [*term.rulebook, *(term.it and [term.it] or [])]),
                 *((w, lang if lang != "it" else None) for lang, ws in term.synonyms.items() for w in ws)]
        for word, lang in words:
            found = {p.id for p in rules.search(word, lang=lang)}
            assert found & wanted, f"{game_id}: “{word}” ({term.id}) finds none of {sorted(wanted)}"
