"""Seeded random games pinned by a hash of their whole record, so an engine refactor that changes how
any game plays is caught.

The record is every decision offered (player, kind, options, context), every answer, and the final
state without the VM's own bookkeeping (the call stack and the save format's number), so the VM may
store its progress however it likes. A legitimate rules change re-pins these hashes and says so in its commit.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import sysconfig
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

import pytest
import regla
import regla.engine.vm
from regla.lab.bench import engine_compiled

CHECKOUT = Path(__file__).resolve().parent.parent

PINNED: dict[tuple[int, str, int], str] = {
    (2, "classic", 11):
        "6291c03c2cc064b9f325ee080db19edd59840c3b020b494f99afb576c4f93ae8",
    (3, "classic", 12):
        "4b4d969286280f461bb3d5476bf7c0865ef6cf19d1f92562cdc176e179d71f19",
    (4, "classic", 13):
        "0d87745bbbf093439fdb98c1899ccd9bd4dbd798f438225bcc9dadc89152fd77",
    (5, "classic", 14):
        "d5a19e866f7012283b8c6b43edf4fa82fae458512e7c2e0d9c9c71613d948af6",
    (3, "big-box", 15):
        "7ac7b86b62adca53ae78941344dbc6c84d5df0dd51efef9dc17516ec6e627861",
    (4, "big-box", 16):
        "9c27b8af6de89ba3b58ca21b30efa54d297bfe8fc482c19afdea717a1975346b",
    (5, "big-box", 17):
        "f6d813839b9b63b51370af46d8f3ab853cbfa0eb683947ce7d0813a09fcce366",
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


GAME_DIGEST = """
import hashlib, random, regla, regla.engine.vm
digest = hashlib.sha256()
for game, players in (("el-grande", 4), ("jalgeurak", 3)):
    for seed in range(3):
        played = regla.new_game(game, players=players, seed=seed)
        bot = random.Random(seed)
        while not played.is_over:
            decision = played.pending[0]
            played.apply(decision.player, decision.options[bot.randrange(len(decision.options))])
        digest.update(played.to_json().encode())
print(digest.hexdigest(), regla.engine.vm.__file__)
"""


def test_the_same_seeds_and_choices_make_the_same_games_whatever_the_string_hashes() -> None:
    # each process hashes strings its own way (PYTHONHASHSEED); nothing a game does may follow that order
    digests = set()
    for hash_seed in ("1", "2", "777"):
        done = subprocess.run([sys.executable, "-c", GAME_DIGEST], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": hash_seed})
        digests.add(done.stdout.split()[0])
    assert len(digests) == 1


def _compiler() -> str | None:
    compiler = sysconfig.get_config_var("CC")
    return shutil.which(compiler.split()[0]) if compiler else None


def test_a_wheel_built_with_a_c_compiler_runs_the_engine_compiled() -> None:
    # a checkout's editable install runs its sources, always (an extension would outlive the edits to its
    # file); a wheel compiles the engine wherever a compiler is found, unless told not to
    from_wheel = Path(regla.__file__).resolve().parent.name == "regla"
    expected = from_wheel and _compiler() is not None and not os.environ.get("REGLA_PURE_PYTHON")
    assert engine_compiled() == expected, (regla.__file__, regla.engine.vm.__file__)


def test_the_sources_play_the_same_games_as_the_installed_engine(tmp_path: Path) -> None:
    # the checkout's sources, ahead of the installed package: where that is a compiled wheel (as in CI), this
    # is the compiled engine and its Python sources playing the same seeded games
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "regla").symlink_to(CHECKOUT / "core", target_is_directory=True)
    (sources / "regla_plugins").symlink_to(CHECKOUT / "plugins", target_is_directory=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    runs = {}
    for name, env in (("installed", {}), ("sources", {"PYTHONPATH": str(sources)})):
        done = subprocess.run([sys.executable, "-c", GAME_DIGEST], capture_output=True, text=True, check=True,
                              cwd=elsewhere, env={**os.environ, **env})
        runs[name] = done.stdout.split()
    assert Path(runs["sources"][1]).resolve() == CHECKOUT / "core" / "engine" / "vm.py"
    assert runs["installed"][1].endswith(tuple(EXTENSION_SUFFIXES)) == engine_compiled()
    assert runs["sources"][0] == runs["installed"][0]
