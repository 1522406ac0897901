"""Which pending decision an answer is for, and which of its options the answer is.

An answer must be one of the decision's options as a JSON value of the same types all the way down:
``True`` or ``1.0`` do not answer option ``1``, and the option itself is what the game keeps, never the
caller's object (whose ``__eq__`` is never trusted). The VM finds the common case, a plain value looked
up in C, itself; what it cannot settle that way comes here.
"""

from __future__ import annotations

import reprlib
from typing import Any

from ..errors import IllegalChoice
from .values import SCALARS

NOT_FOUND = object()
"""Of no option's type: what the quick lookup of an answer gives when it finds nothing."""


def _same(option: Any, choice: Any) -> bool:
    """Equal as JSON values of the same types all the way down."""
    if type(option) is list:
        return len(option) == len(choice) and all(
            type(a) is type(b) and _same(a, b) for a, b in zip(option, choice, strict=True))
    if type(option) is dict:
        return list(option) == list(choice) and all(
            type(v) is type(choice[k]) and _same(v, choice[k]) for k, v in option.items())
    return bool(option == choice)


def _shown(value: Any) -> str:
    """A short repr for a message, whatever the object does."""
    try:
        return reprlib.repr(value)
    except Exception:
        return f"<{type(value).__name__}>"


def pending_index(pending: list[dict[str, Any]], player: str) -> int:
    """The position of ``player``'s decision among the pending ones; refused if they have none."""
    for index, decision in enumerate(pending):
        if decision["player"] == player:
            return index
    raise IllegalChoice("{player} has no decision to make now", player=_shown(player))


def matching_option(options: list[Any], choice: Any, player: str, kind: str) -> Any:
    """The option equal to ``choice`` as a JSON value of the same types all the way down; refused
    (naming ``player`` and the decision's ``kind``) when there is none."""
    expected = type(choice)
    for option in options:
        if option is choice or (type(option) is expected and (
                option == choice if expected in SCALARS else _same(option, choice))):
            return option
    raise IllegalChoice("{choice} is not a legal choice for {player} ({kind})", choice=_shown(choice),
                        player=player, kind=kind)


def answered_option(options: list[Any], choice: Any, player: str, kind: str) -> Any:
    """The option ``choice`` answers (see :func:`matching_option`), found at once when it can be."""
    # the option itself is stored, never the caller's object: an equal value of another type (True or
    # 1.0 for 1) is not that option, and a foreign object's __eq__ is never called. A plain value is
    # looked up in C (identity first, so a bot's own option object is found at once); an equal option of
    # another type found that way sends the search on to the careful loop
    expected = type(choice)
    if expected in SCALARS:
        try:
            found = options[options.index(choice)]
        except ValueError:
            found = NOT_FOUND
        # an option of the answer's type is a scalar too: it is answered as it is
        if type(found) is expected:
            return found
    return matching_option(options, choice, player, kind)
