"""The lab's report: what a run (and an A/B comparison) says, as a JSON document, records and a summary.

Labels are words of the user's locale; numbers stay numbers. The document holds every figure the HTML
page plots, so the page can be rebuilt, and other tools can read the same figures.
"""

from __future__ import annotations

import csv
import io
import json
import math
from typing import Any

from ..errors import Verbatim
from ..text.i18n import Texts
from ..text.i18n.numbers import decimal, percent, significant
from ..text.names import Names
from .simulate import DEFAULT_BOT, game_named
from .stats import Effect, bot_rates, card_rates, least_pairs, paired_effect, seat_rates, win_share

METRICS = ("mean_score", "first_seat_win", "decisions")
"""Per-game measures an A/B comparison looks at (the game's own report measures are added)."""


def metric_value(record: dict[str, Any], name: str) -> float:
    if name == "mean_score":
        return sum(record["scores"].values()) / len(record["scores"])
    if name == "first_seat_win":
        return win_share(record, record["seats"][0])
    if name == "decisions":
        return float(record["decisions"])
    return float(record["report"][name])


def metric_label(names: Names, name: str) -> str:
    texts = names.texts
    labels = {"mean_score": texts.t("mean score"), "first_seat_win": texts.t("first seat's win rate"),
              "decisions": texts.t("decisions per game")}
    return labels.get(name) or names.measure(name)


def finished(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in records if r["error"] is None]


def lineup(record: dict[str, Any]) -> list[str]:
    """The bots of a game's record in seat order: those named, else the default bot on every seat."""
    return list(record["bots"]) if record["bots"] is not None else [DEFAULT_BOT] * len(record["seats"])


MESSAGES = 10
"""Messages a report quotes at most (the first ones): the per-game files hold every game's."""


def health(records: list[dict[str, Any]]) -> dict[str, Any]:
    """What broke in a run's games: the games that broke off with an error, and the invariants broken,
    counted (every check that failed) and game by game (which invariants, each named once)."""
    errors = [r["error"] for r in records if r["error"] is not None]
    broken = [r for r in records if r["violations"]]
    return {"games": len(records), "errors": len(errors), "error_messages": errors[:MESSAGES],
            "invariant_violations": sum(len(r["violations"]) for r in broken),
            "broken_invariants": [{"game": r["index"], "seed": r["seed"], "bots": r["bots"],
                                   "violations": len(r["violations"]),
                                   "invariants": list(dict.fromkeys(r["violations"]))} for r in broken]}


def broke(figures: dict[str, Any]) -> bool:
    """Whether a run failed its checks: a game broke off, or an invariant broke."""
    return bool(figures["errors"] or figures["invariant_violations"])


def build(records: list[dict[str, Any]], names: Names, interrupted: bool = False) -> dict[str, Any]:
    """The figures of one run. Every seat names the bots that played it (the default bot when the run
    named none: ``bots_named`` is then false). ``interrupted``: the run stopped early (Ctrl-C), and
    these are the figures of the games finished before."""
    done = finished(records)
    seats = done[0]["seats"] if done else []
    played = [{**r, "bots": lineup(r)} for r in done]
    rates = card_rates(done)
    document: dict[str, Any] = {
        **health(records), "interrupted": interrupted, "seats": seats,
        "baseline": 1 / len(seats) if seats else 0.0,
        "bots_named": any(r["bots"] is not None for r in records),
        "seat_win_rates": [{"seat": i + 1, "colour": c, "name": names.colour(c),
                            "bots": list(dict.fromkeys(r["bots"][i] for r in played)), **e.as_json()}
                           for i, (c, e) in enumerate(zip(seats, seat_rates(done), strict=True))],
        "scores": {c: [r["scores"][c] for r in done] for c in seats},
        "card_win_rates": [{"card": card, "name": name, **e.as_json()}
                           for (card, e), name in zip(rates.items(), _card_labels(list(rates), names), strict=True)],
    }
    if played:
        document["bot_win_rates"] = [{"bot": b, **e.as_json()} for b, e in bot_rates(played).items()]
    return document


def default_bot_note(document: dict[str, Any], texts: Texts) -> str | None:
    """What a report says when the run named no bots: which bot played every seat."""
    if document.get("bots_named", True):
        return None
    return texts.t("No --bots given: every seat played the default bot, {bot} (any legal option, chosen at "
                   "random).", bot=DEFAULT_BOT)


def seat_label(seat: dict[str, Any]) -> str:
    """A seat's player and the bots that played it: ``red (greedy)``."""
    return f"{seat['name']} ({', '.join(seat['bots'])})" if seat.get("bots") else str(seat["name"])


def _card_labels(cards: list[str], names: Names) -> list[str]:
    """Each card's name; cards that share one (two printings of a card with different numbers) also
    show their ids, or a chart would have two rows no reader could tell apart."""
    shown = [names.card(card) for card in cards]
    return [f"{name} ({card})" if shown.count(name) > 1 else name for card, name in zip(cards, shown, strict=True)]


def compare(a: list[dict[str, Any]], b: list[dict[str, Any]], words: Names, level: float = 0.95,
            primary: str = "mean_score") -> dict[str, Any]:
    """B against A on the games both finished (the same seeds: paired). An interrupted side may have
    fewer games, and not the first ones only: games are paired by their index."""
    b_by_index = {y["index"]: y for y in finished(b)}
    both = [(x, b_by_index[x["index"]]) for x in finished(a) if x["index"] in b_by_index]
    measures = sorted(both[0][0]["report"]) if both else []
    names = list(dict.fromkeys([*METRICS, *measures, primary]))
    effects: dict[str, Effect] = {
        name: paired_effect([metric_value(x, name) for x, _ in both], [metric_value(y, name) for _, y in both],
                            level) for name in names}
    return {"pairs": len(both), "level": level, "primary": primary,
            "metrics": {name: {"label": metric_label(words, name), **e.as_json()} for name, e in effects.items()},
            "verdict": verdict(effects[primary], metric_label(words, primary), words.texts, level)}


def verdict(effect: Effect, label: str, texts: Texts, level: float = 0.95) -> str:
    d = effect.difference
    least = least_pairs(level)
    locale = texts.locale
    # a sequential look's level may be 98.75%: decimals as it needs them, two at most
    shown_level = percent(level, locale, 0, 2)
    if d.n < least:
        return texts.t("{metric}: too few paired games to tell A and B apart at this level ({level}: at least "
                       "{least} are needed).", metric=label, level=shown_level, least=least)
    size = decimal(effect.size, locale, 2, 2) if math.isfinite(effect.size) else ("+∞" if effect.size > 0 else "−∞")
    values = {"metric": label, "difference": significant(d.value, locale, sign=True),
              "low": significant(d.low, locale), "high": significant(d.high, locale), "size": size,
              "level": shown_level}
    if effect.clear:
        return texts.t("{metric}: B differs from A by {difference} ({level} interval {low} to {high}, effect size "
                       "{size}): a clear difference.", **values)
    return texts.t("{metric}: no clear difference between A and B ({level} interval {low} to {high}).", **values)


def records_csv(records: list[dict[str, Any]]) -> str:
    """One row per game and seat: the game's seed, the seat, its colour and bot (the default bot when the
    run named none), score, win share, the cards that player chose and the game's own measures."""
    measures = sorted({k for r in records if r["error"] is None for k in r["report"]})
    with io.StringIO(newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["game", "seed", "seat", "colour", "bot", "score", "win_share", "cards", "decisions",
                         "error", "invariant_violations", "broken_invariants", *measures])
        for r in records:
            broken = "; ".join(dict.fromkeys(r["violations"]))
            for seat, colour in enumerate(r["seats"]):
                ok = r["error"] is None
                writer.writerow([r["index"], r["seed"], seat + 1, colour, lineup(r)[seat],
                                 r["scores"][colour] if ok else "", win_share(r, colour) if ok else "",
                                 " ".join(r["cards"].get(colour, [])) if ok else "", r.get("decisions", ""),
                                 r["error"] or "", len(r["violations"]), broken,
                                 *[r["report"].get(m, "") if ok else "" for m in measures]])
        return out.getvalue()


def status(document: dict[str, Any], texts: Texts) -> list[str]:
    """How the run went, before its figures: games and errors (each side's, in an A/B), the invariants
    broken and the first error, whether it was interrupted, and which bot played when none was named."""
    sides: list[tuple[str | None, dict[str, Any]]] = [(None, document)]
    if "compare" in document:
        sides = [("A", document), ("B", document["compare"]["b_run"])]
    lines: list[str] = []
    for side, figures in sides:
        told = [texts.t("{games} games, {errors} errors.", games=figures["games"], errors=figures["errors"])]
        if figures["invariant_violations"]:
            first = figures["broken_invariants"][0]
            told.append(texts.t("{count} broken invariants in {games} games; the first: {message}",
                                count=figures["invariant_violations"], games=len(figures["broken_invariants"]),
                                message=f"{game_named(first['game'], first['seed'], first['bots'])}: "
                                        f"{first['invariants'][0]}"))
        if figures["errors"]:
            told.append(texts.t("The first error: {message}", message=figures["error_messages"][0]))
        lines += [texts.t("{label}: {value}", label=side, value=line) if side else line for line in told]
    if document.get("interrupted"):
        lines.append(texts.t("Interrupted: these are the figures of the games finished before it."))
    note = default_bot_note(document, texts)
    if note:
        lines.append(note)
    return lines


def summary(document: dict[str, Any], texts: Texts) -> list[str]:
    lines = status(document, texts)
    if not document["seat_win_rates"]:  # no game finished: there is nothing to count
        return lines + ([document["compare"]["verdict"]] if "compare" in document else [])
    lines.append(texts.t("Seat win rates (95% intervals)") + ":")
    for seat in document["seat_win_rates"]:
        lines.append(f"  {seat['seat']}. {seat_label(seat)}: {_rate_run(seat, texts)}")
    if document.get("bot_win_rates"):
        lines.append(texts.t("Bot win rates (95% intervals)") + ":")
    for bot in document.get("bot_win_rates", []):
        lines.append(f"  {bot['bot']}: {_rate_run(bot, texts)}")
    if document["card_win_rates"]:
        lines.append(texts.t("Cards: the win rate of the players who chose them (95% intervals; all players: "
                             "{baseline})", baseline=percent(document["baseline"], texts.locale, 0, 0)) + ":")
        ranked = sorted(document["card_win_rates"], key=lambda c: -c["value"])
        for card in ranked[:5] + (ranked[-3:] if len(ranked) > 8 else []):
            lines.append(f"  {card['name']}: {_rate_run(card, texts)}")
    if "compare" in document:
        lines.append(document["compare"]["verdict"])
    return lines


def _rate_run(estimate: dict[str, Any], texts: Texts) -> str:
    """A rate in a line of the summary, isolated as one left-to-right run: in a Hebrew line it reads as
    the page sets it (``<bdi dir='ltr'>``), whatever stands before it, and is never broken across lines."""
    return texts.fill("{rate}", {"rate": Verbatim(rate_text(estimate, texts))})


def rate_text(estimate: dict[str, Any], texts: Texts) -> str:
    """A rate with its interval and sample size: ``25.0% [4.6%, 69.9%] (n=4)``, in the locale's signs."""
    def share(value: float) -> str:
        return percent(value, texts.locale)

    # one figure, read left to right as a whole in every language (as the page sets it): nothing in it is
    # isolated, or a right-to-left line would set its parts right to left
    # TRANSLATORS: a win rate, its 95% interval and the games it rests on: "25.0% [4.6%, 69.9%] (n=4)".
    # Where the decimal mark is a comma, part the bounds with another sign: "25,0% [4,6%; 69,9%] (n=4)".
    return texts.with_isolation("none").t("{value} [{low}, {high}] (n={n})", value=share(estimate["value"]),
                                          low=share(estimate["low"]), high=share(estimate["high"]),
                                          n=decimal(estimate["n"], texts.locale))


def report_json(document: dict[str, Any]) -> str:
    return json.dumps(document, ensure_ascii=False, indent=1)

