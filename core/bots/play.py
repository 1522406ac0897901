"""Bots at a table: answering every decision that falls to a bot's seat."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pluggy

from ..engine.game import Game
from ..engine.state import Decision
from ..errors import InternalError, PluginError, ReglaError, UserError, clipped
from .registry import provider
from .seat import Bot, Seat


def next_decision(game: Game, humans: frozenset[str] = frozenset()) -> Decision | None:
    """The decision to answer next: the only one, or of several secret ones a bot's first (by seat),
    so bots answer before the people they sit with are asked; None when the game is over."""
    pending = game.pending
    if not pending:
        return None
    seats = game.players
    return min(pending, key=lambda d: (d.player in humans, seats.index(d.player)))


def answer_for(game: Game, bots: Mapping[str, Bot], decision: Decision) -> object:
    """Let the decision's bot choose and apply its choice; returns the choice."""
    choice = choice_of(bots[decision.player], Seat.of(game, decision), game.ruleset.manager)
    game.apply(decision.player, choice)
    return choice


def choice_of(bot: Bot, seat: Seat, manager: pluggy.PluginManager | None) -> Any:
    """``bot``'s choice at ``seat``, one of its options. What goes wrong in a plugin's bot is the mistake of
    the plugin (``manager`` knows which offers it), told naming both; in a built-in bot, regla's own."""
    try:
        choice = bot.choose(seat)
    except Exception as exc:
        made = None if isinstance(exc, ReglaError) or manager is None else provider(bot, manager)
        if made is None:
            raise
        raise PluginError("bot {name!r} of plugin {plugin!r} failed: {kind}: {reason}", name=made[0], plugin=made[1],
                          kind=type(exc).__name__, reason=str(exc)) from None
    if not any(type(o) is type(choice) and o == choice for o in seat.decision.options):
        made = None if manager is None else provider(bot, manager)
        if made is None:
            raise InternalError("bot {name!r} chose {choice}, not one of the options", name=bot.name,
                                choice=clipped(choice))
        raise PluginError("bot {name!r} of plugin {plugin!r} chose {choice}, which is not one of the options",
                          name=made[0], plugin=made[1], choice=clipped(choice))
    return choice


def check_bots(game: Game, bots: Mapping[str, Bot]) -> None:
    """Refuse a seating that would fail part-way through a game: every seat needs a bot."""
    if not isinstance(bots, Mapping):
        raise UserError("bots must map every seat to its bot, not {value}", value=clipped(bots))
    for seat in game.players:
        if seat not in bots:
            raise UserError("no bot for seat {seat!r}", seat=seat)
        if not isinstance(bots[seat], Bot):
            raise UserError("the bot for seat {seat!r} is not a bot (a name and a choose method): {value}",
                            seat=seat, value=clipped(bots[seat]))


def play_out(game: Game, bots: Mapping[str, Bot], *, after_each: Callable[[], object] | None = None) -> None:
    """Play until the game ends, every seat a bot; a seat without a bot is refused before any move.
    ``after_each`` is called after every answer (a simulation checks the game's invariants there)."""
    check_bots(game, bots)
    while not game.is_over:
        decision = next_decision(game)
        assert decision is not None
        answer_for(game, bots, decision)
        if after_each is not None:
            after_each()
