"""The data-file formats, as pydantic models: they validate at load and give the JSON Schemas.

Programs (lists of instructions) are validated here only as lists of one-key mappings; each
instruction's arguments are validated by its op's own model when the program is compiled.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..engine.limits import MAX_DECISIONS, MOST_DECISIONS
from ..errors import InvalidValue

Program = list[dict[str, Any]]
ID_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"


def unique_ids(what: str, ids: list[str]) -> list[str]:
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise InvalidValue("{what} ids appear twice: {ids}", what=what, ids=", ".join(dupes))
    return ids


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class AreaSpec(Strict):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    tags: list[str] = []
    values: list[int] = Field([], description="points by rank: first, second, third, ...; empty or left out for "
                                              "an area that pays no rank (a scoring pays nothing there)")
    adjacent: list[str] = []
    secret_split: bool = Field(False, description="who owns how many pieces here is hidden from others")


class ZoneSpec(Strict):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    public: bool = True


class TokenSpec(Strict):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    per_player: bool = False
    locks_area: bool = Field(False, description="nothing in the area it stands on may change")
    values: list[int] | None = Field(None, description="replaces the values of the area it lies on")
    tags: list[str] = []


class PiecesSpec(Strict):
    name: str
    plural: str
    per_player: int = Field(gt=0)
    start_zone: str


class OutOfPlaySpec(Strict):
    """Areas a game takes out of play as it goes (closed, or not chosen): drawn greyed and marked so."""

    var: str = Field(description="a game variable that lists area ids")
    tag: str | None = Field(None, description="without it the areas the variable lists are out of play; with it "
                                              "the areas of this tag that it does not list, once it lists any")


class MapSpec(Strict):
    """How the board is drawn: each area a polygon in a ``width`` × ``height`` picture."""

    width: int = Field(gt=0, le=10_000)
    height: int = Field(gt=0, le=10_000)
    areas: dict[str, list[tuple[int, int]]] = Field(description="area id: its outline, [x, y] points")
    out_of_play: list[OutOfPlaySpec] = []


class BoardFile(Strict):
    id: str = Field(pattern=ID_PATTERN)
    pieces: PiecesSpec
    zones: list[ZoneSpec]
    areas: list[AreaSpec] = Field(min_length=1)
    tokens: list[TokenSpec] = []
    map: MapSpec | None = Field(None, description="the board as a picture (regla board)")

    @field_validator("areas")
    @classmethod
    def _unique_areas(cls, areas: list[AreaSpec]) -> list[AreaSpec]:
        # neighbours are checked by the loader, which can name the very list that is wrong
        unique_ids("area", [a.id for a in areas])
        return areas

    @model_validator(mode="after")
    def _mapped_areas(self) -> BoardFile:
        if self.map is not None:
            known = {a.id for a in self.areas}
            unknown = sorted(set(self.map.areas) - known)
            missing = sorted(known - set(self.map.areas))
            if unknown or missing:
                if unknown:
                    raise InvalidValue("map: areas {areas} are not on the board (a mod that removes an area removes "
                                       "its outline too, in its changes: board: map: areas: AREA: null)",
                                       areas=", ".join(unknown))
                raise InvalidValue("map: areas {areas} have no outline: draw each under map: areas (a mod that adds "
                                   "an area draws it in its changes, under board: map: areas)",
                                   areas=", ".join(missing))
            for area, points in self.map.areas.items():
                if len(points) < 3:
                    raise InvalidValue("map: the outline of {area!r} needs at least 3 points", area=area)
        return self


class DeckSpec(Strict):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    props: dict[str, Any] = {}
    always_available: bool = Field(False, description="its card returns to the display every round")


class CardSpec(Strict):
    id: str = Field(pattern=ID_PATTERN)
    deck: str
    copies: int = Field(1, ge=1, le=100, description="at most 100: every copy is shuffled and dealt in play")
    name: str
    note: str | None = Field(None, description="an extra sentence shown after the rendered text")
    tags: list[str] = []
    props: dict[str, Any] = {}
    special: Program = []


class CardsFile(Strict):
    decks: list[DeckSpec] = []
    cards: list[CardSpec] = []
    tables: dict[str, Any] = {}


class BonusSpec(Strict):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    points: int
    token: str | None = Field(None, description="the single leader of the area where this token stands")
    player_token: str | None = Field(None, description="the single leader where their own token stands")


class ScoringSpec(Strict):
    bonuses: list[BonusSpec] = []


class PlayerCount(Strict):
    rank_limit: int | None = Field(None, ge=1, description="ranks past this pay nothing")
    options: dict[str, Any] = {}
    vars: dict[str, Any] = {}


class GuardSpec(Strict):
    block: str
    when: str = Field(description="expression: is the window worth opening before this step")


class TextSpec(Strict):
    one: str
    other: str | None = None


class PositionFormat(Strict):
    """How a table position file names things (``regla score``): keys of the file to game concepts."""

    tokens: dict[str, str] = Field({}, description="file key: token id (its value is an area)")
    player_tokens: dict[str, str] = Field({}, description="file key: per-player token (colour: area)")
    pieces: str = Field(description="file key of the pieces per area (area: colour: count)")
    value_tokens: str | None = Field(None, description="file key of value tokens (area: 'a/b/c')")
    secret_choice: str | None = Field(None, description="file key of the general scoring's secret choices")
    places: dict[str, list[str]] = Field({}, description="file key: tags of the areas its values may name "
                                         "(default: any area)")
    general_scoring: str = Field(description="block that runs a general scoring")


class GameFile(Strict):
    id: str = Field(pattern=ID_PATTERN)
    name: str
    board: str
    cards: list[str]
    player_counts: str | None = None
    colours: list[str] = Field(min_length=2)
    min_players: int = Field(ge=1)
    max_players: int
    options: dict[str, Any] = {}
    option_values: dict[str, Any] = Field({}, description="option: a JSON Schema its values must satisfy, checked "
                                          "at load (the game's own, the player counts' and every plugin's and mod's)")
    vars: dict[str, Any] = {}
    player_vars: dict[str, Any] = {}
    hidden_vars: list[str] = Field([], description="variables whose contents no player sees (a face-down pile): "
                                                   "views show only their sizes")
    private_vars: list[str] = Field([], description="player variables whose entry only its player sees (a hand): "
                                                    "the others see its size")
    known_layers: dict[str, str] = Field({}, description="hidden variables whose items lie in layers every player "
                                         "knows, each with the card property that tells the layers apart (age I on "
                                         "top of age II): a bot's sample redraws an item only within its layer")
    scoring: ScoringSpec = ScoringSpec()
    guard: GuardSpec | None = None
    entry: str = "main"
    blocks: dict[str, Program]
    texts: list[str] = Field([], description="files of the game's texts (merged in order)")
    position: PositionFormat | None = None
    standing: str | None = Field(None, description="block that scores the game as if it ended now, on a scratch "
                                 "copy: bots weigh their options by it (default: the position format's general "
                                 "scoring)")
    max_decisions: int = Field(MAX_DECISIONS, ge=1, le=MOST_DECISIONS, description="the most decisions a game "
                               "may take: one that has not ended by then stops with an error naming where it "
                               "stood (a program that never ends the game)")
    invariants: dict[str, str] = Field({}, description="name: expression that must hold after every decision")
    report: dict[str, str] = Field({}, description="name: expression measured at the end of a game")
    card_props: dict[str, Any] | None = Field(None, description="a JSON Schema every card's props must satisfy, "
                                              "checked at load (a mod's cards too)")


class PlayerCountsFile(Strict):
    counts: dict[int, PlayerCount]
