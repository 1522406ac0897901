"""``regla replay``: go through a saved game or a game record move by move, with the board as text.

Every move is told as who chose what, followed by what it did; the board (as an onlooker sees it) is
shown where the replay stops, or after every move with ``--step``, which waits for Enter in between.
A save or record holds the whole game, secret answers included, so the replay shows them too.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ..errors import UserError, Verbatim
from ..replays import ReplayStep, replay
from .app import cli
from .common import reports_errors
from .play_output import output_for
from .play_saves import read_text
from .play_view import PlayView
from .selection import block_option, mod_options, save_files
from .textutil import bidi_option, game_texts, locale_option


def tell(step: ReplayStep, view: PlayView, seen: int) -> list[str]:
    """A move as lines: its number, who chose what, then the events it caused."""
    assert step.answer is not None and step.decision is not None
    texts = view.texts
    choice = view.label(step.decision.kind, step.answer.choice, step.answer.player)
    # TRANSLATORS: one move of a replayed game: its number, the player, and the option they chose
    lines = [texts.t("{number}. {colour}: {choice}", number=step.number,
                     colour=view.names.colour(step.answer.player), choice=choice)]
    return lines + ["    " + line for line in view.events(step.game.state["log"][seen:])]


def _moves_in(text: str) -> int:
    """How many moves a save or a record holds (``replay`` has read it already, so it is well formed)."""
    document = json.loads(text)
    return len(document["moves"] if "regla-record" in document else document["history"])


@cli.command("replay")
@click.argument("save", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--to", "stop", type=click.IntRange(0), default=None,
              help="Stop after this many moves (default: the last one) and show the board there.")
@click.option("--step", is_flag=True, help="Show the board after every move and wait for Enter (q to stop).")
@click.option("--house-rule", "house_rules", multiple=True, metavar="FILE.py",
              help="A house rule file the game was played with; repeatable (named house rules come from the save).")
@mod_options
@block_option()
@bidi_option
@locale_option
@reports_errors
def replay_command(save: Path, stop: int | None, step: bool, house_rules: tuple[str, ...], bidi: str,
                   locale: str | None) -> None:
    """Go through a saved game (regla play --save) or a game record, move by move."""
    named = next((h for h in house_rules if not h.endswith(".py")), None)
    if named is not None:
        raise UserError("--house-rule {name}: a replay takes the game's named house rules from the save; name only "
                        "the house rule files it was played with (FILE.py)", name=Verbatim(named))
    if step and sys.stdin is None:
        raise UserError("standard input is closed, so --step cannot wait for Enter between moves: leave out --step")
    text = read_text(save)
    steps = replay(text, files=save_files(text, house_rules))
    start = next(steps)
    moves = _moves_in(text)
    if stop is not None and stop > moves:
        raise UserError("--to {stop} is past the end: the game has {n} moves", stop=stop, n=moves)
    game = start.game
    plain = game_texts(game.ruleset, locale)
    texts = plain.with_isolation("text") if plain.direction == "rtl" or bidi == "on" else plain
    out = output_for(bidi, plain)
    view = PlayView(game.ruleset, texts, game.players)
    out.echo(texts.tn("{game}: {n} player, seed {seed}.", "{game}: {n} players, seed {seed}.", len(game.players),
                      game=texts.raw("game", game.ruleset.game.name), seed=game.state["setup"].get("seed", 0)))
    seen = len(game.state["log"])
    out.lines(view.events(game.state["log"]))
    for current in steps if stop != 0 else ():
        out.lines(tell(current, view, seen))
        seen = len(game.state["log"])
        if current.number == stop:
            break
        if step:
            out.echo()
            out.lines(view.board(game.view(None)))
            out.prompt(texts.t("Enter: next move; q: stop. "))
            answer = sys.stdin.readline()
            if not sys.stdin.isatty():
                out.echo()  # a terminal echoes the Enter; piped input leaves the prompt's line open
            if not answer or answer.strip().lower() == "q":
                return
    out.echo()
    out.lines(view.board(game.view(None)))
    if game.is_over:
        out.lines(view.result(game))
