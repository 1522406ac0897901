"""The ``regla`` command group. Each command lives in its own module and registers itself here."""

from __future__ import annotations

import click

from .. import __version__


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="regla")
def cli() -> None:
    """regla: board games whose rules are data. `regla <command> --help` tells more."""


def main() -> None:
    from . import commands  # noqa: F401 - importing registers the commands

    cli(prog_name="regla")
