"""A change of the wrong shape for an item of a list of items with ids (an area given a number, a list) is
refused at every depth the merge reaches: in a plugin's overlay in one line naming the plugin (exit 2), in
a mod's changes file at its line and column (exit 1, as the mod's other data mistakes), never as an
internal error of regla's."""

from __future__ import annotations

from pathlib import Path

import pytest
import regla
from conftest import house_rule_file, house_rule_source
from test_mod_changes_checked import mod_with, problems, run
from test_plugin_names import one_line
from test_plugins import returning

EXPECTED = "must be a mapping of changes, or None to remove the item"


@pytest.mark.parametrize(("overlay", "where", "value"), [
    ({"board": {"areas": {"castillo": 5}}}, "board.areas.castillo", "5"),
    ({"board": {"areas": {"galicia": ["x"]}}}, "board.areas.galicia", "['x']"),
    ({"board": {"areas": {"galicia": {}, "castillo": "open"}}}, "board.areas.castillo", "'open'"),
])
def test_a_plugins_change_of_the_wrong_shape_for_an_item_names_the_plugin(overlay: object, where: str,
                                                                          value: str) -> None:
    with pytest.raises(regla.PluginError) as caught:
        regla.load("el-grande", extra_plugins=(returning("regla_ruleset_overlay", overlay),))
    assert str(caught.value) == f"plugin 'odd': in its overlay, {where} {EXPECTED}, not {value}"


def test_a_house_rule_files_area_given_a_number_is_one_line(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "areaint", house_rule_source("el-grande", "castillo: 5",
                                                                  "{'board': {'areas': {'castillo': 5}}}"))
    assert one_line(run("rules", "--house-rule", rule)) == (
        f"regla: plugin 'areaint.py': in its overlay, board.areas.castillo {EXPECTED}, not 5")


def test_an_added_item_whose_id_is_not_a_text_is_told_as_data() -> None:
    overlay = {"add": {"board": {"areas": [{"id": ["a"]}]}}}
    with pytest.raises(regla.DataError) as caught:
        regla.load("el-grande", extra_plugins=(returning("regla_ruleset_overlay", overlay),))
    assert "(with the changes of plugin 'odd')" in str(caught.value)


@pytest.mark.parametrize(("changes", "said"), [
    ("board:\n  areas:\n    castillo: 5\n", "3:5: board.areas.castillo: a mapping of the fields to change, or null "
                                            "to remove the item"),
    ("board:\n  areas:\n    galicia: [x]\n", "3:5: board.areas.galicia: a mapping of the fields to change, or null "
                                             "to remove the item"),
    ("texts:\n  texts.yaml: 5\n", "2:3: texts.texts.yaml: must be a mapping"),
])
def test_a_mods_change_of_the_wrong_shape_is_told_at_its_place(tmp_path: Path, changes: str, said: str) -> None:
    mod = mod_with(tmp_path / "modx", changes)
    assert problems(mod) == [f"{mod / 'changes.yaml'}:{said}"]
    simulated = run("simulate", "--games", "1", "--mod", str(mod))
    assert simulated.exit_code == 1 and simulated.stderr == f"{mod / 'changes.yaml'}:{said}\n", simulated.output


def test_every_mistaken_change_of_a_mods_file_is_told_at_once(tmp_path: Path) -> None:
    # two items of the wrong shape in one list, one in another list, and ids the lists do not hold
    mod = mod_with(tmp_path / "many", "board:\n  areas:\n    galicai: {}\n    castillo: 5\n    aragon: [1]\n"
                                      "  tokens:\n    kingg: {}\n    king: 3\n")
    at = f"{mod / 'changes.yaml'}:"
    shape = "a mapping of the fields to change, or null to remove the item"
    assert sorted(problems(mod)) == sorted([
        f"{at}3:5: changes 'galicai', which board.yaml does not have; did you mean 'galicia'?",
        f"{at}4:5: board.areas.castillo: {shape}", f"{at}5:5: board.areas.aragon: {shape}",
        f"{at}7:5: changes 'kingg', which board.yaml does not have; did you mean 'king'?",
        f"{at}8:5: board.tokens.king: {shape}"])
