"""A mod is refused the same way by every command, with every mistake of its manifest named in one run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import regla
from test_mods import MANIFEST, run, small_mod

NO_GAME = "mod 'small' names no game: set 'game' (the game it changes) or 'games' in mod.yaml"


def test_a_mod_for_no_game_is_refused_by_every_command_at_its_manifest(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST.replace("    game: el-grande\n", "")})
    said = f"{mod / 'mod.yaml'}:1:1: {NO_GAME}\n"
    save = tmp_path / "s.json"
    for command in (["mod", "check", str(mod)], ["cards", "--mod", str(mod)],
                    ["play", "--auto", "--seed", "1", "--mod", str(mod), "--save", str(save)]):
        refused = run(*command)
        assert (refused.exit_code, refused.output) == (1, said), command
    assert not save.exists()
    listed = run("mods", "--json", "--mod", str(mod))
    assert listed.exit_code == 1 and json.loads(listed.output)[0]["status"] == "broken", listed.output
    with pytest.raises(regla.DataError, match="names no game"):
        regla.new_game(selection=regla.Selection(mods=(str(mod),)))


def test_every_mistake_of_a_manifest_is_named_in_one_run(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    texts: [texts.yaml, missing.yaml]\n    extra: 1\n",
                                 "texts.yaml": "specials: []\n"})
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1
    assert checked.output.splitlines() == [
        f"{mod / 'mod.yaml'}:6:21: no file 'missing.yaml' in the mod",
        f"{mod / 'mod.yaml'}:7:1: extra: unknown field (not one this file kind has); did you mean 'texts'?"]
