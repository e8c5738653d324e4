"""reduce_window / select_and_scatter: hand-derived programs, randomized comparison with loops written
from the spec's formulas, and the shared conformance programs that use these ops."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from conftest import shared_suite
from helpers import check_programs, ints, run_op, tensor_type

CASES = 200


@pytest.mark.parametrize("name", ["reduce_window.mlir", "select_and_scatter.mlir"])
def test_hand_derived_programs(testdata, name):
    assert check_programs(testdata / "interpret" / "windows" / name) > 0


@pytest.mark.parametrize("name", ["reduce_window.mlir", "select_and_scatter.mlir"])
def test_shared_interpret_programs(name):
    assert check_programs(shared_suite("interpret") / name) > 0


# --- reduce_window against the spec's formula ---

def spec_pad(x, fill, low, high, interior):
    """Spec ``pad`` one element at a time (negative low/high crop)."""
    shape = [max(0, lo + (0 if n == 0 else (n - 1) * (i + 1) + 1) + hi)
             for n, lo, hi, i in zip(x.shape, low, high, interior)]
    out = np.full(shape, fill, dtype=x.dtype)
    for index in itertools.product(*map(range, x.shape)):
        target = tuple(lo + k * (i + 1) for k, lo, i in zip(index, low, interior))
        if all(0 <= t < n for t, n in zip(target, shape)):
            out[target] = x[index]
    return out


def reference_reduce_window(inputs, inits, window, strides, base, dilations, padding, body):
    """Spec "reduce_window": pad, then fold each window's elements (row-major) into the init values."""
    padded = [spec_pad(x, init, [p[0] for p in padding], [p[1] for p in padding], [b - 1 for b in base])
              for x, init in zip(inputs, inits)]
    spans = [(w - 1) * d + 1 for w, d in zip(window, dilations)]
    shape = [0 if n == 0 or s > n else (n - s) // st + 1 for n, s, st in zip(padded[0].shape, spans, strides)]
    results = [np.zeros(shape, dtype=x.dtype) for x in inputs]
    for result_index in itertools.product(*map(range, shape)):
        accumulators = [int(init) for init in inits]
        for offset in itertools.product(*map(range, window)):
            at = tuple(r * st + o * d for r, st, o, d in zip(result_index, strides, offset, dilations))
            accumulators = list(body(*accumulators, *[int(p[at]) for p in padded]))
        for result, value in zip(results, accumulators):
            result[result_index] = value
    return results


def _i64_body(ops: str, returns: str) -> str:
    return f"{ops}\n stablehlo.return {returns}"


# body name -> (number of inputs, MLIR ops, Python function over (accumulators..., elements...))
REDUCE_WINDOW_BODIES = {
    "add": (1, _i64_body("%0 = stablehlo.add %arg0, %arg1 : tensor<i64>", "%0 : tensor<i64>"),
            lambda a, x: (a + x,)),
    "maximum": (1, _i64_body("%0 = stablehlo.maximum %arg0, %arg1 : tensor<i64>", "%0 : tensor<i64>"),
                lambda a, x: (max(a, x),)),
    "min_by_select": (1, _i64_body(
        "%0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
        " %1 = stablehlo.select %0, %arg0, %arg1 : tensor<i1>, tensor<i64>", "%1 : tensor<i64>"),
        lambda a, x: (min(a, x),)),
    "sum_and_max": (2, _i64_body(
        "%0 = stablehlo.add %arg0, %arg2 : tensor<i64>\n %1 = stablehlo.maximum %arg1, %arg3 : tensor<i64>",
        "%0, %1 : tensor<i64>, tensor<i64>"), lambda a, b, x, y: (a + x, max(b, y))),
}


def _random_window_config(rng):
    rank = int(rng.integers(1, 4))
    shape = [int(x) for x in rng.integers(1, 6, size=rank)]
    window = [int(x) for x in rng.integers(1, 4, size=rank)]
    strides = [int(x) for x in rng.integers(1, 3, size=rank)]
    base = [int(x) for x in rng.integers(1, 3, size=rank)]
    dilations = [int(x) for x in rng.integers(1, 3, size=rank)]
    padding = [(int(lo), int(hi)) for lo, hi in rng.integers(-1, 3, size=(rank, 2))]
    return shape, window, strides, base, dilations, padding


def _windows_shape(shape, window, strides, base, dilations, padding):
    """Spec C15 ``num_windows``."""
    result = []
    for n, w, s, b, d, (lo, hi) in zip(shape, window, strides, base, dilations, padding):
        padded = lo + (0 if n == 0 else (n - 1) * b + 1) + hi
        span = (w - 1) * d + 1
        result.append(0 if padded <= 0 or span > padded else (padded - span) // s + 1)
    return result


def test_reduce_window_matches_spec_loops():
    rng = np.random.default_rng(7)
    names = list(REDUCE_WINDOW_BODIES)
    for case in range(CASES):
        shape, window, strides, base, dilations, padding = _random_window_config(rng)
        name = names[case % len(names)]
        n, body_text, body = REDUCE_WINDOW_BODIES[name]
        inputs = [rng.integers(-20, 20, size=shape).astype(np.int64) for _ in range(n)]
        inits = [np.array(int(rng.integers(-3, 3)), dtype=np.int64) for _ in range(n)]
        out_shape = _windows_shape(shape, window, strides, base, dilations, padding)
        result_types = [tensor_type(out_shape, np.int64)] * n
        block_args = ", ".join(f"%arg{i}: tensor<i64>" for i in range(2 * n))
        operand_types = [tensor_type(x.shape, x.dtype) for x in inputs] + ["tensor<i64>"] * n
        op_text = (f'"stablehlo.reduce_window"({", ".join(f"%a{i}" for i in range(2 * n))}) ({{\n'
                   f' ^bb0({block_args}):\n {body_text}\n }}) '
                   f'{{window_dimensions = array<i64: {", ".join(map(str, window))}>, '
                   f'window_strides = array<i64: {", ".join(map(str, strides))}>, '
                   f'base_dilations = array<i64: {", ".join(map(str, base))}>, '
                   f'window_dilations = array<i64: {", ".join(map(str, dilations))}>, '
                   f'padding = dense<[{", ".join(ints(p) for p in padding)}]> : tensor<{len(shape)}x2xi64>}}'
                   f' : ({", ".join(operand_types)}) -> ({", ".join(result_types)})')
        actual = run_op(op_text, [*inputs, *inits], result_types)
        expected = reference_reduce_window(inputs, inits, window, strides, base, dilations, padding, body)
        for a, e in zip(actual, expected):
            np.testing.assert_array_equal(a, e, err_msg=f"case {case} ({name}): {shape} {window} {strides} "
                                                        f"{base} {dilations} {padding}")


# --- select_and_scatter against the reference interpreter's loop ---

def reference_select_and_scatter(operand, source, init, window, strides, padding, select):
    """Each source element: scan its window in row-major order (padding skipped), keep the current
    choice while ``select(choice, candidate)``; then add the sources into ``init`` in source order."""
    result = np.full(operand.shape, init, dtype=operand.dtype)
    for source_index in itertools.product(*map(range, source.shape)):
        chosen = None
        for offset in itertools.product(*map(range, window)):
            at = tuple(s * st + o - p[0] for s, st, o, p in zip(source_index, strides, offset, padding))
            if not all(0 <= i < n for i, n in zip(at, operand.shape)):
                continue
            if chosen is None or not select(operand[chosen], operand[at]):
                chosen = at
        if chosen is not None:
            result[chosen] += source[source_index]
    return result


SELECTS = {"GE": lambda a, b: a >= b, "GT": lambda a, b: a > b, "LE": lambda a, b: a <= b}


def test_select_and_scatter_matches_reference_loops():
    rng = np.random.default_rng(3)
    for case in range(CASES):
        rank = int(rng.integers(1, 4))
        shape = [int(x) for x in rng.integers(1, 6, size=rank)]
        window = [int(x) for x in rng.integers(1, 4, size=rank)]
        strides = [int(x) for x in rng.integers(1, 3, size=rank)]
        padding = [(int(lo), int(hi)) for lo, hi in rng.integers(0, 3, size=(rank, 2))]
        source_shape = _windows_shape(shape, window, strides, [1] * rank, [1] * rank, padding)
        direction = list(SELECTS)[case % len(SELECTS)]
        operand = rng.integers(-3, 4, size=shape).astype(np.int64)  # small range: many ties
        source = rng.integers(1, 10, size=source_shape).astype(np.int64)
        init = np.array(int(rng.integers(-2, 3)), dtype=np.int64)
        op_text = (
            f'"stablehlo.select_and_scatter"(%a0, %a1, %a2) ({{\n ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):\n'
            f' %0 = stablehlo.compare {direction}, %arg0, %arg1 : (tensor<i64>, tensor<i64>) -> tensor<i1>\n'
            f' stablehlo.return %0 : tensor<i1>\n }}, {{\n ^bb0(%arg0: tensor<i64>, %arg1: tensor<i64>):\n'
            f' %0 = stablehlo.add %arg0, %arg1 : tensor<i64>\n stablehlo.return %0 : tensor<i64>\n }}) '
            f'{{window_dimensions = array<i64: {", ".join(map(str, window))}>, '
            f'window_strides = array<i64: {", ".join(map(str, strides))}>, '
            f'padding = dense<[{", ".join(ints(p) for p in padding)}]> : tensor<{rank}x2xi64>}} : '
            f'({tensor_type(shape, np.int64)}, {tensor_type(source_shape, np.int64)}, tensor<i64>) -> '
            f'{tensor_type(shape, np.int64)}')
        (actual,) = run_op(op_text, [operand, source, init], [tensor_type(shape, np.int64)])
        expected = reference_select_and_scatter(operand, source, int(init), window, strides, padding,
                                                SELECTS[direction])
        np.testing.assert_array_equal(actual, expected, err_msg=f"case {case}: {shape} {window} {strides} {padding}")
