"""What the spec's numerics cost alone in issue #12's programs that miss their targets: the NumPy calls that
compute their f32 transcendental ops as shlo must (in float64, rounded once: the reference interpreter's
``mapWithUpcastToDouble``; ``UPCAST_UNARY`` of interpreter/kernels/elementwise.py), on the programs' shapes,
with nothing else of the programs around them.

Run: OPENBLAS_NUM_THREADS=1 python benchmarks/numerics_floors.py

- ``elementwise_chain`` (``x = tanh(x + y) * y`` 3,500 times on f32[32], target <= 4 ms): its 3,500 tanh
  calls, and its 7,000 adds and multiplies;
- ``torch_lstm2`` / ``torch_gru2`` (2 layers of 20 steps, batch 4, hidden 32; loop-free, target <= 2x XLA):
  the gates' logistic (one call over the gates that share it, as the generated code makes it) and tanh of
  each of the 40 cell steps.
"""
from __future__ import annotations

import timeit

import numpy as np

from stablehlo_py.interpreter.kernels.elementwise import UPCAST_UNARY

LOGISTIC, TANH = UPCAST_UNARY["stablehlo.logistic"], UPCAST_UNARY["stablehlo.tanh"]


def in_f64(fn, x: np.ndarray) -> np.ndarray:
    """``fn`` of ``x`` as shlo's generated code computes an f32 transcendental op of a static shape
    (``upcast_unary_plan``'s expression: ``astype``, ``fn`` in place, ``astype``), on a float64 copy, rounded
    once; ``floats.in_f64_for``, the general path, makes more checks, and a floor measures the cheapest."""
    wide = x.astype(np.float64)
    return fn(wide, out=wide).astype(x.dtype)


def best(fn, number: int) -> float:
    """The best time of one call of ``fn`` over 9 batches of ``number`` calls."""
    return min(timeit.repeat(fn, number=number, repeat=9)) / number


def main() -> None:
    rng = np.random.default_rng(0)
    x = rng.standard_normal(32).astype(np.float32)
    tanh = 3500 * best(lambda: in_f64(TANH, x), 2000)
    arithmetic = 7000 * best(lambda: np.add(x, x), 5000)
    print(f"elementwise_chain: 3,500 f32 tanh[32] in float64 {tanh * 1e3:.2f} ms, 7,000 f32 add/multiply[32] "
          f"{arithmetic * 1e3:.2f} ms: {(tanh + arithmetic) * 1e3:.2f} ms of NumPy calls (target <= 4 ms)")
    gates, cell = (rng.standard_normal(s).astype(np.float32) for s in ((1, 4, 128), (1, 4, 32)))
    lstm = 40 * best(lambda: (in_f64(LOGISTIC, gates), in_f64(TANH, cell), in_f64(TANH, cell)), 500)
    gru = 40 * best(lambda: (in_f64(LOGISTIC, gates[..., :64]), in_f64(TANH, cell)), 500)
    print(f"torch_lstm2: 40 cell steps' logistic[1x4x128] and 2 tanh[1x4x32] in float64: {lstm * 1e6:.0f} us")
    print(f"torch_gru2: 40 cell steps' logistic[1x4x64] and tanh[1x4x32] in float64: {gru * 1e6:.0f} us")


if __name__ == "__main__":
    main()
