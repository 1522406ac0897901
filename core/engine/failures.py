"""Where a program failed, for its error: the instruction a frame stands at, and the step budget's message."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn

from ..errors import InternalError, Phrase, StepBudgetExceeded
from .bounds import STEP_BUDGET

if TYPE_CHECKING:
    from .ops.base import Frame
    from .vm import VM


def instruction_at(vm: VM, frame: Frame | None) -> Any:
    """The instruction ``frame`` stands at (its block's last one when it stands past the end); for an
    empty block, such as a loop's empty body, the instruction of a frame below that has one."""
    for candidate in [frame, *reversed(vm.stack)] if frame is not None else reversed(vm.stack):
        code = vm.blocks[candidate["b"]]
        if code:
            return code[min(candidate["pc"], len(code) - 1)]
    raise InternalError("no instruction to name: every block on the stack is empty")


def out_of_steps(vm: VM, instr: Any) -> NoReturn:
    """The step budget ran out at ``instr``: inside a card's action the error names the card."""
    root = vm.guard_root()
    if root and root.get("stat"):
        raise StepBudgetExceeded(instr.where, Phrase("card {card!r}: more than {budget} steps without a decision",
                                                     card=root["stat"], budget=STEP_BUDGET))
    raise StepBudgetExceeded(instr.where, Phrase("more than {budget} steps without a decision", budget=STEP_BUDGET))
