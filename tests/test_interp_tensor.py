"""The tensor kernels (TensorOps.td) on values computed here with NumPy indexing, and their errors where
TensorOps.td leaves the result undefined (indices out of bounds, a dynamic size that does not fit)."""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter import InterpreterError
from stablehlo_py.interpreter.evaluator import Interpreter


def call(text: str, *args):
    return Interpreter(stablehlo_py.parse_text(text)).call("main", list(args))


def test_dim_rank_extract_insert_from_elements():
    text = """func.func @main(%t: tensor<?x3xf32>, %i: index, %j: index, %v: f32)
        -> (index, index, f32, tensor<?x3xf32>, tensor<3xf32>) {
      %c1 = arith.constant 1 : index
      %d0 = tensor.dim %t, %i : tensor<?x3xf32>
      %r = tensor.rank %t : tensor<?x3xf32>
      %e = tensor.extract %t[%i, %j] : tensor<?x3xf32>
      %u = tensor.insert %v into %t[%c1, %j] : tensor<?x3xf32>
      %f = tensor.from_elements %e, %v, %e : tensor<3xf32>
      return %d0, %r, %e, %u, %f : index, index, f32, tensor<?x3xf32>, tensor<3xf32>
    }"""
    t = np.arange(6, dtype=np.float32).reshape(2, 3)
    d0, r, e, u, f = call(text, t, np.asarray(0), np.asarray(2), np.asarray(9, np.float32))
    expected_u = t.copy()
    expected_u[1, 2] = 9
    assert (int(d0), int(r), float(e)) == (2, 2, t[0, 2])
    assert np.array_equal(u, expected_u) and np.array_equal(t, np.arange(6).reshape(2, 3))  # operand not changed
    assert np.array_equal(f, [t[0, 2], 9, t[0, 2]])


def test_empty_splat_cast_bitcast():
    text = """func.func @main(%n: index, %v: i32, %x: tensor<4xi32>)
        -> (tensor<?x2xf32>, tensor<2x?xi32>, tensor<?xi32>, tensor<4xf32>) {
      %e = tensor.empty(%n) : tensor<?x2xf32>
      %s = tensor.splat %v[%n] : tensor<2x?xi32>
      %c = tensor.cast %x : tensor<4xi32> to tensor<?xi32>
      %b = tensor.bitcast %x : tensor<4xi32> to tensor<4xf32>
      return %e, %s, %c, %b : tensor<?x2xf32>, tensor<2x?xi32>, tensor<?xi32>, tensor<4xf32>
    }"""
    x = np.array([1065353216, -1, 0, 7], np.int32)
    e, s, c, b = call(text, np.asarray(3), np.asarray(5, np.int32), x)
    assert e.shape == (3, 2) and e.dtype == np.float32
    assert np.array_equal(s, np.full((2, 3), 5))
    assert np.array_equal(c, x)
    assert b.tobytes() == x.tobytes() and b[0] == 1.0


@pytest.mark.parametrize("body, message", [
    ("%r = tensor.extract %t[%i] : tensor<4xf32>", "out of bounds"),
    ("%r = tensor.dim %t, %i : tensor<4xf32>", "rank 1"),
])
def test_undefined_results_are_errors(body, message):
    result = "f32" if "extract" in body else "index"
    text = f"""func.func @main(%t: tensor<4xf32>, %i: index) -> {result} {{
      {body}
      return %r : {result}
    }}"""
    with pytest.raises(InterpreterError, match=message):
        call(text, np.zeros(4, np.float32), np.asarray(4))


def test_cast_to_a_static_shape_that_does_not_fit():
    text = """func.func @main(%t: tensor<?xf32>) -> tensor<3xf32> {
      %r = tensor.cast %t : tensor<?xf32> to tensor<3xf32>
      return %r : tensor<3xf32>
    }"""
    with pytest.raises(InterpreterError, match="tensor.cast"):
        call(text, np.zeros(4, np.float32))


def test_reshaping_and_slicing_ops_against_numpy():
    text = """func.func @main(%x: tensor<?x4xf32>, %n: index, %i: index)
        -> (tensor<?x2x2xf32>, tensor<?xf32>, tensor<2x2xf32>, tensor<?x4xf32>, tensor<4x?xf32>, tensor<2xf32>) {
      %e = tensor.expand_shape %x [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
      %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<?x2x2xf32> into tensor<?xf32>
      %s = tensor.extract_slice %x[%i, 1] [2, 2] [1, 2] : tensor<?x4xf32> to tensor<2x2xf32>
      %u = tensor.insert_slice %s into %x[0, 0] [2, 2] [2, 1] : tensor<2x2xf32> into tensor<?x4xf32>
      %four = arith.constant 4 : i64
      %k = arith.index_cast %n : index to i64
      %sh = tensor.from_elements %four, %k : tensor<2xi64>
      %r = tensor.reshape %x(%sh) : (tensor<?x4xf32>, tensor<2xi64>) -> tensor<4x?xf32>
      %row = tensor.extract_slice %x[1, 0] [1, 2] [1, 1] : tensor<?x4xf32> to tensor<2xf32>
      return %e, %c, %s, %u, %r, %row : tensor<?x2x2xf32>, tensor<?xf32>, tensor<2x2xf32>, tensor<?x4xf32>,
        tensor<4x?xf32>, tensor<2xf32>
    }"""
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    e, c, s, u, r, row = call(text, x, np.asarray(3), np.asarray(1))
    assert np.array_equal(e, x.reshape(3, 2, 2)) and np.array_equal(c, x.ravel())
    assert np.array_equal(s, x[1:3, 1:4:2])
    expected_u = x.copy()
    expected_u[0:3:2, 0:2] = x[1:3, 1:4:2]
    assert np.array_equal(u, expected_u)
    assert np.array_equal(r, x.reshape(4, 3)) and np.array_equal(row, x[1, 0:2])


def test_slice_outside_the_tensor_is_an_error():
    text = """func.func @main(%x: tensor<4xf32>, %i: index) -> tensor<2xf32> {
      %s = tensor.extract_slice %x[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>
      return %s : tensor<2xf32>
    }"""
    with pytest.raises(InterpreterError, match="outside dimension 0"):
        call(text, np.zeros(4, np.float32), np.asarray(3))


def test_concat():
    text = """func.func @main(%a: tensor<?x2xi32>, %b: tensor<1x2xi32>) -> tensor<?x2xi32> {
      %r = tensor.concat dim(0) %a, %b, %a : (tensor<?x2xi32>, tensor<1x2xi32>, tensor<?x2xi32>) -> tensor<?x2xi32>
      return %r : tensor<?x2xi32>
    }"""
    a, b = np.arange(6, dtype=np.int32).reshape(3, 2), np.array([[9, 9]], np.int32)
    assert np.array_equal(call(text, a, b)[0], np.vstack([a, b, a]))


def test_generate_and_pad_against_numpy():
    """generate's body on index grids (arith only) and per element (it reads a tensor); pad's body constant and
    index-dependent."""
    text = """func.func @main(%x: tensor<2x3xf32>, %n: index, %h: index)
        -> (tensor<?x3xi64>, tensor<3xf32>, tensor<4x?xf32>, tensor<3x3xi64>) {
      %g = tensor.generate %n {
      ^bb0(%i: index, %j: index):
        %s = arith.muli %i, %j : index
        %t = arith.subi %s, %j : index
        %v = arith.index_cast %t : index to i64
        tensor.yield %v : i64
      } : tensor<?x3xi64>
      %c0 = arith.constant 0 : index
      %e = tensor.generate {
      ^bb0(%j: index):
        %v = tensor.extract %x[%c0, %j] : tensor<2x3xf32>
        %w = arith.addf %v, %v : f32
        tensor.yield %w : f32
      } : tensor<3xf32>
      %c = arith.constant 0.5 : f32
      %p = tensor.pad %x low[1, 0] high[1, %h] {
      ^bb0(%i: index, %j: index):
        tensor.yield %c : f32
      } : tensor<2x3xf32> to tensor<4x?xf32>
      %y = arith.constant dense<7> : tensor<1x1xi64>
      %q = tensor.pad %y low[1, 1] high[1, 1] {
      ^bb0(%i: index, %j: index):
        %s = arith.addi %i, %j : index
        %v = arith.index_cast %s : index to i64
        tensor.yield %v : i64
      } : tensor<1x1xi64> to tensor<3x3xi64>
      return %g, %e, %p, %q : tensor<?x3xi64>, tensor<3xf32>, tensor<4x?xf32>, tensor<3x3xi64>
    }"""
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    g, e, p, q = call(text, x, np.asarray(4), np.asarray(2))
    i, j = np.indices((4, 3))
    assert np.array_equal(g, i * j - j)
    assert np.array_equal(e, 2 * x[0])
    expected_p = np.full((4, 5), 0.5, np.float32)
    expected_p[1:3, 0:3] = x
    assert np.array_equal(p, expected_p)
    expected_q = np.add(*np.indices((3, 3)))
    expected_q[1, 1] = 7
    assert np.array_equal(q, expected_q)
