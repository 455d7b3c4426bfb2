"""Ranked search over a rule map: SQLite FTS5 with bm25 over text stemmed by Snowball.

Every paragraph is indexed with its headings, its summaries in German and English, the rulebook's own
words and the glossary's words for the things it talks about (``games/<id>/glossary.json``). Text is
folded (case, ß, accents), split into words, stripped of stop words and stemmed in its own language
(German, English, Italian) before it is indexed; a query is stemmed the same way in every language, so
German, English and the rulebook's Italian words all find their paragraphs. Words match whole after
stemming, never as substrings ("tie" does not find "Tiere"); any word of the query may match (bm25 ranks
the paragraphs that match more, and rarer, words first); a word the index does not know is replaced
by the indexed words one letter away (a typo).

>>> words("Wer fängt an? Würfel-Plättchen, 5x5")
['wer', 'fängt', 'an', 'würfel', 'plättchen', '5', 'x', '5']
>>> stems("Wuerfel", "de") == stems("Würfel", "de") == ['wurfel']
True
>>> stems("What happens on a tie?", "en")
['tie']
"""

from __future__ import annotations

import json
import re
import sqlite3
import unicodedata
from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Iterable

import snowballstemmer

if TYPE_CHECKING:
    from .rulebook import Paragraph, RuleMap

LANGUAGES = ("de", "en", "it")
_STEMMERS = {"de": "german", "en": "english", "it": "italian"}
MAX_QUERY = 200
"""The longest query the search accepts (characters); longer input is refused with a message."""
MAX_WORDS = 16
"""The most words of a query the search looks at (after stop words); the rest is ignored."""
_WORD = re.compile(r"[^\W\d_]+|\d+")
_COLUMNS = ("heading", "summary_de", "summary_en", "rulebook", "glossary_de", "glossary_en", "glossary_it")
_WEIGHTS = {"heading": 2.0, "summary": 3.0, "summary_other": 1.5, "rulebook": 2.0, "glossary": 1.0}


def words(text: str) -> list[str]:
    """The words of a text, case folded (ß stays for the German stemmer); letters and digits apart."""
    return _WORD.findall(str(text).casefold())


@lru_cache(maxsize=None)
def _stopwords() -> dict[str, frozenset[str]]:
    data = json.loads(resources.files(__package__).joinpath("stopwords.json").read_text(encoding="utf-8"))
    return {lang: frozenset(data[lang]) for lang in LANGUAGES}


@lru_cache(maxsize=None)
def _stemmer(lang: str):
    return snowballstemmer.stemmer(_STEMMERS[lang])


def _plain(word: str) -> str:
    """Accents and umlauts dropped (after German stemming has used them); ß as ss."""
    word = word.replace("ß", "ss")
    return "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch))


@lru_cache(maxsize=65536)
def stem(word: str, lang: str) -> str | None:
    """One folded word stemmed in ``lang`` (``None`` for a stop word)."""
    if word in _stopwords()[lang]:
        return None
    return _plain(_stemmer(lang).stemWord(word if lang == "de" else _plain(word)))


def stems(text: str, lang: str) -> list[str]:
    """The stems of a text in one language, stop words left out."""
    return [s for s in (stem(w, lang) for w in words(text)) if s]


def _edits(word: str, alphabet: str) -> set[str]:
    """Every string one edit away (a letter left out, added, changed, or two neighbours swapped)."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    out = {a + b[1:] for a, b in splits if b}
    out |= {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    out |= {a + c + b[1:] for a, b in splits if b for c in alphabet}
    out |= {a + c + b for a, b in splits for c in alphabet}
    return out


class SearchIndex:
    """The FTS5 index of one rule map (built once per game, in memory)."""

    def __init__(self, rules: "RuleMap") -> None:
        from .glossary import glossary

        self.rules = rules
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.execute(
            "CREATE VIRTUAL TABLE para USING fts5(" + ", ".join(_COLUMNS) + ", tokenize='unicode61 remove_diacritics 2')"
        )
        book = rules.language if rules.language in LANGUAGES else "de"
        columns: dict[str, dict[str, list[str]]] = {}
        for p in rules.paragraphs:
            heading = stems(p.heading, book) + stems(p.headings["de"], "de") + stems(p.headings["en"], "en")
            columns[p.id] = {
                "heading": heading,
                "summary_de": stems(p.summaries["de"], "de"),
                "summary_en": stems(p.summaries["en"], "en"),
                "rulebook": [], "glossary_de": [], "glossary_en": [], "glossary_it": [],
            }
        terms = glossary(rules.game_id).terms if glossary(rules.game_id) else []
        for term in terms:
            forms = [(term.de, "de"), (term.en, "en"), *((w, book) for w in term.rulebook)] + ([(term.it, "it")] if term.it else [])
            linked = set(term.paragraphs) | {
                pid for pid, cols in columns.items()
                if any(_contains(cols, stems(text, lang)) for text, lang in forms)
            }
            for pid in linked & columns.keys():
                cols = columns[pid]
                for text in term.rulebook:
                    cols["rulebook"] += stems(text, book)
                cols["glossary_de"] += stems(" ".join([term.de, *term.synonyms.get("de", ())]), "de")
                cols["glossary_en"] += stems(" ".join([term.en, *term.synonyms.get("en", ())]), "en")
                cols["glossary_it"] += stems(" ".join([term.it or "", *term.synonyms.get("it", ())]), "it")
        self._ids = list(columns)
        self._db.executemany(
            "INSERT INTO para(rowid, " + ", ".join(_COLUMNS) + ") VALUES (?" + ", ?" * len(_COLUMNS) + ")",
            [(row, *(" ".join(dict.fromkeys(columns[pid][c])) for c in _COLUMNS)) for row, pid in enumerate(self._ids)],
        )
        self.vocabulary = frozenset(s for cols in columns.values() for col in cols.values() for s in col)
        self._alphabet = "".join(sorted({ch for s in self.vocabulary for ch in s}))

    def terms(self, query: str) -> list[str]:
        """The index terms a query looks for: each word stemmed in every language; a word the index does
        not know in any language is replaced by the known stems one edit away."""
        found: list[str] = []
        for word in words(query):
            variants = {s for s in (stem(word, lang) for lang in LANGUAGES) if s}
            known = variants & self.vocabulary
            if not known:
                known = {e for v in variants if len(v) >= 4 for e in _edits(v, self._alphabet)} & self.vocabulary
            found += sorted(known - set(found))
            if len(found) >= MAX_WORDS * 3:
                break
        return found

    def search(self, query: str, lang: str | None = None, limit: int | None = None) -> list["Paragraph"]:
        terms = self.terms(query)
        if not terms:
            return []
        weights = [
            _WEIGHTS["heading"],
            _WEIGHTS["summary" if lang in (None, "de") else "summary_other"],
            _WEIGHTS["summary" if lang in (None, "en") else "summary_other"],
            _WEIGHTS["rulebook"],
            *[_WEIGHTS["glossary"]] * 3,
        ]
        match = " OR ".join(f'"{t}"' for t in terms)
        sql = f"SELECT rowid FROM para WHERE para MATCH ? ORDER BY bm25(para, {', '.join(map(str, weights))}), rowid"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [self.rules.get(self._ids[row]) for (row,) in self._db.execute(sql, (match,))]


def _contains(columns: dict[str, list[str]], phrase: Iterable[str]) -> bool:
    """Whether every stem of a phrase occurs in the paragraph's summaries (headings name whole sections)."""
    phrase = list(phrase)
    if not phrase:
        return False
    own = set(columns["summary_de"]) | set(columns["summary_en"])
    return all(s in own for s in phrase)
