"""``regla cards``: every card with its text, rendered from what the card does."""

from __future__ import annotations

from typing import Any

import click

from ..api import load
from ..text.cards import card_lines
from .app import cli
from .common import GAME_HELP, emit_json, reports_errors
from .selection import game_selection, selection_options
from .textutil import Names, bidi_choice, game_texts, locale_option, say


@cli.command("cards")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@locale_option
@bidi_choice
@selection_options
@reports_errors
def cards_command(game_id: str | None, as_json: bool, locale: str | None, edition: str | None,
                  variants: tuple[str, ...], house_rules: tuple[str, ...], blocked: tuple[str, ...]) -> None:
    """List every card: id, deck, copies, name and text."""
    ruleset = load(game_id, game_selection(game_id, edition, variants, house_rules, blocked))
    texts = game_texts(ruleset, locale, "none" if as_json else None)
    names = Names(ruleset, texts)
    cards: list[dict[str, Any]] = [
        {"id": c.id, "deck": c.deck, "copies": c.copies, "name": names.card(c.id),
         "text": "\n".join(card_lines(ruleset, c.id, texts))} for c in ruleset.cards.values()]
    if as_json:
        emit_json(cards)
        return
    for deck in ruleset.decks.values():
        say(texts.tp("deck", deck.name), texts)
        for card in (c for c in cards if c["deck"] == deck.id):
            say("  " + texts.tn("{name} ({copies} copy)", "{name} ({copies} copies)", card["copies"],
                                name=card["name"], copies=card["copies"]) + f"  [{card['id']}]", texts)
            for line in card["text"].splitlines():
                say(f"    {line}", texts)
