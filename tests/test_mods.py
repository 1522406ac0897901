"""Mods: a folder with a mod.yaml adds, changes and removes cards; the modder's commands; every mistake
reported once, at its position in the mod's own file, with a suggestion; saves that remember their mods."""

from __future__ import annotations

import hashlib
import json
import os
import random
import re
import shutil
import tempfile
import textwrap
import warnings
import zipfile
from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from conftest import install
from regla.cli.main import cli

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "mods" / "royal-intrigue"
SCHEMAS = Path(regla.__file__).resolve().parent / "data" / "schemas"


def run(*args: str, **env: str) -> Any:
    return CliRunner().invoke(cli, list(args), env={"REGLA_MODS": "", **env})


def write(folder: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    return folder


MANIFEST = """
    id: small
    name: Small
    version: 1.0.0
    game: el-grande
    cards: [cards.yaml]
"""
ONE_CARD = """
    cards:
      - id: small-card
        deck: deck-1
        name: Small card
        special:
          - move: {owners: opponents(me), from: {tags: [region]}, to: {tags: [region, castillo]}, count: 2}
"""


def one_card(card_id: str, *program: str) -> str:
    """A cards file of one card of deck-1 whose special action is ``program`` (an instruction a line):
    its instructions stand on lines 6, 7 and on."""
    return (f"cards:\n- id: {card_id}\n  deck: deck-1\n  name: {card_id.title()}\n  special:\n"
            + "".join(f"  - {line}\n" for line in program))


def small_mod(tmp_path: Path, **files: str) -> Path:
    return write(tmp_path / "small", {"mod.yaml": MANIFEST, "cards.yaml": ONE_CARD, **files})


def problems(path: Path, **selection: Any) -> list[str]:
    with pytest.raises(regla.DataError) as caught:
        regla.load("el-grande", regla.Selection(mods=(str(path),), **selection))
    return [str(p) for p in caught.value.problems]


def line_of(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


# -- what a mod does to the game ------------------------------------------------------------------------

def test_the_example_mod_adds_renames_and_removes_cards() -> None:
    plain = regla.load("el-grande")
    modded = regla.load("el-grande", regla.Selection(mods=(str(EXAMPLE),)))
    assert set(modded.cards) - set(plain.cards) == {"royal-levy", "border-watch"}
    assert set(plain.cards) - set(modded.cards) == {"move-three-opponents"}
    assert modded.cards["place-two-anywhere"].name == "Intrigue - Fresh troops"
    assert plain.cards["place-two-anywhere"].name == "Intrigue - Reinforcements"  # the game's own data is untouched
    assert modded.cards["royal-levy"].deck == "deck-2"


def test_the_mods_sentence_and_translations_describe_its_card() -> None:
    game = regla.new_game("el-grande", 4, 1, regla.Selection(mods=(str(EXAMPLE),)))
    english = regla.decision_texts(game, "en")
    korean = regla.decision_texts(game, "ko")
    assert english.thing("royal-levy") == "Intrigue - Royal levy"
    assert korean.thing("royal-levy") == "음모 - 왕의 징집"
    assert regla.decision_texts(game, "pt_BR").thing("place-two-anywhere") == "Intriga - Tropas novas"
    shown = run("cards", "--mod", str(EXAMPLE), "--locale", "ko")
    assert shown.exit_code == 0, shown.output
    assert "음모 - 왕의 징집" in shown.output and "성에는 놓을 수 없습니다" in shown.output
    assert "[move-three-opponents]" not in shown.output


def test_the_example_mod_plays_to_the_end_with_its_cards_taken() -> None:
    result = run("mod", "test", str(EXAMPLE), "--games", "60", "--players", "3")
    assert result.exit_code == 0, result.output
    assert "games: 60, players: 3, errors: 0, broken invariants: 0" in result.output
    assert "games: 10, failed checks: 0" in result.output
    from regla.bots import make_bot, play_out
    from regla.lab.simulate import cards_chosen

    taken = set()
    for seed in range(15):
        game = regla.new_game("el-grande", 4, seed, regla.Selection(mods=(str(EXAMPLE),)))
        play_out(game, {p: make_bot("random", seed=seed * 8 + k) for k, p in enumerate(game.players)})
        taken |= {card for cards in cards_chosen(game).values() for card in cards}
    assert {"royal-levy", "border-watch"} <= taken and "move-three-opponents" not in taken


def test_ctrl_c_during_mod_test_fails_it_with_the_games_played_and_runs_no_scenario(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import signal

    import regla.lab.parallel

    played = regla.lab.parallel.play_shard

    def pressed_at_the_fourth_game(spec: Any, first: int, stop: int) -> list[dict[str, Any]]:
        if first == 3:
            signal.raise_signal(signal.SIGINT)
        return played(spec, first, stop)

    monkeypatch.setattr(regla.lab.parallel, "play_shard", pressed_at_the_fourth_game)
    result = run("mod", "test", str(EXAMPLE), "--games", "5000", "--players", "3")
    assert result.exit_code == 130, result.output
    assert "games: 3, players: 3, errors: 0" in result.stdout
    assert result.stderr.strip() == "regla: interrupted after 3 of 5000 games"
    assert "failed checks" not in result.output


# -- the modder's path: new, check, test, pack --------------------------------------------------------------

def test_a_new_mod_passes_check_and_test_and_plays(tmp_path: Path) -> None:
    folder = tmp_path / "my-cards"
    made = run("mod", "new", str(folder))
    assert made.exit_code == 0, made.output
    assert {"mod.yaml", "cards.yaml", "README.md", "tests"} <= {p.name for p in folder.iterdir()}
    checked = run("mod", "check", str(folder))
    assert checked.exit_code == 0, checked.output
    assert "my-cards 0.1.0: valid for el-grande with 2 to 5 players (cards added: 1" in checked.output
    tested = run("mod", "test", str(folder), "--games", "20")
    assert tested.exit_code == 0, tested.output
    played = run("play", "--auto", "--mod", str(folder), "--seed", "4")
    assert played.exit_code == 0 and "Winner" in played.output, played.output
    assert run("mod", "new", str(folder)).exit_code == 2  # never over an existing folder


def test_mod_check_tells_an_invariant_that_cannot_be_worked_out_once_at_its_place(tmp_path: Path) -> None:
    folder = tmp_path / "strict"
    assert run("mod", "new", str(folder)).exit_code == 0
    (folder / "mod.yaml").write_text((folder / "mod.yaml").read_text(encoding="utf-8") + "changes: changes.yaml\n",
                                     encoding="utf-8")
    # `scores` is a function: read as a table, it fails whenever it is worked out
    (folder / "changes.yaml").write_text("add:\n  game:\n    invariants:\n      typo: \"scores['red'] < 50\"\n"
                                         "      fine: \"round < 99\"\n", encoding="utf-8")
    checked = run("mod", "check", str(folder))
    assert checked.exit_code == 1, checked.output
    assert checked.output.splitlines() == [f"{folder / 'changes.yaml'}:4:7: invariant 'typo' failed: TypeError: "
                                           "'functools.partial' object is not subscriptable"], checked.output


@pytest.mark.parametrize(("locale", "letters"), [("ko", "[가-힣]"), ("he", "[\u05d0-\u05ea]"), ("hu", "[áéíóöőúüű]"),
                                                ("pt_BR", "[ãçáéêõ]")])
def test_a_new_mod_speaks_the_language_asked_for_and_still_checks_and_tests(locale: str, letters: str,
                                                                            tmp_path: Path) -> None:
    folder = tmp_path / "my-cards"
    made = run("--locale", locale, "mod", "new", str(folder))
    assert made.exit_code == 0, made.output
    for name in ("README.md", "cards.yaml", "mod.yaml", "tests/first-card.yaml"):
        text = (folder / name).read_text(encoding="utf-8")
        assert re.search(letters, text) or name == "mod.yaml", (name, text)
        # its prose is the language's own, with no isolating marks (a file, not a terminal)
        assert not set(text) & set("\u2066\u2067\u2068\u2069\u200e\u200f"), name
    readme = (folder / "README.md").read_text(encoding="utf-8")
    assert "A mod for the game" not in readme and "regla mod check ." in readme
    # the keys and ids stay those of the schemas, and the files are as valid as in English
    card = regla.load(players=2, selection=regla.Selection(mods=(str(folder),))).cards["my-cards-card"]
    assert card.deck and card.name.startswith("My cards: ") and card.name != "My cards: first card"
    checked = run("mod", "check", str(folder))
    assert checked.exit_code == 0 and "my-cards 0.1.0: valid for el-grande" in checked.output, checked.output
    tested = run("mod", "test", str(folder), "--games", "5")
    assert tested.exit_code == 0, tested.output


def test_a_new_mod_of_a_game_whose_cards_are_only_properties_copies_one_of_its_buildings(tmp_path: Path) -> None:
    # Jalgeurak's buildings have no special action: the new card copies one with its costs and slots,
    # from the game's biggest deck, and the mod checks, tests and plays as made
    folder = tmp_path / "my-buildings"
    made = run("mod", "new", str(folder), "--game", "jalgeurak")
    assert made.exit_code == 0, made.output
    written = regla.load("jalgeurak", regla.Selection(mods=(str(folder),)))
    card = written.cards["my-buildings-card"]
    assert card.props["slots"] and card.deck == "red-1" and not card.special
    checked = run("mod", "check", str(folder))
    assert checked.exit_code == 0 and "valid for jalgeurak" in checked.output, checked.output
    tested = run("mod", "test", str(folder), "--games", "5")
    assert tested.exit_code == 0, tested.output
    played = run("play", "--game", "jalgeurak", "--auto", "--mod", str(folder), "--seed", "4")
    assert played.exit_code == 0 and "Winner" in played.output, played.output


def test_a_mod_of_the_second_game_plays_by_the_command_its_readme_gives(tmp_path: Path) -> None:
    folder = tmp_path / "jm2"
    assert run("mod", "new", str(folder), "--game", "jalgeurak").exit_code == 0
    command = re.search(r"regla (play [^#]*?)\s+#", (folder / "README.md").read_text(encoding="utf-8"))
    assert command is not None
    # no --game: the game is the one the mod changes, by the command line and the Python API alike
    args = [str(folder) if arg == "." else arg for arg in command[1].split()]
    played = run(*args, "--auto", "--players", "2", "--seed", "4")
    assert played.exit_code == 0 and played.output.startswith("Jalgeurak Kingdom: 2 players."), played.output
    assert regla.load(selection=regla.Selection(mods=(str(folder),))).id == "jalgeurak"
    # and REGLA_MODS's mods for that game are kept, as with --game
    assert run("mod", "new", str(tmp_path / "jm3"), "--game", "jalgeurak").exit_code == 0
    listed = run("cards", "--mod", str(folder), REGLA_MODS=str(tmp_path / "jm3"))
    assert listed.exit_code == 0 and "[jm2-card]" in listed.output and "[jm3-card]" in listed.output, listed.output
    # mods of two games name none: the default game is played, and the other game's mod refused
    other = tmp_path / "eg"
    assert run("mod", "new", str(other)).exit_code == 0
    mixed = run("play", "--mod", str(folder), "--mod", str(other), "--auto", "--players", "2")
    assert mixed.exit_code == 2 and "changes the game 'jalgeurak', not 'el-grande'" in mixed.output, mixed.output


def test_a_failing_scenario_fails_the_test_with_its_position(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"tests/wrong.yaml": """
        players: 2
        games: 2
        expect:
          - "'small-card' in cards_in('deck-1')"
          - "'small-card' in cards_in('deck-2')"
    """})
    result = run("mod", "test", str(mod), "--games", "5")
    assert result.exit_code == 1
    line = line_of(mod / "tests" / "wrong.yaml", "deck-2")
    assert f"wrong.yaml:{line}:5: seed 0: not true at the end of the game: 'small-card' in cards_in('deck-2')" \
        in result.output
    assert "games: 2, failed checks: 2" in result.output


def test_a_scenario_for_more_players_than_the_game_takes_is_refused_at_its_position(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"tests/crowded.yaml": """
        players: 10
        games: 1
        expect: ["True"]
    """})
    result = run("mod", "test", str(mod), "--games", "1")
    line = line_of(mod / "tests" / "crowded.yaml", "players")
    assert f"crowded.yaml:{line}:1: El Grande takes 2 to 5 players, not 10" in result.output, result.output
    assert "UserError" not in result.output


def test_a_scenarios_edition_house_rules_and_bots_are_checked_at_their_places(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"tests/typos.yaml": """
        players: 3
        games: 1
        edition: bigbox
        house_rules: [no-vetoo]
        bots: [random, nosuchbot, greedy]
        expect: ["True"]
    """})
    scenario = mod / "tests" / "typos.yaml"
    for command in (["mod", "check", str(mod)], ["mod", "test", str(mod), "--games", "1"]):
        result = run(*command)
        assert result.exit_code == 1, result.output
        lines = result.output.strip().splitlines()[-3:]
        assert lines == [
            f"{scenario}:{line_of(scenario, 'edition')}:1: unknown edition 'bigbox'; did you mean 'big-box'?",
            f"{scenario}:{line_of(scenario, 'house_rules')}:15: unknown house rule 'no-vetoo'; did you mean 'no-veto'?",
            f"{scenario}:{line_of(scenario, 'bots')}:16: unknown bot 'nosuchbot' (installed: greedy, mcts, random)"
        ], result.output


@pytest.mark.parametrize(("settings", "key", "problem"), [
    ("variants: [six-rounds]", "variants", "'six-rounds' changes the game 'el-grande', not 'jalgeurak'"),
    ("house_rules: [no-veto, single-veto]", "house_rules", "cannot be combined with"),
    ('bots: [greedy, "mcts:iterations=many"]', "bots", "option iterations of bot 'mcts' is a whole number"),
])
def test_a_scenario_that_cannot_be_played_is_told_by_mod_check_at_its_place(tmp_path: Path, settings: str, key: str,
                                                                            problem: str) -> None:
    game = "jalgeurak" if "six-rounds" in settings else "el-grande"
    mod = write(tmp_path / "scenario", {
        "mod.yaml": f"id: scenario\nname: Scenario\nversion: 0.1.0\ngame: {game}\n",
        "tests/play.yaml": f"name: play\nplayers: 2\ngames: 1\n{settings}\nexpect: [\"True\"]\n"})
    result = run("mod", "check", str(mod))
    scenario = mod / "tests" / "play.yaml"
    assert result.exit_code == 1 and result.output.startswith(f"{scenario}:{line_of(scenario, key)}:"), result.output
    assert problem in result.output


def test_pack_writes_the_same_archive_twice_and_the_archive_plays(tmp_path: Path) -> None:
    first = run("mod", "pack", str(EXAMPLE), "--out", str(tmp_path / "a"))
    second = run("mod", "pack", str(EXAMPLE), "--out", str(tmp_path / "b"))
    assert first.exit_code == 0 and second.exit_code == 0, first.output + second.output
    archive = Path(first.output.strip())
    assert archive.name == "royal-intrigue-1.0.0.zip"
    assert archive.read_bytes() == Path(second.output.strip()).read_bytes()
    assert "royal-intrigue/mod.yaml" in zipfile.ZipFile(archive).namelist()
    from_zip = regla.load("el-grande", regla.Selection(mods=(str(archive),)))
    assert "royal-levy" in from_zip.cards
    broken = small_mod(tmp_path, **{"cards.yaml": ONE_CARD.replace("deck-1", "deck-7")})
    refused = run("mod", "pack", str(broken), "--out", str(tmp_path / "c"))
    assert refused.exit_code == 1 and not (tmp_path / "c").exists()


@pytest.mark.parametrize("form", [[], ["--wheel"]])
def test_pack_refuses_an_empty_translations_folder_rather_than_write_a_mod_that_would_not_load(
        tmp_path: Path, form: list[str]) -> None:
    # the folder mod.yaml names exists, so the folder checks; packed, it would be gone (an archive or a
    # package holds files), and the packed mod refused
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    locales: locales\n"})
    (mod / "locales").mkdir()
    assert run("mod", "check", str(mod)).exit_code == 0
    refused = run("mod", "pack", str(mod), *form, "--out", str(tmp_path / "out"))
    assert refused.exit_code == 2 and "'locales'" in refused.output and "regla mod translate" in refused.output
    assert not (tmp_path / "out").exists()
    assert run("mod", "translate", str(mod), "ko").exit_code == 0
    packed = run("mod", "pack", str(mod), *form, "--out", str(tmp_path / "out"))
    assert packed.exit_code == 0, packed.output
    if not form:
        assert run("mod", "check", packed.output.strip()).exit_code == 0


def test_a_mod_s_second_rule_reference_is_refused_at_its_place_rather_than_replace_the_game_s(tmp_path: Path) -> None:
    reference = "reference:\n  title: Extra\n  sections:\n    - id: extra\n      title: Extra\n" \
                "      content:\n        - text: One more paragraph.\n"
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    texts: [reference.yaml]\n", "reference.yaml": reference})
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1 and checked.output.startswith(f"{mod / 'reference.yaml'}:1:1: a game has one rule "
                                                                 "reference"), checked.output
    assert run("rules", "--mod", str(mod), "--format", "text").exit_code == 1


def test_an_archive_is_never_taken_as_unpacked_from_a_folder_others_may_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    packed = run("mod", "pack", str(EXAMPLE), "--out", str(tmp_path / "packed"))
    archive = Path(packed.output.strip())
    # another user of the machine makes the shared folder first, and puts a mod of their own where the
    # archive would be unpacked
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "shared-tmp"))
    shared = tmp_path / "shared-tmp" / f"regla-mods-{os.getuid()}"
    planted = shared / hashlib.sha256(archive.read_bytes()).hexdigest()[:24]
    shutil.copytree(small_mod(tmp_path), planted)
    shared.chmod(0o777)
    played = regla.load("el-grande", regla.Selection(mods=(str(archive),)))
    assert "royal-levy" in played.cards and "small-card" not in played.cards


def test_translate_makes_a_catalogue_with_the_mods_texts(tmp_path: Path) -> None:
    # the locales folder mod.yaml names is made by the first translation
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    locales: locales\n"})
    assert not (mod / "locales").exists()
    result = run("mod", "translate", str(mod), "hu")
    assert result.exit_code == 0, result.output
    po = (mod / "locales" / "hu" / "LC_MESSAGES" / "small.po").read_text(encoding="utf-8")
    assert 'msgctxt "card"\nmsgid "Small card"\nmsgstr ""' in po


ISLANDS = """
    board:
      areas:
        cataluna: {adjacent: [aragon, valencia, baleares]}
        valencia: {adjacent: [aragon, cataluna, castilla-la-nueva, granada, baleares]}
      map:
        areas:
          baleares: [[740, 50], [880, 50], [880, 310], [740, 310]]
    add:
      board:
        areas:
          - {id: baleares, name: Islas Baleares, tags: [region], values: [3, 1, 0], adjacent: [cataluna, valencia]}
"""


def test_a_mod_adds_a_region_that_is_reached_scored_and_drawn(tmp_path: Path) -> None:
    mod = write(tmp_path / "islands", {"mod.yaml": MANIFEST.replace("small", "islands").replace(
        "cards: [cards.yaml]", "changes: changes.yaml"), "changes.yaml": ISLANDS.split("  map:")[0] + "add:" +
        ISLANDS.split("add:")[1]})
    [problem] = problems(mod)
    assert "areas baleares have no outline" in problem and "under board: map: areas" in problem
    write(mod, {"changes.yaml": ISLANDS})
    selection = regla.Selection(mods=(str(mod),))
    assert "baleares" in regla.load("el-grande", selection).area_order
    reached = scored = 0
    for seed in range(12):
        game = regla.new_game("el-grande", 4, seed, selection)
        rng = random.Random(seed)
        while not game.is_over:
            decision = game.pending[0]
            game.apply(decision.player, rng.choice(decision.options))
        log = game.state["log"]
        reached += any(event.get("to") == "baleares" for event in log)
        scored += sum(event["event"] == "score" and event["area"] == "baleares" and event["points"] > 0
                      for event in log)
    assert reached >= 6 and scored >= 6, (reached, scored)
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json(), encoding="utf-8")
    drawn = run("board", str(saved), "-o", str(tmp_path / "board.svg"), "--mod", str(mod))
    assert drawn.exit_code == 0, drawn.output
    assert "Islas Baleares" in (tmp_path / "board.svg").read_text(encoding="utf-8")
    # the rules' differences tell the new region once, by name, and the neighbours by their names
    told = run("rules-diff", "--mod", str(mod)).output.strip().splitlines()
    assert told == ["Area added: Islas Baleares [baleares], next to Cataluña and Valencia, scoring 3/1/0",
                    "Board: Cataluña: neighbours Aragón and Valencia → Aragón, Valencia, and Islas Baleares",
                    "Board: Valencia: neighbours Aragón, Cataluña, Castilla la Nueva, and Granada → Aragón, "
                    "Cataluña, Castilla la Nueva, Granada, and Islas Baleares"], told


def test_a_region_with_no_values_scores_nothing_and_shows_none(tmp_path: Path) -> None:
    mod = write(tmp_path / "islands", {"mod.yaml": MANIFEST.replace("small", "islands").replace(
        "cards: [cards.yaml]", "changes: changes.yaml"), "changes.yaml": ISLANDS.replace("values: [3, 1, 0], ", "")})
    selection = regla.Selection(mods=(str(mod),))
    assert regla.load("el-grande", selection).areas["baleares"].values == []
    game = regla.new_game("el-grande", 4, 3, selection)
    rng = random.Random(3)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    assert not [e for e in game.state["log"] if e["event"] == "score" and e["area"] == "baleares" and e["points"]]
    told = run("rules-diff", "--mod", str(mod)).output.strip().splitlines()
    assert told[0] == "Area added: Islas Baleares [baleares], next to Cataluña and Valencia", told
    # the rule reference's table of regions leaves its values empty, the others' as they are
    reference = run("rules", "--mod", str(mod), "--format", "md").output
    assert re.search(r"\| Islas Baleares \|\s*\| Cataluña and Valencia \|", reference), reference
    assert re.search(r"\| Galicia \| 4/2/0 \|", reference)


def test_mod_check_warns_at_an_outline_too_small_for_what_its_area_shows(tmp_path: Path) -> None:
    # the README's region as it first stood: a strip too short for its name, its values and the pieces
    small = ISLANDS.replace("[[740, 50], [880, 50], [880, 310], [740, 310]]",
                            "[[730, 250], [860, 250], [860, 310], [730, 310]]")
    mod = write(tmp_path / "islands", {"mod.yaml": MANIFEST.replace("small", "islands").replace(
        "cards: [cards.yaml]", "changes: changes.yaml"), "changes.yaml": small})
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 0, checked.output
    at = line_of(mod / "changes.yaml", "baleares: [[")
    assert checked.stderr == (f"warning: {mod / 'changes.yaml'}:{at}:7: the outline of the area 'baleares' is too "
                              "small for its name, its values and every seat's pieces, which are drawn past it\n")
    # in the reader's language, as the line around it
    told = run("mod", "check", str(mod), "--locale", "ko").stderr
    assert told.startswith("경고: ") and "지역 'baleares': 윤곽이 너무 작아서" in told, told
    write(mod, {"changes.yaml": ISLANDS})
    assert run("mod", "check", str(mod)).stderr == ""


def test_translate_takes_what_the_changes_rename_and_reword_and_the_game_speaks_it(tmp_path: Path) -> None:
    from babel.messages.pofile import read_po, write_po

    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n    locales: locales\n",
                                 "locales/.keep": "", "changes.yaml": """
        board:
          areas:
            galicia: {name: Old Galicia}
        texts:
          play-texts.yaml:
            decisions:
              power-card: "{player}, pick a power card."
        add:
          board:
            zones: [{id: reserve, name: Reserve}]
    """})
    assert run("mod", "translate", str(mod), "hu").exit_code == 0
    po_path = mod / "locales" / "hu" / "LC_MESSAGES" / "small.po"
    with po_path.open("rb") as fp:
        catalog = read_po(fp, locale="hu")
    wanted = {("area", "Old Galicia"): "Régi Galícia", ("decision", "{player}, pick a power card."):
              "{player}, válassz hatalomkártyát.", ("zone", "Reserve"): "Tartalék"}
    assert {(m.context, m.id) for m in catalog if m.id} == {*wanted, ("card", "Small card")}
    for (context, text), translated in wanted.items():
        catalog.get(text, context=context).string = translated
    with po_path.open("wb") as fp:
        write_po(fp, catalog)
    # the added zone is only named here: what the game does with it is another test's matter
    write(mod, {"changes.yaml": (mod / "changes.yaml").read_text(encoding="utf-8").split("add:")[0]})
    game = regla.new_game("el-grande", 3, 1, regla.Selection(mods=(str(mod),)))
    assert regla.decision_texts(game, "hu").thing("galicia") == "Régi Galícia"
    assert game.describe(locale="hu").prompt.endswith(", válassz hatalomkártyát.")
    assert game.describe(locale="en").prompt.endswith(", pick a power card.")


MUSTER = """
    cards:
      - id: small-card
        deck: deck-2
        name: Small card
        special:
          - move: {kind: place, from: {zones: [court]}, to: {tags: [region]}, count: 2}
"""
MUSTER_TEXTS = """
    specials:
      - does: [{move: {kind: place, from: {zones: [court]}, to: {tags: [region]}, count: 2}}]
        one: Muster up to {count} caballero from your court.
        other: Muster up to {count} caballeros from your court.
"""


def korean_mod(tmp_path: Path) -> tuple[Path, Path]:
    """A mod with a card and its sentence, translated to Korean as a translator would."""
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    texts: [texts.yaml]\n    locales: locales\n",
                                 "cards.yaml": MUSTER, "texts.yaml": MUSTER_TEXTS, "locales/.keep": ""})
    assert run("mod", "translate", str(mod), "ko").exit_code == 0
    po = mod / "locales" / "ko" / "LC_MESSAGES" / "small.po"
    text = po.read_text(encoding="utf-8").replace('"Small card"\nmsgstr ""', '"Small card"\nmsgstr "작은 카드"')
    po.write_text(text.replace('msgstr[0] ""', 'msgstr[0] "궁정의 기사를 최대 {count}명 소집합니다."'),
                  encoding="utf-8")
    assert run("mod", "check", str(mod)).exit_code == 0
    return mod, po


@pytest.mark.parametrize(("old", "new", "said", "korean", "english"), [
    ('"궁정의 기사를 최대 {count}명 소집합니다."', '"최대 {count}명 {"',
     "a brace in '최대 {count}명 {' opens or closes no placeholder", "중괄호", "Muster up to 2 caballeros"),
    ('"궁정의 기사를 최대 {count}명 소집합니다."', '"최대 {count:>99999999}명"',
     "placeholder {count:>99999999} has a format", "형식", "Muster up to 2 caballeros"),
    ('"작은 카드"', '"{count} 카드"', "placeholders {count} differ from those of the English text (none)",
     "자리표시자", "Small card"),
])
def test_mod_check_refuses_a_translation_that_cannot_be_filled_in_at_its_msgstr(
        tmp_path: Path, old: str, new: str, said: str, korean: str, english: str) -> None:
    mod, po = korean_mod(tmp_path)
    po.write_text(po.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1
    assert checked.output.startswith(f"{po}:{line_of(po, new)}:1: {said}") and checked.output.count("\n") == 1
    assert korean in run("mod", "check", str(mod), "--locale", "ko").output
    # the game says that one text in English rather than fail
    shown = run("cards", "--mod", str(mod), "--locale", "ko")
    assert shown.exit_code == 0, shown.output
    assert english in shown.output


@pytest.mark.parametrize(("old", "new", "at", "said"), [
    ('"궁정의 기사를 최대 {count}명 소집합니다."', '"Unterminated', (11, 'msgstr[0] "Unterminated'),
     "expected a text in double quotes, closed on the same line"),
    ('소집합니다."', '소집합니다."\nmsgstr[1] "하나 더"', (1, 'msgstr[1]'),
     "msgstr[1] is a form too many: Plural-Forms declares forms 0 to 0"),
    ("plural=0;", "plural=(n*9**9);", (1, '"Plural-Forms'),
     "the plural expression '(n*9**9)' is not one gettext can read"),
])
def test_mod_check_refuses_a_broken_catalogue_where_it_breaks_and_the_game_speaks_english(
        tmp_path: Path, old: str, new: str, at: tuple[int, str], said: str) -> None:
    mod, po = korean_mod(tmp_path)
    po.write_text(po.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    column, text = at
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1
    assert checked.output == f"{po}:{line_of(po, text)}:{column}: {said}\n"
    korean = run("mod", "check", str(mod), "--locale", "ko")
    assert korean.exit_code == 1 and said not in korean.output and f"{po}:{line_of(po, text)}" in korean.output
    shown = run("cards", "--mod", str(mod), "--locale", "ko")
    assert shown.exit_code == 0, shown.output
    assert "Small card" in shown.output and "WARNING" not in shown.output


@pytest.mark.parametrize("locale", ["ko", "pt_BR", "he", "hu"])
def test_translate_gives_a_new_catalogue_the_plural_forms_of_the_shipped_ones(tmp_path: Path, locale: str) -> None:
    from regla.data.resources import data_path

    shipped = data_path("locales") / locale / "LC_MESSAGES" / "regla.po"
    header = next(line for line in shipped.read_text(encoding="utf-8").splitlines() if "Plural-Forms" in line)
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    locales: locales\n", "locales/.keep": ""})
    assert run("mod", "translate", str(mod), locale).exit_code == 0
    po = mod / "locales" / locale / "LC_MESSAGES" / "small.po"
    assert header in po.read_text(encoding="utf-8").splitlines()


def test_mod_check_refuses_a_catalogue_of_other_plural_forms_than_the_games_own(tmp_path: Path) -> None:
    # as Babel writes for Hebrew: 2 forms where the game's catalogues have 3, so n = 2 would show English
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    locales: locales\n", "locales/.keep": ""})
    assert run("mod", "translate", str(mod), "he").exit_code == 0
    po = mod / "locales" / "he" / "LC_MESSAGES" / "small.po"
    text = po.read_text(encoding="utf-8")
    po.write_text(text.replace("nplurals=3; plural=(n == 1 ? 0 : n == 2 ? 1 : 2);", "nplurals=2; plural=(n != 1);"),
                  encoding="utf-8")
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1
    assert f"{po}:{line_of(po, 'Plural-Forms')}:1: Plural-Forms differs from regla's own catalogue" in checked.output


def test_mods_lists_given_environment_and_installed_mods(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          fresh_discovery: None) -> None:
    code = small_mod(tmp_path, **{"mod.yaml": MANIFEST.replace("small", "coded") + "    plugins: [hooks.py]\n",
                                  "hooks.py": ""})
    shutil.move(code, tmp_path / "coded")
    packaged = shutil.copytree(EXAMPLE, tmp_path / "pkg" / "royal")
    install(tmp_path / "pkg", "royal-pack", "regla_demo_royal",
            f"from pathlib import Path\ndef regla_mods():\n    return [Path({str(packaged)!r})]\n", monkeypatch)
    listed = json.loads(run("mods", "--json", "--mod", str(tmp_path / "coded"), REGLA_MODS=str(EXAMPLE)).output)
    by_id = {row["id"]: row for row in listed}
    assert by_id["royal-intrigue"]["source"] == str(EXAMPLE) and by_id["royal-intrigue"]["status"] == "ready"
    assert by_id["coded"]["status"] == "needs --allow-code" and by_id["coded"]["code"] is True
    shown = run("mods")
    assert "regla_demo_royal" in shown.output and "installed" in shown.output
    assert shown.exit_code == 0
    broken = run("mods", "--mod", str(tmp_path / "nowhere"))
    assert broken.exit_code == 1 and "broken" in broken.output and "regla_demo_royal" in broken.output
    # a mod that requires another is ready when that one is given too
    base = write(tmp_path / "base", {"mod.yaml": "id: base-mod\nname: Base\nversion: 0.1.0\ngame: el-grande\n"})
    addon = write(tmp_path / "addon", {"mod.yaml": "id: addon\nname: Addon\nversion: 0.1.0\ngame: el-grande\n"
                                                   "requires: [base-mod]\n"})
    both = run("mods", "--json", "--mod", str(base), "--mod", str(addon))
    statuses = {row["id"]: row["status"] for row in json.loads(both.output)}
    assert both.exit_code == 0 and statuses["base-mod"] == statuses["addon"] == "ready", both.output
    # a mod whose manifest reads well but whose cards do not is broken too, with where it breaks
    unparsed = small_mod(tmp_path / "unparsed", **{"cards.yaml": "cards:\n  - id: x\n    name: [unclosed\n"})
    listed = run("mods", "--json", "--mod", str(unparsed))
    assert listed.exit_code == 1, listed.output
    row = json.loads(listed.output)[0]
    assert row["status"] == "broken" and row["problem"].startswith(f"{unparsed / 'cards.yaml'}:"), row
    game = regla.new_game("el-grande", 3, 1, regla.Selection(mods=("royal-intrigue",)))
    assert "royal-levy" in game.ruleset.cards


@pytest.fixture
def fresh_discovery() -> Any:
    yield
    from regla.plugins import forget_discovered

    forget_discovered()


# -- mistakes, each at its position in the mod's file ------------------------------------------------------

def test_data_mistakes_point_into_the_mods_files_with_suggestions(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"cards.yaml": """
        cards:
          - id: one
            deck: deck-9
            name: One
            special:
              - move: {from: {tags: [regoin]}, to: {tags: [region]}, count: "cnt + 1"}
              - mvoe: {}
    """})
    cards = mod / "cards.yaml"
    found = problems(mod)
    assert f"{cards}:{line_of(cards, 'deck-9')}:5: unknown deck 'deck-9'; did you mean 'deck-5'?" in found
    assert any(p.startswith(f"{cards}:{line_of(cards, 'mvoe')}:") and "did you mean 'move'?" in p for p in found)
    assert any(p.startswith(f"{cards}:{line_of(cards, 'regoin')}:") and "unknown area tag 'regoin'; did you mean "
               "'region'?" in p for p in found)
    assert any("unknown name 'cnt'" in p and "did you mean 'count'?" in p for p in found)
    assert not any("no sentence describes" in p for p in found)


def test_a_sound_cards_missing_sentence_is_told_in_the_same_run_as_another_cards_misspelt_name(
        tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"cards.yaml": """
        cards:
          - id: flawed
            deck: deck-1
            name: Flawed
            special:
              - move: {from: {tags: [regoin]}, to: {tags: [region]}, count: 2}
          - id: unworded
            deck: deck-1
            name: Unworded
            special:
              - move: {owners: opponents(me), from: {tags: [region]}, to: {tags: [region]}, count: 2,
                       one_source: true}
    """})
    cards = mod / "cards.yaml"
    found = problems(mod)
    assert any(p.startswith(f"{cards}:{line_of(cards, 'regoin')}:") and "'regoin'" in p for p in found)
    missing = [p for p in found if "no sentence describes" in p]
    # only the sound card: the misspelt tag makes the other look like a program of its own
    assert len(missing) == 1 and "card 'unworded'" in missing[0]
    # at the card's special action, the line after its name
    assert missing[0].startswith(f"{cards}:{line_of(cards, 'Unworded') + 1}:")


def test_a_type_error_is_a_type_error_not_a_missing_sentence(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"cards.yaml": ONE_CARD.replace("count: 2", "count: [2]")})
    found = problems(mod)
    assert found and not any("no sentence" in p for p in found)
    assert all(p.startswith(str(mod / "cards.yaml")) for p in found)


def test_a_card_without_a_sentence_says_which_entry_to_add(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"cards.yaml": ONE_CARD.replace("count: 2", "count: 2, one_source: true")})
    [problem] = problems(mod)
    assert problem.startswith(f"{mod / 'cards.yaml'}:") and "no sentence describes this special action" in problem
    # the entry it gives, pasted into a texts file as it is, with a sentence, is what the card needed
    entry, placeholders = problem.split(": - does: ", 1)[1].split("  # one: ... ")
    assert placeholders == "{count}"
    (mod / "texts.yaml").write_text(f"specials:\n  - does: {entry}\n    one: Up to {{count}} of yours move.\n",
                                    encoding="utf-8")
    manifest = mod / "mod.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "texts: [texts.yaml]\n", encoding="utf-8")
    assert "small-card" in regla.load("el-grande", regla.Selection(mods=(str(mod),))).cards


def test_unknown_keys_get_the_closest_known_key(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"cards.yaml": ONE_CARD.replace("name: Small card", "nmae: Small card")})
    assert any("cards.0.nmae: unknown field (not one this file kind has); did you mean 'name'?" in p
               for p in problems(mod))
    bad_manifest = small_mod(tmp_path / "m", **{"mod.yaml": MANIFEST.replace("version:", "verison:")})
    with pytest.raises(regla.DataError) as caught:
        regla.load("el-grande", regla.Selection(mods=(str(bad_manifest),)))
    assert f"{bad_manifest / 'mod.yaml'}:3:1: verison: unknown field (not one this file kind has); did you mean " \
           "'version'?" in [str(p) for p in caught.value.problems]


def test_changes_by_unknown_ids_sections_and_options_are_refused_where_written(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n", "changes.yaml": """
        cards:
          move-own-out-of-regoin: {name: X}
          place-two-anywhere: {copies: many}
        board:
          areas:
            galicai: {name: Y}
        game:
          options:
            scoring_roudns: [3, 6, 9]
    """})
    changes = str(mod / "changes.yaml")
    found = problems(mod)
    assert f"{changes}:2:3: changes card 'move-own-out-of-regoin', which the game does not have; did you mean " \
           "'move-own-out-of-region'?" in found
    assert f"{changes}:3:24: cards.1.copies: must be a whole number" in found
    assert f"{changes}:6:5: changes 'galicai', which board.yaml does not have; did you mean 'galicia'?" in found
    assert f"{changes}:9:5: unknown option 'scoring_roudns'; did you mean 'scoring_rounds'?" in found
    write(mod, {"changes.yaml": "boards: {}\n"})
    assert problems(mod) == [f"{changes}:1:1: unknown section 'boards' (known: game, board, cards, player_counts, "
                             "texts, add); did you mean 'board'?"]


def test_manifest_paths_versions_and_files_are_checked(tmp_path: Path) -> None:
    cases = {"cards: [../outside.yaml]": "must be a path inside the mod",
             "cards: [missing.yaml]": "no file 'missing.yaml' in the mod",
             "regla: '>=99'": "needs regla >=99",
             "regla: 'soon'": "is not a version range",
             "requires: [other]": "requires the mod 'other'"}
    for i, (line, message) in enumerate(cases.items()):
        text = MANIFEST.replace("    cards: [cards.yaml]\n", "") + f"    {line}\n"
        if not line.startswith("cards"):
            text += "    cards: [cards.yaml]\n"
        mod = small_mod(tmp_path / str(i), **{"mod.yaml": text})
        result = run("mod", "check", str(mod))
        assert result.exit_code in (1, 2) and message in result.output, (line, result.output)
        assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output


# -- mods together, and with other games ----------------------------------------------------------------

def test_conflicting_and_clashing_mods_are_refused_naming_both(tmp_path: Path) -> None:
    first = small_mod(tmp_path / "a", **{"mod.yaml": MANIFEST + "    changes: c.yaml\n",
                                         "c.yaml": "cards: {veto: {name: First}}\n"})
    second = write(tmp_path / "b", {"mod.yaml": MANIFEST.replace("id: small", "id: other").replace(
        "    cards: [cards.yaml]\n", "    changes: c.yaml\n"), "c.yaml": "cards: {veto: {name: Second}}\n"})
    with pytest.raises(regla.PluginError, match=r"'mod:other' and 'mod:small' conflict: both change cards\.veto\.name "
                                                r"differently"):
        regla.load("el-grande", regla.Selection(mods=(str(first), str(second))))
    declared = write(tmp_path / "b", {"mod.yaml": MANIFEST.replace("id: small", "id: other").replace(
        "    cards: [cards.yaml]\n", "    conflicts: [small]\n")})
    with pytest.raises(regla.UserError, match="mod 'other' cannot be played with the mod 'small'"):
        regla.load("el-grande", regla.Selection(mods=(str(first), str(declared))))
    twin = small_mod(tmp_path / "twin", **{"cards.yaml": ONE_CARD.replace("Small card", "Twin card")})
    with pytest.raises(regla.UserError, match="two different mods have the id 'small'"):
        regla.load("el-grande", regla.Selection(mods=(str(first), str(twin))))


def test_a_mod_for_one_game_is_refused_with_another(tmp_path: Path) -> None:
    with pytest.raises(regla.UserError, match="'mod:small' changes the game 'el-grande', not 'jalgeurak'"):
        regla.load("jalgeurak", regla.Selection(mods=(str(small_mod(tmp_path)),)))


def test_python_in_a_mod_runs_only_when_allowed(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    plugins: [hooks.py]\n", "hooks.py": """
        from regla import hookimpl

        @hookimpl
        def regla_ruleset_overlay(ruleset_id):
            return {"game": {"options": {"rounds": [1, 2, 3], "scoring_rounds": [3]}}}
    """})
    refused = run("simulate", "--games", "1", "--mod", str(mod))
    assert refused.exit_code == 2 and "holds Python code (hooks.py)" in refused.output and "--allow-code" in \
        refused.output
    ruleset = regla.load("el-grande", regla.Selection(mods=(str(mod),), allow_code=True))
    assert ruleset.options["rounds"] == [1, 2, 3]
    # packing checks the mod, so its code must be allowed to run for it; a wheel is how it becomes trusted
    refused = run("mod", "pack", str(mod), "--out", str(tmp_path / "none"))
    assert refused.exit_code == 2 and "--allow-code" in refused.output
    for extra in ([], ["--wheel"]):
        packed = run("mod", "pack", str(mod), "--out", str(tmp_path / "dist"), "--allow-code", *extra)
        assert packed.exit_code == 0 and Path(packed.output.strip()).is_file(), packed.output


def test_packing_into_the_mods_own_folder_packs_the_same_archive_again(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    hashes = []
    archives = []
    for _ in range(3):
        packed = run("mod", "pack", str(mod), "--out", str(mod / "dist"))
        assert packed.exit_code == 0, packed.output
        archives.append(Path(packed.output.strip()).read_bytes())
        hashes.append(json.loads(regla.new_game("el-grande", 3, 1, regla.Selection(mods=(str(mod),))).to_json())[
            "setup"]["mods"][0]["hash"])
    assert archives[0] == archives[1] == archives[2] and hashes[0] == hashes[1] == hashes[2]
    assert not any(name.endswith(".zip") for name in zipfile.ZipFile(mod / "dist" / archives_name(mod)).namelist())


def archives_name(mod: Path) -> str:
    return next(p.name for p in (mod / "dist").iterdir())


# -- saves remember their mods -----------------------------------------------------------------------------

def test_a_save_needs_its_mods_unchanged(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    game = regla.new_game("el-grande", 3, 5, regla.Selection(mods=(str(mod),)))
    for _ in range(12):
        decision = game.pending[0]
        game.apply(decision.player, decision.options[0])
    saved = game.to_json()
    stamp = json.loads(saved)["setup"]["mods"][0]
    assert stamp["id"] == "small" and stamp["version"] == "1.0.0" and stamp["hash"].startswith("sha256:")
    again = regla.load_game(saved, files=regla.Files(mods=(str(mod),)))
    assert again.to_json() == saved
    with pytest.raises(regla.UserError, match=r"played with the mod 'small' \(version 1.0.0\); give it again"):
        regla.load_game(saved)
    write(mod, {"cards.yaml": ONE_CARD.replace("count: 2", "count: 3")})
    # the same version with other contents: the versions are not what differs
    with pytest.raises(regla.UserError, match="the mod 'small' has changed since this game was saved: its contents "
                                              "are not those it was played with"):
        regla.load_game(saved, files=regla.Files(mods=(str(mod),)))
    other = write(tmp_path / "other", {"mod.yaml": MANIFEST.replace("small", "other").replace(
        "    cards: [cards.yaml]\n", "")})
    with pytest.raises(regla.UserError, match="was not played with the mod 'other'"):
        regla.load_game(regla.new_game("el-grande", 3, 5).to_json(), files=regla.Files(mods=(str(other),)))


def test_play_resumes_a_modded_save_given_the_mod(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    assert run("play", "--auto", "--mod", str(EXAMPLE), "--seed", "2", "--save", str(save)).exit_code == 0
    refused = run("replay", str(save))
    assert refused.exit_code == 2 and "played with the mod 'royal-intrigue'" in refused.output
    assert run("replay", str(save), "--mod", str(EXAMPLE)).exit_code == 0
    assert run("replay", str(save), REGLA_MODS=str(EXAMPLE)).exit_code == 0


# -- hostile mod files ---------------------------------------------------------------------------------------

HOSTILE = {
    "alias bomb": ("a0: &a0 [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n" for i in range(1, 10)), "aliases"),
    "deep nesting": ("x: " + "[" * 10_000 + "]" * 10_000 + "\n", "levels"),
    "huge file": ("x: " + "a" * 3_000_000 + "\n", "larger than"),
    "duplicate keys": ("cards: []\ncards: []\n", "the key 'cards' appears twice in one mapping"),
    "python tag": ("x: !!python/object/apply:os.system ['true']\n", "is not allowed"),
    "tabs": ("cards:\n\t- 1\n", "a tab: YAML indents with spaces only"),
    "not utf-8": (b"cards: \xff\n", "not UTF-8"),
}


@pytest.mark.parametrize("name", list(HOSTILE))
@pytest.mark.parametrize("file", ["mod.yaml", "cards.yaml"])
def test_hostile_mod_files_get_one_line_with_their_position(tmp_path: Path, name: str, file: str) -> None:
    content, message = HOSTILE[name]
    mod = small_mod(tmp_path)
    (mod / file).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1, result.output
    [line] = result.output.strip().splitlines()
    assert line.startswith(f"{mod / file}:") and message in line
    assert "small-card" not in regla.load("el-grande").cards  # nothing of it stays behind


def test_a_byte_order_mark_is_fine(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    (mod / "cards.yaml").write_text("\ufeff" + textwrap.dedent(ONE_CARD).lstrip(), encoding="utf-8")
    assert run("mod", "check", str(mod)).exit_code == 0


def test_an_archive_holding_a_file_twice_is_refused(tmp_path: Path) -> None:
    # unpacked, the second copy would win, while a reader of the archive may well look at the first
    for second in ("small/cards.yaml", "small/./cards.yaml"):
        twice = tmp_path / "twice.zip"
        with zipfile.ZipFile(twice, "w") as zf:
            zf.writestr("small/mod.yaml", textwrap.dedent(MANIFEST).lstrip())
            zf.writestr("small/cards.yaml", textwrap.dedent(ONE_CARD).lstrip())
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # zipfile's own "Duplicate name" notice
                zf.writestr(second, "cards: []\n")
        result = run("mod", "check", str(twice))
        assert result.exit_code == 2 and f"the archive holds {second!r} twice" in result.output


def test_a_mistake_in_a_packed_mod_is_told_in_the_archive(tmp_path: Path) -> None:
    packed = tmp_path / "packed.zip"
    with zipfile.ZipFile(packed, "w") as zf:
        zf.writestr("small/mod.yaml", textwrap.dedent(MANIFEST).lstrip())
        zf.writestr("small/cards.yaml", "cards: 3\n")
    result = run("mod", "check", str(packed))
    assert result.exit_code == 1
    assert result.output.startswith(f"{packed}/small/cards.yaml:1:"), result.output


def test_hostile_archives_are_refused_before_anything_is_unpacked(tmp_path: Path) -> None:
    slip = tmp_path / "slip.zip"
    with zipfile.ZipFile(slip, "w") as zf:
        zf.writestr("../../evil/mod.yaml", "id: evil\n")
    result = run("mod", "check", str(slip))
    assert result.exit_code == 2 and "points outside it" in result.output
    crowd = tmp_path / "crowd.zip"
    with zipfile.ZipFile(crowd, "w") as zf:
        for i in range(2_001):
            zf.writestr(f"m/{i}.txt", "")
    assert "too large to be a mod" in run("mod", "check", str(crowd)).output
    (tmp_path / "fake.zip").write_text("not a zip", encoding="utf-8")
    assert "is not a zip archive" in run("mod", "check", str(tmp_path / "fake.zip")).output


# -- editors ------------------------------------------------------------------------------------------------

def test_the_manifest_schema_accepts_the_example_and_rejects_typos() -> None:
    import jsonschema
    from regla.data.yamlio import plain, read_yaml

    schema = json.loads((SCHEMAS / "mod.schema.json").read_text(encoding="utf-8"))
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    manifest = plain(read_yaml(EXAMPLE / "mod.yaml"))
    jsonschema.Draft7Validator(schema).validate(manifest)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft7Validator(schema).validate({**manifest, "verison": "1"})
    changes = json.loads((SCHEMAS / "changes.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft7Validator(changes).validate(plain(read_yaml(EXAMPLE / "changes.yaml")))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.Draft7Validator(changes).validate({"boards": {}})


def test_a_packed_wheel_installs_with_pip_and_is_found_by_id(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              fresh_discovery: None) -> None:
    import subprocess
    import sys

    from regla.plugins import forget_discovered

    made = run("mod", "pack", str(EXAMPLE), "--out", str(tmp_path / "dist"), "--wheel")
    assert made.exit_code == 0, made.output
    wheel = Path(made.output.strip())
    assert wheel.name == "regla_mod_royal_intrigue-1.0.0-py3-none-any.whl"
    target = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--target",
                           str(target), str(wheel)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    monkeypatch.syspath_prepend(str(target))
    forget_discovered()
    listed = {row["id"]: row for row in json.loads(run("mods", "--json").output)}
    assert listed["royal-intrigue"]["source"] == "package regla-mod-royal-intrigue"
    assert listed["royal-intrigue"]["status"] == "installed"
    game = regla.new_game("el-grande", 3, 2, regla.Selection(mods=("royal-intrigue",)))
    assert "royal-levy" in game.ruleset.cards and "move-three-opponents" not in game.ruleset.cards


def test_a_runaway_card_fails_the_mod_test_naming_the_card(tmp_path: Path) -> None:
    program = '[{let: {n: 0}}, {while: {cond: "n >= 0", do: [{set: {n: n + 1}}]}}]'
    card = f"{{id: forever, deck: deck-5, name: Forever, special: {program}}}"
    mod = small_mod(tmp_path, **{"cards.yaml": f"cards: [{card}]", "texts.yaml": """
        specials:
          - does: [{let: {n: 0}}, {while: {cond: "n >= 0", do: [{set: {n: n + 1}}]}}]
            one: Count for ever.
    """, "mod.yaml": MANIFEST + "    texts: [texts.yaml]\n"})
    result = run("mod", "test", str(mod), "--games", "3")
    assert result.exit_code == 1, result.output
    assert "more than 200000 steps without a decision" in result.output and "'forever'" in result.output
    # played, it is the mod's mistake told at the card's line in the reader's language, not a bug of regla's
    seed = next(seed for seed in range(1, 30) if run("play", "--auto", "--players", "3", "--seed", str(seed),
                                                      "--mod", str(mod)).exit_code != 0)
    for locale, said in (("en", "more than 200000 steps"), ("ko", "결정 없이")):
        played = run("--locale", locale, "play", "--auto", "--players", "3", "--seed", str(seed), "--mod", str(mod))
        assert played.exit_code == 1, played.output
        assert f"{mod / 'cards.yaml'}:1:" in played.output and said in played.output
        assert "internal error" not in played.output and "내부 오류" not in played.output


def test_a_sandbox_escape_in_a_mod_is_refused_at_its_position(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"cards.yaml": ONE_CARD.replace("count: 2", 'count: "().__class__.__bases__"')})
    [problem] = problems(mod)
    assert problem.startswith(f"{mod / 'cards.yaml'}:6:") and "not allowed" in problem


def test_a_mod_adds_an_option_its_card_reads_and_cannot_add_what_is_there(tmp_path: Path) -> None:
    program = "[{move: {kind: place, from: {zones: [court]}, to: {tags: [region]}, count: \"option('muster')\"}}]"
    mod = small_mod(tmp_path, **{
        "mod.yaml": MANIFEST + "    texts: [texts.yaml]\n    changes: changes.yaml\n",
        "cards.yaml": f"cards: [{{id: muster, deck: deck-2, name: Muster, special: {program}}}]\n",
        "texts.yaml": f"specials:\n  - does: {program}\n    one: Place up to the muster size from your court.\n",
        "changes.yaml": "add:\n  game:\n    options: {muster: 3}\n"})
    ruleset = regla.load("el-grande", regla.Selection(mods=(str(mod),)))
    assert ruleset.options["muster"] == 3 and "muster" in ruleset.cards
    assert "muster" not in regla.load("el-grande").options
    write(mod, {"changes.yaml": "add:\n  game:\n    options: {muster: 3, rounds: [1, 2]}\n  board:\n"
                                "    areas: [{id: galicia, name: Galicia again, tags: [region], values: [1], "
                                "adjacent: []}]\n"})
    found = problems(mod)
    changes = mod / "changes.yaml"
    assert f"{changes}:3:26: adds 'rounds' to options, which game.yaml has already: change it instead" in found
    assert f"{changes}:5:13: adds 'galicia' to areas, which board.yaml has already: change it instead" in found
    write(mod, {"changes.yaml": "add:\n  cards: {}\n"})
    assert any("unknown section 'cards' (known: game, board, player_counts)" in p for p in problems(mod))


def test_a_mod_can_bring_a_whole_game(tmp_path: Path) -> None:
    from test_generic_texts import BOARD, CARDS, GAME, TEXTS

    mod = write(tmp_path / "yard-game", {"mod.yaml": "id: yard-game\nname: Yard\nversion: 0.1.0\n"
                                                     "games: {yard: game.yaml}\n",
                                         "board.yaml": BOARD, "cards.yaml": CARDS, "game.yaml": GAME,
                                         "texts.yaml": TEXTS})
    assert "yard" not in regla.available_games()
    game = regla.new_game("yard", 2, 1, regla.Selection(mods=(str(mod),)))
    assert game.pending[0].kind == "work"
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 0 and "valid for yard with 2 to 2 players" in checked.output, checked.output
    played = run("play", "--game", "yard", "--players", "2", "--auto", "--mod", str(mod))
    assert played.exit_code == 0, played.output
    # its scenarios play the game it brings, whose deck El Grande does not have
    write(mod, {"tests/which-game.yaml": "name: which game\nplayers: 2\nseed: 1\ngames: 1\nexpect:\n"
                                         "  - \"len(scores()) == 2\"\n  - \"'dig' in cards_in('jobs')\"\n"})
    tested = run("mod", "test", str(mod), "--games", "2")
    assert tested.exit_code == 0 and "which game: games: 1, failed checks: 0" in tested.output, tested.output
    write(mod, {"mod.yaml": "id: yard-game\nname: Yard\nversion: 0.1.0\n"})
    assert "names no game" in run("mod", "check", str(mod)).output


def test_mod_check_names_every_mistake_of_a_cards_file_in_one_run_in_order(tmp_path: Path) -> None:
    cards = """cards:
- id: bad-copies
  deck: deck-1
  copies: "two"
  name: Bad copies
  special:
  - teleport: {to: aragon}
- id: bad-deck
  deck: deck-9
  name: Bad deck
  special:
  - move: {from: {tags: [regoin]}, to: {tags: [region]}}
"""
    mod = small_mod(tmp_path, **{"cards.yaml": cards})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1, result.output
    lines = result.output.strip().splitlines()
    file = mod / "cards.yaml"
    expected = [(4, "cards.0.copies: must be a whole number"), (7, "unknown instruction 'teleport'"),
                (9, "unknown deck 'deck-9'"), (12, "unknown area tag 'regoin'; did you mean 'region'?")]
    assert len(lines) == len(expected), lines
    for line, (number, message) in zip(lines, expected, strict=True):
        assert line.startswith(f"{file}:{number}:") and message in line, line


def test_a_thing_named_in_quotes_inside_an_expression_must_exist(tmp_path: Path) -> None:
    cards = one_card("quoted", """score: {areas: "areas('regoin')"}""",
                     """if: {cond: "count('provence', me) > 0 and len(cards_in('deck-9')) > 0", then: []}""")
    mod = small_mod(tmp_path, **{"cards.yaml": cards})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert [line.split(": ", 1)[1] for line in lines] == [
        "unknown area tag 'regoin'; did you mean 'region'?",
        "unknown area or zone 'provence'; did you mean 'province'?",
        "unknown deck 'deck-9'; did you mean 'deck-5'?"], lines
    assert lines[0].startswith(f"{mod / 'cards.yaml'}:6:") and lines[1].startswith(f"{mod / 'cards.yaml'}:7:")


def test_a_mod_may_not_remove_a_card_the_game_itself_needs(tmp_path: Path) -> None:
    for game, card, problem in [
            ("jalgeurak", "chapel", "the game needs card 'chapel': its variable 'buildings' starts with it"),
            ("el-grande", "king-card", "removing card 'king-card' leaves deck 'deck-5' with no card")]:
        mod = write(tmp_path / card, {"mod.yaml": f"id: no-{card}\nname: No {card}\nversion: 0.1.0\ngame: {game}\n"
                                                  "changes: changes.yaml\n",
                                      "changes.yaml": f"cards:\n  {card}: null\n"})
        result = run("mod", "check", str(mod))
        assert result.exit_code == 1, result.output
        assert result.output.startswith(f"{mod / 'changes.yaml'}:2:3: {problem}"), result.output
    # a mod that starts the game with a card of its own instead may remove the game's
    replaced = write(tmp_path / "new-chapel", {
        "mod.yaml": "id: new-chapel\nname: New chapel\nversion: 0.1.0\ngame: jalgeurak\ncards: [cards.yaml]\n"
                    "changes: changes.yaml\n",
        "cards.yaml": "cards:\n- id: new-chapel\n  deck: basic\n  name: New chapel\n  props: {colour: green, "
                      "age: 0, cost: 0, fame: 0, slots: [{accepts: [commoner], rows: [{fame: 1}]}]}\n",
        "changes.yaml": "cards:\n  chapel: null\n"
                        "game:\n  player_vars:\n    buildings: [new-chapel, barracks, market]\n"})
    checked = run("mod", "check", str(replaced))
    assert checked.exit_code == 0, checked.output


def test_a_mods_sentence_may_not_replace_another_for_the_same_program(tmp_path: Path) -> None:
    of_the_game = "[{move: {kind: place, from: {zones: [court]}, to: {tags: [region, castillo]}, count: 2}}]"
    new = ("[{move_token: {kind: king, tokens: \"['king']\", to: {tags: [region]}}}, "
           "{score: {areas: \"[where('king')]\"}}]")
    manifest = "id: {id}\nname: {id}\nversion: 0.1.0\ngame: el-grande\ntexts: [texts.yaml]\n"

    def worded(name: str, program: str, sentence: str) -> Path:
        return write(tmp_path / name, {"mod.yaml": manifest.format(id=name),
                                       "texts.yaml": f"specials:\n  - does: {program}\n    one: {sentence}\n"})

    # the game's own card with this program (Reinforcements) would have read "Win the game."
    rewording = worded("rewording", of_the_game, "Win the game.")
    result = run("mod", "check", str(rewording))
    assert result.exit_code == 1, result.output
    assert result.output.startswith(f"{rewording / 'texts.yaml'}:2:5: this program already has a sentence, at ")
    assert "el-grande/texts.yaml:" in result.output
    first, second = worded("first", new, "One way."), worded("second", new, "Another way.")
    both = run("cards", "--mod", str(first), "--mod", str(second))
    assert both.exit_code == 1 and both.output.startswith(f"{second / 'texts.yaml'}:2:5:"), both.output
    assert f"at {first / 'texts.yaml'}:2:" in both.output
    # two mods that word a program alike do not clash
    same = worded("same", new, "One way.")
    assert run("cards", "--mod", str(first), "--mod", str(same)).exit_code == 0


def test_a_wrong_change_and_a_wrong_card_are_told_in_one_run(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n",
                                 "cards.yaml": ONE_CARD.replace("tags: [region]}", "tags: [regoin]}"),
                                 "changes.yaml": "cards:\n  vetoo: {copies: 1}\n"})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1
    told = [line.split(": ", 1)[1] for line in result.output.strip().splitlines()]
    assert told == ["changes card 'vetoo', which the game does not have; did you mean 'veto'?",
                    "unknown area tag 'regoin'; did you mean 'region'?"], result.output


def test_a_cards_properties_are_held_to_the_shape_its_game_declares(tmp_path: Path) -> None:
    cards = """cards:
- id: odd-building
  deck: red-1
  name: Odd building
  props:
    colour: rde
    age: 1
    cost: 2.0
    fame: lots
    slots:
    - accepts: [soldeir]
      rows:
      - {remvoe: 1, army: 1}
"""
    mod = write(tmp_path / "odd", {"mod.yaml": "id: odd\nname: Odd\nversion: 0.1.0\ngame: jalgeurak\n"
                                               "cards: [cards.yaml]\n", "cards.yaml": cards})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1, result.output
    file = mod / "cards.yaml"
    assert result.output.strip().splitlines() == [
        f"{file}:6:5: 'rde' must be one of red, yellow, green",
        f"{file}:8:5: props.cost: must be a whole number",
        f"{file}:9:5: props.fame: must be a whole number",
        f"{file}:11:17: 'soldeir' must be one of commoner, soldier, merchant, priest",
        f"{file}:13:10: unknown property 'remvoe'; did you mean 'remove'?",
    ], result.output


def test_a_decks_properties_are_held_to_the_shape_as_its_cards_read_them(tmp_path: Path) -> None:
    # a card without a 'place' of its own places its deck's
    program = "move: {kind: place, from: {zones: [court]}, to: {tags: [region]}, count: \"prop(card, 'place')\"}"
    cards = "decks:\n- {id: deck-6, name: Deck 6, props: {place: two}}\n" + one_card("sixth", program).replace(
        "deck-1", "deck-6")
    mod = small_mod(tmp_path, **{"cards.yaml": cards})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1
    assert result.output.startswith(f"{mod / 'cards.yaml'}:2:"), result.output
    assert "props.place: must be a whole number" in result.output.splitlines()[0]


def test_a_shape_of_card_properties_must_be_a_json_schema(tmp_path: Path) -> None:
    mod = write(tmp_path / "shape", {"mod.yaml": "id: shape\nname: Shape\nversion: 0.1.0\ngame: el-grande\n"
                                                 "changes: changes.yaml\n",
                                     "changes.yaml": "game:\n  card_props: {type: 5}\n"})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1 and result.output.startswith(f"{mod / 'changes.yaml'}:2:16: not a JSON Schema: ")


def test_a_misspelt_key_is_told_the_key_as_written_in_yaml(tmp_path: Path) -> None:
    cards = one_card("spelt", """choose: {kind: either, options: "['a', 'b']", ass: way}""",
                     "move: {from: {tgas: [region]}, to: {tags: [region]}, count: 3}")
    result = run("mod", "check", str(small_mod(tmp_path, **{"cards.yaml": cards})))
    assert result.exit_code == 1
    assert "choose.ass: unknown field (not one this file kind has); did you mean 'as'?" in result.output
    assert "move.from.tgas: unknown field (not one this file kind has); did you mean 'tags'?" in result.output
    assert "as_" not in result.output


def test_a_card_may_not_come_in_more_copies_than_a_deck_can_deal_in_reasonable_time(tmp_path: Path) -> None:
    many = ONE_CARD.replace("deck: deck-1", "deck: deck-1\n        copies: 1000000")
    mod = small_mod(tmp_path, **{"cards.yaml": many})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1 and "copies: must be at most 100" in result.output, result.output
    assert f"{mod / 'cards.yaml'}:{line_of(mod / 'cards.yaml', 'copies: 1000000')}:" in result.output


def test_mod_check_names_an_unknown_game_where_mod_yaml_names_it(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    manifest = mod / "mod.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("game: el-grande", "game: el-grand"),
                        encoding="utf-8")
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1, result.output
    assert result.output.strip() == (f"{manifest}:{line_of(manifest, 'game: el-grand')}:1: unknown game 'el-grand' "
                                     "(installed: el-grande, jalgeurak); did you mean 'el-grande'?")


def test_a_new_regions_neighbours_must_exist_and_know_it_named_in_the_mods_own_file(tmp_path: Path) -> None:
    # baleares names a neighbour that does not exist, and valencia is not told it has a new neighbour
    changes = ISLANDS.replace("adjacent: [cataluna, valencia]}", "adjacent: [cataluna, valencia, atlantis]}").replace(
        "        valencia: {adjacent: [aragon, cataluna, castilla-la-nueva, granada, baleares]}\n", "")
    mod = write(tmp_path / "islands", {"mod.yaml": MANIFEST.replace("small", "islands").replace(
        "cards: [cards.yaml]", "changes: changes.yaml"), "changes.yaml": changes})
    file = mod / "changes.yaml"
    line = line_of(file, "id: baleares")
    found = problems(mod)
    assert len(found) == 2 and all(p.startswith(f"{file}:{line}:") for p in found), found
    assert found[0].endswith(": area 'baleares' is adjacent to unknown areas: atlantis")
    assert found[1].endswith(": area 'baleares' has valencia as neighbours, but they do not have it: add 'baleares' "
                             "to their 'adjacent' too")


@pytest.mark.hostile
@pytest.mark.parametrize("name", ["mod.yaml", "cards.yaml", "tests/empty.yaml"])
def test_a_mod_file_that_is_an_empty_list_is_named_at_its_start(tmp_path: Path, name: str) -> None:
    mod = small_mod(tmp_path, **{name: "[]\n"})
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1 and f"{name}:1:1:" in result.output, result.output


@pytest.mark.hostile
def test_links_that_lead_out_of_a_mod_or_round_in_a_loop_are_no_part_of_it(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("not the mod's", encoding="utf-8")
    mod = small_mod(tmp_path, **{"notes.txt": "the mod's own"})
    (mod / "outside.txt").symlink_to(secret)
    (mod / "loop").symlink_to(mod / "loop")
    (mod / "notes-again.txt").symlink_to(mod / "notes.txt")
    assert run("mod", "check", str(mod)).exit_code == 0
    packed = run("mod", "pack", str(mod), "--out", str(tmp_path / "out"))
    assert packed.exit_code == 0, packed.output
    with zipfile.ZipFile(next((tmp_path / "out").glob("*.zip"))) as archive:
        names = {Path(n).name for n in archive.namelist()}
    assert {"notes.txt", "notes-again.txt"} <= names and not {"outside.txt", "loop"} & names
    (mod / "cards.yaml").unlink()
    (mod / "cards.yaml").symlink_to(secret)
    assert "no file 'cards.yaml' in the mod" in run("mod", "check", str(mod)).output


def test_a_scenario_is_checked_for_its_players_and_a_check_that_fails_to_work_out_is_told_at_its_place(
        tmp_path: Path) -> None:
    crowded = small_mod(tmp_path, **{"tests/crowded.yaml": "players: 9\nexpect: ['True']\n"})
    checked = run("mod", "check", str(crowded))
    assert checked.exit_code == 1 and "crowded.yaml:1:1: El Grande takes 2 to 5 players, not 9" in checked.output
    (crowded / "tests" / "crowded.yaml").write_text("players: 2\ngames: 1\nexpect: [\"'a' * 100000\"]\n",
                                                    encoding="utf-8")
    tested = run("mod", "test", str(crowded), "--games", "1", "--players", "2")
    assert tested.exit_code == 1 and "crowded.yaml:3:10: seed 0: ExpressionLimit:" in tested.output, tested.output


def test_mod_test_tells_a_failed_checks_position_without_bidi_marks_in_hebrew(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"tests/wrong.yaml": "players: 2\ngames: 1\nexpect: [\"False\"]\n"})
    result = run("mod", "test", str(mod), "--games", "1", "--players", "2", "--locale", "he")
    assert result.exit_code == 1
    assert f"{mod / 'tests' / 'wrong.yaml'}:3:10: " in result.output


def test_the_mod_group_takes_the_language_as_any_command_does(tmp_path: Path) -> None:
    mod = small_mod(tmp_path)
    result = run("mod", "--locale", "ko", "check", str(mod))
    assert result.exit_code == 0 and "유효합니다" in result.output, result.output


@pytest.mark.parametrize(("change", "said"), [
    ("cards:\n  place-two-anywhere: {special: [{mve: {}}]}\n", ":2:34: unknown instruction 'mve'"),
    ("texts:\n  no-such-file.yaml: {specials: []}\n", ":2:3: changes the texts of 'no-such-file.yaml'"),
])
def test_a_mistake_in_a_mods_changes_is_told_in_its_changes_file(tmp_path: Path, change: str, said: str) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n"})
    (mod / "changes.yaml").write_text(change, encoding="utf-8")
    result = run("mod", "check", str(mod))
    assert result.exit_code == 1 and f"{mod / 'changes.yaml'}{said}" in result.output, result.output


def test_removing_an_area_without_its_outline_says_to_remove_the_outline_too(tmp_path: Path) -> None:
    mod = small_mod(tmp_path, **{"mod.yaml": MANIFEST + "    changes: changes.yaml\n",
                                 "changes.yaml": "board:\n  areas:\n    galicia: null\n"})
    checked = run("mod", "check", str(mod))
    assert checked.exit_code == 1 and "map: areas galicia are not on the board (a mod that removes an area removes " \
        "its outline too" in checked.output, checked.output
