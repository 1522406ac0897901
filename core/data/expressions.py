"""Expressions written outside a game's own files (a mod's scenario checks), compiled against a loaded
ruleset exactly as the game's ``report`` entries are: same functions, same names check, same limits."""

from __future__ import annotations

from typing import Any

from ..engine.closures import vm_function
from ..engine.expr import Expr
from ..engine.functions import FUNCTIONS, PURE_FUNCTIONS
from ..engine.ops import OPS
from ..errors import DataError
from .compiled import Ruleset
from .compiler import Compiler
from .references import reference_problems
from .ruleset import VM_LOCALS, game_variables


def compile_expressions(ruleset: Ruleset, sources: list[tuple[Any, tuple[Any, ...]]], path: str,
                        doc: Any) -> list[Expr]:
    """Each ``(source, loc)`` compiled, ``loc`` being where ``doc`` (read from ``path``) holds it; a
    syntax error, an unknown name or function is a :class:`DataError` at that position."""
    functions = FUNCTIONS | PURE_FUNCTIONS | ruleset.extra_functions | dict.fromkeys(ruleset.tables)
    compiler = Compiler(functions, OPS)
    exprs = []
    for source, loc in sources:
        compiler.at(path, doc, loc)
        exprs.append(compiler.expr(source))
    variables = game_variables(ruleset.game, ruleset.player_counts) | VM_LOCALS
    problems = compiler.problems + reference_problems(compiler, ruleset.board, functions, variables, ruleset.decks)
    if problems:
        raise DataError(problems)
    for expr in exprs:
        vm_function(expr, FUNCTIONS | ruleset.extra_functions, ruleset.tables, PURE_FUNCTIONS, ruleset.statics)
    return exprs
