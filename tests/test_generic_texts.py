"""Generic words for hidden collections and for wording compound values, checked on a tiny game of
their own (no built-in game involved): a face-down pile shows only its size, list options and effect
mappings read as sentences from the game's messages, and card properties become card text lines."""

from __future__ import annotations

from pathlib import Path

import regla
from regla.data.ruleset import load_ruleset
from regla.text.decisions import DecisionTexts
from regla.text.i18n import texts_for

BOARD = """
id: yard
pieces: {name: pawn, plural: pawns, per_player: 2, start_zone: pool}
zones: [{id: pool, name: pool}]
areas:
  - {id: shed, name: Shed, values: [0]}
  - {id: barn, name: Barn, values: [0]}
"""
CARDS = """
decks: [{id: jobs, name: Jobs}]
cards:
  - {id: dig, deck: jobs, name: Dig, props: {cost: 2, spots: [{takes: [ox, mule], gives: {coins: 2}},
                                                               {takes: [ox], gives: {coins: 1, pay: 3}}]}}
"""
GAME = """
id: yard
name: Yard
board: board.yaml
cards: [cards.yaml]
colours: [white, black]
min_players: 2
max_players: 2
texts: [texts.yaml]
vars: {pile: [], picked: null}
hidden_vars: [pile]
entry: main
blocks:
  main:
    - shuffle: {items: "[1, 2, 3, 4, 5]", as: mixed}
    - set: {pile: mixed}
    - choose: {player: "'white'", kind: work, options: "[['dig', 'shed', 'ox'], ['dig', 'barn', 'mule']]",
               as: picked, context: {gain: "{'coins': 2, 'pay': 1}"}}
    - end_game: {}
"""
TEXTS = """
decisions:
  work: "{player}, which job? It pays: {gain}."
choices:
  ox: ox
  mule: mule
messages:
  option:work:dig:
    one: "dig at {second} with an {third}"
  part:coins:
    one: "earn {n} coin"
    other: "earn {n} coins"
  part:pay:
    one: "pay {n}"
  prop:cost:
    one: "Costs {value}."
  prop:spots:
    one: "Spot {number} ({takes}): {gives}."
"""


def start(tmp_path: Path, cards: str = CARDS, texts: str = TEXTS) -> regla.Game:
    files = {"board.yaml": BOARD, "cards.yaml": cards, "game.yaml": GAME, "texts.yaml": texts}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return regla.Game.start(load_ruleset(tmp_path / "game.yaml"), ["white", "black"], 3, {})


def test_a_hidden_variable_shows_only_its_size(tmp_path: Path) -> None:
    game = start(tmp_path)
    assert sorted(game.state["vars"]["pile"]) == [1, 2, 3, 4, 5]
    for player in ("white", "black", None):
        assert game.view(player)["vars"]["pile"] == 5


def test_a_hidden_variable_must_be_a_variable(tmp_path: Path) -> None:
    (tmp_path / "extra").mkdir()
    game_text = GAME.replace("hidden_vars: [pile]", "hidden_vars: [pile, stack]")
    files = {"board.yaml": BOARD, "cards.yaml": CARDS, "game.yaml": game_text, "texts.yaml": TEXTS}
    for name, text in files.items():
        (tmp_path / "extra" / name).write_text(text, encoding="utf-8")
    try:
        load_ruleset(tmp_path / "extra" / "game.yaml")
    except regla.DataError as error:
        assert "game.yaml:" in str(error) and "'stack', which is not a variable of the game" in str(error)
    else:
        raise AssertionError("an unknown hidden variable was accepted")


def test_compound_options_effects_and_card_properties_are_worded(tmp_path: Path) -> None:
    game = start(tmp_path)
    words = DecisionTexts(game.ruleset, texts_for("en"), game.players)
    described = words.describe(game.pending[0])
    assert described.prompt == "white, which job? It pays: earn 2 coins and pay 1."
    assert [o.label for o in described.options] == ["dig at Shed with an ox", "dig at Barn with an mule"]
    assert words.card_text("dig") == ("Costs 2.", "Spot 1 (ox / mule): earn 2 coins.",
                                      "Spot 2 (ox): earn 1 coin and pay 3.")


def test_a_decks_properties_are_worded_as_its_cards_own(tmp_path: Path) -> None:
    cards = CARDS.replace("{id: jobs, name: Jobs}", "{id: jobs, name: Jobs, props: {crew: 2}}")
    cards += "  - {id: rest, deck: jobs, name: Rest, props: {crew: 1}}\n"
    texts = TEXTS + '  prop:crew:\n    one: "Needs {value} hand."\n    other: "Needs {value} hands."\n'
    words = DecisionTexts(start(tmp_path, cards, texts).ruleset, texts_for("en"), ["white", "black"])
    # the deck's come first, in the deck's order; a card that sets one of them itself says its own
    assert words.card_text("dig")[:2] == ("Needs 2 hands.", "Costs 2.")
    assert words.card_text("rest") == ("Needs 1 hand.",)
