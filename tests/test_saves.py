"""Saves are checked before a game is made from them: a broken or tampered save is refused with one
line naming what is wrong, and API misuse is a UserError, never a TypeError from deep inside."""

from __future__ import annotations

import functools
import json
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli

State = dict[str, Any]


def played(moves: int = 70, seed: int = 3) -> regla.Game:
    game = regla.new_game(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    return game


SAVE = played().to_json()
RECORD = json.dumps(played().record())


def edit(change: Callable[[State], Any]) -> str:
    state = json.loads(SAVE)
    change(state)
    return json.dumps(state)


def first_piece(state: State) -> tuple[str, str]:
    return next((area, colour) for area, here in state["pieces"].items() if area != "galicia"
                for colour, n in here.items() if n)


def take_piece(state: State) -> None:
    area, colour = first_piece(state)
    state["pieces"][area][colour] -= 1


def move_piece(state: State) -> None:
    area, colour = first_piece(state)
    state["pieces"][area][colour] -= 1
    state["pieces"]["galicia"][colour] = state["pieces"]["galicia"].get(colour, 0) + 1


def answer_history_differently(state: State) -> None:
    # the first answer (a power card) made another legal choice than the one recorded
    state["history"][0][2] = 13 if state["history"][0][2] != 13 else 12


TAMPERED: dict[str, tuple[str, str]] = {
    "not JSON": ("{\"format\": 3,", "not a saved game: "),
    "a list": ("[1, 2]", "not a saved game of regla"),
    "no format": (edit(lambda s: s.pop("format")), "not a saved game of regla"),
    "a newer format": (edit(lambda s: s.update(format=99)), "saved by a newer regla (save format 99"),
    "an old format": (edit(lambda s: s.update(format=1)), "saved by an older regla (save format 1)"),
    "a text format": (edit(lambda s: s.update(format="3")), "format '3'"),
    "pieces not counts": (edit(lambda s: s["pieces"].update(galicia="x")), "pieces.galicia: must be a mapping"),
    "a count not a number": (edit(lambda s: s["pieces"]["court"].update(red="x")),
                             "pieces.court.red: must be a whole number"),
    "a negative count": (edit(lambda s: s["pieces"]["court"].update(red=-1)), "pieces.court.red: must be at least 0"),
    "no pending": (edit(lambda s: s.pop("pending")), "broken save: pending: this field is required"),
    "no stack": (edit(lambda s: s.pop("stack")), "broken save: stack: this field is required"),
    "an unknown player": (edit(lambda s: s.update(players=["red", "blue", "purple"])),
                          "unknown player 'purple'"),
    "a piece gone": (edit(take_piece), "pieces in all, not"),
    "a piece moved by hand": (edit(move_piece), "is not what its moves lead to"),
    "an unknown area": (edit(lambda s: s["pieces"].update(atlantis={})), "unknown or missing area or zone 'atlantis'"),
    "a token off the map": (edit(lambda s: s["tokens"].update(king="atlantis")), "tokens.king: unknown area"),
    "an unknown token": (edit(lambda s: s["tokens"].update(dragon=None)), "unknown or missing token 'dragon'"),
    "an unknown card": (edit(lambda s: s["decks"]["deck-1"].append("joker")), "unknown card 'joker'"),
    "an unknown deck": (edit(lambda s: s["decks"].update({"deck-9": []})), "unknown deck 'deck-9'"),
    "an unknown block": (edit(lambda s: s["stack"][0].update(b="nowhere")), "stack.0: unknown block 'nowhere'"),
    "a position past a block": (edit(lambda s: s["stack"][0].update(pc=10_000)), "past the end of block"),
    "a pending decision of nobody": (edit(lambda s: s["pending"][0].update(player="purple")),
                                     "pending.0: unknown player 'purple'"),
    "a decision without options": (edit(lambda s: s["pending"][0].update(options=[])),
                                   "pending.0.options: must not be empty"),
    "nothing pending mid-game": (edit(lambda s: s.update(pending=[])), "none is pending"),
    "two open decisions": (edit(lambda s: s["pending"].append(dict(s["pending"][0], player="yellow"))),
                           "must all be secret"),
    "an edited score": (edit(lambda s: s["score"].update(red=s["score"]["red"] + 5)),
                        "score.red is not what its moves lead to"),
    "a score as text": (edit(lambda s: s["score"].update(red="10")), "score.red: must be a whole number"),
    "a history cut short": (edit(lambda s: s["history"].pop()), "moves, but 70 decisions were answered"),
    "a different answer": (edit(answer_history_differently), "broken save: its moves"),
    "an illegal answer": (edit(lambda s: s["history"][0].__setitem__(2, 99)), "its moves cannot be replayed"),
    "an unknown game": (edit(lambda s: s["setup"].update(game="chess")), "unknown game 'chess'"),
    "an unknown edition": (edit(lambda s: s["setup"].update(edition="deluxe")), "deluxe"),
    "house rules as a string": (edit(lambda s: s["setup"].update(house_rules="no-veto")), "house_rules"),
    "a seed as text": (edit(lambda s: s["setup"].update(seed="1")), "setup.seed: must be a whole number"),
    "players disagree": (edit(lambda s: s["vars"].update(players=["red"])), "vars.players"),
    "over with work left": (edit(lambda s: s.update(over=True)), "over: does not agree with the stack"),
    "the random source out of range": (edit(lambda s: s.update(rng=-5)), "rng: must be at least 0"),
    "nested too deeply": ("[" * 100_000 + "]" * 100_000, "not a saved game"),
    "a value nested 101 deep": (edit(lambda s: s["vars"].update(deep=functools.reduce(lambda v, _: [v], range(99), 0))),
                                "not a saved game: nested too deeply"),
    "a decision no block waits for": (edit(lambda s: s["stack"][-1].update(s=None)),
                                      "its last block does not wait for the pending decision"),
    "a hand gone": (edit(lambda s: s["vars"].pop("hand")), "vars.hand: this field is required"),
    "a hand as a list": (edit(lambda s: s["vars"].update(hand=[])), "vars.hand: must be a mapping"),
    "a private answer noted as text": (edit(lambda s: s["stack"][0].update(hid="x")), "stack.0.hid: must be a list"),
    "a private answer's note too long": (edit(lambda s: s["stack"][0].update(hid=[[0, "red", 1]])),
                                         "stack.0.hid.0: must have at most 2 items"),
    "a private answer where no private choice is": (edit(lambda s: s["stack"][0].update(hid=[[0, "red"]])),
                                                    "stack.0: a private answer is noted where block"),
    "a private answer's position as a fraction": (edit(lambda s: s["stack"][0].update(hid=[[0.0, "red"]])),
                                                  "stack.0.hid.0.0: must be a whole number"),
    "a position as a fraction": (edit(lambda s: s["stack"][0].update(pc=float(s["stack"][0]["pc"]))),
                                 "stack.0.pc: must be a whole number"),
    "the entry block's frame gone": (edit(lambda s: s["stack"].pop(0)),
                                     "stack.0: a game in progress runs its entry block 'main' there"),
    "an event of the engine's without its fields": (edit(lambda s: s["log"].append({"event": "transfer"})),
                                                    "the player of a transfer event is missing or of the wrong kind"),
    "a move of pieces counted in text": (edit(lambda s: s["log"].append(
        {"event": "move", "player": "red", "owner": "red", "from": "court", "to": "galicia", "n": "1"})),
        "the n of a move event is missing or of the wrong kind"),
    "bytes that are not UTF-8": (SAVE.encode() + b"\xff", "not a saved game: not UTF-8 text (the byte 0xff"),
    "a score past 64 bits": (edit(lambda s: s["score"].update(red=2 ** 64)), "score.red: must be at most"),
    "too many values": (edit(lambda s: s["vars"].update(junk=[[]] * 200_001)),
                        "not a saved game: more than 200000 values"),
}


@pytest.mark.hostile
@pytest.mark.parametrize("case", list(TAMPERED))
def test_a_tampered_save_is_refused_with_one_line(case: str) -> None:
    text, problem = TAMPERED[case]
    with pytest.raises(regla.UserError) as caught:
        regla.load_game(text, check_moves=True)
    message = str(caught.value)
    assert problem in message and "\n" not in message, message


SEEN_ONLY_IN_THE_MOVES = ("a piece moved by hand", "an edited score", "a different answer", "an illegal answer")


@pytest.mark.hostile
@pytest.mark.parametrize("case", [case for case in TAMPERED if case not in SEEN_ONLY_IN_THE_MOVES])
def test_a_save_loaded_without_replaying_its_moves_is_refused_all_the_same(case: str) -> None:
    text, problem = TAMPERED[case]
    with pytest.raises(regla.UserError) as caught:
        regla.load_game(text)
    assert problem in str(caught.value)


@pytest.mark.parametrize("case", SEEN_ONLY_IN_THE_MOVES)
def test_an_edit_that_only_its_moves_betray_loads_as_edited_unless_they_are_checked(case: str) -> None:
    # a consistent position is taken as it is (a position set up by hand, for teaching or analysis)
    text = TAMPERED[case][0]
    game = regla.load_game(text)
    assert game.to_json() == json.dumps(json.loads(text), separators=(",", ":"), ensure_ascii=False)
    decision = game.pending[0]
    game.apply(decision.player, decision.options[0])


@pytest.mark.hostile
def test_a_save_of_millions_of_small_values_is_refused_before_it_is_read(tmp_path: Path) -> None:
    # a real save holds a few thousand values; this one is 50 MB of them, which would take Python a
    # gigabyte and half a minute to read
    junk = ",".join(map('"k{}":[]'.format, range(3_000_000)))
    text = SAVE.replace('"vars":{', '"vars":{"junk":{' + junk + "},", 1)
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    began = time.perf_counter()
    for save in (text, text.encode()):
        with pytest.raises(regla.UserError, match=r"^not a saved game: more than 200000 values$"):
            regla.load_game(save)
    for read in (lambda: list(regla.replay(text)), lambda: regla.load_record(text)):
        with pytest.raises(regla.UserError, match="more than 200000 values"):
            read()
    assert time.perf_counter() - began < 2
    for command in (["play", "--load", str(path)], ["board", str(path), "-o", str(tmp_path / "game.svg")],
                    ["replay", str(path)]):
        result = CliRunner().invoke(cli, command)
        assert (result.exit_code, result.output) == (2, "regla: not a saved game: more than 200000 values\n")


@pytest.mark.hostile
def test_the_cli_refuses_a_tampered_save_without_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(TAMPERED["an edited score"][0], encoding="utf-8")
    result = CliRunner().invoke(cli, ["play", "--load", str(path)])
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "Traceback" not in result.output
    assert "score.red is not what its moves lead to" in result.output


@pytest.mark.hostile
def test_a_seat_renamed_everywhere_is_refused_though_its_moves_replay() -> None:
    # every trace of red becomes purple: setup, seating, pieces, tokens, scores and history agree, so
    # the moves replay to exactly the saved state; the game still has no purple player
    renamed = SAVE.replace('"red"', '"purple"').replace("grande:red", "grande:purple")
    assert "red" not in json.loads(renamed)["players"]
    with pytest.raises(regla.UserError, match="unknown player 'purple'"):
        regla.load_game(renamed)


@pytest.mark.hostile
@pytest.mark.parametrize(("case", "locale", "said"), [
    ("a score as text", "ko", "망가진 저장: score.red: 정수여야 합니다"),
    ("no pending", "hu", "hibás mentés: pending: ez a mező kötelező"),
    ("a decision without options", "pt_BR", "salvamento quebrado: pending.0.options: não pode estar vazio"),
])
def test_a_broken_saves_shape_is_told_in_the_readers_language(tmp_path: Path, case: str, locale: str,
                                                               said: str) -> None:
    path = tmp_path / "game.json"
    path.write_text(TAMPERED[case][0], encoding="utf-8")
    result = CliRunner().invoke(cli, ["play", "--load", str(path), "--locale", locale])
    assert result.exit_code == 2 and result.output.count("\n") == 1, result.output
    assert said in result.output


def test_a_sound_save_loads_to_the_same_state_and_plays_on() -> None:
    game = regla.load_game(SAVE)
    assert game.to_json() == SAVE
    decision = game.pending[0]
    game.apply(decision.player, decision.options[0])


def test_a_format_2_save_is_migrated_and_plays_on_without_history() -> None:
    state = json.loads(SAVE)
    state["format"] = 2
    del state["history"]
    game = regla.load_game(json.dumps(state))
    assert game.state["format"] == 3 and game.state["history"] is None
    decision = game.pending[0]
    game.apply(decision.player, decision.options[0])
    with pytest.raises(regla.UserError, match="no history of its answers"):
        game.undo()


def _with_setup(**changes: Any) -> dict[str, Any]:
    record = json.loads(RECORD)
    record["setup"].update(changes)
    return record


@pytest.mark.hostile
@pytest.mark.parametrize(("call", "problem"), [
    (lambda: regla.new_game(seed="abc"), "seed must be an integer"),  # type: ignore[arg-type]
    (lambda: regla.new_game(seed=2 ** 70), "seed must be an integer"),
    (lambda: regla.new_game(players=2.5), "players must be a number"),  # type: ignore[arg-type]
    (lambda: regla.new_game(players=True), "players must be a number"),
    (lambda: regla.new_game(players=9), "takes 2 to 5 players, not 9"),
    (lambda: regla.new_game(players=["red", "purple"]), "distinct colours"),
    (lambda: regla.new_game(selection="big-box"), "selection must be a regla.Selection"),  # type: ignore[arg-type]
    (lambda: regla.Selection(house_rules="open-castillo"), "write house_rules=('open-castillo',)"),
    (lambda: regla.Selection(variants=[1]), "variants must be a list of names"),  # type: ignore[list-item]
    (lambda: regla.Selection(edition=2), "edition must be a name"),  # type: ignore[arg-type]
    (lambda: regla.new_game(seed=1).view("purple"), "'purple' does not play in this game"),
    (lambda: regla.load_game(json.loads(SAVE)), "a save is the JSON text"),  # type: ignore[arg-type]
    (lambda: regla.load_game(SAVE, "big-box"), "selection must be a regla.Selection"),  # type: ignore[arg-type]
    (lambda: regla.load_game(SAVE).apply(json.loads(SAVE)["pending"][0]["player"], object()),
     "is not a legal choice"),
    (lambda: regla.load_record(["moves"]), "no 'regla-record' version"),  # type: ignore[arg-type]
    (lambda: regla.load_game(SAVE, files=None), "files must be a regla.Files"),  # type: ignore[arg-type]
    (lambda: regla.load_record(RECORD, files=None), "files must be a regla.Files"),  # type: ignore[arg-type]
    (lambda: list(regla.replay(SAVE, files=())), "files must be a regla.Files"),  # type: ignore[arg-type]
    (lambda: regla.load_record(_with_setup(mods=None)), "setup.mods: must be a list"),
    (lambda: regla.load_record(_with_setup(house_rule_files="x.py")), "setup.house_rule_files: must be a list"),
    (lambda: regla.Game.from_json(None, SAVE), "ruleset must be one regla.load gave"),  # type: ignore[arg-type]
    (lambda: regla.Game.from_state("el-grande", json.loads(SAVE)),  # type: ignore[arg-type]
     "ruleset must be one regla.load gave"),
    (lambda: regla.describe(SAVE), "the game whose decisions are told is a regla.Game"),  # type: ignore[arg-type]
    (lambda: regla.decision_texts(None), "the game whose decisions are told is a regla.Game"),  # type: ignore[arg-type]
    (lambda: regla.load_game(SAVE).describe(regla.Decision("red", "power-card", 3, {})),  # type: ignore[arg-type]
     "its options is not a list"),
    (lambda: regla.describe(regla.load_game(SAVE), regla.Decision(5, "power-card", [], {})),  # type: ignore[arg-type]
     "its player is not a str"),
    (lambda: regla.describe(regla.load_game(SAVE), regla.Decision("red", "power-card", [], None)),  # type: ignore[arg-type]
     "its context is not a dict"),
    (lambda: regla.load("el-grande", selection={}), "selection must be a regla.Selection, not {}"),  # type: ignore[arg-type]
    (lambda: regla.load("el-grande", selection="big-box"), "selection must be a regla.Selection"),  # type: ignore[arg-type]
    (lambda: regla.load("el-grande", players="3"), "players must be a number of players, not '3'"),  # type: ignore[arg-type]
    (lambda: regla.load(5), "game must be the id of an installed game, not 5"),  # type: ignore[arg-type]
    (lambda: regla.make_manager(5), "selection must be a regla.Selection, not 5"),  # type: ignore[arg-type]
    (lambda: regla.load_game(SAVE).replayed(5), "moves must be a list of (player, choice) pairs"),  # type: ignore[arg-type]
    (lambda: regla.load_game(SAVE).replayed([("red",)]), "moves must be a list of (player, choice) pairs"),
    (lambda: regla.load_record(_with_setup(mods=[{"name": "x", "digest": "y"}])),
     "setup.mods.0: an entry without the id of what the game was played with"),
    (lambda: list(regla.replay({"format": 3, "x": {1, 2}})), "not a saved game or game record: not JSON"),
    (lambda: regla.describe(regla.load_game(SAVE), regla.Decision("mauve", "power-card", [1], {})),
     "'mauve' does not play in this game (players: red, blue, yellow)"),
    (lambda: regla.available_games(5), "pm must be a plugin manager from regla.make_manager(), not 5"),  # type: ignore[arg-type]
    (lambda: regla.rank_awards(None, None), "counts must map players to numbers of pieces, not None"),  # type: ignore[arg-type]
    (lambda: regla.rank_awards({"red": True}, [4]), "counts must map players to numbers of pieces"),
    (lambda: regla.rank_awards({"red": 2}, "420"), "values must be a list of whole numbers of points, not '420'"),  # type: ignore[arg-type]
    (lambda: regla.rank_awards({"red": 2}, [4, 2.5]), "values must be a list of whole numbers of points"),  # type: ignore[list-item]
    (lambda: regla.rank_awards({"red": 2}, [4], "2"), "rank_limit must be a whole number or None, not '2'"),  # type: ignore[arg-type]
])
def test_api_misuse_is_a_user_error(call: Callable[[], Any], problem: str) -> None:
    with pytest.raises(regla.UserError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        call()


def test_a_selection_given_lists_is_the_same_selection() -> None:
    assert regla.Selection(house_rules=["no-veto"]) == regla.Selection(house_rules=("no-veto",))


def test_a_save_is_refused_with_a_selection_of_other_rules_than_its_own() -> None:
    game = regla.new_game(players=3, seed=2, selection=regla.Selection("big-box", house_rules=("no-veto",)))
    for _ in range(5):
        decision = game.pending[0]
        game.apply(decision.player, decision.options[-1])
    save = game.to_json()
    with pytest.raises(regla.UserError, match=r"\(edition: classic given, big-box in the save\)"):
        regla.load_game(save, regla.Selection())
    with pytest.raises(regla.UserError, match=r"\(house_rules: - given, no-veto in the save\)"):
        regla.load_game(save, regla.Selection("big-box"))
    jalgeurak = regla.new_game("jalgeurak", players=2, seed=1).to_json()
    with pytest.raises(regla.UserError, match=r"\(edition: big-box given, - in the save\)"):
        regla.load_game(jalgeurak, regla.Selection("big-box"))
    same = regla.load_game(save, regla.Selection("big-box", house_rules=("no-veto",)))
    same.undo()
    assert same.to_json() != save and len(same.history) == 4


def test_game_from_json_checks_as_load_game_does() -> None:
    ruleset = regla.load_game(SAVE).ruleset
    assert regla.Game.from_json(ruleset, SAVE).to_json() == SAVE
    for case in ("an edited score", "a piece gone", "no stack"):
        with pytest.raises(regla.UserError, match="broken save"):
            regla.Game.from_json(ruleset, TAMPERED[case][0], check_moves=True)


LATER = ("item", "under", "deck-built")
"""The log's events an earlier regla of save format 3 did not write."""


@pytest.mark.parametrize(("name", "players", "seed", "answered", "inside"), [
    # mid-move, inside a card's program, written by the regla of stop 20
    ("save-format-3.json", 3, 21, 84, "card:move-two-and-two"),
    # inside a block a guarded card's program called (the Court's supply), written by the regla of stop 23
    ("save-format-3-guarded-call.json", 3, 1, 121, "supply"),
])
def test_a_save_written_by_an_earlier_regla_of_the_same_format_loads_and_plays_on(
        name: str, players: int, seed: int, answered: int, inside: str) -> None:
    # the frames' layout and key order are part of the format (format 3), so a change to them must come
    # with a new format number: the same answers must lead to the very text an earlier regla wrote
    text = (Path(__file__).parent / "golden" / name).read_text(encoding="utf-8").strip()
    game = regla.load_game(text)
    assert game.to_json() == text
    # its moves checked, as the command line loads it: the same game, now with the log's item events and
    # the cards put under a deck
    checked = regla.load_game(text, check_moves=True)
    assert {k: v for k, v in checked.state.items() if k != "log"} == {k: v for k, v in game.state.items() if k != "log"}
    assert [e for e in checked.state["log"] if e["event"] not in LATER] == game.state["log"]
    assert {e["event"] for e in checked.state["log"]} >= {"item", "under"}
    assert inside in [frame["b"] for frame in game.state["stack"]]
    again = regla.new_game("el-grande", players=players, seed=seed, selection=regla.Selection("big-box"))
    rng = random.Random(seed)
    for _ in range(answered):
        decision = again.pending[0]
        again.apply(decision.player, decision.options[rng.randrange(len(decision.options))])
    # the same but for the log's events that regla did not write yet: moves of power cards into and out
    # of the face-down piles, action cards put under their deck
    replayed = json.loads(again.to_json())
    replayed["log"] = [e for e in replayed["log"] if e["event"] not in LATER]
    assert json.dumps(replayed, separators=(",", ":"), ensure_ascii=False) == text
    while not game.is_over:
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    assert game.winners


@pytest.mark.parametrize("seed", [5 + 2 ** 64, 2 ** 70, -(2 ** 63) - 1])
def test_a_seed_past_64_bits_is_refused_in_a_save_and_in_a_record(seed: int) -> None:
    game = regla.new_game(players=2, seed=5)
    state = json.loads(game.to_json())
    state["setup"]["seed"] = seed
    with pytest.raises(regla.UserError, match=r"setup\.seed: must be at"):
        regla.load_game(json.dumps(state))
    record = game.record()
    record["setup"]["seed"] = seed
    with pytest.raises(regla.UserError, match="at most 64 bits"):
        regla.load_record(record)


def test_a_save_without_item_events_loads_checked_and_gets_them_back_but_no_other_edit_passes() -> None:
    game = regla.new_game(players=3, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    state = json.loads(game.to_json())
    items = [e for e in state["log"] if e["event"] == "item"]
    assert items
    older = {**state, "log": [e for e in state["log"] if e["event"] != "item"]}
    assert regla.load_game(json.dumps(older), check_moves=True).to_json() == game.to_json()
    # one item event taken out of several is an edit
    edited = {**state, "log": [e for e in state["log"] if e is not items[0]]}
    with pytest.raises(regla.UserError, match="broken save"):
        regla.load_game(json.dumps(edited), check_moves=True)
    # and so is anything else changed in a save without them
    older["score"][state["players"][0]] += 1
    with pytest.raises(regla.UserError, match="broken save"):
        regla.load_game(json.dumps(older), check_moves=True)


def at_a_power_card_of_round_two() -> regla.Game:
    game = regla.new_game(players=3, seed=3)
    rng = random.Random(3)
    while not (game.state["vars"]["round"] == 2 and game.pending[0].kind == "power-card"):
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    return game


def test_a_save_from_an_earlier_regla_whose_public_variables_differ_is_taken_up_as_its_moves_play_now() -> None:
    # an earlier regla left the last round's turn order standing until the power cards set this round's
    game = at_a_power_card_of_round_two()
    earlier = json.loads(game.to_json())
    assert earlier["vars"]["turn_order"] == []
    earlier["vars"]["turn_order"] = ["blue", "red", "yellow"]
    loaded = regla.load_game(json.dumps(earlier), check_moves=True)
    assert loaded.state == game.state
    decision = loaded.pending[0]
    loaded.apply(decision.player, decision.options[0])


def test_what_a_player_holds_edited_in_a_save_is_still_refused() -> None:
    game = at_a_power_card_of_round_two()
    edited = json.loads(game.to_json())
    hand = edited["vars"]["hand"]["red"]
    edited["vars"]["hand"]["red"] = [*hand[1:], 99] if 99 not in hand else hand[1:]
    with pytest.raises(regla.UserError, match=r"vars\.hand\.red.* is not what its moves lead to"):
        regla.load_game(json.dumps(edited), check_moves=True)
    edited = json.loads(game.to_json())
    edited["score"]["red"] += 3
    with pytest.raises(regla.UserError, match=r"score\.red is not what its moves lead to"):
        regla.load_game(json.dumps(edited), check_moves=True)


def test_a_save_from_before_the_state_s_limit_was_counted_loads_with_its_moves_checked() -> None:
    # a Jalgeurak game answers with lists, which the state's limit counts (stats.kept); an earlier regla
    # did not count them, and its save is the same game
    game = regla.new_game("jalgeurak", players=2, seed=5)
    rng = random.Random(5)
    for _ in range(40):
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    assert game.state["stats"]["kept"] > 0
    earlier = json.loads(game.to_json())
    del earlier["stats"]["kept"]
    loaded = regla.load_game(json.dumps(earlier), check_moves=True)
    assert loaded.state == game.state
    edited = json.loads(game.to_json())
    edited["stats"]["kept"] += 1
    with pytest.raises(regla.UserError, match=r"broken save: stats\.kept"):
        regla.load_game(json.dumps(edited), check_moves=True)
