"""A waiting page brought up to date where it stands, in a real browser (Debian's Chromium): it is not
loaded again, the keyboard's focus stays where it was, and a live region (which a screen reader reads
out without moving its place) tells what the others did since, then the viewer's question when it
comes. A page that becomes another page (the hot-seat screen handed on) is loaded whole."""

from __future__ import annotations

import html
import re

import httpx
import pytest
from playwright.sync_api import Browser
from regla.engine.game import Game
from regla.engine.state import Decision
from regla.text.i18n import texts_for
from regla.web.registry import Tables
from regla.web.tables import Table

pytestmark = pytest.mark.browser

STEP = re.compile(r'name="step" value="(\d+)"')
TOLD = re.compile(r'data-told="(\d+)">(.*?)</div>', re.S)
WAIT_MS = 15_000
NEWS = "[...document.querySelectorAll('#news p')].map(line => line.textContent)"


def new_table(client: httpx.Client, tables: Tables, **form: str) -> tuple[Table, dict[str, str]]:
    """A Hebrew El Grande table made through the form: the seats' paths by colour."""
    data = {"game": "el-grande", "players": "3", "bots": "greedy", "locale": "he"} | form
    location = str(client.post("/new", data=data, follow_redirects=False).headers["location"])
    table = tables.tables[location.split("/")[2]]
    return table, {player: f"/t/{table.id}/{token}" for token, player in table.people.items()}


def answer(client: httpx.Client, seat: str) -> None:
    step = STEP.search(client.get(seat).text)
    assert step is not None, f"{seat} has no question"
    client.post(f"{seat}/answer", data={"option": "0", "step": step[1]})


def newest(page: str, since: int) -> list[str]:
    """The text of the lines a page's log gained since it had told ``since``, oldest first."""
    told = TOLD.search(page)
    assert told is not None
    lines = told[2].split("<br>")[:int(told[1]) - since]
    return [html.unescape(re.sub(r"<[^>]+>", "", line)) for line in reversed(lines)]


def test_a_waiting_page_tells_what_changed_and_keeps_its_focus(server: tuple[str, Tables],
                                                              browser: Browser) -> None:
    address, tables = server
    with httpx.Client(base_url=address) as client:
        # three people: red answers first, then blue, then yellow, who waits and watches
        _, seats = new_table(client, tables, people="3")
        tab = browser.new_page()
        loaded: list[str] = []
        tab.on("load", lambda _page: loaded.append(tab.url))
        tab.goto(address + seats["yellow"])
        region = tab.locator("#news")
        assert (region.get_attribute("role"), region.get_attribute("aria-live")) == ("log", "polite")
        stop = f"{seats['yellow']}?reload=off"
        tab.focus(f'a[href="{stop}"]')
        told = int(tab.evaluate("document.querySelector('.log').dataset.told"))
        answer(client, seats["red"])
        tab.wait_for_function(f"{NEWS}.length > 0", timeout=WAIT_MS)
        # what red did, as the page now tells it; the page waits for blue now, its focus where it was
        assert tab.evaluate(NEWS) == newest(client.get(seats["yellow"]).text, told)
        assert "כחול" in tab.locator("[data-part=question]").inner_text()
        assert tab.evaluate("document.activeElement.getAttribute('href')") == stop
        told = int(tab.evaluate("document.querySelector('.log').dataset.told"))
        answer(client, seats["blue"])
        # yellow's question comes in place, told after what blue did; the page no longer asks for changes
        tab.wait_for_selector(".options legend", timeout=WAIT_MS)
        tab.wait_for_function("document.documentElement.dataset.version === undefined", timeout=WAIT_MS)
        page = client.get(seats["yellow"]).text
        prompt = tab.locator(".options legend").inner_text()
        news = tab.evaluate(NEWS)
        assert news[-1] == prompt and news[:-1][-len(newest(page, told)):] == newest(page, told)
        assert loaded == [address + seats["yellow"]] and tab.url == address + seats["yellow"]
        tab.close()


def test_a_hot_seat_screen_handed_on_is_loaded_whole(server: tuple[str, Tables], browser: Browser) -> None:
    address, tables = server
    with httpx.Client(base_url=address) as client:
        table, _ = new_table(client, tables, people="2", hotseat="1")
    # red and blue at one screen, a bot at yellow: played on (as the app holds a table to change it) until
    # the bot is asked; the screen shows the seat of the person its answer does not hand the game to. The
    # table is held throughout: a bots' thread set going when the table was made, late on a loaded machine,
    # would otherwise give yellow's answer itself
    with table.lock:
        game = table.game
        while True:
            decision = game.pending[0]
            if game.pending == [decision] and decision.player == "yellow" \
                    and (handed := next_player(game, decision)) != "yellow":
                break
            game.apply(decision.player, decision.options[0])
        table.shown_to = "blue" if handed == "red" else "red"
        table.settle()
        shared = f"/t/{table.id}/{table.hotseat}"
        tab = browser.new_page()
        tab.goto(address + shared)
        assert tab.evaluate("document.documentElement.dataset.version") is not None  # it waits, and asks
        with tab.expect_navigation(timeout=WAIT_MS):
            game.apply("yellow", game.pending[0].options[0])
            table.settle()
    colour = {"red": "אדום", "blue": "כחול"}[handed]
    assert tab.locator("h1").inner_text() == texts_for("he").t("Pass the screen to {colour}.", colour=colour)
    assert tab.url == address + shared
    tab.close()


def next_player(game: Game, decision: Decision) -> str:
    """Who the game asks once ``decision`` is answered with its first option."""
    after = game.clone()
    after.apply(decision.player, decision.options[0])
    return after.pending[0].player
