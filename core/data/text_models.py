"""The texts file's format (a game's names, card sentences, the rule reference, plugin texts), as
pydantic models: they validate at load and give the JSON Schema."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Discriminator, Field, Tag, field_validator, model_validator

from ..errors import InvalidValue
from .models import ID_PATTERN, Program, Strict, TextSpec, unique_ids


class SpecialVariant(TextSpec):
    options: dict[str, Any] = Field(min_length=1, description="option values under which this sentence is used")


class SpecialText(TextSpec):
    does: Program = Field(min_length=1, description="the program this sentence describes; its numbers are placeholders")
    when: list[SpecialVariant] = Field([], description="the sentence to use instead when the rules in force set "
                                   "these options (the first that matches)")


REFERENCE_CONTEXT = "rules"


def reference_context(part: str | None = None) -> str:
    """Message context of the rule reference's texts: ``rules`` (the title), ``rules:<section id>``
    (a section's texts), ``rules:labels`` (the shared block labels), ``rules:plugin`` (plugin texts)."""
    return f"{REFERENCE_CONTEXT}:{part}" if part else REFERENCE_CONTEXT

Label = str | TextSpec
"""A label of a generated block: a message, or ``one``/``other`` when it takes a ``{count}``."""


class RefText(Strict):
    """A paragraph: a message (``text``, or ``one``/``other`` plural forms chosen by ``count``) whose
    placeholders are filled from ``with`` (placeholder: expression over the game's data)."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    text: str | None = None
    one: str | None = None
    other: str | None = None
    count: Any = Field(None, description="expression giving the plural's number; also the {count} placeholder")
    with_: dict[str, Any] = Field({}, alias="with", description="placeholder: expression")
    when: str | None = Field(None, description="expression: shown only when it holds (e.g. an option's value)")
    style: Literal["paragraph", "item", "step", "note"] = "paragraph"

    @model_validator(mode="after")
    def _one_form(self) -> RefText:
        if (self.text is None) == (self.one is None):
            raise InvalidValue("a paragraph has either 'text' or 'one' (with 'other' and 'count')")
        if self.one is not None and (self.other is None or self.count is None):
            raise InvalidValue("a plural paragraph needs 'one', 'other' and 'count'")
        return self


class RefBlock(Strict):
    """Content generated from the game's data by the renderer's block ``block`` (see regla.text.reference.build)."""

    block: str
    args: dict[str, Any] = {}
    labels: dict[str, Label] = Field({}, description="override the reference's labels for this block")
    explain: dict[str, list[RefText]] = Field({}, description="extra paragraphs by item id (e.g. card id)")
    when: str | None = None


def _content_kind(value: Any) -> str:
    """Which kind of content an item is: a block has the key ``block`` (a dict, or a model when dumping)."""
    block = isinstance(value, RefBlock) or (isinstance(value, dict) and "block" in value)
    return "[block]" if block else "[text]"


RefContent = Annotated[Annotated[RefBlock, Tag("[block]")] | Annotated[RefText, Tag("[text]")],
                       Discriminator(_content_kind)]


class RefSection(Strict):
    id: str = Field(pattern=ID_PATTERN)
    title: str
    level: int = Field(1, ge=1, le=3, description="1 for a chapter, 2 or 3 for a part of the one before")
    when: str | None = None
    content: list[RefContent] = []


class PluginText(Strict):
    name: str
    description: str


class Reference(Strict):
    """The rule reference (``regla rules``): ordered sections of paragraphs and generated blocks."""

    title: str = Field(description="the document's title; {game} is the game's name")
    labels: dict[str, dict[str, Label]] = Field({}, description="labels of each block kind, by block name")
    plugins: dict[str, PluginText] = Field({}, description="translatable name and description by plugin name")
    sections: list[RefSection] = Field(min_length=1)

    @field_validator("sections")
    @classmethod
    def _unique_sections(cls, sections: list[RefSection]) -> list[RefSection]:
        unique_ids("section", [s.id for s in sections])
        return sections


class TextsFile(Strict):
    """A game's own texts, in its source language; the extractor puts them in the catalogue."""

    specials: list[SpecialText] = Field([], description="special-action sentences, each with the program it describes")
    messages: dict[str, TextSpec] = Field({}, description="named messages of the game")
    quiet_events: list[str] = Field([], description="log events not told, as their message keys without "
                                    "'event:' (an item move an answer tells already: item:hand:spent)")
    decisions: dict[str, str] = Field({}, description="the question asked, by decision kind")
    choices: dict[str, str] = Field({}, description="labels of symbolic options (e.g. place, special)")
    options: dict[str, str] = Field({}, description="what an option value means, by 'option=value'")
    reference: Reference | None = Field(None, description="the rule reference (one texts file gives it)")
