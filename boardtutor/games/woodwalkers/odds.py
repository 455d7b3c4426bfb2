"""Exact odds of a Woodwalkers duel, counted over all 36 pairs of dice.

Each side's value is its animal card's value in the round's category, less one per wound on that card.
Both add one die; the higher total wins and a tie goes to the defender. In the midnight duel the
defender guesses the attacking animal: a right guess adds 1 to the defender's total, a wrong one 1 to
the challenger's. pandas and matplotlib are only imported by the methods that need them.
"""

from __future__ import annotations

import math
import numbers
from dataclasses import dataclass, field
from fractions import Fraction
from html import escape
from typing import Any, Iterator

from ...core import Rule, RuleViolation
from ...i18n import Noun, Text, check_language, tr
from ...views.accessible import described

DIE = range(1, 7)
PAIRS = 36
GUESSES = (None, "right", "wrong")
MAX_WOUNDS = 2
"""Wounds an animal can carry in a duel; the third one takes it out of the game."""
CHALLENGER_COLOUR = "#E69F00"  # Okabe–Ito orange
DEFENDER_COLOUR = "#56B4E9"  # Okabe–Ito sky blue
TIE_HATCH_COLOUR = "#0072B2"  # Okabe–Ito blue


def format_percent(p: Fraction, lang: str | None = None) -> str:
    """``p`` as a percentage with one decimal in the language's style: ``"83,3 %"`` / ``"83.3 %"``."""
    tenths = math.floor(Fraction(p) * 1000 + Fraction(1, 2))
    number = str(tenths // 10)
    if tenths % 10:
        number += tr("woodwalkers.odds.decimal", lang) + str(tenths % 10)
    return tr("woodwalkers.odds.percent", lang, number=number)


def format_chance(p: Fraction, lang: str | None = None) -> str:
    """An exact probability with its percentage, e.g. ``"5/6 (83,3 %)"``."""
    return tr("woodwalkers.odds.chance", lang, fraction=str(p), percent=format_percent(p, lang))


def _show(value: object) -> str:
    return repr(value)[:40]


def _whole(value: object, low: int, high: int, error: str, who: str) -> int:
    """``value`` as an int in ``low..high`` (bools are not numbers here), else a RuleViolation."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not low <= value <= high:
        text = Text(f"woodwalkers.odds.error.{error}", value=_show(value), who=Noun(f"woodwalkers.role.{who}"))
        raise RuleViolation(text, Rule("woodwalkers", "duel.total"))
    return int(value)


@dataclass(frozen=True)
class DuelOdds:
    """Who wins a duel how often; build it with :func:`duel_odds`."""

    challenger: int
    defender: int
    challenger_wounds: int = 0
    defender_wounds: int = 0
    guess: str | None = None
    challenger_wins: Fraction = field(init=False, compare=False)
    defender_wins: Fraction = field(init=False, compare=False)
    tie_count: int = field(init=False, compare=False)
    """How many of the 36 dice pairs end in a tie (each one a win for the defender)."""

    def __post_init__(self) -> None:
        values = {
            "challenger": _whole(self.challenger, 1, 6, "value", "challenger"),
            "defender": _whole(self.defender, 1, 6, "value", "defender"),
            "challenger_wounds": _whole(self.challenger_wounds, 0, MAX_WOUNDS, "wounds", "challenger"),
            "defender_wounds": _whole(self.defender_wounds, 0, MAX_WOUNDS, "wounds", "defender"),
        }
        if not (self.guess is None or (isinstance(self.guess, str) and self.guess in GUESSES)):
            raise RuleViolation(Text("woodwalkers.odds.error.guess", value=_show(self.guess)), Rule("woodwalkers", "night.guess"))
        for name, value in values.items():
            object.__setattr__(self, name, value)
        wins = sum(c > d for _, _, c, d in self._pairs())
        ties = sum(c == d for _, _, c, d in self._pairs())
        object.__setattr__(self, "challenger_wins", Fraction(wins, PAIRS))
        object.__setattr__(self, "defender_wins", Fraction(PAIRS - wins, PAIRS))
        object.__setattr__(self, "tie_count", ties)

    # -- numbers ---------------------------------------------------------------
    @property
    def effective(self) -> tuple[int, int]:
        """The (challenger, defender) values after wounds, before the die and any guess bonus."""
        return self.challenger - self.challenger_wounds, self.defender - self.defender_wounds

    @property
    def bonus(self) -> tuple[int, int]:
        """The (challenger, defender) bonus from the midnight guess: +1 for whoever it favours."""
        return (int(self.guess == "wrong"), int(self.guess == "right"))

    @property
    def ties(self) -> Fraction:
        """The chance of a tie (the defender wins those)."""
        return Fraction(self.tie_count, PAIRS)

    def totals(self, challenger_roll: int, defender_roll: int) -> tuple[int, int]:
        """The (challenger, defender) totals for one pair of dice."""
        (c, d), (cb, db) = self.effective, self.bonus
        return c + cb + challenger_roll, d + db + defender_roll

    def _pairs(self) -> Iterator[tuple[int, int, int, int]]:
        for c_die in DIE:
            for d_die in DIE:
                yield (c_die, d_die, *self.totals(c_die, d_die))

    def given(self, defender_roll: int | None = None, challenger_roll: int | None = None) -> Fraction:
        """The exact chance the challenger wins once one (or both) of the dice is known.

        >>> duel_odds(6, 3).given(defender_roll=6)  # needs a 4, 5 or 6
        Fraction(1, 2)
        """
        c_dice = DIE if challenger_roll is None else [_whole(challenger_roll, 1, 6, "die", "challenger")]
        d_dice = DIE if defender_roll is None else [_whole(defender_roll, 1, 6, "die", "defender")]
        wins = sum(self.totals(c, d)[0] > self.totals(c, d)[1] for c in c_dice for d in d_dice)
        return Fraction(wins, len(c_dice) * len(d_dice))

    # -- views -----------------------------------------------------------------
    def _winner(self, c_total: int, d_total: int, lang: str) -> str:
        key = "challenger" if c_total > d_total else "tie" if c_total == d_total else "defender"
        return tr(f"woodwalkers.odds.winner.{key}", lang)

    def table(self, lang: str | None = None) -> Any:
        """A pandas DataFrame of all 36 dice pairs: both dice, both totals and the winner."""
        import pandas as pd

        lang = check_language(lang)
        cols = [tr(f"woodwalkers.odds.col.{c}", lang) for c in ("challenger_die", "defender_die", "challenger_total", "defender_total", "winner")]
        rows = [(c_die, d_die, c, d, self._winner(c, d, lang)) for c_die, d_die, c, d in self._pairs()]
        frame = pd.DataFrame(rows, columns=cols)
        frame.index = pd.RangeIndex(1, len(frame) + 1, name=tr("woodwalkers.odds.col.pair", lang))  # pairs counted from 1
        return frame

    def distribution(self, lang: str | None = None) -> Any:
        """A pandas DataFrame: for each roll of the challenger, the total and the exact chance to win."""
        import pandas as pd

        lang = check_language(lang)
        rows = []
        for c_die in DIE:
            p = self.given(challenger_roll=c_die)
            rows.append((c_die, self.totals(c_die, 1)[0], int(p * 6), p, format_percent(p, lang)))
        cols = [tr(f"woodwalkers.odds.col.{c}", lang) for c in ("challenger_die", "challenger_total", "beaten", "chance", "percent")]
        return pd.DataFrame(rows, columns=cols).set_index(cols[0])  # rows named by the die: 1 to 6

    def describe(self, lang: str | None = None) -> str:
        """One sentence: with how many of the 36 dice pairs the challenger wins, and in percent."""
        p = self.challenger_wins
        key = {0: "never", 1: "always"}.get(p, "") if p.denominator == 1 else ""
        return tr("woodwalkers.odds.describe" + (f".{key}" if key else ""), lang, wins=int(p * 36), percent=format_percent(p, lang))

    def title(self, lang: str | None = None) -> str:
        """The plot's title: the two values, the midnight guess if any, and the odds."""
        def value(v: int, w: int) -> str:
            return f"{v} − {w} = {v - w}" if w else str(v)

        lines = [tr("woodwalkers.odds.title.matchup", lang, challenger=value(self.challenger, self.challenger_wounds),
                    defender=value(self.defender, self.defender_wounds))]
        if self.guess:
            lines.append(tr(f"woodwalkers.odds.title.{self.guess}", lang))
        lines.append(self.describe(lang))
        return "\n".join(lines)

    def plot(self, lang: str | None = None, ax: Any = None) -> Any:
        """A 6 × 6 grid of every pair of dice, marked with the winner's letter; returns the Figure."""
        from matplotlib.figure import Figure
        from matplotlib.patches import Patch, Rectangle

        lang = check_language(lang)
        fig = ax.figure if ax is not None else Figure(figsize=(8, 10), layout="constrained")
        if ax is None:
            ax = fig.add_subplot()
        letters = {who: tr(f"woodwalkers.odds.letter.{who}", lang) for who in ("challenger", "defender")}
        for c_die, d_die, c, d in self._pairs():
            who = "challenger" if c > d else "defender"
            rect = Rectangle((d_die - 0.5, c_die - 0.5), 1, 1, facecolor=CHALLENGER_COLOUR if c > d else DEFENDER_COLOUR,
                             edgecolor="white", linewidth=3, hatch="/" if c == d else None)
            if c == d:
                _set_hatch_colour(rect)
            rect.set_gid(f"{who}-{c_die}-{d_die}")
            ax.add_patch(rect)
            ax.text(d_die, c_die - 0.1, letters[who], ha="center", va="center", fontsize=24, fontweight="bold", color="black")
            sign = ">" if c > d else "=" if c == d else "<"
            ax.text(d_die, c_die + 0.3, f"{c} {sign} {d}", ha="center", va="center", fontsize=13, color="black",
                    bbox={"boxstyle": "round,pad=0.1", "facecolor": "white", "edgecolor": "none", "alpha": 0.8})
        ax.set_xlim(0.5, 6.5)
        ax.set_ylim(6.5, 0.5)
        ax.set_aspect("equal")
        ax.set_xticks(list(DIE))
        ax.set_yticks(list(DIE))
        ax.tick_params(labelsize=15, length=0)
        ax.set_xlabel(tr("woodwalkers.odds.axis.defender", lang), fontsize=15)
        ax.set_ylabel(tr("woodwalkers.odds.axis.challenger", lang), fontsize=15)
        for spine in ax.spines.values():
            spine.set_visible(False)
        ax.set_title(self.title(lang), fontsize=15, pad=12)
        handles = [
            Patch(facecolor=CHALLENGER_COLOUR, label=tr("woodwalkers.odds.legend.challenger", lang, letter=letters["challenger"])),
            Patch(facecolor=DEFENDER_COLOUR, label=tr("woodwalkers.odds.legend.defender", lang, letter=letters["defender"])),
        ]
        if self.tie_count:
            tie = Patch(facecolor=DEFENDER_COLOUR, edgecolor="white", hatch="/",
                        label=tr("woodwalkers.odds.legend.tie", lang, letter=letters["defender"]))
            _set_hatch_colour(tie)
            handles.append(tie)
        fig.legend(handles=handles, loc="outside lower center", fontsize=13, frameon=False, handlelength=2.5, handleheight=1.5)
        title = ". ".join(line.rstrip(".") for line in self.title(lang).split("\n")) + "."
        return described(fig, tr("woodwalkers.odds.alt", lang, challenger=letters["challenger"],
                                 defender=letters["defender"], title=title))

    # -- display ---------------------------------------------------------------
    def __str__(self) -> str:
        return self.describe()

    def _repr_html_(self) -> str:
        return f"<p>{escape(self.describe())}</p>"

    def __repr__(self) -> str:
        extra = "".join(
            f", {name}={getattr(self, name)!r}"
            for name, default in (("challenger_wounds", 0), ("defender_wounds", 0), ("guess", None))
            if getattr(self, name) != default
        )
        return f"duel_odds({self.challenger!r}, {self.defender!r}{extra})"


def _set_hatch_colour(patch: Any) -> None:
    """Dark stripes on tie cells (matplotlib ≥ 3.10 has ``hatchcolor``; older ones use the edge colour)."""
    if hasattr(patch, "set_hatchcolor"):
        patch.set_hatchcolor(TIE_HATCH_COLOUR)
    else:
        patch.set_edgecolor(TIE_HATCH_COLOUR)


def duel_odds(
    challenger: int,
    defender: int,
    *,
    challenger_wounds: int = 0,
    defender_wounds: int = 0,
    guess: str | None = None,
) -> DuelOdds:
    """The exact odds of a duel between card values ``challenger`` and ``defender`` (1–6).

    Wounds (0–2) lower a value by one each; ``guess`` is ``None`` by day, or the midnight defender's
    guess ``"right"`` (+1 defender) or ``"wrong"`` (+1 challenger). Bad input raises RuleViolation.

    >>> odds = duel_odds(6, 3)  # wolf against otter in strength
    >>> odds.challenger_wins, odds.tie_count
    (Fraction(5, 6), 3)
    >>> odds.describe("en")
    'Of the 36 pairs the two dice can show, the challenger wins with 30: that is 83.3% of duels.'
    """
    return DuelOdds(challenger, defender, challenger_wounds, defender_wounds, guess)


__all__ = ["DuelOdds", "duel_odds", "format_chance", "format_percent"]
