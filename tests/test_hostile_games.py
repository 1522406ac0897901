"""A whole game is bounded, not only the work between two decisions: a program that never ends its game,
a block that calls itself, instructions that log or store a little at every step, each stops with an
error naming its instruction, in bounded time and memory, and the game is left as it was."""

from __future__ import annotations

from pathlib import Path

import pytest
import regla
from regla.data.ruleset import load_ruleset
from regla.errors import DataError, ProgramError, StepBudgetExceeded
from regla.lab.simulate import simulate
from regla.text.i18n.catalog import texts_for
from test_hostile_expressions import bounded, mini_game

pytestmark = pytest.mark.hostile
__all__ = ["bounded"]  # the fixture, used by name

ASK = '{choose: {player: "players[0]", kind: pick, options: "[1, 2]", as: y}}'


def started(tmp_path: Path, program: str, blocks: str = "", extra: str = "") -> regla.Game:
    path = mini_game(tmp_path, program)
    path.write_text(path.read_text(encoding="utf-8") + blocks + extra, encoding="utf-8")
    return regla.Game.start(load_ruleset(path), ["white", "black"], 1, {})


def answered(game: regla.Game, times: int, *, atomic: bool = True) -> None:
    for _ in range(times):
        decision = game.pending[0]
        game.apply(decision.player, decision.options[0], atomic=atomic)


def test_a_game_that_never_ends_stops_at_its_decision_limit_as_it_was(tmp_path: Path) -> None:
    game = started(tmp_path, f'- while: {{cond: "True", do: [{ASK}]}}', extra="max_decisions: 40\n")
    answered(game, 39)
    before = game.to_json()
    decision = game.pending[0]
    with pytest.raises(ProgramError, match="has not ended after 40 decisions") as info:
        game.apply(decision.player, 1)
    assert f"{tmp_path / 'game.yaml'}:14" in str(info.value)
    assert game.to_json() == before
    # told in the reader's language, as every error of the rules data
    korean = texts_for("ko").say(info.value)
    assert "결정 40번이 지나도록 게임이 끝나지 않았습니다" in korean and "max_decisions" in korean


def test_simulate_reports_a_game_that_never_ends_instead_of_playing_it_for_ever(tmp_path: Path, bounded: None) -> None:
    ruleset = load_ruleset(mini_game(tmp_path, f'- while: {{cond: "True", do: [{ASK}]}}'))
    report = simulate(ruleset, ["white", "black"], 2, 1)
    assert report.errors == 2
    assert all("has not ended after 10000 decisions" in message for message in report.error_messages)


@pytest.mark.parametrize("limit", ["0", "100001", "'many'"])
def test_a_decision_limit_out_of_range_is_refused_at_load(tmp_path: Path, limit: str) -> None:
    path = mini_game(tmp_path, "- set: {x: 1}")
    path.write_text(path.read_text(encoding="utf-8") + f"max_decisions: {limit}\n", encoding="utf-8")
    with pytest.raises(DataError, match="max_decisions") as info:
        load_ruleset(path)
    assert f"{path}:" in str(info.value)


def test_a_block_calling_itself_stops_two_hundred_deep(tmp_path: Path, bounded: None) -> None:
    with pytest.raises(ProgramError, match="more than 200 deep") as info:
        started(tmp_path, "- call: {block: again}", "  again:\n    - call: {block: again}\n")
    assert "RecursionError" not in str(info.value)


def test_a_block_calling_itself_once_a_decision_stops_two_hundred_deep(tmp_path: Path, bounded: None) -> None:
    deep = f'  deep:\n    - {ASK}\n    - let: {{big: "[0] * 999"}}\n    - call: {{block: deep}}\n'
    game = started(tmp_path, "- call: {block: deep}", deep)
    answered(game, 198)
    before = game.to_json()
    with pytest.raises(ProgramError, match="more than 200 deep"):
        answered(game, 1)
    assert game.to_json() == before
    assert len(game.state["stack"]) == 200


LONG_STRETCHES = {
    # every instruction of a long loop body is a step: 50 of them looped ran 10 million instructions
    # (13 s, 2 GB of log) when a step was a block run
    "a loop of many instructions": "- while: {cond: \"True\", do: ["
    + ", ".join(['{transfer: {player: "players[0]", from: "\'hand\'", to: "\'field\'"}}',
                 '{transfer: {player: "players[0]", from: "\'field\'", to: "\'hand\'"}}'] * 25) + "]}",
    # every event logged is a step (5 s, 600 MB)
    "scoring a long list of areas": "- while: {cond: \"True\", do: [{score: {areas: \"['field'] * 9999\"}}]}",
    # building the decks reads the whole log (a loop of it after a long log ran for minutes)
    "building the decks after a long log": "- while: {cond: \"x < 60000\", do: [{log: {event: e}}, "
    "{set: {x: x + 1}}]}\n- " + ASK + "\n- while: {cond: \"True\", do: [{build_decks: {}}]}",
}


@pytest.mark.parametrize("case", list(LONG_STRETCHES))
def test_a_long_stretch_stops_at_the_step_budget(tmp_path: Path, bounded: None, case: str) -> None:
    path = mini_game(tmp_path, LONG_STRETCHES[case])
    game = None
    with pytest.raises(StepBudgetExceeded, match="more than 200000 steps"):
        game = regla.Game.start(load_ruleset(path), ["white", "black"], 1, {})
        answered(game, 1)


GROWING = {
    "a log entry carrying a big list": '- while: {cond: "True", do: [' + ASK
    + ', {log: {event: e, data: {v: "[0] * 9999"}}}]}',
    "an answer that is a big list": '- while: {cond: "True", do: [{choose: {player: "players[0]", kind: pick, '
    'options: "[[0] * 9000, 1]", as: y}}]}',
    # two hundred frames of ten such lists each would take 100 MB
    "a block keeping big lists once a decision": "- call: {block: keep}",
}
KEEP = ('  keep:\n    - let: {' + ", ".join(f'{name}: "[0] * 9999"' for name in "abcdefghij") + '}\n    - ' + ASK
        + "\n    - call: {block: keep}\n")


@pytest.mark.parametrize("case", list(GROWING))
def test_a_state_growing_at_every_decision_stops_at_its_limit(tmp_path: Path, bounded: None, case: str) -> None:
    game = started(tmp_path, GROWING[case], KEEP)
    with pytest.raises(ProgramError, match="grew past 16 MB") as info:
        # each answer undoable is a copy of the state: the limit bounds each, not a thousand of them
        answered(game, 2000, atomic=False)
    assert f"{tmp_path / 'game.yaml'}:" in str(info.value)
    assert game.state["stats"]["decisions"] <= 600


def test_what_the_log_and_answers_keep_is_counted_the_same_in_a_reloaded_game(tmp_path: Path) -> None:
    program = ('- while: {cond: "True", do: [{choose: {player: "players[0]", kind: pick, options: '
               '"[[1, 2], 3]", as: y}}, {log: {event: e, data: {v: "[y, y]"}}}]}')
    game = started(tmp_path, program)
    answered(game, 5)
    kept = game.state["stats"]["kept"]
    assert kept > 0
    again = regla.Game.from_json(game.ruleset, game.to_json())
    assert again.state["stats"]["kept"] == kept
    answered(again, 1)
    answered(game, 1)
    assert again.state["stats"]["kept"] == game.state["stats"]["kept"] > kept
