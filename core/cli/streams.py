"""The standard streams as every command writes them: whatever their encoding, wherever they lead.

A character the output's encoding has no byte for is replaced, never a crash (click already writes UTF-8
where the encoding is plain ASCII, which it takes for a misconfiguration; Latin-1 and the like it keeps).
An output that cannot take what is written (a full disk, a device that fails, a closed output) is one
line on stderr and exit 2; a reader that went away (``regla ... | head``) ends the command quietly with
exit 0. When stderr itself cannot be written, the exit status still tells what happened.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import sys
from typing import NoReturn

import click

from ..errors import ExitCode, Phrase, UserError, os_reason
from .speech import texts
from .terminal import shaped

WRITE_FAILURES = frozenset({errno.EPIPE, errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})
"""What writing to an output can fail with that is no bug of regla's: the output's, not the program's."""


def tolerant_streams() -> None:
    """Have stdout and stderr write a replacement for each character their encoding lacks."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="replace")


def is_write_failure(exc: BaseException) -> bool:
    return isinstance(exc, OSError) and exc.errno in WRITE_FAILURES


def tell(text: str) -> None:
    """A line on stderr, if it can still be written: what is being told is already a failure, and the
    exit status that follows must not be lost to a second one."""
    with contextlib.suppress(OSError):
        click.echo(shaped(text, texts().direction == "rtl", sys.stderr), err=True)


def refuse(error: UserError) -> NoReturn:
    """Leave with a usage error told in one line (exit 2), however early in the command."""
    tell(texts().with_isolation("none").t("regla: {message}", message=texts().say(error)))
    sys.exit(error.exit_code)


def output_failed(exc: OSError) -> NoReturn:
    """Leave on an output that could not be written: quietly with exit 0 when its reader went away,
    else saying why with exit 2."""
    with contextlib.suppress(OSError):
        # what is left in the buffer would fail again as the interpreter flushes it on the way out
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - stands in for the output until exit
    if isinstance(exc, BrokenPipeError):
        sys.exit(ExitCode.OK)
    refuse(UserError("cannot write the output: {reason}", reason=os_reason(exc)))


def require_output() -> None:
    """Refuse to start without a standard output (``regla ... >&-``): every command writes there, and what
    it would have said must not vanish with exit 0."""
    if sys.stdout is None:
        refuse(UserError("cannot write the output: {reason}", reason=Phrase("standard output is closed")))
