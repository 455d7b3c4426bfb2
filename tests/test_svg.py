"""Every game's picture stays well-formed SVG whatever the players are called (names are the one
text a learner types that ends up in the picture)."""

from __future__ import annotations

import copy
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


LONG = ["Maximiliane-Charlotte Wunderlich", "W" * 32]  # 32 characters, the most a name may have


def _walkthrough_ends(game_id):
    """The first and the last state of every walkthrough of the game: the pictures a learner sees most."""
    for walkthrough in boardtutor.walkthroughs(game_id):
        states = walkthrough.replay()
        yield states[0]
        yield states[-1]


@pytest.mark.parametrize("game_id", boardtutor.games())
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_name_shortened_with_an_ellipsis_is_whole_in_a_title(game_id, lang):
    """Where the picture has no room for a long name it shortens it with "…"; a group around that
    text then names the whole thing in its ``<title>`` (shown under the pointer, said by a screen
    reader), so no name is ever only half there: at the start of a game and in the walkthroughs."""
    game = boardtutor.load(game_id)
    players = LONG[: max(game.min_players, 2 if game.max_players > 1 else 1)]
    states = [game.new_initial_state(players=players, seed=1)]
    for state in _walkthrough_ends(game_id):
        named = copy.copy(state)
        named.names = (LONG * 3)[: len(state.names)]
        states.append(named)
    ns = "{http://www.w3.org/2000/svg}"
    shortened = 0
    for state in states:
        root = ET.fromstring(state.svg(lang=lang))
        parents = {child: parent for parent in root.iter() for child in parent}
        for element in root.iter(f"{ns}text"):
            shown = "".join(element.itertext())
            for name in LONG:
                cut = next((k for k in range(len(name), 0, -1) if name[:k].rstrip() + "…" in shown), None)
                if name in shown or cut is None:
                    continue
                shortened += 1
                group = parents[element]  # the text's own group, not the picture's summary
                assert group is not root, shown
                titles = [t.text or "" for t in group.findall(f"{ns}title")]
                assert any(name in title for title in titles), (shown, titles)
    if game_id in ("tawa_hallae", "woodwalkers", "wispwood", "animal_cards"):
        assert shortened  # these pictures have a name row too narrow for 32 characters
