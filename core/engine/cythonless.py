"""What the engine uses of Cython's ``cython`` module, for running it as plain Python without Cython.

The modules a game's play runs through are compiled by Cython in a wheel, and some of them declare
the types of their busiest locals with ``cython.locals`` and ``cython.declare``: compiled, a local
declared a ``dict`` or a ``list`` is read with the C API's own calls for one, and a 64-bit integer is
worked out in a machine word. Run as Python, the declarations change nothing. A module imports
``cython`` where Cython is installed (it only names the declarations then) and this module otherwise.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

Function = TypeVar("Function", bound=Callable[..., Any])

compiled = False
"""Whether the module reading it was compiled: never, here."""

ulonglong = int
"""An unsigned 64-bit machine word, compiled; a Python integer otherwise."""

Py_ssize_t = int
"""A machine word that indexes a list, compiled; a Python integer otherwise."""


def locals(**types: Any) -> Callable[[Function], Function]:
    """Declares the types of a function's locals for the compiler: the function itself is unchanged."""

    def declared(function: Function) -> Function:
        return function

    return declared


def declare(kind: Any, value: Any) -> Any:
    """Declares a module variable's type for the compiler: the value itself is unchanged."""
    return value
