"""core/ must know no game: no word of any built-in game's data (El Grande, Jalgeurak Kingdom) may
appear in its code."""

from __future__ import annotations

import re
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


def test_core_names_nothing_of_the_game() -> None:
    words = game_words()
    alternatives = "|".join(sorted(map(re.escape, words), key=len, reverse=True))
    pattern = re.compile(r"(?<![\w-])(" + alternatives + r")(?![\w-])", re.IGNORECASE)
    hits = []
    for path in sorted(CORE.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for match in pattern.finditer(line):
                hits.append(f"{path.relative_to(CORE.parent)}:{number}: {match.group(0)}")
    assert not hits, "core/ names game things:\n" + "\n".join(hits)


def test_the_check_would_catch_a_game_word() -> None:
    words = game_words()
    assert {"castillo", "galicia", "king", "veto", "caballero"} <= words
    assert {"jalgeurak", "corrupt", "commoner", "chancellor", "royal palace", "city-watch", "castle"} <= words
