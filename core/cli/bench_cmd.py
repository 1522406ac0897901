"""``regla bench``: the benchmark anyone can run; games/s, µs per decision, clone and save/load times."""

from __future__ import annotations

import os
import platform
from pathlib import Path

import click

from ..api import default_game
from ..engine.rng import seed_fits
from ..errors import UserError
from ..lab.bench import BenchRow, bench, rules_load_ms
from ..modkit.bench import check_mod_size, mod_check_ms
from ..plugins import Selection, discover
from .app import cli, locale_choice
from .common import GAME_HELP, PLAYERS, emit_json, reports_errors

COLUMNS = ("edition", "players", "games_per_s", "games_per_s_checked", "decisions_per_s", "us_per_decision",
           "clone_us", "save_us", "load_us", "save_end_us", "load_end_us")


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
@click.option("--seed", type=int, default=0, show_default=True)
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
    spec = load(game_id).game
    counts = sorted(set(players)) or list(range(spec.min_players, spec.max_players + 1))
    # a game without editions is benchmarked as it comes
    chosen: list[str | None] = [*dict.fromkeys(editions)] or [*sorted(i.name for i in discover().values()
                                                       if i.kind == "edition" and i.game in (None, game_id))] or [None]
    machine = {"python": platform.python_version(), "implementation": platform.python_implementation(),
               "cpu": _cpu(), "cores": os.cpu_count()}

    def show(row: BenchRow) -> None:
        if not as_json:
            values = row.as_json()
            click.echo("  ".join(str("-" if values[c] is None else values[c]).rjust(len(c)) for c in COLUMNS))

    # whatever is refused is refused before anything is printed: a header alone would read as a result
    if not seed_fits(seed):
        raise UserError("seed must be an integer (at most 64 bits), not {seed}", seed=seed)
    if not seed_fits(seed + games - 1):
        raise UserError("game i uses seed {seed} + i: with {games} games the last seed needs more than 64 bits",
                        seed=seed, games=games)
    if mod_cards:
        check_mod_size(game_id, mod_cards)
    for edition in chosen:
        for count in counts:
            load(game_id, Selection(edition), count)
    if not as_json:
        click.echo(" ".join(f"{k}={v}" for k, v in machine.items()))
        click.echo("  ".join(COLUMNS))
    rows = bench(game_id, chosen, counts, games, seed, progress=show)
    mod_ms = round(mod_check_ms(game_id, mod_cards), 1) if mod_cards else None
    rules = {"cached_ms": round(rules_load_ms(game_id, load_runs, cached=True), 1),
             "parsed_ms": round(rules_load_ms(game_id, load_runs, cached=False), 1)} if load_runs else None
    if as_json:
        emit_json({"machine": machine, "games": games, "seed": seed, "rows": [r.as_json() for r in rows],
                   "mod_check": {"cards": mod_cards, "ms": mod_ms} if mod_ms is not None else None,
                   "rules_load": rules})
        return
    if mod_ms is not None:
        click.echo(f"mod_check_ms cards={mod_cards} {mod_ms}")
    if rules is not None:
        click.echo(f"rules_load_ms cached={rules['cached_ms']} parsed={rules['parsed_ms']}")
