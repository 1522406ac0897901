"""Comparisons, charged to the step budget by what they walk, and the built-ins that compare.

Two lists (or mappings, or strings) compare item by item at every level, so one comparison may cost as
much as the two values hold; ``sorted`` makes ``n log n`` of them, ``min`` and ``max`` ``n``. The
compiler calls these helpers only where neither side is cheap to compare (see
:func:`regla.engine.expr.compared_cheaply`): ``n < 3`` or ``x == 'red'`` compiles as it is, and a
helper given two scalars compares them without a further call.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sized
from typing import Any

from . import bounds
from .bounds import NESTED, charge, charge_walk, weight

_WEIGHED = NESTED | {str}
_SCALARS = bounds.SCALARS - {str}


def _charge_compared(vm: Any, a: Any, b: Any, equality: bool) -> None:
    # two strings compare as two blocks of memory, as far as the shorter; two lists or mappings of
    # different lengths are never equal, which Python sees first; otherwise both may be walked whole
    if type(a) is str or type(b) is str:
        if type(a) is type(b) and (not equality or len(a) == len(b)):
            charge(vm, min(len(a), len(b)))
    elif not equality or len(a) == len(b):
        charge_walk(vm, a, b)


def _charging(compare: Callable[[Any, Any], bool], equality: bool) -> Callable[[Any, Any, Any], bool]:
    """``compare`` (an operator such as ``operator.lt``) taking the VM first and charging it for what
    comparing two strings, lists or mappings walks; two scalars are compared with no more work."""

    def compared(vm: Any, a: Any, b: Any) -> bool:
        if type(a) in _WEIGHED and type(b) in _WEIGHED and vm is not None:
            _charge_compared(vm, a, b, equality)
        return compare(a, b)

    return compared


_COMPARISONS = {"_eq": _charging(operator.eq, True), "_ne": _charging(operator.ne, True),
                "_lt": _charging(operator.lt, False), "_le": _charging(operator.le, False),
                "_gt": _charging(operator.gt, False), "_ge": _charging(operator.ge, False)}


def _compared(vm: Any, value: Any) -> Any:
    """``value``, charged for a comparison's walk of it: a part of a chain (``a < b < c``), which
    evaluates each part once and stops at its first false link, is charged as it is evaluated."""
    if type(value) in NESTED and vm is not None:
        charge_walk(vm, value)
    elif type(value) is str:
        charge(vm, len(value))
    return value


def _ordering(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``sorted``, ``min`` or ``max``, charged for their values and for the comparisons they make: of
    ``n`` values (or keys) sorted each is compared about ``log2(n)`` times, picked from once."""

    def call(vm: Any, *args: Any, **kwargs: Any) -> Any:
        values = args[0] if len(args) == 1 else args
        size = len(values) if type(values) in _WEIGHED or isinstance(values, Sized) else 0
        charge(vm, size)
        key = kwargs.get("key")
        if vm is not None and type(values) in NESTED and (key is not None or not _SCALARS.issuperset(map(
                type, values))):
            # strings compare in C as blocks of memory: only lists and mappings cost log2(n) walks
            times = size.bit_length() if fn is sorted and (
                key is not None or not NESTED.isdisjoint(map(type, values))) else 1
            if key is None:
                # what the values hold below their own level is what comparing them walks
                charge(vm, (weight(values) - size) * times)
            else:
                kwargs["key"] = lambda value: _charged_key(vm, key(value), times)
        return fn(*args, **kwargs)

    call.__name__ = fn.__name__
    return call


def _charged_key(vm: Any, key: Any, times: int) -> Any:
    if type(key) in _WEIGHED:
        charge(vm, weight(key) * times)
    return key


PURE: dict[str, Callable[..., Any]] = {
    **bounds.SIZED, "min": _ordering(min), "max": _ordering(max), "sorted": _ordering(sorted),
}
"""The built-ins expressions may call, each taking the VM (or ``None``) first."""

HELPERS: dict[str, Any] = {
    **bounds.HELPERS, **{f"_p_{name}": fn for name, fn in PURE.items()}, **_COMPARISONS,
    "_compared": _compared,
}
"""What compiled expressions may call besides the game's functions (names no rule can write)."""
