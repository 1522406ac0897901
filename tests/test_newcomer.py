"""The newcomer's path: what someone following the README meets first works, or says clearly why not."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from regla.cli.main import cli

README = Path(__file__).resolve().parent.parent / "README.md"
BROWSER_TESTS = Path(__file__).resolve().parent / "test_browser.py"


def _run_browser_tests(**env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs", str(BROWSER_TESTS)],
                          capture_output=True, text=True, timeout=300, env={**os.environ, **env},
                          cwd=BROWSER_TESTS.parent.parent)


def test_browser_tests_skip_with_a_reason_when_no_chromium_is_found() -> None:
    done = _run_browser_tests(REGLA_CHROMIUM="/nowhere/chromium", REGLA_REQUIRE_BROWSER="")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "SKIPPED" in done.stdout and "no Chromium found" in done.stdout


def test_ci_turns_the_missing_browser_skip_into_a_failure() -> None:
    done = _run_browser_tests(REGLA_CHROMIUM="/nowhere/chromium", REGLA_REQUIRE_BROWSER="1")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "REGLA_REQUIRE_BROWSER is set" in done.stdout
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "export REGLA_REQUIRE_BROWSER=1" in ci


def test_the_readme_score_example_scores(tmp_path: Path) -> None:
    example = re.search(r"```yaml\n(players: \[red.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert example is not None
    path = tmp_path / "position.yaml"
    path.write_text(example.group(1), encoding="utf-8")
    result = CliRunner().invoke(cli, ["score", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1].startswith("Total: red ")


@pytest.mark.hostile
def test_a_missing_castillo_choice_names_the_place_and_the_key(tmp_path: Path) -> None:
    path = tmp_path / "position.yaml"
    path.write_text("players: [red, blue]\nking: galicia\ncaballeros:\n  castillo: {red: 2}\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["score", str(path)])
    assert result.exit_code == 1
    assert result.output.strip() == (f"{path}:4:14: red has pieces in castillo: say where they go under "
                                     "castillo_to (castillo_to: {red: AREA})")


def test_python_dash_m_regla_runs_the_cli() -> None:
    done = subprocess.run([sys.executable, "-m", "regla", "--version"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "regla" in done.stdout


def test_plugins_has_a_header() -> None:
    result = CliRunner().invoke(cli, ["plugins"])
    assert result.exit_code == 0
    assert result.output.splitlines()[0].split() == ["NAME", "KIND", "PACKAGE", "DESCRIPTION"]


@pytest.mark.parametrize("command", ["play", "simulate", "rules-diff", "bench"])
def test_players_help_says_the_game_sets_the_range(command: str) -> None:
    result = CliRunner().invoke(cli, [command, "--help"])
    assert "1<=x<=99" not in result.output
    assert "--players N" in result.output


SEED = 987654321987654321


def test_play_shows_the_seed_only_when_the_game_ends() -> None:
    result = CliRunner().invoke(cli, ["play", "--auto", "--players", "2", "--seed", str(SEED)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    at = lines.index("Final scores:") - 1  # the game is over: its seed, then the result
    assert lines[at].startswith(f"Seed of this game: {SEED} ")
    assert all(str(SEED) not in line for line in lines[:at] + lines[at + 1:])
    shown = CliRunner().invoke(cli, ["play", "--auto", "--players", "2", "--seed", str(SEED), "--show-seed"])
    assert shown.output.splitlines()[1] == f"Seed of this game: {SEED}"


def test_the_default_seed_is_64_random_bits_from_the_system() -> None:
    seeds = set()
    for _ in range(3):
        result = CliRunner().invoke(cli, ["play", "--auto", "--players", "2"])
        line = next(line for line in result.output.splitlines() if line.startswith("Seed of this game:"))
        seeds.add(int(line.split()[4]))
    assert len(seeds) == 3 and max(seeds) > 2 ** 40 and all(0 <= s < 2 ** 64 for s in seeds)


def test_no_view_or_log_a_player_sees_holds_the_seed() -> None:
    import json
    import random

    import regla

    game = regla.new_game(players=3, seed=SEED)
    bots = random.Random(1)
    while not game.is_over:
        for player in game.players:
            assert str(SEED) not in json.dumps(game.view(player), default=str)
        decision = game.pending[0]
        game.apply(decision.player, bots.choice(decision.options))
    assert str(SEED) not in json.dumps(game.state["log"], default=str)
    assert json.loads(game.to_json())["setup"]["seed"] == SEED  # the save is the table: it keeps the seed


@pytest.mark.parametrize(("players", "line"), [
    ("2", "With 2 players, only first place scores in a scoring."),
    ("3", "With 3 players, only the first 2 places score in a scoring."),
])
def test_rules_diff_sees_what_the_player_count_changes(players: str, line: str) -> None:
    result = CliRunner().invoke(cli, ["rules-diff", "--players", players])
    assert result.exit_code == 0 and result.output.splitlines() == [line]


def test_rules_diff_for_a_full_table_finds_nothing_and_refuses_a_count_out_of_range() -> None:
    assert CliRunner().invoke(cli, ["rules-diff", "--players", "4"]).output.strip() == \
        "Nothing differs from the default rules."
    refused = CliRunner().invoke(cli, ["rules-diff", "--players", "7"])
    assert refused.exit_code == 2 and "takes 2 to 5 players, not 7" in refused.output


@pytest.mark.parametrize(("selection", "present", "absent"), [
    ([], ["For each player, you included,", "Choose one region or the Castillo and score it now."],
     ["For each opponent,", "(not the Castillo)"]),
    (["--edition", "big-box"], ["For each opponent,", "Choose one region (not the Castillo) and score it now."],
     ["For each player, you included,", "Choose one region or the Castillo"]),
])
def test_card_texts_state_the_rules_in_force(selection: list[str], present: list[str], absent: list[str]) -> None:
    result = CliRunner().invoke(cli, ["cards", *selection])
    assert result.exit_code == 0, result.output
    assert all(text in result.output for text in present)
    assert not any(text in result.output for text in absent)
    assert "decides" not in result.output and "unless the edition" not in result.output


@pytest.mark.parametrize("locale", ["ko", "pt_BR", "he", "hu"])
def test_card_texts_follow_the_edition_in_every_locale(locale: str) -> None:
    classic = CliRunner().invoke(cli, ["cards", "--locale", locale]).output
    big_box = CliRunner().invoke(cli, ["cards", "--locale", locale, "--edition", "big-box"]).output
    changed = set(classic.splitlines()) ^ set(big_box.splitlines())
    assert len(changed) >= 4  # two sentences each way (the score-your-choice card is in two decks)
