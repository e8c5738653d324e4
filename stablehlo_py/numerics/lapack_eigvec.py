"""Eigenvectors of a real matrix as LAPACK's xGEEV computes them, in NumPy, in the input's precision.

xGEEV = xGEBAL('B') + xGEHRD + xORGHR + xHSEQR (``lapack_schur.py``: the real Schur form ``T`` and
Schur vectors ``Z`` of the balanced matrix) + xTREVC3 (the eigenvectors of T, back-transformed by Z) +
xGEBAK + xGEEV's normalisation (reference LAPACK SRC/dgeev.f, dtrevc3.f). LAPACK leaves the sign of a
real eigenvector to this computation (xTREVC3 sets the eigenvalue's own entry of T's eigenvector to 1),
and fixes a complex one by making its largest entry real with xLARTG, keeping that entry's sign; both
follow from T and Z, so computing them the same way gives LAPACK's vectors.

The triangular solves of xTREVC3 are done here for all eigenvalues at once (complex arithmetic, one
vectorised step per row of T), without xTREVC3's rescaling against overflow.
"""
from __future__ import annotations

import numpy as np

from .lapack_schur import back_transform, hessenberg_schur


def _pairs(t: np.ndarray) -> np.ndarray:
    """``start[j]``: the first row of the diagonal block of T that row ``j`` belongs to."""
    n = t.shape[0]
    start = np.arange(n)
    second = np.flatnonzero(np.diagonal(t, -1) != 0) + 1
    start[second] = second - 1
    return start


def _perturbed(d: np.ndarray, smin: np.ndarray) -> np.ndarray:
    """xLALN2's guard: a diagonal entry of ``T - w`` smaller than ``smin`` (in |re| + |im|) becomes ``smin``."""
    return np.where(np.abs(d.real) + np.abs(d.imag) < smin, smin, d)


def _solve_rows(t: np.ndarray, x: np.ndarray, w: np.ndarray, smin: np.ndarray, rows: list[int],
                active: np.ndarray) -> None:
    """One step of the quasi-triangular solve ``(T - w_k) x_k = 0`` for every column ``k`` in ``active``:
    the entries ``rows`` (one row, or the two rows of a 2 x 2 block) from the entries already found."""
    r = slice(rows[0], rows[-1] + 1)
    rhs = -(t[r] @ x[:, active])  # the solved rows' own entries of x are still 0
    w, smin = w[active], smin[active]
    if len(rows) == 1:
        x[rows[0], active] = rhs[0] / _perturbed(t[rows[0], rows[0]] - w, smin)
    else:
        (a, b), (c, d) = t[r, r]
        a, d = _perturbed(a - w, smin), _perturbed(d - w, smin)
        det = a * d - b * c
        x[rows[0], active] = (d * rhs[0] - b * rhs[1]) / det
        x[rows[1], active] = (a * rhs[1] - c * rhs[0]) / det
    largest = np.max(np.abs(x), axis=0)  # xTREVC3 rescales a vector before it overflows
    big = largest > np.sqrt(np.finfo(x.real.dtype).max)
    x[:, big] /= largest[big]


def triangular_eigenvectors(t: np.ndarray, w: np.ndarray, left: bool) -> np.ndarray:
    """xTREVC3's eigenvectors of the real quasi-triangular ``t`` (before the back-transformation), as
    complex columns: column ``k`` for eigenvalue ``w[k]``; for a complex pair at rows ``p, p+1`` the first
    column is the vector of ``wr + i wi`` (``wi > 0``) and the second its conjugate. Right vectors
    (``T x = w x``): ``x[k] = 1`` for a real eigenvalue; for a pair ``x[p] = 1, x[p+1] = i wi / t[p, p+1]``
    when ``|t[p, p+1]| >= |t[p+1, p]|``, else ``x[p] = -wi / t[p+1, p], x[p+1] = i``. Left vectors
    (``u^H T = w u^H``, solved as ``y = conj(u)``, ``T^T y = w y``): ``u[k] = 1``; ``u[p] = wi / t[p, p+1],
    u[p+1] = i``, else ``u[p] = 1, u[p+1] = -i wi / t[p+1, p]``."""
    n = t.shape[0]
    info = np.finfo(t.dtype)
    smin = np.maximum(info.eps * (np.abs(w.real) + np.abs(w.imag)), info.tiny * (n / info.eps))
    start = _pairs(t)
    k = np.arange(n)
    x = np.zeros((n, n), np.result_type(t.dtype, np.complex64))
    x[k, k] = 1
    for p in np.flatnonzero(start[1:] != k[1:]):  # complex pairs at rows p, p+1
        b, c, wi = t[p, p + 1], t[p + 1, p], w[p].imag
        if left:
            x[[p, p + 1], p] = (wi / b, -1j) if abs(b) >= abs(c) else (1, 1j * wi / c)
        else:
            x[[p, p + 1], p] = (1, 1j * wi / b) if abs(b) >= abs(c) else (-wi / c, 1j)
        x[p + 1, p + 1] = 0
    block_end = np.where(np.r_[start[1:], -1] == k, k + 1, k)
    for j in (range(n) if left else range(n - 1, -1, -1)):
        if start[j] != j:
            continue  # the second row of a 2 x 2 block: solved with the first
        rows = [j, j + 1] if block_end[j] == j + 1 else [j]
        active = block_end < j if left else start > rows[-1]
        if active.any():
            _solve_rows(t.T if left else t, x, w, smin, rows, active)
    if left:
        x = np.conj(x)
    second = np.flatnonzero(start != k)
    x[:, second] = np.conj(x[:, second - 1])
    return x


def _normalize(v: np.ndarray, w: np.ndarray) -> np.ndarray:
    """xGEEV's normalisation: unit 2-norm; a complex vector then rotated (xLARTG on its entry of largest
    modulus, the first on ties) so that entry is real with the sign of its real part."""
    v = v / np.linalg.norm(v, axis=0)
    columns = np.arange(v.shape[1])
    rows = np.argmax(v.real ** 2 + v.imag ** 2, axis=0)
    largest = v[rows, columns]
    modulus = np.abs(largest)
    phase = np.where(largest.real < 0, -1, 1) * np.conj(largest) / np.where(modulus == 0, 1, modulus)
    complex_pair = w.imag != 0
    v = v * np.where(complex_pair, phase, 1)
    v[rows, columns] = np.where(complex_pair, v[rows, columns].real, v[rows, columns])
    return v


def eig(a: np.ndarray, left: bool, right: bool) -> tuple:
    """LAPACK xGEEV of one real square matrix: ``(w, vl, vr, info)`` with complex eigenvalues ``w`` and
    eigenvectors as complex columns (None where not asked for). ``info > 0``: the QR iteration did not
    converge; eigenvalues ``info..`` are valid and no vectors are computed (NaN here)."""
    t, z, w, info, (ilo, ihi, scale) = hessenberg_schur(a, "B")
    n = a.shape[0]
    vectors = []
    for wanted, is_left in ((left, True), (right, False)):
        if not wanted:
            vectors.append(None)
        elif n == 0:
            vectors.append(z.astype(w.dtype))
        elif info:
            vectors.append(np.full((n, n), np.nan, w.dtype))
        else:
            v = z.astype(w.dtype) @ triangular_eigenvectors(t, w, is_left)
            vectors.append(_normalize(back_transform(v, scale, ilo, ihi, left=is_left), w))
    return w, vectors[0], vectors[1], info
