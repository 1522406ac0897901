"""The registry of the functions rule expressions may call, and the marks that say what they give and
read. Each takes the VM first (bound per game), then the expression's arguments; plugins add more
through the ``regla_expression_functions`` hook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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


REFERS: dict[str, tuple[int, str]] = {}
"""Functions one of whose arguments names a thing of the rules: its position (after the VM) and kind
(``tag``: an area tag, ``place``: an area or zone, ``deck``). Written as a quoted text, the name is
checked at load, so a misspelt one is told where it is written rather than giving nothing in play."""


def refers(kind: str, position: int = 0) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Mark a function of :data:`REFERS`: its argument at ``position`` names a ``kind``."""
    def mark(fn: Callable[..., Any]) -> Callable[..., Any]:
        REFERS[fn.__name__.rstrip("_")] = (position, kind)
        return fn

    return mark


def gives(kind: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Say what a function's values are (:data:`~regla.engine.closures.PLAIN`,
    :data:`~regla.engine.closures.NEW`, :data:`~regla.engine.closures.SIZED` or
    :data:`~regla.engine.closures.OF_ARGUMENTS`), so that storing them skips the check (with ``NEW`` the
    copy, with ``SIZED`` the measure too) the compiler can prove needless. Only what the
    function's code shows: a wrong mark would let a value the state cannot hold into it, or one held
    twice."""
    def mark(fn: Callable[..., Any]) -> Callable[..., Any]:
        fn.gives = kind  # type: ignore[attr-defined]
        return fn

    return mark


PURE_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "len": len, "min": min, "max": max, "sum": sum, "range": range, "list": list, "any": any, "all": all,
    "sorted": sorted,
}
"""Functions that need no game state: bound as they are."""
