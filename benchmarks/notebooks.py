"""Run-all time of every tutorial notebook, as a learner's "Run → Run All" feels it.

Run: ``.venv/bin/python benchmarks/notebooks.py [names …] [--slowest 5] [--repeat 1]``
(names: ``de/04_animal_cards`` or ``04_animal_cards`` for both languages; default: every notebook).
Prints figures; asserts nothing.

Each notebook in ``notebooks/<lang>/`` is executed with nbclient (as ``tools/make_notebooks.py`` and
nbval do: the kernel's cwd is the notebook's folder, the same environment). For each run it prints
the time from the first cell's start to the last cell's end (what Run All takes once the kernel is
up), the kernel's start-up apart, the CPU seconds the kernel used for Run All (on a busy machine the
wall time grows with the load, the CPU time hardly), and the slowest cells with the first line of
their code.
Goal of issue #25: Run All ≤ 10 s for every notebook on the project's 2-core machine.
"""

from __future__ import annotations

import argparse
import importlib.util
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path

import nbformat
import psutil  # ipykernel's own dependency
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
# loaded from its file (as tests/test_notebooks_parity.py does): the generator puts a copy of itself into
# sys.modules while it loads, so a plain import would see that copy, without the names defined later
_SPEC = importlib.util.spec_from_file_location("make_notebooks", ROOT / "tools" / "make_notebooks.py")
make_notebooks = importlib.util.module_from_spec(_SPEC)
sys.modules.setdefault(_SPEC.name, make_notebooks)
_SPEC.loader.exec_module(make_notebooks)

GOAL_SECONDS = 10.0


def _stamp(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def _cpu(process: psutil.Process) -> float:
    times = process.cpu_times()
    return times.user + times.system


def run(path: Path) -> tuple[float, float, float, list[tuple[float, float, int, str]]]:
    """Execute ``path``: (seconds of Run All, seconds to start the kernel, the kernel's CPU seconds for
    Run All, [(seconds, CPU seconds, index, first line)] per cell, the slowest first)."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=make_notebooks.CELL_TIMEOUT, kernel_name=make_notebooks.KERNELSPEC["name"],
                            resources={"metadata": {"path": str(path.parent)}}, record_timing=True, allow_errors=False)
    started = time.perf_counter()
    with client.setup_kernel():
        kernel = time.perf_counter() - started
        process = psutil.Process(client.km.provisioner.pid)
        cpu = _cpu(process)
        begin = time.perf_counter()
        cell_cpu = {}
        for index, cell in enumerate(nb.cells):
            before = _cpu(process)
            client.execute_cell(cell, index)
            cell_cpu[index] = _cpu(process) - before
        total = time.perf_counter() - begin
        cpu = _cpu(process) - cpu
    cells = []
    for index, cell in enumerate(nb.cells):
        timing = cell.metadata.get("execution", {})
        if cell.cell_type == "code" and "iopub.execute_input" in timing and "shell.execute_reply" in timing:
            seconds = (_stamp(timing["shell.execute_reply"]) - _stamp(timing["iopub.execute_input"])).total_seconds()
            first = next((line for line in cell.source.splitlines() if line.strip() and not line.startswith("#")), "")
            cells.append((seconds, cell_cpu[index], index, first[:70]))
    return total, kernel, cpu, sorted(cells, reverse=True)


def _paths(names: list[str]) -> list[Path]:
    if not names:
        return [p for lang in make_notebooks.LANGS for p in sorted((make_notebooks.NOTEBOOKS / lang).glob("*.ipynb"))]
    paths = []
    for name in names:
        name = name.removesuffix(".ipynb")
        paths += [make_notebooks.NOTEBOOKS / f"{name}.ipynb"] if "/" in name else [make_notebooks.NOTEBOOKS / lang / f"{name}.ipynb" for lang in make_notebooks.LANGS]
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="notebooks, e.g. 04_animal_cards or en/04_animal_cards (default: all)")
    parser.add_argument("--slowest", type=int, default=5, help="how many of the slowest cells to list per notebook")
    parser.add_argument("--repeat", type=int, default=1, help="runs per notebook (the median is reported)")
    args = parser.parse_args(argv)
    make_notebooks.kernel_environment()
    over = []
    for path in _paths(args.names):
        runs = [run(path) for _ in range(args.repeat)]
        total = statistics.median(r[0] for r in runs)
        kernel = statistics.median(r[1] for r in runs)
        cpu = statistics.median(r[2] for r in runs)
        cells = min(runs, key=lambda r: abs(r[0] - total))[3]
        mark = "" if total <= GOAL_SECONDS else f"  > {GOAL_SECONDS:g} s"
        print(f"{path.relative_to(ROOT)}: Run All {total:.1f} s, CPU {cpu:.1f} s (kernel start {kernel:.1f} s){mark}")
        for seconds, cpu_seconds, index, first in cells[: args.slowest]:
            print(f"    cell {index:3d}  {seconds:5.2f} s  CPU {cpu_seconds:5.2f} s  {first}")
        if total > GOAL_SECONDS:
            over.append(path.name)
    print(f"goal Run All <= {GOAL_SECONDS:g} s: " + ("met by every notebook" if not over else f"missed by {', '.join(over)}"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
