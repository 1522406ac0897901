"""A mod is its folder and nothing else, and a bounded one: what it reads, hashes and packs is inside it
(a game it brings, its catalogues and scenarios included), a pipe or a huge file in it stops nothing,
a damaged archive leaves nothing behind, and a runaway program in it stops with an error at its place."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

import pytest
import regla
from test_generic_texts import BOARD, CARDS, GAME, TEXTS
from test_mods import MANIFEST, run, small_mod, write

pytestmark = pytest.mark.hostile

YARD = "id: yard-game\nname: Yard\nversion: 0.1.0\ngames: {yard: game.yaml}\n"


def yard_mod(tmp_path: Path) -> Path:
    """A mod that brings a whole small game (``yard``) in its folder."""
    return write(tmp_path / "yard-game", {"mod.yaml": YARD, "board.yaml": BOARD, "cards.yaml": CARDS,
                                          "game.yaml": GAME, "texts.yaml": TEXTS})


def hash_of(mod: Path) -> str:
    listed = run("mods", "--json", "--mod", str(mod))
    assert listed.exit_code == 0, listed.output
    return str(json.loads(listed.output)[0]["hash"])


def regla_command(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """regla run as a person runs it, in a process of its own (one that hangs is stopped)."""
    return subprocess.run([sys.executable, "-m", "regla", *args], capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "REGLA_MODS": "", "LANGUAGE": "", "LC_ALL": "C.UTF-8"})


# -- a game a mod brings reads only the mod's files --------------------------------------------------------

def test_a_game_a_mod_brings_may_not_name_a_file_outside_the_mod(tmp_path: Path) -> None:
    mod = yard_mod(tmp_path)
    played = run("play", "--game", "yard", "--players", "2", "--auto", "--mod", str(mod))
    assert played.exit_code == 0, played.output
    (mod / "cards.yaml").rename(tmp_path / "outside-cards.yaml")
    game = (mod / "game.yaml").read_text(encoding="utf-8").replace("cards: [cards.yaml]",
                                                                   "cards: [../outside-cards.yaml]")
    (mod / "game.yaml").write_text(game, encoding="utf-8")
    line = game.splitlines().index("cards: [../outside-cards.yaml]") + 1
    at = f"{(mod / 'game.yaml').resolve()}:{line}:9: "
    for command in (["mod", "check", str(mod)], ["play", "--game", "yard", "--players", "2", "--auto", "--mod",
                                                 str(mod)], ["mod", "pack", str(mod), "--out", str(tmp_path / "d")]):
        refused = run(*command)
        assert refused.exit_code == 1, (command, refused.output)
        assert refused.output == f"{at}no file '../outside-cards.yaml' in the mod\n", (command, refused.output)
    assert not (tmp_path / "d").exists()
    # an absolute path, and a link inside the mod that leads out, the same
    (mod / "game.yaml").write_text(game.replace("../outside-cards.yaml", "/etc/passwd"), encoding="utf-8")
    assert f"game.yaml:{line}:9: no file '/etc/passwd' in the mod" in run("mod", "check", str(mod)).output
    (mod / "cards.yaml").symlink_to(tmp_path / "outside-cards.yaml")
    (mod / "game.yaml").write_text(game.replace("../outside-cards.yaml", "cards.yaml"), encoding="utf-8")
    assert f"game.yaml:{line}:9: no file 'cards.yaml' in the mod" in run("mod", "check", str(mod)).output


def test_a_mod_whose_game_reads_only_its_own_files_packs_into_a_working_archive_its_hash_covers(
        tmp_path: Path) -> None:
    mod = yard_mod(tmp_path)
    packed = run("mod", "pack", str(mod), "--out", str(tmp_path / "d"))
    assert packed.exit_code == 0, packed.output
    checked = run("mod", "check", packed.output.strip())
    assert checked.exit_code == 0 and "valid for yard" in checked.output, checked.output
    before = hash_of(mod)
    with (mod / "cards.yaml").open("a", encoding="utf-8") as cards:
        cards.write("# a comment\n")
    assert hash_of(mod) != before


def test_a_folder_of_the_mod_named_through_a_link_is_packed_under_that_name_and_loops_are_not_followed(
        tmp_path: Path) -> None:
    mod = yard_mod(tmp_path)
    (mod / "real").mkdir()
    (mod / "cards.yaml").rename(mod / "real" / "cards.yaml")
    (mod / "data").symlink_to("real")
    (mod / "game.yaml").write_text(GAME.replace("cards.yaml", "data/cards.yaml"), encoding="utf-8")
    # a link back up the mod, two folders linking to each other, and one leading out of the mod
    (mod / "real" / "up").symlink_to("..")
    (mod / "a").mkdir()
    (mod / "b").mkdir()
    (mod / "a" / "other").symlink_to("../b")
    (mod / "b" / "other").symlink_to("../a")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.yaml").write_text("secret: 1\n", encoding="utf-8")
    (mod / "out").symlink_to(tmp_path / "outside")
    assert run("mod", "check", str(mod)).exit_code == 0
    packed = run("mod", "pack", str(mod), "--out", str(tmp_path / "d"))
    assert packed.exit_code == 0, packed.output
    with zipfile.ZipFile(packed.output.strip()) as archive:
        names = sorted(archive.namelist())
    assert "yard-game/data/cards.yaml" in names and "yard-game/real/cards.yaml" in names
    assert not [name for name in names if "secret" in name or "/up/" in name or "other/other" in name], names
    checked = run("mod", "check", packed.output.strip())
    assert checked.exit_code == 0 and "valid for yard" in checked.output, checked.output


def test_a_mods_changes_may_not_point_the_game_at_other_files(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n",
                                 "changes.yaml": "game:\n  texts: [/etc/passwd]\nadd:\n  game: {cards: [x.yaml]}\n"})
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1, checked.output
    said = "a mod does not change which files the game reads; list its own files under 'cards' and 'texts' in mod.yaml"
    assert checked.output.splitlines() == [f"{mod / 'changes.yaml'}:2:3: texts: {said}",
                                           f"{mod / 'changes.yaml'}:4:10: cards: {said}"]


# -- the files a mod finds by their place are inside it too -------------------------------------------------

def test_a_catalogue_linked_from_outside_the_mod_is_refused_and_never_echoed(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    locales: locales\n"})
    assert run("mod", "translate", str(mod), "he").exit_code == 0
    po = mod / "locales" / "he" / "LC_MESSAGES" / "small.po"
    elsewhere = tmp_path / "elsewhere.po"
    po.rename(elsewhere)
    po.symlink_to(elsewhere)
    for command in (["mod", "check", str(mod)], ["cards", "--mod", str(mod), "--locale", "he"],
                    ["mod", "pack", str(mod), "--out", str(tmp_path / "d")]):
        refused = run(*command)
        assert refused.exit_code == 1, (command, refused.output)
        # (said in the language asked for: Hebrew, by the shipped catalogue, for `cards`)
        [said] = refused.output.splitlines()
        assert said.startswith(f"{po}:1:1: ") and said.endswith(("put the file itself in the mod", "בתוך המוד")), said
    secret = tmp_path / "passwd"
    secret.write_text("".join(f"user{i}:x:{i}:{i}::/home/user{i}:/bin/sh\n" for i in range(30)), encoding="utf-8")
    po.unlink()
    po.symlink_to(secret)
    assert "user1:" not in run("mod", "check", str(mod)).output
    # a foreign file copied in is named once, not echoed line by line
    po.unlink()
    po.write_bytes(secret.read_bytes())
    checked = run("mod", "check", str(mod))
    assert checked.output == (f"{po}:1:1: not a gettext catalogue: no line of it starts with msgid, msgstr or another "
                              "keyword of one\n"), checked.output


def test_a_scenario_linked_from_outside_the_mod_is_refused(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    outside = tmp_path / "scenario.yaml"
    outside.write_text("players: 2\nexpect: ['True']\n", encoding="utf-8")
    (mod / "tests").mkdir()
    (mod / "tests" / "linked.yaml").symlink_to(outside)
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1 and checked.output.startswith(f"{mod / 'tests' / 'linked.yaml'}:1:1: this link "
                                                                "leads out"), checked.output


# -- pipes, huge files, damaged archives --------------------------------------------------------------------

def test_a_pipe_in_a_mod_folder_hangs_no_command(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    os.mkfifo(mod / "notes.pipe")
    checked = regla_command("mod", "check", str(mod))
    assert checked.returncode == 0 and "small 1.0.0: valid" in checked.stdout, checked.stderr
    listed = regla_command("mods", "--json", "--mod", str(mod))
    assert listed.returncode == 0 and json.loads(listed.stdout)[0]["status"] == "ready", listed.stderr
    shown = regla_command("cards", "--mod", str(mod))
    assert shown.returncode == 0 and "Small card" in shown.stdout, shown.stderr
    packed = regla_command("mod", "pack", str(mod), "--out", str(tmp_path / "d"))
    assert packed.returncode == 0, packed.stderr
    assert not any(name.endswith("notes.pipe") for name in zipfile.ZipFile(packed.stdout.strip()).namelist())


def test_a_mod_folder_or_archive_past_the_bounds_is_refused_before_it_is_read(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    with (mod / "big.bin").open("wb") as big:
        big.truncate(60_000_000)  # sparse: nothing is written, and nothing should be read
    said = f"{mod}: a mod holds at most 2000 files and 50 MB; this one holds more"
    for command in (["mod", "check", str(mod)], ["cards", "--mod", str(mod)]):
        refused = run(*command)
        assert refused.exit_code == 2 and refused.output.startswith(f"regla: {said}"), (command, refused.output)
    listed = run("mods", "--json", "--mod", str(mod))  # a broken mod is a row of the list, and exit status 1
    assert listed.exit_code == 1 and json.loads(listed.output)[0]["problem"].startswith(said), listed.output
    huge = tmp_path / "huge.zip"
    with huge.open("wb") as archive:
        archive.truncate(60_000_000)
    refused = run("cards", "--mod", str(huge))
    assert refused.exit_code == 2 and refused.output == (
        f"regla: {huge}: the archive is too large to be a mod (at most 2000 files and 50 MB, packed or unpacked)\n")


def test_hashing_a_mod_holds_none_of_its_files_whole(tmp_path: Path) -> None:
    def peak(mod: Path) -> int:
        # the child's peak memory, measured from a process of its own (the tests' own does not count)
        probe = ("import resource, subprocess, sys; subprocess.run([sys.executable, '-m', 'regla', 'mods', '--mod', "
                 f"{str(mod)!r}], check=True, capture_output=True); "
                 "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
        done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120,
                              env={**os.environ, "REGLA_MODS": ""})
        assert done.returncode == 0, done.stderr
        return int(done.stdout)

    small = small_mod(tmp_path / "small")
    large = small_mod(tmp_path / "large")
    (large / "data.bin").write_bytes(os.urandom(40_000_000))
    assert peak(large) - peak(small) < 20_000  # kB: hashed a chunk at a time, never 40 MB at once


def liar(tmp_path: Path) -> Path:
    """A mod archive whose member's recorded size is wrong: it lists well, and fails its checksum unpacked."""
    path = tmp_path / "liar.zip"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("liar/mod.yaml", "id: liar\nname: Liar\nversion: 1.0.0\ngame: el-grande\n" + "# padding\n" * 20)
    data = bytearray(path.read_bytes())
    at = data.index(b"PK\x01\x02")
    struct.pack_into("<I", data, at + 24, struct.unpack_from("<I", data, at + 24)[0] - 10)
    path.write_bytes(bytes(data))
    return path


def test_a_damaged_archive_is_said_to_be_damaged_and_leaves_nothing_behind(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    archive = liar(tmp_path)
    for _ in range(2):
        refused = run("mod", "check", str(archive))
        assert refused.exit_code == 2 and refused.output == (
            f"regla: {archive}: the archive's member 'liar/mod.yaml' is damaged: it cannot be unpacked as "
            "recorded\n"), refused.output
    cache = tmp_path / "tmp" / f"regla-mods-{os.getuid()}"
    assert list(cache.iterdir()) == []
    with pytest.raises(regla.UserError, match="is damaged"):
        regla.load("el-grande", regla.Selection(mods=(str(archive),)))


# -- a mod's runaway programs stop with an error at their place --------------------------------------------

RUNAWAY = {
    "lists of lists": ('- let: {a: "[[0] * 9999] * 9999"}', "more than 10000 items at all its levels together"),
    "a number doubled": ('- while: {cond: "True", do: [{set: {n: "n - (0 - n)"}}]}', "an integer past 64 bits"),
    "a score past 64 bits": ("- add_score: {player: \"'white'\", points: \"18446744073709551615\"}\n"
                             "    - add_score: {player: \"'white'\", points: \"18446744073709551615\"}",
                             "a score past 64 bits"),
}


@pytest.mark.parametrize("case", list(RUNAWAY))
def test_a_runaway_program_of_a_mods_game_stops_with_an_error_at_its_place(tmp_path: Path, case: str) -> None:
    program, said = RUNAWAY[case]
    mod = yard_mod(tmp_path)
    game = GAME.replace("vars: {", "vars: {n: 1, ").replace("  main:\n", f"  main:\n    {program}\n")
    (mod / "game.yaml").write_text(game, encoding="utf-8")
    # the instruction that fails is the program's last
    lines = game.splitlines()
    at = f"{mod / 'game.yaml'}:{len(lines) - lines[::-1].index(f'    {program.splitlines()[-1].strip()}')}:1: "
    for command in (["play", "--auto"], ["simulate", "--games", "2"]):
        done = run(*command, "--game", "yard", "--players", "2", "--mod", str(mod))
        assert done.exit_code == 1 and at in done.output and said in done.output, (command, done.output)


def test_a_scenario_that_sums_lists_past_the_limits_fails_at_its_place(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"tests/sums.yaml": """
        players: 2
        games: 1
        expect:
          - "len(sum([[0] * 100] * 9999, [])) > 0"
          - "len(sum([[0] * 99] * 100 + [[0] * 99] * 100, [])) > 0"
    """})
    done = regla_command("mod", "test", str(mod), "--games", "1", "--players", "2", timeout=60)
    scenario = mod / "tests" / "sums.yaml"
    assert done.returncode == 1, (done.stdout, done.stderr)
    assert done.stderr.splitlines() == [
        f"  {scenario}:4:5: seed 0: ExpressionLimit: a value of more than 10000 items at all its levels together",
        f"  {scenario}:5:5: seed 0: ExpressionLimit: a list of more than 10000 items"], done.stderr
