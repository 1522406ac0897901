"""Plugins from single Python files of the user's, like tox's toxfile.py: house rules given with
``--house-rule ./my_rule.py``, and a mod's Python plugins.

A house-rule file's plugin is named by its file name (``my_rule.py``), a name no installed plugin has, so
a file may be called like one (``bots.py``). A saved game tells its files apart by their names, so two
files of one name are refused; one file spelt two ways (``./r.py``, ``r.py``) is one file."""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from ..errors import PluginError, Verbatim
from .info import PluginInfo, describe

FILE_KINDS = ("house-rule", "variant", "game")
"""What a house-rule file may be: an edition is chosen by name, one at a time, and a mod is a folder."""


def same_file(path: str) -> str:
    """The file ``path`` names, however it is spelt."""
    try:
        return os.path.realpath(path)
    except ValueError:  # no file can have this name (a NUL in it): the loader says it is not found
        return path


def load_file(path: str | Path, name: str) -> PluginInfo:
    """The plugin in one Python file, named ``name``; a file that says nothing of its kind is a house rule."""
    path = Path(path)
    if not path.is_file():
        raise PluginError("house rule file not found: {path}", path=str(path))
    module_name = "regla_house_rule_" + name.replace(":", "_").replace(".", "_")
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None:
        raise PluginError("cannot load house rule file {path}", path=str(path))
    module: ModuleType = importlib.util.module_from_spec(spec)
    try:
        # compiled from its text every time, never from a cached .pyc: one rewritten within the same second
        # at the same size would pass the cache's check, and its game would run the old rules
        exec(compile(path.read_bytes(), str(path), "exec"), module.__dict__)
    except (Exception, SystemExit) as exc:
        # a file that calls sys.exit() would end regla without a word; Ctrl-C (KeyboardInterrupt) still stops it
        raise PluginError("house rule file {path} failed: {kind}: {reason}", path=str(path),
                          kind=type(exc).__name__, reason=str(exc)) from None
    info = describe(name, module, str(path))
    return replace(info, kind="house-rule") if info.kind == "other" else info


def house_rule_files(paths: Iterable[str]) -> list[PluginInfo]:
    """The plugins of the house-rule files a selection names, each named by its file name."""
    infos: dict[str, PluginInfo] = {}
    for path in paths:
        info = load_file(path, Path(path).name)
        if info.kind not in FILE_KINDS:
            raise PluginError("house rule file {path} says it is of kind {kind!r}; a file given with --house-rule "
                              "may be of kind {kinds}", path=Verbatim(path), kind=info.kind,
                              kinds=", ".join(FILE_KINDS))
        # a save records a file by its stem: a game played with both could not be loaded again
        stem = Path(path).stem
        if stem in infos:
            raise PluginError("house rule files {first} and {second} have the same name {name!r}: rename one",
                              first=Verbatim(infos[stem].package), second=Verbatim(path), name=stem)
        infos[stem] = info
    return list(infos.values())
