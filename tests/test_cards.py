"""One test (at least) per action card: its placement allowance and the real effect of its special action.

Every game here is seed 1 with four players (red, blue, yellow, green) whose first-round power cards
13, 12, 11, 10 make the turn order red, blue, yellow, green; positions are set up at a decision point.
"""

from __future__ import annotations

from collections import Counter

import pytest
import regla
from conftest import (
    DECK_OF,
    REGIONS,
    answer,
    arrange,
    assert_totals,
    count,
    drive,
    end_turn,
    gained,
    held,
    here,
    move,
    one,
    order_scorings,
    pick,
    play_special,
    scored_since,
    secretly,
    sources,
    start,
    step,
    stop,
    take,
)

ALL_IN_GRANADA = {"red": "granada", "blue": "granada", "yellow": "granada", "green": "granada"}
"""Grandes out of the way: with the King on Granada and nobody's caballeros there, no home bonus."""


# -- the data: every card, every deck -----------------------------------------------------------------
def test_the_45_cards_are_dealt_into_five_decks_of_11_11_11_11_1() -> None:
    game = regla.new_game("el-grande", players=4, seed=1)
    state = game.state
    decks = {deck: [*cards, *([state["display"][deck]] if state["display"][deck] else [])]
             for deck, cards in state["decks"].items()}
    assert {deck: len(cards) for deck, cards in decks.items()} == {
        "deck-1": 11, "deck-2": 11, "deck-3": 11, "deck-4": 11, "deck-5": 1}
    for deck, cards in decks.items():
        assert {f"deck-{DECK_OF[c]}" for c in cards} == {deck}
    copies = Counter(c for cards in decks.values() for c in cards)
    assert set(copies) == set(DECK_OF)
    assert {c for c, n in copies.items() if n > 1} == {
        "move-five-from-region", "move-two-and-two", "veto", "score-chosen-region", "score-fours",
        "score-fives", "score-castillo", "movable-scoreboard", "move-grande", "power-card-back"}
    assert copies["score-chosen-region"] == 3 and copies["movable-scoreboard"] == 3


@pytest.mark.parametrize("card", sorted(DECK_OF))
def test_placement_allowance_is_the_deck_number(card: str) -> None:
    game = start()
    allowance = DECK_OF[card]
    arrange(game, {}, court={"red": 7}, king="cataluna")
    take(game, card)
    answer(game, "action", "place")
    for placed in range(allowance):
        decision = step(game, "place")
        assert (decision.context["moved"], decision.context["limit"]) == (placed, allowance)
        assert sources(game, "place") == ["court:red"]
        move(game, "court:red", "castillo", kind="place")
    assert count(game, "castillo", "red") == allowance
    assert count(game, "court", "red") == 7 - allowance
    after = game.pending[0]
    if card == "veto":  # no special action to do: the turn is over
        assert (after.player, after.kind) == ("blue", "take-card")
    else:
        assert (after.kind, after.options) == ("action", ["special", None])
    assert_totals(game)


# -- deck 1: moving caballeros -----------------------------------------------------------------------
def test_move_own_out_of_region_empties_one_region_of_own_caballeros() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 3, "blue": 2}, "sevilla": {"red": 1}, "cataluna": {"red": 2},
                   "castillo": {"red": 1}}, king="cataluna")
    play_special(game, "move-own-out-of-region")
    assert sources(game) == ["galicia:red", "sevilla:red"]
    assert pick(game, "galicia:red") == [r for r in REGIONS if r not in ("galicia", "cataluna")] + ["castillo"]
    answer(game, "move-to", "castillo")
    assert sources(game) == ["galicia:red"]  # the first source only
    move(game, "galicia:red", "aragon")
    move(game, "galicia:red", "granada")
    assert one(game, "action").options == ["place", None]
    assert here(game, "galicia") == {"blue": 2}
    assert here(game, "castillo") == {"red": 2}
    assert count(game, "aragon", "red") == count(game, "granada", "red") == 1
    assert count(game, "sevilla", "red") == 1
    assert_totals(game)


def test_move_own_out_of_region_may_leave_some_behind() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 3}}, king="cataluna")
    play_special(game, "move-own-out-of-region")
    move(game, "galicia:red", "sevilla")
    stop(game)
    assert here(game, "galicia") == {"red": 2}
    assert here(game, "sevilla") == {"red": 1}


def test_place_two_anywhere_places_from_court_into_regions_far_from_the_king() -> None:
    game = start()
    arrange(game, {}, court={"red": 5}, king="cataluna")
    play_special(game, "place-two-anywhere")
    assert step(game, "place").context["limit"] == 2
    assert sources(game, "place") == ["court:red"]
    assert pick(game, "court:red", "place") == [r for r in REGIONS if r != "cataluna"] + ["castillo"]
    answer(game, "place-to", "galicia")  # not next to the King
    move(game, "court:red", "sevilla", kind="place")
    assert one(game, "action").options == ["place", None]
    assert count(game, "galicia", "red") == count(game, "sevilla", "red") == 1
    assert count(game, "court", "red") == 3
    assert_totals(game)


@pytest.mark.parametrize("way", ["withdraw", "reinforce"])
def test_withdraw_or_reinforce_does_the_way_chosen(way: str) -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2}}, court={"red": 4}, king="cataluna")
    play_special(game, "withdraw-or-reinforce")
    assert one(game, "either").options == ["withdraw", "reinforce"]
    answer(game, "either", way)
    if way == "withdraw":
        move(game, "galicia:red", "castillo")
        move(game, "galicia:red", "castillo")
        assert count(game, "galicia", "red") == 0
        assert count(game, "court", "red") == 4
    else:
        move(game, "court:red", "granada", kind="place")
        move(game, "court:red", "castillo", kind="place")
        assert count(game, "galicia", "red") == 2
        assert count(game, "court", "red") == 2
        assert count(game, "granada", "red") == 1
    assert count(game, "castillo", "red") == (2 if way == "withdraw" else 1)
    assert one(game, "action").options == ["place", None]


def test_move_five_from_region_moves_any_colours_out_of_one_region() -> None:
    game = start()
    arrange(game, {"aragon": {"red": 2, "blue": 3, "yellow": 1}, "galicia": {"green": 2}}, king="cataluna")
    play_special(game, "move-five-from-region")
    assert sources(game) == ["galicia:green", "aragon:red", "aragon:blue", "aragon:yellow"]
    move(game, "aragon:blue", "castillo")
    assert sources(game) == ["aragon:red", "aragon:blue", "aragon:yellow"]  # the first source only
    move(game, "aragon:blue", "galicia")
    move(game, "aragon:red", "sevilla")
    move(game, "aragon:yellow", "castillo")
    decision = step(game)
    assert (decision.context["moved"], decision.context["limit"]) == (4, 5)
    move(game, "aragon:blue", "valencia")
    assert one(game, "action").options == ["place", None]  # five moved: done
    assert here(game, "aragon") == {"red": 1}
    assert here(game, "castillo") == {"blue": 1, "yellow": 1}
    assert here(game, "galicia") == {"green": 2, "blue": 1}
    assert here(game, "sevilla") == {"red": 1} and here(game, "valencia") == {"blue": 1}
    assert_totals(game)


def test_move_three_opponents_moves_only_opponents_from_any_regions() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2, "blue": 2}, "sevilla": {"yellow": 1}, "granada": {"green": 1},
                   "castillo": {"blue": 1}, "cataluna": {"green": 1}}, king="cataluna")
    play_special(game, "move-three-opponents")
    assert sources(game) == ["galicia:blue", "sevilla:yellow", "granada:green"]
    move(game, "galicia:blue", "castillo")
    move(game, "sevilla:yellow", "galicia")
    move(game, "granada:green", "aragon")
    assert one(game, "action").options == ["place", None]
    assert here(game, "galicia") == {"red": 2, "blue": 1, "yellow": 1}
    assert here(game, "castillo") == {"blue": 2}
    assert here(game, "aragon") == {"green": 1}
    assert here(game, "sevilla") == {} and here(game, "granada") == {}


def test_move_three_any_moves_three_caballeros_of_any_colours() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2, "blue": 1}, "sevilla": {"yellow": 1}}, king="cataluna")
    play_special(game, "move-three-any")
    assert sources(game) == ["galicia:red", "galicia:blue", "sevilla:yellow"]
    move(game, "galicia:red", "granada")
    move(game, "sevilla:yellow", "granada")
    assert (step(game).context["moved"], step(game).context["limit"]) == (2, 3)
    move(game, "galicia:blue", "castillo")
    assert one(game, "action").options == ["place", None]
    assert here(game, "granada") == {"red": 1, "yellow": 1}
    assert here(game, "galicia") == {"red": 1}
    assert here(game, "castillo") == {"blue": 1}


def test_move_four_own_moves_four_own_caballeros_from_any_regions() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2, "blue": 1}, "sevilla": {"red": 3}}, king="cataluna")
    play_special(game, "move-four-own")
    assert sources(game) == ["galicia:red", "sevilla:red"]
    move(game, "galicia:red", "aragon")
    move(game, "sevilla:red", "aragon")
    move(game, "galicia:red", "castillo")
    move(game, "sevilla:red", "granada")
    assert one(game, "action").options == ["place", None]
    assert here(game, "aragon") == {"red": 2}
    assert here(game, "galicia") == {"blue": 1}
    assert here(game, "sevilla") == {"red": 1}
    assert here(game, "castillo") == {"red": 1} and here(game, "granada") == {"red": 1}


def test_move_four_any_moves_four_caballeros_of_any_colours() -> None:
    game = start()
    arrange(game, {"galicia": {"blue": 2, "green": 1}, "sevilla": {"red": 1, "yellow": 2}}, king="cataluna")
    play_special(game, "move-four-any")
    assert sources(game) == ["galicia:blue", "galicia:green", "sevilla:red", "sevilla:yellow"]
    move(game, "galicia:blue", "sevilla")
    move(game, "galicia:green", "castillo")
    move(game, "sevilla:yellow", "galicia")
    move(game, "sevilla:red", "aragon")
    assert one(game, "action").options == ["place", None]
    assert here(game, "galicia") == {"blue": 1, "yellow": 1}
    assert here(game, "sevilla") == {"blue": 1, "yellow": 1}
    assert here(game, "castillo") == {"green": 1} and here(game, "aragon") == {"red": 1}


def test_move_two_and_two_moves_up_to_two_of_each_side_in_any_order() -> None:
    """Exchange: up to 2 of your own caballeros and up to 2 of your opponents', and the seeds set no
    order between them: the player may start with an opponent's, and a side that has used its 2 is no
    longer offered."""
    game = start()
    arrange(game, {"galicia": {"red": 3, "blue": 2}, "sevilla": {"yellow": 1}}, king="cataluna")
    play_special(game, "move-two-and-two")
    assert sources(game) == ["galicia:red", "galicia:blue", "sevilla:yellow"]
    assert step(game).context["limit"] == 4
    move(game, "galicia:blue", "castillo")
    move(game, "galicia:red", "aragon")
    move(game, "sevilla:yellow", "aragon")
    assert sources(game) == ["galicia:red", "aragon:red"]  # the opponents' two are used up
    assert (step(game).context["moved"], step(game).context["limit"]) == (3, 4)
    move(game, "galicia:red", "aragon")
    assert one(game, "action").options == ["place", None]
    assert here(game, "aragon") == {"red": 2, "yellow": 1}
    assert here(game, "galicia") == {"red": 1, "blue": 1}
    assert here(game, "castillo") == {"blue": 1}


# -- deck 2: Veto, returns to the province, a region of your choice -------------------------------------
def test_veto_is_kept_and_cancels_another_players_whole_special_action() -> None:
    game = start()
    arrange(game, {"galicia": {"blue": 3}}, king="cataluna")
    take(game, "veto")
    assert one(game, "action").options == ["place", None]  # no special action to do now
    end_turn(game)
    assert held(game, "red") == ["veto"]
    play_special(game, "move-four-own")  # blue's turn
    answer(game, "move-to", "sevilla")  # the only piece, announced with where it goes: red may stop it
    decision = one(game, "veto")
    assert (decision.player, decision.context) == ("red", {"actor": "blue", "card": "move-four-own"})
    answer(game, "veto", "veto")
    assert held(game, "red") == []
    assert {"event": "used", "player": "red", "card": "veto"} in game.state["log"]
    decision = one(game, "action")  # blue's special action is gone; the placement is still there
    assert (decision.player, decision.options) == ("blue", ["place", None])
    assert here(game, "galicia") == {"blue": 3}


def test_the_active_player_orders_the_opponents_a_card_deals_with_while_a_veto_could_stop_it() -> None:
    """A card dealing with several opponents one after another lets the player taking it choose the
    order. Only a Veto makes the order matter (it stops the rest of the action), so it is asked only
    while another player holds one: here blue deals with red, the Veto holder, first."""
    game = start()
    arrange(game, {}, court=dict.fromkeys(("red", "blue", "yellow", "green"), 5), king="cataluna")
    take(game, "veto")
    end_turn(game)
    play_special(game, "opponents-empty-court")
    order = one(game, "opponent-order")
    assert (order.player, order.options) == ("blue", ["yellow", "green", "red"])
    answer(game, "opponent-order", "red")
    assert one(game, "opponent-order").options == ["yellow", "green"]
    answer(game, "opponent-order", "green")  # yellow, the last, comes without a question
    answer(game, "veto", None)  # red lets its own court go, before anyone else's
    assert count(game, "court", "red") == 0 and count(game, "court", "green") == 5
    assert one(game, "veto").player == "red"
    answer(game, "veto", None)
    assert count(game, "court", "green") == 0 and count(game, "court", "yellow") == 5
    answer(game, "veto", None)
    assert count(game, "court", "yellow") == 0 and count(game, "court", "blue") == 5


def test_without_a_veto_in_other_hands_opponents_are_dealt_with_in_seat_order_unasked() -> None:
    game = start()
    arrange(game, {}, court=dict.fromkeys(("red", "blue", "yellow", "green"), 5), king="cataluna")
    play_special(game, "opponents-empty-court")  # red's turn: nobody holds a Veto
    assert one(game, "action").player == "red"
    moved = [e["player"] for e in game.state["log"] if e.get("event") == "transfer" and e.get("from") == "court"]
    assert moved[-3:] == ["blue", "yellow", "green"]


def test_opponents_empty_court_sends_every_opponents_court_to_the_province() -> None:
    game = start()
    arrange(game, {}, court={"red": 5, "blue": 4, "yellow": 0, "green": 7}, king="cataluna")
    province = {p: count(game, "province", p) for p in game.players}
    play_special(game, "opponents-empty-court")
    assert {p: count(game, "court", p) for p in game.players} == {"red": 5, "blue": 0, "yellow": 0, "green": 0}
    assert count(game, "province", "red") == province["red"]
    assert count(game, "province", "blue") == province["blue"] + 4
    assert count(game, "province", "green") == province["green"] + 7
    assert_totals(game)


def test_opponents_return_three_court_returns_three_or_all_they_have() -> None:
    game = start()
    arrange(game, {}, court={"red": 5, "blue": 4, "yellow": 2, "green": 7}, king="cataluna")
    play_special(game, "opponents-return-three-court")
    assert {p: count(game, "court", p) for p in game.players} == {"red": 5, "blue": 1, "yellow": 0, "green": 4}
    assert_totals(game)


def test_king_is_angry_each_opponent_returns_three_of_their_own_choice() -> None:
    game = start()
    arrange(game, {"galicia": {"blue": 2}, "cataluna": {"blue": 3}, "castillo": {"green": 2},
                   "sevilla": {"green": 1, "red": 2}},
            court={"red": 4, "blue": 2, "yellow": 5, "green": 0}, king="cataluna")
    play_special(game, "king-is-angry")
    decision = step(game, "return")  # blue first: clockwise from red's left
    assert decision.player == "blue" and None not in decision.options  # no stopping: exactly three
    assert sources(game, "return") == ["galicia:blue", "court:blue"]
    move(game, "galicia:blue", "province", kind="return")
    move(game, "court:blue", "province", kind="return")
    move(game, "court:blue", "province", kind="return")
    # yellow has only the court (three go without asking); green has one caballero outside the King's
    # region and the Castillo
    assert one(game, "action").player == "red"
    assert count(game, "court", "blue") == 0 and here(game, "galicia") == {"blue": 1}
    assert here(game, "cataluna") == {"blue": 3}
    assert count(game, "court", "yellow") == 2
    assert here(game, "sevilla") == {"red": 2}
    assert here(game, "castillo") == {"green": 2}
    assert count(game, "court", "red") == 4
    assert_totals(game)


def test_return_one_each_the_active_player_returns_one_of_every_players_classic() -> None:
    """Banishment: the active player returns one caballero of every player (classic: their own too),
    choosing which, and, since the seeds fix no order, whose comes next."""
    game = start()
    arrange(game, {"galicia": {"red": 2, "blue": 1}, "aragon": {"red": 1}, "sevilla": {"blue": 1},
                   "granada": {"green": 1}, "castillo": {"yellow": 2}, "cataluna": {"yellow": 1}},
            king="cataluna")
    play_special(game, "return-one-each")
    whose = one(game, "return-whose")
    assert (whose.player, whose.options) == ("red", ["red", "blue", "yellow", "green"])
    answer(game, "return-whose", "blue")
    assert step(game, "return").player == "red"  # the active player picks the others' too
    assert sources(game, "return") == ["galicia:blue", "sevilla:blue"]
    move(game, "sevilla:blue", "province", kind="return")
    assert one(game, "return-whose").options == ["red", "yellow", "green"]
    answer(game, "return-whose", "red")
    assert sources(game, "return") == ["galicia:red", "aragon:red"]
    move(game, "aragon:red", "province", kind="return")
    # yellow has nothing outside the King's region and the Castillo; green's one goes unasked
    answer(game, "return-whose", "green")
    assert one(game, "action").player == "red"
    assert here(game, "galicia") == {"red": 2, "blue": 1}
    assert here(game, "aragon") == {} and here(game, "sevilla") == {} and here(game, "granada") == {}
    assert here(game, "castillo") == {"yellow": 2} and here(game, "cataluna") == {"yellow": 1}
    assert_totals(game)


def test_return_one_each_spares_the_active_player_in_the_big_box() -> None:
    game = start(selection=regla.Selection(edition="big-box"))
    arrange(game, {"galicia": {"red": 2, "blue": 1}, "sevilla": {"blue": 1, "yellow": 1}},
            king="cataluna")
    play_special(game, "return-one-each")
    assert one(game, "return-whose").options == ["blue", "yellow", "green"]
    answer(game, "return-whose", "blue")
    assert step(game, "return").player == "red"
    assert sources(game, "return") == ["galicia:blue", "sevilla:blue"]
    move(game, "galicia:blue", "province", kind="return")
    answer(game, "return-whose", "yellow")
    assert one(game, "action").player == "red"
    assert here(game, "galicia") == {"red": 2}
    assert here(game, "sevilla") == {"blue": 1}


def test_secret_return_two_each_opponent_secretly_loses_two_from_a_region() -> None:
    game = start()
    arrange(game, {"galicia": {"blue": 2, "red": 3}, "aragon": {"blue": 3}, "sevilla": {"blue": 1},
                   "granada": {"yellow": 2}, "valencia": {"yellow": 4}},
            king="cataluna")
    play_special(game, "secret-return-two")
    pending = {d.player: d.options for d in game.pending}
    assert pending == {"blue": ["galicia", "aragon"], "yellow": ["valencia", "granada"]}
    secretly(game, "disc-return", {"blue": "aragon", "yellow": "valencia"})
    assert here(game, "aragon") == {"blue": 1}
    assert here(game, "valencia") == {"yellow": 2}
    assert here(game, "galicia") == {"blue": 2, "red": 3} and here(game, "granada") == {"yellow": 2}
    assert one(game, "action").player == "red"
    assert_totals(game)


def test_secret_return_all_each_opponent_secretly_loses_a_whole_region() -> None:
    game = start()
    arrange(game, {"galicia": {"blue": 2, "red": 1}, "aragon": {"blue": 3}, "sevilla": {"yellow": 2},
                   "castillo": {"green": 4}},
            king="cataluna")
    play_special(game, "secret-return-all")
    # yellow has one region only (answered for them); green has none outside the Castillo
    decision = one(game, "disc-return")
    assert (decision.player, decision.options, decision.secret) == ("blue", ["galicia", "aragon"], True)
    answer(game, "disc-return", "aragon")
    assert here(game, "aragon") == {}
    assert here(game, "galicia") == {"blue": 2, "red": 1}
    assert here(game, "sevilla") == {}
    assert here(game, "castillo") == {"green": 4}
    assert_totals(game)


@pytest.mark.parametrize("card", ["score-chosen-region", "score-chosen-region-3"])
def test_score_chosen_region_scores_the_region_chosen(card: str) -> None:
    game = start()
    arrange(game, {"castilla-la-vieja": {"red": 3, "blue": 2, "yellow": 1}, "galicia": {"green": 5}},
            king="granada", grandes=ALL_IN_GRANADA)
    before = game.scores
    play_special(game, card)
    assert one(game, "score-choice").options == [*REGIONS, "castillo"]  # classic: the Castillo too
    answer(game, "score-choice", "castilla-la-vieja")
    assert gained(game, before) == {"red": 6, "blue": 4, "yellow": 2}


@pytest.mark.parametrize("card", ["score-chosen-region", "score-chosen-region-3"])
def test_score_chosen_region_may_score_the_castillo_classic(card: str) -> None:
    game = start()
    arrange(game, {"castillo": {"red": 2, "blue": 2, "yellow": 1}}, king="granada", grandes=ALL_IN_GRANADA)
    before = game.scores
    play_special(game, card)
    answer(game, "score-choice", "castillo")
    assert gained(game, before) == {"red": 3, "blue": 3, "yellow": 1}
    assert here(game, "castillo") == {"red": 2, "blue": 2, "yellow": 1}


@pytest.mark.parametrize("card", ["score-chosen-region", "score-chosen-region-3"])
def test_score_chosen_region_never_the_castillo_in_the_big_box(card: str) -> None:
    game = start(selection=regla.Selection(edition="big-box"))
    play_special(game, card)
    assert one(game, "score-choice").options == REGIONS


# -- deck 3: special scorings --------------------------------------------------------------------------
def test_score_fours_scores_every_region_worth_four() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 3, "blue": 2, "yellow": 1}, "sevilla": {"blue": 1},
                   "cataluna": {"green": 2, "red": 1}, "aragon": {"red": 5}, "castillo": {"yellow": 3}},
            king="granada", grandes=ALL_IN_GRANADA)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-fours")
    order_scorings(game, "red", ["sevilla", "galicia", "cataluna"])  # the active player picks the order
    assert scored_since(game, mark) == ["sevilla", "galicia", "cataluna"]
    assert gained(game, before) == {"red": 6, "blue": 6, "green": 4}


def test_score_fives_scores_every_region_worth_five_not_the_castillo() -> None:
    game = start()
    arrange(game, {"pais-vasco": {"red": 1}, "aragon": {"blue": 2, "yellow": 1},
                   "valencia": {"green": 1, "red": 1}, "castillo": {"yellow": 3}, "galicia": {"green": 2}},
            king="granada", grandes=ALL_IN_GRANADA)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-fives")
    order_scorings(game, "red", ["pais-vasco", "aragon", "valencia"])
    assert scored_since(game, mark) == ["pais-vasco", "aragon", "valencia"]
    # Valencia 5/3/2: red and green tie for first and take the second value
    assert gained(game, before) == {"red": 5 + 3, "blue": 5, "yellow": 4, "green": 3}


def test_score_sixes_sevens_scores_the_regions_worth_six_or_seven() -> None:
    game = start()
    arrange(game, {"castilla-la-vieja": {"red": 2}, "castilla-la-nueva": {"blue": 2, "red": 1},
                   "granada": {"yellow": 1}, "aragon": {"green": 3}},
            king="galicia", grandes={p: "galicia" for p in ("red", "blue", "yellow", "green")})
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-sixes-sevens")
    order_scorings(game, "red", ["granada", "castilla-la-nueva", "castilla-la-vieja"])
    assert scored_since(game, mark) == ["granada", "castilla-la-nueva", "castilla-la-vieja"]
    assert gained(game, before) == {"red": 6 + 4, "blue": 7, "yellow": 6}


def test_score_castillo_scores_it_and_leaves_its_caballeros_inside() -> None:
    game = start()
    arrange(game, {"castillo": {"red": 2, "blue": 2, "yellow": 1}, "galicia": {"green": 3}},
            king="granada", grandes=ALL_IN_GRANADA)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-castillo")
    assert scored_since(game, mark) == ["castillo"]
    assert gained(game, before) == {"red": 3, "blue": 3, "yellow": 1}
    assert here(game, "castillo") == {"red": 2, "blue": 2, "yellow": 1}


def test_score_first_places_pays_lone_leaders_only_in_every_region() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2, "blue": 1}, "aragon": {"blue": 2, "yellow": 2},
                   "castilla-la-nueva": {"yellow": 3, "green": 1}, "castillo": {"green": 5}},
            king="granada", grandes=ALL_IN_GRANADA)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-first-places")
    order_scorings(game, "red", REGIONS)
    assert scored_since(game, mark) == REGIONS  # every region, never the Castillo
    assert gained(game, before) == {"red": 4, "yellow": 7}


def test_score_fullest_scores_the_region_with_most_caballeros() -> None:
    game = start()
    arrange(game, {"aragon": {"red": 3, "blue": 2}, "galicia": {"yellow": 4}, "castillo": {"green": 9}},
            king="granada", grandes=ALL_IN_GRANADA)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-fullest")
    assert scored_since(game, mark) == ["aragon"]
    assert gained(game, before) == {"red": 5, "blue": 4}


def test_score_emptiest_scores_the_region_with_fewest_caballeros() -> None:
    game = start()
    arrange(game, {"aragon": {"red": 3, "blue": 2}, "sevilla": {"yellow": 1, "green": 1},
                   "galicia": {"green": 3}, "castillo": {"blue": 1}},
            king="granada", grandes=ALL_IN_GRANADA)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-emptiest")
    assert scored_since(game, mark) == ["sevilla"]
    assert gained(game, before) == {"yellow": 3, "green": 3}  # Sevilla 4/3/1, tied for first


# -- deck 4: the board itself ---------------------------------------------------------------------------
def test_movable_scoreboard_places_a_scoreboard_that_replaces_the_values() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2, "blue": 1}}, king="cataluna", scoreboards={"840": None, "400": None})
    play_special(game, "movable-scoreboard")
    assert one(game, "scoreboard-which").options == ["scoreboard-840", "scoreboard-400"]
    answer(game, "scoreboard-which", "scoreboard-840")
    assert one(game, "scoreboard-to").options == [r for r in REGIONS if r != "cataluna"] + ["castillo"]
    answer(game, "scoreboard-to", "galicia")
    assert game.state["tokens"]["scoreboard-840"] == "galicia"
    end_turn(game)
    before = game.scores
    play_special(game, "score-chosen-region")  # blue scores Galicia: now 8/4/0
    answer(game, "score-choice", "galicia")
    assert gained(game, before) == {"red": 8, "blue": 4}


def test_movable_scoreboard_moves_one_already_on_the_board() -> None:
    game = start()
    arrange(game, {}, king="cataluna", scoreboards={"840": "galicia", "400": "sevilla"})
    play_special(game, "movable-scoreboard")
    answer(game, "scoreboard-which", "scoreboard-400")
    assert one(game, "scoreboard-to").options == [
        "pais-vasco", "aragon", "castilla-la-vieja", "castilla-la-nueva", "valencia", "granada", "castillo"]
    answer(game, "scoreboard-to", "castillo")
    assert game.state["tokens"]["scoreboard-400"] == "castillo"
    assert game.state["tokens"]["scoreboard-840"] == "galicia"


def test_royal_adviser_moves_the_king_to_an_adjacent_region() -> None:
    game = start()
    arrange(game, {}, king="cataluna")
    play_special(game, "royal-adviser")
    assert one(game, "king-to").options == ["aragon", "valencia"]
    answer(game, "king-to", "valencia")
    assert game.state["tokens"]["king"] == "valencia"
    answer(game, "action", "place")  # placement now goes next to Valencia
    assert pick(game, "court:red", "place") == ["aragon", "cataluna", "castilla-la-nueva", "granada",
                                                "castillo"]


def test_expulsion_opponents_secretly_move_out_of_the_named_region() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2, "blue": 3, "yellow": 1}, "sevilla": {"green": 2}}, king="cataluna")
    court = {p: count(game, "court", p) for p in game.players}
    play_special(game, "expulsion")
    assert one(game, "expel-from").options == [r for r in REGIONS if r != "cataluna"]
    answer(game, "expel-from", "galicia")
    pending = game.pending
    assert {d.player for d in pending} == {"blue", "yellow"}  # only opponents who are there
    assert all(d.options == REGIONS for d in pending)
    secretly(game, "disc-expel", {"blue": "sevilla", "yellow": "cataluna"})
    assert here(game, "galicia") == {"red": 2}
    assert here(game, "sevilla") == {"green": 2, "blue": 3}
    assert here(game, "cataluna") == {}  # the King's region: yellow's caballero went to the court
    assert count(game, "court", "yellow") == court["yellow"] + 1
    assert_totals(game)


def test_move_grande_moves_own_grande_to_another_region() -> None:
    game = start()
    arrange(game, {}, king="cataluna", grandes={"red": "castilla-la-nueva", "blue": "galicia"})
    play_special(game, "move-grande")
    assert one(game, "grande-to").options == [r for r in REGIONS if r not in ("cataluna", "castilla-la-nueva")]
    answer(game, "grande-to", "galicia")  # may share a region with another Grande
    assert game.state["tokens"]["grande:red"] == "galicia"
    assert game.state["tokens"]["grande:blue"] == "galicia"


def test_power_card_back_returns_a_played_power_card_to_the_hand() -> None:
    game = start()
    vars_ = game.state["vars"]
    vars_["hand"]["red"].remove(5)
    vars_["spent"]["red"] = [5, 13]  # 5 from an earlier round, 13 this round
    play_special(game, "power-card-back")
    assert one(game, "power-back").options == [5, 13]
    answer(game, "power-back", 13)  # this round's card may be taken back
    assert 13 in vars_["hand"]["red"] and 5 not in vars_["hand"]["red"]
    assert vars_["spent"]["red"] == [5]


def test_the_court_brings_two_caballeros_from_the_province() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2}}, court={"red": 0}, king="cataluna")
    province = count(game, "province", "red")
    play_special(game, "the-court")
    assert count(game, "court", "red") == 2
    assert count(game, "province", "red") == province - 2
    assert here(game, "galicia") == {"red": 2}
    assert one(game, "action").options == ["place", None]


def test_secret_unique_scoring_scores_regions_picked_by_exactly_one_player() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 3, "blue": 1}, "sevilla": {"yellow": 2, "red": 1},
                   "castilla-la-vieja": {"green": 1}},
            king="granada", grandes=ALL_IN_GRANADA)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "secret-unique-scoring")
    assert {d.player for d in game.pending} == {"red", "blue", "yellow", "green"}
    assert all(d.options == REGIONS for d in game.pending)
    secretly(game, "disc-score", {"red": "galicia", "blue": "galicia", "yellow": "sevilla",
                                  "green": "castilla-la-vieja"})
    order_scorings(game, "red", ["castilla-la-vieja", "sevilla"])
    assert scored_since(game, mark) == ["castilla-la-vieja", "sevilla"]
    assert gained(game, before) == {"green": 6, "yellow": 4, "red": 3}


# -- deck 5: the King card --------------------------------------------------------------------------------
def test_king_card_moves_the_king_anywhere_and_comes_back_next_round() -> None:
    game = start()
    arrange(game, {}, king="cataluna")
    play_special(game, "king-card")
    assert one(game, "king-to").options == [r for r in REGIONS if r != "cataluna"]
    answer(game, "king-to", "galicia")
    assert game.state["tokens"]["king"] == "galicia"
    end_turn(game)
    drive(game, lambda g: g.state["vars"]["rounds_played"] == 2)
    assert game.state["display"]["deck-5"] == "king-card"
