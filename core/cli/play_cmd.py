"""``regla play``: play a game at the terminal, people and bots around one table.

People answer numbered questions, by number or by the beginning of an option's name (``u`` takes
back their last answer, ``b`` shows the board, ``l`` what happened, ``q`` stops, ``?`` says so);
several people share the terminal (hot seat), so before a secret
choice the terminal is handed over and nobody's secret answer is shown before the reveal. Bots
(``--bots``, one per seat that is not a person's; greedy by default) see only their player's view and
are seeded from the game's seed, so a game with the same seed and answers plays the same.
"""

from __future__ import annotations

import os
import secrets
import sys
from pathlib import Path

import click

from ..api import new_game
from ..bots import make_bot
from ..engine.rng import bot_seed
from ..errors import ExitCode, UserError, Verbatim
from ..lab.parallel import interrupts_ignored
from .app import cli
from .common import GAME_HELP, OUTPUT_FILE, PLAYERS, PLAYERS_HELP, SEED, Seconds, reports_errors, split_bots, writable
from .play_input import Interrupted
from .play_output import coloured, controls_cursor, output_for
from .play_saves import clash_with_save, given_on_command_line, resume_command, resume_saved, save_game
from .play_table import Quit, Table
from .play_view import PlayView
from .selection import game_selection, selection_options
from .textutil import bidi_option, game_texts, locale_option


@cli.command("play")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--players", type=PLAYERS, default=4, show_default=True, help=PLAYERS_HELP)
@click.option("--humans", type=click.IntRange(0, 99), default=1, show_default=True,
              help="How many of the first seats are people; the others are bots.")
@click.option("--bots", "bot_specs", default=None, metavar="BOT,BOT,...",
              help="The bots in the other seats, in seat order (random, greedy, mcts, or installed ones; "
                   "options as mcts:iterations=100). Default: greedy in every seat.")
@click.option("--auto", is_flag=True, help="Bots only: play a whole game unattended and print the result.")
@click.option("--watch", "watch", type=Seconds(0, 60), default=None, is_flag=False, flag_value=0.5,
              metavar="[SECONDS]", help="Bots only: show the game move by move, SECONDS apart (default 0.5).")
@click.option("--seed", type=SEED, default=None,
              help="Seed of the game and the bots (default: 64 random bits from the system).")
@click.option("--show-seed", is_flag=True,
              help="Show the seed at the start, for a replay; whoever sees it can work out every deck's order.")
@click.option("--save", "save", type=OUTPUT_FILE, default=None,
              help="Keep FILE saved at every decision of a person and when the game stops (Ctrl-C too), to resume "
                   "with --load.")
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
    if auto and watch is not None:
        raise UserError("--auto and --watch do not go together: --auto plays the game through, --watch shows it "
                        "move by move")
    if (auto or watch is not None) and humans and given_on_command_line("humans"):
        raise UserError("--humans {count} does not go with {option}, where bots play every seat", count=humans,
                        option=Verbatim("--auto" if auto else "--watch"))
    if save is not None:
        # before the game starts: a pipe or a device there would be replaced by the first save
        writable(save)
    if load_from is not None:
        game = resume_saved(load_from, house_rules)
        clash = clash_with_save(game, game_id, players, seed, edition, variants, house_rules)
        if clash:
            raise UserError("{file} is played by the rules and seats it was saved with: {option} differs from them "
                            "(leave it out to resume the game)", file=Verbatim(load_from), option=Verbatim(clash))
        save = save or load_from
    else:
        # the deck orders follow from the seed: a guessable one would show every hidden card
        seed_used = secrets.randbits(64) if seed is None else seed
        selection = game_selection(game_id, edition, variants, house_rules, blocked)
        game = new_game(game_id, players, seed_used, selection)
    game_seed = game.state["setup"].get("seed", 0)
    plain = game_texts(game.ruleset, locale)
    texts = plain.with_isolation("text") if plain.direction == "rtl" or bidi == "on" else plain
    out = output_for(bidi, plain)
    humans = 0 if auto or watch is not None else humans
    if humans > len(game.players):
        raise UserError("--humans may be at most the number of players ({count}).", count=len(game.players))
    if humans and sys.stdin is None:
        raise UserError("standard input is closed, so no answers can be read: give the game an input, or let bots "
                        "play every seat with --auto")
    others = game.players[humans:]
    # the bots are checked before anything is printed: a refused command line prints nothing on stdout
    specs = split_bots(bot_specs, len(others), game.ruleset) or ["greedy"] * len(others)
    view = PlayView(game.ruleset, texts, game.players)
    if sys.stdout.isatty() and not out.reorder and not os.environ.get("NO_COLOR") and controls_cursor():
        view.paint = coloured
    # seeded from the game and the resumed position, so a resumed game's bots do not repeat themselves
    answered = len(game.state.get("history") or [])
    bots = {p: make_bot(spec, seed=bot_seed(game_seed if seed is None else seed, game.players.index(p), answered),
                        manager=game.ruleset.manager) for p, spec in zip(others, specs, strict=True)}
    # a save keeps the game, not who sat at it: resuming names the seating again
    seating = ["--auto"] if auto else ["--watch", str(watch)] if watch is not None else (
        ["--humans", str(humans)] if humans != 1 else [])
    if any(spec != "greedy" for spec in specs):
        seating += ["--bots", ",".join(specs)]
    table = Table(game, game.players[:humans], bots, view, texts, out, save)
    table.watch = watch
    if watch is not None:
        table.news.extend([*view.header(game.state["vars"]), *view.laid_out(game.state["vars"])])
    try:
        # from the first line shown, a Ctrl-C saves the game (with --save): it exists, and the table too
        out.echo(texts.tn("{game}: {n} player.", "{game}: {n} players.", len(game.players),
                          game=texts.raw("game", game.ruleset.game.name)))
        if show_seed:
            out.echo(texts.t("Seed of this game: {seed}", seed=game_seed))
        table.play()
    except (Interrupted, KeyboardInterrupt, Quit) as exc:
        # leaving now: a second Ctrl-C would only cut the save short
        with interrupts_ignored():
            table.flush()
            out.echo(texts.t("Game stopped.") if isinstance(exc, Quit) else texts.t("Game interrupted."), err=True)
            if save is not None:
                # the game as it stands, though no person was asked yet: a step cut short left it as it was
                save_game(game, save)
                out.echo(texts.t("It is saved in {file}; go on with: {command}", file=Verbatim(save),
                                 command=Verbatim(resume_command(save, house_rules, seating))), err=True)
            else:
                out.echo(texts.t("Start with --save FILE to be able to stop and go on later."), err=True)
        if isinstance(exc, Quit):
            sys.exit(ExitCode.OK)
        by_key = not isinstance(exc, Interrupted) or exc.by_key
        sys.exit(ExitCode.INTERRUPTED if by_key else ExitCode.USAGE)
    if save is not None:
        # the finished game is kept too: it can be replayed, drawn or studied
        save_game(game, save)
    if load_from is None and not table.taken_back:
        out.echo(texts.t("Seed of this game: {seed} (with the same answers, --seed {seed} plays it again)",
                         seed=game_seed))
    else:
        # the bots were seeded again where the game was taken up or taken back: the seed alone does not
        # give their answers again (regla replay does, from the save)
        out.echo(texts.t("Seed of this game: {seed}", seed=game_seed))
    out.lines(view.result(game))
