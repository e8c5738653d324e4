"""``stablehlo.cholesky`` and ``stablehlo.triangular_solve``: hand-checked programs, and every
configuration checked by multiplying the result back."""
from __future__ import annotations

import itertools

import numpy as np
import pytest

from conftest import TESTDATA
from helpers import check_programs, run_main

LINALG = TESTDATA / "interpret" / "linalg"


def test_hand_checked_programs_pass():
    assert check_programs(LINALG / "cholesky.mlir") == 4
    assert check_programs(LINALG / "triangular_solve.mlir") == 4


def _cholesky(a: np.ndarray, element: str, lower: bool) -> np.ndarray:
    t = f"tensor<{'x'.join(map(str, a.shape))}x{element}>"
    text = (f"func.func @main(%a: {t}) -> {t} {{\n  %r = \"stablehlo.cholesky\"(%a) {{lower = {str(lower).lower()}}}"
            f" : ({t}) -> {t}\n  func.return %r : {t}\n}}\n")
    (result,) = run_main(text, a)
    return result


def _hermitian_positive_definite(rng, batch: tuple[int, ...], n: int, complex_: bool) -> np.ndarray:
    m = rng.standard_normal(batch + (n, n))
    if complex_:
        m = m + 1j * rng.standard_normal(batch + (n, n))
    return m @ np.conj(np.swapaxes(m, -1, -2)) + n * np.eye(n)


@pytest.mark.parametrize("lower", [True, False])
@pytest.mark.parametrize("element, dtype", [("f64", np.float64), ("complex<f64>", np.complex128)])
def test_cholesky_multiplies_back_batched(lower, element, dtype):
    rng = np.random.default_rng(0)
    a = _hermitian_positive_definite(rng, (2, 3), 5, dtype == np.complex128).astype(dtype)
    # the triangle that is not read holds garbage
    garbage = np.triu(np.full((5, 5), 77.0), 1)
    read = a + (garbage if lower else garbage.T)
    factor = _cholesky(read, element, lower)
    conj_t = np.conj(np.swapaxes(factor, -1, -2))
    product = factor @ conj_t if lower else conj_t @ factor
    assert np.allclose(product, a, atol=1e-10)
    other = np.triu(factor, 1) if lower else np.tril(factor, -1)
    assert not other.any()  # the opposite triangle is zero (as XLA)


def test_cholesky_not_positive_definite_is_nan_per_matrix():
    a = np.array([[[4.0, 2.0], [2.0, 5.0]], [[1.0, 2.0], [2.0, 1.0]]], dtype=np.float32)
    result = _cholesky(a, "f32", True)
    assert np.allclose(result[0], [[2.0, 0.0], [1.0, 2.0]])
    assert np.isnan(result[1]).all()


def _solve(a, b, element, left_side, lower, unit_diagonal, transpose_a):
    ta = f"tensor<{'x'.join(map(str, a.shape))}x{element}>"
    tb = f"tensor<{'x'.join(map(str, b.shape))}x{element}>"
    text = (f"func.func @main(%a: {ta}, %b: {tb}) -> {tb} {{\n"
            f"  %r = \"stablehlo.triangular_solve\"(%a, %b) {{left_side = {str(left_side).lower()}, "
            f"lower = {str(lower).lower()}, unit_diagonal = {str(unit_diagonal).lower()}, "
            f"transpose_a = #stablehlo<transpose {transpose_a}>}} : ({ta}, {tb}) -> {tb}\n"
            f"  func.return %r : {tb}\n}}\n")
    (result,) = run_main(text, a, b)
    return result


@pytest.mark.parametrize("left_side, lower, unit_diagonal, transpose_a", list(itertools.product(
    [True, False], [True, False], [True, False], ["NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"])))
def test_triangular_solve_multiplies_back(left_side, lower, unit_diagonal, transpose_a):
    rng = np.random.default_rng(1)
    n, m = 4, 3
    a = (rng.standard_normal((2, n, n)) + 1j * rng.standard_normal((2, n, n))).astype(np.complex128)
    a += 4 * np.eye(n)  # well conditioned
    b = rng.standard_normal((2, n, m) if left_side else (2, m, n)) + 0j
    x = _solve(a, b, "complex<f64>", left_side, lower, unit_diagonal, transpose_a)
    triangle = np.tril(a) if lower else np.triu(a)
    if unit_diagonal:
        triangle[..., np.arange(n), np.arange(n)] = 1
    op_a = {"NO_TRANSPOSE": triangle, "TRANSPOSE": np.swapaxes(triangle, -1, -2),
            "ADJOINT": np.conj(np.swapaxes(triangle, -1, -2))}[transpose_a]
    assert np.allclose(op_a @ x if left_side else x @ op_a, b, atol=1e-10)


def test_triangular_solve_f32_rounds_once():
    a = np.array([[3.0, 0.0], [1.0, 3.0]], dtype=np.float32)
    b = np.array([[1.0], [1.0]], dtype=np.float32)
    x = _solve(a, b, "f32", True, True, False, "NO_TRANSPOSE")
    assert x.dtype == np.float32
    assert np.array_equal(x, np.array([[1 / 3], [(1 - 1 / 3) / 3]], dtype=np.float32))
