"""The ``regla`` console script and ``python -m regla``: Ctrl-C is the user's from the first moment.

Loading the engine, the plugins and the catalogues takes most of a second; a Ctrl-C meanwhile would
otherwise end the process by the signal, with a traceback. This module imports nothing of regla's but
its way out (:mod:`regla.cli.interrupt`) until it is in charge, and says "regla: interrupted" (exit 130)
however early the interruption comes: in the reader's language once the command line speaks it
(:class:`~regla.cli.language.LocalizedGroup`), in English before, while its catalogue is still loading.
"""

from __future__ import annotations

import signal

from .interrupt import interrupted


def main() -> None:
    try:
        from .main import main as run

        run()
    except KeyboardInterrupt:
        interrupted()
    finally:
        # the command has said its last: a Ctrl-C while the interpreter shuts down changes nothing
        signal.signal(signal.SIGINT, signal.SIG_IGN)
