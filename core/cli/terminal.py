"""Right-to-left text at a terminal: shown in display order where the terminal will not do it.

Most terminals draw characters left to right as they come, so Hebrew text must be reordered before it
is written; some (VTE-based ones such as GNOME Terminal, Konsole, mlterm, mintty) apply the bidirectional
algorithm themselves, and reordering there would reverse the text twice. ``--bidi`` decides:

- ``on``: reorder; ``off``: write the text in logical order, as stored;
- ``auto`` (the default): reorder only when the language is right to left, the stream is a terminal,
  and the terminal is not one known to do its own reordering (told by ``VTE_VERSION`` ≥ 5800,
  ``KONSOLE_VERSION``, ``MLTERM`` or ``TERM_PROGRAM=mintty`` in the environment);
- ``REGLA_BIDI=on|off|auto`` in the environment stands in for the option when it is not given.

Reordered lines take a right-to-left paragraph direction, brackets are mirrored, and commands, options
and paths stay one left-to-right run that can be copied and pasted as typed, never broken across lines.
No invisible marks are left in reordered output; in logical output, inserted values keep their isolates
and a command or path is isolated as a whole, never inside.
"""

from __future__ import annotations

import os
import re
import shutil
import unicodedata
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import IO, Any

from ..text.i18n.format import FSI, LRI, PDI, RLI, VERBATIM, isolated
from .reorder import display_order

MODES = ("auto", "on", "off")
ENVIRONMENT = "REGLA_BIDI"

_LRE, _RLE, _PDF = "\u202a", "\u202b", "\u202c"
_STRONG_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]")
_STRONG_LTR = re.compile("[A-Za-z\u00c0-\u024f\u0370-\u04ff\u1100-\u11ff\u3040-\u30ff\u4e00-\u9fff"
                         "\uac00-\ud7af]")
_MARK_CHARS = frozenset(f"{FSI}{LRI}{PDI}\u2067{_LRE}{_RLE}{_PDF}\u200e\u200f")
_MARKS = dict.fromkeys(map(ord, _MARK_CHARS))

_ANSI = re.compile(r"\x1b\[[0-9;]*m")

_mode: ContextVar[str | None] = ContextVar("regla_bidi", default=None)


def display_width(text: str) -> int:
    """Columns ``text`` takes at a terminal: wide East Asian characters (Hangul, CJK) take two, colour
    codes and isolating marks none."""
    plain = _ANSI.sub("", text).translate(_MARKS)
    return len(plain) + sum(1 for c in plain if unicodedata.east_asian_width(c) in "WF")


def cut(text: str, width: int) -> str:
    """The longest start of ``text`` that takes at most ``width`` columns, colour codes kept whole; at least
    its first character, so that a line always moves on."""
    taken, at, end = 0, 0, 0
    while at < len(text):
        code = _ANSI.match(text, at)
        if code:
            at = code.end()
            continue
        taken += display_width(text[at])
        if taken > width and end:
            break
        at = end = at + 1
    return text[:end]


def pad(text: str, width: int, right: bool = False) -> str:
    """``text`` filled with spaces to ``width`` columns (on the left when ``right``)."""
    fill = " " * max(0, width - display_width(text))
    return fill + text if right else text + fill


# a value isolated left to right with nothing isolated inside it: a command, an option or a path
# (:class:`~regla.errors.Verbatim`), which must reach the reader as one run, exactly as typed
_TYPED = re.compile(f"{LRI}[^{LRI}{RLI}{FSI}{PDI}]*{PDI}")
_KEPT_SPACE = "\x00"


def words(text: str) -> list[str]:
    """``text`` split at its spaces, but for those inside a command or a path (a value, or an option or a
    regla command a sentence holds): a line never breaks there."""
    kept = VERBATIM.sub(lambda m: m.group(0).replace(" ", _KEPT_SPACE), text)
    kept = _TYPED.sub(lambda m: m.group(0).replace(" ", _KEPT_SPACE), kept)
    return [word.replace(_KEPT_SPACE, " ") for word in kept.split(" ")]


def wrap(text: str, width: int, indent: str = "") -> list[str]:
    """Lines of at most ``width`` columns, broken at spaces (a word longer than a line stays whole, and so
    does a command or a path, spaces and all); the first line keeps the text's own indent, the others
    start with ``indent``."""
    said = text.lstrip(" ")
    lines: list[str] = []
    line = text[:len(text) - len(said)]
    for word in words(said):
        candidate = f"{line} {word}" if line.strip() else line + word
        if line.strip() and display_width(candidate) > width:
            lines.append(line)
            line = indent + word
        else:
            line = candidate
    return [*lines, line]


def wrap_entries(entries: list[str], separator: str, width: int, indent: str = "") -> list[str]:
    """``entries`` joined by ``separator`` in lines of at most ``width`` columns, broken between entries
    (an entry is one thing said, "cards in hand: 1–13": it is not cut from its value); an entry wider
    than a line is broken at spaces, its own lines indented two columns further than the next entry's."""
    lines: list[str] = []
    line = ""
    for entry in entries:
        candidate = f"{line}{separator}{entry}" if line.strip() else line + entry
        if line.strip() and display_width(candidate) > width:
            lines.append(line)
            candidate = indent + entry
        if display_width(candidate) > width:
            *done, candidate = wrap(candidate, width, indent + "  ")
            lines.extend(done)
        line = candidate
    return [*lines, line]


def clip(text: str, width: int) -> str:
    """``text`` cut to ``width`` columns, ending in an ellipsis when cut."""
    if display_width(text) <= width:
        return text
    # measured once from the start, whatever the length: a pasted answer can be a hundred thousand characters
    head = cut(text, width - 1)
    return (head if display_width(head) <= width - 1 else "") + "…"


def last_value(args: Sequence[str], option: str) -> str | None:
    """The value of the last ``option`` on a command line (``--name value`` or ``--name=value``), read
    before click parses it: what it chooses (language, bidi) must be in force for click's own errors."""
    found = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg == option and i + 1 < len(args):
            found = args[i + 1]
        elif arg.startswith(option + "="):
            found = arg.partition("=")[2]
    return found


def requested_mode(args: Sequence[str]) -> str | None:
    """The ``--bidi`` mode a command line asks for, if it asks for a known one."""
    found = last_value(args, "--bidi")
    return found if found in MODES else None


@contextmanager
def bidi_mode(mode: str | None) -> Iterator[None]:
    token = _mode.set(mode)
    try:
        yield
    finally:
        _mode.reset(token)


def terminal_reorders_itself(environ: dict[str, str] | os._Environ[str] | None = None) -> bool:
    env = os.environ if environ is None else environ
    vte = env.get("VTE_VERSION", "")
    return (vte.isdigit() and int(vte) >= 5800) or "KONSOLE_VERSION" in env or "MLTERM" in env \
        or env.get("TERM_PROGRAM") == "mintty"


def reorders(rtl: bool, stream: IO[Any] | None, mode: str | None = None) -> bool:
    """Whether text for ``stream`` is to be written in display order."""
    chosen = mode or _mode.get() or os.environ.get(ENVIRONMENT) or "auto"
    if chosen == "on":
        return True
    if chosen != "auto":
        return False
    tty = bool(stream is not None and hasattr(stream, "isatty") and stream.isatty())
    return rtl and tty and not terminal_reorders_itself()


def visual_line(line: str, rtl: bool = True) -> str:
    """One line in display order: the paragraph takes the language's direction, brackets are mirrored
    and every command, option or path stays one left-to-right run; no marks are left in it."""
    protected = VERBATIM.sub(lambda m: f"{_LRE}{m.group(0)}{_PDF}", _embedded(line))
    return display_order(protected, rtl, _MARK_CHARS)


def _embedded(line: str) -> str:
    """``line`` with each isolated value as an embedding of its own direction (the reordering here
    predates isolates). A value isolated inside another (a number inside a label) is left to the
    algorithm inside its outer embedding: nested embeddings would let the outer one's neighbours in."""
    out = []
    depth = 0
    for i, char in enumerate(line):
        if char in (LRI, FSI, RLI):
            if not depth:
                out.append(_RLE if char == RLI or (char == FSI and _right_to_left(line, i + 1)) else _LRE)
            depth += 1
        elif char == PDI:
            if depth == 1:
                out.append(_PDF)
            depth = max(0, depth - 1)
        else:
            out.append(char)
    return "".join(out) + (_PDF if depth else "")


def _right_to_left(line: str, start: int) -> bool:
    """Whether the isolate beginning at ``start`` reads right to left: by its first strong character
    outside the values isolated in it, else (all of it is such values) by its first strong character."""
    depth, nested = 0, None
    for char in line[start:]:
        if char in (LRI, FSI, RLI):
            depth += 1
        elif char == PDI:
            if not depth:
                break
            depth -= 1
        elif _STRONG_RTL.match(char) or _STRONG_LTR.match(char):
            rtl = _STRONG_RTL.match(char) is not None
            if not depth:
                return rtl
            nested = rtl if nested is None else nested
    return bool(nested)


def visual(text: str, rtl: bool = True, width: int | None = None) -> str:
    """Lines in display order. With a ``width`` (a terminal's), long lines are broken in reading order
    first and right-to-left lines are set flush right, as a terminal that does bidi would show them."""
    out = []
    for line in text.split("\n"):
        # measured as shown: the isolating marks a line carries take no column, so they never break it
        pieces = fitted(line, width) if width and rtl else [line]
        for piece in pieces:
            shown = visual_line(piece, rtl)
            out.append(pad(shown, width, right=True) if width and rtl else shown)
    return "\n".join(out)


def fitted(line: str, width: int) -> list[str]:
    """``line`` as it fits in ``width`` columns: whole when it fits, else broken at spaces with its
    indentation kept on every piece."""
    if display_width(line) <= width:
        return [line]
    body = line.lstrip(" ")
    indent = line[:len(line) - len(body)]
    return [indent + part for part in wrap(body, max(width - len(indent), 1))]


def shaped(text: str, rtl: bool, stream: IO[Any] | None, mode: str | None = None) -> str:
    """``text`` as it should be written to ``stream``."""
    tty = stream is not None and hasattr(stream, "isatty") and stream.isatty()
    if not reorders(rtl, stream, mode):
        # a terminal that does bidi itself is shown the text as written, its commands and options kept
        # left to right; a program reading a pipe gets the text without marks added
        return isolated(text) if rtl and tty else text
    return visual(text, rtl, shutil.get_terminal_size().columns - 1 if tty else None)
