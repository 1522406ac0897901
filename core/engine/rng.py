"""The game's one random source: splitmix64, whose whole state is a single integer in the game state."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

try:
    import cython
except ImportError:  # plain Python without Cython: the declarations below change nothing
    from . import cythonless as cython

# compiled, the draws are worked out in 64-bit machine words, which wrap where the masks below do
_MASK = cython.declare(cython.ulonglong, (1 << 64) - 1)
_GOLDEN = cython.declare(cython.ulonglong, 0x9E3779B97F4A7C15)
_MIX_A = cython.declare(cython.ulonglong, 0xBF58476D1CE4E5B9)
_MIX_B = cython.declare(cython.ulonglong, 0x94D049BB133111EB)


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


@cython.locals(z=cython.ulonglong, n=cython.ulonglong, highest=cython.ulonglong, value=cython.ulonglong,
               i=cython.Py_ssize_t, j=cython.Py_ssize_t, out=list)
def shuffled(state: dict[str, Any], items: Sequence[Any]) -> list[Any]:
    """A Fisher-Yates shuffled copy; ``state['rng']`` moves on by the draws it took."""
    out = list(items)
    z = state["rng"]
    for i in range(len(out) - 1, 0, -1):
        n = i + 1
        # an output among the top 2**64 % n values is drawn again: no modulo bias (the sum is written
        # so that no value in it needs more than 64 bits)
        highest = _MASK - (_MASK - n + 1) % n
        while True:
            z = (z + _GOLDEN) & _MASK
            # splitmix64's output for the state z
            value = ((z ^ (z >> 30)) * _MIX_A) & _MASK
            value = ((value ^ (value >> 27)) * _MIX_B) & _MASK
            value ^= value >> 31
            if value <= highest:
                break
        j = value % n
        out[i], out[j] = out[j], out[i]
    state["rng"] = z
    return out
