"""Which edition a game is played in: the one named, else the game's default one, if it has one.

The default belongs to the game: an edition plugin declares itself its game's default with ``default:
True`` in its plugin info (as a game plugin does among games). A game without editions, or whose
editions declare no default, is played with none; nothing of one game's editions touches another game.
A save records only the edition named (``setup["edition"]``, None when none was), so it loads under the
default in force.
"""

from __future__ import annotations

from collections.abc import Iterable

import pluggy

from .errors import PluginError
from .plugins import Selection, active_infos, check_conflicts, discover, register


def _defaults(game: str, blocked: Iterable[str]) -> list[str]:
    return sorted(n for n, i in discover(blocked).items() if i.kind == "edition" and i.game == game and i.default)


def default_edition(game: str, blocked: Iterable[str] = ()) -> str | None:
    """The edition ``game`` is played in when none is named: the one of its editions whose plugin declares
    itself the default. None for a game without editions, or whose editions declare no default."""
    defaults = _defaults(game, blocked)
    if len(defaults) > 1:
        # playing either would quietly depend on which plugins happen to be installed; the words fit every
        # way of naming one (--edition, a Selection, the web form's list of editions)
        raise PluginError("{game!r} has more than one default edition ({editions}): choose the edition to play",
                          game=game, editions=", ".join(defaults))
    return defaults[0] if defaults else None


def default_rules(game: str, blocked: Iterable[str] = ()) -> Selection:
    """The selection of ``game``'s default rules, which a selection's changes are told against: nothing
    named, so its default edition. When several of its editions claim to be the default there are no
    default rules: the game as its own data has it (none of those editions) stands in for them, so that
    what a named edition changes can still be told."""
    defaults = _defaults(game, blocked)
    return Selection(blocked=(*blocked, *defaults) if len(defaults) > 1 else tuple(blocked))


def edition_of(selection: Selection, game: str) -> str | None:
    """The edition ``selection`` plays ``game`` in: the one it names, else the game's default."""
    return selection.edition or default_edition(game, selection.blocked)


def in_force(selection: Selection, game: str) -> list[str]:
    """The names of the edition, variants and house rules ``selection`` puts in force for ``game``."""
    edition = edition_of(selection, game)
    return [*([edition] if edition else []), *selection.variants, *selection.house_rules]


def add_default_edition(pm: pluggy.PluginManager, selection: Selection, game: str) -> None:
    """Register ``game``'s default edition in ``pm`` (made by :func:`regla.plugins.make_manager` for
    ``selection``) when the selection names no edition, checked against the plugins registered already."""
    name = None if selection.edition else default_edition(game, selection.blocked)
    if name is not None:
        info = discover(selection.blocked)[name]
        check_conflicts([*active_infos(pm), info])
        register(pm, [info])
