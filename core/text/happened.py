"""What happened in a game, as one viewer may know it: the log's events with the players' answers told
where they were given, the lines every front end shows under "what happened".

The log holds only public events; the history holds every answer, secret ones too, but not what a
person was asked nor when. Both are had again by replaying the history from the game's setup: each
answer is told (by the game's ``did:`` messages, as :meth:`DecisionTexts.did` words it) before the
events it caused. A secret answer is told only to the one who gave it; the others learn it when the
rules reveal it, through the events that follow. A private answer is told to the others only as given.
"""

from __future__ import annotations

from typing import Any

from ..engine.game import Game
from ..engine.state import Answer, Decision
from ..errors import ReglaError
from .decisions import DecisionTexts


def happened_lines(game: Game, words: DecisionTexts, viewer: str | None) -> list[str]:
    """Every line of what happened that ``viewer`` may read (None: an onlooker, who reads only what is
    public), oldest first: the events of the log with the answers told among them. Moves told one after
    another with no answer told between them read as one line (see :meth:`DecisionTexts.events`)."""
    log = game.state["log"]
    try:
        answered = _answered(game, game.history)
    except (ReglaError, StopIteration):
        answered = None
    if answered is None:
        # a game kept without its answers (an older save), or whose answers do not lead to it (a state
        # set by hand), is told by its log alone
        return words.events(log)
    lines: list[str] = []
    told_up_to = 0
    for decision, answer, logged in answered:
        line = _told(words, decision, answer.choice, viewer)
        if line:
            lines += words.events(log[told_up_to:logged])
            lines.append(line)
            told_up_to = logged
    return lines + words.events(log[told_up_to:])


def _answered(game: Game, answers: list[Answer]) -> list[tuple[Decision, Answer, int]] | None:
    """Each answer with the decision it answered and how long the log was when it was given; None when
    the answers, replayed, do not write the game's log."""
    replay = game.replayed([])
    asked = []
    for answer in answers:
        decision = next(d for d in replay.pending if d.player == answer.player and d.kind == answer.kind)
        asked.append((decision, answer, len(replay.state["log"])))
        replay.apply(answer.player, answer.choice, atomic=False)
    return asked if replay.state["log"] == game.state["log"] else None


def _told(words: DecisionTexts, decision: Decision, choice: Any, viewer: str | None) -> str | None:
    # a secret answer is its player's until the rules reveal it, a private one for good: both are told
    # to that player, in their own words
    if (decision.secret or decision.private) and decision.player == viewer:
        # TRANSLATORS: in the list of what happened, shown only to the player who made the secret choice
        return words.texts.t("You chose {choice} in secret.",
                             choice=words.label(decision.kind, choice, decision.player, decorate=False))
    if decision.secret:
        return None
    return words.did(decision, choice)
