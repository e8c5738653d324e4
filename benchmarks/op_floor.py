"""About the least time an op-by-op NumPy interpreter takes on a program (issue #26: why some models stay above
3x XLA): one NumPy call per elementwise op executed, each at its cheapest, against shlo's and XLA's times.

Run: OPENBLAS_NUM_THREADS=1 PYTHONPATH=. python benchmarks/op_floor.py [--repeat N] [NAME ...] (JAX importable)
(default: every program of ``testdata/bench/programs.json``'s models; without JAX the XLA columns show n/a.)

A run is observed once (``interpreter.observe.Observer``) to count the elementwise ops it executes (loop
iterations and calls included) and the elements of each result. Left out: ops on values computed from
constants alone (generated code folds them when it is made) and ops of up to four elements (generated code
holds those as NumPy scalars or as their elements, computed by Python's operators). Each other elementwise op
is at least one NumPy call making that many elements, unless a rewrite of shlo's makes it part of another
call or no call (a dynamic update slice written in place, a slice read as a view); the floor is the sum, over those ops, of the time
of the cheapest such call: ``np.add`` of two float32 arrays into a third one made before (no allocation, the
fastest loop NumPy has), timed here for each size met. It is a floor for programs of many elementwise ops on
arrays of thousands of elements (special functions' decompositions), where XLA fuses chains of elementwise ops
into a few loops over the elements. Where shlo's rewrites apply it can run under the floor (threefry's rounds).
"""
from __future__ import annotations

import timeit
from collections import Counter

import numpy as np
from bench_programs import (arguments, interleaved_best, jax_or_none, programs, ratio, seconds, warm_up,
                            xla_first_run)  # same folder: run as ``python benchmarks/op_floor.py``
from rich.console import Console
from rich.table import Table

from stablehlo_py.dialect import op_definition
from stablehlo_py.interpreter.observe import Observer
from stablehlo_py.ir.opdef import Trait


_SCALARS = 4  # results of up to this many elements: computed without NumPy calls in generated code


class _ElementwiseCount(Observer):
    """Counts the executed elementwise ops by the elements of their first result, leaving out those on
    values of constants alone (by SSA name: a value of a constant, or of an op on such values only)."""

    def __init__(self) -> None:
        super().__init__()
        self.sizes: Counter[int] = Counter()
        self.constant: set[str] = set()

    def after(self, op, operands, results) -> None:
        if op.name == "stablehlo.constant" or op.operands and not op.regions \
                and all(name in self.constant for name in op.operands):
            self.constant.update(op.results)
            return
        definition = op_definition(op.name)
        if definition is not None and definition.has(Trait.ELEMENTWISE) and results:
            size = int(np.size(results[0]))
            if size > _SCALARS:
                self.sizes[size] += 1


def _cheapest_call(size: int) -> float:
    """Seconds of ``np.add(a, b, out=c)`` on float32 arrays of ``size`` elements (best of several)."""
    a, b, c = (np.ones(size, np.float32) for _ in range(3))
    number = max(10, 200_000 // max(size, 1))
    return min(timeit.repeat(lambda: np.add(a, b, out=c), number=number, repeat=7)) / number


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these programs")
    args = parser.parse_args()
    jax = None if args.no_xla else jax_or_none()
    warm_up()
    table = Table(title="op-by-op floor: one cheapest NumPy call per elementwise op executed")
    for column in ("model", "elementwise ops run", "floor", "shlo", "XLA", "floor/XLA", "shlo/XLA", "shlo/floor"):
        table.add_column(column, justify="left" if column == "model" else "right")
    costs: dict[int, float] = {}
    for program in programs("models"):
        if args.names and program.name not in args.names:
            continue
        module = program.load()
        run = program.runner(module)
        run()  # (verified, generated)
        counter = _ElementwiseCount()
        program.runner(module, counter)()
        for size in counter.sizes:
            if size not in costs:
                costs[size] = _cheapest_call(size)
        floor = sum(costs[size] * n for size, n in counter.sizes.items())
        xla = None
        if jax is not None:
            xla_run, _, _ = xla_first_run(jax, program)
            ours, xla = interleaved_best([run, xla_run], args.repeat)
        else:
            (ours,) = interleaved_best([run], args.repeat)
        table.add_row(program.name, f"{sum(counter.sizes.values()):,}", seconds(floor), seconds(ours), seconds(xla),
                      ratio(floor, xla), ratio(ours, xla), ratio(ours, floor or None))
    Console().print(table)


if __name__ == "__main__":
    main()
