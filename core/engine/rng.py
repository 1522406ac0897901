"""The game's one random source: splitmix64, whose whole state is a single integer in the game state."""

from __future__ import annotations

import hashlib
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


def bot_seed(game_seed: int, seat: int, answered: int = 0) -> int:
    """The seed of the bot at ``seat`` (its index) in the game of ``game_seed``, seated after ``answered``
    answers. A bot is told its seed, and the game's seed shows every hidden card: so it is drawn through
    a one-way hash, and a bot can find the game's seed only by trying seeds (hopeless for the 64 random
    bits a game at the table takes; a run of bots takes the seed it is given, as its games are meant to
    be played again)."""
    key = f"{unsigned_seed(game_seed)}:{seat}:{answered}".encode()
    return int.from_bytes(hashlib.blake2b(key, digest_size=8, person=b"regla bot seed").digest(), "big")


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
