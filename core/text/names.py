"""Translated names of a ruleset's things (areas, colours, cards, bonuses ...) and locale-aware lists."""

from __future__ import annotations

import re

from babel.lists import format_list

from ..data.compiled import Ruleset
from .i18n import Texts


class Names:
    """Translated names of a ruleset's things."""

    def __init__(self, ruleset: Ruleset, texts: Texts):
        self.ruleset, self.texts = ruleset, texts

    def area(self, area_id: str) -> str:
        area = self.ruleset.areas.get(area_id)
        if area is not None:
            return self.texts.raw("area", area.name)
        zone = next((z for z in self.ruleset.board.zones if z.id == area_id), None)
        return self.texts.raw("zone", zone.name) if zone else area_id

    def colour(self, colour: str) -> str:
        return self.texts.raw("colour", colour)

    def card(self, card_id: str) -> str:
        return self.texts.raw("card", self.ruleset.cards[card_id].name)

    def token(self, token_id: str) -> str:
        """A token's name; a per-player token's id is ``<token>:<player>``, named by the token alone."""
        token = self.ruleset.tokens.get(token_id.split(":", 1)[0])
        return self.texts.raw("token", token.name) if token else token_id

    def bonus(self, bonus_id: str) -> str:
        for bonus in self.ruleset.game.scoring.bonuses:
            if bonus.id == bonus_id:
                return self.texts.raw("bonus", bonus.name)
        return bonus_id

    def measure(self, name: str) -> str:
        """What a game's report measure is called (its ``report:<name>`` message), else its name."""
        spec = self.ruleset.texts.messages.get(f"report:{name}")
        return self.texts.tp(f"messages:report:{name}", spec.one) if spec else name

    def join(self, items: list[str]) -> str:
        return join_list(self.texts, items)


def join_list(texts: Texts, items: list[str]) -> str:
    """Items as the locale lists them ("a, b and c"). Korean takes a plain comma list: CLDR's 및 reads
    like a form to fill in, and 와/과 would depend on the last sound of a word that may be isolated."""
    if not items:
        return ""
    if texts.locale == "ko":
        return ", ".join(items)
    joined = format_list(items, locale=texts.locale)
    if texts.locale == "he":
        # Hebrew's "and" prefix takes a hyphen before a digit or a Latin letter (ו-9), which CLDR omits
        joined = re.sub(r"(^|\s)ו(?=[\u2068]?[0-9A-Za-z])", r"\1ו-", joined)
    return joined
