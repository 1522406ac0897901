"""What every command shares: plugin selection options, one-line errors, exit codes, JSON output.

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

from ..api import default_game
from ..data.files import write_all, write_atomic, write_target
from ..editions import default_edition
from ..engine.rng import seed_fits
from ..errors import DataError, ExitCode, ReglaError, UserError, Verbatim, cannot_write
from ..mods.plugin import find_mod, installed_mods, mods_from_environment
from ..mods.source import Mod
from ..plugins import Selection, discover, make_manager
from ..stamps import Files
from .language import given_value, t, texts
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
EDITION_HELP = "Edition (default: {edition})."


class EditionOption(click.Option):
    """``--edition``, whose help names the edition played when none is named: the default edition of the
    command line's game (``--game``, else the default game), or, where a file decides the game, whichever
    is that game's."""

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        record = super().get_help_record(ctx)
        return record and (record[0], self._default_said(ctx))

    @staticmethod
    def _default_said(ctx: click.Context) -> str:
        whose = t("Edition (default: the game's default edition, if it has one).")
        if not any(param.name == "game_id" for param in ctx.command.params):
            return whose
        try:
            edition = default_edition(given_value(ctx, "--game") or default_game())
        except ReglaError:
            # the help is shown whatever the plugins; what is wrong with them is told when the command runs
            return whose
        # an edition is a name typed as it is, as a command is: it reads left to right in any language
        return t(EDITION_HELP, edition=Verbatim(edition)) if edition else t("Edition (default: none).")


def _remember(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    ctx.meta[f"regla.{param.name}"] = value
    return value


def selection_options(fn: F) -> F:
    """--edition, --variant, --house-rule (repeatable; a name or a ./file.py), --block-plugin, and --mod
    with --allow-code (kept in the context: :func:`make_selection` and :func:`game_files` read them)."""
    decorators = [
        click.option("--edition", default=None, metavar="NAME", help=EDITION_HELP, cls=EditionOption),
        click.option("--variant", "variants", multiple=True, metavar="NAME", help="Variant; repeatable."),
        click.option("--house-rule", "house_rules", multiple=True, metavar="NAME|FILE.py",
                     help="House rule by name or from a Python file; repeatable."),
        block_option(expose=True),
        mod_options,
    ]
    for decorator in reversed(decorators):
        fn = decorator(fn)
    return fn


def block_option(expose: bool = False) -> Callable[[F], F]:
    """--block-plugin (repeatable), kept in the context for :func:`game_files` too: a save is loaded
    without the plugins it names, as a new game is."""
    return click.option("--block-plugin", "blocked", multiple=True, metavar="NAME", expose_value=expose,
                        callback=_remember, help="Do not load this installed plugin; repeatable.")


def mod_options(fn: F) -> F:
    """--mod (repeatable) and --allow-code, kept in the context for :func:`game_files`."""
    fn = click.option("--allow-code", is_flag=True, expose_value=False, callback=_remember,
                      help="Let mods given by path run their Python plugins.")(fn)
    return click.option("--mod", "mods", multiple=True, metavar="PATH|ID", expose_value=False, callback=_remember,
                        help="Play with a mod (its folder, a .zip of it, or an installed mod's id); repeatable. "
                             "REGLA_MODS adds more (paths separated like PATH).")(fn)


def make_selection(edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                   blocked: tuple[str, ...], fits: Callable[[Mod], bool] | None = None) -> Selection:
    """The selection of this command line (``fits``: see :func:`game_files`)."""
    named = tuple(h for h in house_rules if not h.endswith(".py"))
    files = game_files(house_rules, fits)
    return Selection(edition, variants, named, files.house_rule_files, blocked, files.mods, files.allow_code)


def game_selection(game_id: str | None, edition: str | None, variants: tuple[str, ...],
                   house_rules: tuple[str, ...], blocked: tuple[str, ...]) -> Selection:
    """:func:`make_selection` for a game of ``game_id`` (None: the default game): REGLA_MODS's mods made for
    another game are left out (a mod given with --mod is used as given, and refused if it does not fit)."""

    @functools.cache
    def game() -> str:
        return game_id or default_game(make_manager(Selection(blocked=blocked)))

    return make_selection(edition, variants, house_rules, blocked,
                          lambda mod: mod.manifest.game == game() or game() in mod.manifest.games)


def save_files(text: str, house_rules: tuple[str, ...]) -> Files:
    """:func:`game_files` to load the save or game record in ``text`` with: of REGLA_MODS's mods, those it
    was played with (a mod given with --mod is used as given, and refused if the game was not played with
    it). A text that is no save keeps them all, for its loader to say what is wrong with it."""
    try:
        setup = json.loads(text)["setup"]
        played = {entry.get("id") for entry in setup.get("mods", []) if isinstance(entry, dict)}
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return game_files(house_rules)
    return game_files(house_rules, lambda mod: mod.id in played)


def game_files(house_rules: tuple[str, ...] = (), fits: Callable[[Mod], bool] | None = None) -> Files:
    """The mods (REGLA_MODS, then --mod) and house-rule files of this command line, for a new game or to
    load a saved one with; ``fits``: which of REGLA_MODS's mods to keep (default: all)."""
    ctx = click.get_current_context(silent=True)
    meta = ctx.meta if ctx else {}
    blocked = tuple(meta.get("regla.blocked") or ())
    offered = mods_from_environment()
    if fits is not None and offered:
        installed = installed_mods(discover(blocked).values())
        offered = tuple(spec for spec in offered if fits(find_mod(spec, installed)))
    mods = offered + tuple(meta.get("regla.mods") or ())
    return Files(mods, tuple(h for h in house_rules if h.endswith(".py")), bool(meta.get("regla.allow_code")),
                 blocked)


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
