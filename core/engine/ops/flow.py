"""Control flow: branches, loops, calls, cancelling a guarded action, chance, the end."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from ..closures import inlined
from .base import NEXT, PUSHED, ArgModel, Frame, Op, as_own, assigned, bind_locals, enter, named_exprs, register

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM

Program = list[dict[str, Any]]


@register
class If(Op):
    name = "if"

    class Args(ArgModel):
        cond: Any
        then: Program = []
        else_: Program = Field([], alias="else")

    def compile(self, args: Any, c: Compiler) -> Any:
        # an empty branch is None: nothing to push
        return (c.expr(args.cond, "cond"), c.block(args.then, "then") if args.then else None,
                c.block(args.else_, "else") if args.else_ else None)

    def children(self, a: Any) -> list[tuple[str, frozenset[str]]]:
        return [(block, frozenset()) for block in a[1:] if block is not None]

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        cond, then, else_ = a
        prelude, test = inlined(cond, f"{name}_cond", namespace)
        # the branch runs as a block of its own, which moves this frame on when it ends ("n") if it stops
        # on the way; run at once to its end, it is done here
        return ['if frame["s"] is None:', *("    " + line for line in prelude),
                f'    block = {then!r} if {test} else {else_!r}',
                "    if block is not None:",
                '        frame["s"] = {}',
                '        child = {"b": block, "pc": 0, "l": {}, "s": None, "n": 1}',
                '        if "g" in frame:',
                '            child["g"] = 1',
                "        stack.append(child)",
                *("        " + line for line in enter("child", "block")),
                'frame["s"] = None']


@register
class While(Op):
    name = "while"

    class Args(ArgModel):
        cond: Any
        do: Program

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.cond, "cond"), c.block(args.do, "do")

    def children(self, a: Any) -> list[tuple[str, frozenset[str]]]:
        return [(a[1], frozenset())]

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        prelude, test = inlined(a[0], f"{name}_cond", namespace)
        # a body that stops on the way comes back here when it ends, and the loop asks again; "stop" is
        # a break's (it ends the body through the stack)
        return ['s = frame["s"]', "if s is None:", '    s = frame["s"] = {}',
                'while "stop" not in s:', *("    " + line for line in prelude), f"    if not {test}:", "        break",
                f'    body = {{"b": {a[1]!r}, "pc": 0, "l": {{}}, "s": None, "loop": 1}}',
                '    if "g" in frame:', '        body["g"] = 1', "    stack.append(body)",
                *("    " + line for line in enter("body", repr(a[1]))),
                'frame["s"] = None']


@register
class Break(Op):
    """Leave the innermost ``while``."""

    name = "break"

    class Args(ArgModel):
        pass

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        stack = vm.state["stack"]
        while stack and not stack.pop().get("loop"):
            pass
        stack[-1]["s"]["stop"] = 1
        return PUSHED


@register
class ForEach(Op):
    """Run a block once per item, binding the item to a name (e.g. each opponent in seat order)."""

    name = "for_each"

    class Args(ArgModel):
        items: Any
        as_: str = Field(alias="as")
        do: Program

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.items, "items"), args.as_, c.block(args.do, "do")

    def children(self, a: Any) -> list[tuple[str, frozenset[str]]]:
        return [(a[2], frozenset({a[1]}))]

    def targets(self, a: Any) -> frozenset[str]:
        return frozenset()  # the item is bound in the body's frame

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        prelude, listed = inlined(a[0], f"{name}_items", namespace)
        items = as_own(a[0], f"list({listed})") if a[0].owned_result else f"_owned_items(list({listed}), vm)"
        # the loop variable is a name the compiler knows, never one of the game's variables; a body that
        # stops on the way comes back here when it ends, and the loop goes on from the next item
        return ['s = frame["s"]', "if s is None:", *("    " + line for line in prelude),
                f'    s = frame["s"] = {{"i": 0, "items": {items}}}',
                'items = s["items"]', 'while s["i"] < len(items):', '    i = s["i"]', '    s["i"] = i + 1',
                # a list or mapping is handed over to the body, not copied: the loop, which never reads an
                # item again, lets go of it, so that no two places hold it
                "    item = items[i]", "    if type(item) not in _SCALARS:", "        items[i] = None",
                f'    body = {{"b": {a[2]!r}, "pc": 0, "l": {{{a[1]!r}: item}}, "s": None}}',
                '    if "g" in frame:', '        body["g"] = 1', "    stack.append(body)",
                *("    " + line for line in enter("body", repr(a[2]))),
                'frame["s"] = None']


@register
class Call(Op):
    """Run a named block with its own variables; optionally copy one of them back as the result."""

    name = "call"

    class Args(ArgModel):
        block: str
        with_: dict[str, Any] = Field({}, alias="with")
        result: str | None = Field(None, description="a variable of the block, copied back on return")
        as_: str | None = Field(None, alias="as")

    def compile(self, args: Any, c: Compiler) -> Any:
        c.refer("block", args.block, "block")
        return args.block, named_exprs(c, args.with_, "with"), args.result, args.as_ or args.result

    def targets(self, a: Any) -> frozenset[str]:
        return frozenset({a[3]} if a[2] else ())

    def calls(self, a: Any) -> list[tuple[str, frozenset[str]]]:
        return [(a[0], frozenset(var for var, _ in a[1]))]

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        block, with_, result, as_ = a
        namespace[f"{name}_block"] = block
        lines = ['if frame["s"] is None:', '    frame["s"] = {}', "    local = {}",
                 *("    " + line for line in bind_locals(with_, f"{name}_w", namespace))]
        # the frame is built here rather than by vm.push: a name passed with ``with`` is a bound name,
        # which the compiler never counts among the game variables read directly (the check push makes).
        # A block that stops on the way is finished by the VM: it hands back its result ("ret") or
        # moves this frame on ("n") when it ends
        lines += [f'    child = {{"b": {name}_block, "pc": 0, "l": local, "s": None}}',
                  '    if "g" in frame:', '        child["g"] = 1',
                  f'    child["ret"] = {result!r}' if result else '    child["n"] = 1',
                  # only a call can nest blocks without end (branches and loop bodies end where they begin)
                  "    if len(stack) >= _MAX_FRAMES:", "        raise _too_deep()",
                  "    stack.append(child)", *("    " + line for line in enter("child", f"{name}_block"))]
        if result:
            lines.append(f'    frame["s"]["ret"] = child["l"].get({result!r})')
            # the result is the ended block's own, which nothing else holds any more
            lines += assigned(as_, 'frame["s"].get("ret")', True, namespace)
        lines.append('frame["s"] = None')
        return lines


@register
class CancelGuarded(Op):
    """Cancel the rest of the action whose guard window is open (e.g. a successful reaction)."""

    name = "cancel_guarded"

    class Args(ArgModel):
        pass

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        vm.cancel_guarded()
        return PUSHED


@register
class Shuffle(Op):
    """Bind a shuffled copy of a list, drawn from the game's one random source."""

    name = "shuffle"

    class Args(ArgModel):
        items: Any
        as_: str = Field(alias="as")

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.items, "items"), args.as_

    def targets(self, a: Any) -> frozenset[str]:
        return frozenset({a[1]})

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        from ..rng import shuffled

        vm.assign(a[1], shuffled(vm.state, list(a[0].fn(vm))))
        return NEXT


@register
class EndGame(Op):
    name = "end_game"

    class Args(ArgModel):
        pass

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        vm.state["over"] = True
        vm.state["stack"].clear()
        return PUSHED
