"""What the web and browser tests share: the app served on a free local port, a headless Chromium, and
a table played up to a round of secret choices that two people answer."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import uvicorn
from conftest import chromium
from playwright.sync_api import Browser, sync_playwright
from regla.web.tables import Table

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


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


def to_secret_round(table: Table, *, choices: bool = False) -> None:
    """Play ``table`` (red and blue people, bots at the other seats) on, always the last option, until a
    round of secret choices asks red and blue; with ``choices`` only one where the first of them has a
    choice to make."""
    game = table.game
    while not (len(game.pending) > 1 and game.pending[0].secret and {d.player for d in game.pending} >= {"red", "blue"}
               and (not choices or len(game.pending[0].options) > 1)):
        decision = game.pending[0]
        game.apply(decision.player, decision.options[-1])
        table.play_bots()
        assert not game.is_over
