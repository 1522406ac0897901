"""Option values held to the shapes a game declares (``option_values``): a value set by a mod, a player
count or a house-rule file that the game does not take is refused at load, where it was set."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli

MANIFEST = """\
id: opts
name: Opts
version: 1.0.0
game: {game}
changes: changes.yaml
"""


def mod(tmp_path: Path, changes: str, game: str = "el-grande") -> Path:
    folder = tmp_path / "opts"
    folder.mkdir(exist_ok=True)
    (folder / "mod.yaml").write_text(MANIFEST.format(game=game), encoding="utf-8")
    (folder / "changes.yaml").write_text(textwrap.dedent(changes).lstrip(), encoding="utf-8")
    return folder


def problems(folder: Path, game: str = "el-grande") -> list[str]:
    with pytest.raises(regla.DataError) as caught:
        regla.load(game, regla.Selection(mods=(str(folder),)))
    return [str(p) for p in caught.value.problems]


@pytest.mark.parametrize(("changes", "told"), [
    # a misspelt value, named with the values the option takes
    ("game:\n  options:\n    used_cards: discrad\n", "3:5: 'discrad' must be one of discard, deck_bottom"),
    # an item of a list, at the item
    ("game:\n  options:\n    rounds: [1, 2, 0]\n", "3:20: rounds.2: must be at least 1"),
    # a player count's option is held to the same shape
    ("player_counts:\n  counts:\n    3:\n      options:\n        used_cards: nowhere\n",
     "5:9: 'nowhere' must be one of discard, deck_bottom"),
])
def test_a_value_the_option_does_not_take_is_refused_where_it_was_set(tmp_path: Path, changes: str, told: str) -> None:
    folder = mod(tmp_path, changes)
    assert problems(folder) == [f"{folder / 'changes.yaml'}:{told}"]


def test_an_alternative_of_the_values_own_type_tells_what_is_wrong_with_it(tmp_path: Path) -> None:
    # base_persons is "random" or a list of person cards: a list is told about its misspelt card
    folder = mod(tmp_path, """
        game:
          options:
            base_persons: [prince, quen]
    """, game="jalgeurak")
    found = problems(folder, "jalgeurak")
    assert len(found) == 1
    assert found[0].startswith(f"{folder / 'changes.yaml'}:3:28: 'quen' must be one of prince, queen, jester")


def test_the_shapes_themselves_are_checked(tmp_path: Path) -> None:
    folder = mod(tmp_path, """
        game:
          option_values:
            used_card: {enum: [a]}
            rounds: {type: arr}
    """)
    where = folder / "changes.yaml"
    assert problems(folder) == [
        f"{where}:3:5: option_values names 'used_card', which is not an option of the game; did you mean 'used_cards'?",
        f"{where}:4:14: not a JSON Schema: 'arr' is not valid under any of the given schemas"]


def test_an_option_a_mod_adds_may_bring_its_shape(tmp_path: Path) -> None:
    folder = mod(tmp_path, """
        add:
          game:
            options: {muster: 3}
            option_values: {muster: {type: integer, maximum: 2}}
    """)
    assert problems(folder) == [f"{folder / 'changes.yaml'}:3:15: muster: must be at most 2"]
    (folder / "changes.yaml").write_text("add:\n  game:\n    options: {muster: 2}\n    option_values: {muster: "
                                         "{type: integer, maximum: 2}}\n", encoding="utf-8")
    assert regla.load("el-grande", regla.Selection(mods=(str(folder),))).options["muster"] == 2


def test_a_house_rule_file_setting_a_value_the_game_does_not_take_is_refused_in_one_line(tmp_path: Path) -> None:
    rule = tmp_path / "bad_rule.py"
    rule.write_text(textwrap.dedent("""
        import regla

        @regla.hookimpl
        def regla_ruleset_overlay(ruleset_id, players):
            return {"game": {"options": {"first_player": "youngest"}}}
    """), encoding="utf-8")
    result = CliRunner().invoke(cli, ["simulate", "--games", "1", "--house-rule", str(rule)], env={"REGLA_MODS": ""})
    assert result.exit_code == regla.ExitCode.INVALID, result.output
    assert "'youngest' must be one of seat, random" in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize("game", ["el-grande", "jalgeurak"])
def test_every_shipped_selection_sets_values_its_game_takes(game: str) -> None:
    # every edition, variant and house rule installed, one at a time, and every player count: all load
    infos = [i for i in regla.discover().values() if i.game == game and i.kind in ("edition", "variant", "house-rule")]
    assert infos
    for info in infos:
        selection = regla.Selection(edition=info.name) if info.kind == "edition" else regla.Selection(
            variants=(info.name,)) if info.kind == "variant" else regla.Selection(house_rules=(info.name,))
        ruleset = regla.load(game, selection)
        for players in range(ruleset.game.min_players, ruleset.game.max_players + 1):
            assert regla.load(game, selection, players).options.keys() == ruleset.options.keys()
