"""regla: a rules-as-data board game engine.

    >>> import regla
    >>> game = regla.new_game(players=4, seed=1)   # the only installed game, or name it
    >>> decision = game.pending[0]
    >>> print(regla.describe(game, decision, locale="en").prompt)   # or game.describe(decision)
    >>> game.apply(decision.player, decision.options[0])
"""

from __future__ import annotations

from .api import ReplayStep, available_games, decision_texts, describe, load, load_game, load_record, new_game, replay
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
from .stamps import Files
from .text.decisions import DecisionText, DecisionTexts, OptionText

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
