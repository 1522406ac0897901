"""Left-to-right values inside the translated texts of the web app's forms and headings, on Hebrew pages:
the bots' names in the new-game form's label, the name of hot-seat play, a colour on the hot-seat
screen's button, a game's name heading an onlooker's page. Each is isolated as the text layer isolates a
filled value (``<bdi>`` in a page, U+2068/U+2069 in its title), so neighbouring punctuation and numbers
never reorder with it; the order a reader sees is measured in a real browser (Debian's Chromium)."""

from __future__ import annotations

import itertools
import re

import httpx
import pytest
from live import made
from playwright.sync_api import Browser
from regla.bots import bot_factories
from regla.text.i18n import texts_for
from regla.text.i18n.format import FSI, PDI
from regla.web.app import create_app
from regla.web.registry import Tables
from starlette.testclient import TestClient

TITLE = re.compile(r"<title>([^<]+)</title>")


LABEL = re.compile(r"<label>((?:(?!</label>).)*)</label>", re.S)
ISOLATED = re.compile(r'<bdi(?: dir="(\w+)")?>([^<]*)</bdi>')


def label_of(page: str, field: str) -> tuple[list[tuple[str, str]], str]:
    """The label holding the input named ``field``: the innermost ``<bdi>`` in it (their ``dir``, if any,
    and text), and its text outside them."""
    label = next((found for found in LABEL.findall(page) if f'name="{field}"' in found), None)
    assert label is not None, f"no label holds the field {field}"
    return ISOLATED.findall(label), re.sub("<[^>]+>", "", ISOLATED.sub("", label))


@pytest.mark.parametrize("locale", ["he", "en", "ko"])
def test_the_bots_label_names_every_installed_bot_each_isolated_as_typed(locale: str) -> None:
    form = TestClient(create_app(Tables())).get(f"/?locale={locale}").text
    isolated, bare = label_of(form, "bots")
    names = list(bot_factories())
    assert {"random", "greedy", "mcts"} <= set(names)
    assert [text for direction, text in isolated if direction == "ltr"] == names
    assert not any(re.search(rf"\b{name}\b", bare) for name in names), bare
    # the input takes those names (and their options) as typed: left to right on any page
    assert re.search(r'<input name="bots" value="[^"]*" dir="ltr">', form)


def test_the_hot_seat_checkbox_isolates_the_name_of_that_play() -> None:
    form = TestClient(create_app(Tables())).get("/?locale=he").text
    isolated, bare = label_of(form, "hotseat")
    assert isolated == [("", "hot-seat")] and "hot-seat" not in bare  # first-strong, as any filled value
    korean, _ = label_of(TestClient(create_app(Tables())).get("/?locale=ko").text, "hotseat")
    assert korean == [("", texts_for("ko").t("hot-seat"))] and re.search("[가-힣]", korean[0][1])


def test_the_hot_seat_screen_and_an_onlookers_page_isolate_their_names() -> None:
    client = TestClient(create_app(Tables()))
    screen = client.get(made(client, players="3", people="2", locale="he", hotseat="1")).text
    button = re.search(r"<button>(.*?)</button>", screen)
    assert button is not None and re.fullmatch(r"[^<]*<bdi>[^<]+</bdi>[^<]*", button[1]), button
    heading = re.search(r"<h1>(.*?)</h1>", screen)
    assert heading is not None and "<bdi>" in heading[1]
    title = TITLE.search(screen)
    assert title is not None and re.search(f"{FSI}[^{PDI}]+{PDI}", title[1]), title
    watched = client.get(made(client, players="3", people="0", locale="he")).text
    heading = re.search(r"<h1>(.*?)</h1>", watched)
    assert heading is not None and heading[1].startswith("<bdi>El Grande</bdi>"), heading
    title = TITLE.search(watched)
    assert title is not None and title[1].startswith(f"{FSI}El Grande{PDI}"), title


ORDER = """label => {
    // each isolated name's box, in the order the label lists them, and which way its own text runs
    return [...label.querySelectorAll('bdi[dir=ltr]')].map(bdi => {
        const text = bdi.firstChild, range = document.createRange(), box = bdi.getBoundingClientRect();
        range.setStart(text, 0); range.setEnd(text, 1);
        const first = range.getBoundingClientRect().left;
        range.setStart(text, text.length - 1); range.setEnd(text, text.length);
        return {name: bdi.textContent, left: box.left, right: box.right, top: box.top,
                ltr: first < range.getBoundingClientRect().left};
    });
}"""


@pytest.mark.browser
def test_a_hebrew_reader_meets_the_bots_names_in_their_order_each_written_left_to_right(
        server: tuple[str, Tables], browser: Browser) -> None:
    tab = browser.new_page(viewport={"width": 1600, "height": 900})
    tab.goto(server[0] + "/?locale=he")
    shown = tab.locator("label:has(input[name=bots])").evaluate(ORDER)
    heading = tab.evaluate("""() => { const h1 = document.querySelector('h1');
        return h1 ? getComputedStyle(h1).direction : null; }""")
    tab.close()
    assert heading == "rtl"
    assert [name["name"] for name in shown] == list(bot_factories())
    assert all(name["ltr"] for name in shown), shown
    assert len({round(name["top"]) for name in shown}) == 1, shown  # one line, so that order is left and right
    # right to left: each name stands left of the one listed before it
    assert all(later["right"] <= earlier["left"] for earlier, later in itertools.pairwise(shown)), shown


@pytest.mark.browser
def test_an_onlookers_heading_reads_the_games_name_first_on_a_hebrew_page(server: tuple[str, Tables],
                                                                        browser: Browser) -> None:
    address, _ = server
    with httpx.Client(base_url=address) as client:
        watch = made(client, players="3", people="0", locale="he")
    tab = browser.new_page(viewport={"width": 1280, "height": 900})
    tab.goto(f"{address}{watch}?reload=off")
    placed = tab.evaluate("""() => {
        const h1 = document.querySelector('h1'), name = h1.querySelector('bdi'), rest = name.nextSibling;
        const range = document.createRange(); range.selectNodeContents(rest);
        return {name: name.getBoundingClientRect().left, rest: range.getBoundingClientRect().right,
                text: h1.textContent};
    }""")
    tab.close()
    # the game's name comes first: on the right, the rest of the heading to its left
    assert placed["text"].startswith("El Grande") and placed["rest"] <= placed["name"], placed
