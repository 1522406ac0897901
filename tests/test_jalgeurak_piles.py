"""Jalgeurak's building piles: age I over age II over age III, which every player knows, all game long;
a bot's sample keeps those layers (``known_layers``) and redraws only the order within each age."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import regla
from regla.bots import Seat

MIXED = "jalgeurak-mixed-buildings"


def played(players: int, seed: int, variants: tuple[str, ...] = (), decisions: int = 30) -> regla.Game:
    game = regla.new_game("jalgeurak", players=players, seed=seed, selection=regla.Selection(None, variants))
    rnd = random.Random(seed)
    for _ in range(decisions):
        decision = game.pending[0]
        game.apply(decision.player, decision.options[rnd.randrange(len(decision.options))])
    return game


def ages(game: regla.Game, pile: list[str]) -> list[int]:
    return [game.ruleset.cards[card].props["age"] for card in pile]


@pytest.mark.parametrize("variants", [(), (MIXED,)])
def test_the_piles_stay_layered_by_age_and_lose_cards_only_from_the_top(variants: tuple[str, ...]) -> None:
    # what known_layers declares must hold in every state a bot may sample from
    game = played(3, 5, variants, decisions=0)
    piles = {name: list(pile) for name, pile in game.state["vars"]["piles"].items()}
    assert all(ages(game, pile)[0] == 1 and ages(game, pile)[-1] == 3 for pile in piles.values())
    rnd = random.Random(5)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(decision.player, decision.options[rnd.randrange(len(decision.options))])
        for name, pile in game.state["vars"]["piles"].items():
            assert pile == piles[name][len(piles[name]) - len(pile):] and ages(game, pile) == sorted(ages(game, pile))
            piles[name] = list(pile)
    assert all(not pile for pile in piles.values())


@pytest.mark.parametrize("variants", [(), (MIXED,)])
def test_a_sample_keeps_every_pile_layered_by_age_and_redraws_each_age(variants: tuple[str, ...]) -> None:
    game = played(3, 2, variants)
    real = game.state["vars"]["piles"]
    decision = game.pending[0]
    drawn: dict[str, set[tuple[str, ...]]] = {name: set() for name in real}
    for k in range(40):
        sample = Seat.of(game, decision).sample(random.Random(k)).state["vars"]["piles"]
        for name, pile in real.items():
            assert ages(game, sample[name]) == ages(game, pile), (k, name)
            assert sorted(sample[name]) == sorted(pile)
            drawn[name].add(tuple(sample[name]))
    assert all(len(orders) > 1 for orders in drawn.values())
    twice = [Seat.of(game, decision).sample(random.Random(3)).state["vars"]["piles"] for _ in range(2)]
    assert twice[0] == twice[1]


def test_known_layers_must_name_a_hidden_variable_and_a_card_property(tmp_path: Path) -> None:
    (tmp_path / "mod.yaml").write_text("id: layers\nname: Layers\nversion: 1.0.0\ngame: jalgeurak\n"
                                       "changes: changes.yaml\n", encoding="utf-8")
    (tmp_path / "changes.yaml").write_text(
        "game:\n  known_layers:\n    piles: aeg\n    pils: age\n    display: colour\n", encoding="utf-8")
    with pytest.raises(regla.DataError) as caught:
        regla.load("jalgeurak", regla.Selection(mods=(str(tmp_path),)))
    where = str(tmp_path / "changes.yaml")
    assert [str(problem) for problem in caught.value.problems] == [
        f"{where}:3:5: known_layers tells the layers of 'piles' by 'aeg', which is not a property of the game's "
        "cards; did you mean 'age'?",
        f"{where}:4:5: known_layers names 'pils', which is not a variable of the game; did you mean 'piles'?",
        f"{where}:5:5: known_layers names 'display', which is not one of hidden_vars: only a hidden variable's "
        "order is drawn in a sample"]
