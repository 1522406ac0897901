"""How the game stands, worded for one viewer: the header (round, turn order, what is coming), each
player's score and holdings, the cards on display. The terminal and the web app show the same lines.

What is worth showing comes from the game's play texts (``messages`` keyed ``var:``, ``board-var:``,
``upcoming:``, ``player-var:``, ``player-var-count:`` and ``zone:``); the view a line is made from is
one player's (:meth:`regla.Game.view`), so nothing hidden from them is worded.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .decisions import DecisionTexts
from .i18n.format import Filled, fill

SEPARATOR = " · "
"""Between the entries of one line of the game's state (a player's score, pieces and holdings)."""


class StatusTexts(DecisionTexts):
    """:class:`DecisionTexts` that also word how the game stands."""

    paint: Callable[[str, str], str] = staticmethod(lambda text, _player: text)
    """Colours a text as a player's (a terminal that shows colours gets them; plain text otherwise)."""

    def header(self, variables: dict[str, Any]) -> list[str]:
        """The game's header variables that have a value now (an empty turn order says nothing). One value
        of a number or a word may have words of its own, ``var:<name>:<value>`` (round 0 is the setup,
        say); ``var:<name>`` words every other value."""
        lines = []
        for name in self.keys("var:"):
            value = variables.get(name)
            if ":" in name or value in (None, "", [], {}):
                continue
            lines.append(self.message(self.key_for(f"var:{name}", value), value=self.thing(value)) or "")
        return lines

    def laid_out(self, variables: dict[str, Any]) -> list[str]:
        """``board-var:<name>`` messages: variables shown with the board, under its header, yet not told
        again whenever the header changes: what the setup lays out for the whole game (the cards in play,
        the places closed, say). An empty one says nothing."""
        return [self.message(f"board-var:{name}", value=self.thing(variables[name])) or ""
                for name in self.keys("board-var:") if variables.get(name) not in (None, "", [], {})]

    def upcoming(self, variables: dict[str, Any]) -> list[str]:
        """``upcoming:<option>:<var>`` messages: the first entry of an option's list (rounds that score,
        say) not yet passed by the variable, or nothing once all are past."""
        lines = []
        for key in self.keys("upcoming:"):
            option, _, var = key.partition(":")
            current = variables.get(var)
            ahead = [v for v in self.ruleset.options.get(option) or [] if isinstance(current, int) and v >= current]
            if ahead:
                lines.append(self.message(f"upcoming:{key}", value=ahead[0]) or "")
        return lines

    def player_lines(self, view: dict[str, Any], player: str) -> list[str]:
        """A player's score first, then what they have: their pieces off the board, their entries of the
        game's variables, the cards they keep (their tokens are on the board)."""
        colour, score = self.paint(self.names.colour(player), player), view["score"][player]
        if player == view["viewer"]:
            head = self.texts.tn("{colour} (you): {n} point", "{colour} (you): {n} points", score, colour=colour)
        else:
            head = self.texts.tn("{colour}: {n} point", "{colour}: {n} points", score, colour=colour)
        details = [self.message(f"zone:{zone}", view["pieces"][zone].get(player, 0)) or ""
                   for zone in self.keys("zone:") if zone in view["pieces"]]
        private = self.ruleset.game.private_vars
        for name in self.keys("player-var:"):
            value = view["vars"].get(name)
            mine = value.get(player) if isinstance(value, dict) else None
            if mine is None:
                continue
            # another player's private entry is only a count: said as one, not as the thing numbered so
            counted = self.message(f"player-var-count:{name}", mine) if (
                name in private and player != view["viewer"] and type(mine) is int) else None
            details.append(counted or self.message(f"player-var:{name}", value=self.spans(mine)) or "")
        # TRANSLATORS: a card a player keeps in front of them to use later
        details += [self.texts.t("holds {card}", card=self.names.card(h["card"])) for h in view["held"][player]]
        return [head, *details]

    def spans(self, value: Any) -> str:
        """A value worded; a list of three or more whole numbers in a row is shown as its first and last
        (2, 3, ..., 13 as 2–13), a list of names with how many of each ("3× a and b" for
        a, a, b, a), an empty list as none."""
        if value == []:
            return Filled(self.texts.t("none"))
        if isinstance(value, list) and all(type(v) is str for v in value):
            counts: dict[str, int] = {}
            for item in value:
                counts[item] = counts.get(item, 0) + 1
            # each part filled (isolated, escaped for HTML) alike, so that the list goes in whole
            return Filled(self.names.join([
                fill("{thing}", {"thing": self.word(item)}, self.texts.isolate) if n == 1
                else self.texts.t("{n}× {thing}", n=n, thing=self.word(item)) for item, n in counts.items()]))
        if not (isinstance(value, list) and value and all(type(v) is int for v in value)):
            return self.thing(value)
        runs: list[list[int]] = []
        for number in sorted(value):
            if runs and number == runs[-1][-1] + 1:
                runs[-1].append(number)
            else:
                runs.append([number])
        # a run of three or more is a span; shorter ones are listed number by number (…, 12 and 13)
        return self.names.join([item for run in runs
                                for item in ([f"{run[0]}–{run[-1]}"] if len(run) > 2 else map(str, run))])

    def on_display(self, view: dict[str, Any]) -> list[str]:
        """The cards lying open (:meth:`open_cards`), each named with its deck."""
        return [self.texts.t("{deck}: {card}", deck=self.texts.raw("deck", self.ruleset.decks[deck].name),
                             card=self.names.card(card)) for deck, card in self.open_cards(view)]

    def open_cards(self, view: dict[str, Any]) -> list[tuple[str, str]]:
        """The cards lying open for everyone to see and take, as (deck, card): those on the display, then
        those a game keeps in a variable of its own that no rule hides (a row of buildings on offer), each
        once. A player's own variables are left out: what a player has is not on offer."""
        found = [(deck, card) for deck, card in view["display"].items() if card]
        cards, hidden = self.ruleset.cards, set(self.ruleset.game.hidden_vars)
        for name in self.ruleset.game.vars:
            value = view["vars"].get(name) if name not in hidden else None
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, str) and item in cards and (cards[item].deck, item) not in found:
                    found.append((cards[item].deck, item))
        return found

    def winners_line(self, winners: list[str]) -> str:
        return self.texts.tn("Winner: {colours}", "Winners, sharing the victory: {colours}", len(winners),
                             colours=self.names.join([self.names.colour(p) for p in winners]))
