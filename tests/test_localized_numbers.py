"""Numbers a person reads are written as the reader's language writes them — decimal mark, grouping,
percent sign — in ``regla simulate``, ``regla lab`` (its summary, verdict and HTML page, the plots'
axes too), ``regla bench`` and ``regla mod test``; ``--json``, report.json and the CSV files keep them as
data, the same in every language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from babel.numbers import parse_decimal
from click.testing import CliRunner, Result
from regla.cli.main import cli

COMMA_DECIMALS = ("pt_BR", "hu")
POINT_DECIMAL = re.compile(r"\d\.\d")
COMMA_DECIMAL = re.compile(r"\d,\d")


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


@pytest.mark.parametrize("locale", COMMA_DECIMALS)
def test_simulate_writes_its_figures_with_the_readers_decimal_mark(locale: str) -> None:
    def figures(*args: str) -> list[str]:
        result = run(*args, "simulate", "--players", "2", "--games", "3", "--seed", "1")
        assert result.exit_code == 0, result.output
        return [line.split(": ", 1)[1] for line in result.stdout.splitlines()]

    local, english = figures("--locale", locale), figures()
    # decisions and rounds per game, wins by seat: with the reader's decimal mark
    for at in (5, 7, 8):
        assert COMMA_DECIMAL.search(local[at]) and not POINT_DECIMAL.search(local[at]), local
        assert POINT_DECIMAL.search(english[at]) and not COMMA_DECIMAL.search(english[at]), english
    # seconds and games per second, whose digits (and grouping, past a thousand) change from run to run:
    # each reads back as a number the way the reader's language writes one
    for at in (3, 4):
        assert COMMA_DECIMAL.search(local[at]) and POINT_DECIMAL.search(english[at]), (local, english)
        assert parse_decimal(local[at], locale=locale, strict=True) > 0, local
        assert parse_decimal(english[at], locale="en", strict=True) > 0, english


def test_simulate_json_is_the_same_document_in_every_language() -> None:
    def document(*locale: str) -> dict[str, object]:
        result = run(*locale, "simulate", "--players", "2", "--games", "3", "--seed", "1", "--json")
        doc = json.loads(result.stdout)
        assert isinstance(doc["seconds"], float) and isinstance(doc["decisions_per_game"], float)
        return {key: value for key, value in doc.items() if key not in ("seconds", "games_per_second")}

    assert document("--locale", "pt_BR") == document("--locale", "hu") == document()


def test_the_lab_writes_rates_and_its_verdict_in_the_readers_numbers(tmp_path: Path) -> None:
    args = ["lab", "--players", "3", "--games", "8", "--compare", "--house-rule no-veto"]
    english = run(*args, "--out", str(tmp_path / "en"))
    result = run("--locale", "pt_BR", *args, "--out", str(tmp_path / "pt"))
    assert result.exit_code == english.exit_code == 0, result.output
    rates = [line for line in result.stdout.splitlines() if "(n=" in line]
    assert rates and all(re.search(r"\d+,\d% \[\d+,\d%; \d+,\d%\] \(n=\d+\)$", line) for line in rates), rates
    assert not POINT_DECIMAL.search(result.stdout), result.stdout
    verdict = result.stdout.splitlines()[-2]
    assert "intervalo de 95%" in verdict and COMMA_DECIMAL.search(verdict), verdict
    # the page says the same, and its plots' axes write shares as percentages, with the reader's signs
    page = (tmp_path / "pt" / "report.html").read_text(encoding="utf-8")
    assert rates[0].split(": ")[-1] in page and verdict in page
    ticks = re.findall(r"<text [^>]*>([^<]*)</text>", page)
    assert {"0%", "20%"} <= set(ticks) and not any(re.fullmatch(r"\d\.\d+", tick) for tick in ticks), ticks
    # the data files are data: the same bytes in any language, numbers with a '.'
    for name in ("games.csv", "games-b.csv"):
        assert (tmp_path / "pt" / name).read_bytes() == (tmp_path / "en" / name).read_bytes()
    report = json.loads((tmp_path / "pt" / "report.json").read_text(encoding="utf-8"))
    assert isinstance(report["seat_win_rates"][0]["value"], float)


def test_bench_heads_its_table_and_writes_its_figures_in_the_readers_language() -> None:
    args = ["bench", "--players", "2", "--edition", "classic", "--games", "1", "--mod-cards", "1"]
    result = run("--locale", "pt_BR", *args, "--load-runs", "1")
    assert result.exit_code == 0, result.output
    machine, heading, row, mod, rules = result.stdout.splitlines()
    assert machine.startswith("Python ") and "processador:" in machine
    assert "partidas/s" in heading and not re.search("[a-z]_[a-z]", heading), heading
    edition, players, *figures = row.split()
    assert (edition, players) == ("classic", "2") and any("," in figure for figure in figures), row
    # Brazilian numbers: thousands grouped by '.', decimals after ','
    assert all(re.fullmatch(r"\d{1,3}(\.\d{3})*(,\d+)?", figure) for figure in figures), row
    assert re.search(r"1 carta: [\d.]+,\d ms$", mod) and "processo novo" in rules and " ms" in rules
    english = run(*args, "--load-runs", "0").stdout.splitlines()
    assert english[1].split() == ["edition", "players", "games/s", "games/s", "checked", "decisions/s",
                                  "µs/decision", "clone", "µs", "save", "µs", "load", "µs", "save", "µs", "(end)",
                                  "load", "µs", "(end)"]
    assert english[3].startswith("loading and checking a new mod of 1 card: ")


def test_mod_test_says_its_speed_in_the_readers_numbers(tmp_path: Path) -> None:
    folder = tmp_path / "speedy"
    assert run("mod", "new", str(folder)).exit_code == 0
    result = run("--locale", "hu", "mod", "test", str(folder), "--games", "2")
    assert result.exit_code == 0, result.output
    assert re.search(r"játszma másodpercenként: \d+,\d$", result.stdout.splitlines()[0]), result.stdout
