"""The web app for readers who do not see the board as drawn, and in Hebrew: the board's table read by
screen readers (each area's pieces by colour, in the page's language, only what the viewer may see), a
list of isolated values set in its own direction, addresses and ids left to right on a right-to-left
page, and a form whose languages are marked as such. Measured in a real browser (Debian's Chromium)."""

from __future__ import annotations

import re

import httpx
import pytest
import regla
from live import made, start, when_asked
from playwright.sync_api import Browser, Page
from regla.text.i18n import texts_for
from regla.text.i18n.format import Filled, fill
from regla.web.app import create_app
from regla.web.registry import Tables
from regla.web.tables import Table
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')
ROW = re.compile(r'<tr><th scope="row">([^<]*)</th>(.*?)</tr>')


def hebrew_seat(address: str, tables: Tables, answers: int = 0, **form: str) -> tuple[Table, str]:
    """A Hebrew El Grande table of four (one person, red): the path of red's seat once ``answers`` of red's
    answers have been given."""
    with httpx.Client(base_url=address) as client:
        data = {"game": "el-grande", "players": "4", "people": "1", "bots": "greedy", "locale": "he"} | form
        seat = str(client.post("/new", data=data, follow_redirects=True).url.path)
        for _ in range(answers):
            step = STEP.search(when_asked(client, seat))
            assert step is not None
            client.post(f"{seat}/answer", data={"option": "0", "step": step[1]})
        when_asked(client, seat)
    return tables.tables[seat.split("/")[-2]], seat


@pytest.mark.parametrize(("value", "opening"), [
    ("<bdi>ערמה 1</bdi>: <bdi>חילופים</bdi> · <bdi>ערמה 2</bdi>: <bdi>תחבולה</bdi>", '<bdi dir="rtl">'),
    ("<bdi>Deck 1</bdi>: <bdi>Swap</bdi>", '<bdi dir="ltr">'),
    ('<bdi dir="ltr">regla play</bdi> · <bdi>3</bdi>', '<bdi dir="ltr">'),
    ("גלויים: <bdi>Deck 1</bdi>", "<bdi>"),  # a letter of its own: first-strong finds it
])
def test_a_value_of_isolated_parts_only_is_set_in_their_direction(value: str, opening: str) -> None:
    assert fill("{cards}", {"cards": Filled(value)}, "html") == f"{opening}{value}</bdi>"


@pytest.mark.browser
def test_the_cards_on_display_read_right_to_left_each_deck_beside_its_card(server: tuple[str, Tables],
                                                                          browser: Browser) -> None:
    _, seat = hebrew_seat(*server)
    tab = browser.new_page(viewport={"width": 1280, "height": 1000})
    tab.goto(server[0] + seat)
    shown = tab.evaluate("""() => {
        const items = [...document.querySelectorAll('ul.offer > li')];
        const pairs = [];
        for (const item of items) {
            const [deck, card] = item.querySelectorAll(':scope > bdi');
            // a name that breaks over two lines: the deck's last piece and the card's first share a line
            const last = [...deck.getClientRects()].at(-1), first = card.getClientRects()[0];
            if (Math.abs(last.top - first.top) < 2) pairs.push({deck: deck.textContent,
                                                                right: last.left >= first.right - 1});
        }
        return {direction: getComputedStyle(items[0]).direction, rtl: items[0].matches(':dir(rtl)'), pairs};
    }""")
    tab.close()
    assert shown["direction"] == "rtl" and shown["rtl"], shown
    # right to left, each deck's label is read first: it stands on the right of its card
    assert shown["pairs"] and all(pair["right"] for pair in shown["pairs"]), shown


def _board_rows(tab: Page) -> dict[str, list[str]]:
    return dict(tab.evaluate("""() => [...document.querySelectorAll('.board table tr')].slice(1).map(
        row => [row.cells[0].textContent, [...row.cells].slice(1).map(cell => cell.textContent)])"""))


@pytest.mark.browser
def test_screen_readers_get_the_board_as_a_table_of_each_areas_pieces_by_colour(server: tuple[str, Tables],
                                                                               browser: Browser) -> None:
    table, seat = hebrew_seat(*server, answers=3)
    game = table.snapshot().game
    view, texts = game.view("red"), texts_for("he")
    tab = browser.new_page(viewport={"width": 1280, "height": 1000})
    tab.goto(server[0] + seat)
    board = tab.locator(".board").aria_snapshot()
    # the picture is one image with a name; the table beside it is captioned with the game's pieces
    assert board.splitlines()[0] == f'- img "{texts.t("The board")}"', board
    assert 'table "לוח המשחק: אבירים לפי אזור ולפי צבע"' in board.splitlines()[1], board
    assert tab.locator(".board table").evaluate("t => t.parentElement.getBoundingClientRect().width <= 1")
    heads = tab.evaluate("[...document.querySelectorAll('.board table th[scope=col]')].map(th => th.textContent)")
    names = {"red": "אדום", "blue": "כחול", "yellow": "צהוב", "green": "ירוק"}
    assert heads == ["אזור", "ערכים", *(names[p] for p in view["players"]), "נמצא כאן גם"]
    rows = _board_rows(tab)
    tab.close()
    named = regla.decision_texts(game, "he").names.area
    assert list(rows) == [named(area.id) for area in game.ruleset.board.areas]
    placed = 0
    for area in game.ruleset.board.areas:
        if area.id not in view["hidden_totals"]:
            counts = view["pieces"][area.id]
            assert rows[named(area.id)][1:-1] == [str(counts.get(p, 0)) for p in view["players"]], area.id
            placed += sum(counts.values())
    assert placed > 0
    castillo = rows["הארמון"]
    assert castillo[2:5] == ["מוסתר"] * 3  # the others' split stays theirs


@pytest.mark.parametrize(("house_rule", "shown"), [("", ["2", "מוסתר", "מוסתר"]), ("open-castillo", ["2", "3", "1"])])
def test_the_board_table_keeps_the_castillos_split_hidden_unless_a_house_rule_opens_it(house_rule: str,
                                                                                     shown: list[str]) -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, players="3", locale="he", **({"house_rule": house_rule} if house_rule else {}))
    table = tables.tables[seat.split("/")[2]]
    with table.lock:
        table.game.state["pieces"]["castillo"].update({"red": 2, "blue": 3, "yellow": 1})
        table.settle()
    rows = {name: re.findall(r"<td>(.*?)</td>", cells) for name, cells in ROW.findall(client.get(seat).text)}
    assert rows["הארמון"][1:4] == shown
    if not house_rule:
        assert "<bdi>4</bdi> מוסתרים" in rows["הארמון"][4]  # the others' total, as the picture shows it


@pytest.mark.browser
def test_seat_links_and_ids_read_left_to_right_on_a_hebrew_page(server: tuple[str, Tables],
                                                                browser: Browser) -> None:
    address, _ = server
    with httpx.Client(base_url=address) as client:
        host = made(client, players="3", people="2", locale="he")
    assert "?host=" in host
    tab = browser.new_page(viewport={"width": 1280, "height": 1000})
    tab.goto(address + host)
    links = tab.evaluate(f"() => [...document.querySelectorAll('ul a')].map(a => [a.textContent, {_READ}(a)])")
    assert links and all(text.startswith("/t/") and reading == "ltr" for text, reading in links), links
    tab.goto(address + "/?locale=he")
    ids = tab.evaluate("() => [...document.querySelectorAll('label > bdi[dir=ltr]')]"
                       f".map(b => [b.textContent, {_READ}(b)])")
    assert ["no-veto", "ltr"] in ids and ["el-grande", "ltr"] in ids
    tab.close()


_READ = """(element => {
    const text = element.firstChild, range = document.createRange();
    range.setStart(text, 0); range.setEnd(text, 1);
    const first = range.getBoundingClientRect().left;
    range.setStart(text, text.length - 1); range.setEnd(text, text.length);
    return first < range.getBoundingClientRect().left ? 'ltr' : 'rtl';
})"""
"""Which way an element's text is shown: its first character left of its last, or right of it."""


@pytest.mark.browser
def test_the_form_marks_each_language_and_names_the_default_edition(server: tuple[str, Tables],
                                                                     browser: Browser) -> None:
    tab = browser.new_page()
    tab.goto(server[0] + "/?locale=ko")
    languages = tab.evaluate("""() => [...document.querySelectorAll('select[name=locale] option')].map(
        o => [o.textContent, o.lang, getComputedStyle(o).direction])""")
    assert ["עברית", "he", "rtl"] in languages and ["한국어", "ko", "ltr"] in languages
    assert ["magyar", "hu", "ltr"] in languages and ["português (Brasil)", "pt-BR", "ltr"] in languages
    default = tab.evaluate("document.querySelector('select[name=edition] option').textContent")
    assert default == texts_for("ko").t("The game's default edition") and re.search("[가-힣]", default)
    tab.close()
