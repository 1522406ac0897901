"""Files a person names for a command to write (``play --save``, ``board -o``, ``rules -o``, ``lab --out``,
``mod pack --out``, ``schema --write``): a symbolic link is followed, the save landing in its target; a pipe,
a device or a folder there is refused with one line (exit 2) before any work, and never replaced."""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from regla import ExitCode
from regla.cli.main import cli

pytestmark = pytest.mark.hostile

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE_MOD = ROOT / "examples" / "mods" / "royal-intrigue"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.stdout, result.stderr


@contextlib.contextmanager
def pipe_at(path: Path) -> Iterator[Path]:
    """A named pipe with a reader that never waits: a command that wrongly wrote into it would go on (and
    the test fail) rather than hang."""
    os.mkfifo(path)
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        yield path
    finally:
        os.close(reader)


def refused_in_one_line(code: int, stdout: str, stderr: str) -> str:
    assert code == ExitCode.USAGE, stderr
    assert "Traceback" not in stdout + stderr
    lines = [line for line in (stdout + stderr).splitlines() if line]
    assert len(lines) == 1, stdout + stderr
    return lines[0]


def test_a_save_through_a_symbolic_link_lands_in_its_target(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "game.json"
    target.write_text("", encoding="utf-8")
    target.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(Path("real") / "game.json")
    code, _, stderr = run("play", "--auto", "--players", "2", "--seed", "1", "--save", str(link))
    assert code == ExitCode.OK, stderr
    assert link.is_symlink() and os.readlink(link) == str(Path("real") / "game.json")
    assert json.loads(target.read_text(encoding="utf-8"))["setup"]["seed"] == 1
    # the file replaced keeps its permissions, and no draft is left beside it
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    assert sorted(p.name for p in (tmp_path / "real").iterdir()) == ["game.json"]
    # and the link resumes the game, saving through it again
    code, _, stderr = run("play", "--auto", "--load", str(link))
    assert code == ExitCode.OK and link.is_symlink(), stderr


@pytest.mark.parametrize("through_a_link", [False, True])
def test_a_save_on_a_pipe_is_refused_before_the_game_starts(tmp_path: Path, through_a_link: bool) -> None:
    pipe = tmp_path / "pipe.json"
    named = tmp_path / "link.json" if through_a_link else pipe
    with pipe_at(pipe):
        if through_a_link:
            named.symlink_to(pipe)
        code, stdout, stderr = run("play", "--auto", "--players", "2", "--seed", "1", "--save", str(named))
    line = refused_in_one_line(code, stdout, stderr)
    assert line == f"regla: cannot write {named}: not a regular file (a device, a pipe or the like)"
    assert stdout == ""  # the game never started
    assert stat.S_ISFIFO(pipe.lstat().st_mode)


def test_a_save_on_a_folder_or_in_a_missing_folder_is_refused_before_the_game_starts(tmp_path: Path) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    link = tmp_path / "to-folder.json"
    link.symlink_to(folder)
    missing = tmp_path / "nowhere" / "game.json"
    for named, reason in ((link, "it is a directory"), (missing, "no such file or directory")):
        code, stdout, stderr = run("play", "--auto", "--players", "2", "--save", str(named))
        assert refused_in_one_line(code, stdout, stderr) == f"regla: cannot write {named}: {reason}"
    assert folder.is_dir() and link.is_symlink()


@pytest.mark.parametrize("command", [["play", "--auto", "--players", "2", "--save"], ["rules", "-o"],
                                     ["board", "save.json", "-o"]])
def test_an_empty_file_name_is_a_usage_error(command: list[str]) -> None:
    code, stdout, stderr = run(*command, "")
    assert code == ExitCode.USAGE, stdout + stderr
    assert "an empty path names no file" in stderr and "Traceback" not in stdout + stderr


def test_every_file_a_command_writes_follows_links_and_refuses_pipes(tmp_path: Path) -> None:
    save = tmp_path / "save.json"
    assert run("play", "--auto", "--players", "2", "--seed", "4", "--save", str(save))[0] == ExitCode.OK
    (tmp_path / "real").mkdir()
    for suffix, command in ((".md", ["rules", "--format", "md", "-o"]), (".svg", ["board", str(save), "-o"])):
        with pipe_at(tmp_path / f"pipe{suffix}") as pipe:
            line = refused_in_one_line(*run(*command, str(pipe)))
        assert line.endswith("not a regular file (a device, a pipe or the like)")
        assert stat.S_ISFIFO(pipe.lstat().st_mode)
        link = tmp_path / f"link{suffix}"
        link.symlink_to(tmp_path / "real" / f"out{suffix}")
        code, _, stderr = run(*command, str(link))
        assert code == ExitCode.OK, stderr
        assert link.is_symlink() and (tmp_path / "real" / f"out{suffix}").stat().st_size > 0


@pytest.mark.parametrize(("command", "folder", "written"), [
    (["schema", "--write"], "schemas", "board.schema.json"),
    (["lab", "--games", "2", "--players", "2", "--out"], "report", "report.json"),
    (["mod", "pack", str(EXAMPLE_MOD), "--out"], "packs", "royal-intrigue-1.0.0.zip"),
])
def test_a_pipe_in_an_output_folder_is_refused_and_a_link_followed(tmp_path: Path, command: list[str], folder: str,
                                                                   written: str) -> None:
    out = tmp_path / folder
    out.mkdir()
    with pipe_at(out / written):
        line = refused_in_one_line(*run(*command, str(out)))
    assert line == f"regla: cannot write {out / written}: not a regular file (a device, a pipe or the like)"
    assert stat.S_ISFIFO((out / written).lstat().st_mode)
    (out / written).unlink()
    (out / written).symlink_to(tmp_path / "kept")
    code, _, stderr = run(*command, str(out))
    assert code == ExitCode.OK, stderr
    assert (out / written).is_symlink() and (tmp_path / "kept").stat().st_size > 0


@pytest.mark.parametrize("command", [["schema", "--write"], ["lab", "--games", "2", "--players", "2", "--out"],
                                     ["mod", "pack", str(EXAMPLE_MOD), "--out"]])
def test_a_device_or_a_pipe_given_as_an_output_folder_is_not_a_folder(tmp_path: Path, command: list[str]) -> None:
    # click refuses a regular file there; a device or a pipe got past it and was said to "exist already"
    for named in (Path(os.devnull), tmp_path / "pipe"):
        with pipe_at(tmp_path / "pipe"):
            line = refused_in_one_line(*run(*command, str(named)))
        assert line == f"regla: cannot write {named}: not a folder"
        (tmp_path / "pipe").unlink()


def test_a_symbolic_link_loop_is_told_in_the_readers_language(tmp_path: Path) -> None:
    loop = tmp_path / "loop.md"
    loop.symlink_to(loop)
    line = refused_in_one_line(*run("rules", "-o", str(loop)))
    assert line == f"regla: cannot write {loop}: too many levels of symbolic links"
    said = refused_in_one_line(*run("--locale", "hu", "rules", "-o", str(loop)))
    assert "symbolic links" not in said and "Too many levels" not in said
