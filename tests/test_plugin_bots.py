"""A bot a plugin offers is the plugin's: a factory that makes no bot, or fails, and a choice that raises or
is not one of the options are one line naming the bot and its plugin (exit 2), never an internal error of
regla's (exit 3), whether the game is played at the command line or through the API."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import regla
from conftest import house_rule_file
from regla.bots import make_bot, play_out
from test_plugins import run

BOTS = """
import regla


class Boom:
    name = "boom"

    def __init__(self, seed=0):
        pass

    def choose(self, seat):
        raise RuntimeError("bot exploded")


class Nonsense(Boom):
    name = "nonsense"

    def choose(self, seat):
        return "no such option"


class NoChoose:
    def __init__(self, seed=0):
        pass


def broken(seed=0):
    raise RuntimeError("no bot today")


@regla.hookimpl
def regla_bots():
    return {"boom": Boom, "nonsense": Nonsense, "nochoose": NoChoose, "broken": broken}
"""


@pytest.mark.parametrize(("bot", "said"), [
    ("boom", "regla: bot 'boom' of plugin 'my_bots.py' failed: RuntimeError: bot exploded"),
    ("nonsense", "regla: bot 'nonsense' of plugin 'my_bots.py' chose 'no such option', which is not one of the "
                 "options"),
    ("nochoose", "regla: bot 'nochoose' of plugin 'my_bots.py' is not a bot (a name and a choose method): its "
                 "factory made <regla_house_rule_my_bots_py.NoChoose object at"),
    ("broken", "regla: bot 'broken' of plugin 'my_bots.py' failed: RuntimeError: no bot today"),
])
def test_a_plugin_bots_mistake_is_one_line_naming_the_bot_and_the_plugin(tmp_path: Path, bot: str,
                                                                         said: str) -> None:
    rule = house_rule_file(tmp_path, "my_bots", BOTS)
    result = run("play", "--players", "2", "--auto", "--seed", "1", "--house-rule", rule, "--bots", f"{bot},random")
    assert result.exit_code == 2, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(said), result.stderr


def with_bots(tmp_path: Path) -> regla.Game:
    rule = house_rule_file(tmp_path, "my_bots", BOTS)
    return regla.new_game(players=2, seed=1, selection=regla.Selection(house_rule_files=(rule,)))


def test_a_plugin_bots_failure_in_a_game_played_through_the_api_names_the_plugin(tmp_path: Path) -> None:
    game = with_bots(tmp_path)
    bots = {p: make_bot("boom", manager=game.ruleset.manager) for p in game.players}
    with pytest.raises(regla.PluginError) as caught:
        play_out(game, bots)
    assert str(caught.value) == "bot 'boom' of plugin 'my_bots.py' failed: RuntimeError: bot exploded"


def test_a_plugins_bot_is_made_as_its_factory_makes_it(tmp_path: Path) -> None:
    bot = make_bot("nonsense", manager=with_bots(tmp_path).ruleset.manager)
    assert type(bot).__name__ == "Nonsense" and bot.name == "nonsense"


UNLIKE_THEIR_NAMES = """
import regla


class Inner:
    name = "inner"

    def choose(self, seat):
        raise RuntimeError("kaboom")


class Impostor:
    name = "random"

    def __init__(self, seed=0):
        pass

    def choose(self, seat):
        return "nope"


@regla.hookimpl
def regla_bots():
    return {"lam": lambda seed=0: Inner(), "imp": Impostor,
            "bad": lambda seed=0: type("X", (), {"name": "x", "choose": lambda self, seat: 42})()}
"""


@pytest.mark.parametrize(("bot", "said"), [
    ("lam", "bot 'lam' of plugin 'named.py' failed: RuntimeError: kaboom"),
    ("imp", "bot 'imp' of plugin 'named.py' chose 'nope', which is not one of the options"),
    ("bad", "bot 'bad' of plugin 'named.py' chose 42, which is not one of the options"),
])
def test_a_plugin_bot_is_named_as_offered_whatever_its_object_calls_itself(tmp_path: Path, bot: str,
                                                                           said: str) -> None:
    rule = house_rule_file(tmp_path, "named", UNLIKE_THEIR_NAMES)
    played = run("play", "--players", "2", "--auto", "--seed", "1", "--house-rule", rule, "--bots", f"{bot},random")
    assert played.exit_code == 2 and played.stderr == f"regla: {said}\n", played.output
    simulated = run("simulate", "--games", "1", "--players", "3", "--house-rule", rule, "--bots",
                    f"{bot},random,random", "--json")
    assert json.loads(simulated.stdout)["error_messages"] == [
        f"game 0 (--seed 0; --bots {bot},random,random): PluginError: {said}"], simulated.output


_SEED_TELLER = '''
import json, pathlib, random
import regla

class Teller:
    name = "teller"
    def __init__(self, seed: int = 0):
        self.seed, self.rng = seed, random.Random(seed)
    def choose(self, seat):
        told = pathlib.Path("seeds.jsonl")
        with told.open("a") as out:
            out.write(json.dumps([seat.players.index(seat.player), self.seed]) + "\\n")
        options = seat.decision.options
        return options[self.rng.randrange(len(options))]

@regla.hookimpl
def regla_bots():
    return {"teller": Teller}
'''


def test_a_bot_cannot_work_out_the_games_seed_from_its_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the game's seed shows every hidden card; a bot's seed used to be (seed * 1_000_003) * 8 + seat
    monkeypatch.chdir(tmp_path)
    rule = house_rule_file(tmp_path, "teller", _SEED_TELLER)
    told: list[list[int]] = []
    for command in (["simulate", "--games", "2", "--seed", "40"], ["play", "--auto", "--seed", "41"]):
        (tmp_path / "seeds.jsonl").unlink(missing_ok=True)
        result = run(*command, "--players", "2", "--bots", "teller,teller", "--house-rule", rule)
        assert result.exit_code == 0, result.output
        seen = {tuple(json.loads(line)) for line in (tmp_path / "seeds.jsonl").read_text().splitlines()}
        game_seeds = {40, 41} if command[0] == "simulate" else {41}
        assert {seat for seat, _ in seen} == {0, 1} and len({seed for _, seed in seen}) == len(seen)
        for seat, seed in seen:
            assert not {(seed - seat) // 8 // 1_000_003, seed // 1_000_003, seed} & game_seeds
        told.append(sorted(seen))
    # the same seeds and choices: the same bots
    (tmp_path / "seeds.jsonl").unlink()
    again = run("play", "--auto", "--seed", "41", "--players", "2", "--bots", "teller,teller", "--house-rule", rule)
    assert again.exit_code == 0
    assert sorted({tuple(json.loads(x)) for x in (tmp_path / "seeds.jsonl").read_text().splitlines()}) == told[1]
