"""Imports every command module so that each registers its command on the group."""

from __future__ import annotations

from . import cards_cmd, play_cmd, plugins_cmd, rules_cmd, rules_diff_cmd, score_cmd, simulate_cmd

__all__ = ["cards_cmd", "play_cmd", "plugins_cmd", "rules_cmd", "rules_diff_cmd", "score_cmd", "simulate_cmd"]
