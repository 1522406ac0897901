"""The El Grande game: its data lives in boards/el-grande and cards/el-grande, its blocks written ahead of time
in ahead/blocks_el_grande.py; this only points there."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from regla import hookimpl
from regla.data.resources import data_path
from regla_plugins.ahead import factories


@hookimpl
def regla_plugin_info() -> dict[str, Any]:
    return {"kind": "game", "game": "el-grande",
            "description": "El Grande (Kramer & Ulrich, 1995): the whole game as rules data",
            "default": True}


@hookimpl
def regla_rulesets() -> dict[str, Path]:
    return {"el-grande": data_path("boards", "el-grande", "game.yaml")}


@hookimpl
def regla_locale_domains() -> dict[str, Path]:
    return {"el-grande": data_path("locales")}


@hookimpl
def regla_compiled_blocks(ruleset_id: str) -> dict[str, Any] | None:
    return factories("el_grande") if ruleset_id == "el-grande" else None
