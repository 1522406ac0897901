"""Every error regla raises, under one base class.

User-facing errors (bad data, bad choices, bad command lines) carry a message meant to be printed as it
is; internal errors mean a bug in regla or in a ruleset's program and name where it happened.
"""

from __future__ import annotations

import difflib
import errno
import os
import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Protocol


class Speaker(Protocol):
    """Who reads a message out: looks its template up in a catalogue and fills it in (``Texts`` does)."""

    def gettext(self, message: str) -> str: ...

    def fill(self, template: str, params: Mapping[str, Any]) -> str: ...


class _English:
    """The source language: templates as written, filled as Python formats them."""

    _formatter = string.Formatter()

    def gettext(self, message: str) -> str:
        return message

    def fill(self, template: str, params: Mapping[str, Any]) -> str:
        return self._formatter.vformat(template, (), params)


ENGLISH = _English()


class InvalidValue(ValueError):
    """A value in data is wrong (raised inside validators and the expression checker, which expect a
    ValueError); carries its message as a :class:`Phrase` so that it can be read in any language."""

    def __init__(self, message: str, /, **params: Any) -> None:
        self.message = Phrase(message, **params)
        super().__init__(str(self.message))


class ExitCode(IntEnum):
    """What a regla command's exit status means; every command and error uses these and no others."""

    OK = 0
    INVALID = 1
    """Invalid data, or a check that failed (broken invariants, a failed simulation)."""
    USAGE = 2
    """A usage, configuration or input error: wrong option, unknown plugin, unreadable file, bad save."""
    INTERNAL = 3
    """A bug in regla or in a ruleset's program."""
    INTERRUPTED = 130
    """Stopped with Ctrl-C (128 + SIGINT, as shells report it)."""


def render(template: str, params: Mapping[str, Any], speaker: Speaker | None = None) -> str:
    """``template`` translated and filled (a template without parameters is literal text); a parameter
    that is a :class:`Phrase` is rendered the same way, so a message built from parts reads in one
    language."""
    speaker = speaker or ENGLISH
    if not params:
        # a message without fields is taken literally: it may quote data that holds braces
        return speaker.gettext(template)
    values = {k: _rendered(v, speaker) for k, v in params.items()}
    return speaker.fill(speaker.gettext(template), values)


def _rendered(value: Any, speaker: Speaker) -> Any:
    if isinstance(value, Phrase | ReglaError | DataProblem | Named):
        return value.render(speaker)
    if isinstance(value, tuple) and value and all(isinstance(v, Phrase) for v in value):
        return "; ".join(v.render(speaker) for v in value)
    return value


class Verbatim(str):
    """Text to be typed as it is — a command, an option, a path: isolated as one left-to-right run in
    right-to-left text, never translated, never reordered inside."""

    __slots__ = ()


class Phrase:
    """A translatable piece of a message: an English template with named fields, and their values.

    ``str()`` gives English; :meth:`render` gives any language. Templates are the catalogue's msgids."""

    def __init__(self, template: str, /, **params: Any) -> None:
        self.template = template
        self.params = params

    def render(self, speaker: Speaker | None = None) -> str:
        return render(self.template, self.params, speaker)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Phrase({self.template!r}, **{self.params!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and (self.template, self.params) == (other.template, other.params)

    def __hash__(self) -> int:
        return hash(self.template)


class Named:
    """A name the data gives (a game's), in a message: read in the reader's language, as the data's own
    catalogue says it (``translate(locale)``), where the reader has a language; in English as written
    otherwise. The catalogue is the game's, not the program's, so the name cannot be a msgid."""

    def __init__(self, english: str, translate: Callable[[str], str] | None = None) -> None:
        self.english, self.translate = english, translate

    def render(self, speaker: Speaker | None = None) -> str:
        locale = getattr(speaker, "locale", None)
        return self.translate(locale) if self.translate is not None and isinstance(locale, str) else self.english

    def __str__(self) -> str:
        return self.english

    def __repr__(self) -> str:
        return f"Named({self.english!r})"


NOTHING = Phrase("none")
"""Said where a list of what is installed or known is empty."""


def did_you_mean(name: Any, known: Iterable[str], cutoff: float = 0.6) -> Phrase | str:
    """``; did you mean 'x'?`` for the closest known name, or nothing when none is close."""
    close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=cutoff) if isinstance(name, str) else []
    return Phrase("; did you mean {name!r}?", name=close[0]) if close else ""


_OS_REASONS = {
    errno.ENOENT: Phrase("no such file or directory"),
    errno.EACCES: Phrase("permission denied"),
    errno.EPERM: Phrase("permission denied"),
    errno.EISDIR: Phrase("it is a directory"),
    errno.ENOTDIR: Phrase("a part of the path is not a directory"),
    errno.ENOSPC: Phrase("no space left on the device"),
    errno.EROFS: Phrase("the file system is read-only"),
    errno.EEXIST: Phrase("it exists already"),
    errno.ELOOP: Phrase("too many levels of symbolic links"),
}


class NotARegularFile(OSError):
    """A path names a device, a pipe or the like: reading it might never end, or never stop growing."""


def os_reason(exc: OSError) -> Phrase | str:
    """Why a file could not be read or written, in words the catalogue has (the system's for others)."""
    if isinstance(exc, NotARegularFile):
        return Phrase("not a regular file (a device, a pipe or the like)")
    return _OS_REASONS.get(exc.errno or 0) or exc.strerror or type(exc).__name__


def cannot_write(path: Any, exc: OSError) -> UserError:
    """The one-line error for a file or folder that could not be written, saying why."""
    if _not_a_folder(path, exc):
        return UserError("cannot write {file}: {reason}", file=Verbatim(exc.filename), reason=Phrase("not a folder"))
    return UserError("cannot write {file}: {reason}", file=Verbatim(path), reason=os_reason(exc))


def _not_a_folder(path: Any, exc: OSError) -> bool:
    """Whether making a folder to write in failed on a file, a device or a pipe standing where it goes:
    the folder "exists already" in the system's words, which would send the reader looking for it."""
    if not isinstance(exc, FileExistsError) or not isinstance(exc.filename, str) or os.path.isdir(exc.filename):
        return False
    there = os.path.abspath(exc.filename)
    written = os.path.abspath(os.fspath(path))
    return written == there or written.startswith(there.rstrip(os.sep) + os.sep)


def clipped(value: Any, limit: int = 80) -> str:
    """``repr(value)`` cut to ``limit`` characters: a message quotes hostile input without growing with it."""
    shown = repr(value)
    return shown if len(shown) <= limit else shown[:limit - 1] + "…"


class ReglaError(Exception):
    """Base of every error regla raises on purpose.

    The message is an English template with named fields (``"unknown bot {name!r}"``, name=...): ``str()``
    reads it in English, :meth:`render` in the reader's language. The template is the catalogue msgid."""

    def __init__(self, message: str = "", /, **params: Any) -> None:
        self.message = Phrase(message, **params)
        super().__init__(str(self.message))

    def render(self, speaker: Speaker | None = None) -> str:
        return self.message.render(speaker)


class UserError(ReglaError):
    """A mistake by whoever drives regla: printed as one line, never as a traceback."""

    exit_code = ExitCode.USAGE


_SHOWN_AS: dict[str, str] = {}
"""Folders the user never saw, by what their files are shown as (see :func:`show_folder_as`)."""


def show_folder_as(folder: str, shown: str) -> None:
    """Name the files under ``folder`` as under ``shown`` wherever a problem is told: a mod archive is
    unpacked into a cache folder, and a mistake in one of its files is the archive's (``mod.zip/cards.yaml``)."""
    _SHOWN_AS[folder.rstrip("/\\") + os.sep] = shown + "/"


def shown_path(path: str) -> str:
    for folder, shown in _SHOWN_AS.items():
        if path.startswith(folder):
            return shown + path[len(folder):].replace(os.sep, "/")
    return path


@dataclass(frozen=True)
class DataProblem:
    """One problem in a data file, with the position it was found at (1-based)."""

    path: str
    line: int
    column: int
    message: str | Phrase
    """An English template (the catalogue msgid) with named fields filled from ``params``, or a phrase."""
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def render(self, speaker: Speaker | None = None) -> str:
        said = self.message.render(speaker) if isinstance(self.message, Phrase) \
            else render(self.message, self.params, speaker)
        return f"{shown_path(self.path)}:{self.line}:{self.column}: {said}"

    def __str__(self) -> str:
        return self.render()


class DataError(UserError):
    """A data file (YAML) is invalid; holds every problem found, not only the first."""

    exit_code = ExitCode.INVALID

    def __init__(self, problems: list[DataProblem]) -> None:
        self.problems = problems
        Exception.__init__(self, "\n".join(str(p) for p in problems))

    def render(self, speaker: Speaker | None = None) -> str:
        return "\n".join(p.render(speaker) for p in self.problems)


class UnreadableFile(DataError):
    """A file could not be read at all (missing, a directory, no permission): an input error, not bad data."""

    exit_code = ExitCode.USAGE


class IllegalChoice(UserError):
    """A decision was answered with an option that is not legal now."""


class PluginError(UserError):
    """A plugin failed to import, raised, or conflicts with another one."""


class InternalError(ReglaError):
    """A bug: an invariant of the engine or of a ruleset's program was broken."""

    exit_code = ExitCode.INTERNAL


class ProgramError(DataError, InternalError):
    """A rules program failed while a game ran (a number divided by zero, a key that is not there): a
    mistake in the data, reported at the instruction's file and line; the step is undone."""

    exit_code = ExitCode.INVALID

    def __init__(self, where: str, message: str | Phrase) -> None:
        path, _, line = where.rpartition(":")
        super().__init__([DataProblem(path or where, int(line) if line.isdigit() else 1, 1, message)])


def program_failure(op: str, exc: Exception, changed_by: tuple[str, ...] = ()) -> Phrase:
    """Why an instruction failed, in words (the kind of Python error kept for whoever reads the code),
    and, when mods changed the game, whose changes it ran with: the game's own data was sound without
    them, so they are where to look first."""
    if isinstance(exc, KeyError):
        said = Phrase("{op} failed: nothing is found under {key} (KeyError)", op=op,
                      key=clipped(exc.args[0] if exc.args else None))
    elif isinstance(exc, IndexError):
        said = Phrase("{op} failed: a position past the end of a list (IndexError)", op=op)
    elif isinstance(exc, ZeroDivisionError):
        said = Phrase("{op} failed: a division by zero (ZeroDivisionError)", op=op)
    else:
        # a reason given as a phrase (a limit of the engine, a value refused) reads in the reader's language
        reason = exc.message if isinstance(exc, InvalidValue) else str(exc)
        said = Phrase("{op} failed: {kind}: {reason}", op=op, kind=type(exc).__name__, reason=reason)
    if not changed_by:
        return said
    return Phrase("{problem} (the game ran with the changes of plugin {whose}, which its own rules were not "
                  "written for)", problem=said, whose=", ".join(repr(name) for name in changed_by))


class StepBudgetExceeded(ProgramError):
    """A program ran more steps without asking anyone anything than the budget allows: a mistake of the
    rules data (a loop that never ends), told at the instruction that was running."""
