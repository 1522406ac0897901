"""Values of a game worded for people: ids named, lists joined, mappings (an effect row) told entry by
entry, and the game's own messages by key. Decisions, card texts and the log all word values this way."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .i18n import Texts
from .i18n.format import Filled, fields
from .names import Names

if TYPE_CHECKING:
    from ..data.compiled import Ruleset


class Wording:
    """Words the values of one ruleset in one locale; ``players`` are the colours in play."""

    def __init__(self, ruleset: Ruleset, texts: Texts, players: list[str]):
        self.ruleset, self.texts, self.players = ruleset, texts, players
        self.names = Names(ruleset, texts)
        self.data = ruleset.texts

    # -- the game's own play messages -------------------------------------------------------------
    def message(self, key: str, n: int = 1, /, **params: Any) -> str | None:
        """A play message of the game's data by key, or None when the game defines none. The plural
        follows ``n`` (or an ``n`` among the values, as a logged event may carry)."""
        spec = self.data.messages.get(key)
        if spec is None:
            return None
        if isinstance(params.get("n"), int):
            n = params.pop("n")
        for name in (fields(spec.one) | fields(spec.other or "")) - {"n"}:
            params.setdefault(name, "?")
        if spec.other:
            return self.texts.tnp(f"messages:{key}", spec.one, spec.other, n, **params)
        # a message with one form may still show the number it was given
        return self.texts.tp(f"messages:{key}", spec.one, **({"n": n} | params))

    def keys(self, prefix: str) -> list[str]:
        return [k.removeprefix(prefix) for k in self.data.messages if k.startswith(prefix)]

    def key_for(self, key: str, value: Any) -> str:
        """``key:<value>`` when the game words that one value (a number or a word) apart, else ``key``."""
        special = f"{key}:{value}"
        return special if type(value) in (int, str) and special in self.data.messages else key

    # -- naming values ------------------------------------------------------------------------------
    def thing(self, value: Any, viewer: str | None = None) -> str:
        """A readable name for an id of the game: player, area, zone, card, token or ``place:owner``;
        for a list, its items; for a mapping, each entry worded by the game's ``part:<key>`` message."""
        if isinstance(value, list):
            if value and all(isinstance(v, dict) for v in value):
                # entries of a mapping are already joined by "and": alternatives between them read apart
                return _kept("; ".join, [self.thing(v, viewer) for v in value])
            return self.names.join([self.thing(v, viewer) for v in value])
        if isinstance(value, dict):
            return _kept(self.names.join, [self.part(key, inner, viewer) for key, inner in value.items()])
        if not isinstance(value, str):
            return str(value)
        if value in self.players:
            return self.names.colour(value)
        if value in self.ruleset.areas or value in self.ruleset.zones:
            return self.names.area(value)
        if value in self.ruleset.cards:
            return self.names.card(value)
        if value in self.ruleset.tokens:
            return self.names.token(value)
        base, _, owner = value.rpartition(":")
        if owner in self.players:
            # a name made of two is a sentence of its own: put into another it is isolated, not escaped again
            if base in self.ruleset.tokens:
                return Filled(self.texts.t("{token} ({colour})", token=self.names.token(base),
                                           colour=self.names.colour(owner)))
            if owner == viewer:
                return self.names.area(base)
            return Filled(self.texts.t("{area} ({colour})", area=self.names.area(base),
                                       colour=self.names.colour(owner)))
        return value

    def part(self, key: str, value: Any, viewer: str | None = None) -> str:
        """One entry of a compound value (a card's effect row, say): ``{n}`` is its number or how many
        items it lists, ``{items}`` the items named, ``{first}``/``{second}`` the first two of them."""
        items = value if isinstance(value, list) else [value]
        named = [self.word(item, viewer) for item in items]
        params = {"n": value if isinstance(value, int) else len(items), "items": self.names.join(named),
                  "first": named[0] if named else "", "second": named[1] if len(named) > 1 else ""}
        # an entry may have a wording of its own for one value (``part:<key>:0``: "all of them")
        special = f"part:{key}:{value}"
        worded = self.message(special if type(value) in (int, str) and special in self.data.messages
                              else f"part:{key}", **params)
        return Filled(worded) if worded is not None else f"{key} {params['items']}"

    def word(self, value: Any, viewer: str | None = None) -> str:
        """The name of an id, or the game's choice label for a symbolic value that names nothing else."""
        name = self.thing(value, viewer)
        if name == value and value in self.data.choices:
            return self.texts.tp("choice", self.data.choices[value])
        return name

    def entry(self, value: Any) -> str:
        """A property's entry: a list of plain ids reads as alternatives ("a / b"), anything else worded."""
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return " / ".join(self.word(v) for v in value)
        return self.thing(value)

    def prop_lines(self, props: dict[str, Any]) -> list[str]:
        """A card's properties worded by the game's ``prop:<key>`` messages, in the card's order: one line
        for a value, one per item for a list (``{number}`` counts them from 1). ``{value}`` is the value
        worded; a mapping's keys are placeholders too, each worded (a list of ids as alternatives)."""
        lines = []
        for key, value in props.items():
            if f"prop:{key}" not in self.data.messages:
                continue
            for number, item in enumerate(value if isinstance(value, list) else [value], start=1):
                params: dict[str, Any] = {"value": self.thing(item), "number": number}
                if isinstance(item, dict):
                    params |= {k: self.entry(v) for k, v in item.items()}
                worded = self.message(f"prop:{key}", item if isinstance(item, int) else 1, **params)
                if worded:
                    lines.append(worded)
        return lines


def _kept(join: Callable[[list[str]], str], parts: list[str]) -> str:
    """Messages filled already (each a clause, its values isolated) joined into one that stays filled, so
    put into another message it is not escaped again; the words between them are the locale's list words
    or a semicolon, which hold no markup. Anything else is joined as the plain text it is."""
    joined = join(parts)
    return Filled(joined) if parts and all(isinstance(part, Filled) for part in parts) else joined
