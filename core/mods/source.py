"""Finding a mod: a folder, a .zip of one, or an installed package's; its manifest read and checked.

A zip is unpacked once into a cache folder named by its content hash, after checking every member
(count, sizes, paths inside the archive), so a hostile archive is refused before anything is written.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import stat
import tempfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..data.modfiles import MANIFEST, ModManifest
from ..data.yamlio import load_model, problem_at_key
from ..errors import DataError, UserError, os_reason

MAX_MEMBERS = 2_000
MAX_UNPACKED = 50_000_000
"""Bytes of a mod once unpacked; a data file is held to far less by the YAML loader."""
SKIPPED = ("__pycache__", ".git", ".pytest_cache")


@dataclass(frozen=True)
class Mod:
    """A mod found on disk: its checked manifest, the folder it lives in, where it came from (the path
    given, or ``package NAME`` for an installed one) and the hash of its content."""

    manifest: ModManifest
    root: Path
    source: str
    digest: str
    installed: bool = False

    @property
    def id(self) -> str:
        return self.manifest.id

    @property
    def game(self) -> str | None:
        """The game the mod is played with: the one it changes, else the first one it brings."""
        return self.manifest.game or next(iter(self.manifest.games), None)

    def path(self, name: str) -> Path:
        return self.root / name

    def stamp(self) -> dict[str, str]:
        """What a save records of this mod, to refuse loading it with another content."""
        return {"id": self.id, "version": self.manifest.version, "hash": self.digest}


def content_hash(root: Path) -> str:
    """A hash of every file of the mod folder (names and bytes, in a fixed order): the same content
    gives the same hash anywhere, a changed byte a different one."""
    digest = hashlib.sha256()
    for path in sorted(files_of(root)):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0")
        digest.update(path.read_bytes() + b"\0")
    return "sha256:" + digest.hexdigest()[:32]


_NOT_THE_MODS = (".pyc", ".zip", ".whl")


def files_of(root: Path) -> list[Path]:
    """Every file of a mod folder, caches and version-control folders left out, archives too (the mod
    packed before, wherever it was packed to), and links that lead out of the folder, nowhere or round
    in a loop: what is packed or hashed is the mod's own."""
    found: list[Path] = []
    inside = root.resolve()
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIPPED]
        found.extend(path for path in (Path(folder, f) for f in files if not f.endswith(_NOT_THE_MODS))
                     if not path.is_symlink() or _within(path, inside, Path.is_file))
    return found


def _within(path: Path, inside: Path, kind: Callable[[Path], bool]) -> bool:
    """Whether ``path`` is a file (or folder: ``kind``) of the folder ``inside``, links followed."""
    try:
        target = path.resolve(strict=True)
    except (OSError, RuntimeError):
        return False
    return kind(target) and target.is_relative_to(inside)


def read_mod(spec: str | Path, *, source: str | None = None, installed: bool = False) -> Mod:
    """The mod at ``spec`` (a folder holding ``mod.yaml``, or a .zip of such a folder)."""
    path = Path(spec)
    if path.is_file() and path.suffix == ".zip":
        root = _unpacked(path)
    elif path.is_dir():
        root = path  # as given: problems then name the files as the user wrote the path
    elif path.name == MANIFEST and path.is_file():
        root = path.parent
    else:
        raise UserError("no mod at {path}: give a mod's folder (holding mod.yaml) or a .zip of one",
                        path=str(spec))
    manifest_path = root / MANIFEST
    if not manifest_path.is_file():
        raise UserError("{path} is not a mod: it has no mod.yaml", path=str(spec))
    manifest, doc = load_model(manifest_path, ModManifest)
    inside = root.resolve()
    missing = [problem_at_key(str(manifest_path), doc, (key, i), "no file {name!r} in the mod", name=name)
               for key in ("cards", "texts", "plugins") for i, name in enumerate(getattr(manifest, key))
               if not _within(root / name, inside, Path.is_file)]
    if manifest.changes and not _within(root / manifest.changes, inside, Path.is_file):
        missing.append(problem_at_key(str(manifest_path), doc, ("changes",), "no file {name!r} in the mod",
                                      name=manifest.changes))
    missing += [problem_at_key(str(manifest_path), doc, ("games", game_id), "no file {name!r} in the mod", name=name)
                for game_id, name in manifest.games.items() if not _within(root / name, inside, Path.is_file)]
    if manifest.locales and not _within(root / manifest.locales, inside, Path.is_dir):
        missing.append(problem_at_key(str(manifest_path), doc, ("locales",), "no folder {name!r} in the mod",
                                      name=manifest.locales))
    if missing:
        raise DataError(missing)
    return Mod(manifest, root, source or str(spec), content_hash(root), installed)


def _unpacked(archive: Path) -> Path:
    """The folder a mod archive unpacks to (the one holding mod.yaml, at its top or one level down)."""
    try:
        digest = hashlib.sha256(archive.read_bytes()).hexdigest()[:24]
        with zipfile.ZipFile(archive) as zf:
            members = zf.infolist()
            if len(members) > MAX_MEMBERS or sum(m.file_size for m in members) > MAX_UNPACKED:
                raise UserError("{path}: the archive is too large to be a mod (at most {count} files and {size} MB "
                                "unpacked)", path=str(archive), count=MAX_MEMBERS, size=MAX_UNPACKED // 1_000_000)
            for member in members:
                name = member.filename
                if name.startswith(("/", "\\")) or ".." in Path(name).parts or ":" in name:
                    raise UserError("{path}: the archive holds {name!r}, which points outside it",
                                    path=str(archive), name=name)
            user = os.getuid() if hasattr(os, "getuid") else 0
            base = _private_folder(Path(tempfile.gettempdir()) / f"regla-mods-{user}")
            target = base / digest
            if not target.is_dir():
                partial = Path(tempfile.mkdtemp(prefix="unpacking-", dir=base))
                zf.extractall(partial)
                try:
                    partial.rename(target)
                except OSError:  # unpacked meanwhile by another process: keep the first
                    shutil.rmtree(partial, ignore_errors=True)
    except zipfile.BadZipFile:
        raise UserError("{path} is not a zip archive", path=str(archive)) from None
    except OSError as exc:
        raise UserError("cannot read {path}: {reason}", path=str(archive), reason=os_reason(exc)) from None
    if (target / MANIFEST).is_file():
        return target
    tops = [p for p in target.iterdir() if p.is_dir() and (p / MANIFEST).is_file()]
    if len(tops) == 1:
        return tops[0]
    raise UserError("{path} is not a mod: it has no mod.yaml at its top or in one folder", path=str(archive))


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
