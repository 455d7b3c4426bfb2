"""The Woodwalkers SVG board: valid, accessible, bilingual, escaped, deterministic."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

import boardtutor
from boardtutor.games.woodwalkers.render import render_step_svg, render_svg
from boardtutor.games.woodwalkers.rules import ANIMALS, PLAY_FIELDS, START_FIELDS
from boardtutor.i18n import get_language, set_language

SVG = "{http://www.w3.org/2000/svg}"
GAME = boardtutor.load("woodwalkers")
WALKTHROUGHS = {w.id: w for w in boardtutor.walkthroughs("woodwalkers")}
ALL_FIELDS = set(PLAY_FIELDS) | {f for fields in START_FIELDS.values() for f in fields}


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def fields(root: ET.Element) -> dict[str, ET.Element]:
    groups = [g for g in root.iter(f"{SVG}g") if "data-field" in g.attrib]
    found = {g.get("data-field"): g for g in groups}
    assert len(found) == len(groups), "a field is drawn twice"
    return found


def title(element: ET.Element) -> str:
    node = element.find(f"{SVG}title")
    assert node is not None
    return node.text or ""


def texts(element: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in element.iter(f"{SVG}text")]


def start4():
    """Sarah, James, Isidore and Lissa before anything happened (the walkthroughs' start)."""
    return WALKTHROUGHS["choose_battle_mode"].replay()[0]


def tie_end():
    return WALKTHROUGHS["duel_tie"].replay()[-1]


def night(names=("Mia", "Tom"), **setup):
    state = GAME.new_initial_state(list(names), seed=3, variant="night")
    for _ in names:  # each player lays the animals face down in secret; here in the usual order
        for animal in ANIMALS:
            state = state.apply(f"place {animal}")
    state = state.apply("draw strength").apply("draw speed").apply("draw endurance")
    return state.with_setup(setup) if setup else state


def every_state():
    for walkthrough in WALKTHROUGHS.values():
        yield from walkthrough.replay()
    yield night()
    yield GAME.new_initial_state(3, seed=2)


# -- valid, accessible SVG ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_walkthrough_state_is_valid_svg_with_a_field_group_for_every_field(lang):
    for state in every_state():
        root = parse(render_svg(state, lang=lang))
        assert root.get("role") == "img"
        assert root.get("viewBox", "").startswith("0 0 ")
        assert root.get("aria-label") and title(root) == root.get("aria-label")
        groups = fields(root)
        assert set(groups) == ALL_FIELDS
        for field, group in groups.items():
            assert title(group).startswith(f"{field}: "), title(group)


def test_self_contained_and_sized():
    svg = render_svg(start4(), lang="en", size=600)
    assert "http" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "<style" not in svg and "@import" not in svg and "href" not in svg
    root = parse(svg)
    assert "DejaVu Sans" in root.get("font-family")
    width, height = float(root.get("width")), float(root.get("height"))
    _, _, vb_w, vb_h = map(float, root.get("viewBox").split())
    assert width / height == pytest.approx(vb_w / vb_h, rel=1e-3)
    assert float(parse(render_svg(start4(), lang="en", size=300)).get("height")) < height


def test_repr_svg_and_state_svg_use_the_renderer():
    state = start4()
    assert state._repr_svg_() == render_svg(state)
    assert state.svg(lang="en", highlight=["b1"]) == render_svg(state, lang="en", highlight=["b1"])


# -- animal tiles ---------------------------------------------------------------------------------------
def test_animal_titles_name_animal_and_owner_in_both_languages():
    state = tie_end()
    de = fields(parse(render_svg(state, lang="de")))
    en = fields(parse(render_svg(state, lang="en")))
    assert title(en["h7"]) == "h7: Isidore's otter on a flag worth 5 points"
    assert title(de["h7"]) == "h7: der Otter von Isidore auf einer Fahne mit 5 Punkten"
    assert title(en["b1"]) == "b1: Sarah's wolf"
    assert title(de["b1"]) == "b1: der Wolf von Sarah"
    # Lissa's wolf lost the tie and went back to i8 with one wound
    assert title(en["i8"]) == "i8: Lissa's wolf, 1 wound"
    assert title(de["i8"]) == "i8: der Wolf von Lissa, 1 Wunde"


def test_tiles_carry_shape_and_label_not_only_colour():
    root = parse(render_svg(start4(), lang="en"))
    groups = fields(root)
    # Sarah (orange circle) on b1, James (blue square) on a2, Isidore (green triangle) on b9, Lissa (purple diamond)
    assert groups["b1"].find(f"{SVG}circle") is not None
    assert groups["a2"].findall(f"{SVG}rect")[1:]  # the field and the square tile
    assert groups["b9"].find(f"{SVG}polygon") is not None
    assert "Wo" in texts(groups["b1"])
    for field in ("b1", "a2", "b9", "i2"):
        assert [t for t in texts(groups[field]) if t.strip()], field


def test_language_switch_changes_labels():
    state = start4()  # squirrels stand on f1 (Sarah), a5 (James), e9 (Isidore), i5 (Lissa)
    de = fields(parse(render_svg(state, lang="de")))
    en = fields(parse(render_svg(state, lang="en")))
    assert texts(de["f1"]) == ["Hö"] and texts(en["f1"]) == ["Sq"]
    assert "Hörnchen" in title(de["f1"]) and "squirrel" in title(en["f1"])
    saved = get_language()
    try:
        set_language("en")
        assert "Round" in render_svg(tie_end()) and "Sq" in render_svg(state)
        set_language("de")
        assert "Runde" in render_svg(tie_end()) and "Hö" in render_svg(state)
    finally:
        set_language(saved)


def test_wound_marks_are_counted_not_only_coloured():
    state = tie_end().with_setup({"wounds": {"0": {"wolf": 2}}})
    group = fields(parse(render_svg(state, lang="en")))["b1"]
    assert title(group) == "b1: Sarah's wolf, 2 wounds"
    marks = [c for c in group.iter(f"{SVG}circle") if c.get("fill") == "#D7191C"]
    assert len(marks) == 2
    assert all(c.get("stroke") == "#000000" for c in marks)


# -- escaping --------------------------------------------------------------------------------------------
def test_user_names_are_escaped():
    evil = ['<b>Tom</b> & "Jerry"', "Ann's <script>1</script>"]  # names have at most 24 characters
    state = GAME.new_initial_state(evil, seed=1)
    for lang in ("de", "en"):
        svg = render_svg(state, lang=lang)
        assert "<b>" not in svg and "<script>" not in svg
        root = parse(svg)
        groups = fields(root)
        assert evil[0] in title(groups["b1"])
        assert evil[1] in title(groups["b9"])
        assert evil[0] in root.get("aria-label")
        assert any(t.startswith("<b>Tom</b> &") for t in texts(root))  # the card's name (maybe shortened)


# -- night -----------------------------------------------------------------------------------------------
def test_night_tiles_are_face_down_for_the_other_player_or_when_asked():
    state = night()
    hidden = parse(render_svg(state, lang="en", viewer=1))  # Tom looks at Mia's animals
    for field in START_FIELDS["south"]:
        group = fields(hidden)[field]
        assert title(group) == f"{field}: a face-down animal of Mia's"
        assert texts(group) == ["?"]
    assert not any(a in title(g) for f, g in fields(hidden).items() if f[1] != "9" for a in ("wolf", "otter", "bear"))
    assert title(fields(hidden)["b9"]) == "b9: Tom's wolf"  # his own
    shown = fields(parse(render_svg(state, lang="en", viewer=0)))  # Mia sees her own
    assert title(shown["b1"]) == "b1: Mia's wolf" and texts(shown["b1"]) == ["Wo"]
    assert texts(fields(parse(render_svg(state, lang="en")))["b1"]) == ["Wo"]  # a teacher sees everything
    assert texts(fields(parse(render_svg(state, lang="en", show_hidden=False)))["b1"]) == ["?"]
    de = fields(parse(render_svg(state, lang="de", viewer=1)))
    assert title(de["b1"]) == "b1: ein verdecktes Tier von Mia"
    # by day the faces are shown, unless hidden on purpose
    day = start4()
    assert texts(fields(parse(render_svg(day, lang="en")))["b1"]) == ["Wo"]
    assert texts(fields(parse(render_svg(day, lang="en", show_hidden=False)))["b1"]) == ["?"]


def test_night_wounds_do_not_show_on_face_down_tiles():
    state = night(wounds={"0": {"wolf": 1}})
    group = fields(parse(render_svg(state, lang="en", viewer=1)))["b1"]
    assert "wound" not in title(group)
    assert not [c for c in group.iter(f"{SVG}circle") if c.get("fill") == "#D7191C"]


# -- marks ---------------------------------------------------------------------------------------------------
def test_highlight_targets_and_selected_appear():
    state = start4()
    root = parse(render_svg(state, lang="en", highlight=["h7", "I8"], targets=["d5", "b2", "b9"], selected="b1"))
    groups = fields(root)
    assert groups["h7"].get("data-marks") == "highlight"
    assert groups["i8"].get("data-marks") == "highlight"
    assert groups["b1"].get("data-marks") == "selected"
    assert groups["d5"].get("data-marks") == "target"
    assert groups["c4"].get("data-marks") is None
    assert title(groups["h7"]).endswith("look here")
    assert title(groups["b1"]).endswith("– selected")
    assert title(groups["b2"]).endswith("you can move here")
    assert any(r.get("stroke") == "#FFD23F" for r in groups["h7"].iter(f"{SVG}rect"))
    assert any(r.get("stroke-dasharray") for r in groups["b1"].iter(f"{SVG}rect"))
    assert groups["b2"].find(f"{SVG}circle") is not None  # a dot on an empty target
    assert len(groups["b9"].findall(f"{SVG}polygon")) >= 4  # corner marks on an animal to challenge
    unmarked = parse(render_svg(state, lang="en"))
    assert all(g.get("data-marks") is None for g in fields(unmarked).values())


def test_render_step_svg_uses_the_steps_highlights():
    walkthrough = WALKTHROUGHS["duel_tie"]
    for index in range(len(walkthrough.steps) + 1):
        root = parse(render_step_svg(walkthrough, index, lang="en"))
        marked = {f for f, g in fields(root).items() if g.get("data-marks")}
        expected = set(walkthrough.steps[index - 1].highlight) if index else set()
        assert marked == expected, index
    assert render_step_svg(walkthrough, 0, lang="de") == render_svg(walkthrough.replay()[0], lang="de")
    with pytest.raises(IndexError):
        render_step_svg(walkthrough, len(walkthrough.steps) + 1)


# -- the panel ---------------------------------------------------------------------------------------------
def _duel_box(root: ET.Element) -> ET.Element | None:
    return next((g for g in root.iter(f"{SVG}g") if g.get("class") == "bt-duel"), None)


@pytest.mark.parametrize("lang, word", [("en", "vs"), ("de", "gegen")])
def test_duel_box_after_the_tie(lang, word):
    walkthrough = WALKTHROUGHS["duel_tie"]
    root = parse(render_step_svg(walkthrough, len(walkthrough.steps), lang=lang))
    box = _duel_box(root)
    assert box is not None
    shown = texts(box)
    assert "6 + 3 = 9" in shown and "3 + 6 = 9" in shown
    assert any("Isidore" in t for t in shown)
    summary = title(box)
    assert re.search(rf"9 {word} .* 9 → Isidore (wins|gewinnt)$", summary), summary
    assert summary.startswith("Wolf" if lang == "de" else "wolf")


def test_duel_box_while_the_dice_are_rolling():
    walkthrough = WALKTHROUGHS["duel_tie"]
    running = walkthrough.replay()[3]
    assert running.duel is not None
    box = _duel_box(parse(render_svg(running, lang="en")))
    assert "6 + 3 = 9" in texts(box) and "3 + ?" in texts(box)
    group = fields(parse(render_svg(running, lang="en")))["h7"]
    assert title(group).startswith("h7: duel – attacking: Lissa's wolf; defending: Isidore's otter")
    # no duel, no box
    assert _duel_box(parse(render_svg(start4(), lang="en"))) is None


def test_panel_shows_players_round_display_stack_and_die():
    state = WALKTHROUGHS["choose_battle_mode"].replay()[-1].apply("roll").apply("die 4")
    root = parse(render_svg(state, lang="en"))
    shown = " | ".join(texts(root))
    for name in ("Sarah", "James", "Isidore", "Lissa"):
        assert name in shown
    cards = " | ".join(title(g) for g in root.iter(f"{SVG}g") if g.get("class") == "bt-player")
    for word in ("Orange, circle", "Blue, square", "Green, triangle", "Purple, diamond"):
        assert word in cards  # colour and shape: the card's shape shows it, its title says it
    assert "Round: strength" in shown
    assert "endurance" in shown and "intelligence" in shown and "speed" in shown
    assert "Stack: 16" in shown
    legend = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "bt-legend")
    assert texts(legend) == ["Wo", "wolf", "Ot", "otter", "Bi", "bison", "Pu", "puma", "Sq", "squirrel", "Ra", "raven", "Be", "bear"]
    assert "marker" in shown and "to move" in shown
    die = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "bt-die")
    assert title(die) == "The die shows 4"
    assert len(die.findall(f"{SVG}circle")) == 4
    caption = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "bt-caption")
    assert " ".join(texts(caption)) == state.describe("en")
    titles = [title(g) for g in root.iter(f"{SVG}g") if g.get("class") == "bt-player"]
    assert titles[1].startswith("James (Blue, square): 0 points")


def test_score_track_laps_items_and_removed_animals():
    before = tie_end()
    assert before.board["i7"] == (3, "bear")
    inventory = [dict(items) for items in before.inventory]
    inventory[0] = {"medicine": 2, "die": 1}
    state = before.with_setup({"score": [43, 7, 0, 1], "inventory": inventory, "wounds": {3: {"bear": 3}}})
    assert "i7" not in state.board
    for lang, words in (
        ("en", ["43 points", "track 3, 1 lap done", "×2", "×1", "1 point", "out: bear"]),
        ("de", ["43 Punkte", "Leiste 3, schon einmal ganz herum", "1 Punkt", "aus dem Spiel: Bär"]),
    ):
        root = parse(render_svg(state, lang=lang))
        shown = texts(root)
        for word in words:
            assert word in shown, (lang, word)
    en = parse(render_svg(state, lang="en"))
    held = [title(g) for g in en.iter(f"{SVG}g") if title_or_none(g) and ": " in title(g) and "medicine" in title(g)]
    assert "bottle of Sherri's medicine: 2" in held


def title_or_none(element: ET.Element) -> str | None:
    node = element.find(f"{SVG}title")
    return None if node is None else node.text


def test_forest_fields_hidden_and_flags():
    state = tie_end()
    groups = fields(parse(render_svg(state, lang="en")))
    assert title(groups["d8"]) == "d8: face-down forest tile"
    assert title(groups["d5"]) == "d5: James's bison"  # James found the die tile there
    flag = fields(parse(render_svg(state.with_setup({"flags": {"c8": 7}}), lang="de")))["c8"]
    assert title(flag) == "c8: Fahne mit 7 Punkten" and "7" in texts(flag)


def test_unused_start_fields_in_a_two_player_game():
    state = GAME.new_initial_state(["Ana", "Ben"], seed=1)
    groups = fields(parse(render_svg(state, lang="en")))
    assert title(groups["a5"]) == "a5: start field, not in use"
    assert title(groups["b9"]) == "b9: Ben's wolf"


# -- determinism --------------------------------------------------------------------------------------------
def test_output_is_deterministic():
    state = tie_end()
    first = render_svg(state, lang="de", highlight=["h7"], targets={"c5", "b2", "d6"})
    again = render_svg(GAME.state_from_json(state.to_json()), lang="de", highlight=["h7"], targets=["d6", "b2", "c5"])
    assert first == again
    assert 'id="' not in first
    assert render_step_svg(WALKTHROUGHS["duel_tie"], 2, lang="en") == render_step_svg(WALKTHROUGHS["duel_tie"], 2, lang="en")


def test_board_only():
    root = parse(render_svg(start4(), lang="en", panel=False))
    assert set(fields(root)) == ALL_FIELDS
    assert not [g for g in root.iter(f"{SVG}g") if g.get("class") == "bt-player"]


@pytest.mark.parametrize("variant", ["day", "night"])
def test_remembered_fields_draw_exactly_what_a_fresh_drawing_draws(variant, monkeypatch):
    """The field cache must never show a field as it was in an earlier picture."""
    from boardtutor.bots import RandomBot, play
    from boardtutor.games.woodwalkers import render

    start = GAME.new_initial_state(players=4, seed=21, variant=variant)
    states = play(start, [RandomBot(s) for s in range(4)])[::7]
    pictures = []
    for i, state in enumerate(states):
        options = dict(lang=("de", "en")[i % 2], targets=sorted(ALL_FIELDS)[i % 5 :: 9], selected=sorted(state.board)[:1] or None,
                       highlight=sorted(state.flags)[:2])
        pictures.append((state, options, render_svg(state, **options)))
    assert len(render._FIELD_CACHE) > 0
    monkeypatch.setattr(render, "_field_group_cached", render._field_group)  # no cache at all
    for state, options, cached in pictures:
        assert render_svg(state, **options) == cached


def test_forty_points_stand_on_the_largest_field_and_only_41_starts_a_new_lap():
    # assumption "score_track": the counters start on the largest field (40); past it, on field 1 again
    state = tie_end().with_setup({"score": [40, 41, 0, 80]})
    root = parse(render_svg(state, lang="en"))
    titles = [title(g) for g in root.iter(f"{SVG}g") if g.get("class") == "bt-player"]
    assert titles[0].endswith("40 points, track 40")
    assert titles[1].endswith("41 points, track 1, 1 lap done")
    assert titles[3].endswith("80 points, track 40, 1 lap done")
    assert [state.facts()[f"track.{n}"] for n in ("Sarah", "James", "Isidore", "Lissa")] == [40, 1, 0, 40]


# -- layout: nothing on top of anything else ----------------------------------------------------------
def _panel_head_boxes(root: ET.Element) -> list[tuple[str, str, float, float, float, float]]:
    """The panel's head (round, variant, display chips, stack): its texts and chips as estimated boxes
    (kind, text, left, top, right, bottom); the SVG cannot measure text, so widths come from the
    renderer's DejaVu Sans metrics."""
    from boardtutor.games.woodwalkers.render import PANEL_X, text_width

    boxes = []
    for node in root:  # the head is drawn straight into the picture, the cards and legend in groups
        if float(node.get("x", "0")) < PANEL_X:
            continue
        x, y = float(node.get("x")), float(node.get("y"))
        if node.tag == f"{SVG}text":
            content, size = "".join(node.itertext()), float(node.get("font-size"))
            width = text_width(content, size, bold=node.get("font-weight") == "bold")
            left = {"start": x, "middle": x - width / 2, "end": x - width}[node.get("text-anchor", "start")]
            boxes.append(("text", content, left, y - 0.8 * size, left + width, y + 0.2 * size))
        elif node.tag == f"{SVG}rect":
            boxes.append(("rect", "", x, y, x + float(node.get("width")), y + float(node.get("height"))))
    return boxes


def _head_overlaps(root: ET.Element) -> list[str]:
    from boardtutor.games.woodwalkers.render import WIDTH

    boxes = _panel_head_boxes(root)
    problems = [f"{text!r} is cut off on the right" for kind, text, *_, right, _ in boxes if right > WIDTH - 4]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            if a[2] >= b[4] or b[2] >= a[4] or a[3] >= b[5] or b[3] >= a[5]:
                continue  # apart
            rect, text = (a, b) if a[0] == "rect" else (b, a)
            if rect[0] == "rect" and text[0] == "text" and rect[2] <= text[2] and text[4] <= rect[4]:
                continue  # a chip's word inside its chip
            problems.append(f"{a[0]} {a[1]!r} overlaps {b[0]} {b[1]!r}")
    return problems


def _empty_display_states():
    """Set-up states with an empty or partial display (the only times it is not full), also with
    32-character names."""
    long_names = ["W" * 32, "Maximilian-Alexander von Hohenberg"[:32], "Ana", "Bartholomäus Schwarzenegger-Kl."]
    for names in (["Sarah", "James", "Isidore", "Lissa"], long_names):
        state = GAME.new_initial_state(names, seed=1)
        assert state.phase == "setup_draw" and not state.display
        yield state
        yield state.apply("draw strength")
        yield state.apply("draw strength").apply("draw intelligence")
        at_night = GAME.new_initial_state(names, seed=1, variant="night")
        assert at_night.phase == "arrange" and not at_night.display
        yield at_night


@pytest.mark.parametrize("lang", ["de", "en"])
def test_panel_head_texts_and_chips_do_not_overlap(lang):
    # issue 10/11 follow-up: "Auslage: leer" was drawn on top of "Stapel: 20" while the display was empty
    for state in [*_empty_display_states(), *every_state()]:
        root = parse(render_svg(state, lang=lang))
        assert _head_overlaps(root) == [], (lang, state.phase, state.display)


def test_the_overlap_check_sees_an_overlap():
    root = parse(render_svg(start4(), lang="de"))
    stack = next(t for t in root if t.tag == f"{SVG}text" and "".join(t.itertext()) == "Stapel: 20")
    empty = next(t for t in root if t.tag == f"{SVG}text" and "".join(t.itertext()) == "leer")
    stack.set("x", empty.get("x"))  # where it stood before the fix
    assert _head_overlaps(root) == ["text 'leer' overlaps text 'Stapel: 20'"]
