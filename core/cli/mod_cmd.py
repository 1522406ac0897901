"""``regla mods`` and ``regla mod new|check|test|pack|translate``: the modder's commands."""

from __future__ import annotations

import shlex
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import click

from ..api import load, seating
from ..editions import default_rules
from ..errors import ExitCode, ReglaError, UserError, Verbatim
from ..modkit.checks import check_mod, selection_with, translate_mod
from ..modkit.pack import pack_mod
from ..modkit.scaffold import new_mod
from ..modkit.scenarios import run_scenario, scenario_files
from ..mods.plugin import find_mod, installed_mods, with_required
from ..mods.source import Mod
from ..plugins import Selection, discover
from ..text.i18n.numbers import decimal
from .app import cli, locale_choice
from .common import PLAYERS, SEED, emit_json, reports_errors, with_progress
from .language import LocalizedGroup, t, texts
from .selection import game_files, make_selection, mod_options, selection_options
from .terminal import display_width, pad
from .textutil import say


@cli.command("mods")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document (a list of mods).")
@mod_options
@locale_choice
@reports_errors
def mods_command(as_json: bool) -> None:
    """List the mods found (REGLA_MODS, --mod, installed packages); exit status 1 if one given is broken."""
    files = game_files()
    installed = installed_mods(discover().values())
    rows: list[dict[str, Any]] = []
    found: dict[str, tuple[str, Mod]] = {}
    for spec in dict.fromkeys(files.mods):  # REGLA_MODS first, then --mod
        try:
            mod = find_mod(spec, installed)
        except ReglaError as exc:
            rows.append({"id": "-", "version": "-", "source": spec, "status": "broken",
                         "problem": texts().say(exc), "code": False})
            continue
        found.setdefault(mod.id, (spec, mod))
    for _, mod in found.values():
        held_back = mod.manifest.plugins and not (files.allow_code or mod.installed)
        if held_back:
            rows.append(_row(mod, "needs --allow-code"))
            continue
        try:
            # ready only if its game loads with it (and the mods it requires, given too): a file of it
            # that does not parse is found now
            rules = default_rules(mod.game) if mod.game else Selection()
            load(mod.game, replace(rules, mods=_with_required(mod, found), allow_code=files.allow_code))
        except ReglaError as exc:
            rows.append({**_row(mod, "broken"), "problem": texts().say(exc).splitlines()[0]})
            continue
        rows.append(_row(mod, "ready"))
    given = {row["id"] for row in rows}
    rows += [_row(mod, "installed") for mod in installed.values() if mod.id not in given]
    _list_mods(rows, as_json)
    if any(row["status"] == "broken" for row in rows):
        # a script checking its mods learns that one is unusable, as from `regla mod check`
        sys.exit(ExitCode.INVALID)


def _with_required(mod: Mod, found: dict[str, tuple[str, Mod]]) -> tuple[str, ...]:
    """``mod``'s path or id, after those of the mods it requires (and they require) among ``found``."""
    return tuple(found[m.id][0] for m in with_required(mod, {key: m for key, (_, m) in found.items()}))


def _list_mods(rows: list[dict[str, Any]], as_json: bool) -> None:
    if as_json:
        emit_json(rows)
        return
    if not rows:
        say(t("no mods found: give one with --mod PATH, list paths in REGLA_MODS, or start one with regla mod new"))
        return
    statuses = {"ready": t("ready"), "installed": t("installed (play it with --mod ID)"),
                "needs --allow-code": t("holds Python code: needs --allow-code"), "broken": t("broken")}
    shown = [{"id": t("ID"), "version": t("VERSION"), "source": t("SOURCE"), "status": t("STATUS")},
             *({**row, "status": statuses[row["status"]] + (f": {row['problem']}" if "problem" in row else "")}
               for row in rows)]
    widths = {key: max(display_width(row[key]) for row in shown) for key in ("id", "version", "source")}
    for row in shown:
        say("  ".join(pad(row[key], width) for key, width in widths.items()) + "  " + row["status"])


@cli.group("mod", cls=LocalizedGroup)
@locale_choice
def mod_group() -> None:
    """Write, check, test, pack and translate a mod: a folder with a mod.yaml."""


def _row(mod: Mod, status: str) -> dict[str, Any]:
    return {"id": mod.id, "version": mod.manifest.version, "source": mod.source, "game": mod.manifest.game,
            "hash": mod.digest, "code": bool(mod.manifest.plugins), "status": status}


@mod_group.command("new")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--game", "game_id", default=None, help="The game the mod changes (default: the only installed one).")
@locale_choice
@reports_errors
def mod_new(folder: Path, game_id: str | None) -> None:
    """Start a mod in FOLDER (its name gives the mod's id): a manifest, one card, a test and a README."""
    for path in new_mod(folder, game_id, texts().locale):
        click.echo(path)
    say(t("next: regla mod check {folder}", folder=Verbatim(shell_word(folder))))


def shell_word(path: Path) -> str:
    """``path`` as a shell reads it back whole: quoted where it holds spaces or other special characters,
    and not taken for an option where it starts with '-'."""
    text = str(path)
    return shlex.quote(f"./{text}" if text.startswith("-") else text)


@mod_group.command("check")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@selection_options
@locale_choice
@reports_errors
def mod_check(path: Path, edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
              blocked: tuple[str, ...]) -> None:
    """Validate every file of the mod at PATH for every player count: positions in the mod's own files,
    with suggestions for misspelt keys, ids, tags and names."""
    checked = check_mod(path, make_selection(edition, variants, house_rules, blocked))
    mod = checked.mod
    for warning in checked.warnings:
        # in the reader's language: a warning is a data problem or a phrase, not English text
        say(t("warning: {problem}", problem=texts().say(warning)), err=True)
    games = ", ".join(checked.games)
    say(t("{id} {version}: valid for {games} with {least} to {most} players (cards added: {added}, cards "
          "changed: {changed}, scenario files: {scenarios})", id=mod.id, version=mod.manifest.version,
          games=games, least=min(checked.players), most=max(checked.players),
          added=checked.cards_added, changed=checked.cards_changed, scenarios=checked.scenarios))


@mod_group.command("test")
@click.argument("path", type=click.Path(exists=True, path_type=Path))
@click.option("--games", type=click.IntRange(1), default=200, show_default=True,
              help="Random games to play with the mod (game i uses seed+i).")
@click.option("--players", type=PLAYERS, default=None, help="Players per game (default: the game's most).")
@click.option("--seed", type=SEED, default=0, show_default=True)
@click.option("--workers", type=click.IntRange(1, 512), default=1, show_default=True)
@selection_options
@locale_choice
@reports_errors
def mod_test(path: Path, games: int, players: int | None, seed: int, workers: int, edition: str | None,
             variants: tuple[str, ...], house_rules: tuple[str, ...], blocked: tuple[str, ...]) -> None:
    """Check the mod, play GAMES seeded random games with it (every invariant checked, no error allowed),
    then run its scenario tests (tests/*.yaml)."""
    from ..lab.parallel import RunSpec, run

    report = check_mod(path, make_selection(edition, variants, house_rules, blocked))
    mod = report.mod
    selection = selection_with(mod, make_selection(edition, variants, house_rules, blocked))
    game_id = report.games[0]
    count = players or load(game_id, selection).game.max_players
    colours = seating(load(game_id, selection, count), count)
    spec = RunSpec(game_id, selection, tuple(colours), seed, True, None, False)
    result = with_progress(lambda progress: run(spec, games, workers=workers, progress=progress), games, t("playing"))
    played = result.completed + result.errors
    # counts as labelled values: each would need a plural form of its own in a sentence
    say(t("games: {games}, players: {players}, errors: {errors}, broken invariants: {broken}, games per second: "
          "{rate}", games=played, players=count, errors=result.errors, broken=result.invariant_violations,
          rate=decimal(result.as_json()["games_per_second"], texts().locale, 1, 1)))
    failed = result.errors + result.invariant_violations
    for message in result.error_messages + result.violation_messages:
        say(f"  {message}", err=True)
    if result.interrupted:
        # a check cut short has not passed: the scenarios are not run, and the status says why
        say(t("regla: interrupted after {done} of {games} games", done=played, games=games), err=True)
        sys.exit(ExitCode.INTERRUPTED)
    for scenario_path in scenario_files(mod):
        outcome = run_scenario(mod, scenario_path, selection)
        name = outcome.scenario.name or scenario_path.stem
        say(t("{name}: games: {games}, failed checks: {failures}", name=name, games=outcome.games,
              failures=len(outcome.failures)))
        for failure in outcome.failures:
            say("  " + texts().say(failure), err=True)
        failed += len(outcome.failures)
    if failed:
        sys.exit(ExitCode.INVALID)


@mod_group.command("pack")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option("--out", type=click.Path(file_okay=False, path_type=Path), default=Path("."), show_default=True,
              help="Folder to write the archive into.")
@click.option("--wheel", is_flag=True, help="Write a wheel instead, which pip installs; the installed mod is then "
                                            "found by its id (--mod ID).")
@click.option("--allow-code", is_flag=True, help="Run the mod's Python plugins to check it (a mod that has "
                                                "them is checked only so).")
@locale_choice
@reports_errors
def mod_pack(path: Path, out: Path, wheel: bool, allow_code: bool) -> None:
    """Check the mod at PATH and write ID-VERSION.zip, which --mod and REGLA_MODS take as it is."""
    click.echo(pack_mod(path, out, wheel, allow_code))


@mod_group.command("translate")
@click.argument("path", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.argument("language")
@locale_choice
@reports_errors
def mod_translate(path: Path, language: str) -> None:
    """Make or update the mod's catalogue for LANGUAGE (e.g. ko, pt_BR) from its texts; fill in its msgstr."""
    if not language.replace("_", "").isalnum():
        raise UserError("{language!r} is not a language code such as ko or pt_BR", language=language)
    click.echo(translate_mod(path, language))

