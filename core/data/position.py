"""Table positions: a small YAML file describing a board, scored without playing a game.

The file's keys are the game's own words, declared in its ``position:`` section (so core knows none):
the seat order, where each token stands, each player's token, pieces per area, value tokens, and the
secret choices a general scoring would ask for. Pieces not on the board are put in the start zone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.game import Game, new_state
from ..engine.ops.scoring import score_area
from ..engine.vm import VM
from ..errors import DataError, DataProblem, UserError
from .ruleset import Ruleset
from .yamlio import plain, position, read_yaml


class _Problems:
    def __init__(self, path: str, doc: Any):
        self.path, self.doc, self.found = path, doc, []  # type: ignore[var-annotated]

    def add(self, loc: tuple[Any, ...], message: str) -> None:
        self.found.append(DataProblem(self.path, *position(self.doc, loc), message))


def load_position(ruleset: Ruleset, path: str | Path) -> tuple[Game, dict[str, str]]:
    """A game state holding the position, and the secret choices the file gives (player: area)."""
    fmt = ruleset.game.position
    if fmt is None:
        raise UserError(f"{ruleset.game.name} has no position format")
    doc = read_yaml(path)
    data = plain(doc)
    problems = _Problems(str(path), doc)
    if not isinstance(data, dict):
        raise DataError([DataProblem(str(path), 1, 1, "a position is a mapping")])
    known = {"players", *fmt.tokens, *fmt.player_tokens, fmt.pieces, fmt.value_tokens, fmt.secret_choice}
    for key in data:
        if key not in known:
            problems.add((key,), f"unknown key {key!r} (expected: {', '.join(sorted(k for k in known if k))})")
    players = data.get("players")
    colours = ruleset.game.colours
    if not isinstance(players, list) or not players or any(p not in colours for p in players) \
            or len(set(players)) != len(players):
        problems.add(("players",), f"players: a list of distinct colours of {', '.join(colours)}")
        raise DataError(problems.found)
    state = new_state(ruleset, players, 0, {"position": str(path)})
    state["stack"] = []
    board_areas = set(ruleset.area_order)

    def area_at(loc: tuple[Any, ...], value: Any) -> str | None:
        if value not in board_areas:
            problems.add(loc, f"unknown area {value!r}")
            return None
        return str(value)

    for key, token in fmt.tokens.items():
        if key in data:
            state["tokens"][token] = area_at((key,), data[key])
    for key, token in fmt.player_tokens.items():
        for player, area in (data.get(key) or {}).items():
            if player not in players:
                problems.add((key, player), f"{player!r} is not a player")
            else:
                state["tokens"][f"{token}:{player}"] = area_at((key, player), area)
    start = ruleset.board.pieces.start_zone
    for area, counts in (data.get(fmt.pieces) or {}).items():
        if area_at((fmt.pieces, area), area) is None:
            continue
        for player, n in (counts or {}).items():
            if player not in players:
                problems.add((fmt.pieces, area, player), f"{player!r} is not a player")
            elif not isinstance(n, int) or isinstance(n, bool) or n < 0:
                problems.add((fmt.pieces, area, player), "a count must be a whole number, 0 or more")
            elif state["pieces"][start][player] < n:
                problems.add((fmt.pieces, area, player), f"{player} has more than "
                             f"{ruleset.board.pieces.per_player} pieces in all")
            else:
                state["pieces"][start][player] -= n
                state["pieces"][area][player] = n
    if fmt.value_tokens:
        by_values = {"/".join(map(str, v)): t for t, v in ruleset.value_tokens.items()}
        for area, values in (data.get(fmt.value_tokens) or {}).items():
            value_token = by_values.get(str(values))
            if value_token is None:
                problems.add((fmt.value_tokens, area), f"no value token {values!r} (have: {', '.join(by_values)})")
            elif area_at((fmt.value_tokens, area), area):
                state["tokens"][value_token] = area
    choices: dict[str, str] = {}
    if fmt.secret_choice:
        for player, area in (data.get(fmt.secret_choice) or {}).items():
            if player not in players:
                problems.add((fmt.secret_choice, player), f"{player!r} is not a player")
            elif area_at((fmt.secret_choice, player), area):
                choices[player] = area
    if problems.found:
        raise DataError(problems.found)
    return Game(ruleset, state), choices


def score_position(game: Game, choices: dict[str, str], areas: list[str] | None) -> list[dict[str, Any]]:
    """Score the listed areas, or run a general scoring; return the score events in order."""
    ruleset, state = game.ruleset, game.state
    vm = VM(ruleset, state)
    if areas is not None:
        for area in areas:
            if area not in ruleset.areas:
                raise UserError(f"unknown area {area!r} (areas: {', '.join(ruleset.area_order)})")
            score_area(vm, area)
    else:
        fmt = ruleset.game.position
        assert fmt is not None
        vm.push(fmt.general_scoring)
        vm.run()
        while state["pending"]:
            decision = state["pending"][0]
            player = decision["player"]
            choice = choices.get(player)
            if choice not in decision["options"]:
                if any(state["pieces"][a].get(player, 0) for a in ruleset.areas if ruleset.areas[a].secret_split):
                    raise UserError(f"{player} has pieces to send somewhere: give their choice in the file "
                                    f"(one of {', '.join(map(str, decision['options']))})")
                choice = decision["options"][0]
            vm.answer(player, choice)
    return [e for e in state["log"] if e["event"] == "score"]
