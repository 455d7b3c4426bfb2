"""Where a search setting's time goes: does it find what its own estimate calls the best move? (prints
figures, asserts nothing)

The search compares moves by quick games (``SearchBot.estimate``) and stops when its time is up. With
unlimited time it would pick the move whose quick games score best on average. This script measures
how far each setting is from that, on positions of real games:

1. ``--games`` games of two SearchBots (``--iterations`` per decision, seeded: reproducible); every
   ``--every``-th position where a seat chooses among more than two moves (the game's
   ``search_actions``) is kept.
2. Every setting in ``--settings`` (SearchBot arguments by name) chooses a move there (seeded).
3. The "limit" value of each move — the first ``--top`` of the game's ``move_order`` and every chosen
   one — is the mean of ``--playouts`` quick games from it, all moves on the same dice.

Per setting it prints the mean *regret* (the limit value of the best move minus that of the chosen
one, in the search's reward units 0..1; near an even position 0.125 is one point of margin in
Woodwalkers), how often it chose the limit's best move and how often the game's first choice, and
(after the first setting) its difference to the first setting position by position, with its 95 %
interval. The same for the game's first choice alone. A setting with little regret has used its time up: more time can
only help if it changes the estimate itself (not the number of quick games). In a game with hidden
information the limit is taken on the real position, which the bots never see.

    .venv/bin/python benchmarks/search_regret.py --game woodwalkers --games 6 --every 4 --jobs 2
    .venv/bin/python benchmarks/search_regret.py --settings '{"0.8 s": {}, "0.1 s": {"time_limit": 0.1}}'

Results: benchmarks/RESULTS-bots.md.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

import boardtutor
from boardtutor.bots import SearchBot, play

DEFAULT_SETTINGS = {"default (0.8 s)": {}, "stronger (2.4 s)": {"time_limit": 2.4}}


def positions(game_id: str, seed: int, iterations: int, every: int, options: dict) -> list:
    """Every ``every``-th position of one seeded game (its dice drawn from the game's seed) where the
    mover chooses among more than two moves."""
    state = boardtutor.load(game_id).new_initial_state(players=2, seed=seed, **options)
    bots = [SearchBot(seed=seed * 10 + s, time_limit=None, max_iterations=iterations) for s in range(2)]
    choosing = [s for s in play(state, bots) if not s.is_terminal() and not s.is_chance_node() and len(s.search_actions()) > 2]
    return choosing[::every]


def measure(job: tuple) -> dict:
    """The settings' choices in one position and the limit value of each move looked at."""
    index, state, settings, top, playouts = job
    seat = state.current_player
    choices = {name: SearchBot(seed=index, **spec).choose(state) for name, spec in settings.items()}
    actions = state.search_actions()
    order = state.move_order(actions) or list(actions)
    moves = list(dict.fromkeys(order[:top] + list(choices.values())))
    judge = SearchBot(seed=index, time_limit=None, max_iterations=1)
    limit = {}
    for action in moves:
        after = state.apply(action)
        limit[action] = statistics.fmean(judge.estimate(after, random.Random(10**6 + k))[seat] for k in range(playouts))
    return {"choices": choices, "first": order[0], "limit": limit}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="woodwalkers")
    parser.add_argument("--option", action="append", default=[], help="a game option, e.g. variant=night")
    parser.add_argument("--games", type=int, default=6, help="games to take positions from (seeds 0..N-1)")
    parser.add_argument("--every", type=int, default=4, help="keep every N-th position with a real choice")
    parser.add_argument("--iterations", type=int, default=200, help="iterations per decision of the games' bots")
    parser.add_argument("--settings", type=json.loads, default=DEFAULT_SETTINGS,
                        help="SearchBot arguments by name, e.g. '{\"0.8 s\": {}, \"2.4 s\": {\"time_limit\": 2.4}}'")
    parser.add_argument("--top", type=int, default=8, help="how many of the game's first choices get a limit value")
    parser.add_argument("--playouts", type=int, default=1000, help="quick games per move for its limit value")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    options = dict(option.split("=", 1) for option in args.option)

    with ProcessPoolExecutor(args.jobs) as pool:
        found = pool.map(positions, *zip(*[(args.game, seed, args.iterations, args.every, options) for seed in range(args.games)]))
        states = [state for kept in found for state in kept]
        jobs = [(i, state, args.settings, args.top, args.playouts) for i, state in enumerate(states)]
        results = list(pool.map(measure, jobs))
    print(f"{args.game} {options or ''}: {len(results)} positions from {args.games} games (seeds 0-{args.games - 1}), "
          f"limit = mean of {args.playouts} quick games per move, the first {args.top} moves of the game's order and every choice")

    def regrets(chosen) -> list[float]:
        return [max(r["limit"].values()) - r["limit"][chosen(r)] for r in results]

    baseline_name = next(iter(args.settings))
    baseline = regrets(lambda r: r["choices"][baseline_name])

    def line(label: str, chosen) -> None:
        found = regrets(chosen)
        best = sum(regret == 0 for regret in found)
        first = sum(chosen(r) == r["first"] for r in results)
        print(f"  {label}: mean regret {statistics.fmean(found):.4f} (max {max(found):.4f}); "
              f"the limit's best move in {best} of {len(results)}, the game's first choice in {first}")
        if label != baseline_name and len(found) > 1:  # the same positions: the difference, position by position
            differences = [a - b for a, b in zip(found, baseline)]
            spread = 1.96 * statistics.stdev(differences) / len(differences) ** 0.5
            print(f"    against {baseline_name}: {statistics.fmean(differences):+.4f} ± {spread:.4f} per position "
                  f"(95 %), less regret in {sum(d < 0 for d in differences)}, more in {sum(d > 0 for d in differences)}")

    for name in args.settings:
        line(name, lambda r, name=name: r["choices"][name])
    line("the game's first choice alone", lambda r: r["first"])


if __name__ == "__main__":
    main()
