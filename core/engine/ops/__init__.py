"""The instruction vocabulary. Importing this package registers every built-in op in ``OPS``."""

from __future__ import annotations

from . import cards, choices, flow, held, log, pieces, scoring, tokens, variables
from .base import OPS, Op, register

__all__ = ["OPS", "Op", "cards", "choices", "flow", "held", "log", "pieces", "register", "scoring", "tokens",
           "variables"]
