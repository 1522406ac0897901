"""Editions, variants and plugin machinery: each selection changes exactly what it says, in the data and
in play; third-party plugins load through a real entry point; broken or clashing plugins are refused
with one clear line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from conftest import arrange, house_rule_source, install, play_special
from regla.cli.main import cli
from regla.plugins import forget_discovered

CLASSIC = regla.Selection()
BIG_BOX = regla.Selection(edition="big-box")
SIX = regla.Selection(variants=("six-rounds",))


def run(*args: str) -> Any:
    return CliRunner().invoke(cli, list(args))


def _changed(old: Any, new: Any) -> dict[str, Any] | None:
    """The fields of a card or area that differ (``None``: it is gone)."""
    if new is None:
        return None
    before, after = (old.model_dump() if old else {}), new.model_dump()
    return {k: v for k, v in after.items() if before.get(k) != v}


def differences(selection: regla.Selection) -> dict[str, dict[str, Any]]:
    """What ``selection`` changes against the default rules, compared as data: option values, and the
    changed fields of cards and board areas (``None``: removed)."""
    base, ruleset = regla.load(), regla.load(selection=selection)
    assert set(base.options) <= set(ruleset.options), "a selection must not delete an option"
    options = {k: v for k, v in ruleset.options.items() if base.options.get(k) != v}
    cards = {i: _changed(base.cards.get(i), ruleset.cards.get(i))
             for i in set(base.cards) | set(ruleset.cards) if base.cards.get(i) != ruleset.cards.get(i)}
    old, new = ({a.id: a for a in r.board.areas} for r in (base, ruleset))
    board = {i: _changed(old.get(i), new.get(i)) for i in set(old) | set(new) if old.get(i) != new.get(i)}
    return {"options": options, "cards": cards, "board": board}


def play(game: regla.Game, seed: int, watch: Any = None, limit: int = 5000) -> None:
    """Random players finish the game; ``watch(game)`` sees it before every decision."""
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over:
            return
        if watch:
            watch(game)
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    raise AssertionError("the game did not end")


def first_turn(selection: regla.Selection, seed: int = 1) -> regla.Game:
    """Power cards 13, 12, 11, 10 in seat order, so red moves first; stops at red's ``take-card``,
    bringing every caballero allowed if the rules ask how many."""
    game = regla.new_game(players=4, seed=seed, selection=selection)
    for value in (13, 12, 11, 10):
        game.apply(game.pending[0].player, value)
    if game.pending[0].kind == "supply-count":
        game.apply("red", max(game.pending[0].options))
    assert [(d.player, d.kind) for d in game.pending] == [("red", "take-card")]
    return game


# -- what each selection changes in the data ---------------------------------------------------------

def test_classic_named_is_the_default() -> None:
    assert differences(regla.Selection(edition="classic")) == {"options": {}, "cards": {}, "board": {}}


def test_six_rounds_changes_only_the_rounds() -> None:
    assert differences(SIX) == {"options": {"rounds": [2, 3, 5, 6, 8, 9]}, "cards": {}, "board": {}}


def test_big_box_changes_only_its_options() -> None:
    assert differences(BIG_BOX) == {
        "options": {"used_cards": "deck_bottom", "castillo_choosable": False,
                    "return_one_includes_self": False, "supply_may_take_fewer": True},
        "cards": {}, "board": {}}


# -- what they change in play ------------------------------------------------------------------------

def test_six_rounds_plays_six_rounds_with_three_general_scorings() -> None:
    game = regla.new_game(players=4, seed=3, selection=SIX)
    rounds: list[int] = []
    scorings: list[int] = []
    previous = None

    def watch(g: regla.Game) -> None:
        nonlocal previous
        kind, now = g.pending[0].kind, g.state["vars"]["round"]
        if not rounds or rounds[-1] != now:
            rounds.append(now)
        if kind == "castillo-destination" and previous != kind:
            scorings.append(now)
        previous = kind

    play(game, seed=3, watch=watch)
    assert rounds == [2, 3, 5, 6, 8, 9]
    assert scorings == [3, 6, 9]
    assert game.state["vars"]["rounds_played"] == 6


def test_classic_plays_nine_rounds() -> None:
    game = regla.new_game(players=3, seed=4)
    play(game, seed=4)
    assert game.state["vars"]["rounds_played"] == 9


@pytest.mark.parametrize(("selection", "where"), [(CLASSIC, "discard"), (BIG_BOX, "deck")])
def test_a_used_card_leaves_the_game_or_goes_under_its_deck(selection: regla.Selection, where: str) -> None:
    game = first_turn(selection)
    card = game.pending[0].options[0]
    deck = game.ruleset.cards[card].deck
    game.apply(game.pending[0].player, card)
    game.apply(game.pending[0].player, None)  # end the turn: nothing placed, no special action
    in_deck = game.state["decks"][deck][-1] == card
    assert (in_deck, card in game.state["discard"]) == (where == "deck", where == "discard")


@pytest.mark.parametrize(("selection", "kept"), [(CLASSIC, False), (BIG_BOX, True)])
def test_big_box_keeps_every_action_card_in_the_decks(selection: regla.Selection, kept: bool) -> None:
    game = regla.new_game(players=4, seed=5, selection=selection)
    play(game, seed=5)
    state = game.state
    in_decks = sum(len(cards) for cards in state["decks"].values()) + sum(
        card is not None for card in state["display"].values()) + sum(len(h) for h in state["held"].values())
    assert (in_decks == 45 and not state["discard"]) is kept


@pytest.mark.parametrize(("selection", "castillo"), [(CLASSIC, True), (BIG_BOX, False)])
def test_big_box_never_scores_the_castillo_as_a_chosen_region(selection: regla.Selection, castillo: bool) -> None:
    game = first_turn(selection)
    play_special(game, "score-chosen-region")
    decision = game.pending[0]
    assert decision.kind == "score-choice" and ("castillo" in decision.options) is castillo


@pytest.mark.parametrize(("selection", "own_left"), [(CLASSIC, 0), (BIG_BOX, 1)])
def test_big_box_returns_one_caballero_of_each_opponent_only(selection: regla.Selection, own_left: int) -> None:
    game = first_turn(selection)
    arrange(game, {"galicia": {"red": 1}, "aragon": {"blue": 1}, "valencia": {"yellow": 1},
                   "sevilla": {"green": 1}}, king="granada")
    play_special(game, "return-one-each")
    asked = []
    while game.pending[0].kind == "return-whose":  # the active player names whose goes next
        asked.append(game.pending[0].options)
        game.apply("red", game.pending[0].options[-1])
    assert asked[0] == (["red", "blue", "yellow", "green"] if own_left == 0 else ["blue", "yellow", "green"])
    pieces = game.state["pieces"]
    assert [pieces[a].get(p, 0) for a, p in [("galicia", "red"), ("aragon", "blue"), ("valencia", "yellow"),
                                               ("sevilla", "green")]] == [own_left, 0, 0, 0]


# -- player counts -----------------------------------------------------------------------------------

class ThreePlayerShortGame:
    """Test only: three players play three rounds and start with a variable of their own."""

    @regla.hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any]:
        return {"player_counts": {"counts": {3: {"options": {"rounds": [1, 2, 3]}, "vars": {"marker": 7}}}}}


@pytest.mark.parametrize(("players", "marker"), [(3, 7), (4, None)])
def test_a_player_count_may_set_starting_variables(players: int, marker: int | None) -> None:
    game = regla.new_game(players=players, seed=2, extra_plugins=(("short-for-three", ThreePlayerShortGame()),))
    assert game.state["vars"].get("marker") == marker
    assert game.state["options"]["rounds"] == ([1, 2, 3] if players == 3 else list(range(1, 10)))


def test_a_player_count_option_changes_the_rules_played() -> None:
    game = regla.new_game(players=3, seed=2, extra_plugins=(("short-for-three", ThreePlayerShortGame()),))
    play(game, seed=2)
    assert game.state["vars"]["rounds_played"] == 3


def test_the_player_count_file_keeps_its_rank_limits() -> None:
    ruleset = regla.load()
    assert [ruleset.count_settings(n)["rank_limit"] for n in (2, 3, 4, 5)] == [1, 2, None, None]


# -- third-party plugins through a real entry point ---------------------------------------------------

@pytest.fixture
def fresh_discovery() -> Any:
    yield
    forget_discovered()


THREE_ROUNDS = house_rule_source("el-grande", "Three rounds, one scoring",
                                 "{'game': {'options': {'rounds': [1, 2, 3], 'scoring_rounds': [3]}}}")


def test_an_installed_third_party_plugin_changes_the_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                           fresh_discovery: None) -> None:
    install(tmp_path, "three-rounds", "regla_demo_three_rounds", THREE_ROUNDS, monkeypatch)
    listed = {p["name"]: p for p in json.loads(run("plugins", "--json").stdout)}
    assert listed["three-rounds"]["package"] == "regla_demo_three_rounds"
    assert listed["three-rounds"]["kind"] == "house-rule"
    game = regla.new_game(players=4, seed=1, selection=regla.Selection(house_rules=("three-rounds",)))
    play(game, seed=1)
    assert game.state["vars"]["rounds_played"] == 3


BROKEN_IMPORT = """
    raise ImportError("this plugin needs a package that is not installed")
"""


def test_a_plugin_that_fails_to_import_is_one_line_and_exit_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              fresh_discovery: None) -> None:
    install(tmp_path, "broken", "regla_demo_broken", BROKEN_IMPORT, monkeypatch)
    for command in (["plugins"], ["simulate", "--games", "1"], ["rules-diff"]):
        result = run(*command)
        assert result.exit_code == 2, result.output
        assert result.stdout == ""
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and "'broken'" in lines[0] and "ImportError" in lines[0], result.stderr
        assert "--block-plugin" in lines[0]
    blocked = run("plugins", "--json", "--block-plugin", "broken")
    assert blocked.exit_code == 0 and "broken" not in {p["name"] for p in json.loads(blocked.stdout)}


def test_the_real_command_prints_no_traceback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              fresh_discovery: None) -> None:
    install(tmp_path, "broken", "regla_demo_broken_cli", BROKEN_IMPORT, monkeypatch)
    regla_bin = Path(sys.executable).with_name("regla")
    result = subprocess.run([str(regla_bin), "plugins"], capture_output=True, text=True, check=False,
                            env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 2
    assert "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1, result.stderr


# -- plugins listing ---------------------------------------------------------------------------------

def test_plugins_lists_every_built_in_plugin() -> None:
    result = run("plugins", "--json")
    assert result.exit_code == 0
    plugins = {p["name"]: p for p in json.loads(result.stdout)}
    assert {n for n, p in plugins.items() if p["kind"] == "edition"} >= {"classic", "big-box"}
    assert plugins["six-rounds"]["kind"] == "variant"
    assert len([p for p in plugins.values() if p["kind"] == "house-rule"]) >= 5
    assert all(p["package"] == "regla" and p["description"] for n, p in plugins.items() if n in
               ("classic", "big-box", "six-rounds", "no-veto"))
    text = run("plugins").stdout
    assert any(line.split()[:3] == ["six-rounds", "variant", "regla"] for line in text.splitlines())




def test_plugins_are_described_in_the_readers_language() -> None:
    korean = run("--locale", "ko", "plugins")
    assert korean.exit_code == 0, korean.output
    [classic] = [line for line in korean.output.splitlines() if line.startswith("classic ")]
    assert "초판" in classic and "1995 rules" not in classic


@pytest.mark.parametrize("locale", ["ko", "pt_BR", "he", "hu"])
def test_every_plugin_row_is_described_in_the_readers_language(locale: str) -> None:
    """The games, their editions, variants and house rules, and the built-in bots alike: no row of
    ``regla plugins --locale ...`` keeps its English description."""
    english = {p["name"]: p["description"] for p in json.loads(run("plugins", "--json").stdout)}
    assert {"el-grande", "jalgeurak", "jalgeurak-random-persons", "jalgeurak-mixed-buildings", "bots"} <= set(english)
    result = run("plugins", "--locale", locale)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    left = {}
    for name, description in english.items():
        [row] = [line for line in lines if line.startswith(f"{name} ")]
        said = row.split(" regla ", 1)[1].strip()
        if not said or said == description or description in row:
            left[name] = said
    assert not left, f"English (or nothing) in {locale}: {left}"


COUNTS_GAMES = """
    import regla

    SEEDS = []


    @regla.hookimpl
    def regla_game_created(game):
        SEEDS.append(game.state["setup"]["seed"])
"""


@pytest.mark.parametrize("command", [["simulate"], ["lab", "--out", "report"]])
def test_every_simulated_game_is_told_to_the_game_created_hook_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_discovery: None, command: list[str]) -> None:
    install(tmp_path, "counts-games", "regla_demo_counts_games", COUNTS_GAMES, monkeypatch)
    monkeypatch.chdir(tmp_path)
    import regla_demo_counts_games  # type: ignore[import-not-found]

    regla_demo_counts_games.SEEDS.clear()  # imported once per process: another test's games are not this one's
    result = run(*command, "--games", "3", "--players", "3", "--seed", "40")
    assert result.exit_code == 0, result.output
    # the three games played, and no other: the seating is known without setting up a game
    assert regla_demo_counts_games.SEEDS == [40, 41, 42]


def returning(hook: str, value: object) -> tuple[str, object]:
    """A plugin whose ``hook`` gives ``value``."""
    def implementation(**_: object) -> object:
        return value

    return ("odd", types.SimpleNamespace(**{hook: regla.hookimpl(implementation)}))


@pytest.mark.parametrize(("hook", "value", "expected"), [
    ("regla_plugin_info", "house-rule", "dict[str, Any] | None"),
    ("regla_ops", 5, "list[type] | None"),
    ("regla_expression_functions", [len], "dict[str, Callable[..., Any]] | None"),
    ("regla_rulesets", ["game.yaml"], "dict[str, Path] | None"),
    ("regla_data_files", {"cards": "/x.yaml"}, "dict[str, list[Path]] | None"),
    ("regla_locale_domains", {"mine": 3}, "dict[str, Path] | None"),
])
def test_a_hook_giving_back_the_wrong_kind_of_value_is_refused_naming_the_plugin(
        hook: str, value: object, expected: str) -> None:
    with pytest.raises(regla.PluginError) as caught:
        regla.new_game("el-grande", players=3, seed=1, extra_plugins=(returning(hook, value),)).describe(locale="ko")
    assert str(caught.value) == f"plugin 'odd', {hook}: returned {value!r}, not {expected}"


def test_a_hook_may_give_paths_as_text() -> None:
    plugin = returning("regla_locale_domains", {"mine": "/nowhere/locales"})
    game = regla.new_game("el-grande", players=3, seed=1, extra_plugins=(plugin,))
    assert game.describe(locale="ko").prompt
