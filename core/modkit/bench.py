"""What checking a mod costs: a mod of N cards made in a new folder each time, its cards named anew (so
nothing of it is cached, in this process or on disk), then loaded and checked for every player count, as
``regla mod check`` does."""

from __future__ import annotations

import contextlib
import os
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from ..api import default_game, load
from ..data.yamlio import read_yaml
from ..editions import default_rules
from ..errors import DataError, Phrase, UserError
from .checks import check_mod
from .scaffold import copied_card, template_cards, yaml_text


def write_mod(folder: Path, game_id: str | None, cards: int, label: str = "") -> Path:
    """A mod of ``cards`` new cards, each a renamed copy of one of the game's cards (see ``template_cards``);
    ``label`` goes into every card's id, so that mods of different labels share no file's text."""
    game_id = game_id or default_game()
    ruleset = load(game_id, default_rules(game_id))
    templates = template_cards(ruleset)
    made = [copied_card(templates[i % len(templates)], f"bench{label}-{i}", f"Bench card {i}") for i in range(cards)]
    folder.mkdir(parents=True)
    (folder / "cards.yaml").write_text(yaml_text({"cards": made}), encoding="utf-8")
    (folder / "mod.yaml").write_text(f"id: bench\nname: Bench\nversion: 1.0.0\ngame: {ruleset.id}\n"
                                     "cards: [cards.yaml]\n", encoding="utf-8")
    return folder


@contextlib.contextmanager
def _cache_in(folder: Path) -> Iterator[None]:
    """Parsed files kept in ``folder`` meanwhile: the mods made to be timed fill no one's own cache."""
    before = os.environ.get("REGLA_CACHE_DIR")
    os.environ["REGLA_CACHE_DIR"] = str(folder)
    try:
        yield
    finally:
        if before is None:
            del os.environ["REGLA_CACHE_DIR"]
        else:
            os.environ["REGLA_CACHE_DIR"] = before


def check_mod_size(game_id: str | None, cards: int) -> None:
    """Refuse at once a number of cards whose cards file would pass the limits of a data file (it would
    otherwise be found only once every game of the benchmark has been played)."""
    with tempfile.TemporaryDirectory() as scratch, _cache_in(Path(scratch) / "cache"):
        folder = write_mod(Path(scratch) / "mod", game_id, cards, "-size")
        try:
            read_yaml(folder / "cards.yaml", shared=True)
        except DataError as exc:
            problem = exc.problems[0]
            reason = problem.message if isinstance(problem.message, Phrase) else Phrase(problem.message,
                                                                                        **problem.params)
            raise UserError("--mod-cards {cards}: a mod's cards file cannot hold so many ({reason})", cards=cards,
                            reason=reason) from None


def mod_check_ms(game_id: str | None, cards: int, repeat: int = 5) -> float:
    """Median milliseconds to load and check a fresh mod of ``cards`` cards."""
    times = []
    with tempfile.TemporaryDirectory() as scratch, _cache_in(Path(scratch) / "cache"):
        for i in range(repeat):
            # named by the time too: a run before this one kept its parsed files on disk
            folder = write_mod(Path(scratch) / f"mod-{i}", game_id, cards, f"-{time.time_ns()}-{i}")
            began = time.perf_counter()
            check_mod(folder)
            times.append(time.perf_counter() - began)
    return statistics.median(times) * 1000
