"""How big a whole game may grow: blocks inside each other, decisions, and what the state holds.

The step budget bounds the work between two decisions, and :mod:`regla.engine.bounds` every value a
program stores; what neither bounds is the sum over a game: a block that calls itself once per decision,
variables filled a little at each, a log that grows with every step, a game that never ends. These
limits bound it, so a game's memory (and the time to save, copy or undo it) stays bounded whatever its
program does. A board game's rules come nowhere near them: a game of a few hundred decisions nests
about a dozen blocks and holds some thousands of items.

The state is measured at a decision: every ``CHECK_EVERY`` decisions, and after any stretch of more
than ``HEAVY_STRETCH`` steps. Between two measures it grows by at most what that many light stretches
can store (some megabytes), so it is caught before it costs much; when it is measured depends only on
the game, never on the process, so the same game fails at the same decision everywhere.
"""

from __future__ import annotations

import marshal
from typing import TYPE_CHECKING, Any

from ..errors import InvalidValue, Verbatim
from .values import SCALARS, owned

if TYPE_CHECKING:
    from .vm import VM

MAX_FRAMES = 200
"""Blocks running inside each other (a block calling itself, directly or through others)."""
MAX_DECISIONS = 10_000
"""Decisions a game may take unless its game file sets ``max_decisions``."""
MOST_DECISIONS = 100_000
"""The most a game file may set ``max_decisions`` to."""
MAX_STATE = 16_000_000
"""Bytes the game's variables, the blocks' frames, the pending decisions, the log and the answers may
take together, as ``marshal`` writes them (a compact binary form, about the size of the JSON a save
holds them in). A log entry or an answer of plain values counts ``ENTRY_BYTES``; a list or mapping one
carries is counted when it is written (``kept``)."""
ENTRY_BYTES = 64
CHECK_EVERY = 256
"""Decisions between two measures of the state."""
HEAVY_STRETCH = 1_000
"""Steps between two decisions past which the state is measured at the second one."""
KEPT = "kept"
"""The game's count (in its ``stats``) of the bytes of the lists and mappings its log and answers hold."""


class GameLimit(InvalidValue):
    """A game went past one of these limits; the VM names the instruction it stood at."""


def too_deep() -> GameLimit:
    return GameLimit("blocks ran inside each other more than {limit} deep (a block calling itself without end?)",
                     limit=MAX_FRAMES)


def kept(state: dict[str, Any], value: Any) -> None:
    """Count ``value``, a list or mapping the log or the answers now hold, against the state's limit:
    they are only ever appended to, so their size is summed once, as each is written."""
    stats = state["stats"]
    stats[KEPT] = stats.get(KEPT, 0) + len(marshal.dumps(value))


def logged(vm: VM, value: Any) -> Any:
    """``value`` as a log entry holds it: a list or mapping is copied (see
    :func:`~regla.engine.values.owned`) and counted (:func:`kept`)."""
    if type(value) in SCALARS:
        return value
    value = owned(value, vm)
    kept(vm.state, value)
    return value


def check(vm: VM, decisions: int) -> None:
    """Measure the state of ``vm``, stopped for a decision with ``decisions`` answered so far (the VM
    calls this every ``CHECK_EVERY`` decisions, after a heavy stretch, and at the decisions limit);
    raises :class:`GameLimit` past a limit."""
    limit = vm.max_decisions
    if decisions >= limit:
        raise GameLimit("the game has not ended after {limit} decisions (a game file may allow more with {field}, "
                        "up to {most})", limit=limit, field=Verbatim("max_decisions"), most=MOST_DECISIONS)
    state = vm.state
    entries = len(state["log"]) + len(state.get("history") or ())
    size = len(marshal.dumps((state["vars"], state["stack"], state["pending"])))
    if size + state["stats"].get(KEPT, 0) + ENTRY_BYTES * entries > MAX_STATE:
        raise GameLimit("the game's state grew past {size} MB (its variables, blocks, decisions, log and answers "
                        "together)", size=MAX_STATE // 1_000_000)
