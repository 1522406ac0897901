"""Card signatures: a special action's program reduced to its structure, its numbers taken out.

A card's sentence is looked up by this signature. Two cards that do the same thing share a sentence;
changing what a card does changes its signature, and a signature with no sentence is a load error.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .models import CardSpec
    from .text_models import SpecialText

_IGNORED = frozenset({"kind", "context", "ask_if_single"})
"""Arguments that change how a decision is labelled or asked, not what happens."""


def signature(program: list[dict[str, Any]]) -> tuple[str, dict[str, int]]:
    """The program's structure as a canonical string, and its numbers by argument name."""
    params: dict[str, int] = {}

    def walk(node: Any, key: str) -> str:
        if isinstance(node, list):
            return "[" + "; ".join(walk(item, key) for item in node) + "]"
        if isinstance(node, dict):
            inner = ", ".join(f"{k}: {walk(v, k)}" for k, v in sorted(node.items()) if k not in _IGNORED)
            return "{" + inner + "}"
        if isinstance(node, int) and not isinstance(node, bool):
            name = key if key not in params else next(f"{key}{i}" for i in range(2, 99) if f"{key}{i}" not in params)
            params[name] = node
            return "{" + name + "}"
        return json.dumps(node, ensure_ascii=False)

    return walk(program, "value"), params


def missing_texts(cards: Iterable[CardSpec], specials: Iterable[SpecialText]) -> dict[str, list[str]]:
    """Signatures of ``cards``' special actions that none of ``specials`` describes, with the cards
    that need them."""
    described = {signature(text.does)[0] for text in specials}
    missing: dict[str, list[str]] = {}
    for card in cards:
        if card.special:
            key, _ = signature(card.special)
            if key not in described:
                missing.setdefault(key, []).append(card.id)
    return missing
