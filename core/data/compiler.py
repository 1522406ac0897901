"""Compile programs (lists of one-key instruction mappings) into the VM's block table.

All problems are collected with their file positions and raised together, so a modder sees every
mistake of a file in one run.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping
from typing import Any

from pydantic import ValidationError

from ..engine.expr import Expr, ExprSyntaxError, compile_expr
from ..engine.functions import REFERS
from ..engine.ops.base import Instr, Op
from ..errors import DataError, DataProblem, Phrase, did_you_mean
from .yamlio import located, problems_from

_NULL = compile_expr(None, {})
_QUOTED = re.compile(r"'([A-Za-z0-9_:-]+)'")


class TakenByTheGame(Exception):
    """A plugin's expression function has the name of one of the game's variables or tables: the game's
    programs would write it, or read the one where they mean the other."""

    def __init__(self, name: str, table: bool):
        super().__init__(name)
        self.name, self.table = name, table


def _literal_strings(expr: Expr) -> list[str] | None:
    """The strings of an expression that is nothing but a written-out list of them."""
    body = expr.tree.body if expr.tree is not None else None
    if not isinstance(body, ast.List):
        return None
    strings = [e.value for e in body.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return strings if len(strings) == len(body.elts) else None


def _named_things(expr: Expr) -> list[tuple[str, str]]:
    """The things of the rules an expression names in quotes to a function that takes one (see
    :data:`~regla.engine.functions.REFERS`), e.g. the tag of ``areas('region')``."""
    if expr.tree is None:
        return []
    named = []
    for node in ast.walk(expr.tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in REFERS:
            position, kind = REFERS[node.func.id]
            if position < len(node.args):
                argument = node.args[position]
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    named.append((kind, argument.value))
    return named


class Compiler:
    def __init__(self, functions: Mapping[str, Any], ops: Mapping[str, Op]):
        self.functions = functions
        self.ops = ops
        self.blocks: dict[str, list[Instr]] = {}
        self.exprs: list[Expr] = []
        self.bound_names: set[str] = set()
        """Names some instruction binds as a block's local (``let``, ``for_each ... as``, ``call ... with``)."""
        self.assigned: set[str] = set()
        """Every name some instruction assigns (locals, ``set``, ``as`` and ``result`` targets)."""
        self.changed_in_place: set[str] = set()
        """Variables ``set_item`` changes an entry of."""
        self.problems: list[DataProblem] = []
        self.refs: list[tuple[str, str, tuple[str, int, int]]] = []
        """What programs name that must exist (``block``, ``tag``, ``zone``, ``area``), with where."""
        self.sites: list[tuple[Expr, tuple[str, int, int]]] = []
        """Every expression with where it was written, for the names check once all is compiled."""
        self._path = "<data>"
        self._doc: Any = None
        self._loc: tuple[Any, ...] = ()
        self._block = ""
        self._counter = 0
        self._current_raw: dict[str, Any] = {}

    def program(self, program: list[dict[str, Any]], block_id: str, path: str, doc: Any,
                loc: tuple[Any, ...]) -> str:
        """Compile a top-level program found at ``loc`` of ``doc`` (read from ``path``)."""
        self._path, self._doc = path, doc
        return self._compile(program, block_id, loc)

    def block(self, program: Any, field: str) -> str:
        """Compile a program nested in the current instruction's argument ``field``."""
        self._counter += 1
        op_name = next(iter(self._current_raw)) if self._current_raw else "?"
        return self._compile(program or [], f"{self._block}/{self._counter}", (*self._loc, op_name, field))

    def at(self, path: str, doc: Any, loc: tuple[Any, ...]) -> None:
        """Expressions compiled next were written at ``loc`` of ``doc`` (outside any program)."""
        self._path, self._doc, self._loc, self._current_raw = path, doc, loc, {}

    def expr(self, source: Any, field: str = "") -> Expr:
        try:
            expr = compile_expr(source, self.functions)
        except ExprSyntaxError as exc:
            self.problem(exc.message, field)
            return _NULL
        self.exprs.append(expr)
        if expr.names:
            self.sites.append((expr, self._where(field)))
        for kind, name in _named_things(expr):
            self.refer(kind, name, field)
        return expr

    def area_expr(self, source: Any, field: str) -> Expr:
        """An expression for a place: a quoted literal (``"'pool'"``) must name an area or a zone."""
        literal = _QUOTED.fullmatch(source.strip()) if isinstance(source, str) else None
        if literal:
            self.refer("place", literal.group(1), field)
        return self.expr(source, field)

    def areas_expr(self, source: Any, field: str) -> Expr:
        """An expression for a list of places: one written out (``[a, b]`` in YAML, or ``"['a', 'b']"``)
        must name areas or zones only."""
        expr = self.expr(source, field)
        listed = expr.constant if expr.is_constant else _literal_strings(expr)
        if isinstance(listed, list):
            for place in listed:
                if isinstance(place, str):
                    self.refer("place", place, field)
        return expr

    def refer(self, kind: str, value: str, field: str = "") -> None:
        """The current instruction names a ``kind`` of thing (``block``, ``tag``, ``zone``, ``place``)
        that must exist; checked once everything is loaded."""
        self.refs.append((kind, value, self._where(field)))

    def _where(self, field: str) -> tuple[str, int, int]:
        op_name = next(iter(self._current_raw)) if self._current_raw else None
        loc = (*self._loc, op_name, field) if field and op_name else self._loc
        # a part a mod's changes laid over the game's file is told in the mod's file
        return located(self._doc, loc, self._path)

    def problem(self, message: str | Phrase, field: str = "", **params: Any) -> None:
        self.problems.append(DataProblem(*self._where(field), message, params))

    def raise_problems(self) -> None:
        if self.problems:
            raise DataError(self.problems)

    def _check_targets(self, name: str, body: dict[str, Any]) -> None:
        """Programs write only variables: never a function or table of the rules, nor a reserved name."""
        targets: list[tuple[str, Any]] = []
        if name in ("let", "set"):
            targets += [("", key) for key in body]
        if name == "call":
            targets += [("with", key) for key in body.get("with") or {}] + [("result", body.get("result"))]
        targets += [(field, body.get(field)) for field in ("as", "var") if field in body]
        for field, target in targets:
            if not isinstance(target, str):
                continue
            if target.startswith("_") or not target.isidentifier():
                self.problem("{target!r} cannot be a variable name (a name, not starting with '_')", field,
                             target=target)
            elif target in self.functions:
                self.problem("{target!r} names a function or table of the rules, which programs cannot "
                             "change; choose another variable name", field, target=target)

    def _note_locals(self, name: str, body: dict[str, Any]) -> None:
        if name == "let":
            self.bound_names.update(str(k) for k in body)
        elif name == "call" and isinstance(body.get("with"), dict):
            self.bound_names.update(str(k) for k in body["with"])
        elif name == "for_each" and isinstance(body.get("as"), str):
            self.bound_names.add(body["as"])
        # any name a program assigns may be read later: the names check accepts it
        if name in ("let", "set"):
            self.assigned.update(str(k) for k in body)
        for field in ("as", "result"):
            if isinstance(body.get(field), str):
                self.assigned.add(body[field])
        if name == "set_item" and isinstance(body.get("var"), str):
            self.changed_in_place.add(body["var"])

    def _compile(self, program: Any, block_id: str, loc: tuple[Any, ...]) -> str:
        saved = (self._loc, self._block, self._current_raw)
        self._block = block_id
        instrs: list[Instr] = []
        self.blocks[block_id] = instrs
        if not isinstance(program, list):
            self._loc, self._current_raw = loc, {}
            self.problem("expected a list of instructions")
            program = []
        for i, raw in enumerate(program):
            self._loc, self._current_raw = (*loc, i), raw if isinstance(raw, dict) else {}
            instr = self._instruction(raw)
            if instr is not None:
                instrs.append(instr)
        self._loc, self._block, self._current_raw = saved
        return block_id

    def _instruction(self, raw: Any) -> Instr | None:
        if not isinstance(raw, dict) or len(raw) != 1:
            self.problem("an instruction is a mapping with exactly one key: the op's name")
            return None
        (name, body), = raw.items()
        if isinstance(body, dict):
            self._note_locals(name, body)
            self._check_targets(name, body)
        op = self.ops.get(name)
        if op is None:
            self.problem("unknown instruction {name!r}{hint} (known: {known})", name=name,
                         hint=did_you_mean(name, self.ops), known=", ".join(sorted(self.ops)))
            return None
        try:
            args = op.Args.model_validate(body if body is not None else {})
        except ValidationError as exc:
            self.problems.extend(problems_from(exc, self._doc, self._path, (*self._loc, name), model=op.Args))
            return None
        file, line, _ = located(self._doc, self._loc, self._path)
        return Instr(op, op.compile(args, self), f"{file}:{line}")
