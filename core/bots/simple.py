"""The two simple built-in bots: ``random`` (uniform among the legal options) and ``greedy`` (each option
tried on a sample of the game, played on a little, and judged by the interim scoring)."""

from __future__ import annotations

import random
from typing import Any

from ..engine.game import Game
from .lookahead import LOOKS, looked_ahead, played_on, value
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
    interim scoring) is largest, on one sample of what the player cannot see, judged once the player's
    own decisions that follow it are played out (:mod:`.lookahead`); options that still come out the
    same are told apart by a few continuations played on at random; ties at random."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, seat: Seat) -> Any:
        options = seat.decision.options
        if len(options) == 1:
            return options[0]
        sample = seat.sample(self.rng)
        player = seat.player
        # every option meets the same draws (the others' secret answers): what differs is the option's doing
        draws = self.rng.getrandbits(64)
        after: list[Game] = []
        for option in options:
            trial = sample.clone(share_log=True)
            trial.apply(player, option, atomic=False)
            played_on(trial, player, random.Random(draws))
            after.append(trial)
        values = [value(trial.clone(share_log=True), player) for trial in after]
        best = [i for i, v in enumerate(values) if v == max(values)]
        if len(best) > 1:
            # the same now: what the option does shows later, after the others' turns
            seeds = [self.rng.getrandbits(64) for _ in range(LOOKS)]
            later = {i: looked_ahead(after[i], player, seeds) for i in best}
            best = [i for i in best if later[i] == max(later.values())]
        return options[best[self.rng.randrange(len(best))]]
