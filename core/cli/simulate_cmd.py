"""``regla simulate``: bots play many games; the benchmark, balance figures and an invariant search."""

from __future__ import annotations

import sys

import click

from ..api import load, seating
from ..errors import ExitCode, UserError
from ..lab.parallel import RunSpec, run
from ..text.i18n.numbers import measure
from ..text.names import Names
from .app import cli, locale_choice
from .common import GAME_HELP, PLAYERS, PLAYERS_HELP, SEED, emit_json, reports_errors, split_bots, with_progress
from .language import chosen_locale, t
from .selection import game_selection, selection_options
from .textutil import game_texts, say


@cli.command("simulate")
@click.option("--game", "game_id", default=None, help=GAME_HELP)
@click.option("--players", type=PLAYERS, default=4, show_default=True, help=PLAYERS_HELP)
@click.option("--games", type=click.IntRange(1), default=100, show_default=True)
@click.option("--seed", type=SEED, default=0, show_default=True, help="Game i uses seed+i.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
@click.option("--no-check", is_flag=True, help="Skip the invariant checks (pure speed).")
@click.option("--bots", "bot_specs", default=None, metavar="BOT,BOT,...",
              help="One bot per seat, e.g. mcts,greedy,random,random (options: mcts:iterations=100). "
                   "Default: uniform random play.")
@click.option("--rotate-seats", is_flag=True, help="Move the bots one seat on from game to game.")
@click.option("--workers", type=click.IntRange(1, 512), default=1, show_default=True,
              help="Processes to share the games, never more than there are games (or Ray tasks in parallel "
                   "with --ray).")
@click.option("--ray", "ray_address", default=None, is_flag=False, flag_value="local", metavar="[ADDRESS]",
              help="Run the games as Ray tasks: on a local Ray instance started for the run, or on the "
                   "cluster at ADDRESS (e.g. auto, or ray://host:10001). Needs regla[ray].")
@selection_options
@locale_choice
@reports_errors
def simulate_command(game_id: str | None, players: int, games: int, seed: int, as_json: bool, no_check: bool,
                     bot_specs: str | None, rotate_seats: bool, workers: int, ray_address: str | None,
                     edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                     blocked: tuple[str, ...]) -> None:
    """Play GAMES games between bots and report speed, results and broken invariants."""
    selection = game_selection(game_id, edition, variants, house_rules, blocked)
    ruleset = load(game_id, selection, players)
    colours = seating(ruleset, players)

    bots = split_bots(bot_specs, players, ruleset)
    if ray_address is not None:
        try:
            import ray  # noqa: F401
        except ImportError:
            raise UserError("--ray needs Ray: pip install 'regla[ray]'") from None
    spec = RunSpec(game_id, selection, tuple(colours), seed, not no_check, tuple(bots) if bots else None,
                   rotate_seats)

    report = with_progress(lambda progress: run(spec, games, workers=workers, ray_address=ray_address,
                                                progress=progress), games, t("simulating"), show=not as_json)
    document = report.as_json()
    if as_json:
        emit_json(document)
    else:
        names = Names(ruleset, game_texts(ruleset, chosen_locale()))
        locale = names.texts.locale
        labels = {"games": t("games"), "completed": t("completed"), "errors": t("errors"),
                  "seconds": t("seconds"), "games_per_second": t("games per second"),
                  "decisions_per_game": t("decisions per game"), "invariant_violations": t("broken invariants"),
                  **{name: names.measure(name) for name, _ in ruleset.report}}
        for key in labels:
            if document[key] is not None:  # a mean over no finished game: said once below, not as 0
                say(t("{label}: {value}", label=labels.get(key, key), value=measure(document[key], locale)))
        if not report.completed:
            say(t("no game finished: there are no figures per game"))
        else:
            wins = zip(colours, document["wins_by_seat"], strict=True)
            say(t("wins by seat: {wins}", wins=", ".join(f"{names.colour(colour)} {measure(won, locale)}"
                                                       for colour, won in wins)))
        if "wins_by_bot" in document:
            seats = document["seats_by_bot"]
            by_bot = [t("{bot} {won} of {seats} seats", bot=bot, won=measure(won, locale),
                        seats=measure(seats[bot], locale))
                      for bot, won in document["wins_by_bot"].items()]
            say(t("wins by bot: {wins}", wins=", ".join(by_bot)))
        for message in document["error_messages"] + document["invariant_messages"]:
            say(f"  {message}", err=True)
    if report.interrupted:
        click.echo(t("regla: interrupted after {done} of {games} games", done=report.completed + report.errors,
                     games=games), err=True)
        sys.exit(ExitCode.INTERRUPTED)
    if report.errors or report.invariant_violations:
        sys.exit(ExitCode.INVALID)
