"""The table of ``regla play``: whose turn it is, asking people at the terminal, letting bots pick, and
telling everyone what happened.
"""

from __future__ import annotations

import shutil
import sys
import time
from pathlib import Path
from typing import Any

import click

from ..bots import Bot, Seat, next_decision
from ..bots.play import choice_of
from ..engine.game import Game
from ..engine.state import Decision
from ..errors import UserError
from ..text.happened import happened_lines
from ..text.i18n import Texts
from .interrupt import held_back_ctrl_c
from .play_input import NotAnAnswer, forget_typed_ahead, help_text, parsed_answer, read_line
from .play_output import Output, controls_cursor
from .play_saves import save_game
from .play_view import PlayView

LOG_LINES = 20
"""How many of the latest lines of what happened (answers and events) ``l`` shows."""
RECENT_LINES = 8
"""How many of the others' latest moves are shown above the board when a person's turn begins."""


class Quit(Exception):
    """The player typed q: stop here, on purpose."""


class Table:
    """One game being played: whose turn it is, asking people, letting bots pick, telling what happened."""

    def __init__(self, game: Game, humans: list[str], bots: dict[str, Bot], view: PlayView, texts: Texts,
                 out: Output, save: Path | None):
        self.game, self.humans, self.view, self.texts, self.out, self.save = game, humans, view, texts, out, save
        self.bots = bots
        self.watch: float | None = None
        """Seconds between the moves of a game of bots shown as it goes (None: only the result)."""
        self.seen = len(game.state["log"])
        self.typed: list[int] = []
        """How many of the game's answers each line the person typed made, oldest first."""
        self.taken_back = False
        """Whether an answer was taken back: the bots, seeded when the table was laid, then play on with
        other draws than the game played in one go would have given them."""
        self.header = view.header(game.state["vars"])
        self.news: list[str] = []
        self.told: list[str | list[dict[str, Any]]] = []
        """What the table was told of the game, all of it public, for the hot seat's catching up: lines,
        and the log's events as they came (told again, consecutive moves read as one)."""
        self.caught_up: dict[str, int] = {}
        """How many of :attr:`told` each person has had on their screen."""
        self.last_human: str | None = None
        self.turn_shown = False
        """Whether the person answering now has seen the board since anyone else moved."""
        # a closed standard input is None: bots can play on, and nobody is asked anything
        self.screen = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
        self.hot_seat = len(humans) > 1 and self.screen
        self.clears = self.screen and controls_cursor()
        self.width = min(shutil.get_terminal_size().columns, 100) - 1

    def play(self) -> None:
        while not self.game.is_over:
            decision = next_decision(self.game, frozenset(self.humans))
            assert decision is not None
            if decision.player in self.bots:
                self.apply(decision, choice_of(self.bots[decision.player], Seat.of(self.game, decision),
                                               self.game.ruleset.manager))
            else:
                self.ask(decision)
        self.flush()

    def apply(self, decision: Decision, choice: Any) -> None:
        if decision.player != self.last_human:
            self.turn_shown = False
        shown = bool(self.humans) or self.watch is not None
        told = self.view.did(decision, choice) if shown else None
        with held_back_ctrl_c():
            self.game.apply(decision.player, choice)
        if not shown:
            return
        if told:
            self.news.append(told)
            self.told.append(told)
        # the log holds only public events (player views carry it whole), so anyone may be told
        log = self.game.state["log"]
        self.news.extend(self.view.events(log[self.seen:]))
        if len(log) > self.seen:
            self.told.append(log[self.seen:])
        self.seen = len(log)
        header = self.view.header(self.game.state["vars"])
        if header != self.header:
            self.header = header
            self.news.extend(["", *header])
            self.told.extend(["", *header])
        if self.watch is not None and self.news:
            # an onlooker is told each move as it happens, at a pace a person can follow
            self.flush()
            time.sleep(self.watch)

    def flush(self) -> None:
        self.out.lines(self.news)
        self.news = []

    def ask(self, decision: Decision) -> None:
        if self.save is not None:
            save_game(self.game, self.save)
        player = decision.player
        handed = len(self.humans) > 1 and (decision.secret or player != self.last_human)
        if handed:
            self.hand_over(player)
            self.turn_shown = False
            if self.hot_seat:
                # the screen the last person saw is gone: this one is told all that happened since they
                # last had it, their own last moves' outcome included
                self.news = self.told_since(self.caught_up.get(player, 0))
        self.last_human = player
        question = [*self.view.question(decision), *self.view.options(decision, self.width)]
        news_rows = sum(self.rows_of(line) for line in self.news)
        if not self.turn_shown or (self.screen and self.out.rows + news_rows + len(question) + 1
                                   >= shutil.get_terminal_size().lines):
            # a turn begins, or the board would scroll out of sight: draw it again, the news above it
            self.start_turn(player, question, cleared=handed and self.hot_seat)
        else:
            self.flush()
        self.caught_up[player] = len(self.told)
        self.out.lines(question)
        while True:
            answer = self.read_answer(decision)
            if isinstance(answer, tuple):
                self.apply_times(decision, *answer)
                return
            if answer == "u" and self.undo():
                return
            if answer == "q":
                raise Quit
            if answer == "b":
                self.out.lines(self.view.board(self.game.view(player), self.width))
            if answer == "c":
                self.out.lines(self.view.display_texts(self.game.view(player)))
            if answer == "l":
                self.out.lines(happened_lines(self.game, self.view, player)[-LOG_LINES:])
            if answer in ("b", "c", "l", "?"):
                self.out.lines(self.view.question(decision))
                self.out.lines(self.view.options(decision, self.width))

    def told_since(self, start: int) -> list[str]:
        """The lines of what the table was told from entry ``start`` of :attr:`told` on."""
        lines: list[str] = []
        events: list[dict[str, Any]] = []
        for entry in self.told[start:]:
            if isinstance(entry, str):
                lines += self.view.events(events)
                lines.append(entry)
                events = []
            else:
                events += entry
        return lines + self.view.events(events)

    def start_turn(self, player: str, question: list[str], cleared: bool) -> None:
        """A fresh screen: the latest moves (as many as fit above the board), the board, room for the
        question; ``l`` shows every move."""
        if self.clears and not cleared:
            click.clear()
        board = self.view.board(self.game.view(player), self.width)
        # rows, not lines: a long line takes as many rows as it is broken into
        taken = sum(self.out.shape(line).count("\n") + 1 for line in [*board, *question])
        room = shutil.get_terminal_size().lines - taken - 3 if self.screen else RECENT_LINES
        latest = self.news[-room:] if room > 0 else []
        if len(latest) < len(self.news):
            latest = [self.texts.t("… (l: everything that happened)"), *latest[1:]] if latest else []
        self.news = []
        if latest:
            self.out.lines([*latest, ""])
        self.out.mark()
        self.out.lines([*board, ""])
        self.turn_shown = True

    def rows_of(self, line: str) -> int:
        return max(1, -(-len(line) // shutil.get_terminal_size().columns))

    def apply_times(self, decision: Decision, index: int, times: int) -> None:
        """The option answered, and again for the next units while the same player is asked the same thing
        and it is still allowed ("3" places three there): one answer where the rules ask the same question.
        Where the rules allow fewer, the person is told how many were taken."""
        choice = decision.options[index]
        self.apply(decision, choice)
        done = 1
        while done < times:
            following = self.game.pending
            if not following or following[0].player != decision.player or following[0].kind != decision.kind \
                    or choice not in following[0].options:
                # told after the moves that were made, as the news of the turn
                self.news.append(self.texts.t("Allowed: {done} of the {asked} asked for.", done=done, asked=times))
                break
            self.apply(following[0], choice)
            done += 1
        self.typed.append(done)

    def undo(self) -> bool:
        """Take back this person's last answer and everything the bots did since; True if it was done."""
        if len(self.humans) != 1:
            self.out.echo(self.texts.t("Undo is for a game with one person at the table: it would take "
                                       "back someone else's move."))
            return False
        try:
            # what was typed as one answer (an option with a count: three units) is taken back as one; a
            # game resumed from a save does not know how its earlier answers were typed: one by one
            self.game.take_back(next(iter(self.humans)), self.typed[-1] if self.typed else 1)
            if self.typed:
                self.typed.pop()
            self.taken_back = True
        except UserError as refused:
            self.out.echo(self.texts.say(refused))
            return False
        self.seen = len(self.game.state["log"])
        self.turn_shown = False
        self.out.echo(self.texts.t("Your last answer is taken back."))
        return True

    def read_answer(self, decision: Decision) -> tuple[int, int] | str:
        """An option's index and how many times to take it, or one of the commands (see
        :func:`~regla.cli.play_input.parsed_answer`); asked again until it is one."""
        described = self.view.describe(decision)
        labels = [o.label.casefold() for o in described.options]
        while True:
            answer = self.read(self.texts.t("Your choice (1-{count}, ? for help): ", count=len(labels)),
                               decision.secret)
            try:
                parsed = parsed_answer(answer, labels, bool(described.progress), self.texts)
            except NotAnAnswer as refused:
                self.out.echo(refused.message)
                continue
            if parsed == "?":
                self.out.echo(help_text(self.texts))
            return parsed

    def hand_over(self, player: str) -> None:
        colour = self.view.names.colour(player)
        if self.hot_seat:
            # nothing of the last person's seat stays for the next: not on the screen, not in the terminal's
            # scrollback (ESC [3J), and not what they typed ahead, which would answer the next one's question
            self.blank(scrollback=True)
            forget_typed_ahead()
        self.out.echo(self.texts.t("Pass the terminal to {colour}.", colour=colour))
        if self.hot_seat:
            self.read(self.texts.t("{colour}, press Enter when you are ready.", colour=colour))
            self.blank()

    def blank(self, scrollback: bool = False) -> None:
        """An empty screen; a terminal that takes no control codes has what was on it pushed out of sight by
        empty lines instead (its scrollback, if it keeps one, cannot be cleared)."""
        if not self.clears:
            click.echo("\n" * shutil.get_terminal_size().lines, nl=False)
            return
        click.clear()
        if scrollback:
            click.echo("\x1b[3J", nl=False)

    def read(self, prompt: str, secret: bool = False) -> str:
        return read_line(self.out, prompt, secret)
