"""Hostile command lines, position files and plugins: one line naming the mistake, and the exit code
defined once in regla.ExitCode (0 ok, 1 invalid data or a failed check, 2 usage/configuration/input,
3 internal error, 130 Ctrl-C)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from regla import ExitCode
from regla.cli.main import cli

pytestmark = pytest.mark.hostile

GOOD = """players: [red, blue, yellow]
king: cataluna
grandes: {red: granada, blue: galicia, yellow: aragon}
caballeros:
  galicia: {red: 3, blue: 2}
  castillo: {red: 2}
scoreboards: {granada: 8/4/0}
castillo_to: {red: aragon}
"""


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


def one_line(output: str) -> str:
    assert "Traceback" not in output
    lines = [line for line in output.splitlines() if line]
    assert len(lines) == 1, output
    return lines[0]


def position_file(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "position.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_exit_codes_are_the_documented_numbers() -> None:
    assert [int(c) for c in ExitCode] == [0, 1, 2, 3, 130]
    assert regla.DataError([]).exit_code == ExitCode.INVALID
    assert regla.UserError("x").exit_code == regla.PluginError("x").exit_code == ExitCode.USAGE
    assert regla.InternalError("x").exit_code == ExitCode.INTERNAL


# (the position file's text, where the problem is: line:col, what the message says)
POSITIONS = {
    "one player": ("players: [red]\n", "1:10", "a list of 2 to 5 distinct colours"),
    "six players": ("players: [red, blue, yellow, green, black, red]\n", "1:10", "2 to 5 distinct colours"),
    "a colour twice": ("players: [red, red]\n", "1:10", "distinct colours"),
    "players not a list": ("players: red\n", "1:10", "distinct colours"),
    "players of lists": ("players: [[red], [blue]]\n", "1:10", "distinct colours"),
    "an unknown colour": ("players: [red, purple]\n", "1:10", "distinct colours"),
    "the King in a list": ("players: [red, blue]\nking: [x]\n", "2:7", "unknown area ['x']"),
    "the King in the Castillo": ("players: [red, blue]\nking: castillo\n", "2:7", "king: 'castillo' is not one of"),
    "the King as a number": ("players: [red, blue]\nking: 7\n", "2:7", "unknown area 7"),
    "a misspelt area": ("players: [red, blue]\nking: catalonia\n", "2:7", "did you mean 'cataluna'?"),
    "grandes as a list": ("players: [red, blue]\ngrandes: [red]\n", "2:10", "grandes: a mapping of colour: area"),
    "a Grande in the Castillo": ("players: [red, blue]\ngrandes: {red: castillo}\n", "2:16",
                                 "grandes: 'castillo' is not one of"),
    "a Grande of a non-player": ("players: [red, blue]\ngrandes: {green: aragon}\n", "2:11", "'green' is not a player"),
    "castillo_to as a string": ("players: [red, blue]\ncastillo_to: aragon\n", "2:14", "a mapping of colour: area"),
    "castillo_to the Castillo": ("players: [red, blue]\ncaballeros: {castillo: {red: 1}}\n"
                                 "castillo_to: {red: castillo}\n", "3:20", "castillo_to: 'castillo' is not one of"),
    "a missing castillo_to": ("players: [red, blue]\ncaballeros: {castillo: {red: 1}}\n", "2:25",
                              "red has pieces in castillo: say where they go under castillo_to"),
    "caballeros as a list": ("players: [red, blue]\ncaballeros: [1, 2]\n", "2:13", "a mapping of area"),
    "counts as a number": ("players: [red, blue]\ncaballeros: {galicia: 3}\n", "2:23", "galicia: a mapping of colour"),
    "a misspelt area key": ("players: [red, blue]\ncaballeros: {galica: {red: 1}}\n", "2:14",
                            "did you mean 'galicia'?"),
    "a negative count": ("players: [red, blue]\ncaballeros: {galicia: {red: -1}}\n", "2:29", "a whole number"),
    "a count of true": ("players: [red, blue]\ncaballeros: {galicia: {red: true}}\n", "2:29", "a whole number"),
    "a fractional count": ("players: [red, blue]\ncaballeros: {galicia: {red: 1.5}}\n", "2:29", "a whole number"),
    "too many pieces": ("players: [red, blue]\ncaballeros: {galicia: {red: 20}, aragon: {red: 20}}\n", "2:48",
                        "more than 31 pieces"),
    "a 19-digit count": ("players: [red, blue]\ncaballeros: {galicia: {red: 9999999999999999999}}\n", "2:29",
                         "more than 31 pieces"),
    "a 5000-digit count": ("players: [red, blue]\ncaballeros: {galicia: {red: " + "9" * 5000 + "}}\n", "2:29",
                           "integer of more than 19 digits"),
    "a scoreboard on two areas": ("players: [red, blue]\nscoreboards: {granada: 8/4/0, sevilla: 8/4/0}\n", "2:40",
                                  "the 8/4/0 token is already on granada"),
    "an unknown scoreboard": ("players: [red, blue]\nscoreboards: {granada: 9/9/9}\n", "2:24", "no value token"),
    "a scoreboard off the board": ("players: [red, blue]\nscoreboards: {court: 8/4/0}\n", "2:15",
                                   "unknown area 'court'"),
    "an unknown key": ("players: [red, blue]\nkings: aragon\n", "2:1", "did you mean 'king'?"),
    "a list document": ("- red\n", "1:1", "a position is a mapping"),
    "no King": ("players: [red, blue]\ncaballeros: {cataluna: {red: 3}}\n", "1:1", "king: missing"),
    "an alias bomb": ("".join(["a0: &a0 [x, x, x, x, x, x, x, x, x]\n"] + [
        f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n" for i in range(1, 10)]), "5:", "aliases counted"),
}


@pytest.mark.parametrize("case", list(POSITIONS))
def test_a_bad_position_is_one_line_at_its_place(tmp_path: Path, case: str) -> None:
    text, where, says = POSITIONS[case]
    path = position_file(tmp_path, text)
    code, output = run("score", str(path))
    problems = [line for line in output.splitlines() if line]
    assert code == ExitCode.INVALID, output
    assert "Traceback" not in output
    assert any(p.startswith(f"{path}:{where}") and says in p for p in problems), output


def test_a_secret_choice_the_rules_in_force_refuse_is_named_at_its_place(tmp_path: Path) -> None:
    # the King's region may be chosen for the Castillo's caballeros unless king-disc-repick is in force
    path = position_file(tmp_path, "players: [red, blue]\nking: cataluna\ncaballeros: {castillo: {red: 2}}\n"
                                   "castillo_to:\n  red: cataluna\n")
    assert run("score", str(path))[0] == ExitCode.OK
    code, output = run("score", str(path), "--house-rule", "king-disc-repick")
    assert code == ExitCode.INVALID, output
    assert one_line(output).startswith(f"{path}:5:8: red may not choose cataluna under these rules (one of galicia,")


@pytest.mark.parametrize(("areas", "says"), [
    (",", "--areas names no area"),
    ("galica", "unknown area 'galica'"),
    ("aragon,catalonia", "did you mean 'cataluna'?"),
])
def test_bad_areas_are_usage_errors(tmp_path: Path, areas: str, says: str) -> None:
    code, output = run("score", str(position_file(tmp_path, GOOD)), "--areas", areas)
    assert code == ExitCode.USAGE
    assert says in one_line(output)


def test_a_missing_position_file_is_an_input_error(tmp_path: Path) -> None:
    code, output = run("score", str(tmp_path / "nowhere.yaml"))
    assert code == ExitCode.USAGE
    assert "cannot read file" in one_line(output)


# (a house-rule file's text, what the one-line error says)
PLUGINS = {
    "a misnamed argument": ("def regla_ruleset_overlay(ruleset_id, player):\n    return {}\n",
                            "{'player'} are declared in the hookimpl but can not be found in the hookspec"),
    "an overlay that is a list": ("def regla_ruleset_overlay(ruleset_id, players):\n    return ['game']\n",
                                  "regla_ruleset_overlay: returned ['game'], not dict[str, Any] | None"),
    "an overlay that is a string": ("def regla_ruleset_overlay(ruleset_id, players):\n    return 'game'\n",
                                    "regla_ruleset_overlay: returned 'game', not dict[str, Any] | None"),
    "an overlay that holds itself": ("def regla_ruleset_overlay(ruleset_id, players):\n    d = {'game': {}}\n"
                                     "    d['game']['x'] = d\n    return d\n", "its overlay contains itself"),
    "an overlay holding an object": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                     "    return {'game': {'options': {'x': object()}}}\n",
                                     "is of the Python type object"),
    "an overlay holding a tuple": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                   "    return {'game': {'options': {'rounds': (1, 2)}}}\n",
                                   "is of the Python type tuple"),
    "an overlay section that is None": ("def regla_ruleset_overlay(ruleset_id, players):\n    return {'board': None}\n",
                                        "in its overlay, board must be a mapping, not None"),
    "an overlay section that is a list": ("def regla_ruleset_overlay(ruleset_id, players):\n    return {'game': []}\n",
                                          "in its overlay, game must be a mapping, not []"),
    "cards that are a list": ("def regla_ruleset_overlay(ruleset_id, players):\n    return {'cards': []}\n",
                              "in its overlay, cards must be a mapping, not []"),
    "a card change that is a number": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                       "    return {'cards': {'veto': 5}}\n",
                                       "cards.veto must be a mapping of changes"),
    "texts of a file that are None": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                      "    return {'texts': {'option-texts.yaml': None}}\n",
                                      "texts.option-texts.yaml must be a mapping, not None"),
    "additions that are None": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                "    return {'add': {'game': None}}\n", "add.game must be a mapping, not None"),
    "new items that are a number": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                    "    return {'add': {'board': {'areas': 5}}}\n",
                                    "add.board.areas must be a list of new items or a mapping of new entries, not 5"),
    "additions to what takes none": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                     "    return {'add': {'cards': {}}}\n", "the unknown section 'add.cards'"),
    "conflicts given as a text": ("def regla_plugin_info():\n"
                                  "    return {'kind': 'house-rule', 'conflicts': 'no-veto'}\n",
                                  "conflicts must be a list of plugin names, not 'no-veto'"),
    "conflicts given as a number": ("def regla_plugin_info():\n    return {'kind': 'house-rule', 'conflicts': 5}\n",
                                    "conflicts must be a list of plugin names, not 5"),
    "a kind that is not one": ("def regla_plugin_info():\n    return {'kind': 'house rule'}\n",
                               "kind must be one of game, edition, variant, house-rule, mod, other, not 'house rule'"),
    "a misspelt field": ("def regla_plugin_info():\n    return {'kind': 'house-rule', 'conflict': ['no-veto']}\n",
                         "unknown field 'conflict'"),
    "a description that is no text": ("def regla_plugin_info():\n    return {'description': 5}\n",
                                      "description must be a text, not 5"),
    "a game that is a list": ("def regla_plugin_info():\n    return {'game': ['el-grande']}\n",
                              "game must be the id of a game, or None, not ['el-grande']"),
    "a default that is a text": ("def regla_plugin_info():\n    return {'default': 'yes'}\n",
                                 "default must be True or False, not 'yes'"),
    "an overlay with a tuple key": ("def regla_ruleset_overlay(ruleset_id, players):\n"
                                     "    return {'game': {(1, 2): 2}}\n", "overlay key (1, 2)"),
    "an overlay that raises": ("def regla_ruleset_overlay(ruleset_id, players):\n    raise ValueError('boom')\n",
                               "failed in regla_ruleset_overlay: ValueError: boom"),
    "a file that does not import": ("import nowhere_to_be_found\n", "ModuleNotFoundError"),
}


@pytest.mark.parametrize("case", list(PLUGINS))
def test_a_plugin_mistake_is_one_line_naming_the_plugin(tmp_path: Path, case: str) -> None:
    text, says = PLUGINS[case]
    path = tmp_path / "my_rule.py"
    path.write_text("from regla import hookimpl\n\n" + text.replace("def ", "@hookimpl\ndef ", 1), encoding="utf-8")
    code, output = run("cards", "--house-rule", str(path))
    line = one_line(output)
    assert code == ExitCode.USAGE
    assert "my_rule" in line and says in line, line


@pytest.mark.parametrize("command", [["plugins"], ["cards"], ["rules-diff"]])
def test_blocking_an_unknown_plugin_is_refused_with_a_suggestion(command: list[str]) -> None:
    code, output = run(*command, "--block-plugin", "six-round")
    assert code == ExitCode.USAGE
    assert "did you mean 'six-rounds'?" in one_line(output)


# every command: one run that works (0), one with invalid data or a failed check (1), one usage error (2)
@pytest.mark.parametrize(("args", "code"), [
    (["cards"], ExitCode.OK),
    (["cards", "--edition", "nope"], ExitCode.USAGE),
    (["cards", "--nope"], ExitCode.USAGE),
    (["rules", "--format", "md"], ExitCode.OK),
    (["rules", "--format", "pdf"], ExitCode.USAGE),
    (["rules", "--variant", "nope"], ExitCode.USAGE),
    (["rules-diff", "--edition", "big-box"], ExitCode.OK),
    (["rules-diff", "--house-rule", "nope"], ExitCode.USAGE),
    (["plugins"], ExitCode.OK),
    (["plugins", "--json", "extra"], ExitCode.USAGE),
    (["simulate", "--games", "1", "--players", "2"], ExitCode.OK),
    (["simulate", "--players", "7"], ExitCode.USAGE),
    (["simulate", "--players", "0"], ExitCode.USAGE),
    (["simulate", "--games", "0"], ExitCode.USAGE),
    (["play", "--auto", "--players", "2", "--seed", "3"], ExitCode.OK),
    (["play", "--players", "1"], ExitCode.USAGE),
    (["play", "--load", "/nowhere/save.json"], ExitCode.USAGE),
    (["replay", "/nowhere/save.json"], ExitCode.USAGE),
    (["bench", "--players", "0"], ExitCode.USAGE),
    (["nope"], ExitCode.USAGE),
])
def test_every_command_exits_with_the_defined_code(args: list[str], code: ExitCode) -> None:
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == code, result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(("text", "code"), [(GOOD, ExitCode.OK), ("players: [red]\n", ExitCode.INVALID)])
def test_score_exits_0_or_1(tmp_path: Path, text: str, code: ExitCode) -> None:
    assert run("score", str(position_file(tmp_path, text)))[0] == code


def test_an_internal_error_is_one_line_and_exit_3(monkeypatch: pytest.MonkeyPatch) -> None:
    from regla.cli import cards_cmd

    def broken(*args: object, **kwargs: object) -> None:
        raise KeyError("a bug")

    monkeypatch.setattr(cards_cmd, "card_lines", broken)
    monkeypatch.delenv("REGLA_TRACEBACK", raising=False)
    code, output = run("cards")
    assert code == ExitCode.INTERNAL
    assert one_line(output) == "regla: internal error (please report it): KeyError: 'a bug'"


def test_ctrl_c_in_simulate_prints_the_partial_results_and_exits_130() -> None:
    process = subprocess.Popen([sys.executable, "-m", "regla", "simulate", "--games", "1000000", "--no-check"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               env={**os.environ, "NO_COLOR_PROGRESS": "1"},
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    time.sleep(3)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == ExitCode.INTERRUPTED, err
    # the count is written as the locale writes numbers: past a thousand with a group separator
    told = next(line for line in out.splitlines() if line.startswith("completed:")).split()[1]
    completed = int(told.replace(",", ""))
    assert 0 < completed < 1_000_000
    assert "interrupted after" in err and "Traceback" not in err


def a_save(tmp_path: Path) -> Path:
    game = regla.new_game(players=3, seed=2)
    path = tmp_path / "save.json"
    path.write_text(game.to_json(), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", [["play", "--load"], ["replay"], ["score"], ["board", "-o", "x.svg"]])
def test_a_device_or_a_pipe_is_refused_unread(tmp_path: Path, command: list[str]) -> None:
    # /dev/zero says it is empty and never ends; a pipe may never send anything: neither is read
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for path in ("/dev/zero", str(pipe)):
        where = command.index("-o") if "-o" in command else len(command)
        args = [*command[:where], path, *command[where:]]
        if "-o" in args:
            args[args.index("-o") + 1] = str(tmp_path / "x.svg")
        code, output = run(*args)
        assert code == ExitCode.USAGE and "not a regular file" in one_line(output), (args, output)


def test_a_save_an_editor_gave_a_byte_order_mark_loads(tmp_path: Path) -> None:
    game = regla.new_game(players=3, seed=2)
    marked = tmp_path / "marked.json"
    marked.write_bytes(b"\xef\xbb\xbf" + game.to_json().encode("utf-8"))
    code, output = run("board", str(marked), "-o", str(tmp_path / "x.svg"))
    assert code == ExitCode.OK, output
    assert regla.load_game("\ufeff" + game.to_json()).to_json() == game.to_json()
    assert regla.load_game(marked.read_bytes()).to_json() == game.to_json()


def test_play_with_its_input_closed_is_one_line_and_a_usage_error() -> None:
    # a closed standard input (not an empty one) is None in Python: asked, nobody could answer
    done = subprocess.run([sys.executable, "-m", "regla", "play", "--humans", "1", "--seed", "1"],
                          capture_output=True, text=True, timeout=120, preexec_fn=lambda: os.close(0))
    assert done.returncode == ExitCode.USAGE, done.stderr
    assert "standard input is closed" in one_line(done.stderr) and done.stdout == ""


def test_watch_nan_is_refused_before_the_game_starts() -> None:
    code, output = run("play", "--watch", "nan", "--players", "2", "--seed", "1")
    assert code == ExitCode.USAGE and "'nan' is not a number of seconds" in output and "Traceback" not in output


def test_a_save_that_is_not_utf8_or_holds_a_huge_number_is_refused(tmp_path: Path) -> None:
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"format": 3, "x": "\xe9"}')
    code, output = run("play", "--load", str(latin))
    assert code == ExitCode.USAGE and "not UTF-8 text" in one_line(output)
    huge = tmp_path / "huge.json"
    huge.write_text(a_save(tmp_path).read_text(encoding="utf-8").replace('"rng":', '"rng":' + "9" * 5000 + ",\"x\":"),
                    encoding="utf-8")
    for args in (["play", "--load", str(huge)], ["board", str(huge), "-o", str(tmp_path / "x.svg")]):
        code, output = run(*args)
        assert code == ExitCode.USAGE and "a number in it is too long" in one_line(output), args


def test_an_output_folder_that_cannot_be_made_is_refused_before_any_work() -> None:
    for args in (["lab", "--games", "2", "--players", "2", "--out", "/dev/null/report"],
                 ["mod", "new", "/dev/null/my-mod"]):
        code, output = run(*args)
        assert code == ExitCode.USAGE and "cannot write /dev/null" in one_line(output), args


def test_a_mod_benchmark_too_big_for_a_cards_file_is_refused_at_once() -> None:
    assert run("bench", "--mod-cards", "100000000")[0] == ExitCode.USAGE
    code, output = run("bench", "--games", "1", "--players", "2", "--edition", "classic", "--load-runs", "0",
                       "--mod-cards", "1000")
    assert code == ExitCode.USAGE and "cannot hold so many" in one_line(output)


def test_an_area_named_twice_is_scored_once(tmp_path: Path) -> None:
    position = str(position_file(tmp_path, GOOD))
    once = CliRunner().invoke(cli, ["score", position, "--areas", "galicia", "--json"]).output
    twice = CliRunner().invoke(cli, ["score", position, "--areas", "galicia,galicia", "--json"]).output
    assert once == twice


def test_a_records_house_rules_written_as_one_text_are_refused(tmp_path: Path) -> None:
    record = regla.new_game(players=3, seed=2).record()
    record["setup"]["house_rules"] = "no-veto"
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, output = run("replay", str(path))
    assert code == ExitCode.USAGE and "setup.house_rules: must be a list" in one_line(output)


@pytest.mark.parametrize(("args", "says"), [
    (["--humans", "2", "--auto"], "--humans 2 does not go with --auto"),
    (["--humans", "1", "--watch", "0"], "--humans 1 does not go with --watch"),
    (["--auto", "--watch", "0"], "--auto and --watch do not go together"),
])
def test_play_refuses_options_that_contradict_each_other(args: list[str], says: str) -> None:
    code, output = run("play", "--players", "2", *args)
    assert code == ExitCode.USAGE and says in one_line(output)
