"""Ctrl-C: leaving on it in one line, and holding it off where a program must not be cut short. Imports
nothing of regla's, so the command line can say it however early the interruption comes (see
:mod:`regla.cli.entry`)."""

from __future__ import annotations

import contextlib
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

INTERRUPTED = 130
"""``regla.ExitCode.INTERRUPTED``, said here without importing it (that import is what may be cut short)."""


def interrupted(said: str = "regla: interrupted") -> None:
    """Say so in one line and leave with exit status 130 (a second Ctrl-C meanwhile changes nothing)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # a stderr closed or full takes nothing away from the exit status
    with contextlib.suppress(AttributeError, OSError):
        sys.stderr.write(said + "\n")
        sys.stderr.flush()
    sys.exit(INTERRUPTED)


@contextmanager
def held_back_ctrl_c() -> Iterator[None]:
    """Ctrl-C held back while the block runs, then raised: a step of the game is never cut in the middle,
    so the game an interruption leaves is one to save (a bot's thinking, outside it, stops at once)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    pressed: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, _frame: pressed.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if pressed and callable(previous):
            previous(signal.SIGINT, None)
        elif pressed and previous == signal.SIG_DFL:
            signal.raise_signal(signal.SIGINT)
