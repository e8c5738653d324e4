"""One-element values held as NumPy scalars in generated code (interpreter/rewrites.py ``units``, codegen.py): a
Jacobi rotation's ``tensor<1x1xf32>`` arithmetic on elements read by ``dynamic_slice``, against the steps, bit
for bit (NaN, infinities, signed zeros, division by zero, clamped indices), and where such a value must be an
array again (an update, a broadcast, a loop-carried or returned value, a strict check)."""
from __future__ import annotations

import re

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.source_view import compiled_source
from test_interp_rewrites import _bits, _edge_values, _run

# One rotation of columns i and j of %m (tensor<4x3xf32>) per pass, torch_xla's Jacobi SVD step in miniature:
# elements read at clamped indices, every elementwise op kind on them (0-d and one-element constants, a select
# on a one-element and on a 0-d pred, rsqrt and sqrt), the results broadcast into column updates (NumPy's
# broadcast and a made one) and written back by dynamic_update_slice; one element is carried by the loop and one
# returned, so both stay arrays.
ROTATION = """
func.func @main(%m: tensor<4x3xf32>, %i: tensor<i32>, %j: tensor<i32>, %flag: tensor<i1>)
    -> (tensor<4x3xf32>, tensor<1x1xf32>, tensor<1x1xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %e0 = stablehlo.constant dense<0.0> : tensor<1x1xf32>
  %r:3 = stablehlo.while(%k = %c0, %a = %m, %carry = %e0) : tensor<i32>, tensor<4x3xf32>, tensor<1x1xf32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    %ii = stablehlo.add %i, %k : tensor<i32>
    %aij = stablehlo.dynamic_slice %a, %ii, %j, sizes = [1, 1] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %aji = stablehlo.dynamic_slice %a, %j, %ii, sizes = [1, 1] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %aii = stablehlo.dynamic_slice %a, %ii, %ii, sizes = [1, 1] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %eps = stablehlo.constant dense<1.0e-6> : tensor<1x1xf32>
    %onef = stablehlo.constant dense<1.0> : tensor<1x1xf32>
    %two = stablehlo.constant dense<2.0> : tensor<1x1xf32>
    %d = stablehlo.subtract %aij, %aji : tensor<1x1xf32>
    %ad = stablehlo.abs %d : tensor<1x1xf32>
    %small = stablehlo.compare LT, %ad, %eps : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %s = stablehlo.add %aii, %aij : tensor<1x1xf32>
    %t = stablehlo.divide %s, %d : tensor<1x1xf32>
    %t2 = stablehlo.multiply %t, %t : tensor<1x1xf32>
    %t3 = stablehlo.add %t2, %onef : tensor<1x1xf32>
    %rs = stablehlo.rsqrt %t3 : tensor<1x1xf32>
    %sq = stablehlo.sqrt %t3 : tensor<1x1xf32>
    %c = stablehlo.multiply %t, %rs : tensor<1x1xf32>
    %cs = stablehlo.select %small, %onef, %c : tensor<1x1xi1>, tensor<1x1xf32>
    %nr = stablehlo.negate %rs : tensor<1x1xf32>
    %sn = stablehlo.select %flag, %nr, %sq : tensor<i1>, tensor<1x1xf32>
    %q = stablehlo.divide %two, %sn : tensor<1x1xf32>
    %cq = stablehlo.multiply %cs, %q : tensor<1x1xf32>
    %cr = stablehlo.reshape %cq : (tensor<1x1xf32>) -> tensor<1xf32>
    %col = stablehlo.dynamic_slice %a, %c0, %j, sizes = [4, 1] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1xf32>
    %cb = stablehlo.broadcast_in_dim %cr, dims = [1] : (tensor<1xf32>) -> tensor<4x1xf32>
    %nc = stablehlo.multiply %cb, %col : tensor<4x1xf32>
    %a1 = stablehlo.dynamic_update_slice %a, %nc, %c0, %ii : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %rb = stablehlo.broadcast_in_dim %cr, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
    %row = stablehlo.dynamic_slice %a1, %j, %c0, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %nrow = stablehlo.add %rb, %row : tensor<1x3xf32>
    %nrow2 = stablehlo.subtract %nrow, %rb : tensor<1x3xf32>
    %a2 = stablehlo.dynamic_update_slice %a1, %nrow2, %j, %c0 : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %a3 = stablehlo.dynamic_update_slice %a2, %sn, %j, %j : (tensor<4x3xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<4x3xf32>
    %nxt = stablehlo.add %carry, %cs : tensor<1x1xf32>
    stablehlo.return %k1, %a3, %nxt : tensor<i32>, tensor<4x3xf32>, tensor<1x1xf32>
  }
  %last = stablehlo.dynamic_slice %r#1, %i, %j, sizes = [1, 1] : (tensor<4x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
  %twice = stablehlo.add %last, %last : tensor<1x1xf32>
  return %r#1, %r#2, %twice : tensor<4x3xf32>, tensor<1x1xf32>, tensor<1x1xf32>
}
"""

SPECIAL = np.array([np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-45, -1e-45, 3.4e38, -3.4e38, 1.0, -2.5],
                   np.float32)


def _same_as_steps(module, args, monkeypatch) -> None:
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    assert len(generated) == len(steps)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


def test_the_source_holds_one_element_values_as_scalars():
    source = compiled_source(stablehlo_py.parse_text(ROTATION))
    body = source[source.index("for w1"):source.index("s47, s48, s49 = ")]
    # (sqrt of float32 in float32: kernels/elementwise.py ``_NARROW_EXACT``; rsqrt in float64, rounded once)
    for written in ("abs(", " if ", "as_float32(rsqrt(as_float64(", "sqrt(as_float32(", " / ", "-s"):
        assert written in body, written
    assert ".reshape((1, 1))" in body  # %sn written into the matrix: an array again
    assert ".reshape((1,))" in body  # %cr broadcast to a row by its plan
    after = source[source.index("s47, s48, s49 = "):]  # %last read only as an array, %twice returned: arrays
    assert ".reshape(" not in after and re.search(r"= P\d+\(s\d+, s\d+\)  # stablehlo.add at 51", after)


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("strict", ["0", "1"])
def test_one_element_chains_give_the_steps_results_bit_for_bit(monkeypatch, seed, strict):
    monkeypatch.setenv("STABLEHLO_PY_STRICT", strict)
    module = stablehlo_py.parse_text(ROTATION)
    module.verify()
    rng = np.random.default_rng(seed)
    m = rng.standard_normal((4, 3)).astype(np.float32) * 4
    if seed % 3 == 0:
        m = rng.choice(SPECIAL, (4, 3))
    if seed % 3 == 1:
        m = np.round(m)  # equal elements: zero differences, divisions by zero
    i, j = (int(v) for v in rng.integers(-3, 6, 2))  # clamped too
    _same_as_steps(module, (m, np.int32(i), np.int32(j), np.bool_(seed % 2)), monkeypatch)


UNARY = """
func.func @main(%x: tensor<ELEMSxf32>) -> tensor<ELEMSxf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %y = %x) : tensor<i32>, tensor<ELEMSxf32>
   cond {
    %n = stablehlo.constant dense<ELEMS> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    %e = stablehlo.dynamic_slice %x, %k, sizes = [1] : (tensor<ELEMSxf32>, tensor<i32>) -> tensor<1xf32>
    %f = stablehlo.OP %e : tensor<1xf32>
    %y1 = stablehlo.dynamic_update_slice %y, %f, %k : (tensor<ELEMSxf32>, tensor<1xf32>, tensor<i32>) -> tensor<ELEMSxf32>
    stablehlo.return %k1, %y1 : tensor<i32>, tensor<ELEMSxf32>
  }
  return %r#1 : tensor<ELEMSxf32>
}
"""


@pytest.mark.parametrize("op", ["ceil", "cosine", "exponential", "exponential_minus_one", "floor", "log",
                                "log_plus_one", "logistic", "round_nearest_even", "rsqrt", "sine", "sqrt", "tan",
                                "tanh"])
def test_upcast_unary_ops_of_one_element_are_the_steps(monkeypatch, op):
    """Each upcast unary op on a NumPy scalar (the function of the float64 scalar, rounded once) against the
    steps (on a one-element array) on NaN, infinities, signed zeros, subnormals, the largest values and more."""
    x = _edge_values(np.float32, 48)  # the 18 edge values, then random ones
    module = stablehlo_py.parse_text(UNARY.replace("ELEMS", str(x.size)).replace("OP", op))
    assert "as_float32(" in compiled_source(module)
    _same_as_steps(module, (x,), monkeypatch)
