"""Every error regla raises, under one base class.

User-facing errors (bad data, bad choices, bad command lines) carry a message meant to be printed as it
is; internal errors mean a bug in regla or in a ruleset's program and name where it happened.
"""

from __future__ import annotations

from dataclasses import dataclass


class ReglaError(Exception):
    """Base of every error regla raises on purpose."""


class UserError(ReglaError):
    """A mistake by whoever drives regla: printed as one line, never as a traceback."""

    exit_code = 2


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

    exit_code = 1

    def __init__(self, problems: list[DataProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


class IllegalChoice(UserError):
    """A decision was answered with an option that is not legal now."""


class PluginError(UserError):
    """A plugin failed to import, raised, or conflicts with another one."""


class InternalError(ReglaError):
    """A bug: an invariant of the engine or of a ruleset's program was broken."""


class StepBudgetExceeded(InternalError):
    """A program ran more steps without asking anyone anything than the budget allows."""
