"""Functions about cards and the players' scores: card properties, names and holders."""

from __future__ import annotations

import marshal
from typing import TYPE_CHECKING, Any

from ..bounds import charge, measure
from ..closures import NEW, PLAIN, SIZED
from ..values import SCALARS, plain
from .registry import function, gives, refers, stateless

if TYPE_CHECKING:
    from ..vm import VM


# -- cards -----------------------------------------------------------------------------------
@function
@stateless
@gives(SIZED)
def prop(vm: VM, card: str, key: str) -> Any:
    """A card's property, falling back to its deck's: a copy of its own, which the program may change.
    (The loader refuses a property bigger than a stored value may be.)"""
    known = vm.ruleset.plain_props
    entry = known.get((card, key), _UNKNOWN)
    if entry is _UNKNOWN:
        spec = vm.ruleset.cards[card]
        props = spec.props if key in spec.props else vm.ruleset.decks[spec.deck].props
        if key not in props:
            return None
        # kept only for properties the data has: a program asking for made-up names grows nothing. A
        # list or mapping is kept marshalled, with its size, to be copied in C
        value = plain(props[key])
        entry = known[card, key] = value if type(value) in SCALARS else (marshal.dumps(value, 2), measure(value)[0])
    if type(entry) is not tuple:
        return entry
    data, size = entry
    # the copy is charged as storing it would be
    charge(vm, size)
    return marshal.loads(data)


_UNKNOWN = object()


@function
@stateless
@gives(NEW)
def has_program(vm: VM, card: str) -> bool:
    return bool(vm.ruleset.cards[card].special)


@function
@stateless
@gives(NEW)
def tagged(vm: VM, card: str, tag: str) -> bool:
    return tag in vm.ruleset.cards[card].tags


@function
@gives(NEW)
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
@gives(NEW)
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
@gives(NEW)
@refers("deck")
def cards_in(vm: VM, decks: str | list[str]) -> list[str]:
    """The card ids of a deck (or of several), each copy once, in the order of the data."""
    wanted = {decks} if isinstance(decks, str) else set(decks)
    return [c.id for c in vm.ruleset.cards.values() if c.deck in wanted for _ in range(c.copies)]


@function
@stateless
@gives(NEW)
def card_name(vm: VM, card: str) -> str:
    """A card's name as the data writes it (cards of different ids may share one)."""
    return vm.ruleset.cards[card].name


@function
@stateless
@gives(NEW)
def card_names(vm: VM, cards: list[str]) -> list[str]:
    charge(vm, len(cards))
    return [vm.ruleset.cards[c].name for c in cards]


@function
@gives(NEW)
@refers("tag")
def pieces_on(vm: VM, tag: str, player: str) -> int:
    """How many pieces ``player`` has on all areas with ``tag``."""
    pieces = vm.state["pieces"]
    return sum(pieces[a].get(player, 0) for a in vm.ruleset.by_tag.get(tag, []))


@function
@gives(NEW)
def token_owner(vm: VM, token: str, area: str) -> str | None:
    """The player whose own ``token`` (a per-player token) stands on ``area``, if any."""
    tokens = vm.state["tokens"]
    for player in vm.state["players"]:
        if tokens.get(f"{token}:{player}") == area:
            return player
    return None


@function
@stateless
@gives(NEW)
def props_of(vm: VM, cards: list[str], key: str) -> list[Any]:
    """One property of each card (see :func:`prop`)."""
    charge(vm, len(cards))
    return [prop(vm, c, key) for c in cards]


@function
@gives(NEW)
def scores(vm: VM) -> dict[str, int]:
    """Every player's score now."""
    return dict(vm.state["score"])
