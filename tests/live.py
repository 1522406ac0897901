"""What the web and browser tests share: the app served on a free local port, a headless Chromium (also as
the module-scoped fixtures ``server`` and ``browser``, for a module that imports them), a
seat's page once the bots (who play in the background) have come to its question, a table made through
the form, and a table played up to a round of secret choices that two people answer."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import uvicorn
from conftest import chromium
from playwright.sync_api import Browser, sync_playwright
from regla.bots import answer_for, next_decision
from regla.web.app import create_app
from regla.web.registry import Tables
from regla.web.tables import Table
from starlette.testclient import TestClient

BOTS_PLAY_ON = 60.0
"""Seconds a test waits for bots playing in the background to come to a person's question."""

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def made(client: TestClient | httpx.Client, **form: str) -> str:
    """A table made through the new-game form (a 2-player El Grande against greedy, in English, unless
    ``form`` says otherwise): where the form sends its maker (a seat, the host's page or the watch page)."""
    data = {"game": "el-grande", "players": "2", "people": "1", "bots": "greedy", "locale": "en"} | form
    response = client.post("/new", data=data, follow_redirects=False)
    assert response.status_code == 303, response.text
    return str(response.headers["location"])


def start(client: TestClient | httpx.Client, **form: str) -> str:
    """:func:`made`'s table: the path of the first person's seat."""
    return made(client, **form).split("?")[0]


@contextlib.contextmanager
def serving(app: Any) -> Iterator[str]:
    """``app`` served on a free local port while the block runs: its address."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    running = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    for _ in range(100):
        if running.started:
            break
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        running.should_exit = True
        thread.join(timeout=5)


@contextlib.contextmanager
def headless_chromium() -> Iterator[Browser]:
    found = chromium()
    assert found is not None  # conftest skips (or fails) browser tests without it
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(found), args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, Tables]]:
    """The web app served on a free local port, with its tables: one for each test module that imports it."""
    tables = Tables()
    with serving(create_app(tables)) as address:
        yield address, tables


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """A headless Chromium: one for each test module that imports it."""
    with headless_chromium() as launched:
        yield launched


def when_asked(client: TestClient | httpx.Client, seat: str, seconds: float = BOTS_PLAY_ON) -> str:
    """The page of ``seat`` once the bots have played on to its person's question (or to the end of the
    game: a page that no longer waits for anyone)."""
    deadline = time.monotonic() + seconds
    while True:
        page = client.get(seat).text
        if 'name="step"' in page or 'http-equiv="refresh"' not in page:
            return page
        assert time.monotonic() < deadline, f"the bots did not come to the question of {seat} in {seconds} s"
        time.sleep(0.02)


def to_secret_round(table: Table, *, choices: bool = False) -> None:
    """Play ``table`` (red and blue people, bots at the other seats) on, always the last option, until a
    round of secret choices asks red and blue and no bot; with ``choices`` only one where the first of
    them has a choice to make. Held as the app holds a table to change it (its bots' background turns
    thought out meanwhile are not given), and settled for its pages."""
    people = frozenset(table.people.values())
    with table.lock:
        game = table.game
        while True:
            while (bot := next_decision(game, people)) is not None and bot.player not in people:
                answer_for(game, table.bots, bot)
            if (len(game.pending) > 1 and game.pending[0].secret and {d.player for d in game.pending} >= {"red", "blue"}
                    and (not choices or len(game.pending[0].options) > 1)):
                break
            decision = game.pending[0]
            game.apply(decision.player, decision.options[-1])
            assert not game.is_over
        table.settle()
