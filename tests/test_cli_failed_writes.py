"""Writes that fail part-way (a full disk) leave things as they were: ``lab --out`` keeps the earlier run's
files, every one of them, and ``mod new`` leaves no half of a mod; each says so in one line (exit 2)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from test_cli_outputs import refused_in_one_line, run

pytestmark = pytest.mark.hostile

NO_SPACE = "no space left on the device"


def disk_full_at(monkeypatch: pytest.MonkeyPatch, nth: int) -> None:
    """The disk fills up while the ``nth`` file written in full (flushed to the disk) is written, and stays
    full."""
    flushed = os.fsync
    calls = 0

    def fsync(handle: int) -> None:
        nonlocal calls
        calls += 1
        if calls >= nth:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        flushed(handle)

    monkeypatch.setattr(os, "fsync", fsync)


def contents(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (leftovers with hidden names too), by its path there."""
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.mark.parametrize("nth", [2, 3])
def test_a_lab_report_that_cannot_be_written_whole_leaves_the_earlier_runs_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, nth: int) -> None:
    out = tmp_path / "report"
    code, _, stderr = run("lab", "--players", "2", "--games", "2", "--out", str(out),
                          "--compare", "--house-rule no-veto")
    earlier = contents(out)
    assert code == 0 and sorted(earlier) == ["games-b.csv", "games.csv", "report.html", "report.json"], stderr
    disk_full_at(monkeypatch, nth)
    code, stdout, stderr = run("lab", "--players", "2", "--games", "3", "--out", str(out))
    written = ["games.csv", "report.json", "report.html"][nth - 1]
    assert refused_in_one_line(code, stdout, stderr) == f"regla: cannot write {out / written}: {NO_SPACE}"
    # the earlier run's B side too: this run has none, but its files never came
    assert contents(out) == earlier


@pytest.mark.parametrize("where", [("m",), ("new", "folders", "m")])
def test_a_mod_that_cannot_be_written_whole_leaves_nothing_and_can_be_made_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: tuple[str, ...]) -> None:
    folder = tmp_path.joinpath(*where)
    # the disk fills up at the schemas, after the mod's own files
    disk_full_at(monkeypatch, 1)
    code, stdout, stderr = run("mod", "new", str(folder))
    assert refused_in_one_line(code, stdout, stderr) == f"regla: cannot write {folder}: {NO_SPACE}"
    assert list(tmp_path.iterdir()) == []
    monkeypatch.undo()
    code, stdout, stderr = run("mod", "new", str(folder))
    assert code == 0 and (folder / "schemas" / "board.schema.json").is_file(), stderr

