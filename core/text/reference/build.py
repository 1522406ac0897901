"""The rule reference: a game's ``reference`` texts and blocks generated from its data, as one document.

``build_reference`` turns the reference of a loaded ruleset into a :class:`Document` in one language:
paragraphs are catalogue messages whose placeholders are filled from the data (see
:mod:`regla.text.reference.scope` for what an expression may read), and blocks (:mod:`regla.text.reference.blocks`)
are tables, card texts and scoring examples computed from the data by the engine itself. Because the
ruleset is loaded with the chosen edition, variants and house rules, the document says what the rules in
force say. :mod:`regla.text.reference.format` writes a document as text, Markdown or HTML.

Inserted values are isolated the way the ``Texts`` given asks (``<bdi>`` for HTML, U+2068/U+2069 for
right-to-left text), so every string of a document is ready for its format.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...data.compiled import Ruleset
from ...data.text_models import RefBlock, RefText, reference_context
from ...data.yamlio import position, read_yaml
from ...editions import default_rules
from ...engine.expr import ExprSyntaxError, compile_expr, evaluate
from ...errors import DataError, DataProblem, Phrase, UserError
from ...plugins import Selection
from ..i18n import Texts
from ..i18n.format import fill
from .blocks import BLOCKS
from .document import Document, Loc, Paragraph, Part, Section
from .scope import Naming, build_scope

Loader = Callable[[str, Selection], Ruleset]


class Builder:
    """Builds one document; blocks call back into it for expressions, labels and isolated values."""

    def __init__(self, ruleset: Ruleset, texts: Texts, selection: Selection, load: Loader):
        if ruleset.texts.reference is None:
            raise UserError("the game {game!r} has no rule reference", game=ruleset.id)
        self.ruleset, self.texts, self.selection, self.load = ruleset, texts, selection, load
        self.base = load(ruleset.id, default_rules(ruleset.id, selection.blocked))
        self.reference = ruleset.texts.reference
        self.naming = Naming(ruleset, texts)
        self.functions, self.variables = build_scope(ruleset, self.naming)

    # -- errors that say where --------------------------------------------------------------------
    def problem_at(self, loc: Loc, message: str | Phrase, **params: Any) -> DataError:
        for name in self.ruleset.game.texts:
            path = self.ruleset.root / name
            doc = read_yaml(path, shared=True)
            if isinstance(doc, dict) and "reference" in doc:
                return DataError([DataProblem(str(path), *position(doc, ("reference", *loc)), message, params)])
        return DataError([DataProblem(self.ruleset.id, 1, 1, message, params)])

    def evaluate(self, source: Any, loc: Loc) -> Any:
        try:
            return evaluate(compile_expr(source, self.functions), self.functions, self.variables)
        except ExprSyntaxError as exc:
            raise self.problem_at(loc, exc.message) from None
        except Exception as exc:
            raise self.problem_at(loc, "{source!r} failed: {kind}: {reason}", source=source, kind=type(exc).__name__,
                                  reason=str(exc)) from None

    def holds(self, when: str | None, loc: Loc) -> bool:
        return when is None or bool(self.evaluate(when, (*loc, "when")))

    # -- texts ------------------------------------------------------------------------------------
    def value(self, value: Any) -> str:
        """A value from the data, isolated as the format needs."""
        return fill("{v}", {"v": value}, self.texts.isolate)

    def message(self, context: str, one: str, other: str | None, count: Any, params: dict[str, Any],
                loc: Loc) -> str:
        try:
            if other is None:
                return self.texts.tp(context, one, **params)
            return self.texts.tnp(context, one, other, int(count), count=count, **params)
        except (KeyError, IndexError, ValueError) as exc:
            raise self.problem_at(loc, "cannot fill {text!r}: {kind}: {reason}", text=one[:50],
                                  kind=type(exc).__name__, reason=str(exc)) from None

    def paragraph(self, item: RefText, context: str, loc: Loc) -> Paragraph | None:
        if not self.holds(item.when, loc):
            return None
        params = {name: self.evaluate(source, (*loc, "with", name)) for name, source in item.with_.items()}
        if item.text is not None:
            return Paragraph(self.message(context, item.text, None, 0, params, loc), item.style)
        count = self.evaluate(item.count, (*loc, "count"))
        return Paragraph(self.message(context, item.one or "", item.other, count, params, loc), item.style)

    def label(self, block: RefBlock, key: str, context: str, loc: Loc, count: int | None = None,
              **params: Any) -> str:
        """A block's label: the block's own, else the reference's shared one for that kind of block."""
        shared = self.reference.labels.get(block.block, {})
        if key in block.labels:
            label, where = block.labels[key], (*loc, "labels", key)
        elif key in shared:
            label, where, context = shared[key], ("labels", block.block, key), reference_context("labels")
        else:
            raise self.problem_at((*loc, "block"), "the {block} block needs the label {key!r} (under labels: in the "
                                   "block or in the reference)", block=block.block, key=key)
        if isinstance(label, str):
            return self.message(context, label, None, 0, params, where)
        if label.other is None:
            return self.message(context, label.one, None, 0, {"count": count, **params}, where)
        return self.message(context, label.one, label.other, count, params, where)

    def explanations(self, block: RefBlock, item_id: str, context: str, loc: Loc) -> list[str]:
        found = [self.paragraph(p, context, (*loc, "explain", item_id, i))
                 for i, p in enumerate(block.explain.get(item_id, []))]
        return [p.text for p in found if p is not None]

    # -- the document -----------------------------------------------------------------------------
    def build(self) -> Document:
        sections = []
        for i, section in enumerate(self.reference.sections):
            loc: Loc = ("sections", i)
            if not self.holds(section.when, loc):
                continue
            context = reference_context(section.id)
            parts: list[Part] = []
            for j, item in enumerate(section.content):
                item_loc = (*loc, "content", j)
                if isinstance(item, RefText):
                    paragraph = self.paragraph(item, context, item_loc)
                    parts.extend([paragraph] if paragraph else [])
                elif self.holds(item.when, item_loc):
                    if item.block not in BLOCKS:
                        raise self.problem_at((*item_loc, "block"), "unknown block {block!r} (known: {known})",
                                              block=item.block, known=", ".join(sorted(BLOCKS)))
                    parts.extend(BLOCKS[item.block](self, item, context, item_loc))
            title = self.message(context, section.title, None, 0, {}, (*loc, "title"))
            sections.append(Section(section.id, title, section.level, parts))
        game = self.naming.name("game", self.ruleset.game.name)
        title = self.message(reference_context(), self.reference.title, None, 0, {"game": game}, ("title",))
        return Document(title, self.texts.locale, self.texts.direction, self.texts.t("Contents"), sections)


def build_reference(ruleset: Ruleset, texts: Texts, load: Loader, selection: Selection | None = None) -> Document:
    """The rule reference of ``ruleset`` (loaded with ``selection``) in the language of ``texts``.

    ``load`` (normally :func:`regla.load`) gives the rulesets the reference compares against: the game
    with no edition, variant or house rule chosen, and each plugin on its own."""
    return Builder(ruleset, texts, selection or Selection(), load).build()
