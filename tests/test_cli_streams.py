"""The standard streams, wherever they lead: an output encoding without the characters to be written, a full
device, a reader that went away, a closed output or input. Never a traceback nor an "internal error": one
line on stderr where it can be written, and the documented exit status in any case."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from regla import ExitCode
from regla.cli.main import cli

pytestmark = pytest.mark.hostile

FULL = "regla: cannot write the output: no space left on the device"
CLOSED = "regla: cannot write the output: standard output is closed"


def regla(*args: str, stdout: int | None = subprocess.PIPE, stderr: int | None = subprocess.PIPE,
          closing: int | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """``python -m regla *args``; ``closing``: a standard stream (0 or 1) the command starts without."""
    prepare: Callable[[], None] | None = (lambda: os.close(closing)) if closing is not None else None
    # the interpreter as the tests run: started without site-packages, it finds the regla under test only
    interpreter = [sys.executable, *(["-S"] if sys.flags.no_site else [])]
    return subprocess.run([*interpreter, "-m", "regla", *args], stdin=subprocess.DEVNULL, stdout=stdout,
                          stderr=stderr, encoding=env.get("PYTHONIOENCODING", "utf-8"), env={**os.environ, **env},
                          preexec_fn=prepare, timeout=120)


@pytest.fixture(scope="module")
def save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("saves") / "game.json"
    played = CliRunner().invoke(cli, ["play", "--auto", "--players", "3", "--seed", "1", "--save", str(path)])
    assert played.exit_code == 0, played.output
    return path


@pytest.mark.parametrize("args", [["rules"], ["cards", "--locale", "ko"], ["--locale", "ko", "--help"],
                                  ["play", "--auto", "--players", "3", "--seed", "1", "--locale", "ko"]])
def test_an_output_encoding_without_the_characters_gets_replacements(args: list[str]) -> None:
    done = regla(*args, PYTHONIOENCODING="latin-1")
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert "?" in done.stdout  # curly quotes and Hangul, which Latin-1 has no byte for


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["rules"], ["plugins"], ["cards"]])
def test_a_full_device_is_one_line_and_exit_2(args: list[str]) -> None:
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = regla(*args, stdout=full.fileno())
    assert done.returncode == ExitCode.USAGE and done.stderr == FULL + "\n", done.stderr


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["rules"], ["mod", "--help"]])
def test_a_reader_gone_before_the_output_ends_the_command_quietly(args: list[str]) -> None:
    read, write = os.pipe()
    os.close(read)
    try:
        done = regla(*args, stdout=write)
    finally:
        os.close(write)
    assert done.returncode == ExitCode.OK and done.stderr == "", done.stderr


def test_a_usage_error_keeps_its_exit_status_when_stderr_is_full_or_closed() -> None:
    with open("/dev/full", "w", encoding="utf-8") as full:
        assert regla("nosuch", stderr=full.fileno()).returncode == ExitCode.USAGE
        assert regla("rules", "--nope", stderr=full.fileno()).returncode == ExitCode.USAGE
        assert regla("score", "/nonexistent.yaml", stderr=full.fileno()).returncode == ExitCode.USAGE
    assert regla("nosuch", stderr=None, closing=2).returncode == ExitCode.USAGE


def test_a_run_with_stderr_closed_still_runs_and_says_its_figures() -> None:
    # the progress bar asked a closed stderr whether it was a terminal
    done = regla("simulate", "--games", "2", "--players", "2", stderr=None, closing=2)
    assert done.returncode == ExitCode.OK and done.stdout.startswith("games: 2\n"), done.stdout


@pytest.mark.parametrize("command", [["rules"], ["play", "--auto", "--players", "3"], ["replay", "SAVE"],
                                     ["--help"]])
def test_a_closed_output_is_refused_in_one_line(command: list[str], save: Path) -> None:
    done = regla(*[str(save) if arg == "SAVE" else arg for arg in command], stdout=None, closing=1)
    assert done.returncode == ExitCode.USAGE and done.stderr == CLOSED + "\n", done.stderr


def test_replay_step_by_step_with_its_input_closed_is_one_line_and_a_usage_error(save: Path) -> None:
    done = regla("replay", str(save), "--step", closing=0)
    assert done.returncode == ExitCode.USAGE, done.stderr
    assert done.stderr == ("regla: standard input is closed, so --step cannot wait for Enter between moves: leave "
                           "out --step\n") and done.stdout == ""
