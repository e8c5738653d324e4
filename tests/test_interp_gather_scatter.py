"""gather / dynamic_gather / scatter: hand-derived programs, randomized comparison with loops written
from the spec's formulas, and the shared conformance programs that use these ops."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from conftest import shared_suite
from helpers import check_programs, ints, run_op, tensor_type

CASES = 200


# --- hand-derived programs (testdata/interpret/gather_scatter) ---

@pytest.mark.parametrize("name", ["gather.mlir", "scatter.mlir"])
def test_hand_derived_programs(testdata, name):
    assert check_programs(testdata / "interpret" / "gather_scatter" / name) > 0


@pytest.mark.parametrize("name", ["gather.mlir", "dynamic_gather.mlir", "scatter.mlir"])
def test_shared_interpret_programs(name):
    path = shared_suite("interpret") / name
    assert check_programs(path) > 0


# --- random dimension numbers ---

def _sorted_subset(rng, pool, size):
    return sorted(int(x) for x in rng.choice(pool, size=size, replace=False)) if size else []


def random_config(rng):
    """Random valid gather/scatter dimension numbers and shapes (shared by both ops).

    Returns a dict with the operand shape, the batching dims of both sides, the index map, the
    collapsed dims, the index shape and index_vector_dim, the window sizes of the operand axes.
    """
    rank = int(rng.integers(1, 4))
    shape = [int(x) for x in rng.integers(1, 5, size=rank)]
    axes = list(range(rank))
    n_batching = int(rng.integers(0, min(2, rank - 1) + 1)) if rank > 1 else 0
    operand_batching = _sorted_subset(rng, axes, n_batching)
    rest = [d for d in axes if d not in operand_batching]
    k = int(rng.integers(1, len(rest) + 1))
    index_map = [int(x) for x in rng.permutation(_sorted_subset(rng, rest, k))]
    collapsible = [d for d in rest if rng.random() < 0.5]
    collapsed = sorted(collapsible)
    window = [1 if d in operand_batching or d in collapsed else int(rng.integers(0, shape[d] + 1)) for d in axes]
    # index tensor: batch dims (some of them the batching dims) plus the index vector dim
    n_free_batch = int(rng.integers(0, 3))
    batch_sizes = [shape[d] for d in operand_batching] + [int(x) for x in rng.integers(1, 4, size=n_free_batch)]
    order = rng.permutation(len(batch_sizes))
    batch_sizes = [batch_sizes[i] for i in order]
    batch_positions = [int(np.flatnonzero(order == i)[0]) for i in range(n_batching)]
    vector_dim = int(rng.integers(0, len(batch_sizes) + 1)) if k > 1 or rng.random() < 0.5 else None
    if vector_dim is None:  # index_vector_dim == rank(indices): implicit 1-element vectors
        vector_dim = len(batch_sizes)
        index_shape = list(batch_sizes)
    else:
        index_shape = batch_sizes[:vector_dim] + [k] + batch_sizes[vector_dim:]
    indices_batching = [p + (1 if p >= vector_dim and len(index_shape) > len(batch_sizes) else 0)
                        for p in batch_positions]
    return dict(shape=shape, operand_batching=operand_batching, indices_batching=indices_batching,
                index_map=index_map, collapsed=collapsed, window=window, index_shape=index_shape,
                vector_dim=vector_dim, batch_sizes=batch_sizes)


def _start_index(indices, batch_index, vector_dim):
    if vector_dim < indices.ndim:
        index = list(batch_index)
        index.insert(vector_dim, slice(None))
        return [int(v) for v in indices[tuple(index)]]
    return [int(indices[tuple(batch_index)])]


def _batching_index(cfg, batch_index, rank):
    full = [0] * rank
    for d_operand, d_start in zip(cfg["operand_batching"], cfg["indices_batching"]):
        full[d_operand] = batch_index[d_start - (0 if d_start < cfg["vector_dim"] else 1)]
    return full


def _window_index(cfg, window_index, rank):
    full, it = [0] * rank, iter(window_index)
    for d in range(rank):
        if d not in cfg["collapsed"] and d not in cfg["operand_batching"]:
            full[d] = next(it)
    return full


def reference_gather(operand, indices, cfg, offset_dims, result_shape):
    """Spec "gather", one result element at a time."""
    result = np.zeros(result_shape, dtype=operand.dtype)
    rank = operand.ndim
    batch_dims = [d for d in range(len(result_shape)) if d not in offset_dims]
    for result_index in itertools.product(*map(range, result_shape)):
        batch_index = [result_index[d] for d in batch_dims]
        start_index = _start_index(indices, batch_index, cfg["vector_dim"])
        full_start = [0] * rank
        for d_start, d_operand in enumerate(cfg["index_map"]):
            highest = operand.shape[d_operand] - cfg["window"][d_operand]
            full_start[d_operand] = min(max(start_index[d_start], 0), highest)
        full_batching = _batching_index(cfg, batch_index, rank)
        full_offset = _window_index(cfg, [result_index[d] for d in offset_dims], rank)
        operand_index = tuple(s + b + o for s, b, o in zip(full_start, full_batching, full_offset))
        result[result_index] = operand[operand_index]
    return result


def _window_sizes(cfg):
    rank = len(cfg["shape"])
    return [cfg["window"][d] for d in range(rank) if d not in cfg["collapsed"] and d not in cfg["operand_batching"]]


def _place(rng, batch_sizes, window_sizes):
    """Random positions of the window dims among all dims; the combined shape."""
    total = len(batch_sizes) + len(window_sizes)
    window_dims = _sorted_subset(rng, list(range(total)), len(window_sizes))
    batch_it, window_it = iter(batch_sizes), iter(window_sizes)
    shape = [next(window_it) if d in window_dims else next(batch_it) for d in range(total)]
    return window_dims, shape


def _dimension_fields(names, cfg, window_dims) -> str:
    values = [window_dims, cfg["collapsed"], cfg["operand_batching"], cfg["indices_batching"], cfg["index_map"]]
    fields = [f"{name} = {ints(v)}" for name, v in zip(names, values) if v]
    return ", ".join(fields + [f"index_vector_dim = {cfg['vector_dim']}"])


def _random_indices(rng, cfg):
    high = max(cfg["shape"]) + 2
    return rng.integers(-2, high + 1, size=cfg["index_shape"]).astype(np.int64)


def test_gather_matches_spec_loops():
    rng = np.random.default_rng(20261121)
    names = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
             "start_index_map")
    for case in range(CASES):
        cfg = random_config(rng)
        operand = rng.integers(-50, 50, size=cfg["shape"]).astype(np.int64)
        indices = _random_indices(rng, cfg)
        offset_dims, result_shape = _place(rng, cfg["batch_sizes"], _window_sizes(cfg))
        op_text = (f'"stablehlo.gather"(%a0, %a1) {{dimension_numbers = #stablehlo.gather<'
                   f'{_dimension_fields(names, cfg, offset_dims)}>, slice_sizes = array<i64: '
                   f'{", ".join(map(str, cfg["window"]))}>}} : ({tensor_type(operand.shape, operand.dtype)}, '
                   f'{tensor_type(indices.shape, indices.dtype)}) -> {tensor_type(result_shape, operand.dtype)}')
        (actual,) = run_op(op_text, [operand, indices], [tensor_type(result_shape, operand.dtype)])
        expected = reference_gather(operand, indices, cfg, offset_dims, result_shape)
        np.testing.assert_array_equal(actual, expected, err_msg=f"case {case}: {cfg} offset_dims={offset_dims}")


# --- scatter ---

# body name -> (MLIR ops on %arg0 (current) and %arg1 (update) ending in a return, Python function)
SCATTER_BODIES = {
    "add": ("%0 = stablehlo.add %arg0, %arg1 : tensor<i64>\n stablehlo.return %0 : tensor<i64>",
            lambda current, update: current + update),
    "maximum": ("%0 = stablehlo.maximum %arg0, %arg1 : tensor<i64>\n stablehlo.return %0 : tensor<i64>",
                max),
    "replace": ("stablehlo.return %arg1 : tensor<i64>", lambda current, update: update),
    "update_minus_twice_current": (
        "%0 = stablehlo.add %arg0, %arg0 : tensor<i64>\n %1 = stablehlo.subtract %arg1, %0 : tensor<i64>\n"
        " stablehlo.return %1 : tensor<i64>", lambda current, update: update - 2 * current),
}


def reference_scatter(inputs, indices, updates, cfg, window_dims, body):
    """Spec "scatter": every update element in row-major order, out-of-bounds ones skipped."""
    results = [x.copy() for x in inputs]
    rank = inputs[0].ndim
    scatter_dims = [d for d in range(updates[0].ndim) if d not in window_dims]
    for update_index in itertools.product(*map(range, updates[0].shape)):
        scatter_index = [update_index[d] for d in scatter_dims]
        start_index = _start_index(indices, scatter_index, cfg["vector_dim"])
        full_start = [0] * rank
        for d_start, d_input in enumerate(cfg["index_map"]):
            full_start[d_input] = start_index[d_start]
        full_batching = _batching_index(cfg, scatter_index, rank)
        full_window = _window_index(cfg, [update_index[d] for d in window_dims], rank)
        result_index = tuple(s + b + w for s, b, w in zip(full_start, full_batching, full_window))
        if all(0 <= i < n for i, n in zip(result_index, results[0].shape)):
            new = body(*[int(r[result_index]) for r in results], *[int(u[update_index]) for u in updates])
            for r, value in zip(results, new if isinstance(new, tuple) else (new,)):
                r[result_index] = value
    return results


def _scatter_op(cfg, window_dims, inputs, indices, updates, body_text):
    n = len(inputs)
    names = ("update_window_dims", "inserted_window_dims", "input_batching_dims", "scatter_indices_batching_dims",
             "scatter_dims_to_operand_dims")
    scalar = "tensor<i64>"
    block_args = ", ".join(f"%arg{i}: {scalar}" for i in range(2 * n))
    operands = ", ".join(f"%a{i}" for i in range(2 * n + 1))
    types = [tensor_type(x.shape, x.dtype) for x in (*inputs, indices, *updates)]
    results = [tensor_type(x.shape, x.dtype) for x in inputs]
    text = (f'"stablehlo.scatter"({operands}) ({{\n ^bb0({block_args}):\n {body_text}\n }}) '
            f'{{scatter_dimension_numbers = #stablehlo.scatter<{_dimension_fields(names, cfg, window_dims)}>}}'
            f' : ({", ".join(types)}) -> ({", ".join(results)})')
    return text, results


def _random_scatter_case(rng):
    """Random dimension numbers, the updates' window dims and shape, and indices (some out of bounds)."""
    cfg = random_config(rng)
    window_dims, update_shape = _place(rng, cfg["batch_sizes"], _window_sizes(cfg))
    return cfg, window_dims, update_shape, _random_indices(rng, cfg)


def test_scatter_matches_spec_loops():
    rng = np.random.default_rng(5)
    bodies = list(SCATTER_BODIES)
    for case in range(CASES):
        cfg, window_dims, update_shape, indices = _random_scatter_case(rng)
        body_name = bodies[case % len(bodies)]
        body_text, body = SCATTER_BODIES[body_name]
        inputs = [rng.integers(-9, 10, size=cfg["shape"]).astype(np.int64)]
        updates = [rng.integers(-9, 10, size=update_shape).astype(np.int64)]
        op_text, results = _scatter_op(cfg, window_dims, inputs, indices, updates, body_text)
        (actual,) = run_op(op_text, [*inputs, indices, *updates], results)
        (expected,) = reference_scatter(inputs, indices, updates, cfg, window_dims, body)
        np.testing.assert_array_equal(actual, expected, err_msg=f"case {case} ({body_name}): {cfg} {window_dims}")


def test_variadic_scatter_matches_spec_loops():
    rng = np.random.default_rng(11)
    body_text = ("%0 = stablehlo.subtract %arg2, %arg1 : tensor<i64>\n"
                 " %1 = stablehlo.maximum %arg1, %arg3 : tensor<i64>\n"
                 " stablehlo.return %0, %1 : tensor<i64>, tensor<i64>")

    def body(a, b, u, v):
        return u - b, max(b, v)

    for case in range(CASES // 4):
        cfg, window_dims, update_shape, indices = _random_scatter_case(rng)
        inputs = [rng.integers(-9, 10, size=cfg["shape"]).astype(np.int64) for _ in range(2)]
        updates = [rng.integers(-9, 10, size=update_shape).astype(np.int64) for _ in range(2)]
        op_text, results = _scatter_op(cfg, window_dims, inputs, indices, updates, body_text)
        actual = run_op(op_text, [*inputs, indices, *updates], results)
        expected = reference_scatter(inputs, indices, updates, cfg, window_dims, body)
        for a, e in zip(actual, expected):
            np.testing.assert_array_equal(a, e, err_msg=f"case {case}: {cfg} {window_dims}")


def test_scatter_add_float_duplicates_in_update_order():
    """Float adds to one index happen in update order (the reference interpreter's schedule)."""
    updates = np.array([1e8, 1.0, -1e8, 1.0], dtype=np.float32)
    op_text = ('"stablehlo.scatter"(%a0, %a1, %a2) ({\n ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):\n'
               ' %0 = stablehlo.add %arg0, %arg1 : tensor<f32>\n stablehlo.return %0 : tensor<f32>\n }) '
               '{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], '
               'scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} '
               ': (tensor<1xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<1xf32>')
    (actual,) = run_op(op_text, [np.zeros(1, np.float32), np.zeros((4, 1), np.int64), updates], ["tensor<1xf32>"])
    expected = np.float32(0)
    for u in updates:
        expected = np.float32(expected + u)
    assert actual[0] == expected == np.float32(1.0)
