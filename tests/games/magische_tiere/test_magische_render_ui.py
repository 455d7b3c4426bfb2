"""The picture (SVG) and the clicks: the board, tray and dice are drawn for every state in both
languages, clicks on dice, rows and fields become legal actions, and the widgets play the game."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.magische_tiere.render import board_fields, render_svg
from boardtutor.games.magische_tiere.strategies import Advisor

GAME = boardtutor.load("magische_tiere")
UI = GAME.ui()
WALKTHROUGH_STATES = [s for w in boardtutor.walkthroughs("magische_tiere") for s in w.replay()]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_walkthrough_state_draws_the_board_and_the_rows(lang, drawn_fields):
    for state in WALKTHROUGH_STATES:
        fields = drawn_fields(render_svg(state, lang=lang))
        assert set(board_fields()) | {f"row.{r}" for r in ("card", "light", "shoe", "cap", "ida")} <= set(fields)
        assert set(fields) <= set(UI.fields()), set(fields) - set(UI.fields())


def test_texts_follow_the_language_and_shapes_carry_letters():
    state = WALKTHROUGH_STATES[1]
    de, en = render_svg(state, lang="de"), render_svg(state, lang="en")
    assert "Ablagetafel" in de and "Dice tray" in en and "Schuh" in de and "Shoe" in en
    assert ">N</text>" in de and ">W</text>" in en  # the watchman's letter: Nachtwächter / watchman
    for initial in "EHJS":
        assert f">{initial}</text>" in de  # every child is a circle with its initial, not colour alone


def test_highlights_and_targets_are_drawn():
    state = WALKTHROUGH_STATES[1]
    plain = render_svg(state, lang="en")
    marked = render_svg(state, lang="en", highlight=["row.cap", "p0", "t3"])
    assert marked.count('stroke-dasharray="7 4"') - plain.count('stroke-dasharray="7 4"') == 3
    aimed = render_svg(state, lang="en", targets=UI.targets(state, "d1"))
    assert aimed != plain and 'data-field="place"' in aimed


def test_covered_rows_and_dark_tiles_say_so():
    state = GAME.new_initial_state(2, seed=1)
    svg = render_svg(state, lang="en")
    assert "Ida row: covered" in svg and "Path tile 1 (dark)" in svg
    lit = state.with_setup({"lit": 3})
    assert "Path tile 3 (lit)" in render_svg(lit, lang="en") and "Wegplättchen 3 (hell)" in render_svg(lit, lang="de")


def _placing():
    return GAME.new_initial_state(2, seed=1).apply("roll card light shoe shoe cap ida")


def test_clicking_dice_then_place_places_them_and_rolls_the_rest():
    state = _placing()
    selected = UI.click(state, None, "d3").select
    selected = UI.click(state, selected, "d4").select
    assert selected == "d3,d4"
    assert UI.click(state, selected, "d4").select == "d3"  # a second click unselects
    action = UI.click(state, selected, "place").action
    assert str(action) == "place shoe shoe" and state.apply(action).loose_blue == 3


def test_a_row_click_selects_every_die_with_its_symbol():
    state = _placing()
    assert UI.click(state, None, "row.shoe").select == "d3,d4"
    assert UI.click(state, "d1", "row.light").select == "d1,d2"


def test_the_dino_joker_goes_to_the_row_clicked():
    # the white die is earned by the first child with Silas (all tiles lit: the flashlight row is covered)
    state = GAME.new_initial_state(2, seed=1).with_setup({"children": {"jo": "silas"}, "lit": 11})
    state = state.apply("roll shoe shoe cap ida ida ida").apply("white dino")
    selected = UI.click(state, None, "dw").select
    assert "row.card" in UI.targets(state, selected) and "row.light" not in UI.targets(state, selected)
    with pytest.raises(RuleViolation) as info:
        UI.click(state, selected, "place")
    assert "joker" in info.value.message("en").lower() and "Joker" in info.value.message("de")
    selected = UI.click(state, selected, "row.card").select
    assert selected == "dw=card"
    action = UI.click(state, selected, "place").action
    assert str(action) == "place white:card" and action in state.legal_actions()


def test_place_without_dice_explains_and_covered_rows_are_explained_by_the_engine():
    state = _placing()
    with pytest.raises(RuleViolation) as info:
        UI.click(state, None, "place")
    assert info.value.message("de") != info.value.message("en")
    action = UI.click(state, "d5", "place").action  # the Ida die: her row is covered
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    assert "covered" in info.value.message("en")


def test_steps_by_clicking_a_field_with_a_child():
    state = boardtutor.walkthroughs("magische_tiere")[2].replay()[2]  # shoe row 3: who walks?
    assert set(UI.targets(state, None)) == {"p1", "p2", "p4"}
    action = UI.click(state, None, "p4").action
    assert str(action) == "step jo"
    with pytest.raises(RuleViolation):
        UI.click(state, None, "t5")
    assert {str(a) for a in UI.buttons(state)} == {"stop"}


def test_turning_a_die_by_clicking_the_die_then_a_row():
    state = GAME.new_initial_state(1, seed=2).with_setup({"hand": ["turn_one"]}).apply("roll card ida ida ida cap cap").apply("use turn_one")
    selected = UI.click(state, None, "d2").select
    action = UI.click(state, selected, "row.shoe").action
    assert str(action) == "turn ida>shoe" and action in state.legal_actions()


def test_buttons_are_the_other_legal_actions():
    for state in WALKTHROUGH_STATES:
        if state.is_terminal() or state.is_chance_node():
            continue
        buttons = UI.buttons(state)
        assert set(buttons) <= set(state.legal_actions())
        assert not any(a.kind in ("place", "step") for a in buttons)


def test_the_advisor_suggestion_is_shown_as_a_selection_that_places_the_same_dice():
    rng = random.Random(3)
    advisor = Advisor()
    checked = 0
    for seed in range(6):
        state = GAME.new_initial_state(2, seed=seed)
        while not state.is_terminal() and checked < 40:
            if state.phase == "place":
                action = advisor.choose(state)
                if action.kind == "place":
                    selection = UI.selection_for(state, action)
                    assert UI.click(state, selection, "place").action == action
                    checked += 1
            state = state.apply(state.sample_chance(rng) if state.is_chance_node() else advisor.choose(state))
    assert checked >= 20


# -- the widgets with this game ------------------------------------------------------------------------


def test_play_view_hint_suggests_shows_and_goes_away(recording_comm):
    from boardtutor.widgets import PlayView

    view = PlayView("magische_tiere", players=2, seed=4)
    assert view.state.phase == "place"
    assert any(b["id"] == "ctl:hint" for b in view.view["buttons"])
    suggestion = str(Advisor().choose(view.state))
    assert suggestion.startswith("place")
    view.press("ctl:hint")
    note = view.view["bot_note"]
    assert note.startswith("Vorschlag") and view.view["selected"]
    view.switch_language("en")
    assert view.view["bot_note"].startswith("Suggestion")
    moves = len(view.state.history)
    view.click_field("place")  # plays exactly the suggestion
    assert view.state.history[moves] == suggestion
    assert view.view["bot_note"] is None


def test_play_view_with_bots_plays_to_an_ending(recording_comm):
    from boardtutor.widgets import PlayView

    view = PlayView("magische_tiere", players=2, seats=["random", "random"], seed=7)
    assert view.state.is_terminal() and view.view["result"] == view.state.outcome().message("de")  # no points in co-op
    assert view.state.outcome().ending in ("win", "narrow", "loss")
    hint = next(b for b in view.view["buttons"] if b["id"] == "ctl:hint")
    assert hint["disabled"]


def test_board_view_clicks_place_dice(recording_comm):
    from boardtutor.widgets import BoardView

    view = BoardView(_placing())
    view.click_field("d3")
    view.click_field("d4")
    assert view.view["selected"] == "d3,d4" and "place" in view.view["targets"]
    view.click_field("place")
    assert "place shoe shoe" in view.state.history and view.view["selected"] is None


def _row_numbers(svg, row):
    """The numbers printed on a tray row, left to right (the dice hide the ones under them)."""
    root = ET.fromstring(svg)
    ns = "{http://www.w3.org/2000/svg}"
    group = next(g for g in root.iter(f"{ns}g") if g.get("data-field") == f"row.{row}")
    texts = [(float(t.get("x")), t.text) for t in group.iter(f"{ns}text") if t.text and t.text.isdigit()]
    return [int(text) for _, text in sorted(texts)]


@pytest.mark.parametrize("row", ["card", "light", "shoe", "cap", "ida"])
def test_the_number_beside_the_last_die_is_how_often_the_row_acts(row):
    """Rulebook, "2. Aktionen ausführen": the number you can see beside the last die placed on a row
    says how often its action is carried out (the shoe example: the next free field shows a 3, so the
    children take 3 steps)."""
    from boardtutor.games.magische_tiere.rules import ROWS

    # Ida's row is open once the watchman has reached the purple start field (the children ahead of him)
    state = GAME.new_initial_state(2, seed=1).with_setup(
        {"watchman": "p0", "ida": "o1", "children": {c: "p1" for c in ("eddie", "helene", "jo", "schoki")}})
    for dice in range(len(ROWS[row]) + 1):
        state.tray = {r: ["blue"] * (dice if r == row else 0) for r in ROWS}
        numbers = _row_numbers(render_svg(state, lang="en"), row)
        if dice:
            assert numbers[0] == state.row_value(row), (row, dice, numbers)
        assert numbers == list(ROWS[row][max(dice - 1, 0):]), (row, dice, numbers)
