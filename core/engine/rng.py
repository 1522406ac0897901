"""The game's one random source: splitmix64, whose whole state is a single integer in the game state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_SPAN = 1 << 64


LOWEST_SEED = -(1 << 63)
HIGHEST_SEED = _MASK
"""Seeds are 64 bits, signed or not: a negative seed is the game of the seed 2**64 above it."""


def seed_fits(seed: int) -> bool:
    return LOWEST_SEED <= seed <= HIGHEST_SEED


def unsigned_seed(seed: int) -> int:
    """The seed as 64 unsigned bits: -1 and 2**64-1 are one game, and the bots that play it one too."""
    return seed & _MASK


def seed_state(seed: int) -> int:
    return (seed * _GOLDEN + 0x632BE59BD9B4E019) & _MASK


def _mixed(z: int) -> int:
    """The 64-bit output for the generator's state ``z``."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def shuffled(state: dict[str, Any], items: Sequence[Any]) -> list[Any]:
    """A Fisher-Yates shuffled copy; ``state['rng']`` moves on by the draws it took."""
    out = list(items)
    z = state["rng"]
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        # an output past the last whole multiple of n is drawn again: no modulo bias
        limit = _SPAN - _SPAN % n
        while True:
            z = (z + _GOLDEN) & _MASK
            value = _mixed(z)
            if value < limit:
                break
        j = value % n
        out[i], out[j] = out[j], out[i]
    state["rng"] = z
    return out
