"""What a plugin's hook gives back is checked against the hook's declared return type, so that a
plugin returning the wrong kind of value is named in one line (rather than failing later, deep in
whatever used the value, or being read a character at a time)."""

from __future__ import annotations

import os
import types
import typing
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from . import hookspecs
from .errors import PluginError, Verbatim, clipped


@cache
def declared(hook: str) -> Any:
    """The return type ``hook`` declares in :mod:`regla.hookspecs`."""
    return typing.get_type_hints(getattr(hookspecs, hook))["return"]


def fits(value: Any, kind: Any) -> bool:
    """Whether ``value`` is of the declared type ``kind``, as far as the hooks' types go (``Any``,
    ``None``, plain classes, ``Path`` (any path-like or text), unions, ``dict[K, V]``, ``list[T]``,
    ``type`` and callables)."""
    if kind is Any:
        return True
    if kind is None or kind is type(None):
        return value is None
    if kind is Path:
        return isinstance(value, str | os.PathLike)
    origin = typing.get_origin(kind)
    arguments = typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        return any(fits(value, option) for option in arguments)
    if origin is dict:
        return isinstance(value, dict) and all(
            fits(key, arguments[0]) and fits(item, arguments[1]) for key, item in value.items())
    if origin is list:
        return isinstance(value, list | tuple) and all(fits(item, arguments[0]) for item in value)
    if origin is Callable or kind is Callable:
        return callable(value)
    if origin is type or kind is type:
        return isinstance(value, type)
    return isinstance(value, origin or kind)


def shown_type(kind: Any) -> str:
    """The declared type as a reader of the hook's documentation sees it."""
    return str(kind).replace("typing.", "").replace("collections.abc.", "").replace("pathlib.", "")


def check_returned(plugin: str, hook: str, result: Any) -> Any:
    """``result`` if it is of the type ``hook`` declares; else refused naming the plugin and the hook."""
    kind = declared(hook)
    if not fits(result, kind):
        raise PluginError("plugin {name!r}, {hook}: returned {value}, not {expected}", name=plugin, hook=hook,
                          value=Verbatim(clipped(result)), expected=Verbatim(shown_type(kind)))
    return result
