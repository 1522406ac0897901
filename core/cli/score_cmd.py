"""``regla score``: a score calculator for a table position, for players at a physical table too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from ..api import load
from ..data.position import load_position, score_position
from .app import cli
from .common import GAME_HELP, emit_json, reports_errors
from .selection import game_selection, selection_options
from .textutil import Names, bidi_choice, game_texts, locale_option, say


@cli.command("score")
@click.argument("position_file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--areas", default=None, metavar="A,B,...", help="Score only these areas.")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@locale_option
@bidi_choice
@selection_options
@reports_errors
def score_command(position_file: Path, areas: str | None, game_id: str | None, as_json: bool, locale: str | None,
                  edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                  blocked: tuple[str, ...]) -> None:
    """Score POSITION_FILE: a general scoring, or only --areas; shows who got what and why."""
    ruleset = load(game_id, game_selection(game_id, edition, variants, house_rules, blocked))
    game, choices = load_position(ruleset, position_file)
    # an area named twice is scored once: a scoring scores each area once
    listed = list(dict.fromkeys(a.strip() for a in areas.split(",") if a.strip())) if areas is not None else None
    events = score_position(game, choices, listed, position_file)
    by_area: dict[str, dict[str, int]] = {}
    for event in events:
        points = by_area.setdefault(event["area"], {})
        if event["player"]:
            points[event["player"]] = points.get(event["player"], 0) + event["points"]
    total = {p: sum(a.get(p, 0) for a in by_area.values()) for p in game.players}
    if as_json:
        emit_json({"total": total, "areas": by_area,
                   "details": [{k: e[k] for k in ("area", "player", "points", "reason", "rank")} for e in events]})
        return
    texts = game_texts(ruleset, locale)
    names = Names(ruleset, texts)
    grouped: dict[str, list[dict[str, Any]]] = {}
    for event in events:
        grouped.setdefault(event["area"], []).append(event)
    for area, area_events in grouped.items():
        awards = [_award(texts, names, e) for e in area_events if e["player"]]
        if awards:
            say(texts.t("{area}: {awards}", area=names.area(area), awards=names.join(awards)), texts)
        else:
            say(texts.t("{area}: nobody scores.", area=names.area(area)), texts)
    totals = []
    for player, sum_points in total.items():
        totals.append(texts.t("{colour} {points}", colour=names.colour(player), points=sum_points))
    say(texts.t("Total: {scores}", scores=names.join(totals)), texts)


def _award(texts: Any, names: Names, event: dict[str, Any]) -> str:
    colour = names.colour(event["player"])
    if event["reason"] == "rank":
        why = texts.t("value {rank} alone", rank=event["rank"])
    elif event["reason"] == "tie":
        why = texts.t("value {rank}, tied", rank=event["rank"])
    else:
        why = names.bonus(event["reason"])
    return texts.tn("{colour} {points} point ({why})", "{colour} {points} points ({why})", event["points"],
                    colour=colour, points=event["points"], why=why)
