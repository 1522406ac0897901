"""Scoring instructions: score areas now, one at a time, in the order the chooser picks."""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, Any

try:
    import cython
except ImportError:  # plain Python without Cython: the type declarations change nothing
    from .. import cythonless as cython

from pydantic import Field

from ..bounds import MAX_INT_BITS, STEP_BUDGET, OutOfSteps, within_bits
from ..limits import logged
from ..scoring import paid, paid_ranks
from .base import NEXT, PUSHED, Amount, ArgModel, Frame, Op, register

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


@cython.locals(state=dict, here=dict, score=dict, tokens=dict, standing=list)
def score_area(vm: VM, area: str, first_only: bool = False) -> None:
    """Score one area into the players' totals and log every award: the rank awards (see
    :func:`~regla.engine.scoring.paid`), then the sole leader's bonuses. One pass over the players'
    counts, the awards as plain tuples: an area is scored some forty times a game."""
    state = vm.state
    ruleset = vm.ruleset
    here = state["pieces"][area]
    score = state["score"]
    log = state["log"]
    # the area's values now: a value-carrying token lying on it replaces the printed ones
    tokens = state["tokens"]
    for token, token_values in ruleset.value_tokens.items():
        if tokens[token] == area:
            values = token_values
            break
    else:
        values = ruleset.area_values[area]
    limit = paid_ranks(values, state["vars"].get("rank_limit"), first_only)
    awards = None
    # an area nobody stands on (many are, early on) pays nobody: no ranks to work out
    if here:
        standing = []
        for player in state["players"]:
            n = here.get(player, 0)
            if n > 0:
                standing.append((n, player))
        if standing:
            if len(standing) > 1:
                standing.sort(key=_COUNT, reverse=True)
            awards = paid(standing, values, limit)
            if len(standing) == 1 or standing[1][0] < standing[0][0]:
                leader = standing[0][1]
                for bonus_token, player_token, points, reason in ruleset.leader_bonuses:
                    on_token = bonus_token is not None and tokens[bonus_token] == area
                    if (player_token is not None and tokens[player_token + leader] == area) or on_token:
                        awards.append((leader, points, reason, 0))
    if awards:
        for player, points, reason, rank in awards:
            total = score[player] + points
            if total.bit_length() > MAX_INT_BITS:
                within_bits(total, "a score")
            score[player] = total
            log.append({"event": "score", "area": area, "player": player, "points": points, "reason": reason,
                        "rank": rank})
        # an event logged is a step: a program scoring a long list of areas over and over runs out of steps
        # as it fills the log, not when the log has filled the memory
        vm.work += len(awards)
    else:
        log.append({"event": "score", "area": area, "player": None, "points": 0, "reason": "nobody",
                    "rank": 0})
        vm.work += 1
    if vm.work > STEP_BUDGET:
        raise OutOfSteps


_COUNT = itemgetter(0)


@register
class Score(Op):
    """Score a list of areas. With several, the chooser picks which goes next until all are done; the
    guard window opens before each area is scored, so the rest of a multi-area scoring can be stopped."""

    name = "score"
    is_step = True
    announces = True

    class Args(ArgModel):
        areas: Any
        first_only: bool = Field(False, description="only a lone leader is paid, the first value")
        chooser: Any = Field(None, description="who orders the areas; None keeps the list's order")

    def compile(self, args: Any, c: Compiler) -> Any:
        chooser = c.expr(args.chooser, "chooser") if args.chooser is not None else None
        return c.expr(args.areas, "areas"), args.first_only, chooser


    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        areas, first_only, chooser = a
        s = frame["s"]
        if s is None:
            left = list(areas.fn(vm))
            if chooser is None and "g" not in frame:
                # nobody orders the areas and no reaction can stop the rest (a general scoring): they are
                # scored one after the other, with no decision between them to keep the rest for
                for area in left:
                    score_area(vm, area, first_only)
                return NEXT
            s = frame["s"] = {"left": left}
        left = s["left"]
        if "ans" in s:
            s["go"] = s.pop("ans")
        while left:
            if "go" not in s:
                if chooser is not None and len(left) > 1:
                    return vm.ask(frame, chooser.fn(vm), "score-next", list(left))
                s["go"] = left[0]
            # before each area is scored (the first and every next one) a reaction may stop the rest
            if "g" in frame and vm.window(frame, f"r{len(left)}"):
                return PUSHED
            area = s.pop("go")
            left.remove(area)
            score_area(vm, area, first_only)
        return NEXT


RULES_GIVE = "rules"
"""The reason of points ``add_score`` gives unless told another (a bonus's id): the rules give them."""


@register
class AddScore(Op):
    """Add points (or take them away) from one player's score; a score never drops below ``floor``."""

    name = "add_score"

    class Args(ArgModel):
        player: Any = "me"
        points: Amount
        floor: Any = Field(None, description="expression: the lowest the score may fall to (None: no limit)")
        at: Any = Field(None, description="expression: the area or zone the log names as the source")
        reason: str = RULES_GIVE

    def compile(self, args: Any, c: Compiler) -> Any:
        floor = c.expr(args.floor, "floor") if args.floor is not None else None
        return c.expr(args.player, "player"), c.expr(args.points, "points"), floor, c.expr(args.at, "at"), args.reason

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        player_e, points_e, floor_e, at_e, reason = a
        player, points = vm.eval(player_e), vm.eval(points_e)
        score = vm.state["score"]
        new = score[player] + points
        if floor_e is not None:
            new = max(new, vm.eval(floor_e))
        if type(new) is not int:
            raise TypeError(f"a score is a whole number, not {new!r}")
        # a score is within the integers' bound, as every number a program works out is: a save of a
        # longer one could not be written, nor the score shown
        within_bits(new, "a score")
        if new != score[player]:
            vm.state["log"].append({"event": "score", "area": logged(vm, vm.eval(at_e)), "player": player,
                                    "points": within_bits(new - score[player], "points"), "reason": reason,
                                    "rank": 0})
        score[player] = new
        return NEXT
