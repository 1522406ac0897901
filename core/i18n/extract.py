"""A Babel extractor for regla's YAML: ``pybabel extract`` collects card, board and rule texts.

Registered as the ``regla_yaml`` method (entry-point group ``babel.extractors``). What is a message
depends on where it stands: names get a context telling what they name (``area``, ``card``, ...),
sentences of the texts files keep their section as context, and ``one``/``other`` pairs are plurals.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from .. import yamlio
from ..errors import DataError

Message = tuple[int, str, Any, list[str]]

_NAMED_LISTS = {"areas": "area", "zones": "zone", "tokens": "token", "cards": "card", "decks": "deck",
                "bonuses": "bonus"}
_TEXT_SECTIONS = {"messages": None, "decisions": "decision", "choices": "choice", "options": "option"}


def extract_yaml(fileobj: IO[bytes], keywords: Any, comment_tags: Any,
                 options: dict[str, Any]) -> Iterator[Message]:
    """Yield (line, function, message, comments) for every player-facing text of a regla YAML file."""
    try:
        doc = yamlio.read_yaml(getattr(fileobj, "name", "<yaml>"), fileobj.read().decode("utf-8"))
    except DataError:
        return
    if isinstance(doc, CommentedMap):
        yield from _walk_document(doc)


def _line(node: Any, key: Any) -> int:
    if isinstance(node, CommentedMap):
        return int(node.lc.key(key)[0]) + 1
    if isinstance(node, CommentedSeq):
        return int(node.lc.item(key)[0]) + 1
    return 0


def _walk_document(doc: CommentedMap) -> Iterator[Message]:
    if "name" in doc and isinstance(doc["name"], str) and "blocks" in doc:
        yield _line(doc, "name"), "pgettext", ("game", doc["name"]), []
    for colour in doc.get("colours", []) if "blocks" in doc else []:
        yield _line(doc, "colours"), "pgettext", ("colour", colour), []
    pieces = doc.get("pieces")
    if isinstance(pieces, CommentedMap):
        for key in ("name", "plural"):
            if isinstance(pieces.get(key), str):
                yield _line(pieces, key), "pgettext", ("piece", pieces[key]), []
    for key, context in _NAMED_LISTS.items():
        yield from _named(doc.get(key), context)
    scoring = doc.get("scoring")
    if isinstance(scoring, CommentedMap):
        yield from _named(scoring.get("bonuses"), "bonus")
    for item in doc.get("specials", []) or []:
        yield from _plural(item, "special")
    for section, context in _TEXT_SECTIONS.items():
        entries = doc.get(section)
        if not isinstance(entries, CommentedMap):
            continue
        for key, value in entries.items():
            ctx = context or f"{section}:{key}"
            if isinstance(value, str):
                yield _line(entries, key), "pgettext", (ctx, value), [f"{section}: {key}"]
            elif isinstance(value, CommentedMap):
                yield from _plural(value, ctx, [f"{section}: {key}"])


def _named(items: Any, context: str) -> Iterator[Message]:
    if not isinstance(items, CommentedSeq):
        return
    for item in items:
        if isinstance(item, CommentedMap) and isinstance(item.get("name"), str):
            comment = [f"{context}: {item.get('id', '')}"]
            yield _line(item, "name"), "pgettext", (context, item["name"]), comment
            if context == "card" and isinstance(item.get("note"), str):
                yield _line(item, "note"), "pgettext", ("card-note", item["note"]), [f"note of {item['id']}"]


def _plural(entry: Any, context: str, comments: list[str] | None = None) -> Iterator[Message]:
    if not isinstance(entry, CommentedMap) or not isinstance(entry.get("one"), str):
        return
    if isinstance(entry.get("other"), str):
        yield _line(entry, "one"), "npgettext", (context, entry["one"], entry["other"]), comments or []
    else:
        yield _line(entry, "one"), "pgettext", (context, entry["one"]), comments or []
