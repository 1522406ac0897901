"""``mcts``: information-set Monte Carlo tree search with determinisation.

Every iteration draws a fresh sample of the hidden information from the player's view (:meth:`Seat.sample`),
walks a tree of options shared by all samples (an option is a node wherever it is legal; its
availability is counted, as in single-observer ISMCTS, so rarely legal options are not over-trusted),
plays the rest at random up to a depth, then scores the position: a finished game by who won, an
unfinished one by how far each player would lead or trail after an interim scoring (see
:func:`~regla.bots.evaluate.leads`). Seeded: the same seed and view give the same choice.
"""

from __future__ import annotations

import json
import math
import random
import time
from typing import Any

from ..engine.game import Game
from ..errors import UserError, Verbatim
from .evaluate import interim_scores, leads, shares
from .lookahead import mover
from .seat import Seat

MAX_ITERATIONS = 100_000
MAX_DEPTH = 1_000
MAX_EXPLORATION = 100
MAX_SECONDS = 600
"""Bounds of the options: a bot asked for more would think for hours over one decision."""


def _within(option: str, value: Any, low: float, high: float, whole: bool = False) -> float:
    """``value`` if it is a number (a whole one where ``whole``) from ``low`` to ``high``."""
    shown = Verbatim(repr(value))
    if whole:
        if type(value) is not int or not low <= value <= high:
            raise UserError("option {option} of bot 'mcts' is a whole number from {low} to {high}, not {value}",
                            option=option, low=low, high=high, value=shown)
        return value
    if type(value) not in (int, float) or not low <= value <= high:
        raise UserError("option {option} of bot 'mcts' is a number from {low} to {high}, not {value}",
                        option=option, low=low, high=high, value=shown)
    return float(value)


def _key(player: str, option: Any) -> str:
    return f"{player}|{json.dumps(option, sort_keys=True)}"


class _Node:
    __slots__ = ("available", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


class MctsBot:
    """ISMCTS with ``iterations`` samples per decision (or until ``seconds`` pass, if given), random
    playouts of at most ``depth`` decisions, and exploration constant ``c``."""

    name = "mcts"

    def __init__(self, seed: int = 0, iterations: int = 100, depth: int = 6, c: float = 0.7,
                 seconds: float | None = None):
        self.rng = random.Random(seed)
        self.iterations = int(_within("iterations", iterations, 1, MAX_ITERATIONS, whole=True))
        self.depth = int(_within("depth", depth, 1, MAX_DEPTH, whole=True))
        self.c = _within("c", c, 0, MAX_EXPLORATION)
        self.seconds = None if seconds is None else _within("seconds", seconds, 0.001, MAX_SECONDS)

    def choose(self, seat: Seat) -> Any:
        options = seat.decision.options
        if len(options) == 1:
            return options[0]
        root = _Node()
        deadline = time.perf_counter() + self.seconds if self.seconds else None
        for done in range(10**9):
            if deadline is None and done >= self.iterations:
                break
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self._iterate(root, seat.sample(self.rng), seat.player)
        keys = {_key(seat.player, option): option for option in options}
        visited = [(child.visits, key) for key, child in root.children.items() if key in keys]
        if not visited:
            return options[self.rng.randrange(len(options))]
        most = max(v for v, _ in visited)
        return keys[sorted(k for v, k in visited if v == most)[0]]

    def _iterate(self, root: _Node, game: Game, deciding: str) -> None:
        path: list[tuple[_Node, str]] = []
        node = root
        while not game.is_over:
            # the tree's first level is the deciding player's own options, whoever else is still to choose
            # in secret (a person at an earlier seat answers after the bots)
            player, options = mover(game, deciding if node is root else None)
            keyed = [(_key(player, o), o) for o in options]
            for key, _ in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.available += 1
            untried = [(k, o) for k, o in keyed if k not in node.children]
            if untried:
                key, option = untried[self.rng.randrange(len(untried))]
                node.children[key] = child = _Node()
                child.available = 1
                game.apply(player, option, atomic=False)
                path.append((child, player))
                break
            key, option = max(keyed, key=lambda ko: self._ucb(node.children[ko[0]]))
            node = node.children[key]
            game.apply(player, option, atomic=False)
            path.append((node, player))
        for _ in range(self.depth):
            if game.is_over:
                break
            player, options = mover(game)
            game.apply(player, options[self.rng.randrange(len(options))], atomic=False)
        outcome = shares(game.state["score"]) if game.is_over else leads(interim_scores(game))
        for visited, player in path:
            visited.visits += 1
            visited.reward += outcome[player]

    def _ucb(self, child: _Node) -> float:
        return child.reward / child.visits + self.c * math.sqrt(math.log(max(child.available, 1)) / child.visits)
