"""The narrow picture of the dino game (issue #25): beside JupyterLab's file browser at 1024 px the
wide picture (1060 units wide) shows its text at 8.9 px; ``layout="narrow"`` puts the tray, the loose
dice and the cards under the way so the same text reads at 11 px or more in a 570 px column.

Every step of every walkthrough and a few hundred positions of seeded random games are drawn in both
languages. The game has no secrets (``hidden_information`` is False), so every seat sees the same
picture: the one viewer is the widgets' (None).
"""

from __future__ import annotations

import random
import re

import pytest

import boardtutor
from boardtutor.core import with_viewer
from boardtutor.games.magische_tiere.render import render_svg
from boardtutor.widgets import views
from tests.layout_checks import narrow_problems, outside_viewbox, smallest_on_screen, text_sizes, viewbox

GAME = boardtutor.load("magische_tiere")
UI = GAME.ui()


def _random_states(count: int = 220, seed: int = 25):
    """Decision points of seeded random games (every phase comes up), ``count`` of them."""
    rng = random.Random(seed)
    found: list = []
    game = 0
    while len(found) < count:
        state = GAME.new_initial_state(players=2, seed=game)
        game += 1
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            found.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
    return found


WALKTHROUGH_STATES = [s for w in boardtutor.walkthroughs("magische_tiere") for s in w.replay()]
STATES = WALKTHROUGH_STATES + _random_states()


def _options(state):
    """What the widgets show with the picture: the fields a click would act on, a suggested selection
    of dice (the hint) and a highlighted field and row (a walkthrough step)."""
    selected = None
    if state.phase == "place":
        place = [a for a in state.legal_actions() if a.kind == "place"]
        selected = UI.selection_for(state, place[-1]) if place else None
    return {"targets": UI.targets(state, selected), "selected": selected, "highlight": ["row.shoe", "t3"]}


def _draw(state, lang, **extra):
    return with_viewer(UI.svg, state, viewer=None, lang=lang, **_options(state), **extra)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_narrow_picture_shows_the_same_board_readably_and_inside_its_box(lang):
    for number, state in enumerate(STATES):
        wide, narrow = _draw(state, lang), _draw(state, lang, layout="narrow")
        assert _draw(state, lang, layout="wide") == wide, number
        assert narrow_problems(wide, narrow) == [], (number, state.describe("en"))
        assert outside_viewbox(narrow) == [], (number, state.describe("en"))


def test_the_wide_picture_fails_what_the_narrow_one_passes():
    """The checks do check something: the wide picture's text is 8.6 px at 570 px (8.9 at 590), and the wide
    picture's tray and cards lie outside a box as small as the narrow one."""
    state = WALKTHROUGH_STATES[-1]
    wide, narrow = _draw(state, "de"), _draw(state, "de", layout="narrow")
    problems = narrow_problems(wide, wide)
    assert len(problems) == 1 and "8.6 px" in problems[0]
    assert round(smallest_on_screen(narrow)[0], 1) == 13.3
    cramped = re.sub(r'viewBox="[^"]*"', 'viewBox="0 0 684 958"', wide, count=1)
    assert outside_viewbox(wide) == [] and any("row.shoe" in p for p in outside_viewbox(cramped))


def test_the_narrow_picture_keeps_the_font_sizes_and_is_not_much_taller_than_wide():
    state = WALKTHROUGH_STATES[5]
    for lang in ("de", "en"):
        wide, narrow = _draw(state, lang), _draw(state, lang, layout="narrow")
        assert sorted(text_sizes(narrow)) == sorted(text_sizes(wide))
        width, height = viewbox(narrow)
        assert width <= 570 * 16 / 11 and height <= 1.45 * width


def test_a_long_first_caption_line_is_fitted_to_its_box():
    """Playing on after Ida's distraction with the longest name a seat may have: the caption's first
    line is about 100 letters."""
    variant = next(s for s in WALKTHROUGH_STATES if s.variant)
    state = variant._copy()
    state.names = ["Maximiliane-Theresa Hohenzollern"] * len(variant.names)
    assert len(state.player_name(state.turn)) == 32
    narrow = render_svg(state, lang="de", layout="narrow")
    assert 'textLength="636"' in narrow and outside_viewbox(narrow) == []
    assert 'textLength="636"' not in render_svg(state, lang="de")  # the wide picture stays as it was


def test_an_unknown_layout_is_refused():
    state = WALKTHROUGH_STATES[0]
    for draw in (render_svg, UI.svg, type(state).svg):
        with pytest.raises(ValueError, match="wide, narrow"):
            draw(state, layout="tall")


def test_the_widgets_draw_the_layout_they_ask_for():
    state = WALKTHROUGH_STATES[3]
    token = views._LAYOUT.set("narrow")
    try:
        drawn = views._draw(UI.svg, state, lang="en", viewer=None)
    finally:
        views._LAYOUT.reset(token)
    assert drawn == render_svg(state, lang="en", layout="narrow")
    assert views._draw(UI.svg, state, lang="en", viewer=None) == render_svg(state, lang="en")
