"""Each house rule changes exactly what it says, in the data, in play and in ``regla rules-diff``; house
rules from a file work; contradictory plugins are refused; broken ones are one line on stderr."""

from __future__ import annotations

import json
import random
import shlex
import textwrap
from pathlib import Path
from typing import Any

import pytest
import regla
from click.testing import CliRunner
from conftest import answer, arrange, gained, play_special, start
from regla.cli.main import cli
from regla.lab.simulate import simulate
from test_plugins import BIG_BOX, differences, play, run

EXPECTED: dict[str, dict[str, Any]] = {
    "open-castillo": {"options": {"open_secret_areas": True}, "cards": {}, "board": {}},
    "king-disc-repick": {"options": {"king_disc_repick": True}, "cards": {}, "board": {}},
    "random-first-player": {"options": {"first_player": "random"}, "cards": {}, "board": {}},
    "no-veto": {"options": {}, "cards": {"veto": None}, "board": {}},
    "single-veto": {"options": {}, "cards": {"veto": {"copies": 1}}, "board": {}},
    "catalonia-420": {"options": {}, "cards": {}, "board": {"cataluna": {"values": [4, 2, 0]}}},
    "gentle-supply": {"options": {"supply_may_take_fewer": True}, "cards": {}, "board": {}},
}


def house(*names: str) -> regla.Selection:
    return regla.Selection(house_rules=names)


def test_every_installed_house_rule_is_checked_here() -> None:
    installed = {n for n, i in regla.discover().items() if i.kind == "house-rule"}
    assert installed == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_house_rule_changes_exactly_what_it_says(name: str) -> None:
    assert differences(house(name)) == EXPECTED[name]


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_random_games_under_each_house_rule_stay_sound(name: str) -> None:
    ruleset = regla.load(selection=house(name), players=4)
    report = simulate(ruleset, ["red", "blue", "yellow", "green"], 15, seed=100)
    assert (report.completed, report.errors, report.invariant_violations) == (15, 0, 0), report.error_messages


# -- behaviour -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("selection", "visible"), [(regla.Selection(), {}), (house("open-castillo"), {"blue": 3})])
def test_open_castillo_shows_the_split(selection: regla.Selection, visible: dict[str, int]) -> None:
    game = regla.new_game(players=4, seed=1, selection=selection)
    arrange(game, {"castillo": {"red": 2, "blue": 3}})
    view = game.view("red")
    assert {p: n for p, n in view["pieces"]["castillo"].items() if p != "red"} == visible
    assert view["hidden_totals"].get("castillo", 0) == (0 if visible else 3)


def first_general_scoring(selection: regla.Selection, seed: int) -> tuple[str, list[Any]]:
    """The King's region and the options of the first secret disc of the first general scoring."""
    game = regla.new_game(players=3, seed=seed, selection=selection)
    rng = random.Random(seed)
    while game.pending[0].kind != "castillo-destination":
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    return game.state["tokens"]["king"], game.pending[0].options


@pytest.mark.parametrize(("selection", "offered"), [(regla.Selection(), True), (house("king-disc-repick"), False)])
def test_king_disc_repick_takes_the_kings_region_off_the_disc(selection: regla.Selection, offered: bool) -> None:
    for seed in range(3):
        king, options = first_general_scoring(selection, seed)
        assert (king in options) is offered
        assert len(options) == (9 if offered else 8)


@pytest.mark.parametrize(("selection", "starters"), [(regla.Selection(), {"red"}),
                                                     (house("random-first-player"), {"red", "blue", "yellow"})])
def test_random_first_player(selection: regla.Selection, starters: set[str]) -> None:
    first = {regla.new_game(players=3, seed=seed, selection=selection).pending[0].player for seed in range(30)}
    assert first == starters


@pytest.mark.parametrize(("selection", "vetoes"), [(regla.Selection(), 2), (house("no-veto"), 0)])
def test_no_veto_games_never_offer_a_veto(selection: regla.Selection, vetoes: int) -> None:
    game = regla.new_game(players=4, seed=7, selection=selection)
    state = game.state
    assert len(state["decks"]["deck-2"]) + (state["display"]["deck-2"] is not None) == 9 + vetoes
    offered = 0

    def watch(g: regla.Game) -> None:
        nonlocal offered
        decision = g.pending[0]
        offered += decision.kind == "veto" or (decision.kind == "take-card" and "veto" in decision.options)

    play(game, seed=7, watch=watch)
    assert (offered > 0) == (vetoes > 0)


def test_single_veto_keeps_one_veto() -> None:
    state = regla.new_game(players=4, seed=7, selection=house("single-veto")).state
    deck_2 = [*state["decks"]["deck-2"], state["display"]["deck-2"]]
    assert len(deck_2) == 10 and deck_2.count("veto") == 1


@pytest.mark.parametrize(("selection", "third"), [(regla.Selection(), {"yellow": 1}), (house("catalonia-420"), {})])
def test_catalonia_420_pays_nothing_for_third(selection: regla.Selection, third: dict[str, int]) -> None:
    game = start(selection=selection)
    arrange(game, {"cataluna": {"red": 3, "blue": 2, "yellow": 1}}, king="galicia",
            grandes=dict.fromkeys(game.players, "granada"))
    before = dict(game.scores)
    play_special(game, "score-chosen-region")
    answer(game, "score-choice", "cataluna")
    assert gained(game, before) == {"red": 4, "blue": 2, **third}


# -- gentle supply, shared with Big Box ------------------------------------------------------------

GENTLE = [house("gentle-supply"), regla.Selection(edition="big-box"),
          regla.Selection(edition="big-box", house_rules=("gentle-supply",))]


def to_green_supply(selection: regla.Selection, province: int) -> regla.Game:
    """Green plays power card 4 (four caballeros) and moves first, with ``province`` left in the
    province (the rest of green's caballeros, but the one on the scoring track, wait in Aragón)."""
    game = regla.new_game(players=4, seed=1, selection=selection)
    arrange(game, {"aragon": {"green": 31 - 7 - 1 - province}}, court={"green": 7}, king="galicia")
    for value in (1, 2, 3, 4):
        game.apply(game.pending[0].player, value)
    return game


@pytest.mark.parametrize("selection", GENTLE)
def test_gentle_supply_lets_a_player_bring_fewer(selection: regla.Selection) -> None:
    game = to_green_supply(selection, province=10)
    decision = game.pending[0]
    assert (decision.player, decision.kind, decision.options) == ("green", "supply-count", [4, 3, 2, 1, 0])
    game.apply("green", 1)
    assert game.state["pieces"]["court"]["green"] == 8 and game.state["pieces"]["province"]["green"] == 9
    assert game.pending[0].kind == "take-card"


def test_without_it_the_power_card_supply_is_taken_whole() -> None:
    game = to_green_supply(regla.Selection(), province=10)
    assert game.pending[0].kind == "take-card"
    assert game.state["pieces"]["court"]["green"] == 11


@pytest.mark.parametrize(("take", "recall"), [(1, False), (2, True)])
def test_only_a_player_who_empties_the_province_recalls_from_the_regions(take: int, recall: bool) -> None:
    game = to_green_supply(house("gentle-supply"), province=2)
    assert game.pending[0].options == [2, 1, 0]
    game.apply("green", take)
    assert game.pending[0].kind.startswith("recall") is recall


def test_the_court_card_follows_the_same_supply_rule() -> None:
    game = to_green_supply(house("gentle-supply"), province=10)
    game.apply("green", 4)
    play_special(game, "the-court")
    assert (game.pending[0].kind, game.pending[0].options) == ("supply-count", [2, 1, 0])


# -- combining and conflicts -------------------------------------------------------------------------

class SetsUsedCards:
    """A test plugin that wants used cards discarded, whatever the edition says."""

    @regla.hookimpl
    def regla_plugin_info(self) -> dict[str, Any]:
        return {"kind": "house-rule", "description": "used cards are discarded"}

    @regla.hookimpl
    def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any]:
        return {"game": {"options": {"used_cards": "discard"}}}


def test_two_plugins_setting_one_option_differently_are_refused() -> None:
    with pytest.raises(regla.PluginError, match=r"'big-box'.*conflict: both change the option 'used_cards'"):
        regla.load(selection=BIG_BOX, extra_plugins=(("discards", SetsUsedCards()),))


def test_the_same_value_twice_is_no_conflict() -> None:
    ruleset = regla.load(selection=regla.Selection(edition="big-box", house_rules=("gentle-supply",)))
    assert ruleset.options["supply_may_take_fewer"] is True


def test_deleting_what_another_plugin_changes_is_a_conflict() -> None:
    # A plugin that declares no conflict is still refused: the clash is found in the data.
    class OneVeto:
        @regla.hookimpl
        def regla_ruleset_overlay(self, ruleset_id: str, players: int | None) -> dict[str, Any]:
            return {"cards": {"veto": {"copies": 1}}}

    with pytest.raises(regla.PluginError, match=r"conflict: both change cards\.veto differently"):
        regla.load(selection=regla.Selection(house_rules=("no-veto",)), extra_plugins=(("one-veto", OneVeto()),))


def test_two_editions_are_refused() -> None:
    class OtherEdition:
        @regla.hookimpl
        def regla_plugin_info(self) -> dict[str, Any]:
            return {"kind": "edition", "description": "another edition"}

    with pytest.raises(regla.PluginError, match="only one edition"):
        regla.load(selection=BIG_BOX, extra_plugins=(("other-edition", OtherEdition()),))


# -- from the command line -----------------------------------------------------------------------

def test_contradictory_house_rules_are_refused() -> None:
    result = run("simulate", "--games", "1", "--house-rule", "no-veto", "--house-rule", "single-veto")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip() == "regla: house rule 'no-veto' cannot be combined with 'single-veto'; choose one"


def write(tmp_path: Path, name: str, source: str) -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(source), encoding="utf-8")
    return str(path)


def test_a_house_rule_from_a_file(tmp_path: Path) -> None:
    rule = write(tmp_path, "short_game.py", """
        import regla

        @regla.hookimpl
        def regla_ruleset_overlay(ruleset_id, players):
            return {"game": {"options": {"rounds": [1, 2, 3], "scoring_rounds": [3]}},
                    "texts": {"option-texts.yaml": {"options": {
                        "rounds=[1, 2, 3]": "Three rounds only.", "scoring_rounds=[3]": "One scoring."}}}}
    """)
    result = run("simulate", "--games", "3", "--json", "--house-rule", rule)
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert (report["completed"], report["errors"], report["rounds_per_game"]) == (3, 0, 3)
    lines = run("rules-diff", "--house-rule", rule).stdout.splitlines()
    assert lines[:2] == ["Option: Three rounds only.", "Option: One scoring."]


@pytest.mark.parametrize(("game", "options", "said"), [
    ("el-grande", {"rounds": [1, 2, 3], "scoring_rounds": [3]},
     ["Option: The game lasts 3 rounds: rounds 1, 2, and 3.", "Option: A general scoring follows round 3."]),
    ("jalgeurak", {"rounds": [1, 2, 3, 4, 5, 6]}, ["Option: The game lasts 6 rounds: rounds 1, 2, 3, 4, 5, and 6."]),
    ("jalgeurak", {"council_rounds": [], "draw_count": 4},
     ["Option: No great council is held.", "Option: Each rest phase draws 4 citizens into the waiting area."]),
])
def test_options_a_house_rule_file_changes_are_said_in_its_games_words(
        tmp_path: Path, game: str, options: dict[str, Any], said: list[str]) -> None:
    rule = write(tmp_path, "changed.py", f"""
        import regla

        @regla.hookimpl
        def regla_ruleset_overlay(ruleset_id, players):
            return {{"game": {{"options": {options!r}}}}}
    """)
    result = run("rules-diff", "--game", game, "--house-rule", rule)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == said


def test_a_game_played_with_a_house_rule_file_is_drawn_replayed_and_resumed_with_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "my_rule.py", """
        import regla

        @regla.hookimpl
        def regla_ruleset_overlay(ruleset_id, players):
            return {"game": {"options": {"open_secret_areas": True}}}
    """)
    stopped = CliRunner().invoke(cli, ["play", "--players", "2", "--seed", "3", "--house-rule", "./my_rule.py",
                                       "--save", "my game.json"], input="1\n1\nq\n")
    assert stopped.exit_code == 0, stopped.output
    # the hint names what resuming needs, quoted for the shell
    command = "regla play --load 'my game.json' --house-rule ./my_rule.py"
    assert f"go on with: {command}\n" in stopped.stderr
    resumed = CliRunner().invoke(cli, shlex.split(command)[1:], input="q\n")
    assert resumed.exit_code == 0 and "Game stopped." in resumed.stderr, resumed.output
    drawn = run("board", "my game.json", "--house-rule", "./my_rule.py", "-o", "board.svg")
    assert drawn.exit_code == 0, drawn.output
    assert (tmp_path / "board.svg").read_text(encoding="utf-8").startswith("<svg")
    replayed = run("replay", "my game.json", "--house-rule", "./my_rule.py")
    assert replayed.exit_code == 0 and "1. red: 1" in replayed.stdout, replayed.output
    # without the file, each says which one to give again
    for refused in (run("board", "my game.json", "-o", "board.svg"), run("replay", "my game.json")):
        assert refused.exit_code == 2 and "house rule file 'my_rule'" in refused.stderr
    named = run("replay", "my game.json", "--house-rule", "no-veto")
    assert named.exit_code == 2 and "name only the house rule files" in named.stderr


@pytest.mark.parametrize(("source", "expected"), [
    ("import regla\n@regla.hookimpl\ndef regla_ruleset_overlay(ruleset_id, players):\n    raise RuntimeError('oops')\n",
     "plugin 'bad_rule.py' failed in regla_ruleset_overlay: RuntimeError: oops"),
    ("import not_a_module_anywhere\n", "bad_rule.py failed: ModuleNotFoundError"),
])
def test_a_broken_house_rule_file_is_one_line(tmp_path: Path, source: str, expected: str) -> None:
    result = run("simulate", "--games", "1", "--house-rule", write(tmp_path, "bad_rule.py", source))
    assert result.exit_code == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and expected in result.stderr, result.stderr


# -- rules-diff and the option sentences ---------------------------------------------------------------

def selectable_overlays() -> dict[str, dict[str, Any]]:
    """Every installed edition, variant and house rule's overlay, by plugin name."""
    return {name: info.obj.regla_ruleset_overlay(ruleset_id="el-grande", players=None) or {}
            for name, info in regla.discover().items() if info.kind in ("edition", "variant", "house-rule")}


def test_every_option_value_in_use_has_a_sentence() -> None:
    ruleset = regla.load()
    used = {(k, json.dumps(v)) for k, v in ruleset.options.items()}
    for overlay in selectable_overlays().values():
        used |= {(k, json.dumps(v)) for k, v in overlay.get("game", {}).get("options", {}).items()}
    assert len(used) >= 16
    missing = sorted(f"{k}={v}" for k, v in used if f"{k}={v}" not in ruleset.texts.options)
    assert not missing, f"option-texts.yaml has no sentence for {missing}"


def diff_json(*args: str) -> dict[str, Any]:
    result = run("rules-diff", "--json", *args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_rules_diff_of_the_default_rules_is_empty() -> None:
    diff = diff_json()
    assert diff["options"] == [] and diff["board"] == []
    assert diff["cards"] == {"added": [], "removed": [], "changed": []}
    assert run("rules-diff").stdout.strip() == "Nothing differs from the default rules."


def test_rules_diff_of_big_box_shows_each_option_with_its_sentence() -> None:
    diff = diff_json("--edition", "big-box")
    texts = regla.load().texts.options
    assert {o["option"]: o["value"] for o in diff["options"]} == differences(BIG_BOX)["options"]
    for option in diff["options"]:
        assert option["text"] == texts[f"{option['option']}={json.dumps(option['value'])}"]
    lines = run("rules-diff", "--edition", "big-box").stdout.splitlines()
    assert len(lines) == 4 and all(line.startswith("Option: ") for line in lines)


def test_rules_diff_shows_options_cards_and_board() -> None:
    diff = diff_json("--variant", "six-rounds", "--house-rule", "no-veto", "--house-rule", "catalonia-420")
    assert diff["options"] == [{"option": "rounds", "default": list(range(1, 10)), "value": [2, 3, 5, 6, 8, 9],
                                "text": regla.load().texts.options["rounds=[2, 3, 5, 6, 8, 9]"]}]
    assert [c["id"] for c in diff["cards"]["removed"]] == ["veto"]
    assert diff["board"] == [{"area": "cataluna", "name": "Cataluña",
                              "fields": {"values": {"default": [4, 2, 1], "value": [4, 2, 0]}}}]
    text = run("rules-diff", "--house-rule", "single-veto", "--house-rule", "catalonia-420",
               "--variant", "six-rounds").stdout
    assert "Option: Short game: rounds 1, 4 and 7 are skipped, so only six rounds are played" in text
    assert "Card changed: Veto [veto]: copies 2 → 1" in text
    assert "Board: Cataluña: values 4/2/1 → 4/2/0" in text


@pytest.mark.parametrize("option", [("--house-rule", "no-veto"), ("--variant", "six-rounds")])
def test_a_plugin_named_twice_counts_once(option: tuple[str, str]) -> None:
    once, twice = run("rules-diff", *option), run("rules-diff", *option, *option)
    assert twice.exit_code == 0 and twice.output == once.output, twice.output
    game = regla.new_game(players=3, seed=1, selection=regla.Selection(house_rules=("no-veto", "no-veto")))
    assert game.state["setup"]["house_rules"] == ["no-veto"] and "veto" not in game.ruleset.cards


@pytest.mark.parametrize(("locale", "line"), [
    ("ko", '이름 "음모 - 증원" → "음모 - 새 병력"'),
    ("pt_BR", 'nome "Intriga - Reforços" → "Intriga - Tropas novas"'),
])
def test_rules_diff_names_a_renamed_card_in_the_readers_language_before_and_after(locale: str, line: str) -> None:
    mod = Path(__file__).resolve().parent.parent / "examples" / "mods" / "royal-intrigue"
    assert line in run("rules-diff", "--mod", str(mod), "--locale", locale).stdout
