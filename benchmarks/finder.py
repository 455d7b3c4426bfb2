"""How well the rule finder answers learners' questions: top-1 and top-3 hit rates per game and language
over a query set (default: ``benchmarks/finder_queries/``, written from the rulebooks before the ranking was
tuned; ``--set heldout``: ``benchmarks/finder_queries/heldout/``, written later by someone who saw neither
those queries nor the search code, and never tuned against), and the median and p95 time of one search.
Prints figures; asserts nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/finder.py [--set heldout] [--misses] [--game woodwalkers]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

import boardtutor

QUERIES = Path(__file__).parent / "finder_queries"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all")
    parser.add_argument("--set", default="tuned", choices=("tuned", "heldout"),
                        help="which query set: the one the ranking was tuned with, or the held-out one")
    parser.add_argument("--misses", action="store_true", help="list the queries whose answer is not in the top 3")
    args = parser.parse_args()
    times: list[float] = []
    print(f"{'game':<16}{'lang':<6}{'queries':>8}{'top-1':>8}{'top-3':>8}")
    folder = QUERIES if args.set == "tuned" else QUERIES / "heldout"
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        game = data["game"]
        if args.game not in ("all", game):
            continue
        rules = boardtutor.rulebook(game)
        rules.search("warm up the index")  # built once per game; not part of a learner's wait
        for lang in ("de", "en"):
            top1 = top3 = 0
            misses = []
            for query, answers in data[lang]:
                start, cpu = time.perf_counter(), time.process_time()
                found = [p.id for p in rules.search(query, lang=lang, limit=3)]
                times.append((time.perf_counter() - start, time.process_time() - cpu))
                top1 += bool(found[:1] and found[0] in answers)
                top3 += bool(set(found) & set(answers))
                if not set(found) & set(answers):
                    misses.append((query, answers, found))
            n = len(data[lang])
            print(f"{game:<16}{lang:<6}{n:>8}{top1 / n:>8.0%}{top3 / n:>8.0%}")
            if args.misses:
                for query, answers, found in misses:
                    print(f"    miss: {query!r} wants {answers}, got {found}")
    for name, taken in (("wall-clock", [wall for wall, _ in times]), ("CPU", [cpu for _, cpu in times])):
        taken.sort()  # CPU time leaves out the waits for the other processes of a shared machine
        p95 = taken[min(len(taken) - 1, int(0.95 * len(taken)))]
        print(f"{len(taken)} searches, {name}: median {statistics.median(taken) * 1000:.2f} ms, p95 {p95 * 1000:.2f} ms (goal ≤ 20 ms)")


if __name__ == "__main__":
    main()
