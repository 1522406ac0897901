"""A page that waits for the others is brought up to date only once its table has changed: it asks the
table's version, which tells nobody who answered nor what; without script it reloads every few seconds,
and ``?reload=off`` keeps it still. Checked over HTTP and in a real browser (Debian's Chromium)."""

from __future__ import annotations

import re
import time

import httpx
import pytest
from live import BOTS_PLAY_ON, to_secret_round
from playwright.sync_api import Browser
from regla.web.app import create_app
from regla.web.registry import Tables
from regla.web.tables import Table
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')
WAIT_MS = 15_000
"""How long a browser test waits for what a page does by itself before it fails."""


def two_people(client: TestClient | httpx.Client, tables: Tables, game: str = "el-grande",
               locale: str = "en") -> tuple[Table, dict[str, str]]:
    """A table of two people; the seats' addresses by colour."""
    data = {"game": game, "players": "2", "people": "2", "bots": "greedy", "locale": locale}
    response = client.post("/new", data=data, follow_redirects=False)
    assert response.status_code == 303, response.text
    table = tables.tables[str(response.headers["location"]).split("/")[2]]
    return table, {player: f"/t/{table.id}/{token}" for token, player in table.people.items()}


def asked_and_waiting(table: Table) -> tuple[str, str]:
    asked = table.game.pending[0].player
    return asked, next(p for p in table.people.values() if p != asked)


def version(client: TestClient, seat: str) -> object:
    response = client.get(f"{seat}/version")
    assert response.status_code == 200 and response.headers["cache-control"] == "no-store"
    return response.json()


@pytest.mark.parametrize("game", ["el-grande", "jalgeurak"])
def test_the_version_changes_when_the_table_does_and_not_when_it_is_looked_at(game: str) -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    table, seats = two_people(client, tables, game)
    asked, waiting = asked_and_waiting(table)
    before = version(client, seats[waiting])
    client.get(seats[waiting])
    client.get(seats[asked])
    assert version(client, seats[waiting]) == before == version(client, seats[asked])
    page = client.get(seats[asked]).text
    client.post(f"{seats[asked]}/answer", data={"option": "0", "step": STEP.findall(page)[0]})
    assert version(client, seats[waiting]) != before
    assert client.get(f"/t/{table.id}/not-a-seat/version").status_code == 404


def test_the_version_does_not_tell_whose_secret_answer_is_in() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    data = {"game": "el-grande", "players": "3", "people": "2", "bots": "greedy", "locale": "en"}
    table = tables.tables[str(client.post("/new", data=data, follow_redirects=False).headers["location"]).split("/")[2]]
    to_secret_round(table)
    seats = {player: f"/t/{table.id}/{token}" for token, player in table.people.items()}
    step = STEP.findall(client.get(seats["red"]).text)[0]
    answered = {}
    for player in ("red", "blue"):
        # the same table twice: in one red answers, in the other blue
        twin = Table(table.id, table.game.clone(), table.locale, dict(table.people), table.bots,
                     version=table.version)
        tables.tables[table.id] = twin
        client.post(f"{seats[player]}/answer", data={"option": "0", "step": step})
        assert len(twin.game.history) == len(table.game.history) + 1
        answered[player] = [version(client, seats[seat]) for seat in ("red", "blue")]
    assert answered["red"] == answered["blue"]


def test_a_watched_game_moves_on_when_its_version_is_asked() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    data = {"game": "jalgeurak", "players": "2", "people": "0", "locale": "ko"}
    watch = str(client.post("/new", data=data, follow_redirects=False).headers["location"])
    table = tables.tables[watch.split("/")[2]]
    answered = len(table.game.history)
    before = version(client, watch)
    deadline = time.monotonic() + BOTS_PLAY_ON
    # asking sets its bots going, in the background: a later answer tells they have moved it on
    while version(client, watch) == before:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    assert len(table.game.history) > answered
    # its page may be kept still too
    page = client.get(watch).text
    assert f'href="{watch}?reload=off"' in page and "<script" in page and "<noscript>" in page
    assert "<script" not in client.get(f"{watch}?reload=off").text


@pytest.mark.browser
@pytest.mark.parametrize(("game", "locale"), [("el-grande", "he"), ("jalgeurak", "en")])
def test_a_waiting_page_keeps_its_focus_until_the_game_moves(server: tuple[str, Tables], browser: Browser,
                                                             game: str, locale: str) -> None:
    address, tables = server
    with httpx.Client(base_url=address) as client:
        table, seats = two_people(client, tables, game, locale)
        asked, waiting = asked_and_waiting(table)
        tab = browser.new_page()
        loaded: list[str] = []
        tab.on("load", lambda _page: loaded.append(tab.url))
        tab.goto(address + seats[waiting])
        tab.focus(f'a[href="{seats[waiting]}?reload=off"]')
        for _ in range(2):
            # the page asks whether its table changed, and stays as it is when it has not
            with tab.expect_response(lambda r: r.url.endswith(f"{seats[waiting]}/version"), timeout=WAIT_MS):
                pass
        assert loaded == [address + seats[waiting]]
        assert tab.evaluate("document.activeElement.getAttribute('href')") == f"{seats[waiting]}?reload=off"
        page = client.get(seats[asked]).text
        client.post(f"{seats[asked]}/answer", data={"option": "0", "step": STEP.findall(page)[0]})
        # the page is brought up to date where it stands, not loaded again: the answer is told in its log
        told = tab.evaluate("document.querySelector('.log').dataset.told")
        tab.wait_for_function(f"document.querySelector('.log').dataset.told !== '{told}'", timeout=WAIT_MS)
        assert loaded == [address + seats[waiting]] and tab.url == address + seats[waiting]
        assert tab.evaluate("document.documentElement.dir") == ("rtl" if locale == "he" else "ltr")
        tab.close()


@pytest.mark.browser
def test_a_waiting_page_first_asks_soon_after_it_loads(server: tuple[str, Tables], browser: Browser) -> None:
    """A person's answer leads to a page drawn before the bots' answers that follow (they play in the
    background): it asks again soon, not two seconds later, so quick bots do not slow the game down."""
    address, tables = server
    with httpx.Client(base_url=address) as client:
        _, seats = two_people(client, tables)
        _, waiting = asked_and_waiting(tables.tables[seats["red"].split("/")[2]])
    tab = browser.new_page()
    tab.goto(address + seats[waiting], wait_until="commit")
    began = time.monotonic()
    with tab.expect_response(lambda r: r.url.endswith(f"{seats[waiting]}/version"), timeout=WAIT_MS):
        pass
    assert time.monotonic() - began < 1.5  # then every two seconds
    tab.close()


@pytest.mark.browser
def test_without_script_a_waiting_page_reloads_itself(server: tuple[str, Tables], browser: Browser) -> None:
    address, tables = server
    with httpx.Client(base_url=address) as client:
        _, seats = two_people(client, tables)
        _, waiting = asked_and_waiting(tables.tables[seats["red"].split("/")[2]])
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(address + seats[waiting])
    with tab.expect_navigation(timeout=WAIT_MS):
        pass
    assert tab.url == address + seats[waiting]
    context.close()


@pytest.mark.browser
def test_a_watched_game_moves_on_in_the_browser(server: tuple[str, Tables], browser: Browser) -> None:
    address, _ = server
    with httpx.Client(base_url=address) as client:
        data = {"game": "el-grande", "players": "3", "people": "0", "locale": "pt_BR"}
        watch = str(client.post("/new", data=data, follow_redirects=False).headers["location"])
    tab = browser.new_page()
    tab.goto(address + watch)
    before = tab.evaluate("Number(document.documentElement.dataset.version)")
    told = "Number(document.querySelector('.log').dataset.told)"
    shown = tab.evaluate(told)
    # its version and its log move on as its bots play, in the page as it stands
    tab.wait_for_function(f"{told} > {shown}", timeout=WAIT_MS)
    assert tab.evaluate("Number(document.documentElement.dataset.version)") > before
    tab.close()
