"""The JSON Schemas: committed copies match the models, and the shipped data validates against them."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from regla.data import schemas
from regla.data.resources import data_root
from regla.data.yamlio import plain, read_yaml

REPO = Path(__file__).resolve().parent.parent
DATA = {
    "game": ["boards/el-grande/game.yaml"],
    "board": ["boards/el-grande/board.yaml"],
    "player-counts": ["boards/el-grande/players.yaml"],
    "cards": ["cards/el-grande/action-cards.yaml", "cards/el-grande/power-cards.yaml"],
    "texts": ["boards/el-grande/texts.yaml", "boards/el-grande/option-texts.yaml",
              "boards/el-grande/play-texts.yaml", "boards/el-grande/reference.yaml"],
}


@pytest.mark.parametrize("kind", sorted(schemas.FILES))
def test_committed_schema_is_current(kind: str) -> None:
    committed = (REPO / "core" / "data" / "schemas" / f"{kind}.schema.json").read_text(encoding="utf-8")
    assert committed == schemas.render(kind), "run: python -m regla.data.schemas write"


@pytest.mark.parametrize(("kind", "path"), [(k, p) for k, paths in DATA.items() for p in paths])
def test_shipped_data_validates(kind: str, path: str) -> None:
    schema = json.loads(schemas.render(kind))
    jsonschema.Draft202012Validator.check_schema(schema)
    document = plain(read_yaml(data_root() / path))
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(document), key=str)
    assert not errors, [e.message for e in errors[:5]]


def test_the_schema_rejects_an_unknown_instruction() -> None:
    schema = json.loads(schemas.render("cards"))
    bad = {"cards": [{"id": "x", "deck": "deck-1", "name": "X", "special": [{"teleport": {"to": "moon"}}]}]}
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(bad))
