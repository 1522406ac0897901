"""Card texts rendered from what a card does, so the text can never disagree with the card.

A special action's sentence is looked up by the *signature* of its program: the program's structure
with every number taken out as a named parameter. Two cards that do the same thing share a sentence;
changing what a card does changes its signature, and a signature with no sentence is a load error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..data.cardsig import signature
from .wording import Wording

if TYPE_CHECKING:
    from ..data.compiled import Ruleset
    from ..data.models import TextSpec
    from ..data.text_models import SpecialText
    from .i18n import Texts

def card_lines(ruleset: Ruleset, card_id: str, texts: Texts) -> list[str]:
    """The card's text as lines: its properties the game words (``prop:<key>`` messages; its deck's
    properties count as the card's own), its special action, its note."""
    card = ruleset.cards[card_id]
    lines = []
    if any(key.startswith("prop:") for key in ruleset.texts.messages):
        props = ruleset.decks[card.deck].props | card.props
        lines.extend(Wording(ruleset, texts, ruleset.game.colours).prop_lines(props))
    if card.special:
        key, params = signature(card.special)
        spec = in_force(ruleset, ruleset.special_texts[key])
        if spec.other:
            lines.append(texts.tnp("special", spec.one, spec.other, next(iter(params.values()), 1), **params))
        else:
            lines.append(texts.tp("special", spec.one, **params))
    if card.note:
        lines.append(texts.tp("card-note", card.note))
    return lines


def in_force(ruleset: Ruleset, spec: SpecialText) -> TextSpec:
    """The sentence for the rules in force: the first variant whose options the ruleset sets, else the
    sentence itself (written for the options as the game file sets them)."""
    for variant in spec.when:
        if all(ruleset.options.get(name) == value for name, value in variant.options.items()):
            return variant
    return spec
