"""What a bot is given: its player's view of the game and a way to sample what it cannot see.

A bot never holds the game itself. :class:`Seat` hands it the pending decision, the player's view and
:meth:`Seat.sample`, which returns a full game in which everything hidden from the player (deck order,
face-down piles, the other players' private entries such as their hands, their secret and private
answers, a secret split of pieces, the random source) is drawn anew from the bot's own random source,
but for what every player saw (a power card played face up stays on its owner's pile, a card put under
its deck stays at the bottom, a layered pile keeps its layers: :mod:`.orders`). Two games the player
cannot tell apart give the same samples, so a bot's choice can depend only on what its player may know.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ..engine.game import Game
from ..engine.ops.choices import redraw_private_answers, secret_options
from ..engine.rng import seed_state
from ..engine.state import Decision
from ..engine.vm import VM
from .orders import deck_bottoms, held, redrawn_deck, redrawn_hidden, shuffled


@runtime_checkable
class Bot(Protocol):
    """A player's policy: picks one of the pending decision's options (``isinstance`` checks that
    something has a ``name`` and a ``choose``)."""

    name: str

    def choose(self, seat: Seat) -> Any:
        """One of ``seat.decision.options``."""


@dataclass
class Seat:
    """One decision of one player, as a bot may see it."""

    player: str
    decision: Decision
    view: dict[str, Any]
    _game: Game = field(repr=False)
    _seen: dict[str, dict[str, Known]] | None = field(default=None, repr=False)
    _bottoms: dict[str, list[str]] | None = field(default=None, repr=False)

    @classmethod
    def of(cls, game: Game, decision: Decision) -> Seat:
        return cls(decision.player, decision, game.view(decision.player), game)

    @property
    def players(self) -> list[str]:
        return list(self.view["players"])

    def sample(self, rng: random.Random) -> Game:
        """A game consistent with this player's view, its hidden parts drawn from ``rng``."""
        if self._seen is None or self._bottoms is None:
            # the same for every sample of this decision: worked out once
            self._seen, self._bottoms = seen_in_private(self._game), deck_bottoms(self._game)
        return determinized(self._game, self.player, rng, self._seen, self._bottoms)


Known = list[tuple[list[Any], int]]
"""What every player knows of one private entry: groups of (items, n), each saying that at least n of
those items lie in the entry. An item seen going in is a group of its own; an item leaving unseen
turns what was known into one group of all those items, but one."""


def seen_in_private(game: Game) -> dict[str, dict[str, Known]]:
    """Per player, per private variable whose every change the log tells (``Ruleset.items_told``), what
    every player knows lies in that player's entry (:data:`Known`): a power card played face up lies on
    its owner's face-down pile; once one card is taken back from the pile unseen, all but one of those
    cards still lie there."""
    told = game.ruleset.items_told
    seen: dict[str, dict[str, Known]] = {p: {name: [] for name in told} for p in game.players}
    if not told:
        return seen
    for event in game.state["log"]:
        if event.get("event") != "item" or event.get("player") not in seen:
            continue
        entries = seen[event["player"]]
        source, destination = entries.get(event.get("from")), entries.get(event.get("to"))
        if source is not None:
            if "item" in event:
                _left(source, event["item"])
            elif source:
                items = [item for group, _ in source for item in group]
                source[:] = [(items, sum(n for _, n in source) - 1)]
        if destination is not None and "item" in event:
            destination.append(([event["item"]], 1))
    return seen


def _left(known: Known, item: Any) -> None:
    """``item`` was seen leaving the entry: it was one of those the first group holding it counts."""
    for i, (group, n) in enumerate(known):
        if item in group:
            rest = list(group)
            rest.remove(item)
            known[i] = (rest, max(0, n - 1))
            if not rest:
                del known[i]
            return


def determinized(game: Game, player: str, rng: random.Random, seen: dict[str, dict[str, Known]] | None = None,
                 bottoms: dict[str, list[str]] | None = None) -> Game:
    """A sample of ``game`` as ``player`` may know it (see :class:`Seat`); ``seen`` and ``bottoms``: what
    :func:`seen_in_private` and :func:`.orders.deck_bottoms` give for the game, if worked out already."""
    sample = game.clone(share_log=True)
    state = sample.state
    ruleset = game.ruleset
    # a sample forgets how the game came about: the answers (others' secret ones among them) and the seed
    # would replay the real game, deck order and random source included
    state["history"] = None
    # hidden orders, but for what the table knows of them
    if bottoms is None:
        bottoms = deck_bottoms(game)
    for deck, cards in state["decks"].items():
        state["decks"][deck] = redrawn_deck(cards, bottoms.get(deck, []), rng)
    layers = ruleset.game.known_layers
    for name in ruleset.game.hidden_vars:
        state["vars"][name] = redrawn_hidden(state["vars"][name], rng, ruleset, layers.get(name))
    _resample_private(state, ruleset.game.private_vars, player, rng,
                      seen if seen is not None else seen_in_private(game))
    if not state["options"].get("open_secret_areas", False):
        _resample_splits(game, state, player, rng)
    # last: the options an answer is drawn from are worked out on what is drawn already
    _resample_answers(sample, player, rng)
    redraw_private_answers(VM(sample.ruleset, state), player, rng)
    seed = rng.getrandbits(64)
    state["rng"] = seed_state(seed)
    state["setup"]["seed"] = seed
    return sample


def _resample_private(state: dict[str, Any], names: list[str], player: str, rng: random.Random,
                      seen: dict[str, dict[str, Known]]) -> None:
    """Another player's private entries (a hand, a face-down discard) are seen only by size, and by the
    items everyone saw go in (``seen``): each entry keeps as many of those as it is known to hold (which
    ones drawn when that is uncertain), and the other items are dealt again among the entries, each
    keeping its size."""
    if not names:
        return
    variables = state["vars"]
    for other in state["players"]:
        if other == player:
            continue
        entries = [(variables[name][other], seen[other].get(name, [])) for name in names
                   if isinstance(variables[name][other], list)]
        pool = [item for entry, _ in entries for item in entry]
        kept: list[list[Any]] = []
        for entry, known in entries:
            stays: list[Any] = []
            for group, n in known:
                # only items the player still holds (each as often as it is held), never more than the
                # entry holds
                there = held(group, pool)
                if len(there) > n:
                    there = shuffled(there, rng)[:n]
                for item in there[:len(entry) - len(stays)]:
                    stays.append(item)
                    pool.remove(item)
            kept.append(stays)
        pool = shuffled(pool, rng)
        for (entry, _), stays in zip(entries, kept, strict=True):
            size = len(entry) - len(stays)
            entry[:] = stays + pool[:size]
            del pool[:size]


def _resample_answers(sample: Game, player: str, rng: random.Random) -> None:
    """Others' secret answers already given are unknown: each becomes a random one of the options that
    player had (a round may ask each player something else: a region where they have pieces), worked out
    on the sample, whose hidden parts are drawn already."""
    answers = sample.state["answers"]
    vm = VM(sample.ruleset, sample.state)
    for other in sorted(answers):
        if other != player:
            options = secret_options(vm, other)
            if options:
                answers[other] = options[rng.randrange(len(options))]
    # the decisions others have still to answer offer what the sample gives them, not what the game does
    for decision in sample.state["pending"]:
        if decision["player"] != player and decision.get("secret"):
            decision["options"] = secret_options(vm, decision["player"]) or decision["options"]


def _resample_splits(game: Game, state: dict[str, Any], player: str, rng: random.Random) -> None:
    """Who owns the pieces in a secret-split area is hidden, but each colour's pieces add up: with one
    such area, what a colour has there is what it does not have anywhere else, which every player can
    work out. With several, each colour's hidden pieces are dealt among them at random."""
    ruleset = game.ruleset
    secret = [a for a in ruleset.area_order if ruleset.areas[a].secret_split]
    if not secret:
        return
    pieces = state["pieces"]
    per_player = ruleset.board.pieces.per_player
    totals = {area: sum(n for p, n in pieces[area].items() if p != player) for area in secret}
    for area in secret:
        pieces[area] = {p: n for p, n in pieces[area].items() if p == player}
    for other in state["players"]:
        if other == player:
            continue
        hidden = per_player - sum(here.get(other, 0) for loc, here in pieces.items() if loc not in secret)
        for index, area in enumerate(secret):
            n = hidden if index == len(secret) - 1 else rng.randint(0, min(hidden, totals[area]))
            n = min(n, totals[area])
            if n:
                pieces[area][other] = n
            hidden -= n
            totals[area] -= n
