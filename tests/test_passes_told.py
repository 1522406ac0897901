"""A pass (stop, skip, end) is never told as if it were a thing chosen.

An answer is told by ``did:<kind>:<value>``, else by the catch-all ``did:<kind>``, whose ``{choice}`` is
the answer's label: for a pass that label is "stop refilling" or the like, which the catch-all would put
where a chosen thing belongs ("red puts a stop refilling ... back into their bag"). So every decision
kind of the built-in games that may be passed and has a catch-all also has its own ``did:<kind>:none``.
"""

from __future__ import annotations

import random

import pytest
import regla

GAMES = {"el-grande": (3, 5), "jalgeurak": (2, 4)}
LOCALES = ("en", "ko", "pt_BR", "he", "hu")


def passable_kinds(game_id: str) -> set[str]:
    """The kinds of decision that may offer a pass: every ``choose`` written with ``can_pass``, and the
    kinds seen offering one in a few random games (the ops that move pieces or tokens ask their own)."""
    ruleset = regla.load(game_id)
    kinds = {instr.a[1] for block in ruleset.blocks.values() for instr in block
             if instr.op.name == "choose" and instr.a[4]}
    for players in GAMES[game_id]:
        game = regla.new_game(game_id, players=players, seed=players)
        rnd = random.Random(players)
        while not game.is_over:
            decision = game.pending[0]
            if None in decision.options:
                kinds.add(decision.kind)
            game.apply(decision.player, rnd.choice(decision.options))
    return kinds


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_kind_told_by_a_catch_all_has_its_own_words_for_a_pass(game_id: str) -> None:
    messages = regla.load(game_id).texts.messages
    kinds = passable_kinds(game_id)
    assert kinds, "no decision of the game may be passed: the check would check nothing"
    untold = sorted(k for k in kinds if f"did:{k}" in messages and f"did:{k}:none" not in messages)
    assert not untold, f"a pass of these kinds would be told as a thing chosen: {untold}"


def test_the_check_sees_the_refill_of_the_bag() -> None:
    assert {"place", "manage", "refill", "use-row"} <= passable_kinds("jalgeurak")
    assert {"action", "veto", "counter-veto"} <= passable_kinds("el-grande")


@pytest.mark.parametrize("locale", LOCALES)
def test_stopping_a_refill_is_told_as_stopping(locale: str) -> None:
    game = regla.new_game("jalgeurak", players=2, seed=3)
    decision = regla.Decision(player="red", kind="refill", options=["corrupt", None], context={})
    words = regla.decision_texts(game, locale)
    told = words.did(decision, None)
    stop = words.label("refill", None)
    assert told and stop not in told and words.names.colour("red") in told
    assert words.did(decision, "corrupt") != told
