"""Expression functions and ops that plugins add each have a name of their own: one that regla or another
plugin has already, and an op class without a name or arguments model, are refused in one line naming the
plugin (and the other one), never replacing regla's own nor failing later as an internal error."""

from __future__ import annotations

import types
from pathlib import Path
from typing import Any

import pytest
import regla
from conftest import house_rule_file
from regla.engine.ops.base import ArgModel
from test_plugin_names import one_line
from test_plugins import returning, run


def offering(name: str, hook: str, value: object) -> tuple[str, object]:
    return (name, returning(hook, value)[1])


def seven(vm: Any) -> int:
    return 7


@pytest.mark.parametrize(("plugins", "said"), [
    ((offering("odd", "regla_expression_functions", {"option": seven}),),
     "plugin 'odd' offers the expression function 'option', which is one of regla's own; give yours another name"),
    ((offering("odd", "regla_expression_functions", {"len": seven}),),
     "plugin 'odd' offers the expression function 'len', which is one of regla's own; give yours another name"),
    ((offering("one", "regla_expression_functions", {"seven": seven}),
      offering("two", "regla_expression_functions", {"seven": seven})),
     "the expression function 'seven' is offered by both 'one' and 'two'"),
])
def test_an_expression_function_under_a_taken_name_is_refused(plugins: tuple[tuple[str, object], ...],
                                                               said: str) -> None:
    with pytest.raises(regla.PluginError) as caught:
        regla.load("el-grande", extra_plugins=plugins)
    assert str(caught.value) == said


class Mark(regla.Op):
    name = "mark"
    Args = ArgModel


class Nameless(regla.Op):
    Args = ArgModel


class Argless(regla.Op):
    name = "argless"


class Move(Mark):
    name = "move"


@pytest.mark.parametrize(("plugins", "said"), [
    ((offering("odd", "regla_ops", [Nameless]),), "plugin 'odd': the op class Nameless has no name"),
    ((offering("odd", "regla_ops", [Argless]),), "plugin 'odd': the op 'argless' has no Args"),
    ((offering("odd", "regla_ops", [Move]),), "plugin 'odd' offers the op 'move', which is one of regla's own"),
    ((offering("one", "regla_ops", [Mark]), offering("two", "regla_ops", [Mark])),
     "the op 'mark' is offered by both 'one' and 'two'"),
])
def test_an_op_without_a_name_of_its_own_is_refused(plugins: tuple[tuple[str, object], ...], said: str) -> None:
    with pytest.raises(regla.PluginError) as caught:
        regla.load("el-grande", extra_plugins=plugins)
    assert str(caught.value).startswith(said), caught.value


def test_an_op_class_without_a_name_is_one_line_naming_the_file(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "ops", "import regla\n\n\nclass N(regla.Op):\n    pass\n\n\n"
                                            "@regla.hookimpl\ndef regla_ops():\n    return [N]\n")
    assert one_line(run("rules-diff", "--house-rule", rule)).startswith(
        "regla: plugin 'ops.py': the op class N has no name")


@pytest.mark.parametrize("name", ["round", "region_cards", "me"])
def test_an_expression_function_named_like_a_variable_of_the_game_is_the_plugins_mistake(name: str) -> None:
    # a variable of the game's, a local a block binds (as:), and one the engine binds (a card's player)
    with pytest.raises(regla.PluginError) as caught:
        regla.load("el-grande", extra_plugins=(offering("odd", "regla_expression_functions", {name: seven}),))
    assert str(caught.value) == (f"plugin 'odd' offers the expression function {name!r}, but the game has a variable "
                                 "of that name; give yours another name")


def test_an_expression_function_named_like_a_table_of_the_game_is_refused(tmp_path: Path) -> None:
    cards = tmp_path / "tables.yaml"
    cards.write_text("tables:\n  bonus: [1, 2, 3]\n", encoding="utf-8")
    hooks = {"regla_expression_functions": {"bonus": seven}, "regla_data_files": {"cards": [cards]}}
    plugin = types.SimpleNamespace(**{hook: regla.hookimpl(lambda _v=value, **_: _v) for hook, value in hooks.items()})
    with pytest.raises(regla.PluginError) as caught:
        regla.load("el-grande", extra_plugins=(("odd", plugin),))
    assert str(caught.value) == ("plugin 'odd' offers the expression function 'bonus', but the game has a table of "
                                 "that name; give yours another name")


def test_a_house_rule_files_function_named_like_a_variable_is_one_line_naming_the_file(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "fnround", "import regla\n\n\n@regla.hookimpl\n"
                                                "def regla_expression_functions():\n    return {'round': len}\n")
    assert one_line(run("rules", "--house-rule", rule)).startswith(
        "regla: plugin 'fnround.py' offers the expression function 'round', but the game has a variable")
