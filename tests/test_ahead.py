"""Blocks and expressions written ahead of time: the built-in games run them (compiled to machine code
when the package is a wheel), they play the very games the functions compiled at load play, they are
kept up to date with the data, and an error in one is placed at its instruction as in any other."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import pytest
import regla
from regla.data.resources import data_path
from regla.data.ruleset import load_ruleset
from regla.engine.ahead import factories_module
from regla.engine.blockcode import block_sources
from regla.engine.vm import VM
from regla.lab.bench import engine_compiled
from test_vm import MIDWAY, fails_midway_and_plays_on, write_game

COUNTS = {"el-grande": (2, 3, 4, 5), "jalgeurak": (2, 3, 4)}
SEATS = {"el-grande": ["red", "blue", "yellow", "green", "black"], "jalgeurak": ["red", "blue", "yellow", "green"]}


def written_ahead(ruleset: regla.Ruleset) -> tuple[set[str | None], set[str | None]]:
    """The modules the ruleset's block functions and expression functions come from."""
    return ({function.__module__ for function in ruleset.block_functions.values()},
            {expr.fn.__module__ for expr in ruleset.expressions if expr.function_source})


@pytest.mark.parametrize("game", sorted(COUNTS))
def test_a_built_in_game_runs_no_function_compiled_at_load(game: str) -> None:
    module = f"regla_plugins.ahead.blocks_{game.replace('-', '_')}"
    for players in COUNTS[game]:
        assert written_ahead(regla.load(game, None, players)) == ({module}, {module})


@pytest.mark.parametrize("game", sorted(COUNTS))
def test_a_wheel_compiles_a_games_module_written_ahead_with_the_engine(game: str) -> None:
    module = importlib.import_module(f"regla_plugins.ahead.blocks_{game.replace('-', '_')}")
    assert str(module.__file__).endswith(tuple(EXTENSION_SUFFIXES)) == engine_compiled()


def test_a_wheel_compiles_the_vm_as_a_type_whose_fields_the_functions_written_ahead_read() -> None:
    # compiled, the VM is an extension type (vm.pxd), no class made at run time, and a block function
    # declares its first argument one: it refuses anything else before it reads a field
    ruleset = regla.load("el-grande", players=4)
    block = ruleset.block_functions[ruleset.game.entry]
    heap_type = 1 << 9
    assert (not VM.__flags__ & heap_type) == engine_compiled()
    with pytest.raises(TypeError if engine_compiled() else AttributeError):
        block(object(), {"b": ruleset.game.entry, "pc": 0, "l": {}, "s": None})


def test_the_modules_written_ahead_are_those_the_data_gives_now() -> None:
    done = subprocess.run([sys.executable, "-m", "regla_plugins.ahead", "--check"], capture_output=True, text=True,
                          timeout=300)
    assert (done.returncode, done.stderr) == (0, "")


def random_game(ruleset: regla.Ruleset, players: list[str], seed: int) -> str:
    game = regla.Game.start(ruleset, players, seed, {"seed": seed})
    rnd = random.Random(seed)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(decision.player, rnd.choice(decision.options))
    return game.to_json()


@pytest.mark.parametrize(("game", "players"), [("el-grande", 4), ("el-grande", 2), ("jalgeurak", 3)])
def test_functions_written_ahead_play_the_games_those_compiled_at_load_play(game: str, players: int) -> None:
    ahead = regla.load(game, None, players)
    at_load = load_ruleset(data_path("boards", game, "game.yaml"))
    assert written_ahead(at_load) == ({None}, {None})
    seats = SEATS[game][:players]
    for seed in (1, 7):
        assert random_game(ahead, seats, seed) == random_game(at_load, seats, seed)


def test_an_error_in_a_built_in_block_written_ahead_is_placed_at_its_instruction() -> None:
    # the power card chosen, the turn block runs from its start: it calls the supply block, then takes a
    # card from a display broken here; the error names the take_card line, not the call before it
    game_file = data_path("boards", "el-grande", "game.yaml")
    take_card = game_file.read_text(encoding="utf-8").splitlines().index("    - take_card: {as: card}") + 1
    places = set()
    for ruleset in (regla.load("el-grande", None, 4), load_ruleset(game_file)):
        game = regla.Game.start(ruleset, SEATS["el-grande"][:4], 3, {"seed": 3})
        while game.pending[0].kind != "power-card" or game.state["stats"]["decisions"] < 3:
            game.apply(game.pending[0].player, game.pending[0].options[0])
        game.state["display"] = 5
        with pytest.raises(regla.ProgramError) as failed:
            game.apply(game.pending[0].player, game.pending[0].options[0])
        [problem] = failed.value.problems
        places.add((Path(problem.path).name, problem.line))
    assert places == {("game.yaml", take_card)}


def test_a_module_written_ahead_places_an_error_at_its_instruction(tmp_path: Path) -> None:
    # a block run from its start fails at its second instruction: the line it left is mapped back
    path = write_game(tmp_path)
    path.write_text(MIDWAY, encoding="utf-8")
    compiled = load_ruleset(path)
    sources = block_sources(compiled.blocks, compiled.game.entry, compiled.statics)
    sources += [expr.function_source for expr in compiled.expressions if expr.function_source]
    module_path = tmp_path / "midway_ahead.py"
    module_path.write_text(factories_module(sources, "The test game's functions.", "a test"), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("midway_ahead", module_path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    ruleset = load_ruleset(path, ahead=module.FACTORIES)
    assert written_ahead(ruleset) == ({"midway_ahead"}, {"midway_ahead"})
    fails_midway_and_plays_on(regla.Game.start(ruleset, ["white", "black"], 1, {}), path)
