"""Write the built-in games' blocks and expressions ahead of time: ``python -m regla_plugins.ahead [--check]``.

With ``--check`` nothing is written: the exit status is 1 if a module differs from what the data and
the engine give now (its name is printed), else 0.
"""

from __future__ import annotations

import sys
from pathlib import Path

from regla import ExitCode, Selection, discover, load
from regla.engine.ahead import factories_module
from regla.engine.blockcode import block_sources

GAMES = {"el-grande": ("el_grande", "El Grande", ()), "jalgeurak": ("jalgeurak", "Jalgeurak Kingdom", ("-O1",))}
"""Each built-in game's module (``blocks_<name>.py``), name and C compiler arguments. El Grande's module
is what the benchmark runs: compiled at the full optimisation, it runs about 3.5% fewer instructions a
game than at ``-O1``, for twice the build time. Jalgeurak's, more than twice as big, would take minutes
to build that way: ``-O1`` keeps the wheel's build near two minutes."""

COMMAND = "python -m regla_plugins.ahead"


def selections(game: str) -> list[Selection]:
    """The default rules and each of the game's editions, variants and house rules alone."""
    chosen = [Selection()]
    for info in discover().values():
        if info.game == game and info.kind in ("edition", "variant", "house-rule"):
            field = {"edition": "edition", "variant": "variants", "house-rule": "house_rules"}[info.kind]
            chosen.append(Selection(**{field: info.name if info.kind == "edition" else (info.name,)}))
    return chosen


def written(game: str) -> str:
    """The text of the game's module, from its data and the engine as they are now."""
    sources: set[str] = set()
    spec = load(game).game
    for selection in selections(game):
        for players in range(spec.min_players, spec.max_players + 1):
            ruleset = load(game, selection, players)
            sources.update(block_sources(ruleset.blocks, ruleset.game.entry, ruleset.statics))
            sources.update(expr.function_source for expr in ruleset.expressions if expr.function_source)
    _, name, compile_args = GAMES[game]
    return factories_module(sources, f"{name}'s blocks and expressions written ahead of time.", COMMAND, compile_args)


def main(arguments: list[str]) -> ExitCode:
    check = arguments == ["--check"]
    if arguments and not check:
        print(f"usage: {COMMAND} [--check]", file=sys.stderr)
        return ExitCode.USAGE
    stale = []
    for game, (module, _, _) in GAMES.items():
        path = Path(__file__).with_name(f"blocks_{module}.py")
        text = written(game)
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(path.name)
        if not check:
            path.write_text(text, encoding="utf-8")
    if check and stale:
        print(f"out of date: {', '.join(stale)} (write them again with {COMMAND})", file=sys.stderr)
        return ExitCode.INVALID
    return ExitCode.OK


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
