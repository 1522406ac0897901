"""What a mod is made of: the files of its folder, within bounds, and the hash of their content.

A mod's folder is whatever a person points regla at: it may hold a pipe that never sends anything, a
file of gigabytes the mod never uses, or links that lead anywhere. So only regular files inside the
folder count, their number and size are bounded before any is read (the same bounds as an archive's:
what a folder holds can always be packed and unpacked again), and they are hashed a chunk at a time.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from ..data.files import TooLarge, chunks_of, open_regular, read_bounded
from ..errors import UserError, Verbatim, os_reason

MAX_MEMBERS = 2_000
"""Files of a mod, in its folder or in its archive."""
MAX_UNPACKED = 50_000_000
"""Bytes of a mod, its folder's files or its archive (packed or unpacked); a data file is held to far
less by the YAML loader."""
SKIPPED = ("__pycache__", ".git", ".pytest_cache")
_NOT_THE_MODS = (".pyc", ".zip", ".whl")


def too_large(path: Path | str) -> UserError:
    return UserError("{path}: a mod holds at most {count} files and {size} MB; this one holds more (keep what "
                     "the mod does not use out of its folder)", path=Verbatim(path), count=MAX_MEMBERS,
                     size=MAX_UNPACKED // 1_000_000)


def within(path: Path, inside: Path, kind: Callable[[Path], bool]) -> bool:
    """Whether ``path`` is a file (or folder: ``kind``) of the folder ``inside``, links followed."""
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError):
        return False
    return kind(target) and target.is_relative_to(inside)


def files_of(root: Path) -> list[Path]:
    """Every regular file of a mod folder, caches and version-control folders left out, archives too (the
    mod packed before, wherever it was packed to), and links that lead out of the folder, nowhere or
    round in a loop: what is packed or hashed is the mod's own. A pipe, a socket or a device is no file
    of a mod (reading one might never end). More than the bounds of a mod is refused before any is read."""
    found: list[Path] = []
    size = 0
    inside = root.resolve()
    for folder, files in _walk(root, inside):
        for name in files:
            path = Path(folder, name)
            if name.endswith(_NOT_THE_MODS) or not within(path, inside, Path.is_file):
                continue
            found.append(path)
            try:
                size += path.stat().st_size
            except OSError:
                continue  # gone meanwhile: hashing it tells
            if len(found) > MAX_MEMBERS or size > MAX_UNPACKED:
                raise too_large(root)
    return found


def folders_of(root: Path) -> list[Path]:
    """The folders :func:`files_of` walks through: a name added to or taken from one changes its time."""
    return [Path(folder) for folder, _ in _walk(root, root.resolve())]


def _walk(root: Path, inside: Path) -> Iterator[tuple[str, list[str]]]:
    """Each folder of the mod with its file names. A link to another folder of the mod is walked as the
    folder it stands for (the mod names its files through it, so they are packed under those names);
    one leading out of the mod, or back into a folder already on the way (a loop), is not."""
    # the real folders on the way to each folder walked: a link back to one of them is a loop
    on_the_way: dict[str, frozenset[Path]] = {str(root): frozenset({inside})}
    for folder, dirs, files in os.walk(root, followlinks=True):
        kept = []
        for name in dirs:
            target = Path(folder, name).resolve()
            if name not in SKIPPED and target.is_relative_to(inside) and target not in on_the_way[folder]:
                kept.append(name)
                on_the_way[os.path.join(folder, name)] = on_the_way[folder] | {target}
        dirs[:] = kept
        yield folder, files


def content_hash(root: Path, files: list[Path] | None = None) -> str:
    """A hash of every file of the mod folder (names and bytes, in a fixed order): the same content
    gives the same hash anywhere, a changed byte a different one."""
    digest = hashlib.sha256()
    left = MAX_UNPACKED
    for path in sorted(files_of(root) if files is None else files):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        try:
            with open_regular(path) as stream:
                for chunk in chunks_of(stream, left):
                    digest.update(chunk)
                    left -= len(chunk)
        except TooLarge:
            raise too_large(root) from None  # a file grew while the mod was read
        except OSError as exc:
            raise UserError("cannot read {path}: {reason}", path=str(path), reason=os_reason(exc)) from None
        digest.update(b"\0")
    return "sha256:" + digest.hexdigest()[:32]


def read_member(path: Path) -> bytes:
    """One file of a mod, to pack: the mod's bounds hold for it too."""
    try:
        return read_bounded(path, MAX_UNPACKED)
    except TooLarge:
        raise too_large(path) from None
    except OSError as exc:
        raise UserError("cannot read {path}: {reason}", path=str(path), reason=os_reason(exc)) from None
