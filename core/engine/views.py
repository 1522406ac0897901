"""Player views: the state as one player may see it under the rules in force."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..data.ruleset import Ruleset


# the history holds secret answers and is the whole game again: a view tells what happened through the log
_PRIVATE = ("rng", "stack", "answers", "setup", "history")


def player_view(ruleset: Ruleset, state: dict[str, Any], player: str | None) -> dict[str, Any]:
    """A copy of ``state`` without the deck order, the random source, the program's inner workings,
    other players' secret choices, and the split of secret-split areas (their totals stay visible)."""
    view = {k: copy.deepcopy(v) for k, v in state.items() if k not in _PRIVATE}
    view["viewer"] = player
    view["decks"] = {deck: len(cards) for deck, cards in state["decks"].items()}
    view["answered"] = sorted(state["answers"])
    view["pending"] = [
        d if d["player"] == player or not d.get("secret") else {"player": d["player"], "kind": d["kind"],
                                                                "secret": True}
        for d in view["pending"]
    ]
    hidden = {}
    open_split = state["options"].get("open_secret_areas", False)
    for area in ruleset.board.areas:
        if area.secret_split and not open_split:
            here = state["pieces"][area.id]
            hidden[area.id] = sum(n for p, n in here.items() if p != player)
            view["pieces"][area.id] = {p: n for p, n in here.items() if p == player}
    view["hidden_totals"] = hidden
    return view
