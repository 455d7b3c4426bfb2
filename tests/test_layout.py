"""The browser chooses how a board is drawn (issue #25): a ``layout`` intent ("wide" or "narrow") makes
every view draw its board anew in that layout, without counting as a learner's action; anything else is
refused in words. A game whose drawing knows no ``layout`` keeps drawing its one picture."""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.widgets import BoardView, PlayView, PracticeView, StepThrough


def from_browser(widget, **intent):
    intent.setdefault("version", widget.version)
    widget.set_state({"intent": intent})


@pytest.fixture
def drawn(monkeypatch):
    """The layouts Woodwalkers' board was asked to draw (the real drawing, recorded)."""
    ui_class = type(boardtutor.load("woodwalkers").ui())
    original = ui_class.svg
    asked = []

    def svg(self, state, *, highlight=(), targets=(), selected=None, lang=None, viewer=None, layout="wide"):
        asked.append(layout)
        return original(self, state, highlight=highlight, targets=targets, selected=selected, lang=lang, viewer=viewer)

    monkeypatch.setattr(ui_class, "svg", svg)
    return asked


@pytest.mark.parametrize("make", [
    lambda: PlayView("woodwalkers", players=2, seats=["human", "human"], seed=1),
    lambda: StepThrough(boardtutor.walkthroughs("woodwalkers")[0]),
    lambda: PracticeView("woodwalkers", seed=1),
])
def test_a_layout_intent_redraws_the_board_in_that_layout_and_back(drawn, make):
    view = make()
    assert view.view["layout"] == "wide" and drawn[-1] == "wide"
    version, message = view.version, view.view.get("message")
    from_browser(view, type="layout", layout="narrow")
    assert view.view["layout"] == "narrow" and drawn[-1] == "narrow"
    assert view.version == version  # the browser's own intent: a click sent meanwhile still counts
    assert view.view.get("message") == message
    from_browser(view, type="layout", layout="narrow", version=version - 1)  # never stale
    assert view.view["layout"] == "narrow"
    from_browser(view, type="layout", layout="wide")
    assert view.view["layout"] == "wide" and drawn[-1] == "wide"


@pytest.mark.parametrize("value", ["diagonal", "", "WIDE", "narrow " * 20])
def test_a_layout_that_does_not_exist_is_refused_in_words_and_changes_nothing(drawn, value):
    view = PlayView("woodwalkers", players=2, seats=["human", "human"], seed=1)
    from_browser(view, type="layout", layout="narrow")
    from_browser(view, type="layout", layout=value)
    assert view.view["layout"] == "narrow"
    assert view.view["message"]["kind"] == "error"
    assert "layout" in view.view["message"]["text"] and "Traceback" not in view.view["message"]["text"]


def test_a_game_without_a_narrow_picture_draws_its_one_picture():
    """Tawa's arena reads well in a narrow column (13 px text at 570 px): it has one picture, and the
    narrow layout shows it unchanged."""
    view = PlayView("tawa_hallae", players=2, seats=["human", "human"], seed=1)
    wide = view.view["svg"]
    from_browser(view, type="layout", layout="narrow")
    assert view.view["layout"] == "narrow" and view.view["svg"] == wide


def _sent(positions):
    return {field: list(xy) for field, xy in positions.items()}


@pytest.mark.parametrize("game_id", ["woodwalkers", "wispwood", "magische_tiere", "animal_cards"])
def test_a_view_in_the_narrow_layout_sends_the_narrow_positions(game_id):
    """The arrow keys follow the picture drawn: after a layout intent the view sends the positions of the
    narrow picture (``fields_for(..., layout="narrow")``), and the wide ones again after "wide"; the
    fields one may click stay the same, and a click does what it did."""
    start = boardtutor.walkthroughs(game_id)[1].replay()[1]
    view = BoardView(start)
    ui = start.game.ui()
    extra = {"lang": view.lang} if game_id == "animal_cards" else {}  # its narrow band's texts move the lower half
    wide, clickable = view.view["positions"], view.view["clickable"]
    assert wide == _sent(ui.fields_for(view.state))
    from_browser(view, type="layout", layout="narrow")
    assert view.view["positions"] == _sent(ui.fields_for(view.state, layout="narrow", **extra))
    assert set(view.view["positions"]) == set(wide) and view.view["clickable"] == clickable
    if game_id != "woodwalkers":  # Woodwalkers' narrow picture only moves the board: its grid positions hold
        assert view.view["positions"] != wide
    twin = BoardView(start)
    from_browser(view, type="field", field=clickable[0])
    from_browser(twin, type="field", field=clickable[0])
    assert view.view.get("message") == twin.view.get("message") and view.state == twin.state
    from_browser(view, type="layout", layout="wide")
    assert view.view["positions"] == _sent(ui.fields_for(view.state))


def test_a_game_with_one_picture_sends_its_one_set_of_positions():
    view = PlayView("tawa_hallae", players=2, seats=["human", "human"], seed=1)
    wide = view.view["positions"]
    from_browser(view, type="layout", layout="narrow")
    assert view.view["positions"] == wide
