"""Binder gets the same pinned versions as `make lab` / `make test`, and installs the repository."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _pins(path: Path) -> dict[str, str]:
    pins = {}
    for line in path.read_text().splitlines():
        match = re.fullmatch(r"([A-Za-z0-9_.-]+)==([^\s#]+)", line.strip())
        if match:
            pins[match.group(1).lower()] = match.group(2)
    return pins


def test_binder_pins_match_the_development_constraints():
    binder, constraints = _pins(ROOT / "binder" / "requirements.txt"), _pins(ROOT / "constraints.txt")
    assert binder, "binder/requirements.txt pins nothing"
    assert {name: constraints.get(name) for name in binder} == binder
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    for requirement in dependencies:  # every runtime dependency is pinned for Binder
        assert re.split(r"[<>=!~ \[]", requirement, maxsplit=1)[0].lower() in binder, requirement


def test_binder_installs_the_repository_itself():
    lines = [line.strip() for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines()]
    assert "." in lines  # repo2docker then runs pip only after copying the whole repository in
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()
    assert re.fullmatch(r"python-3\.(1[0-9])", runtime), runtime
