"""Random games keep every invariant; `regla simulate --json` reports what the issue asks for."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from conftest import BREAKS_AN_INVARIANT, BREAKS_EVERY_GAME, EVERY_GAME_BREAKS_WITH, house_rule_file
from regla.cli.main import cli
from regla.lab.simulate import game_named, play_one, simulate

REQUIRED = {"games", "completed", "errors", "seconds", "games_per_second", "decisions_per_game", "wins_by_seat",
            "mean_score_by_seat", "card_plays", "special_actions_done", "invariant_violations", "rounds_per_game"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_the_invariants(players: int) -> None:
    ruleset = regla.load(players=players)
    colours = ruleset.game.colours[:players]
    report = simulate(ruleset, colours, games=25, seed=players * 100)
    assert report.errors == 0, report.error_messages
    assert report.invariant_violations == 0, report.violation_messages
    assert report.completed == 25
    assert sum(report.wins_by_seat) == pytest.approx(25)


def test_the_checker_catches_a_lost_piece() -> None:
    ruleset = regla.load(players=3)
    colours = ruleset.game.colours[:3]

    def leaky(seed: int) -> regla.Game:
        game = regla.Game.start(ruleset, colours, seed, {})
        game.state["pieces"]["province"][colours[0]] -= 1
        return game

    report = simulate(ruleset, colours, games=1, seed=1, start=leaky)
    assert report.invariant_violations > 0
    assert any("pieces, not 31" in m for m in report.violation_messages)


def test_simulate_json_document() -> None:
    result = CliRunner().invoke(cli, ["simulate", "--players", "4", "--games", "30", "--seed", "3", "--json"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert set(doc) >= REQUIRED
    assert doc["completed"] == 30 and doc["errors"] == 0 and doc["invariant_violations"] == 0
    assert doc["rounds_per_game"] == 9
    assert len(doc["wins_by_seat"]) == 4
    assert sum(doc["card_plays"].values()) == 30 * 9 * 4
    assert set(doc["special_actions_done"]) <= set(doc["card_plays"])


def test_a_broken_invariant_names_the_game_and_seed_that_broke_it(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "first_round_only", BREAKS_AN_INVARIANT)
    result = CliRunner().invoke(cli, ["simulate", "--players", "3", "--games", "3", "--seed", "5", "--json",
                                      "--house-rule", rule])
    assert result.exit_code == 1, result.output
    doc = json.loads(result.output)
    assert doc["errors"] == 0 and doc["invariant_violations"] > 0 and doc["invariant_messages"]
    for message in doc["invariant_messages"]:
        found = re.fullmatch(r"game (\d+) \(--seed (\d+)\): invariant 'first-round-only' broken", message)
        assert found and int(found[2]) == 5 + int(found[1]), message


def test_the_seed_a_report_quotes_plays_that_game_again() -> None:
    # game i of a run is the first game of a run with the seed quoted for it, its bots seated as quoted
    ruleset = regla.load(players=3)
    colours = ruleset.game.colours[:3]
    lineup = ["greedy", "random", "random"]
    for index in (1, 2):
        record = play_one(ruleset, colours, index, 40, bots=lineup, rotate=True)
        named = game_named(record["index"], record["seed"], record["bots"])
        quoted = re.fullmatch(r"game (\d+) \(--seed (\d+); --bots ([a-z,]+)\)", named)
        assert quoted and int(quoted[1]) == index and quoted[3] != ",".join(lineup), named
        again = play_one(ruleset, colours, 0, int(quoted[2]), bots=quoted[3].split(","))
        assert record["error"] is None and {**again, "index": index} == record


def test_games_between_named_bots_check_the_invariants_after_every_decision(tmp_path: Path) -> None:
    rule = house_rule_file(tmp_path, "first_round_only", BREAKS_AN_INVARIANT)
    for command in (["simulate"], ["lab", "--out", str(tmp_path / "lab")]):
        result = CliRunner().invoke(cli, [*command, "--players", "3", "--games", "2", "--seed", "5",
                                          "--bots", "random,greedy,random", "--house-rule", rule])
        assert result.exit_code == 1, result.output
        assert "invariant 'first-round-only' broken" in result.output, result.output


def test_without_a_finished_game_there_are_no_means_per_game(tmp_path: Path) -> None:
    args = ["simulate", "--players", "3", "--games", "2", "--house-rule",
            house_rule_file(tmp_path, "fails", BREAKS_EVERY_GAME)]
    result = CliRunner().invoke(cli, [*args, "--json"])
    assert result.exit_code == 1, result.output
    doc = json.loads(result.output)
    assert doc["completed"] == 0 and doc["errors"] == 2
    assert doc["rounds_per_game"] is None and doc["decisions_per_game"] is None
    assert doc["mean_score_by_seat"] == [None, None, None]
    text = CliRunner().invoke(cli, args)
    assert text.exit_code == 1
    assert "no game finished: there are no figures per game" in text.stdout
    assert "rounds_per_game" not in text.stdout and "decisions per game" not in text.stdout
    assert "game 0 (--seed 0): ProgramError: " in text.stderr and f"{EVERY_GAME_BREAKS_WITH}\n" in text.stderr


@pytest.mark.parametrize(("locale", "red", "measure"), [("en", "red", "rounds per game"),
                                                      ("ko", "빨강", "게임당 라운드 수"),
                                                      ("hu", "Piros", "körök száma játszmánként")])
def test_simulates_summary_names_colours_and_the_games_measures_in_the_readers_language(
        locale: str, red: str, measure: str) -> None:
    result = CliRunner().invoke(cli, ["simulate", "--games", "2", "--players", "3", "--locale", locale])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert any(line.startswith(f"{measure}: 9") for line in lines)
    wins = next(line for line in lines if f"{red} " in line and "," in line)
    assert "red" not in wins or locale == "en"
    assert "rounds_per_game" not in result.output


def test_simulate_is_reproducible() -> None:
    def run() -> dict[str, object]:
        out = CliRunner().invoke(cli, ["simulate", "--games", "10", "--seed", "5", "--json"]).output
        doc = json.loads(out)
        return {k: v for k, v in doc.items() if k not in ("seconds", "games_per_second")}

    assert run() == run()


def test_cli_errors_are_one_line_with_exit_codes(tmp_path: object) -> None:
    runner = CliRunner()
    bad_count = runner.invoke(cli, ["simulate", "--players", "7", "--games", "1"])
    assert bad_count.exit_code == 2 and bad_count.output.strip().count("\n") == 0
    assert "takes 2 to 5 players" in bad_count.output
    unknown = runner.invoke(cli, ["simulate", "--games", "1", "--house-rule", "no-such-rule"])
    assert unknown.exit_code == 2 and "unknown house rule 'no-such-rule'" in unknown.output
    assert "Traceback" not in unknown.output
    missing = runner.invoke(cli, ["score", "/nonexistent/position.yaml"])
    assert missing.exit_code == 2 and "cannot read file" in missing.output  # an input error, not bad data
    usage = runner.invoke(cli, ["simulate", "--games", "zero"])
    assert usage.exit_code == 2


def test_bench_reports_every_configuration() -> None:
    result = CliRunner().invoke(cli, ["bench", "--games", "2", "--players", "3", "--players", "2", "--json",
                                      "--load-runs", "0"])
    assert result.exit_code == 0, result.output
    doc = json.loads(result.output)
    assert doc["machine"]["python"] and doc["games"] == 2 and doc["rules_load"] is None
    assert [(r["edition"], r["players"]) for r in doc["rows"]] == [
        ("big-box", 2), ("big-box", 3), ("classic", 2), ("classic", 3)]
    for row in doc["rows"]:
        assert row["decisions_per_game"] > 50
        for key in ("games_per_s", "games_per_s_checked", "decisions_per_s", "us_per_decision", "clone_us",
                    "save_us", "load_us", "save_end_us", "load_end_us"):
            assert row[key] > 0, key
        assert row["decisions_per_s"] == pytest.approx(row["games_per_s"] * row["decisions_per_game"], rel=0.05)


def test_bench_takes_a_game_without_editions_as_it_comes() -> None:
    result = CliRunner().invoke(cli, ["bench", "--game", "jalgeurak", "--games", "2", "--players", "2",
                                      "--mod-cards", "3", "--load-runs", "1", "--json"])
    assert result.exit_code == 0, result.output
    # loading the rules in new processes, with the parsed files kept on disk and without
    rules = json.loads(result.output)["rules_load"]
    assert rules["cached_ms"] > 0 and rules["parsed_ms"] > 0 and rules["import_ms"] > 0
    # its cards are buildings without programs: the timed mod copies those
    assert json.loads(result.output)["mod_check"]["ms"] > 0
    [row] = json.loads(result.output)["rows"]
    assert row["edition"] is None and row["players"] == 2 and row["games_per_s"] > 0 and row["load_end_us"] > 0
    shown = CliRunner().invoke(cli, ["bench", "--game", "jalgeurak", "--games", "2", "--players", "2",
                                     "--mod-cards", "0", "--load-runs", "1"])
    assert shown.exit_code == 0 and shown.output.splitlines()[2].split()[:2] == ["-", "2"], shown.output
    assert shown.output.splitlines()[3].startswith("loading the rules in a new process: "), shown.output


def test_pieces_never_enter_or_leave_a_locked_area_nor_go_negative() -> None:
    from regla.engine.ops.pieces import shift
    from regla.errors import InternalError

    game = regla.new_game(players=3, seed=2)
    vm = game._vm
    king = game.state["tokens"]["king"]
    other = next(a for a in game.state["pieces"] if a not in (king, "court", "province"))
    with pytest.raises(InternalError, match=f"pieces changed in {king}, locked by king"):
        shift(vm, "court", king, "red", 1)
    with pytest.raises(InternalError, match="cannot move 99"):
        shift(vm, "court", other, "red", 99)
    before = dict(game.state["pieces"]["court"])
    shift(vm, "court", other, "red", 1)
    assert game.state["pieces"]["court"]["red"] == before["red"] - 1


class StrictTable:
    """Invariants that hold at first and break in play: what the checker must notice, whatever they read."""

    @regla.hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, object]:
        return {"game": {"invariants": {
            "one-variable": "round < 2",
            "two-variables": "round < 3 or len(values_of(played)) == 0",
            "reads-the-board": "count('court', players[0]) < 9",
        }}}


def test_the_checker_catches_the_rulesets_own_invariants_when_they_break() -> None:
    ruleset = regla.load(players=3, extra_plugins=(("strict-table", StrictTable()),))
    report = simulate(ruleset, ruleset.game.colours[:3], games=2, seed=4)
    assert report.errors == 0
    for name in ("one-variable", "two-variables", "reads-the-board"):
        assert f"invariant {name!r} broken" in " ".join(report.violation_messages), name
    assert simulate(ruleset, ruleset.game.colours[:3], games=2, seed=4, check=False).invariant_violations == 0


def test_bench_refuses_an_unknown_edition_before_printing_and_counts_an_edition_once() -> None:
    unknown = CliRunner().invoke(cli, ["bench", "--edition", "nosuch", "--games", "1", "--load-runs", "0"])
    assert unknown.exit_code == 2 and unknown.output.startswith("regla: unknown edition 'nosuch'"), unknown.output
    twice = CliRunner().invoke(cli, ["bench", "--edition", "classic", "--edition", "classic", "--players", "2",
                                     "--games", "1", "--mod-cards", "0", "--load-runs", "0", "--json"])
    assert [r["edition"] for r in json.loads(twice.output)["rows"]] == ["classic"]


@pytest.mark.parametrize(("arguments", "refusal"), [
    (["--players", "5"], "regla: Jalgeurak Kingdom takes 2 to 4 players, not 5"),
    (["--players", "2", "--seed", "99999999999999999999999"],
     "Error: Invalid value for '--seed': seed must be an integer (at most 64 bits), not 99999999999999999999999"),
])
def test_bench_refuses_a_count_or_a_seed_before_printing_anything(arguments: list[str], refusal: str) -> None:
    result = CliRunner().invoke(cli, ["bench", "--game", "jalgeurak", "--games", "2", "--mod-cards", "0",
                                      "--load-runs", "0", *arguments])
    assert result.exit_code == 2 and result.stdout == "", result.output
    assert result.stderr.splitlines()[-1].startswith(refusal), result.stderr


@pytest.mark.parametrize("command", [
    ["simulate", "--games", "2"], ["lab", "--games", "2"], ["bench", "--games", "1"], ["play", "--auto"],
    ["mod", "test", str(Path(__file__).resolve().parent.parent / "examples" / "mods" / "royal-intrigue")]])
def test_every_command_refuses_the_seeds_play_refuses(command: list[str]) -> None:
    # a seed past 64 bits used to play the games of the seed it equals in 64 bits: 2**64 + 5 those of 5
    for seed in (2**64 + 5, -(2**63) - 1):
        result = CliRunner().invoke(cli, [*command, "--players", "2", "--seed", str(seed)])
        assert result.exit_code == 2 and result.stdout == "", result.output
        assert result.stderr.splitlines()[-1] == (
            f"Error: Invalid value for '--seed': seed must be an integer (at most 64 bits), not {seed}")
    for seed in (2**64 - 2, -(2**63)):  # the ends of the range play
        played = CliRunner().invoke(cli, ["simulate", "--games", "2", "--players", "2", "--seed", str(seed)])
        assert played.exit_code == 0, played.output


@pytest.mark.parametrize("command", [["simulate"], ["bench", "--mod-cards", "0", "--load-runs", "0"]])
def test_a_run_of_games_counts_its_seeds_on_past_the_last_64_bit_seed_as_a_negative_seed_does(
        command: list[str]) -> None:
    # seeds are 64 bits, so -1 is 2**64-1 and the game after it is the game of 0: a run may start at
    # either, and plays the same games from either
    runs = [CliRunner().invoke(cli, [*command, "--game", "jalgeurak", "--games", "3", "--players", "2",
                                     "--seed", str(seed), "--json"]) for seed in (2**64 - 1, -1)]
    assert [r.exit_code for r in runs] == [0, 0], runs[0].output
    if command == ["simulate"]:
        same = [{k: v for k, v in json.loads(r.output).items() if k not in ("seconds", "games_per_second")}
                for r in runs]
        assert same[0] == same[1]
