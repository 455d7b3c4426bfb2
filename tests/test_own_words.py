"""House rule: cite the rulebook and explain it in our own words, never copy it.

No stretch of 50 letters (about eight words; spaces, punctuation and case ignored) of what a learner
reads about a game — its data, catalogs, walkthroughs and notebook text — may stand in that game's
rulebook. Comparing letters, not words, also catches the Woodwalkers rulebook, whose PDF extraction
spaced its letters apart. Skipped where the rulebooks are not next to the repository
(``../shared/rulebooks``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import boardtutor

REPO = Path(__file__).resolve().parents[1]
STRETCH = 50


def _letters(text: str) -> str:
    return re.sub(r"[^a-zäöüßàèéìòù]", "", text.lower())


def _strings(value):
    if isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)
    elif isinstance(value, str):
        yield value


def _learner_texts(game_id: str):
    package = REPO / "boardtutor" / "games" / game_id
    for path in sorted(package.rglob("*.json")):
        for text in _strings(json.loads(path.read_text(encoding="utf-8"))):
            yield path.relative_to(REPO).as_posix(), text
    notebooks = sorted((REPO / "tools").glob(f"notebook_*_{game_id}.py")) or [REPO / "tools" / "make_notebooks.py"]
    for path in notebooks:
        yield path.relative_to(REPO).as_posix(), path.read_text(encoding="utf-8")


def _rulebook(game_id: str) -> Path | None:
    name = boardtutor.load(game_id).data.get("rulebook")
    return REPO.parent / name if name else None


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_learner_texts_do_not_copy_the_rulebook(game_id):
    rulebook = _rulebook(game_id)
    if rulebook is None or not rulebook.exists():
        pytest.skip(f"the {game_id} rulebook is not next to the repository")
    book = _letters(rulebook.read_text(encoding="utf-8"))
    stretches = {book[i : i + STRETCH] for i in range(len(book) - STRETCH + 1)}
    copied = set()
    for where, text in _learner_texts(game_id):
        # the English half of the Woodwalkers extraction writes "ft" for "Th": look for both
        for variant in {_letters(text), _letters(text).replace("th", "ft")}:
            copied |= {(where, variant[i : i + STRETCH]) for i in range(len(variant) - STRETCH + 1) if variant[i : i + STRETCH] in stretches}
    assert not copied, sorted(copied)[:10]


def test_every_game_names_its_rulebook():
    for game_id in boardtutor.games():
        name = boardtutor.load(game_id).data.get("rulebook", "")
        assert name.startswith("shared/rulebooks/"), (game_id, name)
