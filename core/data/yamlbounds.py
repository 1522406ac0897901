"""The limits every YAML document regla reads is held to, checked while the parser runs.

A hostile file is small on disk and expensive in one of a few ways: aliases that multiply into millions
of nodes when walked (an alias bomb), nesting that makes every later step recurse, sheer size, digits
that Python turns into an integer slowly, or tags that ask for objects to be built. The parser below
counts as it goes, event by event, so a file is refused at the first event past a limit, before the
document is composed, constructed or walked: no full pass happens first, and a refused file costs
no more than the part of it read up to the refusal.

The limits are chosen so that the worst file within them is loaded or refused in under 1 s of CPU and
60 MB (``python tests/test_hostile_yaml.py`` measures every hostile case); the largest shipped data file
uses about a tenth of them.
"""

from __future__ import annotations

import re
from typing import Any

from ruamel.yaml.events import (
    AliasEvent,
    CollectionEndEvent,
    CollectionStartEvent,
    NodeEvent,
    ScalarEvent,
)
from ruamel.yaml.parser import RoundTripParser

from ..errors import Phrase

MAX_BYTES = 256_000
"""A document's size in bytes (UTF-8)."""
MAX_DEPTH = 48
"""Nested mappings and sequences."""
MAX_NODES = 20_000
"""Scalars, mappings and sequences, with every alias counted as the nodes it stands for."""
MAX_ALIASES = 200
"""Aliases (``*name``) in one document; data needs a few dozen."""
MAX_DIGITS = 19
"""Digits of an integer written in a file: rules data never needs more than 64 bits."""

_INTEGER = re.compile(r"[-+]?(0x[0-9a-fA-F_]+|0o[0-7_]+|0b[01_]+|[0-9_]+)")
_CORE_TAGS = frozenset(f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "seq", "map"))


class LimitExceeded(Exception):
    """A document goes past a limit at ``line``/``column`` (1-based)."""

    def __init__(self, line: int, column: int, message: Phrase) -> None:
        super().__init__(str(message))
        self.line, self.column, self.message = line, column, message


class BoundedParser(RoundTripParser):
    """ruamel's round-trip parser, refusing a document at the first event past a limit."""

    def __init__(self, loader: Any) -> None:
        super().__init__(loader)
        self._open: list[tuple[str | None, int]] = []  # (anchor, nodes counted before it) per open collection
        self._sizes: dict[str, int] = {}  # nodes each closed anchor stands for
        self._nodes = 0
        self._aliases = 0

    def get_event(self) -> Any:
        event = super().get_event()
        if isinstance(event, NodeEvent):
            self._count(event)
        elif isinstance(event, CollectionEndEvent):
            anchor, before = self._open.pop()
            if anchor is not None:
                self._sizes[anchor] = self._nodes - before
        return event

    def _count(self, event: Any) -> None:
        if isinstance(event, AliasEvent):
            self._aliases += 1
            if self._aliases > MAX_ALIASES:
                self._refuse(event, "too many YAML aliases (more than {limit})", limit=MAX_ALIASES)
            if any(anchor == event.anchor for anchor, _ in self._open):
                self._refuse(event, "alias *{anchor} is inside the node it names", anchor=event.anchor)
            self._nodes += self._sizes.get(event.anchor, 1)
        else:
            tag = getattr(event, "ctag", None)
            if tag is not None and str(tag) not in _CORE_TAGS and str(tag) != "!":
                self._refuse(event, "YAML tag {tag} is not allowed: data holds only plain values", tag=tag)
            self._nodes += 1
            if isinstance(event, CollectionStartEvent):
                if len(self._open) >= MAX_DEPTH:
                    self._refuse(event, "nested more than {limit} levels deep", limit=MAX_DEPTH)
                self._open.append((event.anchor, self._nodes - 1))
            elif isinstance(event, ScalarEvent):
                if event.anchor is not None:
                    self._sizes[event.anchor] = 1
                if not event.style and len(event.value) > MAX_DIGITS and _INTEGER.fullmatch(event.value):
                    self._refuse(event, "an integer of more than {limit} digits", limit=MAX_DIGITS)
        if self._nodes > MAX_NODES:
            self._refuse(event, "more than {limit} values (aliases counted as what they repeat)", limit=MAX_NODES)

    @staticmethod
    def _refuse(event: Any, message: str, **params: Any) -> None:
        mark = event.start_mark
        raise LimitExceeded(mark.line + 1, mark.column + 1, Phrase(message, **params))
