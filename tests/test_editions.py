"""The default edition belongs to its game: El Grande is played in ``classic`` when no edition is named, a
game without editions in none, and an edition plugin may declare itself its game's default. Nothing of
one game's editions reaches another game: not its plugins, its saves, the help nor the rule reference."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from conftest import install
from live import start
from regla.cli.main import cli
from regla.plugins import forget_discovered
from regla.web.app import create_app
from regla.web.registry import Tables
from starlette.testclient import TestClient

JALGEURAK = "jalgeurak"
QUICK = ("--auto", "--players", "2", "--seed", "1")


def run(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args))


@pytest.fixture
def fresh_discovery() -> Iterator[None]:
    yield
    forget_discovered()


def edition_source(game: str, options: dict[str, Any]) -> str:
    """An edition of ``game`` that declares itself its default and sets ``options``."""
    return (
        "import regla\n\n"
        "@regla.hookimpl\n"
        "def regla_plugin_info():\n"
        f"    return {{'kind': 'edition', 'game': {game!r}, 'default': True, 'description': 'test edition'}}\n\n"
        "@regla.hookimpl\n"
        "def regla_ruleset_overlay(ruleset_id, players):\n"
        f"    return {{'game': {{'options': {options!r}}}}} if ruleset_id == {game!r} else None\n"
    )


def test_jalgeurak_plays_with_el_grandes_default_edition_blocked() -> None:
    blocked = run("play", "--game", JALGEURAK, *QUICK, "--block-plugin", "classic")
    assert blocked.exit_code == 0, blocked.output
    assert blocked.stdout == run("play", "--game", JALGEURAK, *QUICK).stdout


def test_a_jalgeurak_game_loads_no_plugin_of_el_grande() -> None:
    installed = regla.discover()

    def active(game: str) -> dict[str, str]:
        manager = regla.new_game(game, players=2, seed=1).ruleset.manager
        return {name: installed[name].kind for name, _ in manager.list_name_plugin()
                if name in installed and installed[name].game not in (None, game)}

    # every game's manager holds the game plugins, which only tell which games there are
    assert set(active(JALGEURAK).values()) == {"game"}
    assert set(active("el-grande").values()) == {"game"}
    assert "classic" in {name for name, _ in regla.new_game(players=2, seed=1).ruleset.manager.list_name_plugin()}


def test_an_edition_of_another_game_is_refused_named_as_unnamed() -> None:
    named = run("play", "--game", JALGEURAK, *QUICK, "--edition", "classic")
    assert named.exit_code == 2
    assert "'classic' changes the game 'el-grande', not 'jalgeurak'" in named.stderr
    assert regla.new_game(JALGEURAK, players=2, seed=1).state["setup"]["edition"] is None


@pytest.mark.parametrize(("args", "said"), [
    (("play", "--help"), "Edition (default: classic)."),
    (("play", "--game", JALGEURAK, "--help"), "Edition (default: none)."),
    # --help is answered as soon as it is read: the game after it counts all the same
    (("rules-diff", "--help", f"--game={JALGEURAK}"), "Edition (default: none)."),
    # the mod's own game decides, which its help cannot know
    (("mod", "check", "--help"), "Edition (default: the game's default edition, if it"),
])
def test_the_help_names_the_default_edition_of_the_game_it_is_for(args: tuple[str, ...], said: str) -> None:
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert said in result.stdout
    assert ("classic" in result.stdout) == ("classic" in said)


def test_the_rule_reference_names_the_edition_in_force() -> None:
    assert "Edition: Classic (1995)." in run("rules").stdout
    assert "Edition: Big Box (2016)." in run("rules", "--edition", "big-box").stdout
    assert "Edition: none." in run("rules", "--block-plugin", "classic").stdout


def test_an_edition_may_be_its_games_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             fresh_discovery: None) -> None:
    install(tmp_path, "short-draw", "regla_demo_short_draw", edition_source(JALGEURAK, {"draw_count": 4}), monkeypatch)
    game = regla.new_game(JALGEURAK, players=2, seed=1)
    assert game.ruleset.options["draw_count"] == 4
    # the save records what was named (nothing), and loads under the default in force
    assert game.state["setup"]["edition"] is None
    assert regla.load_game(game.to_json(), regla.Selection("short-draw")).ruleset.options["draw_count"] == 4
    listed = {p["name"]: p for p in json.loads(run("plugins", "--json").stdout)}
    assert listed["short-draw"]["default"] and listed["classic"]["default"] and not listed["big-box"]["default"]
    assert "Edition (default: short-draw)." in run("play", "--game", JALGEURAK, "--help").stdout
    # El Grande keeps its own default
    assert regla.new_game(players=2, seed=1).ruleset.options.get("draw_count") is None


def test_two_default_editions_of_one_game_are_refused_unless_one_is_named(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_discovery: None) -> None:
    rival = edition_source("el-grande", {"used_cards": "deck_bottom"})
    install(tmp_path, "rival", "regla_demo_rival_default", rival, monkeypatch)
    with pytest.raises(regla.PluginError, match=r"'el-grande' has more than one default edition \(classic, rival\)"):
        regla.new_game(players=2, seed=1)
    named = regla.new_game(players=2, seed=1, selection=regla.Selection("rival"))
    assert named.ruleset.options["used_cards"] == "deck_bottom"


def test_with_two_default_editions_a_named_one_is_told_against_the_games_own_rules(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_discovery: None) -> None:
    rival = edition_source("el-grande", {"used_cards": "deck_bottom"})
    install(tmp_path, "rival", "regla_demo_rival_baseline", rival, monkeypatch)
    # no default rules to compare with: the game as its data has it stands in for them
    big_box = run("rules-diff", "--edition", "big-box", "--json")
    assert big_box.exit_code == 0, big_box.output
    assert {o["option"] for o in json.loads(big_box.stdout)["options"]} == {
        "used_cards", "castillo_choosable", "return_one_includes_self", "supply_may_take_fewer"}
    named = run("rules-diff", "--edition", "rival")
    assert named.exit_code == 0 and named.stdout.startswith("Option: Action cards that were used"), named.output
    reference = run("rules", "--edition", "classic", "--format", "text")
    assert reference.exit_code == 0 and "Edition: Classic (1995)." in reference.stdout, reference.output
    # with no edition named there are no default rules to play, nor to compare with
    unnamed = run("rules-diff")
    assert unnamed.exit_code == 2 and "more than one default edition (classic, rival)" in unnamed.stderr


def test_with_two_default_editions_the_web_app_asks_for_one_and_games_of_a_named_one_go_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_discovery: None) -> None:
    saves = tmp_path / "saves"
    client = TestClient(create_app(Tables(saves)))
    seat = start(client, edition="big-box")
    saved = regla.new_game(players=3, seed=2, selection=regla.Selection("classic")).to_json()
    install(tmp_path, "rival", "regla_demo_rival_web", edition_source("el-grande", {"used_cards": "deck_bottom"}),
            monkeypatch)
    # the form is shown, offering the editions; left at no edition it is refused, saying why
    home = client.get("/")
    assert home.status_code == 200 and 'value="rival"' in home.text and 'value="classic"' in home.text
    unnamed = client.post("/new", data={"game": "el-grande", "players": "2", "people": "1", "bots": "greedy"})
    assert unnamed.status_code == 400 and "more than one default edition (classic, rival)" in unnamed.text
    # in the words of the form, which has no command-line options
    assert "choose the edition to play" in unnamed.text and "--edition" not in unnamed.text
    # a game that names its edition loads with that selection given, and a table of one is taken up again
    assert regla.load_game(saved, regla.Selection("classic")).state["setup"]["edition"] == "classic"
    again = Tables(saves)
    assert not again.unreadable and seat.split("/")[2] in again.tables
