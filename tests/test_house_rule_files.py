"""A house rule from a file is held to what an installed one is: it must be for the game played and of a
kind a file can be; it is read as it is now every time a game is set up, so a game records the rules it
was played with; and what is wrong with it, or with a save that needs it, is said in plain words."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import regla
from conftest import house_rule_file, house_rule_source
from test_plugins import run

QUICK = ("--players", "2", "--auto", "--seed", "1")


def test_a_house_rule_file_for_another_game_is_refused_as_an_installed_one_is(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "j", house_rule_source("jalgeurak", "Jalgeurak only",
                                                            "{'game': {'options': {'mixed_buildings': True}}}"))
    refused = run("play", *QUICK, "--house-rule", rule)
    assert refused.exit_code == 2 and refused.stdout == "", refused.output
    assert refused.stderr == "regla: 'j.py' changes the game 'jalgeurak', not 'el-grande'\n"
    played = run("play", "--game", "jalgeurak", *QUICK, "--house-rule", rule)
    assert played.exit_code == 0, played.output


EDITION = """
import regla


@regla.hookimpl
def regla_plugin_info():
    return {"kind": "edition", "game": "el-grande", "description": "an edition in a file"}
"""


def test_a_file_that_says_it_is_an_edition_is_told_what_a_file_may_be(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "ed", EDITION)
    refused = run("rules-diff", "--house-rule", rule)
    assert refused.exit_code == 2, refused.output
    assert refused.stderr == (f"regla: house rule file {rule} says it is of kind 'edition'; a file given with "
                              "--house-rule may be of kind house-rule, variant, game\n")


def rounds_rule(path: Path, rounds: list[int]) -> None:
    """A house rule playing ``rounds``, the last one scored."""
    path.write_text(house_rule_source("el-grande", "short", f"{{'game': {{'options': {{'rounds': {rounds}, "
                                                                f"'scoring_rounds': [{rounds[-1]}]}}}}}}"),
                    encoding="utf-8")


def test_an_edited_house_rule_file_is_read_again_and_its_game_replays(tmp_path: Path) -> None:
    path = tmp_path / "rule.py"
    selection = regla.Selection(house_rule_files=(str(path),))
    rounds_rule(path, [1, 2, 3])
    assert regla.new_game(players=2, seed=1, selection=selection).ruleset.options["rounds"] == [1, 2, 3]
    # the same length, written at once: no cache of the file's code may stand in for it
    rounds_rule(path, [1, 2, 4])
    game = regla.new_game(players=2, seed=1, selection=selection)
    assert game.ruleset.options["rounds"] == [1, 2, 4]
    rng = random.Random(1)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    files = regla.Files(house_rule_files=(str(path),))
    again = regla.load_game(game.to_json(), files=files, check_moves=True)
    assert again.to_json() == game.to_json()


def test_a_save_says_which_house_rule_file_it_needs_without_a_version(tmp_path: Path) -> None:
    path = tmp_path / "rule.py"
    rounds_rule(path, [1, 2, 3])
    saved = regla.new_game(players=2, seed=1, selection=regla.Selection(house_rule_files=(str(path),))).to_json()
    with pytest.raises(regla.UserError) as missing:
        regla.load_game(saved)
    assert str(missing.value) == "this game was played with the house rule file 'rule'; give it again " \
                                 "(--house-rule FILE.py)"
    rounds_rule(path, [1, 2, 4])
    with pytest.raises(regla.UserError) as changed:
        regla.load_game(saved, files=regla.Files(house_rule_files=(str(path),)))
    assert str(changed.value) == ("the house rule file 'rule' has changed since this game was saved: its contents "
                                  "are not those it was played with; load it with the files it was played with")


def test_an_option_value_of_the_wrong_kind_is_told_once(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "yes", house_rule_source("el-grande", "yes",
                                                              "{'game': {'options': {'open_secret_areas': 'yes'}}}"))
    result = run("rules-diff", "--house-rule", rule)
    assert result.exit_code == 1, result.output
    [line] = result.stderr.splitlines()
    assert line.endswith("option 'open_secret_areas' must be true or false like its default False, not 'yes' "
                         "(with the changes of plugin 'yes.py')"), line


@pytest.mark.parametrize(("source", "said"), [
    ("import sys\nsys.exit(3)\n", "regla: house rule file {path} failed: SystemExit: 3"),
    ("import sys, regla\n\n@regla.hookimpl\ndef regla_ruleset_overlay(ruleset_id, players):\n    sys.exit(3)\n",
     "regla: plugin 'quit.py' failed in regla_ruleset_overlay: SystemExit: 3"),
])
def test_a_house_rule_file_that_calls_sys_exit_is_told_naming_it(tmp_path: Path, source: str, said: str) -> None:
    rule = house_rule_file(tmp_path, "quit", source)
    refused = run("rules", "--house-rule", rule)
    assert refused.exit_code == 2 and refused.stdout == "", refused.output
    assert refused.stderr == said.format(path=rule) + "\n"
