"""``maximum``/``minimum`` folds (``reduce``, ``reduce_window``, ``scatter``) give the op's IEEE 754-2019 results
(spec ``maximum``: ``-0 < +0``, NaN propagates), as the reference interpreter's body runs would: NumPy's
``ufunc.reduce``/``ufunc.at`` alone return either zero of a ``-0``/``+0`` mix. Each case runs through the
op's specializer and through its kernel alone, against a fold written here on Python floats."""
from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stablehlo_py.interpreter import registry
from stablehlo_py.interpreter.kernels import reduction  # (importing a kernel module registers every kernel)
from test_interp_specializers import _run, _type

# values where the zero signs matter: zeros of both signs among negatives, an infinity, a rare NaN
POOL = [0.0, -0.0, 0.0, -0.0, -1.5, 2.0, -np.inf]
DTYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": ml_dtypes.bfloat16}


def through_both(op: str, args: list[np.ndarray], result_type: str,
                 types: list[str] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """``op``'s result through its specializer, then through its kernel alone."""
    fast = _run(op, args, result_type, types)
    saved, registry.SPECIALIZERS = registry.SPECIALIZERS, {}
    try:
        return fast, _run(op, args, result_type, types)
    finally:
        registry.SPECIALIZERS = saved


def ieee_fold(values, name: str) -> float:
    """IEEE ``maximum``/``minimum`` of ``values``: NaN if any is NaN, else the extremum with ``-0 < +0``."""
    values = [float(v) for v in values]
    if any(math.isnan(v) for v in values):
        return math.nan
    key = lambda v: (v, math.copysign(1.0, v))  # noqa: E731
    return max(values, key=key) if name == "maximum" else min(values, key=key)


def assert_ieee(got: np.ndarray, expected: list[float]) -> None:
    got = np.asarray(got).astype(np.float64).reshape(-1)
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        assert (math.isnan(g) and math.isnan(e)) or (g == e and math.copysign(1, g) == math.copysign(1, e)), \
            (got, expected)


def arrays(shape: tuple[int, ...]):
    """Arrays of ``shape`` drawn from ``POOL``, a NaN in about one case of ten."""
    size = int(np.prod(shape))
    return st.tuples(st.lists(st.sampled_from(POOL), min_size=size, max_size=size),
                     st.integers(0, 9), st.integers(0, size - 1)).map(
        lambda t: _with_nan(np.array(t[0]).reshape(shape), t[1] == 0, t[2]))


def _with_nan(x: np.ndarray, nan: bool, where: int) -> np.ndarray:
    if nan:
        x.reshape(-1)[where] = np.nan
    return x


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(x=arrays((3, 8)), init=st.sampled_from([-np.inf, np.inf, 0.0, -0.0]),
       name=st.sampled_from(["maximum", "minimum"]), element=st.sampled_from(sorted(DTYPES)),
       dims=st.sampled_from([[1], [0], [0, 1]]))
def test_reduce_folds_to_ieee_zeros(x, init, name, element, dims):
    dtype = DTYPES[element]
    x, init_value = x.astype(dtype), np.array(init, dtype)
    kept = [n for d, n in enumerate(x.shape) if d not in dims]
    result_type = f"tensor<{''.join(f'{n}x' for n in kept)}{element}>"
    op = (f"stablehlo.reduce(%a0 init: %a1) applies stablehlo.{name} across dimensions = {dims} : "
          f"({_type(x)}, tensor<{element}>) -> {result_type}")
    moved = np.moveaxis(x, dims, list(range(x.ndim - len(dims), x.ndim))).reshape(*kept, -1)
    expected = [ieee_fold([init_value, *row], name) for row in moved.reshape(-1, moved.shape[-1])]
    fast, slow = through_both(op, [x, init_value], result_type)
    assert_ieee(fast, expected)
    assert_ieee(slow, expected)


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(x=arrays((2, 7)), init=st.sampled_from([-np.inf, np.inf, 0.0, -0.0]),
       name=st.sampled_from(["maximum", "minimum"]), element=st.sampled_from(sorted(DTYPES)),
       padded=st.booleans(), gathered=st.booleans())
def test_reduce_window_folds_to_ieee_zeros(x, init, name, element, padded, gathered):
    """Both ways of the specializer: window elements gathered into rows, or strided slices of the input."""
    dtype = DTYPES[element]
    x, init_value = x.astype(dtype), np.array(init, dtype)
    low, high = (1, 2) if padded else (0, 0)
    source = np.pad(x.astype(np.float64), ((0, 0), (low, high)), constant_values=float(init_value))
    windows = np.lib.stride_tricks.sliding_window_view(source, (2, 3))[:, ::2]  # window 2x3, strides 1x2
    expected = [ieee_fold([init_value, *w.reshape(-1)], name) for w in windows.reshape(-1, 6)]
    result_type = f"tensor<{windows.shape[0]}x{windows.shape[1]}x{element}>"
    op = (f'"stablehlo.reduce_window"(%a0, %a1) ({{\n  ^bb0(%p: tensor<{element}>, %q: tensor<{element}>):\n'
          f"    %m = stablehlo.{name} %p, %q : tensor<{element}>\n    stablehlo.return %m : tensor<{element}>\n"
          f"  }}) {{window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 1, 2>, "
          f"padding = dense<[[0, 0], [{low}, {high}]]> : tensor<2x2xi64>}} : "
          f"({_type(x)}, tensor<{element}>) -> {result_type}")
    saved = reduction._GATHERED_WINDOWS
    reduction._GATHERED_WINDOWS = saved if gathered else 0
    try:
        fast, slow = through_both(op, [x, init_value], result_type)
    finally:
        reduction._GATHERED_WINDOWS = saved
    assert_ieee(fast, expected)
    assert_ieee(slow, expected)


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(target=arrays((4, 3)), updates=arrays((6, 3)), rows=st.lists(st.integers(0, 3), min_size=6, max_size=6),
       name=st.sampled_from(["maximum", "minimum"]), element=st.sampled_from(sorted(DTYPES)),
       windows_first=st.booleans())
def test_scatter_folds_to_ieee_zeros(target, updates, rows, name, element, windows_first):
    """Row updates with repeated rows; with the window axis first in the updates (``windows_first``) the
    specializer's general plan runs, else its row plan."""
    dtype = DTYPES[element]
    target, updates, indices = target.astype(dtype), updates.astype(dtype), np.array(rows, np.int32).reshape(6, 1)
    expected = [ieee_fold([target[r, c], *(updates[k, c] for k in range(6) if rows[k] == r)], name)
                for r in range(4) for c in range(3)]
    if windows_first:
        updates = np.ascontiguousarray(updates.T)
    op = (f'"stablehlo.scatter"(%a0, %a1, %a2) ({{\n  ^bb0(%p: tensor<{element}>, %q: tensor<{element}>):\n'
          f"    %m = stablehlo.{name} %p, %q : tensor<{element}>\n    stablehlo.return %m : tensor<{element}>\n"
          f"  }}) {{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [{0 if windows_first else 1}], "
          f"inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}} : "
          f"({_type(target)}, tensor<6x1xi32>, {_type(updates)}) -> {_type(target)}")
    fast, slow = through_both(op, [target, indices, updates], _type(target),
                              [_type(target), "tensor<6x1xi32>", _type(updates)])
    assert_ieee(fast, expected)
    assert_ieee(slow, expected)


@pytest.mark.parametrize("name, values, expected", [
    ("maximum", [0.0, -0.0, -0.0, -0.0], 0.0), ("maximum", [-0.0, -0.0, -0.0, -3.0], -0.0),
    ("minimum", [-0.0, 0.0, 0.0, 0.0], -0.0), ("minimum", [0.0, 0.0, 0.0, 5.0], 0.0)])
def test_reduce_of_mixed_zeros_is_the_ieee_zero(name, values, expected):
    """The cases NumPy's own reductions get wrong (``np.maximum.reduce([+0, -0, -0, -0])`` is ``-0``)."""
    x = np.array(values * 8, np.float32).reshape(4, 8)
    op = (f"stablehlo.reduce(%a0 init: %a1) applies stablehlo.{name} across dimensions = [1] : "
          f"(tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>")
    init = np.array(-np.inf if name == "maximum" else np.inf, np.float32)
    fast, slow = through_both(op, [x, init], "tensor<4xf32>")
    assert_ieee(fast, [expected] * 4)
    assert_ieee(slow, [expected] * 4)
