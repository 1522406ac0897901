"""Parsed YAML documents kept on disk, so that a process loading a game does not parse its files again.

Parsing with positions (ruamel's round-trip loader, under the bounds of :mod:`.yamlbounds`) is most of
what loading a game costs in a new process. A YAML file's document that parsed is kept in the cache
folder under the SHA-256 of its text (salted with what decides the result: this format, ruamel's version
and the bounds), as JSON naming each container's kind, position and the positions of its keys or items.
Reading it back builds the same containers with the same values, kinds of scalar and positions, the
containers and long texts an alias repeats shared as the parser shared them: all that regla reads of a
document (comments and the way a number was written are not kept, and nothing here reads them). Only
documents that parsed are kept: a file the bounds refuse is parsed (and refused) every time.

An entry is read as untrusted input all the same: it must be a regular file, and what it describes is
held to the bounds the parser keeps (nodes counted with every alias as what it repeats, nesting, aliases
only to what is complete), with positions that are positions; anything else is parsed again.

The folder is ``$REGLA_CACHE_DIR``, else ``$XDG_CACHE_HOME/regla/yaml``, else ``~/.cache/regla/yaml``;
``REGLA_CACHE_DIR`` set to nothing turns the cache off. Only files named as entries are ever removed from
it (the oldest used go past :data:`MAX_ENTRIES`), so pointing it at a folder in use loses nothing. A
cache that cannot be read or written, or an entry that is damaged, costs only the parse it would have
saved.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import ruamel.yaml
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarbool import ScalarBoolean
from ruamel.yaml.scalarfloat import ScalarFloat
from ruamel.yaml.scalarint import BinaryInt, HexCapsInt, HexInt, OctalInt, ScalarInt
from ruamel.yaml.scalarstring import FoldedScalarString, LiteralScalarString

from . import yamlbounds
from .files import read_bounded

FORMAT = 2
"""Raised whenever what the loader makes of a text changes, so that no entry of before is read."""
MAX_ENTRIES = 400
"""Entries kept; the least recently used go when a new one would pass this (an edited file leaves its
old text's behind)."""
MAX_ENTRY_BYTES = 16 * yamlbounds.MAX_BYTES
"""No entry is larger (a document within the bounds writes far less): a larger file is not read."""

_MAP, _SEQ, _ALIAS, _SHARED = range(4)
_PLAIN = (str, int, float, bool, type(None))
_SHARED_TEXT = 32
"""A text at least this long that an alias repeats is written once and referred to after."""
_ENTRY_NAME = re.compile(r"[0-9a-f]{64}\.json")
_PART_AGE = 3600
"""Seconds after which a half-written entry is a leftover of a process that died writing it."""
_SALT = json.dumps([FORMAT, ruamel.yaml.__version__, yamlbounds.MAX_BYTES, yamlbounds.MAX_DEPTH,
                    yamlbounds.MAX_NODES, yamlbounds.MAX_ALIASES, yamlbounds.MAX_DIGITS]).encode()


class _Unsupported(Exception):
    """The document holds something this format does not write down: it is not kept."""


def folder() -> Path | None:
    """Where entries are kept, or None when the cache is off."""
    chosen = os.environ.get("REGLA_CACHE_DIR")
    if chosen is not None:
        return Path(chosen).expanduser() if chosen else None
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
        # a named pipe or a device put where an entry belongs must not block or feed the reader
        doc = _decode(json.loads(read_bounded(entry, MAX_ENTRY_BYTES)))
    except Exception as exc:
        # missing, unreadable, damaged or forged: parsing again is the remedy
        raise LookupError(entry.name) from exc
    with contextlib.suppress(OSError):
        # used now: the last to go when room is made
        os.utime(entry)
    return doc


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
        handle, temporary = tempfile.mkstemp(dir=entry.parent, prefix="regla-", suffix=".part")
        try:
            with os.fdopen(handle, "wb") as stream:
                stream.write(data)
            os.replace(temporary, entry)
        except BaseException:
            os.unlink(temporary)
            raise
    except Exception:
        # a full disk, a folder that is not one, a document this format cannot write: it is parsed next time
        return


def _make_room(where: Path) -> None:
    now = time.time()
    entries = []
    for path in where.iterdir():
        if _ENTRY_NAME.fullmatch(path.name):
            entries.append((path.stat().st_mtime, path))
        elif path.name.startswith("regla-") and path.name.endswith(".part") and \
                now - path.stat().st_mtime > _PART_AGE:
            path.unlink(missing_ok=True)
    entries.sort()
    for _, old in entries[:max(0, len(entries) - MAX_ENTRIES + 1)]:
        old.unlink(missing_ok=True)


def _encode(doc: Any) -> Any:
    numbers: dict[int, int] = {}

    def encode(node: Any) -> Any:
        kind = type(node)
        if kind in _PLAIN and (kind is not str or len(node) < _SHARED_TEXT):
            return node
        if id(node) in numbers:
            return [_ALIAS, numbers[id(node)]]
        if kind is str:
            numbers[id(node)] = len(numbers)
            return [_SHARED, node]
        if kind is CommentedMap or kind is CommentedSeq:
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
        numbers[id(node)] = len(numbers)
        return [_SHARED, [kind.__name__, made[1](node)]]

    return encode(doc)


_SCALARS: dict[str, tuple[type, type]] = {
    scalar.__name__: (scalar, base) for scalar, base in (
        (FoldedScalarString, str), (LiteralScalarString, str), (ScalarInt, int), (HexInt, int), (HexCapsInt, int),
        (OctalInt, int), (BinaryInt, int), (ScalarFloat, float), (ScalarBoolean, bool))}


_BIGGEST_INT = 16 ** (yamlbounds.MAX_DIGITS - 2) - 1
"""The largest integer the parser lets through (``0x`` and hex digits, as many as its limit allows)."""


def _decode(data: Any) -> Any:
    """The document an entry describes, checked as the parser checks a text; ValueError if it breaks
    a bound or describes something no parse makes."""
    made: list[Any] = []
    sizes: list[int | None] = []
    """Nodes each of ``made`` stands for, None while it is still being read."""
    open_count = 0
    count = 0

    def position(value: Any, length: int) -> Any:
        if type(value) is not list or len(value) != length or any(type(v) is not int or v < 0 for v in value):
            raise ValueError("not a position")
        return value

    def decode(node: Any) -> Any:
        nonlocal open_count, count
        if type(node) is not list:
            if type(node) is int and not -_BIGGEST_INT <= node <= _BIGGEST_INT:
                raise ValueError("an integer no parse makes")
            count += 1
            return node
        tag = node[0]
        if tag == _ALIAS:
            index = node[1]
            # only to what is complete: an alias inside the node it names is refused by the parser too
            size = sizes[index] if type(index) is int and 0 <= index < len(sizes) else None
            if size is None:
                raise ValueError("alias to nothing complete")
            count += size
            return made[index]
        if tag == _SHARED:
            inner = node[1]
            if type(inner) is str:
                value: Any = inner
            else:
                scalar, base = _SCALARS[inner[0]]
                if type(inner[1]) is not base or (base is int and not -_BIGGEST_INT <= inner[1] <= _BIGGEST_INT):
                    raise ValueError("not a scalar of its kind")
                value = scalar(inner[1])
            made.append(value)
            sizes.append(1)
            count += 1
            return value
        if tag != _MAP and tag != _SEQ:
            raise ValueError("no such node")
        open_count += 1
        if open_count > yamlbounds.MAX_DEPTH:
            raise ValueError("nested too deep")
        # the container is counted before its contents, as it was when written, so aliases find it
        container: Any = CommentedMap() if tag == _MAP else CommentedSeq()
        slot = len(made)
        made.append(container)
        sizes.append(None)
        before = count
        positions: dict[Any, Any] = {}
        parts = node[3]
        if tag == _MAP:
            for i in range(0, len(parts), 3):
                key = decode(parts[i])
                container[key] = decode(parts[i + 2])
                if parts[i + 1] is not None:
                    positions[key] = position(parts[i + 1], 4)
        else:
            for i in range(0, len(parts), 2):
                if parts[i] is not None:
                    positions[i // 2] = position(parts[i], 2)
                container.append(decode(parts[i + 1]))
        count += 1
        if count > yamlbounds.MAX_NODES:
            raise ValueError("too many nodes")
        # complete now: aliases may name it
        sizes[slot] = count - before
        open_count -= 1
        lc = container.lc
        lc.line, lc.col = position([node[1], node[2]], 2)
        lc.data = positions
        return container

    return decode(data)
