"""A ruleset: a game's data files, overlaid by plugins, validated and compiled once, then shared.

Everything here happens at load; a running game only reads the plain indexes built below.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..engine.blockcode import block_function
from ..engine.expr import Expr, vm_function
from ..engine.functions import FUNCTIONS, PURE_FUNCTIONS
from ..engine.ops import OPS
from ..engine.values import freeze
from ..errors import DataError, DataProblem, Phrase, Verbatim, did_you_mean
from .cardsig import missing_texts, signature
from .compiler import Compiler
from .models import BoardFile, CardsFile, CardSpec, DeckSpec, GameFile, PlayerCountsFile, TextsFile
from .overlay import apply_card_overlay, card_ids, overlaid, unknown_cards, with_additions
from .references import adjacency_problems, option_problems, placeholder_problems, reference_problems
from .yamlio import plain, problem_at_key, problems_from, read_yaml


@dataclass
class Ruleset:
    """A compiled game, ready to play. Immutable by convention: many games share one."""

    game: GameFile
    board: BoardFile
    cards: dict[str, CardSpec]
    decks: dict[str, DeckSpec]
    tables: dict[str, Any]
    texts: TextsFile
    player_counts: PlayerCountsFile | None
    blocks: dict[str, Any]
    options: dict[str, Any]
    root: Path
    plugins: tuple[str, ...] = ()
    extra_functions: dict[str, Any] = field(default_factory=dict)
    guard: tuple[str, Expr] | None = None
    invariants: list[tuple[str, Expr]] = field(default_factory=list)
    report: list[tuple[str, Expr]] = field(default_factory=list)
    manager: Any = None
    describer: Any = None
    """Words decisions for people (``(game, decision, locale) -> DecisionText``), set by the API: the
    engine cannot reach the text layer itself, so :meth:`Game.describe` goes through this."""
    statics: frozenset[str] = frozenset()
    """Game variables no block binds as a local: compiled expressions read them straight from the state."""

    def __post_init__(self) -> None:
        board = self.board
        self.areas = {a.id: a for a in board.areas}
        self.area_order = [a.id for a in board.areas]
        self.adjacency = {a.id: a.adjacent for a in board.areas}
        self.by_tag: dict[str, list[str]] = {}
        for area in board.areas:
            for tag in area.tags:
                self.by_tag.setdefault(tag, []).append(area.id)
        self.zones = [z.id for z in board.zones]
        self.tokens = {t.id: t for t in board.tokens}
        self.locking_tokens = [t.id for t in board.tokens if t.locks_area and not t.per_player]
        self.value_tokens = {t.id: t.values for t in board.tokens if t.values and not t.per_player}
        self.tokens_by_tag: dict[str, list[str]] = {}
        for token in board.tokens:
            for tag in token.tags:
                self.tokens_by_tag.setdefault(tag, []).append(token.id)

        self.special_texts = {signature(t.does)[0]: t for t in self.texts.specials}
        self.block_functions: dict[str, Any] = {}
        self.block_functions.update({block: block_function(code, self.block_functions)
                                     for block, code in self.blocks.items()})
        self._near: dict[tuple[tuple[str, ...], Any], tuple[str, ...]] = {}
        self.plain_props: dict[tuple[str, str], Any] = {}
        """Cards' properties as plain data, filled in as programs ask for them (see ``prop``)."""

    def tagged_near(self, tags: tuple[str, ...], near: Any) -> tuple[str, ...]:
        """Areas with any of ``tags`` (tag by tag, board order), only those adjacent to area ``near``
        unless it is ``"*"``; ``None`` (no area) keeps none. Pure in the data, so cached."""
        key = (tags, near)
        found = self._near.get(key)
        if found is None:
            adjacent = None if near == "*" else set(self.adjacency.get(near, ()) if near else ())
            found = tuple(a for tag in tags for a in self.by_tag.get(tag, ()) if adjacent is None or a in adjacent)
            self._near[key] = found
        return found

    @property
    def id(self) -> str:
        return self.game.id

    def count_settings(self, players: int) -> dict[str, Any]:
        """What the player-count file says for this many players (rank limit, options, vars)."""
        if self.player_counts and players in self.player_counts.counts:
            return self.player_counts.counts[players].model_dump()
        return {"rank_limit": None, "options": {}, "vars": {}}


def _rel(root: Path, name: str) -> Path:
    return (root / name).resolve()


def load_ruleset(game_path: str | Path, overlays: list[dict[str, Any]] | None = None,
                 plugins: tuple[str, ...] = (), extra_functions: dict[str, Any] | None = None,
                 ops: dict[str, Any] | None = None, added: dict[str, list[Path]] | None = None) -> Ruleset:
    """Load, overlay, validate and compile a game. Raises DataError with every problem found.

    ``added`` holds files that plugins (mods) add to the game: ``cards`` files (decks, cards and tables
    of the same shape as the game's own) and ``texts`` files, read after the game's own."""
    game_path = Path(game_path).resolve()
    root = game_path.parent
    overlays = overlays or []
    added = added or {}
    problems: list[DataProblem] = []

    # the parsed files are shared between selections: overlays make changed copies, never edit them
    game_doc = with_additions(game_path, read_yaml(game_path, shared=True), overlays, "game", problems)
    # options a plugin adds are the game's own from then on: changing them is checked like the others
    defaults = plain(game_doc.get("options")) if isinstance(game_doc, dict) else None
    game_doc = overlaid(game_path, game_doc, [o.get("game", {}) for o in overlays], problems)
    game, _ = _validated(game_path, GameFile, game_doc, problems)
    board_path = _rel(root, game.board) if game else None
    board, board_doc = _load(board_path, BoardFile, problems, overlays, "board")
    if board is not None:
        problems.extend(adjacency_problems(board, str(board_path), board_doc))
    cards: dict[str, CardSpec] = {}
    decks: dict[str, DeckSpec] = {}
    tables: dict[str, Any] = {}
    card_docs: dict[str, tuple[Path, Any, int]] = {}
    read_ids: set[str] = set()
    malformed_cards: list[DataProblem] = []
    malformed_programs: list[tuple[Path, Any, int, list[dict[str, Any]]]] = []
    for path in [_rel(root, name) for name in game.cards] + added.get("cards", []) if game else []:
        try:
            doc = read_yaml(path, shared=True)
        except DataError as exc:
            problems.extend(exc.problems)
            continue
        read_ids.update(card_ids(doc))
        for overlay in overlays:
            doc = apply_card_overlay(doc, overlay.get("cards", {}))
        unchecked: list[tuple[int, list[dict[str, Any]]]] = []
        cards_file, positions = _valid_cards(path, doc, problems, malformed_cards, unchecked)
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
        problems.extend(unknown_cards(overlays, read_ids, game_path))
    counts = texts = None
    if game and game.player_counts:
        counts, _ = _load(_rel(root, game.player_counts), PlayerCountsFile, problems, overlays, "player_counts")
    parts = []
    text_files = [(name, _rel(root, name)) for name in game.texts] if game else []
    for name, text_path in text_files + [(str(p), p) for p in added.get("texts", [])]:
        part, text_doc = _load(text_path, TextsFile, problems, [{"texts": o.get("texts", {}).get(name, {})}
                                                                for o in overlays], "texts")
        parts.append(part)
        if part is not None:
            problems.extend(placeholder_problems(part, str(text_path), text_doc))
    if parts and all(parts):
        texts = _merge_texts(parts)
    if game and isinstance(defaults, dict) and overlays:
        told = set(texts.options) if texts else set()
        problems.extend(option_problems(game.options, defaults, told, str(game_path), game_doc))
    # a malformed card is left out and the other cards are compiled and checked too, so that one run
    # names every mistake of a cards file; anything else wrong stops here
    if game is None or board is None or len(problems) > len(malformed_cards):
        raise DataError(_in_order(problems))

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
    invariants, report = [], []
    for name, src in game.invariants.items():
        compiler.at(str(game_path), game_doc, ("invariants", name))
        invariants.append((name, compiler.expr(src)))
    for name, src in game.report.items():
        compiler.at(str(game_path), game_doc, ("report", name))
        report.append((name, compiler.expr(src)))
    if game.entry not in game.blocks:
        problems.append(problem_at_key(game_path, game_doc, ("entry",), "unknown entry block {block!r}",
                                       block=game.entry))
    problems.extend(compiler.problems)
    problems.extend(reference_problems(compiler, board, functions, game_variables(game, counts) | VM_LOCALS))
    if problems:
        raise DataError(_in_order(problems))
    statics = game_variables(game, counts) - compiler.bound_names - VM_LOCALS
    vm_functions = FUNCTIONS | (extra_functions or {})
    for expr in compiler.exprs:
        vm_function(expr, vm_functions, tables, PURE_FUNCTIONS, statics)
    ruleset = Ruleset(game=game, board=board, cards=cards, decks=decks, tables=tables,
                   texts=texts or TextsFile(), player_counts=counts, blocks=compiler.blocks,
                   options=dict(game.options), root=root, plugins=plugins,
                   extra_functions=extra_functions or {}, guard=guard, invariants=invariants,
                      report=report, statics=statics)
    for described in missing_texts(ruleset).values():
        path, doc, i = card_docs[described[0]]
        # a card a mod adds is described in the mod's own texts, never in the game's files
        added_here = path in added.get("cards", [])
        files = (", ".join(p.name for p in added.get("texts", [])) or Phrase("a texts file listed under 'texts' in "
                                                                            "mod.yaml")) if added_here \
            else ", ".join(game.texts)
        problems.append(problem_at_key(path, doc, ("cards", i, "special"),
                                       "card {card!r}: no sentence describes this special action; add an entry "
                                       "with this program under 'specials' in {files}: {key}",
                                       card=described[0], files=files,
                                       key=Verbatim(_entry(ruleset.cards[described[0]].special))))
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


def _entry(program: list[dict[str, Any]]) -> str:
    """The start of a 'specials' entry for ``program``, to paste into a texts file as it is: the program
    written as flow YAML (JSON is that too), then the sentence's placeholders (its numbers)."""
    _, numbers = signature(program)
    placeholders = " ".join("{" + name + "}" for name in numbers)
    written = json.dumps(program, ensure_ascii=False, separators=(", ", ": "))
    return f"- does: {written}" + (f"  # one: ... {placeholders}" if placeholders else "  # one: ...")


def _in_order(problems: list[DataProblem]) -> list[DataProblem]:
    """Problems file by file, each file's from top to bottom, as an editor goes through them."""
    files = list(dict.fromkeys(p.path for p in problems))
    return sorted(problems, key=lambda p: (files.index(p.path), p.line, p.column))


def _valid_cards(path: Path, doc: Any, problems: list[DataProblem], malformed: list[DataProblem],
                 programs: list[tuple[int, list[dict[str, Any]]]]) -> tuple[CardsFile | None, list[int]]:
    """A cards file validated card by card, and the position in the file of each card it keeps: a card
    that is not well formed is left out, its problems added to ``problems`` and to ``malformed``, and
    its special action (if it is a list of instructions) to ``programs`` with the card's position."""
    raw = plain(doc)
    entries = raw.get("cards") if isinstance(raw, dict) else None
    if not isinstance(entries, list):
        cards_file, _ = _validated(path, CardsFile, doc, problems)
        return cards_file, list(range(len(cards_file.cards))) if cards_file else []
    shell: CardsFile | None = None
    try:
        shell = CardsFile.model_validate({**raw, "cards": []})
    except ValidationError as exc:
        problems.extend(problems_from(exc, doc, str(path), model=CardsFile))
    kept: list[CardSpec] = []
    positions: list[int] = []
    for i, entry in enumerate(entries):
        try:
            kept.append(CardSpec.model_validate(entry))
            positions.append(i)
        except ValidationError as exc:
            found = problems_from(exc, doc, str(path), ("cards", i), model=CardSpec)
            problems.extend(found)
            malformed.extend(found)
            special = entry.get("special") if isinstance(entry, dict) else None
            if isinstance(special, list) and all(isinstance(step, dict) for step in special):
                # the program is checked all the same: its mistakes are named in the same run
                programs.append((i, special))
    if shell is None:
        return None, []
    return shell.model_copy(update={"cards": kept}), positions


def _validated(path: Path, model: Any, doc: Any, problems: list[DataProblem]) -> tuple[Any, Any]:
    try:
        return model.model_validate(plain(doc)), doc
    except ValidationError as exc:
        problems.extend(problems_from(exc, doc, str(path), model=model))
        return None, doc


def _load(path: Path | None, model: Any, problems: list[DataProblem], overlays: list[dict[str, Any]],
          section: str) -> tuple[Any, Any]:
    """A data file with the plugins' additions and changes of its ``section`` applied, validated."""
    if path is None:
        return None, None
    try:
        doc = read_yaml(path, shared=True)
    except DataError as exc:
        problems.extend(exc.problems)
        return None, None
    doc = with_additions(path, doc, overlays, section, problems)
    doc = overlaid(path, doc, [o.get(section, {}) for o in overlays], problems)
    return _validated(path, model, doc, problems)
