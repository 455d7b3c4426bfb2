"""Sum up pytest JUnit XML files into one closing line for `make test`:

    total: 120 passed, 0 failed, 3 skipped

Usage: python .ci/junit_summary.py test-output/junit-*.xml
(errors count as failed; a missing or unreadable file counts as one failure).
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def counts(path: Path) -> tuple[int, int, int]:
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    tests = failed = skipped = 0
    for suite in suites:
        tests += int(suite.get("tests", 0))
        failed += int(suite.get("failures", 0)) + int(suite.get("errors", 0))
        skipped += int(suite.get("skipped", 0))
    return tests - failed - skipped, failed, skipped


def main(argv: list[str]) -> int:
    passed = failed = skipped = 0
    for name in argv:
        path = Path(name)
        try:
            p, f, s = counts(path)
        except (OSError, ET.ParseError, ValueError) as exc:
            print(f"  {path}: unreadable ({exc.__class__.__name__}) -- counted as 1 failed")
            p, f, s = 0, 1, 0
        print(f"  {path.name}: {p} passed, {f} failed, {s} skipped")
        passed, failed, skipped = passed + p, failed + f, skipped + s
    print(f"total: {passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
