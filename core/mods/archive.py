"""A mod shared as a .zip: checked, then unpacked once into a cache folder named by its content hash.

Everything that can be refused is refused before anything is written: an archive larger than a mod may
be (its size is looked at before a byte of it is read), too many members or too many bytes unpacked, a
member whose path leads outside the archive. A member that turns out damaged while it is unpacked (its
recorded size or checksum is wrong) leaves nothing behind: the folder it was unpacked into is removed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import stat
import tempfile
import zipfile
import zlib
from pathlib import Path
from typing import BinaryIO

from ..data.files import TooLarge, chunks_of, open_regular
from ..data.modfiles import MANIFEST
from ..errors import UserError, os_reason, show_folder_as
from .content import MAX_MEMBERS, MAX_UNPACKED

_DAMAGED = (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError)
"""What reading a member whose data does not match its record raises (a wrong checksum, data cut
short, a compression zipfile does not read)."""


def unpacked(archive: Path) -> Path:
    """The folder a mod archive unpacks to (the one holding mod.yaml, at its top or one level down)."""
    try:
        with open_regular(archive) as stream:
            if os.fstat(stream.fileno()).st_size > MAX_UNPACKED:
                raise _too_large(archive)
            digest = _digest(stream, archive)
            stream.seek(0)
            target = _unpack(stream, archive, digest)
        show_folder_as(str(target), str(archive))
        if (target / MANIFEST).is_file():
            return target
        tops = [p for p in target.iterdir() if p.is_dir() and (p / MANIFEST).is_file()]
    except zipfile.BadZipFile:
        raise UserError("{path} is not a zip archive", path=str(archive)) from None
    except OSError as exc:
        raise UserError("cannot read {path}: {reason}", path=str(archive), reason=os_reason(exc)) from None
    if len(tops) == 1:
        return tops[0]
    raise UserError("{path} is not a mod: it has no mod.yaml at its top or in one folder", path=str(archive))


def _too_large(archive: Path) -> UserError:
    return UserError("{path}: the archive is too large to be a mod (at most {count} files and {size} MB, packed "
                     "or unpacked)", path=str(archive), count=MAX_MEMBERS, size=MAX_UNPACKED // 1_000_000)


def _digest(stream: BinaryIO, archive: Path) -> str:
    digest = hashlib.sha256()
    try:
        for chunk in chunks_of(stream, MAX_UNPACKED):
            digest.update(chunk)
    except TooLarge:
        raise _too_large(archive) from None  # grown since its size was looked at
    return digest.hexdigest()[:24]


def _unpack(stream: BinaryIO, archive: Path, digest: str) -> Path:
    with zipfile.ZipFile(stream) as zf:
        members = zf.infolist()
        if len(members) > MAX_MEMBERS or sum(m.file_size for m in members) > MAX_UNPACKED:
            raise _too_large(archive)
        seen: set[str] = set()
        for member in members:
            name = member.filename
            if name.startswith(("/", "\\")) or ".." in Path(name).parts or ":" in name:
                raise UserError("{path}: the archive holds {name!r}, which points outside it",
                                path=str(archive), name=name)
            # unpacked, the last of two members of one name would win, unlike what other tools show of it
            same = "/".join(part for part in name.replace("\\", "/").split("/") if part not in ("", "."))
            if same in seen:
                raise UserError("{path}: the archive holds {name!r} twice", path=str(archive), name=name)
            seen.add(same)
        user = os.getuid() if hasattr(os, "getuid") else 0
        base = _private_folder(Path(tempfile.gettempdir()) / f"regla-mods-{user}")
        target = base / digest
        if target.is_dir():
            return target
        partial = Path(tempfile.mkdtemp(prefix="unpacking-", dir=base))
        try:
            for member in members:
                try:
                    zf.extract(member, partial)
                except _DAMAGED:
                    raise UserError("{path}: the archive's member {name!r} is damaged: it cannot be unpacked as "
                                    "recorded", path=str(archive), name=member.filename) from None
            with contextlib.suppress(OSError):  # unpacked meanwhile by another process: keep the first
                partial.rename(target)
        finally:
            shutil.rmtree(partial, ignore_errors=True)
    return target


def _private_folder(folder: Path) -> Path:
    """``folder`` (made if missing) when it is this user's own and nobody else may write in it; else a new
    folder of this run's own. Archives unpacked once are kept in it by their digest, so an unpacked mod
    found there is trusted: another user of the machine must not have been able to put one there first."""
    with contextlib.suppress(FileExistsError):
        folder.mkdir(mode=0o700, parents=True)
    info = folder.lstat()
    owned = not hasattr(os, "getuid") or info.st_uid == os.getuid()
    if stat.S_ISDIR(info.st_mode) and owned and not info.st_mode & 0o022:
        return folder
    return Path(tempfile.mkdtemp(prefix="regla-mods-"))
