"""A table's pages name its game as the new-game form and the rules page do: in the table's language,
from the game's own catalogue."""

from __future__ import annotations

import html
import re

import pytest
from live import start, when_asked
from regla.web.app import create_app
from regla.web.registry import Tables
from starlette.testclient import TestClient

TITLE = re.compile(r"<title>([^<]+)</title>")


@pytest.mark.parametrize("locale", ["ko", "pt_BR", "he", "hu"])
def test_the_watch_and_seat_pages_name_the_game_in_the_tables_language(locale: str) -> None:
    client = TestClient(create_app(Tables()))
    form = client.get(f"/?locale={locale}").text
    named = re.search(r'<option value="jalgeurak"[^>]*>([^<]+)</option>', form)
    assert named is not None and named[1] != "Jalgeurak Kingdom"
    watch = start(client, game="jalgeurak", people="0", locale=locale)
    seat = start(client, game="jalgeurak", people="1", players="3", bots="random", locale=locale)
    watched, seated = client.get(watch).text, when_asked(client, seat)
    for page in (watched, seated):
        title = TITLE.search(page)
        assert title is not None and named[1] in title[1], title
        assert "Jalgeurak Kingdom" not in page
    # the onlooker's page is headed by its title (its name isolated as markup there, by marks in the title)
    heading = re.search(r"<h1>(.*?)</h1>", watched)
    title = html.unescape(re.sub("[\u2066-\u2069]", "", TITLE.findall(watched)[0]))
    assert heading is not None and html.unescape(re.sub("<[^>]+>", "", heading[1])) == title
