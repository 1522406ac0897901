"""A catalogue's header, checked before Babel and gettext read it: they trust its Plural-Forms and charset.

gettext compiles the ``plural=`` expression and fails on one it cannot read (or later, dividing by zero);
Babel builds ``nplurals`` forms for every plural message; and the charset names how the texts are
encoded when they are compiled. Each value is checked here and its problem placed at its header line.
"""

from __future__ import annotations

import codecs
import gettext
import re
from email import message_from_string

from ...errors import DataProblem, Phrase

MAX_PLURALS = 6
"""The most plural forms any language has (Arabic: zero, one, two, few, many, other)."""
PLURAL_FORMS = re.compile(r"nplurals=([0-9]+);\s*plural=([^;]+);?")
"""The form gettext itself reads: it splits at ``;`` and takes what follows ``plural=`` as it is."""
TRIED = range(1001)
"""The numbers an expression is tried on: any count a game shows, and the ends of its rules."""


def header_problems(path: str, msgstr: tuple[int, int], pieces: list[tuple[int, int, str]]) -> list[DataProblem]:
    """Problems of the header entry whose msgstr keyword stands at ``msgstr`` and whose decoded quoted
    ``pieces`` (line, column, text) follow it."""
    headers = message_from_string("".join(text for _, _, text in pieces))

    def at(name: str) -> tuple[int, int]:
        # the piece that starts the header line, as a header usually has one piece to itself
        return next(((line, column) for line, column, text in pieces
                     if text.lower().startswith(name.lower() + ":")), msgstr)

    problems: list[DataProblem] = []
    for value in headers.get_all("Plural-Forms") or []:
        line, column = at("Plural-Forms")
        problems.extend(DataProblem(path, line, column, phrase) for phrase in plural_problems(str(value).strip()))
    for value in headers.get_all("Content-Type") or []:
        charset = message_from_string(f"Content-Type: {value}").get_content_charset() or "utf-8"
        if not _is_utf8(charset):
            line, column = at("Content-Type")
            problems.append(DataProblem(path, line, column, "the catalogue is read as UTF-8: its Content-Type "
                                        "must say charset=UTF-8, not {charset!r}", {"charset": charset}))
    return problems


def _is_utf8(charset: str) -> bool:
    try:
        return codecs.lookup(charset).name == "utf-8"
    except LookupError:
        return False


def plural_problems(value: str) -> list[Phrase]:
    """What is wrong with a Plural-Forms value; nothing if it is sound."""
    matched = PLURAL_FORMS.fullmatch(value)
    count = int(matched.group(1)) if matched else 0
    if not matched or not 1 <= count <= MAX_PLURALS:
        return [Phrase("Plural-Forms must read 'nplurals=N; plural=EXPRESSION;' with N from 1 to {most}, not "
                       "{value!r}", most=MAX_PLURALS, value=value)]
    expression = matched.group(2).strip()
    try:
        form_of = gettext.c2py(expression)
    except ValueError:
        return [Phrase("the plural expression {expression!r} is not one gettext can read", expression=expression)]
    for n in TRIED:
        try:
            form = form_of(n)
        except ZeroDivisionError:
            return [Phrase("the plural expression {expression!r} divides by zero for n = {n}", expression=expression,
                           n=n)]
        if not 0 <= form < count:
            return [Phrase("the plural expression {expression!r} gives {form} for n = {n}, and there are only "
                           "forms 0 to {last}", expression=expression, form=form, n=n, last=count - 1)]
    return []
