"""Overlays: how editions, variants and house rules change a game's data without copying it.

An overlay is a nested mapping merged into a document: mappings merge key by key, anything else
replaces what was there, and ``None`` deletes the key. Cards are addressed by id.
"""

from __future__ import annotations

from typing import Any


def merge(target: Any, overlay: dict[str, Any]) -> Any:
    """Merge ``overlay`` into the mapping ``target`` in place and return it.

    A mapping given for a list of items with ids (areas, tokens, decks ...) changes those items by id,
    so two plugins can change different areas without replacing each other's list.
    """
    for key, value in overlay.items():
        if value is None:
            target.pop(key, None)
        elif isinstance(value, dict) and isinstance(target.get(key), dict):
            merge(target[key], value)
        elif isinstance(value, dict) and _has_ids(target.get(key)):
            merge_by_id(target[key], value)
        else:
            target[key] = value
    return target


def _has_ids(items: Any) -> bool:
    return isinstance(items, list) and all(isinstance(i, dict) and "id" in i for i in items)


def merge_by_id(items: list[Any], by_id: dict[str, Any]) -> None:
    """Change (a mapping) or remove (``None``) the items of a list by their ``id``."""
    for i in range(len(items) - 1, -1, -1):
        change = by_id.get(items[i]["id"], ...)
        if change is None:
            del items[i]
        elif change is not ...:
            merge(items[i], change)


def apply_card_overlay(doc: Any, by_id: dict[str, Any]) -> None:
    """Change or remove the cards of a card file by id (``None`` removes the card)."""
    cards = doc.get("cards") if isinstance(doc, dict) else None
    if by_id and isinstance(cards, list) and _has_ids(cards):
        merge_by_id(cards, by_id)
