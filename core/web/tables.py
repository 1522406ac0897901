"""Tables of the web app: a game, its seats (a person behind an unguessable link, or a bot) and the
bots' turns played as soon as they come. No HTML here: the pages only read a table and answer for a seat.
"""

from __future__ import annotations

import secrets
import threading
import time
from dataclasses import dataclass, field

from ..api import new_game
from ..bots import Bot, answer_for, make_bot, next_decision
from ..engine.game import Decision, Game
from ..errors import UserError
from ..plugins import Selection

BOT_STEPS = 5_000
"""Bots' answers in a row at most before a person is asked (a game is far shorter)."""
WATCH_PACE = 0.5
WATCH_BURST = 8


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
    clock: float = field(default_factory=time.monotonic)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def player_of(self, token: str) -> str:
        if token not in self.people:
            raise KeyError(token)
        return self.people[token]

    def token_of(self, player: str) -> str:
        return next(t for t, p in self.people.items() if p == player)

    def decision_for(self, player: str) -> Decision | None:
        """The decision this person is asked now, if any (secret ones: their own, until answered)."""
        return next((d for d in self.game.pending if d.player == player), None)

    def answer(self, player: str, index: int, step: int) -> None:
        """The person's answer: option ``index`` of their pending decision, given at history length
        ``step`` (a page answered twice, or after the game moved on, is refused), then the bots' turns."""
        with self.lock:
            decision = self.decision_for(player)
            if decision is None or step != len(self.game.history):
                raise UserError("that question has been answered already; here is the game as it is now")
            if not 0 <= index < len(decision.options):
                raise UserError("no such option")
            self.game.apply(player, decision.options[index])
            self.play_bots()

    def undo(self, player: str) -> bool:
        """Take back this person's last answer and the bots' since: only with one person at the table."""
        with self.lock:
            answers = self.game.history
            mine = [i for i, a in enumerate(answers) if a.player == player]
            if len(self.people) != 1 or not mine:
                return False
            self.game.undo(len(answers) - mine[-1])
            return True

    def advance(self) -> None:
        """A bots-only table moves on with the watchers' clock: one answer per ``WATCH_PACE`` seconds
        since it was last looked at (a few at most), so it can be followed move by move."""
        with self.lock:
            now = time.monotonic()
            steps = min(WATCH_BURST, max(1, int((now - self.clock) / WATCH_PACE)))
            self.clock = now
            for _ in range(steps):
                decision = next_decision(self.game)
                if decision is None:
                    return
                answer_for(self.game, self.bots, decision)

    def play_bots(self) -> None:
        humans = frozenset(self.people.values())
        for _ in range(BOT_STEPS):
            decision = next_decision(self.game, humans)
            if decision is None or decision.player in humans:
                return
            answer_for(self.game, self.bots, decision)


class Tables:
    """Every table of one app, by id."""

    def __init__(self) -> None:
        self.tables: dict[str, Table] = {}

    def create(self, game_id: str | None, players: int, people: int, bots: list[str], locale: str,
               selection: Selection) -> Table:
        if not 0 <= people <= players:
            raise UserError("between 0 and {players} people may sit at this table, not {people}", players=players,
                            people=people)
        game = new_game(game_id, players, secrets.randbits(64), selection)
        others = game.players[people:]
        specs = (bots or ["greedy"]) * len(others)
        seated = {p: make_bot(spec, seed=secrets.randbits(64), manager=game.ruleset.manager)
                  for p, spec in zip(others, specs, strict=False)}
        table = Table(secrets.token_urlsafe(8), game, locale,
                      {secrets.token_urlsafe(16): p for p in game.players[:people]}, seated,
                      watch=None if people else secrets.token_urlsafe(16))
        if people:
            table.play_bots()
        self.tables[table.id] = table
        return table

    def seat(self, table_id: str, token: str) -> tuple[Table, str | None]:
        """The table and the colour a token sits at (None: an onlooker of a bots-only table)."""
        table = self.tables.get(table_id)
        if table is not None and table.watch is not None and secrets.compare_digest(token, table.watch):
            return table, None
        if table is None or token not in table.people:
            raise KeyError(token)
        return table, table.people[token]

