"""What the rule reference's expressions may read: the game's data, as plain values, and a few helpers.

A paragraph's ``with``, ``count`` and ``when`` are expressions of regla's safe expression language,
evaluated with these names:

==============================  ===================================================================
``option(name)``                an option's value under the rules in force
``area[id]``                    an area's data: ``values`` (in force), ``adjacent``, ``tags``
``areas(tag)``                  ids of the areas carrying ``tag``, in the board's order
``token[id]``, ``tokens(tag)``  the same for tokens
``pieces``                      the board's pieces: ``per_player``, ``start_zone`` ...
``game``                        the game file: ``colours``, ``min_players``, ``player_vars`` ...
``cards[id]``, ``decks[id]``    card and deck data; ``copies(deck)`` counts the cards (of a deck)
``bonus[id]``                   a scoring bonus: ``points`` ...
``counts[n]``                   what the player-count file says for ``n`` players
``instructions(block, op)``     the arguments of every ``op`` instruction of a program block, in order
``pluck(items, key)``           ``item[key]`` of every item
``without(items, removed)``     ``items`` without those in ``removed``
``name(kind, id)``              the translated name of an area, zone, token, card, deck, colour,
                                bonus or game; ``names(kind, ids)`` for a list
``join(items)``                 a list in the language's own way (``a, b and c``)
``slash(values)``               numbers written ``4/2/0``
every table of the card files   by its name, as rule expressions see it
==============================  ===================================================================
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...engine.functions import PURE_FUNCTIONS
from ..names import Names

if TYPE_CHECKING:
    from ...data.compiled import Ruleset
    from ..i18n import Texts


def _instructions(program: Any, op: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if isinstance(program, list):
        for item in program:
            found.extend(_instructions(item, op))
    elif isinstance(program, dict):
        for key, args in program.items():
            if key == op and isinstance(args, dict):
                found.append(args)
            found.extend(_instructions(args, op))
    return found


class Naming:
    """Translated names of a ruleset's things, by kind and id (the catalogue contexts of the extractor)."""

    def __init__(self, ruleset: Ruleset, texts: Texts):
        self.texts = texts
        self.names = Names(ruleset, texts)
        game = ruleset.game
        self.english: dict[str, dict[str, str]] = {
            "area": {a.id: a.name for a in ruleset.board.areas},
            "zone": {z.id: z.name for z in ruleset.board.zones},
            "token": {t.id: t.name for t in ruleset.board.tokens},
            "card": {c.id: c.name for c in ruleset.cards.values()},
            "deck": {d.id: d.name for d in ruleset.decks.values()},
            "colour": {c: c for c in game.colours},
            "bonus": {b.id: b.name for b in game.scoring.bonuses},
            "game": {game.name: game.name, game.id: game.name},
        }

    def name(self, kind: str, item_id: str) -> str:
        known = self.english.get(kind)
        if known is None:
            raise ValueError(f"unknown kind of name {kind!r} (known: {', '.join(self.english)})")
        if item_id not in known:
            raise ValueError(f"no {kind} {item_id!r}")
        return self.texts.raw(kind, known[item_id])

    def join(self, items: list[Any]) -> str:
        """A list in the language's own way, as every command writes one."""
        return self.names.join([str(i) for i in items])


def build_scope(ruleset: Ruleset, naming: Naming) -> tuple[dict[str, Any], dict[str, Any]]:
    """The functions (with ``__builtins__`` emptied) and the variables of the reference's expressions."""
    board = ruleset.board
    options = ruleset.options
    game = ruleset.game.model_dump(exclude={"blocks"})

    def copies(deck: str | None = None) -> int:
        return sum(c.copies for c in ruleset.cards.values() if deck is None or c.deck == deck)

    functions: dict[str, Callable[..., Any]] = {
        **PURE_FUNCTIONS,
        "option": lambda name: options[name],
        "areas": lambda tag: list(ruleset.by_tag.get(tag, [])),
        "tokens": lambda tag: list(ruleset.tokens_by_tag.get(tag, [])),
        "copies": copies,
        "instructions": lambda block, op: _instructions(ruleset.game.blocks[block], op),
        "pluck": lambda items, key: [item[key] for item in items],
        "without": lambda items, removed: [i for i in items if i not in removed],
        "name": naming.name,
        "names": lambda kind, ids: [naming.name(kind, i) for i in ids],
        "join": naming.join,
        "slash": lambda numbers: "/".join(str(n) for n in numbers),
    }
    variables: dict[str, Any] = {
        **ruleset.tables,
        "area": {a.id: a.model_dump() for a in board.areas},
        "token": {t.id: t.model_dump() for t in board.tokens},
        "pieces": board.pieces.model_dump(),
        "game": game,
        "cards": {c.id: c.model_dump() for c in ruleset.cards.values()},
        "decks": {d.id: d.model_dump() for d in ruleset.decks.values()},
        "bonus": {b.id: b.model_dump() for b in ruleset.game.scoring.bonuses},
        "counts": {n: ruleset.count_settings(n) for n in range(ruleset.game.min_players,
                                                               ruleset.game.max_players + 1)},
    }
    return {"__builtins__": {}, **functions}, variables
