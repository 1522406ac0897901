"""The ``regla`` console script: the command group with every command registered."""

from __future__ import annotations

from . import (
    bench_cmd,
    board_cmd,
    cards_cmd,
    lab_cmd,
    mod_cmd,
    play_cmd,
    plugins_cmd,
    replay_cmd,
    rules_cmd,
    rules_diff_cmd,
    schema_cmd,
    score_cmd,
    serve_cmd,
    simulate_cmd,
)
from .app import cli

COMMAND_MODULES = (bench_cmd, board_cmd, cards_cmd, lab_cmd, mod_cmd, play_cmd, plugins_cmd, replay_cmd, rules_cmd,
                   rules_diff_cmd, schema_cmd, score_cmd, serve_cmd, simulate_cmd)
"""Importing a command module registers its command on the group."""


def main() -> None:
    cli(prog_name="regla")


if __name__ == "__main__":
    main()
