"""The shapes of a mod's own files: its manifest, ``mod.yaml`` (who the mod is, what it needs and which
files it brings), its changes files (what they may change or add) and its scenarios. They are data
files like a game's, so they are checked and published as schemas with them; finding and loading mods
is :mod:`regla.mods`'s job."""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Any

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version
from pydantic import ConfigDict, Field, ValidationInfo, field_validator

from ..errors import InvalidValue
from .models import ID_PATTERN, Strict

MANIFEST = "mod.yaml"


def _parses(kind: Any, error: type[Exception], value: str) -> bool:
    try:
        kind(value)
    except error:
        return False
    return True


def inside_path(name: str) -> str:
    """A file inside the mod: relative, forward slashes, never climbing out of the mod's folder."""
    path = PurePosixPath(name)
    if not name or "\\" in name or path.is_absolute() or ".." in path.parts:
        raise InvalidValue("{name!r} must be a path inside the mod, relative to mod.yaml (no '..')", name=name)
    return name


class ModManifest(Strict):
    # a mod is for a game: one it changes or ones it brings (an editor says so as the loader does)
    model_config = ConfigDict(extra="forbid", frozen=True,
                              json_schema_extra={"anyOf": [{"required": ["game"]}, {"required": ["games"]}]})

    id: str = Field(pattern=ID_PATTERN, description="the mod's id: lowercase letters, digits, '-' and '_'")
    name: str = Field(min_length=1, description="the mod's name as players read it")
    version: str = Field(description="the mod's version, e.g. 1.0.0")
    description: str = ""
    regla: str = Field("", description="the regla versions it works with, e.g. '>=0.1,<0.2' (empty: any)")
    game: str | None = Field(None, pattern=ID_PATTERN, description="the id of the game it changes")
    games: dict[str, str] = Field({}, description="games the mod itself provides: game id: its game.yaml")
    requires: list[str] = Field([], description="ids of mods that must be loaded with this one")
    conflicts: list[str] = Field([], description="ids of mods that cannot be loaded with this one")
    cards: list[str] = Field([], description="card files it adds (decks, cards, tables)")
    texts: list[str] = Field([], description="texts files it adds (sentences for its cards' special actions)")
    changes: str | None = Field(None, description="a file of changes to the game's data by id (null removes)")
    locales: str | None = Field(None, description="folder of its translations: <lang>/LC_MESSAGES/<id>.po")
    plugins: list[str] = Field([], description="Python files of hooks; run only with --allow-code")

    @field_validator("version", "regla")
    @classmethod
    def _versions(cls, value: str, info: ValidationInfo) -> str:
        if info.field_name == "version" and not _parses(Version, InvalidVersion, value):
            raise InvalidValue("{value!r} is not a version such as 1.0 or 2.1.3", value=value)
        if info.field_name == "regla" and not _parses(SpecifierSet, InvalidSpecifier, value):
            raise InvalidValue("{value!r} is not a version range such as '>=0.1,<0.2'", value=value)
        return value

    @field_validator("cards", "texts", "plugins")
    @classmethod
    def _files(cls, names: list[str]) -> list[str]:
        return [inside_path(n) for n in names]

    @field_validator("locales", "changes")
    @classmethod
    def _folder(cls, name: str | None) -> str | None:
        return None if name is None else inside_path(name)

    @field_validator("games")
    @classmethod
    def _game_files(cls, games: dict[str, Any]) -> dict[str, str]:
        return {game_id: inside_path(name) for game_id, name in games.items()}


class ChangesFile(Strict):
    """A mod's changes to the game's data. Mappings merge key by key, anything else replaces what was
    there, ``null`` removes; lists of items with ids (areas, tokens, decks) and cards change by id, and an
    id the game does not have is an error. ``add`` brings what the game does not have yet."""

    game: dict[str, Any] | None = Field(None, description="changes to the game file (options, vars, ...)")
    board: dict[str, Any] | None = Field(None, description="changes to the board (areas and tokens by id)")
    cards: dict[str, dict[str, Any] | None] | None = Field(None, description="card id: fields to change, or null "
                                                                             "to remove the card")
    player_counts: dict[str, Any] | None = Field(None, description="changes to the player-count file")
    texts: dict[str, dict[str, Any]] | None = Field(None, description="texts file name in the game: its changes")
    add: dict[str, dict[str, Any]] | None = Field(None, description="new things: game, board or player_counts, "
                                                                     "each a mapping of a list to new items (areas, "
                                                                     "tokens ...) or of a mapping to new entries "
                                                                     "(options, vars ...)")


class Scenario(Strict):
    name: str = ""
    players: int = Field(ge=1, le=64)
    seed: int = 0
    games: int = Field(1, ge=1, le=10_000)
    bots: list[str] = Field([], description="one bot per seat (default: random play)")
    edition: str | None = None
    variants: list[str] = []
    house_rules: list[str] = []
    expect: list[str] = Field([], description="expressions that must be true at the end of every game")



CHANGE_SECTIONS = ("game", "board", "cards", "player_counts", "texts", "add")
"""What a changes file may change: the game file, the board, cards by id, the player-count file, texts
files by their name in the game; and what it adds."""
ADD_SECTIONS = ("game", "board", "player_counts")
GAME_FILES = ("board", "cards", "player_counts", "texts")
"""The keys of a game file that name other files: a mod's changes may not set them."""
