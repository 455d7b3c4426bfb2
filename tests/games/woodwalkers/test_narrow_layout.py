"""Woodwalkers' narrow picture (issue #25): ``layout="narrow"`` shows the same board as the wide one
(the same fields, texts and name for a screen reader), its smallest text is readable in a column 570 px
wide, and nothing stands outside the picture; ``layout="wide"`` is the picture of old, byte for byte.

The states: every step of every walkthrough, and 240 states of seeded random games (by day and at night,
two to four players), in both languages, drawn as the widgets draw them (through the game's ``BoardUI``,
with the fields a click could choose marked) for everyone (None) and for the seat to move.
"""

from __future__ import annotations

import pytest

import boardtutor
from boardtutor.bots import RandomBot
from boardtutor.games.woodwalkers.render import render_svg
from tests.layout_checks import NARROW_DISPLAY, READABLE, narrow_problems, outside_viewbox, smallest_on_screen, viewbox

GAME = boardtutor.load("woodwalkers")
UI = GAME.ui()
LANGS = ("de", "en")


def walkthrough_states():
    """Every state of every walkthrough, as the walkthrough view steps through them."""
    return [(f"{w.id}[{i}]", state) for w in boardtutor.walkthroughs("woodwalkers") for i, state in enumerate(w.replay())]


def random_states(count: int = 240):
    """``count`` states of seeded random games: every fifth state of each game, day and night in turn,
    with two, three and four players."""
    found = []
    index = 0
    while len(found) < count:
        variant = "night" if index % 2 else "day"
        state = GAME.new_initial_state(players=2 + index % 3, seed=100 + index, variant=variant)
        bot = RandomBot(100 + index)
        step = 0
        while not state.is_terminal() and len(found) < count:
            if step % 5 == 0:
                found.append((f"{variant} game {index} step {step}", state))
            state = state.apply(state.sample_chance() if state.is_chance_node() else bot.choose(state))
            step += 1
        if state.is_terminal() and len(found) < count:
            found.append((f"{variant} game {index} end", state))
        index += 1
    return found


STATES = walkthrough_states() + random_states()


def viewers(state):
    """Who the widgets draw the board for: everyone (None), and at night the seat to move (or seat 0)."""
    return [None] + ([max(state.current_player, 0)] if state.variant == "night" else [])


def drawings(state, lang, viewer, **layout):
    """The board as a widget draws it: through the UI, with the fields a click could choose marked."""
    return UI.svg(state, targets=UI.targets(state, None), lang=lang, viewer=viewer, **layout)


# -- the tests --------------------------------------------------------------------------------------
def test_enough_states_are_drawn():
    assert len(STATES) >= len(walkthrough_states()) + 200
    assert {state.variant for _, state in STATES} == {"day", "night"}
    assert {len(state.names) for _, state in STATES} == {2, 3, 4}
    assert any(state.duel is not None for _, state in STATES) and any(state.is_terminal() for _, state in STATES)


@pytest.mark.parametrize("lang", LANGS)
def test_the_narrow_picture_shows_the_same_board_readably_inside_its_box(lang):
    failures = []
    for label, state in STATES:
        for viewer in viewers(state):
            wide = drawings(state, lang, viewer)
            narrow = drawings(state, lang, viewer, layout="narrow")
            problems = narrow_problems(wide, narrow) + outside_viewbox(narrow)
            if drawings(state, lang, viewer, layout="wide") != wide:
                problems.append("layout='wide' is not the picture without the keyword")
            width, height = viewbox(narrow)
            if height > 1.3 * width:
                problems.append(f"{width:g}×{height:g} is taller than 1.3 × its width")
            if problems:
                failures.append(f"{label}, viewer {viewer}: {problems}")
    assert failures == [], "\n".join(failures[:10])


def test_the_wide_picture_fails_the_check():
    """The check tests something: the wide picture's smallest text is 9.4 px at 570 px (9.7 px at 590)."""
    state = boardtutor.walkthroughs("woodwalkers")[0].replay()[-1]
    wide = render_svg(state, lang="en")
    size, _ = smallest_on_screen(wide)
    assert round(size, 1) == 9.4 and round(smallest_on_screen(wide, 590)[0], 1) == 9.7
    assert narrow_problems(wide, wide) and "px at 570 px width" in narrow_problems(wide, wide)[-1]
    assert smallest_on_screen(render_svg(state, lang="en", layout="narrow"))[0] >= READABLE
    assert NARROW_DISPLAY == 570


def test_the_wide_and_narrow_pictures_are_inside_their_boxes_for_the_walkthroughs():
    for label, state in walkthrough_states():
        for lang in LANGS:
            assert outside_viewbox(render_svg(state, lang=lang)) == [], label
            assert outside_viewbox(render_svg(state, lang=lang, panel=False, layout="narrow")) == [], label


def test_the_outside_check_sees_a_text_beyond_the_edge():
    svg = render_svg(STATES[0][1], lang="en", layout="narrow")
    moved = svg.replace('<g class="bt-caption">', '<g class="bt-caption" transform="translate(600 0)">', 1)
    assert outside_viewbox(svg) == [] and any(p.startswith("text ") for p in outside_viewbox(moved))


def test_without_the_panel_both_layouts_are_the_same_picture():
    state = STATES[-1][1]
    assert render_svg(state, lang="de", panel=False, layout="narrow") == render_svg(state, lang="de", panel=False)


@pytest.mark.parametrize("layout", ["tall", "", "Narrow", None])
def test_an_unknown_layout_is_refused(layout):
    state = STATES[0][1]
    with pytest.raises(ValueError, match="layout"):
        render_svg(state, lang="en", layout=layout)
    with pytest.raises(ValueError, match="layout"):
        UI.svg(state, lang="en", layout=layout)
