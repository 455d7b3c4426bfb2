"""The beginners' computer (GentleBot): legal, reproducible, blind to secrets, honest about each move,
and offered in PlayView between random play and the search."""

from __future__ import annotations

import random

import pytest

import boardtutor
from boardtutor.bots import GentleBot, SearchBot
from boardtutor.fuzzing import sample_states
from boardtutor.i18n import tr

GAMES = boardtutor.games()


class Recording:
    """A thinker that records every state it was asked about (a SearchBot does the thinking)."""

    def __init__(self, seed: int) -> None:
        self.search = SearchBot(seed=seed, time_limit=None, max_iterations=4)
        self.asked: list = []

    def choose(self, state):
        self.asked.append(state)
        return self.search.choose(state)

    def explain(self, lang=None, *, win_chance=True):
        return self.search.explain(lang, win_chance=win_chance)


def _decisions(game_id: str, count: int = 8, seed: int = 3):
    """States of ``game_id`` where a seat chooses between several real choices."""
    game = boardtutor.load(game_id)
    found = [s for s in sample_states(game, 6 * count, seed=seed)
             if not s.is_terminal() and not s.is_chance_node() and len(s.search_actions()) > 1]
    return found[:count]


def _bot(seed: int, **kwargs) -> GentleBot:
    return GentleBot(seed=seed, time_limit=None, iterations=kwargs.pop("iterations", 4), **kwargs)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_gentle_bot_plays_only_legal_moves(game_id):
    game = boardtutor.load(game_id)
    rng = random.Random(game_id)
    for state in [s for s in sample_states(game, 16, seed=5) if not s.is_terminal() and not s.is_chance_node()]:
        bot = _bot(rng.randrange(1000), mistakes=0.5)
        for _ in range(3):  # the same bot again: quick moves and thought-out ones
            assert bot.choose(state) in state.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_same_seed_gives_the_same_moves(game_id):
    states = _decisions(game_id, 5)
    assert states
    first, second = _bot(7, mistakes=0.5), _bot(7, mistakes=0.5)
    assert [first.choose(s) for s in states] == [second.choose(s) for s in states]


@pytest.mark.parametrize("mistakes", [0.0, 1.0])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_gentle_bot_decides_from_what_its_seat_may_know(game_id, mistakes):
    """Thinking (mistakes 0) and quick moves (mistakes 1): the same seed, the same choice in a state
    that differs only in what is hidden from the seat."""
    rng = random.Random(f"gentle/{game_id}")
    checked = 0
    for state in _decisions(game_id, 4, seed=11):
        twin = state.resample_hidden(state.current_player, rng)
        assert twin.observation(state.current_player) == state.observation(state.current_player)
        one, other = _bot(5, mistakes=mistakes), _bot(5, mistakes=mistakes)
        assert one.choose(state) == other.choose(twin)
        assert one.last_quick == other.last_quick == (mistakes == 1.0)
        checked += 1
    assert checked


@pytest.mark.parametrize("game_id", GAMES)
def test_each_explanation_is_true_of_the_move_in_both_languages(game_id):
    """A quick move is said to be one exactly when the bot did not think about it (its thinker was not
    asked); a thought-out move is explained by the one who thought."""
    quick = thought = 0
    for index, state in enumerate(_decisions(game_id, 8, seed=17)):
        thinker = Recording(index)
        bot = GentleBot(seed=index, time_limit=None, mistakes=0.5, thinker=thinker)
        action = bot.choose(state)
        asked = len(thinker.asked)
        for lang in ("de", "en"):
            text = bot.explain(lang)
            assert text and "{" not in text and "bots." not in text
            said_quick = any(tr(key, lang, move="\x00").split("\x00")[1] in text
                             for key in ("bots.explain.quick", "bots.explain.quick_apart"))
            if asked:
                assert thinker.asked == [state] and not said_quick
                assert text == thinker.explain(lang)
                assert action == thinker.search.last_stats["action"]
            else:
                assert said_quick
                move = state.action_text(action, lang, viewer=state.current_player) if "viewer" in _params(state.action_text) else state.action_text(action, lang)
                assert text.startswith(move.rstrip(".!")) and text.count(" – ") <= 1
        quick += not asked
        thought += bool(asked)
    assert quick and thought


def _params(method):
    import inspect

    return inspect.signature(method).parameters


def test_quick_moves_come_at_the_games_rate_and_spread_over_the_choices():
    """Counted from the outside (the decisions the thinker never saw): about ``mistakes`` of them, and
    the quick ones are not all the same move."""
    state = next(s for s in _decisions("wispwood", 20, seed=23) if 5 <= len(s.search_actions()) <= 10)
    thinker = Recording(1)
    bot = GentleBot(seed=2, time_limit=None, mistakes=0.3, thinker=thinker)
    picks = []
    for _ in range(400):
        before = len(thinker.asked)
        action = bot.choose(state)
        if len(thinker.asked) == before:
            picks.append(action)
    # 400 draws at 0.3: 120 expected, sd ~9.2; 4 sd either side
    assert 83 <= len(picks) <= 157
    assert set(picks) == set(state.search_actions())  # each of at most 10 choices ~12 times expected


def test_the_games_own_settings_are_used_and_arguments_win():
    state = _decisions("woodwalkers", 1)[0]
    settings = state.game.gentle_settings
    assert 0 < settings["mistakes"] < 1 and settings["iterations"] > 0
    bot = GentleBot(seed=1, time_limit=None, mistakes=0.0)
    bot.choose(state)
    assert not bot.last_quick and bot._search.last_stats["iterations"] in (0, settings["iterations"])
    bot = GentleBot(seed=1, time_limit=None, mistakes=0.0, iterations=3)
    bot.choose(state)
    assert bot._search.last_stats["iterations"] in (0, 3)


@pytest.mark.parametrize("game_id", GAMES)
def test_play_view_offers_the_gentle_level_and_builds_it(game_id):
    from boardtutor.widgets.views import PlayView

    view = PlayView(game_id, players=2, seats=["human", "human"], seed=2, bot_time=0.05, background=False)
    kinds = [k["id"] for k in view.view["settings"]["seat_kinds"]]
    assert kinds.index("random") < kinds.index("gentle") < kinds.index("search")
    view.new_game(players=2, seats=["gentle", "human"], seed=2)
    bot = view.bots[0]
    assert isinstance(bot, GentleBot)
    game = boardtutor.load(game_id)
    if game.cooperative and game.advisor() is not None:
        assert type(bot.thinker) is type(game.advisor())  # thinks like the co-op game's own player
    if bot._last is not None:  # it has moved: its words are on the screen in both languages
        lines = {}
        for lang in ("de", "en"):
            view.switch_language(lang)
            lines[lang] = view.view["bot_moves"]
        assert lines["de"] and lines["en"] and lines["de"][-1] != lines["en"][-1]
    view.close()
