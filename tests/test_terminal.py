"""Right-to-left text at a terminal: reordered for display where the terminal will not do it, with the
paragraph's direction, mirrored brackets and commands kept whole; left alone where the terminal does its
own bidi, and in logical order with --bidi off. Golden transcripts of a Hebrew game in both orders."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path

import pytest
import regla
from bidi import get_display
from click.testing import CliRunner
from regla.cli.main import cli
from regla.cli.play_output import Output
from regla.cli.play_view import PlayView
from regla.cli.reorder import display_order
from regla.cli.terminal import display_width, reorders, shaped, terminal_reorders_itself, visual, visual_line
from regla.cli.textutil import game_texts
from regla.text.i18n.format import FSI, LRI, PDI, RLI, Filled, fill

GOLDEN = Path(__file__).resolve().parent / "golden"
MARKS = "\u2066\u2067\u2068\u2069\u202a\u202b\u202c\u200e\u200f"
GALICIA, EMPTY, RED, YOU = "גליסיה", "ריק", "אדום", "אתה"


def test_a_line_of_values_takes_the_right_to_left_direction() -> None:
    line = f"\u2068{GALICIA}\u2069 \u20684/2/0\u2069: {EMPTY}"
    assert visual_line(line) == f"{EMPTY[::-1]} :4/2/0 {GALICIA[::-1]}"


def test_brackets_are_mirrored() -> None:
    assert visual_line(f"{RED} ({YOU})") == f"({YOU[::-1]}) {RED[::-1]}"


def test_options_and_commands_stay_whole_and_copyable() -> None:
    shown = visual_line("התחילו עם --save FILE כדי לשמור; המשיכו עם \u2066regla play --load /tmp/my game.json\u2069")
    assert "--save FILE" in shown and "regla play --load /tmp/my game.json" in shown
    assert not any(mark in shown for mark in MARKS)


def test_long_lines_break_in_reading_order_and_sit_flush_right() -> None:
    words = [f"מילה{i}" for i in range(12)]
    shown = visual(" ".join(words), width=30).split("\n")
    assert len(shown) > 1 and all(len(line) == 30 for line in shown)
    # the first line on screen holds the first words: a reader goes down, not up
    assert "0הלימ" in shown[0] and "11הלימ" in shown[-1]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_auto_leaves_terminals_that_do_bidi_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("VTE_VERSION", "KONSOLE_VERSION", "MLTERM", "TERM_PROGRAM", "REGLA_BIDI"):
        monkeypatch.delenv(variable, raising=False)
    assert reorders(True, Terminal()) and not reorders(False, Terminal()) and not reorders(True, io.StringIO())
    monkeypatch.setenv("VTE_VERSION", "7600")
    assert terminal_reorders_itself() and not reorders(True, Terminal())
    assert reorders(True, Terminal(), "on")
    monkeypatch.setenv("VTE_VERSION", "5200")  # before VTE learnt bidi
    assert reorders(True, Terminal())
    monkeypatch.setenv("REGLA_BIDI", "off")
    assert not reorders(True, Terminal()) and reorders(True, Terminal(), "on")
    monkeypatch.setenv("REGLA_BIDI", "on")
    assert reorders(True, io.StringIO()) and not reorders(True, io.StringIO(), "off")


def test_a_terminal_that_does_bidi_itself_shows_an_option_in_a_right_to_left_line_as_written(
        monkeypatch: pytest.MonkeyPatch) -> None:
    for variable in ("KONSOLE_VERSION", "MLTERM", "TERM_PROGRAM", "REGLA_BIDI"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("VTE_VERSION", "7600")
    line = "יש להפעיל עם --allow-code"
    # as such a terminal shows a line, by the bidirectional algorithm: as written, the dashes join the
    # Hebrew around them
    assert display_order(line, True, frozenset(MARKS)).startswith("allow-code--")
    assert display_order(shaped(line, True, Terminal()), True, frozenset(MARKS)).startswith("--allow-code ")
    # a program reading a pipe is given the text without marks
    assert shaped(line, True, io.StringIO()) == line
    assert shaped("run --allow-code", False, Terminal()) == "run --allow-code"


def test_a_bidi_setting_in_the_environment_that_is_none_of_the_modes_is_a_usage_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REGLA_BIDI", "sideways")
    refused = CliRunner().invoke(cli, ["plugins"])
    assert refused.exit_code == 2 and refused.stdout == "", refused.output
    assert refused.stderr == "regla: REGLA_BIDI=sideways: give on, off or auto\n"
    # the option given stands in for the environment, and an empty setting is no setting
    assert CliRunner().invoke(cli, ["plugins", "--bidi", "off"]).exit_code == 0
    monkeypatch.setenv("REGLA_BIDI", "")
    assert CliRunner().invoke(cli, ["plugins"]).exit_code == 0


@pytest.mark.parametrize("order", ["on", "off"])
def test_a_hebrew_game_matches_its_golden_transcript(order: str, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["play", "--watch", "0", "--players", "3", "--seed", "4", "--locale", "he",
                                      "--bidi", order], prog_name="regla")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    shown = "\n".join([*lines[:80], "…", *lines[-12:]]) + "\n"  # the opening rounds and the end
    golden = GOLDEN / f"play-he-{'visual' if order == 'on' else 'logical'}.txt"
    if os.environ.get("REGLA_UPDATE_GOLDEN"):
        golden.write_text(shown, encoding="utf-8")
    assert shown == golden.read_text(encoding="utf-8")
    if order == "on":
        assert not any(mark in result.output for mark in MARKS)
        assert "--seed 4" in result.output
    else:
        assert "\u2068" in result.output  # values keep their isolates in logical order


def test_errors_and_help_are_reordered_the_same_way() -> None:
    error = CliRunner().invoke(cli, ["--locale", "he", "--bidi", "on", "play", "--players", "9"], prog_name="regla")
    logical = CliRunner().invoke(cli, ["--locale", "he", "--bidi", "off", "play", "--players", "9"], prog_name="regla")
    assert error.exit_code == logical.exit_code == 2
    assert error.output != logical.output and not any(mark in error.output for mark in MARKS)
    assert error.output.strip() == visual(logical.output.strip())
    shown = CliRunner().invoke(cli, ["--locale", "he", "--bidi", "on", "play", "--help"], prog_name="regla")
    assert "--players" in shown.output and "--bidi [auto|on|off]" in shown.output


def test_long_lines_break_at_spaces_on_a_terminal_keeping_their_indentation() -> None:
    text = "red, play a power card: the highest card moves first. In brackets: the caballeros it brings."
    shaped = Output(False, False, 40).shape(text + "\n    " + text)
    lines = shaped.split("\n")
    assert all(len(line) <= 40 for line in lines) and " ".join(w for line in lines for w in line.split()) == \
        " ".join([*text.split(), *text.split()])
    assert lines[3].startswith("    red,") and all(line.startswith("    ") for line in lines[3:])
    assert Output(False, False, None).shape(text) == text  # not on a terminal: as it is


def hebrew_table() -> tuple[regla.Game, PlayView]:
    game = regla.new_game(players=4, seed=3)
    return game, PlayView(game.ruleset, game_texts(game.ruleset, "he").with_isolation("text"), game.players)


def shown_by_a_terminal_that_reorders(line: str) -> str:
    """A line in logical order as a terminal doing its own bidi shows it (isolates and all)."""
    return str(get_display(line, base_dir="R")).translate(dict.fromkeys(map(ord, MARKS)))


@pytest.mark.parametrize("reorder", [True, False])
def test_options_three_across_keep_each_number_next_to_its_label(reorder: bool) -> None:
    _, view = hebrew_table()
    out = Output(reorder, True, 79)
    rows = [out.shape(row) for row in view.options(regla.Decision("red", "power-card", [5, 9, 13, 2], {}), 79)]
    shown = rows if reorder else [shown_by_a_terminal_that_reorders(row) for row in rows]
    assert len(shown) == 2 and all("\n" not in row and display_width(row) <= 79 for row in shown)
    # right to left: the first option rightmost, each label (its value first) left of its number
    cells = [cell for row in shown for cell in reversed(re.split(r"\s{2,}", row.strip()))]
    assert [re.search(r"(\d+) \.(\d+)$", cell).groups() for cell in cells] == [  # type: ignore[union-attr]
        ("5", "1"), ("9", "2"), ("13", "3"), ("2", "4")]


@pytest.mark.parametrize("reorder", [True, False])
def test_the_board_breaks_its_lines_between_entries_never_inside_one(reorder: bool) -> None:
    game, view = hebrew_table()
    seen = game.view("red")
    out = Output(reorder, True, 79)
    lines = "\n".join(out.shape(line) for line in view.board(seen, 79)).split("\n")
    assert all(display_width(line) <= 79 for line in lines)
    entries = [entry for player in game.players for entry in view.player_lines(seen, player)]
    entries += view.on_display(seen)
    for entry in entries:
        assert any((visual_line(entry) if reorder else entry) in line for line in lines), entry


@pytest.mark.parametrize(("game_id", "players", "locale"), [("el-grande", 3, "en"), ("jalgeurak", 2, "ko")])
def test_every_line_of_the_board_after_a_block_s_first_is_indented(game_id: str, players: int, locale: str) -> None:
    # at 40 columns entries wrap (a card's name, the closed territories): a wrapped entry, or one that goes
    # on a line of its own, sits under its heading, and an entry's own next lines two columns further in
    game = regla.new_game(game_id, players=players, seed=1)
    view = PlayView(game.ruleset, game_texts(game.ruleset, locale), game.players)
    seen = game.view(game.players[0])
    lines = view.board(seen, 40)
    assert all(display_width(line) <= 40 for line in lines)
    # a block begins with its first entry: the round, what the setup laid out, the tokens, each player,
    # the display
    firsts = [view.header(seen["vars"])[0], *view.laid_out(seen["vars"])[:1],
              *[view.token_line(seen, t.id) for t in game.ruleset.board.tokens if not t.per_player][:1],
              *[view.player_lines(seen, p)[0] for p in game.players], *view.on_display(seen)[:1]]
    headings = [line for line in lines if line.strip() and not line.startswith(" ")]
    assert len(headings) == len(firsts), headings
    assert all(first[:10] in line for first, line in zip(firsts, headings, strict=True)), headings
    continued = [line for line in lines if line.startswith("      ") and line.strip()[:1].isalnum()]
    assert continued, "nothing wrapped inside an entry at 40 columns"


def test_a_clause_of_isolated_values_is_isolated_in_its_own_direction() -> None:
    # first-strong isolation looks past the values isolated inside: "deck: card" in Hebrew would read left
    # to right
    hebrew = Filled(f"{FSI}ערמה 1{PDI}: {FSI}תחבולה{PDI}")
    english = Filled(f"{FSI}deck 1{PDI}: {FSI}Intrigue{PDI}")
    assert fill("{x}", {"x": hebrew}, "text").startswith(RLI)
    assert fill("{x}", {"x": english}, "text").startswith(LRI)
    assert fill("{x}", {"x": "גלויים"}, "text").startswith(FSI)


def test_brackets_pair_up_in_a_left_to_right_run_of_a_right_to_left_line() -> None:
    # the bracket closing "(n=90)" belongs with the one opening it, not to the right-to-left paragraph
    assert visual_line("random: 33.3% [33.3%, 33.3%] (n=90)") == "random: 33.3% [33.3%, 33.3%] (n=90)"
    # a pair around left-to-right text in right-to-left context takes the context's direction (mirrored)
    assert visual_line(f"{RED}: (b) c") == f"c (b) :{RED[::-1]}"


def test_the_lab_summary_keeps_each_rate_one_left_to_right_figure_in_hebrew(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["--locale", "he", "--bidi", "on", "lab", "--games", "4", "--players", "3",
                                      "--out", str(tmp_path)], prog_name="regla")
    assert result.exit_code == 0, result.output
    lines = [line.strip() for line in result.output.splitlines()]
    assert "random: 33.3% [33.3%, 33.3%] (n=12)" in lines
    figure = r"\d+\.\d% \[\d+\.\d%, \d+\.\d%\] \(n=\d+\)"
    rates = [line for line in lines if "(n=" in line]
    # a colour's or a card's line: the figure at the left end, the name read from the right
    assert len(rates) >= 5 and all(re.match(figure + " :", line) for line in rates if "random:" not in line), rates
