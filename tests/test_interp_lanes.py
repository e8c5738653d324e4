"""Small vectors held as their elements in generated code (codegen.py ``_Writer.lane_step``): a Lorenz
integrator's ``tensor<3xf32>`` state packed from scalars, scaled and added element by element, its elements read
back by folded slices; against the steps, bit for bit (NaN, infinities, signed zeros, integer wraparound), and
where such a vector must be an array again (a loop-carried or returned value, a kernel, a broadcast NumPy makes,
a call written inline, a region a kernel runs, a branch)."""
from __future__ import annotations

import re

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.source_view import compiled_source
from test_interp_rewrites import _bits, _run

# Each pass: the elements of %v read by slices, combined as 0-d values, packed into a vector (concatenate of
# broadcasts), scaled by a 0-d constant and a computed 0-d value (broadcasts NumPy makes), added to the carried
# vector, compared, selected on a vector and on a 0-d pred; the integer vector wraps around. The results are
# carried (arrays again) and read after the loop by a kernel (a reduce), a broadcast into a matrix and a call.
LOOP = """
func.func @main(%v: tensor<NxT>, %w: tensor<NxT>, %iv: tensor<NxI>, %flag: tensor<i1>)
    -> (tensor<NxT>, tensor<NxI>, tensor<NxI1>, tensor<T>, tensor<2xNxT>, tensor<NxT>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %f0 = stablehlo.constant dense<false> : tensor<NxI1>
  %r:4 = stablehlo.while(%k = %c0, %x = %v, %y = %iv, %m = %f0) : tensor<i32>, tensor<NxT>, tensor<NxI>, tensor<NxI1>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    %a = stablehlo.slice %x [0:1] : (tensor<NxT>) -> tensor<1xT>
    %a0 = stablehlo.reshape %a : (tensor<1xT>) -> tensor<T>
    %b = stablehlo.slice %x [1:2] : (tensor<NxT>) -> tensor<1xT>
    %b0 = stablehlo.reshape %b : (tensor<1xT>) -> tensor<T>
    %d = stablehlo.subtract %a0, %b0 : tensor<T>
    %q = stablehlo.multiply %a0, %b0 : tensor<T>
    PACK
    %h = stablehlo.constant dense<0.5> : tensor<T>
    %hb = stablehlo.broadcast_in_dim %h, dims = [] : (tensor<T>) -> tensor<NxT>
    %s = stablehlo.multiply %hb, %packed : tensor<NxT>
    %db = stablehlo.broadcast_in_dim %d, dims = [] : (tensor<T>) -> tensor<NxT>
    %s2 = stablehlo.divide %s, %db : tensor<NxT>
    %x1 = stablehlo.add %x, %s2 : tensor<NxT>
    %x2 = stablehlo.subtract %x1, %w : tensor<NxT>
    %ng = stablehlo.negate %x2 : tensor<NxT>
    %ab = stablehlo.abs %ng : tensor<NxT>
    %lt = stablehlo.compare LT, %ab, %x1 : (tensor<NxT>, tensor<NxT>) -> tensor<NxI1>
    %sel = stablehlo.select %lt, %x2, %ab : tensor<NxI1>, tensor<NxT>
    %sel2 = stablehlo.select %flag, %sel, %x1 : tensor<i1>, tensor<NxT>
    %e = stablehlo.slice %sel2 [1:2] : (tensor<NxT>) -> tensor<1xT>
    %e0 = stablehlo.reshape %e : (tensor<1xT>) -> tensor<T>
    %eb = stablehlo.broadcast_in_dim %e0, dims = [] : (tensor<T>) -> tensor<NxT>
    %x3 = stablehlo.multiply %sel2, %eb : tensor<NxT>
    %big = stablehlo.constant dense<BIG> : tensor<I>
    %bb = stablehlo.broadcast_in_dim %big, dims = [] : (tensor<I>) -> tensor<NxI>
    %y1 = stablehlo.multiply %ipacked, %bb : tensor<NxI>
    %y2 = stablehlo.add %y1, %y : tensor<NxI>
    %y3 = stablehlo.xor %y2, %y : tensor<NxI>
    %m1 = stablehlo.or %m, %lt : tensor<NxI1>
    stablehlo.return %k1, %x3, %y3, %m1 : tensor<i32>, tensor<NxT>, tensor<NxI>, tensor<NxI1>
  }
  %init = stablehlo.constant dense<0.0> : tensor<T>
  %sum = stablehlo.reduce(%r#1 init: %init) applies stablehlo.add across dimensions = [0] : (tensor<NxT>, tensor<T>) -> tensor<T>
  %t = stablehlo.multiply %r#1, %w : tensor<NxT>
  %tb = stablehlo.broadcast_in_dim %t, dims = [1] : (tensor<NxT>) -> tensor<2xNxT>
  %z = stablehlo.constant dense<1.0> : tensor<2xNxT>
  %mat = stablehlo.add %tb, %z : tensor<2xNxT>
  %called = func.call @twice(%t) : (tensor<NxT>) -> tensor<NxT>
  return %r#1, %r#2, %r#3, %sum, %mat, %called : tensor<NxT>, tensor<NxI>, tensor<NxI1>, tensor<T>, tensor<2xNxT>, tensor<NxT>
}
func.func private @twice(%x: tensor<NxT>) -> tensor<NxT> {
  %y = stablehlo.add %x, %x : tensor<NxT>
  return %y : tensor<NxT>
}
"""

_PARTS = ["%d", "%q", "%a0", "%b0"]
TYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "ui32": np.uint32, "i64": np.int64, "ui16": np.uint16}


def _program(n: int, element: str, integer: str) -> str:
    """``LOOP`` on vectors of ``n`` elements: floats of type ``element``, integers of type ``integer``, the float
    vector packed from the 0-d values and the integer one from ``%y``'s elements in reverse order."""
    parts = [f"%p{k} = stablehlo.broadcast_in_dim {_PARTS[k % 4]}, dims = [] : (tensor<T>) -> tensor<1xT>"
             for k in range(n)]
    for k in range(n):
        parts += [f"%ys{k} = stablehlo.slice %y [{n - 1 - k}:{n - k}] : (tensor<NxI>) -> tensor<1xI>",
                  f"%ye{k} = stablehlo.reshape %ys{k} : (tensor<1xI>) -> tensor<I>",
                  f"%ip{k} = stablehlo.broadcast_in_dim %ye{k}, dims = [] : (tensor<I>) -> tensor<1xI>"]
    operands, ints = ", ".join(f"%p{k}" for k in range(n)), ", ".join(f"%ip{k}" for k in range(n))
    pack = "\n    ".join(parts + [
        f"%packed = stablehlo.concatenate {operands}, dim = 0 : ({', '.join(['tensor<1xT>'] * n)}) -> tensor<NxT>",
        f"%ipacked = stablehlo.concatenate {ints}, dim = 0 : ({', '.join(['tensor<1xI>'] * n)}) -> tensor<NxI>"])
    big = np.iinfo(TYPES[integer]).max - 77  # (products wrap around)
    return LOOP.replace("PACK", pack).replace("BIG", str(big)).replace("NxI1", f"{n}xi1") \
        .replace("NxT", f"{n}x{element}").replace("NxI", f"{n}x{integer}").replace("tensor<T>", f"tensor<{element}>") \
        .replace("tensor<1xT>", f"tensor<1x{element}>").replace("tensor<I>", f"tensor<{integer}>") \
        .replace("tensor<1xI>", f"tensor<1x{integer}>")


SPECIAL = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-45, 3.0e38, -3.0e38, 1.0, -2.5, 7.0]


def _same_as_steps(module, args, monkeypatch) -> None:
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    assert len(generated) == len(steps) == 6
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


def _loop_body(source: str) -> str:
    """The lines of the first loop of ``@main``'s source."""
    main = source.split("# @twice")[0]
    body = main[main.index("    for w1"):]
    return body[:re.search(r"^    \S", body[4:], re.M).start() + 4]


@pytest.mark.parametrize("element, integer", [("f32", "i32"), ("f64", "ui32"), ("f32", "i64"), ("f64", "ui16")])
def test_the_loop_holds_its_vectors_as_elements(element, integer):
    source = compiled_source(stablehlo_py.parse_text(_program(3, element, integer)))
    body = _loop_body(source)
    lanes = r"l\d+ = (?:{0}); l\d+ = (?:{0}); l\d+ = (?:{0})  # stablehlo\.{1} at"
    scaled = r"[sl]\d+ \* c\d+|c\d+ \* [sl]\d+"
    assert re.search(lanes.format(scaled, "multiply") + " 3", body)  # the pack times a 0-d constant
    assert re.search(lanes.format(r"l\d+ \+ l\d+", "add"), body)  # the carried vector's elements
    assert re.search(lanes.format(r"s1\[\d\]", "subtract"), body)  # an argument read element by element
    assert re.search(lanes.format(r"l\d+ if l\d+ else l\d+", "select"), body)  # a select on a vector pred
    assert re.search(lanes.format(r"l\d+ if s\d+ else l\d+", "select"), body)  # a select on a 0-d pred
    assert re.search(lanes.format(r"-l\d+", "negate"), body) and re.search(lanes.format(r"abs\(l\d+\)", "abs"), body)
    assert re.search(lanes.format(r"l\d+ < l\d+", "compare"), body)
    assert re.search(lanes.format(r"l\d+ \| l\d+", "or"), body)
    assert re.search(lanes.format(scaled, "multiply") + " 5", body)  # the integer pack, wrapping around
    assert re.search(lanes.format(r"l\d+ \^ l\d+", "xor"), body)
    # no array in the loop: the three vectors are carried as their elements, read from the initial arrays once
    assert "array" not in body and not re.search(r"= P\d+\(", body) and "# stablehlo.concatenate" not in body
    assert re.search(r"w1_0, l1, l2, l3, l4, l5, l6, l7, l8, l9 = c\d+, s0\[0\], s0\[1\], s0\[2\], s2\[0\]", source)
    assert re.search(r"w1_0, l1, l2, l3, l4, l5, l6, l7, l8, l9 = s\d+(, l\d+){9}  # stablehlo.while", body)


@pytest.mark.parametrize("n", [2, 4, 5])
def test_vectors_of_up_to_four_elements_are_held_as_elements(n):
    source = compiled_source(stablehlo_py.parse_text(_program(n, "f32", "i32")))
    assert ("; l" in _loop_body(source)) == (n <= 4)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("element, integer", [("f32", "i32"), ("f64", "ui32"), ("f32", "i64"), ("f64", "ui16")])
@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("strict", ["0", "1"])
@pytest.mark.parametrize("passes", [3, 0])
def test_vectors_held_as_elements_give_the_steps_results_bit_for_bit(monkeypatch, n, element, integer, seed, strict,
                                                                      passes):
    monkeypatch.setenv("STABLEHLO_PY_STRICT", strict)
    module = stablehlo_py.parse_text(_program(n, element, integer).replace("dense<3> : tensor<i32>",
                                                                           f"dense<{passes}> : tensor<i32>"))
    module.verify()
    rng = np.random.default_rng(seed)
    dtype, itype = TYPES[element], TYPES[integer]
    if seed % 2 == 0:
        v, w = (rng.choice(np.array(SPECIAL, dtype), n) for _ in range(2))
    else:
        v, w = ((rng.standard_normal(n) * 4).astype(dtype) for _ in range(2))
        v[0] = v[1] if seed == 3 else v[0]  # a zero difference: division by zero
    info = np.iinfo(itype)
    iv = rng.integers(info.min, info.max, n, dtype=itype, endpoint=True)
    _same_as_steps(module, (v, w, iv, np.bool_(seed % 3 == 0)), monkeypatch)


# A vector held as elements read where an array must be: inside a nested loop and a branch (inlined control
# flow), by a region a kernel runs (a sort comparator reading it from the frame) and as a broadcast of a
# computed 0-d array (a reduce's result) that is not a NumPy scalar.
READERS = """
func.func @main(%a: tensor<f32>, %b: tensor<f32>, %u: tensor<3xf32>, %flag: tensor<i1>)
    -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %a2 = stablehlo.multiply %a, %b : tensor<f32>
  %b2 = stablehlo.subtract %a, %b : tensor<f32>
  %pa = stablehlo.broadcast_in_dim %a2, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %pb = stablehlo.broadcast_in_dim %b2, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %pc = stablehlo.broadcast_in_dim %a2, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %packed = stablehlo.concatenate %pa, %pb, %pc, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  %v = stablehlo.add %packed, %u : tensor<3xf32>
  %vr = stablehlo.multiply %packed, %u : tensor<3xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:2 = stablehlo.while(%k = %c0, %x = %u) : tensor<i32>, tensor<3xf32>
   cond {
    %n = stablehlo.constant dense<2> : tensor<i32>
    %p = stablehlo.compare LT, %k, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %k1 = stablehlo.add %k, %one : tensor<i32>
    %x1 = stablehlo.multiply %x, %v : tensor<3xf32>
    stablehlo.return %k1, %x1 : tensor<i32>, tensor<3xf32>
  }
  %br = "stablehlo.if"(%flag) ({
    %t = stablehlo.subtract %v, %u : tensor<3xf32>
    stablehlo.return %t : tensor<3xf32>
  }, {
    stablehlo.return %v : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %sum = stablehlo.reduce(%u init: %init) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %sb = stablehlo.broadcast_in_dim %sum, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %w = stablehlo.multiply %v, %sb : tensor<3xf32>
  %sorted = "stablehlo.sort"(%u) ({
  ^bb0(%l: tensor<f32>, %rr: tensor<f32>):
    %e = stablehlo.slice %vr [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %e0 = stablehlo.reshape %e : (tensor<1xf32>) -> tensor<f32>
    %ls = stablehlo.multiply %l, %e0 : tensor<f32>
    %lt = stablehlo.compare LT, %ls, %rr : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = true} : (tensor<3xf32>) -> tensor<3xf32>
  return %r#1, %br, %w, %sorted : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
"""


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("flag", [False, True])
def test_vectors_held_as_elements_are_arrays_where_read_as_arrays(monkeypatch, seed, flag):
    module = stablehlo_py.parse_text(READERS)
    module.verify()
    rng = np.random.default_rng(seed)
    a, b = (np.float32(x) for x in rng.choice(np.array(SPECIAL, np.float32), 2))
    u = (rng.standard_normal(3) * 3).astype(np.float32)
    generated = _run(module, (a, b, u, np.bool_(flag)), "always", monkeypatch)
    steps = _run(module, (a, b, u, np.bool_(flag)), "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))
    source = compiled_source(module)
    # %v is held as elements (%u read element by element for it), %vr (read by the comparator) is an array
    assert re.search(r"^    l\d+ = s2\[0\].*# stablehlo\.add at 10:", source, re.M)
    assert re.search(r"^    l\d+ = (l\d+ \+ s\d+|s\d+ \+ l\d+); ", source, re.M)
    assert re.search(r"^    (s\d+) = array\d+\(\(s4, s5, s4,\), D\d+\)  # stablehlo\.multiply at 11:.*\n    \1 = P\d+\(\1, s2\)$",
                     source, re.M)
