"""Generic words for what a player count sets and for a variable's value, checked on a tiny game of its
own (no built-in game involved): ``regla rules-diff --players N`` says a starting variable by the game's
``count-var:`` message, the header words one value of a variable by ``var:<name>:<value>``, and what
the setup lays out is shown with the board by ``board-var:<name>``, not in the header."""

from __future__ import annotations

from pathlib import Path

import regla
from regla.cli.play_view import PlayView
from regla.data.ruleset import load_ruleset
from regla.text.i18n import texts_for
from regla.text.rules_diff import render, rules_diff
from regla.text.status import StatusTexts
from test_generic_texts import BOARD as YARD

# the other tiny game's yard, with a third area
BOARD = YARD + "  - {id: mill, name: Mill, values: [0]}\n"
GAME = """
id: yard
name: Yard
board: board.yaml
cards: []
player_counts: players.yaml
colours: [white, black, grey]
min_players: 2
max_players: 3
texts: [texts.yaml]
vars: {gates: [shed, barn, mill], moves: 2, helpers: 3, stage: 0}
entry: main
blocks:
  main:
    - choose: {player: "players[0]", kind: gate, options: gates, as: picked}
    - set: {stage: 1}
    - choose: {player: "players[0]", kind: gate, options: gates, as: picked}
    - end_game: {}
"""
PLAYERS = """
counts:
  2: {vars: {gates: [shed, mill], moves: 1, helpers: 0}}
  3: {}
"""
TEXTS = """
messages:
  count-var:gates:
    one: "Only {value} has a gate."
    other: "Only {value} have gates."
  count-var:moves:1:
    one: "Each player moves once a turn."
  var:stage:
    one: "Stage {value}"
  var:stage:0:
    one: "Getting ready"
  board-var:gates:
    one: "Gates: {value}"
"""


def ruleset(tmp_path: Path) -> regla.Ruleset:
    files = {"board.yaml": BOARD, "game.yaml": GAME, "players.yaml": PLAYERS, "texts.yaml": TEXTS}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return load_ruleset(tmp_path / "game.yaml")


def test_a_starting_variable_of_a_player_count_is_said_in_the_games_words(tmp_path: Path) -> None:
    rules = ruleset(tmp_path)
    texts = texts_for("en")
    diff = rules_diff(rules, rules, texts, players=2)
    count = diff["player_count"]
    assert count["vars"] == {"gates": ["shed", "mill"], "helpers": 0, "moves": 1}
    # a list is named and counted, one value has a sentence of its own, a variable without one is plain
    assert count["var_texts"] == {"gates": "Only Shed and Mill have gates.",
                                  "moves": "Each player moves once a turn."}
    assert render(diff, texts) == ["With 2 players: Only Shed and Mill have gates.",
                                   "With 2 players, helpers starts at 0",
                                   "With 2 players: Each player moves once a turn."]
    assert rules_diff(rules, rules, texts, players=3)["player_count"] is None


def test_one_value_of_a_header_variable_has_words_of_its_own(tmp_path: Path) -> None:
    game = regla.Game.start(ruleset(tmp_path), ["white", "black"], 3, {})
    words = StatusTexts(game.ruleset, texts_for("en"), game.players)
    assert words.header(game.state["vars"]) == ["Getting ready"]
    game.apply("white", "shed")
    assert words.header(game.state["vars"]) == ["Stage 1"]


def test_what_the_setup_lays_out_is_shown_with_the_board_not_in_the_header(tmp_path: Path) -> None:
    game = regla.Game.start(ruleset(tmp_path), ["white", "black", "grey"], 3, {})
    view = PlayView(game.ruleset, texts_for("en"), game.players)
    variables = game.view("white")["vars"]
    assert view.laid_out(variables) == ["Gates: Shed, Barn, and Mill"]
    assert "Gates: Shed, Barn, and Mill" not in view.header(variables)
    board = view.board(game.view("white"))
    assert board[:2] == ["Getting ready", "Gates: Shed, Barn, and Mill"]
    # an empty one says nothing
    assert view.laid_out({**variables, "gates": []}) == []
