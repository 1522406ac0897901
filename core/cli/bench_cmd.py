"""``regla bench``: the benchmark anyone can run; games/s, µs per decision, clone and save/load times."""

from __future__ import annotations

import os
import platform
from pathlib import Path

import click

from ..api import default_game
from ..editions import default_rules
from ..lab.bench import BenchRow, bench, engine_compiled, rules_load_ms
from ..modkit.bench import check_mod_size, mod_check_ms
from ..plugins import Selection, discover
from ..text.i18n.numbers import decimal, measure
from .app import cli, locale_choice
from .common import GAME_HELP, PLAYERS, SEED, emit_json, reports_errors
from .language import texts
from .terminal import display_width, pad
from .textutil import say

COLUMNS = ("edition", "players", "games_per_s", "games_per_s_checked", "decisions_per_s", "us_per_decision",
           "clone_us", "save_us", "load_us", "save_end_us", "load_end_us")
"""The figures of a row, by their keys in ``--json``."""
FIGURE_WIDTH = 9
"""Columns a figure may take ("12,345.67"): rows are printed as they come, so no column is measured first."""


def _headings() -> dict[str, str]:
    """Each column's heading: short words over a column of figures."""
    tp = texts().tp
    # TRANSLATORS: headings of the columns of regla bench's table (keep them short); µs: microseconds;
    # "checked": with the invariant checks on; "(end)": of a finished game
    headings = (tp("bench heading", "edition"), tp("bench heading", "players"),
                tp("bench heading", "games/s"), tp("bench heading", "games/s checked"),
                tp("bench heading", "decisions/s"), tp("bench heading", "µs/decision"),
                tp("bench heading", "clone µs"), tp("bench heading", "save µs"), tp("bench heading", "load µs"),
                tp("bench heading", "save µs (end)"), tp("bench heading", "load µs (end)"))
    return dict(zip(COLUMNS, headings, strict=True))


def _line(cells: dict[str, str], widths: dict[str, int]) -> str:
    return "  ".join(pad(cells[key], widths[key], right=True) for key in COLUMNS)


def _cells(row: BenchRow) -> dict[str, str]:
    locale = texts().locale
    values = row.as_json()
    return {key: "-" if values[key] is None else values[key] if key == "edition" else measure(values[key], locale)
            for key in COLUMNS}


def _cpu() -> str:
    """The processor's model name where the system tells it (Linux), else its architecture."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.machine()


@cli.command("bench")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--players", "players", type=PLAYERS, multiple=True,
              help="A player count; repeatable (default: every count the game allows).")
@click.option("--edition", "editions", multiple=True, metavar="NAME",
              help="An edition; repeatable (default: every installed edition of the game, if it has any).")
@click.option("--games", type=click.IntRange(1), default=200, show_default=True,
              help="Random games per configuration, each way (with and without checks).")
@click.option("--seed", type=SEED, default=0, show_default=True)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--mod-cards", type=click.IntRange(0, 1000), default=50, show_default=True,
              help="Also time loading and checking a new mod of this many cards (0: skip).")
@click.option("--load-runs", type=click.IntRange(0), default=3, show_default=True,
              help="Also time loading the game's rules in this many new processes, with parsed files kept on "
                   "disk and without (0: skip).")
@locale_choice
@reports_errors
def bench_command(game_id: str | None, players: tuple[int, ...], editions: tuple[str, ...], games: int,
                  seed: int, as_json: bool, mod_cards: int, load_runs: int) -> None:
    """Benchmark random games and the per-game operations for each player count and edition."""
    from ..api import load

    game_id = game_id or default_game()
    spec = load(game_id, default_rules(game_id)).game
    counts = sorted(set(players)) or list(range(spec.min_players, spec.max_players + 1))
    # a game without editions is benchmarked as it comes
    chosen: list[str | None] = [*dict.fromkeys(editions)] or [*sorted(i.name for i in discover().values()
                                                       if i.kind == "edition" and i.game in (None, game_id))] or [None]
    machine = {"python": platform.python_version(), "implementation": platform.python_implementation(),
               "cpu": _cpu(), "cores": os.cpu_count(), "engine": "compiled" if engine_compiled() else "python"}

    headings = _headings()
    widths = {key: max(display_width(heading), FIGURE_WIDTH) for key, heading in headings.items()}

    def show(row: BenchRow) -> None:
        if not as_json:
            say(_line(_cells(row), widths))

    # whatever is refused is refused before anything is printed: a header alone would read as a result
    if mod_cards:
        check_mod_size(game_id, mod_cards)
    for edition in chosen:
        for count in counts:
            load(game_id, Selection(edition), count)
    if not as_json:
        # the version and the implementation are one value, "3.11.7 (CPython)": a right-to-left line
        # keeps its brackets with it
        engine = texts().t("compiled") if machine["engine"] == "compiled" else texts().t("Python sources")
        say(texts().t("Python {python}; processor: {cpu}; cores: {cores}; engine: {engine}", cpu=machine["cpu"],
                      python=f"{machine['python']} ({machine['implementation']})", cores=machine["cores"],
                      engine=engine))
        say(_line(headings, widths))
    rows = bench(game_id, chosen, counts, games, seed, progress=show)
    mod_ms = round(mod_check_ms(game_id, mod_cards), 1) if mod_cards else None
    rules = None
    if load_runs:
        imported_ms, cached_ms = rules_load_ms(game_id, load_runs, cached=True)
        parsed_ms = rules_load_ms(game_id, load_runs, cached=False)[1]
        rules = {"cached_ms": round(cached_ms, 1), "parsed_ms": round(parsed_ms, 1), "import_ms": round(imported_ms, 1)}
    if as_json:
        emit_json({"machine": machine, "games": games, "seed": seed, "rows": [r.as_json() for r in rows],
                   "mod_check": {"cards": mod_cards, "ms": mod_ms} if mod_ms is not None else None,
                   "rules_load": rules})
        return
    locale = texts().locale
    if mod_ms is not None:
        say(texts().tn("loading and checking a new mod of {n} card: {ms} ms",
                       "loading and checking a new mod of {n} cards: {ms} ms", mod_cards,
                       ms=decimal(mod_ms, locale, 1, 1)))
    if rules is not None:
        shown = {key: decimal(rules[f"{key}_ms"], locale, 1, 1) for key in ("cached", "parsed", "import")}
        say(texts().t("loading the rules in a new process: {cached} ms with the parsed files kept on disk, {parsed} "
                      "ms parsing them, after {imported} ms importing regla", cached=shown["cached"],
                      parsed=shown["parsed"], imported=shown["import"]))
