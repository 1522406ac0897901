"""Every word the command line says goes through a catalogue: help, click's own usage errors, regla's
errors and data-file errors, notices. Checked three ways:

- a pseudo-language whose every translation is the English source in ⟦ ⟧: any English left outside the
  brackets reached the reader without a catalogue;
- in each real language, no English sentence of the program's templates appears (names and ids aside);
- the source: no error message is an f-string, which the catalogue could never hold.
"""

from __future__ import annotations

import ast
import os
import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from babel.messages.pofile import read_po, write_po
from click.testing import CliRunner, Result
from regla.cli.catalogues import PYTHON_KEYWORDS
from regla.cli.main import cli

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"
PSEUDO = "eo"
LANGS = ("ko", "pt_BR", "he", "hu")

POSITION = """players: [red, blue, yellow]
king: cataluna
grandes: {red: granada, blue: galicia, yellow: atlantis}
"""


def pseudo_catalogues(directory: Path) -> Path:
    """Catalogues of every domain in which each message reads ⟦<the English source>⟧."""
    target = directory / PSEUDO / "LC_MESSAGES"
    target.mkdir(parents=True)
    for pot in LOCALES.glob("*.pot"):
        with pot.open("rb") as fp:
            catalog = read_po(fp, locale=PSEUDO)
        for message in catalog:
            if not message.id:
                continue
            if isinstance(message.id, tuple | list):
                message.string = tuple(f"⟦{form}⟧" for form in message.id)
            else:
                message.string = f"⟦{message.id}⟧"
        with (target / f"{pot.stem}.po").open("wb") as fp:
            write_po(fp, catalog)
    return directory


def common_errors(tmp: Path) -> list[list[str]]:
    """Command lines that are each refused with one of the messages users meet most."""
    (tmp / "garbage.json").write_text("{not json", encoding="utf-8")
    (tmp / "position.yaml").write_text(POSITION, encoding="utf-8")
    (tmp / "twice.yaml").write_text("players: [red, blue]\nplayers: [red]\n", encoding="utf-8")
    (tmp / "tabbed.yaml").write_text("players:\n\t- red\n", encoding="utf-8")
    (tmp / "latin1.yaml").write_bytes("king: cataluña\n".encode("latin-1"))
    (tmp / "rule.py").write_text(
        "def regla_plugin_info():\n    return {'kind': 'house-rule', 'game': 'el-grande'}\n\n"
        "import regla\n\n@regla.hookimpl\ndef regla_ruleset_overlay(ruleset_id, players):\n"
        "    return {'game': {'options': {'no_such_option': 1}}}\n", encoding="utf-8")
    return [
        ["play", "--players", "9"],
        ["simulate", "--edition", "nope", "--games", "1"],
        ["simulate", "--games", "1", "--house-rule", "no-veto", "--house-rule", "single-veto"],
        ["play", "--load", str(tmp / "garbage.json")],
        ["play", "--load", str(tmp / "missing.json")],
        ["simulate", "--games", "1", "--players", "2", "--bots", "random,nosuchbot"],
        ["play", "--hlep"],
        ["simulate", "--games", "many"],
        ["rules", "--format", "pdf"],
        ["simulate", "--games", "1", "--block-plugin", "no-vetoo"],
        ["play", "--players", "3", "--humans", "5"],
        ["score", str(tmp / "position.yaml")],
        ["simulate", "--games", "1", "--house-rule", str(tmp / "rule.py")],
        ["score", str(tmp)],
        ["score", str(tmp / "twice.yaml")],
        ["score", str(tmp / "tabbed.yaml")],
        ["score", str(tmp / "latin1.yaml")],
        ["simulate", "--games", "1", "--players", "2", "--bots", "mcts:iterations=0,random"],
    ]


def invoke(args: list[str], locale: str) -> Result:
    return CliRunner().invoke(cli, ["--locale", locale, *args], prog_name="regla")


def outside_brackets(text: str) -> str:
    # a command's short help in a list is cut to fit the line, closing bracket and all
    text = re.sub(r"⟦[^⟦⟧\n]*\.\.\.$", " ", text, flags=re.MULTILINE)
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"⟦[^⟦⟧]*⟧", " ", text)
    return text


IDS = re.compile(r"'[^']*'|\"[^\"]*\"|\S*[-_/.:=\d|\[\]{}<>@]\S*|\b[A-Z][A-Z_]+\b")
# command names are typed as they are, in any language: the group's and those of its subgroups
ALLOWED = {"regla", *cli.list_commands(None), *(name for group in cli.commands.values()  # type: ignore[arg-type]
                                                if isinstance(group, click.Group) for name in group.commands)}


def english_left(output: str) -> list[str]:
    """Words of two or more letters outside the brackets that are not ids, options, paths or numbers."""
    rest = IDS.sub(" ", outside_brackets(output))
    return [w for w in re.findall(r"[A-Za-z]{2,}", rest) if w not in ALLOWED]


@pytest.fixture
def pseudo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("REGLA_LOCALE_PATH", str(pseudo_catalogues(tmp_path / "catalogues")))
    return tmp_path


def command_lines() -> list[list[str]]:
    subcommands = ([name, sub, "--help"] for name, group in sorted(cli.commands.items())
                   if isinstance(group, click.Group) for sub in sorted(group.commands))
    return [["--help"], *([name, "--help"] for name in sorted(cli.list_commands(None))),  # type: ignore[arg-type]
            *subcommands]


@pytest.mark.parametrize("args", command_lines(), ids=" ".join)
def test_help_reaches_the_reader_only_through_catalogues(pseudo: Path, args: list[str]) -> None:
    result = invoke(args, PSEUDO)
    assert result.exit_code == 0, result.output
    assert "⟦" in result.output
    assert english_left(result.output) == [], result.output


def test_errors_reach_the_reader_only_through_catalogues(pseudo: Path) -> None:
    for args in common_errors(pseudo):
        result = invoke(args, PSEUDO)
        assert result.exit_code in (1, 2), (args, result.output)
        assert "Traceback" not in result.output
        assert english_left(result.output) == [], (args, result.output)


def test_a_data_file_error_keeps_its_position_in_every_language(pseudo: Path) -> None:
    common_errors(pseudo)
    result = invoke(["score", str(pseudo / "position.yaml")], PSEUDO)
    assert re.search(r"position\.yaml:3:\d+: ⟦unknown area 'atlantis'", result.output), result.output


def english_sentences() -> list[str]:
    """The literal stretches of the program's templates long enough to be a phrase of English."""
    found = set()
    for domain in ("regla", "click"):
        with (LOCALES / f"{domain}.pot").open("rb") as fp:
            for message in read_po(fp):
                for msgid in message.id if isinstance(message.id, tuple | list) else [message.id]:
                    for chunk in re.split(r"\{[^}]*\}", msgid or ""):
                        if len(chunk.strip()) >= 14 and chunk.count(" ") >= 2:
                            found.add(chunk.strip())
    return sorted(found)


@pytest.mark.parametrize("locale", LANGS)
def test_help_and_common_errors_hold_no_english_sentence(locale: str, tmp_path: Path) -> None:
    sentences = english_sentences()
    outputs = [invoke(args, locale).output for args in [["--help"], ["play", "--help"], *common_errors(tmp_path)]]
    for output in outputs:
        flat = " ".join(output.split())
        left = [s for s in sentences if s in flat]
        assert not left, f"English in {locale}: {left[:3]}\n{output}"


def test_language_follows_gettext_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANGUAGE", "pt_BR:en")
    portuguese = CliRunner().invoke(cli, ["play", "--players", "9"]).output
    monkeypatch.setenv("LANGUAGE", "xx:ko")
    korean = CliRunner().invoke(cli, ["play", "--players", "9"]).output
    monkeypatch.setenv("LANGUAGE", "en:ko")
    english = CliRunner().invoke(cli, ["play", "--players", "9"]).output
    assert english == "regla: El Grande takes 2 to 5 players, not 9\n"
    assert portuguese != english and "9" in portuguese and "jogador" in portuguese
    assert re.search("[가-힣]", korean)
    monkeypatch.setenv("LANGUAGE", "ko")
    assert CliRunner().invoke(cli, ["--locale", "hu", "play", "--players", "9"]).output != korean


@pytest.mark.parametrize("command", [["rules"], ["cards"], ["play", "--auto", "--seed", "3"]])
def test_the_locale_given_to_regla_itself_is_the_commands_too(command: list[str],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # `regla --locale ko rules` and `regla rules --locale ko` print the same Korean text
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(variable, raising=False)
    before = CliRunner().invoke(cli, ["--locale", "ko", *command])
    after = CliRunner().invoke(cli, [*command, "--locale", "ko"])
    assert before.exit_code == 0 and after.exit_code == 0, before.output
    assert before.output == after.output and re.search("[가-힣]", before.output)
    assert CliRunner().invoke(cli, command).output != before.output


@pytest.mark.parametrize("command", [["cards"], ["rules-diff"], ["mods"], ["plugins"]])
def test_bidi_may_follow_the_command_as_locale_does(command: list[str]) -> None:
    # `regla cards --locale he --bidi off` as well as `regla --bidi off cards --locale he`
    after = CliRunner().invoke(cli, [*command, "--locale", "he", "--bidi", "off"])
    before = CliRunner().invoke(cli, ["--bidi", "off", *command, "--locale", "he"])
    assert after.exit_code == 0, after.output
    assert after.output == before.output


def message_arguments() -> Iterator[tuple[str, str, ast.expr]]:
    """Every message argument in core/ of a call the extractor reads (an error, a phrase, ``t``...):
    where it is, the called name, and the argument (contexts aside: those are looked up in a game's
    catalogue too)."""
    for path in sorted((ROOT / "core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            name = isinstance(node, ast.Call) and (getattr(node.func, "id", None) or getattr(node.func, "attr", None))
            if not isinstance(node, ast.Call) or not name or name not in PYTHON_KEYWORDS:
                continue
            spec = PYTHON_KEYWORDS[name] or (1,)
            if isinstance(spec[0], int) and spec[0] <= len(node.args):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", name, node.args[spec[0] - 1]


def test_no_error_message_is_built_by_an_fstring() -> None:
    """A message is an English template with named fields: an f-string has no catalogue entry."""
    found = [where for where, _, arg in message_arguments() if isinstance(arg, ast.JoinedStr | ast.BinOp)]
    assert not found, found


def test_every_message_template_in_the_source_is_in_the_catalogue_template() -> None:
    with (LOCALES / "regla.pot").open("rb") as fp:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(fp) if m.id}
    missing = [f"{where}: {arg.value[:50]!r}" for where, _, arg in message_arguments()
               if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value
               and arg.value not in template]
    assert not missing, missing


@pytest.mark.parametrize("locale", ("en", *LANGS))
def test_help_and_errors_match_their_golden_snapshot(locale: str, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """What a reader of each language sees for the main help, a command's help, the common errors and
    a data-file error (paths shown as <tmp> and <data>)."""
    from regla.data.resources import data_root

    monkeypatch.setenv("COLUMNS", "100")
    shown = []
    for args in [["--help"], ["play", "--help"], *common_errors(tmp_path)]:
        output = invoke(args, locale).output
        shown.append(f"$ regla {' '.join(args)}\n{output}")
    text = "\n".join(shown).replace(str(tmp_path), "<tmp>").replace(str(data_root()), "<data>")
    golden = ROOT / "tests" / "golden" / f"cli-{locale}.txt"
    if os.environ.get("REGLA_UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8")


def columns(line: str) -> int:
    """Columns a line takes at a terminal: a wide (East Asian) character takes two."""
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in line)


@pytest.mark.parametrize("args", command_lines(), ids=" ".join)
def test_help_fits_the_terminal_in_every_language(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    # help is wrapped by the columns its text takes, not by its characters: Korean ones take two each
    monkeypatch.setenv("COLUMNS", "80")
    for locale in ("en", *LANGS):
        output = invoke(args, locale).output
        wide = [line for line in output.splitlines() if columns(line) > 80]
        assert not wide, (locale, wide)


def test_korean_particles_after_click_words_are_chosen_not_both_written() -> None:
    # a fixed Korean word ("정수", "숫자 범위") takes a known particle: "(가)" is only for a value given
    for args in (["play", "--seed", "abc"], ["play", "--watch", "abc"], ["simulate", "--games", "many"]):
        output = invoke(args, "ko").output
        assert "'abc'" in output or "'many'" in output, output
        assert not re.search(r"[가-힣](은\(는\)|이\(가\)|을\(를\))", output), output


def test_the_plugins_table_lines_up_by_the_columns_words_take() -> None:
    rows = invoke(["plugins"], "ko").output.splitlines()
    # where the package column starts: the header's 패키지, every row's regla
    starts = {columns(row[:row.index("패키지" if i == 0 else "regla")]) for i, row in enumerate(rows)}
    assert len(rows) > 5 and len(starts) == 1, rows
