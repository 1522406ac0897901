"""``regla mod new``: a working mod to start from, passing ``regla mod check`` and ``regla mod test`` as made.

Its one card copies one of the game's own cards under a new id and name (its program, so the sentence
describing its special action is the game's own; or, in a game whose cards are only properties, those),
so the scaffold works for any installed game.

Its prose (the README, the comments, the card's and the test's names, the description) is in the language
asked for, from the catalogue; the files' keys and ids stay as the schemas name them.
"""

from __future__ import annotations

import io
import re
from collections import Counter
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

from ..api import default_game, load
from ..data import schemas
from ..data.compiled import Ruleset
from ..data.files import new_folder
from ..data.models import ID_PATTERN
from ..data.modfiles import MANIFEST
from ..editions import default_rules
from ..engine.values import plain
from ..errors import UserError, Verbatim, cannot_write
from ..text.decisions import ruleset_texts
from ..text.i18n import Texts

SCHEMAS = "schemas"


def mod_id_for(name: str) -> str:
    """The id a mod folder's name gives: lowercase, runs of other characters turned into '-'."""
    mod_id = re.sub(r"[^a-z0-9_]+", "-", name.lower()).strip("-")
    if not re.match(ID_PATTERN, mod_id):
        raise UserError("{name!r} gives no usable mod id: use letters, digits and '-'", name=name)
    return mod_id


def copied_card(template: Any, card_id: str, name: str) -> dict[str, Any]:
    """One of the game's cards under a new id and name: same deck, tags, properties and program (so the
    same sentence); what the template leaves to its deck is left to it here too."""
    card: dict[str, Any] = {"id": card_id, "deck": template.deck, "name": name}
    if template.tags:
        card["tags"] = list(template.tags)
    if template.props:
        card["props"] = plain(template.props)
    if template.special:
        card["special"] = [dict(step) for step in template.special]
    return card


def template_cards(ruleset: Ruleset) -> list[Any]:
    """The cards a new card is best copied from: those with a special action; in a game whose cards are
    only properties (buildings with costs and slots), those of its biggest deck, where one more card is
    least out of place."""
    cards = list(ruleset.cards.values())
    acting = [card for card in cards if card.special]
    if acting or not cards:
        return acting
    sizes: Counter[str] = Counter()
    for card in cards:
        sizes[card.deck] += card.copies
    biggest = max(sizes.values())
    return [card for card in cards if sizes[card.deck] == biggest]


def yaml_text(data: Any) -> str:
    yaml = YAML(typ="rt")
    yaml.default_flow_style = None  # innermost lists and mappings on one line, as the game's own files are
    yaml.width = 100
    buffer = io.StringIO()
    yaml.dump(data, buffer)
    return buffer.getvalue()


def new_mod(folder: Path, game: str | None = None, locale: str | None = None) -> list[Path]:
    """Write a new mod into ``folder`` (which must not exist yet), whole or not at all, its prose in
    ``locale`` (None: the environment's language); the files written."""
    if folder.exists():
        raise UserError("{path} exists already: choose a new folder for the mod", path=Verbatim(folder))
    mod_id = mod_id_for(folder.name)
    # a mod is written for the game, whichever of its editions is the default
    game = game or default_game()
    ruleset = load(game, default_rules(game))
    templates = template_cards(ruleset)
    if not templates:
        raise UserError("the game {game!r} has no cards to start a mod from", game=ruleset.id)
    # the files' own text: no isolating marks, whatever the language's direction
    texts = ruleset_texts(ruleset, locale, "none")[0]
    template = templates[0]
    card_id = f"{mod_id}-card"
    title = folder.name.replace("-", " ").replace("_", " ").strip().capitalize() or mod_id
    card = copied_card(template, card_id, texts.t("{title}: first card", title=title))
    if template.special:
        about = texts.t("The mod's cards. This one starts as a copy of {card!r} of the game: change its\nname and "
                        "special action, then run `regla mod check` on the mod's folder.", card=template.id)
    else:
        about = texts.t("The mod's cards. This one starts as a copy of {card!r} of the game: change its\nname and "
                        "properties, then run `regla mod check` on the mod's folder.", card=template.id)
    scenario = texts.t("Seeded games played by random bots; every expression must hold at the end.")
    files = {
        MANIFEST: f"# yaml-language-server: $schema={SCHEMAS}/mod.schema.json\n" + yaml_text({
            "id": mod_id, "name": title, "version": "0.1.0", "regla": ">=0.1", "game": ruleset.id,
            "description": texts.t("{title}: new cards for {game}", title=title,
                                   game=texts.raw("game", ruleset.game.name)),
            "cards": ["cards.yaml"]}),
        "cards.yaml": (f"# yaml-language-server: $schema={SCHEMAS}/cards.schema.json\n" + _comment(about)
                       + yaml_text({"cards": [card]})),
        "tests/first-card.yaml": (f"# yaml-language-server: $schema=../{SCHEMAS}/scenario.schema.json\n"
                                  + _comment(scenario)
                                  + yaml_text({"name": texts.t("the new card is in its deck"), "seed": 1,
                                               "games": 5, "players": ruleset.game.min_players,
                                               "expect": [f"'{card_id}' in cards_in('{template.deck}')"]})),
        "README.md": _readme(texts, mod_id, title, ruleset.id),
    }
    # the mod is made beside its folder and put in place whole: a full disk leaves no half of a mod that
    # `mod check` might pass, nor a folder that stops the next `mod new` from starting again
    try:
        with new_folder(folder) as draft:
            for name, text in files.items():
                (draft / name).parent.mkdir(exist_ok=True)
                (draft / name).write_text(text, encoding="utf-8")
            made = [path.relative_to(draft) for path in schemas.write(draft / SCHEMAS)]
    except OSError as exc:
        raise cannot_write(folder, exc) from None
    return [*(folder / name for name in files), *(folder / name for name in made)]


def _comment(text: str) -> str:
    """``text`` as YAML comment lines, broken where its translation breaks it."""
    return "".join(f"# {line}".rstrip() + "\n" for line in text.split("\n"))


def _readme(texts: Texts, mod_id: str, title: str, game: str) -> str:
    commands = [("regla mod check .", texts.t("validate every file, with positions and suggestions")),
                ("regla mod test . --games 200", texts.t("play seeded games with the mod and run tests/*.yaml")),
                ("regla play --mod .", texts.t("play it")),
                ("regla mod pack .", texts.t("write {archive} to share", archive=f"{mod_id}-<version>.zip"))]
    width = max(len(command) for command, _ in commands)
    shown = "\n".join(f"    {command.ljust(width)} # {what}" for command, what in commands)
    files = texts.t("Files: {manifest} (who the mod is and what it brings), {cards} (its cards), {tests} "
                    "(scenarios),\n{schemas} (JSON Schemas: an editor with the YAML extension completes and checks "
                    "the files with them).", manifest="`mod.yaml`", cards="`cards.yaml`", tests="`tests/`",
                    schemas="`schemas/`")
    about = texts.t("A mod for the game {game} of regla.", game=f"`{game}`")
    return f"# {title}\n\n{about}\n\n{shown}\n\n{files}\n"
