"""``regla board``: draw a saved game or a table position as an SVG picture (or a PNG, via Chromium)."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

import click

from ..api import load, load_game
from ..data.position import load_position
from ..engine.game import Game
from ..engine.saves import check_values
from ..errors import UserError, Verbatim
from ..replays import load_record
from ..text.board_svg import board_svg
from .app import cli
from .common import OUTPUT_FILE, reports_errors, writable, write_file
from .language import t
from .play_saves import read_text
from .selection import game_selection, save_files, selection_options
from .textutil import bidi_choice, game_texts, locale_option, say

PNG_SECONDS = 60


@cli.command("board")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--player", default=None, metavar="COLOUR",
              help="Draw what this player may see (default: everything, as at the table).")
@click.option("-o", "--output", type=OUTPUT_FILE, required=True,
              help="The picture to write: .svg, or .png (drawn by Chromium).")
@click.option("--game", "game_id", default=None,
              help="Game of a position file (default: the one installed, or of several the one marked as the default).")
@locale_option
@bidi_choice
@selection_options
@reports_errors
def board_command(file: Path, player: str | None, output: Path, game_id: str | None, locale: str | None,
                  edition: str | None, variants: tuple[str, ...], house_rules: tuple[str, ...],
                  blocked: tuple[str, ...]) -> None:
    """Draw FILE — a saved game (regla play --save), a game record or a table position (as regla score
    reads) — as a picture of the board."""
    if output.suffix.lower() not in (".svg", ".png"):
        raise UserError("{file}: the picture must be .svg or .png", file=Verbatim(output))
    writable(output)
    if file.suffix.lower() == ".json" or _is_saved_game(file):
        # a save names its own game and rules: only the house-rule files it needs come from the command line
        # (a plugin may still be blocked: one that fails to load would stop the save from loading)
        chosen = next((f"--{name}" for name, given in (("game", game_id), ("edition", edition), ("variant", variants))
                       if given), None)
        named = next((h for h in house_rules if not h.endswith(".py")), None)
        if chosen is not None or named is not None:
            raise UserError("{option}: a saved game or record draws with the game and rules it was played with; "
                            "name only the house rule files it was played with (FILE.py)",
                            option=Verbatim(chosen or f"--house-rule {named}"))
        game = _saved_game(file, house_rules)
    else:
        selection = game_selection(game_id, edition, variants, house_rules, blocked)
        game, _ = load_position(load(game_id, selection), file)
    view = game.view(player) if player is not None else {**game.state, "hidden_totals": {}}
    svg = board_svg(game.ruleset, view, game_texts(game.ruleset, locale))
    write_file(output, svg if output.suffix.lower() == ".svg" else _png(svg, output))
    say(t("regla: wrote {file}", file=Verbatim(output)), err=True)


def _is_saved_game(file: Path) -> bool:
    """Whether ``file`` holds a save or a game record, whatever its name: a JSON object saying its format (a
    position in JSON says none). A file that cannot be read is left to the position's reader to name."""
    try:
        document = json.loads(read_text(file))
    except (UserError, ValueError, RecursionError):
        return False
    return isinstance(document, dict) and ("format" in document or "regla-record" in document)


def _saved_game(file: Path, house_rules: tuple[str, ...]) -> Game:
    """The game of a save (regla play --save) or of a game record, as regla replay takes either, with the
    house-rule files among ``house_rules`` (the rest of its selection is the save's own)."""
    text = read_text(file)
    check_values(text)
    try:
        is_record = "regla-record" in json.loads(text)
    except (ValueError, TypeError, RecursionError):
        is_record = False  # the save's own checks say what is wrong with it
    if is_record:
        return load_record(text, files=save_files(text, house_rules))
    return load_game(text, files=save_files(text, house_rules), check_moves=True)


def _png(svg: str, output: Path) -> bytes:
    """The picture Chromium draws of the SVG at its own size: the fonts of the machine, Hangul and Hebrew
    included. It draws into a scratch folder: ``output`` is then written as every file a person names is."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        raise UserError("a PNG needs Chromium (apt-get install chromium); write an .svg instead")
    width, height = (int(v) for v in svg.split('viewBox="0 0 ', 1)[1].split('"', 1)[0].split())
    with tempfile.TemporaryDirectory() as scratch:
        page = Path(scratch) / "board.svg"
        picture = Path(scratch) / "board.png"
        page.write_text(svg, encoding="utf-8")
        done = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                               f"--window-size={width},{height}", f"--screenshot={picture}",
                               page.as_uri()], capture_output=True, timeout=PNG_SECONDS, check=False)
        if done.returncode != 0 or not picture.is_file():
            raise UserError("Chromium could not draw {file}", file=Verbatim(output))
        return picture.read_bytes()
