"""Localized names for the CLI: areas, colours, bonuses and cards, in the game's catalogue."""

from __future__ import annotations

import sys
from typing import Any

import click

from ..data.compiled import Ruleset
from ..text.decisions import ruleset_texts
from ..text.i18n import Texts
from ..text.names import Names, join_list
from .language import chosen_locale, first_notice, t
from .language import texts as language_texts
from .terminal import MODES, shaped


def locale_option(fn: Any) -> Any:
    # ``regla --locale ko rules`` speaks Korean as ``regla rules --locale ko`` does: a command's own
    # option left out takes the one given to ``regla`` itself
    return click.option("--locale", default=None, metavar="LANG",
                        callback=lambda _ctx, _param, value: value if value is not None else chosen_locale(),
                        help="Language of the output (default: from the environment).")(fn)


_BIDI_HELP = ("Right-to-left text: on reorders it for display, off keeps the logical order, auto (the default, or "
              "REGLA_BIDI) reorders only on a terminal that does not do it itself.")


def bidi_option(fn: Any) -> Any:
    """``--bidi`` for a command that reorders its own output."""
    return click.option("--bidi", type=click.Choice(MODES), default=None, help=_BIDI_HELP)(fn)


def bidi_choice(fn: Any) -> Any:
    """``--bidi`` for any other command: the mode is read from the whole command line before parsing
    (see :mod:`regla.cli.terminal`), so it may stand after the command as after ``regla``."""
    return click.option("--bidi", type=click.Choice(MODES), default=None, expose_value=False, help=_BIDI_HELP)(fn)


def game_texts(ruleset: Ruleset, locale: str | None, isolate: str | None = None) -> Texts:
    """Texts for the program and the game (and any mod's own domain), with a fallback notice. Inserted
    values are isolated in right-to-left languages unless ``isolate`` says otherwise (JSON: ``none``)."""
    texts, notice = ruleset_texts(ruleset, locale, isolate or "none")
    if first_notice(notice):
        say(t("regla: {message}", message=notice), err=True)
    if isolate is None and texts.direction == "rtl":
        return texts.with_isolation("text")
    return texts


def say(text: str, texts: Texts | None = None, err: bool = False) -> None:
    """A line (or lines) of text to stdout or stderr, in display order where that stream needs it."""
    rtl = (texts or language_texts()).direction == "rtl"
    click.echo(shaped(text, rtl, sys.stderr if err else sys.stdout), err=err)

__all__ = ["Names", "game_texts", "join_list", "locale_option", "say"]
