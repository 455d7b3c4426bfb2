"""The shared walker of the narrow-layout tests (``tests/layout_checks.py``) sees what it should: small
hand-written pictures, 200 × 100 units, with one thing each that reaches past an edge (or nothing)."""

from __future__ import annotations

import pytest

from boardtutor.views.svg import text_width
from tests.layout_checks import ASCENT, drawn_boxes, outside_viewbox, texts_on_texts


def picture(inside: str, viewbox: str = "0 0 200 100") -> str:
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{viewbox}" font-family="DejaVu Sans">{inside}</svg>'


def test_a_picture_with_everything_inside_has_no_problems():
    svg = picture(
        '<rect x="0" y="0" width="200" height="100" fill="#eee"/>'  # the background, edge to edge
        '<g data-field="a1" transform="translate(10 10)"><rect width="40" height="40"/><circle cx="20" cy="20" r="15"/>'
        '<text x="20" y="25" text-anchor="middle" font-size="12">a1</text></g>'
        '<text x="196" y="95" text-anchor="end" font-size="14" font-weight="bold">Wolf</text>'
        '<text x="60" y="20" font-size="12">first<tspan x="60" dy="14">second</tspan></text>'
        '<path d="M70 60 Q100 40 130 60 T190 60 A10 10 0 0 1 170 80 Z"/><line x1="0" y1="99" x2="200" y2="99"/>'
        '<polygon points="150,10 190,10 170,40"/>'
        '<defs><pattern id="p" width="500" height="500"><rect width="500" height="500"/></pattern></defs>'
    )
    assert outside_viewbox(svg) == []
    assert len(drawn_boxes(svg)) == 10  # 6 shapes (the background one of them) and 4 rows of text; not the pattern


def test_a_text_past_the_right_edge():
    width = text_width("Wolf", 16)
    svg = picture(f'<text x="{200 - width + 3}" y="50" font-size="16">Wolf</text>')
    [problem] = outside_viewbox(svg)
    assert problem.startswith("text 'Wolf' at x ") and "past the right (200) edge" in problem
    assert outside_viewbox(picture(f'<text x="{200 - width}" y="50" font-size="16">Wolf</text>')) == []


def test_a_text_says_its_own_length():
    # textLength squeezes a long text into its length: the length counts, not the estimated width
    long = "a very long caption that would not fit"
    assert outside_viewbox(picture(f'<text x="10" y="50" font-size="16">{long}</text>'))
    assert outside_viewbox(picture(f'<text x="10" y="50" font-size="16" textLength="180">{long}</text>')) == []
    assert outside_viewbox(picture(f'<text x="10" y="50" font-size="16" textLength="195">{long}</text>'))


def test_a_middle_anchored_text_near_the_left_edge():
    half = text_width("Fuchsbau", 16) / 2
    near = picture(f'<text x="{half - 4}" y="50" text-anchor="middle" font-size="16">Fuchsbau</text>')
    [problem] = outside_viewbox(near)
    assert "text 'Fuchsbau'" in problem and "past the left (0) edge" in problem
    # the same x with the text starting there is inside; the anchor is inherited from a group as well
    assert outside_viewbox(near.replace(' text-anchor="middle"', "")) == []
    inherited = picture(f'<g text-anchor="middle"><text x="{half - 4}" y="50" font-size="16">Fuchsbau</text></g>')
    assert "past the left (0) edge" in outside_viewbox(inherited)[0]


def test_an_end_anchored_text_and_a_bold_one_are_measured_from_where_they_stand():
    width, bold = text_width("Eule", 20), text_width("Eule", 20, bold=True)
    assert outside_viewbox(picture(f'<text x="{width - 2}" y="50" text-anchor="end" font-size="20">Eule</text>'))
    assert outside_viewbox(picture(f'<text x="{200 - bold + 2}" y="50" font-size="20" font-weight="bold">Eule</text>'))
    assert outside_viewbox(picture(f'<text x="{200 - bold + 2}" y="50" font-size="20">Eule</text>')) == []


def test_a_text_at_the_top_counts_its_accents():
    assert outside_viewbox(picture(f'<text x="10" y="{16 * ASCENT}" font-size="16">Äpfel</text>')) == []
    assert outside_viewbox(picture('<text x="10" y="12" font-size="16">Äpfel</text>'))
    assert outside_viewbox(picture('<g font-size="30"><text x="10" y="20">big by inheritance</text></g>'))


def test_each_row_of_a_text_is_checked_on_its_own():
    # the second row (a tspan) starts lower, under the bottom; the first row alone is inside
    svg = picture('<text x="10" y="80" font-size="14">upper<tspan x="10" dy="20">lower</tspan></text>')
    [problem] = outside_viewbox(svg)
    assert "text 'lower'" in problem and "past the bottom (100) edge" in problem
    rows = picture('<text font-size="14"><tspan x="150" y="20">a long row</tspan><tspan x="10" y="40">b</tspan></text>')
    assert ["right" in p for p in outside_viewbox(rows)] == [True]


@pytest.mark.parametrize("shape", [
    '<rect x="20" y="90" width="30" height="20"/>',
    '<circle cx="50" cy="95" r="8"/>',
    '<ellipse cx="50" cy="90" rx="4" ry="12"/>',
    '<line x1="10" y1="50" x2="10" y2="104"/>',
    '<polygon points="10,10 40,10 25,103"/>',
    '<polyline points="10,10 40,103"/>',
    '<path d="M10 80 L40 80 l0 30 Z"/>',
    '<path d="M10 90 Q30 120 50 90"/>',  # the curve dips to 105, its end points do not
    '<path d="M10 90 C20 110 40 110 50 90"/>',
    '<path d="M10 90 A20 20 0 0 0 50 90"/>',  # half a circle downwards, to 110
    '<image x="0" y="80" width="10" height="30"/>',
])
def test_a_shape_under_the_bottom(shape):
    [problem] = outside_viewbox(picture(shape))
    assert problem.startswith(shape[1:shape.index(" ")] + " at ") and "past the bottom (100) edge" in problem


def test_a_curve_whose_control_points_lie_outside_but_not_the_curve():
    # a cubic curve stays within three quarters of the way to its control points: 20 + 0.75 * 106 < 100
    assert outside_viewbox(picture('<path d="M10 20 C20 126 40 126 50 20"/>')) == []


def test_a_translated_group_pushes_its_child_outside():
    inside = '<rect x="10" y="10" width="20" height="20"/><text x="10" y="60" font-size="12">Bär</text>'
    assert outside_viewbox(picture(f'<g data-field="b3">{inside}</g>')) == []
    moved = outside_viewbox(picture(f'<g data-field="b3" transform="translate(180)">{inside}</g>'))
    assert len(moved) == 2 and all("in field 'b3'" in p and "right (200)" in p for p in moved)
    # nested groups add up, and a later translate of the same list as well
    nested = picture(f'<g transform="translate(100 0)"><g transform="translate(40, 0) translate(40)">{inside}</g></g>')
    assert len(outside_viewbox(nested)) == 2


def test_scaled_and_turned_groups_count():
    rect = '<rect x="10" y="10" width="30" height="30"/>'
    assert outside_viewbox(picture(f'<g transform="scale(2)">{rect}</g>')) == []
    assert outside_viewbox(picture(f'<g transform="scale(3)">{rect}</g>'))  # to y 120
    assert outside_viewbox(picture(f'<g transform="matrix(1 0 0 1 170 0)">{rect}</g>'))
    assert outside_viewbox(picture(f'<g transform="rotate(45 25 25)">{rect}</g>')) == []
    assert outside_viewbox(picture(f'<g transform="rotate(90)">{rect}</g>'))  # to x -40
    assert outside_viewbox(picture(f'<g transform="translate(0 40) scale(2)">{rect}</g>'))  # to y 120


def test_a_use_draws_what_it_points_to_where_it_says():
    defs = '<defs><g id="tree"><circle cx="0" cy="0" r="10"/></g></defs>'
    assert outside_viewbox(picture(defs + '<use href="#tree" x="100" y="50"/>')) == []
    [problem] = outside_viewbox(picture(defs + '<use href="#tree" x="195" y="50"/>'))
    assert problem.startswith("circle at x 185..205")


def test_a_viewbox_that_does_not_start_at_zero():
    svg = picture('<rect x="-40" y="-20" width="30" height="30"/>', viewbox="-50 -25 200 100")
    assert outside_viewbox(svg) == []
    assert outside_viewbox(svg.replace('x="-40"', 'x="-55"'))


def test_texts_on_texts():
    rows = '<text x="10" y="30" font-size="16">one</text><text x="10" y="50" font-size="16">two</text>'
    assert texts_on_texts(picture(rows)) == []
    assert texts_on_texts(picture(rows.replace('y="50"', 'y="36"'))) == ["'one' on 'two'"]
    # rows a line apart (1.125 em, as the card battle sets them) do not count as one on the other
    stacked = '<text font-size="16"><tspan x="10" y="30">Ärger</tspan><tspan x="10" y="48">gut</tspan></text>'
    assert texts_on_texts(picture(stacked)) == []
