"""Indexing throughput: gather / scatter-add of table rows, and a 2x2 max pool with reduce_window.

Run: python benchmarks/indexing_throughput.py
Targets (issue #5): gather of 100,000 rows from a 50,000x64 f32 table and the scatter-add of the
same rows within 2x of NumPy fancy indexing / ``np.add.at``; reduce_window max-pool 2x2 stride 2
on an 8x64x64x64 f32 NHWC batch under 50 ms.
"""
from __future__ import annotations

import numpy as np
from parse_throughput import best_of  # same folder: run as ``python benchmarks/indexing_throughput.py``

import stablehlo_py

ROWS, WIDTH, LOOKUPS = 50_000, 64, 100_000
TABLE = f"tensor<{ROWS}x{WIDTH}xf32>"
INDICES = f"tensor<{LOOKUPS}x1xi64>"
GATHERED = f"tensor<{LOOKUPS}x{WIDTH}xf32>"
GATHER = f"""
func.func @main(%table: {TABLE}, %indices: {INDICES}) -> {GATHERED} {{
  %rows = "stablehlo.gather"(%table, %indices) {{
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, {WIDTH}>
  }} : ({TABLE}, {INDICES}) -> {GATHERED}
  return %rows : {GATHERED}
}}
"""
SCATTER_ADD = f"""
func.func @main(%table: {TABLE}, %indices: {INDICES}, %rows: {GATHERED}) -> {TABLE} {{
  %sum = "stablehlo.scatter"(%table, %indices, %rows) ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %0 = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %0 : tensor<f32>
  }}) {{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0],
                                                      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}}
     : ({TABLE}, {INDICES}, {GATHERED}) -> {TABLE}
  return %sum : {TABLE}
}}
"""
BATCH, SIZE, FEATURES = 8, 64, 64
IMAGES = f"tensor<{BATCH}x{SIZE}x{SIZE}x{FEATURES}xf32>"
POOLED = f"tensor<{BATCH}x{SIZE // 2}x{SIZE // 2}x{FEATURES}xf32>"
MAX_POOL = f"""
func.func @main(%x: {IMAGES}) -> {POOLED} {{
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %y = "stablehlo.reduce_window"(%x, %init) ({{
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %0 = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %0 : tensor<f32>
  }}) {{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}}
     : ({IMAGES}, tensor<f32>) -> {POOLED}
  return %y : {POOLED}
}}
"""


def _timed(program: str, *args: np.ndarray) -> tuple[float, np.ndarray]:
    module = stablehlo_py.parse_text(program)
    (result,) = module.run(*args)  # warm-up: loads the op modules
    return best_of(lambda: module.run(*args), repeat=7), result


def _report(label: str, ours: float, numpy_label: str, reference: float) -> None:
    ratio = ours / reference
    print(f"{label}: {ours * 1e3:.1f} ms; {numpy_label}: {reference * 1e3:.1f} ms; "
          f"ratio {ratio:.2f}x (target <= 2x): {'OK' if ratio <= 2 else 'SLOWER THAN TARGET'}")


def main() -> None:
    rng = np.random.default_rng(0)
    table = rng.standard_normal((ROWS, WIDTH)).astype(np.float32)
    rows = rng.integers(0, ROWS, size=LOOKUPS)
    indices = rows.reshape(LOOKUPS, 1).astype(np.int64)

    gather_time, gathered = _timed(GATHER, table, indices)
    assert np.array_equal(gathered, table[rows])
    _report(f"gather {LOOKUPS} rows of {ROWS}x{WIDTH} f32", gather_time, "table[rows]",
            best_of(lambda: table[rows], repeat=7))

    def numpy_add_at() -> np.ndarray:
        out = table.copy()
        np.add.at(out, rows, gathered)
        return out

    scatter_time, summed = _timed(SCATTER_ADD, table, indices, gathered)
    assert np.allclose(summed, numpy_add_at(), rtol=1e-5, atol=1e-4)
    _report(f"scatter-add {LOOKUPS} rows into {ROWS}x{WIDTH} f32", scatter_time, "copy + np.add.at",
            best_of(numpy_add_at, repeat=7))

    images = rng.standard_normal((BATCH, SIZE, SIZE, FEATURES)).astype(np.float32)
    pool_time, pooled = _timed(MAX_POOL, images)
    expected = images.reshape(BATCH, SIZE // 2, 2, SIZE // 2, 2, FEATURES).max(axis=(2, 4))
    assert np.array_equal(pooled, expected)
    print(f"reduce_window max-pool 2x2/2 on {BATCH}x{SIZE}x{SIZE}x{FEATURES} f32: {pool_time * 1e3:.1f} ms "
          f"(target < 50 ms): {'OK' if pool_time < 0.05 else 'SLOWER THAN TARGET'}")


if __name__ == "__main__":
    main()
