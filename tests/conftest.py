"""Shared helpers for driving El Grande games to a chosen card and position through the public API."""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import tempfile
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

# parsed YAML is kept on disk between processes: the tests, and the commands they start, keep theirs in a
# folder of their own, so that neither the developer's cache nor an earlier run decides what they see
os.environ["REGLA_CACHE_DIR"] = tempfile.mkdtemp(prefix="regla-test-cache-")
atexit.register(shutil.rmtree, os.environ["REGLA_CACHE_DIR"], ignore_errors=True)

import regla  # noqa: E402 - after the cache folder is chosen
from regla.plugins import forget_discovered  # noqa: E402

PER_PLAYER = 31
REGIONS = ["galicia", "pais-vasco", "aragon", "cataluna", "castilla-la-vieja", "castilla-la-nueva",
           "valencia", "sevilla", "granada"]
AREAS = [*REGIONS, "castillo"]

# Every action card id with the number of its deck, as RULES.md's card table gives them.
DECK_OF: dict[str, int] = {
    "move-own-out-of-region": 1, "place-two-anywhere": 1, "withdraw-or-reinforce": 1,
    "move-five-from-region": 1, "move-three-opponents": 1, "move-three-any": 1, "move-four-own": 1,
    "move-four-any": 1, "move-two-and-two": 1,
    "veto": 2, "opponents-empty-court": 2, "opponents-return-three-court": 2, "king-is-angry": 2,
    "return-one-each": 2, "secret-return-two": 2, "secret-return-all": 2, "score-chosen-region": 2,
    "score-fours": 3, "score-fives": 3, "score-sixes-sevens": 3, "score-castillo": 3,
    "score-first-places": 3, "score-fullest": 3, "score-emptiest": 3, "score-chosen-region-3": 3,
    "movable-scoreboard": 4, "royal-adviser": 4, "expulsion": 4, "move-grande": 4, "power-card-back": 4,
    "the-court": 4, "secret-unique-scoring": 4,
    "king-card": 5,
}


def start(players: int = 4, seed: int = 1, selection: regla.Selection | None = None) -> regla.Game:
    """A new game whose first round's power cards are 13, 12, 11, ... in seat order, so the turn order
    is the seat order (red first); stops at red's first ``take-card`` decision."""
    game = regla.new_game("el-grande", players=players, seed=seed, selection=selection or regla.Selection())
    for value in range(13, 13 - players, -1):
        answer(game, "power-card", value)
    one(game, "take-card")
    return game


def one(game: regla.Game, kind: str) -> regla.Decision:
    """The single pending decision, which must be of ``kind``."""
    pending = game.pending
    assert [d.kind for d in pending] == [kind], f"expected one {kind!r} decision, got {pending}"
    return pending[0]


def answer(game: regla.Game, kind: str, option: Any) -> regla.Decision:
    """Answer the single pending decision (of ``kind``) with ``option``; return the decision answered."""
    decision = one(game, kind)
    game.apply(decision.player, option)
    return decision


def step(game: regla.Game, kind: str = "move") -> regla.Decision:
    """The pending decision of a move of ``kind`` (``move``, ``place``, ``return``, ``recall``): its
    ``-from`` decision, or its ``-to`` decision when the engine picked the only possible source."""
    pending = game.pending
    assert len(pending) == 1 and pending[0].kind in (f"{kind}-from", f"{kind}-to"), \
        f"expected a {kind} decision, got {pending}"
    return pending[0]


def sources(game: regla.Game, kind: str = "move") -> list[str]:
    """The ``area:owner`` sources the pending move may take its next piece from."""
    decision = step(game, kind)
    if decision.kind == f"{kind}-from":
        return [o for o in decision.options if o is not None]
    return [decision.context["piece"]]


def pick(game: regla.Game, source: str, kind: str = "move") -> list[str]:
    """Pick ``source`` for the next piece (or check that the engine picked it); return the
    destinations offered for it."""
    decision = step(game, kind)
    if decision.kind == f"{kind}-from":
        game.apply(decision.player, source)
        decision = one(game, f"{kind}-to")
    assert decision.context["piece"] == source
    return [o for o in decision.options if o is not None]


def move(game: regla.Game, source: str, dest: str, kind: str = "move") -> None:
    """Move one piece from ``source`` (``area:owner``) to ``dest`` (which the engine may take without
    asking when it is the only destination)."""
    decision = step(game, kind)
    if decision.kind == f"{kind}-from":
        mark = len(game.state["log"])
        game.apply(decision.player, source)
        if [d.kind for d in game.pending] != [f"{kind}-to"]:
            area, owner = source.rsplit(":", 1)
            done = game.state["log"][mark]
            assert (done["event"], done["owner"], done["from"], done["to"]) == ("move", owner, area, dest)
            return
    pick(game, source, kind)
    answer(game, f"{kind}-to", dest)


def stop(game: regla.Game, kind: str = "move") -> None:
    """Stop a move of ``kind`` that allows stopping ("up to")."""
    decision = step(game, kind)
    assert None in decision.options
    game.apply(decision.player, None)


def secretly(game: regla.Game, kind: str, choices: dict[str, Any]) -> None:
    """Answer simultaneous secret decisions of ``kind``: exactly the players in ``choices`` are asked."""
    pending = game.pending
    assert {d.player for d in pending} == set(choices), pending
    assert all(d.kind == kind and d.secret for d in pending), pending
    for player, choice in choices.items():
        game.apply(player, choice)


def arrange(game: regla.Game, areas: dict[str, dict[str, int]], court: dict[str, int] | None = None,
            king: str | None = None, grandes: dict[str, str] | None = None,
            scoreboards: dict[str, str | None] | None = None) -> None:
    """Set up a position: the board areas hold exactly ``areas`` (the rest are emptied), courts as given
    (others unchanged), and the provinces make up each colour's 31 caballeros."""
    state = game.state
    pieces = state["pieces"]
    for area in AREAS:
        pieces[area] = {p: n for p, n in areas.get(area, {}).items() if n}
    for player, n in (court or {}).items():
        pieces["court"][player] = n
    for player in state["players"]:
        elsewhere = sum(loc.get(player, 0) for name, loc in pieces.items() if name != "province")
        assert elsewhere <= PER_PLAYER, f"{player} would have more than {PER_PLAYER} caballeros"
        pieces["province"][player] = PER_PLAYER - elsewhere
    tokens = state["tokens"]
    if king is not None:
        tokens["king"] = king
    for player, area in (grandes or {}).items():
        tokens[f"grande:{player}"] = area
    for board, area in (scoreboards or {}).items():
        tokens[f"scoreboard-{board}"] = area


def show(game: regla.Game, card: str) -> None:
    """At a ``take-card`` decision, put ``card`` face up on its deck's display place (swapping it with
    the card shown there). The decision's options were listed when it was asked, so they are listed
    again from the new display."""
    state = game.state
    one(game, "take-card")
    deck = f"deck-{DECK_OF[card]}"
    shown = state["display"][deck]
    if shown != card:
        cards = state["decks"][deck]
        assert card in cards, f"{card} is neither on display nor in {deck}"
        cards.remove(card)
        if shown is not None:
            cards.append(shown)
        state["display"][deck] = card
    state["pending"][0]["options"] = [c for c in state["display"].values() if c is not None]


def take(game: regla.Game, card: str) -> str:
    """Show ``card`` and have the player to move take it; return that player."""
    show(game, card)
    return answer(game, "take-card", card).player


def play_special(game: regla.Game, card: str) -> str:
    """Take ``card`` and start its special action; return the active player."""
    player = take(game, card)
    answer(game, "action", "special")
    return player


def end_turn(game: regla.Game) -> None:
    """Decline whatever is left of the turn (placement and/or the special action)."""
    answer(game, "action", None)


def here(game: regla.Game, area: str) -> dict[str, int]:
    """Who has how many caballeros in ``area`` (zeros left out)."""
    return {p: n for p, n in game.state["pieces"][area].items() if n}


def held(game: regla.Game, player: str) -> list[str]:
    """The cards ``player`` keeps in front of them (a Veto)."""
    return [h["card"] for h in game.state["held"][player]]


def count(game: regla.Game, location: str, player: str) -> int:
    return int(game.state["pieces"][location].get(player, 0))


def assert_totals(game: regla.Game) -> None:
    """Every colour still has exactly 31 caballeros, none negative."""
    pieces = game.state["pieces"]
    for player in game.state["players"]:
        assert all(loc.get(player, 0) >= 0 for loc in pieces.values())
        assert sum(loc.get(player, 0) for loc in pieces.values()) == PER_PLAYER


def passive(decision: regla.Decision) -> Any:
    """A player who does as little as possible: lowest power card, no Veto, ends turns at once."""
    if decision.kind == "take-card":
        return next(c for c in decision.options if c != "veto")
    if None in decision.options:
        return None
    return decision.options[0]


def drive(game: regla.Game, until: Callable[[regla.Game], bool], limit: int = 500) -> None:
    """Answer every decision passively until ``until(game)`` holds."""
    for _ in range(limit):
        if until(game):
            return
        assert not game.is_over, "the game ended first"
        decision = game.pending[0]
        game.apply(decision.player, passive(decision))
    raise AssertionError("the condition was never reached")


def kind_is(kind: str) -> Callable[[regla.Game], bool]:
    return lambda game: any(d.kind == kind for d in game.pending)


def order_scorings(game: regla.Game, player: str, order: list[str]) -> None:
    """``player`` orders several scorings: each ``score-next`` decision is theirs and offers exactly the
    areas still unscored (the last one goes without asking)."""
    left = list(order)
    while len(left) > 1:
        decision = one(game, "score-next")
        assert decision.player == player and sorted(decision.options) == sorted(left)
        game.apply(player, left.pop(0))


def scored_since(game: regla.Game, mark: int) -> list[str]:
    """The areas scored since the log had ``mark`` entries, in the order they were scored."""
    return list(dict.fromkeys(e["area"] for e in game.state["log"][mark:] if e["event"] == "score"))


def gained(game: regla.Game, before: dict[str, int]) -> dict[str, int]:
    """Points each player gained since ``before`` (players who gained nothing left out)."""
    return {p: s - before[p] for p, s in game.scores.items() if s != before[p]}


# the web and browser tests' fixtures (server, browser) and helpers, rewritten for assertions like tests
pytest_plugins = ["live"]

@pytest.fixture(autouse=True)
def _ctrl_c_as_python_sets_it() -> Iterator[None]:
    """Ctrl-C raises KeyboardInterrupt again after every test. regla's command line ignores it once it
    has said its last (regla.cli.entry), and an ignored signal stays ignored in every process started
    later: a test that left it so would make the next tests' programs deaf to the Ctrl-C they test."""
    yield
    signal.signal(signal.SIGINT, signal.default_int_handler)


REQUIRE_BROWSER = "REGLA_REQUIRE_BROWSER"
"""Set (CI sets it) to make a missing Chromium fail the browser tests instead of skipping them."""


def chromium() -> Path | None:
    """The Chromium the browser tests drive: $REGLA_CHROMIUM if set (None when it names no file), else
    /usr/bin/chromium, else one on PATH."""
    named = os.environ.get("REGLA_CHROMIUM")
    for candidate in ([named] if named else ["/usr/bin/chromium", shutil.which("chromium"),
                                            shutil.which("chromium-browser")]):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    return None


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Tests marked ``browser`` skip, saying why, on a machine without Chromium; with REGLA_REQUIRE_BROWSER
    set they fail instead, so CI can never pass without running them."""
    if item.get_closest_marker("browser") and chromium() is None:
        why = "no Chromium found (apt-get install chromium, or set REGLA_CHROMIUM to its path)"
        if os.environ.get(REQUIRE_BROWSER):
            pytest.fail(f"{why}; {REQUIRE_BROWSER} is set, so the browser tests must run", pytrace=False)
        pytest.skip(f"{why}; set {REQUIRE_BROWSER}=1 to make this a failure")


def house_rule_source(game: str, description: str, overlay: str) -> str:
    """The text of a one-file house rule for ``game`` whose overlay is the Python expression ``overlay``."""
    return (
        "import regla\n\n\n"
        "@regla.hookimpl\n"
        "def regla_plugin_info():\n"
        f"    return {{'kind': 'house-rule', 'game': {game!r}, 'description': {description!r}}}\n\n\n"
        "@regla.hookimpl\n"
        "def regla_ruleset_overlay(ruleset_id, players):\n"
        f"    return ({overlay}) if ruleset_id == {game!r} else None\n"
    )


def install(tmp_path: Path, name: str, module: str, source: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A throwaway distribution on sys.path: a module and a dist-info naming it in regla.plugins."""
    (tmp_path / f"{module}.py").write_text(textwrap.dedent(source), encoding="utf-8")
    info = tmp_path / f"{module}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module}\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[regla.plugins]\n{name} = {module}\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    forget_discovered()


BREAKS_AN_INVARIANT = house_rule_source("el-grande", "test: an invariant that breaks in the second round",
                                        "{'game': {'invariants': {'first-round-only': 'round < 2'}}}")
"""A house rule whose own invariant holds at first and breaks once the second round begins: every game
finishes, and every game breaks it."""
BREAKS_EVERY_GAME = house_rule_source("el-grande", "test: an invariant that fails from the third round",
                                      "{'game': {'invariants': {'fails': 'round < 3 or [0][round] == 0'}}}")
"""A house rule whose invariant cannot be evaluated from the third round on (an index out of range):
every game played with the checks on breaks off with an error."""
EVERY_GAME_BREAKS_WITH = "invariant 'fails' failed: a position past the end of a list (IndexError)"
"""How the error of each game played with :data:`BREAKS_EVERY_GAME` ends (it begins at the invariant's place)."""


def house_rule_file(folder: Path, name: str, source: str) -> str:
    """``source`` written as the house rule file ``folder/name.py``; its path, as --house-rule takes it."""
    path = folder / f"{name}.py"
    path.write_text(source, encoding="utf-8")
    return str(path)

