"""How many rule paragraphs of each rulebook have an exercise generator (boardtutor.practice).

    .venv/bin/python tools/practice_coverage.py                      # every game
    .venv/bin/python tools/practice_coverage.py --games woodwalkers  # some games (comma-separated)
    .venv/bin/python tools/practice_coverage.py --lang en            # reasons in English

Per game: ``<game>: G of R rules with exercises (P %)``, then every rule paragraph (kind "rule") without
a generator, with the reason the game's data gives for it (``practice_exempt`` in data.json: a list of
``{"paragraph": id, "de": …, "en": …}``) or "no reason given". Exits 1 if a game is below 90 %, if a
rule without a generator has no reason, or if a reason names an unknown paragraph or one that has a
generator after all. A game without a practice module (``boardtutor/games/<id>/practice.py``) is
listed as not yet started and does not fail, unless ``--all-started`` is given.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import boardtutor  # noqa: E402
from boardtutor import practice  # noqa: E402
from boardtutor.rulebook import has_rulebook, rulebook  # noqa: E402

GOAL = 90.0
"""The share of rule paragraphs (percent) that must have an exercise generator."""


def exempt(game_id: str) -> dict[str, dict[str, str]]:
    """paragraph id → its reason in DE and EN (``practice_exempt`` in the game's data)."""
    game = boardtutor.load(game_id)
    return {entry["paragraph"]: {"de": entry["de"], "en": entry["en"]} for entry in getattr(game, "data", {}).get("practice_exempt", [])}


def coverage(game_id: str) -> dict:
    """The rule paragraphs of a game, those with a generator, the exempt ones with reasons, and problems."""
    rules = [p.id for p in rulebook(game_id) if p.kind == "rule"]
    with_generator = set(practice.practice_rules(game_id))
    reasons = exempt(game_id)
    problems = []
    for paragraph_id in reasons:
        if paragraph_id not in rules:
            problems.append(f"practice_exempt names {paragraph_id!r}, which is not a rule paragraph of rulebook.json")
        elif paragraph_id in with_generator:
            problems.append(f"practice_exempt names {paragraph_id!r}, which has a generator")
    missing = [r for r in rules if r not in with_generator]
    problems += [f"{r}: no generator and no reason in practice_exempt" for r in missing if r not in reasons]
    covered = [r for r in rules if r in with_generator]
    percent = 100.0 * len(covered) / len(rules) if rules else 100.0
    if covered and percent < GOAL:
        problems.append(f"{percent:.1f} % of the rules have exercises; the goal is {GOAL:.0f} %")
    return {"rules": rules, "covered": covered, "missing": missing, "reasons": reasons, "percent": percent,
            "started": bool(covered), "problems": problems}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", help="comma-separated game ids (default: every game with a rulebook)")
    parser.add_argument("--lang", default="en", choices=("de", "en"))
    parser.add_argument("--all-started", action="store_true", help="fail for a game that has no exercises yet")
    args = parser.parse_args(argv)
    games = args.games.split(",") if args.games else [g for g in boardtutor.games() if has_rulebook(g)]
    failed = False
    for game_id in games:
        report = coverage(game_id)
        if not report["started"]:
            print(f"{game_id}: not yet started (no exercise generators; {len(report['rules'])} rules)")
            failed |= args.all_started
            continue
        print(f"{game_id}: {len(report['covered'])} of {len(report['rules'])} rules with exercises ({report['percent']:.1f} %)")
        for paragraph_id in report["missing"]:
            reason = report["reasons"].get(paragraph_id, {}).get(args.lang, "no reason given")
            print(f"  - {paragraph_id}: {reason}")
        for problem in report["problems"]:
            print(f"  ! {problem}")
        failed |= bool(report["problems"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
