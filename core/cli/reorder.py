"""One line of text in display order, by the Unicode bidirectional algorithm (UAX #9).

python-bidi (0.6 and later) resolves each character's embedding level in full, pairing brackets (rule
N0): in a Hebrew line, "random: 33.3% [33.3%, 33.3%] (n=90)" stays one left-to-right run with its
brackets in place, where its older pure-Python algorithm (``bidi.algorithm``) set the closing bracket
apart. Its ``get_display`` reorders, but leaves mirroring to the renderer, and a terminal does not
mirror: so the levels are taken from it, and the line is reordered (L1, L2) and mirrored (L4) here.
"""

from __future__ import annotations

import re
import unicodedata

from bidi import get_display
from bidi.mirror import MIRRORED

_LEVEL = re.compile(r"Level\(\s*(\d+),?\s*\)")
_TRAILING = frozenset({"WS", "S", "B", "BN", "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"})
"""Classes that take the paragraph's level at a line's end (L1), with the marks removed by rule X9."""


def levels(line: str, rtl: bool) -> list[int]:
    """Each character's resolved embedding level in a paragraph of the given direction. python-bidi
    tells them only in its debug report, per byte of the line's UTF-8: each character takes its first."""
    report = str(get_display(line, base_dir="R" if rtl else "L", debug=True))
    start = report.index("levels: [")
    by_byte = [int(level) for level in _LEVEL.findall(report, start, report.index("paragraphs:", start))]
    if len(by_byte) != len(line.encode("utf-8")):
        raise RuntimeError(f"python-bidi reported {len(by_byte)} levels for a line of {len(line)} characters")
    out, offset = [], 0
    for char in line:
        out.append(by_byte[offset])
        offset += len(char.encode("utf-8"))
    return out


def display_order(line: str, rtl: bool, left_out: frozenset[str] = frozenset()) -> str:
    """``line`` as it is shown, left to right, with the characters of ``left_out`` (invisible marks)
    taken out of it."""
    paragraph = 1 if rtl else 0
    resolved = levels(line, rtl)
    # L1: whitespace at the end of the line, and before a tab, goes back to the paragraph's level
    at_end = True
    for i in reversed(range(len(line))):
        kind = unicodedata.bidirectional(line[i])
        if kind == "S":
            resolved[i], at_end = paragraph, True
        elif at_end and kind in _TRAILING:
            resolved[i] = paragraph
        else:
            at_end = False
    kept = [i for i, char in enumerate(line) if char not in left_out]
    # L2: from the highest level down to the lowest odd one, reverse every run at that level or above
    odd = [resolved[i] for i in kept if resolved[i] % 2]
    for level in range(max((resolved[i] for i in kept), default=0), min(odd, default=1) - 1, -1):
        run = 0
        while run < len(kept):
            if resolved[kept[run]] < level:
                run += 1
                continue
            end = run
            while end < len(kept) and resolved[kept[end]] >= level:
                end += 1
            kept[run:end] = reversed(kept[run:end])
            run = end
    # L4: a character on a right-to-left level shows its mirror image, "(" as ")"
    return "".join(MIRRORED.get(line[i], line[i]) if resolved[i] % 2 else line[i] for i in kept)
