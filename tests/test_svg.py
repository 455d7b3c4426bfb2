"""Every game's picture stays well-formed SVG whatever the players are called (names are the one
text a learner types that ends up in the picture)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import boardtutor

NAMES = ['Mia & "Mo"', "<Leo's>"]


@pytest.mark.parametrize("game_id", boardtutor.games())
@pytest.mark.parametrize("lang", ["de", "en"])
def test_names_with_markup_characters_keep_the_picture_well_formed(game_id, lang):
    state = boardtutor.load(game_id).new_initial_state(players=NAMES, seed=1)
    root = ET.fromstring(state.svg(lang=lang))
    said = " ".join([*root.itertext(), *(value for element in root.iter() for value in element.attrib.values())])
    assert any(name in said for name in NAMES)
