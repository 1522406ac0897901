"""The web app keeps so many tables at most (those taken up from its saves included, never dropped), and
each client address starts only a few in a short while: a visitor or a script posting the new-game form in
a loop is refused, told why in the language the form asked for, and nothing of the refused table is made.
Checked against the real server over HTTP; the clients are told apart by the address a proxy on the
same machine forwards, as the server reads it behind one."""

from __future__ import annotations

import re
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from live import serving, when_asked
from regla.web.app import create_app
from regla.web.limits import NewTables, Refused
from regla.web.registry import Tables

FORM = {"game": "el-grande", "players": "2", "people": "1", "bots": "greedy", "locale": "en"}
ALERT = re.compile(r'role="alert"><strong>(.+?)</strong>', re.S)
STEP = re.compile(r'name="step" value="(\d+)"')
FULL = ("this app has as many tables as it may keep: no new game can be started until whoever runs it makes "
        "room")
TOO_MANY = "too many new games have been started from your address in a short while"


@contextmanager
def app(tables: Tables) -> Iterator[httpx.Client]:
    with serving(create_app(tables)) as address, httpx.Client(base_url=address, timeout=60) as client:
        yield client


def new(client: httpx.Client, address: str, **form: str) -> httpx.Response:
    """The new-game form sent by a client at ``address`` (through a proxy on the server's machine)."""
    return client.post("/new", data=FORM | form, headers={"x-forwarded-for": address}, follow_redirects=False)


def said(response: httpx.Response) -> str:
    found = ALERT.search(response.text)
    assert found is not None, response.text
    return found[1]


def seat_of(response: httpx.Response) -> str:
    assert response.status_code == 303, response.text
    return str(response.headers["location"]).split("?")[0]


def test_the_app_keeps_so_many_tables_and_makes_nothing_of_one_more(tmp_path: Path) -> None:
    tables = Tables(tmp_path, most=3)
    with app(tables) as client:
        seats = [seat_of(new(client, f"192.0.2.{n}")) for n in range(3)]
        kept = sorted(tmp_path.iterdir())
        refused = new(client, "192.0.2.99", bots="random", players="3")
        assert refused.status_code == 503 and said(refused) == FULL
        assert "retry-after" not in refused.headers  # nobody knows when room will be made
        assert 'name="bots" value="random"' in refused.text  # the form as it was filled in
        for locale, lang in (("ko", "ko"), ("pt_BR", "pt-BR"), ("he", "he"), ("hu", "hu")):
            # in the language the form asked for, whatever the browser reads
            refused = new(client, "192.0.2.99", locale=locale)
            assert refused.status_code == 503 and f'lang="{lang}"' in refused.text, locale
            assert said(refused) != FULL and "whoever runs it" not in said(refused), locale
        assert sorted(tmp_path.iterdir()) == kept and len(tables.tables) == 3
        # the tables there are played on as before, and the form is still shown
        for seat in seats:
            page = when_asked(client, seat)
            answered = client.post(f"{seat}/answer", data={"option": "0", "step": STEP.findall(page)[0]})
            assert answered.status_code == 303 and answered.headers["location"] == seat
        assert client.get("/").status_code == 200


def test_tables_asked_for_at_once_never_pass_the_cap(tmp_path: Path) -> None:
    tables = Tables(tmp_path, most=4)
    with app(tables) as client:
        assert client.get("/").status_code == 200  # every game read once before the rush
        start, statuses = threading.Barrier(10), []

        def ask(n: int) -> None:
            start.wait()
            statuses.append(new(client, f"198.51.100.{n}").status_code)

        askers = [threading.Thread(target=ask, args=(n,)) for n in range(10)]
        for asker in askers:
            asker.start()
        for asker in askers:
            asker.join()
    assert Counter(statuses) == {303: 4, 503: 6}
    assert len(tables.tables) == 4 and len(list(tmp_path.iterdir())) == 4


def test_kept_tables_count_and_are_all_taken_up_past_the_cap(tmp_path: Path) -> None:
    with app(Tables(tmp_path)) as client:
        seats = [seat_of(new(client, "203.0.113.1")) for _ in range(3)]
        for seat in seats:
            when_asked(client, seat)
    again = Tables(tmp_path, most=2)  # started again with less room than it has tables
    assert len(again.tables) == 3 and again.unreadable == []
    with app(again) as client:
        assert all(client.get(seat).status_code == 200 for seat in seats)
        assert new(client, "203.0.113.2").status_code == 503
    assert len(list(tmp_path.iterdir())) == 3


def test_one_address_starts_only_a_few_tables_in_a_short_while(tmp_path: Path) -> None:
    tables = Tables(tmp_path, newcomers=NewTables(at_once=2, every=3600))
    with app(tables) as client:
        for _ in range(3):  # a form refused for what it asks does not count
            assert new(client, "198.51.100.7", bots="nobody").status_code == 400
        for _ in range(2):
            seat_of(new(client, "198.51.100.7"))
        refused = new(client, "198.51.100.7", locale="en")
        assert refused.status_code == 429 and said(refused).startswith(f"{TOO_MANY}; try again in ")
        wait = int(refused.headers["retry-after"])
        assert 3000 < wait <= 3600 and said(refused) == f"{TOO_MANY}; try again in {wait} seconds"
        hebrew = new(client, "198.51.100.7", locale="he")
        assert hebrew.status_code == 429 and 'lang="he"' in hebrew.text
        assert TOO_MANY not in said(hebrew) and re.search("[א-ת]", said(hebrew))
        assert str(int(hebrew.headers["retry-after"])) in said(hebrew)
        # another address starts its own; one machine's IPv6 addresses are one client
        seat_of(new(client, "198.51.100.8"))
        for address in ("2001:db8::1", "2001:db8::ffff"):
            seat_of(new(client, address))
        assert new(client, "2001:db8::abcd:1").status_code == 429
        seat_of(new(client, "2001:db8:0:1::1"))  # another network
    assert len(tables.tables) == len(list(tmp_path.iterdir())) == 6


def test_a_client_may_start_another_table_once_its_wait_is_over() -> None:
    newcomers = NewTables(at_once=1, every=2)
    newcomers.take("192.0.2.1")
    with pytest.raises(Refused) as refused:
        newcomers.take("192.0.2.1")
    assert refused.value.status == 429 and refused.value.retry_after in (1, 2)
    newcomers.take("192.0.2.2")  # each client counts its own
    time.sleep(refused.value.retry_after + 0.1)
    newcomers.take("192.0.2.1")


def test_the_clients_counted_are_bounded_the_longest_unheard_forgotten_first() -> None:
    newcomers = NewTables(at_once=1, every=3600, clients=3)
    for client in ("192.0.2.1", "192.0.2.2", "192.0.2.3"):
        newcomers.take(client)
    with pytest.raises(Refused):
        newcomers.take("192.0.2.1")  # heard from again: now the last one forgotten
    newcomers.take("192.0.2.4")  # one client too many: 192.0.2.2 is forgotten
    newcomers.take("192.0.2.2")
    for client in ("192.0.2.1", "192.0.2.4"):
        with pytest.raises(Refused):
            newcomers.take(client)
    assert len(newcomers.buckets) == 3
