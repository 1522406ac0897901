"""The web app: a whole game over HTTP, seat links that cannot be guessed or replayed, undo, a seat that
never receives another seat's secret, and a real browser playing by clicking (English and Hebrew)."""

from __future__ import annotations

import json
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import regla
from live import BOTS_PLAY_ON, headless_chromium, serving, start, to_secret_round, when_asked
from regla.web.app import create_app
from regla.web.registry import Tables
from regla.web.tables import Table
from starlette.testclient import TestClient

STEP = re.compile(r'name="step" value="(\d+)"')


def test_a_whole_game_is_played_over_http() -> None:
    client = TestClient(create_app())
    assert "A new game" in client.get("/").text
    seat = start(client)
    answered = 0
    while (step := STEP.search(page := when_asked(client, seat))) is not None:
        client.post(f"{seat}/answer", data={"option": "0", "step": step[1]})
        answered += 1
    assert answered > 20 and "Final scores:" in page and "<svg" in page


@pytest.mark.parametrize(("headers", "address", "title"), [
    ({}, "/", "Új játszma"),                                        # the app's language (regla serve --locale hu)
    ({"Accept-Language": "ko-KR,ko;q=0.9"}, "/", "새 게임"),          # the browser's
    ({"Accept-Language": "fr-FR"}, "/", "Új játszma"),               # the browser's has no catalogue
    ({"Accept-Language": "fr-FR,fr;q=0.9,he;q=0.5,ko;q=0.8"}, "/", "새 게임"),  # its first one that has
    ({"Accept-Language": "ko"}, "/?locale=pt_BR", "Nova partida"),   # the address's
    ({"Accept-Language": "ko"}, "/?locale=xx", "새 게임"),            # the address's has no catalogue
    # tags are matched whatever their case (RFC 4647), aliases too
    ({"Accept-Language": "KO"}, "/", "새 게임"),
    ({"Accept-Language": "PT-BR"}, "/", "Nova partida"),
    ({"Accept-Language": "Pt"}, "/", "Nova partida"),
    ({"Accept-Language": "HU,ko;q=0.5"}, "/", "Új játszma"),
    ({"Accept-Language": "pt-BR"}, "/?locale=KO", "새 게임"),
    ({"Accept-Language": "ko"}, "/?locale=pt-br", "Nova partida"),
])
def test_the_new_game_page_speaks_the_readers_language(headers: dict[str, str], address: str, title: str) -> None:
    page = TestClient(create_app(locale="hu")).get(address, headers=headers).text
    assert f"<h1>{title}</h1>" in page


def test_links_cannot_be_guessed_and_a_stale_answer_changes_nothing() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client)
    table_id, token = seat.split("/")[2:4]
    assert client.get(f"/t/{table_id}/{token[:-1]}x").status_code == 404
    assert client.get(f"/t/nope/{token}").status_code == 404
    step = STEP.search(when_asked(client, seat))[1]  # type: ignore[index]
    client.post(f"{seat}/answer", data={"option": "0", "step": step})
    when_asked(client, seat)
    history = len(tables.tables[table_id].game.history)
    again = client.post(f"{seat}/answer", data={"option": "1", "step": step})  # the same page sent again
    assert len(tables.tables[table_id].game.history) == history
    assert again.status_code == 409 and "that question has been answered already" in again.text
    step = STEP.search(again.text)[1]  # type: ignore[index]
    # an option the question does not have; then forms no page sends (no number, no option)
    for bad, status in (({"option": "99", "step": step}, 409), ({"option": "x", "step": step}, 400),
                        ({"step": step}, 400)):
        refused = client.post(f"{seat}/answer", data=bad)
        assert refused.status_code == status and 'role="alert"' in refused.text, bad
        assert len(tables.tables[table_id].game.history) == history


def test_undo_takes_back_the_persons_last_answer() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client)
    game = tables.tables[seat.split("/")[2]].game
    # the table's seed is random: answer until an answer may be taken back (nothing hidden shown since);
    # until then the page offers no button, and the game itself refuses
    for _ in range(40):
        client.post(f"{seat}/answer", data={"option": "0", "step": STEP.search(when_asked(client, seat))[1]})  # type: ignore[index]
        if "Take back my last answer" in when_asked(client, seat):
            break
        with pytest.raises(regla.UserError, match="Your last answer stands"):
            game.clone().take_back("red")
    else:
        raise AssertionError("no answer could be taken back in 40")
    mine = [a for a in game.history if a.player == "red"]
    step = STEP.search(when_asked(client, seat))[1]  # type: ignore[index]
    assert client.post(f"{seat}/undo", data={"step": step}, follow_redirects=False).status_code == 303
    assert [a for a in game.history if a.player == "red"] == mine[:-1]
    # the same form sent again (a double click, a browser resending it) takes back nothing more
    again = client.post(f"{seat}/undo", data={"step": step})
    assert again.status_code == 409 and "that question has been answered already" in again.text
    assert [a for a in game.history if a.player == "red"] == mine[:-1]


def test_a_refused_take_back_says_why() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, players="3", people="2")
    step = STEP.search(when_asked(client, seat))[1]  # type: ignore[index]
    refused = client.post(f"{seat}/undo", data={"step": step})
    assert refused.status_code == 409 and "only at a table of one person" in refused.text


def test_a_page_is_drawn_while_bots_hold_the_table_and_a_change_waits_then_is_refused(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("regla.web.tables.BUSY_WAIT", 0.2)
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client)
    table = tables.tables[seat.split("/")[2]]
    before = when_asked(client, seat)
    with table.lock:  # as a bot's answer being given, or the table being saved, holds it
        began = time.monotonic()
        assert client.get(seat).text == before
        assert time.monotonic() - began < 5
        step = STEP.search(before)[1]  # type: ignore[index]
        busy = client.post(f"{seat}/answer", data={"option": "0", "step": step})
        assert busy.status_code == 409 and "still playing" in busy.text
    assert client.post(f"{seat}/answer", data={"option": "0", "step": step}, follow_redirects=False).status_code == 303


@pytest.mark.parametrize("field", ["option", "step"])
def test_a_malformed_number_or_token_is_refused_not_an_error(field: str) -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client)
    table_id = seat.split("/")[2]
    data = {"option": "0", "step": STEP.search(when_asked(client, seat))[1]} | {field: "--1"}  # type: ignore[index]
    assert client.post(f"{seat}/answer", data=data).status_code == 400
    assert client.post("/new", data={"game": "el-grande", "players": "--5", "locale": "en"}).status_code == 400
    assert client.get(f"/t/{table_id}/%C3%A9").status_code == 404
    screen = start(client, players="3", people="2", hotseat="1")
    assert client.get(f"/t/{screen.split('/')[2]}/%C3%A9").status_code == 404
    host_seat = start(client, players="3", people="2")
    assert client.get(f"{host_seat}?host=%C3%A9").status_code == 200


def test_a_seat_never_receives_another_seats_secret_answer() -> None:
    """Two people at the table reach a round of secret choices; the first answers. Whatever they
    answered, the second person's page is the same, byte for byte."""
    tables = Tables()
    client = TestClient(create_app(tables))
    first_seat = start(client, players="3", people="2")
    table = tables.tables[first_seat.split("/")[2]]
    to_secret_round(table, choices=True)
    game = table.game
    pages = []
    for option in game.pending[0].options[:2]:
        twin = Table(table.id, game.clone(), table.locale, dict(table.people), table.bots)
        twin.game.apply(twin.game.pending[0].player, option)
        tables.tables[table.id] = twin
        pages.append(client.get(f"/t/{table.id}/{twin.token_of('blue')}").text)
    assert pages[0] == pages[1]


def test_people_answer_a_round_of_secret_choices_in_any_order_from_pages_that_never_change() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    first_seat = start(client, players="3", people="2")
    table = tables.tables[first_seat.split("/")[2]]
    to_secret_round(table)
    seats = {p: f"/t/{table.id}/{table.token_of(p)}" for p in ("blue", "red")}
    before = {p: client.get(link).text for p, link in seats.items()}
    for player in ("blue", "red"):
        # each answers from the page drawn before either answered; blue's page did not move when red answered
        answered = client.post(f"{seats[player]}/answer", follow_redirects=False,
                               data={"option": "0", "step": STEP.findall(before[player])[0]})
        assert answered.status_code == 303, answered.text
        if player == "blue":
            assert client.get(seats["red"]).text == before["red"]


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with serving(create_app()) as address:
        yield address


@pytest.mark.browser
def test_a_person_plays_a_whole_game_by_clicking(server: str, tmp_path: Path) -> None:
    with headless_chromium() as browser:
        tab = browser.new_page(viewport={"width": 1200, "height": 900})
        tab.goto(server)
        tab.select_option("select[name=locale]", "he")
        tab.fill("input[name=players]", "2")
        # the page is read once it has loaded: on a busy machine it may be read between the two pages
        with tab.expect_navigation():
            tab.click("button[type=submit]")
        assert tab.evaluate("document.documentElement.dir") == "rtl"
        tab.screenshot(path=str(tmp_path / "web-he.png"))
        tab.goto(server)
        tab.fill("input[name=players]", "2")
        tab.click("button[type=submit]")
        clicks = 0
        asked = tab.locator(".options button").or_(tab.get_by_text("Final scores:"))
        while True:
            # the bots play in the background: a page waiting for them loads itself again once they have
            asked.first.wait_for(timeout=BOTS_PLAY_ON * 1000)
            if "Final scores:" in tab.content():
                break
            # each answer is a form sent: wait for the page it leads to before reading the next one
            with tab.expect_navigation():
                tab.locator(".options button").first.click()
            clicks += 1
            assert clicks < 400
        assert clicks > 20
        assert tab.locator(".board svg polygon").count() == len(regla.load().board.areas)
        tab.screenshot(path=str(tmp_path / "web-en.png"))


def test_a_game_of_bots_can_be_watched_move_by_move() -> None:
    client = TestClient(create_app())
    watch = start(client, people="0", players="3")
    seen = []
    deadline = time.monotonic() + 4 * BOTS_PLAY_ON
    while "Final scores:" not in (page := client.get(watch).text) and time.monotonic() < deadline:
        # its bots play in the background, a few answers each time the page is looked at
        seen.append(page.count("<br>"))
        time.sleep(0.01)
    assert "Final scores:" in page and len(set(seen)) > 10  # it moved on a few answers per look, not at once
    assert 'name="step"' not in page
    assert client.post(f"{watch}/answer", data={"option": "0", "step": "0"}).status_code == 403


def test_the_form_chooses_the_edition_and_house_rules() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    assert "no-veto" in client.get("/").text and "big-box" in client.get("/").text
    seat = start(client, edition="big-box", house_rule="no-veto")
    ruleset = tables.tables[seat.split("/")[2]].game.ruleset
    assert {"big-box", "no-veto"} <= set(ruleset.plugins) and "veto" not in ruleset.cards
    refused = client.post("/new", data={"players": "2", "people": "1", "house_rule": ["no-veto", "single-veto"]})
    assert refused.status_code == 400 and "cannot be combined with" in refused.text


def test_hot_seat_hands_one_screen_from_person_to_person() -> None:
    """Two people share one link: before each one's turn the screen shows only whose turn it is, and a
    seat's page is shown only to the person it is handed to, when it is their turn."""
    tables = Tables()
    client = TestClient(create_app(tables))
    screen = start(client, players="3", people="2", hotseat="1")
    table = tables.tables[screen.split("/")[2]]
    assert screen.split("/")[3] == table.hotseat and table.hotseat not in table.people
    handed = answered = 0
    while not table.game.is_over and answered < 400:
        page = when_asked(client, screen)
        turn = table.snapshot().person_to_answer()
        if "Pass the screen to" in page:
            assert turn is not None and f"Pass the screen to <bdi>{turn}</bdi>." in page
            assert "<svg" not in page and 'name="step"' not in page  # nobody's seat on a hand-over screen
            client.post(f"{screen}/ready", data={"player": "blue" if turn == "red" else "red"})  # not theirs
            assert "Pass the screen to" in client.get(screen).text
            client.post(f"{screen}/ready", data={"player": turn})
            handed += 1
            continue
        assert f"<h1>{turn}</h1>" in page
        client.post(f"{screen}/answer", data={"option": "0", "step": STEP.search(page)[1]})  # type: ignore[index]
        answered += 1
    assert table.game.is_over and handed > 10
    assert "Final scores:" in client.get(screen).text


def test_an_answer_refused_at_the_hot_seat_screen_says_why() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    screen = start(client, players="3", people="2", hotseat="1")
    table = tables.tables[screen.split("/")[2]]
    # nobody has been handed the screen yet: there is no question on it to answer
    early = client.post(f"{screen}/answer", data={"option": "0", "step": "0"})
    assert early.status_code == 409 and 'role="alert"' in early.text and "Pass the screen to" in early.text
    client.post(f"{screen}/ready", data={"player": table.snapshot().person_to_answer()})
    for bad in ({"option": "0", "step": "999"}, {"option": "99", "step": str(len(table.game.history))}):
        refused = client.post(f"{screen}/answer", data=bad)
        assert refused.status_code == 409 and 'role="alert"' in refused.text, bad


def test_tables_are_kept_and_taken_up_again_with_their_links(tmp_path: Path) -> None:
    tables = Tables(tmp_path)
    client = TestClient(create_app(tables))
    seat = start(client)
    table_id, token = seat.split("/")[2:4]
    for _ in range(3):
        client.post(f"{seat}/answer", data={"option": "0", "step": STEP.search(when_asked(client, seat))[1]})  # type: ignore[index]
    when_asked(client, seat)
    history = tables.tables[table_id].game.history
    again = Tables(tmp_path)  # the app started again
    assert again.tables[table_id].game.history == history
    restarted = TestClient(create_app(again))
    page = restarted.get(f"/t/{table_id}/{token}").text
    assert STEP.search(page)[1] == str(len(history))  # type: ignore[index]
    (tmp_path / "broken.json").write_text("{}", encoding="utf-8")
    # a file that is not a table is left out, named with the reason; every other table is served
    kept = Tables(tmp_path)
    assert list(kept.tables) == [table_id] and kept.tables[table_id].game.history == history
    assert [str(p) for p in kept.unreadable] == [f"{tmp_path / 'broken.json'}: not a table saved by this regla"]
    # a table edited by hand to seat someone who does not play is left out too, not served with errors
    edited = json.loads((tmp_path / f"{table_id}.json").read_text(encoding="utf-8"))
    edited["id"], edited["people"] = "edited", {token: "purple"}
    (tmp_path / "edited.json").write_text(json.dumps(edited), encoding="utf-8")
    assert "edited" not in Tables(tmp_path).tables


def test_the_app_offers_the_mods_it_was_started_with_and_keeps_them(tmp_path: Path) -> None:
    example = Path(__file__).resolve().parent.parent / "examples" / "mods" / "royal-intrigue"
    tables = Tables(tmp_path, mods=(str(example),))
    client = TestClient(create_app(tables))
    assert 'name="mod" value="royal-intrigue"' in client.get("/").text
    seat = start(client, mod="royal-intrigue", locale="ko")
    table_id = seat.split("/")[2]
    assert "royal-levy" in tables.tables[table_id].game.ruleset.cards
    assert "음모 - 왕의 징집" in client.get(f"{seat}/rules").text
    refused = client.post("/new", data={"game": "el-grande", "players": "2", "people": "1", "mod": "../../etc"})
    assert refused.status_code == 400 and "does not offer the mod" in refused.text
    again = Tables(tmp_path, mods=(str(example),))  # the app started again, offering the same mod
    assert "royal-levy" in again.tables[table_id].game.ruleset.cards
    without = Tables(tmp_path)  # started again without the mod: that table is left out, saying why
    assert without.tables == {}
    assert [str(p) for p in without.unreadable] == [
        f"{tmp_path / (table_id + '.json')}: played with the mod 'royal-intrigue', which this app does not offer; "
        "start it with --mod"]


def test_an_option_in_a_right_to_left_refusal_reads_left_to_right(tmp_path: Path) -> None:
    client = TestClient(create_app(Tables(tmp_path)))
    refused = client.post("/new", data={"game": "el-grande", "players": "2", "people": "1", "mod": "x", "locale": "he"})
    # in an element rather than between marks: what is copied from the page is the option as written
    assert refused.status_code == 400 and '<bdi dir="ltr">--mod</bdi>' in refused.text, refused.text


def test_a_table_whose_mod_changed_since_is_left_out_naming_its_file(tmp_path: Path) -> None:
    mod = tmp_path / "ri"
    shutil.copytree(Path(__file__).resolve().parent.parent / "examples" / "mods" / "royal-intrigue", mod)
    saves = tmp_path / "saves"
    table_id = start(TestClient(create_app(Tables(saves, mods=(str(mod),)))), mod="royal-intrigue").split("/")[2]
    with (mod / "cards.yaml").open("a", encoding="utf-8") as cards:
        cards.write("# x\n")
    again = Tables(saves, mods=(str(mod),))  # the app started again, its mod edited meanwhile
    assert again.tables == {}
    [problem] = again.unreadable
    assert str(problem).startswith(f"{saves / (table_id + '.json')}: the mod 'royal-intrigue' has changed since")


def test_each_table_links_to_the_rules_it_plays_by() -> None:
    client = TestClient(create_app())
    seat = start(client, edition="big-box", locale="pt_BR")
    page = client.get(seat).text
    assert f'href="{seat}/rules"' in page
    rules = client.get(f"{seat}/rules")
    assert rules.status_code == 200 and 'lang="pt-BR"' in rules.text and "Big Box" in rules.text
    assert f'<a href="{seat}">Voltar à partida</a>' in rules.text  # and back to the seat
    table_id = seat.split("/")[2]
    assert client.get(f"/t/{table_id}/nope/rules").status_code == 404


def test_only_the_creator_is_shown_every_seats_link() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    created = client.post("/new", data={"game": "el-grande", "players": "3", "people": "3", "locale": "en"},
                          follow_redirects=False).headers["location"]
    table = next(iter(tables.tables.values()))
    links = {f"/t/{table.id}/{token}": colour for token, colour in table.people.items()}
    first = created.split("?")[0]
    page = client.get(created).text
    assert all(link in page for link in links if link != first)
    # another seat, asking as the creator's page did (or with its own token), sees no other seat's link
    second = next(link for link in links if link != first)
    for query in ("?created=1", "?host=1", f"?host={second.split('/')[-1]}", f"?host={first.split('/')[-1]}"):
        page = client.get(second + query).text
        assert not any(link in page for link in links if link != second), query


def test_a_bot_option_out_of_bounds_or_a_request_that_is_not_the_form_is_refused() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    for bots, message in (("mcts:iterations=abc", "option iterations of bot &#x27;mcts&#x27; is a whole number"),
                          ("mcts:c=-1", "option c of bot &#x27;mcts&#x27; is a number from")):
        response = client.post("/new", data={"game": "el-grande", "players": "2", "people": "1", "bots": bots,
                                             "locale": "en"}, follow_redirects=False)
        assert response.status_code == 400 and message in response.text, response.text
    assert client.post("/new", json={"players": 3}).status_code == 415
    huge = client.post("/new", data={"game": "el-grande", "players": "2", "people": "1", "bots": "x" * 200_000,
                                     "locale": "en"})
    assert huge.status_code == 400 and len(huge.text) < 100_000
    broken = client.post("/new", content=b"--x\r\nbroken", follow_redirects=False,
                         headers={"content-type": "multipart/form-data; boundary=x"})
    assert broken.status_code == 400 and not tables.tables
    # the refused form comes back as it was filled in
    refused = client.post("/new", data={"game": "el-grande", "players": "3", "people": "2", "bots": "mcts:depth=0",
                                        "edition": "big-box", "house_rule": ["no-veto", "gentle-supply"],
                                        "hotseat": "1", "locale": "en"})
    assert refused.status_code == 400
    page = refused.text
    assert 'name="players" type="number" min="2" max="5" value="3"' in page and 'value="mcts:depth=0"' in page
    assert '<option value="big-box" selected>' in page and 'name="hotseat" value="1" checked' in page
    assert 'value="no-veto" checked' in page and 'value="gentle-supply" checked' in page
    assert 'value="open-castillo" checked' not in page
    alone = client.post("/new", data={"game": "el-grande", "players": "3", "people": "1", "hotseat": "1"})
    assert alone.status_code == 400 and "it needs two people or more at the table, not 1" in alone.text
    assert tables.tables == {}


def test_a_finished_game_shows_its_scoring_and_board_in_the_tables_language_and_cannot_be_taken_back() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, locale="ko")
    while (step := STEP.search(page := when_asked(client, seat))) is not None:
        client.post(f"{seat}/answer", data={"option": "0", "step": step[1]})
    game = tables.tables[seat.split("/")[2]].game
    assert game.is_over and "&lt;bdi" not in page and "<bdi>" in page
    board = page[page.index("<svg"):page.index("</svg>")]
    assert "왕" in board and "King" not in board
    winners = regla.decision_texts(game, "ko", "html").names.join(
        [regla.decision_texts(game, "ko", "html").names.colour(p) for p in game.winners])
    assert winners in page and ("승자" in page or "승리" in page) and '<a href="/">' in page
    history = list(game.history)
    assert "/undo" not in page
    client.post(f"{seat}/undo")
    assert game.history == history and game.is_over


def test_the_form_describes_house_rules_in_the_readers_language() -> None:
    client = TestClient(create_app())
    english = client.get("/?locale=en").text
    korean = client.get("/?locale=ko").text
    rule = re.compile(r'name="house_rule" value="no-veto"> <bdi dir="ltr">no-veto</bdi> '
                      r'\(<bdi dir="ltr">el-grande</bdi>\): ([^<]+)</label>')
    said_en, said_ko = rule.search(english)[1], rule.search(korean)[1]  # type: ignore[index]
    assert said_en != said_ko and re.search("[가-힣]", said_ko) and not re.search("[A-Za-z]{3,}", said_ko)


def test_pages_the_app_has_no_route_for_and_forms_it_cannot_read_speak_the_readers_language() -> None:
    client = TestClient(create_app(Tables()))
    korean = {"accept-language": "ko"}
    missing = client.get("/t/x/y/rules/x", headers=korean)
    assert missing.status_code == 404 and "<h1>찾을 수 없습니다</h1>" in missing.text and '<a href="/">' in missing.text
    wrong = client.get("/new", headers=korean)
    assert wrong.status_code == 405 and wrong.headers["allow"] == "POST"
    assert wrong.text == "이 주소는 GET 요청을 받지 않습니다"
    # a field of 2 MB in a multipart form (the parser takes 1 MB at most)
    big = client.post("/new", headers=korean, files={"note": ("n.txt", b"n")},
                      data={"players": "2", "bots": "x" * (2 * 1024 * 1024)})
    assert big.status_code == 400 and big.text.startswith("보낸 양식을 읽을 수 없습니다")
    named = client.post("/new", data={"game": "el-grande", "players": "two", "locale": "ko"})
    assert named.status_code == 400 and "플레이어 수" in named.text


def test_a_refused_answer_page_reloads_the_seat_not_the_form_address() -> None:
    # two people: the page of the one not asked reloads itself, and must reload their seat's address
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, people="2", bots="random")
    step = STEP.search(client.get(seat).text)[1]  # type: ignore[index]
    client.post(f"{seat}/answer", data={"option": "0", "step": step})
    again = client.post(f"{seat}/answer", data={"option": "0", "step": step})
    assert again.status_code == 409
    # with script, the page loads the seat again once the table has changed; without, it reloads the seat
    refresh = re.search(r'<noscript><meta http-equiv="refresh" content="\d+; url=([^"]+)"></noscript>', again.text)
    script = re.search(r'again = "([^"]+)"', again.text)
    assert refresh is not None and refresh[1] == seat and script is not None and script[1] == seat
    # the page of someone waiting may be kept still (its reloading moves the keyboard's focus)
    waiting = client.get(seat).text
    assert "http-equiv=\"refresh\"" in waiting and f'href="{seat}?reload=off"' in waiting
    still = client.get(f"{seat}?reload=off").text
    assert "http-equiv" not in still and "<script" not in still and f'<a href="{seat}">' in still
    assert "Waiting for" in still


def test_a_seat_shows_how_the_game_stands_as_its_player_may_know_it() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, players="3")
    # the first power card is asked: the round's cards are on display
    assert "<fieldset><legend><strong>" in client.get(seat).text  # the question names its buttons' group
    page = re.sub("<[^>]+>", "", client.get(seat).text)
    assert "Round 1" in page and "On display: Deck 1: Intrigue" in page
    assert "red (you): 0 points" in page and "power cards in hand: 1–13" in page
    assert "blue: 0 points · 7 caballeros in the court · 21 caballeros in the province · 13 power cards in hand" in page
    jalgeurak = start(client, game="jalgeurak", players="2")
    page = re.sub("<[^>]+>", "", client.get(jalgeurak).text)
    assert "gold: 0" in page and "waiting area: 4× commoner" in page and "bag: none" in page


def test_the_form_refuses_as_many_bots_as_fit_no_seat_count() -> None:
    client = TestClient(create_app())
    data = {"game": "el-grande", "players": "4", "people": "1", "bots": "mcts,random", "locale": "en"}
    refused = client.post("/new", data=data)
    assert refused.status_code == 400 and "one per bot seat (3), not 2" in refused.text
    for bots in ("random", "random,greedy,random"):
        assert client.post("/new", data=data | {"bots": bots}, follow_redirects=False).status_code == 303


def test_the_form_names_games_and_languages_in_words() -> None:
    form = TestClient(create_app()).get("/?locale=ko").text
    assert '<option value="jalgeurak">잘그락 왕국</option>' in form
    assert '<option value="pt_BR" lang="pt-BR" dir="ltr">português (Brasil)</option>' in form
    assert '<option value="he" lang="he" dir="rtl">עברית</option>' in form and ">한국어</option>" in form


@pytest.mark.parametrize("players", ["3", "4"])
def test_the_forms_bots_take_several_options_as_the_command_lines_do(players: str) -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seats = int(players) - 1
    for bots in ("mcts:iterations=5,depth=3", ",".join(["mcts:iterations=5,depth=3"] * seats)):
        response = client.post("/new", data={"game": "el-grande", "players": players, "people": "1", "bots": bots,
                                             "locale": "en"}, follow_redirects=False)
        assert response.status_code == 303, response.text
        table = tables.tables[str(response.headers["location"]).split("/")[2]]
        assert list(table.bot_specs.values()) == ["mcts:iterations=5,depth=3"] * seats
        assert all((bot.iterations, bot.depth) == (5, 3) for bot in table.bots.values())  # type: ignore[attr-defined]
    mixed = "mcts:iterations=5,depth=3," + ",".join(["random"] * (seats - 1))
    response = client.post("/new", data={"game": "el-grande", "players": players, "people": "1", "bots": mixed,
                                         "locale": "en"}, follow_redirects=False)
    assert response.status_code == 303, response.text
    table = tables.tables[str(response.headers["location"]).split("/")[2]]
    assert list(table.bot_specs.values()) == ["mcts:iterations=5,depth=3", *["random"] * (seats - 1)]


def test_a_seat_sees_the_buildings_on_offer_with_what_each_does_and_never_the_piles() -> None:
    tables = Tables()
    client = TestClient(create_app(tables))
    seat = start(client, game="jalgeurak", players="2", bots="random")
    while "build your castle?" in (asked := when_asked(client, seat)):
        client.post(f"{seat}/answer", data={"option": "0", "step": STEP.search(asked)[1]})  # type: ignore[index]
    game = tables.tables[seat.split("/")[2]].game
    names = {card.id: card.name for card in game.ruleset.cards.values()}
    page = re.sub("<[^>]+>", "", when_asked(client, seat))
    state = game.state["vars"]
    offered = state["display"]
    assert offered and "On display: " in page and page.count("Costs 1 gold to build.") >= len(offered)
    assert all(names[card] in page for card in offered)
    # a card of the face-down piles is never named, unless one of its name is in sight (two colours of a
    # building share a name)
    seen = {names[card] for card in offered} | {names[card] for built in state["buildings"].values() for card in built}
    piled = {names[card] for pile in state["piles"].values() for card in pile} - seen
    assert piled and not [name for name in piled if name in page]


def test_the_form_refuses_a_player_count_naming_the_game_in_the_pages_language() -> None:
    client = TestClient(create_app())
    refused = client.post("/new", data={"game": "jalgeurak", "players": "5", "people": "1", "bots": "random",
                                        "locale": "ko"}, follow_redirects=False)
    assert refused.status_code == 400
    # the game's Korean name, with the particle that follows it
    assert "<strong>잘그락 왕국은 2~4명이 하는 게임입니다. 5명으로는 할 수 없습니다</strong>" in refused.text
