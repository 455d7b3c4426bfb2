"""Sentence parts with correct German cases: “deinen Bären (Stufe 1)”, “dein Pferd (Stufe 2)”, “the Frog”.

The articles and the case forms of the animals are data (``data.json`` → ``grammar``); the sentences
around them are catalog templates.

>>> animal_phrase("horse1", "your", "acc").render("de"), animal_phrase("bear2", "your", "acc").render("de")
('dein Pferd (Stufe 1)', 'deinen Bären (Stufe 2)')
>>> animal_phrase("monkey1", "my", "dat").render("de"), animal_phrase("monkey1", "my", "dat").render("en")
('meinem Affen (Stufe 1)', 'my Monkey (level 1)')
>>> animal_phrase("elephant3", "the", "nom", cap=True).render("de"), animal_phrase("elephant3", "the", "nom", cap=True).render("en")
('Der Elefant (Stufe 3)', 'The Elephant (level 3)')
>>> count_text("animal_cards.count.cards", 1).render("de"), count_text("animal_cards.count.cards", 5).render("en")
('1 Karte', '5 cards')
"""

from __future__ import annotations

import json
from pathlib import Path

from ...i18n import Bilingual, Text

_DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
GRAMMAR = _DATA["grammar"]
ANIMALS = {animal["id"]: animal for animal in _DATA["animals"]}


def animal_of(card: str) -> str | None:
    """``"bear2"`` → ``"bear"`` (as ``rules.animal_of``; this module is imported by the rules)."""
    return card[:-1] if card[:-1] in ANIMALS and card[-1].isdigit() else None


def level_of(card: str) -> int:
    return int(card[-1]) if animal_of(card) else 0


def _cap(text: str, cap: bool | str, lang: str) -> str:
    return text[:1].upper() + text[1:] if cap is True or cap == lang else text


def animal_phrase(card: str, det: str = "the", case: str = "nom", *, cap: bool | str = False, level: bool = True) -> Bilingual:
    """An animal card with its article (``det``: ``"the"``, ``"your"``, ``"my"``) in a German ``case``
    (``"nom"``, ``"acc"``, ``"dat"``); ``level`` adds “(Stufe 2)” / “(level 2)”; ``cap`` starts with a
    capital (True, or a language: ``"de"`` after a colon, where German starts a sentence anew)."""
    animal = animal_of(card) or card
    de = GRAMMAR["de"]
    gender = de["gender"][animal]
    noun = ANIMALS[animal]["name"]["de"] if case == "nom" else de["oblique"].get(animal, ANIMALS[animal]["name"]["de"])
    texts = {
        "de": f"{de['articles'][det][case][gender]} {noun}",
        "en": f"{GRAMMAR['en']['articles'][det]} {ANIMALS[animal]['name']['en']}",
    }
    if level and animal_of(card):
        texts = {lang: f"{text} ({Text('animal_cards.level_word', level=level_of(card)).render(lang)})" for lang, text in texts.items()}
    return Bilingual({lang: _cap(text, cap, lang) for lang, text in texts.items()})


def count_text(key: str, n: int, **params: object) -> Text:
    """``key.one`` for 1, else ``key.many`` (no “card(s)”); ``n`` is passed on."""
    return Text(f"{key}.{'one' if n == 1 else 'many'}", n=n, **params)


__all__ = ["animal_phrase", "count_text"]
