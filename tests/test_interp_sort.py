"""``stablehlo.sort``: the hand-checked programs, which comparators take the NumPy fast path, and
agreement of the fast path with the comparator-driven merge sort on random data."""
from __future__ import annotations

import time

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stablehlo_py
from conftest import TESTDATA
from helpers import check_programs, run_main
from stablehlo_py.interpreter import registry
from stablehlo_py.interpreter.evaluator import evaluation_function
from stablehlo_py.interpreter.kernels import sort as sort_module

SORT_PROGRAMS = TESTDATA / "interpret" / "sort"


def _sort_regions(path):
    return [op.regions[0] for module in stablehlo_py.parse_text_all(path.read_text()) for op in module.walk()
            if op.name == "stablehlo.sort"]


def test_hand_checked_programs_pass():
    assert check_programs(SORT_PROGRAMS / "comparators.mlir") == 14
    assert check_programs(SORT_PROGRAMS / "merge_sort.mlir") == 3


def test_key_comparators_are_recognized():
    regions = _sort_regions(SORT_PROGRAMS / "comparators.mlir")
    keys = [sort_module.comparator_keys(r) for r in regions]
    assert all(k is not None for k in keys)
    lexicographic = keys[7]
    assert [(k.operand, k.descending, k.total_order) for k in lexicographic] == [(1, False, False), (2, False, False)]
    select_chain = keys[8]
    assert [(k.operand, k.descending) for k in select_chain] == [(0, False), (1, True)]
    assert keys[2][0].descending  # compare LT %b, %a
    assert keys[4][0].total_order and keys[5][0].descending


def test_other_comparators_use_the_merge_sort():
    regions = _sort_regions(SORT_PROGRAMS / "merge_sort.mlir")
    assert [sort_module.comparator_keys(r) for r in regions] == [None, None, None]


def _program(body: str, element_types: list[str], shape: str, dimension: int, stable: bool = True) -> str:
    n = len(element_types)
    block_args = ", ".join(f"%x{2 * i}: tensor<{t}>, %x{2 * i + 1}: tensor<{t}>" for i, t in enumerate(element_types))
    types = ", ".join(f"tensor<{shape}x{t}>" for t in element_types)
    results = "%r" if n == 1 else ", ".join(f"%r#{i}" for i in range(n))
    return (f"func.func @main({', '.join(f'%a{i}: tensor<{shape}x{t}>' for i, t in enumerate(element_types))})"
            f" -> ({types}) {{\n  {'%r' if n == 1 else f'%r:{n}'} = \"stablehlo.sort\"("
            f"{', '.join(f'%a{i}' for i in range(n))}) ({{\n  ^bb0({block_args}):\n{body}\n  }}) "
            f"{{dimension = {dimension} : i64, is_stable = {str(stable).lower()}}} : ({types}) -> ({types})\n"
            f"  func.return {results} : {types}\n}}\n")


def _both_paths(monkeypatch, text, args):
    fast = run_main(text, *args)
    with monkeypatch.context() as patch:
        patch.setattr(sort_module, "comparator_keys", lambda region: None)
        merged = run_main(text, *args)
    return fast, merged


def _same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    if a.dtype.kind == "f":
        return np.array_equal(a.view(f"u{a.dtype.itemsize}"), b.view(f"u{b.dtype.itemsize}"))
    return np.array_equal(a, b)


CHAIN = """    %lt0 = stablehlo.compare LT, %x0, %x1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq0 = stablehlo.compare EQ, %x0, %x1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %gt1 = stablehlo.compare GT, %x2, %x3, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %and = stablehlo.and %eq0, %gt1 : tensor<i1>
    %or = stablehlo.or %lt0, %and : tensor<i1>
    stablehlo.return %or : tensor<i1>"""

GREATER = """    %c = stablehlo.compare GT, %x0, %x1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>"""

SPECIAL_FLOATS = np.array([0.0, -0.0, np.nan, -np.nan, 1.0, -1.0, np.inf, -np.inf], dtype=np.float32)


def test_fast_path_agrees_with_merge_sort_on_a_two_key_chain(monkeypatch):
    rng = np.random.default_rng(0)
    keys = rng.integers(0, 4, (6, 257)).astype(np.int32)
    values = rng.choice(SPECIAL_FLOATS, (6, 257))
    fast, merged = _both_paths(monkeypatch, _program(CHAIN, ["i32", "f32"], "6x257", 1), [keys, values])
    assert all(_same_bits(a, b) for a, b in zip(fast, merged))
    assert np.all(np.diff(fast[0], axis=1) >= 0)


def test_fast_path_agrees_with_merge_sort_descending_signed_zeros(monkeypatch):
    rng = np.random.default_rng(1)
    values = rng.choice(SPECIAL_FLOATS[[0, 1, 4, 5, 6, 7]], (5, 100))
    fast, merged = _both_paths(monkeypatch, _program(GREATER, ["f32"], "5x100", -1), [values])
    assert _same_bits(fast[0], merged[0])
    assert np.all(fast[0][:, :-1] >= fast[0][:, 1:])


def test_plain_float_compare_puts_nan_after_numbers():
    values = np.array([np.nan, 1.0, -2.0, np.nan, 0.5], dtype=np.float32)
    (ascending,) = run_main(_program(GREATER.replace("GT", "LT"), ["f32"], "5", 0), values)
    (descending,) = run_main(_program(GREATER, ["f32"], "5", 0), values)
    assert np.array_equal(ascending[:3], [-2.0, 0.5, 1.0]) and np.isnan(ascending[3:]).all()
    assert np.isnan(descending[:2]).all() and np.array_equal(descending[2:], [1.0, 0.5, -2.0])


def test_merge_sort_is_stable_on_many_ties(monkeypatch):
    rng = np.random.default_rng(2)
    keys = rng.integers(0, 3, 1000).astype(np.int32)
    payload = np.arange(1000, dtype=np.int32)
    body = CHAIN.replace("TOTALORDER", "SIGNED").replace("f32", "i32")
    _, merged = _both_paths(monkeypatch, _program(body, ["i32", "i32"], "1000", 0), [keys, payload])
    order = np.lexsort((-payload, keys))  # second key descending
    assert np.array_equal(merged[1], payload[order])


def test_merge_sort_reports_a_comparator_that_is_not_a_strict_weak_order(monkeypatch):
    # NaN is unordered under a plain float LT: the merge positions collide
    values = np.random.default_rng(0).choice(np.array([np.nan, 0, 1, 2, 3], dtype=np.float32), 64)
    monkeypatch.setattr(sort_module, "comparator_keys", lambda region: None)
    with pytest.raises(stablehlo_py.StableHLOError, match="strict weak order"):
        run_main(_program(GREATER.replace("GT", "LT"), ["f32"], "64", 0), values)


def test_million_element_sort_is_fast():
    values = np.random.default_rng(3).standard_normal(1_000_000).astype(np.float32)
    body = GREATER.replace("GT", "LT")
    start = time.perf_counter()
    (result,) = run_main(_program(body, ["f32"], "1000000", 0), values)
    assert time.perf_counter() - start < 5.0
    assert np.array_equal(result, np.sort(values))


@pytest.mark.parametrize("element, compare_type, values", [
    ("f32", "TOTALORDER", SPECIAL_FLOATS),
    ("f64", "TOTALORDER", SPECIAL_FLOATS.astype(np.float64)),
    ("i64", "SIGNED", np.array([2**62, -2**62, 0, 5, -5], dtype=np.int64)),
    ("ui64", "UNSIGNED", np.array([2**64 - 1, 0, 2**63, 7], dtype=np.uint64)),
])
@pytest.mark.parametrize("direction", ["LT", "GT"])
def test_single_key_with_payload_agrees_with_merge_sort(monkeypatch, element, compare_type, values, direction):
    rng = np.random.default_rng(4)
    keys = rng.choice(values, (3, 200))
    payload = np.tile(np.arange(200, dtype=np.int32), (3, 1))
    body = (f"    %c = stablehlo.compare {direction}, %x0, %x1, {compare_type} : (tensor<{element}>, "
            f"tensor<{element}>) -> tensor<i1>\n    stablehlo.return %c : tensor<i1>")
    fast, merged = _both_paths(monkeypatch, _program(body, [element, "i32"], "3x200", 1), [keys, payload])
    assert all(_same_bits(a, b) for a, b in zip(fast, merged))


# jnp.sort of floats as jax.export writes it: the comparator reads two constants defined before the sort
# (it maps -0.0 to 0.0 and every NaN to one NaN, then compares with TOTALORDER).
JAX_FLOAT_SORT = """
func.func @main(%x: tensor<1000xf32>) -> tensor<1000xf32> {
  %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = stablehlo.compare EQ, %a, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.select %1, %cst_0, %a : tensor<i1>, tensor<f32>
    %3 = stablehlo.compare NE, %a, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %4 = stablehlo.select %3, %cst, %2 : tensor<i1>, tensor<f32>
    %5 = stablehlo.compare EQ, %b, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.select %5, %cst_0, %b : tensor<i1>, tensor<f32>
    %7 = stablehlo.compare NE, %b, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.select %7, %cst, %6 : tensor<i1>, tensor<f32>
    %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %9 : tensor<i1>
  }) : (tensor<1000xf32>) -> tensor<1000xf32>
  return %0 : tensor<1000xf32>
}
"""


def test_a_comparator_reading_constants_from_outside_is_recognized_and_sorts():
    module = stablehlo_py.parse_text(JAX_FLOAT_SORT)
    sort_op = next(op for op in module.walk() if op.name == "stablehlo.sort")
    assert sort_module.comparator_keys(sort_op.regions[0]) is not None  # the fast path, not the merge sort
    rng = np.random.default_rng(0)
    x = rng.standard_normal(1000).astype(np.float32)
    x[[3, 500]] = np.nan
    x[[7, 8]] = (-0.0, 0.0)
    (result,) = module.run(x)
    np.testing.assert_array_equal(result, np.sort(x))  # -0.0 == 0.0 and NaN last, as XLA sorts them


def test_a_comparator_reading_a_function_argument_sorts_by_its_key():
    """``a < b`` on ``|x - pivot|`` with ``pivot`` an argument of the function: read at run time."""
    module = stablehlo_py.parse_text("""
func.func @main(%x: tensor<6xf32>, %pivot: tensor<f32>) -> tensor<6xf32> {
  %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %da = stablehlo.subtract %a, %pivot : tensor<f32>
    %db = stablehlo.subtract %b, %pivot : tensor<f32>
    %fa = stablehlo.abs %da : tensor<f32>
    %fb = stablehlo.abs %db : tensor<f32>
    %lt = stablehlo.compare LT, %fa, %fb, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) : (tensor<6xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
""")
    x = np.array([5.0, -1.0, 2.5, 9.0, 3.0, 0.0], np.float32)
    (result,) = module.run(x, np.float32(2.0))
    np.testing.assert_array_equal(result, x[np.argsort(np.abs(x - 2.0), kind="stable")])


# --- the sort specializer (kernels/sort.py sort_plan) against the kernel ---

_ELEMENTS = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
             "f8E4M3FN": ml_dtypes.float8_e4m3fn, "f4E2M1FN": ml_dtypes.float4_e2m1fn, "i32": np.int32,
             "i8": np.int8, "ui16": np.uint16, "i4": ml_dtypes.int4, "i1": np.bool_}


def _compare_type(element: str, total_order: bool) -> str:
    if element.startswith("f"):
        return "TOTALORDER" if total_order else "FLOAT"
    return "UNSIGNED" if element.startswith("ui") or element == "i1" else "SIGNED"


def _key_compare(name: str, direction: str, element: str, operand: int, total_order: bool, swapped: bool) -> str:
    lhs, rhs = (2 * operand + 1, 2 * operand) if swapped else (2 * operand, 2 * operand + 1)
    return (f"    %{name} = stablehlo.compare {direction}, %x{lhs}, %x{rhs}, {_compare_type(element, total_order)}"
            f" : (tensor<{element}>, tensor<{element}>) -> tensor<i1>")


def _comparator(keys: list[tuple[int, str, bool, bool]], elements: list[str]) -> str:
    """A comparator ordering by ``keys`` (operand, LT/GT, total order, arguments swapped), as jax chains them."""
    lines = [_key_compare(f"k{i}", direction, elements[operand], operand, total, swapped)
             for i, (operand, direction, total, swapped) in enumerate(keys)]
    if len(keys) == 1:
        return "\n".join(lines + ["    stablehlo.return %k0 : tensor<i1>"])
    operand, _, total, swapped = keys[0]
    lines += [_key_compare("e0", "EQ", elements[operand], operand, total, swapped),
              "    %t = stablehlo.and %e0, %k1 : tensor<i1>", "    %o = stablehlo.or %k0, %t : tensor<i1>",
              "    stablehlo.return %o : tensor<i1>"]
    return "\n".join(lines)


def _sort_values_of(dtype, shape, rng) -> np.ndarray:
    """Values with many ties; floats with NaNs of both signs and payloads, signed zeros and infinities."""
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        return rng.integers(0, 2, shape).astype(np.bool_)
    if dtype.kind in "iu" or dtype == ml_dtypes.int4:
        info = ml_dtypes.iinfo(dtype) if dtype == ml_dtypes.int4 else np.iinfo(dtype)
        pool = np.array([info.min, info.max, 0, 1, 2, info.min + 1, info.max - 1], dtype=np.int64)
        return rng.choice(pool, shape).astype(dtype)
    pool = np.array([0.0, -0.0, np.nan, -np.nan, np.inf, -np.inf, 1.0, -1.0, 0.5, -3.0, 2.0], np.float32)
    values = rng.choice(pool, shape).astype(dtype)
    if dtype.itemsize >= 2 and values.size:  # NaNs with other payloads
        bits = values.view(f"u{dtype.itemsize}")
        nan = np.isnan(values.astype(np.float32))
        bits[nan] |= rng.integers(1, 4, int(nan.sum())).astype(bits.dtype)
    return values


@settings(max_examples=150, deadline=None, derandomize=True, database=None)
@given(data=st.data())
def test_sort_specializer_is_the_kernel(data):
    """The specialized sort against the kernel, bit for bit: 1 or 2 keys, ascending or descending, total
    order or not, several payload operands, any dimension."""
    operands = data.draw(st.integers(1, 3))
    elements = data.draw(st.lists(st.sampled_from(sorted(_ELEMENTS)), min_size=operands, max_size=operands))
    shape = data.draw(st.sampled_from([(9,), (3, 6), (2, 3, 5), (4, 1), (3, 0), (1,), (5, 4)]))
    dimension = data.draw(st.integers(-len(shape), len(shape) - 1))
    key_operands = data.draw(st.lists(st.integers(0, operands - 1), min_size=1, max_size=2, unique=True))
    keys = [(k, data.draw(st.sampled_from(["LT", "GT"])), data.draw(st.booleans()), data.draw(st.booleans()))
            for k in key_operands]
    text = _program(_comparator(keys, elements), elements, "x".join(map(str, shape)), dimension)
    op = next(op for op in stablehlo_py.parse_text(text).walk() if op.name == "stablehlo.sort")
    fn, attrs = evaluation_function(op)
    plan = registry.specialized(op.name, attrs, fn)
    assert plan is not None
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1)))
    for _ in range(4):
        inputs = [_sort_values_of(_ELEMENTS[e], shape, rng) for e in elements]
        expected, got = fn(None, attrs, *inputs), plan(*inputs)
        expected, got = (expected, got) if operands > 1 else ((expected,), (got,))
        for e, g in zip(expected, got):
            assert e.dtype == g.dtype and e.shape == g.shape
            assert np.array_equal(np.ascontiguousarray(e).view(np.uint8), np.ascontiguousarray(g).view(np.uint8))


def test_sort_specializer_takes_comparators_of_the_operands_themselves():
    """Comparators computing on their arguments (a ``g``) run through the kernel."""
    for text in (JAX_FLOAT_SORT, _program(GREATER, ["f32"], "5", 0), _program(CHAIN, ["i32", "f32"], "3x4", 1)):
        op = next(op for op in stablehlo_py.parse_text(text).walk() if op.name == "stablehlo.sort")
        fn, attrs = evaluation_function(op)
        assert (registry.specialized(op.name, attrs, fn) is None) == (text is JAX_FLOAT_SORT)
