"""What ``regla play`` writes to the terminal: lines shaped for right-to-left text where the terminal
will not do it, the screen rows counted, and players' texts in their colours.
"""

from __future__ import annotations

import shutil
import sys

import click

from ..text.i18n import Texts
from .terminal import display_width, reorders, visual, wrap


class Output:
    """Lines to the terminal, reordered for display only when bidi shaping is on; counts the screen rows
    written since :meth:`mark`, so the board can be drawn again before it would scroll away."""

    def __init__(self, reorder: bool, rtl: bool = True, width: int | None = None):
        self.reorder, self.rtl, self.width = reorder, rtl, width
        self.rows = 0

    def shape(self, text: str) -> str:
        if self.reorder:
            return visual(text, self.rtl, self.width)
        if self.width is None:
            return text
        # the terminal would break a long line anywhere, in the middle of a word: break it at spaces, its
        # indentation kept on every line
        return "\n".join(self.fitted(line, self.width) for line in text.split("\n"))

    @staticmethod
    def fitted(line: str, width: int) -> str:
        if display_width(line) <= width:
            return line
        body = line.lstrip(" ")
        indent = line[:len(line) - len(body)]
        return "\n".join(indent + part for part in wrap(body, max(width - len(indent), 1)))

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


def coloured(text: str, player: str) -> str:
    """A player's text in their colour, where the colour is one a terminal has (by its id)."""
    return click.style(text, fg=player, bold=True) if player in TERMINAL_COLOURS else text


TERMINAL_COLOURS = frozenset({"red", "green", "yellow", "blue", "magenta", "cyan"})
"""Colours a terminal shows on a dark or a light background alike (black and white would vanish on one)."""
