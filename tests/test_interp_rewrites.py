"""The generated code's compile-time rewrites (interpreter/rewrites.py, issue #12 item 3) give the steps'
results bit for bit: constants as names and NumPy scalars, operators for arithmetic and comparisons (NaN,
-0.0, inf, integer wraparound), one index for a slice of one element reshaped to 0-d, one ``np.array`` for a
concatenate of broadcast scalars, broadcasts NumPy makes itself, 0-d converts and the upcast unary ops on
static arrays; inside a loop, an inlined callee and a branch."""
from __future__ import annotations

import re

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter import registry
from stablehlo_py.interpreter.source_view import compiled_source
from stablehlo_py.interpreter.evaluator import GENERATE_VARIABLE, Interpreter

PROGRAM = """
func.func @main(%v: tensor<3xf32>, %k: tensor<i32>, %row: tensor<4xf32>, %m: tensor<3x4xf32>, %d: tensor<f64>,
                %big: tensor<i64>) -> (tensor<3xf32>, tensor<i32>, tensor<3x4xf32>, tensor<f64>, tensor<f32>,
                                       tensor<3xi1>, tensor<3x4xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r:3 = stablehlo.while(%i = %c0, %x = %v, %acc = %k) : tensor<i32>, tensor<3xf32>, tensor<i32>
   cond {
    %n = stablehlo.constant dense<3> : tensor<i32>
    %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %j = stablehlo.add %i, %one : tensor<i32>
    %y = func.call @step(%x) : (tensor<3xf32>) -> tensor<3xf32>
    %big_i = stablehlo.constant dense<2147483000> : tensor<i32>
    %a1 = stablehlo.multiply %acc, %big_i : tensor<i32>
    %a2 = stablehlo.subtract %a1, %j : tensor<i32>
    stablehlo.return %j, %y, %a2 : tensor<i32>, tensor<3xf32>, tensor<i32>
  }
  %b = stablehlo.broadcast_in_dim %row, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
  %s = stablehlo.add %m, %b : tensor<3x4xf32>
  %t = stablehlo.tanh %s : tensor<3x4xf32>
  %e = stablehlo.exponential %t : tensor<3x4xf32>
  %l = stablehlo.logistic %e : tensor<3x4xf32>
  %half = stablehlo.constant dense<0.5> : tensor<f64>
  %dd = stablehlo.divide %d, %half : tensor<f64>
  %dn = stablehlo.negate %dd : tensor<f64>
  %f = stablehlo.convert %big : (tensor<i64>) -> tensor<f32>
  %fk = stablehlo.convert %k : (tensor<i32>) -> tensor<f32>
  %fd = stablehlo.convert %dn : (tensor<f64>) -> tensor<f32>
  %f2 = stablehlo.add %f, %fk : tensor<f32>
  %f3 = stablehlo.add %f2, %fd : tensor<f32>
  %ne = stablehlo.compare NE, %r#1, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %rs = stablehlo.rsqrt %m : tensor<3x4xf32>
  return %r#1, %r#2, %l, %dn, %f3, %ne, %rs : tensor<3xf32>, tensor<i32>, tensor<3x4xf32>, tensor<f64>, tensor<f32>,
      tensor<3xi1>, tensor<3x4xf32>
}
func.func private @step(%x: tensor<3xf32>) -> tensor<3xf32> {
  %a = stablehlo.slice %x [0:1] : (tensor<3xf32>) -> tensor<1xf32>
  %a0 = stablehlo.reshape %a : (tensor<1xf32>) -> tensor<f32>
  %b = stablehlo.slice %x [1:2] : (tensor<3xf32>) -> tensor<1xf32>
  %b0 = stablehlo.reshape %b : (tensor<1xf32>) -> tensor<f32>
  %c = stablehlo.slice %x [2:3] : (tensor<3xf32>) -> tensor<1xf32>
  %c0 = stablehlo.reshape %c : (tensor<1xf32>) -> tensor<f32>
  %two = stablehlo.constant dense<2.0> : tensor<f32>
  %huge = stablehlo.constant dense<3.0e38> : tensor<f32>
  %p = stablehlo.multiply %a0, %huge : tensor<f32>
  %q = stablehlo.divide %b0, %c0 : tensor<f32>
  %r = stablehlo.subtract %q, %two : tensor<f32>
  %n = stablehlo.negate %c0 : tensor<f32>
  %pb = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %packed = stablehlo.concatenate %pb, %rb, %nb, dim = 0 : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<3xf32>
  %twos = stablehlo.broadcast_in_dim %two, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %scaled = stablehlo.multiply %packed, %twos : tensor<3xf32>
  %s = stablehlo.sine %scaled : tensor<3xf32>
  %out = stablehlo.add %s, %scaled : tensor<3xf32>
  return %out : tensor<3xf32>
}
"""

SPECIAL = np.array([np.nan, -0.0, np.inf, -np.inf, 0.0, 1e-40, -3.5, 3.0e38, -np.nan, 7.25, 1.0, -1.0], np.float32)


def _readable(source: str) -> str:
    """``compiled_source``'s text with each index and shape name (``[I3]``, ``S4``: ``_Writer.literal``) written as
    its legend line says (``[0:2, 1:3]``, ``(2, 3)``), those lines left out: the lines as literals would write them."""
    legend = dict(re.findall(r"^#   ([IS]\d+) = (.*)$", source, re.M))
    source = re.sub(r"^#   [IS]\d+ = .*\n", "", source, flags=re.M)
    return re.sub(r"\[(I\d+)\]|\b(S\d+)\b", lambda m: legend[m.group(1) or m.group(2)], source)


def _helpers(source: str) -> dict[str, str]:
    """The upcast unary functions of a generated module (sibling slices' groups) by the NumPy function they call
    (``logistic`` -> ``W0``: ``_Writer.helper``)."""
    return {fn: name for name, fn in re.findall(r"^def (W\d+)\(x\):\n    return (\w+)\(", source, re.M)}


def _bits(value) -> np.ndarray:
    array = np.asarray(value)
    return array.view(f"u{array.dtype.itemsize}") if array.dtype != np.bool_ else array


def _run(module, args, policy: str, monkeypatch) -> list:
    monkeypatch.setenv(GENERATE_VARIABLE, policy)
    return [np.asarray(r) for r in Interpreter(module).call("main", list(args))]


def _cases():
    rng = np.random.default_rng(12)
    yield "special", (SPECIAL[:3], np.int32(7), SPECIAL[4:8], SPECIAL.reshape(3, 4), np.float64(-0.0),
                      np.int64(2**62 + 2**38 + 1))
    yield "zeros", (np.array([-0.0, 0.0, -0.0], np.float32), np.int32(-2**31), np.zeros(4, np.float32),
                    -np.zeros((3, 4), np.float32), np.float64(np.nan), np.int64(-(2**63)))
    for k in range(3):
        yield f"random{k}", (rng.normal(size=3).astype(np.float32) * 10, np.int32(rng.integers(-2**31, 2**31 - 1)),
                             rng.normal(size=4).astype(np.float32), rng.normal(size=(3, 4)).astype(np.float32) * 5,
                             np.float64(rng.normal() * 1e300), np.int64(rng.integers(-2**63, 2**63 - 1)))


@pytest.mark.parametrize("name,args", list(_cases()), ids=[name for name, _ in _cases()])
def test_generated_code_gives_the_steps_results_bit_for_bit(name, args, monkeypatch):
    module = stablehlo_py.parse_text(PROGRAM)
    module.verify()
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    assert len(generated) == len(steps) == 7
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


def test_strict_generated_code_checks_the_rewritten_values(monkeypatch):
    monkeypatch.setenv("STABLEHLO_PY_STRICT", "1")
    module = stablehlo_py.parse_text(PROGRAM)
    _, args = next(_cases())
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g, s in zip(generated, steps):
        np.testing.assert_array_equal(_bits(g), _bits(s))


def test_the_source_shows_each_rewrite():
    source, step = compiled_source(stablehlo_py.parse_text(PROGRAM)).split("# @step")
    body = [line.split("#")[0] for line in source.splitlines()]
    # slice of one + reshape: an index (of @step's argument; where @step is inlined in the loop, which carries the
    # vector as its elements, the element's name)
    assert any(line.split("#")[0].strip().endswith("[0]") for line in step.splitlines())
    # the concatenate of broadcast scalars is its three elements (lanes: no line of its own), multiplied by the
    # broadcast 0-d constant element by element, and made an array for the sine that reads the product
    assert re.search(r"l\d+ = c\d+ \* s\w+; l\d+ = c\d+ \* s\w+; l\d+ = c\d+ \* s\w+  # stablehlo.multiply", source)
    assert any("array" in line and "), D" in line for line in body)
    assert " * c" in source  # a 0-d constant as a NumPy scalar operand
    assert any("< c" in line for line in body)  # the loop's compare as an operator
    # each broadcast is NumPy's or folded into the pack, never evaluated
    assert not re.search(r"# stablehlo\.broadcast_in_dim", source)
    assert not re.search(r"# stablehlo\.concatenate", source)
    assert "stablehlo.constant" not in source  # constants are names, made once


DTYPES = {"i8": np.int8, "i32": np.int32, "ui32": np.uint32, "i64": np.int64, "ui64": np.uint64, "f32": np.float32,
          "f64": np.float64}


def _specialized_and_kernel(monkeypatch, op_text: str, args: list, types: list[str], result_type: str):
    """``%r = op_text`` of ``%a0``, ``%a1``, ... (of ``types``) through its specializer, then its kernel alone."""
    from test_interp_specializers import _run as run_op

    fast = run_op(op_text, args, result_type, types)
    monkeypatch.setattr(registry, "SPECIALIZERS", {})
    slow = run_op(op_text, args, result_type, types)
    monkeypatch.undo()
    return np.asarray(fast), np.asarray(slow)


# 6 rows: the window spans dimension 0 whole (only dimension 1 moves); 5 columns: only dimension 0 moves (a
# scan's step); neither: both move
@pytest.mark.parametrize("rows, cols", [(2, 3), (6, 3), (2, 5)])
@pytest.mark.parametrize("index_type", ["i8", "i32", "ui32", "i64", "ui64"])
@pytest.mark.parametrize("starts", [(0, 0), (2, 1), (-5, 3), (9, -1), (127, 100)])
def test_dynamic_slice_and_update_specializers_are_the_kernels(monkeypatch, index_type, starts, rows, cols):
    """Start indices clamped into range (negative, past the end) of every integer type; ui64 keeps the kernel."""
    x = np.arange(30, dtype=np.float32).reshape(6, 5)
    update = -np.arange(rows * cols, dtype=np.float32).reshape(rows, cols)
    indices = [np.array(s, np.int64).astype(DTYPES[index_type]) for s in starts]
    t, window = f"tensor<{index_type}>", f"tensor<{rows}x{cols}xf32>"
    sliced = (f"stablehlo.dynamic_slice %a0, %a1, %a2, sizes = [{rows}, {cols}] : (tensor<6x5xf32>, {t}, {t}) -> "
              f"{window}")
    fast, slow = _specialized_and_kernel(monkeypatch, sliced, [x, *indices], ["tensor<6x5xf32>", t, t], window)
    assert fast.tobytes() == slow.tobytes()
    updated = (f"stablehlo.dynamic_update_slice %a0, %a1, %a2, %a3 : (tensor<6x5xf32>, {window}, {t}, {t}) "
               f"-> tensor<6x5xf32>")
    fast, slow = _specialized_and_kernel(monkeypatch, updated, [x, update, *indices],
                                         ["tensor<6x5xf32>", window, t, t], "tensor<6x5xf32>")
    assert fast.tobytes() == slow.tobytes()
    assert x.tobytes() == np.arange(30, dtype=np.float32).tobytes()  # the operand is not written


@pytest.mark.parametrize("source, target", [("i64", "f32"), ("i32", "f32"), ("f64", "f32"), ("ui64", "f64"),
                                            ("f32", "f64"), ("i8", "f64")])
def test_0d_convert_specializer_is_the_kernel(monkeypatch, source, target):
    """A 0-d ``convert`` as the NumPy scalar type's cast: one rounding (2**62 + 2**38 + 1 rounds up to f32)."""
    values = [2**62 + 2**38 + 1, -(2**62 + 2**38 + 1), 2**63 + 2**39 + 1, 16777217, -128, 1 + 2**-30, 3.4e38 * 2,
              np.nan, -0.0]
    op = f"stablehlo.convert %a0 : (tensor<{source}>) -> tensor<{target}>"
    for value in values:
        with np.errstate(all="ignore"):
            x = np.array(value).astype(DTYPES[source])
        fast, slow = _specialized_and_kernel(monkeypatch, op, [x], [f"tensor<{source}>"], f"tensor<{target}>")
        assert fast.dtype == slow.dtype and fast.tobytes() == slow.tobytes(), value


SCAN = """
func.func @main(%xs: tensor<5x3xf32>, %buf: tensor<5x3xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<1x3xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c5 = stablehlo.constant dense<5> : tensor<i32>
  %r:2 = stablehlo.while(%i = %c0, %b = %buf) : tensor<i32>, tensor<5x3xf32>
   cond {
    %p = stablehlo.compare LT, %i, %c5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %row = stablehlo.dynamic_slice %xs, %i, %c0, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %neg = stablehlo.negate %row : tensor<1x3xf32>
    %b2 = func.call @put(%b, %neg, %i) : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>) -> tensor<5x3xf32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %j, %b2 : tensor<i32>, tensor<5x3xf32>
  }
  %first = stablehlo.slice %xs [0:1, 0:3] : (tensor<5x3xf32>) -> tensor<1x3xf32>
  %s:3 = stablehlo.while(%i = %c0, %b = %buf, %last = %first) : tensor<i32>, tensor<5x3xf32>, tensor<1x3xf32>
   cond {
    %p = stablehlo.compare LT, %i, %c5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %peek = stablehlo.dynamic_slice %b, %i, %c0, sizes = [1, 3] : (tensor<5x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %twice = stablehlo.add %peek, %peek : tensor<1x3xf32>
    %b2 = stablehlo.dynamic_update_slice %b, %twice, %i, %c0 : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
    %j = stablehlo.add %i, %c1 : tensor<i32>
    stablehlo.return %j, %b2, %peek : tensor<i32>, tensor<5x3xf32>, tensor<1x3xf32>
  }
  return %r#1, %s#1, %s#2 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<1x3xf32>
}
func.func private @put(%b: tensor<5x3xf32>, %u: tensor<1x3xf32>, %i: tensor<i32>) -> tensor<5x3xf32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %b, %u, %i, %c0 : (tensor<5x3xf32>, tensor<1x3xf32>, tensor<i32>, tensor<i32>) -> tensor<5x3xf32>
  return %r : tensor<5x3xf32>
}
"""


def test_a_loop_buffer_only_updated_is_written_in_place(monkeypatch):
    """The scan's output buffer (updated through an inlined call, read by nothing else) is copied once and
    written in place; the second loop reads its buffer before updating it (and carries the read): it copies
    on every update. The caller's arrays are never written."""
    module = stablehlo_py.parse_text(SCAN)
    module.verify()
    source = compiled_source(module).split("# @put")[0]
    assert source.count("updated in place") == 1
    xs = np.arange(15, dtype=np.float32).reshape(5, 3)
    buf = np.full((5, 3), 7.0, np.float32)
    generated = _run(module, (xs, buf), "always", monkeypatch)
    steps = _run(module, (xs, buf), "never", monkeypatch)
    assert buf.tobytes() == np.full((5, 3), 7.0, np.float32).tobytes()
    for g, s in zip(generated, steps):
        np.testing.assert_array_equal(_bits(g), _bits(s))
    np.testing.assert_array_equal(generated[0], -xs)
    np.testing.assert_array_equal(generated[2], np.full((1, 3), 7.0, np.float32))  # read before its update


SELECTS = """
func.func @main(%p: tensor<i1>, %a: tensor<f32>, %b: tensor<f32>, %x: tensor<2xf32>, %y: tensor<2xf32>,
                %q: tensor<2xi1>, %k: tensor<i32>) -> (tensor<f32>, tensor<2xf32>, tensor<2xf32>, tensor<f32>, tensor<i32>,
                                                       tensor<2xf32>) {
  %s0 = stablehlo.select %p, %a, %b : tensor<i1>, tensor<f32>
  %s1 = stablehlo.select %p, %x, %y : tensor<i1>, tensor<2xf32>
  %s2 = stablehlo.select %q, %x, %y : tensor<2xi1>, tensor<2xf32>
  %n = stablehlo.negate %s0 : tensor<f32>
  %m = stablehlo.abs %n : tensor<f32>
  %ki = stablehlo.abs %k : tensor<i32>
  %xa = stablehlo.abs %s1 : tensor<2xf32>
  return %s0, %s1, %s2, %m, %ki, %xa : tensor<f32>, tensor<2xf32>, tensor<2xf32>, tensor<f32>, tensor<i32>, tensor<2xf32>
}
"""


@pytest.mark.parametrize("pred", [True, False])
def test_select_and_abs_rewrites_give_the_steps_results(monkeypatch, pred):
    module = stablehlo_py.parse_text(SELECTS)
    module.verify()
    source = compiled_source(module)
    assert " if " in source and "abs(" in source
    args = (np.array(pred), np.float32(-np.nan), np.float32(-0.0), np.array([np.nan, -0.0], np.float32),
            np.array([-np.inf, 1e-45], np.float32), np.array([pred, not pred]), np.int32(-2**31))
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


VIEWS = """
func.func @main(%a: tensor<6x5xf32>, %c: tensor<f32>) -> (tensor<2x5xf32>, tensor<5x2xf32>, tensor<10xf32>, tensor<f32>,
                                                       tensor<1x1xf32>, tensor<f32>) {
  %s = stablehlo.slice %a [1:5:2, 0:5] : (tensor<6x5xf32>) -> tensor<2x5xf32>
  %t = stablehlo.transpose %s, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %r = stablehlo.reshape %s : (tensor<2x5xf32>) -> tensor<10xf32>
  %one = stablehlo.slice %a [5:6, 4:5] : (tensor<6x5xf32>) -> tensor<1x1xf32>
  %o = stablehlo.reshape %one : (tensor<1x1xf32>) -> tensor<f32>
  %k = stablehlo.constant dense<2.5> : tensor<f32>
  %kk = stablehlo.reshape %k : (tensor<f32>) -> tensor<1x1xf32>
  %ct = stablehlo.transpose %c, dims = [] : (tensor<f32>) -> tensor<f32>
  return %s, %t, %r, %o, %kk, %ct : tensor<2x5xf32>, tensor<5x2xf32>, tensor<10xf32>, tensor<f32>, tensor<1x1xf32>,
      tensor<f32>
}
"""


def test_view_ops_written_as_indexes_and_methods_give_the_steps_results(monkeypatch):
    module = stablehlo_py.parse_text(VIEWS)
    module.verify()
    source = _readable(compiled_source(module))
    assert "[1:5:2, 0:5]" in source and ".transpose((1, 0))" in source and ".reshape((10,))" in source
    args = (np.arange(30, dtype=np.float32).reshape(6, 5), np.float32(-0.0))
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


def test_a_broadcast_adding_unit_dimensions_is_a_reshape(monkeypatch):
    text = """
func.func @main(%h: tensor<2x3xf32>, %c: tensor<f32>) -> (tensor<1x2x3xf32>, tensor<2x1x3xf32>, tensor<1x1xf32>, tensor<3x2xf32>) {
  %a = stablehlo.broadcast_in_dim %h, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<1x2x3xf32>
  %b = stablehlo.broadcast_in_dim %h, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
  %c1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
  %t = stablehlo.broadcast_in_dim %h, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %a, %b, %c1, %t : tensor<1x2x3xf32>, tensor<2x1x3xf32>, tensor<1x1xf32>, tensor<3x2xf32>
}"""
    module = stablehlo_py.parse_text(text)
    source = compiled_source(module)
    assert source.count(".reshape(") == 2  # not the transposing one, nor the one of a 0-d value
    args = (np.arange(6, dtype=np.float32).reshape(2, 3), np.float32(np.nan))
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


LIVENESS = """
func.func @main(%x: tensor<3xf32>, %s: tensor<f32>, %z: tensor<3xf32>) -> (tensor<f32>, tensor<3xf32>, tensor<3xf32>,
                                                                         tensor<2xf32>, tensor<3xf32>) {
  %a = stablehlo.slice %x [1:2] : (tensor<3xf32>) -> tensor<1xf32>
  %y = stablehlo.add %x, %x : tensor<3xf32>
  %r = stablehlo.reshape %a : (tensor<1xf32>) -> tensor<f32>
  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %b2 = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<3xf32>
  %m = stablehlo.multiply %s, %s : tensor<f32>
  %w = stablehlo.add %z, %b : tensor<3xf32>
  %p = stablehlo.broadcast_in_dim %m, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %q = stablehlo.broadcast_in_dim %r, dims = [] : (tensor<f32>) -> tensor<1xf32>
  %n = stablehlo.negate %m : tensor<f32>
  %rr = stablehlo.multiply %r, %n : tensor<f32>
  %c = stablehlo.concatenate %p, %q, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  %w2 = stablehlo.multiply %w, %b2 : tensor<3xf32>
  return %rr, %y, %w, %c, %w2 : tensor<f32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<3xf32>
}"""


def test_values_a_rewrite_reads_later_live_until_then(monkeypatch):
    """The operand of a folded slice, of elided broadcasts (two of one value) and of a pack stays alive past
    other ops that read it last, until the rewritten op reads it."""
    module = stablehlo_py.parse_text(LIVENESS)
    module.verify()
    args = (np.array([1, 2, 3], np.float32), np.float32(2), np.array([1, -0.0, np.nan], np.float32))
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype and g.shape == s.shape
        np.testing.assert_array_equal(_bits(g), _bits(s))


@pytest.mark.parametrize("element, values", [("i1", [True, False]), ("i8", [-128, 127, -1, 5]),
                                             ("ui32", [0, 4294967295, 2863311530, 1]), ("i4", [-8, 7, -1, 3])])
def test_bitwise_rewrites_give_the_steps_results(monkeypatch, element, values):
    """``and``/``or``/``xor``/``not`` on 0-d values (operators) and arrays (ufuncs); sub-byte i4 keeps its kernel."""
    t, a = f"tensor<{element}>", f"tensor<{len(values)}x{element}>"
    ops = [f"%{name}0 = stablehlo.{name} %x, %y : {t}" for name in ("and", "or", "xor")]
    ops += [f"%{name}1 = stablehlo.{name} %u, %v : {a}" for name in ("and", "or", "xor")]
    ops += [f"%not0 = stablehlo.not %x : {t}", f"%not1 = stablehlo.not %u : {a}"]
    names = ["%and0", "%or0", "%xor0", "%not0", "%and1", "%or1", "%xor1", "%not1"]
    types = [t] * 4 + [a] * 4
    text = (f"func.func @main(%x: {t}, %y: {t}, %u: {a}, %v: {a}) -> ({', '.join(types)}) {{\n  "
            + "\n  ".join(ops) + f"\n  return {', '.join(names)} : {', '.join(types)}\n}}")
    module = stablehlo_py.parse_text(text)
    module.verify()
    dtype = module.funcs["main"].type.inputs[0]
    from stablehlo_py.ir.dtypes import dtype_of

    np_dtype = dtype_of(dtype.element_type)
    u = np.array(values, dtype=np.int64).astype(np_dtype)
    v = u[::-1].copy()
    for x, y in [(u[0], u[-1]), (u[1], u[1])]:
        args = (np.array(x, np_dtype), np.array(y, np_dtype), u, v)
        generated = _run(module, args, "always", monkeypatch)
        steps = _run(module, args, "never", monkeypatch)
        for g, s in zip(generated, steps):
            assert g.dtype == s.dtype and g.shape == s.shape
            np.testing.assert_array_equal(g, s)


NEGATED = """
func.func @main(%x: tensor<4x6x{t}>) -> (tensor<4x6x{t}>, tensor<4x6x{t}>, tensor<4x6x{t}>, tensor<4x6x{t}>) {{
  %n = stablehlo.negate %x : tensor<4x6x{t}>
  %e = stablehlo.exponential %n : tensor<4x6x{t}>
  %m = stablehlo.negate %e : tensor<4x6x{t}>
  %s = stablehlo.tanh %m : tensor<4x6x{t}>
  %twice = stablehlo.negate %x : tensor<4x6x{t}>
  %l = stablehlo.logistic %twice : tensor<4x6x{t}>
  %c = stablehlo.cosine %twice : tensor<4x6x{t}>
  return %e, %s, %l, %c : tensor<4x6x{t}>, tensor<4x6x{t}>, tensor<4x6x{t}>, tensor<4x6x{t}>
}}
"""


@pytest.mark.parametrize("element", ["f32", "f16", "bf16", "f64"])
def test_a_negate_folded_into_an_upcast_unary_op_is_bit_for_bit_the_steps(monkeypatch, element):
    """``exp(-x)``: the negate done in the op's widened copy (rewrites.py), on NaNs of both signs with
    payloads (a signaling one too), infinities, signed zeros, subnormals and the largest values; a negate
    read twice keeps its line, and f64 (no widened copy) keeps its negate."""
    import ml_dtypes

    dtype = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f64": np.float64}[element]
    info = ml_dtypes.finfo(dtype)
    edges = np.array([np.inf, -np.inf, 0.0, -0.0, float(info.smallest_subnormal), -float(info.smallest_subnormal),
                      float(info.max), -float(info.max), float(info.tiny), 88.5, -88.5, 1e-3], dtype)
    bits = np.dtype(f"u{np.dtype(dtype).itemsize}")
    exponent = {"f32": 0x7F800000, "f16": 0x7C00, "bf16": 0x7F80, "f64": 0x7FF0000000000000}[element]
    sign = 1 << (8 * np.dtype(dtype).itemsize - 1)
    nans = np.array([exponent | 1, exponent | 5 | sign, exponent | (exponent >> 1 & ~exponent) | 3], bits).view(dtype)
    x = (np.random.default_rng(3).normal(size=24) * 4).astype(dtype)  # (bf16 * 4 is f32 with ml_dtypes 0.6)
    x[:len(edges)], x[len(edges):len(edges) + 3] = edges, nans
    module = stablehlo_py.parse_text(NEGATED.format(t=element))
    with np.errstate(all="ignore"):
        generated = _run(module, [x.reshape(4, 6)], "always", monkeypatch)
        steps = _run(module, [x.reshape(4, 6)], "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype == dtype
        np.testing.assert_array_equal(_bits(g), _bits(s))
    lines = compiled_source(module).splitlines()
    folded = [line for line in lines if "negative((" in line]
    assert len(folded) == (0 if element == "f64" else 2)  # exponential and tanh; not logistic and cosine
    assert sum("# stablehlo.negate" in line for line in lines) == (3 if element == "f64" else 1)
    assert sum("(stablehlo.negate at" in line for line in lines) == (0 if element == "f64" else 2)  # in the tags


UNARY = """
func.func @main(%x: tensor<5x{n}x{t}>) -> (tensor<5x{n}x{t}>, tensor<5x{n}x{t}>) {{
  %r = stablehlo.{op} %x : tensor<5x{n}x{t}>
  %n = stablehlo.negate %x : tensor<5x{n}x{t}>
  %s = stablehlo.{op} %n : tensor<5x{n}x{t}>
  return %r, %s : tensor<5x{n}x{t}>, tensor<5x{n}x{t}>
}}
"""
COMPLEX_UNARY = ["cosine", "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "rsqrt", "sine",
                 "sqrt", "tan", "tanh"]


def _edge_values(dtype, n: int) -> np.ndarray:
    """``n`` values of the float ``dtype`` (or its complex): NaN, infinities, signed zeros, subnormals, the
    largest values, values where tanh/exp/logistic saturate, the rest random; real and imaginary parts
    drawn from them."""
    import ml_dtypes

    real = np.dtype(np.float32) if dtype == np.complex64 else np.dtype(dtype)
    info = ml_dtypes.finfo(real)
    edges = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, float(info.smallest_subnormal),
             -float(info.smallest_subnormal), float(info.max), -float(info.max), float(info.tiny), 20.0, -20.0,
             88.7, -104.0, 0.5, 2.5, -3.5]
    rng = np.random.default_rng(21)
    values = np.concatenate([np.array(edges, real), (rng.standard_normal(n) * 6).astype(real)])[:n]
    if dtype == np.complex64:
        pairs = np.empty(n, np.complex64)
        pairs.real, pairs.imag = values, np.roll(values, 7)
        return pairs
    return values


@pytest.mark.parametrize("op, element", [
    (op, element) for op in ["ceil", "floor", "round_nearest_even", *COMPLEX_UNARY]
    for element in ["f32", "bf16", "f16", "f64", *(["complex<f32>"] if op in COMPLEX_UNARY else [])]])
def test_upcast_unary_ops_written_inline_are_bit_for_bit_the_steps(monkeypatch, element, op):
    """Each upcast unary op as generated code writes it (``fn((t := x.astype(float64)), t).astype(...)``,
    and of a folded negate) against the steps, on NaN, infinities, signed zeros, subnormals and the largest
    values; f64 (no widening) keeps its call."""
    import ml_dtypes

    dtype = {"f32": np.float32, "bf16": ml_dtypes.bfloat16, "f16": np.float16, "f64": np.float64,
             "complex<f32>": np.complex64}[element]
    x = _edge_values(dtype, 40).reshape(5, 8)
    module = stablehlo_py.parse_text(UNARY.format(op=op, n=8, t=element))
    with np.errstate(all="ignore"):
        generated = _run(module, [x], "always", monkeypatch)
        steps = _run(module, [x], "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.dtype == s.dtype == dtype
        np.testing.assert_array_equal(_bits(g), _bits(s))
    source = compiled_source(module)
    assert (":= " in source) == (element != "f64")


BIAS = """
func.func @main(%m: tensor<3x4xf32>, %b: tensor<4xf32>) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %row = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
  %full = stablehlo.broadcast_in_dim %row, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
  %s = stablehlo.add %m, %full : tensor<3x4xf32>
  %row2 = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
  %full2 = stablehlo.broadcast_in_dim %row2, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
  %n = stablehlo.negate %full2 : tensor<3x4xf32>
  return %s, %n : tensor<3x4xf32>, tensor<3x4xf32>
}
"""


def _line(fragment: str, text: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if fragment in line)


def test_a_bias_broadcast_in_two_steps_is_numpys(monkeypatch):
    """JAX's bias add, ``[n] -> [1, n] -> [m, n]`` then ``add``: neither broadcast is made (the add reads the
    row itself); when the second one is made (a ``negate`` reads it), so is the first; bit for bit the steps."""
    module = stablehlo_py.parse_text(BIAS)
    module.verify()
    args = [SPECIAL.reshape(3, 4), SPECIAL[4:8]]
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.shape == s.shape and g.dtype == s.dtype
        np.testing.assert_array_equal(_bits(g), _bits(s))
    source = compiled_source(module)
    made = re.findall(r"stablehlo.broadcast_in_dim at (\d+):", source)
    assert made == [str(_line("%row2 =", BIAS)), str(_line("%full2 =", BIAS))]  # not %row, %full
    assert re.search(r"= P\d+\(s0, s1\)  # stablehlo.add", source)


ROWS = """
func.func @main(%xs: tensor<5x3x4xf32>, %i: tensor<{t}>, %j: tensor<{t}>)
    -> (tensor<3x4xf32>, tensor<5x4xf32>, tensor<4xf32>) {{
  %z = stablehlo.constant dense<0> : tensor<{t}>
  %a = stablehlo.dynamic_slice %xs, %i, %z, %z, sizes = [1, 3, 4]
      : (tensor<5x3x4xf32>, tensor<{t}>, tensor<{t}>, tensor<{t}>) -> tensor<1x3x4xf32>
  %ra = stablehlo.reshape %a : (tensor<1x3x4xf32>) -> tensor<3x4xf32>
  %c = stablehlo.dynamic_slice %xs, %j, %i, %z, sizes = [1, 1, 4]
      : (tensor<5x3x4xf32>, tensor<{t}>, tensor<{t}>, tensor<{t}>) -> tensor<1x1x4xf32>
  %b = stablehlo.dynamic_slice %xs, %z, %j, %z, sizes = [5, 1, 4]
      : (tensor<5x3x4xf32>, tensor<{t}>, tensor<{t}>, tensor<{t}>) -> tensor<5x1x4xf32>
  %rb = stablehlo.reshape %b : (tensor<5x1x4xf32>) -> tensor<5x4xf32>
  %rc = stablehlo.reshape %c : (tensor<1x1x4xf32>) -> tensor<4xf32>
  return %ra, %rb, %rc : tensor<3x4xf32>, tensor<5x4xf32>, tensor<4xf32>
}}
"""


@pytest.mark.parametrize("index_type", ["i8", "i32", "ui32", "i64", "ui64"])
@pytest.mark.parametrize("i, j", [(0, 0), (3, 2), (-7, 9), (200, -1)])
def test_a_dynamic_slice_of_one_row_reshaped_is_one_index(monkeypatch, index_type, i, j):
    """``xs[t]`` of a scan: a ``dynamic_slice`` of one row (dimension 0, or 1 behind a whole one) reshaped
    without it is one index at the clamped start (negative and past-the-end starts of every integer type),
    bit for bit the steps; the slice's index %j dies at it and lives on to the reshape; two moving dimensions
    and ui64 starts (which the specializer leaves to the kernel) keep both ops."""
    xs = np.arange(60, dtype=np.float32).reshape(5, 3, 4) - 30.5
    xs.reshape(-1)[::7] = SPECIAL[:9]
    starts = [np.array(v, np.int64).astype(DTYPES[index_type]) for v in (i, j)]
    module = stablehlo_py.parse_text(ROWS.format(t=index_type))
    module.verify()
    generated = _run(module, [xs, *starts], "always", monkeypatch)
    steps = _run(module, [xs, *starts], "never", monkeypatch)
    for g, s in zip(generated, steps):
        assert g.shape == s.shape and g.dtype == s.dtype
        np.testing.assert_array_equal(_bits(g), _bits(s))
    source = compiled_source(module)
    folded = re.findall(r"= R\d+\(.*# stablehlo\.reshape at \d+:\d+ \(stablehlo\.dynamic_slice at \d+:\d+ folded in\)",
                        source)
    assert len(folded) == (0 if index_type == "ui64" else 2)
    assert len(re.findall(r"# stablehlo\.dynamic_slice at", source)) == (3 if index_type == "ui64" else 1)


ROW_UPDATES = """
func.func @main(%buf: tensor<5x3x4xf32>, %h: tensor<3x4xf32>, %g: tensor<5x4xf32>, %i: tensor<{t}>, %j: tensor<{t}>)
    -> (tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>) {{
  %z = stablehlo.constant dense<0> : tensor<{t}>
  %h1 = stablehlo.broadcast_in_dim %h, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
  %a = stablehlo.dynamic_update_slice %buf, %h1, %i, %z, %z
      : (tensor<5x3x4xf32>, tensor<1x3x4xf32>, tensor<{t}>, tensor<{t}>, tensor<{t}>) -> tensor<5x3x4xf32>
  %g1 = stablehlo.reshape %g : (tensor<5x4xf32>) -> tensor<5x1x4xf32>
  %b = stablehlo.dynamic_update_slice %buf, %g1, %z, %j, %z
      : (tensor<5x3x4xf32>, tensor<5x1x4xf32>, tensor<{t}>, tensor<{t}>, tensor<{t}>) -> tensor<5x3x4xf32>
  %one = stablehlo.constant dense<1> : tensor<{t}>
  %r:2 = stablehlo.while(%k = %z, %acc = %buf) : tensor<{t}>, tensor<5x3x4xf32>
   cond {{
    %n = stablehlo.constant dense<3> : tensor<{t}>
    %p = stablehlo.compare LT, %k, %n : (tensor<{t}>, tensor<{t}>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  }} do {{
    %row = stablehlo.broadcast_in_dim %h, dims = [1, 2] : (tensor<3x4xf32>) -> tensor<1x3x4xf32>
    %at = stablehlo.add %k, %i : tensor<{t}>
    %acc2 = stablehlo.dynamic_update_slice %acc, %row, %at, %z, %z
        : (tensor<5x3x4xf32>, tensor<1x3x4xf32>, tensor<{t}>, tensor<{t}>, tensor<{t}>) -> tensor<5x3x4xf32>
    %k2 = stablehlo.add %k, %one : tensor<{t}>
    stablehlo.return %k2, %acc2 : tensor<{t}>, tensor<5x3x4xf32>
  }}
  return %a, %b, %r#1 : tensor<5x3x4xf32>, tensor<5x3x4xf32>, tensor<5x3x4xf32>
}}
"""


@pytest.mark.parametrize("index_type", ["i8", "i32", "ui32", "i64", "ui64"])
@pytest.mark.parametrize("i, j", [(0, 0), (3, 2), (-7, 9), (100, -1)])
def test_a_dynamic_update_slice_of_one_row_takes_the_row_itself(monkeypatch, index_type, i, j):
    """``hs[t] = h`` of a scan: a ``dynamic_update_slice`` of one row (dimension 0, or 1 behind a whole one)
    whose update only gains that dimension from a ``broadcast_in_dim`` or ``reshape`` writes the update
    without it, at clamped starts of every integer type, copied or (a loop's buffer) in place; bit for bit the
    steps, the arguments unchanged; ui64 starts keep the kernel and the broadcasts."""
    buf = np.arange(60, dtype=np.float32).reshape(5, 3, 4) - 30.5
    h = SPECIAL.reshape(3, 4)
    g = -np.arange(20, dtype=np.float32).reshape(5, 4) * 1e-39
    starts = [np.array(v, np.int64).astype(DTYPES[index_type]) for v in (i, j)]
    args = [buf, h, g, *starts]
    copies = [a.copy() for a in args]
    module = stablehlo_py.parse_text(ROW_UPDATES.format(t=index_type))
    module.verify()
    generated = _run(module, args, "always", monkeypatch)
    steps = _run(module, args, "never", monkeypatch)
    for g_, s in zip(generated, steps):
        assert g_.shape == s.shape and g_.dtype == s.dtype
        np.testing.assert_array_equal(_bits(g_), _bits(s))
    assert all(a.tobytes() == c.tobytes() for a, c in zip(args, copies))
    source = compiled_source(module)
    folded = re.findall(r"# stablehlo\.dynamic_update_slice at \d+:\d+ \(stablehlo\.(\w+) at \d+:\d+ folded in\)",
                        source)
    assert sorted(folded) == ([] if index_type == "ui64" else ["broadcast_in_dim", "broadcast_in_dim", "reshape"])
    assert ("= U" in source) == (index_type != "ui64")  # the loop's buffer, in place
