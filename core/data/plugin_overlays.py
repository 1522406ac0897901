"""Plugins' overlays checked before they are laid over a game, and a failed load blamed on them.

An overlay must be plain data (what a YAML file could hold), bounded in size, and agree with every other
plugin's. When the game fails to load with the overlays but loads without them, every problem says whose
changes they were.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from ..errors import DataError, DataProblem, Phrase, PluginError, clipped, did_you_mean
from .modfiles import ADD_SECTIONS, CHANGE_SECTIONS
from .overlay import WrongChange
from .ruleset import load_ruleset
from .yamlio import ORIGIN

if TYPE_CHECKING:
    from ..engine.ops.base import Op


def _leaves(overlay: Any, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    """Every value an overlay sets, by its path (``None`` and lists are values, not containers, except
    the lists of new items of ``add``: two plugins adding different items agree)."""
    if path[:1] == ("add",) and isinstance(overlay, list):
        return {(*path, str(item.get("id") if isinstance(item, dict) else i)): item for i, item in enumerate(overlay)}
    if not isinstance(overlay, dict):
        return {path: overlay}
    return {leaf: v for key, value in overlay.items() for leaf, v in _leaves(value, (*path, str(key))).items()}


def blamed(error: DataError, overlays: list[tuple[str, dict[str, Any]]], path: Path, names: tuple[str, ...],
           functions: dict[str, Any], ops: dict[str, Op], roots: tuple[str, ...],
           confined: Path | None = None) -> DataError:
    """A data error met with plugins' changes applied: when the game loads without them, the changes are
    to blame, and every problem says whose they are (a position then points at what they changed)."""
    if not overlays:
        return error
    try:
        load_ruleset(path, [], names, functions, ops, confined=confined)
    except DataError:
        return error
    whose = ", ".join(repr(plugin) for plugin, _ in overlays)
    # a problem found in a mod's own file (under one of ``roots``) needs no word on whose change it is
    return DataError([p if p.path.startswith(roots) and roots else
                      DataProblem(p.path, p.line, p.column, "{problem} (with the changes of plugin {whose})",
                                  {"problem": _said(p), "whose": whose}) for p in error.problems])


def _said(problem: DataProblem) -> Phrase:
    return problem.message if isinstance(problem.message, Phrase) else Phrase(problem.message, **problem.params)


def agreed_overlays(overlays: list[tuple[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
    """The active plugins' overlays (``(plugin, overlay)`` as their hooks returned them), refused when two
    of them change the same thing differently: the same value set to two values, or something deleted or
    replaced by one and changed by the other. Identical changes agree; the order plugins run in must never
    decide the rules."""
    for plugin, overlay in overlays:
        _check_overlay(plugin, overlay)
    seen: dict[tuple[str, ...], tuple[str, Any]] = {}
    for plugin, overlay in overlays:
        for path, value in _leaves(overlay).items():
            for other_path, (other, other_value) in seen.items():
                nested = path[:len(other_path)] == other_path or other_path[:len(path)] == path
                if other != plugin and nested and (path != other_path or value != other_value):
                    where = min(path, other_path, key=len)
                    what = (Phrase("the option {name!r}", name=where[2])
                            if where[:2] == ("game", "options") and len(where) == 3 else ".".join(where))
                    raise PluginError("{plugin!r} and {other!r} conflict: both change {what} differently",
                                      plugin=plugin, other=other, what=what)
            seen[path] = (plugin, value)
    return overlays


_OVERLAY_DEPTH = 32
_OVERLAY_VALUES = 20_000


def _check_overlay(plugin: str, overlay: Any) -> None:
    """An overlay (a mapping, as the hook's declared type is checked) is of plain data (what a YAML file
    could hold): no cycles, bounded in size."""
    if hasattr(overlay, ORIGIN):
        return  # read from a mod's file by the bounded YAML loader: plain data already
    unknown = sorted(str(key) for key in overlay if key not in CHANGE_SECTIONS)
    if unknown:
        raise PluginError("plugin {plugin!r}: its overlay has the unknown section {key!r} (known: {known}){hint}",
                          plugin=plugin, key=unknown[0], known=", ".join(CHANGE_SECTIONS),
                          hint=did_you_mean(unknown[0], CHANGE_SECTIONS))
    open_now: set[int] = set()
    count = 0

    def walk(value: Any, where: str, depth: int) -> None:
        nonlocal count
        count += 1
        if count > _OVERLAY_VALUES or depth > _OVERLAY_DEPTH:
            raise PluginError("plugin {plugin!r}: its overlay is too large or too deeply nested (at {where})",
                              plugin=plugin, where=where)
        if isinstance(value, dict | list):
            if id(value) in open_now:
                raise PluginError("plugin {plugin!r}: its overlay contains itself (at {where})", plugin=plugin,
                                  where=where)
            open_now.add(id(value))
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, inner in items:
                if isinstance(value, dict) and (type(key) not in (str, int)):
                    raise PluginError("plugin {plugin!r}: overlay key {key} at {where} is not a string or a whole "
                                      "number", plugin=plugin, key=clipped(key), where=where)
                walk(inner, f"{where}.{key}", depth + 1)
            open_now.discard(id(value))
        elif not (value is None or type(value) in (bool, int, float, str)):
            raise PluginError("plugin {plugin!r}: overlay value at {where} is of the Python type {kind}; use "
                              "mappings, lists, strings, numbers, booleans or None", plugin=plugin, where=where,
                              kind=type(value).__name__)

    walk(overlay, "overlay", 0)
    _check_sections(plugin, overlay)


A_MAPPING = Phrase("a mapping")
AN_ITEMS_CHANGES = Phrase("a mapping of changes, or None to remove the item")


def wrong_change(overlays: list[tuple[str, dict[str, Any]]], exc: WrongChange) -> PluginError:
    """The refusal of the plugin whose overlay changes an item of a list of items with ids by what is not a
    mapping (which lists have ids is known only from the game's data, as the overlay is laid over it)."""
    return PluginError("plugin {plugin!r}: in its overlay, {where} must be {expected}, not {value}",
                       plugin=overlays[exc.index][0], where=".".join(exc.where), expected=AN_ITEMS_CHANGES,
                       value=clipped(exc.value))
NEW_THINGS = Phrase("a list of new items or a mapping of new entries")


def _check_sections(plugin: str, overlay: dict[str, Any]) -> None:
    """Each section of an overlay (of plain data) holds what its merge expects: a section that does not
    would fail inside the merge, or be left out without a word."""
    def refuse(where: str, value: Any, expected: Phrase) -> NoReturn:
        raise PluginError("plugin {plugin!r}: in its overlay, {where} must be {expected}, not {value}", plugin=plugin,
                          where=where, expected=expected, value=clipped(value))

    for section, changes in overlay.items():
        if not isinstance(changes, dict):
            refuse(section, changes, A_MAPPING)
        for key, value in changes.items():
            where = f"{section}.{key}"
            if section == "cards" and not (value is None or isinstance(value, dict)):
                refuse(where, value, Phrase("a mapping of changes, or None to remove the card"))
            elif section == "texts" and not isinstance(value, dict):
                refuse(where, value, A_MAPPING)
            elif section == "add":
                if key not in ADD_SECTIONS:
                    raise PluginError("plugin {plugin!r}: its overlay has the unknown section {key!r} (known: "
                                      "{known}){hint}", plugin=plugin, key=where,
                                      known=", ".join(f"add.{k}" for k in ADD_SECTIONS),
                                      hint=did_you_mean(key, ADD_SECTIONS))
                if not isinstance(value, dict):
                    refuse(where, value, A_MAPPING)
                for name, new in value.items():
                    if not isinstance(new, list | dict):
                        refuse(f"{where}.{name}", new, NEW_THINGS)
