"""The compiled game (:class:`Ruleset`) that the loader in :mod:`regla.data.ruleset` makes: its data
files validated, its programs compiled, and the indexes a running game reads, built once and shared.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.blockcode import block_function
from ..engine.expr import Expr
from ..engine.scopes import scopes
from ..errors import Named
from .cardsig import signature
from .models import BoardFile, CardSpec, DeckSpec, GameFile, PlayerCountsFile
from .text_models import TextsFile

if TYPE_CHECKING:
    from ..engine.ops.places import Places


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
    invariant_sites: dict[str, tuple[str, int, int]] = field(default_factory=dict)
    """Where each invariant is written (file, line, column), to name it when it cannot be worked out."""
    report: list[tuple[str, Expr]] = field(default_factory=list)
    manager: Any = None
    describer: Any = None
    """Words decisions for people (``(game, decision, locale) -> DecisionText``), set by the API: the
    engine cannot reach the text layer itself, so :meth:`~regla.engine.game.Game.describe` goes
    through this."""
    changed_by: tuple[str, ...] = ()
    """The mods whose changes this ruleset holds: a program that fails while a game runs says so, since
    the game's own data did not fail that way before them."""
    statics: frozenset[str] = frozenset()
    """Game variables no block binds as a local: compiled expressions read them straight from the state."""
    items_told: frozenset[str] = frozenset()
    """Private variables only ``move_item`` changes: the log's ``item`` events tell every move in or out
    of them, so what the table saw of them can be worked out again."""
    expressions: list[Expr] = field(default_factory=list)
    """Every expression of the programs, invariants and report, compiled."""
    ahead: dict[str, Any] = field(default_factory=dict)
    """Functions of blocks and expressions written ahead of time, by their sources' digests
    (:mod:`regla.engine.ahead`)."""

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
        self.area_values = {a.id: a.values for a in board.areas}
        # what scoring an area reads of each bonus, in the order they are paid: the token to look for
        # (a per-player one named up to the leader's colour) and the award
        self.leader_bonuses = [(b.token, None if b.player_token is None else f"{b.player_token}:", b.points, b.id)
                               for b in self.game.scoring.bonuses]
        self.tokens_by_tag: dict[str, list[str]] = {}
        for token in board.tokens:
            for tag in token.tags:
                self.tokens_by_tag.setdefault(tag, []).append(token.id)

        # what disposing of a card reads: where it goes back to, and whether it goes back at once
        self.card_decks = {card.id: card.deck for card in self.cards.values()}
        self.always_available = frozenset(deck.id for deck in self.decks.values() if deck.always_available)
        # a deck is made anew from the same cards every game: listed once here
        self.deck_cards = {deck: tuple(card.id for card in self.cards.values() if card.deck == deck
                                       for _ in range(card.copies)) for deck in self.decks}
        self.special_texts = {signature(t.does)[0]: t for t in self.texts.specials}
        self.block_functions: dict[str, Any] = {}
        known = scopes(self.blocks, self.game.entry)
        self.block_functions.update({
            block: block_function(code, self.block_functions, self.statics, known[block], self.ahead)
            for block, code in self.blocks.items()})
        self._near: dict[tuple[tuple[str, ...], Any], tuple[str, ...]] = {}
        self.named_areas: dict[tuple[Places, Any], tuple[str, ...]] = {}
        """The areas a compiled ``Where`` that the data alone decides names next to an area (see
        :func:`~regla.engine.ops.places.resolve_areas`), worked out the first time a game asks."""
        self.start_states: dict[tuple[str, ...], bytes] = {}
        """The state a game of these players starts from, but for its seed and setup (see ``new_state``),
        marshalled: made once per line-up, copied in C for every game."""
        self.plain_props: dict[tuple[str, str], Any] = {}
        """Cards' properties as plain data (a list or mapping marshalled, with its size), filled in as
        programs ask for them (see ``prop``)."""

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

    @property
    def game_name(self) -> Named:
        """The game's name for a message, read in the reader's language (the describer the API sets
        knows the game's catalogue; without it, the name as written)."""
        return Named(self.game.name, getattr(self.describer, "game_name", None))

    def count_settings(self, players: int) -> dict[str, Any]:
        """What the player-count file says for this many players (rank limit, options, vars)."""
        if self.player_counts and players in self.player_counts.counts:
            return self.player_counts.counts[players].model_dump()
        return {"rank_limit": None, "options": {}, "vars": {}}
