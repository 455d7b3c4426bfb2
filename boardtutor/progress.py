"""What a learner has mastered in practice: a Leitner box per rule, stars, and a short progress code.

Each rule paragraph with exercises (``boardtutor.practice_rules(game)``) has a *box* from 0 to 5: 0 means
never practised; a right answer moves the rule up one box, a wrong one back to box 1. A rule is
*mastered* once it was answered right on three different positions in a row (different exercise
``key``s); it stays mastered, but a wrong answer drops its box, so it comes back soon. ``stars(game,
rule)`` is 3 for a mastered rule, else the right answers in a row so far (0–2). ``next_rule(game)``
picks what to practise: the weakest rules that were practised but not mastered first (lowest box),
then those never practised (in rulebook order), then the mastered ones (lowest box, longest ago) –
never the rule just answered while there is another, so a rule answered wrong comes back one exercise
later.

``code()`` is the whole progress as a short text a pupil can copy (``BT1.`` …, with a check sum), and
``Progress.from_code(text)`` reads it back; a code that was mistyped or changed is refused with a
RuleViolation that says so. The code keeps each rule's box, streak and mastery (not which positions
the streak was on).

>>> from boardtutor.progress import Progress
>>> progress = Progress(name="Ada")
>>> import boardtutor
>>> for exercise in list(__import__("itertools").islice(boardtutor.exercises("woodwalkers", rule="move.die_max"), 3)):
...     _ = progress.record(exercise, right=True)
>>> progress.mastered("woodwalkers", "move.die_max"), progress.stars("woodwalkers", "move.die_max")
(True, 3)
>>> Progress.from_code(progress.code()).stars("woodwalkers", "move.die_max")
3
"""

from __future__ import annotations

import base64
import binascii
import zlib
from dataclasses import dataclass, field
from typing import Any

from .core import RuleViolation
from .i18n import Text

BOXES = 5
"""The highest Leitner box (box 0: never practised)."""
MASTERED_AFTER = 3
"""Right answers in a row, on as many different positions, that master a rule."""
PREFIX = "BT1"
MAX_CODE = 4000
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


@dataclass
class RuleProgress:
    """One rule's standing: ``box`` (0 = never practised), the right answers in a row (``streak``) and
    on which positions (``keys``), whether it is ``mastered``, and when it was last practised (``last``)."""

    box: int = 0
    streak: int = 0
    mastered: bool = False
    keys: tuple[str, ...] = ()
    last: int = 0

    def symbol(self) -> str:
        """The standing as one character of a progress code."""
        return _DIGITS[(self.box * MASTERED_AFTER + min(self.streak, MASTERED_AFTER - 1)) * 2 + int(self.mastered)]

    @classmethod
    def from_symbol(cls, char: str) -> "RuleProgress":
        value = _DIGITS.index(char)
        mastered, rest = value % 2, value // 2
        box, streak = divmod(rest, MASTERED_AFTER)
        if box > BOXES:
            raise ValueError(char)
        return cls(box=box, streak=streak, mastered=bool(mastered))


def _code_rules(game_id: str) -> list[str]:
    """The rule paragraphs a progress code lists for a game, in rulebook order (every kind "rule" paragraph,
    so a code stays readable when a rule gets exercises later)."""
    from .rulebook import rulebook

    return [p.id for p in rulebook(game_id) if p.kind == "rule"]


@dataclass
class Progress:
    """A learner's progress over every game (see the module docstring)."""

    name: str = ""
    rules: dict[tuple[str, str], RuleProgress] = field(default_factory=dict)
    clock: int = 0

    # -- answering ---------------------------------------------------------------------------------
    def get(self, game_id: str, rule: str) -> RuleProgress:
        return self.rules.get((game_id, rule)) or RuleProgress()

    def record(self, exercise: Any, right: bool) -> RuleProgress:
        """Count one answer to ``exercise`` (an Exercise: its game, rule and key); returns the rule's standing."""
        key = (exercise.game_id, exercise.rule)
        entry = self.rules.setdefault(key, RuleProgress())
        self.clock += 1
        entry.last = self.clock
        if right:
            entry.box = min(BOXES, entry.box + 1)
            if exercise.key not in entry.keys:  # the same position twice does not count twice
                entry.keys = (*entry.keys, exercise.key)[-MASTERED_AFTER:]
                entry.streak += 1
            if entry.streak >= MASTERED_AFTER:
                entry.mastered = True
        else:
            entry.box = 1
            entry.streak = 0
            entry.keys = ()
        return entry

    def reset(self, game_id: str | None = None) -> None:
        """Forget everything (or one game's rules)."""
        self.rules = {k: v for k, v in self.rules.items() if game_id is not None and k[0] != game_id}

    # -- reading -----------------------------------------------------------------------------------------
    def mastered(self, game_id: str, rule: str) -> bool:
        return self.get(game_id, rule).mastered

    def stars(self, game_id: str, rule: str) -> int:
        """3 for a mastered rule, else the right answers in a row (0–2)."""
        entry = self.get(game_id, rule)
        return MASTERED_AFTER if entry.mastered else min(entry.streak, MASTERED_AFTER - 1)

    def share(self, game_id: str) -> float:
        """The share of the game's rules with exercises that are mastered (0.0–1.0): the progress bar."""
        from .practice import practice_rules

        rules = practice_rules(game_id)
        return sum(self.mastered(game_id, r) for r in rules) / len(rules) if rules else 0.0

    def next_rule(self, game_id: str) -> str:
        """The rule to practise next: weak ones first, then unseen ones, then mastered ones; never the
        rule answered last, while there is another (so a rule answered wrong comes back after one other)."""
        from .practice import practice_rules

        rules = practice_rules(game_id)
        if not rules:
            from .practice import exercises

            exercises(game_id)  # raises the learner's message: no exercises yet
        order = {rule: index for index, rule in enumerate(rules)}
        practised = [rule for rule in rules if self.get(game_id, rule).last]
        if len(rules) > 1 and practised:
            latest = max(practised, key=lambda rule: self.get(game_id, rule).last)
            rules = [rule for rule in rules if rule != latest]

        def urgency(rule: str) -> tuple:
            entry = self.get(game_id, rule)
            if entry.box == 0:
                return (1, 0, order[rule])
            if not entry.mastered:
                return (0, entry.box, entry.last)
            return (2, entry.box, entry.last)

        return min(rules, key=urgency)

    # -- the progress code ------------------------------------------------------------------------------
    def code(self) -> str:
        """The progress as a short text (``BT1.<payload>.<check>``) that ``from_code`` reads back."""
        games = sorted({game_id for game_id, _ in self.rules})
        parts = [self.name]
        for game_id in games:
            symbols = "".join(self.get(game_id, rule).symbol() for rule in _code_rules(game_id)).rstrip("0")
            if symbols:
                parts.append(f"{game_id}:{symbols}")
        payload = base64.urlsafe_b64encode("\n".join(parts).encode("utf-8")).decode("ascii").rstrip("=")
        return f"{PREFIX}.{payload}.{_check(payload)}"

    @classmethod
    def from_code(cls, text: Any) -> "Progress":
        """Read a progress code (untrusted text); a damaged one raises RuleViolation."""
        from . import games
        from .savegame import check_name

        if not isinstance(text, str) or len(text) > MAX_CODE:
            raise RuleViolation(Text("progress.error.code"))
        parts = "".join(text.split()).split(".")
        if len(parts) != 3 or parts[0] != PREFIX:
            raise RuleViolation(Text("progress.error.code"))
        payload, check = parts[1], parts[2]
        if check != _check(payload):
            raise RuleViolation(Text("progress.error.typo"))
        try:
            lines = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)).decode("utf-8").split("\n")
        except (binascii.Error, UnicodeDecodeError, ValueError):
            raise RuleViolation(Text("progress.error.code")) from None
        progress = cls(name=check_name(lines[0]))
        for line in lines[1:]:
            game_id, _, symbols = line.partition(":")
            if game_id not in games():
                raise RuleViolation(Text("progress.error.code"))
            rules = _code_rules(game_id)
            if len(symbols) > len(rules):
                raise RuleViolation(Text("progress.error.code"))
            for rule, char in zip(rules, symbols):
                try:
                    entry = RuleProgress.from_symbol(char)
                except ValueError:
                    raise RuleViolation(Text("progress.error.code")) from None
                if entry.box or entry.mastered or entry.streak:
                    progress.rules[(game_id, rule)] = entry
        return progress


def _check(payload: str) -> str:
    return format(zlib.crc32(payload.encode("ascii", "replace")) & 0xFFFFF, "05x")


# --- for teachers --------------------------------------------------------------------------------------


@dataclass
class ClassProgress:
    """Progress codes of a class: ``table`` (pandas: one row per pupil and rule: stars, mastered),
    ``summary`` (per rule: how many pupils mastered it), ``figure`` (matplotlib) and ``refused`` (the
    codes that could not be read, with the reason)."""

    table: Any
    summary: Any
    figure: Any
    refused: list[str]

    def _repr_html_(self) -> str:
        return self.summary.to_html(index=False)


def class_progress(codes: Any, game_id: str | None = None, lang: str | None = None) -> ClassProgress:
    """Turn pasted progress codes (a list, or text with one code per line) into a table and a picture of
    which rules the class has mastered. ``game_id`` limits it to one game; without it, the games the
    pupils have practised (every game with exercises if the codes hold none yet)."""
    import pandas as pd
    from matplotlib.figure import Figure
    from matplotlib.ticker import MaxNLocator

    from .i18n import check_language, tr
    from .practice import practice_rules
    from .views.accessible import described
    from .rulebook import rulebook

    lang = check_language(lang)
    if isinstance(codes, str):
        codes = [line for line in codes.splitlines() if line.strip()]
    if not isinstance(codes, (list, tuple)):
        raise RuleViolation(Text("progress.error.codes"))
    pupils, refused = [], []
    for number, code in enumerate(codes, start=1):
        try:
            pupils.append(Progress.from_code(code))
        except RuleViolation as exc:
            refused.append(tr("progress.class.refused", lang, number=number, reason=exc.message(lang)))
    from . import games as all_games

    practised = {gid for pupil in pupils for gid, _ in pupil.rules}
    offered = [g for g in all_games() if practice_rules(g)]
    game_ids = [game_id] if game_id else [g for g in offered if g in practised] or offered
    rows = []
    for number, pupil in enumerate(pupils, start=1):
        who = pupil.name or tr("progress.class.pupil", lang, number=number)
        for gid in game_ids:
            rules = rulebook(gid)
            for rule in practice_rules(gid):
                rows.append({
                    tr("progress.class.column.pupil", lang): who,
                    tr("progress.class.column.game", lang): tr(f"{gid}.title", lang),
                    tr("progress.class.column.rule", lang): rules.get(rule).summary(lang),
                    tr("progress.class.column.stars", lang): pupil.stars(gid, rule),
                    tr("progress.class.column.mastered", lang): pupil.mastered(gid, rule),
                })
    table = pd.DataFrame(rows, columns=[tr(f"progress.class.column.{c}", lang) for c in ("pupil", "game", "rule", "stars", "mastered")])
    rule_col, mastered_col, game_col = (tr(f"progress.class.column.{c}", lang) for c in ("rule", "mastered", "game"))
    summary = (table.groupby([game_col, rule_col], sort=False)[mastered_col].sum().astype(int).reset_index()
               if len(table) else pd.DataFrame(columns=[game_col, rule_col, mastered_col]))
    figure = Figure(figsize=(7, max(2.5, 0.22 * len(summary) + 1)), layout="constrained")
    ax = figure.add_subplot()
    labels = [text if len(text) <= 60 else text[:57] + "…" for text in summary[rule_col]] if len(summary) else []
    ax.barh(range(len(labels)), list(summary[mastered_col]) if len(summary) else [], color="#009E73")
    ax.set_yticks(range(len(labels)), labels, fontsize=7)
    ax.invert_yaxis()
    ax.set_xlim(0, max(1, len(pupils)))
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_xlabel(tr("progress.class.axis", lang, count=len(pupils)))
    ax.set_title(tr("progress.class.title", lang))
    described(figure, tr("progress.class.alt", lang, count=len(pupils)))
    return ClassProgress(table, summary, figure, refused)


__all__ = ["BOXES", "MASTERED_AFTER", "ClassProgress", "Progress", "RuleProgress", "class_progress"]
