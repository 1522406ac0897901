"""History, undo, records and replay: every answer is kept, and taking answers back or playing a
record again gives back exactly the same state."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli

SELECTIONS = [regla.Selection(), regla.Selection("big-box"), regla.Selection(variants=("six-rounds",)),
              regla.Selection(house_rules=("gentle-supply", "random-first-player"))]


def test_undo_record_and_replay_round_trip_over_200_random_games() -> None:
    for seed in range(200):
        rng = random.Random(seed)
        game = regla.new_game(players=2 + seed % 4, seed=seed, selection=SELECTIONS[seed % len(SELECTIONS)])
        stop_at = rng.randrange(1, 120)
        snapshot = None
        answered = 0
        while not game.is_over:
            if answered == stop_at:
                snapshot = json.dumps(game.state)
            decision = game.pending[rng.randrange(len(game.pending))]
            game.apply(decision.player, rng.choice(decision.options), atomic=seed % 2 == 0)
            answered += 1
        final = json.dumps(game.state)
        assert len(game.history) == answered == game.state["stats"]["decisions"]
        record = json.dumps(game.record())
        assert json.dumps(regla.load_record(record).state) == final
        if snapshot is not None:
            game.undo(answered - stop_at)
            assert json.dumps(game.state) == snapshot, seed
    # the last game, replayed step by step from its record, ends in its final state bit for bit
    steps = list(regla.replay(record))
    assert [s.number for s in steps] == list(range(answered + 1))
    assert json.dumps(steps[-1].game.state) == final


def test_history_names_player_kind_and_choice() -> None:
    game = regla.new_game(players=3, seed=5)
    decision = game.pending[0]
    game.apply(decision.player, decision.options[-1])
    assert game.history == [regla.Answer(decision.player, decision.kind, decision.options[-1])]


def test_a_refused_answer_is_not_recorded() -> None:
    game = regla.new_game(players=3, seed=5)
    decision = game.pending[0]
    with pytest.raises(regla.IllegalChoice):
        game.apply(decision.player, "no such option")
    assert game.history == []


def test_undo_takes_back_a_secret_answer_alone() -> None:
    game = regla.new_game(players=4, seed=2)
    rng = random.Random(2)
    while not game.pending[0].secret or len(game.pending) < 4:
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    before = json.dumps(game.state)
    first = game.pending[1]
    game.apply(first.player, first.options[0])
    assert len(game.pending) == 3
    game.undo()
    assert json.dumps(game.state) == before and len(game.pending) == 4


def test_undo_refuses_what_it_cannot_do_and_leaves_the_game() -> None:
    game = regla.new_game(players=3, seed=8)
    decision = game.pending[0]
    game.apply(decision.player, decision.options[0])
    before = json.dumps(game.state)
    for bad in (2, -1, True, 1.0, "1"):
        with pytest.raises(regla.UserError, match="can undo 0 to 1 answers"):
            game.undo(bad)  # type: ignore[arg-type]
    game.undo(0)
    assert json.dumps(game.state) == before


def test_a_clone_has_its_own_history() -> None:
    game = regla.new_game(players=3, seed=8)
    copy = game.clone()
    decision = copy.pending[0]
    copy.apply(decision.player, decision.options[0])
    assert game.history == [] and len(copy.history) == 1


def played_on(seed: int, answers: int) -> regla.Game:
    game = regla.new_game("jalgeurak", players=3, seed=seed)
    rnd = random.Random(seed)
    for _ in range(answers):
        decision = rnd.choice(game.pending)
        game.apply(decision.player, rnd.choice(decision.options))
    return game


def test_editing_a_clones_log_and_answers_in_place_leaves_the_original_as_it_was() -> None:
    game = played_on(1, 30)
    before = game.to_json()
    copy = game.clone()
    copy.state["log"][0]["event"] = "changed"
    answer = next(a for a in copy.state["history"] if isinstance(a[2], list))
    answer[2][0] = "changed"
    assert game.to_json() == before
    game.state["log"][-1]["event"] = "changed too"
    assert copy.state["log"][-1]["event"] != "changed too"


def test_a_clone_for_search_shares_only_the_entries_of_its_log_and_history() -> None:
    game = played_on(1, 30)
    copy = game.clone(share_log=True)
    assert copy.to_json() == game.to_json()
    assert copy.state["log"] is not game.state["log"] and copy.state["log"][0] is game.state["log"][0]
    decision = copy.pending[0]
    copy.apply(decision.player, decision.options[0])
    assert len(copy.history) == len(game.history) + 1 and len(copy.state["log"]) >= len(game.state["log"])
    assert game.to_json() != copy.to_json()


def test_history_stays_out_of_player_views() -> None:
    game = regla.new_game(players=3, seed=8)
    decision = game.pending[0]
    game.apply(decision.player, decision.options[0])
    assert "history" not in game.view(decision.player) and "history" not in game.view(None)


@pytest.mark.parametrize(("record", "problem"), [
    ("{", "not JSON"),
    ('{"setup": {}}', "no 'regla-record' version"),
    ('{"regla-record": 7}', "record format 7"),
    ('{"regla-record": 1, "setup": {"seed": "x"}, "players": [], "moves": []}', "integer seed"),
    ('{"regla-record": 1, "setup": {"seed": 1}, "players": ["red", "blue"], "moves": [[5, 1]]}', "moves"),
    ('{"regla-record": 1, "setup": {"seed": 1}, "players": ["red", "blue"], "moves": [[0, 99]]}',
     "move 1 cannot be replayed"),
])
def test_broken_records_are_refused(record: str, problem: str) -> None:
    with pytest.raises(regla.UserError, match=problem):
        regla.load_record(record)


def finished(tmp_path: Path) -> tuple[regla.Game, Path, Path]:
    game = regla.new_game(players=3, seed=4)
    rng = random.Random(4)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    save, record = tmp_path / "game.json", tmp_path / "record.json"
    save.write_text(game.to_json(), encoding="utf-8")
    record.write_text(json.dumps(game.record()), encoding="utf-8")
    return game, save, record


def test_regla_replay_tells_every_move_and_ends_with_the_result(tmp_path: Path) -> None:
    game, save, record = finished(tmp_path)
    outputs = []
    for path in (save, record):
        result = CliRunner().invoke(cli, ["replay", str(path), "--locale", "en"])
        assert result.exit_code == 0, result.output
        outputs.append(result.output)
    assert outputs[0] == outputs[1]
    last = len(game.history)
    assert f"\n{last}. " in outputs[0] and f"\n{last + 1}. " not in outputs[0]
    assert "Final scores:" in outputs[0]
    best = max(game.scores.values())
    assert f"{game.winners[0]}: {best} points" in outputs[0]


def test_regla_replay_stops_where_asked_and_steps(tmp_path: Path) -> None:
    _, save, _ = finished(tmp_path)
    result = CliRunner().invoke(cli, ["replay", str(save), "--to", "5", "--locale", "en"])
    assert result.exit_code == 0 and "\n5. " in result.output and "\n6. " not in result.output
    assert "Final scores:" not in result.output and "On display:" in result.output
    stepped = CliRunner().invoke(cli, ["replay", str(save), "--step", "--locale", "en"], input="\n\nq\n")
    assert stepped.exit_code == 0 and "\n3. " in stepped.output and "\n4. " not in stepped.output
    assert stepped.output.count("On display:") == 3


def test_regla_replay_refuses_a_broken_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"regla-record": 1, "setup": {"seed": 1}, "players": ["red"], "moves": []}', encoding="utf-8")
    result = CliRunner().invoke(cli, ["replay", str(path)])
    assert result.exit_code == 2 and result.output.startswith("regla: ") and result.output.count("\n") == 1
    missing = CliRunner().invoke(cli, ["replay", str(tmp_path / "none.json")])
    assert missing.exit_code == 2 and "cannot read" in missing.output


@pytest.mark.parametrize("seed", [3, 11])
def test_a_person_takes_back_an_answer_only_while_nothing_hidden_was_shown_since(seed: int) -> None:
    """Red plays three random bots. Whenever red is asked again, taking back red's last answer is tried
    on a copy: it must give exactly the state before that answer, unless red's answer was a secret one
    (the round's choices are shown once all are in), bots have answered secret choices since, or the
    random source has drawn since; then it is refused and the game stays as it was."""
    game = regla.new_game(players=4, seed=seed)
    person = game.players[0]
    rng = random.Random(seed)
    outcomes = {"taken back": 0, "secret": 0, "drawn": 0}
    hidden = game.ruleset.game.hidden_vars

    def undrawn(state: dict[str, object]) -> str:
        """What the rules keep hidden from everyone: the random source and the hidden variables."""
        return json.dumps([state["rng"], [state["vars"][n] for n in hidden]])  # type: ignore[index]

    def given_up(earlier: dict[str, list[str]], now: dict[str, list[str]]) -> bool:
        """Whether a deck has lost a card since: a card put on a deck (the King's card coming back, say)
        shows nothing it hid."""
        return any(Counter(cards) - Counter(now.get(deck, [])) for deck, cards in earlier.items())

    # the state before red's last answer, its hidden part, its decks, whether it was secret
    before: tuple[str, str, dict[str, list[str]], bool] | None = None
    bots_secret = False
    while not game.is_over:
        decision = game.pending[0]
        mine = next((d for d in game.pending if d.player == person), None)
        if mine is not None and before is not None and decision.player == person:
            state, drawn_from, decks, secret = before
            copy = game.clone()
            shown = secret or (bots_secret and not mine.secret)
            drawn = undrawn(copy.state) != drawn_from or given_up(decks, copy.state["decks"])
            if not shown and not drawn:
                copy.take_back(person)
                assert json.dumps(copy.state) == state
                outcomes["taken back"] += 1
            else:
                reasons = ["secret choices were shown"] * shown + ["something hidden has been drawn"] * drawn
                expected = "|".join(reasons)
                kept = json.dumps(copy.state)
                with pytest.raises(regla.UserError, match=expected):
                    copy.take_back(person)
                assert json.dumps(copy.state) == kept
                outcomes["secret" if shown else "drawn"] += 1
        if decision.player == person:
            before = (json.dumps(game.state), undrawn(game.state), json.loads(json.dumps(game.state["decks"])),
                      decision.secret)
            bots_secret = False
        elif decision.secret:
            bots_secret = True
        game.apply(decision.player, rng.choice(decision.options))
    assert min(outcomes.values()) > 0, outcomes
    with pytest.raises(regla.UserError, match="The game is over: its answers stand"):
        game.take_back(person)


def test_nothing_is_taken_back_before_the_person_has_answered() -> None:
    game = regla.new_game(players=3, seed=8)
    with pytest.raises(regla.UserError, match="nothing of yours"):
        game.take_back(game.players[1])


def test_a_colour_not_at_the_table_has_nothing_to_take_back_and_is_told_so() -> None:
    game = regla.new_game(players=3, seed=8)
    for nobody in ("purple", "x" * 1000, 7):
        with pytest.raises(regla.UserError, match="does not play in this game") as refused:
            game.take_back(nobody)  # type: ignore[arg-type]
        assert len(str(refused.value)) < 200


def test_a_replay_whose_game_is_changed_between_steps_says_so() -> None:
    game = played_on(1, 6)
    with pytest.raises(regla.UserError, match="was changed between steps: clone it to change a copy"):
        for step in regla.replay(game.to_json()):
            if step.number == 2:
                step.game.undo()


def test_several_answers_are_taken_back_together_or_not_at_all() -> None:
    game = regla.new_game(players=3, seed=8)
    states = []
    while len(states) < 3:
        decision = game.pending[0]
        if decision.player == game.players[0] and not decision.secret:
            states.append(game.to_json())
        game.apply(decision.player, decision.options[0])
    two = game.clone()
    assert two.take_back(game.players[0], 2) >= 2
    assert two.to_json() == states[1]
    for wrong in (0, -1, True, 1.0, "2"):
        with pytest.raises(regla.UserError, match="answers to take back must be a whole number"):
            game.clone().take_back(game.players[0], wrong)  # type: ignore[arg-type]
    # more answers than the person gave: refused, and the game is left as it was
    kept = game.to_json()
    with pytest.raises(regla.UserError, match="nothing of yours"):
        game.take_back(game.players[0], 1000)
    assert game.to_json() == kept


def test_a_card_the_table_saw_go_under_its_deck_does_not_stop_a_take_back() -> None:
    """Under the Big Box rules a used action card goes under its deck: the deck changes, but nothing it
    hid comes to light, so the person's answer may still be taken back, exactly."""
    game = regla.new_game(players=["red", "blue", "yellow"], seed=11, selection=regla.Selection(edition="big-box"))
    before = json.dumps(game.state)
    logged = len(game.state["log"])
    game.apply("red", 1)
    decks = {deck: list(cards) for deck, cards in game.state["decks"].items()}
    while game.pending[0].player != "red":
        decision = game.pending[0]
        choice = {"power-card": decision.options[-1], "action": "place" if "place" in decision.options else None}
        game.apply(decision.player, choice.get(decision.kind, decision.options[0]))
    assert any(event["event"] == "under" for event in game.state["log"][logged:])
    assert game.state["decks"] != decks
    assert game.take_back("red") > 1
    assert json.dumps(game.state) == before
