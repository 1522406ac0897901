"""Hostile expressions and programs: each is refused with a clear error naming where it was written, in
bounded time and memory, and the rules data stays as it was loaded."""

from __future__ import annotations

import resource
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import regla
from regla.data.ruleset import load_ruleset
from regla.errors import DataError, InternalError, StepBudgetExceeded
from regla.text.i18n.format import fill

pytestmark = pytest.mark.hostile

SECONDS = 2.0
MEGABYTES = 200

BOARD = """
id: mini
pieces: {name: stone, plural: stones, per_player: 2, start_zone: hand}
zones: [{id: hand, name: hand}]
areas: [{id: field, name: Field, tags: [field], values: [1], adjacent: []}]
"""
CARDS = """
decks: [{id: only, name: Only}]
tables:
  prices: {small: 1, big: 5}
cards: []
"""
GAME = """
id: mini
name: Mini
board: board.yaml
cards: [cards.yaml]
texts: []
colours: [white, black]
min_players: 2
max_players: 2
vars: {{x: 3, items: [1]}}
entry: main
blocks:
  main:
{program}
    - end_game: {{}}
"""


def mini_game(tmp_path: Path, program: str) -> Path:
    body = "\n".join(f"    {line}" for line in program.strip().splitlines())
    files = {"board.yaml": BOARD, "cards.yaml": CARDS, "game.yaml": GAME.format(program=body)}
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path / "game.yaml"


@pytest.fixture
def bounded() -> Iterator[None]:
    """The test must finish within the time bound, and the process's peak memory grow by less than the
    memory bound."""
    peak_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    began = time.perf_counter()
    yield
    elapsed = time.perf_counter() - began
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak_before) / 1024
    assert elapsed < SECONDS, f"took {elapsed:.1f} s"
    assert grown < MEGABYTES, f"peak memory grew by {grown:.0f} MB"


REFUSED_AT_LOAD = {
    "100,000 terms": ("- set: {x: \"" + "+".join(["1"] * 100_000) + "\"}", "longer than"),
    "deep unary minus": ("- set: {x: \"" + "-" * 1500 + "1\"}", "longer than 1000"),
    "deep lists": ("- set: {x: \"" + "[" * 60 + "1" + "]" * 60 + "\"}", "nested more than 32 deep"),
    "many parts": ("- set: {x: \"[" + ",".join(["x"] * 300) + "]\"}", "more than 500 parts"),
    "huge integer literal": ("- set: {x: \"123456789012345678901234567890\"}", "integer too large"),
    "power": ("- set: {x: \"10 ** 11\"}", "Pow is not allowed"),
    "attribute": ("- set: {x: \"x.__class__\"}", "Attribute is not allowed"),
    "dunder name": ("- set: {x: \"__builtins__\"}", "not allowed"),
    "comprehension": ("- set: {x: \"[i for i in items]\"}", "ListComp is not allowed"),
    "lambda": ("- set: {x: \"(lambda: 1)()\"}", "unknown function 'lambda: 1'"),
    "a table changed": ("- set_item: {var: prices, key: \"'small'\", value: 100}", "'prices' names a function"),
    "a table replaced": ("- set: {prices: 1}", "'prices' names a function or table"),
    "a function shadowed": ("- let: {len: 1}", "'len' names a function or table"),
    "the builtins changed": ("- set_item: {var: __builtins__, key: \"'len'\", value: 1}",
                             "'__builtins__' cannot be a variable name"),
    "a reserved name": ("- let: {_x: 1}", "'_x' cannot be a variable name"),
    "a table as a loop variable": ("- for_each: {items: \"[1]\", as: prices, do: []}", "'prices' names a"),
    "a call result into a function": ("- call: {block: main, result: sum}", "'sum' names a function"),
    # a set's order follows string hashes, which differ from one process to the next
    "a set walked": ("- for_each: {items: \"{'b', 'a'}\", as: v, do: []}", "a set .* may only be looked in"),
    "a set made into a list": ("- set: {x: \"list({'b', 'a'})\"}", "a set .* may only be looked in"),
    "sets joined": ("- set: {x: \"1 in {'a'} | {'b'}\"}", "a set .* may only be looked in"),
}


@pytest.mark.parametrize("case", list(REFUSED_AT_LOAD))
def test_oversized_or_forbidden_expressions_are_refused_at_load(tmp_path: Path, case: str, bounded: None) -> None:
    program, message = REFUSED_AT_LOAD[case]
    with pytest.raises(DataError, match=message) as info:
        load_ruleset(mini_game(tmp_path, program))
    assert info.value.problems[0].path.endswith("game.yaml")
    assert info.value.problems[0].line == 14


ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZαβγδεζηθικλμνξοπρστυφχψωΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠ"
"""101 letters and more: two of them name more than 10,000 keys."""

REFUSED_AT_RUN = {
    "range of 10**11": ("- set: {x: \"sum(range(100000000000))\"}", InternalError, "a range of"),
    "string repetition": ("- set: {x: \"'a' * 1000000000\"}", InternalError, "more than 10000 items"),
    "list repetition": ("- set: {items: \"items * 100000\"}", InternalError, "more than 10000 items"),
    "repetition from the left": ("- set: {items: \"100000 * items\"}", InternalError, "more than 10000 items"),
    "doubling list": ("- while: {cond: \"True\", do: [{set: {items: \"items + items\"}}]}", InternalError,
                      "more than 10000 items"),
    "doubling string": ("- let: {s: \"'ab'\"}\n- while: {cond: \"True\", do: [{set: {s: \"s + s\"}}]}",
                        InternalError, "more than 10000 items"),
    "squaring integer": ("- while: {cond: \"True\", do: [{set: {x: \"x * x\"}}]}", InternalError,
                         "integer past 64 bits"),
    "percent formatting": ("- set: {x: \"'%0999999999d' % 1\"}", InternalError, "'%' formatting"),
    "heavy expressions in a loop": ("- while: {cond: \"True\", do: [{let: {t: \"sum(range(9000))\"}}]}",
                                    StepBudgetExceeded, "more than 200000 steps"),
    "membership in a big list": ("- let: {big: \"list(range(9000))\"}\n"
                                 "- while: {cond: \"True\", do: [{let: {t: \"-1 in big\"}}]}",
                                 StepBudgetExceeded, "more than 200000 steps"),
    # a list of lists: what it holds at every level together is bounded where it could multiply and where
    # it is stored (which copies it whole), however many times it holds the same list
    "nested repetition": ("- let: {a: \"[[0] * 9999] * 9999\"}", InternalError, "more than 10000 items at all"),
    "nested repetition offered": ("- choose: {player: \"'white'\", kind: pick, options: \"[[0] * 9999] * 9999\", "
                                  "as: c}", InternalError, "more than 10000 items at all"),
    "a list held many times": ("- let: {row: \"[0] * 5000\"}\n- let: {a: \"[row, row, row]\"}", InternalError,
                               "more than 10000 items at all"),
    "long strings repeated": ("- let: {s: \"'x' * 9999\"}\n- let: {a: \"[s] * 20\"}", InternalError,
                              "more than 100000 characters"),
    # a short list of scalars is measured without the walk: its strings are counted all the same
    "long strings listed": ("- let: {s: \"'x' * 9999\"}\n- let: {a: \"[s, s, s, s, s, s, s, s, s, s, s]\"}",
                            InternalError, "more than 100000 characters"),
    "a mapping grown list by list": ("- let: {m: \"{}\", row: \"[0] * 999\"}\n"
                                     "- for_each: {items: \"range(11)\", as: i, do: [{set_item: {var: m, key: "
                                     "\"'abcdefghijk'[i]\", value: row}}]}", InternalError,
                                     "more than 10000 items at all"),
    "copies in a loop": ("- let: {big: \"[0] * 9999\"}\n- while: {cond: \"True\", do: [{let: {c: big}}]}",
                         StepBudgetExceeded, "more than 200000 steps"),
    "a mapping grown key by key": ("- let: {m: \"{}\", i: 0, a: \"'" + ALPHABET + "'\"}\n"
                                   "- while: {cond: \"True\", do: [{set_item: {var: m, key: "
                                   "\"a[i // 100] + a[i % 100]\", value: 1}}, {set: {i: \"i + 1\"}}]}",
                                   InternalError, "a mapping of more than 10000 items"),
    "sum of lists past the limit": ("- let: {rows: \"[[0] * 99] * 100\"}\n- let: {t: \"sum(rows + rows, [])\"}",
                                    InternalError, "list of more than 10000 items"),
    # Python's sum copies the growing list at every step
    "sum of lists in a loop": ("- let: {rows: \"[[0]] * 5000\"}\n"
                               "- while: {cond: \"True\", do: [{let: {t: \"sum(rows, [])\"}}]}",
                               StepBudgetExceeded, "more than 200000 steps"),
    "a sum of numbers past 64 bits": ("- set: {x: \"sum([9223372036854775807] * 4)\"}", InternalError,
                                      "integer past 64 bits"),
    "doubling by subtraction": ("- while: {cond: \"True\", do: [{set: {x: \"x - (0 - x)\"}}]}", InternalError,
                                "integer past 64 bits"),
    "a constant added past the bound": ("- set: {x: \"18446744073709551615 + 1\"}", InternalError,
                                        "integer past 64 bits"),
    "constants multiplied": ("- set: {x: \"18446744073709551615 * 18446744073709551615\"}", InternalError,
                             "integer past 64 bits"),
    "with_added past the bound": ("- set: {x: \"with_added({'a': 18446744073709551615}, 'a', 1)\"}",
                                  InternalError, "integer past 64 bits"),
    "a score past the bound": ("- add_score: {player: \"'white'\", points: \"18446744073709551615\"}\n"
                               "- add_score: {player: \"'white'\", points: \"18446744073709551615\"}", InternalError,
                               "a score past 64 bits"),
    "points past the bound": ("- add_score: {player: \"'white'\", points: \"0 - 18446744073709551615\"}\n"
                              "- add_score: {player: \"'white'\", points: 0, floor: \"18446744073709551615\"}",
                              InternalError, "points past 64 bits"),
    "a range stored": ("- let: {r: \"range(3)\"}", InternalError, "a range cannot be stored"),
    "a function stored": ("- set: {x: len}", InternalError, "cannot be stored"),
    "a number as a mapping key": ("- set: {x: \"{1: 2}\"}", InternalError, "key must be a string"),
    "a variable that is not there": ("- set_item: {var: nowhere, key: \"'a'\", value: 1}", InternalError,
                                     "nowhere"),
    "an item of a number": ("- set_item: {var: x, key: \"'a'\", value: 1}", InternalError,
                            "not a mapping or list"),
}


@pytest.mark.parametrize("case", list(REFUSED_AT_RUN))
def test_runaway_expressions_stop_with_an_error_naming_the_instruction(tmp_path: Path, case: str,
                                                                     bounded: None) -> None:
    program, error, message = REFUSED_AT_RUN[case]
    ruleset = load_ruleset(mini_game(tmp_path, program))
    with pytest.raises(error, match=message) as info:
        regla.Game.start(ruleset, ["white", "black"], 1, {})
    assert f"{tmp_path / 'game.yaml'}:" in str(info.value)
    assert dict(ruleset.tables["prices"]) == {"small": 1, "big": 5}


def test_an_area_scored_past_64_bits_stops_with_an_error_naming_the_instruction(tmp_path: Path) -> None:
    # the largest value a board may print (19 digits), scored twice
    game = mini_game(tmp_path, "- transfer: {player: \"'white'\", from: \"'hand'\", to: \"'field'\", count: 1}\n"
                               "- score: {areas: \"['field']\"}\n- score: {areas: \"['field']\"}")
    board = tmp_path / "board.yaml"
    board.write_text(BOARD.replace("values: [1]", "values: [9999999999999999999]"), encoding="utf-8")
    with pytest.raises(InternalError, match=f"{tmp_path / 'game.yaml'}:16:1: score failed: .*a score past 64 bits"):
        regla.Game.start(load_ruleset(game), ["white", "black"], 1, {})


def test_tables_are_read_only_for_every_game(tmp_path: Path) -> None:
    ruleset = load_ruleset(mini_game(tmp_path, "- let: {p: prices}\n- set_item: {var: p, key: \"'small'\", value: 9}"))
    game = regla.Game.start(ruleset, ["white", "black"], 1, {})
    assert game.is_over
    assert dict(ruleset.tables["prices"]) == {"small": 1, "big": 5}
    with pytest.raises(TypeError):
        ruleset.tables["prices"]["small"] = 2  # type: ignore[index]


def test_a_stored_table_becomes_plain_json(tmp_path: Path) -> None:
    ruleset = load_ruleset(mini_game(tmp_path, "- set: {x: prices}"))
    game = regla.Game.start(ruleset, ["white", "black"], 1, {})
    assert game.state["vars"]["x"] == {"small": 1, "big": 5} and type(game.state["vars"]["x"]) is dict
    assert regla.Game.from_json(ruleset, game.to_json()).state == game.state


@pytest.mark.parametrize("spec", [">900000000", ".900000000", "0900000000d", "^201"])
def test_format_specs_are_bounded(spec: str, bounded: None) -> None:
    with pytest.raises(ValueError, match="more than 200 characters"):
        fill("{count:" + spec + "}", {"count": 1})


def test_reasonable_expressions_still_work(tmp_path: Path) -> None:
    program = ("- set: {x: \"sum(range(100)) + len('ab' * 3) + 2 * 3 + x * 2 + 7 % 4\"}\n"
               "- set: {items: \"items + [2] + sorted([5, 4])\"}")
    game = regla.Game.start(load_ruleset(mini_game(tmp_path, program)), ["white", "black"], 1, {})
    variables: dict[str, Any] = game.state["vars"]
    assert variables["x"] == 4950 + 6 + 6 + 6 + 3
    assert variables["items"] == [1, 2, 4, 5]


def test_a_set_may_be_looked_in(tmp_path: Path) -> None:
    ruleset = load_ruleset(mini_game(tmp_path, "- set: {x: \"'b' in {'a', 'b'} and 'c' not in {'a', 'b'}\"}"))
    game = regla.Game.start(ruleset, ["white", "black"], 1, {})
    assert game.state["vars"]["x"] is True
