"""``dot_general`` and float sums of ``reduce`` add in the same order whatever the layout of their operands:
NumPy's matmul hands some layouts to BLAS and multiplies the others in a loop of its own (kernels/dot.py
``blas_ready``), and NumPy sums rows contiguous in memory pairwise, other rows one element after another
(kernels/reduction.py ``in_summing_layout``); either would change the last bits. A first run (through the
steps) and the later ones (through generated code, whose kernels may return views of other strides) once
differed so on torch_interpolate and on small_linalg's slogdet."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import stablehlo_py
from stablehlo_py.interpreter.kernels.dot import blas_matmul, blas_ready, contract
from stablehlo_py.interpreter.kernels.reduction import in_summing_layout

BENCH = Path(__file__).resolve().parents[1] / "testdata" / "bench"


def _loop_layouts(x: np.ndarray) -> list[np.ndarray]:
    """``x``'s values in layouts NumPy's matmul does not hand to BLAS: the batch axis innermost in memory, and
    every other element of a wider array."""
    wide = np.zeros(x.shape[:-1] + (2 * x.shape[-1],), x.dtype)
    wide[..., ::2] = x
    return [np.moveaxis(np.ascontiguousarray(np.moveaxis(x, 0, -1)), -1, 0), wide[..., ::2]]


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.complex64])
@pytest.mark.parametrize("m,k,n", [(1, 9, 3), (5, 9, 3), (7, 33, 1), (4, 17, 6)])
def test_layouts_numpy_multiplies_itself_give_the_bits_of_c_order(dtype, m, k, n):
    """Such operands are copied into C order first, so their product is BLAS's, the bits the same values in
    C order give (without the copy NumPy's own loop sums in another order; the test checks it does here)."""
    rng = np.random.default_rng(m * 100 + k * 10 + n)
    a = rng.standard_normal((6, m, k)).astype(dtype)
    b = rng.standard_normal((6, k, n)).astype(dtype)
    want = np.matmul(a, b)
    for lhs in [a, *_loop_layouts(a)]:
        for rhs in [b, *_loop_layouts(b)]:
            np.testing.assert_array_equal(blas_matmul(lhs, rhs), want)
    if dtype != np.complex64:  # (complex products are summed in the reference interpreter's order, not BLAS's)
        # batched over the leading axis and contracted over the last one, as dot_general lays them out
        np.testing.assert_array_equal(contract(_loop_layouts(a)[0], _loop_layouts(b)[0], (0,), (0,), (2,), (1,),
                                               np.dtype(dtype)), want)


def test_numpy_alone_sums_those_layouts_in_another_order():
    """What the test above guards against: NumPy's matmul on the same values in such a layout gives other
    bits (here, a 7x33 by 33x1 product)."""
    rng = np.random.default_rng(731)
    a, b = rng.standard_normal((6, 7, 33)).astype(np.float32), rng.standard_normal((6, 33, 1)).astype(np.float32)
    assert any(not np.array_equal(np.matmul(lhs, b), np.matmul(a, b)) for lhs in _loop_layouts(a))


def test_layouts_blas_takes_are_not_copied():
    x = np.ones((4, 5, 6), np.float32)
    assert blas_ready(x) is x and blas_ready(x.swapaxes(1, 2)) is not None
    assert np.shares_memory(blas_ready(x.swapaxes(1, 2)), x)  # a transposed matrix: BLAS's own flag
    assert np.shares_memory(blas_ready(x[:, :, :3]), x)  # rows further apart than they are long
    strided = x[:, :, ::2]
    ready = blas_ready(strided)
    assert not np.shares_memory(ready, x) and ready.flags.c_contiguous
    np.testing.assert_array_equal(ready, strided)


def test_torch_interpolate_gives_the_same_bits_on_every_run(monkeypatch):
    """Its last dot_general contracts a gather's result, which the steps and the generated code lay out
    differently; the first run (steps) and the next two (generated code) agree bit for bit."""
    monkeypatch.delenv("STABLEHLO_PY_GENERATE", raising=False)
    module = stablehlo_py.load(BENCH / "torch_interpolate.mlir")
    with np.load(BENCH / "torch_interpolate.inputs.npz") as inputs:
        args = [inputs[name] for name in inputs.files]
    runs = [np.asarray(module.run(*args)[0]) for _ in range(3)]
    assert runs[0].size and all(np.array_equal(runs[0], later) for later in runs[1:])


@pytest.mark.parametrize("ufunc", [np.add, np.multiply])
@pytest.mark.parametrize("axis", [0, 1, (0, 1)])
def test_float_sums_of_any_layout_give_the_bits_of_c_order(ufunc, axis):
    rng = np.random.default_rng(5)
    x = (1 + rng.standard_normal((40, 300)) / 50).astype(np.float32)
    want = ufunc.reduce(x, axis=axis)
    for layout in (np.asfortranarray(x), np.repeat(x, 2, axis=1)[:, ::2]):
        np.testing.assert_array_equal(ufunc.reduce(in_summing_layout(ufunc, layout), axis=axis), want)
    assert in_summing_layout(np.maximum, x.T) is not None and np.shares_memory(in_summing_layout(np.maximum, x.T), x)
    strided = np.arange(12, dtype=np.int32)[::2]
    assert in_summing_layout(np.add, strided) is strided  # integers add exactly, in any order


def test_numpy_alone_sums_rows_of_another_layout_in_another_order():
    """What the test above guards against: NumPy's sums of the same rows in Fortran order (each row's elements
    apart, its columns contiguous: NumPy then adds column after column) give other bits."""
    rng = np.random.default_rng(5)
    x = (1 + rng.standard_normal((40, 300)) / 50).astype(np.float32)
    assert not np.array_equal(np.add.reduce(np.asfortranarray(x), axis=1), np.add.reduce(x, axis=1))
