"""Engine speed per registered game: random-playout throughput, legal_actions() median, import time.

Run: ``.venv/bin/python benchmarks/engine.py [--seconds 5]``. Prints figures; asserts nothing.
Goals (Woodwalkers, 2 cores): >= 10,000 actions/s; ``import boardtutor`` <= 1.2x its dependencies.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time

GOAL_ACTIONS_PER_S = {"woodwalkers": 10_000}
IMPORT_RATIO_GOAL = 1.2
# The declared dependencies (pyproject.toml). boardtutor loads them lazily, when a table, chart or
# widget is first asked for, so a plain `import boardtutor` should cost far less than they do.
DEPENDENCIES = "import anywidget, ipywidgets, matplotlib, pandas"
# What `import boardtutor` really runs on top of the interpreter: the standard-library modules it uses.
STDLIB = "import json, random, fractions, dataclasses, pathlib, importlib.resources, functools, re"


def playouts(game_id: str, seconds: float) -> dict[str, float]:
    import boardtutor

    game = boardtutor.load(game_id)
    rng = random.Random(f"bench/{game_id}")
    actions = games = 0
    legal_times: list[float] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        players = rng.randint(game.min_players, game.max_players)
        state = game.new_initial_state(players=players, seed=rng.randrange(10**9))
        while not state.is_terminal():
            t = time.perf_counter()
            legal = state.legal_actions()
            legal_times.append(time.perf_counter() - t)
            action = state.sample_chance(rng) if state.is_chance_node() else rng.choice(legal)
            state = state.apply(action)
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "actions": actions,
        "actions_per_s": actions / elapsed,
        "legal_median_us": statistics.median(legal_times) * 1e6,
        "legal_p95_us": statistics.quantiles(legal_times, n=20)[-1] * 1e6,
    }


def import_time(statement: str, repeats: int = 7) -> float:
    """Median wall time of a fresh interpreter running ``statement`` minus an empty interpreter."""

    def run(code: str) -> float:
        t = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)
        return time.perf_counter() - t

    base = statistics.median(run("pass") for _ in range(repeats))
    return max(statistics.median(run(statement) for _ in range(repeats)) - base, 1e-4)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="playout time per game")
    args = parser.parse_args()

    import boardtutor

    print(f"{'game':<14}{'games':>7}{'actions':>10}{'actions/s':>12}{'legal median':>15}{'legal p95':>12}  goal")
    for game_id in boardtutor.games():
        r = playouts(game_id, args.seconds)
        goal = GOAL_ACTIONS_PER_S.get(game_id)
        verdict = "" if goal is None else f">= {goal:,}/s {'met' if r['actions_per_s'] >= goal else 'MISSED'}"
        print(
            f"{game_id:<14}{r['games']:>7}{r['actions']:>10}{r['actions_per_s']:>12,.0f}"
            f"{r['legal_median_us']:>12.1f} µs{r['legal_p95_us']:>9.1f} µs  {verdict}"
        )

    deps = import_time(DEPENDENCIES)
    own = import_time("import boardtutor; boardtutor.games()")
    stdlib = import_time(STDLIB)
    ratio = own / deps
    print(f"import of the dependencies alone ({DEPENDENCIES[7:]}): {deps * 1000:.1f} ms")
    print(f"import boardtutor (every game registered): {own * 1000:.1f} ms")
    print(f"ratio: {ratio:.2f}x (goal <= {IMPORT_RATIO_GOAL}x: {'met' if ratio <= IMPORT_RATIO_GOAL else 'MISSED'})")
    print(f"boardtutor's own share on top of the standard library it uses: {(own - stdlib) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
