"""A live game never loses work or runs on (issue #22, part 3): closing a PlayView stops its computer
players, the save panel always holds the game as it stands, and what the browser writes cannot break
the view. No real time is measured: slow computer players wait on events the test controls."""

from __future__ import annotations

import json
import threading

import pytest

import boardtutor
from boardtutor.savegame import read_game
from boardtutor.widgets import PlayView
from boardtutor.widgets import views as views_module

pytestmark = pytest.mark.usefixtures("recording_comm")

SAFETY = 30  # seconds: only so that a broken build fails instead of hanging; never an assertion about time


class GateBot:
    """A computer player that thinks until the test lets it answer (``release``)."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.calls = 0

    def choose(self, state):
        self.calls += 1
        self.entered.set()
        self.release.wait(SAFETY)
        return state.legal_actions()[0]


def _gated(monkeypatch) -> GateBot:
    bot = GateBot()
    monkeypatch.setattr(PlayView, "_make_bot", lambda self, kind, seed: bot)
    return bot


def _drawn(view) -> threading.Event:
    """Set whenever the view is drawn anew."""
    event = threading.Event()
    view.observe(lambda change: event.set(), "version")
    return event


def test_closing_while_the_computer_thinks_applies_no_move_and_ends_its_thread(monkeypatch):
    bot = _gated(monkeypatch)
    play = PlayView("woodwalkers", players=2, seats=["random", "human"], seed=3, background=True, pause=0)
    assert bot.entered.wait(SAFETY)
    worker, before = play._worker, list(play.state.history)
    drawn = _drawn(play)
    closer = threading.Thread(target=play.close)
    closer.start()
    drawn.wait(SAFETY)  # close() has stopped the game (and drawn it so) before it waits for the thread
    bot.release.set()  # the computer answers now: too late
    closer.join(SAFETY)
    assert not closer.is_alive() and not worker.is_alive()
    assert play.state.history == before
    assert play.view["thinking"] is None
    assert bot.calls == 1  # nothing after close() asks the computer again


def test_closing_during_the_pause_between_computer_moves_ends_the_thread_at_once():
    """A computer-only game pauses between moves so that each can be seen; close() ends that pause
    (an hour here: the old code slept it out, with the thread alive)."""
    play = PlayView("woodwalkers", players=2, seats=["random", "random"], seed=5, background=True, pause=3600)
    moved = threading.Event()
    play.observe(lambda change: moved.set() if len(play.state.history) else None, "version")
    assert moved.wait(SAFETY) or play.state.history
    worker = play._worker
    play.close()
    after = list(play.state.history)
    assert not worker.is_alive()
    assert not any(t.is_alive() for t in threading.enumerate() if t.name == worker.name)
    assert play.state.history == after and not play.state.is_terminal()


def test_a_new_game_stops_the_computer_of_the_old_one(monkeypatch):
    bot = _gated(monkeypatch)
    play = PlayView("woodwalkers", players=2, seats=["random", "human"], seed=3, background=True, pause=0)
    assert bot.entered.wait(SAFETY)
    old_worker = play._worker
    monkeypatch.setattr(PlayView, "_make_bot", lambda self, kind, seed: boardtutor.bots.RandomBot(seed))
    play.new_game(2, seats=["human", "human"], seed=9)
    fresh = list(play.state.history)
    bot.release.set()
    old_worker.join(SAFETY)
    assert not old_worker.is_alive()
    assert play.state.history == fresh  # the old game's answer never lands in the new game
    play.close()


def test_re_running_the_cell_closes_the_view_it_made_before(monkeypatch):
    monkeypatch.setattr(views_module, "_cell_id", lambda: "cell-7")
    bot = _gated(monkeypatch)
    first = PlayView("woodwalkers", players=2, seats=["random", "human"], seed=3, background=True, pause=0)
    assert bot.entered.wait(SAFETY)
    worker, before = first._worker, list(first.state.history)
    drawn = _drawn(first)
    monkeypatch.setattr(PlayView, "_make_bot", lambda self, kind, seed: boardtutor.bots.RandomBot(seed))
    maker = threading.Thread(target=lambda: PlayView("woodwalkers", players=2, seats=["human", "human"], seed=3))
    maker.start()
    drawn.wait(SAFETY)
    bot.release.set()
    maker.join(SAFETY)
    assert not worker.is_alive() and first.state.history == before and first.comm is None
    monkeypatch.setattr(views_module, "_cell_id", lambda: "cell-8")  # a view in another cell stays open
    other = PlayView("woodwalkers", players=2, seats=["human", "human"], seed=4)
    assert other.comm is not None


def _play(view: PlayView, clicks: int) -> None:
    """Press an action button or click a lit field, like a learner (what the rules refuse, the learner
    tries otherwise)."""
    for _ in range(clicks):
        if view.state.is_terminal():
            return
        buttons = [b["id"] for b in view.view["buttons"] if b["group"] == "actions" and not b.get("disabled")]
        fields = list(dict.fromkeys(view.view["targets"] + view.view["clickable"]))
        for press, name in [(view.press, b) for b in buttons] + [(view.click_field, f) for f in fields]:
            try:
                press(name)
                break
            except boardtutor.RuleViolation:
                continue


def _saved_file(view: PlayView) -> dict:
    """The save panel with its file: in a game with secrets the text is sent only when asked for."""
    saved = view.view["saved"]
    if saved["text"] is None:
        assert view.state.has_secrets() and view._board.viewer is not None
        saved = {**saved, **view.download()}
    return saved


def _panel_holds_the_game(view: PlayView) -> None:
    saved = _saved_file(view)
    data = json.loads(saved["text"])
    game = read_game(saved["text"], view.game)
    assert game.final == view.state and data["moves"] == view.state.history[len(game.start.history):]
    assert saved["filename"] == f"{view.game.id}-{len(game.final.history)}.json"  # name and text: one position


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_after_save_the_panel_follows_the_game_to_its_end(game_id):
    view = PlayView(game_id, players=2, seats=["human", "random"], seed=3)
    _play(view, 2)
    view.press("ctl:save")
    _panel_holds_the_game(view)
    _play(view, 3)
    _panel_holds_the_game(view)  # the old code still offered the position of the Save, named after this one
    if view._human_points():
        view.undo()
        _panel_holds_the_game(view)
    _play(view, 400)
    _panel_holds_the_game(view)
    if view.state.is_terminal():  # a pupil downloading at the end of the lesson gets the whole game
        assert json.loads(_saved_file(view)["text"])["moves"] == view.state.history
    view.new_game(2, seats=["human", "human"], seed=4)
    assert view.view["saved"] is None  # a new game is not saved until Save is pressed again


# -- one rule for names, wherever they come in ---------------------------------------------------
RAW_NAMES = ["  Zoe\u0308 ", "Ben  "]  # spaces around, an umlaut written as two code points


def _by_the_rule(name: str) -> str:
    """The rule, written out here: Unicode NFC, no spaces at either end."""
    import unicodedata

    return unicodedata.normalize("NFC", name).strip()


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_player_names_are_normalised_alike_at_every_entry(game_id):
    game = boardtutor.load(game_id)
    expected = [_by_the_rule(name) for name in RAW_NAMES]
    assert expected == ["Zo\u00eb", "Ben"]
    new = game.new_initial_state(players=RAW_NAMES, seed=2)
    data = json.loads(new.to_json())
    data["names"] = RAW_NAMES
    position = game.state_from_dict(data)  # a saved position (the old code kept the names as written)
    saved = json.loads(boardtutor.savegame.save_game(new))
    saved["start"]["names"] = RAW_NAMES
    whole = read_game(json.dumps(saved), game)  # a saved game
    view = PlayView(game_id, players=RAW_NAMES, seed=2)
    view.load(json.dumps(data))
    for names in (new.names, position.names, whole.start.names, view.state.names):
        assert names == expected
    assert position == new == whole.start
    # and what the rule refuses, it refuses at every entry, in words
    long_name = "x" * 40
    data["names"] = [long_name, "Ben"]
    for entry in (lambda: game.new_initial_state(players=[long_name, "Ben"]), lambda: game.state_from_dict(data)):
        with pytest.raises(boardtutor.RuleViolation) as info:
            entry()
        assert "32" in info.value.message("en") and "32" in info.value.message("de")


def test_load_messages_name_games_by_their_title_and_show_no_python_values():
    view = PlayView("woodwalkers", players=2, seed=1)
    other = boardtutor.savegame.save_game(boardtutor.load("wispwood").new_initial_state(players=2, seed=1))
    cases = {
        other: ("Woodwalkers",),
        '{"game": {"a": 1}}': ("Woodwalkers",),
        '{"game": "woodwalkers", "version": {"x": [1]}}': (),
        '{"game": "woodwalkers", "version": 1, "names": [null, "Ben"]}': (),
    }
    for text, must in cases.items():
        for lang in ("de", "en"):
            view.switch_language(lang)
            view.intent = {"type": "load", "text": text, "version": view.version}
            message = view.view["message"]
            assert message["kind"] == "error"
            for word in must:
                assert word in message["text"]
            assert "woodwalkers" not in message["text"]  # the title, not the id
            for python in ("None", "{'", "[1]", "<", "0x", "Traceback"):
                assert python not in message["text"], (text, message["text"])
    from boardtutor.savegame import read_game as read

    with pytest.raises(boardtutor.RuleViolation) as info:
        read('{"game": "chess", "kind": "boardtutor-game"}')
    for lang in ("de", "en"):
        assert "Woodwalkers" in info.value.message(lang) and "Tawa" in info.value.message(lang)
