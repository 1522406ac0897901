"""Rules the seeds state that the engine once played differently, each checked through the public API."""

from __future__ import annotations

import random

import regla


def play_until(game: regla.Game, kind: str, seed: int, at_least: int = 2) -> bool:
    rnd = random.Random(seed)
    while not game.is_over:
        decision = game.pending[0]
        if decision.kind == kind and len(decision.options) >= at_least:
            return True
        game.apply(decision.player, rnd.choice(decision.options))
    return False


def test_a_power_card_taken_back_stays_unknown_to_the_others() -> None:
    """Power regained: the player takes one of their played power cards back into the hand. Played cards
    lie face down in the player's own pile and the card taken back need not be shown, so the other
    players learn that a card came back, never which: their views and the log are the same whichever it
    was, while the player sees their own hand."""
    for seed in range(1, 200):
        game = regla.new_game(players=4, seed=seed)
        if play_until(game, "power-back", seed):
            break
    decision = game.pending[0]
    owner, others = decision.player, [p for p in game.players if p != decision.player]
    twins = []
    for option in decision.options[:2]:
        twin = game.clone()
        twin.apply(owner, option)
        twins.append(twin)
    for other in others:
        seen = [t.view(other) for t in twins]
        assert seen[0] == seen[1]
        assert seen[0]["vars"]["hand"][owner] == len(twins[0].state["vars"]["hand"][owner])
        assert isinstance(seen[0]["vars"]["hand"][other], list)
    assert twins[0].state["log"] == twins[1].state["log"]
    own = [t.view(owner)["vars"]["hand"][owner] for t in twins]
    assert own[0] != own[1] and decision.options[0] in own[0] and decision.options[1] in own[1]
    texts = regla.decision_texts(game, "en")
    told = [texts.did(decision, option) for option in decision.options[:2]]
    assert told[0] is not None and told[0] == told[1]
