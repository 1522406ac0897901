"""A table of the web app: a game, its seats (a person behind an unguessable link, or a bot) and the
bots' turns played as soon as they come. No HTML here: the pages only read a table and answer for a seat.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..bots import Bot, answer_for, next_decision
from ..engine.game import Game
from ..engine.state import Decision
from ..engine.takeback import before_last_answer
from ..errors import UserError
from ..plugins import Selection

BOT_STEPS = 5_000
"""Bots' answers in a row at most before a person is asked (a game is far shorter)."""
WATCH_PACE = 0.5
WATCH_BURST = 8
BUSY_WAIT = 10.0
"""Seconds a request that would change a table waits for bots still playing there before it is refused."""
SAVE_FORMAT = 1


def same_token(given: str, token: str) -> bool:
    """Whether a token from an address is ``token``, compared in constant time (any text may be given)."""
    return secrets.compare_digest(given.encode("utf-8", "surrogateescape"), token.encode())


def question_step(game: Game) -> int:
    """The step a question page answers: the history's length when the question was asked. A round of
    secret choices is asked all at once: others' answers in it change neither the step nor the page
    (nor tell anyone that they were given), and each person answers it in any order."""
    return len(game.history) - len(game.state["answers"])


@dataclass
class Table:
    """One game at the web app: ``people`` maps each person's secret token to their colour."""

    id: str
    game: Game
    locale: str
    people: dict[str, str]
    bots: dict[str, Bot]
    watch: str | None = None
    """The onlookers' token of a table of bots only; they see the game move on as they watch."""
    bot_specs: dict[str, str] = field(default_factory=dict)
    hotseat: str | None = None
    """The token of the one screen all the people share, when they play hot-seat."""
    shown_to: str | None = None
    """Whose view the hot-seat screen shows now (it is handed over before anyone else's is shown)."""
    saved_to: Path | None = None
    selection: Selection = field(default_factory=Selection)
    """What the game was set up with (edition, variants, house rules, mods): its rules page needs it."""
    host: str | None = None
    """The token of the link that shows every seat's link, given only to whoever created the table."""
    clock: float = field(default_factory=time.monotonic)
    lock: threading.Lock = field(default_factory=threading.Lock)
    shown: Game | None = field(default=None, repr=False)
    """The game as it stood when the table last settled (an answer and the bots' turns after it all
    played): pages are drawn from it, so a page never waits for bots that are thinking."""
    version: int = 0
    """How many times the table's pages may have changed since the app took it up: a waiting page asks
    for it to know when to load again. It grows alike for every change, an answer secret or not, and is
    the same for every seat, so it tells nobody who answered nor what."""

    def __post_init__(self) -> None:
        if self.shown is None:
            self.shown = self.game.clone()

    def snapshot(self) -> Table:
        """The table as its pages show it: its game as it last settled."""
        return replace(self, game=self.shown if self.shown is not None else self.game)

    def settle(self) -> None:
        """The table has reached a point its pages may show: keep a copy of the game and save it."""
        self.shown = self.game.clone()
        # counted once the copy is kept: a page never carries a version newer than the game it shows
        self.version += 1
        self.persist()

    @contextlib.contextmanager
    def changing(self) -> Iterator[None]:
        """Hold the table to change it; bots still playing there are waited for a while, then the change
        is refused (a request never holds a worker of the app for as long as bots may think)."""
        if not self.lock.acquire(timeout=BUSY_WAIT):
            raise UserError("the bots at this table are still playing; try again in a moment")
        try:
            yield
        finally:
            self.lock.release()

    def person_to_answer(self) -> str | None:
        """The first person the game waits for (bots answer as soon as it is their turn)."""
        people = set(self.people.values())
        return next((d.player for d in self.game.pending if d.player in people), None)

    def hand_to(self, player: str) -> None:
        """The hot-seat screen now shows ``player``'s seat, if it is their turn."""
        with self.changing():
            if player == self.person_to_answer():
                # the game did not move: the pages' copy of it stands, only whom the screen shows changes
                self.shown_to = player
                self.version += 1
                self.persist()

    def persist(self) -> None:
        """Write the table to its save file (atomically), so a restarted server has it again."""
        if self.saved_to is None:
            return
        document = {"format": SAVE_FORMAT, "id": self.id, "locale": self.locale, "people": self.people,
                    "bots": self.bot_specs, "watch": self.watch, "hotseat": self.hotseat,
                    "shown_to": self.shown_to, "host": self.host, "game": json.loads(self.game.to_json())}
        partial = self.saved_to.with_name(self.saved_to.name + ".part")
        partial.write_text(json.dumps(document), encoding="utf-8")
        os.replace(partial, self.saved_to)

    def is_host(self, token: str | None) -> bool:
        """Whether ``token`` is the creator's, who is shown every seat's link to hand out."""
        return self.host is not None and token is not None and same_token(token, self.host)

    def token_of(self, player: str) -> str:
        return next(t for t, p in self.people.items() if p == player)

    def decision_for(self, player: str) -> Decision | None:
        """The decision this person is asked now, if any (secret ones: their own, until answered)."""
        return next((d for d in self.game.pending if d.player == player), None)

    def answer(self, player: str, index: int, step: int, shared: bool = False) -> None:
        """The person's answer: option ``index`` of their pending decision, given on the page of
        :func:`question_step` ``step`` (a page answered twice, or after the game moved on, is refused),
        then the bots' turns.
        ``shared``: given at the hot-seat screen, where only the person whose turn it is may answer."""
        with self.changing():
            if shared and player != self.person_to_answer():
                raise UserError("that question has been answered already; here is the game as it is now")
            decision = self.decision_for(player)
            if decision is None or step != question_step(self.game):
                raise UserError("that question has been answered already; here is the game as it is now")
            if not 0 <= index < len(decision.options):
                raise UserError("no such option")
            self.game.apply(player, decision.options[index])
            self.play_bots()
            self.settle()

    def may_take_back(self, player: str) -> bool:
        """Whether this person may take back their last answer now (see :meth:`undo`)."""
        if len(self.people) != 1:
            return False
        try:
            before_last_answer(self.game, player)
        except UserError:
            return False
        return True

    def undo(self, player: str, step: int) -> None:
        """Take back this person's last answer and the bots' since, from the page of history length
        ``step`` (a page sent twice takes back once): only with one person at the table, and only while
        nothing hidden has been shown since (see :meth:`Game.take_back`); refused saying why otherwise."""
        with self.changing():
            if len(self.people) != 1:
                raise UserError("answers are taken back only at a table of one person")
            if step != len(self.game.history):
                raise UserError("that question has been answered already; here is the game as it is now")
            self.game.take_back(player)
            self.settle()

    def advance(self) -> None:
        """A bots-only table moves on with the watchers' clock: one answer per ``WATCH_PACE`` seconds
        since it was last looked at (a few at most, and no more once that long has passed, for bots that
        think slowly), so it can be followed move by move. While another watcher's page moves it on,
        this one shows it as it stands."""
        if not self.lock.acquire(blocking=False):
            return
        try:
            now = time.monotonic()
            steps = min(WATCH_BURST, max(1, int((now - self.clock) / WATCH_PACE)))
            for _ in range(steps):
                decision = next_decision(self.game)
                if decision is None or time.monotonic() - now > WATCH_PACE * WATCH_BURST:
                    break
                answer_for(self.game, self.bots, decision)
            self.clock = time.monotonic()
            self.settle()
        finally:
            self.lock.release()

    def play_bots(self) -> None:
        humans = frozenset(self.people.values())
        for _ in range(BOT_STEPS):
            decision = next_decision(self.game, humans)
            if decision is None or decision.player in humans:
                return
            answer_for(self.game, self.bots, decision)
