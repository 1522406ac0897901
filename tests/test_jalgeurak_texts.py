"""Jalgeurak Kingdom said in its own words: what a variant or a player count changes (``regla rules-diff``)
and the reference's variants, in every language, with no internal name of an option or a variable."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner
from regla.cli.main import cli

GAME = "jalgeurak"
LOCALES = ("en", "ko", "pt_BR", "he", "hu")
VARIANTS = ("jalgeurak-random-persons", "jalgeurak-mixed-buildings")
# the names the data gives options and variables: a reader should never meet them
INTERNAL = re.compile(r"base_persons|extra_persons|mixed_buildings|castle_sites|blocked|per_deal|"
                      r"draw_count|council_rounds|last_build_round|\bt\d\d\b")


def run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_every_option_value_the_game_or_its_variants_use_has_a_sentence() -> None:
    ruleset = regla.load(GAME)
    used = {(k, json.dumps(v)) for k, v in ruleset.options.items()}
    for info in regla.discover().values():
        if info.game == GAME and info.kind == "variant":
            overlay = info.obj.regla_ruleset_overlay(ruleset_id=GAME, players=None) or {}
            used |= {(k, json.dumps(v)) for k, v in overlay.get("game", {}).get("options", {}).items()}
    missing = sorted(f"{k}={v}" for k, v in used if f"{k}={v}" not in ruleset.texts.options)
    assert not missing, f"play-texts.yaml has no sentence for {missing}"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("players", [2, 3])
def test_rules_diff_says_a_variant_and_a_player_count_in_words(locale: str, players: int) -> None:
    said = run("rules-diff", "--game", GAME, "--players", str(players), "--locale", locale,
               *[arg for variant in VARIANTS for arg in ("--variant", variant)])
    lines = said.splitlines()
    # the two variants' options, then the castle sites, the closed territories and the person cards;
    # with two players also the smaller deal of buildings
    assert len(lines) == 2 + 3 + (players == 2), said
    assert not INTERNAL.search(said), said


def test_rules_diff_names_the_castle_sites_and_closed_territories() -> None:
    said = run("rules-diff", "--game", GAME, "--players", "3")
    assert said.splitlines() == [
        "With 3 players: Neutral markers close territory 5-1, territory 5-5, and territory 5-3: nobody may "
        "conquer them.",
        "With 3 players: The castle sites are territory 1-3, territory 3-1, and territory 3-5.",
        "With 3 players: 2 more person cards are laid out besides the five."]
    assert run("rules-diff", "--game", GAME, "--players", "2").splitlines()[-1] == (
        "With 2 players: Each round three building cards are dealt instead of six.")
    # four players play the rules as written
    assert run("rules-diff", "--game", GAME, "--players", "4").strip() == "Nothing differs from the default rules."


@pytest.mark.parametrize("locale", LOCALES)
def test_the_reference_names_each_variant_by_the_name_that_switches_it_on(locale: str) -> None:
    reference = run("rules", "--game", GAME, "--locale", locale, "--format", "md")
    variants = reference[reference.index("`variant-"):]
    for name in (*VARIANTS, "jalgeurak-chosen-extra-persons"):
        assert f"`variant-{name}`" in variants
    assert "--variant jalgeurak-mixed-buildings" in reference
    assert not INTERNAL.search(reference)


def test_the_reference_says_how_the_extra_person_cards_come_as_the_engine_does() -> None:
    plain = run("rules", "--game", GAME)
    chosen = run("rules", "--game", GAME, "--variant", "jalgeurak-chosen-extra-persons")
    assert "as the players agree" not in plain and "four players 4 more, dealt at random." in plain
    assert "dealt at random." not in chosen.split("Variants")[0]
    assert "the player in the first seat picks them one by one." in chosen


@pytest.mark.parametrize(("players", "extra"), [(2, 0), (3, 2), (4, 4)])
def test_the_first_seat_picks_the_extra_person_cards_in_the_chosen_variant(players: int, extra: int) -> None:
    selection = regla.Selection(variants=("jalgeurak-chosen-extra-persons",))
    game = regla.new_game(GAME, players=players, seed=7, selection=selection)
    picked = []
    while game.pending[0].kind == "extra-person":
        decision = game.pending[0]
        assert decision.player == game.players[0] and not set(decision.options) & set(game.state["vars"]["persons"])
        picked.append(decision.options[-1])
        game.apply(decision.player, decision.options[-1])
    assert len(picked) == extra and game.pending[0].kind == "castle"
    assert game.state["vars"]["persons"] == ["prince", "queen", "jester", "princess-1", "princess-2", *picked]
    words = regla.decision_texts(game, "en")
    if picked:
        told = words.did(regla.Decision(game.players[0], "extra-person", picked, {}), picked[0])
        assert told == f"{game.players[0]} adds {words.thing(picked[0])} to this game's person cards."


def test_the_board_shows_the_buildings_on_offer_each_turn_and_when_asked() -> None:
    result = CliRunner().invoke(cli, ["play", "--game", GAME, "--players", "2", "--humans", "1", "--bots", "random",
                                      "--seed", "40"], input="b\nq\n")
    offer = "On display: red buildings age I: Stable · yellow buildings age I: Harbor"
    assert result.output.count(offer) == 2, result.output  # the board of the turn, then `b`


NAMES = {"en": "Jalgeurak Kingdom", "ko": "잘그락 왕국", "pt_BR": "Reino Jalgeurak", "he": "ממלכת ג'לגראק",
         "hu": "Jalgeurak Királyság"}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_refusal_names_the_game_in_the_readers_language(locale: str, tmp_path: Path) -> None:
    position = tmp_path / "position.yaml"
    position.write_text("pieces: {}\n", encoding="utf-8")
    said = []
    for args in (["play", "--game", GAME, "--players", "5", "--auto"], ["rules-diff", "--game", GAME, "--players", "5"],
                 ["score", str(position), "--game", GAME]):
        result = CliRunner().invoke(cli, [*args, "--locale", locale])
        assert result.exit_code == 2, result.output
        said.append(re.sub("[\u2066-\u2069]", "", result.output))  # the values' isolating marks
    assert all(NAMES[locale] in line for line in said), said
    assert locale == "en" or not any(NAMES["en"] in line for line in said), said
    if locale == "ko":
        # the particle follows the Korean name, which ends in a consonant
        assert said[0] == "regla: 잘그락 왕국은 2~4명이 하는 게임입니다. 5명으로는 할 수 없습니다\n"
