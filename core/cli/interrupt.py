"""Leaving on Ctrl-C in one line: imports nothing of regla's, so the command line can say it however
early the interruption comes (see :mod:`regla.cli.entry`)."""

from __future__ import annotations

import signal
import sys

INTERRUPTED = 130
"""``regla.ExitCode.INTERRUPTED``, said here without importing it (that import is what may be cut short)."""


def interrupted(said: str = "regla: interrupted") -> None:
    """Say so in one line and leave with exit status 130 (a second Ctrl-C meanwhile changes nothing)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.stderr.write(said + "\n")
    sys.stderr.flush()
    sys.exit(INTERRUPTED)
