"""The log's events as lines: pieces moved, points scored or lost, cards used, items moved, and what a
game words itself (``messages`` keyed ``event:``), in one locale. The program knows no game: a game
names its own pieces and events; everything else is named from the board and card data."""

from __future__ import annotations

from typing import Any

from ..engine.ops.scoring import RULES_GIVE
from .i18n.format import Filled
from .wording import Wording


class EventTexts(Wording):
    """Words what happened: the log's entries, one line each."""

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
        if kind in ("move", "transfer"):
            # a game may name its pieces (event:move, event:move-of); the program can only say "pieces"
            places = {"source": self.names.area(event["from"]), "destination": self.names.area(event["to"])}
            if event.get("owner", event["player"]) == event["player"]:
                return self.message("event:move", event["n"], colour=colour, **places) or self.texts.tn(
                    "{colour} moves {n} piece from {source} to {destination}.",
                    "{colour} moves {n} pieces from {source} to {destination}.", event["n"], colour=colour, **places)
            owner = self.names.colour(event["owner"])
            return self.message("event:move-of", event["n"], colour=colour, owner=owner, **places) or self.texts.tn(
                "{colour} moves {n} piece of {owner} from {source} to {destination}.",
                "{colour} moves {n} pieces of {owner} from {source} to {destination}.", event["n"], colour=colour,
                owner=owner, **places)
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
        if kind == "item":
            return self.item_moved(event, colour)
        return self.message(f"event:{kind}", **{k: self.thing(v) for k, v in event.items() if k != "event"})

    def item_moved(self, event: dict[str, Any], colour: str) -> str:
        """An item moved into or out of a private variable: worded by the game for those two variables
        (``event:item:<from>:<to>``, or ``event:item-unseen:<from>:<to>`` when nobody else saw which);
        nothing for a move the game keeps quiet (``quiet_events``)."""
        source, destination = event["from"], event["to"]
        if f"item{'' if 'item' in event else '-unseen'}:{source}:{destination}" in self.data.quiet_events:
            return ""
        if "item" not in event:
            return self.message(f"event:item-unseen:{source}:{destination}", colour=colour) or self.texts.t(
                "{colour} moves something from {source} to {destination}, unseen.", colour=colour, source=source,
                destination=destination)
        item = self.thing(event["item"])
        return self.message(f"event:item:{source}:{destination}", colour=colour, item=item) or self.texts.t(
            "{colour} moves {item} from {source} to {destination}.", colour=colour, item=item, source=source,
            destination=destination)

    def score(self, event: dict[str, Any], colour: str) -> str:
        area = self.names.area(event["area"])
        if not event["player"]:
            return self.texts.t("{area}: nobody scores.", area=area)
        points = event["points"]
        if event["reason"] == RULES_GIVE:
            # points a program gives outright: there is no rank or bonus to name; points taken away are a
            # loss, told as one ("scores -14 points" reads as a misprint)
            if points < 0:
                return self.texts.tn("{area}: {colour} loses {n} point.", "{area}: {colour} loses {n} points.",
                                     -points, area=area, colour=colour)
            return self.texts.tn("{area}: {colour} scores {n} point.", "{area}: {colour} scores {n} points.",
                                 points, area=area, colour=colour)
        why: str
        if event["reason"] == "rank":
            why = Filled(self.texts.t("value {rank} alone", rank=event["rank"]))
        elif event["reason"] == "tie":
            why = Filled(self.texts.t("value {rank}, tied", rank=event["rank"]))
        else:
            why = self.names.bonus(event["reason"])
        if points < 0:
            # a rank or bonus worth less than nothing (a mod's penalty)
            return self.texts.tn("{area}: {colour} loses {n} point ({why}).",
                                 "{area}: {colour} loses {n} points ({why}).", -points, area=area, colour=colour,
                                 why=why)
        return self.texts.tn("{area}: {colour} scores {n} point ({why}).",
                             "{area}: {colour} scores {n} points ({why}).", points, area=area, colour=colour,
                             why=why)
