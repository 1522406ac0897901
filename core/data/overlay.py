"""Overlays: how editions, variants and house rules change a game's data without copying it.

An overlay is a nested mapping merged into a document: mappings merge key by key, anything else
replaces what was there, and ``None`` deletes the key. Cards are addressed by id.
"""

from __future__ import annotations

import copy
from typing import Any

from ruamel.yaml.comments import Comment

from .yamlio import KEYS, ORIGIN


class UnknownItems(Exception):
    """An overlay changes or removes items by ids that the list it is laid over does not hold."""

    def __init__(self, ids: list[str], by_id: dict[str, Any], items: list[Any]):
        super().__init__(", ".join(ids))
        self.ids, self.by_id, self.items = ids, by_id, items


def _copy(node: Any) -> Any:
    """A shallow copy that shares no bookkeeping with ``node``: ruamel keeps comments per key or index
    and moves them when a key or item is removed, which must not touch the parsed file's copy."""
    result = copy.copy(node)
    if hasattr(node, Comment.attrib):
        comments = Comment()
        comments.comment = node.ca.comment
        comments._items = dict(node.ca.items)
        setattr(result, Comment.attrib, comments)
    if hasattr(node, ORIGIN):
        setattr(result, ORIGIN, getattr(node, ORIGIN))
    if hasattr(node, KEYS):
        setattr(result, KEYS, dict(getattr(node, KEYS)))
    return result


def _note_origin(result: Any, overlay: Any, key: Any) -> None:
    """Remember where a file laid over this one set ``key``, so problems with its value point there."""
    origin = getattr(overlay, ORIGIN, None)
    if origin is None or not hasattr(overlay, "lc"):
        return
    try:
        line, col = overlay.lc.key(key)
    except (KeyError, TypeError):
        return
    if not hasattr(result, KEYS):
        try:
            setattr(result, KEYS, {})
        except AttributeError:  # a plain dict (a plugin's overlay merged before) keeps no positions
            return
    getattr(result, KEYS)[key] = (origin, line + 1, col + 1)


def merge(target: Any, overlay: dict[str, Any]) -> Any:
    """``target`` with ``overlay`` merged in, leaving ``target`` as it was.

    Only the mappings and lists the overlay changes are copied (shallow copies keep the positions the
    YAML loader recorded); everything else is shared with ``target``, so a parsed file can be kept and
    overlaid by any number of selections. A mapping given for a list of items with ids (areas, tokens,
    decks ...) changes those items by id, so two plugins can change different areas without replacing
    each other's list.
    """
    result = _copy(target)
    for key, value in overlay.items():
        _note_origin(result, overlay, key)
        if value is None:
            result.pop(key, None)
        elif isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merge(result[key], value)
        elif isinstance(value, dict) and _has_ids(result.get(key)):
            result[key] = merge_by_id(result[key], value)
        else:
            result[key] = value
    return result


def _has_ids(items: Any) -> bool:
    return isinstance(items, list) and all(isinstance(i, dict) and "id" in i for i in items)


def merge_by_id(items: list[Any], by_id: dict[str, Any], strict: bool = True) -> list[Any]:
    """``items`` with items changed (a mapping) or removed (``None``) by their ``id``; ``items`` stays.
    An id the list does not hold is a typo (a change that would silently do nothing): ``strict``
    raises :class:`UnknownItems` for it."""
    result = _copy(items)
    for i in range(len(result) - 1, -1, -1):
        change = by_id.get(result[i]["id"], ...)
        if change is None:
            del result[i]
        elif change is not ...:
            result[i] = merge(result[i], change)
    missing = [str(key) for key in by_id if key not in {item["id"] for item in items}]
    if strict and missing:
        raise UnknownItems(missing, by_id, items)
    return result


def apply_card_overlay(doc: Any, by_id: dict[str, Any]) -> Any:
    """``doc`` (a card file) with cards changed or removed by id (``None`` removes the card). A game's
    cards come in several files, so ids this file lacks are checked against all of them by the caller."""
    cards = doc.get("cards") if isinstance(doc, dict) else None
    if by_id and isinstance(cards, list) and _has_ids(cards):
        doc = _copy(doc)
        doc["cards"] = merge_by_id(cards, by_id, strict=False)
    return doc
