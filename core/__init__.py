"""regla: a rules-as-data board game engine.

    >>> import regla
    >>> game = regla.new_game(players=4, seed=1)   # the only installed game, or name it
    >>> decision = game.pending[0]
    >>> print(regla.describe(game, decision, locale="en").prompt)   # or game.describe(decision)
    >>> game.apply(decision.player, decision.options[0])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

# The names are imported when first used: `regla` itself loads in milliseconds, so the command line can
# take charge of Ctrl-C before the engine, the plugins and the catalogues load (regla.cli.entry).
_WHERE = {
    **dict.fromkeys(("available_games", "decision_texts", "describe", "load", "load_game",
                     "new_game"), ".api"),
    **dict.fromkeys(("ReplayStep", "load_record", "replay"), ".replays"),
    "Ruleset": ".data.compiled", "Game": ".engine.game", "Op": ".engine.ops.base",
    "register": ".engine.ops.base", "Award": ".engine.scoring", "rank_awards": ".engine.scoring",
    "Answer": ".engine.state", "Decision": ".engine.state",
    **dict.fromkeys(("DataError", "DataProblem", "ExitCode", "IllegalChoice", "InternalError", "PluginError",
                     "ProgramError", "ReglaError", "UserError"), ".errors"),
    "hookimpl": ".hookspecs", "hookspec": ".hookspecs",
    **dict.fromkeys(("PluginInfo", "Selection", "discover", "make_manager"), ".plugins"),
    "Files": ".stamps",
    **dict.fromkeys(("DecisionText", "DecisionTexts", "OptionText"), ".text.decisions"),
}

if TYPE_CHECKING:
    from .api import available_games, decision_texts, describe, load, load_game, new_game
    from .data.compiled import Ruleset
    from .engine.game import Game
    from .engine.ops.base import Op, register
    from .engine.scoring import Award, rank_awards
    from .engine.state import Answer, Decision
    from .errors import (
        DataError,
        DataProblem,
        ExitCode,
        IllegalChoice,
        InternalError,
        PluginError,
        ProgramError,
        ReglaError,
        UserError,
    )
    from .hookspecs import hookimpl, hookspec
    from .plugins import PluginInfo, Selection, discover, make_manager
    from .replays import ReplayStep, load_record, replay
    from .stamps import Files
    from .text.decisions import DecisionText, DecisionTexts, OptionText


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'regla' has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(_WHERE[name], __name__), name)
    globals()[name] = value
    return value


__version__ = "0.1.0"

__all__ = [
    "Answer",
    "Award",
    "DataError",
    "DataProblem",
    "Decision",
    "DecisionText",
    "DecisionTexts",
    "ExitCode",
    "Files",
    "Game",
    "IllegalChoice",
    "InternalError",
    "Op",
    "OptionText",
    "PluginError",
    "PluginInfo",
    "ProgramError",
    "ReglaError",
    "ReplayStep",
    "Ruleset",
    "Selection",
    "UserError",
    "__version__",
    "available_games",
    "decision_texts",
    "describe",
    "discover",
    "hookimpl",
    "hookspec",
    "load",
    "load_game",
    "load_record",
    "make_manager",
    "new_game",
    "rank_awards",
    "register",
    "replay",
]
