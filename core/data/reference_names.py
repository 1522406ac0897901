"""The cards a rule reference names by id in its expressions, read without rendering it.

A paragraph may name a card in quotes (``name('card', 'x')``, ``names('card', ['x', 'y'])``,
``cards['x']``): without that card the reference cannot be rendered. Loading a mod that removes such a
card refuses the removal where the mod wrote it, rather than leave ``regla rules`` to fail later.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from typing import Any

from ..engine.expr import ExprSyntaxError, compile_expr
from .text_models import Reference, RefText

Loc = tuple[Any, ...]
"""Where in the ``reference`` data an expression is, as a path of keys and indexes."""


class _AnyFunction(dict[str, Any]):
    """Every name called is taken for a function: only the quoted arguments are read here, and rendering
    tells an unknown function."""

    def __contains__(self, name: object) -> bool:
        return True


def cards_named(reference: Reference) -> dict[str, Loc]:
    """Each card id the reference's expressions name in quotes, with where it is first named."""
    named: dict[str, Loc] = {}
    for source, loc in _expressions(reference):
        try:
            expr = compile_expr(source, _AnyFunction())
        except ExprSyntaxError:
            continue  # rendering tells a malformed expression at its place
        for card in _quoted_cards(expr.tree) if expr.tree is not None else ():
            named.setdefault(card, loc)
    return named


def _expressions(reference: Reference) -> Iterator[tuple[str, Loc]]:
    for i, section in enumerate(reference.sections):
        loc: Loc = ("sections", i)
        yield from _source(section.when, (*loc, "when"))
        for j, item in enumerate(section.content):
            item_loc = (*loc, "content", j)
            if isinstance(item, RefText):
                yield from _paragraph(item, item_loc)
                continue
            yield from _source(item.when, (*item_loc, "when"))
            for card, paragraphs in item.explain.items():
                for k, paragraph in enumerate(paragraphs):
                    yield from _paragraph(paragraph, (*item_loc, "explain", card, k))


def _paragraph(item: RefText, loc: Loc) -> Iterator[tuple[str, Loc]]:
    yield from _source(item.when, (*loc, "when"))
    yield from _source(item.count, (*loc, "count"))
    for name, source in item.with_.items():
        yield from _source(source, (*loc, "with", name))


def _source(source: Any, loc: Loc) -> Iterator[tuple[str, Loc]]:
    if isinstance(source, str):
        yield source, loc


def _quoted_cards(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and len(node.args) == 2 \
                and node.func.id in ("name", "names") and _text(node.args[0]) == "card":
            ids = node.args[1].elts if isinstance(node.args[1], ast.List | ast.Tuple) else [node.args[1]]
            yield from (text for text in map(_text, ids) if text is not None)
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "cards":
            text = _text(node.slice)
            if text is not None:
                yield text


def _text(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None
