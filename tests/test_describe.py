"""Decisions describe themselves: a prompt and a label per option for every decision kind, in every
locale, through the public API alone (the same API ``regla play`` uses)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
import regla
from regla.text.i18n.format import fields

LOCALES = ["en", "ko", "pt_BR", "he", "hu"]
SELECTIONS = [regla.Selection(), regla.Selection("big-box"),
              regla.Selection(variants=("six-rounds",), house_rules=("gentle-supply",))]


def sample_decisions() -> dict[str, tuple[regla.Game, regla.Decision]]:
    """One decision of every kind random games reach (with the game at that point)."""
    found: dict[str, tuple[regla.Game, regla.Decision]] = {}
    for seed in range(12):
        selection = SELECTIONS[seed % len(SELECTIONS)]
        game = regla.new_game(players=2 + seed % 4, seed=seed, selection=selection)
        bot = random.Random(seed)
        while not game.is_over:
            for decision in game.pending:
                found.setdefault(decision.kind, (game.clone(), decision))
            decision = game.pending[0]
            game.apply(decision.player, bot.choice(decision.options))
    return found


SAMPLES = sample_decisions()


def test_random_games_reach_the_kinds_a_ui_must_ask() -> None:
    assert {"power-card", "take-card", "action", "place-to", "move-from", "move-to", "veto", "king-to",
            "castillo-destination", "supply-count"} <= set(SAMPLES)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_kind_has_a_prompt_and_a_label_per_option(locale: str) -> None:
    english = {kind: regla.describe(game, d, locale="en") for kind, (game, d) in SAMPLES.items()}
    for kind, (game, decision) in SAMPLES.items():
        text = regla.describe(game, decision, locale=locale)
        assert text.locale == locale and text.kind == kind and text.player == decision.player
        template = game.ruleset.texts.decisions[kind]
        assert fields(template) <= set(text.context), (kind, fields(template) - set(text.context))
        assert text.prompt and "{" not in text.prompt
        assert [o.value for o in text.options] == decision.options
        for option in text.options:
            assert option.label.strip(), (kind, option.value)
            # a raw id is never shown (an English zone or colour name may read like its id: "court", "red")
            english_alike = locale == "en" and option.value in game.players
            if isinstance(option.value, str) and option.value not in game.ruleset.zones and not english_alike:
                assert option.label != option.value, (locale, kind, option.value)
        if locale != "en":
            assert text.prompt != english[kind].prompt, (locale, kind)
        assert text.direction == ("rtl" if locale == "he" else "ltr")


def test_cards_on_offer_carry_their_text_and_moves_their_progress() -> None:
    game, decision = SAMPLES["take-card"]
    text = game.describe(decision, locale="en")
    assert all(o.details for o in text.options)
    assert text.options[0].label == regla.decision_texts(game, "en").names.card(decision.options[0])
    game, decision = SAMPLES["action"]
    held = game.describe(decision, locale="hu")
    assert held.card_text  # the held card's text, beside the prompt's {card}
    offer = regla.Decision(decision.player, "take-card", [decision.context["card"]], {})
    assert held.card_text == regla.describe(game, offer, locale="hu").options[0].details
    game, decision = SAMPLES["move-to"]
    text = regla.describe(game, decision, locale="en")
    assert text.card_text == ()
    moved, limit = decision.context["moved"], decision.context["limit"]
    assert text.progress == f"({moved} of up to {limit} so far)"
    assert {"piece", "from", "owner"} <= set(text.context)


def test_describe_defaults_to_the_first_pending_decision() -> None:
    game = regla.new_game(players=3, seed=4)
    assert game.describe(locale="ko") == regla.describe(game, game.pending[0], locale="ko")
    assert regla.describe(game, locale="pt_BR").prompt.startswith(regla.decision_texts(game, "pt_BR").names.colour(
        game.pending[0].player))


@pytest.mark.parametrize("locale", LOCALES)
def test_every_event_of_a_game_is_told(locale: str) -> None:
    game, _ = SAMPLES["veto"]
    game = game.clone()
    bot = random.Random(1)
    while not game.is_over:
        decision = game.pending[0]
        game.apply(decision.player, bot.choice(decision.options))
    words = regla.decision_texts(game, locale)
    quiet = 0
    for event in game.state["log"]:
        told = words.events([event])
        if event["event"] == "item":
            # a power card laid on its pile, or taken back: the answers tell it already
            assert told == [], event
            quiet += 1
            continue
        assert len(told) == 1 and told[0].strip() and "{" not in told[0], event
    assert quiet >= len(game.players)


def test_names_can_be_isolated_for_html_and_bad_arguments_are_refused() -> None:
    game, decision = SAMPLES["move-to"]
    text = regla.describe(game, decision, locale="he", isolate="html")
    assert "<bdi>" in text.prompt and all(o.label for o in text.options)
    with pytest.raises(regla.UserError, match="isolate must be"):
        regla.describe(game, decision, locale="he", isolate="bidi")
    with pytest.raises(regla.UserError, match="locale must be a language code"):
        game.describe(decision, locale=5)  # type: ignore[arg-type]


@pytest.mark.parametrize("locale", ["en", "ko", "he"])
def test_a_name_made_of_two_names_is_isolated_once_in_html(locale: str) -> None:
    # a player's token (a Grande) and a player's zone are named "token (colour)": inside a sentence
    # that name is isolated as a whole, its own markup kept as markup, never escaped into the text
    game = regla.new_game(players=3, seed=4)
    words = regla.decision_texts(game, locale, "html")
    line = words.event({"event": "token", "player": "blue", "token": "grande:blue", "to": "valencia"})
    assert line is not None and "&lt;" not in line and line.count("<bdi") == 5, line
    # all its letters are in the names isolated inside it: it says its direction, first-strong finds none
    assert f'<bdi dir="{words.texts.direction}"><bdi>' in line, line
    assert words.names.colour("blue") in line and words.names.area("valencia") in line
    zone = words.thing("court:red")
    assert "&lt;" not in words.texts.t("{colour} moves {token} to {area}.", colour="x", token=zone, area="y")


def test_the_readme_table_lists_every_decision_kind_of_el_grande() -> None:
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    start = readme.index("| kind | asked when |")
    table = readme[start:readme.index("\n\n", start)]
    listed = {kind for row in table.splitlines()[2:] for kind in re.findall(r"`([a-z-]+)`", row.split("|")[1])}
    game_kinds = set(next(iter(SAMPLES.values()))[0].ruleset.texts.decisions)
    assert game_kinds == listed


def test_describing_something_else_than_a_decision_is_a_user_error() -> None:
    game = regla.new_game(players=3, seed=1)
    for wrong in ("power-card", {"player": game.players[0]}, 3):
        with pytest.raises(regla.UserError, match=r"one of Game\.pending"):
            regla.describe(game, wrong)  # type: ignore[arg-type]
        with pytest.raises(regla.UserError, match=r"one of Game\.pending"):
            game.describe(wrong)  # type: ignore[arg-type]


def test_a_compound_option_in_html_is_isolated_once_not_escaped_into_the_sentence() -> None:
    # Jalgeurak asks whether to use a slot's effect, a mapping worded entry by entry: each entry is a
    # clause of its own, with its numbers isolated, which the question must carry as markup, not as text
    seen = set()
    for seed in range(4):
        game = regla.new_game("jalgeurak", players=3, seed=seed)
        rnd = random.Random(seed)
        while not game.is_over:
            decision = game.pending[0]
            for locale in ("en", "he"):
                text = regla.describe(game, decision, locale, isolate="html")
                for shown in (text.prompt, *(o.label for o in text.options)):
                    assert "&lt;bdi" not in shown and "&lt;/bdi" not in shown, (decision.kind, shown)
            seen.add(decision.kind)
            game.apply(decision.player, rnd.choice(decision.options))
    assert "use-row" in seen


@pytest.mark.parametrize("locale", LOCALES)
def test_options_whose_labels_read_alike_are_told_apart_by_their_decks(locale: str) -> None:
    # Jalgeurak has a Mercenary Guild in two colours, with other slots: one label for both would not do,
    # and a card's id is no word of the reader's language; its deck's name is
    game = regla.new_game("jalgeurak", players=2, seed=3)
    decision = regla.Decision(game.pending[0].player, "manage", [["build", "mercenary-guild-red"],
                              ["build", "mercenary-guild-yellow"], ["build", "harbor"], None], {})
    labels = [o.label for o in regla.describe(game, decision, locale=locale).options]
    texts = regla.decision_texts(game, locale).texts
    decks = [texts.raw("deck", game.ruleset.decks[deck].name) for deck in ("red-1", "yellow-1")]
    assert [label.rsplit(" (", 1)[-1] for label in labels[:2]] == [f"{deck})" for deck in decks]
    assert labels[0].rsplit(" (", 1)[0] == labels[1].rsplit(" (", 1)[0] and "(" not in labels[2].replace(
        "(Harbor)", "")
    assert len(set(labels)) == len(labels) and not any("mercenary-guild" in label for label in labels)
    if locale == "en":
        assert labels[:3] == ["build Mercenary Guild (red buildings age I)",
                              "build Mercenary Guild (yellow buildings age I)", "build Harbor"]


@pytest.mark.parametrize("locale", LOCALES)
def test_areas_whose_labels_read_alike_are_told_apart_by_their_number_on_the_board(locale: str) -> None:
    # Jalgeurak lays out two Princess cards, areas of one name: their ids are no words of the reader's
    # language, their numbers in the board's order are
    game = regla.new_game("jalgeurak", players=2, seed=3)
    decision = regla.Decision(game.pending[0].player, "manage", [["sponsor", "princess-2"], ["sponsor", "queen"],
                              ["sponsor", "princess-1"], None], {})
    labels = [o.label for o in regla.describe(game, decision, locale=locale).options]
    assert labels[0].endswith(" (2)") and labels[2].endswith(" (1)")
    assert labels[0][:-4] == labels[2][:-4] and "(" not in labels[1]
    assert not any("princess" in label for label in labels)
    if locale == "en":
        assert labels[:3] == ["sponsor Princess (2)", "sponsor Queen", "sponsor Princess (1)"]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_context_value_of_nothing_is_left_out_of_the_described_context(locale: str) -> None:
    # a move with no limit: its context says limit None, which names nothing
    game = regla.new_game(players=3, seed=1)
    bot = random.Random(1)
    while not ("limit" in game.pending[0].context and game.pending[0].context["limit"] is None):
        decision = bot.choice(game.pending)
        game.apply(decision.player, bot.choice(decision.options))
    decision = game.pending[0]
    described = game.describe(decision, locale=locale)
    assert "limit" not in described.context and "None" not in described.context.values()
    assert described.context["moved"] == str(decision.context["moved"])

