"""Every message of every catalog, rendered with every value its variables take, reads well in both
languages, and the committed renderings (``tests/rendered/``) are up to date.

Run ``python tools/render_messages.py`` after changing a catalog, and read the diff of the rendered files.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import boardtutor
from boardtutor import i18n, textcheck

boardtutor.games()
ROOT = Path(boardtutor.__file__).parent
RENDERED = Path(__file__).parent / "rendered"
FILES = [(pair[lang], lang) for pair in i18n.catalog_files() for lang in i18n.LANGUAGES]
LEXICON = textcheck.lexicon()


def _id(item):
    return str(item[0].relative_to(ROOT))


@pytest.mark.parametrize("item", FILES, ids=_id)
def test_every_variable_says_what_it_stands_for(item):
    path, lang = item
    missing = [f"{e.key}: ${name}" for e in textcheck.file_entries(path, lang) for name, kind in e.kinds.items() if not kind]
    assert not missing, f"declare each variable in a comment, e.g. '# $n (count)': {missing[:20]} ({len(missing)} in all)"


@pytest.mark.parametrize("item", FILES, ids=_id)
def test_every_rendering_reads_well(item):
    path, lang = item
    found = []
    for entry in textcheck.file_entries(path, lang):
        if entry.term or not all(entry.kinds.values()):
            continue
        for label, text in textcheck.renderings(entry):
            found += [f"{entry.key} [{label}]: {problem}: {text}" for problem in textcheck.problems(text, lang, LEXICON)]
    assert not found, "\n".join(found[:40]) + f"\n({len(found)} in all)"


def test_nouns_decline():
    field = i18n.Noun("core.noun.field")
    assert [field.render("de", det="the", case=c) for c in i18n.CASES] == ["das Feld", "das Feld", "dem Feld", "des Feldes"]
    assert field.render("de", det="the", case="dat", count=2) == "den Feldern"
    assert [field.render("en", count=n) for n in textcheck.COUNTS] == ["fields", "field", "fields", "fields"]
    assert i18n.Noun("core.noun.card").render("de", det="your", case="acc") == "deine Karte"
    assert i18n.Noun("core.noun.point").render("de", det="a", case="acc") == "einen Punkt"
    with pytest.raises(i18n.MessageError):
        i18n.Noun("core.player")  # a message, not a noun term


@pytest.mark.parametrize("name", ["messages", "data"])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_rendered_files_are_up_to_date(lang, name):
    """The catalogs' messages, and every other text a learner reads (data files, quiz feedback, notebooks)."""
    path = RENDERED / f"{name}.{lang}.txt"
    text = textcheck.rendered(lang) if name == "messages" else textcheck.rendered_data(lang, ROOT.parent / "notebooks")
    assert path.exists() and path.read_text(encoding="utf-8") == text, (
        f"{path} is out of date: run python tools/render_messages.py and read the diff")


@pytest.mark.parametrize("path", sorted(ROOT.glob("games/*/*.json")), ids=lambda p: str(p.relative_to(ROOT)))
def test_data_texts_read_well(path):
    """Narrations, questions, assumptions and rule summaries pass the same proofreading checks as the catalogs."""
    import json

    found = []
    for where, texts in textcheck.data_texts(json.loads(path.read_text(encoding="utf-8")), path.name):
        if where.endswith((".name", ".title", ".heading")):
            continue  # a card's or section's name is a title, not a sentence (“Das Runde im Eckigen”)
        for lang in i18n.LANGUAGES:
            found += [f"{where} ({lang}): {problem}: {texts[lang]}" for problem in textcheck.problems(texts[lang], lang, LEXICON)]
    assert not found, "\n".join(found[:40]) + f"\n({len(found)} in all)"
