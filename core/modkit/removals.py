"""What a mod may not remove: a card the game itself needs.

A game may start a variable with card ids (a player's first buildings) or deal every round from a deck
that has one card. Removing such a card loads, and breaks in play; ``regla mod check`` tells it at the
removal's line in the mod's changes file instead.
"""

from __future__ import annotations

from typing import Any

from ..api import load
from ..data.yamlio import problem_at_key, read_yaml
from ..errors import DataProblem
from ..mods.plugin import ModPlugin
from ..mods.source import Mod
from ..plugins import Selection


def removal_problems(mod: Mod, base: Selection, selection: Selection) -> list[DataProblem]:
    """Each card the mod removes (``cards: {id: null}`` in its changes) that the game still needs once the
    mod is in (``selection``): named in the variables it starts with, or the last card of a deck the game
    (as ``base`` selects it) has."""
    removed = [card for card, change in (ModPlugin(mod).changes.get("cards") or {}).items() if change is None]
    if not removed or not mod.manifest.game or not mod.manifest.changes:
        return []
    before, after = load(mod.manifest.game, base), load(mod.manifest.game, selection)
    path = mod.path(mod.manifest.changes)
    doc = read_yaml(path, shared=True)
    # what the game starts with once the mod has changed it: a mod may start it with another card
    starting = {**after.game.vars, **after.game.player_vars}
    problems = []
    for card in removed:
        if card not in before.cards:
            continue
        for name, value in starting.items():
            if card in _texts_in(value):
                problems.append(problem_at_key(path, doc, ("cards", card),
                                               "the game needs card {card!r}: its variable {name!r} starts with "
                                               "it", card=card, name=name))
        deck = before.cards[card].deck
        if not any(c.deck == deck for c in after.cards.values()):
            problems.append(problem_at_key(path, doc, ("cards", card),
                                           "removing card {card!r} leaves deck {deck!r} with no card, and the "
                                           "game deals from its decks", card=card, deck=deck))
    return problems


def _texts_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {t for inner in value.values() for t in _texts_in(inner)}
    if isinstance(value, list | tuple):
        return {t for inner in value for t in _texts_in(inner)}
    return set()
