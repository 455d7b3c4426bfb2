"""No text of the card battle's picture runs into another text or off the picture – measured without a
browser: each ``<text>``'s box comes from DejaVu Sans's advance widths (``render.text_width``), its
anchor and its size (ascent 0.76, descent 0.24 of the size). Checked for every walkthrough state, in
both languages, with the longest names allowed (32 characters) and with two-digit pile counts."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

import pytest

import boardtutor
from boardtutor.games.animal_cards import render
from boardtutor.games.animal_cards.render import render_svg, text_width

NS = "{http://www.w3.org/2000/svg}"
LONG = ["Maximiliane-Charlotte Wunderlich", "Bartholomäus von Hohenzollern-Si"]
assert all(len(name) == 32 for name in LONG)
GAME = boardtutor.load("animal_cards")


def _renamed(state, names):
    data = state.to_dict()
    data["names"] = list(names)
    return GAME.state_from_dict(data)


def _crowded():
    """Level-3 animals at full health (10/10), two-digit deck and defeated piles, every card kind in hand."""
    state = GAME.new_initial_state(["Mia", "Leo"])
    return state.with_setup({
        "turns": 20,
        "1": {"grid": {"a1": "elephant3", "b1": "flamingo3", "c1": "bear3", "a2": "starfish3"},
              "hand": ["banana", "blanket", "whistle", "picnic", "dojo"], "fallen_animals": ["cheetah", "eagle", "monkey", "horse", "frog"]},
        "2": {"grid": {"b1": "bear3", "a1": "elephant3", "c1": "flamingo3", "b2": "frog3"},
              "hand": ["monkey1", "banana", "honey", "sneakers", "dojo"], "fallen_animals": ["cheetah", "eagle", "horse", "starfish"]},
    })


def _long_cards_in_play():
    """Mia's cosy blanket lies on a1 (it stays in play) while she may swap cards."""
    data = _crowded().to_dict()
    data["hands"][0] = ["banana", "banana", "whistle", "picnic", "dojo"]  # the blanket went from the hand into play …
    data["decks"][0]["banana"] -= 1  # … and a banana came into the hand
    data["slots"][0] = {"health": "blanket", "on": "a1", "item": None}
    return GAME.state_from_dict(data)


STATES = [s for w in boardtutor.walkthroughs("animal_cards") for s in w.replay()] + [_crowded(), _long_cards_in_play()]


def boxes(svg: str) -> list[tuple[float, float, float, float, str]]:
    """(left, top, right, bottom, text) of every text in the picture."""
    out = []
    for node in ET.fromstring(svg).iter(f"{NS}text"):
        content = "".join(node.itertext())
        size = float(node.get("font-size"))
        width = text_width(content, size, bold=node.get("font-weight") == "bold")
        x, y = float(node.get("x")), float(node.get("y"))
        left = {"start": x, "middle": x - width / 2, "end": x - width}[node.get("text-anchor", "start")]
        out.append((left, y - 0.76 * size, left + width, y + 0.24 * size, content))
    return out


def overlaps(svg: str) -> list[tuple[str, str]]:
    found = []
    for a, b in itertools.combinations(boxes(svg), 2):
        if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
            found.append((a[4], b[4]))
    return found


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [None, LONG], ids=["short", "long"])
def test_no_text_runs_into_another_or_off_the_picture(lang, names):
    for state in STATES:
        state = _renamed(state, names) if names else state
        svg = render_svg(state, lang=lang)
        assert not overlaps(svg), (state.describe(lang), overlaps(svg))
        for left, top, right, bottom, content in boxes(svg):
            assert 0 <= left and right <= render.WIDTH and 0 <= top and bottom <= render.HEIGHT, content


def _shapes(part: str):
    """The name's text box, the blanket badge's box and the hit sticker's box (or None) of one card."""
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{part}</svg>')
    name = boxes(ET.tostring(root, encoding="unicode"))[0]
    blanket = sticker = None
    for node in root.iter():
        if node.tag == f"{NS}rect" and node.get("fill") == "url(#ac-blanket)":
            x, y, w, h = (float(node.get(k)) for k in ("x", "y", "width", "height"))
            blanket = (x, y, x + w, y + h)
        if node.tag == f"{NS}circle" and node.get("fill") == render.HIT:
            cx, cy, r = (float(node.get(k)) for k in ("cx", "cy", "r"))
            sticker = (cx - r, cy - r, cx + r, cy + r)
    return name, blanket, sticker


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_blanket_badge_and_the_hit_sticker_leave_every_name_free(lang):
    """A blanketed animal just attacked shows both marks in its top right corner, clear of its name."""
    for animal in render.ANIMALS:
        for level in (1, 2, 3):
            for blanket, hit in ((True, None), (False, 3), (True, 3), (True, 0)):
                part = render._animal_card(0, 0, render.CELL_W, render.CELL_H, f"{animal}{level}", None, lang, blanket=blanket, hit=hit)
                name, badge, sticker = _shapes(part)
                assert (badge is not None) == blanket and (sticker is not None) == (hit is not None)
                for mark in (badge, sticker):
                    if mark is not None:
                        assert name[2] + 2 <= mark[0], (name[4], level, blanket, hit)
                if badge and sticker:
                    assert badge[2] <= sticker[0] + 1  # side by side, the sticker a little over the badge at most


def test_the_animal_just_attacked_carries_a_sticker_with_the_health_it_lost():
    from .test_animal_rules import draw_all, position

    spec = {"turn": 1, "1": {"grid": {"a1": "frog1", "b1": "bear1"}, "health": {"b1": 2}, "hand": ["blanket", "banana"]},
            "2": {"grid": {"a1": "eagle1"}}}
    state = draw_all(position(spec).apply("play blanket a1"), ["dojo"]).apply("attack a1 a1")
    state = state.apply("pass").apply("attack a1 a1")  # the eagle attacks the frog under the blanket
    lost = state.facts()["last_attack"]["damage"]
    for lang, words in (("en", "attacked just now"), ("de", "gerade angegriffen")):
        stickers = _stickered(render_svg(state, lang=lang))
        assert [g.get("data-field") for g in stickers] == ["1.a1"]
        assert f"−{lost}" in "".join(stickers[0].itertext())
        assert words in stickers[0].find(f"{NS}title").text
    # the next action that is no attack takes the sticker away
    calm = next(a for a in state.legal_actions() if a.kind != "attack")
    assert _stickered(render_svg(state.apply(calm), lang="en")) == []


def _stickered(svg: str) -> list:
    """The cells whose card carries the hit sticker."""
    return [g for g in ET.fromstring(svg).iter(f"{NS}g")
            if g.get("data-field") and any(c.get("fill") == render.HIT for c in g.iter(f"{NS}circle"))]
