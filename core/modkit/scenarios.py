"""A mod's own tests: scenario files under its ``tests/`` folder.

A scenario plays seeded games with the mod, every seat a bot (random by default), and checks
expressions written in the game's own expression language at the end of every game::

    players: 3
    seed: 1
    games: 20
    expect:
      - "'my-card' in cards_in('my-deck')"
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..api import load, new_game
from ..bots import make_bot, play_out
from ..data.expressions import compile_expressions
from ..data.modfiles import Scenario
from ..data.yamlio import load_model, located, problem_at_key
from ..engine.rng import bot_seed
from ..engine.vm import VM
from ..errors import DataError, DataProblem, PluginError, UserError, did_you_mean
from ..mods.source import Mod
from ..plugins import KIND_WORDS, Selection, discover, make_manager

if TYPE_CHECKING:
    from ..data.compiled import Ruleset

TESTS = "tests"


@dataclass
class Outcome:
    path: Path
    scenario: Scenario
    games: int
    failures: list[DataProblem]


def scenario_files(mod: Mod) -> list[Path]:
    folder = mod.path(TESTS)
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def scenario_selection(scenario: Scenario, selection: Selection) -> Selection:
    """The mod's ``selection`` with the edition, variants and house rules the scenario plays with."""
    return Selection(scenario.edition, tuple(scenario.variants), tuple(scenario.house_rules),
                     selection.house_rule_files, selection.blocked, selection.mods, selection.allow_code)


def scenario_ruleset(game: str | None, selection: Selection, path: Path, scenario: Scenario, doc: Any) -> Ruleset:
    """The ruleset a scenario plays, once its plugins, bots and player count are found to be ones the game
    takes (told at their places in the file otherwise)."""
    problems = _plugin_problems(game, selection, path, scenario, doc) + _bot_problems(selection, path, scenario, doc)
    if problems:
        raise DataError(problems)
    ruleset = load(game, selection)
    spec = ruleset.game
    if not spec.min_players <= scenario.players <= spec.max_players:
        raise DataError([problem_at_key(str(path), doc, ("players",), "{game} takes {least} to {most} players, not "
                                        "{count}", game=ruleset.game_name, least=spec.min_players,
                                        most=spec.max_players, count=scenario.players)])
    return load(game, selection, scenario.players)


def _plugin_problems(game: str | None, selection: Selection, path: Path, scenario: Scenario,
                     doc: Any) -> list[DataProblem]:
    """The edition, variants and house rules a scenario names that are not installed, each at its place
    with the closest installed name; then what keeps those installed from playing together on the game
    (a variant of another game, two house rules in conflict), at the first of them it names."""
    installed = discover(selection.blocked)
    named: list[tuple[tuple[Any, ...], str, str]] = []
    if scenario.edition:
        named.append((("edition",), "edition", scenario.edition))
    named += [(("variants", i), "variant", name) for i, name in enumerate(scenario.variants)]
    named += [(("house_rules", i), "house-rule", name) for i, name in enumerate(scenario.house_rules)]
    problems = []
    for loc, kind, name in named:
        if name not in installed or installed[name].kind != kind:
            known = sorted(n for n, info in installed.items() if info.kind == kind)
            problems.append(problem_at_key(str(path), doc, loc, "unknown {kind} {value!r}{hint}",
                                           kind=KIND_WORDS[kind], value=name, hint=did_you_mean(name, known)))
    if problems or not named:
        return problems
    try:
        load(game, selection)
    except (PluginError, UserError) as exc:
        loc = next((loc for loc, _, name in named if repr(name) in str(exc)), named[0][0])
        return [DataProblem(*located(doc, loc, str(path)), exc.message)]
    return []


def _bot_problems(selection: Selection, path: Path, scenario: Scenario, doc: Any) -> list[DataProblem]:
    """Each bot of the scenario that cannot be made (unknown, or an option it does not take), at its place.
    Bots come from the plugins that are always on and from mods, whatever the scenario's rules."""
    manager = make_manager(replace(selection, edition=None, variants=(), house_rules=()))
    problems = []
    for i, spec in enumerate(scenario.bots):
        try:
            make_bot(spec, manager=manager)
        except UserError as exc:
            problems.append(DataProblem(*located(doc, ("bots", i), str(path)), exc.message))
    return problems


def compiled_checks(ruleset: Ruleset, path: Path, scenario: Scenario, doc: Any) -> list[Any]:
    """A scenario's expectations compiled for ``ruleset``; a mistake is told at its place in the file."""
    return compile_expressions(ruleset, [(src, ("expect", i)) for i, src in enumerate(scenario.expect)],
                               str(path), doc)


def run_scenario(mod: Mod, path: Path, selection: Selection) -> Outcome:
    """Play one scenario file; its failures say which game (seed) broke which check, or what failed."""
    scenario, doc = load_model(path, Scenario)
    selection = scenario_selection(scenario, selection)
    ruleset = scenario_ruleset(mod.game, selection, path, scenario, doc)
    checks = compiled_checks(ruleset, path, scenario, doc)
    if scenario.bots and len(scenario.bots) != scenario.players:
        raise DataError([problem_at_key(str(path), doc, ("bots",), "name one bot per seat ({players})",
                                        players=scenario.players)])
    failures: list[DataProblem] = []
    for index in range(scenario.games):
        seed = scenario.seed + index
        try:
            game = new_game(ruleset.id, scenario.players, seed, selection)
            specs = scenario.bots or ["random"] * scenario.players
            play_out(game, {p: make_bot(spec, seed=bot_seed(seed, k), manager=ruleset.manager)
                            for k, (p, spec) in enumerate(zip(game.players, specs, strict=True))})
        except Exception as exc:  # a broken game is a failed test, told like the others, and the rest go on
            file, line, col = located(doc, ("seed",), str(path))
            failures.append(DataProblem(file, line, col, "seed {seed}: {kind}: {reason}",
                                        {"seed": seed, "kind": type(exc).__name__, "reason": str(exc)}))
            continue
        vm = VM(ruleset, game.state)
        for i, (source, check) in enumerate(zip(scenario.expect, checks, strict=True)):
            file, line, col = located(doc, ("expect", i), str(path))
            try:
                holds = vm.eval(check)
            except Exception as exc:  # a check that cannot be worked out fails, told at its place
                failures.append(DataProblem(file, line, col, "seed {seed}: {kind}: {reason}",
                                            {"seed": seed, "kind": type(exc).__name__, "reason": str(exc)}))
                continue
            if not holds:
                failures.append(DataProblem(file, line, col, "seed {seed}: not true at the end of the game: {check}",
                                            {"seed": seed, "check": source}))
    return Outcome(path, scenario, scenario.games, failures)
