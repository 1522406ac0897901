"""Jalgeurak Kingdom's effect rows with a price, and refilling the bag in the rest phase, played through
the public API from positions set up at a player's first placement.

A row is paid from the gold the turn has given so far; the tax may be collected at any moment of one's
own turn, so a row a citizen has just triggered may be paid with it. A row that cannot be paid is told,
not dropped unseen. A refill with no number puts the whole rest area back into the bag, with no choice."""

from __future__ import annotations

from typing import Any

import regla

GAME = "jalgeurak"


def v(game: regla.Game) -> dict[str, Any]:
    return game.state["vars"]


def at_placement(buildings: list[str], waiting: list[str], seed: int = 3) -> tuple[regla.Game, str]:
    """A two-player game at its first placement, the player to place holding ``buildings`` besides the
    basic ones and ``waiting`` in the waiting area (the supply gives them, so every citizen is kept).
    Both players are set so before the last castle is chosen, so the first placement's options are
    worked out from this position."""
    game = regla.new_game(GAME, players=2, seed=seed)
    state = v(game)
    for player in game.players:
        state["buildings"][player] += buildings
        for kind in state["waiting"][player]:
            state["supply"][kind] += 1
        for kind in waiting:
            state["supply"][kind] -= 1
        state["waiting"][player] = list(waiting)
    while game.pending[0].kind == "castle":
        game.apply(game.pending[0].player, game.pending[0].options[0])
    return game, game.pending[0].player


def answer(game: regla.Game, choice: Any) -> None:
    game.apply(game.pending[0].player, choice)


def test_a_row_may_be_paid_with_the_tax_collected_when_it_is_used() -> None:
    game, me = at_placement(["pilgrim-road"], ["priest", "commoner"])
    answer(game, ["pilgrim-road", 0, "priest"])
    decision = game.pending[0]
    # 1 gold to pay and none yet: the tax, not collected this turn, pays for it
    assert (decision.kind, decision.options, decision.context) == (
        "use-row", ["tax", None], {"row": {"pay_gold": 1, "fame": 3}})
    before = game.scores[me]
    answer(game, "tax")
    state = v(game)
    assert state["taxed"][me] is True and state["gold"][me] == 0
    assert game.scores[me] == before + 3
    # the tax is spent: it is no longer offered
    assert game.pending[0].kind == "place" and "tax" not in game.pending[0].options
    words = regla.decision_texts(game, "en")
    assert words.did(decision, "tax") == f"{me} collects tax (1 gold) to pay for the effect."
    assert words.label("use-row", "tax") == "collect tax (1 gold) and use it"


def test_a_row_paid_without_the_tax_leaves_it_for_later() -> None:
    game, me = at_placement(["mercenary-guild-red"], ["merchant", "commoner"])
    answer(game, ["market", 0, "commoner"])
    answer(game, "use")
    answer(game, ["mercenary-guild-red", 0, "merchant"])
    assert game.pending[0].options == ["use", None]
    answer(game, "use")
    assert v(game)["gold"][me] == 0 and v(game)["army"][me] == 2 and v(game)["taxed"][me] is False
    assert "tax" in game.pending[0].options


def test_a_row_the_tax_cannot_pay_for_is_told_not_dropped_unseen() -> None:
    game, me = at_placement(["reliquary"], ["priest"])
    answer(game, ["reliquary", 0, "priest"])
    # 2 gold to pay, the tax gives only 1: the row cannot be used, and everybody is told so
    assert game.pending[0].kind == "place"
    assert game.state["log"][-1] == {"event": "row-unusable", "player": me, "building": "reliquary",
                                     "row": {"pay_gold": 2, "fame": 8}}
    words = regla.decision_texts(game, "en")
    assert words.events(game.state["log"][-1:]) == [
        f"{me} cannot use this effect of Reliquary: pay 2 gold and gain 8 fame."]


def test_a_row_is_not_offered_the_tax_once_it_is_collected() -> None:
    game, me = at_placement(["pilgrim-road"], ["priest", "commoner"])
    answer(game, "tax")
    v(game)["gold"][me] = 0  # the tax's gold spent elsewhere
    answer(game, ["pilgrim-road", 0, "priest"])
    assert game.pending[0].kind == "place"
    assert game.state["log"][-1]["event"] == "row-unusable"


def test_a_row_that_needs_what_is_not_there_is_told_too() -> None:
    # City Watch's first row sends a corrupt official back: with none in the waiting or rest area it
    # cannot be used, its second row (draw one) still can
    game, me = at_placement(["city-watch"], ["soldier"])
    answer(game, ["city-watch", 0, "soldier"])
    assert game.state["log"][-1] == {"event": "row-unusable", "player": me, "building": "city-watch",
                                     "row": {"remove": 1, "army": 1}}
    assert game.pending[0].kind == "use-row" and game.pending[0].context == {"row": {"draw": 1}}


def rest_with_refill(buildings: list[str], slot_citizen: str, rest: list[str]) -> tuple[regla.Game, str]:
    """A player who uses the refill row of ``buildings[0]`` with ``slot_citizen``, ``rest`` in the rest
    area, then ends placing and management: the game is at the rest phase's first question, if any."""
    game, me = at_placement(buildings, [slot_citizen, "commoner"])
    state = v(game)
    for kind in rest:
        state["supply"][kind] -= 1
    state["rest"][me] = list(rest)
    answer(game, "tax")
    answer(game, [buildings[0], 0, slot_citizen])
    while game.pending[0].kind == "use-row":
        answer(game, "use")
    answer(game, None)  # ends placing
    answer(game, None)  # ends management
    return game, me


def test_a_refill_with_no_number_puts_the_whole_rest_area_back_at_once() -> None:
    rest = ["corrupt", "corrupt", "soldier", "priest"]
    game, me = rest_with_refill(["royal-mint"], "merchant", rest)
    state = v(game)
    # no question: every citizen of the rest area, the corrupt officials too, went back into the bag
    assert game.pending[0].kind != "refill"
    assert game.pending[0].player != me
    citizens = state["bag"][me] + state["waiting"][me]
    assert sorted(citizens) == sorted([*rest, "merchant", "commoner"]) and state["rest"][me] == []
    assert {"event": "refill-all", "player": me} in game.state["log"]
    words = regla.decision_texts(game, "en")
    assert words.events([{"event": "refill-all", "player": me}]) == [
        f"{me} puts their whole rest area back into their bag."]


def test_a_numbered_refill_is_still_the_players_pick() -> None:
    game, me = rest_with_refill(["monastery"], "priest", ["corrupt", "soldier"])
    decision = game.pending[0]
    assert (decision.player, decision.kind) == (me, "refill")
    assert set(decision.options) == {"corrupt", "soldier", "priest", "commoner", None}


def _second_fortress_row(markers: dict[str, int], reserve: int) -> tuple[regla.Game, str]:
    """The Fortress's second slot just filled (its first one skipped), the player having ``markers`` on
    territories and ``reserve`` markers left."""
    game, me = at_placement(["fortress"], ["soldier", "soldier"])
    pieces = game.state["pieces"]
    for area, n in markers.items():
        pieces[area][me] = n
    pieces["markers"][me] = reserve
    answer(game, ["fortress", 0, "soldier"])
    answer(game, None)  # not the army
    answer(game, ["fortress", 1, "soldier"])
    return game, me


def test_adding_a_marker_is_offered_only_where_it_can_be_done_and_told_where_it_cannot() -> None:
    row = {"add_marker": "territory"}
    for markers, reserve in (({"t23": 1}, 0),             # no marker left to add
                             ({"t23": 2, "t24": 2}, 6),   # no territory of the player's with room
                             ({}, 12)):                   # no territory at all (the castle takes none)
        game, me = _second_fortress_row(markers, reserve)
        assert game.pending[0].kind == "place", (markers, reserve)
        assert game.state["log"][-1] == {"event": "row-unusable", "player": me, "building": "fortress",
                                         "row": row}
        assert regla.decision_texts(game, "en").events(game.state["log"][-1:])[0].startswith(
            f"{me} cannot use this effect of Fortress: ")
    game, me = _second_fortress_row({"t23": 1, "t33": 1, "t24": 2}, 1)
    assert (game.pending[0].kind, game.pending[0].context) == ("use-row", {"row": row})
    answer(game, "use")
    assert game.pending[0].kind == "reinforce" and set(game.pending[0].options) == {"t23", "t33"}
    answer(game, "t23")
    assert game.state["pieces"]["t23"][me] == 2 and game.state["pieces"]["markers"][me] == 0


def test_the_seminary_adds_no_marker_without_a_person_card_to_add_it_to() -> None:
    game, me = at_placement(["seminary"], ["priest", "priest"])
    answer(game, ["seminary", 0, "priest"])
    answer(game, None)  # no free sponsorship
    answer(game, ["seminary", 1, "priest"])
    assert game.pending[0].kind == "place"
    assert game.state["log"][-1] == {"event": "row-unusable", "player": me, "building": "seminary",
                                     "row": {"add_marker": "person"}}
