"""Every plugin has a name of its own. A house-rule file is named by its file name, so it may be called like
an installed plugin; one file given twice is one plugin. Two files of one name, two packages offering one
plugin name and two plugins registered under one name are refused in one line naming both, never as an
internal error."""

from __future__ import annotations

import json
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import regla
from conftest import house_rule_file, house_rule_source, install
from regla.plugins import forget_discovered
from test_plugins import run

OPEN_CASTILLO = house_rule_source("el-grande", "open castillo", "{'game': {'options': {'open_secret_areas': True}}}")
SAID = "Option: Everyone may see how many caballeros of each colour are in the Castillo.\n"


@pytest.fixture
def fresh_discovery() -> Iterator[None]:
    yield
    forget_discovered()


def one_line(result: Any) -> str:
    assert result.exit_code == 2 and result.stdout == "", result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "internal error" not in lines[0], result.stderr
    return lines[0]


def test_one_file_given_twice_is_one_plugin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a").mkdir()
    house_rule_file(tmp_path / "a", "r", OPEN_CASTILLO)
    twice = run("rules-diff", "--house-rule", "./a/r.py", "--house-rule", "a/r.py")
    assert twice.exit_code == 0 and twice.stdout == SAID, twice.output
    files = regla.Selection(house_rule_files=("./a/r.py", str(tmp_path / "a" / "r.py")))
    assert files.house_rule_files == ("./a/r.py",)
    assert len(regla.new_game(players=2, seed=1, selection=files).state["setup"]["house_rule_files"]) == 1


def test_two_files_of_one_name_are_refused_naming_both(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        house_rule_file(tmp_path / folder, "r", OPEN_CASTILLO)
    line = one_line(run("rules-diff", "--house-rule", "a/r.py", "--house-rule", "b/r.py"))
    assert line == "regla: house rule files a/r.py and b/r.py have the same name 'r': rename one"


@pytest.mark.parametrize("name", ["bots", "no-veto", "el-grande", "classic"])
def test_a_file_may_be_named_like_an_installed_plugin(tmp_path: Path, name: str) -> None:
    rule = house_rule_file(tmp_path, name, OPEN_CASTILLO)
    diff = run("rules-diff", "--house-rule", rule)
    assert diff.exit_code == 0 and diff.stdout == SAID, diff.output
    # the installed plugin of that name is there all the same
    played = run("simulate", "--games", "1", "--players", "2", "--bots", "greedy,random", "--house-rule", rule,
                 "--json")
    assert played.exit_code == 0 and json.loads(played.stdout)["completed"] == 1, played.output


IMPOSTOR = house_rule_source("el-grande", "not the real no-veto", "{'game': {'options': {'first_player': 'random'}}}")


def test_two_packages_offering_one_plugin_name_are_refused_naming_both(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_discovery: None) -> None:
    install(tmp_path, "no-veto", "regla_demo_impostor", IMPOSTOR, monkeypatch)
    for command in (["plugins"], ["rules-diff", "--house-rule", "no-veto"]):
        line = one_line(run(*command))
        assert line == ("regla: plugin 'no-veto' is offered by two packages, regla and regla_demo_impostor: uninstall "
                        "one (block it with --block-plugin NAME)"), line
    blocked = run("plugins", "--json", "--block-plugin", "no-veto")
    assert blocked.exit_code == 0 and "no-veto" not in {p["name"] for p in json.loads(blocked.stdout)}


def test_a_plugin_object_given_twice_is_refused_in_one_line() -> None:
    plugin = types.SimpleNamespace()
    with pytest.raises(regla.PluginError, match="two plugins have the name 'same'"):
        regla.load("el-grande", extra_plugins=(("same", plugin), ("same", types.SimpleNamespace())))
    with pytest.raises(regla.PluginError, match=r"^extra_plugins: 'one' and 'other' are one plugin object"):
        regla.load("el-grande", extra_plugins=(("one", plugin), ("other", plugin)))
