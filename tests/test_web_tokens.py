"""A question page's forms carry a token never given again at its table: a page kept from before a
take-back, whose history length comes round again once the game is played on, is refused, not taken for
an answer to the question asked now; and the tokens go on from where they were when the app restarts."""

from __future__ import annotations

import json
import re
from pathlib import Path

from live import start, when_asked
from regla.text.i18n import texts_for
from regla.web.app import create_app
from regla.web.registry import Tables
from regla.web.tables import Table
from starlette.testclient import TestClient

ANSWER = re.compile(r'action="[^"]+/answer">.*?name="step" value="(\d+)"', re.S)
UNDO = re.compile(r'action="[^"]+/undo"><input type="hidden" name="step" value="(\d+)"')
TAKE_BACK = 'action="{seat}/undo"'
STALE = "that question has been answered already; here is the game as it is now"


def played_to_a_take_back(client: TestClient, seat: str) -> str:
    """The seat's page once it offers to take an answer back (the table's seed is random: answered,
    always the first option, until nothing hidden has come to light since the person's last answer)."""
    for _ in range(60):
        page = when_asked(client, seat)
        if TAKE_BACK.format(seat=seat) in page:
            return page
        client.post(f"{seat}/answer", data={"option": "0", "step": ANSWER.findall(page)[0]})
    raise AssertionError("no answer could be taken back in 60")


def come_round(client: TestClient, seat: str, table: Table, kept: str) -> str:
    """Take back from the seat's page, then answer again until the game asks the person at the history
    length the ``kept`` page was drawn at: the page of that moment."""
    length = len(table.snapshot().game.history)
    assert client.post(f"{seat}/undo", data={"step": UNDO.findall(kept)[0]}, follow_redirects=False).status_code == 303
    page = when_asked(client, seat)
    while len(table.snapshot().game.history) < length:
        client.post(f"{seat}/answer", data={"option": "0", "step": ANSWER.findall(page)[0]})
        page = when_asked(client, seat)
    return page


def test_a_page_from_before_a_take_back_answers_nothing_once_its_step_comes_round() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    # the QA's table: one person and two random bots, who answer again as they did before
    for _ in range(10):
        seat = start(client, players="3", bots="random", locale="hu")
        table = tables.tables[seat.split("/")[2]]
        kept = played_to_a_take_back(client, seat)
        length = len(table.snapshot().game.history)
        now = come_round(client, seat, table, kept)
        if len(table.snapshot().game.history) == length:
            break  # the history's length the kept page was drawn at has come round: its step would fit
    else:
        raise AssertionError("the history never came round to the kept page's length in 10 tables")
    history, said = list(table.game.history), texts_for("hu").t(STALE)
    for action, form in (("answer", ANSWER), ("undo", UNDO)):
        stale = client.post(f"{seat}/{action}", data={"option": "0", "step": form.findall(kept)[0]},
                            headers={"accept-language": "ko"}, follow_redirects=False)
        assert stale.status_code == 409 and said in stale.text and 'lang="hu"' in stale.text, action
        assert table.game.history == history
    # the page of the question asked now answers it, with a token no page had before
    assert int(ANSWER.findall(now)[0]) > max(int(t) for t in [*ANSWER.findall(kept), *UNDO.findall(kept)])
    assert client.post(f"{seat}/answer", data={"option": "0", "step": ANSWER.findall(now)[0]},
                       follow_redirects=False).status_code == 303


def test_the_tokens_go_on_across_a_restart_and_a_table_saved_without_them_still_plays(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    client = TestClient(create_app(tables))
    seat = start(client)
    table = tables.tables[seat.split("/")[2]]
    kept = played_to_a_take_back(client, seat)
    assert client.post(f"{seat}/undo", data={"step": UNDO.findall(kept)[0]}, follow_redirects=False).status_code == 303
    now = when_asked(client, seat)
    tables.stop()
    # taken up again: the page from before the take-back stays stale, the page of now still answers
    again = Tables(tmp_path)
    client = TestClient(create_app(again))
    assert client.post(f"{seat}/answer", data={"option": "0", "step": ANSWER.findall(kept)[0]}).status_code == 409
    assert client.post(f"{seat}/answer", data={"option": "0", "step": ANSWER.findall(now)[0]},
                       follow_redirects=False).status_code == 303
    when_asked(client, seat)  # the bots have played on to the person: nothing more is saved meanwhile
    again.stop()
    # a table saved before the tokens were kept: its pages' steps were the history's length, and still fit
    saved = tmp_path / f"{table.id}.json"
    document = json.loads(saved.read_text(encoding="utf-8"))
    del document["tokens_from"]
    saved.write_text(json.dumps(document), encoding="utf-8")
    older = Tables(tmp_path)
    client = TestClient(create_app(older))
    game = older.tables[table.id].game
    step = len(game.history) - len(game.state["answers"])
    assert client.post(f"{seat}/answer", data={"option": "0", "step": str(step)},
                       follow_redirects=False).status_code == 303
    when_asked(client, seat)
    older.stop()
    # and one whose count was edited into something else is left out, as any table edited by hand
    document["tokens_from"] = "3"
    saved.write_text(json.dumps(document), encoding="utf-8")
    assert [str(problem) for problem in Tables(tmp_path).unreadable] == [f"{saved}: not a table saved by this regla"]
