"""Catalogues: every text a player sees, looked up in the chosen language with English as the source.

.po files are read and compiled in memory on first use (no .mo is committed or needed), once per
process. Domains: ``regla`` (the program's own messages), each game's domain, and any domain a mod
ships through ``regla_locale_domains``; a later domain overrides an earlier one.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterable, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.messages.mofile import write_mo
from babel.support import NullTranslations, Translations

from ...data.resources import data_path
from .format import fill
from .posyntax import read_catalogue
from .soundness import form_problems

SOURCE = "en"
ZERO_IS_PLURAL = frozenset({"pt_BR"})
"""Languages whose catalogue plural rule puts 0 with 1, where the plural reads right for nothing."""
ALIASES = {"pt": "pt_BR", "iw": "he"}
"""Language tags (lower case, as they are matched) that mean another catalogue's locale."""


def available_locales(locale_dirs: Iterable[Path] = ()) -> list[str]:
    """English plus every locale with a catalogue in the built-in or the given directories."""
    found = {SOURCE}
    for directory in [data_path("locales"), *locale_dirs]:
        found.update(_locales_in(directory))
    return sorted(found)


_LISTED: dict[Path, tuple[tuple[int, int], frozenset[str]]] = {}
"""Per catalogue directory, the locales it had when it was last listed, with its time and link count
then: every page of the web app looks its language up several times, and a directory is listed again
only once a folder has been added to it or taken from it (which changes its link count, even within
one tick of the file system's clock)."""


def _locales_in(directory: Path) -> frozenset[str]:
    try:
        status = directory.stat()
    except OSError:
        return frozenset()
    changed = (status.st_mtime_ns, status.st_nlink)
    listed = _LISTED.get(directory)
    if listed is not None and listed[0] == changed:
        return listed[1]
    folders = [p for p in directory.iterdir() if p.is_dir()] if directory.is_dir() else []
    names = frozenset(p.name for p in folders if (p / "LC_MESSAGES").is_dir())
    # a folder still being made into a catalogue (its LC_MESSAGES not there yet) changes no time of this
    # directory when it is finished: such a listing is not kept
    if len(names) == len(folders):
        _LISTED[directory] = (changed, names)
    return names


ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the language comes from when none is asked for, in gettext's order; LANGUAGE is a list of
preferences separated by colons (``pt_BR:en``), the others one locale each."""


def _requested_from_environment() -> list[str]:
    for var in ENVIRONMENT:
        value = os.environ.get(var, "")
        if value:
            return [part for part in value.split(":") if part]
    return []


def _normalized(raw: str) -> str:
    return raw.split(".")[0].split("@")[0].replace("-", "_")


def resolve_locale(requested: str | None, locale_dirs: Iterable[Path] = ()) -> tuple[str, str | None]:
    """The catalogue locale to use for a request (or the environment), and a notice if it fell back.

    Each wish is tried as given, then by its language alone (``pt_PT`` finds ``pt_BR`` only through an
    alias, ``ko_KR`` finds ``ko``); the first that has a catalogue wins, and English or the C locale ends
    the search in English."""
    wishes = [requested] if requested else _requested_from_environment()
    # tags are matched whatever their case (RFC 4647: ``PT-BR`` and ``ko`` are ``pt_BR`` and ``KO``); the
    # catalogue's own spelling is what is used
    known = {name.lower(): name for name in available_locales(locale_dirs)}
    for raw in wishes:
        name = _normalized(raw).lower()
        if name in ("c", "posix") or name.split("_")[0] == SOURCE:
            return SOURCE, None
        if not name:  # "..", "@euro": no language is named, so none is found (English, with the notice)
            continue
        # a name that means another (``pt``: ``pt_BR``) means it first: a mod's catalogue filed under the
        # alias must not keep the game's own from being read
        candidates = [ALIASES.get(name, ""), name, name.split("_")[0], ALIASES.get(name.split("_")[0], "")]
        for candidate in candidates:
            if candidate.lower() in known:
                return known[candidate.lower()], None
    if not wishes:
        return SOURCE, None
    return SOURCE, f"no catalogue for {':'.join(wishes)!r}; using English"


@lru_cache(maxsize=64)
def _load_po(path: Path, mtime: float) -> Translations | None:
    """The catalogue at ``path`` compiled, or None if its text or header is wrong; a message whose
    translation could not be filled in is left out. Either way the English text is said instead of a
    failing command (``regla mod check`` and the catalogue check tell where the mistake is)."""
    catalog = read_catalogue(path).catalog
    if catalog is None:
        return None
    for message in list(catalog):
        if message.id and next(form_problems(message), None):
            catalog.delete(message.id, message.context)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return Translations(fp=buffer)


def _guarded(plural: Callable[[Any], int]) -> Callable[[Any], int]:
    """A plural rule that gives no form where it fails (dividing by zero past the numbers it was tried
    on): the message is then said in English."""
    def form_of(n: Any) -> int:
        try:
            return plural(n)
        except ArithmeticError:
            return -1
    return form_of


def catalogue_locale(language: str) -> str:
    """The locale a new catalogue for ``language`` is filed under: the one regla's own catalogues use for
    it when they have one (``pt`` and ``pt_PT``: ``pt_BR``; ``ko_KR``: ``ko``), so that the game and a mod
    speak it together; else the code as written."""
    name = _normalized(language)
    resolved, notice = resolve_locale(name)
    return resolved if notice is None and resolved != SOURCE else ALIASES.get(name, name)


def _spellings(locale: str) -> list[str]:
    """Where a domain's catalogue for ``locale`` may be filed: under its name, a name that means it (``pt``
    for ``pt_BR``), or its language alone (``ko`` for ``ko_KR``)."""
    return list(dict.fromkeys([locale, *(alias for alias, meant in ALIASES.items() if meant == locale),
                               locale.split("_")[0]]))


def _translations(locale: str, domains: tuple[tuple[str, Path], ...]) -> NullTranslations:
    merged: Translations | None = None
    for domain, directory in domains:
        po = next((found for name in _spellings(locale)
                   if (found := directory / name / "LC_MESSAGES" / f"{domain}.po").is_file()), None)
        if po is None:
            continue
        loaded = _load_po(po, po.stat().st_mtime)
        if loaded is None:
            continue
        if merged is None:
            merged = Translations()
            merged.plural = _guarded(loaded.plural)
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

    def t(self, message: str, /, **params: Any) -> str:
        return fill(self._tr.gettext(message), params, self.isolate)

    def tp(self, context: str, message: str, /, **params: Any) -> str:
        return fill(str(self._tr.pgettext(context, message)), params, self.isolate)

    def tn(self, one: str, other: str, n: int, /, **params: Any) -> str:
        return fill(self._tr.ngettext(one, other, self._form_of(n)), {"n": n, **params}, self.isolate)

    def tnp(self, context: str, one: str, other: str, n: int, /, **params: Any) -> str:
        return fill(str(self._tr.npgettext(context, one, other, self._form_of(n))), {"n": n, **params},
                    self.isolate)

    def _form_of(self, n: int) -> int:
        # Brazilian Portuguese says "0 pontos", though its plural rule (n > 1) files 0 with the singular
        return 2 if n == 0 and self.locale in ZERO_IS_PLURAL else n

    def gettext(self, message: str) -> str:
        """The translation of ``message`` with nothing filled in (for templates filled elsewhere)."""
        return str(self._tr.gettext(message))

    def ngettext(self, one: str, other: str, n: int) -> str:
        return str(self._tr.ngettext(one, other, n))

    def fill(self, template: str, params: Mapping[str, Any]) -> str:
        return fill(template, dict(params), self.isolate)

    def say(self, message: Any) -> str:
        """An error, a :class:`~regla.errors.Phrase` or a data problem, in this locale."""
        return str(message.render(self))

    def raw(self, context: str, message: str) -> str:
        """A translated name with no formatting (names are values, not templates)."""
        return str(self._tr.pgettext(context, message))


LOCALE_PATH = "REGLA_LOCALE_PATH"
"""Directories (separated like PATH) of catalogues to use over the installed ones, laid out the same way
(``<dir>/<locale>/LC_MESSAGES/<domain>.po``): a translator tries a catalogue without installing it."""

PROGRAM_DOMAINS = ("regla", "click")
"""regla's own messages, and those of the command-line library it speaks through."""


def translator_dirs() -> list[Path]:
    return [Path(p) for p in os.environ.get(LOCALE_PATH, "").split(os.pathsep) if p]


def texts_for(locale: str | None = None, extra_domains: Iterable[tuple[str, Path]] = (),
              isolate: str = "none") -> Texts:
    """Texts in ``locale`` (resolved with fallback) for regla's own domains plus the given ones, with
    any catalogues under ``REGLA_LOCALE_PATH`` taking precedence."""
    installed = [*((name, data_path("locales")) for name in PROGRAM_DOMAINS), *extra_domains]
    domains = [*installed, *((name, d) for d in translator_dirs() for name, _ in installed)]
    resolved, _ = resolve_locale(locale, [d for _, d in domains])
    return Texts(resolved, tuple(dict.fromkeys(domains)), isolate)
