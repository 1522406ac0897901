"""Overlays: how editions, variants, house rules and mods change a game's data without copying it.

An overlay is a nested mapping merged into a document: mappings merge key by key, anything else
replaces what was there, and ``None`` deletes the key. Cards are addressed by id. Its ``add`` section
brings new items and entries, refused when they are there already; a change to an id that is not there
is refused too. Either way the refusal says where the overlay wrote it when it was read from a file.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any

from ruamel.yaml.comments import Comment

from ..errors import DataProblem, Phrase, did_you_mean
from .yamlio import KEYS, ORIGIN, problem_at_key


class WrongChange(Exception):
    """An overlay gives what is neither a mapping of changes nor None for an item of a list of items with ids.
    ``where`` is the path to it from the top of the document, ``index`` the overlay's among those laid over."""

    def __init__(self, by_id: dict[str, Any], item_id: str, value: Any):
        super().__init__(item_id)
        self.by_id, self.item_id, self.value = by_id, item_id, value
        self.where: list[str] = [item_id]
        self.index = 0


class UnknownItems(Exception):
    """An overlay changes or removes items by ids that the list it is laid over does not hold."""

    def __init__(self, ids: list[str], by_id: dict[str, Any], items: list[Any]):
        super().__init__(", ".join(ids))
        self.ids, self.by_id, self.items = ids, by_id, items


def _copy(node: Any) -> Any:
    """A shallow copy that shares no bookkeeping with ``node``: ruamel keeps comments per key or index
    and moves them when a key or item is removed, which must not touch the parsed file's copy."""
    result = copy.copy(node)
    if hasattr(node, Comment.attrib):
        comments = Comment()
        comments.comment = node.ca.comment
        comments._items = dict(node.ca.items)
        setattr(result, Comment.attrib, comments)
    if hasattr(node, ORIGIN):
        setattr(result, ORIGIN, getattr(node, ORIGIN))
    if hasattr(node, KEYS):
        setattr(result, KEYS, dict(getattr(node, KEYS)))
    return result


def _note_origin(result: Any, overlay: Any, key: Any) -> None:
    """Remember where a file laid over this one set ``key``, so problems with its value point there."""
    origin = getattr(overlay, ORIGIN, None)
    if origin is None or not hasattr(overlay, "lc"):
        return
    try:
        line, col = overlay.lc.key(key)
    except (KeyError, TypeError):
        return
    if not hasattr(result, KEYS):
        try:
            setattr(result, KEYS, {})
        except AttributeError:  # a plain dict (a plugin's overlay merged before) keeps no positions
            return
    getattr(result, KEYS)[key] = (origin, line + 1, col + 1)


def merge(target: Any, overlay: dict[str, Any], found: Mistakes | None = None) -> Any:
    """``target`` with ``overlay`` merged in, leaving ``target`` as it was.

    Only the mappings and lists the overlay changes are copied (shallow copies keep the positions the
    YAML loader recorded); everything else is shared with ``target``, so a parsed file can be kept and
    overlaid by any number of selections. A mapping given for a list of items with ids (areas, tokens,
    decks ...) changes those items by id, so two plugins can change different areas without replacing
    each other's list. A change of the wrong shape or to an id that is not there raises, unless ``found``
    collects it (left out, the merge going on): a file's mistakes are then told all at once."""
    result = _copy(target)
    for key, value in overlay.items():
        _note_origin(result, overlay, key)
        before = len(found.wrong) if found is not None else 0
        try:
            if value is None:
                result.pop(key, None)
            elif isinstance(value, dict) and isinstance(result.get(key), dict):
                result[key] = merge(result[key], value, found)
            elif isinstance(value, dict) and _has_ids(result.get(key)):
                result[key] = merge_by_id(result[key], value, found=found)
            else:
                result[key] = value
        except WrongChange as exc:
            exc.where.insert(0, str(key))
            raise
        if found is not None:
            found.inside(str(key), before)
    return result


class Mistakes:
    """What a merge that goes on past its mistakes found: changes of the wrong shape, ids not there."""
    def __init__(self) -> None:
        self.wrong: list[WrongChange] = []
        self.unknown: list[UnknownItems] = []

    def inside(self, key: str, since: int) -> None:
        """The wrong changes found since ``since`` were found under ``key``."""
        for exc in self.wrong[since:]:
            exc.where.insert(0, key)


def _has_ids(items: Any) -> bool:
    # an id that is not a text (a list, added by a mistaken change) cannot address an item
    return isinstance(items, list) and all(isinstance(i, dict) and isinstance(i.get("id"), str) for i in items)


def merge_by_id(items: list[Any], by_id: dict[str, Any], strict: bool = True,
                found: Mistakes | None = None) -> list[Any]:
    """``items`` with items changed (a mapping) or removed (``None``) by their ``id``; ``items`` stays.
    An id the list does not hold is a typo (a change that would silently do nothing): ``strict``
    raises :class:`UnknownItems` for it. ``found``: collect the mistakes rather than raise (see
    :func:`merge`)."""
    result = _copy(items)
    for i in range(len(result) - 1, -1, -1):
        change = by_id.get(result[i]["id"], ...)
        if change is None:
            del result[i]
        elif not isinstance(change, dict) and change is not ...:
            # merged, it would fail on the item's fields; laid as it is, it would replace the item
            if found is None:
                raise WrongChange(by_id, result[i]["id"], change)
            found.wrong.append(WrongChange(by_id, result[i]["id"], change))
        elif change is not ...:
            before = len(found.wrong) if found is not None else 0
            try:
                result[i] = merge(result[i], change, found)
            except WrongChange as exc:
                exc.where.insert(0, result[i]["id"])
                raise
            if found is not None:
                found.inside(result[i]["id"], before)
    missing = [str(key) for key in by_id if key not in {item["id"] for item in items}]
    if strict and missing:
        if found is None:
            raise UnknownItems(missing, by_id, items)
        found.unknown.append(UnknownItems(missing, by_id, items))
    return result


def apply_card_overlay(doc: Any, by_id: dict[str, Any]) -> Any:
    """``doc`` (a card file) with cards changed or removed by id (``None`` removes the card). A game's
    cards come in several files, so ids this file lacks are checked against all of them by the caller."""
    cards = doc.get("cards") if isinstance(doc, dict) else None
    if by_id and isinstance(cards, list) and _has_ids(cards):
        doc = _copy(doc)
        doc["cards"] = merge_by_id(cards, by_id, strict=False)
    return doc


class AlreadyThere(Exception):
    """An addition names ids or keys the document has already: a change must say it changes them."""

    def __init__(self, names: list[tuple[str, Any, str]], additions: dict[str, Any]):
        """``names``: (key, where in ``additions[key]``: an index or a key, the id or key added)."""
        super().__init__(", ".join(name for _, _, name in names))
        self.names, self.additions = names, additions


def add_new(doc: Any, additions: dict[str, Any]) -> Any:
    """``doc`` with new items appended to its lists of items with ids and new entries put in its
    mappings (``additions``: key to a list of items, or to a mapping of entries); ``doc`` stays as it
    was. Adding what is there already raises :class:`AlreadyThere`."""
    result = _copy(doc)
    taken: list[tuple[str, Any, str]] = []
    for key, value in additions.items():
        present = result.get(key)
        if isinstance(value, list):
            ids = {_text_id(item) for item in present or []} - {None}
            taken += [(str(key), i, str(_text_id(item))) for i, item in enumerate(value) if _text_id(item) in ids]
            grown = _copy(present) if isinstance(present, list) else []
            for i, item in enumerate(value):
                _note_item_origin(grown, len(grown), value, i)
                grown.append(item)
            result[key] = grown
        elif isinstance(value, dict):
            taken += [(str(key), name, str(name)) for name in value if isinstance(present, dict) and name in present]
            entries = _copy(present) if isinstance(present, dict) else {}
            for name, entry in value.items():
                _note_origin(entries, value, name)
                entries[name] = entry
            result[key] = entries
    if taken:
        raise AlreadyThere(taken, additions)
    return result


def _text_id(item: Any) -> str | None:
    """An item's id, when it is a text: an added item's id may be anything until the file is validated."""
    found = item.get("id") if isinstance(item, dict) else None
    return found if isinstance(found, str) else None


def _note_item_origin(result: Any, index: int, added: Any, i: int) -> None:
    """Remember where an added item was written, so a problem with it points there."""
    origin = getattr(added, ORIGIN, None)
    if origin is None or not hasattr(added, "lc"):
        return
    line, col = added.lc.item(i)
    if not hasattr(result, KEYS):
        try:
            setattr(result, KEYS, {})
        except AttributeError:  # a plain list keeps no positions
            return
    getattr(result, KEYS)[index] = (origin, line + 1, col + 1)


def card_ids(doc: Any) -> list[str]:
    cards = doc.get("cards") if isinstance(doc, dict) else None
    return [str(c["id"]) for c in cards if isinstance(c, dict) and "id" in c] if isinstance(cards, list) else []


def _unknown(overlays: list[dict[str, Any]], section: str, known: Collection[str], game_path: Path,
             said: Callable[[str, Phrase | str], Phrase]) -> list[DataProblem]:
    problems = []
    for overlay in overlays:
        changes = overlay.get(section) or {}
        for key in changes if isinstance(changes, dict) else ():
            if key not in known:
                problems.append(problem_at_key(str(game_path), overlay, (section, key),
                                               said(str(key), did_you_mean(str(key), known))))
    return problems


def unknown_cards(overlays: list[dict[str, Any]], ids: set[str], game_path: Path) -> list[DataProblem]:
    """A change to a card the game does not have would do nothing: it is a typo, and said so where it is."""
    return _unknown(overlays, "cards", ids, game_path, lambda key, hint: Phrase(
        "changes card {id!r}, which the game does not have{hint}", id=key, hint=hint))


def unknown_text_files(overlays: list[dict[str, Any]], names: list[str], game_path: Path) -> list[DataProblem]:
    """A change to the texts of a file the game does not have would do nothing: a typo, said where it is."""
    return _unknown(overlays, "texts", names, game_path, lambda key, hint: Phrase(
        "changes the texts of {name!r}, a file the game does not have{hint}", name=key, hint=hint))


def told_wrong_change(path: Path, section: str, exc: WrongChange, index: int, problems: list[DataProblem]) -> None:
    """A change of the wrong shape: told where a mod's file wrote it, else (a plugin's overlay, which has no
    file) raised again for the loader's caller to name the plugin."""
    exc.where.insert(0, section)
    if not hasattr(exc.by_id, ORIGIN):
        exc.index = index
        raise exc
    problems.append(problem_at_key(str(path), exc.by_id, (exc.item_id,), "{where}: a mapping of the fields to change, "
                                   "or null to remove the item", where=".".join(exc.where)))


def overlaid(path: Path, doc: Any, overlays: list[dict[str, Any]], problems: list[DataProblem],
             section: str) -> Any:
    for index, overlay in enumerate(overlays):
        found = Mistakes() if hasattr(overlay, ORIGIN) else None
        try:
            doc = merge(doc, overlay, found)
        except WrongChange as exc:
            told_wrong_change(path, section, exc, index, problems)
        except UnknownItems as exc:
            told_unknown_items(path, exc, problems)
        if found is not None:
            for wrong in found.wrong:
                told_wrong_change(path, section, wrong, index, problems)
            for unknown in found.unknown:
                told_unknown_items(path, unknown, problems)
    return doc


def told_unknown_items(path: Path, exc: UnknownItems, problems: list[DataProblem]) -> None:
    known = [str(item["id"]) for item in exc.items]
    for item_id in exc.ids:
        problems.append(problem_at_key(str(path), exc.by_id, (item_id,), "changes {id!r}, which {file} does not "
                                       "have{hint}", id=item_id, file=path.name, hint=did_you_mean(item_id, known)))


def with_additions(path: Path, doc: Any, overlays: list[dict[str, Any]], section: str,
                   problems: list[DataProblem]) -> Any:
    """``doc`` with what the overlays' ``add`` section brings to it: new items, new entries."""
    for overlay in overlays:
        additions = (overlay.get("add") or {}).get(section)
        if not isinstance(additions, dict) or not isinstance(doc, dict):
            continue
        try:
            doc = add_new(doc, additions)
        except AlreadyThere as exc:
            for key, where, name in exc.names:
                problems.append(problem_at_key(str(path), exc.additions, (key, where),
                                               "adds {name!r} to {key}, which {file} has already: change it instead",
                                               name=name, key=key, file=path.name))
    return doc
