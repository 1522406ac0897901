"""A failed step leaves the game exactly as it was; only the decision's own options, of the same type,
are accepted; an answer object cannot run its own code inside the engine."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import regla
from regla.data.ruleset import load_ruleset
from regla.errors import DataError, IllegalChoice, InternalError
from test_hostile_expressions import mini_game

pytestmark = pytest.mark.hostile

# picking 2 fails half-way: pieces moved, variables set and the log written before the error
PROGRAM = """
- choose: {player: "players[0]", kind: pick, options: "[1, 2, 'two']", as: c}
- transfer: {player: "players[0]", from: "'hand'", to: "'field'", count: 1}
- set: {x: c}
- log: {event: picked, data: {c: c}}
- if: {cond: "c == 2", then: [{set: {x: "range(c)"}}]}
- choose: {player: "players[1]", kind: again, options: "[True, False]", as: d}
"""


def snapshot(game: regla.Game) -> str:
    return json.dumps(game.state)  # key order included: it is part of the state


@pytest.fixture
def game(tmp_path: Path) -> regla.Game:
    return regla.Game.start(load_ruleset(mini_game(tmp_path, PROGRAM)), ["white", "black"], 1, {})


def test_an_error_half_way_through_a_step_leaves_the_state_as_it_was(game: regla.Game) -> None:
    before = snapshot(game)
    with pytest.raises(DataError, match=r"game\.yaml:\d+:1: set failed: .*range cannot be stored") as caught:
        game.apply("white", 2)
    # a mistake of the rules data, named at its instruction: exit 1 (invalid data), not an engine bug
    assert caught.value.exit_code == 1
    assert snapshot(game) == before
    assert [d.kind for d in game.pending] == ["pick"]
    game.apply("white", 1)
    assert game.state["vars"]["x"] == 1 and game.state["pieces"]["field"] == {"white": 1}
    assert [d.kind for d in game.pending] == ["again"]


def test_the_game_plays_on_after_a_failed_step_and_saves_identically(game: regla.Game) -> None:
    with pytest.raises(InternalError):
        game.apply("white", 2)
    game.apply("white", "two")
    game.apply("black", False)
    assert game.is_over
    assert regla.Game.from_json(game.ruleset, game.to_json()).state == game.state


class Slippery:
    """Claims to equal everything; its comparison, hash and repr all raise."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("escaped")

    def __hash__(self) -> int:
        raise RuntimeError("escaped")

    def __repr__(self) -> str:
        raise RuntimeError("escaped")


class LikeOne(int):
    pass


WRONG: dict[str, tuple[str, Any]] = {
    "True for 1": ("white", True),
    "1.0 for 1": ("white", 1.0),
    "'1' for 1": ("white", "1"),
    "an int subclass equal to 1": ("white", LikeOne(1)),
    "a list holding 1": ("white", [1]),
    "None where no pass is offered": ("white", None),
    "an object whose __eq__ raises": ("white", Slippery()),
    "the other player": ("black", 1),
    "a player who is not there": ("purple", 1),
    "an unhashable player": ({"white": 1}, 1),
}


@pytest.mark.parametrize("case", list(WRONG))
def test_only_the_options_themselves_are_accepted(game: regla.Game, case: str) -> None:
    player, choice = WRONG[case]
    before = snapshot(game)
    with pytest.raises(IllegalChoice):
        game.apply(player, choice)
    assert snapshot(game) == before


def test_the_stored_answer_is_the_option_not_the_callers_object(game: regla.Game) -> None:
    game.apply("white", 1)
    game.apply("black", True)
    assert game.is_over
    assert type(game.state["vars"]["x"]) is int


def test_a_clone_is_independent(game: regla.Game) -> None:
    copy = game.clone()
    copy.apply("white", 1)
    assert [d.kind for d in game.pending] == ["pick"]
    assert game.state["pieces"]["field"] == {}
    assert copy.state["pieces"]["field"] == {"white": 1}
    assert list(copy.state) == list(game.state)
