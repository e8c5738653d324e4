"""Convolution throughput: a 3x3 SAME convolution of an 8x32x32x64 NHWC f32 batch to 64 features.

Run: python benchmarks/convolution_throughput.py
Target (issue #5): within 3x of one ``np.matmul`` with the same FLOPs, (8*32*32, 9*64) @ (9*64, 64).
"""
from __future__ import annotations

import numpy as np
from parse_throughput import best_of  # same folder: run as ``python benchmarks/convolution_throughput.py``

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


def main() -> None:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((BATCH, SIZE, SIZE, FEATURES)).astype(np.float32)
    w = rng.standard_normal((KERNEL, KERNEL, FEATURES, OUT_FEATURES)).astype(np.float32)
    module = stablehlo_py.load(PROGRAM)
    module.run(x, w)  # warm-up: compiles the function, loads the op modules
    conv_time = best_of(lambda: module.run(x, w), repeat=7)

    a = rng.standard_normal((BATCH * SIZE * SIZE, KERNEL * KERNEL * FEATURES)).astype(np.float32)
    b = rng.standard_normal((KERNEL * KERNEL * FEATURES, OUT_FEATURES)).astype(np.float32)
    matmul_time = best_of(lambda: np.matmul(a, b), repeat=7)

    gflop = 2 * a.shape[0] * a.shape[1] * b.shape[1] / 1e9
    ratio = conv_time / matmul_time
    print(f"convolution {BATCH}x{SIZE}x{SIZE}x{FEATURES} * {KERNEL}x{KERNEL}x{FEATURES}x{OUT_FEATURES} "
          f"(SAME): {conv_time * 1e3:.1f} ms ({gflop / conv_time:.1f} GFLOP/s)")
    print(f"np.matmul ({a.shape[0]}, {a.shape[1]}) @ ({b.shape[0]}, {b.shape[1]}): {matmul_time * 1e3:.1f} ms "
          f"({gflop / matmul_time:.1f} GFLOP/s)")
    print(f"ratio {ratio:.2f}x (target <= 3x): {'OK' if ratio <= 3 else 'SLOWER THAN TARGET'}")


if __name__ == "__main__":
    main()
