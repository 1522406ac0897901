"""The game's functions cost steps by the work their arguments make: a program that loops over calls
of them with big lists or mappings stops at the step budget, naming its instruction, in about a second,
where each call's work went uncharged and such a loop ran for minutes."""

from __future__ import annotations

from pathlib import Path

import pytest
import regla
from regla.data.ruleset import load_ruleset
from test_hostile_comparisons import stops_at_the_step_budget
from test_hostile_expressions import mini_game

pytestmark = pytest.mark.hostile

VALUES = ('- let: {a: "[0] * 9999", b: "[1] * 9999", n: "[[0] * 99] * 100", s: "[\'x\' * 9] * 9999", '
          'c: "[[0] * 99] * 12", d: "[[0] * 99] * 11 + [[1] * 99]"}\n')


def loop(call: str, values: str = VALUES) -> str:
    return values + '- while: {cond: "True", do: [{let: {t: "' + call + '"}}]}'


RUNAWAY = {
    "without, nothing removed": "without(a, b)",
    "without, lists removed": "without(n, [[1] * 99] * 100)",
    "occurrences": "occurrences(a, 1)",
    "occurrences of a list": "occurrences(n, [1] * 99)",
    "remove_one, absent": "remove_one(a, 1)",
    "distinct": "distinct(s)",
    # few values, each big: results too small for storing them to cost anything
    "without, few big values": "len(without([c] * 8, [d] * 8)) > 0",
    "occurrences among few big values": "occurrences([c] * 8, d) > 0",
}


@pytest.mark.parametrize("case", list(RUNAWAY))
def test_a_loop_over_calls_with_big_values_stops_at_the_step_budget(tmp_path: Path, case: str) -> None:
    stops_at_the_step_budget(tmp_path, loop(RUNAWAY[case]))


def test_the_functions_charged_give_what_they_gave(tmp_path: Path) -> None:
    # big enough to be looked up by hash: 1, 1.0 and True are one value there as in a list, as are 2 and 2.0
    calls = {
        "without([1, 2, True, 'a', None, 2.0, 3] * 20, [2, 'a', 1.0] * 30)": [None, 3] * 20,
        "without([[1], [2], 3] * 30, [[2], 3] * 30)": [[1]] * 30,
        "without([1, 2], [2])": [1],
        "occurrences([1, 2, 1.0, True] * 5, 1)": 15,
        "remove_one([3, 1, 2, 1], 1)": [3, 2, 1],
        "distinct([2, 1, 2, 3, 1])": [2, 1, 3],
    }
    program = "- set: {x: \"[" + ", ".join(calls) + "]\"}"
    game = regla.Game.start(load_ruleset(mini_game(tmp_path, program)), ["white", "black"], 1, {})
    assert dict(zip(calls, game.state["vars"]["x"], strict=True)) == calls
