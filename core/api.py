"""The front door: load a game with its selected plugins, and start games from it.

Loading validates and compiles the data once; the result is cached per selection, so starting many
games (a simulation) costs only the setup of each.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pluggy

from .data.ruleset import Ruleset, load_ruleset
from .engine.game import Decision, Game
from .engine.ops import OPS
from .engine.ops.base import Op
from .errors import PluginError, UserError
from .plugins import Selection, call_each, discovery_generation, make_manager
from .text.decisions import DecisionText, DecisionTexts, ruleset_texts

_cache: dict[tuple[Any, ...], Ruleset] = {}


def available_games(pm: pluggy.PluginManager | None = None) -> dict[str, Path]:
    """Ruleset ids offered by the installed game plugins, with the path of each ``game.yaml``."""
    pm = pm or make_manager()
    games: dict[str, Path] = {}
    for plugin, offered in call_each(pm, "regla_rulesets"):
        for game_id, path in offered.items():
            if game_id in games:
                raise PluginError(f"plugin {plugin!r} offers game {game_id!r}, which another plugin offers too")
            games[game_id] = Path(path)
    return games


def _leaves(overlay: Any, path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    """Every value an overlay sets, by its path (``None`` and lists are values, not containers)."""
    if not isinstance(overlay, dict):
        return {path: overlay}
    return {leaf: v for key, value in overlay.items() for leaf, v in _leaves(value, (*path, str(key))).items()}


def _overlays(pm: pluggy.PluginManager, game: str, players: int | None) -> list[dict[str, Any]]:
    """The active plugins' overlays, refused when two of them change the same thing differently:
    the same value set to two values, or something deleted or replaced by one and changed by the other.
    Identical changes agree; the order plugins run in must never decide the rules."""
    overlays = call_each(pm, "regla_ruleset_overlay", ruleset_id=game, players=players)
    seen: dict[tuple[str, ...], tuple[str, Any]] = {}
    for plugin, overlay in overlays:
        for path, value in _leaves(overlay).items():
            for other_path, (other, other_value) in seen.items():
                nested = path[:len(other_path)] == other_path or other_path[:len(path)] == path
                if other != plugin and nested and (path != other_path or value != other_value):
                    where = min(path, other_path, key=len)
                    what = (f"the option {where[2]!r}" if where[:2] == ("game", "options") and len(where) == 3
                            else ".".join(where))
                    raise PluginError(f"{plugin!r} and {other!r} conflict: both change {what} differently")
            seen[path] = (plugin, value)
    return [overlay for _, overlay in overlays]


def default_game(pm: pluggy.PluginManager | None = None) -> str:
    """The game to use when none is named: the only installed one."""
    games = sorted(available_games(pm))
    if len(games) != 1:
        raise UserError(f"name a game with --game (installed: {', '.join(games) or 'none'})")
    return games[0]


def load(game: str | None = None, selection: Selection | None = None, players: int | None = None,
         extra_plugins: tuple[tuple[str, Any], ...] = ()) -> Ruleset:
    """The compiled ruleset of ``game`` (default: the only installed one) with ``selection`` applied."""
    selection = selection or Selection()
    key = (game, selection, players, tuple(id(o) for _, o in extra_plugins), discovery_generation())
    if key in _cache:
        return _cache[key]
    pm = make_manager(selection, extra_plugins)
    games = available_games(pm)
    game = game or default_game(pm)
    if game not in games:
        raise UserError(f"unknown game {game!r} (installed: {', '.join(sorted(games)) or 'none'})")
    functions: dict[str, Any] = {}
    for _, found in call_each(pm, "regla_expression_functions"):
        functions.update(found)
    ops = dict(OPS)
    for plugin, classes in call_each(pm, "regla_ops"):
        for cls in classes:
            if not (isinstance(cls, type) and issubclass(cls, Op)) or cls.name in ops:
                raise PluginError(f"plugin {plugin!r}: {cls!r} is not a new regla op")
            ops[cls.name] = cls()
    names = tuple(name for name, _ in pm.list_name_plugin())
    ruleset = load_ruleset(games[game], _overlays(pm, game, players), names, functions, ops)
    ruleset.manager = pm
    ruleset.describer = _describer(ruleset)
    _cache[key] = ruleset
    return ruleset


def new_game(game: str | None = None, players: int | list[str] = 4, seed: int = 0,
             selection: Selection | None = None, *,
             extra_plugins: tuple[tuple[str, Any], ...] = ()) -> Game:
    """Set up a new game and run it to its first decisions.

    ``players`` is a count (the game's colours in order) or a list of colour ids; ``seed`` drives the
    game's one random source; ``selection`` names the edition, variants and house rules.
    """
    selection = selection or Selection()
    count = players if isinstance(players, int) else len(players)
    ruleset = load(game, selection, count, extra_plugins)
    game = ruleset.id
    spec = ruleset.game
    if isinstance(players, int):
        if not spec.min_players <= players <= spec.max_players:
            raise UserError(f"{spec.name} takes {spec.min_players} to {spec.max_players} players, not {players}")
        names = spec.colours[:players]
    else:
        names = list(players)
        unknown = [p for p in names if p not in spec.colours]
        if unknown or len(set(names)) != len(names) or not spec.min_players <= len(names) <= spec.max_players:
            raise UserError(f"players must be {spec.min_players} to {spec.max_players} distinct colours of "
                            f"{', '.join(spec.colours)}")
    setup = {"game": game, "seed": seed, "edition": selection.edition, "variants": list(selection.variants),
             "house_rules": list(selection.house_rules)}
    result = Game.start(ruleset, names, seed, setup)
    call_each(ruleset.manager, "regla_game_created", game=result)
    return result


def load_game(text: str, selection: Selection | None = None) -> Game:
    """A game saved with :meth:`Game.to_json`, on the ruleset and plugins it was started with."""
    try:
        saved = json.loads(text)
        setup = saved.get("setup", {})
    except (ValueError, AttributeError):
        raise UserError("not a saved game") from None
    selection = selection or Selection(setup.get("edition"), tuple(setup.get("variants", ())),
                                       tuple(setup.get("house_rules", ())))
    ruleset = load(setup.get("game"), selection, len(saved.get("players", [])) or None)
    return Game.from_json(ruleset, text)


def decision_texts(game: Game, locale: str | None = None) -> DecisionTexts:
    """The object that words ``game``'s decisions in ``locale`` (default: from the environment, falling
    back to English): ``describe(decision)``, ``label(kind, value)``, ``did(decision, choice)`` (what
    everybody is told about a public answer) and ``thing(id)`` (the name of any id of the game)."""
    return _describer(game.ruleset).texts_for(game, locale)


def describe(game: Game, decision: Decision | None = None, locale: str | None = None) -> DecisionText:
    """A pending decision (default: the first one) as a person reads it: the prompt, the progress of
    a move, a label (and for a card its text) per option, the context named. Same as ``game.describe``."""
    if decision is None:
        if not game.pending:
            raise UserError("no decision is pending: the game is over")
        decision = game.pending[0]
    return decision_texts(game, locale).describe(decision)


class _Describer:
    """A ruleset's describer: one :class:`DecisionTexts` per locale and seating, made on first use."""

    def __init__(self, ruleset: Ruleset):
        self.ruleset = ruleset
        self.made: dict[tuple[str | None, tuple[str, ...]], DecisionTexts] = {}

    def texts_for(self, game: Game, locale: str | None) -> DecisionTexts:
        key = (locale, tuple(game.players))
        if key not in self.made:
            texts, _ = ruleset_texts(self.ruleset, locale)
            self.made[key] = DecisionTexts(self.ruleset, texts, game.players)
        return self.made[key]

    def __call__(self, game: Game, decision: Decision, locale: str | None) -> DecisionText:
        return self.texts_for(game, locale).describe(decision)


def _describer(ruleset: Ruleset) -> _Describer:
    if not isinstance(ruleset.describer, _Describer):
        ruleset.describer = _Describer(ruleset)
    return ruleset.describer
