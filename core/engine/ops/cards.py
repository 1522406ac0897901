"""Cards: decks, the face-up display, taking a card, running its program, keeping and using it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

try:
    import cython
except ImportError:  # plain Python without Cython: the type declarations change nothing
    from .. import cythonless as cython

from pydantic import Field

from ..bounds import charge
from ..closures import inlined
from ..limits import logged
from ..rng import shuffled
from .base import NEXT, PUSHED, ArgModel, Frame, Op, assigned, register, windowed

if TYPE_CHECKING:
    from ...data.compiler import Compiler
    from ..vm import VM


@cython.locals(state=dict)
def dispose(vm: VM, card: str, to: str) -> None:
    """Send a card away after use: out of the game, or under its deck. Always-available cards return.

    A card put under its deck is logged (an ``under`` event): the table saw it go, so a bot's sample
    keeps it there, below the cards nobody has seen."""
    state = vm.state
    deck = vm.ruleset.card_decks[card]
    if deck in vm.ruleset.always_available:
        state["decks"][deck].insert(0, card)
    elif to == "deck_bottom":
        state["decks"][deck].append(card)
        state["log"].append({"event": "under", "deck": deck, "card": card})
    else:
        state["discard"].append(card)


class _NoArgs(Op):
    class Args(ArgModel):
        pass


@register
class BuildDecks(Op):
    """Make the decks in play (default: all) from their cards, each copy once, and shuffle them."""

    name = "build_decks"

    class Args(ArgModel):
        decks: Any = Field(None, description="expression: the deck ids in play; None for all")

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.decks, "decks")

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        state = vm.state
        in_play = a.fn(vm)
        # a deck some card was seen going under is told to be made anew (a ``deck-built`` event): what the
        # table knew of its bottom is gone. A game that never puts a card under a deck logs nothing here
        log = state["log"]
        charge(vm, len(log))
        under = {event.get("deck") for event in log if event.get("event") == "under"}
        for deck in vm.ruleset.decks:
            if in_play is not None and deck not in in_play:
                continue
            state["decks"][deck] = shuffled(state, vm.ruleset.deck_cards[deck])
            state["display"][deck] = None
            if deck in under:
                state["log"].append({"event": "deck-built", "deck": deck})
        return NEXT


@register
class Reveal(_NoArgs):
    """Turn up the top card of every deck whose display place is empty."""

    name = "reveal"

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        state = vm.state
        for deck in state["decks"]:
            cards = state["decks"][deck]
            if state["display"][deck] is None and cards:
                state["display"][deck] = cards.pop(0)
        return NEXT


@register
class ClearDisplay(Op):
    """Send every card still on display away (``to``: ``discard`` or ``deck_bottom``)."""

    name = "clear_display"

    class Args(ArgModel):
        to: Any = "'discard'"

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.to, "to")

    def run(self, vm: VM, frame: Frame, a: Any) -> int:
        display = vm.state["display"]
        to = a.fn(vm)
        for deck in list(display):
            card = display[deck]
            if card is not None:
                display[deck] = None
                dispose(vm, card, to)
        return NEXT


@register
class TakeCard(Op):
    """The player takes one card from the display."""

    name = "take_card"

    class Args(ArgModel):
        player: Any = "me"
        as_: str = Field(alias="as")

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.player, "player"), args.as_

    def targets(self, a: Any) -> frozenset[str]:
        return frozenset({a[1]})

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        # a card is taken at every turn, asked for and then answered: written out, the taking saves its
        # call, and the player asked is read where the block's frame holds it
        prelude, player = inlined(a[0], f"{name}_player", namespace)
        return ['display = vm.state["display"]',
                'if frame["s"] is None:',
                '    options = []',
                '    for shown in display.values():',
                '        if shown is not None:',
                '            options.append(shown)',
                '    if len(options) > 1:',
                '        frame["s"] = {}',
                '        frame["pc"] = {k}',
                *("        " + line for line in prelude),
                f'        return vm.ask_with(frame, {player}, "take-card", options, {{}})',
                '    card = options[0] if options else None',
                'else:',
                '    card = frame["s"]["ans"]',
                'if card is not None:',
                '    for deck, shown in display.items():',
                '        if shown == card:',
                '            display[deck] = None',
                '            break',
                '    plays = vm.state["stats"]["card_plays"]',
                '    plays[card] = plays.get(card, 0) + 1',
                *assigned(a[1], "card", False, namespace),
                'frame["s"] = None']


@register
class DisposeCard(Op):
    name = "dispose_card"

    class Args(ArgModel):
        card: Any
        to: Any = "'discard'"

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.card, "card"), c.expr(args.to, "to")

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        card_prelude, card = inlined(a[0], f"{name}_card", namespace)
        to_prelude, to = inlined(a[1], f"{name}_to", namespace)
        namespace["_dispose"] = dispose
        return [*card_prelude, f"card = {card}", *to_prelude, f"_dispose(vm, card, {to})"]


@register
class RunCard(Op):
    """Run a card's program for a player as one guarded action: reactions may cancel its rest."""

    name = "run_card"

    class Args(ArgModel):
        card: Any
        player: Any = "me"

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.card, "card"), c.expr(args.player, "player")

    def calls(self, a: Any) -> list[tuple[str, frozenset[str]]]:
        # a card's program then knows at load what the frames below it may hold, and so do the blocks it
        # calls (their variables are read without the walk)
        return [("card:*", frozenset({"me", "card"}))]

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        card_prelude, card = inlined(a[0], f"{name}_card", namespace)
        player_prelude, player = inlined(a[1], f"{name}_player", namespace)
        return ['if frame["s"] is None:',
                '    frame["s"] = {}',
                *("    " + line for line in card_prelude),
                f"    card = {card}",
                *("    " + line for line in player_prelude),
                f"    me = {player}",
                "    if type(me) not in _SCALARS:",
                "        me = _owned(me, vm)",
                "    if type(card) not in _SCALARS:",
                "        card = _owned(card, vm)",
                "    if len(stack) >= _MAX_FRAMES:",
                "        raise _too_deep()",
                # pushed as VM.push would, without its test of what the frames below hold: the blocks of
                # the cards were compiled knowing they run here (see calls)
                '    stack.append({"b": f"card:{card}", "pc": 0, "l": {"me": me, "card": card}, "s": None, "g": 1,'
                ' "gr": 1, "stat": card, "n": 1})',
                '    frame["pc"] = {k}',
                f"    return {PUSHED}",
                'frame["s"] = None']


@register
class MoveItem(Op):
    """Move an item between two per-player list variables (e.g. a spent card back to the hand).

    A move into or out of a private variable is logged (an ``item`` event) so that what the table saw
    of the other players' private entries can be worked out again; the item itself is logged only with
    ``shown`` (everyone sees which item moves: a power card played face up)."""

    name = "move_item"
    is_step = True

    class Args(ArgModel):
        player: Any = "me"
        item: Any
        from_: str = Field(alias="from")
        to: str
        shown: bool = Field(False, description="every player sees which item moves")

    def compile(self, args: Any, c: Compiler) -> Any:
        return c.expr(args.player, "player"), c.expr(args.item, "item"), args.from_, args.to, args.shown

    def emit(self, a: Any, name: str, namespace: dict[str, Any]) -> list[str]:
        # every player moves an item at every round: written out, the move saves its call and those of
        # its expressions
        player_prelude, player = inlined(a[0], f"{name}_player", namespace)
        item_prelude, item = inlined(a[1], f"{name}_item", namespace)
        source, destination, shown = a[2], a[3], a[4]
        namespace["_logged"] = logged
        return windowed([
            *player_prelude, f"player = {player}", *item_prelude, f"item = {item}",
            f"held = vm.vars[{source!r}][player]",
            "if item is not None and item in held:",
            "    held.remove(item)",
            f"    vm.vars[{destination!r}][player].append(item if type(item) in _SCALARS else _owned(item, vm))",
            "    private = vm.ruleset.game.private_vars",
            f"    if {source!r} in private or {destination!r} in private:",
            f"        event = {{'event': 'item', 'player': player, 'from': {source!r}, 'to': {destination!r}}}",
            *(["        event['item'] = _logged(vm, item)"] if shown else []),
            "        vm.state['log'].append(event)"])
