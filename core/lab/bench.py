"""The benchmark: random games per player count and edition, timed with and without invariant checks,
plus what search bots and servers pay per game: a clone, a save and a load, mid-game and at the end,
and what a new process pays to load a game's rules.

Times of one-off operations are medians of many repetitions; the machine is shared and noisy, so
compare runs taken in one sitting, never single absolute figures.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from importlib.machinery import EXTENSION_SUFFIXES
from typing import Any

from ..api import load, load_game
from ..engine import vm
from ..engine.game import Game
from ..plugins import Selection
from .simulate import simulate


def engine_compiled() -> bool:
    """Whether the engine runs compiled: a wheel built where Cython and a C compiler were found carries
    its busiest modules as extension modules, which Python imports before their sources."""
    return vm.__file__ is not None and vm.__file__.endswith(tuple(EXTENSION_SUFFIXES))


@dataclass(frozen=True)
class BenchRow:
    """One configuration's figures."""

    edition: str | None
    """``None``: a game without editions."""
    players: int
    games: int
    decisions_per_game: float
    games_per_s: float
    """Random games per second without invariant checks (``simulate --no-check``)."""
    games_per_s_checked: float
    decisions_per_s: float
    us_per_decision: float
    clone_us: float
    """One ``Game.clone(share_log=True)`` half-way through a game: the copy a search bot makes."""
    save_us: float
    load_us: float
    """``to_json`` and ``load_game`` half-way through a game."""
    save_end_us: float
    load_end_us: float
    """The same for a finished game."""

    def as_json(self) -> dict[str, Any]:
        return {k: (round(v, 2) if isinstance(v, float) else v) for k, v in asdict(self).items()}


def median_us(action: Callable[[], Any], repeat: int) -> float:
    """The median wall time of ``action`` in microseconds."""
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        action()
        times.append(time.perf_counter() - began)
    return statistics.median(times) * 1e6


def _random_game(game_id: str | None, selection: Selection, players: int, seed: int,
                 stop_after: int | None) -> Game:
    from ..api import new_game

    game = new_game(game_id, players, seed, selection)
    bot = random.Random(seed)
    done = 0
    while not game.is_over and done != stop_after:
        decision = game.state["pending"][0]
        game.apply(decision["player"], decision["options"][bot.randrange(len(decision["options"]))])
        done += 1
    return game


def bench_one(game_id: str | None, edition: str | None, players: int, games: int, seed: int,
              repeat: int = 200) -> BenchRow:
    """Time one configuration: ``games`` random games each way, then the per-game operations."""
    selection = Selection(edition)
    ruleset = load(game_id, selection, players)
    colours = ruleset.game.colours[:players]
    setup = {"game": ruleset.id, "seed": 0, "edition": edition, "variants": [], "house_rules": []}

    def start(game_seed: int) -> Game:
        return Game.start(ruleset, colours, game_seed, setup | {"seed": game_seed})

    fast = simulate(ruleset, colours, games, seed, check=False, start=start)
    checked = simulate(ruleset, colours, games, seed, check=True, start=start)
    if fast.errors or checked.errors or checked.invariant_violations:
        messages = fast.error_messages + checked.error_messages + checked.violation_messages
        raise RuntimeError(f"{edition}, {players} players: " + "; ".join(messages[:3]))
    per_game = fast.decisions / max(fast.completed, 1)
    finished = _random_game(game_id, selection, players, seed, None)
    middle = _random_game(game_id, selection, players, seed, finished.state["stats"]["decisions"] // 2)
    mid_text, end_text = middle.to_json(), finished.to_json()
    return BenchRow(
        edition=edition, players=players, games=games, decisions_per_game=per_game,
        games_per_s=fast.completed / fast.seconds, games_per_s_checked=checked.completed / checked.seconds,
        decisions_per_s=fast.decisions / fast.seconds, us_per_decision=fast.seconds / fast.decisions * 1e6,
        clone_us=median_us(lambda: middle.clone(share_log=True), repeat),
        save_us=median_us(middle.to_json, repeat), load_us=median_us(lambda: load_game(mid_text), repeat),
        save_end_us=median_us(finished.to_json, repeat),
        load_end_us=median_us(lambda: load_game(end_text), repeat),
    )


def bench(game_id: str | None, editions: list[str | None], players: list[int], games: int, seed: int,
          progress: Callable[[BenchRow], None] | None = None) -> list[BenchRow]:
    rows = []
    for edition in editions:
        for count in players:
            row = bench_one(game_id, edition, count, games, seed)
            rows.append(row)
            if progress:
                progress(row)
    return rows


# regla's package imports its modules when a name is first used: the modules a load runs are imported
# first, and timed apart
_LOAD_RULES = ("import sys, time; began = time.perf_counter(); import regla.api, regla.data.compiled; "
               "imported = time.perf_counter(); regla.api.load(sys.argv[1]); "
               "print(imported - began, time.perf_counter() - imported)")


def rules_load_ms(game_id: str, runs: int, *, cached: bool) -> tuple[float, float]:
    """Median milliseconds a new Python process takes to import regla's modules that loading runs, and
    then to load ``game_id``'s rules: with ``cached``, its files' parsed documents are kept on disk from
    a first run (see :mod:`regla.data.yamlcache`), in a folder of the benchmark's own, whatever the
    user's cache settings; without, every file is parsed."""
    with tempfile.TemporaryDirectory() as folder:
        environment = {**os.environ, "REGLA_CACHE_DIR": folder if cached else ""}

        def once() -> tuple[float, float]:
            done = subprocess.run([sys.executable, "-c", _LOAD_RULES, game_id], env=environment, check=True,
                                  capture_output=True, text=True)
            importing, loading = done.stdout.split()[-2:]
            return float(importing) * 1000, float(loading) * 1000

        if cached:
            once()
        runs_timed = [once() for _ in range(runs)]
        return statistics.median(t[0] for t in runs_timed), statistics.median(t[1] for t in runs_timed)
