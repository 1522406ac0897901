"""The board in words, beside its picture: a table of the areas (each row headed by the area's name, its
values, each colour's pieces in its own column, what else stands there), kept out of sight and read by
screen readers, whose users cannot read the picture. A picture's labels read one after another would
tell no one which count belongs to whom nor where.

Made from one player's view, as the picture is: a secret area gives the viewer's own count and the
others' total, never their split.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..text.board_svg import out_of_play
from ..text.status import StatusTexts


def board_table(words: StatusTexts, view: dict[str, Any]) -> str:
    """The table of ``view``'s board (a player's view) in the language of ``words`` (HTML texts)."""
    ruleset, texts, names = words.ruleset, words.texts, words.names
    players = list(view["players"])
    # TRANSLATORS: the caption of a table of the board read by screen readers; {pieces}: the game's pieces
    caption = texts.t("The board: {pieces} by area and colour", pieces=texts.raw("piece", ruleset.board.pieces.plural))
    # TRANSLATORS: the heading of the board's table's column of the areas' names
    area_heading = texts.t("Area")
    # TRANSLATORS: the heading of the board's table's column of what each area scores (1st/2nd/3rd place)
    values_heading = texts.t("Values")
    # TRANSLATORS: the heading of the board's table's last column: the tokens standing in each area
    also_heading = texts.t("Also here")
    # a board whose areas pay no rank has no values to tell: no column for them
    ranked = any(area.values for area in ruleset.board.areas) or bool(ruleset.value_tokens)
    head = [area_heading, *([values_heading] if ranked else []), *(escape(names.colour(p)) for p in players),
            also_heading]
    rows = ["<tr>" + "".join(f'<th scope="col">{cell}</th>' for cell in head) + "</tr>"]
    removed = out_of_play(ruleset, view)
    for area in ruleset.board.areas:
        here, hidden = view["pieces"][area.id], view["hidden_totals"].get(area.id)
        values = next((v for t, v in ruleset.value_tokens.items() if view["tokens"].get(t) == area.id), area.values)
        # in a secret area the others' columns say only that their counts are hidden; their total follows
        # TRANSLATORS: in the board's table, in place of another player's count that the rules keep secret
        secret = texts.t("hidden")
        counts = [str(here.get(p, 0)) if hidden is None or p == view["viewer"] else secret for p in players]
        also = [_token(words, token) for token, at in view["tokens"].items() if at == area.id]
        if hidden:
            also.append(texts.tn("{n} hidden", "{n} hidden", hidden))
        if area.id in removed:
            also.append(texts.t("not in play"))
        cells = [*([escape("/".join(str(v) for v in values))] if ranked else []), *counts, names.join(also)]
        rows.append(f'<tr><th scope="row">{escape(names.area(area.id))}</th>'
                    + "".join(f"<td>{cell}</td>" for cell in cells) + "</tr>")
    # out of sight in a box of its own: a table is as wide as its cells, whatever width it is given
    return f'<div class="visually-hidden"><table><caption>{caption}</caption>{"".join(rows)}</table></div>'


def _token(words: StatusTexts, token: str) -> str:
    """A token standing in an area, with its owner's colour when it is a player's (escaped HTML)."""
    base, _, owner = token.partition(":")
    name = words.names.token(base)
    if owner:
        return words.texts.t("{token} ({colour})", token=name, colour=words.names.colour(owner))
    return escape(name)
