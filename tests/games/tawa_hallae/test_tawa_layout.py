"""The picture's texts stay inside it and apart (checked without a browser, from DejaVu Sans' widths):
the caption is wrapped to the picture's width, long names are shortened, and the tokens beside the
arena (prisoners, animals still to place) neither overlap each other nor a text – in both languages,
with names of 32 characters and full trays."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET

import pytest

import boardtutor
from boardtutor.games.tawa_hallae import render
from boardtutor.games.tawa_hallae.render import render_svg
from boardtutor.views import svg

GAME = boardtutor.load("tawa_hallae")
WALKTHROUGHS = {w.id: w.replay() for w in boardtutor.walkthroughs("tawa_hallae")}
NS = "{http://www.w3.org/2000/svg}"
LONG_NAMES = ["Maximilian-Alexander Grünwaldner", "W" * 32]  # 32 characters, the most a name may have


def _named(state, names):
    state = copy.copy(state)
    state.names = list(names)
    return state


def _states():
    """The states with the fullest panels: a full set-up tray for each side, both
    sides with both armours, freeing, the end of a game, a spider's web."""
    full = GAME.new_initial_state(setup="free")
    prisoners = full.with_setup({
        "board": {"e4": "red lion n", "e10": "blue tiger s"},
        "prison": {side: [k for k in render.PACKS[seat][1:] if k != "turtle"] for seat, side in enumerate(("red", "blue"))},
        "armour": [True, True], "points": [4, 3], "last_hunt": "red", "turn": "red",
    })
    placing = [full]
    while placing[-1].stage == "setup" and len(placing) < 12:  # red's three animals, then blue's first: both trays full once
        placing.append(placing[-1].apply(placing[-1].legal_actions()[0]))
    return [*placing, prisoners, *WALKTHROUGHS["setup"],
            *WALKTHROUGHS["end_of_game"], *WALKTHROUGHS["freeing"], *WALKTHROUGHS["armour"], *WALKTHROUGHS["spider_web"]]


def _boxes(picture: str):
    """(texts, tokens): each text as (box, its token's index or None), each tray token as a box."""
    root = ET.fromstring(picture)
    texts, tokens = [], []

    def walk(node, token):
        if node.tag == f"{NS}g" and node.get("class") == "bt-token":
            token = len(tokens)
            tokens.append(_shape_box(node))
        if node.tag == f"{NS}text":
            texts.append((_text_box(node), token))
        for child in node:
            walk(child, token)

    walk(root, None)
    return root, texts, tokens


def _text_box(node):
    size = float(node.get("font-size"))
    x, y = float(node.get("x")), float(node.get("y"))
    width = float(node.get("textLength") or svg.text_width(node.text or "", size, bold=node.get("font-weight") == "bold"))
    left = {"start": x, "middle": x - width / 2, "end": x - width}[node.get("text-anchor", "start")]
    return (left, y - 0.8 * size, left + width, y + 0.22 * size)


def _shape_box(group):
    """The box of a token's visible shapes (with half their strokes), not of its invisible hit area."""
    boxes = []
    for node in group.iter():
        stroke = float(node.get("stroke-width", 0)) / 2
        if node.tag == f"{NS}circle":
            cx, cy, r = (float(node.get(k)) for k in ("cx", "cy", "r"))
            boxes.append((cx - r - stroke, cy - r - stroke, cx + r + stroke, cy + r + stroke))
        elif node.tag == f"{NS}rect" and node.get("fill-opacity") != "0.01":
            x, y, w, h = (float(node.get(k)) for k in ("x", "y", "width", "height"))
            boxes.append((x - stroke, y - stroke, x + w + stroke, y + h + stroke))
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


def _overlap(a, b, slack=0.25):
    return a[0] < b[2] - slack and b[0] < a[2] - slack and a[1] < b[3] - slack and b[1] < a[3] - slack


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("names", [None, LONG_NAMES])
def test_texts_and_tokens_stay_inside_the_picture_and_apart(lang, names):
    checked_tokens = 0
    for state in _states():
        state = _named(state, names) if names else state
        for picture in (render_svg(state, lang=lang),
                        render_svg(state, lang=lang, caption="", controls=["turn:n", "turn:e", "turn:s", "turn:w"])):
            root, texts, tokens = _boxes(picture)
            width, height = (float(v) for v in root.get("viewBox").split()[2:])
            for box, _ in texts:
                assert -0.5 <= box[0] and box[2] <= width + 0.5 and 0 <= box[1] and box[3] <= height, (box, state.describe(lang))
            # the panel and the caption: no text runs into another text
            outside = [(box, token) for box, token in texts if box[2] > render.BOARD_W or box[1] > render.BOARD_H]
            for i, (a, _) in enumerate(outside):
                for b, _ in outside[i + 1:]:
                    assert not _overlap(a, b), (a, b)
            # tokens: apart from each other, their short name inside them, no other text on them
            checked_tokens += len(tokens)
            for i, a in enumerate(tokens):
                assert all(not _overlap(a, b) for b in tokens[i + 1:]), (a, tokens)
                for box, token in texts:
                    if token == i:
                        assert a[0] <= box[0] and box[2] <= a[2], (box, a)
                    else:
                        assert not _overlap(a, box), (a, box)
    assert checked_tokens >= 2 * 15


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_caption_is_wrapped_to_the_picture_width_and_keeps_its_size(lang):
    state = _named(WALKTHROUGHS["setup"][0], LONG_NAMES)
    root = ET.fromstring(render_svg(state, lang=lang))
    lines = [t for t in root.iter(f"{NS}text") if t.get("y") and float(t.get("y")) > render.BOARD_H]
    assert len(lines) >= 2 and " ".join(t.text for t in lines).replace("- ", "-").startswith(LONG_NAMES[0])
    assert all(float(t.get("font-size")) == render.CAPTION_SIZE for t in lines)
    assert all(svg.text_width(t.text, render.CAPTION_SIZE, bold=True) <= render.CAPTION_W for t in lines)


def test_text_sizes_stay_readable_on_a_projector():
    picture = render_svg(_named(WALKTHROUGHS["setup"][0], LONG_NAMES), lang="de")
    sizes = [float(t.get("font-size")) for t in ET.fromstring(picture).iter(f"{NS}text")]
    assert min(sizes) >= render.SMALLEST >= 13
