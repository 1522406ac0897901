"""What every agent API needs from a game: a fixed action space, one actor at a time, a numeric view.

Actions are positions in the pending decision's option list: action ``i`` answers with ``options[i]``.
Option values differ by game and by decision (areas, cards, numbers, compound ids, stop), so no fixed
vocabulary of values exists; the action's meaning is given by ``action_label`` (a stable id for logs and
information states) and ``action_text`` (what a person reads, in a locale). The space's size is a
bound on the options of any one decision, worked out from the ruleset and checked at every decision.

Simultaneous secret choices become turns taken in seat order; a player's view never shows the answers
given before theirs, so the sequence hides them exactly as the table does.
"""

from __future__ import annotations

import json
import operator
from typing import Any

from ..api import decision_texts
from ..engine.game import Game
from ..engine.state import Decision
from ..errors import UserError

STOP = "stop"


def action_bound(game: Game) -> int:
    """A bound on the options of one decision: one per (location, player) pair, per card and per
    player, and a stop. Option lists are built from those things, so none is longer."""
    ruleset = game.ruleset
    locations = len(ruleset.area_order) + len(ruleset.zones)
    players = ruleset.game.max_players
    return locations * players + len(ruleset.cards) + players + 1


def actor(game: Game) -> Decision | None:
    """The decision to answer next: the only one, or the first unanswered secret one in seat order."""
    pending = game.pending
    if not pending:
        return None
    if len(pending) == 1:
        return pending[0]
    seats = game.players
    return min(pending, key=lambda d: seats.index(d.player))


def legal_actions(decision: Decision, bound: int) -> list[int]:
    if len(decision.options) > bound:
        raise UserError("a {kind!r} decision has {count} options, more than the action space's {bound}: raise "
                        "max_actions", kind=decision.kind, count=len(decision.options), bound=bound)
    return list(range(len(decision.options)))


def chosen_option(decision: Decision, action: Any) -> Any:
    """The option action ``action`` picks: a whole number (a NumPy one too) among the legal actions, else a
    ``ValueError`` naming the player and the actions there are (never a count from the end, nor ``True``
    or ``1.5`` read as a number)."""
    try:
        index = operator.index(action) if not isinstance(action, bool) else -1
    except TypeError:
        index = -1
    if not 0 <= index < len(decision.options):
        raise ValueError(f"{decision.player}: action {action!r} is not one of the {len(decision.options)} "
                         f"legal actions (0 to {len(decision.options) - 1})")
    return decision.options[index]


def action_label(decision: Decision, action: int) -> str:
    """A stable, readable name of an action: the decision kind and the option it picks."""
    option = decision.options[action]
    value = STOP if option is None else (option if isinstance(option, str) else json.dumps(option))
    return f"{decision.kind}: {value}"


def seen_by_each(players: list[str | None], decision: Decision, action: int) -> list[str]:
    """A move as each player sees it: its player and what they picked, but for others only its kind
    when the answer is secret (a simultaneous choice, shown by what follows once all have chosen) or
    private (only its player ever learns it)."""
    shown = f"{decision.player}: {action_label(decision, action)}"
    hidden = f"{decision.player}: {decision.kind}"
    return [shown if p == decision.player or not (decision.secret or decision.private) else hidden
            for p in players]


def action_texts(game: Game, decision: Decision, locale: str | None = None) -> list[str]:
    """Every action of ``decision`` as a person reads it, in ``locale``: the option's label, followed by
    its stable id so that two options worded alike stay apart."""
    options = decision_texts(game, locale).describe(decision).options
    return [f"{option.label} ({action_label(decision, i)})" for i, option in enumerate(options)]


def win_shares(game: Game) -> list[float]:
    """Each seat's share of the victory: 1 split among everyone tied for the top score, else 0."""
    winners = game.winners
    return [1.0 / len(winners) if p in winners else 0.0 for p in game.players]


class Encoder:
    """``player``'s view as numbers, always the same length for one game: pieces per location and
    colour (hidden splits as totals), where each token stands (one-hot, the last slot off the board),
    scores, cards held, whose seat this is, and the cards left in each deck. Built from
    :meth:`Game.view`, so it hides exactly what the view hides."""

    def __init__(self, game: Game):
        ruleset = game.ruleset
        self.seats = game.players
        self.locations = [*ruleset.area_order, *ruleset.zones]
        self.areas = list(ruleset.area_order)
        self.slots = {area: i for i, area in enumerate(self.areas)}
        self.tokens = list(game.state["tokens"])
        self.decks = list(ruleset.decks)
        seats = len(self.seats)
        self.size = (len(self.locations) * seats + len(self.areas) + len(self.tokens) * (len(self.areas) + 1)
                     + 3 * seats + len(self.decks))

    def encode(self, game: Game, player: str | None) -> list[float]:
        """``player``'s view; ``None``: what every player sees, no seat marked as one's own."""
        view = game.view(player)
        seats = self.seats
        out: list[float] = []
        for location in self.locations:
            here = view["pieces"].get(location, {})
            out.extend(float(here.get(p, 0)) for p in seats)
        out.extend(float(view["hidden_totals"].get(area, 0)) for area in self.areas)
        for token in self.tokens:
            onehot = [0.0] * (len(self.areas) + 1)
            onehot[self.slots.get(view["tokens"].get(token), len(self.areas))] = 1.0
            out.extend(onehot)
        out.extend(float(view["score"][p]) for p in seats)
        out.extend(float(len(view["held"].get(p, []))) for p in seats)
        out.extend(1.0 if p == player else 0.0 for p in seats)
        decks = view["decks"]
        out.extend(float(decks.get(deck, 0)) if isinstance(decks.get(deck, 0), int) else 0.0 for deck in self.decks)
        return out
