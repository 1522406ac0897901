"""The round of El Grande through the public API: setup, power cards, supply, placement, scoring."""

from __future__ import annotations

import random

import pytest
import regla

REGIONS = ["galicia", "pais-vasco", "aragon", "cataluna", "castilla-la-vieja", "castilla-la-nueva",
           "valencia", "sevilla", "granada"]


def answer_until(game: regla.Game, kind: str, rnd: random.Random) -> regla.Decision:
    """Play random choices until a decision of ``kind`` is pending; return it."""
    while not game.is_over:
        decision = game.pending[0]
        if decision.kind == kind:
            return decision
        game.apply(decision.player, rnd.choice(decision.options))
    raise AssertionError(f"the game ended before a {kind!r} decision")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup(players: int) -> None:
    game = regla.new_game(players=players, seed=players)
    state = game.state
    king = state["tokens"]["king"]
    assert king in REGIONS
    homes = [state["tokens"][f"grande:{p}"] for p in game.players]
    assert king not in homes and len(set(homes)) == players
    for player, home in zip(game.players, homes, strict=True):
        assert state["pieces"][home][player] == 2
        assert state["pieces"]["court"][player] == 7
        assert state["pieces"]["score-track"][player] == 1
        assert state["pieces"]["province"][player] == 21
        assert state["vars"]["hand"][player] == list(range(1, 14))
    assert [len(state["decks"][d]) for d in sorted(state["decks"])] == [10, 10, 10, 10, 0]
    assert all(state["display"][d] for d in state["display"])
    assert game.pending[0].kind == "power-card" and game.pending[0].player == game.players[0]


def test_power_cards_must_differ_within_a_round() -> None:
    game = regla.new_game(players=4, seed=11)
    first = game.pending[0]
    game.apply(first.player, 7)
    second = game.pending[0]
    assert second.kind == "power-card" and 7 not in second.options
    with pytest.raises(regla.IllegalChoice):
        game.apply(second.player, 7)


def test_turn_order_and_supply_and_next_start_player() -> None:
    game = regla.new_game(players=3, seed=5)
    for value in (2, 13, 9):
        game.apply(game.pending[0].player, value)
    red, blue, yellow = game.players
    assert game.state["vars"]["turn_order"] == [blue, yellow, red]
    # blue played 13 (no caballeros), yellow 9 (two), red 2 (five)
    assert game.state["pieces"]["court"][blue] == 7
    assert game.pending[0].player == blue and game.pending[0].kind == "take-card"
    rnd = random.Random(1)
    answer_until(game, "power-card", rnd)
    assert game.state["vars"]["start_player"] == red
    assert game.state["pieces"]["court"][yellow] + game.state["pieces"]["province"][yellow] >= 2
    assert game.state["vars"]["hand"][red] == [1, *range(3, 14)]


def test_province_shortfall_lets_the_player_recall_from_regions() -> None:
    game = regla.new_game(players=2, seed=3)
    red = game.players[0]
    state = game.state
    home = state["tokens"][f"grande:{red}"]
    other = next(r for r in REGIONS if r not in (home, state["tokens"]["king"]))
    state["pieces"][other][red] = 3
    state["pieces"]["castillo"][red] = 2
    state["pieces"]["court"][red] += state["pieces"]["province"][red] - 6
    state["pieces"]["province"][red] = 1
    game.apply(red, 9)  # two caballeros wanted, one in the province; 9 beats 8 so red goes first
    game.apply(game.players[1], 8)
    decision = game.pending[0]
    assert decision.kind == "recall-from" and decision.player == red
    assert None in decision.options
    assert set(decision.options) == {f"{home}:{red}", f"{other}:{red}", None}
    assert all(not o.startswith("castillo") for o in decision.options if o)
    game.apply(red, f"{home}:{red}")
    assert state["pieces"][home][red] == 1


def test_placement_goes_next_to_the_king_or_into_the_castillo() -> None:
    game = regla.new_game(players=4, seed=21)
    rnd = random.Random(2)
    for _ in range(20):
        decision = answer_until(game, "action", rnd)
        if "place" in decision.options:
            break
        game.apply(decision.player, rnd.choice(decision.options))
    player = decision.player
    game.apply(player, "place")
    place = game.pending[0]
    king = game.state["tokens"]["king"]
    ruleset = regla.load()
    assert place.kind == "place-to"
    assert set(place.options) == {*ruleset.adjacency[king], "castillo", None}
    before = game.state["pieces"]["castillo"].get(player, 0)
    game.apply(player, "castillo")
    assert game.state["pieces"]["castillo"][player] == before + 1


def test_nothing_in_the_kings_region_ever_changes_without_a_king_move() -> None:
    rnd = random.Random(8)
    for seed in range(15):
        game = regla.new_game(players=4, seed=seed)
        while not game.is_over:
            state = game.state
            king = state["tokens"]["king"]
            before = {p: n for p, n in state["pieces"][king].items() if n}
            decision = game.pending[0]
            game.apply(decision.player, rnd.choice(decision.options))
            if state["tokens"]["king"] == king:
                assert {p: n for p, n in state["pieces"][king].items() if n} == before


def test_general_scoring_empties_the_castillo_after_rounds_3_6_9() -> None:
    game = regla.new_game(players=4, seed=9)
    rnd = random.Random(4)
    scorings = 0
    while not game.is_over:
        decision = game.pending[0]
        if decision.kind == "castillo-destination":
            pending = game.pending
            assert all(d.secret for d in pending) and len(pending) == 4
            assert game.state["vars"]["round"] in (3, 6, 9)
            scorings += 1
            for d in pending:
                game.apply(d.player, rnd.choice(d.options))
            assert sum(game.state["pieces"]["castillo"].values()) == 0
            continue
        game.apply(decision.player, rnd.choice(decision.options))
    assert scorings == 3
    assert game.state["vars"]["rounds_played"] == 9
    assert game.winners and all(game.scores[w] == max(game.scores.values()) for w in game.winners)


class SmallTable:
    """Per-count setup amounts and decks in play, the way players.yaml may give them."""

    @regla.hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, object]:
        return {"player_counts": {"counts": {2: {"vars": {"court_caballeros": 5, "home_caballeros": 3,
                                                          "decks_in_play": ["deck-1", "deck-3", "deck-5"]}}}}}


def test_a_player_count_can_change_setup_amounts_and_decks_in_play() -> None:
    game = regla.new_game(players=2, seed=4, extra_plugins=(("small-table", SmallTable()),))
    state = game.state
    for player in game.players:
        assert state["pieces"]["court"][player] == 5
        assert state["pieces"][state["tokens"][f"grande:{player}"]][player] == 3
    assert sorted(state["decks"]) == ["deck-1", "deck-3", "deck-5"]
    assert {regla.load().cards[c].deck for c in state["display"].values() if c} <= {"deck-1", "deck-3", "deck-5"}
    four = regla.new_game(players=4, seed=4, extra_plugins=(("small-table", SmallTable()),))
    assert four.state["pieces"]["court"][four.players[0]] == 7 and len(four.state["decks"]) == 5
