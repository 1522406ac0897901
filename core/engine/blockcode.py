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

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from .bounds import STEP_BUDGET, OutOfSteps
from .closures import INLINED
from .limits import MAX_FRAMES, too_deep
from .ops.base import PUSHED, Instr
from .values import SCALARS, copied, owned, owned_items, storable

if TYPE_CHECKING:
    from .ops.base import Frame
    from .vm import VM

END = 3
"""The block ran to its end: the VM pops its frame."""

BlockFunction = Callable[["VM", "Frame"], int]

_compiled: dict[str, Any] = {}


class Scope:
    """What is known at load of the locals of a block's frame: the names it is pushed with, those the
    ``let``s before each instruction have bound (certainly there), every name it may ever hold (None:
    any), and for a branch or loop body the block and instruction that push it (whose frame is always
    the one right below)."""

    def __init__(self, code: list[Instr], entry: frozenset[str]):
        self.entry = entry
        self.parent: tuple[Scope, int] | None = None
        self.bound = [entry]
        possible: set[str] | None = set(entry)
        for instr in code:
            targets = instr.op.targets(instr.a)
            lets = targets if targets is not None and instr.op.binds else frozenset()
            self.bound.append(self.bound[-1] | lets)
            possible = None if possible is None or targets is None else possible | targets
        self.possible = possible

    def read(self, k: int, name: str) -> str | None:
        """Python for the value of variable ``name`` read at instruction ``k`` when the frame it is found
        in is known at load (the frame itself, or one a known number below it); else None."""
        scope, at, depth = self, k, 1
        while name not in scope.bound[min(at, len(scope.bound) - 1)]:
            # a name this frame may hold is looked for on the stack; one it never holds, below it
            if scope.possible is None or name in scope.possible or scope.parent is None:
                return None
            (scope, at), depth = scope.parent, depth + 1
        return f"frame['l'][{name!r}]" if depth == 1 else f"stack[-{depth}]['l'][{name!r}]"


def scopes(blocks: dict[str, list[Instr]]) -> dict[str, Scope]:
    """Every block's :class:`Scope`: a block run by another's instruction as its part (and nothing else
    runs a nested block: a call names only a block of the game) sits on that instruction's frame."""
    entry: dict[str, frozenset[str]] = {}
    parents: dict[str, tuple[str, int]] = {}
    for block, code in blocks.items():
        for k, instr in enumerate(code):
            for child, names in instr.op.children(instr.a):
                entry[child], parents[child] = names, (block, k)
    found = {block: Scope(code, entry.get(block, frozenset())) for block, code in blocks.items()}
    for child, (block, k) in parents.items():
        found[child].parent = found[block], k
    return found


def block_function(code: list[Instr], functions: dict[str, BlockFunction],
                   statics: frozenset[str] = frozenset(), scope: Scope | None = None) -> BlockFunction:
    """The function running ``code`` (a compiled block) from ``frame['pc']``; it returns WAIT, PUSHED
    or :data:`END` and leaves the frame's position at the instruction it stopped at. ``functions`` (every
    block's, filled in by the caller) lets emitted code run a block it pushes at once
    (:func:`~regla.engine.ops.base.enter`); ``statics``, the ruleset's game variables no block binds,
    are set by emitted code straight in the state (:func:`~regla.engine.ops.base.assigned`)."""
    namespace: dict[str, Any] = {"_SCALARS": SCALARS, "_owned": owned, "_owned_items": owned_items,
                                 "_copied": copied, "_storable": storable, "_F": functions, "_END": END,
                                 "_OutOfSteps": OutOfSteps,
                                 "_MAX_FRAMES": MAX_FRAMES, "_too_deep": too_deep, "_statics": statics,
                                 **INLINED}
    # a run costs the budget a step per instruction of the block (one at least, an empty loop body too):
    # a block of many instructions looped over spends it as fast as the instructions run
    bodies = []
    for k, instr in enumerate(code):
        # the variables an instruction's expressions read where their frame is known at load (see
        # closures.inlined)
        namespace["_read"] = partial(scope.read, k) if scope is not None else None
        bodies.append(_instruction(k, instr, namespace))
    lines = ["def _block(vm, frame):", f"    vm.work += {max(1, len(code))}", f"    if vm.work > {STEP_BUDGET}:",
             "        raise _OutOfSteps"]
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
    source = "\n".join(lines)
    code_object = _compiled.get(source)
    if code_object is None:
        # the same block compiles to the same code under every selection of a game: only the values
        # bound in the namespace (the instructions' arguments) differ
        code_object = _compiled[source] = compile(source, "<block>", "exec")
    exec(code_object, namespace)
    function: BlockFunction = namespace["_block"]
    return function


def _instruction(k: int, instr: Instr, namespace: dict[str, Any]) -> list[str]:
    op = instr.op
    inline = op.emit(instr.a, f"_a{k}", namespace)
    if inline is not None:
        namespace[f"_a{k}"] = instr.a
        return [line.replace("{k}", str(k)) for line in inline]
    namespace[f"_r{k}"], namespace[f"_a{k}"] = instr.run, instr.a
    lines = []
    if instr.step:
        # a guard window opens before a step of a guarded frame, once per step (the frame remembers it)
        lines += ['if "g" in frame and frame["s"] is None:', f'    frame["pc"] = {k}',
                  f'    if vm.window(frame, "pc{k}"):', f"        return {PUSHED}", "    vm.mark_done(frame)"]
    lines += [f"signal = _r{k}(vm, frame, _a{k})", "if signal:", f'    frame["pc"] = {k}', "    return signal",
              # an op that moved the stack goes on from the new top, this instruction left as it is
              "if not stack or stack[-1] is not frame:", f'    frame["pc"] = {k}', f"    return {PUSHED}",
              'frame["s"] = None']
    if op.is_step:
        lines += ['if "w" in frame:', '    del frame["w"]']
    return lines
