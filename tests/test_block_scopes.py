"""Variables a block function reads straight from a frame known at load (regla.engine.scopes.Scope)
hold exactly what the walk down the frame stack (VM.lookup) finds, in every game shipped."""

from __future__ import annotations

from typing import Any

import pytest
import regla
from regla.engine import blockcode, closures, scopes
from regla.engine import game as game_module
from regla.engine.vm import VM
from regla.lab.simulate import simulate


@pytest.mark.parametrize("game", ["el-grande", "jalgeurak"])
def test_reads_known_at_load_find_what_the_walk_finds(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    ruleset = regla.load(game, players=4)
    checked: list[str] = []

    def same(vm: VM, name: str, value: Any) -> Any:
        assert value is vm.lookup(name), name
        checked.append(name)
        return value

    read = scopes.Scope.read

    def checking(self: scopes.Scope, k: int, name: str) -> str | None:
        where = read(self, k, name)
        return None if where is None else f"_same(vm, {name!r}, {where})"

    monkeypatch.setattr(scopes.Scope, "read", checking)
    monkeypatch.setitem(closures.INLINED, "_same", same)
    known = scopes.scopes(ruleset.blocks, ruleset.game.entry)
    functions: dict[str, Any] = {}
    functions.update({block: blockcode.block_function(code, functions, ruleset.statics, known[block])
                      for block, code in ruleset.blocks.items()})
    monkeypatch.setattr(ruleset, "block_functions", functions)
    players = regla.new_game(game, 4, 1).players
    report = simulate(ruleset, players, 4, 1, check=False)
    assert report.errors == 0, report.error_messages
    assert checked


def test_a_name_read_only_on_some_paths_is_read_in_place_too(monkeypatch: pytest.MonkeyPatch) -> None:
    # the turn's loop asks "not (placed and acted)": `acted`, behind `and`, is the turn's own let, which
    # its block function knows where to find without looking for it (test above: it finds the same)
    looked_for: list[str] = []
    games: list[Any] = []

    class LookingVM(VM):
        # (compiled, the VM is an extension type: a method is watched in a subclass)
        def __init__(self, *args: Any) -> None:
            super().__init__(*args)
            games.append(self.state)

        def lookup(self, name: str) -> Any:
            looked_for.append(name)
            return super().lookup(name)

    monkeypatch.setattr(game_module, "VM", LookingVM)
    ruleset = regla.load("el-grande", players=4)
    report = simulate(ruleset, regla.new_game("el-grande", 4, 1).players, 2, 1, check=False)
    assert report.errors == 0, report.error_messages
    # the games were played by the VM watched
    assert len(games) >= 2
    assert "acted" not in looked_for


def test_a_branch_reads_its_block_s_let_below_it_and_what_no_frame_below_may_hold_in_its_own() -> None:
    ruleset = regla.load("el-grande", players=4)
    known = scopes.scopes(ruleset.blocks, ruleset.game.entry)
    body = known["turn/6"]
    # the while's body: `placed` is the turn's let, on the frame right below; `me` every call of the turn
    # passes it; `step` it assigns itself, and no frame below it may hold it (it is the body's own, or
    # else a game variable)
    assert body.read(0, "placed") == "stack[-2]['l']['placed']"
    assert body.read(0, "me") == "stack[-2]['l']['me']"
    assert body.read(1, "step") == "(frame['l']['step'] if 'step' in frame['l'] else vm.vars['step'])"
    assert body.taken == {"step"}
    # a card's program runs only on the frame of a run_card: what it assigns itself no frame below may
    # hold, nor what a block it calls does; the guard's block may run above any frame
    assert known["card:return-one-each/30"].read(1, "p") == "(frame['l']['p'] if 'p' in frame['l'] else vm.vars['p'])"
    assert known["supply"].read(4, "got") == "(frame['l']['got'] if 'got' in frame['l'] else vm.vars['got'])"
    assert known["veto-guard"].below is None
    # a for_each body holds its item from the start
    assert known["round/4"].read(0, "p") == "frame['l']['p']"
    # the setup's loop body counts on with `set: {i: i + 1}`: a set lands in the body's frame only when no
    # frame below holds the name, and the setup's own `let` certainly does, so `i` is read there
    assert known["setup/3"].read(0, "i") == "stack[-2]['l']['i']"
    assert known["setup/3"].write(4, "i") == "stack[-2]['l']"
