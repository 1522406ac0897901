"""The board as an SVG picture: each area's outline from the game's map, its name and values, the
pieces on it by colour and the tokens lying there, drawn from a state or from one player's view (what
the view hides stays hidden: a secret area shows only how many pieces the others have there).

Each seat's pieces have a shape of their own besides their colour (square, circle, diamond, hexagon,
cross; the legend shows it by each player's line), so that players who do not tell the colours apart, or
a print in greys, still tell whose pieces are whose. Everything an area shows is laid out inside its
outline (area_layout.py): where the area is narrow its shapes wrap onto more rows, and only where even that
leaves too little room are they drawn smaller, never with counts smaller than the area's labels.
"""

from __future__ import annotations

import colorsys
import hashlib
import unicodedata
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape, quoteattr

from ..errors import UserError
from .area_layout import Item, lay_out
from .decisions import ruleset_texts
from .names import Names

if TYPE_CHECKING:
    from ..data.compiled import Ruleset
    from .i18n import Texts

SWATCH = 24
"""Side of a piece's square, in picture units: its count is written inside, large enough to read on a
desktop screen, where the picture is drawn smaller than its own size."""
GAP = 4
"""Between two pieces' shapes of one area."""
COUNT_SIZE = 16
DIGIT_EM = 0.7
"""The width of a digit in the widest of the bold fonts a count may be drawn in (DejaVu Sans Bold's are
0.696 em), in ems: a count that may be wider than its shape's room is drawn narrowed to the room."""
MARGIN = 2
"""Picture units kept clear between a count's digits and its shape's outline."""
DARK_INK = "#111111"
LEGEND_SWATCH = 16
LEGEND_LINE = 24
HIDDEN_FILL = "#999999"
SHAPES: dict[str, tuple[float, float, float, str]] = {
    "square": (24, 24, 20, ""),
    "circle": (26, 26, 18, ""),
    "diamond": (38, 38, 18, "M0-19L19 0 0 19-19 0Z"),
    "hexagon": (30, 24, 18, "M-15 0-8-12H8L15 0 8 12H-8Z"),
    "cross": (28, 28, 24, "M-8.5-14H8.5V-8.5H14V8.5H8.5V14H-8.5V8.5H-14V-8.5H-8.5Z"),
}
"""Each seat's shape, in seat order: its width and height, the room it gives its count across its middle
(that wide and as tall as a digit, ``MARGIN`` inside its outline all round), and its outline around its
centre (as a path: the board's only polygons are its areas). A count of two digits is narrowed to the room;
the others' hidden total, drawn in a box of its own, widens it to hold every digit."""
NAME_SIZE = 15
"""The size of an area's name, its first label."""
LABEL_SIZE = 12
"""The size of an area's smaller labels (its values, its tokens): its pieces' shapes, drawn smaller where
the area is crowded, are never drawn so small that their counts would be smaller than that."""
SMALLER = (1, 0.9, 0.8, LABEL_SIZE / COUNT_SIZE)
"""The scales a crowded area's shapes are drawn at, the largest that lets everything fit."""
ASCENT, DESCENT = 0.95, 0.25
"""How far a line of text reaches above and below its baseline, in ems (the fonts' own, a little over)."""
TEXT_EM = 0.7
"""A character's width, in ems, as a token's label is measured to see whether two fit side by side on a
line (a little over a bold Latin letter's average; a wide character takes a whole em)."""
NAMED = {"red": "#d62728", "blue": "#1f77b4", "yellow": "#e6b800", "green": "#2ca02c", "black": "#222222",
         "white": "#f4f4f4", "purple": "#8e44ad", "orange": "#ff7f0e"}


def colour_of(player: str) -> str:
    """A player's drawing colour: the colour their id names, else one derived from the id."""
    if player in NAMED:
        return NAMED[player]
    hue = int(hashlib.sha256(player.encode()).hexdigest()[:4], 16) % 360
    return f"hsl({hue}, 60%, 45%)"


def _text(x: float, y: float, content: str, rtl: bool, size: float = 14, weight: str = "normal",
          fill: str = "#111", attributes: str = "") -> str:
    direction = ' direction="rtl" unicode-bidi="embed"' if rtl else ""
    return (f'<text {attributes}x="{round(x, 1):g}" y="{round(y, 1):g}" font-size="{size:g}" font-weight="{weight}" '
            f'fill="{fill}" text-anchor="middle"{direction}>{escape(content)}</text>')


def shape_of(players: list[str], player: str) -> str:
    """The shape of ``player``'s pieces: by their seat, the same on every page and in every language."""
    shapes = list(SHAPES)
    return shapes[players.index(player) % len(shapes)] if player in players else "square"


def _shape(shape: str, cx: float, cy: float, fill: str, scale: float = 1, attributes: str = "",
           inside: str = "", width: float = SWATCH) -> str:
    """``shape`` centred on (cx, cy), ``scale`` times the size of a piece's, with ``inside`` (a title); a
    square may be drawn ``width`` wide instead (a box as wide as the count it holds)."""
    common = f'{attributes}data-shape="{shape}" fill="{fill}" stroke="#333"'
    side = SWATCH * scale
    if shape == "square":
        # on whole units and an even number of them, so that it stays centred on (cx, cy) as its count is
        half_width, half_side = round(width * scale / 2), round(side / 2)
        return (f'<rect {common} x="{cx - half_width:.0f}" y="{cy - half_side:.0f}" width="{2 * half_width}" '
                f'height="{2 * half_side}">{inside}</rect>')
    if shape == "circle":
        return f'<circle {common} cx="{cx:.0f}" cy="{cy:.0f}" r="{SHAPES["circle"][0] / 2 * scale:g}">{inside}</circle>'
    return (f'<path {common} transform="translate({cx:.0f} {cy:.0f}) scale({scale:g})" '
            f'stroke-width="{1 / scale:g}" d="{SHAPES[shape][3]}">{inside}</path>')


def piece_box(shape: str, count: str, hidden: bool) -> tuple[float, float, float]:
    """The width and height a count's shape takes in its area's row, and the room its digits are drawn in:
    a seat's shape's own; the others' hidden total's box (a square at least) as wide as its digits and
    margins."""
    if hidden:
        room = max(SHAPES["square"][2], len(count) * DIGIT_EM * COUNT_SIZE)
        return max(SWATCH, room + 2 * MARGIN), SWATCH, room
    return SHAPES[shape][:3]


def _count(cx: float, cy: float, count: str, room: float, ink: str, scale: float) -> str:
    """``count`` written across the middle of its shape (centred on (cx, cy), drawn ``scale`` times a
    piece's size), within ``room``."""
    size, room = COUNT_SIZE * scale, room * scale
    narrowed = ""
    if len(count) * DIGIT_EM * size > room:
        # it may be wider than its room in the font the reader has: drawn that wide whatever the font
        narrowed = f'textLength="{room:g}" lengthAdjust="spacingAndGlyphs" '
    # a pointer on the number still finds the shape and its title
    # digits reach about 0.75 em above the baseline: so far under the middle, their ink is centred on it
    return _text(cx, cy + size * 0.375, count, False, size, "bold", ink,
                 f'class="count" pointer-events="none" {narrowed}')


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
    # one picture to a screen reader, named, its labels hidden: read one after another they would tell
    # no one which count is whose nor where (the web app tells that in a table beside it)
    # TRANSLATORS: the name of the picture of the board, as a screen reader says it
    name = texts.t("The board")
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
             f'height="{height}" xml:lang={quoteattr(texts.locale.replace("_", "-"))} role="img" '
             f'aria-label={quoteattr(name)} font-family="Noto Sans, DejaVu Sans, sans-serif">',
             f'<g aria-hidden="true"><rect width="{width}" height="{height}" fill="#fbf8ef"/>']
    for area in ruleset.board.areas:
        here_tokens = sorted(t for t, at in view["tokens"].items() if at == area.id)
        values = next((token_values[t.split(":")[0]] for t in here_tokens if t.split(":")[0] in token_values),
                      area.values)
        counts = [(p, n) for p, n in view["pieces"][area.id].items() if n]
        if hidden.get(area.id):
            counts.append(("?", hidden[area.id]))
        parts.extend(_area(area.id, drawing.areas[area.id], area.id in out, values, counts, here_tokens,
                           players, names, texts))
    y = drawing.height + 24
    for player in players:
        score = view["score"].get(player, 0)
        zones = ", ".join(texts.t("{zone}: {n}", zone=names.area(z.id), n=view["pieces"][z.id].get(player, 0))
                          for z in ruleset.board.zones if player in view["pieces"].get(z.id, {}))
        line = texts.tn("{colour}: {n} point", "{colour}: {n} points", score, colour=names.colour(player))
        swatch_x = width - 20 - LEGEND_SWATCH / 2 if rtl else 20 + LEGEND_SWATCH / 2
        parts.append(_shape(shape_of(players, player), swatch_x, y - 13 + LEGEND_SWATCH / 2, colour_of(player),
                            LEGEND_SWATCH / SWATCH, f'class="swatch" data-player={quoteattr(player)} '))
        # in right-to-left text "start" is the right-hand end: the line runs leftwards from the edge
        anchor = "start"
        x = width - 46 if rtl else 46
        direction = ' direction="rtl" unicode-bidi="embed"' if rtl else ""
        parts.append(f'<text class="player" x="{x}" y="{y + 2}" font-size="16" text-anchor="{anchor}"{direction}>'
                     f"{escape(line + ('; ' + zones if zones else ''))}</text>")
        y += LEGEND_LINE
    parts.append("</g></svg>")
    return "\n".join(parts) + "\n"


def _area(area: str, outline: Sequence[tuple[float, float]], out: bool, values: list[Any],
          counts: list[tuple[str, int]], tokens: list[str], players: list[str], names: Names,
          texts: Texts) -> list[str]:
    """The drawing of ``area``: its outline, name and values (or that it is out of play), a shape for each
    seat's ``counts`` there (the others' hidden total as a box), and its ``tokens``; all laid out inside
    its outline, the shapes wrapped onto more rows, and drawn smaller if need be, where it is narrow."""
    rtl = texts.direction == "rtl"
    points = " ".join(f"{x},{y}" for x, y in outline)
    ink = "#5c5648" if out else "#111"
    if out:
        # greyed, its outline dashed, and said in words: a colour alone would not tell everyone
        parts = [f'<g id={quoteattr("area-" + area)} class="area" data-out-of-play="true">',
                 f'<polygon points="{points}" fill="#dcd8cf" stroke="#9a9080" stroke-width="2" '
                 f'stroke-dasharray="6 4"><title>{escape(texts.t("not in play"))}</title></polygon>']
        labels = [(names.area(area), rtl, NAME_SIZE, "bold", ink),
                  (texts.t("not in play"), rtl, LABEL_SIZE, "normal", ink)]
    else:
        parts = [f'<g id={quoteattr("area-" + area)} class="area">',
                 f'<polygon points="{points}" fill="#efe6cf" stroke="#6b5a3a" stroke-width="2"/>']
        labels = [(names.area(area), rtl, NAME_SIZE, "bold", ink)]
        if values:
            # an area that pays no rank shows none: a "0" would read as a value
            labels.append(("/".join(str(v) for v in values), False, LABEL_SIZE, "normal", "#6b5a3a"))
    token_labels = []
    for token in tokens:
        owner = token.partition(":")[2]
        label = names.token(token)
        token_labels.append(texts.t("{token} ({colour})", token=label, colour=names.colour(owner)) if owner else label)
    shapes = ["square" if player == "?" else shape_of(players, player) for player, _ in counts]
    boxes = [piece_box(shape, str(n), player == "?") for (player, n), shape in zip(counts, shapes, strict=True)]
    layout = lay_out(outline, [text_item(text, size) for text, _, size, _, _ in labels],
                     lambda scale: [Item(width * scale, height * scale, True) for width, height, _ in boxes],
                     [text_item(label, LABEL_SIZE) for label in token_labels], SMALLER, GAP)
    for (text, text_rtl, size, weight, fill), (x, y) in zip(labels, layout.labels, strict=True):
        parts.append(_text(x, _baseline(y, size), text, text_rtl, size, weight, fill))
    scale = layout.scale
    for (player, n), shape, (width, _, room), centre in zip(counts, shapes, boxes, layout.shapes, strict=True):
        # on whole units, as the shape is drawn: its count is placed to fit it exactly
        x, y = round(centre[0]), round(centre[1])
        fill = HIDDEN_FILL if player == "?" else colour_of(player)
        # who the pieces are, not only their colour and shape: shown on hover
        whose = (texts.tn("{n} hidden", "{n} hidden", n) if player == "?"
                 else texts.t("{colour}: {n}", colour=names.colour(player), n=n))
        # the others' hidden pieces are no seat's: dashed, so that they never pass for a seat's square
        dashed = 'stroke-dasharray="3 2" ' if player == "?" else ""
        parts.append(_shape(shape, x, y, fill, scale,
                            f'class="pieces" data-player={quoteattr(player)} data-count="{n}" {dashed}',
                            f"<title>{escape(whose)}</title>", width))
        # the count on its shape, in the colour that stands out most from it
        parts.append(_count(x, y, str(n), room, _ink_on(fill), scale))
    for token, label, (x, y) in zip(tokens, token_labels, layout.tokens, strict=True):
        parts.append(f'<g class="token" data-token={quoteattr(token)}>'
                     + _text(x, _baseline(y, LABEL_SIZE), label, rtl, LABEL_SIZE, "bold", "#7a1f1f") + "</g>")
    parts.append("</g>")
    return parts


def text_item(text: str, size: float) -> Item:
    """The box a line of ``text`` takes, measured as ``TEXT_EM`` says."""
    ems = sum(1 if unicodedata.east_asian_width(ch) in "WF" else TEXT_EM for ch in text)
    return Item(ems * size, (ASCENT + DESCENT) * size)


def _baseline(middle: float, size: float) -> float:
    """The baseline of a line of text of ``size`` whose box is centred at the height ``middle``."""
    return middle - (ASCENT + DESCENT) * size / 2 + ASCENT * size


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
