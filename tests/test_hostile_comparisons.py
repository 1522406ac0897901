"""Comparisons, orderings and slices of big values cost steps: a program that loops over them stops at the
step budget, naming its instruction, in seconds rather than minutes; comparisons give what Python's do,
and those with a scalar compile as plain Python comparisons (no helper on the rules' hot path)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
import regla
from regla.data.ruleset import load_ruleset
from regla.engine.closures import vm_function
from regla.engine.expr import compile_expr, evaluate
from regla.engine.functions import PURE_FUNCTIONS
from regla.errors import StepBudgetExceeded
from test_hostile_expressions import mini_game

pytestmark = pytest.mark.hostile

SECONDS = 2.0
BIG = '- let: {a: "[0] * 9999", b: "[0] * 9999"}\n'
"""Two lists of 9,999 items, equal but not the same list."""
NESTED = '- let: {a: "[[0]] * 5000", b: "[[0]] * 5000"}\n'
"""Two lists of 5,000 lists: 10,000 items each at every level together."""


def loop(body: str, values: str = BIG) -> str:
    return values + '- while: {cond: "True", do: [{let: {t: "' + body + '"}}]}'


# each took from 3 to 10 minutes to reach the budget before comparisons, orderings and slices were charged
RUNAWAY = {
    "big lists compared": loop(" and ".join(["a == b"] * 40)),
    "lists of lists compared": loop(" and ".join(["a == b"] * 40), NESTED),
    "a chain of big comparisons": loop("==".join(["a", "b"] * 60)),
    "big lists ordered": loop(" or ".join(["a < b"] * 40)),
    "long strings compared": loop("==".join(["a", "b"] * 60), "- let: {a: \"'x' * 9999\", b: \"'x' * 9999\"}\n"),
    "big lists sorted": loop("len(sorted([" + ",".join(["a", "b"] * 40) + "]))"),
    "the largest of big lists": loop("len(max([" + ",".join(["a", "b"] * 40) + "]))"),
    "big keys": loop("len(min([" + ",".join(["a", "b"] * 40) + "], key=list))"),
    "a big list looked for": loop(" and ".join(["b in [a, a, b]"] * 20)),
    "a pair looked for in a long list of pairs": loop(" and ".join(["[1, 'x'] not in c"] * 20),
                                                       "- let: {c: \"[[0, 'x']] * 3000\"}\n"),
    "a pair looked for in a short list of pairs": loop(" and ".join(["[1, 'x'] not in c"] * 20),
                                                        "- let: {c: \"[[0, 'x']] * 90\"}\n"),
    "big slices": loop(" and ".join(["a[1:] != 0"] * 50)),
    "each of 10,000 items compares big lists": BIG + '- for_each: {items: "range(9999)", as: i, do: [{let: {t: "'
                                               + "==".join(["a", "b"] * 60) + '"}}]}',
}


def stops_at_the_step_budget(tmp_path: Path, program: str) -> None:
    """A mini game running ``program`` stops at the step budget within :data:`SECONDS`, naming the
    program's first instruction after the values (``game.yaml:15``)."""
    ruleset = load_ruleset(mini_game(tmp_path, program))
    began = time.perf_counter()
    with pytest.raises(StepBudgetExceeded, match="more than 200000 steps") as info:
        regla.Game.start(ruleset, ["white", "black"], 1, {})
    elapsed = time.perf_counter() - began
    assert elapsed < SECONDS, f"took {elapsed:.1f} s"
    assert f"{tmp_path / 'game.yaml'}:15" in str(info.value)


@pytest.mark.parametrize("case", list(RUNAWAY))
def test_a_loop_over_comparisons_of_big_values_stops_at_the_step_budget(tmp_path: Path, case: str) -> None:
    stops_at_the_step_budget(tmp_path, RUNAWAY[case])


COMPARISONS = {
    "a == a": True, "a != b": True, "a < b": True, "b >= a": True, "a <= a": True, "b > a": True,
    "s < 'abd'": True, "m == {'k': [1]}": True, "m != {'k': [2]}": True, "1 < len(a) <= 2 < 3": True,
    "a < b < [[9]]": True, "a < b < [[0]]": False, "a in [b, a]": True, "[3] in a": True, "[4] not in a": True,
    "sorted([b, a]) == [a, b]": True, "min([b, a]) == a": True, "max(a, b) == b": True,
    "max([s, 'zz'], key=len)": "abc", "sorted([[2, 1], [1]], key=sorted)": [[1], [2, 1]], "a[1:]": [[3]],
    "s[::-1]": "cba", "a is a": True, "s == 'abc' and s[:2] == 'ab'": True,
}


def test_comparisons_of_values_give_what_pythons_give(tmp_path: Path) -> None:
    program = ("- let: {a: \"[[1, 2], [3]]\", b: \"[[1, 2], [4]]\", s: \"'abc'\", m: \"{'k': [1]}\"}\n"
               "- set: {x: \"[" + ", ".join(COMPARISONS) + "]\"}")
    game = regla.Game.start(load_ruleset(mini_game(tmp_path, program)), ["white", "black"], 1, {})
    assert dict(zip(COMPARISONS, game.state["vars"]["x"], strict=True)) == COMPARISONS
    # evaluated outside a game (the rule reference): no budget, the same values
    scope = {"a": [[1, 2], [3]], "b": [[1, 2], [4]], "s": "abc", "m": {"k": [1]}}
    for source, value in COMPARISONS.items():
        assert evaluate(compile_expr(source, PURE_FUNCTIONS), PURE_FUNCTIONS, scope) == value, source


@pytest.mark.parametrize("source", ["n < 3", "x == 'red'", "len(a) > 0", "a == []", "a != [1, 'b']",
                                    "n + 1 >= m", "(n == 3) == c", "0 <= n < len(a)", "x in ['a', 'b']"])
def test_a_comparison_with_a_scalar_compiles_as_a_plain_comparison(source: str) -> None:
    fn = vm_function(compile_expr(source, PURE_FUNCTIONS), {}, {}, PURE_FUNCTIONS, frozenset())
    assert not {"_eq", "_ne", "_lt", "_le", "_gt", "_ge", "_compared", "_in"} & set(fn.__code__.co_names), source


@pytest.mark.parametrize("source", ["a == b", "a < b[0]", "f(a) != b", "a + b <= c", "a < b < 3", "a in [b]"])
def test_a_comparison_of_two_values_either_of_which_may_be_big_is_charged(source: str) -> None:
    fn = vm_function(compile_expr(source, {"f": len}), {"f": len}, {}, PURE_FUNCTIONS, frozenset())
    assert {"_eq", "_ne", "_lt", "_le", "_gt", "_ge", "_compared", "_in"} & set(fn.__code__.co_names), source
