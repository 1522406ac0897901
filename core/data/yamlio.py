"""Safe YAML loading with positions, and pydantic validation whose errors point into the file.

ruamel's round-trip loader runs no code and remembers where every key and item stood. Every document
goes through :class:`~.yamlbounds.BoundedParser`, which refuses a hostile one (alias bomb, deep
nesting, huge integers, object tags) while parsing, before anything is built from it. A file read twice
(the rule reference loads the game under several selections) is parsed once and copied after, and a
document parsed in one process is read back in the next from :mod:`.yamlcache` instead of parsed again.
"""

from __future__ import annotations

import contextlib
import copy
import warnings
from collections.abc import Callable
from pathlib import Path
from types import UnionType
from typing import Any, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ValidationError
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError, YAMLWarning
from ruamel.yaml.reader import ReaderError
from ruamel.yaml.scalarbool import ScalarBoolean

from ..errors import DataError, DataProblem, InvalidValue, Phrase, UnreadableFile, did_you_mean, os_reason
from . import yamlcache
from .files import TooLarge, read_bounded
from .yamlbounds import MAX_BYTES, BoundedParser, LimitExceeded
from .yamlsays import said

M = TypeVar("M", bound=BaseModel)

_parsed: dict[tuple[str, int, int], Any] = {}


def _yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.Parser = BoundedParser
    return yaml


def read_yaml(path: str | Path, text: str | None = None, *, shared: bool = False) -> Any:
    """Parse one YAML document into ruamel's position-keeping containers, or raise DataError.

    Without ``text`` the file is read; its parsed document is kept while the file is unchanged (size and
    modification time). Each caller gets its own copy to change, or with ``shared`` the kept document
    itself, which the caller promises to leave as it is (copying costs a fifth of parsing)."""
    name = str(path)
    if text is not None:
        return _parse(name, text)
    try:
        stat = Path(path).stat()
        key = (str(Path(path).resolve()), stat.st_mtime_ns, stat.st_size)
        if key in _parsed:
            return _parsed[key] if shared else copy.deepcopy(_parsed[key])
        raw = read_bounded(path, MAX_BYTES)
    except TooLarge:
        raise DataError([DataProblem(name, 1, 1, "file is larger than {limit} bytes", {"limit": MAX_BYTES})]) from None
    except OSError as exc:
        raise UnreadableFile([DataProblem(name, 1, 1, "cannot read file: {reason}",
                                          {"reason": os_reason(exc)})]) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[:exc.start].count(b"\n") + 1
        # a column counts characters, as the YAML parser's do: the line's bytes before it decoded
        column = len(raw[raw.rfind(b"\n", 0, exc.start) + 1:exc.start].decode("utf-8", "replace")) + 1
        raise DataError([DataProblem(name, line, column, "not UTF-8 text: the byte {byte} cannot stand here",
                                     {"byte": f"0x{raw[exc.start]:02x}"})]) from None
    doc = _parse(name, text)
    if len(_parsed) > 64:
        _parsed.clear()
    _parsed[key] = doc
    return doc if shared else copy.deepcopy(doc)


def _parse(name: str, text: str) -> Any:
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise DataError([DataProblem(name, 1, 1, "file is larger than {limit} bytes", {"limit": MAX_BYTES})])
    # only YAML files are kept: a save or another file given by mistake is read, never copied to the cache
    keeps = name.endswith((".yaml", ".yml"))
    if keeps:
        with contextlib.suppress(LookupError):
            return yamlcache.cached(text)
    body = text.removeprefix("\ufeff")
    try:
        with warnings.catch_warnings():
            # ruamel's warnings (an anchor used twice, say) name no file and are not mistakes regla reports
            warnings.simplefilter("ignore", YAMLWarning)
            doc = _yaml().load(body)
    except ReaderError as exc:
        at = exc.position if isinstance(exc.position, int) else 0
        line, col = body.count("\n", 0, at) + 1, at - (body.rfind("\n", 0, at) + 1) + 1
        character = exc.character if isinstance(exc.character, int) else ord(str(exc.character)[:1] or "?")
        raise DataError([DataProblem(name, line, col, "invalid YAML: the control character U+{code} cannot stand in "
                                     "a YAML file", {"code": f"{character:04X}"})]) from None
    except LimitExceeded as exc:
        raise DataError([DataProblem(name, exc.line, exc.column, exc.message)]) from None
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        message = said(exc.context, exc.problem)
        raise DataError([DataProblem(name, line, col, "invalid YAML: {reason}", {"reason": message})]
                        if message else [DataProblem(name, line, col, "invalid YAML")]) from None
    except (YAMLError, RecursionError, ValueError) as exc:
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise DataError([DataProblem(name, 1, 1, "invalid YAML: {reason}", {"reason": message})]) from None
    if keeps:
        yamlcache.keep(text, doc)
    return doc


ORIGIN = "_regla_file"
"""Attribute naming the file a container was read from, on containers of files laid over another
file (a mod's changes): positions inside them are in that file, not in the one they were merged into."""
KEYS = "_regla_keys"
"""Attribute mapping a key (or index) that an overlay set to ``(file, line, column)`` of where it set it."""


def mark_origin(node: Any, path: str) -> Any:
    """Tag every container of ``node`` as read from ``path``; returns ``node``."""
    if isinstance(node, CommentedMap | CommentedSeq):
        setattr(node, ORIGIN, path)
        for value in node.values() if isinstance(node, CommentedMap) else node:
            mark_origin(value, path)
    return node


def located(node: Any, loc: tuple[Any, ...], path: str) -> tuple[str, int, int]:
    """File, 1-based line and column of the deepest node along ``loc`` that a document records; ``path``
    is the file of ``node`` unless an overlay put the node there from another file."""
    where = (getattr(node, ORIGIN, path), 1, 1)
    # an empty flow collection (``[]``, ``{}``) has no position recorded: the file's start stands
    if hasattr(node, "lc") and node.lc.line is not None:
        where = (where[0], node.lc.line + 1, node.lc.col + 1)
    for key in loc:
        try:
            if isinstance(node, CommentedMap | CommentedSeq) and key in getattr(node, KEYS, {}):
                where = getattr(node, KEYS)[key]
                node = node[key]
                continue
            if isinstance(node, CommentedMap) and key in node:
                k_line, k_col = node.lc.key(key)
                where = (getattr(node, ORIGIN, path), k_line + 1, k_col + 1)
                node = node[key]
                continue
            if isinstance(node, CommentedSeq) and isinstance(key, int) and 0 <= key < len(node):
                i_line, i_col = node.lc.item(key)
                where = (getattr(node, ORIGIN, path), i_line + 1, i_col + 1)
                node = node[key]
                continue
        except (KeyError, TypeError):
            # put there by an overlay, not read from the file: the deepest position read stands
            break
        if isinstance(key, str) and not isinstance(node, CommentedMap | CommentedSeq):
            break
        # other keys are pydantic's union/discriminator tags: they name no node in the document
    return where


def problem_at_key(path: str | Path, doc: Any, loc: tuple[Any, ...], message: str | Phrase,
                   **params: Any) -> DataProblem:
    """A problem at ``loc`` of ``doc`` (read from ``path``, or from the file an overlay brought it from)."""
    return DataProblem(*located(doc, loc, str(path)), message, params)


def position(node: Any, loc: tuple[Any, ...]) -> tuple[int, int]:
    """1-based line and column of the deepest node along ``loc`` that the document records."""
    _, line, col = located(node, loc, "")
    return line, col


def plain(node: Any) -> Any:
    """ruamel containers and scalars (e.g. ``0`` loads as a ScalarInt) to plain dicts, lists, numbers
    and strings: the engine runs on plain data, and only JSON values may be stored in a game."""
    if isinstance(node, dict):
        return {k: plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    if type(node) in (bool, int, float, str) or node is None:
        return node
    if isinstance(node, ScalarBoolean):
        return bool(node)
    for kind in (int, float, str):
        if isinstance(node, kind):
            return kind(node)
    return node


def problems_from(exc: ValidationError, doc: Any, path: str, prefix: tuple[Any, ...] = (),
                  model: Any = None) -> list[DataProblem]:
    """Map every pydantic error onto the document position it concerns; an unknown key of ``model``'s
    data gets the closest known key as a suggestion."""
    found = []
    for err in exc.errors():
        loc = prefix + tuple(err["loc"])
        file, line, col = located(doc, loc, path)
        where = ".".join(str(p) for p in loc if not _is_tag(p)) or "document"
        reason: Any = _reason(err)
        if err["type"] == "extra_forbidden" and model is not None and err["loc"]:
            hint = did_you_mean(err["loc"][-1], _keys_at(model, tuple(err["loc"][:-1])))
            reason = Phrase("{reason}{hint}", reason=reason, hint=hint) if hint else reason
        found.append(DataProblem(file, line, col, "{where}: {reason}", {"where": where, "reason": reason}))
    return found


def _keys_at(model: Any, loc: tuple[Any, ...]) -> list[str]:
    """The keys the model allows at ``loc`` of its data (none when the path leads nowhere known)."""
    kinds = [model]
    for part in loc:
        kinds = [inner for kind in kinds for inner in _inside(kind, part)]
    # a field is written by its alias where it has one (``as``, ``from``): the Python name is no key to offer
    return [field.alias or name for kind in kinds for option in _options(kind) if isinstance(option, type)
            and issubclass(option, BaseModel) for name, field in option.model_fields.items()]


def _options(kind: Any) -> list[Any]:
    """The kinds a type stands for: a union's members, an optional's inner type, or itself."""
    return [o for arg in get_args(kind) for o in _options(arg)] if get_origin(kind) in (Union, UnionType) \
        else [kind]


def _inside(kind: Any, part: Any) -> list[Any]:
    found = []
    for option in _options(kind):
        if isinstance(option, type) and issubclass(option, BaseModel):
            found += [field.annotation for name, field in option.model_fields.items()
                      if str(part) in (name, field.alias)]
        elif get_origin(option) in (list, tuple) and isinstance(part, int) and get_args(option):
            found.append(get_args(option)[0])
        elif get_origin(option) is dict and len(get_args(option)) == 2:
            found.append(get_args(option)[1])
    return found


_REASONS = {
    "missing": Phrase("this field is required"),
    "extra_forbidden": Phrase("unknown field (not one this file kind has)"),
    "string_type": Phrase("must be a text"),
    "int_type": Phrase("must be a whole number"),
    "int_parsing": Phrase("must be a whole number"),
    "int_from_float": Phrase("must be a whole number"),
    "float_type": Phrase("must be a number"),
    "float_parsing": Phrase("must be a number"),
    "finite_number": Phrase("must be a finite number (not .inf or .nan)"),
    "bool_type": Phrase("must be true or false"),
    "bool_parsing": Phrase("must be true or false"),
    "list_type": Phrase("must be a list"),
    "tuple_type": Phrase("must be a list"),
    "dict_type": Phrase("must be a mapping"),
    "model_type": Phrase("must be a mapping"),
    "model_attributes_type": Phrase("must be a mapping"),
}
_BOUNDED: dict[str, tuple[str, Callable[[Any], Phrase]]] = {
    "literal_error": ("expected", lambda v: Phrase("must be one of {expected}", expected=v)),
    "enum": ("expected", lambda v: Phrase("must be one of {expected}", expected=v)),
    "string_pattern_mismatch": ("pattern", lambda v: Phrase("must match the pattern {pattern}", pattern=v)),
    "greater_than_equal": ("ge", lambda v: Phrase("must be at least {least}", least=v)),
    "greater_than": ("gt", lambda v: Phrase("must be more than {bound}", bound=v)),
    "less_than_equal": ("le", lambda v: Phrase("must be at most {most}", most=v)),
    "less_than": ("lt", lambda v: Phrase("must be less than {bound}", bound=v)),
    "too_short": ("min_length", lambda v: Phrase("must have at least {least} items", least=v)),
    "too_long": ("max_length", lambda v: Phrase("must have at most {most} items", most=v)),
    "string_too_long": ("max_length", lambda v: Phrase("must be at most {most} characters long", most=v)),
}


def _reason(err: Any) -> Phrase | str:
    """pydantic's error in words the catalogue has (its own English where it has none)."""
    ctx = err.get("ctx") or {}
    if isinstance(ctx.get("error"), InvalidValue):
        return ctx["error"].message
    kind = err["type"]
    if kind in _REASONS:
        return _REASONS[kind]
    if kind in _BOUNDED and _BOUNDED[kind][0] in ctx:
        key, phrase = _BOUNDED[kind]
        return phrase(ctx[key])
    return str(err["msg"])


def _is_tag(part: Any) -> bool:
    return isinstance(part, str) and ("[" in part or part.startswith("function-"))


def load_model(path: str | Path, model: type[M], text: str | None = None) -> tuple[M, Any]:
    """Read and validate a file; return the model and the raw document (for later positions)."""
    doc = read_yaml(path, text)
    try:
        return model.model_validate(plain(doc)), doc
    except ValidationError as exc:
        raise DataError(problems_from(exc, doc, str(path), model=model)) from None
