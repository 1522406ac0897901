"""Games played back: a game record replayed to the game it describes (:func:`load_record`), and a saved
game or record stepped through from its start (:func:`replay`)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .api import check_files, load_game, new_game, selection_of
from .engine.game import RECORD_FORMAT, Game
from .engine.rng import seed_fits
from .engine.saves import check_values
from .engine.state import Answer, Decision
from .errors import Phrase, UserError, clipped
from .stamps import NO_FILES, Files, check_stamps


def load_record(record: str | bytes | dict[str, Any], *, files: Files = NO_FILES) -> Game:
    """Play back a game record (:meth:`Game.record`, as a dict or its JSON text) to the game it describes."""
    check_files(files)
    if isinstance(record, (str, bytes)):
        check_values(record)
        try:
            record = json.loads(record)
        except (ValueError, RecursionError):
            raise UserError("not a game record: not JSON") from None
    problem = _record_problem(record)
    if problem:
        raise UserError("not a game record: {problem}", problem=problem)
    assert isinstance(record, dict)
    players = record["players"]
    setup = record["setup"]
    selection = selection_of(setup, Phrase("not a game record"), files)
    check_stamps(setup, selection)
    game = new_game(setup.get("game"), players, setup["seed"], selection)
    return game.replayed([(players[seat], choice) for seat, choice in record["moves"]])


def _record_problem(record: Any) -> Phrase | None:
    if not isinstance(record, dict) or "regla-record" not in record:
        return Phrase("no 'regla-record' version")
    if record["regla-record"] != RECORD_FORMAT:
        return Phrase("record format {format} (this regla reads format {readable})",
                      format=clipped(record["regla-record"]), readable=RECORD_FORMAT)
    setup, players, moves = record.get("setup"), record.get("players"), record.get("moves")
    if not isinstance(setup, dict) or not isinstance(setup.get("seed"), int) or isinstance(setup["seed"], bool):
        return Phrase("setup: missing, or without an integer seed")
    if not seed_fits(setup["seed"]):
        return Phrase("seed must be an integer (at most 64 bits), not {seed}", seed=clipped(setup["seed"]))
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return Phrase("players: not a list of colours")
    if not isinstance(moves, list) or not all(
            isinstance(m, list) and len(m) == 2 and type(m[0]) is int and 0 <= m[0] < len(players) for m in moves):
        return Phrase("moves: not a list of [seat, choice] pairs")
    return None


def replay(save: str | bytes | dict[str, Any], *, files: Files = NO_FILES) -> Iterator[ReplayStep]:
    """Step through a saved game or a game record from its start: first the game as set up (``answer``
    ``None``), then after each answer in turn. Every step yields the same :class:`Game`, moved on; clone
    it to keep a position."""
    check_files(files)
    if isinstance(save, str | bytes):
        check_values(save)
        try:
            parsed = json.loads(save)
        except (ValueError, RecursionError):
            raise UserError("not a saved game or game record: not JSON") from None
    else:
        parsed = save
    if isinstance(parsed, dict) and "regla-record" in parsed:
        final = load_record(parsed, files=files)
    else:
        try:
            text = save if isinstance(save, str | bytes) else json.dumps(save)
        except (TypeError, ValueError, RecursionError):
            raise UserError("not a saved game or game record: not JSON") from None
        # the steps are the moves played again: they must lead to the state saved
        final = load_game(text, files=files, check_moves=True)
    answers = final.history
    game = final.replayed([])
    yield ReplayStep(0, None, None, game)
    for number, answer in enumerate(answers, 1):
        decision = next((d for d in game.pending if d.player == answer.player), None)
        if decision is None or game.state["stats"]["decisions"] != number - 1:
            raise UserError("the game replay() steps through was changed between steps: clone it to change a copy")
        game.apply(answer.player, answer.choice, atomic=False)
        yield ReplayStep(number, answer, decision, game)


@dataclass(frozen=True)
class ReplayStep:
    """One step of :func:`replay`: the move number, the answer and the decision it answered (both
    ``None`` at the start), and the game just after it."""

    number: int
    answer: Answer | None
    decision: Decision | None
    game: Game
