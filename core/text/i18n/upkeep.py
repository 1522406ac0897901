"""Keeping catalogues: templates read from YAML data, catalogues made or brought up to date, and their
problems found (untranslated, fuzzy, placeholders that differ from the template's)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.pofile import read_po, write_po

from .extract import extract_yaml
from .format import fields

EXTRACTOR = f"{extract_yaml.__module__}:{extract_yaml.__name__}"
"""The YAML extractor as babel names methods (``module:function``)."""


def template_of(files: Iterable[Path], root: Path, domain: str) -> Catalog:
    """A template holding every text of the YAML data ``files`` (paths shown relative to ``root``)."""
    catalog = Catalog(project=domain, domain=domain, fuzzy=False)
    for path in files:
        for lineno, message, comments, context in extract_from_file(
                EXTRACTOR, str(path), keywords=DEFAULT_KEYWORDS, comment_tags=("TRANSLATORS:",)):
            catalog.add(message, None, [(path.relative_to(root).as_posix(), lineno)], auto_comments=comments,
                        context=context)
    return catalog


def updated(template: Catalog, po_path: Path, locale: str) -> Catalog:
    """The catalogue at ``po_path`` brought up to ``template`` (a new one when there is none yet):
    translations kept, new texts empty, texts gone dropped."""
    if po_path.is_file():
        with po_path.open("rb") as fp:
            catalog = read_po(fp, locale=locale)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        return catalog
    catalog = Catalog(locale=locale, domain=template.domain, project=template.project, fuzzy=False)
    catalog.update(template, no_fuzzy_matching=True)
    return catalog


def write_catalog(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fp:
        write_po(fp, catalog, width=100, sort_output=True)


def check(po_path: Path) -> list[str]:
    """Problems of one catalogue: untranslated or fuzzy entries, placeholders differing from the msgid."""
    with po_path.open("rb") as fp:
        catalog = read_po(fp)
    problems = []
    for message in catalog:
        if not message.id:
            continue
        ids = tuple(message.id) if isinstance(message.id, list | tuple) else (str(message.id),)
        strings = tuple(message.string or "") if isinstance(message.string, list | tuple) \
            else (str(message.string or ""),)
        where = f"{po_path.parent.parent.name}/{po_path.name}: {ids[0][:60]!r}"
        if message.fuzzy:
            problems.append(f"{where}: fuzzy")
        if not all(strings):
            problems.append(f"{where}: untranslated")
            continue
        expected = set().union(*(fields(i) for i in ids))
        for string in strings:
            if fields(string) != expected and not (len(ids) > 1 and fields(string) <= expected):
                problems.append(f"{where}: placeholders {sorted(fields(string))} differ from {sorted(expected)}")
    return problems


