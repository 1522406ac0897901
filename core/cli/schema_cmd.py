"""``regla schema``: the data files' JSON Schemas (draft 7) for editors, written where a modder wants them."""

from __future__ import annotations

from pathlib import Path

import click

from ..data import schemas
from ..errors import cannot_write
from .app import cli, locale_choice
from .common import reports_errors


@cli.command("schema")
@click.option("--write", "directory", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="Directory to write the schemas into (created if missing).")
@locale_choice
@reports_errors
def schema_command(directory: Path) -> None:
    """Write the JSON Schema of every data file kind (board, cards, game, player counts, texts) and of a
    mod's manifest, changes and scenario files."""
    try:
        written = schemas.write(directory)
    except OSError as exc:
        raise cannot_write(exc.filename or directory, exc) from None
    for path in written:
        click.echo(path)
