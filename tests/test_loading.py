"""Bad data gets every problem reported at once as file:line:col, and never a half-loaded game."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import regla
from regla.data.resources import data_root
from regla.data.ruleset import load_ruleset
from regla.data.yamlio import read_yaml


@pytest.fixture
def game_copy(tmp_path: Path) -> Path:
    """A writable copy of the El Grande data, laid out as in the repository."""
    root = data_root()
    for part in ("boards/el-grande", "cards/el-grande"):
        shutil.copytree(root / part, tmp_path / part)
    return tmp_path / "boards" / "el-grande" / "game.yaml"


def replace(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_the_shipped_data_loads() -> None:
    ruleset = regla.load()
    assert len(ruleset.cards) == 33
    assert sum(c.copies for c in ruleset.cards.values()) == 45
    decks = {d: sum(c.copies for c in ruleset.cards.values() if c.deck == d) for d in ruleset.decks}
    assert decks == {"deck-1": 11, "deck-2": 11, "deck-3": 11, "deck-4": 11, "deck-5": 1}


def test_several_errors_reported_together_with_positions(game_copy: Path) -> None:
    cards = game_copy.parent.parent.parent / "cards" / "el-grande" / "action-cards.yaml"
    withdrawal = "\n    name: Intrigue - Withdrawal"
    replace(cards, "    deck: deck-1" + withdrawal, "    deck: deck-9" + withdrawal)
    replace(cards, "      - move: {owners: opponents(me), from: *regions, to: *anywhere, count: 3}",
            "      - move: {owners: opponents(me), from: *regions, to: *anywhere, count: 3, sideways: true}")
    replace(cards, "score: {areas: \"areas('castillo')\"}", "score: {areas: \"areas('castillo'\"}")
    with pytest.raises(regla.DataError) as caught:
        load_ruleset(game_copy)
    messages = [str(p) for p in caught.value.problems]
    text = cards.read_text(encoding="utf-8").splitlines()
    deck_line = text.index("    deck: deck-9") + 1
    assert f"{cards}:{deck_line}:5: unknown deck 'deck-9'; did you mean 'deck-5'?" in messages
    sideways = next(i for i, line in enumerate(text, 1) if "sideways" in line)
    assert any(m.startswith(f"{cards}:{sideways}:") and "sideways" in m and "unknown field" in m for m in messages)
    assert any("invalid expression" in m and "areas('castillo'" in m for m in messages)
    assert len(messages) >= 3


def test_unknown_instruction_and_unknown_function(game_copy: Path) -> None:
    replace(game_copy, "    - reveal: {}", "    - reveel: {}")
    replace(game_copy, "    - set: {start_player: lowest(played)}", "    - set: {start_player: lowest_card(played)}")
    with pytest.raises(regla.DataError) as caught:
        load_ruleset(game_copy)
    messages = "\n".join(map(str, caught.value.problems))
    assert "unknown instruction 'reveel'" in messages
    assert "unknown function 'lowest_card'" in messages
    assert all(p.path == str(game_copy) for p in caught.value.problems)


def test_changing_a_cards_program_without_its_text_is_refused(game_copy: Path) -> None:
    cards = game_copy.parent.parent.parent / "cards" / "el-grande" / "action-cards.yaml"
    replace(cards, "      - move: {from: *regions, to: *anywhere, count: 4}",
            "      - move: {from: *regions, to: *regions, count: 4}")
    with pytest.raises(regla.DataError) as caught:
        load_ruleset(game_copy)
    assert "no sentence describes this special action" in str(caught.value)


def test_expression_language_refuses_attribute_access(game_copy: Path) -> None:
    replace(game_copy, "    - set: {start_player: lowest(played)}", "    - set: {start_player: played.__class__}")
    with pytest.raises(regla.DataError, match="Attribute is not allowed"):
        load_ruleset(game_copy)


def test_yaml_syntax_error_has_a_position(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("a: 1\nb: [1, 2\nc: 3\n", encoding="utf-8")
    with pytest.raises(regla.DataError) as caught:
        read_yaml(path)
    problem = caught.value.problems[0]
    assert problem.path == str(path) and problem.line >= 2


def test_alias_bomb_is_refused_before_it_explodes(tmp_path: Path) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 30)]
    path = tmp_path / "bomb.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(regla.DataError, match="aliases counted as what they repeat"):
        read_yaml(path)


def test_duplicate_keys_and_deep_nesting_are_errors(tmp_path: Path) -> None:
    path = tmp_path / "dupe.yaml"
    path.write_text("a: 1\na: 2\n", encoding="utf-8")
    with pytest.raises(regla.DataError):
        read_yaml(path)
    deep = tmp_path / "deep.yaml"
    deep.write_text("x: " + "[" * 200 + "]" * 200 + "\n", encoding="utf-8")
    with pytest.raises(regla.DataError):
        read_yaml(deep)


def test_overlays_never_change_the_parsed_files_other_selections_share() -> None:
    classic = regla.load(selection=regla.Selection(edition="classic"))
    for edition in ("big-box", "classic"):
        regla.load(selection=regla.Selection(edition=edition, house_rules=("open-castillo",)))
    again = load_ruleset(classic.root / "game.yaml")
    assert {c: s.model_dump() for c, s in again.cards.items()} == {c: s.model_dump() for c, s in classic.cards.items()}
    assert again.options == classic.options and again.board == classic.board
