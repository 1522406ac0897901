"""Player views: the state as one player may see it under the rules in force."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..data.compiled import Ruleset


# the history holds secret answers and is the whole game again: a view tells what happened through the log
_PRIVATE = ("rng", "stack", "answers", "setup", "history")


def player_view(ruleset: Ruleset, state: dict[str, Any], player: str | None) -> dict[str, Any]:
    """A copy of ``state`` without the deck order, the random source, the program's inner workings,
    other players' secret choices and the options and context of their decisions, the split of
    secret-split areas (their totals stay visible) and the contents of the game's hidden variables and
    of the others' private ones (their sizes stay visible)."""
    view = {k: copy.deepcopy(v) for k, v in state.items() if k not in _PRIVATE}
    view["viewer"] = player
    view["decks"] = {deck: len(cards) for deck, cards in state["decks"].items()}
    view["answered"] = sorted(state["answers"])
    # another player's decision shows who decides what, never among what: the options may be their
    # private things (a hand of cards), and a secret one's answer is theirs until all are revealed
    view["pending"] = [
        d if d["player"] == player else {"player": d["player"], "kind": d["kind"], **(
            {"secret": True} if d.get("secret") else {})}
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
    for name in ruleset.game.hidden_vars:
        view["vars"][name] = _sizes(view["vars"][name])
    for name in ruleset.game.private_vars:
        view["vars"][name] = {p: held if p == player else _sizes(held) for p, held in view["vars"][name].items()}
    return view


def _sizes(value: Any) -> Any:
    """What a face-down collection shows: how many things it holds, per key for a mapping of them."""
    if isinstance(value, dict):
        return {key: _sizes(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return len(value)
    return None
