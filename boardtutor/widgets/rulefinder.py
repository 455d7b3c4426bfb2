"""RuleFinder: look rules up, by search or by section, and open the example that teaches each one.

>>> import boardtutor
>>> from boardtutor.widgets import RuleFinder
>>> finder = RuleFinder("woodwalkers")   # doctest: +SKIP
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..core import RuleViolation, Text
from ..i18n import tr
from ..practice import practice_rules
from ..rulebook import rulebook
from ..walkthrough import walkthroughs
from .views import StepThrough, _updates, _View

MAX_QUERY = 80
SHOWN = 8
"""How many of the best answers the finder lists for a question."""


class RuleFinder(_View):
    """Every rule of a game's rulebook: ask (a question or words, in German, English or the rulebook's
    words; the best answers first) or browse by section, starting with what learners ask first; each rule
    shows its summary, its citation, whether part of it is our assumption, and buttons that open the
    example step that teaches it, or a board to try it from that position."""

    INTENTS = {**_View.INTENTS, "search": {"text": str}, "slider": {"value": int},
               "number": {"text": str}, "load": {"text": str}, "restore": {"text": str}, "forget": {}}
    BACKGROUND = _View.BACKGROUND | {"restore", "forget"}  # the browser's kept progress (or another view's reset) arrives between clicks

    def __init__(self, game_id: str, **kwargs: Any) -> None:
        from .. import load

        self.game = load(game_id)
        self.rules = rulebook(self.game.id)
        self.query = ""
        self.selected: str | None = None
        self._example: StepThrough | None = None
        self._practice = None  # a PracticeView for the rule chosen ("Practise this rule")
        super().__init__(**kwargs)
        self._ready()

    # -- what a learner does ---------------------------------------------------------
    @_updates
    def search(self, text: str) -> None:
        """Show the rules that answer ``text`` best (``RuleMap.search``), each with its example."""
        if not isinstance(text, str) or len(text) > MAX_QUERY:
            raise RuleViolation(Text("widgets.error.too_long", name="search"))
        self.query = text
        self._message = None

    @_updates
    def select(self, paragraph_id: str) -> None:
        if paragraph_id not in self.rules:
            raise RuleViolation(Text("widgets.error.unknown_button", id=str(paragraph_id)[:40]))
        self.selected = paragraph_id
        self._message = None

    @_updates
    def open_example(self, walkthrough_id: str, step: int, *, try_it: bool = False) -> None:
        """Open the walkthrough at the step that teaches the rule (``try_it``: play on from there)."""
        walkthrough = next((w for w in walkthroughs(self.game.id) if w.id == walkthrough_id), None)
        if walkthrough is None or not 1 <= step <= len(walkthrough.steps):
            raise RuleViolation(Text("widgets.error.unknown_button", id=f"{walkthrough_id}:{step}"[:40]))
        example = StepThrough(walkthrough)
        example.lang = self.lang
        example.goto(step)
        if example._question(step) is not None:  # the rule finder shows the answer at once
            example.answers[step] = example.walkthrough.steps[step - 1].predict["answer"]
        if try_it:
            example.take_over()
        self._example = example
        self._message = None

    @_updates
    def practise(self, paragraph_id: str) -> None:
        """Exercises on this rule (a PracticeView inside the rule finder)."""
        from .practice import PracticeView

        if paragraph_id not in practice_rules(self.game.id):
            raise RuleViolation(Text("widgets.error.unknown_button", id=f"practise:{paragraph_id}"[:40]))
        self._practice = PracticeView(self.game.id, rule=paragraph_id)
        self._practice.lang = self.lang
        self._message = None

    @_updates
    def back_to_rules(self) -> None:
        self._example = None
        self._practice = None

    @_updates
    def press(self, button_id: str) -> None:
        if self._practice is not None:
            self._message = None
            if button_id == "ctl:rules":
                self.back_to_rules()
            else:
                self._practice.press(button_id)
            return
        if self._example is not None:
            if button_id == "ctl:rules":
                self.back_to_rules()
            else:
                self._example.press(button_id)
            return
        kind, _, rest = button_id.partition(":")
        if kind == "rule":
            self.select(rest)
        elif kind == "practise":
            self.practise(rest)
        elif kind in ("example", "try") and rest.rpartition(":")[2].isdigit() and len(rest) < 80:
            walkthrough_id, _, step = rest.rpartition(":")
            self.open_example(walkthrough_id, int(step), try_it=kind == "try")
        else:
            raise RuleViolation(Text("widgets.error.unknown_button", id=button_id[:40]))

    @_updates
    def click_field(self, field: str) -> None:
        if self._practice is not None:
            self._message = None
            self._practice.click_field(field)
            return
        if self._example is None:
            raise RuleViolation(Text("widgets.error.unknown_field", field=str(field)[:20]))
        self._example.click_field(field)

    def _handle(self, kind: str, intent: dict) -> None:
        if self._practice is not None and kind in ("number", "load", "restore", "forget", "slider"):
            if kind not in self.BACKGROUND:
                self._message = None
            self._practice._handle(kind, intent)
            return
        if kind in self.BACKGROUND:
            return  # the practice it was meant for was closed meanwhile
        if kind == "search":
            self.search(intent["text"])
        elif kind == "slider" and self._example is not None:
            self._example.goto(intent["value"])
        else:
            raise RuleViolation(Text("widgets.error.bad_intent", detail=kind))

    # -- drawing ---------------------------------------------------------------------
    def _message_view(self, lang: str) -> dict[str, str] | None:
        """While practising, the exercise's feedback (an error of the rule finder's own comes first)."""
        if self._practice is not None and self._message is None:
            return self._practice._message_view(lang)
        return super()._message_view(lang)

    def _render(self, lang: str) -> dict[str, Any]:
        if self._practice is not None:
            self._practice.lang = lang
            view = self._practice._render(lang)
            view["buttons"].append({"id": "ctl:rules", "label": tr("widgets.rules.back", lang), "group": "controls"})
            return view
        if self._example is not None:
            view = self._example._render(lang)
            view["buttons"].append({"id": "ctl:rules", "label": tr("widgets.rules.back", lang), "group": "controls"})
            return view
        if self.query.strip():  # a question: the best answers first, each with the example that teaches it
            found = self.rules.search(self.query, lang=lang, limit=SHOWN)
            sections = [{"heading": tr("widgets.rules.found", lang, n=len(found)), "rules": [self._entry(p, lang, example=True) for p in found]}]
            count = tr("widgets.rules.count", lang, n=len(found), total=len(self.rules))
        else:  # browsing: what learners ask first, then the rulebook section by section
            groups = [(tr("widgets.rules.kind.overview", lang), self.rules.overview)] if self.rules.overview else []
            groups += [(paragraphs[0].heading_in(lang), paragraphs) for _, paragraphs in self.rules.sections()]
            sections = [{"heading": heading, "rules": [self._entry(p, lang) for p in paragraphs]} for heading, paragraphs in groups]
            count = tr("widgets.rules.count", lang, n=len(self.rules), total=len(self.rules))
        view: dict[str, Any] = {
            "kind": "rules",
            "title": tr("widgets.rules.title", lang, game=self.game.title(lang)),
            "search": {"value": self.query, "label": tr("widgets.rules.search", lang), "placeholder": tr("widgets.rules.placeholder", lang)},
            "count": count,
            "sections": sections,
            "detail": self._detail(lang) if self.selected else None,
            "buttons": [],
            "svg": "",
        }
        return view

    def _entry(self, paragraph, lang: str, *, example: bool = False) -> dict[str, Any]:
        """One rule in the list: its label and (``example``) the buttons of the first example that teaches it."""
        entry = {"id": f"rule:{paragraph.id}", "label": _label(paragraph, lang), "selected": paragraph.id == self.selected}
        if example and paragraph.steps:
            walkthrough_id, step = paragraph.steps[0]
            entry["open"] = f"example:{walkthrough_id}:{step}"
            entry["try"] = self._detail_for(paragraph.id)
            entry["labels"] = {k: tr(f"widgets.rules.{k}_button", lang) for k in ("open", "try")}
        return entry

    def _detail(self, lang: str) -> dict[str, Any]:
        paragraph = self.rules.get(self.selected)
        titles = {w.id: w for w in walkthroughs(self.game.id)}
        examples = []
        for walkthrough_id, step in paragraph.steps:
            title = titles[walkthrough_id].title(lang)
            over = titles[walkthrough_id].replay()[step].is_terminal()  # a finished game has nothing to try
            examples.append({
                "label": tr("widgets.rules.example", lang, title=title, step=step),
                "open": f"example:{walkthrough_id}:{step}",
                "try": "" if over else f"try:{walkthrough_id}:{step}",
            })
        assumptions = [a for a in self.game.assumptions(lang) if a["id"] in paragraph.assumptions]
        return {
            "heading": paragraph.heading_in(lang),
            "summary": paragraph.summary(lang),
            "citation": paragraph.cite(lang),
            "kind": tr(f"widgets.rules.kind.{paragraph.kind}", lang),
            "assumptions": [tr("widgets.rules.assumption", lang, text=a["text"]) for a in assumptions],
            "examples": examples,
            "labels": {k: tr(f"widgets.rules.{k}_button", lang) for k in ("open", "try")} | {"practise": tr("practice.view.practise", lang)},
            "practise": f"practise:{paragraph.id}" if paragraph.id in practice_rules(self.game.id) else "",
            "none": tr("widgets.rules.no_example", lang) if not examples and paragraph.kind != "overview" else "",
        }

    def _detail_for(self, paragraph_id: str) -> str:
        """The "try it" button id of the first example of a paragraph that can be played on ('' if none)."""
        titles = {w.id: w for w in walkthroughs(self.game.id)}
        for walkthrough_id, step in self.rules.get(paragraph_id).steps:
            if not titles[walkthrough_id].replay()[step].is_terminal():
                return f"try:{walkthrough_id}:{step}"
        return ""

    def _static_html(self) -> str:
        """Without JavaScript: the whole map as a table, folded under a one-line summary."""
        lang = self.lang
        cell = "style='text-align:left;vertical-align:top'"
        rows = "".join(
            f"<tr><td {cell}>{escape(p.heading_in(lang))}</td><td {cell}>{escape(p.number or '')}</td>"
            f"<td {cell}>{escape(p.summary(lang))}</td>"
            f"<td {cell}>{escape(tr('core.rulemap.yes', lang) if p.assumptions else '')}</td><td {cell}>{len(p.steps)}</td></tr>"
            for p in self.rules
        )
        head = "".join(f"<th {cell}>{escape(tr(k, lang))}</th>" for k in (
            "core.rulemap.section", "core.rulemap.number", "core.rulemap.rule", "core.rulemap.assumption", "core.rulemap.examples"))
        title = escape(tr("widgets.rules.title", lang, game=self.game.title(lang)))
        summary = escape(tr("widgets.rules.static_summary", lang, n=len(self.rules)))
        return (
            f"<div class='boardtutor-static'><b>{title}</b><details><summary>{summary}</summary>"
            f"<table>{head and '<tr>' + head + '</tr>'}{rows}</table></details></div>"
        )


def _label(paragraph, lang: str) -> str:
    """“Punkt 3 – 8 Plättchen kommen …”: the rulebook's number in words, so it does not read as a count."""
    number = f"{paragraph.number_in(lang)} – " if paragraph.number else ""
    return f"{number}{paragraph.summary(lang)}"


__all__ = ["RuleFinder"]
