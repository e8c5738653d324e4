"""``reduce`` of ``maximum``/``minimum`` over many short rows (a softmax's row maxima), which the specializer
folds down the rows of a transposed copy, rows of up to 64 elements folded in halves first (kernels/reduction.py
``_short_rows_extremum``): bit for bit the
kernel's result (NumPy's row loop), NaNs of several payloads and signs in one row, signed zeros and
infinities included, and each result the IEEE fold of its row."""
from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stablehlo_py.interpreter.kernels import reduction
from test_interp_extremum_folds import assert_ieee, ieee_fold, through_both
from test_interp_specializers import _type

SHAPES = [(64, 2), (2, 4, 8, 8), (2, 4, 32, 32), (3, 5, 17, 17), (520, 9), (2, 4, 64, 64), (300, 33)]
NAMES = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64"}


def _rows(shape: tuple[int, ...], dtype, seed: int, nans: int, zeros: bool) -> np.ndarray:
    """Normals of ``dtype``, with ``nans`` NaNs of random payloads and signs scattered (several in a row when
    there are many), and zeros of both signs and infinities mixed in when ``zeros``."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal(shape).astype(dtype)
    flat = x.reshape(-1)
    if zeros:
        at = rng.choice(flat.size, size=flat.size // 2, replace=False)
        flat[at] = rng.choice(np.array([0.0, -0.0, -0.0, -np.inf, np.inf, -1.0], dtype), size=len(at))
    bits = flat.view(np.uint32 if flat.dtype == np.float32 else np.uint64)
    quiet = {np.uint32: 0x7FC0_0000, np.uint64: 0x7FF8_0000_0000_0000}[bits.dtype.type]
    sign = bits.dtype.type(1) << bits.dtype.type(8 * bits.itemsize - 1)
    for i in rng.choice(flat.size, size=nans, replace=True):
        bits[i] = bits.dtype.type(quiet | int(rng.integers(1, 1 << 20))) | (sign if rng.integers(2) else 0)
    return x


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_short_rows_take_the_transposed_fold(shape, dtype):
    assert reduction._short_rows_extremum(np.maximum, shape, (len(shape) - 1,), np.dtype(dtype)) is not None


@settings(max_examples=60, deadline=None, derandomize=True, database=None)
@given(shape=st.sampled_from(SHAPES), dtype=st.sampled_from([np.float32, np.float64]),
       name=st.sampled_from(["maximum", "minimum"]), nans=st.sampled_from([0, 0, 1, 3, 40]),
       zeros=st.booleans(), init=st.sampled_from([-np.inf, np.inf, 0.0, -0.0]), seed=st.integers(0, 2 ** 32 - 1))
def test_short_rows_fold_is_the_kernels(shape, dtype, name, nans, zeros, init, seed):
    x, init_value = _rows(shape, dtype, seed, nans, zeros), np.array(init, dtype)
    element = NAMES[np.dtype(dtype)]
    result_type = f"tensor<{''.join(f'{n}x' for n in shape[:-1])}{element}>"
    op = (f"stablehlo.reduce(%a0 init: %a1) applies stablehlo.{name} across dimensions = [{len(shape) - 1}] : "
          f"({_type(x)}, tensor<{element}>) -> {result_type}")
    fast, slow = through_both(op, [x, init_value], result_type)
    assert fast.dtype == slow.dtype and fast.tobytes() == slow.tobytes()
    assert_ieee(fast, [ieee_fold([init_value, *row], name) for row in x.reshape(-1, shape[-1])])


@pytest.mark.parametrize("shape", [(1, 4, 64, 64), (4, 100, 100), (2, 256, 256), (2, 4, 8, 64)])
def test_rows_folded_once_at_most(shape):
    """Rows of 33 to 64 elements are folded in halves once; longer ones (two folds cost what they save) and too
    few rows for the length a fold leaves reduce in NumPy's row loop."""
    fold = reduction._short_rows_extremum(np.maximum, shape, (len(shape) - 1,), np.dtype(np.float32))
    assert (fold is not None) == (shape == (1, 4, 64, 64))


@pytest.mark.parametrize("layout", ["contiguous", "transposed", "sliced"])
@pytest.mark.parametrize("name", ["maximum", "minimum"])
@pytest.mark.parametrize("shape", [(2, 4, 32, 32), (2, 4, 64, 64)])
def test_short_rows_fold_of_any_layout_is_numpys(layout, name, shape):
    """The fold itself, on operands laid out as generated code may hand them over (a ufunc's result on a
    transposed view keeps that layout): NumPy's ``ufunc.reduce`` bits, NaN-free rows or not."""
    ufunc = getattr(np, name)
    fold = reduction._short_rows_extremum(ufunc, shape, (3,), np.dtype(np.float32))
    for nans in (0, 5):
        x = _rows(shape[:3] + (2 * shape[3],) if layout == "sliced" else shape, np.float32, nans, nans, zeros=True)
        x = {"contiguous": x, "transposed": x.transpose(0, 1, 3, 2), "sliced": x[..., ::2]}[layout]
        assert fold(x, axis=(3,)).tobytes() == ufunc.reduce(x, axis=(3,)).tobytes()
