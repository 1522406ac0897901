"""Overlays: how editions, variants and house rules change a game's data without copying it.

An overlay is a nested mapping merged into a document: mappings merge key by key, anything else
replaces what was there, and ``None`` deletes the key. Cards are addressed by id.
"""

from __future__ import annotations

from typing import Any


def merge(target: Any, overlay: dict[str, Any]) -> Any:
    """Merge ``overlay`` into the mapping ``target`` in place and return it."""
    for key, value in overlay.items():
        if value is None:
            target.pop(key, None)
        elif isinstance(value, dict) and isinstance(target.get(key), dict):
            merge(target[key], value)
        else:
            target[key] = value
    return target


def apply_card_overlay(doc: Any, by_id: dict[str, Any]) -> None:
    """Change or remove the cards of a card file by id (``None`` removes the card)."""
    cards = doc.get("cards") if isinstance(doc, dict) else None
    if not by_id or not isinstance(cards, list):
        return
    for i in range(len(cards) - 1, -1, -1):
        card = cards[i]
        card_id = card.get("id") if isinstance(card, dict) else None
        if card_id in by_id:
            change = by_id[card_id]
            if change is None:
                del cards[i]
            else:
                merge(card, change)
