"""Ops whose types have ``?`` (or bounded) dimensions take their result shapes from their operands'
values (issue #11 point 3): each program runs with a ``?`` where ``{N}`` stands and must give what the
same program gives with the static size there (the static kernels are checked against oracles in the
other tests), in strict mode (results checked against the declared types). Then the errors: shapes the
dynamic ops' operands give that the spec or the result type rules out, and bounds."""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.harness.synthetic import dimension_variable_positions, run_at_sizes, synthetic_inputs
from stablehlo_py.interpreter import InputError, InterpreterError
from stablehlo_py.interpreter.strict import ResultTypeMismatch, check_results, expectations

PROGRAMS = {
    # torch_xla's %arg2: tensor<?x16xf32> into a dot_general
    "dot_general": ("""func.func @main(%x: tensor<{N}x16xf32>, %w: tensor<16x4xf32>) -> tensor<{N}x4xf32> {
      %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<{N}x16xf32>, tensor<16x4xf32>) -> tensor<{N}x4xf32>
      return %0 : tensor<{N}x4xf32>
    }""", [(None, 16), (16, 4)]),
    "dot": ("""func.func @main(%x: tensor<{N}x3xf32>, %w: tensor<3xf32>) -> tensor<{N}xf32> {
      %0 = stablehlo.dot %x, %w : (tensor<{N}x3xf32>, tensor<3xf32>) -> tensor<{N}xf32>
      return %0 : tensor<{N}xf32>
    }""", [(None, 3), (3,)]),
    "reduce_window": ("""func.func @main(%x: tensor<{N}x6xf32>) -> tensor<{N}x3xf32> {
      %init = stablehlo.constant dense<0.0> : tensor<f32>
      %0 = "stablehlo.reduce_window"(%x, %init) ({
        ^bb0(%a: tensor<f32>, %b: tensor<f32>):
          %s = stablehlo.add %a, %b : tensor<f32>
          stablehlo.return %s : tensor<f32>
      }) {window_dimensions = array<i64: 1, 2>, window_strides = array<i64: 1, 2>} : (tensor<{N}x6xf32>, tensor<f32>) -> tensor<{N}x3xf32>
      return %0 : tensor<{N}x3xf32>
    }""", [(None, 6)]),
    "bitcast_convert": ("""func.func @main(%x: tensor<{N}xf32>) -> tensor<{N}x2xi16> {
      %0 = stablehlo.bitcast_convert %x : (tensor<{N}xf32>) -> tensor<{N}x2xi16>
      return %0 : tensor<{N}x2xi16>
    }""", [(None,)]),
    "fft": ("""func.func @main(%x: tensor<{N}x8xf32>) -> tensor<{N}x5xcomplex<f32>> {
      %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<{N}x8xf32>) -> tensor<{N}x5xcomplex<f32>>
      return %0 : tensor<{N}x5xcomplex<f32>>
    }""", [(None, 8)]),
    # bounded: the verifier wants these ops' results static or with one bounded dynamic dimension
    "broadcast_in_dim_and_reshape": ("""func.func @main(%x: tensor<{N}xf32{B1}>) -> tensor<{N}x6xf32{B2}> {
      %0 = stablehlo.broadcast_in_dim %x, dims = [0] : (tensor<{N}xf32{B1}>) -> tensor<{N}x2x3xf32{B3}>
      %1 = stablehlo.reshape %0 : (tensor<{N}x2x3xf32{B3}>) -> tensor<{N}x6xf32{B2}>
      return %1 : tensor<{N}x6xf32{B2}>
    }""", [(None,)]),
}


def _run(template: str, shapes, size: int, dynamic: bool) -> list[np.ndarray]:
    text = template.replace("{N}", "?" if dynamic else str(size))
    for key, bounds in (("{B1}", "8"), ("{B2}", "8, ?"), ("{B3}", "8, ?, ?")):
        text = text.replace(key, f", #stablehlo.bounds<{bounds}>" if dynamic else "")
    module = stablehlo_py.parse_text(text)
    rng = np.random.default_rng(size)
    inputs = [rng.standard_normal([size if d is None else d for d in shape]).astype(np.float32) for shape in shapes]
    return module.run(*inputs)


@pytest.mark.parametrize("size", [1, 5])
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_dynamic_matches_static(name, size):
    template, shapes = PROGRAMS[name]
    dynamic, static = _run(template, shapes, size, True), _run(template, shapes, size, False)
    for d, s in zip(dynamic, static):
        assert d.shape == s.shape and d.dtype == s.dtype
        np.testing.assert_array_equal(d, s)


def _program(signature: str, body: str, result: str) -> stablehlo_py.Module:
    return stablehlo_py.parse_text(f"func.func @main({signature}) -> {result} {{\n{body}\n}}")


BAD = {
    "reshape with two ? dims": (
        "%x: tensor<?xf32>", "%0 = stablehlo.reshape %x : (tensor<?xf32>) -> tensor<?x?xf32>\n"
        "return %0 : tensor<?x?xf32>", "tensor<?x?xf32>", [np.ones(6, np.float32)], "ambiguous"),
    "dynamic_broadcast_in_dim to a size the operand cannot broadcast to": (
        "%x: tensor<?xf32>, %s: tensor<1xi64>",
        "%0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0] : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>\n"
        "return %0 : tensor<?xf32>", "tensor<?xf32>", [np.ones(3, np.float32), np.array([4])], "cannot broadcast"),
    "dynamic_broadcast_in_dim shape against a static result dim": (
        "%x: tensor<1xf32>, %s: tensor<1xi64>",
        "%0 = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [0] : (tensor<1xf32>, tensor<1xi64>) -> tensor<4xf32>\n"
        "return %0 : tensor<4xf32>", "tensor<4xf32>", [np.ones(1, np.float32), np.array([5])], "result type"),
    "dynamic_reshape to another size": (
        "%x: tensor<?xf32>, %s: tensor<2xi64>",
        "%0 = stablehlo.dynamic_reshape %x, %s : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>\n"
        "return %0 : tensor<?x?xf32>", "tensor<?x?xf32>", [np.ones(6, np.float32), np.array([4, 2])], "sizes differ"),
    "real_dynamic_slice past the end": (
        "%x: tensor<?xf32>, %b: tensor<1xi64>, %e: tensor<1xi64>, %s: tensor<1xi64>",
        "%0 = stablehlo.real_dynamic_slice %x, %b, %e, %s : (tensor<?xf32>, tensor<1xi64>, tensor<1xi64>, "
        "tensor<1xi64>) -> tensor<?xf32>\nreturn %0 : tensor<?xf32>", "tensor<?xf32>",
        [np.ones(3, np.float32), np.array([2]), np.array([5]), np.array([1])], "do not slice dimension 0"),
    "dynamic_pad with negative interior padding": (
        "%x: tensor<?xf32>, %v: tensor<f32>, %l: tensor<1xi64>, %h: tensor<1xi64>, %i: tensor<1xi64>",
        "%0 = stablehlo.dynamic_pad %x, %v, %l, %h, %i : (tensor<?xf32>, tensor<f32>, tensor<1xi64>, tensor<1xi64>, "
        "tensor<1xi64>) -> tensor<?xf32>\nreturn %0 : tensor<?xf32>", "tensor<?xf32>",
        [np.ones(3, np.float32), np.float32(0), np.array([0]), np.array([0]), np.array([-1])], "interior [-1]"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_dynamic_shapes_are_reported(name):
    signature, body, result, inputs, message = BAD[name]
    with pytest.raises(InterpreterError, match=message.replace("[", r"\[").replace("]", r"\]")):
        _program(signature, body, result).run(*inputs)


def test_bounded_dimension():
    bounded = "tensor<?xf32, #stablehlo.bounds<4>>"
    module = _program(f"%x: {bounded}", f"%0 = stablehlo.add %x, %x : {bounded}\nreturn %0 : {bounded}", bounded)
    np.testing.assert_array_equal(module.run(np.arange(3, dtype=np.float32))[0], np.arange(3) * 2)
    with pytest.raises(InputError, match="given shape \\[5\\]"):
        module.run(np.ones(5, np.float32))


@pytest.mark.parametrize("shape,accepted", [((3, 4), True), ((0, 4), True), ((3, 5), False), ((3,), False),
                                            ((9, 4), False)])
def test_strict_results_with_dynamic_dims(shape, accepted):
    """Strict mode accepts any size for ``?`` (up to its bound) and rejects a wrong static size or rank."""
    bounded = "tensor<?x4xf32, #stablehlo.bounds<8, ?>>"
    module = _program(f"%x: {bounded}", f"%0 = stablehlo.negate %x : {bounded}\nreturn %0 : {bounded}", bounded)
    op = module.funcs["main"].body.blocks[0].ops[0]
    value = np.zeros(shape, np.float32)
    if accepted:
        check_results(op, expectations(op), [value])
    else:
        with pytest.raises(ResultTypeMismatch, match=f"shape \\[{', '.join(map(str, shape))}\\]"):
            check_results(op, expectations(op), [value])


def test_synthetic_inputs_bind_dimension_variables():
    """harness/synthetic.py: a leading i64 scalar (jax2tf's dimension argument) gets the size of the ``?`` dims,
    which a program checking them against each other (here: by adding) needs."""
    module = _program("%n: tensor<i64>, %x: tensor<?x2xf32>, %y: tensor<?x2xf32>",
                      "%s = stablehlo.convert %n : (tensor<i64>) -> tensor<f32>\n"
                      "%b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> tensor<f32>\n"
                      "%0 = stablehlo.add %x, %y : tensor<?x2xf32>\nreturn %0, %b : tensor<?x2xf32>, tensor<f32>",
                      "(tensor<?x2xf32>, tensor<f32>)")
    func = module.funcs["main"]
    assert dimension_variable_positions(func) == [0]
    for size in (2, 3):
        n, x, y = synthetic_inputs(func, size)
        assert int(n) == size and x.shape == y.shape == (size, 2)
        total, count = module.run(n, x, y)
        np.testing.assert_array_equal(total, x + y)
        assert count == size
    assert run_at_sizes(module, (2, 3)).ran


def test_dynamic_custom_calls_report_bad_operands():
    """``stablehlo.dynamic_reduce_window`` with a window of the wrong rank, ``stablehlo.dynamic_top_k`` with k
    beyond the last dimension (their results are checked against XLA in test_shape_poly.py)."""
    module = stablehlo_py.parse_text("""
    func.func private @body(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
      %0 = stablehlo.add %a, %b : tensor<f32>
      return %0 : tensor<f32>
    }
    func.func @main(%x: tensor<?x?xf32>, %w: tensor<1xi32>) -> tensor<?x?xf32> {
      %init = stablehlo.constant dense<0.0> : tensor<f32>
      %one = stablehlo.constant dense<1> : tensor<1xi32>
      %pad = stablehlo.constant dense<0> : tensor<1x2xi32>
      %0 = stablehlo.custom_call @stablehlo.dynamic_reduce_window(%x, %init, %w, %one, %one, %one, %pad)
        {called_computations = [@body]} : (tensor<?x?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>,
        tensor<1xi32>, tensor<1xi32>, tensor<1x2xi32>) -> tensor<?x?xf32>
      return %0 : tensor<?x?xf32>
    }""")
    with pytest.raises(InterpreterError, match="one per dimension of the rank-2 inputs"):
        module.run(np.ones((2, 3), np.float32), np.array([1], np.int32))
    top_k = _program("%x: tensor<?x?xf32>, %k: tensor<i32>",
                     "%0:2 = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<?x?xf32>, tensor<i32>) "
                     "-> (tensor<?x?xf32>, tensor<?x?xi32>)\nreturn %0#0 : tensor<?x?xf32>", "tensor<?x?xf32>")
    with pytest.raises(InterpreterError, match="k = 4"):
        top_k.run(np.ones((2, 3), np.float32), np.int32(4))
