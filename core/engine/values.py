"""What a game state may hold, and read-only copies of rules data.

Tables derived from rules data are shared by every game in the process, so they are frozen: a program
can read them but never change them. Everything a program writes into the state must be plain JSON
(strings, numbers, booleans, ``None``, lists, and mappings with string keys), so a saved game reloads
into exactly the same values; tuples (a frozen table's lists) are stored as lists.
"""

from __future__ import annotations

import marshal
from types import MappingProxyType
from typing import Any

from .bounds import ITEMS_PER_STEP, MAX_CHARACTERS, SCALARS, measure

# (SCALARS, the types stored as they are: callers test ``type(v) in SCALARS`` before calling stored)
_SCALARS = SCALARS


class NotJSON(TypeError):
    """A program tried to store a value a saved game cannot hold."""


def freeze(value: Any) -> Any:
    """A deep read-only copy: mappings become read-only views of a private copy, lists tuples."""
    if isinstance(value, dict):
        return MappingProxyType({freeze(k): freeze(v) for k, v in value.items()})
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    for kind in (bool, int, float, str):
        if isinstance(value, kind):
            return kind(value)  # the YAML loader's subclasses carry positions, not data
    return value


def plain(value: Any) -> Any:
    """A deep plain copy of rules data (the YAML loader's int and str subclasses carry positions)."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    # plain lists and mappings (a card's properties, copied for a program) are the common case
    if kind is list:
        return [v if type(v) in _SCALARS else plain(v) for v in value]
    if kind is dict:
        return {k if type(k) is str else plain(k): v if type(v) in _SCALARS else plain(v) for k, v in value.items()}
    for kind in (bool, int, float, str):
        if isinstance(value, kind):
            return kind(value)
    if isinstance(value, dict):
        return {plain(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def copied(value: Any) -> Any:
    """A deep copy of a plain value (one :func:`stored` keeps as it is), made in C. A list or mapping
    the value holds twice is copied twice (marshal's version 2 keeps no references): the copy holds
    nothing in two places, as JSON could not say so."""
    return marshal.loads(marshal.dumps(value, 2))


def storable(value: Any, vm: Any) -> Any:
    """:func:`stored`, for a value the state is to hold: measured before it is walked, within the limits
    of :func:`regla.engine.bounds.measure` however much of it the value holds several times, and the
    walk (and the copy a caller makes) charged to ``vm``'s step budget (``None``: no budget)."""
    size, plain = measure(value)
    if size > ITEMS_PER_STEP and vm is not None:
        vm.charge(size // ITEMS_PER_STEP)
    return value if plain else stored(value)


def owned(value: Any, vm: Any) -> Any:
    """``value`` as the state may hold it (see :func:`storable`), held by nothing else: a container is
    copied, so that no two places of a state ever hold the same list or mapping. A state is then all its
    JSON says, and a saved game loads into one that plays on exactly as the original would have."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list and len(value) <= _SHORT and _SCALARS.issuperset(map(type, value)):
        # a short list of scalars (players, areas, cards): measured as measure() would, with no walk, and
        # copied without a round trip
        characters = sum([len(item) for item in value if type(item) is str])
        if characters > MAX_CHARACTERS:
            measure(value)  # refuses it, as for any value
        size = len(value) + characters
        if size > ITEMS_PER_STEP and vm is not None:
            vm.charge(size // ITEMS_PER_STEP)
        return value[:]
    return copied(storable(value, vm))


_SHORT = 64
"""The longest list of scalars :func:`owned` measures by itself (shorter than ``MAX_ITEMS``)."""


def owned_items(items: list[Any], vm: Any) -> list[Any]:
    """A new list ``items`` with the lists and mappings in it copied (see :func:`owned`)."""
    return items if _SCALARS.issuperset(map(type, items)) else owned(items, vm)


def is_stored(value: Any) -> bool:
    """Whether :func:`stored` would keep ``value`` exactly as it is (JSON all the way down, no tuples)."""
    kind = type(value)
    if kind in _SCALARS:
        return True
    if kind is list:
        return all(is_stored(item) for item in value)
    if kind is dict:
        return all(type(key) is str and is_stored(item) for key, item in value.items())
    return False


def stored(value: Any) -> Any:
    """``value`` as the state may hold it (tuples and read-only mappings copied to plain ones), or
    :class:`NotJSON`. Scalars and plain containers of JSON come back as they are."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list:
        for i, item in enumerate(value):
            if type(item) not in _SCALARS:
                value[i] = stored(item)
        return value
    if kind is tuple:
        return [stored(item) for item in value]
    if kind is dict or kind is MappingProxyType:
        out = value if kind is dict else dict(value)
        for key, item in out.items():
            if type(key) is not str:
                raise NotJSON(f"a mapping key must be a string to be stored in the game, not {key!r}")
            if type(item) not in _SCALARS:
                out[key] = stored(item)
        return out
    raise NotJSON(f"a {kind.__name__} cannot be stored in the game (only JSON values)")
