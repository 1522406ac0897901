"""The generic words added for games with bags, maps and per-player boards, checked on a tiny game of
their own (no built-in game involved): connectivity, list and mapping helpers, scores with a floor,
tie-breaks."""

from __future__ import annotations

from pathlib import Path

import regla
from regla.data.ruleset import load_ruleset

BOARD = """
id: path
pieces: {name: pawn, plural: pawns, per_player: 3, start_zone: pool}
zones: [{id: pool, name: pool}]
tokens: [{id: home, name: home, per_player: true}]
areas:
  - {id: a, name: A, tags: [land], values: [0], adjacent: [b]}
  - {id: b, name: B, tags: [land], values: [0], adjacent: [a, c]}
  - {id: c, name: C, tags: [land], values: [0], adjacent: [b, d]}
  - {id: d, name: D, tags: [land], values: [0], adjacent: [c]}
  - {id: e, name: E, tags: [land], values: [0]}
"""
CARDS = """
decks: [{id: tools, name: Tools}, {id: toys, name: Toys}]
cards:
  - {id: hammer, deck: tools, copies: 2, name: Hammer, props: {weight: 3}}
  - {id: saw, deck: tools, name: Saw, props: {weight: 2}}
  - {id: kite, deck: toys, name: Kite, props: {weight: 1}}
  - {id: kite-red, deck: toys, name: Kite, props: {weight: 1, lift: 0, rows: [{n: 0}]}}
"""
GAME = """
id: path
name: Path
board: board.yaml
cards: [cards.yaml]
colours: [white, black]
min_players: 2
max_players: 2
vars: {out: {}, tiebreak: {}}
entry: main
blocks:
  main:
    - place_token: {token: "'home:white'", at: "'a'"}
    - transfer: {player: "'white'", from: "'pool'", to: "'c'", count: 2}
    - transfer: {player: "'black'", from: "'pool'", to: "'d'", count: 1}
    - set_item: {var: out, key: "'near'", value: "distances('a', ['b', 'c', 'e'])"}
    - set_item: {var: out, key: "'cut'", value: "distances('a', ['c', 'd'])"}
    - set_item: {var: out, key: "'tools'", value: "cards_in('tools')"}
    - set_item: {var: out, key: "'both'", value: "cards_in(['tools', 'toys'])"}
    - set_item: {var: out, key: "'names'", value: "card_names(['kite', 'kite-red', 'saw'])"}
    - set_item: {var: out, key: "'weights'", value: "props_of(['hammer', 'kite'], 'weight')"}
    - set_item: {var: out, key: "'removed'", value: "remove_one(['x', 'y', 'x'], 'x')"}
    - set_item: {var: out, key: "'count'", value: "occurrences(['x', 'y', 'x'], 'x')"}
    - set_item: {var: out, key: "'added'", value: "with_added({'g': 1}, 'g', 2)"}
    - set_item: {var: out, key: "'fresh'", value: "with_added({}, 'g', 2)"}
    - let: {steps: "[[5, 9], [4, 6], [0, 3]]"}
    - set_item: {var: out, key: "'tiers'", value: "[tier(2, steps), tier(4, steps), tier(7, steps)]"}
    - set_item: {var: out, key: "'lookup'", value: "[lookup({'k': 1}, 'k'), lookup({}, 'k', 0)]"}
    - set_item: {var: out, key: "'on_land'", value: "[pieces_on('land', 'white'), pieces_on('land', 'black')]"}
    - set_item: {var: out, key: "'owners'", value: "[token_owner('home', 'a'), token_owner('home', 'b')]"}
    - set_item: {var: out, key: "'lengths'", value: "total_length({'p': [1, 2], 'q': [3]})"}
    - add_score: {player: "'white'", points: 3}
    - add_score: {player: "'black'", points: 2}
    - add_score: {player: "'black'", points: -5, floor: 0}
    - add_score: {player: "'black'", points: 3}
    - set_item: {var: out, key: "'scores'", value: "scores()"}
    - set_item: {var: tiebreak, key: "'white'", value: "[0, 1]"}
    - set_item: {var: tiebreak, key: "'black'", value: "[0, 2]"}
    - end_game: {}
"""


def _play(tmp_path: Path) -> regla.Game:
    for name, text in {"board.yaml": BOARD, "cards.yaml": CARDS, "game.yaml": GAME}.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    game = regla.Game.start(load_ruleset(tmp_path / "game.yaml"), ["white", "black"], 1, {})
    assert game.is_over
    return game


def test_distances_follow_neighbours_through_the_allowed_areas_only(tmp_path: Path) -> None:
    out = _play(tmp_path).state["vars"]["out"]
    assert out["near"] == {"a": 0, "b": 1, "c": 2}
    assert out["cut"] == {"a": 0}


def test_card_helpers_read_decks_names_and_props(tmp_path: Path) -> None:
    out = _play(tmp_path).state["vars"]["out"]
    assert out["tools"] == ["hammer", "hammer", "saw"]
    assert out["both"] == ["hammer", "hammer", "saw", "kite", "kite-red"]
    assert out["names"] == ["Kite", "Kite", "Saw"]
    assert out["weights"] == [3, 1]


def test_list_and_mapping_helpers(tmp_path: Path) -> None:
    out = _play(tmp_path).state["vars"]["out"]
    assert out["removed"] == ["y", "x"]
    assert out["count"] == 2
    assert out["added"] == {"g": 3} and out["fresh"] == {"g": 2}
    assert out["tiers"] == [3, 6, 9]
    assert out["lookup"] == [1, 0]
    assert out["lengths"] == 3


def test_pieces_and_tokens_by_owner(tmp_path: Path) -> None:
    out = _play(tmp_path).state["vars"]["out"]
    assert out["on_land"] == [2, 1]
    assert out["owners"] == ["white", None]


def test_add_score_respects_its_floor_and_the_tiebreak_decides_a_tie(tmp_path: Path) -> None:
    game = _play(tmp_path)
    assert game.state["vars"]["out"]["scores"] == {"white": 3, "black": 3}
    assert game.winners == ["black"]


def test_card_props_are_plain_json_even_for_zero(tmp_path: Path) -> None:
    # the YAML loader reads 0 as an int subclass; a game may only store plain JSON values
    ruleset = _play(tmp_path).ruleset
    props = ruleset.cards["kite-red"].props
    assert type(props["lift"]) is int and type(props["rows"][0]["n"]) is int
