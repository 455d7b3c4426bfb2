"""The rule search's general behaviours (issue #23): a learner's word for a glossary term finds that term's
paragraphs, a name of several words counts with its stop words, a typo keeps its first letter, and a question
word ranks the paragraphs of the kind it asks for higher without finding or blocking any."""

from __future__ import annotations

import random
import re

import pytest

import boardtutor
from boardtutor.glossary import glossary
from boardtutor.rulebook import has_rulebook
from boardtutor.search import _TYPO_LENGTH, LANGUAGES, SearchIndex, stem, words

MAPPED = [g for g in boardtutor.games() if has_rulebook(g)]


def _ids(game_id, query, **kwargs):
    return [p.id for p in boardtutor.rulebook(game_id).search(query, **kwargs)]


def _names(term):
    """Every word the glossary gives a term, with the language it is written in (None: the rulebook's)."""
    return [(term.de, "de"), (term.en, "en"), *((w, None) for w in term.rulebook), *([(term.it, None)] if term.it else []),
            *((w, lang if lang != "it" else None) for lang, ws in term.synonyms.items() for w in ws)]


@pytest.mark.parametrize("game_id", MAPPED)
def test_every_word_a_learner_may_use_for_a_term_finds_its_paragraphs_among_the_first_three(game_id):
    terms = glossary(game_id).terms
    misses = []
    for term in terms:
        for word, lang in _names(term)[2:]:  # the rulebook's words and the synonyms: the words our texts do not use
            # where several terms share a word ("Stapel"), the paragraphs of any of them answer it
            wanted = {p for other in terms if word.casefold() in {w.casefold() for w, _ in _names(other)} for p in other.paragraphs}
            if wanted and not wanted & set(_ids(game_id, word, lang=lang, limit=3)):
                misses.append(f"{word!r} ({term.id})")
    assert not misses, f"{game_id}: not among the first three: {', '.join(misses)}"


def test_a_word_for_a_term_also_looks_for_its_own_names():
    # “unentschieden” is in no summary; the glossary says it is a Gleichstand, which the duel's tie is
    assert "duel.tie" in _ids("woodwalkers", "unentschieden im Kampf", lang="de", limit=3)
    # “Zweikampf” is the learner's word for the duel: the duel's own paragraphs come first
    assert set(_ids("woodwalkers", "Zweikampf", limit=3)) >= {"duel.start", "land.duel"}


def test_a_name_of_several_words_counts_with_its_stop_words():
    # “fängt an” (begins) is Tawa's start player; “fängt” alone is what the cheetah does (catches)
    assert _ids("tawa_hallae", "Wer fängt an?", lang="de", limit=1) == ["setup.first_turn"]
    assert _ids("tawa_hallae", "Gepard fängt", lang="de", limit=1) == ["predators.cheetah"]
    assert "setup.first_turn" not in _ids("tawa_hallae", "Gepard fängt", lang="de", limit=3)


def _summary_words(rules, lang, seed, n):
    """Up to ``n`` long words of the rule map's own German or English summaries, drawn with a seed."""
    found = sorted({w for p in rules for w in words(p.summary(lang)) if len(w) >= 7 and w.isalpha()})
    return random.Random(seed).sample(found, min(n, len(found)))


def _typo(index, word, meant, lang):
    """Whether ``word`` is unknown in every language and its stem is ``meant`` with one letter changed."""
    typed = stem(word, lang) or ""
    unknown = all(stem(word, one) and stem(word, one) not in index.vocabulary for one in LANGUAGES)
    return unknown and len(typed) == len(meant) and sum(a != b for a, b in zip(typed, meant)) == 1


@pytest.mark.parametrize("game_id", MAPPED)
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_typo_is_corrected_to_a_known_word_with_the_same_first_letter_only(game_id, lang):
    index = SearchIndex(boardtutor.rulebook(game_id))
    rng = random.Random(23)
    checked_inside = checked_first = 0
    for word in _summary_words(index.rules, lang, seed=len(game_id), n=40):
        meant = stem(word, lang)
        if meant not in index.vocabulary or len(meant) < _TYPO_LENGTH:  # shorter words are not corrected at all
            continue
        # one letter changed in the middle of the word: the word meant is among the ones looked for
        i = rng.randrange(2, len(word) - 3)
        inside = word[:i] + ("x" if word[i] != "x" else "q") + word[i + 1:]
        if _typo(index, inside, meant, lang) and not index._compound(inside):
            checked_inside += 1
            assert any(meant in group for group in index.terms(inside, lang)), (word, inside)
        # the first letter changed: people rarely mistype it, so it is another word, not this one
        first = ("q" if word[0] != "q" else "x") + word[1:]
        if _typo(index, first, meant, lang):
            checked_first += 1
            assert not any(meant in group for group in index.terms(first, lang)), (word, first)
    assert checked_inside >= 5 and checked_first >= 5


def test_a_real_word_one_first_letter_away_from_a_known_one_is_not_read_as_it():
    # “right” is no word of Magische Tiere's rule map; “light” and “night” are, one first letter away
    assert _ids("magische_tiere", "right") == []
    assert _ids("magische_tiere", "left to right", lang="en", limit=1) == _ids("magische_tiere", "left", lang="en", limit=1)
    assert _ids("animal_cards", "atack", limit=1) == _ids("animal_cards", "attack", limit=1)  # the first letter kept: corrected


@pytest.mark.parametrize("game_id", MAPPED)
def test_a_name_of_several_words_puts_its_terms_paragraph_first(game_id):
    # "health card" is the health card (Heilkarte), not "health" and a "card" of the deck; the first answer is a
    # paragraph of a term that has that name, or of a term named by a part of it ("single player": players)
    terms = glossary(game_id).terms
    misses = []
    for term in terms:
        for name, lang in _names(term):
            said = words(name)
            if len(said) < 2:
                continue
            wanted = {p for other in terms for w, _ in _names(other) if _part_of(words(w), said) for p in other.paragraphs}
            if wanted and not set(_ids(game_id, name, lang=lang, limit=1)) & wanted:
                misses.append(f"{name!r} ({term.id}): {_ids(game_id, name, lang=lang, limit=1)}")
    assert not misses, f"{game_id}: {', '.join(misses)}"


def _part_of(part, whole):
    return any(whole[i:i + len(part)] == part for i in range(len(whole) - len(part) + 1))


def test_a_separable_verb_also_stands_for_its_particle():
    # German says “legt die Bäume zurück” where a learner types “zurücklegen”: the word “zurück” counts too
    index = SearchIndex(boardtutor.rulebook("wispwood"))
    assert stem("zurück", "de") in index.vocabulary and stem("legen", "de") in index.vocabulary
    assert {stem("zurück", "de"), stem("legen", "de")} <= set(index.terms("zurücklegen", "de")[0])
    back = [p for p in index.search("Bäume zurücklegen", lang="de", limit=3) if "zurück" in p.summary("de")]
    assert back and all("Bäume" in p.summary("de") or "Baum" in p.summary("de") for p in back)
    # a particle that is only a small word (“auf”, “ein”) is a stop word and adds nothing
    assert index.terms("auflegen", "de") == index.terms("einlegen", "de") == [[stem("legen", "de")]]


# What a question word asks for, read by the test itself from a paragraph's summary (German or English) or
# its kind: a number for "how many", "may"/"must" for "must I", a moment for "when", the overview and the
# components for "what … are there".
_NUMBER = re.compile(r"\d")
_DUTY = {"de": re.compile(r"\b(darf|darfst|dürfen|muss|musst|müssen)\b"), "en": re.compile(r"\b(may|must|has to|have to|need|needs)\b")}
_MOMENT = {"de": re.compile(r"\b(dann|danach|bevor|sobald)\b"), "en": re.compile(r"\b(then|after|before|until)\b")}
QUESTIONS = [
    ("wie viele", "de", lambda p: bool(_NUMBER.search(p.summary("de")))),
    ("how many", "en", lambda p: bool(_NUMBER.search(p.summary("en")))),
    ("muss ich", "de", lambda p: bool(_DUTY["de"].search(p.summary("de").lower()))),
    ("do I have to", "en", lambda p: bool(_DUTY["en"].search(p.summary("en").lower()))),
    ("wann", "de", lambda p: bool(_MOMENT["de"].search(p.summary("de").lower()))),
    ("when", "en", lambda p: bool(_MOMENT["en"].search(p.summary("en").lower()))),
    ("gibt es", "de", lambda p: p.kind in ("overview", "component")),
    ("are there", "en", lambda p: p.kind in ("overview", "component")),
]


@pytest.mark.parametrize("game_id", MAPPED)
@pytest.mark.parametrize("asked,lang,answers", QUESTIONS, ids=[q[0] for q in QUESTIONS])
def test_a_question_word_ranks_the_paragraphs_of_the_kind_it_asks_for_higher(game_id, asked, lang, answers):
    # for every glossary name: "how many <name>" finds the same paragraphs as "<name>"; one that answers the kind
    # of question never falls behind one it was ahead of, and somewhere in the game one moves ahead of a paragraph
    # that does not answer it (before, these question words were dropped and changed nothing)
    rules = boardtutor.rulebook(game_id)
    moved = 0
    for term in glossary(game_id).terms:
        name = getattr(term, lang)
        if not name:
            continue
        plain, asking = _ids(game_id, name, lang=lang), _ids(game_id, f"{asked} {name}", lang=lang)
        assert set(asking) == set(plain), f"{asked} {name!r}: the question word blocked or found paragraphs"
        before, after = {p: i for i, p in enumerate(plain)}, {p: i for i, p in enumerate(asking)}
        for a in (p for p in plain if answers(rules.get(p))):
            for b in plain:
                if before[a] < before[b]:
                    assert after[a] < after[b], f"{asked} {name!r}: {a} fell behind {b}"
                elif not answers(rules.get(b)) and after[a] < after[b]:
                    moved += 1
    assert moved, f"{asked}: no paragraph that answers it moved ahead in {game_id}"


@pytest.mark.parametrize("query", ["wie viele?", "Muss ich?", "Wann?", "how many?", "do I have to?", "when?", "Gibt es das?"])
def test_question_words_alone_find_nothing(query):
    assert all(_ids(game_id, query) == [] for game_id in MAPPED)
