"""The embeddable game API: decisions out, choices in, plain-data state throughout.

A ``Game`` wraps one state dict and the ruleset it runs on. The engine never calls a player: it stops
at decision points and lists them; every option is legal, so a bot may pick one uniformly at random.
"""

from __future__ import annotations

import json
import marshal
from typing import TYPE_CHECKING, Any

from ..errors import IllegalChoice, InternalError, ReglaError, UserError, clipped
from .rng import seed_fits
from .saves import check_moves_lead_to, check_save, players_problem, read_save, same_state
from .saveshape import check_shape
from .state import Answer, Decision, new_state
from .takeback import before_last_answer
from .values import SCALARS, copied
from .views import player_view
from .vm import VM

if TYPE_CHECKING:
    from ..data.compiled import Ruleset
    from ..text.decisions import DecisionText

RECORD_FORMAT = 1


class Game:
    """A game in progress. Create it with :func:`regla.new_game`; drive it with :meth:`apply`."""

    def __init__(self, ruleset: Ruleset, state: dict[str, Any]):
        self.ruleset = ruleset
        self.state = state
        self._vm = VM(ruleset, state)

    @classmethod
    def start(cls, ruleset: Ruleset, players: list[str], seed: int, setup: dict[str, Any]) -> Game:
        # the setup is what a replay starts again from, so it always holds the seed
        game = cls(ruleset, new_state(ruleset, players, seed, {**setup, "seed": seed}))
        game._vm.run()
        return game

    # -- reading ----------------------------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        return list(self.state["players"])

    @property
    def pending(self) -> list[Decision]:
        """The decisions waiting for an answer, as copies: changing an option (a list) changes no game."""
        return [Decision(d["player"], d["kind"], copied(d["options"]), copied(d["context"]), bool(d.get("secret")),
                         bool(d.get("private"))) for d in self.state["pending"]]

    @property
    def is_over(self) -> bool:
        return bool(self.state["over"])

    @property
    def scores(self) -> dict[str, int]:
        return dict(self.state["score"])

    @property
    def winners(self) -> list[str]:
        """The players with the highest score (several share a tied victory); empty until the end."""
        if not self.is_over:
            return []
        best = max(self.state["score"].values())
        tied = [p for p, s in self.state["score"].items() if s == best]
        # A game may break ties: its variable ``tiebreak`` maps players to comparable values (higher wins).
        tiebreak = self.state["vars"].get("tiebreak") or {}
        if len(tied) > 1 and all(p in tiebreak for p in tied):
            try:
                top = max(tiebreak[p] for p in tied)
            except TypeError:
                raise InternalError(f"the tied players' values of the variable tiebreak cannot be compared: "
                                    f"{[tiebreak[p] for p in tied]!r}") from None
            tied = [p for p in tied if tiebreak[p] == top]
        return tied

    def describe(self, decision: Decision | None = None, locale: str | None = None) -> DecisionText:
        """A pending decision (default: the first) worded for people in ``locale``: a
        ``regla.DecisionText`` with the prompt, the progress and a label per option."""
        if decision is None:
            if not self.state["pending"]:
                raise UserError("no decision is pending: the game is over")
            decision = self.pending[0]
        if self.ruleset.describer is None:
            raise UserError("this ruleset was not loaded through regla.load, so it has no texts")
        return self.ruleset.describer(self, decision, locale)

    def view(self, player: str | None) -> dict[str, Any]:
        """What ``player`` may know (``None``: an onlooker): no deck order, no others' secrets."""
        if player is not None and player not in self.state["players"]:
            raise UserError("{player!r} does not play in this game (players: {players})", player=player,
                            players=", ".join(self.state["players"]))
        return player_view(self.ruleset, self.state, player)

    # -- acting -----------------------------------------------------------------------------------
    def apply(self, player: str, choice: Any, *, atomic: bool = True) -> None:
        """Answer ``player``'s pending decision with one of its options, then run to the next ones.

        The option must be one of the decision's, of the same type (``True`` or ``1.0`` are not option
        ``1``). With ``atomic`` (the default) any error leaves the state exactly as it was, at the cost
        of a snapshot per call; a loop that throws a failed game away (a simulation) may pass False.
        """
        state = self.state
        if state["over"]:
            raise IllegalChoice("the game is over")
        kind, choice = self._vm.answer(player, choice) if not atomic else self._answer_atomically(player, choice)
        history = state.get("history")
        if history is not None:
            history.append([player, kind, choice])

    def _apply_option(self, index: int) -> None:
        """:meth:`apply`, not atomic, of the first pending decision's option at ``index``: a bot that
        draws an option by its place (random play) gives the option itself, which needs no looking for."""
        state = self.state
        decision = state["pending"][0]
        choice = self._vm.run(0, decision["options"][index])
        history = state["history"]  # every state has one: None where a game keeps none
        if history is not None:
            history.append([decision["player"], decision["kind"], choice])

    def _answer_atomically(self, player: str, choice: Any) -> tuple[str, Any]:
        """The VM's answer, or on any error the state exactly as it was before (then the error)."""
        state = self.state
        log = state["log"]
        logged = len(log)
        # the history only grows, and only once the answer has succeeded: like the log, it is not copied
        snapshot = marshal.dumps({k: v for k, v in state.items() if k not in ("log", "history")})
        try:
            return self._vm.answer(player, choice)
        except BaseException:
            # the log only grows while a step runs: cut it back rather than copy it
            del log[logged:]
            restored = marshal.loads(snapshot)
            restored["log"] = log
            restored["history"] = state.get("history")
            order = list(state)
            state.clear()
            state.update({k: restored[k] for k in order if k in restored})
            self._vm = VM(self.ruleset, state)
            raise

    # -- history ----------------------------------------------------------------------------------
    @property
    def history(self) -> list[Answer]:
        """Every answered decision so far, in the order answered (secret answers included: keep the
        history from the players a view is for, as the full state)."""
        # copies, as ``pending`` hands out: changing an answer's list changes no game
        return [Answer(p, k, c if type(c) in SCALARS else copied(c)) for p, k, c in self._answers()]

    def _answers(self) -> list[list[Any]]:
        history = self.state.get("history")
        if history is None:
            raise UserError("this game has no history of its answers (it was saved in an older format, or it is "
                            "a bot's sample of a game): it cannot be undone, replayed or recorded")
        return list(history)

    def undo(self, n: int = 1) -> None:
        """Take back the last ``n`` answers: the state becomes exactly what it was before them (the game
        is replayed from its setup, so nothing the answers changed survives, random draws included)."""
        answers = self._answers()
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= len(answers):
            raise UserError("can undo 0 to {count} answers, not {n!r}", count=len(answers), n=n)
        if n == 0:
            return
        self._become(self.replayed([(p, c) for p, _, c in answers[:len(answers) - n]]))

    def _become(self, earlier: Game) -> None:
        """Take ``earlier``'s state as this game's own (the state object stays the one callers hold)."""
        self.state.clear()
        self.state.update(earlier.state)
        self._vm = VM(self.ruleset, self.state)

    def take_back(self, player: str, answers: int = 1) -> int:
        """Take back ``player``'s last ``answers`` answers and every answer since, as a person playing bots
        may (a front end that took several units from one typed answer takes them back together); how many
        answers went in all. All of them or none: refused (``UserError``) once the game is over, or when
        a secret decision was revealed or something drawn at random since any of them: choosing again
        would use what was hidden."""
        if type(answers) is not int or answers < 1:
            raise UserError("answers to take back must be a whole number of at least 1, not {answers}",
                            answers=clipped(answers))
        earlier: Game = self
        for _ in range(answers):
            earlier = before_last_answer(earlier, player)
        count = len(self._answers()) - len(earlier._answers())
        self._become(earlier)
        return count

    def replayed(self, moves: list[tuple[str, Any]]) -> Game:
        """A new game from this one's setup and players, with ``moves`` (player, choice) answered."""
        if not isinstance(moves, list | tuple) or not all(isinstance(m, list | tuple) and len(m) == 2 for m in moves):
            raise UserError("moves must be a list of (player, choice) pairs, not {moves}", moves=clipped(moves))
        return _replay(self.ruleset, self.state["setup"], self.state["players"], moves)

    def record(self) -> dict[str, Any]:
        """The game as a compact, shareable record: its setup, seating and every answer (seat number
        and option). :func:`regla.load_record` plays it back to exactly this state."""
        seats = {p: i for i, p in enumerate(self.state["players"])}
        # a copy: a record is edited and shared (its seed left out, say) without touching the game
        return copied({"regla-record": RECORD_FORMAT, "setup": self.state["setup"],
                       "players": list(self.state["players"]), "moves": [[seats[p], c] for p, _, c in self._answers()]})

    # -- saving -----------------------------------------------------------------------------------
    def to_json(self) -> str:
        # key order is part of the state: iteration follows it, so it must survive a reload
        return json.dumps(self.state, separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(cls, ruleset: Ruleset, text: str, *, check_moves: bool = False) -> Game:
        """A saved game (:meth:`to_json`) on ``ruleset``, checked as :meth:`from_state` checks it.
        :func:`regla.load_game` finds the ruleset from the save itself."""
        _check_ruleset(ruleset)
        return cls._checked(ruleset, read_save(text), text, check_moves=check_moves)

    @classmethod
    def from_state(cls, ruleset: Ruleset, state: dict[str, Any], *, check_moves: bool = False) -> Game:
        """A game on (a copy of) a saved state of the current format, refused with a one-line
        :class:`UserError` unless it is a position of ``ruleset``'s game: players, areas, tokens, cards
        and blocks known, pieces adding up, pending decisions well formed. With ``check_moves`` its own
        moves, replayed from its setup, must also lead to exactly that state."""
        _check_ruleset(ruleset)
        try:
            text = json.dumps(state, separators=(",", ":"), ensure_ascii=False)
        except (TypeError, ValueError, RecursionError):
            raise UserError("broken save: not plain JSON data") from None
        # the game gets a state of its own, read as a save is, in which no list or mapping is held twice
        return cls._checked(ruleset, read_save(text), text, check_moves=check_moves)

    @classmethod
    def _checked(cls, ruleset: Ruleset, state: dict[str, Any], text: str | bytes | None = None, *,
                 check_moves: bool = False) -> Game:
        """:meth:`from_state` of a state read from JSON (nothing else holds it), given the save's ``text``
        too when there is one: a save :meth:`to_json` wrote is then compared as text, one encoding
        instead of two."""
        # a program's lists and mappings are values, never held in two places (regla.engine.values.owned),
        # so the state read back is all there is to the game: it plays on exactly as the saved one would
        if check_moves:
            again = cls._replays_exactly(ruleset, state, text)
            if again is not None:
                return again
        check_shape(state)
        check_save(ruleset, state)
        game = cls(ruleset, state)
        if check_moves and state["history"] is not None:
            try:
                again = game.replayed([(p, c) for p, _, c in state["history"]])
            except ReglaError as exc:
                raise UserError("broken save: its moves cannot be replayed: {reason}", reason=exc) from None
            check_moves_lead_to(ruleset, state, again.state)
            return again
        return game

    @classmethod
    def _replays_exactly(cls, ruleset: Ruleset, state: dict[str, Any], text: str | bytes | None) -> Game | None:
        """The common case, at the cost of a replay: the save's moves, replayed from its setup, give
        exactly the saved state (so every other check would pass); that replayed game. Anything odd on
        the way, however malformed, only means the full checks run and name what is wrong."""
        try:
            history = state["history"]
            # a seating the game does not allow, or another game's setup, replays as consistently as any other
            seed = state["setup"].get("seed", 0)
            # a seed past 64 bits replays as its low 64 bits would: the shape check names it instead
            if type(history) is not list or players_problem(ruleset, state["players"]) or state["setup"].get(
                    "game", ruleset.id) != ruleset.id or not seed_fits(seed):
                return None
            again = _replay(ruleset, state["setup"], state["players"], [(p, c) for p, _, c in history])
            if (isinstance(text, str) and again.to_json() == text) or same_state(again.state, state):
                return again
        except Exception:
            return None
        return None

    def clone(self, *, share_log: bool = False) -> Game:
        """An independent copy: the plain-data state copied in C (the ruleset is shared).

        ``share_log``: the copy has a log and a history of its own, but shares their entries (events,
        answers) with this game. The engine never changes an entry once written, so this is safe for
        search (bots clone at every step), and cheaper by the size of the log; a caller who edits
        entries in place clones without it."""
        state = self.state
        if not share_log:
            return Game(self.ruleset, marshal.loads(marshal.dumps(state)))
        copied = marshal.loads(marshal.dumps({k: v for k, v in state.items() if k not in ("log", "history")}))
        copied["log"] = list(state["log"])
        if "history" in state:
            copied["history"] = None if state["history"] is None else list(state["history"])
        return Game(self.ruleset, {k: copied[k] for k in state})


def _replay(ruleset: Ruleset, setup: dict[str, Any], players: list[str], moves: list[tuple[str, Any]]) -> Game:
    game = Game.start(ruleset, list(players), setup.get("seed", 0), setup)
    for number, (player, choice) in enumerate(moves, 1):
        try:
            game.apply(player, choice, atomic=False)
        except IllegalChoice as exc:
            raise UserError("move {number} cannot be replayed: {reason}", number=number, reason=exc) from None
    return game


def _check_ruleset(ruleset: Any) -> None:
    # the engine cannot name the loader's class (it sits in a layer above): a ruleset is known by the
    # compiled blocks every game runs
    if not hasattr(ruleset, "block_functions"):
        raise UserError("ruleset must be one regla.load gave, not {ruleset}", ruleset=clipped(ruleset))
