"""Regions reading values defined outside them (issue #11, point 1): every region-holding op with a body
reading an outer constant and an outer non-constant (a function argument), printed, verified, run and run
from bytecode against NumPy; the verifier's dominance rule for such reads: test_region_capture_verify.py; a
jax-exported beam-search step: test_region_capture_export.py.

MLIR lets a region use any value that dominates the op holding it, unless the op is isolated from
above (func.func, chlo.scan, async_start): the region runs in its caller's frame (evaluator.py).
"""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_py
from helpers import assert_fixpoint, run_main
from stablehlo_py.interpreter.evaluator import Interpreter
from stablehlo_py.interpreter.kernels import _regions, reduction as reduction_kernels, sort as sort_module

I32 = np.int32


def _checked(text: str) -> str:
    """``text`` after the printer's fixpoint checks (pretty and generic) and verification."""
    module = assert_fixpoint(stablehlo_py.parse_text(text))
    module.verify()
    return text


def _run(text: str, *args: np.ndarray, bytecode: bool = True) -> list[np.ndarray]:
    """The results of ``@main``, which the module written to bytecode and read back computes too."""
    results = [np.asarray(r) for r in run_main(_checked(text), *args)]
    if not bytecode:  # interpreter.run_parallel has no VHLO form
        return results
    reread = stablehlo_py.load(stablehlo_py.parse_text(text).to_bytecode())
    for again, result in zip(Interpreter(reread).call("main", list(args)), results):
        np.testing.assert_array_equal(again, result)
    return results


def _clamp_body(bound: str, indent: str = "    ") -> str:
    """A reducer ``min(max(a, b), bound)``: associative and commutative for any ``bound``."""
    return (f"{indent}%m = stablehlo.maximum %a, %b : tensor<i32>\n"
            f"{indent}%k = stablehlo.minimum %m, {bound} : tensor<i32>\n"
            f"{indent}stablehlo.return %k : tensor<i32>")


def _sum_of_v(name: str, indent: str = "    ", source: str = "%v", type_: str = "tensor<3xi32>") -> str:
    """A nested ``reduce`` (a non-elementwise body op) summing ``source``, a value of the function."""
    return (f'{indent}{name} = "stablehlo.reduce"({source}, %zero) ({{\n'
            f"{indent}^bb0(%p: tensor<i32>, %q: tensor<i32>):\n"
            f"{indent}  %t = stablehlo.add %p, %q : tensor<i32>\n"
            f"{indent}  stablehlo.return %t : tensor<i32>\n"
            f"{indent}}}) {{dimensions = array<i64: 0>}} : ({type_}, tensor<i32>) -> tensor<i32>")


X = np.array([[3, -8, 12, 0], [7, 2, -1, 4], [-5, -6, -9, -2]], dtype=I32)
S = np.array(4, dtype=I32)
V = np.array([1, 7, 3], dtype=I32)
C = 5  # the outer constant %c of the programs below


# --------------------------------------------------------------------------- reduce, reduce_window

REDUCE = f"""
func.func @main(%x: tensor<3x4xi32>, %s: tensor<i32>, %v: tensor<3xi32>)
    -> (tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) {{
  %c = stablehlo.constant dense<{C}> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %init = stablehlo.constant dense<-100> : tensor<i32>
  %r0 = "stablehlo.reduce"(%x, %init) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%c")}
  }}) {{dimensions = array<i64: 1>}} : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
  %r1 = "stablehlo.reduce"(%x, %init) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%s")}
  }}) {{dimensions = array<i64: 1>}} : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
  %r2 = "stablehlo.reduce"(%x, %init) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_sum_of_v("%sv")}
{_clamp_body("%sv")}
  }}) {{dimensions = array<i64: 1>}} : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
  func.return %r0, %r1, %r2 : tensor<3xi32>, tensor<3xi32>, tensor<3xi32>
}}
"""


def test_reduce_reads_outer_values():
    r0, r1, r2 = _run(REDUCE, X, S, V)
    top = np.maximum(X.max(axis=1), -100)
    np.testing.assert_array_equal(r0, np.minimum(top, C))
    np.testing.assert_array_equal(r1, np.minimum(top, S))
    np.testing.assert_array_equal(r2, np.minimum(top, V.sum()))


def test_region_fast_paths_see_outer_reads():
    """The clamp bodies are elementwise (whole-array runs are right: an outer value of a scalar body is a
    scalar, the same for every element); none is taken for a one-op ufunc; the nested reduce is not
    elementwise (per-element fold)."""
    module = stablehlo_py.parse_text(REDUCE)
    bodies = [op.regions[0] for op in module.funcs["main"].body.entry.ops if op.name == "stablehlo.reduce"]
    assert [_regions.body_is_elementwise(b) for b in bodies] == [True, True, False]
    assert [_regions.single_op_ufunc(b) for b in bodies] == [None, None, None]


def _counting(monkeypatch, module, name: str) -> list:
    """Record the calls of ``module.name`` (the call still happens)."""
    calls: list = []
    original = getattr(module, name)

    def counted(*args, **kwargs):
        calls.append(name)
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, counted)
    return calls


def test_reduce_bodies_reading_outer_scalars_run_on_whole_arrays(monkeypatch):
    """The clamp bodies fold by halves on whole arrays (tree_reduce); only the body holding a reduce runs per
    element (sequential_reduce); its nested reduce is a one-op ufunc."""
    tree = _counting(monkeypatch, reduction_kernels, "tree_reduce")
    sequential = _counting(monkeypatch, reduction_kernels, "sequential_reduce")
    _run(REDUCE, X, S, V, bytecode=False)
    assert (len(tree), len(sequential)) == (2, 1)


WIDE_READ = """
func.func @main(%x: tensor<3x4xi32>, %w: tensor<4xi32>) -> tensor<3xi32> {
  %init = stablehlo.constant dense<0> : tensor<i32>
  %lim = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %r = "stablehlo.reduce"(%x, %init) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %unused = stablehlo.select %gt, %w, %lim : tensor<i1>, tensor<4xi32>
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<3x4xi32>, tensor<i32>) -> tensor<3xi32>
  func.return %r : tensor<3xi32>
}
"""


def test_a_body_reading_a_non_scalar_outer_value_runs_per_element():
    """On whole arrays, ``select`` of the body's (scalar) predicate between two vectors read from outside
    would broadcast the predicate's batch against the vectors: such a body runs per element."""
    (region,) = stablehlo_py.parse_text(WIDE_READ).funcs["main"].body.entry.ops[2].regions
    assert not _regions.body_is_elementwise(region)
    (result,) = _run(WIDE_READ, X, np.array([5, 6, 7, 8], dtype=I32))
    np.testing.assert_array_equal(result, X.sum(axis=1))


ARGMAX = """
func.func @main(%x: tensor<5x4xi32>, %s: tensor<i32>) -> (tensor<5xi32>, tensor<5xi32>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %none = stablehlo.constant dense<-1> : tensor<i32>
  %i = stablehlo.iota dim = 1 : tensor<5x4xi32>
  %sx = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<5x4xi32>
  %y = stablehlo.multiply %x, %sx : tensor<5x4xi32>
  %r:2 = "stablehlo.reduce"(%y, %i, %zero, %none) ({
  ^bb0(%va: tensor<i32>, %ia: tensor<i32>, %vb: tensor<i32>, %ib: tensor<i32>):
    %gt = stablehlo.compare GT, %va, %vb : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %eq = stablehlo.compare EQ, %va, %vb : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %first = stablehlo.minimum %ia, %ib : tensor<i32>
    %a_unset = stablehlo.compare EQ, %ia, %none : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %b_unset = stablehlo.compare EQ, %ib, %none : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %b_or_first = stablehlo.select %b_unset, %ia, %first : tensor<i1>, tensor<i32>
    %later = stablehlo.select %a_unset, %ib, %b_or_first : tensor<i1>, tensor<i32>
    %v = stablehlo.select %gt, %va, %vb : tensor<i1>, tensor<i32>
    %ti = stablehlo.select %eq, %later, %ib : tensor<i1>, tensor<i32>
    %idx = stablehlo.select %gt, %ia, %ti : tensor<i1>, tensor<i32>
    stablehlo.return %v, %idx : tensor<i32>, tensor<i32>
  }) {dimensions = array<i64: 1>} : (tensor<5x4xi32>, tensor<5x4xi32>, tensor<i32>, tensor<i32>)
      -> (tensor<5xi32>, tensor<5xi32>)
  func.return %r#0, %r#1 : tensor<5xi32>, tensor<5xi32>
}
"""


@pytest.mark.parametrize("sign", [1, -1])
def test_variadic_reduce_reads_an_outer_constant(sign):
    """An argmax from 0 whose body tells the init index apart by an outer constant (``%none``, -1): a tie
    with the init value 0 goes to the element, other ties to the first index; -1 when no element
    reaches 0."""
    x = np.array([[3, 9, 9, 0], [7, 2, -1, 7], [-5, -6, -9, -5], [-3, 0, -1, 0], [3, 0, 1, 0]], dtype=I32)
    values, indices = _run(ARGMAX, x, np.array(sign, dtype=I32))
    y = x * sign
    best = np.maximum(y.max(axis=1), 0)
    np.testing.assert_array_equal(values, best)
    reached = y == best[:, None]
    np.testing.assert_array_equal(indices, np.where(reached.any(axis=1), reached.argmax(axis=1), -1))


REDUCE_WINDOW = f"""
func.func @main(%x: tensor<8xi32>, %s: tensor<i32>, %v: tensor<3xi32>)
    -> (tensor<6xi32>, tensor<6xi32>, tensor<6xi32>) {{
  %c = stablehlo.constant dense<{C}> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %init = stablehlo.constant dense<-100> : tensor<i32>
  %r0 = "stablehlo.reduce_window"(%x, %init) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%c")}
  }}) {{window_dimensions = array<i64: 3>}} : (tensor<8xi32>, tensor<i32>) -> tensor<6xi32>
  %r1 = "stablehlo.reduce_window"(%x, %init) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%s")}
  }}) {{window_dimensions = array<i64: 3>}} : (tensor<8xi32>, tensor<i32>) -> tensor<6xi32>
  %r2 = "stablehlo.reduce_window"(%x, %init) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_sum_of_v("%sv")}
{_clamp_body("%sv")}
  }}) {{window_dimensions = array<i64: 3>}} : (tensor<8xi32>, tensor<i32>) -> tensor<6xi32>
  func.return %r0, %r1, %r2 : tensor<6xi32>, tensor<6xi32>, tensor<6xi32>
}}
"""


def test_reduce_window_reads_outer_values():
    x = np.array([9, -3, 4, 1, 15, 2, 6, -7], dtype=I32)
    r0, r1, r2 = _run(REDUCE_WINDOW, x, S, V)
    top = np.maximum(np.lib.stride_tricks.sliding_window_view(x, 3).max(axis=1), -100)
    np.testing.assert_array_equal(r0, np.minimum(top, C))
    np.testing.assert_array_equal(r1, np.minimum(top, S))
    np.testing.assert_array_equal(r2, np.minimum(top, V.sum()))


# --------------------------------------------------------------------------- scatter, select_and_scatter

def _scatter(result: str, factor: str, extra: str = "") -> str:
    """``input[i] += factor * update`` for each update (duplicate indices accumulate)."""
    return f"""  {result} = "stablehlo.scatter"(%x, %idx, %u) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{extra}    %m = stablehlo.multiply %b, {factor} : tensor<i32>
    %k = stablehlo.add %a, %m : tensor<i32>
    stablehlo.return %k : tensor<i32>
  }}) {{scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
        scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}}
     : (tensor<5xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<5xi32>
"""


SCATTER = f"""
func.func @main(%x: tensor<5xi32>, %idx: tensor<4x1xi32>, %u: tensor<4xi32>, %s: tensor<i32>, %v: tensor<3xi32>)
    -> (tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>) {{
  %c = stablehlo.constant dense<{C}> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
{_scatter("%r0", "%c")}{_scatter("%r1", "%s")}{_scatter("%r2", "%sv", _sum_of_v("%sv") + chr(10))}\
{_scatter("%r3", "%sx", _sum_of_v("%sx", source="%x", type_="tensor<5xi32>") + chr(10))}
  func.return %r0, %r1, %r2, %r3 : tensor<5xi32>, tensor<5xi32>, tensor<5xi32>, tensor<5xi32>
}}
"""


def test_scatter_reads_outer_values():
    x = np.array([1, 2, 3, 4, 5], dtype=I32)
    idx = np.array([[0], [2], [0], [4]], dtype=I32)
    u = np.array([10, 20, 30, 40], dtype=I32)
    results = _run(SCATTER, x, idx, u, S, V)
    # %r3's body reads the scatter's own input: the values before the scatter, whatever it has updated
    for result, factor in zip(results, (C, S, V.sum(), x.sum())):
        expected = x.copy()
        np.add.at(expected, idx[:, 0], u * factor)
        np.testing.assert_array_equal(result, expected)


def _select_and_scatter(result: str, sign: str) -> str:
    """Selects the first element of each window whose ``sign * element`` is greatest (the minimum for a
    negative sign); adds ``sign * source`` to it."""
    return f"""  {result} = "stablehlo.select_and_scatter"(%x, %src, %zero) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %sa = stablehlo.multiply %a, {sign} : tensor<i32>
    %sb = stablehlo.multiply %b, {sign} : tensor<i32>
    %ge = stablehlo.compare GE, %sa, %sb : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %ge : tensor<i1>
  }}, {{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %b, {sign} : tensor<i32>
    %k = stablehlo.add %a, %m : tensor<i32>
    stablehlo.return %k : tensor<i32>
  }}) {{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}}
     : (tensor<6xi32>, tensor<3xi32>, tensor<i32>) -> tensor<6xi32>
"""


SELECT_AND_SCATTER = f"""
func.func @main(%x: tensor<6xi32>, %src: tensor<3xi32>, %s: tensor<i32>) -> (tensor<6xi32>, tensor<6xi32>) {{
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
{_select_and_scatter("%r0", "%c")}{_select_and_scatter("%r1", "%s")}
  func.return %r0, %r1 : tensor<6xi32>, tensor<6xi32>
}}
"""


@pytest.mark.parametrize("sign", [-1, 3])
def test_select_and_scatter_reads_outer_values(sign):
    x = np.array([4, 1, 5, 5, -2, 7], dtype=I32)
    src = np.array([10, 20, 30], dtype=I32)
    r0, r1 = _run(SELECT_AND_SCATTER, x, src, np.array(sign, dtype=I32))
    for result, factor in ((r0, -1), (r1, sign)):
        windows = (x * factor).reshape(3, 2)
        chosen = np.arange(3) * 2 + np.argmax(windows, axis=1)  # the first greatest
        expected = np.zeros(6, dtype=I32)
        expected[chosen] = src * factor
        np.testing.assert_array_equal(result, expected)


# --------------------------------------------------------------------------- map, sort

MAP = f"""
func.func @main(%x: tensor<4xi32>, %y: tensor<4xi32>, %s: tensor<i32>, %v: tensor<3xi32>)
    -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {{
  %c = stablehlo.constant dense<{C}> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %r0 = "stablehlo.map"(%x, %y) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %c : tensor<i32>
    %k = stablehlo.add %m, %b : tensor<i32>
    stablehlo.return %k : tensor<i32>
  }}) {{dimensions = array<i64: 0>}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %r1 = "stablehlo.map"(%x, %y) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %m = stablehlo.multiply %a, %s : tensor<i32>
    %k = stablehlo.add %m, %b : tensor<i32>
    stablehlo.return %k : tensor<i32>
  }}) {{dimensions = array<i64: 0>}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %r2 = "stablehlo.map"(%x, %y) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_sum_of_v("%sv")}
    %m = stablehlo.multiply %a, %sv : tensor<i32>
    %k = stablehlo.add %m, %b : tensor<i32>
    stablehlo.return %k : tensor<i32>
  }}) {{dimensions = array<i64: 0>}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  func.return %r0, %r1, %r2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}}
"""


def test_map_reads_outer_values():
    x, y = np.array([1, -2, 3, 0], dtype=I32), np.array([5, 6, -7, 8], dtype=I32)
    results = _run(MAP, x, y, S, V)
    for result, factor in zip(results, (C, S, V.sum())):
        np.testing.assert_array_equal(result, x * factor + y)


def _sort(result: str, comparator: str) -> str:
    return f"""  {result} = "stablehlo.sort"(%x) ({{
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{comparator}
  }}) {{dimension = 0 : i64, is_stable = true}} : (tensor<7xi32>) -> tensor<7xi32>
"""


def _scaled_less(factor: str) -> str:
    """``a * factor < b * factor``: a sort key computed from the argument and an outer value."""
    return (f"    %sa = stablehlo.multiply %a, {factor} : tensor<i32>\n"
            f"    %sb = stablehlo.multiply %b, {factor} : tensor<i32>\n"
            f"    %lt = stablehlo.compare LT, %sa, %sb : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            f"    stablehlo.return %lt : tensor<i1>")


def _ascending_if(flag: str) -> str:
    """``flag ? a < b : a > b``: not a key comparator (the merge sort runs it)."""
    return (f"    %lt = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            f"    %gt = stablehlo.compare GT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
            f"    %r = stablehlo.select {flag}, %lt, %gt : tensor<i1>, tensor<i1>\n"
            f"    stablehlo.return %r : tensor<i1>")


SORT = f"""
func.func @main(%x: tensor<7xi32>, %s: tensor<i32>, %up: tensor<i1>)
    -> (tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>) {{
  %c = stablehlo.constant dense<-1> : tensor<i32>
  %t = stablehlo.constant dense<false> : tensor<i1>
{_sort("%r0", _scaled_less("%c"))}{_sort("%r1", _scaled_less("%s"))}{_sort("%r2", _ascending_if("%t"))}\
{_sort("%r3", _ascending_if("%up"))}
  func.return %r0, %r1, %r2, %r3 : tensor<7xi32>, tensor<7xi32>, tensor<7xi32>, tensor<7xi32>
}}
"""


@pytest.mark.parametrize("sign, up", [(-2, True), (3, False)])
def test_sort_reads_outer_values(monkeypatch, sign, up):
    x = np.array([4, -1, 9, 0, 4, 7, -3], dtype=I32)
    args = (x, np.array(sign, dtype=I32), np.array(up))
    expected = [np.sort(x)[::-1], np.sort(x)[::-1] if sign < 0 else np.sort(x), np.sort(x)[::-1],
                np.sort(x) if up else np.sort(x)[::-1]]
    for result, want in zip(_run(SORT, *args), expected):
        np.testing.assert_array_equal(result, want)
    monkeypatch.setattr(sort_module, "comparator_keys", lambda region: None)  # every comparator by merge sort
    for result, want in zip(_run(SORT, *args), expected):
        np.testing.assert_array_equal(result, want)


def test_comparators_reading_outer_values_are_keys_or_not():
    module = stablehlo_py.parse_text(SORT)
    keys = [sort_module.comparator_keys(op.regions[0]) for op in module.walk() if op.name == "stablehlo.sort"]
    assert [k is not None for k in keys] == [True, True, False, False]


def test_key_comparators_reading_outer_values_sort_without_the_merge_sort(monkeypatch):
    merges = _counting(monkeypatch, sort_module, "merge_sort_permutation")
    _run(SORT, np.array([4, -1, 9, 0, 4, 7, -3], dtype=I32), np.array(-2, dtype=I32), np.array(True),
         bytecode=False)
    assert len(merges) == 2  # the two select comparators; the scaled ones sort by their keys


# --------------------------------------------------------------------------- while, if, case

WHILE = f"""
func.func @main(%x: tensor<4xi32>, %n: tensor<i32>, %v: tensor<3xi32>) -> (tensor<4xi32>, tensor<4xi32>) {{
  %c = stablehlo.constant dense<{C}> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %big = stablehlo.constant dense<2> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %x) : tensor<i32>, tensor<4xi32>
   cond {{
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %cx = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %step = stablehlo.multiply %x, %cx : tensor<4xi32>
{_sum_of_v("%sv")}
    %clamped = "stablehlo.reduce"(%v, %zero) ({{
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%big", "      ")}
    }}) {{dimensions = array<i64: 0>}} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
    %extra = stablehlo.add %sv, %clamped : tensor<i32>
    %e = stablehlo.broadcast_in_dim %extra, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %acc1 = stablehlo.add %acc, %step : tensor<4xi32>
    %acc2 = stablehlo.add %acc1, %e : tensor<4xi32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %acc2 : tensor<i32>, tensor<4xi32>
  }}
  %b = stablehlo.broadcast_in_dim %three, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %r2 = stablehlo.add %r#1, %b : tensor<4xi32>
  func.return %r#1, %r2 : tensor<4xi32>, tensor<4xi32>
}}
"""


@pytest.mark.parametrize("n", [0, 1, 4])
def test_while_reads_outer_values_in_cond_body_and_nested_regions(n):
    """``%big`` is used only by a reduce body nested in the while body: it must stay alive through every
    iteration (the evaluator frees a value after its last use, regions included)."""
    x = np.array([1, -2, 3, 0], dtype=I32)
    r, r2 = _run(WHILE, x, np.array(n, dtype=I32), V)
    expected = x + n * (x * C + V.sum() + min(max(V.max(), 0), 2))
    np.testing.assert_array_equal(r, expected)
    np.testing.assert_array_equal(r2, expected + 3)


NESTED = f"""
func.func @main(%x: tensor<4xi32>, %n: tensor<i32>, %v: tensor<3xi32>) -> tensor<4xi32> {{
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %fn = stablehlo.multiply %n, %two : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %acc = %x) : tensor<i32>, tensor<4xi32>
   cond {{
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }} do {{
    %bi = stablehlo.add %i, %one : tensor<i32>
    %odd = stablehlo.remainder %i, %two : tensor<i32>
    %is_odd = stablehlo.compare EQ, %odd, %one : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %added = "stablehlo.if"(%is_odd) ({{
      %bf = stablehlo.add %bi, %fn : tensor<i32>
      %m = "stablehlo.reduce"(%v, %zero) ({{
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %ab = stablehlo.add %a, %b : tensor<i32>
        %abi = stablehlo.add %ab, %bi : tensor<i32>
        %all = stablehlo.add %abi, %bf : tensor<i32>
        stablehlo.return %all : tensor<i32>
      }}) {{dimensions = array<i64: 0>}} : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %m : tensor<i32>
    }}, {{
      stablehlo.return %bi : tensor<i32>
    }}) : (tensor<i1>) -> tensor<i32>
    %e = stablehlo.broadcast_in_dim %added, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %acc1 = stablehlo.add %acc, %e : tensor<4xi32>
    stablehlo.return %bi, %acc1 : tensor<i32>, tensor<4xi32>
  }}
  func.return %r#1 : tensor<4xi32>
}}
"""


def test_values_read_only_by_deeply_nested_regions_stay_alive():
    """while body > if branch > reduce body, reading a value of the function (``%fn``, used nowhere else),
    one of the while body (``%bi``) and one of the branch (``%bf``): each must outlive the op whose nested
    region reads it last, in every iteration."""
    x = np.array([1, -2, 3, 0], dtype=I32)
    for n in (0, 1, 4, 5):
        (result,) = _run(NESTED, x, np.array(n, dtype=I32), V)
        total = 0
        for i in range(n):
            bi = i + 1
            total += _fold(V, bi + bi + 2 * n) if i % 2 else bi
        np.testing.assert_array_equal(result, x + total)


def _fold(values: np.ndarray, extra: int) -> int:
    """``body(acc, v) = acc + v + extra`` folded from 0 (the same whatever order pairs are combined in, since
    adding ``extra`` per combination adds it len(values) times in every order)."""
    return int(values.sum()) + len(values) * extra


SORT_IN_WHILE = """
func.func @main(%x: tensor<5xi32>, %n: tensor<i32>) -> tensor<5xi32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %r:3 = stablehlo.while(%i = %zero, %sign = %one, %acc = %x) : tensor<i32>, tensor<i32>, tensor<5xi32>
   cond {
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %sorted = "stablehlo.sort"(%acc) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %sa = stablehlo.multiply %a, %sign : tensor<i32>
      %sb = stablehlo.multiply %b, %sign : tensor<i32>
      %c = stablehlo.compare LT, %sa, %sb : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }) {dimension = 0 : i64, is_stable = true} : (tensor<5xi32>) -> tensor<5xi32>
    %head = stablehlo.slice %sorted [0:1] : (tensor<5xi32>) -> tensor<1xi32>
    %tail = stablehlo.slice %sorted [1:5] : (tensor<5xi32>) -> tensor<4xi32>
    %bumped = stablehlo.add %head, %head : tensor<1xi32>
    %next = stablehlo.concatenate %bumped, %tail, dim = 0 : (tensor<1xi32>, tensor<4xi32>) -> tensor<5xi32>
    %flip = stablehlo.negate %sign : tensor<i32>
    %i1 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i1, %flip, %next : tensor<i32>, tensor<i32>, tensor<5xi32>
  }
  func.return %r#2 : tensor<5xi32>
}
"""


@pytest.mark.parametrize("key_path", [True, False])
def test_sort_comparator_reads_an_argument_of_the_enclosing_loop(monkeypatch, key_path):
    """The comparator reads the while body's block argument ``%sign``, which flips every iteration:
    ascending, then descending, ... (the key fast path and the merge sort alike)."""
    if not key_path:
        monkeypatch.setattr(sort_module, "comparator_keys", lambda region: None)
    x = np.array([4, -1, 9, 0, 3], dtype=I32)
    for n in range(5):
        expected, sign = x.copy(), 1
        for _ in range(n):
            expected = np.sort(expected) if sign > 0 else np.sort(expected)[::-1]
            expected[0] *= 2
            sign = -sign
        (result,) = _run(SORT_IN_WHILE, x, np.array(n, dtype=I32))
        np.testing.assert_array_equal(result, expected)


IF_CASE = f"""
func.func @main(%p: tensor<i1>, %k: tensor<i32>, %x: tensor<4xi32>, %s: tensor<i32>)
    -> (tensor<4xi32>, tensor<4xi32>) {{
  %c = stablehlo.constant dense<{C}> : tensor<4xi32>
  %sx = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<i32>) -> tensor<4xi32>
  %r0 = "stablehlo.if"(%p) ({{
    %a = stablehlo.add %x, %c : tensor<4xi32>
    stablehlo.return %a : tensor<4xi32>
  }}, {{
    %m = stablehlo.multiply %x, %sx : tensor<4xi32>
    stablehlo.return %m : tensor<4xi32>
  }}) : (tensor<i1>) -> tensor<4xi32>
  %r1 = "stablehlo.case"(%k) ({{
    stablehlo.return %c : tensor<4xi32>
  }}, {{
    %m = stablehlo.multiply %x, %sx : tensor<4xi32>
    stablehlo.return %m : tensor<4xi32>
  }}, {{
    %inner = "stablehlo.if"(%p) ({{
      %a = stablehlo.add %x, %sx : tensor<4xi32>
      stablehlo.return %a : tensor<4xi32>
    }}, {{
      stablehlo.return %x : tensor<4xi32>
    }}) : (tensor<i1>) -> tensor<4xi32>
    stablehlo.return %inner : tensor<4xi32>
  }}) : (tensor<i32>) -> tensor<4xi32>
  func.return %r0, %r1 : tensor<4xi32>, tensor<4xi32>
}}
"""


@pytest.mark.parametrize("p, k", [(True, 0), (False, 1), (True, 2), (False, 2), (True, 7)])
def test_if_and_case_branches_read_outer_values(p, k):
    x = np.array([1, -2, 3, 0], dtype=I32)
    r0, r1 = _run(IF_CASE, np.array(p), np.array(k, dtype=I32), x, S)
    np.testing.assert_array_equal(r0, x + C if p else x * S)
    last = x + S if p else x
    np.testing.assert_array_equal(r1, [np.full(4, C), x * S, last][k if 0 <= k < 3 else 2])


# ------------------------------------------------------------------ all_reduce, reduce_scatter, collective_reduce

RESULTS = "tensor<4xi32>, tensor<4xi32>, tensor<2xi32>, tensor<4xi32>"  # of each process
COLLECTIVES = f"""
module {{
  func.func @f(%x: tensor<4xi32>, %s: tensor<i32>) -> ({RESULTS}) {{
    %c = stablehlo.constant dense<{C}> : tensor<i32>
    %r0 = "stablehlo.all_reduce"(%x) ({{
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%c", "      ")}
    }}) {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xi32>) -> tensor<4xi32>
    %r1 = "stablehlo.all_reduce"(%x) ({{
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%s", "      ")}
    }}) {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xi32>) -> tensor<4xi32>
    %r2 = "stablehlo.reduce_scatter"(%x) ({{
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%c", "      ")}
    }}) {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, scatter_dimension = 0 : i64}}
       : (tensor<4xi32>) -> tensor<2xi32>
    %r3 = "stablehlo.collective_reduce"(%x) ({{
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
{_clamp_body("%s", "      ")}
    }}) {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}} : (tensor<4xi32>) -> tensor<4xi32>
    func.return %r0, %r1, %r2, %r3 : {RESULTS}
  }}
  func.func @main(%x0: tensor<4xi32>, %s0: tensor<i32>, %x1: tensor<4xi32>, %s1: tensor<i32>)
      -> ({RESULTS}, {RESULTS}) {{
    %r:8 = "interpreter.run_parallel"(%x0, %s0, %x1, %s1) {{programs = [[@f], [@f]]}}
      : (tensor<4xi32>, tensor<i32>, tensor<4xi32>, tensor<i32>) -> ({RESULTS}, {RESULTS})
    func.return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : {RESULTS}, {RESULTS}
  }}
}}
"""


def test_all_reduce_reduce_scatter_and_collective_reduce_read_outer_values():
    x0, x1 = np.array([1, 9, -4, 6], dtype=I32), np.array([3, 2, 8, 7], dtype=I32)
    results = _run(COLLECTIVES, x0, S, x1, S, bytecode=False)
    top = np.maximum(x0, x1)
    for process in range(2):
        r0, r1, r2, r3 = results[4 * process:4 * process + 4]
        np.testing.assert_array_equal(r0, np.minimum(top, C))
        np.testing.assert_array_equal(r1, np.minimum(top, S))
        np.testing.assert_array_equal(r2, np.minimum(top, C)[2 * process:2 * process + 2])
        # collective_reduce: the group's root (its first process) gets the result, the others zeros
        np.testing.assert_array_equal(r3, np.minimum(top, S) if process == 0 else np.zeros(4, dtype=I32))
