"""The two simple built-in bots: ``random`` (uniform among the legal options) and ``greedy`` (one-ply
lookahead: each option is tried on a sample of the game and judged by the interim scoring)."""

from __future__ import annotations

import random
from typing import Any

from .evaluate import interim_scores, margin
from .seat import Seat


class RandomBot:
    """Any legal option, uniformly."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Any:
        options = seat.decision.options
        return options[self.rng.randrange(len(options))]


class GreedyBot:
    """The option after which the player's lead (own score minus the best other score, counting an
    interim scoring now) is largest, on one sample of what the player cannot see; ties at random."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Any:
        options = seat.decision.options
        if len(options) == 1:
            return options[0]
        sample = seat.sample(self.rng)
        best: list[Any] = []
        best_value = float("-inf")
        for option in options:
            trial = sample.clone(share_log=True)
            trial.apply(seat.player, option, atomic=False)
            value = margin(trial.state["score"] if trial.is_over else interim_scores(trial), seat.player)
            if value > best_value:
                best, best_value = [option], value
            elif value == best_value:
                best.append(option)
        return best[self.rng.randrange(len(best))]
