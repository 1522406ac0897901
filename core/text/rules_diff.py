"""What an edition, variants and house rules change, compared with the default rules.

Everything shown is read from the two loaded rulesets, so the list can never disagree with the game:
options whose value differs, cards added, removed or changed, and board areas added, removed or whose
data changed. Each changed field holds its ``default`` value and its ``value`` in force.

An option's value is said by the game's sentence for that very value (option texts: ``name=<value as
JSON>``), else by the game's message ``option-value:<name>``, whose ``{value}`` is the value worded (ids
named, lists joined) and whose plural follows the number, or how many items a list holds (``{n}``);
else by the option's name and value, saying that no sentence describes it.

A starting variable a player count sets (``players.yaml``) is said by the game's message
``count-var:<name>:<value>`` (for a number or a word) or ``count-var:<name>``, whose ``{value}`` is the
value worded (ids named, lists joined) and whose plural follows the number, or how many items a list
holds; a variable with neither is shown by its name and value.
"""

from __future__ import annotations

import json
from typing import Any

from ..data.compiled import Ruleset
from .i18n import Texts
from .names import Names, join_list
from .wording import Wording


def option_key(name: str, value: Any) -> str:
    """The key of an option value's sentence: ``name=value`` with the value as JSON."""
    return f"{name}={json.dumps(value, ensure_ascii=False)}"


def option_sentence(ruleset: Ruleset, texts: Texts, name: str, value: Any) -> str:
    """What ``value`` of the option ``name`` means, in the game's words (see the module's text)."""
    sentence = ruleset.texts.options.get(option_key(name, value))
    if sentence is not None:
        return texts.tp("option", sentence)
    words = Wording(ruleset, texts, [])
    worded = words.message(f"option-value:{name}", _number(value), value=words.thing(value))
    if worded is not None:
        return worded
    return texts.t("{option} is {value} (no sentence describes this value)", option=name,
                   value=json.dumps(value, ensure_ascii=False))


def _number(value: Any) -> int:
    """The number a value's message takes its plural from: the value's own, or how many items it holds."""
    return value if type(value) is int else len(value) if isinstance(value, list | dict) else 1


def _options(ruleset: Ruleset, players: int | None) -> dict[str, Any]:
    return ruleset.options | (ruleset.count_settings(players)["options"] if players else {})


def _changed_fields(old: dict[str, Any], new: dict[str, Any], skip: tuple[str, ...] = ("id",)) -> dict[str, Any]:
    return {key: {"default": old.get(key), "value": new.get(key)}
            for key in sorted(set(old) | set(new)) if key not in skip and old.get(key) != new.get(key)}


def _named(fields: dict[str, Any], old: str, new: str) -> dict[str, Any]:
    """``fields`` with a changed name given as the reader reads it (each ruleset's translation)."""
    if "name" in fields:
        fields["name"] = {"default": old, "value": new}
    return fields


def _neighbours_named(fields: dict[str, Any], old: Names, new: Names) -> dict[str, Any]:
    """``fields`` with changed neighbours given as the areas' names (each ruleset's)."""
    if "adjacent" in fields:
        change = fields["adjacent"]
        fields["adjacent"] = {"default": [old.area(a) for a in change["default"] or []],
                              "value": [new.area(a) for a in change["value"] or []]}
    return fields


def rules_diff(base: Ruleset, ruleset: Ruleset, texts: Texts, players: int | None = None) -> dict[str, Any]:
    """The differences between ``base`` (the default rules) and ``ruleset``, as plain data with texts."""
    names, old_names = Names(ruleset, texts), Names(base, texts)
    old_options, new_options = _options(base, players), _options(ruleset, players)
    options = [{"option": key, "default": old_options.get(key), "value": new_options.get(key),
                "text": option_sentence(ruleset, texts, key, new_options.get(key))}
               for key in sorted(set(old_options) | set(new_options)) if old_options.get(key) != new_options.get(key)]
    old_cards = {i: c.model_dump() for i, c in base.cards.items()}
    new_cards = {i: c.model_dump() for i, c in ruleset.cards.items()}
    cards = {
        "added": [{"id": i, "name": names.card(i), "copies": new_cards[i]["copies"]}
                  for i in new_cards if i not in old_cards],
        "removed": [{"id": i, "name": old_names.card(i), "copies": old_cards[i]["copies"]}
                    for i in old_cards if i not in new_cards],
        "changed": [{"id": i, "name": names.card(i), "fields": _named(fields, old_names.card(i), names.card(i))}
                    for i in new_cards if i in old_cards
                    for fields in [_changed_fields(old_cards[i], new_cards[i])] if fields],
    }
    old_areas = {a.id: a.model_dump() for a in base.board.areas}
    new_areas = {a.id: a.model_dump() for a in ruleset.board.areas}
    board = [{"area": i, "name": names.area(i),
              "fields": _neighbours_named(_named(_changed_fields(old_areas[i], new_areas[i]), old_names.area(i),
                                                 names.area(i)), old_names, names)}
             for i in old_areas if i in new_areas and old_areas[i] != new_areas[i]]
    areas = {
        "added": [{"id": i, "name": names.area(i), "values": new_areas[i]["values"],
                   "neighbours": [names.area(n) for n in new_areas[i]["adjacent"]]}
                  for i in new_areas if i not in old_areas],
        "removed": [{"id": i, "name": old_names.area(i)} for i in old_areas if i not in new_areas],
    }
    return {"options": options, "cards": cards, "board": board, "areas": areas,
            "player_count": _player_count(base, ruleset, texts, players)}


def _player_count(base: Ruleset, ruleset: Ruleset, texts: Texts, players: int | None) -> dict[str, Any] | None:
    """What playing with ``players`` changes against the rules as written for a full table: the ranks
    that score, option values and starting variables (``None`` without a count or with no change)."""
    if players is None:
        return None
    settings = ruleset.count_settings(players)
    options = [{"option": key, "value": value, "written": base.options.get(key),
                "text": option_sentence(ruleset, texts, key, value)}
               for key, value in sorted(settings["options"].items()) if base.options.get(key) != value]
    starting = {name: value for name, value in sorted(settings["vars"].items()) if base.game.vars.get(name) != value}
    if settings["rank_limit"] is None and not options and not starting:
        return None
    words = Wording(ruleset, texts, [])
    sentences = {name: text for name, value in starting.items() if (text := count_var_sentence(words, name, value))}
    return {"players": players, "rank_limit": settings["rank_limit"], "options": options, "vars": starting,
            "var_texts": sentences}


def count_var_sentence(words: Wording, name: str, value: Any) -> str | None:
    """The game's sentence for a starting variable a player count sets (see the module's text), or None."""
    return words.message(words.key_for(f"count-var:{name}", value), _number(value), value=words.thing(value))


def _value(value: Any, texts: Texts) -> str:
    if value == []:
        return texts.t("none")
    if isinstance(value, list) and all(isinstance(v, int) for v in value):
        return "/".join(str(v) for v in value)
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return join_list(texts, value)
    return json.dumps(value, ensure_ascii=False)


def _field(texts: Texts, key: str) -> str:
    """A data field's name for people; an unknown field (a mod's) shows as it is written."""
    labels = {"values": texts.tp("field", "values"), "copies": texts.tp("field", "copies"),
              "special": texts.tp("field", "special action"), "name": texts.tp("field", "name"),
              "adjacent": texts.tp("field", "neighbours"), "deck": texts.tp("field", "deck"),
              "tags": texts.tp("field", "tags"), "note": texts.tp("field", "note")}
    return labels.get(key, key)


def render(diff: dict[str, Any], texts: Texts) -> list[str]:
    """The diff as lines of text in the chosen language."""
    lines = [texts.t("Option: {text}", text=o["text"]) for o in diff["options"]]
    count = diff.get("player_count")
    if count:
        players = count["players"]
        if count["rank_limit"] is not None:
            lines.append(texts.tn("With {players} players, only first place scores in a scoring.",
                                  "With {players} players, only the first {limit} places score in a scoring.",
                                  count["rank_limit"], players=players, limit=count["rank_limit"]))
        lines += [texts.t("With {players} players: {text}", players=players, text=o["text"])
                  for o in count["options"]]
        worded = count.get("var_texts", {})
        lines += [texts.t("With {players} players: {text}", players=players, text=worded[name]) if name in worded
                  else texts.t("With {players} players, {name} starts at {value}", players=players, name=name,
                               value=_value(value, texts)) for name, value in count["vars"].items()]
    cards = diff["cards"]
    lines += [texts.tn("Card added: {name} ({copies} copy) [{id}]", "Card added: {name} ({copies} copies) [{id}]",
                       c["copies"], name=c["name"], copies=c["copies"], id=c["id"]) for c in cards["added"]]
    lines += [texts.tn("Card removed: {name} ({copies} copy) [{id}]",
                       "Card removed: {name} ({copies} copies) [{id}]",
                       c["copies"], name=c["name"], copies=c["copies"], id=c["id"]) for c in cards["removed"]]
    for card in cards["changed"]:
        for key, change in card["fields"].items():
            lines.append(texts.t("Card changed: {name} [{id}]: {field} {old} → {new}", name=card["name"],
                                 id=card["id"], field=_field(texts, key), old=_value(change["default"], texts),
                                 new=_value(change["value"], texts)))
    areas = diff["areas"]
    # an area that pays no rank has no values to tell
    lines += [texts.t("Area added: {name} [{id}], next to {neighbours}, scoring {values}", name=a["name"], id=a["id"],
                      neighbours=join_list(texts, a["neighbours"]), values=_value(a["values"], texts))
              if a["values"] else texts.t("Area added: {name} [{id}], next to {neighbours}", name=a["name"],
                                          id=a["id"], neighbours=join_list(texts, a["neighbours"]))
              for a in areas["added"]]
    lines += [texts.t("Area removed: {name} [{id}]", name=a["name"], id=a["id"]) for a in areas["removed"]]
    for area in diff["board"]:
        for key, change in area["fields"].items():
            lines.append(texts.t("Board: {area}: {field} {old} → {new}", area=area["name"], field=_field(texts, key),
                                 old=_value(change["default"], texts), new=_value(change["value"], texts)))
    return lines or [nothing_differs(texts)]


def nothing_differs(texts: Texts) -> str:
    return texts.t("Nothing differs from the default rules.")
