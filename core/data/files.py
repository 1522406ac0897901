"""Files a person names, read within bounds: a regular file only, never more than a limit.

A device such as ``/dev/zero`` says it holds nothing and never ends, a pipe may never send anything, a
file may grow while it is read: so a path is opened without waiting, must be a regular file, and at most
one byte past the limit is ever read, whatever size the system reports.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from ..errors import NotARegularFile


class TooLarge(Exception):
    """The file holds more bytes than the limit."""


def read_bounded(path: str | Path, limit: int) -> bytes:
    """The bytes of the file at ``path``; ``OSError`` if it cannot be read or is not a regular file
    (:class:`~regla.errors.NotARegularFile`), :class:`TooLarge` past ``limit`` bytes."""
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(handle, "rb") as stream:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(limit)
    return data


def read_utf8(path: str | Path, limit: int) -> str:
    """:func:`read_bounded`, decoded; ``UnicodeDecodeError`` if it is not UTF-8 text."""
    return read_bounded(path, limit).decode("utf-8")
