"""Kept cards: a card kept in front of a player until a given moment, then spent or sent away."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..values import owned
from .base import NEXT, ArgModel, Frame, Op, register
from .cards import dispose

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


@register
class KeepCard(Op):
    """The player keeps a card in front of them until a given moment (a number the game counts)."""

    name = "keep_card"

    class Args(ArgModel):
        player: Any = "me"
        card: Any
        until: Any

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.player, "player"), c.expr(args.card, "card"), c.expr(args.until, "until")

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        card = a[1].fn(vm)
        if card not in vm.ruleset.cards:
            raise ValueError(f"{card!r} is not a card of the game")
        vm.state["held"][a[0].fn(vm)].append({"card": card, "until": owned(a[2].fn(vm), vm)})
        return NEXT


@register
class ExpireHeld(Op):
    """Send away every kept card whose ``until`` is before ``now``."""

    name = "expire_held"

    class Args(ArgModel):
        now: Any
        to: Any = "'discard'"

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.now, "now"), c.expr(args.to, "to")

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        now, to = a[0].fn(vm), a[1].fn(vm)
        for player in vm.state["players"]:
            held = vm.state["held"][player]
            if not held:
                continue
            for entry in [h for h in held if h["until"] < now]:
                held.remove(entry)
                dispose(vm, entry["card"], to)
                vm.state["log"].append({"event": "expired", "player": player, "card": entry["card"]})
        return NEXT


@register
class UseHeld(Op):
    """The player spends a kept card with ``tag``; this counts as that card's special action."""

    name = "use_held"

    class Args(ArgModel):
        player: Any
        tag: str
        to: Any = "'discard'"

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.player, "player"), args.tag, c.expr(args.to, "to")

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        player = a[0].fn(vm)
        held = vm.state["held"][player]
        cards = vm.ruleset.cards
        entry = next(h for h in held if a[1] in cards[h["card"]].tags)
        held.remove(entry)
        done = vm.state["stats"]["special_actions_done"]
        done[entry["card"]] = done.get(entry["card"], 0) + 1
        dispose(vm, entry["card"], a[2].fn(vm))
        vm.state["log"].append({"event": "used", "player": player, "card": entry["card"]})
        return NEXT
