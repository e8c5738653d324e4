"""What a kernel gets from its context: ``ctx``, the first argument of every kernel and ``custom_call`` target
(registry.py, custom_calls/), is the running ``Interpreter`` (evaluator.py), and ``KernelContext`` is that
interpreter as kernels, targets and what they call (spmd.py, budget.py) may use it.

The kernels and the targets sit below the evaluator and codegen.py (the import-linter layers of
``stablehlo_py.interpreter`` in pyproject.toml): what they need of the layers above them (running a region or
a function, evaluating one op of a region, a ``custom_call`` target, the interpreters of a process grid) they
reach through these members, never by importing those layers. A member a kernel starts to use is added here
(tests/test_layers.py holds the kernels to this list and the ``Interpreter`` to its members).
"""
from __future__ import annotations

from typing import Protocol, Sequence, runtime_checkable

import numpy as np

from ..ir.nodes import Func, Module, Op, Region
from ..ir.opdef import OpAttributes
from .compiled import CompiledBlock
from .process_grid import Process
from .registry import Kernel


@runtime_checkable
class KernelContext(Protocol):
    """The members of the running interpreter that kernels and ``custom_call`` targets use."""

    module: Module  # the module being run (its ``source_name`` names it in errors)
    funcs: dict[str, Func]  # its functions by name
    numerics: str  # how transcendentals of float32 and narrower are computed (``numerics.floats.NUMERICS``)
    threads: int  # threads the kernels of big arrays may run on (parallel.py)
    strict: bool  # every result is checked against its declared type (strict.py)
    max_memory: int  # the memory budget in bytes (budget.py)
    probe_dir: str | None  # where ``interpreter.probe`` saves values
    rng_seed: int  # the seed of ``stablehlo.rng``'s stream
    rng_generator: np.random.Generator | None  # that stream, made by the first ``rng`` (kernels/rng.py)
    globals: dict  # the values of the module's ``ml_program`` globals by name (kernels/ml_program.py)
    process: Process | None  # its place in a process grid (process_grid.py); None outside a parallel run
    call_depth: int  # ``func.call``s running one inside another (kernels/func.py)
    regions: dict[int, CompiledBlock]  # id of each region of the running function -> its compiled block

    def run_region(self, region: Region, args: Sequence[object]) -> list:
        """Run ``region`` (a body of the op being evaluated) on ``args`` in the current frame."""

    def run_block(self, block: CompiledBlock, args: Sequence[object]) -> list:
        """Run a compiled block (``regions[id(region)]``) on ``args`` in the current frame."""

    def value_of(self, name: str) -> object:
        """The current value of SSA value ``name`` of the running function (one a region reads from outside)."""

    def call(self, name: str, args: Sequence[object]) -> list:
        """Run function ``name`` of the module on ``args``; the values it returns."""

    def evaluation_function(self, op: Op) -> tuple[Kernel, OpAttributes]:
        """The kernel that evaluates ``op`` and its typed attributes (for a kernel running a region's ops itself)."""

    def custom_call_target(self, name: str) -> Kernel:
        """The implementation of ``custom_call @name``."""

    def record_probe(self, probe_id: str, value: object, type_: object) -> None:
        """Keep a probed value (``interpreter.probe``)."""

    def probed(self, probe_id: str, iteration: int) -> tuple[object, object] | None:
        """The ``(value, type)`` probed as ``probe_id`` at ``iteration``, or None."""

    def compile_all(self, generated: bool = False) -> None:
        """Compile every function of the module now (before the threads of a process grid start)."""

    def fork(self, process: Process) -> KernelContext:
        """A context for ``process`` running the regions of this one's current frame (a manual computation's
        body on one device, spmd.py)."""

    def for_process(self, process: Process) -> KernelContext:
        """A fresh context of this module for ``process`` of a new grid (``interpreter.run_parallel``)."""
