"""How much of each rulebook is taught by a walkthrough step and checked by a test.

    .venv/bin/python tools/rule_coverage.py            # one line per game, then every gap
    .venv/bin/python tools/rule_coverage.py --game tawa_hallae

Prints ``<game>: N paragraphs, T with a test, W with a walkthrough step, A assumptions`` per game,
lists every rule, variant or optional-format paragraph that lacks a test or a walkthrough step, and
every citation of an unknown paragraph id; exits 1 if there is any. Tests declare the paragraphs
they check with ``@pytest.mark.rule("<game>", "<id>", ...)`` (on a test, a class, or as the module's
``pytestmark``); they are found by reading the test files, without running them.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import boardtutor  # noqa: E402
from boardtutor.rulebook import MUST_COVER, has_rulebook, rulebook  # noqa: E402


def _rule_marks(node: ast.AST):
    """Every ``pytest.mark.rule("game", "id", ...)`` call below ``node``: (game, [ids])."""
    for call in ast.walk(node):
        if not isinstance(call, ast.Call):
            continue
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr == "rule" and isinstance(func.value, ast.Attribute) and func.value.attr == "mark":
            values = [a.value for a in call.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if len(values) >= 2:
                yield values[0], values[1:]


def tested_paragraphs(tests: Path = ROOT / "tests") -> dict[str, dict[str, list[str]]]:
    """game → paragraph id → the test files that declare they check it."""
    found: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for game_id, ids in _rule_marks(tree):
            for paragraph_id in ids:
                found[game_id][paragraph_id].append(path.relative_to(ROOT).as_posix())
    return found


def cited_by_code(game_id: str) -> set[str]:
    """Paragraph-looking ids the game's code cites with ``.rule("…")`` (dotted ids only)."""
    cited = set()
    for path in (ROOT / "boardtutor" / "games" / game_id).glob("*.py"):
        for call in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "rule":
                for arg in call.args[:1]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and "." in arg.value:
                        cited.add(arg.value)
    return cited


def report(game_ids: list[str]) -> int:
    tested = tested_paragraphs()
    problems = 0
    lines, gaps = [], []
    for game_id in game_ids:
        if not has_rulebook(game_id):
            lines.append(f"{game_id}: no rulebook.json yet")
            gaps.append(f"  {game_id}: boardtutor/games/{game_id}/rulebook.json is missing")
            problems += 1
            continue
        rules = rulebook(game_id)
        with_test = {p.id for p in rules if tested.get(game_id, {}).get(p.id)}
        with_step = {p.id for p in rules if p.steps}
        assumptions = {p.id for p in rules if p.assumptions}
        lines.append(
            f"{game_id}: {len(rules)} paragraphs, {len(with_test)} with a test, "
            f"{len(with_step)} with a walkthrough step, {len(assumptions)} assumptions; "
            f"{len(rules.overview)} overview answers (what learners ask first: players, age, what the game is made of)"
        )
        for paragraph in rules:
            if paragraph.kind not in MUST_COVER:
                continue
            missing = [what for what, ok in (("a test", paragraph.id in with_test), ("a walkthrough step", paragraph.id in with_step)) if not ok]
            if missing:
                gaps.append(f"  {game_id}:{paragraph.id} ({paragraph.kind}) lacks {' and '.join(missing)} — {paragraph.summary('en')}")
                problems += 1
        unknown = set(tested.get(game_id, {})) - {p.id for p in rules}
        for walkthrough in boardtutor.walkthroughs(game_id):
            for index, step in enumerate(walkthrough.steps, 1):
                unknown |= {r for r in step.rules if r not in rules}
        for assumption in boardtutor.load(game_id).data.get("assumptions", []):
            unknown |= {r for r in assumption.get("paragraphs", ()) if r not in rules}
        unknown |= {r for r in cited_by_code(game_id) if r not in rules}
        for paragraph_id in sorted(unknown):
            gaps.append(f"  {game_id}: “{paragraph_id}” is cited but not in rulebook.json")
            problems += 1
    print("\n".join(lines))
    if gaps:
        print(f"{problems} gaps:")
        print("\n".join(gaps))
    else:
        print("every rule, variant and optional format is taught by a walkthrough step and checked by a test")
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="all")
    args = parser.parse_args()
    return report(boardtutor.games() if args.game == "all" else [args.game])


if __name__ == "__main__":
    sys.exit(main())
