"""``regla lab``: a balance study — win rates with intervals, per-card figures, A/B comparisons — as a
terminal summary, per-game records (CSV), a JSON report and a self-contained HTML page."""

from __future__ import annotations

import contextlib
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import click

from ..api import load, seating
from ..editions import edition_of
from ..errors import ExitCode, UserError, Verbatim, cannot_write
from ..lab import report as lab_report
from ..lab.html import page
from ..lab.parallel import RunSpec, ray_session, run
from ..lab.stats import look_level
from ..mods.plugin import mods_from_environment
from ..plugins import Selection
from ..text.i18n import Texts
from ..text.names import Names
from .app import cli
from .common import GAME_HELP, SEED, emit_json, reports_errors, split_bots, writable, write_files
from .interrupt import held_back_ctrl_c
from .selection import game_selection, make_selection, selection_options
from .textutil import bidi_choice, game_texts, locale_option, say


@click.command("compare", add_help_option=False)
@selection_options
def _selection_args(**values: Any) -> Selection:
    return make_selection(values["edition"], values["variants"], values["house_rules"], values["blocked"])


def parse_selection(text: str) -> Selection:
    """``--compare "--house-rule NAME --variant NAME"``: the B side's selection. Only selection options:
    ``--help`` there would print on stdout, and end the parsing without a selection."""
    try:
        args = shlex.split(text)
    except ValueError:
        raise UserError("--compare {options!r}: a quotation mark is not closed", options=text) from None
    try:
        return _selection_args.main(args, prog_name="--compare", standalone_mode=False)
    except click.ClickException as exc:
        raise UserError("--compare {options!r}: {reason}", options=text, reason=str(exc)) from None


def side_named(selection: Selection, game: str) -> str:
    """A side of an A/B named by every option that sets its games apart, as a command line gives them:
    the edition (the game's default one when none is named), variants, house rules by name and from
    files, mods and blocked plugins. Both sides are named alike, so the report tells what differs."""
    edition = edition_of(selection, game)
    given = [("--variant", selection.variants), ("--house-rule", selection.house_rules),
             ("--house-rule", selection.house_rule_files), ("--mod", selection.mods),
             ("--block-plugin", selection.blocked)]
    words = [*(["--edition", edition] if edition else []), *(w for option, values in given for v in values
                                                              for w in (option, v))]
    return shlex.join([*words, *(["--allow-code"] if selection.allow_code else [])])


@cli.command("lab")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--players", type=click.IntRange(1, 99), default=4, show_default=True)
@click.option("--games", type=click.IntRange(1), default=200, show_default=True,
              help="Games to play (with --sequential: at most this many).")
@click.option("--seed", type=SEED, default=0, show_default=True, help="Game i uses seed+i (on both sides of an A/B).")
@click.option("--bots", "bot_specs", default=None, metavar="BOT,BOT,...",
              help="One bot per seat (default: random play).")
@click.option("--rotate-seats", is_flag=True, help="Move the bots one seat on from game to game.")
@click.option("--workers", type=click.IntRange(1, 512), default=1, show_default=True,
              help="Processes to share the games (never more than there are games).")
@click.option("--ray", "ray_address", default=None, is_flag=False, flag_value="local", metavar="[ADDRESS]",
              help="Run the games as Ray tasks (a local instance, or the cluster at ADDRESS).")
@click.option("--compare", "compare_with", default=None, metavar="OPTIONS",
              help="A/B: the same games under another selection, e.g. \"--house-rule NAME\".")
@click.option("--metric", default="mean_score", show_default=True,
              help="The A/B measure the verdict is about: mean_score, first_seat_win, decisions or one of the "
                   "game's own measures.")
@click.option("--sequential", is_flag=True,
              help="A/B: play in doubling batches and stop once the difference is clear (error spent over looks).")
@click.option("--batch", type=click.IntRange(2), default=50, show_default=True, help="First batch with --sequential.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path), default=Path("lab-report"),
              show_default=True, help="Directory for games.csv, report.json and report.html.")
@click.option("--json", "as_json", is_flag=True, help="Print the JSON report instead of the summary.")
@locale_option
@bidi_choice
@selection_options
@reports_errors
def lab_command(game_id: str | None, players: int, games: int, seed: int, bot_specs: str | None,
                rotate_seats: bool, workers: int, ray_address: str | None, compare_with: str | None, metric: str,
                sequential: bool, batch: int, out_dir: Path, as_json: bool, locale: str | None, edition: str | None,
                variants: tuple[str, ...], house_rules: tuple[str, ...], blocked: tuple[str, ...]) -> None:
    """Study balance over many games: win rates by seat, bot and card with 95% intervals, and A/B
    comparisons of two selections on the same seeds; writes a report you can open in a browser."""
    selection = game_selection(game_id, edition, variants, house_rules, blocked)
    ruleset = load(game_id, selection, players)
    colours = tuple(seating(ruleset, players))
    bots = split_bots(bot_specs, players, ruleset)
    sides = [RunSpec(game_id, selection, colours, seed, True, tuple(bots) if bots else None, rotate_seats)]
    if compare_with is not None:
        # REGLA_MODS's mods that side A leaves out (made for another game) are left out of side B too
        unfit = set(mods_from_environment()) - set(selection.mods)
        other = parse_selection(compare_with)
        other = replace(other, mods=tuple(m for m in other.mods if m not in unfit))
        load(game_id, other, players)
        sides.append(RunSpec(game_id, other, colours, seed, True, sides[0].bots, rotate_seats))
    if metric not in (*lab_report.METRICS, *(name for name, _ in ruleset.report)):
        known = ", ".join([*lab_report.METRICS, *(n for n, _ in ruleset.report)])
        raise UserError("unknown --metric {metric!r} (measures: {known})", metric=metric, known=known)
    if sequential and compare_with is None:
        raise UserError("--sequential needs --compare: it stops an A/B comparison once the answer is clear")
    texts = game_texts(ruleset, locale)
    # the report's folder is made before the games are played: a folder that cannot be written costs no run,
    # nor does a report file there that is a pipe, a device or a folder (writing it would replace it)
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise cannot_write(out_dir, exc) from None
    # an earlier A/B run's B side is taken away by a run with one side: it is no part of this run
    for name in ("games.csv", "games-b.csv", "report.json", "report.html"):
        writable(out_dir / name)
    plan = _looks(games, batch) if sequential else [games]
    played = _play(sides, plan, workers, ray_address,
                   lambda a, b, looks: lab_report.compare(a, b, Names(ruleset, texts),
                                                          look_level(looks) if sequential else 0.95,
                                                          metric))
    # once the games are played, the report is made, written and told whole, Ctrl-C or not: a folder holding
    # half of this run's files and half of an earlier one's would be worse than a second's wait
    with held_back_ctrl_c():
        records = played.records
        document = lab_report.build(records[0], Names(ruleset, texts), played.interrupted)
        if played.compared is not None:
            document["compare"] = {**played.compared, "a": side_named(selection, ruleset.id),
                                   "b": side_named(sides[1].selection, ruleset.id),
                                   "looks": played.looks, "sequential": sequential,
                                   "b_run": lab_report.health(records[1])}
        files = {out_dir / "games.csv": lab_report.records_csv(records[0])}
        if len(sides) == 2:
            files[out_dir / "games-b.csv"] = lab_report.records_csv(records[1])
        files[out_dir / "report.json"] = lab_report.report_json(document)
        title = texts.t("regla lab: {game}", game=texts.raw("game", ruleset.game.name))
        files[out_dir / "report.html"] = page(document, texts, title)
        write_files(files, gone=() if len(sides) == 2 else (out_dir / "games-b.csv",))
        _tell(document, texts, out_dir, as_json, games * len(sides))


@dataclass
class _Played:
    records: list[list[dict[str, Any]]]
    """Each side's records, in game order."""
    looks: int
    compared: dict[str, Any] | None
    interrupted: bool


def _looks(games: int, batch: int) -> list[int]:
    """The games of each sequential look: doubling batches from ``batch``, ``games`` in all."""
    sizes: list[int] = []
    size = batch
    while sum(sizes) < games:
        sizes.append(min(size, games - sum(sizes)))
        size *= 2
    return sizes


def _play(sides: list[RunSpec], plan: list[int], workers: int, ray_address: str | None,
          compare: Callable[[list[dict[str, Any]], list[dict[str, Any]], int], dict[str, Any]]) -> _Played:
    """Each look's games on every side (``plan``: the games of each look), compared after each look,
    until a sequential comparison is clear. Ctrl-C stops it at once, with the records that came back."""
    played = _Played([[] for _ in sides], 0, None, False)
    # one Ray for the whole study: starting it costs seconds, and a study runs every side at every look
    session = ray_session(ray_address, min(workers, sum(plan))) if ray_address is not None \
        else contextlib.nullcontext()
    first = 0
    try:
        with session:
            for chunk in plan:
                played.looks += 1
                for side, spec in enumerate(sides):
                    part = run(spec, chunk, workers=workers, ray_address=ray_address, keep_records=True,
                               first=first)
                    played.records[side].extend(part.records or [])
                    if part.interrupted:
                        raise KeyboardInterrupt
                first += chunk
                if len(sides) == 2:
                    looked = compare(played.records[0], played.records[1], played.looks)
                    if looked["metrics"][looked["primary"]]["clear"]:
                        break
    except KeyboardInterrupt:  # in a run, between two, or while Ray starts or stops: no side plays on
        played.interrupted = True
    if len(sides) == 2:
        played.compared = compare(played.records[0], played.records[1], max(played.looks, 1))
    return played


def _tell(document: dict[str, Any], texts: Texts, out_dir: Path, as_json: bool, planned: int) -> None:
    """The summary (or the JSON document), then the exit status: 130 when interrupted, 1 when a game of
    either side broke off or broke an invariant. A run none of whose games finished has no figures to
    summarize: its first error is told instead."""
    sides = [document, *([document["compare"]["b_run"]] if "compare" in document else [])]
    nothing = not document["interrupted"] and document["errors"] == document["games"]
    if as_json:
        emit_json(document)
    elif not nothing:
        for line in lab_report.summary(document, texts):
            say(line, texts)
        say(texts.t("Report: {file}", file=Verbatim(out_dir / "report.html")), texts)
    if document["interrupted"]:
        say(texts.t("regla: interrupted after {done} of {games} games", done=sum(s["games"] for s in sides),
                    games=planned), texts, err=True)
        sys.exit(ExitCode.INTERRUPTED)
    if nothing:
        say(texts.t("regla: no game finished; the first error: {message}", message=document["error_messages"][0]),
            texts, err=True)
    if any(lab_report.broke(side) for side in sides):
        sys.exit(ExitCode.INVALID)
