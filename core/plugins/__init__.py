"""Finding, selecting and calling plugins. One plugin manager per game keeps games (and tests) apart.

Plugins of kind ``game`` and ``other`` are always active; ``edition``, ``variant`` and ``house-rule``
plugins are active only when selected. An edition is one at most: when none is named, the game's default
one, if it has one (see :mod:`regla.editions`).
"""

from __future__ import annotations

import importlib.metadata as metadata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pluggy

from .. import hookspecs
from ..errors import NOTHING, Phrase, PluginError, UserError, clipped, did_you_mean
from ..hookresults import check_returned
from ..mods.plugin import ModPlugin, choose_mods, installed_mods
from ..mods.source import Mod
from .files import house_rule_files, load_file, same_file
from .info import KIND_WORDS, KINDS, SELECTABLE, PluginInfo, describe

__all__ = ["GROUP", "KINDS", "KIND_WORDS", "SELECTABLE", "PluginInfo", "Selection", "discover", "make_manager"]

GROUP = "regla.plugins"


@dataclass(frozen=True)
class Selection:
    """Which optional plugins a game uses."""

    edition: str | None = None
    variants: tuple[str, ...] = ()
    house_rules: tuple[str, ...] = ()
    house_rule_files: tuple[str, ...] = ()
    blocked: tuple[str, ...] = ()
    mods: tuple[str, ...] = ()
    """Mods by path (a folder holding mod.yaml, or a .zip of one) or by the id of an installed mod."""
    allow_code: bool = False
    """Run the Python plugins of mods given by path (an installed mod's code runs anyway)."""

    def __post_init__(self) -> None:
        if self.edition is not None and not isinstance(self.edition, str):
            raise UserError("Selection: edition must be a name, not {value!r}", value=self.edition)
        for name in ("variants", "house_rules", "house_rule_files", "blocked", "mods"):
            value = getattr(self, name)
            if isinstance(value, str):
                # a lone string would be read letter by letter as names
                raise UserError("Selection: {name} must be a list of names; write {name}=({value!r},)", name=name,
                                value=value)
            if not isinstance(value, Iterable) or not all(isinstance(v, str) for v in value):
                raise UserError("Selection: {name} must be a list of names, not {value!r}", name=name, value=value)
            # a name given twice means it once (registering a plugin twice is an error of its own), and
            # so does a file spelt two ways (./r.py, r.py): the first spelling is kept
            same = same_file if name == "house_rule_files" else str
            kept: dict[str, str] = {}
            for v in value:
                kept.setdefault(same(v), v)
            object.__setattr__(self, name, tuple(kept.values()))

    def anywhere(self) -> Selection:
        """The same selection with its file paths (mods, house-rule files) made absolute, for worker
        processes that may not start in this one's directory."""
        def absolute(path: str) -> str:
            return str(Path(path).resolve()) if Path(path).exists() else path

        return replace(self, mods=tuple(absolute(m) for m in self.mods),
                       house_rule_files=tuple(absolute(f) for f in self.house_rule_files))


_discovered: dict[str, PluginInfo] | None = None


def discover(blocked: Iterable[str] = ()) -> dict[str, PluginInfo]:
    """Every installed plugin by name (entry points of ``regla.plugins``), loaded once per process."""
    global _discovered
    if _discovered is None:
        found: dict[str, PluginInfo] = {}
        errors: list[Phrase] = []
        packages: dict[str, str] = {}
        # a distribution's name is read from its metadata file, parsed again at every reading: once per
        # package, not once per plugin (regla alone offers more than a dozen)
        names: dict[int, str] = {}
        for ep in sorted(metadata.entry_points(group=GROUP), key=lambda e: e.name):
            package = "?" if ep.dist is None else names.get(id(ep.dist)) or names.setdefault(id(ep.dist), ep.dist.name)
            if ep.name in packages:
                # which one would be used would depend on the order of the paths: neither is
                first, second = sorted((packages[ep.name], package))
                errors.append(Phrase("plugin {name!r} is offered by two packages, {first} and {second}: uninstall "
                                     "one", name=ep.name, first=first, second=second))
                found.pop(ep.name, None)
                continue
            packages[ep.name] = package
            try:
                obj = ep.load()
                found[ep.name] = describe(ep.name, obj, package)
            except PluginError as exc:
                errors.append(exc.message)
            except (Exception, SystemExit) as exc:  # a plugin calling sys.exit() is a failure of its own
                errors.append(Phrase("plugin {name!r} ({package}) failed to load: {kind}: {reason}", name=ep.name,
                                     package=package, kind=type(exc).__name__, reason=str(exc)))
        _discovered = found
        _discovered_errors[:] = errors
    blocked = set(blocked)
    bad = tuple(e for e in _discovered_errors if not any(f"plugin {b!r}" in str(e) for b in blocked))
    if bad:
        raise PluginError("{problems} (block it with --block-plugin NAME)", problems=bad)
    return {n: i for n, i in _discovered.items() if n not in blocked}


_discovered_errors: list[Phrase] = []
_generation = 0


def forget_discovered() -> None:
    """Drop the cached discovery (tests that install plugins on the fly use this). Rulesets loaded
    before are not reused after it: an always-on plugin may have come or gone."""
    global _discovered, _generation
    _discovered = None
    _generation += 1


def discovery_generation() -> int:
    """Changes whenever the discovered plugins may have changed; part of every ruleset cache key."""
    return _generation


def make_manager(selection: Selection = Selection(), extra: Iterable[tuple[str, Any]] = ()) -> pluggy.PluginManager:
    """A fresh plugin manager with the always-on plugins and the selected ones registered. An edition
    is registered only when the selection names one: which game is played is known only from the
    plugins registered (a mod may bring it), so its default edition is added later
    (:func:`regla.editions.add_default_edition`)."""
    if not isinstance(selection, Selection):
        raise UserError("selection must be a regla.Selection, not {selection}", selection=clipped(selection))
    pm = pluggy.PluginManager("regla")
    pm.add_hookspecs(hookspecs)
    for name in selection.blocked:
        pm.set_blocked(name)
    available = discover(selection.blocked)
    check_blocked(selection.blocked)
    infos = [i for i in available.values() if i.kind not in SELECTABLE]
    wanted = {"edition": [selection.edition] if selection.edition else [], "variant": list(selection.variants),
              "house-rule": list(selection.house_rules)}
    for kind, names in wanted.items():
        for name in names:
            info = available.get(name)
            if info is None or info.kind != kind:
                known = sorted(n for n, i in available.items() if i.kind == kind)
                raise PluginError("unknown {kind} {name!r} (installed: {installed})", kind=KIND_WORDS[kind],
                                  name=name, installed=", ".join(known) or NOTHING)
            infos.append(info)
    infos.extend(house_rule_files(selection.house_rule_files))
    infos.extend(mod_plugins(selection, available))
    for name, obj in check_extra(extra):
        infos.append(describe(name, obj, "registered directly"))
    check_conflicts(infos)
    register(pm, infos)
    return pm


def check_extra(extra: Any) -> tuple[tuple[str, Any], ...]:
    """``extra`` (plugins registered directly) as pairs of a name and a plugin object, each name and object
    once; anything else is refused in one line before a plugin is described or registered."""
    if not isinstance(extra, Sequence) or isinstance(extra, str | bytes):
        raise UserError("extra_plugins must be a list of (name, plugin) pairs, not {value}", value=clipped(extra))
    named: dict[int, str] = {}
    for pair in extra:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise UserError("extra_plugins must be a list of (name, plugin) pairs, not {value}", value=clipped(pair))
        name, obj = pair
        if not isinstance(name, str) or not name:
            raise UserError("extra_plugins: a plugin's name must be a non-empty text, not {name}", name=clipped(name))
        if id(obj) in named:
            # pluggy refuses an object registered twice, with a dump of its registry
            raise PluginError("extra_plugins: {first!r} and {second!r} are one plugin object; register it once",
                            first=named[id(obj)], second=name)
        named[id(obj)] = name
    return tuple((name, obj) for name, obj in extra)


def register(pm: pluggy.PluginManager, infos: list[PluginInfo]) -> None:
    """Register each plugin in ``pm`` under its name; a name taken, or a hook that does not fit its
    hookspec, is one line."""
    named: dict[str, PluginInfo] = {}
    for info in infos:
        if info.name in named:
            raise PluginError("two plugins have the name {name!r} ({first}; {second})", name=info.name,
                              first=named[info.name].package, second=info.package)
        named[info.name] = info
    for info in infos:
        if not pm.is_blocked(info.name):
            try:
                pm.register(info.obj, name=info.name)
            except pluggy.PluginValidationError as exc:
                # pluggy's message spans several lines: which hook, its definition, what is wrong
                lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
                hook = lines[0].rsplit(" for ", 1)[-1]
                raise PluginError("plugin {name!r} ({package}), {hook}: {reason}", name=info.name,
                                  package=info.package, hook=hook, reason=" ".join(lines[1:])) from None
            except ValueError:
                # names are told apart above: this is an object registered before under another name (pluggy's
                # own message dumps its whole registry)
                raise PluginError("plugin {name!r} ({package}) is the plugin {other!r} again: register a plugin "
                                  "object once", name=info.name, package=info.package,
                                  other=pm.get_name(info.obj)) from None


def selected_mods(selection: Selection, available: dict[str, PluginInfo] | None = None) -> list[Mod]:
    """The mods a selection names, found and checked together (see :func:`regla.mods.plugin.choose_mods`)."""
    if not selection.mods:
        return []
    available = discover(selection.blocked) if available is None else available
    return choose_mods(selection.mods, installed_mods(available.values()), version("regla"))


def mod_plugins(selection: Selection, available: dict[str, PluginInfo]) -> list[PluginInfo]:
    """A plugin per selected mod, and its Python plugins when their code may run."""
    infos = []
    for mod in selected_mods(selection, available):
        infos.append(PluginInfo(f"mod:{mod.id}", "mod", mod.manifest.name, mod.source, mod.manifest.game,
                                obj=ModPlugin(mod)))
        if mod.manifest.plugins and not (selection.allow_code or mod.installed):
            raise PluginError("mod {id!r} holds Python code ({files}), which runs only when you trust it: add "
                              "--allow-code (or install it as a package)", id=mod.id,
                              files=", ".join(mod.manifest.plugins))
        for name in mod.manifest.plugins:
            info = load_file(mod.path(name), f"mod:{mod.id}:{Path(name).stem}")
            infos.append(PluginInfo(info.name, "mod", info.description, mod.source, mod.manifest.game, obj=info.obj))
    return infos


def check_blocked(blocked: Iterable[str]) -> None:
    """A blocked name that no installed plugin has is a typo: blocking nothing would hide it."""
    installed = set(_discovered or {}) | {str(e.params["name"]) for e in _discovered_errors if "name" in e.params}
    for name in blocked:
        if name not in installed:
            hint = did_you_mean(name, installed) or Phrase(" (installed: {installed})",
                                                           installed=", ".join(sorted(installed)))
            raise PluginError("--block-plugin {name!r}: no installed plugin has this name{hint}", name=name,
                              hint=hint)


def check_conflicts(infos: list[PluginInfo]) -> None:
    """Refuse plugins that cannot be active together: two editions, or one that declares a conflict."""
    names = {i.name for i in infos}
    editions = [i.name for i in infos if i.kind == "edition"]
    if len(editions) > 1:
        raise PluginError("only one edition at a time: {editions}", editions=", ".join(editions))
    for info in infos:
        clash = sorted(names & set(info.conflicts))
        if clash:
            raise PluginError("{kind} {name!r} cannot be combined with {others}; choose one",
                              kind=KIND_WORDS.get(info.kind, info.kind), name=info.name,
                              others=", ".join(repr(c) for c in clash))


def call_each(pm: pluggy.PluginManager, hook: str, **kwargs: Any) -> list[tuple[str, Any]]:
    """Call one hook plugin by plugin, so a failure names its plugin; returns (name, result) pairs."""
    results = []
    for impl in getattr(pm.hook, hook).get_hookimpls():
        try:
            result = impl.function(**{k: kwargs[k] for k in impl.argnames})
        except PluginError:
            raise
        except (Exception, SystemExit) as exc:  # a plugin calling sys.exit() is a failure of its own
            raise PluginError("plugin {name!r} failed in {hook}: {kind}: {reason}", name=impl.plugin_name,
                              hook=hook, kind=type(exc).__name__, reason=str(exc)) from None
        if result is not None:
            results.append((impl.plugin_name, check_returned(impl.plugin_name, hook, result)))
    return results


def active_infos(pm: pluggy.PluginManager) -> list[PluginInfo]:
    out = []
    for name, plugin in pm.list_name_plugin():
        out.append(describe(name, plugin, "active"))
    return out

