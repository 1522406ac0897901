"""Option values checked against the shapes their game declares (``option_values`` in game.yaml).

Editions, variants, house rules, mods and player counts set a game's options by name, and its programs
compare the values (``option('pile') == 'bottom'``): a value misspelt would load and quietly play as
another rule. A game that says which values an option takes has every value set for it held to that at
load, each mistake told at the place that set it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..errors import DataProblem, did_you_mean
from .cardprops import schema_problems, schema_told, validator_class
from .models import GameFile, PlayerCountsFile
from .yamlio import problem_at_key


def option_value_problems(game: GameFile, path: Path, doc: Any, counts: PlayerCountsFile | None,
                          counts_path: Path | None, counts_doc: Any) -> list[DataProblem]:
    """What is wrong with ``option_values`` itself, then every option value that does not fit its shape:
    the game's (with the plugins' changes, told where they were made) and each player count's."""
    problems: list[DataProblem] = []
    validators: dict[str, Any] = {}
    for name, schema in game.option_values.items():
        at = ("option_values", name)
        if name not in game.options:
            problems.append(problem_at_key(path, doc, at, "option_values names {name!r}, which is not an option "
                                           "of the game{hint}", name=name, hint=did_you_mean(name, game.options)))
            continue
        wrong = schema_problems(schema, path, doc, at)
        problems.extend(wrong)
        if not wrong:
            validators[name] = validator_class()(schema)

    def check(values: dict[str, Any], where: Path, within: Any, loc: tuple[Any, ...]) -> None:
        for name, value in values.items():
            validator = validators.get(name)
            if validator is None:
                continue
            for error in sorted(validator.iter_errors(value), key=lambda e: list(map(str, e.path))):
                problems.extend(schema_told(error, where, within, (*loc, name, *error.path), len(loc)))

    check(game.options, path, doc, ("options",))
    if counts is not None and counts_path is not None:
        for players, settings in counts.counts.items():
            check(settings.options, counts_path, counts_doc, ("counts", players, "options"))
    return problems
