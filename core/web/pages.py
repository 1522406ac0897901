"""The web app's pages, rendered on the server: plain HTML forms, the board as inline SVG with a table of
it in words for screen readers; a waiting page's only script brings it up to date as the table changes
(:mod:`regla.web.layout`), and the page works without it.

Every page is made from what one seat may see (``game.view(player)``, the log and the answers told as
that player may know them, the seat's own pending question), so nothing hidden from that player can
reach their browser. Text is escaped; the values filled into a text (names, numbers) are isolated for
right-to-left pages: ``<bdi>`` in the page, U+2068/U+2069 in its title, which is plain text.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..api import decision_texts, load
from ..engine.game import Game
from ..text.board_svg import board_svg, board_texts
from ..text.cards import card_lines
from ..text.decisions import ruleset_texts
from ..text.happened import happened_lines
from ..text.i18n import Texts
from ..text.i18n.format import Filled, isolated_html
from ..text.reference.build import build_reference
from ..text.reference.format import WRITERS
from ..text.status import SEPARATOR, StatusTexts
from .board_table import board_table
from .layout import alert, page, waiting
from .lobby import named
from .tables import Table

LOG_LINES = 40


def seat_page(table: Table, player: str, texts: Texts, base: str, created: bool = False,
              token: str | None = None, notice: str | None = None, reloads: bool = True) -> str:
    """What the person at ``player``'s seat sees: the board as they may see it, the scores, what
    happened, and their question with one button per option. ``token`` is the link the page answers
    through (the seat's own, or the shared hot-seat screen's); ``notice`` says why an answer was refused."""
    game = table.game
    words = decision_texts(game, texts.locale, "html")
    status = _status_texts(game, texts)
    html = texts.with_isolation("html")
    colour = words.names.colour
    link = f"{base}/t/{table.id}/{token or table.token_of(player)}"
    rules = escape(texts.t("The rules of this game"))
    parts = [f'<h1>{escape(colour(player))}</h1><p><a href="{link}/rules">{rules}</a></p>', alert(notice)]
    if created and len(table.people) > 1 and table.hotseat is None:
        # an address reads left to right on a right-to-left page too
        links = "".join(f'<li>{escape(colour(p))}: <a dir="ltr" href="{base}/t/{table.id}/{tok}">'
                        f"{base}/t/{table.id}/{tok}</a></li>" for tok, p in table.people.items() if p != player)
        share = texts.t("Give each person their own link; it is their seat:")
        parts.append(f"<p>{escape(share)}</p><ul>{links}</ul>")
    decision = table.decision_for(player)
    question = ""
    if game.is_over:
        result = [escape(texts.t("Final scores:"))] + [
            html.tn("{colour}: {n} point", "{colour}: {n} points", n, colour=colour(p))
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
        awaited = words.names.join([colour(d.player) for d in game.pending])
        question = "<p>" + html.t("Waiting for {players}…", players=awaited) + "</p>"
        question += waiting(texts, link, reloads)
    parts.append(_columns(status, game, player, f'<div data-part="question">{question}</div>'))
    title = texts.with_isolation("text").t("{game}: {colour}", game=named(game.ruleset, texts), colour=colour(player))
    return page(texts, title, "\n".join(parts),
                reload=(link, table.version) if reloads and decision is None and not game.is_over else None)


def watch_page(table: Table, texts: Texts, reloads: bool = True, notice: str | None = None) -> str:
    """A bots-only game as an onlooker sees it (no secrets), moving on while it is watched (brought up
    to date by itself as it moves, unless ``reloads`` is off); ``notice`` says why a request was refused."""
    game = table.game
    game_name = named(game.ruleset, texts)
    title = texts.with_isolation("text").t("{game}: bots play", game=game_name)
    heading = texts.with_isolation("html").t("{game}: bots play", game=game_name)
    link = f"/t/{table.id}/{table.watch}"
    links = f'<p><a href="{link}/rules">{escape(texts.t("The rules of this game"))}</a></p>'
    turn = f'<div data-part="question">{waiting(texts, link, reloads) if not game.is_over else ""}</div>'
    status = _status_texts(game, texts)
    over = (f"<p><strong>{status.winners_line(game.winners)}</strong></p><p>{escape(texts.t('Final scores:'))}</p>"
            if game.is_over else "")
    body = f"{alert(notice)}<h1>{heading}</h1>{links}{turn}{_columns(status, game, None, '', over)}"
    return page(texts, title, body, reload=(link, table.version) if reloads and not game.is_over else None)


def _columns(status: StatusTexts, game: Game, player: str | None, turn: str, over: str = "") -> str:
    """The board as ``player`` may see it (its picture and its table), beside ``turn`` (the question, or
    whose turn it is), how the game stands (after ``over``: who won) and what happened, each a part of
    the page that is put in place by itself when it changes. The log says how many lines it has told
    (the newest first, the latest few shown): a page brought up to date tells the lines it gained."""
    view = game.view(player)
    texts = status.texts
    scores = "<br>".join(texts.tn("{colour}: {n} point", "{colour}: {n} points", n, colour=status.names.colour(p))
                         for p, n in view["score"].items())
    told = happened_lines(game, decision_texts(game, texts.locale, "html"), player)
    log = "<br>".join(told[-LOG_LINES:][::-1])
    headings = [texts.t("Scores"), texts.t("What happened")]  # HTML texts: escaped already
    board = board_svg(game.ruleset, view, board_texts(game.ruleset, texts.locale)) + board_table(status, view)
    return (f'<div class="cols"><div class="board" data-part="board">{board}</div><div>{turn}'
            f"<h2>{headings[0]}</h2><div data-part=\"status\">{over}{_status(status, view) or f'<p>{scores}</p>'}</div>"
            f'<h2>{headings[1]}</h2><div class="log" data-part="log" data-told="{len(told)}">{log}</div></div></div>')


def pass_page(table: Table, player: str, texts: Texts, base: str, notice: str | None = None) -> str:
    """The hot-seat screen between two people: nothing of anybody's seat, only whose turn it is;
    ``notice`` says why an answer was refused."""
    colour = decision_texts(table.game, texts.locale, "html").names.colour(player)
    html = texts.with_isolation("html")
    ask = html.t("Pass the screen to {colour}.", colour=colour)
    ready = html.t("I am {colour}: show my seat", colour=colour)
    body = (f"{alert(notice)}<h1>{ask}</h1><form method=\"post\" action=\"{base}/t/{table.id}/{table.hotseat}/ready\">"
            f'<input type="hidden" name="player" value="{escape(player)}"><button>{ready}</button></form>')
    return page(texts, texts.with_isolation("text").t("Pass the screen to {colour}.", colour=colour), body)


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
    what the setup laid out, one line per player with their score and holdings, the cards lying open
    with what each does; empty for a game whose texts say nothing of it beyond the scores."""
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
        # what each card does beside its name: a web player cannot ask for the card texts as `c` does
        items = "".join(f"<li>{name}<br><small>{' '.join(card_lines(words.ruleset, card, words.texts))}</small></li>"
                        for name, (_, card) in zip(cards, words.open_cards(view), strict=True))
        shown = words.texts.t("On display: {cards}", cards=Filled(f'<ul class="status offer">{items}</ul>'))
        parts.append(f"<div>{shown}</div>")
    return "".join(parts)


def not_found_page(texts: Texts) -> str:
    """An address that leads nowhere (a mistyped or forgotten link), with the way to a new game."""
    return message_page(texts, texts.t("not found"))


def message_page(texts: Texts, message: str, back: str | None = None) -> str:
    """A page that only says ``message``, with the way back to the game at ``back`` (else to a new game)."""
    link = f'<a href="{escape(back)}">{escape(texts.t("Back to the game"))}</a>' if back else (
        f'<a href="/">{escape(texts.t("Start a new game"))}</a>')
    return page(texts, message, f"<h1>{isolated_html(message)}</h1><p>{link}</p>")
