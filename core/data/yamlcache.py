"""Parsed YAML documents kept on disk, so that a process loading a game does not parse its files again.

Parsing with positions (ruamel's round-trip loader, under the bounds of :mod:`.yamlbounds`) is most of
what loading a game costs in a new process. A document that parsed is kept in the cache folder under
the SHA-256 of its text (salted with everything that decides the result: this format, ruamel's version
and the bounds), as JSON naming each container's kind, position and the positions of its keys or items.
Reading it back builds the same containers with the same values, kinds of scalar and positions, the
containers an alias repeats shared as the parser shared them: all that regla reads of a document (what
it does not keep, comments and the way a number was written, nothing here reads). Only documents that parsed
are kept: a file the bounds refuse is parsed (and refused) every time.

The folder is ``$REGLA_CACHE_DIR``, else ``$XDG_CACHE_HOME/regla/yaml``, else ``~/.cache/regla/yaml``;
``REGLA_CACHE_DIR`` set to nothing turns the cache off. A cache that cannot be read or written, or an
entry that is damaged, costs only the parse it would have saved.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

import ruamel.yaml
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarbool import ScalarBoolean
from ruamel.yaml.scalarfloat import ScalarFloat
from ruamel.yaml.scalarint import BinaryInt, HexCapsInt, HexInt, OctalInt, ScalarInt
from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString

from . import yamlbounds

FORMAT = 1
MAX_ENTRIES = 400
"""Entries kept; the oldest go when a new one would pass this (an edited file leaves its old text's)."""
MAX_ENTRY_BYTES = 16 * yamlbounds.MAX_BYTES
"""No entry is larger (a document within the bounds writes far less): a larger file is not read."""

_MAP, _SEQ, _ALIAS = range(3)
_PLAIN = (str, int, float, bool, type(None))
_SALT = json.dumps([FORMAT, ruamel.yaml.__version__, yamlbounds.MAX_BYTES, yamlbounds.MAX_DEPTH,
                    yamlbounds.MAX_NODES, yamlbounds.MAX_ALIASES, yamlbounds.MAX_DIGITS]).encode()


class _Unsupported(Exception):
    """The document holds something this format does not write down: it is not kept."""


def folder() -> Path | None:
    """Where entries are kept, or None when the cache is off."""
    chosen = os.environ.get("REGLA_CACHE_DIR")
    if chosen is not None:
        return Path(chosen) if chosen else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "regla" / "yaml"


def _entry(text: str) -> Path | None:
    where = folder()
    if where is None:
        return None
    return where / (hashlib.sha256(_SALT + text.encode("utf-8", "surrogatepass")).hexdigest() + ".json")


def cached(text: str) -> Any:
    """The document parsed from ``text`` as kept by :func:`keep`; raises LookupError when there is none."""
    entry = _entry(text)
    if entry is None:
        raise LookupError(text[:40])
    try:
        with entry.open("rb") as stream:
            data = stream.read(MAX_ENTRY_BYTES + 1)
        if len(data) > MAX_ENTRY_BYTES:
            raise LookupError(entry.name)
        return _decode(json.loads(data))
    except (OSError, ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
        # missing, unreadable or damaged: parsing again is the remedy
        raise LookupError(entry.name) from exc


def keep(text: str, doc: Any) -> None:
    """Keep the document parsed from ``text`` for the next process; never fails."""
    entry = _entry(text)
    if entry is None:
        return
    try:
        data = json.dumps(_encode(doc), separators=(",", ":"), ensure_ascii=False).encode("utf-8", "surrogatepass")
        if len(data) > MAX_ENTRY_BYTES:
            return
        entry.parent.mkdir(parents=True, exist_ok=True)
        _make_room(entry.parent)
        # written whole under another name, then renamed: a reader never sees half an entry
        handle, temporary = tempfile.mkstemp(dir=entry.parent, suffix=".part")
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
            os.replace(temporary, entry)
        except BaseException:
            os.unlink(temporary)
            raise
    except (OSError, _Unsupported, RecursionError, ValueError):
        return


def _make_room(where: Path) -> None:
    entries = sorted(where.glob("*.json"), key=lambda p: p.stat().st_mtime)
    for old in entries[:max(0, len(entries) - MAX_ENTRIES + 1)]:
        old.unlink(missing_ok=True)


def _encode(doc: Any) -> Any:
    numbers: dict[int, int] = {}

    def encode(node: Any) -> Any:
        kind = type(node)
        if kind in _PLAIN:
            return node
        if kind is CommentedMap or kind is CommentedSeq:
            if id(node) in numbers:
                return [_ALIAS, numbers[id(node)]]
            numbers[id(node)] = len(numbers)
            lc = node.lc
            positions = lc.data or {}
            if kind is CommentedSeq:
                return [_SEQ, lc.line, lc.col,
                        [part for i, item in enumerate(node) for part in (positions.get(i), encode(item))]]
            if node.merge:
                # keys merged in from elsewhere (<<) are not the map's own: the format has no way to say so
                raise _Unsupported("merge key")
            return [_MAP, lc.line, lc.col,
                    [part for key, value in node.items() for part in (encode(key), positions.get(key), encode(value))]]
        made = _SCALARS.get(kind.__name__)
        if made is None or made[0] is not kind:
            raise _Unsupported(kind.__name__)
        # the kind of scalar ruamel made (text folded, a number written in hex) is named, then its value
        return [kind.__name__, made[1](node)]

    return encode(doc)


_SCALARS: dict[str, tuple[type, type]] = {
    scalar.__name__: (scalar, base) for scalar, base in (
        (FoldedScalarString, str), (LiteralScalarString, str), (ScalarInt, int), (HexInt, int), (HexCapsInt, int),
        (OctalInt, int), (BinaryInt, int), (ScalarFloat, float), (ScalarBoolean, bool))}


def _decode(data: Any) -> Any:
    made: list[Any] = []

    def decode(node: Any) -> Any:
        if type(node) is not list:
            return node
        tag = node[0]
        if tag == _ALIAS:
            return made[node[1]]
        if tag != _MAP and tag != _SEQ:
            return _SCALARS[tag][0](node[1])
        # the container is counted before its contents, as it was when written, so aliases find it
        container: Any = CommentedMap() if tag == _MAP else CommentedSeq()
        made.append(container)
        positions: dict[Any, Any] = {}
        parts = node[3]
        if tag == _MAP:
            for i in range(0, len(parts), 3):
                key = decode(parts[i])
                container[key] = decode(parts[i + 2])
                if parts[i + 1] is not None:
                    positions[key] = parts[i + 1]
        else:
            for i in range(0, len(parts), 2):
                if parts[i] is not None:
                    positions[i // 2] = parts[i]
                container.append(decode(parts[i + 1]))
        lc = container.lc
        lc.line, lc.col, lc.data = node[1], node[2], positions
        return container

    return decode(data)
