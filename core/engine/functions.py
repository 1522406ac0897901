"""Functions that rule expressions may call. They read the game state; none of them changes it.

Each takes the VM first (bound per game), then the expression's arguments. Plugins add more through
the ``regla_expression_functions`` hook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .expr import OF_ARGUMENTS, PLAIN
from .values import SCALARS, copied, plain

if TYPE_CHECKING:
    from .vm import VM

FUNCTIONS: dict[str, Callable[..., Any]] = {}

STATELESS: set[str] = set()
"""Functions that read nothing of a game's state, only their arguments and the ruleset (which no game
changes): given the same arguments they give the same value at any point of any game."""


def function(fn: Callable[..., Any]) -> Callable[..., Any]:
    FUNCTIONS[fn.__name__.rstrip("_")] = fn
    return fn


def stateless(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Mark a function as one of :data:`STATELESS`: only what its code shows (a wrong mark would let a
    check skip a change it has to see)."""
    STATELESS.add(fn.__name__.rstrip("_"))
    return fn


def gives(kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Say what a function's values are (:data:`PLAIN`, or :data:`OF_ARGUMENTS`), so that storing them
    skips the check the compiler can prove needless. Only what the function's code shows: a wrong mark
    would let a value the state cannot hold into it."""
    def mark(fn: Callable[..., Any]) -> Callable[..., Any]:
        fn.gives = kind  # type: ignore[attr-defined]
        return fn

    return mark


# -- players ------------------------------------------------------------------------------------------
@function
@gives(PLAIN)
def seat_order(vm: VM, start: str) -> list[str]:
    """All players in seat order, beginning with ``start``."""
    players = vm.state["players"]
    i = players.index(start)
    return players[i:] + players[:i]


@function
@gives(PLAIN)
def opponents(vm: VM, player: str) -> list[str]:
    """Everyone but ``player``, clockwise from their left."""
    return seat_order(vm, player)[1:]


@function
@gives(PLAIN)
def left_of(vm: VM, player: str) -> str:
    return seat_order(vm, player)[1 % len(vm.state["players"])]


@function
@gives(OF_ARGUMENTS)
def ranked(vm: VM, players: list[str], by: dict[str, Any], descending: bool = True) -> list[str]:
    """Players ordered by their value in ``by`` (seat order breaks ties)."""
    seat = vm.state["players"].index
    return sorted(players, key=lambda p: ((-by[p] if descending else by[p]), seat(p)))


# -- pieces -------------------------------------------------------------------------------------------
@function
@gives(PLAIN)
def count(vm: VM, location: str, player: str) -> int:
    return vm.state["pieces"][location].get(player, 0)


@function
@gives(PLAIN)
def total(vm: VM, location: str) -> int:
    return sum(vm.state["pieces"][location].values())


@function
@stateless
@gives(PLAIN)
def areas(vm: VM, tag: str) -> list[str]:
    """Areas carrying ``tag``, in the board's order."""
    return list(vm.ruleset.by_tag.get(tag, ()))


@function
@gives(PLAIN)
def areas_of(vm: VM, tag: str, player: str, at_least: int = 1) -> list[str]:
    """Areas with ``tag`` where ``player`` has at least ``at_least`` pieces, the locked ones left out."""
    pieces = vm.state["pieces"]
    return [a for a in vm.ruleset.by_tag.get(tag, []) if pieces[a].get(player, 0) >= at_least
            and not locked(vm, a)]


@function
@gives(OF_ARGUMENTS)
def present(vm: VM, location: str, players: list[str]) -> list[str]:
    """Those of ``players`` with at least one piece at ``location``."""
    here = vm.state["pieces"][location]
    return [p for p in players if here.get(p, 0) > 0]


@function
@stateless
@gives(PLAIN)
def adjacent(vm: VM, area: str | None) -> list[str]:
    return list(vm.ruleset.adjacency.get(area, ())) if area else []


@function
@gives(PLAIN)
def fullest(vm: VM, tag: str) -> list[str]:
    """The areas with ``tag`` holding the most pieces (all of them on a tie; none if all are empty)."""
    sums = {a: total(vm, a) for a in areas(vm, tag)}
    best = max(sums.values(), default=0)
    return [a for a, n in sums.items() if n == best and n > 0]


@function
@gives(PLAIN)
def emptiest(vm: VM, tag: str) -> list[str]:
    """The non-empty areas with ``tag`` holding the fewest pieces (all of them on a tie)."""
    sums = {a: n for a in areas(vm, tag) if (n := total(vm, a)) > 0}
    least = min(sums.values(), default=0)
    return [a for a, n in sums.items() if n == least]


# -- tokens and values ---------------------------------------------------------------------------------
@function
@gives(PLAIN)
def where(vm: VM, token: str, player: str | None = None) -> str | None:
    """The area a token stands on (None when off the board); ``player`` picks a per-player token."""
    return vm.state["tokens"][f"{token}:{player}" if player else token]


@function
@gives(PLAIN)
def locked(vm: VM, area: str | None) -> bool:
    tokens = vm.state["tokens"]
    for token in vm.ruleset.locking_tokens:  # noqa: SIM110 - hot path: a plain loop beats any() + generator
        if tokens[token] == area:
            return True
    return False


def locked_areas(vm: VM) -> set[str | None]:
    """Every area a locking token stands on now."""
    tokens = vm.state["tokens"]
    return {tokens[t] for t in vm.ruleset.locking_tokens}


@function
@stateless
@gives(PLAIN)
def tokens_tagged(vm: VM, tag: str) -> list[str]:
    return list(vm.ruleset.tokens_by_tag.get(tag, ()))


@function
@gives(PLAIN)
def areas_holding(vm: VM, tag: str) -> list[str]:
    """Areas where a token with ``tag`` lies."""
    tokens = vm.state["tokens"]
    return [a for t in vm.ruleset.tokens_by_tag.get(tag, []) if (a := tokens[t]) is not None]


@function
@gives(PLAIN)
def area_values(vm: VM, area: str) -> list[int]:
    """The area's values now: a value-carrying token lying on it replaces the printed ones."""
    tokens = vm.state["tokens"]
    for token, values in vm.ruleset.value_tokens.items():
        if tokens[token] == area:
            return list(values)
    return list(vm.ruleset.areas[area].values)


@function
@gives(PLAIN)
def valued(vm: VM, tag: str, firsts: list[int]) -> list[str]:
    """Areas with ``tag`` whose current first value is one of ``firsts``."""
    return [a for a in areas(vm, tag) if area_values(vm, a)[0] in firsts]


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
    return [name for name, flag in flags.items() if flag]


@function
@stateless
@gives(OF_ARGUMENTS)
def without(vm: VM, values: list[Any], removed: list[Any]) -> list[Any]:
    return [v for v in values if v not in removed]


@function
@stateless
@gives(OF_ARGUMENTS)
def values_of(vm: VM, mapping: dict[str, Any]) -> list[Any]:
    return list(mapping.values())


@function
@stateless
@gives(OF_ARGUMENTS)
def distinct(vm: VM, values: list[Any]) -> list[Any]:
    """The values without repeats, in first-seen order."""
    return list(dict.fromkeys(values))


@function
@stateless
@gives(OF_ARGUMENTS)
def unique_values(vm: VM, chosen: dict[str, Any]) -> list[Any]:
    """Values chosen by exactly one player, in the order of the board (or first seen)."""
    values = [v for v in chosen.values() if v is not None]
    once = [v for v in dict.fromkeys(values) if values.count(v) == 1]
    order = vm.ruleset.area_order
    return sorted(once, key=lambda v: order.index(v) if v in order else len(order))


@function
@stateless
@gives(PLAIN)
def lowest(vm: VM, by: dict[str, Any]) -> Any:
    """The key with the lowest value (ties: the first)."""
    return min(by, key=by.__getitem__)


# -- maps, lists and scores ----------------------------------------------------------------------------
@function
@stateless
@gives(OF_ARGUMENTS)
def distances(vm: VM, start: str, among: list[str]) -> dict[str, int]:
    """Steps from ``start`` to every area reachable through neighbouring areas of ``among`` (start: 0)."""
    allowed = set(among)
    found = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for area in frontier:
            for near in vm.ruleset.adjacency.get(area, []):
                if near in allowed and near not in found:
                    found[near] = found[area] + 1
                    nxt.append(near)
        frontier = nxt
    return found


@function
@stateless
@gives(PLAIN)
def cards_in(vm: VM, decks: str | list[str]) -> list[str]:
    """The card ids of a deck (or of several), each copy once, in the order of the data."""
    wanted = {decks} if isinstance(decks, str) else set(decks)
    return [c.id for c in vm.ruleset.cards.values() if c.deck in wanted for _ in range(c.copies)]


@function
@stateless
@gives(PLAIN)
def occurrences(vm: VM, items: list[Any], value: Any) -> int:
    return list(items).count(value)


@function
@stateless
@gives(OF_ARGUMENTS)
def remove_one(vm: VM, items: list[Any], value: Any) -> list[Any]:
    """A copy of ``items`` without the first ``value`` (unchanged when absent)."""
    out = list(items)
    if value in out:
        out.remove(value)
    return out


@function
@stateless
@gives(PLAIN)
def total_length(vm: VM, mapping: dict[str, Any]) -> int:
    """The summed lengths of a mapping's values (e.g. every player's list)."""
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
    return {**mapping, key: mapping.get(key, 0) + n}


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
    return [vm.ruleset.cards[c].name for c in cards]


@function
@gives(PLAIN)
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
    return [prop(vm, c, key) for c in cards]


@function
@stateless
@gives(OF_ARGUMENTS)
def tier(vm: VM, value: int, tiers: list[list[int]]) -> int:
    """The result of the first ``[at_least, result]`` pair that ``value`` reaches (0 if none)."""
    for at_least, result in tiers:
        if value >= at_least:
            return result
    return 0


@function
@gives(PLAIN)
def scores(vm: VM) -> dict[str, int]:
    """Every player's score now."""
    return dict(vm.state["score"])


PURE_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "len": len, "min": min, "max": max, "sum": sum, "range": range, "list": list, "any": any, "all": all,
    "sorted": sorted,
}
"""Functions that need no game state: bound as they are."""
