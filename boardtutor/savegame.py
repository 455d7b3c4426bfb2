"""One gate for everything that enters from outside: saved games, set-up positions, seeds, names.

A saved position is untrusted text. It passes, in this order:

1. ``read_json``: the text itself — size, nesting depth, numbers of sane size, no NaN/Infinity,
   no duplicate keys (Python's ``json`` would raise ``RecursionError``/``OverflowError`` or silently
   keep the last duplicate).
2. The envelope: the game id and the save format ``version``.
3. The game's pydantic model (``Game.save_model``): types, ranges and the keys each phase needs.
   Pydantic's errors are turned into a learner's words in DE and EN (which field, what was expected).
4. The game's own invariants (``State._validate``): each component exactly once, pieces only where
   they may stand, what the rulebook makes impossible.
5. The generic check: a state that is not over has a legal action or chance outcomes whose
   probabilities are exact and sum to one.

Anything refused raises ``RuleViolation``; nothing is half-loaded. ``Game.state_from_dict`` runs
steps 2–5 and is what every set-up helper (``with_setup``) uses too.

>>> import boardtutor
>>> game = boardtutor.load("woodwalkers")
>>> try:
...     game.state_from_json('{"game": "woodwalkers", "seed": 1e999}')
... except boardtutor.RuleViolation as exc:
...     print(exc.message("en"))
The saved game contains a number that is too big or not a number at all (“1e999”).
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from typing import TYPE_CHECKING, Any, Iterable

from .i18n import Text

if TYPE_CHECKING:  # pragma: no cover
    from .core import Game, State

SAVE_VERSION = 1
"""The version of the saved-game format; ``to_json`` writes it, ``state_from_json`` checks it."""
SAVE_FILE_KIND = "boardtutor-game"
"""``"kind"`` of a saved *game* (start position and moves), see :func:`save_game`."""
MAX_TEXT = 2_000_000
"""Longest saved game accepted, in characters (a finished game is well under 200,000)."""
MAX_DEPTH = 24
"""Deepest nesting of lists/objects accepted (saved games need 5)."""
MAX_INT_DIGITS = 15
"""Longest integer accepted (seeds are below 2**63 but we keep numbers to what a game needs)."""
MAX_NAME = 32
"""Longest player name (characters)."""
MAX_SEED = 2**53
"""Seeds are whole numbers 0 ≤ seed < 2**53 (exact in JSON everywhere)."""


def _violation(_key: str, **params: Any):
    from .core import RuleViolation

    return RuleViolation(Text(_key, **params))


def _short(text: Any, limit: int = 40) -> str:
    """A piece of untrusted input, cut short and without control characters, for a message. Text and
    numbers are shown as written; anything else (None, lists, objects) as “…”: a learner's message
    holds no Python notation.

    >>> _short("take ²"), _short(1.0), _short(None), _short({"a": 1})
    ('take ²', '1.0', '…', '…')
    """
    if isinstance(text, bool) or not isinstance(text, (str, int, float)):
        return "…"
    try:
        text = text if isinstance(text, str) else str(text)
    except ValueError:  # an int too long to write out
        return "…"
    text = "".join(ch if ch.isprintable() else "·" for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- 1. the text -------------------------------------------------------------------------
def _depth(text: str) -> int:
    """The deepest nesting of [ and { outside strings (without recursion)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict:
    seen: dict[str, Any] = {}
    for key, value in pairs:
        if key in seen:
            raise _violation("core.save.duplicate_key", name=_short(key))
        seen[key] = value
    return seen


def _int(text: str) -> int:
    digits = text.lstrip("-")
    if len(digits) > MAX_INT_DIGITS:
        raise _violation("core.save.bad_number", value=_short(text, 20))
    return int(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or len(text) > 40:
        raise _violation("core.save.bad_number", value=_short(text, 20))
    return value


def _constant(text: str):
    raise _violation("core.save.bad_number", value=text)


def read_json(text: Any) -> Any:
    """Parse untrusted JSON text with every guard; raises RuleViolation with a learner's message.

    >>> from boardtutor import RuleViolation
    >>> read_json('{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> try:
    ...     read_json('{"a": 1, "a": 2}')
    ... except RuleViolation as exc:
    ...     print(exc.message("en"))
    The saved game names “a” twice.
    """
    from .core import RuleViolation

    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text[: MAX_TEXT * 4 + 1]).decode("utf-8")
        except UnicodeDecodeError:
            raise _violation("core.save.not_text") from None
    if not isinstance(text, str):
        raise _violation("core.save.not_text")
    if len(text) > MAX_TEXT:
        raise _violation("core.save.too_long", size=len(text) // 1000, limit=MAX_TEXT // 1000)
    if not text.strip():
        raise _violation("core.save.empty")
    if _depth(text) > MAX_DEPTH:
        raise _violation("core.save.too_deep", limit=MAX_DEPTH)
    try:
        return json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_int=_int,
            parse_float=_float,
            parse_constant=_constant,
        )
    except RuleViolation:
        raise
    except json.JSONDecodeError as exc:
        raise _violation("core.save.not_json", line=exc.lineno, column=exc.colno) from None
    except (ValueError, RecursionError, OverflowError):
        raise _violation("core.save.not_json", line=1, column=1) from None


# -- 2. and 3. the envelope and the structure ---------------------------------------------
def _where(loc: Iterable[Any]) -> str:
    """A pydantic location as a path a person can follow: ``wounds → 2 → wolf`` (lists count from 1)."""
    parts = []
    for part in loc:
        if isinstance(part, int):
            parts.append(str(part + 1))
        elif isinstance(part, str) and part != "[key]" and not part.startswith(("function-", "union[", "tagged-union[")):
            parts.append(_short(part, 30))
    return " → ".join(parts)


_ERROR_KEYS = {
    "missing": "missing",
    "extra_forbidden": "unknown",
    "int_type": "int",
    "int_parsing": "int",
    "int_from_float": "int",
    "string_type": "str",
    "bool_type": "bool",
    "list_type": "list",
    "tuple_type": "list",
    "set_type": "list",
    "dict_type": "dict",
    "model_type": "dict",
    "model_attributes_type": "dict",
    "none_required": "none",
    "greater_than_equal": "ge",
    "greater_than": "gt",
    "less_than_equal": "le",
    "less_than": "lt",
    "too_short": "too_short",
    "too_long": "too_long",
    "string_too_long": "string_too_long",
    "string_too_short": "string_too_short",
    "literal_error": "choice",
    "enum": "choice",
    "string_pattern_mismatch": "pattern",
    "union_tag_invalid": "choice",
    "union_tag_not_found": "missing",
}


def error_text(error: dict) -> Text:
    """One pydantic error as a Text. Custom errors (``PydanticCustomError``) whose type is a catalog
    key (``<game>.save.…`` or ``core.save.…``) are rendered with their context."""
    from .i18n import has_key

    kind = error.get("type", "")
    # a context value under a key ending in "_key" is a catalog key: rendered as text in the language
    ctx = {
        (k[:-4] if k.endswith("_key") else k): (Text(str(v)) if k.endswith("_key") and has_key(str(v)) else _short(v, 60))
        for k, v in (error.get("ctx") or {}).items()
    }
    where = _where(error.get("loc", ()))
    if "." in kind and has_key(kind):
        return Text(kind, where=where, **ctx)
    key = _ERROR_KEYS.get(kind, "other")
    value = error.get("input")
    params: dict[str, Any] = {"where": where or "–", "value": _short(value, 30)}
    if key in ("ge", "gt", "le", "lt"):
        params["limit"] = next(iter(ctx.values()), "")
    elif key in ("too_short", "too_long"):
        params["count"] = ctx.get("min_length", ctx.get("max_length", ""))
    elif key in ("string_too_long", "string_too_short"):
        params["count"] = ctx.get("max_length", ctx.get("min_length", ""))
    elif key in ("choice",):
        expected = str(ctx.get("expected", ctx.get("expected_tags", "")))
        params["choices"] = re.sub(r"'([^']*)'", r"\1", expected).replace(" or ", ", ")
    elif key == "pattern":
        params["pattern"] = ctx.get("pattern", "")
    return Text(f"core.save.err.{key}", **params)


def check_structure(game: "Game", data: Any):
    """Validate ``data`` against the game's pydantic model; returns the model instance.

    The first problem (pydantic's order: outside in) is raised as RuleViolation; the full list is on
    ``exc.problems``.
    """
    from pydantic import ValidationError

    if not isinstance(data, dict):
        raise _violation("core.save.not_object")
    if data.get("game") != game.id:
        raise _violation("core.error.wrong_game", game=Text(f"{game.id}.title"))
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise _violation("core.save.version", found=_short(version, 12), version=SAVE_VERSION)
    model = game.save_model
    if model is None:
        return data
    names = data.get("names")
    if isinstance(names, list) and not game.min_players <= len(names) <= game.max_players:
        raise _violation("core.save.one_problem", problem=players_text(game, where="names"))
    try:
        return model.model_validate(data, strict=True)
    except ValidationError as exc:
        problems = [error_text(e) for e in exc.errors(include_url=False)]
        violation = _violation("core.save.problem", problem=problems[0], count=len(problems)) if len(
            problems
        ) > 1 else _violation("core.save.one_problem", problem=problems[0])
        violation.problems = problems
        raise violation from None


def players_text(game: "Game", where: str | None = None) -> Text:
    """How many players the game is for: "for 2 to 4 players", or "for exactly 2 players"."""
    exact = game.min_players == game.max_players
    if where is None:
        return Text("core.error.players_exact" if exact else "core.error.players", lo=game.min_players, hi=game.max_players)
    return Text("core.save.err.players_exact" if exact else "core.save.err.players", where=where, lo=game.min_players, hi=game.max_players)


# -- 4. and 5. the whole state ----------------------------------------------------------
def check_playable(state: "State") -> None:
    """A state that is not over must have a legal action, or chance outcomes with exact probabilities."""
    from .core import check_probabilities

    if state.is_terminal():
        return
    if state.is_chance_node():
        if not check_probabilities(state.chance_outcomes()):
            raise _violation("core.save.no_chance")
    elif not state.legal_actions():
        raise _violation("core.save.stuck")


# -- names, seeds ---------------------------------------------------------------------------
def check_name(name: Any) -> str:
    """A player's name: text of at most MAX_NAME printable characters (``''`` = unnamed)."""
    if not isinstance(name, str):
        raise _violation("core.save.name_type", value=_short(name, 20))
    name = unicodedata.normalize("NFC", name).strip()
    if len(name) > MAX_NAME:
        raise _violation("core.save.name_long", name=_short(name, 20), limit=MAX_NAME)
    if any(not ch.isprintable() for ch in name):
        raise _violation("core.save.name_control", name=_short(name, 20))
    return name


def check_seed(seed: Any) -> int:
    """A seed: None (→ 0) or a whole number 0 ≤ seed < 2**53."""
    if seed is None:
        return 0
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED:
        raise _violation("core.save.seed", value=_short(seed, 20))
    return seed


def check_seat(seat: Any, state: "State") -> int:
    """A seat of ``state`` given from outside (whose game to show): a whole number 0 ≤ seat < players."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.num_players:
        raise _violation("core.save.viewer", value=_short(repr(seat), 20), last=state.num_players - 1)
    return seat


# -- saved games: a start position and the moves -------------------------------------------
def save_game(state: "State", start: "State | None" = None) -> str:
    """A saved game as JSON text: the start position and every move since (so it can be replayed).

    Without ``start`` the position itself is the start (a game without a past).
    """
    if start is None:
        start = state
    moves = state.history[len(start.history) :]
    if state.history[: len(start.history)] != start.history:
        raise ValueError("start is not an earlier position of state")
    data = {
        "kind": SAVE_FILE_KIND,
        "version": SAVE_VERSION,
        "game": state.game.id,
        "start": json.loads(start.to_json()),
        "moves": list(moves),
    }
    return json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1)


def _titles(game_ids: Iterable[str]) -> Any:
    """The games' titles as a person reads them (“Woodwalkers, Wispwood, …”), in both languages."""
    from .i18n import LANGUAGES, Bilingual, tr

    return Bilingual({lang: ", ".join(tr(f"{game_id}.title", lang) for game_id in game_ids) for lang in LANGUAGES})


class SavedGame:
    """A saved game read back: ``start`` (State), ``moves`` (text), ``states`` (start and after each move)."""

    def __init__(self, game: "Game", start: "State", moves: list[str], states: list["State"]) -> None:
        self.game, self.start, self.moves, self.states = game, start, moves, states

    @property
    def final(self) -> "State":
        return self.states[-1]

    def __repr__(self) -> str:
        return f"<saved {self.game.id} game: {len(self.moves)} moves>"


MAX_MOVES = 20_000


def read_game(text: Any, game: "Game | None" = None) -> SavedGame:
    """Read a saved game (``save_game``) or a single position (``State.to_json``) from untrusted text;
    every move is replayed through the engine, so only what the rules allow comes back."""
    from . import games
    from .core import RuleViolation

    data = read_json(text)
    if not isinstance(data, dict):
        raise _violation("core.save.not_object")
    game_id = data.get("game")
    if game is None:
        if not isinstance(game_id, str) or game_id not in games.registered():
            raise _violation("core.save.unknown_game", game=_short(game_id, 30), games=_titles(games.registered()))
        game = games.get(game_id)
    elif game_id != game.id:
        raise _violation("core.error.wrong_game", game=Text(f"{game.id}.title"))
    if data.get("kind") != SAVE_FILE_KIND:  # a single position
        state = game.state_from_dict(data)
        return SavedGame(game, state, [], [state])
    if type(data.get("version")) is not int or data.get("version") != SAVE_VERSION:
        raise _violation("core.save.version", found=_short(data.get("version"), 12), version=SAVE_VERSION)
    unknown = sorted(set(data) - {"kind", "version", "game", "start", "moves"})
    if unknown:
        raise _violation("core.save.one_problem", problem=Text("core.save.err.unknown", where=_short(unknown[0]), value="…"))
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) and len(m) <= 200 for m in moves):
        raise _violation("core.save.moves")
    if len(moves) > MAX_MOVES:
        raise _violation("core.save.too_many_moves", limit=MAX_MOVES)
    start = game.state_from_dict(data.get("start"))
    states = [start]
    for number, move in enumerate(moves, 1):
        try:
            states.append(states[-1].apply(move))
        except RuleViolation as exc:
            raise _violation("core.save.bad_move", number=number, move=_short(move), reason=exc.text) from None
    return SavedGame(game, start, list(moves), states)


# -- the part of every game's pydantic model that the core knows ---------------------------
def _pydantic_base():
    from typing import Annotated

    from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
    from pydantic_core import PydanticCustomError

    from .core import RuleViolation

    def same_rule(name: Any) -> str:
        """A saved name passes the rule of every other entry (``check_name``) and is kept as it returns it."""
        try:
            return check_name(name)
        except RuleViolation as exc:
            raise PydanticCustomError(exc.text.key, "a player's name", dict(exc.text.params)) from None

    Name = Annotated[str, Field(max_length=MAX_NAME), BeforeValidator(same_rule)]
    Move = Annotated[str, Field(max_length=200)]

    class SavedState(BaseModel):
        """What every saved state has; a game's ``Save`` model adds its own fields (extra keys are refused)."""

        model_config = ConfigDict(extra="forbid", strict=True)

        game: str
        version: Annotated[int, Field(ge=SAVE_VERSION, le=SAVE_VERSION)]
        names: list[Name] = Field(min_length=1, max_length=4)
        seed: int = Field(ge=0, lt=MAX_SEED)
        history: list[Move] = Field(max_length=MAX_MOVES)

    return SavedState


def __getattr__(name: str):
    if name == "SavedState":  # built on first use, so importing boardtutor does not import pydantic
        value = globals()["SavedState"] = _pydantic_base()
        return value
    raise AttributeError(name)
