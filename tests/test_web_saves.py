"""A table's save file is written whole, by the helper every file regla writes goes through: what whoever
runs the app set on the file (its permissions, a link to another disk) stays as they set it, nothing half
written is left beside it, and a save that cannot be written leaves the game going, said in the log."""

from __future__ import annotations

import json
import logging
import re
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner
from live import start, when_asked
from regla.cli.main import cli
from regla.web.app import create_app
from regla.web.registry import Tables
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')


def answer(client: TestClient, seat: str) -> int:
    """The person answers the question on their page: the status of the answer."""
    step = STEP.findall(when_asked(client, seat))[0]
    return client.post(f"{seat}/answer", data={"option": "0", "step": step}, follow_redirects=False).status_code


def test_a_save_keeps_the_files_mode_and_link_and_leaves_nothing_beside_it(tmp_path: Path) -> None:
    saves, disk = tmp_path / "saves", tmp_path / "other-disk"
    disk.mkdir()
    tables = Tables(saves)
    client = TestClient(create_app(tables))
    seat = start(client)
    table = tables.tables[seat.split("/")[2]]
    saved = saves / f"{table.id}.json"
    # whoever runs the app moved the save to another disk, linked it back, and made it theirs alone
    kept = disk / saved.name
    saved.rename(kept)
    saved.symlink_to(kept)
    kept.chmod(0o600)
    before = len(table.game.history)
    assert answer(client, seat) == 303
    when_asked(client, seat)
    assert saved.is_symlink() and saved.resolve() == kept
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    assert len(json.loads(kept.read_text(encoding="utf-8"))["game"]["history"]) > before
    assert [p.name for p in saves.iterdir()] == [saved.name] and [p.name for p in disk.iterdir()] == [saved.name]
    # the app started again takes the table up through the link, as it stands
    assert Tables(saves).tables[table.id].game.history == table.snapshot().game.history


def test_a_save_that_cannot_be_written_leaves_the_game_going_and_is_logged(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    tables = Tables(tmp_path)
    client = TestClient(create_app(tables))
    seat = start(client)
    table = tables.tables[seat.split("/")[2]]
    saved = tmp_path / f"{table.id}.json"
    saved.unlink()
    saved.mkdir()  # a directory where the save goes: writing must never replace it
    before = len(table.game.history)
    with caplog.at_level(logging.WARNING, logger="regla.web"):
        assert answer(client, seat) == 500
    assert len(table.game.history) > before and table.unsaved
    assert f"table {table.id} could not be saved" in caplog.text
    assert saved.is_dir() and not any(saved.iterdir())
    assert [p.name for p in tmp_path.iterdir()] == [saved.name]  # no half-written file left beside it
    saved.rmdir()
    assert answer(client, seat) == 303 and not table.unsaved
    when_asked(client, seat)
    assert Tables(tmp_path).tables[table.id].game.history == table.snapshot().game.history


@pytest.mark.parametrize("command", [["play", "--load"], ["board", "-o", "board.svg"], ["replay"]])
def test_a_table_file_given_to_a_command_is_refused_as_the_web_apps_not_an_older_save(
        tmp_path: Path, command: list[str]) -> None:
    seat = start(TestClient(create_app(Tables(tmp_path))))
    table = tmp_path / f"{seat.split('/')[2]}.json"
    with CliRunner().isolated_filesystem(temp_dir=tmp_path):
        result = CliRunner().invoke(cli, [*command, str(table)], input="q\n")
    assert result.exit_code == 2  # the wrong file named, as a save of another game is
    assert result.output == ("regla: not a saved game: a table of the web app, which takes it up again when started "
                             "on its folder (regla serve --saves DIR)\n")


def test_a_page_from_before_a_restart_never_reads_as_up_to_date_after_it(tmp_path: Path) -> None:
    """A waiting page loads again once its table's version differs from the one it shows: after a restart
    the table's versions are counted from a number drawn anew, so the changes made since can never bring
    them back to the page's number (which would leave the page waiting for ever)."""
    saves = tmp_path / "saves"
    seat = start(TestClient(create_app(Tables(saves))))
    before = TestClient(create_app(Tables(saves))).get(f"{seat}/version").json()["version"]
    after = TestClient(create_app(Tables(saves))).get(f"{seat}/version").json()["version"]
    assert after not in range(before - 1000, before + 1000)


def test_what_a_killed_app_left_of_a_save_cut_short_is_cleared_when_it_starts(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    seat = start(TestClient(create_app(Tables(saves))))
    table = seat.split("/")[2]
    kept = (saves / f"{table}.json").read_bytes()
    # a kill between writing the new save beside the old one and putting it in its place
    cut_short = saves / f".{table}.json.0123abcd.part"
    cut_short.write_bytes(kept[:100])
    again = Tables(saves)
    assert sorted(p.name for p in saves.iterdir()) == [f"{table}.json"]
    assert table in again.tables and (saves / f"{table}.json").read_bytes() == kept
