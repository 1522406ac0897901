"""A ruleset: a game's data files, overlaid by plugins, validated and compiled once, then shared.

Everything here happens at load; a running game only reads the plain indexes of the :class:`Ruleset` made
here (see :mod:`regla.data.compiled`). Files are validated in :mod:`regla.data.validation`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.closures import vm_function
from ..engine.functions import FUNCTIONS, PURE_FUNCTIONS
from ..engine.ops import OPS
from ..engine.values import freeze
from ..errors import DataError, DataProblem, did_you_mean
from .cardprops import layer_problems, oversized_props, props_problems, schema_problems
from .compiled import Ruleset
from .compiler import Compiler, TakenByTheGame
from .models import BoardFile, CardSpec, DeckSpec, GameFile, PlayerCountsFile
from .optionvalues import option_value_problems
from .overlay import (
    WrongChange,
    apply_card_overlay,
    card_ids,
    overlaid,
    told_wrong_change,
    unknown_cards,
    unknown_text_files,
    with_additions,
)
from .references import (
    adjacency_problems,
    option_problems,
    out_of_play_problems,
    placeholder_problems,
    quiet_event_problems,
    reference_problems,
    rewording_problems,
)
from .text_models import TextsFile
from .validation import undescribed, valid_cards, validated
from .yamlio import located, plain, problem_at_key, read_yaml


def _rel(root: Path, name: str) -> Path:
    return (root / name).resolve()


def load_ruleset(game_path: str | Path, overlays: list[dict[str, Any]] | None = None,
                 plugins: tuple[str, ...] = (), extra_functions: dict[str, Any] | None = None,
                 ops: dict[str, Any] | None = None, added: dict[str, list[Path]] | None = None,
                 confined: Path | None = None, ahead: dict[str, Any] | None = None) -> Ruleset:
    """Load, overlay, validate and compile a game. Raises DataError with every problem found.

    ``added`` holds files that plugins (mods) add to the game: ``cards`` files (decks, cards and tables
    of the same shape as the game's own) and ``texts`` files, read after the game's own. ``confined`` is
    the folder of a mod that brings the game: every file the game names must be inside it (links
    followed), or the mod would use a file that is neither hashed nor packed with it. ``ahead`` holds
    the functions of blocks and expressions written ahead of time (:mod:`regla.engine.ahead`)."""
    game_path = Path(game_path).resolve()
    root = game_path.parent
    overlays = overlays or []
    added = added or {}
    problems: list[DataProblem] = []
    # mistakes that leave the programs sound to compile: told with what compiling finds, in one run
    noted: list[DataProblem] = []

    # the parsed files are shared between selections: overlays make changed copies, never edit them
    # a change that cannot be made (to an id the file lacks, an addition it has already) is left out and
    # the file stays sound: told with what compiling finds, in one run
    game_doc = with_additions(game_path, read_yaml(game_path, shared=True), overlays, "game", noted)
    # options a plugin adds are the game's own from then on: changing them is checked like the others
    defaults = plain(game_doc.get("options")) if isinstance(game_doc, dict) else None
    game_doc = overlaid(game_path, game_doc, [o.get("game", {}) for o in overlays], noted, "game")
    game, _ = validated(game_path, GameFile, game_doc, problems)

    def named(loc: tuple[Any, ...], name: str) -> Path | None:
        path = _rel(root, name)
        if confined is None or path.is_relative_to(confined):
            return path
        problems.append(problem_at_key(game_path, game_doc, loc, "no file {name!r} in the mod", name=name))
        return None

    board_path = named(("board",), game.board) if game else None
    board, board_doc = _load(board_path, BoardFile, problems, noted, overlays, "board")
    if board is not None:
        noted.extend(adjacency_problems(board, str(board_path), board_doc))
    cards: dict[str, CardSpec] = {}
    decks: dict[str, DeckSpec] = {}
    tables: dict[str, Any] = {}
    card_docs: dict[str, tuple[Path, Any, int]] = {}
    read_ids: set[str] = set()
    malformed_cards: list[DataProblem] = []
    malformed_programs: list[tuple[Path, Any, int, list[dict[str, Any]]]] = []
    card_paths = [named(("cards", i), name) for i, name in enumerate(game.cards)] if game else []
    for path in [p for p in card_paths if p] + added.get("cards", []) if game else []:
        try:
            doc = read_yaml(path, shared=True)
        except DataError as exc:
            problems.extend(exc.problems)
            continue
        read_ids.update(card_ids(doc))
        for index, overlay in enumerate(overlays):
            try:
                doc = apply_card_overlay(doc, overlay.get("cards", {}))
            except WrongChange as exc:
                told_wrong_change(path, "cards", exc, index, noted)
        unchecked: list[tuple[int, list[dict[str, Any]]]] = []
        cards_file, positions = valid_cards(path, doc, problems, malformed_cards, unchecked)
        malformed_programs.extend((path, doc, i, program) for i, program in unchecked)
        if cards_file is None:
            continue
        decks.update({d.id: d for d in cards_file.decks})
        tables.update({name: freeze(table) for name, table in cards_file.tables.items()})
        for i, card in zip(positions, cards_file.cards, strict=True):
            if card.id in cards:
                problems.append(problem_at_key(path, doc, ("cards", i, "id"), "card id {id!r} is used twice",
                                               id=card.id))
            cards[card.id] = card
            card_docs[card.id] = (path, doc, i)
    if game:
        noted.extend(unknown_cards(overlays, read_ids, game_path))
    noted.extend(oversized_props(cards, decks, card_docs))
    if game and game.card_props is not None:
        declared = schema_problems(game.card_props, game_path, game_doc)
        noted.extend(declared or props_problems(game.card_props, cards, decks, card_docs))
    counts = texts = counts_path = counts_doc = None
    if game and game.player_counts:
        counts_path = named(("player_counts",), game.player_counts)
        counts, counts_doc = _load(counts_path, PlayerCountsFile, problems, noted, overlays, "player_counts")
    if game and game.option_values:
        noted.extend(option_value_problems(game, game_path, game_doc, counts, counts_path, counts_doc))
    parts = []
    text_paths = [(name, named(("texts", i), name)) for i, name in enumerate(game.texts)] if game else []
    text_files = [(name, path) for name, path in text_paths if path]
    worded: dict[str, tuple[Any, str, int]] = {}
    referenced: list[str] = []
    for name, text_path in text_files + [(str(p), p) for p in added.get("texts", [])]:
        # texts are not compiled: a mistake in them is told with the programs' own, in one run
        part, text_doc = _load(text_path, TextsFile, noted, noted, [{"texts": o.get("texts", {}).get(name, {})}
                                                                    for o in overlays], "texts")
        parts.append(part)
        if part is not None:
            noted.extend(placeholder_problems(part, str(text_path), text_doc))
            noted.extend(rewording_problems(part, str(text_path), text_doc, worded))
            if game:
                noted.extend(quiet_event_problems(part, str(text_path), text_doc, set(game.player_vars)))
            if part.reference is not None:
                # a second reference would take the first one's place whole, the game's own rules gone
                if referenced:
                    noted.append(problem_at_key(text_path, text_doc, ("reference",), "a game has one rule "
                                                "reference, and {first} gives it: a second one would replace it",
                                                first=referenced[0]))
                referenced.append(str(text_path))
    if game:
        noted.extend(unknown_text_files(overlays, [name for name, _ in text_files], game_path))
    # which programs have sentences and which options are told is known only from sound texts
    texts_sound = all(parts)
    if parts and texts_sound:
        texts = _merge_texts(parts)
    if game and isinstance(defaults, dict) and overlays and texts_sound:
        told = set(texts.options) if texts else set()
        kinds = option_problems(game.options, defaults, told, str(game_path), game_doc)
        # a value of the wrong kind is told once, with the default it differs from: the shape the game
        # declares for it (option_values) would say the same at the same place, and less
        wrong = {(p.path, p.line, p.column) for p in kinds}
        noted[:] = [p for p in noted if (p.path, p.line, p.column) not in wrong] + kinds
    # a malformed card is left out and the other cards are compiled and checked too, so that one run
    # names every mistake of a cards file; anything else wrong but what is noted stops here
    if game is None or board is None or len(problems) > len(malformed_cards):
        raise DataError(_in_order(problems + noted))
    problems.extend(noted)

    functions = FUNCTIONS | PURE_FUNCTIONS | (extra_functions or {}) | dict.fromkeys(tables)
    compiler = Compiler(functions, ops or OPS)
    for name, program in game.blocks.items():
        compiler.program(program, name, str(game_path), game_doc, ("blocks", name))
    for card_id, (path, doc, i) in card_docs.items():
        card = cards[card_id]
        if card.deck not in decks:
            problems.append(problem_at_key(path, doc, ("cards", i, "deck"), "unknown deck {deck!r}{hint}",
                                           deck=card.deck, hint=did_you_mean(card.deck, decks)))
        compiler.program(card.special, f"card:{card_id}", str(path), doc, ("cards", i, "special"))
    for path, doc, i, program in malformed_programs:
        compiler.program(program, f"card:{path}#{i}", str(path), doc, ("cards", i, "special"))
    variables = game_variables(game, counts) | compiler.bound_names | compiler.assigned | VM_LOCALS
    taken = sorted(name for name in extra_functions or {} if name in variables or name in tables)
    if taken:
        raise TakenByTheGame(taken[0], taken[0] in tables)
    guard = None
    if game.guard:
        if game.guard.block not in game.blocks:
            problems.append(problem_at_key(game_path, game_doc, ("guard", "block"), "unknown block {block!r}",
                                           block=game.guard.block))
        compiler.at(str(game_path), game_doc, ("guard", "when"))
        guard = (game.guard.block, compiler.expr(game.guard.when))
    for i, name in enumerate(game.hidden_vars):
        if name not in game.vars and name not in game.player_vars:
            problems.append(problem_at_key(game_path, game_doc, ("hidden_vars", i),
                                           "hidden_vars names {name!r}, which is not a variable of the game",
                                           name=name))
    for i, name in enumerate(game.private_vars):
        if name not in game.player_vars:
            problems.append(problem_at_key(game_path, game_doc, ("private_vars", i),
                                           "private_vars names {name!r}, which is not a player variable", name=name))
    problems.extend(layer_problems(game, cards, decks, str(game_path), game_doc))
    problems.extend(out_of_play_problems(board, str(board_path), board_doc, game,
                                         set(game_variables(game, counts)) - set(game.player_vars)))
    invariants, report, invariant_sites = [], [], {}
    for name, src in game.invariants.items():
        compiler.at(str(game_path), game_doc, ("invariants", name))
        invariants.append((name, compiler.expr(src)))
        invariant_sites[name] = located(game_doc, ("invariants", name), str(game_path))
    for name, src in game.report.items():
        compiler.at(str(game_path), game_doc, ("report", name))
        report.append((name, compiler.expr(src)))
    if game.standing is not None and game.standing not in game.blocks:
        problems.append(problem_at_key(game_path, game_doc, ("standing",), "unknown block {block!r}",
                                       block=game.standing))
    if game.entry not in game.blocks:
        problems.append(problem_at_key(game_path, game_doc, ("entry",), "unknown entry block {block!r}",
                                       block=game.entry))
    problems.extend(compiler.problems)
    problems.extend(reference_problems(compiler, board, functions, game_variables(game, counts) | VM_LOCALS, decks))
    if problems:
        # the cards that are sound are told about their missing sentences in the same run
        raise DataError(_in_order(problems + (undescribed(cards, texts or TextsFile(), card_docs, added, game.texts,
                                                          problems) if texts_sound else [])))
    statics = game_variables(game, counts) - compiler.bound_names - VM_LOCALS
    vm_functions = FUNCTIONS | (extra_functions or {})
    for expr in compiler.exprs:
        vm_function(expr, vm_functions, tables, PURE_FUNCTIONS, statics, ahead)
    ruleset = Ruleset(game=game, board=board, cards=cards, decks=decks, tables=tables,
                   texts=texts or TextsFile(), player_counts=counts, blocks=compiler.blocks,
                   options=dict(game.options), root=root, plugins=plugins,
                   extra_functions=extra_functions or {}, guard=guard, invariants=invariants,
                      invariant_sites=invariant_sites, report=report, statics=statics,
                      items_told=frozenset(game.private_vars) - compiler.assigned - compiler.changed_in_place,
                      expressions=compiler.exprs, ahead=ahead or {})
    problems.extend(undescribed(cards, ruleset.texts, card_docs, added, game.texts))
    if problems:
        raise DataError(_in_order(problems))
    return ruleset


VM_LOCALS = frozenset({"me", "card", "actor", "p"})
"""Locals the engine itself binds: a card program's player and card, the guard's actor, a secret
choice's player."""


def game_variables(game: GameFile, counts: PlayerCountsFile | None) -> frozenset[str]:
    names = {*game.vars, *game.player_vars, "players", "rank_limit"}
    for setting in counts.counts.values() if counts else []:
        names.update(setting.vars)
    return frozenset(names)


def _merge_texts(parts: list[TextsFile]) -> TextsFile:
    """One game's texts from several files: mappings merge, lists join, other fields: the last one set."""
    merged: dict[str, Any] = {}
    for name in TextsFile.model_fields:
        values = [getattr(part, name) for part in parts]
        if isinstance(values[0], dict):
            merged[name] = {k: v for value in values for k, v in value.items()}
        elif isinstance(values[0], list):
            merged[name] = [item for value in values for item in value]
        else:
            merged[name] = next((v for v in reversed(values) if v), None)
    return TextsFile.model_validate(merged)


def _in_order(problems: list[DataProblem]) -> list[DataProblem]:
    """Problems file by file, each file's from top to bottom, as an editor goes through them."""
    files = list(dict.fromkeys(p.path for p in problems))
    return sorted(problems, key=lambda p: (files.index(p.path), p.line, p.column))


def _load(path: Path | None, model: Any, problems: list[DataProblem], noted: list[DataProblem],
          overlays: list[dict[str, Any]], section: str) -> tuple[Any, Any]:
    """A data file with the plugins' additions and changes of its ``section`` applied, validated: what is
    wrong with the file added to ``problems``, a change that could not be made (and was left out) to
    ``noted``."""
    if path is None:
        return None, None
    try:
        doc = read_yaml(path, shared=True)
    except DataError as exc:
        problems.extend(exc.problems)
        return None, None
    doc = with_additions(path, doc, overlays, section, noted)
    doc = overlaid(path, doc, [o.get(section, {}) for o in overlays], noted, section)
    return validated(path, model, doc, problems)
