"""Functions about plain values: lists and mappings taken apart, filtered, counted and compared."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..bounds import ITEMS_PER_STEP, charge, weight, within_bits
from ..closures import NEW, OF_ARGUMENTS, PLAIN
from ..values import SCALARS
from .registry import function, gives, stateless

if TYPE_CHECKING:
    from ..vm import VM


@function
@stateless
@gives(OF_ARGUMENTS)
def without(vm: VM, values: list[Any], removed: list[Any]) -> list[Any]:
    if not values and type(values) is list and type(removed) is list:
        # what the guard window asks before every step: the holders of a card, mostly nobody
        return []
    # a value compared with a scalar is told apart at once, whatever it holds
    scalars_removed = SCALARS.issuperset(map(type, removed))
    if scalars_removed and len(values) * len(removed) <= _FEW:
        return [v for v in values if v not in removed]
    if scalars_removed and SCALARS.issuperset(map(type, values)):
        # scalars are looked up by hash: a scalar is found in a set exactly when it is in the list
        charge(vm, len(values) + len(removed))
        gone = set(removed)
        return [v for v in values if v not in gone]
    # each value is compared with every removed one, each comparison as far as that one's size
    charge(vm, len(values) * weight(removed))
    return [v for v in values if v not in removed]


_FEW = 64
"""Comparisons with scalars a call may make uncharged: the rules' own calls (a hand without the cards
played) make no more, and pay no more than they did."""


def _compared_with_each(vm: VM, items: list[Any], value: Any) -> None:
    """Charge ``vm`` for comparing ``value`` with each of ``items``, each comparison as far as its size."""
    if type(value) not in SCALARS:
        charge(vm, len(items) * (1 + weight(value)))
    elif len(items) > ITEMS_PER_STEP:
        # a scalar is told apart from anything at once
        charge(vm, len(items))


@function
@stateless
@gives(OF_ARGUMENTS)
def values_of(vm: VM, mapping: dict[str, Any]) -> list[Any]:
    charge(vm, len(mapping))
    return list(mapping.values())


@function
@stateless
@gives(OF_ARGUMENTS)
def distinct(vm: VM, values: list[Any]) -> list[Any]:
    """The values without repeats, in first-seen order."""
    charge(vm, len(values))
    return list(dict.fromkeys(values))


@function
@stateless
@gives(OF_ARGUMENTS)
def unique_values(vm: VM, chosen: dict[str, Any]) -> list[Any]:
    """Values chosen by exactly one player, in the order of the board (or first seen)."""
    values = [v for v in chosen.values() if v is not None]
    order = vm.ruleset.area_order
    # each distinct value is counted over them all, and then looked for on the board
    charge(vm, len(values) * (len(values) + len(order)))
    once = [v for v in dict.fromkeys(values) if values.count(v) == 1]
    return sorted(once, key=lambda v: order.index(v) if v in order else len(order))


@function
@stateless
@gives(PLAIN)
def lowest(vm: VM, by: dict[str, Any]) -> Any:
    """The key with the lowest value (ties: the first)."""
    charge(vm, len(by))
    return min(by, key=by.__getitem__)


@function
@stateless
@gives(NEW)
def occurrences(vm: VM, items: list[Any], value: Any) -> int:
    _compared_with_each(vm, items, value)
    return list(items).count(value)


@function
@stateless
@gives(OF_ARGUMENTS)
def remove_one(vm: VM, items: list[Any], value: Any) -> list[Any]:
    """A copy of ``items`` without the first ``value`` (unchanged when absent)."""
    _compared_with_each(vm, items, value)
    out = list(items)
    if value in out:
        out.remove(value)
    return out


@function
@stateless
@gives(NEW)
def total_length(vm: VM, mapping: dict[str, Any]) -> int:
    """The summed lengths of a mapping's values (e.g. every player's list)."""
    charge(vm, len(mapping))
    return sum(len(v) for v in mapping.values())


@function
@stateless
@gives(OF_ARGUMENTS)
def lookup(vm: VM, mapping: dict[str, Any], key: str, default: Any = None) -> Any:
    """``mapping[key]``, or ``default`` when the key is absent."""
    return mapping.get(key, default)


@function
@stateless
@gives(OF_ARGUMENTS)
def with_added(vm: VM, mapping: dict[str, Any], key: str, n: int) -> dict[str, Any]:
    """A copy of ``mapping`` with ``n`` added to the number under ``key`` (absent counts as 0)."""
    charge(vm, len(mapping))
    return {**mapping, key: within_bits(mapping.get(key, 0) + n)}


@function
@stateless
@gives(OF_ARGUMENTS)
def tier(vm: VM, value: int, tiers: list[list[int]]) -> int:
    """The result of the first ``[at_least, result]`` pair that ``value`` reaches (0 if none)."""
    charge(vm, len(tiers))
    for at_least, result in tiers:
        if value >= at_least:
            return result
    return 0
