"""The rule map of Tawa Hallae (``rulebook.json``) against the Italian rulebook, and a test for each rule
paragraph that no older test checks (rulebook: ``shared/rulebooks/tawa-hallae_it.txt``)."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.tawa_hallae.rules import AREA, GOALS, PRISON, WATER, XY, direction_vectors
from boardtutor.rulebook import KINDS, rulebook

GAME = boardtutor.load("tawa_hallae")
RULES = rulebook("tawa_hallae")
PACKAGE = Path(boardtutor.__file__).parent / "games" / "tawa_hallae"
BOOK = Path(__file__).resolve().parents[3].parent / "shared" / "rulebooks" / "tawa-hallae_it.txt"


def position(board, turn="red", **spec):
    return GAME.new_initial_state(setup="free").with_setup({"board": board, "turn": turn, **spec})


def play(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def refusal(state, action) -> RuleViolation:
    with pytest.raises(RuleViolation) as info:
        state.apply(action)
    return info.value


def line_of(origin: str, target: str) -> tuple[int, int] | None:
    """The step vector if ``target`` lies on a straight or diagonal line from ``origin``."""
    (ox, oy), (tx, ty) = XY[origin], XY[target]
    dx, dy = tx - ox, ty - oy
    if dx == 0 or dy == 0 or abs(dx) == abs(dy):
        n = max(abs(dx), abs(dy))
        return (dx // n, dy // n)
    return None


# -- the map itself ---------------------------------------------------------------------------------
def test_the_rule_map_follows_the_rulebook_in_order():
    raw = json.loads((PACKAGE / "rulebook.json").read_text(encoding="utf-8"))
    assert raw["game"] == "tawa_hallae" and raw["source"] == "tawa-hallae_it.txt" and raw["language"] == "it"
    ids = [p.id for p in RULES]
    assert len(ids) == len(set(ids)) and all("." in i for i in ids)
    assert {p.kind for p in RULES} <= set(KINDS)
    assert {p.number for p in RULES if p.number} == {"1", "2"}  # the two kinds of move of "Turno di gioco"
    for p in RULES:
        assert p.summary("de") and p.summary("en") and p.summary("de") != p.summary("en"), p.id
        assert p.heading_in("en") != p.heading_in("de") and f"({p.heading})" in p.heading_in("en"), p.id
        assert p.page == 1  # the text has no page breaks: everything stands on page 1
    if BOOK.exists():
        text = BOOK.read_text(encoding="utf-8")
        place = 0
        for heading, _ in RULES.sections():  # each heading stands in the rulebook after the one before
            place = text.find(heading, place)
            assert place >= 0, heading


def test_every_refusal_of_the_engine_cites_a_paragraph_of_the_map():
    tree = ast.parse((PACKAGE / "rules.py").read_text(encoding="utf-8"))
    cited = [
        node.args[0].value for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "rule"
        and node.args and isinstance(node.args[0], ast.Constant)
    ]
    assert cited and all(c in RULES for c in cited), [c for c in cited if c not in RULES]
    from boardtutor.games.tawa_hallae import rules as module

    assert all(v in RULES for v in list(module._PHASE_RULE.values()) + list(module._SPOT_RULE.values()))
    error = refusal(GAME.new_initial_state(), "e4-e5")  # red's animal while blue is to move
    assert error.rule.section == "turn.two_moves" and "Turno di gioco" in error.rule.cite("en")


def test_every_assumption_names_the_paragraphs_it_fills_in():
    for assumption in GAME.data["assumptions"]:
        assert assumption.get("paragraphs"), assumption["id"]
        assert all(p in RULES for p in assumption["paragraphs"]), assumption["id"]
    assert RULES.get("runners.zebra").assumptions and RULES.get("victory.blocked").assumptions


def _assumption(assumption_id: str) -> dict:
    return next(a for a in GAME.data["assumptions"] if a["id"] == assumption_id)


def test_the_assumptions_agree_with_the_engine_on_diagonal_steps():
    """No assumption speaks of "straight directions" only: a move keeps one direction, straight or
    diagonal, and inside the enemy defence area the one step may be diagonal too."""
    state = position({"g2": "blue tiger s", "a11": "red lion n"}, turn="blue")  # g2: inside red's area
    assert {"g2", "h1"} <= AREA[0] and "h1" in state.destinations("g2")  # a diagonal step inside the area
    for assumption in GAME.data["assumptions"]:
        for lang, straight in (("en", "straight direction"), ("de", "geraden Richtung")):
            assert straight not in assumption[lang], assumption["id"]
    for lang, diagonal in (("en", "diagonal"), ("de", "schräg")):
        assert diagonal in _assumption("inside_defence")[lang] and diagonal in _assumption("directions")[lang]


def test_what_the_rulebook_says_is_no_assumption():
    """The lion and the tiger start without armour: the rulebook says so (Branchi, Preparazione, Leone e
    Tigre corazzati), so it is a stated fact and no assumption fills in those paragraphs alone."""
    assert any("without armour" in f["fact"] and "Preparazione" in f["source"] for f in GAME.data["stated_by_rulebook"])
    for assumption in GAME.data["assumptions"]:
        assert not set(assumption["paragraphs"]) <= {"setup.armour_aside", "packs.armour"}, assumption["id"]
    state = GAME.new_initial_state(seed=3)
    assert state.facts()["armour.red"] is False and state.facts()["armour.blue"] is False


def test_the_gorilla_is_the_exception_to_the_destroyers_run_in_the_rule_map():
    assert "gorilla" in RULES.get("destroyers.run").assumptions
    # and the engine agrees: the gorilla jumps the wolf on e6 and captures only the cheetah where it lands
    state = position({"e5": "red gorilla n", "e6": "blue wolf s", "e7": "blue cheetah s", "a11": "blue tiger s"})
    after = state.apply("e5-e7")
    assert after.facts()["at.e6"] == "blue/wolf" and after.facts()["prisoners.blue"] == ["cheetah"]


def test_the_side_attack_of_an_l_move_is_marked_as_our_assumption():
    assert "predators.lion_tiger" in _assumption("runner_attack")["paragraphs"]
    for walkthrough in boardtutor.walkthroughs("tawa_hallae"):
        for step in walkthrough.steps:
            texts = [step.narration.render(lang) for lang in ("de", "en")]
            if any("L-" in t and ("von der Seite" in t or "from the side" in t) for t in texts):
                assert "Annahme" in texts[0] and "assumption" in texts[1], walkthrough.id


def test_a_walkthrough_of_a_rulebook_example_is_labelled_so():
    """Every example of the rulebook is shown by a walkthrough labelled "example from the rulebook", and
    every walkthrough labelled so shows one of them."""
    examples = {p.id for p in RULES if p.kind == "example"}
    walkthroughs = boardtutor.walkthroughs("tawa_hallae")
    cited = {w.id: {r for step in w.steps for r in step.rules} for w in walkthroughs}
    from_rulebook = [w for w in walkthroughs if w.source == "rulebook"]
    assert examples and from_rulebook
    for example in examples:
        assert any(example in cited[w.id] for w in from_rulebook), example
    for walkthrough in from_rulebook:
        assert cited[walkthrough.id] & examples, walkthrough.id


def test_the_spring_attack_summary_names_two_separate_cases():
    en, de = RULES.get("spring.back").summary("en"), RULES.get("spring.back").summary("de")
    assert " or when " in en and " oder wenn " in de
    assert "and inside" not in en and "und im eigenen" not in de


@pytest.mark.parametrize("walkthrough", boardtutor.walkthroughs("tawa_hallae"), ids=lambda w: w.id)
def test_every_walkthrough_position_passes_the_save_gate(walkthrough):
    for state in walkthrough.replay():
        assert GAME.state_from_dict(json.loads(json.dumps(state.to_dict()))) == state


# -- rules no older test checks ---------------------------------------------------------------------
@pytest.mark.rule("tawa_hallae", "packs.one_per_field")
def test_one_animal_per_field():
    state = position({"e8": "red lion n", "e9": "red wolf n", "a11": "blue tiger s"})
    error = refusal(state, "e8-e9")
    assert error.rule.section == "packs.one_per_field"
    with pytest.raises(RuleViolation):
        position({"e8": "red lion n"}).with_setup({"board": {"e8": "red lion n", "e9": "red lion n"}})
    setup = play(GAME.new_initial_state(setup="free"), "place lion e4", "face n")
    assert refusal(setup, "place wolf e4").rule.section == "packs.one_per_field"


@pytest.mark.rule("tawa_hallae", "hunt.no_standing", "freeing.no_standing", "arena.goals")
def test_nobody_stays_on_a_hunt_or_prison_field():
    hunted = play(position({"d12": "red lion n", "a5": "red wolf n", "a11": "blue tiger s"}), "d12-d13")
    assert "d13" not in hunted.board and hunted.phase == "restart"
    freed = play(position({"e12": "red wolf n", "a5": "red lion n", "a11": "blue tiger s"}, prison={"red": ["zebra"]}), "e12-e13")
    assert "e13" not in freed.board and freed.facts()["prisoners.red"] == ["wolf", "zebra"]
    for goal in sorted(GOALS):
        with pytest.raises(RuleViolation):
            position({goal: "red wolf n", "a5": "red lion n", "a11": "blue tiger s"})
    assert PRISON == ("e1", "e13")


@pytest.mark.rule("tawa_hallae", "facing.directions", "facing.triangle")
def test_directions_follow_the_facing():
    assert direction_vectors(["front", "back", "diagonal_left", "diagonal_right"], "n") == ((0, 1), (0, -1), (-1, 1), (1, 1))
    assert direction_vectors(["front", "diagonal_left", "diagonal_right"], "e") == ((1, 0), (1, 1), (1, -1))
    assert len(direction_vectors(["complete"], "w")) == 8
    north = position({"d9": "red zebra n", "a5": "red lion n", "a11": "blue tiger s"})
    east = position({"d9": "red zebra e", "a5": "red lion n", "a11": "blue tiger s"})
    assert {line_of("d9", t) for t in north.destinations("d9")} == {(0, 1)}
    assert {line_of("d9", t) for t in east.destinations("d9")} == {(1, 0)}


@pytest.mark.rule("tawa_hallae", "predators.lion_tiger")
def test_the_lion_bends_into_an_l_only_to_the_front():
    state = position({"e8": "red lion n", "a5": "red wolf n", "a11": "blue tiger s"})
    bends = [t for t in state.destinations("e8") if line_of("e8", t) is None]
    assert sorted(bends) == ["d10", "d11", "f10", "f11"]  # 2 or 3 forwards, then 1 to the side
    turned = position({"e8": "red lion s", "a5": "red wolf n", "a11": "blue tiger s"})
    assert all(XY[t][1] < XY["e8"][1] for t in turned.destinations("e8") if line_of("e8", t) is None)


@pytest.mark.rule("tawa_hallae", "predators.wolf")
def test_the_wolf_bends_into_an_l_forwards_and_backwards():
    state = position({"d5": "red wolf n", "a6": "red rhino n", "i11": "blue tiger s"})
    bends = sorted(t for t in state.destinations("d5") if line_of("d5", t) is None)
    assert bends == ["c3", "c7", "e3", "e7"]  # d4-d3 or d6-d7, then 1 to the side
    assert state.facts()["range.d5"] == [1, 2, 3, 4]


@pytest.mark.rule("tawa_hallae", "destroyers.in_area")
def test_a_destroyer_hits_only_one_animal_in_a_defence_area():
    board = {"a2": "red elephant e", "b2": "blue wolf s", "c2": "blue tiger s", "a5": "red lion n", "i11": "blue rhino s"}
    state = position(board)
    assert state.destinations("a2") == ["b2"]
    after = state.apply("a2-b2")
    assert after.facts()["prisoners.blue"] == ["wolf"] and after.facts()["at.c2"] == "blue/tiger"
    assert after.facts()["at.a2"] == "red/elephant" and after.facts()["last.spring"]
    # on open ground the same run catches both
    open_ground = position({"d9": "red elephant e", "e9": "blue wolf s", "f9": "blue tiger s", "a5": "red lion n", "i11": "blue rhino s"})
    assert set(open_ground.reach("d9")["f9"].captures) == {"e9", "f9"}


@pytest.mark.rule("tawa_hallae", "destroyers.rhino_elephant")
def test_rhino_and_elephant_run_one_to_three_fields_to_the_front_or_back():
    for kind in ("rhino", "elephant"):
        state = position({"e9": f"red {kind} n", "a5": "red lion n", "a11": "blue tiger s"})
        assert state.destinations("e9") == ["e7", "e8", "e10", "e11", "e12"]  # e7: water, e12: the blue area stops it
        assert {line_of("e9", t) for t in state.destinations("e9")} <= {(0, 1), (0, -1)}
        assert state.facts()["range.e9"] == [1, 2, 3]


@pytest.mark.rule("tawa_hallae", "runners.gazelle_giraffe", "runners.forward")
def test_gazelle_and_giraffe_move_alike_forwards_up_to_four():
    red = position({"e8": "red gazelle n", "a5": "red lion n", "a11": "blue tiger s"})
    reach = red.destinations("e8")
    assert reach == ["d9", "e9", "f9", "c10", "e10", "g10", "e11", "e12"]
    assert all(XY[t][1] > XY["e8"][1] for t in reach)  # never backwards
    assert red.facts()["range.e8"] == [1, 2, 3, 4]
    blue = position({"e6": "blue giraffe s", "a5": "red lion n", "a11": "blue tiger s"}, turn="blue")
    turned = sorted(f"{chr(ord('a') + 8 - XY[t][0])}{13 - XY[t][1]}" for t in blue.destinations("e6"))
    assert turned == sorted(reach)  # the same moves, seen from the other side (the arena turned round)


@pytest.mark.rule("tawa_hallae", "runners.zebra")
def test_the_zebra_runs_only_straight_ahead_up_to_five():
    state = position({"d5": "red zebra n", "a6": "red lion n", "a11": "blue tiger s"})
    assert state.destinations("d5") == ["d6", "d7", "d8"]  # d8 is water: it stops there
    far = position({"e3": "red zebra n", "a6": "red lion n", "a11": "blue tiger s"})
    assert far.destinations("e3") == ["e4", "e5", "e6", "e7"]
    side = position({"a3": "red zebra e", "a6": "red lion n", "a11": "blue tiger s"})
    assert side.destinations("a3") == ["b3", "c3", "d3", "e3", "f3"]  # 5 fields at most
    assert side.facts()["range.a3"] == [1, 2, 3, 4, 5]


@pytest.mark.rule("tawa_hallae", "aquatic.anaconda")
def test_the_anaconda_one_field_on_land_two_or_three_in_water():
    land = position({"e8": "red anaconda n", "a5": "red lion n", "a11": "blue tiger s"})
    assert land.destinations("e8") == ["d7", "e7", "f7", "d8", "f8", "d9", "e9", "f9"]
    water = position({"c5": "red anaconda n", "a6": "red lion n", "a11": "blue tiger s"})
    reach = water.destinations("c5")
    assert reach and all(max(abs(XY[t][0] - XY["c5"][0]), abs(XY[t][1] - XY["c5"][1])) in (2, 3) for t in reach)
    assert water.facts()["range.c5"] == [2, 3]


@pytest.mark.rule("tawa_hallae", "turtle.liberator")
def test_the_turtle_frees_and_goes_home_instead_of_prison():
    board = {"e12": "red turtle n", "a5": "red lion n", "a11": "blue tiger s", "i11": "blue rhino s"}
    state = play(position(board, prison={"red": ["zebra"]}), "e12-e13", "place zebra e4", "face n")
    assert state.phase == "home" and state.facts()["prisoners.red"] == []
    state = state.apply("home e3")
    assert state.facts()["at.e3"] == "red/turtle" and state.facts()["current"] == "blue"
    wolf = play(position({**board, "e12": "red wolf n"}, prison={"red": ["zebra"]}), "e12-e13", "place zebra e4", "face n")
    assert wolf.facts()["prisoners.red"] == ["wolf"]


@pytest.mark.rule("tawa_hallae", "water.no_crossing", "water.stop_on_entry")
def test_even_a_jumper_stops_on_the_first_water_field():
    state = position({"d7": "red kangaroo n", "a5": "red lion n", "a11": "blue tiger s"})
    reach = state.destinations("d7")
    assert "d8" in reach and not {"d9", "d10"} & set(reach)
    vulture = position({"a3": "red vulture n", "i5": "red lion n", "a11": "blue tiger s"})
    assert "a7" in vulture.destinations("a3") and not {"a10", "a11"} & set(vulture.destinations("a3"))


@pytest.mark.rule("tawa_hallae", "defence.no_passing")
def test_defenders_cross_their_own_area_attackers_never_cross_the_enemy_area():
    own = position({"a2": "red vulture n", "a6": "red lion n", "a11": "blue tiger s"})
    assert {"h2", "i2"} <= set(own.destinations("a2"))  # across the whole red area
    enemy = position({"a2": "blue vulture n", "a6": "red lion n", "a11": "blue tiger s"}, turn="blue")
    reach = set(enemy.destinations("a2"))
    assert "b2" in reach and not (reach & (AREA[0] - {"b1", "b2"})) and "i2" not in reach


@pytest.mark.rule("tawa_hallae", "armour.again")
def test_armour_is_won_lost_and_won_again():
    board = {"d12": "red lion n", "a5": "red wolf n", "i5": "red rhino n", "d10": "blue wolf s", "i9": "blue rhino s"}
    state = position(board, armour=[True, False], points=[1, 0], last_hunt="red", turn="blue")
    state = play(state, "d10-d12", "face s")
    assert not state.facts()["armour.red"]
    state = play(state, "turn i9 w", "d12-d13")
    assert state.facts()["armour.red"] and state.facts()["points.red"] == 2


@pytest.mark.rule("tawa_hallae", "setup.armour_aside", "packs.armour")
def test_lion_and_tiger_start_without_armour_and_win_it_by_hunting():
    for setup in ("free", "standard"):
        assert GAME.new_initial_state(setup=setup).armour == [False, False]
    with pytest.raises(RuleViolation):  # armour without a hunt is refused (the armoured pieces are spare pieces)
        position({"e8": "red lion n", "a11": "blue tiger s"}, armour=[True, False])
    hunted = play(position({"d12": "red lion n", "a5": "red wolf n", "a11": "blue tiger s"}), "d12-d13")
    assert hunted.armour == [True, False]


@pytest.mark.rule("tawa_hallae", "victory.blocked")
def test_one_stuck_pack_does_not_end_the_game():
    board = {"a1": "red anaconda n", "a2": "red hippo n", "a3": "blue zebra s", "e11": "blue tiger s"}
    state = position(board, points=[1, 1], last_hunt="blue")
    assert state.facts()["stuck.red"] and not state.facts()["stuck.blue"]
    assert {a.kind for a in state.legal_actions()} == {"turn"}  # red may only turn on the spot
    state = play(state, "turn a2 e", "turn a1 e")
    assert not state.is_terminal() and state.facts()["current"] == "blue" and state.facts()["stuck.red"]


@pytest.mark.rule("tawa_hallae", "turn.two_moves")
def test_a_turn_ends_after_one_move_when_no_other_animal_can_act():
    state = position({"e8": "red lion n", "a11": "blue tiger s", "i11": "blue rhino s"})
    state = play(state, "e8-e7", "face n")
    assert state.facts()["current"] == "blue" and state.facts()["moves_left"] == 2


@pytest.mark.rule("tawa_hallae", "vulture.long_move")
def test_the_vulture_flies_over_animals_only_on_a_short_flight():
    state = position({"a3": "red vulture e", "b3": "red lion n", "a11": "blue tiger s"})
    reach = state.destinations("a3")
    assert "c3" in reach and not {"h3", "i3"} & set(reach)  # over the lion 2 fields: yes; 7 or 8: no
