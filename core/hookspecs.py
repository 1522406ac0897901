"""The hooks a regla plugin may implement. Every hook is prefixed ``regla_``.

A plugin is a module or object with functions marked ``@regla.hookimpl``, found through the
``regla.plugins`` entry-point group, registered directly (``manager.register(obj, name=...)``), or
loaded from a single file with ``--house-rule ./my_rule.py``. Built-in games, editions, variants and
house rules are plugins of exactly this kind.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pluggy

hookspec = pluggy.HookspecMarker("regla")
hookimpl = pluggy.HookimplMarker("regla")


@hookspec(firstresult=True)
def regla_plugin_info() -> dict[str, Any] | None:
    """Describe this plugin; called once per plugin when plugins are listed or selected.

    Return a mapping with ``kind`` (``game``, ``edition``, ``variant``, ``house-rule`` or ``other``),
    ``description`` (one line; a :class:`~regla.errors.Phrase` when it is a message of regla's own
    catalogue, so that it is said in the reader's language) and optionally ``game`` (the ruleset id it
    applies to) and ``conflicts`` (names of plugins it cannot be combined with); a ``game`` plugin may say
    ``default: True`` to be the game used when several are installed and none is named, and an ``edition``
    plugin with a ``game`` to be the edition that game is played in when none is named. Any other field, or
    one of the wrong type (``conflicts`` as a text), is refused naming the plugin. ``firstresult``: a
    plugin answers for itself; the manager calls each plugin's implementation separately.
    """


@hookspec
def regla_rulesets() -> dict[str, Path] | None:
    """Games this plugin provides: ruleset id to the path of its ``game.yaml``.

    Called when the ruleset registry is built. Results of all plugins are merged; two plugins
    offering the same id is an error.
    """


@hookspec
def regla_ruleset_overlay(ruleset_id: str, players: int | None) -> dict[str, Any] | None:
    """Data changes this plugin makes to a game, applied before validation and compilation.

    Called once per active plugin each time a ruleset is loaded. ``ruleset_id`` is the game being
    loaded; ``players`` is the player count when known. Return ``None`` for no change, or an overlay:
    ``{"game": {...}, "board": {...}, "cards": {card_id: {...} | None}, "player_counts": {...},
    "texts": {file: {...}}, "add": {"game" | "board" | "player_counts": {...}}}``, merged key by key
    (``None`` deletes; a list replaces the whole list; a mapping given for a list of items with ids
    changes those items, and an id the list does not have is an error). ``add`` appends new items to
    lists (``{"board": {"areas": [...]}}``) and new entries to mappings (``{"game": {"options": {...}}}``);
    adding what is there already is an error.
    Two active plugins that set the same value differently, or where one deletes or replaces what the
    other changes, conflict and the game is refused; setting the same value twice is fine. Option
    values should come with a sentence (``texts`` ``options``, keyed ``"name=<value as JSON>"``).
    """


@hookspec
def regla_data_files(ruleset_id: str) -> dict[str, list[Path]] | None:
    """Data files this plugin adds to the game ``ruleset_id``: ``{"cards": [...], "texts": [...]}``.

    Called once per active plugin each time a ruleset is loaded. A ``cards`` file has the shape of the
    game's own card files (``decks``, ``cards``, ``tables``) and adds what it holds; a ``texts`` file has
    the shape of the game's texts files and is merged after them (sentences for the added cards' special
    actions go there). Problems are reported at their position in these files. Mods use this hook.
    """


@hookspec
def regla_mods() -> list[Path] | None:
    """Mod folders this installed package ships (each holding a ``mod.yaml``).

    Called when mods are listed or one is named by id (``--mod ID``). A mod installed this way is the
    same folder a user could pass by path; its Python plugins run without ``--allow-code``, because
    installing the package already trusted its code.
    """


@hookspec
def regla_expression_functions() -> dict[str, Callable[..., Any]] | None:
    """Functions rule expressions may call, by name; each takes the VM first, then its arguments.

    Called when a ruleset is compiled; a name already taken (by a built-in function, another plugin's, or
    a variable or table of the game) is an error. They must only read the game state, and return fresh values
    (never a list or mapping of the ruleset itself, nor a set: its order follows string hashes,
    which change from one run to the next). A function whose work grows with its arguments
    should charge it with ``regla.engine.bounds.charge(vm, items)``. One marked with
    ``regla.engine.functions.gives(PLAIN)`` (its values are always plain JSON: lists, string-keyed
    mappings, scalars) or ``gives(OF_ARGUMENTS)`` (plain when its arguments are) has its values stored
    without a check; ``gives(NEW)`` (plain, and a scalar or a list or mapping made for the call, none of
    its parts held by anything else) also without a copy, though measured against the limits of a stored
    value; ``gives(SIZED)`` (as ``NEW``, and always within those limits, the making of it charged) also
    unmeasured when an instruction stores it as it is. An unmarked one's values are checked whenever
    they are stored.
    """


@hookspec
def regla_ops() -> list[type] | None:
    """Extra instruction classes (subclasses of ``regla.Op``, each with a ``name`` and ``Args``) available
    to rules data.

    Called when a ruleset is compiled; an op name already taken (by a built-in op or another plugin's) is
    an error. An op's ``compile``
    turns its validated arguments into a runtime form, compiling expressions with ``c.expr(source,
    field)`` (only those are bound to the game's functions and variables); its ``run(vm, frame, a)``
    evaluates them with ``vm.eval(expr)``, reads variables with ``vm.lookup(name)``, writes them with
    ``vm.assign(name, value)`` (values must be JSON; a list or mapping is copied, for a save holds each
    value in one place and a game read back from it must play on as the original), keeps its progress
    as plain data in ``frame['s']`` (its own, never a list or mapping held elsewhere in the state) and
    returns ``NEXT``, ``WAIT`` (after ``vm.ask`` or ``vm.ask_with``) or ``PUSHED``
    (after ``vm.push``; pass ``n=1`` when the pushed block's end finishes the instruction).
    A local pushed with ``vm.push`` may not be named like a game variable. An op may instead write
    itself out as Python lines compiled into its block's function (``emit``, as ``if`` and the loops
    do); ``run`` is what every other op needs.
    """


@hookspec
def regla_compiled_blocks(ruleset_id: str) -> dict[str, Callable[..., Any]] | None:
    """The functions of the game ``ruleset_id``'s blocks and expressions written ahead of time (and
    usually compiled to machine code when the package was built): the ``FACTORIES`` of a module that
    ``regla.engine.ahead.factories_module`` wrote from the sources the game's data gives.

    Called when a ruleset is compiled. A block or expression whose source has a factory here runs the
    function the factory makes; any other (one a mod or house rule changed, or one changed since the
    module was written) is compiled from its source then, so a stale module costs speed, never a
    different game. The factories of all plugins are merged.
    """


@hookspec
def regla_locale_domains() -> dict[str, Path] | None:
    """Translation catalogues this plugin ships: gettext domain to its ``locales`` directory.

    Called when texts are looked up; mods use it to ship their own cards' translations beside the
    built-in catalogue. Later domains are consulted first.
    """


@hookspec
def regla_bots() -> dict[str, Callable[..., Any]] | None:
    """Bots this plugin offers: name to factory.

    Called when bots are listed or one is made by name (``regla play --bots``, ``regla simulate
    --bots``, ``regla.bots.make_bot``). A factory is called as ``factory(seed=..., **options)``, the
    options coming from a spec such as ``mcts:iterations=200``; it returns an object with a ``name``
    and ``choose(seat)`` returning one of ``seat.decision.options``. The seat
    (:class:`regla.bots.Seat`) holds the player's view and ``sample(rng)``, a full game with all the
    player cannot see drawn anew: a bot never gets the game itself. Two plugins offering the same name
    is an error; so is a factory that makes no such object, or a choice that raises or is not one of the
    options, told naming the bot and the plugin.
    """


@hookspec
def regla_game_created(game: Any) -> None:
    """Called once after a new game is set up, before its first decision; may only read the game.

    ``game`` is the :class:`regla.Game`. Useful for logging, statistics and tooling.
    """
