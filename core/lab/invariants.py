"""The invariant checker of a simulation: what must hold after every decision of every game.

Pieces move in one place (the engine's ``shift``), which keeps them conserved, never negative and out
of locked areas, and stops the game with an error otherwise; token moves likewise respect locks. So
after each decision this checks only what the engine cannot: the ruleset's own invariants and that
the program has not stopped early. At the end of the game it counts every piece, which catches a piece
lost or made by anything but the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ..engine.bounds import SCALARS
from ..engine.functions import PURE_FUNCTIONS, STATELESS
from ..engine.values import copied
from ..engine.vm import VM
from ..errors import ProgramError, program_failure

if TYPE_CHECKING:
    from ..data.compiled import Ruleset
    from ..engine.expr import Expr
    from ..engine.game import Game


class _Invariant:
    """One invariant of the ruleset, evaluated again only when what it reads has changed."""

    __slots__ = ("held", "holds", "last", "name", "read")

    def __init__(self, name: str, expr: Expr, ruleset: Ruleset):
        self.name = name
        self.holds: Callable[[VM], Any] = _named_failures(name, expr.fn, ruleset)
        inputs = _inputs(expr, ruleset)
        # the values of what it reads, picked out in C (one value alone, several as a tuple)
        self.read: Callable[[dict[str, Any]], Any] | None = (
            None if inputs is None else itemgetter(*inputs) if inputs else _nothing)
        self.last: Any = _NEVER
        self.held = True

    def check(self, vm: VM) -> bool:
        read = self.read
        if read is None:
            return bool(self.holds(vm))
        now = read(vm.vars)
        # compared in C, a few small variables cost a fraction of one evaluation; equal values of
        # different types (1 and True) act alike in every operation an expression has that succeeds
        if now != self.last:
            self.held = bool(self.holds(vm))
            # a copy: the program changes its lists and mappings in place
            self.last = _snapshot(now)
        return self.held


def _named_failures(name: str, holds: Callable[[VM], Any], ruleset: Ruleset) -> Callable[[VM], Any]:
    """``holds``, failing as a program does: at the invariant's place, named, with the plugins it ran with."""
    file, line, _ = ruleset.invariant_sites.get(name, (ruleset.game.id, 1, 1))
    where = f"{file}:{line}"

    def checked(vm: VM) -> Any:
        try:
            return holds(vm)
        except Exception as exc:
            raise ProgramError(where, program_failure(f"invariant {name!r}", exc, ruleset.changed_by)) from exc
    return checked


def _snapshot(value: Any) -> Any:
    """A copy of ``value`` that keeps what it holds now: a mapping or list of scalars (mostly what an
    invariant reads) copied at its one level, anything else whole."""
    kind = type(value)
    if kind in SCALARS:
        return value
    if kind is dict and SCALARS.issuperset(map(type, value.values())):
        return value.copy()
    if kind is list and SCALARS.issuperset(map(type, value)):
        return value[:]
    return copied(value)


_NEVER = object()
"""What the values read were before the first check: equal to nothing."""


def _nothing(values: dict[str, Any]) -> tuple[()]:
    return ()


def _inputs(expr: Expr, ruleset: Ruleset) -> tuple[str, ...] | None:
    """The game variables ``expr`` reads, when they are all it depends on: every other name it uses
    is a table or a function that reads no game state. ``None`` when it depends on anything else (a
    function reading the board, a plugin's function, a name a block binds)."""
    inputs = []
    for name in sorted(expr.names):
        if name in ruleset.extra_functions:
            return None
        if name in ruleset.tables or name in PURE_FUNCTIONS or name in STATELESS:
            continue
        if name not in ruleset.statics:
            return None
        inputs.append(name)
    return tuple(inputs)


class InvariantChecker:
    """The invariants of one game, each checked where it costs least (see the module's text)."""

    def __init__(self, ruleset: Ruleset, game: Game):
        self.game = game
        self.per_player = ruleset.board.pieces.per_player
        self.vm = VM(ruleset, game.state)
        self.invariants = [_Invariant(name, expr, ruleset) for name, expr in ruleset.invariants]

    def check(self) -> list[str]:
        state = self.game.state
        problems = []
        if not state["stack"] and not state["over"]:
            problems.append("the program stopped before the game ended")
        vm = self.vm
        for invariant in self.invariants:
            if not invariant.check(vm):
                problems.append(f"invariant {invariant.name!r} broken")
        return problems

    def check_end(self) -> list[str]:
        state = self.game.state
        problems = []
        totals = dict.fromkeys(state["players"], 0)
        for here in state["pieces"].values():
            for player, n in here.items():
                if n < 0:
                    problems.append(f"{player} has {n} pieces somewhere")
                totals[player] += n
        for player, total in totals.items():
            if total != self.per_player:
                problems.append(f"{player} has {total} pieces, not {self.per_player}")
        return problems
