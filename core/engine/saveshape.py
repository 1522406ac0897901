"""The shape of a save: a JSON schema of every part of the state, and the validator's complaints told
in the catalogue's words, so a broken save is named in the reader's language."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..errors import Phrase, UserError
from .rng import HIGHEST_SEED, LOWEST_SEED

STATE_FORMAT = 3
"""2: the call stack's blocks finish their instruction when they end; 3: the state keeps the history of
answers (format 2 had none)."""

_ids = {"type": "string", "minLength": 1, "maxLength": 200}
_counts = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}
_seed = {"type": "integer", "minimum": LOWEST_SEED, "maximum": HIGHEST_SEED}
"""What new_game takes: 64 bits, signed or not."""
_stamp = {"type": "object", "required": ["id", "hash"],
          "properties": {"id": {"type": "string"}, "version": {"type": "string"}, "hash": {"type": "string"}}}
_frame = {
    "type": "object", "required": ["b", "pc", "l", "s"],
    "properties": {"b": _ids, "pc": {"type": "integer", "minimum": 0}, "l": {"type": "object"},
                   "s": {"type": ["object", "null"]}},
}
_decision = {
    "type": "object", "required": ["player", "kind", "options", "context"],
    "properties": {"player": _ids, "kind": _ids, "options": {"type": "array", "minItems": 1},
                   "context": {"type": "object"}, "secret": {"type": "boolean"}},
}
SAVE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "setup", "rng", "players", "options", "vars", "pieces", "tokens", "decks", "display",
                 "discard", "held", "score", "stack", "pending", "answers", "log", "history", "over", "stats"],
    "properties": {
        "format": {"const": STATE_FORMAT},
        "setup": {"type": "object",
                  "properties": {"game": _ids, "seed": _seed,
                                 "edition": {"type": ["string", "null"]},
                                 "variants": {"type": "array", "items": _ids},
                                 "house_rules": {"type": "array", "items": _ids},
                                 "mods": {"type": "array", "items": _stamp},
                                 "house_rule_files": {"type": "array", "items": _stamp}}},
        "rng": {"type": "integer", "minimum": 0, "maximum": 2 ** 64 - 1},
        "players": {"type": "array", "items": _ids, "minItems": 1, "uniqueItems": True},
        "options": {"type": "object"},
        "vars": {"type": "object"},
        "pieces": {"type": "object", "additionalProperties": _counts},
        "tokens": {"type": "object", "additionalProperties": {"type": ["string", "null"]}},
        "decks": {"type": "object", "additionalProperties": {"type": "array", "items": _ids}},
        "display": {"type": "object", "additionalProperties": {"type": ["string", "null"]}},
        "discard": {"type": "array", "items": _ids},
        "held": {"type": "object", "additionalProperties": {
            "type": "array", "items": {"type": "object", "required": ["card"], "properties": {"card": _ids}}}},
        "score": {"type": "object", "additionalProperties": {"type": "integer"}},
        "stack": {"type": "array", "items": _frame},
        "pending": {"type": "array", "items": _decision},
        "answers": {"type": "object"},
        "log": {"type": "array"},
        "history": {"type": ["array", "null"]},
        "over": {"type": "boolean"},
        "stats": {"type": "object", "required": ["decisions"],
                  "properties": {"decisions": {"type": "integer", "minimum": 0}}},
    },
}
"""The shape of a save. The log's and history's entries (thousands in a long game) are checked by
:func:`_entries_problem` instead, which is many times faster than the schema validator on them."""


@cache
def _validator() -> Any:
    # jsonschema takes a sixth of regla's import time, and only a save that does not replay needs it
    from jsonschema import Draft202012Validator

    return Draft202012Validator(SAVE_SCHEMA)


_KINDS = {"integer": Phrase("must be a whole number"), "string": Phrase("must be a text"),
          "array": Phrase("must be a list"), "object": Phrase("must be a mapping"),
          "boolean": Phrase("must be true or false")}
_OR_NULL = {"string": Phrase("must be a text or null"), "array": Phrase("must be a list or null"),
            "object": Phrase("must be a mapping or null")}


def _shape_reason(error: Any) -> Phrase | str:
    """The schema validator's complaint in words the catalogue has (its own English where it has none)."""
    kind, bound = error.validator, error.validator_value
    if kind == "type":
        kinds = [bound] if isinstance(bound, str) else list(bound)
        if len(kinds) == 1 and kinds[0] in _KINDS:
            return _KINDS[kinds[0]]
        if len(kinds) == 2 and "null" in kinds:
            other = next(k for k in kinds if k != "null")
            if other in _OR_NULL:
                return _OR_NULL[other]
    phrases = {"required": lambda: Phrase("this field is required"),
               "minimum": lambda: Phrase("must be at least {least}", least=bound),
               "maximum": lambda: Phrase("must be at most {most}", most=bound),
               "minItems": lambda: Phrase("must have at least {least} items", least=bound) if bound > 1
               else Phrase("must not be empty"),
               "minLength": lambda: Phrase("must be at least {least} characters long", least=bound),
               "maxLength": lambda: Phrase("must be at most {most} characters long", most=bound),
               "uniqueItems": lambda: Phrase("must not hold the same item twice")}
    return phrases[kind]() if kind in phrases else str(error.message)


def _entries_problem(state: dict[str, Any]) -> Phrase | None:
    for i, event in enumerate(state["log"]):
        if type(event) is not dict or type(event.get("event")) is not str:
            return Phrase("log.{i}: not an event", i=i)
    for i, answer in enumerate(state["history"] or ()):
        if type(answer) is not list or len(answer) != 3 or type(answer[0]) is not str or not (
                answer[1] is None or type(answer[1]) is str):
            return Phrase("history.{i}: not a [player, kind, choice] answer", i=i)
    return None


def check_shape(state: dict[str, Any]) -> None:
    """Refuse a state with a part missing or of the wrong type, naming the first such part."""
    error = min(_validator().iter_errors(state), key=lambda e: (len(e.path), list(map(str, e.path))), default=None)
    if error is not None:
        path = [str(p) for p in error.path]
        if error.validator == "required":
            # the part that is missing is the one to name, not the mapping that lacks it
            path.append(next(k for k in error.validator_value if k not in error.instance))
        raise UserError("broken save: {where}: {reason}", where=".".join(path) or Phrase("the save"),
                        reason=_shape_reason(error))
    problem = _entries_problem(state)
    if problem:
        raise UserError("broken save: {problem}", problem=problem)
