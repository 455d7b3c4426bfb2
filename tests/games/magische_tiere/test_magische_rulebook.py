"""The dino game's rule map (``rulebook.json``) and how far its examples can be trusted: every paragraph
of the rulebook in rulebook order with every number the rulebook uses, the engine, the walkthroughs
and the assumptions cite paragraphs that exist, every walkthrough position passes the save gate,
questions have one answer, the rulebook's two example boxes are named, and the decisions the rulebook
leaves open are recorded as assumptions (each with a test of the engine here or in
``test_magische_rules.py`` / ``test_magische_tiere_saves.py``)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.magische_tiere import DATA
from boardtutor.rulebook import KINDS, MUST_COVER, rulebook

GAME = boardtutor.load("magische_tiere")
RULES = rulebook("magische_tiere")
WALKTHROUGHS = boardtutor.walkthroughs("magische_tiere")
BY_ID = {w.id: w for w in WALKTHROUGHS}
PACKAGE = Path(boardtutor.__file__).parent / "games" / "magische_tiere"
REPO = Path(boardtutor.__file__).resolve().parents[1]
SETUP_CALLOUTS = [str(n) for n in range(1, 11)]
"""The set-up text points at the picture with the numbers 1 to 10."""
PLACING_RULES = ["1", "2", "3", "4", "5", "6"]
"""“1. Würfeln” numbers its six placing rules 1–6; the two phases of a turn are 1 and 2."""


def _rulebook_text() -> str | None:
    for base in (REPO.parent, REPO.parent.parent, REPO.parent.parent.parent):
        path = base / "shared" / "rulebooks" / "magische-tiere-dino_de.txt"
        if path.exists():
            return path.read_text(encoding="utf-8")
    return None


def new(**setup):
    state = GAME.new_initial_state(["Lena", "Tim"], seed=3)
    return state.with_setup(setup) if setup else state


def play(state, *actions):
    for action in actions:
        state = state.apply(action)
    return state


def legal(state):
    return {str(a) for a in state.legal_actions()}


# -- the map itself ----------------------------------------------------------------------------------------
def test_the_map_has_every_number_the_rulebook_uses_in_rulebook_order():
    numbered = [p.number for p in RULES if p.number]
    callouts = [n for p in RULES if p.id.startswith("setup.") for n in re.split(r"[–-]", p.number or "") if n]
    assert callouts == SETUP_CALLOUTS
    placing = [p.number for p in RULES if p.heading == "1. Würfeln" and p.number]
    assert placing == ["1", "1", "2", "3", "4", "5", "6"]  # the phase itself is 1, then its rules 1–6
    order = [p.id for p in RULES]
    assert RULES.get("actions.order").number == "2" and order.index("actions.order") > order.index("rolling.placed_stay")
    assert numbered.count("2") == 2  # placing rule 2 and phase 2 (the set-up picture's 2 is in "1–2")
    text = _rulebook_text()
    if text is not None:  # the numbered placing rules and the set-up picture numbers, read from the rulebook
        assert re.findall(r"^(\d)\.\s+\S", text, flags=re.M) == ["1", "2", "1", "1", "2", "3", "4", "5", "6", "2"]  # phases, then phase 1, its rules, phase 2
        setup = text[text.index("Spielvorbereitung"):text.index("Jetzt kann es losgehen")]
        assert re.findall(r"[a-zäöüß] (\d{1,2}) +(?:\.|wird|neben)", setup) == SETUP_CALLOUTS


def test_paragraphs_are_complete_in_rulebook_order_and_in_our_own_words():
    raw = json.loads((PACKAGE / "rulebook.json").read_text(encoding="utf-8"))
    assert raw["game"] == "magische_tiere" and raw["language"] == "de" and raw["source"] == Path(DATA["rulebook"]).name
    ids = [p.id for p in RULES]
    assert len(ids) == len(set(ids)) == 52
    pages = [p.page for p in RULES]
    assert pages == sorted(pages) and pages[0] == 2 and pages[-1] == 10  # page 1 is the cover
    headings = [heading for heading, _ in RULES.sections()]
    assert len(headings) == len(set(headings))  # each section in one piece
    assert headings[:4] == ["Spielmaterial", "Spielziel", "Spielvorbereitung", "Spielverlauf"]
    text = _rulebook_text() or ""
    folded = re.sub(r"\s+", " ", text)
    for paragraph in RULES:
        assert paragraph.kind in KINDS
        de, en = paragraph.summary("de"), paragraph.summary("en")
        assert de and en and de != en and ".." not in de + en and "(n)" not in de and "(s)" not in en
        assert paragraph.headings["de"] == paragraph.heading and paragraph.headings["en"] != paragraph.heading
        for start in range(0, max(0, len(de) - 50)):  # never a 50-letter stretch of the rulebook
            assert de[start:start + 50] not in folded, (paragraph.id, de[start:start + 50])
    assert {p.id for p in RULES if p.kind == "example"} == {"actions.example", "shoe_action.example"}
    assert RULES.get("variant").kind == "variant"
    assert "Wie endet das Spiel?" in RULES.get("ending.loss").cite("de") and "p. 7" in RULES.get("ending.loss").cite("en")


def _cited_by_code() -> set[str]:
    cited = set()
    for path in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, (ast.Attribute, ast.Name)):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id
                if name == "rule" and node.args and isinstance(node.args[0], ast.Constant):
                    cited.add(node.args[0].value)
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in ("_PHASE_RULE", "_CARD_RULE") for t in node.targets):
                cited |= {v.value for v in node.value.values}
    return cited


def test_every_rule_the_rules_engine_cites_is_a_paragraph():
    from boardtutor.games.magische_tiere import rules

    tree = ast.parse(Path(rules.__file__).read_text(encoding="utf-8"))
    literal = {node.args[0].value for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
               and node.func.id == "rule" and node.args and isinstance(node.args[0], ast.Constant)}
    assert literal <= {p.id for p in RULES}, literal - {p.id for p in RULES}
    assert set(rules._PHASE_RULE.values()) | set(rules._CARD_RULE.values()) <= {p.id for p in RULES}
    assert set(rules._CARD_RULE) == set(DATA["cards"])
    assert {"card.light", "shoe_action.dark", "white_die.joker", "watchman_action.catch"} <= _cited_by_code() <= {p.id for p in RULES}


@pytest.mark.rule("magische_tiere", "shoe_action.dark", "card.watchman_back", "rolling.covered")
def test_a_refusal_cites_the_paragraph_of_the_rule_it_breaks():
    state = play(new(children={"jo": "p4", "helene": "p3"}), "roll shoe shoe cap cap cap cap", "place shoe shoe", "go")
    with pytest.raises(RuleViolation) as info:
        state.apply("step jo")  # the tile ahead of Jo is dark
    assert info.value.rule.section == "shoe_action.dark"
    assert "S. 6" in info.value.rule.cite("de") and "p. 6" in info.value.rule.cite("en")
    at_start = play(new(hand=["watchman_back"]), "roll card light shoe shoe cap ida")
    with pytest.raises(RuleViolation) as info:
        at_start.apply("use watchman_back")  # he is on his start field
    assert info.value.rule.section == "card.watchman_back" and "Magische Tiere-Karten" in info.value.rule.cite("de")
    with pytest.raises(RuleViolation) as info:
        play(new(), "roll shoe ida ida ida ida ida").apply("place ida")
    assert info.value.rule.section == "ida_action.not_yet"


def test_assumptions_name_the_paragraphs_they_fill_in():
    for assumption in DATA["assumptions"]:
        assert assumption.get("paragraphs"), assumption["id"]
        assert all(p in RULES for p in assumption["paragraphs"]), assumption["id"]  # a rule or an overview
    assert set(RULES.get("card.reroll_caps").assumptions) >= {"card_timing", "rerolled_caps", "reroll_after_card_row"}
    assert "turned_cap" in RULES.get("card.turn").assumptions and "watchman_back" in RULES.get("card.watchman_back").assumptions


# -- walkthroughs ------------------------------------------------------------------------------------------
def test_every_step_cites_paragraphs_and_every_paragraph_to_cover_is_taught():
    for walkthrough in WALKTHROUGHS:
        for number, step in enumerate(walkthrough.steps, start=1):
            assert step.rules and set(step.rules) <= {p.id for p in RULES}, (walkthrough.id, number)
    assert [p.id for p in RULES if p.kind in MUST_COVER and not p.steps] == []


def test_the_two_example_boxes_of_the_rulebook_are_named_the_rest_are_our_own():
    from_rulebook = {w.id: w for w in WALKTHROUGHS if w.source == "rulebook"}
    assert set(from_rulebook) == {"flashlight_two", "shoe_three"}
    assert "S. 5" in from_rulebook["flashlight_two"].source_ref["de"] and "p. 6" in from_rulebook["shoe_three"].source_ref["en"]
    assert "actions.example" in {r for s in from_rulebook["flashlight_two"].steps for r in s.rules}
    assert "shoe_action.example" in {r for s in from_rulebook["shoe_three"].steps for r in s.rules}
    assert all(w.source == "own" and not w.source_ref for w in WALKTHROUGHS if w.id not in from_rulebook)


def test_every_walkthrough_position_passes_the_save_gate():
    for walkthrough in WALKTHROUGHS:
        for state in walkthrough.replay():
            assert GAME.state_from_dict(json.loads(state.to_json())) == state, walkthrough.id


def test_positions_set_up_directly_say_so():
    """A start built with ``setup`` that needs many turns behind it says that it was set up directly."""
    for walkthrough in WALKTHROUGHS:
        if "setup" in walkthrough.start:
            assert "direkt aufgebaut" in walkthrough.intro.render("de"), walkthrough.id
            assert "set this position up directly" in walkthrough.intro.render("en"), walkthrough.id


def test_positions_set_up_mid_game_count_the_turns_before_them():
    """A set-up position has whole rounds behind it, so a finished example does not claim “after 1 turn”."""
    for walkthrough in WALKTHROUGHS:
        start = walkthrough.replay()[0]
        if "setup" in walkthrough.start:
            assert start.turns >= len(start.names) and start.turns % len(start.names) == start.turn, walkthrough.id
    ended = [w.replay()[-1] for w in WALKTHROUGHS if w.replay()[-1].is_terminal()]
    assert ended and all("after 1 turn" not in s.outcome().message("en") for s in ended)
    assert "17 Runden gebraucht" in BY_ID["ending_win"].replay()[-1].outcome().message("de")
    assert new(rounds=3).turns == 6 and new(rounds=3, turn=1).turns == 7
    with pytest.raises(RuleViolation):
        new(rounds=-1)


def test_walkthroughs_that_draw_a_card_say_a_real_player_would_not_know_it():
    """The pile is face down: which card comes next is a secret the example fixes."""
    for walkthrough in WALKTHROUGHS:
        if any(action.startswith("draw ") for step in walkthrough.steps for action in step.actions):
            assert "in einem echten spiel" in walkthrough.intro.render("de").lower(), walkthrough.id
            assert "in a real game" in walkthrough.intro.render("en").lower(), walkthrough.id


def test_what_the_questions_take_as_right_is_what_the_engine_does():
    lost = BY_ID["steps_lost"].replay()  # "none: the next tile is dark"
    assert "steps_lost" in lost[2].facts()["events"] and lost[2].facts()["where.jo"] == "p4"
    dark = BY_ID["ida_dark"].replay()  # "one tile: only one gets lit"
    assert dark[2].facts()["ida"] == "t1" and "ida_blocked" in dark[2].facts()["events"]
    watchman = BY_ID["cards_watchman"].replay()  # without a card he would walk two fields
    assert watchman[1].row_value("cap") == 2 and watchman[-1].facts()["watchman"] == "p1"
    covered = BY_ID["row_covered"].replay()
    assert "card" in covered[2].covered and covered[4].facts()["placeable"] == ["shoe"]
    variant = BY_ID["variant_play"].replay()
    assert variant[3].rolled.count("cap") == 3 and variant[3].tray["cap"] == []


def test_the_walkthroughs_of_the_rule_map_issue_are_there():
    card = BY_ID["card_used"]
    assert any(a.startswith("draw ") for s in card.steps for a in s.actions) and any(a.startswith("use ") for s in card.steps for a in s.actions)
    assert "card" in BY_ID["row_covered"].replay()[2].covered and "light" in BY_ID["row_covered"].replay()[3].covered
    assert "steps_lost" in BY_ID["steps_lost"].replay()[-1].facts()["events"]
    assert BY_ID["ida_blocked"].replay()[1].facts()["placeable"] == ["shoe"]
    assert BY_ID["variant_play"].replay()[2].variant


# -- rules that only the new tests check -----------------------------------------------------------------
@pytest.mark.rule("magische_tiere", "turn.order")
def test_the_first_name_rolls_first_and_the_turn_goes_round_clockwise():
    state = GAME.new_initial_state(["Mia", "Ben", "Ole"], seed=4)
    seen = []
    for _ in range(4):
        seen.append(state.facts()["turn"])
        state = play(state, "roll shoe shoe cap cap cap cap", "place shoe shoe", "go")
        while state.phase == "steps":
            state = play(state, sorted(legal(state))[0])
    assert seen == ["Mia", "Ben", "Ole", "Mia"]


@pytest.mark.rule("magische_tiere", "actions.skip")
def test_a_row_without_a_die_does_nothing():
    state = play(new(lit=2, children={"jo": "p4"}), "roll light light light light light light", "place light light light light light light")
    before = state.facts()
    after = play(state, "go")
    assert after.lit == 2 + 4 and after.facts()["watchman"] == before["watchman"]  # no cap: he does not walk
    assert after.facts()["hand"] == [] and after.facts()["where.jo"] == "p4"  # no card drawn, nobody walks


@pytest.mark.rule("magische_tiere", "actions.pass_on")
def test_after_the_actions_the_dice_leave_the_tray_and_go_to_the_next_person():
    state = play(new(), "roll shoe shoe cap cap cap cap", "place shoe shoe", "go", "step jo", "step jo")
    facts = state.facts()
    assert facts["turn"] == "Tim" and facts["phase"] == "roll" and facts["loose"] == 6
    assert all(facts[f"tray.{row}"] == 0 for row in DATA["symbols"])


@pytest.mark.rule("magische_tiere", "cards.once", "cards.keep")
def test_a_card_works_once_and_a_kept_card_waits_for_a_later_turn():
    state = play(new(deck={"light_one": 2}), "roll card cap cap cap cap cap", "place card", "go", "draw light_one")
    assert list(state.hand) == ["light_one"] and state.facts()["deck"] == 1
    state = play(state, "go")  # kept, not used: it stays with the group
    assert list(state.hand) == ["light_one"] and state.facts()["turn"] == "Tim"
    later = play(state, "roll shoe shoe cap cap cap cap")  # no die on the card row this time
    used = play(later, "use light_one")
    assert list(used.hand) == [] and used.lit == 1 and used.facts()["deck"] == 1  # gone for good, not back on the pile
    assert "use light_one" not in legal(used)


@pytest.mark.rule("magische_tiere", "card.watchman_back")
def test_assumption_watchman_back_ida_stays_in_play_and_caught_children_stay_caught():
    state = new(watchman="p0", ida="o1", hand=["watchman_back"], children={c: "p1" for c in ("eddie", "helene", "jo", "schoki")})
    back = play(state, "roll card light shoe shoe cap ida", "use watchman_back")
    assert back.facts()["watchman"] == "r5" and back.facts()["ida"] == "o1" and "ida" not in back.covered
    assert "place card light shoe shoe ida" in legal(back)  # her row stays open
    caught = new(watchman="p2", ida="o1", hand=["watchman_back"], children={"eddie": "caught", "helene": "p3", "jo": "p3", "schoki": "p3"})
    back = play(caught, "roll card light shoe shoe cap ida", "use watchman_back")
    assert back.facts()["watchman"] == "p1" and back.facts()["caught"] == ["eddie"]


@pytest.mark.rule("magische_tiere", "shoe_action")
def test_assumption_children_may_share_a_field():
    state = play(new(), "roll shoe shoe shoe cap cap cap", "place shoe shoe shoe", "go", "step jo", "step helene")
    assert state.facts()["where.jo"] == state.facts()["where.helene"] == "p1"
    assert "step eddie" in legal(state)  # a third child may join them
    assert play(state, "step eddie").facts()["where.eddie"] == "p1"
