"""Load-time reference checks: whatever a program names must exist, and a mistake is reported where it
was written, with the closest known name, before any card text is matched."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import regla
from regla.data.ruleset import load_ruleset

pytestmark = pytest.mark.hostile

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture()
def data(tmp_path: Path) -> Path:
    """A copy of El Grande's files to break (the layout the game file's relative paths expect)."""
    shutil.copytree(REPO / "boards" / "el-grande", tmp_path / "boards" / "el-grande")
    shutil.copytree(REPO / "cards" / "el-grande", tmp_path / "cards" / "el-grande")
    return tmp_path


def edit(path: Path, old: str, new: str) -> int:
    """Replace ``old`` (once) in the file and return the 1-based line where ``new`` starts."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    at = text.index(old)
    path.write_text(text.replace(old, new), encoding="utf-8")
    return text[:at].count("\n") + 1


def problems(data: Path) -> list[str]:
    with pytest.raises(regla.DataError) as caught:
        load_ruleset(data / "boards" / "el-grande" / "game.yaml")
    return [str(p) for p in caught.value.problems]


KING_CARD = "      - move_token: {kind: king, tokens: \"['king']\", to: {tags: [region]}}"


@pytest.mark.parametrize(("broken", "message"), [
    ("      - move_token: {kind: king, tokens: \"['king']\", to: {tags: [regoin]}}",
     "unknown area tag 'regoin'; did you mean 'region'?"),
    ("      - call: {block: supplly}", "unknown block 'supplly'; did you mean 'supply'?"),
    ("      - place_token: {token: \"'king'\", at: \"'atlantis'\"}", "unknown area or zone 'atlantis'"),
    ("      - transfer: {from: \"'cort'\", to: \"'province'\", count: 1}",
     "unknown area or zone 'cort'; did you mean 'court'?"),
    ("      - transfer: {from: \"'court'\", to: \"'province'\", count: 'nmber + 1'}",
     "unknown name 'nmber' in 'nmber + 1'"),
    ("      - move: {from: {zones: [cout]}, to: {tags: [region]}}", "unknown zone 'cout'; did you mean 'court'?"),
    ("      - move: {from: {zones: [court]}, to: {tags: [region], areas: [atlantis]}}",
     "unknown area or zone 'atlantis'"),
    ("      - move: {from: {zones: [court]}, to: {areas: \"['galicia', 'galizia']\"}}",
     "unknown area or zone 'galizia'; did you mean 'galicia'?"),
])
def test_a_card_naming_something_that_does_not_exist_is_refused_where_it_is_written(
        data: Path, broken: str, message: str) -> None:
    cards = data / "cards" / "el-grande" / "action-cards.yaml"
    line = edit(cards, KING_CARD, broken)
    found = problems(data)
    assert len(found) == 1 and found[0].startswith(f"{cards}:{line}:") and found[0].endswith(message), found


def test_a_mistake_in_the_guard_or_an_invariant_is_reported_in_the_game_file(data: Path) -> None:
    game = data / "boards" / "el-grande" / "game.yaml"
    guard = edit(game, "[actor])) > 0", "[actr])) > 0")
    invariant = edit(game, "distinct-power-cards: \"len(values_of(played))",
                     "distinct-power-cards: \"len(values_of(plaid))")
    found = problems(data)
    assert any(p.startswith(f"{game}:{guard}:3: unknown name 'actr'") and p.endswith("did you mean 'actor'?")
               for p in found), found
    assert any(p.startswith(f"{game}:{invariant}:3: unknown name 'plaid'") for p in found), found


def test_a_sentence_with_a_placeholder_its_program_lacks_is_refused(data: Path) -> None:
    texts = data / "boards" / "el-grande" / "texts.yaml"
    line = edit(texts, "    one: Place up to {count} more caballero from your court in any region or the Castillo.",
                "    one: Place up to {cuont} more caballero from your court in any region or the Castillo.")
    assert problems(data) == [f"{texts}:{line}:5: placeholder {{cuont}} is not a number of the program it "
                              "describes (count)"]


@pytest.mark.parametrize(("quiet", "message"), [
    ('["item:hand:spnet"]', "quiet event 'item:hand:spnet' names 'spnet', which is not a player variable of the "
                            "game; did you mean 'spent'?"),
    ('["card:hand:spent"]', "quiet event 'card:hand:spent' is not of the form item:<from>:<to> or "
                            "item-unseen:<from>:<to>"),
    ('["item:hand"]', "quiet event 'item:hand' is not of the form item:<from>:<to> or item-unseen:<from>:<to>"),
])
def test_a_quiet_event_that_names_no_item_move_is_refused(data: Path, quiet: str, message: str) -> None:
    texts = data / "boards" / "el-grande" / "play-texts.yaml"
    line = edit(texts, 'quiet_events: ["item:hand:spent", "item-unseen:spent:hand"]', f"quiet_events: {quiet}")
    assert problems(data) == [f"{texts}:{line}:16: {message}"]


class Overlay:
    """A house rule whose overlay is given by the test."""

    def __init__(self, overlay: dict[str, object]):
        self.overlay = overlay

    @regla.hookimpl
    def regla_plugin_info(self) -> dict[str, object]:
        return {"kind": "other", "description": "test overlay"}

    @regla.hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, object] | None:
        return self.overlay if ruleset_id == "el-grande" else None


@pytest.mark.parametrize(("overlay", "message"), [
    ({"cards": {"king-card": {"special": [{"call": {"block": "nope"}}]}}}, "unknown block 'nope'"),
    ({"cards": {"veto": {"special": [{"set": {"x": "nope + 1"}}]}}}, "unknown name 'nope' in 'nope + 1'"),
    ({"game": {"options": {"rounds": "all"}}},
     "option 'rounds' must be a list like its default [1, 2, 3, 4, 5, 6, 7, 8, 9], not 'all'"),
    ({"game": {"options": {"round": [1, 2]}}}, "unknown option 'round'; did you mean 'rounds'?"),
])
def test_a_plugins_broken_change_is_refused_naming_the_plugin(overlay: dict[str, object], message: str) -> None:
    with pytest.raises(regla.DataError) as caught:
        regla.load("el-grande", extra_plugins=(("breaks-it", Overlay(overlay)),))
    text = str(caught.value)
    assert message in text and "(with the changes of plugin 'breaks-it')" in text, text


def test_an_option_value_the_game_describes_is_accepted() -> None:
    """Jalgeurak's person cards are a list, or "random" — a value its texts describe."""
    ruleset = regla.load("jalgeurak", regla.Selection(variants=("jalgeurak-random-persons",)))
    assert ruleset.options["base_persons"] == "random"
