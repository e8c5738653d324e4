"""Loop counters in generated code (codegen.py ``direct_window``, rewrites.py ``counter_ranges``): a scan's
``dynamic_slice`` and in-place ``dynamic_update_slice`` at the loop's counter written as plain indexing
(``xs[i]``, ``ys[i] = y``) where the counter's range keeps every start in bounds, so that clamping does
nothing; the clamping kept where it may act (a counter past the end, a negative start, a start made from the
counter) or the counter is not one (another comparison, a step that could wrap around); against the steps,
bit for bit."""
from __future__ import annotations

import re

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.source_view import compiled_source
from test_interp_rewrites import _bits, _run

SCAN = """
func.func @main(%xs: tensor<6x2x3xf32>, %h: tensor<2x3xf32>)
    -> (tensor<6x2x3xf32>, tensor<6x2x3xf32>, tensor<2x3xf32>, tensor<I>) {
  %c0 = stablehlo.constant dense<START> : tensor<I>
  %zeros = stablehlo.constant dense<0.0> : tensor<6x2x3xf32>
  %r:4 = stablehlo.while(%i = %c0, %acc = %h, %ys = %zeros, %zs = %xs)
      : tensor<I>, tensor<2x3xf32>, tensor<6x2x3xf32>, tensor<6x2x3xf32>
   cond {
    %n = stablehlo.constant dense<LIMIT> : tensor<I>
    %p = stablehlo.compare COMPARE, %i, %n : (tensor<I>, tensor<I>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %z = stablehlo.constant dense<0> : tensor<I>
    %one = stablehlo.constant dense<1> : tensor<I>
    %at = stablehlo.add %i, %one : tensor<I>
    %x = stablehlo.dynamic_slice %xs, START_INDEX, %z, %z, sizes = [1, 2, 3] : (tensor<6x2x3xf32>, tensor<I>, tensor<I>, tensor<I>) -> tensor<1x2x3xf32>
    %x2 = stablehlo.reshape %x : (tensor<1x2x3xf32>) -> tensor<2x3xf32>
    %part = stablehlo.dynamic_slice %xs, %i, %one, %one, sizes = [1, 1, 2] : (tensor<6x2x3xf32>, tensor<I>, tensor<I>, tensor<I>) -> tensor<1x1x2xf32>
    %p2 = stablehlo.reshape %part : (tensor<1x1x2xf32>) -> tensor<1x2xf32>
    %pb = stablehlo.broadcast_in_dim %p2, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<2x2xf32>
    %a = stablehlo.add %acc, %x2 : tensor<2x3xf32>
    %ahead = stablehlo.slice %a [0:2, 0:2] : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %m = stablehlo.multiply %ahead, %pb : tensor<2x2xf32>
    %a3 = stablehlo.broadcast_in_dim %a, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
    %ys1 = stablehlo.dynamic_update_slice %ys, %a3, %i, %z, %z : (tensor<6x2x3xf32>, tensor<1x2x3xf32>, tensor<I>, tensor<I>, tensor<I>) -> tensor<6x2x3xf32>
    %m3 = stablehlo.reshape %m : (tensor<2x2xf32>) -> tensor<1x2x2xf32>
    %zs1 = stablehlo.dynamic_update_slice %zs, %m3, %i, %z, %one : (tensor<6x2x3xf32>, tensor<1x2x2xf32>, tensor<I>, tensor<I>, tensor<I>) -> tensor<6x2x3xf32>
    %step = stablehlo.constant dense<STEP> : tensor<I>
    %i1 = stablehlo.add %i, %step : tensor<I>
    stablehlo.return %i1, %a, %ys1, %zs1 : tensor<I>, tensor<2x3xf32>, tensor<6x2x3xf32>, tensor<6x2x3xf32>
  }
  return %r#3, %r#2, %r#1, %r#0 : tensor<6x2x3xf32>, tensor<6x2x3xf32>, tensor<2x3xf32>, tensor<I>
}
"""


def _scan(start: int, limit: int, step: int, compare: str = "LT", index: str = "%i", integer: str = "i32") -> str:
    return SCAN.replace("START_INDEX", index).replace("START", str(start)).replace("LIMIT", str(limit)) \
        .replace("STEP", str(step)).replace("COMPARE", compare).replace("tensor<I>", f"tensor<{integer}>")


def _direct(source: str) -> bool:
    """Whether the loop reads its row and its window, and writes both updates, by plain indexing at the counter."""
    body = source[source.index("for w1"):]
    return bool(re.search(r"= s0\[w1_0\]  # stablehlo.reshape", body)) \
        and bool(re.search(r"= s0\[w1_0:w1_0 \+ 1, 1:2, 1:3\]  # stablehlo.dynamic_slice", body)) \
        and bool(re.search(r"^ +w1_2\[w1_0\] = s\w+  # stablehlo.dynamic_update_slice", body, re.M)) \
        and bool(re.search(r"^ +w1_3\[w1_0:w1_0 \+ 1, :, 1:3\] = s\w+  # stablehlo.dynamic_update_slice", body,
                           re.M))


# start, limit, step, integer type: whether every start stays in bounds (6 rows)
CASES = [(0, 6, 1, "i32", True), (1, 6, 2, "i32", True), (5, 6, 1, "i64", True), (0, 6, 1, "ui32", True),
         (0, 6, 4, "i8", True), (0, 8, 1, "i32", False), (-2, 4, 1, "i32", False), (0, 7, 3, "i32", False),
         (5, 6, 123, "i8", False)]  # (5 + 123 wraps around to -128: a negative start, clamped)


@pytest.mark.parametrize("start, limit, step, integer, direct", CASES)
def test_a_counter_in_bounds_indexes_without_clamping(start, limit, step, integer, direct):
    assert _direct(compiled_source(stablehlo_py.parse_text(_scan(start, limit, step, integer=integer)))) == direct


@pytest.mark.parametrize("program", [
    _scan(0, 6, 1, compare="LE"),  # up to 6: one row past the end
    _scan(0, 6, 1, compare="NE"),
    _scan(0, 6, 1, index="%at"),  # a start made from the counter
    _scan(0, 127, 1, integer="i8"),  # the last step's 126 + 1 is still an i8, but the window at 126 is not
    _scan(0, 127, 2, integer="i8"),  # 126 + 2 wraps around: the counter may go negative
])
def test_what_is_not_known_in_bounds_keeps_its_clamping(program):
    assert not _direct(compiled_source(stablehlo_py.parse_text(program)))


@pytest.mark.parametrize("start, limit, step, integer, direct", CASES)
@pytest.mark.parametrize("index", ["%i", "%at"])
def test_counters_give_the_steps_results_bit_for_bit(monkeypatch, start, limit, step, integer, direct, index):
    module = stablehlo_py.parse_text(_scan(start, limit, step, index=index, integer=integer))
    module.verify()
    rng = np.random.default_rng(start + 10 * limit + 100 * step)
    xs = rng.standard_normal((6, 2, 3)).astype(np.float32)
    xs[1, 0, 0], xs[2, 1, 2] = np.nan, -0.0
    h = rng.standard_normal((2, 3)).astype(np.float32)
    generated = _run(module, (xs, h), "always", monkeypatch)
    steps = _run(module, (xs, h), "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


# A Jacobi sweep in miniature: an inner loop from the outer counter plus OFFSET (the sum's range, ``sum_range``) to
# NJ, reading two elements of the matrix at both counters (one-element values, rewrites.py ``units``) and writing
# their difference back.
SWEEP = """
func.func @main(%m: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %a = %m) : tensor<i32>, tensor<4x4xf32>
   cond {
    %n = stablehlo.constant dense<NI> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    %off = stablehlo.constant dense<OFFSET> : tensor<i32>
    %j0 = stablehlo.add %i, %off : tensor<i32>
    %s:2 = stablehlo.while(%j = %j0, %b = %a) : tensor<i32>, tensor<4x4xf32>
     cond {
      %nj = stablehlo.constant dense<NJ> : tensor<i32>
      %q = stablehlo.compare LT, %j, %nj : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {
      %aij = stablehlo.dynamic_slice %b, %i, %j, sizes = [1, 1] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %aji = stablehlo.dynamic_slice %b, %j, %i, sizes = [1, 1] : (tensor<4x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
      %d = stablehlo.subtract %aij, %aji : tensor<1x1xf32>
      %b1 = stablehlo.dynamic_update_slice %b, %d, %i, %j : (tensor<4x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
      %one2 = stablehlo.constant dense<1> : tensor<i32>
      %j1 = stablehlo.add %j, %one2 : tensor<i32>
      stablehlo.return %j1, %b1 : tensor<i32>, tensor<4x4xf32>
    }
    stablehlo.return %i1, %s#1 : tensor<i32>, tensor<4x4xf32>
  }
  return %r#1 : tensor<4x4xf32>
}
"""

# outer end, inner end, inner start's offset from the outer counter: whether every element read is in bounds
SWEEPS = [(3, 4, 1, True), (4, 4, 1, True), (3, 4, 2, True), (3, 6, 1, False), (3, 4, -1, False),
          (3, 4, 3, True)]  # (from 3, 4 or 5 to below 4: the inner loop runs at 3 only)


def _sweep(outer: int, inner: int, offset: int) -> str:
    return SWEEP.replace("NI", str(outer)).replace("NJ", str(inner)).replace("OFFSET", str(offset))


@pytest.mark.parametrize("outer, inner, offset, direct", SWEEPS)
def test_an_inner_loop_from_the_outer_counter_reads_elements_by_indexing(outer, inner, offset, direct):
    source = compiled_source(stablehlo_py.parse_text(_sweep(outer, inner, offset)))
    reads = re.findall(r"= w2_1\[(w1_0, w2_0|w2_0, w1_0)\]  # stablehlo.dynamic_slice", source)
    assert len(reads) == (2 if direct else 0)


@pytest.mark.parametrize("outer, inner, offset, direct", SWEEPS)
def test_inner_loops_give_the_steps_results_bit_for_bit(monkeypatch, outer, inner, offset, direct):
    module = stablehlo_py.parse_text(_sweep(outer, inner, offset))
    module.verify()
    m = np.random.default_rng(outer * inner + offset).standard_normal((4, 4)).astype(np.float32)
    m[0, 1], m[2, 3] = np.inf, np.nan
    generated = _run(module, (m,), "always", monkeypatch)
    steps = _run(module, (m,), "never", monkeypatch)
    np.testing.assert_array_equal(_bits(generated[0]), _bits(steps[0]))
