"""Writes that fail part-way (a full disk, a folder that cannot be made) leave things as they were: ``lab
--out`` and ``schema --write`` keep the earlier run's files, every one of them, ``mod new`` leaves no half
of a mod, and ``mod translate`` keeps the catalogue there was; each says so in one line (exit 2)."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
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



def test_schemas_that_cannot_be_written_whole_leave_the_earlier_ones(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "schemas"
    assert run("schema", "--write", str(out))[0] == 0
    for path in out.iterdir():
        path.write_text("{}\n", encoding="utf-8")  # an earlier regla's
    earlier = contents(out)
    disk_full_at(monkeypatch, 3)
    code, stdout, stderr = run("schema", "--write", str(out))
    assert refused_in_one_line(code, stdout, stderr).endswith(f".schema.json: {NO_SPACE}")
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


def translatable_mod(tmp_path: Path) -> Path:
    mod = tmp_path / "m"
    assert run("mod", "new", str(mod))[0] == 0
    with (mod / "mod.yaml").open("a", encoding="utf-8") as manifest:
        manifest.write("locales: locales\n")
    return mod


def test_a_catalogue_that_cannot_be_written_is_kept_as_it_was(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod = translatable_mod(tmp_path)
    assert run("mod", "translate", str(mod), "pt")[0] == 0
    earlier = contents(mod / "locales")
    (mod / "cards.yaml").write_text((mod / "cards.yaml").read_text(encoding="utf-8").replace(
        ": first card", ": a card renamed"), encoding="utf-8")
    disk_full_at(monkeypatch, 1)
    code, stdout, stderr = run("mod", "translate", str(mod), "pt")
    po = mod / "locales" / "pt_BR" / "LC_MESSAGES" / "m.po"
    assert refused_in_one_line(code, stdout, stderr) == f"regla: cannot write {po}: {NO_SPACE}"
    assert contents(mod / "locales") == earlier


def a_file_where_a_language_goes(mod: Path) -> str:
    (mod / "locales").mkdir()
    (mod / "locales" / "ko").write_text("", encoding="utf-8")
    return "locales/ko/LC_MESSAGES/m.po"


def a_file_where_the_locales_folder_goes(mod: Path) -> str:
    (mod / "mod.yaml").write_text((mod / "mod.yaml").read_text(encoding="utf-8").replace(
        "locales: locales", "locales: texts/locales"), encoding="utf-8")
    (mod / "texts").write_text("", encoding="utf-8")
    return "texts/locales"


@pytest.mark.parametrize("block", [a_file_where_a_language_goes, a_file_where_the_locales_folder_goes])
def test_a_catalogue_whose_folder_cannot_be_made_is_told_in_one_line(tmp_path: Path,
                                                                     block: Callable[[Path], str]) -> None:
    mod = translatable_mod(tmp_path)
    named = block(mod)
    before = contents(mod)
    code, stdout, stderr = run("mod", "translate", str(mod), "ko")
    line = refused_in_one_line(code, stdout, stderr)
    assert line == f"regla: cannot write {mod / named}: a part of the path is not a directory"
    assert contents(mod) == before


def test_folders_made_for_a_catalogue_that_cannot_be_written_are_taken_away(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod = translatable_mod(tmp_path)
    disk_full_at(monkeypatch, 1)
    code, stdout, stderr = run("mod", "translate", str(mod), "ko")
    po = mod / "locales" / "ko" / "LC_MESSAGES" / "m.po"
    assert refused_in_one_line(code, stdout, stderr) == f"regla: cannot write {po}: {NO_SPACE}"
    assert not (mod / "locales").exists()
