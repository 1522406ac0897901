"""A small, safe, bounded expression language for rules data: Python's expression syntax, whitelisted.

Expressions are checked once at load: only literals, names, arithmetic, comparisons, boolean logic,
indexing and calls of registered functions (no attributes, so no escape through dunders), within a size
and nesting limit. Every operation that could make a value grow without bound (repetition,
concatenation, ``range``, slices, ``%`` formatting, big integers) goes through a checking helper from
:mod:`regla.engine.bounds`; the plain arithmetic of the common case (``round + 1``) runs as it is. So
does every comparison whose cost the expression cannot bound (two lists, walked item by item:
:mod:`regla.engine.comparing`), while one with a scalar (``n < 3``, ``x == 'red'``) runs as it is.

For the VM an expression becomes a Python closure (:func:`regla.engine.closures.vm_function`). Other
callers (the rule reference) evaluate it in a plain namespace with :func:`evaluate`.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from types import CodeType
from typing import Any

from ..errors import InvalidValue
from . import bounds, comparing
from .values import copied, is_stored, plain

_ALLOWED = (
    ast.Expression, ast.Constant, ast.Name, ast.Load, ast.List, ast.Tuple, ast.Dict, ast.Set,
    ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Subscript, ast.Slice, ast.Call,
    ast.keyword, ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod, ast.USub, ast.Not, ast.And, ast.Or,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.In, ast.NotIn, ast.Is, ast.IsNot,
)
MAX_SOURCE = 1_000
"""Characters in one expression."""
MAX_NODES = 500
MAX_DEPTH = 32


class ExprSyntaxError(InvalidValue):
    """An expression uses syntax or a name the language does not allow, or is too big."""


class Expr:
    """A checked expression; ``source`` is kept for messages and card texts.

    ``fn`` (the VM closure) is attached by :func:`regla.engine.closures.vm_function` when a ruleset
    compiles its programs, with ``function_source``, the Python it is made from.
    """

    __slots__ = ("_code", "constant", "fn", "function_source", "inline", "is_constant", "names", "owned_result",
                 "plain_result", "sized_result", "source", "tree")

    def __init__(self, source: str, tree: ast.Expression | None, names: frozenset[str], constant: Any = None):
        self.source = source
        self.tree = tree
        self.names = names
        self.is_constant = tree is None
        self.constant = constant
        self._code: CodeType | None = None
        self.fn: Callable[[Any], Any] = _unbound
        self.function_source: str | None = None
        self.inline: tuple[list[str], list[tuple[str, list[str]]], str, dict[str, Any], frozenset[str]] | None = None
        """What a block function writes out in place of calling ``fn`` (see
        :func:`regla.engine.closures.inlined`); None for a constant."""
        self.plain_result = False
        """Every value it gives is one the state may hold as it is (see
        :func:`regla.engine.closures.gives_plain`): whoever stores it need not check it."""
        self.owned_result = tree is None
        """Every value it gives is held by nothing else (see :func:`regla.engine.closures.gives_owned`):
        whoever stores it need not copy it. A constant list or mapping is copied for every use."""
        self.sized_result = tree is None
        """Of an expression whose values nothing else holds, every value is within the limits of a stored
        value by the way the expression builds it: whoever stores it need not measure it either. A value
        a game function makes anew may be as big as the function makes it, and is measured."""
        if tree is None:
            self.plain_result = is_stored(constant)
            if type(constant) in (list, dict):
                # a list or mapping written in the rules is copied for every use: a program may change
                # the value it was bound to, and the next use (in this game or another) must not see that
                self.fn = lambda vm: copied(constant)
            else:
                self.fn = lambda vm: constant

    @property
    def code(self) -> CodeType | None:
        """The expression compiled for a plain namespace (helpers named ``_...`` in the globals)."""
        if self.tree is None:
            return None
        if self._code is None:
            tree = Bounded(lambda name: ast.Name(name, ast.Load()), None).visit(copy_tree(self.tree))
            self._code = compile(ast.fix_missing_locations(tree), "<rule>", "eval")
        return self._code

    def __repr__(self) -> str:
        return f"Expr({self.source!r})"


def _unbound(vm: Any) -> Any:
    raise RuntimeError("expression used before its ruleset was compiled")


def compile_expr(source: Any, functions: Mapping[str, Any]) -> Expr:
    """Check an expression; non-strings are constants. Names that are not functions are variables."""
    if not isinstance(source, str):
        value = plain(source)
        return Expr(repr(value), None, frozenset(), value)
    text = source.strip()
    if len(text) > MAX_SOURCE:
        raise ExprSyntaxError("expression of {length} characters is longer than {limit}", length=len(text),
                              limit=MAX_SOURCE)
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise ExprSyntaxError("invalid expression {source!r}: {reason}", source=source, reason=exc.msg) from None
    except (RecursionError, MemoryError):
        raise ExprSyntaxError("expression nested more than {limit} deep", limit=MAX_DEPTH) from None
    names: set[str] = set()
    looked_in = {id(node.comparators[0]) for node in ast.walk(tree) if isinstance(node, ast.Compare)
                 and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn))}
    for count, node in enumerate(ast.walk(tree), 1):
        if count > MAX_NODES:
            raise ExprSyntaxError("expression has more than {limit} parts: {start}...", limit=MAX_NODES,
                                  start=text[:40])
        if not isinstance(node, _ALLOWED):
            raise ExprSyntaxError("{syntax} is not allowed in expression {source!r}", syntax=type(node).__name__,
                                  source=source)
        if isinstance(node, ast.Set) and id(node) not in looked_in:
            # a set's order is the strings' hashes, which change from one process to the next: a game
            # that walked one would not be the same game on another run or another machine
            raise ExprSyntaxError("a set ({start}) may only be looked in ('x in {{...}}'): its order changes from "
                                  "run to run; write a list [...] in {source!r}", start=ast.unparse(node)[:40],
                                  source=source)
        if isinstance(node, ast.Name):
            if node.id.startswith("_"):
                raise ExprSyntaxError("name {name!r} is not allowed in expression {source!r}", name=node.id,
                                      source=source)
            names.add(node.id)
        elif isinstance(node, ast.Call) and (not isinstance(node.func, ast.Name) or node.func.id not in functions):
            called = node.func.id if isinstance(node.func, ast.Name) else ast.unparse(node.func)
            raise ExprSyntaxError("unknown function {name!r} in expression {source!r}", name=called, source=source)
        elif isinstance(node, ast.Constant) and type(node.value) is int and not bounds.small_int(node.value):
            raise ExprSyntaxError("integer too large in expression {source!r}", source=source)
    if _depth(tree.body) > MAX_DEPTH:
        raise ExprSyntaxError("expression nested more than {limit} deep: {start}...", limit=MAX_DEPTH,
                              start=text[:40])
    if isinstance(tree.body, ast.Constant):
        return Expr(source, None, frozenset(), tree.body.value)
    return Expr(source, tree, frozenset(names))


def _depth(node: ast.AST) -> int:
    children = list(ast.iter_child_nodes(node))
    return 1 + max((_depth(c) for c in children), default=0)


def copy_tree(tree: ast.Expression) -> ast.Expression:
    return ast.parse(ast.unparse(tree), mode="eval")


def helper_call(name: str, vm: ast.expr, *args: ast.expr) -> ast.Call:
    return ast.Call(ast.Name(name, ast.Load()), [vm, *args], [])


def _const_number(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) in (int, float, bool)


_COMPARING = {ast.Eq: "_eq", ast.NotEq: "_ne", ast.Lt: "_lt", ast.LtE: "_le", ast.Gt: "_gt", ast.GtE: "_ge"}
_NUMERIC_CALLS = frozenset({"len", "any", "all"})


def gives_number(node: ast.AST) -> bool:
    """Whether ``node`` certainly gives a number or truth value (else it fails): nothing a list or string
    could come out of."""
    if isinstance(node, ast.Constant):
        return type(node.value) in (int, float, bool)
    if isinstance(node, (ast.Compare, ast.UnaryOp)):
        return True  # a truth value, or a number negated
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Add):
            # a list or string plus a number fails
            return gives_number(node.left) or gives_number(node.right)
        if isinstance(node.op, ast.Mult):
            return gives_number(node.left) and gives_number(node.right)
        return True  # -, // and % of lists or strings fail (``%`` formatting is refused)
    if isinstance(node, ast.BoolOp):
        return all(gives_number(v) for v in node.values)
    if isinstance(node, ast.IfExp):
        return gives_number(node.body) and gives_number(node.orelse)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _NUMERIC_CALLS


def compared_cheaply(node: ast.AST) -> bool:
    """Whether comparing ``node``'s value with any other takes no more time than the expression's own
    size allows: a scalar written in it (a string at most ``MAX_SOURCE`` long), a number, or a list,
    tuple or mapping written in it out of such values. Comparisons with one of these compile as they
    are; the others are charged by what they walk (:mod:`regla.engine.comparing`)."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, (ast.List, ast.Tuple)):
        return all(compared_cheaply(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and compared_cheaply(k) for k in node.keys) and all(
            compared_cheaply(v) for v in node.values)
    if isinstance(node, ast.BoolOp):
        return all(compared_cheaply(v) for v in node.values)
    if isinstance(node, ast.IfExp):
        return compared_cheaply(node.body) and compared_cheaply(node.orelse)
    return gives_number(node)


def _looked_in_cheaply(container: ast.AST) -> bool:
    # a list written in the expression out of cheap values: as many comparisons as it has items, each
    # cheap; a set is looked in by hashing (its items are scalars)
    return isinstance(container, (ast.Set, ast.Constant)) or (
        isinstance(container, (ast.List, ast.Tuple)) and compared_cheaply(container))


class Bounded(ast.NodeTransformer):
    """Rewrites a checked tree: growing operations through helpers, names through ``resolve``."""

    def __init__(self, resolve: Callable[[str], ast.expr], vm: str | None,
                 calls: Callable[[str], ast.expr] | None = None):
        self.resolve = resolve
        self.vm = vm
        self.calls = calls

    def _vm(self) -> ast.expr:
        return ast.Name(self.vm, ast.Load()) if self.vm else ast.Constant(None)

    def visit_Name(self, node: ast.Name) -> ast.expr:
        return self.resolve(node.id)

    def visit_BinOp(self, node: ast.BinOp) -> ast.expr:
        self.generic_visit(node)
        op = node.op
        # every sum, difference and product is checked, of constants too: 2**64 - 1 plus 1 is past the
        # bound, and a difference doubles (``x - (0 - x)``). Negation and floor division never make an
        # integer longer, nor ``%`` one longer than its divisor
        if isinstance(op, ast.Add):
            return helper_call("_add", self._vm(), node.left, node.right)
        if isinstance(op, ast.Sub):
            return helper_call("_sub", self._vm(), node.left, node.right)
        if isinstance(op, ast.Mult):
            return helper_call("_mul", self._vm(), node.left, node.right)
        if isinstance(op, ast.Mod) and not _const_number(node.left):
            return helper_call("_mod", self._vm(), node.left, node.right)
        return node

    def visit_Compare(self, node: ast.Compare) -> ast.expr:
        # what is cheap to compare is seen in the tree as written, before its parts are rewritten
        cheap = [compared_cheaply(side) for side in [node.left, *node.comparators]]
        looked_in_cheaply = _looked_in_cheaply(node.comparators[0])
        self.generic_visit(node)
        sides = [node.left, *node.comparators]
        if len(node.ops) == 1:
            op = node.ops[0]
            if isinstance(op, (ast.In, ast.NotIn)):
                if looked_in_cheaply or (cheap[0] and isinstance(node.comparators[0], (ast.List, ast.Tuple))):
                    # a scalar looked for in a list written out: one cheap comparison an item
                    return node
                test = helper_call("_in", self._vm(), *sides)
                return ast.UnaryOp(ast.Not(), test) if isinstance(op, ast.NotIn) else test
            if isinstance(op, (ast.Is, ast.IsNot)) or cheap[0] or cheap[1]:
                return node
            return helper_call(_COMPARING[type(op)], self._vm(), *sides)
        # a chain (``a < b < c``) evaluates each part once and stops at its first false link: both parts of
        # a link neither of which is cheap to compare are charged for their walks as they are evaluated
        walked = {j for i, op in enumerate(node.ops)
                  if not isinstance(op, (ast.Is, ast.IsNot)) and not cheap[i] and not cheap[i + 1] for j in (i, i + 1)}
        sides = [helper_call("_compared", self._vm(), side) if i in walked else side for i, side in enumerate(sides)]
        node.left, node.comparators = sides[0], sides[1:]
        return node

    def visit_Subscript(self, node: ast.Subscript) -> ast.expr:
        self.generic_visit(node)
        if isinstance(node.slice, ast.Slice):
            return helper_call("_sliced", self._vm(), node)
        return node

    def visit_Call(self, node: ast.Call) -> ast.expr:
        assert isinstance(node.func, ast.Name)
        name = node.func.id
        node.args = [self.visit(a) for a in node.args]
        node.keywords = [self.visit(k) for k in node.keywords]
        if name in comparing.PURE:
            node.func = ast.Name(f"_p_{name}", ast.Load())
            node.args.insert(0, self._vm())
            return node
        node.func = self.calls(name) if self.calls else self.resolve(name)
        if self.calls and self.vm:
            node.args.insert(0, ast.Name(self.vm, ast.Load()))
        return node


def evaluate(expr: Expr, functions: dict[str, Any], scope: Mapping[str, Any]) -> Any:
    """Evaluate in a plain namespace: ``functions`` (name to callable or value) and ``scope``."""
    code = expr.code
    if code is None:
        return expr.constant
    return eval(code, {**functions, **comparing.HELPERS, "__builtins__": {}}, scope)
