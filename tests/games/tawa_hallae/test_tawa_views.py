"""The picture (SVG), the clicks, the widgets and the move explorer of Tawa Hallae."""

from __future__ import annotations


import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.bots import RandomBot, SearchBot, play
from boardtutor.games.tawa_hallae.explorer import MoveExplorer, animals_table, reach
from boardtutor.games.tawa_hallae.render import render_svg
from boardtutor.games.tawa_hallae.rules import FIELDS, PACKS, WATER
from boardtutor.widgets import BoardView, PlayView, StepThrough

GAME = boardtutor.load("tawa_hallae")
UI = GAME.ui()
WALKTHROUGHS = boardtutor.walkthroughs("tawa_hallae")
STATES = [s for w in WALKTHROUGHS for s in w.replay()]
pytestmark = pytest.mark.usefixtures("recording_comm")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_walkthrough_state_draws_the_arena_and_fields_the_board_knows(lang, drawn_fields):
    for state in STATES:
        fields = drawn_fields(UI.svg(state, lang=lang))
        assert set(FIELDS) <= set(fields)
        assert set(fields) <= set(UI.fields_for(state)), set(fields) - set(UI.fields_for(state))


def test_pieces_carry_letters_shapes_and_a_facing_in_words():
    state = GAME.new_initial_state()
    de, en = render_svg(state, lang="de"), render_svg(state, lang="en")
    assert ">Lö</text>" in de and ">Li</text>" in en  # a letter label, not colour alone
    assert "<circle" in en and "<rect" in en  # red circles, blue squares
    assert "e4: Red's lion facing north ↑ · Red's den on land" in en
    assert "e10: Der Tiger von Blau schaut nach Süden ↓ · Höhle an Land von Blau" in de
    assert "water" in en and "Wasser" in de


def test_marks_webs_and_danger_are_drawn_and_named():
    spider = next(w for w in WALKTHROUGHS if w.id == "spider_web").replay()[1]
    svg = render_svg(spider, lang="en", highlight=["e9"], targets=["e10"], selected="e9")
    assert "in the web of Red's spider" in svg and "in danger in the web" in svg
    assert "look here" in svg and "selected" in svg and "you can go here" in svg


def test_clicks_become_movements_turns_and_facings():
    state = GAME.new_initial_state()
    assert UI.click(state, None, "e10").select == "e10"
    assert "e8" in UI.targets(state, "e10") and "turn:w" in UI.targets(state, "e10")
    moved = state.apply(UI.click(state, "e10", "e8").action)
    assert moved.phase == "face" and "turn:n" in UI.targets(moved, None)
    assert str(UI.click(moved, None, "turn:w").action) == "face w"
    with pytest.raises(RuleViolation) as info:
        UI.click(moved, None, "e8")
    assert info.value.message("de") != info.value.message("en")
    with pytest.raises(RuleViolation):
        UI.click(state, None, "e4")  # not blue's animal, nothing selected


def test_setup_clicks_pick_from_the_reserve_then_a_den_field():
    state = GAME.new_initial_state(setup="free")
    assert "res:lion" in UI.fields_for(state)
    assert UI.click(state, None, "res:lion").select == "res:lion"
    assert "e4" in UI.targets(state, "res:lion") and "e3" not in UI.targets(state, "res:lion")
    assert str(UI.click(state, "res:lion", "e4").action) == "place lion e4"
    with pytest.raises(RuleViolation):
        UI.click(state, None, "e4")


def test_board_view_plays_a_turn_by_clicks():
    view = BoardView(GAME.new_initial_state())
    view.click_field("e10")
    view.click_field("e8")
    view.click_field("turn:s")
    view.click_field("i10")
    view.click_field("turn:w")
    assert view.state.history == ["e10-e8", "face s", "turn i10 w"]
    assert view.state.current_player == 0
    view.set_state({"intent": {"type": "field", "field": "a13", "version": view.version}})  # a browser click
    assert view.view["message"]["kind"] == "error" and view.state.history[-1] == "turn i10 w"


def test_step_through_shows_every_walkthrough():
    for walkthrough in WALKTHROUGHS:
        view = StepThrough(walkthrough)
        for _ in range(len(walkthrough.steps)):
            if view.view["buttons"][2:] and view.view["buttons"][2]["group"] == "choices":
                view.press("choice:0")
            view.next()
        assert view.index == len(walkthrough.steps)


def test_play_view_against_the_bot_in_both_setups():
    for setup in ("standard", "free"):
        view = PlayView("tawa_hallae", seats=["random", "random"], seed=3, setup=setup, bot_time=0.05)
        assert view.state.is_terminal() and view.view["result"]
    view = PlayView("tawa_hallae", seats=["human", "random"], seed=2)
    assert view.state.current_player == 0  # the bot (blue) has made its first turn


def test_bots_play_whole_games_and_search_answers_in_its_time(ticking_clock):
    states = play(GAME.new_initial_state(seed=4), [RandomBot(1), RandomBot(2)])
    assert states[-1].is_terminal()
    state = GAME.new_initial_state(seed=5)
    clock = ticking_clock()
    bot = SearchBot(seed=1, time_limit=0.8, clock=clock)
    action = bot.choose(state)
    assert clock.kept_to(bot.last_stats) and bot.last_stats["iterations"] > 0 and action in state.legal_actions()
    assert bot.explain("de") != bot.explain("en")


def test_move_explorer_from_land_and_from_water():
    assert reach("cheetah", "d5") != reach("cheetah", "d8")
    assert len(reach("cheetah", "d8")) < len(reach("cheetah", "d5"))
    assert "d8" in WATER and all(max(abs(ord(t[0]) - ord("d")), abs(int(t[1:]) - 8)) == 1 for t in reach("cheetah", "d8"))
    explorer = MoveExplorer()
    assert explorer.reach == reach("cheetah", "d5")
    explorer.press("animal:crocodile")
    explorer.click_field("c5")
    assert explorer.reach and all(abs(int(t[1:]) - 5) >= 2 or abs(ord(t[0]) - ord("c")) >= 2 for t in explorer.reach)
    explorer.press("facing:e")
    assert explorer.facing == "e" and "Krokodil" in explorer.view["narration"]
    explorer.press("ctl:pack")
    assert explorer.seat == 1 and explorer.kind == "crocodile"
    explorer.press("animal:spider")
    with pytest.raises(RuleViolation):
        explorer.click_field("c5")  # the spider never goes into water
    explorer.set_state({"intent": {"type": "field", "field": "c5", "version": explorer.version}})
    assert explorer.view["message"]["kind"] == "error" and explorer.field != "c5"
    explorer.switch_language("en")
    assert "Move explorer" in explorer.view["title"]


def test_animals_table_lists_both_packs_in_both_languages():
    de, en = animals_table("de"), animals_table("en")
    assert len(de) == len(en) == len(set(PACKS[0]) | set(PACKS[1])) == 17
    assert en.loc["cheetah", "fields on land"] == "1–5" and en.loc["crocodile", "fields in water"] == "2–3"
    assert de.loc["Spinne", "Felder im Wasser"] == "–"
    assert en.loc["lion", "packs"] == "Red" and en.loc["wolf", "packs"] == "Red + Blue"


def test_search_bot_sees_captures_through_the_evaluation():
    state = GAME.new_initial_state(setup="free").with_setup({
        "board": {"e5": "red lion n", "a5": "red rhino n", "i5": "red zebra n",
                  "e6": "blue wolf s", "a10": "blue rhino s", "i11": "blue zebra s"},
        "turn": "red",
    })
    assert state.scores() == [0, 0] and state.evaluation()[0] == state.evaluation()[1]
    after = state.apply("e5-e6")
    assert after.evaluation()[0] > after.evaluation()[1]  # one blue animal fewer
    choices = [str(SearchBot(seed=seed, time_limit=None, max_iterations=250).choose(state)) for seed in range(5)]
    assert choices.count("e5-e6") >= 3  # the free wolf, which would otherwise take the lion
