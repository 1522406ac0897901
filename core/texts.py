"""Card texts rendered from what a card does, so the text can never disagree with the card.

A special action's sentence is looked up by the *signature* of its program: the program's structure
with every number taken out as a named parameter. Two cards that do the same thing share a sentence;
changing what a card does changes its signature, and a signature with no sentence is a load error.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .i18n import Texts
    from .ruleset import Ruleset

_IGNORED = frozenset({"kind", "context", "ask_if_single"})
"""Arguments that change how a decision is labelled or asked, not what happens."""


def signature(program: list[dict[str, Any]]) -> tuple[str, dict[str, int]]:
    """The program's structure as a stable string, and its numbers by argument name."""
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


def card_lines(ruleset: Ruleset, card_id: str, texts: Texts) -> list[str]:
    """The card's text as lines: its placement allowance, its special action, its note."""
    card = ruleset.cards[card_id]
    messages = ruleset.texts.messages
    lines = []
    place = _prop(ruleset, card_id, "place")
    if place is not None and "place" in messages:
        msg = messages["place"]
        lines.append(texts.tnp("messages:place", msg.one, msg.other or msg.one, place, count=place))
    if card.special:
        key, params = signature(card.special)
        spec = ruleset.special_texts[key]
        if spec.other:
            lines.append(texts.tnp("special", spec.one, spec.other, next(iter(params.values()), 1), **params))
        else:
            lines.append(texts.tp("special", spec.one, **params))
    if card.note:
        lines.append(texts.tp("card-note", card.note))
    return lines


def _prop(ruleset: Ruleset, card_id: str, key: str) -> Any:
    card = ruleset.cards[card_id]
    return card.props.get(key, ruleset.decks[card.deck].props.get(key))


def missing_texts(ruleset: Ruleset) -> dict[str, list[str]]:
    """Signatures that have no sentence, with the cards that need them."""
    missing: dict[str, list[str]] = {}
    for card in ruleset.cards.values():
        if card.special:
            key, _ = signature(card.special)
            if key not in ruleset.special_texts:
                missing.setdefault(key, []).append(card.id)
    return missing
