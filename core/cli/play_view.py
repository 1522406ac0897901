"""What ``regla play`` shows: the board as one player may see it, questions, option labels, events.

The program knows no game: what is worth showing comes from the game's play texts (``messages`` keyed
``var:``, ``player-var:``, ``zone:``, ``event:``); decisions are worded by :mod:`regla.text.decisions`;
everything else is named from the board and card data.
"""

from __future__ import annotations

from typing import Any

from ..engine.game import Decision, Game
from ..text.cards import card_lines
from ..text.decisions import DecisionTexts

INDENT = "    "


class PlayView(DecisionTexts):
    """Renders one game's state, decisions and events in one locale; decisions are worded by the
    public :class:`DecisionTexts`, the same API every front end uses."""

    def join(self, items: list[str]) -> str:
        # TRANSLATORS: separates the items of a player's summary line
        return self.texts.tp("separator", "; ").join(items)

    def question(self, decision: Decision) -> list[str]:
        described = self.describe(decision)
        return [described.prompt, *([described.progress] if described.progress else [])]

    def options(self, decision: Decision) -> list[str]:
        return [self.texts.t("{number}. {option}", number=i, option=option.label)
                for i, option in enumerate(self.describe(decision).options, 1)]

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
