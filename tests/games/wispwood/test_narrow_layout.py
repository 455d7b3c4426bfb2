"""Wispwood's narrow picture (issue #25): ``layout="narrow"`` shows the same table as the wide one (the
same fields, texts and name for a screen reader), its smallest text is readable in a column 570 px wide,
nothing stands outside the picture and no two texts lie on each other; ``layout="wide"`` is the picture
of old, byte for byte; any other layout is refused.

The states: every step of every walkthrough (with the step's highlights, as the walkthrough view shows
it), and 240 states of seeded random games with one (against the ghost) to four players, in both
languages, drawn as the widgets draw them: through the game's ``BoardUI`` for the seat to move, with the
fields a click could choose marked, and while a shape is being placed with its preview. Wispwood has no
secrets (``GAME.hidden_information`` is False), so the seat to move is the only viewer the widgets use.
"""

from __future__ import annotations

import random
import re

import pytest

import boardtutor
from boardtutor.bots import RandomBot
from boardtutor.core import with_viewer
from boardtutor.games.wispwood.render import render_svg
from tests.layout_checks import narrow_problems, outside_viewbox, smallest_on_screen, texts_on_texts, viewbox

GAME = boardtutor.load("wispwood")
UI = GAME.ui()
LANGS = ("de", "en")


def walkthrough_states():
    """Every state of every walkthrough with the highlights of the step that led there (none at the start)."""
    found = []
    for walkthrough in boardtutor.walkthroughs("wispwood"):
        replayed = walkthrough.replay()
        found.append((f"{walkthrough.id}[0]", replayed[0], {}))
        for number, (step, state) in enumerate(zip(walkthrough.steps, replayed[1:]), start=1):
            found.append((f"{walkthrough.id}[{number}]", state, {"highlight": tuple(step.highlight)}))
    return found


def random_states(count: int = 240):
    """``count`` states of seeded random games: every fourth state of each game and its end, with one to
    four players in turn; a state where a shape is being placed also with a preview (a field a click
    could choose, the shape turned by a seeded number of quarters, maybe mirrored)."""
    found = []
    index = 0
    while len(found) < count:
        players = 1 + index % 4
        state = GAME.new_initial_state(players, seed=200 + index)
        bots = [RandomBot(200 + index * 10 + s) for s in range(max(2, players))]
        pick = random.Random(index)
        step = 0
        while not state.is_terminal() and len(found) < count:
            if step % 4 == 0:
                options = {}
                targets = UI.targets(state, None)
                if state.phase == "place" and targets:
                    options["selected"] = f"place:{pick.randrange(4)}:{pick.randrange(2)}:{pick.choice(targets)[5:]}"
                found.append((f"{players} players, game {index} step {step}", state, options))
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
            else:
                state = state.apply(bots[max(state.current_player, 0)].choose(state))
            step += 1
        if state.is_terminal() and len(found) < count:
            found.append((f"{players} players, game {index} end", state, {}))
        index += 1
    return found


WALKTHROUGH_STATES = walkthrough_states()
STATES = WALKTHROUGH_STATES + random_states()


def drawing(state, lang, options, **layout):
    """The board as a widget draws it: through the UI for the seat to move, with the fields a click
    could choose marked (and ``options``: a walkthrough step's highlights, a placement in the making)."""
    targets = UI.targets(state, options.get("selected")) if not state.is_terminal() else []
    return with_viewer(UI.svg, state, targets=tuple(targets), lang=lang, viewer=max(state.current_player, 0), **options, **layout)


# -- the tests --------------------------------------------------------------------------------------
def test_enough_and_varied_states_are_drawn():
    assert len(STATES) >= len(WALKTHROUGH_STATES) + 200
    assert {state.num_players for _, state, _ in STATES} >= {2, 3, 4} and any(state.solo for _, state, _ in STATES)
    phases = {state.phase for _, state, _ in STATES}
    assert {"choose", "shape", "place", "wisp", "trees"} <= phases and any(state.is_terminal() for _, state, _ in STATES)
    assert any("selected" in options for _, _, options in STATES) and any(options.get("highlight") for _, _, options in STATES)
    assert GAME.hidden_information is False  # one viewer (the seat to move) is all the widgets use


def test_the_wide_picture_is_too_small_for_a_narrow_column():
    # what the narrow picture is for: the wide one shown 570 px wide sets its smallest text under 11 px
    _, state, options = WALKTHROUGH_STATES[-1]
    wide = drawing(state, "en", options)
    size, _ = smallest_on_screen(wide)
    assert size < 9
    assert any("px at 570 px width" in problem for problem in narrow_problems(wide, wide))


@pytest.mark.parametrize("name,state,options", STATES, ids=[name for name, _, _ in STATES])
def test_the_narrow_picture_shows_the_same_table_readably_and_wide_is_unchanged(name, state, options):
    for lang in LANGS:
        wide = drawing(state, lang, options)
        assert drawing(state, lang, options, layout="wide") == wide, lang
        narrow = drawing(state, lang, options, layout="narrow")
        assert narrow_problems(wide, narrow) == [], lang
        assert outside_viewbox(narrow) == [], lang
        assert texts_on_texts(narrow, margin=1) == [], lang


def test_the_narrow_picture_is_not_much_taller_than_wide():
    for _, state, options in STATES[::10]:
        width, height = viewbox(drawing(state, "de", options, layout="narrow"))
        assert height <= 1.3 * width


def test_the_boxes_see_what_stands_outside_and_on_each_other():
    # the checks above would notice a text moved out of the picture or onto another one
    _, state, options = WALKTHROUGH_STATES[0]
    narrow = drawing(state, "en", options, layout="narrow")
    width, _ = viewbox(narrow)
    assert outside_viewbox(narrow.replace(f'viewBox="0 0 {width:g} ', 'viewBox="0 0 500 ', 1))
    first = re.search(r'<text x="([\d.]+)" y="([\d.]+)"', narrow)
    assert texts_on_texts(narrow, margin=1) == []
    moved = narrow.removesuffix("</svg>") + f'<text x="{first.group(1)}" y="{first.group(2)}" font-size="16">on top</text></svg>'
    assert texts_on_texts(moved, margin=1)


@pytest.mark.parametrize("layout", ["tall", "", "Narrow", None])
def test_an_unknown_layout_is_refused(layout):
    state = WALKTHROUGH_STATES[0][1]
    with pytest.raises(ValueError):
        render_svg(state, layout=layout)
    with pytest.raises(ValueError):
        UI.svg(state, layout=layout)


def test_the_widget_asks_for_the_narrow_picture_and_gets_it():
    from boardtutor.widgets import PlayView

    view = PlayView("wispwood", players=2, seats=["human", "human"], seed=1)
    wide = view.view["svg"]
    view.set_state({"intent": {"type": "layout", "layout": "narrow", "version": view.version}})
    narrow = view.view["svg"]
    assert viewbox(wide)[0] == 1080 and viewbox(narrow)[0] == 776
    assert narrow == render_svg(view.state, lang=view.lang, targets=UI.targets(view.state, None), layout="narrow")
