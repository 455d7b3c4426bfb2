"""The card battle's narrow picture (issue #25): the same board as the wide one – the same clickable
places, the same texts, the same name for a screen reader – in one column whose smallest text is at
least 11 px when the picture is 570 px wide; every text and place inside the picture, no text on another.
Checked for every step of every walkthrough, the crowded states of the layout test (also with 32-letter
names) and 200 positions of seeded random games, in both languages, for a teacher (None) and each seat.
The wide picture stays what it was, and a layout that does not exist is refused."""

from __future__ import annotations

import random

import pytest

import boardtutor
from boardtutor.games.animal_cards.render import render_svg
from boardtutor.games.animal_cards.ui import AnimalCardsUI
from tests.games.animal_cards.test_animal_layout import LONG, _crowded, _long_cards_in_play, _renamed
from tests.layout_checks import narrow_problems, outside_viewbox, smallest_on_screen, texts_on_texts, viewbox

GAME = boardtutor.load("animal_cards")
UI = AnimalCardsUI()
VIEWERS = (None, 0, 1)  # the teacher sees every hand; a seat sees the other hand face down
WALKED = [s for w in boardtutor.walkthroughs("animal_cards") for s in w.replay()]
CROWDED = [_crowded(), _long_cards_in_play(), _renamed(_crowded(), LONG), _renamed(_long_cards_in_play(), LONG)]


def played(count: int = 200, seed: int = 25) -> list:
    """``count`` positions from seeded random games (set-up, play, attacks, card questions, the end)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = GAME.new_initial_state(["Mia", "Leo"], seed=rng.randrange(10**6), format=rng.choice(["basic", "strong_weak"]))
        for ply in range(300):
            if rng.random() < 0.12 or state.is_terminal():
                found.append(state)
            if state.is_terminal():
                break
            state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    return found[:count]


PLAYED = played()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("states", [WALKED + CROWDED, PLAYED], ids=["walkthroughs", "random"])
def test_the_narrow_picture_is_the_same_board_readable_in_a_narrow_column(states, lang):
    for state in states:
        for viewer in VIEWERS:
            wide = UI.svg(state, lang=lang, viewer=viewer)
            narrow = UI.svg(state, lang=lang, viewer=viewer, layout="narrow")
            assert UI.svg(state, lang=lang, viewer=viewer, layout="wide") == wide
            assert narrow_problems(wide, narrow) == [], (state.describe(lang), viewer)
            assert outside_viewbox(narrow) == [], (state.describe(lang), viewer)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_text_of_the_narrow_picture_runs_into_another(lang):
    for state in WALKED + CROWDED:
        narrow = render_svg(state, lang=lang, layout="narrow")
        assert texts_on_texts(narrow) == [], state.describe(lang)


def test_the_wide_picture_is_too_small_in_a_narrow_column_and_the_narrow_one_is_not():
    """The check above tells the two apart: the wide picture's smallest text is 7.6 px at 570 px."""
    state = WALKED[-1]
    wide, narrow = render_svg(state, lang="en"), render_svg(state, lang="en", layout="narrow")
    assert narrow_problems(wide, wide) and "px at 570 px width" in narrow_problems(wide, wide)[0]
    assert smallest_on_screen(wide)[0] < 8 and smallest_on_screen(narrow)[0] >= 12
    width, height = viewbox(narrow)
    assert width == 750 and height <= 1.6 * width


def test_the_checks_see_what_lies_outside():
    state = WALKED[-1]
    narrow = render_svg(state, lang="en", layout="narrow")
    moved = narrow.replace('<g data-field="1.a1">', '<g data-field="1.a1" transform="translate(0,600)">', 1)
    assert any("field '1.a1'" in p for p in outside_viewbox(moved)) and outside_viewbox(narrow) == []
    cut = outside_viewbox(render_svg(state, lang="en").replace('viewBox="0 0 1200 600"', 'viewBox="0 0 750 600"'))
    assert any("text 'Defeated'" in p for p in cut) and not any("'a1'" in p or "'1.a1'" in p for p in cut)


@pytest.mark.parametrize("layout", ["tall", "", "Narrow", None])
def test_an_unknown_layout_is_refused(layout):
    with pytest.raises(ValueError):
        render_svg(WALKED[0], lang="en", layout=layout)
    with pytest.raises(ValueError):
        UI.svg(WALKED[0], lang="en", layout=layout)
