"""``regla serve``: the web app on this machine (or on the network, with --host)."""

from __future__ import annotations

import click

from .app import cli, locale_choice
from .common import reports_errors
from .language import t


@cli.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True)
@locale_choice
@reports_errors
def serve_command(host: str, port: int) -> None:
    """Start the web app: new games, each person at their own seat link, bots, the board after every move."""
    import uvicorn

    from ..web.app import create_app

    click.echo(t("regla: serving on {address} (Ctrl-C stops)", address=f"http://{host}:{port}/"), err=True)
    uvicorn.run(create_app(), host=host, port=port, log_level="warning")
