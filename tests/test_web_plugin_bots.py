"""A bot that a third-party plugin offers (installed as such plugins are, through the entry-point group)
sits at a table made through the web form only as it was installed: the app cannot weigh its options (a
search budget of millions, say), so it takes none there, and says so in the table's language. Checked
against the real server over HTTP."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from conftest import install
from live import serving, when_asked
from regla.plugins import forget_discovered
from regla.web.app import create_app
from regla.web.registry import Tables

PATIENT = """
import regla


class Patient:
    name = "patient"

    def __init__(self, seed=0, budget=10):
        self.budget = budget

    def choose(self, seat):
        return seat.decision.options[0]


@regla.hookimpl
def regla_plugin_info():
    return {"kind": "other", "description": "a bot whose budget a visitor must not choose"}


@regla.hookimpl
def regla_bots():
    return {"patient": Patient}
"""
STEP = re.compile(r'name="step" value="(\d+)"')
ALERT = re.compile(r'role="alert"><strong>(.+?)</strong>', re.S)
FORM = {"game": "el-grande", "players": "3", "people": "1", "locale": "en"}


@pytest.fixture
def server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[httpx.Client, Tables, Path]]:
    (tmp_path / "site").mkdir()
    install(tmp_path / "site", "patient-bot", "regla_demo_patient_bot", PATIENT, monkeypatch)
    saves = tmp_path / "saves"
    tables = Tables(saves)
    try:
        with serving(create_app(tables)) as address, httpx.Client(base_url=address, timeout=60) as client:
            yield client, tables, saves
    finally:
        forget_discovered()


def test_a_plugins_bot_is_seated_with_no_options_and_refused_with_any(
        server: tuple[httpx.Client, Tables, Path]) -> None:
    client, tables, saves = server
    for bots in ("patient:budget=100000000", "greedy,patient:budget=5", " patient:budget=1 "):
        refused = client.post("/new", data=FORM | {"bots": bots})
        assert refused.status_code == 400, bots
        said = ALERT.search(refused.text)
        assert said is not None and said[1] == (
            f"on this web app, bot &#x27;patient&#x27; plays only as it was installed: name it without options, "
            f"not &#x27;{bots.split(',')[-1].strip()}&#x27;"), bots
    for locale in ("ko", "pt_BR", "he", "hu"):
        refused = client.post("/new", data=FORM | {"bots": "patient:budget=100000000", "locale": locale})
        said = ALERT.search(refused.text)
        assert refused.status_code == 400 and said is not None, locale
        assert "patient:budget=100000000" in said[1] and "on this web app" not in said[1], locale
    # nothing is made of a refused form; a name that is no installed bot is refused as an unknown bot
    assert tables.tables == {} and list(saves.iterdir()) == []
    unknown = client.post("/new", data=FORM | {"bots": "patiant:budget=5"})
    assert unknown.status_code == 400 and "unknown bot &#x27;patiant&#x27;" in unknown.text
    assert "did you mean &#x27;patient&#x27;?" in unknown.text
    # with no options it plays, as its plugin's defaults have it
    made = client.post("/new", data=FORM | {"bots": "patient"}, follow_redirects=False)
    assert made.status_code == 303, made.text
    seat = str(made.headers["location"]).split("?")[0]
    table = tables.tables[seat.split("/")[2]]
    assert table.bot_specs == {"blue": "patient", "yellow": "patient"}
    page = when_asked(client, seat)
    client.post(f"{seat}/answer", data={"option": "0", "step": STEP.findall(page)[0]})
    when_asked(client, seat)
    assert {answer.player for answer in table.snapshot().game.history} >= {"red", "blue", "yellow"}


def test_a_kept_table_whose_plugin_bot_has_options_is_left_out_saying_why(
        server: tuple[httpx.Client, Tables, Path]) -> None:
    client, _tables, saves = server
    made = client.post("/new", data=FORM | {"bots": "patient"}, follow_redirects=False)
    when_asked(client, str(made.headers["location"]).split("?")[0])
    kept = next(saves.iterdir())
    assert len(Tables(saves).tables) == 1  # kept as it was made, it is taken up again
    document = json.loads(kept.read_text(encoding="utf-8"))
    document["bots"] = dict.fromkeys(document["bots"], "patient:budget=100000000")
    kept.write_text(json.dumps(document), encoding="utf-8")
    again = Tables(saves)
    assert again.tables == {}
    assert [str(p) for p in again.unreadable] == [
        f"{kept}: this app cannot seat its bots (on this web app, bot 'patient' plays only as it was installed: "
        "name it without options, not 'patient:budget=100000000')"]
