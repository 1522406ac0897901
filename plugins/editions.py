"""The two editions of El Grande. Each is a set of option values from RULES.md's decisions.

``classic`` (1995) is the default and changes nothing; ``big-box`` (2016) follows seed 002.
"""

from __future__ import annotations

from typing import Any

from regla import hookimpl


class Classic:
    """The 1995 rules: used action cards leave the game; the Castillo may be the region of your
    choice; "return one caballero of each player" includes your own (D3, D4, D9)."""

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "edition", "game": "el-grande", "description": "El Grande, 1995 rules (the default)"}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        return None


class BigBox:
    """The 2016 Big Box rules: used and unused action cards go face down under their own deck (D3);
    the Castillo is not a region, so "score a region of your choice" cannot pick it (D4); "return one
    caballero of each player" names opponents only (D9); a player may bring fewer caballeros to the
    court than the power card allows."""

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "edition", "game": "el-grande",
                "description": "El Grande Big Box (2016): cards under their decks, Castillo not a region"}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        if ruleset_id != "el-grande":
            return None
        return {"game": {"options": {"used_cards": "deck_bottom", "castillo_choosable": False,
                                     "return_one_includes_self": False}}}


classic = Classic()
big_box = BigBox()
