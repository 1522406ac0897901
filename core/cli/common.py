"""What every command shares: one-line errors, exit codes, JSON output, the files it writes.

Exit codes are :class:`~regla.errors.ExitCode`: 0 ok, 1 invalid data or a failed check, 2 a usage,
configuration or input error (click's own usage errors exit 2 too), 3 an internal error, 130 Ctrl-C.
"""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar, cast

import click

from ..data.files import write_all, write_atomic, write_target
from ..engine.rng import seed_fits
from ..errors import DataError, ExitCode, UserError, cannot_write
from .language import t, texts
from .streams import is_write_failure, output_failed, tell

F = TypeVar("F", bound=Callable[..., Any])


class PlayerCount(click.ParamType):
    """A number of players. The range is the game's (``min_players``..``max_players``), checked when the
    game is set up, so the message names the game and its range; click's 1<=x<=99 would tell neither."""

    name = "N"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        try:
            count = int(value)
        except (TypeError, ValueError):
            self.fail(t("{value!r} is not a whole number", value=value), param, ctx)
        if count < 1:
            self.fail(t("{count} players: at least 1 (each game sets its own range)", count=count), param, ctx)
        return count


PLAYERS = PlayerCount()


class Seed(click.ParamType):
    """A seed: a whole number from -2**63 to 2**64-1, taken as 64 bits. Every command's ``--seed`` is one,
    so each refuses the same seeds in the same words; a plain int would let a larger seed through, to
    play the games of the seed it is equal to in 64 bits."""

    name = "integer"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        seed: int = click.INT.convert(value, param, ctx)
        if not seed_fits(seed):
            self.fail(t("seed must be an integer (at most 64 bits), not {seed}", seed=seed), param, ctx)
        return seed


SEED = Seed()


class Seconds(click.FloatRange):
    """A number of seconds from ``min`` to ``max``: click's range lets "nan" through (it compares as neither
    too small nor too large), and a pause of NaN seconds would fail in the middle of a game."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        seconds = super().convert(value, param, ctx)
        if seconds != seconds:
            self.fail(t("{value!r} is not a number of seconds", value=value), param, ctx)
        return seconds

PLAYERS_HELP = "How many players; the game sets the range, and a count outside it is refused naming the range."
GAME_HELP = "Game (default: the one installed, or of several the one marked as the default)."
class OutputFile(click.Path):
    """A file a command writes (``--save``, ``-o``): an empty path names none, and is refused as a usage
    error (click would take it for the current directory). What the path names is checked by
    :func:`writable`, which refuses a folder as it does a pipe, in one line."""

    def __init__(self) -> None:
        super().__init__(path_type=Path)
        self.name = "file"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if isinstance(value, str) and not value:
            self.fail(t("an empty path names no file"), param, ctx)
        return super().convert(value, param, ctx)


OUTPUT_FILE = OutputFile()


def writable(path: Path) -> None:
    """Refuse, before any work is done, a path to write that is not a regular file or a link to one (a
    pipe, a device, a directory): writing replaces what it names."""
    try:
        write_target(path)
    except OSError as exc:
        raise cannot_write(path, exc) from None


def write_file(path: Path, data: str | bytes) -> None:
    """Write a file a person named, whole or not at all, through a symbolic link (see :func:`writable`)."""
    try:
        write_atomic(path, data)
    except OSError as exc:
        raise cannot_write(path, exc) from None


def write_files(files: Mapping[Path, str | bytes], gone: tuple[Path, ...] = ()) -> None:
    """Write several files a person named (see :func:`write_file`) and take away those of ``gone``, all
    of them or none: a folder never holds some files of this run and some of an earlier one."""
    try:
        write_all(files.items(), gone)
    except OSError as exc:
        raise cannot_write(exc.filename, exc) from None


def reports_errors(fn: F) -> F:
    """Turn regla's errors into a message on stderr and an exit code; never a traceback for a user.

    A bug shows a one-line message too (exit 3); ``REGLA_TRACEBACK=1`` shows its traceback instead."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except DataError as exc:
            tell(texts().say(exc))
            sys.exit(exc.exit_code)
        except UserError as exc:
            tell(texts().with_isolation("none").t("regla: {message}", message=texts().say(exc)))
            sys.exit(exc.exit_code)
        except KeyboardInterrupt:
            tell(t("regla: interrupted"))
            sys.exit(ExitCode.INTERRUPTED)
        except (click.exceptions.Exit, click.ClickException, click.Abort):
            raise
        except Exception as exc:
            if is_write_failure(exc):
                output_failed(cast(OSError, exc))
            if os.environ.get("REGLA_TRACEBACK"):
                raise
            message = str(exc).splitlines()[0] if str(exc) else ""
            tell(t("regla: internal error (please report it): {kind}: {message}", kind=type(exc).__name__,
                   message=message))
            sys.exit(ExitCode.INTERNAL)

    return wrapper  # type: ignore[return-value]


def with_progress(job: Callable[[Callable[[int], None] | None], Any], total: int, label: str,
                  show: bool = True) -> Any:
    """``job(progress)`` with a progress bar on stderr when it is a terminal (``NO_COLOR_PROGRESS`` or
    ``show=False`` leave it out; ``job`` then gets ``None``)."""
    if not show or sys.stderr is None or not sys.stderr.isatty() or os.environ.get("NO_COLOR_PROGRESS"):
        return job(None)
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task(label, total=total)
        return job(lambda done: bar.update(task, completed=done))


def emit_json(document: Any) -> None:
    click.echo(json.dumps(document, ensure_ascii=False, indent=2, sort_keys=True))


def split_bots(specs: str | None, players: int, ruleset: Any) -> list[str] | None:
    """``--bots a,b,c``: one bot spec per seat, each checked by making it once (unknown names and options
    are refused before any game starts)."""
    if specs is None:
        return None
    from ..bots import make_bot, split_specs

    bots = split_specs(specs)
    if len(bots) != players:
        raise UserError("--bots names one bot per bot seat (bot seats: {players}; bots named: {bots})",
                        bots=len(bots), players=players)
    for spec in bots:
        make_bot(spec, manager=ruleset.manager)
    return bots
