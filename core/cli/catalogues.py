"""Catalogue upkeep for translators and CI: extract templates, update catalogues, check them.

    python -m regla.cli.catalogues extract       # rewrite locales/<domain>.pot from the sources
    python -m regla.cli.catalogues update        # merge the templates into every locale's .po
    python -m regla.cli.catalogues check         # report untranslated, fuzzy, placeholder mismatches

Run it from a source checkout (it reads core/, boards/ and cards/ there).
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

import click
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir, extract_from_file
from babel.messages.pofile import write_po

from ..data.resources import data_root
from ..text.i18n.upkeep import check
from .language import CLICK_MODULES, METAVAR
from .main import cli

PYTHON_KEYWORDS = {"t": None, "tn": (1, 2), "tp": ((1, "c"), 2), "tnp": ((1, "c"), 2, 3), "metavar": None,
                   # errors and the pieces of messages: their first argument is the English template
                   "ReglaError": (1,), "UserError": (1,), "PluginError": (1,), "IllegalChoice": (1,),
                   "InvalidValue": (1,), "GameLimit": (1,), "ExprSyntaxError": (1,), "Phrase": (1,),
                   "DataProblem": (4,), "problem": (1,), "problem_at": (2,), "report": (2,), "_refuse": (2,),
                   "problem_at_key": (4,), "Gap": (4,)}
PROGRAM_DOMAIN = "regla"
CLICK_DOMAIN = "click"


def domains(root: Path) -> dict[str, tuple[list[str], list[tuple[str, str]]]]:
    """The program's domain, the command-line library's, and one domain per game directory under
    boards/ (with its cards/)."""
    found = {PROGRAM_DOMAIN: (["core"], [("**.py", "python")]), CLICK_DOMAIN: ([], [])}
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
    if domain == CLICK_DOMAIN:
        return _click_messages(catalog)
    if domain == PROGRAM_DOMAIN:
        _command_line_help(catalog)
    keywords = PYTHON_KEYWORDS if domain == PROGRAM_DOMAIN else DEFAULT_KEYWORDS
    for directory in dirs:
        for filename, lineno, message, comments, context in extract_from_dir(
                root / directory, method_map, keywords=keywords, comment_tags=("TRANSLATORS:",)):
            catalog.add(message, None, [(f"{directory}/{filename}", lineno)], auto_comments=comments,
                        context=context)
    return catalog


def _click_messages(catalog: Catalog) -> Catalog:
    """The messages the command-line library says itself (usage errors, "Usage:", "Options")."""
    for module in CLICK_MODULES:
        path = Path(str(module.__file__))
        for lineno, message, comments, context in extract_from_file(
                "python", path, keywords={"_": None, "ngettext": (1, 2)}):
            catalog.add(message, None, [(f"click/{path.name}", lineno)], auto_comments=comments, context=context)
    return catalog


def _command_line_help(catalog: Catalog) -> None:
    """Help of every command and option, and the placeholders of usage lines, read off the live CLI:
    click takes them from docstrings and ``help=`` arguments, which no keyword marks."""
    def visit(command: click.Command, ctx: click.Context) -> None:
        where = [(f"cli/{ctx.command_path}", 1)]
        for text in (command.help, command.short_help):
            if text:
                catalog.add(text, None, where)
        if command.options_metavar:
            catalog.add(command.options_metavar, None, where, context=METAVAR)
        if isinstance(command, click.Group) and command.subcommand_metavar:
            catalog.add(command.subcommand_metavar, None, where, context=METAVAR)
        for param in command.get_params(ctx):
            if getattr(param, "help", None):
                catalog.add(str(getattr(param, "help", "")), None, where)
            if not isinstance(param.type, click.Choice) and not getattr(param, "is_flag", False):
                catalog.add(param.make_metavar(ctx), None, where, context=METAVAR)
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                if sub is not None:
                    visit(sub, click.Context(sub, parent=ctx, info_name=name))

    # with the group's own settings: click keeps the help option it makes first, -h included or not
    visit(cli, click.Context(cli, info_name="regla", **cli.context_settings))


def render_pot(catalog: Catalog) -> str:
    buffer = io.BytesIO()
    write_po(buffer, catalog, omit_header=False, no_location=True, sort_output=True, width=100)
    lines = buffer.getvalue().decode("utf-8").splitlines()
    # when it was extracted and by which Babel is no part of the texts: a new Babel would make every
    # template look stale
    return "\n".join(line for line in lines if not line.startswith(('"POT-Creation-Date', '"Generated-By'))) + "\n"


def main(argv: list[str]) -> int:
    root = data_root()
    if not (root / "pyproject.toml").is_file():
        # an installed copy: its catalogues are the ones it was built with, and extract would find no
        # sources beside them (it would empty them)
        print(f"the catalogues are kept in a checkout: install it in editable mode (pip install -e .) and run "
              f"this there; this regla runs from an installed copy ({root})", file=sys.stderr)
        return 2
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
    print("\n".join(map(str, problems)) or "all catalogues complete")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
