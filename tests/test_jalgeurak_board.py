"""What a Jalgeurak Kingdom table shows its players: the person cards in play and the territories closed
by neutral markers (both public, laid out at the setup), the setup called the setup and not a round 0,
and every castle told, the last one too, which nobody chooses."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from live import start
from regla.cli.main import cli
from regla.web.app import create_app
from starlette.testclient import TestClient

GAME = "jalgeurak"
LOCALES = ("en", "ko", "pt_BR", "he", "hu")
BIDI = re.compile("[\u2066-\u2069]")
SVG = "{http://www.w3.org/2000/svg}"


def play(*args: str, answers: str = "") -> str:
    result = CliRunner().invoke(cli, ["play", "--game", GAME, "--bidi", "off", *args], input=answers)
    assert result.exit_code == 0, result.output
    return result.output


def words(players: int, seed: int, locale: str) -> tuple[regla.Game, regla.DecisionTexts]:
    game = regla.new_game(GAME, players=players, seed=seed)
    return game, regla.decision_texts(game, locale)


@pytest.mark.parametrize("locale", LOCALES)
def test_the_board_shows_the_person_cards_in_play_and_the_closed_territories(locale: str) -> None:
    shown = play("--players", "3", "--humans", "1", "--seed", "4", "--locale", locale, answers="b\nq\n")
    game, said = words(3, 4, locale)
    state = game.state["vars"]
    persons = said.message("board-var:persons", value=said.thing(state["persons"]))
    closed = said.message("board-var:blocked", value=said.thing(state["blocked"]))
    assert persons and closed
    # a line may break inside a long list; Hebrew isolates each value, which the words above do not
    flat = re.sub(r"\s*\n\s*", " ", BIDI.sub("", shown))
    assert BIDI.sub("", persons) in flat and BIDI.sub("", closed) in flat
    assert len(state["persons"]) == 7 and all(said.names.area(p) in persons for p in state["persons"])


def test_four_players_close_no_territory_and_say_nothing_of_it() -> None:
    shown = play("--players", "4", "--humans", "1", "--seed", "4", answers="b\nq\n")
    assert "Person cards in play: Prince, Queen, Jester, Princess, Princess," in shown
    assert "Closed by neutral markers" not in shown


@pytest.mark.parametrize("locale", LOCALES)
def test_the_castles_are_chosen_in_the_setup_not_in_a_round_0(locale: str) -> None:
    shown = play("--players", "4", "--humans", "1", "--seed", "4", "--locale", locale, answers="q\n")
    game, said = words(4, 4, locale)
    assert game.pending[0].kind == "castle" and game.state["vars"]["round"] == 0
    assert said.message("var:round", value="0") not in shown
    assert said.message("var:round:0") in shown.splitlines()[1].split(" · ")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_castle_is_told_the_last_one_too(players: int) -> None:
    shown = play("--players", str(players), "--watch", "0", "--seed", "4")
    told = [line for line in shown.splitlines() if "builds their castle on" in line]
    assert len(told) == players, told
    assert told[-1].endswith(", the last site left.")
    said = words(players, 4, "en")[1]
    assert said.events([{"event": "last-castle", "player": "red", "site": "t13"}]) == [
        "red builds their castle on territory 1-3, the last site left."]


def test_a_seat_in_the_web_app_shows_them_too() -> None:
    client = TestClient(create_app())
    seat = start(client, game=GAME, players="3")
    page = re.sub("<[^>]+>", "", client.get(seat).text)
    assert "Person cards in play: Prince, Queen, Jester, Princess, Princess" in page
    assert "Closed by neutral markers: territory 5-1, territory 5-5, and territory 5-3" in page


def test_areas_that_pay_no_rank_show_no_values_anywhere(tmp_path: Path) -> None:
    # Jalgeurak's territories and person cards have no rank values: no "0" stands for them
    game = regla.new_game(GAME, players=2, seed=40)
    assert not any(area.values for area in game.ruleset.board.areas)
    shown = play("--players", "2", "--humans", "1", "--bots", "random", "--seed", "40", answers="b\nq\n")
    rows = [line for line in shown.splitlines() if re.match(r"\s*territory \d-\d\s", line)]
    assert rows and all(re.fullmatch(r"\s*territory \d-\d  \s*·\s+·  castle \((red|blue)\)", row) for row in rows), rows
    # the picture: an area's name and nothing under it
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json(), encoding="utf-8")
    drawn = CliRunner().invoke(cli, ["board", str(saved), "-o", str(tmp_path / "board.svg")])
    assert drawn.exit_code == 0, drawn.output
    svg = ET.parse(tmp_path / "board.svg").getroot()
    labels = [t.text for g in svg.iter(f"{SVG}g") if g.get("class") == "area" for t in g.iter(f"{SVG}text")]
    assert "territory 2-2" in labels and "0" not in labels
    # the web page's table for screen readers: no column of values
    client = TestClient(create_app())
    page = client.get(start(client, game=GAME, players="2")).text
    table = re.findall(r"<tr>(.*?)</tr>", page[page.index("<table>"):page.index("</table>")])
    assert "Values" not in table[0] and all(row.count("<td>") == 3 for row in table[1:]), table[:2]
    # El Grande's regions keep theirs
    grande = client.get(start(client)).text
    assert '<th scope="col">Values</th>' in grande and "<td>4/2/0</td>" in grande
