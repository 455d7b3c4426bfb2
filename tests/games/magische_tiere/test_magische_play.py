"""Magische Tiere as a game to play: no secrets beyond chance, the computer's reasons, its turn."""

from __future__ import annotations

import random
import re
from fractions import Fraction
from pathlib import Path

import pytest

import boardtutor
from boardtutor.games.magische_tiere.rules import CARD_COUNTS, CHILDREN, DATA, SYMBOLS
from boardtutor.i18n import Noun, Text, tr

GAME = boardtutor.load("magische_tiere")


def _positions(games: int = 6, seed: int = 0):
    """Decision points of random games (every phase comes up)."""
    rng = random.Random(seed)
    for index in range(games):
        state = GAME.new_initial_state(players=2, seed=index)
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance(rng))
                continue
            yield state
            state = state.apply(rng.choice(state.legal_actions()))


def test_no_hidden_information_beyond_chance_is_recorded_and_true():
    assert GAME.hidden_information is False
    assumption = next(a for a in DATA["assumptions"] if a["id"] == "no_hidden_information")
    assert "Kartenstapel" in assumption["de"] and "card pile" in assumption["en"]
    state = GAME.new_initial_state(players=2, seed=7)
    data = state.to_dict()
    # no order of the pile is kept anywhere: only how many of each kind are left
    assert data["deck"] == CARD_COUNTS and not any(isinstance(v, list) and len(v) > 1 and set(v) <= set(CARD_COUNTS)
                                                   for v in data.values())
    # every seat and the projector see the same
    assert state.observation(0) == state.observation(1) == state.observation(None)


def test_a_draw_is_a_chance_event_with_the_pile_s_exact_odds():
    state = GAME.new_initial_state(players=1, seed=2).with_setup({"deck": {"light_one": 2, "ida_step": 1},
                                                                  "children": {"jo": "p1"}})
    state = state.apply("roll card shoe shoe shoe shoe shoe").apply("place card shoe shoe shoe shoe shoe").apply("go")
    assert state.is_chance_node() and state.phase == "draw"
    odds = {str(a): p for a, p in state.chance_outcomes()}
    assert odds == {"draw light_one": Fraction(2, 3), "draw ida_step": Fraction(1, 3)}
    # two seeds lead to the same position: the seed fixes no order of the cards
    other = GAME.new_initial_state(players=1, seed=99).with_setup({"deck": {"light_one": 2, "ida_step": 1},
                                                                   "children": {"jo": "p1"}})
    other = other.apply("roll card shoe shoe shoe shoe shoe").apply("place card shoe shoe shoe shoe shoe").apply("go")
    assert other.observation(0)["deck"] == state.observation(0)["deck"]
    assert other.chance_outcomes() == state.chance_outcomes()


def _names(lang: str) -> list[str]:
    words = [tr(f"magische_tiere.child.{c}", lang) for c in CHILDREN]
    words += [Noun(f"magische_tiere.symbol.{s}").render(lang) for s in SYMBOLS + ("dino",)]
    words += ["Ida", "Silas"] + (["Nachtwächter", "Karte", "Wegplättchen", "Mütze", "Würfel"] if lang == "de"
                                 else ["watchman", "card", "path tile", "cap", "dice", "die "])
    return words


@pytest.mark.parametrize("lang", ["de", "en"])
def test_move_reason_names_something_on_the_board(lang):
    seen = set()
    for state in _positions():
        for action in state.legal_actions():
            reason = state.move_reason(action, lang)
            seen.add(action.kind)
            assert reason and reason == reason.strip() and not reason.endswith(".")
            assert any(name in reason for name in _names(lang)), reason
            assert "{" not in reason and "  " not in reason
    assert {"place", "reroll", "step", "go", "use"} <= seen


def test_move_reason_counts_and_singular():
    state = GAME.new_initial_state(players=1, seed=1).with_setup({"lit": 10})
    state = state.apply("roll card light shoe shoe cap ida")
    assert state.move_reason("place light", "en") == "only one path tile is still dark"
    assert state.move_reason("place light", "de") == "nur noch ein Wegplättchen ist dunkel"
    state = GAME.new_initial_state(players=1, seed=1).with_setup({"children": {c: "t1" for c in CHILDREN}, "lit": 2,
                                                                  "watchman": "p4", "ida": "o1"})
    state = state.apply("roll card light shoe shoe cap ida")
    assert state.move_reason("place shoe shoe", "de") == "damit die Kinder weitergehen: Eddie ist nur ein Feld vor dem Nachtwächter"


def test_the_group_s_turn_is_shared_among_its_decisions():
    state = GAME.new_initial_state(players=2, seed=3).apply("roll card light shoe shoe cap shoe")
    assert state.decisions_left_in_turn() >= 3
    ready = state.apply("place card light shoe shoe shoe")
    assert ready.phase == "ready" and ready.decisions_left_in_turn() == 1
    after = ready.apply("go")  # a card is drawn, then the rows act
    while after.turns == 0 and not after.is_terminal():
        assert after.decisions_left_in_turn() >= 1 or after.is_chance_node()
        after = after.apply(after.sample_chance(random.Random(1)) if after.is_chance_node() else after.legal_actions()[0])
    assert after.phase == "roll" and after.decisions_left_in_turn() == 0  # the turn is over: the next one begins


def test_the_hint_plays_the_lab_s_best_strategy_and_uses_a_fresh_reroll_card():
    from boardtutor.games.magische_tiere.fastsim import fast_game
    from boardtutor.games.magische_tiere.lab import play_game, sample_chance
    from boardtutor.games.magische_tiere.strategies import Advisor

    for seed in range(8):
        assert play_game(Advisor(seed), seed, fast=False) == fast_game("place_all", seed)
    # a reroll card drawn by the card row is used before the watchman's row acts
    mid_turn = 0
    for seed in range(20):
        advisor, rng = Advisor(seed), random.Random(seed)
        state = GAME.new_initial_state(players=1, seed=seed)
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(sample_chance(state, rng))
                continue
            action = advisor.choose(state)
            mid_turn += action.kind == "use" and action.args[0].startswith("reroll_cap") and state.acting
            state = state.apply(action)
    assert mid_turn > 0


def test_the_hint_says_only_what_is_true():
    from boardtutor.games.magische_tiere.strategies import Advisor

    advisor = Advisor()
    lit = GAME.new_initial_state(players=1, seed=1).with_setup(
        {"children": {"eddie": "t9", "helene": "t8", "jo": "t9", "schoki": "t7"}, "lit": 11, "watchman": "p2", "ida": "o1"}).apply("roll shoe shoe light card cap cap")
    advisor.choose(lit)
    assert "dark" not in advisor.explain("en") and "dunkel" not in advisor.explain("de")
    far = GAME.new_initial_state(players=1, seed=1).with_setup({"hand": ["watchman_back"], "watchman": "r3"})
    far = far.apply("roll shoe shoe shoe shoe shoe shoe")
    assert str(advisor.choose(far)) == "use watchman_back"
    # no cap on his row yet: he walks 0 fields now, and only the loose dice can bring caps
    assert "too close" not in advisor.explain("en") and "Eddie is 3 fields ahead of the watchman" in advisor.explain("en")
    assert "he walks 0 fields, but the loose dice can still bring caps" in advisor.explain("en")
    assert "Eddie ist 3 Felder vor dem Nachtwächter" in advisor.explain("de")


def test_the_hint_fits_the_position_it_explains():
    """Issue 11: the hint spoke of dark tiles when all were lit and of the watchman coming close when
    he was far away. Now the shoe reason says whether the way is lit (or gets lit by this very roll),
    and the watchman card names the closest child's lead and how far he walks with the caps on his row
    now (issue 22: no “could catch” when no cap lies there; ``test_claims.py`` checks every such claim)."""
    from boardtutor.games.magische_tiere.strategies import Advisor

    advisor = Advisor()
    lighting = GAME.new_initial_state(players=1, seed=1).with_setup(
        {"children": {c: "t9" for c in CHILDREN}, "lit": 10, "watchman": "p2", "ida": "o1"}).apply("roll light shoe shoe shoe card cap")
    assert str(advisor.choose(lighting)) == "place card light shoe shoe shoe"
    assert "Mit der Taschenlampe wird der ganze Weg hell, und zusammen brauchen die Kinder noch 12 Schritte" in advisor.explain("de")
    assert "before the dark tiles" not in advisor.explain("en")
    near = GAME.new_initial_state(players=1, seed=1).with_setup(
        {"hand": ["watchman_back"], "children": {"eddie": "p3", "helene": "t2", "jo": "t2", "schoki": "t3"}, "lit": 4,
         "watchman": "p2", "ida": "o1"}).apply("roll light shoe shoe shoe card cap")
    assert near.watchman_threatens() and str(advisor.choose(near)) == "use watchman_back"
    assert "Eddie is only one field ahead of the watchman, and with the caps on his row now he walks one field this turn" in advisor.explain("en")
    assert near.move_reason("use watchman_back", "de") == ("Eddie ist nur ein Feld vor dem Nachtwächter, und mit den Mützen, die jetzt auf "
                                                           "seiner Leiste liegen, läuft er ein Feld: Die Karte schickt ihn ein Feld zurück")
    far = near.with_setup({"hand": ["watchman_back"], "children": {"eddie": "t3", "helene": "t2", "jo": "t2", "schoki": "t3"},
                           "lit": 4, "watchman": "p1", "ida": "o1"}).apply("roll light shoe shoe shoe card cap")
    assert not far.watchman_threatens() and str(advisor.choose(far)) == "use watchman_back"
    assert "could catch" not in advisor.explain("en") and "5 Felder hinter Helene" in advisor.explain("de")
    assert far.move_reason("use watchman_back", "en") == "the watchman is 5 fields behind Helene, and every field of distance helps"


def test_placing_a_cap_by_hand_says_caps_go_by_themselves():
    state = GAME.new_initial_state(players=2, seed=1).apply("roll card light shoe shoe cap ida")
    with pytest.raises(boardtutor.RuleViolation) as caught:
        state.apply("place cap")
    assert "by itself" in caught.value.message("en") and "von allein" in caught.value.message("de")
    with pytest.raises(boardtutor.RuleViolation) as caught:
        state.apply("place card card")
    assert caught.value.message("en").endswith("only one loose die shows that symbol.")
    assert caught.value.message("de").endswith("nur ein loser Würfel zeigt dieses Symbol.")


def test_counts_are_chosen_by_the_catalog_not_by_twin_keys():
    """Plural selectors in the catalogs decide singular and plural: no ``_one`` twins, no counted()."""
    import boardtutor.games.magische_tiere.rules as rules
    from boardtutor import textcheck

    folder = Path(rules.__file__).parent / "locale"
    keys = [e.key for path in folder.glob("*.ftl") for e in textcheck.file_entries(path, path.name.split(".")[-2])]
    assert not [k for k in keys if re.search(r"_one$|\.one$|\.many$", k) and k.rsplit(".", 1)[-1] not in CARD_COUNTS]
    assert not hasattr(rules, "counted")
    state = GAME.new_initial_state(players=1, seed=1).with_setup({"children": {c: "t1" for c in CHILDREN}, "lit": 1})
    assert state.move_reason("stop", "en") == "no child can walk on: only one path tile is lit so far"
    assert state.move_reason("stop", "de") == "kein Kind kann weitergehen: Erst ein Wegplättchen ist hell"


def test_the_computer_reads_a_new_game_as_likely_won_not_lost():
    import math

    squash = lambda v: 0.5 + 0.5 * math.tanh(v / 4)  # SearchBot's default margin_scale
    start = GAME.new_initial_state(players=2, seed=1)
    assert 0.6 < squash(start.evaluation()[0]) < 0.95
    close = start.with_setup({"watchman": "p3", "ida": "o2", "children": {c: "p4" for c in CHILDREN}})
    assert close.scores()[0] < start.scores()[0] and close.evaluation()[0] < start.evaluation()[0]
