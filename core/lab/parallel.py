"""Runs sharded over processes (``--workers``) or over a Ray cluster (``--ray``), with the same results.

Game i of a run depends only on the run's description and i (its seed, its bots' seeds, its seat
rotation), and every game comes back as a plain record: the report is built from the records in game
order, so the numbers are the same for one process, many, or many machines. Each worker loads the
ruleset once from the run's description (a compiled ruleset holds code and does not travel).
"""

from __future__ import annotations

import contextlib
import itertools
import multiprocessing
import signal
import socket
import threading
import time
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, replace
from typing import Any

from ..api import load
from ..data.compiled import Ruleset
from ..engine.game import Game
from ..errors import UserError, os_reason
from ..plugins import Selection, discovery_generation
from .simulate import SimulationReport, new_report, play_one

CHUNKS_PER_WORKER = 8
"""Shards per worker: enough for a live progress bar and for fast workers to take over slow shards."""
MAX_SHARD = 50
"""Games per shard at most, however long the run: a shard's games come back only when all are done, so
this bounds what Ctrl-C loses (and how long the progress bar stands still) to seconds."""


@dataclass(frozen=True)
class RunSpec:
    """Everything that decides a run's games, as plain, picklable data."""

    game: str | None
    selection: Selection
    colours: tuple[str, ...]
    seed: int
    check: bool = True
    bots: tuple[str, ...] | None = None
    rotate: bool = False

    def ruleset(self) -> Ruleset:
        return _loaded(self.game, self.selection, len(self.colours))

    def start(self, ruleset: Ruleset) -> Callable[[int], Game]:
        def start(game_seed: int) -> Game:
            return Game.start(ruleset, list(self.colours), game_seed, {"game": ruleset.id, "seed": game_seed})
        return start


Batches = Generator[list[dict[str, Any]], None, None]
"""Records of played games, a shard at a time, in the order they finish."""

_rulesets: dict[tuple[Any, ...], Ruleset] = {}


def _loaded(game: str | None, selection: Selection, players: int) -> Ruleset:
    # a plugin installed since (discovery runs again) makes another ruleset of the same selection
    key = (game, selection, players, discovery_generation())
    if key not in _rulesets:
        _rulesets[key] = load(game, selection, players)
    return _rulesets[key]


def play_shard(spec: RunSpec, first: int, stop: int) -> list[dict[str, Any]]:
    """The records of games ``first`` to ``stop - 1`` of the run."""
    ruleset = spec.ruleset()
    start = spec.start(ruleset)
    bots = list(spec.bots) if spec.bots is not None else None
    return [play_one(ruleset, list(spec.colours), i, spec.seed, check=spec.check, start=start, bots=bots,
                     rotate=spec.rotate) for i in range(first, stop)]


def _play_shard(args: tuple[RunSpec, int, int]) -> list[dict[str, Any]]:
    return play_shard(*args)


def shards(games: int, workers: int, first: int = 0) -> Iterator[tuple[int, int]]:
    """Games ``first`` to ``first + games - 1`` cut into ranges for ``workers``, made as they are taken:
    a list of them would grow with the run, however few are being played at a time."""
    size = min(MAX_SHARD, max(1, -(-games // (workers * CHUNKS_PER_WORKER))))
    stop = first + games
    return ((start, min(start + size, stop)) for start in range(first, stop, size))


def run(spec: RunSpec, games: int, *, workers: int = 1, ray_address: str | None = None,
        progress: Callable[[int], None] | None = None, keep_records: bool = False,
        first: int = 0) -> SimulationReport:
    """Play the run's ``games`` games in this process (``workers`` 1), over ``workers`` processes, or
    as Ray tasks (``ray_address``: ``"local"`` starts a Ray instance for the run, anything else is the
    address of a running cluster, as ``ray.init`` takes it). ``keep_records``: the report keeps every
    game's record (``report.records``); ``first``: the index of the first game (a run continued in
    batches plays the same games as one run). Never more processes or Ray CPUs than games: each costs
    a new interpreter that loads the rules."""
    workers = max(1, min(workers, games))
    report = new_report(spec.ruleset(), len(spec.colours), games)
    if keep_records:
        report.records = []
    began = time.perf_counter()
    batches: Batches
    if ray_address is not None:
        batches = _on_ray(spec, shards(games, max(workers, 2), first), workers, ray_address)
    elif workers > 1:
        batches = _on_processes(spec, shards(games, workers, first), workers)
    else:
        # one game at a time: Ctrl-C loses at most the game being played
        batches = (play_shard(spec, i, i + 1) for i in range(first, first + games))
    # records are added in game order, whatever order the shards come back in, so that every way of
    # running gives the same report; only those that came back early wait, not the whole run's
    waiting: dict[int, dict[str, Any]] = {}
    following, played = first, 0
    try:
        for batch in batches:
            waiting.update((record["index"], record) for record in batch)
            played += len(batch)
            while following in waiting:
                report.add(waiting.pop(following))
                following += 1
            if progress:
                progress(played)
    except KeyboardInterrupt:  # Ctrl-C: report the games whose records came back
        report.interrupted = True
    finally:
        # now, not when the generator is collected: the pool's processes (or Ray) stop with the run
        batches.close()
    for index in sorted(waiting):
        report.add(waiting[index])
    report.seconds = time.perf_counter() - began
    return report


def _on_processes(spec: RunSpec, ranges: Iterator[tuple[int, int]], workers: int) -> Batches:
    # a fresh interpreter per worker: forking a process that has started threads (Ray, a progress bar)
    # is unsafe, and the workers load the ruleset themselves anyway
    context = multiprocessing.get_context("spawn")
    spec = replace(spec, selection=spec.selection.anywhere())
    with interrupts_ignored():
        # Ctrl-C at a terminal reaches every process of the group: the run stops in this one, which
        # reports what came back; a worker would only die with a traceback (even while it starts)
        pool = context.Pool(workers, initializer=_ignore_interrupts)
    with pool:
        # a generator, not a list: the pool takes tasks as its queue has room for them
        yield from pool.imap_unordered(_play_shard, ((spec, a, b) for a, b in ranges))


def _ignore_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextlib.contextmanager
def interrupts_ignored() -> Iterator[None]:
    """Ctrl-C ignored while the block runs: processes started in it keep ignoring it (as a started program
    keeps an ignored signal ignored), and what a program says and keeps as it leaves is not cut short;
    only the main thread may change a signal's handler."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


RAY_CONNECT_SECONDS = 5
"""How long to wait for a cluster's address to answer: Ray itself would try again for minutes."""


def _check_reachable(address: str) -> None:
    """Refuse an address nothing answers at (``auto`` is Ray's own search for a local cluster)."""
    if address == "auto":
        return
    host, _, port = address.removeprefix("ray://").rpartition(":")
    if not port.isdigit() or not host:
        raise UserError("--ray {address}: give local, auto or a cluster's HOST:PORT", address=address)
    try:
        socket.create_connection((host, int(port)), timeout=RAY_CONNECT_SECONDS).close()
    except (OSError, OverflowError) as exc:
        raise UserError("cannot reach a Ray cluster at {address}: {reason}", address=address,
                        reason=os_reason(exc) if isinstance(exc, OSError) else str(exc)) from None


@contextlib.contextmanager
def ray_session(address: str, workers: int = 1) -> Iterator[None]:
    """Ray for the block: started (``"local"``) or joined (a cluster's address), and shut down at its
    end; when Ray runs already, the block uses it and leaves it running. Starting Ray costs seconds, so
    a command that plays several runs (the lab's sides and looks) holds one session around them all."""
    try:
        import ray
    except ImportError:
        raise UserError("--ray needs Ray: pip install 'regla[ray]'") from None
    if ray.is_initialized():
        yield
        return
    if address == "local":
        ray.init(num_cpus=workers if workers > 1 else None, include_dashboard=False,
                 log_to_driver=False, configure_logging=False)
    else:
        _check_reachable(address)
        try:
            ray.init(address=address, log_to_driver=False, configure_logging=False)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            if address == "auto":
                raise UserError("no Ray cluster runs on this machine (start one with ray start --head, or give "
                                "--ray local)") from None
            raise UserError("cannot reach a Ray cluster at {address}: {reason}", address=address,
                            reason=str(exc).splitlines()[0] if str(exc) else type(exc).__name__) from None
    try:
        yield
    finally:
        ray.shutdown()


def _on_ray(spec: RunSpec, ranges: Iterator[tuple[int, int]], workers: int, address: str) -> Batches:
    import ray

    spec = replace(spec, selection=spec.selection.anywhere())
    # tasks are handed out as others finish, a few per worker ahead: submitting every shard at once
    # would hold a task and its reference per shard of the run
    ahead = max(workers, 2) * CHUNKS_PER_WORKER
    with ray_session(address, workers):
        task = ray.remote(play_shard)
        waiting = [task.remote(spec, a, b) for a, b in itertools.islice(ranges, ahead)]
        while waiting:
            done, waiting = ray.wait(waiting, num_returns=1)
            waiting.extend(task.remote(spec, a, b) for a, b in itertools.islice(ranges, 1))
            yield ray.get(done[0])
