"""Decisions: one player picks one of a list of options, or several pick at once, unseen by each other."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from ..values import stored
from .base import NEXT, ArgModel, Frame, Op, named_exprs, register

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


@register
class Choose(Op):
    """One player picks one of a list of options; ``can_pass`` adds ``None`` (stop, skip, pass)."""

    name = "choose"
    is_step = True
    announces = True  # a choice takes no effect itself: the window opens before the step that acts on it

    class Args(ArgModel):
        player: Any = "me"
        kind: str
        options: Any
        as_: str = Field(alias="as")
        can_pass: bool = False
        ask_if_single: bool = Field(False, description="ask even when there is only one option")
        context: dict[str, Any] = {}

    def compile(self, args: Any, c: Compiler) -> Any:
        return (c.expr(args.player, "player"), args.kind, c.expr(args.options, "options"), args.as_,
                args.can_pass, args.ask_if_single, named_exprs(c, args.context, "context"))

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        player, kind, options, as_, can_pass, ask_if_single, context = a
        s = frame["s"]
        if s is not None:
            # the answer is one of the options, which were stored when asked
            vm.assign(as_, s["ans"], True)
            return NEXT
        opts = list(options.fn(vm)) if options.plain_result else stored(list(options.fn(vm)))
        if can_pass:
            opts.append(None)
        if not opts or (len(opts) == 1 and not ask_if_single):
            vm.assign(as_, opts[0] if opts else None)
            return NEXT
        frame["s"] = {}
        return vm.ask_with(frame, player.fn(vm), kind, opts, {k: e.fn(vm) for k, e in context})


@register
class SecretChoice(Op):
    """Several players choose at once, unseen by each other; the result maps player to choice.

    ``options`` is evaluated once per player with ``p`` bound to that player; a player with a single
    option is answered for, and one with none gets ``None``.
    """

    name = "secret_choice"
    is_step = True

    class Args(ArgModel):
        players: Any
        kind: str
        options: Any
        as_: str = Field(alias="as")
        context: dict[str, Any] = {}

    def compile(self, args: Any, c: Compiler) -> Any:
        return (c.expr(args.players, "players"), args.kind, c.expr(args.options, "options"), args.as_,
                named_exprs(c, args.context, "context"))

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        players, kind, options, as_, context = a
        s = frame["s"]
        if s is not None:
            vm.assign(as_, {**s["known"], **s["ans"]}, True)
            return NEXT
        known: dict[str, Any] = {}
        asks = []
        ctx = {k: e.fn(vm) for k, e in context}
        for p in players.fn(vm):
            opts = stored(list(vm.eval_with(options, {"p": p})))
            if len(opts) > 1:
                asks.append((p, kind, opts, ctx))
            else:
                known[p] = opts[0] if opts else None
        if not asks:
            vm.assign(as_, known)
            return NEXT
        frame["s"] = {"known": known}
        return vm.ask_all(frame, asks)
