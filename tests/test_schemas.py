"""The JSON Schemas: committed copies match the models, and the shipped data validates against them."""

from __future__ import annotations

import json
import os
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
    jsonschema.Draft7Validator.check_schema(schema)
    document = plain(read_yaml(data_root() / path))
    errors = sorted(jsonschema.Draft7Validator(schema).iter_errors(document), key=str)
    assert not errors, [e.message for e in errors[:5]]


def test_the_schema_rejects_an_unknown_instruction() -> None:
    schema = json.loads(schemas.render("cards"))
    bad = {"cards": [{"id": "x", "deck": "deck-1", "name": "X", "special": [{"teleport": {"to": "moon"}}]}]}
    assert list(jsonschema.Draft7Validator(schema).iter_errors(bad))


def test_regla_schema_writes_draft_7_schemas_an_editor_reads(tmp_path: Path) -> None:
    from click.testing import CliRunner
    from regla.cli.main import cli

    result = CliRunner().invoke(cli, ["schema", "--write", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    written = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert written == sorted(f"{kind}.schema.json" for kind in schemas.FILES)
    cards = json.loads((tmp_path / "out" / "cards.schema.json").read_text(encoding="utf-8"))
    assert cards["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert "$defs" not in json.dumps(cards)  # draft 7 resolves only #/definitions/...
    typo = {"cards": [{"id": "x", "deck": "deck-1", "name": "X", "tagz": ["region"]}]}
    assert list(jsonschema.Draft7Validator(cards).iter_errors(typo))


def test_regla_schema_refuses_an_unwritable_place_in_one_line(tmp_path: Path) -> None:
    from click.testing import CliRunner
    from regla.cli.main import cli

    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    result = CliRunner().invoke(cli, ["schema", "--write", str(blocker / "sub")])
    assert result.exit_code == 2, result.output
    assert "cannot write" in result.output and "Traceback" not in result.output


def test_regla_schema_writes_nothing_when_one_of_its_places_is_refused(tmp_path: Path) -> None:
    from click.testing import CliRunner
    from regla.cli.main import cli

    os.mkfifo(tmp_path / "cards.schema.json")
    (tmp_path / "game.schema.json").mkdir()
    result = CliRunner().invoke(cli, ["schema", "--write", str(tmp_path)])
    assert result.exit_code == 2, result.output
    assert "cannot write" in result.output and "Traceback" not in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.schema.json", "game.schema.json"]


MODELINE = "# yaml-language-server: $schema="
WITH_MODELINES = sorted(p for p in [*REPO.glob("boards/*/*.yaml"), *REPO.glob("cards/*/*.yaml")]
                        if p.read_text(encoding="utf-8").startswith(MODELINE))


@pytest.mark.parametrize("path", WITH_MODELINES, ids=lambda p: str(p.relative_to(REPO)))
def test_every_modeline_names_a_committed_schema_the_file_passes(path: Path) -> None:
    target = path.read_text(encoding="utf-8").splitlines()[0].removeprefix(MODELINE).strip()
    schema = json.loads((path.parent / target).resolve().read_text(encoding="utf-8"))
    jsonschema.Draft7Validator.check_schema(schema)
    errors = list(jsonschema.Draft7Validator(schema).iter_errors(plain(read_yaml(path))))
    assert not errors, [e.message for e in errors[:5]]


def test_both_games_carry_modelines() -> None:
    assert {p.parent.name for p in WITH_MODELINES} >= {"el-grande", "jalgeurak"}
