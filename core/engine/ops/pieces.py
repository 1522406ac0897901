"""Pieces: moved one unit at a time or transferred in bulk.

Pieces are counted per location and owner; where they may come from and go to is worked out in
:mod:`.places`, which moves them too (:func:`~.places.shift`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

try:
    import cython
except ImportError:  # plain Python without Cython: the type declarations change nothing
    from .. import cythonless as cython

from pydantic import Field

from ..bounds import STEP_BUDGET, OutOfSteps
from ..closures import inlined
from .base import NEXT, PUSHED, Amount, ArgModel, Frame, Op, assigned, register, windowed
from .places import Places, Where, compile_where, resolve_areas, shift

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..expr import Expr
    from ..vm import VM


class Group(ArgModel):
    """Some of a move's owners with a limit of their own (``count`` units at most from these owners)."""

    owners: Any
    count: Amount


def _place(expr: Expr) -> Expr | str:
    """A place written as a quoted name (``"'home'"``) as the name itself, read with no call; else the expression."""
    return expr.constant if expr.is_constant and type(expr.constant) is str else expr


@register
class Transfer(Op):
    """Move up to ``count`` of one player's pieces between two locations, with no decision."""

    name = "transfer"
    is_step = True

    class Args(ArgModel):
        player: Any = "me"
        from_: Any = Field(alias="from")
        to: Any
        count: Amount = "all"
        as_: str | None = Field(None, alias="as")

    def compile(self, args: Any, c: Compiler) -> Any:
        count = None if args.count == "all" else c.expr(args.count, "count")
        return (c.expr(args.player, "player"), _place(c.area_expr(args.from_, "from")),
                _place(c.area_expr(args.to, "to")), count, args.as_)

    def targets(self, a: Any) -> frozenset[str]:
        return frozenset({a[4]} if a[4] else ())

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        # a transfer is made some sixty times a game: written out, it saves its call and its expressions'
        # (the player, the places, what the player has there, then the count: in the order they always were)
        player, source, dest, count, as_ = a
        namespace["_shift"] = shift
        prelude, value = inlined(player, f"{name}_player", namespace)
        lines = [*prelude, f"p = {value}"]
        for label, place in (("src", source), ("dst", dest)):
            if type(place) is str:
                namespace[f"{name}_{label}"] = place
                lines.append(f"{label} = {name}_{label}")
            else:
                prelude, value = inlined(place, f"{name}_{label}", namespace)
                lines += [*prelude, f"{label} = {value}"]
        lines += ["state = vm.state", 'have = state["pieces"][src].get(p, 0)']
        if count is None:
            lines.append("n = have")
        else:
            prelude, value = inlined(count, f"{name}_count", namespace)
            lines += [*prelude, f"n = max(0, min(have, {value}))"]
        lines += ["if n:", '    tokens = state["tokens"]', "    for token in vm.ruleset.locking_tokens:",
                  "        if tokens[token] in (src, dst):", "            n = 0", "            break",
                  "if n:", "    _shift(vm, src, dst, p, n)",
                  '    state["log"].append({"event": "transfer", "player": p, "from": src, "to": dst, "n": n})']
        return windowed(lines + (assigned(as_, "n", True, namespace) if as_ else []))


@register
class Move(Op):
    """Move pieces one at a time: the chooser picks a source (``area:owner``), then a destination.

    ``count`` is the most that may move (``all``: no limit); with ``exactly`` the chooser must go on
    while anything can move, otherwise ``None`` stops. ``one_source`` keeps every unit to the first
    source chosen. The guard window opens once a unit is announced, before it moves. ``groups`` split
    the owners into groups with limits of their own, moved in any order
    ("up to 2 of yours and up to 2 of the others'"): the owners are then the groups' together, and
    ``count`` defaults to the sum of their limits.
    """

    name = "move"
    is_step = True
    announces = True

    class Args(ArgModel):
        chooser: Any = "me"
        owners: Any = "[me]"
        from_: Where = Field(alias="from")
        to: Where
        count: Amount = "all"
        exactly: bool = False
        one_source: bool = False
        kind: str = "move"
        groups: list[Group] = []

    def compile(self, args: Any, c: Compiler) -> Any:
        count = None if args.count == "all" else c.expr(args.count, "count")
        groups = tuple((c.expr(g.owners, "owners"), c.expr(g.count, "count")) for g in args.groups)
        return (c.expr(args.chooser, "chooser"), c.expr(args.owners, "owners"),
                compile_where(args.from_, c, "from"), compile_where(args.to, c, "to"), count,
                args.exactly, args.one_source, f"{args.kind}-from", f"{args.kind}-to", groups)

    @cython.locals(frame=dict, s=dict)
    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        chooser, owners_e, from_w, to_w, count, exactly, one_source, kind_from, kind_to, groups = a
        s = frame["s"]
        if s is None:
            s = frame["s"] = {"n": 0, "limit": None if count is None else count.fn(vm),
                              "owners": list(owners_e.fn(vm)), "who": chooser.fn(vm)}
            if groups:
                # per group: its owners, its limit, how many of its pieces moved so far
                s["g"] = [[list(o.fn(vm)), n.fn(vm), 0] for o, n in groups]
                s["owners"] = [p for g in s["g"] for p in g[0]]
                if count is None:
                    s["limit"] = sum(g[1] for g in s["g"])
        # the destinations of this unit, worked out once: nothing moves between choosing a piece and
        # choosing where it goes, so they are kept (as plain data) across that decision too
        everywhere: list[str] | None = None
        if "ans" in s:
            answer, question = s.pop("ans"), s.pop("q")
            s.pop("asked", None)
            if question == "from":
                everywhere = s.pop("d", None)
                if answer is None:
                    return NEXT
                s["pick"], s["chosen"] = answer, 1
            elif answer is None:
                return NEXT
            else:
                s["go"] = answer
        while True:
            if "go" in s:
                # the unit is announced (which piece, where to): a reaction may stop it before it moves
                # (only a guarded frame has a window to open or an action to count)
                if "g" in frame and vm.window(frame, f"u{s['n']}"):
                    return PUSHED
                dest = s.pop("go")
                location, owner = s.pop("pick").rsplit(":", 1)
                s.pop("chosen", None)
                shift(vm, location, dest, owner, 1)
                s["n"] += 1
                if "g" in s:
                    for group in s["g"]:
                        if owner in group[0]:
                            group[2] += 1
                            break
                s["src"] = location
                vm.state["log"].append({"event": "move", "player": s["who"], "owner": owner, "from": location,
                                        "to": dest, "n": 1})
                # a unit that can only go one way moves with no decision: each unit is a step of the budget
                vm.work += 1
                if vm.work > STEP_BUDGET:
                    raise OutOfSteps
            if "pick" not in s:
                limit, n = s["limit"], s["n"]
                if limit is not None and n >= limit:
                    return NEXT
                everywhere = resolve_areas(vm, to_w, to_w.zones)
                sources = self._sources(vm, s, from_w, everywhere, one_source)
                if not sources:
                    return NEXT
                if len(sources) > 1:
                    s["q"] = "from"
                    s["d"] = everywhere
                    options: list[Any] = sources if exactly else [*sources, None]
                    return vm.ask_with(frame, s["who"], kind_from, options, {"moved": n, "limit": limit})
                s["pick"] = sources[0]
            location = s["pick"].rsplit(":", 1)[0]
            if everywhere is None:
                everywhere = resolve_areas(vm, to_w, to_w.zones)
            # this unit's own list (worked out for it, or taken back from the state): the piece's
            # location is taken out of it in place
            dests: list[Any] = everywhere
            while location in dests:
                dests.remove(location)
            everywhere = None
            # with a single possible source, "stop" is offered here instead of as a source
            if exactly or "chosen" in s:
                if len(dests) == 1:
                    s["go"] = dests[0]
                    continue
            else:
                dests.append(None)
            s["q"] = "to"
            return vm.ask_with(frame, s["who"], kind_to, dests,
                               {"piece": s["pick"], "moved": s["n"], "limit": s["limit"]})

    @staticmethod
    @cython.locals(s=dict, pieces=dict, out=list, here=dict)
    def _sources(vm: VM, s: dict[str, Any], from_w: Places, dests: list[str], one_source: bool) -> list[str]:
        pieces = vm.state["pieces"]
        # off-board supplies are the same locations all game: read as compiled, not worked out
        locations: Sequence[str] = from_w.zones if from_w.zones_only else resolve_areas(vm, from_w, from_w.zones)
        if one_source and "src" in s:
            locations = [s["src"]] if s["src"] in locations else []
        owners = s["owners"]
        if "g" in s:
            owners = [p for members, limit, moved in s["g"] if moved < limit for p in members]
        if not dests:
            return []
        # a location is a source only if some destination differs from it
        first = dests[0]
        only = first if first == dests[-1] and dests.count(first) == len(dests) else None
        out: list[str] = []
        if len(owners) == 1:
            owner = owners[0]
            # mostly a single location (a supply) or a few: a loop, not a comprehension's own call
            for location in locations:
                if location != only and pieces[location].get(owner, 0) > 0:
                    out.append(f"{location}:{owner}")
            return out
        for location in locations:
            if location == only:
                continue
            here = pieces[location]
            for owner in owners:
                if here.get(owner, 0) > 0:
                    out.append(f"{location}:{owner}")
        return out
