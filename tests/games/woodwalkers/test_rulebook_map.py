"""The Woodwalkers rule map (``rulebook.json``): every paragraph of the German rulebook in order, cited by
the engine's refusals, the walkthroughs and the assumptions; and tests for the paragraphs no other test
checks (the day side, an empty field, the night variant's set-up and secrets, the discard pile).

Rulebook: ``shared/rulebooks/woodwalkers-duel_de-en.txt`` (German first; "--- (page break) ---" ends a
page, page 1 is the cover before the first break).
"""

from __future__ import annotations

import json
import random
import re
import runpy
from pathlib import Path

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.woodwalkers import DATA
from boardtutor.rulebook import KINDS, rulebook

from .test_rules import ANIMALS, after_setup, board_of, duel, final_round, legal, new_game, rolled, rolling, skip_round

REPO = Path(__file__).resolve().parents[3]
RULES = rulebook("woodwalkers")
RAW = json.loads((REPO / "boardtutor" / "games" / "woodwalkers" / "rulebook.json").read_text(encoding="utf-8"))
WALKTHROUGHS = boardtutor.walkthroughs("woodwalkers")
BOOKS = [folder / "shared" / "rulebooks" / "woodwalkers-duel_de-en.txt" for folder in (REPO.parent, REPO.parent.parent)]


def _german_pages() -> list[str]:
    """The German half of the rulebook, page by page, with the PDF's spaced-out letters joined."""
    book = next((path for path in BOOKS if path.exists()), None)
    if book is None:
        pytest.skip("the rulebook is not next to the repository")
    text = book.read_text(encoding="utf-8")
    german = text.split("A n d u el f o r 2")[0]
    return [re.sub(r"\s+", "", page) for page in german.split("--- (page break) ---")]


# == the map itself ================================================================================
def test_the_map_names_its_rulebook_and_language():
    assert RAW["game"] == "woodwalkers" and RAW["source"] == "woodwalkers-duel_de-en.txt" and RAW["language"] == "de"
    assert DATA["rulebook"].endswith(RAW["source"])


def test_every_paragraph_is_complete_and_in_our_own_words():
    ids = [p["id"] for p in RAW["paragraphs"]]
    assert len(ids) == len(set(ids)) == len(RULES)
    for p in RAW["paragraphs"]:
        assert p["kind"] in KINDS, p["id"]
        assert p["heading"] == p["heading_de"] and p["heading_en"] and p["heading_en"] != p["heading_de"], p["id"]
        de, en = p["summary"]["de"], p["summary"]["en"]
        assert de and en and de != en and "\n" not in de + en, p["id"]
        assert de.endswith((".", "?", "!")) and en.endswith((".", "?", "!")), p["id"]


def test_paragraphs_follow_the_rulebook_pages_in_order():
    pages = [p["page"] for p in RAW["paragraphs"]]
    assert pages == sorted(pages)
    german = _german_pages()
    for p in RAW["paragraphs"]:
        # each section heading stands on the page the paragraph names (letters joined, as in the PDF)
        heading = re.sub(r"\s+", "", p["heading"]).split(":")[0].rstrip("?")
        assert heading.lower() in german[p["page"] - 1].lower(), (p["id"], p["heading"], p["page"])


def test_every_number_and_example_box_of_the_rulebook_is_in_the_map():
    german = "".join(_german_pages())
    numbers = set(re.findall(r"(?<![A-Za-z])([a-c]\))(?=[A-ZÄÖÜ])", german))
    assert numbers == {"a)", "b)", "c)"}
    assert numbers == {p.number for p in RULES if p.number}
    boxes = german.count("Beispiel")
    examples = [p for p in RULES if p.kind == "example"]
    assert boxes == len(examples) == 7
    assert [p.id for p in examples] == [f"example.{n}" for n in range(1, 8)]
    # the boxes' pages: one on each of pages 4, 5 and 6, four on page 7
    assert [p.page for p in examples] == [4, 5, 6, 7, 7, 7, 7]


def test_citations_name_heading_number_and_page_in_both_languages():
    flag = RULES.get("forest.flag")
    assert flag.cite("de") == "Woodwalkers-Spielregel, Abschnitt „Wo ist deine Figur gelandet?“, Teil b, S. 5"
    assert flag.cite("en") == "Woodwalkers rulebook, “Where did your figure end up? (Wo ist deine Figur gelandet?)”, part b, p. 5"
    assert [p.id for p in RULES.search("neu werfen")][0] == "forest.die"  # ranked: the best answer first
    assert "night.guess" in [p.id for p in RULES.search("raten")]


# == who cites the map ==============================================================================
def test_every_walkthrough_step_cites_paragraphs_of_the_map():
    for walkthrough in WALKTHROUGHS:
        for number, step in enumerate(walkthrough.steps, 1):
            assert step.rules, (walkthrough.id, number)
            assert all(r in RULES for r in step.rules), (walkthrough.id, number, step.rules)
            assert all(RULES.get(r).kind in ("rule", "variant", "optional") for r in step.rules), (walkthrough.id, number)


def test_every_assumption_names_the_paragraphs_it_fills_in():
    for assumption in DATA["assumptions"]:
        assert assumption["paragraphs"], assumption["id"]
        assert all(p in RULES for p in assumption["paragraphs"]), assumption["id"]
    assert RULES.get("night.guess").assumptions == ["night_guess"]
    assert set(RULES.get("forest.medicine").assumptions) >= {"medicine_timing", "duel_rerolls"}


from .test_rules import _random_states as _random_positions  # noqa: E402  (random play, 80 % moves)


TRIES = ["roll", "skip", "stay", "reroll", "accept", "noguess", "medicine wolf", "guess otter", "return b1", "return e5",
         "choose strength", "b1-b2", "e5-e6", "b1-b1", "c1-e1", "b2-b1", "b8-b9", "d4-e5", "die 3", "draw speed", "reveal points"]


def test_every_refusal_of_the_engine_cites_a_paragraph_of_the_map():
    cited = set()
    for state in _random_positions(12, seed=5):
        if state.is_terminal():
            continue  # "the game is over" comes from the core protocol, for every game alike
        legal_now = legal(state)
        for action in TRIES:
            if action in legal_now:
                continue
            with pytest.raises(RuleViolation) as info:
                state.apply(action)
            rule = info.value.rule
            assert rule is not None and rule.section in RULES, (action, state.phase, rule)
            assert rule.cite("de") != rule.cite("en")
            cited.add(rule.section)
    assert len(cited) >= 12  # the refusals are specific, not one paragraph for everything


def test_the_coverage_report_finds_no_gaps(capsys):
    report = runpy.run_path(str(REPO / "tools" / "rule_coverage.py"))["report"]
    assert report(["woodwalkers"]) == 0, capsys.readouterr().out
    assert "every rule, variant and optional format is taught" in capsys.readouterr().out


# == paragraphs no other test checks =================================================================
@pytest.mark.rule("woodwalkers", "setup.board")
def test_the_day_side_is_the_default_and_uses_the_day_tiles():
    state = new_game(2)
    assert state.facts()["variant"] == "day"
    assert state.chance_outcomes()  # the display is drawn first
    state = rolled(1, players=2, roller=1, place={"b9": "h8"}).apply("h8-h7")
    assert {str(a) for a, _ in state.chance_outcomes()} == {f"reveal {k}" for k in DATA["forest_tiles"]["day"]}


@pytest.mark.rule("woodwalkers", "land.empty", "round_end.turn")
def test_landing_on_an_empty_field_changes_nothing_but_the_animals_place():
    state = rolled(2, players=2, roller=0)
    assert "d3" not in DATA["board"]["forest_fields"] and "d3" not in board_of(state)
    after = state.apply("d1-d3")
    assert board_of(after) == {**{f: v for f, v in board_of(state).items() if f != "d1"}, "d3": (0, "bison")}
    for key in ("score", "inventory", "wounds", "hidden_forest", "flags"):
        assert json.loads(after.to_json())[key] == json.loads(state.to_json())[key], key
    assert after.phase == "roll_or_skip" and after.current_player == 1  # the next player's turn


@pytest.mark.rule("woodwalkers", "round_end.pass_marker")
def test_after_the_holders_turn_the_round_tile_is_discarded_and_the_marker_moves_left():
    state = rolling(3, roller=1, category="strength")  # seat 0 chose strength
    assert state.facts()["marker"] == "P1" and state.discard == []
    state = state.apply("skip").apply("skip")
    assert state.facts()["marker"] == "P1" and state.phase == "roll_or_skip"  # the holder still rolls last
    state = state.apply("skip")
    assert state.discard == ["strength"] and state.category is None
    assert state.facts()["marker"] == "P2" and state.current_player == 1 and state.phase == "choose"


@pytest.mark.rule("woodwalkers", "night.variant")
def test_the_night_game_plays_like_the_day_game_except_for_the_guess():
    day, night = new_game(2, seed=3), new_game(2, seed=3, variant="night")
    script = ["draw strength", "draw speed", "draw endurance", "choose strength", "draw speed", "roll", "die 4", "b9-b5",
              "roll", "die 4", "b1-b5"]
    for action in script:
        assert legal(day) == legal(night) or day.is_chance_node()
        day, night = day.apply(action), night.apply(action)
    assert day.phase == "duel_roll_challenger" and night.phase == "guess"  # the only difference
    night = night.apply("noguess")
    for action in ("die 3", "die 5"):
        day, night = day.apply(action), night.apply(action)
    assert day.facts()["duel.winner"] == night.facts()["duel.winner"] and day.scores() == night.scores()


@pytest.mark.rule("woodwalkers", "night.board", "night.forest")
def test_the_night_side_is_chosen_with_the_variant():
    state = new_game(2, variant="night")
    assert state.facts()["variant"] == "night"
    assert json.loads(state.to_json())["forest_pool"] == DATA["forest_tiles"]["night"]
    with pytest.raises(RuleViolation):
        new_game(2, variant="dusk")


@pytest.mark.rule("woodwalkers", "night.hidden_animals")
def test_night_animals_start_on_their_own_start_fields_in_a_secret_order_each_player_chooses():
    mine = list(reversed(ANIMALS))
    state = new_game(2, variant="night", arrangement={0: mine})
    board = board_of(state)
    south = DATA["board"]["start_fields"]["south"]
    assert [board[f] for f in south] == [(0, a) for a in mine]  # the order the player chose
    # the engine knows every animal (assumption "night_secrets"): the facts name each one's field
    assert state.facts()["where.P1.bear"] == south[0] and state.facts()["where.P2.wolf"] == "b9"


@pytest.mark.rule("woodwalkers", "night.memory")
def test_night_animals_are_turned_over_only_in_the_duel():
    state = duel("wolf", "otter", "strength", variant="night")
    # the guess list does not give the attacker away: every animal the challenger still has
    assert legal(state) == {f"guess {a}" for a in ANIMALS} | {"noguess"}
    done = state.apply("guess bear").apply("die 1").apply("die 1")
    facts = done.facts()
    assert (facts["duel.c_animal"], facts["duel.d_animal"]) == ("wolf", "otter")  # turned over in the duel
    assert facts["duel.guess"] == "bear" and facts["duel.c_bonus"] == 1 and facts["duel.d_bonus"] == 0


# == assumptions recorded for this map ============================================================
@pytest.mark.rule("woodwalkers", "win.tie_wounds", "duel.third_wound")
def test_wounds_of_an_animal_out_of_the_game_do_not_count_in_a_tie():
    # assumption "wounds_of_removed_animals": Ann lost her bear (three wounds, back in the supply) and has
    # one more wound; Ben has two wounds on cards still in play
    state = skip_round(final_round(["Ann", "Ben"], score=[10, 10], wounds={0: {"bear": 3, "otter": 1}, 1: {"raven": 2}}))
    facts = state.facts()
    assert facts["where.Ann.bear"] is None and facts["wounds_total.Ann"] == 1 and facts["wounds_total.Ben"] == 2
    assert state.outcome().winners == (0,) and facts["decided_by"] == "wounds"


@pytest.mark.rule("woodwalkers", "move.foreign_start", "land.duel")
def test_an_animal_on_its_own_start_field_cannot_be_attacked():
    # assumption "safe_on_start": south's wolf on b8 next to north's wolf on b9 (north's start field)
    state = rolled(1, players=2, roller=0, place={"b1": "b8"})
    assert board_of(state)["b9"] == (1, "wolf")
    assert "b8-b9" not in legal(state)
    with pytest.raises(RuleViolation) as info:
        state.apply("b8-b9")
    assert info.value.rule.section == "move.foreign_start"
    # one step further into the playing area the same wolf may be attacked
    state = rolled(1, players=2, roller=0, place={"b1": "b7", "b9": "b8"})
    assert "b7-b8" in legal(state) and state.apply("b7-b8").phase == "duel_roll_challenger"


@pytest.mark.rule("woodwalkers", "setup.youngest")
def test_the_first_named_player_counts_as_the_youngest():
    # assumption "youngest_first"
    state = after_setup(["Sarah", "James", "Isidore"])
    assert state.player_name(state.current_player) == "Sarah" and state.phase == "choose"
    state = after_setup(["Sarah", "James", "Isidore"], start_player=1)
    assert state.player_name(state.current_player) == "James"
    with pytest.raises(RuleViolation) as info:
        new_game(3, start_player=3)
    assert info.value.rule.section == "setup.youngest"


# == the rulebook examples name their box ===========================================================
def test_rulebook_walkthroughs_name_an_example_box_of_the_map_with_its_page():
    boxes = {p.id: p for p in RULES if p.kind == "example"}
    used = set()
    for walkthrough in WALKTHROUGHS:
        if walkthrough.source != "rulebook":
            assert walkthrough.source == "own" and not walkthrough.source_ref
            continue
        de, en = walkthrough.source_ref["de"], walkthrough.source_ref["en"]
        number, page = re.match(r"Beispiel (\d) \(S\. (\d)\)", de).groups()
        assert re.match(rf"example {number} \(p\. {page}\)", en), en
        assert boxes[f"example.{number}"].page == int(page)
        used.add(number)
    assert used == {str(n) for n in range(1, 8)}  # every box of the rulebook is replayed
    assert sum(w.source == "own" for w in WALKTHROUGHS) >= 6
