"""What a game records of the files it was played with (mods and house-rule files), and the check that
a saved game is loaded with exactly those files again: the same ids with the same content."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import NOTHING, Phrase, UserError, Verbatim
from .plugins import Selection, selected_mods


@dataclass(frozen=True)
class Files:
    """Files a saved game or record is loaded with: mod paths or ids, house-rule files, and whether the
    mods' Python plugins may run; and the installed plugins left out (``blocked``: one that fails to load
    would otherwise stop every save from loading)."""

    mods: tuple[str, ...] = ()
    house_rule_files: tuple[str, ...] = ()
    allow_code: bool = False
    blocked: tuple[str, ...] = ()


NO_FILES = Files()


def file_hash(path: str) -> str:
    try:
        return "sha256:" + hashlib.sha256(Path(path).read_bytes()).hexdigest()[:32]
    except OSError:
        return ""  # reported as missing by the plugin loader, with its reason


def stamps(selection: Selection) -> dict[str, Any]:
    """The setup entries naming a selection's mods and house-rule files by id, version and content hash
    (none for a game without them, so such games keep the setup they always had)."""
    found: dict[str, Any] = {}
    mods = selected_mods(selection)
    if mods:
        found["mods"] = [mod.stamp() for mod in mods]
    if selection.house_rule_files:
        found["house_rule_files"] = [{"id": Path(p).stem, "hash": file_hash(p)} for p in selection.house_rule_files]
    return found


def check_stamps(setup: dict[str, Any], selection: Selection) -> None:
    """Refuse a saved game whose mods or house-rule files are missing, extra or changed, naming which."""
    given = stamps(selection)
    for key, label in (("mods", Phrase("mod")), ("house_rule_files", Phrase("house rule file"))):
        entries = setup.get(key, [])
        for i, entry in enumerate(entries):
            if not isinstance(entry, dict) or type(entry.get("id")) is not str:
                raise UserError("setup.{key}.{i}: an entry without the id of what the game was played with",
                                key=Verbatim(key), i=i)
        saved = {s["id"]: s for s in entries}
        now = {s["id"]: s for s in given.get(key, [])}
        for name, stamp in saved.items():
            option = "--mod PATH" if key == "mods" else "--house-rule FILE.py"
            if name not in now and "version" in stamp:
                raise UserError("this game was played with the {label} {name!r} (version {version}); give it again "
                                "({option})", label=label, name=name, version=stamp["version"], option=option)
            if name not in now:
                # a house-rule file has no version: its name and contents are all a save knows of it
                raise UserError("this game was played with the {label} {name!r}; give it again ({option})",
                                label=label, name=name, option=option)
            if now[name].get("hash") == stamp.get("hash"):
                continue
            if "version" in stamp and now[name].get("version") != stamp["version"]:
                raise UserError("the {label} {name!r} has changed since this game was saved (saved with version "
                                "{saved}, now {version}): load it with the files it was played with", label=label,
                                name=name, saved=stamp["version"], version=now[name].get("version"))
            raise UserError("the {label} {name!r} has changed since this game was saved: its contents are not those "
                            "it was played with; load it with the files it was played with", label=label, name=name)
        extra = sorted(set(now) - set(saved))
        if extra:
            raise UserError("this game was not played with the {label} {name!r}; leave it out (it was played with: "
                            "{used})", label=label, name=extra[0], used=", ".join(sorted(saved)) or NOTHING)
