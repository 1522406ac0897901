"""Jalgeurak Kingdom (잘그락 왕국): its data lives in boards/jalgeurak and cards/jalgeurak."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from regla import hookimpl
from regla.data.resources import data_path


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
