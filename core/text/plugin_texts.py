"""Plugins' descriptions in a reader's language.

A game describes its editions, variants and house rules in its rule reference, so they are in its
catalogue; a plugin's own description (in English) stands where the game has none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from ..data.models import reference_context
from .decisions import ruleset_texts

if TYPE_CHECKING:
    from ..data.ruleset import Ruleset


def plugin_descriptions(games: Iterable[str], locale: str, ruleset_of: Callable[[str], Ruleset]) -> dict[str, str]:
    """The descriptions of the plugins of ``games`` in ``locale``, by plugin name (English: none, the
    plugins' own descriptions are English already); ``ruleset_of`` loads a game's ruleset."""
    found: dict[str, str] = {}
    if locale == "en":
        return found
    for game_id in sorted(set(games)):
        ruleset = ruleset_of(game_id)
        reference = ruleset.texts.reference
        game_texts, _ = ruleset_texts(ruleset, locale)
        for name, plugin in (reference.plugins.items() if reference else ()):
            if plugin.description:
                found[name] = game_texts.raw(reference_context("plugin"), plugin.description)
    return found
