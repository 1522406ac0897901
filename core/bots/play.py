"""Bots at a table: answering every decision that falls to a bot's seat."""

from __future__ import annotations

from ..engine.game import Game
from ..engine.state import Decision
from ..errors import InternalError
from .seat import Bot, Seat


def next_decision(game: Game, humans: frozenset[str] = frozenset()) -> Decision | None:
    """The decision to answer next: the only one, or of several secret ones a bot's first (by seat),
    so bots answer before the people they sit with are asked; None when the game is over."""
    pending = game.pending
    if not pending:
        return None
    seats = game.players
    return min(pending, key=lambda d: (d.player in humans, seats.index(d.player)))


def answer_for(game: Game, bots: dict[str, Bot], decision: Decision) -> object:
    """Let the decision's bot choose and apply its choice; returns the choice."""
    choice = bots[decision.player].choose(Seat.of(game, decision))
    if not any(type(o) is type(choice) and o == choice for o in decision.options):
        raise InternalError(f"bot {bots[decision.player].name!r} chose {choice!r}, not one of the options")
    game.apply(decision.player, choice)
    return choice


def play_out(game: Game, bots: dict[str, Bot]) -> None:
    """Play until the game ends, every seat a bot."""
    while not game.is_over:
        decision = next_decision(game)
        assert decision is not None
        answer_for(game, bots, decision)
