"""The limits on what one expression may compute, and the checking helpers compiled expressions call.

A value never grows past ``MAX_ITEMS`` items (or characters) nor an integer past ``MAX_INT_BITS``
bits; work on big collections is charged to the VM's step budget, one step per ``ITEMS_PER_STEP``
items, so a program that loops over heavy expressions runs out of steps as one that loops over
instructions does. Helpers take the VM first (``None`` outside a game: bounds still hold).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sized
from typing import Any

MAX_ITEMS = 10_000
MAX_INT_BITS = 64
ITEMS_PER_STEP = 10
STEP_BUDGET = 200_000
"""Steps (a block run, and expression work) between two decisions."""


class OutOfSteps(Exception):
    """The step budget is spent; the VM names the instruction that was running."""


class ExpressionLimit(ValueError):
    """An expression would build a value past the limits."""


def small_int(value: int) -> bool:
    return value.bit_length() <= MAX_INT_BITS


def charge(vm: Any, items: int) -> None:
    if vm is not None and items > ITEMS_PER_STEP:
        vm.charge(items // ITEMS_PER_STEP)


_SEQUENCES = frozenset({str, list, tuple})
_COLLECTIONS = frozenset({str, list, tuple, dict, set, frozenset})


def _size(value: Any) -> int:
    # the types expressions make are looked up first: an isinstance against the Sized ABC costs more
    return len(value) if type(value) in _COLLECTIONS or isinstance(value, Sized) else 0


def _checked(vm: Any, result: Any) -> Any:
    kind = type(result)
    if kind is int:
        if result.bit_length() > MAX_INT_BITS:
            raise ExpressionLimit(f"an integer past {MAX_INT_BITS} bits")
    elif kind in _SEQUENCES:
        size = len(result)
        if size > MAX_ITEMS:
            raise ExpressionLimit(f"a {kind.__name__} of more than {MAX_ITEMS} items")
        if size > ITEMS_PER_STEP and vm is not None:
            vm.charge(size // ITEMS_PER_STEP)
    return result


def _add(vm: Any, a: Any, b: Any) -> Any:
    # two values within the limits add up to at most twice the limit: made, then checked (a number, the
    # common case, without another call)
    result = a + b
    if type(result) is int and result.bit_length() <= MAX_INT_BITS:
        return result
    return _checked(vm, result)


def _mul(vm: Any, a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int:
        if a.bit_length() + b.bit_length() > MAX_INT_BITS + 1:
            raise ExpressionLimit(f"an integer past {MAX_INT_BITS} bits")
        return a * b
    for seq, n in ((a, b), (b, a)):
        if type(seq) in (list, tuple, str) and type(n) in (int, bool) and len(seq) * n > MAX_ITEMS:
            raise ExpressionLimit(f"a {type(seq).__name__} of more than {MAX_ITEMS} items")
    return _checked(vm, a * b)


def _mod(vm: Any, a: Any, b: Any) -> Any:
    if isinstance(a, (str, bytes)):
        raise ExpressionLimit("'%' formatting is not part of the expression language")
    return _checked(vm, a % b)


def _in(vm: Any, item: Any, container: Any) -> bool:
    size = len(container) if type(container) in _COLLECTIONS else _size(container)
    if size > ITEMS_PER_STEP and vm is not None:
        vm.charge(size // ITEMS_PER_STEP)
    return item in container


def _partial(fn: Callable[..., Any], vm: Any) -> Callable[..., Any]:
    return functools.partial(fn, vm)


def _range(vm: Any, *args: int) -> range:
    result = range(*args)
    if len(result) > MAX_ITEMS:
        raise ExpressionLimit(f"a range of {len(result)} numbers (at most {MAX_ITEMS})")
    charge(vm, len(result))
    return result


def _sized(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A built-in over one collection, charged by the collection's size."""

    def call(vm: Any, *args: Any, **kwargs: Any) -> Any:
        if args:
            charge(vm, _size(args[0]))
        return fn(*args, **kwargs)

    call.__name__ = fn.__name__
    return call


def _len(vm: Any, value: Any) -> int:
    return len(value)


def _list(vm: Any, *args: Any) -> list[Any]:
    if args and not isinstance(args[0], Sized):
        raise ExpressionLimit("list() needs a collection")
    return _checked(vm, list(*args))


PURE: dict[str, Callable[..., Any]] = {
    "len": _len, "min": _sized(min), "max": _sized(max), "sum": _sized(sum), "range": _range,
    "list": _list, "any": _sized(any), "all": _sized(all), "sorted": _sized(sorted),
}
"""The built-ins expressions may call, each taking the VM (or ``None``) first."""

HELPERS: dict[str, Any] = {
    "_add": _add, "_mul": _mul, "_mod": _mod, "_in": _in, "_partial": _partial,
    **{f"_p_{name}": fn for name, fn in PURE.items()},
}
"""What compiled expressions may call besides the game's functions (names no rule can write)."""
