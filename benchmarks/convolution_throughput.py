"""Convolution throughput and memory: a 3x3 SAME convolution of an 8x32x32x64 NHWC f32 batch to 64 features.

Run: OPENBLAS_NUM_THREADS=1 python benchmarks/convolution_throughput.py
Also the relu that follows it, ``maximum`` with a zero constant, against one ``np.maximum``.

Targets (issue #12): within 1.3x of one ``np.matmul`` with the same FLOPs, (8*32*32, 9*64) @ (9*64, 64)
(both timed best-of, alternating, as the machine is shared); peak memory allocated while the
convolution runs, besides its result, at most 2x the input (``tracemalloc``, which sees NumPy's
allocations).
"""
from __future__ import annotations

import time
import tracemalloc

import numpy as np

import stablehlo_py

BATCH, SIZE, FEATURES, OUT_FEATURES, KERNEL = 8, 32, 64, 64, 3
LHS = f"tensor<{BATCH}x{SIZE}x{SIZE}x{FEATURES}xf32>"
RHS = f"tensor<{KERNEL}x{KERNEL}x{FEATURES}x{OUT_FEATURES}xf32>"
RESULT = f"tensor<{BATCH}x{SIZE}x{SIZE}x{OUT_FEATURES}xf32>"
PROGRAM = f"""
func.func @main(%x: {LHS}, %w: {RHS}) -> {RESULT} {{
  %y = stablehlo.convolution(%x, %w)
    dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {{stride = [1, 1], pad = [[1, 1], [1, 1]]}}
    {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}}
    : ({LHS}, {RHS}) -> {RESULT}
  return %y : {RESULT}
}}
"""
RELU = f"""
func.func @main(%y: {RESULT}) -> {RESULT} {{
  %zero = stablehlo.constant dense<0.0> : {RESULT}
  %r = stablehlo.maximum %y, %zero : {RESULT}
  return %r : {RESULT}
}}
"""
TIME_TARGET, MEMORY_TARGET = 1.3, 2.0


def best_times(fns, repeat: int) -> list[float]:
    """The best of ``repeat`` runs of each function, the functions taking turns (so that load on a shared
    machine hits them alike)."""
    best = [float("inf")] * len(fns)
    for _ in range(repeat):
        for i, fn in enumerate(fns):
            start = time.perf_counter()
            fn()
            best[i] = min(best[i], time.perf_counter() - start)
    return best


def peak_extra_bytes(fn) -> tuple[int, int]:
    """The peak of the memory ``fn`` allocates while it runs, and the size of what it returns."""
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    tracemalloc.reset_peak()
    result = fn()
    peak = tracemalloc.get_traced_memory()[1] - base
    tracemalloc.stop()
    return peak, sum(np.asarray(r).nbytes for r in (result if isinstance(result, (list, tuple)) else [result]))


def main() -> None:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((BATCH, SIZE, SIZE, FEATURES)).astype(np.float32)
    w = rng.standard_normal((KERNEL, KERNEL, FEATURES, OUT_FEATURES)).astype(np.float32)
    module = stablehlo_py.parse_text(PROGRAM)
    module.run(x, w)  # warm-up: compiles the function, loads the op modules
    a = rng.standard_normal((BATCH * SIZE * SIZE, KERNEL * KERNEL * FEATURES)).astype(np.float32)
    b = rng.standard_normal((KERNEL * KERNEL * FEATURES, OUT_FEATURES)).astype(np.float32)
    conv_time, matmul_time = best_times([lambda: module.run(x, w), lambda: np.matmul(a, b)], repeat=15)
    peak, result_bytes = peak_extra_bytes(lambda: module.run(x, w))
    (y,) = module.run(x, w)
    relu = stablehlo_py.parse_text(RELU)
    relu.run(y)
    zero = np.zeros_like(y)
    relu_time, maximum_time = best_times([lambda: relu.run(y), lambda: np.maximum(y, zero)], repeat=15)

    gflop = 2 * a.shape[0] * a.shape[1] * b.shape[1] / 1e9
    ratio = conv_time / matmul_time
    extra = (peak - result_bytes) / x.nbytes
    print(f"convolution {BATCH}x{SIZE}x{SIZE}x{FEATURES} * {KERNEL}x{KERNEL}x{FEATURES}x{OUT_FEATURES} "
          f"(SAME): {conv_time * 1e3:.1f} ms ({gflop / conv_time:.1f} GFLOP/s)")
    print(f"np.matmul ({a.shape[0]}, {a.shape[1]}) @ ({b.shape[0]}, {b.shape[1]}): {matmul_time * 1e3:.1f} ms "
          f"({gflop / matmul_time:.1f} GFLOP/s)")
    print(f"ratio {ratio:.2f}x (target <= {TIME_TARGET}x): {'OK' if ratio <= TIME_TARGET else 'SLOWER THAN TARGET'}")
    print(f"peak memory while running: {peak / 2 ** 20:.2f} MiB, {peak / x.nbytes:.2f}x the "
          f"{x.nbytes / 2 ** 20:.0f} MiB input; besides the result {extra:.2f}x (target <= {MEMORY_TARGET}x): "
          f"{'OK' if extra <= MEMORY_TARGET else 'ABOVE TARGET'}")
    print(f"relu (maximum with a zero constant) of the result: {relu_time * 1e3:.2f} ms, np.maximum "
          f"{maximum_time * 1e3:.2f} ms ({relu_time / maximum_time:.1f}x)")


if __name__ == "__main__":
    main()
