"""Keeping catalogues: templates read from YAML data, catalogues made or brought up to date, and their
problems found (syntax, header, translations that could not be filled in; untranslated and fuzzy)."""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.pofile import write_po

from ...data.files import write_atomic
from ...data.resources import data_path
from ...errors import DataError, DataProblem
from .extract import extract_yaml
from .posyntax import Entry, read_catalogue
from .soundness import form_problems, forms

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
    translations kept, new texts empty, texts gone dropped. A catalogue that cannot be read is a
    :class:`DataError` at its problems."""
    if po_path.is_file():
        scan = read_catalogue(po_path, locale)
        if scan.catalog is None:
            raise DataError(scan.problems)
        scan.catalog.update(template, no_fuzzy_matching=True)
        scan.catalog.obsolete.clear()
        return scan.catalog
    catalog = Catalog(locale=locale, domain=template.domain, project=template.project, fuzzy=False)
    shipped = shipped_plural_forms(locale)
    if shipped:
        # the plural rule the game's own catalogues of this language use, so that its forms line up with
        # theirs (the program's rule picks the form of every domain); Babel's may differ (he: 2, not 3)
        catalog.mime_headers = [("Plural-Forms", shipped)]
    catalog.update(template, no_fuzzy_matching=True)
    return catalog


def _plurals_problem(po_path: Path, catalog: Catalog) -> list[DataProblem]:
    """The program's plural rule picks the form of every domain: a catalogue of another number of forms
    than regla's own of its language gets forms it does not have (and shows English for them)."""
    shipped = shipped_plural_forms(po_path.parent.parent.name)
    if shipped is None or str(catalog.plural_forms) == shipped:
        return []
    line = next((i for i, text in enumerate(po_path.read_text(encoding="utf-8").splitlines(), 1)
                 if "Plural-Forms:" in text), 1)
    return [DataProblem(str(po_path), line, 1, "Plural-Forms differs from regla's own catalogue of this language: "
                        "write {shipped}", {"shipped": shipped})]


def shipped_plural_forms(locale: str) -> str | None:
    """The Plural-Forms of the program's own catalogue of ``locale`` (or of its language), if it has one."""
    for name in dict.fromkeys([locale, locale.split("_")[0]]):
        po = data_path("locales") / name / "LC_MESSAGES" / "regla.po"
        catalog = read_catalogue(po).catalog if po.is_file() else None
        if catalog is not None:
            return str(catalog.plural_forms)
    return None


def write_catalog(catalog: Catalog, path: Path) -> None:
    """Write the catalogue whole (through a symbolic link, never over a pipe or a device)."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, sort_output=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, buffer.getvalue())


class Gap(DataProblem):
    """A text a catalogue leaves to English (not translated, or marked fuzzy): worth a warning, as it
    breaks nothing."""


def check(po_path: Path) -> list[DataProblem]:
    """Problems of one catalogue, each at its line: its syntax and header, translations that could not be
    filled in like their English text, and the :class:`Gap` of every text not translated or fuzzy."""
    scan = read_catalogue(po_path)
    if scan.catalog is None:
        return scan.problems
    where = str(po_path)
    problems: list[DataProblem] = _plurals_problem(po_path, scan.catalog)
    for message in scan.catalog:
        if not message.id:
            continue
        entry = scan.entries.get(message.lineno or 0) or Entry((message.lineno or 1, 1))
        line, column = entry.msgid
        if message.fuzzy:
            problems.append(Gap(where, line, column, "marked fuzzy: the English text is shown until the mark "
                                "is taken away"))
        _, strings = forms(message)
        if not all(strings):
            line, column = entry.msgstr.get(strings.index(""), entry.msgid)
            problems.append(Gap(where, line, column, "not translated: the English text is shown"))
        for index, phrase in form_problems(message):
            line, column = entry.msgstr.get(index, entry.msgid)
            problems.append(DataProblem(where, line, column, phrase))
    return problems
