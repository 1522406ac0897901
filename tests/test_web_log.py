"""What happened, on the web app's pages: the players' answers told among the log's events, in the order
they came, in the table's language, each seat told only what its player may know."""

from __future__ import annotations

import re
import time

import pytest
import regla
from live import BOTS_PLAY_ON, start, to_secret_round
from regla.text.happened import happened_lines
from regla.web.app import create_app
from regla.web.registry import Tables
from regla.web.tables import Table
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')
SHOWN = 40
"""Lines of what happened a page shows, the latest first."""


def happened(page: str) -> list[str]:
    """The lines under "what happened" on a page, oldest first."""
    log = re.search(r'<div class="log"[^>]*>(.*?)</div>', page, re.S)
    assert log is not None, page
    return log[1].split("<br>")[::-1] if log[1] else []


def seats_of(table: Table) -> dict[str, str]:
    return {player: f"/t/{table.id}/{token}" for token, player in table.people.items()}


@pytest.mark.parametrize(("game", "locale"), [
    ("el-grande", "en"), ("el-grande", "he"), ("el-grande", "hu"), ("jalgeurak", "ko"), ("jalgeurak", "pt_BR"),
])
def test_each_answer_is_told_before_what_it_caused_in_the_tables_language(game: str, locale: str) -> None:
    """Two people answer from their pages; what the terminal tells as each public answer is given (the
    events since the last answer told, then the answer) is what both pages show, in the table's language."""
    tables = Tables()
    client = TestClient(create_app(tables))
    table = tables.tables[start(client, game=game, players="2", people="2", locale=locale).split("/")[2]]
    seats = seats_of(table)
    words = regla.decision_texts(table.game, locale, "html")
    english = regla.decision_texts(table.game, "en", "html")
    expected: list[str] = []
    told_from, translated = 0, 0
    for _ in range(30):
        decision = table.game.pending[0]
        if decision.secret:
            break  # a secret answer is told to one page only (see the test below)
        said = words.did(decision, decision.options[0])
        log = table.game.state["log"]
        if said:
            expected += [*words.events(log[told_from:]), said]
            told_from = len(log)
            translated += said != english.did(decision, decision.options[0])
        link = seats[decision.player]
        client.post(f"{link}/answer", data={"option": "0", "step": STEP.findall(client.get(link).text)[0]})
    expected += words.events(table.game.state["log"][told_from:])
    assert len([line for line in expected if line not in words.events(table.game.state["log"])]) >= 5
    assert translated if locale != "en" else not translated
    for link in seats.values():
        shown = happened(client.get(link).text)
        assert shown == expected[-SHOWN:]
        # an answer worded from names (Jalgeurak's "commoner to Chapel") keeps its markup: none shows as text
        assert not any("&lt;" in line for line in shown), shown


def _secret_round(client: TestClient, tables: Tables) -> Table:
    """A table of red and blue (people) and a bot, at a round of secret choices both are asked."""
    table = tables.tables[start(client, players="3", people="2").split("/")[2]]
    to_secret_round(table, choices=True)
    return table


def test_a_secret_answer_is_told_only_to_whoever_gave_it() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    table = _secret_round(client, tables)
    seats = seats_of(table)
    words = regla.decision_texts(table.game, "en", "html")
    asked = {d.player: d for d in table.game.pending}
    labels = {player: [words.label(asked[player].kind, option, player, decorate=False)
                       for option in asked[player].options] for player in ("red", "blue")}
    # red and blue choose differently, so that each one's line can be looked for on the other's page
    red_option = 0
    blue_option = next(i for i, label in enumerate(labels["blue"]) if label != labels["red"][red_option])
    told = {"red": f"You chose <bdi>{labels['red'][red_option]}</bdi> in secret.",
            "blue": f"You chose <bdi>{labels['blue'][blue_option]}</bdi> in secret."}
    blue_before = client.get(seats["blue"]).text
    red_before = happened(client.get(seats["red"]).text)
    client.post(f"{seats['red']}/answer", data={"option": str(red_option), "step": STEP.findall(blue_before)[0]})
    assert happened(client.get(seats["red"]).text) == [*red_before, told["red"]][-SHOWN:]
    assert client.get(seats["blue"]).text == blue_before
    client.post(f"{seats['blue']}/answer", data={"option": str(blue_option), "step": STEP.findall(blue_before)[0]})
    # once all have answered the rules reveal the choices, through what they cause
    pages = {player: client.get(link).text for player, link in seats.items()}
    assert told["red"] in happened(pages["red"]) and told["red"] not in pages["blue"]
    assert told["blue"] in happened(pages["blue"]) and told["blue"] not in pages["red"]


def test_an_onlooker_is_told_the_public_answers_and_no_secret_one() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    watch = start(client, people="0", players="3", locale="he")
    table = tables.tables[watch.split("/")[2]]
    shown: set[str] = set()
    deadline = time.monotonic() + 4 * BOTS_PLAY_ON
    while not table.game.is_over and time.monotonic() < deadline:
        # its bots play in the background, a few answers each time the page is looked at
        shown.update(happened(client.get(watch).text))
        time.sleep(0.01)
    shown.update(happened(client.get(watch).text))
    assert any(answer.kind == "castillo-destination" for answer in table.game.history)  # secret choices were made
    assert any("משחק את קלף הכוח" in line for line in shown)  # "{player} plays power card {choice}."
    assert not any("בחרת בסתר" in line for line in shown)  # "You chose {choice} in secret."


@pytest.mark.parametrize("unlike", ["no history", "an answer not offered", "a log written by hand"])
def test_a_game_whose_answers_do_not_lead_to_it_is_told_by_its_events(unlike: str) -> None:
    game = regla.new_game("jalgeurak", players=2, seed=3)
    for _ in range(10):
        decision = game.pending[0]
        game.apply(decision.player, decision.options[0])
    words = regla.decision_texts(game, "en")
    assert len(happened_lines(game, words, None)) > len(words.events(game.state["log"]))
    if unlike == "no history":
        game.state["history"] = None  # a save of an older format
    elif unlike == "an answer not offered":
        game.state["history"][3][2] = "nowhere"
    else:
        game.state["log"].insert(0, {"event": "score", "player": "red", "area": "t11", "points": 1, "reason": "rank",
                                     "rank": 1})
    assert happened_lines(game, words, None) == words.events(game.state["log"])
