"""Catalogue upkeep for translators and CI: extract templates, update catalogues, check them.

    python -m regla.text.i18n.maintain extract       # rewrite locales/<domain>.pot from the sources
    python -m regla.text.i18n.maintain update        # merge the templates into every locale's .po
    python -m regla.text.i18n.maintain check         # report untranslated, fuzzy, placeholder mismatches

Run it from a source checkout (it reads core/, boards/ and cards/ there).
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po, write_po

from ...data.resources import data_root
from .format import fields

PYTHON_KEYWORDS = {"t": None, "tn": (1, 2), "tp": ((1, "c"), 2), "tnp": ((1, "c"), 2, 3)}
PROGRAM_DOMAIN = "regla"


def domains(root: Path) -> dict[str, tuple[list[str], list[tuple[str, str]]]]:
    """The program's domain, and one domain per game directory under boards/ (with its cards/)."""
    found = {PROGRAM_DOMAIN: (["core"], [("**.py", "python")])}
    for board in sorted((root / "boards").iterdir()) if (root / "boards").is_dir() else []:
        if board.is_dir():
            cards = root / "cards" / board.name
            dirs = [f"boards/{board.name}"] + ([f"cards/{board.name}"] if cards.is_dir() else [])
            found[board.name] = (dirs, [("**.yaml", "regla_yaml")])
    return found


def extract(domain: str, root: Path | None = None) -> Catalog:
    """A fresh template of ``domain`` read from the sources."""
    root = root or data_root()
    dirs, method_map = domains(root)[domain]
    catalog = Catalog(project="regla", domain=domain, fuzzy=False)
    keywords = PYTHON_KEYWORDS if domain == PROGRAM_DOMAIN else DEFAULT_KEYWORDS
    for directory in dirs:
        for filename, lineno, message, comments, context in extract_from_dir(
                root / directory, method_map, keywords=keywords, comment_tags=("TRANSLATORS:",)):
            catalog.add(message, None, [(f"{directory}/{filename}", lineno)], auto_comments=comments,
                        context=context)
    return catalog


def render_pot(catalog: Catalog) -> str:
    buffer = io.BytesIO()
    write_po(buffer, catalog, omit_header=False, no_location=True, sort_output=True, width=100)
    lines = buffer.getvalue().decode("utf-8").splitlines()
    return "\n".join(line for line in lines if not line.startswith('"POT-Creation-Date')) + "\n"


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


def main(argv: list[str]) -> int:
    root = data_root()
    command = argv[0] if argv else "check"
    if command == "extract":
        for domain in domains(root):
            (root / "locales" / f"{domain}.pot").write_text(render_pot(extract(domain, root)), encoding="utf-8")
        return 0
    if command == "update":
        from babel.messages.frontend import CommandLineInterface

        for domain in domains(root):
            CommandLineInterface().run(["pybabel", "-q", "update", "-D", domain, "-i",
                                        str(root / "locales" / f"{domain}.pot"), "-d", str(root / "locales"),
                                        "--no-fuzzy-matching", "--ignore-obsolete", "-w", "100"])
        return 0
    problems = [p for po in sorted((root / "locales").glob("*/LC_MESSAGES/*.po")) for p in check(po)]
    print("\n".join(problems) or "all catalogues complete")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
