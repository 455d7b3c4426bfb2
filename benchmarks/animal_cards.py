"""Animal exercise card battle: balance of the sample deck, engine speed, and the search bot.

Run: ``.venv/bin/python benchmarks/animal_cards.py [--games 200] [--bot-games 6]``. Prints figures;
asserts nothing. Goals (2 cores): every random game ends with a winner long before the turn limit (the
sample deck is balanced enough), >= 3,000 random-playout actions/s, SearchBot decides within 1 s and
beats RandomBot in most games, in both formats.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter, defaultdict

import boardtutor
from boardtutor.bots import RandomBot, SearchBot
from boardtutor.games.animal_cards.rules import TURN_LIMIT

GAME = boardtutor.load("animal_cards")


def random_games(games: int, fmt: str) -> None:
    rng = random.Random(f"bench/animal_cards/{fmt}")
    lengths, endings, first_wins, counts = [], Counter(), 0, defaultdict(list)
    actions, start = 0, time.perf_counter()
    for _ in range(games):
        state = GAME.new_initial_state(2, seed=rng.randrange(10**9), format=fmt)
        while not state.is_terminal():
            legal = state.legal_actions()
            if not state.is_chance_node():
                counts[state.phase].append(len(legal))
            state = state.apply(state.sample_chance(rng) if state.is_chance_node() else rng.choice(legal))
            actions += 1
        lengths.append(state.turns)
        endings[state.ending] += 1
        first_wins += state.first in state.winners
    speed = actions / (time.perf_counter() - start)
    print(f"[{fmt}] {games} random games: turns median {statistics.median(lengths)}, "
          f"10–90 % {sorted(lengths)[games // 10]}–{sorted(lengths)[games * 9 // 10]}, max {max(lengths)} (limit {TURN_LIMIT}); "
          f"endings {dict(endings)}; first player wins {first_wins / games:.0%}; {speed:,.0f} actions/s")
    for phase, values in sorted(counts.items()):
        print(f"    legal actions in {phase:8s}: median {statistics.median(values):>4}, max {max(values)}")


def bot_games(games: int, time_limit: float, fmt: str) -> None:
    wins, times, iterations = 0, [], []
    for index in range(games):
        seat = index % 2
        bots = {seat: SearchBot(seed=index, time_limit=time_limit), 1 - seat: RandomBot(index)}
        state = GAME.new_initial_state(2, seed=1000 + index, format=fmt)
        while not state.is_terminal():
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            bot = bots[state.current_player]
            begin = time.perf_counter()
            action = bot.choose(state)
            if isinstance(bot, SearchBot) and not bot.last_stats["forced"]:
                times.append(time.perf_counter() - begin)
                iterations.append(bot.last_stats["iterations"])
            state = state.apply(action)
        wins += seat in state.outcome().winners
    print(f"[{fmt}] SearchBot ({time_limit} s) vs RandomBot: {wins}/{games} won; decision time max {max(times):.2f} s, "
          f"median {statistics.median(times):.2f} s; iterations median {statistics.median(iterations):.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--bot-games", type=int, default=6)
    parser.add_argument("--time", type=float, default=0.8)
    args = parser.parse_args()
    for fmt in ("basic", "strong_weak"):
        random_games(args.games, fmt)
        if args.bot_games:
            bot_games(args.bot_games, args.time, fmt)


if __name__ == "__main__":
    main()
