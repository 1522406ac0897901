"""The OpenSpiel adapter's parameters: their defaults, the lists they hold and the bounds they keep.

OpenSpiel holds a game's parameters in its own types (a whole number in a C++ int) and writes a game as
a string (``name(key=value,...)``), so what a regla game takes is checked here, in words, before
OpenSpiel's own conversion could fail with a message naming neither the parameter nor the bound.

The list parameters (``variants``, ``house_rules``) separate their names with ``;``: the comma
separates OpenSpiel's own parameters in a game string (``name(key=value,...)``, where ``(``, ``)``,
``,`` and ``=`` are special), so a list written with commas could not be read back from ``str(game)``.
A list given with commas in a parameter dict is taken too, and the game's parameters hold it with ``;``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import UserError

DEFAULTS: dict[str, Any] = {"game": "", "players": 0, "edition": "", "variants": "", "house_rules": "",
                            "seed": -1, "chance_seeds": 1024, "max_actions": 0, "locale": "en"}
"""Parameters: ``players`` 0 means the ruleset's smallest count; lists are separated by ``;``
(:data:`LIST_SEPARATOR`); ``max_actions`` 0 means the ruleset's bound; ``locale`` is the language of
``action_to_string``."""
LIST_PARAMETERS = ("variants", "house_rules")
LIST_SEPARATOR = ";"
"""Not the comma, which OpenSpiel's game-string parser reads as the end of the parameter."""
LEAST_INT, MOST_INT = -(2 ** 31), 2 ** 31 - 1
"""OpenSpiel holds a whole-number parameter, and a game's count of chance outcomes, as a C++ int."""


def check_chance_seeds(value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MOST_INT:
        raise UserError("chance_seeds must be a whole number from 1 to {most}, not {value!r}", most=MOST_INT,
                        value=value)


def check_max_actions(value: Any) -> None:
    # below 1 action no decision could be answered; 0 is the default: the ruleset's own bound
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MOST_INT:
        raise UserError("max_actions must be 0 (the ruleset's own bound) or a whole number from 1 to {most}, "
                        "not {value!r}", most=MOST_INT, value=value)


def check_sizes(params: Mapping[str, Any]) -> None:
    """Refuse in words a whole number OpenSpiel could not hold (its conversion would fail first, with
    a message naming neither the parameter nor the bound), and a ``chance_seeds`` or ``max_actions``
    the game could not be played with."""
    for name, value in params.items():
        if name == "chance_seeds":
            check_chance_seeds(value)
        elif name == "max_actions":
            check_max_actions(value)
        elif isinstance(value, int) and not isinstance(value, bool) and not LEAST_INT <= value <= MOST_INT:
            raise UserError("OpenSpiel holds whole-number parameters in 32 bits: {name} must be from {least} to "
                            "{most}, not {value!r}", name=name, least=LEAST_INT, most=MOST_INT, value=value)


def listed_names(text: str) -> tuple[str, ...]:
    """The names a list parameter holds, separated by ``;``."""
    # commas too: a parameter dict written before the separator changed (never a game string, which
    # the comma would end)
    return tuple(part.strip() for part in text.replace(",", LIST_SEPARATOR).split(LIST_SEPARATOR) if part.strip())
