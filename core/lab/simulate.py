"""Simulation: many games between bots; the benchmark, balance figures and a search for broken invariants.

Without named bots every seat chooses uniformly among the legal options, as the ``random`` bot does, all
seats drawing from one random source for the game (seeded from the game's seed): the fastest way through
a game. Named bots (``bots``) sit one per seat, each with a random source of its own seeded from the
game's seed and its seat (so ``random`` bots named play other games than unnamed seats, by the same
rule). Game i of a run with seed S has the seed S + i and depends on nothing else but its line-up, so the
seed a report quotes for it plays it again as the first game of a run with that seed;
``rotate`` moves the line-up one seat on from game to game, so over a multiple of the player count every
bot has sat in every seat equally often.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

try:
    import cython
except ImportError:  # plain Python without Cython: the type declarations change nothing
    from ..engine import cythonless as cython

from ..bots import make_bot, play_out
from ..data.compiled import Ruleset
from ..engine.game import Game
from ..engine.rng import bot_seed, unsigned_seed
from ..engine.vm import VM
from ..errors import UserError
from ..plugins import call_each
from .invariants import InvariantChecker

DEFAULT_BOT = "random"
"""The bot of every seat when none is named: play without named bots is the ``random`` bot's (any legal
option, uniformly), drawn from one random source for the table; a game's record then holds no bots
(``bots``: None) and reports name this one."""


@dataclass
class SimulationReport:
    games: int = 0
    completed: int = 0
    errors: int = 0
    error_messages: list[str] = field(default_factory=list)
    seconds: float = 0.0
    decisions: int = 0
    wins_by_seat: list[float] = field(default_factory=list)
    score_sums: list[int] = field(default_factory=list)
    card_plays: Counter[str] = field(default_factory=Counter)
    special_actions_done: Counter[str] = field(default_factory=Counter)
    invariant_violations: int = 0
    violation_messages: list[str] = field(default_factory=list)
    report_sums: dict[str, float] = field(default_factory=dict)
    records: list[dict[str, Any]] | None = None
    """Every game's record in game order, when the run was asked to keep them."""
    wins_by_bot: dict[str, float] = field(default_factory=dict)
    seats_by_bot: dict[str, int] = field(default_factory=dict)
    interrupted: bool = False
    """Stopped with Ctrl-C: the figures are those of the games finished before it."""

    def add(self, record: dict[str, Any]) -> None:
        """Count one game's record (see :func:`play_one`) in."""
        if self.records is not None:
            self.records.append(record)
        self.invariant_violations += len(record["violations"])
        # which game broke it, as an error says, so that it can be played again
        named = game_named(record["index"], record["seed"], record["bots"])
        self.violation_messages.extend(f"{named}: {message}" for message in record["violations"])
        if record["error"] is not None:
            self.errors += 1
            self.error_messages.append(record["error"])
            return
        self.completed += 1
        self.decisions += record["decisions"]
        winners = record["winners"]
        for seat, player in enumerate(record["seats"]):
            self.score_sums[seat] += record["scores"][player]
            if player in winners:
                self.wins_by_seat[seat] += 1 / len(winners)
        if record["bots"] is not None:
            for player, spec in zip(record["seats"], record["bots"], strict=True):
                self.seats_by_bot[spec] = self.seats_by_bot.get(spec, 0) + 1
                self.wins_by_bot[spec] = self.wins_by_bot.get(spec, 0.0) + (
                    1 / len(winners) if player in winners else 0.0)
        self.card_plays.update(record["card_plays"])
        self.special_actions_done.update(record["special_actions_done"])
        for name, value in record["report"].items():
            self.report_sums[name] = self.report_sums.get(name, 0.0) + value

    def as_json(self) -> dict[str, Any]:
        """The figures; a mean over games is ``None`` when no game finished (not a 0 no game had)."""
        done = self.completed

        def mean(total: float, digits: int) -> float | None:
            return round(total / done, digits) if done else None

        return {
            "games": self.games,
            "interrupted": self.interrupted,
            "completed": self.completed,
            "errors": self.errors,
            "error_messages": self.error_messages[:10],
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.completed / self.seconds, 2) if self.seconds else 0.0,
            "decisions_per_game": mean(self.decisions, 2),
            "wins_by_seat": [round(w, 3) for w in self.wins_by_seat],
            "mean_score_by_seat": [mean(s, 2) for s in self.score_sums],
            "card_plays": dict(sorted(self.card_plays.items())),
            "special_actions_done": dict(sorted(self.special_actions_done.items())),
            "invariant_violations": self.invariant_violations,
            "invariant_messages": self.violation_messages[:10],
            **{name: mean(total, 3) for name, total in self.report_sums.items()},
            **({"wins_by_bot": {b: round(w, 3) for b, w in sorted(self.wins_by_bot.items())},
                "seats_by_bot": dict(sorted(self.seats_by_bot.items()))} if self.seats_by_bot else {}),
        }


def new_report(ruleset: Ruleset, seats: int, games: int) -> SimulationReport:
    report = SimulationReport(games=games, wins_by_seat=[0.0] * seats, score_sums=[0] * seats)
    report.report_sums = {name: 0.0 for name, _ in ruleset.report}
    return report


def game_named(index: int, seed: int, bots: list[str] | None) -> str:
    """Game ``index`` of a run as a message names it: with what plays it again (its seed, and its bots by
    seat when bots were named, as a rotated line-up seats them in it)."""
    named = f"; --bots {','.join(bots)}" if bots is not None else ""
    return f"game {index} (--seed {seed}{named})"


def lineup_for(bots: list[str] | None, index: int, rotate: bool) -> list[str] | None:
    """The bots of game ``index`` in seat order: the line-up, moved on one seat per game when rotating."""
    if bots is None:
        return None
    shift = index % len(bots) if rotate else 0
    return bots[-shift:] + bots[:-shift] if shift else list(bots)


def play_one(ruleset: Ruleset, players: list[str], index: int, seed: int, *, check: bool = True,
             start: Callable[[int], Game] | None = None, bots: list[str] | None = None,
             rotate: bool = False) -> dict[str, Any]:
    """Play game ``index`` of a run (seed ``seed + index``) and return its record: plain data, the
    same wherever and in whatever order it is played."""
    game_seed = unsigned_seed(seed + index)
    lineup = lineup_for(bots, index, rotate)
    record: dict[str, Any] = {"index": index, "seed": game_seed, "seats": list(players), "bots": lineup,
                              "error": None, "violations": []}
    try:
        game = start(game_seed) if start else Game.start(ruleset, players, game_seed, {"seed": game_seed})
        if ruleset.manager is not None:
            # every game played is a game created, for the plugins that count or log them
            call_each(ruleset.manager, "regla_game_created", game=game)
        record["seats"] = game.players
        if lineup is None:
            # the choices' random source is the game's seed's alone, told apart from the game's own source
            # (no bot is told it)
            _play_random(game, random.Random(game_seed * 1_000_003), record["violations"], ruleset if check else None)
        else:
            seated = {p: make_bot(spec, seed=bot_seed(game_seed, k), manager=ruleset.manager)
                      for k, (p, spec) in enumerate(zip(game.players, lineup, strict=True))}
            _play_bots(game, seated, record["violations"], ruleset if check else None)
    except Exception as exc:  # a broken game is counted and the run goes on
        record["error"] = f"{game_named(index, game_seed, lineup)}: {type(exc).__name__}: {exc}"
        return record
    state = game.state
    vm = VM(ruleset, state)
    record.update(scores=dict(state["score"]), winners=game.winners, decisions=state["stats"]["decisions"],
                  card_plays=dict(state["stats"]["card_plays"]),
                  special_actions_done=dict(state["stats"]["special_actions_done"]),
                  report={name: vm.eval(expr) for name, expr in ruleset.report},
                  cards=cards_chosen(game))
    return record


def cards_chosen(game: Game) -> dict[str, list[str]]:
    """Each player's cards of the game they chose, in order: every answer that names a card (a card
    taken, played or built; alone or inside a compound option)."""
    cards = game.ruleset.cards
    chosen: dict[str, list[str]] = {p: [] for p in game.players}
    # the raw history, not Game.history: a game's worth of Answer objects costs more than the rest here
    for player, _, choice in game.state["history"] or ():
        if type(choice) is str:
            if choice in cards:
                chosen[player].append(choice)
        elif type(choice) is list:
            chosen[player].extend(c for c in choice if type(c) is str and c in cards)
    return chosen


def simulate(ruleset: Ruleset, players: list[str], games: int, seed: int, *, check: bool = True,
             start: Callable[[int], Game] | None = None,
             progress: Callable[[int], None] | None = None, bots: list[str] | None = None,
             rotate: bool = False) -> SimulationReport:
    """Play ``games`` games in this process; game i uses seed ``seed + i``. ``bots``: one bot spec per
    seat (default: uniform random play); ``rotate``: game i seats them shifted by i."""
    if bots is not None and len(bots) != len(players):
        raise UserError("name one bot per seat (seats: {seats}; bots named: {bots})", bots=len(bots),
                        seats=len(players))
    report = new_report(ruleset, len(players), games)
    began = time.perf_counter()
    for i in range(games):
        report.add(play_one(ruleset, players, i, seed, check=check, start=start, bots=bots, rotate=rotate))
        if progress:
            progress(i + 1)
    report.seconds = time.perf_counter() - began
    return report


def _play_bots(game: Game, bots: dict[str, Any], violations: list[str], ruleset: Ruleset | None) -> None:
    """Play the game out with named bots, the invariants checked after every decision as in random play."""
    if ruleset is None:
        play_out(game, bots)
        return
    checker = InvariantChecker(ruleset, game)
    play_out(game, bots, after_each=lambda: violations.extend(checker.check()))
    violations.extend(checker.check_end())


@cython.locals(state=dict, pending=list, decision=dict, options=list)
def _play_random(game: Game, bot: random.Random, violations: list[str], ruleset: Ruleset | None) -> None:
    checker = InvariantChecker(ruleset, game) if ruleset else None
    state = game.state
    getrandbits = bot.getrandbits
    while not state["over"]:
        pending = state["pending"]
        if not pending:
            raise RuntimeError("no decision pending, yet the game is not over")
        decision = pending[0]
        options = decision["options"]
        # an index drawn as random.choice draws it (the fewest bits that can hold it, drawn again until
        # it is in range), written out: the same games on every Python, with less Python on the way
        n = len(options)
        bits = n.bit_length()
        index = getrandbits(bits)
        while index >= n:
            index = getrandbits(bits)
        game._apply_option(index)
        if checker:
            violations.extend(checker.check())
    if checker:
        violations.extend(checker.check_end())
