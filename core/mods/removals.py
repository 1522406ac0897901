"""What a mod may not remove: a card the game itself needs.

A game may start a variable with card ids (a player's first buildings), deal every round from a deck
that has one card, or name a card in its rule reference. Removing such a card loads, and breaks in play
or when the rules are shown; loading the mod (and so ``regla mod check``) refuses it at the removal's
line in the mod's changes file instead.
"""

from __future__ import annotations

from typing import Any

from ..data.compiled import Ruleset
from ..data.reference_names import Loc, cards_named
from ..data.yamlio import position, problem_at_key, read_yaml
from ..errors import DataProblem, Verbatim
from .plugin import ModPlugin


def removed_cards(plugin: ModPlugin) -> list[str]:
    """The cards the mod's changes remove (``cards: {id: null}``)."""
    return [card for card, change in (plugin.changes.get("cards") or {}).items() if change is None]


def removal_problems(plugin: ModPlugin, before: Ruleset, after: Ruleset) -> list[DataProblem]:
    """Each card the mod removes that the game still needs once the mod is in (``after``): named in the
    variables it starts with or in its rule reference, or the last card of a deck the game without mods
    (``before``) has."""
    mod = plugin.mod
    removed = removed_cards(plugin)
    if not removed or mod.manifest.game != after.id or not mod.manifest.changes:
        return []
    path = mod.path(mod.manifest.changes)
    doc = plugin.changes
    # what the game starts with and names once the mod has changed it: a mod may start it with another
    # card, or reword the reference
    starting = {**after.game.vars, **after.game.player_vars}
    named = cards_named(after.texts.reference) if after.texts.reference else {}
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
        if card in named:
            problems.append(problem_at_key(path, doc, ("cards", card),
                                           "the game needs card {card!r}: its rule reference names it, at "
                                           "{place}", card=card, place=Verbatim(_place(after, named[card]))))
    return problems


def _place(ruleset: Ruleset, loc: Loc) -> str:
    """``file:line`` of a part of the rule reference, in the game's texts file that holds it."""
    for name in ruleset.game.texts:
        path = ruleset.root / name
        doc = read_yaml(path, shared=True)
        if isinstance(doc, dict) and "reference" in doc:
            return f"{path}:{position(doc, ('reference', *loc))[0]}"
    return ruleset.id


def _texts_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {t for inner in value.values() for t in _texts_in(inner)}
    if isinstance(value, list | tuple):
        return {t for inner in value for t in _texts_in(inner)}
    return set()
