"""Damage maths: how many hits does it take? And how long does a whole game last?

The numbers use the card values and the ±1 of strong and weak exactly as the engine does (a test plays
the attacks through the engine and counts): an attack takes away the attacker's damage, and an animal
is defeated when its health reaches zero. Cards like sneakers or the blanket are left out.

>>> hits_to_defeat("frog1", "elephant1")          # 6 health, 3 damage per hit
2
>>> hits_to_defeat("bear1", "cheetah1", strong_weak=True)   # the bear is strong against the cheetah
2
>>> exercise_to_defeat("frog1", "elephant1").text("en")
'6 jumps like a frog'
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Sequence

from ...i18n import check_language, tr
from ...views.accessible import described
from .rules import ANIMALS, animal_name, ANIMAL_CARDS, Exercise, damage_of, exercise_for, level_of, max_health, strength


def damage_per_hit(attacker: str, target: str, *, strong_weak: bool = False) -> int:
    """The damage one attack of ``attacker`` does to ``target`` (rules 5.2 and 5.3; never below 0)."""
    bonus = strength(attacker, target) if strong_weak else 0
    return max(0, damage_of(attacker) + bonus)


def hits_to_defeat(attacker: str, target: str, *, strong_weak: bool = False, health: int | None = None) -> int | None:
    """How many attacks of ``attacker`` defeat ``target`` (from full health, or from ``health``);
    None if an attack does no damage."""
    damage = damage_per_hit(attacker, target, strong_weak=strong_weak)
    if damage <= 0:
        return None
    return math.ceil((max_health(target) if health is None else health) / damage)


def exercise_to_defeat(attacker: str, target: str, *, strong_weak: bool = False) -> Exercise:
    """All the exercise a class does until ``attacker`` has defeated ``target``: the attacker's exercise
    times the number of hits."""
    exercise = exercise_for(attacker)
    return replace(exercise, count=exercise.count * (hits_to_defeat(attacker, target, strong_weak=strong_weak) or 0))


def _cards(level: int | None) -> list[str]:
    return [card for card in ANIMAL_CARDS if level is None or level_of(card) == level]


def _label(card: str, lang: str, with_level: bool) -> str:
    name = animal_name(card[:-1]).render(lang)
    return f"{name} {level_of(card)}" if with_level else name


def hits_table(attacker_level: int | None = 1, target_level: int | None = 1, *, strong_weak: bool = False,
               lang: str | None = None):
    """A pandas table: rows are attacking animals, columns the targets, each cell the number of hits
    it takes (``attacker_level``/``target_level`` pick a level; None takes all three)."""
    import pandas as pd

    lang = check_language(lang)
    rows, columns = _cards(attacker_level), _cards(target_level)
    with_level = attacker_level is None or target_level is None or attacker_level != target_level
    table = pd.DataFrame(
        [[hits_to_defeat(a, t, strong_weak=strong_weak) for t in columns] for a in rows],
        index=[_label(a, lang, with_level) for a in rows],
        columns=[_label(t, lang, with_level) for t in columns],
    )
    table.index.name = tr("animal_cards.maths.attacker", lang)
    table.columns.name = tr("animal_cards.maths.target", lang)
    return table


def level_summary(*, strong_weak: bool = False, lang: str | None = None):
    """Fewest, typical (median) and most hits it takes, for every pair of levels (attacker → target)."""
    import statistics

    import pandas as pd

    lang = check_language(lang)
    rows = []
    for a_level in (1, 2, 3):
        for t_level in (1, 2, 3):
            hits = [hits_to_defeat(a, t, strong_weak=strong_weak) for a in _cards(a_level) for t in _cards(t_level)]
            rows.append({
                tr("animal_cards.maths.attacker_level", lang): a_level,
                tr("animal_cards.maths.target_level", lang): t_level,
                tr("animal_cards.maths.fewest", lang): min(hits),
                tr("animal_cards.maths.typical", lang): statistics.median_low(hits),
                tr("animal_cards.maths.most", lang): max(hits),
            })
    frame = pd.DataFrame(rows)
    frame.index = pd.RangeIndex(1, len(frame) + 1)  # rows counted from 1, as people count
    return frame


def plot_hits(attacker_level: int | None = 1, target_level: int | None = 1, *, strong_weak: bool = False,
              lang: str | None = None, ax=None):
    """The hits table as a chart: a grid of squares, the number written in each (colour-blind safe:
    the numbers carry the meaning, the shades only help). Returns the matplotlib Axes."""
    import matplotlib.pyplot as plt

    lang = check_language(lang)
    table = hits_table(attacker_level, target_level, strong_weak=strong_weak, lang=lang)
    if ax is None:
        _, ax = plt.subplots(figsize=(1 + 0.62 * len(table.columns), 1 + 0.5 * len(table.index)))
    values = table.to_numpy(dtype=float)
    image = ax.imshow(values, cmap="cividis_r", vmin=1, vmax=max(4, values.max()))
    for i in range(values.shape[0]):
        for j in range(values.shape[1]):
            shade = image.cmap(image.norm(values[i, j]))
            ink = "white" if sum(shade[:3]) < 1.5 else "black"
            ax.text(j, i, f"{int(values[i, j])}", ha="center", va="center", fontsize=12, fontweight="bold", color=ink)
    ax.set_xticks(range(len(table.columns)), table.columns, rotation=40, ha="right")
    ax.set_yticks(range(len(table.index)), table.index)
    ax.set_xlabel(table.columns.name)
    ax.set_ylabel(table.index.name)
    key = "animal_cards.maths.chart_title_sw" if strong_weak else "animal_cards.maths.chart_title"
    ax.set_title(tr(key, lang))
    described(ax.figure, tr("animal_cards.maths.chart_alt", lang))
    return ax


def game_lengths(games: int = 200, seed: int = 1, *, format: str = "basic") -> list[int]:
    """How many turns whole games last when two random players play them (the sample deck's balance
    check: every game should end with a winner, long before the turn limit)."""
    from ... import load
    from ...bots import RandomBot, play_out

    game = load("animal_cards")
    lengths = []
    for n in range(games):
        final = play_out(game.new_initial_state(2, seed=seed * 100_003 + n, format=format), [RandomBot(seed + 2 * n), RandomBot(seed + 2 * n + 1)])
        lengths.append(final.turns)
    return lengths


def plot_game_lengths(lengths: Sequence[int], lang: str | None = None, ax=None):
    """A histogram of game lengths in turns (almost every turn has one attack = one exercise for the class;
    a turn ends without one when all of a player's animals rest)."""
    import matplotlib.pyplot as plt

    lang = check_language(lang)
    if ax is None:
        _, ax = plt.subplots(figsize=(7, 3.2))
    ax.hist(lengths, bins=range(min(lengths), max(lengths) + 2), color="#56B4E9", edgecolor="#1B1B1B", hatch="//")
    ax.set_xlabel(tr("animal_cards.maths.turns", lang))
    ax.set_ylabel(tr("animal_cards.maths.games", lang))
    ax.set_title(tr("animal_cards.maths.lengths_title", lang, n=len(lengths)))
    described(ax.figure, tr("animal_cards.maths.lengths_alt", lang, n=len(lengths), fewest=min(lengths), most=max(lengths)))
    return ax


__all__ = [
    "damage_per_hit", "exercise_to_defeat", "game_lengths", "hits_table", "hits_to_defeat", "level_summary",
    "plot_game_lengths", "plot_hits",
]
