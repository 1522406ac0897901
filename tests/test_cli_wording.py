"""What the command line says in each language, word for word where English once slipped through: a
list with nothing in it, the placeholders an option takes (as its help writes them), and the notice of
a language that falls back to English."""

from __future__ import annotations

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
