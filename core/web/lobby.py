"""The web app's new-game form: the game, its edition, variants and house rules, mods, players, people,
bots and language, in the reader's language. Names the program gives (a plugin's, a version, a game's
id, a bot's) are isolated left to right, those inside a translated label as its filled values, so that a
right-to-left page shows them as they are written; each language is offered in its own words, marked
with its own language and direction.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape

from babel import Locale
from babel.lists import format_list

from ..api import load
from ..bots import bot_factories
from ..data.compiled import Ruleset
from ..editions import default_rules
from ..errors import Verbatim
from ..mods.source import Mod
from ..plugins import PluginInfo, Selection, make_manager
from ..text.decisions import ruleset_texts
from ..text.i18n import Texts
from ..text.i18n.format import FSI, LRI, PDI, Filled, fill, isolated_html
from ..text.plugin_texts import plugin_descriptions
from .layout import page


def new_game_form(texts: Texts, games: list[str], locales: list[str], plugins: list[PluginInfo],
                  error: str | None = None, mods: Iterable[Mod] = (),
                  asked: Mapping[str, list[str]] | None = None, blocked: tuple[str, ...] = ()) -> str:
    """The new-game form; ``asked`` holds what a refused form asked for (field to values), shown again;
    ``blocked``: the plugins the app leaves out."""
    words = {
        "edition": texts.t("Edition"), "rules": texts.t("Variants and house rules"),
        "title": texts.t("A new game"), "game": texts.t("Game"), "players": texts.t("Players"),
        "people": texts.t("People at the table (the first seats; the others are bots; 0: watch bots play)"),
        "language": texts.t("Language"), "start": texts.t("Start"),
        # TRANSLATORS: the first entry of the list of editions: none chosen, the chosen game's own default
        # (which one that is depends on the game)
        "default": texts.t("The game's default edition"),
    }
    w = {key: escape(value) for key, value in words.items()}
    # labels with values in them: escaped and the values isolated (<bdi>) as they are filled in
    filled = texts.with_isolation("html")
    # TRANSLATORS: {bots} lists the bots' names as they are typed (random, greedy or mcts)
    w["bots"] = filled.t("Bots ({bots}; one name for all, or one per bot seat)",
                         bots=Filled(_bot_names(texts, blocked)))
    # TRANSLATORS: what players call this way of playing ("hot-seat"), in the label of its checkbox
    hot_seat = texts.t("hot-seat")
    w["hotseat"] = filled.t("One screen for all the people ({hot_seat}): it asks each in turn and hides the "
                            "previous one's seat", hot_seat=hot_seat)
    asked = asked or {}

    def mark(field: str, value: str, word: str) -> str:
        return f" {word}" if value in asked.get(field, ()) else ""

    def typed(field: str, default: str) -> str:
        return escape(next(iter(asked.get(field, ())), default))

    problem = f'<p role="alert"><strong>{isolated_html(error)}</strong></p>' if error else ""
    named = {g: game_name(g, texts, blocked) for g in games}
    game_options = "".join(f'<option value="{escape(g)}"{mark("game", g, "selected")}>{escape(named[g])}</option>'
                           for g in games)
    locale_options = "".join(_language(code, code == texts.locale) for code in locales)
    # an option holds text only: its names are isolated by marks rather than by <bdi>
    editions = "".join(f'<option value="{escape(p.name)}"{mark("edition", p.name, "selected")}>{LRI}{escape(p.name)}'
                       f"{PDI} ({FSI}{escape(named.get(p.game or '', p.game or ''))}{PDI})</option>"
                       for p in plugins if p.kind == "edition")
    described = plugin_descriptions(plugins, texts.locale, lambda game: load(game, default_rules(game, blocked)))
    choices = "".join(
        f'<label><input type="checkbox" name="{field}" value="{escape(p.name)}"{mark(field, p.name, "checked")}> '
        f'{_verbatim(p.name)} ({_verbatim(p.game or "")}): {escape(described.get(p.name, p.description))}</label>'
        for p in plugins if p.kind in ("variant", "house-rule")
        for field in ["variant" if p.kind == "variant" else "house_rule"])
    offered = "".join(f'<label><input type="checkbox" name="mod" value="{escape(m.id)}"{mark("mod", m.id, "checked")}> '
                      f"<bdi>{escape(m.manifest.name)}</bdi> {_verbatim(m.manifest.version)} "
                      f'({_verbatim(m.manifest.game or "")}): {escape(m.manifest.description)}</label>' for m in mods)
    legend = escape(texts.t("Mods"))
    mod_choices = f"<fieldset><legend>{legend}</legend>{offered}</fieldset>" if offered else ""
    body = f"""<h1>{w["title"]}</h1>{problem}
<form method="post" action="/new">
<label>{w["game"]} <select name="game">{game_options}</select></label>
<label>{w["edition"]} <select name="edition"><option value="">{w["default"]}</option>{editions}</select></label>
<fieldset><legend>{w["rules"]}</legend>{choices}</fieldset>{mod_choices}
<label>{w["players"]} <input name="players" type="number" min="2" max="5" value="{typed("players", "4")}"></label>
<label>{w["people"]} <input name="people" type="number" min="0" max="5" value="{typed("people", "1")}"></label>
<label>{w["bots"]} <input name="bots" value="{typed("bots", "greedy")}" dir="ltr"></label>
<label><input type="checkbox" name="hotseat" value="1"{mark("hotseat", "1", "checked")}> {w["hotseat"]}</label>
<label>{w["language"]} <select name="locale">{locale_options}</select></label>
<button type="submit">{w["start"]}</button></form>"""
    return page(texts, words["title"], body)


def _language(code: str, chosen: bool) -> str:
    """A language's option, in its own words and marked as such: a screen reader speaks it in that
    language, and a right-to-left one runs right to left on any page."""
    locale = Locale.parse(code)
    return (f'<option value="{escape(code)}" lang="{escape(code.replace("_", "-"))}" dir="{locale.text_direction}"'
            f'{" selected" if chosen else ""}>{escape(locale.get_display_name(code) or code)}</option>')


def _bot_names(texts: Texts, blocked: tuple[str, ...]) -> str:
    """The installed bots' names, each isolated as typed, listed as alternatives in ``texts``' language."""
    offered = bot_factories(make_manager(Selection(blocked=blocked)))
    names = [fill("{bot}", {"bot": Verbatim(name)}, "html") for name in offered]
    return format_list(names, style="or", locale=texts.locale)


def _verbatim(name: str) -> str:
    """A name the program gives (a plugin's, a game's id, a version), as written: left to right."""
    return f'<bdi dir="ltr">{escape(name)}</bdi>'


def game_name(game: str, texts: Texts, blocked: tuple[str, ...] = ()) -> str:
    # a game is named as its default rules name it: with several default editions installed, as its own
    # data does (the form then asks for an edition rather than failing)
    return named(load(game, default_rules(game, blocked)), texts)


def named(ruleset: Ruleset, texts: Texts) -> str:
    """The game's name in the language of ``texts``, from its own catalogue (and its mods')."""
    return ruleset_texts(ruleset, texts.locale)[0].raw("game", ruleset.game.name)
