"""Finding a mod: a folder, a .zip of one, or an installed package's; its manifest read and checked.

A zip is unpacked by :mod:`.archive`; what a mod's folder holds, and its hash, is :mod:`.content`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..data.modfiles import MANIFEST, ModManifest
from ..data.yamlio import load_model, problem_at_key
from ..errors import DataError, UserError
from .archive import unpacked
from .content import content_hash, files_of, within


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


def read_mod(spec: str | Path, *, source: str | None = None, installed: bool = False) -> Mod:
    """The mod at ``spec`` (a folder holding ``mod.yaml``, or a .zip of such a folder)."""
    path = Path(spec)
    if path.is_file() and path.suffix == ".zip":
        root = unpacked(path)
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
               if not within(root / name, inside, Path.is_file)]
    if manifest.changes and not within(root / manifest.changes, inside, Path.is_file):
        missing.append(problem_at_key(str(manifest_path), doc, ("changes",), "no file {name!r} in the mod",
                                      name=manifest.changes))
    missing += [problem_at_key(str(manifest_path), doc, ("games", game_id), "no file {name!r} in the mod", name=name)
                for game_id, name in manifest.games.items() if not within(root / name, inside, Path.is_file)]
    if manifest.locales and not within(root / manifest.locales, inside, Path.is_dir):
        missing.append(problem_at_key(str(manifest_path), doc, ("locales",), "no folder {name!r} in the mod",
                                      name=manifest.locales))
    if missing:
        raise DataError(missing)
    return Mod(manifest, root, source or str(spec), content_hash(root, files_of(root)), installed)
