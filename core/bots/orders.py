"""What every player knows of the order of hidden things, and redrawn orders that keep it.

A sample redraws an order from a canonical one, so that the true order cannot show through; what the
table knows of it stays as it is:

- a deck's cards put under it in the open (the log's ``under`` events) lie at its bottom in the order
  they went, below the cards nobody has seen;
- a hidden variable a game declares layered (``known_layers``: variable: card property) keeps, at each
  place, an item of the same value of that property (age I on top of age II): items are redrawn only
  within their layer.
"""

from __future__ import annotations

import random
from typing import Any

from ..data.compiled import Ruleset
from ..engine.game import Game


def shuffled(items: list[Any], rng: random.Random) -> list[Any]:
    canonical = sorted(items, key=repr)
    rng.shuffle(canonical)
    return canonical


def deck_bottoms(game: Game) -> dict[str, list[str]]:
    """Per deck, the cards every player saw go under it that still lie there, the lowest last.

    Cards leave a deck only from its top (``reveal``), and a deck is made again only by
    ``build_decks``, which forgets what went under before (a ``deck-built`` event). So a deck is some
    cards nobody has seen over a run of those seen going under: all of them while an unseen card is
    left, and once none is, the last ones that went, as many as the deck holds. Its size is public."""
    under: dict[str, list[str]] = {}
    for event in game.state["log"]:
        kind = event.get("event")
        if kind == "under":
            under.setdefault(event["deck"], []).append(event["card"])
        elif kind == "deck-built":
            under.pop(event["deck"], None)
    decks = game.state["decks"]
    return {deck: cards[max(0, len(cards) - len(decks.get(deck, ()))):] for deck, cards in under.items()}


def held(items: list[Any], pool: list[Any]) -> list[Any]:
    """Those of ``items`` that ``pool`` holds, in their order, each at most as often as it holds it."""
    unclaimed = list(pool)
    found = []
    for item in items:
        if item in unclaimed:
            unclaimed.remove(item)
            found.append(item)
    return found


def redrawn_deck(cards: list[str], bottom: list[str], rng: random.Random) -> list[str]:
    """``cards`` in an order drawn from ``rng`` but for ``bottom``, kept under the others in its order."""
    # a deck that does not hold a card the log put under it (a plugin took it): only what is there stays
    kept = held(bottom, cards)
    rest = list(cards)
    for card in kept:
        rest.remove(card)
    return shuffled(rest, rng) + kept


def redrawn_hidden(value: Any, rng: random.Random, ruleset: Ruleset, layer: str | None) -> Any:
    """A hidden variable's value with every list in it redrawn (within the layers of ``layer``, the card
    property a game names for it in ``known_layers``); a mapping's entries in the order of their keys."""
    if isinstance(value, dict):
        return {key: redrawn_hidden(inner, rng, ruleset, layer) for key, inner in sorted(value.items())}
    if isinstance(value, list):
        return shuffled(value, rng) if layer is None else _within_layers(value, rng, ruleset, layer)
    return value


def _within_layers(items: list[Any], rng: random.Random, ruleset: Ruleset, layer: str) -> list[Any]:
    layers = [_layer_of(ruleset, item, layer) for item in items]
    groups: dict[str, list[Any]] = {}
    for item, name in zip(items, layers, strict=True):
        groups.setdefault(name, []).append(item)
    dealt = {name: iter(shuffled(group, rng)) for name, group in sorted(groups.items())}
    return [next(dealt[name]) for name in layers]


def _layer_of(ruleset: Ruleset, item: Any, key: str) -> str:
    """The layer an item lies in: its card's property ``key`` (its deck's when the card has none), as
    text so that any value can name a layer; an item that is no card is a layer of its own kind."""
    spec = ruleset.cards.get(item) if isinstance(item, str) else None
    if spec is None:
        return "not a card"
    props = spec.props if key in spec.props else ruleset.decks[spec.deck].props
    return repr(props.get(key))
