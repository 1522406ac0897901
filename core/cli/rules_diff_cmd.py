"""``regla rules-diff``: what an edition, variants and house rules change, compared with the default rules."""

from __future__ import annotations

import click

from ..api import load
from ..editions import default_rules
from ..errors import UserError
from ..text.rules_diff import render, rules_diff
from .app import cli
from .common import GAME_HELP, PLAYERS, emit_json, reports_errors
from .selection import game_selection, selection_options
from .textutil import bidi_choice, game_texts, locale_option, say


@cli.command("rules-diff")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--players", type=PLAYERS, default=None,
              help="Include what this player count changes.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@locale_option
@bidi_choice
@selection_options
@reports_errors
def rules_diff_command(game_id: str | None, players: int | None, as_json: bool, locale: str | None,
                       edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                       blocked: tuple[str, ...]) -> None:
    """Show what the selected edition, variants and house rules change, compared with the default rules."""
    selection = game_selection(game_id, edition, variants, house_rules, blocked)
    ruleset = load(game_id, selection, players)
    base = load(ruleset.id, default_rules(ruleset.id, blocked), players)
    spec = ruleset.game
    if players is not None and not spec.min_players <= players <= spec.max_players:
        raise UserError("{game} takes {least} to {most} players, not {count}", game=ruleset.game_name,
                        least=spec.min_players, most=spec.max_players, count=players)
    texts = game_texts(ruleset, locale, "none" if as_json else None)
    diff = rules_diff(base, ruleset, texts, players)
    if as_json:
        emit_json({"game": ruleset.id, "players": players, "edition": selection.edition, "variants": list(variants),
                   "house_rules": list(house_rules), **diff})
        return
    for line in render(diff, texts):
        say(line, texts)
