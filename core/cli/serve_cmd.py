"""``regla serve``: the web app on this machine (or on the network, with --host).

Everything that can go wrong at start-up is found before the app is said to be serving: every mod offered
is loaded with its game (a mistake in one is told as ``regla play --mod`` tells it, at its file and line,
exit 1), the saves directory is made and read, and the address is looked up and bound, each mistake one
line (exit 2).
"""

from __future__ import annotations

import contextlib
import errno
import logging
import socket
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import click

from ..api import load
from ..editions import default_rules
from ..errors import Phrase, UserError, Verbatim, cannot_write, os_reason
from ..mods.plugin import with_required
from ..plugins import Selection, discover, selected_mods
from ..text.i18n import Texts
from ..web.limits import MOST_TABLES
from .app import cli, locale_choice
from .common import reports_errors
from .language import chosen_locale, t, texts
from .selection import block_option, game_files, mod_options


@cli.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--saves", type=click.Path(file_okay=False, path_type=Path), default=None, metavar="DIRECTORY",
              help="Keep every table in DIRECTORY after each move; a restarted app takes them up again, links "
                   "and all.")
@click.option("--max-tables", type=click.IntRange(min=1), default=MOST_TABLES, show_default=True, metavar="N",
              help="Keep at most N tables, those taken up from --saves included; beyond, the form starts no new "
                   "game.")
@mod_options
@block_option()
@locale_choice
@reports_errors
def serve_command(host: str, port: int, saves: Path | None, max_tables: int) -> None:
    """Start the web app: new games, each person at their own seat link or all at one screen, bots, the
    board after every move, the rules."""
    import uvicorn

    from ..web.app import create_app
    from ..web.registry import Tables

    files = game_files()
    # a plugin that fails to load would fail every page: told now, in one line, as the other commands tell it
    discover(files.blocked)
    check_offered(files.mods, files.allow_code, files.blocked)
    try:
        tables = Tables(saves, files.mods, files.allow_code, most=max_tables, blocked=files.blocked)
    except OSError as exc:
        raise cannot_write(saves, exc) from None
    for problem in tables.unreadable:
        click.echo(t("regla: left out: {problem}", problem=texts().say(problem)), err=True)

    listener = listening_socket(host, port)
    server = uvicorn.Server(uvicorn.Config(create_app(tables, chosen_locale()), host=host, port=port,
                                           log_level="warning"))
    # said once the address is this app's: a taken port never reads as serving first
    shown = f"[{host}]" if ":" in host else host
    click.echo(t("regla: serving on {address} (Ctrl-C stops)", address=f"http://{shown}:{port}/"), err=True)
    with app_log(texts()):
        server.run(sockets=[listener])


class LogLines(logging.Handler):
    """The app's log lines, written with the command's own, in their language: a line logged as a
    :class:`Phrase` is read out in ``texts`` (kept here: the bots' threads that log too do not share the
    command's language)."""

    def __init__(self, texts: Texts) -> None:
        super().__init__(logging.WARNING)
        self.texts = texts

    def emit(self, record: logging.LogRecord) -> None:
        try:
            said = record.msg.render(self.texts) if isinstance(record.msg, Phrase) else record.getMessage()
            if record.exc_info:
                # a traceback is for whoever fixes regla: as Python writes it
                said += "\n" + logging.Formatter().formatException(record.exc_info)
            click.echo(said, err=True)
        except Exception:
            self.handleError(record)


@contextlib.contextmanager
def app_log(texts: Texts) -> Iterator[None]:
    """The web app's log written in ``texts`` while the block runs."""
    logger, lines = logging.getLogger("regla.web"), LogLines(texts)
    logger.addHandler(lines)
    try:
        yield
    finally:
        logger.removeHandler(lines)


def check_offered(specs: tuple[str, ...], allow_code: bool, blocked: tuple[str, ...]) -> None:
    """Each mod the app is to offer loads with its game (and the mods it requires), as ``regla play --mod``
    loads it: a broken one is told at start-up, at its file and line, rather than to a player who picks it."""
    offered = {mod.id: mod for mod in selected_mods(Selection(mods=specs, allow_code=allow_code))}
    for mod in offered.values():
        # checked on the game's default rules, or its own data when several editions claim to be the default
        rules = default_rules(mod.game, blocked) if mod.game else Selection(blocked=blocked)
        load(mod.game, replace(rules, mods=tuple(str(m.root) for m in with_required(mod, offered)),
                               allow_code=allow_code))


def listening_socket(host: str, port: int) -> socket.socket:
    """A socket bound to ``host`` (a name or an address) and ``port``; a name that is not found, an address
    that is not this machine's and a port taken are each a one-line error."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                                             flags=socket.AI_PASSIVE)[0]
    except (socket.gaierror, UnicodeError):
        raise UserError("--host {host}: no such address or name", host=Verbatim(host)) from None
    listener = socket.socket(family, kind, proto)
    try:
        # as uvicorn does: a port left in TIME_WAIT by the app's last run may be taken again at once
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        # listening from now on: a browser opened at once waits for the app rather than being refused
        listener.listen(2048)
    except OSError as exc:
        listener.close()
        if exc.errno == errno.EADDRINUSE:
            raise UserError("port {port} is in use on {host} by another program: choose another with --port",
                            port=port, host=Verbatim(host)) from None
        if exc.errno == errno.EADDRNOTAVAIL:
            raise UserError("--host {host}: not an address of this machine", host=Verbatim(host)) from None
        raise UserError("cannot listen on {host}, port {port}: {reason}", host=Verbatim(host), port=port,
                        reason=os_reason(exc)) from None
    return listener
