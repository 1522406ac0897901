"""The corners of the action cards: the King's region, empty courts and boards, the Castillo, movable
scoreboards, the Veto window, secret discs, ties in special scorings, and the either/or card.

Every game here is seed 1 with four players (red, blue, yellow, green) whose first-round power cards
13, 12, 11, 10 make the turn order red, blue, yellow, green; positions are set up at a decision point.
"""

from __future__ import annotations

import pytest
import regla
from conftest import (
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
    kind_is,
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

MOVE_CARDS = ["move-own-out-of-region", "move-five-from-region", "move-three-opponents", "move-three-any",
              "move-four-own", "move-four-any", "move-two-and-two"]
EVERYONE = ("red", "blue", "yellow", "green")


def snapshot(game: regla.Game) -> dict[str, dict[str, int]]:
    return {loc: dict(counts) for loc, counts in game.state["pieces"].items()}


# -- the King's region ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("king", "allowed"), [
    ("galicia", ["pais-vasco", "castilla-la-vieja"]),
    ("castilla-la-nueva", ["aragon", "castilla-la-vieja", "valencia", "sevilla", "granada"]),
])
def test_placement_goes_only_next_to_the_king_or_into_the_castillo(king: str, allowed: list[str]) -> None:
    game = start()
    arrange(game, {}, court={"red": 7}, king=king)
    take(game, "score-fours")
    answer(game, "action", "place")
    assert pick(game, "court:red", "place") == [*allowed, "castillo"]


def test_nothing_is_moved_into_or_out_of_the_kings_region() -> None:
    game = start()
    arrange(game, {"cataluna": {"blue": 3, "red": 2}, "galicia": {"yellow": 1}}, king="cataluna")
    play_special(game, "move-four-any")
    assert sources(game) == ["galicia:yellow"]
    assert "cataluna" not in pick(game, "galicia:yellow")
    answer(game, "move-to", "aragon")
    assert sources(game) == ["aragon:yellow"]
    stop(game)
    assert here(game, "cataluna") == {"blue": 3, "red": 2}


def test_a_scoreboard_goes_neither_onto_nor_off_the_kings_region() -> None:
    game = start()
    arrange(game, {}, king="cataluna", scoreboards={"840": "cataluna", "400": "galicia"})
    play_special(game, "movable-scoreboard")
    decision = one(game, "scoreboard-to")  # the 8/4/0 under the King may not move: no choice of which
    assert decision.context == {"token": "scoreboard-400"}
    assert decision.options == [r for r in REGIONS if r not in ("cataluna", "galicia")] + ["castillo"]
    answer(game, "scoreboard-to", "sevilla")
    assert game.state["tokens"]["scoreboard-840"] == "cataluna"
    assert game.state["tokens"]["scoreboard-400"] == "sevilla"


def test_a_grande_in_the_kings_region_cannot_leave_it() -> None:
    game = start()
    arrange(game, {}, king="cataluna", grandes={"red": "cataluna"})
    play_special(game, "move-grande")
    assert one(game, "action").options == ["place", None]
    assert game.state["tokens"]["grande:red"] == "cataluna"


def test_a_secret_return_never_picks_the_kings_region() -> None:
    game = start()
    arrange(game, {"cataluna": {"blue": 3}, "galicia": {"blue": 1}, "sevilla": {"blue": 2}}, king="cataluna")
    play_special(game, "secret-return-all")
    assert one(game, "disc-return").options == ["galicia", "sevilla"]
    answer(game, "disc-return", "sevilla")
    assert here(game, "cataluna") == {"blue": 3}
    assert here(game, "sevilla") == {}


def test_the_court_short_province_recalls_from_regions_never_the_castillo_or_kings_region() -> None:
    game = start()
    arrange(game, {"cataluna": {"red": 3}, "galicia": {"red": 17}, "aragon": {"red": 2}, "castillo": {"red": 1}},
            court={"red": 7}, king="cataluna")
    assert count(game, "province", "red") == 0
    play_special(game, "the-court")
    assert sources(game, "recall") == ["galicia:red", "aragon:red"]
    assert (step(game, "recall").context["moved"], step(game, "recall").context["limit"]) == (0, 2)
    move(game, "aragon:red", "court", kind="recall")
    move(game, "galicia:red", "court", kind="recall")
    assert count(game, "court", "red") == 9
    assert here(game, "aragon") == {"red": 1} and here(game, "galicia") == {"red": 16}
    assert here(game, "cataluna") == {"red": 3} and here(game, "castillo") == {"red": 1}
    assert_totals(game)


# -- empty court, nothing to move, the Castillo ------------------------------------------------------------
def test_placing_with_an_empty_court_places_nothing() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2}}, court={"red": 0}, king="cataluna")
    before = snapshot(game)
    take(game, "score-castillo")
    answer(game, "action", "place")
    assert one(game, "action").options == ["special", None]  # no place-from decision at all
    assert snapshot(game) == before


def test_placing_two_anywhere_with_an_empty_court_places_nothing() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 2}}, court={"red": 0}, king="cataluna")
    before = snapshot(game)
    play_special(game, "place-two-anywhere")
    assert one(game, "action").options == ["place", None]
    assert snapshot(game) == before


def test_placement_stops_when_the_court_runs_out() -> None:
    game = start()
    arrange(game, {}, court={"red": 1}, king="cataluna")
    take(game, "score-castillo")  # allows 3
    answer(game, "action", "place")
    move(game, "court:red", "aragon", kind="place")
    assert one(game, "action").options == ["special", None]
    assert here(game, "aragon") == {"red": 1} and count(game, "court", "red") == 0


@pytest.mark.parametrize("card", MOVE_CARDS)
def test_a_move_card_with_nothing_to_move_does_nothing(card: str) -> None:
    game = start()
    everywhere = dict.fromkeys(EVERYONE, 2)
    arrange(game, {"castillo": everywhere, "cataluna": everywhere}, king="cataluna")
    before = snapshot(game)
    play_special(game, card)
    assert one(game, "action").options == ["place", None]
    assert snapshot(game) == before


@pytest.mark.parametrize("card", MOVE_CARDS)
def test_neither_the_castillo_nor_a_court_is_ever_the_source_of_a_move(card: str) -> None:
    game = start()
    arrange(game, {"castillo": dict.fromkeys(EVERYONE, 3), "galicia": {"red": 1, "blue": 1}}, king="cataluna")
    play_special(game, card)
    offered = sources(game)
    assert offered and all(s.startswith("galicia:") for s in offered)


def test_caballeros_leave_the_castillo_only_at_general_scoring() -> None:
    game = start()
    arrange(game, {"castillo": {"red": 2, "blue": 1}}, king="cataluna")
    play_special(game, "score-castillo")
    end_turn(game)
    drive(game, lambda g: g.state["vars"]["rounds_played"] == 3 and kind_is("take-card")(g))
    assert here(game, "castillo") == {"red": 2, "blue": 1}
    drive(game, kind_is("castillo-destination"))
    assert here(game, "castillo") == {"red": 2, "blue": 1}
    for decision in game.pending:
        game.apply(decision.player, "galicia")
    assert here(game, "castillo") == {}
    assert_totals(game)


# -- movable scoreboards and the "4-point" regions ---------------------------------------------------------
def test_a_movable_scoreboard_changes_which_regions_score_fours() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 3}, "aragon": {"blue": 2, "yellow": 1}, "cataluna": {"green": 1},
                   "sevilla": {"yellow": 2}},
            king="granada", grandes=dict.fromkeys(EVERYONE, "granada"),
            scoreboards={"840": "galicia", "400": None})
    play_special(game, "movable-scoreboard")  # red puts the 4/0/0 on Aragón
    answer(game, "scoreboard-which", "scoreboard-400")
    answer(game, "scoreboard-to", "aragon")
    end_turn(game)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-fours")  # blue: Galicia is an 8 now, Aragón a 4
    order_scorings(game, "blue", ["aragon", "cataluna", "sevilla"])
    assert scored_since(game, mark) == ["aragon", "cataluna", "sevilla"]
    assert gained(game, before) == {"blue": 4, "green": 4, "yellow": 4}  # Aragón pays 4/0/0


def test_score_fours_never_scores_the_castillo_even_under_a_four_scoreboard() -> None:
    game = start()
    arrange(game, {"castillo": {"red": 3}, "sevilla": {"blue": 1}}, king="granada",
            grandes=dict.fromkeys(EVERYONE, "granada"), scoreboards={"400": "castillo", "840": None})
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-fours")
    order_scorings(game, "red", ["galicia", "cataluna", "sevilla"])
    assert scored_since(game, mark) == ["galicia", "cataluna", "sevilla"]
    assert gained(game, before) == {"blue": 4}


# -- the Veto window -------------------------------------------------------------------------------------
def test_veto_answers_an_announced_unit_which_is_taken_back_and_earlier_units_stay() -> None:
    """A Veto answers what was announced: once the piece and its destination are named and before it
    moves, the holder may cancel. Declined, the unit moves; used on a later unit, that unit is taken
    back and the rest of the action is cancelled, while the units already moved stay where they are."""
    game = start()
    arrange(game, {"galicia": {"blue": 3, "yellow": 1}}, king="cataluna")
    take(game, "veto")
    end_turn(game)
    play_special(game, "move-four-any")  # blue
    answer(game, "move-from", "galicia:blue")
    answer(game, "move-to", "sevilla")
    decision = one(game, "veto")  # the first caballero is named, not moved yet
    assert (decision.player, decision.context) == ("red", {"actor": "blue", "card": "move-four-any"})
    assert here(game, "sevilla") == {}
    answer(game, "veto", None)
    assert here(game, "sevilla") == {"blue": 1}
    answer(game, "move-from", "galicia:yellow")
    answer(game, "move-to", "aragon")
    answer(game, "veto", "veto")  # asked again for the second one: used now
    decision = one(game, "action")
    assert (decision.player, decision.options) == ("blue", ["place", None])
    assert here(game, "sevilla") == {"blue": 1} and here(game, "aragon") == {}
    assert here(game, "galicia") == {"blue": 2, "yellow": 1}
    assert held(game, "red") == []
    assert_totals(game)


def test_veto_on_veto_lets_the_action_go_on() -> None:
    game = start()
    arrange(game, {"galicia": {"yellow": 2, "green": 1}}, king="cataluna")
    take(game, "veto")
    end_turn(game)
    take(game, "veto")  # blue takes the other one
    end_turn(game)
    play_special(game, "move-three-any")  # yellow
    answer(game, "move-from", "galicia:yellow")
    answer(game, "move-to", "sevilla")
    decision = one(game, "veto")
    assert (decision.player, decision.context) == ("red", {"actor": "yellow", "card": "move-three-any"})
    answer(game, "veto", "veto")
    # blue is asked about red's Veto, not about yellow's action
    decision = one(game, "counter-veto")
    assert (decision.player, decision.context) == (
        "blue", {"actor": "red", "against": "yellow", "card": "move-three-any"})
    answer(game, "counter-veto", "veto")
    assert here(game, "sevilla") == {"yellow": 1}  # the announced caballero goes after all
    move(game, "galicia:green", "sevilla")  # yellow's action continues, nobody holds a Veto now
    move(game, "galicia:yellow", "castillo")
    assert one(game, "action").options == ["place", None]
    assert here(game, "sevilla") == {"yellow": 1, "green": 1}
    assert here(game, "castillo") == {"yellow": 1}
    assert held(game, "red") == held(game, "blue") == []
    used = [e for e in game.state["log"] if e["event"] == "used"]
    assert [e["player"] for e in used] == ["red", "blue"]


def test_veto_stops_the_rest_of_a_special_scoring_after_its_first_region() -> None:
    """A special scoring of several regions can be stopped between them: the regions scored so far
    keep their points, the rest are not scored."""
    game = start()
    arrange(game, {"galicia": {"blue": 4}, "sevilla": {"blue": 4}, "cataluna": {"yellow": 4}},
            king="aragon")
    take(game, "veto")
    end_turn(game)
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-fours")  # blue
    answer(game, "score-next", "galicia")
    answer(game, "veto", None)
    assert scored_since(game, mark) == ["galicia"]
    answer(game, "score-next", "sevilla")
    answer(game, "veto", "veto")
    assert scored_since(game, mark) == ["galicia"]
    assert one(game, "action").player == "blue"
    assert gained(game, before) == {"blue": 4}


def test_veto_cannot_stop_placement_from_the_court() -> None:
    game = start()
    arrange(game, {}, king="cataluna")
    take(game, "veto")
    end_turn(game)
    take(game, "king-card")  # blue
    answer(game, "action", "place")
    move(game, "court:blue", "aragon", kind="place")
    assert count(game, "aragon", "blue") == 1
    assert held(game, "red") == ["veto"]


def veto_taken_in_round_one() -> regla.Game:
    game = start()
    take(game, "veto")
    end_turn(game)
    return game


def first_turn_of_round(game: regla.Game, rounds_played: int) -> None:
    """Drive to the first ``take-card`` decision of that round not made by red."""
    drive(game, lambda g: (g.state["vars"]["rounds_played"] == rounds_played and kind_is("take-card")(g)
                           and g.pending[0].player != "red"))


def test_veto_can_still_be_used_in_the_next_round() -> None:
    game = veto_taken_in_round_one()
    first_turn_of_round(game, 2)
    king = game.state["tokens"]["king"]
    actor = play_special(game, "king-card")
    destination = one(game, "king-to").options[0]
    answer(game, "king-to", destination)  # the King's new region is named, then red may stop it
    decision = one(game, "veto")
    assert (decision.player, decision.context) == ("red", {"actor": actor, "card": "king-card"})
    answer(game, "veto", "veto")
    assert held(game, "red") == []
    assert game.state["tokens"]["king"] == king  # the King did not move
    assert one(game, "action").player == actor


def test_veto_expires_unused_at_the_end_of_the_next_round() -> None:
    game = veto_taken_in_round_one()
    first_turn_of_round(game, 2)
    assert held(game, "red") == ["veto"]
    first_turn_of_round(game, 3)
    assert held(game, "red") == []
    assert {"event": "expired", "player": "red", "card": "veto"} in game.state["log"]
    actor = play_special(game, "king-card")
    assert one(game, "king-to").player == actor  # nobody may veto any more


# -- secret discs ----------------------------------------------------------------------------------------
def test_secret_return_two_falls_back_to_a_region_with_one() -> None:
    game = start()
    arrange(game, {"galicia": {"blue": 1, "yellow": 1}, "aragon": {"blue": 4}, "sevilla": {"yellow": 1},
                   "granada": {"green": 1}},
            king="cataluna")
    play_special(game, "secret-return-two")
    # blue has a region with 2 or more, so a region with 1 is not allowed; yellow has only ones
    pending = {d.player: d.options for d in game.pending}
    assert pending == {"yellow": ["galicia", "sevilla"]}
    answer(game, "disc-return", "sevilla")
    assert here(game, "aragon") == {"blue": 2}
    assert here(game, "galicia") == {"blue": 1, "yellow": 1}
    assert here(game, "sevilla") == {} and here(game, "granada") == {}
    assert_totals(game)


def test_expulsion_to_the_named_or_the_kings_region_sends_caballeros_to_the_court() -> None:
    game = start()
    arrange(game, {"galicia": {"red": 1, "blue": 3, "yellow": 2, "green": 1}, "cataluna": {"red": 1}},
            court=dict.fromkeys(EVERYONE, 0), king="cataluna")
    play_special(game, "expulsion")
    answer(game, "expel-from", "galicia")
    secretly(game, "disc-expel", {"blue": "galicia", "yellow": "cataluna", "green": "aragon"})
    assert here(game, "galicia") == {"red": 1}
    assert here(game, "cataluna") == {"red": 1}
    assert here(game, "aragon") == {"green": 1}
    assert {p: count(game, "court", p) for p in EVERYONE} == {"red": 0, "blue": 3, "yellow": 2, "green": 0}
    assert_totals(game)


def test_general_scoring_disc_on_the_kings_region_sends_castillo_caballeros_to_the_court() -> None:
    game = start()
    drive(game, kind_is("castillo-destination"))
    assert game.state["vars"]["round"] == 3
    arrange(game, {"castillo": {"red": 3, "blue": 2, "yellow": 1}, "cataluna": {"red": 1}},
            court=dict.fromkeys(EVERYONE, 0), king="cataluna")
    assert all(d.options == REGIONS for d in game.pending)  # the King's region may be set
    mark = len(game.state["log"])
    secretly(game, "castillo-destination",
             {"red": "cataluna", "blue": "galicia", "yellow": "cataluna", "green": "sevilla"})
    castillo = {e["player"]: e["points"] for e in game.state["log"][mark:]
                if e["event"] == "score" and e["area"] == "castillo"}
    assert castillo == {"red": 5, "blue": 3, "yellow": 1}  # scored before it is emptied
    assert here(game, "castillo") == {}
    assert here(game, "cataluna") == {"red": 1}
    assert count(game, "court", "red") == 3 and count(game, "court", "yellow") == 1
    assert here(game, "galicia") == {"blue": 2}
    assert_totals(game)


# -- ties in special scorings, bonuses ---------------------------------------------------------------------
def test_score_fullest_scores_every_region_tied_for_most() -> None:
    game = start()
    arrange(game, {"aragon": {"red": 3, "blue": 2}, "galicia": {"yellow": 5}, "sevilla": {"green": 4},
                   "castillo": {"green": 9}},
            king="granada", grandes=dict.fromkeys(EVERYONE, "granada"))
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-fullest")
    order_scorings(game, "red", ["galicia", "aragon"])
    assert scored_since(game, mark) == ["galicia", "aragon"]
    assert gained(game, before) == {"red": 5, "blue": 4, "yellow": 4}


def test_score_emptiest_scores_every_region_tied_for_fewest_but_no_empty_one() -> None:
    game = start()
    arrange(game, {"sevilla": {"green": 1}, "granada": {"blue": 1}, "aragon": {"red": 3},
                   "castillo": {"red": 1}},
            king="galicia", grandes=dict.fromkeys(EVERYONE, "galicia"))
    before, mark = game.scores, len(game.state["log"])
    play_special(game, "score-emptiest")
    order_scorings(game, "red", ["granada", "sevilla"])
    assert scored_since(game, mark) == ["granada", "sevilla"]
    assert gained(game, before) == {"blue": 6, "green": 4}


def test_score_first_places_pays_nothing_for_a_tie_for_first() -> None:
    game = start()
    arrange(game, {"castilla-la-nueva": {"red": 2, "blue": 2, "yellow": 1}}, king="granada",
            grandes=dict.fromkeys(EVERYONE, "granada"))
    before = game.scores
    play_special(game, "score-first-places")
    order_scorings(game, "red", REGIONS)
    assert gained(game, before) == {}


def test_special_scoring_of_the_kings_region_pays_the_king_bonus() -> None:
    game = start()
    arrange(game, {"cataluna": {"red": 2, "blue": 1}}, king="cataluna",
            grandes=dict.fromkeys(EVERYONE, "granada"))
    before = game.scores
    play_special(game, "score-chosen-region")
    answer(game, "score-choice", "cataluna")
    assert gained(game, before) == {"red": 4 + 2, "blue": 2}


def test_special_scoring_pays_the_home_bonus() -> None:
    game = start()
    arrange(game, {"granada": {"red": 4, "blue": 1, "yellow": 1}}, king="galicia",
            grandes={"red": "granada", "blue": "sevilla", "yellow": "sevilla", "green": "sevilla"})
    before = game.scores
    play_special(game, "score-chosen-region")
    answer(game, "score-choice", "granada")
    assert gained(game, before) == {"red": 6 + 2, "blue": 1, "yellow": 1}


# -- the either/or card ------------------------------------------------------------------------------------
@pytest.mark.parametrize("way", ["withdraw", "reinforce"])
def test_either_card_does_only_the_way_chosen_even_when_it_does_nothing(way: str) -> None:
    game = start()
    if way == "withdraw":  # nothing to withdraw, but a court to reinforce from
        arrange(game, {"cataluna": {"red": 2}}, court={"red": 5}, king="cataluna")
    else:  # nothing to reinforce with, but a region to withdraw from
        arrange(game, {"galicia": {"red": 2}}, court={"red": 0}, king="cataluna")
    before = snapshot(game)
    play_special(game, "withdraw-or-reinforce")
    answer(game, "either", way)
    assert one(game, "action").options == ["place", None]
    assert snapshot(game) == before
