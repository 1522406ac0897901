"""Load-time reference checks: everything a program names must exist.

Blocks called, tags and zones of a place filter, quoted place literals and every name an expression
reads are checked once the whole game is compiled (a block or a local may be defined after its first
use). Each problem is reported where it was written, with the closest known name as a suggestion, and
before any card text is matched, so a typo is never mistaken for a missing sentence.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Mapping
from typing import Any

from ..errors import NOTHING, DataProblem, Phrase, Verbatim, did_you_mean
from .compiler import Compiler
from .models import BoardFile, GameFile
from .yamlio import problem_at_key

KIND_WORDS = {"block": Phrase("block"), "tag": Phrase("area tag"), "zone": Phrase("zone"),
              "place": Phrase("area or zone"), "deck": Phrase("deck")}


def _hint(name: str, known: Iterable[str]) -> Phrase | str:
    return did_you_mean(name, known, cutoff=0.75)


def adjacency_problems(board: BoardFile, path: str, doc: Any) -> list[DataProblem]:
    """Each area's neighbours exist and know it back, named at the neighbour list that is wrong (in a mod's
    changes file when the mod wrote it)."""
    neighbours = {area.id: area.adjacent for area in board.areas}
    problems = []
    for i, area in enumerate(board.areas):
        unknown = [n for n in area.adjacent if n not in neighbours]
        one_way = [n for n in area.adjacent if n in neighbours and area.id not in neighbours[n]]
        if unknown:
            problems.append(problem_at_key(path, doc, ("areas", i, "adjacent"),
                                           "area {area!r} is adjacent to unknown areas: {unknown}{hint}",
                                           area=area.id, unknown=", ".join(unknown),
                                           hint=_hint(unknown[0], neighbours)))
        if one_way:
            problems.append(problem_at_key(path, doc, ("areas", i, "adjacent"),
                                           "area {area!r} has {others} as neighbours, but they do not have it: "
                                           "add {area!r} to their 'adjacent' too", area=area.id,
                                           others=", ".join(one_way)))
    return problems


def reference_problems(compiler: Compiler, board: BoardFile, functions: Mapping[str, Any],
                       variables: Iterable[str], decks: Iterable[str]) -> list[DataProblem]:
    known: dict[str, set[str]] = {
        "block": {b for b in compiler.blocks if "/" not in b},
        "tag": {tag for area in board.areas for tag in area.tags},
        "zone": {zone.id for zone in board.zones},
        "place": {area.id for area in board.areas} | {zone.id for zone in board.zones},
        "deck": set(decks),
    }
    problems: list[DataProblem] = []
    for kind, value, (path, line, col) in compiler.refs:
        if value not in known[kind]:
            problems.append(DataProblem(path, line, col, "unknown {kind} {value!r}{hint}",
                                        {"kind": KIND_WORDS[kind], "value": value, "hint": _hint(value, known[kind])}))
    names = set(functions) | set(variables) | compiler.assigned | compiler.bound_names
    reported: set[tuple[str, int, int, str]] = set()
    for expr, (path, line, col) in compiler.sites:
        for name in sorted(expr.names - names):
            if (path, line, col, name) not in reported:
                reported.add((path, line, col, name))
                problems.append(DataProblem(path, line, col, "unknown name {name!r} in {source!r}{hint}",
                                            {"name": name, "source": expr.source, "hint": _hint(name, names)}))
    return problems


def _kind(value: Any) -> Phrase:
    if isinstance(value, bool):
        return Phrase("true or false")
    if isinstance(value, int | float):
        return Phrase("a number")
    if isinstance(value, str):
        return Phrase("a text")
    if isinstance(value, list):
        return Phrase("a list")
    if isinstance(value, dict):
        return Phrase("a mapping")
    return Phrase("empty")


def option_problems(options: Mapping[str, Any], defaults: Mapping[str, Any], told: set[str], path: str,
                    doc: Any) -> list[DataProblem]:
    """Options changed by plugins keep the kind of value the game gives them (a list of rounds stays a
    list) unless the game's texts describe that very value (``options``: ``"name=<value as JSON>"``),
    and a plugin cannot invent an option the game does not read."""
    import json

    from .yamlio import located

    problems = []
    for name, value in options.items():
        path, line, col = located(doc, ("options", name), path)
        if name not in defaults:
            problems.append(DataProblem(path, line, col, "unknown option {name!r}{hint}",
                                        {"name": name, "hint": _hint(name, defaults)}))
            continue
        default = defaults[name]
        described = f"{name}={json.dumps(value, ensure_ascii=False)}" in told
        if default is not None and value is not None and _kind(value) != _kind(default) and not described:
            problems.append(DataProblem(path, line, col, "option {name!r} must be {kind} like its default "
                                        "{default!r}, not {value!r}",
                                        {"name": name, "kind": _kind(default), "default": default, "value": value}))
    return problems


def _fields(template: str | None) -> set[str]:
    if not template:
        return set()
    try:
        return {f.split(".")[0].split("[")[0] for _, f, _, _ in string.Formatter().parse(template) if f}
    except ValueError:
        return {"{"}


def placeholder_problems(texts: Any, path: str, doc: Any) -> list[DataProblem]:
    """A special action's sentence may only name its program's numbers (``{count}``, ``{count2}``...):
    anything else could never be filled in."""
    from .cardsig import signature
    from .yamlio import position

    problems = []
    for i, special in enumerate(texts.specials):
        _, params = signature(special.does)
        for form in ("one", "other"):
            unknown = _fields(getattr(special, form)) - set(params)
            if unknown:
                line, col = position(doc, ("specials", i, form))
                names = ", ".join(sorted(params)) or NOTHING
                problems.append(DataProblem(path, line, col, "placeholder {{{name}}} is not a number of the "
                                            "program it describes ({names})",
                                            {"name": sorted(unknown)[0], "names": names}))
    return problems


def rewording_problems(texts: Any, path: str, doc: Any, worded: dict[str, tuple[Any, str, int]]) -> list[DataProblem]:
    """A special-action sentence whose program already has another one in an earlier texts file (the
    game's, or another mod's) would silently replace it for every card with that program: refused at the
    later one, naming the earlier. ``worded`` holds each program's sentence so far and where it is, and
    learns this file's."""
    from .cardsig import signature
    from .yamlio import position

    problems = []
    for i, special in enumerate(texts.specials):
        key = signature(special.does)[0]
        line, col = position(doc, ("specials", i))
        if key in worded:
            first = worded[key]
            if (first[0].one, first[0].other) == (special.one, special.other):
                continue
            problems.append(DataProblem(path, line, col, "this program already has a sentence, at {place}: one "
                                        "may not replace another (a mod rewords the game's in its changes file)",
                                        {"place": Verbatim(f"{first[1]}:{first[2]}")}))
        else:
            worded[key] = (special, path, line)
    return problems


QUIET_KINDS = ("item", "item-unseen")
"""The log events a game may keep quiet: an item moved between player variables, seen or not."""


def quiet_event_problems(texts: Any, path: str, doc: Any, player_vars: set[str]) -> list[DataProblem]:
    """Each of ``quiet_events`` must name an item move between two player variables: a misspelt one
    would leave the move told, and nothing would say why."""
    from .yamlio import position

    problems = []
    for i, event in enumerate(texts.quiet_events):
        kind, _, rest = event.partition(":")
        source, _, destination = rest.partition(":")
        line, col = position(doc, ("quiet_events", i))
        if kind not in QUIET_KINDS or not source or not destination or ":" in destination:
            problems.append(DataProblem(path, line, col, "quiet event {event!r} is not of the form "
                                        "item:<from>:<to> or item-unseen:<from>:<to>", {"event": event}))
            continue
        for name in dict.fromkeys((source, destination)):
            if name not in player_vars:
                problems.append(DataProblem(path, line, col, "quiet event {event!r} names {name!r}, which is "
                                            "not a player variable of the game{hint}",
                                            {"event": event, "name": name, "hint": _hint(name, player_vars)}))
    return problems


def out_of_play_problems(board: BoardFile, path: str, doc: Any, game: GameFile,
                         names: set[str]) -> list[DataProblem]:
    """Each of the map's ``out_of_play`` names one of the game variables ``names`` (not a player's) that
    everyone sees (the picture is shown to every player) and, if any, a tag of the board's areas."""
    if board.map is None:
        return []
    tags = {tag for area in board.areas for tag in area.tags}
    problems = []
    for i, shown in enumerate(board.map.out_of_play):
        if shown.var not in names:
            problems.append(problem_at_key(path, doc, ("map", "out_of_play", i, "var"),
                                           "out_of_play names {name!r}, which is not a variable of the game "
                                           "(a player variable cannot list the board's areas){hint}",
                                           name=shown.var, hint=_hint(shown.var, names)))
        elif shown.var in game.hidden_vars:
            problems.append(problem_at_key(path, doc, ("map", "out_of_play", i, "var"),
                                           "out_of_play names {name!r}, a hidden variable: the picture of the "
                                           "board would show it to every player", name=shown.var))
        if shown.tag is not None and shown.tag not in tags:
            problems.append(problem_at_key(path, doc, ("map", "out_of_play", i, "tag"),
                                           "unknown {kind} {value!r}{hint}", kind=KIND_WORDS["tag"],
                                           value=shown.tag, hint=_hint(shown.tag, tags)))
    return problems
