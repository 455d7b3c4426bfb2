"""The rulebook's structure as data: every rule paragraph, linked to the examples that teach it.

Each game keeps ``boardtutor/games/<id>/rulebook.json``: the paragraphs of its rulebook in rulebook
order, each with a stable ``id`` (e.g. ``duel.tie``), the rulebook's own ``number`` where it has
one, the section ``heading`` in the rulebook's language with its translations (``heading_de``,
``heading_en``), the ``page``, a one-line ``summary`` in our own words (DE and EN), and its
``kind``: ``rule``, ``variant``, ``optional`` (a format one may choose), ``component`` or ``example``.

Walkthrough steps cite paragraphs (``"rules": [...]``), so do RuleViolations (``game.rule(id)``),
assumptions (``"paragraphs": [...]`` in data.json) and tests (``@pytest.mark.rule(game, id, ...)``);
``tools/rule_coverage.py`` measures what is taught and tested.

``RuleMap.search`` ranks the paragraphs that answer a learner's question (``boardtutor.search``: SQLite FTS5
bm25 over Snowball stems of the headings, summaries, the rulebook's words and the game's glossary).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from .i18n import check_language, tr

KINDS = ("rule", "variant", "optional", "component", "example", "overview")
"""What a paragraph is. Rules, variants and optional formats must each be taught and tested; an
``overview`` answers what learners ask before any rule (players, age, playing time, what the game is
made of) and is kept apart from the rulebook's own paragraphs (``RuleMap.overview``)."""
MUST_COVER = ("rule", "variant", "optional")


@dataclass
class Paragraph:
    """One rule paragraph of a rulebook (see the module docstring)."""

    game_id: str
    id: str
    number: str | None
    heading: str
    headings: dict[str, str]
    page: int | None
    summaries: dict[str, str]
    kind: str
    steps: list[tuple[str, int]] = field(default_factory=list)
    assumptions: list[str] = field(default_factory=list)
    original_language: str = "de"

    def summary(self, lang: str | None = None) -> str:
        """What the paragraph says, in one line of our own words."""
        return self.summaries[check_language(lang)]

    def heading_in(self, lang: str | None = None) -> str:
        """The section heading in ``lang``, with the rulebook's own heading in brackets where the
        rulebook is in another language: "The duel (Der Zweikampf)"."""
        lang = check_language(lang)
        own = self.headings.get(lang) or self.heading
        if lang == self.original_language or own == self.heading or self.kind == "overview":
            return own
        return f"{own} ({self.heading})"

    def number_in(self, lang: str | None = None) -> str:
        """The rulebook's own number of the paragraph in words: "Punkt 3" / "item 3", "Teil b" / "part b"."""
        number = (self.number or "").rstrip(")")
        key = "core.rule.part" if number.isalpha() else "core.rule.item"
        return tr(key, lang, number=number)

    def cite(self, lang: str | None = None) -> str:
        """"Woodwalkers rulebook, “The duel (Der Zweikampf)”, 3.1, p. 4"."""
        lang = check_language(lang)
        where = self.heading_in(lang)
        extra = "".join(
            [", " + self.number_in(lang) if self.number else "", tr("core.rule.page", lang, page=self.page) if self.page else ""]
        )
        return tr("core.rule.cite", lang, rulebook=tr(f"{self.game_id}.rulebook", lang), section=where) + extra

    def __repr__(self) -> str:
        return f"<Paragraph {self.game_id}:{self.id} ({self.kind})>"


class RuleMap:
    """A game's rulebook as data: ``paragraphs`` in rulebook order, ``get(id)``, ``search(text)``,
    ``sections()`` (paragraphs grouped by heading)."""

    def __init__(self, game_id: str, data: dict[str, Any]) -> None:
        self.game_id = game_id
        self.source = data.get("source", "")
        self.language = data.get("language", "de")
        self.paragraphs: list[Paragraph] = [self._paragraph(raw) for raw in data["paragraphs"]]
        self.overview: list[Paragraph] = [self._paragraph(raw) for raw in data.get("overview", ())]
        """What learners ask first (kind ``overview``): searched and cited like the rulebook's paragraphs,
        but not among them (``paragraphs`` and iteration keep the rulebook's own, in its order)."""
        self._by_id = {p.id: p for p in [*self.paragraphs, *self.overview]}
        self._index = None

    def _paragraph(self, raw: dict[str, Any]) -> Paragraph:
        return Paragraph(
            game_id=self.game_id,
            id=raw["id"],
            number=raw.get("number"),
            heading=raw["heading"],
            headings={lang: raw.get(f"heading_{lang}", raw["heading"]) for lang in ("de", "en")},
            page=raw.get("page"),
            summaries=dict(raw["summary"]),
            kind=raw["kind"],
            original_language=self.language,
        )

    def get(self, paragraph_id: str) -> Paragraph | None:
        return self._by_id.get(paragraph_id)

    def __contains__(self, paragraph_id: object) -> bool:
        return paragraph_id in self._by_id

    def __iter__(self):
        return iter(self.paragraphs)

    def __len__(self) -> int:
        return len(self.paragraphs)

    def sections(self) -> list[tuple[str, list[Paragraph]]]:
        """Paragraphs grouped by their section heading, in rulebook order."""
        groups: list[tuple[str, list[Paragraph]]] = []
        for paragraph in self.paragraphs:
            if not groups or groups[-1][0] != paragraph.heading:
                groups.append((paragraph.heading, []))
            groups[-1][1].append(paragraph)
        return groups

    def search(self, query: str, lang: str | None = None, limit: int | None = None) -> list[Paragraph]:
        """The paragraphs that answer ``query``, best first (see ``boardtutor.search``): ranked full-text
        search over headings, summaries, the rulebook's words and the glossary, in German, English and the
        rulebook's language; stop words never block a match, small typos are tolerated. An empty query
        gives every paragraph in rulebook order. Input that is not text, or longer than
        ``search.MAX_QUERY`` characters, raises ``RuleViolation``.

        >>> [p.id for p in rulebook("woodwalkers").search("Who starts?", lang="en", limit=1)]
        ['setup.youngest']
        """
        from .search import MAX_QUERY, SearchIndex

        if not isinstance(query, str) or len(query) > MAX_QUERY:
            from .core import RuleViolation
            from .i18n import Text

            raise RuleViolation(Text("core.rulemap.query", max=MAX_QUERY))
        if lang is not None:
            lang = check_language(lang)
        if not query.strip():
            return list(self.paragraphs)[:limit]
        if self._index is None:
            self._index = SearchIndex(self)
        return self._index.search(query, lang=lang, limit=limit)

    def table(self, lang: str | None = None):
        """The map as a pandas table (section, number, summary, kind, examples, assumption)."""
        import pandas as pd

        lang = check_language(lang)
        rows = [
            {
                tr("core.rulemap.section", lang): p.heading_in(lang),
                tr("core.rulemap.number", lang): p.number or "",
                tr("core.rulemap.rule", lang): p.summary(lang),
                tr("core.rulemap.examples", lang): len(p.steps),
                tr("core.rulemap.assumption", lang): tr("core.rulemap.yes", lang) if p.assumptions else "",
            }
            for p in self.paragraphs
        ]
        return pd.DataFrame(rows)

    def __repr__(self) -> str:
        return f"<RuleMap {self.game_id}: {len(self.paragraphs)} paragraphs>"


@lru_cache(maxsize=None)
def _load(game_id: str) -> RuleMap | None:
    from . import load
    from .walkthrough import walkthroughs

    game = load(game_id)
    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        text = resources.files(package).joinpath("rulebook.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    rules = RuleMap(game_id, json.loads(text))
    for walkthrough in walkthroughs(game_id):
        for box in walkthrough.examples:
            if box in rules and (walkthrough.id, 1) not in rules.get(box).steps:
                rules.get(box).steps.append((walkthrough.id, 1))
        for index, step in enumerate(walkthrough.steps, start=1):
            for paragraph_id in step.rules:
                if paragraph_id in rules:
                    rules.get(paragraph_id).steps.append((walkthrough.id, index))
    for assumption in getattr(game, "data", {}).get("assumptions", []):
        for paragraph_id in assumption.get("paragraphs", ()):
            if paragraph_id in rules:
                rules.get(paragraph_id).assumptions.append(assumption["id"])
    return rules


def rulebook(game_id: str) -> RuleMap:
    """The rule map of a game (``boardtutor/games/<id>/rulebook.json``), linked to the walkthrough steps
    that teach each paragraph and the assumptions that fill it in."""
    rules = _load(game_id)
    if rules is None:
        from .core import RuleViolation
        from .i18n import Text

        raise RuleViolation(Text("core.rulemap.missing", game=game_id))
    return rules


def has_rulebook(game_id: str) -> bool:
    return _load(game_id) is not None
