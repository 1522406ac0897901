"""A small, safe expression language for rules data: Python's expression syntax, whitelisted.

Expressions are checked once at load (only literals, names, arithmetic, comparisons, boolean logic,
indexing and calls of registered functions; no attributes, so no escape through dunders) and compiled
to CPython bytecode, so evaluating one in the hot path costs a single ``eval``.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator, Mapping
from types import CodeType
from typing import Any

_ALLOWED = (
    ast.Expression, ast.Constant, ast.Name, ast.Load, ast.List, ast.Tuple, ast.Dict, ast.Set,
    ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Subscript, ast.Slice, ast.Call,
    ast.keyword, ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod, ast.USub, ast.Not, ast.And, ast.Or,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot,
)


class ExprSyntaxError(ValueError):
    """An expression uses syntax or a name the language does not allow."""


class Expr:
    """A compiled expression; ``source`` is kept for messages and card texts."""

    __slots__ = ("code", "constant", "is_constant", "names", "source")

    def __init__(self, source: str, code: CodeType | None, names: frozenset[str], constant: Any = None):
        self.source = source
        self.code = code
        self.names = names
        self.is_constant = code is None
        self.constant = constant

    def __repr__(self) -> str:
        return f"Expr({self.source!r})"


def compile_expr(source: Any, functions: Mapping[str, Callable[..., Any]]) -> Expr:
    """Compile an expression; non-strings are constants. Names that are not functions are variables."""
    if not isinstance(source, str):
        return Expr(repr(source), None, frozenset(), source)
    try:
        tree = ast.parse(source.strip(), mode="eval")
    except SyntaxError as exc:
        raise ExprSyntaxError(f"invalid expression {source!r}: {exc.msg}") from None
    names = set()
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED):
            raise ExprSyntaxError(f"{type(node).__name__} is not allowed in expression {source!r}")
        if isinstance(node, ast.Name):
            if node.id.startswith("_"):
                raise ExprSyntaxError(f"name {node.id!r} is not allowed in expression {source!r}")
            names.add(node.id)
        if isinstance(node, ast.Call) and (not isinstance(node.func, ast.Name) or node.func.id not in functions):
            called = node.func.id if isinstance(node.func, ast.Name) else ast.unparse(node.func)
            raise ExprSyntaxError(f"unknown function {called!r} in expression {source!r}")
    if isinstance(tree.body, ast.Constant):
        return Expr(source, None, frozenset(), tree.body.value)
    return Expr(source, compile(tree, "<rule>", "eval"), frozenset(names))


class Scope(Mapping[str, Any]):
    """Variable lookup: the locals of the live frame stack, innermost first, then the game's variables.

    It reads the stack list itself, so one Scope serves a VM for its whole life.
    """

    __slots__ = ("functions", "globals_", "stack")

    def __init__(self, stack: list[dict[str, Any]], globals_: dict[str, Any],
                 functions: dict[str, Any] | None = None):
        self.stack = stack
        self.globals_ = globals_
        self.functions = functions or {}

    def __getitem__(self, name: str) -> Any:
        # functions answer first: eval looks names up here before its globals, and a miss would walk
        # the whole stack and raise on every call
        if name in self.functions:
            return self.functions[name]
        for frame in reversed(self.stack):
            local = frame["l"]
            if name in local:
                return local[name]
        return self.globals_[name]

    def __iter__(self) -> Iterator[str]:
        seen: set[str] = set()
        for local in (*(f["l"] for f in reversed(self.stack)), self.globals_):
            for name in local:
                if name not in seen:
                    seen.add(name)
                    yield name

    def __len__(self) -> int:
        return sum(1 for _ in self)


def evaluate(expr: Expr, functions: dict[str, Any], scope: Mapping[str, Any]) -> Any:
    """Evaluate a compiled expression; ``functions`` must carry ``__builtins__: {}``."""
    if expr.code is None:
        return expr.constant
    return eval(expr.code, functions, scope)
