"""Jalgeurak Kingdom, played through the public API: setup per player count, the phases, conquest
costs and connectivity, councils, the FAQ cases, and random games that keep every citizen."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
import regla
from regla.lab.simulate import simulate

GAME = "jalgeurak"
COLOURS = ["red", "blue", "yellow", "green"]
RANDOM = object()


def start(players: int, seed: int = 1) -> regla.Game:
    return regla.new_game(GAME, COLOURS[:players], seed=seed)


def answer_until(game: regla.Game, stop: Callable[[regla.Game], bool],
                 policy: Callable[[Any], Any] | None = None, seed: int = 0) -> None:
    """Answer decisions (by ``policy``; RANDOM or no policy: at random) until ``stop`` holds or the game
    ends."""
    rnd = random.Random(seed)
    while not game.is_over and not stop(game):
        decision = game.pending[0]
        choice = policy(decision) if policy else RANDOM
        game.apply(decision.player, rnd.choice(decision.options) if choice is RANDOM else choice)


def v(game: regla.Game) -> dict[str, Any]:
    return game.state["vars"]


@pytest.mark.parametrize(("players", "persons", "display"), [(2, 5, 3), (3, 7, 6), (4, 9, 6)])
def test_setup_by_player_count(players: int, persons: int, display: int) -> None:
    game = start(players)
    # every player picks a castle among the sites of this count, top of the stack first
    answer_until(game, lambda g: g.pending[0].kind != "castle")
    state = v(game)
    assert len(state["persons"]) == persons
    assert {"prince", "queen", "jester", "princess-1", "princess-2"} <= set(state["persons"])
    assert len(state["display"]) == display
    castles = [game.state["tokens"][f"castle:{p}"] for p in game.players]
    assert len(set(castles)) == players and set(castles) <= set(state["castle_sites"])
    for p in game.players:
        assert state["waiting"][p] == ["commoner"] * 4 and state["bag"][p] == []
    assert state["supply"]["commoner"] == 28 - 4 * players
    # two players use one copy of each building: 8 per colour, else 16
    per_colour = 8 if players == 2 else 16
    total = sum(len(p) for p in state["piles"].values()) + len(state["display"])
    assert total == 3 * per_colour


def test_the_first_draw_adds_a_corrupt_official_to_the_empty_bag() -> None:
    game = start(2)
    # pass every placement and management: the four commoners go to rest, then 5 are drawn
    answer_until(game, lambda g: g.pending[0].kind == "place")
    me = game.pending[0].player
    answer_until(game, lambda g: g.pending[0].player != me or v(g)["waiting"][me] != ["commoner"] * 4,
                 policy=lambda d: None if d.kind in ("place", "manage") else d.options[0])
    state = v(game)
    assert sorted(state["waiting"][me]) == sorted(["commoner"] * 4 + ["corrupt"])
    assert state["rest"][me] == [] and state["bag"][me] == []
    assert game.scores[me] == 3  # not taxed: 3 fame


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_citizen_and_marker(players: int) -> None:
    report = simulate(regla.load(GAME), COLOURS[:players], games=20, seed=5)
    assert report.completed == 20 and report.errors == 0 and report.invariant_violations == 0
