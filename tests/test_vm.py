"""A tiny second game, written here, run by the same core: no El Grande needed, no core change.

It also checks the VM's safety net: a runaway program stops with an error naming its card.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import regla
from regla.data.ruleset import load_ruleset
from regla.errors import StepBudgetExceeded

BOARD = """
id: tug
pieces: {name: stone, plural: stones, per_player: 6, start_zone: hand}
zones: [{id: hand, name: hand}]
areas:
  - {id: left, name: Left, tags: [field], values: [3, 1], adjacent: [right]}
  - {id: right, name: Right, tags: [field], values: [2, 1], adjacent: [left]}
"""
CARDS = """
decks: [{id: only, name: Only, props: {place: 1}}]
cards:
  - id: push
    deck: only
    copies: 3
    name: Push
    special: [{move: {from: {zones: [hand]}, to: {tags: [field]}, count: 2}}]
  - id: spin
    deck: only
    name: Spin
    special: [{while: {cond: "True", do: [{let: {turning: 1}}]}}]
"""
TEXTS = """
specials:
  - does: [{move: {from: {zones: [hand]}, to: {tags: [field]}, count: 2}}]
    one: Put up to {count} stone on the field.
    other: Put up to {count} stones on the field.
  - does: [{while: {cond: "True", do: [{let: {turning: 1}}]}}]
    one: Spin forever.
"""


def two_player_game(game_id: str, name: str, rest: str) -> str:
    """A game.yaml of two players on this file's board, cards and texts, ``rest`` giving its variables
    and programs."""
    return (f"id: {game_id}\nname: {name}\nboard: board.yaml\ncards: [cards.yaml]\ntexts: [texts.yaml]\n"
            f"colours: [white, black]\nmin_players: 2\nmax_players: 2\n{rest}")


GAME = two_player_game("tug", "Tug", """vars: {turns: 0}
entry: main
blocks:
  main:
    - build_decks: {}
    - while:
        cond: "turns < 4"
        do:
          - for_each:
              items: players
              as: me
              do:
                - reveal: {}
                - take_card: {as: card}
                - if: {cond: "card is not None", then: [{run_card: {card: card}}]}
          - set: {turns: turns + 1}
    - score: {areas: "areas('field')"}
    - end_game: {}
""")


def write_game(tmp_path: Path, cards: str = CARDS) -> Path:
    for name, text in {"board.yaml": BOARD, "cards.yaml": cards, "texts.yaml": TEXTS, "game.yaml": GAME}.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path / "game.yaml"


def test_core_plays_a_game_it_has_never_seen(tmp_path: Path) -> None:
    peaceful = CARDS.split("  - id: spin")[0]
    ruleset = load_ruleset(write_game(tmp_path, peaceful))
    game = regla.Game.start(ruleset, ["white", "black"], 3, {})
    rnd = random.Random(0)
    while not game.is_over:
        decision = game.pending[0]
        assert decision.kind in ("move-to",)
        game.apply(decision.player, rnd.choice(decision.options))
    placed = {p: sum(game.state["pieces"][a].get(p, 0) for a in ("left", "right")) for p in game.players}
    assert sum(placed.values()) > 0
    assert sum(game.scores.values()) > 0


def test_a_runaway_card_is_stopped_and_named(tmp_path: Path) -> None:
    ruleset = load_ruleset(write_game(tmp_path))
    with pytest.raises(StepBudgetExceeded, match=r"cards\.yaml:\d+:\d+: card 'spin': more than"):
        for seed in range(40):
            game = regla.Game.start(ruleset, ["white", "black"], seed, {})
            rnd = random.Random(seed)
            while not game.is_over:
                decision = game.pending[0]
                game.apply(decision.player, rnd.choice(decision.options))


MIDWAY = GAME.split("vars:")[0] + """vars: {x: 0}
entry: main
blocks:
  main:
    - let: {a: 1}
    - choose: {player: "players[0]", kind: pick, options: "[1, 2]", as: c}
    - set: {x: c}
    - if:
        cond: "c == 2"
        then:
          - set: {x: 2}
          - set: {x: "a // (c - c)"}
    - end_game: {}
"""


@pytest.mark.parametrize("saved", [False, True])
def test_a_block_picks_up_mid_way_and_a_failure_names_its_own_instruction(tmp_path: Path, saved: bool) -> None:
    # blocks run as compiled functions from the frame's position: after a decision in the middle of a
    # block (and after a save and load there) the rest runs, and an error names the line it is on
    path = write_game(tmp_path)
    path.write_text(MIDWAY, encoding="utf-8")
    ruleset = load_ruleset(path)
    game = regla.Game.start(ruleset, ["white", "black"], 1, {})
    if saved:
        game = regla.Game.from_json(ruleset, game.to_json())
    fails_midway_and_plays_on(game, path)


def fails_midway_and_plays_on(game: regla.Game, path: Path) -> None:
    """The MIDWAY game, answered 2, fails naming its division's line and is left as it was; answered 1,
    it ends."""
    before = game.to_json()
    with pytest.raises(regla.ProgramError) as failed:
        game.apply("white", 2)
    [problem] = failed.value.problems
    assert (problem.path, problem.line) == (str(path), MIDWAY.splitlines().index(
        '          - set: {x: "a // (c - c)"}') + 1)
    assert "a division by zero (ZeroDivisionError)" in str(problem)
    assert game.to_json() == before
    game.apply("white", 1)
    assert game.is_over and game.state["vars"]["x"] == 1


def test_a_game_whose_program_runs_to_its_end_is_over_and_its_save_loads(tmp_path: Path) -> None:
    game_file = write_game(tmp_path)
    # no end_game: the entry block simply ends after one answer each
    game_file.write_text(two_player_game("short", "Short", """entry: main
blocks:
  main:
    - for_each:
        items: players
        as: p
        do: [{choose: {player: p, kind: pick, options: "[1, 2]", as: got}}]
"""), encoding="utf-8")
    ruleset = load_ruleset(game_file)
    game = regla.Game.start(ruleset, ["white", "black"], 3, {})
    game.apply("white", 1)
    assert not game.is_over
    game.apply("black", 2)
    assert game.is_over and game.pending == []
    assert regla.Game.from_json(ruleset, game.to_json()).is_over


def test_a_save_missing_its_entry_blocks_frame_is_refused() -> None:
    state = json.loads(regla.new_game(players=3, seed=1).to_json())
    del state["stack"][0]
    with pytest.raises(regla.UserError, match=r"stack\.0: a game in progress runs its entry block 'main' there"):
        regla.load_game(json.dumps(state))


def test_a_program_may_not_log_an_event_under_a_name_the_engine_uses(tmp_path: Path) -> None:
    game_file = write_game(tmp_path)
    text = two_player_game("noisy", "Noisy", """entry: main
blocks:
  main:
    - log: {event: move, data: {n: 1}}
    - end_game: {}
""")
    game_file.write_text(text, encoding="utf-8")
    with pytest.raises(regla.DataError) as caught:
        load_ruleset(game_file)
    line = text.splitlines().index("    - log: {event: move, data: {n: 1}}") + 1
    assert [str(p) for p in caught.value.problems] == [
        f"{game_file}:{line}:13: blocks.main.0.log.event: 'move' is an event the engine logs itself: give the "
        "program's event another name"]
