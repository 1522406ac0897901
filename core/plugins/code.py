"""What plugins add to the rules engine in Python: expression functions and ops (instructions), each under
a name of its own. A name taken, by regla or by another plugin, is refused naming both: which plugin
happened to run last must never decide what a game's rules call."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pluggy
from pydantic import BaseModel

from ..data.compiler import TakenByTheGame
from ..engine.functions import FUNCTIONS, PURE_FUNCTIONS
from ..engine.ops import OPS
from ..engine.ops.base import Op
from ..errors import Phrase, PluginError
from . import call_each

FUNCTION = Phrase("expression function")
OP = Phrase("op")


def _take(taken: dict[str, str], builtin: Any, what: Phrase, name: str, plugin: str) -> None:
    """Note that ``plugin`` offers ``name``, refused when regla or another plugin has it already."""
    if name in builtin:
        raise PluginError("plugin {plugin!r} offers the {what} {name!r}, which is one of regla's own; give yours "
                          "another name", plugin=plugin, what=what, name=name)
    if name in taken:
        raise PluginError("the {what} {name!r} is offered by both {first!r} and {second!r}", what=what, name=name,
                          first=taken[name], second=plugin)
    taken[name] = plugin


def plugin_functions(pm: pluggy.PluginManager) -> dict[str, Callable[..., Any]]:
    """The expression functions the plugins of ``pm`` offer, by name."""
    functions: dict[str, Callable[..., Any]] = {}
    taken: dict[str, str] = {}
    for plugin, found in call_each(pm, "regla_expression_functions"):
        for name, function in found.items():
            _take(taken, FUNCTIONS.keys() | PURE_FUNCTIONS.keys(), FUNCTION, name, plugin)
            functions[name] = function
    return functions


def taken_by_the_game(pm: pluggy.PluginManager, taken: TakenByTheGame) -> PluginError:
    """The refusal of the plugin of ``pm`` whose expression function is named like a variable or table of
    the game (which of them it is is known only once the game's data is read)."""
    plugin = next(plugin for plugin, found in call_each(pm, "regla_expression_functions") if taken.name in found)
    if taken.table:
        return PluginError("plugin {plugin!r} offers the expression function {name!r}, but the game has a table of "
                           "that name; give yours another name", plugin=plugin, name=taken.name)
    return PluginError("plugin {plugin!r} offers the expression function {name!r}, but the game has a variable of "
                       "that name; give yours another name", plugin=plugin, name=taken.name)


def plugin_blocks(pm: pluggy.PluginManager, game: str) -> dict[str, Callable[..., Any]]:
    """The block factories the plugins of ``pm`` wrote ahead for ``game``, by their sources' digests."""
    return {digest: factory for _, found in call_each(pm, "regla_compiled_blocks", ruleset_id=game)
            for digest, factory in found.items()}


def plugin_ops(pm: pluggy.PluginManager) -> dict[str, Op]:
    """Every op rules data may use: regla's own and those the plugins of ``pm`` offer, by name."""
    ops = dict(OPS)
    taken: dict[str, str] = {}
    for plugin, classes in call_each(pm, "regla_ops"):
        for cls in classes:
            if not (isinstance(cls, type) and issubclass(cls, Op)):
                raise PluginError("plugin {plugin!r}: {op!r} is not a new regla op", plugin=plugin, op=cls)
            name = getattr(cls, "name", None)
            if not isinstance(name, str) or not name:
                raise PluginError("plugin {plugin!r}: the op class {op} has no name; give it one (name = '...' in "
                                  "the class)", plugin=plugin, op=cls.__qualname__)
            args = getattr(cls, "Args", None)
            if not (isinstance(args, type) and issubclass(args, BaseModel)):
                raise PluginError("plugin {plugin!r}: the op {name!r} has no Args; give it the pydantic model of its "
                                  "arguments (Args = ... in the class)", plugin=plugin, name=name)
            _take(taken, OPS, OP, name, plugin)
            try:
                ops[name] = cls()
            except Exception as exc:
                raise PluginError("plugin {plugin!r}: the op {name!r} could not be made: {kind}: {reason}",
                                  plugin=plugin, name=name, kind=type(exc).__name__, reason=str(exc)) from None
    return ops
