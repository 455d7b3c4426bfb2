"""The bots: SearchBot plays legal moves in time, reproducibly, explains itself, beats RandomBot."""

from __future__ import annotations

import copy
import math
import random

import pytest

import boardtutor
from boardtutor import RuleViolation
from boardtutor.bots import RandomBot, SearchBot, format_percent, move_and_reason, play

GAME = boardtutor.load("woodwalkers")


def _decision_states(players: int = 2, seed: int = 0, count: int = 8, multi: bool = True):
    """States from a random game where a seat must decide: between several actions the search weighs
    (``State.search_actions``) if ``multi``, else with only one legal action."""
    rng = random.Random(seed)
    found = []
    for state in play(GAME.new_initial_state(players=players, seed=seed), [RandomBot(seed + s) for s in range(players)]):
        if not state.is_terminal() and not state.is_chance_node():
            if (len(state.search_actions()) > 1) if multi else (len(state.legal_actions()) == 1):
                found.append(state)
    return rng.sample(found, min(count, len(found)))


def _quick_bot(seed: int = 1, iterations: int = 20) -> SearchBot:
    return SearchBot(seed=seed, time_limit=None, max_iterations=iterations)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_search_bot_only_returns_legal_actions(players):
    bot = _quick_bot()
    for state in _decision_states(players, seed=players):
        action = bot.choose(state)
        assert action in state.legal_actions()
        stats = bot.last_stats
        assert stats["action"] == action and stats["player"] == state.current_player
        assert stats["iterations"] == 20 == sum(stats["visits"].values())
        assert set(stats["visits"]) <= set(state.legal_actions())
        assert all(0 <= v <= 1 for v in stats["values"].values())


def test_search_bot_keeps_to_its_time_limit(ticking_clock):
    clock = ticking_clock(0.0005)
    bot = SearchBot(seed=2, clock=clock)  # the defaults: 0.8 s per turn
    for state in _decision_states(seed=11, count=3):
        action = bot.choose(state)
        stats = bot.last_stats
        assert action in state.legal_actions()
        assert 0 < stats["budget"] <= 0.8 and clock.kept_to(stats), stats
        assert stats["seconds"] > stats["budget"] / 2, "it stopped long before its time was up"
        assert stats["iterations"] > 1


@pytest.mark.parametrize("game_id", boardtutor.games.registered())
def test_the_time_of_a_turn_is_shared_among_its_decisions(game_id, ticking_clock):
    """``time_limit`` is the whole turn's (all decisions of a seat until another seat acts or the game says
    the turn is over): each decision gets a share of what is left of it, never less than 0.05 s, and
    keeps to it; a forced or dominated choice costs nothing."""
    game = boardtutor.load(game_id)
    clock = ticking_clock(0.0005)
    bot = SearchBot(seed=1, time_limit=0.8, clock=clock)
    state = game.new_initial_state(players=2, seed=3)
    rng = random.Random(5)
    seat, spent, turn_lengths, decisions = None, 0.0, [0], 0
    while not state.is_terminal() and decisions < 16:
        if state.is_chance_node():
            state = state.apply(state.sample_chance(rng))
            continue
        if state.current_player != seat:
            seat, spent = state.current_player, 0.0
            turn_lengths.append(0)
        share = (0.8 - spent) / max(1, state.decisions_left_in_turn())
        action = bot.choose(state)
        stats = bot.last_stats
        decisions += 1
        turn_lengths[-1] += 1
        assert action in state.legal_actions() and clock.kept_to(stats), stats
        assert stats["budget"] == pytest.approx(max(0.05, share), abs=1e-9), (spent, stats)
        if stats["forced"] or stats["dominated"]:
            assert stats["iterations"] == 0 and stats["seconds"] <= 2 * clock.tick
        else:
            assert stats["iterations"] >= 1
        spent += stats["seconds"]
        state = state.apply(action)
        if state.decisions_left_in_turn() == 0:  # the game says this seat's turn is over
            seat = None
    assert max(turn_lengths) >= 2, "no turn with more than one decision was tried"


def test_a_single_legal_action_is_returned_at_once(ticking_clock):
    clock = ticking_clock()
    bot = SearchBot(seed=3, time_limit=0.8, clock=clock)
    state = _decision_states(seed=4, count=1, multi=False)[0]
    assert bot.choose(state) == state.legal_actions()[0]
    assert bot.last_stats["forced"] and bot.last_stats["iterations"] == 0
    assert clock.readings == 2  # the start and the end: nothing in between
    move = state.action_text(state.legal_actions()[0], "en")
    assert move in bot.explain("en")


def test_a_choice_the_game_calls_dominated_is_not_weighed(ticking_clock):
    """Woodwalkers: skipping is rolling and then staying, so the search does not weigh it and keeps the
    turn's time for the move; the explanation gives the game's reason, not a chance or "at random"."""
    states = [s for s in play(GAME.new_initial_state(players=2, seed=21), [RandomBot(1), RandomBot(2)])
              if not s.is_terminal() and s.phase == "roll_or_skip"]
    assert len(states) > 5
    for state in states[:6]:
        skipped = state.apply("skip").to_dict()
        for face in range(1, 7):
            stayed = state.apply("roll").apply(f"die {face}").apply("stay").to_dict()
            assert {k: v for k, v in stayed.items() if k != "history"} == {k: v for k, v in skipped.items() if k != "history"}
    plain = [s for s in states if [str(a) for a in s.legal_actions()] == ["roll", "skip"]]
    assert plain
    clock = ticking_clock()
    bot = SearchBot(seed=3, time_limit=0.8, clock=clock)
    for state in plain[:3]:
        readings = clock.readings
        assert str(bot.choose(state)) == "roll"
        assert clock.readings - readings == 2  # at once: the start and the end, no search in between
        stats = bot.last_stats
        assert stats["dominated"] and not stats["forced"] and stats["iterations"] == 0
        for lang in ("de", "en"):
            text = bot.explain(lang)
            assert state.action_text(state.game.parse_action("roll"), lang).rstrip(".!") in text
            assert state.move_reason(state.game.parse_action("roll"), lang).rstrip(".") in text
            assert "%" not in text
    # prune=False: every legal action is weighed, skipping too
    unpruned = SearchBot(seed=3, time_limit=None, max_iterations=40, prune=False)
    unpruned.choose(plain[0])
    assert {str(a) for a in unpruned.last_stats["visits"]} == {"roll", "skip"} and not unpruned.last_stats["dominated"]
    # a game without a reason for it: the explanation says there was nothing to weigh (not "at random")
    state = plain[0]
    bot.choose(state)
    bot._last = (_Reasonless(state), bot._last[1])
    assert "nothing to weigh" in bot.explain("en") and "nichts abzuwägen" in bot.explain("de")


class _Reasonless:
    """A state that gives no reason for its moves (as a game without ``move_reason`` does)."""

    def __init__(self, state):
        self._state = state

    def __getattr__(self, name):
        return getattr(self._state, name)

    def move_reason(self, action, lang=None):
        return None


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_the_search_weighs_only_legal_actions_and_always_some(game_id):
    game = boardtutor.load(game_id)
    players = max(2, game.min_players) if game.max_players >= 2 else game.min_players
    for seed in (1, 2):
        for state in play(game.new_initial_state(players=players, seed=seed), [RandomBot(seed + s) for s in range(players)])[:400]:
            if state.is_terminal() or state.is_chance_node():
                continue
            searched, legal = state.search_actions(), state.legal_actions()
            assert searched and set(searched) <= set(legal)


def test_same_seed_same_choices():
    states = _decision_states(seed=5, count=4)
    first, second = _quick_bot(seed=9, iterations=40), _quick_bot(seed=9, iterations=40)
    for state in states:
        assert first.choose(state) == second.choose(state)
        assert first.last_stats["visits"] == second.last_stats["visits"]
        assert first.last_stats["values"] == second.last_stats["values"]


def test_explain_in_german_and_english_names_the_move():
    bot = _quick_bot(seed=4, iterations=30)
    assert bot.explain("en") != bot.explain("de")  # before any choice: "not chosen yet"
    state = _decision_states(seed=6, count=1)[0]
    action = bot.choose(state)
    de, en = bot.explain("de"), bot.explain("en")
    assert de != en
    assert state.action_text(action, "de").rstrip(".!") in de and state.action_text(action, "en").rstrip(".!") in en
    for lang, text in (("de", de), ("en", en)):  # the move, and why in the game's terms
        assert text.startswith(move_and_reason(state.action_text(action, lang), state.move_reason(action, lang), lang))
    percent = bot.last_stats["values"][action]
    assert format_percent(percent, "de") in de and format_percent(percent, "en") in en
    assert format_percent(0.5, "de") == "50 %" and format_percent(0.9962, "de") == "99,6 %"
    assert format_percent(0.9962, "en") == "99.6%"


def test_choosing_at_the_end_or_at_a_chance_event_is_refused():
    bot = _quick_bot()
    end = play(GAME.new_initial_state(players=2, seed=8), [RandomBot(1), RandomBot(2)])[-1]
    with pytest.raises(RuleViolation) as info:
        bot.choose(end)
    assert "over" in info.value.message("en") and "vorbei" in info.value.message("de")
    with pytest.raises(RuleViolation) as info:
        bot.choose(GAME.new_initial_state(players=2, seed=8))  # the display is drawn first
    assert "chance event" in info.value.message("en") and "Zufallsereignis" in info.value.message("de")
    with pytest.raises(ValueError, match="time limit"):
        SearchBot(time_limit=None)


def test_play_with_mixed_bots():
    start = GAME.new_initial_state(players=3, seed=12)
    states = play(start, [_quick_bot(seed=1, iterations=5), RandomBot(2), _quick_bot(seed=3, iterations=5)])
    assert states[0] is start and states[-1].is_terminal()
    assert all(b.history[:-1] == a.history for a, b in zip(states, states[1:]))


def _short_game(seed: int):
    """After the set-up draws, 5 tiles left in the stack (6 rounds); the other 12 lie on the discard pile
    (every battle-mode tile is somewhere, or the saved-game gate refuses the position)."""
    state = GAME.new_initial_state(players=2, seed=seed)
    while state.is_chance_node():
        state = state.apply(state.sample_chance())
    left = {c: 5 - state.display.count(c) for c in sorted(state.stack)}
    while sum(left.values()) > 5:
        left[max(left, key=left.get)] -= 1
    discard = [c for c in left for _ in range(5 - state.display.count(c) - left[c])]
    return state.with_setup({"stack": left, "discard": discard})


def test_search_bot_beats_random_bot():
    """Six shortened games (6 rounds instead of 18), seats alternating."""
    wins = 0.0
    for index in range(6):
        seat = index % 2
        bots = [RandomBot(100 + index)] * 2
        bots[seat] = _quick_bot(seed=index, iterations=60)
        end = play(_short_game(index), bots)[-1]
        winners = end.outcome().winners
        wins += 1 / len(winners) if seat in winners else 0
    assert wins >= 5, f"SearchBot won only {wins:g} of 6 games against RandomBot"


def test_with_the_games_move_order_the_search_widens_as_its_visits_grow():
    """Woodwalkers sorts its ~100 moves (``State.move_order``): the search tries the most promising first
    and looks at more of them the longer it searches (progressive widening)."""
    state = next(s for s in _decision_states(seed=3, count=40) if s.phase == "move" and len(s.legal_actions()) > 30)
    order = state.move_order(state.legal_actions())
    tried = {}
    for iterations in (20, 400):
        bot = _quick_bot(seed=2, iterations=iterations)
        assert bot.choose(state) in state.legal_actions()
        tried[iterations] = set(bot.last_stats["visits"])
        assert len(tried[iterations]) <= bot._width(iterations)
    assert tried[20] == set(order[: len(tried[20])])  # the first ones, in the game's order
    assert tried[20] < tried[400]


def test_greedy_playouts_follow_the_games_order_and_stay_reproducible():
    state = next(s for s in _decision_states(seed=3, count=40) if s.phase == "move" and len(s.legal_actions()) > 30)
    first, second = (SearchBot(seed=4, time_limit=None, max_iterations=30, playout_greedy=1.0) for _ in range(2))
    action = first.choose(state)
    assert action == second.choose(state) and action in state.legal_actions()
    assert first.last_stats["visits"] == second.last_stats["visits"]


def _move_position():
    return next(s for s in _decision_states(seed=3, count=40) if s.phase == "move" and len(s.legal_actions()) > 30)


def test_with_common_chance_the_nth_visit_of_every_root_move_rolls_the_same_dice():
    """Common random numbers: the k-th iteration through any of the root's moves draws the same random
    numbers (dice in the tree and in the playout), so two moves are compared under the same luck."""
    state = _move_position()
    bot = SearchBot(seed=5, time_limit=None, max_iterations=300, common_chance=True)
    draws: dict[int, set[float]] = {}
    original = bot._luck_for

    def spy(child):
        luck = original(child)
        copy = random.Random()
        copy.setstate(luck.getstate())
        draws.setdefault(child.visits, set()).add(copy.random())  # the first number this iteration draws
        return luck

    bot._luck_for = spy
    bot.choose(state)
    assert len(draws) > 3
    assert all(len(seen) == 1 for seen in draws.values())  # one stream per visit number, whatever the move
    assert len({next(iter(seen)) for seen in draws.values()}) == len(draws)  # and a new one for each visit number
    again = SearchBot(seed=5, time_limit=None, max_iterations=300, common_chance=True)
    assert again.choose(state) == bot.last_stats["action"]  # still reproducible


def test_the_anchor_keeps_the_games_first_choice_unless_the_search_proves_another_better():
    state = _move_position()
    first = state.move_order(state.legal_actions())[0]
    stubborn = SearchBot(seed=6, time_limit=None, max_iterations=300, common_chance=True, anchor=1000.0)
    assert stubborn.choose(state) == first  # nothing is better by 1000 standard errors
    free = SearchBot(seed=6, time_limit=None, max_iterations=300, common_chance=True, anchor=0.0)
    choice = free.choose(state)
    visits = free.last_stats["visits"]
    assert visits[choice] == max(visits.values())  # without the anchor: the move searched most


def test_woodwalkers_asks_the_search_for_common_chance_and_the_anchor():
    """The game's ``search_settings`` are the bot's defaults; arguments win over them."""
    assert GAME.search_settings["common_chance"] is True and GAME.search_settings["anchor"] > 0
    state = _move_position()
    bot = SearchBot(seed=7, time_limit=None, max_iterations=120)
    explicit = SearchBot(seed=7, time_limit=None, max_iterations=120, common_chance=True, anchor=GAME.search_settings["anchor"])
    assert bot.choose(state) == explicit.choose(state)
    assert bot.last_stats["visits"] == explicit.last_stats["visits"]
    assert boardtutor.load("tawa_hallae").search_settings == {}  # games without chance or order search as before


def test_woodwalkers_quick_games_stop_where_the_game_says_and_evaluation_scores_the_rest():
    """``playout_depth`` comes from ``search_settings`` (Woodwalkers: 12 actions) unless given."""
    assert GAME.search_settings["playout_depth"] == 12
    state = _move_position()
    bot = SearchBot(seed=7, time_limit=None, max_iterations=120)
    explicit = SearchBot(seed=7, time_limit=None, max_iterations=120, playout_depth=12)
    assert bot.choose(state) == explicit.choose(state)
    assert bot.last_stats["visits"] == explicit.last_stats["visits"]
    longer = SearchBot(seed=7, time_limit=None, max_iterations=120, playout_depth=60)
    longer.choose(state)
    assert longer.last_stats["visits"] != bot.last_stats["visits"]


def test_estimate_is_one_quick_game_of_the_search_on_the_luck_it_is_given():
    """``SearchBot.estimate``: the same luck gives the same quick game; with no actions left to play
    (``playout_depth=0``) it is the search's score of the position itself: the margin in
    ``evaluation()`` squashed into 0..1, the seat ahead above 0.5."""
    state = _move_position()
    bot = SearchBot(seed=1, time_limit=None, max_iterations=1)
    assert bot.estimate(state, random.Random(3)) == bot.estimate(state, random.Random(3))
    assert len({tuple(bot.estimate(state, random.Random(k))) for k in range(20)}) > 1  # other luck, other games
    still = SearchBot(seed=1, time_limit=None, max_iterations=1, playout_depth=0)
    worth = state.evaluation()
    rewards = still.estimate(state, random.Random(3))
    for seat, reward in enumerate(rewards):
        margin = worth[seat] - worth[1 - seat]
        assert reward == pytest.approx(0.5 + 0.5 * math.tanh(margin / still.margin_scale))
        assert (reward > 0.5) == (margin > 0)


def test_woodwalkers_evaluation_weighs_wounds_tiles_in_hand_and_animals_in_the_game():
    """What a position is worth at the end (fitted in ``benchmarks/woodwalkers_evaluation.py``): a
    wound costs, the die tile and medicine in hand count, an animal out of the game costs most."""
    state = _move_position()
    seat = state.turn
    animal = next(a for (s, a) in state.board.values() if s == seat)
    field = next(f for f, (s, _) in state.board.items() if s == seat and f not in state.flags)

    def worth(change) -> float:
        other = copy.deepcopy(state)
        change(other)
        return other.evaluation()[seat] - state.evaluation()[seat]

    def wound(s):
        s.wounds[seat][animal] = s.wounds[seat].get(animal, 0) + 1

    def out(s):
        del s.board[field]

    def tile(kind, count):
        def change(s):
            s.inventory[seat][kind] = count
        return change

    assert worth(wound) < -1
    assert worth(tile("die", 1)) - worth(tile("die", 0)) > 0
    assert worth(tile("medicine", 1)) - worth(tile("medicine", 0)) > worth(tile("die", 1)) - worth(tile("die", 0))
    assert worth(out) < worth(wound)


@pytest.mark.parametrize("game_id", boardtutor.games())
def test_an_explanation_never_strings_dashes_together(game_id):
    """What the computer says about a move: the move's text, then why (``State.move_reason``). A move's
    text may have a dash of its own (“… onto b2 – duel!”, “… – a hunt!”); the reason then follows as a
    sentence of its own, so an explanation has at most one dash between clauses, and it still holds the
    whole move as the log says it. Over every legal move of sampled positions, in both languages, for
    the seat that moves."""
    from boardtutor.core import with_viewer
    from boardtutor.fuzzing import sample_states

    game = boardtutor.load(game_id)
    states = [s for s in sample_states(game, 40, seed=11) if not s.is_terminal() and not s.is_chance_node()]
    rng = random.Random(game_id)
    explained = 0
    for state in states:
        actions = state.legal_actions()
        for action in rng.sample(actions, min(len(actions), 25)):
            for lang in ("de", "en"):
                reason = with_viewer(state.move_reason, action, lang, viewer=state.current_player)
                if not reason:
                    continue
                said = with_viewer(state.action_text, action, lang, viewer=state.current_player)
                assert " – " not in reason, reason  # a reason is one clause
                text = move_and_reason(said, reason, lang)
                assert text.count(" – ") <= 1, text
                assert said.rstrip(".!") in text and reason.rstrip(" .")[1:] in text
                explained += 1
    assert explained
