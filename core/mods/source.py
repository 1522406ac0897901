"""Finding a mod: a folder, a .zip of one, or an installed package's; its manifest read and checked.

The manifest is checked as a whole in one run: its fields, the files it names (each inside the mod's
folder), and the game it is for. The files regla finds by their place rather than by a name in the
manifest (catalogues, scenario tests) must be inside the folder too: a link leading out of it would
bring a file that is neither hashed nor packed with the mod.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..data.models import ID_PATTERN
from ..data.modfiles import MANIFEST, ModManifest, inside_path
from ..data.validation import validated
from ..data.yamlio import problem_at_key, read_yaml
from ..errors import DataError, DataProblem, InvalidValue, UserError
from .archive import unpacked
from .content import content_hash, files_of, within

TESTS = "tests"
"""The folder of a mod's scenario tests."""


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
    """The mod at ``spec`` (a folder holding ``mod.yaml``, or a .zip of such a folder); every mistake of
    its manifest, and every file it names that is not in it, in one :class:`DataError`."""
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
    inside = root.resolve()
    if not within(manifest_path, inside, Path.is_file):
        raise DataError([_leads_out(manifest_path)])
    doc = read_yaml(manifest_path)
    problems: list[DataProblem] = []
    manifest, _ = validated(manifest_path, ModManifest, doc, problems)
    if isinstance(doc, dict):
        # read from the document itself: a mistake in one field hides none of the others
        problems += _missing(root, inside, manifest_path, doc) + _placed_outside(root, inside, doc)
        if not doc.get("game") and not doc.get("games"):
            mod_id = doc.get("id") if isinstance(doc.get("id"), str) else root.name
            problems.append(problem_at_key(str(manifest_path), doc, (), "mod {id!r} names no game: set 'game' (the "
                                           "game it changes) or 'games' in mod.yaml", id=mod_id))
    if problems or manifest is None:
        raise DataError(sorted(problems, key=lambda p: (p.path != str(manifest_path), p.path, p.line, p.column)))
    return Mod(manifest, root, source or str(spec), content_hash(root, files_of(root)), installed)


def _names(doc: dict[str, Any]) -> list[tuple[tuple[Any, ...], str, bool]]:
    """The paths the manifest names, each with its place in the document and whether it is a folder."""
    named: list[tuple[tuple[Any, ...], Any, bool]] = []
    for key in ("cards", "texts", "plugins"):
        listed = doc.get(key)
        named += [((key, i), name, False) for i, name in enumerate(listed if isinstance(listed, list) else [])]
    named += [((key,), doc[key], key == "locales") for key in ("changes", "locales") if key in doc]
    games = doc.get("games")
    named += [(("games", game), name, False) for game, name in (games.items() if isinstance(games, dict) else ())]
    return [(loc, name, folder) for loc, name, folder in named if isinstance(name, str) and _sound(name)]


def _sound(name: str) -> bool:
    try:
        inside_path(name)
    except InvalidValue:
        return False  # told by the manifest's check
    return True


def _missing(root: Path, inside: Path, manifest_path: Path, doc: dict[str, Any]) -> list[DataProblem]:
    """Each file or folder the manifest names that is not in the mod (missing, or a link leading out)."""
    problems = []
    for loc, name, folder in _names(doc):
        if folder and not within(root / name, inside, Path.is_dir):
            problems.append(problem_at_key(str(manifest_path), doc, loc, "no folder {name!r} in the mod", name=name))
        elif not folder and not within(root / name, inside, Path.is_file):
            problems.append(problem_at_key(str(manifest_path), doc, loc, "no file {name!r} in the mod", name=name))
    return problems


def _placed_outside(root: Path, inside: Path, doc: dict[str, Any]) -> list[DataProblem]:
    """The catalogues and scenario files of the mod that are links leading out of it, each at its place."""
    placed = sorted((root / TESTS).glob("*.yaml")) if within(root / TESTS, inside, Path.is_dir) else []
    locales, mod_id = doc.get("locales"), doc.get("id")
    # (an id that is no id names no catalogue: it must not be read as a pattern of paths)
    if isinstance(locales, str) and _sound(locales) and isinstance(mod_id, str) and re.fullmatch(ID_PATTERN, mod_id) \
            and within(root / locales, inside, Path.is_dir):
        placed += sorted((root / locales).glob(f"*/LC_MESSAGES/{mod_id}.po"))
    if (root / TESTS).is_symlink() and not within(root / TESTS, inside, Path.is_dir):
        placed.append(root / TESTS)
    return [_leads_out(p) for p in placed if not within(p, inside, lambda _: True)]


def _leads_out(path: Path) -> DataProblem:
    return DataProblem(str(path), 1, 1, "this link leads out of the mod's folder, or nowhere: put the file itself in "
                                        "the mod")
