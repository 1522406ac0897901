"""``regla plugins``: every installed plugin, what it is, where it comes from and what it does."""

from __future__ import annotations

from typing import Any

import click

from ..api import load
from ..editions import default_rules
from ..plugins import KIND_WORDS, KINDS, check_blocked, discover
from ..text.plugin_texts import plugin_descriptions
from .app import cli, locale_choice
from .common import emit_json, reports_errors
from .language import t, texts
from .terminal import display_width, pad
from .textutil import say


@cli.command("plugins")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document (a list of plugins).")
@click.option("--block-plugin", "blocked", multiple=True, metavar="NAME",
              help="Do not load this installed plugin (e.g. a broken one); repeatable.")
@locale_choice
@reports_errors
def plugins_command(as_json: bool, blocked: tuple[str, ...]) -> None:
    """List the installed games, editions, variants and house rules (kind, then name)."""
    found = discover(blocked)
    check_blocked(blocked)
    infos = sorted(found.values(), key=lambda i: (KINDS.index(i.kind), i.name))
    rows: list[dict[str, Any]] = [{"name": i.name, "kind": i.kind, "package": i.package, "description": i.description,
             "game": i.game, "conflicts": list(i.conflicts), "default": i.default} for i in infos]
    if as_json:
        emit_json(rows)
        return
    header = {"name": t("NAME"), "kind": t("KIND"), "package": t("PACKAGE"), "description": t("DESCRIPTION")}
    descriptions = plugin_descriptions(infos, texts().locale, lambda game: load(game, default_rules(game, blocked)))
    shown = [header, *({**row, "kind": texts().say(KIND_WORDS.get(row["kind"], row["kind"])),
                        "description": descriptions.get(row["name"], row["description"])} for row in rows)]
    # columns line up by the width words take on screen: a Hangul syllable takes two
    widths = {key: max((display_width(row[key]) for row in shown), default=0) for key in ("name", "kind", "package")}
    for row in shown:
        say("  ".join(pad(row[key], width) for key, width in widths.items()) + "  " + row["description"])
