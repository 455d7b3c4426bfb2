"""The rule map of Wispwood (``rulebook.json``): every rule paragraph of the rulebook, in its order,
with the rulebook's own numbers and headings, summaries in our own words, and the code, walkthroughs,
assumptions and tests pointing into it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import boardtutor
from boardtutor.rulebook import KINDS

REPO = Path(__file__).resolve().parents[3]
RULEBOOK = REPO.parent / "shared" / "rulebooks" / "wispwood_de.txt"
MAP = json.loads((REPO / "boardtutor" / "games" / "wispwood" / "rulebook.json").read_text(encoding="utf-8"))
RULES = boardtutor.rulebook("wispwood")


def test_the_map_names_its_source_and_every_paragraph_is_complete():
    assert (MAP["game"], MAP["source"], MAP["language"]) == ("wispwood", "wispwood_de.txt", "de")
    ids = [p["id"] for p in MAP["paragraphs"]]
    assert len(ids) == len(set(ids)) == len(RULES)
    for p in MAP["paragraphs"]:
        assert p["kind"] in KINDS and p["heading"] == p["heading_de"] and p["heading_en"] != p["heading_de"], p["id"]
        assert p["summary"]["de"] and p["summary"]["en"] and p["summary"]["de"] != p["summary"]["en"], p["id"]
        # the text of the rulebook has no page breaks: no page is made up
        assert p["page"] is None


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook is not next to the repository")
def test_headings_follow_the_rulebook_order_and_every_number_it_uses_appears():
    text = RULEBOOK.read_text(encoding="utf-8").casefold()
    position = 0
    for heading, _ in RULES.sections():
        word = heading.casefold().split()[-1]
        found = text.find(word, position)
        assert found >= 0, f"“{heading}” is not in the rulebook after position {position}"
        position = found
    used = set(re.findall(r"^\s*(?:\*\*)?(\d+)\.\s", RULEBOOK.read_text(encoding="utf-8"), flags=re.M))
    assert used and used <= {p.number for p in RULES if p.number}


def test_rules_variants_and_formats_are_kinds_the_coverage_counts():
    kinds = {p.kind for p in RULES}
    assert {"rule", "variant", "optional", "component", "example"} == kinds
    assert {p.id for p in RULES if p.kind == "variant"} == {"variants.no_tree_goal", "variants.two_rounds"}
    assert {p.id for p in RULES if p.kind == "example"} == {"scoring.sheet", "scoring.example", "solo.example"}


def test_every_step_cites_paragraphs_of_the_map_and_refusals_cite_them_too():
    for walkthrough in boardtutor.walkthroughs("wispwood"):
        for number, step in enumerate(walkthrough.steps, start=1):
            assert step.rules and all(r in RULES for r in step.rules), (walkthrough.id, number)
            assert step.cite("en").startswith("Wispwood rulebook"), (walkthrough.id, number)
    state = boardtutor.load("wispwood").new_initial_state(2, seed=1, pond="ABCD")
    for kind in ["orb"] * 8:
        state = state.apply(f"draw {kind}")
    with pytest.raises(boardtutor.RuleViolation) as info:
        state.apply("take 1").apply("shape O4")  # not next to the wisp
    assert info.value.rule.section == "turn.shape" and "Ein normaler Zug" in info.value.rule.cite("de")
