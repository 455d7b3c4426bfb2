"""Ranked search over a rule map: SQLite FTS5 with bm25 over text stemmed by Snowball.

Every paragraph is indexed with its headings, its summaries in German and English, the rulebook's own
words and the glossary's words for the things it talks about (``games/<id>/glossary.json``). Text is
folded (case, ß, accents), split into words, stripped of stop words and stemmed in its own language
(German, English, Italian) before it is indexed; a query is stemmed the same way in every language, so
German, English and the rulebook's Italian words all find their paragraphs. Words match whole after
stemming, never as substrings ("tie" does not find "Tiere"); any word of the query may match (bm25 ranks
the paragraphs that match more, and rarer, words first, scaled by the share of the query's words they
have); German compounds also stand for their parts; a word the index does not know is read as its
parts, without a separable prefix (and as that prefix where it is a word of its own: "zurück"), or as
the indexed words with a short ending or one letter away (a typo; the first letter is kept, as people
rarely mistype it). A glossary term's names weigh most at the
paragraphs the glossary lists as its own; a learner's word for a term also looks for the term's own names
("unentschieden" → Gleichstand), and a term's name of several words said in the query ("fängt an") counts
as one more word of it. Question words ("wie viele", "muss ich", "when", "are there") are no search words,
but ask for a kind of paragraph (``kinds``: one that states a number, says what is required or allowed,
names a moment, the start or the end, or is an overview): among the paragraphs the other words find, those
of the kind asked rank higher.

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
_TYPO_LENGTH = 5
"""Only stems this long are corrected: shorter words are too often another real word one letter away."""
_PREFIXES = ("zurück", "weiter", "durch", "nach", "auf", "aus", "ein", "mit", "vor", "an", "ab", "um", "zu")
"""German separable verb prefixes: "fängt an", "umdrehen", "einsetzen" also stand for the bare verb."""
_WORD = re.compile(r"[^\W\d_]+|\d+")
_TABLES = {
    "own": ("heading", "summary_de", "summary_en"),  # what the rule map says
    "words": ("rulebook", "glossary_de", "glossary_en", "glossary_it"),  # the words for what it talks about
    "home": ("own_terms",),  # the names of the terms whose own paragraph it is (the glossary lists it)
}
_WEIGHTS = {"heading": 1.0, "summary": 2.0, "summary_other": 1.0, "rulebook": 1.0, "glossary": 1.0, "words": 0.5, "coord": 1.0, "home": 1.0, "kind": 0.5}


def words(text: str) -> list[str]:
    """The words of a text, case folded (ß stays for the German stemmer); letters and digits apart."""
    return _WORD.findall(str(text).casefold())


@lru_cache(maxsize=None)
def _wordlists() -> dict:
    return json.loads(resources.files(__package__).joinpath("stopwords.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _stopwords() -> dict[str, frozenset[str]]:
    """Per language, the filler and the question words: neither is a word to look for."""
    data = _wordlists()
    return {lang: frozenset(data[lang]) | frozenset(data["question"][lang]) for lang in LANGUAGES}


@lru_cache(maxsize=None)
def _kinds() -> dict[str, dict[str, object]]:
    """Each kind of paragraph a question may ask for, with its phrases (folded words) on either side."""
    return {
        kind: {side: tuple(tuple(_plain(w) for w in words(phrase)) for phrase in phrases) for side, phrases in
               (("asks", spec["asks"]), ("says", [*spec["asks"], *spec["says"]]))}
        | {"numbers": spec.get("numbers", False), "paragraphs": frozenset(spec.get("paragraphs", ()))}
        for kind, spec in _wordlists()["kinds"].items() if kind != "note"
    }


def kinds(text: str, side: str = "asks") -> frozenset[str]:
    """The kinds of paragraph a question asks for (``side="asks"``: "how many" asks for an amount, "muss ich"
    for a duty, "after" for a time), or that a summary is (``side="says"``: it says a number, "may",
    "then"); the phrases are the same in every language (``stopwords.json``, ``kinds``).

    >>> sorted(kinds("Wie viele Karten darf ich nach dem Angriff ziehen?"))
    ['amount', 'duty', 'time']
    >>> sorted(kinds("You may lay up to two trees; then the next player goes.", "says"))
    ['amount', 'duty', 'time']
    """
    said = [_plain(w) for w in words(text)]
    found = set()
    for kind, spec in _kinds().items():
        if side == "says" and spec["numbers"] and any(w.isdigit() for w in said):
            found.add(kind)
        elif any(said[i:i + len(phrase)] == list(phrase) for phrase in spec[side] for i in range(len(said))):
            found.add(kind)
    return frozenset(found)


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
        for table, cols in _TABLES.items():
            self._db.execute(f"CREATE VIRTUAL TABLE {table} USING fts5({', '.join(cols)}, tokenize='unicode61 remove_diacritics 2')")
        book = rules.language if rules.language in LANGUAGES else "de"
        columns: dict[str, dict[str, list[str]]] = {}
        for p in [*rules.overview, *rules.paragraphs]:
            heading = stems(p.heading, book) + stems(p.headings["de"], "de") + stems(p.headings["en"], "en")
            columns[p.id] = {
                "heading": heading,
                "summary_de": stems(p.summaries["de"], "de"),
                "summary_en": stems(p.summaries["en"], "en"),
                "rulebook": [], "glossary_de": [], "glossary_en": [], "glossary_it": [], "own_terms": [],
            }
        terms = glossary(rules.game_id).terms if glossary(rules.game_id) else []
        self._names: dict[str, set[str]] = {}  # a term's every word → its own names (query expansion)
        self._phrases: dict[str, dict[tuple[str, ...], set[str]]] = {}  # first word → a name of several words → own names
        for term in terms:
            forms = [(term.de, "de"), (term.en, "en"), *((w, book) for w in term.rulebook)] + ([(term.it, "it")] if term.it else [])
            linked = set(term.paragraphs) | {
                pid for pid, cols in columns.items()
                if any(_contains(cols, stems(text, lang)) for text, lang in forms)
            }
            names = {"".join(stems(text, lang)) for text, lang in forms} - {""}
            for text, lang in [*forms, *((text, lang) for lang, texts in term.synonyms.items() for text in texts)]:
                said = words(text)
                if len(said) > 1:
                    keys = _keys(said, lang)
                    self._phrases.setdefault(keys[0], {}).setdefault(keys, set()).update(names)
                elif said and stem(said[0], lang):
                    self._names.setdefault(stem(said[0], lang), set()).update(names)
            for pid in linked & columns.keys():
                cols = columns[pid]
                for column in _TABLES["words"]:
                    cols[column] += _term_stems(term, column, book)
                if pid in term.paragraphs:  # a name of several words counts as one: "start field" is not "start"
                    cols["own_terms"] += ["".join(stems(text, lang)) for text, lang in forms]
        known = {s for cols in columns.values() for col in cols.values() for s in col}
        for cols in columns.values():  # German compounds also stand for their parts: Spielende → Spiel, Ende
            for column in ("heading", "summary_de", "glossary_de"):
                cols[column] += [part for s in cols[column] for part in _parts(s, known)]
        self._ids = list(columns)
        for table, cols in _TABLES.items():
            self._db.executemany(
                f"INSERT INTO {table}(rowid, {', '.join(cols)}) VALUES (?{', ?' * len(cols)})",
                [(row, *(" ".join(dict.fromkeys(columns[pid][c])) for c in cols)) for row, pid in enumerate(self._ids)],
            )
        self._kinds = [_kinds_of(self.rules.get(pid)) for pid in self._ids]
        self.vocabulary = frozenset(s for cols in columns.values() for col in cols.values() for s in col)
        self._alphabet = "".join(sorted({ch for s in self.vocabulary for ch in s}))

    def terms(self, query: str, lang: str | None = None) -> list[list[str]]:
        """The index terms a query looks for, one list per word: the word stemmed in the query's language
        ``lang`` where the index knows that stem, else in every language (learners type the rulebook's
        and the other language's words too: "Dojo", "tana"). A
        word the index does not know in any language (and no stop word) is read as the known stems it is
        made of (a German compound: "Tierarten" → Tier + Art), else as the known stems that add an ending
        of up to two letters ("dreh" → "dreht") or are one edit away (a typo)."""
        found: list[list[str]] = []
        for _, known in self._read(query, lang):
            if known not in found:
                found.append(known)
        return found

    def _read(self, query: str, lang: str | None) -> list[tuple[str, list[str]]]:
        """Each word of the query the index can look for, with the index terms it stands for (see ``terms``)."""
        found: list[tuple[str, list[str]]] = []
        asked = [w for w in words(query) if (stem(w, lang) if lang else any(stem(w, other) for other in LANGUAGES))]
        for word in asked[:MAX_WORDS]:
            stemmed = [stem(word, other) for other in LANGUAGES]
            known = ({stem(word, lang)} if lang else set()) & self.vocabulary or set(stemmed) & self.vocabulary
            known.discard(None)
            if not known and all(stemmed):
                known = self._compound(word) or self._near(set(stemmed))
            if known:
                found.append((word, sorted(known)))
        return found

    def phrases(self, query: str, lang: str | None = None) -> list[str]:
        """Two neighbouring words of the query joined, where a glossary term has that name ("start field"
        → "startfield", as German writes "Startfeld")."""
        asked = [w for w in words(query) if any(stem(w, other) for other in LANGUAGES)][:MAX_WORDS]
        pairs = zip(asked, asked[1:])
        joined = {stem(a, one) + stem(b, one) for a, b in pairs for one in ((lang,) if lang else LANGUAGES) if stem(a, one) and stem(b, one)}
        return sorted(joined & self.vocabulary)

    def names(self, group: list[str]) -> set[str]:
        """The own names of the glossary terms one of whose words a query word is ("unentschieden" → Gleichstand,
        tie): a query looks for them too, as for the word itself."""
        return {name for k in group for name in self._names.get(k, ())} & self.vocabulary

    def named(self, query: str, lang: str | None = None) -> tuple[set[str], set[str]]:
        """The own names of the glossary terms one of whose names of several words the query says, stop words
        and all ("Wer fängt an?" says "fängt an": anfangen, start), and the words of the query that say them."""
        asked = words(query)
        found: set[str] = set()
        saying: set[str] = set()
        for one in (lang,) if lang else LANGUAGES:
            keys = _keys(asked, one)
            for i, key in enumerate(keys):
                for phrase, names in self._phrases.get(key, {}).items():
                    if keys[i:i + len(phrase)] == phrase:
                        found |= names
                        saying.update(asked[i:i + len(phrase)])
        return found & self.vocabulary, saying

    def _compound(self, word: str) -> set[str]:
        """The known German stem under a separable prefix ("umdrehen" → drehen), or the two known stems a
        compound word is made of (with a joining s, n, en or e)."""
        for prefix in _PREFIXES:
            rest = stem(word[len(prefix):], "de") if word.startswith(prefix) and len(word) - len(prefix) >= 4 else None
            if rest in self.vocabulary:  # the particle too, where it is a word of its own: "legt … zurück"
                return {rest, *({stem(prefix, "de")} & self.vocabulary)}
        return set(_parts(stem(word, "de") or "", self.vocabulary))

    def _near(self, variants: set[str]) -> set[str]:
        """Known stems with a short extra ending, or one edit away."""
        long = [v for v in variants if len(v) >= _TYPO_LENGTH - 1]
        endings = {k for k in self._by_start(long) for v in long if k.startswith(v) and len(k) - len(v) <= 2}
        if endings:
            return endings
        return {e for v in variants if len(v) >= _TYPO_LENGTH for e in _edits(v, self._alphabet) if e[:1] == v[:1]} & self.vocabulary

    def _by_start(self, prefixes: list[str]) -> set[str]:
        return {k for k in self.vocabulary if any(k[:3] == p[:3] for p in prefixes)}

    def search(self, query: str, lang: str | None = None, limit: int | None = None) -> list["Paragraph"]:
        """Paragraphs by bm25 (summed over the rule map's own text and the words for its things), scaled
        by the share of the query's words a paragraph has (Lucene's coordination factor), best first. Each
        word also looks for the own names of the terms it is a word of; a term named in several words counts
        as one more word of the query."""
        said, saying = self.named(query, lang)
        groups: list[list[str]] = []
        for word, group in self._read(query, lang):  # a word of a name said whole stands for that name, not for its own terms
            group = group if word in saying else sorted({*group, *self.names(group)})
            if group not in groups:
                groups.append(group)
        if not groups:
            return []
        groups += [sorted(said)] if said else []
        own = [_WEIGHTS["heading"], _WEIGHTS["summary" if lang in (None, "de") else "summary_other"],
               _WEIGHTS["summary" if lang in (None, "en") else "summary_other"]]
        words = [_WEIGHTS["rulebook"], *[_WEIGHTS["glossary"]] * 3]
        scores: dict[int, float] = {}
        match = " OR ".join(f'"{t}"' for t in [*(t for group in groups for t in group), *self.phrases(query, lang)])
        for table, weights, share in (("own", own, 1.0), ("words", words, _WEIGHTS["words"]), ("home", [1.0], _WEIGHTS["home"])):
            sql = f"SELECT rowid, bm25({table}, {', '.join(map(str, weights))}) FROM {table} WHERE {table} MATCH ?"
            for row, score in self._db.execute(sql, (match,)):
                scores[row] = scores.get(row, 0.0) + share * score  # bm25 is negative: lower is better
        if len(groups) > 1:
            overlap = dict.fromkeys(scores, 0)
            for group in groups:
                either = " OR ".join(f'"{t}"' for t in group)
                rows = {r for table in _TABLES for (r,) in self._db.execute(f"SELECT rowid FROM {table} WHERE {table} MATCH ?", (either,))}
                for row in rows:
                    overlap[row] += 1
            scores = {row: score * (overlap[row] / len(groups)) ** _WEIGHTS["coord"] for row, score in scores.items()}
        asked = kinds(query)
        if asked:  # a paragraph of the kind the question asks for ranks as if it had a little more of its words
            scores = {row: score * (1 + _WEIGHTS["kind"] * len(asked & self._kinds[row]) / len(asked)) for row, score in scores.items()}
        ranked = sorted(scores, key=lambda row: (scores[row], row))[:limit]
        return [self.rules.get(self._ids[row]) for row in ranked]


def _kinds_of(paragraph: "Paragraph") -> frozenset[str]:
    """The kinds of question a paragraph answers: by what its summaries say, or by its own kind ("overview")."""
    said = kinds(f"{paragraph.summaries['de']} {paragraph.summaries['en']}", "says")
    return said | {kind for kind, spec in _kinds().items() if paragraph.kind in spec["paragraphs"]}


def _parts(word: str, known: set[str] | frozenset[str]) -> tuple[str, ...]:
    """The two known stems (the first at least 4 letters, the second 3) a German compound stem is made of, joined by
    nothing, s, n, e, en or es; ``()`` if it is no such compound.

    >>> _parts("spielend", {"spiel", "end"}), _parts("startfeld", {"start", "feld"}), _parts("tier", {"tier"})
    (('spiel', 'end'), ('start', 'feld'), ())
    """
    for cut in range(len(word) - 3, 3, -1):
        head, tail = word[:cut], word[cut:]
        if tail not in known:
            continue
        for joint in ("", "s", "n", "e", "en", "es"):
            if head.endswith(joint) and head[: len(head) - len(joint)] in known and len(head) - len(joint) >= 4:
                return head[: len(head) - len(joint)], tail
    return ()


def _keys(asked: list[str], lang: str) -> tuple[str, ...]:
    """Words as a name of several words is compared: stemmed, a stop word kept as it is ("fängt an")."""
    return tuple(stem(w, lang) or _plain(w) for w in asked)


def _term_stems(term, column: str, book: str) -> list[str]:
    """The stems a glossary term adds to one column of the words table."""
    if column == "rulebook":
        return [s for text in term.rulebook for s in stems(text, book)]
    lang = column.rpartition("_")[2]
    return stems(" ".join([getattr(term, lang) or "", *term.synonyms.get(lang, ())]), lang)


def _contains(columns: dict[str, list[str]], phrase: Iterable[str]) -> bool:
    """Whether every stem of a phrase occurs in the paragraph's summaries (headings name whole sections)."""
    phrase = list(phrase)
    if not phrase:
        return False
    own = set(columns["summary_de"]) | set(columns["summary_en"])
    return all(s in own for s in phrase)
