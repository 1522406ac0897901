"""Compiled rulesets are kept for loading again, but not one of every selection ever asked for: a process
that runs for long (the web app, whose form anyone may post with any selection) keeps a bounded number."""

from __future__ import annotations

import gc
import itertools
import weakref

import regla
from regla.api import KEPT_RULESETS

HOUSE_RULES = ("catalonia-420", "gentle-supply", "open-castillo", "random-first-player")


def test_the_rulesets_kept_are_bounded_and_the_latest_is_loaded_again_at_once() -> None:
    alive = []
    # the same house rules in every order, for every player count: each a selection of its own
    orders = list(itertools.permutations(HOUSE_RULES, 3))
    for players, rules in itertools.islice(itertools.product(range(2, 6), orders), KEPT_RULESETS + 20):
        alive.append(weakref.ref(regla.load("el-grande", regla.Selection(house_rules=rules), players)))
    gc.collect()
    assert sum(ref() is not None for ref in alive) <= KEPT_RULESETS
    # the latest ones are still there, and given again as they are
    latest = regla.Selection(house_rules=rules)
    assert regla.load("el-grande", latest, players) is alive[-1]()
