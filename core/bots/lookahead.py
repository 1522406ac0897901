"""How ``greedy`` looks past an option: a few decisions further, cheaply, on one sample of the game.

An option's effect often shows only after more decisions: a card taken, then where its pieces go; a
bid for the order of play, then the turns it orders. So greedy judges a position only once the player's own decisions
that follow at once are played out (each by its one-ply value), and the others' secret answers still
pending in the same round are drawn (its own answer stays as given). Where every option still comes
out the same, :func:`looked_ahead` plays on at random, everyone, until the player's next run of
decisions is over, and averages a few such continuations: the options are compared on the same random
draws, so what differs is mostly what the option did.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.game import Game
from .evaluate import interim_scores, margin

OWN_STEPS = 3
"""At most this many of the player's own decisions after an option are played out before it is judged:
enough for a card taken, the step it opens and the first piece that step places; each costs a one-ply
sweep of its options, and six made greedy about as slow as mcts."""
AHEAD = 30
"""At most this many decisions in one continuation of :func:`looked_ahead` (a whole round of others'
turns before the player's own is about this long in a 4-player game)."""
LOOKS = 2
"""Continuations averaged where the options tie: each a random line of play, so a few, to stay cheap."""
SETTLE = 20
"""At most this many others' secret answers drawn to close a round (each player answers a few)."""


def mover(game: Game, player: str | None = None) -> tuple[str, list[Any]]:
    """Who answers next: ``player`` if one of the pending decisions is theirs (the bot answers its own
    secret choice first), else the earliest pending one by seat."""
    pending = game.state["pending"]
    for decision in pending:
        if decision["player"] == player:
            return decision["player"], decision["options"]
    seats = game.state["players"]
    earliest = min(pending, key=lambda d: seats.index(d["player"]))
    return earliest["player"], earliest["options"]


def value(game: Game, player: str) -> float:
    """The player's lead: in the final scores, else after an interim scoring (``game`` is used up)."""
    return margin(game.state["score"] if game.is_over else interim_scores(game, in_place=True), player)


def played_on(game: Game, player: str, rng: random.Random) -> None:
    """``game``, just after one of ``player``'s options, with the player's own decisions that follow at
    once played out and the others' pending secret answers drawn: where the option's effect shows."""
    play_own(game, player, rng)
    settle(game, player, rng)


def play_own(game: Game, player: str, rng: random.Random, steps: int = OWN_STEPS) -> None:
    """Play ``player``'s decisions that come next, each its best by :func:`quick`, at most ``steps``."""
    for _ in range(steps):
        if game.is_over or mover(game, player)[0] != player:
            return
        options = mover(game, player)[1]
        best = options[0]
        if len(options) > 1:
            rated = [quick(game, player, option, rng) for option in options]
            # the first of the best: the run is one plausible line of play, not a draw among equals
            best = options[rated.index(max(rated))]
        game.apply(player, best, atomic=False)


def quick(game: Game, player: str, option: Any, rng: random.Random) -> tuple[float, bool]:
    """An option's one-ply value, and whether the player still decides after it: of options that look
    the same now, one that leaves the player something to choose is played out further, and a pass,
    which would end the run here, is not preferred to it."""
    trial = game.clone(share_log=True)
    trial.apply(player, option, atomic=False)
    settle(trial, player, rng)
    mine = not trial.is_over and mover(trial, player)[0] == player
    return value(trial, player), mine


def settle(game: Game, player: str, rng: random.Random) -> None:
    """Draw the others' answers to a round of secret choices ``player`` has answered, so that the round
    plays out with the player's own answer in place (an interim scoring would forget it)."""
    for _ in range(SETTLE):
        if game.is_over or not game.state["answers"]:
            return
        who, options = mover(game, player)
        if who == player:
            return
        game.apply(who, options[rng.randrange(len(options))], atomic=False)


def looked_ahead(game: Game, player: str, seeds: list[int]) -> float:
    """The mean value of ``game`` over continuations played at random by everyone, one per seed, each
    until the player's next run of decisions is over (or :data:`AHEAD` decisions)."""
    total = 0.0
    for seed in seeds:
        rng = random.Random(seed)
        trial = game.clone(share_log=True)
        # 0: the player still deciding, 1: the others, 2: the player's next run, which ends the continuation
        phase = 0
        for _ in range(AHEAD):
            if trial.is_over:
                break
            who, options = mover(trial, player)
            if who != player:
                if phase == 2:
                    break
                phase = 1
            elif phase == 1:
                phase = 2
            trial.apply(who, options[rng.randrange(len(options))], atomic=False)
        total += value(trial, player)
    return total / len(seeds)
