"""A Babel extractor for regla's YAML: ``pybabel extract`` collects card, board and rule texts.

Registered as the ``regla_yaml`` method (entry-point group ``babel.extractors``). What is a message
depends on where it stands: names get a context telling what they name (``area``, ``card``, ...),
sentences of the texts files keep their section as context, and ``one``/``other`` pairs are plurals.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import IO, Any

from ruamel.yaml.comments import CommentedMap, CommentedSeq

from ...data import yamlio
from ...data.text_models import reference_context
from ...errors import DataError

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
        for variant in item.get("when", []) if isinstance(item, CommentedMap) else []:
            yield from _plural(variant, "special")
    # a game file's `options:` holds option values, not texts; the texts files hold the sentences
    if "blocks" not in doc:
        yield from _sentences(doc)
    reference = doc.get("reference")
    if isinstance(reference, CommentedMap):
        yield from _reference(reference)


def change_messages(changes: Any) -> Iterator[Message]:
    """The texts a mod's changes file (a parsed document) brings: the new names of what it changes by
    id (cards, areas, zones, tokens, decks, bonuses), the sentences it changes in the game's texts files,
    and the names of what it adds. A text the change leaves alone stays the game's, translated there."""
    if not isinstance(changes, CommentedMap):
        return
    yield from _renamed(changes.get("cards"), "card")
    for part in (changes.get("board"), changes.get("game")):
        if isinstance(part, CommentedMap):
            for key, context in _NAMED_LISTS.items():
                yield from _renamed(part.get(key), context)
    for doc in (changes.get("texts") or {}).values() if isinstance(changes.get("texts"), CommentedMap) else ():
        if isinstance(doc, CommentedMap):
            yield from _sentences(doc)
    for part in (changes.get("add") or {}).values() if isinstance(changes.get("add"), CommentedMap) else ():
        if isinstance(part, CommentedMap):
            for key, context in _NAMED_LISTS.items():
                yield from _named(part.get(key), context)


def _sentences(doc: CommentedMap) -> Iterator[Message]:
    """The sentences of a texts file's sections, each section's context kept."""
    for section, section_context in _TEXT_SECTIONS.items():
        entries = doc.get(section)
        if not isinstance(entries, CommentedMap):
            continue
        for key, value in entries.items():
            ctx = section_context if section_context is not None else f"{section}:{key}"
            if isinstance(value, str):
                yield _line(entries, key), "pgettext", (ctx, value), [f"{section}: {key}"]
            elif isinstance(value, CommentedMap):
                yield from _plural(value, ctx, [f"{section}: {key}"])


def _renamed(by_id: Any, context: str) -> Iterator[Message]:
    """New names in a mapping of id to changed fields."""
    if not isinstance(by_id, CommentedMap):
        return
    for item_id, change in by_id.items():
        if isinstance(change, CommentedMap):
            yield from _named(CommentedSeq([change]), context, str(item_id))


def _named(items: Any, context: str, item_id: str | None = None) -> Iterator[Message]:
    if not isinstance(items, CommentedSeq):
        return
    for item in items:
        if not isinstance(item, CommentedMap):
            continue
        named = item_id if item_id is not None else str(item.get("id", ""))
        if isinstance(item.get("name"), str):
            yield _line(item, "name"), "pgettext", (context, item["name"]), [f"{context}: {named}"]
        if context == "card" and isinstance(item.get("note"), str):
            yield _line(item, "note"), "pgettext", ("card-note", item["note"]), [f"note of {named}"]


def _plural(entry: Any, context: str, comments: list[str] | None = None) -> Iterator[Message]:
    if not isinstance(entry, CommentedMap) or not isinstance(entry.get("one"), str):
        return
    if isinstance(entry.get("other"), str):
        yield _line(entry, "one"), "npgettext", (context, entry["one"], entry["other"]), comments or []
    else:
        yield _line(entry, "one"), "pgettext", (context, entry["one"]), comments or []


def _reference(ref: CommentedMap) -> Iterator[Message]:
    """The rule reference: its title, shared labels, plugin texts, and every section's texts."""
    if isinstance(ref.get("title"), str):
        yield _line(ref, "title"), "pgettext", (reference_context(), ref["title"]), ["the game's name: {game}"]
    for block, labels in (ref.get("labels") or {}).items():
        yield from _labels(labels, reference_context("labels"), f"labels of the {block} block")
    for name, plugin in (ref.get("plugins") or {}).items():
        if isinstance(plugin, CommentedMap):
            for key in ("name", "description"):
                if isinstance(plugin.get(key), str):
                    yield _line(plugin, key), "pgettext", (reference_context("plugin"), plugin[key]), [
                        f"plugin {name}: {key}"]
    for section in ref.get("sections") or []:
        if not isinstance(section, CommentedMap):
            continue
        ctx = reference_context(str(section.get("id", "")))
        if isinstance(section.get("title"), str):
            yield _line(section, "title"), "pgettext", (ctx, section["title"]), ["section title"]
        for item in section.get("content") or []:
            if not isinstance(item, CommentedMap):
                continue
            if "block" in item:
                yield from _labels(item.get("labels"), ctx, f"labels of the {item['block']} block")
                for item_id, paragraphs in (item.get("explain") or {}).items():
                    for paragraph in paragraphs or []:
                        yield from _paragraph(paragraph, ctx, [f"about {item_id}"])
            else:
                yield from _paragraph(item, ctx, [])


def _labels(labels: Any, context: str, comment: str) -> Iterator[Message]:
    if not isinstance(labels, CommentedMap):
        return
    for key, label in labels.items():
        if isinstance(label, str):
            yield _line(labels, key), "pgettext", (context, label), [f"{comment}: {key}"]
        else:
            yield from _plural(label, context, [f"{comment}: {key}"])


def _paragraph(item: Any, context: str, comments: list[str]) -> Iterator[Message]:
    """One paragraph; the comments tell translators what each placeholder is filled with."""
    if not isinstance(item, CommentedMap):
        return
    filled = dict(item.get("with") or {})
    if "count" in item:
        filled["count"] = item["count"]
    notes = comments + [f"{{{name}}}: {expr}" for name, expr in filled.items()]
    if isinstance(item.get("text"), str):
        yield _line(item, "text"), "pgettext", (context, item["text"]), notes
    else:
        yield from _plural(item, context, notes)
