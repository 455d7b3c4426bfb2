"""Magische Tiere win-rate lab speed: simulated co-op games per second, and the win rates they give.

Run: ``.venv/bin/python benchmarks/winrate.py [--games 10000] [--check 200]``. Prints figures; asserts
nothing. Goal (1 core): 10,000 games in <= 10 s with the fast simulator (``fastsim``), the four named
strategies sharing the games. ``--check N`` also plays N games per strategy through the checked engine
path (``state.apply``) and reports how many agree with the fast simulator (they all should) and how
much faster the fast simulator is. ``--hint N`` plays N seeded games with the hint (``game.advisor()``)
through the engine and prints its win rate (win + narrow win) next to every strategy's on the same
seeds, each with its 95 % Wilson interval; the goal is a hint at least as good as the best strategy.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

GOAL_GAMES, GOAL_SECONDS = 10_000, 10.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GOAL_GAMES, help="games in all (shared by the strategies)")
    parser.add_argument("--check", type=int, default=40, help="games per strategy also played through the engine")
    parser.add_argument("--hint", type=int, default=0, help="games of the hint against every strategy (e.g. 2000)")
    args = parser.parse_args()
    if args.hint:
        hint_table(args.hint)
        return

    from boardtutor.games.magische_tiere.fastsim import FAST_STRATEGIES, fast_game
    from boardtutor.games.magische_tiere.lab import play_game

    per = args.games // len(FAST_STRATEGIES)
    results = {}
    start = time.perf_counter()
    for name in FAST_STRATEGIES:
        t = time.perf_counter()
        games = [fast_game(name, seed) for seed in range(per)]
        results[name] = (games, time.perf_counter() - t)
    elapsed = time.perf_counter() - start
    total = per * len(FAST_STRATEGIES)
    print(f"fast simulator: {total:,} games in {elapsed:.2f} s = {total / elapsed:,.0f} games/s")
    for name, (games, seconds) in results.items():
        endings = Counter(g.ending for g in games)
        turns = sum(g.turns for g in games) / len(games)
        print(f"  {name:15s} {len(games) / seconds:7,.0f} games/s   win {endings['win'] / len(games):6.1%}"
              f"   narrow {endings['narrow'] / len(games):6.1%}   loss {endings['loss'] / len(games):6.1%}   turns {turns:5.1f}")
    projected = GOAL_GAMES / (total / elapsed)
    print(f"goal {GOAL_GAMES:,} games in <= {GOAL_SECONDS:.0f} s: {projected:.1f} s projected -> "
          f"{'met' if projected <= GOAL_SECONDS else 'MISSED'}")
    if args.check:
        agree, t = 0, time.perf_counter()
        for name in FAST_STRATEGIES:
            for seed in range(args.check):
                agree += play_game(name, seed, fast=False) == results[name][0][seed] if seed < per else 0
        checked = args.check * len(FAST_STRATEGIES)
        engine_rate = checked / (time.perf_counter() - t)
        print(f"engine path (state.apply, every action checked): {engine_rate:,.0f} games/s; "
              f"{agree}/{checked} games identical to the fast simulator; speed-up x{(total / elapsed) / engine_rate:.0f}")


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * (p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5 / (1 + z * z / n)
    return centre - half, centre + half


def hint_table(games: int) -> None:
    """The hint (through the engine) and every lab strategy (fast simulator) on seeds 0..games-1."""
    from boardtutor.games.magische_tiere.fastsim import FAST_STRATEGIES, fast_game
    from boardtutor.games.magische_tiere.lab import play_game
    from boardtutor.games.magische_tiere.strategies import Advisor

    rows = {}
    t = time.perf_counter()
    rows["hint (advisor)"] = Counter(play_game(Advisor(seed), seed, fast=False).ending for seed in range(games))
    hint_seconds = time.perf_counter() - t
    for name in FAST_STRATEGIES:
        rows[name] = Counter(fast_game(name, seed).ending for seed in range(games))
    print(f"{games:,} seeded games each (seeds 0..{games - 1}); hint through the engine in {hint_seconds:.0f} s")
    best = max(rows[name]["win"] + rows[name]["narrow"] for name in FAST_STRATEGIES)
    for name, endings in rows.items():
        good = endings["win"] + endings["narrow"]
        lo, hi = wilson(good, games)
        print(f"  {name:15s} win or narrow win {good / games:6.1%} (95 % interval {lo:.1%} – {hi:.1%})"
              f"   win {endings['win'] / games:6.1%}   narrow {endings['narrow'] / games:6.1%}   loss {endings['loss'] / games:6.1%}")
    hint = rows["hint (advisor)"]["win"] + rows["hint (advisor)"]["narrow"]
    print(f"goal: the hint wins at least as often as the best strategy ({best / games:.1%}): "
          f"{'met' if hint >= best else 'MISSED'} ({hint / games:.1%})")


if __name__ == "__main__":
    main()
