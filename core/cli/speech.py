"""What the command line speaks in, for this invocation: its texts, the ``--locale`` it was given, and
whether it has told that the language asked for has no catalogue. Everything the command line writes asks
here; :mod:`regla.cli.language` chooses the language and teaches click to speak it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from contextvars import ContextVar
from typing import Any

from ..text.i18n import Texts, texts_for

_current: ContextVar[Texts | None] = ContextVar("regla_cli_texts", default=None)
_chosen: ContextVar[str | None] = ContextVar("regla_cli_locale", default=None)
_noticed: ContextVar[bool] = ContextVar("regla_cli_noticed", default=False)


def texts() -> Texts:
    """The command line's texts for this invocation (the environment's language outside one)."""
    return _current.get() or texts_for(None)


@contextlib.contextmanager
def speaking(locale: str | None) -> Iterator[Texts]:
    """Speak ``locale`` (None: the environment's) until the block ends; in a right-to-left language the
    values inserted into messages are isolated, so that they keep their own direction."""
    chosen = texts_for(locale)
    if chosen.direction == "rtl":
        chosen = chosen.with_isolation("text")
    token = _current.set(chosen)
    asked = _chosen.set(locale)
    noticed = _noticed.set(False)
    try:
        yield chosen
    finally:
        _noticed.reset(noticed)
        _chosen.reset(asked)
        _current.reset(token)


def first_notice(notice: str | None) -> str | None:
    """``notice`` (that the language asked for has no catalogue) the first time this invocation is told
    one; None after that, or when there is none: a command that loads a game's texts too says it once."""
    if notice is None or _noticed.get():
        return None
    _noticed.set(True)
    return notice


def chosen_locale() -> str | None:
    """The ``--locale`` this invocation was given, wherever it stood (None: the environment's)."""
    return _chosen.get()


def t(message: str, /, **params: Any) -> str:
    return texts().t(message, **params)
