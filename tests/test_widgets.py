"""The widgets without a browser: a recording comm stands in for the front end.

Messages from the "browser" arrive as ``set_state`` on the widget (what the comm does with an
update message); what the widget sends back is recorded.
"""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.widgets import BoardView, PlayView, StepThrough

pytestmark = pytest.mark.usefixtures("recording_comm")

WALKS = {w.id: w for w in boardtutor.walkthroughs("woodwalkers")}


def from_browser(widget, **intent):
    """What the front end does: set the intent trait (with the version it last saw)."""
    intent.setdefault("version", widget.version)
    widget.set_state({"intent": intent})


def sent_views(widget):
    return [m["state"]["view"] for m in widget.comm.sent if m and m.get("method") == "update" and "view" in m.get("state", {})]


def test_step_through_next_back_and_slider_change_the_narration():
    view = StepThrough(WALKS["forest_die"])
    start = view.view["narration"]
    from_browser(view, type="button", id="nav:next")
    assert view.index == 1 and view.view["narration"] != start
    assert "4" in view.view["narration"] and view.view["citation"]
    from_browser(view, type="slider", value=3)
    assert view.index == 3 and "Würfel" in view.view["narration"]
    from_browser(view, type="button", id="nav:back")
    assert view.index == 2
    assert sent_views(view), "the new view is sent to the browser"
    assert sent_views(view)[-1]["step"]["index"] == 2


def _question_step(walkthrough):
    """The first step with a predict-first question (1-based) and the step."""
    return next((i, s) for i, s in enumerate(walkthrough.steps, start=1) if s.predict)


def test_predict_first_question_is_answered_before_the_step_is_revealed():
    index, step = _question_step(WALKS["duel_tie"])
    view = StepThrough(WALKS["duel_tie"])
    view.goto(index)
    question = view.view["narration"]
    choices = [b["id"] for b in view.view["buttons"] if b["group"] == "choices"]
    assert sorted(choices) == [f"choice:{i}" for i in range(len(step.predict["choices"]))]
    assert next(b for b in view.view["buttons"] if b["id"] == "nav:next")["disabled"]
    from_browser(view, type="button", id=f"choice:{step.predict['answer']}")
    assert view.view["message"]["kind"] == "success"
    assert view.view["narration"] != question and view.view["narration"] == step.narration.render(view.lang)
    view.goto(index)  # answered questions stay answered while the step is shown
    assert not any(b["group"] == "choices" for b in view.view["buttons"])


def test_a_waiting_question_does_not_show_the_steps_highlights():
    """The highlights belong to the answer: before it, only what the question itself names is marked."""
    walkthrough = WALKS["duel_tie"]
    index, step = _question_step(walkthrough)
    assert step.predict and step.highlight
    view = StepThrough(walkthrough)
    view.goto(index)
    own = step.predict.get("highlight", ())
    if not own:
        assert 'data-marks="highlight"' not in view.view["svg"]
    view.answer(step.predict["answer"])
    assert 'data-marks="highlight"' in view.view["svg"]


def test_take_over_plays_on_and_leaves_the_walkthrough_intact():
    view = StepThrough(WALKS["forest_die"])
    view.goto(1)  # James rolled a 4
    replay_before = [s.to_json() for s in view.states]
    view.take_over()
    view.click_field("a6")
    view.click_field("b6")
    assert view._play.state.history[-1] == "a6-b6" or view._play.state.history[-2] == "a6-b6"
    view.back_to_walkthrough()
    assert [s.to_json() for s in view.walkthrough.replay()] == replay_before
    assert view.index == 1 and "4" in view.view["narration"]


def test_board_view_legal_click_moves_and_illegal_click_explains_in_both_languages():
    state = WALKS["forest_die"].replay()[1]  # James to move with a 4
    view = BoardView(state)
    from_browser(view, type="field", field="a6")
    assert view.view["selected"] == "a6" and "d5" in view.view["targets"]
    svg_before = view.view["svg"]
    from_browser(view, type="field", field="h5")  # 8 steps away
    message = view.view["message"]
    assert message["kind"] == "error" and "4" in message["text"] and "Der Zug" in message["text"]
    assert view.state.to_json() == state.to_json()
    view.switch_language("en")
    assert "Moving" in view.view["message"]["text"] and "rolled a 4" in view.view["message"]["text"]
    assert view.view["selected"] == "a6"  # the selection survives the mistake
    from_browser(view, type="field", field="c6")
    assert "a6-c6" in view.state.history and view.view["svg"] != svg_before
    assert view.view["message"] is None


@pytest.mark.parametrize(
    "intent",
    [
        {"type": "field", "field": "z9"},
        {"type": "field", "field": 7},
        {"type": "field"},
        {"type": "button", "id": "act:fly"},
        {"type": "button", "id": ["roll"]},
        {"type": "teleport"},
        {"type": "lang", "lang": "fr"},
        {"type": "slider", "value": 2},
        "not even a dict",
    ],
)
def test_malformed_front_end_messages_are_rejected_in_the_widget(intent):
    state = WALKS["forest_die"].replay()[1]
    view = BoardView(state)
    before = view.state.to_json()
    if isinstance(intent, dict):
        intent = {**intent, "version": view.version}
    view.set_state({"intent": intent})
    assert view.view["message"]["kind"] == "error" and view.view["message"]["text"]
    assert view.state.to_json() == before
    assert view.lang == "de"
    assert view.intent == {}


def test_stale_intents_are_rejected():
    view = BoardView(WALKS["forest_die"].replay()[1])
    old = view.version
    view.click_field("a6")
    view.set_state({"intent": {"type": "field", "field": "d5", "version": old}})
    assert "geändert" in view.view["message"]["text"]
    assert "a6-d5" not in view.state.history


def test_language_toggle_and_set_language_switch_every_text_live():
    steps = StepThrough(WALKS["duel_tie"])
    play = PlayView("woodwalkers", players=2, seats=["human", "human"], seed=2)
    german = (steps.view["narration"], play.view["status"], steps.view["lang_button"])
    from_browser(steps, type="lang", lang="en")
    assert steps.lang == "en" and steps.view["narration"] != german[0] and steps.view["lang_button"] == "Deutsch"
    assert play.lang == "de"
    boardtutor.set_language("en")
    assert play.lang == "en" and play.view["status"] != german[1]
    assert all("Spieler" not in b["label"] for b in play.view["buttons"])
    boardtutor.set_language("de")
    assert steps.lang == "de" and steps.view["narration"] == german[0]


def test_play_view_hotseat_undo_redo_and_log_in_words():
    play = PlayView("woodwalkers", players=["Ada", "Ben"], seats=["human", "human"], seed=5)
    assert play.state.current_player == 0
    choose = next(b for b in play.view["buttons"] if b["id"].startswith("act:choose"))
    play.press(choose["id"])
    assert play.state.current_player == 1 and any("Ada" in line for line in play.view["log"])
    play.press("act:roll")
    assert play.state.phase == "move"
    play.undo()
    assert play.state.phase == "roll_or_skip" and play.state.current_player == 1
    play.undo()
    assert play.state.current_player == 0 and play.state.phase == "choose"
    play.redo()
    assert play.state.current_player == 1
    with pytest.raises(boardtutor.RuleViolation):
        play.press("act:stay")  # not legal before rolling


def test_play_view_bot_moves_are_shown_and_explained():
    play = PlayView("woodwalkers", players=2, seats=["random", "search"], seed=3, bot_time=0.05)
    assert play.state.is_terminal()
    assert play.view["result"] and play.view["bot_moves"]
    assert play.view["clickable"] == []
    from_browser(play, type="new_game", players=3, seats=["human", "random", "human"], seed=9, options={"variant": "night"})
    assert play.state.num_players == 3 and play.state.variant == "night"
    from_browser(play, type="new_game", players=9, seats=["human"] * 9, seed=1, options={})
    assert play.view["message"]["kind"] == "error" and play.state.num_players == 3


def test_widget_sources_are_package_files_with_scoped_css():
    from boardtutor.widgets.views import STATIC

    js = (STATIC / "boardtutor.js").read_text(encoding="utf-8")
    css = (STATIC / "boardtutor.css").read_text(encoding="utf-8")
    assert "export default" in js and "legal" not in js.replace("legal actions", "")
    rules = [line for line in css.splitlines() if "{" in line and not line.strip().startswith("/*")]
    # an @media rule holds scoped rules too
    rules = [line.split("{", 1)[1] if line.lstrip().startswith("@media") else line for line in rules]
    assert rules and all(line.lstrip().startswith(".boardtutor") for line in rules)


def test_a_message_stays_when_the_language_switches():
    """A learner who switches language after a refused move reads the same message in the other one."""
    view = BoardView(WALKS["forest_die"].replay()[1])
    from_browser(view, type="field", field="a6")
    from_browser(view, type="field", field="h3")
    german = view.view["message"]["text"]
    assert view.view["message"]["kind"] == "error" and german.startswith("Zu weit")
    from_browser(view, type="lang", lang="en")
    english = view.view["message"]["text"]
    assert english.startswith("Too far") and "rulebook" in english
    from_browser(view, type="field", field="a6")  # the next action clears it
    assert view.view["message"] is None


def test_hint_button_only_for_games_with_an_advisor():
    view = PlayView("woodwalkers", players=2, seed=4)
    assert boardtutor.load("woodwalkers").advisor() is None
    assert not any(b["id"] == "ctl:hint" for b in view.view["buttons"])
    from_browser(view, type="button", id="ctl:hint")
    message = view.view["message"]
    assert message["kind"] == "error" and "Tipp" in message["text"]


def test_the_computer_thinks_in_the_background_and_says_so():
    """In a notebook the computer's turn runs in a worker thread: the learner's move is drawn at once,
    "… is thinking" shows, the buttons are disabled, and each computer move then appears in a list."""
    play = PlayView("woodwalkers", players=2, seats=["human", "search"], seed=4, bot_time=0.3, background=True, pause=0)
    play.wait()
    while play.state.current_player == 0 and not play.state.is_terminal():
        before = len(play.state.history)
        button = next(b for b in play.view["buttons"] if b["group"] == "actions")
        play.press(button["id"])
        assert len(play.state.history) > before  # drawn at once
        if play.view["thinking"]:
            assert "denkt nach" in play.view["thinking"] or "thinking" in play.view["thinking"]
            assert all(b["disabled"] for b in play.view["buttons"] if b["group"] == "controls")
            assert play.view["clickable"] == []
            with pytest.raises(boardtutor.RuleViolation):
                play.press("ctl:undo")
            play.wait()
            assert play.view["thinking"] is None and play.view["bot_moves"]
            break
    assert play.view["seats_line"].count("(") == 2


def test_a_computer_only_game_plays_move_by_move_and_can_pause():
    play = PlayView("woodwalkers", players=2, seats=["random", "random"], seed=5, background=True, pause=0.05)
    assert not play.state.is_terminal() or len(play.state.history) > 0
    play.press("ctl:pause")
    play.wait()
    paused_at = len(play.state.history)
    assert not play.state.is_terminal() and play.view["thinking"] is None
    play.press("ctl:pause")  # go on
    play.wait()
    assert play.state.is_terminal() and len(play.state.history) > paused_at


def test_questions_shuffle_their_choices_allow_a_second_try_and_ask_again():
    from boardtutor.widgets.views import _choice_order

    firsts = []
    for game_id in boardtutor.games():
        for walkthrough in boardtutor.walkthroughs(game_id):
            for index, step in enumerate(walkthrough.steps, start=1):
                if step.predict:
                    order = _choice_order(walkthrough, index, len(step.predict["choices"]))
                    assert order == _choice_order(walkthrough, index, len(step.predict["choices"]))
                    firsts.append(order[0] == step.predict["answer"])
    assert sum(firsts) < len(firsts) / 2, "the right answer is not usually the first button"
    walkthrough, index, step = next(
        (w, i, s) for w in boardtutor.walkthroughs("woodwalkers") for i, s in enumerate(w.steps, 1) if s.predict
    )
    view = StepThrough(walkthrough)
    view.goto(index)
    wrong = next(i for i in range(len(step.predict["choices"])) if i != step.predict["answer"])
    view.answer(wrong)
    assert view._question(index) is not None and view.view["message"]["kind"] == "info"  # one more try
    view.answer(wrong)
    assert view._question(index) is None  # now the solution is shown
    view.back()
    view.next()
    assert view._question(index) is not None  # asked again


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_a_live_game_always_says_what_happens_next(game_id):
    """Whose turn it is and what to do (``State.describe`` for the seat at the screen) shows in a live
    game: in the picture where the game's picture says it (``BoardUI.draws_status``; checked against the
    picture's texts), else as a line in the column beside the board; not twice, and not under the
    hand-over cover."""
    import random
    import xml.etree.ElementTree as ET

    def words(text):
        return " ".join(text.split())

    play = PlayView(game_id, players=2, seats=["human", "random"], seed=5, background=False, pause=0)
    rng = random.Random(game_id)
    seen = 0
    for _ in range(12):
        view = play.view
        if view.get("cover"):
            assert not view.get("status_line")
            play.press("ctl:reveal")
            continue
        if play.state.is_terminal():
            break
        status = words(view["status"])
        root = ET.fromstring(view["svg"])
        drawn = words(" ".join(t for node in root.iter() if node.tag.endswith("}text") for t in node.itertext()))
        if play.game.ui().draws_status:
            assert status in drawn or any(status in words(n.text or "") for n in root.iter() if n.tag.endswith("}title")), status
            assert not view["status_line"]
        else:
            assert view["status_line"] == view["status"] and status not in drawn
        seen += 1
        choices = [b for b in view["buttons"] if b["group"] == "actions" and not b.get("disabled")]
        try:  # a click that is refused only says why
            if view["clickable"] and (not choices or rng.random() < 0.6):
                play.click_field(rng.choice(view["targets"] or view["clickable"]))
            elif choices:
                play.press(rng.choice(choices)["id"])
        except boardtutor.RuleViolation:
            pass
    assert seen
