"""The Hebrew rule reference in a real browser: Debian's Chromium driven by Playwright.

Checks what a reader sees: the page runs right to left, it draws something, and a Latin name inside a
Hebrew sentence stays one isolated left-to-right run on one line. Needs Chromium (conftest.chromium());
without it the tests skip, unless REGLA_REQUIRE_BROWSER is set (as CI does), which makes them fail.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator
from typing import Any

import pytest
from click.testing import CliRunner
from live import headless_chromium
from playwright.sync_api import Page
from regla.cli.main import cli

pytestmark = pytest.mark.browser



@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Page]:
    html = tmp_path_factory.mktemp("reference") / "rules-he.html"
    result = CliRunner().invoke(cli, ["rules", "--locale", "he", "--format", "html", "-o", str(html)])
    assert result.exit_code == 0, result.output
    with headless_chromium() as browser:
        tab = browser.new_page(viewport={"width": 1000, "height": 1200})
        tab.goto(html.as_uri())
        yield tab


def test_the_page_runs_right_to_left(page: Page) -> None:
    assert page.evaluate("getComputedStyle(document.documentElement).direction") == "rtl"
    assert page.evaluate("document.documentElement.lang") == "he"
    assert page.evaluate("getComputedStyle(document.querySelector('main p')).direction") == "rtl"


def test_the_screenshot_shows_more_than_one_colour(page: Page) -> None:
    png = page.screenshot()
    assert len(png) > 1000
    colours = page.evaluate(
        """async (src) => {
            const img = new Image();
            img.src = src;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = img.width; canvas.height = img.height;
            const ctx = canvas.getContext('2d');
            ctx.drawImage(img, 0, 0);
            const data = ctx.getImageData(0, 0, img.width, img.height).data;
            const seen = new Set();
            for (let i = 0; i < data.length && seen.size < 50; i += 4 * 97) {
                seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
            }
            return seen.size;
        }""", "data:image/png;base64," + base64.b64encode(png).decode())
    assert colours > 2


def _latin_names_in_hebrew(page: Page) -> list[dict[str, Any]]:
    """Every <bdi> holding Latin letters whose parent's text has Hebrew letters, measured."""
    return page.evaluate(
        r"""() => [...document.querySelectorAll('bdi')]
            .filter(b => /[A-Za-z]/.test(b.textContent) && /[\u05d0-\u05ea]/.test(b.parentElement.textContent))
            .map(b => {
                const text = b.firstChild;
                const range = document.createRange();
                range.setStart(text, 0); range.setEnd(text, 1);
                const first = range.getBoundingClientRect();
                range.setStart(text, text.length - 1); range.setEnd(text, text.length);
                const last = range.getBoundingClientRect();
                const style = getComputedStyle(b);
                return {text: b.textContent, bidi: style.unicodeBidi, direction: style.direction,
                        lines: b.getClientRects().length, height: b.getBoundingClientRect().height,
                        lineHeight: parseFloat(style.fontSize) * 2, first: first.left, last: last.left};
            })""")


def test_a_latin_name_in_a_hebrew_sentence_stays_isolated_on_one_line(page: Page) -> None:
    names = _latin_names_in_hebrew(page)
    assert names, "no Latin name inside Hebrew text was found"
    for name in names:
        assert name["bidi"] == "isolate", name
    title = next((n for n in names if n["text"] == "El Grande"), names[0])
    assert title["lines"] == 1 and title["height"] <= title["lineHeight"], title
    # the Latin run reads left to right inside the right-to-left sentence: its first letter is leftmost
    assert title["first"] < title["last"], title
