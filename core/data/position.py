"""Table positions: a small YAML file describing a board, scored without playing a game.

The file's keys are the game's own words, declared in its ``position:`` section (so core knows none):
the seat order, where each token stands, each player's token, pieces per area, value tokens, and the
secret choices a general scoring would ask for. Pieces not on the board are put in the start zone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from ruamel.yaml.comments import CommentedMap

from ..engine.game import Game
from ..engine.ops.scoring import score_area
from ..engine.state import new_state
from ..engine.vm import VM
from ..errors import DataError, DataProblem, Phrase, UserError, clipped, did_you_mean
from .compiled import Ruleset
from .yamlio import plain, position, read_yaml


class _Problems:
    def __init__(self, path: str, doc: Any):
        self.path, self.doc, self.found = path, doc, []  # type: ignore[var-annotated]

    def report(self, loc: tuple[Any, ...], message: str, at_value: bool = False, **params: Any) -> None:
        """A problem at the key ``loc`` names, or at its value (``at_value``: what was written wrong)."""
        line, col = position(self.doc, loc)
        if at_value and loc:
            parent = self.doc
            for key in loc[:-1]:
                parent = parent[key]
            if isinstance(parent, CommentedMap) and loc[-1] in parent:
                v_line, v_col = parent.lc.value(loc[-1])
                line, col = v_line + 1, v_col + 1
        self.found.append(DataProblem(self.path, line, col, message, params))


def _mapping(data: Any, key: str, problems: _Problems, what: str) -> dict[Any, Any]:
    value = data.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        problems.report((key,), "{key}: a mapping of {what}, not {kind} {value}", True, key=key, what=what,
                        kind=type(value).__name__, value=clipped(value))
        return {}
    return value


class SecretChoice(NamedTuple):
    """A player's secret choice a position file gives, and where it gives it (to name it if the rules refuse it)."""

    area: str
    line: int
    column: int


def load_position(ruleset: Ruleset, path: str | Path) -> tuple[Game, dict[str, SecretChoice]]:
    """A game state holding the position, and the secret choices the file gives (player: choice)."""
    fmt = ruleset.game.position
    if fmt is None:
        raise UserError("{game} has no position format", game=ruleset.game_name)
    doc = read_yaml(path)
    data = plain(doc)
    problems = _Problems(str(path), doc)
    if not isinstance(data, dict):
        raise DataError([DataProblem(str(path), 1, 1, "a position is a mapping")])
    known = {"players", *fmt.tokens, *fmt.player_tokens, fmt.pieces, fmt.value_tokens, fmt.secret_choice}
    for key in data:
        if key not in known:
            problems.report((key,), "unknown key {key} (expected: {expected}){hint}", key=clipped(key),
                            expected=", ".join(sorted(k for k in known if k)), hint=_hint(key, [k for k in known if k]))
    players = data.get("players")
    spec = ruleset.game
    colours = spec.colours
    if not isinstance(players, list) or not all(isinstance(p, str) and p in colours for p in players) \
            or len(set(players)) != len(players) or not spec.min_players <= len(players) <= spec.max_players:
        problems.report(("players",), "players: a list of {least} to {most} distinct colours of {colours}", True,
                        least=spec.min_players, most=spec.max_players, colours=", ".join(colours))
        raise DataError(problems.found)
    state = new_state(ruleset, players, 0, {"position": str(path)})
    state["stack"] = []
    board_areas = list(ruleset.area_order)

    def area_at(loc: tuple[Any, ...], value: Any, key: str, at_value: bool = True) -> str | None:
        allowed = [a for a in board_areas
                   if key not in fmt.places or set(fmt.places[key]) & set(ruleset.areas[a].tags)]
        if not isinstance(value, str) or value not in board_areas:
            problems.report(loc, "unknown area {value}{hint}", at_value, value=clipped(value),
                            hint=_hint(value, board_areas))
            return None
        if value not in allowed:
            problems.report(loc, "{key}: {value!r} is not one of {allowed}", at_value, key=key, value=value,
                            allowed=", ".join(allowed))
            return None
        return value

    def player_at(loc: tuple[Any, ...], player: Any) -> bool:
        if player not in players:
            problems.report(loc, "{player} is not a player (players: {players})", player=clipped(player),
                            players=", ".join(players))
            return False
        return True

    for key, token in fmt.tokens.items():
        if key in data:
            state["tokens"][token] = area_at((key,), data[key], key)
    for key, token in fmt.player_tokens.items():
        for player, area in _mapping(data, key, problems, "colour: area").items():
            if player_at((key, player), player):
                state["tokens"][f"{token}:{player}"] = area_at((key, player), area, key)
    start = ruleset.board.pieces.start_zone
    for area, counts in _mapping(data, fmt.pieces, problems, "area: {colour: count}").items():
        if area_at((fmt.pieces, area), area, fmt.pieces, at_value=False) is None:
            continue
        if not isinstance(counts, dict):
            problems.report((fmt.pieces, area), "{area}: a mapping of colour: count", True, area=area)
            continue
        for player, n in counts.items():
            if not player_at((fmt.pieces, area, player), player):
                continue
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                problems.report((fmt.pieces, area, player), "a count must be a whole number, 0 or more", True)
            elif state["pieces"][start][player] < n:
                problems.report((fmt.pieces, area, player), "{player} has more than {count} pieces in all", True,
                                player=player, count=ruleset.board.pieces.per_player)
            else:
                state["pieces"][start][player] -= n
                state["pieces"][area][player] = n
    if fmt.value_tokens:
        by_values = {"/".join(map(str, v)): t for t, v in ruleset.value_tokens.items()}
        placed: dict[str, str] = {}
        for area, values in _mapping(data, fmt.value_tokens, problems, "area: values").items():
            value_token = by_values.get(str(values))
            if value_token is None:
                problems.report((fmt.value_tokens, area), "no value token {values} (have: {have})", True,
                                values=clipped(values), have=", ".join(by_values))
            elif value_token in placed:
                problems.report((fmt.value_tokens, area), "the {values} token is already on {area}", True,
                                values=values, area=placed[value_token])
            elif area_at((fmt.value_tokens, area), area, fmt.value_tokens, at_value=False):
                state["tokens"][value_token] = placed[value_token] = area
    choices: dict[str, SecretChoice] = {}
    if fmt.secret_choice:
        for player, area in _mapping(data, fmt.secret_choice, problems, "colour: area").items():
            if player_at((fmt.secret_choice, player), player) and area_at((fmt.secret_choice, player), area,
                                                                          fmt.secret_choice):
                line, column = doc[fmt.secret_choice].lc.value(player)
                choices[player] = SecretChoice(area, line + 1, column + 1)
        for area in board_areas:
            for player in players if ruleset.areas[area].secret_split else ():
                if state["pieces"][area].get(player) and player not in choices \
                        and not any(p.line == position(doc, (fmt.secret_choice, player))[0] for p in problems.found):
                    problems.report((fmt.pieces, area, player), "{player} has pieces in {area}: say where they go "
                                    "under {key} ({key}: {{{player}: AREA}})", player=player, area=area,
                                    key=fmt.secret_choice)
    # a token of the board always stands somewhere in a game, and scoring may depend on where (said last:
    # the checks above tell a problem at a key the file leaves out by its place, the file's start)
    for key in fmt.tokens:
        if key not in data:
            problems.report((), "{key}: missing (the area it stands in)", key=key)
    if problems.found:
        raise DataError(problems.found)
    return Game(ruleset, state), choices


def _hint(value: Any, known: list[str]) -> Phrase | str:
    return did_you_mean(value, known)


def score_position(game: Game, choices: dict[str, SecretChoice], areas: list[str] | None,
                   path: str | Path) -> list[dict[str, Any]]:
    """Score the listed areas, or run a general scoring; return the score events in order."""
    ruleset, state = game.ruleset, game.state
    vm = VM(ruleset, state)
    if areas is not None:
        if not areas:
            raise UserError("--areas names no area")
        for area in areas:
            if area not in ruleset.areas:
                raise UserError("unknown area {area!r} (areas: {areas}){hint}", area=area,
                                areas=", ".join(ruleset.area_order), hint=_hint(area, ruleset.area_order))
            score_area(vm, area)
    else:
        fmt = ruleset.game.position
        assert fmt is not None
        vm.push(fmt.general_scoring)
        vm.run()
        while state["pending"]:
            decision = state["pending"][0]
            player = decision["player"]
            given = choices.get(player)
            choice = given.area if given else None
            if given and choice not in decision["options"]:
                # the file may name any area; which the rules in force allow is known only now
                raise DataError([DataProblem(str(path), given.line, given.column, "{player} may not choose {area} "
                                             "under these rules (one of {options})", {
                                                 "player": player, "area": choice,
                                                 "options": ", ".join(map(str, decision["options"]))})])
            if choice not in decision["options"]:
                if any(state["pieces"][a].get(player, 0) for a in ruleset.areas if ruleset.areas[a].secret_split):
                    raise UserError("{player} has pieces to send somewhere: give their choice in the file "
                                    "(one of {options})", player=player,
                                    options=", ".join(map(str, decision["options"])))
                choice = decision["options"][0]
            vm.answer(player, choice)
    return [e for e in state["log"] if e["event"] == "score"]
