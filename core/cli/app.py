"""The ``regla`` command group; every command module adds itself to it."""

from __future__ import annotations

from importlib.metadata import version

import click


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(version("regla"), prog_name="regla")
def cli() -> None:
    """regla: board games whose rules are data. `regla <command> --help` tells more."""
