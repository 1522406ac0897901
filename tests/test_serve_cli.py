"""``regla serve`` at start-up: a taken port, an address that is not found or not this machine's, and a
saves directory that cannot be made are each one line in the reader's language (exit 2), said before
anything reads as serving; files of the saves directory that hold no table are left out with the
reasons ``regla play --load`` gives. Every socket here is on the loopback address."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner, Result
from live import when_asked
from regla import ExitCode
from regla.cli.main import cli
from regla.text.i18n import texts_for

pytestmark = pytest.mark.hostile

LANGS = ("ko", "pt_BR", "he", "hu")
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


@contextlib.contextmanager
def taken_port() -> Iterator[int]:
    """A loopback port another program listens on."""
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen()
        yield other.getsockname()[1]


def serve(*args: str, locale: str = "en") -> Result:
    return CliRunner().invoke(cli, ["--locale", locale, "--bidi", "off", "serve", *args], prog_name="regla")


def one_line(result: Result) -> str:
    assert result.exit_code == ExitCode.USAGE, result.output
    assert "Traceback" not in result.output and "serving on" not in result.output
    lines = [line for line in result.output.splitlines() if line]
    assert len(lines) == 1, result.output
    return lines[0]


def test_a_port_in_use_is_one_line_and_nothing_reads_as_serving() -> None:
    with taken_port() as port:
        assert one_line(serve("--port", str(port))) == (
            f"regla: port {port} is in use on 127.0.0.1 by another program: choose another with --port")
        for locale in LANGS:
            said = one_line(serve("--port", str(port), locale=locale))
            assert "in use" not in said and str(port) in said and "--port" in said


@pytest.mark.parametrize(("host", "says"), [("256.0.0.1", "no such address or name"),
                                            ("no-such-host.invalid", "no such address or name")])
def test_an_address_that_is_not_found_is_one_line(host: str, says: str) -> None:
    assert one_line(serve("--host", host, "--port", "8000")) == f"regla: --host {host}: {says}"
    said = one_line(serve("--host", host, "--port", "8000", locale="ko"))
    assert said.startswith(f"regla: --host {host}: ") and says not in said


def test_a_saves_directory_that_cannot_be_made_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    saves = tmp_path / "file" / "saves"
    assert one_line(serve("--saves", str(saves))) == (
        f"regla: cannot write {saves}: a part of the path is not a directory")
    assert "directory" not in one_line(serve("--saves", str(saves), locale="hu")).replace(str(saves), "")
    # a device there got past click's check for a file, then "existed already"
    assert one_line(serve("--saves", os.devnull)) == f"regla: cannot write {os.devnull}: not a folder"


@pytest.mark.parametrize("locale", ["en", *LANGS])
def test_saves_that_hold_no_table_are_left_out_with_the_reasons_play_load_gives(tmp_path: Path,
                                                                                locale: str) -> None:
    (tmp_path / "binary.json").write_bytes(b"\xff\xfe")
    (tmp_path / "broken.json").write_text('{"a": 1\n"b"}', encoding="utf-8")
    (tmp_path / "list.json").write_text("[1, 2]", encoding="utf-8")
    with taken_port() as port:
        result = serve("--saves", str(tmp_path), "--port", str(port), locale=locale)
    assert result.exit_code == ExitCode.USAGE, result.output
    texts = texts_for(locale)
    said = result.stderr.translate(ISOLATES)  # Hebrew isolates each value: compared as text
    left_out = {line.split(str(tmp_path) + "/")[1].split(":")[0]: line for line in said.splitlines()[:-1]}
    assert sorted(left_out) == ["binary.json", "broken.json", "list.json"], result.stderr
    expected = {
        "binary.json": texts.t("not UTF-8 text: the byte {byte} cannot stand here", byte="0xff"),
        "broken.json": texts.t("not JSON (line {line}, column {column})", line=2, column=1),
        "list.json": texts.t("{file}: not a table saved by this regla", file=str(tmp_path / "list.json")),
    }
    for name, reason in expected.items():
        assert reason in left_out[name], left_out[name]
    for python_says in ("codec", "Expecting", "object has no attribute"):
        assert python_says not in result.stderr


def test_a_pipe_in_the_saves_directory_is_left_out_unread(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.json")  # read, it would hold the start-up up for ever
    with taken_port() as port:
        done = subprocess.run([sys.executable, "-m", "regla", "serve", "--saves", str(tmp_path), "--port", str(port)],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == ExitCode.USAGE, done.stderr
    assert done.stderr.splitlines()[0] == (f"regla: left out: {tmp_path / 'pipe.json'}: not a table saved by this "
                                           "regla (not a regular file (a device, a pipe or the like))")


def test_the_app_serves_once_it_says_so(tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "regla", "serve", "--port", str(port), "--saves",
                                str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        assert process.stderr is not None
        assert process.stderr.readline() == f"regla: serving on http://127.0.0.1:{port}/ (Ctrl-C stops)\n"
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30) as page:
            assert page.status == 200 and "<form" in page.read().decode("utf-8")
    finally:
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=30)


def test_max_tables_bounds_the_tables_the_app_keeps(tmp_path: Path) -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "regla", "serve", "--port", str(port), "--saves", str(tmp_path),
                                "--max-tables", "1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    form = {"game": "el-grande", "players": "2", "people": "1", "bots": "greedy", "locale": "en"}
    try:
        assert process.stderr is not None
        assert process.stderr.readline().startswith("regla: serving on")
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
            assert client.post("/new", data=form).status_code == 303
            refused = client.post("/new", data=form | {"locale": "hu"})
            assert refused.status_code == 503 and 'lang="hu"' in refused.text and "<form" in refused.text
    finally:
        process.send_signal(signal.SIGINT)
        _, said = process.communicate(timeout=30)
    assert len(list(tmp_path.glob("*.json"))) == 1
    # whoever runs the app is told once that it is full, in its log
    assert said.count("new games are refused") == 1 and "--max-tables" in said


def test_the_apps_log_is_in_the_language_of_its_other_lines(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([sys.executable, "-m", "regla", "--locale", "he", "serve", "--port", str(port),
                                "--saves", str(saves), "--max-tables", "1"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    form = {"game": "el-grande", "players": "2", "people": "1", "bots": "greedy", "locale": "en"}
    try:
        assert process.stderr is not None
        assert "http://127.0.0.1" in process.stderr.readline()
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
            made = client.post("/new", data=form)
            assert made.status_code == 303
            assert client.post("/new", data=form).status_code == 503  # the app is full: logged
            seat = made.headers["location"].split("?")[0]
            step = re.findall(r'name="step" value="(\d+)"', when_asked(client, seat))[0]
            shutil.rmtree(saves)  # the table cannot be saved any more: logged
            assert client.post(f"{seat}/answer", data={"option": "0", "step": step}).status_code == 500
    finally:
        process.send_signal(signal.SIGINT)
        _, said = process.communicate(timeout=30)
    hebrew, said = texts_for("he"), said.translate(ISOLATES)
    full = hebrew.t("the app has as many tables as it may keep ({most}, {option}): new games are refused", most=1,
                    option="--max-tables")
    assert said.count(full) == 1 and "new games are refused" not in said
    unsaved = [line for line in said.splitlines() if seat.split("/")[2] in line]
    assert unsaved and all(re.search("[\u05d0-\u05ea]", line) for line in unsaved), said
    assert "could not be saved" not in said and "Errno" not in said
