"""Reading a .po catalogue that may be wrong: every line checked before Babel reads it.

Babel's reader is lenient where a mistake must be shown (an unclosed string is read cut short), prints
its warnings on standard output, fails with a bare ValueError on a malformed ``msgstr[N]`` or header,
and builds ``nplurals`` forms for every plural message whatever that number is. So the text is scanned
here first; each problem is a :class:`~regla.errors.DataProblem` at its line and column, and Babel only
reads a catalogue in which none was found.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileParser, unescape

from ...data.files import TooLarge, read_bounded
from ...errors import DataProblem, os_reason
from .poheader import header_problems

MAX_BYTES = 4_000_000
"""The largest catalogue read (a game's is some 150 kB)."""
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
PLURAL_STRING = re.compile(r"msgstr\[([0-9]+)\]")
# what may come right before each keyword inside one entry (None: the entry starts with it)
FOLLOWS: dict[str, set[str | None]] = {
    "msgctxt": {None, "msgstr", "msgstr[]"}, "msgid": {None, "msgstr", "msgstr[]", "msgctxt"},
    "msgid_plural": {"msgid"}, "msgstr": {"msgid"}, "msgstr[]": {"msgid_plural", "msgstr[]"}}


@dataclass
class Entry:
    """Where the parts of one entry stand (1-based lines and columns)."""

    msgid: tuple[int, int]
    msgstr: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Each form's keyword: 0 for a plain msgstr, N for msgstr[N]."""
    pieces: dict[str, list[tuple[int, int, str]]] = field(default_factory=dict)
    """The quoted pieces of each keyword, decoded, with the position of their opening quote."""


@dataclass
class Scan:
    """A catalogue as read: Babel's catalogue when its text is sound, and where each entry stands (by
    the msgid's line, which Babel keeps as the message's ``lineno``)."""

    catalog: Catalog | None
    entries: dict[int, Entry]
    problems: list[DataProblem]


class _QuietParser(PoFileParser):
    # Babel prints what it finds wrong on standard output; the scan reported all of it already
    def _invalid_pofile(self, line: str, lineno: int, msg: str) -> None:
        pass


def read_catalogue(path: Path, locale: str | None = None) -> Scan:
    """The catalogue at ``path`` with every problem of its syntax and header; ``catalog`` is None when
    there is any, since Babel would read such a text wrongly or not at all."""
    where = str(path)
    try:
        raw = read_bounded(path, MAX_BYTES)
    except TooLarge:
        return Scan(None, {}, [DataProblem(where, 1, 1, "file is larger than {limit} bytes", {"limit": MAX_BYTES})])
    except OSError as exc:
        return Scan(None, {}, [DataProblem(where, 1, 1, "cannot read file: {reason}", {"reason": os_reason(exc)})])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        return Scan(None, {}, [DataProblem(where, line, column, "not UTF-8 text: the byte {byte} cannot stand here",
                                           {"byte": f"0x{raw[exc.start]:02x}"})])
    # split on newlines only, as Babel counts lines and editors show them
    lines = text.split("\n")
    scanner = _Scanner(where)
    for number, content in enumerate(lines, 1):
        scanner.line(number, content)
    scanner.end(len(lines))
    if scanner.problems and not scanner.keywords:
        # some other file (a link to one, a copy): one line says so, rather than a line for each of its lines
        return Scan(None, {}, [DataProblem(where, 1, 1, "not a gettext catalogue: no line of it starts with "
                                           "msgid, msgstr or another keyword of one")])
    for entry in scanner.headers:
        scanner.problems.extend(header_problems(where, entry.msgstr[0], entry.pieces.get("msgstr", [])))
    if scanner.problems:
        return Scan(None, scanner.entries, scanner.problems)
    catalog = Catalog(locale=locale)
    try:
        _QuietParser(catalog, ignore_obsolete=True).parse(lines)
    except ValueError as exc:
        # what is left is a header value Babel cannot take (a date, a language name)
        line, column = scanner.headers[0].msgstr[0] if scanner.headers else (1, 1)
        return Scan(None, scanner.entries, [DataProblem(where, line, column, "the catalogue's header cannot be "
                                                        "read: {reason}", {"reason": str(exc)})])
    beyond = [DataProblem(where, line, column, "msgstr[{index}] is a form too many: Plural-Forms declares forms 0 "
                          "to {last}", {"index": index, "last": catalog.num_plurals - 1})
              for entry in scanner.entries.values() for index, (line, column) in entry.msgstr.items()
              if index >= catalog.num_plurals]
    return Scan(None if beyond else catalog, scanner.entries, beyond)


class _Scanner:
    """Follows the grammar of an entry line by line, as Babel does: ``#`` lines are comments (and end
    an entry), ``#~`` lines obsolete entries, every other line a keyword with a quoted string, or a
    string that continues the keyword before it."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.problems: list[DataProblem] = []
        self.entries: dict[int, Entry] = {}
        self.headers: list[Entry] = []
        self.entry: Entry | None = None
        self.obsolete = False
        self.broken = False
        """A problem was found in the entry: it is not reported once more for lacking its msgstr."""
        self.last: str | None = None
        self.keywords = 0
        """Lines that start with a keyword of a catalogue."""

    def line(self, number: int, raw: str) -> None:
        body = raw.strip()
        column = len(raw) - len(raw.lstrip()) + 1
        if not body:
            return
        obsolete = body.startswith("#~") and not body.startswith("#~|")
        if obsolete:
            rest = body[2:].lstrip()
            column += len(body) - len(rest)
            body = rest
            if not body:
                return
        elif body.startswith("#"):
            self.end(number)
            return
        if body.startswith('"'):
            self._continued(number, column, body)
        else:
            self._keyword(number, column, body, obsolete)

    def _continued(self, number: int, column: int, body: str) -> None:
        if self.last is None or self.entry is None:
            self.problem("a text in double quotes must continue a msgctxt, msgid or msgstr", (number, column))
        elif self._string(number, column, body):
            self.entry.pieces[self.last].append((number, column, unescape(body)))

    def _keyword(self, number: int, column: int, body: str, obsolete: bool) -> None:
        keyword, _, argument = body.partition(" ")
        form = PLURAL_STRING.fullmatch(keyword)
        kind = "msgstr[]" if form else keyword
        if kind not in FOLLOWS:
            self.problem("unknown keyword {keyword!r} (a line of a catalogue starts with msgctxt, msgid, "
                         "msgid_plural, msgstr, msgstr[N], a double quote or #)", (number, column),
                         keyword=keyword if len(keyword) <= 40 else keyword[:39] + "…")
            return
        self.keywords += 1
        if kind in ("msgctxt", "msgid") and self.last in ("msgid", "msgid_plural"):
            self.end(number)
        if self.last not in FOLLOWS[kind]:
            self.problem("{keyword} cannot stand here (an entry reads msgctxt, msgid, then msgstr; or msgctxt, "
                         "msgid, msgid_plural, then msgstr[0], msgstr[1]...)", (number, column), keyword=keyword)
            return
        if kind in ("msgctxt", "msgid") and self.last != "msgctxt":
            self.end(number)
        if self.entry is None:
            self.entry, self.obsolete = Entry((number, column)), obsolete
        if kind == "msgid":
            self.entry.msgid = (number, column)
        elif kind.startswith("msgstr"):
            self.entry.msgstr[int(form.group(1)) if form else 0] = (number, column)
        self.last = "msgstr[]" if form else kind
        self.entry.pieces[self.last] = []
        string_column = column + len(body) - len(argument.lstrip())
        if self._string(number, string_column, argument.strip()):
            self.entry.pieces[self.last].append((number, string_column, unescape(argument.strip())))

    def _string(self, number: int, column: int, text: str) -> bool:
        if STRING.fullmatch(text):
            return True
        self.problem("expected a text in double quotes, closed on the same line", (number, column))
        return False

    def end(self, number: int) -> None:
        """The entry so far is complete (a comment, the next entry or the end of the file)."""
        entry, self.entry, last, self.last = self.entry, None, self.last, None
        broken, self.broken = self.broken, False
        if entry is None or broken:
            return
        if last in ("msgctxt", "msgid", "msgid_plural"):
            self.problem("this entry has no msgstr", entry.msgid)
        elif not self.obsolete:
            self.entries[entry.msgid[0]] = entry
            msgid = "".join(text for _, _, text in entry.pieces.get("msgid", []))
            if not msgid and "msgid_plural" not in entry.pieces:
                self.headers.append(entry)

    def problem(self, message: str, at: tuple[int, int], **params: object) -> None:
        self.problems.append(DataProblem(self.path, at[0], at[1], message, params))
        self.broken = self.entry is not None
