"""The web app's pages, rendered on the server: plain HTML forms, the board as inline SVG; a waiting page's
only script asks the server whether the table has changed, and the page works without it.

Every page is made from what one seat may see (``game.view(player)``, the log and the answers told as
that player may know them, the seat's own pending question), so nothing hidden from that player can
reach their browser. Text is escaped; inserted names are isolated (``<bdi>``) for right-to-left pages.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from babel import Locale

from ..api import decision_texts, load
from ..data.compiled import Ruleset
from ..engine.game import Game
from ..mods.source import Mod
from ..plugins import PluginInfo
from ..text.board_svg import board_svg, board_texts
from ..text.decisions import ruleset_texts
from ..text.happened import happened_lines
from ..text.i18n import Texts
from ..text.i18n.format import Filled
from ..text.plugin_texts import plugin_descriptions
from ..text.reference.build import build_reference
from ..text.reference.format import WRITERS
from ..text.status import SEPARATOR, StatusTexts
from .tables import Table

STYLE = """
body{font-family:'Noto Sans','Noto Sans CJK KR','Noto Sans Hebrew',sans-serif;margin:1em auto;max-width:80em;
padding:0 1em;word-break:keep-all;background:#fbf8ef;color:#111}
.board{overflow-x:auto}.board svg{max-width:100%;height:auto}
@media (max-width:40em){.board svg{max-width:none;width:40em}}
.options fieldset{border:0;padding:0;margin:0}.options legend{padding:0;margin:.5em 0}
.options button{display:block;margin:.3em 0;padding:.45em .8em;font-size:1em;text-align:start;width:100%;
cursor:pointer}
.log{font-size:.9em;max-height:20em;overflow:auto;border-top:1px solid #ccc}
.cols{display:flex;gap:2em;flex-wrap:wrap}.cols>div{flex:1 1 25em}.cols>.board{flex:3 1 36em}
.status li{margin:.2em 0}
label{display:block;margin:.4em 0}
"""
LOG_LINES = 40
LOOK_SECONDS = 2
"""How often a waiting page asks whether its table has changed (without script: loads itself again)."""
FIRST_LOOK_MS = 300
"""When a waiting page with script first asks: bots play in the background, and quick ones have answered
by then (a person's answer leads to a page drawn before the bots' answers that follow)."""


def page(texts: Texts, title: str, body: str, reload: tuple[str, int] | None = None) -> str:
    """A whole page; ``reload``: the address to load once the table's version is no longer the one
    given (the seat's own address, so that a page answering a form, a refused answer say, goes back to
    the seat rather than to the form's address)."""
    head = _reloader(*reload) if reload else ""
    return (f'<!DOCTYPE html>\n<html lang="{texts.locale.replace("_", "-")}" dir="{texts.direction}"><head>'
            f'<meta charset="utf-8"><meta name="viewport" content="width=device-width">{head}'
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>\n{body}\n</body></html>\n")


def _reloader(address: str, version: int) -> str:
    """A script that asks ``address``'s version every few seconds and loads the address again only once
    it differs from ``version``: reloading moves the keyboard's focus, so it is done only for a change.
    A browser without script loads the page again as often instead."""
    ask, again = (json.dumps(link).replace("<", "\\u003c") for link in (f"{address}/version", address))
    script = (f"<script>(() => {{ const seen = {version}, ask = {ask}, again = {again};"
              f" const later = () => setTimeout(look, {LOOK_SECONDS * 1000});"
              " const look = () => fetch(ask, {cache: 'no-store'}).then(r => r.ok ? r.json() : {version: seen})"
              " .then(now => now.version === seen ? later() : location.replace(again)).catch(later);"
              f" setTimeout(look, {FIRST_LOOK_MS}); }})();</script>")
    return f'<noscript><meta http-equiv="refresh" content="{LOOK_SECONDS}; url={escape(address)}"></noscript>{script}'


def _waiting(texts: Texts, link: str, reloads: bool) -> str:
    """The links under a page that waits: stop it loading again by itself, or look again and start it."""
    # a page that reloads itself moves the keyboard's focus away: its reader may stop it
    if reloads:
        stop = escape(texts.t("Stop reloading this page"))
        return f'<p><a href="{link}?reload=off">{stop}</a></p>'
    again, on = escape(texts.t("Look again")), escape(texts.t("Reload this page by itself again"))
    return f'<p><a href="{link}?reload=off">{again}</a> · <a href="{link}">{on}</a></p>'


def new_game_form(texts: Texts, games: list[str], locales: list[str], plugins: list[PluginInfo],
                  error: str | None = None, mods: Iterable[Mod] = (),
                  asked: Mapping[str, list[str]] | None = None) -> str:
    """The new-game form; ``asked`` holds what a refused form asked for (field to values), shown again."""
    words = {
        "edition": texts.t("Edition"), "rules": texts.t("Variants and house rules"),
        "title": texts.t("A new game"), "game": texts.t("Game"), "players": texts.t("Players"),
        "people": texts.t("People at the table (the first seats; the others are bots; 0: watch bots play)"),
        "bots": texts.t("Bots (random, greedy or mcts; one name for all, or one per bot seat)"),
        "language": texts.t("Language"), "start": texts.t("Start"),
        "hotseat": texts.t("One screen for all the people (hot-seat): it asks each in turn and hides the "
                           "previous one's seat"),
    }
    w = {key: escape(value) for key, value in words.items()}
    asked = asked or {}

    def mark(field: str, value: str, word: str) -> str:
        return f" {word}" if value in asked.get(field, ()) else ""

    def typed(field: str, default: str) -> str:
        return escape(next(iter(asked.get(field, ())), default))

    problem = f'<p role="alert"><strong>{escape(error)}</strong></p>' if error else ""
    named = {g: _game_name(g, texts) for g in games}
    game_options = "".join(f'<option value="{escape(g)}"{mark("game", g, "selected")}>{escape(named[g])}</option>'
                           for g in games)
    # each language in its own words, as a reader looks for it
    locale_options = "".join(f'<option value="{escape(code)}"{" selected" if code == texts.locale else ""}>'
                             f"{escape(Locale.parse(code).get_display_name(code) or code)}</option>"
                             for code in locales)
    editions = "".join(f'<option value="{escape(p.name)}"{mark("edition", p.name, "selected")}>{escape(p.name)} '
                       f'({escape(named.get(p.game or "", p.game or ""))})</option>'
                       for p in plugins if p.kind == "edition")
    described = plugin_descriptions(plugins, texts.locale, load)
    choices = "".join(
        f'<label><input type="checkbox" name="{field}" value="{escape(p.name)}"{mark(field, p.name, "checked")}> '
        f'{escape(p.name)} ({escape(p.game or "")}): {escape(described.get(p.name, p.description))}</label>'
        for p in plugins if p.kind in ("variant", "house-rule")
        for field in ["variant" if p.kind == "variant" else "house_rule"])
    offered = "".join(f'<label><input type="checkbox" name="mod" value="{escape(m.id)}"{mark("mod", m.id, "checked")}> '
                      f'{escape(m.manifest.name)} {escape(m.manifest.version)} ({escape(m.manifest.game or "")}): '
                      f"{escape(m.manifest.description)}</label>" for m in mods)
    legend = escape(texts.t("Mods"))
    mod_choices = f"<fieldset><legend>{legend}</legend>{offered}</fieldset>" if offered else ""
    body = f"""<h1>{w["title"]}</h1>{problem}
<form method="post" action="/new">
<label>{w["game"]} <select name="game">{game_options}</select></label>
<label>{w["edition"]} <select name="edition"><option value=""></option>{editions}</select></label>
<fieldset><legend>{w["rules"]}</legend>{choices}</fieldset>{mod_choices}
<label>{w["players"]} <input name="players" type="number" min="2" max="5" value="{typed("players", "4")}"></label>
<label>{w["people"]} <input name="people" type="number" min="0" max="5" value="{typed("people", "1")}"></label>
<label>{w["bots"]} <input name="bots" value="{typed("bots", "greedy")}"></label>
<label><input type="checkbox" name="hotseat" value="1"{mark("hotseat", "1", "checked")}> {w["hotseat"]}</label>
<label>{w["language"]} <select name="locale">{locale_options}</select></label>
<button type="submit">{w["start"]}</button></form>"""
    return page(texts, words["title"], body)


def _game_name(game: str, texts: Texts) -> str:
    return _named(load(game), texts)


def _named(ruleset: Ruleset, texts: Texts) -> str:
    """The game's name in the language of ``texts``, from its own catalogue (and its mods')."""
    return ruleset_texts(ruleset, texts.locale)[0].raw("game", ruleset.game.name)


def seat_page(table: Table, player: str, texts: Texts, base: str, created: bool = False,
              token: str | None = None, notice: str | None = None, reloads: bool = True) -> str:
    """What the person at ``player``'s seat sees: the board as they may see it, the scores, what
    happened, and their question with one button per option. ``token`` is the link the page answers
    through (the seat's own, or the shared hot-seat screen's); ``notice`` says why an answer was refused."""
    game = table.game
    words = decision_texts(game, texts.locale, "html")
    view = game.view(player)
    status = _status_texts(game, texts)
    colour = words.names.colour
    link = f"{base}/t/{table.id}/{token or table.token_of(player)}"
    rules = escape(texts.t("The rules of this game"))
    parts = [f'<h1>{escape(colour(player))}</h1><p><a href="{link}/rules">{rules}</a></p>']
    if notice:
        parts.append(_alert(notice))
    if created and len(table.people) > 1 and table.hotseat is None:
        links = "".join(f'<li>{escape(colour(p))}: <a href="{base}/t/{table.id}/{tok}">{base}/t/{table.id}/{tok}'
                        "</a></li>" for tok, p in table.people.items() if p != player)
        share = texts.t("Give each person their own link; it is their seat:")
        parts.append(f"<p>{escape(share)}</p><ul>{links}</ul>")
    decision = table.decision_for(player)
    question = ""
    if game.is_over:
        result = [escape(texts.t("Final scores:"))] + [
            escape(texts.tn("{colour}: {n} point", "{colour}: {n} points", n, colour=colour(p)))
            for p, n in sorted(game.scores.items(), key=lambda item: -item[1])]
        again = escape(texts.t("Start a new game"))
        question = (f"<p><strong>{status.winners_line(game.winners)}</strong></p><p>"
                    + "<br>".join(result) + f'</p><p><a href="{base}/">{again}</a></p>')
    elif decision is not None:
        described = words.describe(decision)
        buttons = "".join(
            f'<button name="option" value="{i}">{option.label}'
            + (f"<br><small>{' '.join(option.details)}</small>" if option.details else "") + "</button>"
            for i, option in enumerate(described.options))
        progress = f"<p>{described.progress}</p>" if described.progress else ""
        # the question is the buttons' group name: a screen reader tells it with the option in focus
        question = (f'<form class="options" method="post" action="{link}/answer"><fieldset><legend><strong>'
                    f'{described.prompt}</strong></legend>{progress}<input type="hidden" name="step" '
                    f'value="{table.answer_token()}">{buttons}</fieldset></form>')
        if table.may_take_back(player):
            take_back = texts.t("Take back my last answer")
            question += (f'<form method="post" action="{link}/undo"><input type="hidden" name="step" '
                         f'value="{table.undo_token()}"><button>{escape(take_back)}</button></form>')
    else:
        waiting = words.names.join([colour(d.player) for d in game.pending])
        question = "<p>" + escape(texts.t("Waiting for {players}…", players=waiting)) + "</p>"
        question += _waiting(texts, link, reloads)
    scores = "<br>".join(escape(texts.tn("{colour}: {n} point", "{colour}: {n} points", n,
                                         colour=colour(p))) for p, n in view["score"].items())
    log = "<br>".join(happened_lines(game, words, player)[-LOG_LINES:][::-1])
    headings = [escape(texts.t("Scores")), escape(texts.t("What happened"))]
    board = board_svg(game.ruleset, view, board_texts(game.ruleset, texts.locale))
    parts.append(f'<div class="cols"><div class="board">{board}</div>'
                 f"<div>{question}<h2>{headings[0]}</h2>{_status(status, view) or f'<p>{scores}</p>'}"
                 f'<h2>{headings[1]}</h2><div class="log">{log}</div></div></div>')
    title = texts.t("{game}: {colour}", game=_named(game.ruleset, texts), colour=colour(player))
    return page(texts, title, "\n".join(parts),
                reload=(link, table.version) if reloads and decision is None and not game.is_over else None)


def watch_page(table: Table, texts: Texts, reloads: bool = True, notice: str | None = None) -> str:
    """A bots-only game as an onlooker sees it (no secrets), moving on while it is watched (loaded
    again by itself as it moves, unless ``reloads`` is off); ``notice`` says why a request was refused."""
    game = table.game
    words = decision_texts(game, texts.locale, "html")
    view = game.view(None)
    scores = "<br>".join(escape(texts.tn("{colour}: {n} point", "{colour}: {n} points", n,
                                         colour=words.names.colour(p))) for p, n in view["score"].items())
    log = "<br>".join(happened_lines(game, words, None)[-LOG_LINES:][::-1])
    title = texts.t("{game}: bots play", game=_named(game.ruleset, texts))
    done = escape(texts.t("Final scores:")) if game.is_over else ""
    headings = [escape(texts.t("Scores")), escape(texts.t("What happened"))]
    link = f"/t/{table.id}/{table.watch}"
    links = f'<p><a href="{link}/rules">{escape(texts.t("The rules of this game"))}</a></p>'
    if not game.is_over:
        links += _waiting(texts, link, reloads)
    status = _status_texts(game, texts)
    winners = f"<p><strong>{status.winners_line(game.winners)}</strong></p>" if game.is_over else ""
    alert = _alert(notice) if notice else ""
    body = (f"{alert}<h1>{escape(title)}</h1>{links}<div class=\"cols\"><div class=\"board\">"
            f"{board_svg(game.ruleset, view, board_texts(game.ruleset, texts.locale))}"
            f"</div><div><h2>{headings[0]}</h2>{winners}<p>{done}</p>{_status(status, view) or f'<p>{scores}</p>'}"
            f'<h2>{headings[1]}</h2><div class="log">{log}</div></div></div>')
    return page(texts, title, body, reload=(link, table.version) if reloads and not game.is_over else None)


def pass_page(table: Table, player: str, texts: Texts, base: str, notice: str | None = None) -> str:
    """The hot-seat screen between two people: nothing of anybody's seat, only whose turn it is;
    ``notice`` says why an answer was refused."""
    colour = decision_texts(table.game, texts.locale, "html").names.colour(player)
    ask = escape(texts.t("Pass the screen to {colour}.", colour=colour))
    ready = escape(texts.t("I am {colour}: show my seat", colour=colour))
    alert = _alert(notice) if notice else ""
    body = (f"{alert}<h1>{ask}</h1><form method=\"post\" action=\"{base}/t/{table.id}/{table.hotseat}/ready\">"
            f'<input type="hidden" name="player" value="{escape(player)}"><button>{ready}</button></form>')
    return page(texts, texts.t("Pass the screen to {colour}.", colour=colour), body)


def rules_page(table: Table, texts: Texts, back: str) -> str:
    """The rule reference of the rules this table plays by, in its language, with a link ``back`` to
    the page it was opened from."""
    ruleset = table.game.ruleset
    reference = str(WRITERS["html"](build_reference(ruleset, ruleset_texts(ruleset, texts.locale, "html")[0], load,
                                                    table.selection)))
    words = escape(texts.t("Back to the game"))
    link = f'<p><a href="{escape(back)}">{words}</a></p>'
    return reference.replace("<body>", "<body>" + link, 1)


def _status_texts(game: Game, texts: Texts) -> StatusTexts:
    return StatusTexts(game.ruleset, ruleset_texts(game.ruleset, texts.locale, "html")[0], game.players)


def _status(words: StatusTexts, view: dict[str, Any]) -> str:
    """How the game stands for the viewer of ``view``: the header (round, turn order, what is coming),
    what the setup laid out, one line per player with their score and holdings, the cards on display;
    empty for a game whose texts say nothing of it beyond the scores."""
    header = [*words.header(view["vars"]), *words.upcoming(view["vars"])]
    laid_out = words.laid_out(view["vars"])
    players = [words.player_lines(view, p) for p in view["players"]]
    cards = words.on_display(view)
    if not header and not laid_out and not cards and all(len(lines) == 1 for lines in players):
        return ""
    parts = [f"<p>{SEPARATOR.join(header)}</p>"] if header else []
    parts += [f"<p>{line}</p>" for line in laid_out]
    parts.append('<ul class="status">' + "".join(f"<li>{SEPARATOR.join(lines)}</li>" for lines in players) + "</ul>")
    if cards:
        shown = words.texts.t("On display: {cards}", cards=Filled(SEPARATOR.join(cards)))
        parts.append(f"<p>{shown}</p>")
    return "".join(parts)


def _alert(notice: str) -> str:
    """Why the app refused what was sent, on top of the page it answers with."""
    return f'<p role="alert"><strong>{escape(notice)}</strong></p>'


def not_found_page(texts: Texts) -> str:
    """An address that leads nowhere (a mistyped or forgotten link), with the way to a new game."""
    return message_page(texts, texts.t("not found"))


def message_page(texts: Texts, message: str, back: str | None = None) -> str:
    """A page that only says ``message``, with the way back to the game at ``back`` (else to a new game)."""
    link = f'<a href="{escape(back)}">{escape(texts.t("Back to the game"))}</a>' if back else (
        f'<a href="/">{escape(texts.t("Start a new game"))}</a>')
    return page(texts, message, f"<h1>{escape(message)}</h1><p>{link}</p>")
