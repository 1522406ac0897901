"""What a visitor may ask of the web app. A bot made through the new-game form thinks a couple of seconds
a decision at most, whatever its options say (the command line's own bounds are for someone running regla
on their own machine, and let a bot think for minutes); a bot whose bounds the app does not know plays
only as it was installed. And the app keeps so many tables at most, each client starting only a few in a
short while, so that no visitor (nor a script posting the form in a loop) can fill its memory or its
saves directory.
"""

from __future__ import annotations

import ipaddress
import math
import threading
import time
from collections import OrderedDict

import pluggy

from ..bots import bot_factories, parse_spec
from ..errors import Phrase, UserError, Verbatim, clipped
from ..text.i18n import Texts

BOT_BOUNDS: dict[str, dict[str, float]] = {"mcts": {"seconds": 2, "iterations": 100, "depth": 50},
                                           "random": {}, "greedy": {}}
"""The bots whose bounds the app knows, with the most each option that sets how long the bot thinks may
ask for (their other options are theirs to check). 100 iterations of depth 50 take about 3 s for one
decision of the slower of the two built-in games on a laptop (half a second in the other); the defaults,
48 of 24, are well inside."""
MOST_TABLES = 300
"""Tables an app keeps at most, unless ``regla serve --max-tables`` says otherwise: a finished game of
five players and the copy its pages are drawn from take about a megabyte, its save some 35 kB."""
NEW_TABLES_AT_ONCE = 10
"""New tables one client may start in a row (friends starting games from one home's address)."""
NEW_TABLE_EVERY = 60.0
"""Seconds after which a client that has started its ``NEW_TABLES_AT_ONCE`` may start one more."""
CLIENTS_KEPT = 10_000
"""Clients whose new tables are counted at most: the one unheard from the longest is forgotten first."""


def bounded(spec: str, manager: pluggy.PluginManager | None = None) -> str:
    """``spec`` if it asks no more of its bot than the web app allows; else refused saying the bound. A
    bot of a plugin, whose options the app cannot weigh, plays with the defaults whoever installed it
    chose. (An option that is no number, and a bot not installed, are left for :func:`make_bot` to refuse
    in its own words.)"""
    name, options = parse_spec(spec)
    if name not in BOT_BOUNDS:
        if options and name in bot_factories(manager):
            raise UserError("on this web app, bot {name!r} plays only as it was installed: name it without "
                            "options, not {spec}", name=name, spec=Verbatim(clipped(spec.strip())))
        return spec
    for option, most in BOT_BOUNDS[name].items():
        value = options.get(option)
        if isinstance(value, int | float) and not isinstance(value, bool) and value > most:
            raise UserError("on this web app, option {option} of bot {name!r} is at most {most}, not {value}",
                            option=option, name=name, most=most, value=Verbatim(repr(value)))
    return spec


class Refused(UserError):
    """A new table the app does not make now (nothing of it is made): ``status`` is the HTTP status that
    says why, ``retry_after`` the seconds after which the client may try again, when the app knows."""

    def __init__(self, status: int, why: Phrase, retry_after: int | None = None) -> None:
        super().__init__(why.template, **why.params)
        self.status = status
        self.retry_after = retry_after

    def said(self, texts: Texts) -> str:
        """Why, in the language of ``texts``, and when to try again if the app knows."""
        reason = texts.say(self)
        if self.retry_after is None:
            return reason
        return texts.tn("{reason}; try again in {n} second", "{reason}; try again in {n} seconds", self.retry_after,
                        reason=reason)


def client_key(address: str) -> str:
    """Whose new tables a request's address counts with: an IPv6 address with the others of its /64
    network, which a single machine is often given whole; any other address as it is."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, 64), strict=False))
    return str(ip)


class NewTables:
    """How many new tables each client may start: ``at_once`` in a row, then one more every ``every``
    seconds. Counted by client in a bucket of tables filled again as time passes, for the ``clients``
    heard from last: its memory is bounded whatever the number of addresses tables come from (a client
    forgotten starts again with a full bucket, and the app's cap on tables holds all the same)."""

    def __init__(self, at_once: int = NEW_TABLES_AT_ONCE, every: float = NEW_TABLE_EVERY,
                 clients: int = CLIENTS_KEPT) -> None:
        self.at_once, self.every, self.clients = at_once, every, clients
        self.buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()
        """By client, least recently heard from first: the tables it may still start, and when counted."""
        self.lock = threading.Lock()

    def _filled(self, key: str, now: float) -> float:
        left, when = self.buckets.pop(key, (float(self.at_once), now))
        return min(float(self.at_once), left + (now - when) / self.every)

    def take(self, address: str) -> None:
        """One more new table for the client at ``address``; refused (HTTP 429) if it has started too many
        in a short while, saying when it may start the next."""
        key, now = client_key(address), time.monotonic()
        with self.lock:
            left = self._filled(key, now)
            self.buckets[key] = (left - 1 if left >= 1 else left, now)
            while len(self.buckets) > self.clients:
                self.buckets.popitem(last=False)
        if left < 1:
            raise Refused(429, Phrase("too many new games have been started from your address in a short while"),
                          retry_after=max(1, math.ceil((1 - left) * self.every)))

    def give_back(self, address: str) -> None:
        """The client's last new table was not made after all (its form was refused): it does not count."""
        key, now = client_key(address), time.monotonic()
        with self.lock:
            if key in self.buckets:
                self.buckets[key] = (min(float(self.at_once), self._filled(key, now) + 1), now)
