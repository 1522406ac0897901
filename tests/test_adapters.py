"""The agent APIs: OpenSpiel's and PettingZoo's own conformance checks and bots, on a real regla game."""

from __future__ import annotations

import pickle
import random
from typing import Any

import numpy as np
import pyspiel
import pytest
import regla
import regla.adapters.openspiel  # registers the games
from open_spiel.python.algorithms import mcts
from open_spiel.python.bots import uniform_random
from pettingzoo import test as pettingzoo_test
from regla.adapters.common import actor
from regla.adapters.pettingzoo import env


def secret_node(players: int = 3) -> tuple[int, list[int]]:
    """A seed and the actions (option indexes, in the adapters' turn order) that lead to a point where
    several players owe a secret answer at once, each with at least two options."""
    for seed in range(50):
        game = regla.new_game(players=players, seed=seed)
        pick = random.Random(seed)
        actions: list[int] = []
        while not game.is_over:
            pending = game.pending
            if len(pending) > 1 and all(len(d.options) > 1 for d in pending):
                return seed, actions
            decision = actor(game)
            assert decision is not None
            actions.append(pick.randrange(len(decision.options)))
            game.apply(decision.player, decision.options[actions[-1]])
    raise AssertionError("no secret choice with two options for everyone in 50 games")


# -- OpenSpiel --------------------------------------------------------------------------------------
def test_every_installed_ruleset_is_registered_under_its_own_name() -> None:
    names = set(pyspiel.registered_names())
    assert "regla" in names
    for ruleset_id in regla.available_games():
        assert "regla_" + ruleset_id.replace("-", "_") in names


def test_parameters_choose_players_and_selection() -> None:
    game = pyspiel.load_game("regla", {"players": 3, "variants": "six-rounds", "house_rules": "no-veto"})
    assert game.num_players() == 3
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(5)
    assert state.game.state["setup"]["variants"] == ["six-rounds"]
    assert state.game.state["setup"]["house_rules"] == ["no-veto"]
    assert state.game.state["setup"]["seed"] == 5


def test_a_fixed_seed_removes_the_chance_node() -> None:
    state = pyspiel.load_game("regla", {"players": 2, "seed": 9}).new_initial_state()
    assert not state.is_chance_node()
    assert state.game.to_json() == regla.new_game(players=2, seed=9).to_json()


def test_actions_index_the_options_and_say_what_they_pick() -> None:
    state = pyspiel.load_game("regla", {"players": 2, "seed": 3}).new_initial_state()
    decision = actor(state.game)
    assert state.legal_actions() == list(range(len(decision.options)))
    words = regla.describe(state.game, decision)
    for action in state.legal_actions():
        label = state.action_to_string(state.current_player(), action)
        assert label.startswith(words.options[action].label)
        assert f"{decision.kind}: {decision.options[action]}" in label
    assert len({state.action_to_string(state.current_player(), a) for a in state.legal_actions()}) == len(
        decision.options)


def test_an_action_outside_the_legal_ones_is_refused_and_changes_nothing() -> None:
    state = pyspiel.load_game("regla", {"players": 2, "seed": 3}).new_initial_state()
    before = state.game.to_json()
    count = len(state.legal_actions())
    for action in (-2, count, 10**6):
        with pytest.raises(ValueError, match="not one of the"):
            state.apply_action(action)
    assert state.game.to_json() == before and state.history() == []


def test_action_strings_are_worded_in_the_chosen_locale() -> None:
    state = pyspiel.load_game("regla", {"players": 2, "seed": 3, "locale": "ko"}).new_initial_state()
    decision = actor(state.game)
    korean = regla.describe(state.game, decision, locale="ko").options[0].label
    assert korean != regla.describe(state.game, decision, locale="en").options[0].label
    assert state.action_to_string(state.current_player(), 0).startswith(korean)
    environment = env(players=2, locale="ko")
    environment.reset(seed=3)
    info = environment.infos[environment.agent_selection]
    assert info["action_texts"][0].startswith(korean)


def test_openspiel_mcts_and_random_play_a_whole_game() -> None:
    game = pyspiel.load_game("regla", {"players": 2})
    rng = np.random.RandomState(4)
    bots = [mcts.MCTSBot(game, 2, 2, mcts.RandomRolloutEvaluator(1, rng), random_state=rng),
            uniform_random.UniformRandomBot(1, rng)]
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probabilities)))
        else:
            state.apply_action(bots[state.current_player()].step(state))
            moves += 1
    assert moves > 50
    returns = state.returns()
    assert sum(returns) == pytest.approx(1.0)
    assert [p for p, r in zip(state.game.players, returns, strict=True) if r > 0] == state.game.winners


def test_clones_are_independent() -> None:
    state = pyspiel.load_game("regla", {"players": 2, "seed": 1}).new_initial_state()
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert copy.game.to_json() != state.game.to_json()
    assert state.game.to_json() == regla.new_game(players=2, seed=1).to_json()


@pytest.mark.parametrize("name", ["regla_el_grande", "regla_jalgeurak"])
def test_openspiels_own_random_simulation_test_passes_serializing_every_state(name: str) -> None:
    game = pyspiel.load_game(name, {"players": 2})
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    state = game.new_initial_state()
    state.apply_action(7)  # the deal
    for _ in range(12):
        state.apply_action(state.legal_actions()[-1])
    for again in (pickle.loads(pickle.dumps(state)),
                  pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))[1]):
        assert again.history() == state.history() and str(again) == str(state)
        assert again.information_state_string(1) == state.information_state_string(1)


def test_a_secret_answer_is_hidden_from_the_players_after_it() -> None:
    seed, actions = secret_node(3)
    game = pyspiel.load_game("regla", {"players": 3, "seed": seed})
    seen = set()
    for option in range(2):
        state = game.new_initial_state()
        for action in actions:
            state.apply_action(action)
        first = actor(state.game)
        first_seat = state.current_player()
        state.apply_action(option)
        second = state.current_player()
        assert second != first_seat and actor(state.game).secret and first.secret
        seen.add((state.information_state_string(second), state.observation_string(second),
                  tuple(state.observation_tensor(second))))
    assert len(seen) == 1


# -- PettingZoo -------------------------------------------------------------------------------------
def test_pettingzoo_api_and_seed_tests_pass() -> None:
    pettingzoo_test.api_test(env(players=3), num_cycles=200)
    pettingzoo_test.seed_test(lambda: env(players=2), num_cycles=100)


def test_pettingzoo_calls_before_reset_say_reset_comes_first() -> None:
    # PettingZoo's own order check, as its environments' env() applies it
    environment = env(players=3)
    with pytest.raises(AssertionError, match=r"reset\(\) needs to be called before step"):
        environment.step(0)
    with pytest.raises(AttributeError, match="agent_selection cannot be accessed before reset"):
        environment.last()
    with pytest.raises(AssertionError, match=r"reset\(\) needs to be called before observe"):
        environment.observe("red")
    environment.reset(seed=2)
    assert environment.last()[0]["action_mask"].any()


def test_an_unknown_pettingzoo_agent_is_a_user_error_naming_the_agents() -> None:
    environment = env(players=3)
    environment.reset(seed=2)
    for ask in (environment.action_space, environment.observation_space, environment.observe):
        with pytest.raises(regla.UserError, match=r"^unknown agent 'purple' \(agents: red, blue, yellow\)$"):
            ask("purple")


@pytest.mark.parametrize("players", [0, -1, 6])
def test_a_pettingzoo_player_count_the_game_does_not_take_is_refused(players: int) -> None:
    with pytest.raises(regla.UserError, match=f"^El Grande takes 2 to 5 players, not {players}$"):
        env(players=players)
    assert env().possible_agents == ["red", "blue"]


def test_a_pettingzoo_game_runs_to_the_end_with_masked_actions() -> None:
    environment = env(players=4)
    environment.reset(seed=11)
    rewards = dict.fromkeys(environment.possible_agents, 0.0)
    for agent in environment.agent_iter():
        observation, reward, termination, truncation, info = environment.last()
        rewards[agent] += reward
        if termination or truncation:
            environment.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        assert len(legal) == len(info["action_labels"]) == len(info["action_texts"])
        environment.step(int(environment.action_space(agent).sample(observation["action_mask"])))
    assert sum(rewards.values()) == pytest.approx(1.0)
    assert not environment.agents


def test_a_pettingzoo_action_must_be_a_whole_number_among_the_legal_ones() -> None:
    environment = env(players=2)
    environment.reset(seed=4)
    before = environment.game.to_json() if environment.game else None
    for action in (1.7, True, "1", -1, None, 10**6):
        with pytest.raises(ValueError, match="not one of the"):
            environment.step(action)
    assert environment.game is not None and environment.game.to_json() == before
    environment.step(np.int64(1))
    assert environment.game.to_json() != before


def test_a_pettingzoo_seed_may_be_a_numpy_integer_and_deals_as_the_same_int() -> None:
    games = []
    for seed in (np.int64(5), 5, np.uint32(5)):
        environment = env(players=3)
        environment.reset(seed=seed)
        assert environment.game is not None
        games.append(environment.game.to_json())
    assert len(set(games)) == 1
    with pytest.raises(regla.UserError, match="seed must be an integer"):
        env(players=3).reset(seed=5.0)  # type: ignore[arg-type]


def test_pettingzoo_observations_hide_a_secret_answer() -> None:
    seed, actions = secret_node(3)
    observed = set()
    for option in range(2):
        environment = env(players=3)
        environment.reset(seed=seed)
        for action in actions:
            environment.step(action)
        first = environment.agent_selection
        environment.step(option)
        second = environment.agent_selection
        assert second != first
        observed.add(environment.observe(second)["observation"].tobytes())
    assert len(observed) == 1


@pytest.mark.parametrize(("name", "params", "key", "names"), [
    ("regla_el_grande", {"players": 3}, "house_rules", ["no-veto", "open-castillo"]),
    ("regla_jalgeurak", {"players": 2, "chance_seeds": 4}, "variants",
     ["jalgeurak-random-persons", "jalgeurak-mixed-buildings"]),
])
def test_two_variants_or_house_rules_survive_openspiels_game_string(name: str, params: dict[str, Any], key: str,
                                                                     names: list[str]) -> None:
    # the comma ends a parameter in OpenSpiel's game string: the names are joined with ";"
    game = pyspiel.load_game(name, {**params, key: ";".join(names)})
    assert f"{key}={';'.join(names)}" in str(game).replace(")", ",").split(",")
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game) and again.get_parameters() == game.get_parameters()
    state = again.new_initial_state()
    state.apply_action(1)  # the deal
    assert state.game.state["setup"][key] == names
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    _, restored = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert restored.game.to_json() == state.game.to_json()


def test_a_list_given_with_commas_in_a_dict_is_held_with_the_separator_openspiel_reads_back() -> None:
    game = pyspiel.load_game("regla", {"players": 3, "house_rules": "no-veto, open-castillo"})
    assert game.get_parameters()["house_rules"] == "no-veto;open-castillo"
    assert pyspiel.load_game(str(game)).get_parameters() == game.get_parameters()


def test_every_action_of_the_space_has_a_string_and_a_negative_one_is_refused() -> None:
    game = pyspiel.load_game("regla", {"players": 3, "seed": 1})
    state = game.new_initial_state()
    player, options = state.current_player(), len(state.legal_actions())
    assert options < game.num_distinct_actions()
    last = state.action_to_string(player, options - 1)
    texts = [state.action_to_string(player, a) for a in range(game.num_distinct_actions())]
    assert texts[options - 1] == last and len(set(texts)) == len(texts)
    assert texts[options] == f"action {options}: not an option now ({actor(state.game).kind})"
    for outside in (-1, -options, game.num_distinct_actions()):
        with pytest.raises(ValueError, match=rf"action {outside} is outside the action space \(0 to "
                                             rf"{game.num_distinct_actions() - 1}\)"):
            state.action_to_string(player, outside)
    chance = pyspiel.load_game("regla", {"players": 3, "chance_seeds": 8}).new_initial_state()
    assert chance.action_to_string(pyspiel.PlayerId.CHANCE, 7) == "seed 7"
    with pytest.raises(ValueError, match=r"action -1 is outside the seeds \(0 to 7\)"):
        chance.action_to_string(pyspiel.PlayerId.CHANCE, -1)


def test_an_action_not_an_option_now_is_named_in_the_chosen_locale() -> None:
    state = pyspiel.load_game("regla", {"players": 3, "seed": 1, "locale": "ko"}).new_initial_state()
    options = len(state.legal_actions())
    text = state.action_to_string(state.current_player(), options)
    assert text == f"행동 {options}: 지금은 선택지가 아닙니다 (power-card)"


def test_openspiel_max_actions_below_zero_is_refused_when_the_game_is_loaded() -> None:
    message = r"max_actions must be 0 \(the ruleset's own bound\) or a whole number from 1 to 2147483647, not -5$"
    with pytest.raises(regla.UserError, match=message):
        pyspiel.load_game("regla", {"players": 3, "max_actions": -5})
    with pytest.raises(regla.UserError, match=message):
        pyspiel.load_game("regla(players=3,max_actions=-5)")
    assert pyspiel.load_game("regla", {"players": 3, "max_actions": 200}).num_distinct_actions() == 200


def test_openspiel_chance_seeds_must_be_positive_and_only_they_are_dealt() -> None:
    for bad in (0, -3):
        with pytest.raises(regla.UserError, match="chance_seeds must be a whole number from 1 to 2147483647"):
            pyspiel.load_game("regla", {"chance_seeds": bad})
    state = pyspiel.load_game("regla", {"chance_seeds": 8}).new_initial_state()
    assert state.is_chance_node() and [a for a, _ in state.chance_outcomes()] == list(range(8))
    for illegal in (8, 5000, -7):
        with pytest.raises(ValueError, match="not one of the 8 seeds"):
            state.apply_action(illegal)
    state.apply_action(7)
    assert not state.is_chance_node()


def test_openspiel_a_parameter_too_large_for_openspiel_is_refused_naming_it_and_its_bound() -> None:
    # OpenSpiel's own conversion of such a value fails before the game is made, naming nothing
    for name in ("regla", "regla_jalgeurak"):
        with pytest.raises(regla.UserError, match=r"chance_seeds must be a whole number from 1 to 2147483647, "
                                                  r"not 1099511627776$"):
            pyspiel.load_game(name, {"chance_seeds": 2 ** 40})
    with pytest.raises(regla.UserError, match=r"seed must be from -2147483648 to 2147483647, not 2147483648$"):
        pyspiel.load_game("regla", {"seed": 2 ** 31})
    largest = pyspiel.load_game("regla", {"chance_seeds": 2 ** 31 - 1})
    assert largest.max_chance_outcomes() == 2 ** 31 - 1
    assert pyspiel.load_game("regla", {"seed": 2 ** 31 - 1}).new_initial_state().is_chance_node() is False


def _power_card_game(blue_card_index: int) -> tuple[Any, Any]:
    """A 3-player game (fixed deal) played the same way but for which power card blue openly plays
    first: the state just after that play, and the state when the second round's first card is asked."""
    game = pyspiel.load_game("regla", {"players": 3, "seed": 11})
    state = game.new_initial_state()
    rnd = random.Random(5)
    after_play = None
    while True:
        decision = actor(state.game)
        round_ = state.game.state["vars"]["round"]
        if decision.kind == "power-card" and round_ == 2:
            return after_play, state
        if decision.kind == "power-card" and decision.player == "blue" and after_play is None:
            state.apply_action(blue_card_index)
            after_play = state.clone()
            continue
        actions = state.legal_actions()
        state.apply_action(actions[rnd.randrange(len(actions))])


def test_an_information_state_remembers_the_moves_others_made_in_the_open() -> None:
    # perfect recall: red saw blue play one card or another, though the round's plays are cleared since
    first, second = _power_card_game(0), _power_card_game(1)
    red = 0
    assert first[0].information_state_string(red) != second[0].information_state_string(red)
    assert first[1].information_state_string(red) != second[1].information_state_string(red)


def at_a_power_card_taken_back() -> tuple[Any, Any]:
    """A 3-player OpenSpiel game played at random up to a player taking back one of several power cards,
    in private: the game and the state."""
    game = pyspiel.load_game("regla", {"players": 3, "seed": 7})
    state = game.new_initial_state()
    rnd = random.Random(7)
    while not (actor(state.game) and actor(state.game).kind == "power-back" and len(actor(state.game).options) > 1):
        actions = state.legal_actions()
        state.apply_action(actions[rnd.randrange(len(actions))])
    return game, state


def test_a_private_answer_stays_out_of_the_other_players_information_states() -> None:
    _, state = at_a_power_card_taken_back()
    chooser = state.current_player()
    strings = []
    for action in (0, 1):
        twin = state.clone()
        twin.apply_action(action)
        strings.append([twin.information_state_string(p) for p in range(3)])
    assert strings[0][chooser] != strings[1][chooser]
    assert all(strings[0][p] == strings[1][p] for p in range(3) if p != chooser)


@pytest.mark.parametrize("recall", [False, True])
def test_a_public_observer_sees_no_players_hand_and_the_same_for_every_player(recall: bool) -> None:
    game, state = at_a_power_card_taken_back()
    public = game.make_py_observer(pyspiel.IIGObservationType(
        perfect_recall=recall, public_info=True, private_info=pyspiel.PrivateInfoType.NONE))
    private = game.make_py_observer(pyspiel.IIGObservationType(
        perfect_recall=recall, public_info=True, private_info=pyspiel.PrivateInfoType.SINGLE_PLAYER))
    told = []
    for action in (0, 1):
        twin = state.clone()
        twin.apply_action(action)
        for player in range(3):
            public.set_from(twin, player)
            told.append((public.string_from(twin, player), tuple(public.tensor)))
        # the player's own observer holds their hand; the public one holds nobody's
        hand = twin.game.state["vars"]["hand"]["red"]
        assert f'"red":{json_list(hand)}' in private.string_from(twin, 0)
        assert f'"red":{json_list(hand)}' not in public.string_from(twin, 0)
    # the same whichever player it is asked for, and whichever card was taken back in private
    assert len(set(told)) == 1


def json_list(items: list[Any]) -> str:
    return "[" + ",".join(str(i) for i in items) + "]"
