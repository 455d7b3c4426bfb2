"""PracticeView: exercises on every rule, on the game's own board, with feedback at once and progress.

The board is the game's own (``BoardUI`` via ``_Board``, drawn for the exercise's ``viewer``). The learner
answers where it is natural: clicks fields (then "Check"), picks a choice (several: tick them, then
"Check"), or types a number. Feedback comes at once: right – why; wrong – what the rule says and a
second try; wrong again – the answer, shown on the board. "Show the example" opens the walkthrough step
that teaches the rule. The rule to practise next comes from the learner model (``boardtutor.progress``:
weak rules first, then unseen ones), unless the view was opened for one rule.

Progress lives in the browser: the widget's script keeps the progress code in ``localStorage`` and
sends it back (a ``restore`` intent, joined with what the view knows) whenever the browser holds a code
the view has not seen: after a reload or a kernel restart, or when another practice view (another
notebook, a rule finder's) recorded progress meanwhile, so no view overwrites another's. A restore is a
background intent (``BACKGROUND``): never stale, and a click sent meanwhile still counts.
The progress-code button shows the code to copy; the load box reads one; the reset button (pressed
twice) forgets it.

>>> view = PracticeView("woodwalkers", rule="move.die_max", seed=1)
>>> view.answer(sorted(view.exercise.answers)); view.feedback.right
True
>>> view.progress.stars("woodwalkers", "move.die_max")
1
"""

from __future__ import annotations

import random
import uuid
from typing import Any

from ..core import RuleViolation, Text
from ..i18n import tr
from ..practice import Exercise, Feedback, exercises, practice_rules
from ..progress import Progress
from ..walkthrough import walkthroughs
from .views import StepThrough, _Board, _draw, _updates, _View

STORAGE_KEY = "boardtutor.progress"
"""The browser's localStorage entry that keeps the progress code (one for every game)."""


class PracticeView(_View):
    """Exercises for ``game_id`` (or only ``rule``), with the learner's progress (see the module docstring)."""

    INTENTS = {**_View.INTENTS, "number": {"text": str}, "load": {"text": str}, "restore": {"text": str},
               "slider": {"value": int}, "forget": {}}
    BACKGROUND = _View.BACKGROUND | {"restore", "forget"}  # the browser's kept progress (or another view's reset) arrives between clicks

    def __init__(self, game_id: str, rule: str | None = None, *, seed: int | None = None,
                 progress: Progress | str | None = None, **kwargs: Any) -> None:
        from .. import load

        self.game = load(game_id)
        rules = practice_rules(self.game.id)
        if rule is not None and rule not in rules:
            exercises(self.game.id, rule=rule)  # raises the learner's message
        self.rule = rule
        self.seed = random.randrange(10**9) if seed is None else seed
        self.progress = Progress.from_code(progress) if isinstance(progress, str) else progress or Progress()
        self._streams: dict[str, Any] = {}
        self.exercise: Exercise | None = None
        self.feedback: Feedback | None = None
        self.selected: set = set()
        self.tries = 0
        self.done = False
        self.revealed = False
        self._example: StepThrough | None = None
        self._show_code = False
        self._confirm_reset = False
        self._reset_mark: str | None = None  # set when this view is reset: the browser tells the other views
        super().__init__(**kwargs)
        self._next_exercise()
        self._ready()

    # -- what a learner does ------------------------------------------------------------------------
    def _next_exercise(self) -> None:
        rule = self.rule or self.progress.next_rule(self.game.id)
        stream = self._streams.get(rule)
        if stream is None:
            stream = self._streams[rule] = exercises(self.game.id, rule=rule, seed=self.seed)
        self.exercise = next(stream)
        self.feedback = None
        self.selected = set()
        self.tries = 0
        self.done = self.revealed = False
        self._message = None

    @_updates
    def next_exercise(self) -> None:
        """A new exercise (the next rule the learner model picks, or the same rule)."""
        self._example = None
        self._next_exercise()

    @_updates
    def answer(self, value: Any) -> None:
        """Answer the exercise: fields (a field or a list), a choice's index (or a list of them), or a
        number (an int or its text). A malformed answer is refused and counts for nothing."""
        if self.done:
            raise RuleViolation(Text("practice.view.error.answered"))
        feedback = self.exercise.check(value)
        if self.tries == 0:  # the first answer is the one the learner model counts
            self.progress.record(self.exercise, feedback.right)
        self.feedback = feedback
        self._confirm_reset = False
        if feedback.right:
            self.done = True
            self._say(feedback.message, "success")
        elif self.tries == 0:
            self.tries = 1
            self.selected = set()
            self._say(Text("practice.view.try_again", rule=feedback.message), "info")
        else:
            self.done = self.revealed = True
            self._say(Text("practice.view.answer", answer=_AnswerText(self.exercise), why=self.exercise.explanation), "info")

    @_updates
    def click_field(self, field: str) -> None:
        """Mark or unmark a field (exercises answered on the board)."""
        if self._example is not None:
            self._example.click_field(field)
            return
        exercise = self.exercise
        if exercise.kind != "fields" or self.done:
            raise RuleViolation(Text("practice.view.error.not_on_board"))
        if field not in exercise.fields():
            raise RuleViolation(Text("practice.error.not_a_field", value=str(field)[:20]))
        self._message = None
        self.selected ^= {field}

    @_updates
    def restore(self, code: str) -> None:
        """The progress the browser kept (a progress code): joined with what this view knows already."""
        stored = Progress.from_code(code)
        for key, entry in stored.rules.items():
            mine = self.progress.rules.get(key)
            if mine is None or (entry.mastered, entry.box) > (mine.mastered, mine.box):
                self.progress.rules[key] = entry
        if not self.progress.name:
            self.progress.name = stored.name

    @_updates
    def load_code(self, code: str) -> None:
        """Use a progress code (e.g. from another computer) instead of the progress so far."""
        self.progress = Progress.from_code(code)
        self._say(Text("practice.view.loaded"), "success")

    @_updates
    def reset(self) -> None:
        """Forget the progress (the button asks to press it twice)."""
        self.progress.reset()
        self._reset_mark = uuid.uuid4().hex[:12]
        self._show_code = False
        self._say(Text("practice.view.reset_done"), "info")

    @_updates
    def show_example(self) -> None:
        """Open the walkthrough step that teaches the exercise's rule."""
        if self.exercise.walkthrough is None:
            raise RuleViolation(Text("widgets.rules.no_example"))
        walkthrough_id, step = self.exercise.walkthrough
        walkthrough = next(w for w in walkthroughs(self.game.id) if w.id == walkthrough_id)
        example = StepThrough(walkthrough)
        example.lang = self.lang
        example.goto(step)
        if example._question(step) is not None:  # the answer is shown at once, as in the rule finder
            example.answers[step] = walkthrough.steps[step - 1].predict["answer"]
        self._example = example

    @_updates
    def press(self, button_id: str) -> None:
        if self._example is not None:
            if button_id == "practice:back":
                self._example = None
            else:
                self._example.press(button_id)
            return
        exercise = self.exercise
        if button_id.startswith("choice:") and button_id[7:].isdigit() and len(button_id) < 12 and exercise.kind == "choice":
            index = int(button_id[7:])
            if not exercise.multiple:
                self.answer(index)
                return
            if self.done or index >= len(exercise.choices):
                raise RuleViolation(Text("widgets.error.unknown_button", id=button_id))
            self._message = None
            self.selected ^= {index}
            return
        if button_id == "practice:check" and exercise.kind in ("fields", "choice"):
            if not self.selected:
                raise RuleViolation(Text("practice.error.empty"))
            self.answer(sorted(self.selected))
        elif button_id == "practice:clear":
            self.selected = set()
        elif button_id == "practice:next":
            self.next_exercise()
        elif button_id == "practice:example":
            self.show_example()
        elif button_id == "practice:code":
            self._show_code = not self._show_code
        elif button_id == "practice:reset":
            if self._confirm_reset:
                self._confirm_reset = False
                self.reset()
            else:
                self._confirm_reset = True
                self._say(Text("practice.view.reset_confirm"), "info")
        else:
            raise RuleViolation(Text("widgets.error.unknown_button", id=button_id[:40]))

    def _handle(self, kind: str, intent: dict) -> None:
        if kind == "number":
            if self.exercise.kind != "number":
                raise RuleViolation(Text("widgets.error.bad_intent", detail=kind))
            self.answer(intent["text"][:20])
        elif kind == "load":
            self.load_code(intent["text"])
        elif kind == "forget":  # another view was reset: this one forgets too, then joins the browser's code
            self.progress.reset()
        elif kind == "restore":
            try:
                self.restore(intent["text"])
            except RuleViolation:
                pass  # what the browser kept is unreadable: keep the progress here, it overwrites it
        elif kind == "slider" and self._example is not None:
            self._example.goto(intent["value"])
        else:
            raise RuleViolation(Text("widgets.error.bad_intent", detail=kind))

    # -- drawing -----------------------------------------------------------------------------------
    def _render(self, lang: str) -> dict[str, Any]:
        title = tr("practice.view.title", lang, game=self.game.title(lang))
        if self._example is not None:
            view = self._example._render(lang)
            view["title"] = title
            view["buttons"].append({"id": "practice:back", "label": tr("practice.view.back", lang), "group": "controls"})
            view["storage"] = self._storage()
            return view
        exercise = self.exercise
        board = _Board(exercise.state)
        board.hints = False
        board.viewer = exercise.viewer
        shown = exercise.answers if self.revealed and exercise.kind == "fields" else self.selected if exercise.kind == "fields" else ()
        view: dict[str, Any] = {"kind": "practice", "title": title, "log": [], "result": None,
                                **board.board_view(lang, highlight=exercise.highlight)}
        if shown:
            view["svg"] = _draw(board.ui.svg, exercise.state, highlight=exercise.highlight, targets=tuple(sorted(shown)),
                                selected=None, lang=lang, viewer=exercise.viewer)
        clickable = exercise.kind == "fields" and not self.done
        view["clickable"] = sorted(view["positions"]) if clickable else []
        view["targets"] = sorted(shown)
        view["selected"] = None
        view["narration"] = exercise.question.render(lang)
        view["citation"] = exercise.cite(lang) if self.done else ""
        stars = self.progress.stars(self.game.id, exercise.rule)
        rules = practice_rules(self.game.id)
        mastered = sum(self.progress.mastered(self.game.id, r) for r in rules)
        view["progress"] = {
            "value": mastered / len(rules) if rules else 0,
            "text": tr("practice.view.progress", lang, stars="★" * stars + "☆" * (3 - stars), mastered=mastered, total=len(rules)),
            "label": tr("practice.view.progress_label", lang),
        }
        buttons: list[dict[str, Any]] = []
        if exercise.kind == "choice":
            for index, choice in enumerate(exercise.choices):
                label = choice.render(lang)
                if exercise.multiple:
                    label = ("☑ " if index in self.selected else "☐ ") + label
                if self.revealed and index in exercise.answers:
                    label = "✔ " + label
                buttons.append({"id": f"choice:{index}", "label": label, "group": "choices", "disabled": self.done})
        if exercise.kind == "number" and not self.done:
            view["number"] = {"label": tr("practice.view.number", lang), "button": tr("practice.view.check", lang)}
        if not self.done and (exercise.kind == "fields" or exercise.multiple):
            buttons.append({"id": "practice:check", "label": tr("practice.view.check", lang), "group": "actions", "disabled": not self.selected})
            if exercise.kind == "fields":
                buttons.append({"id": "practice:clear", "label": tr("practice.view.clear", lang), "group": "actions", "disabled": not self.selected})
        buttons.append({"id": "practice:next", "label": tr("practice.view.next" if self.done else "practice.view.skip", lang), "group": "actions"})
        if exercise.walkthrough is not None:
            buttons.append({"id": "practice:example", "label": tr("widgets.rules.open_button", lang), "group": "controls"})
        buttons.append({"id": "practice:code", "label": tr("practice.view.code", lang), "group": "controls"})
        buttons.append({"id": "practice:reset", "label": tr("practice.view.reset", lang), "group": "controls"})
        view["buttons"] = buttons
        view["saved"] = {"text": self.progress.code(), "filename": f"{self.game.id}-progress.txt",
                         "label": tr("practice.view.code_file", lang), "copy": tr("practice.view.code_copy", lang)} if self._show_code else None
        view["load"] = {k: tr(f"practice.view.load.{k}", lang) for k in ("summary", "file", "paste", "button")}
        view["storage"] = self._storage()
        view["labels"] = {"keyboard_help": tr("practice.view.keyboard_help", lang)}
        return view


    def _storage(self) -> dict[str, Any]:
        """What the browser keeps: the progress code, and the mark of this view's last reset (if any)."""
        return {"key": STORAGE_KEY, "code": self.progress.code(), "reset": self._reset_mark}


class _AnswerText(Text):
    """The exercise's right answer in words, in whichever language the message is rendered."""

    def __init__(self, exercise: Exercise) -> None:
        super().__init__("")
        self.exercise = exercise

    def render(self, lang: str | None = None) -> str:
        return self.exercise.answer_text(lang)


__all__ = ["PracticeView", "STORAGE_KEY"]
