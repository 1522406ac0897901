"""Files a person names: read within bounds (a regular file only, never more than a limit), and written
whole (never replacing anything but a regular file): a file, several files together, or a new folder.

A device such as ``/dev/zero`` says it holds nothing and never ends, a pipe may never send anything, a
file may grow while it is read: so a path is opened without waiting, must be a regular file, and at most
one byte past the limit is ever read, whatever size the system reports. Written, a path may be a
symbolic link, which is followed; a pipe, a device or a directory there is refused, never replaced.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import json
import os
import secrets
import shutil
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

from ..errors import NotARegularFile, Phrase, os_reason


class TooLarge(Exception):
    """The file holds more bytes than the limit."""


def open_regular(path: str | Path) -> BinaryIO:
    """The file at ``path`` opened for reading, without waiting on a pipe; ``OSError`` if it cannot be
    opened or is not a regular file (:class:`~regla.errors.NotARegularFile`)."""
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    stream = os.fdopen(handle, "rb")
    mode = os.fstat(handle).st_mode
    if stat.S_ISREG(mode):
        return stream
    stream.close()
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))


def read_bounded(path: str | Path, limit: int) -> bytes:
    """The bytes of the file at ``path``; ``OSError`` if it cannot be read or is not a regular file
    (:class:`~regla.errors.NotARegularFile`), :class:`TooLarge` past ``limit`` bytes."""
    with open_regular(path) as stream:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(limit)
    return data


CHUNK = 1 << 20


def chunks_of(stream: BinaryIO, limit: int) -> Iterator[bytes]:
    """The bytes of ``stream`` a chunk at a time, so that hashing a file never holds it whole;
    :class:`TooLarge` once more than ``limit`` bytes came (a file may grow while it is read)."""
    read = 0
    while chunk := stream.read(min(CHUNK, limit + 1 - read)):
        read += len(chunk)
        if read > limit:
            raise TooLarge(limit)
        yield chunk


def read_utf8(path: str | Path, limit: int) -> str:
    """:func:`read_bounded`, decoded; ``UnicodeDecodeError`` if it is not UTF-8 text."""
    return read_bounded(path, limit).decode("utf-8")



class Unreadable(Exception):
    """A file a person names holds no document that can be read: why, in the catalogue's words."""

    def __init__(self, reason: Phrase | str) -> None:
        super().__init__(str(reason))
        self.reason = reason


def text_reason(exc: OSError | UnicodeDecodeError) -> Phrase | str:
    """Why a file could not be read as UTF-8 text."""
    if isinstance(exc, UnicodeDecodeError):
        return Phrase("not UTF-8 text: the byte {byte} cannot stand here", byte=f"0x{exc.object[exc.start]:02x}")
    return os_reason(exc)


def read_json(path: str | Path, limit: int) -> Any:
    """The JSON document in the file at ``path`` (see :func:`read_bounded`); :class:`Unreadable` says why
    there is none, as ``regla play --load`` says it of a save."""
    try:
        text = read_utf8(path, limit)
    except TooLarge:
        raise Unreadable(Phrase("more than {size} MB", size=limit // 1_000_000)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise Unreadable(text_reason(exc)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise Unreadable(Phrase("not JSON (line {line}, column {column})", line=exc.lineno,
                                column=exc.colno)) from None
    except RecursionError:
        raise Unreadable(Phrase("nested too deeply")) from None
    except ValueError:
        # Python refuses to read an integer of thousands of digits
        raise Unreadable(Phrase("a number in it is too long")) from None


def write_target(path: str | Path) -> Path:
    """The file that writing to ``path`` replaces: a symbolic link is followed to its end (the link stays a
    link and its target gets the text); ``OSError`` if ``path`` is empty or names something that is not a
    regular file (a directory, a pipe, a device, a socket), which writing must never replace."""
    if not str(path):
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), "")
    target = Path(os.path.realpath(path))
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        if not target.parent.is_dir():
            # said before any work is done, rather than when the file is at last written
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path)) from None
        return target
    if stat.S_ISDIR(mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
    if not stat.S_ISREG(mode):
        raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))
    return target


def write_atomic(path: str | Path, data: str | bytes) -> Path:
    """Write ``data`` (text as UTF-8) to the file at ``path`` (see :func:`write_target`) whole or not at
    all: into a new file beside the target, then renamed over it, keeping the old file's permissions. The
    file written; an ``OSError`` names ``path`` as given."""
    return write_all([(path, data)])[0]


def write_all(files: Iterable[tuple[str | Path, str | bytes]], gone: tuple[Path, ...] = ()) -> list[Path]:
    """Write several files, each a path and its data (see :func:`write_atomic`), and take away those of
    ``gone``, all of them or none: every file is written in full under a new name beside its target before
    the first one replaces anything, so a full disk or a refused file leaves every earlier file as it was.
    The files written; an ``OSError`` names the path as given."""
    files = list(files)
    drafts: list[tuple[Path, Path]] = []
    try:
        for path, data in files:
            drafts.append(_draft(path, data))
        for path in gone:
            path.unlink(missing_ok=True)
        # renaming within a folder needs no room: once every draft is written in full, nothing fails here
        for (path, _), (partial, target) in zip(files, drafts, strict=True):
            _put(path, partial, target)
    except BaseException:
        for partial, _ in drafts:
            with contextlib.suppress(OSError):
                os.unlink(partial)
        raise
    return [target for _, target in drafts]


def _put(path: str | Path, partial: Path, target: Path) -> None:
    """The draft ``partial`` renamed over ``target``."""
    try:
        os.replace(partial, target)
    except OSError as exc:
        exc.filename = str(path)
        raise


def _draft(path: str | Path, data: str | bytes) -> tuple[Path, Path]:
    """``data`` written in full into a new file beside the file that writing to ``path`` replaces, with
    that file's permissions: the new file and the target."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        target = write_target(path)
        try:
            kept: int | None = stat.S_IMODE(os.stat(target).st_mode)
        except FileNotFoundError:
            kept = None
        # a fresh name, opened exclusively: a leftover or a planted file there is never written through
        partial = _beside(target)
        handle = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(payload)
                stream.flush()
                os.fsync(stream.fileno())
            if kept is not None:
                os.chmod(partial, kept)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(partial)
            raise
    except OSError as exc:
        exc.filename = str(path)
        raise
    return partial, target


def _beside(path: Path) -> Path:
    """A fresh hidden name beside ``path`` for what becomes it once written whole (see :func:`leftovers`)."""
    return path.with_name(f".{path.name}.{secrets.token_hex(4)}.part")


def leftovers(folder: Path, pattern: str = "*") -> list[Path]:
    """What writing files named ``pattern`` in ``folder`` left there when the process was killed before
    putting them in place: never read, and safe to take away once no writer runs."""
    return sorted(folder.glob(f".{pattern}.*.part"))


@contextlib.contextmanager
def new_folder(path: Path) -> Iterator[Path]:
    """A folder made whole or not at all: what the block writes into the folder it is given (a new one
    beside ``path``) becomes ``path`` when the block ends; an error takes it away, with the folders made
    to hold it, and leaves nothing behind."""
    made = make_folders(path.parent)
    draft = _beside(path)
    try:
        draft.mkdir()
        yield draft
        draft.rename(path)
    except BaseException:
        shutil.rmtree(draft, ignore_errors=True)
        remove_folders(made)
        raise


def make_folders(path: Path) -> list[Path]:
    """Make the folder ``path`` and any folder above it that is missing; those made, for
    :func:`remove_folders` to take away should what they were made for fail."""
    missing = list(itertools.takewhile(lambda folder: not folder.exists(), (path, *path.parents)))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        remove_folders(missing)
        raise
    return missing


def remove_folders(folders: list[Path]) -> None:
    """Take away the folders :func:`make_folders` made (of one or several calls), innermost first; one that
    holds anything now was filled by someone else meanwhile, and stays."""
    for folder in sorted(folders, key=lambda folder: len(folder.parts), reverse=True):
        with contextlib.suppress(OSError):
            folder.rmdir()
