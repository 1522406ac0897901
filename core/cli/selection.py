"""The options that choose what is played (an edition, variants, house rules, mods, plugins left out)
and the selection they make, for every command that sets up a game or loads a saved one."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any, TypeVar

import click

from ..api import default_game, game_of_mods
from ..editions import default_edition
from ..errors import ReglaError, Verbatim
from ..mods.plugin import find_mod, installed_mods, mods_from_environment
from ..mods.source import Mod
from ..plugins import Selection, discover, make_manager
from ..stamps import Files
from .language import given_value, t

F = TypeVar("F", bound=Callable[..., Any])

EDITION_HELP = "Edition (default: {edition})."


class EditionOption(click.Option):
    """``--edition``, whose help names the edition played when none is named: the default edition of the
    command line's game (``--game``, else the default game), or, where a file decides the game, whichever
    is that game's."""

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        record = super().get_help_record(ctx)
        return record and (record[0], self._default_said(ctx))

    @staticmethod
    def _default_said(ctx: click.Context) -> str:
        whose = t("Edition (default: the game's default edition, if it has one).")
        if not any(param.name == "game_id" for param in ctx.command.params):
            return whose
        try:
            edition = default_edition(given_value(ctx, "--game") or default_game())
        except ReglaError:
            # the help is shown whatever the plugins; what is wrong with them is told when the command runs
            return whose
        # an edition is a name typed as it is, as a command is: it reads left to right in any language
        return t(EDITION_HELP, edition=Verbatim(edition)) if edition else t("Edition (default: none).")


def _remember(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    ctx.meta[f"regla.{param.name}"] = value
    return value


def selection_options(fn: F) -> F:
    """--edition, --variant, --house-rule (repeatable; a name or a ./file.py), --block-plugin, and --mod
    with --allow-code (kept in the context: :func:`make_selection` and :func:`game_files` read them)."""
    decorators = [
        click.option("--edition", default=None, metavar="NAME", help=EDITION_HELP, cls=EditionOption),
        click.option("--variant", "variants", multiple=True, metavar="NAME", help="Variant; repeatable."),
        click.option("--house-rule", "house_rules", multiple=True, metavar="NAME|FILE.py",
                     help="House rule by name or from a Python file; repeatable."),
        block_option(expose=True),
        mod_options,
    ]
    for decorator in reversed(decorators):
        fn = decorator(fn)
    return fn


def block_option(expose: bool = False) -> Callable[[F], F]:
    """--block-plugin (repeatable), kept in the context for :func:`game_files` too: a save is loaded
    without the plugins it names, as a new game is."""
    return click.option("--block-plugin", "blocked", multiple=True, metavar="NAME", expose_value=expose,
                        callback=_remember, help="Do not load this installed plugin; repeatable.")


def mod_options(fn: F) -> F:
    """--mod (repeatable) and --allow-code, kept in the context for :func:`game_files`."""
    fn = click.option("--allow-code", is_flag=True, expose_value=False, callback=_remember,
                      help="Let mods given by path run their Python plugins.")(fn)
    return click.option("--mod", "mods", multiple=True, metavar="PATH|ID", expose_value=False, callback=_remember,
                        help="Play with a mod (its folder, a .zip of it, or an installed mod's id); repeatable. "
                             "REGLA_MODS adds more (paths separated like PATH).")(fn)


def make_selection(edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                   blocked: tuple[str, ...], fits: Callable[[Mod], bool] | None = None) -> Selection:
    """The selection of this command line (``fits``: see :func:`game_files`)."""
    named = tuple(h for h in house_rules if not h.endswith(".py"))
    files = game_files(house_rules, fits)
    return Selection(edition, variants, named, files.house_rule_files, blocked, files.mods, files.allow_code)


def game_selection(game_id: str | None, edition: str | None, variants: tuple[str, ...],
                   house_rules: tuple[str, ...], blocked: tuple[str, ...]) -> Selection:
    """:func:`make_selection` for a game of ``game_id`` (None: the game the --mod mods change, when they
    agree, else the default game): REGLA_MODS's mods made for another game are left out (a mod given with
    --mod is used as given, and refused if it does not fit)."""

    @functools.cache
    def game() -> str:
        # the game the --mod mods change, if they agree, as :func:`regla.load` takes it
        given = Selection(mods=_kept("regla.mods"), blocked=blocked)
        return game_id or game_of_mods(given) or default_game(make_manager(Selection(blocked=blocked)))

    return make_selection(edition, variants, house_rules, blocked,
                          lambda mod: mod.manifest.game == game() or game() in mod.manifest.games)


def save_files(text: str, house_rules: tuple[str, ...]) -> Files:
    """:func:`game_files` to load the save or game record in ``text`` with: of REGLA_MODS's mods, those it
    was played with (a mod given with --mod is used as given, and refused if the game was not played with
    it). A text that is no save keeps them all, for its loader to say what is wrong with it."""
    try:
        setup = json.loads(text)["setup"]
        played = {entry.get("id") for entry in setup.get("mods", []) if isinstance(entry, dict)}
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return game_files(house_rules)
    return game_files(house_rules, lambda mod: mod.id in played)


def game_files(house_rules: tuple[str, ...] = (), fits: Callable[[Mod], bool] | None = None) -> Files:
    """The mods (REGLA_MODS, then --mod) and house-rule files of this command line, for a new game or to
    load a saved one with; ``fits``: which of REGLA_MODS's mods to keep (default: all)."""
    blocked = _kept("regla.blocked")
    offered = mods_from_environment()
    if fits is not None and offered:
        installed = installed_mods(discover(blocked).values())
        offered = tuple(spec for spec in offered if fits(find_mod(spec, installed)))
    mods = offered + _kept("regla.mods")
    return Files(mods, tuple(h for h in house_rules if h.endswith(".py")), bool(_meta("regla.allow_code")),
                 blocked)


def _meta(name: str) -> Any:
    """What an option kept in the context (:func:`_remember`) says (None outside a command)."""
    ctx = click.get_current_context(silent=True)
    return ctx.meta.get(name) if ctx else None


def _kept(name: str) -> tuple[str, ...]:
    """The values of a repeatable option kept in the context."""
    return tuple(_meta(name) or ())
