"""Functions about the board: players and seats, pieces, areas, tokens and the values areas carry."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..bounds import charge
from ..closures import NEW, OF_ARGUMENTS
from .registry import function, gives, refers, stateless

if TYPE_CHECKING:
    from ..vm import VM


# -- players ------------------------------------------------------------------------------------------
@function
@gives(NEW)
def seat_order(vm: VM, start: str) -> list[str]:
    """All players in seat order, beginning with ``start``."""
    players = vm.state["players"]
    i = players.index(start)
    return players[i:] + players[:i]


@function
@gives(NEW)
def opponents(vm: VM, player: str) -> list[str]:
    """Everyone but ``player``, clockwise from their left."""
    return seat_order(vm, player)[1:]


@function
@gives(NEW)
def left_of(vm: VM, player: str) -> str:
    return seat_order(vm, player)[1 % len(vm.state["players"])]


@function
@gives(OF_ARGUMENTS)
def ranked(vm: VM, players: list[str], by: dict[str, Any], descending: bool = True) -> list[str]:
    """Players ordered by their value in ``by`` (seat order breaks ties)."""
    seat = vm.state["players"].index
    # each player is found among the seats, and sorted among the others
    charge(vm, len(players) * (len(vm.state["players"]) + len(players).bit_length()))
    return sorted(players, key=lambda p: ((-by[p] if descending else by[p]), seat(p)))


# -- pieces -------------------------------------------------------------------------------------------
@function
@gives(NEW)
@refers("place")
def count(vm: VM, location: str, player: str) -> int:
    return vm.state["pieces"][location].get(player, 0)


@function
@gives(NEW)
@refers("place")
def total(vm: VM, location: str) -> int:
    return sum(vm.state["pieces"][location].values())


@function
@stateless
@gives(NEW)
@refers("tag")
def areas(vm: VM, tag: str) -> list[str]:
    """Areas carrying ``tag``, in the board's order."""
    return list(vm.ruleset.by_tag.get(tag, ()))


@function
@gives(NEW)
@refers("tag")
def areas_of(vm: VM, tag: str, player: str, at_least: int = 1) -> list[str]:
    """Areas with ``tag`` where ``player`` has at least ``at_least`` pieces, the locked ones left out."""
    pieces = vm.state["pieces"]
    return [a for a in vm.ruleset.by_tag.get(tag, []) if pieces[a].get(player, 0) >= at_least
            and not locked(vm, a)]


@function
@gives(OF_ARGUMENTS)
@refers("place")
def present(vm: VM, location: str, players: list[str]) -> list[str]:
    """Those of ``players`` with at least one piece at ``location``."""
    here = vm.state["pieces"][location]
    charge(vm, len(players))
    return [p for p in players if here.get(p, 0) > 0]


@function
@stateless
@gives(NEW)
def adjacent(vm: VM, area: str | None) -> list[str]:
    return list(vm.ruleset.adjacency.get(area, ())) if area else []


@function
@gives(NEW)
@refers("tag")
def fullest(vm: VM, tag: str) -> list[str]:
    """The areas with ``tag`` holding the most pieces (all of them on a tie; none if all are empty)."""
    sums = {a: total(vm, a) for a in areas(vm, tag)}
    best = max(sums.values(), default=0)
    return [a for a, n in sums.items() if n == best and n > 0]


@function
@gives(NEW)
@refers("tag")
def emptiest(vm: VM, tag: str) -> list[str]:
    """The non-empty areas with ``tag`` holding the fewest pieces (all of them on a tie)."""
    sums = {a: n for a in areas(vm, tag) if (n := total(vm, a)) > 0}
    least = min(sums.values(), default=0)
    return [a for a, n in sums.items() if n == least]


# -- tokens and values ---------------------------------------------------------------------------------
@function
@gives(NEW)
def where(vm: VM, token: str, player: str | None = None) -> str | None:
    """The area a token stands on (None when off the board); ``player`` picks a per-player token."""
    return vm.state["tokens"][f"{token}:{player}" if player else token]


@function
@gives(NEW)
def locked(vm: VM, area: str | None) -> bool:
    tokens = vm.state["tokens"]
    for token in vm.ruleset.locking_tokens:  # noqa: SIM110 - hot path: a plain loop beats any() + generator
        if tokens[token] == area:
            return True
    return False


@function
@stateless
@gives(NEW)
def tokens_tagged(vm: VM, tag: str) -> list[str]:
    return list(vm.ruleset.tokens_by_tag.get(tag, ()))


@function
@gives(NEW)
def areas_holding(vm: VM, tag: str) -> list[str]:
    """Areas where a token with ``tag`` lies."""
    tokens = vm.state["tokens"]
    return [a for t in vm.ruleset.tokens_by_tag.get(tag, []) if (a := tokens[t]) is not None]


@function
@gives(NEW)
def area_values(vm: VM, area: str) -> list[int]:
    """The area's values now: a value-carrying token lying on it replaces the printed ones."""
    tokens = vm.state["tokens"]
    for token, values in vm.ruleset.value_tokens.items():
        if tokens[token] == area:
            return list(values)
    return list(vm.ruleset.areas[area].values)


@function
@gives(NEW)
@refers("tag")
def valued(vm: VM, tag: str, firsts: list[int]) -> list[str]:
    """Areas with ``tag`` whose current first value is one of ``firsts`` (an area that pays no rank has none)."""
    charge(vm, len(vm.ruleset.by_tag.get(tag, ())) * len(firsts))
    return [a for a in areas(vm, tag) if (values := area_values(vm, a)) and values[0] in firsts]


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
