"""Functions about cards and plain values: card properties and names, lists, mappings and scores."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..bounds import ITEMS_PER_STEP, charge, weight, within_bits
from ..closures import OF_ARGUMENTS, PLAIN
from ..values import SCALARS, copied, plain
from .registry import function, gives, refers, stateless

if TYPE_CHECKING:
    from ..vm import VM


# -- cards and lists -----------------------------------------------------------------------------------
@function
@stateless
@gives(PLAIN)
def prop(vm: VM, card: str, key: str) -> Any:
    """A card's property, falling back to its deck's: a copy of its own, which the program may change."""
    known = vm.ruleset.plain_props
    value = known.get((card, key), _UNKNOWN)
    if value is _UNKNOWN:
        spec = vm.ruleset.cards[card]
        props = spec.props if key in spec.props else vm.ruleset.decks[spec.deck].props
        if key not in props:
            return None
        # kept only for properties the data has: a program asking for made-up names grows nothing
        value = known[card, key] = plain(props[key])
    # the plain copy is made once per property; a program gets a copy of that, made in C
    return value if type(value) in SCALARS else copied(value)


_UNKNOWN = object()


@function
@stateless
@gives(PLAIN)
def has_program(vm: VM, card: str) -> bool:
    return bool(vm.ruleset.cards[card].special)


@function
@stateless
@gives(PLAIN)
def tagged(vm: VM, card: str, tag: str) -> bool:
    return tag in vm.ruleset.cards[card].tags


@function
@gives(PLAIN)
def holders(vm: VM, tag: str) -> list[str]:
    """Players holding a kept card with ``tag``, in seat order."""
    cards = vm.ruleset.cards
    held = vm.state["held"]
    found = []
    # asked before every step of a guarded action, mostly of empty hands: plain loops, no generators
    for player in vm.state["players"]:
        for kept in held[player]:
            if tag in cards[kept["card"]].tags:
                found.append(player)
                break
    return found


@function
@gives(PLAIN)
def option(vm: VM, name: str) -> Any:
    """An option in force in this game: the ruleset's, with the player count's on top."""
    return vm.state["options"][name]


# -- plain helpers -----------------------------------------------------------------------------------
@function
@stateless
@gives(PLAIN)
def pick(vm: VM, **flags: bool) -> list[str]:
    """The names whose flag is true, in the order given: builds menus of what is still possible."""
    # asked before every action of a turn, of two or three flags: a loop, not a comprehension's own call
    names = []
    for name, flag in flags.items():
        if flag:
            names.append(name)
    return names


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


# -- maps, lists and scores ----------------------------------------------------------------------------
@function
@stateless
@gives(OF_ARGUMENTS)
def distances(vm: VM, start: str, among: list[str]) -> dict[str, int]:
    """Steps from ``start`` to every area reachable through neighbouring areas of ``among`` (start: 0)."""
    allowed = set(among)
    adjacency = vm.ruleset.adjacency
    found = {start: 0}
    frontier = [start]
    steps = 0
    while frontier:
        steps += 1
        nxt = []
        for area in frontier:
            for near in adjacency.get(area, ()):
                if near in allowed and near not in found:
                    found[near] = steps
                    nxt.append(near)
        frontier = nxt
    return found


@function
@stateless
@gives(PLAIN)
@refers("deck")
def cards_in(vm: VM, decks: str | list[str]) -> list[str]:
    """The card ids of a deck (or of several), each copy once, in the order of the data."""
    wanted = {decks} if isinstance(decks, str) else set(decks)
    return [c.id for c in vm.ruleset.cards.values() if c.deck in wanted for _ in range(c.copies)]


@function
@stateless
@gives(PLAIN)
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
@gives(PLAIN)
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
@gives(PLAIN)
def card_name(vm: VM, card: str) -> str:
    """A card's name as the data writes it (cards of different ids may share one)."""
    return vm.ruleset.cards[card].name


@function
@stateless
@gives(PLAIN)
def card_names(vm: VM, cards: list[str]) -> list[str]:
    charge(vm, len(cards))
    return [vm.ruleset.cards[c].name for c in cards]


@function
@gives(PLAIN)
@refers("tag")
def pieces_on(vm: VM, tag: str, player: str) -> int:
    """How many pieces ``player`` has on all areas with ``tag``."""
    pieces = vm.state["pieces"]
    return sum(pieces[a].get(player, 0) for a in vm.ruleset.by_tag.get(tag, []))


@function
@gives(PLAIN)
def token_owner(vm: VM, token: str, area: str) -> str | None:
    """The player whose own ``token`` (a per-player token) stands on ``area``, if any."""
    tokens = vm.state["tokens"]
    for player in vm.state["players"]:
        if tokens.get(f"{token}:{player}") == area:
            return player
    return None


@function
@stateless
@gives(PLAIN)
def props_of(vm: VM, cards: list[str], key: str) -> list[Any]:
    """One property of each card (see :func:`prop`)."""
    charge(vm, len(cards))
    return [prop(vm, c, key) for c in cards]


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


@function
@gives(PLAIN)
def scores(vm: VM) -> dict[str, int]:
    """Every player's score now."""
    return dict(vm.state["score"])
