"""Practice exercises per game: time to make one, and how many different positions each generator makes.

Run: ``.venv/bin/python benchmarks/practice.py [--draws 1000] [--games woodwalkers] [--rules setup.forest,...]``.
Prints figures; asserts nothing. With ``--rules`` only those generators' different positions (no timing). Goal: a median of at most 50 ms per exercise in every game.

Per game: the median and 95th percentile of the time ``exercises(game)`` takes for the next exercise
(all generators in turn), the slowest generators, and per generator how many different positions it
made in ``--draws`` draws (``exercises(game, rule)``): distinct / draws. A position is the exercise's
``key`` (the save gate's serialised state without its history, seed and names, the rule, the question
and the fields it marks) together with the seat the board is drawn for (``viewer``).
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import boardtutor  # noqa: E402
from boardtutor import practice  # noqa: E402

GOAL_MEDIAN_MS = 50.0


def timings(game_id: str, count: int, seed: int = 0) -> list[tuple[str, float]]:
    """(rule, milliseconds) for ``count`` exercises in a row, all the game's generators in turn."""
    stream = boardtutor.exercises(game_id, seed=seed)
    next(stream)  # the first one loads the practice module and the rule map
    out = []
    for _ in range(count):
        start = time.perf_counter()
        exercise = next(stream)
        out.append((exercise.rule, 1000 * (time.perf_counter() - start)))
    return out


def distinct(game_id: str, rule: str, draws: int, seed: int = 0) -> int:
    """How many different positions (with their question and viewer) ``draws`` exercises of one rule hold."""
    return len({(e.key, e.viewer) for e in itertools.islice(boardtutor.exercises(game_id, rule=rule, seed=seed), draws)})


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--draws", type=int, default=1000, help="draws per generator for the distinct positions")
    parser.add_argument("--timed", type=int, default=300, help="exercises timed per game")
    parser.add_argument("--games", help="comma-separated game ids (default: every game with exercises)")
    parser.add_argument("--rules", help="comma-separated rule ids: count the different positions of these generators only")
    args = parser.parse_args()
    games = args.games.split(",") if args.games else [g for g in boardtutor.games() if practice.practice_rules(g)]
    for game_id in games:
        if args.rules:
            print(f"{game_id}: different positions in {args.draws} draws per generator:", flush=True)
            for rule in [r for r in args.rules.split(",") if r in practice.practice_rules(game_id)]:
                count = distinct(game_id, rule, args.draws)
                print(f"    {rule:28} {count:5d} / {args.draws} = {count / args.draws:6.1%}", flush=True)
            continue
        times = timings(game_id, args.timed)
        ms = [t for _, t in times]
        median = statistics.median(ms)
        verdict = "ok" if median <= GOAL_MEDIAN_MS else f"over the goal of {GOAL_MEDIAN_MS:.0f} ms"
        print(f"{game_id}: {len(ms)} exercises, median {median:.1f} ms, p95 {percentile(ms, 0.95):.1f} ms ({verdict})", flush=True)
        by_rule: dict[str, list[float]] = {}
        for rule, t in times:
            by_rule.setdefault(rule, []).append(t)
        slowest = sorted(by_rule.items(), key=lambda item: -statistics.median(item[1]))[:5]
        print("  slowest: " + ", ".join(f"{rule} {statistics.median(t):.0f} ms" for rule, t in slowest), flush=True)
        print(f"  different positions in {args.draws} draws per generator:")
        for rule in practice.practice_rules(game_id):
            count = distinct(game_id, rule, args.draws)
            print(f"    {rule:28} {count:5d} / {args.draws} = {count / args.draws:6.1%}", flush=True)


if __name__ == "__main__":
    main()
