"""What every command shares: plugin selection options, one-line errors, exit codes, JSON output.

Exit codes: 0 ok, 1 problems found (invalid data), 2 usage, configuration or input errors.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from collections.abc import Callable
from typing import Any, TypeVar

import click

from ..errors import DataError, InternalError, UserError
from ..plugins import Selection

F = TypeVar("F", bound=Callable[..., Any])


def selection_options(fn: F) -> F:
    """--edition, --variant, --house-rule (repeatable; a name or a ./file.py) and --block-plugin."""
    decorators = [
        click.option("--edition", default=None, metavar="NAME", help="Edition (default: classic)."),
        click.option("--variant", "variants", multiple=True, metavar="NAME", help="Variant; repeatable."),
        click.option("--house-rule", "house_rules", multiple=True, metavar="NAME|FILE.py",
                     help="House rule by name or from a Python file; repeatable."),
        click.option("--block-plugin", "blocked", multiple=True, metavar="NAME",
                     help="Do not load this installed plugin; repeatable."),
    ]
    for decorator in reversed(decorators):
        fn = decorator(fn)
    return fn


def make_selection(edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                   blocked: tuple[str, ...]) -> Selection:
    named = tuple(h for h in house_rules if not h.endswith(".py"))
    files = tuple(h for h in house_rules if h.endswith(".py"))
    return Selection(edition, variants, named, files, blocked)


def reports_errors(fn: F) -> F:
    """Turn regla's errors into a message on stderr and an exit code; never a traceback for a user."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except DataError as exc:
            click.echo(str(exc), err=True)
            sys.exit(1)
        except UserError as exc:
            click.echo(f"regla: {exc}", err=True)
            sys.exit(exc.exit_code)
        except InternalError as exc:
            click.echo(f"regla: internal error (please report it): {exc}", err=True)
            sys.exit(3)

    return wrapper  # type: ignore[return-value]


def emit_json(document: Any) -> None:
    click.echo(json.dumps(document, ensure_ascii=False, indent=2, sort_keys=True))


def split_bots(specs: str | None, players: int, ruleset: Any) -> list[str] | None:
    """``--bots a,b,c``: one bot spec per seat, each checked by making it once (unknown names and options
    are refused before any game starts)."""
    if specs is None:
        return None
    from ..bots import make_bot

    bots = [part.strip() for part in re.split(r",(?![^:,]*=)", specs) if part.strip()]
    if len(bots) != players:
        raise UserError(f"--bots names {len(bots)} bots for {players} seats: name one per seat")
    for spec in bots:
        make_bot(spec, manager=ruleset.manager)
    return bots
