"""Variables: a block's own (``let``), set where they are defined (``set``), one entry of a mapping or
list (``set_item``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..bounds import MAX_ITEMS, ExpressionLimit, charge, measure
from ..closures import inlined
from ..expr import Expr
from ..values import NotJSON
from .base import ArgModel, Op, as_own, assigned, bind_locals, named_exprs, register

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


class _Assign(Op):
    class Args(ArgModel):
        model_config = ArgModel.model_config | {"extra": "allow"}

    def compile(self, args: Any, c: Compiler) -> Any:
        return named_exprs(c, dict(args.model_extra or {}), "")

    def targets(self, a: list[tuple[str, Expr]]) -> frozenset[str]:
        return frozenset(var for var, _ in a)


@register
class Let(_Assign):
    """Define local variables in the current block (shadowing any outer ones)."""

    name = "let"
    binds = True

    def emit(self, a: list[tuple[str, Expr]], name: str, namespace: dict[str, Any]) -> list[str]:
        return ['local = frame["l"]', *bind_locals(a, name, namespace)]


@register
class Set(_Assign):
    """Assign variables where they are defined: the innermost block that has them, else the game's."""

    name = "set"

    def emit(self, a: list[tuple[str, Expr]], name: str, namespace: dict[str, Any]) -> list[str]:
        lines = []
        for j, (var, expr) in enumerate(a):
            prelude, value = inlined(expr, f"{name}_{j}", namespace)
            own = expr.owned_result
            lines += [*prelude, *assigned(var, as_own(expr, value) if own else value, own, namespace)]
        return lines


@register
class SetItem(Op):
    """Set one entry of a mapping (or list) variable, e.g. a per-player value.

    Only the game's variables and the blocks' locals can be changed, never a table of the rules."""

    name = "set_item"

    class Args(ArgModel):
        var: str
        key: Any
        value: Any

    def compile(self, args: Any, c: Compiler) -> Any:
        return args.var, c.expr(args.key, "key"), c.expr(args.value, "value")

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        var, key, value = a
        key_prelude, key_value = inlined(key, f"{name}_key", namespace)
        value_prelude, value_value = inlined(value, f"{name}_value", namespace)
        namespace[f"{name}_var"], namespace[f"{name}_refuse"] = var, _refuse_item
        namespace[f"{name}_within"] = _within_limits
        stored_value = as_own(value, value_value) if value.owned_result else f"_owned({value_value}, vm)"
        # the variable grows here, by a key or by a list or mapping put in it: it keeps within the limits
        # of one value (a mapping too to the lists' limit of items), so that copying it never costs more
        # the variable is read where its frame is known at load (a game variable no block binds: the state)
        read = namespace.get("_read")
        where = f"vm.vars[{var!r}]" if var in namespace["_statics"] else read(var) if read is not None else None
        return [f"target = {where or f'vm.lookup({name}_var)'}", *key_prelude, f"index = {key_value}",
                "if type(target) is not list and (type(target) is not dict or type(index) is not str or "
                f"len(target) >= {MAX_ITEMS} and index not in target):",
                f"    {name}_refuse({name}_var, target, index)",
                *value_prelude,
                f"value = {stored_value}",
                "target[index] = value",
                "if type(value) not in _SCALARS:",
                f"    {name}_within(vm, target)"]


def _within_limits(vm: VM, value: Any) -> None:
    charge(vm, measure(value)[0])


def _refuse_item(var: str, target: Any, index: Any) -> None:
    if type(target) is dict and type(index) is str:
        raise ExpressionLimit(f"a mapping of more than {MAX_ITEMS} items")
    if type(target) is dict:
        raise NotJSON(f"a mapping key must be a string to be stored in the game, not {index!r}")
    raise TypeError(f"{var!r} is not a mapping or list variable of the game")
