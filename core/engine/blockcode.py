"""Blocks compiled at load into Python functions that run their instructions in a straight line.

A block's function starts at the frame's position and runs instruction after instruction until one
waits for a decision, pushes a block, or the block ends; it returns the signal. The frames stay the
plain data the ops already keep their progress in, so a game is still saved at any decision and picked
up by the same function. What compiling saves is the interpreter's work around every instruction:
fetching it, asking whether a guard window may open before it (known at load: only before steps),
storing the position after each one (it is stored only when the function stops). Ops may write
themselves out in place (:meth:`~regla.engine.ops.base.Op.emit`), which saves their call too; the others
are called. A branch, a loop's body or a called block is run by the function of the block that pushed
it, at once, rather than by a trip back through the VM: a rules program that walks its data in loops to
work out its options runs them as nested Python calls, and only a decision (or a card's program) goes
back to the VM.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from .ahead import DECLARATION, NAMESPACE, Factory, made
from .bounds import STEP_BUDGET, OutOfSteps
from .closures import INLINED
from .limits import MAX_FRAMES, too_deep
from .ops.base import PUSHED, Instr, windowed
from .scopes import scopes
from .values import SCALARS, copied, owned, owned_items, storable

if TYPE_CHECKING:
    from .ops.base import Frame
    from .scopes import Scope
    from .vm import VM

END = 3
"""The block ran to its end: the VM pops its frame."""

class BlockFunction(Protocol):
    """A block's compiled function, with what its :class:`Scope` tells the VM: where an instruction's
    assignment lands (``lands``) and what may not lie below a frame pushed of it (``scope``)."""

    lands: frozenset[str]
    scope: Scope | None

    def __call__(self, vm: VM, frame: Frame, /) -> int: ...


def block_function(code: list[Instr], functions: dict[str, BlockFunction],
                   statics: frozenset[str] = frozenset(), scope: Scope | None = None,
                   ahead: Mapping[str, Factory] | None = None) -> BlockFunction:
    """The function running ``code`` (a compiled block) from ``frame['pc']``; it returns WAIT, PUSHED
    or :data:`END` and leaves the frame's position at the instruction it stopped at. ``functions`` (every
    block's, filled in by the caller) lets emitted code run a block it pushes at once
    (:func:`~regla.engine.ops.base.enter`); ``statics``, the ruleset's game variables no block binds,
    are set by emitted code straight in the state (:func:`~regla.engine.ops.base.assigned`). The
    function is made by the factory in ``ahead`` under its source's digest (:mod:`.ahead`) if there is
    one, else compiled from its source now."""
    function: BlockFunction = made(*block_source(code, functions, statics, scope), ahead, "<block>")
    function.lands = scope.lands if scope is not None else frozenset()
    function.scope = scope
    return function


def block_source(code: list[Instr], functions: dict[str, BlockFunction], statics: frozenset[str] = frozenset(),
                 scope: Scope | None = None) -> tuple[str, dict[str, Any]]:
    """The Python source of the function :func:`block_function` makes of ``code``, defining ``_block``,
    and the namespace its free names are bound in."""
    namespace: dict[str, Any] = {"_SCALARS": SCALARS, "_owned": owned, "_owned_items": owned_items,
                                 "_copied": copied, "_storable": storable, "_F": functions, "_END": END,
                                 "_OutOfSteps": OutOfSteps,
                                 "_MAX_FRAMES": MAX_FRAMES, "_too_deep": too_deep, "_statics": statics,
                                 **INLINED, **NAMESPACE}
    # a run costs the budget a step per instruction of the block (one at least, an empty loop body too):
    # a block of many instructions looped over spends it as fast as the instructions run
    bodies = []
    for k, instr in enumerate(code):
        # the variables an instruction's expressions read where their frame is known at load (see
        # closures.inlined)
        namespace["_read"] = partial(scope.read, k) if scope is not None else None
        namespace["_write"] = partial(scope.write, k) if scope is not None else None
        bodies.append(_instruction(k, instr, namespace))
    lines = [DECLARATION, "def _block(vm, frame):", f"    vm.work += {max(1, len(code))}",
             f"    if vm.work > {STEP_BUDGET}:", "        raise _OutOfSteps"]
    if any("stack" in line for body in bodies for line in body):
        lines.append("    stack = vm.stack")
    lines += ["    pc = frame['pc']", "    try:"]
    # the instruction each line of the function belongs to: the position is stored only where the
    # function stops, so an error is placed at the instruction by the line it left
    at: dict[int, int] = {}

    def add(k: int, body: list[str]) -> None:
        at.update(dict.fromkeys(range(len(lines) + 1, len(lines) + len(body) + 1), k))
        lines.extend("            " + line for line in body)

    # a block run from its start (mostly one just pushed) runs its instructions one after the other,
    # with no test of the position between them
    lines.append("        if not pc:")
    for k, body in enumerate(bodies):
        add(k, body)
    lines.append(f"            return {END}")
    # one taken up again at an instruction (after a decision, or a block it ran that stopped) skips to it
    for k, body in enumerate(bodies[1:], 1):
        at[len(lines) + 1] = k
        lines.append(f"        if pc <= {k}:")
        add(k, body)
    namespace["_AT"] = at
    lines += [f"        return {END}", "    except BaseException as exc:",
              "        frame['pc'] = _AT.get(exc.__traceback__.tb_lineno, pc)",
              # blocks run by others fail from the inside out: the innermost names the instruction
              "        if vm.failed is None:", "            vm.failed = frame", "        raise"]
    return "\n".join(lines), namespace


def block_sources(blocks: dict[str, list[Instr]], entry: str, statics: frozenset[str]) -> list[str]:
    """The sources of a ruleset's blocks (its compiled ``blocks``, ``entry`` and ``statics``)."""
    known = scopes(blocks, entry)
    return [block_source(code, {}, statics, known[name])[0] for name, code in blocks.items()]


def _instruction(k: int, instr: Instr, namespace: dict[str, Any]) -> list[str]:
    op = instr.op
    inline = op.emit(instr.a, f"_a{k}", namespace)
    if inline is not None:
        namespace[f"_a{k}"] = instr.a
        return [line.replace("{k}", str(k)) for line in inline]
    namespace[f"_r{k}"], namespace[f"_a{k}"] = instr.run, instr.a
    lines = [f"signal = _r{k}(vm, frame, _a{k})", "if signal:", f'    frame["pc"] = {k}', "    return signal",
             # an op that moved the stack goes on from the new top, this instruction left as it is
             "if not stack or stack[-1] is not frame:", f'    frame["pc"] = {k}', f"    return {PUSHED}",
             'frame["s"] = None']
    if instr.step:
        # a guard window opens before a step of a guarded frame, once per step (the frame remembers it)
        lines = [line.replace("{k}", str(k)) for line in windowed(lines)]
    elif op.is_step:
        lines += ['if "w" in frame:', '    del frame["w"]']
    return lines
