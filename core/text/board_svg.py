"""The board as an SVG picture: each area's outline from the game's map, its name and values, the
pieces on it by colour and the tokens lying there, drawn from a state or from one player's view (what
the view hides stays hidden: a secret area shows only how many pieces the others have there).
"""

from __future__ import annotations

import colorsys
import hashlib
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape, quoteattr

from ..errors import UserError
from .decisions import ruleset_texts
from .names import Names

if TYPE_CHECKING:
    from ..data.compiled import Ruleset
    from .i18n import Texts

SWATCH = 24
"""Side of a piece's square, in picture units: its count is written inside, large enough to read on a
desktop screen, where the picture is drawn smaller than its own size."""
GAP = 4
"""Between two pieces' squares of one area."""
COUNT_SIZE = 16
DARK_INK = "#111111"
LEGEND_SWATCH = 16
LEGEND_LINE = 24
NAMED = {"red": "#d62728", "blue": "#1f77b4", "yellow": "#e6b800", "green": "#2ca02c", "black": "#222222",
         "white": "#f4f4f4", "purple": "#8e44ad", "orange": "#ff7f0e"}


def colour_of(player: str) -> str:
    """A player's drawing colour: the colour their id names, else one derived from the id."""
    if player in NAMED:
        return NAMED[player]
    hue = int(hashlib.sha256(player.encode()).hexdigest()[:4], 16) % 360
    return f"hsl({hue}, 60%, 45%)"


def _text(x: float, y: float, content: str, rtl: bool, size: int = 14, weight: str = "normal",
          fill: str = "#111", attributes: str = "") -> str:
    direction = ' direction="rtl" unicode-bidi="embed"' if rtl else ""
    return (f'<text {attributes}x="{x:.0f}" y="{y:.0f}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="middle"{direction}>{escape(content)}</text>')


def _ink_on(fill: str) -> str:
    """Dark or white, whichever stands out more from ``fill`` (by the WCAG contrast ratio)."""
    shade = _luminance(fill)
    return DARK_INK if (shade + 0.05) / (_luminance(DARK_INK) + 0.05) >= 1.05 / (shade + 0.05) else "#ffffff"


def _luminance(colour: str) -> float:
    """The relative luminance (WCAG) of a ``#rrggbb`` or an ``hsl(h, s%, l%)`` colour."""
    if colour.startswith("hsl("):
        hue, saturation, lightness = (float(part.strip(" %")) for part in colour[4:-1].split(","))
        rgb: tuple[float, ...] = colorsys.hls_to_rgb(hue / 360, lightness / 100, saturation / 100)
    else:
        rgb = tuple(int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    red, green, blue = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def board_texts(ruleset: Ruleset, locale: str | None) -> Texts:
    """The texts a picture of ``ruleset``'s board is drawn in: the program's with the game's and its mods'
    names; in a right-to-left language a name is isolated as plain text (an SVG's text is not HTML)."""
    texts = ruleset_texts(ruleset, locale)[0]
    return texts.with_isolation("text") if texts.direction == "rtl" else texts


def board_svg(ruleset: Ruleset, view: dict[str, Any], texts: Texts) -> str:
    """The picture of ``view`` (a player's view, or the whole state) in ``texts``' language."""
    drawing = ruleset.board.map
    if drawing is None:
        raise UserError("the game {game!r} has no map to draw (its board file has no 'map' section)", game=ruleset.id)
    names = Names(ruleset, texts)
    rtl = texts.direction == "rtl"
    players = list(view["players"])
    token_values = {t.id: t.values for t in ruleset.board.tokens if t.values}
    hidden = view.get("hidden_totals", {})
    out = out_of_play(ruleset, view)
    legend_height = 30 + LEGEND_LINE * len(players)
    width, height = drawing.width, drawing.height + legend_height
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
             f'height="{height}" xml:lang={quoteattr(texts.locale.replace("_", "-"))} '
             'font-family="Noto Sans, DejaVu Sans, sans-serif">',
             f'<rect width="{width}" height="{height}" fill="#fbf8ef"/>']
    for area in ruleset.board.areas:
        outline = drawing.areas[area.id]
        xs, ys = [p[0] for p in outline], [p[1] for p in outline]
        cx, top = (min(xs) + max(xs)) / 2, min(ys)
        here_tokens = sorted(t for t, at in view["tokens"].items() if at == area.id)
        values = next((token_values[t.split(":")[0]] for t in here_tokens if t.split(":")[0] in token_values),
                      area.values)
        points = " ".join(f"{x},{y}" for x, y in outline)
        if area.id in out:
            # greyed, its outline dashed, and said in words: a colour alone would not tell everyone
            parts.append(f'<g id={quoteattr("area-" + area.id)} class="area" data-out-of-play="true">')
            parts.append(f'<polygon points="{points}" fill="#dcd8cf" stroke="#9a9080" stroke-width="2" '
                         f'stroke-dasharray="6 4"><title>{escape(texts.t("not in play"))}</title></polygon>')
            parts.append(_text(cx, top + 22, names.area(area.id), rtl, 15, "bold", "#5c5648"))
            parts.append(_text(cx, top + 40, texts.t("not in play"), rtl, 12, fill="#5c5648"))
        else:
            parts.append(f'<g id={quoteattr("area-" + area.id)} class="area">')
            parts.append(f'<polygon points="{points}" fill="#efe6cf" stroke="#6b5a3a" stroke-width="2"/>')
            parts.append(_text(cx, top + 22, names.area(area.id), rtl, 15, "bold"))
            parts.append(_text(cx, top + 40, "/".join(str(v) for v in values), False, 12, fill="#6b5a3a"))
        counts = [(p, n) for p, n in view["pieces"][area.id].items() if n]
        if hidden.get(area.id):
            counts.append(("?", hidden[area.id]))
        row_y = top + 50
        start = cx - (len(counts) * (SWATCH + GAP) - GAP) / 2
        for i, (player, n) in enumerate(counts):
            x = start + i * (SWATCH + GAP)
            fill = "#999999" if player == "?" else colour_of(player)
            # who the pieces are, not only their colour: read out by screen readers, shown on hover
            whose = (texts.tn("{n} hidden", "{n} hidden", n) if player == "?"
                     else texts.t("{colour}: {n}", colour=names.colour(player), n=n))
            parts.append(f'<rect class="pieces" data-player={quoteattr(player)} data-count="{n}" x="{x:.0f}" '
                         f'y="{row_y:.0f}" width="{SWATCH}" height="{SWATCH}" fill="{fill}" stroke="#333">'
                         f"<title>{escape(whose)}</title></rect>")
            # the count on its square, in the colour that stands out most from it; the square's title
            # already says it to a screen reader, and a pointer on the number still finds the square
            parts.append(_text(x + SWATCH / 2, row_y + SWATCH / 2 + COUNT_SIZE * 0.36, str(n), False, COUNT_SIZE,
                               "bold", _ink_on(fill), 'class="count" aria-hidden="true" pointer-events="none" '))
        for j, token in enumerate(here_tokens):
            label = names.token(token)
            owner = token.partition(":")[2]
            if owner:
                label = texts.t("{token} ({colour})", token=label, colour=names.colour(owner))
            parts.append(f'<g class="token" data-token={quoteattr(token)}>'
                         + _text(cx, row_y + SWATCH + 18 + 16 * j, label, rtl, 12, "bold", "#7a1f1f") + "</g>")
        parts.append("</g>")
    y = drawing.height + 24
    for player in players:
        score = view["score"].get(player, 0)
        zones = ", ".join(texts.t("{zone}: {n}", zone=names.area(z.id), n=view["pieces"][z.id].get(player, 0))
                          for z in ruleset.board.zones if player in view["pieces"].get(z.id, {}))
        line = texts.tn("{colour}: {n} point", "{colour}: {n} points", score, colour=names.colour(player))
        swatch_x = width - 20 - LEGEND_SWATCH if rtl else 20
        parts.append(f'<rect x="{swatch_x}" y="{y - 13}" width="{LEGEND_SWATCH}" height="{LEGEND_SWATCH}" '
                     f'fill="{colour_of(player)}" stroke="#333"/>')
        # in right-to-left text "start" is the right-hand end: the line runs leftwards from the edge
        anchor = "start"
        x = width - 46 if rtl else 46
        direction = ' direction="rtl" unicode-bidi="embed"' if rtl else ""
        parts.append(f'<text class="player" x="{x}" y="{y + 2}" font-size="16" text-anchor="{anchor}"{direction}>'
                     f"{escape(line + ('; ' + zones if zones else ''))}</text>")
        y += LEGEND_LINE
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def out_of_play(ruleset: Ruleset, view: dict[str, Any]) -> set[str]:
    """The areas the game has taken out of play so far, as its map's ``out_of_play`` reads the variables
    of ``view`` (a player's view, or the whole state)."""
    drawing = ruleset.board.map
    out: set[str] = set()
    for shown in drawing.out_of_play if drawing else ():
        listed = view["vars"].get(shown.var)
        if type(listed) is not list:
            continue
        if shown.tag is None:
            out.update(area for area in listed if type(area) is str)
        elif listed:
            out.update(area.id for area in ruleset.board.areas if shown.tag in area.tags and area.id not in listed)
    return out
