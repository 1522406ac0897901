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

from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from .bounds import STEP_BUDGET, OutOfSteps
from .closures import INLINED
from .limits import MAX_FRAMES, too_deep
from .ops.base import PUSHED, Instr, windowed
from .values import SCALARS, copied, owned, owned_items, storable

if TYPE_CHECKING:
    from .ops.base import Frame
    from .vm import VM

END = 3
"""The block ran to its end: the VM pops its frame."""

class BlockFunction(Protocol):
    """A block's compiled function, with what its :class:`Scope` tells the VM: where an instruction's
    assignment lands (``lands``) and what may not lie below a frame pushed of it (``scope``)."""

    lands: frozenset[str]
    scope: Scope | None

    def __call__(self, vm: VM, frame: Frame, /) -> int: ...

_compiled: dict[str, Any] = {}


class Scope:
    """What is known at load of the locals of a block's frame: the names it is always pushed with, those
    the ``let``s before each instruction have bound (certainly there), every name it may ever hold (None:
    any), for a branch or loop body the block and instruction that push it (whose frame is always the
    one right below), and every name the frames below it may hold (None: any). A name it may hold that
    no frame below it may is found in it or else among the game's variables, without the walk: the
    names so taken for its own (``taken``) must be on no frame a block is pushed over by ``VM.push``."""

    def __init__(self, code: list[Instr], entry: frozenset[str], passed: frozenset[str] = frozenset()):
        self.entry = entry
        self.parent: tuple[Scope, int] | None = None
        self.below: frozenset[str] | None = None
        self.above: list[Scope] = []
        """The blocks whose frames this block's instructions push right above its own."""
        self.taken: set[str] = set()
        self._all_taken: frozenset[str] | None = None
        self.bound = [entry]
        possible: set[str] | None = set(entry) | passed
        self.assigned: set[str] = set()
        for instr in code:
            targets = instr.op.targets(instr.a)
            lets = targets if targets is not None and instr.op.binds else frozenset()
            self.bound.append(self.bound[-1] | lets)
            possible = None if possible is None or targets is None else possible | targets
            self.assigned |= targets or set()
        self.possible = possible
        self.lands: frozenset[str] = frozenset()
        """The names an instruction's ``VM.assign`` sets in this frame, or else among the game's variables."""

    def below_lacks(self, name: str) -> bool:
        return self.below is not None and name not in self.below

    def read(self, k: int, name: str) -> str | None:
        """Python for the value of variable ``name`` read at instruction ``k`` when the frame it is found
        in is known at load (the frame itself, or one a known number below it); else None."""
        scope, at, depth = self, k, 1
        while name not in scope.bound[min(at, len(scope.bound) - 1)]:
            if scope.possible is None:
                return None
            if name in scope.possible:
                # a name this frame may hold is looked for on the stack, unless no frame below may hold it
                if not scope.below_lacks(name):
                    return None
                self.taken.add(name)
                local = f"{_frame(depth)}['l']"
                return f"({local}[{name!r}] if {name!r} in {local} else vm.vars[{name!r}])"
            # one it never holds, below it
            if scope.parent is None:
                return None
            (scope, at), depth = scope.parent, depth + 1
        return f"{_frame(depth)}['l'][{name!r}]"

    def write(self, k: int, name: str) -> bool | None:
        """Where :meth:`~regla.engine.vm.VM.assign` of ``name`` at instruction ``k`` lands, when it is known
        at load: True, certainly in the frame itself; False, in it unless it is a game variable the frame
        does not hold; None: it is looked for."""
        if name in self.bound[min(k, len(self.bound) - 1)]:
            return True
        if not self.below_lacks(name):
            return None
        self.taken.add(name)
        return False

    def all_taken(self) -> frozenset[str]:
        """The names taken for their own by this block and every block it may run above itself."""
        if self._all_taken is None:
            found: set[str] = set()
            seen: set[int] = set()
            todo = [self]
            while todo:
                scope = todo.pop()
                if id(scope) not in seen:
                    seen.add(id(scope))
                    found |= scope.taken | scope.lands
                    todo += scope.above
            self._all_taken = frozenset(found)
        return self._all_taken


def pushed_clash(scope: Scope, local: dict[str, Any], stack: list[Frame]) -> str | None:
    """What keeps a frame of the block of ``scope`` with ``local`` from being pushed by ``VM.push`` on
    ``stack`` (a plugin's op may push any block anywhere), as its compiled code takes it (see
    :class:`Scope`); None: nothing."""
    missing = scope.entry - local.keys()
    if missing:
        return f"is compiled to be pushed with {sorted(missing)}"
    taken = scope.all_taken()
    if taken:
        extra = local.keys() - scope.possible if scope.possible is not None else set()
        for held in [extra, *(frame["l"] for frame in stack)]:
            if not taken.isdisjoint(held):
                return f"is compiled to hold {sorted(taken.intersection(held))} itself"
    return None


def _named(called: str, blocks: dict[str, list[Instr]]) -> list[str]:
    """The blocks a called id names: an id ending in ``*`` names every block whose id starts with the
    rest (a card's program is run by the card's id, known only in play)."""
    if called.endswith("*"):
        return [block for block in blocks if block.startswith(called[:-1])]
    return [called] if called in blocks else []


def _frame(depth: int) -> str:
    return "frame" if depth == 1 else f"stack[-{depth}]"


def scopes(blocks: dict[str, list[Instr]], entry: str | None = None) -> dict[str, Scope]:
    """Every block's :class:`Scope`: a block run by another's instruction as its part (and nothing else
    runs a nested block: a call names only a block of the game) sits on that instruction's frame; a
    block called by name sits on its caller's. Below the game's ``entry`` block no frame lies; a block
    pushed otherwise (the guard's block) may lie on any frame."""
    given: dict[str, frozenset[str]] = {}
    passed: dict[str, frozenset[str]] = {}
    parents: dict[str, tuple[str, int]] = {}
    under: dict[str, set[str]] = {block: set() for block in blocks}
    for block, code in blocks.items():
        for k, instr in enumerate(code):
            for child, names in instr.op.children(instr.a):
                given[child], parents[child] = names, (block, k)
                under[child].add(block)
            for called, names in instr.op.calls(instr.a):
                for callee in _named(called, blocks):
                    # a called block is always pushed with the names every call passes (the entry block
                    # is also pushed with none, when the game starts)
                    if callee != entry:
                        given[callee] = given[callee] & names if callee in given else names
                    passed[callee] = passed.get(callee, frozenset()) | names
                    under[callee].add(block)
    found = {block: Scope(code, given.get(block, frozenset()), passed.get(block, frozenset()))
             for block, code in blocks.items()}
    for child, (block, k) in parents.items():
        found[child].parent = found[block], k
    for block, callers in under.items():
        for caller in callers:
            found[caller].above.append(found[block])
    # what may lie below a block: what its callers (or its parent) may hold, and what lies below them,
    # grown from nothing to all it can be (None, anything: a block pushed by the VM may lie on any frame)
    for block, callers in under.items():
        found[block].below = frozenset() if callers or block == entry else None
    changed = True
    while changed:
        changed = False
        for block, callers in under.items():
            if found[block].below is None:
                continue
            below: frozenset[str] | None = frozenset()
            for caller in callers:
                scope = found[caller]
                if below is None or scope.below is None or scope.possible is None:
                    below = None
                    break
                below = below | scope.below | scope.possible
            if below != found[block].below:
                found[block].below = below
                changed = True
    for scope in found.values():
        scope.lands = frozenset(n for n in scope.assigned if scope.below_lacks(n))
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
        namespace["_write"] = partial(scope.write, k) if scope is not None else None
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
    function.lands = scope.lands if scope is not None else frozenset()
    function.scope = scope
    return function


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
