"""The win-rate lab: the fast simulator agrees with the engine game for game, the strategies only make
legal moves, and the table, charts and cap odds say what they should."""

from __future__ import annotations

import random
from fractions import Fraction

import matplotlib
import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.games.magische_tiere import caps_distribution
from boardtutor.games.magische_tiere.fastsim import FAST_STRATEGIES, fast_game
from boardtutor.games.magische_tiere.lab import ENDINGS, cap_odds, play_game, plot_cap_odds, simulate
from boardtutor.games.magische_tiere.strategies import STRATEGIES, Advisor, strategy

matplotlib.use("Agg")
GAME = boardtutor.load("magische_tiere")


@pytest.mark.parametrize("name", FAST_STRATEGIES)
def test_fast_simulator_agrees_with_the_checked_engine(name):
    """Every action of the engine path is checked against legal_actions(); the fast simulator must end
    every game the same way (ending, turns, caught, home, tiles lit, cards drawn)."""
    for seed in range(40):
        assert fast_game(name, seed) == play_game(name, seed, fast=False), (name, seed)


def test_fast_simulator_agrees_for_other_player_counts_and_many_seeds():
    for seed in range(1000, 1012):
        for players in (2, 4):
            name = FAST_STRATEGIES[seed % len(FAST_STRATEGIES)]
            assert fast_game(name, seed, players) == play_game(name, seed, players, fast=False)


def _decision_states(count=60, seed=0):
    rng = random.Random(seed)
    found = []
    for game_seed in range(12):
        state = GAME.new_initial_state(players=2, seed=game_seed)
        while not state.is_terminal():
            if not state.is_chance_node() and len(state.legal_actions()) > 1:
                found.append(state)
            state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    return random.Random(seed).sample(found, min(count, len(found)))


@pytest.mark.parametrize("name", sorted(STRATEGIES))
def test_strategies_choose_legal_actions_in_random_positions(name):
    bot = strategy(name, seed=1)
    for state in _decision_states():
        assert bot.choose(state) in state.legal_actions()


def test_unknown_strategy_is_a_bilingual_error():
    with pytest.raises(RuleViolation) as info:
        strategy("cheat")
    assert "children_first" in info.value.message("en") and info.value.message("de") != info.value.message("en")
    with pytest.raises(RuleViolation):
        simulate(["cheat"], games=1, progress=False)


def test_random_strategy_plays_through_the_engine():
    result = play_game("random", seed=4)
    assert result.ending in ENDINGS and result.strategy == "random" and result.turns >= 1


def test_simulate_table_and_chart():
    lab = simulate(["children_first", "place_all"], games=60, seed=5, progress=False)
    assert len(lab.frame) == 120 and set(lab.frame["ending"]) <= set(ENDINGS)
    for lang in ("de", "en"):
        table = lab.table(lang)
        assert list(table.index) == [strategy(n).title(lang) for n in ("children_first", "place_all")]
        shares = table.iloc[:, 1:4].sum(axis=1)
        assert all(abs(s - 100) < 0.2 for s in shares)
        assert table.iloc[0, 0] == 60
    assert lab.table("de").columns[1] != lab.table("en").columns[1]
    fig = lab.plot("en")
    left, right = fig.axes
    assert [t.get_text() for t in left.get_legend().get_texts()] == ["Win (%)", "Narrow win (%)", "Loss (%)"]
    assert len(right.get_legend().get_texts()) == 2 and right.get_xlabel() != ""
    # the stacked bar of each strategy (win + narrow + loss) fills 100 %
    widths = [sum(p.get_width() for p in left.patches[i::2]) for i in range(2)]
    assert all(abs(w - 100) < 0.2 for w in widths)


def test_same_seeds_same_lab():
    a = simulate(["light_first"], games=30, seed=9, progress=False).frame
    b = simulate(["light_first"], games=30, seed=9, progress=False).frame
    assert a.equals(b)


def test_cap_odds_table_is_exact():
    """“About 1 in N rolls” first, then per cent, then the exact count of rolls: no raw fraction to decode."""
    table = cap_odds(6, lang="en")
    dist = caps_distribution(6)
    assert [Fraction(*map(int, x.replace(",", "").split(" in "))) for x in table["Exactly (of all possible rolls)"]] == list(dist.values())
    assert sum(dist.values()) == 1
    assert table.loc[0, "How often? (roughly)"] == "about 1 in 3 rolls"
    assert table.loc[1, "How often? (roughly)"] == f"about 1 in {round(1 / dist[1]):,} rolls"
    assert table.loc[6, "How often? (roughly)"] == "about 1 in 46,656 rolls" and table.loc[6, "Per cent"] == "0.0021%"  # not "0.00"
    german = cap_odds(6, lang="de")
    assert german.loc[6, "Wie oft? (ungefähr)"] == "etwa 1 von 46.656 Würfen"
    assert german.loc[0, "Genau (von allen Möglichkeiten)"] == "15.625 von 46.656"
    assert cap_odds(1, lang="de").loc[0, "Wie oft? (ungefähr)"] == "bei den meisten Würfen"  # 5 in 6, not “1 in 1”
    assert not any("/" in str(cell) for cell in german.to_numpy().ravel())
    with_white = cap_odds(6, white=True, lang="de")
    assert len(with_white) == 8
    fig = plot_cap_odds(6, lang="de")
    assert len(fig.axes[0].patches) == 7


def test_advisor_explains_in_both_languages():
    state = GAME.new_initial_state(players=2, seed=1).apply("roll card light shoe shoe cap ida")
    advisor = GAME.advisor()
    action = advisor.choose(state)
    de, en = advisor.explain("de"), advisor.explain("en")
    assert action in state.legal_actions()
    assert state.action_text(action, "de") in de and state.action_text(action, "en") in en and de != en
    assert Advisor().explain("en") != Advisor().explain("de")  # nothing suggested yet, still bilingual


def test_search_bot_plays_the_co_op_game_in_time(ticking_clock):
    from boardtutor.bots import SearchBot

    clock = ticking_clock()
    bot = SearchBot(seed=2, time_limit=0.8, clock=clock)
    for state in _decision_states(count=4, seed=3):
        action = bot.choose(state)
        assert action in state.legal_actions()
        assert clock.kept_to(bot.last_stats) and bot.last_stats["iterations"] > 0
        assert bot.explain("de") != bot.explain("en")


def test_mid_game_score_predicts_the_ending():
    """scores() is SearchBot's signal before a game ends: at turn 10 it should already tell games the
    group will win from games it will lose (rank statistic AUC well above 0.5 = chance)."""
    from boardtutor.games.magische_tiere.lab import sample_chance

    pairs = []
    for seed in range(90):
        bot = strategy(("children_first", "place_all", "light_first")[seed % 3])
        rng = random.Random(seed)
        state = GAME.new_initial_state(1, seed=seed)
        mid = None
        while not state.is_terminal():
            if mid is None and state.turns >= 10 and state.phase == "roll":
                mid = state.scores()[0]
            state = state.apply(sample_chance(state, rng) if state.is_chance_node() else bot.choose(state))
        if mid is not None:
            pairs.append((mid, state.ending != "loss"))
    won = [score for score, good in pairs if good]
    lost = [score for score, good in pairs if not good]
    assert won and lost
    auc = sum((w > l) + 0.5 * (w == l) for w in won for l in lost) / (len(won) * len(lost))
    assert auc >= 0.7, auc
