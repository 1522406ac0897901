"""Area-majority scoring: ranks with the shared tie rule, a rank limit, and single-leader bonuses.

Players are grouped by how many pieces they have in the area (zero never scores). Walking the groups
from most to fewest with a rank pointer r starting at 1: a lone player takes value r and the next group
starts at r + 1; a tied group, whatever its size, takes value r + 1 and the next group starts at r + 2.
Ranks past the area's values, or past the rank limit, pay nothing.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, NamedTuple

from ..errors import UserError, clipped


class Award(NamedTuple):
    """Points one player gets from one area, and why."""

    player: str
    points: int
    reason: str
    """``rank`` (alone on a rank), ``tie`` (sharing a rank), or a bonus's id."""
    rank: int = 0
    """The value paid (1 = first value); 0 for bonuses."""


def _number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def rank_awards(counts: dict[str, int], values: list[int], rank_limit: int | None = None,
                first_only: bool = False) -> list[Award]:
    """The rank awards of one area: ``counts`` maps players to their pieces there, ``values`` are the
    points of its ranks. ``first_only``: only a lone leader is paid, with the first value. Arguments of
    the wrong kind are refused in one line (:func:`area_awards` is the unchecked form)."""
    if not isinstance(counts, dict) or not all(isinstance(p, str) and _number(n) for p, n in counts.items()):
        raise UserError("counts must map players to numbers of pieces, not {counts}", counts=clipped(counts))
    if not isinstance(values, list | tuple) or not all(_number(v) for v in values):
        raise UserError("values must be a list of whole numbers of points, not {values}", values=clipped(values))
    if rank_limit is not None and not _number(rank_limit):
        raise UserError("rank_limit must be a whole number or None, not {limit}", limit=clipped(rank_limit))
    return area_awards(counts, list(values), rank_limit, bool(first_only))


def area_awards(counts: dict[str, int], values: list[int], rank_limit: int | None = None,
                first_only: bool = False) -> list[Award]:
    """:func:`rank_awards` for arguments known to be right."""
    standing = sorted([(n, player) for player, n in counts.items() if n > 0], key=_COUNT, reverse=True)
    return [Award(*award) for award in paid(standing, values, paid_ranks(values, rank_limit, first_only))]


_COUNT = itemgetter(0)


def paid_ranks(values: list[int], rank_limit: int | None, first_only: bool) -> int:
    """How many of an area's ``values`` are paid under ``rank_limit`` (``first_only``: the first alone)."""
    if first_only:
        return 1
    return len(values) if rank_limit is None else min(rank_limit, len(values))


def paid(standing: list[tuple[int, str]], values: list[int], limit: int) -> list[tuple[str, int, str, int]]:
    """The rank awards of one area as plain ``(player, points, reason, rank)`` (an :class:`Award`'s
    fields), the engine scoring every area with it: ``standing`` holds the players with pieces there
    with their counts, most first (a stable sort keeps tied players in the order given), ``limit`` is
    how many values are paid. One pass, each group of equal counts found where it ends."""
    awards: list[tuple[str, int, str, int]] = []
    r = 1
    i = 0
    size = len(standing)
    while i < size:
        n = standing[i][0]
        j = i + 1
        while j < size and standing[j][0] == n:
            j += 1
        alone = j == i + 1
        value_rank = r if alone else r + 1
        if value_rank > limit:
            break
        points = values[value_rank - 1]
        if points:
            reason = "rank" if alone else "tie"
            for _, player in standing[i:j]:
                awards.append((player, points, reason, value_rank))
        r += 1 if alone else 2
        i = j
    return awards


def sole_leader(counts: dict[str, int]) -> str | None:
    """The one player with strictly the most pieces, if there is one."""
    best = 0
    leader = None
    for player, n in counts.items():
        if n > best:
            best, leader = n, player
        elif n == best:
            leader = None  # a tie at the top so far: nobody leads alone unless someone passes them
    return leader
