"""RULES.md's worked scoring examples, through the scoring API and through `regla score`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli


def points(counts: dict[str, int], values: list[int], rank_limit: int | None = None) -> dict[str, int]:
    out: dict[str, int] = {}
    for award in regla.rank_awards(counts, values, rank_limit):
        out[award.player] = out.get(award.player, 0) + award.points
    return out


@pytest.mark.parametrize(("counts", "values", "expected"), [
    ({"A": 4, "B": 4, "C": 4, "D": 3}, [5, 3, 1], {"A": 3, "B": 3, "C": 3, "D": 1}),
    ({"A": 4, "B": 3, "C": 2, "D": 2}, [6, 4, 2], {"A": 6, "B": 4}),
    ({"A": 3, "B": 2, "C": 1}, [4, 2, 0], {"A": 4, "B": 2}),
    ({"A": 3, "B": 3, "C": 3, "D": 1}, [5, 3, 1], {"A": 3, "B": 3, "C": 3, "D": 1}),
    ({"A": 3, "B": 3, "C": 2, "D": 2}, [5, 4, 1], {"A": 4, "B": 4}),
    ({"A": 2, "B": 2, "C": 1, "D": 0}, [5, 3, 1], {"A": 3, "B": 3, "C": 1}),
])
def test_seed_examples(counts: dict[str, int], values: list[int], expected: dict[str, int]) -> None:
    assert points(counts, values) == expected


def test_rank_limits_by_player_count() -> None:
    assert points({"A": 3, "B": 2}, [5, 3, 1], rank_limit=1) == {"A": 5}
    assert points({"A": 3, "B": 3}, [5, 3, 1], rank_limit=1) == {}
    assert points({"A": 3, "B": 2, "C": 1}, [5, 3, 1], rank_limit=2) == {"A": 5, "B": 3}


def score(tmp_path: Path, position: str, *args: str) -> dict[str, dict[str, int]]:
    path = tmp_path / "position.yaml"
    path.write_text(position, encoding="utf-8")
    result = CliRunner().invoke(cli, ["score", str(path), "--json", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_king_bonus_in_the_kings_region(tmp_path: Path) -> None:
    doc = score(tmp_path, """
players: [red, blue, yellow, green]
king: cataluna
caballeros: {cataluna: {red: 2, blue: 1}}
""", "--areas", "cataluna")
    assert doc["areas"]["cataluna"] == {"red": 4 + 2, "blue": 2}


def test_home_bonus_owner_first_others_tied_second(tmp_path: Path) -> None:
    doc = score(tmp_path, """
players: [red, blue, yellow, green]
king: galicia
grandes: {red: granada}
caballeros: {granada: {red: 4, blue: 1, yellow: 1}}
""", "--areas", "granada")
    # Granada is 6/3/1: the owner takes 6 + 2; the two tied for second take the third value
    assert doc["areas"]["granada"] == {"red": 8, "blue": 1, "yellow": 1}


def test_a_tie_for_most_gives_no_bonus(tmp_path: Path) -> None:
    doc = score(tmp_path, """
players: [red, blue, yellow]
king: aragon
grandes: {red: aragon}
caballeros: {aragon: {red: 2, blue: 2}}
""", "--areas", "aragon")
    assert doc["areas"]["aragon"] == {"red": 4, "blue": 4}


def test_movable_scoreboard_replaces_values(tmp_path: Path) -> None:
    doc = score(tmp_path, """
players: [red, blue, yellow, green]
king: galicia
scoreboards: {sevilla: 8/4/0}
caballeros: {sevilla: {red: 1, blue: 2}}
""", "--areas", "sevilla")
    assert doc["areas"]["sevilla"] == {"blue": 8, "red": 4}


def test_a_movable_scoreboard_on_the_castillo_replaces_its_values(tmp_path: Path) -> None:
    # a scoreboard may lie on the Castillo (never on the King's region); the Castillo is 5/3/1 without it
    doc = score(tmp_path, """
players: [red, blue, yellow]
king: galicia
scoreboards: {castillo: 8/4/0}
caballeros: {castillo: {red: 3, blue: 2, yellow: 1}}
castillo_to: {red: aragon, blue: aragon, yellow: aragon}
""", "--areas", "castillo")
    assert doc["areas"]["castillo"] == {"red": 8, "blue": 4}


def test_general_scoring_scores_castillo_then_moves_it(tmp_path: Path) -> None:
    doc = score(tmp_path, """
players: [red, blue, yellow, green]
king: cataluna
grandes: {red: granada, blue: galicia, yellow: aragon, green: sevilla}
caballeros:
  galicia: {red: 3, blue: 2, yellow: 1}
  castillo: {red: 2, blue: 2, yellow: 1}
castillo_to: {red: aragon, blue: valencia, yellow: cataluna}
""")
    areas = doc["areas"]
    assert areas["castillo"] == {"red": 3, "blue": 3, "yellow": 1}
    assert areas["galicia"] == {"red": 4, "blue": 2}
    # red's two Castillo caballeros now lead Aragon alone; blue's lead Valencia
    assert areas["aragon"] == {"red": 5}
    assert areas["valencia"] == {"blue": 5}
    # yellow chose the King's region: its caballero went to the court, nothing changed in Cataluna
    assert areas["cataluna"] == {}
    assert doc["total"] == {"red": 12, "blue": 10, "yellow": 1, "green": 0}


def test_two_players_only_first_place_pays(tmp_path: Path) -> None:
    doc = score(tmp_path, """
players: [red, blue]
king: galicia
caballeros: {aragon: {red: 3, blue: 2}}
""", "--areas", "aragon")
    assert doc["areas"]["aragon"] == {"red": 5}


def test_bad_position_file_gets_file_line_errors(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("players: [red, blue]\nking: atlantis\ncaballeros:\n  galicia: {red: -1, purple: 2}\n",
                    encoding="utf-8")
    result = CliRunner().invoke(cli, ["score", str(path)])
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert f"{path}:2:7: unknown area 'atlantis'" in lines  # at the value written, not at the key
    assert any(line.startswith(f"{path}:4:") and "whole number" in line for line in lines)
    assert any(line.startswith(f"{path}:4:") and "'purple' is not a player" in line for line in lines)
    assert "Traceback" not in result.output
