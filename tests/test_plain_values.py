"""Values the programs store are plain JSON, and the checks the compiler proves needless stay right.

Storing a value checks it (a tuple or a read-only mapping of the rules would make a game that does not
reload the same). The compiler skips that check where an expression can only give plain values: built
from constants, from variables, and from functions marked as giving plain values (``gives``). These
tests hold the marks to what the functions really return, in real games of both games; and a value
bound to a variable, stored by an op or answered is the variable's own, so a game read back from its
save plays on exactly as the one saved.
"""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path
from typing import Any

import pytest
import regla
from regla.data.ruleset import load_ruleset
from regla.engine.bounds import measure
from regla.engine.closures import NEW, OF_ARGUMENTS, PLAIN, SIZED
from regla.engine.functions import FUNCTIONS
from regla.engine.values import is_stored
from test_hostile_expressions import mini_game
from test_vm import GAME, write_game


class CheckedFunctions:
    """Every built-in function wrapped, with the same mark, checking each value it gives. A plugin may not
    replace regla's own functions, so the wrapped ones take their places for the test; this object is
    passed as a plugin of no hooks all the same, so that the games' ruleset is compiled anew, with them."""

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.calls: dict[str, int] = {}

    def _checked(self, name: str, fn: Any) -> Any:
        @functools.wraps(fn)
        def call(vm: Any, *args: Any, **kwargs: Any) -> Any:
            value = fn(vm, *args, **kwargs)
            self.calls[name] = self.calls.get(name, 0) + 1
            arguments_plain = all(is_stored(a) for a in [*args, *kwargs.values()])
            if (fn.gives != OF_ARGUMENTS or arguments_plain) and not is_stored(value):
                self.wrong.append(f"{name}{args!r} gave {value!r}")
            if fn.gives == SIZED:
                # stored as it is, unmeasured: it must be within the limits of a stored value
                measure(value)
            if fn.gives in (NEW, SIZED) and type(value) in (list, dict):
                inside = _containers(value)
                held = {*_containers(vm.state), *_containers([args, kwargs])}
                if len(set(inside)) < len(inside) or not held.isdisjoint(inside):
                    self.wrong.append(f"{name}{args!r} gave a value held elsewhere too, or holding a part twice")
            return value

        return call

    def install(self, monkeypatch: pytest.MonkeyPatch) -> None:
        for name, fn in list(FUNCTIONS.items()):
            monkeypatch.setitem(FUNCTIONS, name, self._checked(name, fn))


def _containers(value: Any) -> list[int]:
    """The identities of the lists and mappings ``value`` holds at every level, itself included."""
    found: list[int] = []
    todo = [value]
    while todo:
        item = todo.pop()
        if type(item) in (list, tuple, dict):
            if type(item) is not tuple:
                found.append(id(item))
            todo.extend(item.values() if type(item) is dict else item)
    return found


def test_every_built_in_function_says_what_it_gives() -> None:
    unmarked = [name for name, fn in FUNCTIONS.items()
                if getattr(fn, "gives", None) not in (PLAIN, NEW, SIZED, OF_ARGUMENTS)]
    assert unmarked == []


@pytest.mark.parametrize(("game", "players", "edition"), [
    ("el-grande", 4, "classic"), ("el-grande", 5, "big-box"), ("el-grande", 2, "classic"),
    ("jalgeurak", 3, None), ("jalgeurak", 4, None),
])
def test_marked_functions_give_plain_values_and_the_state_stays_plain(game: str, players: int, edition: str | None,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    checked = CheckedFunctions()
    checked.install(monkeypatch)
    selection = regla.Selection(edition=edition) if edition else None
    for seed in range(6):
        played = regla.new_game(game, players, seed, selection, extra_plugins=(("checked", checked),))
        rnd = random.Random(seed)
        while not played.is_over:
            assert is_stored(played.state), f"seed {seed}: the state holds a value that is not plain JSON"
            decision = played.pending[0]
            played.apply(decision.player, rnd.choice(decision.options), atomic=False)
        assert is_stored(played.state)
    assert checked.wrong == []
    # the wrapped functions were the ones the games ran
    assert sum(checked.calls.values()) > 1000


LITERAL = GAME.split("vars:")[0] + """vars: {seen: []}
entry: main
blocks:
  main:
    - for_each:
        items: "[1, 2, 3]"
        as: i
        do:
          - let: {box: [0, 0], named: {first: 0}}
          - set: {seen: "seen + [box[0], named['first']]"}
          - set_item: {var: box, key: 0, value: i}
          - set_item: {var: named, key: "'first'", value: i}
    - end_game: {}
"""


def test_a_list_or_mapping_written_in_the_rules_is_fresh_at_every_use(tmp_path: Path) -> None:
    # a program that changes the list a constant gave it must not change the constant: the next use,
    # in this game or in the next one on the same ruleset, starts from what the rules say
    path = write_game(tmp_path)
    path.write_text(LITERAL, encoding="utf-8")
    ruleset = load_ruleset(path)
    for seed in (1, 2):
        game = regla.Game.start(ruleset, ["white", "black"], seed, {})
        assert game.is_over
        assert game.state["vars"]["seen"] == [0, 0, 0, 0, 0, 0]


SHARED = GAME.split("vars:")[0] + """vars: {x: 0}
entry: main
blocks:
  main:
    - let: {box: "[[0]]"}
    - let: {inner: "box[0]"}
    - choose: {player: "players[0]", kind: pick, options: "[1, 2]", as: c}
    - set_item: {var: inner, key: 0, value: c}
    - set: {x: "box[0][0]"}
    - end_game: {}
"""


def test_a_variable_bound_to_part_of_another_holds_a_copy_in_play_after_a_load_and_in_a_clone(
        tmp_path: Path) -> None:
    # `inner` is bound to a part of `box`, then changed: `box` stays as it was. A save holds each value
    # once, so the game read back from it is the same game and plays on as the original does
    path = write_game(tmp_path)
    path.write_text(SHARED, encoding="utf-8")
    ruleset = load_ruleset(path)
    live = regla.Game.start(ruleset, ["white", "black"], 1, {})
    games = [live, regla.Game.from_json(ruleset, live.to_json()), regla.Game.from_state(
        ruleset, json.loads(live.to_json())), live.clone()]
    for game in games:
        game.apply("white", 2)
    assert [game.state["vars"]["x"] for game in games] == [0, 0, 0, 0]


HEAD = GAME.split("vars:")[0]


def program(variables: str, *steps: str) -> str:
    """A game of ``variables`` whose main block runs ``steps``, asks once more (so that the game goes on
    after them) and ends."""
    lines = "".join(f"    - {step}\n" for step in [*steps, ASK_AGAIN, "end_game: {}"])
    return f"vars: {variables}\nentry: main\nblocks:\n  main:\n{lines}"


PICK = 'choose: {player: "players[0]", kind: pick, options: "[1, 2]", as: c}'
ASK_AGAIN = PICK.replace("as: c", "as: d")
ALIASING = {
    "an item moved between lists": program(
        "{hand: {white: [[0]], black: []}, pile: {white: [], black: []}}",
        'let: {box: "[0]"}',
        'move_item: {player: "\'white\'", item: box, from: hand, to: pile}',
        PICK,
        'set_item: {var: box, key: 0, value: c}',
    ),
    "one list held twice in a value": program(
        "{hand: {}, pile: {white: [], black: []}}",
        'let: {l: "[1, 2]"}',
        'set: {hand: "{\'white\': l, \'black\': l}"}',
        PICK,
        'move_item: {player: "\'white\'", item: c, from: hand, to: pile}',
    ),
    "a list repeated": program(
        "{rows: []}",
        'set: {rows: "[[0]] * 2"}',
        PICK,
        'let: {first: "rows[0]"}',
        'set_item: {var: rows, key: 0, value: "[c]"}',
        'set_item: {var: rows, key: 1, value: "rows[1] + [c]"}',
    ),
    "a kept card's moment and a score's place": program(
        "{x: 0}",
        'let: {box: "[0]", spot: "[\'left\']"}',
        'keep_card: {player: "\'white\'", card: "\'push\'", until: box}',
        'add_score: {player: "\'white\'", points: 1, at: spot}',
        PICK,
        'set_item: {var: box, key: 0, value: c}',
        'set_item: {var: spot, key: 0, value: "\'right\'"}',
    ),
    "an option built of locals, changed after it was answered": program(
        "{out: 0}",
        'let: {row: "[1]", other: "[2]"}',
        'choose: {player: "players[0]", kind: pick, options: "[row, other]", as: c}',
        'set_item: {var: row, key: 0, value: 99}',
        'set: {out: c}',
    ),
    "a loop's item changed by its body, asked in between": program(
        "{out: []}",
        'let: {rows: "[[0], [1]]"}',
        'for_each: {items: rows, as: row, do: [{choose: {player: "players[0]", kind: pick, options: "[1, 2]", '
        'as: c}}, {set_item: {var: row, key: 0, value: c}}, {set: {out: "out + [row[0], rows[0][0]]"}}]}',
        'for_each: {items: "[[5], [6]]", as: row, do: [' + PICK.join("{}") + ', {set_item: {var: row, key: 0, '
        'value: c}}, {set: {out: "out + row"}}]}',
    ),
    "an option answered": program(
        "{x: 0}",
        'let: {opts: "[[0], [1]]"}',
        'choose: {player: "players[0]", kind: pick, options: opts, as: c}',
        'set_item: {var: c, key: 0, value: 5}',
        'set: {x: "opts[0][0] + opts[1][0]"}',
    ),
}


@pytest.mark.parametrize("case", list(ALIASING))
def test_a_game_read_back_or_cloned_plays_on_as_the_original_however_its_program_binds_values(
        tmp_path: Path, case: str) -> None:
    path = write_game(tmp_path)
    path.write_text(HEAD + ALIASING[case], encoding="utf-8")
    ruleset = load_ruleset(path)
    live = regla.Game.start(ruleset, ["white", "black"], 1, {})
    games = [live, regla.Game.from_json(ruleset, live.to_json()), live.clone()]
    while not live.is_over:
        choice = live.pending[0].options[-1]
        for game in games:
            game.apply("white", choice)
        assert {game.to_json() for game in games} == {live.to_json()}
    # the answers recorded are the ones given: played again, they lead to the same game
    assert regla.Game.from_json(ruleset, live.to_json(), check_moves=True).to_json() == live.to_json()


@pytest.mark.parametrize(("program", "problem"), [
    ("- add_score: {player: \"'white'\", points: 1, floor: \"1.5\"}", "a score is a whole number, not 1.5"),
    ("- keep_card: {player: \"'white'\", card: \"'joker'\", until: 1}", "'joker' is not a card of the game"),
    ("- place_token: {token: \"'crown'\", at: null}", "'crown' is not a token of the game"),
    ("- transfer: {player: \"'white'\", from: \"'hand'\", to: \"'left'\", count: \"1.5\"}", "cannot move 1.5"),
    ("- move: {chooser: \"players[0]\", owners: \"[players[0]]\", from: {zones: [hand]}, "
     "to: {areas: \"['mo' + 'on']\"}}", "'moon' is not an area of the board"),
    ("- choose: {player: \"'nobody'\", kind: pick, options: \"[1, 2]\", as: c}", "'nobody' does not play"),
    ("- secret_choice: {players: \"[players[0], players[0]]\", kind: pick, options: \"[1, 2]\", as: c}",
     "asked once each of players of the game"),
    ("- secret_choice: {players: \"[1, 2]\", kind: pick, options: \"[1]\", as: c}", "key must be a string"),
    ("- while: {cond: \"True\", do: [{set: {x: \"[x]\"}}]}", "nested more than 64 deep"),
])
def test_an_op_refuses_to_store_what_a_save_could_not_hold(tmp_path: Path, program: str, problem: str) -> None:
    path = write_game(tmp_path)
    path.write_text(HEAD + f"vars: {{x: 0}}\nentry: main\nblocks:\n  main:\n    {program}\n    - end_game: {{}}\n",
                    encoding="utf-8")
    with pytest.raises(regla.ReglaError, match=problem):
        regla.Game.start(load_ruleset(path), ["white", "black"], 1, {})


def test_a_game_with_ids_of_any_length_is_saved_and_read_back(tmp_path: Path) -> None:
    long = "waiting-" + "x" * 230
    path = write_game(tmp_path)
    path.write_text(HEAD + f"""vars: {{x: 0}}
entry: main
blocks:
  main:
    - call: {{block: {long}}}
    - end_game: {{}}
  {long}:
    - choose: {{player: "players[0]", kind: {long}, options: "[1, 2]", as: c}}
""", encoding="utf-8")
    ruleset = load_ruleset(path)
    game = regla.Game.start(ruleset, ["white", "black"], 1, {})
    assert regla.Game.from_json(ruleset, game.to_json()).to_json() == game.to_json()


def test_a_tie_its_tiebreak_values_cannot_break_is_an_error_of_the_program(tmp_path: Path) -> None:
    path = write_game(tmp_path)
    path.write_text(HEAD + """vars: {tiebreak: {white: [1], black: 2}}
entry: main
blocks:
  main:
    - end_game: {}
""", encoding="utf-8")
    game = regla.Game.start(load_ruleset(path), ["white", "black"], 1, {})
    with pytest.raises(regla.ReglaError, match="tiebreak cannot be compared"):
        _ = game.winners


LOGGED = GAME.split("vars:")[0] + """vars: {x: 0}
entry: main
blocks:
  main:
    - let: {hand: "[1]"}
    - log: {event: dealt, data: {hand: hand, first: "hand[0]"}}
    - set_item: {var: hand, key: 0, value: 9}
    - choose: {player: "players[0]", kind: pick, options: "[1, 2]", as: c}
    - end_game: {}
"""


def test_a_log_entry_keeps_what_was_so_when_it_was_written(tmp_path: Path) -> None:
    path = write_game(tmp_path)
    path.write_text(LOGGED, encoding="utf-8")
    game = regla.Game.start(load_ruleset(path), ["white", "black"], 1, {})
    assert game.state["log"][-1] == {"event": "dealt", "hand": [1], "first": 1}


@pytest.mark.parametrize("store", [
    '- let: {x: "props_of([\'c\'] * 4000, \'p\')"}',
    '- set: {x: "props_of([\'c\'] * 4000, \'p\')"}',
    '- set_item: {var: items, key: 0, value: "props_of([\'c\'] * 4000, \'p\')"}',
    '- for_each: {items: "props_of([\'c\'] * 4000, \'p\')", as: i, do: []}',
    "- choose: {player: \"'white'\", kind: pick, options: \"['a', 'b']\", as: y,\n"
    "           context: {many: \"props_of(['c'] * 4000, 'p')\"}}",
])
def test_a_value_a_function_makes_anew_is_still_held_to_the_limits_where_it_is_stored(tmp_path: Path,
                                                                                      store: str) -> None:
    # 4,000 copies of a card's property of three items: 16,000 items, past the 10,000 a stored value may hold
    game = mini_game(tmp_path, store)
    cards = tmp_path / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace(
        "cards: []", "cards: [{id: c, deck: only, name: C, props: {p: [1, 2, 3]}}]"), encoding="utf-8")
    with pytest.raises(regla.errors.ProgramError, match="more than 10000 items") as info:
        regla.Game.start(load_ruleset(game), ["white", "black"], 1, {})
    assert f"{game}:14:1: " in str(info.value)


@pytest.mark.parametrize("game", ["el-grande", "jalgeurak"])
def test_games_of_the_same_players_start_from_equal_states_that_share_nothing(game: str) -> None:
    # the start of a line-up's games is made once and copied for each: no list or mapping of one game's
    # state may be another's, nor the first game's changes show in the next one's start
    ruleset = regla.load(game, players=3)
    players = regla.new_game(game, 3, 1).players
    first = regla.Game.start(ruleset, players, 7, {})
    first.state["vars"]["players"].append("intruder")
    for here in first.state["pieces"].values():
        here["intruder"] = 1
    second, third = (regla.Game.start(ruleset, players, 7, {}) for _ in range(2))
    assert "intruder" not in json.dumps(second.state)
    assert second.state == third.state
    assert not set(_containers(second.state)) & set(_containers(third.state))


def _with_card_prop(game: Path, prop: str, deck_prop: str = "") -> None:
    cards = game.parent / "cards.yaml"
    deck_props = f", props: {{{deck_prop}}}" if deck_prop else ""
    cards.write_text(cards.read_text(encoding="utf-8").replace("decks: [{id: only, name: Only}]", (
        f"decks: [{{id: only, name: Only{deck_props}}}]")).replace(
        "cards: []", f"cards: [{{id: c, deck: only, name: C, props: {{{prop}}}}}]"), encoding="utf-8")


@pytest.mark.parametrize(("prop", "deck_prop", "place"), [
    ("p: [" + ", ".join(["0"] * 10_001) + "]", "", "5:46"),  # the card's own
    ("q: 1", "p: [" + ", ".join(["x" * 50_001] * 2) + "]", "2:40"),  # its deck's, which the card takes
])
def test_a_card_property_bigger_than_a_stored_value_is_refused_at_load_at_its_place(
        tmp_path: Path, prop: str, deck_prop: str, place: str) -> None:
    game = mini_game(tmp_path, "- let: {y: 1}")
    _with_card_prop(game, prop, deck_prop)
    with pytest.raises(regla.errors.DataError) as info:
        load_ruleset(game)
    assert f"cards.yaml:{place}: " in str(info.value)
    assert "property 'p' is bigger than a value a game may hold" in str(info.value)


def test_a_card_property_is_stored_unmeasured_only_as_it_is(tmp_path: Path) -> None:
    # a property within the limits is stored as it is; two of them in one list are past the limits, and
    # measured where stored
    game = mini_game(tmp_path, "- let: {one: \"prop('c', 'p')\"}\n- let: {two: \"[prop('c', 'p'), prop('c', 'p')]\"}")
    _with_card_prop(game, "p: [" + ", ".join(["0"] * 6_000) + "]")
    with pytest.raises(regla.errors.ProgramError, match="more than 10000 items") as info:
        regla.Game.start(load_ruleset(game), ["white", "black"], 1, {})
    assert f"{game}:15:1: " in str(info.value)
