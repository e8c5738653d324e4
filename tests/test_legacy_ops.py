"""MHLO ops as ops (dialect/mhlo.py) and the legacy StableHLO ops producers still write (issue #25, points 2-3).

testdata/tf_legacy/: TensorFlow 2.21's programs (``tools/export_tf_legacy.py``) run against what TensorFlow
computes eagerly (testdata/tf/'s lstm, train_step and top_k, with ``mhlo.copy`` and ``set_dimension_size``,
are tests/test_producer_exports.py's); then each op against NumPy computed here, the op form of each ``mhlo`` op against its
``custom_call @mhlo.*`` form, pretty and generic syntax, and clean errors on values the op cannot take.
Failing programs for the checks are in testdata/verify/legacy_ops.mlir.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from hypothesis.extra import numpy as hnp

import stablehlo_py
from helpers import assert_results_match, assert_shlo_run_matches, run_main
from stablehlo_py.harness.runner import run_file
from stablehlo_py.interpreter.errors import InterpreterError
from stablehlo_py.interpreter.self_checking import PASSED
from stablehlo_py.printer import print_module
from stablehlo_py.verifier import verify_module

DATA = Path(__file__).resolve().parents[1] / "testdata" / "tf_legacy"
NAMES = sorted(p.stem for p in DATA.glob("*.mlir"))


_ELEMENTS = {"float64": "f64", "float32": "f32", "float16": "f16", "int64": "i64", "int32": "i32", "int8": "i8",
             "complex64": "complex<f32>"}


def tensor_type(shape, dtype) -> str:
    """``tensor<2x3xf64>``: the MLIR spelling of a tensor of ``shape`` and NumPy ``dtype``."""
    return f"tensor<{''.join(f'{d}x' for d in shape)}{_ELEMENTS[np.dtype(dtype).name]}>"


def arrays(name: str, which: str) -> list[np.ndarray]:
    with np.load(DATA / f"{name}.{which}.npz") as archive:
        prefix = "in" if which == "inputs" else "out"
        return [archive[f"{prefix}{i}"] for i in range(len(archive.files))]


# what each export must hold: the ops it is there for
EXERCISES = {"erf": "mhlo.erf %", "boolean_mask": "#stablehlo.bounds<12>", "einsum_gather": '"stablehlo.torch_index_select"',
             "batch_gather": "batch_dims = 1", "erf_topk_custom_calls": "custom_call @mhlo.topk"}


def test_the_tensorflow_exports_are_there_and_exercise_their_ops():
    assert set(EXERCISES) <= set(NAMES)
    for name, text in EXERCISES.items():
        assert text in (DATA / f"{name}.mlir").read_text(), name
    assert 'config = ",ij->j"' in (DATA / "einsum_gather.mlir").read_text()  # the bridge's unary einsum
    for path in DATA.iterdir():
        assert path.stat().st_size < 1_000_000, path


@pytest.mark.parametrize("name", NAMES)
def test_tensorflow_export_matches_tensorflow(name):
    text = (DATA / f"{name}.mlir").read_text()
    assert verify_module(stablehlo_py.parse_text(text)) == []
    assert_results_match(name, run_main(text, *arrays(name, "inputs")), arrays(name, "expected"), 1e-4, 1e-5)
    assert_shlo_run_matches(DATA / f"{name}.mlir", DATA / f"{name}.inputs.npz", DATA / f"{name}.expected.npz",
                            1e-4, 1e-5)


# --- mhlo ops: op form, custom_call form, NumPy -----------------------------------------------------------------

REFERENCES = {"acos": np.arccos, "acosh": np.arccosh, "asin": np.arcsin, "asinh": np.arcsinh, "atanh": np.arctanh,
              "cosh": np.cosh, "sinh": np.sinh, "tan": np.tan, "erf": None}


def _erf(x: np.ndarray) -> np.ndarray:
    import math
    return np.vectorize(math.erf)(x)


def _unary_forms(op: str, t: str) -> tuple[str, str]:
    """The module applying ``mhlo.<op>`` as an op, and as a custom call."""
    body = "func.func @main(%x: {t}) -> {t} {{\n  %0 = {call} : {sig}\n  return %0 : {t}\n}}"
    return (body.format(t=t, call=f"mhlo.{op} %x", sig=t),
            body.format(t=t, call=f"stablehlo.custom_call @mhlo.{op}(%x)", sig=f"({t}) -> {t}"))


@pytest.mark.parametrize("op", sorted(REFERENCES))
@settings(max_examples=15, deadline=None)
@given(x=hnp.arrays(np.float64, hnp.array_shapes(max_dims=2, max_side=4),
                    elements=st.floats(-0.99, 0.99) | st.floats(1.01, 30)))
def test_mhlo_unary_op_is_its_custom_call_and_numpy(op, x):
    x = x + 1.5 if op == "acosh" else x
    as_op, as_call = _unary_forms(op, tensor_type(x.shape, x.dtype))
    with np.errstate(invalid="ignore"):
        (got,), (called,) = run_main(as_op, x), run_main(as_call, x)
        want = _erf(x) if op == "erf" else REFERENCES[op](x)
    assert np.array_equal(got, called, equal_nan=True)
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-300)


def test_mhlo_unary_ops_take_complex_and_narrow_floats():
    z = np.array([0.5 + 0.25j, -2 - 1j], np.complex64)
    (got,) = run_main(_unary_forms("asinh", tensor_type(z.shape, z.dtype))[0], z)
    assert got.dtype == np.complex64 and np.allclose(got, np.arcsinh(z.astype(np.complex128)), rtol=1e-6)
    h = np.array([0.1, 0.5, -0.7], np.float16)
    (got,) = run_main(_unary_forms("erf", tensor_type(h.shape, h.dtype))[0], h)
    assert got.dtype == np.float16 and np.array_equal(got, _erf(h.astype(np.float64)).astype(np.float16))


@pytest.mark.parametrize("largest", [True, False])
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_mhlo_topk_is_its_custom_call_and_a_stable_sort(largest, data):
    x = data.draw(hnp.arrays(np.float32, st.tuples(st.integers(1, 3), st.integers(1, 6)),
                             elements=st.integers(-3, 3).map(float)))  # ties on purpose
    k = data.draw(st.integers(0, x.shape[-1]))
    t, flag = tensor_type(x.shape, x.dtype), "true" if largest else "false"
    r = f"(tensor<{x.shape[0]}x{k}xf32>, tensor<{x.shape[0]}x{k}xi32>)"
    as_op = (f"func.func @main(%x: {t}) -> {r} {{\n  %0:2 = mhlo.topk(%x, k = {k}, largest = {flag}) : {t} -> {r}\n"
             f"  return %0#0, %0#1 : tensor<{x.shape[0]}x{k}xf32>, tensor<{x.shape[0]}x{k}xi32>\n}}")
    as_call = as_op.replace(f"mhlo.topk(%x, k = {k}, largest = {flag}) : {t} -> {r}",
                            f"stablehlo.custom_call @mhlo.topk(%x) {{mhlo.attributes = {{k = {k} : i64, largest = "
                            f"{flag}}}, mhlo.version = 1 : i64}} : ({t}) -> {r}")
    values, indices = run_main(as_op, x)
    called = run_main(as_call, x)
    order = np.argsort(-x if largest else x, axis=-1, kind="stable")[:, :k]
    assert np.array_equal(indices, order) and indices.dtype == np.int32
    assert np.array_equal(values, np.take_along_axis(x, order, axis=-1))
    assert np.array_equal(called[0], values) and np.array_equal(called[1], indices)


MHLO_TEXT = """func.func @main(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x1xi32>) {
  %0 = mhlo.copy %x {cross_program_prefetch_index = 0 : i32} : tensor<2x3xf32>
  %1 = mhlo.tan %0 : tensor<2x3xf32>
  %2:2 = mhlo.topk(%1, k = 1, largest = false) : tensor<2x3xf32> -> (tensor<2x1xf32>, tensor<2x1xi32>)
  return %0, %1, %2#0, %2#1 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x1xi32>
}"""


def test_mhlo_ops_print_and_parse_back_in_both_syntaxes():
    module = stablehlo_py.parse_text(MHLO_TEXT)
    assert verify_module(module) == []
    pretty, generic = print_module(module), print_module(module, generic=True)
    assert "mhlo.topk(%1, k = 1, largest = false) : tensor<2x3xf32> -> (" in pretty
    assert "mhlo.copy %x {cross_program_prefetch_index = 0 : i32} : tensor<2x3xf32>" in pretty
    assert '"mhlo.topk"(%1) {k = 1 : i64, largest = false} : (tensor<2x3xf32>) -> (' in generic
    x = np.array([[0.1, -0.4, 0.3], [1.0, 0.2, -1.2]], np.float32)
    results = [run_main(text, x) for text in (MHLO_TEXT, pretty, generic)]
    for other in results[1:]:
        assert all(np.array_equal(a, b) for a, b in zip(results[0], other))
    copy, tan, low, where = results[0]
    assert np.array_equal(copy, x) and np.allclose(tan, np.tan(x.astype(np.float64)), rtol=1e-6)
    assert np.array_equal(where[:, 0], np.argmin(tan, axis=1)) and np.array_equal(low[:, 0], tan.min(axis=1))


def test_mhlo_tan_of_quantized_values_goes_through_float():
    """hlo_ops.td lets ``mhlo.tan`` take quantized integers: dequantize, tan, quantize (spec
    dequantize_op_quantize), as ``stablehlo.tan`` does."""
    text = """func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  %q = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.01>>
  %t = mhlo.tan %q : tensor<3x!quant.uniform<i8:f32, 0.01>>
  %d = stablehlo.uniform_dequantize %t : (tensor<3x!quant.uniform<i8:f32, 0.01>>) -> tensor<3xf32>
  return %d : tensor<3xf32>
}"""
    x = np.array([0.1, 0.5, -0.3], np.float32)
    (got,) = run_main(text, x)
    assert np.allclose(got, np.round(np.tan(np.round(x / 0.01) * 0.01) / 0.01) * 0.01, atol=1e-6)


def test_mhlo_copy_takes_tuples_and_tokens_and_add_dependency_passes_its_operand():
    text = """func.func @main(%a: tensor<2xf32>, %b: tensor<i32>) -> (tuple<tensor<2xf32>, tensor<i32>>, tensor<2xf32>) {
  %t = stablehlo.tuple %a, %b : tuple<tensor<2xf32>, tensor<i32>>
  %0 = mhlo.copy %t : tuple<tensor<2xf32>, tensor<i32>>
  %token = stablehlo.create_token : !stablehlo.token
  %1 = mhlo.copy %token : !stablehlo.token
  %2 = mhlo.add_dependency %a, %1 : (tensor<2xf32>, !stablehlo.token) -> tensor<2xf32>
  return %0, %2 : tuple<tensor<2xf32>, tensor<i32>>, tensor<2xf32>
}"""
    assert verify_module(stablehlo_py.parse_text(text)) == []
    (a, b), after = run_main(text, np.array([1, 2], np.float32), np.array(3, np.int32))
    assert a.tolist() == [1.0, 2.0] and int(b) == 3 and after.tolist() == [1.0, 2.0]


def test_a_bad_topk_syntax_is_a_located_error():
    text = MHLO_TEXT.replace("largest = false", "largest = 3")
    with pytest.raises(stablehlo_py.ParseError, match="largest = true"):
        stablehlo_py.parse_text(text)


# --- legacy StableHLO ops ----------------------------------------------------------------------------------------

SET_SIZE = """func.func @main(%x: tensor<3x5xf32>, %n: tensor<i32>) -> (tensor<3x?xf32, #stablehlo.bounds<?, 5>>, tensor<i32>, tensor<3xf32>) {
  %0 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<3x5xf32>, tensor<i32>) -> tensor<3x?xf32, #stablehlo.bounds<?, 5>>
  %1 = stablehlo.get_dimension_size %0, dim = 1 : (tensor<3x?xf32, #stablehlo.bounds<?, 5>>) -> tensor<i32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3x?xf32, #stablehlo.bounds<?, 5>>, tensor<f32>) -> tensor<3xf32>
  return %0, %1, %2 : tensor<3x?xf32, #stablehlo.bounds<?, 5>>, tensor<i32>, tensor<3xf32>
}"""


@pytest.mark.parametrize("size", [0, 2, 5])
def test_set_dimension_size_keeps_the_first_size_elements(size):
    x = np.arange(15, dtype=np.float32).reshape(3, 5)
    kept, reported, sums = run_main(SET_SIZE, x, np.array(size, np.int32))
    assert np.array_equal(kept, x[:, :size]) and int(reported) == size
    assert np.array_equal(sums, x[:, :size].sum(axis=1))


def test_set_dimension_size_outside_the_dimension_or_its_static_type_is_an_error():
    x = np.zeros((3, 5), np.float32)
    with pytest.raises(InterpreterError, match=r"size 6 is not in \[0, 5\]"):
        run_main(SET_SIZE, x, np.array(6, np.int32))
    static = """func.func @main(%x: tensor<4xf32>, %n: tensor<i32>) -> tensor<4xf32> {
  %0 = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}"""
    assert np.array_equal(run_main(static, np.arange(4, dtype=np.float32), np.array(4, np.int32))[0], np.arange(4))
    with pytest.raises(InterpreterError, match="static size 4"):
        run_main(static, np.zeros(4, np.float32), np.array(2, np.int32))


@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_broadcast_prepends_its_sizes(data):
    x = data.draw(hnp.arrays(np.int32, hnp.array_shapes(min_dims=0, max_dims=2, max_side=3)))
    sizes = data.draw(st.lists(st.integers(0, 3), max_size=2))
    shape = tuple(sizes) + x.shape
    text = (f"func.func @main(%x: {tensor_type(x.shape, x.dtype)}) -> {tensor_type(shape, x.dtype)} {{\n"
            f"  %0 = stablehlo.broadcast %x, sizes = {sizes} : ({tensor_type(x.shape, x.dtype)}) -> "
            f"{tensor_type(shape, x.dtype)}\n  return %0 : {tensor_type(shape, x.dtype)}\n}}")
    (got,) = run_main(text, x)
    want = np.empty(shape, np.int32)
    for lead in np.ndindex(*sizes):
        want[lead] = x
    assert np.array_equal(got, want)


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_torch_index_select_is_index_select_per_batch(data):
    batch = data.draw(st.integers(0, 1))
    rank = data.draw(st.integers(batch + 1, 3))
    dim = data.draw(st.integers(batch, rank - 1))
    operand = data.draw(hnp.arrays(np.float32, hnp.array_shapes(min_dims=rank, max_dims=rank, max_side=3)))
    own = data.draw(hnp.array_shapes(min_dims=0, max_dims=2, max_side=3))
    index = data.draw(hnp.arrays(np.int64, operand.shape[:batch] + own, elements=st.integers(-2, 4)))
    shape = operand.shape[:dim] + index.shape[batch:] + operand.shape[dim + 1:]
    types = (tensor_type(operand.shape, operand.dtype), tensor_type(index.shape, index.dtype))
    text = (f"func.func @main(%a: {types[0]}, %i: {types[1]}) -> {tensor_type(shape, np.float32)} {{\n"
            f'  %0 = "stablehlo.torch_index_select"(%a, %i) {{dim = {dim} : i64, batch_dims = {batch} : i64}} : '
            f"({types[0]}, {types[1]}) -> {tensor_type(shape, np.float32)}\n  return %0 : "
            f"{tensor_type(shape, np.float32)}\n}}")
    if operand.shape[dim] == 0:
        with pytest.raises(InterpreterError, match="is empty"):
            run_main(text, operand, index)
        return
    (got,) = run_main(text, operand, index)
    clamped = np.clip(index, 0, operand.shape[dim] - 1)  # as the gather XLA lowers it to
    if batch:  # one index_select per batch entry
        want = np.empty(shape, np.float32)
        for b in range(operand.shape[0]):
            want[b] = np.take(operand[b], clamped[b], axis=dim - 1)
    else:
        want = np.take(operand, clamped, axis=dim)
    assert got.shape == shape and np.array_equal(got, want, equal_nan=True)


@pytest.mark.parametrize("config, shapes, dtype", [
    ("ab,bc->ac", [(2, 3), (3, 4)], np.float32), ("bij,bjk->bik", [(2, 3, 4), (2, 4, 5)], np.float32),
    ("ab,cd->abcd", [(2, 2), (1, 3)], np.int32), ("...ij,jk->...ik", [(2, 2, 3), (3, 2)], np.float64),
    (",ij->j", [(), (3, 4)], np.float32), ("ij->ji", [(3, 4)], np.float16), ("ii->i", [(3, 3)], np.int8)])
def test_einsum_is_numpys_in_the_accumulation_type(config, shapes, dtype):
    rng = np.random.default_rng(0)
    xs = [(rng.standard_normal(s) * 4).astype(dtype) for s in shapes]
    wide = np.int64 if np.issubdtype(dtype, np.integer) else np.float64
    want = np.einsum(config, *(x.astype(wide) for x in xs)).astype(dtype)
    op = "einsum" if len(xs) == 2 else "unary_einsum"
    names = ["%a", "%b"][:len(xs)]
    params = ", ".join(f"{n}: {tensor_type(x.shape, x.dtype)}" for n, x in zip(names, xs))
    out = tensor_type(want.shape, dtype)
    text = (f"func.func @main({params}) -> {out} {{\n  %0 = stablehlo.{op} {', '.join(names)}, config = \"{config}\" : "
            f"({', '.join(tensor_type(x.shape, x.dtype) for x in xs)}) -> {out}\n  return %0 : {out}\n}}")
    assert verify_module(stablehlo_py.parse_text(text)) == []
    (got,) = run_main(text, *xs)
    assert got.dtype == want.dtype
    np.testing.assert_allclose(got.astype(np.float64), want.astype(np.float64), rtol=1e-6 if dtype != np.float16 else 0)


COMPUTE = """func.func @main(%n: index, %s: tensor<3xi32>) -> tensor<3xi32> {
  %0 = stablehlo.compute_reshape_shape %n, %s : (index, tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}"""


@pytest.mark.parametrize("n, shape, want", [(24, [2, -1, 3], [2, 4, 3]), (6, [1, 2, 3], [1, 2, 3]),
                                            (0, [0, -1, 2], None), (10, [-1, 3, 1], None), (6, [-1, -1, 6], None)])
def test_compute_reshape_shape_fills_in_the_minus_one(n, shape, want):
    args = (np.array(n, np.int64), np.array(shape, np.int32))
    if want is None:
        with pytest.raises(InterpreterError, match="does not reshape"):
            run_main(COMPUTE, *args)
    else:
        (got,) = run_main(COMPUTE, *args)
        assert got.dtype == np.int32 and got.tolist() == want


def test_cross_replica_sum_adds_over_its_replica_groups(tmp_path):
    program = tmp_path / "cross_replica_sum.mlir"
    program.write_text("""module @cross_replica_sum {
  func.func @sum(%x: tensor<2xf32>) -> tensor<2xf32> {
    %r = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
    func.return %r : tensor<2xf32>
  }
  func.func @main() {
    %p0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %p1 = stablehlo.constant dense<[10.0, 20.0]> : tensor<2xf32>
    %p2 = stablehlo.constant dense<[100.0, 200.0]> : tensor<2xf32>
    %p3 = stablehlo.constant dense<[1000.0, 2000.0]> : tensor<2xf32>
    %r:4 = "interpreter.run_parallel"(%p0, %p1, %p2, %p3) {programs = [[@sum], [@sum], [@sum], [@sum]]}
        : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[101.0, 202.0]> : tensor<2xf32>
    check.expect_eq_const %r#1, dense<[1010.0, 2020.0]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[101.0, 202.0]> : tensor<2xf32>
    check.expect_eq_const %r#3, dense<[1010.0, 2020.0]> : tensor<2xf32>
    func.return
  }
}""")
    results = run_file(str(program))
    assert [r.status for r in results] == [PASSED], [r.message for r in results]
    (alone,) = run_main("""func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}""", np.array([1.5, -2], np.float32))
    assert alone.tolist() == [1.5, -2.0]
