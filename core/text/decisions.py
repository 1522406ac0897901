"""Decisions described for people: a localized prompt, a label for every option, the context named; the
log's events and the answers told as lines (put in order by :mod:`regla.text.happened`).

The program knows no game: how a decision is asked and how its options read comes from the game's play
texts (``decisions``, ``choices`` and ``messages`` keyed ``label:`` and ``did:``); everything else is
named from the board and card data. A front end (terminal, web, an embedding app) needs nothing else
than a pending decision and :meth:`DecisionTexts.describe` to ask it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.state import Decision
from ..errors import UserError, Verbatim
from ..plugins import call_each
from .cards import card_lines
from .events import EventTexts
from .i18n import Texts, resolve_locale, texts_for, translator_dirs
from .i18n.format import Filled, fields

if TYPE_CHECKING:
    from ..data.compiled import Ruleset


PRIVATE_CHOICE = "…"
"""What a message telling a private answer shows for the answer: it is its chooser's alone."""


@dataclass(frozen=True)
class OptionText:
    """One option of a decision: the value to pass to ``Game.apply``, its label, and what it is
    (the card's text for a card on offer; empty otherwise)."""

    value: Any
    label: str
    details: tuple[str, ...] = ()


@dataclass(frozen=True)
class DecisionText:
    """A pending decision as a person reads it, in one locale."""

    player: str
    player_name: str
    kind: str
    prompt: str
    progress: str | None
    options: tuple[OptionText, ...]
    context: dict[str, str]
    secret: bool
    locale: str
    direction: str
    card_text: tuple[str, ...] = ()
    """The text of the card the decision is about (the card held, the card about to be used), if any."""


def ruleset_texts(ruleset: Ruleset, locale: str | None, isolate: str = "none") -> tuple[Texts, str | None]:
    """Texts for the program, the game and any mod's own domain in ``locale`` (resolved with fallback),
    and the notice to give when the locale asked for is not available (``None`` when it is)."""
    domains = [(domain, Path(folder)) for _, found in call_each(ruleset.manager, "regla_locale_domains")
               for domain, folder in found.items()]
    resolved, notice = resolve_locale(locale, [*(d for _, d in domains), *translator_dirs()])
    return texts_for(resolved, domains, isolate), notice


class DecisionTexts(EventTexts):
    """Names the ids of one game and words its decisions and the events of its log, in one locale."""

    def compound(self, kind: str, value: list[Any], chooser: str | None) -> str | None:
        """A list option worded by ``option:<kind>:<first item>`` or ``option:<kind>``, whose
        ``{first}``, ``{second}``, ``{third}`` are its items named; None when the game has neither."""
        head = value[0] if value and isinstance(value[0], str) else None
        for key in (f"option:{kind}:{head}", f"option:{kind}"):
            if key in self.data.messages:
                named = [self.word(item, chooser) for item in value]
                # a clause filled already: another message may hold it, which must not escape it again
                return Filled(self.message(key, **dict(zip(("first", "second", "third"), named, strict=False))))
        return None

    def label(self, kind: str, value: Any, chooser: str | None = None, decorate: bool = True) -> str:
        """An option's label: the game's choice label, a numeric label, or the name of what it is."""
        choices = self.data.choices
        if value is None:
            key = f"{kind}:none" if f"{kind}:none" in choices else "none"
            return self.texts.tp("choice", choices[key]) if key in choices else self.texts.t("pass")
        if isinstance(value, int) and not isinstance(value, bool) and decorate:
            entries = {name: table[value] for name, table in self.ruleset.tables.items()
                       if isinstance(table, Mapping) and value in table}
            spec = self.data.messages.get(f"label:{kind}")
            if spec is not None:
                counted = [entries[f] for f in sorted(fields(spec.one)) if f in entries]
                return Filled(self.message(f"label:{kind}", counted[0] if counted else value, value=value,
                                           **entries) or "")
        if isinstance(value, list):
            worded = self.compound(kind, value, chooser)
            if worded is not None:
                return worded
        if not isinstance(value, str):
            return self.thing(value, chooser)
        if f"{kind}:{value}" in choices:
            return self.texts.tp("choice", choices[f"{kind}:{value}"])
        # a game's own ids (a card named like a symbolic option) keep their names
        name = self.thing(value, chooser)
        if name == value and value in choices:
            return self.texts.tp("choice", choices[value])
        return name

    # -- a decision ---------------------------------------------------------------------------------
    def params(self, decision: Decision) -> dict[str, str]:
        """The prompt's placeholders: who decides and the decision's context, named."""
        params: dict[str, str] = {"player": self.names.colour(decision.player)}
        for key, value in decision.context.items():
            if value is None:
                # nothing to name (a move with no limit): left out rather than named "None"
                continue
            params[key] = self.thing(value, decision.player)
            if key == "piece" and isinstance(value, str):
                where, _, owner = value.rpartition(":")
                params["from"], params["owner"] = self.names.area(where), self.names.colour(owner)
        return params

    def prompt(self, decision: Decision) -> str:
        params: dict[str, Any] = dict(self.params(decision))
        template = self.data.decisions.get(decision.kind)
        if template is None:
            return self.texts.t("{player}, choose:", player=params["player"])
        for name in fields(template):
            params.setdefault(name, "?")
        return self.texts.tp("decision", template, **params)

    def progress(self, decision: Decision) -> str | None:
        """How far a move or placement has got ("2 of up to 4 so far"), when the decision counts."""
        moved, limit = decision.context.get("moved"), decision.context.get("limit")
        if isinstance(moved, int) and isinstance(limit, int):
            # TRANSLATORS: progress of a move or placement: pieces done so far, of the most allowed
            return self.texts.tn("({moved} of up to {n} so far)", "({moved} of up to {n} so far)", limit,
                                 moved=moved)
        if isinstance(moved, int) and moved:
            return self.texts.tn("({n} so far)", "({n} so far)", moved)
        return None

    def option(self, decision: Decision, value: Any) -> OptionText:
        return OptionText(value, self.label(decision.kind, value, decision.player), self.card_text(value))

    def describe(self, decision: Decision) -> DecisionText:
        if not isinstance(decision, Decision):
            raise UserError("a decision to describe is one of Game.pending, not a {kind}", kind=type(decision).__name__)
        for field, kind in (("player", str), ("kind", str), ("options", list), ("context", dict), ("secret", bool)):
            if not isinstance(getattr(decision, field), kind):
                raise UserError("a decision to describe is one of Game.pending: its {field} is not a {kind}",
                                field=Verbatim(field), kind=Verbatim(kind.__name__))
        if decision.player not in self.players:
            raise UserError("{player!r} does not play in this game (players: {players})", player=decision.player,
                            players=", ".join(self.players))
        return DecisionText(
            player=decision.player, player_name=self.names.colour(decision.player), kind=decision.kind,
            prompt=self.prompt(decision), progress=self.progress(decision),
            options=self.told_apart([self.option(decision, value) for value in decision.options]),
            context=self.params(decision), secret=decision.secret, locale=self.texts.locale,
            direction=self.texts.direction, card_text=self.card_text(decision.context.get("card")))

    def told_apart(self, options: list[OptionText]) -> tuple[OptionText, ...]:
        """Options whose labels read alike each with what tells them apart, as a person could not choose
        between two equal labels: two cards of one name from different decks (a building in two colours)
        with their decks' names, areas of one name (two alike cards laid out as areas) with their number
        among the board's areas of that name, in the board's order, anything else with its id."""
        alike: dict[str, list[OptionText]] = {}
        for option in options:
            alike.setdefault(option.label, []).append(option)
        if all(len(group) == 1 for group in alike.values()):
            return tuple(options)
        cards = self.ruleset.cards
        apart: dict[int, str] = {}
        for group in alike.values():
            if len(group) == 1:
                continue
            decks = [cards[named].deck if (named := _id_of(o.value)) in cards else None for o in group]
            by_deck = None not in decks and len(set(decks)) == len(decks)
            numbers = self._numbered_areas([_id_of(o.value) for o in group])
            for option, deck in zip(group, decks, strict=True):
                apart[id(option)] = self.texts.raw("deck", self.ruleset.decks[deck].name) if by_deck and deck \
                    else numbers.get(_id_of(option.value)) or _id_of(option.value)
        return tuple(OptionText(o.value, f"{o.label} ({apart[id(o)]})", o.details) if id(o) in apart else o
                     for o in options)

    def _numbered_areas(self, ids: list[str]) -> dict[str, str]:
        """Each of ``ids`` that is an area, numbered among the board's areas of its name (a number is a
        word of every reader's language; an id is not); none when one of them is no area."""
        areas = self.ruleset.areas
        if not all(named in areas for named in ids):
            return {}
        return {named: str([a for a in areas if areas[a].name == areas[named].name].index(named) + 1)
                for named in ids}

    def card_text(self, card: Any) -> tuple[str, ...]:
        if not isinstance(card, str) or card not in self.ruleset.cards:
            return ()
        return tuple(card_lines(self.ruleset, card, self.texts))

    def did(self, decision: Decision, choice: Any) -> str | None:
        """What everybody is told about a public decision (None: a secret one, or its effects will tell)."""
        if decision.secret:
            return None
        value = "none" if choice is None else choice
        # a private answer is told only as having been given: by no message of its own, nor in words
        keys = [f"did:{decision.kind}:{value}", f"did:{decision.kind}"]
        for key in keys[1:] if decision.private else keys:
            if key in self.data.messages:
                return self.message(key, **self.params(decision), choice=PRIVATE_CHOICE if decision.private
                                    else self.label(decision.kind, choice, decorate=False))
        return None


def _id_of(value: Any) -> str:
    if isinstance(value, list):
        return next((str(v) for v in reversed(value) if isinstance(v, str)), str(value))
    return str(value)
