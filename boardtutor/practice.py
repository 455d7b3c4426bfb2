"""Practice: endless exercises for each rule of a game, on positions the engine makes and checks.

An :class:`Exercise` asks one question about one real position, where one paragraph of the rulebook
(``games/<id>/rulebook.json``) decides the answer. The answer is computed by the engine; the learner
answers in one of three ways (``kind``):

- ``"fields"``: click fields or pieces on the board; ``answers`` is a frozenset of field names (those of
  the game's board, ``game.ui().fields_for(state)``). The learner's answer is one field or several.
- ``"choice"``: pick one of ``choices`` (or several, when ``multiple`` is True); ``answers`` holds
  indices into ``choices``.
- ``"number"``: type a whole number; ``answers`` holds the right int (or several, each of them right).

Every exercise names its rule (``rule``, a paragraph id), its position (``state``, which passes the save
gate: ``game.state_from_json(state.to_json())`` gives it back), the seat the board is drawn for
(``viewer``; None shows everything), the ``question`` (a :class:`~boardtutor.i18n.Text`, rendered in
German or English), the ``explanation`` (why the answer is right, citing the paragraph: build it with
:func:`because`), the walkthrough step that teaches the rule (``walkthrough``: walkthrough id and step
number as in the rule map, ``rulebook(game_id).get(rule).steps``: step ``n`` is the n-th step, 1-based,
and ``walkthrough.replay()[n]`` the state after it; filled in from the rule map when not given), the
fields marked in the question (``highlight``) and ``key``, a short text that tells positions and
questions apart (filled in from the position and the question when not given), to count how many
different positions a learner has answered.

``exercise.check(answer)`` gives :class:`Feedback`: ``right``, a ``message`` (right: why; wrong: what the
rule says and where), and which given answers were ``wrong`` and which right ones were ``missed``.
Malformed answers (a field that is not on the board, text where a number is asked, None, a dict)
raise :class:`~boardtutor.core.RuleViolation` with a message for the learner; an exercise never changes.

Generators. Each game keeps its generators in ``boardtutor/games/<id>/practice.py``::

    @generator("woodwalkers", rule="move.die_max", kind="fields")
    def reach(rng: random.Random) -> Exercise | None:
        ...

A generator makes one exercise from the random numbers it is given, or returns None when this draw
found no position where its rule decides the answer (the framework then asks again, with the same
``rng`` going on). The module is imported on the first call of :func:`exercises` or
:func:`practice_rules` for that game, not with ``import boardtutor``. A game without a practice module
has no exercises yet (``practice_rules`` is empty). :func:`random_play` and :func:`play_until` reach
positions by seeded random play through the engine.

Adding a game's exercises (``boardtutor/games/woodwalkers/practice.py`` is the worked example):

1. ``games/<id>/practice.py``: one generator per rule paragraph of kind "rule" (a question that fits
   several rules can be registered for each, see ``_for_each`` there). Take every random decision from
   ``rng``; build positions through the engine (random play, then the chance outcome or move that makes
   the rule decide; ``with_setup``-style helpers only through the save gate); take the answer from the
   engine (``legal_actions()``, the position after playing it out), never from a formula of your own.
   Return None when the draw gives no position where the rule decides.
2. Texts in ``games/<id>/locale/practice.de.ftl`` and ``practice.en.ftl`` (found by ``register_catalog``
   with the game's other catalogs), keys ``<id>.practice.<name>``, every variable declared; the
   explanation is ``because(game_id, rule, Text(...))`` (the rule is cited after it).
3. ``tests/games/<id>/test_practice.py``: ≥ 500 seeded exercises, each answer checked by a computation
   written in the test (one check per rule), and no wrong choice right.
4. Rules without a question go into ``practice_exempt`` in the game's data.json (``{"paragraph": id,
   "de": reason, "en": reason}``); ``tools/practice_coverage.py`` wants ≥ 90 % of the rules covered.

>>> import boardtutor
>>> first = next(boardtutor.exercises("woodwalkers", rule="move.die_max", seed=1))
>>> first.rule, first.kind
('move.die_max', 'fields')
>>> first.check(sorted(first.answers)).right
True
>>> next(boardtutor.exercises("woodwalkers", rule="move.die_max", seed=1)).key == first.key
True
"""

from __future__ import annotations

import hashlib
import importlib
import json
import random
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

from .core import Game, Rule, RuleViolation, State
from .i18n import Bilingual, Text

KINDS = ("fields", "choice", "number")
"""How an exercise is answered (see the module docstring)."""

MAX_TRIES = 200
"""How often :func:`exercises` asks a generator again when it found no fitting position."""

MAX_NUMBER = 10**6
"""The biggest number (in size) a learner may type as an answer."""


# --- exercises ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Feedback:
    """The verdict on one answer: ``right``, the ``message`` to show (right: why; wrong: what the rule
    says), the given answers that are ``wrong`` and the right answers that were ``missed``."""

    right: bool
    message: Text
    wrong: frozenset = frozenset()
    missed: frozenset = frozenset()

    def render(self, lang: str | None = None) -> str:
        return self.message.render(lang)


@dataclass(frozen=True)
class Exercise:
    """One question about one position, decided by one rule (see the module docstring)."""

    game_id: str
    rule: str
    kind: str
    state: State
    question: Text
    answers: frozenset
    explanation: Text
    viewer: int | None = None
    choices: tuple[Text, ...] = ()
    multiple: bool = False
    """For ``"choice"``: whether the learner picks every right choice (several may be right)."""
    walkthrough: tuple[str, int] | None = None
    highlight: tuple[str, ...] = ()
    key: str = ""

    def __post_init__(self) -> None:
        from .rulebook import rulebook

        paragraph = rulebook(self.game_id).get(self.rule)
        if paragraph is None:
            raise ValueError(f"{self.game_id}: no paragraph {self.rule!r} in rulebook.json")
        if self.kind not in KINDS:
            raise ValueError(f"kind {self.kind!r} is not one of {KINDS}")
        answers = frozenset(self.answers)
        if not answers:
            raise ValueError(f"{self.game_id}/{self.rule}: an exercise needs a right answer")
        if self.kind == "choice":
            if not all(isinstance(i, int) and 0 <= i < len(self.choices) for i in answers):
                raise ValueError(f"{self.game_id}/{self.rule}: answers {sorted(answers)} are not indices of the choices")
            if len(answers) > 1 and not self.multiple:
                raise ValueError(f"{self.game_id}/{self.rule}: several right choices need multiple=True")
        elif self.kind == "number":
            if not all(isinstance(n, int) and not isinstance(n, bool) for n in answers):
                raise ValueError(f"{self.game_id}/{self.rule}: a number exercise's answers are ints")
        elif not answers <= set(self.fields()):
            raise ValueError(f"{self.game_id}/{self.rule}: {sorted(answers - set(self.fields()))} are not fields of the board")
        object.__setattr__(self, "answers", answers)
        object.__setattr__(self, "choices", tuple(self.choices))
        object.__setattr__(self, "highlight", tuple(self.highlight))
        if self.walkthrough is None and paragraph.steps:
            object.__setattr__(self, "walkthrough", paragraph.steps[0])
        if not self.key:
            object.__setattr__(self, "key", position_key(self.state, self.rule, self.question, *self.highlight))

    @property
    def game(self) -> Game:
        return self.state.game

    def fields(self) -> dict[str, tuple[float, float]]:
        """The fields of the board one may click (the game's ``BoardUI.fields_for``)."""
        return self.game.ui().fields_for(self.state)

    def cite(self, lang: str | None = None) -> str:
        """The rulebook paragraph this exercise practises, cited."""
        return Rule(self.game_id, self.rule).cite(lang)

    def check(self, answer: Any) -> Feedback:
        """Whether ``answer`` is right, and what to tell the learner. Malformed answers raise RuleViolation."""
        given = self._read(answer)
        right = given <= self.answers if self.kind == "number" else given == self.answers
        if right:
            return Feedback(True, Text("practice.feedback.right", why=self.explanation))
        return Feedback(
            False,
            Text("practice.feedback.wrong", rule=rule_summary(self.game_id, self.rule), cite=_cited(self.game_id, self.rule)),
            wrong=frozenset(given - self.answers),
            missed=frozenset(self.answers - given),
        )

    def answer_text(self, lang: str | None = None) -> str:
        """The right answer in words (the fields, the choice(s), the number)."""
        if self.kind == "choice":
            return " · ".join(self.choices[i].render(lang) for i in sorted(self.answers))
        return ", ".join(str(a) for a in sorted(self.answers))

    # -- reading an answer from outside ------------------------------------------------------------
    def _read(self, answer: Any) -> frozenset:
        if self.kind == "number":
            return frozenset({_number(answer)})
        board = self.fields() if self.kind == "fields" else {}
        items = [answer] if isinstance(answer, str) and answer in board else _items(answer, self.kind)
        if self.kind == "choice":
            values = frozenset(_index(item, len(self.choices)) for item in items)
            if len(values) > 1 and not self.multiple:
                raise RuleViolation(Text("practice.error.one_choice"))
            return values
        for item in items:
            if not isinstance(item, str) or item not in board:
                raise RuleViolation(Text("practice.error.not_a_field", value=_shown(item)))
        return frozenset(items)

    def __repr__(self) -> str:
        return f"<Exercise {self.game_id}:{self.rule} ({self.kind}) {self.question.render('en')!r}>"


def _shown(value: Any) -> str:
    from .core import _shown as shown

    return shown(value, 30)


def _items(answer: Any, kind: str) -> list:
    """One answer or several (a list, tuple or set of them)."""
    if isinstance(answer, (list, tuple, set, frozenset)):
        items = list(answer)
        if not items:
            raise RuleViolation(Text("practice.error.empty"))
        if len(items) > 200:
            raise RuleViolation(Text("practice.error.not_an_answer", value=_shown(answer)))
        return items
    if answer is None or isinstance(answer, (dict, bytes, float)):
        raise RuleViolation(Text("practice.error.not_an_answer", value=_shown(answer)))
    if kind == "fields" and isinstance(answer, str) and len(answer) <= 100:
        return [part for part in re.split(r"[\s,;]+", answer.strip()) if part] or [answer]
    return [answer]


def _index(item: Any, count: int) -> int:
    if isinstance(item, bool) or not isinstance(item, int) or not 0 <= item < count:
        raise RuleViolation(Text("practice.error.not_a_choice", value=_shown(item), count=count))
    return item


_WHOLE = re.compile(r"^[+-]?\d{1,7}$")


def _number(answer: Any) -> int:
    """A whole number: an int (not a bool), or text that is one ("7", " 12 ")."""
    if isinstance(answer, str) and _WHOLE.match(answer.strip()):
        answer = int(answer.strip())
    if isinstance(answer, bool) or not isinstance(answer, int):
        raise RuleViolation(Text("practice.error.not_a_number", value=_shown(answer)))
    if abs(answer) > MAX_NUMBER:
        raise RuleViolation(Text("practice.error.not_a_number", value=_shown(answer)))
    return answer


# --- texts for generators ------------------------------------------------------------------------------


def _cited(game_id: str, rule: str) -> Bilingual:
    return Bilingual({lang: Rule(game_id, rule).cite(lang) for lang in ("de", "en")})


def rule_summary(game_id: str, rule: str) -> Bilingual:
    """What the paragraph says, in our own words (the rule map's summary), in both languages."""
    from .rulebook import rulebook

    return Bilingual(rulebook(game_id).get(rule).summaries)


def because(game_id: str, rule: str, why: Text) -> Text:
    """An explanation: ``why`` (a game's sentence about this position) and the paragraph it comes from."""
    return Text("core.rule.because", message=why, rule=_cited(game_id, rule))


def position_key(state: State, *parts: Any) -> str:
    """A short text that names a position (its pieces, not how it was reached) and a question."""
    data = state.to_dict()
    for name in ("history", "seed", "names"):
        data.pop(name, None)
    extra = [p.key + repr(sorted(p.params.items(), key=str)) if isinstance(p, Text) and not isinstance(p, Bilingual) else repr(p) for p in parts]
    digest = hashlib.sha1(json.dumps([data, extra], sort_keys=True, default=repr).encode("utf-8")).hexdigest()
    return digest[:16]


# --- reaching positions ----------------------------------------------------------------------------------


def random_play(game: Game, rng: random.Random, plies: int, **options: Any) -> State:
    """A state after up to ``plies`` random actions (chance drawn with its odds) from a new game;
    ``options`` go to ``new_initial_state`` (``players`` defaults to a random count)."""
    if options.get("players") is None:
        options["players"] = rng.randint(game.min_players, game.max_players)
    state = game.new_initial_state(seed=rng.randrange(10**9), **options)
    for _ in range(plies):
        if state.is_terminal():
            break
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    return state


def play_until(state: State, rng: random.Random, stop: Callable[[State], bool], max_plies: int = 400) -> State | None:
    """Random play from ``state`` until ``stop(state)`` is true (``state`` itself included); None if the
    game ends or ``max_plies`` pass first."""
    for _ in range(max_plies + 1):
        if stop(state):
            return state
        if state.is_terminal():
            return None
        state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(state.legal_actions()))
    return None


# --- the registry ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Generator:
    """A registered exercise generator: its game, rule, kind and the function ``make(rng)``."""

    game_id: str
    rule: str
    kind: str
    make: Callable[[random.Random], Exercise | None] = field(compare=False)
    name: str = ""

    def draw(self, rng: random.Random) -> Exercise:
        """One exercise: ``make(rng)`` asked until it finds a position (at most ``MAX_TRIES`` times)."""
        for _ in range(MAX_TRIES):
            exercise = self.make(rng)
            if exercise is not None:
                if (exercise.game_id, exercise.rule, exercise.kind) != (self.game_id, self.rule, self.kind):
                    raise ValueError(f"generator {self.name} made an exercise for {exercise.game_id}/{exercise.rule} ({exercise.kind})")
                return exercise
        raise RuntimeError(f"generator {self.name} ({self.game_id}/{self.rule}) found no position in {MAX_TRIES} tries")


_generators: dict[str, list[Generator]] = {}
_loaded: set[str] = set()


def generator(game_id: str, rule: str, kind: str) -> Callable[[Callable], Callable]:
    """Register ``make(rng) -> Exercise | None`` as a generator of exercises on ``rule`` (see the module
    docstring). The function is returned unchanged."""
    if kind not in KINDS:
        raise ValueError(f"kind {kind!r} is not one of {KINDS}")

    def register(make: Callable) -> Callable:
        entries = _generators.setdefault(game_id, [])
        name = f"{make.__module__}.{make.__qualname__}"
        entries[:] = [g for g in entries if g.name != name]  # a module imported again replaces its own
        entries.append(Generator(game_id, rule, kind, make, name))
        return make

    return register


def for_each(game_id: str, rules: Iterable[str], kind: str, make: Callable[[random.Random, str], Exercise | None], prefix: str) -> None:
    """Register ``make(rng, rule)`` as the generator of each of ``rules``: one question that several rule
    paragraphs decide (each exercise names the rule it was drawn for)."""
    for rule in rules:
        def one(rng: random.Random, rule: str = rule) -> Exercise | None:
            return make(rng, rule)

        one.__module__ = make.__module__
        register(game_id, rule, kind, one, prefix)


def register(game_id: str, rule: str, kind: str, make: Callable[[random.Random], Exercise | None], prefix: str) -> None:
    """Register ``make(rng)``, made for one of several rules by a game's own factory, as the generator of
    ``rule``, named ``<prefix>_<rule>`` (every generator of a game needs a name of its own)."""
    make.__name__ = make.__qualname__ = f"{prefix}_{rule.replace('.', '_')}"
    generator(game_id, rule=rule, kind=kind)(make)


def generators(game_id: str, rule: str | None = None) -> list[Generator]:
    """The game's generators (imports ``boardtutor/games/<id>/practice.py`` once), or those of ``rule``."""
    from . import load

    game = load(game_id)
    if game.id not in _loaded:
        package = type(game).__module__.rsplit(".", 1)[0]
        try:
            importlib.import_module(f"{package}.practice")
        except ModuleNotFoundError as exc:
            if exc.name != f"{package}.practice":
                raise
        _loaded.add(game.id)
    found = list(_generators.get(game.id, []))
    return [g for g in found if g.rule == rule] if rule is not None else found


def practice_rules(game_id: str) -> list[str]:
    """The rule paragraphs (ids) that have an exercise generator, in rulebook order."""
    from .rulebook import rulebook

    have = {g.rule for g in generators(game_id)}
    return [p.id for p in rulebook(game_id) if p.id in have]


def exercises(game_id: str, rule: str | None = None, seed: int = 0) -> Iterator[Exercise]:
    """Endless exercises for a game, or for one rule paragraph, taking the generators in turn. The same
    ``seed`` gives the same exercises. An unknown game or a rule without exercises raises RuleViolation."""
    from .core import _check_seed
    from .rulebook import rulebook

    seed = _check_seed(seed)
    chosen = generators(game_id, rule)
    if not chosen:
        rules = rulebook(game_id)
        if rule is not None and not (isinstance(rule, str) and rule in rules):
            raise RuleViolation(Text("practice.error.unknown_rule", rule=_shown(rule), game=Text(f"{game_id}.title")))
        raise RuleViolation(Text("practice.error.no_exercises", game=Text(f"{game_id}.title")))
    return _endless(chosen, random.Random(f"practice/{game_id}/{rule}/{seed}"))


def _endless(chosen: list[Generator], rng: random.Random) -> Iterator[Exercise]:
    while True:
        for gen in chosen:
            yield gen.draw(rng)


__all__ = [
    "KINDS",
    "Exercise",
    "Feedback",
    "Generator",
    "because",
    "exercises",
    "for_each",
    "generator",
    "generators",
    "play_until",
    "position_key",
    "practice_rules",
    "random_play",
    "register",
    "rule_summary",
]
