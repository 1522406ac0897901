"""A table of the web app: a game, its seats (a person behind an unguessable link, or a bot) and the
bots' turns, played in the background (:mod:`regla.web.workers`) by a bot that thinks on a copy of the
game, so nobody waits for it. No HTML here: the pages only read a table and answer for a seat.
"""

from __future__ import annotations

import contextlib
import json
import logging
import secrets
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..bots import Bot, answer_for, next_decision
from ..data.files import write_atomic
from ..engine.game import Game
from ..engine.state import Decision
from ..engine.takeback import before_last_answer
from ..errors import Phrase, UserError, Verbatim, os_reason
from ..plugins import Selection

WATCH_PACE = 0.5
"""Seconds of watching a bots-only table that earn it one more bot's answer."""
WATCH_BURST = 8
"""Bots' answers at most that one look at a bots-only table sets going (for onlookers to follow)."""
BUSY_WAIT = 2.0
"""Seconds a request that would change a table waits for the table, held only while a bot's answer is
applied or the table saved (a bot thinks without holding it), before the change is refused."""
SAVE_FORMAT = 1
log = logging.getLogger("regla.web")


def same_token(given: str, token: str) -> bool:
    """Whether a token from an address is ``token``, compared in constant time (any text may be given)."""
    return secrets.compare_digest(given.encode("utf-8", "surrogateescape"), token.encode())


def question_step(game: Game) -> int:
    """The step a question page answers: the history's length when the question was asked. A round of
    secret choices is asked all at once: others' answers in it change neither the step nor the page
    (nor tell anyone that they were given), and each person answers it in any order."""
    return len(game.history) - len(game.state["answers"])


VERSIONS_FROM = 2**40
"""A table's first version is drawn below this: far apart for every restart, and a whole number any
browser's script holds exactly."""


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
    """When an onlooker last set the bots of a bots-only table going."""
    owed: int = 0
    """Bots' answers a bots-only table's onlookers have set going and the bots have not given yet."""
    lock: threading.Lock = field(default_factory=threading.Lock)
    """Held to change the game (an answer, a take-back, a bot's answer applied): never while a bot thinks."""
    pace: threading.Lock = field(default_factory=threading.Lock, repr=False)
    """Held to count :attr:`owed` (an onlooker's page never waits for the table itself)."""
    unsaved: bool = False
    """The last change could not be written to the save file: the game goes on, its pages say so."""
    tokens_from: int = 0
    """What the tokens of the table's forms count from (see :meth:`answer_token`): moved past every token
    given so far at each take-back, which brings a history length round again, so that a page from before
    it never answers a question after it. Saved with the table; one saved before it was kept starts at 0,
    where the tokens are the steps its pages were given then, so their forms still answer."""
    shown: tuple[Game, int] | None = field(default=None, repr=False)
    """The game as it stood when the table last settled (after the latest answer, a person's or a bot's),
    with :attr:`tokens_from` then: pages are drawn from it, so a page never waits for a change being made,
    and its forms' tokens are the game's it shows (both are kept as one, never read half-changed)."""
    moves: int = 0
    """How many times the game has changed since the app took it up: a bot's answer thought out while it
    changed is thought out again."""
    version: int = field(default_factory=lambda: secrets.randbelow(VERSIONS_FROM))
    """Grows by one each time the table's pages may have changed: a waiting page asks for it to know when
    to load again. It grows alike for every change, an answer secret or not, and is the same for every
    seat, so it tells nobody who answered nor what. It starts at a number drawn for each time the app
    takes the table up, so that a page kept from before a restart never reads as up to date by chance."""

    def __post_init__(self) -> None:
        if self.shown is None:
            self.shown = self.game.clone(share_log=True), self.tokens_from

    def snapshot(self) -> Table:
        """The table as its pages show it: its game as it last settled."""
        game, tokens_from = self.shown if self.shown is not None else (self.game, self.tokens_from)
        return replace(self, game=game, tokens_from=tokens_from)

    def settle(self) -> None:
        """The table has reached a point its pages may show: keep a copy of the game and save it."""
        self.shown = self.game.clone(share_log=True), self.tokens_from
        self.moves += 1
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
        """Write the table to its save file, whole or not at all (:func:`~regla.data.files.write_atomic`),
        so a restarted server has it again. A save that fails (the directory gone, the disk full) leaves
        the game going, marked :attr:`unsaved`: the move is made, and losing it on a restart is better
        than refusing every move."""
        if self.saved_to is None:
            return
        document = {"format": SAVE_FORMAT, "id": self.id, "locale": self.locale, "people": self.people,
                    "bots": self.bot_specs, "watch": self.watch, "hotseat": self.hotseat,
                    "shown_to": self.shown_to, "host": self.host, "tokens_from": self.tokens_from,
                    "game": json.loads(self.game.to_json())}
        try:
            write_atomic(self.saved_to, json.dumps(document))
        except OSError as problem:
            # the reason names the server's files: it is for whoever runs the app, not for the players
            log.warning(Phrase("table {table} could not be saved: {reason}", table=Verbatim(self.id),
                               reason=os_reason(problem)))
            self.unsaved = True
        else:
            self.unsaved = False

    def is_host(self, token: str | None) -> bool:
        """Whether ``token`` is the creator's, who is shown every seat's link to hand out."""
        return self.host is not None and token is not None and same_token(token, self.host)

    def token_of(self, player: str) -> str:
        return next(t for t, p in self.people.items() if p == player)

    def answer_token(self) -> int:
        """The token a question page's form carries: the question's :func:`question_step` counted from
        :attr:`tokens_from`. It only grows, every answer (a person's or a bot's) and every take-back
        moving it on, so no token is ever given again for another question; the others' answers in a
        round of secret choices leave it as it is, as they leave the step."""
        return self.tokens_from + question_step(self.game)

    def undo_token(self) -> int:
        """The token of the take-back form: the history's length counted from :attr:`tokens_from`, so any
        change since the page was drawn, a bot's secret answer too, makes the form stale."""
        return self.tokens_from + len(self.game.history)

    def decision_for(self, player: str) -> Decision | None:
        """The decision this person is asked now, if any (secret ones: their own, until answered)."""
        return next((d for d in self.game.pending if d.player == player), None)

    def answer(self, player: str, index: int, token: int, shared: bool = False) -> None:
        """The person's answer: option ``index`` of their pending decision, given on the page of
        :meth:`answer_token` ``token`` (a page answered twice, or after the game moved on or was taken
        back, is refused).
        The bots' turns that follow are the workers' (:meth:`bots_turn`).
        ``shared``: given at the hot-seat screen, where only the person whose turn it is may answer."""
        with self.changing():
            if shared and player != self.person_to_answer():
                raise UserError("that question has been answered already; here is the game as it is now")
            decision = self.decision_for(player)
            if decision is None or token != self.answer_token():
                raise UserError("that question has been answered already; here is the game as it is now")
            if not 0 <= index < len(decision.options):
                raise UserError("no such option")
            self.game.apply(player, decision.options[index])
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

    def undo(self, player: str, token: int) -> None:
        """Take back this person's last answer and the bots' since, from the page of :meth:`undo_token`
        ``token`` (a page sent twice takes back once): only with one person at the table, and only while
        nothing hidden has been shown since (see :meth:`Game.take_back`); refused saying why otherwise."""
        with self.changing():
            if len(self.people) != 1:
                raise UserError("answers are taken back only at a table of one person")
            if token != self.undo_token():
                raise UserError("that question has been answered already; here is the game as it is now")
            self.game.take_back(player)
            # no token given so far is above this form's, the history having only grown until now
            self.tokens_from = token + 1
            self.settle()

    def look(self) -> None:
        """An onlooker looks at a bots-only table: it owes one bot's answer per ``WATCH_PACE`` seconds
        since it was last set going (a few at most), so it moves on while watched and can be followed
        move by move (a worker gives them, see :meth:`bots_turn`)."""
        with self.pace:
            if not self.owed:
                now = time.monotonic()
                self.owed = min(WATCH_BURST, max(1, int((now - self.clock) / WATCH_PACE)))
                self.clock = now

    def bots_decision(self) -> Decision | None:
        """The decision a bot is to answer now: the next one if it falls to a bot (at a bots-only
        table, only while its onlookers have answers owed); None when a person is asked or it is over."""
        humans = frozenset(self.people.values())
        decision = next_decision(self.game, humans)
        if decision is None or decision.player in humans or (not self.people and not self.owed):
            return None
        return decision

    def bots_turn(self) -> bool:
        """One bot's answer: the bot thinks on a copy of the game without holding the table (pages,
        answers and take-backs go on meanwhile), then its answer is applied if the table did not change
        while it thought; whether a bot is to answer next (again, if the table changed)."""
        with self.lock:
            if self.bots_decision() is None:
                return False
            thinking, seen = self.game.clone(share_log=True), self.moves
        decision = next_decision(thinking, frozenset(self.people.values()))
        assert decision is not None
        choice = answer_for(thinking, self.bots, decision)
        with self.lock:
            if self.moves != seen:
                # a person answered or took back meanwhile: that answer was thought out for another game
                return True
            self.game.apply(decision.player, choice)
            with self.pace:
                self.owed = max(0, self.owed - 1)
            self.settle()
            return self.bots_decision() is not None
