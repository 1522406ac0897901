"""House rules for El Grande: small, popular changes a table agrees on before the game.

Each is a plugin object selected with ``--house-rule NAME``. Most only set one of the options that
``boards/el-grande/game.yaml`` declares, so the rules data decides what the option does; the rest
change cards or the board through an overlay. Two house rules that contradict each other say so in
``conflicts`` and are refused together.
"""

from __future__ import annotations

from typing import Any, ClassVar

from regla import hookimpl

GAME = "el-grande"


class HouseRule:
    """What every house rule shares: it describes itself and changes El Grande only."""

    description = ""
    conflicts: tuple[str, ...] = ()

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "house-rule", "game": GAME, "description": self.description,
                "conflicts": list(self.conflicts)}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        return self.overlay() if ruleset_id == GAME else None

    def overlay(self) -> dict[str, Any]:
        raise NotImplementedError


class OpenCastillo(HouseRule):
    """Everyone may see how many caballeros of each colour are in the Castillo.

    Officially only the number added is announced and players must remember the rest; many tables find
    that memory test tedious and play with the split public. Player views honour the option."""

    description = "The Castillo's caballeros are counted openly by colour; no memorising"

    def overlay(self) -> dict[str, Any]:
        return {"game": {"options": {"open_secret_areas": True}}}


class KingDiscRepick(HouseRule):
    """At a general scoring the secret disc cannot point at the King's region .

    Pointing it there sends the Castillo's caballeros back to the court; new players lose them by
    oversight rather than by choice, so some tables simply take that region off the disc."""

    description = "At a general scoring the secret disc may not point at the King's region"

    def overlay(self) -> dict[str, Any]:
        return {"game": {"options": {"king_disc_repick": True}}}


class RandomFirstPlayer(HouseRule):
    """The first start player is drawn at random instead of being the first seat .

    One of the rule books' own choices; it keeps the first seat from always having the first pick of power cards."""

    description = "The first start player is drawn at random"

    def overlay(self) -> dict[str, Any]:
        return {"game": {"options": {"first_player": "random"}}}


class NoVeto(HouseRule):
    """Both Veto cards leave the game.

    The Veto makes every special action wait for the other players' answer; groups that want a
    quicker, less spiteful game take it out. Deck 2 then has nine cards."""

    description = "Both Veto cards are removed from deck 2"
    conflicts = ("single-veto",)

    def overlay(self) -> dict[str, Any]:
        return {"cards": {"veto": None}}


class SingleVeto(HouseRule):
    """Only one Veto card is in play.

    A middle way for groups who like the threat of a Veto but not two of them. It contradicts
    ``no-veto`` (one keeps a Veto, the other removes it), so the two are refused together."""

    description = "Deck 2 holds one Veto instead of two"
    conflicts = ("no-veto",)

    def overlay(self) -> dict[str, Any]:
        return {"cards": {"veto": {"copies": 1}}}


class Catalonia420(HouseRule):
    """Cataluña pays 4/2/0 instead of 4/2/1 , as one printing of the rules gives it.

    Tables that learnt from that printing keep its value; it makes third place there worthless."""

    description = "Cataluña scores 4/2/0 (as one printing of the rules has it)"
    values: ClassVar[dict[str, list[int]]] = {"cataluna": [4, 2, 0]}

    def overlay(self) -> dict[str, Any]:
        return {"board": {"areas": {area: {"values": values} for area, values in self.values.items()}}}


class GentleSupply(HouseRule):
    """A player may bring fewer caballeros to the court than their power card (or the court card)
    allows, e.g. to keep reserves in the province against cards that empty the court.

    The Big Box edition allows the same; both set ``supply_may_take_fewer``, so combining them is fine."""

    description = "A player may bring fewer caballeros to the court than the power card allows"

    def overlay(self) -> dict[str, Any]:
        return {"game": {"options": {"supply_may_take_fewer": True}}}


open_castillo = OpenCastillo()
king_disc_repick = KingDiscRepick()
random_first_player = RandomFirstPlayer()
no_veto = NoVeto()
single_veto = SingleVeto()
catalonia_420 = Catalonia420()
gentle_supply = GentleSupply()
