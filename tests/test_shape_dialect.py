"""MLIR's ``shape`` ops beside StableHLO (the ``shape_dialect`` family; issue #25 point 2): each op parses in
its pretty and generic forms and prints back (ShapeOps.td ``assemblyFormat``s), verifies, and runs; failed
constraints stop a run at the op; a Dense layer shaped as TF's MLIR bridge writes it runs at two batch sizes.
The verifier's failing programs are testdata/verify/shape_dialect.mlir."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from stablehlo_py import parse_text
from stablehlo_py.interpreter.errors import InterpreterError
from stablehlo_py.ir.types import SHAPE_SHAPE, SHAPE_SIZE, SHAPE_WITNESS

from helpers import assert_fixpoint

# One program per op: (op, function body lines, argument types, result type), with the op's pretty line as
# MLIR prints it.
OPS = {
    "shape.shape_of": ("%r = shape.shape_of %x : tensor<?x3xf32> -> tensor<2xindex>", "tensor<?x3xf32>",
                       "tensor<2xindex>"),
    "shape.const_shape": ("%r = shape.const_shape [4, 1] : tensor<2xindex>", "", "tensor<2xindex>"),
    "shape.const_size": ("%r = shape.const_size 7", "", "!shape.size"),
    "shape.const_witness": ("%r = shape.const_witness true", "", "!shape.witness"),
    "shape.broadcast": ("%r = shape.broadcast %x, %y : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>",
                        "tensor<2xindex>, tensor<1xindex>", "tensor<2xindex>"),
    "shape.num_elements": ("%r = shape.num_elements %x : tensor<2xindex> -> index", "tensor<2xindex>", "index"),
    "shape.get_extent": ("%r = shape.get_extent %x, %y : tensor<2xindex>, index -> index", "tensor<2xindex>, index",
                         "index"),
    "shape.rank": ("%r = shape.rank %x : !shape.shape -> !shape.size", "!shape.shape", "!shape.size"),
    "shape.index_to_size": ("%r = shape.index_to_size %x", "index", "!shape.size"),
    "shape.size_to_index": ("%r = shape.size_to_index %x : !shape.size", "!shape.size", "index"),
    "shape.to_extent_tensor": ("%r = shape.to_extent_tensor %x : !shape.shape -> tensor<?xindex>", "!shape.shape",
                               "tensor<?xindex>"),
    "shape.from_extent_tensor": ("%r = shape.from_extent_tensor %x : tensor<?xindex>", "tensor<?xindex>",
                                 "!shape.shape"),
    "shape.from_extents": ("%r = shape.from_extents %x, %y : index, index", "index, index", "!shape.shape"),
    "shape.cstr_broadcastable": ("%r = shape.cstr_broadcastable %x, %y : tensor<2xindex>, tensor<1xindex>",
                                 "tensor<2xindex>, tensor<1xindex>", "!shape.witness"),
    "shape.cstr_eq": ("%r = shape.cstr_eq %x, %y : tensor<2xindex>, tensor<2xindex>",
                      "tensor<2xindex>, tensor<2xindex>", "!shape.witness"),
    "shape.cstr_require": ('%r = shape.cstr_require %x, "x must hold"', "i1", "!shape.witness"),
    "shape.assuming_all": ("%r = shape.assuming_all %x, %y", "!shape.witness, !shape.witness", "!shape.witness"),
    "shape.dim": ("%r = shape.dim %x, %y : tensor<?x4xf32>, index -> index", "tensor<?x4xf32>, index", "index"),
    "shape.add": ("%r = shape.add %x, %y : index, index -> index", "index, index", "index"),
    "shape.mul": ("%r = shape.mul %x, %y : !shape.size, index -> !shape.size", "!shape.size, index", "!shape.size"),
    "shape.div": ("%r = shape.div %x, %y : index, index -> index", "index, index", "index"),
    "shape.max": ("%r = shape.max %x, %y : !shape.shape, !shape.shape -> !shape.shape", "!shape.shape, !shape.shape",
                  "!shape.shape"),
    "shape.min": ("%r = shape.min %x, %y : !shape.size, !shape.size -> !shape.size", "!shape.size, !shape.size",
                  "!shape.size"),
    "shape.concat": ("%r = shape.concat %x, %y : tensor<?xindex>, !shape.shape -> !shape.shape",
                     "tensor<?xindex>, !shape.shape", "!shape.shape"),
    "shape.shape_eq": ("%r = shape.shape_eq %x, %y : tensor<?xindex>, tensor<?xindex>",
                       "tensor<?xindex>, tensor<?xindex>", "i1"),
    "shape.is_broadcastable": ("%r = shape.is_broadcastable %x, %y : tensor<?xindex>, tensor<?xindex>",
                               "tensor<?xindex>, tensor<?xindex>", "i1"),
}


def _program(line: str, arg_types: str, result: str) -> str:
    args = ", ".join(f"%{n}: {t}" for n, t in zip("xy", filter(None, arg_types.split(", "))))
    return f"func.func @main({args}) -> {result} {{\n  {line}\n  return %r : {result}\n}}\n"


@pytest.mark.parametrize("name", sorted(OPS))
def test_op_parses_prints_and_verifies(name):
    line, arg_types, result = OPS[name]
    module = assert_fixpoint(parse_text(_program(line, arg_types, result)))
    assert f"    {line}\n" in str(module)  # printed as MLIR prints it
    op = module.funcs["main"].body.entry.ops[0]
    assert op.name == name
    assert f'"{name}"(' in module.to_text(generic=True)
    module.verify()


def test_the_implied_types():
    ops = {op.name: op for op in parse_text(_program(*OPS["shape.cstr_require"])).funcs["main"].walk()}
    assert ops["shape.cstr_require"].result_types == (SHAPE_WITNESS,)
    size = next(parse_text(_program(*OPS["shape.index_to_size"])).funcs["main"].walk())
    assert size.result_types == (SHAPE_SIZE,)
    shape = next(parse_text(_program(*OPS["shape.from_extents"])).funcs["main"].walk())
    assert shape.result_types == (SHAPE_SHAPE,)


ASSUMING = """func.func @main(%x: tensor<?x4xf32>, %y: tensor<?x1xf32>) -> tensor<?x4xf32> {
  %0 = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %1 = shape.shape_of %y : tensor<?x1xf32> -> tensor<2xindex>
  %2 = shape.cstr_broadcastable %0, %1 : tensor<2xindex>, tensor<2xindex>
  %3 = shape.assuming %2 -> (tensor<?x4xf32>) {
    %4 = shape.broadcast %0, %1 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
    %5 = stablehlo.dynamic_broadcast_in_dim %x, %4, dims = [0, 1] : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
    %6 = stablehlo.dynamic_broadcast_in_dim %y, %4, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xindex>) -> tensor<?x4xf32>
    %7 = stablehlo.add %5, %6 : tensor<?x4xf32>
    shape.assuming_yield %7 : tensor<?x4xf32>
  }
  return %3 : tensor<?x4xf32>
}
"""


def test_assuming_round_trips_and_runs():
    module = assert_fixpoint(parse_text(ASSUMING))
    assert "%3 = shape.assuming %2 -> (tensor<?x4xf32>) {" in str(module)
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    y = np.array([[1], [2], [3]], np.float32)
    np.testing.assert_array_equal(module.run(x, y)[0], x + y)


def test_a_failed_constraint_stops_the_run_at_its_op():
    module = parse_text(ASSUMING, "assuming.mlir")
    with pytest.raises(InterpreterError, match=r"shapes \[3, 4\], \[2, 1\] are not broadcastable") as info:
        module.run(np.zeros((3, 4), np.float32), np.zeros((2, 1), np.float32))
    assert (info.value.op_name, info.value.line, info.value.column) == ("shape.cstr_broadcastable", 4, 3)
    assert str(info.value).startswith("assuming.mlir:4:3: error: shape.cstr_broadcastable")


NO_RESULTS = """func.func @main(%w: !shape.witness) -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  shape.assuming %w {
    %t = stablehlo.add %c, %c : tensor<i32>
  }
  return %c : tensor<i32>
}
"""


def test_assuming_without_results_leaves_its_yield_implicit():
    module = assert_fixpoint(parse_text(NO_RESULTS))
    body = module.funcs["main"].body.entry.ops[1].regions[0].entry.ops
    assert [op.name for op in body] == ["stablehlo.add", "shape.assuming_yield"]
    assert "shape.assuming_yield" not in str(module) and "shape.assuming_yield" in module.to_text(generic=True)
    module.verify()


WITNESSES = """func.func @main(%ok: i1) -> tensor<2xf32> {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %w0 = shape.const_witness WITNESS
  %w1 = shape.cstr_require %ok, "ok must be true"
  %w = shape.assuming_all %w0, %w1
  %r = shape.assuming %w -> (tensor<2xf32>) {
    shape.assuming_yield %c : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
"""


def test_witnesses_combine_and_guard_the_region():
    passing = parse_text(WITNESSES.replace("WITNESS", "true"))
    np.testing.assert_array_equal(passing.run(np.array(True))[0], [1.0, 2.0])
    with pytest.raises(InterpreterError, match="constraint failed: ok must be true") as info:
        passing.run(np.array(False))
    assert info.value.op_name == "shape.cstr_require"
    failing = parse_text(WITNESSES.replace("WITNESS", "false"))
    with pytest.raises(InterpreterError, match="do not hold .shape.const_witness false.") as info:
        failing.run(np.array(True))
    assert info.value.op_name == "shape.assuming"


def _run_op(name: str, *args):
    return parse_text(_program(*OPS[name])).run(*args)[0]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 4), max_size=4), st.lists(st.integers(1, 4), max_size=4))
def test_broadcast_and_cstr_broadcastable_against_numpy(a, b):
    """Extent by extent, right-aligned, a 1 stretching (ShapeOps.td broadcast), as NumPy broadcasts arrays."""
    program = """func.func @main(%x: tensor<?xindex>, %y: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %x, %y : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %b = shape.broadcast %x, %y : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %b : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}"""
    module = parse_text(program)
    x, y = np.array(a, np.int64), np.array(b, np.int64)
    try:
        expected = np.broadcast(np.empty(a), np.empty(b)).shape
    except ValueError:
        with pytest.raises(InterpreterError, match="not broadcastable"):
            module.run(x, y)
        return
    np.testing.assert_array_equal(module.run(x, y)[0], expected)


def test_each_op_runs():
    x = np.zeros((5, 3), np.float32)
    np.testing.assert_array_equal(_run_op("shape.shape_of", x), [5, 3])
    np.testing.assert_array_equal(_run_op("shape.const_shape"), [4, 1])
    assert int(_run_op("shape.const_size")) == 7
    np.testing.assert_array_equal(_run_op("shape.broadcast", np.array([5, 3]), np.array([1])), [5, 3])
    with pytest.raises(InterpreterError, match=r"shapes \[5, 3\], \[2\] do not broadcast"):
        _run_op("shape.broadcast", np.array([5, 3]), np.array([2]))
    assert int(_run_op("shape.num_elements", np.array([5, 3]))) == 15
    assert int(_run_op("shape.get_extent", np.array([5, 3]), np.array(1))) == 3
    with pytest.raises(InterpreterError, match="dimension 2 of the shape"):
        _run_op("shape.get_extent", np.array([5, 3]), np.array(2))
    assert int(_run_op("shape.rank", np.array([5, 3, 2]))) == 3
    assert int(_run_op("shape.index_to_size", np.array(9))) == 9
    assert int(_run_op("shape.size_to_index", np.array(9))) == 9
    np.testing.assert_array_equal(_run_op("shape.to_extent_tensor", np.array([2, 6])), [2, 6])
    np.testing.assert_array_equal(_run_op("shape.from_extent_tensor", np.array([2, 6])), [2, 6])
    np.testing.assert_array_equal(_run_op("shape.from_extents", np.array(2), np.array(6)), [2, 6])
    assert int(_run_op("shape.dim", np.zeros((5, 4), np.float32), np.array(1))) == 4
    with pytest.raises(InterpreterError, match=r"dimension 2 of a value of shape \[5, 4\]"):
        _run_op("shape.dim", np.zeros((5, 4), np.float32), np.array(2))
    assert int(_run_op("shape.add", np.array(5), np.array(4))) == 9
    assert int(_run_op("shape.mul", np.array(5), np.array(4))) == 20
    assert int(_run_op("shape.div", np.array(-7), np.array(2))) == -4  # floor(lhs / rhs)
    with pytest.raises(InterpreterError, match="division of 7 by 0"):
        _run_op("shape.div", np.array(7), np.array(0))
    np.testing.assert_array_equal(_run_op("shape.max", np.array([1, 7]), np.array([3, 2])), [3, 7])
    with pytest.raises(InterpreterError, match="differ in kind or rank"):
        _run_op("shape.max", np.array([1, 7]), np.array([3]))
    assert int(_run_op("shape.min", np.array(4), np.array(2))) == 2
    np.testing.assert_array_equal(_run_op("shape.concat", np.array([1, 7]), np.array([3])), [1, 7, 3])
    assert bool(_run_op("shape.shape_eq", np.array([2, 3]), np.array([2, 3])))
    assert not bool(_run_op("shape.shape_eq", np.array([2, 3]), np.array([2])))
    assert bool(_run_op("shape.is_broadcastable", np.array([2, 2]), np.array([3, 1, 2])))
    assert not bool(_run_op("shape.is_broadcastable", np.array([2, 2]), np.array([3, 2])))
    assert _run_op("shape.cstr_eq", np.array([2, 6]), np.array([2, 6])).passing
    with pytest.raises(InterpreterError, match=r"shapes \[2, 6\], \[2, 5\] are not equal"):
        _run_op("shape.cstr_eq", np.array([2, 6]), np.array([2, 5]))


# A Dense layer with a dynamic batch as TF's MLIR bridge writes it (tf-lower-to-mlprogram-and-hlo): the
# weights are ml_program globals, the bias broadcast to the product's shape under a broadcastability witness.
DENSE = """module {
  ml_program.global private @kernel(dense<[[1.0, -1.0, 0.5], [2.0, 0.0, -0.5]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  ml_program.global private @bias(dense<[0.5, -4.0, 1.0]> : tensor<3xf32>) : tensor<3xf32>
  func.func @main(%x: tensor<?x2xf32>) -> tensor<?x3xf32> {
    %k = ml_program.global_load_const @kernel : tensor<2x3xf32>
    %b = ml_program.global_load_const @bias : tensor<3xf32>
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = stablehlo.dot %x, %k : (tensor<?x2xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
    %1 = shape.shape_of %0 : tensor<?x3xf32> -> tensor<2xindex>
    %2 = shape.const_shape [3] : tensor<1xindex>
    %3 = shape.cstr_broadcastable %1, %2 : tensor<2xindex>, tensor<1xindex>
    %4 = shape.assuming %3 -> (tensor<?x3xf32>) {
      %5 = shape.broadcast %1, %2 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
      %6 = stablehlo.dynamic_broadcast_in_dim %b, %5, dims = [1] : (tensor<3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
      %7 = stablehlo.add %0, %6 : tensor<?x3xf32>
      %8 = stablehlo.dynamic_broadcast_in_dim %zero, %5, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x3xf32>
      %9 = stablehlo.maximum %7, %8 : tensor<?x3xf32>
      shape.assuming_yield %9 : tensor<?x3xf32>
    }
    return %4 : tensor<?x3xf32>
  }
}
"""


@pytest.mark.parametrize("batch", [1, 5])
def test_dense_layer_with_a_dynamic_batch_runs_at_two_batch_sizes(batch):
    module = assert_fixpoint(parse_text(DENSE))
    x = np.random.default_rng(batch).standard_normal((batch, 2)).astype(np.float32)
    kernel = np.array([[1.0, -1.0, 0.5], [2.0, 0.0, -0.5]], np.float32)
    expected = np.maximum(x @ kernel + np.array([0.5, -4.0, 1.0], np.float32), 0)
    (result,) = module.run(x)
    assert result.shape == (batch, 3)
    np.testing.assert_allclose(result, expected, rtol=1e-6)


SPLIT_AT = """func.func @main(%s: tensor<3xindex>, %i: index) -> (!shape.shape, !shape.shape) {
  %r:2 = "shape.split_at"(%s, %i) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
  return %r#0, %r#1 : !shape.shape, !shape.shape
}
"""


@pytest.mark.parametrize("index, head, tail", [(0, [], [4, 5, 6]), (1, [4], [5, 6]), (3, [4, 5, 6], []),
                                               (-1, [4, 5], [6]), (-3, [], [4, 5, 6])])
def test_split_at_as_shapeops_td_says(index, head, tail):
    """ShapeOps.td split_at's examples (generic form only: it has no assembly format)."""
    module = assert_fixpoint(parse_text(SPLIT_AT))
    assert '"shape.split_at"(%s, %i)' in str(module)
    got = module.run(np.array([4, 5, 6]), np.array(index))
    assert [list(v) for v in got] == [head, tail]


@pytest.mark.parametrize("index", [4, -4])
def test_split_at_out_of_range_stops_the_run(index):
    with pytest.raises(InterpreterError, match=f"split of the shape \\[4, 5, 6\\] at {index}"):
        parse_text(SPLIT_AT).run(np.array([4, 5, 6]), np.array(index))


# A batched matmul by a matrix as TF's bridge lowers it (tf.matmul of [?, 4, 8] and [8, 3]): the batch
# dimensions split off the operand's shape and put before the matrix's. The bridge makes the -2 with
# `arith.constant -2 : index`; here it is an argument (arith is another family's).
BATCHED_MATMUL = """func.func @main(%x: tensor<?x4x8xf32>, %w: tensor<8x3xf32>, %at: index) -> tensor<?x4x3xf32> {
  %0 = shape.const_shape [8, 3] : !shape.shape
  %1 = shape.shape_of %x : tensor<?x4x8xf32> -> tensor<3xindex>
  %head, %tail = "shape.split_at"(%1, %at) : (tensor<3xindex>, index) -> (!shape.shape, !shape.shape)
  %2 = shape.concat %head, %tail : !shape.shape, !shape.shape -> !shape.shape
  %3 = shape.to_extent_tensor %2 : !shape.shape -> tensor<3xindex>
  %4 = shape.concat %head, %0 : !shape.shape, !shape.shape -> !shape.shape
  %5 = shape.to_extent_tensor %4 : !shape.shape -> tensor<3xindex>
  %6 = stablehlo.dynamic_broadcast_in_dim %x, %3, dims = [0, 1, 2] : (tensor<?x4x8xf32>, tensor<3xindex>) -> tensor<?x4x8xf32>
  %7 = stablehlo.dynamic_broadcast_in_dim %w, %5, dims = [1, 2] : (tensor<8x3xf32>, tensor<3xindex>) -> tensor<?x8x3xf32>
  %8 = stablehlo.dot_general %6, %7, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x4x8xf32>, tensor<?x8x3xf32>) -> tensor<?x4x3xf32>
  return %8 : tensor<?x4x3xf32>
}
"""


@pytest.mark.parametrize("batch", [1, 3])
def test_batched_matmul_as_the_bridge_lowers_it(batch):
    module = assert_fixpoint(parse_text(BATCHED_MATMUL))
    rng = np.random.default_rng(batch)
    x = rng.standard_normal((batch, 4, 8)).astype(np.float32)
    w = rng.standard_normal((8, 3)).astype(np.float32)
    np.testing.assert_allclose(module.run(x, w, np.array(-2))[0], x @ w, rtol=1e-5, atol=1e-6)
