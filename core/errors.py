"""Every error regla raises, under one base class.

User-facing errors (bad data, bad choices, bad command lines) carry a message meant to be printed as it
is; internal errors mean a bug in regla or in a ruleset's program and name where it happened.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


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


class ReglaError(Exception):
    """Base of every error regla raises on purpose."""


class UserError(ReglaError):
    """A mistake by whoever drives regla: printed as one line, never as a traceback."""

    exit_code = ExitCode.USAGE


@dataclass(frozen=True)
class DataProblem:
    """One problem in a data file, with the position it was found at (1-based)."""

    path: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}: {self.message}"


class DataError(UserError):
    """A data file (YAML) is invalid; holds every problem found, not only the first."""

    exit_code = ExitCode.INVALID

    def __init__(self, problems: list[DataProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


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

    def __init__(self, where: str, message: str) -> None:
        path, _, line = where.rpartition(":")
        super().__init__([DataProblem(path or where, int(line) if line.isdigit() else 1, 1, message)])


class StepBudgetExceeded(InternalError):
    """A program ran more steps without asking anyone anything than the budget allows."""
