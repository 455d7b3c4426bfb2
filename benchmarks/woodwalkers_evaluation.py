"""Where the weights of Woodwalkers' ``evaluation()`` come from: a least-squares fit of the final score
margin on what a position shows, over self-play games (prints figures, asserts nothing).

The search cuts its quick games short and scores the position it reached with ``evaluation()``; so
that estimate should say what the position is worth at the end. This script plays ``--games`` games of
two SearchBots (``--iterations`` per decision, seeded: reproducible), takes every position where a seat
is about to move, and fits the mover's final margin (own score minus the other's) on the differences
of: score, value of the flags the animals stand on, wounds, holding the die tile, holding medicine,
animals still in the game. It prints the weights, how much of the final margin they explain (R²),
the same for the hand-set evaluation before, and the fit by stage of the game (cards left).

    .venv/bin/python benchmarks/woodwalkers_evaluation.py --games 240 --jobs 2
"""

from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

import numpy as np

import boardtutor
from boardtutor.bots import SearchBot, play
from boardtutor.games.woodwalkers.rules import EVALUATION_WEIGHTS

FEATURES = tuple(EVALUATION_WEIGHTS)  # the terms of ``evaluation_terms``, in the evaluation's order


def features(state, seat: int) -> list[float]:
    """What the position shows (``evaluation_terms``), seat minus the other seat (2 players), and the cards left."""
    terms = state.evaluation_terms()
    return [float(terms[seat][k] - terms[1 - seat][k]) for k in FEATURES] + [sum(state.stack.values())]


def game(seed: int, iterations: int) -> list[tuple[list[float], float]]:
    state = boardtutor.load("woodwalkers").new_initial_state(players=2, seed=seed)
    bots = [SearchBot(seed=seed * 10 + s, time_limit=None, max_iterations=iterations) for s in range(2)]
    states = play(state, bots)  # the dice drawn from the game's seed
    scores = states[-1].scores()
    moving = [s for s in states if not s.is_terminal() and not s.is_chance_node() and s.phase == "move"]
    return [(features(s, s.turn), scores[s.turn] - scores[1 - s.turn]) for s in moving]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=240)
    parser.add_argument("--first", type=int, default=1000, help="seed of the first game")
    parser.add_argument("--iterations", type=int, default=100, help="SearchBot iterations per decision")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.jobs) as pool:
        seeds = range(args.first, args.first + args.games)
        rows = [r for game_rows in pool.map(game, seeds, [args.iterations] * args.games) for r in game_rows]
    table = np.array([f for f, _ in rows], float)
    x, cards, y = table[:, :-1], table[:, -1], np.array([m for _, m in rows], float)

    def r2(prediction, mask=slice(None)):
        return 1 - ((y[mask] - prediction[mask]) ** 2).mean() / y[mask].var()

    print(f"{args.games} games (seeds {args.first}–{args.first + args.games - 1}), {len(y)} positions before a move")
    column = {name: x[:, i] for i, name in enumerate(FEATURES)}
    before = column["score"] + 0.7 * column["held"] - 0.3 * column["wounds"]
    print(f"the hand-set evaluation (score + 0.7 flags held - 0.3 wounds): R² {r2(before):.3f}")
    weights, *_ = np.linalg.lstsq(x, y, rcond=None)
    print("least squares:", ", ".join(f"{n} {w:+.2f}" for n, w in zip(FEATURES, weights)), f"– R² {r2(x @ weights):.3f}")
    for low, high in ((0, 6), (6, 12), (12, 99)):
        mask = (cards >= low) & (cards < high)
        if mask.sum() >= 50:
            w, *_ = np.linalg.lstsq(x[mask], y[mask], rcond=None)
            print(f"  {low}–{min(high, 16)} cards left ({mask.sum()} positions):",
                  ", ".join(f"{n} {v:+.2f}" for n, v in zip(FEATURES, w)))


if __name__ == "__main__":
    main()
