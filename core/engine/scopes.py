"""What is known at load of the locals of each block's frame (:class:`Scope`), so that a block function
reads and sets a variable in the frame it is certainly in, without looking for it down the stack."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .ops.base import Frame, Instr


class Scope:
    """What is known at load of the locals of a block's frame: the names it is always pushed with, those
    the ``let``s before each instruction have bound (certainly there), every name it may ever hold (None:
    any), for a branch or loop body the block and instruction that push it (whose frame is always the
    one right below), and every name the frames below it may hold (None: any). A name it may hold that
    no frame below it may is found in it or else among the game's variables, without the walk: the
    names so taken for its own (``taken``) must be on no frame a block is pushed over by ``VM.push``. A
    name it may hold only where an assignment lands in it (not pushed with it, nor bound by a ``let``) is
    read from a frame below that certainly holds it, where there is one: an assignment lands there."""

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
        self.own = self.bound[-1] | passed
        """The names it may hold of its own (pushed with, or bound by a ``let``): any other it may hold only
        where an assignment lands in it, when no frame below holds the name."""
        self.lands: frozenset[str] = frozenset()
        """The names an instruction's ``VM.assign`` sets in this frame, or else among the game's variables."""

    def below_lacks(self, name: str) -> bool:
        return self.below is not None and name not in self.below

    def read(self, k: int, name: str) -> str | None:
        """Python for the value of variable ``name`` read at instruction ``k`` when the frame it is found
        in is known at load (the frame itself, or one a known number below it); else None."""
        below = self._held_below(k, name)
        return f"{below}[{name!r}]" if below else self._read(k, name)

    def _held_below(self, k: int, name: str) -> str | None:
        """Python for the locals of the frame below certainly holding ``name`` at instruction ``k``, past
        frames that may hold it only where an assignment lands, which the one below keeps from landing
        in them; else None."""
        scope, at, depth = self, k, 1
        while name not in scope.bound[min(at, len(scope.bound) - 1)]:
            if scope.possible is None or name in scope.own or scope.parent is None:
                return None
            (scope, at), depth = scope.parent, depth + 1
        return f"{_frame(depth)}['l']" if depth > 1 else None

    def _read(self, k: int, name: str) -> str | None:
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

    def write(self, k: int, name: str) -> bool | str | None:
        """Where :meth:`~regla.engine.vm.VM.assign` of ``name`` at instruction ``k`` lands, when it is known
        at load: True, certainly in the frame itself; the Python for the locals of the frame below it lands
        in; False, in the frame itself unless it is a game variable the frame does not hold; None: it is
        looked for."""
        if name in self.bound[min(k, len(self.bound) - 1)]:
            return True
        below = self._held_below(k, name)
        if below:
            return below
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
