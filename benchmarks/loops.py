"""Loop-heavy programs as JAX exports them (issue #12, "Compile before running"): shlo against a hand-written
NumPy version of each (``numpy_references.py``) and, when JAX is importable, against XLA:CPU.

Run: OPENBLAS_NUM_THREADS=1 python benchmarks/loops.py [--no-xla] [--skip-xla NAME ...] [--repeat N]
(from the project's virtualenv: the XLA columns show n/a; with JAX as well, e.g.
``PYTHONPATH=. /work/devenv/bin/python benchmarks/loops.py``, XLA is timed in the same run.)

Programs (``testdata/bench/``, exported by ``tools/export_bench_models.py``) and issue #12's targets:

- ``fori_sine``: a 3,000-iteration ``fori_loop`` on f32[16] (i32 counter, broadcast scalars, sine, divide):
  <= 15 ms;
- ``lstm_scan``: a 50-step LSTM ``scan``, batch 8, hidden 32: <= 2 ms;
- ``elementwise_chain``: 10,500 elementwise ops on f32[32]: <= 4 ms;
- ``lorenz_rk4``: 10,000 RK4 steps of a Lorenz system (``fori_loop``): >= 10x faster than before issue #12
  (``LORENZ_BEFORE``);
- every program: shlo / NumPy <= 1.5x. Two NumPy versions are timed: with NumPy's float32 ufuncs for sine, exp
  and tanh ("NumPy f32"), and with these computed in float64 and rounded once, as shlo computes them ("NumPy,
  shlo's numerics": the same NumPy work as shlo's, so the ratio is the interpreter's overhead alone; its
  outputs must equal shlo's bit for bit, which the outputs column checks);
- the first run's cost on the 10,500-op chain, (first run - best run) / ops: <= 10 µs per op. A function
  without loops runs through the interpreter's steps on its first call and is compiled to Python on its second
  (evaluator.py, ``worth_generating``), so the chain's second run, which pays for that, is shown too.

Times are the best of N rounds after one warm-up run (shlo's warm-up verifies the module, XLA's compiles it;
both are shown as "first run"), each round running shlo, both NumPy versions and XLA once
(``interleaved_best``: a slow spell of a shared machine falls on all of them). XLA compiles the 10,500-op chain for minutes: ``--skip-xla
elementwise_chain`` leaves it out.
"""
from __future__ import annotations

from bench_programs import (arguments, first_run, interleaved_best, jax_or_none, mismatch, programs, ratio, seconds,
                            warm_up, xla_first_run)  # same folder: run as ``python benchmarks/loops.py``
import numpy as np
from numpy_references import REFERENCES, SPEC_MATH
from rich.console import Console
from rich.table import Table

LORENZ_BEFORE = 3.08  # seconds: shlo on main before issue #12 (31b59a7), the best of three runs (3.08 to 4.59 s)
TARGETS = {"fori_sine": ("<= 15 ms", 15e-3), "lstm_scan": ("<= 2 ms", 2e-3), "elementwise_chain": ("<= 4 ms", 4e-3),
           "lorenz_rk4": (f"<= {LORENZ_BEFORE * 100:.0f} ms (before / 10)", LORENZ_BEFORE / 10)}
COMPILE_TARGET = 10e-6  # seconds per op, first run minus steady state
RATIO_TARGET = 1.5


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("--skip-xla", action="append", default=[], metavar="NAME", help="no XLA for NAME")
    args = parser.parse_args()
    jax = None if args.no_xla else jax_or_none()
    warm_up()
    console = Console()
    table = Table(title="issue #12 loop benchmarks (best of N interleaved rounds after a warm-up run)")
    for column in ("program", "ops", "shlo first run", "shlo", "target", "NumPy f32", "shlo/NumPy f32",
                   "NumPy, shlo's numerics", "shlo/that", "XLA first run", "XLA", "shlo/XLA", "outputs"):
        table.add_column(column, justify="left" if column in ("program", "target", "outputs") else "right")
    compile_line = ""
    for program in programs("loops"):
        module = program.load()
        n_ops = program.n_ops(module)
        run = program.runner(module)
        first, result = first_run(run)
        second, _ = first_run(run)
        reference = REFERENCES[program.name]
        problems = [f"shlo {m}" for m in [mismatch(result, program.expected, program.rtol)] if m]
        problems += [f"NumPy {m}" for m in [mismatch(reference(*program.inputs), program.expected, program.rtol)] if m]
        if not all(np.array_equal(a, b) for a, b in zip(result, reference(*program.inputs, math=SPEC_MATH))):
            problems.append("shlo differs from NumPy with its numerics")
        xla_first = xla_run = None
        if jax is not None and program.name not in args.skip_xla:
            xla_run, xla_first, _ = xla_first_run(jax, program)
        timed = [run, lambda: reference(*program.inputs), lambda: reference(*program.inputs, math=SPEC_MATH)]
        ours, numpy_time, same_numerics, *others = interleaved_best(timed + ([xla_run] if xla_run else []),
                                                                    args.repeat)
        xla = others[0] if others else None
        label, limit = TARGETS[program.name]
        verdict = "[green]met[/]" if ours <= limit else "[red]missed[/]"
        table.add_row(program.name, f"{n_ops:,}", seconds(first), seconds(ours), f"{label} {verdict}",
                      seconds(numpy_time), ratio(ours, numpy_time), seconds(same_numerics), ratio(ours, same_numerics),
                      seconds(xla_first), seconds(xla), ratio(ours, xla),
                      "; ".join(problems) or "match (bit-identical to NumPy with shlo's numerics)")
        if program.name == "elementwise_chain":
            per_op = (first - ours) / n_ops
            compile_line = (f"first-run cost on the {n_ops:,}-op chain: ({seconds(first)} - {seconds(ours)}) / "
                            f"{n_ops:,} ops = {per_op * 1e6:.1f} µs per op (target <= {COMPILE_TARGET * 1e6:.0f} µs; "
                            f"{'met' if per_op <= COMPILE_TARGET else 'missed'}); its second run, which compiles it "
                            f"to Python: {(second - ours) / n_ops * 1e6:.1f} µs per op")
    console.print(table)
    console.print(f"shlo/NumPy target: <= {RATIO_TARGET}x. {compile_line}")
    if jax is None:
        console.print("XLA: n/a (jax is not importable here, or --no-xla)")


if __name__ == "__main__":
    main()
