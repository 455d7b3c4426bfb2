"""SearchBot against RandomBot in 2-player Woodwalkers: win rate and time per decision.

Run: ``.venv/bin/python benchmarks/bots.py [--games 50] [--jobs 1]``. Seats alternate (even games:
SearchBot moves first). Prints figures; asserts nothing.
Goals (2 cores): SearchBot wins >= 80 % of the games; every decision takes <= 1 s.
``--jobs 2`` plays two games at once (one per core); each bot still has its own time limit.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

GOAL_WIN_RATE = 0.80
GOAL_SECONDS = 1.0


def one_game(index: int, time_limit: float, max_iterations: int | None, options: dict) -> dict:
    """Play game ``index``: SearchBot in seat ``index % 2``. Returns who won and the decision times."""
    import boardtutor
    from boardtutor.bots import RandomBot, SearchBot

    game = boardtutor.load("woodwalkers")
    seat = index % 2
    search = SearchBot(seed=index, time_limit=time_limit, max_iterations=max_iterations, **options)
    bots = [RandomBot(1000 + index)] * 2
    bots[seat] = search
    state = game.new_initial_state(players=2, seed=index)
    times, iterations = [], []
    while not state.is_terminal():
        if state.is_chance_node():
            action = state.sample_chance()
        elif state.current_player == seat:
            t = time.perf_counter()
            action = search.choose(state)
            times.append(time.perf_counter() - t)
            if not search.last_stats["forced"]:
                iterations.append(search.last_stats["iterations"])
        else:
            action = bots[state.current_player].choose(state)
        state = state.apply(action)
    winners = state.outcome().winners
    return {
        "win": 1 / len(winners) if seat in winners else 0.0,
        "times": times,
        "iterations": iterations,
        "scores": state.scores(),
        "seat": seat,
    }


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="number of games (default 50)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (default 1)")
    parser.add_argument("--time-limit", type=float, default=0.8, help="SearchBot seconds per decision")
    parser.add_argument("--iterations", type=int, default=None, help="SearchBot max_iterations")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="further SearchBot keyword option, e.g. playout_depth=40")
    args = parser.parse_args()
    options = {k: float(v) if "." in v else int(v) for k, v in (o.split("=", 1) for o in args.option)}

    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(one_game, i, args.time_limit, args.iterations, options) for i in range(args.games)]
        results = []
        for i, future in enumerate(futures):
            r = future.result()
            results.append(r)
            print(f"game {i + 1:>3}: seat {r['seat']}  scores {r['scores']}  {'won' if r['win'] == 1 else 'lost' if r['win'] == 0 else 'shared'}",
                  flush=True)
    wall = time.perf_counter() - start

    wins = sum(r["win"] for r in results)
    n = len(results)
    lo, hi = wilson(wins, n)
    times = sorted(t for r in results for t in r["times"])
    iterations = [i for r in results for i in r["iterations"]]
    p95 = statistics.quantiles(times, n=20)[-1] if len(times) >= 2 else times[0]
    worst = times[-1]
    print()
    print(f"games: {n} (SearchBot first in {sum(1 for r in results if r['seat'] == 0)}), wall time {wall:.0f} s")
    print(f"SearchBot win rate: {wins / n:.1%} ({wins:g}/{n}), 95% Wilson interval {lo:.1%} – {hi:.1%}")
    print(f"decisions: {len(times)}, of which searched: {len(iterations)}; "
          f"median iterations per searched decision: {statistics.median(iterations) if iterations else 0:.0f}")
    print(f"decision time: median {statistics.median(times) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {worst * 1000:.0f} ms")
    print(f"goal win rate >= {GOAL_WIN_RATE:.0%}: {'met' if wins / n >= GOAL_WIN_RATE else 'MISSED'}"
          f" (lower 95% bound {'also' if lo >= GOAL_WIN_RATE else 'not'} above it)")
    print(f"goal <= {GOAL_SECONDS:g} s per decision: {'met' if worst <= GOAL_SECONDS else 'MISSED'} (max {worst:.3f} s)")


if __name__ == "__main__":
    main()
