"""The lab as a run that can go wrong: broken games and invariants on either side fail it, a run none of
whose games finished says why in one line, Ctrl-C stops it with the games finished reported, --compare
takes selection options only, and a study on Ray starts Ray once."""

from __future__ import annotations

import csv
import json
import re
import shutil
import signal
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import BREAKS_AN_INVARIANT, BREAKS_EVERY_GAME, EVERY_GAME_BREAKS_WITH, house_rule_file, house_rule_source
from interrupting import interrupt, worker_processes
from regla.cli.main import cli


def test_compare_takes_selection_options_only(tmp_path: Path) -> None:
    # --help there printed its help on stdout (into --json's document) and compared A with itself
    for options in ("--help", "--games 3"):
        result = CliRunner().invoke(cli, ["lab", "--json", "--games", "2", "--out", str(tmp_path),
                                          "--compare", options])
        assert result.exit_code == 2 and result.stdout == "", result.output
        [line] = result.stderr.splitlines()
        assert line.startswith(f"regla: --compare {options!r}: No such option"), line


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as rows:
        return list(csv.DictReader(rows))


def test_a_broken_invariant_fails_the_lab_and_is_told_game_by_game(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "first_round_only", BREAKS_AN_INVARIANT)
    out = tmp_path / "r"
    result = CliRunner().invoke(cli, ["lab", "--players", "3", "--games", "3", "--house-rule", rule, "--out", str(out)])
    assert result.exit_code == 1, result.output
    assert re.search(r"^\d+ broken invariants in 3 games; the first: game 0 \(--seed 0\): invariant 'first-round-only' "
                     r"broken$", result.stdout, re.MULTILINE), result.stdout
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    games = report["broken_invariants"]
    assert report["errors"] == 0 and report["invariant_violations"] == sum(g["violations"] for g in games) > 0
    assert [(g["game"], g["seed"], g["invariants"]) for g in games] == [
        (i, i, ["invariant 'first-round-only' broken"]) for i in range(3)]
    rows = read_rows(out / "games.csv")
    assert len(rows) == 9 and all(int(row["invariant_violations"]) > 0 for row in rows)
    assert {row["broken_invariants"] for row in rows} == {"invariant 'first-round-only' broken"}


def test_broken_games_on_either_side_fail_the_lab(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "fails", BREAKS_EVERY_GAME)
    out = tmp_path / "r"
    result = CliRunner().invoke(cli, ["lab", "--players", "3", "--games", "4", "--out", str(out),
                                      "--compare", f"--house-rule {rule}"])
    assert result.exit_code == 1, result.output
    told = result.stdout.splitlines()
    assert told[:2] == ["A: 4 games, 0 errors.", "B: 4 games, 4 errors."], result.stdout
    assert told[2].startswith("B: The first error: game 0 (--seed 0): ProgramError: ") and told[2].endswith(
        EVERY_GAME_BREAKS_WITH), result.stdout
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["errors"] == 0 and report["compare"]["b_run"]["errors"] == 4 and report["compare"]["pairs"] == 0
    assert all(row["error"].endswith(EVERY_GAME_BREAKS_WITH) for row in read_rows(out / "games-b.csv"))


@pytest.mark.parametrize("compare", [False, True])
def test_when_no_game_finishes_the_lab_tells_the_first_error(tmp_path: Path, compare: bool) -> None:
    rule = house_rule_file(tmp_path, "fails", BREAKS_EVERY_GAME)
    out = tmp_path / "r"
    # compared with itself on one of the game's own measures, which no game got to report
    args = ["lab", "--players", "3", "--games", "3", "--house-rule", rule, "--out", str(out),
            *(["--compare", f"--house-rule {rule}", "--metric", "rounds_per_game"] if compare else [])]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 1 and result.output.startswith(
        "regla: no game finished; the first error: game 0 (--seed 0): ProgramError: ") and result.output.endswith(
        EVERY_GAME_BREAKS_WITH + "\n") and len(result.output.splitlines()) == 1, result.output
    as_json = CliRunner().invoke(cli, [*args, "--json"])
    assert as_json.exit_code == 1 and as_json.stderr == result.output, as_json.output
    report = json.loads(as_json.stdout)
    assert report["errors"] == report["games"] == 3 and report["seat_win_rates"] == []
    assert report == json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert f"<p>{'A: ' if compare else ''}3 games, 3 errors.</p>" in (out / "report.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("options", [[], ["--compare", "--house-rule no-veto"], ["--workers", "2"]])
def test_ctrl_c_stops_the_lab_which_reports_the_games_finished(tmp_path: Path, options: list[str]) -> None:
    out = tmp_path / "r"
    # ready once the games are played: the report's folder is made just before, the workers start then
    ready = (lambda pid: worker_processes(pid) == 2) if "--workers" in options else (lambda pid: out.is_dir())
    # workers send their games back 50 at a time, once each has loaded the rules: a longer wait
    done, seconds = interrupt(["lab", "--players", "2", "--games", "100000", "--out", str(out), *options], ready,
                              settle=6.0 if "--workers" in options else 2.0)
    assert done.returncode == 130, done.stderr
    [line] = done.stderr.splitlines()
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["interrupted"] and 0 < report["games"] < 100_000
    b_games = report["compare"]["b_run"]["games"] if options[:1] == ["--compare"] else 0
    planned = 200_000 if b_games or options[:1] == ["--compare"] else 100_000
    assert line == f"regla: interrupted after {report['games'] + b_games} of {planned} games", line
    assert "Interrupted: these are the figures of the games finished before it." in done.stdout.splitlines()
    # the B side stops too, at once: it used to play all its games first
    assert b_games <= report["games"] and seconds < 30


def test_ctrl_c_while_the_report_is_made_leaves_the_whole_report_then_stops(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    import regla.cli.lab_cmd

    out = tmp_path / "r"
    out.mkdir()
    (out / "report.html").write_text("an earlier run's page", encoding="utf-8")
    drawn = regla.cli.lab_cmd.page

    def pressed_while_drawing(*args: object) -> str:
        # Ctrl-C lands while the page's plots are drawn, after every game finished
        signal.raise_signal(signal.SIGINT)
        return drawn(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(regla.cli.lab_cmd, "page", pressed_while_drawing)
    result = CliRunner().invoke(cli, ["lab", "--players", "2", "--games", "3", "--out", str(out)])
    assert result.exit_code == 130, result.output
    assert "3 games, 0 errors." in result.stdout and result.stderr.strip() == "regla: interrupted"
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["games"] == 3 and not report["interrupted"]
    assert "an earlier run" not in (out / "report.html").read_text(encoding="utf-8")


def test_a_run_with_one_side_takes_away_an_earlier_runs_b_side(tmp_path: Path) -> None:
    out = tmp_path / "r"
    compared = CliRunner().invoke(cli, ["lab", "--players", "2", "--games", "2", "--out", str(out),
                                        "--compare", "--house-rule no-veto"])
    assert compared.exit_code == 0 and (out / "games-b.csv").is_file(), compared.output
    alone = CliRunner().invoke(cli, ["lab", "--players", "2", "--games", "2", "--out", str(out)])
    assert alone.exit_code == 0, alone.output
    assert sorted(p.name for p in out.iterdir()) == ["games.csv", "report.html", "report.json"]


def test_a_study_on_ray_starts_ray_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import ray

    # a folder of its own for Ray's sessions (a short path: Ray's sockets live in it)
    folder = Path(tempfile.mkdtemp(prefix="ray-", dir="/tmp"))
    monkeypatch.setenv("RAY_TMPDIR", str(folder))
    try:
        # two looks, each playing both sides: four runs
        result = CliRunner().invoke(cli, ["lab", "--json", "--players", "2", "--games", "4", "--batch", "2",
                                          "--sequential", "--out", str(tmp_path), "--compare", "--edition classic",
                                          "--ray"])
        assert result.exit_code == 0, result.output
        # stdout only: Ray itself may say a word on stderr as it starts
        report = json.loads(result.stdout)
        assert report["compare"]["looks"] == 2 and report["games"] == 4
        assert len(list((folder / "ray").glob("session_2*"))) == 1
        assert not ray.is_initialized()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_each_side_of_an_ab_is_named_by_every_option_that_sets_it_mods_and_rule_files_too(tmp_path: Path) -> None:
    mod = str(Path(__file__).resolve().parent.parent / "examples" / "mods" / "royal-intrigue")
    rule = house_rule_file(tmp_path, "same", house_rule_source("el-grande", "changes nothing", "{}"))
    out = tmp_path / "r"
    result = CliRunner().invoke(cli, ["lab", "--players", "3", "--games", "2", "--out", str(out), "--mod", mod,
                                      "--compare", f"--house-rule no-veto --house-rule {rule}"])
    assert result.exit_code == 0, result.output
    compared = json.loads((out / "report.json").read_text(encoding="utf-8"))["compare"]
    assert compared["a"] == f"--edition classic --mod {mod}"
    assert compared["b"] == f"--edition classic --house-rule no-veto --house-rule {rule}"
    heading = f"A/B comparison: {compared['b']} against {compared['a']}"
    assert heading in (out / "report.html").read_text(encoding="utf-8")
