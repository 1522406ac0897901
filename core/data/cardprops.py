"""Cards' properties checked against the shape their game declares (``card_props`` in game.yaml).

Programs read a card's properties by name (``prop(card, 'cost')``), so a property misspelt or of the
wrong kind in a card file, a mod's above all, would load and then do nothing or fail in play. A game
that says what its cards' properties are has every card held to it at load, each mistake told at its
place with the closest known name.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from ..engine.bounds import MAX_CHARACTERS, MAX_ITEMS, MAX_NESTING, ExpressionLimit, measure
from ..engine.saveshape import shape_reason
from ..engine.values import plain
from ..errors import DataProblem, did_you_mean
from .models import CardSpec, DeckSpec, GameFile
from .yamlio import problem_at_key


@cache
def validator_class() -> Any:
    # jsonschema is imported only by a game that declares the shape of its cards' properties or options
    from jsonschema import Draft202012Validator, validators

    # JSON Schema counts 2.0 as an integer; a program adding it to a score would not
    whole = Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: isinstance(value, int) and not isinstance(value, bool))
    return validators.extend(Draft202012Validator, type_checker=whole)


def schema_problems(schema: Any, path: Path, doc: Any, at: tuple[Any, ...] = ("card_props",)) -> list[DataProblem]:
    """The declared shape itself (at ``at`` in the game's file) must be a JSON Schema."""
    from jsonschema.exceptions import SchemaError

    try:
        validator_class().check_schema(schema)
    except SchemaError as exc:
        return [problem_at_key(path, doc, (*at, *exc.path), "not a JSON Schema: {reason}",
                               reason=exc.message.splitlines()[0])]
    return []


def props_problems(schema: dict[str, Any], cards: dict[str, Any], decks: dict[str, Any],
                   card_docs: dict[str, tuple[Path, Any, int]]) -> list[DataProblem]:
    """Each card's properties that do not fit ``schema``, at their places in the card's file. A card's
    properties are its deck's with its own on top, as programs read them: a property it takes from its
    deck is told at the deck, once."""
    validator = validator_class()(schema)
    problems: list[DataProblem] = []
    told: set[tuple[Any, ...]] = set()
    for card_id, card in cards.items():
        path, doc, i = card_docs[card_id]
        deck = decks.get(card.deck)
        own = card.props
        props = {**(deck.props if deck is not None else {}), **own}
        for error in sorted(validator.iter_errors(props), key=lambda e: list(map(str, e.path))):
            if error.path and error.path[0] not in own and deck is not None:
                at = ("decks", _index_of(doc, card.deck), "props", *error.path)
            else:
                at = ("cards", i, "props", *error.path)
            for problem in schema_told(error, path, doc, at, 2):
                key = (problem.path, problem.line, problem.column, str(problem.message), repr(problem.params))
                if key not in told:
                    told.add(key)
                    problems.append(problem)
    return problems


def oversized_props(cards: dict[str, Any], decks: dict[str, Any],
                    card_docs: dict[str, tuple[Path, Any, int]]) -> list[DataProblem]:
    """Properties bigger than a value a game's state may hold (see ``regla.engine.bounds.measure``): a
    program reading one (``prop``) gets a copy it may store as it is. Told at the card, or once at the
    deck a card takes it from."""
    problems: list[DataProblem] = []
    told: set[tuple[str, str]] = set()
    for card_id, card in cards.items():
        path, doc, i = card_docs[card_id]
        deck = decks.get(card.deck)
        inherited = {k: v for k, v in (deck.props if deck is not None else {}).items() if k not in card.props}
        for owner, props in (("card", card.props), ("deck", inherited)):
            for key, value in props.items():
                whose = card_id if owner == "card" else f"deck {card.deck}"
                if (whose, key) in told:
                    continue
                told.add((whose, key))
                try:
                    measure(plain(value))
                except ExpressionLimit:
                    at = ("cards", i, "props", key) if owner == "card" else (
                        "decks", _index_of(doc, card.deck), "props", key)
                    problems.append(problem_at_key(
                        path, doc, at, "property {key!r} is bigger than a value a game may hold: at most {items} "
                        "items and {characters} characters in all, lists and mappings nested at most {depth} deep",
                        key=key, items=MAX_ITEMS, characters=MAX_CHARACTERS, depth=MAX_NESTING))
    return problems


def _index_of(doc: Any, deck: str) -> int | str:
    """Where the cards file lists ``deck`` (its id when the file does not: a deck of another file)."""
    for j, entry in enumerate(doc.get("decks") or [] if isinstance(doc, dict) else []):
        if isinstance(entry, dict) and entry.get("id") == deck:
            return j
    return deck


def schema_told(error: Any, path: Path | str, doc: Any, loc: tuple[Any, ...], named_from: int) -> list[DataProblem]:
    """A JSON Schema's complaint about the value at ``loc`` in words, at its place; ``loc[named_from:]``
    names the value (a card's property, an option)."""
    kind, bound, instance = error.validator, error.validator_value, error.instance
    if kind in ("oneOf", "anyOf") and error.context:
        closest = min(error.context, key=lambda e: _distance(e, bound, instance))
        return schema_told(closest, path, doc, (*loc, *closest.relative_path), named_from)
    if kind == "additionalProperties" and isinstance(instance, dict):
        known = list(error.schema.get("properties", {}))
        return [problem_at_key(path, doc, (*loc, key), "unknown property {key!r}{hint}", key=key,
                               hint=did_you_mean(key, known))
                for key in instance if key not in known]
    if kind == "enum":
        return [problem_at_key(path, doc, loc, "{value!r} must be one of {expected}", value=instance,
                               expected=", ".join(map(str, bound)))]
    if kind == "required":
        missing = next((k for k in bound if k not in instance), bound[0])
        return [problem_at_key(path, doc, loc, "property {key!r} is missing", key=missing)]
    return [problem_at_key(path, doc, loc, "{where}: {reason}", where=".".join(map(str, loc[named_from:])),
                           reason=shape_reason(error))]


_JSON_TYPES = {list: "array", dict: "object", str: "string", bool: "boolean", int: "integer", float: "number",
               type(None): "null"}


def _distance(error: Any, alternatives: list[Any], instance: Any) -> tuple[int, int, int]:
    """How far a value is from one alternative of a ``oneOf``: the one of its own type, then the one it
    got furthest into, says best what is wrong with it (a list with a misspelt item, not "not a text")."""
    alternative = alternatives[error.schema_path[0]] if error.schema_path else {}
    declared = alternative.get("type") if isinstance(alternative, dict) else None
    own = _JSON_TYPES.get(type(instance))
    same_type = declared == own or (declared == "number" and own == "integer")
    surface = not error.relative_path and error.validator in ("type", "const", "enum")
    return (0 if same_type else 1, 1 if surface else 0, -len(error.relative_path))


def layer_problems(game: GameFile, cards: dict[str, CardSpec], decks: dict[str, DeckSpec], path: str | Path,
                   doc: Any) -> list[DataProblem]:
    """Each of ``known_layers`` names a hidden variable of the game and a property its cards have (or
    its ``card_props`` declares): a layer told by a property no card has would be one layer, the whole
    variable, and a misspelt one would load and say nothing."""
    declared = game.card_props.get("properties") if isinstance(game.card_props, dict) else None
    props = {*(declared if isinstance(declared, dict) else ()), *(key for card in cards.values() for key in card.props),
             *(key for deck in decks.values() for key in deck.props)}
    variables = [*game.vars, *game.player_vars]
    problems = []
    for name, prop in game.known_layers.items():
        at = ("known_layers", name)
        if name not in variables:
            problems.append(problem_at_key(path, doc, at, "known_layers names {name!r}, which is not a variable of "
                                           "the game{hint}", name=name, hint=did_you_mean(name, variables)))
        elif name not in game.hidden_vars:
            problems.append(problem_at_key(path, doc, at, "known_layers names {name!r}, which is not one of "
                                           "hidden_vars: only a hidden variable's order is drawn in a sample",
                                           name=name))
        if prop not in props:
            problems.append(problem_at_key(path, doc, at, "known_layers tells the layers of {name!r} by {prop!r}, "
                                           "which is not a property of the game's cards{hint}", name=name,
                                           prop=prop, hint=did_you_mean(prop, sorted(props))))
    return problems
