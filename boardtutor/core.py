"""The protocol every game implements: Game, State, actions, chance events, rule violations.

A ``Game`` holds a game's rules and data and creates States; a ``State`` is one point in a game.
States are immutable: ``state.apply(action)`` returns a new State. Dice, draws and shuffles are
chance events: at a chance point ``current_player`` is ``CHANCE`` and ``chance_outcomes()`` lists
every outcome with its exact probability.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar, Iterable, Sequence

from .i18n import LANGUAGES, Bilingual, Text, check_language, render, tr

CHANCE = -1
"""``current_player`` at a chance point (dice, draws, shuffles)."""
TERMINAL = -4
"""``current_player`` once the game is over."""


@dataclass(frozen=True)
class Rule:
    """A rule citation: which rulebook, which section (a catalog key naming the section).

    >>> Rule("woodwalkers", "duel").cite("en")
    'Woodwalkers rulebook, “The duel”'
    """

    game_id: str
    section: str

    def cite(self, lang: str | None = None) -> str:
        """The rulebook paragraph (``rulebook.json``) or section (catalog) this rule names."""
        from .rulebook import has_rulebook, rulebook

        if has_rulebook(self.game_id) and self.section in rulebook(self.game_id):
            return rulebook(self.game_id).get(self.section).cite(lang)
        return tr(
            "core.rule.cite",
            lang,
            rulebook=Text(f"{self.game_id}.rulebook"),
            section=Text(f"{self.game_id}.section.{self.section}"),
        )

    def __str__(self) -> str:
        return self.cite()


class RuleViolation(ValueError):
    """An illegal or malformed action. The state it was tried on is unchanged.

    ``message(lang)`` says what is wrong in German or English; ``rule`` is the rule it cites.
    """

    def __init__(self, text: Text, rule: Rule | None = None) -> None:
        self.text = text
        self.rule = rule
        super().__init__(self.message("en"))

    def message(self, lang: str | None = None) -> str:
        """What is wrong, in ``"de"`` or ``"en"`` (default: the current language)."""
        return self.text.render(lang)

    def explain(self, lang: str | None = None) -> str:
        """The message followed by the rule it cites."""
        if self.rule is None:
            return self.message(lang)
        return because(self.message(lang), self.rule, lang)

    def __str__(self) -> str:
        return self.explain()


def because(message: str, rule: Any, lang: str | None = None) -> str:
    """A message followed by the rule it cites, as its own sentence (no brackets: a citation may hold
    the rulebook's own heading in brackets)."""
    message = message.rstrip()
    if not message.endswith((".", "!", "?", "…")):
        message += "."
    return tr("core.rule.because", lang, message=message, rule=rule.cite(lang))


@dataclass(frozen=True)
class Action:
    """A small value type for a move or a chance outcome: a kind and its arguments.

    Games subclass it to give the text notation (``str``) and ``parse`` that round-trip.
    """

    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        return " ".join([self.kind, *map(str, self.args)])

    def __repr__(self) -> str:
        return f"{type(self).__name__}.parse({str(self)!r})"


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: the winner(s) by seat and the reason, in DE and EN."""

    winners: tuple[int, ...]
    reason: Text

    @property
    def winner(self) -> int | None:
        """The single winner, or None when several share the win."""
        return self.winners[0] if len(self.winners) == 1 else None

    def message(self, lang: str | None = None) -> str:
        return self.reason.render(lang)

    def __str__(self) -> str:
        return self.message()


class Game:
    """A game's rules and metadata; creates States. Subclasses set the class attributes."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    state_class: ClassVar[type["State"]]
    action_class: ClassVar[type[Action]] = Action

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``new_initial_state`` refuses options it does not know with a RuleViolation
        (Python would raise a bare TypeError)."""
        super().__init_subclass__(**kwargs)
        method = cls.__dict__.get("new_initial_state")
        if method is None:
            return
        import functools
        import inspect

        parameters = inspect.signature(method).parameters
        known = {name for name, p in parameters.items() if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)} - {"self"}
        takes_any = any(p.kind is p.VAR_KEYWORD for p in parameters.values())

        @functools.wraps(method)
        def new_initial_state(self, *args: Any, **options: Any) -> "State":
            unknown = [name for name in options if name not in known]
            if unknown and not takes_any:
                raise RuleViolation(Text("core.error.unknown_option", name=str(unknown[0])[:30], options=", ".join(sorted(known - {"players", "seed"})) or "–"))
            if len(args) > 2:
                raise RuleViolation(Text("core.error.unknown_option", name=_shown(args[2], 30), options=", ".join(sorted(known - {"players", "seed"})) or "–"))
            return method(self, *args, **options)

        cls.new_initial_state = new_initial_state

    def title(self, lang: str | None = None) -> str:
        """The game's name in ``lang``."""
        return tr(f"{self.id}.title", lang)

    def rule(self, section: str) -> Rule:
        return Rule(self.id, section)

    cooperative: ClassVar[bool] = False
    """True for co-operative games: every seat wins or loses together, so a finished game's
    ``outcome().winners`` is every seat or none, and ``scores()`` gives the same number to every
    seat (the group's standing: positive when it is doing well)."""

    hidden_information: ClassVar[bool] = False
    """True when some seat may not see everything (face-down tiles, hands, deck order): then
    ``State.observation(seat)`` and ``State.resample_hidden(seat, rng)`` say what each seat may know."""

    search_settings: ClassVar[dict[str, Any]] = {}
    """How the generic ``SearchBot`` should search this game, where the game knows better than the
    defaults: ``common_chance`` (compare the root's actions under the same dice) and ``anchor`` (keep
    the game's first choice by ``State.move_order`` unless the search found a better one by that many
    standard errors) and ``playout_depth`` (where the quick random games stop and ``State.evaluation``
    scores the position). Arguments given to ``SearchBot`` win over these."""

    gentle_settings: ClassVar[dict[str, Any]] = {}
    """How the beginners' computer (``GentleBot``) plays this game: ``mistakes`` (how often, 0..1, it plays
    a quick move without thinking ahead) and ``iterations`` (how many quick games it plays in its head
    otherwise), tuned so the default ``SearchBot`` beats it and it beats random play
    (``benchmarks/bots.py --versus gentle``). Arguments given to ``GentleBot`` win over these."""

    play_options: ClassVar[dict[str, tuple[str, ...]]] = {}
    """Options of ``new_initial_state`` a player may pick when starting a game (name → values);
    labels are catalog keys ``<game>.option.<name>.<value>``."""

    def ui(self):
        """The game's board adapter for the interactive widgets (see ``boardtutor.widgets.adapter``)."""
        raise NotImplementedError

    def advisor(self, seed: int | None = None):
        """A bot that suggests the next move and says why (``choose(state)``, ``explain(lang)``), or
        None if the game has none. PlayView offers a "hint" button for games that have one."""
        return None

    def assumptions(self, lang: str | None = None) -> list[dict[str, str]]:
        """What we decided where the rulebook is silent: ``id``, ``text`` in ``lang``, ``provenance``."""
        lang = check_language(lang)
        return [
            {"id": a["id"], "text": a[lang], "provenance": a["provenance"][lang]}
            for a in getattr(self, "data", {}).get("assumptions", [])
        ]

    def new_initial_state(self, players: int | Sequence[str] = 2, seed: int | None = None, **options: Any) -> "State":
        raise NotImplementedError

    @property
    def save_model(self) -> Any:
        """The pydantic model of this game's saved state: class ``Save`` in ``boardtutor/games/<id>/save.py``
        (types, ranges and the keys each phase needs), imported on first use (pydantic is not needed to
        play). ``save_schema()`` publishes it as JSON Schema."""
        import importlib

        try:
            module = importlib.import_module(f"boardtutor.games.{self.id}.save")
        except ModuleNotFoundError:
            return None
        return module.Save

    def state_from_json(self, text: str) -> "State":
        """Rebuild a State from ``State.to_json()`` (untrusted text: every check in ``boardtutor.savegame``)."""
        from .savegame import read_json

        return self.state_from_dict(read_json(text))

    def state_from_dict(self, data: Any) -> "State":
        """The one gate for a position from outside (saved games, set-up helpers, widgets): the
        structure (the game's pydantic model), the game's invariants (``State._validate``) and that the
        game can go on. Refused input raises RuleViolation naming what is wrong; nothing is half-loaded."""
        from .savegame import check_playable, check_structure

        checked = check_structure(self, data)
        names = getattr(checked, "names", None)
        if isinstance(names, list):  # the names as the one rule for names gave them back (``check_name``)
            data = {**data, "names": names}
        state = self.state_class.from_dict(self, data)
        state._validate()
        check_playable(state)
        return state

    def save_schema(self) -> dict:
        """The saved-game format of this game as JSON Schema (generated from ``save_model``)."""
        return self.save_model.model_json_schema(mode="validation")

    def parse_action(self, text: str) -> Action:
        """Read an action's text notation; raises RuleViolation for text it does not understand."""
        if not isinstance(text, str):
            raise RuleViolation(Text("core.error.not_an_action", value=_shown(text)))
        if len(text) > 200 or not text.isprintable():
            raise RuleViolation(Text("core.error.unknown_action", text=_shown(text)))
        try:
            return self.action_class.parse(text)
        except RuleViolation:
            raise
        except (ValueError, TypeError, LookupError, AttributeError):  # a notation the parser half read (“take ²”)
            raise RuleViolation(Text("core.error.unknown_action", text=_shown(text))) from None

    def check_action(self, action: Action | str) -> Action:
        """The one gate for an action from outside (text, this game's Action, a core ``Action``): it is
        read by its text notation, so it becomes exactly what this game's notation reads back; what
        is not a move is refused in words.

        >>> import boardtutor
        >>> game = boardtutor.load("woodwalkers")
        >>> game.check_action(Action("choose", ("endurance",))) == game.parse_action("choose endurance")
        True
        """
        if isinstance(action, str):
            return self.parse_action(action)
        if not isinstance(action, Action):
            raise RuleViolation(Text("core.error.not_an_action", value=_shown(action)))
        try:
            text = str(action)
        except Exception:
            raise RuleViolation(Text("core.error.not_an_action", value=_shown(action))) from None
        canonical = self.parse_action(text)
        if str(canonical) != text:
            raise RuleViolation(Text("core.error.unknown_action", text=_shown(text)))
        return canonical

    def player_name(self, state: "State", player: int, lang: str | None = None) -> str:
        names = state.names
        if names and names[player]:
            return names[player]
        return tr("core.player", lang, n=player + 1)

    def __repr__(self) -> str:
        return f"boardtutor.load({self.id!r})"


class State:
    """One point in a game. Immutable: ``apply`` returns a new State.

    Subclasses implement ``_legal_actions``, ``_chance_outcomes``, ``_apply`` (on a copy),
    ``_explain_illegal``, ``_copy``, ``to_dict``/``from_dict``, ``scores`` and ``outcome``.
    """

    game: Game
    names: list[str]
    seed: int
    history: list[str]

    def __init__(self, game: Game) -> None:
        self.game = game

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``action_text`` takes its action through the one gate (``Game.check_action``):
        text, a core ``Action`` or anything else a program passes gets words, never a traceback."""
        super().__init_subclass__(**kwargs)
        method = cls.__dict__.get("action_text")
        if method is None:
            return
        import functools

        @functools.wraps(method)
        def action_text(self: "State", action: Any, *args: Any, **options: Any) -> str:
            action = self.game.check_action(action)
            try:
                return method(self, action, *args, **options)
            except RuleViolation:
                raise
            except Exception:
                if action in self._legal_set():
                    raise  # a legal move the game cannot put in words is a bug, not bad input
                raise self._explain_illegal(action) from None

        cls.action_text = action_text

    # -- the public protocol -------------------------------------------------
    @property
    def current_player(self) -> int:
        """A seat index, ``CHANCE`` or ``TERMINAL``."""
        raise NotImplementedError

    @property
    def num_players(self) -> int:
        return len(self.names)

    def is_terminal(self) -> bool:
        return self.current_player == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player == CHANCE

    def legal_actions(self) -> list[Action]:
        """The actions the current player may take (the outcomes at a chance point; none at the end)."""
        cache = self.__dict__.get("_legal")
        if cache is None:
            if self.is_terminal():
                cache = []
            elif self.is_chance_node():
                cache = [outcome for outcome, _ in self.chance_outcomes()]
            else:
                cache = self._legal_actions()
            self._legal = cache
        return list(cache)

    def _legal_set(self) -> frozenset:
        legal = self.__dict__.get("_legal_frozen")
        if legal is None:
            legal = self._legal_frozen = frozenset(self.legal_actions())
        return legal

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        """Every outcome of the pending chance event with its exact probability (empty if none)."""
        if not self.is_chance_node():
            return []
        return self._chance_outcomes()

    def apply(self, action: Action | str) -> "State":
        """The State after ``action`` (an Action or its text); raises RuleViolation if it is not legal."""
        if isinstance(action, str) or not isinstance(action, Action):
            action = self.game.check_action(action)
        if self.is_terminal():
            raise RuleViolation(Text("core.error.game_over"))
        try:
            legal = action in self._legal_set()
        except TypeError:  # an Action built with unhashable arguments
            legal = False
        if not legal:  # from outside (a core Action, odd arguments): read by its text, as every input is
            action = self.game.check_action(action)
            if action not in self._legal_set():
                raise self._explain_illegal(action)
        new = self._copy()
        new.history = self.history + [str(action)]
        new._apply(action)
        return new

    def sample_chance(self, rng: random.Random | None = None) -> Action:
        """Draw the pending chance outcome with its probability. Without ``rng`` it is derived from the
        game's seed and the number of actions so far, so the same seed and actions give the same game."""
        outcomes = self.chance_outcomes()
        if not outcomes:
            raise RuleViolation(Text("core.error.no_chance"))
        if rng is None:
            rng = random.Random(f"{self.seed}/{len(self.history)}")
        pick = Fraction(rng.random())
        total = Fraction(0)
        for outcome, probability in outcomes:
            total += probability
            if pick < total:
                return outcome
        return outcomes[-1][0]

    def scores(self) -> list[int]:
        raise NotImplementedError

    def decisions_left_in_turn(self) -> int:
        """About how many decisions the seat to move still makes before another seat acts (two moves
        and their facings; shape, turn and place …): a bot shares its time for the turn among them.
        0 means the seat's turn is over (e.g. a chance event comes before the next turn)."""
        return 1

    def plays_by_itself(self, player: int) -> bool:
        """Whether nobody sits in ``player``'s seat because the rules move it (Wispwood's solo ghost):
        a screen then names it as such instead of a person or the computer."""
        return False

    def search_actions(self) -> list[Action]:
        """The legal actions a searching bot weighs against each other: all of them, unless the game knows
        that one leads to nothing another could not reach as well (Woodwalkers: skipping the turn is rolling
        and then staying). A bot then spends its time on the real choices. ``legal_actions()`` stays the
        truth of what a player may do."""
        return self.legal_actions()

    def move_order(self, actions: Sequence[Action]) -> list[Action] | None:
        """``actions`` (the legal ones), the most promising first: a quick guess from the game's own
        knowledge, so a searching bot with many choices looks at the likely good ones first and widens
        its look as its time allows. None: the game has no preference here (the bot tries them all)."""
        return None

    def move_reason(self, action: Action, lang: str | None = None, viewer: int | None = None) -> str | None:
        """Why ``action`` is a good move here, in the game's terms (what it gains, what it avoids), in
        one short clause for a computer player's explanation; None where the game has nothing to say.
        ``viewer``: the seat that reads it (None: the teacher's "show everything"). In a game with
        secrets the reason names nothing hidden from that seat, and a computer's reason uses only what
        its own seat may know."""
        return None

    def has_secrets(self) -> bool:
        """Whether some seat may not see everything in this game now (a game with secrets can have
        variants without any, such as Woodwalkers by day). Default: ``Game.hidden_information``."""
        return self.game.hidden_information

    def observation(self, player: int | None) -> dict[str, Any]:
        """What ``player`` may know now, as JSON-able data (``None``: a spectator, the projector). Games
        with secrets (``Game.hidden_information``) leave out what that seat cannot see; for the others
        it is the whole state but the seed (which would settle every future draw)."""
        data = json.loads(self.to_json())
        data.pop("seed", None)
        return data

    def hidden_from(self, viewer: int) -> list[Bilingual]:
        """The names (DE and EN) of what ``viewer`` may not know now and has never seen, such as the
        cards in another hand that no card on the table shares a name with: words that no screen drawn
        for that seat may show (tests check every surface against it). Games without secrets: none."""
        return []

    def resample_hidden(self, player: int, rng: random.Random) -> "State":
        """A state that ``player`` cannot tell apart from this one (the same ``observation(player)``),
        with everything hidden from that seat drawn anew, consistent with what it has seen. Bots search
        on such states and never read the real secrets. Games without secrets return the state itself."""
        return self

    def evaluation(self) -> list[float]:
        """How well each seat stands in the middle of a game, for bots that stop looking ahead before
        the end (bigger is better; a difference of a few units is a clear lead). Default: ``scores()``.
        Games whose points come rarely may count more here, such as the pieces still in play."""
        return self.scores()

    def outcome(self) -> Outcome | None:
        """Winner(s) and why, once the game is over; None before."""
        raise NotImplementedError

    def to_json(self) -> str:
        """The whole state as JSON text (``game.state_from_json`` reads it back), with the game id and
        the save format's version."""
        from .savegame import SAVE_VERSION

        return json.dumps({**self.to_dict(), "version": SAVE_VERSION}, ensure_ascii=False, sort_keys=True)

    def to_dict(self) -> dict:
        raise NotImplementedError

    def describe(self, lang: str | None = None) -> str:
        """One line on whose turn it is and what happens next."""
        raise NotImplementedError

    def action_text(self, action: Action | str, lang: str | None = None) -> str:
        """An action in words, e.g. "Lissa moves her wolf from i8 to h7"."""
        return str(self.game.check_action(action))

    def player_name(self, player: int, lang: str | None = None) -> str:
        """The seat's name, or “Player 2” / “Spieler 2” (games may name seats otherwise, e.g. by colour)."""
        return self.game.player_name(self, player, lang)

    def svg(self, **options: Any) -> str:
        """The state drawn as SVG; games take keyword options such as ``highlight=`` and ``lang=``."""
        raise NotImplementedError

    def _repr_svg_(self) -> str:
        return self.svg()

    def facts(self) -> dict[str, Any]:
        """Named facts about this state that walkthroughs and tests check."""
        return {}

    # -- helpers for subclasses ---------------------------------------------
    def _validate(self) -> None:
        """The game's own invariants for a position from outside (after its pydantic model): each
        component exactly once, pieces only where they may stand, what the phase needs. Raise
        RuleViolation with a message naming what is wrong."""

    def _copy(self) -> "State":
        raise NotImplementedError

    def _legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def _chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        raise NotImplementedError

    def _apply(self, action: Action) -> None:
        raise NotImplementedError

    def _explain_illegal(self, action: Action) -> RuleViolation:
        return RuleViolation(Text("core.error.not_legal_now", action=str(action)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    def __hash__(self) -> int:
        return hash(self.to_json())

    def __repr__(self) -> str:
        return f"<{self.game.id} state after {len(self.history)} actions: {self.describe('en')}>"


def with_viewer(method: Any, *args: Any, viewer: int | None = None, **kwargs: Any) -> Any:
    """Call a game's text or drawing method for ``viewer`` (the seat that reads or sees it; None:
    everything) where the method takes one; otherwise as it is (a game without secrets tells every
    seat the same, and a game that has not learnt the keyword yet keeps working).

    >>> import boardtutor
    >>> state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=7, variant="night")
    >>> with_viewer(state.describe, "en", viewer=1) == state.describe("en", viewer=1)
    True
    """
    return method(*args, viewer=viewer, **kwargs) if takes_keyword(method, "viewer") else method(*args, **kwargs)


def takes_keyword(method: Any, name: str) -> bool:
    """Whether ``method`` has a parameter called ``name`` (looked up once per function).

    >>> takes_keyword(lambda state, viewer=None: None, "viewer")
    True
    """
    function = getattr(method, "__func__", method)
    takes = _TAKES.get((function, name))
    if takes is None:
        import inspect

        takes = _TAKES[(function, name)] = name in inspect.signature(method).parameters
    return takes


_TAKES: dict[tuple[Any, str], bool] = {}


def _check_players(game: Game, players: int | Sequence[str]) -> list[str]:
    """Turn ``players`` (a count or a list of names) into a list of names ('' for unnamed seats)."""
    from .savegame import check_name, players_text

    if isinstance(players, bool) or not isinstance(players, (int, list, tuple)):
        raise RuleViolation(players_text(game))
    if isinstance(players, int) and not game.min_players <= players <= game.max_players:
        raise RuleViolation(players_text(game))
    names = [""] * players if isinstance(players, int) else [check_name(name) for name in players]
    if not game.min_players <= len(names) <= game.max_players:
        raise RuleViolation(players_text(game))
    return names


def _check_seed(seed: Any) -> int:
    """A seed given to ``new_initial_state``: None or a whole number 0 ≤ seed < 2**53."""
    from .savegame import check_seed

    return check_seed(seed)


def _shown(value: Any, limit: int = 40) -> str:
    """Untrusted input (text, Action arguments, what a browser sent), short and printable, for a message."""
    from .savegame import _short

    return _short(value, limit)


def check_probabilities(outcomes: Iterable[tuple[Action, Fraction]]) -> bool:
    """Whether the probabilities are exact Fractions in (0, 1] that sum to one."""
    probabilities = [p for _, p in outcomes]
    return (
        bool(probabilities)
        and all(isinstance(p, Fraction) and 0 < p <= 1 for p in probabilities)
        and sum(probabilities) == 1
    )


__all__ = [
    "CHANCE",
    "TERMINAL",
    "LANGUAGES",
    "Action",
    "Bilingual",
    "Game",
    "Outcome",
    "Rule",
    "RuleViolation",
    "State",
    "Text",
    "check_language",
    "check_probabilities",
    "render",
]
