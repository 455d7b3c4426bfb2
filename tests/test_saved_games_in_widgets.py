"""PlayView's Save / Load / Watch again, ``boardtutor.replay``, and browser input that must never raise."""

from __future__ import annotations

import json

import pytest

import boardtutor
from boardtutor.widgets import PlayView, StepThrough

GAMES = boardtutor.games()


def _play(view: PlayView, moves: int) -> None:
    """Click what is lit (or press the first action button) a few times, like a learner."""
    for _ in range(moves):
        if view.state.is_terminal():
            return
        buttons = [b for b in view.view["buttons"] if b["group"] == "actions" and not b.get("disabled")]
        if buttons:
            view.press(buttons[0]["id"])
        else:
            view.click_field((view.view["targets"] or view.view["clickable"])[0])


def _send(view, **intent):
    view.intent = {**intent, "version": view.version}
    return view.view["message"]


@pytest.mark.parametrize("game_id", GAMES)
def test_save_load_and_watch_again(game_id):
    view = PlayView(game_id, players=2, seats=["human", "random"], seed=3)
    _play(view, 6)
    played = view.state
    view.press("ctl:save")
    saved = view.view["saved"]
    if played.has_secrets():  # the file holds the computer's secrets: never on the screen, sent when asked for
        assert saved["text"] is None
        saved = {**saved, **view.download()}
    assert saved["filename"].endswith(".json") and json.loads(saved["text"])["moves"] == played.history

    # a bad file: refused in words, the game untouched
    for bad in ("garbage", saved["text"].replace('"moves": [', '"moves": ["no such move", '), "{" * 10_000):
        message = _send(view, type="load", text=bad)
        assert message["kind"] == "error" and "Traceback" not in message["text"]
        assert view.state == played
    view.switch_language("en")
    assert view.view["message"]["text"].startswith("The saved game") or "saved game" in view.view["message"]["text"]

    # a good file: a fresh view goes on from there
    other = PlayView(game_id, players=2, seed=9)
    message = _send(other, type="load", text=saved["text"])
    assert message["kind"] == "success" and other.state == played

    # watch again: every move as a step, and take over from an earlier step
    other.press("ctl:replay")
    assert other.view["kind"] == "steps" and other.view["step"]["index"] == other.view["step"]["total"] == len(played.history)
    _send(other, type="slider", value=1)
    assert other.view["step"]["index"] == 1 and other.view["narration"]
    other.press("ctl:take_over")
    assert other.view["kind"] == "play"
    assert other.state.history[:1] == played.history[:1]


def test_replay_opens_a_saved_game_as_a_step_through():
    view = PlayView("woodwalkers", players=2, seats=["human", "random"], seed=3)
    _play(view, 4)
    replay = boardtutor.replay(view.save())
    assert isinstance(replay, StepThrough) and replay.total == len(view.state.history)
    replay.next()
    assert replay.index == 1 and replay.view["narration"]
    with pytest.raises(boardtutor.RuleViolation):
        boardtutor.replay('{"kind": "boardtutor-game", "game": "woodwalkers", "version": 1, "start": {}, "moves": []}')


@pytest.mark.parametrize("value", [5, None, ["de"], "fr", "d" * 10_000])
def test_a_bad_language_from_the_browser_never_raises(value):
    view = PlayView("woodwalkers", players=2, seed=1)
    view.lang = value
    assert view.lang == "de" and view.view["message"]["kind"] == "error"


def test_version_and_view_are_written_by_python_only():
    view = PlayView("woodwalkers", players=2, seed=1)
    version, shown = view.version, view.view
    view.version = "x"
    view.view = {"svg": "<script/>"}
    assert view.version == version and view.view == shown


@pytest.mark.parametrize(
    "intent",
    [
        {"type": "button", "id": "choice:" + "9" * 5000},
        {"type": "button", "id": 7},
        {"type": "field", "field": ["a1"]},
        {"type": "new_game", "players": 2, "seed": 10**30, "seats": ["human", "human"]},
        {"type": "new_game", "players": 2, "seed": 1, "seats": "hh"},
        {"type": "load", "text": 5},
        {"type": "nonsense"},
        "just text",
    ],
)
def test_malformed_intents_get_a_specific_message(intent):
    view = PlayView("woodwalkers", players=2, seed=1)
    before = view.state
    view.intent = {**intent, "version": view.version} if isinstance(intent, dict) else intent
    message = view.view["message"]
    assert message["kind"] == "error"
    assert "went wrong" not in message["text"] and "schiefgegangen" not in message["text"]
    assert view.state == before
