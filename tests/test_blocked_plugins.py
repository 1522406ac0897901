"""An installed plugin that fails to load is left out with --block-plugin by every command that loads a
game, a saved one too (``play --load``, ``replay``, ``board``), and by the web app (``serve``), whose
start-up tells the failure in one line rather than serving pages that fail."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from conftest import install
from live import start
from regla.cli.main import cli
from regla.plugins import forget_discovered
from regla.web.app import create_app
from regla.web.registry import Tables
from starlette.testclient import TestClient

FAILS = """
    raise RuntimeError("this plugin cannot start")
"""


@pytest.fixture
def saved(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A game saved before a plugin that fails to load was installed."""
    save = tmp_path / "game.json"
    save.write_text(regla.new_game(players=3, seed=4).to_json(), encoding="utf-8")
    install(tmp_path, "broken", "regla_demo_fails_to_load", FAILS, monkeypatch)
    yield save
    forget_discovered()


def run(*args: str, stdin: str = "") -> Any:
    return CliRunner().invoke(cli, list(args), input=stdin)


@pytest.mark.parametrize("command", [["play", "--load", "{save}"], ["replay", "{save}"],
                                     ["board", "{save}", "-o", "{folder}/board.svg"]])
def test_a_saved_game_loads_with_the_failing_plugin_blocked(saved: Path, command: list[str]) -> None:
    args = [arg.format(save=saved, folder=saved.parent) for arg in command]
    refused = run(*args, stdin="q\n")
    assert refused.exit_code == 2 and "--block-plugin" in refused.stderr, refused.output
    assert len(refused.stderr.splitlines()) == 1
    loaded = run(*args, "--block-plugin", "broken", stdin="q\n")
    assert loaded.exit_code == 0, loaded.output


def test_serve_tells_a_failing_plugin_before_serving(saved: Path) -> None:
    # an address not this machine's: were the plugin not told first, the app would fail there, not serve
    refused = run("serve", "--host", "192.0.2.1")
    assert refused.exit_code == 2 and refused.stderr.startswith("regla: plugin 'broken'"), refused.output
    assert len(refused.stderr.splitlines()) == 1


def test_the_web_app_leaves_a_blocked_plugin_out_of_its_tables(saved: Path) -> None:
    saves = saved.parent / "saves"
    client = TestClient(create_app(Tables(saves, blocked=("broken",))))
    home = client.get("/")
    assert home.status_code == 200 and 'name="players"' in home.text
    seat = start(client, players="3", people="1", bots="random")
    assert client.get(seat).status_code == 200
    # the table is kept and taken up again by an app that blocks the plugin too
    again = Tables(saves, blocked=("broken",))
    assert not again.unreadable and seat.split("/")[2] in again.tables
