"""Seeded random games pinned by a hash of their whole record, so an engine refactor that changes how
any game plays is caught.

The record is every decision offered (player, kind, options, context), every answer, and the final
state without the VM's own bookkeeping (the call stack and the save format's number), so the VM may
store its progress however it likes. A legitimate rules change re-pins these hashes and says so in its commit.
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
        "c8d4e867f51fcd25b18c8589104d793368964c9fc9838827784a9d54589de8b4",
    (3, "classic", 12):
        "a789edd3ab45ef9a3b18c10ecd1496c65c7a95ede6c700e35a3f2d88f1774925",
    (4, "classic", 13):
        "0a2c9f5a2824311b7177898cc84971b28d610843f7b257d037db8c9bfa3871bb",
    (5, "classic", 14):
        "10617d1e047e29a8e09b08a1df547f100bc34f99ada19c041c112f69f23afd8d",
    (3, "big-box", 15):
        "1401e478e6921368dff0404c9e8da76424c6fc2cf7575fc33994ee6349c38c8c",
    (4, "big-box", 16):
        "51321d4c57712f85b821b0d2712c2ce487a90137f3a73d0b9dbf2e5006228afe",
    (5, "big-box", 17):
        "3db8b39926e20bf700186948a4ce79eff72b1051e1c66c864be98e6b64c022ea",
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
    # the history repeats the answers hashed above; the save format's number is no part of the game
    final: dict[str, Any] = {k: v for k, v in game.state.items() if k not in ("stack", "history", "format")}
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
