"""Kernels of the ``linalg`` family: spec ``cholesky`` and ``triangular_solve`` on batches of matrices (the
last two dimensions).

Both compute in float64/complex128 and round once to the result type.
"""
from __future__ import annotations

import numpy as np

from ...ir.enums import Transpose
from ...numerics import floats
from ..registry import kernel
from ._common import result_dtype


def _transpose(x: np.ndarray) -> np.ndarray:
    """Each matrix of the batch transposed (the last two axes swapped)."""
    return np.swapaxes(x, -1, -2)


def _cholesky_lower(a: np.ndarray) -> np.ndarray:
    """Lower factors of a batch read from its lower triangles; a matrix that is not positive
    definite gives an all-NaN result, as XLA's CholeskyExpander (the spec leaves it undefined)."""
    try:
        return np.linalg.cholesky(a)
    except np.linalg.LinAlgError:
        pass
    flat = a.reshape((-1,) + a.shape[-2:])
    result = np.full_like(flat, np.nan)
    for index, matrix in enumerate(flat):  # only after a failure: find which matrices fail
        try:
            result[index] = np.linalg.cholesky(matrix)
        except np.linalg.LinAlgError:
            pass
    return result.reshape(a.shape)


@kernel("stablehlo.cholesky")
def cholesky(ctx, attrs, a: np.ndarray) -> np.ndarray:
    """Spec ``cholesky``: ``L`` with ``a = L L^H`` (``lower``), else ``U`` with ``a = U^H U``.

    Only the triangle named by ``lower`` is read. The opposite triangle of the
    result (implementation-defined) is zero, as in XLA: ``U`` is the transpose of
    the lower factor of ``transpose(a)``.
    """
    wide, dtype = floats.widen(a), result_dtype(attrs.op)
    if a.size == 0:
        return wide.astype(dtype)
    if attrs.lower:
        factor = _cholesky_lower(wide)
    else:
        factor = _transpose(_cholesky_lower(_transpose(wide)))
    return factor.astype(dtype)


def _effective_matrix(a: np.ndarray, lower: bool, unit_diagonal: bool,
                      transpose_a: Transpose) -> tuple[np.ndarray, bool]:
    """``op(a)`` built from the triangle of ``a`` the spec reads, and whether it is lower triangular."""
    n = a.shape[-1]
    triangle = np.tril(a) if lower else np.triu(a)
    if unit_diagonal:
        triangle[..., np.arange(n), np.arange(n)] = 1
    if transpose_a is Transpose.NO_TRANSPOSE:
        return triangle, lower
    flipped = _transpose(triangle)
    return (np.conj(flipped) if transpose_a is Transpose.ADJOINT else flipped), not lower


def _substitute(m: np.ndarray, b: np.ndarray, lower: bool) -> np.ndarray:
    """Solve ``m x = b`` for triangular ``m``: forward (lower) or back (upper) substitution,
    one row at a time over the whole batch and all right-hand sides."""
    n = m.shape[-1]
    x = np.zeros(np.broadcast_shapes(m.shape[:-2], b.shape[:-2]) + b.shape[-2:], dtype=np.result_type(m, b))
    rows = range(n) if lower else range(n - 1, -1, -1)
    for i in rows:
        known = slice(0, i) if lower else slice(i + 1, n)
        partial = np.einsum("...k,...kj->...j", m[..., i, known], x[..., known, :])
        x[..., i, :] = (b[..., i, :] - partial) / m[..., i, i][..., None]
    return x


@kernel("stablehlo.triangular_solve")
def triangular_solve(ctx, attrs, a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Spec ``triangular_solve``: ``x`` with ``op(a) x = b`` (``left_side``) or ``x op(a) = b``.

    ``x op(a) = b`` is solved as ``op(a)^T x^T = b^T``. A zero on the diagonal
    (undefined behaviour) gives inf/NaN, as the substitution XLA performs.
    """
    m, lower = _effective_matrix(floats.widen(a), attrs.lower, attrs.unit_diagonal, attrs.transpose_a)
    rhs = floats.widen(b)
    if attrs.left_side:
        x = _substitute(m, rhs, lower)
    else:
        x = _transpose(_substitute(_transpose(m), _transpose(rhs), not lower))
    return x.astype(result_dtype(attrs.op))
