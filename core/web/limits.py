"""What a visitor may ask of the web app's bots: a bot made through the new-game form thinks a couple of
seconds a decision at most, whatever its options say (the command line's own bounds are for someone
running regla on their own machine, and let a bot think for minutes)."""

from __future__ import annotations

from ..bots import parse_spec
from ..errors import UserError, Verbatim

BOT_BOUNDS: dict[str, dict[str, float]] = {"mcts": {"seconds": 2, "iterations": 100, "depth": 50}}
"""The most each option that sets how long a bot thinks may ask for, by bot. 100 iterations of depth 50
take about 3 s for one decision of the slower of the two built-in games on a laptop (half a second in
the other); the defaults, 48 of 24, are well inside."""


def bounded(spec: str) -> str:
    """``spec`` if it asks no more of its bot than the web app allows; else refused saying the bound.
    (An option that is no number is left for the bot to refuse in its own words.)"""
    name, options = parse_spec(spec)
    for option, most in BOT_BOUNDS.get(name, {}).items():
        value = options.get(option)
        if isinstance(value, int | float) and not isinstance(value, bool) and value > most:
            raise UserError("on this web app, option {option} of bot {name!r} is at most {most}, not {value}",
                            option=option, name=name, most=most, value=Verbatim(repr(value)))
    return spec
