"""What a game is made of as data: the state it starts from, a pending decision, an answered one."""

from __future__ import annotations

import marshal
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .rng import seed_state
from .saveshape import STATE_FORMAT
from .values import plain

if TYPE_CHECKING:
    from ..data.compiled import Ruleset

@dataclass(frozen=True)
class Decision:
    """One player's pending decision. Several at once are simultaneous (secret) choices."""

    player: str
    kind: str
    options: list[Any]
    context: dict[str, Any]
    secret: bool = False
    private: bool = False
    """Only the player learns the answer (see the ``choose`` instruction's ``private``)."""


@dataclass(frozen=True)
class Answer:
    """One answered decision of a game's history: who answered, the decision's kind, the option chosen."""

    player: str
    kind: str
    choice: Any


def new_state(ruleset: Ruleset, players: list[str], seed: int, setup: dict[str, Any]) -> dict[str, Any]:
    """The state of a game about to run its entry block: everything in its starting place, ``setup`` (what
    a replay starts again from) and the random source seeded with ``seed``."""
    line_up = tuple(players)
    start = ruleset.start_states.get(line_up)
    if start is None:
        start = marshal.dumps(_start(ruleset, players))
        # a few hundred line-ups of a game's colours at most; players named otherwise are not kept
        if len(ruleset.start_states) < _LINE_UPS_KEPT:
            ruleset.start_states[line_up] = start
    state: dict[str, Any] = marshal.loads(start)
    state["setup"] = setup
    state["rng"] = seed_state(seed)
    return state


_LINE_UPS_KEPT = 1000


def _start(ruleset: Ruleset, players: list[str]) -> dict[str, Any]:
    """Every game of ``players`` starts from this state, but for its setup and seed (None here)."""
    game = ruleset.game
    counts = ruleset.count_settings(len(players))
    board = ruleset.board
    pieces: dict[str, dict[str, int]] = {loc: {} for loc in [*ruleset.area_order, *ruleset.zones]}
    pieces[board.pieces.start_zone] = dict.fromkeys(players, board.pieces.per_player)
    tokens: dict[str, str | None] = {}
    for token in board.tokens:
        if token.per_player:
            tokens.update({f"{token.id}:{p}": None for p in players})
        else:
            tokens[token.id] = None
    variables = plain(game.vars) | plain(counts["vars"])
    variables["players"] = list(players)
    variables["rank_limit"] = counts["rank_limit"]
    for name, value in game.player_vars.items():
        variables[name] = {p: plain(value) for p in players}
    return {
        "format": STATE_FORMAT,
        "setup": None,
        "rng": None,
        "players": list(players),
        "options": plain(ruleset.options | counts["options"]),
        "vars": variables,
        "pieces": pieces,
        "tokens": tokens,
        "decks": {}, "display": {}, "discard": [],
        "held": {p: [] for p in players},
        "score": dict.fromkeys(players, 0),
        "stack": [{"b": game.entry, "pc": 0, "l": {}, "s": None}],
        "pending": [], "answers": {}, "log": [], "history": [], "over": False,
        "stats": {"decisions": 0, "card_plays": {}, "special_actions_done": {}},
    }
