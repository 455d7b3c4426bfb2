"""Wispwood in the widgets: the board adapter (placing a shape with preview, turn and mirror, by mouse
and keyboard), BoardView/PlayView without a browser (a recording comm stands in), bots and the ghost."""

from __future__ import annotations

import re

import pytest

import boardtutor
from boardtutor.bots import RandomBot, SearchBot, play
from boardtutor.games.wispwood.ui import WispwoodUI
from boardtutor.widgets import BoardView, PlayView

GAME = boardtutor.load("wispwood")
UI = WispwoodUI()


pytestmark = pytest.mark.usefixtures("recording_comm")


def start(players=("Ada", "Ben")):
    state = GAME.new_initial_state(list(players), seed=1, pond="ABCD")
    for kind in ["orb", "heart", "hat", "pumpkin"] * 2:  # fields 1–8
        state = state.apply(f"draw {kind}")
    return state


def from_browser(widget, **intent):
    intent.setdefault("version", widget.version)
    widget.set_state({"intent": intent})


def svg_fields(svg):
    return set(re.findall(r'data-field="([^"]+)"', svg))


def test_a_whole_normal_turn_by_clicks_with_preview_turn_and_mirror():
    view = BoardView(start())
    from_browser(view, type="field", field="spot5")  # an orb between L4 and T4
    assert view.state.phase == "shape" and set(view.view["targets"]) >= {"shape:L4", "shape:T4"}
    from_browser(view, type="field", field="shape:L4")
    assert view.state.phase == "place"
    from_browser(view, type="field", field="cell:g6")
    assert view.state.phase == "place" and view.view["message"] is None  # only a preview so far
    preview = view.view["svg"]
    from_browser(view, type="field", field="ctl:rotate")
    assert view.view["svg"] != preview  # the preview turned
    from_browser(view, type="field", field="ctl:mirror")
    from_browser(view, type="field", field="cell:g6")  # the same field again: place it
    assert view.state.phase == "wisp"
    placed = view.state.facts()["placed"]
    assert "g6" in placed and len(placed) == 4
    from_browser(view, type="field", field=f"cell:{placed[-1]}")
    assert view.state.current_player == 1
    assert view.state.facts()["wisps.Ada"] == 1 and view.state.facts()["trees.Ada"] == 3


def test_preview_snaps_to_a_legal_spot_covering_the_clicked_field():
    state = start().apply("take 4").apply("shape O4")  # a square
    shown, ok = UI.preview_cells(state, "place:0:0:g7")
    assert ok and "g7" in shown and len(shown) == 4
    shown, ok = UI.preview_cells(state, "place:0:0:i9")  # too far: the square cannot touch the cat from there
    assert not ok and "i9" in shown


def test_placing_where_it_does_not_fit_explains_and_changes_nothing():
    view = BoardView(start().apply("take 4").apply("shape O4"))
    before = view.state.to_json()
    from_browser(view, type="field", field="cell:i9")
    from_browser(view, type="field", field="ctl:place")
    message = view.view["message"]
    assert message["kind"] == "error" and "Ein normaler Zug" in message["text"]
    assert view.state.to_json() == before
    view.switch_language("en")
    assert "A normal turn" in view.view["message"]["text"]
    from_browser(view, type="field", field="ctl:cancel")
    from_browser(view, type="field", field="ctl:place")
    assert "click a field" in view.view["message"]["text"]


def test_keyboard_every_clickable_field_is_drawn_and_controls_have_keys():
    view = BoardView(start().apply("take 5").apply("shape L4"))
    drawn = svg_fields(view.view["svg"])
    assert set(view.view["clickable"]) <= drawn  # arrow keys never jump to a field that is not there
    assert {"ctl:rotate", "ctl:mirror", "ctl:place", "ctl:cancel"} <= set(view.view["positions"])
    keys = dict(re.findall(r'data-field="(ctl:[a-z]+)" data-key="([a-z])"', view.view["svg"]))
    assert keys == {"ctl:rotate": "r", "ctl:mirror": "m", "ctl:place": "p", "ctl:cancel": "x"}
    assert all(len(p) == 2 for p in view.view["positions"].values())


def test_tree_turn_two_clicks_per_tree_and_done_button():
    view = BoardView(start())
    from_browser(view, type="field", field="cell:f5")
    assert view.state.phase == "choose"  # first click: preview only
    from_browser(view, type="field", field="cell:f5")
    assert view.state.phase == "trees"
    assert "act:done" in [b["id"] for b in view.view["buttons"]]
    from_browser(view, type="button", id="act:done")
    assert view.state.current_player == 1 and view.state.facts()["trees.Ada"] == 1
    from_browser(view, type="field", field="cell:a1")
    assert view.view["message"]["kind"] == "error"  # not on the board now


def test_cat_move_by_click_and_shape_before_wisp_is_explained():
    view = BoardView(start())
    from_browser(view, type="field", field="shape:L4")
    assert "Irrlicht" in view.view["message"]["text"]
    state = start().with_setup({"forests": {"1": {"at": "c3", "rows": ["OTTT", "TCTT", "TTTT", "TT.."]}}, "turn": 1})
    state = state.apply("take 1").apply("shape I2").apply("place e6 f6").apply("wisp f6")
    view = BoardView(state)
    assert view.state.phase == "cat_move" and "cell:e3" in view.view["targets"]
    from_browser(view, type="field", field="cell:e3")
    assert view.state.facts()["round"] == 2 and view.state.facts()["cat_at.Ben"] == "e3"


def test_solo_against_the_ghost_in_play_view():
    play = PlayView("wispwood", players=1, seats=["human"], seed=4)
    assert play.state.phase == "ghost_cat" and play.state.num_players == 2
    from_browser(play, type="field", field="spot3")
    # the ghost's firefly and take are chance and rules: it is the learner's turn again at once
    assert play.state.current_player == 0 and play.state.phase == "choose"
    assert play.state.facts()["ghost.took"] is not None
    took = play.state.facts()["ghost.took_from"]
    assert any("Glühwürmchen" in line and f"Feld {took}" in line for line in play.view["log"])  # the log says what the ghost took


def test_play_view_options_variants_and_bots():
    play = PlayView("wispwood", players=2, seats=["random", "random"], seed=2, rounds="2", tree_goal="no")
    assert play.state.is_terminal() and play.view["result"]
    assert len(play.state.round_scores[0]) == 2 and len(play.state.goals) == 4
    labels = {o["name"] for o in play.view["settings"]["options"]}
    assert labels == {"goals", "rounds", "tree_goal", "ghost"}


def test_bots_play_whole_games_and_search_bot_answers_within_its_time(ticking_clock):
    state = start(("Ada", "Ben", "Cleo"))
    states = play(state, [RandomBot(1), RandomBot(2), RandomBot(3)])
    assert states[-1].is_terminal()
    clock = ticking_clock()
    bot = SearchBot(seed=1, time_limit=0.8, clock=clock)
    decision = start().apply("take 5").apply("shape L4")  # the widest choice: where to place the L
    action = bot.choose(decision)
    assert clock.kept_to(bot.last_stats) and bot.last_stats["iterations"] > 0
    assert action in decision.legal_actions() and bot.explain("de") != bot.explain("en")


def test_search_bot_beats_random():
    # a small search (the win rate over many games is in benchmarks/bots.py)
    for seed in range(2):
        state = GAME.new_initial_state(2, seed=100 + seed)
        states = play(state, [SearchBot(seed=seed, time_limit=None, max_iterations=8, playout_depth=6), RandomBot(seed)])
        assert states[-1].outcome().winners == (0,)


GERMAN_WORDS = re.compile(r"\b(Spieler|gewinnt|Punkte|Runde|Irrlicht\w*|Wald|Baum|Bäume|Katze|Kürbis\w*|Hut|Herz|Kugel|Teich|Form|und|der|die|das|nimmt|legt)\b")


def test_a_view_in_english_says_everything_in_english_while_the_global_language_is_german():
    boardtutor.set_language("de")
    try:
        play = PlayView("wispwood", players=2, seats=["random", "random"], seed=3, rounds="2")
        play.switch_language("en")
        assert play.state.is_terminal()
        outcome = play.state.outcome().message("en")
        assert outcome.startswith("Player ") and not GERMAN_WORDS.search(outcome), outcome
        texts = [outcome, play.state.describe("en"), *play.view["log"], *(str(play.view[k]) for k in ("result", "status", "title", "seats_line"))]
        german = [text for text in texts if GERMAN_WORDS.search(str(text))]
        assert not german, german[:5]
        solo = GAME.new_initial_state(["Ada"], seed=2, rounds=2)
        solo = play_to_end(solo)
        assert "ghost" in solo.outcome().message("en") and "Geist" not in solo.outcome().message("en")
        assert "Geist" in solo.outcome().message("de")
    finally:
        boardtutor.set_language("de")


def play_to_end(state):
    return play(state, [RandomBot(1), RandomBot(2)])[-1]


def test_a_move_that_is_not_text_is_answered_with_moves_possible_now():
    """Issue 11: the error for a move that is not text suggested moves that were not possible."""
    from boardtutor.core import RuleViolation

    state = start()
    for step in (None, "take 4", "shape O4", "place f4 g4 f5 g5"):
        if step:
            state = state.apply(step)
        with pytest.raises(RuleViolation) as info:
            state.apply(5)
        legal = {str(a) for a in state.legal_actions()}
        for lang, quotes in (("de", r"„([^“]+)“"), ("en", r"“([^”]+)”")):
            suggested = re.findall(quotes, info.value.message(lang))
            assert suggested and set(suggested) <= legal, (step, info.value.message(lang))
    setup = GAME.new_initial_state(["Ada", "Ben"], seed=1)
    with pytest.raises(RuleViolation) as info:
        setup.apply(None)
    assert "pond" in info.value.message("en") and "take" not in info.value.message("en")
