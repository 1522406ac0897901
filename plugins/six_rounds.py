"""The short game (D8): the round marker starts on 2 and rounds 1, 4 and 7 are skipped, so there are two
rounds before each general scoring, which still follows rounds 3, 6 and 9."""

from __future__ import annotations

from typing import Any

from regla import hookimpl


@hookimpl
def regla_plugin_info() -> dict[str, Any]:
    return {"kind": "variant", "game": "el-grande",
            "description": "Six rounds: skip rounds 1, 4 and 7; score after 3, 6 and 9"}


@hookimpl
def regla_ruleset_overlay(ruleset_id: str, players: int | None) -> dict[str, Any] | None:
    if ruleset_id != "el-grande":
        return None
    return {"game": {"options": {"rounds": [2, 3, 5, 6, 8, 9]}}}
