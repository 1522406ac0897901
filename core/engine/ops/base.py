"""What an instruction is: an op with a pydantic argument model and an executor.

An op runs against one frame and returns a signal. Ops that wait for a decision or for a child block
keep their progress in ``frame['s']`` (plain data), so a game can be saved at any decision point and the
op picks up where it stopped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, ClassVar

from pydantic import BaseModel, BeforeValidator, ConfigDict

from ...errors import InvalidValue
from ..closures import inlined

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..expr import Expr
    from ..vm import VM

NEXT = 0
"""The instruction is finished: go on with the next one."""
WAIT = 1
"""Decisions are pending: stop until they are answered."""
PUSHED = 2
"""A child frame was pushed: run it, then run this instruction again."""

Frame = dict[str, Any]


def _amount(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise InvalidValue("must be a whole number or an expression (text), not {value!r}", value=value)
    return value


Amount = Annotated[int | str, BeforeValidator(_amount)]
"""A number an instruction takes: written as a whole number, or as an expression worked out in play.
Anything else (a list, a mapping, true) is refused at load as the type error it is."""


class ArgModel(BaseModel):
    """Base of every op's argument model: strict, immutable, aliases allowed (``as``, ``from``)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class Op:
    """Base class of every instruction. Subclasses set ``name`` and ``Args`` and implement ``run`` (or write
    themselves out with ``emit``)."""

    name: ClassVar[str]
    Args: ClassVar[type[BaseModel]]
    is_step: ClassVar[bool] = False
    """A step of an action: a guard window (e.g. a reaction) may open before it takes effect."""
    binds: ClassVar[bool] = False
    """Its :meth:`targets` are its frame's locals once it has run, whatever the values (``let``)."""
    announces: ClassVar[bool] = False
    """The step first names its details (asks which piece, where to, which region next) and opens the
    guard window itself once they are named, just before each unit takes effect, so a reaction answers
    what was announced; the window does not open before such a step."""

    def compile(self, args: Any, c: Compiler) -> Any:
        """Turn validated arguments into the runtime form (compiled expressions, block ids)."""
        return args

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        raise NotImplementedError

    def children(self, a: Any) -> list[tuple[str, frozenset[str]]]:
        """The blocks this instruction runs as its own parts (a branch, a loop's body), each with the
        names its frame is pushed with: such a block's frame is always pushed right above this one."""
        return []

    def calls(self, a: Any) -> list[tuple[str, frozenset[str]]]:
        """The blocks of the game this instruction calls by name (an id ending in ``*``: every block whose
        id starts with the rest), each with the names its frame is pushed with: such a block's frame is
        pushed right above this one, and by nothing else."""
        return []

    def targets(self, a: Any) -> frozenset[str] | None:
        """The names this instruction may give its frame as new locals: ``let``'s, and those it assigns
        (:meth:`~regla.engine.vm.VM.assign` makes a local of a name no frame has). None: it does not
        say, so any name; unless it is one of the engine's own, which assign only through an ``as`` or
        ``result`` argument (and say which names then)."""
        fields = self.Args.model_fields
        own = type(self).__module__.startswith(__name__.rpartition(".")[0] + ".")
        return frozenset() if own and "as_" not in fields and "result" not in fields else None

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str] | None:
        """Python lines doing what :meth:`run` does, written into the block's compiled function in place
        of a call (``None``: call :meth:`run`). ``a`` is bound as ``name``; ``{k}`` stands for the
        instruction's position; more values may be bound in ``namespace``. The lines end by falling
        through to the next instruction or by returning a signal with ``frame["pc"]`` set to ``{k}``."""
        return None


def enter(child: str, block: str) -> list[str]:
    """Lines for emitted code (:meth:`Op.emit`) that run block ``block`` (its id, as Python) of frame
    ``child``, just pushed, at once, as the VM would run it next (its function charges the step budget
    for it); a child that stops (for a decision, or for a block it pushed) stops this block too, at
    ``{k}``; a child that ends is popped, and the lines after these go on as the VM would have gone on
    with this frame."""
    return [f"signal = _F[{block}](vm, {child})", "if signal != _END:", '    frame["pc"] = {k}',
            "    return signal", "stack.pop()"]


def windowed(body: list[str]) -> list[str]:
    """Lines for a step written out (:meth:`Op.emit`) doing ``body`` as the VM runs a step: in a guarded
    frame the guard window opens before it, once (the frame remembers it until the step is done)."""
    return ['if "g" in frame and frame["s"] is None:', '    frame["pc"] = {k}', '    if vm.window(frame, "pc{k}"):',
            f"        return {PUSHED}", *body, 'if "w" in frame:', '    del frame["w"]']


def assigned(var: str, value: str, own: bool, namespace: dict[str, Any]) -> list[str]:
    """Lines for emitted code (:meth:`Op.emit`) doing what :meth:`~regla.engine.vm.VM.assign` does with
    ``var`` and the value of the Python expression ``value`` (``own``: see ``assign``), without the call.
    A game variable no block binds (the block function's ``_statics``) is on no frame: it is set in the
    state at once, without the walk down the frames."""
    stored = [f"value = {value}"] if own else [
        f"value = {value}", "if type(value) not in _SCALARS:", "    value = _owned(value, vm)"]
    if var in namespace["_statics"]:
        return [*stored, f"vm.vars[{var!r}] = value"]
    # where it lands may be known at load (see regla.engine.scopes.Scope.write)
    write = namespace.get("_write")
    lands = write(var) if write is not None else None
    if lands is True:
        return [*stored, f"frame['l'][{var!r}] = value"]
    if lands:
        return [*stored, f"{lands}[{var!r}] = value"]
    if lands is not None:
        return [*stored, "_d = frame['l']", f"if {var!r} in _d or {var!r} not in vm.vars:", f"    _d[{var!r}] = value",
                "else:", f"    vm.vars[{var!r}] = value"]
    return [*stored, "for _f in _reversed(stack):", "    _d = _f['l']", f"    if {var!r} in _d:",
            f"        _d[{var!r}] = value", "        break", "else:", f"    if {var!r} in vm.vars:",
            f"        vm.vars[{var!r}] = value", "    else:", f"        stack[-1]['l'][{var!r}] = value"]


def as_own(expr: Expr, value: str) -> str:
    """The Python for the value of ``value``, written for ``expr``, whose values nothing else holds
    (``owned_result``), as the state may keep it: as it is, or first measured against the limits of a
    stored value where a game function made it (see ``Expr.sized_result``)."""
    return value if expr.sized_result else f"_storable({value}, vm)"


def bind_locals(named: list[tuple[str, Expr]], name: str, namespace: dict[str, Any]) -> list[str]:
    """Lines storing each named expression's value into the mapping ``local``, as the state may hold it
    and held nowhere else (see :func:`~regla.engine.values.owned`)."""
    lines = []
    for j, (var, expr) in enumerate(named):
        prelude, value = inlined(expr, f"{name}_{j}", namespace)
        lines += prelude
        if expr.owned_result:
            lines.append(f"local[{var!r}] = {as_own(expr, value)}")
        else:
            lines += [f"value = {value}", f"local[{var!r}] = value if type(value) in _SCALARS else _owned(value, vm)"]
    return lines


def named_exprs(c: Compiler, mapping: dict[str, Any], field: str) -> list[tuple[str, Expr]]:
    """Each named source of ``mapping`` compiled as an expression, in the mapping's order."""
    return [(name, c.expr(source, field)) for name, source in mapping.items()]


class Instr:
    """A compiled instruction: its op, its runtime arguments and where it was written (file:line)."""

    __slots__ = ("a", "op", "run", "step", "where")

    def __init__(self, op: Op, a: Any, where: str):
        self.op = op
        self.a = a
        self.where = where
        self.run = op.run
        self.step = op.is_step and not op.announces


OPS: dict[str, Op] = {}


def register(op_class: type[Op]) -> type[Op]:
    """Class decorator: make an op available to every ruleset under its ``name``."""
    OPS[op_class.name] = op_class()
    return op_class
