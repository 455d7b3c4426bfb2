"""The arrow keys follow the picture the learner sees (issue #25's narrow pictures): for the four games
that draw a narrow picture, ``BoardUI.fields_for(state, layout=...)`` gives each clickable field a
position inside that field as the picture of the same layout draws it.

Where a field is drawn is read from the SVG itself, not from the game's layout code: the element with
``data-field="<name>"``, the box around its shapes (rect, circle, ellipse, polygon) moved by the
transforms of the groups around it (``layout_checks.drawn_boxes``), and y flipped the way the game's ``ui.py`` flips it. The states
are every step of every walkthrough (replayed as the walkthrough tests do) and about a hundred states
of seeded random play, each drawn in both languages.
"""

from __future__ import annotations

import functools

import pytest

import boardtutor
from boardtutor.core import takes_keyword
from boardtutor.fuzzing import sample_states
from boardtutor.games.animal_cards import render as animal_render
from boardtutor.games.magische_tiere import render as magische_render
from tests.layout_checks import drawn_boxes

GAMES = ("woodwalkers", "wispwood", "magische_tiere", "animal_cards")
LAYOUTS = ("wide", "narrow")
LANGS = ("de", "en")

# how each game's ui.py turns the picture's y (down) into the position's y (up)
FLIP = {
    "wispwood": lambda y: -y,
    "magische_tiere": lambda y: magische_render.HEIGHT - y,
    "animal_cards": lambda y: animal_render.HEIGHT - y,
}
"""Woodwalkers gives (column, row) of its grid instead of picture units: see ``_grid_to_picture``."""

# Magische Tiere keeps a place for every die and the place button in the one line of loose dice: each
# stands where it would with seven dice, so with fewer dice it is not drawn (or drawn further left, on
# the same line). The arrow keys still go along that line. Only these fields may be missing or stand
# to the right of where they are drawn.
DICE_LINE = {"magische_tiere": {"d1", "d2", "d3", "d4", "d5", "d6", "dw", "place"}}

# the shapes a field is drawn with (the box around them is where the field stands)
FIELD_SHAPES = {"rect", "circle", "ellipse", "polygon", "polyline"}


def drawn_fields(svg: str) -> dict[str, tuple[float, float, float, float]]:
    """Each ``data-field`` of the picture with the box (left, top, right, bottom) around its shapes, in
    the picture's units (``layout_checks.drawn_boxes``: the transforms of the groups around them applied)."""
    boxes: dict[str, tuple[float, float, float, float]] = {}
    for what, field, box in drawn_boxes(svg):
        if field is None or what not in FIELD_SHAPES:
            continue
        old = boxes.get(field, box)
        boxes[field] = (min(old[0], box[0]), min(old[1], box[1]), max(old[2], box[2]), max(old[3], box[3]))
    return boxes


@functools.cache
def _states(game_id: str) -> tuple:
    game = boardtutor.load(game_id)
    """Every walkthrough step and 100 states of random play where a player decides (a chance node is
    never shown: the widgets resolve it at once)."""
    steps = [state for walkthrough in boardtutor.walkthroughs(game_id) for state in walkthrough.replay()]
    played = [state for state in sample_states(game, 250, seed=25) if not state.is_chance_node()][:100]
    assert len(played) == 100
    return tuple(state for state in steps if not state.is_chance_node()) + tuple(played)


def positions(ui, state, layout: str, lang: str) -> dict[str, tuple[float, float]]:
    """``fields_for`` as the widgets ask for it (``views._positions``): ``layout`` (and ``lang``) only to a
    method that takes it, else the one set of positions."""
    if layout == "wide" or not takes_keyword(ui.fields_for, "layout"):
        return ui.fields_for(state)
    options = {"lang": lang} if takes_keyword(ui.fields_for, "lang") else {}
    return ui.fields_for(state, layout=layout, **options)


def _grid_to_picture(where: dict[str, tuple[float, float]], boxes: dict) -> dict[str, tuple[float, float]]:
    """Woodwalkers' (column, row) in picture units: one scale for x and y (y flipped) and one shift,
    taken from the drawn fields' middles. The arrow keys only compare directions and distances, so
    positions that are the picture up to scale and shift move the focus as the picture does."""
    middles = {f: ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for f, b in boxes.items() if f in where}
    xs = [where[f][0] for f in middles]
    scale = (max(m[0] for m in middles.values()) - min(m[0] for m in middles.values())) / (max(xs) - min(xs))
    assert scale > 0
    left = sum(m[0] - scale * where[f][0] for f, m in middles.items()) / len(middles)
    top = sum(m[1] + scale * where[f][1] for f, m in middles.items()) / len(middles)
    return {f: (left + scale * x, top - scale * y) for f, (x, y) in where.items()}


def misplaced(game_id: str, ui, state, layout: str, lang: str) -> list[str]:
    """The fields whose position lies outside the field drawn in ``layout`` (with what went wrong)."""
    svg = ui.svg(state, lang=lang) if layout == "wide" else ui.svg(state, lang=lang, layout=layout)
    boxes = drawn_fields(svg)
    where = positions(ui, state, layout, lang)
    if game_id == "woodwalkers":
        shown = _grid_to_picture(where, boxes)
    else:
        shown = {f: (x, FLIP[game_id](y)) for f, (x, y) in where.items()}
    line = DICE_LINE.get(game_id, set())
    wrong = []
    for field, (x, y) in shown.items():
        box = boxes.get(field)
        if box is None:
            if field not in line:
                wrong.append(f"{field}: not drawn")
            continue
        left, top, right, bottom = box
        inside_y = top <= y <= bottom
        inside_x = left <= x <= right or (field in line and x >= left)
        if not (inside_x and inside_y):
            wrong.append(f"{field}: at {x:.1f},{y:.1f}, drawn {left:.1f},{top:.1f} to {right:.1f},{bottom:.1f}")
    return wrong


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_position_lies_inside_its_field_in_the_picture_of_that_layout(game_id, layout, lang):
    ui = boardtutor.load(game_id).ui()
    states = _states(game_id)
    assert len(states) > 100
    wrong = {}
    for number, state in enumerate(states):
        found = misplaced(game_id, ui, state, layout, lang)
        if found:
            wrong[f"state {number} ({state.phase})"] = found[:3]
    assert not wrong, f"{len(wrong)} of {len(states)} states: {dict(list(wrong.items())[:5])}"


@pytest.mark.parametrize("game_id", GAMES)
def test_both_layouts_have_the_same_fields_and_wide_is_the_default(game_id):
    """The clicks are checked against one set of fields whatever the layout; ``layout="wide"`` is what
    the call without it has always given."""
    ui = boardtutor.load(game_id).ui()
    assert takes_keyword(ui.fields_for, "layout")
    for state in _states(game_id):
        wide = ui.fields_for(state)
        assert ui.fields_for(state, layout="wide") == wide
        for lang in LANGS:
            assert set(positions(ui, state, "narrow", lang)) == set(wide)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_layout_that_does_not_exist_is_refused(game_id):
    ui = boardtutor.load(game_id).ui()
    with pytest.raises(ValueError, match="layout"):
        ui.fields_for(_states(game_id)[0], layout="tall")


def test_a_game_with_one_picture_keeps_its_signature():
    """Tawa Hallae draws one picture: its ``fields_for`` takes no layout (the widgets ask for none)."""
    ui = boardtutor.load("tawa_hallae").ui()
    assert not takes_keyword(ui.fields_for, "layout") and not takes_keyword(ui.svg, "layout")


def test_the_test_reads_translated_groups():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg"><g transform="translate(10 20)"><g data-field="a">'
           '<rect x="1" y="2" width="3" height="4"/><circle cx="5" cy="5" r="1"/></g></g>'
           '<polygon data-field="b" points="0,0 4,1 2,6"/></svg>')
    assert drawn_fields(svg) == {"a": (11.0, 22.0, 16.0, 26.0), "b": (0.0, 0.0, 4.0, 6.0)}
