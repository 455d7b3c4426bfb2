"""The computer players of every game, measured: win rate against RandomBot, time per computer TURN.

    .venv/bin/python benchmarks/bots.py --game all --games 40 --jobs 2
    .venv/bin/python benchmarks/bots.py --game woodwalkers --option variant=night --games 60
    .venv/bin/python benchmarks/bots.py --game tawa_hallae --versus strong     # the stronger setting vs the default
    .venv/bin/python benchmarks/bots.py --game animal_cards --versus gentle --games 16 --jobs 1  # the beginners' level

Prints figures, asserts nothing. Per game: games played (seeds 0..N-1, printed), the computer's win rate
with its 95 % Wilson interval (seats alternate: even seeds the computer sits first), the median and
95th percentile of a whole computer turn (all its decisions until another seat or the end), and the
result by seat. Co-operative games (Magische Tiere): the computer plays every seat, and the figures are
the group's wins and the computer's turn time; the hint has its own lab (benchmarks/winrate.py);
Wispwood solo prints the computer's average score against the ghost next to RandomBot's.

``--guesses 200 --option variant=night``: the computer's guesses alone (games whose states have a
``guess_check(action)`` returning whether a guess was right and the chance an informed guess had).

Goals (2 cores): >= 80 % wins with the Wilson lower bound >= 70 %; a turn <= 1.0 s median and
<= 1.5 s at the 95th percentile. ``--versus strong``: the stronger setting, SearchBot with 3x the time
per turn (2.4 s; everything else the same, as ``PlayView(bot_time=2.4)`` plays) against the default
(0.8 s), on paired deals (each seed played once from every seat); ``--versus plain``: the default
against the same search without the game's ``search_settings`` (paired deals too). Both also print
the mean score margin (computer minus the best other seat) with its 95 % interval, which shows a
lead in dice games sooner than the win rate does, and the same per deal (both games of a seed). Paired
deals are *duplicate* by default (``--luck duplicate``): every chance event is drawn seat by seat, so in
the two games of a deal each setting rolls the other's dice (in Woodwalkers this cuts the spread of a
deal's margin about in half). ``--versus settings --computer JSON --others JSON``:
any two SearchBot settings head to head on paired deals, e.g. more time against less::

    .venv/bin/python benchmarks/bots.py --game woodwalkers --versus settings --computer '{"time_limit": 0.8}' --others '{"time_limit": 0.1}'

Results and command lines: benchmarks/RESULTS-bots.md.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor

GOAL_WIN_RATE = 0.80
GOAL_MEDIAN_TURN = 1.0
GOAL_P95_TURN = 1.5
GENTLE_GOALS = {"search": 0.80, "gentle": 0.60}
"""``--versus gentle``: the default computer beats GentleBot this often, GentleBot beats random play this often."""


def _advisor(game_id: str):
    """A co-op game's own player (PlayView's computer there), or None."""
    import boardtutor

    game = boardtutor.load(game_id)
    if not game.cooperative or game.advisor() is None:
        return None
    player = game.advisor()
    player.playing = True
    return player


def _bot(kind: str | dict, seed: int, time_limit: float, game_id: str | None = None):
    from boardtutor.bots import RandomBot, SearchBot

    if isinstance(kind, dict):  # SearchBot arguments (--versus settings)
        return SearchBot(seed=seed, **kind)
    if kind == "random":
        return RandomBot(1000 + seed)
    if kind == "strong":
        return SearchBot(seed=seed, time_limit=3 * time_limit)
    if kind == "gentle":  # the beginners' computer; in a co-op game it thinks with the game's advisor, as PlayView does
        from boardtutor.bots import GentleBot

        thinker = _advisor(game_id) if game_id else None
        return GentleBot(seed=seed, time_limit=time_limit, thinker=thinker)
    if kind == "advisor":
        return _advisor(game_id)
    if kind == "plain":  # the generic search without the game's search settings (no common chance, no anchor)
        return SearchBot(seed=seed, time_limit=time_limit, common_chance=False, anchor=0.0)
    return SearchBot(seed=seed, time_limit=time_limit)


def one_game(game_id: str, index: int, players: int, versus: str, time_limit: float, options: dict,
             computer: str = "search") -> dict:
    """Game ``index``: the computer (SearchBot, or the kind ``computer``) in seat ``index % players``, the
    others ``versus``."""
    import boardtutor

    game = boardtutor.load(game_id)
    seat = index % players
    bots = [_bot(versus, index * 10 + s, time_limit, game_id) for s in range(players)]
    bots[seat] = _bot(computer, index, time_limit, game_id)
    state = game.new_initial_state(players=players, seed=index, **options)
    turns: list[float] = []
    turn_started = None
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(state.sample_chance())
            continue
        mover = state.current_player
        if mover == seat and turn_started is None:
            turn_started = 0.0
        if mover != seat and turn_started is not None:
            turns.append(turn_started)
            turn_started = None
        started = time.perf_counter()
        action = bots[mover].choose(state)
        if mover == seat:
            turn_started += time.perf_counter() - started
        state = state.apply(action)
    if turn_started is not None:
        turns.append(turn_started)
    winners = state.outcome().winners
    return {
        "win": 0.0 if seat not in winners else 1.0 if game.cooperative else 1 / len(winners),  # a shared co-op win is whole
        "turns": turns,
        "scores": state.scores(),
        "seat": seat,
        "index": index,
    }


def _value(text: str):
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


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


def solo(game_id: str, index: int, kind: str, time_limit: float, options: dict) -> float:
    """One solo game (Wispwood against the ghost): the seat's score."""
    import boardtutor

    game = boardtutor.load(game_id)
    bot = _bot(kind, index, time_limit)
    state = game.new_initial_state(players=1, seed=index, **options)
    while not state.is_terminal():
        state = state.apply(state.sample_chance() if state.is_chance_node() else bot.choose(state))
    return state.scores()[0]


def report(game_id: str, results: list[dict], versus: str, label: str, goal: float | None = None) -> None:
    """Print a run's figures; ``goal``: the win rate asked for (default: the computer's goals against random play)."""
    n = len(results)
    wins = sum(r["win"] for r in results)
    lo, hi = wilson(wins, n)
    turns = sorted(t for r in results for t in r["turns"])
    median = statistics.median(turns) if turns else 0.0
    p95 = statistics.quantiles(turns, n=20)[-1] if len(turns) >= 2 else median
    by_seat = {}
    for r in results:
        by_seat.setdefault(r["seat"], []).append(r["win"])
    seats = ", ".join(f"seat {s + 1}: {sum(w) / len(w):.0%} of {len(w)}" for s, w in sorted(by_seat.items()))
    seeds = f"{min(r.get('seed', r['index']) for r in results)}..{max(r.get('seed', r['index']) for r in results)}" if results else "-"
    print(f"{label}: {n} games (seeds {seeds}) against {versus}: computer wins {wins / n:.1%} "
          f"(95 % interval {lo:.1%} – {hi:.1%}); "
          + (f"turn median {median:.2f} s, p95 {p95:.2f} s ({len(turns)} turns); " if turns else "")
          + seats)
    margins = [r["scores"][r["seat"]] - max(s for i, s in enumerate(r["scores"]) if i != r["seat"]) for r in results
               if len(r["scores"]) > 1]
    if margins:
        spread = statistics.stdev(margins) / math.sqrt(len(margins)) if len(margins) > 1 else 0.0
        print(f"    the computer's score minus the best other seat's: mean {statistics.mean(margins):+.2f} "
              f"(± {1.96 * spread:.2f} at 95 %), by game {margins}")
        deals: dict[int, list[float]] = {}
        for r, margin in zip(results, margins):
            deals.setdefault(r.get("seed", r["index"]), []).append(margin)
        whole = [statistics.mean(m) for m in deals.values() if len(m) == len(by_seat)]  # deals played from every seat
        if len(whole) > 1 and len(whole) < len(margins):  # paired deals: each deal from every seat
            spread = statistics.stdev(whole) / math.sqrt(len(whole))
            ahead, behind = sum(m > 0 for m in whole), sum(m < 0 for m in whole)
            print(f"    by deal (each deal played from every seat, {len(whole)} deals): mean margin {statistics.mean(whole):+.2f} "
                  f"(± {1.96 * spread:.2f} at 95 %); the computer ahead over the deal in {ahead}, behind in {behind}, "
                  f"level in {len(whole) - ahead - behind}")
    if goal is not None:
        print(f"    goals: win rate >= {goal:.0%} {'met' if wins / n >= goal else 'MISSED'} (the interval's lower end {lo:.1%}), "
              f"turn median <= {GOAL_MEDIAN_TURN} s {'met' if median <= GOAL_MEDIAN_TURN else 'MISSED'}")
    elif versus == "random":
        ok_rate = wins / n >= GOAL_WIN_RATE and lo >= 0.70
        ok_time = median <= GOAL_MEDIAN_TURN and p95 <= GOAL_P95_TURN
        print(f"    goals: win rate {'met' if ok_rate else 'MISSED'}, turn time {'met' if ok_time else 'MISSED'}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all", help="a game id, or all")
    parser.add_argument("--games", type=int, default=40, help="games per game (default 40)")
    parser.add_argument("--first", type=int, default=0, help="seed of the first game (default 0): more games on top of a run")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2, help="games played at once (default 2, one per core)")
    parser.add_argument("--time-limit", type=float, default=0.8, help="SearchBot seconds per TURN")
    parser.add_argument("--versus", default="random", choices=("random", "search", "strong", "plain", "settings", "gentle", "gentle-random"),
                        help="the other seats: RandomBot, the same SearchBot, 'strong' (3x time) against the default, "
                             "'plain': the default against the search without the game's search settings, or "
                             "'settings': --computer against --others, "
                             "'gentle': the default against GentleBot, then GentleBot against RandomBot ('gentle-random': only the latter)")
    parser.add_argument("--computer", type=json.loads, default={}, metavar="JSON",
                        help="with --versus settings: the computer's SearchBot arguments, e.g. '{\"time_limit\": 2.4}'")
    parser.add_argument("--others", type=json.loads, default={}, metavar="JSON",
                        help="with --versus settings: the other seats' SearchBot arguments")
    parser.add_argument("--luck", default="duplicate", choices=("duplicate", "plain"),
                        help="paired deals (--versus strong/plain/settings): 'duplicate' (default) draws every chance event "
                             "seat by seat, so both settings get the same dice in a deal; 'plain': by the game's seed alone")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option, e.g. variant=night")
    parser.add_argument("--guesses", type=int, default=0,
                        help="instead of whole games: the computer's guesses in this many positions (games with guess_check)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first guess position")
    parser.add_argument("--iterations", type=int, default=None, help="SearchBot max_iterations (guesses)")
    args = parser.parse_args()
    options = dict(o.split("=", 1) for o in args.option)
    if args.guesses:
        import boardtutor

        for game_id in boardtutor.games() if args.game == "all" else [args.game]:
            run_guesses(game_id, args, {}, options)
        return

    import boardtutor

    ids = boardtutor.games() if args.game == "all" else [args.game]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for game_id in ids:
            game = boardtutor.load(game_id)
            label = game_id + "".join(f" {k}={v}" for k, v in options.items())
            if args.versus in ("gentle", "gentle-random"):
                run_gentle(pool, game, args, options, label)
                continue
            if game.cooperative:  # no opponent: the computer plays every seat; the group's wins and the turn time
                started = time.perf_counter()
                futures = [pool.submit(one_game, game_id, i, args.players, "search", args.time_limit, options) for i in range(args.first, args.first + args.games)]
                results = [f.result() for f in futures]
                report(game_id, results, "the game (every seat the computer)", label)
                print(f"    co-operative: the hint against the lab's strategies is in benchmarks/winrate.py --hint 2000"
                      f" ({time.perf_counter() - started:.0f} s)", flush=True)
                continue
            started = time.perf_counter()
            if args.versus in ("strong", "plain", "settings"):  # paired deals: two settings of the search
                versus_spec = (args.computer, args.others) if args.versus == "settings" else args.versus
                futures = [pool.submit(_paired_game, game_id, i, args.players, args.time_limit, options, versus_spec,
                                       args.luck == "duplicate")
                           for i in range(args.first, args.first + args.games)]
            else:
                futures = [pool.submit(one_game, game_id, i, args.players, args.versus, args.time_limit, options) for i in range(args.first, args.first + args.games)]
            results = _collect(futures, label)
            versus = {"strong": "the default SearchBot (computer = 3x time)",
                      "plain": "SearchBot without the game's search settings (computer = the default)",
                      "settings": f"SearchBot {json.dumps(args.others)} (computer = SearchBot {json.dumps(args.computer)})",
                      }.get(args.versus, args.versus)
            report(game_id, results, versus, label)
            if game.min_players == 1:
                ours = [pool.submit(solo, game_id, i, "search", args.time_limit, options) for i in range(max(4, args.games // 4))]
                theirs = [pool.submit(solo, game_id, i, "random", args.time_limit, options) for i in range(max(4, args.games // 4))]
                ours, theirs = [f.result() for f in ours], [f.result() for f in theirs]
                print(f"    solo against the ghost: computer's average score {statistics.mean(ours):.1f}, "
                      f"RandomBot's {statistics.mean(theirs):.1f} ({len(ours)} games each)")
            print(f"    ({time.perf_counter() - started:.0f} s)", flush=True)


def run_gentle(pool, game, args: argparse.Namespace, options: dict, label: str) -> None:
    """``--versus gentle``: the default computer against GentleBot, then GentleBot (as the computer) against
    RandomBot, the same seeds and seat rotation. A co-op game has no opponent: the group's wins with every
    seat RandomBot, GentleBot and the game's own player (PlayView's computer there)."""
    first, last = args.first, args.first + args.games
    if game.cooperative:
        for kind in ("random", "gentle", "advisor"):
            started = time.perf_counter()
            futures = [pool.submit(one_game, game.id, i, args.players, kind, args.time_limit, options, kind) for i in range(first, last)]
            report(game.id, _collect(futures, f"{label} {kind}"), f"the game (every seat {kind})", f"{label}, every seat {kind}")
            print(f"    ({time.perf_counter() - started:.0f} s)", flush=True)
        return
    pairings = (("search", "gentle"), ("gentle", "random"))
    for computer, versus in pairings[1:] if args.versus == "gentle-random" else pairings:
        started = time.perf_counter()
        futures = [pool.submit(one_game, game.id, i, args.players, versus, args.time_limit, options, computer) for i in range(first, last)]
        results = _collect(futures, f"{label} {computer}-{versus}")
        report(game.id, results, versus, f"{label}, computer = {computer}", GENTLE_GOALS[computer])
        print(f"    ({time.perf_counter() - started:.0f} s)", flush=True)


def _collect(futures: list, label: str) -> list[dict]:
    """The games' results in their order, with a line per game as it ends (long runs show progress)."""
    from concurrent.futures import as_completed

    for done, future in enumerate(as_completed(futures), 1):
        r = future.result()
        scores = " : ".join(str(s) for s in r["scores"])
        print(f"    {label} game {r['index']} (seed {r.get('seed', r['index'])}, computer in seat {r['seat'] + 1}): "
              f"{'won' if r['win'] == 1 else 'shared' if r['win'] else 'lost'}, scores {scores} [{done}/{len(futures)}]", flush=True)
    return [f.result() for f in futures]


def duplicate_chance(state, seed: int, actor: int, drawn: dict):
    """The chance outcome for ``state``, drawn so that the games of a deal share their luck seat by seat
    ("duplicate", as in bridge tournaments): the n-th chance event of a kind (the state's ``phase``, such
    as a move's die or a duel's die) after decisions of seat ``actor`` (-1: before anyone chose) draws
    the same random number in every game of the deal, whichever bot sits in that seat. ``drawn`` counts
    the events so far, per seat and kind. The outcome keeps its exact probability."""
    import random

    key = (actor, str(getattr(state, "phase", "")))
    drawn[key] = count = drawn.get(key, 0) + 1
    return state.sample_chance(random.Random(f"{seed}/{key[0]}/{key[1]}/{count}"))


def _paired_game(game_id: str, index: int, players: int, time_limit: float, options: dict,
                 versus: str | tuple[dict, dict] = "strong", duplicate: bool = True) -> dict:
    """Like ``one_game``, but ``versus="strong"``: the computer has 3x the time and the other seats are the
    default SearchBot; ``"plain"``: the computer is the default and the others search without the game's
    ``search_settings``; a pair of dicts: SearchBot arguments for the computer and for the others
    (``time_limit`` defaults to ``time_limit``).
    Paired deals: games ``index`` and ``index + 1`` (for two players) start from the same seed with the
    seats swapped, so a lucky deal helps both settings alike; with ``duplicate`` (the default) its chance
    events are also drawn seat by seat (``duplicate_chance``), so each setting gets the other's dice."""
    import boardtutor

    game = boardtutor.load(game_id)
    seat = index % players
    if isinstance(versus, tuple):
        computer, others = ({"time_limit": time_limit, **spec} for spec in versus)
    else:
        others, computer = ("search", "strong") if versus == "strong" else ("plain", "search")
    bots = [_bot(others, index * 10 + s, time_limit) for s in range(players)]
    bots[seat] = _bot(computer, index, time_limit)
    seed = index // players
    state = game.new_initial_state(players=players, seed=seed, **options)
    actor, drawn = -1, {}
    while not state.is_terminal():
        if state.is_chance_node():
            state = state.apply(duplicate_chance(state, seed, actor, drawn) if duplicate else state.sample_chance())
        else:
            actor = state.current_player
            state = state.apply(bots[actor].choose(state))
    winners = state.outcome().winners
    return {"win": 1 / len(winners) if seat in winners else 0.0, "turns": [], "scores": state.scores(), "seat": seat,
            "index": index, "seed": seed}


if __name__ == "__main__":
    main()
