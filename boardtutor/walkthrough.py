"""Rulebook examples as data, replayed through the real engine.

A game package keeps its walkthroughs in ``walkthroughs.json``: each has an id, a DE/EN title, a start
(a new game, or where another walkthrough got to) and steps. A step names the actions to apply (player
actions and the forced chance outcomes, in notation), DE/EN narration, the rule it illustrates, fields
to highlight, and facts the engine must agree with after the step (``state.facts()``). A step may
ask first (``predict``: ``question``, ``choices``, the index of the right ``answer``, and optionally its
own ``highlight``): the learner answers before the step is shown.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from .core import Game, Rule, RuleViolation, State, with_viewer
from .i18n import Bilingual, Text, render, tr


class WalkthroughError(AssertionError):
    """A walkthrough step no longer holds: an action is illegal or an expected fact differs."""


@dataclass(frozen=True)
class Step:
    """One step: ``actions`` in notation (applied in order), narration, rule, highlights, facts."""

    actions: tuple[str, ...]
    narration: Bilingual
    rule: Rule | None = None
    highlight: tuple[str, ...] = ()
    expect: dict[str, Any] = field(default_factory=dict)
    branch_from: int | None = None
    predict: dict[str, Any] | None = None
    rules: tuple[str, ...] = ()
    """The rulebook paragraphs (ids in ``rulebook.json``) this step teaches."""
    game_id: str = ""

    def cite(self, lang: str | None = None) -> str:
        """The paragraphs this step teaches (or its rulebook section), for the learner."""
        if self.rules:
            from .rulebook import has_rulebook, rulebook

            if has_rulebook(self.game_id):
                rules = rulebook(self.game_id)
                cited = [rules.get(r) for r in self.rules if r in rules]
                if len(cited) == 1:
                    return cited[0].cite(lang)
                if cited:  # grouped by section: Rulebook: “Setting up” 1, 2, 3; “A normal turn”
                    groups: dict[str, list[str]] = {}
                    for paragraph in cited:
                        numbers = groups.setdefault(paragraph.heading_in(lang), [])
                        if paragraph.number and paragraph.number not in numbers:
                            numbers.append(paragraph.number)
                    sections = "; ".join(
                        tr("core.rule.section", lang, section=heading) + (f" {', '.join(numbers)}" if numbers else "")
                        for heading, numbers in groups.items()
                    )
                    return tr("core.rule.cite_many", lang, rulebook=tr(f"{self.game_id}.rulebook", lang), sections=sections)
        return self.rule.cite(lang) if self.rule else ""


class Walkthrough:
    """A rulebook example as a list of steps that the engine replays.

    ``replay()`` returns the States it passes through: the start, then the state after each step.
    """

    def __init__(self, game: Game, data: dict[str, Any], catalog: dict[str, "Walkthrough"]) -> None:
        self.game = game
        self.id: str = data["id"]
        self._title = Bilingual(data["title"])
        self.intro = Bilingual(data["intro"]) if "intro" in data else None
        self.start: dict[str, Any] = data["start"]
        self.source: str = data.get("source", "")
        """``"rulebook"`` (a worked example printed in the rulebook) or ``"own"`` (our own example)."""
        self.source_ref: dict[str, str] = dict(data.get("source_ref", {}))
        """For rulebook examples: which example box, in DE and EN (e.g. "Beispiel 3, S. 4")."""
        self.examples: tuple[str, ...] = tuple(data.get("examples", ()))
        """The rule map's example boxes (paragraphs of kind ``example``) this walkthrough reproduces as a
        whole; the rule map links each box to the walkthrough's first step."""
        self.steps: list[Step] = [self._step(raw) for raw in data["steps"]]
        self._catalog = catalog

    def _step(self, raw: dict[str, Any]) -> Step:
        actions = raw.get("actions", [])
        return Step(
            actions=tuple([actions] if isinstance(actions, str) else actions),
            narration=Bilingual(raw["narration"]),
            rule=self.game.rule(raw["rule"]) if raw.get("rule") else None,
            highlight=tuple(raw.get("highlight", ())),
            expect=dict(raw.get("expect", {})),
            branch_from=raw.get("branch_from"),
            predict=raw.get("predict"),
            rules=tuple(raw.get("rules", ())),
            game_id=self.game.id,
        )

    def title(self, lang: str | None = None) -> str:
        return self._title.render(lang)

    def source_note(self, lang: str | None = None) -> str:
        """Where the example comes from: the rulebook's example box, or "our own example"."""
        if self.source == "rulebook":
            return tr("core.walkthrough.from_rulebook", lang, ref=render(self.source_ref, lang) if self.source_ref else "")
        if self.source == "own":
            return tr("core.walkthrough.own", lang)
        return ""

    def start_state(self) -> State:
        """The State the walkthrough begins in."""
        start = self.start
        if "from" in start:
            states = self._catalog[start["from"]].replay()
            return states[start.get("step", len(states) - 1)]
        state = self.game.new_initial_state(**start.get("new", {}))
        if "setup" in start:
            state = state.with_setup(start["setup"])
        return state

    def replay(self) -> list[State]:
        """Apply every step through the engine and check its facts; raise WalkthroughError if one fails."""
        return list(_replay(self))

    def __repr__(self) -> str:
        return f"<Walkthrough {self.id}: {self.title('en')} ({len(self.steps)} steps)>"


@lru_cache(maxsize=None)
def _replay_cached(game_id: str, walkthrough_id: str) -> tuple[State, ...]:
    walkthrough = next(w for w in walkthroughs(game_id) if w.id == walkthrough_id)
    states = [walkthrough.start_state()]
    for number, step in enumerate(walkthrough.steps, start=1):
        state = states[-1] if step.branch_from is None else states[step.branch_from]
        for action in step.actions:
            try:
                state = state.apply(action)
            except RuleViolation as exc:
                raise WalkthroughError(
                    f"{walkthrough.id} step {number}: {action!r} is not legal: {exc.message('en')}"
                ) from None
        facts = state.facts()
        for name, expected in step.expect.items():
            if name not in facts:
                raise WalkthroughError(f"{walkthrough.id} step {number}: unknown fact {name!r}")
            if facts[name] != expected:
                raise WalkthroughError(
                    f"{walkthrough.id} step {number}: {name} is {facts[name]!r}, expected {expected!r}"
                )
        states.append(state)
    return tuple(states)


def _replay(walkthrough: Walkthrough) -> tuple[State, ...]:
    return _replay_cached(walkthrough.game.id, walkthrough.id)


@lru_cache(maxsize=None)
def _load(game_id: str) -> tuple[Walkthrough, ...]:
    from . import load

    game = load(game_id)
    package = type(game).__module__.rsplit(".", 1)[0]
    try:
        text = resources.files(package).joinpath("walkthroughs.json").read_text(encoding="utf-8")
    except FileNotFoundError:
        return ()
    catalog: dict[str, Walkthrough] = {}
    for data in json.loads(text)["walkthroughs"]:
        catalog[data["id"]] = Walkthrough(game, data, catalog)
    return tuple(catalog.values())


def walkthroughs(game_id: str) -> list[Walkthrough]:
    """The rulebook walkthroughs of a game, in the rulebook's order.

    >>> [w.id for w in walkthroughs("woodwalkers")][:2]
    ['choose_battle_mode', 'forest_die']
    """
    return list(_load(game_id))


class GameRecord(Walkthrough):
    """A saved or finished game told like a walkthrough: one step per move (chance outcomes included),
    each in words, over the states the engine replayed (``boardtutor.savegame.read_game``).

    ``viewer``: the seat whose game it tells (None: everything, for a teacher). In a game with secrets
    it tells and draws only what that seat knew at each step: its own secrets, and what was shown
    when it was shown."""

    def __init__(self, saved: Any, viewer: int | None = None) -> None:
        self.game = saved.game
        self.viewer = viewer
        self.id = "saved_game"
        self.start = {}
        self.source, self.source_ref = "", {}
        self._catalog = {}
        self._states = list(saved.states)
        key = "core.replay.title"
        title = {lang: tr(key, lang, game=self.game.title(lang), n=len(saved.moves)) for lang in ("de", "en")}
        self._title = Bilingual(title)
        describe = {lang: with_viewer(self._states[0].describe, lang, viewer=viewer) for lang in ("de", "en")}
        self.intro = Bilingual({lang: tr("core.replay.intro", lang, describe=describe[lang]) for lang in ("de", "en")})
        ui = self.game.ui()
        self.steps = []
        for before, move in zip(self._states, saved.moves):
            action = self.game.parse_action(move)
            fields = ui.fields_for(before) if not before.is_chance_node() else {}
            self.steps.append(Step(
                actions=(move,),
                narration=Bilingual({lang: with_viewer(before.action_text, action, lang, viewer=viewer) for lang in ("de", "en")}),
                        highlight=tuple(arg for arg in action.args if isinstance(arg, str) and arg in fields),
            ))

    def start_state(self) -> State:
        return self._states[0]

    def replay(self) -> list[State]:
        return list(self._states)

    def __repr__(self) -> str:
        return f"<GameRecord {self.game.id}: {len(self.steps)} moves>"


def predict_feedback(predict: dict[str, Any], right: bool) -> Text:
    """What the learner reads after answering a "predict first" question: "Richtig!" and the right
    choice as a sentence of its own (so it starts with a capital: "Richtig! Die Mütze."), or "Nicht ganz –
    richtig ist:" and the choice as written. The catalog message ends it with its full stop."""
    answer = predict["choices"][predict["answer"]]
    if right:  # a field's name (“e6”) stays as it is written
        answer = {lang: text if re.match(r"[a-z]\d", text) else text[:1].upper() + text[1:] for lang, text in answer.items()}
    return Text("widgets.predict.right" if right else "widgets.predict.wrong", answer=answer)


def step_caption(walkthrough: Walkthrough, index: int, lang: str | None = None) -> str:
    """A heading for step ``index`` (1-based): "Step 2 of 5"."""
    return tr("core.walkthrough.step", lang, n=index, total=len(walkthrough.steps))


__all__ = ["GameRecord", "Step", "Walkthrough", "WalkthroughError", "step_caption", "walkthroughs", "Text"]
