"""``regla play``: bots finish whole games, people answer numbered questions, games save and resume,
and nobody sees what they may not (others' secret answers, the Castillo's split)."""

from __future__ import annotations

import json
import os
import random
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import regla
from click.testing import CliRunner, Result
from regla.cli.main import cli
from regla.cli.play_view import PlayView
from regla.cli.textutil import game_texts
from regla.text.i18n.format import fields

SCORE_LINE = re.compile(r"^ {4}(\w+): (\d+) points?$")
# the board's table row of the Castillo: the viewer's own count in their column, "?" in the others', the
# others' total after the tokens standing there
CASTILLO_LINE = re.compile(r"^ {4}Castillo +\d+/\d+/\d+ +(\? +)*\d+( +\?)* +(.+ · )?\d+ hidden$")


def play(*args: str, stdin: str = "") -> Result:
    return CliRunner().invoke(cli, ["play", *args], input=stdin)


def final_scores(output: str) -> dict[str, int]:
    tail = output[output.index("Final scores:"):].splitlines()[1:]
    return {m[1]: int(m[2]) for m in map(SCORE_LINE.match, tail) if m}


def questions(output: str) -> list[str]:
    """Each question with its numbered options, as printed before a "Your choice" prompt: the numbered
    lines, the progress line in brackets if any, and the question above them."""
    blocks = []
    for chunk in output.split("Your choice (")[:-1]:
        lines = chunk.rstrip("\n").splitlines()
        start = len(lines)
        while start > 0 and re.match(r"\d+\. ", lines[start - 1]):
            start -= 1
        if start > 0 and re.fullmatch(r"\(.*\)", lines[start - 1]):
            start -= 1
        blocks.append("\n".join(lines[start - 1:]))
    return blocks


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_auto_plays_a_whole_game_and_prints_the_result(players: int) -> None:
    result = play("--auto", "--players", str(players), "--seed", str(40 + players))
    assert result.exit_code == 0, result.output
    scores = final_scores(result.stdout)
    assert set(scores) == set(regla.new_game(players=players).players)
    best = max(scores.values())
    winners = [p for p, s in scores.items() if s == best]
    last = result.stdout.rstrip().splitlines()[-1]
    assert last == f"Winner: {winners[0]}" if len(winners) == 1 else last.startswith("Winners, sharing")
    assert "Your choice" not in result.stdout


def test_auto_needs_no_terminal_and_no_stdin() -> None:
    """The README's quick start: the installed command, stdin closed, output piped."""
    regla_bin = Path(sys.executable).with_name("regla")
    command = [str(regla_bin)] if regla_bin.exists() else [sys.executable, "-m", "regla.cli.main"]
    done = subprocess.run([*command, "play", "--auto", "--seed", "1"], stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert len(final_scores(done.stdout)) == 4
    assert "Winner" in done.stdout


def test_a_scripted_person_plays_to_the_end() -> None:
    result = play("--players", "3", "--seed", "5", stdin="1\n" * 5000)
    assert result.exit_code == 0, result.output[-2000:]
    assert len(final_scores(result.stdout)) == 3
    first = questions(result.stdout)[0]
    assert first.startswith("red, play a power card")
    assert "1. 1 (brings 6 caballeros)" in first
    # what the bots did is told, in short lines
    assert re.search(r"^blue plays power card \d+\.$", result.stdout, re.M)
    assert re.search(r"^\w+ takes the card .+\.$", result.stdout, re.M)
    assert re.search(r"^[^:\n]+: \w+ scores \d+ points? \(.+\)\.$", result.stdout, re.M)


def test_a_random_person_plays_to_the_end_with_every_kind_of_question() -> None:
    rng = random.Random(3)
    answers = "".join(f"{rng.randint(1, 13)}\n" for _ in range(20000))
    result = play("--players", "4", "--humans", "4", "--seed", "8", stdin=answers)
    assert result.exit_code == 0, result.output[-2000:]
    assert "choose:" not in result.stdout, "a decision kind without a question"


def test_every_question_gets_its_placeholders() -> None:
    seen: dict[str, regla.Decision] = {}
    for seed in range(6):
        game = regla.new_game(players=4, seed=seed)
        rng = random.Random(seed)
        while not game.is_over:
            decision = game.pending[0]
            seen.setdefault(decision.kind, decision)
            game.apply(decision.player, rng.choice(decision.options))
    view = PlayView(game.ruleset, game_texts(game.ruleset, "en"), game.players)
    for decision in seen.values():
        assert fields(game.ruleset.texts.decisions[decision.kind]) <= set(view.params(decision)), decision
        assert all(line and "?" not in line[:1] for line in view.options(decision))


def test_invalid_answers_are_asked_again() -> None:
    result = play("--players", "2", "--seed", "1", stdin="abc\n0\n14\n\n13\n")
    assert result.output.count("Please answer with a number from 1 to 13 or the beginning of an option's name") == 2
    assert "0 is not a choice number (1–13).\n" in result.output
    assert "14 is not a choice number (1–13).\n" in result.output
    assert "red plays power card 13." in result.stdout
    assert "Traceback" not in result.output


def test_a_beginning_of_several_names_says_which_choices_it_fits() -> None:
    # red's turn (seed 5, 3 players): power card 13, the card on display, then the King's neighbours
    # include Castilla la Nueva and the Castillo
    result = play("--players", "3", "--seed", "5", stdin="13\nthe\npl\ncast\ncastillo\nq\n")
    assert "Several choices begin with cast: 3 and 5. Type more of the name, or the number." in result.output
    assert "Please answer with a number" not in result.output
    assert "red moves 1 caballero from court to Castillo." in result.output  # the longer beginning fits one


def test_digits_that_are_no_number_and_numbers_too_long_are_asked_again() -> None:
    # a superscript and a circled digit count as digits but are no decimal number; 5,000 digits are past
    # what Python turns into an int; a full-width 13 is 13
    result = play("--players", "2", "--seed", "1", stdin="²\n①\n" + "9" * 5000 + "\n1 " + "9" * 5000 + "\n１３\n")
    assert result.exit_code != 3, result.output
    assert result.output.count("Please answer with a number from 1 to 13") == 3
    # a number, however long, is a choice number out of range: cut short in the message
    assert "99999999999… is not a choice number (1–13)." in result.output
    assert "red plays power card 13." in result.stdout and "internal error" not in result.output


def test_a_pasted_answer_of_any_length_is_cut_short_at_once() -> None:
    # cut a character at a time, measuring the rest each time, 200,000 digits took hours
    result = play("--players", "2", "--seed", "1", stdin="1" * 200_000 + "\nq\n")
    assert "11111111111… is not a choice number (1–13)." in result.output
    assert "internal error" not in result.output


def test_a_number_is_always_a_choice_number_and_one_past_the_range_says_which_option_bears_it() -> None:
    # blue's power cards after red has played 1: options 1 to 12 are the cards 2 to 13
    result = play("--players", "2", "--humans", "2", "--seed", "1", stdin="1\n13\n12\nq\n")
    asked = result.output[result.output.index("blue, play a power card"):]
    assert "12. 13 (brings 0 caballeros)" in asked
    assert "13 is not a choice number (1–12); 13 is choice 12." in asked
    # option 12 is the card 13, never the card named 12
    assert "blue plays power card 13." in asked and "blue plays power card 12." not in asked


def test_end_of_input_stops_with_a_message_and_exit_code_2() -> None:
    result = play("--players", "2", "--seed", "1", stdin="")
    assert result.exit_code == 2
    assert "Game interrupted." in result.stderr
    assert "--save" in result.stderr
    assert "Traceback" not in result.output


def test_save_then_load_resumes_at_the_same_decision(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    first = play("--players", "3", "--seed", "9", "--save", str(saved), stdin="1\n" * 30)
    assert first.exit_code == 2
    assert str(saved) in first.stderr
    game = regla.load_game(saved.read_text())
    assert game.pending[0].player == "red"
    again = play("--load", str(saved))
    assert again.exit_code == 2
    assert questions(again.stdout)[-1] == questions(first.stdout)[-1]
    finished = play("--load", str(saved), stdin="1\n" * 5000)
    assert finished.exit_code == 0
    assert len(final_scores(finished.stdout)) == 3


def test_nobody_sees_the_castillo_split_or_another_players_secret_answer() -> None:
    result = play("--players", "3", "--humans", "2", "--seed", "7", stdin="2\n" * 5000)
    assert result.exit_code == 0, result.output[-2000:]
    castillo = [line for line in result.stdout.splitlines() if re.match(r" {4}Castillo +\d", line)]
    assert castillo and all(CASTILLO_LINE.match(line) for line in castillo), castillo
    secret = "secretly set your disc"
    lines = result.stdout.splitlines()
    asked = [i for i, line in enumerate(lines) if secret in line]
    assert asked
    for i in asked:
        prompt = next(line for line in lines[i:] if line.startswith("Your choice"))
        assert prompt.endswith(": "), "a secret answer was copied to the output"
    # before blue answers the disc, the terminal is handed over and red's answer is nowhere
    assert "Pass the terminal to blue." in result.stdout


def test_secret_decisions_are_never_told() -> None:
    game = regla.new_game(players=3, seed=2)
    view = PlayView(game.ruleset, game_texts(game.ruleset, "en"), game.players)
    public = regla.Decision("red", "power-card", [1, 2], {})
    secret = regla.Decision("red", "castillo-destination", ["galicia", "aragon"], {}, secret=True)
    assert view.did(public, 2) == "red plays power card 2."
    assert view.did(secret, "aragon") is None


def test_every_decision_kind_has_a_question() -> None:
    game = regla.new_game(players=4, seed=1)
    data = game.ruleset.texts
    kinds = ["power-card", "take-card", "action", "place-from", "place-to", "move-from", "move-to", "return-from",
             "recall-from", "either", "score-choice", "score-next", "scoreboard-which", "scoreboard-to", "king-to",
             "grande-to", "power-back", "expel-from", "veto", "disc-expel", "disc-return", "disc-score",
             "castillo-destination"]
    assert not [k for k in kinds if k not in data.decisions]


def test_an_unknown_locale_falls_back_to_english_with_a_notice() -> None:
    result = play("--auto", "--seed", "2", "--locale", "xx")
    assert result.exit_code == 0
    assert "no catalogue for 'xx'; using English" in result.stderr
    assert "Final scores:" in result.stdout


def test_bidi_isolates_in_text_and_reordering_only_when_asked() -> None:
    off = play("--auto", "--seed", "2", "--players", "2", "--locale", "he", "--bidi", "off")
    on = play("--auto", "--seed", "2", "--players", "2", "--locale", "he", "--bidi", "on")
    assert off.exit_code == on.exit_code == 0
    assert "\u2068" in off.stdout
    assert "\u2068" not in on.stdout and "\u2069" not in on.stdout
    # piped output with --bidi auto is never reordered
    auto = play("--auto", "--seed", "2", "--players", "2", "--locale", "he")
    assert auto.stdout == off.stdout


def test_too_many_humans_is_a_usage_error() -> None:
    result = play("--players", "2", "--humans", "3", "--seed", "1")
    assert result.exit_code == 2
    assert "--humans" in result.stderr


def test_an_option_can_be_answered_by_the_beginning_of_its_name() -> None:
    first = play("--players", "2", "--seed", "3", stdin="13\n")
    take = next(q for q in questions(first.stdout) if "action cards on display" in q)
    name = re.match(r"1\. (.+?)( — .*)?$", take.splitlines()[1])[1]  # type: ignore[index]
    result = play("--players", "2", "--seed", "3", stdin=f"13\n{name[:5].lower()}\n")
    assert f"red takes the card {name}." in result.stdout


def test_undo_takes_back_the_persons_last_answer_and_the_bots_moves_since() -> None:
    """u at a later question takes back the power card played (and the bot's answer after it): the same
    question is asked again and the new answer stands; ? lists the commands."""
    # l: the moves since, whatever the screen had room for
    result = play("--players", "2", "--seed", "3", stdin="13\n?\nu\n12\nl\n")
    assert "u: take back your last answer" in result.stdout
    assert "Your last answer is taken back." in result.stdout
    after = result.stdout[result.stdout.index("Your last answer is taken back."):]
    assert "red plays power card 12." in after and "red plays power card 13." not in after
    assert result.exit_code == 2  # the input ran out: stopped as when q is typed


def test_undo_takes_back_a_counted_answer_whole(tmp_path: Path) -> None:
    """"castillo 2" is one answer that places two caballeros: u takes both back, and the game is exactly
    where it was when the question was asked."""
    probe = play("--players", "2", "--seed", "1", stdin="1\n" * 40)
    # the first placing of a card that places two or more
    asked = next(i for i, q in enumerate(questions(probe.stdout))
                 if "where does your caballero go" in q and re.search(r"\(0 of up to ([2-9]|\d\d)", q))
    before, after = tmp_path / "before.json", tmp_path / "after.json"
    play("--players", "2", "--seed", "1", "--save", str(before), stdin="1\n" * asked + "q\n")
    undone = play("--players", "2", "--seed", "1", "--save", str(after),
                  stdin="1\n" * asked + "castillo 2\nu\nq\n")
    assert undone.stdout.count("red moves 1 caballero from court to Castillo.") == 2
    assert "Your last answer is taken back." in undone.stdout
    assert json.loads(after.read_text(encoding="utf-8")) == json.loads(before.read_text(encoding="utf-8"))


def test_q_stops_and_the_saved_game_resumes(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    stopped = play("--players", "2", "--seed", "3", "--save", str(save), stdin="13\nq\n")
    assert stopped.exit_code == 0 and "Game stopped." in stopped.output and "It is saved in" in stopped.output
    resumed = play("--load", str(save), stdin="")
    assert "red plays power card 13." not in resumed.stdout  # already played: the game goes on from there
    assert "action cards on display" in resumed.stdout


def test_watch_shows_a_game_of_bots_move_by_move() -> None:
    watched = play("--watch", "0", "--players", "3", "--seed", "2")
    auto = play("--auto", "--players", "3", "--seed", "2")
    assert watched.exit_code == 0, watched.output
    assert "red plays power card" in watched.stdout and "red plays power card" not in auto.stdout
    assert final_scores(watched.stdout) == final_scores(auto.stdout)


def test_a_resumed_game_keeps_saving_to_the_file_it_came_from(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    play("--players", "2", "--seed", "3", "--save", str(save), stdin="13\nq\n")
    before = regla.load_game(save.read_text(encoding="utf-8")).history
    resumed = play("--load", str(save), stdin="1\nq\n")
    assert resumed.exit_code == 0, resumed.output
    assert len(regla.load_game(save.read_text(encoding="utf-8")).history) > len(before)


def test_a_resumed_game_refuses_options_that_ask_for_another_game(tmp_path: Path) -> None:
    saved = tmp_path / "game.json"
    made = play("--auto", "--players", "3", "--seed", "4", "--house-rule", "no-veto", "--save", str(saved))
    assert made.exit_code == 0, made.output
    before = saved.read_text(encoding="utf-8")
    for option in (["--players", "5"], ["--edition", "big-box"], ["--variant", "six-rounds"], ["--seed", "9"],
                   ["--house-rule", "open-castillo"]):
        refused = play("--load", str(saved), "--auto", *option)
        assert refused.exit_code == 2, refused.output
        assert f"{option[0]} differs from them (leave it out to resume the game)" in refused.output
        assert saved.read_text(encoding="utf-8") == before
    # what matches the save is no clash
    same = play("--load", str(saved), "--auto", "--players", "3", "--seed", "4", "--house-rule", "no-veto",
                "--edition", "classic")
    assert same.exit_code == 0, same.output


def test_another_players_hand_is_told_as_a_count_not_as_a_card() -> None:
    game = regla.new_game(players=3, seed=2)
    red, blue = game.players[:2]
    game.apply(red, 13)
    view = PlayView(game.ruleset, game_texts(game.ruleset, "en"), game.players)
    seen_by_blue = game.view(blue)
    assert "12 power cards in hand" in view.player_lines(seen_by_blue, red)
    assert "power cards in hand: 1–13" in view.player_lines(seen_by_blue, blue)


def test_a_count_larger_than_the_rules_allow_takes_what_they_allow_and_says_so() -> None:
    # "1 99": option 1, ninety-nine times, where units go one at a time; elsewhere the next line answers
    result = play("--players", "3", "--humans", "1", "--seed", "4", stdin="1 99\n1\n" * 400)
    told = re.findall(r"Allowed: (\d+) of the 99 asked for\.", result.output)
    assert told and all(1 <= int(done) < 99 for done in told)
    # told after the moves the answer made, not before them
    lines = result.output.splitlines()
    assert not any(line.startswith("Allowed:") and lines[i + 1].startswith("red ") for i, line in enumerate(lines))


def test_a_count_of_none_is_asked_again() -> None:
    # seed 11: red takes the King card and places; "2 0" places nothing and the question is asked again
    result = play("--players", "3", "--humans", "1", "--bots", "random,random", "--seed", "11",
                  stdin="1\n3\n1\n2 0\nq\n")
    placing = result.output[result.output.index("where does your caballero go?"):]
    assert "Please answer with a number" in placing and "red moves 1 caballero" not in placing


def test_a_negative_seed_is_the_game_of_the_seed_2_to_the_64_above_it_bots_and_all() -> None:
    signed, unsigned = play("--auto", "--seed", "-1"), play("--auto", "--seed", str(2 ** 64 - 1))
    assert signed.exit_code == 0 and final_scores(signed.stdout) == final_scores(unsigned.stdout)
    runs = [json.loads(CliRunner().invoke(cli, ["simulate", "--games", "4", "--seed", seed, "--json", "--bots",
                                                "greedy,random,random,random"]).output)
            for seed in ("-1", str(2 ** 64 - 1))]
    assert runs[0]["wins_by_seat"] == runs[1]["wins_by_seat"]


def test_a_hand_of_numbers_reads_as_spans_and_single_numbers() -> None:
    game = regla.new_game(players=3, seed=1)
    view = PlayView(game.ruleset, game_texts(game.ruleset, "en"), game.players)
    assert view.spans([1, 2, 3, 5, 6, 9, 10, 12, 13]) == "1–3, 5, 6, 9, 10, 12, and 13"
    assert view.spans([]) == "none" and view.spans(["a", "b", "a"]) == "2× a and b"


def test_a_board_of_many_areas_lists_only_those_where_something_stands() -> None:
    # Jalgeurak's 37 territories and person cards would push the question off an 80x40 screen
    game = regla.new_game("jalgeurak", players=2, seed=3)
    view = PlayView(game.ruleset, game_texts(game.ruleset, "en"), game.players)
    table = view.area_table(game.view(game.players[0]))
    occupied = [a.id for a in game.ruleset.board.areas if any(game.state["pieces"][a.id].values())
                or a.id in game.state["tokens"].values()]
    assert len(table) == 1 + len(occupied) + 1 and "empty areas not shown" in table[-1]
    el_grande = regla.new_game(players=2, seed=3)
    view = PlayView(el_grande.ruleset, game_texts(el_grande.ruleset, "en"), el_grande.players)
    assert len(view.area_table(el_grande.view("red"))) == 1 + len(el_grande.ruleset.board.areas)  # all ten


def interrupted_game(tmp_path: Path, *args: str, once: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    """``regla play *args --save`` stopped with Ctrl-C (sent to its process group, as a terminal sends it)
    once its output holds ``once``, and the save it names."""
    save, shown = tmp_path / "game.json", tmp_path / "shown.txt"
    with shown.open("w", encoding="utf-8") as out:
        process = subprocess.Popen([sys.executable, "-m", "regla", "play", *args, "--save", str(save)],
                                   stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.PIPE, text=True,
                                   start_new_session=True)
        try:
            deadline = time.monotonic() + 60
            while once not in shown.read_text(encoding="utf-8"):
                assert process.poll() is None and time.monotonic() < deadline, shown.read_text(encoding="utf-8")
                time.sleep(0.05)
            os.killpg(process.pid, signal.SIGINT)
            _, err = process.communicate(timeout=60)
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.communicate()
    return subprocess.CompletedProcess(process.args, process.returncode, shown.read_text(encoding="utf-8"), err), save


@pytest.mark.parametrize("args", [["--watch", "0.02", "--players", "3", "--seed", "5"],
                                  ["--auto", "--players", "3", "--seed", "5", "--bots", "mcts,mcts,mcts"]])
def test_ctrl_c_in_a_game_of_bots_saves_the_game_as_it_stands(tmp_path: Path, args: list[str]) -> None:
    # --watch is stopped in the middle of the moves it shows; --auto (which shows none) while its bots think
    done, save = interrupted_game(tmp_path, *args, once="yellow takes" if "--watch" in args else "3 players")
    assert done.returncode == 130, done.stderr
    assert f"It is saved in {save}; go on with: regla play --load {save}" in done.stderr
    game = regla.load_game(save.read_text(encoding="utf-8"), check_moves=True)
    assert not game.is_over and (game.history or "--auto" in args)
    # it goes on from there to its end
    finished = play("--load", str(save), "--auto")
    assert finished.exit_code == 0 and "Final scores:" in finished.stdout, finished.output


def test_ctrl_c_while_a_bot_moves_before_the_first_question_of_a_person_saves_the_game(tmp_path: Path) -> None:
    # seed 2: blue starts, a bot thinking longer than the test waits
    done, save = interrupted_game(tmp_path, "--players", "2", "--seed", "2", "--house-rule", "random-first-player",
                                  "--bots", "mcts:iterations=100000", once="2 players")
    assert done.returncode == 130 and "Your choice" not in done.stdout, done.stderr
    assert f"It is saved in {save}" in done.stderr
    game = regla.load_game(save.read_text(encoding="utf-8"), check_moves=True)
    assert game.history == [] and game.pending[0].player == "blue"


def test_a_round_states_no_turn_order_before_its_power_cards_set_one() -> None:
    result = play("--players", "4", "--seed", "3", stdin="1\n" * 60)
    lines = result.stdout.splitlines()
    # red plays the first power card of round 2: asked with the round told, and no order yet
    start = lines.index("Round 2")
    asked = next(i for i in range(start, len(lines)) if lines[i].startswith("Your choice"))
    assert "red, play a power card" in "\n".join(lines[start:asked])
    assert not any("Turn order" in line for line in lines[start:asked]), lines[start:asked]
    assert any("Turn order: " in line for line in lines[asked:])


def test_the_command_printed_on_stopping_resumes_the_same_table(tmp_path: Path) -> None:
    save = tmp_path / "hot seat.json"
    stopped = play("--players", "2", "--humans", "2", "--seed", "12", "--save", str(save),
                   stdin="1\n" * 9 + "q\n")
    assert stopped.exit_code == 0, stopped.output
    command = stopped.stderr.split("go on with: ")[1].strip()
    assert command == f"regla play --load '{save}' --humans 2"
    asked = regla.load_game(save.read_text(encoding="utf-8")).pending[0].player
    # blue, a person, is asked again rather than played by a bot
    resumed = CliRunner().invoke(cli, shlex.split(command)[1:], input="q\n")
    assert resumed.exit_code == 0 and "Your choice" in resumed.stdout, resumed.output
    assert regla.load_game(save.read_text(encoding="utf-8")).pending[0].player == asked
    # a game of bots names its bots and how it was shown
    done, bots_save = interrupted_game(tmp_path, "--watch", "0.02", "--players", "3", "--seed", "5", "--bots",
                                       "random,greedy,random", once="yellow takes")
    assert f"go on with: regla play --load {bots_save} --watch 0.02 --bots random,greedy,random\n" in done.stderr


def test_a_resumed_game_shows_its_seed_without_promising_a_replay_from_it(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    assert play("--players", "2", "--seed", "5", "--save", str(save), stdin="1\n" * 5 + "q\n").exit_code == 0
    # the bots draw anew where the game is taken up: its seed alone does not play it again
    finished = play("--load", str(save), "--auto")
    assert finished.exit_code == 0 and "Seed of this game: 5\n" in finished.stdout, finished.output
    assert "plays it again" not in finished.stdout
    # a negative seed is the one 2**64 above it: it names the same game
    big = tmp_path / "big.json"
    assert play("--players", "2", "--seed", str(2**64 - 1), "--save", str(big), stdin="q\n").exit_code == 0
    assert play("--load", str(big), "--seed", "-1", "--auto").exit_code == 0
