"""The log: the events the engine's own instructions write, and the op a program writes its own with.

Whatever reads the log (telling it in words, the bots working out what the table saw, a save's check)
relies on the fields the engine's events have; a program's events are its own, under other names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from pydantic import AfterValidator

from ...errors import InvalidValue
from ..limits import logged
from .base import NEXT, ArgModel, Frame, Op, named_exprs, register

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM

_TEXT, _COUNT, _ANY = (str,), (int,), None
ENGINE_EVENTS: dict[str, dict[str, tuple[type, ...] | None]] = {
    "transfer": {"player": _TEXT, "from": _TEXT, "to": _TEXT, "n": _COUNT},
    "move": {"player": _TEXT, "owner": _TEXT, "from": _TEXT, "to": _TEXT, "n": _COUNT},
    "item": {"player": _TEXT, "from": _TEXT, "to": _TEXT},
    "token": {"player": _TEXT, "token": _ANY, "to": _TEXT},
    "used": {"player": _TEXT, "card": _TEXT},
    "expired": {"player": _TEXT, "card": _TEXT},
    "under": {"deck": _TEXT, "card": _TEXT},
    "deck-built": {"deck": _TEXT},
    "score": {"area": _ANY, "player": (str, type(None)), "points": _COUNT, "reason": _TEXT, "rank": _COUNT},
}
"""The events the engine's instructions log, with the fields each has and their types (``None``: any)."""


def _own_event(name: str) -> str:
    if name in ENGINE_EVENTS:
        raise InvalidValue("{name!r} is an event the engine logs itself: give the program's event another name",
                           name=name)
    return name


@register
class Log(Op):
    """Append a public event to the game log."""

    name = "log"

    class Args(ArgModel):
        event: Annotated[str, AfterValidator(_own_event)]
        data: dict[str, Any] = {}

    def compile(self, args: Any, c: Compiler) -> Any:
        return args.event, named_exprs(c, args.data, "data")

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        entry: dict[str, Any] = {"event": a[0]}
        for key, expr in a[1]:
            value = expr.fn(vm)
            # an entry tells what was so then: a list or mapping is copied, or a program changing the
            # variable it came from would rewrite the log (and clones, which share the log, with it)
            entry[key] = logged(vm, value)
        vm.state["log"].append(entry)
        return NEXT
