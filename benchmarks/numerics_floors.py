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

Each floor is shown beside the same calls in float32 (NumPy's own f32 loops, which are not the spec's numerics:
their results differ from the rounded float64 ones in the last bits): what the programs' transcendental ops
would cost if issue #12's "numerics stay exactly as they are" allowed computing them in their own type.
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


def in_f32(fn, x: np.ndarray) -> np.ndarray:
    """``fn`` of ``x`` in its own type (float32), in place in a copy: the cost ``in_f64`` would have without
    the upcast, for comparison only."""
    copy = x.copy()
    return fn(copy, out=copy)


def best(fn, number: int) -> float:
    """The best time of one call of ``fn`` over 9 batches of ``number`` calls."""
    return min(timeit.repeat(fn, number=number, repeat=9)) / number


def main() -> None:
    rng = np.random.default_rng(0)
    x = rng.standard_normal(32).astype(np.float32)
    tanh, tanh32 = (3500 * best(lambda: way(TANH, x), 2000) for way in (in_f64, in_f32))
    arithmetic = 7000 * best(lambda: np.add(x, x), 5000)
    print(f"elementwise_chain: 3,500 f32 tanh[32] in float64 {tanh * 1e3:.2f} ms (in float32: {tanh32 * 1e3:.2f} ms), "
          f"7,000 f32 add/multiply[32] {arithmetic * 1e3:.2f} ms: {(tanh + arithmetic) * 1e3:.2f} ms of NumPy calls "
          f"(with float32 tanh: {(tanh32 + arithmetic) * 1e3:.2f} ms; target <= 4 ms)")
    gates, cell = (rng.standard_normal(s).astype(np.float32) for s in ((1, 4, 128), (1, 4, 32)))
    lstm, lstm32 = (40 * best(lambda: (way(LOGISTIC, gates), way(TANH, cell), way(TANH, cell)), 500)
                    for way in (in_f64, in_f32))
    gru, gru32 = (40 * best(lambda: (way(LOGISTIC, gates[..., :64]), way(TANH, cell)), 500)
                  for way in (in_f64, in_f32))
    print(f"torch_lstm2: 40 cell steps' logistic[1x4x128] and 2 tanh[1x4x32] in float64: {lstm * 1e6:.0f} us "
          f"(in float32: {lstm32 * 1e6:.0f} us)")
    print(f"torch_gru2: 40 cell steps' logistic[1x4x64] and tanh[1x4x32] in float64: {gru * 1e6:.0f} us "
          f"(in float32: {gru32 * 1e6:.0f} us)")


if __name__ == "__main__":
    main()
