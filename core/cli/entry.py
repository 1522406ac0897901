"""The ``regla`` console script and ``python -m regla``: Ctrl-C is the user's from the first moment.

Loading the engine, the plugins and the catalogues takes most of a second; a Ctrl-C meanwhile would
otherwise end the process by the signal, with a traceback. This module imports nothing of regla's until
it is in charge, and says "regla: interrupted" (exit 130) however early the interruption comes: in the
reader's language once the command line speaks it (:class:`~regla.cli.language.LocalizedGroup`), in
English before, while its catalogue is still loading.
"""

from __future__ import annotations

import signal
import sys

INTERRUPTED = 130
"""``regla.ExitCode.INTERRUPTED``, said here without importing it (that import is what may be cut short)."""


def main() -> None:
    try:
        from .main import main as run

        run()
    except KeyboardInterrupt:
        interrupted()
    finally:
        # the command has said its last: a Ctrl-C while the interpreter shuts down changes nothing
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def interrupted(said: str = "regla: interrupted") -> None:
    """Say so in one line and leave with exit status 130 (a second Ctrl-C meanwhile changes nothing)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    sys.stderr.write(said + "\n")
    sys.stderr.flush()
    sys.exit(INTERRUPTED)
