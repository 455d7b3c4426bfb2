"""The scoring calculator widget without a browser: a recording comm stands in for the front end.
Every intent from the browser is validated in Python; the points are ``score_forest``'s."""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.games.wispwood import ScoringCalculator, score_forest
from boardtutor.games.wispwood.calculator import EXAMPLE, STATIC


pytestmark = pytest.mark.usefixtures("recording_comm")


def from_browser(widget, **intent):
    intent.setdefault("version", widget.version)
    widget.set_state({"intent": intent})


def highlighted(svg):
    """Field names whose group carries the highlight frame."""
    chunks = svg.split('<g data-field="cell:')[1:]
    return sorted(chunk.split('"', 1)[0] for chunk in chunks if 'stroke="#0072B2"' in chunk)


def test_starts_with_the_scoring_example_and_shows_every_card():
    calc = ScoringCalculator()
    assert calc.result.total == 20 and calc.view["total"].endswith("20 Punkte")
    assert [r["points"] for r in calc.view["rows"]] == [0, 0, 6, 6, 8]
    assert len(calc.view["groups"]) == 5 and all(len(g["options"]) == 5 for g in calc.view["groups"])


def test_painting_with_the_mouse_changes_the_points():
    calc = ScoringCalculator()
    from_browser(calc, type="button", id="brush:V")
    from_browser(calc, type="field", field="cell:d1")  # a heart on d1, next to the tree on c1
    assert calc.result.forest[(3, 0)] == "V"
    assert calc.result.by_goal["heart_adjacent_trees"] == score_forest("OTTV\nOTT.\nCVT.\n.TTT", ["heart_adjacent_trees"]).total
    from_browser(calc, type="field", field="cell:d1")  # the same tile again erases it
    assert (3, 0) not in calc.result.forest
    from_browser(calc, type="button", id="brush:C")
    from_browser(calc, type="field", field="cell:d4")  # the cat moves: only one cat
    assert [f for f, t in calc.result.forest.items() if t == "C"] == [(3, 3)]


def test_pasting_text_choosing_goals_and_rounds():
    calc = ScoringCalculator(forest="C", goals=[])
    from_browser(calc, type="text", text="TTTTT\nTTTTT\nTTTTT\nTTTTT\nCTTTT")
    assert calc.view["message"]["kind"] == "error" and "5 Felder breit und 5 Felder hoch" in calc.view["message"]["text"]  # too big for round 1
    assert calc.result.forest == {(0, 0): "C"}
    from_browser(calc, type="button", id="round:2")
    from_browser(calc, type="text", text="TTTTT\nTTTTT\nTTTTT\nTTTTT\nCTTTT")
    assert calc.result.full_grid_bonus == 4 and calc.result.total == 4
    from_browser(calc, type="button", id="goal:biggest_forest")
    assert calc.result.by_goal == {"biggest_forest": 24} and calc.result.total == 28
    from_browser(calc, type="button", id="goal:biggest_forest")
    assert calc.result.by_goal == {}
    from_browser(calc, type="button", id="round:1")  # a 5 × 5 forest does not fit round 1
    assert calc.result.round == 2 and calc.view["message"]["kind"] == "error"


def test_focus_highlights_the_tiles_behind_one_card_or_one_line():
    calc = ScoringCalculator()
    from_browser(calc, type="button", id="focus:heart_adjacent_trees:0")
    assert highlighted(calc.view["svg"]) == ["b2", "b3", "b4", "c3"]
    from_browser(calc, type="button", id="focus:biggest_forest")
    assert len(highlighted(calc.view["svg"])) == 8
    from_browser(calc, type="button", id="focus:all")
    assert set(highlighted(calc.view["svg"])) == {"a1", "a2", "b3", "b1", "c1", "b2", "c2", "c3", "b4", "c4", "d4"}


@pytest.mark.parametrize(
    "intent",
    [
        {"type": "field", "field": "cell:z9"},
        {"type": "field", "field": "cell:e1"},  # outside the 4 × 4 grid
        {"type": "field", "field": 3},
        {"type": "button", "id": "brush:X"},
        {"type": "button", "id": "goal:chess"},
        {"type": "button", "id": "round:7"},
        {"type": "button", "id": "focus:orb_lines"},
        {"type": "text", "text": "OTQ"},
        {"type": "text", "text": ["OT"]},
        {"type": "teleport"},
        "nonsense",
    ],
)
def test_malformed_front_end_messages_are_rejected_and_change_nothing(intent):
    calc = ScoringCalculator()
    before = (calc.result.forest, calc.result.goals, calc.result.round)
    if isinstance(intent, dict):
        intent = {**intent, "version": calc.version}
    calc.set_state({"intent": intent})
    assert calc.view["message"]["kind"] == "error" and calc.view["message"]["text"]
    assert (calc.result.forest, calc.result.goals, calc.result.round) == before


def test_language_switch_and_static_fallback():
    calc = ScoringCalculator()
    german = [line["text"] for line in calc.view["lines"]]
    from_browser(calc, type="lang", lang="en")
    english = [line["text"] for line in calc.view["lines"]]
    assert all(de != en for de, en in zip(german, english)) and any("orb a2" in line for line in english)
    bundle, _ = calc._repr_mimebundle_()
    html = bundle["text/html"]
    # the forest as an image (inline SVG is stripped where the notebook is not trusted), with its words
    assert "<svg" not in html and 'src="data:image/svg+xml;base64,' in html and "20" in html
    assert 'alt="A forest with 12 tiles, row by row: orb (a1), ' in html
    assert "calculator" not in bundle["text/plain"].lower() or "20" in bundle["text/plain"]


def test_widget_sources_are_package_files_with_scoped_css_and_no_scoring_in_js():
    js = (STATIC / "calculator.js").read_text(encoding="utf-8")
    css = (STATIC / "calculator.css").read_text(encoding="utf-8")
    assert "export default" in js and "points +" not in js and "score" not in js.replace("scoring", "")
    rules = [line for line in css.splitlines() if "{" in line and not line.strip().startswith("/*")]
    assert rules and all(line.lstrip().startswith(".wispwood-calc") for line in rules)


def test_bad_start_arguments_are_bilingual_errors():
    for kwargs in ({"forest": "OTX"}, {"goals": ["chess"]}, {"round": 0}):
        with pytest.raises(boardtutor.RuleViolation) as info:
            ScoringCalculator(**kwargs)
        assert info.value.message("de") != info.value.message("en")
    assert ScoringCalculator(EXAMPLE, ["orb_kinds_around"]).result.total == 6
