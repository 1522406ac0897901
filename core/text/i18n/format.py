"""Filling placeholders without building sentences by concatenation.

Templates use named fields, ``{region}``. A Korean catalogue may write ``{region:을}`` (or 은, 이, 과,
으로, 이나 ...): the particle is chosen by the inserted word's last syllable. Inserted values are
isolated for bidirectional text: U+2068/U+2069 in plain text, ``<bdi>`` in HTML; a
:class:`~regla.errors.Verbatim` value (a command, a path) as a left-to-right run (U+2066/U+2069,
``<bdi dir="ltr">``). A value whose letters are all in values isolated inside it (a list of filled
clauses) is isolated in the direction of its first such letter (U+2067 or U+2066, ``dir="rtl"`` or
``dir="ltr"``): first-strong would find no letter in it and set it left to right.
"""

from __future__ import annotations

import html
import re
import string
import unicodedata
from html.parser import HTMLParser
from typing import Any

from ...errors import Verbatim

# each particle pair: (after a final consonant, after a vowel); any member names the pair
_PAIRS = [("은", "는"), ("이", "가"), ("을", "를"), ("과", "와"), ("으로", "로"), ("이나", "나"),
          ("아", "야"), ("이랑", "랑")]
_PARTICLES = {member: pair for pair in _PAIRS for member in pair}
_FORMATTER = string.Formatter()
_GLOSS = re.compile(r"\s*\([^()]*\)$")

FSI, LRI, RLI, PDI = "\u2068", "\u2066", "\u2067", "\u2069"


VERBATIM = re.compile(r"(?<![\w-])(?:regla(?: [a-z][\w-]*)+(?: --?[\w-]+(?:[ =][A-Z][A-Z_.]*)?)*"
                      r"|--?[a-z][\w-]*(?:[ =](?:\[[^\]\s]*\]|[A-Z][A-Z_.]*))?"
                      # bounds as click writes them: 0<=x<=99
                      r"|-?[\d.]+<=?x(?:<=?-?[\d.]+)?|x<=?-?[\d.]+|x>=?-?[\d.]+)")
"""An option (with the placeholder after it), a regla command or a bound written inside a translated
sentence (``regla play``, ``--save FILE``, ``0<=x<=99``): read left to right in any language."""


def isolated(text: str) -> str:
    """``text`` with every command, option or path of it isolated left to right (U+2066/U+2069): a reader
    that does bidi itself (a terminal, a browser) would otherwise take the dashes of ``--save`` in a
    right-to-left line for right-to-left and show ``save--``."""
    return VERBATIM.sub(lambda m: f"{LRI}{m.group(0)}{PDI}", text)


def isolated_html(text: str) -> str:
    """``text`` escaped for HTML, every command, option or path of it in ``<bdi dir="ltr">`` (see
    :func:`isolated`; an element, not marks, so that what is copied from the page is what was written)."""
    out, last = [], 0
    for match in VERBATIM.finditer(text):
        out += [html.escape(text[last:match.start()]), f'<bdi dir="ltr">{html.escape(match.group(0))}</bdi>']
        last = match.end()
    return "".join([*out, html.escape(text[last:])])


class Filled(str):
    """A message filled already by the same texts (a clause inside a sentence): it is isolated like
    any value but not escaped again, so HTML it holds stays HTML."""


def is_particle(spec: str) -> bool:
    """Whether a placeholder's format names a Korean particle (``{region:을}``)."""
    return spec in _PARTICLES


def hangul_particle(word: str, particle: str) -> str:
    """The form of ``particle`` that follows ``word`` (으로/로: ㄹ takes 로, as a vowel does)."""
    pair = _PARTICLES[particle]
    # a name glossed in brackets, 성당(Church), is read without the gloss: the particle follows 성당
    word = _GLOSS.sub("", word.rstrip()) or word
    last = word.rstrip()[-1:] if word.strip() else ""
    if "가" <= last <= "힣":
        final = (ord(last) - 0xAC00) % 28
        if pair == ("으로", "로"):
            return pair[1] if final in (0, 8) else pair[0]
        return pair[0] if final else pair[1]
    if last.isdigit():
        # Korean readings of the last digit: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant
        consonant = last in "013678"
        if pair == ("으로", "로"):
            return pair[1] if last in "1278" or not consonant else pair[0]
        return pair[0] if consonant else pair[1]
    return pair[1]


def fill(template: str, params: dict[str, Any], isolate: str = "none") -> str:
    """Fill ``template``'s named fields. ``isolate``: ``none``, ``text`` (FSI/PDI) or ``html``."""
    out: list[str] = []
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        out.append(html.escape(literal, quote=False) if isolate == "html" else literal)
        if field is None:
            continue
        value = params[field]
        if conversion:
            value = _FORMATTER.convert_field(value, conversion)
        particle = ""
        if spec in _PARTICLES:
            particle = hangul_particle(str(value), spec)
            text = str(value)
        else:
            text = format(value, _bounded_spec(spec))
        verbatim = isinstance(params[field], Verbatim)
        if not text:
            # nothing to isolate: an empty value (an absent hint) leaves no marks behind
            out.append(particle)
        elif isolate == "html":
            filled = isinstance(params[field], Filled)
            direction = ' dir="ltr"' if verbatim else _HTML_DIRECTION[_opening(_marked(text) if filled else text)]
            inner = text if filled else html.escape(text, quote=False)
            out.append(f"<bdi{direction}>{inner}</bdi>{particle}")
        elif isolate == "text":
            out.append(f"{LRI if verbatim else _opening(text)}{text}{PDI}{particle}")
        else:
            out.append(text + particle)
    return "".join(out)


def _opening(text: str) -> str:
    """The mark that isolates ``text``: first-strong, unless all its letters are in values isolated
    inside it (a filled clause, "{deck}: {card}"). First-strong does not look into those, and would set
    the clause left to right whatever its language: its direction is then said outright."""
    depth, inner = 0, None
    for char in text:
        if char in (FSI, LRI, RLI):
            depth += 1
        elif char == PDI:
            depth = max(0, depth - 1)
        elif (kind := unicodedata.bidirectional(char)) in ("L", "R", "AL"):
            if not depth:
                return FSI
            inner = inner or kind
    return FSI if inner is None else LRI if inner == "L" else RLI


# a <bdi> with no dir is first-strong already: only a direction said outright needs the attribute
_HTML_DIRECTION = {FSI: "", LRI: ' dir="ltr"', RLI: ' dir="rtl"'}


class _Marks(HTMLParser):
    """HTML as plain text with its isolated elements as isolate marks: a ``<bdi>`` or an element with a
    ``dir`` of its own is passed over by its parent's first-strong direction, as an isolate is."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []
        self.open: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        direction = dict(attrs).get("dir")
        if tag == "bdi" or direction is not None:
            self.open.append(tag)
            self.text.append({"ltr": LRI, "rtl": RLI}.get(direction or "", FSI))

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1] == tag:
            self.open.pop()
            self.text.append(PDI)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _marked(markup: str) -> str:
    """A filled clause's HTML read as :func:`_opening` reads plain text."""
    parser = _Marks()
    parser.feed(markup)
    parser.close()
    return "".join(parser.text)


MAX_WIDTH = 200
"""The widest field (or longest precision) a template may ask for: a translation is data too."""


def _bounded_spec(spec: str | None) -> str:
    if spec and any(int(n) > MAX_WIDTH for n in re.findall(r"\d+", spec)):
        raise ValueError(f"format spec {spec!r} asks for more than {MAX_WIDTH} characters")
    return spec or ""


def fields(template: str) -> set[str]:
    """The placeholder names a template uses (catalogue checks compare them with the msgid's)."""
    return {f for _, f, _, _ in _FORMATTER.parse(template) if f}
