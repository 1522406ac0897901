"""Decisions: one player picks one of a list of options, or several pick at once, unseen by each other."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from pydantic import Field

from ..closures import inlined
from ..values import copied, owned, owned_items
from .base import NEXT, WAIT, ArgModel, Frame, Instr, Op, as_own, assigned, named_exprs, register

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


@register
class Choose(Op):
    """One player picks one of a list of options; ``can_pass`` adds ``None`` (stop, skip, pass).

    ``private``: only the chooser learns the answer (a card taken back from a face-down pile). Others'
    views never show it, and the frame notes where it is kept (``hid``: the instruction and the chooser),
    so that a sample of the game for another player draws it again (:func:`redraw_private_answers`)."""

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
        private: bool = Field(False, description="only the chooser learns the answer")

    def compile(self, args: Any, c: Compiler) -> Any:
        return (c.expr(args.player, "player"), args.kind, c.expr(args.options, "options"), args.as_,
                args.can_pass, args.ask_if_single, named_exprs(c, args.context, "context"), args.private)

    def targets(self, a: Any) -> frozenset[str]:
        return frozenset({a[3]})

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        # the op programs run most, written out: it saves the call and the unpacking of the arguments
        player, kind, options, as_, can_pass, ask_if_single, context, private = a
        namespace[f"{name}_player"], namespace[f"{name}_kind"] = player.fn, kind
        found, listed = inlined(options, f"{name}_options", namespace)
        listed = f"list({listed})"
        # the expressions are written out, and worked out in the order of the call they replace
        prelude, who = inlined(player, f"{name}_asked", namespace)
        asking = [*prelude, f"player = {who}"]
        for j, (_, expr) in enumerate(context):
            prelude, value = inlined(expr, f"{name}_c{j}", namespace)
            asking += [*prelude, f"c{j} = {value}"]
        asked = ", ".join(f"{key!r}: c{j}" for j, (key, _) in enumerate(context))
        # the decision is made here as vm.ask_with makes it (which is left to refuse a player not of the
        # game): a context value is copied only when it may be held elsewhere
        owning = [line for key, expr in context for line in (
            (f"if type(context[{key!r}]) not in _SCALARS:", f"    context[{key!r}] = _owned(context[{key!r}], vm)")
            if not expr.owned_result else () if expr.sized_result else
            (f"context[{key!r}] = {as_own(expr, f'context[{key!r}]')}",))]
        hidden = ', "private": True' if private else ""
        decision = f'{{"player": player, "kind": {name}_kind, "options": opts, "context": context{hidden}}}'
        # a private answer, asked or taken for the chooser (whose only option others cannot see either),
        # is noted where the program keeps it
        noted = [f'    frame.setdefault("hid", []).append([{{k}}, {name}_player(vm)])'] if private else []
        return ['if frame["s"] is not None:',
                # the answer is one of the options, which were stored when asked; the variable gets its own
                # copy of a list or mapping, which the program may also hold where it worked out the options
                *("    " + line for line in assigned(as_, 'frame["s"]["ans"]', False, namespace)),
                *noted,
                "else:",
                *("    " + line for line in found),
                f"    opts = {listed if options.plain_result else f'_storable({listed}, vm)'}",
                *(["    opts.append(None)"] if can_pass else []),
                # with a pass among the options and a single option asked too, there is always a question
                *([] if can_pass and ask_if_single else [
                    f"    if not opts{'' if ask_if_single else ' or len(opts) == 1'}:",
                    *("        " + line for line in assigned(as_, "opts[0] if opts else None", False, namespace)),
                    *("        " + line.strip() for line in noted),
                    "    else:"]),
                *("    " + line if not (can_pass and ask_if_single) else line for line in [
                    '    frame["s"] = {}',
                    '    frame["pc"] = {k}',
                    *("    " + line for line in asking),
                    f"    context = {{{asked}}}",
                    '    if player not in vm.state["players"]:',
                    f"        return vm.ask_with(frame, player, {name}_kind, opts, context)",
                    *("    " + line for line in owning),
                    f'    vm.state["pending"] = [{decision}]',
                    '    frame["s"]["asked"] = 1',
                    f"    return {WAIT}"]),
                'frame["s"] = None', 'if "w" in frame:', '    del frame["w"]']


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

    def targets(self, a: Any) -> frozenset[str]:
        return frozenset({a[3]})

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        players, kind, options, as_, context = a
        s = frame["s"]
        if s is not None:
            # the players are the program's values: a mapping keyed by them is checked as any other
            vm.assign(as_, {**s["known"], **s["ans"]})
            return NEXT
        known: dict[str, Any] = {}
        asks: list[tuple[str, str, list[Any], dict[str, Any]]] = []
        ctx = {k: owned(e.fn(vm), vm) for k, e in context}
        for p in players.fn(vm):
            opts = owned_items(list(vm.eval_with(options, {"p": p})), vm)
            if len(opts) > 1:
                # each decision holds a context of its own (see regla.engine.values.owned)
                asks.append((p, kind, opts, copied(ctx) if asks else ctx))
            else:
                known[p] = opts[0] if opts else None
        if not asks:
            vm.assign(as_, known)
            return NEXT
        frame["s"] = {"known": known}
        return vm.ask_all(frame, asks)


def secret_options(vm: VM, player: str) -> list[Any] | None:
    """The options the secret round the game waits on offers ``player``, answered already or not (the
    decisions answered leave the state); None when no secret round waits. Worked out again from the
    state, as they were when asked: nothing changes while a secret round is answered."""
    frame = vm.stack[-1] if vm.stack else None
    if frame is None or not frame["s"] or not vm.state["pending"] or not vm.state["pending"][0].get("secret"):
        return None
    instr = vm.blocks[frame["b"]][frame["pc"]]
    if not isinstance(instr.op, SecretChoice):
        return None
    options = instr.a[2]
    found: list[Any] = owned_items(list(vm.eval_with(options, {"p": player})), vm)
    return found


def redraw_private_answers(vm: VM, keep: str, rng: random.Random) -> None:
    """Draw again every private answer (see :class:`Choose`) of a player other than ``keep`` that the
    program still holds: a random one of the options the chooser would have now, worked out where it was
    asked (its frame innermost), so that a game made up for ``keep`` holds nothing they cannot know.
    An answer with no options left to draw from (its pile emptied since) is one they could work out."""
    stack = vm.stack
    for depth, frame in enumerate(stack):
        for pc, chooser in frame.get("hid", ()):
            if chooser == keep:
                continue
            _, _, options, as_, can_pass, _, _, _ = vm.blocks[frame["b"]][pc].a
            inner = stack[depth + 1:]
            del stack[depth + 1:]
            try:
                drawn = owned_items(list(options.fn(vm)), vm) + ([None] if can_pass else [])
                if drawn:
                    vm.assign(as_, drawn[rng.randrange(len(drawn))])
            finally:
                stack.extend(inner)


def private_choice(instr: Instr) -> bool:
    """Whether ``instr`` is a choice whose answer only the chooser learns."""
    return isinstance(instr.op, Choose) and bool(instr.a[7])
