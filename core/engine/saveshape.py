"""The shape of a save: a JSON schema of every part of the state, and the validator's complaints told
in the catalogue's words, so a broken save is named in the reader's language."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..errors import Phrase, UserError
from .bounds import MAX_INT_BITS
from .limits import KEPT
from .ops.log import ENGINE_EVENTS
from .rng import HIGHEST_SEED, LOWEST_SEED

STATE_FORMAT = 3
"""2: the call stack's blocks finish their instruction when they end; 3: the state keeps the history of
answers (format 2 had none)."""

_ids = {"type": "string", "minLength": 1}
"""An id of the rules (a player, block, card or kind): the ruleset sets no limit on its length."""
_counts = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}
_seed = {"type": "integer", "minimum": LOWEST_SEED, "maximum": HIGHEST_SEED}
"""What new_game takes: 64 bits, signed or not."""
_LARGEST_SCORE = 2 ** MAX_INT_BITS - 1
_score = {"type": "integer", "minimum": -_LARGEST_SCORE, "maximum": _LARGEST_SCORE}
"""Within the bound of every number a program works out (see :mod:`regla.engine.bounds`)."""
_stamp = {"type": "object", "required": ["id", "hash"],
          "properties": {"id": {"type": "string"}, "version": {"type": "string"}, "hash": {"type": "string"}}}
_frame = {
    "type": "object", "required": ["b", "pc", "l", "s"],
    "properties": {"b": _ids, "pc": {"type": "integer", "minimum": 0}, "l": {"type": "object"},
                   "s": {"type": ["object", "null"]},
                   # private answers the frame's block keeps: [the choice's position, the chooser]
                   "hid": {"type": "array", "items": {
                       "type": "array", "minItems": 2, "maxItems": 2,
                       "prefixItems": [{"type": "integer", "minimum": 0}, _ids]}}},
}
_decision = {
    "type": "object", "required": ["player", "kind", "options", "context"],
    "properties": {"player": _ids, "kind": _ids, "options": {"type": "array", "minItems": 1},
                   "context": {"type": "object"}, "secret": {"type": "boolean"},
                   "private": {"type": "boolean"}},
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
        "score": {"type": "object", "additionalProperties": _score},
        "stack": {"type": "array", "items": _frame},
        "pending": {"type": "array", "items": _decision},
        "answers": {"type": "object"},
        "log": {"type": "array"},
        "history": {"type": ["array", "null"]},
        "over": {"type": "boolean"},
        "stats": {"type": "object", "required": ["decisions"],
                  "properties": {"decisions": {"type": "integer", "minimum": 0},
                                 KEPT: {"type": "integer", "minimum": 0}}},
    },
}
"""The shape of a save. The log's and history's entries (thousands in a long game) are checked by
:func:`_entries_problem` instead, which is many times faster than the schema validator on them."""


_REQUIRED = frozenset(SAVE_SCHEMA["required"])


@cache
def _validator() -> Any:
    # jsonschema takes a sixth of regla's import time, and only a save that does not replay needs it
    from jsonschema import Draft202012Validator

    return Draft202012Validator(SAVE_SCHEMA)


_KINDS = {"integer": Phrase("must be a whole number"), "number": Phrase("must be a number"),
          "string": Phrase("must be a text"),
          "array": Phrase("must be a list"), "object": Phrase("must be a mapping"),
          "boolean": Phrase("must be true or false")}
_OR_NULL = {"string": Phrase("must be a text or null"), "array": Phrase("must be a list or null"),
            "object": Phrase("must be a mapping or null")}


def shape_reason(error: Any) -> Phrase | str:
    """A JSON Schema validator's complaint in words the catalogue has (its own English where it has none)."""
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
               "maxItems": lambda: Phrase("must have at most {most} items", most=bound),
               "minLength": lambda: Phrase("must be at least {least} characters long", least=bound),
               "maxLength": lambda: Phrase("must be at most {most} characters long", most=bound),
               "uniqueItems": lambda: Phrase("must not hold the same item twice")}
    return phrases[kind]() if kind in phrases else str(error.message)


def _entries_problem(state: dict[str, Any]) -> Phrase | None:
    for i, event in enumerate(state["log"]):
        if type(event) is not dict or type(event.get("event")) is not str:
            return Phrase("log.{i}: not an event", i=i)
        for field, kinds in ENGINE_EVENTS.get(event["event"], {}).items():
            if field not in event or (kinds is not None and (type(event[field]) not in kinds)):
                return Phrase("log.{i}: the {field} of a {event} event is missing or of the wrong kind", i=i,
                              event=event["event"], field=field)
    for i, answer in enumerate(state["history"] or ()):
        if type(answer) is not list or len(answer) != 3 or type(answer[0]) is not str or not (
                answer[1] is None or type(answer[1]) is str):
            return Phrase("history.{i}: not a [player, kind, choice] answer", i=i)
    return None


def _is_id(value: Any) -> bool:
    return type(value) is str and len(value) >= 1


def _ids_in(values: Any) -> bool:
    return type(values) is list and all(type(v) is str and v for v in values)


def _stamps_in(values: Any) -> bool:
    return type(values) is list and all(
        type(v) is dict and type(v.get("id")) is str and type(v.get("hash")) is str
        and type(v.get("version", "")) is str for v in values)


def _is_whole(value: Any, least: int | None = None, most: int | None = None) -> bool:
    return type(value) is int and (least is None or value >= least) and (most is None or value <= most)


def _frame_shaped(frame: Any) -> bool:
    return (type(frame) is dict and _is_id(frame.get("b")) and _is_whole(frame.get("pc"), 0)
            and type(frame.get("l")) is dict and "s" in frame and (frame["s"] is None or type(frame["s"]) is dict)
            and ("hid" not in frame or (type(frame["hid"]) is list and all(
                type(note) is list and len(note) == 2 and _is_whole(note[0], 0) and _is_id(note[1])
                for note in frame["hid"]))))


def _decision_shaped(decision: Any) -> bool:
    return (type(decision) is dict and _is_id(decision.get("player")) and _is_id(decision.get("kind"))
            and type(decision.get("options")) is list and len(decision["options"]) >= 1
            and type(decision.get("context")) is dict and type(decision.get("secret", True)) is bool
            and type(decision.get("private", True)) is bool)


def _plainly_shaped(state: dict[str, Any]) -> bool:
    """Whether ``state`` is certainly of :data:`SAVE_SCHEMA`'s shape, checked directly: many times
    faster than the validator, and never looser (where it says no, the validator names the part)."""
    if type(state) is not dict or not state.keys() >= _REQUIRED:
        return False
    setup, players = state["setup"], state["players"]
    mappings = ("options", "vars", "pieces", "tokens", "decks", "display", "held", "score", "answers", "stats")
    if state["format"] != STATE_FORMAT or type(setup) is not dict or any(type(state[k]) is not dict for k in mappings):
        return False
    if not (("game" not in setup or _is_id(setup["game"]))
            and ("seed" not in setup or _is_whole(setup["seed"], LOWEST_SEED, HIGHEST_SEED))
            and (setup.get("edition") is None or type(setup["edition"]) is str)
            and all(_ids_in(setup.get(k, [])) for k in ("variants", "house_rules"))
            and all(_stamps_in(setup.get(k, [])) for k in ("mods", "house_rule_files"))):
        return False
    if not (_is_whole(state["rng"], 0, 2 ** 64 - 1) and _ids_in(players) and players
            and len(set(players)) == len(players) and _ids_in(state["discard"])):
        return False
    if not (all(type(here) is dict and all(_is_whole(n, 0) for n in here.values()) for here in state["pieces"].values())
            and all(at is None or type(at) is str for at in state["tokens"].values())
            and all(_ids_in(deck) for deck in state["decks"].values())
            and all(card is None or type(card) is str for card in state["display"].values())
            and all(type(hand) is list and all(type(h) is dict and _is_id(h.get("card")) for h in hand)
                    for hand in state["held"].values())
            and all(_is_whole(n, -_LARGEST_SCORE, _LARGEST_SCORE) for n in state["score"].values())):
        return False
    return (type(state["stack"]) is list and all(_frame_shaped(f) for f in state["stack"])
            and type(state["pending"]) is list and all(_decision_shaped(d) for d in state["pending"])
            and type(state["log"]) is list and (state["history"] is None or type(state["history"]) is list)
            and type(state["over"]) is bool and _is_whole(state["stats"].get("decisions"), 0))


def check_shape(state: dict[str, Any]) -> None:
    """Refuse a state with a part missing or of the wrong type, naming the first such part."""
    if not _plainly_shaped(state):
        _name_the_misshapen_part(state)
    problem = _entries_problem(state)
    if problem:
        raise UserError("broken save: {problem}", problem=problem)


def _name_the_misshapen_part(state: dict[str, Any]) -> None:
    error = min(_validator().iter_errors(state), key=lambda e: (len(e.path), list(map(str, e.path))), default=None)
    if error is not None:
        path = [str(p) for p in error.path]
        if error.validator == "required":
            # the part that is missing is the one to name, not the mapping that lacks it
            path.append(next(k for k in error.validator_value if k not in error.instance))
        raise UserError("broken save: {where}: {reason}", where=".".join(path) or Phrase("the save"),
                        reason=shape_reason(error))
