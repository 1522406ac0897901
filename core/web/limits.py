"""What a visitor may ask of the web app's bots: a bot made through the new-game form thinks a couple of
seconds a decision at most, whatever its options say (the command line's own bounds are for someone
running regla on their own machine, and let a bot think for minutes); a bot whose bounds the app does not
know plays only as it was installed."""

from __future__ import annotations

import pluggy

from ..bots import bot_factories, parse_spec
from ..errors import UserError, Verbatim, clipped

BOT_BOUNDS: dict[str, dict[str, float]] = {"mcts": {"seconds": 2, "iterations": 100, "depth": 50},
                                           "random": {}, "greedy": {}}
"""The bots whose bounds the app knows, with the most each option that sets how long the bot thinks may
ask for (their other options are theirs to check). 100 iterations of depth 50 take about 3 s for one
decision of the slower of the two built-in games on a laptop (half a second in the other); the defaults,
48 of 24, are well inside."""


def bounded(spec: str, manager: pluggy.PluginManager | None = None) -> str:
    """``spec`` if it asks no more of its bot than the web app allows; else refused saying the bound. A
    bot of a plugin, whose options the app cannot weigh, plays with the defaults whoever installed it
    chose. (An option that is no number, and a bot not installed, are left for :func:`make_bot` to refuse
    in its own words.)"""
    name, options = parse_spec(spec)
    if name not in BOT_BOUNDS:
        if options and name in bot_factories(manager):
            raise UserError("on this web app, bot {name!r} plays only as it was installed: name it without "
                            "options, not {spec}", name=name, spec=Verbatim(clipped(spec.strip())))
        return spec
    for option, most in BOT_BOUNDS[name].items():
        value = options.get(option)
        if isinstance(value, int | float) and not isinstance(value, bool) and value > most:
            raise UserError("on this web app, option {option} of bot {name!r} is at most {most}, not {value}",
                            option=option, name=name, most=most, value=Verbatim(repr(value)))
    return spec

