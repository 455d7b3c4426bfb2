"""The forms below the board survive a redraw: "New game…" keeps its open state and the learner's choices
while the computer moves, the pasted saved game stays, the opened log stays open (issue #22, part 3).

The real ES module runs in Node on a small fake DOM (``tests/js/fake_dom.mjs``), fed with the views a
real PlayView sends before and after a computer move; no browser is needed.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from boardtutor.widgets import PlayView
from boardtutor.widgets.views import STATIC

NODE = shutil.which("node")
JS = Path(__file__).parent / "js"
pytestmark = [pytest.mark.usefixtures("recording_comm"), pytest.mark.skipif(NODE is None, reason="needs Node.js")]


def _views_while_the_computer_moves() -> list[dict]:
    play = PlayView("woodwalkers", players=2, seats=["human", "random"], seed=4)
    views = [json.loads(json.dumps(play.view))]
    before = len(play.state.history)
    while len(play.state.history) == before or play.state.current_player != 0:
        button = next(b for b in play.view["buttons"] if b["group"] == "actions" and not b.get("disabled"))
        play.press(button["id"])
    views.append(json.loads(json.dumps(play.view)))
    assert views[1]["log"] != views[0]["log"] and views[1]["settings"] == views[0]["settings"]
    play.switch_language("en")
    views.append(json.loads(json.dumps(play.view)))
    return views


def test_new_game_form_keeps_open_state_and_choices_while_the_computer_moves(tmp_path):
    views = _views_while_the_computer_moves()
    (tmp_path / "views.json").write_text(json.dumps(views), encoding="utf-8")
    module = tmp_path / "boardtutor.mjs"  # Node reads a .mjs file as an ES module
    module.write_text((STATIC / "boardtutor.js").read_text(encoding="utf-8"), encoding="utf-8")
    out = subprocess.run([NODE, str(JS / "forms_kept.mjs"), module.as_uri(), str(tmp_path / "views.json")],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    result = json.loads(out)
    chosen, moved, other = result["chosen"], result["afterMove"], result["afterLanguage"]
    assert chosen["players"] == "4" and chosen["seats"][1] == "search" and chosen["seed"] == "42" and chosen["options"] == ["night"]
    # the computer moved: the same form, still open, with every choice, never taken out of the page
    assert moved["same"] and moved["open"] and moved["removed"] == 0
    assert {k: moved[k] for k in ("players", "seats", "seed", "options")} == {k: chosen[k] for k in ("players", "seats", "seed", "options")}
    assert moved["paste"] == "my pasted game" and moved["loadOpen"] and moved["logOpen"]
    # in the other language the form is drawn anew, in English, with the learner's choices
    assert other["open"] and other["summary"] == views[2]["settings"]["labels"]["summary"] != views[0]["settings"]["labels"]["summary"]
    assert {k: other[k] for k in ("players", "seats", "seed", "options")} == {k: chosen[k] for k in ("players", "seats", "seed", "options")}
    assert result["sent"] == {"type": "new_game", "players": 4, "seats": ["human", "search", "human", "human"], "seed": 42,
                              "options": {"variant": "night"}, "version": 3}
