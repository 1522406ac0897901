"""What the YAML parser says about a file it cannot read, in words the catalogues translate.

The parser words its problems in English once and for all; the common ones are recognised here and said
again as phrases of regla's own (a duplicate key, a misplaced colon, a tab, an unclosed quote or
bracket, an unknown alias, a line indented out of step), keeping the names they quote. Anything else
keeps the parser's words.
"""

from __future__ import annotations

import re

from ..errors import Phrase

_TOKENS = {"<stream end>": Phrase("the end of the file"), "<block end>": Phrase("the end of the block"),
           "<block mapping start>": Phrase("a new key"), "<block sequence start>": Phrase("a new list item")}
"""The parser's names of what it found instead of what it expected."""

_PROBLEMS: list[tuple[re.Pattern[str], Phrase]] = [
    (re.compile(r'found duplicate key "(?P<key>.*?)"'), Phrase("the key {key!r} appears twice in one mapping")),
    (re.compile(r"mapping values are not allowed here"),
     Phrase("a colon where no key may start: quote a text that holds ': ', or check the indentation")),
    (re.compile(r"could not find expected ':'"), Phrase("a key without its colon")),
    (re.compile(r"found character '\\t' that cannot start any token"),
     Phrase("a tab: YAML indents with spaces only")),
    (re.compile(r"found character '(?P<char>.)' that cannot start any token"),
     Phrase("a value cannot start with {char}: quote it")),
    (re.compile(r"scanning a quoted scalar found unexpected end of stream"),
     Phrase("a quotation mark that is never closed")),
    (re.compile(r"found undefined alias '(?P<alias>.*?)'"), Phrase("the alias *{alias} names no anchor &{alias}")),
    (re.compile(r"while parsing a flow (?:sequence|mapping) expected"),
     Phrase("a bracket that is never closed ({found} comes first)")),
    # a flow list or mapping the file ends inside: its bracket is never closed
    (re.compile(r"while parsing a flow node expected the node content, but found '<stream end>'"),
     Phrase("a bracket that is never closed ({found} comes first)")),
    (re.compile(r"while parsing a flow node expected the node content"), Phrase("a value is missing before {found}")),
    (re.compile(r"sequence entries are not allowed here"),
     Phrase("a list item where none may start: start it on a line of its own, under its key")),
    (re.compile(r"while parsing a block (?:mapping|collection) expected <block end>"),
     Phrase("a line indented out of step with the lines above it ({found} here)")),
]


def said(context: str | None, problem: str | None) -> str | Phrase:
    """The parser's ``context`` and ``problem`` as one of regla's phrases, else in the parser's words."""
    text = " ".join(part for part in (context, problem) if part)
    instead = re.search(r"but (?:found|got) '(?P<token>[^']*)'", text)
    token = instead.group("token") if instead else ""
    for pattern, phrase in _PROBLEMS:
        match = pattern.search(text)
        if match:
            return Phrase(phrase.template, found=_TOKENS.get(token, token), **match.groupdict())
    return text
