"""A person's game at a real terminal: regla play in a pseudo-terminal of 80×40, its output drawn by a
terminal emulator (pyte), answered by option names as a person reads them off the screen. The board
stays on the screen at every question, one prompt per decision the rules ask (a count sends several
pieces at once), undo, and quitting then resuming the saved game to its end."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import shlex
import shutil
import struct
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pyte
import pytest

REGLA = str(Path(sys.executable).with_name("regla"))
ROWS, COLUMNS = 40, 80
PROMPT = re.compile(r"\((\d+)-(\d+), \? ")
OPTION = re.compile(r"(\d+)\. (.+?)(?=\s{2,}\d+\. |\s*$)")


class Terminal:
    """regla in a pseudo-terminal, its screen kept by a terminal emulator."""

    def __init__(self, *args: str, rows: int = ROWS, columns: int = COLUMNS, term: str = "xterm",
                 program: list[str] | None = None) -> None:
        command = [*(program or [REGLA]), *args]
        self.pid, self.fd = pty.fork()
        if self.pid == 0:  # the child: a terminal of the size a person would have
            import fcntl
            import termios

            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            env = {**os.environ, "COLUMNS": str(columns), "LINES": str(rows), "TERM": term}
            env.pop("REGLA_BIDI", None)
            os.execve(command[0], command, env)
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.transcript = b""

    def read_until(self, done: Callable[[], bool], timeout: float = 30) -> bool:
        """Feed the emulator until ``done`` holds; False when the program ended first."""
        deadline = time.monotonic() + timeout
        while not done():
            ready, _, _ = select.select([self.fd], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise AssertionError("regla stopped answering:\n" + "\n".join(self.screen.display))
            try:
                chunk = os.read(self.fd, 65536)
            except OSError:
                return False
            if not chunk:
                return False
            self.transcript += chunk
            self.stream.feed(chunk)
        return True

    def at_prompt(self) -> bool:
        return bool(PROMPT.search(self.screen.display[self.screen.cursor.y]))

    def prompts(self) -> int:
        return self.transcript.count(b"? for help): ")

    def type(self, text: str) -> bool:
        """Type an answer; returns once the next question is on the screen (False: the program ended)."""
        asked = self.prompts()
        os.write(self.fd, text.encode() + b"\r")
        return self.read_until(lambda: self.prompts() > asked and self.at_prompt())

    def finish(self) -> int:
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)

    def options(self) -> dict[int, str]:
        """The options of the question being asked: those listed since the previous prompt."""
        lines = self.screen.display[:self.screen.cursor.y]
        since = max((i for i, line in enumerate(lines) if PROMPT.search(line)), default=-1)
        found = {}
        for line in (line for line in lines[since + 1:] if re.match(r"\d+\. ", line)):
            for number, label in OPTION.findall(line):
                # a card's option goes on with the start of its text after a dash: the name is before it
                found.setdefault(int(number), label.split(" — ")[0].strip())
        return found


def board_visible(screen: pyte.Screen) -> bool:
    """The board's table heading (one column per colour) is on the screen."""
    return any(re.search(r"\bred\s+blue\s+yellow\s+green\b", line) for line in screen.display)


def play(terminal: Terminal, stop_after: int | None = None, undo_at: int | None = None) -> int:
    """Answer every question by the name of its first option; returns the prompts answered."""
    prompts = 0
    alive = terminal.read_until(terminal.at_prompt)
    while alive:
        assert board_visible(terminal.screen), "the board scrolled away:\n" + "\n".join(terminal.screen.display)
        if prompts == stop_after:
            alive = terminal.type("q")
            return prompts
        if prompts == undo_at:
            undo_at = None
            alive = terminal.type("u")
            assert b"Your last answer is taken back." in terminal.transcript
            continue
        options = terminal.options()
        label = options.get(1)
        assert label, f"{options}\n" + "\n".join(terminal.screen.display)
        several = "(0 of up to" in "\n".join(terminal.screen.display[-8:])
        # where pieces go one at a time, two go to the first place named in one answer
        alive = terminal.type(f"{label} 2" if several else label)
        prompts += 1
    return prompts


@pytest.mark.skipif(not Path(REGLA).exists(), reason="the regla script is installed next to the interpreter")
def test_a_whole_game_at_an_80_by_40_terminal_with_undo_quit_and_resume(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    first = Terminal("play", "--players", "4", "--seed", "11", "--save", str(save))
    asked = play(first, stop_after=12, undo_at=5)
    assert first.finish() == 0
    assert b"regla play --load" in first.transcript
    second = Terminal("play", "--load", str(save))
    asked += play(second)
    assert second.finish() == 0
    text = second.transcript.decode()
    assert "Final scores:" in text and "Winner" in text
    state = json.loads(save.read_text(encoding="utf-8"))
    answers = [a for a in state["history"] if a[0] == "red"]
    # never more prompts than the decisions that were red's to make (counts answer several at once)
    assert asked <= len(answers) and state["over"]


@pytest.mark.skipif(not Path(REGLA).exists(), reason="the regla script is installed next to the interpreter")
def test_a_hot_seat_hand_over_leaves_nothing_of_the_last_seat_and_drops_what_was_typed_ahead() -> None:
    terminal = Terminal("play", "--players", "2", "--humans", "2", "--seed", "1")
    terminal.read_until(lambda: b"red, press Enter when you are ready" in terminal.transcript)
    assert terminal.type("")
    assert "red (you)" in "\n".join(terminal.screen.display)
    # red answers, and types ahead an Enter and a card that are not theirs to give
    os.write(terminal.fd, b"13\r\r12\r")
    terminal.read_until(lambda: b"blue, press Enter when you are ready" in terminal.transcript)
    handed = terminal.transcript.rindex(b"Pass the terminal to blue")
    # the screen and the scrollback are wiped before the hand-over is asked for
    assert b"\x1b[3J" in terminal.transcript[handed - 40:handed]
    assert "red (you)" not in "\n".join(terminal.screen.display)
    time.sleep(0.5)
    # the Enter typed ahead did not hand blue the screen
    assert b"blue (you)" not in terminal.transcript[handed:]
    assert terminal.type("")  # blue presses Enter: blue's own question, still to answer
    assert "blue (you)" in "\n".join(terminal.screen.display)
    os.kill(terminal.pid, 15)
    terminal.finish()


@pytest.mark.skipif(not Path(REGLA).exists(), reason="the regla script is installed next to the interpreter")
def test_after_a_hand_over_the_next_person_is_told_what_happened_since_their_last_answer() -> None:
    # rows enough for red's turn and what the bot did after it, above the board
    terminal = Terminal("play", "--players", "3", "--humans", "2", "--seed", "21", rows=60)

    def answer(text: str, then: bytes) -> None:
        """Type ``text`` and wait until ``then`` is written once more."""
        seen = terminal.transcript.count(then)
        os.write(terminal.fd, text.encode() + b"\r")
        terminal.read_until(lambda: terminal.transcript.count(then) > seen and terminal.at_prompt()
                            if then == b"? for help): " else terminal.transcript.count(then) > seen)

    try:
        terminal.read_until(lambda: b"red, press Enter" in terminal.transcript)
        answer("", b"? for help): ")
        answer("13", b"blue, press Enter")
        answer("", b"? for help): ")
        answer("1", b"red, press Enter")
        answer("", b"? for help): ")
        for step in ("grande", "place", "castillo 4"):
            answer(step, b"? for help): ")
        answer("end", b"blue, press Enter")
        answer("", b"? for help): ")
        screen = "\n".join(terminal.screen.display)
        # red's moves were on red's screen, wiped at the hand-over: blue reads them above the board
        assert "blue (you)" in screen and "red takes the card Grande." in screen, screen
        assert screen.index("red moves 4 caballeros from court to Castillo.") < screen.index("red ends the turn.")
    finally:
        os.kill(terminal.pid, 15)
        terminal.finish()


@pytest.mark.skipif(not Path(REGLA).exists(), reason="the regla script is installed next to the interpreter")
@pytest.mark.parametrize("players", [3, 5])
def test_at_40_columns_every_count_of_the_board_stays_in_its_row_and_column(players: int) -> None:
    # tall enough for the whole board: what is tested is the width
    terminal = Terminal("play", "--players", str(players), "--seed", "21", rows=120, columns=40)
    try:
        terminal.read_until(terminal.at_prompt)
        screen = [line.rstrip() for line in terminal.screen.display]
        heading = next(i for i, line in enumerate(screen) if re.fullmatch(r" *r +bl?u? +y( +g)?( +bla)?", line))
        columns = [m.end() for m in re.finditer(r"\S+", screen[heading])]
        regions = ["Galicia", "País Vasco", "Aragón", "Cataluña", "Castilla la Vieja", "Castilla la Nueva",
                   "Valencia", "Sevilla", "Granada", "Castillo"]
        for region in regions:
            row = next(line for line in screen[heading:] if line.lstrip().startswith(region))
            # the region's whole name, its values, then one count under each colour, right-aligned with it
            assert re.fullmatch(rf" *{region} +\d/\d/\d( +[·?\d]+){{{players}}}", row), (row, "\n".join(screen))
            assert [m.end() for m in re.finditer(r"[·?\d]+", row)][-players:] == columns, row
        # what stands in a region is under its row
        king = screen.index(next(line for line in screen if line.strip() == "King"))
        assert any(screen[king - 1].lstrip().startswith(region) for region in regions)
    finally:
        os.kill(terminal.pid, 15)
        terminal.finish()


HEBREW_PROMPT = "ךלש הריחבה"
"""The start of the Hebrew prompt ("your choice") as a terminal that does not reorder text shows it."""


@pytest.mark.skipif(not Path(REGLA).exists(), reason="the regla script is installed next to the interpreter")
def test_a_hebrew_game_reordered_for_the_terminal_keeps_options_lines_and_the_answer_in_place() -> None:
    import regla
    from regla.cli.play_view import PlayView
    from regla.cli.terminal import visual_line
    from regla.cli.textutil import game_texts

    terminal = Terminal("play", "--locale", "he", "--bidi", "on", "--players", "4", "--seed", "3")
    try:
        terminal.read_until(lambda: HEBREW_PROMPT in terminal.screen.display[terminal.screen.cursor.y - 1])
        screen = terminal.screen.display
        # the options three across, right to left: each number right of its own label, 1 to 13 in reading order
        rows = [line.strip() for line in screen if re.search(r"\d+ \.\d+$", line.rstrip())]
        cells = [cell for row in rows for cell in reversed(re.split(r"\s{2,}", row))]
        numbered = [re.fullmatch(r"\(.+\) (\d+) \.(\d+)", cell) for cell in cells]
        assert all(numbered) and [m[2] for m in numbered if m] == [str(n) for n in range(1, 14)], "\n".join(screen)
        # every entry of the board's lines is whole on one line of the screen ("cards in hand: 1–13" too)
        game = regla.new_game(players=4, seed=3)
        view = PlayView(game.ruleset, game_texts(game.ruleset, "he").with_isolation("text"), game.players)
        seen = game.view("red")
        entries = [*view.header(seen["vars"]), *view.upcoming(seen["vars"]), view.token_line(seen, "king"),
                   *(entry for player in game.players for entry in view.player_lines(seen, player))]
        for entry in entries:
            assert any(visual_line(entry) in line for line in screen), (visual_line(entry), "\n".join(screen))
        # the prompt is flush right, and the answer has the line below it to itself: a long one leaves the
        # prompt whole
        y, x = terminal.screen.cursor.y, terminal.screen.cursor.x
        prompt = screen[y - 1]
        assert len(prompt.rstrip()) == COLUMNS - 1 and HEBREW_PROMPT in prompt and x == 0, (x, prompt)
        typed = "abcdefghijklmnopqrstuvwxyz0123456789"
        os.write(terminal.fd, typed.encode())
        terminal.read_until(lambda: terminal.screen.display[y].startswith(typed))
        assert terminal.screen.display[y - 1] == prompt
        os.write(terminal.fd, b"\x7f" * len(typed) + b"1")
        terminal.read_until(lambda: terminal.screen.display[y].rstrip() == "1")
        asked = terminal.transcript.count(HEBREW_PROMPT.encode())
        os.write(terminal.fd, b"\r")
        # the answer is taken: the next question is asked
        assert terminal.read_until(lambda: terminal.transcript.count(HEBREW_PROMPT.encode()) > asked)
    finally:
        os.kill(terminal.pid, 15)
        terminal.finish()


@pytest.mark.skipif(not Path(REGLA).exists(), reason="the regla script is installed next to the interpreter")
@pytest.mark.parametrize("name", ["a-folder-whose-name-is-long/he.json", "my game.json"])
def test_a_hebrew_go_on_with_line_keeps_the_command_and_the_path_whole_and_left_to_right(name: str) -> None:
    # a short absolute path, as a person would type it: the command fits a line of the 80-column screen
    folder = Path(tempfile.mkdtemp(dir="/tmp", prefix="r"))
    try:
        save = folder / name
        save.parent.mkdir(exist_ok=True)
        terminal = Terminal("play", "--locale", "he", "--players", "2", "--seed", "1", "--save", str(save))
        terminal.read_until(lambda: HEBREW_PROMPT in terminal.screen.display[terminal.screen.cursor.y - 1])
        os.write(terminal.fd, b"q\r")
        terminal.read_until(lambda: False)
        assert terminal.finish() == 0
        screen = [line.strip() for line in terminal.screen.display if line.strip()]
        command = f"regla play --load {shlex.quote(str(save))}"
        # the command is one run on one line, read left to right as typed; the path too, its / first
        assert [line for line in screen if "--load" in line] == [command], "\n".join(screen)
        assert any(str(save) in line for line in screen if "--load" not in line), "\n".join(screen)
    finally:
        shutil.rmtree(folder)


def test_a_dumb_terminal_gets_no_control_codes_and_the_hot_seat_hides_a_seat_with_empty_lines() -> None:
    # the interpreter running the tests, as it runs them: the regla under test, wherever it is installed
    here = [sys.executable, *(["-S"] if sys.flags.no_site else []), "-m", "regla"]
    terminal = Terminal("play", "--players", "3", "--humans", "2", "--seed", "1", term="dumb", program=here)
    ready = b"press Enter when you are ready"
    assert terminal.read_until(lambda: terminal.transcript.count(ready) == 1)
    os.write(terminal.fd, b"\r")
    assert terminal.read_until(terminal.at_prompt)
    os.write(terminal.fd, b"1\r")  # red's power card: blue, the other person, is next
    assert terminal.read_until(lambda: terminal.transcript.count(ready) == 2)
    # red's screen pushed out of sight before blue is called, and again once blue is there
    assert terminal.type("")  # blue's question
    os.write(terminal.fd, b"q\r")
    assert not terminal.read_until(lambda: False)
    terminal.finish()
    red, blue = terminal.transcript.split(b"Pass the terminal to blue")
    assert red.endswith(b"\r\n" * ROWS) and b"\r\n" * ROWS in blue
    assert b"\x1b" not in terminal.transcript
