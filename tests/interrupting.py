"""What the Ctrl-C tests share: a regla command started in a process group of its own, interrupted as a
terminal interrupts it, and a look at the worker processes it runs."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path


def interrupt(args: list[str], ready: Callable[[int], bool], settle: float = 2.0,
              timeout: float = 60.0) -> tuple[subprocess.CompletedProcess[str], float]:
    """``python -m regla *args`` stopped with Ctrl-C: once ``ready(pid)`` holds (asked every 0.1 s) and
    ``settle`` seconds more have passed, SIGINT goes to its whole process group, as a terminal sends it.
    The finished process, and how many seconds it took to exit after the signal."""
    process = subprocess.Popen([sys.executable, "-m", "regla", *args], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        deadline = time.monotonic() + timeout
        while not ready(process.pid):
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, f"not ready after {timeout} s"
            time.sleep(0.1)
        time.sleep(settle)
        os.killpg(process.pid, signal.SIGINT)
        pressed = time.monotonic()
        out, err = process.communicate(timeout=timeout)
        return subprocess.CompletedProcess(process.args, process.returncode, out, err), time.monotonic() - pressed
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()


def worker_processes(pid: int) -> int:
    """How many multiprocessing workers process ``pid`` has started and still runs."""
    children = [c for task in Path(f"/proc/{pid}/task").glob("*/children")
                for c in task.read_text(encoding="utf-8", errors="replace").split()]
    found = 0
    for child in children:
        try:
            found += b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:  # it has just ended
            continue
    return found
