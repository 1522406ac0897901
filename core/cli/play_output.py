"""What ``regla play`` writes to the terminal: lines shaped for right-to-left text where the terminal
will not do it, rows of side-by-side cells kept apart, prompts with the cursor where the answer goes, the
screen rows counted, and players' texts in their colours.
"""

from __future__ import annotations

import os
import shutil
import sys

import click

from ..text.i18n import Texts
from ..text.i18n.format import PDI, RLI
from .terminal import fitted, pad, reorders, visual, visual_line


class Cells(str):
    """A row of cells side by side (options three across), read as the row in logical order. Each cell
    is shaped on its own: reordered as one line, a number between two runs of another direction would
    join them, and a label would be shown apart from its number."""

    cells: tuple[str, ...]
    column: int
    span: int

    def __new__(cls, cells: list[str], column: int, span: int) -> Cells:
        """``cells`` each given ``column`` columns; ``span``: the columns of a full row of the grid."""
        row = super().__new__(cls, "".join(pad(cell, column) for cell in cells).rstrip())
        row.cells, row.column, row.span = tuple(cells), column, span
        return row


class Output:
    """Lines to the terminal, reordered for display only when bidi shaping is on; counts the screen rows
    written since :meth:`mark`, so the board can be drawn again before it would scroll away."""

    def __init__(self, reorder: bool, rtl: bool = True, width: int | None = None):
        self.reorder, self.rtl, self.width = reorder, rtl, width
        self.rows = 0

    def shape(self, text: str) -> str:
        if isinstance(text, Cells):
            return self.row(text)
        if self.reorder:
            return visual(text, self.rtl, self.width)
        if self.width is None:
            return text
        # the terminal would break a long line anywhere, in the middle of a word: break it at spaces, its
        # indentation kept on every line
        return "\n".join(piece for line in text.split("\n") for piece in fitted(line, self.width))

    def row(self, row: Cells) -> str:
        """A row of cells in display order: right to left, the first cell is the rightmost, each cell
        set flush right in its column, so that the rows line up with each other and with the lines above."""
        if not self.rtl:
            return str(row) if not self.reorder else \
                "".join(pad(visual_line(cell, False), row.column) for cell in row.cells).rstrip()
        if not self.reorder:
            # a terminal that reorders the line itself keeps each isolated cell whole, right to left
            return "".join(pad(f"{RLI}{cell}{PDI}", row.column) for cell in row.cells).rstrip()
        shown = "".join(pad(visual_line(cell), row.column, right=True) for cell in reversed(row.cells))
        return pad(shown, self.width or row.span, right=True)

    def prompt(self, text: str) -> None:
        """A prompt, the cursor left after it for the answer. A right-to-left prompt is set flush right and
        the answer goes on the line below it, from the left margin: the terminal writes what is typed left
        to right, and a whole line leaves room for an option's name however long."""
        if not (self.reorder and self.rtl and self.width):
            self.echo(text, nl=False)
            return
        # counted as the row more than a left-to-right prompt takes, which shares its row with the answer
        self.echo(text.rstrip())

    def echo(self, text: str = "", err: bool = False, nl: bool = True) -> None:
        shaped = self.shape(text)
        columns = shutil.get_terminal_size().columns
        self.rows += sum(max(1, -(-len(line) // columns)) for line in shaped.split("\n")) - (0 if nl else 1)
        click.echo(shaped, err=err, nl=nl)

    def mark(self) -> None:
        self.rows = 0

    def lines(self, lines: list[str]) -> None:
        for line in lines:
            self.echo(line)


def output_for(bidi: str | None, texts: Texts) -> Output:
    rtl = texts.direction == "rtl"
    tty = sys.stdout.isatty()
    return Output(reorders(rtl, sys.stdout, bidi), rtl, shutil.get_terminal_size().columns - 1 if tty else None)


def controls_cursor() -> bool:
    """Whether the terminal takes control codes (colours, clearing the screen): a dumb one (``TERM=dumb``,
    as Emacs' shell sets, or no ``TERM`` at all) would show them as they are, as garbage."""
    return os.environ.get("TERM", "") not in ("", "dumb")


def coloured(text: str, player: str) -> str:
    """A player's text in their colour, where the colour is one a terminal has (by its id)."""
    return click.style(text, fg=player, bold=True) if player in TERMINAL_COLOURS else text


TERMINAL_COLOURS = frozenset({"red", "green", "yellow", "blue", "magenta", "cyan"})
"""Colours a terminal shows on a dark or a light background alike (black and white would vanish on one)."""
