"""The scoring calculator: paint a forest with the mouse (or paste it as text), choose goal cards and a
round, and see every card's points with the tiles behind them highlighted.

Like the other views it is an anywidget whose Python side is the source of truth: Python renders
everything into the ``view`` trait; the browser (``static/calculator.js``) only draws it and reports
clicks and typed text through ``intent``, which is validated here. The same scoring as
``score_forest`` – so the calculator explains every point the engine gives.

>>> calc = ScoringCalculator()                 # the rulebook's scoring example to start with
>>> calc.result.total
20
>>> calc.choose_brush("O"); calc.paint("d1")   # an orb on d1 …
>>> calc.result.by_goal["orb_kinds_around"]     # … sees nothing but trees: 0 more points
6
>>> calc.set_text("CV\\nTT"); print(calc.forest_text)   # shown on the round's 4 × 4 grid
CV..
TT..
....
....
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any, Iterable


from ...core import RuleViolation, Text
from ...i18n import Bilingual, tr
from ...views.svg import as_image
from ...widgets.views import _updates, _View
from ...core import _shown
from .forest import CAT, EMPTY, GRID_SIZES, KINDS, LETTER, TREE, forest_text, number, parse_cell, parse_forest
from .render import COLOURS, TREE_FILL, forest_alt, forest_svg
from .scoring import GOAL_KINDS, GOALS, RULE, check_goals, goal_name, kind_noun, score_forest

STATIC = Path(__file__).parent / "static"
EXAMPLE = "OTT.\nOTT.\nCVT.\n.TTT"
EXAMPLE_GOALS = ("pumpkin_sudoku", "hat_near_cat", "heart_adjacent_trees", "orb_kinds_around", "biggest_forest")
BRUSHES = (*(LETTER[k] for k in KINDS), TREE, CAT, EMPTY)


class ScoringCalculator(_View):
    """Paint or paste a forest, pick goal cards and a round: every point explained, tiles highlighted."""

    _esm = STATIC / "calculator.js"
    _css = STATIC / "calculator.css"

    INTENTS = {**_View.INTENTS, "text": {"text": str}}

    def __init__(self, forest: str = EXAMPLE, goals: Iterable[str] = EXAMPLE_GOALS, round: int = 1, **kwargs: Any) -> None:
        result = score_forest(forest, goals, round)  # raises a bilingual RuleViolation for bad input
        self.result = result
        self.brush = TREE
        self.focus: str | None = None
        super().__init__(**kwargs)
        self._ready()

    # -- what the learner can do (programmatic twins of the clicks) -------------------------------
    @property
    def forest_text(self) -> str:
        return "\n".join(forest_text(self.result.forest, self._box()))

    def _box(self) -> tuple[int, int, int, int]:
        size = self.result.grid
        return 0, 0, size - 1, size - 1

    def _rescore(self, forest: Any = None, goals: Any = None, round: Any = None) -> None:
        self.result = score_forest(self.result.forest if forest is None else forest,
                                   self.result.goals if goals is None else goals,
                                   self.result.round if round is None else round)
        if self.focus and self.focus.split(":")[0] not in self.result.goals:
            self.focus = None

    @_updates
    def choose_brush(self, tile: str) -> None:
        """Paint with ``tile`` from now on: P, H, V, O (wisps), T (tree), C (cat) or . (erase)."""
        if not isinstance(tile, str) or tile.upper() not in BRUSHES:
            raise RuleViolation(Text("wispwood.error.forest_char", char=_shown(tile, 10), row=1, column=1), RULE)
        self.brush = tile.upper()
        self._message = None

    @_updates
    def paint(self, cell: str, tile: str | None = None) -> None:
        """Put the brush's tile (or ``tile``) on ``cell`` (e.g. ``"b2"``); the same tile again erases it.
        There is only one cat: painting it moves it."""
        self._message = None
        field = parse_cell(cell)
        size = self.result.grid
        if field is None or not (0 <= field[0] < size and 0 <= field[1] < size):
            raise RuleViolation(Text("wispwood.calc.outside", cell=_shown(cell, 8), size=size), RULE)
        if tile is not None and (not isinstance(tile, str) or tile.upper() not in BRUSHES):
            raise RuleViolation(Text("wispwood.error.forest_char", char=_shown(tile, 10), row=field[1] + 1, column=field[0] + 1), RULE)
        tile = self.brush if tile is None else tile.upper()
        forest = dict(self.result.forest)
        if tile == EMPTY or forest.get(field) == tile:
            forest.pop(field, None)
        else:
            if tile == CAT:
                forest = {f: t for f, t in forest.items() if t != CAT}
            forest[field] = tile
        self._rescore(forest=forest)

    @_updates
    def set_text(self, text: str) -> None:
        """Replace the forest by one written as text (one row per line: P H V O T C .)."""
        self._message = None
        self._rescore(forest=parse_forest(text, rule=RULE))

    @_updates
    def toggle_goal(self, goal: str) -> None:
        """Add or remove a goal card (several of one kind are fine here: compare them)."""
        self._message = None
        check_goals([goal])
        goals = [g for g in self.result.goals if g != goal] if goal in self.result.goals else [*self.result.goals, goal]
        self._rescore(goals=goals)

    @_updates
    def set_round(self, round: int) -> None:
        """Score as at the end of round 1, 2 or 3 (grid 4 × 4, 5 × 5, 6 × 6; full-grid bonus 2/4/6)."""
        self._message = None
        self._rescore(round=round)

    @_updates
    def focus_on(self, what: str | None) -> None:
        """Highlight the tiles of one card (``"orb_kinds_around"``) or of one line of the explanation
        (``"orb_kinds_around:1"``); None shows the tiles of every card."""
        self._message = None
        if what is not None:
            goal, _, index = str(what).partition(":")
            if goal not in self.result.goals or (index and number(index) not in range(len(self.result.awards[goal]))):
                raise RuleViolation(Text("wispwood.error.unknown_goal", goal=_shown(what, 30), goals=", ".join(self.result.goals)), RULE)
        self.focus = None if what is None else str(what)

    @_updates
    def click_field(self, field: str) -> None:
        """What a click on the picture does: paint the brush's tile on that field."""
        if not isinstance(field, str) or not field.startswith("cell:"):
            raise RuleViolation(Text("widgets.error.unknown_field", field=_shown(field, 20)))
        self.paint(field[5:])

    @_updates
    def press(self, button_id: str) -> None:
        """Buttons: ``brush:T``, ``goal:<id>``, ``round:2``, ``focus:<id>[:<n>]``, ``focus:all``,
        ``clear``, ``example``."""
        kind, _, arg = str(button_id).partition(":")
        if kind == "brush":
            self.choose_brush(arg)
        elif kind == "goal":
            self.toggle_goal(arg)
        elif kind == "round" and number(arg) is not None:
            self.set_round(number(arg))
        elif kind == "focus":
            self.focus_on(None if arg == "all" else arg)
        elif kind == "clear":
            self.set_text("C")
        elif kind == "example":
            self._message = None
            self.result = score_forest(EXAMPLE, EXAMPLE_GOALS, 1)
            self.focus = None
        else:
            raise RuleViolation(Text("widgets.error.unknown_button", id=_shown(button_id)))

    def _handle(self, kind: str, intent: dict) -> None:
        self.set_text(intent["text"])

    # -- drawing ------------------------------------------------------------------------------------
    def _highlight(self) -> list:
        result, focus = self.result, self.focus
        if focus is None:
            return result.cells()
        goal, _, index = focus.partition(":")
        if index:
            award = result.awards[goal][int(index)]
            return list(award.cells)
        return result.cells(goal)

    def _render(self, lang: str) -> dict[str, Any]:
        result = self.result
        svg = forest_svg(result.forest, highlight=self._highlight(), grid=result.grid, lang=lang, window=self._box(),
                         field_prefix="cell:", cell=56)
        brushes = []
        for tile in BRUSHES:
            kind = next((k for k in KINDS if LETTER[k] == tile), None)
            name = tr("wispwood.calc.erase", lang) if tile == EMPTY else kind_noun(kind or {TREE: "tree", CAT: "cat"}[tile]).render(lang)
            colour = COLOURS[kind] if kind else {TREE: TREE_FILL, CAT: "#E9E2D0"}.get(tile, "#FFFFFF")
            brushes.append({"id": f"brush:{tile}", "letter": tile, "label": name, "colour": colour, "active": tile == self.brush})
        groups = []
        for kind in GOAL_KINDS:
            options = [
                {"id": f"goal:{g}", "label": goal_name(g).render(lang) + ("" if card["source"] == "rulebook" else " *"),
                 "active": g in result.goals, "paws": card["paws"], "help": Bilingual(card["text"]).render(lang)}
                for g, card in GOALS.items() if card["kind"] == kind
            ]
            groups.append({"label": kind_noun(kind).render(lang, count=2), "options": options})
        rows = [{"id": f"focus:{g}", "label": goal_name(g).render(lang), "points": p, "active": self.focus == g} for g, p in result.by_goal.items()]
        lines = []
        for g, awards in result.awards.items():
            lines += [{"id": f"focus:{g}:{i}", "text": a.explain(lang), "points": a.points, "active": self.focus == f"{g}:{i}",
                       "goal": goal_name(g).render(lang)} for i, a in enumerate(awards)]
            if not awards:
                lines.append({"id": f"focus:{g}", "text": tr("wispwood.explain.nothing", lang),
                              "points": 0, "active": self.focus == g, "goal": goal_name(g).render(lang)})
        key = "wispwood.explain.full" if result.full else "wispwood.explain.not_full"
        return {
            "kind": "calculator",
            "title": tr("wispwood.calc.title", lang),
            "svg": svg,
            "alt": forest_alt(result.forest, lang),
            "text": self.forest_text,
            "brushes": brushes,
            "rounds": [{"id": f"round:{r}", "label": tr("wispwood.calc.round", lang, round=r, n=n), "active": r == result.round}
                       for r, n in enumerate(GRID_SIZES, start=1)],
            "groups": groups,
            "rows": rows,
            "lines": lines,
            "bonus": tr(key, lang, size=result.grid, points=result.full_grid_bonus, tiles=len(result.forest), fields=result.grid ** 2),
            "total": tr("wispwood.explain.total", lang, points=result.total),
            "status": tr("wispwood.explain.total", lang, points=result.total),
            "clear": {"id": "clear", "label": tr("wispwood.calc.clear", lang)},
            "example": {"id": "example", "label": tr("wispwood.calc.example", lang)},
            "all": {"id": "focus:all", "label": tr("wispwood.calc.all", lang), "active": self.focus is None},
            "texts": {k: tr(f"wispwood.calc.{k}", lang) for k in ("brush", "goals", "forest_text", "apply", "points", "why", "help", "assumed")},
        }

    def _static_html(self) -> str:
        """Without JavaScript: the forest with the points' tiles marked, and every card's points explained."""
        view = self.view
        rows = "".join(f"<tr><td>{escape(r['label'])}</td><td style='text-align:right'>{r['points']}</td></tr>" for r in view["rows"])
        lines = "".join(f"<li>{escape(line['text'])}</li>" for line in view["lines"])
        return (
            f"<div class='boardtutor-static' style='font-family:DejaVu Sans,Verdana,sans-serif'><b>{escape(view['title'])}</b>"
            f"<div style='display:flex;gap:16px;flex-wrap:wrap'>{as_image(view['svg'], view['alt'])}<div><table>{rows}"
            f"<tr><td>{escape(view['bonus'])}</td></tr><tr><td><b>{escape(view['total'])}</b></td></tr></table>"
            f"<ul>{lines}</ul></div></div></div>"
        )


__all__ = ["ScoringCalculator"]
