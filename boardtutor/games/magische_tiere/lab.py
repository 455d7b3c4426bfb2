"""The win-rate lab: many simulated co-op games under named strategies, as a table and as pictures.

Two ways to play a game give the same result for the same seed and strategy:

- ``play_game(..., fast=False)`` goes through the engine's front door: every action is checked
  against ``legal_actions()`` and applied to a copy (``state.apply``) – about a hundred games a second;
- ``play_game(..., fast=True)`` (the default) uses ``fastsim``, the rules and the named strategies
  written once more for speed – thousands of games a second. The tests require both to agree.

Chance is drawn by ``sample_chance``: each die is rolled on its own with a ``random.Random`` seeded by
the game's seed and the faces are then sorted into the multiset the engine expects, so both ways see
the same dice.

>>> result = play_game("children_first", seed=3)
>>> result == play_game("children_first", seed=3, fast=False)
True
>>> result.ending in ("win", "narrow", "loss")
True
"""

from __future__ import annotations

import math
import random
from dataclasses import asdict, dataclass
from fractions import Fraction
from typing import Any, Iterable, Sequence

from ...core import Action, RuleViolation, Text
from ...i18n import tr
from ...views.accessible import described
from .rules import BLUE_FACES, CARD_KINDS, WHITE_FACES, A, MagischeTiereState, caps_distribution, sort_faces
from .strategies import STRATEGIES, Strategy, strategy

ENDINGS = ("win", "narrow", "loss")
ENDING_COLOURS = {"win": "#009E73", "narrow": "#E69F00", "loss": "#D55E00"}  # Okabe–Ito, colour-blind safe
ENDING_HATCH = {"win": "", "narrow": "//", "loss": "xx"}
MAX_ACTIONS = 20_000
MAX_GAMES = 5_000
"""The most games per strategy one ``simulate`` call plays (a few seconds with all four strategies)."""


def sample_chance(state: MagischeTiereState, rng: random.Random) -> Action:
    """The pending chance event's outcome, drawn with ``rng`` die by die (or card by card)."""
    phase = state.phase
    if phase == "roll":
        return A("roll", tuple(sort_faces([BLUE_FACES[int(rng.random() * len(BLUE_FACES))] for _ in range(state.loose_blue)])))
    if phase == "roll_white":
        return A("white", (WHITE_FACES[int(rng.random() * len(WHITE_FACES))],))
    pick = int(rng.random() * sum(state.deck.values()))
    for kind in CARD_KINDS:
        pick -= state.deck[kind]
        if pick < 0:
            return A("draw", (kind,))
    raise AssertionError("empty deck")


@dataclass(frozen=True)
class GameResult:
    """How one simulated game ended: ``ending`` (win / narrow / loss), ``turns``, children
    ``caught`` and ``home`` (with Silas), path tiles ``lit``, cards ``drawn``."""

    seed: int
    strategy: str
    ending: str
    turns: int
    caught: int
    home: int
    lit: int
    drawn: int


def play_game(name: str | Strategy, seed: int, players: int = 1, fast: bool = True) -> GameResult:
    """Play one game with a strategy (a name from ``STRATEGIES`` or a Strategy): with ``fast`` and a
    named deterministic strategy in the fast simulator, otherwise through ``state.apply``."""
    from . import GAME
    from .fastsim import FAST_STRATEGIES, fast_game

    if fast and isinstance(name, str) and name in FAST_STRATEGIES:
        return fast_game(name, seed, players)
    bot = strategy(name, seed) if isinstance(name, str) else name
    rng = random.Random(f"magische_tiere/{seed}")
    state = GAME.new_initial_state(players=players, seed=seed)
    for _ in range(MAX_ACTIONS):
        if state.is_terminal():
            break
        state = state.apply(sample_chance(state, rng) if state.is_chance_node() else bot.choose(state))
    else:
        raise AssertionError(f"game {seed} did not end")
    drawn = sum(GAME.data["cards"].values()) - sum(state.deck.values())
    return GameResult(seed, bot.id, state.ending, state.turns + 1, len(state.caught), len(state.at_silas()), state.lit, drawn)


class Lab:
    """Results of many games per strategy: ``frame`` (one row per game), ``table()``, ``plot()``."""

    def __init__(self, results: Sequence[GameResult]) -> None:
        import pandas as pd

        self.results = list(results)
        self.frame = pd.DataFrame([asdict(r) for r in self.results])

    def table(self, lang: str | None = None):
        """Per strategy: games, share of wins / narrow wins / losses (%), turns on average."""
        import pandas as pd

        rows = []
        for name, group in self.frame.groupby("strategy", sort=False):
            n = len(group)
            row = {tr("magische_tiere.lab.strategy", lang): tr(f"magische_tiere.strategy.{name}", lang),
                   tr("magische_tiere.lab.games", lang): n}
            for ending in ENDINGS:
                row[tr(f"magische_tiere.lab.ending.{ending}", lang)] = round(100 * (group["ending"] == ending).mean(), 1)
            row[tr("magische_tiere.lab.mean_turns", lang)] = round(group["turns"].mean(), 1)
            rows.append(row)
        return pd.DataFrame(rows).set_index(tr("magische_tiere.lab.strategy", lang))

    def plot(self, lang: str | None = None):
        """Two charts side by side: how the games ended (stacked bars, with hatching as well as
        colour) and how long they lasted (a histogram of turns per strategy)."""
        import matplotlib.pyplot as plt

        names = list(dict.fromkeys(self.frame["strategy"]))
        labels = [tr(f"magische_tiere.strategy.{n}", lang) for n in names]
        fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2))
        bottom = [0.0] * len(names)
        for ending in ENDINGS:
            shares = [100 * (self.frame[self.frame["strategy"] == n]["ending"] == ending).mean() for n in names]
            bars = left.barh(labels, shares, left=bottom, color=ENDING_COLOURS[ending], hatch=ENDING_HATCH[ending],
                             edgecolor="#1B1B1B", label=tr(f"magische_tiere.lab.ending.{ending}", lang))
            for bar, share, start in zip(bars, shares, bottom):
                if share >= 7:
                    left.text(start + share / 2, bar.get_y() + bar.get_height() / 2, tr("core.percent", lang, number=f"{share:.0f}"), ha="center",
                              va="center", fontsize=9, color="#1B1B1B",
                              bbox={"boxstyle": "round,pad=0.15", "fc": "white", "ec": "none", "alpha": 0.85})
            bottom = [b + s for b, s in zip(bottom, shares)]
        left.set_xlim(0, 100)
        left.invert_yaxis()
        left.set_xlabel(tr("magische_tiere.lab.share", lang))
        left.set_title(tr("magische_tiere.lab.endings_title", lang))
        left.legend(loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=3, frameon=False)
        most = int(self.frame["turns"].max())
        bins = range(1, most + 2)
        styles = ["-", "--", ":", "-."]
        for i, (name, label) in enumerate(zip(names, labels)):
            turns = self.frame[self.frame["strategy"] == name]["turns"]
            right.hist(turns, bins=bins, histtype="step", linewidth=2, linestyle=styles[i % len(styles)], label=label)
        right.set_xlabel(tr("magische_tiere.lab.turns", lang))
        right.set_ylabel(tr("magische_tiere.lab.games", lang))
        right.set_title(tr("magische_tiere.lab.length_title", lang))
        right.legend(frameon=False)
        fig.tight_layout()
        return described(fig, tr("magische_tiere.lab.plot_alt", lang))


def simulate(names: Iterable[str] = ("children_first", "light_first", "hold_cards", "place_all"), games: int = 1000,
             seed: int = 0, players: int = 1, progress: bool = True) -> Lab:
    """Play ``games`` games per strategy (seeds ``seed`` … ``seed + games - 1``, the same for every
    strategy, so they face the same luck as far as their choices allow). Shows a progress bar in a
    notebook."""
    names = list(names)
    for name in names:
        strategy(name)  # unknown names fail before any game is played
    if not names:
        raise RuleViolation(Text("magische_tiere.error.lab_no_strategy"))
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise RuleViolation(Text("magische_tiere.error.lab_games", most=MAX_GAMES))
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RuleViolation(Text("magische_tiere.error.lab_seed"))
    bar = _progress_bar(len(names) * games) if progress else None
    results = []
    for name in names:
        for offset in range(games):
            results.append(play_game(name, seed + offset, players))
            if bar is not None and (len(results) % 50 == 0 or len(results) == bar.max):
                bar.value = len(results)
    if bar is not None:
        bar.value = bar.max
        bar.bar_style = "success"
    return Lab(results)


def _progress_bar(total: int):
    """An ipywidgets progress bar when running in a notebook kernel, else None."""
    try:
        from IPython import get_ipython

        if get_ipython() is None or not hasattr(get_ipython(), "kernel"):
            return None
        import ipywidgets
        from IPython.display import display
    except ImportError:  # pragma: no cover - both come with the lab extra
        return None
    bar = ipywidgets.IntProgress(value=0, min=0, max=total, description=tr("magische_tiere.lab.progress"))
    display(bar)
    return bar


def _number(value: float | int, lang: str | None, digits: int = 0) -> str:
    """A number as people write it: ``46,656`` and ``0.5`` in English, ``46.656`` and ``0,5`` in German."""
    from ...i18n import check_language

    text = f"{value:,.{digits}f}"
    if check_language(lang) == "de":
        text = text.replace(",", "_").replace(".", ",").replace("_", ".")
    return text


def percent_text(p: Fraction, lang: str | None = None) -> str:
    """A probability in per cent, with enough digits that a rare event does not show as 0.

    >>> percent_text(Fraction(15625, 46656), "en"), percent_text(Fraction(1, 46656), "en"), percent_text(Fraction(1, 46656), "de")
    ('33.5%', '0.0021%', '0,0021 %')
    """
    value = float(100 * p)
    if value == 0:
        return tr("core.percent", lang, number="0")
    digits = 1 if value >= 0.1 else 1 - math.floor(math.log10(value))  # two significant digits
    return tr("core.percent", lang, number=_number(value, lang, digits))


def cap_odds(dice: int = 6, white: bool = False, lang: str | None = None):
    """How likely one roll of ``dice`` blue dice (and the white die) shows k caps, as a table:
    "about 1 in N rolls" first, then the percentage (``0.0021 %``, not ``0.00 %``), then the exact
    chance as "15,625 in 46,656" (every possible roll counted, no fraction to decode)."""
    import pandas as pd

    rows = []
    total = 6 ** (dice + int(white))
    for k, p in caps_distribution(dice, white).items():
        rows.append({
            tr("magische_tiere.lab.caps", lang): k,
            tr("magische_tiere.lab.one_in", lang): _one_in(p, lang),
            tr("magische_tiere.lab.percent", lang): percent_text(p, lang),
            tr("magische_tiere.lab.exact", lang): tr("magische_tiere.lab.exact_value", lang, count=_number(int(p * total), lang),
                                                      total=_number(total, lang)),
        })
    return pd.DataFrame(rows).set_index(tr("magische_tiere.lab.caps", lang))


def _one_in(p: Fraction, lang: str | None) -> str:
    """“about 1 in 3 rolls”, “in most rolls” (more than half) or “never”."""
    if not p:
        return tr("magische_tiere.lab.never", lang)
    if p > Fraction(1, 2):
        return tr("magische_tiere.lab.mostly", lang)
    return tr("magische_tiere.lab.one_in_value", lang, n=_number(round(1 / p), lang))


def plot_cap_odds(dice: int = 6, white: bool = False, lang: str | None = None):
    """The k-caps probabilities as a bar chart, the percentage written above each bar."""
    import matplotlib.pyplot as plt

    dist = caps_distribution(dice, white)
    fig, ax = plt.subplots(figsize=(7, 3.4))
    ks = list(dist)
    values = [float(100 * p) for p in dist.values()]
    bars = ax.bar(ks, values, color="#0072B2", edgecolor="#1B1B1B")
    shown = []
    for bar, k, p in zip(bars, ks, dist.values()):
        label = percent_text(p, lang)  # 0.0021 %, not 0.0 %
        ax.text(bar.get_x() + bar.get_width() / 2, bar.get_height() + 1, label, ha="center", fontsize=9)
        shown.append(tr("magische_tiere.lab.caps_bar", lang, caps=k, percent=label))
    ax.set_xticks(ks)
    ax.set_xlabel(tr("magische_tiere.lab.caps", lang))
    ax.set_ylabel(tr("magische_tiere.lab.percent", lang))
    ax.set_ylim(0, max(values) + 10)
    ax.set_title(tr("magische_tiere.lab.caps_title", lang, dice=dice + int(white)))
    fig.tight_layout()
    return described(fig, tr("magische_tiere.lab.caps_alt", lang, dice=dice + int(white), bars=", ".join(shown)))


def exact_caps(dice: int = 6, white: bool = False) -> dict[int, Fraction]:
    """``caps_distribution`` under the lab's name."""
    return caps_distribution(dice, white)


__all__ = ["ENDINGS", "GameResult", "Lab", "STRATEGIES", "cap_odds", "exact_caps", "play_game", "plot_cap_odds", "sample_chance", "simulate"]
