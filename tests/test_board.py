"""The board as a picture: every area drawn from the game's map, pieces and tokens where the state puts
them, a player's view keeping its secrets, right-to-left labels, and the command on a table position and
on a saved game."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli
from regla.text.board_svg import board_svg
from regla.text.i18n import texts_for

SVG = "{http://www.w3.org/2000/svg}"
POSITION = """\
players: [red, blue, yellow, green]
king: cataluna
grandes: {red: granada, blue: galicia, yellow: aragon, green: sevilla}
caballeros:
  galicia: {red: 3, blue: 2, yellow: 1}
  castillo: {red: 2, blue: 2, yellow: 1}
scoreboards: {granada: 8/4/0}
castillo_to: {red: aragon, blue: valencia, yellow: aragon}
"""


def areas_of(svg: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg)
    groups = [g for g in root.iter(f"{SVG}g") if g.get("class") == "area"]
    found = {g.get("id", "")[len("area-"):]: g for g in groups}
    assert len(found) == len(groups), "an area is drawn twice"
    return found


def pieces(group: ET.Element) -> dict[str, int]:
    return {shape.get("data-player", ""): int(shape.get("data-count", "0"))
            for shape in group.iter() if shape.get("class") == "pieces"}


def tokens(group: ET.Element) -> list[str]:
    return [t.get("data-token", "") for t in group.iter(f"{SVG}g") if t.get("class") == "token"]


def texts_in(group: ET.Element) -> list[str]:
    return [t.text or "" for t in group.iter(f"{SVG}text")]


def mid_game(seed: int = 4) -> regla.Game:
    game = regla.new_game(players=4, seed=seed)
    rnd = random.Random(seed)
    while not any(game.state["pieces"]["castillo"].values()) or len(game.history) < 60:
        decision = game.pending[0]
        game.apply(decision.player, rnd.choice(decision.options))
    return game


def test_every_area_is_drawn_with_its_pieces_and_tokens() -> None:
    game = mid_game()
    drawn = areas_of(board_svg(game.ruleset, {**game.state, "hidden_totals": {}}, texts_for("en")))
    assert set(drawn) == {a.id for a in game.ruleset.board.areas}
    for area, group in drawn.items():
        assert pieces(group) == {p: n for p, n in game.state["pieces"][area].items() if n}
        assert sorted(tokens(group)) == sorted(t for t, at in game.state["tokens"].items() if at == area)
        assert texts_in(group)[0] == game.ruleset.areas[area].name


def test_a_players_view_shows_only_the_total_of_the_others_in_the_castillo() -> None:
    game = mid_game()
    view = game.view("red")
    castillo = areas_of(board_svg(game.ruleset, view, texts_for("en")))["castillo"]
    shown = pieces(castillo)
    others = sum(n for p, n in game.state["pieces"]["castillo"].items() if p != "red")
    assert set(shown) <= {"red", "?"}
    assert shown.get("?", 0) == others
    assert shown.get("red", 0) == game.state["pieces"]["castillo"].get("red", 0)


def test_each_seat_has_a_shape_of_its_own_on_the_board_and_in_the_legend() -> None:
    """Not by colour alone: in greys, or to a reader who does not tell red from green, the shapes differ."""
    game = regla.new_game(players=5, seed=1)
    view = game.view("red")
    view["pieces"]["galicia"] = dict.fromkeys(view["players"], 12)
    root = ET.fromstring(board_svg(game.ruleset, view, texts_for("en")))
    drawn: dict[str, set[tuple[str, str | None]]] = {}
    for shape in root.iter():
        if shape.get("class") == "pieces":
            drawn.setdefault(shape.get("data-player", ""), set()).add((shape.tag, shape.get("d")))
    assert set(drawn) == set(view["players"]) and all(len(shapes) == 1 for shapes in drawn.values())
    assert len({min(shapes) for shapes in drawn.values()}) == len(drawn)
    legend = {swatch.get("data-player"): (swatch.tag, swatch.get("d"))
              for swatch in root.iter() if swatch.get("class") == "swatch"}
    assert legend == {player: min(shapes) for player, shapes in drawn.items()}


def test_the_board_is_one_named_picture_to_screen_readers() -> None:
    game = mid_game()
    root = ET.fromstring(board_svg(game.ruleset, game.view("red"), texts_for("ko")))
    assert (root.get("role"), root.get("aria-label")) == ("img", "보드")
    assert [child.get("aria-hidden") for child in root] == ["true"]  # its labels are not read one by one


def test_hebrew_labels_run_right_to_left() -> None:
    game = mid_game()
    svg = board_svg(game.ruleset, game.view("blue"), texts_for("he"))
    root = ET.fromstring(svg)
    labels = [t for t in root.iter(f"{SVG}text") if t.get("direction") == "rtl"]
    assert labels and any("\u05d0" <= ch <= "\u05ea" for t in labels for ch in (t.text or ""))
    assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == "he"


def test_the_second_game_has_a_map_too() -> None:
    game = regla.new_game("jalgeurak", players=3, seed=2)
    drawn = areas_of(board_svg(game.ruleset, game.view("red"), texts_for("ko")))
    assert len(drawn) == len(game.ruleset.board.areas) == 37


def test_the_command_draws_a_position_and_a_saved_game(tmp_path: Path) -> None:
    position = tmp_path / "table.yaml"
    position.write_text(POSITION, encoding="utf-8")
    runner = CliRunner()
    result = runner.invoke(cli, ["board", str(position), "-o", str(tmp_path / "table.svg")])
    assert result.exit_code == 0, result.output
    drawn = areas_of((tmp_path / "table.svg").read_text(encoding="utf-8"))
    assert pieces(drawn["galicia"]) == {"red": 3, "blue": 2, "yellow": 1}
    assert tokens(drawn["cataluna"]) == ["king"] and "8/4/0" in texts_in(drawn["granada"])
    save = tmp_path / "game.json"
    save.write_text(mid_game().to_json(), encoding="utf-8")
    result = runner.invoke(cli, ["board", str(save), "--player", "green", "-o", str(tmp_path / "game.svg")])
    assert result.exit_code == 0, result.output
    assert set(areas_of((tmp_path / "game.svg").read_text(encoding="utf-8"))) >= {"castillo", "galicia"}
    wrong = runner.invoke(cli, ["board", str(save), "-o", str(tmp_path / "game.gif")])
    assert wrong.exit_code == 2 and "must be .svg or .png" in wrong.output
    # the game's record draws the same picture as its save
    record = tmp_path / "record.json"
    record.write_text(json.dumps(mid_game().record()), encoding="utf-8")
    result = runner.invoke(cli, ["board", str(record), "--player", "green", "-o", str(tmp_path / "record.svg")])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "record.svg").read_bytes() == (tmp_path / "game.svg").read_bytes()


def test_a_save_is_drawn_whatever_its_name_with_its_own_rules(tmp_path: Path) -> None:
    runner = CliRunner()
    named = {}
    for name in ("game.json", "game.save", "game"):
        (tmp_path / name).write_text(mid_game().to_json(), encoding="utf-8")
        result = runner.invoke(cli, ["board", str(tmp_path / name), "-o", str(tmp_path / f"{name}.svg")])
        assert result.exit_code == 0, result.output
        named[name] = (tmp_path / f"{name}.svg").read_bytes()
    assert named["game.json"] == named["game.save"] == named["game"]
    # the save names its game and rules: a command line naming others is told so, not ignored
    for option in (["--game", "jalgeurak"], ["--edition", "classic"], ["--house-rule", "no-veto"]):
        result = runner.invoke(cli, ["board", str(tmp_path / "game.save"), "-o", str(tmp_path / "x.svg"), *option])
        assert result.exit_code == 2 and "played with" in result.output and "Traceback" not in result.output, option
        assert not (tmp_path / "x.svg").exists()


@pytest.mark.browser
def test_a_png_is_drawn_by_chromium(tmp_path: Path) -> None:
    position = tmp_path / "table.yaml"
    position.write_text(POSITION, encoding="utf-8")
    result = CliRunner().invoke(cli, ["board", str(position), "--locale", "he", "-o", str(tmp_path / "t.png")])
    assert result.exit_code == 0, result.output
    data = (tmp_path / "t.png").read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 10_000


def test_each_colours_pieces_are_named_not_only_coloured() -> None:
    # a screen reader, or a reader who cannot tell red from green, learns whose pieces they are
    game = mid_game()
    drawn = areas_of(board_svg(game.ruleset, game.view("red"), texts_for("en")))
    for area, group in drawn.items():
        for rect in group.iter(f"{SVG}rect"):
            if rect.get("class") != "pieces":
                continue
            title = rect.find(f"{SVG}title")
            assert title is not None, area
            player, n = rect.get("data-player", ""), rect.get("data-count")
            assert title.text == (f"{n} hidden" if player == "?" else f"{player}: {n}"), (area, title.text)


@pytest.mark.parametrize("locale", ["en", "he"])
def test_what_the_game_took_out_of_play_is_drawn_greyed_and_said_so(locale: str) -> None:
    game = regla.new_game("jalgeurak", players=3, seed=4)
    chosen = game.state["vars"]
    drawn = areas_of(board_svg(game.ruleset, game.view("red"), texts_for(locale)))
    out = {area for area, group in drawn.items() if group.get("data-out-of-play") == "true"}
    persons = {area.id for area in game.ruleset.board.areas if "person" in area.tags}
    # three players: some territories closed by neutral markers, and 7 of the 12 person cards in play
    assert chosen["blocked"] and len(chosen["persons"]) == 7
    assert out == set(chosen["blocked"]) | (persons - set(chosen["persons"]))
    said = texts_for(locale).t("not in play")
    assert (said != "not in play") == (locale == "he")
    assert all(any(said in text for text in texts_in(drawn[area])) for area in out)
    assert not any(said in text for area in drawn.keys() - out for text in texts_in(drawn[area]))


def test_a_game_that_takes_nothing_out_of_play_draws_every_area_in_play() -> None:
    game = mid_game()
    drawn = areas_of(board_svg(game.ruleset, game.view("red"), texts_for("en")))
    assert not [area for area, group in drawn.items() if group.get("data-out-of-play")]


def test_what_is_out_of_play_is_read_from_public_game_variables_of_the_game(tmp_path: Path) -> None:
    (tmp_path / "mod.yaml").write_text("id: drawn\nname: Drawn\nversion: 1.0.0\ngame: jalgeurak\n"
                                       "changes: changes.yaml\n", encoding="utf-8")
    (tmp_path / "changes.yaml").write_text(
        "board:\n  map:\n    out_of_play:\n      - {var: piles}\n      - {var: gold}\n"
        "      - {var: blocked, tag: persn}\n", encoding="utf-8")
    with pytest.raises(regla.DataError) as caught:
        regla.load("jalgeurak", regla.Selection(mods=(str(tmp_path),)))
    told = [str(problem) for problem in caught.value.problems]
    where = str(tmp_path / "changes.yaml")
    assert told == [
        f"{where}:4:10: out_of_play names 'piles', a hidden variable: the picture of the board would show it "
        "to every player",
        f"{where}:5:10: out_of_play names 'gold', which is not a variable of the game (a player variable cannot "
        "list the board's areas)",
        f"{where}:6:24: unknown area tag 'persn'; did you mean 'person'?"]
