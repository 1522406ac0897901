"""Whether a translation can be filled in like its English text: a translation is data, and a wrong one
must be refused where it is written, never fail the sentence it stands in.

The English text (the msgid) is the template the program fills, with the values it names; a translation
may reorder those placeholders, leave some out of a plural form (Korean's only form needs no number) and
add a Korean particle (``{region:을}``), but not name others, change their format or leave a brace open.
"""

from __future__ import annotations

import string
from collections.abc import Iterator
from typing import Any

from ...errors import NOTHING, Phrase, clipped
from .format import is_particle

_FORMATTER = string.Formatter()
CONVERSIONS = (None, "r", "s", "a")
"""What may follow ``!`` in a placeholder (Python knows no other)."""


def _placeholders(template: str) -> list[tuple[str, str, str | None]]:
    """(name, format, conversion) of every placeholder; ValueError for a brace that opens or closes none."""
    return [(name, spec or "", conversion) for _, name, spec, conversion in _FORMATTER.parse(template)
            if name is not None]


def _written(name: str, spec: str, conversion: str | None) -> str:
    return "{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}"


def _listed(placeholders: set[str]) -> Phrase | str:
    return ", ".join("{" + name + "}" for name in sorted(placeholders)) or NOTHING


def translation_problems(sources: tuple[str, ...], translated: str) -> list[Phrase]:
    """Why ``translated`` could not be filled in like its English ``sources`` (the msgid, and the
    msgid_plural of a plural message); nothing if it can."""
    try:
        english = [p for source in sources for p in _placeholders(source)]
    except ValueError:
        # an English text that is no template is said as it is, and so is its translation
        return []
    try:
        used = _placeholders(translated)
    except ValueError:
        return [Phrase("a brace in {text} opens or closes no placeholder (a brace itself is written twice)",
                       text=clipped(translated))]
    expected, names = {name for name, _, _ in english}, {name for name, _, _ in used}
    if names - expected or (len(sources) == 1 and names != expected):
        return [Phrase("placeholders {found} differ from those of the English text ({expected})",
                       found=_listed(names), expected=_listed(expected))]
    formats = {(name, spec) for name, spec, _ in english}
    return [Phrase("placeholder {written} has a format the English text does not give it (a Korean particle "
                   "is the only one a translation may add)", written=_written(name, spec, conversion))
            for name, spec, conversion in used
            if conversion not in CONVERSIONS or (spec and not is_particle(spec) and (name, spec) not in formats)]


def forms(message: Any) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The English texts of a catalogue message (one, or two for a plural) and its translated forms."""
    ids = tuple(message.id) if isinstance(message.id, list | tuple) else (str(message.id),)
    strings = tuple(s or "" for s in message.string) if isinstance(message.string, list | tuple) \
        else (str(message.string or ""),)
    return ids, strings


def form_problems(message: Any) -> Iterator[tuple[int, Phrase]]:
    """Each translated form of a catalogue message that could not be filled in, with why."""
    ids, strings = forms(message)
    for index, translated in enumerate(strings):
        if translated:
            for problem in translation_problems(ids, translated):
                yield index, problem
