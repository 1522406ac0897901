"""Finding bots: every plugin's ``regla_bots`` hook, merged; a bot made by name with its options."""

from __future__ import annotations

import inspect
import re
import weakref
from collections.abc import Callable
from typing import Any

import pluggy

from ..errors import NOTHING, PluginError, ReglaError, UserError, clipped, did_you_mean
from ..plugins import call_each, make_manager
from . import builtin
from .seat import Bot


def _offered(manager: pluggy.PluginManager) -> dict[str, tuple[str, Callable[..., Bot]]]:
    """Every installed bot by name, with the name of the plugin that offers it."""
    found: dict[str, tuple[str, Callable[..., Bot]]] = {}
    for plugin, offered in call_each(manager, "regla_bots"):
        for name, factory in offered.items():
            if name in found:
                raise PluginError("bot {name!r} is offered by both {first!r} and {second!r}", name=name,
                                  first=found[name][0], second=plugin)
            found[name] = (plugin, factory)
    return found


def bot_factories(manager: pluggy.PluginManager | None = None) -> dict[str, Callable[..., Bot]]:
    """Every installed bot by name (the built-in ones come from a plugin like any other)."""
    return {name: factory for name, (_, factory) in _offered(manager or make_manager()).items()}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``name`` or ``name:key=value,key=value`` (values are numbers where they read as numbers, and
    ``true`` / ``false`` truth values)."""
    if not isinstance(spec, str):
        raise UserError("a bot is named by a text such as 'mcts:iterations=200', not {spec}", spec=clipped(spec))
    name, _, rest = spec.partition(":")
    # spaces around a name are read as around a key or a value: "mcts : iterations=5" is mcts
    name = name.strip()
    options: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise UserError("bot option {part!r} in {spec!r} is not key=value", part=part, spec=spec)
        options[key.strip()] = _value(value.strip())
    return name, options


def split_specs(specs: str) -> list[str]:
    """The bots a comma-separated list names (``--bots``, the web app's form): a comma followed by
    ``key=`` goes on with the options of the bot before it, so ``mcts:iterations=5,depth=3,random`` is two
    bots, an mcts with two options and a random one."""
    return [part.strip() for part in re.split(r",(?![^:,]*=)", specs) if part.strip()]


def _value(text: str) -> Any:
    # a text option would be true whatever it says: "false" must be False
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def make_bot(spec: str, *, seed: int = 0, manager: pluggy.PluginManager | None = None,
             **options: Any) -> Bot:
    """A bot by name (``"mcts"``, or with options ``"mcts:iterations=200"``), seeded."""
    name, parsed = parse_spec(spec)
    manager = manager or make_manager()
    offered = _offered(manager)
    factories = {bot: factory for bot, (_, factory) in offered.items()}
    if name not in factories:
        # a name is quoted back, and a hostile one must not grow the message with it
        raise UserError("unknown bot {name!r} (installed: {installed}){hint}", name=name[:60] + "…" * (len(name) > 60),
                        installed=", ".join(sorted(factories)), hint=did_you_mean(name, factories))
    factory = factories[name]
    options = parsed | options
    accepted = inspect.signature(factory).parameters
    takes_any = any(p.kind is p.VAR_KEYWORD for p in accepted.values())
    # the seed is the run's to give (each seat and game its own), never a bot's option
    unknown = sorted(k for k in options if k == "seed" or (not takes_any and k not in accepted))
    if unknown:
        known = ", ".join(k for k in accepted if k != "seed") or NOTHING
        raise UserError("bot {name!r} has no option {option!r} (options: {known})", name=name,
                        option=unknown[0], known=known)
    if type(seed) is not int:
        # the caller's mistake, told before a factory would word it in Python's terms, blaming the bot
        raise UserError("the seed for bot {name!r} must be a whole number, not {seed}", name=name, seed=clipped(seed))
    plugin = offered[name][0]
    # a plugin's mistake is told naming it; a built-in bot's is regla's own, an internal error
    own = manager.get_plugin(plugin) is builtin
    try:
        bot = factory(seed=seed, **options)
    except (TypeError, ValueError) as exc:
        raise UserError("bot {name!r}: {reason}", name=name, reason=str(exc)) from None
    except Exception as exc:
        if own or isinstance(exc, ReglaError):
            raise
        raise PluginError("bot {name!r} of plugin {plugin!r} failed: {kind}: {reason}", name=name, plugin=plugin,
                          kind=type(exc).__name__, reason=str(exc)) from None
    if not (own or (isinstance(getattr(bot, "name", None), str) and callable(getattr(bot, "choose", None)))):
        raise PluginError("bot {name!r} of plugin {plugin!r} is not a bot (a name and a choose method): its "
                          "factory made {value}", name=name, plugin=plugin, value=clipped(bot))
    if not own:
        _remember(bot, name, plugin)
    return bot


_made: dict[int, tuple[Callable[[], Any], str, str]] = {}
"""Each plugin's bot :func:`make_bot` made, by its id: a way back to it, the name it was offered under and
its plugin. The bot is the plugin's object as its factory made it, so what made it is kept here."""


def _remember(bot: Bot, name: str, plugin: str) -> None:
    try:
        ref: Callable[[], Any] = weakref.ref(bot)
        # forgotten with the bot, before its id can be another's
        weakref.finalize(bot, _made.pop, id(bot), None)
    except TypeError:
        # an object that takes no weak reference is not kept (a run makes bots for every game): its class
        # still names its plugin when the plugin offers the class itself
        return
    _made[id(bot)] = (ref, name, plugin)


def provider(bot: Bot, manager: pluggy.PluginManager) -> tuple[str, str] | None:
    """The name ``bot`` was offered under and the plugin that offers it: as :func:`make_bot` made it, else
    (a bot the caller made itself) as the class a plugin offers; None for a built-in bot, or one of no
    plugin. Its own ``name`` proves nothing: a plugin's bot may call itself anything, ``random`` too."""
    made = _made.get(id(bot))
    if made is not None and made[0]() is bot:
        return made[1], made[2]
    for name, (plugin, factory) in _offered(manager).items():
        if factory is type(bot):
            return None if manager.get_plugin(plugin) is builtin else (name, plugin)
    return None
