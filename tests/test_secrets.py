"""Secrets, over every game with hidden information: whatever a screen shows is drawn for its viewer.

Random games in a real PlayView (the Python side only: every synced trait the browser would receive),
with the computer and people in the seats. After every click, for the seat the screen is drawn for
(nobody while the hand-over cover is up):

- twin: the real position swapped for one that seat cannot tell apart from it
  (``state.resample_hidden(seat, rng)``) must give the very same traits; a click on a field answers
  the same (the move it makes, or the words that refuse it), and the computer's last explanation,
  written again on a twin of the position it chose in, reads the same for each person;
- where the game's resampling also tells a true story of the whole game (Woodwalkers: the face-down
  set-up), the whole game so far is swapped for that story: log, the computer's moves, the save
  panel and "Watch again" (every step) must not change either;
- no name of a hidden item (``state.hidden_from(seat)``) appears anywhere in the traits, nor in
  "Watch again" at any step, nor in ``boardtutor.replay(save, viewer=seat)``.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import boardtutor
from boardtutor.core import with_viewer
from boardtutor.savegame import save_game
from boardtutor.widgets import PlayView

SECRET_GAMES = [g for g in boardtutor.games() if boardtutor.load(g).hidden_information]
SEATS = [("human", "random"), ("random", "human"), ("human", "human"), ("human", "search")]
NOBODY = "nobody"  # the hand-over cover: the screen is for no seat


def _options(game, seed: int) -> dict:
    """Each play option in turn (seed 0 the first value, seed 1 the second …), kept only where the
    game then has secrets (Woodwalkers: the night game)."""
    options = {name: values[seed % len(values)] for name, values in game.play_options.items()}
    if not game.new_initial_state(players=2, seed=1, **options).has_secrets():
        for name, values in game.play_options.items():
            for value in values:
                trial = {**options, name: value}
                if game.new_initial_state(players=2, seed=1, **trial).has_secrets():
                    options = trial
    return options


def _traits(view) -> dict:
    """Every synced trait the browser receives, but the change counter."""
    return {k: v for k, v in view.get_state().items() if k not in ("version", "intent", "layout")}  # layout: a widget id


def _reader(view):
    """The seat the screen is drawn for now: NOBODY under the cover, None when everything is shown."""
    if view.view.get("cover"):
        return NOBODY
    return view._board.viewer


def _humans(view) -> list[int]:
    return [seat for seat in range(view.state.num_players) if seat not in view.bots]


def _twin(state, reader, humans, rng):
    """A state the reader cannot tell from ``state`` (under the cover: nobody can, so every seat's
    secrets are drawn anew)."""
    for seat in (humans if reader == NOBODY else [reader]):
        state = state.resample_hidden(seat, rng)
    return state


def _forbidden(state, reader, humans) -> list[str]:
    """The names no screen for ``reader`` may show now, in both languages."""
    names = set()
    for seat in (humans if reader == NOBODY else [reader]):
        for name in state.hidden_from(seat):
            names |= {name.render("de"), name.render("en")}
    return sorted(names)


def _assert_unnamed(traits, names, where):
    text = json.dumps(traits, ensure_ascii=False)
    for name in names:
        assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text, re.I), f"{where}: names the hidden {name!r}"


def _swap_history(view, final):
    """Put the story ``final`` tells (its history replayed from the same start) in place of the game so
    far; None where that story does not lead to ``final`` (the game resamples the present only)."""
    board = view._board
    states = [board.states[0]]
    try:
        for move in final.history[len(states[0].history):]:
            states.append(states[-1].apply(move))
    except boardtutor.RuleViolation:
        return None
    if states[-1] != final or len(states) != len(board.states):
        return None
    saved = view._saved
    if isinstance(saved, tuple):  # (position, text): the panel follows the game, so it is saved anew from the story
        saved = (None, "")
    elif saved:  # the text of a save: of the same moves of the story, where it was a save of this game
        moves = len(json.loads(saved)["moves"])
        if moves < len(states) and saved == save_game(board.states[moves], board.states[0]):
            saved = save_game(states[moves], states[0])
    old = (list(board.states), list(board.log), view._saved)
    board.states[:] = states
    board.log[:] = [(before, entry[1]) for before, entry in zip(states, old[1])]
    view._saved = saved
    return old


def _restore(view, old):
    view._board.states[:], view._board.log[:], view._saved = old


def _replay_traits(view) -> list[dict]:
    """"Watch again", every step (Python's view of it), then back to the game."""
    view.press("ctl:replay")
    steps = []
    for index in range(view._replay.total + 1):
        view._replay.goto(index)
        view._refresh()
        steps.append(_traits(view))
    view.press("ctl:end_replay")
    return steps


def _click_randomly(view, rng) -> None:
    """What a learner might do: a lit field, any field, or any button that is not a teacher's switch."""
    shown = view.view
    buttons = [b["id"] for b in shown["buttons"] if not b.get("disabled") and b["id"] not in
               ("ctl:show_all", "ctl:replay", "ctl:undo", "ctl:redo", "ctl:save", "ctl:hints")]
    fields = shown["targets"] or shown["clickable"]
    # mostly what moves the game on (a button, a lit field), now and then any field (refused: a message)
    choices = [("button", b) for b in buttons] if buttons and rng.random() < 0.7 else [("field", f) for f in fields]
    if shown["targets"] and rng.random() < 0.8:
        choices = [("field", f) for f in shown["targets"]]
    if rng.random() < 0.08 and not shown.get("cover"):
        choices = [("button", "ctl:save")]
    if not choices:
        return
    kind, what = rng.choice(choices)
    try:
        view.press(what) if kind == "button" else view.click_field(what)
    except boardtutor.RuleViolation:
        pass  # a refused click: its message is on the screen and is checked like everything else


def _click(board, state, field):
    """What a click on ``field`` does in ``state`` (the board's own code path): the action or the
    selection it makes, or the words that refuse it."""
    try:
        click = board.ui.click(state, board.selected, field)
        if click.action is not None:
            state.apply(click.action)
        return ("done", click.select, None if click.action is None else
                tuple(with_viewer(state.action_text, click.action, lang, viewer=board.viewer) for lang in ("de", "en")))
    except boardtutor.RuleViolation as refusal:
        return ("refused", refusal.explain("de"), refusal.explain("en"))


def _check(view, rng, step: int, where: str) -> None:
    reader = _reader(view)
    state = view.state
    if reader is None or not state.has_secrets():
        return
    humans = _humans(view)
    traits = _traits(view)
    forbidden = _forbidden(state, reader, humans)
    _assert_unnamed(traits, forbidden, f"{where}, step {step}, for {reader}")

    # the present swapped for a twin
    real = view._board.states[-1]
    view._board.states[-1] = _twin(real, reader, humans, rng)
    view._refresh()
    twin = _traits(view)
    view._board.states[-1] = real
    view._refresh()
    assert twin == traits, f"{where}, step {step}: the screen for {reader} depends on what it cannot see"

    # a click (what the board answers, or the words of a refusal) is the same on the twin
    if reader != NOBODY:
        fields = sorted(view._board.positions)
        for field in rng.sample(fields, min(4, len(fields))):
            assert _click(view._board, real, field) == _click(view._board, _twin(real, reader, humans, rng), field), \
                f"{where}, step {step}: a click on {field} tells {reader} what it cannot see"

    # the computer's last explanation, written again on a twin of the position it chose in
    if view.bot_moves and view.bot_moves[-1]["notes"] and view.bot_moves[-1]["at"] < len(view._board.log):
        before, action = view._board.log[view.bot_moves[-1]["at"]]
        bot = view.bots[before.current_player]
        for seat, notes in view.bot_moves[-1]["notes"].items():
            twin = before.resample_hidden(seat, rng) if seat not in (None, before.current_player) else None
            if twin is None or bot._last[0] is not before or action not in twin.legal_actions():
                continue
            bot._last = (twin, action)
            try:
                again = {lang: bot.explain(lang, win_chance=view.show_win_chance, viewer=seat) for lang in ("de", "en")}
            finally:
                bot._last = (before, action)
            assert again == notes, f"{where}, step {step}: the computer's words tell {seat} what it cannot see: {notes} {again}"

    # the whole game so far swapped for a story the reader cannot tell from it
    final = _twin(real, reader, humans, rng)
    old = _swap_history(view, final)
    if old is not None:
        view._refresh()
        twin = _traits(view)
        twin_replay = _replay_traits(view) if reader != NOBODY and step % 12 == 0 else None
        _restore(view, old)
        view._refresh()
        assert twin == traits, f"{where}, step {step}: the log or the computer's moves depend on what {reader} cannot see"
        if twin_replay is not None:
            assert _replay_traits(view) == twin_replay, f"{where}, step {step}: Watch again shows {reader} what it cannot see"

    if reader != NOBODY and step % 12 == 0:
        # Watch again names nothing hidden at any step (the names of that step), and taking over keeps the reader
        view.press("ctl:replay")
        replay = view._replay
        for index in range(replay.total + 1):
            replay.goto(index)
            view._refresh()
            _assert_unnamed(_traits(view), _forbidden(replay.states[index], reader, humans), f"{where}, Watch again step {index}")
        if not replay.states[replay.total // 2].is_terminal():
            replay.goto(replay.total // 2)
            view.press("ctl:take_over")
            assert view._replay is None and _reader(view) in (reader, NOBODY)
            taken = replay.states[replay.total // 2]
            assert view.state.history[: len(taken.history)] == taken.history  # then the computer may have moved
        else:
            view.press("ctl:end_replay")
        # the saved game told for that seat
        told = boardtutor.replay(view.save(), viewer=reader)
        for index in range(told.total + 1):
            told.goto(index)
            _assert_unnamed(_traits(told), _forbidden(told.states[index], reader, humans), f"{where}, replay(viewer) step {index}")


@pytest.mark.parametrize("seats", SEATS, ids="-".join)
@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_every_surface_is_drawn_for_its_viewer(game_id, seed, seats):
    game = boardtutor.load(game_id)
    options = _options(game, seed)
    view = PlayView(game, players=["Mia", "Leo"], seats=list(seats), seed=seed + 3, background=False,
                    bot_time=0.02, **options)
    rng = random.Random(f"{game_id}/{seed}/{seats}")
    where = f"{game_id} {options} {seats}"
    checked = 0
    for step in range(55):
        _check(view, rng, step, where)
        checked += _reader(view) is not None
        if view.state.is_terminal():
            break
        for lang in ("de", "en") if step % 10 == 0 else ():
            view.switch_language(lang)
        _click_randomly(view, rng)
    assert checked  # the screen was drawn for a seat at least once


def _story(start, final):
    """The states of the game ``final`` tells, replayed from ``start``; None where its history does not
    lead there (a game that resamples the present only)."""
    states = [start]
    try:
        for move in final.history[len(start.history):]:
            states.append(states[-1].apply(move))
    except boardtutor.RuleViolation:
        return None
    return states if states[-1] == final else None


@pytest.mark.parametrize("seed", [0, 1])
@pytest.mark.parametrize("game_id", SECRET_GAMES)
def test_a_saved_game_told_for_one_seat_shows_what_that_seat_knew(game_id, seed):
    """``boardtutor.replay(save, viewer=0)``: every step as seat 0 saw it. Where the game can tell
    another story seat 0 cannot tell from the real one, both replays look the same at every step
    (and differ when told with everything); no hidden name shows at any step."""
    from boardtutor.bots import RandomBot, play

    game = boardtutor.load(game_id)
    options = _options(game, seed)
    states = play(game.new_initial_state(players=["Mia", "Leo"], seed=seed + 5, **options), [RandomBot(seed), RandomBot(7)],
                  max_actions=80)
    text = save_game(states[-1], states[0])
    mine = boardtutor.replay(text, viewer=0)
    checked = 0
    story = _story(states[0], states[-1].resample_hidden(0, random.Random(seed)))
    if story is not None and story[-1] != states[-1]:
        other_text = save_game(story[-1], story[0])
        theirs, everything, everything_other = (boardtutor.replay(other_text, viewer=0), boardtutor.replay(text),
                                                 boardtutor.replay(other_text))
        differs = False
        for index in range(mine.total + 1):
            for told in (mine, theirs, everything, everything_other):
                told.goto(index)
            assert _traits(mine) == _traits(theirs), f"step {index} shows seat 0 what it cannot know"
            differs |= _traits(everything) != _traits(everything_other)
            checked += 1
        assert differs  # told with everything, the two stories are told apart
    for index in range(mine.total + 1):
        mine.goto(index)
        names = _forbidden(states[index], 0, [0])
        _assert_unnamed(_traits(mine), names, f"replay for seat 0, step {index}")
        checked += bool(names)
    assert checked
    # taking over from a step goes on from what seat 0 knew there (the rest drawn anew), drawn for seat 0
    middle = next((i for i in range(len(states) - 1, -1, -1) if states[i].hidden_from(0) or i == 0), 0)
    mine.goto(middle)
    if not states[middle].is_terminal():
        mine.take_over()
        assert mine._play.viewer == 0 and mine._play.states[0].observation(0) == states[middle].observation(0)
    for bad in (2, -1, "0", True):
        with pytest.raises(boardtutor.RuleViolation):
            boardtutor.replay(text, viewer=bad)


def _shows_number(view, number: int) -> bool:
    """Whether a trait shows ``number``, but the text of a saved game (a file must hold the seed to go on
    as the game would have; a game with secrets shown to a seat puts no such text on the screen)."""
    traits = _traits(view)
    traits["view"] = {**traits["view"], "saved": {**traits["view"]["saved"], "text": None} if traits["view"].get("saved") else None}
    return re.search(rf"(?<!\d){number}(?!\d)", json.dumps(traits, ensure_ascii=False)) is not None


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_no_screen_carries_the_start_number(game_id):
    """The seed settles every draw to come (in a game with secrets, every hand too), so no synced trait
    carries it (``State.observation`` leaves it out as well): not the "New game" form, whose number
    field starts empty; a new game asked for with the field left empty gets a fresh start number,
    drawn in Python, that no trait shows either; a number typed in is the game's seed."""
    seed = 8_675_309
    view = PlayView(game_id, players=["Mia", "Leo"], seats=["human", "random"], seed=seed, background=False, bot_time=0.02)
    rng = random.Random(game_id)
    for step in range(12):
        assert not _shows_number(view, seed), f"step {step} shows the seed"
        if view.state.is_terminal():
            break
        _click_randomly(view, rng)
    assert "seed" not in view.view["settings"]

    def new_game(number):
        view.set_state({"intent": {"type": "new_game", "players": 2, "seats": ["human", "human"], "seed": number,
                                   "options": {}, "version": view.version}})
        assert not (view.view["message"] and view.view["message"]["kind"] == "error"), view.view["message"]
        return view.settings["seed"]

    fresh = [new_game(None), new_game(None)]
    assert fresh[0] != fresh[1] and seed not in fresh
    for number in fresh:
        assert number < 10**5 or not _shows_number(view, number)  # (a small number might be a coordinate)
    same = PlayView(game_id, players=2, seats=["human", "human"], seed=42, background=False)
    assert new_game(42) == 42 and view.state == same.state
