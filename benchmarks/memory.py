"""What one pupil needs: the memory of a kernel that runs the lessons, measured.

Run: ``PYTHONPATH=. .venv/bin/python benchmarks/memory.py [--lang de] [00_start 01_woodwalkers …]``.
Prints figures; asserts nothing. Used for the README's "For teachers" (a school's own JupyterHub).

Two ways a pupil uses the lessons, both measured with a real kernel (jupyter_client) that runs the saved
notebooks cell by cell (nbclient, the kernel's working folder is the notebook's, as in JupyterLab):

- **one lesson per kernel** – the app (Voilà) starts a kernel for each lesson page it shows and stops it
  when the page is left: the kernel's resident memory (RSS, from /proc via psutil) after the lesson has
  run, and its peak while it ran (sampled every 20 ms);
- **every lesson in one kernel** – one kernel that runs lesson after lesson: the RSS after each,
  growing, and the peak over all (what a long session can reach in one kernel; JupyterLab starts a
  kernel per open notebook, so there the per-lesson figures add up).

The server process (jupyter-server with Voilà) comes on top once per pupil (its RSS is printed too).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import threading
import time
from pathlib import Path

import nbformat
import psutil
from jupyter_client.manager import KernelManager
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
MB = 1024 * 1024


class PeakSampler:
    """The largest RSS of a process (with its children) seen while running, sampled in a thread."""

    def __init__(self, pid: int, every: float = 0.02) -> None:
        self.process = psutil.Process(pid)
        self.every = every
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def rss(self) -> int:
        try:
            return self.process.memory_info().rss + sum(c.memory_info().rss for c in self.process.children(recursive=True))
        except psutil.NoSuchProcess:
            return 0

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak = max(self.peak, self.rss())
            time.sleep(self.every)

    def __enter__(self) -> "PeakSampler":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, self.rss())


def start_kernel(folder: Path) -> KernelManager:
    env = dict(os.environ, PYTHONPATH=str(ROOT), MPLBACKEND="module://matplotlib_inline.backend_inline")
    env.pop("BOARDTUTOR_LANG", None)
    km = KernelManager(kernel_name="python3")
    km.start_kernel(cwd=str(folder), env=env)
    client = km.client()
    client.start_channels()
    try:
        client.wait_for_ready(timeout=120)  # started and answering: what an empty kernel takes
    finally:
        client.stop_channels()
    return km


NOTEBOOK_ONLY = "notebook-only"  # the cells voila.json leaves out of the app


def run(km: KernelManager, path: Path, *, app: bool = False) -> float:
    """Run every cell of ``path`` in the kernel of ``km`` (``app``: without the cells the app leaves
    out); the seconds it took."""
    nb = nbformat.read(path, as_version=4)
    if app:
        nb.cells = [cell for cell in nb.cells if NOTEBOOK_ONLY not in cell.get("metadata", {}).get("tags", [])]
    started = time.perf_counter()
    NotebookClient(nb, km=km, timeout=600, allow_errors=False, record_timing=False,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return time.perf_counter() - started


def kernel_pid(km: KernelManager) -> int:
    return km.provisioner.process.pid


def server_rss(settle: float = 5.0) -> int:
    """The resident memory of an idle ``jupyter server`` (Voilà's and JupyterLab's extensions loaded), as
    JupyterHub starts one per pupil: once it answers, and after it opened the start page's listing; the
    most seen within ``settle`` seconds after that."""
    import socket
    import subprocess
    import urllib.request

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    command = [sys.executable, "-m", "jupyter", "server", "--no-browser", f"--ServerApp.port={port}",
               "--ServerApp.ip=127.0.0.1", "--IdentityProvider.token=", f"--config={ROOT / 'voila.json'}"]
    if os.getuid() == 0:
        command.append("--allow-root")
    server = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        sampler = PeakSampler(server.pid)
        with sampler:
            for _ in range(600):
                try:
                    for page in ("api/status", "api/contents/notebooks/de", "lab", "voila/tree/notebooks/de"):
                        urllib.request.urlopen(f"http://127.0.0.1:{port}/{page}", timeout=30).read()
                    break
                except OSError:
                    time.sleep(0.5)
            else:
                raise RuntimeError("the server did not answer")
            time.sleep(settle)
        return sampler.peak
    finally:
        server.terminate()
        server.wait(timeout=30)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="lessons (default: all)")
    parser.add_argument("--lang", default="de", choices=("de", "en"))
    args = parser.parse_args(argv)
    folder = ROOT / "notebooks" / args.lang
    paths = [folder / f"{name}.ipynb" for name in args.names] if args.names else sorted(folder.glob("*.ipynb"))
    print(f"# {platform.node()}: {psutil.cpu_count()} cores, {psutil.virtual_memory().total / MB / 1024:.1f} GiB, "
          f"Python {platform.python_version()}, {platform.platform()}")
    print(f"# the pupil's server (jupyter-server with Voilà and JupyterLab, idle, no kernel): {server_rss() / MB:.0f} MB")

    print("\n## one lesson per kernel (the app: a kernel per lesson page)")
    print(f"{'lesson':<22}{'empty kernel':>14}{'after':>10}{'peak':>10}{'seconds':>10}")
    peaks = []
    for path in paths:
        km = start_kernel(folder)
        try:
            sampler = PeakSampler(kernel_pid(km))
            empty = sampler.rss()
            with sampler:
                seconds = run(km, path, app=True)
            after = sampler.rss()
        finally:
            km.shutdown_kernel(now=True)
        peaks.append(sampler.peak)
        print(f"{path.stem:<22}{empty / MB:>11.0f} MB{after / MB:>7.0f} MB{sampler.peak / MB:>7.0f} MB{seconds:>10.1f}")
    print(f"largest peak of one lesson: {max(peaks) / MB:.0f} MB")

    print("\n## every lesson in one kernel (lesson after lesson)")
    print(f"{'after lesson':<22}{'RSS':>10}{'peak so far':>14}")
    km = start_kernel(folder)
    try:
        with PeakSampler(kernel_pid(km)) as sampler:
            for path in paths:
                run(km, path)
                print(f"{path.stem:<22}{sampler.rss() / MB:>7.0f} MB{sampler.peak / MB:>11.0f} MB")
        print(f"peak over all lessons: {sampler.peak / MB:.0f} MB")
    finally:
        km.shutdown_kernel(now=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
