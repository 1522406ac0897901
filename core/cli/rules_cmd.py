"""``regla rules``: the game's rule reference, generated from its data, as text, Markdown or an HTML page.

The reference follows the chosen edition, variants and house rules. Right-to-left languages: HTML gets
``dir="rtl"`` and ``<bdi>`` around every inserted value; text and Markdown get U+2068/U+2069 isolates.
``--bidi`` reorders text for terminals that do not do it themselves (see :mod:`regla.cli.terminal`); a
file or a pipe is never reordered unless asked with ``--bidi on``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..api import load
from ..errors import Verbatim
from ..text.reference.build import build_reference
from ..text.reference.format import WRITERS
from .app import cli
from .common import GAME_HELP, OUTPUT_FILE, reports_errors, writable, write_file
from .language import t
from .selection import game_selection, selection_options
from .terminal import reorders, visual
from .textutil import bidi_option, game_texts, locale_option, say


@cli.command("rules")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--format", "fmt", type=click.Choice(sorted(WRITERS)), default="text", show_default=True,
              help="text, md (Markdown) or html (one self-contained page).")
@bidi_option
@click.option("-o", "--output", type=OUTPUT_FILE, default=None,
              help="Write to this file instead of standard output.")
@locale_option
@selection_options
@reports_errors
def rules_command(game_id: str | None, fmt: str, bidi: str, output: Path | None, locale: str | None,
                  edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                  blocked: tuple[str, ...]) -> None:
    """Print the rule reference of the rules in force, in the chosen language and format."""
    if output is not None:
        writable(output)
    selection = game_selection(game_id, edition, variants, house_rules, blocked)
    ruleset = load(game_id, selection)
    texts = game_texts(ruleset, locale)
    rtl = texts.direction == "rtl"
    texts = texts.with_isolation("html" if fmt == "html" else "text" if rtl else "none")
    document = WRITERS[fmt](build_reference(ruleset, texts, load, selection))
    if fmt != "html" and reorders(rtl, sys.stdout if output is None else None, bidi):
        document = visual(document, rtl)
    if output is None:
        click.echo(document, nl=False)
        return
    write_file(output, document)
    say(t("regla: wrote {file}", file=Verbatim(output)), err=True)
