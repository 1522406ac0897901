"""What a person types at ``regla play``: lines read from the terminal (or a pipe), and an answer read
as an option's number, the beginning of its name, or a command."""

from __future__ import annotations

import getpass
import re
import sys

from ..errors import UserError, os_reason
from ..text.i18n import Texts
from ..text.names import join_list
from .play_output import Output
from .terminal import clip

COMMANDS = ("u", "q", "b", "c", "l")
"""Take back, quit, the board, the cards on display, what happened so far."""


class Interrupted(Exception):
    """The player closed the input or pressed Ctrl-C (``by_key``)."""

    def __init__(self, by_key: bool) -> None:
        super().__init__()
        self.by_key = by_key


class NotAnAnswer(Exception):
    """What was typed answers nothing: ``message`` says why, and the question is asked again."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def parsed_answer(typed: str, labels: list[str], counts: bool, texts: Texts) -> tuple[int, int] | str:
    """An option's index and how many times to take it, from its number or its label (any unambiguous
    beginning of it, in any case; ``labels`` casefolded) with, where ``counts`` (units placed or moved
    one by one), an optional count after it ("2 3": option 2, three times); or one of the
    :data:`COMMANDS`, or ``?`` (see :func:`help_text`). Anything else raises :class:`NotAnAnswer`."""
    answer = typed.strip()
    count = len(labels)
    times = 1
    # numbers in any script's decimal digits (a full-width 13 too), never more than a count can mean: a
    # superscript or a circled digit is no number, and a thousand digits no count
    repeated = re.fullmatch(r"(.+?)\s+[x×*]?(\d{1,6})", answer)
    # a count of none is no answer: it is asked again
    if repeated and counts and int(repeated.group(2)) >= 1:
        answer, times = repeated.group(1), int(repeated.group(2))
    if answer.isdecimal():
        # a number is always an option's number, whatever the labels say: "12" never means the option
        # named 12 where there are twelve options or fewer
        if len(answer) <= 6 and 1 <= int(answer) <= count:
            return int(answer) - 1, times
        raise NotAnAnswer(_not_a_choice(answer, labels, texts))
    if answer.casefold() in COMMANDS:
        return answer.casefold()
    if answer == "?":
        return answer
    wanted = answer.casefold()
    exact = [i for i, label in enumerate(labels) if label == wanted]
    starts = [i for i, label in enumerate(labels) if wanted and label.startswith(wanted)]
    if len(exact) == 1 or len(starts) == 1:
        return (exact or starts)[0], times
    if starts:
        raise NotAnAnswer(texts.t("Several choices begin with {answer}: {numbers}. Type more of the name, or the "
                                  "number.", answer=clip(answer, 20),
                                  numbers=join_list(texts, [str(i + 1) for i in starts])))
    raise NotAnAnswer(texts.t("Please answer with a number from 1 to {count} or the beginning of an option's name "
                              "(? for help).", count=count))


def help_text(texts: Texts) -> str:
    return texts.t("Answer with an option's number or the beginning of its name; where pieces go one at a time, "
                   "a count after it sends that many there (\"2 3\": option 2, three times). u: take back your "
                   "last answer; b: the board; c: the cards on display; l: what happened so far; q: stop (the "
                   "game is kept if you started with --save).")


def _not_a_choice(answer: str, labels: list[str], texts: Texts) -> str:
    """Why a number out of range is refused, and which option it may have meant: one whose name is that
    number (a numbered card, say)."""
    count = len(labels)
    # a thousand digits are no count of anything: cut, and never turned into an int
    shown = str(int(answer)) if len(answer) <= 6 else clip(answer, 12)
    named = [i for i, label in enumerate(labels) if len(answer) <= 6
             and (m := re.match(r"(\d+)(?:\s|$)", label)) and int(m.group(1)) == int(answer)]
    if len(named) == 1:
        return texts.t("{answer} is not a choice number (1–{count}); {answer} is choice {number}.",
                       answer=shown, count=count, number=named[0] + 1)
    return texts.t("{answer} is not a choice number (1–{count}).", answer=shown, count=count)


def read_line(out: Output, prompt: str, secret: bool = False) -> str:
    """A line of input. A secret answer is never shown: typed unseen, and not copied from a pipe."""
    out.prompt(prompt)
    tty = sys.stdin.isatty()
    try:
        answer = getpass.getpass("") if secret and tty else input()
    except (EOFError, KeyboardInterrupt) as exc:
        out.echo()
        raise Interrupted(isinstance(exc, KeyboardInterrupt)) from None
    except OSError as exc:
        # an input closed under the program (not at its end): nothing more can be read from it
        out.echo()
        raise UserError("cannot read an answer: {reason}", reason=os_reason(exc)) from None
    if not tty:
        # a terminal echoes what is typed; answers read from a pipe would leave the transcript unreadable
        out.echo("" if secret else answer)
    return answer


def forget_typed_ahead() -> None:
    """Drop what was typed but not yet read (a terminal's input queue)."""
    if sys.stdin.isatty():
        try:
            import termios

            termios.tcflush(sys.stdin, termios.TCIFLUSH)
        except (ImportError, OSError):
            pass  # a terminal without the POSIX interface keeps its queue
