"""Tokens: single named pieces that stand on an area (or off the board) and may be moved."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

try:
    import cython
except ImportError:  # plain Python without Cython: the type declarations change nothing
    from .. import cythonless as cython

from pydantic import Field

from ...errors import InternalError
from .. import functions as fn
from .base import NEXT, PUSHED, ArgModel, Frame, Op, register
from .places import Where, compile_where, resolve_areas

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


def _unlocked(vm: VM, token: str, dest: str) -> None:
    """A token moves neither onto nor off an area another locking token holds (the locking token
    itself may leave)."""
    tokens = vm.state["tokens"]
    for lock in vm.ruleset.locking_tokens:
        if lock != token and tokens[lock] in (tokens[token], dest):
            raise InternalError(f"tokens changed on {tokens[lock]}, locked by {lock}")


@register
class PlaceToken(Op):
    """Put a token on an area with no decision (setting up)."""

    name = "place_token"

    class Args(ArgModel):
        token: Any
        at: Any

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.token, "token"), c.area_expr(args.at, "at")

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        tokens, token, at = vm.state["tokens"], a[0].fn(vm), a[1].fn(vm)
        if token not in tokens:
            raise ValueError(f"{token!r} is not a token of the game")
        if at is not None and at not in vm.ruleset.areas and at not in vm.ruleset.zones:
            raise ValueError(f"{at!r} is not an area or zone of the board")
        tokens[token] = at
        return NEXT


@register
class MoveToken(Op):
    """The chooser moves one of the given tokens to an area.

    A token on a locked area cannot leave it unless it is the locking token itself; the destination is
    never locked and never the area the token is on. The guard window opens once the destination is
    named, before the token moves.
    """

    name = "move_token"
    is_step = True
    announces = True

    class Args(ArgModel):
        chooser: Any = "me"
        tokens: Any
        to: Where
        kind: str = "token"
        can_pass: bool = Field(False, description="the chooser may leave the token where it is")

    def compile(self, args: Any, c: Compiler) -> Any:
        return (c.expr(args.chooser, "chooser"), c.expr(args.tokens, "tokens"),
                compile_where(args.to, c, "to"), args.kind, args.can_pass)


    @cython.locals(frame=dict, s=dict, tokens=dict)
    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        chooser, tokens_e, to_w, kind, can_pass = a
        tokens = vm.state["tokens"]
        s = frame["s"]
        if s is None:
            locking = vm.ruleset.locking_tokens
            movable = [t for t in tokens_e.fn(vm)
                       if t in locking or tokens[t] is None or not fn.locked(vm, tokens[t])]
            s = frame["s"] = {"who": chooser.fn(vm), "movable": movable}
        if "ans" in s:
            answer = s.pop("ans")
            if s.pop("q") == "token":
                s["token"] = answer
            elif answer is None:
                return NEXT
            else:
                s["go"] = answer
        if "go" in s:
            # the destination is announced: a reaction may stop the move before the token goes
            if vm.window(frame, "go"):
                return PUSHED
            answer = s.pop("go")
            _unlocked(vm, s["token"], answer)
            tokens[s["token"]] = answer
            vm.state["log"].append({"event": "token", "player": s["who"], "token": s["token"], "to": answer})
            return NEXT
        if "token" not in s:
            if not s["movable"]:
                return NEXT
            if len(s["movable"]) > 1:
                s["q"] = "token"
                return vm.ask(frame, s["who"], f"{kind}-which", list(s["movable"]))
            s["token"] = s["movable"][0]
        here = tokens[s["token"]]
        dests: list[Any] = [d for d in resolve_areas(vm, to_w) if d != here]
        if can_pass:
            dests.append(None)
        if not dests or dests == [None]:
            return NEXT
        s["q"] = "to"
        return vm.ask(frame, s["who"], f"{kind}-to", dests, token=s["token"])
