"""``shlo run --trace-nan`` / ``--trace-inf`` (issue #14 point 2): stop at the first executed op whose
result has a NaN (an infinity) that none of its operands had, and say which op, where in the program and in
its loops, and what its operands held."""
from __future__ import annotations

from typing import Sequence

from ..interpreter.errors import InterpreterError
from ..interpreter.observe import Observer
from ..ir.nodes import Module, Op
from .signature import location_name
from .summary import non_finite_counts, summarize


class NonFiniteFound(InterpreterError):
    """The op that made the first NaN/Inf; located at the op (``file:line:col``, source line, caret), then
    its name stack, its place in loops, and a summary of each operand and result."""

    def __init__(self, message: str, details: list[str]):
        super().__init__(message)
        self.details = details

    def __str__(self) -> str:
        return "\n".join([super().__str__(), *self.details])


class NonFiniteTracer(Observer):
    """Raises ``NonFiniteFound`` after the first op that turns operands without NaN (``nan``) or infinities
    (``inf``) into a result with them. Ops without operands are not watched: a ``constant`` of ``-inf`` (the
    init of a max reduction) is written in the program, not made by the run."""

    def __init__(self, module: Module, nan: bool = True, inf: bool = False):
        super().__init__()
        self.module = module
        self.watch = (nan, inf)

    def after(self, op: Op, operands: Sequence[object], results: Sequence[object]) -> None:
        if not operands:
            return  # constants (a reduction's -inf init) are written in the program, not made by the run
        made = [non_finite_counts(r) for r in results]
        if not any(count and watched for counts in made for count, watched in zip(counts, self.watch)):
            return
        had = [non_finite_counts(v) for v in operands]
        new = [index for index, watched in enumerate(self.watch)  # 0: NaN, 1: Inf
               if watched and any(m[index] for m in made) and not any(h[index] for h in had)]
        if not new:
            return  # the operands had them already: not where they started
        index = new[0]
        kind = ("NaN", "Inf")[index]
        counts = ", ".join(f"result #{i}: {m[index]} of {getattr(r, 'size', 1)}"
                           for i, (m, r) in enumerate(zip(made, results)) if m[index])
        details = [f"  name stack: {location_name(op.location, self.module) or '(none recorded)'}"]
        place = self.describe_place()
        if place:
            details.append(f"  in a loop:{place}")
        details += [f"  operand #{i}: {summarize(v)}" for i, v in enumerate(operands)]
        details += [f"  result #{i}: {summarize(r)}" for i, r in enumerate(results)]
        raise NonFiniteFound(f"the first {kind} of the run: {counts} element(s), from operands without "
                             f"{kind}", details)
