"""RuleFinder and the rule map: search, sections, a rule's details, its example and "try it"."""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.rulebook import has_rulebook
from boardtutor.widgets import RuleFinder

MAPPED = [g for g in boardtutor.games() if has_rulebook(g)]


@pytest.mark.parametrize("game_id", MAPPED)
def test_the_rule_map_links_paragraphs_to_the_steps_that_teach_them(game_id):
    rules = boardtutor.rulebook(game_id)
    ids = [p.id for p in rules]
    assert len(ids) == len(set(ids))
    titles = {w.id: w for w in boardtutor.walkthroughs(game_id)}
    for paragraph in rules:
        assert paragraph.summary("de") and paragraph.summary("en") and paragraph.summary("de") != paragraph.summary("en")
        for lang in ("de", "en"):
            assert paragraph.heading_in(lang) and paragraph.cite(lang)
        for walkthrough_id, step in paragraph.steps:
            assert paragraph.id in titles[walkthrough_id].steps[step - 1].rules
    # every heading in the learner's language, the original in brackets where the rulebook's language differs
    other = "en" if rules.language == "de" else "de"
    paragraph = rules.paragraphs[0]
    if paragraph.headings[other] != paragraph.heading:
        assert f"({paragraph.heading})" in paragraph.heading_in(other)


@pytest.mark.parametrize("game_id", MAPPED)
def test_search_is_tolerant_of_case_and_umlauts(game_id):
    rules = boardtutor.rulebook(game_id)
    paragraph = next(p for p in rules if p.kind == "rule")
    word = max(paragraph.summary("de").split(), key=len).strip(".,:;()„“”\"")
    found = rules.search(word.upper())
    assert paragraph in found
    umlauts = word.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")
    assert paragraph in rules.search(umlauts.lower())
    assert rules.search("") == rules.paragraphs
    assert rules.search("qqqzzzxx") == []


@pytest.mark.parametrize("game_id", MAPPED)
def test_the_finder_opens_the_example_and_lets_you_try_it(game_id):
    finder = RuleFinder(game_id)
    view = finder.view
    assert view["kind"] == "rules" and view["sections"] and view["detail"] is None
    paragraph = next(p for p in boardtutor.rulebook(game_id) if p.steps)
    finder.search(paragraph.summary("en").split()[0])
    assert any(r["id"] == f"rule:{paragraph.id}" for s in finder.view["sections"] for r in s["rules"]) or finder.query
    finder.search("")
    finder.press(f"rule:{paragraph.id}")
    detail = finder.view["detail"]
    assert detail["summary"] == paragraph.summary(finder.lang) and detail["examples"]
    example = detail["examples"][0]
    finder.press(example["open"])
    walkthrough_id, step = paragraph.steps[0]
    assert finder.view["kind"] == "steps" and finder.view["step"]["index"] == step
    finder.press("ctl:rules")
    assert finder.view["kind"] == "rules"
    tryable = next((e for p in boardtutor.rulebook(game_id) if p.steps for e in [finder._detail_for(p.id)] if e), None)
    if tryable:
        finder.press(tryable)
        assert finder.view["kind"] == "steps" and "clickable" in finder.view
    finder.switch_language("en")
    assert "Rules" in finder.view["title"] or finder.view["kind"] == "steps"


def test_bad_input_to_the_finder_gets_a_message():
    finder = RuleFinder(MAPPED[0]) if MAPPED else pytest.skip("no rule map yet")
    for intent in ({"type": "search", "text": "x" * 500}, {"type": "button", "id": "rule:nope"},
                   {"type": "button", "id": "example:nope:1"}, {"type": "search", "text": 5}):
        finder.intent = {**intent, "version": finder.version}
        assert finder.view["message"]["kind"] == "error"
    assert "<table>" in finder._static_html()
