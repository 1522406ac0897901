"""The lab: its statistics on known cases, a deliberately overpowered card found out, A/B comparisons
(sequential included), the files it writes, and the HTML report drawn by a real browser."""

from __future__ import annotations

import csv
import json
import math
import random
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from conftest import house_rule_source
from playwright.sync_api import sync_playwright
from regla.cli.main import cli
from regla.lab.stats import bot_rates, least_pairs, look_level, mean_interval, paired_effect, t_for, wilson

STRONG_WATCH = house_rule_source("jalgeurak", "test: the City Watch is worth 40 fame",
                                 "{'cards': {'city-watch': {'props': {'fame': 40}}}}")
CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]


def test_wilson_interval_on_known_values() -> None:
    none = wilson(0, 10)
    assert none.value == 0 and none.low == pytest.approx(0) and none.high == pytest.approx(0.2775, abs=1e-4)
    half = wilson(50, 100)
    assert (half.low, half.high) == (pytest.approx(0.4038, abs=1e-4), pytest.approx(0.5962, abs=1e-4))
    assert mean_interval([1.0, 2.0, 3.0]).value == 2.0


def test_a_bots_seats_in_one_game_count_as_one_cluster_not_as_independent_trials() -> None:
    def game(winner: str, bots: list[str]) -> dict[str, Any]:
        return {"seats": ["red", "blue", "yellow", "green"], "bots": bots, "winners": [winner]}

    one_seat = [game("red" if k % 4 == 0 else "blue", ["greedy", "random", "random", "random"])
                for k in range(40)]
    rates = bot_rates(one_seat)
    # one seat a game: the plain Wilson interval on 40 games
    assert rates["greedy"] == wilson(10, 40)
    # three seats a game, of which at most one wins: they are not 120 independent trials, and what one
    # seat wins the others do not, so the game-by-game spread is smaller than independent trials would have
    random_rate, independent = rates["random"], wilson(30, 120)
    assert random_rate.value == pytest.approx(30 / 120) and random_rate.n == 120
    assert random_rate.low < 0.25 < random_rate.high
    assert random_rate.high - random_rate.low < independent.high - independent.low


def test_a_bot_on_every_seat_wins_one_in_so_many_from_the_first_game() -> None:
    one_game = [{"seats": ["red", "blue"], "bots": ["random", "random"], "winners": ["blue"]}]
    rate = bot_rates(one_game)["random"]
    assert (rate.value, rate.low, rate.high, rate.n) == (0.5, 0.5, 0.5, 2)


def test_games_that_all_went_alike_count_each_game_as_one_trial_not_each_seat() -> None:
    # random holds three seats of four and one of them wins every game: no spread between games to
    # measure, and the twelve seats of four games are still four trials, not twelve independent ones
    games = [{"seats": ["red", "blue", "yellow", "green"], "bots": ["greedy", "random", "random", "random"],
              "winners": ["blue"]} for _ in range(4)]
    random_rate, independent = bot_rates(games)["random"], wilson(4, 12)
    assert random_rate.value == pytest.approx(1 / 3) and random_rate.n == 12
    assert random_rate.low < independent.low and random_rate.high > independent.high
    # one game alone is one trial
    single = bot_rates(games[:1])["random"]
    assert single.low < wilson(1, 3).low and single.high > wilson(1, 3).high


def test_paired_effect_and_the_sequential_levels() -> None:
    effect = paired_effect([1, 2, 3, 4, 5, 6], [3, 4, 5, 7, 7, 8])
    assert effect.difference.value == pytest.approx(13 / 6) and effect.clear
    assert not paired_effect([1, 2, 3], [1, 2, 3]).clear
    assert [look_level(k) for k in (1, 2, 3)] == [pytest.approx(0.975), pytest.approx(0.9875),
                                                  pytest.approx(0.99375)]


def test_one_pair_proves_nothing_and_a_constant_difference_has_no_finite_size() -> None:
    assert not paired_effect([10.0], [15.75]).clear
    constant = paired_effect([9] * 6, [6] * 6)
    assert constant.clear and constant.size == -math.inf and constant.as_json()["effect_size"] is None
    # fewer pairs than could ever rule out chance (all five alike: 1 in 16) are no clear difference
    assert not paired_effect([9] * 5, [6] * 5).clear and not paired_effect([0, 0], [1, 1]).clear
    assert [least_pairs(level) for level in (0.95, 0.975, 0.99)] == [6, 7, 8]
    assert paired_effect([4, 5], [4, 5]).size == 0


def test_the_t_quantiles_are_the_textbook_ones() -> None:
    for df, quantile in ((1, 12.7062), (2, 4.3027), (5, 2.5706), (10, 2.2281), (30, 2.0423)):
        assert t_for(0.95, df) == pytest.approx(quantile, abs=1e-4)
    assert t_for(0.99, 4) == pytest.approx(4.6041, abs=1e-4) and t_for(0.95, 10_000) == pytest.approx(1.9602, abs=1e-4)


def test_few_pairs_with_no_real_difference_look_different_about_as_often_as_the_level_says() -> None:
    # with the normal quantile, 8 pairs called a difference clear in about 8% of such runs, 2 pairs in 29%
    rng = random.Random(3)
    trials = 4000
    clear = sum(paired_effect([rng.gauss(0, 1) for _ in range(8)], [rng.gauss(0, 1) for _ in range(8)]).clear
                for _ in range(trials))
    assert clear / trials == pytest.approx(0.05, abs=0.015)


def test_two_samples_of_the_same_kind_rarely_look_different() -> None:
    """With no real difference, a 95% interval excludes zero in about 5% of comparisons."""
    rng = random.Random(1)
    clear = sum(paired_effect([rng.gauss(50, 10) for _ in range(200)],
                              [rng.gauss(50, 10) for _ in range(200)]).clear for _ in range(200))
    assert clear <= 20


@pytest.fixture()
def strong_watch(tmp_path: Path) -> str:
    path = tmp_path / "strong_watch.py"
    path.write_text(STRONG_WATCH, encoding="utf-8")
    return str(path)


def lab(*args: str) -> dict[str, object]:
    result = CliRunner().invoke(cli, ["lab", "--json", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_an_overpowered_card_stands_out(tmp_path: Path, strong_watch: str) -> None:
    report = lab("--game", "jalgeurak", "--players", "2", "--games", "60", "--out", str(tmp_path / "r"),
                 "--house-rule", strong_watch)
    cards = {c["card"]: c for c in report["card_win_rates"]}  # type: ignore[union-attr]
    assert cards["city-watch"]["low"] > report["baseline"]
    ordinary = [c for c in cards.values() if c["card"] != "city-watch"]
    assert sum(c["low"] > report["baseline"] for c in ordinary) <= 1
    with (tmp_path / "r" / "games.csv").open(encoding="utf-8") as rows:
        table = list(csv.DictReader(rows))
    assert len(table) == 120 and {row["seat"] for row in table} == {"1", "2"}
    assert sum(float(row["win_share"]) for row in table) == pytest.approx(60)


def test_a_sequential_comparison_stops_once_the_difference_is_clear(tmp_path: Path, strong_watch: str) -> None:
    report = lab("--game", "jalgeurak", "--players", "2", "--games", "640", "--batch", "20", "--out",
                 str(tmp_path / "r"), "--compare", f"--house-rule {strong_watch}", "--sequential")
    compared = report["compare"]
    assert compared["metrics"]["mean_score"]["clear"]  # type: ignore[index]
    assert report["games"] < 640 and compared["looks"] < 6  # type: ignore[index,operator]
    # the interval told is the one the last look used, not 95%
    level = f"{look_level(compared['looks']) * 100:.4g}% interval"  # type: ignore[index]
    assert level in compared["verdict"] and "95% interval" not in compared["verdict"]  # type: ignore[index]


def test_one_game_a_side_is_too_few_to_compare(tmp_path: Path) -> None:
    report = lab("--games", "1", "--seed", "1", "--out", str(tmp_path / "r"), "--compare", "--house-rule no-veto")
    assert "too few paired games" in report["compare"]["verdict"]  # type: ignore[index]


def test_an_identical_comparison_finds_nothing(tmp_path: Path) -> None:
    report = lab("--players", "3", "--games", "20", "--out", str(tmp_path / "r"), "--compare", "--edition classic")
    metrics = report["compare"]["metrics"]  # type: ignore[index]
    assert not any(m["clear"] for m in metrics.values()) and "no clear difference" in report["compare"]["verdict"]
    # two printings of "Special scoring - your choice" (2 and 3 caballeros) are told apart by their ids
    labels = [c["name"] for c in report["card_win_rates"]]  # type: ignore[union-attr]
    assert len(labels) == len(set(labels)) > 30
    assert "Special scoring - your choice (score-chosen-region-3)" in labels


def test_a_bad_comparison_or_metric_is_a_usage_error(tmp_path: Path) -> None:
    for args in (["--compare", "--house-rule nope"], ["--metric", "luck"], ["--sequential"]):
        result = CliRunner().invoke(cli, ["lab", "--games", "2", "--out", str(tmp_path), *args])
        assert result.exit_code == 2 and result.output.startswith("regla: "), result.output


class PageText(HTMLParser):
    """A page's paragraphs and the rows of its tables, as the text a reader sees."""

    def __init__(self, page: str) -> None:
        super().__init__()
        self.paragraphs: list[str] = []
        self.rows: list[list[str]] = []
        self._open: list[str] | None = None
        self.feed(page)

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag == "p":
            self.paragraphs.append("")
        elif tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self.rows[-1].append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th"):
            self.rows[-1][-1] = self.rows[-1][-1].strip()

    def handle_data(self, data: str) -> None:
        # a value inserted into a right-to-left sentence is isolated (U+2066..U+2069 around it)
        data = re.sub("[\u2066-\u2069]", "", data)
        if self.lasttag in ("td", "th", "bdi") and self.rows and self.rows[-1]:
            self.rows[-1][-1] += data
        elif self.lasttag == "p" and self.paragraphs:
            self.paragraphs[-1] += data


ENGLISH_HEADINGS = ["Seat", "Player", "Bot", "Win rate (95% interval)"]


@pytest.mark.parametrize("locale", ["en", "ko", "pt_BR", "he", "hu"])
def test_without_bots_the_report_names_the_default_bot_of_every_seat(tmp_path: Path, locale: str) -> None:
    out = tmp_path / "r"
    result = CliRunner().invoke(cli, ["lab", "--games", "4", "--players", "3", "--locale", locale, "--out", str(out)])
    assert result.exit_code == 0, result.output
    summary = re.sub("[\u2066-\u2069]", "", result.output).splitlines()
    # the summary says once why every seat played ``random`` (the default bot), and each seat's line names it
    [note] = [line for line in summary if "--bots" in line]
    assert "random" in note and ("No --bots given" in note) == (locale == "en")
    seats = [line for line in summary if re.match(r"  [1-3]\. ", line)]
    assert len(seats) == 3 and all("(random)" in line for line in seats), summary
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert not report["bots_named"] and [s["bots"] for s in report["seat_win_rates"]] == [["random"]] * 3
    assert [b["bot"] for b in report["bot_win_rates"]] == ["random"]
    # a bot holding every seat wins one in three by construction: no interval around it
    [rate] = report["bot_win_rates"]
    assert rate["value"] == rate["low"] == rate["high"] == pytest.approx(1 / 3, abs=1e-4) and rate["n"] == 12
    with (out / "games.csv").open(encoding="utf-8") as rows:
        table = list(csv.DictReader(rows))
    assert len(table) == 12 and {row["bot"] for row in table} == {"random"}
    # the page: the same note, and a table of the seats whose bot column names the bot of each
    page = PageText((out / "report.html").read_text(encoding="utf-8"))
    assert any(p.strip() == note.strip() for p in page.paragraphs), (note, page.paragraphs)
    heading, *rows = page.rows
    assert (heading == ENGLISH_HEADINGS) == (locale == "en") and len(heading) == 4
    assert [(row[0], row[2]) for row in rows] == [("1", "random"), ("2", "random"), ("3", "random")]


def test_named_bots_are_named_by_seat_without_the_default_note(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["lab", "--games", "2", "--players", "3", "--bots", "greedy,random,random",
                                      "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "--bots" not in result.output
    assert [line.split(":")[0] for line in result.output.splitlines() if re.match(r"  [1-3]\. ", line)] == [
        "  1. red (greedy)", "  2. blue (random)", "  3. yellow (random)"]
    page = PageText((tmp_path / "report.html").read_text(encoding="utf-8"))
    assert [row[2] for row in page.rows[1:]] == ["greedy", "random", "random"]
    assert not any("--bots" in p for p in page.paragraphs)


@pytest.mark.browser
def test_the_html_report_draws_its_plots_in_a_browser(tmp_path: Path) -> None:
    pages = {}
    for locale in ("en", "he"):
        out = tmp_path / locale
        result = CliRunner().invoke(cli, ["lab", "--players", "3", "--games", "30", "--bots", "greedy,random,random",
                                          "--rotate-seats", "--compare", "--house-rule no-veto", "--locale", locale,
                                          "--out", str(out)])
        assert result.exit_code == 0, result.output
        pages[locale] = out / "report.html"
    assert CHROMIUM.is_file(), "the browser test needs Chromium at /usr/bin/chromium (apt-get install chromium)"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        try:
            tab = browser.new_page(viewport={"width": 1000, "height": 1200})
            for locale, html in pages.items():
                tab.goto(html.as_uri())
                boxes = [svg.bounding_box() for svg in tab.locator("svg").all()]
                # seats, bots, scores, cards and the comparison: five plots, each drawn with a real size
                assert len(boxes) == 5 and all(b and b["width"] > 300 and b["height"] > 100 for b in boxes)
                assert tab.locator("svg path, svg rect, svg line").count() > 50
                assert tab.evaluate("document.documentElement.dir") == ("rtl" if locale == "he" else "ltr")
                tab.screenshot(path=str(tmp_path / f"lab-{locale}.png"), full_page=True)
        finally:
            browser.close()


def test_the_report_says_nothing_of_fonts_the_machine_lacks(tmp_path: Path) -> None:
    # the plots are measured with whichever of their fonts are installed; matplotlib, asked for a missing
    # one, logs a "findfont" line on the terminal for every plot
    done = subprocess.run([sys.executable, "-m", "regla", "lab", "--players", "2", "--games", "10", "--locale", "he",
                           "--out", str(tmp_path)], capture_output=True, text=True, check=True)
    assert "findfont" not in done.stderr and (tmp_path / "report.html").is_file()


def test_the_same_run_writes_the_same_report_files(tmp_path: Path) -> None:
    for run in ("one", "two"):
        result = CliRunner().invoke(cli, ["lab", "--games", "6", "--players", "3", "--out", str(tmp_path / run)])
        assert result.exit_code == 0, result.output
    for name in ("report.html", "report.json", "games.csv"):
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
