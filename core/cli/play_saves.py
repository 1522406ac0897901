"""The game ``regla play`` keeps in a file (``--save``) and resumes (``--load``): written whole or not at
all, read back with the files it was played with, and the command line checked against it.
"""

from __future__ import annotations

import shlex
from pathlib import Path

import click
from click.core import ParameterSource

from ..api import load_game
from ..data.files import TooLarge, read_utf8, text_reason
from ..editions import default_edition
from ..engine.game import Game
from ..engine.rng import unsigned_seed
from ..engine.saves import MAX_SAVE_BYTES
from ..errors import UserError, Verbatim
from .common import write_file
from .selection import save_files


def save_game(game: Game, path: Path) -> None:
    """Write the game atomically, so an interruption never leaves half a save (through a symbolic link,
    and never over anything but a regular file: see :func:`~regla.cli.common.writable`)."""
    write_file(path, game.to_json())


def read_text(path: Path) -> str:
    """The text of a save or a game record a person names: a regular file of UTF-8 text, read no further
    than the largest save there can be."""
    try:
        return read_utf8(path, MAX_SAVE_BYTES)
    except TooLarge:
        raise UserError("not a saved game: more than {size} MB", size=MAX_SAVE_BYTES // 1_000_000) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise UserError("cannot read {file}: {reason}", file=Verbatim(path), reason=text_reason(exc)) from None


def resume_saved(path: Path, house_rules: tuple[str, ...] = ()) -> Game:
    """The game saved in ``path``, checked as a file a person names is: its moves too, replayed from its
    setup, so an edited save is named (``house_rules``: those of the command line; the files among them are
    the ones it was played with)."""
    text = read_text(path)
    return load_game(text, files=save_files(text, house_rules), check_moves=True)


def resume_command(save: Path, house_rules: tuple[str, ...], seating: list[str]) -> str:
    """The command that goes on with the game saved in ``save``, shell-quoted: with the table's seating
    (``seating``: its options, which a save does not keep) and the files that loading it needs again,
    named as they were given (the mods of --mod, the house rules given as files)."""
    ctx = click.get_current_context(silent=True)
    meta = ctx.meta if ctx else {}
    words = ["regla", "play", "--load", str(save), *seating]
    for mod in meta.get("regla.mods") or ():
        words += ["--mod", mod]
    if meta.get("regla.allow_code"):
        words.append("--allow-code")
    for rule in house_rules:
        if rule.endswith(".py"):
            words += ["--house-rule", rule]
    return shlex.join(words)


def given_on_command_line(parameter: str) -> bool:
    """Whether the running command's ``parameter`` was given, not left at its default."""
    return click.get_current_context().get_parameter_source(parameter) is not ParameterSource.DEFAULT


def clash_with_save(game: Game, game_id: str | None, players: int, seed: int | None, edition: str | None,
                    variants: tuple[str, ...], house_rules: tuple[str, ...]) -> str | None:
    """The first option of the command line that asks for another game than the saved one, if any (a
    house rule given as a file is needed to load a save made with it, so it never clashes)."""
    setup = game.state["setup"]
    named = [h for h in house_rules if not h.endswith(".py")]
    clashes = [
        ("--game", game_id is not None and game_id != game.ruleset.id),
        ("--players", given_on_command_line("players") and players != len(game.players)),
        # a negative seed is the one 2**64 above it
        ("--seed", seed is not None and unsigned_seed(seed) != unsigned_seed(setup.get("seed", 0))),
        ("--edition", edition is not None and edition != (setup.get("edition") or default_edition(game.ruleset.id))),
        ("--variant", bool(variants) and sorted(variants) != sorted(setup.get("variants", []))),
        ("--house-rule", any(h not in setup.get("house_rules", []) for h in named)),
    ]
    return next((option for option, differs in clashes if differs), None)
