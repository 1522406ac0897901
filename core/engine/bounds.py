"""The limits on what one expression may compute, and the checking helpers compiled expressions call.

A value never grows past ``MAX_ITEMS`` items (or characters) nor an integer past ``MAX_INT_BITS``
bits; work on big collections is charged to the VM's step budget, one step per ``ITEMS_PER_STEP``
items, so a program that loops over heavy expressions runs out of steps as one that loops over
instructions does. Helpers take the VM first (``None`` outside a game: bounds still hold).

A list may hold lists: what it holds at every level together is bounded too (:func:`measure`), where a
value can multiply (repetition) and where one is stored, which copies it whole. The other operations
build a value at most as big as the values they are given, a few times over in one expression.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sized
from itertools import chain
from types import MappingProxyType
from typing import Any

MAX_ITEMS = 10_000
"""Items of one list (characters of one string), and items of one value at every level together."""
MAX_CHARACTERS = 100_000
"""Characters in the strings of one value together, its mappings' keys included."""
MAX_NESTING = 64
"""Lists and mappings inside each other in one value a program stores. A state holds a value a few
levels down, and a save nests at most ``regla.engine.saves.MAX_NESTING`` (100) deep, so whatever a
program stores can be saved and read back."""
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


def within_bits(value: Any, what: str = "an integer") -> Any:
    """``value``; an :class:`ExpressionLimit` if it is an integer past ``MAX_INT_BITS`` bits (for an
    instruction or function that works out a number to store, as an expression's arithmetic does)."""
    if type(value) is int and value.bit_length() > MAX_INT_BITS:
        raise ExpressionLimit(f"{what} past {MAX_INT_BITS} bits")
    return value


def charge(vm: Any, items: int) -> None:
    if vm is not None and items > ITEMS_PER_STEP:
        vm.charge(items // ITEMS_PER_STEP)


SCALARS = frozenset({str, int, bool, float, type(None)})
"""Types stored as they are (:mod:`regla.engine.values`); callers test ``type(v) in SCALARS`` first."""
_CONTAINERS = frozenset({list, tuple, dict, MappingProxyType})
_STRINGS = frozenset({str})


def measure(value: Any, times: int = 1) -> tuple[int, bool]:
    """The items and characters of ``value`` at every level together, and whether it is JSON all the
    way down as it is (lists, mappings with string keys, scalars: no tuple or read-only mapping to
    convert, nothing to refuse). Counted are every item of its lists and entry of its mappings and every
    character of its strings and keys, a part it holds twice counted twice (storing it copies it twice).
    An :class:`ExpressionLimit` when ``times`` copies of it would hold more than ``MAX_ITEMS`` items or
    ``MAX_CHARACTERS`` characters, or when it nests more than ``MAX_NESTING`` deep: the walk stops
    there, so it costs at most what a value within the limits costs, however much the value shares."""
    if type(value) not in _CONTAINERS:
        return 0, type(value) in SCALARS
    item_room, character_room = MAX_ITEMS // times, MAX_CHARACTERS // times
    items = characters = 0
    plain = True
    level = [value]
    for _ in range(MAX_NESTING):
        inside = []
        for container in level:
            items += len(container)
            if items > item_room:
                raise ExpressionLimit(f"a value of more than {MAX_ITEMS} items at all its levels together")
            kind = type(container)
            if kind is list:
                inner = container
            elif kind is tuple:
                plain = False
                inner = container
            else:
                strings = _STRINGS.issuperset(map(type, container))
                if kind is not dict or not strings:
                    plain = False  # a read-only mapping is converted when stored, a key not a string refused
                characters += sum(map(len, container)) if strings else sum(
                    len(key) for key in container if type(key) is str)
                inner = container.values()
            for item in inner:
                kind = type(item)
                if kind is str:
                    characters += len(item)
                elif kind in _CONTAINERS:
                    inside.append(item)
                elif kind not in SCALARS:
                    plain = False
        if characters > character_room:
            raise ExpressionLimit(f"a value of more than {MAX_CHARACTERS} characters in its strings together")
        if not inside:
            return items + characters, plain
        level = inside
    raise ExpressionLimit(f"a value nested more than {MAX_NESTING} deep cannot be stored in the game")


NESTED = frozenset({list, tuple, dict, MappingProxyType})
"""Types of values that hold others: what a comparison may walk level by level."""
_MAPPINGS = frozenset({dict, MappingProxyType})


def weight(value: Any) -> int:
    """The items of ``value``'s lists and mappings at every level together and the characters of its
    strings and keys: how far comparing it with another value may walk. Counted a level at a time, in C
    as far as may be (a level of many small lists costs no call each), and no further than the step
    budget could pay for, so the count takes bounded time however big the value (an expression may
    build one bigger than the state may hold)."""
    if type(value) is str:
        return len(value)
    total = 0
    level: list[Any] = [value]
    while level and total <= STEP_BUDGET * ITEMS_PER_STEP:
        total += sum(map(len, level))
        if not _MAPPINGS.isdisjoint(map(type, level)):
            total += sum(len(key) for held in level if type(held) in _MAPPINGS for key in held if type(key) is str)
            level = [held.values() if type(held) in _MAPPINGS else held for held in level]
        parts = list(chain.from_iterable(level))
        kinds = set(map(type, parts))
        if str in kinds:
            total += sum(map(len, parts)) if len(kinds) == 1 else sum(len(p) for p in parts if type(p) is str)
        level = parts if kinds <= NESTED else [p for p in parts if type(p) in NESTED] if kinds & NESTED else []
    return total


def charge_walk(vm: Any, *values: Any) -> None:
    """Charge ``vm`` for walking ``values`` (see :func:`weight`): a step for each walk, which costs
    more than a step's items when the values are small, and one for every ``ITEMS_PER_STEP`` items."""
    vm.charge(len(values) + sum(map(weight, values)) // ITEMS_PER_STEP)


_SEQUENCES = frozenset({str, list, tuple})
_COLLECTIONS = frozenset({str, list, tuple, dict, set, frozenset})
_LISTS = frozenset({list, tuple})


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


def _sub(vm: Any, a: Any, b: Any) -> Any:
    return within_bits(a - b)


def _mul(vm: Any, a: Any, b: Any) -> Any:
    if type(a) is int and type(b) is int:
        if a.bit_length() + b.bit_length() > MAX_INT_BITS + 1:
            raise ExpressionLimit(f"an integer past {MAX_INT_BITS} bits")
        return a * b
    for seq, n in ((a, b), (b, a)):
        if type(seq) in (list, tuple, str) and type(n) in (int, bool):
            if len(seq) * n > MAX_ITEMS:
                raise ExpressionLimit(f"a {type(seq).__name__} of more than {MAX_ITEMS} items")
            if n > 1:
                # the one operation that multiplies what a list holds: [[0] * 9999] * 9999 is a list of 9999
                # items, and 10**8 once stored
                measure(seq, n)
    return _checked(vm, a * b)


def _mod(vm: Any, a: Any, b: Any) -> Any:
    if isinstance(a, (str, bytes)):
        raise ExpressionLimit("'%' formatting is not part of the expression language")
    return _checked(vm, a % b)


def _in(vm: Any, item: Any, container: Any) -> bool:
    if type(item) in NESTED and type(container) in _LISTS and vm is not None:
        # a list looked for is compared with every item, each comparison no further than the smaller of
        # the two: a short list of scalars (a pair of a name and a number) is charged by its own size
        # for each item, with no walk of the list it is looked for in
        if type(item) is list and SCALARS.issuperset(map(type, item)):
            bound = len(container) * (1 + len(item) + sum([len(part) for part in item if type(part) is str]))
            if bound <= _SHORT_LOOK:
                vm.charge(1 + bound // ITEMS_PER_STEP)
                return item in container
        charge_walk(vm, container)
        return item in container
    size = len(container) if type(container) in _COLLECTIONS else _size(container)
    if size > ITEMS_PER_STEP and vm is not None:
        vm.charge(size // ITEMS_PER_STEP)
    return item in container


_SHORT_LOOK = 100 * ITEMS_PER_STEP
"""The most comparisons of scalars :func:`_in` charges by the size of the value looked for alone."""


def _sliced(vm: Any, part: Any) -> Any:
    """A slice, made, then charged as the new value it is."""
    size = len(part) if type(part) in _SEQUENCES else _size(part)
    if size > ITEMS_PER_STEP and vm is not None:
        vm.charge(size // ITEMS_PER_STEP)
    return part


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


def _sum(vm: Any, values: Any, start: Any = 0) -> Any:
    charge(vm, _size(values))
    if type(start) is not list and type(start) is not tuple:
        return _checked(vm, sum(values, start))
    # lists joined one after the other: Python's sum copies the growing list at every step, for ever in
    # effect, and where C cannot be stopped by Ctrl-C
    joined = list(start)
    for part in values:
        if type(part) is not type(start):
            raise TypeError(f'can only concatenate {type(start).__name__} (not "{type(part).__name__}") to '
                            f"{type(start).__name__}")
        joined.extend(part)
        if len(joined) > MAX_ITEMS:
            raise ExpressionLimit(f"a {type(start).__name__} of more than {MAX_ITEMS} items")
    return _checked(vm, joined if type(start) is list else tuple(joined))


def _len(vm: Any, value: Any) -> int:
    return len(value)


def _list(vm: Any, *args: Any) -> list[Any]:
    if args and not isinstance(args[0], Sized):
        raise ExpressionLimit("list() needs a collection")
    return _checked(vm, list(*args))


SIZED: dict[str, Callable[..., Any]] = {
    "len": _len, "sum": _sum, "range": _range, "list": _list, "any": _sized(any), "all": _sized(all),
}
"""The built-ins expressions may call that compare nothing, each taking the VM (or ``None``) first
(those that compare, :data:`regla.engine.comparing.PURE`)."""

HELPERS: dict[str, Any] = {
    "_add": _add, "_sub": _sub, "_mul": _mul, "_mod": _mod, "_in": _in, "_sliced": _sliced,
    "_partial": _partial, **{f"_p_{name}": fn for name, fn in SIZED.items()},
}
"""The helpers here compiled expressions call (all of them: :data:`regla.engine.comparing.HELPERS`)."""
