"""``regla serve``: the web app on this machine (or on the network, with --host)."""

from __future__ import annotations

from pathlib import Path

import click

from .app import cli, locale_choice
from .common import game_files, mod_options, reports_errors
from .language import chosen_locale, t, texts


@cli.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True, help="Port to listen on.")
@click.option("--saves", type=click.Path(file_okay=False, path_type=Path), default=None, metavar="DIRECTORY",
              help="Keep every table in DIRECTORY after each move; a restarted app takes them up again, links "
                   "and all.")
@mod_options
@locale_choice
@reports_errors
def serve_command(host: str, port: int, saves: Path | None) -> None:
    """Start the web app: new games, each person at their own seat link or all at one screen, bots, the
    board after every move, the rules."""
    import uvicorn

    from ..web.app import create_app
    from ..web.registry import Tables

    files = game_files()
    tables = Tables(saves, files.mods, files.allow_code)
    for problem in tables.unreadable:
        click.echo(t("regla: left out: {problem}", problem=texts().say(problem)), err=True)

    click.echo(t("regla: serving on {address} (Ctrl-C stops)", address=f"http://{host}:{port}/"), err=True)
    uvicorn.run(create_app(tables, chosen_locale()), host=host, port=port, log_level="warning")
