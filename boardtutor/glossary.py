"""A glossary per game: one word per thing (``boardtutor/games/<id>/glossary.json``).

Each term names one thing of the game: the rulebook's own word(s), the word our German and English texts
use (``de``, ``en``), the Italian word for a rulebook in Italian (``it``), the synonyms learners type
(``synonyms``: everyday words, British and American spellings, the rulebook's other words), the words our
texts do not use for it (``avoid``, e.g. the Woodwalkers rulebook's "Punktezähler" where we say
"Zählstein") and the rule paragraphs it belongs to. The rule search indexes every word of a term with the
paragraphs it belongs to and with every paragraph that uses one of its words.

>>> from boardtutor.glossary import glossary
>>> term = glossary("woodwalkers").term("score_counter")
>>> term.de, term.en, term.avoid["de"]
('Zählstein', 'score counter', ['Punktezähler'])
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

_Word = Field(min_length=1, max_length=80)


class Term(BaseModel):
    """One thing of a game and its words."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)
    rulebook: list[str] = Field(min_length=1)
    de: str = _Word
    en: str = _Word
    it: str | None = None
    synonyms: dict[Literal["de", "en", "it"], list[str]] = {}
    avoid: dict[Literal["de", "en"], list[str]] = {}
    paragraphs: list[str] = []


class Glossary(BaseModel):
    """The glossary of one game."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str
    note: str = ""
    terms: list[Term] = Field(min_length=1)

    @model_validator(mode="after")
    def _one_entry_per_term(self) -> "Glossary":
        ids = [t.id for t in self.terms]
        doubled = sorted({i for i in ids if ids.count(i) > 1})
        if doubled:
            raise ValueError(f"terms listed twice: {doubled}")
        return self

    def term(self, term_id: str) -> Term | None:
        return next((t for t in self.terms if t.id == term_id), None)


@lru_cache(maxsize=None)
def glossary(game_id: str) -> Glossary | None:
    """The glossary of a game, validated (``None`` if the game has none)."""
    try:
        text = resources.files(f"{__package__}.games.{game_id}").joinpath("glossary.json").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return None
    return Glossary.model_validate(json.loads(text))
