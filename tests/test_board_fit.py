"""Every area of both games' boards holds what it shows, measured as Chromium draws it: with every seat's
pieces in every area (five seats in El Grande, four in Jalgeurak), each seat's shape, the others' hidden
total, the area's name and values and its tokens (the King, the Grandes, a scoreboard, the castles) lie
inside the area's outline as the board data gives it, none over another, and no count is drawn smaller
than the area's other labels."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from playwright.sync_api import Browser
from regla.cli.main import cli
from regla.text.board_svg import COUNT_SIZE, LABEL_SIZE, board_svg, board_texts
from test_web_board import INK_OF_COUNTS

pytestmark = pytest.mark.browser

FIVE_EVERYWHERE = """\
players: [red, blue, yellow, green, black]
king: aragon
grandes: {red: aragon, blue: aragon, yellow: valencia, green: galicia, black: pais-vasco}
caballeros:
  galicia: {red: 7, blue: 1, yellow: 3, green: 10, black: 1}
  pais-vasco: {red: 2, blue: 2, yellow: 2, green: 2, black: 2}
  aragon: {red: 3, blue: 4, yellow: 5, green: 6, black: 7}
  cataluna: {red: 1, blue: 1, yellow: 1, green: 1, black: 1}
  castilla-la-vieja: {red: 1, blue: 1, yellow: 1, green: 1, black: 1}
  castilla-la-nueva: {red: 1, blue: 1, yellow: 1, green: 1, black: 1}
  valencia: {red: 1, blue: 3, yellow: 1, green: 1, black: 1}
  sevilla: {red: 1, blue: 1, yellow: 1, green: 1, black: 1}
  granada: {red: 1, blue: 1, yellow: 1, green: 1, black: 1}
  castillo: {red: 2, blue: 12, yellow: 12, green: 2, black: 12}
scoreboards: {valencia: 8/4/0, castillo: 4/0/0}
castillo_to: {red: aragon, blue: valencia, yellow: aragon, green: galicia, black: granada}
"""
"""Five seats in every area; the King and two Grandes in narrow Aragón, a Grande and a scoreboard in
Valencia's narrow top, a scoreboard in the Castillo."""

DRAWN = """() => {
    // the picture is drawn at its own size: a box on the page is a box in the board's units
    const origin = document.querySelector('svg').getBoundingClientRect();
    const box = element => {
        const r = element.getBoundingClientRect();
        return [r.left - origin.left, r.top - origin.top, r.right - origin.left, r.bottom - origin.top];
    };
    return [...document.querySelectorAll('g.area')].map(area => ({
        area: area.id.slice('area-'.length),
        shapes: [...area.querySelectorAll('.pieces')].map(s => ({what: s.dataset.player, box: box(s)})),
        labels: [...area.querySelectorAll('text:not(.count)')].map(
            t => ({what: t.textContent, box: box(t), size: parseFloat(t.getAttribute('font-size'))})),
        counts: [...area.querySelectorAll('text.count')].map(t => parseFloat(t.getAttribute('font-size'))),
    }));
}"""
STROKE = 0.5
"""How far a shape's outline is drawn past its box (its stroke is one unit wide)."""
CLEAR = 1.0
"""How far inside an area's outline a box must stay: the outline's stroke covers that much of the area."""
INK_MARGIN = 1.5 * LABEL_SIZE / COUNT_SIZE
"""Kept clear around a count's digits inside its shape: test_web_board's margin, on a shape drawn as
small as a crowded area's may be."""


def _inside(point: tuple[float, float], outline: list[tuple[float, float]]) -> bool:
    x, y = point
    crossings = 0
    for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            crossings += 1
    return crossings % 2 == 1


def _within(box: list[float], outline: list[tuple[float, float]]) -> bool:
    """Whether ``box``, ``CLEAR`` of it all round, lies inside ``outline``: its corners inside, and no
    corner of the outline within it."""
    left, top, right, bottom = box[0] - CLEAR, box[1] - CLEAR, box[2] + CLEAR, box[3] + CLEAR
    corners = [(left, top), (right, top), (left, bottom), (right, bottom)]
    return (all(_inside(c, outline) for c in corners)
            and not any(left < x < right and top < y < bottom for x, y in outline))


def _overlap(one: list[float], other: list[float]) -> bool:
    return one[0] < other[2] and other[0] < one[2] and one[1] < other[3] and other[1] < one[3]


def _drawn(browser: Browser, svg: str) -> list[dict[str, Any]]:
    """Each area's shapes and labels as Chromium draws ``svg``; first, that every count fits its shape."""
    tab = browser.new_page(viewport={"width": 1000, "height": 900})
    tab.set_content(f'<body style="margin:0"><div class="board">{svg}</div></body>')
    counts = tab.evaluate(INK_OF_COUNTS % {"margin": INK_MARGIN})
    assert counts and not [count for count in counts if count["outside"]], counts
    drawn = tab.evaluate(DRAWN)
    tab.close()
    return list(drawn)


def _check(drawn: list[dict[str, Any]], ruleset: regla.Ruleset, seats: dict[str, set[str]]) -> None:
    """Each area shows the seats ``seats`` says, and every shape and label of it is inside its outline,
    none over another, no count smaller than a label (every area's faults told at once)."""
    assert ruleset.board.map is not None
    outlines = ruleset.board.map.areas
    assert {area["area"] for area in drawn} == set(outlines)
    faults = []
    for area in drawn:
        name, outline = area["area"], outlines[area["area"]]
        assert {shape["what"] for shape in area["shapes"]} == seats[name], name
        boxes = [(s["what"], [s["box"][0] - STROKE, s["box"][1] - STROKE, s["box"][2] + STROKE,
                              s["box"][3] + STROKE]) for s in area["shapes"]]
        boxes += [(label["what"], label["box"]) for label in area["labels"]]
        faults += [f"{name}: {what} is not inside the area" for what, box in boxes if not _within(box, outline)]
        faults += [f"{name}: {a} and {b} are drawn over each other"
                   for (a, one), (b, other) in itertools.combinations(boxes, 2) if _overlap(one, other)]
        # the labels under the name (values, tokens): an area that pays no rank may have none
        if min(area["counts"]) < max((label["size"] for label in area["labels"][1:]), default=0):
            faults.append(f"{name}: a count is drawn smaller than the labels")
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize("locale", ["en", "he"])
@pytest.mark.parametrize("player", [None, "red"])
def test_five_seats_in_every_area_of_el_grande_fit_inside_it(browser: Browser, tmp_path: Path,
                                                            locale: str, player: str | None) -> None:
    """Drawn by ``regla board`` from a position: the whole table, and red's view, where the Castillo
    shows red's pieces and the others' hidden total only."""
    position = tmp_path / "five.yaml"
    position.write_text(FIVE_EVERYWHERE, encoding="utf-8")
    chosen = ["--player", player] if player else []
    result = CliRunner().invoke(cli, ["board", str(position), "--locale", locale, *chosen,
                                      "-o", str(tmp_path / "five.svg")])
    assert result.exit_code == 0, result.output
    ruleset = regla.load("el-grande")
    seats = {area.id: {"red", "blue", "yellow", "green", "black"} for area in ruleset.board.areas}
    if player:
        seats["castillo"] = {player, "?"}
    _check(_drawn(browser, (tmp_path / "five.svg").read_text(encoding="utf-8")), ruleset, seats)


def test_a_region_a_mod_adds_holds_five_seats_the_king_grandes_and_a_scoreboard_inside_it(
        browser: Browser, tmp_path: Path) -> None:
    """The README's mod example's Baleares, crowded as Aragón and Valencia are above, drawn by ``regla board``."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    changes = next(block for block in re.findall(r"```yaml\n(.*?)```", readme, re.S) if "baleares" in block)
    mod = tmp_path / "islands"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: islands\nname: Islands\nversion: 1.0.0\ngame: el-grande\n"
                                  "changes: changes.yaml\n", encoding="utf-8")
    (mod / "changes.yaml").write_text(changes, encoding="utf-8")
    crowded = (FIVE_EVERYWHERE.replace("king: aragon", "king: baleares")
               .replace("{red: aragon, blue: aragon,", "{red: baleares, blue: baleares,")
               .replace("scoreboards: {valencia:", "scoreboards: {baleares:")
               .replace("caballeros:\n", "caballeros:\n  baleares: {red: 1, blue: 2, yellow: 3, green: 4, black: 1}\n"))
    (tmp_path / "crowded.yaml").write_text(crowded, encoding="utf-8")
    result = CliRunner().invoke(cli, ["board", str(tmp_path / "crowded.yaml"), "--mod", str(mod),
                                      "-o", str(tmp_path / "crowded.svg")])
    assert result.exit_code == 0, result.output
    ruleset = regla.load("el-grande", regla.Selection(mods=(str(mod),)))
    seats = {area.id: {"red", "blue", "yellow", "green", "black"} for area in ruleset.board.areas}
    _check(_drawn(browser, (tmp_path / "crowded.svg").read_text(encoding="utf-8")), ruleset, seats)


@pytest.mark.parametrize("locale", ["en", "he"])
def test_four_seats_in_every_area_of_jalgeurak_fit_inside_it(browser: Browser, locale: str) -> None:
    """Jalgeurak's board is drawn the same way: four seats' markers in every territory and on every
    person card, and castles standing in some territories, two of them in one."""
    game = regla.new_game("jalgeurak", players=4, seed=2)
    view = game.view("red")
    for area in view["pieces"]:
        if area in game.ruleset.areas:
            view["pieces"][area] = dict.fromkeys(view["players"], 12)
    view["tokens"].update({"castle:red": "t13", "castle:blue": "t13", "castle:yellow": "t31", "castle:green": "t35"})
    svg = board_svg(game.ruleset, view, board_texts(game.ruleset, locale))
    seats = {area.id: set(view["players"]) for area in game.ruleset.board.areas}
    _check(_drawn(browser, svg), game.ruleset, seats)
