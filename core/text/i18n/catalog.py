"""Catalogues: every text a player sees, looked up in the chosen language with English as the source.

.po files are read and compiled in memory on first use (no .mo is committed or needed), once per
process. Domains: ``regla`` (the program's own messages), each game's domain, and any domain a mod
ships through ``regla_locale_domains``; a later domain overrides an earlier one.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

from ...data.resources import data_path
from .format import fill

SOURCE = "en"
ALIASES = {"pt": "pt_BR", "iw": "he"}


def available_locales(locale_dirs: Iterable[Path] = ()) -> list[str]:
    """English plus every locale with a catalogue in the built-in or the given directories."""
    found = {SOURCE}
    for directory in [data_path("locales"), *locale_dirs]:
        if directory.is_dir():
            found.update(p.name for p in directory.iterdir() if (p / "LC_MESSAGES").is_dir())
    return sorted(found)


def resolve_locale(requested: str | None, locale_dirs: Iterable[Path] = ()) -> tuple[str, str | None]:
    """The catalogue locale to use for a request (or the environment), and a notice if it fell back."""
    raw = requested
    if not raw:
        for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
            if os.environ.get(var):
                raw = os.environ[var].split(":")[0]
                break
    name = (raw or "").split(".")[0].split("@")[0].replace("-", "_")
    if name in ("", "C", "POSIX"):
        return SOURCE, None
    known = available_locales(locale_dirs)
    candidates = [name, ALIASES.get(name, ""), name.split("_")[0], ALIASES.get(name.split("_")[0], "")]
    for candidate in candidates:
        if candidate in known:
            return candidate, None
    return SOURCE, f"no catalogue for {raw!r}; using English"


@lru_cache(maxsize=64)
def _load_po(path: Path, mtime: float) -> Translations:
    with path.open("rb") as fp:
        catalog = read_po(fp)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Translations(fp=buffer)


def _translations(locale: str, domains: tuple[tuple[str, Path], ...]) -> NullTranslations:
    merged: Translations | None = None
    for domain, directory in domains:
        po = directory / locale / "LC_MESSAGES" / f"{domain}.po"
        if not po.is_file():
            continue
        loaded = _load_po(po, po.stat().st_mtime)
        if merged is None:
            merged = Translations()
            merged.plural = loaded.plural
        merged.merge(loaded)
    return merged or NullTranslations()


class Texts:
    """Message lookup and formatting for one locale. ``isolate`` wraps inserted values (text/html)."""

    def __init__(self, locale: str, domains: tuple[tuple[str, Path], ...], isolate: str = "none"):
        self.locale = locale
        self.isolate = isolate
        self._tr = _translations(locale, domains) if locale != SOURCE else NullTranslations()
        try:
            self.direction = Locale.parse(locale).text_direction
        except (UnknownLocaleError, ValueError):
            self.direction = "ltr"

    def with_isolation(self, isolate: str) -> Texts:
        clone = object.__new__(Texts)
        clone.__dict__.update(self.__dict__, isolate=isolate)
        return clone

    def t(self, message: str, **params: Any) -> str:
        return fill(self._tr.gettext(message), params, self.isolate)

    def tp(self, context: str, message: str, **params: Any) -> str:
        return fill(str(self._tr.pgettext(context, message)), params, self.isolate)

    def tn(self, one: str, other: str, n: int, **params: Any) -> str:
        return fill(self._tr.ngettext(one, other, n), {"n": n, **params}, self.isolate)

    def tnp(self, context: str, one: str, other: str, n: int, **params: Any) -> str:
        return fill(str(self._tr.npgettext(context, one, other, n)), {"n": n, **params}, self.isolate)

    def raw(self, context: str, message: str) -> str:
        """A translated name with no formatting (names are values, not templates)."""
        return str(self._tr.pgettext(context, message))


def texts_for(locale: str | None = None, extra_domains: Iterable[tuple[str, Path]] = (),
              isolate: str = "none") -> Texts:
    """Texts in ``locale`` (resolved with fallback) for regla's own domain plus the given ones."""
    domains = (("regla", data_path("locales")), *extra_domains)
    resolved, _ = resolve_locale(locale, [d for _, d in domains])
    return Texts(resolved, tuple(domains), isolate)
