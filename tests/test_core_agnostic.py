"""core/ must know no game: no word of any built-in game's data (El Grande, Jalgeurak Kingdom) may
appear in its code, and no name a game defines for itself: the plugins of a game (its editions, variants
and house rules), its options, its program blocks and its message keys."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import regla

CORE = Path(__file__).resolve().parent.parent / "core"
# words the design names, plus every name and id the game's own data defines
FIXED = {"castillo", "caballero", "caballeros", "grande", "grandes", "king", "veto", "court", "province",
         "el grande", "el-grande",
         # Jalgeurak Kingdom's words: its citizens, fame, councils, taxes and bags
         "jalgeurak", "commoner", "corrupt", "soldier", "merchant", "priest", "citizen", "citizens",
         "fame", "council", "palace", "sponsor", "conquer", "territory", "territories", "gold", "army"}
GAMES = ("el-grande", "jalgeurak")
CORE_OWN = {
    "setup": "the state's record of how a game was set up (seed, edition, ...), core's own key",
    "main": "the entry block core runs when a game names none (GameFile.entry)",
    "event:move": "the message core asks a game for to tell its own move op's event (else it says 'pieces')",
    "event:move-of": "the same, for pieces of another player",
    "open_secret_areas": "the option core reads for areas marked secret_split: whether their split is open",
    "standing": "the game file's key naming the block bots weigh a position by (GameFile.standing)",
}
"""Names a built-in game uses that are core's own: core defines them for every game (and documents them),
so their appearing in core/ is the game following core, not core knowing the game."""


def game_words() -> set[str]:
    words = set(FIXED)
    for game in GAMES:
        words |= _data_words(game)
    return {w for w in words if len(w) > 3}


def _data_words(game: str) -> set[str]:
    ruleset = regla.load(game)
    words: set[str] = set()
    board = ruleset.board
    for area in board.areas:
        words.update({area.id, area.name.lower()})
    for token in board.tokens:
        words.add(token.id)
    words.update({board.pieces.name.lower(), board.pieces.plural.lower()})
    words.update(card.id for card in ruleset.cards.values())
    return words


@cache
def game_names() -> frozenset[str]:
    """The names the built-in games define for themselves: the installed plugins that belong to a game,
    and each game's options, blocks and message keys (core's own names left out, see CORE_OWN)."""
    names = {name for name, info in regla.discover().items() if info.game}
    for game in GAMES:
        ruleset = regla.load(game)
        names |= {*ruleset.options, *ruleset.game.blocks, *ruleset.texts.messages}
    return frozenset(names - set(CORE_OWN))


def _anywhere(words: Iterable[str]) -> re.Pattern[str]:
    alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    return re.compile(r"(?<![\w-])(" + alternatives + r")(?![\w-])", re.IGNORECASE)


@cache
def _patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    names = game_names()
    plain = {n for n in names if re.fullmatch(r"[a-z]+", n) and n not in regla.discover()}
    quoted = re.compile(r"([\"'])(" + "|".join(sorted(map(re.escape, plain), key=len, reverse=True)) + r")\1")
    return _anywhere(game_words() | (names - plain)), quoted


def offences(lines: Iterable[str]) -> list[tuple[int, str]]:
    """Where ``lines`` name a game thing: (line number, the word). A game's own name (an edition, an
    option, a message key) is found anywhere, code, comment or string; one of plain English (a block
    ``round``, an option ``rounds``) only as a whole string, the way code would look it up: in prose it is
    English."""
    anywhere, quoted = _patterns()
    found = []
    for number, line in enumerate(lines, 1):
        found += [(number, m.group(0)) for m in anywhere.finditer(line)]
        found += [(number, m.group(0)) for m in quoted.finditer(line)]
    return found


def test_core_names_nothing_of_the_game() -> None:
    hits = [f"{path.relative_to(CORE.parent)}:{number}: {word}"
            for path in sorted(CORE.rglob("*.py")) if "_build" not in path.parts
            for number, word in offences(path.read_text(encoding="utf-8").splitlines())]
    assert not hits, "core/ names game things:\n" + "\n".join(hits)


def test_the_check_would_catch_a_game_word() -> None:
    words = game_words()
    assert {"castillo", "galicia", "king", "veto", "caballero"} <= words
    assert {"jalgeurak", "corrupt", "commoner", "chancellor", "royal palace", "city-watch", "castle"} <= words


def test_the_check_would_catch_a_games_own_names() -> None:
    names = game_names()
    # editions, variants and house rules; options; blocks; message keys
    assert {"classic", "big-box", "six-rounds", "no-veto", "jalgeurak-random-persons"} <= names
    assert {"rounds", "scoring_rounds", "council_rounds", "used_cards"} <= names
    assert {"round", "turn", "general-scoring"} <= names
    assert {"prop:place", "count-var:castle_sites", "part:refill:0"} <= names
    caught = offences([
        'DEFAULT_EDITION = "classic"',
        '# as the classic rules have it',
        'rounds = old_options.get("rounds")',
        'scoring = options["scoring_rounds"]',
        'spec = messages["prop:place"]',
        "blocks['general-scoring']",
    ])
    assert [number for number, _ in caught] == [1, 2, 3, 4, 5, 6]


def test_the_check_reads_plain_english_as_english() -> None:
    # a game's block "round" or option "rounds" is an ordinary word in prose, and core's own names are core's
    assert offences([
        "# each round of play, and the rounds that score",
        'state["setup"]["seed"]',
        'entry: str = "main"',
        'self.message("event:move", n)',
    ]) == []
