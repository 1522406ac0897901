"""The language the command line speaks: help, click's own messages, errors and notices.

It is chosen once per invocation, before click parses anything, so that even a usage error comes out in
it: the ``--locale`` option wherever it stands on the command line, else the environment (``LANGUAGE``,
``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as gettext reads them). Help texts are the English source in the
code and are looked up when shown, so one process can answer in several languages (tests do).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator, Sequence
from typing import IO, Any, cast

import click
import click._textwrap
import click.core
import click.exceptions
import click.formatting
import click.parser
import click.termui
import click.types
import click.utils

from ..errors import Phrase, UserError
from ..text.i18n.catalog import resolve_locale, translator_dirs
from .interrupt import interrupted
from .speech import chosen_locale as chosen_locale
from .speech import first_notice, speaking, t, texts
from .streams import is_write_failure, output_failed, refuse, require_output, tell, tolerant_streams
from .terminal import ENVIRONMENT as BIDI_VARIABLE
from .terminal import MODES, bidi_mode, cut, display_width, last_value, requested_mode, shaped

METAVAR = "metavar"
"""Message context of the placeholders in usage lines and option lists (``FILE``, ``NAME``)."""
_ARGUMENTS = "regla.arguments"


def requested_locale(args: Sequence[str]) -> str | None:
    """The value of the last ``--locale`` on a command line (``--locale ko`` or ``--locale=ko``)."""
    return last_value(args, "--locale")


# click speaks through ``gettext``/``ngettext`` imported into each of its modules; pointing those names at
# the catalogue gives its usage errors the reader's language. Its decorators module is left alone: it
# translates option help once, when the option is made, and help is translated when shown instead.
CLICK_MODULES = (click.core, click.exceptions, click.formatting, click.parser, click.termui, click.types,
                 click.utils)


def _click_gettext(message: str) -> str:
    return texts().gettext(message)


def _click_ngettext(one: str, other: str, n: int) -> str:
    return texts().ngettext(one, other, n)


TYPE_NAMES: dict[type[click.ParamType], Phrase] = {
    click.types.IntParamType: Phrase("integer"), click.types.IntRange: Phrase("integer range"),
    click.types.FloatParamType: Phrase("number"), click.types.FloatRange: Phrase("number range"),
}
"""The names click gives its number types in messages ("'x' is not a valid integer"), said in the reader's
language: click writes them in English without asking the catalogue."""


def route_click_messages() -> None:
    for module in CLICK_MODULES:
        module._ = _click_gettext  # type: ignore[attr-defined]
        if hasattr(module, "ngettext"):
            module.ngettext = _click_ngettext  # type: ignore[attr-defined]
    for kind, phrase in TYPE_NAMES.items():
        kind.name = _said_name(phrase)  # type: ignore[assignment]
    # a path option names what it wants ("file", "directory") when made, before any language is chosen
    click.types.Path.name = property(  # type: ignore[assignment]
        lambda path: _click_gettext(path.__dict__.get("_english_name", "path")),
        lambda path, name: path.__dict__.__setitem__("_english_name", name))
    # an argument is named in an error as in the usage line above it, in the reader's language
    click.Argument.get_error_hint = _argument_hint  # type: ignore[method-assign,assignment]
    # help columns line up by the width text takes on screen, so Korean help stays aligned; and help is
    # wrapped by that width too (click's wrapper counts characters: a line of Hangul would take twice the
    # terminal's width), a word longer than a line cut where the columns run out
    click.formatting.term_len = display_width  # type: ignore[assignment]
    click._textwrap.term_len = display_width  # type: ignore[assignment]
    click._textwrap._truncate_visible = cut  # type: ignore[assignment]


def _argument_hint(argument: click.Argument, ctx: click.Context | None) -> str:
    name = argument.make_metavar(ctx) if ctx is not None else argument.human_readable_name
    return f"'{metavar(name)}'"


def _said_name(phrase: Phrase) -> property:
    return property(lambda _self: texts().say(phrase))


def metavar(name: str) -> str:
    return texts().raw(METAVAR, name)


@contextlib.contextmanager
def translated_help(command: click.Command, ctx: click.Context) -> Iterator[None]:
    """The command's help, its options' help and placeholders, translated while the block runs."""
    saved: list[tuple[Any, str, Any]] = []

    def put(owner: Any, attribute: str, value: Any) -> None:
        saved.append((owner, attribute, getattr(owner, attribute)))
        setattr(owner, attribute, value)

    try:
        if command.help:
            put(command, "help", texts().gettext(command.help))
        if command.short_help:
            put(command, "short_help", texts().gettext(command.short_help))
        if command.options_metavar:
            put(command, "options_metavar", metavar(command.options_metavar))
        if isinstance(command, click.Group) and command.subcommand_metavar:
            put(command, "subcommand_metavar", metavar(command.subcommand_metavar))
        for param in command.get_params(ctx):
            help_text = getattr(param, "help", None)
            if help_text:
                put(param, "help", texts().gettext(help_text))
            if not isinstance(param.type, click.Choice) and not getattr(param, "is_flag", False):
                put(param, "metavar", metavar(param.make_metavar(ctx)))
        yield
    finally:
        for owner, attribute, value in reversed(saved):
            setattr(owner, attribute, value)


def given_value(ctx: click.Context, option: str) -> str | None:
    """The value of ``option`` on the running command's command line, as typed: ``--help`` is answered as
    soon as click reads it, before the options after it, so help that depends on another option (the
    game's default edition on ``--game``) reads it here."""
    return last_value(ctx.meta.get(_ARGUMENTS, ()), option)


class LocalizedCommand(click.Command):
    """A command whose help reads in the invocation's language (in display order where needed)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        ctx.meta[_ARGUMENTS] = tuple(args)
        try:
            return super().parse_args(ctx, args)
        except OSError as exc:
            # --help and --version write as they are parsed; click would take a closed pipe for an error
            if not is_write_failure(exc):
                raise
            output_failed(exc)

    def get_help(self, ctx: click.Context) -> str:
        with translated_help(self, ctx):
            return shaped(super().get_help(ctx), texts().direction == "rtl", sys.stdout)

    def get_usage(self, ctx: click.Context) -> str:
        with translated_help(self, ctx):
            return super().get_usage(ctx)

    def get_short_help_str(self, limit: int = 45) -> str:
        """The start of the help that fits in ``limit`` columns of the commands' list (click counts
        characters: wide ones take two columns each, so it is asked for fewer until the text fits)."""
        if not self.help:
            return super().get_short_help_str(limit)
        original = self.help
        self.help = texts().gettext(original)
        try:
            room = limit
            shown = super().get_short_help_str(room)
            while display_width(shown) > limit and room > 3:
                # each character too many takes one or two columns: ask for half as many fewer, or one
                room -= max(1, (display_width(shown) - limit) // 2)
                shown = super().get_short_help_str(room)
            return shown
        finally:
            self.help = original


class LocalizedGroup(LocalizedCommand, click.Group):
    """The ``regla`` group: chooses the language before parsing, and makes localized commands."""

    command_class = LocalizedCommand

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:
        tolerant_streams()
        arguments = list(sys.argv[1:] if args is None else args)
        requested = requested_locale(arguments)
        with speaking(requested), bidi_mode(requested_mode(arguments)):
            # every command, a usage error included, says so when the language asked for falls back
            notice = first_notice(resolve_locale(requested, translator_dirs())[1])
            if notice:
                tell(t("regla: {message}", message=notice))
            require_output()
            setting = os.environ.get(BIDI_VARIABLE, "")
            if setting not in ("", *MODES) and last_value(arguments, "--bidi") is None:
                refuse(UserError("{variable}={value}: give on, off or auto", variable=BIDI_VARIABLE, value=setting))
            if not standalone_mode:
                return super().main(arguments, prog_name, complete_var, False, **extra)
            try:
                # click's own reporting of usage errors, with their lines in display order where needed
                outcome = super().main(arguments, prog_name, complete_var, False, **extra)
            except click.ClickException as exc:
                with contextlib.suppress(OSError):  # a usage error is one, said or not
                    exc.show(file=cast(IO[Any], _Shaping(sys.stderr)))
                sys.exit(exc.exit_code)
            except KeyboardInterrupt:
                interrupted(_Shaping(sys.stderr).shape(t("regla: interrupted")))
            except click.Abort as exc:
                # click turns a Ctrl-C while it parses into Abort: it is an interruption all the same
                if isinstance(exc.__cause__, KeyboardInterrupt):
                    interrupted(_Shaping(sys.stderr).shape(t("regla: interrupted")))
                click.echo(_Shaping(sys.stderr).shape(texts().gettext("Aborted!")), err=True)
                sys.exit(1)
            sys.exit(outcome if isinstance(outcome, int) else 0)


class _Shaping:
    """A stream that writes what click says about usage in display order where that stream needs it."""

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream

    def shape(self, text: str) -> str:
        return shaped(text, texts().direction == "rtl", self.stream)

    def write(self, text: str) -> int:
        # stderr closed (`2>&-`): nothing to write to, and the exit status tells all the same
        return self.stream.write(self.shape(text)) if self.stream is not None else len(text)

    def flush(self) -> None:
        if self.stream is not None:
            self.stream.flush()

    def isatty(self) -> bool:
        return self.stream is not None and self.stream.isatty()


route_click_messages()
