"""A mod is refused the same way by every command, with every mistake of it named in one run (a mod for
no game, a manifest with several mistakes, a scenario with several, changes and cards wrong together);
a mod's catalogue speaks the language the game speaks; `regla serve` checks its mods before it serves;
a game a mod's changes break says whose changes they were; and `regla mod new` says the next command as
a shell reads it."""

from __future__ import annotations

import json
import os
import shlex
import socket
import subprocess
import sys
from pathlib import Path

import pytest
import regla
from test_mods import MANIFEST, ONE_CARD, run, small_mod

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


def test_every_mistake_of_a_scenario_is_named_in_one_run(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"tests/many.yaml": "players: 9\ngames: 1000000000\nexpect: ['True']\n"})
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1
    assert checked.output.splitlines() == [f"{mod / 'tests' / 'many.yaml'}:1:1: El Grande takes 2 to 5 players, not 9",
                                           f"{mod / 'tests' / 'many.yaml'}:2:1: games: must be at most 10000"]


TYPO = ONE_CARD.replace("tags: [region]}, to", "tags: [regoin]}, to")


@pytest.mark.parametrize("change", [
    "board: {areas: {nowhere: {name: X}}}",
    "cards: {nonexistent-card: {name: X}}",
    "cards: {nonexistent-card: 3}",
    "cardz: {}",
    "texts: {texts.yaml: {specials: 3}}",
])
def test_a_wrong_change_and_a_misspelt_card_are_named_in_one_run(tmp_path: Path, change: str) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n", "cards.yaml": TYPO,
                                 "changes.yaml": change + "\n"})
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1
    lines = checked.output.splitlines()
    assert len(lines) == 2 and lines[0].startswith(f"{mod / 'changes.yaml'}:1:"), checked.output
    assert lines[1] == f"{mod / 'cards.yaml'}:6:39: unknown area tag 'regoin'; did you mean 'region'?"


def test_a_mistake_that_stops_the_game_loading_is_named_with_those_of_the_scenarios_and_catalogues(
        tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    locales: locales\n", "cards.yaml": TYPO,
                                 "tests/wrong.yaml": "players: 2\ngames: 0\n",
                                 "locales/ko/LC_MESSAGES/small.po": 'msgid "x"\n'})
    lines = run("mod", "check", str(mod)).output.splitlines()
    assert [line.split(": ", 1)[0].rsplit("/", 1)[1] for line in lines] == [
        "cards.yaml:6:39", "wrong.yaml:2:1", "small.po:1:1"], lines


def test_a_mod_translated_as_pt_speaks_with_the_game_in_portuguese_under_pt_and_pt_br(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    locales: locales\n"})
    made = run("mod", "translate", str(mod), "pt")
    po = mod / "locales" / "pt_BR" / "LC_MESSAGES" / "small.po"
    assert made.exit_code == 0 and made.output.strip() == str(po), made.output
    filled = po.read_text(encoding="utf-8").replace('msgid "Small card"\nmsgstr ""', 'msgid "Small card"\nmsgstr '
                                                                                      '"Carta pequena"')
    po.write_text(filled, encoding="utf-8")
    # a catalogue filed under pt, as the command wrote it before, is read for pt_BR too
    elsewhere = small_mod(tmp_path / "old", **{"mod.yaml": MANIFEST + "    locales: locales\n"})
    old = elsewhere / "locales" / "pt" / "LC_MESSAGES" / "small.po"
    old.parent.mkdir(parents=True)
    old.write_text(filled, encoding="utf-8")
    for folder in (mod, elsewhere):
        for locale in ("pt", "pt_BR"):
            shown = run("cards", "--mod", str(folder), "--locale", locale)
            assert shown.exit_code == 0, shown.output
            assert "Carta pequena" in shown.output and "Intriga" in shown.output, (folder, locale, shown.output)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_serve_refuses_a_broken_mod_at_start_up_as_play_does(tmp_path: Path) -> None:
    def serve(mod: Path) -> subprocess.CompletedProcess[str]:
        # in a process of its own: an app that serves all the same is stopped, and the test fails
        return subprocess.run([sys.executable, "-m", "regla", "serve", "--port", str(free_port()), "--mod", str(mod)],
                              capture_output=True, text=True, timeout=60,
                              env={**os.environ, "REGLA_MODS": "", "LANGUAGE": "", "LC_ALL": "C.UTF-8"})

    broken = small_mod(tmp_path / "broken", **{"cards.yaml": TYPO})
    served = serve(broken)
    played = run("play", "--auto", "--mod", str(broken))
    assert served.returncode == played.exit_code == 1
    assert served.stderr == played.output == f"{broken / 'cards.yaml'}:6:39: unknown area tag 'regoin'; did you " \
                                              "mean 'region'?\n"
    coded = small_mod(tmp_path / "coded", **{"mod.yaml": MANIFEST + "    plugins: [hooks.py]\n", "hooks.py": ""})
    served = serve(coded)
    assert served.returncode == 2 and served.stderr.startswith("regla: mod 'small' holds Python code (hooks.py)")
    assert "serving" not in served.stderr


def test_a_game_the_mods_changes_break_says_whose_changes_and_what_failed(tmp_path: Path) -> None:
    # forty rounds: the players' cards run out long before
    change = f"game: {{options: {{rounds: {list(range(1, 41))}, scoring_rounds: [3, 6, 9, 40]}}}}\n"
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n", "changes.yaml": change})
    played = run("play", "--auto", "--seed", "1", "--mod", str(mod))
    assert played.exit_code == 1
    said = played.output.splitlines()[-1]
    assert said.endswith(": let failed: nothing is found under None (KeyError) (the game ran with the changes of "
                         "plugin 'mod:small', which its own rules were not written for)"), said


@pytest.mark.parametrize("name", ["My Cards!", "-x", "two words"])
def test_mod_new_says_the_next_command_as_a_shell_reads_it(tmp_path: Path, name: str) -> None:
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}", "REGLA_MODS": "",
           "LANGUAGE": "", "LC_ALL": "C.UTF-8"}
    made = subprocess.run(["regla", "mod", "new", "--", name], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, env=env)
    assert made.returncode == 0, made.stderr
    command = made.stdout.splitlines()[-1].removeprefix("next: ")
    assert shlex.split(command)[:3] == ["regla", "mod", "check"] and len(shlex.split(command)) == 4, command
    checked = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True, timeout=120, env=env)
    assert checked.returncode == 0 and "valid for el-grande" in checked.stdout, (command, checked.stderr)


def test_regla_mods_offers_each_mod_to_its_own_game_and_to_the_saves_played_with_it(tmp_path: Path) -> None:
    example = Path(__file__).resolve().parent.parent / "examples" / "mods" / "royal-intrigue"
    plain, modded = tmp_path / "plain.json", tmp_path / "modded.json"
    assert run("play", "--auto", "--players", "2", "--seed", "1", "--save", str(plain)).exit_code == 0
    assert run("play", "--auto", "--players", "2", "--seed", "1", "--save", str(modded),
               REGLA_MODS=str(example)).exit_code == 0
    # the mod is El Grande's: it changes El Grande's games, and plays no part in another game's
    assert "royal-intrigue" in json.dumps(regla.load_game(modded.read_text(encoding="utf-8"),
                                                          files=regla.Files(mods=(str(example),))).state["setup"])
    other = run("play", "--game", "jalgeurak", "--auto", "--players", "2", "--seed", "1", REGLA_MODS=str(example))
    assert other.exit_code == 0 and "Final scores:" in other.output, other.output
    compared = run("lab", "--game", "jalgeurak", "--players", "2", "--games", "2", "--seed", "1", "--out",
                   str(tmp_path / "lab"), "--compare", "--variant jalgeurak-mixed-buildings", REGLA_MODS=str(example))
    assert compared.exit_code == 0, compared.output
    # a save is loaded with the mods it was played with, whatever else REGLA_MODS offers
    for save in (plain, modded):
        assert run("replay", str(save), "--to", "1", REGLA_MODS=str(example)).exit_code == 0
        assert run("play", "--load", str(save), "--auto", REGLA_MODS=str(example)).exit_code == 0
    # a mod given with --mod is used as given: a save not played with it refuses it
    refused = run("replay", str(plain), "--mod", str(example))
    assert refused.exit_code == 2 and "not played with the mod 'royal-intrigue'" in refused.output
