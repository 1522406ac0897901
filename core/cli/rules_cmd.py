"""``regla rules``: the game's rule reference, generated from its data, as text, Markdown or an HTML page.

The reference follows the chosen edition, variants and house rules. Right-to-left languages: HTML gets
``dir="rtl"`` and ``<bdi>`` around every inserted value; text and Markdown get U+2068/U+2069 isolates.
``--bidi`` reorders text for terminals that do not do it themselves; piped output is never reordered
unless asked with ``--bidi on``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click
from bidi import get_display

from ..api import load
from ..errors import UserError
from ..text.reference.build import build_reference
from ..text.reference.format import WRITERS
from .app import cli
from .common import make_selection, reports_errors, selection_options
from .textutil import game_texts, locale_option

_MARKS = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def visual(text: str, base_dir: str = "R") -> str:
    """Text in display order, line by line, for a terminal that does not reorder; isolates removed."""
    return "\n".join(get_display(line, base_dir=base_dir).translate(_MARKS) for line in text.split("\n"))


def reorders(bidi: str, rtl: bool, to_terminal: bool) -> bool:
    """Whether to reorder: ``on`` always, ``off`` never, ``auto`` for a right-to-left language on a TTY."""
    return bidi == "on" or (bidi == "auto" and rtl and to_terminal)


@cli.command("rules")
@click.option("--game", "game_id", default=None, help="Game (default: the only installed one).")
@click.option("--format", "fmt", type=click.Choice(sorted(WRITERS)), default="text", show_default=True,
              help="text, md (Markdown) or html (one self-contained page).")
@click.option("--bidi", type=click.Choice(["auto", "on", "off"]), default="auto", show_default=True,
              help="Reorder right-to-left text for terminals that do not (auto: only on a terminal).")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write to this file instead of standard output.")
@locale_option
@selection_options
@reports_errors
def rules_command(game_id: str | None, fmt: str, bidi: str, output: Path | None, locale: str | None,
                  edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                  blocked: tuple[str, ...]) -> None:
    """Print the rule reference of the rules in force, in the chosen language and format."""
    selection = make_selection(edition, variants, house_rules, blocked)
    ruleset = load(game_id, selection)
    texts = game_texts(ruleset, locale)
    rtl = texts.direction == "rtl"
    texts = texts.with_isolation("html" if fmt == "html" else "text" if rtl else "none")
    document = WRITERS[fmt](build_reference(ruleset, texts, load, selection))
    if fmt != "html" and reorders(bidi, rtl, output is None and sys.stdout.isatty()):
        document = visual(document, "R" if rtl else "L")
    if output is None:
        click.echo(document, nl=False)
        return
    try:
        output.write_text(document, encoding="utf-8")
    except OSError as exc:
        raise UserError(f"cannot write {output}: {exc.strerror}") from None
    click.echo(f"regla: wrote {output}", err=True)
