"""Playing Wispwood: what each seat may know, the computer player's reasons, its turn and evaluation."""

from __future__ import annotations

import random
import re
from fractions import Fraction

import pytest

import boardtutor
from boardtutor.bots import RandomBot, SearchBot, play
from boardtutor import textcheck
from boardtutor.games.wispwood import DATA, GOALS, KINDS
from boardtutor.games.wispwood.scoring import kind_noun, shape_noun

GAME = boardtutor.load("wispwood")


def _game(players: int, seed: int, goals: str = "random") -> list:
    bots = [RandomBot(seed * 10 + s) for s in range(max(2, players))]
    return play(GAME.new_initial_state(players, seed=seed, goals=goals), bots)


def _decisions(states: list, count: int, seed: int) -> list:
    found = [s for s in states if not s.is_terminal() and not s.is_chance_node() and len(s.legal_actions()) > 1]
    return random.Random(seed).sample(found, min(count, len(found)))


# -- hidden information ---------------------------------------------------------------------------------
def test_the_game_records_that_it_has_no_secrets_beyond_chance():
    assert GAME.hidden_information is False
    record = DATA["hidden_information"]
    assert record["hidden"] is False
    assert "seed" in record["en"] and "Zufall" in record["de"]


def test_no_stack_order_is_stored_the_draws_are_chance_with_exact_probabilities():
    for state in _game(2, 3)[::7]:
        data = state.to_dict()
        assert "stack" not in data and "stacks" not in data  # only counts follow from what is seen
        if state.phase != "refill":
            continue
        outcomes = state.chance_outcomes()
        unseen = state.unseen()
        total = sum(unseen.values())
        assert {str(a): p for a, p in outcomes} == {f"draw {k}": Fraction(n, total) for k, n in unseen.items() if n}
        # the same table with another seed: the seed settles nothing a seat could read off
        other = GAME.state_from_dict({**data, "seed": data["seed"] + 1})
        assert other.chance_outcomes() == outcomes


def test_a_seat_observes_the_whole_table_but_not_the_seed():
    state = _game(2, 4)[40]
    for seat in (0, 1, None):
        seen = state.observation(seat)
        assert "seed" not in seen
        assert seen["forests"] == state.to_dict()["forests"] and seen["pond"] == state.pond
    assert state.resample_hidden(0, random.Random(1)) is state


def test_the_ghosts_next_wisp_is_settled_only_by_its_firefly():
    fireflies = [s for s in _game(1, 5) if s.phase == "firefly" and s.ghost["cat"] is not None]
    assert fireflies
    settled_later = 0
    for state in fireflies:
        outcomes = state.chance_outcomes()
        pool = list(DATA["fireflies"])
        for value in state.ghost["fireflies"]:
            pool.remove(value)
        assert sum(p for _, p in outcomes) == 1
        assert {a.args[0]: p for a, p in outcomes} == {v: Fraction(pool.count(v), len(pool)) for v in set(pool)}
        takes = {(s.ghost["took"]["spot"], s.ghost["took"]["kind"]) for s in (state.apply(a) for a, _ in outcomes) if s.ghost["took"]}
        settled_later += len(takes) > 1
        assert "took" not in state.describe("en")
    assert settled_later  # in some positions, which wisp the ghost takes depends on the firefly


# -- the computer's reasons ------------------------------------------------------------------------------
def _names_something(state, action, text: str, lang: str) -> bool:
    """The reason names a field of the move, a wisp kind, a shape, a goal card or points of the position."""
    words = [str(a) for a in action.args]
    words += [kind_noun(k).render(lang, count=n) for k in KINDS for n in (1, 2)]
    words += [shape_noun(s).render(lang) for s in DATA["shapes"]]
    words += [GOALS[g]["name"][lang] for g in state.goals]
    return any(w in text for w in words) or bool(re.search(r"\d", text))


@pytest.mark.parametrize("players", [1, 2, 3])
def test_every_move_has_a_reason_in_both_languages_naming_the_position(players):
    for state in _decisions(_game(players, players + 10), 25, players):
        for action in state.legal_actions()[:8]:
            de, en = state.move_reason(action, "de"), state.move_reason(action, "en")
            assert de and en and de != en, str(action)
            for lang, text in (("de", de), ("en", en)):
                assert _names_something(state, action, text, lang), (str(action), text)
                assert "(s)" not in text and "(n)" not in text and "(er)" not in text and ".." not in text
                assert not re.search(r"\b1 (points|Punkte|trees|Bäumen|places|Stellen)\b", text), text
            # the move names its field and its wisp; the reason after it does not say them again ("it …")
            move = {lang: state.action_text(action, lang) for lang in ("de", "en")}
            if action.kind in ("tree", "wisp", "catmove"):
                assert all(action.args[0] in move[lang] for lang in move), move
                assert action.args[0] not in en and action.args[0] not in de, (en, de)
            if action.kind == "take":
                kind = state.pond[action.args[0] - 1]
                assert kind_noun(kind).render("en") in move["en"] and kind_noun(kind).render("de") in move["de"], move


def test_reason_names_the_card_and_the_points_a_move_gains():
    state = GAME.new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD", goals="easy")
    for kind in ["orb", "heart", "hat", "pumpkin"] * 2:
        state = state.apply(f"draw {kind}")
    state = state.with_setup({"forests": {"0": {"at": "e5", "rows": ["TT.", "TC.", "..."]}}})
    tree_goal = next(g for g in state.goals if GOALS[g]["kind"] == "tree")
    before = state.forest_score(0).total
    after = state.apply("tree g5").forests[0]
    gained = boardtutor.games.wispwood.ForestScore(after, state.goals, 1).total
    assert gained > before
    en, de = state.move_reason("tree g5", "en"), state.move_reason("tree g5", "de")
    assert f"from {before} to {gained} points" in en and f"von {before} auf {gained} Punkte" in de
    assert GOALS[tree_goal]["name"]["en"] in en and GOALS[tree_goal]["name"]["de"] in de
    assert state.move_reason("take 1", "en") and state.move_reason("refresh", "en") is None  # not legal here


def test_the_computer_explains_its_move_with_the_reason():
    state = _decisions(_game(2, 21), 1, 3)[0]
    bot = SearchBot(seed=2, time_limit=None, max_iterations=20)
    action = bot.choose(state)
    assert state.move_reason(action, "de") in bot.explain("de")
    assert state.move_reason(action, "en") in bot.explain("en")


# -- the computer's turn ----------------------------------------------------------------------------------
def test_decisions_left_follow_the_turn():
    state = GAME.new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD")
    for kind in ["orb", "heart", "hat", "pumpkin"] * 2:
        state = state.apply(f"draw {kind}")
    counts = [state.decisions_left_in_turn()]
    for action in ("take 1", "shape I2", "place f4 f5"):
        state = state.apply(action)
        counts.append(state.decisions_left_in_turn())
    assert counts == [4, 3, 2, 1]
    trees = state.apply("wisp f5")  # Ben's turn
    assert trees.current_player == 1
    trees = trees.apply("tree f5")
    assert trees.phase == "trees" and trees.decisions_left_in_turn() == 2
    assert trees.apply("tree f4").decisions_left_in_turn() == 1
    solo = GAME.new_initial_state(1, seed=2)
    while solo.phase != "firefly":
        solo = solo.apply(solo.sample_chance() if solo.is_chance_node() else solo.legal_actions()[0])
    assert solo.decisions_left_in_turn() == 0  # between two turns: the ghost's


def test_evaluation_counts_points_and_the_way_to_a_full_grid():
    state = GAME.new_initial_state(["Ada", "Ben"], seed=1, pond="ABCD", goals="easy")
    for kind in ["orb", "heart", "hat", "pumpkin"] * 2:
        state = state.apply(f"draw {kind}")
    start = state.evaluation()
    assert start[0] == start[1]
    grown = state.apply("tree f5").apply("tree f4")
    ada, ben = grown.evaluation()
    assert ada > ben
    unit = grown.EVALUATION_UNIT
    assert ada * unit >= grown.scores()[0] and ada * unit - grown.scores()[0] <= DATA["full_grid_bonus"][0] / 2


# -- every composed sentence -----------------------------------------------------------------------------
LEXICON = textcheck.lexicon()


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_sentence_of_a_played_game_reads_well_in_both_languages(players):
    """What a player reads while playing (whose turn, every move in words, the computer's reasons, the
    score explained, the outcome) has no grammar a proofreader would mark: articles and cases that fit
    the wisp or shape, singular after 1, no “(s)”, no doubled punctuation."""
    states = _game(players, players + 30)
    found = []
    for state in states[::3] + states[-1:]:
        for lang in ("de", "en"):
            texts = [state.describe(lang)]
            if not state.is_terminal():
                actions = state.legal_actions()[:6]
                texts += [state.action_text(a, lang) for a in actions]
                texts += [state.move_reason(a, lang) or "" for a in actions]
            for seat in range(len(state.forests)):
                texts += state.forest_score(seat).explain(lang).splitlines()
            found += [f"{lang}: {problem}: {text}" for text in texts for problem in textcheck.problems(text, lang, LEXICON)]
    assert not found, "\n".join(found[:20])


def test_counts_and_nouns_follow_the_grammar():
    """Issue 11: “Gruppe aus genau 2 Kürbissen” (dative plural), singular after 1, and words for children."""
    from boardtutor.games.wispwood import score_forest

    pairs = score_forest("PP\nCT", ["pumpkin_pairs"]).explain("de")
    assert "Gruppe aus genau 2 Kürbissen" in pairs
    assert "group of exactly 2 pumpkins" in score_forest("PP\nCT", ["pumpkin_pairs"]).explain("en")
    one = score_forest("OV\nCT", ["orb_kinds_around", "heart_adjacent_trees"])
    assert "1 Baum daneben" in one.explain("de") and "1 tree next to it" in one.explain("en")
    assert "1 Irrlicht-Art ringsum" in one.explain("de") and "1 kind of wisp around it" in one.explain("en")
    for lang in ("de", "en"):
        for text in (one.explain(lang), pairs):
            assert not re.search(r"\b1 (Felder|fields|times|Bäume|trees|Punkte|points)\b|×\s*(Baum|tree)|orthogonal|drehsymm|rotational", text)


def test_against_the_ghost_the_evaluation_uses_coarser_units():
    solo = GAME.new_initial_state(["Ada"], seed=3, goals="easy")
    while solo.is_chance_node() or solo.phase == "ghost_cat":
        solo = solo.apply(solo.sample_chance() if solo.is_chance_node() else solo.legal_actions()[0])
    you, ghost = solo.evaluation()
    assert ghost * solo.SOLO_EVALUATION_UNIT == solo.scores()[1] > 0  # the ghost's wisps as they score now
    assert solo.SOLO_EVALUATION_UNIT > solo.EVALUATION_UNIT and you * solo.SOLO_EVALUATION_UNIT >= solo.scores()[0]
