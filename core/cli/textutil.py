"""Localized names for the CLI: areas, colours, bonuses and cards, in the game's catalogue."""

from __future__ import annotations

from typing import Any

import click

from ..data.ruleset import Ruleset
from ..text.decisions import ruleset_texts
from ..text.i18n import Texts
from ..text.names import Names, join_list


def locale_option(fn: Any) -> Any:
    return click.option("--locale", default=None, metavar="LANG",
                        help="Language of the output (default: from the environment).")(fn)


def game_texts(ruleset: Ruleset, locale: str | None, isolate: str = "none") -> Texts:
    """Texts for the program and the game (and any mod's own domain), with a fallback notice."""
    texts, notice = ruleset_texts(ruleset, locale, isolate)
    if notice:
        click.echo(f"regla: {notice}", err=True)
    return texts

__all__ = ["Names", "game_texts", "join_list", "locale_option"]
