"""Interactive views (anywidget): BoardView, StepThrough and PlayView.

The Python side is the source of truth: it renders everything the browser shows into one synced
trait, ``view``. The browser only draws ``view`` and reports what the learner did through the
``intent`` trait; every intent is validated here, and only ``legal_actions()`` decide what happens.
Programmatic twins of every click (``click_field``, ``press``, ``next``, …) drive the same code path,
so notebooks and tests do exactly what a click does.
"""

from __future__ import annotations

import contextvars
import inspect
import secrets
import threading
import time
import weakref
from html import escape
from pathlib import Path
from typing import Any, Callable, Sequence

import anywidget
import traitlets

from .. import bots as _bots
from ..core import Action, Game, RuleViolation, State, Text, because
from ..core import takes_keyword as _takes_keyword
from ..core import with_viewer as _with_viewer
from ..core import _shown as _core_shown
from ..i18n import LANGUAGES, Bilingual, get_language, on_language_change, render, tr
from ..savegame import players_text, read_game, save_game
from ..views.svg import as_image
from ..walkthrough import GameRecord, Walkthrough, predict_feedback, step_caption

STATIC = Path(__file__).parent / "static"


def _shown(value: Any, limit: int = 30) -> str:
    """Untrusted input from the browser, short and printable, for a message (the core's helper)."""
    return _core_shown(value, limit)

_open_views: "weakref.WeakSet[_View]" = weakref.WeakSet()


_PLAIN = {"str": str, "int": int}


def _checked_arguments(method: Callable) -> Callable[[tuple, dict], None]:
    """A check of the arguments a program passes to a view's action: those declared plain ``str`` or
    ``int`` must be that (a bool is no number), else the learner's words say which value was not
    understood, as for the same value from the browser."""
    signature = inspect.signature(method)
    plain = {name: _PLAIN[p.annotation] for name, p in signature.parameters.items() if p.annotation in _PLAIN}

    def check(args: tuple, kwargs: dict) -> None:
        if not plain:
            return
        try:
            bound = signature.bind(None, *args, **kwargs)
        except TypeError:
            raise RuleViolation(Text("widgets.error.bad_intent", detail=method.__name__)) from None
        for name, kind in plain.items():
            if name in bound.arguments:
                value = bound.arguments[name]
                if not isinstance(value, kind) or isinstance(value, bool):
                    raise RuleViolation(Text("widgets.error.bad_value", name=name, value=_shown(value)))

    return check


def _updates(method: Callable) -> Callable:
    """Redraw the view once after a programmatic action (also when it raised: nothing changed then,
    but a half-made selection must not linger). Arguments declared ``str`` or ``int`` are checked first."""
    check = _checked_arguments(method)

    def wrapper(self: "_View", *args: Any, **kwargs: Any) -> Any:
        check(args, kwargs)
        with self._lock:
            outermost = not self._busy
            self._busy = True
            try:
                return method(self, *args, **kwargs)
            finally:
                if outermost:
                    self._busy = False
                    self._refresh()

    wrapper.__name__ = method.__name__
    wrapper.__doc__ = method.__doc__
    wrapper.__wrapped__ = method
    return wrapper


def _in_kernel() -> bool:
    """Whether this runs in a Jupyter kernel (where widget messages arrive between computer moves)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


class _Open(traitlets.Any):
    """A synced trait the browser may write anything into: every value (None too) goes to the view's
    validator, which keeps the old value instead of raising TraitError in the comm handler."""

    def __init__(self, default_value: Any, **kwargs: Any) -> None:
        super().__init__(default_value, **kwargs)
        self.allow_none = False


def _follow_language(lang: str) -> None:
    for view in list(_open_views):
        view.lang = lang


on_language_change(_follow_language)


LAYOUTS = ("wide", "narrow")
"""How a board may be drawn: ``wide`` (the game's own picture) or ``narrow`` (the same picture arranged
for a narrow column: the browser asks for it where the wide one would make the board's text too small)."""

_LAYOUT: contextvars.ContextVar[str] = contextvars.ContextVar("boardtutor_layout", default="wide")


def _fresh_seed() -> int:
    """A start number nobody can know in advance (for a new game whose number the learner left open)."""
    return secrets.randbelow(2**31)


def _layout_option(method: Callable[..., Any]) -> dict[str, str]:
    """``{"layout": …}`` for a game's ``BoardUI`` method when the view is drawn in another layout than the
    wide one and the method takes the keyword; else nothing (a game with one picture keeps it)."""
    layout = _LAYOUT.get()
    return {"layout": layout} if layout != "wide" and _takes_keyword(method, "layout") else {}


def _draw(method: Callable[..., str], state: State, **options: Any) -> str:
    """A game's ``BoardUI.svg`` for the viewer, in the layout the view is drawn in now (a game whose
    drawing has no ``layout`` keyword always draws its one picture)."""
    return _with_viewer(method, state, **options, **_layout_option(method))


def _positions(method: Callable[..., dict], state: State, lang: str) -> dict[str, tuple[float, float]]:
    """A game's ``BoardUI.fields_for`` in the layout the view is drawn in now, as ``_draw`` asks for the
    picture: the arrow keys move between the places where the learner sees them. Only a method that
    takes ``layout`` gets it (and ``lang`` too where the narrow picture's places depend on its texts)."""
    options: dict[str, Any] = _layout_option(method)
    if options and _takes_keyword(method, "lang"):
        options["lang"] = lang
    return method(state, **options)


class _View(anywidget.AnyWidget):
    """What every view shares: language, the rendered ``view``, validated intents, messages."""

    _esm = STATIC / "boardtutor.js"
    _css = STATIC / "boardtutor.css"

    # The browser can write every synced trait: those it may write are ``Any`` with a validator that
    # keeps the old value (and says why) instead of raising TraitError inside the comm handler.
    lang = _Open("de", help="Language of every text in the view: 'de' or 'en'.").tag(sync=True)
    view = _Open({}, help="Everything the browser draws (rendered by Python).").tag(sync=True)
    intent = traitlets.Any({}, help="What the learner did (written by the browser, validated here).").tag(sync=True)
    version = _Open(0, help="Increases with every change; intents for older versions are stale.").tag(sync=True)

    INTENTS: dict[str, dict[str, type | tuple[type, ...]]] = {"lang": {"lang": str}, "button": {"id": str}, "field": {"field": str},
                                           "layout": {"layout": str}}
    BACKGROUND: frozenset[str] = frozenset({"layout"})
    """Intents the browser sends by itself, not for a learner's action (e.g. the practice progress it kept):
    never stale, and answering them keeps the version, so a click sent meanwhile still counts."""

    def __init__(self, **kwargs: Any) -> None:
        self._busy = True  # no drawing until the subclass is ready
        self._lock = threading.RLock()  # a computer player may move from a worker thread
        self._kept: dict[str, Any] = {}  # the last good lang, view and version (see ``set_state``)
        self._draw_later = False
        super().__init__(**kwargs)
        self.lang = get_language()
        self._message: dict[str, Any] | None = None
        _open_views.add(self)

    # -- the browser channel ------------------------------------------------------
    # What the browser sends arrives through ``set_state``, where traitlets stores every value first and
    # validates them together at the end: the validators then answer from ``_kept`` (the last good
    # values), never from the trait itself, and a message is drawn once the values are settled.
    @traitlets.validate("lang")
    def _valid_lang(self, proposal: Any) -> str:
        value = proposal["value"]
        kept = self._kept
        if not isinstance(value, str) or value not in LANGUAGES:
            self._message = {"kind": "error", "text": Text("core.error.language", code=_shown(value, 10))}
            if self._cross_validation_lock:
                self._draw_later = True
            elif not self._busy:
                self._refresh()  # the value stays, so no change is observed: show the message now
            return kept.get("lang", "de")
        kept["lang"] = value
        return value

    @traitlets.validate("version", "view")
    def _only_python_writes(self, proposal: Any) -> Any:
        """``version`` and ``view`` are written by Python alone; what the browser sends is ignored."""
        name = proposal["trait"].name
        if getattr(self, "_writing", False):
            self._kept[name] = proposal["value"]
            return proposal["value"]
        return self._kept.get(name, proposal["trait"].default_value)

    def set_state(self, sync_data: Any) -> None:
        """What the browser writes (the comm calls this): stored, validated, and drawn if it said something."""
        self._draw_later = False
        super().set_state(sync_data)
        if self._draw_later and not self._busy:
            self._draw_later = False
            self._refresh()

    @traitlets.observe("lang")
    def _lang_changed(self, change: Any) -> None:
        if not self._busy:
            self._refresh()

    @traitlets.observe("intent")
    def _intent_received(self, change: Any) -> None:
        intent = change["new"]
        if not intent:
            return
        with self._lock:
            self._busy = True
            try:
                self._dispatch(intent)
            except RuleViolation as exc:
                self._message = {"kind": "error", "text": exc.text, "rule": exc.rule}
            except Exception as exc:  # a bug must not leave a learner with a dead widget
                self._message = {"kind": "error", "text": Text("widgets.error.internal", detail=type(exc).__name__)}
            self._busy = False
            with self.hold_sync():
                self.intent = {}
                background = isinstance(intent, dict) and isinstance(intent.get("type"), str) and intent["type"] in self.BACKGROUND
                self._refresh(new_version=not background)

    MAX_TEXT = 64
    """Longest id, field or language the browser may send (a loaded file has its own limit)."""

    def _dispatch(self, intent: Any) -> None:
        if not isinstance(intent, dict) or not isinstance(intent.get("type"), str) or intent["type"] not in self.INTENTS:
            raise RuleViolation(Text("widgets.error.bad_intent", detail=_shown(intent.get("type") if isinstance(intent, dict) else intent)))
        version = intent.get("version")
        if intent["type"] not in self.BACKGROUND and (not isinstance(version, int) or isinstance(version, bool) or version != self.version):
            raise RuleViolation(Text("widgets.error.stale"))
        for name, kind in self.INTENTS[intent["type"]].items():
            value = intent.get(name)
            if not isinstance(value, kind) or isinstance(value, bool):
                raise RuleViolation(Text("widgets.error.bad_value", name=name, value=_shown(value)))
            if isinstance(value, str) and len(value) > self.MAX_TEXT and name != "text":
                raise RuleViolation(Text("widgets.error.too_long", name=name))
            if isinstance(value, int) and not -(10**15) < value < 10**15:
                raise RuleViolation(Text("widgets.error.bad_value", name=name, value=_shown(value)))
        kind = intent["type"]
        if kind == "lang":  # the message stays, in the other language
            self.lang = intent["lang"]
        elif kind == "layout":  # the browser's room for the board (never a learner's action: the message stays)
            if intent["layout"] not in LAYOUTS:
                raise RuleViolation(Text("widgets.error.bad_value", name="layout", value=_shown(intent["layout"])))
            self._layout = intent["layout"]
        elif kind == "button":
            self.press(intent["id"])
        elif kind == "field":
            self.click_field(intent["field"])
        else:
            self._handle(kind, intent)

    def _handle(self, kind: str, intent: dict) -> None:
        raise RuleViolation(Text("widgets.error.bad_intent", detail=kind))

    def _say(self, text: Text, kind: str = "info", rule: Any = None) -> None:
        self._message = {"kind": kind, "text": text, "rule": rule}

    def _message_view(self, lang: str) -> dict[str, str] | None:
        message = self._message
        if not message:
            return None
        text = render(message["text"], lang)
        if message.get("rule") is not None:
            text = because(text, message["rule"], lang)
        return {"kind": message["kind"], "text": text}

    _layout = "wide"

    def _refresh(self, new_version: bool = True) -> None:
        lang = self.lang
        token = _LAYOUT.set(self._layout)
        try:
            view = self._render(lang)
        finally:
            _LAYOUT.reset(token)
        view["layout"] = self._layout
        view["message"] = self._message_view(lang)
        view["lang_button"] = tr("widgets.other_language", lang)
        view["lang_next"] = "en" if lang == "de" else "de"
        # a view may word a label itself (the exercise coach has no board and no fields to move between)
        view["labels"] = {**{key: tr(f"widgets.{key}", lang) for key in ("board", "actions", "log", "keyboard_help")},
                          **view.get("labels", {})}
        self._writing = True
        try:
            with self.hold_sync():  # one message to the browser, not two
                self.view = view
                if new_version:
                    self.version = self.version + 1
        finally:
            self._writing = False

    def _render(self, lang: str) -> dict[str, Any]:
        raise NotImplementedError

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, plus a static picture (HTML with the SVG board) for viewers without
        JavaScript (GitHub, nbviewer) and a plain-text line without memory addresses."""
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle or {}, {})
        view = self.view
        text = " – ".join(str(part) for part in (view.get("title"), view.get("narration") or view.get("status")) if part)
        return {**data, "text/plain": text, "text/html": self._static_html()}, metadata

    def _static_html(self) -> str:
        view = self.view
        return (
            f"<div class='boardtutor-static'><b>{escape(str(view.get('title', '')))}</b>"
            f"<p>{escape(str(view.get('narration') or ''))}</p>"
            f"{as_image(view['svg'], view.get('status', '')) if view.get('svg') else ''}</div>"
        )

    def __repr__(self) -> str:
        view = self.view or {}
        return f"<{type(self).__name__}: {view.get('title', '')}>"

    def _ready(self) -> None:
        """Called by subclasses at the end of ``__init__``: draw for the first time."""
        self._busy = False
        self._refresh()

    # -- programmatic twins ---------------------------------------------------------
    @_updates
    def press(self, button_id: str) -> None:
        raise RuleViolation(Text("widgets.error.unknown_button", id=button_id))

    @_updates
    def click_field(self, field: str) -> None:
        raise RuleViolation(Text("widgets.error.unknown_field", field=field))

    @_updates
    def switch_language(self, lang: str) -> None:
        """What the DE/EN button does (only this view; ``boardtutor.set_language`` switches all)."""
        self.lang = lang


class _Board:
    """A state on the board that the learner plays by clicks and buttons; chance is sampled."""

    def __init__(self, state: State, on_change: Callable[[], None] | None = None) -> None:
        self.game: Game = state.game
        self.ui = self.game.ui()
        self.states: list[State] = [state]
        self.log: list[tuple[State, Action]] = []
        self.redo: list[tuple[list[State], list[tuple[State, Action]]]] = []
        self.selected: str | None = None
        self.hints = True
        self.last: list[str] = []

    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def positions(self) -> dict[str, tuple[float, float]]:
        """The clickable places of the current state (``BoardUI.fields_for``). Clicks are checked against
        these; the places are the same in every layout, only the view's positions (``board_view``)
        follow the layout drawn."""
        return self.ui.fields_for(self.state)

    def apply(self, action: Action | str) -> None:
        """Apply a learner's action (validated by the engine), then any chance events."""
        state = self.state
        new = state.apply(action)  # raises RuleViolation and changes nothing if illegal
        self.redo.clear()
        self._push(state, new, action)
        self.resolve_chance()

    def _push(self, before: State, after: State, action: Action | str) -> None:
        action = before.game.parse_action(action) if isinstance(action, str) else action
        self.states.append(after)
        self.log.append((before, action))
        self.selected = None
        if not before.is_chance_node():
            self.last = [arg for arg in action.args if isinstance(arg, str) and arg in self.positions]

    def resolve_chance(self) -> None:
        while self.state.is_chance_node():
            before = self.state
            outcome = before.sample_chance()
            self._push(before, before.apply(outcome), outcome)

    def click(self, field: str) -> None:
        if field not in self.positions:
            raise RuleViolation(Text("widgets.error.unknown_field", field=str(field)[:20]))
        if self.state.is_terminal():
            raise RuleViolation(Text("core.error.game_over"))
        click = self.ui.click(self.state, self.selected, field)
        if click.action is not None:
            self.apply(click.action)
        else:
            self.selected = click.select

    viewer: int | None = None
    """Whose eyes the board is drawn for (games with secrets): a seat, or None for everything."""

    def buttons(self, lang: str) -> list[dict[str, Any]]:
        state = self.state
        if state.is_terminal() or state.is_chance_node():
            return []
        return [
            {"id": f"act:{action}", "label": _with_viewer(state.action_text, action, lang, viewer=self.viewer), "group": "actions"}
            for action in self.ui.buttons(state)
        ]

    def press(self, button_id: str) -> bool:
        """Handle an ``act:`` button; False if the id is not an action button."""
        if not button_id.startswith("act:"):
            return False
        notation = button_id[4:]
        if notation not in {str(a) for a in self.ui.buttons(self.state)}:
            raise RuleViolation(Text("widgets.error.unknown_button", id=notation[:40]))
        self.apply(notation)
        return True

    def board_view(self, lang: str, highlight: Sequence[str] = ()) -> dict[str, Any]:
        state = self.state
        targets = self.ui.targets(state, self.selected) if self.hints and not state.is_terminal() else []
        positions = _positions(self.ui.fields_for, state, lang)
        clickable = [] if state.is_terminal() else sorted(positions)
        return {
            "svg": _draw(self.ui.svg, state, highlight=tuple(highlight) or tuple(self.last), targets=tuple(targets),
                         selected=self.selected, lang=lang, viewer=self.viewer),
            "positions": {f: list(p) for f, p in positions.items()},
            "clickable": clickable,
            "targets": targets,
            "selected": self.selected,
            "status": _with_viewer(state.describe, lang, viewer=self.viewer),
        }

    def log_lines(self, lang: str, last: int = 12) -> list[str]:
        lines = [_with_viewer(before.action_text, action, lang, viewer=self.viewer) for before, action in self.log]
        return lines[-last:]


class BoardView(_View):
    """One board you can play by clicking: pick an animal, then a highlighted field. ``viewer``: in a game
    with secrets, the seat it is drawn for (None: everything).

    >>> import boardtutor
    >>> state = boardtutor.walkthroughs("woodwalkers")[1].replay()[1]
    >>> view = BoardView(state)
    >>> view.click_field("a6"); view.click_field("d5")
    >>> view.state.history[-2]
    'a6-d5'
    """

    def __init__(self, state: State, *, hints: bool = True, viewer: int | None = None, **kwargs: Any) -> None:
        self._board = _Board(state)
        self._board.hints = hints
        if viewer is not None:  # a game with secrets drawn for one seat (None: everything, for a teacher)
            from ..savegame import check_seat

            self._board.viewer = check_seat(viewer, state)
        super().__init__(**kwargs)
        self._board.resolve_chance()
        self._ready()

    @property
    def state(self) -> State:
        return self._board.state

    @_updates
    def click_field(self, field: str) -> None:
        """What a click on ``field`` does: select an animal, or move the selected one there."""
        self._message = None
        self._board.click(field)

    @_updates
    def press(self, button_id: str) -> None:
        """What a button does: ``act:<action>`` plays the action, ``ctl:hints`` toggles the hints."""
        self._message = None
        if button_id == "ctl:hints":
            self._board.hints = not self._board.hints
        elif not self._board.press(button_id):
            raise RuleViolation(Text("widgets.error.unknown_button", id=button_id[:40]))

    def _render(self, lang: str) -> dict[str, Any]:
        board = self._board
        view = {"kind": "board", "title": board.game.title(lang), **board.board_view(lang)}
        view["buttons"] = board.buttons(lang) + [
            {"id": "ctl:hints", "label": tr("widgets.hints_off" if board.hints else "widgets.hints_on", lang), "group": "controls"}
        ]
        view["log"] = board.log_lines(lang)
        outcome = board.state.outcome()
        view["result"] = outcome.message(lang) if outcome else None
        return view


class StepThrough(_View):
    """A rulebook walkthrough, step by step: Back / Next / slider, narration with the rule it cites,
    the board with the step's highlights, "predict first" questions, and "take over" to play on.

    >>> import boardtutor
    >>> view = StepThrough(boardtutor.walkthroughs("woodwalkers")[3])
    >>> view.next(); view.index
    1
    """

    INTENTS = {**_View.INTENTS, "slider": {"value": int}}

    def __init__(self, walkthrough: Walkthrough, **kwargs: Any) -> None:
        self.walkthrough = walkthrough
        self.viewer: int | None = getattr(walkthrough, "viewer", None)  # a game told for one seat
        self.states = walkthrough.replay()
        self.index = 0
        self.answers: dict[int, int] = {}
        self.tries: dict[int, int] = {}
        self._play: _Board | None = None
        super().__init__(**kwargs)
        self._ready()

    # -- navigation ------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self.walkthrough.steps)

    @_updates
    def goto(self, index: int) -> None:
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= self.total:
            raise RuleViolation(Text("widgets.error.step_range", total=self.total))
        self._message = None
        if index != self.index:  # coming back to a step asks its question again
            self.answers.pop(index, None)
            self.tries.pop(index, None)
        self.index = index

    @_updates
    def next(self) -> None:
        if self.index < self.total:
            self.goto(self.index + 1)

    @_updates
    def back(self) -> None:
        if self.index > 0:
            self.goto(self.index - 1)

    def _question(self, index: int) -> dict | None:
        step = self.walkthrough.steps[index - 1] if index else None
        return step.predict if step is not None and step.predict and index not in self.answers else None

    @_updates
    def answer(self, choice: int) -> None:
        """Answer the current step's "predict first" question; the step is revealed afterwards."""
        question = self._question(self.index)
        if question is None:
            raise RuleViolation(Text("widgets.error.no_question"))
        if isinstance(choice, bool) or not isinstance(choice, int) or not 0 <= choice < len(question["choices"]):
            raise RuleViolation(Text("widgets.error.bad_choice", n=len(question["choices"])))
        right = choice in _right_answers(question)
        if not right and self.tries.get(self.index, 0) == 0:  # one more try before the solution
            self.tries[self.index] = 1
            self._say(Text("widgets.predict.try_again"), "info")
            return
        self.answers[self.index] = choice
        self._say(predict_feedback(question, right), "success" if right else "info")

    @_updates
    def take_over(self) -> None:
        """Play on from the step shown (the walkthrough itself stays as it is)."""
        state = self.states[self.index if self._question(self.index) is None else self.index - 1]
        if state.is_terminal():
            raise RuleViolation(Text("core.error.game_over"))
        if self.viewer is not None:  # a game told for one seat goes on from what that seat knows: the rest is drawn anew
            import random

            state = state.resample_hidden(self.viewer, random.Random(f"{state.seed}/{len(state.history)}/{self.viewer}"))
        self._play = _Board(state)
        self._play.viewer = self.viewer
        self._play.resolve_chance()
        self._say(Text("widgets.took_over"))

    @_updates
    def back_to_walkthrough(self) -> None:
        self._play = None
        self._message = None

    @_updates
    def click_field(self, field: str) -> None:
        if self._play is None:
            raise RuleViolation(Text("widgets.error.take_over_first"))
        self._message = None
        self._play.click(field)

    @_updates
    def press(self, button_id: str) -> None:
        actions = {
            "nav:next": self.next,
            "nav:back": self.back,
            "ctl:take_over": self.take_over,
            "ctl:back": self.back_to_walkthrough,
        }
        if button_id in actions:
            actions[button_id]()
        elif button_id.startswith("choice:") and button_id[7:].isdigit() and len(button_id) < 12:
            self.answer(int(button_id[7:]))
        elif self._play is not None and button_id.startswith("act:"):
            self._message = None
            self._play.press(button_id)
        else:
            raise RuleViolation(Text("widgets.error.unknown_button", id=button_id[:40]))

    def _handle(self, kind: str, intent: dict) -> None:
        self.goto(intent["value"])

    # -- drawing ---------------------------------------------------------------------
    def _static_html(self) -> str:
        """Without JavaScript: every step at once, as the static walkthrough view shows it."""
        if isinstance(self.walkthrough, GameRecord):  # a whole game: the board where it stands
            return super()._static_html()
        from ..views.static import show_walkthrough

        return show_walkthrough(self.walkthrough, self.lang).data

    def _render(self, lang: str) -> dict[str, Any]:
        walkthrough = self.walkthrough
        view: dict[str, Any] = {"kind": "steps", "title": walkthrough.title(lang), "log": [], "result": None,
                                "source": walkthrough.source_note(lang)}
        if self._play is not None:
            view.update(self._play.board_view(lang))
            view["buttons"] = self._play.buttons(lang) + [
                {"id": "ctl:back", "label": tr("widgets.back_to_walkthrough", lang), "group": "controls"}
            ]
            view["narration"] = tr("widgets.playing_on", lang, step=self.index, total=self.total)
            view["log"] = self._play.log_lines(lang)
            outcome = self._play.state.outcome()
            view["result"] = outcome.message(lang) if outcome else None
            return view
        index = self.index
        question = self._question(index)
        shown = index - 1 if question else index
        step = walkthrough.steps[index - 1] if index else None
        board = _Board(self.states[shown])
        board.hints = False
        board.viewer = self.viewer
        # while a question waits, the step's highlights could give its answer away: a question shows
        # only what it names itself
        highlight = (question.get("highlight", ()) if question else step.highlight) if step else ()
        view.update(board.board_view(lang, highlight=highlight))
        view["clickable"] = []
        view["targets"] = []
        view["step"] = {"index": index, "total": self.total, "label": tr("core.walkthrough.start", lang) if index == 0 else step_caption(walkthrough, index, lang)}
        if question:
            view["narration"] = render(question["question"], lang)
            view["citation"] = ""
            view["buttons"] = [
                {"id": f"choice:{i}", "label": render(question["choices"][i], lang), "group": "choices"}
                for i in _choice_order(walkthrough, index, len(question["choices"]))
            ]
        else:
            view["narration"] = (
                step.narration.render(lang) if step else (walkthrough.intro.render(lang) if walkthrough.intro
                                                          else _with_viewer(self.states[0].describe, lang, viewer=self.viewer))
            )
            view["citation"] = step.cite(lang) if step and (step.rule or step.rules) else ""
            view["buttons"] = []
        view["buttons"] = [
            {"id": "nav:back", "label": tr("widgets.back", lang), "group": "nav", "disabled": index == 0},
            {"id": "nav:next", "label": tr("widgets.next", lang), "group": "nav", "disabled": index == self.total or bool(question)},
            *view["buttons"],
            {"id": "ctl:take_over", "label": tr("widgets.take_over", lang), "group": "controls",
             "disabled": self.states[shown].is_terminal()},
        ]
        return view


def _right_answers(question: dict) -> set[int]:
    """The choices that are right: ``answer`` (an index) and any listed in ``also_right``."""
    return {question["answer"], *question.get("also_right", ())}


def _choice_order(walkthrough: Walkthrough, index: int, count: int) -> list[int]:
    """The order a question's choices are shown in: shuffled, the same every time for that question
    (so the right answer is not always the first button)."""
    import random

    order = list(range(count))
    random.Random(f"{walkthrough.game.id}/{walkthrough.id}/{index}").shuffle(order)
    return order


SEAT_KINDS = ("human", "random", "gentle", "search")
"""Who may sit in a seat, the computers weakest first: random moves, the beginners' level (``GentleBot``), the search."""


_views_by_cell: "weakref.WeakValueDictionary[str, PlayView]" = weakref.WeakValueDictionary()


def _cell_id() -> str | None:
    """The notebook cell running now (JupyterLab and VS Code send its id with each execution), or None."""
    try:
        from IPython import get_ipython

        kernel = getattr(get_ipython(), "kernel", None)
        parent = kernel.get_parent() if kernel is not None and hasattr(kernel, "get_parent") else None
    except Exception:  # pragma: no cover - an old kernel without ``get_parent``
        return None
    cell = (parent or {}).get("metadata", {}).get("cellId") if isinstance(parent, dict) else None
    return cell if isinstance(cell, str) else None


def _replace_in_cell(view: "PlayView") -> None:
    """A PlayView made by re-running a cell takes the place of the one that cell made before: the old
    one is closed, so its computer players stop instead of playing on unseen."""
    cell = _cell_id()
    if cell is None:
        return
    old = _views_by_cell.get(cell)
    _views_by_cell[cell] = view
    if old is not None and old is not view:
        old.close()


def _seat_kinds() -> Bilingual:
    """The seat kinds as a person reads them (“Mensch, Computer (zieht zufällig), …”), in both languages."""
    return Bilingual({lang: ", ".join(tr(f"widgets.seat.{kind}", lang) for kind in SEAT_KINDS) for lang in LANGUAGES})


class PlayView(_View):
    """A live game: hotseat for 2–4 people, any seat given to a bot, undo/redo, a move log in words,
    the bot's move explained, and the result with its tie-breaks at the end.

    >>> import boardtutor
    >>> view = PlayView("woodwalkers", players=2, seats=["human", "random"], seed=4)
    >>> view.state.current_player
    0
    """

    # "seed": the start number the learner typed, or None (the field left empty): a fresh one, drawn here
    INTENTS = {**_View.INTENTS, "new_game": {"players": int, "seed": (int, type(None))}, "load": {"text": str}, "slider": {"value": int},
               "download": {}}

    def __init__(
        self,
        game: str | Game,
        players: int | Sequence[str] = 2,
        *,
        seats: Sequence[str] | None = None,
        seed: int = 1,
        bot_time: float = 0.8,
        background: bool | None = None,
        pause: float = 0.6,
        show_win_chance: bool = False,
        **options: Any,
    ) -> None:
        from .. import load

        self.game = load(game) if isinstance(game, str) else game
        self.bot_time = bot_time
        # In a notebook the computer thinks in a worker thread, so the kernel keeps answering (the
        # learner's move is drawn at once, "Blue is thinking…" shows); elsewhere it moves at once.
        self.background = _in_kernel() if background is None else bool(background)
        self.pause = pause
        self.show_win_chance = show_win_chance
        self._generation = 0
        self._worker: threading.Thread | None = None
        self._closed = False
        self._wake = threading.Event()  # ends a worker's pause between two computer moves at once
        self._thinking: int | None = None
        self._paused = False
        self.bot_moves: list[dict[str, str]] = []
        self.bot_note: dict[str, str] | None = None
        self.show_all = False  # the teacher's switch: show every secret (for explaining)
        self._revealed_for: int | None = None  # hotseat: whose secrets are on screen now
        self._hinted = False
        self._saved: tuple[State, str] | None = None  # after "Save": the position saved and its text
        self._replay: StepThrough | None = None
        super().__init__()
        self.new_game(players=players, seats=seats, seed=seed, **options)
        self._ready()
        _replace_in_cell(self)

    def close(self) -> None:
        """Stop the game for good: a computer player thinking or pausing gives up (no move comes after
        this) and its thread has ended when ``close`` returns; then the widget closes. Re-running the cell
        that made this view closes it too."""
        with self._lock:
            self._closed = True
            self._generation += 1
            self._thinking = None
            worker = self._worker
            if not self._busy:
                self._refresh()  # drawn without "… is thinking"
        self._wake.set()
        if worker is not None and worker is not threading.current_thread():
            worker.join()  # at most one of the computer's turns (``bot_time``)
        super().close()

    @property
    def state(self) -> State:
        return self._board.state

    @_updates
    def new_game(self, players: int | Sequence[str] = 2, *, seats: Sequence[str] | None = None, seed: int = 1, **options: Any) -> None:
        """Start over with these settings (what the "New game" button does)."""
        if isinstance(players, bool) or not isinstance(players, (int, list, tuple)):
            raise RuleViolation(players_text(self.game))
        count = players if isinstance(players, int) else len(players)
        if seats is not None and not isinstance(seats, (list, tuple)):
            raise RuleViolation(Text("widgets.error.seats", kinds=_seat_kinds()))
        seats = list(seats) if seats is not None else ["human"] * count
        if len(seats) != count or any(not isinstance(s, str) or s not in SEAT_KINDS for s in seats):
            raise RuleViolation(Text("widgets.error.seats", kinds=_seat_kinds()))
        for name, value in options.items():
            if value not in self.game.play_options.get(name, ()):
                raise RuleViolation(Text("core.error.bad_option", name=_shown(name), value=_shown(value, 20)))
        state = self.game.new_initial_state(players=players, seed=seed, **options)
        self.settings = {"players": count, "seats": seats, "seed": seed, "options": dict(options)}
        self.bots = {i: self._make_bot(kind, seed + i) for i, kind in enumerate(seats) if kind != "human"}
        self._board = _Board(state)
        self.bot_note = None
        self.bot_moves = []
        self._message = None
        self._saved = None
        self._replay = None
        self._paused = False
        self._advance()

    # -- saving, loading, replaying ------------------------------------------------------
    def save(self) -> str:
        """The game so far as the text of a saved-game file: its start and every move (what "Save" gives)."""
        board = self._board
        return save_game(board.state, board.states[0])

    @_updates
    def load(self, text: str) -> None:
        """Load a saved game (file text or ``State.to_json()``) and play on from where it stands; a bad
        file is refused with a message and the current game stays as it was."""
        saved = read_game(text, self.game)  # raises RuleViolation: nothing changed
        count = saved.final.num_players
        seats = self.settings["seats"] if len(self.settings["seats"]) == count else ["human"] * count
        board = _Board(saved.start)
        for before, after, move in zip(saved.states, saved.states[1:], saved.moves):
            board._push(before, after, move)
        self.settings = {**self.settings, "players": count, "seats": seats}
        self.bots = {i: self._make_bot(kind, self.settings["seed"] + i) for i, kind in enumerate(seats) if kind != "human"}
        self._board, self._replay, self._saved, self.bot_note, self.bot_moves = board, None, None, None, []
        self._say(Text("widgets.loaded", n=len(saved.moves)), "success")
        self._advance()

    @_updates
    def replay(self) -> None:
        """Show the game so far step by step, like a worked example ("take over" plays on from a step)."""
        board = self._board
        record = GameRecord(read_game(save_game(board.state, board.states[0]), self.game), viewer=self._replay_viewer())
        self._replay = StepThrough(record)
        self._replay.lang = self.lang
        self._replay.goto(self._replay.total)

    def _replay_viewer(self) -> int | None:
        """Whose game "Watch again" tells (what that seat knew at each step): the person at the screen
        in a game with secrets (hotseat: the one whose secrets are shown now), also after the end, so
        that taking over from a step hands nobody the other seats' secrets; everything with the
        teacher's "show everything", without secrets or without people."""
        state = self._board.state
        humans = [seat for seat in range(state.num_players) if seat not in self.bots]
        if not state.has_secrets() or self.show_all or not humans:
            return None
        if len(humans) == 1 or self._revealed_for not in humans:
            return humans[0]
        return self._revealed_for

    @_updates
    def end_replay(self) -> None:
        self._replay = None
        self._message = None

    def _take_over_from_replay(self) -> None:
        replay = self._replay
        states = replay.states[: replay.index + 1]
        if states[-1].is_terminal():
            raise RuleViolation(Text("core.error.game_over"))
        board = _Board(states[0])
        for before, after in zip(states, states[1:]):
            board._push(before, after, after.history[-1])
        self._board, self._replay, self.bot_note, self.bot_moves = board, None, None, []
        self._say(Text("widgets.took_over"))
        self._advance()

    def _make_bot(self, kind: str, seed: int):
        if kind == "random":
            return _bots.RandomBot(seed)
        player = None
        if self.game.cooperative and self.game.advisor() is not None:
            player = self.game.advisor(seed=seed)  # a co-op game's own player wins far more often than the search
            player.playing = True  # it explains its own move, not a suggestion
        if kind == "gentle":  # the beginners' level: thinks briefly (in a co-op game, like the game's own player)
            return _bots.GentleBot(seed=seed, time_limit=self.bot_time, thinker=player)
        return player or _bots.SearchBot(seed=seed, time_limit=self.bot_time)

    def _computer_to_move(self) -> bool:
        state = self._board.state
        return not state.is_terminal() and state.current_player in self.bots

    def _advance(self) -> None:
        """Let chance and the computer players act until a person has to decide (or the game ends).
        In the background (a notebook), the computer's moves come one by one from a worker thread."""
        self._generation += 1  # a worker still thinking about an older position gives up
        self._board.resolve_chance()
        if self._closed:
            self._thinking = None
            return
        if self.background:
            self._thinking = self._board.state.current_player if self._computer_to_move() and not self._paused else None
            if self._thinking is not None:
                self._worker = threading.Thread(target=self._work, args=(self._generation,), daemon=True)
                self._worker.start()
            return
        while self._computer_to_move():
            state = self._board.state
            self._computer_move(state, self.bots[state.current_player].choose(state))
        self._board.redo.clear()

    def _computer_move(self, before: State, action: Action) -> None:
        board = self._board
        bot = self.bots[before.current_player]
        at = len(board.log)  # the move's line in the log
        board.apply(action)
        explain = getattr(bot, "explain", None)
        notes = None
        if explain:  # the move and why, in the game's terms; the chance of winning only if asked for
            notes = self._notes(before, lambda lang, viewer: _with_viewer(explain, lang, win_chance=self.show_win_chance, viewer=viewer))
        self.bot_moves = (self.bot_moves + [{"at": at, "notes": notes}])[-8:]

    def _readers(self, state: State) -> list[int | None]:
        """Whose eyes a text may be shown to while ``state`` is on the screen: everyone (the teacher's
        "show everything", a game without people) and, in a game with secrets, each person's seat."""
        if not state.has_secrets():
            return [None]
        return [None, *(seat for seat in range(state.num_players) if seat not in self.bots)]

    def _notes(self, state: State, words: Callable[[str, int | None], str]) -> dict[int | None, dict[str, str]]:
        """A computer's words for each reader (``_readers``) in each language: the screen shows the
        version for whoever looks at it then, so one seat's secrets never reach another's eyes."""
        return {reader: {lang: words(lang, reader) for lang in LANGUAGES} for reader in self._readers(state)}

    def _bot_lines(self, lang: str, viewer: int | None) -> list[str]:
        """The computer's last moves for ``viewer``: its explanation written for that reader, else the
        move as the log tells it to that reader."""
        log, lines = self._board.log, []
        for move in self.bot_moves:
            if move["at"] >= len(log):  # taken back
                continue
            notes = move["notes"]
            if notes and viewer in notes:
                lines.append(notes[viewer][lang])
            else:
                before, action = log[move["at"]]
                lines.append(_with_viewer(before.action_text, action, lang, viewer=viewer))
        return lines

    def _work(self, generation: int) -> None:
        """The worker thread: one computer move at a time, each drawn, until a person is to act."""
        while True:
            with self._lock:
                if generation != self._generation:
                    return
                if not self._computer_to_move() or self._paused:
                    self._thinking = None
                    self._board.redo.clear()
                    self._refresh()
                    return
                state = self._board.state
                bot = self.bots[state.current_player]
                self._thinking = state.current_player
            try:
                action = bot.choose(state)  # outside the lock: the kernel answers meanwhile
            except Exception as exc:  # a bug must not leave the widget thinking forever
                with self._lock:
                    self._thinking = None
                    self._message = {"kind": "error", "text": Text("widgets.error.internal", detail=type(exc).__name__)}
                    self._refresh()
                return
            with self._lock:
                if generation != self._generation or self._board.state is not state:
                    return
                self._computer_move(state, action)
                self._generation += 1
                generation = self._generation
                self._refresh()
            if self.pause and self._computer_to_move():
                self._wake.wait(self.pause)  # so that every move can be seen; ``close`` ends it at once

    def wait(self, timeout: float = 60) -> None:
        """Wait until the computer players have moved (for scripts and tests in the background mode)."""
        worker = self._worker
        deadline = time.monotonic() + timeout
        while worker is not None and worker.is_alive() and time.monotonic() < deadline:
            worker.join(0.05)
            worker = self._worker

    def _check_not_thinking(self) -> None:
        if self._thinking is not None:
            raise RuleViolation(Text("widgets.error.wait", name=self._board.state.player_name(self._thinking, self.lang)))

    @_updates
    def click_field(self, field: str) -> None:
        if self._replay is not None:
            raise RuleViolation(Text("widgets.error.take_over_first"))
        self._check_not_thinking()
        self._message = None
        self.bot_moves = []
        moves = len(self._board.states)
        self._board.click(field)
        self._after_move(moves)
        self._advance()

    def _press_action(self, button_id: str) -> bool:
        moves = len(self._board.states)
        pressed = self._board.press(button_id)
        self._after_move(moves)
        return pressed

    def _after_move(self, moves: int) -> None:
        """A hint is about the position it was given for: it goes once a move is made."""
        if self._hinted and len(self._board.states) != moves:
            self._hinted = False
            self.bot_note = None

    @_updates
    def press(self, button_id: str) -> None:
        self._message = None
        if self._replay is not None:
            if button_id == "ctl:end_replay":
                self.end_replay()
            elif button_id == "ctl:take_over":
                self._take_over_from_replay()
            else:
                self._replay.press(button_id)
            return
        if button_id == "ctl:show_all":
            self.show_all = not self.show_all
            return
        if button_id == "ctl:reveal":
            self._revealed_for = self._board.state.current_player
            return
        if button_id == "ctl:pause":
            self._paused = not self._paused
            if not self._paused:
                self._advance()
            return
        self._check_not_thinking()
        if button_id.startswith("act:"):
            self.bot_moves = []
        if button_id == "ctl:save":
            self._saved = (self._board.state, self.save())
            self._say(Text("widgets.saved"), "success")
        elif button_id == "ctl:replay":
            self.replay()
        elif button_id == "ctl:undo":
            self.undo()
        elif button_id == "ctl:redo":
            self.redo()
        elif button_id == "ctl:hints":
            self._board.hints = not self._board.hints
        elif button_id == "ctl:hint":
            self.hint()
        elif self._press_action(button_id):
            self._advance()
        else:
            raise RuleViolation(Text("widgets.error.unknown_button", id=button_id[:40]))

    @_updates
    def hint(self) -> None:
        """What the "hint" button does (games with an advisor): the advisor suggests the next move
        and says why; the move is shown on the board (as a selection) but not played."""
        state = self._board.state
        advisor = self.game.advisor(seed=self.settings["seed"] + len(state.history))
        if advisor is None or state.is_terminal() or state.is_chance_node() or state.current_player in self.bots:
            raise RuleViolation(Text("widgets.error.no_hint"))
        action = advisor.choose(state)
        self.bot_note = self._notes(state, lambda lang, viewer: _with_viewer(advisor.explain, lang, viewer=viewer))
        self._hinted = True
        self._board.selected = self._board.ui.selection_for(state, action)

    def _set_viewer(self, lang: str) -> dict[str, str] | None:
        """Whose eyes the board is drawn for, and (hotseat with secrets) the cover between two people."""
        board, state = self._board, self._board.state
        humans = [seat for seat in range(state.num_players) if seat not in self.bots]
        if not state.has_secrets() or self.show_all or state.is_terminal() or not humans:
            board.viewer = None
            return None
        if len(humans) == 1:
            board.viewer = humans[0]
            return None
        seat = state.current_player
        if seat in humans and seat != self._revealed_for:
            board.viewer = None
            name = state.player_name(seat, lang)
            return {"text": tr("widgets.secret.hand_over", lang, name=name), "button": tr("widgets.secret.reveal", lang, name=name)}
        board.viewer = self._revealed_for if self._revealed_for is not None else humans[0]
        return None

    def _human_points(self) -> list[int]:
        """Indexes into the state list where a person was to decide."""
        return [i for i, s in enumerate(self._board.states[:-1]) if not s.is_chance_node() and s.current_player not in self.bots]

    @_updates
    def undo(self) -> None:
        """Take back the last decision of a person (and what chance and bots did after it)."""
        points = self._human_points()
        if not points:
            raise RuleViolation(Text("widgets.error.nothing_to_undo"))
        self._generation += 1  # the computer stops thinking about the position taken back
        self._thinking = None
        board, cut = self._board, points[-1]
        board.redo.append((board.states[cut + 1 :], board.log[cut:]))
        del board.states[cut + 1 :]
        del board.log[cut:]
        board.selected = None

    @_updates
    def redo(self) -> None:
        board = self._board
        if not board.redo:
            raise RuleViolation(Text("widgets.error.nothing_to_redo"))
        states, log = board.redo.pop()
        board.states.extend(states)
        board.log.extend(log)

    def _handle(self, kind: str, intent: dict) -> None:
        if kind == "load":
            self.load(intent["text"])
            return
        if kind == "download":
            self.download()
            return
        if kind == "slider":
            if self._replay is None:
                raise RuleViolation(Text("widgets.error.bad_intent", detail="slider"))
            self._replay.goto(intent["value"])
            return
        seats = intent.get("seats")
        options = intent.get("options", {})
        if not isinstance(seats, list) or not isinstance(options, dict):
            raise RuleViolation(Text("widgets.error.seats", kinds=_seat_kinds()))
        if not self.game.min_players <= intent["players"] <= self.game.max_players:
            raise RuleViolation(players_text(self.game))
        seed = intent["seed"] if intent["seed"] is not None else _fresh_seed()
        self.new_game(intent["players"], seats=seats, seed=seed, **options)

    def _saved_panel(self, lang: str) -> dict[str, str] | None:
        """Once "Save" was pressed, the panel offers the game as it stands now (saved anew after every
        move, undo or redo), so a download at the end holds the whole game; its file name counts the
        moves of the same position as its text."""
        if self._saved is None:
            return None
        state = self._board.state
        if self._saved[0] is not state:
            self._saved = (state, self.save())
        # a game with secrets shown to one seat: the file (it holds every secret, so it can be played on)
        # is sent only when the person asks for it (``download``), and its text is not put on the screen
        secret = state.has_secrets() and self._board.viewer is not None
        return {
            "text": None if secret else self._saved[1],
            "filename": f"{self.game.id}-{len(state.history)}.json",
            "label": tr("widgets.save_file", lang),
            "copy": tr("widgets.save_copy", lang),
        }

    def _seat_is(self, state: Any, seat: int, lang: str) -> str:
        """“Mia (at this screen)”, “Leo (computer)”; a seat called what it is (“Computer”) is not said twice."""
        kind = tr("widgets.by_itself" if state.plays_by_itself(seat)
                  else "widgets.you" if seat not in self.bots else "widgets.computer", lang)
        name = state.player_name(seat, lang)
        if name.strip().casefold() == kind.casefold():
            return name
        return tr("widgets.seat_is", lang, name=name, kind=kind)

    def _render(self, lang: str) -> dict[str, Any]:
        board, game = self._board, self.game
        if self._replay is not None:
            view = self._replay._render(lang)
            for button in view["buttons"]:
                if button["id"] == "ctl:take_over":
                    button["disabled"] = self._replay.states[self._replay.index].is_terminal()
            view["buttons"].append({"id": "ctl:end_replay", "label": tr("widgets.end_replay", lang), "group": "controls"})
            return view
        cover = self._set_viewer(lang)
        view = {"kind": "play", "title": game.title(lang), **board.board_view(lang)}
        thinking = self._thinking is not None
        if board.state.current_player in self.bots or thinking:
            view["clickable"] = []
            view["targets"] = []
        hint = []
        if self.game.advisor() is not None:
            waiting = board.state.is_terminal() or board.state.current_player in self.bots
            hint = [{"id": "ctl:hint", "label": tr("widgets.hint", lang), "group": "controls", "disabled": waiting}]
        view["buttons"] = ([] if thinking else board.buttons(lang)) + hint + [
            {"id": "ctl:undo", "label": tr("widgets.undo", lang), "group": "controls", "disabled": not self._human_points()},
            {"id": "ctl:redo", "label": tr("widgets.redo", lang), "group": "controls", "disabled": not board.redo},
            {"id": "ctl:hints", "label": tr("widgets.hints_off" if board.hints else "widgets.hints_on", lang), "group": "controls"},
            {"id": "ctl:save", "label": tr("widgets.save", lang), "group": "controls"},
            {"id": "ctl:replay", "label": tr("widgets.replay", lang), "group": "controls", "disabled": len(board.states) < 2},
        ]
        if thinking:
            for button in view["buttons"]:
                button["disabled"] = True
        if self.background and self.bots and len(self.bots) == board.state.num_players and not board.state.is_terminal():
            view["buttons"].append({"id": "ctl:pause", "label": tr("widgets.resume" if self._paused else "widgets.pause", lang), "group": "controls"})
        view["thinking"] = tr("widgets.thinking", lang, name=board.state.player_name(self._thinking, lang)) if thinking else None
        view["seats_line"] = tr("widgets.seats_line", lang, seats=", ".join(
            self._seat_is(board.state, i, lang) for i in range(board.state.num_players)))
        # what happens next, where the picture does not say it itself (BoardUI.draws_status)
        view["status_line"] = None if board.ui.draws_status or board.state.is_terminal() else view["status"]
        view["bot_moves"] = self._bot_lines(lang, board.viewer)
        view["labels_bot_moves"] = tr("widgets.computer_moves", lang)
        if board.state.has_secrets():
            view["buttons"].append({"id": "ctl:show_all", "group": "controls", "disabled": thinking,
                                    "label": tr("widgets.secret.hide_all" if self.show_all else "widgets.secret.show_all", lang)})
        if self.show_all and board.state.has_secrets():
            view["secret_note"] = tr("widgets.secret.all_shown", lang)
        view["saved"] = self._saved_panel(lang)
        view["load"] = {k: tr(f"widgets.load.{k}", lang) for k in ("summary", "file", "paste", "button")}
        view["log"] = board.log_lines(lang)
        notes = self.bot_note if self._hinted else None
        view["bot_note"] = notes[board.viewer][lang] if notes and board.viewer in notes else None
        outcome = board.state.outcome()
        view["result"] = None
        if outcome and game.cooperative:
            view["result"] = outcome.message(lang)  # everyone shares the result: no points per player
        elif outcome:
            scores = ", ".join(f"{board.state.player_name(i, lang)}: {s}" for i, s in enumerate(board.state.scores()))
            view["result"] = tr("widgets.result", lang, outcome=outcome.message(lang), scores=scores)
        view["settings"] = {
            "players": self.settings["players"],
            "min_players": game.min_players,
            "max_players": game.max_players,
            "seats": self.settings["seats"],
            "seat_kinds": [{"id": k, "label": tr(f"widgets.seat.{k}", lang)} for k in SEAT_KINDS],
            # never the running game's seed: it settles every draw to come, the cards in every hand too
            # (``State.observation`` leaves it out); the field starts empty, for a fresh start number
            "options": [
                {"name": name, "label": tr(f"{game.id}.option.{name}", lang), "value": self.settings["options"].get(name, values[0]),
                 "values": [{"id": v, "label": tr(f"{game.id}.option.{name}.{v}", lang)} for v in values]}
                for name, values in game.play_options.items()
            ],
            "labels": {k: tr(f"widgets.settings.{k}", lang) for k in ("players", "seat", "seed", "seed_empty", "start", "summary")},
        }
        if cover:  # hand over: nothing of the last player's secrets stays on the screen
            view.update(svg="", positions={}, clickable=[], targets=[], log=[], bot_moves=[], bot_note=None, saved=None, status_line=None,
                        cover=cover, buttons=[{"id": "ctl:reveal", "label": cover["button"], "group": "actions"}])
        return view

    def download(self) -> dict[str, str]:
        """What the download button of the save panel sends to the browser (only when asked for): the
        saved game's file name and text, as the game stands now."""
        if self._saved is None:
            raise RuleViolation(Text("widgets.error.unknown_button", id="download"))
        panel = self._saved_panel(self.lang)
        file = {"filename": panel["filename"], "text": self._saved[1]}
        self.send({"download": file})
        return file


__all__ = ["BoardView", "PlayView", "StepThrough"]
