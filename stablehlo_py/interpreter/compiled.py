"""A function compiled for the evaluation loop (evaluator.py): its values' slots and each block's list of steps
``(kernel, typed attributes, op, operand slots, result slots, slots to free)``, which the evaluator runs and
from which codegen.py writes the function's Python."""
from __future__ import annotations

from dataclasses import field

from ..ir.nodes import Func
from ..ir.records import record


@record(slots=True)
class CompiledBlock:
    """A block ready to run: slots of its arguments, its steps, and the slots it returns."""

    arg_slots: tuple[int, ...]
    steps: list[tuple]
    return_slots: tuple[int, ...]
    arg_types: tuple = ()  # declared types of the arguments (strict evaluation tells batched runs by them)


@record(slots=True)
class CompiledFunc:
    """A Func ready to run: its number of value slots, its entry block and its regions' blocks."""

    func: Func
    n_slots: int
    entry: CompiledBlock
    regions: dict[int, CompiledBlock]  # id(Region) -> its compiled entry block
    slots: dict[str, int]  # SSA name -> slot, for values a region reads from outside (Interpreter.value_of)
    signatures: dict[int, tuple] = field(default_factory=dict)  # id of an op without regions -> ir.nodes.signature
    generated: dict = field(default_factory=dict)  # (strict?, observed, numerics) -> its Python (codegen.py)
    calls: int = 0  # how often it was called: a function without loops runs its steps on its first call
    loops: bool = False  # it holds a ``stablehlo.while``

    def worth_generating(self, policy: str) -> bool:
        """Whether to run it as generated Python: from its second call on, or from the first when it loops
        (writing and compiling the Python costs ~25-30 µs per op, as much as several runs of a program of small ops
        through the steps: a function called once is not worth it), unless
        ``STABLEHLO_PY_GENERATE`` says ``always`` (the project's tests) or ``never``."""
        self.calls += 1
        if policy != "auto":
            return policy == "always"
        return self.calls > 1 or bool(self.generated) or self.loops
