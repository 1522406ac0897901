"""What a plugin says of itself (its ``regla_plugin_info``), checked field by field: a plugin that describes
itself wrongly is named in one line, never misread (a ``conflicts`` text would be read letter by letter,
a misspelt field quietly ignored)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..errors import Phrase, PluginError, Verbatim, clipped, did_you_mean
from ..hookresults import check_returned

KINDS = ("game", "edition", "variant", "house-rule", "mod", "other")
KIND_WORDS = {"game": Phrase("game"), "edition": Phrase("edition"), "variant": Phrase("variant"),
              "house-rule": Phrase("house rule"), "mod": Phrase("mod"), "other": Phrase("plugin")}
SELECTABLE = ("edition", "variant", "house-rule", "mod")


@dataclass(frozen=True)
class PluginInfo:
    name: str
    kind: str
    description: str
    package: str
    game: str | None = None
    conflicts: tuple[str, ...] = ()
    default: bool = False
    obj: Any = field(default=None, compare=False, repr=False)
    phrase: Phrase | None = field(default=None, compare=False, repr=False)
    """The description as a message of regla's own catalogue, when the plugin gave one (a built-in plugin
    of no game): it is then said in the reader's language."""


def _text(value: Any) -> bool:
    return isinstance(value, str | Phrase)


def _names(value: Any) -> bool:
    return isinstance(value, list | tuple) and all(isinstance(v, str) for v in value)


# each field a plugin may describe itself with: whether a value fits, and what it must be
FIELDS: dict[str, tuple[Callable[[Any], bool], Phrase]] = {
    "kind": (lambda v: isinstance(v, str) and v in KINDS, Phrase("one of {kinds}", kinds=", ".join(KINDS))),
    "description": (_text, Phrase("a text")),
    "game": (lambda v: v is None or isinstance(v, str), Phrase("the id of a game, or None")),
    "conflicts": (_names, Phrase("a list of plugin names")),
    "default": (lambda v: isinstance(v, bool), Phrase("True or False")),
}


def _checked(name: str, package: str, info: dict[str, Any]) -> dict[str, Any]:
    """``info`` when every field is one the hookspec knows, of the kind it documents."""
    for key, value in info.items():
        if key not in FIELDS:
            raise PluginError("plugin {name!r} ({package}), regla_plugin_info: unknown field {key!r} (known: "
                              "{known}){hint}", name=name, package=package, key=key, known=", ".join(FIELDS),
                              hint=did_you_mean(key, FIELDS))
        fits, expected = FIELDS[key]
        if not fits(value):
            raise PluginError("plugin {name!r} ({package}), regla_plugin_info: {key} must be {expected}, not "
                              "{value}", name=name, package=package, key=Verbatim(key), expected=expected,
                              value=Verbatim(clipped(value)))
    return info


def describe(name: str, obj: Any, package: str) -> PluginInfo:
    """What the plugin ``obj`` says of itself, checked; a plugin that says nothing is of kind ``other``."""
    info_fn = getattr(obj, "regla_plugin_info", None)
    try:
        info = info_fn() if info_fn else None
    except (Exception, SystemExit) as exc:  # a plugin calling sys.exit() is a failure of its own
        raise PluginError("plugin {name!r} ({package}) failed to describe itself: {reason}", name=name,
                          package=package, reason=str(exc)) from None
    info = _checked(name, package, check_returned(name, "regla_plugin_info", info) or {})
    description = info.get("description", "")
    return PluginInfo(name, info.get("kind", "other"), str(description), package, info.get("game"),
                      tuple(info.get("conflicts", ())), info.get("default", False), obj,
                      description if isinstance(description, Phrase) else None)
