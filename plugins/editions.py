"""The two editions of El Grande, each a set of option values of the game.

``classic`` (1995) is the default and changes nothing; ``big-box`` follows the 2016 Big Box rule book.
"""

from __future__ import annotations

from typing import Any

from regla import hookimpl


class Classic:
    """The 1995 rules: used action cards leave the game; the Castillo may be the region of your
    choice; "return one caballero of each player" includes your own."""

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        # the edition El Grande is played in when none is named
        return {"kind": "edition", "game": "el-grande", "default": True,
                "description": "El Grande, 1995 rules (the default)"}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        return None


class BigBox:
    """The 2016 Big Box rules, where they differ from the 1995 rules in play:

    - used and unused action cards go face down under their own deck instead of leaving the game;
    - the Castillo is not a region, so "score a region of your choice" cannot pick it;
    - "return one caballero of each player" names opponents only;
    - a player may bring fewer caballeros to the court than the power card allows, and the court card
      follows the same rule (the Big Box book refers it to the supply step). This is the ``gentle-supply``
      house rule's option with the same value, so the two combine without a conflict.

    The Big Box book also restates rules the engine already plays (the King's region is untouchable, a Veto
    goes under deck 2 once used, a tie for the win is shared) and corrects the wording of the two
    secret-disc cards ("at least 2 caballeros" / "at least 1"). It says nothing about an opponent who
    has no region with 2 caballeros, so the classic fallback (a region with 1) stays. Its "King card
    (2x)" contradicts its own "deck 5 is only the King card" and is read as a misprint: one King card.
    """

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "edition", "game": "el-grande",
                "description": "El Grande Big Box (2016): cards under their decks, Castillo not a region"}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        if ruleset_id != "el-grande":
            return None
        return {"game": {"options": {"used_cards": "deck_bottom", "castillo_choosable": False,
                                     "return_one_includes_self": False, "supply_may_take_fewer": True}}}


classic = Classic()
big_box = BigBox()
