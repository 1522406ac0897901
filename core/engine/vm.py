"""The effect VM: runs compiled blocks against a plain-data game state until someone must decide.

The call stack lives in ``state['stack']`` as plain frames, so the VM keeps nothing between calls:
give it a state at a decision point and an answer, and it carries on. Each block runs as the Python
function it was compiled into at load (:mod:`regla.engine.blockcode`); the VM runs the top frame's,
pops the frames of blocks that end and keeps the step count. A guarded frame (an action that others
may react to) opens the ruleset's guard window before each of its steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

try:
    import cython
except ImportError:  # plain Python without Cython: the type declarations change nothing
    from . import cythonless as cython

from ..errors import IllegalChoice, InternalError, ProgramError, program_failure
from .answers import answered_option, pending_index
from .blockcode import END
from .bounds import STEP_BUDGET, OutOfSteps
from .expr import Expr
from .failures import instruction_at, out_of_steps
from .limits import CHECK_EVERY, HEAVY_STRETCH, MAX_FRAMES, check, kept, too_deep
from .ops.base import PUSHED, WAIT, Frame
from .scopes import pushed_clash
from .values import SCALARS, copied, owned

if TYPE_CHECKING:
    from ..data.compiled import Ruleset


class VM:
    """Executes a ruleset's blocks on one game state. Cheap to make; holds no game data itself."""

    # the step count is read and written by every block function run: slots are quicker than a __dict__
    __slots__ = ("blocks", "failed", "functions", "max_decisions", "ruleset", "stack", "state", "statics", "vars",
                 "work")

    def __init__(self, ruleset: Ruleset, state: dict[str, Any]):
        self.ruleset = ruleset
        self.state = state
        self.blocks = ruleset.blocks
        self.functions = ruleset.block_functions
        self.vars: dict[str, Any] = state["vars"]
        self.stack: list[Frame] = state["stack"]
        self.statics: frozenset[str] = ruleset.statics
        self.work = 0
        self.failed: Frame | None = None
        """The frame whose block function an error left, the innermost one when blocks ran each other."""
        self.max_decisions: int = ruleset.game.max_decisions

    # -- frames and scope -------------------------------------------------------------------------
    def push(self, block: str, local: dict[str, Any] | None = None, *, inherit_guard: Frame | None = None,
             **flags: Any) -> Frame:
        if local and not self.statics.isdisjoint(local):
            raise InternalError(f"block {block!r} may not have a local named like a game variable: "
                                f"{sorted(self.statics.intersection(local))}")
        # a block's locals hold only values the state may hold, held nowhere else: what reads them relies
        # on that, and a saved game keeps them as they are
        local = {k: v if type(v) in SCALARS else owned(v, self) for k, v in local.items()} if local else {}
        if len(self.stack) >= MAX_FRAMES:
            raise too_deep()
        # (an unknown block is refused when it runs, as the instruction that pushed it)
        scope = getattr(self.functions.get(block), "scope", None)
        clash = pushed_clash(scope, local, self.stack) if scope is not None else None
        if clash:
            raise InternalError(f"block {block!r} {clash}: it cannot be pushed here, only called")
        frame: Frame = {"b": block, "pc": 0, "l": local, "s": None}
        if inherit_guard is not None and "g" in inherit_guard:
            frame["g"] = 1
        if flags:
            frame.update(flags)
        self.stack.append(frame)
        return frame

    def lookup(self, name: str) -> Any:
        """A variable's value: the innermost frame that has it, else the game's variables."""
        if name in self.statics:
            return self.vars[name]
        for frame in reversed(self.stack):
            local = frame["l"]
            if name in local:
                return local[name]
        return self.vars[name]

    def eval(self, expr: Expr) -> Any:
        return expr.fn(self)

    @cython.locals(stack=list)
    def eval_with(self, expr: Expr, extra: dict[str, Any]) -> Any:
        """Evaluate with ``extra`` names bound innermost (e.g. the player an option list is for)."""
        stack = self.stack
        stack.append({"l": extra})
        try:
            return expr.fn(self)
        finally:
            stack.pop()

    def charge(self, steps: int) -> None:
        """Count work done inside an expression against the step budget."""
        self.work += steps
        if self.work > STEP_BUDGET:
            raise OutOfSteps

    @cython.locals(stack=list, top=dict, local=dict, frame=dict)
    def assign(self, name: str, value: Any, own: bool = False) -> None:
        """Set a variable where it is defined (innermost frame first, then the game's), else locally.
        The variable gets a value of its own (see :func:`~regla.engine.values.owned`); ``own``: the
        value is known to be one the state may hold that nothing else holds (see ``Expr.owned_result``)."""
        if not own and type(value) not in SCALARS:
            value = owned(value, self)
        if name in self.statics:
            # a game variable no block ever binds: no frame can have it
            self.vars[name] = value
            return
        stack = self.stack
        top = stack[-1]
        local = top["l"]
        if name in local or ("b" in top and name in self.functions[top["b"]].lands and name not in self.vars):
            # no frame below may hold it (see regla.engine.scopes.Scope): it lands here
            local[name] = value
            return
        for frame in reversed(stack):
            local = frame["l"]
            if name in local:
                local[name] = value
                return
        if name in self.vars:
            self.vars[name] = value
        else:
            stack[-1]["l"][name] = value

    # -- decisions --------------------------------------------------------------------------------
    def ask(self, frame: Frame, player: str, kind: str, options: list[Any], **context: Any) -> int:
        """Stop for ``player``'s decision of ``kind`` among ``options`` (JSON values); ``context``
        tells what the decision is about. Returns the signal to give back to the loop."""
        return self.ask_with(frame, player, kind, options, context)

    @cython.locals(state=dict, decision=dict, context=dict, frame=dict)
    def ask_with(self, frame: Frame, player: str, kind: str, options: list[Any], context: dict[str, Any],
                 private: bool = False) -> int:
        """:meth:`ask` with the context as a mapping (it becomes part of the state). An option may also be
        held where the program keeps it: the answer is copied when it is bound (:meth:`assign`).
        ``private``: only ``player`` learns the answer."""
        state = self.state
        if player not in state["players"]:
            raise ValueError(f"{player!r} does not play in this game, and cannot be asked")
        for key, value in context.items():
            if type(value) not in SCALARS:
                context[key] = owned(value, self)
        decision: dict[str, Any] = {"player": player, "kind": kind, "options": options, "context": context}
        if private:
            decision["private"] = True
        state["pending"] = [decision]
        frame["s"]["asked"] = 1
        return WAIT

    def ask_all(self, frame: Frame, asks: list[tuple[str, str, list[Any], dict[str, Any]]]) -> int:
        asked = [p for p, _, _, _ in asks]
        if len(set(asked)) != len(asked) or not set(asked) <= set(self.state["players"]):
            raise ValueError(f"secret decisions are asked once each of players of the game, not of {asked}")
        self.state["pending"] = [
            {"player": p, "kind": k, "options": o, "context": c, "secret": True} for p, k, o, c in asks
        ]
        self.state["answers"] = {}
        frame["s"]["asked"] = 1
        return WAIT

    def answer(self, player: str, choice: Any) -> tuple[str, Any]:
        """Record a player's answer to their pending decision and run on; returns the decision's kind
        and the option answered (the option itself, not the caller's equal object; a list or mapping
        copied as it was answered, before the program could change the value it also holds)."""
        state = self.state
        pending = state["pending"]
        # mostly one decision is pending, and it is the answering player's
        index = 0 if pending and pending[0]["player"] == player else pending_index(pending, player)
        decision = pending[index]
        return decision["kind"], self.run(index, answered_option(decision["options"], choice, player, decision["kind"]))

    # -- guard windows ----------------------------------------------------------------------------
    @cython.locals(frame=dict, root=dict)
    def window(self, frame: Frame, unit: Any) -> bool:
        """Before a step of a guarded frame: open the guard window, once per step (the frame remembers
        it); True if the guard's block was pushed. Otherwise the step goes ahead, and the first of the
        guarded action's steps to do so counts the action as really done. Only a guarded frame's step
        is one of the action's: a frame outside any action has no window and nothing to count."""
        if "g" not in frame:
            return False
        root = self.guard_root()
        if frame.get("w") != unit:
            frame["w"] = unit
            guard = self.ruleset.guard
            if guard is not None and root is not None:
                actor = root["l"].get("me")
                if self.eval_with(guard[1], {"actor": actor}):
                    self.push(guard[0], {"actor": actor})
                    return True
        if root is not None and not root.get("done"):
            root["done"] = 1
            stat = root.get("stat")
            if stat:
                done = self.state["stats"]["special_actions_done"]
                done[stat] = done.get(stat, 0) + 1
        return False

    @cython.locals(frame=dict)
    def guard_root(self) -> Frame | None:
        for frame in reversed(self.stack):
            if frame.get("gr"):
                return frame
        return None

    def cancel_guarded(self) -> None:
        """Cancel what is left of the innermost guarded action (the frames above its root go too)."""
        stack = self.stack
        while stack:
            frame = stack.pop()
            if frame.get("gr"):
                return
        raise InternalError("cancel outside a guarded action")

    # -- the loop ---------------------------------------------------------------------------------
    @cython.locals(state=dict, stack=list, frame=dict, functions=dict, pending=list, decision=dict, parent=dict)
    def run(self, index: int = -1, option: Any = None) -> Any:
        """Run until someone must decide or the program ends: the top frame's block function runs until it stops (see
        :mod:`regla.engine.blockcode`); an ended block is popped and its caller told. With ``index``, pending decision
        ``index`` is first answered with ``option``, one of its options itself (as :meth:`answer` finds it; a bot that
        drew it by its place need not have it looked for), and the option is returned as the game's answers keep it (a
        list or mapping copied as it was answered, before the program could change the value it also holds)."""
        state = self.state
        stack = self.stack
        answered = None
        if index >= 0:
            pending = state["pending"]
            decision = pending[index]
            if type(option) in SCALARS:
                answered = option
            else:
                # the game's answers (its history) keep a copy: counted against the state's limit
                answered = copied(option)
                kept(state, answered)
            state["stats"]["decisions"] += 1
            if decision.get("secret"):
                state["answers"][decision["player"]] = option
                del pending[index]
                if pending:
                    return answered
                stack[-1]["s"]["ans"] = state["answers"]
                state["answers"] = {}
            else:
                stack[-1]["s"]["ans"] = option
                state["pending"] = []
        elif state["pending"]:
            return None
        functions = self.functions
        self.work = 0
        self.failed = None
        frame = None
        try:
            # a decision stops the loop by its signal (WAIT), so pending decisions are not looked for again
            while stack:
                frame = stack[-1]
                signal = functions[frame["b"]](self, frame)
                if signal == WAIT:
                    decisions = state["stats"]["decisions"]
                    if not decisions % CHECK_EVERY or self.work > HEAVY_STRETCH or decisions >= self.max_decisions:
                        # a limit passed is told at the instruction that asked
                        frame = stack[-1]
                        check(self, decisions)
                    return answered
                if signal == END:
                    stack.pop()
                    if stack:
                        if "ret" in frame:
                            stack[-1]["s"]["ret"] = frame["l"].get(frame["ret"])
                        if "n" in frame:
                            # the instruction that pushed this block is finished with it
                            parent = stack[-1]
                            parent["pc"] += 1
                            parent["s"] = None
                            if "w" in parent:
                                del parent["w"]
                elif signal != PUSHED:
                    instr = instruction_at(self, frame)
                    raise InternalError(f"{instr.where}: {instr.op.name} returned an unknown signal {signal!r}")
            if frame is not None and frame["b"] == self.ruleset.game.entry:
                # the game's program has run to its end: so has the game, whether it said so (end_game) or not
                state["over"] = True
            return answered
        except (InternalError, IllegalChoice):
            raise
        except OutOfSteps:
            out_of_steps(self, instruction_at(self, self.failed or frame))
        except Exception as exc:  # a program error: name the instruction that failed
            if frame is None:
                raise
            instr = instruction_at(self, self.failed or frame)
            raise ProgramError(instr.where, program_failure(instr.op.name, exc, self.ruleset.changed_by)) from exc
