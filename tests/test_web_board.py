"""The board on a seat's page, measured in a real browser (Debian's Chromium): the pieces' counts are
large enough to read on a desktop screen and on a phone, each on its own square, which still names
whose pieces they are; on a phone the board scrolls within itself and the page does not."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from live import serving, when_asked
from playwright.sync_api import Browser
from regla.text.board_svg import SHAPES
from regla.web.app import create_app
from regla.web.registry import Tables

pytestmark = pytest.mark.browser

STEP = re.compile(r'name="step" value="(\d+)"')
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
READABLE_PX = {"desktop": 12.0, "phone": 11.0}
"""The smallest size, in CSS pixels, a count is drawn at (they were 7 and 8.5 before)."""


@pytest.fixture(scope="module")
def seats() -> Iterator[dict[tuple[str, str], str]]:
    """A seat of El Grande and of Jalgeurak, in English and in Hebrew, answered until pieces stand on
    the board, by game and language."""
    found = {}
    with serving(create_app()) as address, httpx.Client(base_url=address) as client:
        for game in ("el-grande", "jalgeurak"):
            for locale in ("en", "he"):
                data = {"game": game, "players": "4", "people": "1", "bots": "greedy", "locale": locale}
                seat = str(client.post("/new", data=data, follow_redirects=True).url).split("?")[0]
                for _ in range(40):
                    page = when_asked(client, seat)
                    if page.count('class="pieces"') >= 3:
                        break
                    step = STEP.search(page)
                    assert step is not None
                    client.post(f"{seat}/answer", data={"option": "0", "step": step[1]})
                found[game, locale] = seat
        yield found


def counts_drawn(browser: Browser, address: str, viewport: dict[str, int]) -> dict[str, Any]:
    """Each count on the board as drawn (its size in CSS pixels, whether it sits on its square, the
    square's title), and how wide the page and the board are against the window."""
    tab = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    tab.goto(address)
    drawn = tab.evaluate("""() => {
        const counts = [...document.querySelectorAll('.board text.count')].map(text => {
            const square = text.previousElementSibling, box = text.getBoundingClientRect(),
                  around = square.getBoundingClientRect();
            const middle = [box.left + box.width / 2, box.top + box.height / 2];
            return {px: parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a,
                    count: text.textContent, of: square.dataset.count,
                    title: square.querySelector('title')?.textContent || '',
                    inside: middle[0] > around.left && middle[0] < around.right
                            && middle[1] > around.top && middle[1] < around.bottom};
        });
        const board = document.querySelector('.board');
        return {counts, page: document.documentElement.scrollWidth, window: innerWidth,
                board: board.scrollWidth, shown: board.clientWidth, dir: document.documentElement.dir};
    }""")
    tab.close()
    return dict(drawn)


@pytest.mark.parametrize("game", ["el-grande", "jalgeurak"])
@pytest.mark.parametrize("locale", ["en", "he"])
@pytest.mark.parametrize(("screen", "viewport"), [("desktop", DESKTOP), ("phone", PHONE)])
def test_the_counts_on_the_board_are_readable(browser: Browser, seats: dict[tuple[str, str], str], game: str,
                                              locale: str, screen: str, viewport: dict[str, int]) -> None:
    drawn = counts_drawn(browser, seats[game, locale], viewport)
    assert drawn["dir"] == ("rtl" if locale == "he" else "ltr")
    assert drawn["counts"], "no pieces on the board"
    for count in drawn["counts"]:
        assert count["px"] >= READABLE_PX[screen], count
        assert count["inside"] and count["count"] == count["of"], count
        assert count["count"] in count["title"], count  # the square still says whose pieces they are
    assert drawn["page"] <= drawn["window"]  # the page never scrolls sideways
    if screen == "phone":
        assert drawn["board"] > drawn["shown"]  # the board keeps its size and scrolls within its box


INK_OF_COUNTS = """() => [...document.querySelectorAll('.board text.count')].map(text => {
    // the count's box: as wide as it is laid out (narrowed or not), as tall as its digits' ink (an em box
    // also holds room for accents and descenders, which digits never use), grown by the margin asked
    const shape = text.previousElementSibling, box = text.getBBox(), style = getComputedStyle(text);
    const pen = document.createElement('canvas').getContext('2d');
    pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const ink = pen.measureText(text.textContent), baseline = Number(text.getAttribute('y'));
    const top = baseline - ink.actualBoundingBoxAscent - %(margin)s;
    const bottom = baseline + ink.actualBoundingBoxDescent + %(margin)s;
    const [left, right] = [box.x - %(margin)s, box.x + box.width + %(margin)s];
    const toShape = shape.getCTM().inverse().multiply(text.getCTM());
    const corners = [[left, top], [right, top], [left, bottom], [right, bottom]];
    return {shape: shape.dataset.shape, player: shape.dataset.player, count: text.textContent,
            outside: corners.filter(([x, y]) => !shape.isPointInFill(new DOMPoint(x, y).matrixTransform(toShape)))};
})"""
"""Each count on the board with the corners of its box (see above) that lie outside its shape."""


@pytest.mark.parametrize(("area", "each"), [("galicia", 12), ("aragon", None), ("castillo", None)])
@pytest.mark.parametrize(("screen", "viewport"), [("desktop", DESKTOP), ("phone", PHONE)])
def test_every_count_an_area_may_hold_fits_inside_every_seats_shape(
        server: tuple[str, Tables], browser: Browser, area: str, each: int | None, screen: str,
        viewport: dict[str, int]) -> None:
    """Five seats, so every shape is drawn, with ``each`` of every seat's pieces in ``area`` (None: all a
    seat has). In the Castillo the others' split is secret: their total of up to four seats' pieces is
    drawn in a box of its own."""
    address, tables = server
    with httpx.Client(base_url=address) as client:
        data = {"game": "el-grande", "players": "5", "people": "1", "bots": "greedy", "locale": "en"}
        seat = str(client.post("/new", data=data, follow_redirects=True).url.path)
        when_asked(client, seat)
    table = tables.tables[seat.split("/")[2]]
    with table.lock:
        supply = table.game.ruleset.board.pieces.per_player
        table.game.state["pieces"][area] = dict.fromkeys(table.game.players, each or supply)
        table.settle()
    tab = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    tab.goto(f"{address}{seat}?reload=off")
    counts = tab.evaluate(INK_OF_COUNTS % {"margin": 1.5})
    tab.close()
    drawn = {(c["player"], c["shape"], c["count"]) for c in counts}
    if area == "castillo":
        assert {("red", "square", str(supply)), ("?", "square", str(4 * supply))} <= drawn
    else:
        assert {shape for _, shape, count in drawn if count == str(each or supply)} == set(SHAPES)
    assert not [c for c in counts if c["outside"]], counts
