"""The saved-game mutation fuzzer, run long: prints per game what it tried and found (asserts nothing).

    .venv/bin/python benchmarks/fuzz.py --game all --mutations 10000 --jobs 2
    .venv/bin/python benchmarks/fuzz.py --game woodwalkers --mutations 2000 --show 5

Goal per game: >= 10,000 mutations with 0 bare exceptions, 0 slow (> 1 s) and 0 impossible states
accepted (an accepted state must pass the whole invariant suite: see boardtutor/fuzzing.py).
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor

import boardtutor
from boardtutor.fuzzing import fuzz


def run(args):
    game_id, mutations, seed, show = args
    started = time.perf_counter()
    report = fuzz(boardtutor.load(game_id), mutations, seed=seed, states=80)
    lines = [f"{report.line()}  [{time.perf_counter() - started:.0f} s, seed {seed}]"]
    top = ", ".join(f"{key} {count}" for key, count in report.reasons.most_common(6))
    lines.append(f"    most common refusals: {top}")
    for finding in (report.bare[:show] + report.slow[:show]):
        lines.append("    " + finding)
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all")
    parser.add_argument("--mutations", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show", type=int, default=3, help="findings printed per game")
    args = parser.parse_args()
    ids = boardtutor.games() if args.game == "all" else [args.game]
    jobs = [(game_id, args.mutations, args.seed, args.show) for game_id in ids]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for text in pool.map(run, jobs):
            print(text, flush=True)


if __name__ == "__main__":
    main()
