"""Forms sent to a table's link that no page of the app sends: a body the form parser cannot read, a field
missing or sent as a file. Each is a 400 that names what is wrong in the table's language (whatever the
browser reads), never in Python's words, and changes nothing."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest
from live import start, when_asked
from regla.text.i18n import texts_for
from regla.web.app import create_app
from regla.web.registry import Tables
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')
KOREAN_READER = {"accept-language": "ko"}
FORM = "application/x-www-form-urlencoded"
UNREADABLE = "the form sent cannot be read: it is too large or malformed"
MISSING = "the form sent has no field {field}, or it is not text"
BIG = 3 * 1024 * 1024


def notice(page: str) -> str:
    said = re.search(r'role="alert"><strong>([^<]+)</strong>', page)
    assert said is not None, page
    return unescape(said[1])


@pytest.mark.parametrize("body", ["urlencoded", "multipart"])
def test_a_form_that_cannot_be_read_is_told_in_the_tables_language(body: str) -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, locale="hu")
    screen = start(client, players="3", people="2", hotseat="1", locale="hu")
    history = list(tables.tables[seat.split("/")[2]].game.history)
    for address in (f"{seat}/answer", f"{seat}/undo", f"{screen}/ready"):
        if body == "urlencoded":
            sent = client.post(address, content=b"step=" + b"1" * BIG, headers={**KOREAN_READER, "content-type": FORM})
        else:  # a field beyond the most the multipart parser takes
            sent = client.post(address, headers=KOREAN_READER, files={"note": ("n.txt", b"n")},
                               data={"option": "0", "step": "1" * BIG})
        assert sent.status_code == 400 and sent.headers["content-type"].startswith("text/html"), address
        assert 'lang="hu"' in sent.text and f"<h1>{texts_for('hu').t(UNREADABLE)}</h1>" in sent.text, address
        assert f'<a href="{address.rsplit("/", 1)[0]}">' in sent.text  # the way back to the seat
        assert sent.headers["cache-control"] == "no-store"
    assert tables.tables[seat.split("/")[2]].game.history == history
    # a form sent to a link that leads to no table is not told anything of a table
    missing = client.post(f"{seat[:-1]}x/answer", content=b"step=" + b"1" * BIG,
                          headers={**KOREAN_READER, "content-type": FORM})
    assert missing.status_code == 404 and "<h1>찾을 수 없습니다</h1>" in missing.text


def test_a_missing_field_or_a_file_is_named_not_taken_for_a_stale_page(tmp_path: Path) -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, locale="ko")
    table = tables.tables[seat.split("/")[2]]
    step = STEP.findall(when_asked(client, seat))[0]
    history = list(table.game.history)
    upload = tmp_path / "hostname"
    upload.write_text("regla\n", encoding="utf-8")
    korean = texts_for("ko")
    with upload.open("rb") as file:
        cases = [
            ("answer", {"content": b"", "headers": {"content-type": FORM}}, "option"),  # curl -d ""
            ("answer", {"data": {"option": "0"}}, "step"),
            ("answer", {"data": {"option": "0", "step": " "}}, "step"),
            ("answer", {"files": {"option": ("hostname", file)}, "data": {"step": step}}, "option"),  # curl -F option=@
            ("undo", {"data": {}, "headers": {"content-type": FORM}}, "step"),
            ("undo", {"files": {"step": ("hostname", file)}}, "step"),
        ]
        for action, sent, field in cases:
            file.seek(0)
            headers = {"accept-language": "en", **sent.pop("headers", {})}  # type: ignore[dict-item]
            refused = client.post(f"{seat}/{action}", headers=headers, **sent)  # type: ignore[arg-type]
            assert refused.status_code == 400 and 'lang="ko"' in refused.text, (action, field)
            assert notice(refused.text) == korean.t(MISSING, field=field), (action, field)
            assert "UploadFile" not in refused.text and "answered already" not in refused.text
            assert "<svg" in refused.text  # the game as it is now, under the reason
    # a number that is none is named as well, with the same status
    wrong = client.post(f"{seat}/answer", data={"option": "first", "step": step})
    assert wrong.status_code == 400 and "option" in notice(wrong.text) and "'first'" in notice(wrong.text)
    assert table.game.history == history
    # the page's own form still answers
    assert client.post(f"{seat}/answer", data={"option": "0", "step": step}, follow_redirects=False).status_code == 303
