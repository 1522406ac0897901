"""Where the things an area of the board shows go inside its outline: its labels one under another, then
its pieces' shapes in rows that wrap where the outline narrows, then its tokens, each line centred across
the stretch of the area it crosses. The shapes are drawn smaller only when, even wrapped, they and the
tokens under them would not fit at full size, and never smaller than the least scale given.

An outline is any simple polygon; the maps' areas are rectangles and L shapes, whose narrow parts are
what a row has to keep within.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

Point = tuple[float, float]

PAD = 4.0
"""Picture units kept clear inside an area's outline (its stroke covers the first of them)."""
TEXT_GAP = 2.0
"""Between two lines of text, and between two tokens' labels on one line."""


@dataclass(frozen=True)
class Item:
    """A thing to place: its box's width and height, and whether it is a shape that may be drawn smaller
    (a text keeps its size: the layout never makes a label too small to read)."""

    width: float
    height: float
    shrinks: bool = False


@dataclass(frozen=True)
class Layout:
    """The scale the shapes are drawn at, the centre of each label's, shape's and token's box, and whether
    they all lie inside the outline."""

    scale: float
    labels: list[Point]
    shapes: list[Point]
    tokens: list[Point]
    fits: bool


def lay_out(outline: Sequence[Point], labels: Sequence[Item], shapes_at: Callable[[float], list[Item]],
            tokens: Sequence[Item], scales: Sequence[float], gap: float) -> Layout:
    """The layout of an area: ``shapes_at(scale)`` gives the shapes' boxes at a scale, ``gap`` (scaled
    with them) is kept between two shapes; the largest of ``scales`` at which everything fits is used,
    else the least (then the last lines may run past the outline's bottom)."""
    for scale in scales[:-1]:
        layout, fits = _try(outline, labels, shapes_at(scale), tokens, scale, gap * scale)
        if fits:
            return layout
    return _try(outline, labels, shapes_at(scales[-1]), tokens, scales[-1], gap * scales[-1])[0]


def _try(outline: Sequence[Point], labels: Sequence[Item], shapes: list[Item], tokens: Sequence[Item],
         scale: float, gap: float) -> tuple[Layout, bool]:
    near = (min(x for x, _ in outline) + max(x for x, _ in outline)) / 2
    y = min(y for _, y in outline) + PAD
    placed: list[list[Point]] = []
    fits = True
    # each label on a line of its own; the shapes start a new line, and so do the tokens; a shape is kept
    # as far from a text as from another shape
    for group, between, one_a_line in ((labels, TEXT_GAP, True), (shapes, gap, False), (tokens, TEXT_GAP, False)):
        centres, y, fitted = _flow(outline, group, y, between, near, one_a_line)
        placed.append(centres)
        fits = fits and fitted
        y += max(gap, TEXT_GAP) - between
    labels_at, shapes_at, tokens_at = placed
    return Layout(scale, labels_at, shapes_at, tokens_at, fits), fits


def _flow(outline: Sequence[Point], items: Sequence[Item], y: float, gap: float, near: float,
          one_a_line: bool) -> tuple[list[Point], float, bool]:
    """``items`` in lines from ``y`` down, as many to a line as fit across the area where the line runs:
    their centres, the height reached (with a gap under it), and whether they all fit inside."""
    centres: list[Point] = []
    fits = True
    first = 0
    while first < len(items):
        height = items[first].height
        span = _span(outline, y, y + height, near)
        if span is None or (items[first].shrinks and span[1] - span[0] < items[first].width):
            fits = False
        end = first + 1
        while not one_a_line and span is not None and end < len(items):
            taller = max(height, items[end].height)
            wider = sum(item.width for item in items[first:end + 1]) + gap * (end - first)
            widened = _span(outline, y, y + taller, near)
            if widened is None or widened[1] - widened[0] < wider:
                break
            height, span, end = taller, widened, end + 1
        left, right = span or (min(x for x, _ in outline) + PAD, max(x for x, _ in outline) - PAD)
        line = items[first:end]
        x = (left + right - sum(item.width for item in line) - gap * (len(line) - 1)) / 2
        for item in line:
            centres.append((x + item.width / 2, y + height / 2))
            x += item.width + gap
        y += height + gap
        first = end
    return centres, y, fits


def _span(outline: Sequence[Point], top: float, bottom: float, near: float) -> tuple[float, float] | None:
    """The stretch of x inside ``outline`` all the way from ``top`` to ``bottom``, ``PAD`` clear of it
    all round (the stretch nearest ``near`` where the area has two side by side): None if there is none."""
    top, bottom = top - PAD, bottom + PAD
    # between two corners' heights the sides run straight: the narrowest is at a corner or an end
    heights = [top + 1e-6, bottom - 1e-6]
    heights += [y + d for _, y in outline if top < y < bottom for d in (-1e-6, 1e-6)]
    left, right = float("-inf"), float("inf")
    for height in heights:
        stretches = _crossing(outline, height)
        if not stretches:
            return None
        inner = min(stretches, key=lambda s: 0 if s[0] <= near <= s[1] else min(abs(s[0] - near), abs(s[1] - near)))
        left, right = max(left, inner[0]), min(right, inner[1])
    if right - left <= 2 * PAD:
        return None
    return left + PAD, right - PAD


def _crossing(outline: Sequence[Point], y: float) -> list[tuple[float, float]]:
    """The stretches of x inside ``outline`` along the line at height ``y``."""
    xs = []
    for (x1, y1), (x2, y2) in zip(outline, [*outline[1:], outline[0]], strict=True):
        if min(y1, y2) <= y < max(y1, y2):
            xs.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    xs.sort()
    return list(zip(xs[::2], xs[1::2], strict=True))
