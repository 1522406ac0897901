"""What the command line says in each language, word for word where English once slipped through: a
list with nothing in it, the placeholders an option takes (as its help writes them), and the notice of
a language that falls back to English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from regla import ExitCode
from regla.cli.main import cli
from regla.text.i18n import texts_for

LANGS = ("ko", "pt_BR", "he", "hu")


def invoke(args: list[str], locale: str) -> Result:
    return CliRunner().invoke(cli, ["--locale", locale, "--bidi", "off", *args], prog_name="regla")


@pytest.mark.parametrize("locale", LANGS)
def test_a_bot_without_options_says_none_in_the_readers_language(locale: str) -> None:
    result = invoke(["play", "--auto", "--players", "2", "--bots", "random:foo=1,random"], locale)
    assert result.exit_code == ExitCode.USAGE, result.output
    none = texts_for(locale).t("none")
    assert none != "none" and none in result.output
    assert "none" not in result.output


def test_korean_particles_follow_the_value_they_come_after(tmp_path: Path) -> None:
    old = tmp_path / "old.json"
    old.write_text('{"format": 1}', encoding="utf-8")
    said = invoke(["play", "--load", str(old)], "ko").output
    assert "형식 2~3을 읽는" in said, said
    said = invoke(["play", "--players", "2", "--humans", "1", "--auto"], "ko").output
    assert "--auto와 함께" in said, said


def help_placeholder(locale: str, command: list[str], option: str) -> str:
    """The placeholder ``option`` takes in the help of ``command``, as the language writes it."""
    shown = invoke([*command, "--help"], locale).output
    found = re.search(rf"{option} (\S+)", shown)
    assert found, shown
    return found.group(1)


@pytest.mark.parametrize("locale", LANGS)
def test_a_message_names_an_options_placeholder_as_the_help_does(locale: str) -> None:
    file = help_placeholder(locale, ["play"], "--save")
    stopped = CliRunner().invoke(cli, ["--locale", locale, "--bidi", "off", "play", "--players", "2"], input="")
    assert f"--save {file}" in stopped.output, stopped.output
    path = help_placeholder(locale, ["mods"], "--mod").split("|")[0]
    listed = invoke(["mods"], locale)
    assert listed.exit_code == ExitCode.OK and f"--mod {path}" in listed.output, listed.output


NOTICE = "regla: no catalogue for 'de_DE.UTF-8'; using English"


@pytest.mark.parametrize("command", [["plugins"], ["mods"], ["simulate", "--games", "1", "--players", "2"],
                                     ["bench", "--players", "0"], ["serve", "--port", "0"], ["nope"],
                                     ["play", "--players", "1"], ["cards"], ["rules", "--format", "md"]])
def test_a_language_without_a_catalogue_is_noticed_once_on_stderr(command: list[str],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    result = CliRunner().invoke(cli, command, prog_name="regla")
    assert result.stderr.splitlines().count(NOTICE) == 1, result.stderr
    assert NOTICE not in result.stdout
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert "no catalogue" not in CliRunner().invoke(cli, command, prog_name="regla").stderr


@pytest.mark.parametrize("name", ["..", ".", "@@", ".UTF-8"])
def test_a_locale_that_names_no_language_is_noticed_too(name: str) -> None:
    result = CliRunner().invoke(cli, ["--locale", name, "plugins"], prog_name="regla")
    assert result.exit_code == ExitCode.OK
    assert result.stderr.splitlines() == [f"regla: no catalogue for {name!r}; using English"], result.stderr
