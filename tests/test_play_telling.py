"""What ``regla play`` tells, in every language: ``c`` shows the cards on offer in any game, ``l`` tells the
answers as the table was told them between the events they caused (a secret answer not at all), a Veto
says what it stopped, points lost are told as a loss, and the lines that read as sentences are sentences."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner, Result
from regla.cli.main import cli
from regla.cli.play_view import PlayView
from regla.cli.textutil import game_texts
from regla.text.happened import happened_lines
from regla.text.i18n.format import fill

LOCALES = ["en", "ko", "pt_BR", "he", "hu"]


def play(*args: str, stdin: str = "") -> Result:
    return CliRunner().invoke(cli, ["play", *args], input=stdin)


def view_of(game: regla.Game, locale: str) -> PlayView:
    """The view ``regla play`` words a game with (isolated values where the language is right to left)."""
    texts = game_texts(game.ruleset, locale)
    return PlayView(game.ruleset, texts.with_isolation("text") if texts.direction == "rtl" else texts, game.players)


@pytest.mark.parametrize("locale", LOCALES)
def test_c_shows_the_cards_on_offer_where_a_game_keeps_them_in_a_variable_of_its_own(locale: str,
                                                                                      tmp_path: Path) -> None:
    # Jalgeurak's buildings on offer are a game variable, not the engine's display
    save = tmp_path / "game.json"
    asked = play("--game", "jalgeurak", "--players", "2", "--seed", "3", "--locale", locale, "--save", str(save),
                 stdin="c\nq\n")
    unasked = play("--game", "jalgeurak", "--players", "2", "--seed", "3", "--locale", locale, stdin="q\n")
    assert asked.exit_code == unasked.exit_code == 0, asked.output
    game = regla.load_game(save.read_text(encoding="utf-8"))
    offered = game.view("red")["vars"]["display"]
    view = view_of(game, locale)
    assert offered
    for card in offered:
        # the board names them (On display); only c tells what each does
        assert view.names.card(card) in asked.stdout and view.names.card(card) in unasked.stdout
        assert view.card_text(card)[0] in asked.stdout and view.card_text(card)[0] not in unasked.stdout
    # where nothing lies open, c says so
    nothing = game.view("red")
    nothing["vars"]["display"] = []
    said = view.display_texts(nothing)
    assert len(said) == 1 and said[0] and (locale == "en") == (said[0] == "No cards are on display.")


def test_c_still_shows_the_display_of_a_game_that_uses_the_engines(tmp_path: Path) -> None:
    result = play("--players", "2", "--seed", "3", stdin="c\nq\n")
    game = regla.new_game(players=2, seed=3)
    for card in game.state["display"].values():
        assert f": {view_of(game, 'en').names.card(card)}" in result.stdout


def test_l_tells_the_answers_as_they_were_told_between_the_events_they_caused(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = play("--players", "3", "--seed", "9", "--save", str(save), stdin="13\n" + "1\n" * 14 + "l\nq\n")
    shown = result.stdout.split("? for help): l\n")[1].splitlines()
    # the game played again through the public API, each answer told as the table tells it
    steps = regla.replay(save.read_text(encoding="utf-8"))
    start = next(steps)
    view = view_of(start.game, "en")
    expected = view.events(start.game.state["log"])
    seen = len(start.game.state["log"])
    for step in steps:
        assert step.decision is not None and step.answer is not None
        told = view.did(step.decision, step.answer.choice)
        expected += [told] if told else []
        expected += view.events(step.game.state["log"][seen:])
        seen = len(step.game.state["log"])
    assert len(expected) > 20 and shown[:20] == expected[-20:]
    # the person's answer and the bots' are there, among the events
    assert "red plays power card 13." in expected and any(line.startswith("red takes the card") for line in shown)
    assert any(line.endswith("from province to court.") for line in shown)


def test_the_story_tells_no_secret_answer_before_its_reveal() -> None:
    game = regla.new_game(players=3, seed=7)
    rng = random.Random(7)
    view = view_of(game, "en")
    while not any(d.secret for d in game.pending):
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    before = happened_lines(game, view, None)
    secret = next(d for d in game.pending if d.secret)
    game.apply(secret.player, secret.options[0])
    assert any(d.secret for d in game.pending), "the reveal waits for the others' answers"
    assert happened_lines(game, view, None) == before


def test_a_private_answer_is_told_only_as_given_even_where_a_message_would_name_it(tmp_path: Path) -> None:
    # a mod words the power card taken back with the card: the table learns only that one was
    mod = tmp_path / "tell-back"
    (mod).mkdir()
    (mod / "mod.yaml").write_text("id: tell-back\nname: Tell back\nversion: 0.1.0\ngame: el-grande\n"
                                  "texts: [texts.yaml]\n", encoding="utf-8")
    (mod / "texts.yaml").write_text('messages:\n  did:power-back:\n    one: "{player} takes back {choice}."\n',
                                    encoding="utf-8")
    game = regla.new_game(players=3, seed=7, selection=regla.Selection(mods=(str(mod),)))
    rng = random.Random(7)
    while not (game.pending[0].kind == "power-back" and len(game.pending[0].options) > 1):
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    taken = game.pending[0]
    stories = []
    for choice in taken.options[:2]:
        twin = game.clone()
        twin.apply(taken.player, choice)
        stories.append(happened_lines(twin, view_of(twin, "en"), None))
    assert stories[0] == stories[1]
    assert f"{taken.player} takes back …." in stories[0]
    # the one who chose is told their own answer
    own = []
    for choice in taken.options[:2]:
        twin = game.clone()
        twin.apply(taken.player, choice)
        own.append(happened_lines(twin, view_of(twin, "en"), taken.player)[-1])
    assert own == [f"You chose {taken.options[0]} in secret.", f"You chose {taken.options[1]} in secret."]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_veto_says_whose_action_of_which_card_it_stops(locale: str) -> None:
    game = regla.new_game(players=4, seed=2)
    view = view_of(game, locale)
    asked = regla.Decision("red", "veto", ["veto", None], {"actor": "yellow", "card": "score-castillo"})
    said = view.did(asked, "veto")
    assert said and view.names.colour("yellow") in said and view.names.card("score-castillo") in said
    assert said != view.did(asked, None)


@pytest.mark.parametrize("locale", LOCALES)
def test_a_veto_against_a_veto_is_asked_and_told_as_one(locale: str) -> None:
    game = regla.new_game(players=4, seed=2)
    view = view_of(game, locale)
    context = {"actor": "red", "against": "yellow", "card": "score-castillo"}
    asked = regla.Decision("blue", "counter-veto", ["veto", None], context)
    question = view.describe(asked).prompt
    assert all(view.names.colour(p) in question for p in ("blue", "red", "yellow"))
    said = view.did(asked, "veto")
    assert said and view.names.colour("red") in said and view.names.colour("yellow") in said
    # not worded as against a special action: that is what the first Veto was used against
    assert said != view.did(regla.Decision("blue", "veto", ["veto", None], context), "veto")
    assert said != view.did(asked, None)


def test_a_veto_in_a_game_tells_what_it_cancelled() -> None:
    watched = play("--watch", "0", "--players", "4", "--seed", "1")
    assert any(re.fullmatch(r"(red|blue|yellow|green) uses the Veto: the rest of (red|blue|yellow|green)'s special "
                            r"action \([^()]+\) is cancelled\.", line) for line in watched.stdout.splitlines())


@pytest.mark.parametrize("locale", LOCALES)
def test_an_area_where_nobody_scores_is_told_in_a_sentence(locale: str) -> None:
    game = regla.new_game(players=3, seed=1)
    view = view_of(game, locale)
    said = view.event({"event": "score", "player": None, "area": "galicia", "points": 0, "reason": "rank"})
    assert said and said.rstrip("\u2069").endswith(".")


@pytest.mark.parametrize("locale", LOCALES)
def test_an_undo_refused_is_told_in_a_sentence(locale: str) -> None:
    game = regla.new_game(players=2, seed=3)
    rng = random.Random(3)
    refused = None
    while refused is None:
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
        try:
            game.clone().take_back("red")
        except regla.UserError as exc:
            refused = exc if "stands" in str(exc) else None
    said = view_of(game, locale).texts.say(refused)
    assert not said[0].islower() and said.endswith(".")


@pytest.mark.parametrize(("seed", "particle"), [(3, "을"), (4, "를"), (8, "을"), (2, "를")])
def test_the_korean_particle_after_a_seed_follows_the_number_as_it_is_read(seed: int, particle: str) -> None:
    result = play("--auto", "--players", "2", "--seed", str(seed), "--locale", "ko")
    assert f"--seed {seed}{particle} 주면" in result.stdout


def test_korean_building_names_carry_the_printed_english_name_and_the_particle_follows_the_korean() -> None:
    # the cards are printed in English, and Korean rules name them so: 예배당(Chapel)
    game = regla.new_game(players=3, seed=3, game="jalgeurak")
    view = view_of(game, "ko")
    assert view.names.card("chapel") == "예배당(Chapel)"
    said = fill("{card:을} 짓습니다.", {"card": view.names.card("chapel")})
    assert said == "예배당(Chapel)을 짓습니다."
    # the persons stand on the board, where a gloss does not fit: Korean alone
    assert "(" not in view.names.area("jester")


def test_a_power_card_taken_back_is_told_once() -> None:
    game = regla.new_game(players=3, seed=7)
    rng = random.Random(7)
    while not (game.pending[0].kind == "power-back" and len(game.pending[0].options) > 1):
        decision = game.pending[0]
        game.apply(decision.player, rng.choice(decision.options))
    taker = game.pending[0].player
    game.apply(taker, game.pending[0].options[0])
    # on until the card has moved (a Veto may still stop it)
    while not any(e["event"] == "item" and e["from"] == "spent" for e in game.state["log"]):
        decision = game.pending[0]
        game.apply(decision.player, None if None in decision.options else decision.options[0])
    told = [line for line in happened_lines(game, view_of(game, "en"), None) if line.startswith(taker)
            and ("back into" in line or "pile" in line)]
    assert told == [f"{taker} takes one of their played power cards back into their hand (which one is theirs to "
                    "know)."]


def test_hungarian_puts_no_article_before_a_card_name_that_has_its_own() -> None:
    # "Az udvar" and "A király haragja" begin with an article: "a(z) Az udvar" would say it twice
    game = regla.new_game(players=3, seed=2)
    view = view_of(game, "hu")
    told = []
    for card in ("the-court", "king-is-angry"):
        told += [view.did(regla.Decision("yellow", "take-card", [card], {}), card),
                 view.did(regla.Decision("yellow", "action", ["special", None], {"card": card}), "special"),
                 view.describe(regla.Decision("yellow", "action", ["special", None], {"card": card})).prompt,
                 view.event({"event": "used", "player": "yellow", "card": card})]
    plain = [re.sub("[\u2066-\u2069]", "", line or "") for line in told]
    assert all(plain) and any("Az udvar" in line for line in plain), plain
    assert not [line for line in plain if re.search(r"\ba\(z\) (A|Az) ", line)], plain


@pytest.mark.parametrize(("locale", "lost"), [("en", "red loses 14 points."), ("ko", "빨강이 14점을 잃습니다."),
                                              ("pt_BR", "perde 14 pontos."), ("he", "מאבד 14 נקודות."),
                                              ("hu", "14 pontot veszít.")])
def test_points_lost_are_told_as_a_loss_not_as_negative_points(locale: str, lost: str) -> None:
    # Jalgeurak's end turns the fame track's points down; seed 5 takes 14 from each player
    watched = play("--game", "jalgeurak", "--players", "2", "--seed", "5", "--watch", "0", "--locale", locale)
    told = re.sub("[\u2066-\u2069]", "", watched.stdout)  # the values' isolating marks
    assert watched.exit_code == 0 and lost in told, told
    assert "-14" not in told and "−14" not in told
    # a rank worth less than nothing too, in any game
    game = regla.new_game(players=2, seed=1)
    penalty = {"event": "score", "area": "galicia", "player": "red", "points": -2, "reason": "rank", "rank": 1}
    said = regla.decision_texts(game, locale).events([penalty])[0]
    assert "-2" not in said and "2" in said and ("red loses 2 points (value 1 alone)." in said) == (locale == "en")
