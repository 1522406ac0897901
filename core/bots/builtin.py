"""The built-in bots, offered through the plugin hook exactly as a third-party bot would be."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..errors import Phrase
from ..hookspecs import hookimpl
from .mcts import MctsBot
from .simple import GreedyBot, RandomBot


@hookimpl
def regla_plugin_info() -> dict[str, Any]:
    # TRANSLATORS: random, greedy and mcts are the bots' names, typed as they are after --bots
    return {"kind": "other", "description": Phrase("Built-in bots: random, greedy, mcts")}


@hookimpl
def regla_bots() -> dict[str, Callable[..., Any]]:
    return {"random": RandomBot, "greedy": GreedyBot, "mcts": MctsBot}
