"""Expressions compiled into the closures the VM calls, and what the compiler can tell of their values.

A closure binds the functions and tables at load, reads the game's variables straight from the state
and finds the blocks' locals on the frame stack, the names it always reads with one loop each up front.
Whether an expression certainly gives a value the state may hold as it is (``plain_result``) is worked
out here too, so that storing it needs no check.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Mapping
from typing import Any

from . import comparing
from .ahead import DECLARATION, NAMESPACE, Factory, made
from .expr import Bounded, Expr, copy_tree, helper_call


def _eager_names(node: ast.AST) -> set[str]:
    """Names evaluated whatever the values: not behind ``and``/``or``, a conditional's branches or the
    later links of a chained comparison."""
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.BoolOp):
        return _eager_names(node.values[0])
    if isinstance(node, ast.IfExp):
        return _eager_names(node.test)
    if isinstance(node, ast.Compare):
        return _eager_names(node.left) | _eager_names(node.comparators[0])
    if isinstance(node, ast.Call):
        # the called name is a function, bound directly
        return {n for a in [*node.args, *node.keywords] for n in _eager_names(a)}
    return {n for child in ast.iter_child_nodes(node) for n in _eager_names(child)}


def gives_plain(node: ast.AST, variable: Callable[[str], bool], functions: Mapping[str, Any]) -> bool:
    """Whether ``node`` certainly gives a value the state may hold as it is: a scalar, or a list or
    mapping built only from such values and from values read out of the game's or the blocks'
    variables (which hold nothing else). Anything in doubt (a table, a function not known to give
    plain values) is not: its value is checked when stored, as before."""
    def plain(child: ast.AST) -> bool:
        return gives_plain(child, variable, functions)

    if isinstance(node, ast.Constant):
        return type(node.value) in (str, int, float, bool, type(None))
    if isinstance(node, ast.Name):
        return variable(node.id)
    if isinstance(node, ast.List):
        return all(plain(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(isinstance(k, ast.Constant) and type(k.value) is str for k in node.keys) and all(
            plain(v) for v in node.values)
    if isinstance(node, ast.BinOp):
        return plain(node.left) and plain(node.right)
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, ast.Not) or plain(node.operand)
    if isinstance(node, ast.Compare):
        return True
    if isinstance(node, ast.BoolOp):
        return all(plain(v) for v in node.values)
    if isinstance(node, ast.IfExp):
        return plain(node.body) and plain(node.orelse)
    if isinstance(node, ast.Subscript):
        return plain(node.value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        gives = _PURE_GIVES.get(node.func.id) if node.func.id in comparing.PURE else getattr(
            functions.get(node.func.id), "gives", None)
        arguments = [*node.args, *(k.value for k in node.keywords)]
        return gives in _ALWAYS_PLAIN or (gives == OF_ARGUMENTS and all(plain(a) for a in arguments))
    return False


def gives_owned(node: ast.AST, functions: Mapping[str, Any]) -> bool:
    """Whether every value ``node`` gives is one nothing else holds: a scalar, or a list or mapping built
    by the expression itself, or made anew by a game function marked :data:`NEW`, out of such values. A
    variable, a part of one or another game function may give a list the state holds too: whoever
    stores that value copies it."""
    def owned(child: ast.AST) -> bool:
        return gives_owned(child, functions)

    if isinstance(node, (ast.Constant, ast.Compare, ast.UnaryOp)):
        # a constant in an expression is a scalar; comparisons and unary operators make new ones
        return True
    if isinstance(node, ast.List):
        return all(owned(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(v is not None and owned(v) for v in node.values)
    if isinstance(node, ast.BinOp):
        # a list repeated (``[[0]] * 3``) holds its item several times
        return not isinstance(node.op, ast.Mult) and owned(node.left) and owned(node.right)
    if isinstance(node, ast.BoolOp):
        return all(owned(v) for v in node.values)
    if isinstance(node, ast.IfExp):
        return owned(node.body) and owned(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.func.id not in comparing.PURE:
            return getattr(functions.get(node.func.id), "gives", None) in _FRESH
        gives = _PURE_GIVES.get(node.func.id)
        arguments = [*node.args, *(k.value for k in node.keywords)]
        # len, any and all make numbers and truth values; the others give (parts of) their arguments
        return gives == PLAIN or (gives == OF_ARGUMENTS and all(owned(a) for a in arguments))
    return False


def _sized_call(node: ast.AST, functions: Mapping[str, Any]) -> bool:
    """Whether ``node`` is a call of a game function marked :data:`SIZED`, whose value is the expression's."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id not in comparing.PURE
            and getattr(functions.get(node.func.id), "gives", None) == SIZED)


PLAIN = "plain"
"""A function's ``gives``: its values are always plain (see :func:`gives_plain`)."""
NEW = "new"
"""A function's ``gives``: its values are plain, and made anew by every call (a scalar, or a list or
mapping nothing else holds), so they are stored with no check and no copy; only measured against the
limits of a stored value (see ``Expr.sized_result``), as a function makes them as big as it will."""
SIZED = "sized"
"""A function's ``gives``: as :data:`NEW`, and every value is also within the limits of a stored value
(the function measured it, and charged the step budget for making it), so that a value it gives stored
as it is needs no measure either."""
_ALWAYS_PLAIN = frozenset({PLAIN, NEW, SIZED})
_FRESH = frozenset({NEW, SIZED})
OF_ARGUMENTS = "of arguments"
"""A function's ``gives``: its values are plain when its arguments are (it returns or rearranges them)."""
_PURE_GIVES = {"len": PLAIN, "any": PLAIN, "all": PLAIN, "min": OF_ARGUMENTS, "max": OF_ARGUMENTS,
               "sum": OF_ARGUMENTS, "sorted": OF_ARGUMENTS, "list": OF_ARGUMENTS}


def vm_function(expr: Expr, vm_functions: Mapping[str, Callable[..., Any]], tables: Mapping[str, Any],
                pure: Mapping[str, Any], statics: frozenset[str],
                ahead: Mapping[str, Factory] | None = None) -> Callable[[Any], Any]:
    """The closure the VM calls with itself: ``vm_functions`` take the VM first; ``tables`` and
    ``pure`` functions are bound as they are; ``statics`` are game variables no block ever shadows,
    read straight from ``vm.vars``; any other name is looked up on the frame stack (``vm.lookup``).
    It is made by the factory in ``ahead`` under its source's digest if there is one (see
    :mod:`~regla.engine.ahead`), else compiled from its source now."""
    if expr.tree is None:
        return expr.fn
    expr.plain_result = gives_plain(
        expr.tree.body, lambda name: name not in vm_functions and name not in tables and name not in pure,
        vm_functions)
    expr.owned_result = expr.plain_result and gives_owned(expr.tree.body, vm_functions)
    # without the game functions' values, what the expression holds is what it wrote; or the value is
    # one a function gives already measured (two of them together could be past the limits)
    expr.sized_result = expr.owned_result and (gives_owned(expr.tree.body, {})
                                               or _sized_call(expr.tree.body, vm_functions))
    bound: dict[str, Any] = {}
    lazy: set[str] = set()
    # locals the expression always reads are found up front, one loop each, without a call
    eager = {n for n in _eager_names(expr.tree.body)
             if n not in vm_functions and n not in tables and n not in pure and n not in statics}

    def resolve(name: str) -> ast.expr:
        if name in vm_functions:
            bound[f"_fn_{name}"] = vm_functions[name]
            return helper_call("_partial", ast.Name(f"_fn_{name}", ast.Load()), ast.Name("vm", ast.Load()))
        if name in tables:
            bound[f"_t_{name}"] = tables[name]
            return ast.Name(f"_t_{name}", ast.Load())
        if name in pure:
            bound[f"_pv_{name}"] = pure[name]
            return ast.Name(f"_pv_{name}", ast.Load())
        if name in statics:
            return ast.Subscript(ast.Name("_V", ast.Load()), ast.Constant(name), ast.Load())
        if name in eager:
            return ast.Name(f"v_{name}", ast.Load())
        lazy.add(name)
        return ast.Call(ast.Name("_L", ast.Load()), [ast.Constant(name)], [])

    def calls(name: str) -> ast.expr:
        if name in vm_functions:
            bound[f"_fn_{name}"] = vm_functions[name]
            return ast.Name(f"_fn_{name}", ast.Load())
        return resolve(name)

    body = Bounded(resolve, "vm", calls).visit(copy_tree(expr.tree)).body
    uses_vars = any(isinstance(n, ast.Name) and n.id == "_V" for n in ast.walk(body))
    uses_lookup = any(isinstance(n, ast.Name) and n.id == "_L" for n in ast.walk(body))
    prelude = []
    if uses_vars:
        prelude.append("_V = vm.vars")
    if uses_lookup:
        prelude.append("_L = vm.lookup")
    # a local is mostly found on a frame: the game's variables are fetched only when it is not
    game_vars = "_V" if uses_vars else "vm.vars"

    # a block function writes the expression out where it is used (see inlined), on its own frame stack
    expr.inline = (prelude, [(name, found(name, "stack", game_vars)) for name in sorted(eager)], ast.unparse(body),
                   bound, frozenset(lazy))
    lines = [DECLARATION, "def _e(vm):", *("    " + line for line in prelude)]
    tree = expr.tree.body
    if isinstance(tree, ast.Name) and tree.id in eager:
        # the expression is one local (``me``, ``card``): its value is given as soon as it is found
        lines += ["    for _f in _reversed(vm.stack):", "        _d = _f['l']", f"        if {tree.id!r} in _d:",
                  f"            return _d[{tree.id!r}]", f"    return {game_vars}[{tree.id!r}]"]
    else:
        lines += [*("    " + line for name in sorted(eager) for line in found(name, "vm.stack", game_vars)),
                  f"    return {ast.unparse(body)}"]
    namespace: dict[str, Any] = {"__builtins__": {}, **INLINED, **NAMESPACE, **bound}
    source = expr.function_source = "\n".join(lines)
    fn: Callable[[Any], Any] = made(source, namespace, ahead, f"<rule {expr.source[:60]}>")
    expr.fn = fn
    return fn


def found(name: str, stack: str, game_vars: str) -> list[str]:
    """Lines binding ``v_<name>`` to the variable's value, as :meth:`~regla.engine.vm.VM.lookup` finds it."""
    return [f"for _f in _reversed({stack}):", "    _d = _f['l']", f"    if {name!r} in _d:",
            f"        v_{name} = _d[{name!r}]", "        break", "else:", f"    v_{name} = {game_vars}[{name!r}]"]


INLINED: dict[str, Any] = {"_reversed": reversed, **comparing.HELPERS}
"""What an expression written out needs besides what it binds itself: bound in a block function's
namespace too."""


def inlined(expr: Expr, name: str, namespace: dict[str, Any]) -> tuple[list[str], str]:
    """Lines for emitted code (:meth:`~regla.engine.ops.base.Op.emit`) to run, then a Python expression
    giving ``expr``'s value, as its closure gives it without the call: the names it reads are found on
    the frame stack by the lines, or read at once from the frame the block function's ``_read`` (see
    :class:`~regla.engine.scopes.Scope`) knows them in. A constant is bound as ``name``."""
    if expr.is_constant:
        namespace[name] = expr.constant
        # a list or mapping written in the rules is copied for every use, as Expr's own function does
        return [], f"_copied({name})" if type(expr.constant) in (list, dict) else name
    if expr.inline is None:
        # an expression compiled for no ruleset
        namespace[name] = expr.fn
        return [], f"{name}(vm)"
    prelude, names, text, bound, lazy = expr.inline
    namespace.update(bound)
    read = namespace.get("_read")
    lines = list(prelude)
    for var, walk in names:
        where = read(var) if read is not None else None
        lines += [f"v_{var} = {where}"] if where is not None else walk
    # a name read only on some paths (behind ``and``, a branch) is read in place where its frame is known,
    # rather than looked for by a call
    known = {var: where for var in sorted(lazy) if (where := read(var) if read is not None else None) is not None}
    if known:
        text = ast.unparse(_ReadInPlace(known).visit(ast.parse(text, mode="eval")))
        if len(known) == len(lazy):
            lines.remove("_L = vm.lookup")
    return lines, f"({text})"


class _ReadInPlace(ast.NodeTransformer):
    """Puts the reads a block function knows (Python for a variable's value) in place of ``_L`` calls."""

    def __init__(self, reads: dict[str, str]):
        self.reads = reads

    def visit_Call(self, node: ast.Call) -> ast.expr:
        self.generic_visit(node)
        func, args = node.func, node.args
        if (isinstance(func, ast.Name) and func.id == "_L" and len(args) == 1 and isinstance(args[0], ast.Constant)
                and args[0].value in self.reads):
            read: ast.expr = ast.parse(self.reads[args[0].value], mode="eval").body
            return read
        return node
