"""The ``regla`` command group; every command module adds itself to it."""

from __future__ import annotations

from importlib.metadata import version
from typing import Any

import click

from .language import LocalizedGroup, t
from .textutil import bidi_choice


def _show_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(t("{program}, version {version}", program="regla", version=version("regla")))
        ctx.exit()


def locale_choice(fn: Any) -> Any:
    """``--locale`` and ``--bidi`` for the messages of a command that prints no game text (both read from
    the whole command line before parsing)."""
    return click.option("--locale", default=None, metavar="LANG", expose_value=False,
                        help="Language of the messages (default: from the environment).")(bidi_choice(fn))


@click.group(cls=LocalizedGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_show_version,
              help="Show the version and exit.")
@locale_choice
def cli() -> None:
    """regla: board games whose rules are data. `regla <command> --help` tells more."""
