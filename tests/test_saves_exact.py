"""A save is the whole game: read back without replaying its moves, it plays on exactly as the game it
was saved from, because a program's lists and mappings are values, each held in one place of the state."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import regla
from regla.engine.saveshape import SAVE_SCHEMA

ROYAL_INTRIGUE = str(Path(__file__).parent.parent / "examples" / "mods" / "royal-intrigue")
SETUPS: list[tuple[str | None, int, regla.Selection]] = [
    *((None, players, regla.Selection(edition)) for players in (2, 5) for edition in ("classic", "big-box")),
    (None, 4, regla.Selection(house_rules=("king-disc-repick", "open-castillo"))),
    (None, 3, regla.Selection(variants=("six-rounds",))),
    (None, 4, regla.Selection(mods=(ROYAL_INTRIGUE,))),
    ("jalgeurak", 3, regla.Selection()),
    ("jalgeurak", 4, regla.Selection(variants=("jalgeurak-mixed-buildings", "jalgeurak-random-persons"))),
]


def answer_at_random(game: regla.Game, rng: random.Random) -> None:
    decision = game.pending[rng.randrange(len(game.pending))]
    game.apply(decision.player, rng.choice(decision.options))


def held_twice(state: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Paths of lists and mappings reached a second time, apart from pending decisions' options: an
    option may also be where the program that offered it keeps it, and is copied when it is answered."""
    seen: dict[int, tuple[Any, ...]] = {}
    twice = []

    def walk(value: Any, path: tuple[Any, ...]) -> None:
        if type(value) not in (list, dict):
            return
        if id(value) in seen:
            twice.append((seen[id(value)], path))
            return
        seen[id(value)] = path
        for key, item in value.items() if type(value) is dict else enumerate(value):
            walk(item, (*path, key))

    walk({k: v for k, v in state.items() if k != "pending"}, ())
    for i, decision in enumerate(state["pending"]):
        walk(decision["context"], ("pending", i, "context"))
    return twice


@pytest.mark.parametrize(("game_id", "players", "selection"), SETUPS)
def test_a_game_read_back_from_its_save_plays_on_exactly_as_the_one_saved(
        game_id: str | None, players: int, selection: regla.Selection) -> None:
    for seed in (1, 2):
        game = regla.new_game(game_id, players, seed, selection)
        rng = random.Random(seed)
        files = regla.Files(mods=selection.mods)
        # three positions of the game, each read back and played on beside the original to the end
        stops = sorted(rng.sample(range(1, 100), 3))
        copies: list[regla.Game] = []
        decisions = 0
        while not game.is_over:
            if stops and decisions == stops[0]:
                stops.pop(0)
                copies.append(regla.load_game(game.to_json(), files=files))
            answer_at_random(game, rng)
            decisions += 1
        assert len(copies) == 3 and all(again.state != game.state for again in copies)
        # the copies, answered as the original was from where they were saved, end where it ended
        for again in copies:
            for player, _, choice in game.state["history"][len(again.state["history"]):]:
                again.apply(player, choice)
            assert again.to_json() == game.to_json()


@pytest.mark.parametrize(("game_id", "players", "selection"), SETUPS)
def test_no_list_or_mapping_is_held_in_two_places_of_a_state(
        game_id: str | None, players: int, selection: regla.Selection) -> None:
    game = regla.new_game(game_id, players, 7, selection)
    rng = random.Random(7)
    while not game.is_over:
        assert held_twice(game.state) == []
        answer_at_random(game, rng)
    assert held_twice(game.state) == []


MISFITS: list[Any] = [None, True, -1, 0, 2 ** 64, 1.5, "", "x", [], [1], {}, {"a": 1}]


def paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if type(value) is dict:
        for key, item in value.items():
            found += paths(item, (*path, key))
    elif type(value) is list:
        for i, item in enumerate(value[:3]):
            found += paths(item, (*path, i))
    return found


def test_every_save_the_published_shape_refuses_is_refused() -> None:
    # load_game checks a save's shape directly, many times faster than the schema's validator; it must
    # never let through what the schema refuses
    game = regla.new_game(players=3, seed=5)
    rng = random.Random(5)
    for _ in range(60):
        answer_at_random(game, rng)
    sound = json.loads(game.to_json())
    validator = jsonschema.Draft202012Validator(SAVE_SCHEMA)
    refused = 0
    for path in paths(sound)[1:]:
        for misfit in [*rng.sample(MISFITS, 4), "remove"]:
            state = json.loads(game.to_json())
            *above, last = path
            holder = state
            for key in above:
                holder = holder[key]
            if misfit == "remove":
                if type(holder) is not dict:
                    continue
                del holder[last]
            else:
                holder[last] = misfit
            if next(validator.iter_errors(state), None) is None:
                continue
            refused += 1
            with pytest.raises(regla.UserError):
                regla.load_game(json.dumps(state))
    assert refused > 300


def test_a_game_made_from_a_state_gets_a_state_of_its_own() -> None:
    game = regla.new_game(players=3, seed=2)
    again = regla.Game.from_state(game.ruleset, game.state)
    assert again.state == game.state and again.state["vars"] is not game.state["vars"]
    decision = again.pending[0]
    again.apply(decision.player, decision.options[0])
    assert game.state["stats"]["decisions"] == 0
    with pytest.raises(regla.UserError, match="not plain JSON data"):
        regla.Game.from_state(game.ruleset, {**game.state, "vars": {"seen": {1, 2}}})


def test_a_record_or_the_history_handed_out_is_a_copy_and_a_save_may_be_bytes() -> None:
    game = regla.new_game("jalgeurak", 2, 7)
    rng = random.Random(1)
    while not any(type(answer.choice) is list for answer in game.history):
        answer_at_random(game, rng)
    saved = game.to_json()
    record = game.record()
    del record["setup"]["seed"]
    for answer in game.history:
        if type(answer.choice) is list:
            answer.choice.append("edited")
    assert game.to_json() == saved
    steps = list(regla.replay(saved.encode()))
    assert steps[-1].game.to_json() == saved
