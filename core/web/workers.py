"""The bots of the web app's tables play in a few background threads, never in a request: a page or an
answer is answered at once, whatever the bots think of, and bots thinking long at many tables hold up
only their own tables' changes (each table waits its turn for a thread), never a page, nor the server
stopping (the threads are daemons, and a stopping app hands them no more work).
"""

from __future__ import annotations

import logging
import threading
from collections import deque

from ..errors import Phrase, Verbatim
from .tables import Table

THINKING_TABLES = 2
"""Tables whose bots may think at once: the others' wait their turn. Bots are Python that holds the
interpreter, so more threads would not think faster, only leave the pages less of the machine."""
IDLE_SECONDS = 30.0
"""A thread with no bots to play for so long ends (another starts when bots have answers to give)."""
log = logging.getLogger("regla.web")


class Workers:
    """A few threads that give the bots' answers of every table: one bot's answer of one table at a
    time per thread, the table then waiting at the back of the line if its bots have more to give, so
    a table of slow bots never keeps the others waiting for more than one answer of each."""

    def __init__(self, threads: int = THINKING_TABLES) -> None:
        self.size = threads
        self.line: deque[Table] = deque()
        self.lined: set[int] = set()
        """The tables in line (by identity: a table is in line once at most)."""
        self.playing: set[int] = set()
        self.woken: set[int] = set()
        """Tables woken while a thread plays them: put in line again once it has, to look again."""
        self.ready = threading.Condition()
        self.threads: list[threading.Thread] = []
        self.stopping = False

    def wake(self, table: Table) -> None:
        """The table's bots may have answers to give (an answer was given, an onlooker looked): a
        thread gives them, one at a time, with the other tables'."""
        with self.ready:
            if self.stopping or id(table) in self.lined:
                return
            if id(table) in self.playing:
                self.woken.add(id(table))
                return
            self.line.append(table)
            self.lined.add(id(table))
            if len(self.threads) < self.size:
                # started at the first table with bots to play, not by every app (or test) that never has one
                thread = threading.Thread(target=self._work, name=f"regla-bots-{len(self.threads)}", daemon=True)
                self.threads.append(thread)
                thread.start()
            self.ready.notify()

    def stop(self) -> None:
        """No more bots' answers: the threads end once the one they are giving is given (they are
        daemons: a process that ends does not wait for them)."""
        with self.ready:
            self.stopping = True
            self.line.clear()
            self.lined.clear()
            self.ready.notify_all()

    def _work(self) -> None:
        while True:
            with self.ready:
                while not self.line and not self.stopping:
                    if not self.ready.wait(IDLE_SECONDS) and not self.line:
                        # an app whose tables are all waiting for people keeps no threads for them
                        self.threads.remove(threading.current_thread())
                        return
                if self.stopping:
                    return
                table = self.line.popleft()
                self.lined.discard(id(table))
                self.playing.add(id(table))
            more = False
            try:
                more = table.bots_turn()
            except Exception:
                # a bot or a game that breaks costs its own table (left waiting), never the others'
                log.exception(Phrase("the bots of table {table} stopped", table=Verbatim(table.id)))
            with self.ready:
                self.playing.discard(id(table))
                if id(table) in self.woken:
                    self.woken.discard(id(table))
                    more = True
                if more and not self.stopping:
                    self.line.append(table)
                    self.lined.add(id(table))
                    self.ready.notify()
