"""All cores for big arrays (issue #26 point 6): programs of 16M-element f32 arrays run on one thread and on N
(``STABLEHLO_PY_THREADS``), beside NumPy alone (one thread, the same numerics: f32 transcendentals computed in
float64 and rounded once, as shlo's default). Target: 1 thread / N threads >= 1.6x on 2 cores for the chain.

Run: OPENBLAS_NUM_THREADS=1 python benchmarks/threads.py [--repeat N] [--threads N]
Times are the best of N interleaved rounds (``bench_programs.interleaved_best``): the machine is shared, so a
slow spell falls on every column of the rounds it lasts; read the ratios. The results of N threads are checked
equal to one thread's, bit for bit.
"""
from __future__ import annotations

import os

import numpy as np
from bench_programs import arguments, interleaved_best, ratio, seconds, warm_up  # same folder
from rich.console import Console
from rich.table import Table

import stablehlo_py
from stablehlo_py.interpreter.parallel import THREADS_VARIABLE, resolve_threads

N = 1 << 24
SIDE = 1 << 12  # 4096 x 4096 = N
V = f"tensor<{N}xf32>"
M = f"tensor<{SIDE}x{SIDE}xf32>"


def _wide(fn):
    """``fn`` of float32 values computed in float64 and rounded once (shlo's default numerics)."""
    return lambda x: fn(x.astype(np.float64)).astype(np.float32)


CASES = [
    ("exp(x) * y + z", f"""func.func @main(%x: {V}, %y: {V}, %z: {V}) -> {V} {{
  %e = stablehlo.exponential %x : {V}
  %m = stablehlo.multiply %e, %y : {V}
  %a = stablehlo.add %m, %z : {V}
  return %a : {V}
}}""", 3, lambda x, y, z: _wide(np.exp)(x) * y + z),
    ("tanh(x)", f"""func.func @main(%x: {V}) -> {V} {{
  %t = stablehlo.tanh %x : {V}
  return %t : {V}
}}""", 1, _wide(np.tanh)),
    ("x * y + z", f"""func.func @main(%x: {V}, %y: {V}, %z: {V}) -> {V} {{
  %m = stablehlo.multiply %x, %y : {V}
  %a = stablehlo.add %m, %z : {V}
  return %a : {V}
}}""", 3, lambda x, y, z: x * y + z),
    ("convert f32 -> f16", f"""func.func @main(%x: {V}) -> tensor<{N}xf16> {{
  %c = stablehlo.convert %x : ({V}) -> tensor<{N}xf16>
  return %c : tensor<{N}xf16>
}}""", 1, lambda x: x.astype(np.float16)),
    ("sum of rows 4096x4096", f"""func.func @main(%x: {M}) -> tensor<{SIDE}xf32> {{
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1]
    : ({M}, tensor<f32>) -> tensor<{SIDE}xf32>
  return %s : tensor<{SIDE}xf32>
}}""", 1, lambda x: np.add.reduce(x.reshape(SIDE, SIDE), axis=1)),
]


def main() -> None:
    parser = arguments(__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=None, help="N [default: STABLEHLO_PY_THREADS, else the cores]")
    args = parser.parse_args()
    threads = args.threads or resolve_threads()
    warm_up()
    rng = np.random.default_rng(0)
    operands = [rng.standard_normal(N).astype(np.float32) for _ in range(3)]
    table = Table(title=f"{N:,} f32 elements: 1 thread vs {threads} (best of N interleaved rounds; shared machine)")
    for column in ("program", "shlo 1 thread", f"shlo {threads} threads", "speed-up", "NumPy alone", "identical"):
        table.add_column(column, justify="left" if column == "program" else "right")
    for name, text, arity, numpy_fn in CASES:
        module = stablehlo_py.parse_text(text)
        inputs = [x.reshape(SIDE, SIDE) if "4096x4096" in name else x for x in operands[:arity]]

        def shlo(count: int, m=module, a=inputs):
            os.environ[THREADS_VARIABLE] = str(count)  # read when the run starts
            return m.run(*a)

        identical = all(np.array_equal(p, q) for p, q in zip(shlo(1), shlo(threads)))
        best = interleaved_best([lambda: shlo(1), lambda: shlo(threads), lambda a=inputs: numpy_fn(*a)], args.repeat)
        table.add_row(name, seconds(best[0]), seconds(best[1]), ratio(best[0], best[1]), seconds(best[2]),
                      "yes" if identical else "NO")
    Console().print(table)


if __name__ == "__main__":
    main()
