"""Imports every command module so that each registers its command on the group."""

from __future__ import annotations

from . import simulate_cmd

__all__ = ["simulate_cmd"]
