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

from ..errors import DataProblem, Phrase, did_you_mean
from .yamlio import problem_at_key


@cache
def _validator_class() -> Any:
    # jsonschema is imported only by a game that declares its cards' properties
    from jsonschema import Draft202012Validator

    return Draft202012Validator


def schema_problems(schema: dict[str, Any], path: Path, doc: Any) -> list[DataProblem]:
    """The declared shape itself must be a JSON Schema."""
    from jsonschema.exceptions import SchemaError

    try:
        _validator_class().check_schema(schema)
    except SchemaError as exc:
        return [problem_at_key(path, doc, ("card_props", *exc.path), "not a JSON Schema: {reason}",
                               reason=exc.message.splitlines()[0])]
    return []


def props_problems(schema: dict[str, Any], cards: dict[str, Any],
                   card_docs: dict[str, tuple[Path, Any, int]]) -> list[DataProblem]:
    """Each card's properties that do not fit ``schema``, at their places in the card's file."""
    validator = _validator_class()(schema)
    problems = []
    for card_id, card in cards.items():
        path, doc, i = card_docs[card_id]
        for error in sorted(validator.iter_errors(card.props), key=lambda e: list(map(str, e.path))):
            problems.extend(_told(error, path, doc, ("cards", i, "props", *error.path)))
    return problems


def _told(error: Any, path: Path, doc: Any, loc: tuple[Any, ...]) -> list[DataProblem]:
    kind, bound, instance = error.validator, error.validator_value, error.instance
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
    reasons = {"type": lambda: _TYPES.get(bound if isinstance(bound, str) else ""),
               "minimum": lambda: Phrase("must be at least {least}", least=bound),
               "maximum": lambda: Phrase("must be at most {most}", most=bound),
               "minItems": lambda: Phrase("must have at least {least} items", least=bound),
               "maxItems": lambda: Phrase("must have at most {most} items", most=bound)}
    reason = reasons[kind]() if kind in reasons else None
    return [problem_at_key(path, doc, loc, "{where}: {reason}", where=".".join(map(str, loc[2:])),
                           reason=reason or error.message.splitlines()[0])]


_TYPES = {"integer": Phrase("must be a whole number"), "string": Phrase("must be a text"),
          "array": Phrase("must be a list"), "object": Phrase("must be a mapping"),
          "boolean": Phrase("must be true or false"), "number": Phrase("must be a number")}
