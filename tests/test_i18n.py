"""Every text exists in German and English with the same placeholders; the language switches live."""

from __future__ import annotations

import json
import string
import re
from pathlib import Path

import pytest

import boardtutor
from boardtutor import i18n, textcheck
from boardtutor.i18n import Text

boardtutor.games()  # registers every game's catalog
PAIRS = i18n.catalog_files()
ROOT = Path(boardtutor.__file__).parent


def _fields(text: str) -> set[str]:
    """The ``{name}`` fields of a data text (data texts are filled in with str.format, not Fluent)."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _load(path):
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("pair", PAIRS, ids=lambda p: str(p["de"].relative_to(ROOT)))
def test_catalog_parity(pair):
    """The same messages and noun terms in both languages, with the same variables; German nouns have a gender."""
    assert pair["en"].exists(), f"{pair['de']} has no English twin"
    de = {(e.key, e.term): e for e in textcheck.file_entries(pair["de"], "de")}
    en = {(e.key, e.term): e for e in textcheck.file_entries(pair["en"], "en")}
    assert set(de) == set(en), f"entries in one language only: {sorted(set(de) ^ set(en))}"
    for ident, entry in de.items():
        assert set(entry.variables) == set(en[ident].variables), entry.key
        assert entry.source.strip() and en[ident].source.strip(), entry.key
        if entry.term and not entry.key.startswith("det."):
            assert entry.attributes.get("gender") in i18n.GENDERS, f"-{entry.key} needs .gender = masculine|feminine|neuter"


def test_every_english_catalog_has_a_german_twin():
    for folder in {p["de"].parent for p in PAIRS}:
        for en in folder.glob("*.ftl"):
            if en.name == "en.ftl" or en.name.endswith(".en.ftl"):
                assert en.with_name(en.name[: -len("en.ftl")] + "de.ftl").exists(), en


@pytest.mark.parametrize("path", sorted(ROOT.glob("games/*/*.json")), ids=lambda p: str(p.relative_to(ROOT)))
def test_game_data_texts_are_bilingual(path):
    data = _load(path)
    found = textcheck.data_texts(data, path.name)
    for where, item in found:
        assert item["de"].strip() and item["en"].strip(), where
        assert _fields(item["de"]) == _fields(item["en"]), where
    # narrations, titles and assumptions come in both languages: a lone language is a parity failure
    text = path.read_text(encoding="utf-8")
    assert len(re.findall(r'"de":', text)) == len(re.findall(r'"en":', text))


def test_set_language_switches_and_notifies():
    seen = []
    unsubscribe = boardtutor.on_language_change(seen.append)
    try:
        boardtutor.set_language("en")
        assert Text("core.player", n=1).render() == "Player 1"
        boardtutor.set_language("de")
        assert str(Text("core.player", n=1)) == "Spieler 1"
        assert seen == ["en", "de"]
    finally:
        unsubscribe()
    with pytest.raises(ValueError) as info:
        boardtutor.set_language("fr")
    assert "fr" in str(info.value)


def test_no_person_visible_literals_in_engine_code():
    """Engine modules build texts from catalog keys only: no German or English sentences in the code."""
    sentence = re.compile(r'"[A-ZÄÖÜ][a-zäöüß]+(?: [a-zäöüß]+){3,}[.!?]?"')
    for path in ROOT.rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            stripped = line.strip()
            if stripped.startswith(("#", '"""', ">>>")) or "raise KeyError" in line or "WalkthroughError" in line:
                continue
            assert not sentence.search(line), f"{path.relative_to(ROOT)}:{number}: {stripped}"
