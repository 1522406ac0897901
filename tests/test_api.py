"""The embedding API: determinism, save and load at any decision, hidden information, errors."""

from __future__ import annotations

import json
import random

import pytest
import regla
from regla.bots import builtin


def play(game: regla.Game, rnd: random.Random, decisions: int | None = None) -> list[tuple[str, object]]:
    made = []
    while not game.is_over and (decisions is None or len(made) < decisions):
        decision = game.pending[0]
        choice = rnd.choice(decision.options)
        made.append((decision.player, choice))
        game.apply(decision.player, choice)
    return made


def test_same_seed_and_choices_give_the_same_game() -> None:
    first = regla.new_game(players=4, seed=42)
    choices = play(first, random.Random(1))
    second = regla.new_game(players=4, seed=42)
    for player, choice in choices:
        second.apply(player, choice)
    assert second.is_over and second.to_json() == first.to_json()


def test_different_seeds_deal_different_setups() -> None:
    setups = {json.dumps(regla.new_game(players=4, seed=s).state["tokens"], sort_keys=True) for s in range(8)}
    assert len(setups) > 1


def test_a_seed_is_taken_as_64_bits_and_refused_beyond_them() -> None:
    signed = regla.new_game(players=4, seed=-5)
    unsigned = regla.new_game(players=4, seed=2 ** 64 - 5)
    for player, choice in play(signed, random.Random(2), 30):
        unsigned.apply(player, choice)
    assert signed.state["tokens"] == unsigned.state["tokens"] and signed.state["rng"] == unsigned.state["rng"]
    lowest, highest_signed = regla.new_game(players=4, seed=-(2 ** 63)), regla.new_game(players=4, seed=2 ** 63 - 1)
    assert lowest.state["rng"] != highest_signed.state["rng"]
    for beyond in (2 ** 64, -(2 ** 63) - 1, 1.5, True):
        with pytest.raises(regla.UserError, match="seed must be an integer"):
            regla.new_game(players=4, seed=beyond)


def test_save_and_resume_at_any_decision_point() -> None:
    rnd = random.Random(3)
    game = regla.new_game(players=3, seed=7)
    for stop in (1, 40, 90):
        play(game, rnd, stop)
        saved = game.to_json()
        resumed = regla.load_game(saved)
        assert resumed.pending == game.pending
        a, b = game.clone(), resumed
        play(a, random.Random(stop))
        play(b, random.Random(stop))
        assert a.is_over and a.to_json() == b.to_json()


def test_a_saved_game_is_plain_json() -> None:
    game = regla.new_game(players=2, seed=1)
    play(game, random.Random(0), 30)
    assert json.loads(game.to_json())["pending"] == game.state["pending"]


def test_illegal_choices_are_refused_and_change_nothing() -> None:
    game = regla.new_game(players=4, seed=2)
    before = game.to_json()
    decision = game.pending[0]
    with pytest.raises(regla.IllegalChoice):
        game.apply(decision.player, 99)
    other = next(p for p in game.players if p != decision.player)
    with pytest.raises(regla.IllegalChoice):
        game.apply(other, decision.options[0])
    assert game.to_json() == before


def test_the_view_hides_deck_order_random_source_and_the_castillo_split() -> None:
    game = regla.new_game(players=4, seed=5)
    red, blue = game.players[:2]
    game.state["pieces"]["castillo"].update({red: 2, blue: 3})
    view = game.view(red)
    assert "rng" not in view and "stack" not in view
    assert all(isinstance(n, int) for n in view["decks"].values())
    assert view["pieces"]["castillo"] == {red: 2}
    assert view["hidden_totals"]["castillo"] == 3
    assert game.view(blue)["pieces"]["castillo"] == {blue: 3}


def test_simultaneous_choices_stay_secret_until_all_are_in() -> None:
    game = regla.new_game(players=4, seed=9)
    rnd = random.Random(4)
    while game.pending[0].kind != "castillo-destination":
        play(game, rnd, 1)
    pending = game.pending
    assert len(pending) == 4 and all(d.secret for d in pending)
    first = pending[0]
    game.apply(first.player, first.options[0])
    for viewer in game.players[1:]:
        view = game.view(viewer)
        shown = [d for d in view["pending"] if d["player"] != viewer]
        assert all("options" not in d for d in shown)
        assert view["answered"] == [first.player]
        assert "answers" not in view
    with pytest.raises(regla.IllegalChoice):
        game.apply(first.player, first.options[0])


def test_a_view_shows_who_decides_what_but_not_another_players_options() -> None:
    # choosing a power card, a player's options are the hand the rules keep private to them
    game = regla.new_game(players=3, seed=2)
    decision = game.pending[0]
    assert decision.kind == "power-card"
    own = game.view(decision.player)
    assert own["pending"][0]["options"] == decision.options
    for viewer in [p for p in game.players if p != decision.player] + [None]:
        view = game.view(viewer)
        assert view["pending"] == [{"player": decision.player, "kind": "power-card"}]
        assert view["vars"]["hand"][decision.player] == len(decision.options)


def test_changing_a_pending_decision_changes_no_game() -> None:
    game = regla.new_game("jalgeurak", players=3, seed=3)
    rnd = random.Random(3)
    while not any(isinstance(o, list) for o in game.pending[0].options):
        play(game, rnd, 1)
    before = game.to_json()
    decision = game.pending[0]
    option = next(o for o in decision.options if isinstance(o, list))
    option.append("changed")
    decision.context["changed"] = True
    assert game.to_json() == before
    assert option not in game.pending[0].options


def test_player_counts_and_colours_are_checked() -> None:
    with pytest.raises(regla.UserError, match="2 to 5 players"):
        regla.new_game(players=6)
    with pytest.raises(regla.UserError, match="distinct colours"):
        regla.new_game(players=["red", "red"])
    assert regla.new_game(players=["green", "red"], seed=1).players == ["green", "red"]


class Counting:
    @regla.hookimpl
    def regla_game_created(self, game: regla.Game) -> None:
        pass


ONE = Counting()


@pytest.mark.parametrize(("extra", "said"), [
    ((("a", ONE), ("b", ONE)), "extra_plugins: 'a' and 'b' are one plugin object; register it once"),
    (((5, Counting()),), "extra_plugins: a plugin's name must be a non-empty text, not 5"),
    ((("", Counting()),), "extra_plugins: a plugin's name must be a non-empty text, not ''"),
    ((ONE,), "extra_plugins must be a list of (name, plugin) pairs, not <test_api.Counting object"),
    (("ab",), "extra_plugins must be a list of (name, plugin) pairs, not 'ab'"),
    ("ab", "extra_plugins must be a list of (name, plugin) pairs, not 'ab'"),
    ((("x", builtin),), "plugin 'x' (registered directly) is the plugin 'bots' again: register a plugin "
                                   "object once"),
])
def test_wrong_extra_plugins_are_one_line_user_errors(extra: object, said: str) -> None:
    for make in (lambda: regla.new_game(players=3, seed=1, extra_plugins=extra),
                 lambda: regla.load(extra_plugins=extra)):
        with pytest.raises(regla.UserError) as caught:
            make()
        assert str(caught.value).startswith(said) and "\n" not in str(caught.value), caught.value
