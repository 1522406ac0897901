"""Data files validated so that one load names every mistake: a document's problems collected instead
of raised, a cards file card by card, and every card's special action checked to have a sentence.

A malformed card is left out so that the others are still compiled and checked. A special action no
sentence describes is named with the entry to add to the texts.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..errors import DataProblem, Phrase, Verbatim
from .cardsig import missing_texts, signature
from .models import CardsFile, CardSpec
from .text_models import TextsFile
from .yamlio import located, plain, problem_at_key, problems_from


def validated(path: Path, model: Any, doc: Any, problems: list[DataProblem]) -> tuple[Any, Any]:
    """A document already read, validated as ``model``, and the document: the model is ``None`` when the
    document is not valid, its problems then added to ``problems``."""
    try:
        return model.model_validate(plain(doc)), doc
    except ValidationError as exc:
        problems.extend(problems_from(exc, doc, str(path), model=model))
        return None, doc


def validated_in_part(path: Path, model: Any, doc: Any) -> tuple[Any, list[DataProblem]]:
    """A document validated as ``model`` with its problems; when it is not valid, the model of what is
    left once the top-level fields with a mistake are taken out (they get their defaults), so that what
    depends on the fields that are right can still be checked in the same run: ``None`` when that is
    not valid either (a required field is wrong)."""
    try:
        return model.model_validate(plain(doc)), []
    except ValidationError as exc:
        problems = problems_from(exc, doc, str(path), model=model)
        wrong = {err["loc"][0] for err in exc.errors() if err["loc"]}
    raw = plain(doc)
    if not isinstance(raw, dict) or not wrong:
        return None, problems
    try:
        return model.model_validate({key: value for key, value in raw.items() if key not in wrong}), problems
    except ValidationError:
        return None, problems


def valid_cards(path: Path, doc: Any, problems: list[DataProblem], malformed: list[DataProblem],
                programs: list[tuple[int, list[dict[str, Any]]]]) -> tuple[CardsFile | None, list[int]]:
    """A cards file validated card by card, and the position in the file of each card it keeps: a card
    that is not well formed is left out, its problems added to ``problems`` and to ``malformed``, and
    its special action (if it is a list of instructions) to ``programs`` with the card's position."""
    raw = plain(doc)
    entries = raw.get("cards") if isinstance(raw, dict) else None
    if not isinstance(entries, list):
        cards_file, _ = validated(path, CardsFile, doc, problems)
        return cards_file, list(range(len(cards_file.cards))) if cards_file else []
    shell: CardsFile | None = None
    try:
        shell = CardsFile.model_validate({**raw, "cards": []})
    except ValidationError as exc:
        problems.extend(problems_from(exc, doc, str(path), model=CardsFile))
    kept: list[CardSpec] = []
    positions: list[int] = []
    for i, entry in enumerate(entries):
        try:
            kept.append(CardSpec.model_validate(entry))
            positions.append(i)
        except ValidationError as exc:
            found = problems_from(exc, doc, str(path), ("cards", i), model=CardSpec)
            problems.extend(found)
            malformed.extend(found)
            special = entry.get("special") if isinstance(entry, dict) else None
            if isinstance(special, list) and all(isinstance(step, dict) for step in special):
                # the program is checked all the same: its mistakes are named in the same run
                programs.append((i, special))
    if shell is None:
        return None, []
    return shell.model_copy(update={"cards": kept}), positions


def undescribed(cards: dict[str, CardSpec], texts: TextsFile, card_docs: dict[str, tuple[Path, Any, int]],
                added: dict[str, list[Path]], game_texts: list[str],
                doubtful: Iterable[DataProblem] = ()) -> list[DataProblem]:
    """A problem for each special action no sentence describes, at the first card doing it (``card_docs``:
    where each card stands), naming the files its sentence belongs in and the entry to add there. A card
    with any of the ``doubtful`` problems inside it is passed over: a misspelt name in its program
    would make it look like a program of its own, one that no sentence could describe."""
    flawed = _cards_with_problems(card_docs, doubtful)
    problems: list[DataProblem] = []
    for described in missing_texts([c for c in cards.values() if c.id not in flawed], texts.specials).values():
        path, doc, i = card_docs[described[0]]
        # a program a mod wrote (a card it adds, or the new program its changes give a game's card) is
        # described in the mod's own texts: the game's files are not the mod's to edit
        written_in = located(doc, ("cards", i, "special"), str(path))[0]
        by_mod = path in added.get("cards", []) or written_in != str(path)
        files = (", ".join(p.name for p in added.get("texts", [])) or Phrase("a texts file listed under 'texts' in "
                                                                            "mod.yaml")) if by_mod \
            else ", ".join(game_texts)
        problems.append(problem_at_key(path, doc, ("cards", i, "special"),
                                       "card {card!r}: no sentence describes this special action; add an entry "
                                       "with this program under 'specials' in {files}: {key}",
                                       card=described[0], files=files,
                                       key=Verbatim(_entry(cards[described[0]].special))))
    return problems


def _cards_with_problems(card_docs: dict[str, tuple[Path, Any, int]], problems: Iterable[DataProblem]) -> set[str]:
    """The cards a problem stands inside: at the place of a part of the card, in its own file or in the
    file that changed that part (a mod's changes to a game's card)."""
    at = {(str(p.path), p.line, p.column) for p in problems}
    if not at:
        return set()
    return {card_id for card_id, (path, doc, i) in card_docs.items()
            if any(place in at for place in _places(doc, ("cards", i), doc["cards"][i], str(path)))}


def _places(doc: Any, loc: tuple[Any, ...], node: Any, path: str) -> Iterator[tuple[str, int, int]]:
    """Where each part of ``node`` (at ``loc`` of ``doc``) stands, as a problem with it is placed."""
    yield located(doc, loc, path)
    parts = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, value in parts:
        yield from _places(doc, (*loc, key), value, path)


def _entry(program: list[dict[str, Any]]) -> str:
    """The start of a 'specials' entry for ``program``, to paste into a texts file as it is: the program
    written as flow YAML (JSON is that too), then the sentence's placeholders (its numbers)."""
    _, numbers = signature(program)
    placeholders = " ".join("{" + name + "}" for name in numbers)
    written = json.dumps(program, ensure_ascii=False, separators=(", ", ": "))
    return f"- does: {written}" + (f"  # one: ... {placeholders}" if placeholders else "  # one: ...")
