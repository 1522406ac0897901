"""What ``regla play`` shows: the board as one player may see it, questions, option labels, events.

The program knows no game: what is worth showing and how decisions are asked comes from the game's
play texts (``decisions``, ``choices`` and ``messages`` keyed ``var:``, ``player-var:``, ``zone:``,
``label:``, ``did:``, ``event:``); everything else is named from the board and card data.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..data.ruleset import Ruleset
from ..engine.game import Decision, Game
from ..text.cards import card_lines
from ..text.i18n import Texts
from ..text.i18n.format import fields
from .textutil import Names

INDENT = "    "


class PlayView:
    """Renders one game's state and decisions in one locale."""

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
        return self.texts.tp(f"messages:{key}", spec.one, **params)

    def keys(self, prefix: str) -> list[str]:
        return [k.removeprefix(prefix) for k in self.data.messages if k.startswith(prefix)]

    def join(self, items: list[str]) -> str:
        # TRANSLATORS: separates the items of a player's summary line
        return self.texts.tp("separator", "; ").join(items)

    # -- naming values ------------------------------------------------------------------------------
    def thing(self, value: Any, viewer: str | None = None) -> str:
        """A readable name for an id of the game: player, area, zone, card, token or ``place:owner``."""
        if isinstance(value, list):
            return self.names.join([self.thing(v, viewer) for v in value])
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
            if base in self.ruleset.tokens:
                return self.texts.t("{token} ({colour})", token=self.names.token(base),
                                    colour=self.names.colour(owner))
            if owner == viewer:
                return self.names.area(base)
            return self.texts.t("{area} ({colour})", area=self.names.area(base), colour=self.names.colour(owner))
        return value

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
                return self.message(f"label:{kind}", counted[0] if counted else value, value=value, **entries) or ""
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
    def params(self, decision: Decision) -> dict[str, Any]:
        """The question's placeholders: who decides and the decision's context, named."""
        params: dict[str, Any] = {"player": self.names.colour(decision.player)}
        for key, value in decision.context.items():
            params[key] = self.thing(value, decision.player)
            if key == "piece" and isinstance(value, str):
                where, _, owner = value.rpartition(":")
                params["from"], params["owner"] = self.names.area(where), self.names.colour(owner)
        return params

    def question(self, decision: Decision) -> list[str]:
        params = self.params(decision)
        template = self.data.decisions.get(decision.kind)
        if template is None:
            lines = [self.texts.t("{player}, choose:", player=params["player"])]
        else:
            for name in fields(template):
                params.setdefault(name, "?")
            lines = [self.texts.tp("decision", template, **params)]
        moved, limit = decision.context.get("moved"), decision.context.get("limit")
        if isinstance(moved, int) and isinstance(limit, int):
            # TRANSLATORS: progress of a move or placement: pieces done so far, of the most allowed
            lines.append(self.texts.tn("({moved} of up to {n} so far)", "({moved} of up to {n} so far)", limit,
                                       moved=moved))
        elif isinstance(moved, int) and moved:
            lines.append(self.texts.tn("({n} so far)", "({n} so far)", moved))
        return lines

    def options(self, decision: Decision) -> list[str]:
        return [self.texts.t("{number}. {option}", number=i,
                             option=self.label(decision.kind, option, decision.player))
                for i, option in enumerate(decision.options, 1)]

    def did(self, decision: Decision, choice: Any) -> str | None:
        """What everybody is told about a public decision (None: its effects will tell)."""
        if decision.secret:
            return None
        value = "none" if choice is None else choice
        for key in (f"did:{decision.kind}:{value}", f"did:{decision.kind}"):
            if key in self.data.messages:
                return self.message(key, **self.params(decision),
                                    choice=self.label(decision.kind, choice, decorate=False))
        return None

    # -- the board ----------------------------------------------------------------------------------
    def header(self, variables: dict[str, Any]) -> list[str]:
        return [self.message(f"var:{name}", value=self.thing(variables.get(name))) or ""
                for name in self.keys("var:")]

    def board(self, view: dict[str, Any]) -> list[str]:
        """The state as ``view`` (a player's view) shows it: header, areas, players, cards on display."""
        lines = self.header(view["vars"])
        for token in self.ruleset.board.tokens:
            if not token.per_player:
                at = view["tokens"][token.id]
                lines.append(self.texts.t("{token}: {area}", token=self.names.token(token.id), area=self.names.area(at))
                             if at else self.texts.t("{token}: off the board", token=self.names.token(token.id)))
        lines.extend(self.area_line(view, area.id) for area in self.ruleset.board.areas)
        for player in view["players"]:
            lines.extend(self.player_lines(view, player))
        shown = [(deck, card) for deck, card in view["display"].items() if card]
        if shown:
            lines.append(self.texts.t("Cards on display:"))
        for deck, card in shown:
            deck_name = self.texts.raw("deck", self.ruleset.decks[deck].name)
            lines.append(INDENT + self.texts.t("{deck}: {card}", deck=deck_name, card=self.names.card(card)))
            lines.extend(INDENT * 2 + line for line in card_lines(self.ruleset, card, self.texts))
        return lines

    def area_line(self, view: dict[str, Any], area: str) -> str:
        tokens = view["tokens"]
        values = next((v for t, v in self.ruleset.value_tokens.items() if tokens[t] == area),
                      self.ruleset.areas[area].values)
        here = view["pieces"][area]
        hidden = view["hidden_totals"].get(area)
        if hidden is None:
            # TRANSLATORS: how many pieces a colour has in an area, e.g. "red 3"
            counts = [self.texts.t("{colour} {count}", colour=self.names.colour(p), count=here[p])
                      for p in view["players"] if here.get(p)]
            pieces = self.names.join(counts) if counts else self.texts.t("empty")
        elif view["viewer"] is None:
            pieces = self.texts.tn("{n} in all, who has how many is hidden", "{n} in all, who has how many is hidden",
                                   hidden)
        else:
            # TRANSLATORS: an area whose split by colour is secret: the viewer's own pieces, and the others' total
            pieces = self.texts.tn("yours: {own}; others: {n} in all, split hidden",
                                   "yours: {own}; others: {n} in all, split hidden", hidden,
                                   own=here.get(view["viewer"], 0))
        marks = [self.thing(t) for t, at in tokens.items() if at == area]
        name, shown = self.names.area(area), "/".join(str(v) for v in values)
        # TRANSLATORS: {values} are the points paid to the first, second, third... (5/3/1); {tokens} what stands there
        if marks:
            return INDENT + self.texts.t("{area} {values} [{tokens}]: {pieces}", area=name, values=shown,
                                         tokens=self.names.join(marks), pieces=pieces)
        return INDENT + self.texts.t("{area} {values}: {pieces}", area=name, values=shown, pieces=pieces)

    def player_lines(self, view: dict[str, Any], player: str) -> list[str]:
        colour, score = self.names.colour(player), view["score"][player]
        if player == view["viewer"]:
            head = self.texts.tn("{colour} (you): {n} point", "{colour} (you): {n} points", score, colour=colour)
        else:
            head = self.texts.tn("{colour}: {n} point", "{colour}: {n} points", score, colour=colour)
        details = [self.message(f"zone:{zone}", view["pieces"][zone].get(player, 0)) or ""
                   for zone in self.keys("zone:") if zone in view["pieces"]]
        details += [self.texts.t("{token}: {area}", token=self.names.token(token.id),
                                 area=self.names.area(view["tokens"][f"{token.id}:{player}"]))
                    for token in self.ruleset.board.tokens
                    if token.per_player and view["tokens"].get(f"{token.id}:{player}")]
        for name in self.keys("player-var:"):
            value = view["vars"].get(name)
            mine = value.get(player) if isinstance(value, dict) else None
            if mine is not None:
                details.append(self.message(f"player-var:{name}", value=self.thing(mine)) or "")
        # TRANSLATORS: a card a player keeps in front of them to use later
        details += [self.texts.t("holds {card}", card=self.names.card(h["card"])) for h in view["held"][player]]
        return [INDENT + head, INDENT * 2 + self.join(details)]

    # -- what happened ------------------------------------------------------------------------------
    def events(self, events: list[dict[str, Any]]) -> list[str]:
        """Log entries as lines; consecutive single moves of the same kind are told as one."""
        merged: list[dict[str, Any]] = []
        for event in events:
            last = merged[-1] if merged else None
            if (last is not None and event["event"] == last["event"] == "move"
                    and all(event[k] == last[k] for k in ("player", "owner", "from", "to"))):
                last["n"] += event["n"]
            else:
                merged.append(dict(event))
        return [line for line in map(self.event, merged) if line]

    def event(self, event: dict[str, Any]) -> str | None:
        kind = event["event"]
        colour = self.names.colour(event["player"]) if event.get("player") else ""
        if kind in ("move", "transfer") and event.get("owner", event["player"]) == event["player"]:
            return self.texts.tn("{colour} moves {n} piece from {source} to {destination}.",
                                 "{colour} moves {n} pieces from {source} to {destination}.", event["n"],
                                 colour=colour, source=self.names.area(event["from"]),
                                 destination=self.names.area(event["to"]))
        if kind == "move":
            return self.texts.tn("{colour} moves {n} piece of {owner} from {source} to {destination}.",
                                 "{colour} moves {n} pieces of {owner} from {source} to {destination}.", event["n"],
                                 colour=colour, owner=self.names.colour(event["owner"]),
                                 source=self.names.area(event["from"]), destination=self.names.area(event["to"]))
        if kind == "token":
            return self.texts.t("{colour} moves {token} to {area}.", colour=colour, token=self.thing(event["token"]),
                                area=self.names.area(event["to"]))
        if kind == "score":
            return self.score(event, colour)
        if kind == "used":
            return self.texts.t("{colour} uses {card}.", colour=colour, card=self.names.card(event["card"]))
        if kind == "expired":
            return self.texts.t("{card} of {colour} goes away unused.", colour=colour,
                                card=self.names.card(event["card"]))
        return self.message(f"event:{kind}", **{k: self.thing(v) for k, v in event.items() if k != "event"})

    def score(self, event: dict[str, Any], colour: str) -> str:
        area = self.names.area(event["area"])
        if not event["player"]:
            return self.texts.t("{area}: nobody scores", area=area)
        if event["reason"] == "rank":
            why = self.texts.t("value {rank} alone", rank=event["rank"])
        elif event["reason"] == "tie":
            why = self.texts.t("value {rank}, tied", rank=event["rank"])
        else:
            why = self.names.bonus(event["reason"])
        return self.texts.tn("{area}: {colour} scores {n} point ({why}).",
                             "{area}: {colour} scores {n} points ({why}).", event["points"], area=area, colour=colour,
                             why=why)

    def result(self, game: Game) -> list[str]:
        scores = game.scores
        lines = [self.texts.t("Final scores:")]
        for player in sorted(scores, key=lambda p: -scores[p]):
            lines.append(INDENT + self.texts.tn("{colour}: {n} point", "{colour}: {n} points", scores[player],
                                                colour=self.names.colour(player)))
        winners = game.winners
        lines.append(self.texts.tn("Winner: {colours}", "Winners, sharing the victory: {colours}", len(winners),
                                   colours=self.names.join([self.names.colour(p) for p in winners])))
        return lines
