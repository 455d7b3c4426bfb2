"""boardtutor: learn board games from their rulebooks, step by step, in German and English.

>>> import boardtutor
>>> game = boardtutor.load("woodwalkers")
>>> state = game.new_initial_state(players=2, seed=1)
>>> state.current_player == boardtutor.CHANCE   # the set-up draws come first
True
"""

from __future__ import annotations

from . import games
from .core import CHANCE, TERMINAL, Action, Game, Outcome, Rule, RuleViolation, State
from .i18n import Text, get_language, on_language_change, set_language
from .practice import Exercise, exercises, practice_rules
from .rulebook import rulebook
from .walkthrough import Walkthrough, WalkthroughError, walkthroughs
from .views.accessible import register as _register_display

_register_display()  # in IPython: charts with their words, tables without empty header cells

__version__ = "0.1.0"


def load(game_id: str) -> Game:
    """The registered Game with this id (see ``boardtutor.games()``)."""
    return games.get(game_id)


def class_progress(codes, game_id: str | None = None, lang: str | None = None):
    """Pasted progress codes of a class (from PracticeView's "Progress code") as a table (pandas) and a
    picture (matplotlib) of which rules the pupils have mastered; see ``boardtutor.progress``."""
    from .progress import class_progress as make

    return make(codes, game_id, lang)


def replay(text: str, viewer: int | None = None):
    """A saved game (the text of a ``.json`` file from PlayView's "Save", or ``State.to_json()``) as a
    step-through: Back/Next/slider over every move in words, and "take over" to play on from any step.
    Untrusted text: it is checked and every move is replayed through the engine. ``viewer``: in a game
    with secrets, the seat whose game it shows (what that seat knew at each step); None: everything."""
    from .savegame import read_game
    from .walkthrough import GameRecord
    from .widgets import StepThrough

    record = GameRecord(read_game(text))  # the file is checked before the seat is
    if viewer is not None:
        from .savegame import check_seat

        record = GameRecord(read_game(text), viewer=check_seat(viewer, record.start_state()))
    return StepThrough(record)


__all__ = [
    "CHANCE",
    "TERMINAL",
    "Action",
    "Exercise",
    "Game",
    "Outcome",
    "Rule",
    "RuleViolation",
    "State",
    "Text",
    "Walkthrough",
    "WalkthroughError",
    "class_progress",
    "exercises",
    "games",
    "get_language",
    "load",
    "on_language_change",
    "practice_rules",
    "replay",
    "rulebook",
    "set_language",
    "walkthroughs",
]
