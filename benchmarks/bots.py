"""SearchBot against RandomBot in any registered game: win rate, time per computer turn, guesses.

Run: ``.venv/bin/python benchmarks/bots.py --game woodwalkers [--games 20] [--jobs 1] [--play variant=night]``,
``--guesses 200`` for the computer's guesses alone (positions from random games)
(``--game all`` runs every game in turn). Seats alternate (even games: SearchBot in seat 0). Prints
figures; asserts nothing.
Goals (2 cores): SearchBot wins >= 80 % of the games; a whole computer turn (all its decisions until
another seat acts) takes <= 1.0 s in the median and <= 1.5 s at the 95th percentile.
``--jobs 2`` plays two games at once (one per core); each bot still has its own time limit.

Games with secrets may give their states a ``guess_check(action)`` method: for an action that guesses
something hidden it returns ``(right, chance)`` — whether the guess was right, and the chance an
informed guess had (from what the guessing seat may know); the benchmark then prints how often the
computer guessed right against what informed guesses would reach.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

GOAL_WIN_RATE = 0.80
GOAL_MEDIAN_TURN = 1.0
GOAL_P95_TURN = 1.5


def _value(text: str):
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def one_game(game_id: str, index: int, players: int, time_limit: float, max_iterations: int | None,
             options: dict, play: dict) -> dict:
    """Play game ``index``: SearchBot in seat ``index % players``. Returns who won, the turn times and
    the guesses the SearchBot made (games with ``guess_check``)."""
    import boardtutor
    from boardtutor.bots import RandomBot, SearchBot

    game = boardtutor.load(game_id)
    seat = index % players
    search = SearchBot(seed=index, time_limit=time_limit, max_iterations=max_iterations, **options)
    bots: list = [RandomBot(1000 + index + s) for s in range(players)]
    bots[seat] = search
    state = game.new_initial_state(players=players, seed=index, **play)
    turns, iterations, guesses, duels = [], [], [], 0
    turn = None  # seconds spent in the SearchBot's running turn
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
            continue
        if state.current_player != seat:
            if turn is not None:
                turns.append(turn)
                turn = None
            action = bots[state.current_player].choose(state)
        else:
            t = time.perf_counter()
            action = search.choose(state)
            turn = (turn or 0.0) + time.perf_counter() - t
            if not search.last_stats["forced"]:
                iterations.append(search.last_stats["iterations"])
            check = getattr(state, "guess_check", None)
            if check is not None:
                result = check(action)
                if result is not None:
                    duels += 1
                    if result[0] is not None:
                        guesses.append(result)
        state = state.apply(action)
    if turn is not None:
        turns.append(turn)
    winners = state.outcome().winners
    return {
        "win": 1 / len(winners) if seat in winners else 0.0,
        "turns": turns,
        "iterations": iterations,
        "scores": state.scores(),
        "seat": seat,
        "guesses": guesses,
        "duels": duels,
    }


def guess_positions(game_id: str, count: int, seed: int, players: int, play: dict) -> list:
    """``count`` positions from random games (seeded) where the seat to move guesses something hidden
    (a legal action has a ``guess_check``)."""
    import boardtutor
    from boardtutor.bots import RandomBot

    game = boardtutor.load(game_id)
    found, index = [], 0
    while len(found) < count and index < 50 * count:
        state = game.new_initial_state(players=players, seed=seed + index, **play)
        bot = RandomBot(seed + index)
        index += 1
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state = state.apply(state.sample_chance())
                continue
            check = getattr(state, "guess_check", None)
            if check is not None and any(check(a) is not None for a in state.legal_actions()):
                found.append(state)
            state = state.apply(bot.choose(state))
    return found


def one_guess(state, index: int, time_limit: float, max_iterations: int | None, options: dict) -> tuple:
    from boardtutor.bots import SearchBot

    bot = SearchBot(seed=index, time_limit=time_limit, max_iterations=max_iterations, **options)
    return state.guess_check(bot.choose(state))


def run_guesses(game_id: str, args: argparse.Namespace, options: dict, play: dict) -> None:
    """SearchBot's guesses alone, in ``args.guesses`` positions taken from random games."""
    positions = guess_positions(game_id, args.guesses, args.seed, args.players, play)
    start = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(one_guess, positions, range(len(positions)), [args.time_limit] * len(positions),
                                [args.iterations] * len(positions), [options] * len(positions)))
    made = [(ok, chance) for ok, chance in results if ok is not None]
    right = sum(1 for ok, _ in made if ok)
    informed_all = sum(chance for _, chance in results) / max(1, len(results))
    informed = sum(chance for _, chance in made) / max(1, len(made))
    lo, hi = wilson(right, len(made))
    print(f"== {game_id} {play or ''}: guesses in {len(results)} positions from random games ({time.perf_counter() - start:.0f} s)")
    print(f"the computer guessed in {len(made)} and passed in {len(results) - len(made)}")
    print(f"right: {right} of {len(made)} = {right / max(1, len(made)):.1%} (95% Wilson interval {lo:.1%} – {hi:.1%})")
    print(f"an informed guess is right in {informed:.1%} of the positions where it guessed, {informed_all:.1%} over all positions")
    print()


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def run(game_id: str, args: argparse.Namespace, options: dict, play: dict) -> None:
    start = time.perf_counter()
    print(f"== {game_id} {play or ''}")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(one_game, game_id, args.seed + i, args.players, args.time_limit, args.iterations, options, play)
                   for i in range(args.games)]
        results = []
        for i, future in enumerate(futures):
            r = future.result()
            results.append(r)
            outcome = "won" if r["win"] == 1 else "lost" if r["win"] == 0 else "shared"
            print(f"game {i + 1:>3} (seed {args.seed + i}): seat {r['seat']}  scores {r['scores']}  {outcome}", flush=True)
    wall = time.perf_counter() - start

    wins = sum(r["win"] for r in results)
    n = len(results)
    lo, hi = wilson(wins, n)
    turns = sorted(t for r in results for t in r["turns"])
    iterations = [i for r in results for i in r["iterations"]]
    p95 = statistics.quantiles(turns, n=20)[-1] if len(turns) >= 2 else turns[0]
    median = statistics.median(turns)
    print()
    print(f"games: {n} (seeds {args.seed}–{args.seed + n - 1}; SearchBot in seat 0 in {sum(1 for r in results if r['seat'] == 0)}), wall time {wall:.0f} s")
    print(f"SearchBot win rate: {wins / n:.1%} ({wins:g}/{n}), 95% Wilson interval {lo:.1%} – {hi:.1%}")
    print(f"computer turns: {len(turns)}; median iterations per searched decision: {statistics.median(iterations) if iterations else 0:.0f}")
    print(f"turn time: median {median * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, max {turns[-1] * 1000:.0f} ms")
    print(f"goal win rate >= {GOAL_WIN_RATE:.0%}: {'met' if wins / n >= GOAL_WIN_RATE else 'MISSED'}"
          f" (lower 95% bound {'also' if lo >= GOAL_WIN_RATE else 'not'} above it)")
    print(f"goal turn time median <= {GOAL_MEDIAN_TURN:g} s, p95 <= {GOAL_P95_TURN:g} s: "
          f"{'met' if median <= GOAL_MEDIAN_TURN and p95 <= GOAL_P95_TURN else 'MISSED'}")
    duels = sum(r["duels"] for r in results)
    guesses = [g for r in results for g in r["guesses"]]
    if duels:
        right = sum(1 for ok, _ in guesses if ok)
        informed = sum(chance for _, chance in guesses)
        glo, ghi = wilson(right, len(guesses))
        print(f"guesses: the computer had to decide in {duels} duels and guessed in {len(guesses)}; right {right} "
              f"({right / max(1, len(guesses)):.1%}, 95% Wilson interval {glo:.1%} – {ghi:.1%}); informed guesses "
              f"would be right in {informed / max(1, len(guesses)):.1%} of those on average (a blind one: 1 in 7 = 14.3%)")
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="woodwalkers", help="a game id, or 'all' (default woodwalkers)")
    parser.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (the others follow)")
    parser.add_argument("--players", type=int, default=2, help="number of players (default 2)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (default 1)")
    parser.add_argument("--time-limit", type=float, default=0.8, help="SearchBot seconds per turn")
    parser.add_argument("--iterations", type=int, default=None, help="SearchBot max_iterations")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="further SearchBot keyword option, e.g. playout_depth=40")
    parser.add_argument("--guesses", type=int, default=0,
                        help="instead of whole games: the computer's guesses in this many positions (games with guess_check)")
    parser.add_argument("--play", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option for new_initial_state, e.g. variant=night")
    args = parser.parse_args()
    options = {k: _value(v) for k, v in (o.split("=", 1) for o in args.option)}
    play = {k: _value(v) for k, v in (o.split("=", 1) for o in args.play)}
    import boardtutor

    for game_id in boardtutor.games() if args.game == "all" else [args.game]:
        if args.guesses:
            run_guesses(game_id, args, options, play if args.game != "all" else {})
        else:
            run(game_id, args, options, play if args.game != "all" else {})


if __name__ == "__main__":
    main()
