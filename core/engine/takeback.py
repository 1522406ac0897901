"""Taking back a person's last answer at a table, and when it may not be taken back.

A person playing against bots may take back their last answer; the bots' answers since go with it. What
the person saw in between must not help them choose again: once a secret decision has been revealed or
the random source has drawn, or a deck given up a card, the answer stands, for taking it back
would let them choose again knowing what the rules hid when they chose. Whatever a deck or a hidden
variable gives up counts as drawn; a card the table saw put on a deck (under it, say) gives up nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import UserError, clipped

if TYPE_CHECKING:
    from .game import Game


def before_last_answer(game: Game, player: str) -> Game:
    """The game as it was before ``player``'s last answer (a new game: ``game`` is left as it is). A
    :class:`UserError` says why that answer may not be taken back."""
    if player not in game.state["players"]:
        named = player[:80] if isinstance(player, str) else clipped(player)
        raise UserError("{player!r} does not play in this game (players: {players})", player=named,
                        players=", ".join(game.state["players"]))
    if game.is_over:
        raise UserError("The game is over: its answers stand.")
    answers = game.history
    mine = [i for i, answer in enumerate(answers) if answer.player == player]
    if not mine:
        raise UserError("There is nothing of yours to take back yet.")
    probe = game.replayed([(a.player, a.choice) for a in answers[:mine[-1]]])
    state = probe.state
    hidden = game.ruleset.game.hidden_vars
    # a hidden variable that changed may have given up what it hid (a card turned up): only an unchanged
    # one surely did not
    if state["rng"] != game.state["rng"] or not all(
            _still_holds(cards, game.state["decks"].get(deck, [])) for deck, cards in state["decks"].items()) or any(
            state["vars"][name] != game.state["vars"][name] for name in hidden):
        raise UserError("Your last answer stands: something hidden has been drawn since (a card, a random "
                        "pick).")
    earlier = probe.clone(share_log=True)
    for answer in answers[mine[-1]:]:
        secret = any(decision.get("secret") for decision in state["pending"])
        probe.apply(answer.player, answer.choice, atomic=False)
        # a secret answer that is not the last of its round waits among the answers; the last one
        # shows them all and empties them
        if secret and answer.player not in state["answers"]:
            raise UserError("Your last answer stands: secret choices were shown since.")
    return earlier


def _still_holds(before: list[str], after: list[str]) -> bool:
    """Whether a deck that held ``before`` has given up none of it: every card still there in the same
    order, with at most cards put on top or under it (which the table saw go there)."""
    if before == after:
        return True
    size = len(before)
    return any(after[start:start + size] == before for start in range(len(after) - size + 1))
