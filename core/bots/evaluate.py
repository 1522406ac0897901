"""A generic evaluation of a position: the scores now, plus what an interim scoring would give.

The interim scoring is the game's own program: the block the game names as its ``standing`` (else the
block its position format names as the general scoring), run on a scratch copy as if it came now.
Secret choices the scoring asks for (where pieces go) are answered with the first option, the same for
everyone. A game with no such block is judged on its scores alone.
"""

from __future__ import annotations

import math
from typing import Any

from ..engine.game import Game
from ..engine.vm import VM

INTERIM_STEPS = 50
"""At most this many decisions inside one interim scoring (a safety net against a scoring that asks
forever; general scorings ask each player at most a few secret questions)."""


def interim_scores(game: Game, *, in_place: bool = False) -> dict[str, int]:
    """Each player's score after a general scoring played now (the scores alone when the game has none).
    ``in_place``: the scoring is played on ``game`` itself, which the caller throws away (a copy fewer)."""
    spec = game.ruleset.game
    block = spec.standing or (spec.position.general_scoring if spec.position else None)
    if block is None or game.is_over:
        return dict(game.state["score"])
    scratch = game.state if in_place else game.clone(share_log=True).state
    scratch["stack"] = [{"b": block, "pc": 0, "l": {}, "s": None}]
    scratch["pending"], scratch["answers"], scratch["history"] = [], {}, None
    vm = VM(game.ruleset, scratch)
    vm.run()
    for _ in range(INTERIM_STEPS):
        if not scratch["pending"]:
            break
        decision = scratch["pending"][0]
        vm.answer(decision["player"], decision["options"][0])
    return dict(scratch["score"])


def margin(scores: dict[str, Any], player: str) -> float:
    """How far ``player`` leads the best of the others (negative: trails)."""
    others = [s for p, s in scores.items() if p != player]
    return float(scores[player] - (max(others) if others else 0))


def leads(scores: dict[str, Any]) -> dict[str, float]:
    """Each player's worth in a position not yet decided, from 0 to 1: a half, moved up or down by how far
    they lead or trail the best of the others in proportion to the top score (a lead of a third of it
    is worth about 0.88). A search judging positions this way tells options apart by a few samples
    where a share of victory (see :func:`shares`) mostly gives each of them the same."""
    scale = max(1, max(scores.values()))
    return {p: 0.5 + 0.5 * math.tanh(3 * margin(scores, p) / scale) for p in scores}


def shares(scores: dict[str, Any]) -> dict[str, float]:
    """The victory split among the players tied for the top score (1 each way in total)."""
    best = max(scores.values())
    top = [p for p, s in scores.items() if s == best]
    return {p: (1 / len(top) if p in top else 0.0) for p in scores}
