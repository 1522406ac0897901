"""A mod is a bounded folder: a pipe or a huge file in it stops nothing, its files are hashed without
being held whole, and a damaged archive leaves nothing behind."""

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
from test_mods import run, small_mod

pytestmark = pytest.mark.hostile

def regla_command(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """regla run as a person runs it, in a process of its own (one that hangs is stopped)."""
    return subprocess.run([sys.executable, "-m", "regla", *args], capture_output=True, text=True, timeout=timeout,
                          env={**os.environ, "REGLA_MODS": "", "LANGUAGE": "", "LC_ALL": "C.UTF-8"})


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
