"""What ``regla play`` shows: the board as one player may see it, questions, option labels, events.

The program knows no game: what is worth showing comes from the game's play texts (``messages`` keyed
``var:``, ``board-var:``, ``player-var:``, ``zone:``, ``event:``); decisions are worded by
:mod:`regla.text.decisions`; everything else is named from the board and card data.
"""

from __future__ import annotations

from typing import Any

from ..engine.game import Game
from ..engine.state import Decision
from ..text.cards import card_lines
from ..text.status import SEPARATOR, StatusTexts
from .play_output import Cells
from .terminal import clip, display_width, fitted, pad, wrap_entries

INDENT = "    "
CROWDED = 15
"""Areas in the board's table beyond which only those where something stands are listed."""


class PlayView(StatusTexts):
    """Renders one game's state, decisions and events in one locale on a terminal; decisions and the
    state are worded by the text layer (:class:`StatusTexts`), as in every front end."""

    def question(self, decision: Decision) -> list[str]:
        described = self.describe(decision)
        return [described.prompt, *([described.progress] if described.progress else [])]

    def options(self, decision: Decision, width: int = 80) -> list[str]:
        """The numbered options: short labels side by side, long ones a line each; a card with the start of
        what it does (``c`` shows the whole texts), so that a choice among cards fits under the board."""
        described = self.describe(decision).options
        numbered = [self.texts.t("{number}. {option}", number=i, option=o.label) for i, o in enumerate(described, 1)]
        cards = self.ruleset.cards
        if any(isinstance(o.value, str) and o.value in cards for o in described):
            lines = []
            for line, option in zip(numbered, described, strict=True):
                text = card_lines(self.ruleset, option.value, self.texts) if option.value in cards else []
                lines.append(clip(f"{line} — {text[-1]}" if text else line, width))
            return lines
        column = max(display_width(line) for line in numbered) + 3
        if column > width // 2 or len(numbered) < 3:
            return numbered
        across = max(1, width // column)
        return [Cells(numbered[i:i + across], column, across * column) for i in range(0, len(numbered), across)]

    # -- the board ----------------------------------------------------------------------------------
    def board(self, view: dict[str, Any], width: int = 80) -> list[str]:
        """The state as ``view`` (a player's view) shows it, compact enough to stay on one screen: the
        round and what is coming, what the setup laid out, where the tokens are and what neighbours
        them, the areas as a table with one column per colour, one line per player, the cards on
        display."""
        lines = wrap_entries([*self.header(view["vars"]), *self.upcoming(view["vars"])], SEPARATOR, width, INDENT)
        lines.extend(wrap_entries(self.laid_out(view["vars"]), SEPARATOR, width, INDENT))
        placed = [self.token_line(view, t.id) for t in self.ruleset.board.tokens if not t.per_player]
        if placed:
            lines.extend(wrap_entries(placed, SEPARATOR, width, INDENT))
        lines.extend(self.area_table(view, width))
        for player in view["players"]:
            lines.extend(wrap_entries(self.player_lines(view, player), SEPARATOR, width, INDENT))
        cards = self.on_display(view)
        if cards:
            # the cards as entries of their own, so that a line breaks between two cards, never inside a card's
            # name, and each card stays a value of its own for text in the other direction
            first = self.texts.t("On display: {cards}", cards=cards[0])
            lines.extend(wrap_entries([first, *cards[1:]], SEPARATOR, width, INDENT))
        return lines

    def display_texts(self, view: dict[str, Any]) -> list[str]:
        """The cards lying open (on the display, or in a game's own row of cards on offer) with what each
        does; where there is none, a line that says so."""
        lines = []
        for deck, card in self.open_cards(view):
            deck_name = self.texts.raw("deck", self.ruleset.decks[deck].name)
            lines.append(self.texts.t("{deck}: {card}", deck=deck_name, card=self.names.card(card)))
            lines.extend(INDENT + line for line in card_lines(self.ruleset, card, self.texts))
        return lines or [self.texts.t("No cards are on display.")]

    def token_line(self, view: dict[str, Any], token: str) -> str:
        at = view["tokens"][token]
        if not at:
            return self.texts.t("{token}: off the board", token=self.names.token(token))
        around = [self.names.area(a) for a in self.ruleset.areas[at].adjacent] if at in self.ruleset.areas else []
        if around:
            return self.texts.t("{token}: {area} (next to {neighbours})", token=self.names.token(token),
                                area=self.names.area(at), neighbours=self.names.join(around))
        return self.texts.t("{token}: {area}", token=self.names.token(token), area=self.names.area(at))

    def area_table(self, view: dict[str, Any], width: int = 80) -> list[str]:
        """One row per area: name, values (where an area has any), each colour's pieces in its column, the
        tokens standing there. Where that is wider than ``width``, step by step: the colours are headed by
        the shortest beginnings that tell them apart, the table loses its indent, the colours' columns close
        up, the names are cut; what stands in an area that still does not fit goes on a line of its own
        under the row, so that no count ever leaves its column."""
        players = view["players"]
        areas = [a.id for a in self.ruleset.board.areas]
        left_out = 0
        if len(areas) > CROWDED:
            # a board of many areas would not fit on the screen: only those where something stands
            shown = [a for a in areas if any(view["pieces"][a].values()) or view["hidden_totals"].get(a)
                     or any(at == a for at in view["tokens"].values())]
            left_out, areas = len(areas) - len(shown), shown
        rows = [[self.names.area(a), *self.area_cells(view, a)] for a in areas]
        colours = [self.names.colour(p) for p in players]
        table = _Layout([["", "", *colours, ""], *rows])
        for narrower in (lambda: table.head(_beginnings(colours)), table.unindent, table.close_up):
            if table.fixed() > width:
                narrower()
        table.widths[0] = max(min(table.widths[0], 4), table.widths[0] - max(0, table.fixed() - width))

        def cells(row: list[str]) -> str:
            name, values, *counts = (pad(clip(row[0], table.widths[0]), table.widths[0]),
                                     pad(row[1], table.widths[1]),
                                     *(self.paint(pad(text, table.widths[i], right=True), players[i - 2])
                                       for i, text in enumerate(row[2:-1], 2)))
            return table.indent + "  ".join([name, *([values] if table.ranked else []), table.gap.join(counts)])

        beside = [row[-1] for row in table.rows if table.fixed() + 2 + display_width(row[-1]) <= width]
        # every row as wide as the widest, for right to left (see below)
        full = table.fixed() + 2 + max(map(display_width, beside), default=0)
        lines = []
        for row in table.rows:
            if row[-1] in beside:
                lines.append(pad(cells(row) + "  " + row[-1], full))
                continue
            # the tokens under the row, from its values' column on: the counts keep their columns
            below = " " * (len(table.indent) + table.widths[0] + 2) + row[-1]
            lines += [pad(line, full) for line in (cells(row), *fitted(below, width))]
        if left_out:
            lines.append(table.indent + self.texts.tn("({n} empty area not shown)", "({n} empty areas not shown)",
                                                      left_out))
        # right to left, every row keeps its full width, so that rows reordered one by one still line up
        return lines if self.texts.direction == "rtl" else [line.rstrip() for line in lines]

    def area_cells(self, view: dict[str, Any], area: str) -> list[str]:
        tokens = view["tokens"]
        values = next((v for t, v in self.ruleset.value_tokens.items() if tokens[t] == area),
                      self.ruleset.areas[area].values)
        here, hidden = view["pieces"][area], view["hidden_totals"].get(area)
        marks = self.names.join([self.thing(t) for t, at in tokens.items() if at == area])
        if hidden is None:
            counts = [str(here.get(p) or "·") for p in view["players"]]
        else:
            # a secret split: the viewer's own count in their column, the others' total after the marks
            counts = [str(here.get(p, 0)) if p == view["viewer"] else "?" for p in view["players"]]
            total = self.texts.tn("{n} hidden", "{n} hidden", hidden)
            marks = SEPARATOR.join(m for m in (marks, total) if m)
        return ["/".join(str(v) for v in values), *counts, marks]

    def result(self, game: Game) -> list[str]:
        scores = game.scores
        lines = [self.texts.t("Final scores:")]
        for player in sorted(scores, key=lambda p: -scores[p]):
            lines.append(INDENT + self.texts.tn("{colour}: {n} point", "{colour}: {n} points", scores[player],
                                                colour=self.names.colour(player)))
        lines.append(self.winners_line(game.winners))
        return lines



class _Layout:
    """The area table's rows (a heading, then one per area) and how they are set: indent, column widths,
    the gap between the colours' columns."""

    def __init__(self, rows: list[list[str]]) -> None:
        self.rows, self.indent, self.gap = rows, INDENT, "  "
        self.widths = self._widths()
        # areas that pay no rank have no values: their column is left out, not shown empty
        self.ranked = any(row[1] for row in rows)

    def _widths(self) -> list[int]:
        return [max(display_width(row[i]) for row in self.rows) for i in range(len(self.rows[0]))]

    def fixed(self) -> int:
        """Columns a row takes before what stands in the area."""
        counts = len(self.widths) - 3
        return len(self.indent) + sum(self.widths[:-1]) + (4 if self.ranked else 2) + len(self.gap) * (counts - 1)

    def head(self, colours: list[str]) -> None:
        self.rows[0] = ["", "", *colours, ""]
        self.widths = self._widths()

    def unindent(self) -> None:
        self.indent = ""

    def close_up(self) -> None:
        self.gap = " "


def _beginnings(names: list[str]) -> list[str]:
    """Each name cut to the shortest beginning that no other name shares."""
    cut = []
    for name in names:
        others = [other for other in names if other != name]
        size = next((n for n in range(1, len(name)) if not any(o.startswith(name[:n]) for o in others)), len(name))
        cut.append(name[:size])
    return cut
