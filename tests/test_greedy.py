"""greedy judges an option once what it leads to shows: the pieces a step lets it place, the round its
own secret answer settles."""

from __future__ import annotations

import random

import regla
from regla.bots import Seat, make_bot
from regla.bots.lookahead import played_on, value


def at_action_with_court(seed: int) -> tuple[regla.Game, regla.Decision]:
    """A 4-player El Grande played at random (never passing) from round 2 on to an action step where
    the player may place and has caballeros in the court to place."""
    game = regla.new_game(players=4, seed=seed)
    rnd = random.Random(seed)
    while True:
        decision = game.pending[0]
        if (decision.kind == "action" and "place" in decision.options and game.state["vars"]["round"] >= 2
                and game.state["pieces"]["court"].get(decision.player, 0) > 0):
            return game, decision
        game.apply(decision.player, rnd.choice([o for o in decision.options if o is not None] or decision.options))


def test_greedy_does_not_pass_while_it_may_place_caballeros_from_its_court() -> None:
    # placing shows only in the decisions after the step (where each caballero goes): judged right after
    # it, placing, the card's action and passing all looked the same, and greedy passed a third of the time
    for seed in range(1, 5):
        game, decision = at_action_with_court(seed)
        choices = [make_bot("greedy", seed=k).choose(Seat.of(game, decision)) for k in range(2)]
        assert None not in choices, (seed, decision.options, choices)


def castillo_round(seed: int) -> tuple[regla.Game, regla.Decision]:
    """A general scoring's round of secret destinations, none answered yet, where the first to answer
    has caballeros in the Castillo to send."""
    while True:
        game = regla.new_game(players=4, seed=seed)
        rnd = random.Random(seed)
        while not game.is_over and game.pending[0].kind != "castillo-destination":
            decision = game.pending[0]
            game.apply(decision.player, rnd.choice(decision.options))
        first = game.pending[0] if not game.is_over else None
        if first is not None and game.state["pieces"]["castillo"].get(first.player, 0) > 0:
            return game, first
        seed += 100


def test_a_secret_answer_is_judged_with_the_answer_in_place() -> None:
    # the interim scoring plays a round of its own: judged by it, every destination came out the same.
    # Kept in place, the answer moves the caballeros, and the King's region, from which the rules send
    # them back to the court, is worth least
    game, decision = castillo_round(1)
    king = game.state["tokens"]["king"]
    sample = Seat.of(game, decision).sample(random.Random(3))
    values = {}
    for option in decision.options:
        trial = sample.clone()
        trial.apply(decision.player, option)
        played_on(trial, decision.player, random.Random(4))
        values[option] = value(trial, decision.player)
    assert len(set(values.values())) > 1
    assert values[king] == min(values.values()) < max(values.values())
    assert king not in {make_bot("greedy", seed=k).choose(Seat.of(game, decision)) for k in range(4)}
