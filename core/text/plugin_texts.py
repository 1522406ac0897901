"""Plugins' descriptions in a reader's language.

A game describes itself, its editions, variants and house rules in its rule reference, so they are in
its catalogue; a plugin that describes itself with a :class:`~regla.errors.Phrase` (regla's built-in
plugins that belong to no game, such as the bots) is said from the program's catalogue; a plugin's own
description (in English) stands where neither has one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from ..data.text_models import reference_context
from .decisions import ruleset_texts
from .i18n import texts_for

if TYPE_CHECKING:
    from ..data.compiled import Ruleset
    from ..plugins import PluginInfo


def plugin_descriptions(plugins: Iterable[PluginInfo], locale: str,
                        ruleset_of: Callable[[str], Ruleset]) -> dict[str, str]:
    """The descriptions of ``plugins`` in ``locale``, by plugin name (English: none, the plugins' own
    descriptions are English already); ``ruleset_of`` loads a game's ruleset."""
    found: dict[str, str] = {}
    if locale == "en":
        return found
    plugins = list(plugins)
    program = texts_for(locale)
    for info in plugins:
        if info.phrase is not None:
            found[info.name] = program.say(info.phrase)
    for game_id in sorted({info.game for info in plugins if info.game}):
        ruleset = ruleset_of(game_id)
        reference = ruleset.texts.reference
        game_texts, _ = ruleset_texts(ruleset, locale)
        for name, plugin in (reference.plugins.items() if reference else ()):
            if plugin.description:
                found[name] = game_texts.raw(reference_context("plugin"), plugin.description)
    return found
