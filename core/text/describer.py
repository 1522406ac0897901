"""Decisions worded through the front door: a game's :class:`DecisionTexts` for a locale, made once per
ruleset, locale and seating, and the describer a ruleset hands :meth:`Game.describe` (the engine cannot
reach the text layer itself)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.game import Game
from ..errors import UserError, clipped
from .decisions import DecisionText, DecisionTexts, ruleset_texts

if TYPE_CHECKING:
    from ..data.compiled import Ruleset
    from ..engine.state import Decision


def decision_texts(game: Game, locale: str | None = None, isolate: str = "none") -> DecisionTexts:
    """The object that words ``game``'s decisions and events in ``locale`` (default: from the environment,
    falling back to English): ``describe(decision)``, ``label(kind, value)``, ``did(decision, choice)``
    (what everybody is told about a public answer), ``events(log_entries)`` and ``thing(id)`` (the name
    of any id of the game). ``isolate`` wraps every inserted name for bidirectional text: ``"text"``
    (Unicode isolates) or ``"html"`` (``<bdi>``, and the rest escaped); ``"none"`` leaves them bare."""
    if not isinstance(game, Game):
        raise UserError("the game whose decisions are told is a regla.Game, not {game}", game=clipped(game))
    if locale is not None and not isinstance(locale, str):
        raise UserError("locale must be a language code such as 'ko' or 'pt_BR', not {locale}", locale=clipped(locale))
    if isolate not in ("none", "text", "html"):
        raise UserError("isolate must be 'none', 'text' or 'html', not {isolate}", isolate=clipped(isolate))
    return describer_of(game.ruleset).texts_for(game, locale, isolate)


def describe(game: Game, decision: Decision | None = None, locale: str | None = None, *,
             isolate: str = "none") -> DecisionText:
    """A pending decision (default: the first one) as a person reads it: the prompt, the progress of
    a move, a label (and for a card its text) per option, the context named. Same as ``game.describe``."""
    texts = decision_texts(game, locale, isolate)
    if decision is None:
        if not game.pending:
            raise UserError("no decision is pending: the game is over")
        decision = game.pending[0]
    return texts.describe(decision)


class _Describer:
    """A ruleset's describer: one :class:`DecisionTexts` per locale and seating, made on first use."""

    def __init__(self, ruleset: Ruleset):
        self.ruleset = ruleset
        self.made: dict[tuple[str | None, str, tuple[str, ...]], DecisionTexts] = {}

    def texts_for(self, game: Game, locale: str | None, isolate: str = "none") -> DecisionTexts:
        key = (locale, isolate, tuple(game.players))
        if key not in self.made:
            texts, _ = ruleset_texts(self.ruleset, locale, isolate)
            self.made[key] = DecisionTexts(self.ruleset, texts, game.players)
        return self.made[key]

    def game_name(self, locale: str) -> str:
        """The game's name in ``locale``, as the game's (and its mods') catalogues say it."""
        return ruleset_texts(self.ruleset, locale)[0].raw("game", self.ruleset.game.name)

    def __call__(self, game: Game, decision: Decision, locale: str | None) -> DecisionText:
        return decision_texts(game, locale).describe(decision)


def describer_of(ruleset: Ruleset) -> _Describer:
    """The ruleset's describer, made and set on it on first use."""
    if not isinstance(ruleset.describer, _Describer):
        ruleset.describer = _Describer(ruleset)
    return ruleset.describer
