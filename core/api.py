"""The front door: load a game with its selected plugins, and start games from it.

Loading validates and compiles the data once; the result is cached per selection, so starting many
games (a simulation) costs only the setup of each.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pluggy

from .data.ruleset import Ruleset, load_ruleset
from .data.yamlio import ORIGIN
from .engine.game import RECORD_FORMAT, Answer, Decision, Game
from .engine.ops import OPS
from .engine.ops.base import Op
from .engine.saves import read_save
from .engine.saveshape import check_shape
from .errors import NOTHING, DataError, DataProblem, Phrase, PluginError, UserError, clipped, did_you_mean
from .mods.manifest import CHANGE_SECTIONS
from .mods.plugin import ModPlugin
from .mods.stamps import NO_FILES, Files, check_stamps, stamps
from .plugins import Selection, active_infos, call_each, discovery_generation, make_manager, selected_mods
from .text.decisions import DecisionText, DecisionTexts, ruleset_texts

_cache: dict[tuple[Any, ...], Ruleset] = {}


def available_games(pm: pluggy.PluginManager | None = None) -> dict[str, Path]:
    """Ruleset ids offered by the installed game plugins, with the path of each ``game.yaml``."""
    pm = pm or make_manager()
    games: dict[str, Path] = {}
    for plugin, offered in call_each(pm, "regla_rulesets"):
        for game_id, path in offered.items():
            if game_id in games:
                raise PluginError("plugin {plugin!r} offers game {game!r}, which another plugin offers too",
                                  plugin=plugin, game=game_id)
            games[game_id] = Path(path)
    return games


def _leaves(overlay: Any, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    """Every value an overlay sets, by its path (``None`` and lists are values, not containers, except
    the lists of new items of ``add``: two plugins adding different items agree)."""
    if path[:1] == ("add",) and isinstance(overlay, list):
        return {(*path, str(item.get("id") if isinstance(item, dict) else i)): item for i, item in enumerate(overlay)}
    if not isinstance(overlay, dict):
        return {path: overlay}
    return {leaf: v for key, value in overlay.items() for leaf, v in _leaves(value, (*path, str(key))).items()}


def _blamed(error: DataError, overlays: list[tuple[str, dict[str, Any]]], path: Path, names: tuple[str, ...],
            functions: dict[str, Any], ops: dict[str, Op], roots: tuple[str, ...]) -> DataError:
    """A data error met with plugins' changes applied: when the game loads without them, the changes are
    to blame, and every problem says whose they are (a position then points at what they changed)."""
    if not overlays:
        return error
    try:
        load_ruleset(path, [], names, functions, ops)
    except DataError:
        return error
    whose = ", ".join(repr(plugin) for plugin, _ in overlays)
    # a problem found in a mod's own file (under one of ``roots``) needs no word on whose change it is
    return DataError([p if p.path.startswith(roots) and roots else
                      DataProblem(p.path, p.line, p.column, "{problem} (with the changes of plugin {whose})",
                                  {"problem": _said(p), "whose": whose}) for p in error.problems])


def _said(problem: DataProblem) -> Phrase:
    return problem.message if isinstance(problem.message, Phrase) else Phrase(problem.message, **problem.params)


def _overlays(pm: pluggy.PluginManager, game: str, players: int | None) -> list[tuple[str, dict[str, Any]]]:
    """The active plugins' overlays, refused when two of them change the same thing differently:
    the same value set to two values, or something deleted or replaced by one and changed by the other.
    Identical changes agree; the order plugins run in must never decide the rules."""
    overlays = call_each(pm, "regla_ruleset_overlay", ruleset_id=game, players=players)
    for plugin, overlay in overlays:
        _check_overlay(plugin, overlay)
    seen: dict[tuple[str, ...], tuple[str, Any]] = {}
    for plugin, overlay in overlays:
        for path, value in _leaves(overlay).items():
            for other_path, (other, other_value) in seen.items():
                nested = path[:len(other_path)] == other_path or other_path[:len(path)] == path
                if other != plugin and nested and (path != other_path or value != other_value):
                    where = min(path, other_path, key=len)
                    what = (Phrase("the option {name!r}", name=where[2])
                            if where[:2] == ("game", "options") and len(where) == 3 else ".".join(where))
                    raise PluginError("{plugin!r} and {other!r} conflict: both change {what} differently",
                                      plugin=plugin, other=other, what=what)
            seen[path] = (plugin, value)
    return overlays


_OVERLAY_DEPTH = 32
_OVERLAY_VALUES = 20_000


def _check_overlay(plugin: str, overlay: Any) -> None:
    """An overlay is a mapping of plain data (what a YAML file could hold): no cycles, bounded in size."""
    if not isinstance(overlay, dict):
        raise PluginError("plugin {plugin!r}: regla_ruleset_overlay must return a mapping, not {kind}",
                          plugin=plugin, kind=type(overlay).__name__)
    if hasattr(overlay, ORIGIN):
        return  # read from a mod's file by the bounded YAML loader: plain data already
    unknown = sorted(str(key) for key in overlay if key not in CHANGE_SECTIONS)
    if unknown:
        raise PluginError("plugin {plugin!r}: its overlay has the unknown section {key!r} (known: {known}){hint}",
                          plugin=plugin, key=unknown[0], known=", ".join(CHANGE_SECTIONS),
                          hint=did_you_mean(unknown[0], CHANGE_SECTIONS))
    open_now: set[int] = set()
    count = 0

    def walk(value: Any, where: str, depth: int) -> None:
        nonlocal count
        count += 1
        if count > _OVERLAY_VALUES or depth > _OVERLAY_DEPTH:
            raise PluginError("plugin {plugin!r}: its overlay is too large or too deeply nested (at {where})",
                              plugin=plugin, where=where)
        if isinstance(value, dict | list):
            if id(value) in open_now:
                raise PluginError("plugin {plugin!r}: its overlay contains itself (at {where})", plugin=plugin,
                                  where=where)
            open_now.add(id(value))
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for key, inner in items:
                if isinstance(value, dict) and (type(key) not in (str, int)):
                    raise PluginError("plugin {plugin!r}: overlay key {key} at {where} is not a string or a whole "
                                      "number", plugin=plugin, key=clipped(key), where=where)
                walk(inner, f"{where}.{key}", depth + 1)
            open_now.discard(id(value))
        elif not (value is None or type(value) in (bool, int, float, str)):
            raise PluginError("plugin {plugin!r}: overlay value at {where} is a {kind}; use mappings, lists, "
                              "strings, numbers, booleans or None", plugin=plugin, where=where,
                              kind=type(value).__name__)

    walk(overlay, "overlay", 0)


def default_game(pm: pluggy.PluginManager | None = None) -> str:
    """The game to use when none is named: the only installed one, else the one whose plugin says it is
    the default (``default: True`` in its plugin info)."""
    games = sorted(available_games(pm))
    if len(games) > 1:
        defaults = sorted(i.game for i in active_infos(pm or make_manager())
                          if i.kind == "game" and i.default and i.game in games)
        if len(defaults) == 1 and defaults[0] is not None:
            return defaults[0]
    if len(games) != 1:
        raise UserError("name a game with --game (installed: {installed})", installed=", ".join(games) or NOTHING)
    return games[0]


def load(game: str | None = None, selection: Selection | None = None, players: int | None = None,
         extra_plugins: tuple[tuple[str, Any], ...] = ()) -> Ruleset:
    """The compiled ruleset of ``game`` (default: the only installed one) with ``selection`` applied."""
    selection = selection or Selection()
    # a mod is named by its path: what is there now decides, so an edited mod is loaded again
    contents = tuple(mod.digest for mod in selected_mods(selection)) if selection.mods else ()
    key = (game, selection, players, tuple(id(o) for _, o in extra_plugins), discovery_generation(), contents)
    if key in _cache:
        return _cache[key]
    pm = make_manager(selection, extra_plugins)
    games = available_games(pm)
    game = game or default_game(pm)
    if game not in games:
        raise UserError("unknown game {game!r} (installed: {installed}){hint}", game=game,
                        installed=", ".join(sorted(games)) or NOTHING, hint=did_you_mean(game, games))
    functions: dict[str, Any] = {}
    for _, found in call_each(pm, "regla_expression_functions"):
        functions.update(found)
    ops = dict(OPS)
    for plugin, classes in call_each(pm, "regla_ops"):
        for cls in classes:
            if not (isinstance(cls, type) and issubclass(cls, Op)) or cls.name in ops:
                raise PluginError("plugin {plugin!r}: {op!r} is not a new regla op", plugin=plugin, op=cls)
            ops[cls.name] = cls()
    names = tuple(name for name, _ in pm.list_name_plugin())
    # what the user chose must be of this game: another game's edition or variant would be recorded in
    # the setup and change nothing (the default edition, chosen by nobody, is left out)
    chosen = {*selection.variants, *selection.house_rules, *((selection.edition,) if selection.edition else ())}
    for info in active_infos(pm):
        if (info.kind == "mod" or info.name in chosen) and info.game and info.game != game:
            raise UserError("{plugin!r} changes the game {wanted!r}, not {game!r}", plugin=info.name,
                            wanted=info.game, game=game)
    overlays = _overlays(pm, game, players)
    added: dict[str, list[Path]] = {}
    for _, files in call_each(pm, "regla_data_files", ruleset_id=game):
        for kind in ("cards", "texts"):
            added.setdefault(kind, []).extend(Path(p) for p in files.get(kind, ()))
    try:
        ruleset = load_ruleset(games[game], [o for _, o in overlays], names, functions, ops, added)
    except DataError as exc:
        roots = tuple(str(p.mod.root) for _, p in pm.list_name_plugin() if isinstance(p, ModPlugin))
        raise _blamed(exc, overlays, games[game], names, functions, ops, roots) from None
    ruleset.manager = pm
    ruleset.describer = _describer(ruleset)
    _cache[key] = ruleset
    return ruleset


def check_setup(game: Any, players: Any, seed: Any, selection: Any) -> None:
    """Refuse arguments of :func:`new_game` of the wrong kind, before any of them is used."""
    if game is not None and not isinstance(game, str):
        raise UserError("game must be the id of an installed game, not {game}", game=clipped(game))
    if type(seed) is not int or not -(2 ** 63) <= seed < 2 ** 64:
        raise UserError("seed must be an integer (at most 64 bits), not {seed}", seed=clipped(seed))
    if isinstance(players, bool) or not isinstance(players, (int, list, tuple)) or (
            not isinstance(players, int) and not all(isinstance(p, str) for p in players)):
        raise UserError("players must be a number of players or a list of colours, not {players}",
                        players=clipped(players))
    if selection is not None and not isinstance(selection, Selection):
        raise UserError("selection must be a regla.Selection, not {selection}", selection=clipped(selection))


def new_game(game: str | None = None, players: int | list[str] = 4, seed: int = 0,
             selection: Selection | None = None, *,
             extra_plugins: tuple[tuple[str, Any], ...] = ()) -> Game:
    """Set up a new game and run it to its first decisions.

    ``players`` is a count (the game's colours in order) or a list of colour ids; ``seed`` drives the
    game's one random source; ``selection`` names the edition, variants and house rules.
    """
    check_setup(game, players, seed, selection)
    selection = selection or Selection()
    count = players if isinstance(players, int) else len(players)
    ruleset = load(game, selection, count, extra_plugins)
    game = ruleset.id
    spec = ruleset.game
    if isinstance(players, int):
        if not spec.min_players <= players <= spec.max_players:
            raise UserError("{game} takes {least} to {most} players, not {count}", game=spec.name,
                            least=spec.min_players, most=spec.max_players, count=players)
        names = spec.colours[:players]
    else:
        names = list(players)
        unknown = [p for p in names if p not in spec.colours]
        if unknown or len(set(names)) != len(names) or not spec.min_players <= len(names) <= spec.max_players:
            raise UserError("players must be {least} to {most} distinct colours of {colours}",
                            least=spec.min_players, most=spec.max_players, colours=", ".join(spec.colours))
    setup = {"game": game, "seed": seed, "edition": selection.edition, "variants": list(selection.variants),
             "house_rules": list(selection.house_rules), **stamps(selection)}
    result = Game.start(ruleset, names, seed, setup)
    call_each(ruleset.manager, "regla_game_created", game=result)
    return result


def load_game(text: str, selection: Selection | None = None, *, files: Files = NO_FILES) -> Game:
    """A game saved with :meth:`Game.to_json`, on the ruleset and plugins it was started with.

    The save is checked first (its shape, then against the ruleset, then its moves are replayed and must
    lead to exactly the saved state); anything wrong is a :class:`UserError` naming it, and no game is made.
    A game played with mods or house-rule files needs them again, unchanged (``files``). Saves of an older
    format are migrated where the change is mechanical."""
    state = read_save(text)
    try:
        # a sound save needs no shape check before its ruleset is found: the replay checks it whole
        ruleset = _ruleset_of(state, selection, files)
    except Exception:
        check_shape(state)
        ruleset = _ruleset_of(state, selection, files)
    return Game._checked(ruleset, state, text)


def _ruleset_of(state: dict[str, Any], selection: Selection | None, files: Files) -> Ruleset:
    selection = selection or _selection_of(state["setup"], Phrase("broken save"), files)
    check_stamps(state["setup"], selection)
    return load(state["setup"].get("game"), selection, len(state["players"]))


def load_record(record: str | bytes | dict[str, Any], *, files: Files = NO_FILES) -> Game:
    """Play back a game record (:meth:`Game.record`, as a dict or its JSON text) to the game it describes."""
    if isinstance(record, (str, bytes)):
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
    selection = _selection_of(setup, Phrase("not a game record"), files)
    check_stamps(setup, selection)
    game = new_game(setup.get("game"), players, setup["seed"], selection)
    return game.replayed([(players[seat], choice) for seat, choice in record["moves"]])


def _selection_of(setup: dict[str, Any], problem: Phrase, files: Files) -> Selection:
    try:
        return Selection(setup.get("edition"), tuple(setup.get("variants", ())), tuple(setup.get("house_rules", ())),
                         files.house_rule_files, mods=files.mods, allow_code=files.allow_code)
    except (TypeError, ValueError, UserError) as exc:
        raise UserError("{problem}: setup: {reason}", problem=problem, reason=exc if isinstance(exc, UserError)
                        else str(exc)) from None


def _record_problem(record: Any) -> Phrase | None:
    if not isinstance(record, dict) or "regla-record" not in record:
        return Phrase("no 'regla-record' version")
    if record["regla-record"] != RECORD_FORMAT:
        return Phrase("record format {format} (this regla reads format {readable})",
                      format=clipped(record["regla-record"]), readable=RECORD_FORMAT)
    setup, players, moves = record.get("setup"), record.get("players"), record.get("moves")
    if not isinstance(setup, dict) or not isinstance(setup.get("seed"), int) or isinstance(setup["seed"], bool):
        return Phrase("setup: missing, or without an integer seed")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return Phrase("players: not a list of colours")
    if not isinstance(moves, list) or not all(
            isinstance(m, list) and len(m) == 2 and type(m[0]) is int and 0 <= m[0] < len(players) for m in moves):
        return Phrase("moves: not a list of [seat, choice] pairs")
    return None


def replay(save: str | dict[str, Any], *, files: Files = NO_FILES) -> Iterator[ReplayStep]:
    """Step through a saved game or a game record from its start: first the game as set up (``answer``
    ``None``), then after each answer in turn. Every step yields the same :class:`Game`, moved on; clone
    it to keep a position."""
    if isinstance(save, str):
        try:
            parsed = json.loads(save)
        except (ValueError, RecursionError):
            raise UserError("not a saved game or game record: not JSON") from None
    else:
        parsed = save
    if isinstance(parsed, dict) and "regla-record" in parsed:
        final = load_record(parsed, files=files)
    else:
        final = load_game(save if isinstance(save, str) else json.dumps(save), files=files)
    answers = final.history
    game = final.replayed([])
    yield ReplayStep(0, None, None, game)
    for number, answer in enumerate(answers, 1):
        decision = next(d for d in game.pending if d.player == answer.player)
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


def decision_texts(game: Game, locale: str | None = None, isolate: str = "none") -> DecisionTexts:
    """The object that words ``game``'s decisions and events in ``locale`` (default: from the environment,
    falling back to English): ``describe(decision)``, ``label(kind, value)``, ``did(decision, choice)``
    (what everybody is told about a public answer), ``events(log_entries)`` and ``thing(id)`` (the name
    of any id of the game). ``isolate`` wraps every inserted name for bidirectional text: ``"text"``
    (Unicode isolates) or ``"html"`` (``<bdi>``, and the rest escaped); ``"none"`` leaves them bare."""
    if locale is not None and not isinstance(locale, str):
        raise UserError("locale must be a language code such as 'ko' or 'pt_BR', not {locale}", locale=clipped(locale))
    if isolate not in ("none", "text", "html"):
        raise UserError("isolate must be 'none', 'text' or 'html', not {isolate}", isolate=clipped(isolate))
    return _describer(game.ruleset).texts_for(game, locale, isolate)


def describe(game: Game, decision: Decision | None = None, locale: str | None = None, *,
             isolate: str = "none") -> DecisionText:
    """A pending decision (default: the first one) as a person reads it: the prompt, the progress of
    a move, a label (and for a card its text) per option, the context named. Same as ``game.describe``."""
    if decision is None:
        if not game.pending:
            raise UserError("no decision is pending: the game is over")
        decision = game.pending[0]
    return decision_texts(game, locale, isolate).describe(decision)


class _Describer:
    """A ruleset's describer: one :class:`DecisionTexts` per locale and seating, made on first use."""

    def __init__(self, ruleset: Ruleset):
        self.ruleset = ruleset
        self.made: dict[tuple[str | None, str, tuple[str, ...]], DecisionTexts] = {}

    def texts_for(self, game: Game, locale: str | None, isolate: str = "none") -> DecisionTexts:
        key = (locale, isolate, tuple(game.players))
        if key not in self.made:
            texts, _ = ruleset_texts(self.ruleset, locale, isolate)
            self.made[key] = DecisionTexts(self.ruleset, texts, game.players)
        return self.made[key]

    def __call__(self, game: Game, decision: Decision, locale: str | None) -> DecisionText:
        return decision_texts(game, locale).describe(decision)


def _describer(ruleset: Ruleset) -> _Describer:
    if not isinstance(ruleset.describer, _Describer):
        ruleset.describer = _Describer(ruleset)
    return ruleset.describer
