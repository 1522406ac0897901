"""Seeded random games pinned by a hash of their whole record, so an engine refactor that changes how
any game plays is caught.

The record is every decision offered (player, kind, options, context), every answer, and the final
state without the VM's own bookkeeping (the call stack), so the VM may store its progress however it
likes. A legitimate rules change re-pins these hashes and says so in its commit.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest
import regla

PINNED: dict[tuple[int, str, int], str] = {
    (2, "classic", 11):
        "377a8aec6c0b4156184b17b32077392987897056885d314bd6334b2a445fa6f8",
    (3, "classic", 12):
        "a96ab7a04440dc0744ea542c4ede5dc1ca92faca629931fc41608193d02b1c79",
    (4, "classic", 13):
        "a7c257cb0a73df10c53c2f45c62fb1302ab35e211761ac0891a90d31d954be97",
    (5, "classic", 14):
        "77984a26f8dac474e1183121c53f28e1515168740f97221ea2c6ad3649bf9b17",
    (3, "big-box", 15):
        "daca126dbfe73430281340231f09489326b444a724636772cabc85119530adcc",
    (4, "big-box", 16):
        "9911ea4f1e4f771aed333d3c40cc1fa004ae294935430ef08ee1fc8257d7355e",
    (5, "big-box", 17):
        "696840f3faaaa337c0a1bd471cc0861cd6814e9733598cbcd3e56ba62b82e155",
}


def play(players: int, edition: str, seed: int, save_at: int | None = None, clone_at: int | None = None) -> str:
    """Play one random game and return the hash of its record; optionally save and reload it (through
    JSON) after ``save_at`` decisions, or clone it after ``clone_at``, and go on with the copy."""
    game = regla.new_game("el-grande", players=players, seed=seed, selection=regla.Selection(edition))
    bot = random.Random(seed)
    digest = hashlib.sha256()
    decisions = 0
    while not game.is_over:
        if decisions == save_at:
            game = regla.load_game(game.to_json())
        if decisions == clone_at:
            game = game.clone()
        pending = game.pending
        for d in pending:
            digest.update(json.dumps([d.player, d.kind, d.options, d.context, d.secret]).encode())
        decision = pending[0]
        choice = decision.options[bot.randrange(len(decision.options))]
        digest.update(json.dumps(choice).encode())
        game.apply(decision.player, choice)
        decisions += 1
    final: dict[str, Any] = {k: v for k, v in game.state.items() if k != "stack"}
    digest.update(json.dumps(final, sort_keys=True).encode())
    return digest.hexdigest()


@pytest.mark.parametrize(("players", "edition", "seed"), list(PINNED))
def test_seeded_games_play_as_pinned(players: int, edition: str, seed: int) -> None:
    assert play(players, edition, seed) == PINNED[players, edition, seed]


@pytest.mark.parametrize("save_at", [0, 57, 140])
def test_a_saved_and_reloaded_game_plays_on_identically(save_at: int) -> None:
    assert play(4, "classic", 13, save_at=save_at) == PINNED[4, "classic", 13]


@pytest.mark.parametrize("clone_at", [0, 99])
def test_a_clone_plays_on_identically(clone_at: int) -> None:
    assert play(4, "classic", 13, clone_at=clone_at) == PINNED[4, "classic", 13]
