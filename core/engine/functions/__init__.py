"""Functions that rule expressions may call. They read the game state; none of them changes it.

Each takes the VM first (bound per game), then the expression's arguments. Plugins add more through
the ``regla_expression_functions`` hook. Importing this package registers every built-in one: those
about the board (:mod:`.board`), cards and scores (:mod:`.cards`) and plain lists and mappings
(:mod:`.lists`).
"""

from __future__ import annotations

from . import cards, lists
from .board import area_values, locked
from .registry import FUNCTIONS, PURE_FUNCTIONS, REFERS, STATELESS, function, gives, stateless

__all__ = ["FUNCTIONS", "PURE_FUNCTIONS", "REFERS", "STATELESS", "area_values", "cards", "function", "gives", "lists",
           "locked", "stateless"]
