"""JSON Schemas of the data files, generated from the pydantic models, with programs typed by the ops.

Editors use them for completion and checking (first line of a YAML file:
``# yaml-language-server: $schema=<path to the schema>``). The committed copies in core/data/schemas/ are
tested against a fresh generation, so they cannot drift from the models.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from ..engine.ops import OPS
from .files import write_all
from .models import BoardFile, CardsFile, GameFile, PlayerCountsFile
from .modfiles import ChangesFile, ModManifest, Scenario
from .text_models import TextsFile

# Draft 7: the newest draft yaml-language-server (the editors' YAML extension) honours in full.
DRAFT = "http://json-schema.org/draft-07/schema#"
FILES: dict[str, type[BaseModel]] = {"board": BoardFile, "cards": CardsFile, "game": GameFile,
                                     "player-counts": PlayerCountsFile, "texts": TextsFile, "mod": ModManifest,
                                     "changes": ChangesFile, "scenario": Scenario}
DIRECTORY = Path(__file__).resolve().parent / "schemas"


def instruction_schema() -> dict[str, Any]:
    """One instruction: a mapping with exactly one key, the op's name, holding that op's arguments."""
    choices = []
    defs: dict[str, Any] = {}
    for name, op in sorted(OPS.items()):
        schema = op.Args.model_json_schema(ref_template="#/definitions/{model}", by_alias=True)
        defs.update(schema.pop("$defs", {}))
        choices.append({"type": "object", "properties": {name: schema}, "required": [name],
                        "additionalProperties": False, "description": (type(op).__doc__ or "").strip()})
    return {"oneOf": choices, "$defs": defs}


def file_schema(kind: str) -> dict[str, Any]:
    schema = FILES[kind].model_json_schema(by_alias=True, ref_template="#/definitions/{model}")
    instruction = instruction_schema()
    definitions = schema.pop("$defs", {})
    definitions.update(instruction.pop("$defs"))
    definitions["Instruction"] = instruction
    schema["definitions"] = definitions
    _type_programs(schema)
    _draft7(schema)
    return {"$schema": DRAFT, "$id": f"https://regla.invalid/schemas/{kind}.schema.json", **schema}


def _draft7(node: Any) -> None:
    """Pydantic writes fixed-length lists as 2020-12 ``prefixItems``; draft 7 spells them as an ``items`` list."""
    if isinstance(node, dict):
        if "prefixItems" in node:
            node["items"] = node.pop("prefixItems")
            node["additionalItems"] = False
        for value in node.values():
            _draft7(value)
    elif isinstance(node, list):
        for value in node:
            _draft7(value)


def _type_programs(node: Any) -> None:
    """Programs are lists of one-key mappings in the models; point their items at Instruction."""
    if isinstance(node, dict):
        items = node.get("items")
        if node.get("type") == "array" and isinstance(items, dict) and items.get("type") == "object" \
                and items.get("additionalProperties") is True:
            node["items"] = {"$ref": "#/definitions/Instruction"}
        for value in node.values():
            _type_programs(value)
    elif isinstance(node, list):
        for value in node:
            _type_programs(value)


def render(kind: str) -> str:
    return json.dumps(file_schema(kind), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write(directory: Path) -> list[Path]:
    """Write every file kind's schema into ``directory`` (created if missing); the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = {kind: directory / f"{kind}.schema.json" for kind in FILES}
    # all of them or none: a refusal or a full disk leaves no half of them behind, and the earlier ones kept
    write_all([(path, render(kind)) for kind, path in paths.items()])
    return list(paths.values())


def main(argv: list[str]) -> int:
    """``python -m regla.data.schemas write``: regenerate the committed schemas."""
    if argv[:1] != ["write"]:
        print("usage: python -m regla.data.schemas write", file=sys.stderr)
        return 2
    write(DIRECTORY)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
