"""Jalgeurak Kingdom (잘그락 왕국): its data lives in boards/jalgeurak and cards/jalgeurak."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from regla import hookimpl
from regla.data.resources import data_path
from regla_plugins.ahead import factories


@hookimpl
def regla_plugin_info() -> dict[str, Any]:
    return {"kind": "game", "game": "jalgeurak",
            "description": "Jalgeurak Kingdom: bag-building and area control, with a stand-in map and buildings"}


@hookimpl
def regla_rulesets() -> dict[str, Path]:
    return {"jalgeurak": data_path("boards", "jalgeurak", "game.yaml")}


@hookimpl
def regla_locale_domains() -> dict[str, Path]:
    return {"jalgeurak": data_path("locales")}


@hookimpl
def regla_compiled_blocks(ruleset_id: str) -> dict[str, Any] | None:
    return factories("jalgeurak") if ruleset_id == "jalgeurak" else None


class RandomPersons:
    """Variant: five person cards at random instead of the Prince, Queen, Jester and two Princesses."""

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "variant", "game": "jalgeurak", "description": "Any five person cards, at random"}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        return {"game": {"options": {"base_persons": "random"}}} if ruleset_id == "jalgeurak" else None


class MixedBuildings:
    """Variant: building cards in one pile per age whatever their colour, stacked into one deck."""

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "variant", "game": "jalgeurak", "description": "Buildings mixed: one deck by age"}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        return {"game": {"options": {"mixed_buildings": True}}} if ruleset_id == "jalgeurak" else None


class ChosenExtraPersons:
    """Variant: the person cards added for three or four players are chosen, not dealt at random. The
    rules let the players agree on them; the player in the first seat picks them for the table."""

    @hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "variant", "game": "jalgeurak",
                "description": "The extra person cards for 3-4 players are chosen by the first seat"}

    @hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any] | None:
        return {"game": {"options": {"extra_persons": "chosen"}}} if ruleset_id == "jalgeurak" else None


random_persons = RandomPersons()
mixed_buildings = MixedBuildings()
chosen_extra_persons = ChosenExtraPersons()
