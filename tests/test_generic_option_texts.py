"""What an option's changed value means, in the words of a tiny game of its own (no built-in game
involved, so nothing here can lean on El Grande's options): the game's sentence for that very value,
else its ``option-value:<name>`` message filled with the value, else a line naming the option and its
value. ``regla rules-diff`` and the rule reference say every changed option this way."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import regla
from regla.data.ruleset import load_ruleset
from regla.text.i18n import texts_for
from regla.text.rules_diff import render, rules_diff
from test_generic_texts import BOARD

GAME = """
id: yard
name: Yard
board: board.yaml
cards: []
colours: [white, black]
min_players: 2
max_players: 2
texts: [texts.yaml]
options: {laps: [1, 2, 3], mood: calm, gates: 2}
vars: {}
entry: main
blocks:
  main:
    - end_game: {}
"""
TEXTS = """
options:
  'mood="calm"': Everyone keeps calm.
  'mood="loud"': Everyone shouts.
messages:
  option-value:laps:
    one: "Only lap {value} is run."
    other: "{n} laps are run: {value}."
"""


def ruleset(tmp_path: Path, options: dict[str, Any] | None = None) -> regla.Ruleset:
    for name, text in {"board.yaml": BOARD, "game.yaml": GAME, "texts.yaml": TEXTS}.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return load_ruleset(tmp_path / "game.yaml", [{"game": {"options": options}}] if options else [])


def test_each_changed_option_is_said_by_its_sentence_its_template_or_its_name(tmp_path: Path) -> None:
    base = ruleset(tmp_path)
    changed = ruleset(tmp_path, {"laps": [2, 4], "mood": "loud", "gates": 3})
    diff = rules_diff(base, changed, texts_for("en"))
    assert {o["option"]: (o["default"], o["value"]) for o in diff["options"]} == {
        "gates": (2, 3), "laps": ([1, 2, 3], [2, 4]), "mood": ("calm", "loud")}
    assert render(diff, texts_for("en")) == [
        "Option: gates is 3 (no sentence describes this value)",
        "Option: 2 laps are run: 2 and 4.",
        "Option: Everyone shouts.",
    ]
    # the template's plural follows how many items the list holds
    one_lap = rules_diff(base, ruleset(tmp_path, {"laps": [5]}), texts_for("en"))
    assert render(one_lap, texts_for("en")) == ["Option: Only lap 5 is run."]

