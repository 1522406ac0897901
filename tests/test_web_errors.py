"""What a table's link answers when it refuses a request or fails to keep the game: a page in the table's
language (whatever the browser reads), as its other pages are, and a game that goes on."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from live import start, when_asked
from regla.web.app import create_app
from regla.web.registry import Tables
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')
KOREAN_READER = {"accept-language": "ko"}


def test_an_onlooker_who_would_answer_is_told_in_the_tables_language() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    watch = start(client, people="0", locale="pt_BR")
    history = list(tables.tables[watch.split("/")[2]].game.history)
    for action in ("answer", "undo"):
        refused = client.post(f"{watch}/{action}", data={"option": "0", "step": "0"}, headers=KOREAN_READER)
        assert refused.status_code == 403 and refused.headers["content-type"].startswith("text/html")
        assert 'lang="pt-BR"' in refused.text and 'role="alert"' in refused.text
        assert "<svg" in refused.text  # the game as the onlooker sees it, under the reason
        notice = re.search(r'role="alert"><strong>([^<]+)</strong>', refused.text)
        assert notice is not None and notice[1] != "onlookers do not answer"  # said in Portuguese
    assert tables.tables[watch.split("/")[2]].game.history == history


def test_a_request_a_tables_link_does_not_take_is_a_page_in_the_tables_language() -> None:
    client = TestClient(create_app(Tables()))
    seat = start(client, locale="hu")
    for address in (f"{seat}/answer", f"{seat}/undo", f"{seat}/ready"):
        wrong = client.get(address, headers=KOREAN_READER)
        assert wrong.status_code == 405 and wrong.headers["allow"] == "POST"
        assert wrong.headers["content-type"].startswith("text/html") and 'lang="hu"' in wrong.text
        assert "GET" in wrong.text and "주소" not in wrong.text and "does not take" not in wrong.text
        assert f'<a href="{seat}">' in wrong.text  # the way back to the seat
    # a link that leads to no table is a 404, whatever the method, as it is for a page
    missing = client.get(f"{seat[:-1]}x/answer", headers=KOREAN_READER)
    assert missing.status_code == 404 and "<h1>찾을 수 없습니다</h1>" in missing.text


def test_a_move_that_cannot_be_saved_is_made_and_said_in_the_tables_language(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    tables = Tables(saves)
    client = TestClient(create_app(tables))
    seat = start(client, locale="ko")
    table = tables.tables[seat.split("/")[2]]
    shutil.rmtree(saves)  # the saves directory is gone
    before = len(table.game.history)
    answered = client.post(f"{seat}/answer", data={"option": "0", "step": STEP.findall(when_asked(client, seat))[0]},
                           headers={"accept-language": "en"}, follow_redirects=False)
    assert answered.status_code == 500 and answered.headers["content-type"].startswith("text/html")
    assert 'lang="ko"' in answered.text and 'role="alert"' in answered.text
    assert "Internal Server Error" not in answered.text and "could not be saved" not in answered.text
    assert len(table.game.history) > before  # the answer was made
    said = re.search(r'role="alert"><strong>([^<]+)</strong>', answered.text)
    assert said is not None and re.search("[가-힣]", said[1])
    # the game goes on, its pages saying it is not kept, until it can be saved again
    page = when_asked(client, seat)
    assert said[1] in page
    again = client.post(f"{seat}/answer", data={"option": "0", "step": STEP.findall(page)[0]}, follow_redirects=False)
    assert again.status_code == 500 and said[1] in again.text
    saves.mkdir()
    kept = client.post(f"{seat}/answer", data={"option": "0", "step": STEP.findall(when_asked(client, seat))[0]},
                       follow_redirects=False)
    assert kept.status_code == 303 and said[1] not in when_asked(client, seat)
    # kept again: an app started now takes the table up as it stands
    assert Tables(saves).tables[table.id].game.history == table.game.history
