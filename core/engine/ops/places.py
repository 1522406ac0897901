"""Places pieces and tokens go: the locations a compiled ``Where`` names, and the one move of pieces.

A location is a board area or one of the owner's zones (off-board supplies). Locked areas (under a
locking token) never gain or lose a piece.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

try:
    import cython
except ImportError:  # plain Python without Cython: the type declarations change nothing
    from .. import cythonless as cython

from pydantic import Field

from ...errors import InternalError
from ..expr import Expr
from ..functions import FUNCTIONS, STATELESS
from .base import ArgModel

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


class Where(ArgModel):
    """A set of locations: areas by tag (optionally only next to an area), listed areas, own zones."""

    tags: list[str] = []
    adjacent_to: Any = Field(None, description="keep only tagged areas adjacent to this area")
    areas: Any = Field(None, description="expression: more areas, not filtered by adjacency")
    zones: list[str] = Field([], description="the owner's own zones")
    exclude: Any = None


class Places:
    """A compiled ``Where``: what the hot path reads, as attributes (see :func:`resolve_areas`)."""

    __slots__ = ("adjacent_to", "exclude", "fixed", "listed", "tags", "zones", "zones_only")

    def __init__(self, tags: tuple[str, ...], adjacent_to: Expr | None, listed: Expr | None,
                 zones: tuple[str, ...], exclude: Expr | None, fixed: bool):
        self.tags = tags
        self.adjacent_to = adjacent_to
        self.listed = listed
        self.zones = zones
        self.exclude = exclude
        self.fixed = fixed
        """The data alone decides its areas (tags, adjacency, a fixed list): worked out once per ruleset."""
        self.zones_only = not tags and listed is None
        """Off-board supplies only: no area, and nothing to work out."""


def compile_where(w: Where, c: Compiler, field: str) -> Places:
    for tag in w.tags:
        c.refer("tag", tag, field)
    for zone in w.zones:
        c.refer("zone", zone, field)
    listed = c.areas_expr(w.areas, field) if w.areas is not None else None
    return Places(tuple(w.tags), c.area_expr(w.adjacent_to, field) if w.adjacent_to is not None else None,
                  listed, tuple(w.zones), c.areas_expr(w.exclude, field) if w.exclude is not None else None,
                  listed is None or _fixed(listed, c))


def _fixed(expr: Expr, c: Compiler) -> bool:
    """Whether ``expr`` gives the same value at any point of any game of a ruleset: a constant, or a
    call of a built-in stateless function (``areas('harbour')``) with constant arguments."""
    if expr.tree is None:
        return True
    call = expr.tree.body
    return (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in STATELESS
            and c.functions.get(call.func.id) is FUNCTIONS.get(call.func.id)
            and all(isinstance(a, ast.Constant) for a in [*call.args, *(k.value for k in call.keywords)]))


@cython.locals(named=dict, tokens=dict, kept=list)
def resolve_areas(vm: VM, where: Places, zones: Sequence[str] = ()) -> list[str]:
    """The unlocked areas a compiled ``Where`` names now, in board order, without repeats, then
    ``zones`` (mostly its own): a new list."""
    if where.zones_only:
        return list(zones)
    tags, listed, exclude = where.tags, where.listed, where.exclude
    # (adjacency filters tagged areas only: without tags it is not worked out)
    adjacent_to = where.adjacent_to
    near = adjacent_to.fn(vm) if adjacent_to is not None and tags else _ANYWHERE
    # what the data alone decides (tags, adjacency, a fixed list) is worked out once per ruleset
    if where.fixed:
        named = vm.ruleset.named_areas
        key = (where, near)
        found = named.get(key)
        if found is None:
            found = named[key] = _named(vm, tags, near, listed)
    else:
        found = _named(vm, tags, near, listed)
    tokens = vm.state["tokens"]
    if not found and listed is None:
        kept = []
    elif exclude is None:
        # the few locked areas are taken out of a copy, rather than every area tested
        kept = list(found)
        for token in vm.ruleset.locking_tokens:
            locked = tokens[token]
            while locked in kept:
                kept.remove(locked)
    else:
        skip = set(map(tokens.__getitem__, vm.ruleset.locking_tokens))
        skip.update(exclude.fn(vm) or ())
        kept = [area for area in found if area not in skip]
    if zones:
        kept += zones
    return kept


def _named(vm: VM, tags: tuple[str, ...], near: Any, listed: Expr | None) -> tuple[str, ...]:
    """The areas with ``tags`` near ``near`` (see ``tagged_near``), then the ``listed`` ones, without repeats."""
    found = vm.ruleset.tagged_near(tags, near) if tags else ()
    if listed is None:
        return found
    extra = listed.fn(vm) or ()
    areas = vm.ruleset.areas
    for area in extra:
        if area not in areas:
            raise ValueError(f"{area!r} is not an area of the board")
    # tagged areas come without repeats; listed ones may repeat them or each other
    return tuple(dict.fromkeys([*found, *extra]))


_ANYWHERE = "*"
"""Not an area id a board can use in ``tagged_near``'s cache key: no adjacency filter."""


@cython.locals(state=dict, pieces=dict, here=dict, there=dict, tokens=dict)
def shift(vm: VM, source: str, dest: str, owner: str, n: int) -> None:
    """Move ``n`` of ``owner``'s pieces: the one place pieces move, so the invariants are kept here.

    Pieces are conserved by construction; a count never goes negative and a locked area never gains
    or loses a piece (a broken program stops with an error instead)."""
    state = vm.state
    pieces = state["pieces"]
    here = pieces[source]
    have = here.get(owner, 0)
    if type(n) is not int or n < 0 or have < n:
        raise InternalError(f"{owner} has {have} pieces in {source}, cannot move {n}")
    tokens = state["tokens"]
    for token in vm.ruleset.locking_tokens:
        if tokens[token] in (source, dest):
            raise InternalError(f"pieces changed in {tokens[token]}, locked by {token}")
    here[owner] = have - n
    there = pieces[dest]
    there[owner] = there.get(owner, 0) + n
