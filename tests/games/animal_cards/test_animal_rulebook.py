"""The card battle's rule map (``rulebook.json``) and how much we can trust the examples: every numbered
rule of the rulebook is a paragraph, the engine, the walkthroughs and the assumptions cite paragraphs
that exist, every walkthrough position passes the save gate, questions have one answer, and the
decisions the rulebook leaves open are recorded as assumptions (each with a test of the engine here or
in ``test_animal_rules.py``)."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.animal_cards.rules import HAND_SIZE, damage_of, max_health
from boardtutor.rulebook import KINDS, MUST_COVER, rulebook

from . import reachable
from .test_animal_rules import draw_all, position

GAME = boardtutor.load("animal_cards")
RULES = rulebook("animal_cards")
WALKTHROUGHS = boardtutor.walkthroughs("animal_cards")
BY_ID = {w.id: w for w in WALKTHROUGHS}
PACKAGE = Path(boardtutor.__file__).parent / "games" / "animal_cards"
REPO = Path(boardtutor.__file__).resolve().parents[1]
NUMBERS = ["1", "2.1", "2.2", "3", "4.1", "4.2", "5.1", "5.2", "5.3", "5.4", "6.1", "6.2", "7.1", "7.2", "7.3",
           "8", "9.1", "9.2", "10"]
"""The rulebook numbers its rules like this (read from the rulebook below where it lies next to the repository)."""


def _rulebook_text() -> str | None:
    for base in (REPO.parent, REPO.parent.parent):
        path = base / GAME.data["rulebook"]
        if path.exists():
            return path.read_text(encoding="utf-8")
    return None


def new(**options):
    return GAME.new_initial_state(["Mia", "Leo"], seed=3, **options)


def legal(state):
    return {str(a) for a in state.legal_actions()}


# -- the map itself ----------------------------------------------------------------------------------------
def test_every_number_of_the_rulebook_is_a_paragraph_in_rulebook_order():
    text = _rulebook_text()
    numbers = NUMBERS if text is None else re.findall(r"^(\d+(?:\.\d+)?)\s", text, flags=re.M)
    assert numbers == NUMBERS
    assert [p.number for p in RULES if p.number] == NUMBERS
    assert RULES.paragraphs[0].id == "goal" and RULES.paragraphs[0].number is None  # the aim comes before rule 1


def test_paragraphs_are_complete_and_in_our_own_words():
    raw = json.loads((PACKAGE / "rulebook.json").read_text(encoding="utf-8"))
    assert raw["game"] == "animal_cards" and raw["language"] == "en" and raw["source"] == Path(GAME.data["rulebook"]).name
    ids = [p.id for p in RULES]
    assert len(ids) == len(set(ids)) == 20
    for paragraph in RULES:
        assert paragraph.kind in KINDS and paragraph.page == 1  # the text has no page break
        assert paragraph.heading == "Game Rules" and paragraph.headings["de"] == "Spielregeln"
        de, en = paragraph.summary("de"), paragraph.summary("en")
        assert de and en and de != en and "(s)" not in en and "(n)" not in de and ".." not in de + en
    assert RULES.get("strong_weak").kind == "optional"  # rule 5.3 calls itself optional
    assert RULES.get("deck").kind == "component"
    assert "2.2" in RULES.get("grid").cite("en") and "Spielregeln" in RULES.get("grid").cite("de")


@pytest.mark.rule("animal_cards", "grid")
def test_a_refusal_cites_the_paragraph_of_the_rule_it_breaks():
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1"}}, "2": {"grid": {"a2": "bear1", "a3": "horse1"}}})
    state = state.apply("pass")
    with pytest.raises(RuleViolation) as info:
        state.apply("attack a1 a3")
    assert info.value.rule.section == "grid" and info.value.rule.section in RULES
    assert "2.2" in info.value.rule.cite("en") and "2.2" in info.value.rule.cite("de")


def _cited_by_code() -> set[str]:
    cited = set()
    for path in PACKAGE.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, (ast.Attribute, ast.Name)):
                name = node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id
                if name == "rule" and node.args and isinstance(node.args[0], ast.Constant):
                    cited.add(node.args[0].value)
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "_PHASE_RULE" for t in node.targets):
                cited |= {v.value for v in node.value.values}
    return cited


def test_every_rule_the_engine_cites_is_a_paragraph():
    cited = _cited_by_code()
    assert {"grid", "play", "rest", "card_instructions", "first_player"} <= cited
    assert cited <= {p.id for p in RULES}, cited - {p.id for p in RULES}


def test_assumptions_name_the_paragraphs_they_fill_in():
    for assumption in GAME.data["assumptions"]:
        assert assumption.get("paragraphs"), assumption["id"]
        assert all(p in RULES for p in assumption["paragraphs"]), assumption["id"]  # a rule or an overview
    assert RULES.get("goal").assumptions == ["turn_limit", "empty_grid_ends"]


def test_the_sample_deck_is_marked_as_ours():
    ours = {a["id"] for a in GAME.data["assumptions"] if a.get("sample_deck")}
    assert ours == {"animals", "exercises", "strong_weak", "cards"}
    texts = {a["id"]: a for a in GAME.assumptions("en")}
    assert texts["cards"]["text"].startswith("Our own sample deck") and texts["animals"]["text"].startswith("We made up")
    assert {a["id"]: a for a in GAME.assumptions("de")}["cards"]["text"].startswith("Unser eigener Beispielstapel")


# -- walkthroughs ------------------------------------------------------------------------------------------
def test_every_step_cites_paragraphs_and_every_paragraph_to_cover_is_taught():
    for walkthrough in WALKTHROUGHS:
        for number, step in enumerate(walkthrough.steps, start=1):
            assert step.rules and set(step.rules) <= {p.id for p in RULES}, (walkthrough.id, number)
            assert step.rule is None or step.rule.section in step.rules, (walkthrough.id, number)
    assert all(p.steps for p in RULES if p.kind in MUST_COVER)


def test_the_rulebook_has_no_example_boxes_so_every_walkthrough_is_our_own():
    assert not [p for p in RULES if p.kind == "example"]
    assert {w.source for w in WALKTHROUGHS} == {"own"}
    assert all(not w.source_ref for w in WALKTHROUGHS)


def test_walkthroughs_that_show_hands_say_a_real_player_would_not_see_them():
    for walkthrough in WALKTHROUGHS:
        states = walkthrough.replay()
        if any(state.hands[0] or state.hands[1] for state in states):
            assert "in a real game" in walkthrough.intro.render("en").lower(), walkthrough.id
            assert "in einem echten spiel" in walkthrough.intro.render("de").lower(), walkthrough.id


def test_every_walkthrough_position_passes_the_save_gate():
    for walkthrough in WALKTHROUGHS:
        for state in walkthrough.replay():
            assert GAME.state_from_dict(json.loads(state.to_json())) == state, walkthrough.id


def test_what_the_narrations_claim_about_choices_is_what_the_engine_allows():
    start, passed, *_ = BY_ID["turn"].replay()
    plays = legal(start)  # turn, step 1: dojo on the bear or the elephant, sneakers – but no banana
    assert {"play dojo a1", "play dojo b1", "play sneakers"} <= plays and not any(p.startswith("play banana") for p in plays)
    assert start.facts()["grid.1"]["a1"] == "bear1" and start.facts()["grid.1"]["b1"] == "elephant1"
    start = BY_ID["other_plays"].replay()[0]  # swapping: the elephant and the flamingo are not on Mia's grid
    assert not {"elephant", "flamingo"} & {card[:-1] for card in start.facts()["grid.1"].values()}
    no_attack = BY_ID["no_attack"].replay()
    assert legal(no_attack[1]) == {"end"}  # no animal can attack
    assert legal(no_attack[2]) and "attack" not in no_attack[2].phase
    win = BY_ID["win"].replay()
    assert "horse1" in win[0].hands[1] and win[-1].is_terminal() and win[-1].outcome().winners == (0,)


def test_the_walkthroughs_of_the_rule_map_issue_are_there():
    tie = BY_ID["rps_tie"].replay()
    assert tie[1].phase == "rps" and tie[2].first == 0
    plays = BY_ID["other_plays"]
    assert [step.actions[0].split()[0] for step in plays.steps] == ["discard", "attack", "add", "attack"]
    assert BY_ID["no_attack"].steps[1].actions == ("end",)
    assert any("whistle" in action for step in BY_ID["card_instructions"].steps for action in step.actions)
    assert any("picnic" in action for step in BY_ID["card_instructions"].steps for action in step.actions)


# -- the decisions the rulebook leaves open (assumptions), each through the engine -------------------------------
@pytest.mark.rule("animal_cards", "play", "draw_deck")
def test_assumption_discard_any_number_up_to_the_whole_hand():
    hand = ["banana", "banana", "sneakers", "horse3", "elephant3"]
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1"}, "hand": hand}, "2": {"grid": {"a1": "bear1"}}})
    assert {"discard banana", "discard horse3 elephant3 banana banana sneakers"} <= legal(state)
    swapped = state.apply("discard horse3 elephant3 banana banana sneakers")
    assert swapped.facts()["hand.1"] == 0 and swapped.facts()["drawing"] == "Mia"
    swapped = draw_all(swapped)
    assert swapped.facts()["hand.1"] == HAND_SIZE and swapped.phase == "attack"


@pytest.mark.rule("animal_cards", "dojo", "in_play")
def test_assumption_a_dojo_is_the_play_and_takes_the_item_place():
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1"}, "hand": ["dojo", "frog2", "sneakers"]}, "2": {"grid": {"a1": "bear1"}}})
    state = draw_all(state.apply("play dojo a1"))
    assert state.phase == "attack" and state.slots[0]["item"] == "dojo"
    assert not any(a.startswith("play") for a in legal(state))  # the play is over: no sneakers now


@pytest.mark.rule("animal_cards", "card_instructions")
def test_assumption_the_whistle_is_only_offered_against_damage():
    # Leo lays a blanket on his elephant; then Mia's bear (2 damage) attacks it: weak against the
    # elephant (−1, strong and weak) and the blanket (−1) leave 0 damage
    state = position({"turn": 2, "1": {"grid": {"a1": "bear1"}}, "2": {"grid": {"a1": "elephant1"}, "hand": ["whistle", "blanket"]}},
                     format="strong_weak")
    state = draw_all(state.apply("play blanket a1")).apply("attack a1 a1")
    state = state.apply("pass")
    assert state.damage(0, "a1", "a1")["total"] == 0 and damage_of("bear1") == 2
    after = state.apply("attack a1 a1")
    assert after.phase != "react" and "whistle" in after.hands[1]  # the whistle stays in Leo's hand
    assert after.facts()["last_attack"]["damage"] == 0 and after.facts()["health.2"]["a1"] == max_health("elephant1")


@pytest.mark.rule("animal_cards", "goal")
def test_assumption_an_empty_grid_ends_the_game_even_with_an_animal_in_hand():
    spec = {"turn": 1, "1": {"grid": {"a1": "horse1"}}, "2": {"grid": {"c3": "frog1"}, "health": {"c3": 2}, "hand": ["bear1"]}}
    state = position(spec)
    assert "bear1" in state.hands[1]
    state = state.apply("pass").apply("attack a1 c3")
    assert state.is_terminal() and state.ending == "all_defeated" and state.outcome().winners == (0,)


def test_every_refused_save_cites_the_paragraph_that_makes_it_impossible():
    from boardtutor.games.animal_cards import checks

    source = (PACKAGE / "checks.py").read_text(encoding="utf-8")
    keys = set(re.findall(r'_bad\("([a-z_]+)"', source))
    assert keys and keys == set(checks.RULE_OF)
    assert set(checks.RULE_OF.values()) <= {p.id for p in RULES}
    state = position({"turn": 1, "1": {"grid": {"a1": "frog1"}}, "2": {"grid": {"a1": "bear1"}}})
    data = json.loads(state.to_json())
    data["grids"][1]["a1"][1] = max_health("bear1") + 3
    with pytest.raises(RuleViolation) as info:
        GAME.state_from_dict(data)
    assert info.value.rule.section == "health" and "6.1" in info.value.rule.cite("en")


@pytest.mark.rule("animal_cards", "grid", "draw_deck")
def test_assumption_each_player_picks_the_six_starting_animals_the_other_three_go_into_the_deck():
    state = new(first="1")
    assert {str(a).split()[1] for a in state.legal_actions()} == {f"{a['id']}1" for a in GAME.data["animals"]}  # all nine
    mine = ["horse1", "frog1", "eagle1", "monkey1", "bear1", "cheetah1"]
    for card, cell in zip(mine + mine, ["a1", "b1", "c1", "a2", "b2", "c2"] * 2):
        state = state.apply(f"place {card} {cell}")
    for seat in (0, 1):
        assert {"starfish1", "elephant1", "flamingo1"} <= set(state.decks[seat]) and not state.reserve[seat]


@pytest.mark.rule("animal_cards", "card_instructions", "in_play")
def test_assumption_the_whistle_goes_to_its_owners_discard_pile_at_the_end_of_the_turn():
    *_, whistled = BY_ID["card_instructions"].replay()
    assert "whistle" in whistled.facts()["discard_pile.2"] and whistled.facts()["in_play.2"] == []


EVERYBODY = {
    "en": re.compile(r"everybody|whole class", re.I),
    "de": re.compile(r"machen alle|für alle|alle mit\b|alle,? die mitmachen|ganze Klasse|Dann alle", re.I),
}
MARKED = {"en": re.compile(r"our assumption|our version|our idea"), "de": re.compile(r"unsere Annahme|bei uns|unsere Idee")}


def _notebook_texts(lang):
    """The notebook's Markdown, one paragraph or list item at a time."""
    path = REPO / "notebooks" / lang / "04_animal_cards.ipynb"
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    for cell in cells:
        if cell["cell_type"] == "markdown":
            yield from re.split(r"\n\s*\n|\n(?=- )", "".join(cell["source"]))


@pytest.mark.parametrize("lang", ["de", "en"])
def test_assumption_everybody_joins_in_is_marked_wherever_it_is_taught(lang):
    """Rule 5.1: the attacking player does the exercise. That the whole class joins in is ours: an
    assumption of paragraph 5.1 (so the rule map marks it), and every walkthrough and notebook text
    that has everybody exercise says that it is our assumption."""
    assumption = next(a for a in GAME.data["assumptions"] if a["id"] == "everybody_exercises")
    assert assumption["paragraphs"] == ["attack"] and "5.1" in assumption["provenance"][lang]
    assert "everybody_exercises" in RULES.get("attack").assumptions
    summary = RULES.get("attack").summary(lang)
    assert re.search(r"attacking player|angreifende Person", summary) and re.search(r"our assumption|unsere Annahme", summary), summary
    texts = [w.intro.render(lang) for w in WALKTHROUGHS] + [s.narration.render(lang) for w in WALKTHROUGHS for s in w.steps]
    taught = [t for t in texts + list(_notebook_texts(lang)) if EVERYBODY[lang].search(t)]
    assert len(taught) >= 8  # the walkthroughs' attacks and the notebook's rules say it
    for text in taught:
        assert MARKED[lang].search(text) or "exercise of the last attack" in text or "Übung des letzten Angriffs" in text, text
