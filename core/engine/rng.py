"""The game's one random source: splitmix64, whose whole state is a single integer in the game state."""

from __future__ import annotations

from typing import Any

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    return (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def next64(state: dict[str, Any]) -> int:
    """Advance ``state['rng']`` and return the next 64-bit output."""
    z = (state["rng"] + 0x9E3779B97F4A7C15) & _MASK
    state["rng"] = z
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def below(state: dict[str, Any], n: int) -> int:
    """A uniform integer in [0, n), without modulo bias."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value = next64(state)
        if value < limit:
            return value % n


def shuffled(state: dict[str, Any], items: list[Any]) -> list[Any]:
    """A Fisher-Yates shuffled copy."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return out
