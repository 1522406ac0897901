"""A mod at play: the plugin object that hands its files to the loader, and the choice of mods for a game.

A mod is registered like any other plugin: its data reaches the game through the same hooks a Python
plugin would implement (``regla_data_files``, ``regla_ruleset_overlay``, ``regla_rulesets``,
``regla_locale_domains``), so mods and plugins meet the same conflict checks.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from packaging.specifiers import SpecifierSet

from ..data.modfiles import ADD_SECTIONS, CHANGE_SECTIONS, GAME_FILES
from ..data.yamlio import mark_origin, problem_at_key, read_yaml
from ..errors import DataProblem, Phrase, PluginError, UserError, did_you_mean
from ..hookresults import check_returned
from ..hookspecs import hookimpl
from .content import files_of, folders_of
from .source import Mod, read_mod


class ModPlugin:
    """The hooks of one mod. Its changes file is read once, positions kept, so that any problem with a
    change is reported where the mod wrote it. A change of the wrong shape is left out and kept in
    ``problems``, which loading the game tells with its own: one run names every mistake."""

    def __init__(self, mod: Mod):
        self.mod = mod
        self.problems: list[DataProblem] = []
        self.changes = _read_changes(mod, self.problems) if mod.manifest.changes else {}

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        manifest = self.mod.manifest
        return {"kind": "mod", "game": manifest.game, "description": manifest.description or manifest.name}

    @hookimpl
    def regla_rulesets(self) -> dict[str, Path]:
        return {game_id: self.mod.path(name) for game_id, name in self.mod.manifest.games.items()}

    @hookimpl
    def regla_data_files(self, ruleset_id: str) -> dict[str, list[Path]] | None:
        manifest = self.mod.manifest
        if ruleset_id not in (manifest.game, *manifest.games):
            return None
        return {"cards": [self.mod.path(n) for n in manifest.cards],
                "texts": [self.mod.path(n) for n in manifest.texts]}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str) -> dict[str, Any] | None:
        return self.changes if self.changes and ruleset_id == self.mod.manifest.game else None

    @hookimpl
    def regla_locale_domains(self) -> dict[str, Path]:
        locales = self.mod.manifest.locales
        return {self.mod.id: self.mod.path(locales)} if locales else {}


def _read_changes(mod: Mod, problems: list[DataProblem]) -> dict[str, Any]:
    """The changes file, checked for its shape: sections regla knows, cards addressed by id; what is not
    of that shape is left out, a problem for it added to ``problems``."""
    assert mod.manifest.changes is not None
    path = mod.path(mod.manifest.changes)
    doc = mark_origin(read_yaml(path), str(path))
    if doc is None:
        return {}
    if not isinstance(doc, dict):
        problems.append(problem_at_key(str(path), doc, (), "a changes file is a mapping of {sections}",
                                       sections=", ".join(CHANGE_SECTIONS)))
        return {}
    additions: dict[str, Any] = doc["add"] if isinstance(doc.get("add"), dict) else {}
    wrong = [*_unknown_sections((), doc, CHANGE_SECTIONS), *_unknown_sections(("add",), additions, ADD_SECTIONS)]
    wrong += [((key,), Phrase("{key}: must be a mapping", key=key)) for key, value in doc.items()
              if key in CHANGE_SECTIONS and value is not None and not isinstance(value, dict)]
    for where, section in ((("game",), doc.get("game")), (("add", "game"), additions.get("game"))):
        # the game reads its files from its own folder: a path here could name any file of the machine
        wrong += [((*where, key), Phrase("{key}: a mod does not change which files the game reads; list its own "
                                         "files under 'cards' and 'texts' in mod.yaml", key=key))
                  for key in GAME_FILES if isinstance(section, dict) and key in section]
    cards = doc.get("cards")
    wrong += [(("cards", card_id), Phrase("cards.{id}: a mapping of the fields to change, or null to remove the card",
                                          id=card_id))
              for card_id, change in (cards.items() if isinstance(cards, dict) else ())
              if change is not None and not isinstance(change, dict)]
    texts = doc.get("texts")
    wrong += [(("texts", name), Phrase("{key}: must be a mapping", key=f"texts.{name}"))
              for name, change in (texts.items() if isinstance(texts, dict) else ()) if not isinstance(change, dict)]
    problems += [problem_at_key(str(path), doc, loc, said) for loc, said in wrong]
    for loc, _ in sorted(wrong, key=lambda item: -len(item[0])):
        _drop(doc, loc)
    for key in [key for key, value in doc.items() if value is None]:
        del doc[key]  # an empty section changes nothing; the document is this plugin's own copy
    return doc


def _drop(doc: dict[str, Any], loc: tuple[Any, ...]) -> None:
    """Take the change at ``loc`` out of the document (innermost first: a section dropped whole after)."""
    parent: Any = doc
    for key in loc[:-1]:
        parent = parent.get(key) if isinstance(parent, dict) else None
    if isinstance(parent, dict):
        parent.pop(loc[-1], None)


def _unknown_sections(where: tuple[str, ...], sections: dict[str, Any],
                      known: tuple[str, ...]) -> list[tuple[tuple[Any, ...], Phrase]]:
    return [((*where, key), Phrase("unknown section {key!r} (known: {known}){hint}", key=key, known=", ".join(known),
                                   hint=did_you_mean(key, known)))
            for key in sections if key not in known]


def mods_from_environment() -> tuple[str, ...]:
    """``REGLA_MODS``: mod paths (or installed mod ids) separated like PATH, used by every command."""
    raw = os.environ.get("REGLA_MODS", "")
    return tuple(part for part in raw.split(os.pathsep) if part.strip())


def installed_mods(plugins: Iterable[Any]) -> dict[str, Mod]:
    """Mods shipped by installed packages (their ``regla_mods`` hook), by id."""
    found: dict[str, Mod] = {}
    for info in plugins:
        offer = getattr(info.obj, "regla_mods", None)
        if offer is None:
            continue
        try:
            folders = offer() or []
        except Exception as exc:
            raise PluginError("plugin {name!r} failed in regla_mods: {kind}: {reason}", name=info.name,
                              kind=type(exc).__name__, reason=str(exc)) from None
        for folder in check_returned(info.name, "regla_mods", folders):
            mod = read_mod(folder, source=f"package {info.package}", installed=True)
            found[mod.id] = mod
    return found


_resolved: dict[tuple[str, tuple[tuple[str, int, int], ...]], Mod] = {}


def _stamp(path: Path) -> tuple[tuple[str, int, int], ...]:
    """Names, times and sizes of a mod's files and folders: a changed file changes it, and so does a name
    added or taken away (a link put in, which is read only to be refused), and nothing is read."""
    stats = [(str(p), p.stat()) for p in ([path] if path.is_file() else [*files_of(path), *folders_of(path)])]
    return tuple(sorted((name, stat.st_mtime_ns, stat.st_size) for name, stat in stats))


def find_mod(spec: str, installed: dict[str, Mod]) -> Mod:
    """A mod by path (folder or .zip) or, failing that, by the id of an installed one. Read again only
    when a file of it changed."""
    path = Path(spec)
    if path.exists():
        key = (str(path.resolve()), _stamp(path))
        if key not in _resolved:
            if len(_resolved) > 64:
                _resolved.clear()
            _resolved[key] = read_mod(path, source=spec)
        return _resolved[key]
    if spec in installed:
        return installed[spec]
    hint = did_you_mean(spec, installed)
    raise UserError("no mod {spec!r}: not a folder or .zip here, nor an installed mod{hint}", spec=spec,
                    hint=hint or "")


def with_required(mod: Mod, offered: dict[str, Mod]) -> list[Mod]:
    """``mod`` after the mods it requires (and they require) among ``offered``: what it is played with."""
    chain: list[Mod] = []

    def add(current: Mod, seen: set[str]) -> None:
        for needed in current.manifest.requires:
            if needed in offered and needed not in seen:
                seen.add(needed)
                add(offered[needed], seen)
                chain.append(offered[needed])

    add(mod, {mod.id})
    return [*chain, mod]


def choose_mods(specs: Iterable[str], installed: dict[str, Mod], version: str) -> list[Mod]:
    """The mods named, checked together: each once, every requirement present, no conflict, and each
    made for this regla."""
    chosen: dict[str, Mod] = {}
    for spec in specs:
        mod = find_mod(spec, installed)
        other = chosen.get(mod.id)
        if other is not None and other.digest != mod.digest:
            raise UserError("two different mods have the id {id!r}: {first} and {second}", id=mod.id,
                            first=other.source, second=mod.source)
        chosen[mod.id] = mod
    for mod in chosen.values():
        manifest = mod.manifest
        if manifest.regla and not SpecifierSet(manifest.regla).contains(version, prereleases=True):
            raise UserError("mod {id!r} needs regla {wanted}; this is regla {version}", id=mod.id,
                            wanted=manifest.regla, version=version)
        for needed in manifest.requires:
            if needed not in chosen:
                raise UserError("mod {id!r} requires the mod {needed!r}: add it with --mod", id=mod.id, needed=needed)
        clash = sorted(set(manifest.conflicts) & set(chosen))
        if clash:
            raise UserError("mod {id!r} cannot be played with the mod {other!r}; choose one", id=mod.id, other=clash[0])
    return list(chosen.values())
