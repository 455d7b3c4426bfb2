"""The German texts a learner reads explain the rules in our own words: no run of 7 words is taken
over from the rulebook (house rule: cite and explain, never copy). Skipped where the rulebook is not
next to the repository (it lives in ``../shared/rulebooks``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import boardtutor
from boardtutor import textcheck

REPO = Path(boardtutor.__file__).resolve().parents[1]
GAME_DIR = REPO / "boardtutor" / "games" / "wispwood"
RULEBOOK = REPO.parent / boardtutor.load("wispwood").data["rulebook"]
RUN = 7


def words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


def strings(value, path=""):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{path}/{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings(item, f"{path}[{index}]")
    elif isinstance(value, str):
        yield path, value


def learner_texts():
    for name in ("data.json", "walkthroughs.json", "rulebook.json"):
        yield from ((f"{name}{path}", text) for path, text in strings(json.loads((GAME_DIR / name).read_text(encoding="utf-8"))))
    for entry in textcheck.entries("de"):
        if entry.path.parent == GAME_DIR / "locale":
            yield entry.key, entry.source
    yield "tools/notebook_02_wispwood.py", (REPO / "tools" / "notebook_02_wispwood.py").read_text(encoding="utf-8")


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook is not next to the repository")
def test_no_run_of_seven_words_is_copied_from_the_rulebook():
    book = words(RULEBOOK.read_text(encoding="utf-8"))
    runs = {tuple(book[i:i + RUN]) for i in range(len(book) - RUN + 1)}
    copied = []
    for where, text in learner_texts():
        found = words(text)
        copied += [(where, " ".join(found[i:i + RUN])) for i in range(len(found) - RUN + 1) if tuple(found[i:i + RUN]) in runs]
    assert not copied, copied


def test_english_card_texts_say_above_below_left_right_not_orthogonal():
    # "Wichtige Begriffe": the 4 fields sharing an edge; children read the cards, so plain words
    data = boardtutor.load("wispwood").data
    texts = [card["text"]["en"] for card in data["goals"].values()] + [a["en"] for a in data["assumptions"]]
    texts += [e.source for e in textcheck.entries("en") if e.path.parent == GAME_DIR / "locale"]
    assert not [text for text in texts if "orthogonal" in text.lower()]
