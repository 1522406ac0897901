"""Saved games checked before a game is made of them: shape and ruleset, and on request the moves.

A save is refused with one line naming the first thing wrong; nothing is half-loaded, because the game
is only built once every check has passed. Two layers are always checked: the shape (every part of the
state present, of the right type: :mod:`regla.engine.saveshape`) and the ruleset (known players, areas,
zones, tokens, cards and blocks, every colour's pieces adding up, pending decisions well formed). A save
that passes them is a position of the game, and the state read back is all there is to it: it plays on
as the game it was saved from. Asked to check the moves (``check_moves``, as the command line does with
a file a person names), the game is also replayed from its setup (by
:meth:`~regla.engine.game.Game.from_state`) and must arrive at exactly the saved state, so an edited
score or a piece moved by hand is found however plausible it looks; a save whose moves replay to it
exactly needs no other check, so that replay comes first.
"""

from __future__ import annotations

import json
import string
from itertools import accumulate
from typing import TYPE_CHECKING, Any

from ..errors import Phrase, UserError
from .limits import KEPT
from .ops.choices import private_choice
from .saveshape import STATE_FORMAT

if TYPE_CHECKING:
    from ..data.compiled import Ruleset

MAX_SAVE_BYTES = 50_000_000
MAX_SAVE_VALUES = 200_000
"""Values in a save, counted by the commas between them before it is read (a comma in a text counts
too). A finished five-player game's save holds about 3,000; 50 MB of small values would take Python
a gigabyte and half a minute to read."""
MAX_NESTING = 100
"""Lists and mappings inside each other in a save: a game's state holds a few levels (a frame's local
holding a list of lists); what reads it walks them, and must never run out of Python's stack."""

_NOT_BRACKETS = str.maketrans("", "", f"{string.ascii_letters}{string.digits}-+.,: \t\n\r")
"""Everything JSON has outside its strings but brackets (``NaN`` and ``Infinity`` too, as Python reads them)."""
_DEPTH_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _nesting_fits(text: str) -> bool:
    """Whether the JSON ``text`` nests at most :data:`MAX_NESTING` deep: its strings and everything but
    brackets taken out (in C), the running depth of what is left, in one pass however deep it goes."""
    # a backslash starts a pair, read from the left: without the pairs, every quote opens or closes a string
    unescaped = text.replace("\\\\", "").replace('\\"', "")
    brackets = "".join(unescaped.split('"')[::2]).translate(_NOT_BRACKETS)
    return max(accumulate(map(_DEPTH_STEP.__getitem__, brackets)), default=0) <= MAX_NESTING


def read_save(text: str | bytes) -> dict[str, Any]:
    """The state in a save's text, moved to the current format; nothing else is checked yet."""
    if not isinstance(text, (str, bytes)):
        raise UserError("a save is the JSON text Game.to_json() wrote, not a {kind}", kind=type(text).__name__)
    if len(text) > MAX_SAVE_BYTES:
        raise UserError("not a saved game: more than {size} MB", size=MAX_SAVE_BYTES // 1_000_000)
    # an editor may put a byte order mark before the text when it saves it again: it is no part of the JSON
    text = text.removeprefix("\ufeff") if isinstance(text, str) else text.removeprefix(b"\xef\xbb\xbf")
    check_values(text)
    try:
        state = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UserError("not a saved game: not JSON (line {line}, column {column})", line=exc.lineno,
                        column=exc.colno) from None
    except RecursionError:
        raise UserError("not a saved game: nested too deeply") from None
    except UnicodeDecodeError as exc:
        raise UserError("not a saved game: not {encoding} text (the byte {byte} cannot stand here)",
                        encoding=exc.encoding.upper(), byte=f"0x{exc.object[exc.start]:02x}") from None
    except ValueError:
        # Python refuses to read an integer of thousands of digits (a state holds none of 20)
        raise UserError("not a saved game: a number in it is too long") from None
    if not isinstance(state, dict) or "format" not in state:
        raise UserError("not a saved game of regla")
    if isinstance(state.get("game"), dict) and "people" in state:
        # a web app's table keeps its seats' links and its deck order beside the game: only the app takes it up
        raise UserError("not a saved game: a table of the web app, which takes it up again when started on its "
                        "folder (regla serve --saves DIR)")
    if not _nesting_fits(text if isinstance(text, str) else text.decode(json.detect_encoding(text), "replace")):
        raise UserError("not a saved game: nested too deeply")
    return migrate(state)


def check_values(text: str | bytes) -> None:
    """Refuse the JSON text of a save (or of a game record) that holds more than
    :data:`MAX_SAVE_VALUES` values, before it is read."""
    commas = text.count(",") if isinstance(text, str) else text.count(b",")
    if commas > MAX_SAVE_VALUES:
        raise UserError("not a saved game: more than {count} values", count=MAX_SAVE_VALUES)


def migrate(state: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save to the current format where the change is mechanical; refuse others."""
    version = state["format"]
    if not isinstance(version, int) or isinstance(version, bool):
        raise UserError("not a saved game of regla (format {version!r})", version=version)
    if version > STATE_FORMAT:
        raise UserError("this game was saved by a newer regla (save format {version}; this one reads formats 2 to "
                        "{newest}): update regla to load it", version=version, newest=STATE_FORMAT)
    if version < 2:
        # format 2 changed what a frame on the call stack means: an older game cannot be carried on
        raise UserError("this game was saved by an older regla (save format {version}); it cannot be carried on "
                        "by this one, which reads formats 2 to {newest}", version=version, newest=STATE_FORMAT)
    if version == 2:
        # format 3 added the history of answers; a format 2 game plays on without one (no undo or replay)
        state = {**state, "format": 3, "history": None}
    return state


def check_save(ruleset: Ruleset, state: dict[str, Any]) -> None:
    """Refuse a (well-shaped) state that cannot be a position of ``ruleset``'s game."""
    problem = _ruleset_problem(ruleset, state)
    if problem:
        raise UserError("broken save: {problem}", problem=problem)


def _ruleset_problem(ruleset: Ruleset, state: dict[str, Any]) -> Phrase | None:
    players = state["players"]
    if state["setup"].get("game", ruleset.id) != ruleset.id:
        return Phrase("it is a game of {saved!r}, not {game!r}", saved=state["setup"]["game"], game=ruleset.id)
    problem = players_problem(ruleset, players)
    if problem:
        return problem
    if state["vars"].get("players") != players:
        return Phrase("vars.players: not the players of the game")
    for name in ("score", "held"):
        if set(state[name]) != set(players):
            return Phrase("{name}: not exactly one entry per player", name=name)
    locations = {*ruleset.area_order, *ruleset.zones}
    if set(state["pieces"]) != locations:
        extra = sorted(set(state["pieces"]) - locations) or sorted(locations - set(state["pieces"]))
        return Phrase("pieces: unknown or missing area or zone {place!r}", place=extra[0])
    totals = dict.fromkeys(players, 0)
    for location, here in state["pieces"].items():
        for colour, count in here.items():
            if colour not in totals:
                return Phrase("pieces.{place}: unknown player {player!r}", place=location, player=colour)
            totals[colour] += count
    per_player = ruleset.board.pieces.per_player
    for colour, total in totals.items():
        if total != per_player:
            return Phrase("pieces: {player} has {total} pieces in all, not {count}", player=colour, total=total,
                              count=per_player)
    expected_tokens = {f"{t.id}:{p}" if t.per_player else t.id for t in ruleset.board.tokens
                       for p in (players if t.per_player else [None])}
    if set(state["tokens"]) != expected_tokens:
        odd = sorted(set(state["tokens"]) ^ expected_tokens)[0]
        return Phrase("tokens: unknown or missing token {token!r}", token=odd)
    for token, at in state["tokens"].items():
        if at is not None and at not in locations:
            return Phrase("tokens.{token}: unknown area {area!r}", token=token, area=at)
    cards = ruleset.cards
    for deck, held in [*state["decks"].items(), *((d, [c] if c else []) for d, c in state["display"].items())]:
        if deck not in ruleset.decks:
            return Phrase("unknown deck {deck!r}", deck=deck)
        if any(card not in cards for card in held):
            return Phrase("decks.{deck}: unknown card {card!r}", deck=deck,
                          card=next(c for c in held if c not in cards))
    for card in [*state["discard"], *(h["card"] for hand in state["held"].values() for h in hand)]:
        if card not in cards:
            return Phrase("unknown card {card!r}", card=card)
    for depth, frame in enumerate(state["stack"]):
        block = ruleset.blocks.get(frame["b"])
        if block is None:
            return Phrase("stack.{depth}: unknown block {block!r}", depth=depth, block=frame["b"])
        # JSON Schema takes 7.0 for a whole number; a position must be one to index a block
        numbers = [("pc", frame["pc"]), *((f"hid.{i}.0", note[0]) for i, note in enumerate(frame.get("hid", ())))]
        for where, number in numbers:
            if type(number) is not int:
                return Phrase("{where}: {reason}", where=f"stack.{depth}.{where}",
                              reason=Phrase("must be a whole number"))
        if frame["pc"] > len(block):
            return Phrase("stack.{depth}: position {position} is past the end of block {block!r}", depth=depth,
                          position=frame["pc"], block=frame["b"])
        for pc, chooser in frame.get("hid", ()):
            if pc >= len(block) or not private_choice(block[pc]) or chooser not in players:
                return Phrase("stack.{depth}: a private answer is noted where block {block!r} has no private "
                              "choice of that player", depth=depth, block=frame["b"])
    if state["over"] != (not state["stack"]):
        return Phrase("over: does not agree with the stack")
    if state["stack"] and state["stack"][0]["b"] != ruleset.game.entry:
        # the entry block's frame stays at the bottom until the game ends: without it the game would
        # run out of program, neither over nor waiting for anyone
        return Phrase("stack.0: a game in progress runs its entry block {block!r} there", block=ruleset.game.entry)
    if state["pending"] and state["stack"][-1]["s"] is None:
        return Phrase("stack: its last block does not wait for the pending decision")
    spec = ruleset.game
    for name in (*spec.hidden_vars, *spec.private_vars):
        if name not in state["vars"]:
            return Phrase("{where}: {reason}", where=f"vars.{name}", reason=Phrase("this field is required"))
        if name in spec.private_vars and type(state["vars"][name]) is not dict:
            return Phrase("{where}: {reason}", where=f"vars.{name}", reason=Phrase("must be a mapping"))
    if not state["over"] and not state["pending"]:
        return Phrase("pending: a game in progress waits for a decision, and none is pending")
    secret = [bool(d.get("secret")) for d in state["pending"]]
    if len(state["pending"]) > 1 and not all(secret):
        return Phrase("pending: several decisions at once must all be secret")
    for i, decision in enumerate(state["pending"]):
        if decision["player"] not in players:
            return Phrase("pending.{i}: unknown player {player!r}", i=i, player=decision["player"])
    deciding = [d["player"] for d in state["pending"]]
    if len(set(deciding)) != len(deciding):
        return Phrase("pending: a player has two decisions at once")
    if any(p not in players for p in state["answers"]):
        return Phrase("answers: unknown player")
    history = state["history"]
    if history is not None:
        if len(history) != state["stats"]["decisions"]:
            return Phrase("history: {moves} moves, but {decisions} decisions were answered", moves=len(history),
                          decisions=state["stats"]["decisions"])
        if any(p not in players for p, _, _ in history):
            return Phrase("history: a move by an unknown player")
    return None


def same_state(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Exactly equal as saved: types and key order included (the encoder compares them, in C)."""
    return json.dumps(a) == json.dumps(b)


def players_problem(ruleset: Ruleset, players: list[str]) -> Phrase | None:
    """What the seating has that the game does not allow (a game's own moves may not make it right)."""
    spec = ruleset.game
    unknown = [p for p in players if p not in spec.colours]
    if unknown:
        return Phrase("unknown player {player!r} (players are colours of {colours})", player=unknown[0],
                      colours=", ".join(spec.colours))
    if not spec.min_players <= len(players) <= spec.max_players:
        return Phrase("{count} players ({game} takes {least} to {most})", count=len(players), game=ruleset.game_name,
                      least=spec.min_players, most=spec.max_players)
    return None


LATER_EVENTS = ("item", "under", "deck-built")
"""Events the engine began to log after its saves were first written: a save with none of one kind may
be older, its log otherwise the same."""


def check_moves_lead_to(ruleset: Ruleset, state: dict[str, Any], replayed: dict[str, Any]) -> None:
    """Refuse a save whose state is not exactly the one its moves, replayed from its setup, lead to.

    Three kinds of difference are an earlier regla's, not an edit, and the game is taken up as its moves
    play now: a log without the events regla began to log later, statistics without the count of what
    the log and the answers keep (``kept``, counted since), and game variables every player sees (the
    rules may now clear one a round shows, say). Everything else must be the same: the pieces, the
    cards, the scores, what each player holds and the questions asked."""
    if same_state(replayed, state):
        return
    log = state["log"]
    missing: set[str] = set()
    if type(log) is list:
        missing = {kind for kind in LATER_EVENTS if not any(type(e) is dict and e.get("event") == kind for e in log)}
    seen_by_all = set(replayed["vars"]) - set(ruleset.game.hidden_vars) - set(ruleset.game.private_vars)
    uncounted = type(state.get("stats")) is dict and KEPT not in state["stats"]
    if type(state.get("vars")) is dict and same_state(_as_earlier(replayed, missing, seen_by_all, uncounted),
                                                      _as_earlier(state, set(), seen_by_all, False)):
        return
    try:
        differs: str | Phrase = first_difference(replayed, state) or Phrase("the key order of the state")
    except RecursionError:
        differs = Phrase("a deeply nested value")
    if differs is not None:
        raise UserError("broken save: {part} is not what its moves lead to (the save was edited, or made by a "
                        "regla with other rules)", part=differs)


def _as_earlier(state: dict[str, Any], missing: set[str], seen_by_all: set[str], uncounted: bool) -> dict[str, Any]:
    """``state`` without the log events of the kinds ``missing``, the variables ``seen_by_all`` and
    (``uncounted``) the count of what the log and answers keep."""
    log = [e for e in state["log"] if e["event"] not in missing] if missing else state["log"]
    stats = {k: v for k, v in state["stats"].items() if k != KEPT} if uncounted else state.get("stats")
    return {**state, "log": log, "vars": {k: v for k, v in state["vars"].items() if k not in seen_by_all},
            "stats": stats}


def first_difference(expected: Any, found: Any, path: str = "") -> str | None:
    """Where two plain-data values first differ, as a dotted path (``None`` when they are equal)."""
    if isinstance(expected, dict) and isinstance(found, dict):
        for key in [*expected, *(k for k in found if k not in expected)]:
            if key not in expected or key not in found:
                return f"{path}{key}"
            inner = first_difference(expected[key], found[key], f"{path}{key}.")
            if inner is not None:
                return inner
        return None
    if isinstance(expected, list) and isinstance(found, list) and len(expected) == len(found):
        for i, (a, b) in enumerate(zip(expected, found, strict=True)):
            inner = first_difference(a, b, f"{path}{i}.")
            if inner is not None:
                return inner
        return None
    if expected == found and type(expected) is type(found):
        return None
    return path.rstrip(".") or "the state"
