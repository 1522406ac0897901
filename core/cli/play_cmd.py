"""``regla play``: play a game at the terminal, people and bots around one table.

People answer numbered questions, by number or by the beginning of an option's name (``u`` takes
back their last answer, ``b`` shows the board, ``l`` what happened, ``q`` stops, ``?`` says so);
several people share the terminal (hot seat), so before a secret
choice the terminal is handed over and nobody's secret answer is shown before the reveal. Bots
(``--bots``, one per seat that is not a person's; greedy by default) see only their player's view and
are seeded from the game's seed, so a game with the same seed and answers plays the same.
"""

from __future__ import annotations

import getpass
import os
import re
import secrets
import shlex
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import click
from click.core import ParameterSource

from ..api import load_game, new_game
from ..bots import Bot, Seat, make_bot, next_decision
from ..engine.game import Decision, Game
from ..errors import ExitCode, UserError, Verbatim, os_reason
from ..mods.stamps import Files
from ..plugins import DEFAULT_EDITION
from ..text.i18n import Texts
from .app import cli
from .common import PLAYERS, PLAYERS_HELP, game_files, make_selection, reports_errors, selection_options, split_bots
from .play_view import PlayView
from .terminal import reorders, visual
from .textutil import bidi_option, game_texts, locale_option


class Output:
    """Lines to the terminal, reordered for display only when bidi shaping is on; counts the screen rows
    written since :meth:`mark`, so the board can be drawn again before it would scroll away."""

    def __init__(self, reorder: bool, rtl: bool = True, width: int | None = None):
        self.reorder, self.rtl, self.width = reorder, rtl, width
        self.rows = 0

    def shape(self, text: str) -> str:
        return visual(text, self.rtl, self.width) if self.reorder else text

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


LOG_LINES = 20
"""How many of the latest events ``l`` shows."""
RECENT_LINES = 8
"""How many of the others' latest moves are shown above the board when a person's turn begins."""


class Interrupted(Exception):
    """The player closed the input or pressed Ctrl-C (``by_key``)."""

    def __init__(self, by_key: bool) -> None:
        super().__init__()
        self.by_key = by_key


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
        self.header = view.header(game.state["vars"])
        self.news: list[str] = []
        self.last_human: str | None = None
        self.turn_shown = False
        """Whether the person answering now has seen the board since anyone else moved."""
        self.screen = sys.stdin.isatty() and sys.stdout.isatty()
        self.hot_seat = len(humans) > 1 and self.screen
        self.width = min(shutil.get_terminal_size().columns, 100) - 1

    def play(self) -> None:
        while not self.game.is_over:
            decision = next_decision(self.game, frozenset(self.humans))
            assert decision is not None
            if decision.player in self.bots:
                self.apply(decision, self.bots[decision.player].choose(Seat.of(self.game, decision)))
            else:
                self.ask(decision)
        self.flush()

    def apply(self, decision: Decision, choice: Any) -> None:
        if decision.player != self.last_human:
            self.turn_shown = False
        shown = bool(self.humans) or self.watch is not None
        told = self.view.did(decision, choice) if shown else None
        self.game.apply(decision.player, choice)
        if not shown:
            return
        if told:
            self.news.append(told)
        # the log holds only public events (player views carry it whole), so anyone may be told
        log = self.game.state["log"]
        self.news.extend(self.view.events(log[self.seen:]))
        self.seen = len(log)
        header = self.view.header(self.game.state["vars"])
        if header != self.header:
            self.header = header
            self.news.extend(["", *header])
        if self.watch is not None and self.news:
            # an onlooker is told each move as it happens, at a pace a person can follow
            self.flush()
            time.sleep(self.watch)

    def flush(self) -> None:
        self.out.lines(self.news)
        self.news = []

    def ask(self, decision: Decision) -> None:
        if self.save is not None:
            save_game(self.game, self.save, self.texts)
        player = decision.player
        handed = len(self.humans) > 1 and (decision.secret or player != self.last_human)
        if handed:
            self.hand_over(player)
            self.turn_shown = False
        self.last_human = player
        question = [*self.view.question(decision), *self.view.options(decision, self.width)]
        news_rows = sum(self.rows_of(line) for line in self.news)
        if not self.turn_shown or (self.screen and self.out.rows + news_rows + len(question) + 1
                                   >= shutil.get_terminal_size().lines):
            # a turn begins, or the board would scroll out of sight: draw it again, the news above it
            self.start_turn(player, question, cleared=handed and self.hot_seat)
        else:
            self.flush()
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
                self.out.lines(self.view.events(self.game.state["log"])[-LOG_LINES:])
            if answer in ("b", "c", "l", "?"):
                self.out.lines(self.view.question(decision))
                self.out.lines(self.view.options(decision, self.width))

    def start_turn(self, player: str, question: list[str], cleared: bool) -> None:
        """A fresh screen: the latest moves (as many as fit above the board), the board, room for the
        question; ``l`` shows every move."""
        if self.screen and not cleared:
            click.clear()
        board = self.view.board(self.game.view(player), self.width)
        room = shutil.get_terminal_size().lines - len(board) - len(question) - 3 if self.screen else RECENT_LINES
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
        and it is still allowed ("3" places three there): one answer where the rules ask the same question."""
        choice = decision.options[index]
        self.apply(decision, choice)
        for _ in range(times - 1):
            following = self.game.pending
            if not following or following[0].player != decision.player or following[0].kind != decision.kind \
                    or choice not in following[0].options:
                break
            self.apply(following[0], choice)

    def undo(self) -> bool:
        """Take back this person's last answer and everything the bots did since; True if it was done."""
        if len(self.humans) != 1:
            self.out.echo(self.texts.t("Undo is for a game with one person at the table: it would take "
                                       "back someone else's move."))
            return False
        try:
            self.game.take_back(next(iter(self.humans)))
        except UserError as refused:
            self.out.echo(self.texts.say(refused))
            return False
        self.seen = len(self.game.state["log"])
        self.turn_shown = False
        self.out.echo(self.texts.t("Your last answer is taken back."))
        return True

    def read_answer(self, decision: Decision) -> tuple[int, int] | str:
        """An option's index and how many times to take it, from its number or its label (any unambiguous
        beginning of it, in any case) with an optional count after it where several units are placed or
        moved one by one ("2 3": option 2, three times), or one of the commands u, q, b, c, l (``?`` lists
        them)."""
        described = self.view.describe(decision)
        labels = [o.label.casefold() for o in described.options]
        count = len(labels)
        while True:
            answer = self.read(self.texts.t("Your choice (1-{count}, ? for help): ", count=count),
                               decision.secret).strip()
            times = 1
            repeated = re.fullmatch(r"(.+?)\s+[x×*]?(\d+)", answer)
            if repeated and described.progress:
                answer, times = repeated.group(1), max(1, int(repeated.group(2)))
            if answer.isdigit() and 1 <= int(answer) <= count:
                return int(answer) - 1, times
            if answer.casefold() in ("u", "q", "b", "c", "l"):
                return answer.casefold()
            if answer == "?":
                self.out.echo(self.texts.t("Answer with an option's number or the beginning of its name; where "
                                           "pieces go one at a time, a count after it sends that many there "
                                           "(\"2 3\": option 2, three times). u: take back your last answer; b: "
                                           "the board; c: the cards on display; l: what happened so far; q: stop "
                                           "(the game is kept if you started with --save)."))
                return "?"
            wanted = answer.casefold()
            exact = [i for i, label in enumerate(labels) if label == wanted]
            starts = [i for i, label in enumerate(labels) if wanted and label.startswith(wanted)]
            if len(exact) == 1 or len(starts) == 1:
                return (exact or starts)[0], times
            self.out.echo(self.texts.t("Please answer with a number from 1 to {count} or the beginning of an "
                                       "option's name (? for help).", count=count))

    def hand_over(self, player: str) -> None:
        colour = self.view.names.colour(player)
        self.out.echo(self.texts.t("Pass the terminal to {colour}.", colour=colour))
        if self.hot_seat:
            self.read(self.texts.t("{colour}, press Enter when you are ready.", colour=colour))
            click.clear()

    def read(self, prompt: str, secret: bool = False) -> str:
        """A line of input. A secret answer is never shown: typed unseen, and not copied from a pipe."""
        self.out.echo(prompt, nl=False)
        tty = sys.stdin.isatty()
        try:
            answer = getpass.getpass("") if secret and tty else input()
        except (EOFError, KeyboardInterrupt) as exc:
            self.out.echo()
            raise Interrupted(isinstance(exc, KeyboardInterrupt)) from None
        if not tty:
            # a terminal echoes what is typed; answers read from a pipe would leave the transcript unreadable
            self.out.echo("" if secret else answer)
        return answer


def save_game(game: Game, path: Path, texts: Texts) -> None:
    """Write the game atomically, so an interruption never leaves half a save."""
    partial = path.with_name(path.name + ".part")
    try:
        partial.write_text(game.to_json(), encoding="utf-8")
        os.replace(partial, path)
    except OSError as exc:
        raise UserError("cannot write {file}: {reason}", file=Verbatim(path), reason=os_reason(exc)) from None


def read_save(path: Path, locale: str | None, files: Files | None = None) -> Game:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UserError("cannot read {file}: {reason}", file=Verbatim(path), reason=os_reason(exc)) from None
    return load_game(text, files=files or game_files())


def _clash_with_save(game: Game, game_id: str | None, players: int, seed: int | None, edition: str | None,
                     variants: tuple[str, ...], house_rules: tuple[str, ...]) -> str | None:
    """The first option of the command line that asks for another game than the saved one, if any (a
    house rule given as a file is needed to load a save made with it, so it never clashes)."""
    setup = game.state["setup"]
    given = click.get_current_context().get_parameter_source
    named = [h for h in house_rules if not h.endswith(".py")]
    clashes = [
        ("--game", game_id is not None and game_id != game.ruleset.id),
        ("--players", given("players") is not ParameterSource.DEFAULT and players != len(game.players)),
        ("--seed", seed is not None and seed != setup.get("seed")),
        ("--edition", edition is not None and edition != (setup.get("edition") or DEFAULT_EDITION)),
        ("--variant", bool(variants) and sorted(variants) != sorted(setup.get("variants", []))),
        ("--house-rule", any(h not in setup.get("house_rules", []) for h in named)),
    ]
    return next((option for option, differs in clashes if differs), None)


def coloured(text: str, player: str) -> str:
    """A player's text in their colour, where the colour is one a terminal has (by its id)."""
    return click.style(text, fg=player, bold=True) if player in TERMINAL_COLOURS else text


TERMINAL_COLOURS = frozenset({"red", "green", "yellow", "blue", "magenta", "cyan"})
"""Colours a terminal shows on a dark or a light background alike (black and white would vanish on one)."""


def output_for(bidi: str | None, texts: Texts) -> Output:
    rtl = texts.direction == "rtl"
    tty = sys.stdout.isatty()
    return Output(reorders(rtl, sys.stdout, bidi), rtl, shutil.get_terminal_size().columns - 1 if tty else None)


@cli.command("play")
@click.option("--game", "game_id", default=None, help="Game (default: the only installed one).")
@click.option("--players", type=PLAYERS, default=4, show_default=True, help=PLAYERS_HELP)
@click.option("--humans", type=click.IntRange(0, 99), default=1, show_default=True,
              help="How many of the first seats are people; the others are bots.")
@click.option("--bots", "bot_specs", default=None, metavar="BOT,BOT,...",
              help="The bots in the other seats, in seat order (random, greedy, mcts, or installed ones; "
                   "options as mcts:iterations=100). Default: greedy in every seat.")
@click.option("--auto", is_flag=True, help="Bots only: play a whole game unattended and print the result.")
@click.option("--watch", "watch", type=click.FloatRange(0, 60), default=None, is_flag=False, flag_value=0.5,
              metavar="[SECONDS]", help="Bots only: show the game move by move, SECONDS apart (default 0.5).")
@click.option("--seed", type=int, default=None,
              help="Seed of the game and the bots (default: 64 random bits from the system).")
@click.option("--show-seed", is_flag=True,
              help="Show the seed at the start, for a replay; whoever sees it can work out every deck's order.")
@click.option("--save", "save", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Keep FILE saved at every decision of a person, to resume with --load.")
@click.option("--load", "load_from", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Resume a game saved with --save (and keep saving it there, unless --save names another file).")
@bidi_option
@locale_option
@selection_options
@reports_errors
def play_command(game_id: str | None, players: int, humans: int, bot_specs: str | None, auto: bool,
                 watch: float | None, seed: int | None, show_seed: bool, save: Path | None,
                 load_from: Path | None, bidi: str, locale: str | None,
                 edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                 blocked: tuple[str, ...]) -> None:
    """Play a game at the terminal against bots (or watch bots play one with --auto)."""
    if load_from is not None:
        game = read_save(load_from, locale, game_files(house_rules))
        clash = _clash_with_save(game, game_id, players, seed, edition, variants, house_rules)
        if clash:
            raise UserError("{file} is played by the rules and seats it was saved with: {option} differs from them "
                            "(leave it out to resume the game)", file=Verbatim(load_from), option=Verbatim(clash))
        save = save or load_from
    else:
        # the deck orders follow from the seed: a guessable one would show every hidden card
        seed_used = secrets.randbits(64) if seed is None else seed
        game = new_game(game_id, players, seed_used, make_selection(edition, variants, house_rules, blocked))
    game_seed = game.state["setup"].get("seed", 0)
    plain = game_texts(game.ruleset, locale)
    texts = plain.with_isolation("text") if plain.direction == "rtl" or bidi == "on" else plain
    out = output_for(bidi, plain)
    humans = 0 if auto or watch is not None else humans
    if humans > len(game.players):
        raise UserError("--humans may be at most the number of players ({count}).", count=len(game.players))
    others = game.players[humans:]
    # the bots are checked before anything is printed: a refused command line prints nothing on stdout
    specs = split_bots(bot_specs, len(others), game.ruleset) or ["greedy"] * len(others)
    view = PlayView(game.ruleset, texts, game.players)
    if sys.stdout.isatty() and not out.reorder and not os.environ.get("NO_COLOR"):
        view.paint = coloured
    out.echo(texts.tn("{game}: {n} player.", "{game}: {n} players.", len(game.players),
                      game=texts.raw("game", game.ruleset.game.name)))
    if show_seed:
        out.echo(texts.t("Seed of this game: {seed}", seed=game_seed))
    # seeded from the game and the resumed position, so a resumed game's bots do not repeat themselves
    base = (game_seed if seed is None else seed) * 1_000_003 + len(game.state.get("history") or [])
    bots = {p: make_bot(spec, seed=base * 8 + game.players.index(p), manager=game.ruleset.manager)
            for p, spec in zip(others, specs, strict=True)}
    table = Table(game, game.players[:humans], bots, view, texts, out, save)
    table.watch = watch
    if watch is not None:
        table.news.extend(view.header(game.state["vars"]))
    try:
        table.play()
    except (Interrupted, KeyboardInterrupt, Quit) as exc:
        table.flush()
        out.echo(texts.t("Game stopped.") if isinstance(exc, Quit) else texts.t("Game interrupted."), err=True)
        if save is not None:
            out.echo(texts.t("It is saved in {file}; go on with: {command}", file=Verbatim(save),
                             command=Verbatim(f"regla play --load {shlex.quote(str(save))}")), err=True)
        else:
            out.echo(texts.t("Start with --save FILE to be able to stop and go on later."), err=True)
        if isinstance(exc, Quit):
            sys.exit(ExitCode.OK)
        by_key = not isinstance(exc, Interrupted) or exc.by_key
        sys.exit(ExitCode.INTERRUPTED if by_key else ExitCode.USAGE)
    if save is not None:
        # the finished game is kept too: it can be replayed, drawn or studied
        save_game(game, save, texts)
    out.echo(texts.t("Seed of this game: {seed} (with the same answers, --seed {seed} plays it again)",
                     seed=game_seed))
    out.lines(view.result(game))
