"""The lab's report as one self-contained HTML page: the figures, and matplotlib plots inlined as SVG.

Plot text is kept as SVG text (not paths), so the browser draws it with its own fonts, Hangul and
Hebrew included; titles and sentences are HTML around the plots, in the report's language and direction.
"""

from __future__ import annotations

import html
import io
import warnings
from collections.abc import Callable
from typing import Any

from ..text.i18n import Texts
from ..text.i18n.numbers import decimal, percent
from .report import rate_text, status

MEASURING_FONTS = ("DejaVu Sans", "Noto Sans CJK JP", "Noto Sans Hebrew")


def _figure(width: float, height: float) -> Any:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import font_manager
    from matplotlib.figure import Figure

    matplotlib.rcParams["svg.fonttype"] = "none"
    # the same run makes the same page: no date in the plots, and their ids drawn from a fixed salt
    matplotlib.rcParams["svg.hashsalt"] = "regla"
    # only for measuring the labels: the browser draws them with its own fonts. Those not installed are
    # left out, or matplotlib logs a "findfont" line on the terminal for each (DejaVu comes with it)
    installed = {font.name for font in font_manager.fontManager.ttflist}
    matplotlib.rcParams["font.family"] = [name for name in MEASURING_FONTS if name in installed] or ["sans-serif"]

    return Figure(figsize=(width, height))


def _svg(figure: Any) -> str:
    buffer = io.StringIO()
    with warnings.catch_warnings():
        # a script missing from the measuring fonts only makes the layout a little loose
        warnings.filterwarnings("ignore", message="Glyph .* missing from font", category=UserWarning)
        figure.tight_layout()
        figure.savefig(buffer, format="svg", metadata={"Date": None})
    text = buffer.getvalue()
    return text[text.index("<svg"):]


def _ticks(axis: Any, say: Callable[[float], str]) -> None:
    """The axis's numbers written by ``say``: matplotlib writes '0.25' whatever the page's language."""
    from matplotlib.ticker import FuncFormatter

    axis.set_major_formatter(FuncFormatter(lambda value, _position: say(value)))


def _rates(rows: list[dict[str, Any]], label: str, baseline: float | None, locale: str,
           horizontal: bool = False) -> str:
    figure = _figure(7, max(2.5, 0.32 * len(rows) + 1) if horizontal else 3.2)
    axes = figure.add_subplot()
    _ticks(axes.xaxis if horizontal else axes.yaxis, lambda value: percent(value, locale, 0, 1))
    values = [r["value"] for r in rows]
    errors = [[r["value"] - r["low"] for r in rows], [r["high"] - r["value"] for r in rows]]
    names = [r[label] for r in rows]
    if horizontal:
        axes.errorbar(values, range(len(rows)), xerr=errors, fmt="o", capsize=3)
        axes.set_yticks(range(len(rows)), names)
        if baseline is not None:
            axes.axvline(baseline, linestyle="--", color="grey")
    else:
        axes.bar(range(len(rows)), values, yerr=errors, capsize=4, color="#4c78a8")
        axes.set_xticks(range(len(rows)), names)
        if baseline is not None:
            axes.axhline(baseline, linestyle="--", color="grey")
    return _svg(figure)


def _scores(scores: dict[str, list[int]], names: list[str], locale: str) -> str:
    figure = _figure(7, 3.2)
    axes = figure.add_subplot()
    _ticks(axes.yaxis, lambda value: decimal(value, locale, 0, 2))
    axes.boxplot([scores[c] for c in scores], tick_labels=names)
    return _svg(figure)


def _effects(metrics: dict[str, dict[str, Any]]) -> str:
    rows = list(metrics.values())
    figure = _figure(7, 0.45 * len(rows) + 1)
    axes = figure.add_subplot()
    for i, row in enumerate(rows):
        spread = max(abs(row["low"]), abs(row["high"]), 1e-9)
        axes.errorbar([row["value"] / spread], [i], xerr=[[(row["value"] - row["low"]) / spread],
                                                          [(row["high"] - row["value"]) / spread]],
                      fmt="o", capsize=3, color="#e45756" if row["clear"] else "#4c78a8")
    axes.set_yticks(range(len(rows)), [r["label"] for r in rows])
    axes.axvline(0, color="grey")
    axes.set_xticks([])
    return _svg(figure)


def _heading(text: str) -> str:
    return f"<h2>{html.escape(text)}</h2>"


def _seats(seats: list[dict[str, Any]], texts: Texts) -> str:
    """A table of the seats: each one's player, the bots that played it and its win rate."""
    # TRANSLATORS: heading of the lab report's column of seat numbers, in its table of seats
    words = (texts.t("Seat"),
             # TRANSLATORS: heading of the lab report's column of the colours that played each seat
             texts.t("Player"),
             # TRANSLATORS: heading of the lab report's column of the bots that played each seat
             texts.t("Bot"),
             # TRANSLATORS: heading of the lab report's column of each seat's win rate with its 95% interval
             texts.t("Win rate (95% interval)"))
    head = "".join(f"<th>{html.escape(word)}</th>" for word in words)

    def ltr(text: str) -> str:
        # ids and figures keep their own order in a right-to-left page
        return f"<bdi dir='ltr'>{html.escape(text)}</bdi>"

    rows = "".join(f"<tr><td>{seat['seat']}</td><td>{html.escape(seat['name'])}</td>"
                   f"<td class='bot'>{ltr(', '.join(seat.get('bots', [])))}</td>"
                   f"<td>{ltr(rate_text(seat, texts))}</td></tr>" for seat in seats)
    return f"<table class='seats'><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"


def page(document: dict[str, Any], texts: Texts, title: str) -> str:
    parts = [f"<h1>{html.escape(title)}</h1>", *(f"<p>{html.escape(line)}</p>" for line in status(document, texts))]
    if document["seat_win_rates"]:
        parts += _figures(document, texts)
    elif "compare" in document:
        parts.append(f"<p class='verdict'>{html.escape(document['compare']['verdict'])}</p>")
    body = "\n".join(parts)
    return (f"<!DOCTYPE html>\n<html lang='{texts.locale.replace('_', '-')}' dir='{texts.direction}'>"
            f"<head><meta charset='utf-8'><title>{html.escape(title)}</title><style>"
            "body{font-family:'Noto Sans','Noto Sans CJK KR','Noto Sans Hebrew',sans-serif;max-width:60em;"
            "margin:2em auto;padding:0 1em;word-break:keep-all}svg{max-width:100%;height:auto;display:block}"
            ".verdict{font-weight:bold}table{border-collapse:collapse;margin:1em 0}"
            "th,td{padding:.2em .8em;text-align:start}</style></head>"
            f"<body>\n{body}\n</body></html>\n")


def _figures(document: dict[str, Any], texts: Texts) -> list[str]:
    """The plots and tables of the finished games."""
    parts = [_heading(texts.t("Seat win rates (95% intervals)")),
             _rates(document["seat_win_rates"], "name", document["baseline"], texts.locale),
             _seats(document["seat_win_rates"], texts)]
    if document.get("bot_win_rates"):
        parts += [_heading(texts.t("Bot win rates (95% intervals)")),
                  _rates(document["bot_win_rates"], "bot", document["baseline"], texts.locale)]
    names = [s["name"] for s in document["seat_win_rates"]]
    parts += [_heading(texts.t("Score distributions")), _scores(document["scores"], names, texts.locale)]
    if document["card_win_rates"]:
        heading = texts.t("Cards: the win rate of the players who chose them (95% intervals; all players: "
                          "{baseline})", baseline=percent(document["baseline"], texts.locale, 0, 0))
        rows = sorted(document["card_win_rates"], key=lambda c: c["value"])
        parts += [_heading(heading), _rates(rows, "name", document["baseline"], texts.locale, horizontal=True)]
    if "compare" in document:
        compared = document["compare"]
        # each side is named by the options that set it: none at all for a game without editions played as it is
        a, b = (compared[side] or texts.t("the default rules") for side in "ab")
        parts += [_heading(texts.t("A/B comparison: {b} against {a}", a=a, b=b)),
                  f"<p class='verdict'>{html.escape(compared['verdict'])}</p>", _effects(compared["metrics"])]
    return parts
