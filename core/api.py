"""The front door: load a game with its selected plugins, and get games from it: new ones and saved ones
(:func:`load_game`); games played back from a record, and a replay's steps, are in :mod:`regla.replays`.

Loading validates and compiles the data once; the result is cached per selection, so starting many
games (a simulation) costs only the setup of each. The checks of plugins' overlays are in
:mod:`regla.data.plugin_overlays`; describing decisions (:func:`describe`, :func:`decision_texts`) is
in :mod:`regla.text.describer` and offered here too.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import replace
from pathlib import Path
from typing import Any

import pluggy

from .data.compiled import Ruleset
from .data.compiler import TakenByTheGame
from .data.overlay import WrongChange
from .data.plugin_overlays import agreed_overlays, blamed, wrong_change
from .data.ruleset import load_ruleset
from .editions import add_default_edition, default_edition
from .engine.game import Game
from .engine.rng import seed_fits
from .engine.saves import read_save
from .engine.saveshape import check_shape
from .errors import NOTHING, DataError, Phrase, PluginError, UserError, Verbatim, clipped, did_you_mean
from .mods.plugin import ModPlugin
from .mods.removals import removal_problems, removed_cards
from .plugins import (
    Selection,
    active_infos,
    call_each,
    check_extra,
    discovery_generation,
    make_manager,
    selected_mods,
)
from .plugins.code import plugin_blocks, plugin_functions, plugin_ops, taken_by_the_game
from .stamps import NO_FILES, Files, check_stamps, file_hash, stamps

# the describing API lives with the texts it words, and is offered here with the rest of the front door
from .text.describer import decision_texts as decision_texts
from .text.describer import describe as describe
from .text.describer import describer_of

KEPT_RULESETS = 64
"""Compiled rulesets kept for loading again, the least recently used going first: a long-running process
(the web app, asked for any selection by anyone) must not keep one of each selection ever asked for."""
_cache: OrderedDict[tuple[Any, ...], Ruleset] = OrderedDict()


def available_games(pm: pluggy.PluginManager | None = None) -> dict[str, Path]:
    """Ruleset ids offered by the installed game plugins, with the path of each ``game.yaml``."""
    if pm is not None and not isinstance(pm, pluggy.PluginManager):
        raise UserError("pm must be a plugin manager from regla.make_manager(), not {pm}", pm=clipped(pm))
    pm = pm or make_manager()
    games: dict[str, Path] = {}
    for plugin, offered in call_each(pm, "regla_rulesets"):
        for game_id, path in offered.items():
            if game_id in games:
                raise PluginError("plugin {plugin!r} offers game {game!r}, which another plugin offers too",
                                  plugin=plugin, game=game_id)
            games[game_id] = Path(path)
    return games


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


def game_of_mods(selection: Selection) -> str | None:
    """The game the selection's mods change, when they all change the same one: what a person who names
    only mods of that game means by naming no game (None: no mod changes one, or they disagree; the
    default game is then played, and a mod of another game refused)."""
    changed = {mod.manifest.game for mod in selected_mods(selection) if mod.manifest.game}
    return changed.pop() if len(changed) == 1 else None


def load(game: str | None = None, selection: Selection | None = None, players: int | None = None,
         extra_plugins: tuple[tuple[str, Any], ...] = ()) -> Ruleset:
    """The compiled ruleset of ``game`` (default: the game the selection's mods change, if they agree, else
    the default game: :func:`default_game`) with ``selection`` applied."""
    if game is not None and not isinstance(game, str):
        raise UserError("game must be the id of an installed game, not {game}", game=clipped(game))
    check_selection(selection)
    extra_plugins = check_extra(extra_plugins)
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
        raise UserError("players must be a number of players, not {players}", players=clipped(players))
    selection = selection or Selection()
    # mods and house-rule files are named by their paths: what is there now decides, so an edited one is
    # loaded again
    contents = (tuple(mod.digest for mod in selected_mods(selection)) if selection.mods else (),
                tuple(file_hash(p) for p in selection.house_rule_files))
    key = (game, selection, players, tuple(id(o) for _, o in extra_plugins), discovery_generation(), contents)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    if players is not None:
        # a count the game does not take is refused before a ruleset is compiled (and kept) for it
        whole = load(game, selection, None, extra_plugins)
        spec = whole.game
        if not spec.min_players <= players <= spec.max_players:
            raise UserError("{game} takes {least} to {most} players, not {count}", game=whole.game_name,
                            least=spec.min_players, most=spec.max_players, count=players)
    pm = make_manager(selection, extra_plugins)
    games = available_games(pm)
    game = game or game_of_mods(selection) or default_game(pm)
    if game not in games:
        raise UserError("unknown game {game!r} (installed: {installed}){hint}", game=game,
                        installed=", ".join(sorted(games)) or NOTHING, hint=did_you_mean(game, games))
    add_default_edition(pm, selection, game)
    functions = plugin_functions(pm)
    ops = plugin_ops(pm)
    names = tuple(name for name, _ in pm.list_name_plugin())
    # what the user chose must be of this game: another game's edition, variant or house rule would be
    # recorded in the setup and change nothing (the default edition, chosen by nobody, is left out; a game
    # file only brings its game)
    chosen = {*selection.variants, *selection.house_rules, *((selection.edition,) if selection.edition else ()),
              *(Path(p).name for p in selection.house_rule_files)}
    for info in active_infos(pm):
        if (info.kind == "mod" or info.name in chosen) and info.kind != "game" and info.game and info.game != game:
            raise UserError("{plugin!r} changes the game {wanted!r}, not {game!r}", plugin=info.name,
                            wanted=info.game, game=game)
    overlays = agreed_overlays(call_each(pm, "regla_ruleset_overlay", ruleset_id=game, players=players))
    added: dict[str, list[Path]] = {}
    for _, files in call_each(pm, "regla_data_files", ruleset_id=game):
        for kind in ("cards", "texts"):
            added.setdefault(kind, []).extend(Path(p) for p in files.get(kind, ()))
    plugins = [p for _, p in pm.list_name_plugin() if isinstance(p, ModPlugin)]
    # a game a mod brings reads nothing outside the mod's folder
    confined = next((p.mod.root.resolve() for p in plugins if game in p.mod.manifest.games), None)
    # changes of the wrong shape were left out of the mods' overlays: told with what loading finds
    left_out = [problem for p in plugins for problem in p.problems]
    try:
        ruleset = load_ruleset(games[game], [o for _, o in overlays], names, functions, ops, added, confined,
                               plugin_blocks(pm, game))
    except DataError as exc:
        roots = tuple(str(p.mod.root) for p in plugins)
        found = blamed(exc, overlays, games[game], names, functions, ops, roots, confined)
        raise DataError(left_out + found.problems) from None
    except TakenByTheGame as exc:
        raise taken_by_the_game(pm, exc) from None
    except WrongChange as exc:
        raise wrong_change(overlays, exc) from None
    if any(removed_cards(p) for p in plugins):
        # a card the game needs is refused where a mod removes it, not when play or the rules reach it
        before = load(game, replace(selection, mods=()), players, extra_plugins)
        left_out += [problem for p in plugins for problem in removal_problems(p, before, ruleset)]
    if left_out:
        raise DataError(left_out)
    ruleset.changed_by = tuple(name for name, _ in overlays if name.startswith("mod:"))
    ruleset.manager = pm
    ruleset.describer = describer_of(ruleset)
    _cache[key] = ruleset
    if len(_cache) > KEPT_RULESETS:
        _cache.popitem(last=False)
    return ruleset


def seating(ruleset: Ruleset, count: int) -> list[str]:
    """The colours a new game of ``count`` players seats, in seat order (no game need be set up to know)."""
    return ruleset.game.colours[:count]


def check_setup(game: Any, players: Any, seed: Any, selection: Any) -> None:
    """Refuse arguments of :func:`new_game` of the wrong kind, before any of them is used."""
    if game is not None and not isinstance(game, str):
        raise UserError("game must be the id of an installed game, not {game}", game=clipped(game))
    if type(seed) is not int or not seed_fits(seed):
        raise UserError("seed must be an integer (at most 64 bits), not {seed}", seed=clipped(seed))
    if isinstance(players, bool) or not isinstance(players, (int, list, tuple)) or (
            not isinstance(players, int) and not all(isinstance(p, str) for p in players)):
        raise UserError("players must be a number of players or a list of colours, not {players}",
                        players=clipped(players))
    check_selection(selection)


def check_selection(selection: Any) -> None:
    if selection is not None and not isinstance(selection, Selection):
        raise UserError("selection must be a regla.Selection, not {selection}", selection=clipped(selection))


def check_files(files: Any) -> None:
    if not isinstance(files, Files):
        raise UserError("files must be a regla.Files, not {files}", files=clipped(files))


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
        # load refused a count the game does not take
        names = seating(ruleset, players)
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


def load_game(text: str | bytes, selection: Selection | None = None, *, files: Files = NO_FILES,
              check_moves: bool = False) -> Game:
    """A game saved with :meth:`Game.to_json`, on the ruleset and plugins it was started with.

    The save is checked first: its shape, then against the ruleset (players, areas, tokens, cards and
    program blocks known, every colour's pieces adding up, pending decisions well formed); anything wrong
    is a :class:`UserError` naming it, and no game is made. The game then plays on exactly as the saved one
    would have; a position edited by hand is taken on trust. With ``check_moves`` the save's moves are also
    replayed from its setup and must lead to exactly the saved state, so an edited score or a piece moved
    by hand is found however plausible it looks (at the cost of the replay). A ``selection`` given must be
    the one the game was saved with. A game played with mods or house-rule files needs them again,
    unchanged (``files``). Saves of an older format are migrated where the change is mechanical."""
    check_selection(selection)
    check_files(files)
    state = read_save(text)
    try:
        # a sound save needs no shape check before its ruleset is found: the checks after it find it sound
        ruleset = _ruleset_of(state, selection, files)
    except Exception:
        check_shape(state)
        ruleset = _ruleset_of(state, selection, files)
    return Game._checked(ruleset, state, text, check_moves=check_moves)


def _ruleset_of(state: dict[str, Any], selection: Selection | None, files: Files) -> Ruleset:
    setup = state["setup"]
    if selection is None:
        selection = selection_of(setup, Phrase("broken save"), files)
    else:
        _check_same_selection(setup, selection)
    check_stamps(setup, selection)
    return load(setup.get("game"), selection, len(state["players"]))


def _check_same_selection(setup: dict[str, Any], selection: Selection) -> None:
    """A selection given with a save must be the one it was played with: on other rules its moves (the
    way back, for undo) would not replay."""
    # no edition named is the game's default one (a save records only the edition named); the default is
    # looked for only then: with several default editions installed, two named editions are still compared
    game, edition_given, edition_saved = setup.get("game"), selection.edition, setup.get("edition")
    if not (edition_given and edition_saved) and isinstance(game, str):
        default = default_edition(game, selection.blocked)
        edition_given, edition_saved = edition_given or default, edition_saved or default
    parts = [("edition", [edition_given] if edition_given else [], [edition_saved] if edition_saved else []),
             ("variants", sorted(selection.variants), sorted(setup.get("variants", []))),
             ("house_rules", sorted(selection.house_rules), sorted(setup.get("house_rules", [])))]
    for part, given, saved in parts:
        if given != saved:
            raise UserError("the selection is not the one the game was saved with ({part}: {given} given, "
                            "{saved} in the save)", part=Verbatim(part), given=", ".join(given) or "-",
                            saved=", ".join(map(str, saved)) or "-")


def selection_of(setup: dict[str, Any], problem: Phrase, files: Files) -> Selection:
    for name in ("variants", "house_rules", "mods", "house_rule_files"):
        # a text is a sequence of letters: it would be read as that many one-letter names
        if not isinstance(setup.get(name, []), list):
            raise UserError("{problem}: setup.{name}: must be a list", problem=problem, name=Verbatim(name))
    try:
        return Selection(setup.get("edition"), tuple(setup.get("variants", ())), tuple(setup.get("house_rules", ())),
                         files.house_rule_files, files.blocked, mods=files.mods, allow_code=files.allow_code)
    except (TypeError, ValueError, UserError) as exc:
        raise UserError("{problem}: setup: {reason}", problem=problem, reason=exc if isinstance(exc, UserError)
                        else str(exc)) from None
