"""The web app's bots play in the background and think a bounded while: a visitor who seats slow bots at
many tables holds up no page, no answer and no other table's page, and the server still stops at once.
Checked against the real server over HTTP (in this process, and `regla serve` in its own)."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from live import BOTS_PLAY_ON, serving, when_asked
from regla.web.app import create_app
from regla.web.registry import Tables
from regla.web.workers import THINKING_TABLES
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')
SLOW = "mcts:seconds=2"
"""The slowest bot the form lets a visitor seat: each of its decisions takes two seconds."""
AT_ONCE = 4.0
"""Seconds within which a request is answered however long the bots think: it takes milliseconds, and
far less than the bots' turns after an answer (three bots of 2 s each) that a request used to wait
for, but the bots' threads share the interpreter with it on a busy machine."""


def timed(ask: httpx.Client, method: str, address: str, **sent: object) -> httpx.Response:
    """The answer to a request, which must come within ``AT_ONCE`` seconds."""
    began = time.monotonic()
    try:
        response = ask.request(method, address, timeout=4 * AT_ONCE, **sent)  # type: ignore[arg-type]
    except httpx.TimeoutException:
        raise AssertionError(f"{method} {address} was not answered in {4 * AT_ONCE} s") from None
    took = time.monotonic() - began
    assert took < AT_ONCE, f"{method} {address} took {took:.1f} s"
    return response


def new_table(ask: httpx.Client, people: str, bots: str = SLOW, players: str = "4") -> str:
    data = {"game": "el-grande", "players": players, "people": people, "bots": bots, "locale": "en"}
    response = timed(ask, "POST", "/new", data=data)
    assert response.status_code == 303, response.text
    return str(response.headers["location"]).split("?")[0]


@pytest.fixture
def server() -> Iterator[tuple[str, Tables]]:
    tables = Tables()
    with serving(create_app(tables)) as address:
        yield address, tables


def test_slow_bots_at_many_tables_hold_up_no_page_and_no_answer(server: tuple[str, Tables]) -> None:
    address, tables = server
    with httpx.Client(base_url=address) as ask:
        assert "<h1>" in ask.get("/", timeout=60).text  # where a visitor starts (it reads every game once)
        seats = [new_table(ask, people="1") for _ in range(8)]  # three bots at each think 2 s a decision
        versions = {}
        for seat in seats:
            # the first round asks every seat at once: the person answers while the bots think
            page = timed(ask, "GET", seat).text
            step = STEP.search(page)
            assert step is not None, page
            versions[seat] = timed(ask, "GET", f"{seat}/version").json()["version"]
            answered = timed(ask, "POST", f"{seat}/answer", data={"option": "0", "step": step[1]})
            assert answered.status_code == 303
        watch = new_table(ask, people="0")
        # while the bots of nine tables think: every page, an onlooker's too, is answered at once
        for _ in range(3):
            assert "<h1>" in timed(ask, "GET", "/").text
            assert timed(ask, "GET", seats[-1]).status_code == 200
            assert timed(ask, "GET", watch).status_code == 200
            assert timed(ask, "GET", f"{watch}/version").status_code == 200
            time.sleep(0.5)
        # only a few tables' bots think at once, each in a thread of the app's; the others' wait their turn
        thinking = [thread for thread in tables.workers.threads if thread.is_alive()]
        assert 0 < len(thinking) <= THINKING_TABLES and set(thinking) <= set(threading.enumerate())
        # and they play on without anyone waiting for them: the table changes, asked only its version
        first = seats[0]
        deadline = time.monotonic() + BOTS_PLAY_ON
        while timed(ask, "GET", f"{first}/version").json()["version"] <= versions[first] + 1:
            assert time.monotonic() < deadline, "the bots of the first table gave no answer"
            time.sleep(0.2)


def test_the_form_bounds_how_long_a_bot_may_think() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    data = {"game": "el-grande", "players": "3", "people": "1", "locale": "en"}
    for bots, said in (("mcts:seconds=600", "option seconds of bot &#x27;mcts&#x27; is at most 2, not 600"),
                       ("mcts:iterations=2000", "option iterations of bot &#x27;mcts&#x27; is at most 100, not 2000"),
                       ("mcts:iterations=100,depth=51,greedy", "option depth of bot &#x27;mcts&#x27; is at most 50"),
                       ("greedy,mcts:seconds=2.5", "option seconds of bot &#x27;mcts&#x27; is at most 2, not 2.5")):
        refused = client.post("/new", data=data | {"bots": bots})
        assert refused.status_code == 400 and f"on this web app, {said}" in refused.text, bots
        assert f'name="bots" value="{bots}"' in refused.text  # given back to be mended
    korean = client.post("/new", data=data | {"bots": "mcts:seconds=600", "locale": "ko"})
    assert korean.status_code == 400 and 'lang="ko"' in korean.text and "600" in korean.text
    assert re.search("[가-힣]+[^<]*600", korean.text) and "on this web app" not in korean.text
    assert tables.tables == {}
    for bots in ("mcts:seconds=2", "mcts:iterations=100,depth=50", "mcts:seconds=0.5,depth=50,c=2"):
        assert client.post("/new", data=data | {"bots": bots}, follow_redirects=False).status_code == 303, bots


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_the_server_stops_at_once_while_bots_think(stop: signal.Signals) -> None:
    port = _free_port()
    process = subprocess.Popen([sys.executable, "-m", "regla", "serve", "--port", str(port)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=os.environ.copy(),
                               # Ctrl-C reaches the server as it does in a terminal, whatever runs the tests
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{port}") as ask:
            deadline = time.monotonic() + 60
            while True:
                try:
                    ask.get("/", timeout=1)
                    break
                except httpx.TransportError:
                    assert process.poll() is None and time.monotonic() < deadline, "the server did not start"
                    time.sleep(0.2)
            seats = [new_table(ask, people="1") for _ in range(4)]
            for seat in seats:
                page = when_asked(ask, seat)
                ask.post(f"{seat}/answer", data={"option": "0", "step": STEP.findall(page)[0]}, timeout=4 * AT_ONCE)
            timed(ask, "GET", new_table(ask, people="0"))  # an onlooker's bots set going too
            time.sleep(1)
            assert process.poll() is None
            # the bots of five tables have many decisions of 2 s each ahead of them
            began = time.monotonic()
            process.send_signal(stop)
            process.wait(timeout=60)
            took = time.monotonic() - began
        assert took < 5, f"the server took {took:.1f} s to stop"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_a_kept_table_whose_bots_ask_for_more_is_left_out_saying_why(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    client = TestClient(create_app(tables))
    data = {"game": "el-grande", "players": "3", "people": "1", "bots": "greedy", "locale": "en"}
    seat = str(client.post("/new", data=data, follow_redirects=False).headers["location"]).split("?")[0]
    when_asked(client, seat)  # the bots have played up to the person's question: the table stays as it is
    kept = tmp_path / f"{seat.split('/')[2]}.json"
    document = json.loads(kept.read_text(encoding="utf-8"))
    for bots, left_out in (("mcts:seconds=2", False), ("mcts:seconds=600", True)):  # the second as kept before
        document["bots"] = dict.fromkeys(document["bots"], bots)
        kept.write_text(json.dumps(document), encoding="utf-8")
        again = Tables(tmp_path)
        assert (again.tables == {}) == left_out, bots
    assert [str(p) for p in again.unreadable] == [
        f"{kept}: this app cannot seat its bots (on this web app, option seconds of bot 'mcts' is at most 2, not 600)"]
