"""Sharded runs: the same records, in the same order, from one process, several, or Ray tasks."""

from __future__ import annotations

import json
import multiprocessing
import tracemalloc

from click.testing import CliRunner
from interrupting import interrupt, worker_processes
from regla.cli.main import cli
from regla.lab.parallel import RunSpec, run, shards
from regla.plugins import Selection

SPEC = RunSpec(None, Selection(), ("red", "blue", "yellow"), seed=40, bots=("greedy", "random", "random"),
               rotate=True)
QUICK = RunSpec(None, Selection(), ("red", "blue"), seed=7)
"""Random play: fast games, for tests about how a run is played rather than what its games are."""


def test_shards_cover_every_game_once() -> None:
    for games, workers in [(1, 1), (7, 2), (100, 3), (1000, 8), (200_000, 2)]:
        ranges = list(shards(games, workers))
        covered = [i for first, stop in ranges for i in range(first, stop)]
        assert covered == list(range(games))
        # however long the run, a shard is short: an interrupted run keeps nearly all its finished games
        assert max(stop - first for first, stop in ranges) <= 50


def test_two_processes_give_the_records_of_one() -> None:
    alone = run(SPEC, 12, keep_records=True)
    shared = run(SPEC, 12, workers=2, keep_records=True)
    assert alone.records == shared.records and alone.records is not None
    assert [r["index"] for r in alone.records] == list(range(12))
    assert [r["bots"][0] for r in alone.records[:3]] == ["greedy", "random", "random"]
    steady = {k: v for k, v in alone.as_json().items() if k not in ("seconds", "games_per_second")}
    assert steady == {k: v for k, v in shared.as_json().items() if k not in ("seconds", "games_per_second")}


def test_a_run_never_starts_more_processes_than_it_has_games() -> None:
    alive: list[int] = []
    report = run(QUICK, 2, workers=6, progress=lambda done: alive.append(len(multiprocessing.active_children())))
    assert report.completed == 2 and alive and max(alive) == 2


def test_a_long_run_cuts_its_shards_as_it_plays_them() -> None:
    """Memory stays flat however many games a run is asked for: stopped (Ctrl-C) after its first shard
    came back, a run of ten million games has held little more than that shard."""
    QUICK.ruleset()  # loaded before measuring: the rules are no part of a run's growth

    def stop(done: int) -> None:
        raise KeyboardInterrupt

    tracemalloc.start()
    try:
        report = run(QUICK, 10_000_000, workers=2, progress=stop)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert report.interrupted and 0 < report.completed <= 100
    assert peak < 4_000_000, peak


def test_ray_tasks_give_the_records_of_one_process() -> None:
    assert run(QUICK, 10, workers=2, ray_address="local", keep_records=True).records == run(
        QUICK, 10, keep_records=True).records


def test_simulate_workers_on_the_command_line() -> None:
    args = ["simulate", "--players", "3", "--games", "6", "--seed", "2", "--json"]
    one = json.loads(CliRunner().invoke(cli, args).output)
    two = json.loads(CliRunner().invoke(cli, [*args, "--workers", "2"]).output)
    for key in ("wins_by_seat", "mean_score_by_seat", "card_plays", "decisions_per_game"):
        assert one[key] == two[key]


def test_a_ray_address_nothing_answers_at_is_refused_in_one_line() -> None:
    for address, said in [("127.0.0.1:1", "cannot reach a Ray cluster at 127.0.0.1:1"),
                          ("nonsense", "--ray nonsense: give local, auto or a cluster's HOST:PORT")]:
        result = CliRunner().invoke(cli, ["simulate", "--games", "2", "--ray", address])
        assert result.exit_code == 2 and said in result.output and result.output.count("\n") == 1, result.output


def test_ctrl_c_stops_the_workers_without_a_traceback() -> None:
    # a terminal sends Ctrl-C to every process of the group: the workers too, which must not print
    done, seconds = interrupt(["simulate", "--players", "2", "--games", "1000000", "--workers", "2"],
                              lambda pid: worker_processes(pid) == 2)
    assert done.returncode == 130, done
    [line] = done.stderr.splitlines()
    assert line.startswith("regla: interrupted after ") and line.endswith(" of 1000000 games"), done.stderr
    assert seconds < 20
