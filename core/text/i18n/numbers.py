"""Numbers as the reader writes them: the decimal mark, grouping, percent and plus signs of the output's
locale (``2,487`` and ``21,7%`` in Portuguese, ``7 025,44`` in Hungarian), from CLDR through Babel.

Only what a person reads goes through here: JSON and CSV keep the numbers as data, with a '.' decimal
point. Each pattern is the locale's own (where the percent sign goes, which grouping it uses), with the
count of decimals set by the caller.
"""

from __future__ import annotations

import copy
import math
from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.numbers import NumberPattern, get_plus_sign_symbol

FALLBACK = "en"


@lru_cache(maxsize=32)
def _locale(name: str) -> Locale:
    try:
        return Locale.parse(name)
    except (UnknownLocaleError, ValueError):
        # a mod's catalogue may be filed under a code CLDR does not know: its numbers read as English ones
        return Locale.parse(FALLBACK)


@lru_cache(maxsize=128)
def _pattern(name: str, percent: bool, least: int, most: int) -> NumberPattern:
    locale = _locale(name)
    pattern = copy.copy((locale.percent_formats if percent else locale.decimal_formats)[None])
    pattern.frac_prec = (least, most)
    return pattern


def decimal(value: float, locale: str, least: int = 0, most: int = 3) -> str:
    """``value`` with at least ``least`` and at most ``most`` decimals (a whole number: none)."""
    if isinstance(value, int):
        least = most = 0
    return _pattern(locale, False, least, most).apply(value, _locale(locale))


def measure(value: float, locale: str) -> str:
    """A measured figure (a mean, seconds, a rate) as Python prints a float rounded to at most three
    decimals, ``9.0`` and ``40.21``, in the locale's own signs; a count, ``1000``, with none."""
    return decimal(value, locale, 1, 3)


def percent(value: float, locale: str, least: int = 1, most: int = 1) -> str:
    """A share (0.217) as a percentage: ``21.7%``."""
    return _pattern(locale, True, least, most).apply(value, _locale(locale))


def significant(value: float, locale: str, digits: int = 3, sign: bool = False) -> str:
    """``value`` to ``digits`` significant digits (all of its whole part kept), with a plus sign before a
    positive one when ``sign``: a difference, ``+0.25``."""
    whole = math.floor(math.log10(abs(value))) + 1 if value else 1
    text = decimal(float(value), locale, 0, max(digits - whole, 0))
    return get_plus_sign_symbol(_locale(locale)) + text if sign and value >= 0 else text
