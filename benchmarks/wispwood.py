"""Wispwood: how many legal actions each kind of decision offers, engine speed, and the search bot.

Run: ``.venv/bin/python benchmarks/wispwood.py [--games 30] [--bot-games 4]``. Prints figures; asserts
nothing. Goals (2 cores): placing a shape offers at most a few hundred actions (median well under 100),
>= 3,000 random-playout actions/s, SearchBot decides within 1 s and beats RandomBot in most games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict

import boardtutor
from boardtutor.bots import RandomBot, SearchBot

GAME = boardtutor.load("wispwood")


def action_counts(games: int) -> tuple[dict[str, list[int]], float]:
    counts: dict[str, list[int]] = defaultdict(list)
    rng = random.Random("bench/wispwood")
    actions, start = 0, time.perf_counter()
    for _ in range(games):
        state = GAME.new_initial_state(players=rng.randint(1, 4), seed=rng.randrange(10**9))
        while not state.is_terminal():
            legal = state.legal_actions()
            if not state.is_chance_node():
                counts[state.phase].append(len(legal))
            state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(legal))
            actions += 1
    return counts, actions / (time.perf_counter() - start)


def bot_games(games: int, time_limit: float) -> None:
    wins, times, iterations = 0, [], []
    for index in range(games):
        seat = index % 2
        search = SearchBot(seed=index, time_limit=time_limit)
        bots = [RandomBot(100 + index)] * 2
        bots[seat] = search
        state = GAME.new_initial_state(players=2, seed=index)
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            if state.current_player == seat:
                began = time.perf_counter()
                action = search.choose(state)
                times.append(time.perf_counter() - began)
                if not search.last_stats["forced"]:
                    iterations.append(search.last_stats["iterations"])
            else:
                action = bots[state.current_player].choose(state)
            state = state.apply(action)
        wins += state.outcome().winners == (seat,)
        print(f"  game {index + 1}: search bot in seat {seat + 1}, scores {state.scores()}")
    print(f"SearchBot ({time_limit} s) beat RandomBot in {wins} of {games} games")
    print(f"decision time: median {statistics.median(times):.2f} s, max {max(times):.2f} s; "
          f"iterations per decision: median {statistics.median(iterations):.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="random games for the action counts")
    parser.add_argument("--bot-games", type=int, default=4, help="SearchBot against RandomBot, 2 players")
    parser.add_argument("--time", type=float, default=0.8, help="SearchBot's time per decision (s)")
    args = parser.parse_args()
    counts, speed = action_counts(args.games)
    print(f"{'decision':<10}{'count':>8}{'median':>8}{'p95':>7}{'max':>6}")
    for phase, values in sorted(counts.items()):
        p95 = statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]
        print(f"{phase:<10}{len(values):>8}{statistics.median(values):>8.0f}{p95:>7.0f}{max(values):>6}")
    print(f"random playouts: {speed:,.0f} actions/s (goal >= 3,000)")
    if args.bot_games:
        bot_games(args.bot_games, args.time)


if __name__ == "__main__":
    main()
