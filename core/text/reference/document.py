"""A rule reference as a document: sections of paragraphs, tables and entries, ready for a writer."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Loc = tuple[Any, ...]
"""Where in the ``reference`` data a part comes from, as a path of keys and indexes."""


@dataclass
class Paragraph:
    text: str
    style: str = "paragraph"
    """``paragraph``, ``item`` (bulleted), ``step`` (numbered) or ``note``."""


@dataclass
class Table:
    headers: list[str]
    rows: list[list[str]]
    caption: str = ""
    notes: list[str] = field(default_factory=list)


@dataclass
class Entry:
    """A titled thing with its lines of text and explanations (a card)."""

    id: str
    title: str
    lines: list[str]
    notes: list[str] = field(default_factory=list)


Part = Paragraph | Table | Entry


@dataclass
class Section:
    id: str
    title: str
    level: int
    parts: list[Part]


@dataclass
class Document:
    title: str
    locale: str
    direction: str
    contents_label: str
    sections: list[Section]
